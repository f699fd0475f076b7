//! Events for hosts in the window: the events in the data folder, a form
//! for a new one, and the open event's rounds — each table with a button
//! to start its game and buttons for its result — the next round's
//! pairing, drops and the standings. The pairings and standings are
//! `crate::event`'s; results from sessions played at the tables count.

use iced::widget::{Column, button, column, container, pick_list, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::event::{Event, Kind, TableResult, results};
use crate::i18n::I18n;
use crate::rules::GameKind;
use crate::store::Summary;
use crate::ui::theme;
use crate::ui::widget::{self, Anchor, Confirm, Pick};

/// The screen.
#[derive(Debug, Default)]
pub struct EventsScreen {
    /// Every event read, by name.
    events: Vec<Event>,
    /// The event shown with the results its tables' sessions gave, and
    /// its standings: computed when the events or the history change,
    /// not on every frame.
    filled: Option<(Event, Vec<crate::event::Standing>)>,
    /// The event shown, by name.
    open: Option<String>,
    name: String,
    game: Option<GameKind>,
    players: String,
    /// The player whose drop asks "sure?".
    dropping: Option<String>,
}

/// What the screen reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// The new event's name, game, players.
    Name(String),
    /// See `Name`.
    Game(Pick<Option<GameKind>>),
    /// See `Name`.
    Players(String),
    /// Make the event.
    Create,
    /// Show this event.
    Open(String),
    /// Pair the open event's next round.
    Pair,
    /// Start the game of a table (round, table).
    Start(usize, usize),
    /// A table's result (round, table, result).
    Result(usize, usize, TableResult),
    /// Ask before dropping this player.
    DropAsk(String),
    /// Drop them.
    Drop(String),
    /// Do not.
    DropCancel,
}

/// What the window must do (the store and the games are the window's).
#[derive(Debug, Clone, PartialEq)]
pub enum Request {
    /// Make this event.
    Create(Event),
    /// Pair the next round of the event named.
    Pair(String),
    /// Set up the game of this table of the event named.
    Start(String, usize, usize),
    /// Record a result in the event named.
    Result(String, usize, usize, TableResult),
    /// Drop a player from the event named.
    Drop(String, String),
}

/// The games an event can be of, with the kind each is played in.
fn kinds() -> [(GameKind, Kind); 4] {
    [
        (GameKind::Koth, Kind::TwoPlayer),
        (GameKind::Karth, Kind::TwoPlayer),
        (GameKind::HeroRealms, Kind::TwoPlayer),
        (GameKind::Kharnage, Kind::Pods),
    ]
}

impl EventsScreen {
    /// The screen with `events` (and the history's `sessions`), the one
    /// named `open` shown if any.
    pub fn new(events: Vec<Event>, open: Option<String>, sessions: &[Summary]) -> Self {
        let mut screen = EventsScreen {
            open,
            ..EventsScreen::default()
        };
        screen.set(events, sessions);
        screen
    }

    /// Takes the events read again, or the history read again.
    pub fn set(&mut self, events: Vec<Event>, sessions: &[Summary]) {
        self.events = events;
        self.refill(sessions);
    }

    /// The shown event's results from the tables' sessions, and its
    /// standings, worked out again (the history was read again).
    pub fn refill(&mut self, sessions: &[Summary]) {
        self.filled = self.open().map(|e| {
            let event = results::fill(e, sessions);
            let standings = event.standings();
            (event, standings)
        });
    }

    /// The event shown, if any.
    pub fn open(&self) -> Option<&Event> {
        let name = self.open.as_deref()?;
        let k = crate::roster::key(name);
        self.events
            .iter()
            .find(|e| crate::roster::key(&e.name) == k)
    }

    /// Shows the event named `name` (after it was made or changed).
    pub fn show(&mut self, name: &str, sessions: &[Summary]) {
        self.open = Some(name.to_owned());
        self.dropping = None;
        self.refill(sessions);
    }

    /// Applies a message; what the window must do, if anything. `Err`: a
    /// refusal, for the banner.
    pub fn update(
        &mut self,
        msg: Msg,
        sessions: &[Summary],
    ) -> Result<Option<Request>, crate::rules::Text> {
        let open = self.open().map(|e| e.name.clone());
        Ok(match msg {
            Msg::Name(w) => {
                self.name = w;
                None
            }
            Msg::Game(p) => {
                self.game = p.value;
                None
            }
            Msg::Players(w) => {
                self.players = w;
                None
            }
            Msg::Create => {
                let game = self.game.unwrap_or(GameKind::Koth);
                let kind = kinds()
                    .into_iter()
                    .find(|(g, _)| *g == game)
                    .map_or(Kind::TwoPlayer, |(_, k)| k);
                let seed = crate::random::Rng::from_entropy().next_u64();
                let players: Vec<&str> = self.players.split(',').collect();
                let event =
                    Event::new(&self.name, vec![game], kind, players, seed).map_err(|e| e.0)?;
                Some(Request::Create(event))
            }
            Msg::Open(name) => {
                self.show(&name, sessions);
                None
            }
            Msg::Pair => open.map(Request::Pair),
            Msg::Start(r, t) => open.map(|n| Request::Start(n, r, t)),
            Msg::Result(r, t, result) => open.map(|n| Request::Result(n, r, t, result)),
            Msg::DropAsk(p) => {
                self.dropping = Some(p);
                None
            }
            Msg::DropCancel => {
                self.dropping = None;
                None
            }
            Msg::Drop(p) => {
                self.dropping = None;
                open.map(|n| Request::Drop(n, p))
            }
        })
    }

    /// The screen: the form and the list, then the open event.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let games: Vec<Pick<Option<GameKind>>> = kinds()
            .into_iter()
            .map(|(g, _)| Pick {
                value: Some(g),
                label: i18n.tr(&g.title_key()),
            })
            .collect();
        let game = self.game.unwrap_or(GameKind::Koth);
        let picked = games.iter().find(|p| p.value == Some(game)).cloned();
        let form = row![
            text_input(&i18n.tr("ui-event-name"), &self.name)
                .id("event-name")
                .on_input(Msg::Name)
                .width(Length::Fixed(200.0)),
            pick_list(games, picked, Msg::Game),
            text_input(&i18n.tr("ui-event-players"), &self.players)
                .id("event-players")
                .on_input(Msg::Players)
                .width(Length::Fill),
            button(text(i18n.tr("ui-event-create")))
                .style(widget::primary)
                .on_press(Msg::Create),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let mut list = row![].spacing(8).align_y(Alignment::Center);
        for e in &self.events {
            let shown = self.open().is_some_and(|o| o.name == e.name);
            list = list.push(
                button(text(e.name.clone()))
                    .style(if shown {
                        widget::primary
                    } else {
                        widget::secondary
                    })
                    .on_press(Msg::Open(e.name.clone())),
            );
        }
        let mut page = column![
            widget::heading(i18n.tr("ui-events")),
            form,
            list.wrap().vertical_spacing(8)
        ]
        .spacing(14);
        if let Some((event, standings)) = &self.filled {
            page = page.push(self.event_view(event, standings, i18n));
        } else if self.events.is_empty() {
            page = page.push(text(i18n.tr("ui-events-none")));
        }
        page.into()
    }

    fn event_view<'a>(
        &'a self,
        event: &'a Event,
        standings: &'a [crate::event::Standing],
        i18n: &'a I18n,
    ) -> Element<'a, Msg> {
        let games: Vec<String> = event
            .games
            .iter()
            .map(|g| i18n.tr(&g.title_key()))
            .collect();
        let mut page = column![
            widget::heading(format!("{} · {}", event.name, games.join(", "))),
            button(text(i18n.tr_args(
                "ui-event-pair",
                &[("round", (event.rounds.len() + 1).into())]
            )))
            .style(widget::primary)
            .on_press(Msg::Pair),
        ]
        .spacing(10);
        for (r, round) in event.rounds.iter().enumerate().rev() {
            let r = r + 1;
            page = page.push(
                text(i18n.tr_args("ui-event-round", &[("round", r.into())]))
                    .size(theme::BODY * 1.25),
            );
            for table in &round.tables {
                page = page.push(table_row(r, table, i18n));
            }
            if let Some(bye) = &round.bye {
                page = page.push(text(
                    i18n.tr_args("ui-event-bye", &[("name", bye.clone().into())]),
                ));
            }
        }
        page = page.push(text(i18n.tr("ui-event-standings")).size(theme::BODY * 1.25));
        let mut list = Column::new().spacing(4);
        for s in standings {
            let words = i18n.tr_args(
                "ui-event-standing",
                &[
                    ("rank", s.rank.into()),
                    ("name", s.name.clone().into()),
                    ("points", s.points.into()),
                    ("wins", s.wins.into()),
                    ("draws", s.draws.into()),
                    ("losses", s.losses.into()),
                    ("omw", ((s.omw * 100.0).round() as i64).into()),
                    ("gw", ((s.gw * 100.0).round() as i64).into()),
                    ("ogw", ((s.ogw * 100.0).round() as i64).into()),
                ],
            );
            let mut line = row![text(words).width(Length::Fill)]
                .spacing(8)
                .align_y(Alignment::Center);
            if s.dropped {
                line = line.push(text(i18n.tr("ui-event-dropped")).size(theme::SMALL));
            } else {
                line = line.push(widget::confirm(Confirm {
                    label: i18n.tr("ui-event-drop"),
                    question: i18n.tr_args("ui-event-drop-ask", &[("name", s.name.clone().into())]),
                    yes: i18n.tr("ui-yes"),
                    no: i18n.tr("ui-no"),
                    armed: self.dropping.as_deref() == Some(s.name.as_str()),
                    arm: Some(Msg::DropAsk(s.name.clone())),
                    confirm: Msg::Drop(s.name.clone()),
                    cancel: Msg::DropCancel,
                    anchor: Anchor::End,
                    size: theme::SMALL,
                }));
            }
            list = list.push(line);
        }
        page.push(list).into()
    }
}

/// A table: its players, then its result, or a button to start its game
/// and one per possible result.
fn table_row<'a>(round: usize, table: &crate::event::Table, i18n: &'a I18n) -> Element<'a, Msg> {
    let n = table.number;
    let seats = table.players.join(" – ");
    let mut line = row![
        text(i18n.tr_args(
            "ui-event-table",
            &[("table", n.into()), ("players", seats.into())]
        ))
        .width(Length::Fill)
    ]
    .spacing(8)
    .align_y(Alignment::Center);
    if let Some(result) = &table.result {
        let words = match result {
            TableResult::Winner(w) => i18n.tr_args("ui-event-won", &[("name", w.clone().into())]),
            TableResult::Draw => i18n.tr("ui-event-draw"),
            TableResult::Places(p) => p.join(" > "),
        };
        return line.push(text(words)).into();
    }
    line = line.push(
        container(
            button(text(i18n.tr("ui-event-start")))
                .style(widget::primary)
                .on_press(Msg::Start(round, n)),
        )
        .id(format!("event-start-{round}-{n}")),
    );
    for p in &table.players {
        line = line.push(
            container(
                button(
                    text(i18n.tr_args("ui-event-won", &[("name", p.clone().into())]))
                        .size(theme::SMALL),
                )
                .style(widget::secondary)
                .on_press(Msg::Result(round, n, TableResult::Winner(p.clone()))),
            )
            .id(format!("event-won-{round}-{n}-{p}")),
        );
    }
    if table.players.len() == 2 {
        line = line.push(
            button(text(i18n.tr("ui-event-draw")).size(theme::SMALL))
                .style(widget::secondary)
                .on_press(Msg::Result(round, n, TableResult::Draw)),
        );
    }
    line.wrap().vertical_spacing(6).into()
}
