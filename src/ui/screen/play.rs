//! The play screen: a frame common to every game (title, undo and redo, the
//! status line, the session note, the log) around the game's own body, or
//! the result view once it is decided. Every accepted change is saved
//! before the next frame.

use std::time::Instant;

use chrono::{DateTime, Utc};
use iced::keyboard::{self, Key};
use iced::widget::{button, column, container, row, text, text_input};
use iced::{Alignment, Element, Length, Task, Theme};

use crate::i18n::I18n;
use crate::rules::{AnyAction, Outcome, Text, Verdict};
use crate::session::Session;
use crate::share::Board;
use crate::store::{SessionLock, Store, Summary};

use super::result::{self, Leave};
use super::{clock, log, share};
use crate::ui::games::{self, Ctx};
use crate::ui::{theme, widget};

/// An open session on screen.
pub struct Play {
    store: Store,
    session: Session,
    lock: Option<SessionLock>,
    /// The open game's body (its room in `ui::games`); none if the window
    /// has no room for this game.
    body: Option<games::Body>,
    /// Logs as they were before each delete, newest last, so Undo brings a
    /// deleted entry back: (entries, cursor, cursor after the delete).
    deleted: Vec<(Vec<crate::session::Entry>, usize, usize)>,
    /// Reopen was clicked and asks to be confirmed.
    reopen_armed: bool,
    log: log::Panel,
    note: String,
    /// The last press that moved the game on: its control (the body's
    /// message, as written for debugging) and when (see [`DOUBLE_CLICK`]).
    pressed: Option<(String, Instant)>,
    /// The board is shown instead of the result of the decided game.
    board: bool,
    /// When the game was decided on this screen: the result view's buttons
    /// ignore the second click of the double click that decided it.
    decided: Option<Instant>,
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
    /// The time of day the clock shows (the last second's tick).
    clock: DateTime<Utc>,
}

/// When a message is handled: the moment (for double clicks) and the time
/// of day (for the log, and to fold quick presses into one entry).
#[derive(Debug, Clone, Copy)]
pub struct Moment {
    /// The moment, on a clock that only goes forward.
    pub at: Instant,
    /// The time of day.
    pub wall: DateTime<Utc>,
}

/// A second press of the same control within this time is the second
/// click of a double click, or a bounce: a control that moves the game on
/// (see [`crate::rules::Game::moves_on`]) ignores it.
pub use crate::ui::widget::DOUBLE_CLICK;

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
}

impl Play {
    /// Shows `session`; with no lock it is read-only (open in another window).
    pub fn new(store: Store, session: Session, lock: Option<SessionLock>) -> Self {
        let note = session.note().to_owned();
        let played = crate::clock::played(&session);
        // Until the first tick: the clock as the session last left it.
        let played_since = played.since;
        let mut log = log::Panel::default();
        log.sync(&session);
        Play {
            body: games::Body::new(session.setup().kind()),
            deleted: Vec::new(),
            reopen_armed: false,
            store,
            session,
            lock,
            log,
            note,
            pressed: None,
            board: false,
            decided: None,
            turn: None,
            wall: Utc::now(),
            share: share::Panel::default(),
            event: None,
            played,
            clock: played_since,
        }
    }

    /// Seeds the randomness of the game's body (its dice), so the draws
    /// are known: for tests.
    pub fn seed(&mut self, seed: u64) {
        if let Some(body) = &mut self.body {
            body.seed(seed);
        }
    }

    /// The clock moves on to `now`.
    pub fn tick(&mut self, now: DateTime<Utc>) {
        self.clock = now;
    }

    /// The session is opened at `now`: a clock stopped when it was left
    /// runs again (not one the players stopped).
    pub fn arrive(&mut self, now: DateTime<Utc>) -> Result<(), Text> {
        if self.read_only() || !self.session.paused_by_leaving() {
            return Ok(());
        }
        self.session.resume(now);
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
        self.decided
            .is_none_or(|at| now.saturating_duration_since(at) >= DOUBLE_CLICK)
    }

    /// Whether a press of `control` at `now` is the second click of a
    /// double click on it (see [`DOUBLE_CLICK`]).
    fn again(&self, control: &str, now: Instant) -> bool {
        self.pressed.as_ref().is_some_and(|(c, at)| {
            c == control && now.saturating_duration_since(*at) < DOUBLE_CLICK
        })
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
            self.session.setup().player_names().join(", ")
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
        if let Msg::Share(m) = msg {
            // Showing changes nothing, so a read-only session may be shown.
            // The second click of a double click on Show on phones does
            // not stop it again.
            let control = format!("{m:?}");
            if !self.again(&control, now) {
                self.share.update(m, &self.session)?;
                self.pressed = Some((control, now));
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
            self.decided = Some(now);
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
            Msg::Clock(m) => {
                match m {
                    clock::Msg::Pause | clock::Msg::Resume => {
                        // Pause and Resume share a place: the second click
                        // of a double click does not take the first back.
                        if self.again("clock", now) {
                            return Ok(Task::none());
                        }
                        self.pressed = Some(("clock".to_owned(), now));
                        if matches!(m, clock::Msg::Pause) {
                            self.session.pause(self.wall, false);
                        } else {
                            self.session.resume(self.wall);
                        }
                    }
                    clock::Msg::Timer(seconds) => {
                        self.session.set_turn_timer(seconds).map_err(|e| e.0)?
                    }
                }
                self.save()?;
                return Ok(Task::none());
            }
            Msg::Undo => self.undo()?,
            Msg::Redo => {
                if self.session.is_closed() {
                    return Err(Text::msg("session-closed"));
                }
                self.session.redo().map_err(|e| e.text())?
            }
            Msg::Reopen => {
                self.reopen_armed = true;
                return Ok(Task::none());
            }
            Msg::ReopenNo => {
                self.reopen_armed = false;
                return Ok(Task::none());
            }
            Msg::ReopenYes => {
                self.reopen_armed = false;
                self.session.reopen();
            }
            Msg::Held(m) => {
                let control = format!("{m:?}");
                if self.pressed.as_ref().is_some_and(|(c, _)| *c == control) {
                    return Ok(Task::none());
                }
                return self.change(Msg::Body(m), now);
            }
            Msg::Body(m) => {
                // One press, one action: the second click of a double
                // click on End turn, Deal, Collect… does nothing.
                let control = format!("{m:?}");
                if self.again(&control, now) {
                    return Ok(Task::none());
                }
                let Some(body) = &mut self.body else {
                    return Ok(Task::none());
                };
                let after = m.after();
                let action = body.update(self.session.setup(), self.session.state(), m)?;
                // A task after the message (Tab's move to the next field)
                // runs whether or not the message changed the game.
                let after = after.map_or_else(Task::none, |t| t.map(Msg::Body));
                match action {
                    Some(action) => {
                        let once = action.moves_on();
                        let setup = self.session.setup();
                        let turn_before = setup.turn(self.session.state());
                        self.apply(action)?;
                        self.pressed = once.then_some((control, now));
                        let turn_now = self.session.setup().turn(self.session.state());
                        if turn_now != turn_before && !self.session.is_closed() {
                            self.turn = turn_now;
                        }
                    }
                    None => return Ok(after),
                }
                self.log.sync(&self.session);
                self.save()?;
                return Ok(after);
            }
            Msg::Log(log::Msg::Older) => {
                self.log.limit += log::PAGE;
                return Ok(Task::none());
            }
            Msg::Log(log::Msg::Delete(i)) => {
                self.log.armed = None;
                let before = (self.session.entries().to_vec(), self.session.cursor());
                self.session.delete(i).map_err(|e| e.text())?;
                self.deleted
                    .push((before.0, before.1, self.session.cursor()));
            }
            Msg::Log(log::Msg::ArmDelete(i)) => {
                self.log.armed = Some(i);
                return Ok(Task::none());
            }
            Msg::Log(log::Msg::Disarm) => {
                self.log.armed = None;
                return Ok(Task::none());
            }
            Msg::Log(log::Msg::Fold) => {
                self.log.folded = !self.log.folded;
                return Ok(Task::none());
            }
            Msg::Log(log::Msg::EditNote(i)) => {
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
            Msg::Log(log::Msg::NoteInput(words)) => {
                if let Some((_, w)) = &mut self.log.editing {
                    *w = words;
                }
                return Ok(Task::none());
            }
            Msg::Log(log::Msg::SaveNote) => {
                if let Some((i, words)) = self.log.editing.take() {
                    // A refused note stays in its field, to be corrected.
                    if let Err(e) = self.session.set_entry_note(i, words.clone()) {
                        self.log.editing = Some((i, words));
                        return Err(e.text());
                    }
                }
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
        self.log.sync(&self.session);
        self.save()?;
        Ok(Task::none())
    }

    /// Takes back the last change: a delete of a log entry if that was the
    /// last thing done, else the last entry. After a win Undo still works:
    /// it reopens the game and takes back the winning change.
    fn undo(&mut self) -> Result<(), Text> {
        if let Some((entries, cursor, after)) = self.deleted.last()
            && *after == self.session.cursor()
        {
            self.session
                .restore_log(entries.clone(), *cursor)
                .map_err(|e| e.text())?;
            self.deleted.pop();
            return Ok(());
        }
        if self.session.is_closed() && self.session.cursor() > 0 {
            self.session.reopen();
        }
        self.session.undo().map_err(|e| e.text())
    }

    /// Table mode folds the log to a strip; leaving it unfolds it.
    pub fn set_table_mode(&mut self, on: bool) {
        self.log.folded = on;
    }

    /// Applies a change: a correction pressed again within a moment folds
    /// into the last entry (not right after a delete, which Undo must
    /// still find on top).
    fn apply(&mut self, action: AnyAction) -> Result<(), Text> {
        let after_delete = self
            .deleted
            .last()
            .is_some_and(|(_, _, after)| *after == self.session.cursor());
        let done = if after_delete {
            self.session.apply(action, self.wall)
        } else {
            self.session.apply_folding(action, self.wall)
        };
        done.map_err(|e| e.text())
    }

    /// The message a key press means on this screen, if any.
    pub fn key(&self, event: &keyboard::Event) -> Option<Msg> {
        let keyboard::Event::KeyPressed {
            key,
            modifiers,
            text,
            repeat,
            ..
        } = event
        else {
            return None;
        };
        if modifiers.command() {
            return match key.as_ref() {
                Key::Character("z") | Key::Character("Z") if modifiers.shift() => Some(Msg::Redo),
                Key::Character("z") => Some(Msg::Undo),
                Key::Character("y") => Some(Msg::Redo),
                _ => None,
            };
        }
        if self.read_only() || self.session.is_closed() {
            return None;
        }
        self.body
            .as_ref()?
            .key(
                self.session.setup(),
                self.session.state(),
                key,
                text.as_deref(),
                *modifiers,
            )
            .map(if *repeat { Msg::Held } else { Msg::Body })
    }

    fn body<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        if self.shows_result() {
            let writable = !self.read_only();
            let msgs = result::Msgs {
                undo: (writable && self.session.cursor() > 0).then_some(Msg::UndoWin),
                leave: Msg::Leave,
                board: Msg::Board,
                reopen: writable.then(|| widget::Confirm {
                    label: i18n.tr("ui-reopen"),
                    question: i18n.tr("ui-reopen-ask"),
                    yes: i18n.tr("ui-yes"),
                    no: i18n.tr("ui-no"),
                    armed: self.reopen_armed,
                    arm: Some(Msg::Reopen),
                    confirm: Msg::ReopenYes,
                    cancel: Msg::ReopenNo,
                    anchor: widget::Anchor::Start,
                    size: theme::BODY,
                }),
            };
            if let Some(view) = result::view(&self.session, i18n, msgs) {
                return view;
            }
        }
        let body = self
            .body
            .as_ref()
            .and_then(|b| b.view(self.session.setup(), self.session.state(), self.ctx(i18n)));
        match body {
            Some(body) => body.map(Msg::Body),
            None => text(i18n.tr_args(
                "ui-no-screen",
                &[(
                    "game",
                    i18n.tr(&self.session.setup().kind().title_key()).into(),
                )],
            ))
            .into(),
        }
    }

    /// The game's side panel (Custom's dice) above the log, if the game
    /// has one, the log is unfolded and the board (not the result) shows.
    fn side<'a>(&'a self, i18n: &'a I18n) -> Option<Element<'a, Msg>> {
        if self.log.folded || self.shows_result() {
            return None;
        }
        let side =
            self.body
                .as_ref()?
                .side(self.session.setup(), self.session.state(), self.ctx(i18n))?;
        Some(side.map(Msg::Body))
    }

    /// What the game's body is given to draw itself: controls work only in
    /// a writable, open session.
    fn ctx<'a>(&'a self, i18n: &'a I18n) -> Ctx<'a> {
        Ctx {
            i18n,
            editable: !self.read_only() && !self.session.is_closed(),
            standings: self.session.standings(),
        }
    }

    /// The status slot of the header: who won and why (with a way back to
    /// the result view from the board), whose turn it now is after a turn
    /// ended, or nothing. It has a fixed height, so a win moves nothing.
    fn status<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let s = &self.session;
        let mut slot = row![].spacing(10).align_y(Alignment::Center);
        if let Some((who, why)) = crate::verdict_words::result(i18n, &s.outcome()) {
            // Who, in the header; why is said in full by the result view
            // (and here when the pointer rests on who).
            slot = slot.push(
                container(iced::widget::tooltip(
                    text(who).size(theme::BODY * 1.25),
                    container(text(why).size(theme::SMALL))
                        .padding(6)
                        .max_width(420)
                        .style(container::rounded_box),
                    iced::widget::tooltip::Position::Bottom,
                ))
                .width(Length::Fill),
            );
            if s.is_closed() && self.board {
                slot = slot.push(
                    button(text(i18n.tr("ui-result-show")))
                        .style(widget::secondary)
                        .on_press(Msg::Result),
                );
            }
        }
        if let Some(name) = &self.turn
            && !s.outcome().is_finished()
        {
            slot = slot.push(
                text(i18n.tr_args("ui-turn-now", &[("name", name.into())]))
                    .size(theme::BODY * 1.25)
                    .width(Length::Fill),
            );
            if !self.read_only() {
                slot = slot.push(
                    button(text(i18n.tr("ui-undo")))
                        .style(widget::secondary)
                        .on_press(Msg::Undo),
                );
            }
        }
        // Green for a win, red for the table's loss, grey for a draw.
        let decided = match s.outcome() {
            Outcome::Finished { result, .. } => Some(result),
            Outcome::InProgress => None,
        };
        container(slot)
            .id("play-status")
            .padding([4, 12])
            .height(Length::Fixed(56.0))
            .width(Length::Fill)
            .center_y(Length::Fixed(56.0))
            .style(move |t: &Theme| {
                if let Some(result) = decided {
                    let palette = t.extended_palette();
                    let pair = match result {
                        Verdict::Won => palette.success.weak,
                        Verdict::Lost => palette.danger.weak,
                        Verdict::Draw => palette.background.strong,
                    };
                    container::Style {
                        background: Some(pair.color.into()),
                        text_color: Some(pair.text),
                        border: iced::Border::default().rounded(8),
                        ..container::Style::default()
                    }
                } else {
                    container::Style::default()
                }
            })
            .into()
    }

    /// The screen.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let s = &self.session;
        let writable = !self.read_only();
        let can_undo = writable && (s.cursor() > 0 || !self.deleted.is_empty());
        let mut header = row![
            text(i18n.tr(&s.setup().kind().title_key()))
                .size(theme::HEADING)
                .width(Length::Shrink)
        ];
        // The turn timer's countdown, where the whole table sees it (the
        // log and the clock fold away in table mode; it does not).
        if let Some(countdown) = clock::countdown(&self.played, s, self.clock, i18n) {
            header = header.push(countdown);
        }
        let header = header
            .extend([
                self.status(i18n),
                button(text(i18n.tr("ui-undo")))
                    .height(widget::TARGET)
                    .style(widget::primary)
                    .on_press_maybe(can_undo.then_some(Msg::Undo))
                    .into(),
                button(text(i18n.tr("ui-redo")))
                    .height(widget::TARGET)
                    .style(widget::primary)
                    .on_press_maybe(
                        (writable && !s.is_closed() && s.can_redo()).then_some(Msg::Redo),
                    )
                    .into(),
            ])
            .spacing(12)
            .align_y(Alignment::Center);
        let mut main = column![header].spacing(12);
        if self.read_only() {
            main = main.push(widget::banner(
                i18n.text(&self.read_only_text()),
                false,
                None,
            ));
        }
        main = main.push(
            // The body fills the space between the header and the note: a
            // game lays its seats out in that space (widget::grid) and
            // scrolls inside a seat if it must, never the whole page.
            container(self.body(i18n))
                .width(Length::Fill)
                .height(Length::Fill),
        );
        main = main.push(
            text_input(&i18n.tr("ui-session-note"), &self.note)
                .on_input_maybe(writable.then_some(Msg::Note))
                .on_submit(Msg::SaveNote),
        );
        let log = self.log.view(s, i18n, self.read_only()).map(Msg::Log);
        let right: Element<'a, Msg> = if self.log.folded {
            log
        } else {
            // As wide as the log below: the clock's words wrap beside the
            // button.
            let top = row![
                self.share.button(i18n).map(Msg::Share),
                text(clock::words(&self.played, s, self.clock, i18n))
                    .size(theme::SMALL)
                    .width(Length::Fill)
            ]
            .spacing(10)
            .align_y(Alignment::Center)
            .width(Length::Fixed(log::WIDTH));
            let controls =
                container(clock::controls(s, &self.played, writable, i18n).map(Msg::Clock))
                    .width(Length::Fixed(log::WIDTH));
            let mut right = column![top, controls].spacing(16).width(Length::Shrink);
            if let Some(details) = self.share.details(i18n) {
                right = right.push(details.map(Msg::Share));
            }
            if let Some(side) = self.side(i18n) {
                right = right.push(side);
            }
            right.push(log).into()
        };
        row![main.width(Length::Fill), right].spacing(16).into()
    }
}
