//! The seats' links (issue #37): with seats on, each seat of the game has
//! its own token of 128 random bits, apart from the viewer's, whose page
//! shows that seat's controls and whose `act` changes that seat only.
//! Also what a seat's page adds to the JSON (its controls, in the page's
//! language), and [`apply_act`], the one way an owner of the session (the
//! window, `tablekeeper serve --seats`) applies a phone's act.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use chrono::{DateTime, Utc};
use serde::Serialize;

use crate::i18n::I18n;
use crate::rules::Text;
use crate::session::Session;

/// What a phone asks of its seat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// A tap on control `control` (its id) by `step`.
    Tap {
        /// The control's id (`gold`, `se`, `counter-0`).
        control: String,
        /// The step tapped, one the control offers.
        step: i64,
    },
    /// Undo of the seat's own last change.
    Undo,
}

/// Applies seat `seat`'s `request` to `session` at `now`: the action the
/// tap means (see [`crate::rules::Game::seat_action`]) through
/// [`Session::apply_from`], the same rules check as a click, recorded as
/// from that seat; or [`Session::undo_seat`]. A refusal, in words for the
/// phone, changes nothing.
pub fn apply_act(
    session: &mut Session,
    seat: usize,
    request: &Request,
    now: DateTime<Utc>,
) -> Result<(), Text> {
    match request {
        Request::Tap { control, step } => {
            let action = session
                .setup()
                .seat_action(session.state(), seat, control, *step)
                .ok_or_else(|| Text::msg("share-act-no-control"))?;
            session
                .apply_from(action, now, Some(seat))
                .map_err(|e| e.text())
        }
        Request::Undo => session.undo_seat(seat).map_err(|e| e.text()),
    }
}

/// One seat's link.
pub(super) struct Link {
    token: String,
    /// Its page's open event streams: the seat is connected while any is.
    pub(super) streams: Arc<AtomicUsize>,
}

/// The seats' links: none while seats are off.
#[derive(Default)]
pub(super) struct Links {
    on: bool,
    links: Vec<Link>,
}

impl Links {
    /// New links for `count` seats, turning seats on: every old one
    /// stops working.
    pub(super) fn renew(&mut self, count: usize) -> io::Result<()> {
        let mut links = Vec::with_capacity(count);
        for _ in 0..count {
            links.push(Link {
                token: super::server::token()?,
                streams: Arc::new(AtomicUsize::new(0)),
            });
        }
        self.links = links;
        self.on = true;
        Ok(())
    }

    /// Seats off: every link stops working.
    pub(super) fn off(&mut self) {
        self.on = false;
        self.links.clear();
    }

    /// Links for seats that joined (a hero between waves), while seats
    /// are on; the others keep theirs.
    pub(super) fn grow(&mut self, count: usize) -> io::Result<()> {
        while self.on && self.links.len() < count {
            self.links.push(Link {
                token: super::server::token()?,
                streams: Arc::new(AtomicUsize::new(0)),
            });
        }
        Ok(())
    }

    /// The seat whose token `given` is, compared with every token without
    /// stopping at the first difference or the first match.
    pub(super) fn find(&self, given: &str) -> Option<usize> {
        let mut found = None;
        for (seat, link) in self.links.iter().enumerate() {
            if super::server::same(given, &link.token) {
                found = Some(seat);
            }
        }
        found
    }

    /// Seat `seat`'s link, if it has one.
    pub(super) fn get(&self, seat: usize) -> Option<&Link> {
        self.links.get(seat)
    }

    /// Seat `seat`'s token, if it has one.
    pub(super) fn token(&self, seat: usize) -> Option<&str> {
        self.links.get(seat).map(|l| l.token.as_str())
    }

    /// Per seat: whether a page of its link is open now.
    pub(super) fn connected(&self) -> Vec<bool> {
        self.links
            .iter()
            .map(|l| l.streams.load(Ordering::Relaxed) > 0)
            .collect()
    }
}

/// The seat a page is for, in its JSON.
#[derive(Serialize)]
pub(super) struct SeatPart {
    /// Its index (from 0) and name.
    index: usize,
    name: String,
    /// Whether Undo on this phone would take something back now.
    undo: bool,
}

/// One control of a seat, in the page's language.
#[derive(Serialize)]
pub(super) struct Control {
    id: String,
    label: String,
    value: i64,
    steps: Vec<i64>,
}

/// Seat `seat`'s part of its page's JSON: who it is, and its controls
/// in `i18n`'s language.
pub(super) fn part(i18n: &I18n, session: &Session, seat: usize) -> (SeatPart, Vec<Control>) {
    let (setup, state) = (session.setup(), session.state());
    let part = SeatPart {
        index: seat,
        name: setup.seats(state).get(seat).cloned().unwrap_or_default(),
        undo: session.seat_can_undo(seat),
    };
    let controls = setup
        .seat_controls(state, seat)
        .into_iter()
        .map(|c| Control {
            id: c.id,
            label: i18n.text(&c.label),
            value: c.value,
            steps: c.steps,
        })
        .collect();
    (part, controls)
}
