//! `apply`: the phase and target checks every action shares, the dispatch
//! to the parts of the rules, and the defeat check after every change.
//! Each part checks everything first and changes the state last, so a
//! refusal changes nothing.

use super::state::{End, Phase, Side, State};
use super::{Action, Mode, Setup, allies, combat, flow, shop};
use crate::rules::common;
use crate::rules::{RuleError, Text};

/// A refusal by the rule `rule-kings_armory-<key>`.
pub(super) fn err(key: &str) -> RuleError {
    RuleError::new(&format!("rule-kings_armory-{key}"))
}

/// The message `<kind>-kings_armory-<key>` (kind: log, detail, ...).
pub(super) fn msg(kind: &str, key: &str) -> Text {
    Text::msg(&format!("{kind}-kings_armory-{key}"))
}

/// A log line `log-kings_armory-<key>`.
pub(super) fn log(key: &str) -> Text {
    msg("log", key)
}

/// An amount typed at the table: within bounds and at least 1.
pub(super) fn positive(amount: i64) -> Result<i64, RuleError> {
    let amount = common::check_amount(amount)?;
    if amount < 1 {
        return Err(err("positive").arg("amount", amount));
    }
    Ok(amount)
}

/// An amount typed at the table: within bounds and not negative.
pub(super) fn not_negative(amount: i64) -> Result<i64, RuleError> {
    let amount = common::check_amount(amount)?;
    if amount < 0 {
        return Err(err("negative").arg("amount", amount));
    }
    Ok(amount)
}

/// Refuses unless a wave is being played.
pub(super) fn in_wave(state: &State) -> Result<(), RuleError> {
    if state.phase == Phase::Wave {
        Ok(())
    } else {
        Err(err("not-in-wave"))
    }
}

/// Refuses unless it is the foes' round of a wave.
pub(super) fn foes_round(state: &State) -> Result<(), RuleError> {
    in_wave(state)?;
    if state.side == Side::Foes {
        Ok(())
    } else {
        Err(err("foes-round-only"))
    }
}

/// Refuses unless it is the Between Waves Phase.
pub(super) fn between(state: &State) -> Result<(), RuleError> {
    if state.phase == Phase::Between {
        Ok(())
    } else {
        Err(err("between-only"))
    }
}

/// Refuses unless the table may spend gold: before the first wave,
/// between waves, or in The Gauntlet's mini Between Waves phase (the
/// players' round after each foes' round).
pub(super) fn shop_open(setup: &Setup, state: &State) -> Result<(), RuleError> {
    let mini = setup.mode == Mode::Gauntlet && state.side == Side::Players;
    match state.phase {
        Phase::Prepare | Phase::Between => Ok(()),
        Phase::Wave if mini => Ok(()),
        Phase::Wave => Err(err("shop-closed")),
    }
}

/// Pays `price` from the team's gold, or refuses; returns (old, new).
pub(super) fn pay(state: &State, price: i64, item: &str) -> Result<(i64, i64), RuleError> {
    if price > state.gold {
        return Err(err("gold")
            .arg("item", item)
            .arg("price", price)
            .arg("gold", state.gold));
    }
    Ok((state.gold, state.gold - price))
}

/// A hero at the table, by position.
pub(super) fn hero_here(state: &State, hero: usize) -> Result<usize, RuleError> {
    let h = state
        .heroes
        .get(hero)
        .ok_or_else(|| err("no-hero").arg("hero", hero))?;
    if h.left {
        return Err(err("hero-left").arg("hero", h.name.clone()));
    }
    Ok(hero)
}

/// A hireable still in the game, by position.
pub(super) fn hireable_here(state: &State, hireable: usize) -> Result<usize, RuleError> {
    let h = state
        .hireables
        .get(hireable)
        .ok_or_else(|| err("no-hireable").arg("hireable", hireable))?;
    if h.defeated {
        return Err(err("hireable-gone").arg("name", h.name.clone()));
    }
    Ok(hireable)
}

/// A monster on the board, by id; returns its position.
pub(super) fn monster_here(state: &State, id: u32) -> Result<usize, RuleError> {
    state
        .monster_index(id)
        .ok_or_else(|| err("no-monster").arg("monster", i64::from(id)))
}

/// Applies one action and returns its log lines: the first says what the
/// action did, the others one change each (heals, tokens, defeats).
pub fn apply_lines(
    setup: &Setup,
    state: &mut State,
    action: &Action,
) -> Result<Vec<Text>, RuleError> {
    if state.end.is_some() {
        return Err(err("game-over"));
    }
    let mut lines = match action {
        Action::StartWave => flow::start_wave(setup, state),
        Action::NextRound => flow::next_round(setup, state),
        Action::EndWave => flow::end_wave(setup, state),
        Action::HealStep => flow::heal_step(state),
        Action::MonsterEnters { .. }
        | Action::Damage { .. }
        | Action::Heal { .. }
        | Action::AddStatus { .. }
        | Action::RemoveStatus { .. }
        | Action::Upkeep { .. }
        | Action::ReachGate { .. }
        | Action::AttackGate { .. }
        | Action::InstantDefeat { .. } => combat::apply(setup, state, action),
        Action::Hire { .. }
        | Action::LevelUp { .. }
        | Action::AddHero { .. }
        | Action::HeroLeaves { .. }
        | Action::HeroReturns { .. } => allies::apply(setup, state, action),
        _ => shop::apply(setup, state, action),
    }?;
    settle(state, &mut lines);
    Ok(lines)
}

/// The defeat check after every change: the gate at 0, or every hero at
/// the table knocked out at once (B9).
fn settle(state: &mut State, lines: &mut Vec<Text>) {
    if state.end.is_some() {
        return;
    }
    if state.gate <= 0 {
        state.end = Some(End::Gate);
        lines.push(log("gate-falls"));
    } else if state.present().next().is_some() && state.present().all(|h| h.knocked_out()) {
        state.end = Some(End::Heroes);
        lines.push(log("heroes-fall"));
    }
}
