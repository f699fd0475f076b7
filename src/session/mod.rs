//! A session: a game's setup plus the timestamped log of accepted actions.
//! The state is always derived by replaying the log; undo and redo go
//! through one history of the entries added and the earlier entries
//! deleted or edited (`history`). Its pauses and turn timer are in
//! `pauses`, its refusals in `error`.

mod error;
mod history;
mod pauses;

use chrono::{DateTime, Utc};

use serde::{Deserialize, Serialize};

pub use crate::ids::{EventName, SessionId};
use crate::rules::{AnyAction, AnySetup, AnyState, Outcome, RuleError, Standing, Text, words};

pub use error::{Refusal, SessionError};
pub use history::{Change, Rewrite};
pub use pauses::{Pause, TURN_TIMER};

/// The table a session was started from: a session file's optional
/// `event` field (top level, beside `setup`, so no game's setup needs it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventTag {
    /// The event's name, as the event spells it.
    pub name: EventName,
    /// The round, from 1.
    pub round: usize,
    /// The table in that round, from 1.
    pub table: usize,
}

/// One accepted action and when it happened.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// When it was entered.
    pub at: DateTime<Utc>,
    /// What was done.
    pub action: AnyAction,
    /// A free-text note the players added to it.
    pub note: String,
    /// The seat whose phone sent it (its index in [`AnySetup::seats`]);
    /// none for the window or the command line.
    pub from: Option<usize>,
}

impl Entry {
    /// `action`, entered at `at` from the window or the command line.
    pub fn new(at: DateTime<Utc>, action: AnyAction) -> Self {
        Entry {
            at,
            action,
            note: String::new(),
            from: None,
        }
    }
}

/// The log line of an entry made from seat `from`'s phone: `line`, naming
/// that seat as it was called in `state` (before the entry); the line
/// itself for an entry of the window's.
pub fn from_phone(setup: &AnySetup, state: &AnyState, line: Text, from: Option<usize>) -> Text {
    let Some(seat) = from else {
        return line;
    };
    let name = setup
        .seats(state)
        .get(seat)
        .cloned()
        .unwrap_or_else(|| (seat + 1).to_string());
    Text::msg("session-from-phone")
        .arg("line", crate::rules::Arg::said(line))
        .arg("seat", name)
}

/// Changes closer together than this fold into one log entry (see
/// [`Session::apply_folding`]).
pub const FOLD_WITHIN: chrono::Duration = chrono::Duration::seconds(3);

/// A game being played or played before: its setup, its log of entries
/// (the first `cursor` applied, the rest undone and waiting to be redone),
/// the state and log lines they give, and what the players set beside it
/// (notes, pauses, the turn timer, the event table).
#[derive(Debug, Clone, PartialEq)]
pub struct Session {
    id: SessionId,
    created: DateTime<Utc>,
    setup: AnySetup,
    rules: u32,
    entries: Vec<Entry>,
    cursor: usize,
    note: String,
    closed: bool,
    state: AnyState,
    /// The win check on `state`, worked out when it changed.
    outcome: Outcome,
    /// The standings of `state`, worked out when it changed.
    standings: Vec<Standing>,
    lines: Vec<Text>,
    refused: Option<Refusal>,
    abandoned: bool,
    /// When the clock was stopped: by the players, or while the session
    /// was not open. Only the last may be open (paused now).
    pauses: Vec<Pause>,
    /// The turn timer the group set, in seconds, if any.
    turn_timer: Option<u32>,
    /// The event table this session was started from, if any.
    event: Option<EventTag>,
    /// The earlier entries deleted or edited that Undo takes back, oldest
    /// first (see [`Rewrite`]).
    rewrites: Vec<Rewrite>,
    /// The rewrites Undo took back, that Redo makes again, the next last.
    undone: Vec<Rewrite>,
}

/// A session as it was saved, before its log is replayed.
#[derive(Debug, Clone, PartialEq)]
pub struct Saved {
    /// Its id.
    pub id: SessionId,
    /// When it was started.
    pub created: DateTime<Utc>,
    /// The game and its choices.
    pub setup: AnySetup,
    /// The version of the game's rules it was played under.
    pub rules: u32,
    /// Every entry, applied ones first, then the redo tail.
    pub entries: Vec<Entry>,
    /// How many entries are applied.
    pub cursor: usize,
    /// The session's note.
    pub note: String,
    /// Whether it was closed when saved; `None`: derived from the outcome.
    pub closed: Option<bool>,
}

/// Replays `entries` under the newest rules; see [`replay_under`].
pub fn replay(setup: &AnySetup, entries: &[Entry]) -> Result<(AnyState, Vec<Text>), SessionError> {
    replay_under(setup, setup.kind().rules(), entries)
}

/// Replays `entries` from the start state under rules version `rules` and
/// returns the state and the log lines, or the index of the first entry a
/// rule refuses.
pub fn replay_under(
    setup: &AnySetup,
    rules: u32,
    entries: &[Entry],
) -> Result<(AnyState, Vec<Text>), SessionError> {
    let mut state = setup.start_under(rules);
    let mut lines = Vec::with_capacity(entries.len());
    for (index, entry) in entries.iter().enumerate() {
        let before = entry.from.map(|_| state.clone());
        match setup.apply(&mut state, &entry.action) {
            Ok(line) => lines.push(match &before {
                Some(before) => from_phone(setup, before, line, entry.from),
                None => line,
            }),
            Err(error) => return Err(SessionError::Replay { index, error }),
        }
    }
    Ok((state, lines))
}

impl Session {
    /// A new session with an empty log. The setup is validated first.
    pub fn new(id: SessionId, setup: AnySetup, now: DateTime<Utc>) -> Result<Self, RuleError> {
        setup.validate()?;
        words::check(&setup, "setup")?;
        let state = setup.start();
        let (outcome, standings) = (setup.outcome(&state), setup.standings(&state));
        Ok(Session {
            id,
            created: now,
            rules: setup.kind().rules(),
            setup,
            entries: Vec::new(),
            cursor: 0,
            note: String::new(),
            closed: false,
            state,
            outcome,
            standings,
            lines: Vec::new(),
            refused: None,
            abandoned: false,
            pauses: Vec::new(),
            turn_timer: None,
            event: None,
            rewrites: Vec::new(),
            undone: Vec::new(),
        })
    }

    /// Rebuilds a saved session: validates the setup and replays the log up
    /// to `cursor` (entries after it are the redo tail) under the rules it
    /// was played with. `closed` is taken as saved when given, else derived
    /// from the outcome. An entry the rules refuse does not make it fail:
    /// the session stops before that entry and is read-only (see
    /// [`Session::refused`]). Refused only when the setup is invalid or the
    /// rules version is unknown.
    pub fn restore(saved: Saved) -> Result<Self, SessionError> {
        let Saved {
            id,
            created,
            setup,
            rules,
            entries,
            cursor,
            note,
            closed,
        } = saved;
        if rules == 0 || rules > setup.kind().rules() {
            return Err(SessionError::Rule(
                RuleError::new("rule-unknown-rules-version")
                    .arg("game", setup.kind().name())
                    .arg("version", i64::from(rules))
                    .arg("newest", i64::from(setup.kind().rules())),
            ));
        }
        // Checked under the rules it was played with: a setup check added
        // since never hides an old session.
        setup.validate_under(rules)?;
        let cursor = cursor.min(entries.len());
        let wrong_game = entries[..cursor]
            .iter()
            .position(|e| e.action.kind() != setup.kind());
        let upto = wrong_game.unwrap_or(cursor);
        let (state, lines, refused) = match replay_under(&setup, rules, &entries[..upto]) {
            Ok((state, lines)) => {
                let refused = wrong_game.map(|index| Refusal {
                    index,
                    error: RuleError::new("rule-wrong-game").arg("game", setup.kind().name()),
                });
                (state, lines, refused)
            }
            Err(SessionError::Replay { index, error }) => {
                let (state, lines) = replay_under(&setup, rules, &entries[..index])?;
                (state, lines, Some(Refusal { index, error }))
            }
            Err(other) => return Err(other),
        };
        let cursor = refused.as_ref().map_or(cursor, |r| r.index);
        let (outcome, standings) = (setup.outcome(&state), setup.standings(&state));
        let finished = outcome.is_finished();
        Ok(Session {
            id,
            created,
            setup,
            rules,
            entries,
            cursor,
            note,
            closed: closed.unwrap_or(finished) && finished,
            state,
            outcome,
            standings,
            lines,
            refused,
            abandoned: false,
            pauses: Vec::new(),
            turn_timer: None,
            event: None,
            rewrites: Vec::new(),
            undone: Vec::new(),
        })
    }

    /// Whether the players gave this unfinished game up: it leaves the
    /// games in progress (the history still has it).
    pub fn abandoned(&self) -> bool {
        self.abandoned
    }

    /// Marks the game abandoned, or takes it back up.
    pub fn set_abandoned(&mut self, abandoned: bool) {
        self.abandoned = abandoned;
    }

    /// The event table this session was started from, if any.
    pub fn event_tag(&self) -> Option<&EventTag> {
        self.event.as_ref()
    }

    /// Notes (or clears) the event table this session was started from.
    pub fn set_event_tag(&mut self, tag: Option<EventTag>) {
        self.event = tag;
    }

    /// The version of the game's rules this session is played under.
    pub fn rules(&self) -> u32 {
        self.rules
    }

    /// The saved entry the rules refuse, if any: then the session shows the
    /// game up to that entry and refuses every change (it is never saved
    /// over, so the file stays as it was).
    pub fn refused(&self) -> Option<&Refusal> {
        self.refused.as_ref()
    }

    /// The session's id (its file name without extension).
    pub fn id(&self) -> &SessionId {
        &self.id
    }

    /// Gives the session another id (an imported file whose id is taken).
    pub fn set_id(&mut self, id: SessionId) {
        self.id = id;
    }

    /// When it was started.
    pub fn created(&self) -> DateTime<Utc> {
        self.created
    }

    /// When it last changed: the newest applied entry, else its creation.
    pub fn updated(&self) -> DateTime<Utc> {
        self.entries[..self.cursor]
            .last()
            .map_or(self.created, |e| e.at)
    }

    /// The game and its choices.
    pub fn setup(&self) -> &AnySetup {
        &self.setup
    }

    /// Every entry, applied ones first, then the redo tail.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// How many entries are applied (the rest can be redone).
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The log lines of the applied entries, oldest first.
    pub fn lines(&self) -> &[Text] {
        &self.lines
    }

    /// The state after the applied entries.
    pub fn state(&self) -> &AnyState {
        &self.state
    }

    /// The session's own note.
    pub fn note(&self) -> &str {
        &self.note
    }

    /// Whether the game is decided and closed to changes until reopened.
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// The win check on the current state (a copy of
    /// [`Session::outcome_ref`]).
    pub fn outcome(&self) -> Outcome {
        self.outcome.clone()
    }

    /// The standings on the current state (a copy of
    /// [`Session::standings_ref`]).
    pub fn standings(&self) -> Vec<Standing> {
        self.standings.clone()
    }

    /// The win check on the current state, as worked out when it last
    /// changed: reading it costs nothing (a view reads it every frame).
    pub fn outcome_ref(&self) -> &Outcome {
        &self.outcome
    }

    /// The standings on the current state, as worked out when it last
    /// changed.
    pub fn standings_ref(&self) -> &[Standing] {
        &self.standings
    }

    fn check_open(&self) -> Result<(), SessionError> {
        if let Some(r) = &self.refused {
            Err(SessionError::ReadOnly(r.clone()))
        } else if self.closed {
            Err(SessionError::Closed)
        } else {
            Ok(())
        }
    }

    /// Works out what follows from a new state: the outcome, the
    /// standings, and whether the game is closed (decided).
    fn settle(&mut self) {
        self.outcome = self.setup.outcome(&self.state);
        self.standings = self.setup.standings(&self.state);
        self.closed = self.outcome.is_finished();
    }

    /// Applies an action at time `now`. Drops the redo tail. Refused when a
    /// rule refuses it or the session is closed; then nothing changes.
    pub fn apply(&mut self, action: AnyAction, now: DateTime<Utc>) -> Result<(), SessionError> {
        self.apply_from(action, now, None)
    }

    /// Applies an action as [`Session::apply`] does, sent by seat `from`'s
    /// phone if given: the entry records the seat (see [`Entry::from`])
    /// and its log line names the phone.
    pub fn apply_from(
        &mut self,
        action: AnyAction,
        now: DateTime<Utc>,
        from: Option<usize>,
    ) -> Result<(), SessionError> {
        self.check_open()?;
        words::check(&action, "action")?;
        let mut next = self.state.clone();
        let line = self.setup.apply(&mut next, &action)?;
        let line = from_phone(&self.setup, &self.state, line, from);
        // A change made while the clock is stopped starts it again.
        self.resume(now);
        self.branch_off(self.cursor);
        self.state = next;
        self.entries.truncate(self.cursor);
        self.entries.push(Entry {
            from,
            ..Entry::new(now, action)
        });
        self.lines.push(line);
        self.cursor += 1;
        self.settle();
        Ok(())
    }

    /// Applies an action as [`Session::apply`] does, but folds it into the
    /// last entry when it is the same change made again within
    /// [`FOLD_WITHIN`] (see [`crate::rules::Game::fold`]): three quick
    /// presses of + make one entry "+3", undone as one. It folds only when
    /// the last entry has no note, nothing waits to be redone, the last
    /// thing done was not a delete or an edit (Undo must find it on top),
    /// and the folded entry leaves the game exactly as the two changes
    /// would.
    pub fn apply_folding(
        &mut self,
        action: AnyAction,
        now: DateTime<Utc>,
    ) -> Result<(), SessionError> {
        if self.fold(&action, now) {
            self.resume(now);
            return Ok(());
        }
        self.apply(action, now)
    }

    /// Folds `action` into the last entry if it may; see
    /// [`Session::apply_folding`].
    fn fold(&mut self, action: &AnyAction, now: DateTime<Utc>) -> bool {
        if self.closed
            || self.cursor == 0
            || self.cursor != self.entries.len()
            || self.rewrite_on_top()
        {
            return false;
        }
        let last = &self.entries[self.cursor - 1];
        let gap = now.signed_duration_since(last.at);
        // A phone's entry is that seat's to undo: never folded into.
        if !last.note.is_empty()
            || last.from.is_some()
            || gap < chrono::Duration::zero()
            || gap > FOLD_WITHIN
        {
            return false;
        }
        let Some(folded) = last.action.fold(action) else {
            return false;
        };
        if words::check(action, "action").is_err() {
            return false;
        }
        // The two changes, one after the other...
        let mut apart = self.state.clone();
        if self.setup.apply(&mut apart, action).is_err() {
            return false;
        }
        // ...and the folded one from where the last began.
        let Ok((mut together, _)) =
            replay_under(&self.setup, self.rules, &self.entries[..self.cursor - 1])
        else {
            return false;
        };
        let Ok(line) = self.setup.apply(&mut together, &folded) else {
            return false;
        };
        if together != apart {
            return false;
        }
        let i = self.cursor - 1;
        self.entries[i] = Entry::new(now, folded);
        self.lines[i] = line;
        self.state = together;
        self.undone.clear();
        self.settle();
        true
    }

    /// Sets the note of entry `index` (any entry, applied or not). A note
    /// is one plain line, as typed in the app's one-line note field: one
    /// holding a character names refuse (a control character, line break
    /// and tab included, a line separator or a direction override; see
    /// [`words::refused`]) is refused by `rule-control-character`, naming
    /// the field as files do (`log[2].note`), and nothing changes.
    pub fn set_entry_note(&mut self, index: usize, note: String) -> Result<(), SessionError> {
        let entry = self
            .entries
            .get_mut(index)
            .ok_or(SessionError::NoSuchEntry(index))?;
        words::check_text(&note, &format!("log[{index}].note"))?;
        entry.note = note;
        Ok(())
    }

    /// Sets the session's own note. Allowed on closed sessions too; refused,
    /// changing nothing, as [`Session::set_entry_note`] refuses (field `note`).
    pub fn set_note(&mut self, note: String) -> Result<(), SessionError> {
        words::check_text(&note, "note")?;
        self.note = note;
        Ok(())
    }

    /// The path, as files write it, of the first text that names and notes
    /// refuse (see [`words::refused`]): in the setup (`setup.players[1].name`),
    /// in a logged action (`log[0].action.name`), in an entry's note
    /// (`log[0].note`), in a deleted or edited entry kept for Undo
    /// (`rewrites[0].entry.note`) or in the session's note (`note`). `None` when every
    /// text is one plain line. Old files may hold such text: it is shown
    /// escaped, and a strict check of a file refuses it.
    pub fn control_character(&self) -> Option<String> {
        if let Some(field) = words::control_character(&self.setup, "setup") {
            return Some(field);
        }
        for (i, entry) in self.entries.iter().enumerate() {
            if let Some(field) =
                words::control_character(&entry.action, &format!("log[{i}].action"))
            {
                return Some(field);
            }
            if words::unsafe_text(&entry.note) {
                return Some(format!("log[{i}].note"));
            }
        }
        for (name, list) in [
            ("rewrites", &self.rewrites),
            ("rewrites_undone", &self.undone),
        ] {
            for (i, r) in list.iter().enumerate() {
                let (action, note) = match &r.change {
                    Change::Deleted { entry, .. } => (&entry.action, Some(&entry.note)),
                    Change::Edited { action, .. } => (action, None),
                };
                let at = if note.is_some() {
                    "entry.action"
                } else {
                    "action"
                };
                if let Some(field) = words::control_character(action, &format!("{name}[{i}].{at}"))
                {
                    return Some(field);
                }
                if note.is_some_and(|n| words::unsafe_text(n)) {
                    return Some(format!("{name}[{i}].entry.note"));
                }
            }
        }
        words::unsafe_text(&self.note).then(|| "note".to_owned())
    }

    /// Opens a decided session for changes again (to correct a mistake or
    /// play on). It closes again when a change leaves the game decided.
    pub fn reopen(&mut self) {
        self.closed = false;
    }
}

#[cfg(test)]
mod tests;
