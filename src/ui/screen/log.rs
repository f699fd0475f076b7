//! The log panel: the session's entries, newest first, with their times and
//! notes; undone entries dimmed. Only a window of the newest entries is
//! built, so a long log never slows a frame.

use iced::widget::{button, column, container, row, scrollable, stack, text, text_input};
use iced::{Element, Length, Padding};

use crate::i18n::I18n;
use crate::rules::Text;
use crate::session::Session;

use super::super::{theme, widget};
use crate::ui::widget::Press;

/// The id of the field a log entry's note is typed in.
pub const NOTE_FIELD: &str = "log-note";

/// How many entries the panel shows at first, and adds per "older".
pub const PAGE: usize = 200;
/// The panel's width; the tools above it (the clock, the dice) take it too.
pub const WIDTH: f32 = 320.0;

/// What the panel reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Show more older entries.
    Older,
    /// Start editing the note of entry n.
    EditNote(usize),
    /// The note text changed.
    NoteInput(String),
    /// Save the note being edited.
    SaveNote,
    /// Ask whether to delete entry n (in place: "Delete? Yes / No").
    ArmDelete(usize),
    /// Delete applied entry n (the rest is replayed; refused if it breaks).
    /// Undo brings it back.
    Delete(usize),
    /// Do not delete after all.
    Disarm,
    /// Fold the panel to a strip, or unfold it.
    Fold,
}

impl Msg {
    /// How a press of its control counts (see [`Press`]).
    pub fn press(&self) -> Press {
        match self {
            Msg::Older
            | Msg::EditNote(_)
            | Msg::SaveNote
            | Msg::ArmDelete(_)
            | Msg::Delete(_)
            | Msg::Disarm
            | Msg::Fold => Press::Once,
            Msg::NoteInput(_) => Press::Not,
        }
    }
}

/// The panel's own state.
#[derive(Debug, Clone)]
pub struct Panel {
    /// How many entries to show.
    pub limit: usize,
    /// The entry whose note is being edited, and the text.
    pub editing: Option<(usize, String)>,
    /// The entry whose delete asks to be confirmed.
    pub armed: Option<usize>,
    /// Folded to a strip (table mode).
    pub folded: bool,
    /// The lines of the undone entries (the redo tail), oldest first, as
    /// they would read if redone; kept by [`Panel::sync`].
    tail: Vec<Text>,
}

impl Default for Panel {
    fn default() -> Self {
        Panel {
            limit: PAGE,
            editing: None,
            armed: None,
            folded: false,
            tail: Vec::new(),
        }
    }
}

impl Panel {
    /// Works out the lines of the redo tail after a change of `session`,
    /// on a copy of the state (the session is untouched), so `view` stays
    /// cheap. Lines past a refusal are left out (shown as plain "undone").
    pub fn sync(&mut self, session: &Session) {
        self.tail.clear();
        let ahead = session
            .entries()
            .get(session.cursor()..)
            .unwrap_or_default();
        if ahead.is_empty() {
            return;
        }
        let setup = session.setup();
        let mut state = session.state().clone();
        for entry in ahead {
            // A phone's entry names the phone, by the seats as they were
            // before it, as when it was applied.
            let before = entry.from.map(|_| state.clone());
            match setup.apply(&mut state, &entry.action) {
                Ok(line) => self.tail.push(match &before {
                    Some(before) => crate::session::from_phone(setup, before, line, entry.from),
                    None => line,
                }),
                Err(_) => break,
            }
        }
    }

    /// The panel for `session`; notes are editable unless `read_only`.
    pub fn view<'a>(
        &'a self,
        session: &'a Session,
        i18n: &'a I18n,
        read_only: bool,
    ) -> Element<'a, Msg> {
        let entries = session.entries();
        let mut list = column![].spacing(6);
        let total = entries.len();
        let first = total.saturating_sub(self.limit);
        let pauses = session.pauses();
        // The pauses from `from` on, before `until` (none: any later),
        // newest first: the clock's stops, between the entries.
        let between = |from: Option<chrono::DateTime<chrono::Utc>>,
                       until: Option<chrono::DateTime<chrono::Utc>>| {
            pauses.iter().rev().filter(move |p| {
                from.is_none_or(|f| p.from >= f) && until.is_none_or(|u| p.from < u)
            })
        };
        for i in (first..total).rev() {
            let entry = &entries[i];
            for pause in between(Some(entry.at), entries.get(i + 1).map(|e| e.at)) {
                list = list.push(pause_row(pause, i18n));
            }
            list = list.push(self.item(session, i, i18n, read_only));
        }
        if first == 0 {
            for pause in between(None, entries.first().map(|e| e.at)) {
                list = list.push(pause_row(pause, i18n));
            }
        }
        if first > 0 {
            list = list.push(
                button(text(i18n.tr_args("ui-older", &[("count", first.into())])))
                    .on_press(Msg::Older),
            );
        }
        if total == 0 {
            list = list.push(text(i18n.tr("ui-log-empty")).size(theme::body()));
        }
        if self.folded {
            return column![
                button(text(i18n.tr("ui-log-show")))
                    .height(widget::TARGET)
                    .on_press(Msg::Fold)
                    .style(button::secondary)
            ]
            .width(Length::Shrink)
            .into();
        }
        // With larger text the log is as wide as the window (the play
        // screen stacks it under the board), and Fold goes under its
        // heading when they do not fit side by side.
        let large = theme::text_scale() > 1.0;
        let head = row![
            text(i18n.tr("ui-log"))
                .size(theme::heading())
                .width(if large { Length::Shrink } else { Length::Fill }),
            button(text(i18n.tr("ui-log-fold")).size(theme::small()))
                .on_press(Msg::Fold)
                .style(button::text),
        ]
        .spacing(12)
        .align_y(iced::Alignment::Center);
        let head: Element<'a, Msg> = if large {
            head.wrap().into()
        } else {
            head.into()
        };
        column![
            head,
            scrollable(list.padding(Padding::ZERO.right(14))).height(Length::Fill)
        ]
        .spacing(8)
        .width(if large {
            Length::Fill
        } else {
            Length::Fixed(WIDTH)
        })
        .into()
    }

    /// Entry `i`: its number and time, what it changed (or that it was
    /// undone), its note and, unless `read_only`, Edit note and Delete.
    fn item<'a>(
        &'a self,
        session: &'a Session,
        i: usize,
        i18n: &'a I18n,
        read_only: bool,
    ) -> Element<'a, Msg> {
        let (entries, lines) = (session.entries(), session.lines());
        let Some(entry) = entries.get(i) else {
            return column![].into();
        };
        let applied = i < session.cursor();
        let undone = i
            .checked_sub(session.cursor())
            .and_then(|n| self.tail.get(n));
        let change = match (lines.get(i), undone) {
            (Some(line), _) if applied => i18n.text(line),
            (_, Some(line)) => i18n.tr_args("ui-undone-line", &[("line", i18n.text(line).into())]),
            _ => format!("{} {}", i18n.tr("ui-undone"), i + 1),
        };
        let time = i18n
            .formats()
            .time_to_second(&entry.at.with_timezone(&chrono::Local));
        let head = row![
            text(format!("{}.", i + 1))
                .size(theme::small())
                .style(|t| text::Style {
                    color: Some(widget::dim(t))
                }),
            text(time).size(theme::small()).style(|t| text::Style {
                color: Some(widget::dim(t))
            }),
        ]
        .spacing(6);
        let body = if applied {
            text(change).size(theme::body())
        } else {
            text(change).size(theme::body()).style(|t| text::Style {
                color: Some(widget::dim(t)),
            })
        };
        let mut item = column![head, body].spacing(2);
        match &self.editing {
            Some((n, words)) if *n == i && !read_only => {
                item = item.push(
                    text_input(&i18n.tr("ui-note"), words)
                        .id(NOTE_FIELD)
                        .on_input(Msg::NoteInput)
                        .on_submit(Msg::SaveNote)
                        .size(theme::small()),
                );
            }
            _ => {
                if !entry.note.is_empty() {
                    item = item.push(text(format!("✎ {}", entry.note)).size(theme::small()));
                }
                if !read_only {
                    let mut actions = row![
                        button(text(i18n.tr("ui-edit-note")).size(theme::small()))
                            .on_press(Msg::EditNote(i))
                            .style(button::text)
                            .padding(0)
                    ]
                    .spacing(12);
                    // Disabled, not removed, for undone entries.
                    let delete = self.delete_control(i, applied, i18n);
                    actions = actions.push(container(delete).id(format!("log-delete-{i}")));
                    item = item.push(actions);
                }
            }
        }
        item.into()
    }

    /// Entry `i`'s Delete, disabled (not removed) for an undone entry; once
    /// pressed, No where Delete was (at least as wide: the word under it,
    /// unseen), then the question, then Yes, so a double click never
    /// confirms.
    fn delete_control<'a>(&self, i: usize, applied: bool, i18n: &I18n) -> Element<'a, Msg> {
        if self.armed == Some(i) && applied {
            // No where Delete was, at least as wide (the
            // word under it, unseen), then the question,
            // then Yes: a double click never confirms.
            row![
                button(stack![
                    text(i18n.tr("ui-delete-entry"))
                        .size(theme::small())
                        .color(iced::Color::TRANSPARENT),
                    text(i18n.tr("ui-no")).size(theme::small()),
                ])
                .on_press(Msg::Disarm)
                .style(button::secondary)
                .padding([0, 6]),
                text(i18n.tr("ui-delete-ask")).size(theme::small()),
                button(text(i18n.tr("ui-yes")).size(theme::small()))
                    .on_press(Msg::Delete(i))
                    .style(button::danger)
                    .padding([0, 6]),
            ]
            .spacing(6)
            .wrap()
            .vertical_spacing(8)
            .into()
        } else {
            button(text(i18n.tr("ui-delete-entry")).size(theme::small()))
                .on_press_maybe(applied.then_some(Msg::ArmDelete(i)))
                .style(button::text)
                .padding(0)
                .into()
        }
    }
}

/// A stop of the clock in the log: by the players, or while the game was
/// not open; from when to when (or since when), and for how long.
fn pause_row<'a, M: 'a>(pause: &crate::session::Pause, i18n: &I18n) -> Element<'a, M> {
    let at = |t: chrono::DateTime<chrono::Utc>| {
        i18n.formats()
            .time_to_second(&t.with_timezone(&chrono::Local))
    };
    let words = match (pause.to, pause.left) {
        (Some(to), left) => i18n.tr_args(
            if left { "ui-log-left" } else { "ui-log-paused" },
            &[
                ("from", at(pause.from).into()),
                ("to", at(to).into()),
                ("length", crate::clock::hms(to - pause.from).into()),
            ],
        ),
        (None, left) => i18n.tr_args(
            if left {
                "ui-log-left-now"
            } else {
                "ui-log-paused-now"
            },
            &[("from", at(pause.from).into())],
        ),
    };
    text(words)
        .size(theme::small())
        .style(|t| text::Style {
            color: Some(widget::dim(t)),
        })
        .into()
}
