//! Koth in the window: the five columns, command points, the card form and
//! the battle's series of games.

pub mod body;
pub mod setup;
mod view;

/// The room: the play body, which answers the table itself.
pub type Room = body::Card;
