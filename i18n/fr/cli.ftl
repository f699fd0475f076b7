## La ligne de commande : erreurs, avertissements et ce que disent les
## commandes, dans la langue de l’utilisateur (`--json` et les fichiers
## exportés restent en anglais).

cli-no-data-folder = aucun dossier de données : définissez TABLEKEEPER_DATA_DIR ou passez --data-dir
cli-no-such-data-folder = { $path } : ce dossier de données n’existe pas
cli-not-a-data-folder = { $path } : pas un dossier de données de Tablekeeper (il n’a pas de sessions/)
cli-not-a-folder = { $path } : pas un dossier
cli-path-error = { $path } : { $error }
cli-leftover-removed = { $path } : supprimé, un fichier temporaire laissé par un enregistrement interrompu
cli-serve-no-sessions = serve : le dossier de données n’a aucune session
cli-serve-bind = --bind { $bind } : { $error }
cli-serve-seat = Place { $number }, { $name } : { $url }
cli-serve-seats = --seats : { $error }
cli-empty-target = identifiant de session ou chemin vide : donnez un identifiant (voir `tablekeeper list`) ou un fichier de session
cli-no-such-file = { $path } : ce fichier n’existe pas
cli-recovered = { $file } : illisible ({ $reason }) ; déplacé vers { $moved } ; la version précédente a été rétablie
cli-session-warning = session { $id } : { $warning }
cli-stdout = sortie standard : { $error }
cli-no-window = pas de fenêtre d’ici
cli-skipped = { $path } : ignoré ({ $why })
cli-conflict-unreadable = copie en conflit { $file } : illisible ({ $error })
cli-sentences = { $first } { $then }
cli-refused = { $command } : { $why } (règle { $rule })
cli-command-error = { $command } : { $error }
cli-file-entry-refused = { $file } : entrée { $entry } du journal : { $why } (règle { $rule })
cli-file-refused-by-rule = { $file } : { $why } (règle { $rule })
cli-unknown-fields = { $file } : { $more ->
        [0] { $count ->
            [one] champ inconnu { $fields } (une faute de frappe ?)
           *[other] champs inconnus { $fields } (une faute de frappe ?)
        }
       *[other] champs inconnus { $fields } et { $more } de plus (une faute de frappe ?)
    }
cli-import-empty-name = un nom de fichier vide : rien à importer
cli-import-missing = { $file } : aucun fichier ni dossier de ce nom
cli-import-empty-folder = { $file } : un dossier sans fichier .json
cli-import-not-saved = { $file } : non importé : { $error }
cli-output-empty = --output : nom de fichier vide
cli-output-folder = { $path } : est un dossier
cli-output-session = { $path } : est un fichier de session de Tablekeeper ; il n’est pas écrasé (choisissez un autre fichier)
cli-output-read-only = { $path } : est en lecture seule ; il n’est pas remplacé (rendez-le modifiable ou choisissez un autre fichier)
cli-output-not-a-name = { $path } : pas un nom de fichier
cli-output-cannot-write = { $path } : impossible d’y écrire : { $error }
cli-output-hard-link = { $path } : est un autre nom (un lien physique) de { $kept }, que seul Tablekeeper écrit ; choisissez un autre emplacement
cli-kept-in-data-folder = { $path } : est { $what } dans le dossier de données { $folder } ; seul Tablekeeper l’écrit (choisissez un autre emplacement)
cli-kept-in-folder = { $path } : est dans le dossier { $name }/ d’un dossier de données de Tablekeeper ({ $folder }), où seul Tablekeeper écrit ; choisissez un autre emplacement
cli-kept-folder-name = le nom du dossier { $name }/
cli-kept-file = { $what ->
        [roster] la liste des joueurs
        [settings] le fichier des réglages
       *[index] l’index
    }
cli-kept-work-file = { $what ->
        [roster] une sauvegarde, un verrou ou un fichier temporaire de la liste des joueurs
        [settings] une sauvegarde, un verrou ou un fichier temporaire des réglages
       *[index] une sauvegarde, un verrou ou un fichier temporaire de l’index
    }
cli-kept-sync-copy = { $what ->
        [roster] une copie de la liste des joueurs laissée par un outil de synchronisation
        [settings] une copie des réglages laissée par un outil de synchronisation
       *[index] une copie de l’index laissée par un outil de synchronisation
    }
cli-kept-lock = un verrou
cli-kept-being-written = un fichier en cours d’écriture
cli-event-dropped-out = { $player } se retire de { $event } : plus apparié, gardé au classement
cli-event-entered = { $player } entre dans { $event } : apparié à partir de la ronde { $round }
cli-event-returned = { $player } revient dans { $event } : de nouveau apparié à partir de la ronde { $round }
cli-event-taken = Un événement nommé « { $name } » existe déjà ({ $file }).
cli-event-no-folder = event standings : il n’y a pas encore de dossier de données, donc aucun événement
cli-event-kind-two = en tables de deux, appariées en ronde suisse
cli-event-kind-pods = en groupes de 3 à 4
cli-event-games = { $games } ({ $kind })
cli-event-players = { $count ->
        [one] { $count } joueur : { $players }
       *[other] { $count } joueurs : { $players }
    }
cli-event-cleared = résultat effacé
cli-event-result = { $event }, ronde { $round }, table { $table } : { $result }
cli-event-result-replaced = { $event }, ronde { $round }, table { $table } : { $result } ; remplace : { $was }
cli-event-draw = une égalité
cli-event-places = places : { $places }
cli-event-versus = { $a } contre { $b }
cli-event-after = { $played ->
        [one] { $event } après { $played } ronde
       *[other] { $event } après { $played } rondes
    }
cli-event-after-under-way = { $played ->
        [one] { $event } après { $played } ronde, ronde { $round } en cours
       *[other] { $event } après { $played } rondes, ronde { $round } en cours
    }
cli-event-after-under-way-bye = { $played ->
        [one] { $event } après { $played } ronde, ronde { $round } en cours (son exempt compte quand tous ses résultats sont là)
       *[other] { $event } après { $played } rondes, ronde { $round } en cours (son exempt compte quand tous ses résultats sont là)
    }
cli-event-line = { $event } : { $games } ; { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    } ; { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }
cli-players-no-folder = { $command } : il n’y a pas encore de dossier de données, donc aucun joueur
cli-players-unknown = { $command } : aucun joueur ne s’appelle « { $name } »
cli-players-renamed = { $old } devient { $new } dans les statistiques de chaque session ; les sessions gardent leur orthographe
cli-players-merged = { $name } et { $into } sont désormais une seule personne : { $person } ({ $a } + { $b } parties)
cli-players-split = { $spelling } est de nouveau une personne à part, et non plus { $was }
cli-players-none = Aucun joueur pour l’instant.
cli-players-games = { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
cli-players-won = { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } ({ $percent } %)
cli-players-also = aussi : { $names }

## Les arguments que la ligne de commande n’a pas pu prendre : une ligne chacun.

cli-arg-not-utf8 = l’argument { $n } n’est pas de l’UTF-8 valide : `{ $arg }`
cli-arg-given-twice = { $option } : donné deux fois
cli-arg-does-not-apply = { $option } ne s’applique pas à { $command } (voir --help)
cli-arg-not-both = { $command } : { $a } ou { $b }, pas les deux
cli-arg-bind = --bind : `{ $value }` n’est pas une adresse avec un port comme 127.0.0.1:8080
cli-arg-series = export : --series ne va qu’avec --format csv
cli-arg-not-a-game = --game : `{ $value }` n’est pas un jeu
cli-arg-against = stats : --against demande --player
cli-arg-missing = { $command } : il manque { $what }
cli-arg-missing-one = { $command } : { $what ->
        [file] il manque le fichier de session
       *[target] il manque l’identifiant ou le fichier de session
    }
cli-arg-or = { $a } ou { $b }
cli-arg-unknown-command = { $word } : commande inconnue (voir --help)
cli-arg-not-with = { $option } : pas avec { $other }
cli-arg-takes-no-value = { $option } : ne prend pas de valeur
cli-arg-empty-value = { $option } : valeur vide
cli-arg-missing-value = { $option } : valeur manquante
cli-arg-not-one-of = { $option } : `{ $value }` n’est pas parmi { $valid }
cli-arg-missing-command = { $command } : il manque une commande (voir --help)
cli-arg-needs-command = { $option } : demande une commande (voir --help)
cli-arg-unknown-option = { $option } : option inconnue (voir --help)
cli-arg-takes-no-arguments = { $command } : ne prend pas d’argument
cli-arg-too-many = { $command } : trop d’arguments (attendu : { $values })
cli-arg-too-many-one = { $command } : trop d’arguments (attendu : { $what ->
        [file] un fichier de session
       *[target] un identifiant ou un fichier de session
    })
cli-arg-other = { $error } (voir --help)

## --help : la définition de la ligne de commande en mots (ses lignes
## d’utilisation sont de la syntaxe et restent telles quelles).

cli-help-usage = Utilisation :
cli-help-commands = Commandes 
cli-help-arguments = Arguments 
cli-help-options = Options 
cli-help-possible-values = Valeurs possibles :
cli-help-default = [par défaut : { $value }]
cli-help-tablekeeper = Suivre les parties de jeux de table sans dés ni papier
cli-help-tablekeeper-long =
    Suivre les parties de jeux de table sans dés ni papier.

    Sans commande, ouvre la fenêtre. Les commandes lisent les sessions enregistrées (ou un fichier de session) pour les afficher, les vérifier ou les exporter.
cli-help-tablekeeper-after = Une erreur s’affiche sur une ligne qui dit quoi et où, avec le code de sortie 2.
cli-help-tablekeeper-help = Afficher l’aide
cli-help-tablekeeper-data-dir = Le dossier de données (par défaut : $TABLEKEEPER_DATA_DIR, sinon celui de la plateforme) ; seuls import, les modifications d’event et la fenêtre le créent
cli-help-tablekeeper-version = Afficher la version
cli-help-list = Lister les sessions enregistrées, les plus récentes d’abord
cli-help-list-json = Afficher du JSON
cli-help-list-ids = N’afficher que les identifiants des sessions, un par ligne (pour les scripts et la complétion du shell)
cli-help-list-utc = Afficher les heures en UTC (ISO 8601), et non à l’heure locale telle que l’écrit la locale
cli-help-show = Afficher la mise en place, le classement, l’issue et le journal d’une session
cli-help-show-target = Un identifiant de session du dossier de données, le nom de fichier d’une copie en conflit dans son sessions/, ou un fichier de session
cli-help-show-json = Afficher du JSON
cli-help-show-utc = Afficher les heures en UTC (ISO 8601), et non à l’heure locale telle que l’écrit la locale
cli-help-replay = Vérifier un fichier de session et afficher le résultat
cli-help-replay-long =
    Vérifier un fichier de session et afficher le résultat.

    Rejoue le journal du fichier selon les règles du jeu ; une entrée refusée fait échouer la vérification, en nommant l’entrée (à partir de 1) et la règle.
cli-help-replay-file = Un fichier de session
cli-help-replay-json = Afficher du JSON ; une vérification qui échoue affiche aussi {"{"}"error", "entry", "rule"{"}"}
cli-help-import = Importer des fichiers de session, ou des dossiers qui en contiennent, dans le dossier de données
cli-help-import-long =
    Importer des fichiers de session, ou des dossiers qui en contiennent, dans le dossier de données.

    Chaque fichier est vérifié comme le fait replay ; un fichier refusé est nommé avec son entrée et sa règle, et rien n’en est écrit. Une session que le dossier de données a déjà (la même partie, sous n’importe quel identifiant) est ignorée. Une session garde son identifiant, sauf s’il est déjà pris dans le dossier de données (ou sa corbeille) ou si c’est un nom que Windows réserve à un périphérique (con, nul…) ; elle en reçoit alors un nouveau. Chaque argument fait l’objet d’une ligne ; la commande échoue si l’un d’eux a été refusé.
cli-help-import-files = Des fichiers de session, ou des dossiers de fichiers de session .json
cli-help-export = Exporter une session en JSON, CSV ou Markdown
cli-help-export-target = Un identifiant de session du dossier de données, le nom de fichier d’une copie en conflit dans son sessions/, ou un fichier de session
cli-help-export-format = Le format
cli-help-export-format-json = Le rapport complet en JSON
cli-help-export-format-csv = Le journal en CSV (UTF-8 avec indicateur d’ordre des octets et fins de ligne CRLF, comme Excel le lit)
cli-help-export-format-md = Un rapport en Markdown
cli-help-export-output = Écrire dans FILE plutôt que sur la sortie standard (`-` est la sortie standard) ; jamais par-dessus un fichier de session ni dans le sessions/ du dossier de données, ni vers un nom que Windows réserve à un périphérique (CON, NUL, COM1…) ou qui finit par un point ou une espace, quel que soit le système
cli-help-export-series = Avec --format csv : une ligne par entrée et une colonne pour chaque nombre de chaque place, pour le graphique d’un tableur
cli-help-serve = Montrer une session en direct sur les téléphones et d’autres écrans : une page web en lecture seule, mise à jour quand le fichier de la session change (la fenêtre ou un autre ordinateur qui la joue), jusqu’à l’arrêt par Ctrl+C
cli-help-serve-long =
    Montrer une session en direct sur les téléphones et d’autres écrans : une page web en lecture seule, mise à jour quand le fichier de la session change (la fenêtre ou un autre ordinateur qui la joue), jusqu’à l’arrêt par Ctrl+C.

    Affiche l’adresse de la page, qui porte un jeton aléatoire ; tout ce qui n’a pas le jeton reçoit 404. En boucle locale seulement, sauf si --bind dit autre chose (par exemple 0.0.0.0:8080 : tous les réseaux où se trouve cet ordinateur).

    Avec --seats, affiche aussi un lien par place, chacun avec son propre jeton : le téléphone qui l’ouvre change les nombres de cette place et rien d’autre, vérifiés par les règles du jeu et enregistrés dans le fichier de la session (refusé tant qu’une fenêtre a la session ouverte).
cli-help-serve-session = La session à montrer ; à défaut, la dernière modifiée
cli-help-serve-bind = L’adresse et le port d’écoute
cli-help-serve-seats = Afficher aussi un lien par place, depuis lequel le joueur de cette place change ses propres nombres
cli-help-stats = Des chiffres sur les sessions enregistrées : par joueur, par jeu, en face-à-face
cli-help-stats-json = Afficher du JSON
cli-help-stats-game = Ce jeu seulement
cli-help-stats-player = Seulement les sessions avec ce joueur (sans tenir compte de la casse)
cli-help-stats-against = Avec --player : comment les deux s’en sont tirés dans les parties qu’ils ont jouées ensemble
cli-help-players = Les joueurs connus des sessions : les lister, en renommer un, faire de deux orthographes une seule personne, ou les séparer à nouveau
cli-help-players-long =
    Les joueurs connus des sessions : les lister, en renommer un, faire de deux orthographes une seule personne, ou les séparer à nouveau.

    Sans commande, les liste : chaque personne et chaque nom que contiennent les sessions enregistrées, le plus de parties d’abord, avec parties, victoires, autres orthographes et couleur. rename OLD NEW donne un autre nom à un joueur ; merge NAME INTO fait de NAME et de ses orthographes des orthographes d’INTO ; split SPELLING défait un merge ou un rename. Tout cela est gardé dans le roster.json du dossier de données (le dossier doit exister) : aucune session n’est réécrite, chacune garde les noms tels qu’ils sont écrits, et les statistiques comme la fenêtre comptent chaque orthographe d’une personne comme cette personne.
cli-help-players-json = Afficher du JSON (pour la liste)
cli-help-players-list = Lister tous les joueurs, le plus de parties d’abord (par défaut)
cli-help-players-list-json = Afficher du JSON
cli-help-players-rename = Donner un autre nom à un joueur dans les statistiques de chaque session ; les sessions gardent leur orthographe, qui devient l’une de celles du joueur
cli-help-players-rename-old = Le nom du joueur, ou n’importe laquelle de ses orthographes
cli-help-players-rename-new = Le nouveau nom : pas celui de quelqu’un d’autre
cli-help-players-merge = Faire de NAME et de toutes ses orthographes des orthographes d’INTO : une seule personne désormais
cli-help-players-merge-name = Le joueur à fusionner
cli-help-players-merge-into = Le joueur qu’il est
cli-help-players-split = Refaire d’une orthographe une personne à part, en défaisant un merge ou un rename
cli-help-players-split-spelling = L’une des autres orthographes d’un joueur
cli-help-event = Des événements pour les organisateurs (une soirée jeux, une ligue, un tournoi) : en créer un, apparier ses rondes, saisir les résultats, retirer des joueurs, afficher le classement
cli-help-event-long =
    Des événements pour les organisateurs (une soirée jeux, une ligue, un tournoi) : en créer un, apparier ses rondes, saisir les résultats, retirer des joueurs, afficher le classement.

    new NAME --game GAME --players A,B,... en crée un (--game plusieurs fois pour une soirée jeux, dont les jeux tournent entre les tables ; --format pods pour des groupes de 3 à 4 équilibrés aux points ; par défaut, des tables de deux appariées en ronde suisse, des groupes pour Kharnage) ; pair NAME apparie la ronde suivante ; result NAME --round R --table T --winner PLAYER (ou --draw, ou --places A,B,...) saisit le résultat d’une table ; drop NAME PLAYER laisse un joueur hors des rondes suivantes, return NAME PLAYER le fait revenir, enter NAME PLAYER inscrit un retardataire ; standings NAME (--html : la feuille à imprimer) et list affichent. Un événement est gardé dans events/NAME.json du dossier de données, écrit par l’organisateur seul. Une session lancée depuis l’appariement d’une table donne le résultat de cette table dès que son fichier est dans sessions/ (un dossier synchronisé) ; un résultat saisi à la main l’emporte.
cli-help-event-new = Créer un événement et afficher son fichier et ses joueurs
cli-help-event-new-name = Le nom de l’événement (son fichier porte ce nom)
cli-help-event-new-games = Le jeu joué ; plusieurs (répétés ou séparés par des virgules) pour une soirée jeux
cli-help-event-new-format = Des tables de deux appariées en ronde suisse, ou des groupes de 3 à 4 (par défaut : des groupes pour Kharnage, des tables de deux pour les autres)
cli-help-event-new-format-two-player = Des tables de deux, appariées en ronde suisse
cli-help-event-new-format-pods = Des groupes de 3 à 4, équilibrés aux points
cli-help-event-new-players = Les joueurs, séparés par des virgules (au moins deux)
cli-help-event-pair = Apparier la ronde suivante et afficher ses tables et son exempt
cli-help-event-pair-long =
    Apparier la ronde suivante et afficher ses tables et son exempt.

    Refusé tant qu’une table de la dernière ronde n’a pas de résultat.
cli-help-event-pair-name = Le nom de l’événement (sans tenir compte de la casse)
cli-help-event-pair-json = Afficher la ronde en JSON
cli-help-event-result = Saisir, corriger ou effacer à la main le résultat d’une table (dit ce qu’il remplace)
cli-help-event-result-name = Le nom de l’événement (sans tenir compte de la casse)
cli-help-event-result-round = La ronde, à partir de 1
cli-help-event-result-table = La table, à partir de 1
cli-help-event-result-winner = Le joueur qui a gagné
cli-help-event-result-draw = Personne n’a gagné
cli-help-event-result-places = La place de chaque joueur d’un groupe, du premier au dernier
cli-help-event-result-clear = Reprendre le résultat : la table n’en a plus (celui d’une session ne compte plus)
cli-help-event-drop = Retirer un joueur : plus apparié, gardé au classement
cli-help-event-drop-name = Le nom de l’événement (sans tenir compte de la casse)
cli-help-event-drop-player = Le joueur
cli-help-event-enter = Inscrire un joueur en retard : apparié à partir de la ronde suivante, sans points pour les rondes manquées
cli-help-event-enter-name = Le nom de l’événement (sans tenir compte de la casse)
cli-help-event-enter-player = Le nouveau joueur (pas le nom d’un joueur inscrit)
cli-help-event-return = Réintégrer un joueur retiré : de nouveau apparié à partir de la ronde suivante
cli-help-event-return-name = Le nom de l’événement (sans tenir compte de la casse)
cli-help-event-return-player = Le joueur qui s’est retiré
cli-help-event-standings = Afficher le classement : rang, points, V-N-D, exempts, OMW, GW, OGW
cli-help-event-standings-name = Le nom de l’événement (sans tenir compte de la casse)
cli-help-event-standings-json = Afficher du JSON
cli-help-event-standings-html = Afficher plutôt la feuille de classement à imprimer : une page HTML (A4, rien n’est chargé d’ailleurs) avec les tables de la ronde en cours
cli-help-event-list = Lister les événements : nom, jeux, joueurs, rondes jouées
cli-help-event-list-json = Afficher du JSON
cli-help-help = Afficher cette aide ou celle de la commande donnée
