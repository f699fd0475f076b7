//! The banners over the bottom of the window: one live message. What one
//! message to the window has the window say replaces what an earlier one
//! said (a second export's "Saved…" takes the first one's place); news
//! leaves by itself a few seconds after it was said, and an error stays
//! until it is closed or replaced, or the screen is left.

use std::time::{Duration, Instant};

/// How long news (not an error) stays on screen.
pub const NEWS_LASTS: Duration = Duration::from_secs(8);

/// One banner.
pub struct Banner {
    /// The words, translated.
    pub words: String,
    /// Whether something went wrong (red, and it stays until closed).
    pub error: bool,
    /// A refusal on the play screen: it goes when the next change is
    /// accepted (or the field is typed in again).
    pub refusal: bool,
    /// The message to the window it was said in.
    said_in: u64,
    /// When it was said.
    at: Instant,
}

/// The banners on screen, oldest first.
#[derive(Default)]
pub struct Banners {
    list: Vec<Banner>,
    /// The message to the window being handled: what it has said is one
    /// message, however many lines.
    message: u64,
}

impl Banners {
    /// Another message to the window is handled: what it says replaces
    /// what the earlier ones said.
    pub fn next_message(&mut self) {
        self.message = self.message.wrapping_add(1);
    }

    /// News said [`NEWS_LASTS`] or longer before `now` leaves.
    pub fn fade(&mut self, now: Instant) {
        self.list
            .retain(|b| b.error || now.saturating_duration_since(b.at) < NEWS_LASTS);
    }

    /// Says `words` at `now`, in place of what earlier messages said.
    pub fn push(&mut self, words: String, error: bool, refusal: bool, now: Instant) {
        let message = self.message;
        self.list.retain(|b| b.said_in == message);
        self.list.push(Banner {
            words,
            error,
            refusal,
            said_in: message,
            at: now,
        });
    }

    /// The banners, oldest first.
    pub fn list(&self) -> &[Banner] {
        &self.list
    }

    /// Whether news is on screen (it leaves by itself, so the window
    /// looks at the time while it is).
    pub fn news(&self) -> bool {
        self.list.iter().any(|b| !b.error)
    }

    /// Closes banner `i`, if there is one.
    pub fn close(&mut self, i: usize) {
        if i < self.list.len() {
            self.list.remove(i);
        }
    }

    /// Takes every banner away.
    pub fn clear(&mut self) {
        self.list.clear();
    }

    /// Takes the play screen's refusal away.
    pub fn drop_refusals(&mut self) {
        self.list.retain(|b| !b.refusal);
    }
}
