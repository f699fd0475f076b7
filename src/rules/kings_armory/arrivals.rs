//! How many foes arrive on each foes' round (rules 2): all on the first
//! (B1, D2-2 Standard), half rounded up then the rest on the second
//! (Delayed Monster Entry), or The Gauntlet's numbers from table H-3.
//! Without the Wave Card the wave's total is unknown, so standard and
//! delayed entry are checked as far as the rules alone tell.

use serde::Serialize;

use super::phase::err;
use super::setup::Entry;
use super::state::{Phase, Side, State};
use super::{Mode, Setup, wave_card};
use crate::rules::RuleError;

/// The foes of the wave's roll due on the foes' round being played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Due {
    /// Arrived so far this round (bosses and summoned monsters apart).
    pub arrived: u32,
    /// At least this many arrive this round.
    pub min: u32,
    /// At most this many; none when only the Wave Card could say.
    pub max: Option<u32>,
}

/// What the rules know is due on this foes' round; none outside one.
pub fn due(setup: &Setup, state: &State) -> Option<Due> {
    if state.phase != Phase::Wave || state.side != Side::Foes {
        return None;
    }
    let arrived = state.arrivals;
    let (min, max) = if let Some(row) = setup.gauntlet() {
        // "On the first Foes' Round the listed number of Monsters arrive.
        // At the start of each subsequent Foes' Round, the listed number
        // of Monsters arrive." (H).
        let n = if state.round <= 1 {
            row.first_foes
        } else {
            row.later_foes
        };
        let n = u32::try_from(n).unwrap_or(0);
        (n, Some(n))
    } else if let Some(n) = wave_card::due_on_round(setup, state) {
        // The Wave Card says how many (B1, D2-2).
        (n, Some(n))
    } else {
        match (setup.entry, state.round) {
            // A wave brings at least one foe; the Wave Card says how many.
            (_, 1) => (1, None),
            // "the remainder will enter on the Foes' 2nd Round": with
            // ceil(N / 2) first, the rest is that many or one fewer.
            (Entry::Delayed, 2) => (state.opening.saturating_sub(1), Some(state.opening)),
            // "No new Monsters are rolled (unless Delayed Monster Entry is
            // being used)" (B3).
            _ => (0, Some(0)),
        }
    };
    Some(Due { arrived, min, max })
}

/// Rules 2: a monster of the wave's roll may arrive now.
pub(super) fn may_arrive(setup: &Setup, state: &State) -> Result<(), RuleError> {
    let card = wave_card::in_use(state) && setup.mode != Mode::Gauntlet;
    if !state.v2() && !card {
        return Ok(());
    }
    match due(setup, state) {
        Some(d) if card && d.max.is_some_and(|max| d.arrived >= max) => {
            Err(wave_card::over(setup, state, d.max.unwrap_or(0)))
        }
        Some(d) if d.max.is_some_and(|max| d.arrived >= max) => Err(err("foes-over")
            .arg("max", d.max.unwrap_or(0))
            .arg("round", state.round)
            .arg("mode", mode(setup))),
        _ => Ok(()),
    }
}

/// Rules 2: the foes' round may end (or The Gauntlet's boss enter: "They
/// will always enter after every other Monster for that Round has
/// entered", H) only once its foes have arrived.
pub(super) fn round_filled(setup: &Setup, state: &State) -> Result<(), RuleError> {
    let card = wave_card::in_use(state) && setup.mode != Mode::Gauntlet;
    if !state.v2() && !card {
        return Ok(());
    }
    match due(setup, state) {
        Some(d) if card && d.arrived < d.min => {
            Err(wave_card::round_due(setup, state, d.min - d.arrived))
        }
        Some(d) if d.arrived < d.min => Err(err("foes-due")
            .arg("due", d.min - d.arrived)
            .arg("round", state.round)
            .arg("mode", mode(setup))),
        _ => Ok(()),
    }
}

/// Rules 2: with Delayed Monster Entry a wave cannot end before the rest
/// of its foes have entered on the foes' second round.
pub(super) fn wave_filled(setup: &Setup, state: &State) -> Result<(), RuleError> {
    wave_card::wave_filled(setup, state)?;
    if !state.v2() || setup.entry != Entry::Delayed || setup.mode == Mode::Gauntlet {
        return Ok(());
    }
    let rest = state.opening.saturating_sub(1);
    let owed = match (state.round, state.side) {
        (1, _) => rest,
        (2, Side::Foes) => rest.saturating_sub(state.arrivals),
        _ => 0,
    };
    if owed > 0 {
        return Err(err("foes-due")
            .arg("due", owed)
            .arg("round", 2)
            .arg("mode", "delayed"));
    }
    Ok(())
}

/// The selector the refusals word themselves by.
fn mode(setup: &Setup) -> &'static str {
    if setup.mode == Mode::Gauntlet {
        "gauntlet"
    } else if setup.entry == Entry::Delayed {
        "delayed"
    } else {
        "standard"
    }
}
