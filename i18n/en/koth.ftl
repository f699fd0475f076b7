# koth — strings of this game's tracker (en). Keys must match in every language.

rule-koth-first = The first player is player 0 or player 1.
rule-koth-deck = A deck of { $deck ->
        [one] one card
       *[other] { $deck } cards
    } cannot deal two hands of { $hand ->
        [one] one card
       *[other] { $hand } cards
    } and a first draw.
rule-koth-cp = Command Points per round must be between 1 and 1000.
rule-koth-no-column = There is no column { $column }: the battlefield has five.
rule-koth-negative = Attack, defense, rage, support and CP are never negative.
rule-koth-game-over = Game { $game } is over: start the next game.
rule-koth-not-enough-cp = { $player } has { $left } CP left and this costs { $cost }.
rule-koth-too-weak = Column { $column } holds with defense { $strength }: an attack of { $attack } cannot take it.
rule-koth-flank-next = FLANK moves only to the next column (from { $from } to { $to } is too far; the battlefield is not cyclical).
rule-koth-flank-not-yours = Column { $column } is not yours to flank from.
rule-koth-flank-own = You already hold column { $column }.
rule-koth-own-column = { $player } already holds column { $column }: a card goes to an empty column or to one the opponent holds.
rule-koth-strength-too-large = A card of that defense on column { $column } would bring { $player }'s total strength to { $total }: numbers are kept between −{ $max } and { $max }.
rule-koth-deck-not-empty = The deck still has { $left ->
        [one] one card
       *[other] { $left } cards
    }: the game goes on.
rule-koth-game-not-over = Game { $game } is not over yet.
rule-koth-battle-over = The battle is over: { $player } won it.
log-koth-play = Game { $game }, round { $round }: { $player } takes column { $column } (attack { $attack }, defense { $defense }). CP { $old } → { $new }.{ $rally ->
        [0] {""}
       *[other] {" "}RALLY: one card drawn.
    }
log-koth-flank = Game { $game }, round { $round }: { $player } flanks from column { $from } to { $to }. CP { $old } → { $new }.
log-koth-spend = Game { $game }, round { $round }: { $player } spends CP { $old } → { $new }.
log-koth-end-turn = Game { $game }, round { $round }: { $player } ends the turn; { $drew ->
        [1] { $next } draws ({ $deck ->
            [one] 1 card
           *[other] { $deck } cards
        } left in the deck).
       *[other] { $next } plays on (the deck is empty, nothing to draw).
    }
log-koth-deck-out = Game { $game }: the deck is empty and nobody can play. Winner: { $winner }.
log-koth-next-game = Game { $game } begins; { $player } plays first.
win-koth-battle = { $player } won two games in a row (games { $first } and { $second }) and the battle.
label-koth-wins = Games won
label-koth-streak = Wins in a row
label-koth-columns = Columns
label-koth-strength = Strength
label-koth-cp = CP
remark-koth-all-columns = won game { $game }: all five columns
remark-koth-most-columns = won game { $game }: most columns
remark-koth-strength = won game { $game }: greater strength
remark-koth-race = won game { $game }: all columns of one race
remark-koth-draw = game { $game } drawn
remark-koth-to-play = to play
help-koth-end = When the deck is empty and neither player can play: the most columns wins; if equal, the greater total strength; if equal, the player all of whose columns are of one race (the rulebook's wording “whoever holds them with the same race” is ambiguous: this is our reading); otherwise a draw.
help-koth-flank = ← and → on a column you hold: FLANK, the unit moves to the next column (type its attack: it costs that many CP and must beat the holder's defense).
help-koth-battle = A battle is won by two games won in a row; a draw breaks a streak. Players alternate going first.

## The window
ui-koth-first = Plays first
ui-koth-deck = Cards in the deck
ui-koth-hand = Opening hand
ui-koth-cp = Command Points per round
ui-koth-game = Game { $game }, round { $round }: { $player } to play
ui-koth-cp-left = CP left
ui-koth-games-won = { $games ->
        [one] 1 game won
       *[other] { $games } games won
    }
ui-koth-streak = { $wins ->
        [one] 1 win in a row
       *[other] { $wins } wins in a row
    }
ui-koth-end-turn = End turn
ui-koth-rules = Rules
ui-koth-deck-left = Deck: { $left ->
        [one] 1 card
       *[other] { $left } cards
    } left
ui-koth-column = Column { $column }
ui-koth-empty = empty
ui-koth-attack = attack
ui-koth-rage = rage
ui-koth-defense = defense
ui-koth-support = support
ui-koth-rally = RALLY
ui-koth-orc = Orc
ui-koth-human = Human
ui-koth-take = Take
ui-koth-deck-out = Deck empty, nobody can play
ui-koth-next-game = Start the next game
ui-koth-keys = Keys: Tab, Shift+Tab card field · digits type into it · ←→ column · Enter take · Shift+←→ FLANK · − spend 1 CP · Alt+O Orc · Alt+H Human · Alt+R RALLY · Alt+E end turn · Alt+D deck empty · Alt+N next game · Esc clears the card
ui-koth-game-won = Game { $game } goes to { $player }.
ui-koth-game-drawn = Game { $game } is a draw.

## Reports
detail-koth-game = Game { $game }, round { $round }; { $deck ->
        [one] 1 card
       *[other] { $deck } cards
    } left in the deck.
detail-koth-column = Column { $column }: { $player }, strength { $strength }, { $race ->
        [orc] Orc
       *[human] Human
    }
detail-koth-empty = Column { $column }: empty
piece-koth-column = Column { $column }
