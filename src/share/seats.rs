//! The seats' links (issue #37): with seats on, each seat of the game has
//! its own token of 128 random bits, apart from the viewer's, whose page
//! shows that seat's controls and whose `act` changes that seat only.
//! Also what a seat's page adds to the JSON (its controls, in the page's
//! language), and [`apply_act`], the one way an owner of the session (the
//! window, `tablekeeper serve --seats`) applies a phone's act.

use std::io;
use std::net::IpAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use chrono::{DateTime, Utc};
use serde::Serialize;

use super::Sharing;
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

impl Sharing {
    /// Turns the seats' links on with new tokens, one per seat of the
    /// session shared: every old seat link stops working at once (the
    /// viewer's stays). Fails only if no random token can be drawn (then
    /// seats are off).
    pub fn new_links(&self) -> io::Result<()> {
        let seats = {
            let feed = self.feed.borrow();
            feed.session.setup().seats(feed.session.state()).len()
        };
        let drawn = {
            let mut links = self.shared.links_mut();
            let drawn = links.renew(seats);
            if drawn.is_err() {
                links.off();
            }
            drawn
        };
        self.links_changed();
        drawn
    }

    /// Turns the seats' links off: every one stops working at once.
    pub fn seats_off(&self) {
        self.shared.links_mut().off();
        self.links_changed();
    }

    /// Every open page hears of it: a stream of an old seat link ends.
    fn links_changed(&self) {
        self.feed.send_modify(|f| f.version += 1);
    }

    /// The acts the seats' phones send, for the session's owner to apply
    /// ([`apply_act`]), save, share ([`Sharing::update`]) and
    /// answer ([`super::Act::answer`]), in the order they came. Given once: none
    /// after the first call.
    pub fn acts(&self) -> Option<std::sync::mpsc::Receiver<super::Act>> {
        self.shared.desk.take()
    }

    /// Seat `seat`'s page address, as [`Sharing::url`] makes the viewer's;
    /// none while seats are off or for a seat without a link.
    pub fn seat_url(&self, seat: usize, host: Option<IpAddr>) -> Option<String> {
        let links = self.shared.links();
        let token = links.token(seat)?;
        Some(self.address(host, token))
    }

    /// Per seat with a link: whether its page is open now (its phone is
    /// connected). Empty while seats are off.
    pub fn seats_connected(&self) -> Vec<bool> {
        self.shared.links().connected()
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
    pub(super) index: usize,
    pub(super) name: String,
    /// Whether Undo on this phone would take something back now.
    pub(super) undo: bool,
}

/// One control of a seat, in the page's language.
#[derive(Serialize)]
pub(super) struct Control {
    pub(super) id: String,
    pub(super) label: String,
    pub(super) value: i64,
    pub(super) steps: Vec<i64>,
}

/// What a seat's page adds to the viewer's: who it is, and what its
/// phone changes.
#[derive(Serialize)]
pub(super) struct Part {
    pub(super) seat: SeatPart,
    pub(super) controls: Vec<Control>,
}

/// Seat `seat`'s part of its page, in `i18n`'s language, its texts as
/// the session has them (see [`json`] for the page's JSON).
pub(super) fn part(i18n: &I18n, session: &Session, seat: usize) -> Part {
    let (setup, state) = (session.setup(), session.state());
    Part {
        seat: SeatPart {
            index: seat,
            name: setup.seats(state).get(seat).cloned().unwrap_or_default(),
            undo: session.seat_can_undo(seat),
        },
        controls: setup
            .seat_controls(state, seat)
            .into_iter()
            .map(|c| Control {
                id: c.id,
                label: i18n.text(&c.label),
                value: c.value,
                steps: c.steps,
            })
            .collect(),
    }
}

/// A seat's `part` as the fields to add to the viewer's page's JSON
/// (`"seat":{…},"controls":[…]`, every text escaped as the rest is).
pub(super) fn json(part: &Part) -> String {
    let mut value = serde_json::to_value(part).unwrap_or_default();
    super::snapshot::escape_texts(&mut value);
    let whole = serde_json::to_string(&value).unwrap_or_default();
    // Without its braces: fields for another object.
    whole
        .strip_prefix('{')
        .and_then(|w| w.strip_suffix('}'))
        .unwrap_or("")
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::custom::{self, Counter};
    use crate::rules::{AnySetup, Player};

    fn game() -> Session {
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![Player::new("Ana\u{202e}x", 0), Player::new("Bo", 1)],
            counters: vec![Counter::new("Life", 20)],
            win: None,
        });
        // An old file's name, as the window would refuse it now.
        Session::restore(crate::session::Saved {
            id: "s".into(),
            created: chrono::DateTime::UNIX_EPOCH,
            rules: setup.kind().rules(),
            setup,
            entries: Vec::new(),
            cursor: 0,
            note: String::new(),
            closed: None,
        })
        .unwrap()
    }

    #[test]
    fn a_seat_s_part_is_fields_with_its_texts_escaped() {
        let part = json(&part(crate::i18n::english(), &game(), 0));
        assert!(
            part.starts_with('"') && part.contains("\"seat\":{"),
            "{part}"
        );
        assert!(part.contains("Ana\\\\u{202e}x"), "{part}");
        let whole: serde_json::Value = serde_json::from_str(&format!("{{{part}}}")).unwrap();
        assert_eq!(whole["controls"][0]["id"], "counter-0");
        assert_eq!(whole["seat"]["index"], 0);
    }

    #[test]
    fn links_are_found_by_token_and_renewed_whole() {
        let mut links = Links::default();
        links.grow(2).unwrap();
        assert!(links.token(0).is_none(), "off: no links grow");
        links.renew(2).unwrap();
        let old = links.token(1).unwrap().to_owned();
        assert_eq!(links.find(&old), Some(1));
        assert_eq!(links.find(""), None);
        links.grow(3).unwrap();
        assert_eq!(links.find(&old), Some(1), "growing keeps the others");
        assert_eq!(links.connected(), [false, false, false]);
        links.renew(3).unwrap();
        assert_eq!(links.find(&old), None);
        links.off();
        assert!(links.token(0).is_none());
    }

    #[test]
    fn an_act_builds_the_seat_s_action_or_says_why_not() {
        let mut s = game();
        let tap = |control: &str, step| Request::Tap {
            control: control.into(),
            step,
        };
        let now = chrono::DateTime::UNIX_EPOCH;
        apply_act(&mut s, 1, &tap("counter-0", 5), now).unwrap();
        assert_eq!(s.entries()[0].from, Some(1));
        let no = apply_act(&mut s, 0, &tap("counter-0", 2), now).unwrap_err();
        assert_eq!(no.key(), Some("share-act-no-control"));
        assert_eq!(apply_act(&mut s, 2, &tap("counter-0", 1), now), Err(no));
        let not_hers = apply_act(&mut s, 0, &Request::Undo, now).unwrap_err();
        assert_eq!(not_hers.key(), Some("session-seat-undo"));
        apply_act(&mut s, 1, &Request::Undo, now).unwrap();
        assert_eq!(s.cursor(), 0);
    }
}
