//! History: every saved session, newest first, filtered by game, status,
//! player and date, and shown a page at a time so ten thousand sessions
//! cost no more than fifty. A row opens the session's review.

use chrono::{Local, NaiveDate};
use iced::widget::{Column, button, column, container, pick_list, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::i18n::I18n;
use crate::roster::Roster;
use crate::rules::GameKind;
use crate::store::{Conflict, Summary, Trashed};
use crate::ui::widget;
use crate::ui::widget::Pick;

mod rows;

pub use rows::title_of;
use rows::{Row, row_of, trashed_row};

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
    /// Only this mode (a message key) of the game picked.
    mode: Option<String>,
    status: Status,
    player: String,
    from: String,
    to: String,
    page: usize,
    /// The session whose Delete asks to be confirmed.
    armed: Option<String>,
    /// The players known across sessions: names are shown and filtered
    /// as the roster names them (the window sets it).
    pub roster: Roster,
}

/// What the history asks of the store.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Request {
    /// Mark the session abandoned (true) or in progress again (false).
    Abandon(String, bool),
    /// Move the session to the trash.
    Delete(String),
    /// Bring a file back from the trash (by its name there).
    Restore(String),
    /// Import session files.
    Import,
    /// Review a conflict copy (by its file name), read-only.
    ReviewCopy(String),
    /// Keep a conflict copy in its session's place.
    Keep(String),
    /// Move a conflict copy to the trash.
    Discard(String),
}

/// What the history reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Only this game (none: every game).
    Game(Pick<Option<GameKind>>),
    /// Only this mode of the game (none: every mode).
    Mode(Pick<Option<String>>),
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
    /// Bring a file in the trash back (by its file name there).
    Restore(String),
    /// Import session files (a dialog, or the path field).
    Import,
    /// Review a conflict copy.
    ReviewCopy(String),
    /// Ask whether to keep (true) or discard (false) a conflict copy.
    ArmCopy(String, bool),
    /// Keep the conflict copy: it takes its session's place.
    Keep(String),
    /// Discard the conflict copy (to the trash).
    Discard(String),
}

/// What `armed` holds while keeping or discarding a copy asks first.
fn copy_key(file: &str, keep: bool) -> String {
    format!("{}\u{0}{file}", if keep { "keep" } else { "discard" })
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
            Msg::Import => return Some(Request::Import),
            Msg::ReviewCopy(file) => return Some(Request::ReviewCopy(file)),
            Msg::ArmCopy(file, keep) => {
                self.armed = Some(copy_key(&file, keep));
                return None;
            }
            Msg::Keep(file) => {
                self.armed = None;
                return Some(Request::Keep(file));
            }
            Msg::Discard(file) => {
                self.armed = None;
                return Some(Request::Discard(file));
            }
            Msg::Game(p) => {
                if p.value != self.game {
                    self.mode = None;
                }
                self.game = p.value;
            }
            Msg::Mode(p) => self.mode = p.value,
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
            && (self.mode.is_none() || self.mode == s.mode)
            && match self.status {
                Status::All | Status::Trash => true,
                Status::InProgress => !s.finished && !s.abandoned,
                Status::Finished => s.finished,
                Status::Abandoned => s.abandoned,
            }
            && (wanted.is_empty()
                || s.players.iter().any(|p| {
                    p.to_lowercase().contains(&wanted)
                        || self.roster.who(p).to_lowercase().contains(&wanted)
                }))
            && day(&self.from).is_none_or(|d| local_day >= d)
            && day(&self.to).is_none_or(|d| local_day <= d)
    }

    /// The screen: the filter, one page of rows, and the pages.
    pub fn view<'a, M: Clone + 'a>(
        &'a self,
        sessions: &'a [Summary],
        trash: &'a [Trashed],
        conflicts: &'a [Conflict],
        i18n: &'a I18n,
        on: impl Fn(Msg) -> M + Clone + 'a,
        open: impl Fn(String) -> M,
    ) -> Element<'a, M> {
        let games = widget::game_picks(i18n);
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
        let (o1, o2, o3, o4, o5) = (on.clone(), on.clone(), on.clone(), on.clone(), on.clone());
        // The modes of the game picked, as its sessions have them.
        let mut modes: Vec<Pick<Option<String>>> = Vec::new();
        if let Some(g) = self.game {
            let mut seen: Vec<&str> = sessions
                .iter()
                .filter(|s| s.game == g)
                .filter_map(|s| s.mode.as_deref())
                .collect();
            seen.sort_unstable();
            seen.dedup();
            if !seen.is_empty() {
                modes.push(Pick {
                    value: None,
                    label: i18n.tr("ui-history-every-mode"),
                });
                modes.extend(seen.into_iter().map(|m| Pick {
                    value: Some(m.to_owned()),
                    label: i18n.tr(m),
                }));
            }
        }
        let mode = modes.iter().find(|p| p.value == self.mode).cloned();
        let (from, to) = (i18n.tr("ui-history-from"), i18n.tr("ui-history-to"));
        let filter = row![
            pick_list(games, game, move |p| o1(Msg::Game(p))),
            pick_list(modes, mode, move |p| o2(Msg::Mode(p)))
                .placeholder(i18n.tr("ui-history-mode")),
            text_input(&i18n.tr("ui-history-player"), &self.player)
                .on_input(move |w| o3(Msg::Player(w)))
                .width(Length::Fixed(180.0)),
            text_input(&from, &self.from)
                .on_input(move |w| o4(Msg::From(w)))
                .width(Length::Fixed(date_width(&from))),
            text_input(&to, &self.to)
                .on_input(move |w| o5(Msg::To(w)))
                .width(Length::Fixed(date_width(&to))),
        ]
        .spacing(8)
        .align_y(Alignment::Center)
        .wrap()
        .vertical_spacing(8);
        // Only the rows of this page are built, however many sessions.
        let shown: Vec<Row<'a>> = if self.in_trash() {
            // Every file in the trash, by its file name: one that does not
            // read is listed too, with why, and can be restored all the same.
            trash
                .iter()
                .filter(|t| t.summary.as_ref().is_none_or(|s| self.shows(s)))
                .map(Row::Trashed)
                .collect()
        } else {
            sessions
                .iter()
                .filter(|s| self.shows(s))
                .map(Row::Session)
                .collect()
        };
        let pages = shown.len().div_ceil(PAGE).max(1);
        let page = self.page.min(pages - 1);
        let mut list = Column::new().spacing(8);
        if shown.is_empty() {
            list = list.push(text(i18n.tr("ui-none-yet")));
        }
        // One "now" for every row: they agree on what today is.
        let now = chrono::Local::now();
        for r in shown.iter().skip(page * PAGE).take(PAGE) {
            list = list.push(match *r {
                Row::Session(s) => {
                    let actions = self.actions(s, i18n, on.clone());
                    let copies = conflicts.iter().filter(|c| c.id == s.id).count();
                    row_of(
                        s,
                        i18n,
                        &self.roster,
                        &now,
                        Some(open(s.id.clone())),
                        actions,
                        copies,
                    )
                }
                Row::Trashed(t) => trashed_row(
                    t,
                    i18n,
                    &self.roster,
                    &now,
                    on(Msg::Restore(t.file.clone())),
                ),
            });
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
        let heading = row![
            container(widget::heading(
                i18n.tr_args("ui-history-count", &[("count", shown.len().into())])
            ))
            .width(Length::Fill),
            button(text(i18n.tr("ui-import-files")))
                .style(widget::secondary)
                .on_press(on(Msg::Import)),
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        let copies = if self.in_trash() {
            Column::new()
        } else {
            self.conflicts_view(conflicts, i18n, &now, on.clone())
        };
        column![heading, copies, status, filter, list, pager,]
            .spacing(12)
            .padding(iced::Padding::ZERO.right(widget::SCROLLBAR_ROOM))
            .into()
    }
}

/// A date field wide enough for its whole placeholder ("From
/// (YYYY-MM-DD)", "Başlangıç (YYYY-AA-GG)"): about 9 px a letter at the
/// body size, and the field's padding.
fn date_width(placeholder: &str) -> f32 {
    (placeholder.chars().count() as f32 * 9.0 + 24.0).max(130.0)
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
            mode: None,
            players: players.iter().map(|p| (*p).into()).collect(),
            created: at,
            updated: at,
            entries: 3,
            finished,
            winners: Vec::new(),
            reason: None,
            abandoned: false,
            refused: None,
            warnings: Vec::new(),
            thinking: Box::default(),
            event: None,
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

    #[test]
    fn the_mode_filter_keeps_that_mode_and_goes_with_another_game() {
        let mut all = [
            summary("a", GameKind::Karth, &["Ana", "Bo"], 10, true),
            summary("b", GameKind::Karth, &["Ana", "Bo", "Cy"], 12, false),
            summary("c", GameKind::Koth, &["Ames", "Sina"], 14, false),
        ];
        all[0].mode = Some("ui-karth-classic".into());
        all[1].mode = Some("ui-karth-ffa".into());
        let ids = |h: &History| -> Vec<&str> {
            all.iter()
                .filter(|s| h.shows(s))
                .map(|s| s.id.as_str())
                .collect()
        };
        let mut h = History::default();
        h.update(Msg::Game(Pick {
            value: Some(GameKind::Karth),
            label: String::new(),
        }));
        h.update(Msg::Mode(Pick {
            value: Some("ui-karth-ffa".into()),
            label: String::new(),
        }));
        assert_eq!(ids(&h), vec!["b"]);
        // Another game: its modes are its own, so the mode filter goes.
        h.update(Msg::Game(Pick {
            value: Some(GameKind::Koth),
            label: String::new(),
        }));
        assert_eq!(ids(&h), vec!["c"]);
    }
}
