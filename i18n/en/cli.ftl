## The command line: errors, warnings and what commands say, in the
## user's language (`--json` and export files stay English).

cli-no-data-folder = no data folder: set TABLEKEEPER_DATA_DIR or pass --data-dir
cli-no-such-data-folder = { $path }: no such data folder
cli-not-a-data-folder = { $path }: not a Tablekeeper data folder (it has no sessions/)
cli-not-a-folder = { $path }: not a folder
cli-path-error = { $path }: { $error }
cli-leftover-removed = { $path }: removed, a temporary file left by a save that was cut off
cli-serve-no-sessions = serve: the data folder has no sessions
cli-serve-bind = --bind { $bind }: { $error }
cli-empty-target = an empty session id or path: give an id (see `tablekeeper list`) or a session file
cli-no-such-file = { $path }: no such file
cli-recovered = { $file }: unreadable ({ $reason }); moved to { $moved }; the previous version was restored
cli-session-warning = session { $id }: { $warning }
cli-stdout = standard output: { $error }
cli-no-window = no window from here
cli-skipped = { $path }: skipped ({ $why })
cli-conflict-unreadable = conflict copy { $file }: unreadable ({ $error })
cli-sentences = { $first } { $then }
cli-refused = { $command }: { $why } (rule { $rule })
cli-command-error = { $command }: { $error }
cli-file-entry-refused = { $file }: log entry { $entry }: { $why } (rule { $rule })
cli-file-refused-by-rule = { $file }: { $why } (rule { $rule })
cli-unknown-fields = { $file }: { $more ->
        [0] { $count ->
            [one] unknown field { $fields } (a typo?)
           *[other] unknown fields { $fields } (a typo?)
        }
       *[other] unknown fields { $fields } and { $more } more (a typo?)
    }
cli-import-empty-name = an empty file name: nothing to import
cli-import-missing = { $file }: no such file or folder
cli-import-empty-folder = { $file }: a folder with no .json file in it
cli-import-not-saved = { $file }: not imported: { $error }
cli-output-empty = --output: empty file name
cli-output-folder = { $path }: is a folder
cli-output-session = { $path }: is a Tablekeeper session file; not writing over it (choose another file)
cli-output-read-only = { $path }: is read-only; not replacing it (make it writable, or choose another file)
cli-output-not-a-name = { $path }: not a file name
cli-output-cannot-write = { $path }: cannot write there: { $error }
cli-output-hard-link = { $path }: is another name (a hard link) of { $kept }, which only Tablekeeper writes; choose another place
cli-kept-in-data-folder = { $path }: is { $what } in the Tablekeeper data folder { $folder }; only Tablekeeper writes it (choose another place)
cli-kept-in-folder = { $path }: is in a Tablekeeper data folder's { $name }/ ({ $folder }), which only Tablekeeper writes; choose another place
cli-kept-folder-name = the name of the { $name }/ folder
cli-kept-file = { $what ->
        [roster] the roster
        [settings] the settings
       *[index] the index
    }
cli-kept-work-file = { $what ->
        [roster] a backup, lock or temporary file of the roster
        [settings] a backup, lock or temporary file of the settings
       *[index] a backup, lock or temporary file of the index
    }
cli-kept-sync-copy = { $what ->
        [roster] a copy of the roster a sync tool left
        [settings] a copy of the settings a sync tool left
       *[index] a copy of the index a sync tool left
    }
cli-kept-lock = a lock
cli-kept-being-written = a file being written
cli-event-dropped-out = { $player } has dropped out of { $event }: paired no more, kept in the standings
cli-event-entered = { $player } enters { $event }: paired from round { $round } on
cli-event-returned = { $player } returns to { $event }: paired again from round { $round } on
cli-event-taken = an event named “{ $name }” exists already ({ $file })
cli-event-no-folder = event standings: there is no data folder yet, so no events
cli-event-kind-two = tables of two, paired Swiss
cli-event-kind-pods = pods of 3-4
cli-event-games = { $games } ({ $kind })
cli-event-players = { $count ->
        [one] 1 player: { $players }
       *[other] { $count } players: { $players }
    }
cli-event-cleared = cleared
cli-event-result = { $event }, round { $round }, table { $table }: { $result }
cli-event-result-replaced = { $event }, round { $round }, table { $table }: { $result }; replaced: { $was }
cli-event-draw = a draw
cli-event-places = places: { $places }
cli-event-versus = { $a } vs { $b }
cli-event-after = { $played ->
        [one] { $event } after 1 round
       *[other] { $event } after { $played } rounds
    }
cli-event-after-under-way = { $played ->
        [one] { $event } after 1 round, round { $round } under way
       *[other] { $event } after { $played } rounds, round { $round } under way
    }
cli-event-after-under-way-bye = { $played ->
        [one] { $event } after 1 round, round { $round } under way (its bye counts once its results are all in)
       *[other] { $event } after { $played } rounds, round { $round } under way (its bye counts once its results are all in)
    }
cli-event-line = { $event }: { $games }; { $players ->
        [one] 1 player
       *[other] { $players } players
    }; { $rounds ->
        [one] 1 round
       *[other] { $rounds } rounds
    }
cli-players-no-folder = { $command }: there is no data folder yet, so no players
cli-players-unknown = { $command }: no player named “{ $name }”
cli-players-renamed = { $old } is now { $new } in every session's stats; the sessions keep their spelling
cli-players-merged = { $name } and { $into } are one person now: { $person } ({ $a } + { $b } games)
cli-players-split = { $spelling } is someone of their own again, no longer { $was }
cli-players-none = No players yet.
cli-players-games = { $count ->
        [one] 1 game
       *[other] { $count } games
    }
cli-players-won = { $wins } won ({ $percent } %)
cli-players-also = also: { $names }
