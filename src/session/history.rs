//! The session's one history: Undo and Redo go through the entries added
//! (the cursor moves back and forth through the log) and the earlier
//! entries deleted or edited (each kept as a [`Rewrite`]: the one entry
//! or action it changed, never a copy of the log), in the order they were
//! done.

use super::{Entry, Session, SessionError, replay_under};
use crate::rules::{AnyAction, RuleError};

/// An earlier entry deleted or edited: Undo takes it back, in turn with
/// the entries added, and Redo makes it again.
#[derive(Debug, Clone, PartialEq)]
pub struct Rewrite {
    /// How many entries were applied right after it was made.
    pub cursor: usize,
    /// What it changed.
    pub change: Change,
}

/// What a [`Rewrite`] changed.
#[derive(Debug, Clone, PartialEq)]
pub enum Change {
    /// Entry `index` (from 0) was deleted; `entry` is what it was.
    Deleted {
        /// Where it stood in the log.
        index: usize,
        /// The entry.
        entry: Entry,
    },
    /// Entry `index` (from 0) was given another action. `action` is the
    /// one the next Undo (in the rewrites made) or Redo (in those undone)
    /// puts back: each swaps it with the entry's.
    Edited {
        /// Where it stands in the log.
        index: usize,
        /// The other action.
        action: AnyAction,
    },
}

impl Rewrite {
    /// How many entries were applied right before it was made.
    pub fn before(&self) -> usize {
        match self.change {
            Change::Deleted { .. } => self.cursor + 1,
            Change::Edited { .. } => self.cursor,
        }
    }

    /// The entry it changed, counted from 0.
    pub fn index(&self) -> usize {
        match self.change {
            Change::Deleted { index, .. } | Change::Edited { index, .. } => index,
        }
    }

    /// Whether the entry it names is one that was applied when it was made
    /// (a delete's place may be the end of those left).
    fn fits(&self) -> bool {
        match self.change {
            Change::Deleted { index, .. } => index <= self.cursor,
            Change::Edited { index, .. } => index < self.cursor,
        }
    }

    /// Makes the change in `entries` (a Redo). False, changing nothing,
    /// when the entry is not there.
    fn make(&mut self, entries: &mut Vec<Entry>) -> bool {
        match &mut self.change {
            Change::Deleted { index, entry } if *index < entries.len() => {
                *entry = entries.remove(*index);
                true
            }
            Change::Edited { index, action } => match entries.get_mut(*index) {
                Some(e) => {
                    std::mem::swap(&mut e.action, action);
                    true
                }
                None => false,
            },
            Change::Deleted { .. } => false,
        }
    }

    /// Takes the change back in `entries` (an Undo). False, changing
    /// nothing, when the entry's place is not there.
    fn take_back(&mut self, entries: &mut Vec<Entry>) -> bool {
        match &mut self.change {
            Change::Deleted { index, entry } if *index <= entries.len() => {
                entries.insert(*index, entry.clone());
                true
            }
            Change::Edited { .. } => self.make(entries),
            Change::Deleted { .. } => false,
        }
    }
}

impl Session {
    /// Whether Undo has something to take back, whether or not the game
    /// is closed (the window reopens a decided game to undo).
    pub fn undoable(&self) -> bool {
        self.refused.is_none() && (self.cursor > 0 || self.rewrite_on_top())
    }

    /// Whether undo would do something.
    pub fn can_undo(&self) -> bool {
        !self.closed && self.undoable()
    }

    /// Whether redo would do something.
    pub fn can_redo(&self) -> bool {
        !self.closed
            && self.refused.is_none()
            && (self.cursor < self.entries.len() || self.undone_on_top())
    }

    /// The rewrites Undo takes back, oldest first, and those it took back
    /// that Redo makes again, the next last: as the session file keeps
    /// them.
    pub fn rewrites(&self) -> (&[Rewrite], &[Rewrite]) {
        (&self.rewrites, &self.undone)
    }

    /// Takes the rewrites as read from a file; refused (and nothing set)
    /// unless each names an entry that is applied where it is made and
    /// holds an action of this game: the path of the first that does not
    /// (`rewrites[1]`, `rewrites_undone[0]`).
    pub fn set_rewrites(&mut self, done: Vec<Rewrite>, undone: Vec<Rewrite>) -> Result<(), String> {
        let kind = self.setup.kind();
        let len = self.entries.len();
        // Undo takes a rewrite back where it left the cursor, Redo makes
        // it again where it found it: within the log as it is by then. The
        // deletes above it in its list are taken back (Undo: the log one
        // entry longer each) or made again (Redo: one shorter) first.
        let fits = |r: &Rewrite, at: usize, len_then: Option<usize>| {
            let action = match &r.change {
                Change::Deleted { entry, .. } => &entry.action,
                Change::Edited { action, .. } => action,
            };
            r.fits() && len_then.is_some_and(|l| at <= l) && action.kind() == kind
        };
        for (name, list, undone) in [
            ("rewrites", &done, false),
            ("rewrites_undone", &undone, true),
        ] {
            let mut above = 0;
            let mut first_bad = None;
            for (i, r) in list.iter().enumerate().rev() {
                let (at, len_then) = if undone {
                    (r.before(), len.checked_sub(above))
                } else {
                    (r.cursor, Some(len + above))
                };
                if !fits(r, at, len_then) {
                    first_bad = Some(i);
                }
                if matches!(r.change, Change::Deleted { .. }) {
                    above += 1;
                }
            }
            if let Some(i) = first_bad {
                return Err(format!("{name}[{i}]"));
            }
        }
        self.rewrites = done;
        self.undone = undone;
        Ok(())
    }

    /// Whether the last thing done was a delete or an edit: Undo takes it
    /// back first.
    pub(super) fn rewrite_on_top(&self) -> bool {
        self.rewrites
            .last()
            .is_some_and(|r| r.cursor == self.cursor)
    }

    /// Whether the last thing Undo took back was a delete or an edit:
    /// Redo makes it again first.
    fn undone_on_top(&self) -> bool {
        self.undone
            .last()
            .is_some_and(|r| r.before() == self.cursor)
    }

    /// A new change is made with `at` entries applied: nothing undone can
    /// be redone any more, and the rewrites made further on (passed over
    /// by [`Session::go_to`]) are gone with the entries they followed.
    pub(super) fn branch_off(&mut self, at: usize) {
        self.undone.clear();
        self.rewrites.retain(|r| r.cursor <= at);
    }

    /// Takes back the last thing done: a delete or an edit of an earlier
    /// entry if that was it, else the last applied entry (it stays in the
    /// redo tail).
    pub fn undo(&mut self) -> Result<(), SessionError> {
        self.check_open()?;
        if self.rewrite_on_top() {
            return self.shift(false);
        }
        if self.cursor == 0 {
            return Err(SessionError::NothingToUndo);
        }
        self.go_to(self.cursor - 1)
    }

    /// Takes back the last applied entry if seat `seat`'s phone sent it
    /// (see [`super::Entry::from`]) and nothing was done after it: Undo on
    /// a phone. Refused otherwise ([`SessionError::NotSeats`]), changing
    /// nothing; the window's [`Session::undo`] can always undo.
    pub fn undo_seat(&mut self, seat: usize) -> Result<(), SessionError> {
        self.check_open()?;
        if self.cursor == 0 && !self.rewrite_on_top() {
            return Err(SessionError::NothingToUndo);
        }
        if !self.seat_can_undo(seat) {
            return Err(SessionError::NotSeats);
        }
        self.go_to(self.cursor - 1)
    }

    /// Whether [`Session::undo_seat`] would take something back for seat
    /// `seat`: its phone's entry is the last applied, nothing was deleted
    /// or edited after it, and the game is open.
    pub fn seat_can_undo(&self, seat: usize) -> bool {
        self.check_open().is_ok()
            && !self.rewrite_on_top()
            && self
                .cursor
                .checked_sub(1)
                .and_then(|i| self.entries.get(i))
                .is_some_and(|e| e.from == Some(seat))
    }

    /// Does again the last thing Undo took back: a delete or an edit, or
    /// the next entry of the redo tail.
    pub fn redo(&mut self) -> Result<(), SessionError> {
        self.check_open()?;
        if self.undone_on_top() {
            return self.shift(true);
        }
        if self.cursor >= self.entries.len() {
            return Err(SessionError::NothingToRedo);
        }
        self.go_to(self.cursor + 1)
    }

    /// Makes again (`forward`) the last rewrite undone, or takes back the
    /// last one made: it goes over to the other list, or stays where it
    /// was if refused.
    fn shift(&mut self, forward: bool) -> Result<(), SessionError> {
        let top = if forward {
            self.undone.pop()
        } else {
            self.rewrites.pop()
        };
        let Some(mut r) = top else {
            return Err(SessionError::NothingToUndo);
        };
        let done = self.relog(&mut r, forward);
        // Made again, or refused to be taken back: among those made.
        if done.is_ok() == forward {
            self.rewrites.push(r);
        } else {
            self.undone.push(r);
        }
        done
    }

    /// Moves to the state after `step` entries (0: the start), by replay.
    pub fn go_to(&mut self, step: usize) -> Result<(), SessionError> {
        self.check_open()?;
        if step > self.entries.len() {
            return Err(SessionError::NothingToRedo);
        }
        if step == self.cursor + 1 {
            let mut next = self.state.clone();
            let entry = &self.entries[self.cursor];
            let line = self.setup.apply(&mut next, &entry.action)?;
            let line = super::from_phone(&self.setup, &self.state, line, entry.from);
            self.state = next;
            self.lines.push(line);
        } else {
            let (state, lines) = replay_under(&self.setup, self.rules, &self.entries[..step])?;
            self.state = state;
            self.lines = lines;
        }
        self.cursor = step;
        self.settle();
        Ok(())
    }

    /// Replaces the action of applied entry `index` and replays the rest;
    /// refused, with the entry that breaks, if the replay fails. Undo takes
    /// it back.
    pub fn edit(&mut self, index: usize, action: AnyAction) -> Result<(), SessionError> {
        let change = Change::Edited { index, action };
        self.rewrite(index, self.cursor, change)
    }

    /// Deletes applied entry `index` and replays the rest; refused, with the
    /// entry that breaks, if the replay fails. Undo brings it back.
    pub fn delete(&mut self, index: usize) -> Result<(), SessionError> {
        let Some(entry) = self.entries.get(index).filter(|_| index < self.cursor) else {
            self.check_open()?;
            return Err(SessionError::NoSuchEntry(index));
        };
        let change = Change::Deleted {
            index,
            entry: entry.clone(),
        };
        self.rewrite(index, self.cursor.saturating_sub(1), change)
            .map_err(|e| match e {
                // Name the refused entry by its number in the log as shown,
                // before the delete renumbered the rest.
                SessionError::Replay { index: i, error } if i >= index => SessionError::Replay {
                    index: i + 1,
                    error,
                },
                other => other,
            })
    }

    /// Makes a new rewrite of applied entry `index`, leaving `cursor`
    /// entries applied, and keeps it for Undo.
    fn rewrite(&mut self, index: usize, cursor: usize, change: Change) -> Result<(), SessionError> {
        self.check_open()?;
        if index >= self.cursor {
            return Err(SessionError::NoSuchEntry(index));
        }
        let kind = self.setup.kind();
        let wrong = match &change {
            Change::Edited { action, .. } => action.kind() != kind,
            Change::Deleted { .. } => false,
        };
        if wrong || self.entries.iter().any(|e| e.action.kind() != kind) {
            return Err(SessionError::Rule(
                RuleError::new("rule-wrong-game").arg("game", kind.name()),
            ));
        }
        let mut r = Rewrite { cursor, change };
        self.relog(&mut r, true)?;
        self.branch_off(r.before());
        self.rewrites.push(r);
        Ok(())
    }

    /// Makes `r` (`forward`) or takes it back in the log and replays it to
    /// where it leaves the cursor; refused, with the log as it was, when
    /// the entry is not there or the replay breaks.
    fn relog(&mut self, r: &mut Rewrite, forward: bool) -> Result<(), SessionError> {
        let cursor = if forward { r.cursor } else { r.before() };
        let changed = if forward {
            r.make(&mut self.entries)
        } else {
            r.take_back(&mut self.entries)
        };
        if !changed {
            return Err(SessionError::NoSuchEntry(r.index()));
        }
        let replayed = match self.entries.get(..cursor) {
            Some(applied) => replay_under(&self.setup, self.rules, applied),
            None => Err(SessionError::NoSuchEntry(cursor)),
        };
        match replayed {
            Ok((state, lines)) => {
                self.state = state;
                self.lines = lines;
                self.cursor = cursor;
                self.settle();
                Ok(())
            }
            Err(e) => {
                if forward {
                    r.take_back(&mut self.entries);
                } else {
                    r.make(&mut self.entries);
                }
                Err(e)
            }
        }
    }
}
