//! The session's clock as the players set it: when it was stopped (by
//! them, or while the session was not open) and the turn timer. The times
//! played are worked out from these and the log in `crate::clock`.

use chrono::{DateTime, Utc};
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
