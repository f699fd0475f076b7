# Les mots de la fenêtre (fr) : écrans, boutons, bandeaux, réglages. Les clés doivent être les mêmes dans chaque langue.

ui-language-name = Français
ui-home = Accueil
ui-history = Historique
ui-settings = Réglages
ui-close = Fermer
ui-open = Ouvrir
ui-start = Commencer la partie
ui-new-game = Nouvelle partie
ui-in-progress = en cours
ui-in-progress-games = Parties en cours
ui-recent-finished = Terminées récemment
ui-none-yet = Aucune pour l’instant.
ui-history-count = Toutes les sessions ({ $count })
ui-winner = { $count ->
    [one] { $winners } a gagné !
   *[other] { $winners } ont gagné !
    }
ui-nobody-won = La partie est terminée : personne n’a gagné.
ui-over = Terminée : { $reason }
ui-no-screen = Il n’y a pas encore d’écran pour { $game } ; la partie peut être rejouée et affichée en ligne de commande.

## Préparer une partie libre
ui-players = Joueurs
ui-player-n = Joueur { $n }
ui-name = Nom
ui-remove = Retirer
ui-add-player = Ajouter un joueur
ui-random-first = Tirer au sort qui commence
ui-first-drawn = { $name } commence (tirage au sort).
ui-first-team-drawn = { $name } et son équipe commencent (tirage au sort).
ui-counters = Compteurs
ui-counter-fields = Chaque joueur reçoit chaque compteur : son nom, sa valeur de départ, un minimum et un maximum facultatifs, et le pas d’un clic.
ui-counter-n = Compteur { $n }
ui-default-counter = Points
ui-start-value = Départ
ui-min = Min
ui-max = Max
ui-step = Pas
ui-add-counter = Ajouter un compteur
ui-win-rule = Comment gagner la partie
ui-win-none = Les joueurs décident
ui-win-reach = Premier à atteindre un objectif
ui-win-last-above = Dernier joueur au-dessus de 0
ui-on-counter = sur
ui-target = objectif
ui-not-a-number = { $field } : « { $value } » n’est pas un nombre entier.
ui-field-empty = { $field } : saisissez un nombre entier.
ui-dice = Dés
ui-die = d{ $sides }
ui-dice-d = d
ui-dice-count = Dés : « { $value } » n’est pas un nombre entier de 1 à { $max }.
ui-dice-roll = Lancer
ui-dice-none = Pas encore de lancer
ui-dice-last = { $count ->
        [1] d{ $sides }
       *[other] { $count }d{ $sides }, total { $total }
    }
ui-dice-sides = Faces : « { $value } » n’est pas un nombre entier de { $min } à { $max }.

## En jeu
ui-undo = Défaire
ui-redo = Refaire
ui-reopen = Rouvrir
ui-setup-title = Nouvelle partie : { $game }
ui-table-mode = Mode table (F11)
ui-table-mode-off = Quitter le mode table (F11)
ui-reopen-ask = Rouvrir cette partie ?
ui-yes = Oui
ui-no = Non
ui-delete-ask = Supprimer ?
ui-log-show = Journal ▸
ui-log-fold = ◂ Replier
ui-zoom = Zoom
ui-zoom-percent = { $percent } %
ui-zoom-reset = 100 %
ui-zoom-keys = Ctrl+= et Ctrl+− pour zoomer, Ctrl+0 pour réinitialiser.
ui-help-title = Touches
ui-help-close = Fermer (Échap)
ui-help-window = F1 ou ? : cette liste · F11 : mode table · Ctrl+= et Ctrl+− : zoom, Ctrl+0 : retour à 100 % · Échap : fermer cette liste
ui-help-go = Ctrl+1 : Accueil · Ctrl+2 : Historique · Ctrl+3 : Statistiques · Ctrl+4 : Événements · Ctrl+5 : Réglages
ui-help-play = Ctrl+Z : défaire · Ctrl+Y ou Ctrl+Maj+Z : refaire · Ctrl+P : arrêter ou relancer l’horloge · Ctrl+T, Ctrl+Maj+T : minuteur de tour plus long, plus court · Ctrl+L : replier ou déplier le journal · Ctrl+E : une note sur la dernière entrée · Ctrl+D : supprimer la dernière entrée (Entrée confirme, Échap la garde) · Ctrl+N : la note de la session · Ctrl+Maj+P : afficher sur les téléphones · Ctrl+Maj+B : ouvrir dans le navigateur
ui-help-decided = Partie terminée : Alt+R revoir la partie · Alt+M revanche · Alt+H accueil · Alt+B le plateau à la fin ou de nouveau le résultat · Alt+U défaire le coup gagnant · Alt+O rouvrir pour corriger (Entrée confirme, Échap non)
ui-help-review = ← → : un pas en arrière ou en avant · Début, Fin : au début, à la fin
ui-help-screen = Tab, Maj+Tab : avancer et reculer parmi les champs et les boutons · Entrée ou Espace : appuyer sur le bouton encadré · Échap : revenir en arrière (d’abord sortir d’un champ ou d’une question ouverte)
ui-custom-keys = Touches : ↑↓ ou Tab joueur · ←→ compteur · + − un pas · chiffres, puis Entrée : fixer le compteur · Alt+N nombre de dés, Alt+S faces (chiffres, puis Entrée : lancer) · Alt+D dé suivant · Alt+R lancer · Échap annule
ui-text-size = Taille du texte
ui-table-lost = La table a perdu
ui-review-step = Entrée { $step } sur { $last }
ui-review-everyone = Tout le monde
ui-review-every-kind = Tous les types d’action
ui-review-chart = Graphique :
ui-history-every-game = Tous les jeux
ui-history-all = Toutes les sessions
ui-history-finished = terminée
ui-history-player = Nom du joueur
ui-history-from = Du (AAAA-MM-JJ)
ui-history-to = Au (AAAA-MM-JJ)
ui-history-newer = ◀ Plus récentes
ui-history-older = Plus anciennes ▶
ui-history-page = Page { $page } sur { $pages }
ui-history-row = { $when } · { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } · { $entries ->
        [one] { $entries } entrée
       *[other] { $entries } entrées
    } · { $status }
ui-history-abandoned = abandonnée
ui-history-trash = Supprimées (corbeille)
ui-history-abandon = Abandonner
ui-history-resume = Reprendre la partie
ui-history-delete = Supprimer
ui-history-delete-ask = Supprimer ? Elle ira à la corbeille.
ui-history-restore = Restaurer
ui-restored-renamed = Restaurée comme session { $id } : son identifiant { $old } est déjà pris par une autre session ou sa sauvegarde.
ui-refused-mark = lecture seule : une entrée est refusée par les règles
ui-read-only = Cette session est ouverte dans une autre fenêtre : elle est affichée ici en lecture seule.
ui-session-note = Une note sur cette session (Entrée pour l’enregistrer)
ui-save-failed = La modification reste à l’écran mais n’a pas pu être enregistrée : { $error }
ui-store-io = { $file } : { $error }
ui-store-format = { $file } n’est pas un fichier que Tablekeeper sait lire : { $error }
ui-store-unreadable = { $file } n’a pas pu être lu ({ $error }). Il est resté à sa place, car il n’a pas pu être déplacé vers la quarantaine : { $why }
ui-store-not-a-file = { $file } est { $kind ->
        [folder] un dossier
        [fifo] un FIFO (tube nommé)
        [socket] un socket
        [char] un périphérique en mode caractère
        [block] un périphérique en mode bloc
        [dangling] un lien symbolique qui ne mène nulle part
       *[other] autre chose qu’un fichier
    }, pas un fichier ordinaire : il n’a pas été ouvert.
ui-store-too-large = { $file } fait { $size } octets, plus que les { $limit } Mio permis pour un fichier de session : il n’a pas été lu.
ui-store-too-large-to-write = La session { $id } occuperait { $size } octets sur le disque, plus que les { $limit } Mio permis pour un fichier de session. Rien n’a été écrit.
ui-store-claimed = La session { $id } vient d’être enregistrée par une autre fenêtre ou une commande.
ui-store-locked = La session { $id } est ouverte dans une autre fenêtre.
ui-store-busy = Une autre instance de Tablekeeper modifie { $file } et n’a pas terminé à temps. Rien n’a été modifié ; réessayez.
ui-store-file = { $file } : { $error }
ui-store-not-found = Aucune session n’a l’identifiant { $id }.
ui-store-bad-id = « { $id } » n’est pas un identifiant de session (lettres, chiffres, - et _ seulement).
ui-store-encode = La session n’a pas pu être écrite en JSON : { $error }
ui-store-read-only = La session { $id } contient une entrée que les règles refusent : elle est en lecture seule et son fichier est gardé tel quel.
ui-quarantined = { $file } n’a pas pu être lu ({ $reason }). Il a été déplacé vers { $moved } et rien d’autre n’a été touché.
ui-note-not-written = La note expliquant pourquoi n’a pas pu être écrite : { $error }
ui-session-warning = Session { $id } : { $warning }
ui-unknown-fields = le fichier contient des champs que Tablekeeper ne lit pas ; ils seront omis au prochain enregistrement de la session : { $fields }
ui-skipped = { $file } a été laissé de côté : { $reason }

## Historique
ui-log = Journal
ui-log-empty = Il ne s’est encore rien passé.
ui-undone = Étape annulée
ui-undone-line = (annulé) { $line }
ui-note = Note (Entrée pour l’enregistrer)
ui-edit-note = ajouter ou modifier une note
ui-older = Afficher les entrées plus anciennes ({ $count } de plus)

## Réglages
ui-language = Langue
ui-theme = Thème
ui-system = Comme le système
ui-theme-light = Clair
ui-theme-dark = Sombre
ui-contrast = Contraste
ui-contrast-normal = Normal
ui-contrast-high = Élevé
ui-delete-entry = supprimer cette entrée

## Export and import
ui-export = Exporter :
ui-export-session = Fichier de session
ui-export-json = Rapport JSON
ui-export-csv = CSV
ui-export-csv-series = CSV, une ligne par entrée
ui-export-markdown = Markdown
ui-export-chart = Graphique (PNG)
ui-export-title = Exporter la session
ui-import-files = Importer des sessions…
ui-import = Importer
ui-import-title = Importer des fichiers de session
ui-file-sessions = Sessions Tablekeeper
ui-no-dialog = Aucune fenêtre de choix de fichier ne peut s’afficher ici (ni portail de bureau ni zenity) : saisissez plutôt le chemin.
ui-path-export = Où enregistrer l’export « { $what } » (un chemin de fichier) :
ui-path-import = Le fichier de session à importer, ou un dossier dont tous les fichiers .json seront importés :
ui-path-placeholder = /home/vous/session.json
ui-path-save = Enregistrer
ui-path-empty = Saisissez d’abord un chemin.
ui-cancel = Annuler
ui-exported = Export « { $what } » enregistré dans { $path }.
ui-export-failed = Impossible d’enregistrer dans { $path } : { $error }
ui-chart-gone = Le graphique n’est plus à l’écran : rouvrez la relecture de la session et enregistrez de nouveau le graphique ({ $path } n’a pas été écrit).
ui-imported = { $file } a été importé comme session { $id }.
ui-imported-renamed = { $file } a été importé comme session { $id } (son identifiant { $old } est déjà utilisé).
ui-imported-renamed-reserved = { $file } a été importé comme session { $id } (son identifiant { $old } est un nom que Windows réserve à un périphérique).
ui-imported-already = { $file } n’a pas été importé : la session { $id } est cette même partie.
ui-imported-already-further = { $file } n’a pas été importé : la session { $id } est cette même partie, déjà plus avancée.
ui-import-refused = { $file } n’a pas été importé : { $why } Détail : { $detail }
ui-import-refused-entry = { $file } n’a pas été importé : l’entrée { $entry } du journal est refusée par la règle { $rule }. Rien n’a été écrit.

## Stats
ui-stats = Statistiques
ui-stats-none = Aucune partie tranchée pour l’instant.
ui-stats-more = { $count ->
        [one] … et { $count } autre joueur (filtrez par nom pour le voir).
       *[other] … et { $count } autres joueurs (filtrez par nom pour les voir).
    }
ui-stats-players = Joueurs
ui-stats-games = Jeux
ui-stats-versus = Face-à-face
ui-stats-vs = contre
ui-stats-pick-player = Choisir un joueur
ui-stats-versus-help = Choisissez deux joueurs pour voir les parties tranchées qu’ils ont jouées tous les deux.
ui-stats-record = { $what } { $wins }/{ $games }
ui-stats-how = Types de victoire : { $how }
ui-player-page = Page du joueur
ui-player-back = Retour aux statistiques
ui-player-no-games = Aucune partie tranchée pour l’instant.
ui-player-recent = Dernières parties
ui-player-also = Aussi écrit :
ui-player-also-none = aucune autre graphie
ui-player-split = Séparer
ui-player-split-ask = Compter de nouveau { $name } séparément, et non plus comme { $person } ?
ui-player-new-name = Nouveau nom
ui-player-rename = Renommer partout
ui-player-same-as = Même personne que
ui-player-merge = Réunir en une personne
ui-player-merge-ask = Compter { $name } comme { $into } désormais ?
ui-known-players = Joueurs connus :
ui-known-none = Aucun joueur connu ne porte ce nom.
ui-events = Événements
ui-events-none = Aucun événement pour l’instant : donnez-lui un nom, choisissez le jeu et listez les joueurs (Ana, Bo, Cy…).
ui-event-name = Nom de l’événement
ui-event-players = Joueurs, séparés par des virgules
ui-event-create = Créer l’événement
ui-event-pair = Apparier la ronde { $round }
ui-event-round = Ronde { $round }
ui-event-bye = Exempt : { $name }
ui-event-table = Table { $table } : { $players }
ui-event-start = Lancer la partie
ui-event-won = { $name } gagne
ui-event-draw = Égalité
ui-event-standings = Classement
ui-event-standing = { $rank }. { $name } : { $points } points, { $wins }–{ $draws }–{ $losses }, OMW { $omw } %, GW { $gw } %, OGW { $ogw } %
ui-event-dropped = retiré
ui-event-drop = Retirer de l’événement
ui-event-drop-ask = Retirer { $name } des prochaines rondes ?
ui-event-taken = Un événement nommé « { $name } » existe déjà.
ui-event-missing = Aucun événement ne s’appelle « { $name } ».
ui-event-file = { $file } : { $error }
ui-event-games = Jeux :
ui-event-seating = Tables :
ui-event-two-player = Tables de deux (ronde suisse)
ui-event-pods = Groupes de 3 à 4
ui-event-table-game = Table { $table } ({ $game }) : { $players }
ui-event-places = Places, du premier au dernier :
ui-event-place = { $place }.
ui-event-places-clear = Effacer les places
ui-event-change = Modifier
ui-event-keep = Garder
ui-event-clear = Effacer le résultat
ui-event-replaced = Ronde { $round }, table { $table } : { $now } (remplace : { $was }).
ui-event-cleared = Ronde { $round }, table { $table } : résultat effacé (remplace : { $was }).
ui-event-after = { $rounds ->
        [0] Classement : aucune ronde terminée
        [one] Classement après { $rounds } ronde
       *[other] Classement après { $rounds } rondes
    }
ui-event-under-way = Ronde { $round } en cours : ses résultats comptent déjà, son exempt quand ils sont tous là.
ui-event-standing-byes = { $byes ->
        [one] (1 exempt)
       *[other] ({ $byes } exempts)
    }
ui-event-print = Imprimer le classement
ui-event-late = Inscription tardive : nom
ui-event-enter = Inscrire
ui-event-return = Réintégrer
ui-event-printed-open = Le classement est dans { $file }, ouvert pour l’impression (Ctrl+P imprime).
ui-event-printed = Le classement est dans { $file } : ouvrez-le pour l’imprimer.
ui-event-print-failed = Le classement n’a pas pu être écrit dans { $file } : { $error }
how-other = Autre
how-hero_realms-last-standing = Dernier en lice
how-hero_realms-nobody-left = Plus personne en lice
how-hero_realms-first-blood = Premier sang
how-hero_realms-hydra = Équipe Hydre
how-hero_realms-emperor = Empereur
how-karth-gold = Or
how-karth-kp = Points d’élimination
how-karth-last-standing = Dernier en lice
how-karth-last-after = Dernier en lice
how-karth-nobody = Plus personne en lice
how-kharnage-skulls = Crânes
how-kharnage-largest-army = Départage : plus grande armée
how-kharnage-most-tokens = Départage : jetons Kharnage
how-kharnage-initiative = Départage : initiative
how-kharnage-shared = Victoire partagée
how-kings_armory-victory = Victoire
how-kings_armory-gate = Chute de la porte
how-kings_armory-heroes = Héros hors de combat
how-koth-battle = Bataille
how-custom-reach = Objectif atteint
how-custom-last-above = Dernier au-dessus de la limite
how-custom-nobody-left = Plus personne au-dessus
ui-history-every-mode = Tous les modes
ui-history-mode = Mode

## Copies en conflit d’un outil de synchronisation
ui-conflicts = { $count ->
        [one] { $count } copie en conflit
       *[other] { $count } copies en conflit
    }
ui-conflicts-help = Un outil de synchronisation (Syncthing, Nextcloud, Dropbox…) a gardé les deux versions d’une session modifiée à deux endroits. Relisez une copie, puis gardez-la à la place de sa session (la session ira à la corbeille) ou écartez-la (elle ira à la corbeille).
ui-conflict-of = Copie de { $id } : { $file }
ui-conflict-row = Modifiée : { $when }, { $entries ->
        [one] { $entries } entrée
       *[other] { $entries } entrées
    }
ui-conflict-review = Relire la copie
ui-conflict-keep = Garder cette copie
ui-conflict-keep-ask = Mettre cette copie à la place de sa session ? La session ira à la corbeille.
ui-conflict-discard = Écarter la copie
ui-conflict-discard-ask = Mettre cette copie à la corbeille ?
ui-conflict-mark = { $count ->
        [one] { $count } copie en conflit
       *[other] { $count } copies en conflit
    }
ui-conflict-review-note = Une copie en conflit, en lecture seule : gardez-la ou écartez-la dans l’Historique.
ui-result-duration = { $hours ->
    [0] Durée : { $minutes } min
   *[other] Durée : { $hours } h { $minutes } min
}
ui-result-board = Voir le plateau
ui-result-review = Revoir la partie
ui-result-rematch = Revanche
ui-result-standings = Classement final
ui-result-show = Résultat
ui-turn-now = À { $name } de jouer
ui-chart-entries = Entrée
ui-chart-goal = Seuil de victoire : { $value }
# Why a file was not imported, before the technical detail.
ui-import-why-missing = aucun fichier ni dossier ne porte ce nom.
ui-import-why-empty-folder = le dossier ne contient aucun fichier de session (.json).
ui-import-why-unreadable = le fichier n’a pas pu être lu.
ui-import-why-too-large = le fichier est trop volumineux pour être une session.
ui-import-why-not-a-session = ce n’est pas une session Tablekeeper, ou elle est endommagée.
ui-import-why-unknown-fields = il contient des champs que Tablekeeper ne connaît pas (une faute de frappe ?).
ui-import-why-control-character = un nom y contient des caractères de contrôle.
ui-import-why-refused-entry = les règles refusent une des entrées de son journal.
ui-import-why-not-saved = il n’a pas pu être enregistré dans le dossier de données.
# The desktop could not show a file dialog (a failed portal).
ui-dialog-failed = La boîte de dialogue de fichiers du bureau ne s’est pas ouverte : saisissez plutôt le chemin du fichier.

## The live page for phones
share-turn = À { $name } de jouer
share-live = En direct
share-offline = Reconnexion…
share-log = Derniers changements
share-empty = Rien ne s’est encore passé.
share-act-no-control = Ce téléphone n’a pas cette commande pour l’instant.
share-act-not-saved = Non enregistré sur l’ordinateur hôte : { $error }
share-seats = Scores
share-seats-player = Joueur
share-seat-yours = Votre place : { $name }
share-seat-undo = Défaire ma dernière modification
share-said-seat = { $name } : { $changes }.
share-said-number = { $label } { $value } ({ $change })
ui-share = Afficher sur les téléphones
ui-share-stop = Ne plus afficher
ui-share-here = Cet ordinateur seulement
ui-share-network = Téléphones de ce réseau
ui-share-seats = Chaque téléphone gère sa propre place
ui-share-viewers = Spectateurs
ui-share-seat-open = { $name } (en ligne)
ui-share-seat-waiting = { $name } (pas encore)
ui-share-seat-link = Lien de { $name }, pour son téléphone seulement :
ui-share-new-links = Nouveaux liens
ui-share-open = Ouvrez cette adresse dans un navigateur :
ui-share-browser = Ouvrir dans le navigateur
ui-share-browser-failed = Impossible d’ouvrir le navigateur : { $error }
ui-share-failed = Impossible d’afficher la partie sur les téléphones : { $error }
ui-share-no-network = Cet ordinateur n’est sur aucun réseau qu’un téléphone puisse joindre ; affichage ici seulement.
cli-serve-at = { $session } est affichée à { $url } (Ctrl+C arrête).

## The clock
ui-clock = Joué : { $time }
ui-clock-turn = { $name } : { $time } de réflexion
ui-clock-paused = En pause : { $time } de jeu
ui-clock-pause = Pause
ui-clock-resume = Reprendre
ui-log-paused = En pause de { $from } à { $to } ({ $length })
ui-log-paused-now = En pause depuis { $from }
ui-log-left = Non ouverte de { $from } à { $to } ({ $length })
ui-log-left-now = Non ouverte depuis { $from }
ui-timer = Minuteur de tour
ui-timer-off = Désactivé
ui-timer-minutes = { $minutes } min
ui-timer-seconds = { $seconds } s
ui-timer-out = Temps !

## La page en direct pour téléphones : le classement de l’événement de la partie
share-event-after = { $round ->
        [0] Classement : aucune ronde terminée
       *[other] Classement après la ronde { $round }
    }
share-event-rank = Rg
share-event-player = Joueur
share-event-points = Pts
share-event-record = V–N–D
share-event-dropped = retiré
share-event-here = cette table

## The printable standings sheet (src/event/sheet.rs)
sheet-standings = Classement
sheet-after = { $rounds ->
        [0] avant la première ronde
        [one] après { $rounds } ronde
       *[other] après { $rounds } rondes
    }
sheet-during = ronde { $round } en cours
sheet-printed = imprimé le { $time }
sheet-rank = Rang
sheet-player = Joueur
sheet-points = Points
sheet-record = V–N–D
sheet-byes = Exempts
sheet-omw = OMW
sheet-gw = GW
sheet-ogw = OGW
sheet-percent = { $percent } %
sheet-dropped = retiré
sheet-pairings = Appariements de la ronde { $round }
sheet-table = Table { $table } : { $players }
sheet-table-game = Table { $table } ({ $game }) : { $players }
sheet-bye = Exempt : { $name }
sheet-legend = V–N–D : victoires (exempts compris), nuls, défaites. Les égalités de points sont départagées par l’OMW (pourcentage de victoires des adversaires), puis le GW (pourcentage de parties gagnées), puis l’OGW (pourcentage de parties gagnées des adversaires).
