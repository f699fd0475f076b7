//! How long a session has been played, read from its log's times: the
//! time from its start to each change, less pauses (a gap of more than
//! [`PAUSE`] between two changes is a pause: the game was left, the
//! laptop closed, lunch), and each seat's share of it in a game played in
//! turns (the time before a change is the thinking time of the seat whose
//! turn it was). Nothing is written for it: every session, old ones too,
//! has its times.

use chrono::{DateTime, TimeDelta, Utc};

use crate::session::Session;

/// A gap between two changes longer than this is a pause, not play.
pub const PAUSE: TimeDelta = TimeDelta::minutes(30);

/// The times of a session.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    /// Time played up to the last applied change.
    pub total: TimeDelta,
    /// Each seat's thinking time (standings order), in a game played in
    /// turns; empty otherwise.
    pub seats: Vec<(String, TimeDelta)>,
    /// When the last applied change was made (the start, if none): the
    /// clock runs on from there while the session is open.
    pub since: DateTime<Utc>,
    /// Whose turn it is now, whose time runs on.
    pub turn: Option<String>,
}

/// The counted part of the gap from `from` to `to`: none if it runs
/// backwards (times set by hand) or is a pause.
fn counted(from: DateTime<Utc>, to: DateTime<Utc>) -> TimeDelta {
    let gap = to - from;
    if gap < TimeDelta::zero() || gap > PAUSE {
        TimeDelta::zero()
    } else {
        gap
    }
}

/// The times of `session`'s applied changes.
pub fn played(session: &Session) -> Played {
    let setup = session.setup();
    let mut state = setup.start_under(session.rules());
    let names: Vec<String> = setup
        .standings(&state)
        .into_iter()
        .map(|s| s.name)
        .collect();
    let mut seats: Vec<(String, TimeDelta)> = names
        .iter()
        .map(|n| (n.clone(), TimeDelta::zero()))
        .collect();
    let mut turns = false;
    let mut total = TimeDelta::zero();
    let mut since = session.created();
    for e in &session.entries()[..session.cursor()] {
        let gap = counted(since, e.at);
        total += gap;
        if let Some(who) = setup.turn(&state) {
            turns = true;
            if let Some(seat) = seats.iter_mut().find(|(n, _)| *n == who) {
                seat.1 += gap;
            }
        }
        if setup.apply(&mut state, &e.action).is_err() {
            break;
        }
        since = since.max(e.at);
    }
    let turn = setup.turn(&state);
    Played {
        total,
        seats: if turns || turn.is_some() {
            seats
        } else {
            Vec::new()
        },
        since,
        turn,
    }
}

impl Played {
    /// The time played at `now`, with the session open: the clock runs on
    /// from the last change until a pause would begin.
    pub fn at(&self, now: DateTime<Utc>) -> TimeDelta {
        self.total + counted(self.since, now)
    }

    /// Each seat's thinking time at `now`, the current turn's running on.
    pub fn seats_at(&self, now: DateTime<Utc>) -> Vec<(String, TimeDelta)> {
        let running = counted(self.since, now);
        self.seats
            .iter()
            .map(|(name, t)| {
                let more = if self.turn.as_deref() == Some(name.as_str()) {
                    running
                } else {
                    TimeDelta::zero()
                };
                (name.clone(), *t + more)
            })
            .collect()
    }
}

/// A duration as a clock shows it: `4:05`, `1:04:05`.
pub fn hms(d: TimeDelta) -> String {
    let s = d.num_seconds().max(0);
    let (h, m, s) = (s / 3600, s / 60 % 60, s % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::koth::{Action, Setup};
    use crate::rules::{AnyAction, AnySetup};

    fn t(s: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_800_000_000 + s, 0).unwrap()
    }

    #[test]
    fn pauses_do_not_count_and_each_turn_is_its_player_s() {
        let setup = AnySetup::Koth(Setup::new(["Ames", "Sina"]));
        let mut s = Session::new("k".into(), setup, t(0)).unwrap();
        // Ames thinks 90 s and ends his turn; Sina 40 s; then an hour
        // passes before Ames ends his next turn: a pause, not counted.
        for at in [90, 130, 130 + 3600 + 10] {
            s.apply(AnyAction::Koth(Action::EndTurn), t(at)).unwrap();
        }
        let p = played(&s);
        assert_eq!(p.total, TimeDelta::seconds(130));
        assert_eq!(
            p.seats,
            vec![
                ("Ames".to_owned(), TimeDelta::seconds(90)),
                ("Sina".to_owned(), TimeDelta::seconds(40)),
            ]
        );
        assert_eq!(p.turn.as_deref(), Some("Sina"));
        // Open, the clock runs on for Sina, until a pause would begin.
        let now = t(130 + 3600 + 10 + 25);
        assert_eq!(p.at(now), TimeDelta::seconds(155));
        assert_eq!(p.seats_at(now)[1].1, TimeDelta::seconds(65));
        assert_eq!(p.seats_at(now)[0].1, TimeDelta::seconds(90));
        assert_eq!(p.at(now + PAUSE), TimeDelta::seconds(130));
        assert_eq!(hms(p.at(now)), "2:35");
        assert_eq!(hms(TimeDelta::seconds(3725)), "1:02:05");
    }
}
