//! One module per screen; each owns its state, its messages, its derived
//! data and its view. A screen's `update` takes its message (and the
//! library, to read or change the shared data) and returns
//! `(Task<Msg>, Option<Event>)`: what to run, and what the window must do
//! next. The derived data a view shows is worked out in `update` or in
//! `sync` (the library changed), never in `view`.

pub mod chart;
pub mod clock;
pub mod events;
pub mod history;
pub mod home;
pub mod log;
pub mod play;
pub mod player;
pub mod playing;
pub mod print;
pub mod result;
pub mod review;
pub mod settings;
pub mod setup;
pub mod share;
pub mod stats;

use crate::event::EventTag;
use crate::rules::{AnySetup, GameKind, Text};
use crate::session::SessionId;
use crate::ui::transfer::Goal;

/// What a screen asks of the window after a message.
#[derive(Debug, Clone)]
pub enum Event {
    /// Go home.
    Home,
    /// Go to the stats.
    Stats,
    /// Open this session on the play screen.
    Open(SessionId),
    /// Review this session.
    Review(SessionId),
    /// Review this conflict copy (its file name), read-only.
    ReviewCopy(String),
    /// This player's page.
    Player(String),
    /// The setup form of a table's game of this kind, these players
    /// seated, for the host to start: the session carries the table.
    SetUpTable(GameKind, Vec<String>, EventTag),
    /// Start a game of this setup (for this table of an event, if any).
    Start(Box<AnySetup>, Option<EventTag>),
    /// Export a session, or import files.
    Transfer(Goal),
    /// Read the data folder again: a change was saved.
    Reread,
    /// The language was changed.
    Language,
    /// A change on the play screen was refused (and why), or accepted
    /// (none): a refusal's banner lasts until the next accepted change.
    Refusal(Option<Text>),
}
