//! The window's sense of now: for double clicks and the log's times. Tests
//! stop it and move it by hand, so their presses come at the moments they
//! say however slowly they run.

use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};

use super::screen::play::Moment;

/// The window's clock: the system's, or one a test stopped and moves.
#[derive(Debug, Clone, Default)]
pub struct Clock {
    /// Added to the system's clock: time passed by [`Clock::pass`].
    later: Duration,
    /// The moment and time of day the clock stopped at, if it did.
    stopped: Option<(Instant, DateTime<Utc>)>,
}

impl Clock {
    /// Now, as a moment (for double clicks) and a time of day.
    pub fn now(&self) -> Moment {
        let (at, wall) = self.stopped.unwrap_or_else(|| (Instant::now(), Utc::now()));
        let later = chrono::Duration::from_std(self.later).unwrap_or(chrono::Duration::MAX);
        Moment {
            at: at + self.later,
            wall: wall.checked_add_signed(later).unwrap_or(wall),
        }
    }

    /// Lets `time` pass.
    pub fn pass(&mut self, time: Duration) {
        self.later += time;
    }

    /// Stops the clock: from now on only [`Clock::pass`] moves it.
    pub fn stop(&mut self) {
        let now = self.now();
        self.stopped = Some((now.at, now.wall));
        self.later = Duration::ZERO;
    }
}
