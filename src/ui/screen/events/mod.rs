//! Events for hosts in the window: the events in the data folder, a form
//! for a new one, and the open event's rounds — each table with a button
//! to start its game and buttons for its result — the next round's
//! pairing, late entries, drops and returns, the standings and a page of
//! them to print. The pairings and standings are `crate::event`'s;
//! results from sessions played at the tables count.

mod form;
mod table;

use std::time::Instant;

use crate::ui::widget::button;
use iced::widget::{Column, column, row, text, text_input};
use iced::{Alignment, Element, Length, Task};

use crate::event::{Event, EventTag, Kind, TableResult, results};
use crate::i18n::I18n;
use crate::rules::GameKind;
use crate::session::EventName;
use crate::ui::library::Library;
use crate::ui::screen::Event as Then;
use crate::ui::theme;
use crate::ui::widget::{self, Anchor, Confirm, Debounce, Press};

use table::Placing;

/// The controls that act once per double click.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Control {
    /// Pair the next round.
    Pair,
    /// Print the standings.
    Print,
    /// Return a dropped player, or the Drop that takes Return's place:
    /// the second click of a double click on Return must not ask to drop
    /// the player again.
    Return,
    /// A table's result entered: the Change that takes its buttons'
    /// place must not open at the second click of a double click.
    Result,
    /// Change a table's result (shows its result buttons, Clear and Keep).
    Change,
    /// Clear a table's result.
    Clear,
}

/// The screen.
#[derive(Debug, Default)]
pub struct EventsScreen {
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
    /// The table (round, table) whose result is being changed.
    changing: Option<(usize, usize)>,
    /// The last one-shot press that acted.
    pressed: Debounce<Control>,
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
    Open(EventName),
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
    /// Change the result of a table (round, table).
    Change(usize, usize),
    /// Keep it as it is.
    Keep,
    /// Clear the result of a table (round, table).
    Clear(usize, usize),
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

impl Msg {
    /// How a press of its control counts (see [`Press`]).
    pub fn press(&self) -> Press {
        match self {
            // Keep changes nothing: it sits where Change was, so the second
            // click of a double click on Change closes what it opened.
            Msg::Name(_) | Msg::Players(_) | Msg::Entering(_) | Msg::Keep => Press::Not,
            Msg::Game(_)
            | Msg::Kind(_)
            | Msg::Known(_)
            | Msg::Create
            | Msg::Open(_)
            | Msg::Pair
            | Msg::Start(..)
            | Msg::Result(..)
            | Msg::Change(..)
            | Msg::Clear(..)
            | Msg::Place(..)
            | Msg::Unplace
            | Msg::DropAsk(_)
            | Msg::Drop(_)
            | Msg::DropCancel
            | Msg::Return(_)
            | Msg::Enter
            | Msg::Print => Press::Once,
        }
    }
}

impl EventsScreen {
    /// The screen on the library's events, none shown yet.
    pub fn new(library: &Library) -> Self {
        let mut screen = EventsScreen::default();
        screen.sync(library);
        screen
    }

    /// The shown event's results from the tables' sessions, and its
    /// standings, worked out again (the events or the history changed);
    /// the players offered in the new event's form too.
    pub fn sync(&mut self, library: &Library) {
        self.filled = self.open(library).map(|e| {
            let event = results::fill(e, library.sessions());
            let standings = event.standings();
            (event, standings)
        });
        self.form.known = library.known();
    }

    /// The event shown, if any.
    fn open<'a>(&self, library: &'a Library) -> Option<&'a Event> {
        let name = self.open.as_deref()?;
        let k = crate::roster::key(name);
        library
            .events()
            .iter()
            .find(|e| crate::roster::key(&e.name) == k)
    }

    /// Shows the event named `name` (opened, made or changed).
    fn show(&mut self, name: &str, library: &Library) {
        self.open = Some(name.to_owned());
        self.dropping = None;
        self.placing = None;
        self.changing = None;
        self.sync(library);
    }

    /// What Esc closes first on the screen: a Drop that asks, a result
    /// being changed, the places picked at a pod; none: nothing is open,
    /// and Esc leaves the screen.
    pub fn escape(&self) -> Option<Msg> {
        if self.dropping.is_some() {
            Some(Msg::DropCancel)
        } else if self.changing.is_some() {
            Some(Msg::Keep)
        } else {
            self.placing.is_some().then_some(Msg::Unplace)
        }
    }

    /// Whether a press of `control` at `now` acts: not the second click
    /// of a double click.
    fn acts(&mut self, control: Control, now: Instant) -> bool {
        self.pressed.press(control, now)
    }

    /// Handles a message at the moment `now`: each change is saved to the
    /// event's file at once through the library, and the screen shows it.
    pub fn update(
        &mut self,
        msg: Msg,
        library: &mut Library,
        i18n: &I18n,
        now: Instant,
    ) -> (Task<Msg>, Option<Then>) {
        let open = self.open(library).map(|e| e.name.clone());
        let event = match open {
            Some(name) => self.event_msg(msg, name, library, i18n, now),
            None => self.form_msg(msg, library),
        };
        (Task::none(), event)
    }

    /// A message of the form or the list: make an event, or open one.
    fn form_msg(&mut self, msg: Msg, library: &mut Library) -> Option<Then> {
        match msg {
            Msg::Name(w) => self.form.name = w,
            Msg::Game(g) => self.form.toggle(g),
            Msg::Kind(k) => self.form.kind = k,
            Msg::Players(w) => self.form.type_players(w),
            Msg::Known(name) => self.form.pick(&name),
            Msg::Create => self.create(library),
            Msg::Open(name) => self.show(&name, library),
            _ => {}
        }
        None
    }

    /// Makes the event of the form; its name and players are emptied for
    /// the next (its games and seating stay).
    fn create(&mut self, library: &mut Library) {
        library.hush();
        let seed = crate::random::Rng::from_entropy().next_u64();
        let form = &self.form;
        // A comma at the end (a picked player leaves one) or two in a row
        // name nobody.
        let players: Vec<&str> = form
            .players
            .split(',')
            .filter(|p| !p.trim().is_empty())
            .collect();
        match Event::new(&form.name, form.games.clone(), form.kind, players, seed) {
            Err(e) => library.say(e.0),
            Ok(event) => {
                let name = event.name.clone();
                if library.create_event(event) {
                    self.form.clear();
                    self.show(&name, library);
                }
            }
        }
    }

    /// A message about the open event, `name`.
    fn event_msg(
        &mut self,
        msg: Msg,
        name: EventName,
        library: &mut Library,
        i18n: &I18n,
        now: Instant,
    ) -> Option<Then> {
        let changed = match msg {
            Msg::Pair if self.acts(Control::Pair, now) => {
                library.hush();
                library.pair(&name)
            }
            Msg::Start(r, t) => return self.start(library, r, t),
            // Not at the second click of a double click that entered or
            // cleared a result: a result button may be where it was.
            Msg::Result(r, t, result) if !self.pressed.again(&Control::Result, now) => {
                self.placing = None;
                self.enter_result(library, &name, (r, t), Some(result), now)
            }
            Msg::Place(r, t, player) if !self.pressed.again(&Control::Result, now) => {
                match self.place(r, t, player) {
                    Some(result) => self.enter_result(library, &name, (r, t), Some(result), now),
                    None => false,
                }
            }
            Msg::Unplace => {
                self.placing = None;
                false
            }
            // Not at the second click of a double click on a result
            // button, nor at the second on Change (Keep is there).
            Msg::Change(r, t)
                if !self.pressed.again(&Control::Result, now)
                    && self.acts(Control::Change, now) =>
            {
                self.changing = Some((r, t));
                self.placing = None;
                false
            }
            Msg::Keep => {
                self.changing = None;
                self.placing = None;
                false
            }
            Msg::Clear(r, t) if self.acts(Control::Clear, now) => {
                self.placing = None;
                self.enter_result(library, &name, (r, t), None, now)
            }
            Msg::DropAsk(p) if self.acts(Control::Return, now) => {
                self.dropping = Some(p);
                false
            }
            Msg::DropCancel => {
                self.dropping = None;
                false
            }
            Msg::Drop(p) => {
                self.dropping = None;
                library.hush();
                library.drop_player(&name, &p)
            }
            Msg::Return(p) if self.acts(Control::Return, now) => {
                library.hush();
                library.undrop(&name, &p)
            }
            Msg::Entering(w) => {
                self.entering = w;
                false
            }
            // An empty field enters nobody (the second click of a double
            // click finds it emptied).
            Msg::Enter if self.entering.trim().is_empty() => false,
            Msg::Enter => {
                library.hush();
                let entered = library.enter(&name, &self.entering.clone());
                if entered {
                    self.entering.clear();
                }
                entered
            }
            // One page per double click, one browser tab.
            Msg::Print if self.acts(Control::Print, now) => {
                library.hush();
                if let Some((event, _)) = &self.filled {
                    library.print_standings(event, i18n);
                }
                false
            }
            Msg::Pair
            | Msg::Result(..)
            | Msg::Place(..)
            | Msg::DropAsk(_)
            | Msg::Return(_)
            | Msg::Print
            | Msg::Change(..)
            | Msg::Clear(..) => false,
            other => return self.form_msg(other, library),
        };
        if changed {
            self.show(&name, library);
        }
        None
    }

    /// Records (or, for none, clears) the result of table `at` (round,
    /// table) of the event `name`: the library says what it replaced.
    fn enter_result(
        &mut self,
        library: &mut Library,
        name: &str,
        at: (usize, usize),
        result: Option<TableResult>,
        now: Instant,
    ) -> bool {
        library.hush();
        let done = library.record(name, at, result);
        if done {
            self.changing = None;
            self.pressed.mark(Control::Result, now);
        }
        done
    }

    /// The next place picked at a pod (round `r`, table `t`): the table's
    /// result once every place but the last is picked (the last follows).
    fn place(&mut self, r: usize, t: usize, player: String) -> Option<TableResult> {
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
        if placed.len() + 1 >= seated.len() {
            let last: Vec<String> = seated.into_iter().filter(|p| !placed.contains(p)).collect();
            placed.extend(last);
            return Some(TableResult::Places(placed));
        }
        self.placing = Some((r, t, placed));
        None
    }

    /// The setup form of table `t` of round `r` of the open event, its
    /// players seated, for the host to start: the session carries the
    /// table.
    fn start(&self, library: &Library, r: usize, t: usize) -> Option<Then> {
        let event = self.open(library)?;
        let players = event.table(r, t).ok()?.players.clone();
        let kind = event.game_at(r, t)?;
        let tag = EventTag {
            name: event.name.clone(),
            round: r,
            table: t,
        };
        Some(Then::SetUpTable(kind, players, tag))
    }

    /// The screen: the form and the list, then the open event.
    pub fn view<'a>(&'a self, library: &'a Library, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut list = row![].spacing(8).align_y(Alignment::Center);
        let open = self.filled.as_ref().map(|(e, _)| e.name.as_str());
        for e in library.events() {
            let shown = open == Some(e.name.as_str());
            list = list.push(
                button(text(e.name.as_str()))
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
        } else if library.events().is_empty() {
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
            text(seating).size(theme::small()),
            actions.wrap().vertical_spacing(8),
        ]
        .spacing(10);
        for (r, round) in event.rounds.iter().enumerate().rev() {
            let r = r + 1;
            page = page.push(
                text(i18n.tr_args("ui-event-round", &[("round", r.into())]))
                    .size(theme::body() * 1.25),
            );
            let state = table::State {
                placing: self.placing.as_ref(),
                changing: self.changing,
                // Only the last round's results may change: the next
                // round is paired on them.
                open: r == event.rounds.len(),
            };
            for t in &round.tables {
                page = page.push(table::view(event, r, t, state, i18n));
            }
            if let Some(bye) = &round.bye {
                page = page.push(text(
                    i18n.tr_args("ui-event-bye", &[("name", bye.clone().into())]),
                ));
            }
        }
        page = page.push(text(i18n.tr("ui-event-standings")).size(theme::body() * 1.25));
        let after = crate::event::standings::after(event);
        page = page.push(text(
            i18n.tr_args("ui-event-after", &[("rounds", after.rounds.into())]),
        ));
        if let Some(round) = after.under_way {
            page = page.push(
                text(i18n.tr_args("ui-event-under-way", &[("round", round.into())]))
                    .size(theme::small()),
            );
        }
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
        let words = if s.byes > 0 {
            let byes = i18n.tr_args("ui-event-standing-byes", &[("byes", s.byes.into())]);
            format!("{words} {byes}")
        } else {
            words
        };
        let line = row![text(words).width(Length::Fill)]
            .spacing(8)
            .align_y(Alignment::Center);
        if s.dropped {
            return line
                .push(text(i18n.tr("ui-event-dropped")).size(theme::small()))
                .push(
                    button(text(i18n.tr("ui-event-return")).size(theme::small()))
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
            size: theme::small(),
        }))
        .into()
    }
}
