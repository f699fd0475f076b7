# Tablekeeper — français. Noyau, sessions, stockage, ligne de commande, fenêtre et compteurs libres.
# Chaque langue doit définir exactement ces clés (un test le vérifie).

app-name = Tablekeeper

## Terms: the games' names and the words every file shares, written once
## (see style.md beside this file). Terms are not messages: the window
## never asks for them by key.
-karth = Heroes of Karth: Deathmatch
-hero-realms = Hero Realms
-kharnage = Kharnage
-koth = Koth
-kings-armory = The King's Armory
-gauntlet = Épreuve
-golden-coffers = Coffres dorés

## Jeux
game-custom = Compteurs libres
game-karth = { -karth }
game-hero-realms = { -hero-realms }
game-kharnage = { -kharnage }
game-koth = { -koth }
game-kings-armory = { -kings-armory }
game-custom-about = Autant de joueurs et de compteurs nommés que vous voulez, une règle de victoire facultative.
game-custom-seats = 1 à 12 joueurs
game-karth-about = Or, Énergie spirituelle, Points d’élimination et les points de vie de chaque unité.
game-karth-seats = 2 à 4 joueurs : 1c1, 2c2, chacun pour soi
game-hero-realms-about = Points de santé, or et combat du tour, champions et gardes.
game-hero-realms-seats = 2 à 6 joueurs, cinq formats
game-kharnage-about = Initiative, cartes détruites et crânes de domination des quatre manches.
game-kharnage-seats = 2 à 4 armées
game-koth-about = Points de commandement, les cinq colonnes, la pioche et la bataille.
game-koth-seats = 2 joueurs
game-kings-armory-about = La Porte du château, les héros et les monstres de chaque vague, l’or de l’équipe.
game-kings-armory-seats = 1 à 7 héros, coopératif

## Règles communes à tous les jeux
rule-player-count = Ce jeu se joue { $exact ->
        [1] à exactement { $max } joueurs
       *[other] de { $min } à { $max } joueurs
    } (il y en a { $count }).
rule-control-character = { $field } contient un caractère de contrôle (saut de ligne, tabulation, échappement ou forçage du sens d’écriture) : un nom ou une note tient sur une seule ligne simple.
rule-name-empty = Chaque nom doit contenir au moins une lettre.
rule-name-too-long = Le nom « { $name } » dépasse { $max } caractères.
rule-name-repeated = Deux noms sont identiques : « { $name } ».
rule-roster-taken = « { $name } » est le nom de quelqu’un d’autre : fusionnez plutôt les deux.
rule-roster-same = C’est déjà une seule personne : { $name }.
rule-roster-unknown = Aucun joueur ne s’appelle « { $name } ».
rule-roster-own-name = « { $name } » est le nom même de la personne, pas une autre graphie.
rule-turn-timer = Un minuteur de tour dure de { $min } à { $max } secondes, pas { $seconds }.
rule-event-name-empty = Un événement a besoin d’un nom.
rule-event-no-game = Un événement a besoin d’au moins un jeu.
rule-event-player-empty = Chaque joueur d’un événement a besoin d’un nom.
rule-event-player-too-long = Le nom « { $name } » dépasse { $max } caractères.
rule-event-player-repeated = « { $name } » figure deux fois dans l’événement.
rule-event-too-few = Un événement a besoin d’au moins 2 joueurs, pas { $count }.
rule-event-round-open = La ronde { $round } a encore une table sans résultat.
rule-event-round-played = La ronde { $round } a déjà des résultats ; ses appariements restent.
rule-event-no-round = Il n’y a pas de ronde { $round }.
rule-event-no-table = La ronde { $round } n’a pas de table { $table }.
rule-event-no-result = La table { $table } de la ronde { $round } n’a pas de résultat à effacer.
rule-event-results-stand = Les résultats de la ronde { $round } sont acquis : la ronde { $next } a été appariée sur eux.
rule-event-not-at-table = { $name } n’a pas joué à la table { $table } de la ronde { $round }.
rule-event-places = Les places de la table { $table } de la ronde { $round } doivent nommer chacun de ses joueurs une fois.
rule-event-unknown-player = Personne du nom de « { $name } » ne joue dans cet événement.
rule-event-already-dropped = { $name } ne participe déjà plus à l’événement.
rule-event-not-dropped = { $name } participe toujours à l’événement.
rule-event-no-draw = { $game } n’a pas de match nul : la table { $table } de la ronde { $round } demande un vainqueur ou des places.
rule-event-coop = { $game } se joue ensemble contre le jeu : un événement ne peut pas l’apparier.
rule-event-no-pods = { $game } est un jeu à deux : un événement de ce jeu apparie des tables de deux, pas des groupes.
rule-event-seated-twice = { $name } a deux places dans la ronde { $round }.
rule-event-format = Ce fichier d’événement est au format { $format }, que cette version de Tablekeeper ne sait pas lire.
rule-event-empty-table = La table { $table } de la ronde { $round } n’a aucun joueur.
rule-event-table-size = La table { $table } de la ronde { $round } compte { $count } joueurs, plus ou moins que ne le permettent son jeu et le placement de l’événement.
rule-event-table-game = La table { $table } de la ronde { $round } joue à { $game }, qui n’est pas un des jeux de l’événement.
rule-unknown-player = Il n’y a pas de joueur numéro { $index }.
rule-number-too-large = Les nombres restent entre −{ $max } et { $max }.
rule-unknown-rules-version = Cette session a été jouée avec la version { $version } des règles de { $game } ; cette version de Tablekeeper connaît les versions 1 à { $newest }.
rule-wrong-game = Cette action n’appartient pas à une partie de { $game }.

## Compteurs libres
rule-custom-counter-count = Une partie libre demande de 1 à { $max } compteurs.
rule-custom-step = Le pas de « { $counter } » doit être un nombre positif.
rule-custom-start-out-of-range = La valeur de départ de « { $counter } » est en dehors de son minimum et de son maximum.
rule-custom-unknown-counter = Il n’y a pas de compteur numéro { $index }.
rule-custom-target-reached-at-start = « { $counter } » commence déjà à { $target } ou plus : la partie serait gagnée avant de commencer.
rule-custom-last-needs-two = « Dernier joueur au-dessus » demande au moins deux joueurs.
rule-custom-out-at-start = « { $counter } » commence à { $above } ou moins : tout le monde serait éliminé avant le début de la partie.
rule-custom-below-min = « { $counter } » ne peut pas descendre sous { $min }.
rule-custom-above-max = « { $counter } » ne peut pas dépasser { $max }.
rule-custom-dice-count = Un lancer compte de 1 à { $max } dés.
rule-custom-die-sides = Un dé a de { $min } à { $max } faces, pas { $sides }.
rule-custom-die-result = Un d{ $sides } ne peut pas donner { $result }.
log-custom-roll = { $count ->
        [1] Lancer d’un d{ $sides } : { $total }
       *[other] Lancer de { $count }d{ $sides } : { $results } = { $total }
    }
log-custom-change = { $player } : { $counter } { $old } → { $new }
win-custom-reach = { $player } a atteint { $target } { $counter } en premier.
win-custom-last-above = { $player } est le dernier joueur avec { $counter } au-dessus de { $above }.
win-custom-nobody-left = Personne n’a { $counter } au-dessus de { $above } : personne ne gagne.
remark-out = hors jeu

## Sessions
session-replay-refused = L’entrée { $entry } ne s’applique plus : { $reason }
session-closed = Cette partie est terminée. Rouvrez-la pour la modifier.
session-nothing-to-undo = Il n’y a rien à défaire.
session-seat-undo = Depuis un téléphone, vous ne pouvez annuler que votre propre dernière modification, et seulement si rien n’a été fait depuis.
session-nothing-to-redo = Il n’y a rien à refaire.
session-no-such-entry = Il n’y a pas d’entrée { $entry } dans le journal.
session-refused-entry = Lecture seule : l’entrée { $entry } du journal enregistré est refusée par les règles ({ $rule }) : { $reason }
session-from-phone = { $line } ({ $seat }, depuis son téléphone)

## Rapports (show, export)
report-header-refused = Commencée le { $created } · { $applied } { $applied ->
        [one] entrée appliquée
       *[other] entrées appliquées
    } · { $undone } { $undone ->
        [one] non appliquée
       *[other] non appliquées
    } (lecture seule)
report-in-progress = En cours : personne n’a encore gagné.
report-finished = Gagnée par { $winners } : { $reason }
report-finished-lost = La table a perdu : { $reason }
report-finished-no-winner = Terminée, personne n’a gagné : { $reason }
report-header = Commencée le { $created } · { $applied } { $applied ->
        [one] entrée appliquée
       *[other] entrées appliquées
    } · { $undone } { $undone ->
        [one] annulée
       *[other] annulées
    }
report-played = Joué : { $time }
report-paused = en pause { $count ->
        [one] une fois
       *[other] { $count } fois
    }, { $time }
report-log = Journal
report-undone = (annulé)
report-name = Nom

## Ligne de commande
list-empty = Aucune session pour l’instant.
list-game-mode = { $game } ({ $mode })
list-conflict = copie en conflit de { $id } : { $file }
import-done = { $file } : importé sous { $id }
import-renamed = { $file } : importé sous { $id } (son identifiant { $old } est déjà pris)
import-renamed-reserved = { $file } : importé sous { $id } (son identifiant { $old } est un nom que Windows réserve à un périphérique)
import-already = { $file } : non importé, la session { $id } est cette même partie
import-already-further = { $file } : non importé, la session { $id } est cette même partie, déjà plus avancée
import-refused = { $count ->
        [one] { $count } fichier sur { $total } n’a pas été importé
       *[other] { $count } fichiers sur { $total } n’ont pas été importés
    }

name-reserved = { $name } est un nom que Windows réserve à un périphérique, aucun fichier ne peut s’y appeler ainsi ; choisissez un autre nom
name-trailing = un nom de fichier qui finit par un point ou un espace est tronqué sous Windows ; choisissez un autre nom

## Statistiques
stats-sessions = { $count ->
        [one] { $count } session
       *[other] { $count } sessions
    }
stats-thinking = { $time } de réflexion par partie en moyenne, sur { $games ->
        [one] 1 partie
       *[other] { $games } parties
    } en tours
stats-player = { $player } : { $wins } { $wins ->
        [one] victoire
       *[other] victoires
    } sur { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } ({ $percent } %), { $minutes } min en moyenne
stats-game = { $game } : { $sessions ->
        [one] { $sessions } session
       *[other] { $sessions } sessions
    }, { $finished } { $finished ->
        [one] terminée
       *[other] terminées
    }, { $average } min en moyenne, la plus longue { $longest } min
stats-versus = { $a } contre { $b } : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    } ensemble, { $a } en a gagné { $a_wins }, { $b } en a gagné { $b_wins }
# A list of names: "Ana, Bo and Cem" ($rest: the names before the last, with commas).
names-and = { $rest } et { $last }
# A list's dates: today and yesterday by name ($time: "9:40 PM", "21:40").
date-today = aujourd’hui, { $time }
date-yesterday = hier, { $time }
