# kharnage — textes du suivi de ce jeu (fr). Les clés doivent être celles de i18n/en/kharnage.ftl.

## Règles qui refusent une mise en place ou une action
rule-kharnage-round-count = Manches : une partie de Kharnage dure de 1 à { $max } manches, pas { $rounds }.
rule-kharnage-played-by = Joué par : { $players ->
        [one] 1 joueur est nommé
       *[other] { $players } joueurs sont nommés
    } pour { $armies } armées ; nommez-en un par armée, ou aucun.
rule-kharnage-rounds-over = Toutes les manches sont closes ; seule la taille finale des armées peut encore être saisie.
rule-kharnage-nothing-changes = Cela ne change rien.
rule-kharnage-initiative-negative = { $army } : l’initiative ne peut pas être négative.
rule-kharnage-initiative-taken = { $other } joue déjà l’initiative { $initiative } cette manche ; chaque carte Stratégie a sa propre initiative.
rule-kharnage-initiative-missing = La manche { $round } ne peut pas être close : { $army } n’a pas révélé son initiative.
rule-kharnage-destroyed-negative = { $army } n’a détruit que { $old ->
        [one] { $old } carte
       *[other] { $old } cartes
    } cette manche ; le total ne peut pas descendre sous zéro.
rule-kharnage-own-army = { $army } ne peut pas commettre de Kharnage sur sa propre armée.
rule-kharnage-yeah-off = La règle « YEAH ! » n’est pas utilisée dans cette partie.
rule-kharnage-yeah-no-kharnage = À la manche { $round }, aucune autre armée n’a commis de Kharnage que { $army } aurait pu oublier d’acclamer.
rule-kharnage-yeah-no-token = { $army } n’a pas de jeton Kharnage à perdre.
rule-kharnage-armies-too-early = La taille finale des armées se saisit une fois la dernière manche, la manche { $rounds }, close.
rule-kharnage-game-over = L’issue de la partie est déjà décidée.
rule-kharnage-final-armies-count = Saisissez une taille par armée : { $armies ->
        [one] { $armies } nombre
       *[other] { $armies } nombres
    }, pas { $count }.
rule-kharnage-units-negative = { $army } ne peut pas avoir moins de zéro unité.

## Lignes de l’historique
log-kharnage-initiative = Manche { $round } : { $army } joue l’initiative { $initiative }.
log-kharnage-initiative-changed = Manche { $round } : { $army }, initiative { $old } → { $initiative }.
log-kharnage-destroyed = Manche { $round } : cartes détruites par { $army } { $old } → { $new }.
log-kharnage-kharnage = Manche { $round } : { $army } commet un KHARNAGE sur { $victim } ! Jetons Kharnage { $old } → { $new }.
log-kharnage-kharnage-no-victim = Manche { $round } : { $army } commet un KHARNAGE ! Jetons Kharnage { $old } → { $new }.
log-kharnage-no-yeah = Manche { $round } : { $army } n’a pas crié « YEAH ! ». Jetons Kharnage { $old } → { $new }.
log-kharnage-close-round = Manche { $round } close : { $first } prend le jeton à 5 crânes ({ $first_cards ->
        [one] { $first_cards } carte
       *[other] { $first_cards } cartes
    }), { $second } celui à 3 crânes ({ $second_cards ->
        [one] { $second_cards } carte
       *[other] { $second_cards } cartes
    }), { $third } celui à 1 crâne ({ $third_cards ->
        [one] { $third_cards } carte
       *[other] { $third_cards } cartes
    }).{ $ties ->
        [0] {""}
       *[other] {" "}Les égalités de cartes ont été départagées par l’initiative la plus basse.
    }
log-kharnage-close-round-two = Manche { $round } close : { $first } prend le jeton à 5 crânes ({ $first_cards ->
        [one] { $first_cards } carte
       *[other] { $first_cards } cartes
    }), { $second } celui à 3 crânes ({ $second_cards ->
        [one] { $second_cards } carte
       *[other] { $second_cards } cartes
    }).{ $ties ->
        [0] {""}
       *[other] {" "}L’égalité de cartes a été départagée par l’initiative la plus basse.
    }
log-kharnage-final-armies = Taille finale des armées (unités) : { $sizes }.

## Comment la partie a été gagnée
win-kharnage-skulls = { $army } gagne avec le plus de crânes : { $skulls }.
win-kharnage-largest-army = { $army } gagne : égalité à { $skulls ->
        [one] { $skulls } crâne
       *[other] { $skulls } crânes
    }, départagée par la plus grande armée ({ $units ->
        [one] { $units } unité
       *[other] { $units } unités
    }).
win-kharnage-most-tokens = { $army } gagne : égalité à { $skulls ->
        [one] { $skulls } crâne
       *[other] { $skulls } crânes
    } et en taille d’armée, départagée par le plus de jetons Kharnage ({ $tokens }).
win-kharnage-initiative = { $army } gagne : égalité à { $skulls ->
        [one] { $skulls } crâne
       *[other] { $skulls } crânes
    }, en taille d’armée et en jetons Kharnage, départagée par l’initiative la plus basse de la dernière manche ({ $initiative }).
win-kharnage-shared = { $armies } se partagent la victoire : égalité à { $skulls ->
        [one] { $skulls } crâne
       *[other] { $skulls } crânes
    } et sur tous les critères de départage.

## Classement
label-kharnage-skulls = Crânes
label-kharnage-domination = Domination
label-kharnage-tokens = Jetons Kharnage
label-kharnage-destroyed = Cartes détruites
label-kharnage-initiative = Initiative
label-kharnage-units = Unités
remark-kharnage-winner = vainqueur
remark-kharnage-tied = à égalité de crânes : saisissez la taille finale des armées

## Aide
help-kharnage-history = Sous chaque armée, M1 : 5 (9) signifie qu’à la manche 1 elle a pris 5 crânes pour 9 cartes détruites.
help-kharnage-round = À chaque manche, saisissez l’initiative de chaque armée, les cartes (pas les unités) qu’elle détruit — chaque carte d’une grande unité compte — et chaque Kharnage qu’elle commet. Clore la manche attribue les jetons à 5, 3 et 1 crâne selon les cartes détruites ; une égalité va à l’initiative la plus basse. À deux armées, le jeton à 1 crâne n’est pas utilisé.
help-kharnage-zero = Une armée est classée pour un jeton de domination même si elle n’a détruit aucune carte : le livret de règles attribue les jetons uniquement selon le rang.
help-kharnage-yeah = La règle « YEAH ! » (facultative) : quand une armée commet un Kharnage, les autres doivent crier « YEAH ! » ou perdre un jeton Kharnage, si elles en ont un. Avec cette règle, l’armée doit aussi crier « KHARNAGE ! » pour gagner son jeton : ne saisissez le Kharnage que si elle l’a fait.
help-kharnage-end = Après la dernière manche, crânes = jetons de domination + jetons Kharnage. En cas d’égalité en tête, saisissez le nombre d’unités de chaque armée : la plus grande armée gagne, puis celle qui a le plus de jetons Kharnage, puis l’initiative la plus basse de la dernière manche.

## La fenêtre
ui-kharnage-keys = Touches : ↑↓ ou Tab armée (Tab saisit aussi ce qui a été tapé) · chiffres : son initiative, après la dernière manche ses unités · Entrée la saisit · + − cartes détruites · Alt+K KHARNAGE ! · Alt+Y pas de « YEAH ! » · Alt+C clore la manche · Alt+B départager · Échap efface ce qui a été tapé
ui-kharnage-armies = Armées
ui-kharnage-army-n = Armée { $n }
ui-kharnage-played-by = Joué par (facultatif)
ui-kharnage-rules = Règles
ui-kharnage-rounds = Manches
ui-kharnage-yeah-rule = Règle « YEAH ! » : une armée qui ne crie pas perd un jeton Kharnage
ui-kharnage-round = Manche { $round } sur { $rounds }
ui-kharnage-kharnage = KHARNAGE !
ui-kharnage-no-yeah = pas de « YEAH ! »
ui-kharnage-would-take = → { $skulls ->
        [one] { $skulls } crâne
       *[other] { $skulls } crânes
    }
ui-kharnage-close-round = Clore la manche { $round }
ui-kharnage-final-armies = Compter les armées
ui-kharnage-tied = { $armies } sont à égalité à { $skulls ->
        [one] { $skulls } crâne
       *[other] { $skulls } crânes
    } : saisissez les unités restantes de chaque armée, puis Départager.
ui-kharnage-count-armies = Départager
ui-kharnage-table-help = Saisissez chaque initiative, puis appuyez sur Entrée.
ui-kharnage-done = Toutes les manches sont jouées.
ui-kharnage-skulls = { $skulls ->
        [one] crâne
       *[other] crânes
    }
ui-kharnage-cards = { $cards ->
        [one] carte détruite
       *[other] cartes détruites
    }
ui-kharnage-tokens = { $tokens ->
        [one] { $tokens } jeton Kharnage
       *[other] { $tokens } jetons Kharnage
    }
ui-kharnage-round-taken = M{ $round } : { $skulls } ({ $cards })
ui-kharnage-round-open = M{ $round } : … ({ $cards })
ui-kharnage-tied-short = à égalité
ui-kharnage-army-dwarf = Nains
ui-kharnage-army-goblin = Gobelins
ui-kharnage-army-human = Humains
ui-kharnage-army-orc = Orcs
