//! The live page for phones (issue #22): while sharing is on, a read-only
//! web page of the open session, updated live, served by a small server on
//! its own thread. Off until asked; nothing of it runs before.
//!
//! What is exposed, and to whom: the session's standings, whose turn it
//! is, the result, its last log lines and its chart (and, for a session
//! started from an event's table, that event's standings: every entered
//! player's name, points and record), never its note, names escaped as
//! the command line shows them; to anyone who has the address, which
//! carries a token of 128 random bits (anything else gets 404), and names
//! this computer by IP address or as `localhost` (DNS rebinding gets
//! 421). Loopback only unless the local network is chosen. Nothing on it
//! changes anything. No client can starve it or make it hold much memory
//! ([`Limits`]).

mod conn;
mod limits;
mod page;
mod server;
pub mod snapshot;
mod view;

pub use limits::Limits;
pub use server::{Sharing, lan_address};
pub use snapshot::Board;
