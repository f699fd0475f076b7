//! History: every saved session, newest first, filtered by game, status,
//! player and date, and shown a page at a time: the filter runs when it or
//! the history changes, never per frame, and only one page of rows is
//! built (the view's cost does not grow with the sessions; the filter's
//! does, once per change). A row opens the session's review.

use crate::ui::widget::button;
use chrono::{Local, NaiveDate};
use iced::widget::{Column, column, container, pick_list, row, text, text_input};
use iced::{Alignment, Element, Length, Task};

use super::Event;
use crate::i18n::I18n;
use crate::roster::Roster;
use crate::rules::GameKind;
use crate::session::SessionId;
use crate::summary::Summary;
use crate::ui::library::Library;
use crate::ui::transfer::Goal;
use crate::ui::widget;
use crate::ui::widget::Pick;

mod rows;

use crate::ui::widget::Press;
pub use rows::title_of;
use rows::{row_of, trashed_row};

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

/// The filter and the page, and the rows they let through. The window
/// keeps it between visits.
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
    /// The Delete, Keep or Discard that asks to be confirmed.
    armed: Option<Armed>,
    /// The players known across sessions: names are shown and filtered
    /// as the roster names them.
    roster: Roster,
    /// The rows the filter lets through: positions in the library's
    /// sessions, or in its trash while the trash is shown.
    rows: Vec<usize>,
    /// The modes of the game picked, as its sessions have them.
    modes: Vec<Pick<Option<String>>>,
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
    /// Review this session.
    Review(SessionId),
    /// Give up (or take up again) an unfinished game.
    Abandon(SessionId, bool),
    /// Ask whether to delete this session.
    ArmDelete(SessionId),
    /// Delete it (to the trash).
    Delete(SessionId),
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

impl Msg {
    /// How a press of its control counts (see [`Press`]): Abandon and
    /// Take up again share a place, so the rule keeps the second click of
    /// a double click from undoing the first.
    pub fn press(&self) -> Press {
        match self {
            Msg::Game(_)
            | Msg::Mode(_)
            | Msg::Status(_)
            | Msg::Page(_)
            | Msg::Review(_)
            | Msg::Abandon(..)
            | Msg::ArmDelete(_)
            | Msg::Delete(_)
            | Msg::Disarm
            | Msg::Restore(_)
            | Msg::Import
            | Msg::ReviewCopy(_)
            | Msg::ArmCopy(..)
            | Msg::Keep(_)
            | Msg::Discard(_) => Press::Once,
            Msg::Player(_) | Msg::From(_) | Msg::To(_) => Press::Not,
        }
    }
}

/// A press that asks to be confirmed before it acts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Armed {
    /// Delete this session (to the trash).
    Delete(SessionId),
    /// Keep (true) or discard (false) the conflict copy in this file.
    Copy(String, bool),
}

fn day(words: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(words.trim(), "%Y-%m-%d").ok()
}

/// The filter as it is applied to each session: its words read once.
struct Filter<'a> {
    history: &'a History,
    wanted: String,
    from: Option<NaiveDate>,
    to: Option<NaiveDate>,
}

impl Filter<'_> {
    fn shows(&self, s: &Summary) -> bool {
        let h = self.history;
        let local_day = || s.updated.with_timezone(&Local).date_naive();
        h.game.is_none_or(|g| g == s.game)
            && (h.mode.is_none() || h.mode == s.mode)
            && match h.status {
                Status::All | Status::Trash => true,
                Status::InProgress => !s.finished && !s.abandoned,
                Status::Finished => s.finished,
                Status::Abandoned => s.abandoned,
            }
            && (self.wanted.is_empty()
                || s.players.iter().any(|p| {
                    p.to_lowercase().contains(&self.wanted)
                        || h.roster.who(p).to_lowercase().contains(&self.wanted)
                }))
            && self.from.is_none_or(|d| local_day() >= d)
            && self.to.is_none_or(|d| local_day() <= d)
    }
}

impl History {
    /// Whether the trash is shown (the library then reads `trash/`).
    pub fn in_trash(&self) -> bool {
        self.status == Status::Trash
    }

    /// What Esc closes first: a Delete, Keep or Discard that asks; none:
    /// nothing is open, and Esc leaves the history.
    pub fn escape(&self) -> Option<Msg> {
        self.armed.is_some().then_some(Msg::Disarm)
    }

    /// Applies a change of filter or page; whether it was one (other
    /// messages change nothing here).
    pub fn filter(&mut self, msg: &Msg) -> bool {
        match msg {
            Msg::Game(p) => {
                if p.value != self.game {
                    self.mode = None;
                }
                self.game = p.value;
            }
            Msg::Mode(p) => self.mode.clone_from(&p.value),
            Msg::Status(p) => self.status = p.value,
            Msg::Player(w) => self.player.clone_from(w),
            Msg::From(w) => self.from.clone_from(w),
            Msg::To(w) => self.to.clone_from(w),
            Msg::Page(n) => {
                self.page = *n;
                return false;
            }
            _ => return false,
        }
        self.page = 0;
        true
    }

    /// Handles a message: a change of filter works the rows out again; a
    /// change to a session is saved through the library, which is read
    /// again.
    pub fn update(
        &mut self,
        msg: Msg,
        library: &mut Library,
        i18n: &I18n,
    ) -> (Task<Msg>, Option<Event>) {
        let was_trash = self.in_trash();
        if self.filter(&msg) {
            self.sync(library, i18n);
        }
        let mut event = match msg {
            Msg::Review(id) => Some(Event::Review(id)),
            Msg::Abandon(id, on) => {
                library.abandon(&id, on);
                Some(Event::Reread)
            }
            Msg::ArmDelete(id) => {
                self.armed = Some(Armed::Delete(id));
                None
            }
            Msg::Disarm => {
                self.armed = None;
                None
            }
            Msg::Delete(id) => {
                self.armed = None;
                library.trash(&id);
                Some(Event::Reread)
            }
            Msg::Restore(file) => {
                library.restore(&file);
                Some(Event::Reread)
            }
            Msg::Import => Some(Event::Transfer(Goal::Import)),
            Msg::ReviewCopy(file) => Some(Event::ReviewCopy(file)),
            Msg::ArmCopy(file, keep) => {
                self.armed = Some(Armed::Copy(file, keep));
                None
            }
            Msg::Keep(file) => {
                self.armed = None;
                library.keep_copy(&file);
                Some(Event::Reread)
            }
            Msg::Discard(file) => {
                self.armed = None;
                library.discard_copy(&file);
                Some(Event::Reread)
            }
            _ => None,
        };
        // The trash folder is read when it is opened or changed, not on
        // every keystroke of the filter.
        if self.in_trash() && !was_trash {
            event = Some(Event::Reread);
        }
        (Task::none(), event)
    }

    /// Works out the rows and the modes again from `library` (it changed,
    /// or the filter did).
    pub fn sync(&mut self, library: &Library, i18n: &I18n) {
        if self.roster != *library.roster() {
            self.roster = library.roster().clone();
        }
        let filter = self.compiled();
        self.rows = if self.in_trash() {
            // Every file in the trash, by its file name: one that does not
            // read is listed too, with why, and can be restored all the same.
            library
                .trashed()
                .iter()
                .enumerate()
                .filter(|(_, t)| t.summary.as_ref().is_none_or(|s| filter.shows(s)))
                .map(|(i, _)| i)
                .collect()
        } else {
            library
                .sessions()
                .iter()
                .enumerate()
                .filter(|(_, s)| filter.shows(s))
                .map(|(i, _)| i)
                .collect()
        };
        self.modes = modes(self.game, library.sessions(), i18n);
    }

    fn compiled(&self) -> Filter<'_> {
        Filter {
            history: self,
            wanted: self.player.trim().to_lowercase(),
            from: day(&self.from),
            to: day(&self.to),
        }
    }

    /// Whether `s` passes the filter.
    #[cfg(test)]
    pub fn shows(&self, s: &Summary) -> bool {
        self.compiled().shows(s)
    }

    /// The statuses, one click each, the current one marked.
    fn status_row<'a>(&self, i18n: &I18n) -> iced::widget::Row<'a, Msg> {
        let mut status = row![].spacing(6);
        for (value, key) in [
            (Status::All, "ui-history-all"),
            (Status::InProgress, "ui-in-progress"),
            (Status::Finished, "ui-history-finished"),
            (Status::Abandoned, "ui-history-abandoned"),
            (Status::Trash, "ui-history-trash"),
        ] {
            let label = i18n.tr(key);
            let picked = value == self.status;
            let words = if picked {
                format!("✓ {label}")
            } else {
                label.clone()
            };
            status = status.push(
                button(text(words))
                    .style(if picked {
                        widget::primary
                    } else {
                        widget::secondary
                    })
                    .on_press(Msg::Status(Pick { value, label })),
            );
        }
        status
    }

    /// The filter's fields.
    fn filter_row<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let games = widget::game_picks(i18n);
        let game = games.iter().find(|p| p.value == self.game).cloned();
        let mode = self.modes.iter().find(|p| p.value == self.mode).cloned();
        let (from, to) = (i18n.tr("ui-history-from"), i18n.tr("ui-history-to"));
        let game_list = pick_list(games.clone(), game.clone(), Msg::Game);
        let mode_list = pick_list(self.modes.as_slice(), mode.clone(), Msg::Mode)
            .placeholder(i18n.tr("ui-history-mode"));
        row![
            widget::stepped(game_list, &games, game.as_ref(), Msg::Game),
            widget::stepped(mode_list, &self.modes, mode.as_ref(), Msg::Mode),
            text_input(&i18n.tr("ui-history-player"), &self.player)
                .on_input(Msg::Player)
                .width(Length::Fixed(180.0)),
            text_input(&from, &self.from)
                .on_input(Msg::From)
                .width(Length::Fixed(date_width(&from))),
            text_input(&to, &self.to)
                .on_input(Msg::To)
                .width(Length::Fixed(date_width(&to))),
        ]
        .spacing(8)
        .align_y(Alignment::Center)
        .wrap()
        .vertical_spacing(8)
        .into()
    }

    /// The screen: the filter, one page of rows, and the pages.
    pub fn view<'a>(&'a self, library: &'a Library, i18n: &'a I18n) -> Element<'a, Msg> {
        let pages = self.rows.len().div_ceil(PAGE).max(1);
        let page = self.page.min(pages - 1);
        let mut list = Column::new().spacing(8);
        if self.rows.is_empty() {
            list = list.push(text(i18n.tr("ui-none-yet")));
        }
        // One "now" for every row: they agree on what today is.
        let now = chrono::Local::now();
        let roster = library.roster();
        for &i in self.rows.iter().skip(page * PAGE).take(PAGE) {
            if self.in_trash() {
                if let Some(t) = library.trashed().get(i) {
                    let restore = Msg::Restore(t.file.clone());
                    list = list.push(trashed_row(t, i18n, roster, &now, restore));
                }
            } else if let Some(s) = library.sessions().get(i) {
                let actions = self.actions(s, i18n);
                let copies = library.conflicts().iter().filter(|c| c.id == s.id).count();
                let open = Some(Msg::Review(s.id.clone()));
                list = list.push(row_of(s, i18n, roster, &now, open, actions, copies));
            }
        }
        let pager = row![
            button(text(i18n.tr("ui-history-newer")))
                .style(widget::secondary)
                .on_press_maybe((page > 0).then(|| Msg::Page(page - 1))),
            text(i18n.tr_args(
                "ui-history-page",
                &[("page", (page + 1).into()), ("pages", pages.into())]
            )),
            button(text(i18n.tr("ui-history-older")))
                .style(widget::secondary)
                .on_press_maybe((page + 1 < pages).then(|| Msg::Page(page + 1))),
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        let heading = row![
            container(widget::heading(i18n.tr_args(
                "ui-history-count",
                &[("count", self.rows.len().into())]
            )))
            .width(Length::Fill),
            button(text(i18n.tr("ui-import-files")))
                .style(widget::secondary)
                .on_press(Msg::Import),
        ]
        .spacing(12)
        .align_y(Alignment::Center);
        let copies = if self.in_trash() {
            Column::new()
        } else {
            self.conflicts_view(library.conflicts(), i18n, &now)
        };
        column![
            heading,
            copies,
            self.status_row(i18n),
            self.filter_row(i18n),
            list,
            pager
        ]
        .spacing(12)
        .padding(iced::Padding::ZERO.right(widget::SCROLLBAR_ROOM))
        .into()
    }
}

/// The modes of `game` as its sessions have them, "every mode" first;
/// none when no game is picked or its sessions have no mode.
fn modes(game: Option<GameKind>, sessions: &[Summary], i18n: &I18n) -> Vec<Pick<Option<String>>> {
    let Some(g) = game else {
        return Vec::new();
    };
    let mut seen: Vec<&str> = sessions
        .iter()
        .filter(|s| s.game == g)
        .filter_map(|s| s.mode.as_deref())
        .collect();
    seen.sort_unstable();
    seen.dedup();
    if seen.is_empty() {
        return Vec::new();
    }
    let mut modes = vec![Pick {
        value: None,
        label: i18n.tr("ui-history-every-mode"),
    }];
    modes.extend(seen.into_iter().map(|m| {
        Pick {
            value: Some(m.to_owned()),
            label: g
                .mode_key(m)
                .map_or_else(|| m.to_owned(), |key| i18n.tr(key)),
        }
    }));
    modes
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
            played: 0,
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
        h.filter(&Msg::Player("ANA".into()));
        assert_eq!(ids(&h), vec!["a", "c"], "names match without case");
        h.filter(&Msg::Status(Pick {
            value: Status::InProgress,
            label: String::new(),
        }));
        assert_eq!(ids(&h), vec!["c"]);
        let mut h = History::default();
        h.filter(&Msg::Game(Pick {
            value: Some(GameKind::Karth),
            label: String::new(),
        }));
        h.filter(&Msg::From("2026-11-11".into()));
        assert_eq!(ids(&h), vec!["c"]);
        h.filter(&Msg::To("2026-11-13".into()));
        assert!(ids(&h).is_empty());
    }

    #[test]
    fn the_mode_filter_keeps_that_mode_and_goes_with_another_game() {
        let mut all = [
            summary("a", GameKind::Karth, &["Ana", "Bo"], 10, true),
            summary("b", GameKind::Karth, &["Ana", "Bo", "Cy"], 12, false),
            summary("c", GameKind::Koth, &["Ames", "Sina"], 14, false),
        ];
        all[0].mode = Some("classic".into());
        all[1].mode = Some("free_for_all".into());
        let ids = |h: &History| -> Vec<&str> {
            all.iter()
                .filter(|s| h.shows(s))
                .map(|s| s.id.as_str())
                .collect()
        };
        let mut h = History::default();
        h.filter(&Msg::Game(Pick {
            value: Some(GameKind::Karth),
            label: String::new(),
        }));
        h.filter(&Msg::Mode(Pick {
            value: Some("free_for_all".into()),
            label: String::new(),
        }));
        assert_eq!(ids(&h), vec!["b"]);
        // Another game: its modes are its own, so the mode filter goes.
        h.filter(&Msg::Game(Pick {
            value: Some(GameKind::Koth),
            label: String::new(),
        }));
        assert_eq!(ids(&h), vec!["c"]);
    }
}
