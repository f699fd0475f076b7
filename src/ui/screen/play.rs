//! The play screen: a frame common to every game (title, undo and redo, the
//! victory banner with Reopen, the session note, the log) around the game's
//! own body. Every accepted change is saved before the next frame.

use chrono::Utc;
use iced::keyboard::{self, Key};
use iced::widget::{button, column, container, row, scrollable, text, text_input};
use iced::{Alignment, Element, Length, Task, Theme};

use crate::i18n::I18n;
use crate::rules::{AnyAction, Outcome, Text};
use crate::session::Session;
use crate::store::{SessionLock, Store};

use super::log;
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
    log: log::Panel,
    note: String,
}

/// What the play screen reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Take back the last change.
    Undo,
    /// Apply the next undone change again.
    Redo,
    /// Open a decided game for changes.
    Reopen,
    /// The open game's body.
    Body(games::Msg),
    /// The log panel.
    Log(log::Msg),
    /// The session note was typed.
    Note(String),
    /// Save the session note.
    SaveNote,
}

impl Play {
    /// Shows `session`; with no lock it is read-only (open in another window).
    pub fn new(store: Store, session: Session, lock: Option<SessionLock>) -> Self {
        let note = session.note().to_owned();
        let mut log = log::Panel::default();
        log.sync(&session);
        Play {
            body: games::Body::new(session.setup().kind()),
            store,
            session,
            lock,
            log,
            note,
        }
    }

    /// The session shown.
    pub fn session(&self) -> &Session {
        &self.session
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

    fn save(&self) -> Result<(), Text> {
        self.store
            .save(&self.session)
            .map_err(|e| Text::msg("ui-save-failed").arg("error", e.to_string()))
    }

    /// Handles a message. `Err` is a refusal or failure for the banner;
    /// nothing changed then (a failed save keeps the change in memory and
    /// the next change saves it again).
    pub fn update(&mut self, msg: Msg) -> Result<Task<Msg>, Text> {
        if self.read_only() && !matches!(msg, Msg::Log(log::Msg::Older)) {
            return Err(self.read_only_text());
        }
        match msg {
            Msg::Undo => self.session.undo().map_err(|e| e.text())?,
            Msg::Redo => self.session.redo().map_err(|e| e.text())?,
            Msg::Reopen => self.session.reopen(),
            Msg::Body(m) => {
                let Some(body) = &mut self.body else {
                    return Ok(Task::none());
                };
                let after = m.after();
                let action = body.update(self.session.setup(), self.session.state(), m)?;
                match action {
                    Some(action) => self.apply(action)?,
                    None => return Ok(after.map_or_else(Task::none, |t| t.map(Msg::Body))),
                }
            }
            Msg::Log(log::Msg::Older) => {
                self.log.limit += log::PAGE;
                return Ok(Task::none());
            }
            Msg::Log(log::Msg::Delete(i)) => self.session.delete(i).map_err(|e| e.text())?,
            Msg::Log(log::Msg::EditNote(i)) => {
                let words = self
                    .session
                    .entries()
                    .get(i)
                    .map(|e| e.note.clone())
                    .unwrap_or_default();
                self.log.editing = Some((i, words));
                return Ok(Task::none());
            }
            Msg::Log(log::Msg::NoteInput(words)) => {
                if let Some((_, w)) = &mut self.log.editing {
                    *w = words;
                }
                return Ok(Task::none());
            }
            Msg::Log(log::Msg::SaveNote) => {
                if let Some((i, words)) = self.log.editing.take() {
                    self.session
                        .set_entry_note(i, words)
                        .map_err(|e| e.text())?;
                }
            }
            Msg::Note(words) => {
                self.note = words;
                return Ok(Task::none());
            }
            Msg::SaveNote => self.session.set_note(self.note.clone()),
        }
        self.log.sync(&self.session);
        self.save()?;
        Ok(Task::none())
    }

    fn apply(&mut self, action: AnyAction) -> Result<(), Text> {
        self.session.apply(action, Utc::now()).map_err(|e| e.text())
    }

    /// The message a key press means on this screen, if any.
    pub fn key(&self, event: &keyboard::Event) -> Option<Msg> {
        let keyboard::Event::KeyPressed {
            key,
            modifiers,
            text,
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
            )
            .map(Msg::Body)
    }

    fn body<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let editable = !self.read_only() && !self.session.is_closed();
        let ctx = Ctx {
            i18n,
            editable,
            standings: self.session.standings(),
        };
        let body = self
            .body
            .as_ref()
            .and_then(|b| b.view(self.session.setup(), self.session.state(), ctx));
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

    /// The screen.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let s = &self.session;
        let writable = !self.read_only();
        let header = row![
            text(i18n.tr(&s.setup().kind().title_key()))
                .size(theme::HEADING)
                .width(Length::Fill),
            button(text(i18n.tr("ui-undo")))
                .on_press_maybe((writable && s.can_undo()).then_some(Msg::Undo)),
            button(text(i18n.tr("ui-redo")))
                .on_press_maybe((writable && s.can_redo()).then_some(Msg::Redo)),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let mut main = column![header].spacing(12);
        if self.read_only() {
            main = main.push(widget::banner(
                i18n.text(&self.read_only_text()),
                false,
                None,
            ));
        }
        if let Outcome::Finished { winners, reason } = s.outcome() {
            let who = if winners.is_empty() {
                i18n.tr("ui-nobody-won")
            } else {
                i18n.tr_args("ui-winner", &[("winners", winners.join(", ").into())])
            };
            let mut victory = row![
                column![
                    text(who).size(theme::HEADING),
                    text(i18n.text(&reason)).size(theme::BODY)
                ]
                .spacing(4)
                .width(Length::Fill)
            ]
            .align_y(Alignment::Center);
            if s.is_closed() && writable {
                victory = victory.push(button(text(i18n.tr("ui-reopen"))).on_press(Msg::Reopen));
            }
            main = main.push(container(victory).padding(14).width(Length::Fill).style(
                |t: &Theme| {
                    let pair = t.extended_palette().success.weak;
                    container::Style {
                        background: Some(pair.color.into()),
                        text_color: Some(pair.text),
                        border: iced::Border::default().rounded(8),
                        ..container::Style::default()
                    }
                },
            ));
        }
        main = main.push(
            scrollable(container(self.body(i18n)).padding(iced::Padding::ZERO.right(16)))
                .height(Length::Fill),
        );
        main = main.push(
            text_input(&i18n.tr("ui-session-note"), &self.note)
                .on_input_maybe(writable.then_some(Msg::Note))
                .on_submit(Msg::SaveNote),
        );
        row![
            main.width(Length::Fill),
            self.log.view(s, i18n, self.read_only()).map(Msg::Log),
        ]
        .spacing(16)
        .into()
    }
}
