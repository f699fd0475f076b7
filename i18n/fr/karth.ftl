# karth — textes du suivi de ce jeu (fr). Les clés doivent être les mêmes dans chaque langue.

rule-karth-factions = Donnez une faction pour chacun des { $count } joueurs, ou aucune.
rule-karth-goal = Les seuils de victoire sont des nombres positifs.
rule-karth-player-out = { $player } est hors jeu.
rule-karth-positive = La quantité doit être d’au moins 1.
rule-karth-negative = Ce nombre ne peut pas être négatif.
rule-karth-no-unit = Il n’y a pas d’unité { $unit } sur le champ de bataille.
rule-karth-overspend = { $player } a { $have } { $resource ->
        [gold] Or
        [se] ES
       *[kp] PE
    } et ne peut pas en dépenser { $amount }.
rule-karth-not-your-turn = Ce n’est pas à { $player } de collecter.
rule-karth-collected = { $player } a déjà collecté l’or et l’ES ce tour-ci.
rule-karth-decline = Seul un héros caché doté de { -golden-coffers } peut refuser son or ({ $unit } ne le peut pas).
rule-karth-nobody-left = Il ne reste personne pour jouer le tour.
rule-karth-unit-unknown = Unité « { $unit } » encore jamais vue : indiquez ses points de vie, son ES, ses Points d’élimination et sa prime.
rule-karth-who-killed = { $unit } meurt de ce coup : dites qui a porté le coup fatal, pour attribuer les Points d’élimination et la prime.
rule-karth-own-kill = Un joueur ne reçoit pas les Points d’élimination de sa propre unité { $unit }.
rule-karth-ally-kill = { $killer } et { $unit } sont du même camp : quand une unité alliée meurt, l’adversaire reçoit l’élimination et la prime.
rule-karth-collect-first = { $player } a déjà joué ce tour-ci : collecter l’or et l’ES est la première étape d’un tour.
log-karth-resource = Tour { $turn } : { $player } { $resource ->
        [gold] Or
        [se] ES
       *[kp] PE
    } { $old } → { $new }
log-karth-collect = Tour { $turn } : { $player } collecte : or { $gold_old } → { $gold_new }, ES { $se_old } → { $se_new }
log-karth-end-turn = Tour { $turn } : { $side } { $members ->
       *[one] termine
        [other] terminent
    } le tour ; { $next } { $next_members ->
       *[one] joue
        [other] jouent
    }.
log-karth-add-unit = Tour { $turn } : { $player } amène { $unit } sur le champ de bataille ({ $hp } PV){ $cost ->
        [0] .
       *[other] {""} pour { $cost } or, Or { $old } → { $new }.
    }
log-karth-damage = Tour { $turn } : { $unit } ({ $owner }) subit { $amount } dégâts, PV { $old } → { $new }.{ $killed ->
        [0] {""}
       *[other] {" "}Élimination par { $killer } : +{ $kp } PE, +{ $bounty } or.
    }
log-karth-hit = Tour { $turn } : { $base } + { $bonus } − { $resistance } { $kind ->
        [magic] RM
        [poison] RP
       *[physical] AR
    } à { $percent } % = { $amount } dégâts à { $unit } ({ $owner }), PV { $old } → { $new }.{ $killed ->
        [0] {""}
       *[other] {" "}Élimination par { $killer } : +{ $kp } PE, +{ $bounty } or.
    }
log-karth-heal = Tour { $turn } : { $unit } se soigne, PV { $old } → { $new }.
log-karth-mark = Tour { $turn } : unité { $unit } marquée{ $hidden ->
        [1] , cachée
       *[other] {""}
    }{ $stunned ->
        [1] , étourdie
       *[other] {""}
    }{ $new ->
        [1] , tout juste apparue
       *[other] {""}
    }
log-karth-remove = Tour { $turn } : { $unit } ({ $player }) quitte le champ de bataille.
log-karth-buy-back = Tour { $turn } : { $player } rachète { $item }, or { $old } → { $new }.
log-karth-knock-out = Tour { $turn } : { $player } est hors de combat : tous ses générateurs sont pris.
log-karth-concede = Tour { $turn } : { $player } abandonne.
win-karth-gold = { $side } a atteint { $gold } or non dépensé (l’objectif est { $goal }).
win-karth-kp = { $side } a atteint { $kp } Points d’élimination (l’objectif est { $goal }).
win-karth-last-standing = Il ne reste plus que { $side } en lice.
win-karth-last-after = { $quitter } { $why ->
        [conceded] a abandonné
       *[other] { $quitters ->
            [one] est hors de combat
           *[other] sont hors de combat
        }
    } ; il ne reste plus que { $side } en lice.
win-karth-nobody = Tout le monde est éliminé : personne ne gagne.
label-karth-gold = Or
label-karth-se = ES
label-karth-kp = PE
label-karth-units = Unités
label-karth-team-gold = Or de l’équipe
label-karth-team-kp = PE de l’équipe
remark-karth-knocked-out = hors de combat
remark-karth-conceded = a abandonné
remark-karth-to-play = joue le tour { $turn }
help-karth-1v1 = Le livret de règles ne donne aucun seuil pour le 1c1 Classique : Tablekeeper utilise ceux du chacun pour soi (40 or non dépensé ou 25 Points d’élimination). Modifiez-les ici si votre table joue autrement.
help-karth-damage = Dégâts (p. 9) : base + bonus − la résistance de la cible au type de dégâts (physique : armure AR, magique : résistance magique RM, poison : résistance au poison RP) ; au moins 1 ; les fractions sont arrondies au supérieur.

## La fenêtre
ui-karth-mode = Mode
ui-karth-classic = 1c1 Classique
ui-karth-two-v-two = 2c2 Coopératif
ui-karth-free-for-all = Chacun pour soi (3–4)
ui-karth-factions = Factions (cliquez pour changer)
ui-karth-allegiance = Allegiance (Elfe)
ui-karth-shard = Shard (Gobelin)
ui-karth-first = Joue en premier
ui-karth-goals = Seuils de victoire
ui-karth-gold-goal = Or non dépensé pour gagner
ui-karth-kp-goal = Points d’élimination pour gagner
ui-karth-teams-help = 2c2 : les deux premiers joueurs forment une équipe, les deux derniers l’autre ; l’or reste propre à chaque joueur, mais l’équipe gagne avec le total de son or et de ses Points d’élimination.
ui-karth-turn = Tour { $turn } : { $side } { $members ->
        [one] joue
       *[other] jouent
    }
ui-karth-team-line = Équipe : { $gold } / { $gold_goal } or · { $kp } / { $kp_goal } PE
ui-karth-collect = Collecter
ui-karth-collect-gives = +{ $gold } or, +{ $se } ES
ui-karth-cemetery = { $count ->
        [one] { $count } mort : { $units }
       *[other] { $count } morts : { $units }
    }
ui-karth-knock-out = Hors de combat
ui-karth-knock-out-ask = Hors de combat ?
ui-karth-concede = Abandonner
ui-karth-concede-ask = Abandonner ?
ui-karth-hidden = cachée
ui-karth-stunned = étourdie
ui-karth-new = nouvelle
ui-karth-new-unit-for = Nouvelle unité pour
ui-karth-hp = PV
ui-karth-bounty = prime
ui-karth-hire-cost = coût (or)
ui-karth-coffers = { -golden-coffers }
ui-karth-add-unit = Ajouter l’unité
ui-karth-known = Déjà vues :
ui-karth-known-card = + { $unit }{ $cost ->
        [0] {""}
       *[other] {" "}· { $cost } or
    }
ui-karth-base = base
ui-karth-bonus = bonus
ui-karth-resistance = résist.
ui-karth-hit = Frapper
ui-karth-killer = L’élimination revient à :
ui-karth-keys = Touches : ↑↓ joueur · ←→ Or, ES, PE · + − le modifier · Tab champ suivant · Alt+C collecter · Alt+X collecter sans coffres cachés · Alt+E fin du tour · Alt+N nouvelle unité · Alt+G { -golden-coffers } · Alt+1…9 une carte déjà vue · Alt+T unité suivante comme cible (Alt+Maj+T précédente) · chiffres dégâts de base, Entrée frapper · Alt+− Alt++ ses PV · Alt+H cachée · Alt+S étourdie · Alt+W nouvelle · Alt+R retirer · Alt+P, M, O AR, RM, RP · Alt+I à qui revient l’élimination · Alt+D dégâts · Alt+B joueur · Alt+K hors de combat, Alt+Q abandonner (deux fois : oui) · Échap lâche la cible, quitte un champ · Ctrl+Z défaire
ui-karth-keys-button = Touches

## Rapports
detail-karth-goals = Victoire : { $gold } or non dépensé ou { $kp } Points d’élimination (2c2 : totaux de l’équipe) ; ou rester seuls en lice.
detail-karth-unit = Unité n° { $id } { $unit } ({ $owner }) : { $hp }/{ $max } PV{ $hidden ->
        [1] , cachée
       *[other] {""}
    }{ $stunned ->
        [1] , étourdie
       *[other] {""}
    }{ $new ->
        [1] , tout juste apparue
       *[other] {""}
    }
ui-karth-collect-declining = Collecter, sans coffres cachés
ui-karth-physical = AR
ui-karth-magic = RM
ui-karth-poison = RP
ui-karth-buy-back = { $player } rachète un objet :
ui-karth-item = objet
ui-karth-cost = or
ui-karth-buy = Racheter
piece-karth-unit = Unité n° { $id }
label-karth-hp = PV
label-karth-max-hp = PV max
remark-karth-stunned = étourdie
remark-karth-hidden = cachée
remark-karth-new = nouvelle
ui-karth-allegiance-short = Elfe
ui-karth-shard-short = Gobelin
ui-karth-collect-tip = Collecter est la première étape d’un tour (Alt+C).
ui-karth-gone = ✝ { $unit } (plus en jeu)
ui-karth-hp-left = { $left }/{ $max } PV
ui-karth-tab-unit = Nouvelle unité
ui-karth-tab-damage = Dégâts
ui-karth-tab-player = Joueur
ui-karth-leave = { $player } quitte la partie :
ui-karth-end-turn = Fin du tour
ui-karth-no-target = Cible : cliquez sur le nom d’une unité à sa place.
ui-karth-target = Cible : { $unit } ({ $owner })
ui-karth-pick-target = Choisissez d’abord une cible : cliquez sur le nom d’une unité à sa place.
help-karth-buy-back = Quand une unité meurt, son propriétaire peut racheter un objet équipé pour sa valeur en or.
ui-karth-why-out = hors jeu
ui-karth-why-turn = pas son tour
ui-karth-why-collected = collecté ✓
ui-karth-why-acted = a déjà joué
