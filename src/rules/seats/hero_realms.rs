//! Hero Realms' seat controls: the seat's player's health (their team's,
//! shared, in Hydra), and their own gold and combat pools, which the rules
//! fill only on their turn. Combat is only gained here: it is spent by an
//! attack, which names a target.

use super::{STEPS, SeatControl, names, offered};
use crate::rules::Game;
use crate::rules::hero_realms::{Action, Rules, Setup, State};

/// Combat's steps: gained only.
const GAINS: [i64; 2] = [1, 5];

/// Every player holds a seat (a Hydra team's two or three each theirs).
pub fn seats(setup: &Setup) -> Vec<String> {
    names(&setup.players)
}

/// Health, gold and combat of seat `seat` (a player).
pub fn controls(setup: &Setup, state: &State, seat: usize) -> Vec<SeatControl> {
    if seat >= setup.players.len() {
        return Vec::new();
    }
    vec![
        SeatControl::new(
            "health",
            "label-hero_realms-health",
            state.health_of(setup, seat),
            &STEPS,
        ),
        SeatControl::new(
            "gold",
            "label-hero_realms-gold",
            state.gold_of(seat),
            &STEPS,
        ),
        SeatControl::new(
            "combat",
            "label-hero_realms-combat",
            state.combat_of(seat),
            &GAINS,
        ),
    ]
}

/// The seat's own gain or loss.
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
    let player = Some(seat);
    let amount = step.checked_abs()?;
    Some(match (control, step > 0) {
        ("health", true) => Action::GainHealth { player, amount },
        ("health", false) => Action::LoseHealth {
            player: seat,
            amount,
        },
        ("gold", true) => Action::GainGold { player, amount },
        ("gold", false) => Action::SpendGold { player, amount },
        ("combat", true) => Action::GainCombat { player, amount },
        _ => return None,
    })
}

/// The acting player: the one named, else the active player when one
/// player has the turn (a Hydra team's turn names no one).
pub fn seat_of(setup: &Setup, state: &State, action: &Action) -> Option<usize> {
    let acting = |player: &Option<usize>| {
        player.or_else(|| match state.active_players(setup)[..] {
            [one] => Some(one),
            _ => None,
        })
    };
    match action {
        Action::GainGold { player, .. }
        | Action::SpendGold { player, .. }
        | Action::GainCombat { player, .. }
        | Action::Attack { player, .. }
        | Action::GainHealth { player, .. }
        | Action::PlayChampion { player, .. }
        | Action::ExpendChampion { player, .. }
        | Action::StunChampion { player, .. } => acting(player),
        Action::LoseHealth { player, .. } | Action::RemoveChampion { player, .. } => Some(*player),
        Action::EndTurn => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{changed, foreign_taps_build_nothing, tap};
    use super::*;
    use crate::rules::hero_realms::Format;

    #[test]
    fn a_seat_changes_its_own_numbers_only() {
        let setup = Setup::new(Format::FreeForAll, &["Ana", "Bo", "Cem"]);
        let mut state = Rules::start(&setup);
        let (before, after) = tap::<Rules>(&setup, &mut state, 2, "health", -5);
        assert_eq!(changed(&before, &after), [2]);
        let (before, after) = tap::<Rules>(&setup, &mut state, 0, "gold", 5);
        assert_eq!(changed(&before, &after), [0]);
        tap::<Rules>(&setup, &mut state, 0, "combat", 1);
        tap::<Rules>(&setup, &mut state, 0, "gold", -1);
        assert_eq!(
            (state.health[2], state.gold[0], state.combat[0]),
            (45, 4, 1)
        );
        // Not Bo's turn: the rules refuse his gold, as they refuse a click.
        let gold = Rules::seat_action(&setup, &state, 1, "gold", 1).unwrap();
        assert!(Rules::apply(&setup, &mut state.clone(), &gold).is_err());
        assert!(Rules::seat_action(&setup, &state, 0, "combat", -1).is_none());
        foreign_taps_build_nothing::<Rules>(&setup, &state);
    }

    #[test]
    fn in_hydra_each_teammate_is_a_seat() {
        let setup = Setup::new(Format::Hydra, &["Ana", "Bo", "Cem", "Dee"]);
        let mut state = Rules::start(&setup);
        assert_eq!(Rules::seats(&setup, &state).len(), 4);
        tap::<Rules>(&setup, &mut state, 1, "gold", 5);
        assert_eq!(state.gold, [0, 5, 0, 0]);
        assert_eq!(Rules::seat_of(&setup, &state, &Action::EndTurn), None);
    }
}
