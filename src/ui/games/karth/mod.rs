//! Heroes of Karth in the window: a fixed seat tile per player with Gold, SE
//! and KP, the units and their hit points; the forms (new unit, damage
//! helper, buy-back) and the turn in a panel under the seats.

pub mod body;
mod fields;
mod panel;
mod seats;
pub mod setup;
mod units;

/// The play body, which answers the table itself (the game's
/// [`super::Room`], with its setup form).
pub use body::Body;
