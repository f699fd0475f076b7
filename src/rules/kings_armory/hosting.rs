//! Tower hosting (A2, B3, B5 step 6): each tower hosts 3 allies and each
//! of the gate's two parapets 1; a wave starts only with every hero hosted,
//! and the most recently hired hireables sit it out when room is short.

use super::phase::{err, log};
use super::state::State;
use super::{Mode, Setup};
use crate::rules::{RuleError, Text};

/// Allies a tower hosts ("Each Tower has 3 Hosting Slots", A2).
pub const TOWER_SLOTS: i64 = 3;
/// The Castle Gate's two parapets, "mini-Towers" that "may host a maximum
/// of one Ally each" (B3).
pub const PARAPETS: i64 = 2;

/// How many allies the towers and parapets host.
pub fn room(state: &State) -> i64 {
    state
        .towers
        .saturating_mul(TOWER_SLOTS)
        .saturating_add(PARAPETS)
}

/// Heroes who need a hosting slot at the start of a wave: every hero at
/// the table, except in The Gauntlet, where "Heroes never need to be
/// assigned to a Tower" (H).
fn heroes_hosted(setup: &Setup, state: &State) -> i64 {
    if setup.mode == Mode::Gauntlet {
        0
    } else {
        state.present().count() as i64
    }
}

/// Rules 2, at the start of a wave: "You must have enough Towers to host
/// all Allies in order to start the new Wave or, starting with the most
/// recently hired Hireable, you must have them sit out of the next Wave,
/// one by one ... Heroes may never sit out" (B5, step 6). Refuses when the
/// heroes alone do not fit; otherwise returns the hireables (positions)
/// who sit out, most recently hired first. Changes nothing.
pub(super) fn sitting_out(setup: &Setup, state: &State) -> Result<Vec<usize>, RuleError> {
    if !state.v2() {
        return Ok(Vec::new());
    }
    let room = room(state);
    let heroes = heroes_hosted(setup, state);
    if heroes > room {
        return Err(err("towers-heroes")
            .arg("heroes", heroes)
            .arg("room", room)
            .arg("towers", state.towers));
    }
    let free = usize::try_from(room - heroes).unwrap_or(0);
    let living: Vec<usize> = (0..state.hireables.len())
        .filter(|&i| !state.hireables[i].defeated)
        .collect();
    Ok(living.iter().skip(free).rev().copied().collect())
}

/// Marks `out` as sitting out the wave, one log line each.
pub(super) fn sit_out(state: &mut State, out: &[usize]) -> Vec<Text> {
    let room = room(state);
    let mut lines = Vec::new();
    for &i in out {
        if let Some(h) = state.hireables.get_mut(i) {
            h.sits_out = true;
            lines.push(log("sits-out").arg("who", h.name.clone()).arg("room", room));
        }
    }
    lines
}
