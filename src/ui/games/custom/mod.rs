//! Custom counters in the window: any players with named counters.

pub mod body;
pub mod setup;

/// The room: the play body, which answers the table itself.
pub type Room = body::Selection;
