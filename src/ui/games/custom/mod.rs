//! Custom counters in the window: any players with named counters.

pub mod body;
pub mod dice;
mod keys;
pub mod setup;

/// The play body, which answers the table itself (the game's
/// [`super::Room`], with its setup form).
pub use body::Body;
