//! Custom counters' seat controls: every counter of the seat's player,
//! by its own step and five of them.

use super::{SeatControl, offered};
use crate::rules::custom::{Action, Rules, Setup, State};
use crate::rules::{Game, Text};

/// The id of counter `index`: `counter-0`, `counter-1`...
fn id(index: usize) -> String {
    format!("counter-{index}")
}

/// Every counter of seat `seat` (a player).
pub fn controls(setup: &Setup, state: &State, seat: usize) -> Vec<SeatControl> {
    let Some(values) = state.values.get(seat) else {
        return Vec::new();
    };
    setup
        .counters
        .iter()
        .zip(values)
        .enumerate()
        .map(|(i, (c, v))| {
            let step = c.step.max(1);
            let steps = match step.checked_mul(5) {
                Some(five) => vec![-five, -step, step, five],
                None => vec![-step, step],
            };
            SeatControl {
                id: id(i),
                label: Text::raw(&c.name),
                value: *v,
                steps,
            }
        })
        .collect()
}

/// The step added to the seat's own counter.
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
    let counter = (0..setup.counters.len()).find(|&i| id(i) == control)?;
    Some(Action::Add {
        player: seat,
        counter,
        amount: step,
    })
}

/// The player whose counter an action changes.
pub fn seat_of(action: &Action) -> Option<usize> {
    match action {
        Action::Add { player, .. } | Action::Set { player, .. } => Some(*player),
        Action::Roll { .. } => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{changed, foreign_taps_build_nothing, tap};
    use super::*;
    use crate::rules::Player;
    use crate::rules::custom::Counter;

    #[test]
    fn a_seat_changes_its_own_counters_only() {
        let setup = Setup {
            players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
            counters: vec![
                Counter::new("Life", 20),
                Counter {
                    step: 2,
                    ..Counter::new("Poison", 0)
                },
            ],
            win: None,
        };
        let mut state = Rules::start(&setup);
        let controls = Rules::seat_controls(&setup, &state, 1);
        assert_eq!(controls.len(), 2);
        assert_eq!(controls[1].steps, [-10, -2, 2, 10]);
        assert_eq!(controls[1].label, Text::raw("Poison"));
        let (before, after) = tap::<Rules>(&setup, &mut state, 1, "counter-0", -5);
        assert_eq!(changed(&before, &after), [1]);
        tap::<Rules>(&setup, &mut state, 0, "counter-1", 10);
        assert_eq!(state.values, [[20, 10], [15, 0]]);
        assert!(Rules::seat_action(&setup, &state, 0, "counter-1", 1).is_none());
        assert!(Rules::seat_action(&setup, &state, 0, "counter-2", 1).is_none());
        foreign_taps_build_nothing::<Rules>(&setup, &state);
    }
}
