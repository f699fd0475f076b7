//! Where the game is and who may act: the phase and target checks every
//! part of the rules shares, and the refusal and message helpers.

use super::setup::Entry;
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
    if h.sits_out {
        return Err(err("sits-out").arg("who", h.name.clone()));
    }
    Ok(hireable)
}

/// A monster on the board, by id; returns its position.
pub(super) fn monster_here(state: &State, id: u32) -> Result<usize, RuleError> {
    state
        .monster_index(id)
        .ok_or_else(|| err("no-monster").arg("monster", i64::from(id)))
}

/// The foes' round on which the `n`-th boss (from 0) of a wave arrives:
/// the 2nd round, the second boss on the 3rd (B7); one round later with
/// Delayed Monster Entry, one earlier with High Speed Boss Entry (D2-2).
pub fn boss_round(entry: Entry, n: u32) -> u32 {
    let first = match entry {
        Entry::Standard => 2,
        Entry::Delayed => 3,
        Entry::HighSpeed => 1,
    };
    first + n
}

/// Rules 2: whether a boss must enter in this foes' round before it ends:
/// the wave's next boss on its round (B7, D2-2), or The Gauntlet's on
/// every x-th round ("Bosses will appear periodically ... on the Foes'
/// Rounds listed", H).
pub(super) fn boss_owed(setup: &Setup, state: &State) -> bool {
    if state.phase != Phase::Wave || state.side != Side::Foes {
        return false;
    }
    if let Some(row) = setup.gauntlet() {
        let every = row.boss_every.max(1);
        return i64::from(state.round) % every == 0 && state.bosses_entered == 0;
    }
    let due = setup.bosses_in(state.wave);
    state.bosses_entered < due && boss_round(setup.entry, state.bosses_entered) <= state.round
}

/// Rules 2: a boss enters on its own foes' round, not before: "on the
/// Foes' 2nd Round ... the Boss arrives!", the second "on the Foes' 3rd
/// Round" (B7); Delayed Monster Entry one round later, High Speed Boss
/// Entry one earlier (D2-2).
pub(super) fn boss_on_time(setup: &Setup, state: &State) -> Result<(), RuleError> {
    if !state.v2() || setup.mode == Mode::Gauntlet {
        return Ok(());
    }
    let round = boss_round(setup.entry, state.bosses_entered);
    if state.round < round {
        return Err(err("boss-round")
            .arg("round", round)
            .arg("now", state.round)
            .arg("entry", entry_name(setup.entry)));
    }
    Ok(())
}

fn entry_name(entry: Entry) -> &'static str {
    match entry {
        Entry::Standard => "standard",
        Entry::Delayed => "delayed",
        Entry::HighSpeed => "high_speed",
    }
}
