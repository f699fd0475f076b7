//! The typed fields of The King's Armory page, the forms they make up
//! (cleared once the rules took what they sent), and gate damage typed as
//! on a monster's card.

use crate::rules::Text;
use crate::ui::widget;

/// A typed field of the page; its widget id is [`Field::id`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The damage or healing amount.
    Amount,
    /// A monster entering: its HP.
    EnterHp,
    /// Its name.
    EnterName,
    /// Its melee resistance.
    EnterMelee,
    /// Its ranged resistance.
    EnterRanged,
    /// Its supernatural resistance.
    EnterSupernatural,
    /// A hireable hired: its name.
    HireName,
    /// Its HP.
    HireHp,
    /// Its heal rate.
    HireHeal,
    /// Its price.
    HireCost,
    /// A level-up: its price.
    LevelCost,
    /// The new level's HP.
    LevelHp,
    /// The new level's heal rate.
    LevelHeal,
    /// A player joining: the player's name.
    JoinPlayer,
    /// The hero's name.
    JoinHero,
    /// The hero's maximum HP.
    JoinHp,
    /// The hero's heal rate.
    JoinHeal,
}

/// How many fields there are.
pub(super) const FIELDS: usize = 17;

impl Field {
    pub(super) fn index(self) -> usize {
        self as usize
    }

    /// The id of the field's widget.
    pub fn id(self) -> String {
        let name = match self {
            Field::Amount => "amount",
            Field::EnterHp => "enter-hp",
            Field::EnterName => "enter-name",
            Field::EnterMelee => "enter-melee",
            Field::EnterRanged => "enter-ranged",
            Field::EnterSupernatural => "enter-supernatural",
            Field::HireName => "hire-name",
            Field::HireHp => "hire-hp",
            Field::HireHeal => "hire-heal",
            Field::HireCost => "hire-cost",
            Field::LevelCost => "level-cost",
            Field::LevelHp => "level-hp",
            Field::LevelHeal => "level-heal",
            Field::JoinPlayer => "join-player",
            Field::JoinHero => "join-hero",
            Field::JoinHp => "join-hp",
            Field::JoinHeal => "join-heal",
        };
        format!("ka-{name}")
    }
}

/// The fields of the monster form.
pub(super) const ENTER_FIELDS: [Field; 5] = [
    Field::EnterHp,
    Field::EnterName,
    Field::EnterMelee,
    Field::EnterRanged,
    Field::EnterSupernatural,
];
/// The fields of the hire form.
pub(super) const HIRE_FIELDS: [Field; 4] = [
    Field::HireName,
    Field::HireHp,
    Field::HireHeal,
    Field::HireCost,
];
/// The fields of the level-up form.
pub(super) const LEVEL_FIELDS: [Field; 3] = [Field::LevelCost, Field::LevelHp, Field::LevelHeal];
/// The fields of the form of a player joining.
pub(super) const JOIN_FIELDS: [Field; 4] = [
    Field::JoinPlayer,
    Field::JoinHero,
    Field::JoinHp,
    Field::JoinHeal,
];

/// "3" → (3, none, none); "3+2" → (3, 2, none); "4x3", "4×3" or "4*3" →
/// (4, none, 3). Blank is 1, as for any amount. A part that is not a
/// number is refused naming the amount field.
pub(super) fn gate_parts(words: &str) -> Result<(i64, Option<i64>, Option<i64>), Text> {
    let number = |w: &str| widget::number("ui-ka-amount", w, None);
    let words = words.trim();
    if let Some((damage, plus)) = words.split_once('+') {
        return Ok((number(damage)?, Some(number(plus)?), None));
    }
    if let Some((damage, rolls)) = words.split_once(['x', 'X', '×', '*']) {
        return Ok((number(damage)?, None, Some(number(rolls)?)));
    }
    Ok((widget::number("ui-ka-amount", words, Some(1))?, None, None))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gate_damage_is_typed_as_on_the_card() {
        assert_eq!(gate_parts("3"), Ok((3, None, None)));
        assert_eq!(gate_parts(" "), Ok((1, None, None)));
        assert_eq!(gate_parts("3+2"), Ok((3, Some(2), None)));
        assert_eq!(gate_parts("4x3"), Ok((4, None, Some(3))));
        assert_eq!(gate_parts("4 × 3"), Ok((4, None, Some(3))));
        assert!(gate_parts("3+").is_err());
        assert!(gate_parts("three").is_err());
    }
}
