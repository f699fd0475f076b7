//! Koth in the window: the five columns, command points, the card form and
//! the battle's series of games.

pub mod body;
mod keys;
pub mod setup;
mod view;

/// The play body, which answers the table itself (the game's
/// [`super::Room`], with its setup form).
pub use body::Body;
