//! Events for hosts in the window: the events in the data folder, a form
//! for a new one, and the open event's rounds — each table with a button
//! to start its game and buttons for its result — the next round's
//! pairing, late entries, drops and returns, the standings and a page of
//! them to print. The pairings and standings are `crate::event`'s;
//! results from sessions played at the tables count.

mod form;
mod table;

use iced::widget::{Column, button, column, row, text, text_input};
use iced::{Alignment, Element, Length};

use crate::event::{Event, Kind, TableResult, results};
use crate::i18n::I18n;
use crate::rules::GameKind;
use crate::store::Summary;
use crate::ui::theme;
use crate::ui::widget::{self, Anchor, Confirm};

use table::Placing;

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
    /// The new event's form.
    form: form::Form,
    /// The name typed for a late entry.
    entering: String,
    /// The player whose drop asks "sure?".
    dropping: Option<String>,
    /// The places picked so far at a pod.
    placing: Option<Placing>,
}

/// What the screen reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// The new event's name.
    Name(String),
    /// Pick or unpick a game for the new event.
    Game(GameKind),
    /// How the new event seats its players.
    Kind(Kind),
    /// The new event's players, separated by commas.
    Players(String),
    /// A known player picked for the new event.
    Known(String),
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
    /// The next place at a pod (round, table, player).
    Place(usize, usize, String),
    /// Forget the places picked.
    Unplace,
    /// Ask before dropping this player.
    DropAsk(String),
    /// Drop them.
    Drop(String),
    /// Do not.
    DropCancel,
    /// Bring a dropped player back.
    Return(String),
    /// The name typed for a late entry.
    Entering(String),
    /// Enter them.
    Enter,
    /// Write the standings as a page to print, and open it.
    Print,
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
    /// Bring a dropped player back to the event named.
    Return(String, String),
    /// Enter a player late in the event named.
    Enter(String, String),
    /// Write this event, its results filled in, as a page to print.
    Print(Box<Event>),
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
        self.placing = None;
        self.refill(sessions);
    }

    /// Offers these known players (most games first) in the new event's
    /// form.
    pub fn know(&mut self, known: std::sync::Arc<[crate::ui::games::players_form::Known]>) {
        self.form.known = known;
    }

    /// Empties the new event's name and players (it was made); its games
    /// and seating stay for the next.
    pub fn created(&mut self) {
        self.form.clear();
    }

    /// Empties the late entry's field (the player was entered).
    pub fn entered(&mut self) {
        self.entering.clear();
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
                self.form.name = w;
                None
            }
            Msg::Game(g) => {
                self.form.toggle(g);
                None
            }
            Msg::Kind(k) => {
                self.form.kind = k;
                None
            }
            Msg::Players(w) => {
                self.form.type_players(w);
                None
            }
            Msg::Known(name) => {
                self.form.pick(&name);
                None
            }
            Msg::Create => {
                let seed = crate::random::Rng::from_entropy().next_u64();
                let form = &self.form;
                // A comma at the end (a picked player leaves one) or two
                // in a row name nobody.
                let players: Vec<&str> = form
                    .players
                    .split(',')
                    .filter(|p| !p.trim().is_empty())
                    .collect();
                let event = Event::new(&form.name, form.games.clone(), form.kind, players, seed)
                    .map_err(|e| e.0)?;
                Some(Request::Create(event))
            }
            Msg::Open(name) => {
                self.show(&name, sessions);
                None
            }
            Msg::Pair => open.map(Request::Pair),
            Msg::Start(r, t) => open.map(|n| Request::Start(n, r, t)),
            Msg::Result(r, t, result) => {
                self.placing = None;
                open.map(|n| Request::Result(n, r, t, result))
            }
            Msg::Place(r, t, player) => {
                let seated = self
                    .filled
                    .as_ref()
                    .and_then(|(e, _)| e.table(r, t).ok())
                    .map(|t| t.players.clone())
                    .unwrap_or_default();
                let mut placed = match self.placing.take() {
                    Some((pr, pt, placed)) if (pr, pt) == (r, t) => placed,
                    _ => Vec::new(),
                };
                if !placed.contains(&player) {
                    placed.push(player);
                }
                // The last place follows from the others.
                if placed.len() + 1 >= seated.len() {
                    let last: Vec<String> =
                        seated.into_iter().filter(|p| !placed.contains(p)).collect();
                    placed.extend(last);
                    return Ok(open.map(|n| Request::Result(n, r, t, TableResult::Places(placed))));
                }
                self.placing = Some((r, t, placed));
                None
            }
            Msg::Unplace => {
                self.placing = None;
                None
            }
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
            Msg::Return(p) => open.map(|n| Request::Return(n, p)),
            Msg::Entering(w) => {
                self.entering = w;
                None
            }
            // An empty field enters nobody (the second click of a double
            // click finds it emptied).
            Msg::Enter if self.entering.trim().is_empty() => None,
            Msg::Enter => open.map(|n| Request::Enter(n, self.entering.clone())),
            Msg::Print => self
                .filled
                .as_ref()
                .map(|(e, _)| Request::Print(Box::new(e.clone()))),
        })
    }

    /// The screen: the form and the list, then the open event.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
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
            self.form.view(i18n),
            list.wrap().vertical_spacing(8)
        ]
        .spacing(14);
        if let Some((event, standings)) = &self.filled {
            page = page.push(self.event_view(event, standings, i18n));
        } else if self.events.is_empty() {
            page = page.push(text(i18n.tr("ui-events-none")));
        }
        // Clear of the scrollbar, which floats over the page's right edge.
        iced::widget::container(page)
            .padding(iced::Padding::ZERO.right(widget::SCROLLBAR_ROOM))
            .into()
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
        let seating = match event.kind {
            Kind::TwoPlayer => i18n.tr("ui-event-two-player"),
            Kind::Pods => i18n.tr("ui-event-pods"),
        };
        let actions = row![
            button(text(i18n.tr_args(
                "ui-event-pair",
                &[("round", (event.rounds.len() + 1).into())]
            )))
            .style(widget::primary)
            .on_press(Msg::Pair),
            button(text(i18n.tr("ui-event-print")))
                .style(widget::secondary)
                .on_press(Msg::Print),
            text_input(&i18n.tr("ui-event-late"), &self.entering)
                .id("event-late")
                .on_input(Msg::Entering)
                .on_submit(Msg::Enter)
                .width(Length::Fixed(220.0)),
            button(text(i18n.tr("ui-event-enter")))
                .style(widget::secondary)
                .on_press(Msg::Enter),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let mut page = column![
            widget::heading(format!("{} · {}", event.name, games.join(", "))),
            text(seating).size(theme::SMALL),
            actions.wrap().vertical_spacing(8),
        ]
        .spacing(10);
        for (r, round) in event.rounds.iter().enumerate().rev() {
            let r = r + 1;
            page = page.push(
                text(i18n.tr_args("ui-event-round", &[("round", r.into())]))
                    .size(theme::BODY * 1.25),
            );
            for t in &round.tables {
                page = page.push(table::view(event, r, t, self.placing.as_ref(), i18n));
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
            list = list.push(self.standing(s, i18n));
        }
        page.push(list).into()
    }

    /// One line of the standings, with Drop (asked first) or, for a
    /// player who dropped, Return.
    fn standing<'a>(&'a self, s: &'a crate::event::Standing, i18n: &'a I18n) -> Element<'a, Msg> {
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
        let line = row![text(words).width(Length::Fill)]
            .spacing(8)
            .align_y(Alignment::Center);
        if s.dropped {
            return line
                .push(text(i18n.tr("ui-event-dropped")).size(theme::SMALL))
                .push(
                    button(text(i18n.tr("ui-event-return")).size(theme::SMALL))
                        .style(widget::secondary)
                        .on_press(Msg::Return(s.name.clone())),
                )
                .into();
        }
        line.push(widget::confirm(Confirm {
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
        }))
        .into()
    }
}
