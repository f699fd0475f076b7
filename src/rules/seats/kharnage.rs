//! Kharnage's seat controls: the army's cards destroyed this round, its
//! initiative this round (stepped from the one revealed), and KHARNAGE!,
//! a one-tap control.

use super::{STEPS, SeatControl, offered};
use crate::rules::Game;
use crate::rules::kharnage::{Action, Rules, Setup, State};

/// The initiative's steps: strategy cards run from 1 to a few dozen.
const INITIATIVE: [i64; 4] = [-10, -1, 1, 10];

/// Cards destroyed, initiative and KHARNAGE! of seat `seat` (an army).
pub fn controls(setup: &Setup, state: &State, seat: usize) -> Vec<SeatControl> {
    if seat >= setup.armies.len() {
        return Vec::new();
    }
    let round = state.open_round();
    let destroyed = round
        .and_then(|r| r.destroyed.get(seat).copied())
        .unwrap_or(0);
    let initiative = round
        .and_then(|r| r.initiative.get(seat).copied().flatten())
        .unwrap_or(0);
    vec![
        SeatControl::new("destroyed", "label-kharnage-destroyed", destroyed, &STEPS),
        SeatControl::new(
            "initiative",
            "label-kharnage-initiative",
            initiative,
            &INITIATIVE,
        ),
        SeatControl::new(
            "kharnage",
            "ui-kharnage-kharnage",
            state.kharnage_tokens(seat),
            &[1],
        ),
    ]
}

/// The army's own change.
pub fn action(
    setup: &Setup,
    state: &State,
    seat: usize,
    control: &str,
    step: i64,
) -> Option<Action> {
    let controls = Rules::seat_controls(setup, state, seat);
    if !offered(&controls, control, step) {
        return None;
    }
    let army = seat;
    Some(match control {
        "destroyed" => Action::Destroyed { army, cards: step },
        "initiative" => {
            let now = controls.iter().find(|c| c.id == control)?.value;
            Action::Initiative {
                army,
                initiative: now.checked_add(step)?,
            }
        }
        "kharnage" => Action::Kharnage { army, victim: None },
        _ => return None,
    })
}

/// The army an action is of.
pub fn seat_of(action: &Action) -> Option<usize> {
    match action {
        Action::Initiative { army, .. }
        | Action::Destroyed { army, .. }
        | Action::Kharnage { army, .. }
        | Action::NoYeah { army } => Some(*army),
        Action::CloseRound | Action::FinalArmies { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{changed, foreign_taps_build_nothing, tap};
    use super::*;
    use crate::rules::Player;

    #[test]
    fn an_army_changes_its_own_numbers_only() {
        let setup = Setup {
            armies: vec![Player::new("Orcs", 0), Player::new("Elves", 1)],
            played_by: Vec::new(),
            rounds: 4,
            yeah_rule: false,
        };
        let mut state = Rules::start(&setup);
        let (before, after) = tap::<Rules>(&setup, &mut state, 1, "kharnage", 1);
        assert_eq!(changed(&before, &after), [1]);
        assert_eq!(state.kharnage_tokens(1), 1);
        tap::<Rules>(&setup, &mut state, 0, "destroyed", 5);
        tap::<Rules>(&setup, &mut state, 0, "initiative", 10);
        tap::<Rules>(&setup, &mut state, 0, "initiative", -1);
        let round = state.open_round().unwrap();
        assert_eq!(round.destroyed, [5, 0]);
        assert_eq!(round.initiative, [Some(9), None]);
        let shown = Rules::seat_controls(&setup, &state, 0);
        assert_eq!(shown.iter().map(|c| c.value).collect::<Vec<_>>(), [5, 9, 0]);
        assert!(Rules::seat_action(&setup, &state, 0, "kharnage", -1).is_none());
        foreign_taps_build_nothing::<Rules>(&setup, &state);
    }
}
