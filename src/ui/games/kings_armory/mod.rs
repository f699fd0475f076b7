//! The King's Armory in the window: the Castle Gate big and first, the
//! wave and round, the heroes and hireables in fixed seat tiles, the
//! monsters of the wave as cards, and a side panel for the target, the
//! monsters entering, the shop and the allies; the dice on screen.

mod between;
pub mod body;
mod cards;
mod dice;
mod fields;
mod foes;
mod keys;
mod panel;
pub mod setup;
mod setup_view;
mod shop;
mod view;

/// The room: the play body, which answers the table itself.
pub type Room = body::Body;
