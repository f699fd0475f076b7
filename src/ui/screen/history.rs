//! History: every saved session, newest first, filtered by game, status,
//! player and date, and shown a page at a time so ten thousand sessions
//! cost no more than fifty. A row opens the session's review.

use chrono::{Local, NaiveDate};
use iced::widget::{Column, button, column, pick_list, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::rules::GameKind;
use crate::store::Summary;
use crate::ui::{theme, widget};

/// Rows on one page.
pub const PAGE: usize = 50;

/// Which sessions to show by how they stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Status {
    /// Every session.
    #[default]
    All,
    /// Not decided yet.
    InProgress,
    /// Decided.
    Finished,
    /// Given up before the end.
    Abandoned,
    /// Deleted: in `trash/`, to restore.
    Trash,
}

/// The filter and the page.
#[derive(Debug, Clone, Default)]
pub struct History {
    game: Option<GameKind>,
    status: Status,
    player: String,
    from: String,
    to: String,
    page: usize,
    /// The session whose Delete asks to be confirmed.
    armed: Option<String>,
}

/// What the history asks of the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// Mark the session abandoned (true) or in progress again (false).
    Abandon(String, bool),
    /// Move the session to the trash.
    Delete(String),
    /// Bring the session back from the trash.
    Restore(String),
}

/// What the history reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Only this game (none: every game).
    Game(Pick<Option<GameKind>>),
    /// Only sessions standing so.
    Status(Pick<Status>),
    /// Only sessions with a player whose name holds this (any case).
    Player(String),
    /// From this day (YYYY-MM-DD), inclusive.
    From(String),
    /// Up to this day (YYYY-MM-DD), inclusive.
    To(String),
    /// Show page n (from 0).
    Page(usize),
    /// Give up (or take up again) an unfinished game.
    Abandon(String, bool),
    /// Ask whether to delete this session.
    ArmDelete(String),
    /// Delete it (to the trash).
    Delete(String),
    /// Do not delete.
    Disarm,
    /// Bring a deleted session back.
    Restore(String),
}

/// A pick-list option: a value and its words.
#[derive(Debug, Clone, PartialEq)]
pub struct Pick<T> {
    /// The value.
    pub value: T,
    label: String,
}

impl<T> std::fmt::Display for Pick<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

fn day(words: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(words.trim(), "%Y-%m-%d").ok()
}

impl History {
    /// Whether the trash is shown (the app then lists `trash/`).
    pub fn in_trash(&self) -> bool {
        self.status == Status::Trash
    }

    /// Applies a change of filter or page; what the store must do, if any.
    pub fn update(&mut self, msg: Msg) -> Option<Request> {
        match msg {
            Msg::Abandon(id, on) => return Some(Request::Abandon(id, on)),
            Msg::ArmDelete(id) => {
                self.armed = Some(id);
                return None;
            }
            Msg::Disarm => {
                self.armed = None;
                return None;
            }
            Msg::Delete(id) => {
                self.armed = None;
                return Some(Request::Delete(id));
            }
            Msg::Restore(id) => return Some(Request::Restore(id)),
            Msg::Game(p) => self.game = p.value,
            Msg::Status(p) => self.status = p.value,
            Msg::Player(w) => self.player = w,
            Msg::From(w) => self.from = w,
            Msg::To(w) => self.to = w,
            Msg::Page(n) => {
                self.page = n;
                return None;
            }
        }
        self.page = 0;
        None
    }

    /// Whether `s` passes the filter.
    pub fn shows(&self, s: &Summary) -> bool {
        let wanted = self.player.trim().to_lowercase();
        let local_day = s.updated.with_timezone(&Local).date_naive();
        self.game.is_none_or(|g| g == s.game)
            && match self.status {
                Status::All | Status::Trash => true,
                Status::InProgress => !s.finished && !s.abandoned,
                Status::Finished => s.finished,
                Status::Abandoned => s.abandoned,
            }
            && (wanted.is_empty() || s.players.iter().any(|p| p.to_lowercase().contains(&wanted)))
            && day(&self.from).is_none_or(|d| local_day >= d)
            && day(&self.to).is_none_or(|d| local_day <= d)
    }

    /// The screen: the filter, one page of rows, and the pages.
    pub fn view<'a, M: Clone + 'a>(
        &'a self,
        sessions: &'a [Summary],
        i18n: &'a I18n,
        on: impl Fn(Msg) -> M + Clone + 'a,
        open: impl Fn(String) -> M,
    ) -> Element<'a, M> {
        let mut games = vec![Pick {
            value: None,
            label: i18n.tr("ui-history-every-game"),
        }];
        games.extend(GameKind::ALL.iter().map(|k| Pick {
            value: Some(*k),
            label: i18n.tr(&k.title_key()),
        }));
        let game = games.iter().find(|p| p.value == self.game).cloned();
        let statuses: Vec<Pick<Status>> = [
            (Status::All, "ui-history-all"),
            (Status::InProgress, "ui-in-progress"),
            (Status::Finished, "ui-history-finished"),
            (Status::Abandoned, "ui-history-abandoned"),
            (Status::Trash, "ui-history-trash"),
        ]
        .into_iter()
        .map(|(value, key)| Pick {
            value,
            label: i18n.tr(key),
        })
        .collect();
        // One click per status, the current one marked.
        let mut status = row![].spacing(6);
        for p in statuses {
            let picked = p.value == self.status;
            let label = if picked {
                format!("✓ {}", p.label)
            } else {
                p.label.clone()
            };
            status = status.push(
                button(text(label))
                    .style(if picked {
                        widget::primary
                    } else {
                        widget::secondary
                    })
                    .on_press(on(Msg::Status(p))),
            );
        }
        let (o1, o3, o4, o5) = (on.clone(), on.clone(), on.clone(), on.clone());
        let filter = row![
            pick_list(games, game, move |p| o1(Msg::Game(p))),
            text_input(&i18n.tr("ui-history-player"), &self.player)
                .on_input(move |w| o3(Msg::Player(w)))
                .width(Length::Fixed(180.0)),
            text_input(&i18n.tr("ui-history-from"), &self.from)
                .on_input(move |w| o4(Msg::From(w)))
                .width(Length::Fixed(130.0)),
            text_input(&i18n.tr("ui-history-to"), &self.to)
                .on_input(move |w| o5(Msg::To(w)))
                .width(Length::Fixed(130.0)),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        // Only the rows of this page are built, however many sessions.
        let shown: Vec<&Summary> = sessions.iter().filter(|s| self.shows(s)).collect();
        let pages = shown.len().div_ceil(PAGE).max(1);
        let page = self.page.min(pages - 1);
        let mut list = Column::new().spacing(8);
        if shown.is_empty() {
            list = list.push(text(i18n.tr("ui-none-yet")));
        }
        for s in shown.iter().skip(page * PAGE).take(PAGE) {
            let actions = self.actions(s, i18n, on.clone());
            list = list.push(row_of(
                s,
                i18n,
                open(s.id.clone()),
                actions,
                self.in_trash(),
            ));
        }
        let pager = row![
            button(text(i18n.tr("ui-history-newer")))
                .style(widget::secondary)
                .on_press_maybe((page > 0).then(|| on(Msg::Page(page - 1)))),
            text(i18n.tr_args(
                "ui-history-page",
                &[("page", (page + 1).into()), ("pages", pages.into())]
            )),
            button(text(i18n.tr("ui-history-older")))
                .style(widget::secondary)
                .on_press_maybe((page + 1 < pages).then(|| on(Msg::Page(page + 1)))),
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        column![
            widget::heading(i18n.tr_args("ui-history-count", &[("count", shown.len().into())])),
            status,
            filter,
            list,
            pager,
        ]
        .spacing(12)
        .into()
    }
}

impl History {
    /// A row's buttons: abandon or resume, delete (asking first), or
    /// restore from the trash.
    fn actions<'a, M: Clone + 'a>(
        &self,
        s: &'a Summary,
        i18n: &'a I18n,
        on: impl Fn(Msg) -> M + Clone + 'a,
    ) -> Element<'a, M> {
        if self.in_trash() {
            return button(text(i18n.tr("ui-history-restore")))
                .style(widget::secondary)
                .on_press(on(Msg::Restore(s.id.clone())))
                .into();
        }
        let abandon = button(text(i18n.tr(if s.abandoned {
            "ui-history-resume"
        } else {
            "ui-history-abandon"
        })))
        .style(widget::secondary)
        .on_press_maybe((!s.finished).then(|| on(Msg::Abandon(s.id.clone(), !s.abandoned))));
        let delete = widget::confirm(widget::Confirm {
            label: i18n.tr("ui-history-delete"),
            question: i18n.tr("ui-history-delete-ask"),
            yes: i18n.tr("ui-yes"),
            no: i18n.tr("ui-no"),
            armed: self.armed.as_deref() == Some(s.id.as_str()),
            arm: Some(on(Msg::ArmDelete(s.id.clone()))),
            confirm: on(Msg::Delete(s.id.clone())),
            cancel: on(Msg::Disarm),
        });
        row![abandon, delete].spacing(8).into()
    }
}

/// A history row: game, players, date and length, how it ended.
fn row_of<'a, M: Clone + 'a>(
    s: &'a Summary,
    i18n: &'a I18n,
    open: M,
    actions: Element<'a, M>,
    trashed: bool,
) -> Element<'a, M> {
    let status = if s.refused.is_some() {
        i18n.tr("ui-refused-mark")
    } else if s.finished && s.winners.is_empty() {
        i18n.tr("ui-history-no-winner")
    } else if s.finished {
        i18n.tr_args("ui-winner", &[("winners", s.winners.join(", ").into())])
    } else if s.abandoned {
        i18n.tr("ui-history-abandoned")
    } else {
        i18n.tr("ui-in-progress")
    };
    let minutes = (s.updated - s.created).num_minutes().max(0);
    let when = s.updated.with_timezone(&Local).format("%Y-%m-%d %H:%M");
    row![
        column![
            text(format!(
                "{} · {}",
                i18n.tr(&s.game.title_key()),
                widget::short(&s.players.join(", "), 60)
            ))
            .size(theme::BODY),
            text(i18n.tr_args(
                "ui-history-row",
                &[
                    ("when", when.to_string().into()),
                    ("minutes", minutes.into()),
                    ("entries", s.entries.into()),
                    ("status", status.into()),
                ]
            ))
            .size(theme::SMALL),
        ]
        .width(Length::Fill),
        actions,
        button(text(i18n.tr("ui-open")))
            .style(widget::primary)
            .on_press_maybe((!trashed).then_some(open)),
    ]
    .spacing(12)
    .align_y(Alignment::Center)
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn summary(id: &str, game: GameKind, players: &[&str], day: u32, finished: bool) -> Summary {
        let at = chrono::Utc
            .with_ymd_and_hms(2026, 11, day, 12, 0, 0)
            .unwrap();
        Summary {
            id: id.into(),
            game,
            players: players.iter().map(|p| (*p).to_owned()).collect(),
            created: at,
            updated: at,
            entries: 3,
            finished,
            winners: Vec::new(),
            reason: None,
            abandoned: false,
            refused: None,
            warnings: Vec::new(),
            stamp: (0, 0),
        }
    }

    #[test]
    fn the_filter_picks_by_game_status_player_and_day() {
        let all = [
            summary("a", GameKind::Karth, &["Ana", "Bo"], 10, true),
            summary("b", GameKind::Koth, &["Ames", "Sina"], 12, false),
            summary("c", GameKind::Karth, &["Cy", "ana"], 14, false),
        ];
        let ids = |h: &History| -> Vec<&str> {
            all.iter()
                .filter(|s| h.shows(s))
                .map(|s| s.id.as_str())
                .collect()
        };
        let mut h = History::default();
        assert_eq!(ids(&h), vec!["a", "b", "c"]);
        h.update(Msg::Player("ANA".into()));
        assert_eq!(ids(&h), vec!["a", "c"], "names match without case");
        h.update(Msg::Status(Pick {
            value: Status::InProgress,
            label: String::new(),
        }));
        assert_eq!(ids(&h), vec!["c"]);
        let mut h = History::default();
        h.update(Msg::Game(Pick {
            value: Some(GameKind::Karth),
            label: String::new(),
        }));
        h.update(Msg::From("2026-11-11".into()));
        assert_eq!(ids(&h), vec!["c"]);
        h.update(Msg::To("2026-11-13".into()));
        assert!(ids(&h).is_empty());
    }
}
