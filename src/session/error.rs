//! Why a session refuses a change, and the saved entry the rules refuse
//! on loading.

use crate::rules::{Arg, RuleError, Text};

/// Why the session refused a change. Nothing changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SessionError {
    /// A rule of the game refused the action.
    Rule(RuleError),
    /// Replaying the log after an edit hit entry `index` (from 0), which a
    /// rule now refuses.
    Replay {
        /// The entry that no longer applies.
        index: usize,
        /// The rule that refuses it.
        error: RuleError,
    },
    /// The game is decided; reopen the session to change it.
    Closed,
    /// There is nothing left to undo.
    NothingToUndo,
    /// There is nothing left to redo.
    NothingToRedo,
    /// A phone's Undo: the last change is not that seat's, or something
    /// was done after it.
    NotSeats,
    /// No entry has that index among the applied ones.
    NoSuchEntry(usize),
    /// The saved log holds an entry the rules refuse: the session is open
    /// for reading only, at the last entry that applies.
    ReadOnly(Refusal),
}

/// A saved entry that the rules refuse on loading (a hand-edited file, or
/// a log from a build whose rules were wrong). The session stops before it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// The refused entry, counted from 0 (messages count from 1).
    pub index: usize,
    /// The rule that refuses it.
    pub error: RuleError,
}

impl Refusal {
    /// The message for people: which entry (from 1) and why.
    pub fn text(&self) -> Text {
        Text::msg("session-refused-entry")
            .arg("entry", self.index + 1)
            .arg("rule", self.error.rule().to_owned())
            .arg("reason", Arg::said(self.error.0.clone()))
    }
}

impl SessionError {
    /// The message for people.
    pub fn text(&self) -> Text {
        match self {
            SessionError::Rule(e) => e.0.clone(),
            SessionError::Replay { index, error } => Text::msg("session-replay-refused")
                .arg("entry", index + 1)
                .arg("reason", Arg::said(error.0.clone())),
            SessionError::Closed => Text::msg("session-closed"),
            SessionError::NothingToUndo => Text::msg("session-nothing-to-undo"),
            SessionError::NothingToRedo => Text::msg("session-nothing-to-redo"),
            SessionError::NotSeats => Text::msg("session-seat-undo"),
            SessionError::NoSuchEntry(i) => {
                Text::msg("session-no-such-entry").arg("entry", i.saturating_add(1))
            }
            SessionError::ReadOnly(r) => r.text(),
        }
    }
}

impl From<RuleError> for SessionError {
    fn from(e: RuleError) -> Self {
        SessionError::Rule(e)
    }
}

impl std::fmt::Display for SessionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::english().text(&self.text()))
    }
}

impl std::error::Error for SessionError {}
