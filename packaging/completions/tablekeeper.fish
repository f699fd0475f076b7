# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_tablekeeper_global_optspecs
    string join \n h/help data-dir= V/version
end

function __fish_tablekeeper_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_tablekeeper_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_tablekeeper_using_subcommand
    set -l cmd (__fish_tablekeeper_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c tablekeeper -n "__fish_tablekeeper_needs_command" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_needs_command" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_needs_command" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_needs_command" -f -a "list" -d 'List saved sessions, newest first'
complete -c tablekeeper -n "__fish_tablekeeper_needs_command" -f -a "show" -d 'Print a session\'s setup, standings, outcome and log'
complete -c tablekeeper -n "__fish_tablekeeper_needs_command" -f -a "replay" -d 'Check a session file and print the result'
complete -c tablekeeper -n "__fish_tablekeeper_needs_command" -f -a "import" -d 'Import session files, or folders of them, into the data folder'
complete -c tablekeeper -n "__fish_tablekeeper_needs_command" -f -a "export" -d 'Export a session as JSON, CSV or Markdown'
complete -c tablekeeper -n "__fish_tablekeeper_needs_command" -f -a "serve" -d 'Show a session live on phones and other screens: a read-only web page, updated as the session\'s file changes (the window or another computer playing it), until stopped with Ctrl+C'
complete -c tablekeeper -n "__fish_tablekeeper_needs_command" -f -a "stats" -d 'Numbers across saved sessions: per player, per game, head to head'
complete -c tablekeeper -n "__fish_tablekeeper_needs_command" -f -a "players" -d 'The players known across sessions: list them, rename one, make two spellings one person, or split them again'
complete -c tablekeeper -n "__fish_tablekeeper_needs_command" -f -a "event" -d 'Events for hosts (a game night, league or tournament): create one, pair its rounds, enter results, drop players, print standings'
complete -c tablekeeper -n "__fish_tablekeeper_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand list" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand list" -l json -d 'Print JSON'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand list" -l ids -d 'Print only the session ids, one a line (for scripts and shell completion)'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand list" -l utc -d 'Print times in UTC (ISO 8601), not in local time as the locale writes them'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand list" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand list" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand show" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand show" -l json -d 'Print JSON'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand show" -l utc -d 'Print times in UTC (ISO 8601), not in local time as the locale writes them'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand show" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand show" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand replay" -l data-dir -d 'Not for replay, which reads only the file it is given' -r -F
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand replay" -l json -d 'Print JSON; a failed replay prints {"error", "entry", "rule"} too'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand replay" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand replay" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand import" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand import" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand import" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand export" -l format -d 'The format' -r -f -a "json\t'The full JSON report'
csv\t'The log as CSV (UTF-8 with a byte order mark and CRLF line ends, as Excel reads it)'
md\t'A Markdown report'"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand export" -s o -l output -d 'Write to FILE instead of standard output (`-` is standard output); never over a session file or into the data folder\'s sessions/, nor to a name Windows keeps for a device (CON, NUL, COM1…) or one ending in a dot or a space, on any system' -r -F
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand export" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand export" -l series -d 'With --format csv: one row per entry and a column for every number of every seat, for a spreadsheet\'s chart'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand export" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand export" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand serve" -l session -d 'The session to show; the one changed last if none is given' -r
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand serve" -l bind -d 'The address and port to listen on' -r
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand serve" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand serve" -l seats -d 'Also print a link per seat, from which that seat\'s player changes their own numbers'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand serve" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand serve" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand stats" -l game -d 'Only this game' -r -f -a "custom\t'Custom counters'
karth\t'Heroes of Karth: Deathmatch'
kharnage\t'Kharnage'
hero_realms\t'Hero Realms'
koth\t'Koth'
kings_armory\t'The King\'s Armory'"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand stats" -l player -d 'Only sessions with this player (any case)' -r
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand stats" -l against -d 'With --player: how the two fared in the games they both played' -r
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand stats" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand stats" -l json -d 'Print JSON'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand stats" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand stats" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and not __fish_seen_subcommand_from list rename merge split" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and not __fish_seen_subcommand_from list rename merge split" -l json -d 'Print JSON (when listing)'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and not __fish_seen_subcommand_from list rename merge split" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and not __fish_seen_subcommand_from list rename merge split" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and not __fish_seen_subcommand_from list rename merge split" -f -a "list" -d 'List every player, most games first (the default)'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and not __fish_seen_subcommand_from list rename merge split" -f -a "rename" -d 'Give a player another name in every session\'s stats; the sessions keep their spelling, which becomes one of the player\'s'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and not __fish_seen_subcommand_from list rename merge split" -f -a "merge" -d 'Make NAME and every spelling of theirs spellings of INTO: one person from now on'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and not __fish_seen_subcommand_from list rename merge split" -f -a "split" -d 'Make a spelling someone of their own again, undoing a merge or a rename'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and __fish_seen_subcommand_from list" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and __fish_seen_subcommand_from list" -l json -d 'Print JSON'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and __fish_seen_subcommand_from rename" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and __fish_seen_subcommand_from rename" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and __fish_seen_subcommand_from rename" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and __fish_seen_subcommand_from merge" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and __fish_seen_subcommand_from merge" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and __fish_seen_subcommand_from merge" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and __fish_seen_subcommand_from split" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and __fish_seen_subcommand_from split" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand players; and __fish_seen_subcommand_from split" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and not __fish_seen_subcommand_from new pair result drop enter return standings list" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and not __fish_seen_subcommand_from new pair result drop enter return standings list" -l json -d 'Print JSON (given before the command: `--json event list`)'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and not __fish_seen_subcommand_from new pair result drop enter return standings list" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and not __fish_seen_subcommand_from new pair result drop enter return standings list" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and not __fish_seen_subcommand_from new pair result drop enter return standings list" -f -a "new" -d 'Create an event and print its file and players'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and not __fish_seen_subcommand_from new pair result drop enter return standings list" -f -a "pair" -d 'Pair the next round and print its tables and bye'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and not __fish_seen_subcommand_from new pair result drop enter return standings list" -f -a "result" -d 'Enter, correct or clear a table\'s result by hand (says what it replaced)'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and not __fish_seen_subcommand_from new pair result drop enter return standings list" -f -a "drop" -d 'Drop a player: paired no more, kept in the standings'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and not __fish_seen_subcommand_from new pair result drop enter return standings list" -f -a "enter" -d 'Enter a player late: paired from the next round on, with no points for the rounds missed'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and not __fish_seen_subcommand_from new pair result drop enter return standings list" -f -a "return" -d 'Bring a dropped player back: paired again from the next round on'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and not __fish_seen_subcommand_from new pair result drop enter return standings list" -f -a "standings" -d 'Print the standings: rank, points, W-D-L, byes, OMW, GW, OGW'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and not __fish_seen_subcommand_from new pair result drop enter return standings list" -f -a "list" -d 'List the events: name, games, players, rounds played'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from new" -l game -d 'The game played; several (repeated or comma-separated) for a game night' -r -f -a "custom\t'Custom counters'
karth\t'Heroes of Karth: Deathmatch'
kharnage\t'Kharnage'
hero_realms\t'Hero Realms'
koth\t'Koth'
kings_armory\t'The King\'s Armory'"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from new" -l format -d 'Tables of two paired Swiss, or pods of 3-4 (default: pods for Kharnage, tables of two for the others)' -r -f -a "two-player\t'Tables of two, paired Swiss'
pods\t'Pods of 3-4, balanced by points'"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from new" -l players -d 'The players, comma-separated (at least two)' -r
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from new" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from new" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from new" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from pair" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from pair" -l json -d 'Print the round as JSON'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from pair" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from pair" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from result" -l round -d 'The round, from 1' -r
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from result" -l table -d 'The table, from 1' -r
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from result" -l winner -d 'The player who won' -r
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from result" -l places -d 'Every player\'s place at a pod, first to last' -r
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from result" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from result" -l draw -d 'Nobody won'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from result" -l clear -d 'Take the result back: the table has none (a session\'s result no longer counts)'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from result" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from result" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from drop" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from drop" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from drop" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from enter" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from enter" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from enter" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from return" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from return" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from return" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from standings" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from standings" -l json -d 'Print JSON'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from standings" -l html -d 'Print the printable standings sheet instead: one HTML page (A4, nothing loaded from elsewhere) with the open round\'s tables'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from standings" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from standings" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from list" -l data-dir -d 'The data folder (default: $TABLEKEEPER_DATA_DIR, else the platform\'s data folder); only import, event\'s changes and the window create it' -r -f -a "(__fish_complete_directories)"
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from list" -l json -d 'Print JSON'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from list" -s h -l help -d 'Print help'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand event; and __fish_seen_subcommand_from list" -s V -l version -d 'Print version'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and not __fish_seen_subcommand_from list show replay import export serve stats players event help" -f -a "list" -d 'List saved sessions, newest first'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and not __fish_seen_subcommand_from list show replay import export serve stats players event help" -f -a "show" -d 'Print a session\'s setup, standings, outcome and log'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and not __fish_seen_subcommand_from list show replay import export serve stats players event help" -f -a "replay" -d 'Check a session file and print the result'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and not __fish_seen_subcommand_from list show replay import export serve stats players event help" -f -a "import" -d 'Import session files, or folders of them, into the data folder'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and not __fish_seen_subcommand_from list show replay import export serve stats players event help" -f -a "export" -d 'Export a session as JSON, CSV or Markdown'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and not __fish_seen_subcommand_from list show replay import export serve stats players event help" -f -a "serve" -d 'Show a session live on phones and other screens: a read-only web page, updated as the session\'s file changes (the window or another computer playing it), until stopped with Ctrl+C'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and not __fish_seen_subcommand_from list show replay import export serve stats players event help" -f -a "stats" -d 'Numbers across saved sessions: per player, per game, head to head'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and not __fish_seen_subcommand_from list show replay import export serve stats players event help" -f -a "players" -d 'The players known across sessions: list them, rename one, make two spellings one person, or split them again'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and not __fish_seen_subcommand_from list show replay import export serve stats players event help" -f -a "event" -d 'Events for hosts (a game night, league or tournament): create one, pair its rounds, enter results, drop players, print standings'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and not __fish_seen_subcommand_from list show replay import export serve stats players event help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and __fish_seen_subcommand_from players" -f -a "list" -d 'List every player, most games first (the default)'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and __fish_seen_subcommand_from players" -f -a "rename" -d 'Give a player another name in every session\'s stats; the sessions keep their spelling, which becomes one of the player\'s'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and __fish_seen_subcommand_from players" -f -a "merge" -d 'Make NAME and every spelling of theirs spellings of INTO: one person from now on'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and __fish_seen_subcommand_from players" -f -a "split" -d 'Make a spelling someone of their own again, undoing a merge or a rename'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "new" -d 'Create an event and print its file and players'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "pair" -d 'Pair the next round and print its tables and bye'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "result" -d 'Enter, correct or clear a table\'s result by hand (says what it replaced)'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "drop" -d 'Drop a player: paired no more, kept in the standings'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "enter" -d 'Enter a player late: paired from the next round on, with no points for the rounds missed'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "return" -d 'Bring a dropped player back: paired again from the next round on'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "standings" -d 'Print the standings: rank, points, W-D-L, byes, OMW, GW, OGW'
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand help; and __fish_seen_subcommand_from event" -f -a "list" -d 'List the events: name, games, players, rounds played'

# Session ids for show and export (from `tablekeeper list --ids`).
function __fish_tablekeeper_sessions
    set -l words (commandline -opc)
    set -l dir
    for i in (seq (count $words))
        switch $words[$i]
            case '--data-dir=*'
                set dir $words[$i]
            case --data-dir
                set -l j (math $i + 1)
                set -q words[$j]; and set dir --data-dir=$words[$j]
        end
    end
    tablekeeper $dir list --ids 2>/dev/null
end
complete -c tablekeeper -n "__fish_tablekeeper_using_subcommand show export" -a "(__fish_tablekeeper_sessions)" -d 'Session'
