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
//! 421). Loopback only unless the local network is chosen. Nothing on the
//! viewer's link changes anything. No client can starve it or make it
//! hold much memory ([`Limits`]).
//!
//! Who can change what (issue #37): nobody, until the host turns the
//! seats' links on ([`Sharing::new_links`]). Then each seat of the game
//! has its own link, a token of 128 random bits apart from the viewer's,
//! whose page shows that seat's controls; a `POST` to its `act` changes
//! that seat's own numbers only (those [`crate::rules::Game::seat_controls`]
//! lists), and only as the session's owner applies it, through the same
//! rules check as a click ([`apply_act`]). New links stop the old ones at
//! once; the viewer's link never changes anything.

mod act;
mod conn;
mod limits;
mod page;
mod seat_view;
mod seats;
mod server;
pub mod snapshot;
mod view;

pub use act::{Act, MAX_BODY, REMEMBERED, Reply};
pub use limits::Limits;
pub use seats::{Request, apply_act};
pub use server::{Sharing, lan_address};
pub use snapshot::Board;
