//! A session: a game's setup plus the timestamped log of accepted actions.
//! The state is always derived by replaying the log; undo and redo move a
//! cursor through it, and earlier entries can be edited or deleted.

use chrono::{DateTime, Utc};

use crate::clock::Pause;
use crate::event::EventTag;
use crate::rules::{AnyAction, AnySetup, AnyState, Arg, Outcome, RuleError, Standing, Text, words};

/// One accepted action and when it happened.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// When it was entered.
    pub at: DateTime<Utc>,
    /// What was done.
    pub action: AnyAction,
    /// A free-text note the players added to it.
    pub note: String,
}

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

/// A game being played or played before.
/// Changes closer together than this fold into one log entry (see
/// [`Session::apply_folding`]).
pub const FOLD_WITHIN: chrono::Duration = chrono::Duration::seconds(3);

#[derive(Debug, Clone, PartialEq)]
pub struct Session {
    id: String,
    created: DateTime<Utc>,
    setup: AnySetup,
    rules: u32,
    entries: Vec<Entry>,
    cursor: usize,
    note: String,
    closed: bool,
    state: AnyState,
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
}

/// The turn timers a group may set, in seconds: 10 s to an hour.
pub const TURN_TIMER: std::ops::RangeInclusive<u32> = 10..=3600;

/// A session as it was saved, before its log is replayed.
#[derive(Debug, Clone, PartialEq)]
pub struct Saved {
    /// Its id.
    pub id: String,
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
        match setup.apply(&mut state, &entry.action) {
            Ok(line) => lines.push(line),
            Err(error) => return Err(SessionError::Replay { index, error }),
        }
    }
    Ok((state, lines))
}

impl Session {
    /// A new session with an empty log. The setup is validated first.
    pub fn new(id: String, setup: AnySetup, now: DateTime<Utc>) -> Result<Self, RuleError> {
        setup.validate()?;
        words::check(&setup, "setup")?;
        let state = setup.start();
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
            lines: Vec::new(),
            refused: None,
            abandoned: false,
            pauses: Vec::new(),
            turn_timer: None,
            event: None,
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
        let finished = setup.outcome(&state).is_finished();
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
            lines,
            refused,
            abandoned: false,
            pauses: Vec::new(),
            turn_timer: None,
            event: None,
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
    pub fn id(&self) -> &str {
        &self.id
    }

    /// Gives the session another id (an imported file whose id is taken).
    pub fn set_id(&mut self, id: String) {
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

    /// The win check on the current state.
    pub fn outcome(&self) -> Outcome {
        self.setup.outcome(&self.state)
    }

    /// The standings on the current state.
    pub fn standings(&self) -> Vec<Standing> {
        self.setup.standings(&self.state)
    }

    /// Whether undo would do something.
    pub fn can_undo(&self) -> bool {
        !self.closed && self.cursor > 0
    }

    /// Whether redo would do something.
    pub fn can_redo(&self) -> bool {
        !self.closed && self.cursor < self.entries.len()
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

    fn settle(&mut self) {
        self.closed = self.setup.outcome(&self.state).is_finished();
    }

    /// Applies an action at time `now`. Drops the redo tail. Refused when a
    /// rule refuses it or the session is closed; then nothing changes.
    pub fn apply(&mut self, action: AnyAction, now: DateTime<Utc>) -> Result<(), SessionError> {
        self.check_open()?;
        words::check(&action, "action")?;
        let mut next = self.state.clone();
        let line = self.setup.apply(&mut next, &action)?;
        // A change made while the clock is stopped starts it again.
        self.resume(now);
        self.state = next;
        self.entries.truncate(self.cursor);
        self.entries.push(Entry {
            at: now,
            action,
            note: String::new(),
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
    /// the last entry has no note, nothing waits to be redone, and the
    /// folded entry leaves the game exactly as the two changes would.
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
        if self.closed || self.cursor == 0 || self.cursor != self.entries.len() {
            return false;
        }
        let last = &self.entries[self.cursor - 1];
        let gap = now.signed_duration_since(last.at);
        if !last.note.is_empty() || gap < chrono::Duration::zero() || gap > FOLD_WITHIN {
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
        self.entries[i] = Entry {
            at: now,
            action: folded,
            note: String::new(),
        };
        self.lines[i] = line;
        self.state = together;
        self.settle();
        true
    }

    /// Takes back the last applied entry (it stays in the redo tail).
    pub fn undo(&mut self) -> Result<(), SessionError> {
        self.check_open()?;
        if self.cursor == 0 {
            return Err(SessionError::NothingToUndo);
        }
        self.go_to(self.cursor - 1)
    }

    /// Applies the next entry of the redo tail again.
    pub fn redo(&mut self) -> Result<(), SessionError> {
        self.check_open()?;
        if self.cursor >= self.entries.len() {
            return Err(SessionError::NothingToRedo);
        }
        self.go_to(self.cursor + 1)
    }

    /// Moves to the state after `step` entries (0: the start), by replay.
    pub fn go_to(&mut self, step: usize) -> Result<(), SessionError> {
        self.check_open()?;
        if step > self.entries.len() {
            return Err(SessionError::NothingToRedo);
        }
        if step == self.cursor + 1 {
            let mut next = self.state.clone();
            let line = self
                .setup
                .apply(&mut next, &self.entries[self.cursor].action)?;
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
    /// refused, with the entry that breaks, if the replay fails.
    pub fn edit(&mut self, index: usize, action: AnyAction) -> Result<(), SessionError> {
        self.rewrite(index, |entries| entries[index].action = action)
    }

    /// Deletes applied entry `index` and replays the rest; refused, with the
    /// entry that breaks, if the replay fails.
    pub fn delete(&mut self, index: usize) -> Result<(), SessionError> {
        self.rewrite(index, |entries| {
            entries.remove(index);
        })
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

    fn rewrite(
        &mut self,
        index: usize,
        change: impl FnOnce(&mut Vec<Entry>),
    ) -> Result<(), SessionError> {
        self.check_open()?;
        if index >= self.cursor {
            return Err(SessionError::NoSuchEntry(index));
        }
        let mut entries = self.entries.clone();
        let before = entries.len();
        change(&mut entries);
        if entries.iter().any(|e| e.action.kind() != self.setup.kind()) {
            return Err(SessionError::Rule(
                RuleError::new("rule-wrong-game").arg("game", self.setup.kind().name()),
            ));
        }
        let cursor = self.cursor + entries.len() - before;
        let (state, lines) = replay_under(&self.setup, self.rules, &entries[..cursor])?;
        self.entries = entries;
        self.cursor = cursor;
        self.state = state;
        self.lines = lines;
        self.settle();
        Ok(())
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
    /// (`log[0].note`) or in the session's note (`note`). `None` when every
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
        words::unsafe_text(&self.note).then(|| "note".to_owned())
    }

    /// Opens a decided session for changes again (to correct a mistake or
    /// play on). It closes again when a change leaves the game decided.
    pub fn reopen(&mut self) {
        self.closed = false;
    }

    /// Puts back a log as it was (`entries` applied up to `cursor`), to
    /// take back a delete or an edit with Undo. Refused, changing nothing,
    /// if the session is read-only or the log no longer replays.
    pub fn restore_log(&mut self, entries: Vec<Entry>, cursor: usize) -> Result<(), SessionError> {
        if let Some(r) = &self.refused {
            return Err(SessionError::ReadOnly(r.clone()));
        }
        if entries.iter().any(|e| e.action.kind() != self.setup.kind()) {
            return Err(SessionError::Rule(
                RuleError::new("rule-wrong-game").arg("game", self.setup.kind().name()),
            ));
        }
        let cursor = cursor.min(entries.len());
        let (state, lines) = replay_under(&self.setup, self.rules, &entries[..cursor])?;
        self.entries = entries;
        self.cursor = cursor;
        self.state = state;
        self.lines = lines;
        self.settle();
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Player;
    use crate::rules::custom::{self, Counter, WinRule};

    fn t(s: i64) -> DateTime<Utc> {
        DateTime::from_timestamp(1_700_000_000 + s, 0).unwrap()
    }

    fn game() -> Session {
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
            counters: vec![Counter::new("Points", 0)],
            win: Some(WinRule::Reach {
                counter: 0,
                target: 3,
            }),
        });
        Session::new("s1".into(), setup, t(0)).unwrap()
    }

    fn add(player: usize, amount: i64) -> AnyAction {
        AnyAction::Custom(custom::Action::Add {
            player,
            counter: 0,
            amount,
        })
    }

    fn points(s: &Session) -> Vec<i64> {
        s.standings().iter().map(|r| r.values[0].1).collect()
    }

    #[test]
    fn undo_and_redo_move_through_the_log() {
        let mut s = game();
        s.apply(add(0, 1), t(1)).unwrap();
        s.apply(add(1, 2), t(2)).unwrap();
        s.undo().unwrap();
        assert_eq!(points(&s), vec![1, 0]);
        s.redo().unwrap();
        assert_eq!(points(&s), vec![1, 2]);
        s.go_to(0).unwrap();
        assert_eq!(points(&s), vec![0, 0]);
        assert_eq!(s.undo(), Err(SessionError::NothingToUndo));
        s.apply(add(1, 1), t(3)).unwrap();
        assert_eq!(s.entries().len(), 1, "a new action drops the redo tail");
        assert_eq!(s.redo(), Err(SessionError::NothingToRedo));
        assert_eq!(s.updated(), t(3));
    }

    #[test]
    fn refused_actions_change_nothing() {
        let mut s = game();
        s.apply(add(0, 1), t(1)).unwrap();
        let before = s.clone();
        let err = s.apply(add(7, 1), t(2)).unwrap_err();
        assert_eq!(
            err,
            SessionError::Rule(RuleError::new("rule-unknown-player").arg("index", 7usize))
        );
        assert_eq!(s, before);
    }

    #[test]
    fn a_decided_game_closes_until_reopened() {
        let mut s = game();
        s.apply(add(1, 3), t(1)).unwrap();
        assert!(s.is_closed());
        assert_eq!(s.apply(add(0, 1), t(2)), Err(SessionError::Closed));
        assert_eq!(s.undo(), Err(SessionError::Closed));
        s.reopen();
        s.undo().unwrap();
        assert!(!s.is_closed());
        assert_eq!(s.outcome(), Outcome::InProgress);
    }

    #[test]
    fn editing_replays_and_refuses_what_breaks() {
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![Player::new("Ana", 0)],
            counters: vec![Counter {
                min: Some(0),
                ..Counter::new("Gold", 0)
            }],
            win: None,
        });
        let mut s = Session::new("s2".into(), setup, t(0)).unwrap();
        s.apply(add(0, 5), t(1)).unwrap();
        s.apply(add(0, -4), t(2)).unwrap();
        let before = s.clone();
        let err = s.edit(0, add(0, 2)).unwrap_err();
        assert!(
            matches!(err, SessionError::Replay { index: 1, .. }),
            "{err:?}"
        );
        assert_eq!(s, before);
        s.edit(0, add(0, 6)).unwrap();
        assert_eq!(points(&s), vec![2]);
        assert_eq!(s.delete(1), Ok(()));
        assert_eq!(points(&s), vec![6]);
        assert_eq!(s.entries().len(), 1);
        assert_eq!(s.delete(0), Ok(()));
        assert_eq!(s.cursor(), 0);
        assert_eq!(s.delete(0), Err(SessionError::NoSuchEntry(0)));
    }

    #[test]
    fn restore_replays_to_the_cursor() {
        let mut s = game();
        s.apply(add(0, 1), t(1)).unwrap();
        s.apply(add(0, 1), t(2)).unwrap();
        s.undo().unwrap();
        s.set_note("Friday".into()).unwrap();
        s.set_entry_note(1, "oops".into()).unwrap();
        let again = Session::restore(saved(&s)).unwrap();
        assert_eq!(again, s);
    }

    fn saved(s: &Session) -> Saved {
        Saved {
            id: s.id().to_owned(),
            created: s.created(),
            setup: s.setup().clone(),
            rules: s.rules(),
            entries: s.entries().to_vec(),
            cursor: s.cursor(),
            note: s.note().to_owned(),
            closed: Some(s.is_closed()),
        }
    }

    #[test]
    fn a_refused_entry_opens_read_only_before_it() {
        let mut s = game();
        s.apply(add(0, 1), t(1)).unwrap();
        s.apply(add(1, 1), t(2)).unwrap();
        let mut file = saved(&s);
        file.entries[1].action = add(5, 1);
        let opened = Session::restore(file).unwrap();
        let refusal = opened.refused().unwrap().clone();
        assert_eq!(refusal.index, 1);
        assert_eq!(refusal.error.rule(), "rule-unknown-player");
        assert_eq!(opened.cursor(), 1);
        assert_eq!(opened.entries().len(), 2, "the refused entry is kept");
        assert_eq!(points(&opened), vec![1, 0]);
        let mut copy = opened.clone();
        assert_eq!(
            copy.apply(add(0, 1), t(3)),
            Err(SessionError::ReadOnly(refusal.clone()))
        );
        assert_eq!(copy.undo(), Err(SessionError::ReadOnly(refusal)));
        assert_eq!(copy, opened);
    }

    #[test]
    fn control_characters_in_names_are_refused_when_a_game_starts() {
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![Player::new("Ana", 0), Player::new("Bo\nFAKE LINE", 1)],
            counters: vec![Counter::new("Points", 0)],
            win: None,
        });
        let err = Session::new("s".into(), setup, t(0)).unwrap_err();
        assert_eq!(err.rule(), "rule-control-character");
        assert_eq!(
            crate::i18n::english().text(&err.0),
            "setup.players[1].name holds a control character (a line break, tab, escape or direction override): names and notes are one plain line."
        );
    }

    #[test]
    fn a_refused_entrys_reason_is_said_in_the_readers_language() {
        let refusal = Refusal {
            index: 2,
            error: RuleError::new("rule-control-character").arg("field", "note"),
        };
        let de = crate::i18n::I18n::new("de");
        let reason = de.text(&refusal.error.0);
        let said = de.text(&refusal.text());
        assert!(said.contains(&reason), "{said}");
        assert!(!said.contains("holds a control character"), "{said}");
        assert!(
            crate::i18n::english()
                .text(&refusal.text())
                .contains("holds a control character")
        );
    }

    #[test]
    fn notes_refuse_what_names_refuse_naming_the_field() {
        let mut s = game();
        s.apply(add(0, 1), t(1)).unwrap();
        s.apply(add(1, 1), t(2)).unwrap();
        s.set_note("Friday, ünï — 8 pm".into()).unwrap();
        s.set_entry_note(1, "swamp".into()).unwrap();
        let before = s.clone();
        for bad in [
            "two\nlines",
            "tab\there",
            "bo\u{202e}gnp",
            "a\u{2028}b",
            "\u{2067}x",
        ] {
            let err = s.set_note(bad.into()).unwrap_err();
            assert_eq!(
                err,
                SessionError::Rule(RuleError::new("rule-control-character").arg("field", "note"))
            );
            let err = s.set_entry_note(1, bad.into()).unwrap_err();
            assert_eq!(
                crate::i18n::english().text(&err.text()),
                "log[1].note holds a control character (a line break, tab, escape or direction override): names and notes are one plain line."
            );
            assert_eq!(s, before, "a refused note changes nothing");
        }
        assert_eq!(s.control_character(), None);
        let mut file = saved(&s);
        file.entries[0].note = "x\u{202e}".into();
        file.note = "y\n".into();
        let old = Session::restore(file).unwrap();
        assert_eq!(old.control_character().as_deref(), Some("log[0].note"));
        let mut file = saved(&s);
        file.note = "y\u{2029}".into();
        let old = Session::restore(file).unwrap();
        assert_eq!(old.control_character().as_deref(), Some("note"));
    }

    #[test]
    fn a_deleted_entry_comes_back_with_restore_log() {
        let mut s = game();
        s.apply(add(0, 1), t(1)).unwrap();
        s.apply(add(1, 2), t(2)).unwrap();
        let before = s.clone();
        s.delete(0).unwrap();
        assert_eq!(points(&s), vec![0, 2]);
        s.restore_log(before.entries().to_vec(), before.cursor())
            .unwrap();
        assert_eq!(s, before);
    }

    #[test]
    fn an_unknown_rules_version_is_refused() {
        let mut file = saved(&game());
        file.rules = file.setup.kind().rules() + 1;
        let err = Session::restore(file).unwrap_err();
        assert!(
            matches!(&err, SessionError::Rule(e) if e.rule() == "rule-unknown-rules-version"),
            "{err:?}"
        );
    }
}
