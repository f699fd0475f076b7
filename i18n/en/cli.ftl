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
cli-serve-seat = Seat { $number }, { $name }: { $url }
cli-serve-seats = --seats: { $error }
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

## --help: the command line's definition in words (its usage lines are
## syntax and stay as they are).

cli-help-usage = Usage:
cli-help-commands = Commands
cli-help-arguments = Arguments
cli-help-options = Options
cli-help-possible-values = Possible values:
cli-help-default = [default: { $value }]
cli-help-tablekeeper = Track tabletop games instead of dice and paper
cli-help-tablekeeper-long =
    Track tabletop games instead of dice and paper.

    With no command it opens the window. The commands read the saved sessions (or a session file) and print them, check them or export them.
cli-help-tablekeeper-after = Errors print one line saying what and where, and exit with code 2.
cli-help-tablekeeper-help = Print help
cli-help-tablekeeper-data-dir = The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform's data folder); only import, event's changes and the window create it
cli-help-tablekeeper-version = Print version
cli-help-list = List saved sessions, newest first
cli-help-list-json = Print JSON
cli-help-list-ids = Print only the session ids, one a line (for scripts and shell completion)
cli-help-list-utc = Print times in UTC (ISO 8601), not in local time as the locale writes them
cli-help-show = Print a session's setup, standings, outcome and log
cli-help-show-target = A session id in the data folder, a conflict copy's file name in its sessions/, or a session file
cli-help-show-json = Print JSON
cli-help-show-utc = Print times in UTC (ISO 8601), not in local time as the locale writes them
cli-help-replay = Check a session file and print the result
cli-help-replay-long =
    Check a session file and print the result.

    Replays the file's log through the game's rules; a refused entry fails, naming the entry (from 1) and the rule.
cli-help-replay-file = A session file
cli-help-replay-json = Print JSON; a failed replay prints {"{"}"error", "entry", "rule"{"}"} too
cli-help-import = Import session files, or folders of them, into the data folder
cli-help-import-long =
    Import session files, or folders of them, into the data folder.

    Each file is checked as replay checks it; a refused file is named with its entry and rule and nothing of it is written. A session the data folder already has (the same game, under any id) is skipped. A session keeps its id unless that id is taken in the data folder (or its trash) or is a name Windows keeps for a device (con, nul…), then it gets a new one. Every argument is reported; fails if any was refused.
cli-help-import-files = Session files, or folders of .json session files
cli-help-export = Export a session as JSON, CSV or Markdown
cli-help-export-target = A session id in the data folder, a conflict copy's file name in its sessions/, or a session file
cli-help-export-format = The format
cli-help-export-format-json = The full JSON report
cli-help-export-format-csv = The log as CSV (UTF-8 with a byte order mark and CRLF line ends, as Excel reads it)
cli-help-export-format-md = A Markdown report
cli-help-export-output = Write to FILE instead of standard output (`-` is standard output); never over a session file or into the data folder's sessions/, nor to a name Windows keeps for a device (CON, NUL, COM1…) or one ending in a dot or a space, on any system
cli-help-export-series = With --format csv: one row per entry and a column for every number of every seat, for a spreadsheet's chart
cli-help-serve = Show a session live on phones and other screens: a read-only web page, updated as the session's file changes (the window or another computer playing it), until stopped with Ctrl+C
cli-help-serve-long =
    Show a session live on phones and other screens: a read-only web page, updated as the session's file changes (the window or another computer playing it), until stopped with Ctrl+C.

    Prints the page's address, which carries a random token; anything without the token gets 404. Loopback only unless --bind says otherwise (0.0.0.0:PORT: every network this computer is on).

    With --seats, also prints one link per seat, each with a token of its own: the phone that opens it changes that seat's own numbers and nothing else, checked by the game's rules and saved to the session's file (refused while a window has the session open).
cli-help-serve-session = The session to show; the one changed last if none is given
cli-help-serve-bind = The address and port to listen on
cli-help-serve-seats = Also print a link per seat, from which that seat's player changes their own numbers
cli-help-stats = Numbers across saved sessions: per player, per game, head to head
cli-help-stats-json = Print JSON
cli-help-stats-game = Only this game
cli-help-stats-player = Only sessions with this player (any case)
cli-help-stats-against = With --player: how the two fared in the games they both played
cli-help-players = The players known across sessions: list them, rename one, make two spellings one person, or split them again
cli-help-players-long =
    The players known across sessions: list them, rename one, make two spellings one person, or split them again.

    With no command, lists them: every person and every name the saved sessions hold, most games first, with games, wins, other spellings and colour. rename OLD NEW gives a player another name; merge NAME INTO makes NAME and its spellings spellings of INTO; split SPELLING undoes a merge or rename. These are kept in the data folder's roster.json (the folder must exist): no session is rewritten, each keeps the names as written, and stats and the window count every spelling of a person as that person.
cli-help-players-json = Print JSON (when listing)
cli-help-players-list = List every player, most games first (the default)
cli-help-players-list-json = Print JSON
cli-help-players-rename = Give a player another name in every session's stats; the sessions keep their spelling, which becomes one of the player's
cli-help-players-rename-old = The player's name, or any spelling of it
cli-help-players-rename-new = The new name: not someone else's
cli-help-players-merge = Make NAME and every spelling of theirs spellings of INTO: one person from now on
cli-help-players-merge-name = The player to merge
cli-help-players-merge-into = The player they are
cli-help-players-split = Make a spelling someone of their own again, undoing a merge or a rename
cli-help-players-split-spelling = One of a player's other spellings
cli-help-event = Events for hosts (a game night, league or tournament): create one, pair its rounds, enter results, drop players, print standings
cli-help-event-long =
    Events for hosts (a game night, league or tournament): create one, pair its rounds, enter results, drop players, print standings.

    new NAME --game GAME --players A,B,... creates one (--game again for a game night, whose games go round the tables; --format pods for pods of 3-4 balanced by points; the default is tables of two paired Swiss, pods for Kharnage); pair NAME pairs the next round; result NAME --round R --table T --winner PLAYER (or --draw, or --places A,B,...) enters a table's result; drop NAME PLAYER leaves a player out of later rounds, return NAME PLAYER brings them back, enter NAME PLAYER enters a latecomer; standings NAME (--html: the printable sheet) and list print. An event is kept in the data folder's events/NAME.json, written by the host alone. A session started from a table's pairing gives that table's result as soon as its file is in sessions/ (a synced folder); a result entered by hand wins over it.
cli-help-event-new = Create an event and print its file and players
cli-help-event-new-name = The event's name (its file is named after it)
cli-help-event-new-games = The game played; several (repeated or comma-separated) for a game night
cli-help-event-new-format = Tables of two paired Swiss, or pods of 3-4 (default: pods for Kharnage, tables of two for the others)
cli-help-event-new-format-two-player = Tables of two, paired Swiss
cli-help-event-new-format-pods = Pods of 3-4, balanced by points
cli-help-event-new-players = The players, comma-separated (at least two)
cli-help-event-pair = Pair the next round and print its tables and bye
cli-help-event-pair-long =
    Pair the next round and print its tables and bye.

    Refused while a table of the last round has no result.
cli-help-event-pair-name = The event's name (any case)
cli-help-event-pair-json = Print the round as JSON
cli-help-event-result = Enter, correct or clear a table's result by hand (says what it replaced)
cli-help-event-result-name = The event's name (any case)
cli-help-event-result-round = The round, from 1
cli-help-event-result-table = The table, from 1
cli-help-event-result-winner = The player who won
cli-help-event-result-draw = Nobody won
cli-help-event-result-places = Every player's place at a pod, first to last
cli-help-event-result-clear = Take the result back: the table has none (a session's result no longer counts)
cli-help-event-drop = Drop a player: paired no more, kept in the standings
cli-help-event-drop-name = The event's name (any case)
cli-help-event-drop-player = The player
cli-help-event-enter = Enter a player late: paired from the next round on, with no points for the rounds missed
cli-help-event-enter-name = The event's name (any case)
cli-help-event-enter-player = The new player (not an entered player's name)
cli-help-event-return = Bring a dropped player back: paired again from the next round on
cli-help-event-return-name = The event's name (any case)
cli-help-event-return-player = The player who dropped
cli-help-event-standings = Print the standings: rank, points, W-D-L, byes, OMW, GW, OGW
cli-help-event-standings-name = The event's name (any case)
cli-help-event-standings-json = Print JSON
cli-help-event-standings-html = Print the printable standings sheet instead: one HTML page (A4, nothing loaded from elsewhere) with the open round's tables
cli-help-event-list = List the events: name, games, players, rounds played
cli-help-event-list-json = Print JSON
cli-help-help = Print this message or the help of the given command

## Arguments the command line could not take: one line each.

cli-arg-not-utf8 = argument { $n } is not valid UTF-8: `{ $arg }`
cli-arg-given-twice = { $option }: given twice
cli-arg-does-not-apply = { $option } does not apply to { $command } (see --help)
cli-arg-not-both = { $command }: { $a } or { $b }, not both
cli-arg-bind = --bind: `{ $value }` is not an address and port such as 127.0.0.1:8080
cli-arg-series = export: --series applies to --format csv only
cli-arg-not-a-game = --game: `{ $value }` is not a game
cli-arg-against = stats: --against needs --player
cli-arg-missing = { $command }: missing { $what }
cli-arg-missing-one = { $command }: missing { $what ->
        [file] session file
       *[target] session id or file
    }
cli-arg-or = { $a } or { $b }
cli-arg-unknown-command = { $word }: unknown command (see --help)
cli-arg-not-with = { $option }: not with { $other }
cli-arg-takes-no-value = { $option }: takes no value
cli-arg-empty-value = { $option }: empty value
cli-arg-missing-value = { $option }: missing value
cli-arg-not-one-of = { $option }: `{ $value }` is not one of { $valid }
cli-arg-missing-command = { $command }: missing a command (see --help)
cli-arg-needs-command = { $option }: needs a command (see --help)
cli-arg-unknown-option = { $option }: unknown option (see --help)
cli-arg-takes-no-arguments = { $command }: takes no arguments
cli-arg-too-many = { $command }: too many arguments (expected { $values })
cli-arg-too-many-one = { $command }: too many arguments (expected one { $what ->
        [file] session file
       *[target] session id or file
    })
cli-arg-other = { $error } (see --help)
