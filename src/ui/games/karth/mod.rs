//! Heroes of Karth in the window: a fixed seat tile per player with Gold, SE
//! and KP, the units and their hit points; the forms (new unit, damage
//! helper, buy-back) and the turn in a panel under the seats.

pub mod body;
mod panel;
mod seats;
pub mod setup;

/// The room: the play body, which answers the table itself.
pub type Room = body::Panel;
