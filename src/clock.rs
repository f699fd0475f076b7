//! How long a session has been played, read from its log's times: the
//! time from its start to each change, less pauses — those the players
//! made or the window made while the session was not open (kept in the
//! session, [`Pause`]), and any gap of more than [`PAUSE`] between two
//! changes (the game was left, the laptop closed, lunch) — and each seat's
//! share of it in a game played in turns (the time before a change is the
//! thinking time of the seat whose turn it was), with the current turn's
//! time for the turn timer. Sessions saved before pauses were kept have
//! their times too. The clock stops for good once the game is decided.
//!
//! This module reads the session (its log and its [`Pause`]s); the session
//! knows nothing of it.

use chrono::{DateTime, TimeDelta, Utc};

use crate::session::{Pause, Session};

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
    /// The current turn's time up to `since`.
    pub turn_spent: TimeDelta,
    /// The session's pauses, left out of the time running on.
    pub pauses: Vec<Pause>,
    /// Whether the clock runs on from `since` while the session is open:
    /// not once the game is decided (its last change ended it).
    pub runs: bool,
}

/// How much of `from`..`to` the pauses cover.
fn paused_within(pauses: &[Pause], from: DateTime<Utc>, to: DateTime<Utc>) -> TimeDelta {
    pauses
        .iter()
        .map(|p| {
            let (start, end) = (p.from.max(from), p.to.unwrap_or(to).min(to));
            (end - start).max(TimeDelta::zero())
        })
        .sum()
}

/// The counted part of the gap from `from` to `to`: the pauses left out;
/// none if it runs backwards (times set by hand) or what is left is longer
/// than [`PAUSE`].
fn counted(pauses: &[Pause], from: DateTime<Utc>, to: DateTime<Utc>) -> TimeDelta {
    let gap = to - from;
    if gap < TimeDelta::zero() {
        return TimeDelta::zero();
    }
    let gap = gap - paused_within(pauses, from, to);
    if gap > PAUSE { TimeDelta::zero() } else { gap }
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
    let pauses = session.pauses();
    let mut turns = false;
    let mut total = TimeDelta::zero();
    let mut turn_spent = TimeDelta::zero();
    let mut since = session.created();
    for e in &session.entries()[..session.cursor()] {
        let gap = counted(pauses, since, e.at);
        total += gap;
        let before = setup.turn(&state);
        if let Some(who) = &before {
            turns = true;
            if let Some(seat) = seats.iter_mut().find(|(n, _)| n == who) {
                seat.1 += gap;
            }
        }
        if setup.apply(&mut state, &e.action).is_err() {
            break;
        }
        turn_spent = if setup.turn(&state) == before {
            turn_spent + gap
        } else {
            TimeDelta::zero()
        };
        since = since.max(e.at);
    }
    let turn = setup.turn(&state);
    Played {
        runs: !setup.outcome(&state).is_finished(),
        turn_spent,
        pauses: pauses.to_vec(),
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
    /// The time running on from the last change to `now`, with the session
    /// open: none once the game is decided.
    fn running(&self, now: DateTime<Utc>) -> TimeDelta {
        if self.runs {
            counted(&self.pauses, self.since, now)
        } else {
            TimeDelta::zero()
        }
    }

    /// The time played at `now`, with the session open: the clock runs on
    /// from the last change until a pause would begin, and not at all once
    /// the game is decided.
    pub fn at(&self, now: DateTime<Utc>) -> TimeDelta {
        self.total + self.running(now)
    }

    /// The current turn's time at `now` (the turn timer counts it down).
    pub fn turn_at(&self, now: DateTime<Utc>) -> TimeDelta {
        self.turn_spent + self.running(now)
    }

    /// The time the pauses took, up to `now`.
    pub fn paused_at(&self, now: DateTime<Utc>) -> TimeDelta {
        self.pauses
            .iter()
            .map(|p| (p.to.unwrap_or(now) - p.from).max(TimeDelta::zero()))
            .sum()
    }

    /// Each seat's thinking time at `now`, the current turn's running on.
    pub fn seats_at(&self, now: DateTime<Utc>) -> Vec<(String, TimeDelta)> {
        let running = self.running(now);
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

    #[test]
    fn pauses_made_stop_the_clock_and_a_change_starts_it_again() {
        let setup = AnySetup::Koth(Setup::new(["Ames", "Sina"]));
        let mut s = Session::new("k".into(), setup, t(0)).unwrap();
        assert!(s.pause(t(20), false));
        assert!(!s.pause(t(30), false), "stopped already");
        assert!(s.resume(t(620)));
        s.apply(AnyAction::Koth(Action::EndTurn), t(650)).unwrap();
        assert!(s.pause(t(700), true));
        let p = played(&s);
        assert_eq!(p.seats[0].1, TimeDelta::seconds(50), "Ames: 20 s + 30 s");
        // Stopped at 700: nothing runs on however long the pause.
        assert_eq!(p.at(t(2000)), TimeDelta::seconds(100));
        assert_eq!(
            p.turn_at(t(2000)),
            TimeDelta::seconds(50),
            "Sina's turn so far"
        );
        assert_eq!(p.paused_at(t(2000)), TimeDelta::seconds(600 + 1300));
        // A change while stopped starts the clock again.
        s.apply(AnyAction::Koth(Action::EndTurn), t(2100)).unwrap();
        assert!(!s.paused());
        let p = played(&s);
        assert_eq!(p.total, TimeDelta::seconds(100));
        assert_eq!(
            p.turn_at(t(2110)),
            TimeDelta::seconds(10),
            "Ames's new turn"
        );
    }

    #[test]
    fn pauses_read_from_a_file_follow_each_other() {
        let setup = AnySetup::Koth(Setup::new(["Ames", "Sina"]));
        let mut s = Session::new("k".into(), setup, t(0)).unwrap();
        let p = |from: i64, to: Option<i64>| Pause {
            from: t(from),
            to: to.map(t),
            left: false,
        };
        assert_eq!(
            s.set_pauses(vec![p(10, Some(5))]),
            Err(0),
            "ends before it starts"
        );
        assert_eq!(s.set_pauses(vec![p(10, Some(20)), p(15, None)]), Err(1));
        assert_eq!(
            s.set_pauses(vec![p(10, None), p(30, Some(40))]),
            Err(0),
            "open, not last"
        );
        assert!(s.pauses().is_empty(), "nothing set");
        assert_eq!(s.set_pauses(vec![p(10, Some(20)), p(30, None)]), Ok(()));
        assert!(s.paused());
    }

    #[test]
    fn after_a_kill_only_the_time_to_the_last_heartbeat_is_played() {
        let setup = AnySetup::Koth(Setup::new(["Ames", "Sina"]));
        let mut s = Session::new("k".into(), setup, t(0)).unwrap();
        s.set_turn_timer(Some(60)).unwrap();
        s.apply(AnyAction::Koth(Action::EndTurn), t(90)).unwrap();
        // Sina's turn runs; the window's last heartbeat at 100, then it is
        // killed; opened again at 400.
        assert!(s.record_unseen(Some(t(100)), t(400)));
        let p = played(&s);
        assert_eq!(p.at(t(400)), TimeDelta::seconds(100), "to the heartbeat");
        assert_eq!(p.at(t(405)), TimeDelta::seconds(105), "and on, opened");
        assert_eq!(p.seats_at(t(405))[1].1, TimeDelta::seconds(15), "Sina");
        // The turn timer has 45 s left, not "Time!".
        assert_eq!(p.turn_at(t(405)), TimeDelta::seconds(15));
        // Saved and read back as it is: the pause is the session's.
        assert_eq!(p.pauses, s.pauses());
        // Never seen after its last change: from there.
        let setup = AnySetup::Koth(Setup::new(["Ames", "Sina"]));
        let mut s = Session::new("k".into(), setup, t(0)).unwrap();
        s.apply(AnyAction::Koth(Action::EndTurn), t(90)).unwrap();
        assert!(s.record_unseen(None, t(400)));
        assert_eq!(played(&s).at(t(405)), TimeDelta::seconds(95));
    }

    #[test]
    fn a_decided_game_s_clock_stops_with_the_change_that_decided_it() {
        use crate::rules::Player;
        use crate::rules::custom::{self, Counter, WinRule};
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
            counters: vec![Counter::new("Points", 0)],
            win: Some(WinRule::Reach {
                counter: 0,
                target: 2,
            }),
        });
        let add = AnyAction::Custom(custom::Action::Add {
            player: 0,
            counter: 0,
            amount: 1,
        });
        let mut s = Session::new("c".into(), setup, t(0)).unwrap();
        s.apply(add.clone(), t(4)).unwrap();
        assert!(played(&s).runs);
        assert_eq!(played(&s).at(t(20)), TimeDelta::seconds(20));
        s.apply(add, t(9)).unwrap();
        let p = played(&s);
        assert!(!p.runs, "decided at 0:09");
        for later in [9, 18, 3600] {
            assert_eq!(p.at(t(later)), TimeDelta::seconds(9), "at {later}");
            assert_eq!(p.turn_at(t(later)), p.turn_at(t(9)), "at {later}");
        }
        // Undone, it is not decided: the clock runs again.
        s.reopen();
        s.undo().unwrap();
        assert!(played(&s).runs);
    }
}
