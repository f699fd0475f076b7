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
rule-karth-decline = Only a hidden hero with Golden Coffers may decline its gold ({ $unit } cannot).
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
log-karth-end-turn = Turn { $turn }: { $side } ends the turn; { $next } plays.
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
help-karth-damage = Damage helper (p.9): base damage + bonuses − the target's matching resistance (physical: AR, magic: MR, poison: PR); at least 1; fractions round up.

## The window
ui-karth-mode = Mode
ui-karth-classic = 1v1 Classic
ui-karth-two-v-two = 2v2 Co-op
ui-karth-free-for-all = Free-for-all (3–4)
ui-karth-factions = Factions (click to switch)
ui-karth-allegiance = Allegiance (Elf)
ui-karth-shard = Shard (Goblin)
ui-karth-goals = Win thresholds
ui-karth-gold-goal = Unspent gold that wins
ui-karth-kp-goal = Kill Points that win
ui-karth-teams-help = 2v2: the first two players are one team, the last two the other; gold stays per player but the team wins on its combined gold and Kill Points.
ui-karth-turn = Turn { $turn }: { $side } to play
ui-karth-team-totals = { $side }: gold { $gold } / { $gold_goal }, KP { $kp } / { $kp_goal }
ui-karth-collect = Collect: +{ $gold } gold, +{ $se } SE
ui-karth-cemetery = Cemetery: { $units }
ui-karth-knock-out = knocked out
ui-karth-concede = concede
ui-karth-hidden = hidden
ui-karth-stunned = stunned
ui-karth-new = new
ui-karth-new-unit = New unit for { $player } (click a player's name to pick another):
ui-karth-hp = HP
ui-karth-bounty = bounty
ui-karth-hire-cost = cost (gold)
ui-karth-coffers = Golden Coffers
ui-karth-add-unit = Add unit
ui-karth-known = Seen before:
ui-karth-base = base
ui-karth-bonus = bonus
ui-karth-resistance = resist
ui-karth-hit = Hit
ui-karth-killer = The kill goes to:
ui-karth-keys = Keys: Up/Down pick a player, Left/Right pick Gold, SE or KP, + and − change it, C collects, E ends the turn, Ctrl+Z undoes.

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
ui-karth-collect-declining = Collect, declining hidden heroes' coffers: +{ $gold } gold, +{ $se } SE
ui-karth-kind = Damage type:
ui-karth-physical = physical (AR)
ui-karth-magic = magic (MR)
ui-karth-poison = poison (PR)
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
