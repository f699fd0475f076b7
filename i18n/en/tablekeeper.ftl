# Tablekeeper — English. Core, sessions, store, CLI, window and Custom counters.
# Every other language must define exactly these keys (a test checks).

app-name = Tablekeeper

## Terms: the games' names and the words every file shares, written once
## (see style.md beside this file). Terms are not messages: the window
## never asks for them by key.
-karth = Heroes of Karth: Deathmatch
-hero-realms = Hero Realms
-kharnage = Kharnage
-koth = Koth
-kings-armory = The King's Armory
-gauntlet = The Gauntlet
-golden-coffers = Golden Coffers

## Games
game-custom = Custom counters
game-karth = { -karth }
game-hero-realms = { -hero-realms }
game-kharnage = { -kharnage }
game-koth = { -koth }
game-kings-armory = { -kings-armory }
game-custom-about = Any players, any named counters, an optional win rule.
game-custom-seats = 1 to 12 players
game-karth-about = Gold, Spiritual Energy, Kill Points and every unit’s hit points.
game-karth-seats = 2 to 4 players: 1v1, 2v2, free-for-all
game-hero-realms-about = Health, the turn’s Gold and Combat, champions and guards.
game-hero-realms-seats = 2 to 6 players, five formats
game-kharnage-about = Initiative, cards destroyed and the domination skulls of four rounds.
game-kharnage-seats = 2 to 4 armies
game-koth-about = Command Points, the five columns, the deck and the battle.
game-koth-seats = 2 players
game-kings-armory-about = The Castle Gate, heroes and monsters per wave, the team’s gold.
game-kings-armory-seats = 1 to 7 heroes, cooperative

## Rules shared by every game
rule-player-count = This game needs { $exact ->
        [1] exactly { $max } players
       *[other] { $min } to { $max } players
    } (there { $count ->
        [one] is 1
       *[other] are { $count }
    }).
rule-control-character = { $field } holds a control character (a line break, tab, escape or direction override): names and notes are one plain line.
rule-name-empty = Every name must have at least one letter.
rule-name-too-long = The name “{ $name }” is longer than { $max } characters.
rule-name-repeated = Two names are the same: “{ $name }”.
rule-roster-taken = “{ $name }” is someone else’s name: merge the two instead.
rule-roster-same = These are already one person: { $name }.
rule-roster-unknown = Nobody is written “{ $name }”.
rule-roster-own-name = “{ $name }” is the person’s own name, not another spelling of it.
rule-turn-timer = A turn timer runs from { $min } seconds to { $max } seconds, not { $seconds }.
rule-event-name-empty = An event needs a name.
rule-event-no-game = An event needs at least one game.
rule-event-player-empty = Every player of an event needs a name.
rule-event-player-too-long = The name “{ $name }” is longer than { $max } characters.
rule-event-player-repeated = “{ $name }” is in the event twice.
rule-event-too-few = An event needs at least 2 players, not { $count }.
rule-event-round-open = Round { $round } still has a table without a result.
rule-event-round-played = Round { $round } has results already; it stays paired.
rule-event-no-round = There is no round { $round }.
rule-event-no-table = Round { $round } has no table { $table }.
rule-event-no-result = Table { $table } of round { $round } has no result to clear.
rule-event-results-stand = Round { $round }’s results stand: round { $next } is paired on them.
rule-event-not-at-table = { $name } did not play at table { $table } in round { $round }.
rule-event-places = The places at table { $table } in round { $round } must name each of its players once.
rule-event-unknown-player = Nobody called “{ $name }” plays in this event.
rule-event-already-dropped = { $name } has dropped out already.
rule-event-not-dropped = { $name } has not dropped out.
rule-event-no-draw = { $game } has no draw: table { $table } of round { $round } needs a winner or places.
rule-event-coop = { $game } is played together against the game: an event cannot pair it.
rule-event-no-pods = { $game } is a game for two: an event of it pairs tables of two, not pods.
rule-event-seated-twice = { $name } has two seats in round { $round }.
rule-event-format = This event file is format { $format }, which this Tablekeeper cannot read.
rule-event-empty-table = Table { $table } of round { $round } has no players.
rule-event-table-size = Table { $table } of round { $round } seats { $count } players, more or fewer than its game and the event's seating allow.
rule-event-table-game = Table { $table } of round { $round } plays { $game }, which is not one of the event's games.
rule-unknown-player = There is no player number { $index }.
rule-number-too-large = Numbers are kept between −{ $max } and { $max }.
rule-unknown-rules-version = This session was played under version { $version } of the { $game } rules; this Tablekeeper knows versions 1 to { $newest }.
rule-wrong-game = That action does not belong to a { $game } game.

## Custom counters
rule-custom-counter-count = A custom game needs 1 to { $max } counters.
rule-custom-step = The step of “{ $counter }” must be a positive number.
rule-custom-start-out-of-range = The start value of “{ $counter }” lies outside its minimum and maximum.
rule-custom-unknown-counter = There is no counter number { $index }.
rule-custom-target-reached-at-start = “{ $counter }” already starts at { $target } or more, so the game would be won before it begins.
rule-custom-last-needs-two = “Last player above” needs at least two players.
rule-custom-out-at-start = “{ $counter }” starts at or below { $above }, so everyone would be out before the game begins.
rule-custom-below-min = “{ $counter }” cannot go below { $min }.
rule-custom-above-max = “{ $counter }” cannot go above { $max }.
rule-custom-dice-count = A roll has 1 to { $max } dice.
rule-custom-die-sides = A die has { $min } to { $max } sides, not { $sides }.
rule-custom-die-result = A d{ $sides } cannot show { $result }.
log-custom-roll = { $count ->
        [1] Rolled a d{ $sides }: { $total }
       *[other] Rolled { $count }d{ $sides }: { $results } = { $total }
    }
log-custom-change = { $player }: { $counter } { $old } → { $new }
win-custom-reach = { $player } reached { $target } { $counter } first.
win-custom-last-above = { $player } is the last player with { $counter } above { $above }.
win-custom-nobody-left = Nobody has { $counter } above { $above }: nobody wins.
remark-out = out

## Sessions
session-replay-refused = Entry { $entry } no longer applies: { $reason }
session-closed = This game is decided. Reopen it to make changes.
session-nothing-to-undo = There is nothing to undo.
session-seat-undo = A phone undoes only its own last change, and only while nothing came after it.
session-nothing-to-redo = There is nothing to redo.
session-no-such-entry = There is no entry { $entry } in the log.
session-refused-entry = Read-only: entry { $entry } of the saved log is refused by the rules ({ $rule }): { $reason }
session-from-phone = { $line } (from { $seat }’s phone)

## Reports (show, export)
report-header-refused = Started { $created } · { $applied } { $applied ->
        [one] entry
       *[other] entries
    } applied · { $undone } not applied (read-only)
report-in-progress = In progress: nobody has won yet.
report-finished = Won by { $winners }: { $reason }
report-finished-lost = The table lost: { $reason }
report-finished-no-winner = Over, nobody won: { $reason }
report-header = Started { $created } · { $applied } { $applied ->
        [one] entry
       *[other] entries
    } applied · { $undone } undone
report-played = Played { $time }
report-paused = paused { $count ->
        [one] once
       *[other] { $count } times
    }, { $time }
report-log = Log
report-undone = (undone)
report-name = Name

## Command line
list-empty = No sessions yet.
list-game-mode = { $game } ({ $mode })
list-conflict = conflict copy of { $id }: { $file }
import-done = { $file }: imported as { $id }
import-renamed = { $file }: imported as { $id } (its id { $old } is already in use)
import-renamed-reserved = { $file }: imported as { $id } (its id { $old } is a name Windows keeps for a device)
import-already = { $file }: not imported, session { $id } is this same game
import-already-further = { $file }: not imported, session { $id } is this same game, further along
import-refused = { $count } of { $total } files not imported

# An export's file name refused on every system, as Windows could not
# hold it; said after the path ("out/CON.csv: …").
name-reserved = { $name } is a name Windows keeps for a device, so no file can have it there; choose another name
name-trailing = a file name that ends in a dot or a space is cut short on Windows; choose another name

stats-sessions = { $count ->
        [one] 1 session
       *[other] { $count } sessions
    }
stats-thinking = { $time } thinking a game on average, over { $games ->
        [one] 1 game
       *[other] { $games } games
    } played in turns
stats-player = { $player }: { $wins } of { $games ->
        [one] 1 game
       *[other] { $games } games
    } won ({ $percent } %), { $minutes } min on average
stats-game = { $game }: { $sessions ->
        [one] 1 session
       *[other] { $sessions } sessions
    }, { $finished } decided, { $average } min on average, the longest { $longest } min
stats-versus = { $a } against { $b }: { $games ->
        [one] 1 game
       *[other] { $games } games
    } together, { $a } won { $a_wins }, { $b } won { $b_wins }
# A list of names: "Ana, Bo and Cem" ($rest: the names before the last, with commas).
names-and = { $rest } and { $last }
# A list's dates: today and yesterday by name ($time: "9:40 PM", "21:40").
date-today = today, { $time }
date-yesterday = yesterday, { $time }
