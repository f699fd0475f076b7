//! The typed fields of the Heroes of Karth page, by name, the forms they
//! make up, and the unit flags the damage helper switches.

/// A typed field of the page; its widget id is [`Field::id`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    /// The new unit's name.
    Name,
    /// Its hit points.
    Hp,
    /// The SE it brings.
    Se,
    /// The KP it is worth.
    Kp,
    /// Its bounty.
    Bounty,
    /// The damage helper's base damage.
    Base,
    /// Its bonus.
    Bonus,
    /// The target's resistance.
    Resistance,
    /// The item bought back.
    Item,
    /// What the item costs.
    ItemCost,
    /// What the new unit costs to hire.
    HireCost,
}

/// How many fields there are.
pub(super) const FIELDS: usize = 11;

/// The fields of the new-unit form.
pub(super) const UNIT_FIELDS: [Field; 6] = [
    Field::Name,
    Field::Hp,
    Field::Se,
    Field::Kp,
    Field::Bounty,
    Field::HireCost,
];
/// The damage helper's fields.
pub(super) const HIT_FIELDS: [Field; 3] = [Field::Base, Field::Bonus, Field::Resistance];
/// The buy-back's fields.
pub(super) const BUY_FIELDS: [Field; 2] = [Field::Item, Field::ItemCost];

impl Field {
    /// Where the field is kept.
    pub(super) fn index(self) -> usize {
        self as usize
    }

    /// The id of the field's widget: `karth-field-0` (the name) to
    /// `karth-field-10` (the hire cost), in the order above.
    pub fn id(self) -> String {
        format!("karth-field-{}", self.index())
    }
}

/// A unit's flag the damage helper switches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flag {
    /// Hidden (face down).
    Hidden,
    /// Stunned.
    Stunned,
    /// Spawned this turn.
    NewSpawn,
}

impl Flag {
    /// Every flag, in the order the helper shows them.
    pub const ALL: [Flag; 3] = [Flag::Hidden, Flag::Stunned, Flag::NewSpawn];

    /// The id of the flag's switch: `karth-flag-0` to `karth-flag-2`.
    pub fn id(self) -> String {
        format!("karth-flag-{}", self as usize)
    }
}
