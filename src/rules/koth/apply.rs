//! How each Koth action changes the battle: every check first, then the
//! change, so a refusal changes nothing. One function an action, called
//! from [`apply`].

use super::{Action, COLUMNS, Column, End, GameState, Race, Setup, State, name};
use crate::rules::common;
use crate::rules::{RuleError, Text};

/// Applies one action; see [`crate::rules::Game::apply`].
pub(super) fn apply(setup: &Setup, state: &mut State, action: &Action) -> Result<Text, RuleError> {
    match *action {
        Action::Play {
            column: c,
            attack,
            rage,
            defense,
            race,
            support,
            rally,
        } => {
            let card = Card {
                attack,
                rage,
                defense,
                race,
                support,
                rally,
            };
            play(setup, state, c, card)
        }
        Action::Flank { from, to, attack } => flank(setup, state, from, to, attack),
        Action::Spend { amount } => spend(setup, state, amount),
        Action::EndTurn => end_turn(setup, state),
        Action::DeckOut => deck_out(setup, state),
        Action::NextGame => next_game(setup, state),
    }
}

/// A column by index, refused when there is none.
fn column(index: usize) -> Result<usize, RuleError> {
    if index < COLUMNS {
        Ok(index)
    } else {
        Err(RuleError::new("rule-koth-no-column").arg("column", index.saturating_add(1)))
    }
}

/// A number from 0, else refused with `key`.
fn positive(value: i64, key: &str) -> Result<i64, RuleError> {
    let value = common::check_amount(value)?;
    if value < 0 {
        Err(RuleError::new(key))
    } else {
        Ok(value)
    }
}

/// The game being played, refused once it is over.
fn playing(state: &State) -> Result<&GameState, RuleError> {
    if state.game.over.is_some() {
        Err(RuleError::new("rule-koth-game-over").arg("game", state.game.number))
    } else {
        Ok(&state.game)
    }
}

/// The CP the active player keeps after paying `cost`, refused when they
/// have less.
fn pay(setup: &Setup, game: &GameState, cost: i64) -> Result<i64, RuleError> {
    if cost > game.cp_left {
        Err(RuleError::new("rule-koth-not-enough-cp")
            .arg("player", &setup.players[game.active].name)
            .arg("cost", cost)
            .arg("left", game.cp_left))
    } else {
        Ok(game.cp_left - cost)
    }
}

/// Ends the game when the active player holds every column.
fn finish_if_all_held(game: &mut GameState, results: &mut Vec<Option<usize>>) {
    if game.columns_of(game.active) == COLUMNS {
        game.over = Some((Some(game.active), End::AllColumns));
        results.push(Some(game.active));
    }
}

/// What every log line of a game begins with: the game's number, the round
/// and the active player's name.
fn head(setup: &Setup, g: &GameState) -> (usize, u32, String) {
    (g.number, g.round, name(setup, g.active).to_owned())
}

/// The unit a Play action commands, as the action gives it.
struct Card {
    attack: i64,
    rage: i64,
    defense: i64,
    race: Race,
    support: i64,
    rally: bool,
}

/// Play: the active player commands a unit onto column `c`, paying its
/// attack (and rage) in CP; it takes the column if strong enough.
fn play(setup: &Setup, state: &mut State, c: usize, card: Card) -> Result<Text, RuleError> {
    let game = playing(state)?;
    let c = column(c)?;
    let attack = positive(card.attack, "rule-koth-negative")?;
    let rage = positive(card.rage, "rule-koth-negative")?;
    let defense = positive(card.defense, "rule-koth-negative")?;
    let support = positive(card.support, "rule-koth-negative")?;
    let left = pay(setup, game, attack + rage)?;
    if state.rules >= 2
        && let Some(held) = game.columns[c]
        && held.holder == game.active
    {
        return Err(RuleError::new("rule-koth-own-column")
            .arg("player", name(setup, game.active))
            .arg("column", c + 1));
    }
    // Rules 2: CP stay within the bound every number keeps.
    let after = if state.rules >= 2 {
        common::add(left, support)?
    } else {
        left.saturating_add(support)
    };
    if let Some(held) = game.columns[c]
        && held.holder != game.active
        && attack + rage < held.strength
    {
        return Err(RuleError::new("rule-koth-too-weak")
            .arg("column", c + 1)
            .arg("attack", attack + rage)
            .arg("strength", held.strength));
    }
    // Rules 3: the total strength shown stays within the bound.
    let total = game.strength_of(game.active).saturating_add(defense);
    if state.rules >= 3 && total > common::MAX_VALUE {
        return Err(RuleError::new("rule-koth-strength-too-large")
            .arg("player", name(setup, game.active))
            .arg("column", c + 1)
            .arg("total", total)
            .arg("max", common::MAX_VALUE));
    }
    let (number, round, who) = head(setup, game);
    let old_cp = game.cp_left;
    let draws = card.rally && game.deck_left(setup) > 0;
    let game = &mut state.game;
    game.cp_left = after;
    game.columns[c] = Some(Column {
        holder: game.active,
        strength: defense,
        race: card.race,
    });
    if draws {
        game.drawn += 1;
    }
    finish_if_all_held(game, &mut state.results);
    Ok(Text::msg("log-koth-play")
        .arg("game", number)
        .arg("round", round)
        .arg("player", who)
        .arg("column", c + 1)
        .arg("attack", attack + rage)
        .arg("defense", defense)
        .arg("old", old_cp)
        .arg("new", after)
        .arg("rally", i64::from(draws)))
}

/// Flank: the active player moves a unit of theirs to the next column,
/// paying its attack in CP; it must be strong enough against a holder.
fn flank(
    setup: &Setup,
    state: &mut State,
    from: usize,
    to: usize,
    attack: i64,
) -> Result<Text, RuleError> {
    let game = playing(state)?;
    let (from, to) = (column(from)?, column(to)?);
    let attack = positive(attack, "rule-koth-negative")?;
    if from.abs_diff(to) != 1 {
        return Err(RuleError::new("rule-koth-flank-next")
            .arg("from", from + 1)
            .arg("to", to + 1));
    }
    let Some(unit) = game.columns[from].filter(|c| c.holder == game.active) else {
        return Err(RuleError::new("rule-koth-flank-not-yours").arg("column", from + 1));
    };
    match game.columns[to] {
        Some(held) if held.holder == game.active => {
            return Err(RuleError::new("rule-koth-flank-own").arg("column", to + 1));
        }
        Some(held) if attack < held.strength => {
            return Err(RuleError::new("rule-koth-too-weak")
                .arg("column", to + 1)
                .arg("attack", attack)
                .arg("strength", held.strength));
        }
        _ => {}
    }
    let left = pay(setup, game, attack)?;
    let (number, round, who) = head(setup, game);
    let old_cp = game.cp_left;
    let game = &mut state.game;
    game.cp_left = left;
    game.columns[from] = None;
    game.columns[to] = Some(unit);
    finish_if_all_held(game, &mut state.results);
    Ok(Text::msg("log-koth-flank")
        .arg("game", number)
        .arg("round", round)
        .arg("player", who)
        .arg("from", from + 1)
        .arg("to", to + 1)
        .arg("old", old_cp)
        .arg("new", left))
}

/// Spend: the active player spends CP on anything else.
fn spend(setup: &Setup, state: &mut State, amount: i64) -> Result<Text, RuleError> {
    let game = playing(state)?;
    let amount = positive(amount, "rule-koth-negative")?;
    let left = pay(setup, game, amount)?;
    let (number, round, who) = head(setup, game);
    let old = std::mem::replace(&mut state.game.cp_left, left);
    Ok(Text::msg("log-koth-spend")
        .arg("game", number)
        .arg("round", round)
        .arg("player", who)
        .arg("old", old)
        .arg("new", left))
}

/// EndTurn: the other player renews their CP and draws a card (while the
/// deck lasts); a new round starts when the first player is back.
fn end_turn(setup: &Setup, state: &mut State) -> Result<Text, RuleError> {
    let game = playing(state)?;
    let (number, round, who) = head(setup, game);
    let next = 1 - game.active;
    let draws = game.deck_left(setup) > 0;
    let game = &mut state.game;
    game.active = next;
    game.cp_left = setup.cp;
    if next == game.first {
        game.round += 1;
    }
    if draws {
        game.drawn += 1;
    }
    Ok(Text::msg("log-koth-end-turn")
        .arg("game", number)
        .arg("round", round)
        .arg("player", who)
        .arg("next", name(setup, next))
        .arg("drew", i64::from(draws))
        .arg("deck", game.deck_left(setup)))
}

/// DeckOut: with the deck empty, the game ends on columns, then strength,
/// then race (else a draw).
fn deck_out(setup: &Setup, state: &mut State) -> Result<Text, RuleError> {
    let game = playing(state)?;
    if game.deck_left(setup) > 0 {
        return Err(RuleError::new("rule-koth-deck-not-empty").arg("left", game.deck_left(setup)));
    }
    let (a, b) = (game.columns_of(0), game.columns_of(1));
    let (sa, sb) = (game.strength_of(0), game.strength_of(1));
    let (ra, rb) = (game.one_race(0), game.one_race(1));
    let result = if a != b {
        (Some(usize::from(b > a)), End::MostColumns)
    } else if sa != sb {
        (Some(usize::from(sb > sa)), End::Strength)
    } else if ra != rb {
        (Some(usize::from(rb)), End::Race)
    } else {
        (None, End::Draw)
    };
    let number = game.number;
    state.game.over = Some(result);
    state.results.push(result.0);
    Ok(Text::msg("log-koth-deck-out")
        .arg("game", number)
        .arg("winner", result.0.map_or("—", |p| name(setup, p))))
}

/// NextGame: once a game is over and the battle is not, the next game
/// starts with the other player first.
fn next_game(setup: &Setup, state: &mut State) -> Result<Text, RuleError> {
    if state.game.over.is_none() {
        return Err(RuleError::new("rule-koth-game-not-over").arg("game", state.game.number));
    }
    if let Some(w) = state.battle_winner() {
        return Err(RuleError::new("rule-koth-battle-over").arg("player", name(setup, w)));
    }
    let number = state.game.number + 1;
    let first = 1 - state.game.first;
    state.game = GameState::new(setup, number, first);
    Ok(Text::msg("log-koth-next-game")
        .arg("game", number)
        .arg("player", name(setup, first)))
}
