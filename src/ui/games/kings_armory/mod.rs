//! The King's Armory in the window: the Castle Gate big and first with the
//! wave, the round or between-waves step, the gold and cards; the heroes
//! and hireables in fixed seat tiles; the foes grouped by level, or
//! between waves the seven steps in the rulebook's order; and a side panel
//! for the target, the monsters entering, the shop and the allies.

mod between;
pub mod body;
mod card;
mod cards;
mod controls;
mod cursor;
mod dice;
mod enter;
mod fields;
mod foes;
mod gear;
mod guardian;
mod keys;
mod look;
mod monster;
mod panel;
mod picks;
mod seen;
pub mod setup;
mod setup_view;
mod shop;
mod step;
mod strip;
mod target;
#[cfg(test)]
mod tests;
mod view;
mod wave_card;

/// The play body, which answers the table itself (the game's
/// [`super::Room`], with its setup form).
pub use body::Body;
