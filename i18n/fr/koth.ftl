# koth — textes du suivi de ce jeu (fr). Les clés doivent être les mêmes dans chaque langue.

rule-koth-first = Le premier joueur est le joueur 0 ou le joueur 1.
rule-koth-deck = Une pioche de { $deck ->
        [one] { $deck } carte
       *[other] { $deck } cartes
    } ne peut pas fournir deux mains de { $hand ->
        [one] { $hand } carte
       *[other] { $hand } cartes
    } et une première pioche.
rule-koth-cp = Les Points de commandement par manche doivent être compris entre 1 et 1000.
rule-koth-no-column = Il n’y a pas de colonne { $column } : le champ de bataille en compte cinq.
rule-koth-negative = L’attaque, la défense, RAGE, SUPPORT et les PC ne sont jamais négatifs.
rule-koth-game-over = La partie { $game } est terminée : commencez la partie suivante.
rule-koth-not-enough-cp = Il reste { $left } PC à { $player } et cela en coûte { $cost }.
rule-koth-too-weak = La colonne { $column } tient avec une défense de { $strength } : une attaque de { $attack } ne peut pas la prendre.
rule-koth-flank-next = FLANK ne déplace que vers la colonne voisine (de { $from } à { $to }, c’est trop loin ; le champ de bataille n’est pas circulaire).
rule-koth-flank-not-yours = Vous ne tenez pas la colonne { $column } : impossible d’utiliser FLANK depuis celle-ci.
rule-koth-flank-own = Vous tenez déjà la colonne { $column }.
rule-koth-own-column = { $player } tient déjà la colonne { $column } : une carte va dans une colonne vide ou dans une colonne tenue par l’adversaire.
rule-koth-strength-too-large = Une carte de cette défense sur la colonne { $column } donnerait à { $player } une force totale de { $total } : les nombres restent entre −{ $max } et { $max }.
rule-koth-deck-not-empty = La pioche contient encore { $left ->
        [one] { $left } carte
       *[other] { $left } cartes
    } : la partie continue.
rule-koth-game-not-over = La partie { $game } n’est pas encore terminée.
rule-koth-battle-over = La bataille est terminée : { $player } l’a remportée.
log-koth-play = Partie { $game }, manche { $round } : { $player } prend la colonne { $column } (attaque { $attack }, défense { $defense }). PC { $old } → { $new }.{ $rally ->
        [0] {""}
       *[other] {" "}RALLY : une carte piochée.
    }
log-koth-flank = Partie { $game }, manche { $round } : { $player } utilise FLANK de la colonne { $from } vers la colonne { $to }. PC { $old } → { $new }.
log-koth-spend = Partie { $game }, manche { $round } : { $player } dépense des PC { $old } → { $new }.
log-koth-end-turn = Partie { $game }, manche { $round } : { $player } termine son tour ; { $drew ->
        [1] { $next } pioche ({ $deck ->
            [one] { $deck } carte restante
           *[other] { $deck } cartes restantes
        } dans la pioche).
       *[other] { $next } continue de jouer (la pioche est vide, rien à piocher).
    }
log-koth-deck-out = Partie { $game } : la pioche est vide et personne ne peut jouer. Vainqueur : { $winner }.
log-koth-next-game = La partie { $game } commence ; { $player } joue en premier.
win-koth-battle = { $player } a gagné deux parties d’affilée (parties { $first } et { $second }) et la bataille.
label-koth-wins = Parties gagnées
label-koth-streak = Victoires d’affilée
label-koth-columns = Colonnes
label-koth-strength = Force
label-koth-cp = PC
remark-koth-all-columns = a gagné la partie { $game } : les cinq colonnes
remark-koth-most-columns = a gagné la partie { $game } : le plus de colonnes
remark-koth-strength = a gagné la partie { $game } : la plus grande force
remark-koth-race = a gagné la partie { $game } : toutes ses colonnes d’une même race
remark-koth-draw = partie { $game } nulle
remark-koth-to-play = à jouer
help-koth-end = Quand la pioche est vide et qu’aucun joueur ne peut jouer : le plus de colonnes gagne ; à égalité, la plus grande force totale ; à égalité encore, le joueur dont toutes les colonnes sont d’une même race (la formulation du livret de règles, « celui qui les tient avec la même race », est ambiguë : c’est notre lecture) ; sinon, partie nulle.
help-koth-flank = ← et → sur une colonne que vous tenez : FLANK, l’unité passe à la colonne voisine (saisissez son attaque : elle coûte autant de PC et doit battre la défense de celui qui tient la colonne).
help-koth-battle = Une bataille se gagne avec deux parties gagnées d’affilée ; une partie nulle interrompt la série. Les joueurs commencent à tour de rôle.

## La fenêtre
ui-koth-first = Joue en premier
ui-koth-deck = Cartes dans la pioche
ui-koth-hand = Main de départ
ui-koth-cp = Points de commandement par manche
ui-koth-game = Partie { $game }, manche { $round } : à { $player } de jouer
ui-koth-cp-left = PC restants
ui-koth-games-won = { $games ->
        [one] { $games } partie gagnée
       *[other] { $games } parties gagnées
    }
ui-koth-streak = { $wins ->
        [one] { $wins } victoire d’affilée
       *[other] { $wins } victoires d’affilée
    }
ui-koth-end-turn = Fin du tour
ui-koth-rules = Règles
ui-koth-deck-left = Pioche : { $left ->
        [one] { $left } carte restante
       *[other] { $left } cartes restantes
    }
ui-koth-column = Colonne { $column }
ui-koth-empty = vide
ui-koth-attack = attaque
ui-koth-rage = rage
ui-koth-defense = défense
ui-koth-support = support
ui-koth-rally = RALLY
ui-koth-orc = Orc
ui-koth-human = Humain
ui-koth-take = Prendre
ui-koth-deck-out = Pioche vide, personne ne peut jouer
ui-koth-next-game = Commencer la partie suivante
ui-koth-keys = Touches : Tab, Maj+Tab champ de la carte · chiffres pour le remplir · ←→ colonne · Entrée prendre · Maj+←→ FLANK · − dépenser 1 PC · Alt+O Orc · Alt+H Humain · Alt+R RALLY · Alt+E fin du tour · Alt+D pioche vide · Alt+N partie suivante · Échap vide la carte
ui-koth-game-won = La partie { $game } revient à { $player }.
ui-koth-game-drawn = La partie { $game } est nulle.

## Rapports
detail-koth-game = Partie { $game }, manche { $round } ; { $deck ->
        [one] { $deck } carte restante
       *[other] { $deck } cartes restantes
    } dans la pioche.
detail-koth-column = Colonne { $column } : { $player }, force { $strength }, { $race ->
        [orc] Orc
       *[human] Humain
    }
detail-koth-empty = Colonne { $column } : vide
piece-koth-column = Colonne { $column }
