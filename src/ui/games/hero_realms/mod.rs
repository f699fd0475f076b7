//! Hero Realms in the window: health per player or team, the turn's pools,
//! champions and guards, and attacks by target.

pub mod body;
mod keys;
mod seats;
pub mod setup;
pub mod view;

/// The play body, which answers the table itself (the game's
/// [`super::Room`], with its setup form).
pub use body::Body;
