//! The play screen: a frame common to every game (title, undo and redo, the
//! status line, the session note, the log) around the game's own body, or
//! the result view once it is decided. Every accepted change is saved
//! before the next frame. Drawn in `view`.

use std::time::Instant;

use chrono::{DateTime, Utc};
use iced::Task;

use crate::i18n::I18n;
use crate::rules::{AnyAction, Text};
use crate::session::Session;
use crate::share::Board;
use crate::store::{SessionLock, Store};
use crate::summary::Summary;

use super::result::Leave;
use super::{clock, log, share};
use crate::ui::games;
use crate::ui::widget;

/// An open session on screen.
pub struct Play {
    store: Store,
    session: Session,
    lock: Option<SessionLock>,
    /// The open game's body (its room in `ui::games`); none if the window
    /// has no room for this game.
    body: Option<games::Body>,
    /// Reopen was clicked and asks to be confirmed.
    reopen_armed: bool,
    log: log::Panel,
    note: String,
    /// The last one-shot press that acted (see [`Control`]).
    presses: widget::Debounce<Control>,
    /// The board is shown instead of the result of the decided game.
    board: bool,
    /// When the game was decided on this screen: the result view, which
    /// took the place of the control that decided it, ignores the second
    /// click of that double click.
    decided: widget::Debounce<()>,
    /// Whose turn it became with the last change, when that change ended a
    /// turn: said in the header, with Undo, until the next change.
    turn: Option<String>,
    /// The time of day of the message being handled: the log's time.
    wall: DateTime<Utc>,
    /// *Show on phones*: the live page of this session, while on.
    share: share::Panel,
    /// The event of the session's table as last read, the results the
    /// history gave filled in: the live page's standings.
    event: Option<crate::event::Event>,
    /// The session's times (`crate::clock`), as of its last change.
    played: crate::clock::Played,
    /// The players' names, for the title: its setup never changes, so
    /// they are read once.
    players: String,
    /// The time of day the clock shows (the last second's tick).
    clock: DateTime<Utc>,
    /// When this window last left its heartbeat in the session's lock.
    beaten: Option<DateTime<Utc>>,
}

/// How often, at most, the window leaves its heartbeat while the clock
/// runs (see [`crate::store::beat`]), at the first tick this long after
/// the last: a program killed without a close counts at most this and a
/// tick (three seconds) of the time after its last heartbeat.
pub const BEAT: chrono::TimeDelta = chrono::TimeDelta::seconds(2);

/// The id of the session note's field (Ctrl+N puts the keyboard in it).
pub const NOTE: &str = "play-session-note";

/// When a message is handled: the moment (for double clicks) and the time
/// of day (for the log, and to fold quick presses into one entry).
#[derive(Debug, Clone, Copy)]
pub struct Moment {
    /// The moment, on a clock that only goes forward.
    pub at: Instant,
    /// The time of day.
    pub wall: DateTime<Utc>,
}

/// A one-shot control of the play screen, by a typed id. A second press
/// of the same control within [`widget::debounce::DOUBLE_CLICK`] is the second click
/// of a double click, or a bounce: a control that moves the game on (see
/// [`crate::rules::Game::moves_on`]) ignores it.
#[derive(Debug, Clone, PartialEq)]
enum Control {
    /// One of the game's body (see [`games::Room::control`]).
    Body(games::Control),
    /// *Show on phones* (start or stop).
    Share,
    /// The local network or this computer only, for the live page.
    Network(bool),
    /// *Open in browser*, for the live page.
    Browser,
    /// *Each phone controls its own seat* (one button, on or off: the
    /// second click of a double click does not take the first back);
    /// and *New links*.
    Seats,
    NewLinks,
    /// A seat's link shown (none: the viewers').
    ShowSeat(Option<usize>),
    /// Pause and Resume, which share a place: the second click of a
    /// double click does not take the first back.
    Clock,
}

/// What the play screen reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Take back the last change.
    Undo,
    /// Apply the next undone change again.
    Redo,
    /// Open a decided game for changes (asks first).
    Reopen,
    /// Reopen confirmed.
    ReopenYes,
    /// Reopen not wanted after all.
    ReopenNo,
    /// The open game's body.
    Body(games::Msg),
    /// The open game's body, from a key held down (the system repeating
    /// it): a control that moves the game on acts on the first press only.
    Held(games::Msg),
    /// The log panel.
    Log(log::Msg),
    /// The session note was typed.
    Note(String),
    /// Save the session note.
    SaveNote,
    /// Show the board of the decided game instead of its result.
    Board,
    /// Show the result of the decided game again.
    Result,
    /// Undo from the result view (once [`Play::settled`]).
    UndoWin,
    /// Leave the result for the review, a rematch or home (the window
    /// acts on it, once [`Play::settled`]).
    Leave(Leave),
    /// *Show on phones*.
    Share(share::Msg),
    /// Pause, Resume, the turn timer.
    Clock(clock::Msg),
    /// Put the keyboard in the session note (Ctrl+N).
    FocusNote,
}

impl Msg {
    /// How a press of its control counts (see [`widget::Press`]): the
    /// body's and the log's say; the turn timer's − and + count every
    /// press; a key held down is no press (the keys have their own check,
    /// [`Play::key`]).
    pub fn press(&self) -> widget::Press {
        use widget::Press;
        match self {
            Msg::Body(m) => m.press(),
            Msg::Log(m) => m.press(),
            Msg::Share(m) => m.press(),
            Msg::Clock(clock::Msg::Timer(_)) => Press::Each,
            Msg::Clock(_) => Press::Once,
            Msg::Held(_) | Msg::Note(_) | Msg::FocusNote => Press::Not,
            Msg::Undo
            | Msg::Redo
            | Msg::Reopen
            | Msg::ReopenYes
            | Msg::ReopenNo
            | Msg::SaveNote
            | Msg::Board
            | Msg::Result
            | Msg::UndoWin
            | Msg::Leave(_) => Press::Once,
        }
    }
}

impl Play {
    /// Shows `session`; with no lock it is read-only (open in another window).
    pub fn new(store: Store, session: Session, lock: Option<SessionLock>) -> Self {
        let note = session.note().to_owned();
        let players = session.setup().player_names().join(", ");
        let played = crate::clock::played(&session);
        // Until the first tick: the clock as the session last left it.
        let played_since = played.since;
        let mut log = log::Panel::default();
        log.sync(&session);
        let mut body = games::Body::new(session.setup().kind());
        if let Some(body) = &mut body {
            body.changed(session.setup(), session.state());
        }
        Play {
            body,
            reopen_armed: false,
            store,
            session,
            lock,
            log,
            note,
            presses: widget::Debounce::default(),
            board: false,
            decided: widget::Debounce::default(),
            turn: None,
            wall: Utc::now(),
            share: share::Panel::default(),
            event: None,
            played,
            players,
            clock: played_since,
            beaten: None,
        }
    }

    /// Seeds the randomness of the game's body (its dice), so the draws
    /// are known: for tests.
    pub fn seed(&mut self, seed: u64) {
        if let Some(body) = &mut self.body {
            body.seed(seed);
        }
    }

    /// The clock moves on to `now`; while it runs, the window leaves its
    /// heartbeat every [`BEAT`].
    pub fn tick(&mut self, now: DateTime<Utc>) {
        self.clock = now;
        let due = self
            .beaten
            .is_none_or(|last| now - last >= BEAT || now < last);
        if let Some(lock) = &self.lock
            && due
            && self.clock_runs()
            && self.session.refused().is_none()
        {
            // A heartbeat that fails counts less time played, never more.
            let _ = lock.beat(now);
            self.beaten = Some(now);
        }
    }

    /// Whether the game's clock runs: not stopped, not decided. Only then
    /// does the window tick every second.
    pub fn clock_runs(&self) -> bool {
        !self.session.paused() && self.played.runs
    }

    /// The session is opened at `now`: a clock stopped when it was left
    /// runs again (not one the players stopped); one left running by a
    /// program that ended without a close misses the time after that
    /// program's last heartbeat (see [`Session::record_unseen`]).
    pub fn arrive(&mut self, now: DateTime<Utc>) -> Result<(), Text> {
        let Some(lock) = self.lock.as_ref().filter(|_| !self.read_only()) else {
            return Ok(());
        };
        let changed = if self.session.paused_by_leaving() {
            self.session.resume(now)
        } else {
            self.session.record_unseen(lock.last_beat(), now)
        };
        if !changed {
            return Ok(());
        }
        self.wall = now;
        self.save()
    }

    /// The session is left at `now` (another screen, or the window
    /// closes): its clock stops until it is opened again, so time never
    /// runs while it is not open.
    pub fn leave(&mut self, now: DateTime<Utc>) -> Result<(), Text> {
        if self.read_only() || self.session.is_closed() || !self.session.pause(now, true) {
            return Ok(());
        }
        self.wall = now;
        self.save()
    }

    /// Reads the event the session was started from, if it carries a
    /// table of one this data folder holds, and gives its standings (the
    /// results the tables' sessions among `sessions`, the history, filled
    /// in) to the live page; none otherwise. Called when the session is
    /// opened and when the history is read again: never per change.
    pub fn read_event(&mut self, sessions: &[Summary]) {
        self.event = self.session.event_tag().and_then(|tag| {
            let event = self.store.event(&tag.name).ok()?;
            Some(crate::event::results::fill(&event, sessions))
        });
        self.show_event();
    }

    /// Gives the live page the event's standings with this game's own
    /// result once it is decided (the history has it only when read
    /// again). Called when read, and when the game is decided or undone.
    fn show_event(&mut self) {
        let tag = self.session.event_tag();
        let board = self.event.as_ref().map(|event| {
            let own = Summary::of(&self.session, (0, 0));
            let filled = crate::event::results::fill(event, std::slice::from_ref(&own));
            Board::new(&filled, tag)
        });
        self.share.set_event(board);
    }

    /// The live page's address, while the session is shown on phones.
    pub fn share_url(&self) -> Option<&str> {
        self.share.url()
    }

    /// The session shown.
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Whether a press at `now` is a deliberate one on the result view:
    /// not the second click of the double click that decided the game.
    pub fn settled(&self, now: Instant) -> bool {
        !self.decided.again(&(), now)
    }

    /// Whether the result of the decided game is on screen.
    pub fn shows_result(&self) -> bool {
        self.session.is_closed() && !self.board
    }

    /// Whether the session is for reading only: another window holds it,
    /// or its saved log holds an entry the rules refuse.
    pub fn read_only(&self) -> bool {
        self.lock.is_none() || self.session.refused().is_some()
    }

    /// Why the session is read-only, for the banner.
    fn read_only_text(&self) -> Text {
        match self.session.refused() {
            Some(r) => r.text(),
            None => Text::msg("ui-read-only"),
        }
    }

    /// The window title.
    pub fn title(&self, i18n: &I18n) -> String {
        format!(
            "{} — {}",
            i18n.tr(&self.session.setup().kind().title_key()),
            self.players
        )
    }

    fn save(&mut self) -> Result<(), Text> {
        self.share.changed(&self.session);
        self.played = crate::clock::played(&self.session);
        self.clock = self.wall;
        self.store
            .save(&self.session)
            .map_err(|e| Text::msg("ui-save-failed").arg("error", e.to_string()))
    }

    /// Handles a message at the moment `now`. `Err` is a refusal or
    /// failure for the banner; nothing changed then (a failed save keeps
    /// the change in memory and the next change saves it again).
    pub fn update(&mut self, msg: Msg, now: Moment) -> Result<Task<Msg>, Text> {
        self.wall = now.wall;
        let now = now.at;
        if let Msg::Share(share::Msg::Poll) = msg {
            return Ok(self.phones(now));
        }
        if let Msg::Share(m) = msg {
            // Showing changes nothing, so a read-only session may be shown.
            // The second click of a double click on Show on phones does
            // not stop it again.
            let control = match m {
                share::Msg::Toggle => Control::Share,
                share::Msg::Network(on) => Control::Network(on),
                share::Msg::Browser => Control::Browser,
                share::Msg::Seats(_) => Control::Seats,
                share::Msg::NewLinks => Control::NewLinks,
                share::Msg::ShowSeat(n) => Control::ShowSeat(Some(n)),
                share::Msg::ShowViewers => Control::ShowSeat(None),
                share::Msg::Poll => return Ok(Task::none()),
            };
            if !self.presses.again(&control, now) {
                self.share.update(m, &self.session)?;
                self.presses.mark(control, now);
            }
            return Ok(Task::none());
        }
        if matches!(msg, Msg::Board | Msg::Result | Msg::Leave(_)) {
            if self.settled(now) {
                self.board = matches!(msg, Msg::Board);
            }
            return Ok(Task::none());
        }
        if self.read_only() && !matches!(msg, Msg::Log(log::Msg::Older)) {
            return Err(self.read_only_text());
        }
        let msg = match msg {
            Msg::UndoWin if !self.settled(now) => return Ok(Task::none()),
            Msg::UndoWin => Msg::Undo,
            other => other,
        };
        let was_closed = self.session.is_closed();
        let turn = self.turn.take();
        let task = self.change(msg, now).inspect_err(|_| self.turn = turn)?;
        if self.session.is_closed() && !was_closed {
            self.decided.mark((), now);
            self.board = false;
        }
        if self.session.is_closed() != was_closed {
            self.show_event();
        }
        Ok(task)
    }

    /// [`Play::update`] for the messages that may change the session.
    fn change(&mut self, msg: Msg, now: Instant) -> Result<Task<Msg>, Text> {
        match msg {
            Msg::Board | Msg::Result | Msg::Leave(_) | Msg::UndoWin | Msg::Share(_) => {
                return Ok(Task::none());
            }
            Msg::FocusNote => return Ok(iced::widget::operation::focus(NOTE)),
            Msg::Clock(m) => return self.clock(m, now),
            Msg::Held(m) => {
                // A key held down: the system repeats it, and a one-shot
                // control acts on the first press only.
                let held = m.control().map(Control::Body);
                if held.is_some_and(|c| self.presses.held(&c)) {
                    return Ok(Task::none());
                }
                return self.press(m, now);
            }
            Msg::Body(m) => return self.press(m, now),
            Msg::Log(m) => return self.log(m),
            Msg::Undo => self.undo()?,
            Msg::Redo => {
                if self.session.is_closed() {
                    return Err(Text::msg("session-closed"));
                }
                self.session.redo().map_err(|e| e.text())?
            }
            Msg::Reopen | Msg::ReopenNo => {
                self.reopen_armed = matches!(msg, Msg::Reopen);
                return Ok(Task::none());
            }
            Msg::ReopenYes => {
                self.reopen_armed = false;
                self.session.reopen();
            }
            Msg::Note(words) => {
                self.note = words;
                return Ok(Task::none());
            }
            Msg::SaveNote => self
                .session
                .set_note(self.note.clone())
                .map_err(|e| e.text())?,
        }
        self.changed()?;
        Ok(Task::none())
    }

    /// The session changed: the log's undone lines and what the game's
    /// body keeps of the state are worked out again, and the session is
    /// saved.
    fn changed(&mut self) -> Result<(), Text> {
        self.log.sync(&self.session);
        if let Some(body) = &mut self.body {
            body.changed(self.session.setup(), self.session.state());
        }
        self.save()
    }

    /// Pause, Resume and the turn timer.
    fn clock(&mut self, m: clock::Msg, now: Instant) -> Result<Task<Msg>, Text> {
        match m {
            clock::Msg::Pause | clock::Msg::Resume => {
                // Pause and Resume share a place: the second click of a
                // double click does not take the first back.
                if !self.presses.press(Control::Clock, now) {
                    return Ok(Task::none());
                }
                if matches!(m, clock::Msg::Pause) {
                    self.session.pause(self.wall, false);
                } else {
                    self.session.resume(self.wall);
                }
            }
            clock::Msg::Timer(seconds) => self.session.set_turn_timer(seconds).map_err(|e| e.0)?,
        }
        self.save()?;
        Ok(Task::none())
    }

    /// A press in the game's body: the action it gives is applied, and the
    /// body told it was accepted. One press, one action: the second click
    /// of a double click on End turn, Deal, Collect… does nothing.
    fn press(&mut self, m: games::Msg, now: Instant) -> Result<Task<Msg>, Text> {
        let control = m.control().map(Control::Body);
        if control.as_ref().is_some_and(|c| self.presses.again(c, now)) {
            return Ok(Task::none());
        }
        let Some(body) = &mut self.body else {
            return Ok(Task::none());
        };
        let after = m.after();
        let action = body.update(self.session.setup(), self.session.state(), m)?;
        // A task after the message (Tab's move to the next field) runs
        // whether or not the message changed the game.
        let after = after.map_or_else(Task::none, |t| t.map(Msg::Body));
        let Some(action) = action else {
            return Ok(after);
        };
        let once = action.moves_on();
        let turn_before = self.session.setup().turn(self.session.state());
        self.apply(action.clone())?;
        // The body is told the rules took it: it clears the form it was
        // typed in.
        if let Some(body) = &mut self.body {
            body.accepted(self.session.setup(), self.session.state(), &action);
        }
        match control.filter(|_| once) {
            Some(c) => self.presses.mark(c, now),
            None => self.presses.forget(),
        }
        let turn_now = self.session.setup().turn(self.session.state());
        if turn_now != turn_before && !self.session.is_closed() {
            self.turn = turn_now;
        }
        self.changed()?;
        Ok(after)
    }

    /// The log panel: more entries, a note edited, an entry deleted (the
    /// session keeps the delete: Undo brings it back), folding.
    fn log(&mut self, m: log::Msg) -> Result<Task<Msg>, Text> {
        match m {
            log::Msg::Older => self.log.limit += log::PAGE,
            log::Msg::ArmDelete(i) => self.log.armed = Some(i),
            log::Msg::Disarm => self.log.armed = None,
            log::Msg::Fold => self.log.folded = !self.log.folded,
            log::Msg::Delete(i) => {
                self.log.armed = None;
                self.session.delete(i).map_err(|e| e.text())?;
                self.changed()?;
            }
            log::Msg::EditNote(i) => {
                let words = self
                    .session
                    .entries()
                    .get(i)
                    .map(|e| e.note.clone())
                    .unwrap_or_default();
                self.log.editing = Some((i, words));
                // The field opens ready to type in.
                return Ok(iced::widget::operation::focus(log::NOTE_FIELD));
            }
            log::Msg::NoteInput(words) => {
                if let Some((_, w)) = &mut self.log.editing {
                    *w = words;
                }
            }
            log::Msg::SaveNote => {
                if let Some((i, words)) = self.log.editing.take() {
                    // A refused note stays in its field, to be corrected.
                    if let Err(e) = self.session.set_entry_note(i, words.clone()) {
                        self.log.editing = Some((i, words));
                        return Err(e.text());
                    }
                }
                self.changed()?;
            }
        }
        Ok(Task::none())
    }

    /// Takes back the last change (the session's history: a delete of a
    /// log entry if that was the last thing done, else the last entry).
    /// After a win Undo still works: it reopens the game and takes back the
    /// winning change.
    fn undo(&mut self) -> Result<(), Text> {
        if self.session.is_closed() && self.session.undoable() {
            self.session.reopen();
        }
        self.session.undo().map_err(|e| e.text())
    }

    /// Table mode folds the log to a strip; leaving it unfolds it.
    pub fn set_table_mode(&mut self, on: bool) {
        self.log.folded = on;
    }

    /// Applies a change: a correction pressed again within a moment folds
    /// into the last entry (see [`Session::apply_folding`]).
    fn apply(&mut self, action: AnyAction) -> Result<(), Text> {
        self.session
            .apply_folding(action, self.wall)
            .map_err(|e| e.text())
    }

    /// The largest text size the screen takes, in percent: the board's
    /// (see [`crate::ui::games::Room::TEXT_MAX`]); a decided game's result
    /// takes every size (its card grows and the page scrolls).
    pub fn text_max(&self) -> u16 {
        match &self.body {
            _ if self.shows_result() => crate::store::TEXT_MAX,
            Some(body) => body.text_max(),
            None => crate::store::TEXT_MIN,
        }
    }

    /// The message listing the game's own keys, if it has any.
    pub fn keys(&self) -> Option<&'static str> {
        self.body.as_ref()?.keys()
    }
}

mod keys;
mod phones;
mod view;
pub use view::STACKED;

#[cfg(test)]
mod tests;
