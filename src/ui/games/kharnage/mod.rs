//! Kharnage in the window: one tile per army with its skulls, the round's
//! form and the award it would take, and the rounds so far.

pub mod body;
mod keys;
pub mod setup;
mod view;

/// The play body, which answers the table itself (the game's
/// [`super::Room`], with its setup form).
pub use body::Body;
