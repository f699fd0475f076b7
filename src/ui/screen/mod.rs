//! One module per screen; each owns its state, its messages and its view.

pub mod chart;
pub mod clock;
pub mod events;
pub mod history;
pub mod home;
pub mod log;
pub mod play;
pub mod player;
pub mod print;
pub mod result;
pub mod review;
pub mod settings;
pub mod setup;
pub mod share;
pub mod stats;
