//! The King's Armory's seat controls: each hero's own hit points, lost
//! (as non-resistible damage: the player's own count, no resistance
//! again) or healed. A seat is a hero, as the standings list them (a
//! player with two heroes holds two seats).

use super::{STEPS, SeatControl, offered};
use crate::rules::Game;
use crate::rules::kings_armory::{Action, Character, Kind, Rules, Setup, State};

/// Every hero holds a seat, named as its row of the standings.
pub fn seats(setup: &Setup, state: &State) -> Vec<String> {
    Rules::standings(setup, state)
        .into_iter()
        .map(|s| s.name)
        .collect()
}

/// The HP of seat `seat` (a hero).
pub fn controls(state: &State, seat: usize) -> Vec<SeatControl> {
    match state.heroes.get(seat) {
        Some(hero) => vec![SeatControl::new(
            "hp",
            "label-kings_armory-hp",
            hero.hp,
            &STEPS,
        )],
        None => Vec::new(),
    }
}

/// Damage to the seat's hero, or healing.
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
    let character = Character::Hero(seat);
    Some(if step > 0 {
        Action::Heal {
            character,
            amount: step,
        }
    } else {
        Action::Damage {
            character,
            amount: step.checked_neg()?,
            kind: Kind::NonResistible,
        }
    })
}

/// The hero an action changes or names.
pub fn seat_of(action: &Action) -> Option<usize> {
    let hero = |c: &Character| match c {
        Character::Hero(h) => Some(*h),
        _ => None,
    };
    match action {
        Action::Damage { character, .. }
        | Action::Heal { character, .. }
        | Action::AddStatus { character, .. }
        | Action::RemoveStatus { character, .. } => hero(character),
        Action::UnlockEquipment { hero } | Action::Equip { hero, .. } => Some(*hero),
        Action::HeroLeaves { hero, .. } | Action::HeroReturns { hero } => Some(*hero),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::super::testing::{changed, foreign_taps_build_nothing, tap};
    use super::*;

    #[test]
    fn a_hero_changes_its_own_hp_only() {
        let setup = Setup::new(&[("Ana", "Valcor", 20, 4), ("Bo", "Ember", 16, 3)], 3);
        let mut state = Rules::start(&setup);
        Rules::apply(&setup, &mut state, &Action::StartWave).unwrap();
        assert_eq!(Rules::seats(&setup, &state), ["Ana", "Bo"]);
        let (before, after) = tap::<Rules>(&setup, &mut state, 1, "hp", -5);
        assert_eq!(changed(&before, &after), [1]);
        tap::<Rules>(&setup, &mut state, 1, "hp", 1);
        assert_eq!((state.heroes[0].hp, state.heroes[1].hp), (20, 12));
        assert!(Rules::seat_action(&setup, &state, 2, "hp", 1).is_none());
        foreign_taps_build_nothing::<Rules>(&setup, &state);
    }
}
