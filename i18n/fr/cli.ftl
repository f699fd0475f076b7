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
