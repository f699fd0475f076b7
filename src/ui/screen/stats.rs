//! Stats: the numbers `tablekeeper stats` prints, in the window: per
//! player (games, wins, win rate per game and mode, how they won, average
//! length), per game, and two players head to head. Computed from the
//! history's summaries when the filter changes, not on every frame.

use crate::ui::widget::button;
use iced::widget::{Column, column, container, pick_list, row, text, text_input};
use iced::{Alignment, Element, Length, Task};

use super::Event;
use crate::i18n::I18n;
use crate::rules::GameKind;
use crate::stats::{self, HeadToHead, PlayerStats, Stats};
use crate::ui::library::Library;
use crate::ui::widget::Pick;
use crate::ui::widget::Press;
use crate::ui::{theme, widget};

/// Players shown; the rest are counted in a line.
pub const SHOWN: usize = 100;

/// The stats screen.
#[derive(Debug, Default)]
pub struct StatsScreen {
    game: Option<GameKind>,
    player: String,
    versus: [Option<String>; 2],
    stats: Stats,
    head: Option<HeadToHead>,
    /// The head to head's choices: its players, by name.
    names: Vec<Pick<Option<String>>>,
}

/// What the stats screen reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Only this game (none: every game).
    Game(Pick<Option<GameKind>>),
    /// Only sessions with this player (any case).
    Player(String),
    /// The first (0) or second (1) player of the head to head.
    Versus(usize, Pick<Option<String>>),
    /// Open this player's page.
    Open(String),
}

impl Msg {
    /// How a press of its control counts (see [`Press`]).
    pub fn press(&self) -> Press {
        match self {
            Msg::Game(_) | Msg::Versus(..) | Msg::Open(_) => Press::Once,
            Msg::Player(_) => Press::Not,
        }
    }
}

impl StatsScreen {
    /// The stats of every session.
    pub fn new(library: &Library) -> Self {
        let mut screen = StatsScreen::default();
        screen.sync(library);
        screen
    }

    /// Computes again from the library (the history or the roster
    /// changed, or the filter did).
    pub fn sync(&mut self, library: &Library) {
        let (sessions, roster) = (library.sessions(), library.roster());
        let player = Some(self.player.trim()).filter(|p| !p.is_empty());
        self.stats = stats::compute(sessions, self.game, player, roster);
        self.head = match &self.versus {
            [Some(a), Some(b)] if roster.key_of(a) != roster.key_of(b) => {
                Some(stats::head_to_head(sessions, a, b, roster))
            }
            _ => None,
        };
        self.names = self
            .stats
            .players
            .iter()
            .map(|p| Pick {
                value: Some(p.name.clone()),
                label: p.name.clone(),
            })
            .collect();
    }

    /// Applies a change of filter; a player's page is the window's to
    /// open.
    pub fn update(&mut self, msg: Msg, library: &Library) -> (Task<Msg>, Option<Event>) {
        match msg {
            Msg::Game(p) => self.game = p.value,
            Msg::Player(w) => self.player = w,
            Msg::Versus(i, p) => {
                if let Some(slot) = self.versus.get_mut(i) {
                    *slot = p.value;
                }
            }
            Msg::Open(name) => return (Task::none(), Some(Event::Player(name))),
        }
        self.sync(library);
        (Task::none(), None)
    }

    /// The screen.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let games = widget::game_picks(i18n);
        let game = games.iter().find(|p| p.value == self.game).cloned();
        let game_list = pick_list(games.clone(), game.clone(), Msg::Game);
        let filter = row![
            widget::stepped(game_list, &games, game.as_ref(), Msg::Game),
            text_input(&i18n.tr("ui-history-player"), &self.player)
                .on_input(Msg::Player)
                .width(Length::Fixed(200.0)),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let s = &self.stats;
        let mut players = Column::new().spacing(10);
        if s.players.is_empty() {
            players = players.push(text(i18n.tr("ui-stats-none")));
        }
        for p in s.players.iter().take(SHOWN) {
            players = players.push(player_row(p, i18n));
        }
        if s.players.len() > SHOWN {
            players = players.push(text(i18n.tr_args(
                "ui-stats-more",
                &[("count", (s.players.len() - SHOWN).into())],
            )));
        }
        let mut per_game = Column::new().spacing(4);
        for (name, g) in &s.games {
            per_game = per_game.push(text(stats::game_line(i18n, name, g)));
        }
        column![
            widget::heading(i18n.tr_args("stats-sessions", &[("count", s.sessions.into())])),
            filter,
            text(i18n.tr("ui-stats-players")).size(theme::body() * 1.25),
            players,
            text(i18n.tr("ui-stats-games")).size(theme::body() * 1.25),
            per_game,
            text(i18n.tr("ui-stats-versus")).size(theme::body() * 1.25),
            self.versus_view(i18n),
        ]
        .spacing(12)
        .into()
    }

    fn versus_view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut names = vec![Pick {
            value: None,
            label: i18n.tr("ui-stats-pick-player"),
        }];
        names.extend(self.names.iter().cloned());
        let picked: Vec<Option<Pick<Option<String>>>> = self
            .versus
            .iter()
            .map(|v| names.iter().find(|p| p.value == *v).cloned())
            .collect();
        let (first, second) = (picked[0].clone(), picked[1].clone());
        let outcome = match &self.head {
            Some(h) => stats::versus_line(i18n, h),
            None => i18n.tr("ui-stats-versus-help"),
        };
        column![
            row![
                widget::stepped(
                    pick_list(names.clone(), first.clone(), |p| Msg::Versus(0, p)),
                    &names,
                    first.as_ref(),
                    |p| Msg::Versus(0, p),
                ),
                text(i18n.tr("ui-stats-vs")),
                widget::stepped(
                    pick_list(names.clone(), second.clone(), |p| Msg::Versus(1, p)),
                    &names,
                    second.as_ref(),
                    |p| Msg::Versus(1, p),
                ),
            ]
            .spacing(8)
            .align_y(Alignment::Center),
            text(outcome).size(theme::body()),
        ]
        .spacing(6)
        .into()
    }
}

/// A player's row: their name, a button to their page, then their record.
fn player_row<'a>(p: &'a PlayerStats, i18n: &'a I18n) -> Element<'a, Msg> {
    row![
        record(p, i18n),
        container(
            button(text(i18n.tr("ui-player-page")))
                .style(button::secondary)
                .on_press(Msg::Open(p.name.clone())),
        )
        .id(format!("player-page-{}", p.name)),
    ]
    .spacing(12)
    .align_y(Alignment::Center)
    .into()
}

/// The name of the mode with the stable id `mode` of the game named
/// `game`, in `i18n`'s language; the id itself for one this version does
/// not know.
fn mode_name(i18n: &I18n, game: &str, mode: &str) -> String {
    GameKind::from_name(game)
        .and_then(|g| g.mode_key(mode))
        .map_or_else(|| mode.to_owned(), |key| i18n.tr(key))
}

/// A player's line, then their record per game and mode, then how they
/// won.
pub fn record<'a, M: 'a>(p: &'a PlayerStats, i18n: &'a I18n) -> Element<'a, M> {
    let mut per_game = Vec::new();
    for (name, r) in &p.by_game {
        let title = stats::game_title(i18n, name);
        let mut words = i18n.tr_args(
            "ui-stats-record",
            &[
                ("what", title.into()),
                ("wins", r.wins.into()),
                ("games", r.games.into()),
            ],
        );
        if let Some(modes) = p.by_mode.get(name) {
            let modes: Vec<String> = modes
                .iter()
                .map(|(mode, r)| {
                    i18n.tr_args(
                        "ui-stats-record",
                        &[
                            ("what", mode_name(i18n, name, mode).into()),
                            ("wins", r.wins.into()),
                            ("games", r.games.into()),
                        ],
                    )
                })
                .collect();
            words = format!("{words} ({})", modes.join(", "));
        }
        per_game.push(words);
    }
    let mut how: Vec<(&String, &usize)> = p.how.iter().collect();
    how.sort_by(|a, b| b.1.cmp(a.1).then_with(|| a.0.cmp(b.0)));
    let how: Vec<String> = how
        .into_iter()
        .map(|(key, n)| format!("{} × {n}", how_label(key, i18n)))
        .collect();
    let mut lines = column![
        text(stats::player_line(i18n, p)).size(theme::body()),
        text(per_game.join(" · ")).size(theme::small()),
    ]
    .spacing(2);
    if let Some(thinking) = stats::thinking_line(i18n, p) {
        lines = lines.push(text(thinking).size(theme::small()));
    }
    if !how.is_empty() {
        lines = lines.push(
            text(i18n.tr_args("ui-stats-how", &[("how", how.join(", ").into())]))
                .size(theme::small()),
        );
    }
    lines.width(Length::Fill).into()
}

/// A win reason's key ("win-karth-gold") as a few words ("Gold").
pub fn how_label(key: &str, i18n: &I18n) -> String {
    match key.strip_prefix("win-") {
        Some(rest) if i18n.has(&format!("how-{rest}")) => i18n.tr(&format!("how-{rest}")),
        _ => i18n.tr("how-other"),
    }
}
