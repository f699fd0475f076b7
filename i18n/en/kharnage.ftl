# kharnage — strings of this game's tracker (en). Keys must match i18n/en/kharnage.ftl.

## Rules that refuse a setup or an action
rule-kharnage-round-count = Rounds: a game of Kharnage lasts from 1 to { $max } rounds, not { $rounds }.
rule-kharnage-played-by = Played by: { $players ->
        [one] 1 player is named
       *[other] { $players } players are named
    } for { $armies } armies; name one for each army, or none.
rule-kharnage-rounds-over = Every round is closed; only the final army sizes can be entered now.
rule-kharnage-nothing-changes = That changes nothing.
rule-kharnage-initiative-negative = { $army }'s initiative cannot be negative.
rule-kharnage-initiative-taken = { $other } already plays initiative { $initiative } this round; every strategy card has its own initiative.
rule-kharnage-initiative-missing = Round { $round } cannot close: { $army } has not revealed its initiative.
rule-kharnage-destroyed-negative = { $army } has destroyed only { $old ->
        [one] 1 card
       *[other] { $old } cards
    } this round; the count cannot go below zero.
rule-kharnage-own-army = { $army } cannot commit Kharnage on its own army.
rule-kharnage-yeah-off = The “YEAH!” rule is not used in this game.
rule-kharnage-yeah-no-kharnage = In round { $round } no other army has committed a Kharnage that { $army } could have failed to cheer.
rule-kharnage-yeah-no-token = { $army } has no Kharnage token to lose.
rule-kharnage-armies-too-early = The final army sizes are entered once the last round, round { $rounds }, is closed.
rule-kharnage-game-over = The game is already decided.
rule-kharnage-final-armies-count = Enter one army size per army: { $armies ->
        [one] one number
       *[other] { $armies } numbers
    }, not { $count }.
rule-kharnage-units-negative = { $army } cannot have fewer than zero units.

## Log lines
log-kharnage-initiative = Round { $round }: { $army } plays initiative { $initiative }.
log-kharnage-initiative-changed = Round { $round }: { $army }'s initiative { $old } → { $initiative }.
log-kharnage-destroyed = Round { $round }: { $army } cards destroyed { $old } → { $new }.
log-kharnage-kharnage = Round { $round }: { $army } commits KHARNAGE on { $victim }! Kharnage tokens { $old } → { $new }.
log-kharnage-kharnage-no-victim = Round { $round }: { $army } commits KHARNAGE! Kharnage tokens { $old } → { $new }.
log-kharnage-no-yeah = Round { $round }: { $army } did not shout “YEAH!”. Kharnage tokens { $old } → { $new }.
log-kharnage-close-round = Round { $round } closed: { $first } takes the 5-skull token ({ $first_cards ->
        [one] 1 card
       *[other] { $first_cards } cards
    }), { $second } the 3-skull ({ $second_cards ->
        [one] 1 card
       *[other] { $second_cards } cards
    }), { $third } the 1-skull ({ $third_cards ->
        [one] 1 card
       *[other] { $third_cards } cards
    }).{ $ties ->
        [0] {""}
       *[other] {" "}Ties on cards were broken by the lower initiative.
    }
log-kharnage-close-round-two = Round { $round } closed: { $first } takes the 5-skull token ({ $first_cards ->
        [one] 1 card
       *[other] { $first_cards } cards
    }), { $second } the 3-skull ({ $second_cards ->
        [one] 1 card
       *[other] { $second_cards } cards
    }).{ $ties ->
        [0] {""}
       *[other] {" "}The tie on cards was broken by the lower initiative.
    }
log-kharnage-final-armies = Final army sizes (units): { $sizes }.

## How the game was won
win-kharnage-skulls = { $army } wins with the most skulls: { $skulls }.
win-kharnage-largest-army = { $army } wins: tied at { $skulls ->
        [one] 1 skull
       *[other] { $skulls } skulls
    }, decided by the largest army ({ $units ->
        [one] 1 unit
       *[other] { $units } units
    }).
win-kharnage-most-tokens = { $army } wins: tied at { $skulls ->
        [one] 1 skull
       *[other] { $skulls } skulls
    } and on army size, decided by the most Kharnage tokens ({ $tokens }).
win-kharnage-initiative = { $army } wins: tied at { $skulls ->
        [one] 1 skull
       *[other] { $skulls } skulls
    }, on army size and on Kharnage tokens, decided by the lowest initiative in the last round ({ $initiative }).
win-kharnage-shared = { $armies } share the win: tied at { $skulls ->
        [one] 1 skull
       *[other] { $skulls } skulls
    } and on every tie-break.

## Standings
label-kharnage-skulls = Skulls
label-kharnage-domination = Domination
label-kharnage-tokens = Kharnage tokens
label-kharnage-destroyed = Cards destroyed
label-kharnage-initiative = Initiative
label-kharnage-units = Units
remark-kharnage-winner = winner
remark-kharnage-tied = tied on skulls: enter the final army sizes

## Help
help-kharnage-history = Under each army, R1: 5 (9) means that in round 1 it took 5 skulls for 9 cards destroyed.
help-kharnage-round = Each round, enter every army's initiative, the cards (not units) it destroys — every card of a large unit counts — and each Kharnage it commits. Closing the round gives the 5-, 3- and 1-skull tokens by cards destroyed; a tie goes to the lower initiative. With two armies the 1-skull token is not used.
help-kharnage-zero = An army ranks for a domination token even if it destroyed no cards: the rulebook gives the tokens by rank only.
help-kharnage-yeah = The “YEAH!” rule (optional): when an army commits Kharnage, the others must shout “YEAH!” or lose one Kharnage token, if they have one. Under this rule the army must also shout “KHARNAGE!” to earn its token: enter the Kharnage only if it did.
help-kharnage-end = After the last round, skulls = domination tokens + Kharnage tokens. If the top is tied, enter the number of units in each army: the largest army wins, then the most Kharnage tokens, then the lowest initiative in the last round.

## The window
ui-kharnage-keys = Keys: ↑↓ or Tab army (Tab also enters what was typed) · digits: its initiative, after the last round its units · Enter enters it · + − cards destroyed · Alt+K KHARNAGE! · Alt+Y no “YEAH!” · Alt+C close the round · Alt+B break the tie · Esc clears what was typed
ui-kharnage-armies = Armies
ui-kharnage-army-n = Army { $n }
ui-kharnage-played-by = Played by (optional)
ui-kharnage-rules = Rules
ui-kharnage-rounds = Rounds
ui-kharnage-yeah-rule = “YEAH!” rule: an army that does not shout loses one Kharnage token
ui-kharnage-round = Round { $round } of { $rounds }
ui-kharnage-kharnage = KHARNAGE!
ui-kharnage-no-yeah = no “YEAH!”
ui-kharnage-would-take = → { $skulls ->
        [one] 1 skull
       *[other] { $skulls } skulls
    }
ui-kharnage-close-round = Close round { $round }
ui-kharnage-final-armies = Count the armies
ui-kharnage-tied = { $armies } are tied at { $skulls ->
        [one] 1 skull
       *[other] { $skulls } skulls
    }: type the units left in every army, then Break the tie.
ui-kharnage-count-armies = Break the tie
ui-kharnage-table-help = Type each initiative, then press Enter.
ui-kharnage-done = Every round is played.
ui-kharnage-skulls = { $skulls ->
        [one] skull
       *[other] skulls
    }
ui-kharnage-cards = { $cards ->
        [one] card destroyed
       *[other] cards destroyed
    }
ui-kharnage-tokens = { $tokens ->
        [one] 1 Kharnage token
       *[other] { $tokens } Kharnage tokens
    }
ui-kharnage-round-taken = R{ $round }: { $skulls } ({ $cards })
ui-kharnage-round-open = R{ $round }: … ({ $cards })
ui-kharnage-tied-short = tied
ui-kharnage-army-dwarf = Dwarf
ui-kharnage-army-goblin = Goblin
ui-kharnage-army-human = Human
ui-kharnage-army-orc = Orc
