# The window's words (en): screens, buttons, banners, settings. Keys must match in every language.

ui-language-name = English
ui-home = Home
ui-history = History
ui-settings = Settings
ui-close = Close
ui-open = Open
ui-start = Start the game
ui-new-game = New game
ui-in-progress = in progress
ui-in-progress-games = Games in progress
ui-recent-finished = Recently finished
ui-none-yet = None yet.
ui-history-count = All sessions ({ $count })
ui-winner = { $winners } won!
ui-nobody-won = The game is over: nobody won.
ui-over = Over: { $reason }
ui-no-screen = There is no screen for { $game } yet; it can be replayed and shown from the command line.

## Setting up a custom game
ui-players = Players
ui-player-n = Player { $n }
ui-name = Name
ui-remove = Remove
ui-add-player = Add a player
ui-random-first = Random first player
ui-first-drawn = { $name } goes first (drawn at random).
ui-first-team-drawn = { $name }'s team goes first (drawn at random).
ui-counters = Counters
ui-counter-fields = Every player gets each counter: its name, start value, optional minimum and maximum, and the step of one click.
ui-counter-n = Counter { $n }
ui-default-counter = Points
ui-start-value = Start
ui-min = Min
ui-max = Max
ui-step = Step
ui-add-counter = Add a counter
ui-win-rule = How the game is won
ui-win-none = The players decide
ui-win-reach = First to reach a target
ui-win-last-above = Last player above 0
ui-on-counter = on
ui-target = target
ui-not-a-number = { $field }: “{ $value }” is not a whole number.
ui-field-empty = { $field }: type a whole number.
ui-dice = Dice
ui-die = d{ $sides }
ui-dice-d = d
ui-dice-count = Dice: “{ $value }” is not a whole number from 1 to { $max }.
ui-dice-roll = Roll
ui-dice-none = No roll yet
ui-dice-last = { $count ->
        [1] d{ $sides }
       *[other] { $count }d{ $sides }, total { $total }
    }
ui-dice-sides = Sides: “{ $value }” is not a whole number from { $min } to { $max }.

## Playing
ui-undo = Undo
ui-redo = Redo
ui-reopen = Reopen
ui-setup-title = New game: { $game }
ui-table-mode = Table mode (F11)
ui-table-mode-off = Leave table mode (F11)
ui-reopen-ask = Reopen this game?
ui-yes = Yes
ui-no = No
ui-delete-ask = Delete?
ui-log-show = Log ▸
ui-log-fold = ◂ Fold
ui-zoom = Zoom
ui-zoom-percent = { $percent } %
ui-zoom-reset = 100 %
ui-zoom-keys = Ctrl+= and Ctrl+− zoom, Ctrl+0 resets.
ui-help-title = Keys
ui-help-close = Close (Esc)
ui-help-window = F1 or ?: this list · F11: table mode · Ctrl+= and Ctrl+−: zoom, Ctrl+0: back to 100 % · Esc: close this list
ui-help-go = Ctrl+1: Home · Ctrl+2: History · Ctrl+3: Stats · Ctrl+4: Events · Ctrl+5: Settings
ui-help-play = Ctrl+Z: undo · Ctrl+Y or Ctrl+Shift+Z: redo · Ctrl+P: pause or resume the clock · Ctrl+T, Ctrl+Shift+T: turn timer longer, shorter · Ctrl+L: fold or unfold the log · Ctrl+E: a note on the newest entry · Ctrl+D: delete the newest entry (Enter confirms, Esc keeps it) · Ctrl+N: the session note · Ctrl+Shift+P: show on phones · Ctrl+Shift+B: open in browser
ui-help-decided = When the game is decided: Alt+R review · Alt+M rematch · Alt+H home · Alt+B the board as it ended, or the result again · Alt+U undo the winning change · Alt+O reopen for changes (Enter confirms, Esc does not)
ui-help-review = ← →: one step back or on · Home, End: to the start, to the end
ui-help-screen = Tab, Shift+Tab: forward and back through the fields and buttons · Enter or Space: press the ringed button · Esc: go back (first out of a field or an open question)
ui-custom-keys = Keys: ↑↓ or Tab player · ←→ counter · + − one step · digits, then Enter: set the counter · Alt+N how many dice, Alt+S sides (digits, then Enter: roll) · Alt+D next die · Alt+R roll · Esc cancels
ui-text-size = Text size
ui-table-lost = The table lost
ui-review-step = Entry { $step } of { $last }
ui-review-everyone = Everyone
ui-review-every-kind = Every kind of action
ui-review-chart = Chart:
ui-history-every-game = Every game
ui-history-all = Every session
ui-history-finished = finished
ui-history-player = Player's name
ui-history-from = From (YYYY-MM-DD)
ui-history-to = To (YYYY-MM-DD)
ui-history-newer = ◀ Newer
ui-history-older = Older ▶
ui-history-page = Page { $page } of { $pages }
ui-history-row = { $when } · { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    } · { $entries ->
        [one] { $entries } entry
       *[other] { $entries } entries
    } · { $status }
ui-history-abandoned = abandoned
ui-history-trash = Deleted (trash)
ui-history-abandon = Abandon
ui-history-resume = Take up again
ui-history-delete = Delete
ui-history-delete-ask = Delete? It goes to the trash.
ui-history-restore = Restore
ui-restored-renamed = Restored as session { $id }: its id { $old } is held by another session or its backup.
ui-refused-mark = read-only: an entry is refused by the rules
ui-read-only = This session is open in another window: it is shown here read-only.
ui-session-note = A note on this session (Enter saves it)
ui-save-failed = The change is kept on screen but could not be saved: { $error }
ui-store-io = { $file }: { $error }
ui-store-format = { $file } is not a file Tablekeeper can read: { $error }
ui-store-unreadable = { $file } could not be read ({ $error }). It was left where it is, as it could not be moved to the quarantine: { $why }
ui-store-not-a-file = { $file } is { $kind ->
        [folder] a folder
        [fifo] a FIFO (named pipe)
        [socket] a socket
        [char] a character device
        [block] a block device
        [dangling] a symbolic link to nothing
       *[other] something other than a file
    }, not a regular file, so it was not opened.
ui-store-too-large = { $file } is { $size } bytes, more than the { $limit } MiB a session file may have, so it was not read.
ui-store-too-large-to-write = Session { $id } would take { $size } bytes on disk, more than the { $limit } MiB a session file may have. Nothing was written.
ui-store-claimed = Session { $id } was saved by another window or command a moment ago.
ui-store-locked = Session { $id } is open in another window.
ui-store-busy = Another Tablekeeper is changing { $file } and did not finish in time. Nothing was changed; try again.
ui-store-file = { $file }: { $error }
ui-store-not-found = There is no session with the id { $id }.
ui-store-bad-id = “{ $id }” is not a session id (letters, digits, - and _ only).
ui-store-encode = The session could not be written as JSON: { $error }
ui-store-read-only = Session { $id } holds an entry the rules refuse: it is read-only, and its file is kept as it is.
ui-quarantined = { $file } could not be read ({ $reason }). It was moved to { $moved } and nothing else was touched.
ui-note-not-written = The note saying why could not be written: { $error }
ui-session-warning = Session { $id }: { $warning }
ui-unknown-fields = the file holds fields Tablekeeper does not read; they are left out when the session is next saved: { $fields }
ui-skipped = { $file } was left alone: { $reason }

## Log
ui-log = Log
ui-log-empty = Nothing has happened yet.
ui-undone = Undone step
ui-undone-line = (undone) { $line }
ui-note = Note (Enter saves it)
ui-edit-note = add or edit a note
ui-older = Show older entries ({ $count } more)

## Settings
ui-language = Language
ui-theme = Theme
ui-system = Same as the system
ui-theme-light = Light
ui-theme-dark = Dark
ui-contrast = Contrast
ui-contrast-normal = Normal
ui-contrast-high = High
ui-delete-entry = delete this entry

## Export and import
ui-export = Export:
ui-export-session = Session file
ui-export-json = JSON report
ui-export-csv = CSV
ui-export-csv-series = CSV, one row per entry
ui-export-markdown = Markdown
ui-export-chart = Chart (PNG)
ui-export-title = Export the session
ui-import-files = Import sessions…
ui-import = Import
ui-import-title = Import session files
ui-file-sessions = Tablekeeper sessions
ui-no-dialog = No file dialog can be shown here (no desktop portal and no zenity): type the path instead.
ui-path-export = Where to save the { $what } (a file path):
ui-path-import = The session file to import, or a folder to import every .json file in it:
ui-path-placeholder = /home/you/session.json
ui-path-save = Save
ui-path-empty = Type a path first.
ui-cancel = Cancel
ui-exported = Saved the { $what } to { $path }.
ui-export-failed = Could not save to { $path }: { $error }
ui-chart-gone = The chart is no longer on screen: open the session's review and save the chart again ({ $path } was not written).
ui-imported = Imported { $file } as session { $id }.
ui-imported-renamed = Imported { $file } as session { $id } (its id { $old } is already in use).
ui-imported-renamed-reserved = Imported { $file } as session { $id } (its id { $old } is a name Windows keeps for a device).
ui-imported-already = { $file } was not imported: session { $id } is this same game.
ui-imported-already-further = { $file } was not imported: session { $id } is this same game, further along.
ui-import-refused = { $file } was not imported: { $why } Detail: { $detail }
ui-import-refused-entry = { $file } was not imported: log entry { $entry } is refused by rule { $rule }. Nothing was written.

## Stats
ui-stats = Stats
ui-stats-none = No decided games yet.
ui-stats-more = … and { $count } more players (filter by name to see them).
ui-stats-players = Players
ui-stats-games = Games
ui-stats-versus = Head to head
ui-stats-vs = against
ui-stats-pick-player = Pick a player
ui-stats-versus-help = Pick two players to see the decided games they both played.
ui-stats-record = { $what } { $wins }/{ $games }
ui-stats-how = How they won: { $how }
ui-player-page = Player page
ui-player-back = Back to stats
ui-player-no-games = No decided games yet.
ui-player-recent = Last games
ui-player-also = Also written:
ui-player-also-none = no other spelling
ui-player-split = Separate
ui-player-split-ask = Count { $name } apart from { $person } again?
ui-player-new-name = New name
ui-player-rename = Rename everywhere
ui-player-same-as = Same person as
ui-player-merge = Make one person
ui-player-merge-ask = Count { $name } as { $into } from now on?
ui-known-players = Known players:
ui-known-none = No known player has that name.
ui-events = Events
ui-events-none = No events yet: name one, pick its game and list its players (Ana, Bo, Cy…).
ui-event-name = Event name
ui-event-players = Players, separated by commas
ui-event-create = Create event
ui-event-pair = Pair round { $round }
ui-event-round = Round { $round }
ui-event-bye = Bye: { $name }
ui-event-table = Table { $table }: { $players }
ui-event-start = Start game
ui-event-won = { $name } won
ui-event-draw = Draw
ui-event-standings = Standings
ui-event-standing = { $rank }. { $name }: { $points } points, { $wins }–{ $draws }–{ $losses }, OMW { $omw } %, GW { $gw } %, OGW { $ogw } %
ui-event-dropped = dropped
ui-event-drop = Drop
ui-event-drop-ask = Drop { $name } from the next rounds?
ui-event-taken = An event named “{ $name }” exists already.
ui-event-missing = There is no event named “{ $name }”.
ui-event-file = { $file }: { $error }
ui-event-games = Games:
ui-event-seating = Seating:
ui-event-two-player = Tables of two (Swiss)
ui-event-pods = Pods of 3–4
ui-event-table-game = Table { $table } ({ $game }): { $players }
ui-event-places = Places, first to last:
ui-event-place = { $place }.
ui-event-places-clear = Clear places
ui-event-change = Change
ui-event-keep = Keep
ui-event-clear = Clear result
ui-event-replaced = Round { $round }, table { $table }: { $now } (replaced: { $was }).
ui-event-cleared = Round { $round }, table { $table }: result cleared (replaced: { $was }).
ui-event-after = { $rounds ->
        [0] Standings: no round complete yet
        [one] Standings after { $rounds } round
       *[other] Standings after { $rounds } rounds
    }
ui-event-under-way = Round { $round } under way: its results so far count, its bye once all its results are in.
ui-event-standing-byes = { $byes ->
        [one] (1 bye)
       *[other] ({ $byes } byes)
    }
ui-event-print = Print standings
ui-event-late = Late entry: name
ui-event-enter = Enter player
ui-event-return = Return
ui-event-printed-open = The standings are in { $file }, opened for printing (Ctrl+P prints).
ui-event-printed = The standings are in { $file }: open it to print.
ui-event-print-failed = The standings could not be written to { $file }: { $error }
how-other = Other
how-hero_realms-last-standing = Last standing
how-hero_realms-nobody-left = Nobody left
how-hero_realms-first-blood = First Blood
how-hero_realms-hydra = Hydra team
how-hero_realms-emperor = Emperor
how-karth-gold = Gold
how-karth-kp = Kill Points
how-karth-last-standing = Last standing
how-karth-last-after = Last standing
how-karth-nobody = Nobody left
how-kharnage-skulls = Skulls
how-kharnage-largest-army = Tie-break: largest army
how-kharnage-most-tokens = Tie-break: Kharnage tokens
how-kharnage-initiative = Tie-break: initiative
how-kharnage-shared = Shared win
how-kings_armory-victory = Victory
how-kings_armory-gate = Gate fell
how-kings_armory-heroes = Heroes fell
how-koth-battle = Battle
how-custom-reach = Reached the goal
how-custom-last-above = Last above the limit
how-custom-nobody-left = Nobody left
ui-history-every-mode = Every mode
ui-history-mode = Mode

## Conflict copies from a sync tool
ui-conflicts = { $count ->
        [one] 1 conflict copy
       *[other] { $count } conflict copies
    }
ui-conflicts-help = A sync tool (Syncthing, Nextcloud, Dropbox…) kept both versions of a session changed in two places. Review a copy, then keep it in its session's place (the session goes to the trash) or discard it (to the trash).
ui-conflict-of = Copy of { $id }: { $file }
ui-conflict-row = Changed { $when }, { $entries ->
        [one] 1 entry
       *[other] { $entries } entries
    }
ui-conflict-review = Review copy
ui-conflict-keep = Keep this copy
ui-conflict-keep-ask = Put this copy in its session's place? The session goes to the trash.
ui-conflict-discard = Discard copy
ui-conflict-discard-ask = Move this copy to the trash?
ui-conflict-mark = { $count ->
        [one] 1 conflict copy
       *[other] { $count } conflict copies
    }
ui-conflict-review-note = A conflict copy, read-only: keep or discard it in History.
ui-result-duration = { $hours ->
    [0] Played for { $minutes } min
   *[other] Played for { $hours } h { $minutes } min
}
ui-result-board = Show the board
ui-result-review = Review
ui-result-rematch = Rematch
ui-result-standings = Final standings
ui-result-show = Result
ui-turn-now = Now it is { $name }'s turn
ui-chart-entries = Entry
ui-chart-goal = Win threshold: { $value }
# Why a file was not imported, before the technical detail.
ui-import-why-missing = there is no file or folder of that name.
ui-import-why-empty-folder = the folder holds no session file (.json).
ui-import-why-unreadable = the file could not be read.
ui-import-why-too-large = the file is too large to be a session.
ui-import-why-not-a-session = it is not a Tablekeeper session, or it is damaged.
ui-import-why-unknown-fields = it has fields Tablekeeper does not know (a typo?).
ui-import-why-control-character = a name in it holds control characters.
ui-import-why-refused-entry = the rules refuse one of its log entries.
ui-import-why-not-saved = it could not be saved in the data folder.
# The desktop could not show a file dialog (a failed portal).
ui-dialog-failed = The desktop's file dialog did not open: type the file's path instead.

## The live page for phones
share-turn = { $name } to play
share-live = Live
share-offline = Reconnecting…
share-log = Last changes
share-empty = Nothing has happened yet.
share-act-no-control = This phone has no such control now.
share-act-not-saved = Not saved on the host computer: { $error }
share-seats = Scores
share-seats-player = Player
share-seat-yours = Your seat: { $name }
share-seat-undo = Undo my last change
share-said-seat = { $name }: { $changes }.
share-said-number = { $label } { $value } ({ $change })
ui-share = Show on phones
ui-share-stop = Stop showing
ui-share-here = This computer only
ui-share-network = Phones on this network
ui-share-seats = Each phone controls its own seat
ui-share-viewers = Viewers
ui-share-seat-open = { $name } (connected)
ui-share-seat-waiting = { $name } (not yet)
ui-share-seat-link = { $name }’s link, for their phone only:
ui-share-new-links = New links
ui-share-open = Open this address in a browser:
ui-share-browser = Open in browser
ui-share-browser-failed = Could not open the browser: { $error }
ui-share-failed = Could not show the game on phones: { $error }
ui-share-no-network = This computer is on no network a phone could reach; showing on this computer only.
cli-serve-at = Showing { $session } at { $url } (Ctrl+C stops).

## The clock
ui-clock = Played { $time }
ui-clock-turn = { $name }: { $time } thinking
ui-clock-paused = Paused: { $time } played
ui-clock-pause = Pause
ui-clock-resume = Resume
ui-log-paused = Paused { $from } to { $to } ({ $length })
ui-log-paused-now = Paused since { $from }
ui-log-left = Not open { $from } to { $to } ({ $length })
ui-log-left-now = Not open since { $from }
ui-timer = Turn timer
ui-timer-off = Off
ui-timer-minutes = { $minutes } min
ui-timer-seconds = { $seconds } s
ui-timer-out = Time!

## The live page for phones: the standings of the session's event
share-event-after = { $round ->
        [0] Standings: no round finished yet
       *[other] Standings after round { $round }
    }
share-event-rank = #
share-event-player = Player
share-event-points = Pts
share-event-record = W–D–L
share-event-dropped = dropped
share-event-here = this table

## The printable standings sheet (src/event/sheet.rs)
sheet-standings = Standings
sheet-after = { $rounds ->
        [0] before the first round
        [one] after { $rounds } round
       *[other] after { $rounds } rounds
    }
sheet-during = round { $round } under way
sheet-printed = printed { $time }
sheet-rank = #
sheet-player = Player
sheet-points = Points
sheet-record = W–D–L
sheet-byes = Byes
sheet-omw = OMW
sheet-gw = GW
sheet-ogw = OGW
sheet-percent = { $percent }%
sheet-dropped = dropped
sheet-pairings = Round { $round } pairings
sheet-table = Table { $table }: { $players }
sheet-table-game = Table { $table } ({ $game }): { $players }
sheet-bye = Bye: { $name }
sheet-legend = W–D–L: wins (byes included), draws, losses. Ties on points are broken by OMW (opponents’ match-win percentage), then GW (game-win percentage), then OGW (opponents’ game-win percentage).
