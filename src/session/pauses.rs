//! The session's clock as the players set it: when it was stopped (by
//! them, or while the session was not open) and the turn timer; and the
//! time a program that had it open ended without a close (killed, crashed,
//! the power gone), recorded as not open from its last heartbeat. The
//! times played are worked out from these and the log by the clock module,
//! which reads the session (never the other way round).

use chrono::{DateTime, TimeDelta, Utc};
use serde::{Deserialize, Serialize};

use super::Session;
use crate::rules::RuleError;

/// A time the clock was stopped: from, and to (none: stopped now).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pause {
    /// When it stopped.
    pub from: DateTime<Utc>,
    /// When it ran again; none while stopped.
    pub to: Option<DateTime<Utc>>,
    /// Stopped because the session was left (its screen or the window
    /// closed), not by the players: it runs again when the session is
    /// opened.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub left: bool,
}

/// The turn timers a group may set, in seconds: 10 s to an hour.
pub const TURN_TIMER: std::ops::RangeInclusive<u32> = 10..=3600;

impl Session {
    /// When the clock was stopped, oldest first; the last may be open.
    pub fn pauses(&self) -> &[Pause] {
        &self.pauses
    }

    /// Whether the clock is stopped now.
    pub fn paused(&self) -> bool {
        self.pauses.last().is_some_and(|p| p.to.is_none())
    }

    /// Stops the clock at `now`; `left`: because the session is being
    /// left, not by the players. Whether it was running.
    pub fn pause(&mut self, now: DateTime<Utc>, left: bool) -> bool {
        if self.paused() {
            return false;
        }
        // Never before the last pause's end: pauses follow each other.
        let from = self
            .pauses
            .last()
            .and_then(|p| p.to)
            .map_or(now, |end| now.max(end));
        self.pauses.push(Pause {
            from,
            to: None,
            left,
        });
        true
    }

    /// Whether the clock stopped because the session was left (it runs
    /// again when the session is opened).
    pub fn paused_by_leaving(&self) -> bool {
        self.pauses.last().is_some_and(|p| p.to.is_none() && p.left)
    }

    /// Runs the clock again at `now`. Whether it was stopped.
    pub fn resume(&mut self, now: DateTime<Utc>) -> bool {
        match self.pauses.last_mut() {
            Some(p) if p.to.is_none() => {
                p.to = Some(now.max(p.from));
                true
            }
            _ => false,
        }
    }

    /// The last moment the session is known to have been open in a running
    /// program: its start, the time of its newest entry, the last moment a
    /// pause began or ended, and `beat`, the last heartbeat of the window
    /// that had it open (see `SessionLock::beat` in the store), whichever
    /// is latest. Times in the log set by hand count as they are.
    pub fn last_seen(&self, beat: Option<DateTime<Utc>>) -> DateTime<Utc> {
        let entries = self.entries.iter().map(|e| e.at);
        let pauses = self.pauses.iter().flat_map(|p| [Some(p.from), p.to]);
        entries
            .chain(pauses.flatten())
            .chain(beat)
            .fold(self.created, DateTime::max)
    }

    /// The session is opened at `now` with its clock running: the program
    /// that had it open last ended without a close, and the time since it
    /// was last seen ([`Session::last_seen`] with its heartbeat `beat`) is
    /// recorded as not open, a pause `left` from then to `now`, as a close
    /// records one. Nothing when the clock was stopped (by the players, or
    /// by a close: then it is resumed instead), when the game is decided
    /// (its clock stopped then), or when less than a second is missing
    /// (`now` not later at all: a clock set back). Whether a pause was
    /// recorded.
    pub fn record_unseen(&mut self, beat: Option<DateTime<Utc>>, now: DateTime<Utc>) -> bool {
        if self.paused() || self.outcome.is_finished() {
            return false;
        }
        let from = self.last_seen(beat);
        if now - from < TimeDelta::seconds(1) {
            return false;
        }
        self.pauses.push(Pause {
            from,
            to: Some(now),
            left: true,
        });
        true
    }

    /// Takes the pauses as read from a file; refused (and nothing set)
    /// unless each ends after it starts, each starts after the one before
    /// ends, and only the last is open: the index of the first that does
    /// not.
    pub fn set_pauses(&mut self, pauses: Vec<Pause>) -> Result<(), usize> {
        let mut end = None;
        for (i, p) in pauses.iter().enumerate() {
            let ordered = p.to.is_none_or(|to| to >= p.from) && end.is_none_or(|e| p.from >= e);
            let open_last = p.to.is_some() || i + 1 == pauses.len();
            if !ordered || !open_last {
                return Err(i);
            }
            end = p.to;
        }
        self.pauses = pauses;
        Ok(())
    }

    /// The turn timer the group set, in seconds.
    pub fn turn_timer(&self) -> Option<u32> {
        self.turn_timer
    }

    /// Sets the turn timer (none: off); a time outside [`TURN_TIMER`] is
    /// refused and nothing changes.
    pub fn set_turn_timer(&mut self, seconds: Option<u32>) -> Result<(), RuleError> {
        if let Some(s) = seconds
            && !TURN_TIMER.contains(&s)
        {
            return Err(RuleError::new("rule-turn-timer")
                .arg("seconds", i64::from(s))
                .arg("min", i64::from(*TURN_TIMER.start()))
                .arg("max", i64::from(*TURN_TIMER.end())));
        }
        self.turn_timer = seconds;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use chrono::{DateTime, Utc};

    use super::Pause;
    use crate::rules::custom::{self, Counter, WinRule};
    use crate::rules::{AnyAction, AnySetup, Player};
    use crate::session::Session;

    fn t(s: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_700_000_000 + s, 0).unwrap()
    }

    /// Custom to 3 points, started at t(0), one point for Ana at t(10).
    fn game() -> Session {
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
            counters: vec![Counter::new("Points", 0)],
            win: Some(WinRule::Reach {
                counter: 0,
                target: 3,
            }),
        });
        let mut s = Session::new("s".into(), setup, t(0)).unwrap();
        s.apply(add(1), t(10)).unwrap();
        s
    }

    fn add(amount: i64) -> AnyAction {
        AnyAction::Custom(custom::Action::Add {
            player: 0,
            counter: 0,
            amount,
        })
    }

    fn left(from: i64, to: i64) -> Pause {
        Pause {
            from: t(from),
            to: Some(t(to)),
            left: true,
        }
    }

    #[test]
    fn last_seen_is_the_latest_of_the_log_the_pauses_and_the_heartbeat() {
        let mut s = game();
        assert_eq!(s.last_seen(None), t(10), "the newest entry");
        assert_eq!(s.last_seen(Some(t(25))), t(25), "a heartbeat after it");
        assert_eq!(s.last_seen(Some(t(5))), t(10), "an older heartbeat");
        s.pause(t(30), false);
        assert_eq!(s.last_seen(Some(t(25))), t(30), "a pause began");
        s.resume(t(50));
        assert_eq!(s.last_seen(Some(t(40))), t(50), "and ended");
        // An undone entry was made too.
        s.apply(add(1), t(60)).unwrap();
        s.undo().unwrap();
        assert_eq!(s.last_seen(None), t(60));
    }

    #[test]
    fn a_program_ended_without_a_close_misses_the_time_after_its_heartbeat() {
        let mut s = game();
        // Heartbeats until t(42), killed, opened again at t(100).
        assert!(s.record_unseen(Some(t(42)), t(100)));
        assert_eq!(s.pauses(), [left(42, 100)]);
        assert!(!s.paused(), "the clock runs on from the opening");
        // No heartbeat (an older program, a lock made by a command): from
        // the last thing the session itself holds.
        let mut s = game();
        assert!(s.record_unseen(None, t(100)));
        assert_eq!(s.pauses(), [left(10, 100)]);
        // Opened again at once: nothing is missing.
        let mut s = game();
        assert!(!s.record_unseen(Some(t(100)), t(100)));
        let soon = t(100) + chrono::Duration::milliseconds(900);
        assert!(!s.record_unseen(Some(t(100)), soon), "under a second");
        assert!(!s.record_unseen(Some(t(130)), t(100)), "a clock set back");
        assert!(s.pauses().is_empty());
    }

    #[test]
    fn a_stopped_clock_or_a_decided_game_misses_nothing() {
        // Stopped by the players, then killed: it stays stopped.
        let mut s = game();
        s.pause(t(20), false);
        assert!(!s.record_unseen(Some(t(40)), t(100)));
        assert_eq!(s.pauses().len(), 1);
        // Left by a close: resumed on opening, not recorded again.
        let mut s = game();
        s.pause(t(20), true);
        assert!(!s.record_unseen(Some(t(20)), t(100)));
        // Decided at t(12): its clock stopped then.
        let mut s = game();
        s.apply(add(2), t(12)).unwrap();
        assert!(s.outcome().is_finished());
        assert!(!s.record_unseen(Some(t(40)), t(100)));
        assert!(s.pauses().is_empty());
    }
}
