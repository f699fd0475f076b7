//! Heroes of Karth's seat controls: each player's gold and Spiritual
//! Energy, changed by the ± steps (corrections, as the window's).

use super::{STEPS, SeatControl, offered};
use crate::rules::Game;
use crate::rules::karth::{Action, Resource, Rules, Setup, State};

/// Gold and SE of seat `seat` (a player).
pub fn controls(setup: &Setup, state: &State, seat: usize) -> Vec<SeatControl> {
    if seat >= setup.players.len() {
        return Vec::new();
    }
    let value = |v: &[i64]| v.get(seat).copied().unwrap_or(0);
    vec![
        SeatControl::new("gold", "label-karth-gold", value(&state.gold), &STEPS),
        SeatControl::new("se", "label-karth-se", value(&state.se), &STEPS),
    ]
}

/// A gain or spend of the seat's own gold or SE, as a correction.
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
    let resource = match control {
        "gold" => Resource::Gold,
        "se" => Resource::Se,
        _ => return None,
    };
    Some(if step > 0 {
        Action::Gain {
            player: seat,
            resource,
            amount: step,
            correction: true,
        }
    } else {
        Action::Spend {
            player: seat,
            resource,
            amount: step.checked_neg()?,
            correction: true,
        }
    })
}

/// The player an action names as its own.
pub fn seat_of(action: &Action) -> Option<usize> {
    match action {
        Action::Gain { player, .. }
        | Action::Spend { player, .. }
        | Action::Collect { player, .. }
        | Action::AddUnit { player, .. }
        | Action::BuyBack { player, .. }
        | Action::KnockOut { player }
        | Action::Concede { player } => Some(*player),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{changed, foreign_taps_build_nothing, tap};
    use super::*;
    use crate::rules::Player;
    use crate::rules::karth::Mode;

    fn setup() -> Setup {
        Setup {
            mode: Mode::FreeForAll,
            players: ["Ana", "Bo", "Cem"]
                .iter()
                .enumerate()
                .map(|(i, n)| Player::new(*n, i))
                .collect(),
            factions: Vec::new(),
            first: 0,
            gold_to_win: None,
            kp_to_win: None,
        }
    }

    #[test]
    fn a_seat_changes_its_own_gold_and_se_only() {
        let setup = setup();
        let mut state = Rules::start(&setup);
        let (gold, se) = (state.gold[1], state.se[2]);
        assert_eq!(Rules::seats(&setup, &state), ["Ana", "Bo", "Cem"]);
        let (before, after) = tap::<Rules>(&setup, &mut state, 1, "gold", 5);
        assert_eq!(changed(&before, &after), [1]);
        assert_eq!(state.gold[1], gold + 5);
        tap::<Rules>(&setup, &mut state, 1, "gold", -1);
        let (before, after) = tap::<Rules>(&setup, &mut state, 2, "se", 1);
        assert_eq!(changed(&before, &after), [2]);
        assert_eq!((state.gold[1], state.se[2]), (gold + 4, se + 1));
        let shown = &Rules::seat_controls(&setup, &state, 1)[0];
        assert_eq!((shown.id.as_str(), shown.value), ("gold", gold + 4));
        foreign_taps_build_nothing::<Rules>(&setup, &state);
        assert!(Rules::seat_action(&setup, &state, 0, "kp", 1).is_none());
    }
}
