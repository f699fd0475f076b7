//! Where the game is and who may act: the phase and target checks every
//! part of the rules shares, and the refusal and message helpers.

use super::state::{Phase, Side, State};
use super::{Mode, Setup};
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
        Phase::Prepare => Ok(()),
        Phase::Between => heal_done(state, "spend"),
        Phase::Wave if mini => Ok(()),
        Phase::Wave => Err(err("shop-closed")),
    }
}

/// Rules 2: between waves the heal step comes first ("Step 1: Heal!",
/// then "Step 2: Get the Gold!", then "Step 3: Spend the Gold!", B5), so
/// a reward card (`what`: "reward") or a purchase ("spend") waits for it.
pub(super) fn heal_done(state: &State, what: &str) -> Result<(), RuleError> {
    if state.v2() && state.phase == Phase::Between && !state.healed {
        return Err(err("heal-before").arg("what", what));
    }
    Ok(())
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
