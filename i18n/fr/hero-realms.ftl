# hero-realms — textes du suivi de ce jeu (fr). Les clés doivent être celles de i18n/en/hero-realms.ftl.

## Refus
rule-hero_realms-hydra-teams = L’Hydre demande deux équipes de même taille : 4 ou 6 joueurs (il y en a { $count }).
rule-hero_realms-hydra-player-health = À l’Hydre, la santé est partagée par chaque équipe : indiquez la santé de l’équipe, pas celle de chaque joueur.
rule-hero_realms-team-health-hydra-only = Une santé d’équipe partagée ne sert qu’à l’Hydre.
rule-hero_realms-health-count = Donnez une santé de départ pour chaque joueur ou pour aucun ({ $count } données, { $players ->
    [one] { $players } joueur
   *[other] { $players } joueurs
}).
rule-hero_realms-health-positive = La santé de départ doit être d’au moins 1 (pas { $health }).
rule-hero_realms-game-over = La partie est terminée.
rule-hero_realms-not-enough-gold = { $player } n’a que { $gold } or, pas { $amount }.
rule-hero_realms-not-enough-combat = { $player } n’a que { $combat } combat, pas { $amount }.
rule-hero_realms-amount-positive = La quantité doit être d’au moins 1 (pas { $amount }).
rule-hero_realms-defense-positive = La défense d’un champion doit être d’au moins 1 (pas { $defense }).
rule-hero_realms-too-many-champions = { $player } a déjà { $max ->
    [one] { $max } champion
   *[other] { $max } champions
} en jeu.
rule-hero_realms-already-expended = { $champion } est déjà épuisé ce tour-ci.
rule-hero_realms-own-target = Un joueur ne peut pas s’attaquer ou se cibler lui-même, ni ses propres champions.
rule-hero_realms-teammate = { $target } est dans votre équipe : ni attaque ni ciblage possible.
rule-hero_realms-target-out = { $target } est hors jeu.
rule-hero_realms-hunter-left-only = Chasseur : { $player } ne peut attaquer ou cibler que le joueur à sa gauche, { $left }.
rule-hero_realms-hunter-neighbours-only = Chasseur : { $player } ne peut attaquer ou cibler que les champions de ses deux voisins, { $left } (à gauche) et { $right } (à droite).
rule-hero_realms-commander-target = Empereur : { $player } est Commandant et ne peut attaquer ou cibler que { $allowed } et ses champions.
rule-hero_realms-guarded = { $target } a une garde prête : assommez d’abord les gardes.
rule-hero_realms-champion-guarded = { $champion } est protégé : { $target } a une garde prête ; assommez d’abord les gardes.
rule-hero_realms-not-your-turn = Ce n’est pas à { $player } de jouer : c’est à { $active }.
rule-hero_realms-player-out = { $player } est hors jeu.
rule-hero_realms-say-who = À l’Hydre, les deux coéquipiers jouent en même temps : indiquez quel joueur agit.
rule-hero_realms-unknown-champion = { $player } n’a pas de champion numéro { $index } en jeu.

## Historique
log-hero_realms-gain-gold = Tour { $turn } : { $player } gagne { $amount } or (or { $old } → { $new }).
log-hero_realms-spend-gold = Tour { $turn } : { $player } dépense { $amount } or (or { $old } → { $new }).
log-hero_realms-gain-combat = Tour { $turn } : { $player } gagne { $amount } combat (combat { $old } → { $new }).
log-hero_realms-attack = Tour { $turn } : { $attacker } attaque { $player } pour { $amount } (santé { $old } → { $new }).
log-hero_realms-attack-out = Tour { $turn } : { $attacker } attaque { $player } pour { $amount } (santé { $old } → { $new }) : { $player } est hors jeu.
log-hero_realms-attack-out-bonus = Tour { $turn } : { $attacker } attaque { $player } pour { $amount } (santé { $old } → { $new }) : { $player } est hors jeu ; { $bonus } gagne 10 points de santé ({ $bonus_old } → { $bonus_new }) et pioche une carte.
log-hero_realms-attack-out-commander = Tour { $turn } : { $attacker } attaque { $player } pour { $amount } (santé { $old } → { $new }) : le Commandant { $player } est vaincu et peut mettre une carte dans la défausse de l’Empereur, { $emperor }.
log-hero_realms-gain-health = Tour { $turn } : { $player } { $members ->
        [one] gagne
       *[other] gagnent
    } { $amount } { $amount ->
        [one] point de santé
       *[other] points de santé
    } ({ $old } → { $new }).
log-hero_realms-lose-health = Tour { $turn } : { $player } { $members ->
        [one] perd
       *[other] perdent
    } { $amount } { $amount ->
        [one] point de santé
       *[other] points de santé
    } ({ $old } → { $new }).
log-hero_realms-lose-health-out = Tour { $turn } : { $player } { $members ->
        [one] perd
       *[other] perdent
    } { $amount } { $amount ->
        [one] point de santé
       *[other] points de santé
    } ({ $old } → { $new }) et { $members ->
        [one] est
       *[other] sont
    } hors jeu.
log-hero_realms-lose-health-out-bonus = Tour { $turn } : { $player } perd { $amount } { $amount ->
        [one] point de santé
       *[other] points de santé
    } ({ $old } → { $new }) et est hors jeu ; { $bonus } gagne 10 points de santé ({ $bonus_old } → { $bonus_new }) et pioche une carte.
log-hero_realms-lose-health-out-commander = Tour { $turn } : le Commandant { $player } perd { $amount } { $amount ->
        [one] point de santé
       *[other] points de santé
    } ({ $old } → { $new }), est vaincu et peut mettre une carte dans la défausse de l’Empereur, { $emperor }.
log-hero_realms-play-champion = Tour { $turn } : { $player } met { $champion } en jeu (défense { $defense }).
log-hero_realms-play-guard = Tour { $turn } : { $player } met { $champion } en jeu (garde, défense { $defense }).
log-hero_realms-expend = Tour { $turn } : { $player } épuise { $champion }.
log-hero_realms-attack-champion = Tour { $turn } : { $attacker } attaque { $champion } ({ $owner }) pour { $amount } (dégâts { $old } → { $new } sur { $defense }).
log-hero_realms-attack-champion-stunned = Tour { $turn } : { $attacker } attaque { $champion } ({ $owner }) pour { $amount } (dégâts { $old } → { $new } sur { $defense }) : { $champion } est assommé.
log-hero_realms-stun = Tour { $turn } : { $player } assomme { $champion } ({ $owner }).
log-hero_realms-remove = Tour { $turn } : { $champion } ({ $owner }) quitte le jeu.
log-hero_realms-end-turn = Tour { $turn } : { $player } { $members ->
        [one] termine
       *[other] terminent
    } le tour ({ $gold } or et { $combat } combat non dépensés sont perdus). Tour { $next_turn } : { $next }.

## Victoire
win-hero_realms-last-standing = Il ne reste plus que { $player } en lice.
win-hero_realms-nobody-left = Plus personne n’est en lice : personne ne gagne.
win-hero_realms-first-blood = Premier sang : la première élimination est pour { $out }, donc { $player }, à sa droite, gagne.
win-hero_realms-hydra = Hydre : l’équipe { $lost } n’a plus de points de santé partagés, donc victoire pour { $team }.
win-hero_realms-emperor = Empereur : { $fallen } tombe, donc l’équipe de l’Empereur { $player } gagne.

## Classement
label-hero_realms-health = Santé
label-hero_realms-gold = Or
label-hero_realms-combat = Combat
label-hero_realms-champions = Champions
remark-hero_realms-out = hors jeu au tour { $turn }
remark-hero_realms-active = joue le tour { $turn }
remark-hero_realms-emperor = Empereur
remark-hero_realms-commander = Commandant

## Aide
help-hero_realms-formats = Chacun pour soi : tout le monde attaque n’importe qui, le dernier en lice gagne. Chasseur : on n’attaque que le joueur à sa gauche (et les champions de ses deux voisins) ; Premier sang s’arrête à la première élimination et le voisin de droite du joueur éliminé gagne ; Dernier survivant continue et ce voisin gagne 10 points de santé. Hydre : deux équipes partagent 75 santé (100 pour des équipes de trois) et un tour. Empereur : l’équipe dont l’Empereur tombe perd.
help-hero_realms-seating = Listez les joueurs dans le sens des aiguilles d’une montre, en commençant par le premier joueur : le joueur suivant est assis à votre gauche. Hydre : la première moitié forme l’équipe qui commence. Empereur : les places 1 à 3 forment la première équipe (Commandant, Empereur, Commandant), les places 4 à 6 la seconde ; chaque Commandant fait face au Commandant ennemi de l’autre côté de la table.
help-hero_realms-turn = L’or et le combat gagnés ce tour-ci vont dans des réserves perdues à la fin du tour. Les dégâts infligés aux champions ne durent que ce tour : un champion est assommé dès qu’il a subi des dégâts égaux à sa défense.
help-hero_realms-guards = Tant qu’un joueur a une garde prête en jeu, ni ce joueur ni ses autres champions ne peuvent être attaqués ou ciblés (à l’Hydre, cela protège toute l’équipe). Le livret de règles se contredit ici : sa note générale dit que les gardes ne protègent qu’un joueur et ses champions, même dans les formats par équipe, tandis que la section Hydre dit que tant qu’un joueur d’une équipe a une garde en jeu, l’équipe ne peut pas être attaquée. Tablekeeper suit la section Hydre.
help-hero_realms-opening-hand = Main de départ : { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}.

## La fenêtre
ui-hr-format = Format
ui-hr-free-for-all = Chacun pour soi
ui-hr-first-blood = Chasseur — Premier sang
ui-hr-last-one-standing = Chasseur — Dernier survivant
ui-hr-hydra = Hydre
ui-hr-emperor = Empereur
ui-hr-help-free-for-all = 2 joueurs ou plus ; tout le monde attaque n’importe qui ; le dernier joueur en lice gagne.
ui-hr-help-first-blood = 3 joueurs ou plus ; on n’attaque que le joueur à sa gauche ; la première élimination met fin à la partie et le joueur à droite du joueur éliminé gagne.
ui-hr-help-last-one-standing = 3 joueurs ou plus ; on n’attaque que le joueur à sa gauche ; quand un joueur est éliminé, le joueur à sa droite gagne 10 points de santé et pioche une carte ; le dernier joueur en lice gagne.
ui-hr-help-hydra = Deux équipes de 2 (75 points de santé partagés) ou de 3 (100) : la première moitié de la liste est l’équipe qui commence. Une équipe à 0 perd.
ui-hr-help-emperor = Deux équipes de 3, aux places Commandant, Empereur, Commandant : l’Empereur commence à 60, les Commandants à 50. Un Commandant ne peut attaquer que le Commandant d’en face tant que celui-ci n’est pas tombé. L’équipe dont l’Empereur tombe perd.
ui-hr-seating = Places, dans le sens des aiguilles d’une montre à partir du premier joueur
ui-hr-health = Santé de départ
ui-hr-health-per-player = Par joueur, dans l’ordre des places (vide : valeurs par défaut du format)
ui-hr-team-health = Hydre : santé partagée de chaque équipe (vide : 75, ou 100 pour des équipes de trois)
ui-hr-field-team-health = Santé de l’équipe
ui-hr-turn = Tour { $turn } : { $player }
ui-hr-acting = Joue :
ui-hr-no-target = personne pour l’instant
ui-hr-target = Cible : { $target }
ui-hr-target-champion = { $champion } ({ $player })
ui-hr-all-combat = tout : { $combat }
ui-hr-deal = Infliger
ui-hr-amount = quantité
ui-hr-end-turn = Fin du tour
ui-hr-new-champion = Nouveau champion pour { $player } :
ui-hr-defense = défense
ui-hr-guard = garde
ui-hr-play-champion = Jouer
ui-hr-keys = Touches : Tab, ←→ : cible autorisée suivante (Maj+Tab : précédente) · chiffres : quantité · Entrée : infliger (tout si rien n’est saisi) · Échap : effacer · + − : Or · Alt+C : Combat +1 · Alt+F : Combat +5 · ↑↓ : choisir une place ou un champion ▸ · Alt+H, Alt+L : sa santé +1, −1 (sinon la vôtre) · Alt+X : épuiser · Alt+S : assommer · Alt+R : retirer · nouveau champion : Alt+N nom, Alt+D défense, Alt+G garde, Alt+P jouer · Alt+A : le coéquipier suivant joue · Alt+E : fin du tour · Ctrl+Z : défaire
ui-hr-keys-hint = Touches : F1 ou ?
ui-hr-opening-hand = { $cards ->
    [one] main de départ : { $cards } carte
   *[other] main de départ : { $cards } cartes
}
ui-hr-opening-hand-short = { $cards ->
    [one] { $cards } carte
   *[other] { $cards } cartes
}
ui-hr-champion-damage = dégâts { $damage }/{ $defense }
ui-hr-emperor-role = Empereur
ui-hr-commander-role = Commandant
ui-hr-out = hors jeu
ui-hr-targeted = ◉ ciblé
ui-hr-target-this = cibler
ui-hr-why-guarded = protégé par une garde
ui-hr-why-not-left = pas à gauche
ui-hr-why-not-opposite = pas en face
ui-hr-expended = épuisé
ui-hr-expend = épuiser
ui-hr-stun = assommer
ui-hr-pick-target = Choisissez d’abord une cible.
