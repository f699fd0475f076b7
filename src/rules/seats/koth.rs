//! Koth's seat controls: the command points of the player whose turn it
//! is, spent from their phone (a unit played or flanked names a column,
//! so it stays the window's). The other seat has none until its turn.

use super::{SeatControl, offered};
use crate::rules::Game;
use crate::rules::koth::{Action, Rules, Setup, State};

/// CP spent in one tap.
const SPENDS: [i64; 2] = [-5, -1];

/// The CP left of seat `seat` while it is that player's turn in a game
/// not over; nothing otherwise.
pub fn controls(setup: &Setup, state: &State, seat: usize) -> Vec<SeatControl> {
    let game = &state.game;
    if seat >= setup.players.len() || game.active != seat || game.over.is_some() {
        return Vec::new();
    }
    vec![SeatControl::new(
        "cp",
        "label-koth-cp",
        game.cp_left,
        &SPENDS,
    )]
}

/// CP spent by the player whose turn it is.
pub fn action(
    setup: &Setup,
    state: &State,
    seat: usize,
    control: &str,
    step: i64,
) -> Option<Action> {
    if !offered(&Rules::seat_controls(setup, state, seat), control, step) {
        return None;
    }
    Some(Action::Spend {
        amount: step.checked_neg()?,
    })
}

/// The player whose turn it is plays, flanks and spends.
pub fn seat_of(state: &State, action: &Action) -> Option<usize> {
    match action {
        Action::Play { .. } | Action::Flank { .. } | Action::Spend { .. } => {
            Some(state.game.active)
        }
        Action::EndTurn | Action::DeckOut | Action::NextGame => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{changed, foreign_taps_build_nothing, tap};
    use super::*;

    #[test]
    fn the_player_to_play_spends_their_own_cp_only() {
        let setup = Setup::new(["Ames", "Sina"]);
        let mut state = Rules::start(&setup);
        let active = state.game.active;
        let other = 1 - active;
        assert!(Rules::seat_controls(&setup, &state, other).is_empty());
        assert!(Rules::seat_action(&setup, &state, other, "cp", -1).is_none());
        let (before, after) = tap::<Rules>(&setup, &mut state, active, "cp", -5);
        assert_eq!(changed(&before, &after), [active]);
        assert_eq!(state.game.cp_left, setup.cp - 5);
        assert!(Rules::seat_action(&setup, &state, active, "cp", 1).is_none());
        foreign_taps_build_nothing::<Rules>(&setup, &state);
    }
}
