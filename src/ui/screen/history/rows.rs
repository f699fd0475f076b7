//! History's rows: a session (with its buttons), a file in the trash, and
//! the conflict copies a sync tool left, each with what can be done to it.

use crate::ui::widget::button;
use chrono::{DateTime, Local};
use iced::widget::{Column, column, row, text};
use iced::{Alignment, Element, Length};

use super::{Armed, History, Msg};
use crate::i18n::I18n;
use crate::roster::Roster;
use crate::store::{Conflict, Trashed};
use crate::summary::Summary;
use crate::ui::{theme, widget};

impl History {
    /// The conflict copies a sync tool left, each with review, keep and
    /// discard (both ask first).
    pub(super) fn conflicts_view<'a>(
        &self,
        conflicts: &'a [Conflict],
        i18n: &'a I18n,
        now: &DateTime<Local>,
    ) -> Column<'a, Msg> {
        let mut list = Column::new().spacing(8);
        if conflicts.is_empty() {
            return list;
        }
        list = list.push(
            text(i18n.tr_args("ui-conflicts", &[("count", conflicts.len().into())]))
                .size(theme::body() * 1.25),
        );
        list = list.push(text(i18n.tr("ui-conflicts-help")).size(theme::small()));
        for c in conflicts {
            let what = match (&c.summary, &c.error) {
                (Some(s), _) => i18n.tr_args(
                    "ui-conflict-row",
                    &[
                        ("when", i18n.when(s.updated, now).into()),
                        ("entries", s.entries.into()),
                    ],
                ),
                (None, error) => error.clone().unwrap_or_default(),
            };
            let readable = c.summary.is_some();
            let ask = |keep: bool, label: &str, question: &str| {
                widget::confirm(widget::Confirm {
                    label: i18n.tr(label),
                    question: i18n.tr(question),
                    yes: i18n.tr("ui-yes"),
                    no: i18n.tr("ui-no"),
                    armed: self.armed == Some(Armed::Copy(c.file.clone(), keep)),
                    // An unreadable copy cannot be kept, only discarded.
                    arm: (readable || !keep).then(|| Msg::ArmCopy(c.file.clone(), keep)),
                    confirm: if keep {
                        Msg::Keep(c.file.clone())
                    } else {
                        Msg::Discard(c.file.clone())
                    },
                    cancel: Msg::Disarm,
                    anchor: widget::Anchor::End,
                    size: theme::body(),
                })
            };
            list = list.push(
                row![
                    column![
                        text(i18n.tr_args(
                            "ui-conflict-of",
                            &[("id", c.id.clone().into()), ("file", c.file.clone().into())],
                        ))
                        .size(theme::body()),
                        text(what).size(theme::small()),
                    ]
                    .width(Length::Fill),
                    button(text(i18n.tr("ui-conflict-review")))
                        .style(widget::secondary)
                        .on_press_maybe(readable.then(|| Msg::ReviewCopy(c.file.clone()))),
                    ask(true, "ui-conflict-keep", "ui-conflict-keep-ask"),
                    ask(false, "ui-conflict-discard", "ui-conflict-discard-ask"),
                ]
                .spacing(8)
                .align_y(Alignment::Center),
            );
        }
        list
    }

    /// A row's buttons: abandon or resume, and delete (asking first).
    pub(super) fn actions<'a>(&self, s: &'a Summary, i18n: &'a I18n) -> Element<'a, Msg> {
        let abandon = button(text(i18n.tr(if s.abandoned {
            "ui-history-resume"
        } else {
            "ui-history-abandon"
        })))
        .style(widget::secondary)
        .on_press_maybe((!s.finished).then(|| Msg::Abandon(s.id.clone(), !s.abandoned)));
        let delete = widget::confirm(widget::Confirm {
            label: i18n.tr("ui-history-delete"),
            question: i18n.tr("ui-history-delete-ask"),
            yes: i18n.tr("ui-yes"),
            no: i18n.tr("ui-no"),
            armed: self.armed == Some(Armed::Delete(s.id.clone())),
            arm: Some(Msg::ArmDelete(s.id.clone())),
            confirm: Msg::Delete(s.id.clone()),
            cancel: Msg::Disarm,
            anchor: widget::Anchor::End,
            size: theme::body(),
        });
        row![abandon, delete].spacing(8).into()
    }
}

/// How lists name a session: "game · mode · players" (no mode for a game
/// without modes, no players for a game of Kharnage that names no one for
/// its armies), the players cut short, each as the roster names them.
pub fn title_of(s: &Summary, i18n: &I18n, roster: &Roster) -> String {
    let names: Vec<String> = s.players.iter().map(|p| roster.who(p)).collect();
    let mut parts = vec![i18n.tr(&s.game.title_key())];
    parts.extend(s.mode_key().map(|mode| i18n.tr(mode)));
    if !names.is_empty() {
        parts.push(widget::short(&names.join(", "), 60));
    }
    parts.join(" · ")
}

/// A file in the trash: the session it holds (a discarded conflict copy
/// marked so), or its name and why it does not read; and Restore.
pub(super) fn trashed_row<'a, M: Clone + 'a>(
    t: &'a Trashed,
    i18n: &'a I18n,
    roster: &Roster,
    now: &DateTime<Local>,
    restore: M,
) -> Element<'a, M> {
    let restore: Element<'a, M> = button(text(i18n.tr("ui-history-restore")))
        .style(widget::secondary)
        .on_press(restore)
        .into();
    let Some(s) = &t.summary else {
        return row![
            column![
                text(t.file.clone()).size(theme::body()),
                text(t.error.clone().unwrap_or_default()).size(theme::small()),
            ]
            .width(Length::Fill),
            restore,
        ]
        .spacing(12)
        .align_y(Alignment::Center)
        .into();
    };
    let restore = if t.conflict {
        row![
            text(i18n.tr_args(
                "ui-conflict-of",
                &[("id", t.id.clone().into()), ("file", t.file.clone().into())]
            ))
            .size(theme::small()),
            restore
        ]
        .spacing(8)
        .align_y(Alignment::Center)
        .into()
    } else {
        restore
    };
    row_of(s, i18n, roster, now, None, restore, 0)
}

/// A history row: game, players, date and length, how it ended.
pub(super) fn row_of<'a, M: Clone + 'a>(
    s: &'a Summary,
    i18n: &'a I18n,
    roster: &Roster,
    now: &DateTime<Local>,
    open: Option<M>,
    actions: Element<'a, M>,
    copies: usize,
) -> Element<'a, M> {
    let status = crate::verdict_words::status(i18n, s, roster);
    let status = if copies > 0 {
        format!(
            "{status} · {}",
            i18n.tr_args("ui-conflict-mark", &[("count", copies.into())])
        )
    } else {
        status
    };
    // The time played, as the clock says it (not the time since the start).
    let minutes = s.played / 60;
    let when = i18n.when(s.updated, now);
    row![
        column![
            text(title_of(s, i18n, roster)).size(theme::body()),
            text(i18n.tr_args(
                "ui-history-row",
                &[
                    ("when", when.to_string().into()),
                    ("minutes", minutes.into()),
                    ("entries", s.entries.into()),
                    ("status", status.into()),
                ]
            ))
            .size(theme::small()),
        ]
        .width(Length::Fill),
        actions,
        button(text(i18n.tr("ui-open")))
            .style(widget::primary)
            .on_press_maybe(open),
    ]
    .spacing(12)
    .align_y(Alignment::Center)
    .into()
}
