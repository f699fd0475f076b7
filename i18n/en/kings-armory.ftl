# kings-armory — strings of The King's Armory tracker (en). Keys must match in every language.

## Setup
rule-kings_armory-hero-count = { -kings-armory } is played by 1 to { $max } heroes (there would be { $count }).
rule-kings_armory-setup-number = “{ $field }” must lie between { $min } and { $max } (it is { $value }).
rule-kings_armory-waves = A game has 5 waves (standard) or 7 (mega), not { $waves }.
rule-kings_armory-bosses = Two bosses are only for a 7-wave game; otherwise the final wave has one.
rule-kings_armory-mini-boss = A boss in wave 5 (the mini boss) is only for a 7-wave game.
rule-kings_armory-gauntlet-gate = In { -gauntlet } the Castle Gate always starts with { $gate } HP.
rule-kings_armory-solo-gold = The 150 gold before the first wave is for solo play with one hero.
rule-kings_armory-jump-gate = Jump Start at wave { $wave } takes { $damage } HP off the Castle Gate: start the gate with more than { $damage } HP.
rule-kings_armory-role = Jump Start needs to know whether { $hero } is an offensive or a utility ally (D1): say which.
rule-kings_armory-wave-standard = A standard game starts at wave 1: give a wave only for Jump Start, Single Wave or { -gauntlet }.
rule-kings_armory-wave-missing = Say which wave to play (Jump Start: 2 to 7; Single Wave and { -gauntlet }: 1 to 7).
rule-kings_armory-three-stars-one-wave = 3 Stars changes the reward cards after a wave; Single Wave and { -gauntlet } have no wave after.
rule-kings_armory-row-unused = The table { $table } row only applies to its own variant: leave it out.
rule-kings_armory-row-missing = The manual prints table { $table } for 2 to 4 heroes only; with { $heroes } { $heroes ->
        [one] hero
       *[other] heroes
    } give its numbers yourselves (from the publisher's website).
rule-kings_armory-towers-from-table = In { -gauntlet } the starting towers come from table H-3: leave “towers” out.
rule-kings_armory-towers-missing = Say how many towers you start with (the Wave Card's Hero Scaling Grid).

## Refusals during play
rule-kings_armory-positive = The number must be at least 1 (it is { $amount }).
rule-kings_armory-negative = That number cannot be negative ({ $amount }).
rule-kings_armory-not-in-wave = No wave is being played now.
rule-kings_armory-foes-round-only = Monsters enter, take their upkeep and attack during the foes' round.
rule-kings_armory-between-only = That is done in the Between Waves Phase.
rule-kings_armory-shop-closed = Gold is spent before the first wave and between waves (in { -gauntlet }, after each foes' round); only reinforcement cards may be bought during a wave.
rule-kings_armory-gold = { $item ->
        [tower] A tower
        [unlock] Unlocking equipment
        [equipment] New equipment
        [reinforcement] A reinforcement card
        [armory] The Armory Card
        [level_up] The level-up
        [foot_soldier] A Foot Soldier
        [archer] An Archer
        [sorcerer] A Sorcerer
        [psionicist] A Psionicist
       *[cleric] A Cleric
    } costs { $price } gold; the team has { $gold }.
rule-kings_armory-no-hero = There is no hero number { $hero }.
rule-kings_armory-hero-left = { $hero } has left the game.
rule-kings_armory-no-hireable = There is no hireable number { $hireable }.
rule-kings_armory-hireable-gone = { $name } was defeated and is gone for the game.
rule-kings_armory-no-monster = There is no monster #{ $monster } on the board.
rule-kings_armory-game-over = The game is over.
rule-kings_armory-knocked-out = { $hero } is knocked out until the heal step between waves.
rule-kings_armory-immune = { $who } is immune to { $kind ->
            [melee] melee
            [ranged] ranged
            [supernatural] supernatural
           *[non_resistible] non-resistible
        } damage.
rule-kings_armory-full-hp = { $who } is at full HP.
rule-kings_armory-no-status = { $who } has no { $status ->
            [bleed] Bleed
            [burn] Burn
            [slow] Slow
            [stun] Stun
           *[bless] Bless
        } token.
rule-kings_armory-boss-instant = Bosses are immune to being instantly defeated ({ $who }); deal damage instead.
rule-kings_armory-boss-level = A boss has no level 1–5: leave the level out.
rule-kings_armory-level-missing = Give the monster's level, 1 to 5 (or mark it as a boss).
rule-kings_armory-level = Monster levels run from 1 to 5 (not { $level }).
rule-kings_armory-too-many-monsters = No more monsters can be numbered in this game.
rule-kings_armory-gauntlet-boss = In { -gauntlet } a boss arrives every { $every } foes' rounds, one at a time.
rule-kings_armory-no-boss = { $bosses ->
        [0] Wave { $wave } brings no boss.
        [one] Wave { $wave }'s boss has already entered.
       *[other] Both of wave { $wave }'s bosses have already entered.
    }
rule-kings_armory-status-immune = { $who } is immune to { $status ->
            [bleed] Bleed
            [burn] Burn
            [slow] Slow
            [stun] Stun
           *[bless] Bless
        }.
rule-kings_armory-status-cap = { $who } already has { $cap } { $status ->
            [bleed] Bleed
            [burn] Burn
            [slow] Slow
            [stun] Stun
           *[bless] Bless
        } { $cap ->
        [one] token
       *[other] tokens
    }, the most it may carry.
rule-kings_armory-upkeep-done = { $who } has had its upkeep this round.
rule-kings_armory-upkeep-nothing = { $who } has no Bleed, Burn or Stun to resolve.
rule-kings_armory-rolls = An “x” monster rolls at least twice (x2, x3…), not { $rolls } times.
rule-kings_armory-never-enters = Bosses and siege equipment never move into the Castle Gate ({ $who }): they attack it from where they stand.
rule-kings_armory-jump-requires = Jump Start at wave { $wave } requires { $need } { $what ->
        [towers] extra towers
        [equipment] unlocked equipment
       *[hireables] hireables
    } before the first wave (there { $have ->
        [one] is
       *[other] are
    } { $have }).
rule-kings_armory-jump-hold = All starting rewards are spent before the first wave, save at most { $hold } gold (the team holds { $gold }).
rule-kings_armory-wave-on = A wave is already being played.
rule-kings_armory-heal-first = Step 1 between waves is the heal: apply it first.
rule-kings_armory-cards-due = Enter the { $cards } starting reward { $cards ->
        [one] card
       *[other] cards
    } first.
rule-kings_armory-healed = The heal step of this Between Waves Phase is done.
rule-kings_armory-gauntlet-endless = { -gauntlet }'s wave never ends.
rule-kings_armory-foes-standing = { $count } { $count ->
        [one] monster is
       *[other] monsters are
    } still on the board.
rule-kings_armory-no-foes-yet = No foe has entered this wave yet.
rule-kings_armory-boss-to-come = { $entered } of the wave's { $due } { $due ->
        [one] boss has
       *[other] bosses have
    } entered: the wave ends when the boss has come and been defeated.
rule-kings_armory-hire-cap = { $cap } { $class ->
            [foot_soldier] Foot Soldiers
            [archer] Archers
            [sorcerer] Sorcerers
            [psionicist] Psionicists
           *[cleric] Clerics
        } have been hired this game, the most there can be (defeated ones cannot be re-hired).
rule-kings_armory-max-level = { $who } is already level 3.
rule-kings_armory-jump-level = Before the first Jump Start wave hireables go up to level { $max } only ({ $who }).
rule-kings_armory-last-hero = The last hero cannot leave.
rule-kings_armory-hero-here = { $who } is at the table.
rule-kings_armory-hero-played = { $who } has been played in this game: choose an unplayed hero (a hero who left comes back as they were).
rule-kings_armory-no-reward-due = Reward cards are drawn between waves.
rule-kings_armory-reward-value = Reward cards are worth 50, 100, 150 or 250 gold (not { $value }).
rule-kings_armory-no-tower = There is no tower left.
rule-kings_armory-unlocked-both = Both of { $who }'s pieces of equipment are unlocked.
rule-kings_armory-equipment-locked = New equipment is for sale once a hero has unlocked both starting pieces.
rule-kings_armory-no-equipment = The team holds no unlocked equipment to sell.
rule-kings_armory-reinforcement-cap = The team may hold { $cap } reinforcement { $cap ->
        [one] card
       *[other] cards
    } at most now: play one first.
rule-kings_armory-no-reinforcement = The team holds no reinforcement card.
rule-kings_armory-armory-jump = In Jump Start no Armory Card may be bought until one whole wave has been played through.
rule-kings_armory-armory-held = The team already holds the Armory Card: use it first.
rule-kings_armory-no-armory = The team holds no Armory Card.

## Log
log-kings_armory-gate-falls = The Castle Gate falls.
log-kings_armory-heroes-fall = Every hero is knocked out.
log-kings_armory-defeated = { $who } { $kind ->
        [hero] is knocked out.
        [hireable] is defeated and gone for the game.
       *[other] is defeated.
    }
log-kings_armory-damage = { $who } takes { $dealt } { $kind ->
            [melee] melee
            [ranged] ranged
            [supernatural] supernatural
           *[non_resistible] non-resistible
        } damage, { $taken } after resistance: HP { $old } → { $new }.
log-kings_armory-heal = { $who } heals: HP { $old } → { $new }.
log-kings_armory-status-off = { $who }: { $status ->
            [bleed] Bleed
            [burn] Burn
            [slow] Slow
            [stun] Stun
           *[bless] Bless
        } { $old } → { $new }.
log-kings_armory-instant-defeat = { $who } is defeated at once.
log-kings_armory-enters = { $who } enters ({ $level ->
        [0] boss
       *[other] level { $level }
    }, { $hp } HP).
log-kings_armory-status-on = { $who }: { $status ->
            [bleed] Bleed
            [burn] Burn
            [slow] Slow
            [stun] Stun
           *[bless] Bless
        } { $old } → { $new }.
log-kings_armory-status-swap = { $who }: the new { $status ->
            [bleed] Bleed
            [burn] Burn
            [slow] Slow
            [stun] Stun
           *[bless] Bless
        } removes one { $other ->
            [bleed] Bleed
            [burn] Burn
            [slow] Slow
            [stun] Stun
           *[bless] Bless
        } ({ $new } left).
log-kings_armory-upkeep = Upkeep of { $who }: { $bleed } Bleed + { $burn } Burn = { $damage } non-resistible damage, HP { $old } → { $new }.
log-kings_armory-burn-immune = { $who } is immune to supernatural damage: its Burn does no damage.
log-kings_armory-stun-skips = { $who } loses its Stun token and skips the rest of its turn.
log-kings_armory-reach-gate = { $who } reaches the Castle Gate: { $damage }{ $plus ->
        [0] {""}
       *[other] {" "}+ { $plus }
    } damage{ $rolls ->
        [0] {""}
       *[other] {" "}× { $times } (x{ $rolls })
    }, gate { $old } → { $new }; the Armory's defenders finish it.
log-kings_armory-attack-gate = { $who } attacks the Castle Gate: { $damage }{ $plus ->
        [0] {""}
       *[other] {" "}+ { $plus }
    } damage{ $rolls ->
        [0] {""}
       *[other] {" "}× { $times } (x{ $rolls })
    }, gate { $old } → { $new }.
log-kings_armory-wave-starts = { $gauntlet ->
        [1] { -gauntlet } begins at wave { $wave }: foes' round 1.
       *[other] Wave { $wave } of { $waves } begins: foes' round 1.
    }
log-kings_armory-players-round = Players' round { $round }.
log-kings_armory-foes-round = Foes' round { $round }.
log-kings_armory-unbless = { $who }'s Bless token is removed.
log-kings_armory-gauntlet-rewards = Foes' round { $round } survived: draw { $cards } reward { $cards ->
        [one] card
       *[other] cards
    }.
log-kings_armory-revived = { $who } is back on their feet with { $hp } HP.
log-kings_armory-healed = { $who } heals: HP { $old } → { $new }.
log-kings_armory-heal-step = Between waves, step 1: heal ({ $healed } healed, { $revived } revived).
log-kings_armory-wave-ends = Wave { $wave } is won: every foe is defeated.
log-kings_armory-victory = { -kings-armory } stands, the gate at { $gate } HP.
log-kings_armory-mini-boss-cards = The mini boss is beaten: draw 2 more reward cards.
log-kings_armory-star-gate = 3 Stars: +1 reward card, the Castle Gate took no damage.
log-kings_armory-star-allies = 3 Stars: +1 reward card, no hero or hireable took damage.
log-kings_armory-star-lost = 3 Stars: −{ $cards } reward { $cards ->
        [one] card
       *[other] cards
    }, the gate took { $damage } damage (one card per 3 or part of 3).
log-kings_armory-star-total = 3 Stars after this wave: { $cards ->
        [0] no change to the reward cards.
       *[other] { $cards } reward cards net.
    }
log-kings_armory-hire = { $who } the { $class ->
            [foot_soldier] Foot Soldier
            [archer] Archer
            [sorcerer] Sorcerer
            [psionicist] Psionicist
           *[cleric] Cleric
        } is hired ({ $hp } HP) for { $cost } gold: gold { $old } → { $new }.
log-kings_armory-level-up = { $who } reaches level { $level } for { $cost } gold (gold { $gold_old } → { $gold_new }) and heals: HP { $old } → { $new }.
log-kings_armory-hero-leaves = { $player } leaves; { $who } sets out with { $hp } HP.
log-kings_armory-hero-returns = { $who } returns with { $player } and { $hp } HP.
log-kings_armory-hero-joins = { $player } joins with { $who }: { $hp } of { $max } HP (wave { $wave } is about to begin).
log-kings_armory-reward = Reward card of { $value } gold: gold { $old } → { $new }.{ $due ->
        [0] {""}
       *[other] {" "}{ $due } more to enter.
    }
log-kings_armory-build-tower = A tower is built: gold { $old } → { $new }, { $towers } towers.
log-kings_armory-sell-tower = A tower is sold: gold { $old } → { $new }, { $towers } towers.
log-kings_armory-tower-destroyed = A tower is destroyed: { $towers } left.
log-kings_armory-unlock = { $who } unlocks a piece of equipment ({ $unlocked } of 2): gold { $old } → { $new }.{ $opens ->
        [1] {" "}New equipment is now for sale.
       *[other] {""}
    }
log-kings_armory-buy-equipment = New equipment bought: gold { $old } → { $new }.
log-kings_armory-sell-equipment = Equipment sold: gold { $old } → { $new }.
log-kings_armory-buy-reinforcement = A reinforcement card is bought: gold { $old } → { $new }, { $held } held.
log-kings_armory-play-reinforcement = A reinforcement card is played ({ $held } held).
log-kings_armory-buy-armory = The Armory Card is bought for { $price } gold: gold { $old } → { $new }.
log-kings_armory-play-armory = The Armory Card is played.

## The end
win-kings_armory-victory = Every foe of { $waves } { $waves ->
        [one] wave
       *[other] waves
    } is defeated, the bosses too, and the Castle Gate stands at { $gate } of { $max } HP.
win-kings_armory-gate = { $gauntlet ->
        [1] The Castle Gate fell in foes' round { $round } of { -gauntlet }; the table survived { $score } foes' { $score ->
            [one] round
           *[other] rounds
        }.
       *[other] The Castle Gate was reduced to 0 HP in wave { $wave }.
    }
win-kings_armory-heroes = { $gauntlet ->
        [1] Every hero was knocked out in round { $round } of { -gauntlet }; the table survived { $score } foes' { $score ->
            [one] round
           *[other] rounds
        }.
       *[other] Every hero was knocked out in wave { $wave }.
    }

## Standings and reports
label-kings_armory-hp = HP
label-kings_armory-max-hp = Max HP
label-kings_armory-heal-rate = Heal rate
label-kings_armory-gate = Castle Gate
label-kings_armory-gate-max = Gate max
label-kings_armory-gold = Gold
label-kings_armory-wave = Wave
label-kings_armory-waves = Waves
label-kings_armory-round = Round
label-kings_armory-towers = Towers
label-kings_armory-reinforcements = Reinforcements
label-kings_armory-armory = Armory Card
label-kings_armory-equipment = Unlocked equipment
label-kings_armory-score = { $gauntlet ->
        [1] Foes' rounds survived
       *[other] 3 Stars cards
    }
remark-kings_armory-hero = { $hero }{ $state ->
        [knocked_out] , knocked out
        [left] , left the game
       *[other] {""}
    }
detail-kings_armory-gate = Castle Gate: { $hp } of { $max } HP.
detail-kings_armory-gold = The team's gold: { $gold }.
detail-kings_armory-where = { $phase ->
        [prepare] Before wave { $wave }.
        [between] Between waves, before wave { $wave }.
       *[wave] Wave { $wave }{ $waves ->
            [0] {""}
           *[other] {" "}of { $waves }
        }, { $side ->
            [foes] foes' round
           *[players] players' round
        } { $round }.
    }
detail-kings_armory-stock = Towers { $towers }, reinforcement cards { $reinforcements }, Armory Card { $armory }, unlocked equipment { $equipment }.
detail-kings_armory-score = { $gauntlet ->
        [1] Foes' rounds survived: { $score }.
       *[other] 3 Stars: { $score } reward cards won or lost in all.
    }
detail-kings_armory-reverse-hp = Reverse HP tracking: damage tokens count up on the table.
detail-kings_armory-hireable = { $who }, { $class ->
            [foot_soldier] Foot Soldier
            [archer] Archer
            [sorcerer] Sorcerer
            [psionicist] Psionicist
           *[cleric] Cleric
        } level { $level }: { $defeated ->
        [1] defeated, gone for the game
       *[other] { $hp } of { $max } HP
    }.
detail-kings_armory-monster = { $who } ({ $level ->
        [0] boss
       *[other] level { $level }
    }): { $hp } of { $max } HP{ $bleed ->
        [0] {""}
       *[other] , Bleed { $bleed }
    }{ $burn ->
        [0] {""}
       *[other] , Burn { $burn }
    }{ $slow ->
        [0] {""}
       *[other] , Slow { $slow }
    }{ $stun ->
        [0] {""}
       *[other] , stunned
    }{ $bless ->
        [0] {""}
       *[other] , blessed
    }.

## Reminders
reminder-kings_armory-gauntlet-foes = { $foes } { $foes ->
        [one] monster arrives
       *[other] monsters arrive
    } this foes' round.
reminder-kings_armory-boss-now = A boss arrives this foes' round, after the other monsters have taken their turns.
reminder-kings_armory-delayed-rest = Delayed entry: the rest of the wave's monsters enter now, after those on the board have taken their turns.
reminder-kings_armory-cards-due = Draw and enter { $cards } reward { $cards ->
        [one] card
       *[other] cards
    }.
reminder-kings_armory-jump-start = Before the first wave: { $towers } extra towers, { $equipment } unlocked equipment, { $hireables } hireables (up to level { $level }), at most { $reinforcements } reinforcement cards, and no more than 200 gold kept.
reminder-kings_armory-heal-step = Between waves: start with the heal step.
reminder-kings_armory-stars = 3 Stars: { $cards ->
        [0] no change to the reward cards this time.
       *[other] { $cards } reward cards this time.
    }
reminder-kings_armory-mini-boss-cards = The mini boss was beaten: draw 2 more reward cards.
reminder-kings_armory-boss-due = { $left ->
        [one] The boss arrives
       *[other] The first boss arrives
    } on foes' round { $round }.
reminder-kings_armory-gauntlet-boss = The next boss arrives on foes' round { $round }.
reminder-kings_armory-towers = { $allies } allies but room for { $room } (3 per tower, 1 per parapet): build a tower or the newest hireables sit out.
reminder-kings_armory-reinforcement-cap = At most { $cap } reinforcement cards may be held for now.
piece-kings_armory-monster = { $boss ->
        [1] Boss
       *[other] Monster
    }
piece-kings_armory-hero = Hero
piece-kings_armory-hireable = Hireable
label-kings_armory-bleed = Bleed
label-kings_armory-burn = Burn
label-kings_armory-slow = Slow
label-kings_armory-stun = Stun
label-kings_armory-bless = Bless
remark-kings_armory-defeated = defeated
remark-kings_armory-down = knocked out
remark-kings_armory-left = left the game

## The window
ui-ka-count = { $label }: { $n }
ui-ka-where = { $gauntlet ->
        [1] { -gauntlet }, level { $wave }
       *[other] { $phase ->
            [prepare] Before wave { $wave }
            [between] Between waves
           *[wave] Wave { $wave } of { $waves }
        }
    }
ui-ka-round = { $phase ->
        [prepare] Setting up: towers, purchases, cards
        [between] { $healed ->
            [1] Heal step done: the shop, then the next wave
           *[other] Step 1: the heal step
        }
       *[wave] { $side ->
            [foes] Foes' round { $round }
           *[other] Players' round { $round }
        }
    }
ui-ka-score = { $gauntlet ->
        [1] { $score ->
            [one] { $score } foes' round survived
           *[other] { $score } foes' rounds survived
        }
       *[other] 3 Stars: { $score ->
            [one] { $score } reward card net
           *[other] { $score } reward cards net
        }
    }
ui-ka-wave-die = Wave die{ $modifier ->
        [0] {""}
       *[other] {" "}{ $signed }
    }
ui-ka-wave-result = { $net } · { $odd ->
        [1] odd
       *[other] even
    }
ui-ka-wave-tip = The d12 rolled { $natural }{ $modifier ->
        [0] {""}
       *[other] , { $signed } from the Hero Scaling Grid
    }: { $net }, the monster enters on the { $odd ->
        [1] odd (left)
       *[other] even (right)
    } side.
ui-ka-d20 = d20
ui-ka-class-level = { $class ->
        [foot_soldier] Foot Soldier
        [archer] Archer
        [sorcerer] Sorcerer
        [psionicist] Psionicist
       *[cleric] Cleric
    } · level { $level }
ui-ka-heal-rate-n = Heal rate { $heal }
ui-ka-resist = Resist { $resist }
ui-ka-resist-one = { $kind ->
        [melee] M
        [ranged] R
       *[supernatural] SN
    } { $n }
ui-ka-no-resist = No resistance
ui-ka-immunity = { $immunity ->
        [melee] melee
        [ranged] ranged
        [supernatural] supernatural
       *[everything] everything
    }
ui-ka-resist-immune = { $resist } · immune: { $immune }
ui-ka-immune-line = Immune: { $immune }
ui-ka-token = { $status ->
        [bleed] Bleed { $n }
        [burn] Burn { $n }
        [slow] Slow { $n }
        [stun] Stunned
       *[bless] Blessed
    }
ui-ka-no-monsters = No monster on the board.
ui-ka-monster-kind = { $boss ->
        [1] Boss
       *[other] Level { $level }
    }{ $siege ->
        [1] , siege
       *[other] {""}
    }
ui-ka-hp-of = { $value }/{ $max } { $label }
ui-ka-gone = Gone from the board this round.
ui-ka-hit-tip = Deal { $amount } { $kind ->
        [melee] melee
        [ranged] ranged
        [supernatural] supernatural
       *[non_resistible] non-resistible
    } damage: { $taken } after resistance.
ui-ka-keys = Keys: ←→ monster, ↑↓ ally, digits amount, Enter or − hit, + heal · Alt+M, R, S, N damage by type, H heal, U upkeep, G gate, E round, W wave, A enter, D wave die, T d20 · Alt+Shift+G attacks the gate without entering · Alt+I defeated at once · Alt+B between waves: the step's button, Alt+Shift+B a step back · Alt+O shop, Alt+L allies, Alt+C Wave Card · Alt+1…5 level, Alt+0 boss, Alt+V siege · Alt+− Alt++ wave die modifier · ↑↓ on the Monsters, Shop, Allies and Wave Card pages (Target: Alt+↑↓) light a button or a field: Enter presses it, typing fills the field, Esc puts the light out · Tab next field · Esc drops the target
ui-ka-keys-hint = Keys: hover here
ui-ka-damage = damage
ui-ka-gate-damage-taken = Castle Gate damage
ui-ka-start-wave = { $gauntlet ->
        [1] Start { -gauntlet }
       *[other] Start wave { $wave }
    }
ui-ka-next-round = { $side ->
        [foes] End foes' round
        [players] End players' round
       *[other] Next round
    }
ui-ka-end-wave = End wave { $wave }
ui-ka-heal-step = Heal step
ui-ka-tab-target = Target
ui-ka-tab-enter = Monsters
ui-ka-tab-shop = Shop
ui-ka-tab-allies = Allies
ui-ka-no-target = No target picked
ui-ka-no-target-help = Click a monster's card or an ally's tile, or use ←/→ and ↑/↓.
ui-ka-target = { $who }: { $value }/{ $max } { $label }
ui-ka-amount = Amount
ui-ka-hit = { $kind ->
        [melee] Melee
        [ranged] Ranged
        [supernatural] Supernatural
       *[non_resistible] Non-resistible
    } −{ $taken }
ui-ka-heal = Heal +{ $amount }
ui-ka-status = { $status ->
        [bleed] Bleed
        [burn] Burn
        [slow] Slow
        [stun] Stun
       *[bless] Bless
    }
ui-ka-upkeep = Upkeep: { $bleed } Bleed, { $burn } Burn{ $stun ->
        [0] {""}
       *[other] , stunned
    }
ui-ka-instant = Defeated at once
ui-ka-reach-gate = Reaches the gate −{ $damage }
ui-ka-attack-gate = Attacks the gate −{ $damage }
ui-ka-gate-help = Type the monster's damage as on its card: 3, or 3+2 for a “+” monster, or 4x3 for an “x” monster with 3 hitrolls; the gate takes both numbers of a “+” and an “x” monster's damage once per two rolls. Bosses and siege equipment only attack the gate.
ui-ka-boss = Boss
ui-ka-enter = Monster enters
ui-ka-hp = HP
ui-ka-name-optional = Name (optional)
ui-ka-resistances = Resistances (blank: 0) and immunities
ui-ka-melee = Melee
ui-ka-ranged = Ranged
ui-ka-supernatural = Supernatural
ui-ka-siege = Siege equipment
ui-ka-modifier = Wave die modifier
ui-ka-modifier-help = From the Wave Card's Hero Scaling Grid (1 or 5 or more heroes); the entrance side follows the net result.
ui-ka-reward = +{ $value }
ui-ka-rewards-title = Reward cards · { $gold } gold{ $due ->
        [0] {""}
        [one] {" "}· { $due } card to enter
       *[other] {" "}· { $due } cards to enter
    }
ui-ka-build-tower = Build · { $price } gold
ui-ka-sell-tower = Sell · +{ $price } gold
ui-ka-tower-destroyed = Destroyed in the wave
ui-ka-buy-equipment = Buy new · { $price } gold
ui-ka-sell-equipment = Sell · +{ $price } gold
ui-ka-held = { $label }: { $n } of { $cap }
ui-ka-buy = Buy · { $price } gold
ui-ka-play = Play one
ui-ka-class-hired = { $class ->
        [foot_soldier] Foot Soldier
        [archer] Archer
        [sorcerer] Sorcerer
        [psionicist] Psionicist
       *[cleric] Cleric
    } { $hired }/{ $cap }
ui-ka-hire = Hire
ui-ka-hire-title = Hire a hireable (the price on its card)
ui-ka-name = Name
ui-ka-cost = Price
ui-ka-heal-rate = Heal rate
ui-ka-level-up-title = Level up { $who } (level { $level } of { $max })
ui-ka-level-up-pick = Level up: pick a hireable's tile first
ui-ka-level-up = Level up
ui-ka-new-hp = New HP
ui-ka-new-heal-rate = New heal rate
ui-ka-join = Joins
ui-ka-join-title = A player joins (after the heal step)
ui-ka-player = Player
ui-ka-hero = Hero
ui-ka-max-hp = Max HP
ui-ka-leave-title = Leaving and returning (after the heal step)
ui-ka-returns = Returns
ui-ka-leaves = Leaves
ui-ka-leaves-ask = Leaves the game?
ui-ka-pick-target = Pick a target first: click a monster's card or an ally's tile.
ui-ka-pick-hireable = Pick a hireable's tile first.

## The setup form
ui-ka-heroes = Heroes
ui-ka-heroes-help = From each hero's stat card: max HP and heal rate; resistances and dodge are optional. One player may play several heroes.
ui-ka-dodge = Dodge
ui-ka-role-auto = Role: from the name
ui-ka-role-offensive = Role: offensive
ui-ka-role-utility = Role: utility
ui-ka-heals = Can heal
ui-ka-add-hero = Add a hero
ui-ka-hero-n = Hero { $n }
ui-ka-hero-empty = Hero { $n }, { $field }: type a whole number.
ui-ka-hero-number = Hero { $n }, { $field }: “{ $value }” is not a whole number.
ui-ka-game = The game
ui-ka-length = Length
ui-ka-waves-n = { $n ->
        [one] { $n } wave
       *[other] { $n } waves
    }
ui-ka-bosses-n = { $n ->
        [one] { $n } boss
       *[other] { $n } bosses
    }
ui-ka-mini-boss = A boss in wave 5 too (mini boss)
ui-ka-final-bosses = Bosses in the final wave
ui-ka-entry = Monster entry
ui-ka-entry-standard = Standard
ui-ka-entry-delayed = Delayed
ui-ka-entry-high-speed = High-speed bosses
ui-ka-gate-hp = Castle Gate HP
ui-ka-gate-hp-help = 20 in a standard game; any number from 1.
ui-ka-gate-gauntlet = { -gauntlet }: always { $gate }.
ui-ka-towers = Starting towers
ui-ka-towers-help = From the Wave Card's Hero Scaling Grid.
ui-ka-towers-gauntlet = { -gauntlet }: from its table.
ui-ka-variant = Variant
ui-ka-mode-standard = Every wave
ui-ka-mode-jump-start = Jump Start
ui-ka-mode-single-wave = Single Wave
ui-ka-mode-gauntlet = { -gauntlet }
ui-ka-mode-standard-help = Every wave from the first; the final wave's bosses end it.
ui-ka-mode-jump-start-help = Start at a later wave with the rewards, damage and purchases of table H-2.
ui-ka-mode-single-wave-help = One wave, played as the final one (from wave 2 with table H-2).
ui-ka-mode-gauntlet-help = One endless wave at a level from 1 to 7 (table H-3); the gate starts at 25 and the score is the foes' rounds survived.
ui-ka-level = Level
ui-ka-first-wave = Start at wave
ui-ka-table-missing = The manual prints table { $table } for 2 to 4 heroes only; with { $heroes } { $heroes ->
        [one] hero
       *[other] heroes
    } type its numbers here (from the publisher's website). The hints are the numbers for 2 to 4 heroes.
ui-ka-row-reward-cards = Starting reward cards
ui-ka-row-gate-mod = Castle Gate HP mod
ui-ka-row-offensive-mod = Offensive ally HP mod
ui-ka-row-other-mod = Other ally HP mod
ui-ka-row-extra-towers = Extra towers
ui-ka-row-equipment = Unlocked equipment
ui-ka-row-hireables = Hireables
ui-ka-row-hireable-level = Hireable max level
ui-ka-row-reinforcements = Max reinforcements
ui-ka-row-towers = Starting towers
ui-ka-row-heal-mod = Heal rate mod
ui-ka-row-first-foes = Foes on round 1
ui-ka-row-later-foes = Foes on later rounds
ui-ka-row-d12-mod = Wave die mod
ui-ka-row-rewards = Rewards every 3 rounds
ui-ka-row-boss-every = Boss every x rounds
ui-ka-three-stars = 3 Stars: reward cards won or lost by how each wave went
ui-ka-reverse-hp = Reverse HP tracking: show the damage counted up (the file keeps HP)
ui-ka-solo-gold = Solo with one hero: 150 gold before the first wave
ui-ka-level-n = level { $level }
ui-ka-immune = Immune:

## Rules version 2: the rulebook to the letter

rule-kings_armory-row-printed = The manual prints table { $table } for 2 to 4 heroes, and with { $heroes } heroes its numbers apply: leave the row out (H, { $table }).
rule-kings_armory-heal-before = Between waves the heal comes first: Heal, then Get the Gold, then Spend the Gold (B5). Apply the heal step before { $what ->
        [reward] entering reward cards
       *[spend] spending gold
    }.
rule-kings_armory-instant-immune = { $kind ->
        [everything] { $who } is immune to everything: the allies cannot affect it in any way (E, Immune).
       *[other] { $who } is immune to { $kind ->
            [melee] melee
            [ranged] ranged
           *[supernatural] supernatural
        } attacks and to all their effects, an instant defeat included (E, Immune).
    }
rule-kings_armory-instant-boss = Bosses are immune to Instakill, Destruction and Removal unless the card says it affects bosses ({ $who }; E, Bosses).
rule-kings_armory-instakill-siege = Siege equipment is immune to Instakill: “only the living can be killed” ({ $who }; E, Instakill). Destroy it instead.
rule-kings_armory-destroyed-living = Destroying only works against siege equipment, not regular foes ({ $who }; E, Destroyed).
rule-kings_armory-boss-round = The boss arrives on foes' round { $round }{ $entry ->
        [delayed] {" "}with Delayed Monster Entry (D2-2)
        [high_speed] {" "}with High Speed Boss Entry (D2-2)
       *[standard] {""}
    }, not before: this is round { $now } (B7).
rule-kings_armory-boss-waits = A boss arrives this foes' round, after the other monsters' turns and before the players' round (B7; H in { -gauntlet }): enter it first.
rule-kings_armory-towers-heroes = Heroes may never sit out: the { $heroes } heroes need hosting, and { $towers } { $towers ->
        [one] tower
       *[other] towers
    } and the two parapets host { $room } (B5, step 6). Build a tower before the wave starts.
rule-kings_armory-sits-out = { $who } sits out this wave: no tower had room for it (B5, step 6).
log-kings_armory-sits-out = { $who } sits out this wave: the towers and parapets host { $room } allies (B5, step 6).
remark-kings_armory-sits-out = sits out this wave
rule-kings_armory-foes-over = { $mode ->
        [gauntlet] { -gauntlet } brings { $max } foes on foes' round { $round } (H-3)
        [delayed] With Delayed Monster Entry the rest of the wave is at most as many as entered first: { $max } on foes' round 2 (D2-2)
       *[standard] All the wave's monsters enter on the foes' first round (B1, B3; D2-2): none are rolled on round { $round }
    }. A monster brought by a summoning or a boss card enters as summoned.
rule-kings_armory-foes-due = { $due } { $due ->
        [one] foe is
       *[other] foes are
    } still due on foes' round { $round }{ $mode ->
        [gauntlet] {" "}(H-3; the boss enters after them)
        [delayed] {" "}(Delayed Monster Entry: the rest of the wave, D2-2)
       *[standard] {" "}(B1: a wave brings at least one)
    }: enter { $due ->
        [one] it
       *[other] them
    } first.
log-kings_armory-stays-down = { $who } stays knocked out: half of a heal rate of { $rate }, rounded down, is 0 HP (H, { -gauntlet }).
rule-kings_armory-single-wave-one = Single Wave Play is set up with the Jump Start table, which starts at wave 2 (H, Single Wave Play): choose wave 2 to 7.
rule-kings_armory-gauntlet-join = In { -gauntlet } players join or drop in the players' round, its mini Between Waves phase, after the heal (D3: “as best as possible”).
ui-ka-phase = { $phase ->
        [prepare] Setting up: towers, purchases, cards
        [between] Step { $step }/7: { $name }
       *[wave] { $side ->
            [foes] Foes' round { $round }
           *[other] Players' round { $round }
        }
    }
ui-ka-step-name = { $step ->
        [heal] Heal!
        [gold] Get the Gold!
        [spend] Spend the Gold!
        [change] Make Change & Shuffle the Deck
        [equip] Equip Heroes
        [reposition] Reposition Allies
       *[start] Start the Next Wave!
    }
ui-ka-step-hint = Step { $number } (B5): { $step ->
        [heal] every ally heals its heal rate; a knocked-out hero comes back with it.
        [gold] draw the wave's reward cards and enter each one on the Shop page.
        [spend] towers, hireables, equipment, reinforcements and the Armory Card, on the Shop and Allies pages.
        [change] keep the gold as 100g cards and at most one 50g card; shuffle the used reward cards back into their deck.
        [equip] equip unlocked pieces, at most two a hero, and trade unlocked pieces 1-for-1; only now may equipment be bought, traded or sold.
        [reposition] each ally on or within 2 spaces of a tower, at most 3 a tower; players may change seats and hand hireables to another team.
       *[start] the foes' first round of the next wave.
    }
ui-ka-step-next = Done
ui-ka-step-cards-due = { $cards ->
        [one] { $cards } reward card is due.
       *[other] { $cards } reward cards are due.
    }
ui-ka-step-cards-card = The Wave Card says how many: entered before the wave (the Wave Card line of the side panel), the app counts them.
ui-ka-step-gold = The team has { $gold } gold.
ui-ka-step-change = { $gold } gold: { $hundreds } × 100g{ $fifty ->
        [0] {""}
       *[other] {" "}and 1 × 50g
    }{ $rest ->
        [0] .
       *[other] , and { $rest } gold no card makes.
    }
ui-ka-step-towers = { $allies } allies and { $towers } towers now.
ui-ka-group = { $group ->
        [mini_boss] Mini-boss
        [boss] Boss
       *[level] Level { $level }
    }
ui-ka-on-board = { $n } on the board
ui-ka-to-come = { $n } to come
ui-ka-due-round = on foes' round { $round }
ui-ka-none-yet = None on the board yet.
ui-ka-gone-short = Gone this round
ui-ka-step-short = { $step ->
        [heal] Heal
        [gold] Get the gold
        [spend] Spend the gold
        [change] Make change
        [equip] Equip heroes
        [reposition] Reposition
       *[start] Start the wave
    }
ui-ka-strip-card = { $what ->
        [reinforcements] Reinforcements
        [armory] Armory Card
        [equipment] Equipment
       *[towers] Towers
    } { $n }{ $cap ->
        [0] {""}
       *[other] /{ $cap }
    }
rule-kings_armory-no-gear = There is no piece of equipment number { $piece }.
rule-kings_armory-gear-locked = Equipment { $piece } is locked: “Locked Equipment may never be swapped or sold”, nor worn, until it is unlocked (B5, step 3).
rule-kings_armory-gear-sale-between = Unlocked equipment is sold between waves, “and at this time only” (B5, step 3).
rule-kings_armory-gear-worn = Equipment { $piece } is worn: take it off first (B5, step 5).
rule-kings_armory-gear-other = Equipment { $piece } is { $who }'s: trade for it 1-for-1 first (B5, step 5).
rule-kings_armory-gear-equipped = Equipment { $piece } is already worn.
rule-kings_armory-gear-max = { $who } already holds { $max } pieces of equipment: “Each Hero can possess and wear a max of 2 pieces” (E, Equipment Cards). Trade or set one aside first.
rule-kings_armory-gear-not-worn = Equipment { $piece } is not worn.
rule-kings_armory-gear-same-holder = Equipment { $piece } and { $with } are in the same hands: a trade is 1-for-1 between two holders (E, Equipment Cards).
rule-kings_armory-gear-extra = Equipment { $piece } is already extra equipment: it belongs to no hero.
log-kings_armory-equip = { $who } puts on equipment { $piece }.
log-kings_armory-unequip = { $who } takes off equipment { $piece }.
log-kings_armory-trade-gear = Equipment { $piece } ({ $a_extra ->
        [1] extra
       *[other] { $a }
    }) and { $with } ({ $b_extra ->
        [1] extra
       *[other] { $b }
    }) change hands.
log-kings_armory-set-aside = { $who } sets equipment { $piece } aside: it is extra equipment now.
rule-kings_armory-no-guardian = Hero number { $hero } has no Guardian on the board.
rule-kings_armory-guardian-heal = { $guardian } can't be healed (E, Summon Guardian).
rule-kings_armory-guardian-turn = Felicity summons her Guardian on her turn, in the players' round (E, Summon Guardian).
rule-kings_armory-guardian-felicity = Summon Guardian is a Special Option of Felicity the Master Healer, not of { $who } (E, Summon Guardian).
rule-kings_armory-guardian-once = The Guardian can only be summoned once per { $gauntlet ->
        [1] round in { -gauntlet } (H)
       *[other] wave
    } (E, Summon Guardian).
log-kings_armory-guardian-summoned = { $who } summons { $guardian } with { $hp } HP.
log-kings_armory-guardian-leaves = { $guardian } leaves the board: { $why ->
        [left] Felicity's player has left the game
        [felicity] Felicity is defeated
        [rounds] three players' rounds have passed (H, { -gauntlet })
       *[wave] the wave has ended
    }.
log-kings_armory-guardian-gone = { $guardian } is defeated and leaves the board.
log-kings_armory-guardian-shields = { $guardian } stands beside { $who } and takes the ranged damage for her (E, Summon Guardian).
piece-kings_armory-guardian = Guardian

## The Wave Card (B1, Diagram B1-1) and Raise the Bar (D2-2)
rule-kings_armory-raise-bar-gauntlet = Raise the Bar counts the monsters of each wave (D2-2); { -gauntlet }'s endless wave takes its foes from table H-3.
rule-kings_armory-raise-bar = Raise the Bar: wave { $wave } brings at least { $min } level { $level } { $min ->
        [one] monster
       *[other] monsters
    }, and { $entered } arrived (D2-2). { $places ->
        [0] Sub them in before the round or the wave ends.
       *[other] Only { $places } { $places ->
            [one] place is
           *[other] places are
        } left in the wave: “sub in the mandatory Monsters last”, so this one is of level { $level }.
    }
rule-kings_armory-wave-card-due = { $due } of the { $total } foes the Wave Card brings in wave { $wave } ({ $foes } on the card, { $extra } for the number of heroes) { $due ->
        [one] has
       *[other] have
    } not entered yet (B1{ $entry ->
        [delayed] ; D2-2, Delayed Monster Entry
       *[other] {""}
    }): the wave ends once every one of them is defeated (B4).
rule-kings_armory-wave-card-over = The Wave Card brings { $total } foes this wave, { $max } of them on foes' round { $round } ({ $entry ->
        [delayed] D2-2, Delayed Monster Entry: half first, rounded up, the rest on round 2
       *[other] B1, D2-2: all on the first foes' round
    }). A monster brought by a summoning or a boss card enters as summoned.
rule-kings_armory-wave-card-round-due = { $due } { $due ->
        [one] foe is
       *[other] foes are
    } still due on foes' round { $round } of the { $total } the Wave Card brings (B1{ $entry ->
        [delayed] ; D2-2, Delayed Monster Entry
       *[other] {""}
    }): enter { $due ->
        [one] it
       *[other] them
    } first.
rule-kings_armory-wave-card-cards = Enter the { $cards } reward { $cards ->
        [one] card
       *[other] cards
    } of wave { $wave } first (B5, step 2: Get the Gold!).
rule-kings_armory-wave-card-gauntlet = { -gauntlet } takes its numbers from table H-3 and ignores the Hero Scaling Grid (H): there is no Wave Card to enter.
rule-kings_armory-wave-card-when = The Wave Card's numbers are entered before a wave starts (B1): wave { $wave } is being played.
rule-kings_armory-wave-card-empty = Give at least one wave's numbers.
rule-kings_armory-wave-card-wave = Wave { $wave } is not to come: the Wave Card can be entered for waves { $first } to { $last }.
rule-kings_armory-wave-card-twice = Wave { $wave } is given twice.
rule-kings_armory-wave-card-number = Wave { $wave }: “{ $field }” must lie between { $min } and { $max } (it is { $value }).
rule-kings_armory-wave-card-no-foes = Wave { $wave } brings at least one foe (B1): { $foes } on the card and { $extra } for the number of heroes make none.
log-kings_armory-wave-card = The Wave Card is entered for { $waves } waves.
log-kings_armory-wave-card-wave = Wave { $wave } by the Wave Card: { $total } { $total ->
        [one] foe
       *[other] foes
    } ({ $foes } on the card, { $extra } for the number of heroes), d12 modifier { $d12 }, { $cards } reward { $cards ->
        [one] card
       *[other] cards
    } and { $extra_cards } for the number of heroes.
log-kings_armory-wave-card-rewards = { $cards } reward { $cards ->
        [one] card is
       *[other] cards are
    } due after wave { $wave }: { $base } on the Wave Card, { $scaling } for the number of heroes{ $stars ->
        [0] {""}
       *[other] , { $stars } for 3 Stars
    }{ $mini_boss ->
        [0] {""}
       *[other] , { $mini_boss } for the mini boss
    } (B5, step 2).
reminder-kings_armory-wave-card-foes = { $foes } { $foes ->
        [one] monster of the wave arrives
       *[other] monsters of the wave arrive
    } this foes' round (the Wave Card).
reminder-kings_armory-raise-bar = Raise the Bar: at least { $min } level { $level } { $min ->
        [one] monster
       *[other] monsters
    } this wave (D2-2).
ui-ka-card-skipped = Wave Card not entered: foe counts are not checked
ui-ka-card-gauntlet = { -gauntlet }: table H-3 brings each round's foes
ui-ka-card-gauntlet-due = { $now } { $now ->
        [one] foe
       *[other] foes
    } due this round (H-3)
ui-ka-card-bar = Raise the Bar: { $entered }/{ $min } of level { $level }
ui-ka-card-due = { $now } { $now ->
        [one] foe
       *[other] foes
    } due this round, { $later } still to come
ui-ka-card-entered = { $entered } of { $total } entered
ui-ka-card-next = Wave { $wave }: { $foes } { $foes ->
        [one] foe
       *[other] foes
    }, then { $cards } reward { $cards ->
        [one] card
       *[other] cards
    }
ui-ka-card-rewards = Wave { $wave }: { $total } reward { $total ->
        [one] card
       *[other] cards
    }, { $due } still to enter
ui-ka-card-open = Wave Card: click to type its numbers (B1)
ui-ka-card-help = Type the card's numbers for the next wave before it starts, or every row at once. A blank field keeps the number entered before; the Hero Scaling Grid's are 0 if none was.
ui-ka-card-wave = Wave
ui-ka-card-foes = Foes
ui-ka-card-foes-help = The foe quantity on the Monster Selection Grid (#2)
ui-ka-card-extra-foes = +Foes
ui-ka-card-extra-foes-help = The Hero Scaling Grid's additional monsters for your number of heroes (#7)
ui-ka-card-d12 = d12
ui-ka-card-d12-help = The Hero Scaling Grid's d12 roll modifier (#8)
ui-ka-card-cards = Cards
ui-ka-card-cards-help = The reward cards after the wave (#4)
ui-ka-card-extra-cards = +Cards
ui-ka-card-extra-cards-help = The Hero Scaling Grid's reward bonus for your number of heroes (#9)
ui-ka-card-send = Enter the Wave Card
ui-ka-card-nothing = Type a wave's numbers first.
ui-ka-card-empty = Wave { $wave }, { $field }: type a whole number.
ui-ka-card-not-number = Wave { $wave }, { $field }: “{ $value }” is not a whole number.
ui-ka-raise-bar = Raise the Bar
ui-ka-raise-bar-off = Off
ui-ka-raise-bar-help = D2-2: each wave from the second brings at least X monsters of its highest level (X + 1 in wave 6, X + 2 in wave 7); 2 is the standard suggestion. Not in { -gauntlet }.
ui-ka-instant-how = { $how ->
        [destroyed] Destroyed
        [removal] Removal
       *[instakill] Instakill
    }
ui-ka-instant-attack = { $kind ->
        [melee] Melee
        [ranged] Ranged
        [supernatural] Supernatural
       *[none] No type
    }
ui-ka-instant-bosses = The card affects bosses
ui-ka-instant-help = Defeated at once by Instakill (living foes only), Destroyed (siege equipment only) or Removal (either). A foe immune to the attack's type is immune to its instant defeat too; a boss only falls when the card says it affects bosses (E).
ui-ka-summoned = Summoned (by a card or a boss)
ui-ka-summoned-help = A monster brought in by an effect (a summoning, a boss card's extra monsters) is not one of the foes due this round (E, Summoning).
ui-ka-join-title-gauntlet = A player joins (in the players' round)
ui-ka-leave-title-gauntlet = Dropping and returning (in the players' round)
ui-ka-guardian-name = Guardian
ui-ka-guardian-title = Felicity's Guardian
ui-ka-guardian-help = Summoned on her turn, once a wave (once a round in { -gauntlet }); it stays until it is defeated, Felicity falls or the wave ends. It cannot be healed and is immune to Bleed and Stun (E, Summon Guardian).
ui-ka-guardian-fields = Its HP and resistances from Felicity's card (a blank resistance is 0).
ui-ka-summon-guardian = Summon
ui-ka-guardian-shields = Shields { $who } −{ $taken }
ui-ka-guardian-of = { $who }'s
ui-ka-guardian-no-heal = Can't be healed
ui-ka-piece = #{ $piece } { $state ->
        [locked] locked
        [worn] worn
       *[unlocked] unlocked
    }
ui-ka-gear-none = none
ui-ka-hero-gear = Equipment: { $pieces }
ui-ka-step-gear-one = { $who }: { $pieces }
ui-ka-gear-extra = extra: { $pieces }
ui-ka-step-gear = { $list }. At most two worn a hero; the pieces are on the Shop page.
ui-ka-unlock-short = Unlock ({ $unlocked }/2) · { $price } gold
ui-ka-gear-extra-title = Extra equipment (it belongs to no hero)
ui-ka-piece-picked = { $piece } · { $extra ->
        [1] extra
       *[other] { $who }'s
    }
ui-ka-piece-pick = Pick a piece of equipment above.
ui-ka-take-off = Take off
ui-ka-set-aside = Set aside
ui-ka-wear-title = Worn by:
ui-ka-trade-title = Traded 1-for-1 for:
ui-ka-gear-extra-one = extra
ui-ka-trade-for = #{ $piece } · { $who }
ui-ka-trade-tip = Trade it 1-for-1 for equipment { $piece } ({ $who }).
ui-ka-instant-options = How the foe is defeated at once: Instakill, Destroyed or Removal, the attack's type, a card that affects bosses.
ui-ka-gear-count = { $n } { $state ->
        [locked] locked
        [worn] worn
       *[unlocked] unlocked
    }
ui-ka-modifier-source = { $source ->
        [card] Wave Card, wave { $wave }: { $signed }
        [gauntlet] Table H-3: { $signed }
       *[none] No Wave Card for wave { $wave }: { $signed }
    }
ui-ka-to-come-range = { $min ->
        [0] up to { $max } to come
       *[other] { $min } to { $max } to come
    }
log-kings_armory-step = Between waves, step { $step }: { $step ->
        [2] Get the Gold!
        [3] Spend the Gold!
        [4] Make Change & Shuffle the Deck
        [5] Equip Heroes
        [6] Reposition Allies
       *[7] Start the Next Wave!
    }
rule-kings_armory-step-range = Between waves the steps after the heal are 2 to 7 (B5); { $step } is not one of them.
rule-kings_armory-step-same = The group is at step { $step } already.
ui-ka-wave-beyond = { $beyond ->
        [low] Below 1: the lowest level of monster possible for this wave.
       *[high] Above 12: the highest level of monster possible for this wave.
    }
rule-kings_armory-drop-trade-piece = Equipment { $piece } is not an unlocked piece of the hero who leaves, or is traded twice (D3).
rule-kings_armory-drop-trade-with = Equipment { $piece } is not a locked piece of a hero who stays, or is traded twice (D3).
rule-kings_armory-drop-trade-due = The player who leaves “must trade” unlocked equipment “for locked Equipment” while there is some: trade equipment { $piece } for { $with } (D3).
rule-kings_armory-drop-trade-rules = This game is played under rules version { $rules }, in which a player who leaves trades no equipment: unlocked pieces stay as extra equipment (D3).
log-kings_armory-drop-trade = { $leaver } trades equipment { $piece } to { $who } for locked equipment { $with }, which goes under the deck.
ui-ka-leaves-trade = Equipment { $piece } goes to { $who } for locked { $with }.
