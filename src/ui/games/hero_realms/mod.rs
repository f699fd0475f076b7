//! Hero Realms in the window: health per player or team, the turn's pools,
//! champions and guards, and attacks by target.

pub mod body;
mod seats;
pub mod setup;
pub mod view;

/// The room: the play body, which answers the table itself.
pub type Room = body::Panel;
