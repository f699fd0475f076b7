# karth — strings of this game's tracker (en). Keys must match in every language.

rule-karth-factions = Give a faction for each of the { $count } players, or none.
rule-karth-goal = Win thresholds are positive numbers.
rule-karth-player-out = { $player } is out of the game.
rule-karth-positive = The amount must be at least 1.
rule-karth-negative = That number cannot be negative.
rule-karth-no-unit = There is no unit { $unit } on the battlefield.
rule-karth-overspend = { $player } has { $have } { $resource ->
        [gold] Gold
        [se] SE
       *[kp] KP
    } and cannot spend { $amount }.
rule-karth-not-your-turn = It is not { $player }'s turn to collect.
rule-karth-collected = { $player } has already collected gold and SE this turn.
rule-karth-decline = Only a hidden hero with { -golden-coffers } may decline its gold ({ $unit } cannot).
rule-karth-nobody-left = Nobody is left to take the turn.
rule-karth-unit-unknown = “{ $unit }” has not been seen yet: give its hit points, SE, Kill Points and bounty.
rule-karth-who-killed = { $unit } dies from this: say who killed it, to credit the Kill Points and bounty.
rule-karth-own-kill = A player does not collect the Kill Points of their own { $unit }.
rule-karth-ally-kill = { $killer } is { $unit }’s teammate: when an allied unit dies, the opponent takes the kill and the bounty.
rule-karth-collect-first = { $player } has already played this turn: collecting gold and SE is the first step of a turn.
log-karth-resource = Turn { $turn }: { $player } { $resource ->
        [gold] Gold
        [se] SE
       *[kp] KP
    } { $old } → { $new }
log-karth-collect = Turn { $turn }: { $player } collects: gold { $gold_old } → { $gold_new }, SE { $se_old } → { $se_new }
log-karth-end-turn = Turn { $turn }: { $side } { $members ->
       *[one] ends
        [other] end
    } the turn; { $next } { $next_members ->
       *[one] plays
        [other] play
    }.
log-karth-add-unit = Turn { $turn }: { $player } brings { $unit } onto the battlefield ({ $hp } HP){ $cost ->
        [0] .
       *[other] {""} for { $cost } gold, Gold { $old } → { $new }.
    }
log-karth-damage = Turn { $turn }: { $unit } ({ $owner }) takes { $amount } damage, HP { $old } → { $new }.{ $killed ->
        [0] {""}
       *[other] {" "}Killed by { $killer }: +{ $kp } KP, +{ $bounty } gold.
    }
log-karth-hit = Turn { $turn }: { $base } + { $bonus } − { $resistance } { $kind ->
        [magic] MR
        [poison] PR
       *[physical] AR
    } at { $percent }% = { $amount } damage to { $unit } ({ $owner }), HP { $old } → { $new }.{ $killed ->
        [0] {""}
       *[other] {" "}Killed by { $killer }: +{ $kp } KP, +{ $bounty } gold.
    }
log-karth-heal = Turn { $turn }: { $unit } heals, HP { $old } → { $new }.
log-karth-mark = Turn { $turn }: { $unit } marked{ $hidden ->
        [1] , hidden
       *[other] {""}
    }{ $stunned ->
        [1] , stunned
       *[other] {""}
    }{ $new ->
        [1] , new-spawned
       *[other] {""}
    }
log-karth-remove = Turn { $turn }: { $unit } ({ $player }) leaves the battlefield.
log-karth-buy-back = Turn { $turn }: { $player } buys back { $item }, gold { $old } → { $new }.
log-karth-knock-out = Turn { $turn }: { $player } is knocked out: all their spawners are taken.
log-karth-concede = Turn { $turn }: { $player } concedes.
win-karth-gold = { $side } reached { $gold } unspent gold (the goal is { $goal }).
win-karth-kp = { $side } reached { $kp } Kill Points (the goal is { $goal }).
win-karth-last-standing = { $side } { $members ->
        [one] is
       *[other] are
    } the last left standing.
win-karth-last-after = { $quitter } { $why ->
        [conceded] conceded
       *[other] { $quitters ->
            [one] was
           *[other] were
        } knocked out
    }; { $side } { $members ->
        [one] is
       *[other] are
    } the last left standing.
win-karth-nobody = Everyone is out: nobody wins.
label-karth-gold = Gold
label-karth-se = SE
label-karth-kp = KP
label-karth-units = Units
label-karth-team-gold = Team gold
label-karth-team-kp = Team KP
remark-karth-knocked-out = knocked out
remark-karth-conceded = conceded
remark-karth-to-play = plays turn { $turn }
help-karth-1v1 = The rulebook gives no thresholds for 1v1 Classic: Tablekeeper uses the free-for-all ones (40 unspent gold or 25 Kill Points). Change them here if your table plays otherwise.
help-karth-damage = Damage (p.9): base + bonuses − the target's resistance to the damage type (physical: armor AR, magic: magic resist MR, poison: poison resist PR); at least 1; fractions round up.

## The window
ui-karth-mode = Mode
ui-karth-classic = 1v1 Classic
ui-karth-two-v-two = 2v2 Co-op
ui-karth-free-for-all = Free-for-all (3–4)
ui-karth-factions = Factions (click to switch)
ui-karth-allegiance = Allegiance (Elf)
ui-karth-shard = Shard (Goblin)
ui-karth-first = Plays first
ui-karth-goals = Win thresholds
ui-karth-gold-goal = Unspent gold that wins
ui-karth-kp-goal = Kill Points that win
ui-karth-teams-help = 2v2: the first two players are one team, the last two the other; gold stays per player but the team wins on its combined gold and Kill Points.
ui-karth-turn = Turn { $turn }: { $side } { $members ->
        [one] plays
       *[other] play
    }
ui-karth-team-line = Team: { $gold } / { $gold_goal } gold · { $kp } / { $kp_goal } KP
ui-karth-collect = Collect
ui-karth-collect-gives = +{ $gold } gold, +{ $se } SE
ui-karth-cemetery = { $count ->
        [one] One dead: { $units }
       *[other] { $count } dead: { $units }
    }
ui-karth-knock-out = Knocked out
ui-karth-knock-out-ask = Knocked out?
ui-karth-concede = Concede
ui-karth-concede-ask = Concede?
ui-karth-hidden = hidden
ui-karth-stunned = stunned
ui-karth-new = new
ui-karth-new-unit-for = New unit for
ui-karth-hp = HP
ui-karth-bounty = bounty
ui-karth-hire-cost = cost (gold)
ui-karth-coffers = { -golden-coffers }
ui-karth-add-unit = Add unit
ui-karth-known = Seen before:
ui-karth-known-card = + { $unit }{ $cost ->
        [0] {""}
       *[other] {" "}· { $cost } gold
    }
ui-karth-base = base
ui-karth-bonus = bonus
ui-karth-resistance = resist
ui-karth-hit = Hit
ui-karth-killer = Kill goes to:
ui-karth-keys = Keys: ↑↓ player · ←→ Gold, SE, KP · + − change it · Tab next field · Alt+C collect · Alt+X collect without hidden coffers · Alt+E end turn · Alt+N new unit · Alt+G { -golden-coffers } · Alt+1…9 a card seen before · Alt+T next unit as target (Alt+Shift+T back) · digits base damage, Enter hit · Alt+− Alt++ its HP · Alt+H hidden · Alt+S stunned · Alt+W new · Alt+R remove · Alt+P, M, O AR, MR, PR · Alt+I who takes the kill · Alt+D damage · Alt+B player · Alt+K knocked out, Alt+Q concede (twice: yes) · Esc drops the target, leaves a field · Ctrl+Z undo
ui-karth-keys-button = Keys

## Reports
detail-karth-goals = Win: { $gold } unspent gold or { $kp } Kill Points (2v2: team totals); or be the last standing.
detail-karth-unit = Unit #{ $id } { $unit } ({ $owner }): { $hp }/{ $max } HP{ $hidden ->
        [1] , hidden
       *[other] {""}
    }{ $stunned ->
        [1] , stunned
       *[other] {""}
    }{ $new ->
        [1] , new-spawned
       *[other] {""}
    }
ui-karth-collect-declining = Collect, no hidden coffers
ui-karth-physical = AR
ui-karth-magic = MR
ui-karth-poison = PR
ui-karth-buy-back = { $player } buys back an item:
ui-karth-item = item
ui-karth-cost = gold
ui-karth-buy = Buy back
piece-karth-unit = Unit #{ $id }
label-karth-hp = HP
label-karth-max-hp = Max HP
remark-karth-stunned = stunned
remark-karth-hidden = hidden
remark-karth-new = new
ui-karth-allegiance-short = Elf
ui-karth-shard-short = Goblin
ui-karth-collect-tip = Collecting is the first step of a turn (Alt+C).
ui-karth-gone = ✝ { $unit } (gone)
ui-karth-hp-left = { $left }/{ $max } HP
ui-karth-tab-unit = New unit
ui-karth-tab-damage = Damage
ui-karth-tab-player = Player
ui-karth-leave = { $player } leaves the game:
ui-karth-end-turn = End turn
ui-karth-no-target = Target: click a unit's name in its seat.
ui-karth-target = Target: { $unit } ({ $owner })
ui-karth-pick-target = Pick a target first: click a unit's name in its seat.
help-karth-buy-back = When a unit dies, its owner may buy back an equipped item for its value in gold.
ui-karth-why-out = out of the game
ui-karth-why-turn = not their turn
ui-karth-why-collected = collected ✓
ui-karth-why-acted = already played
