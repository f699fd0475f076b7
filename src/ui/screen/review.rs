//! Review: a past session, read-only until Reopen is asked for. A timeline
//! steps or scrubs to any entry and shows the standings and board at that
//! moment, a chart shows how each number went, and the log can be filtered
//! by player or kind of action, with the session's and the entries' notes.

use crate::ui::widget::button;
use iced::widget::{Column, canvas, column, container, pick_list, row, scrollable, slider, text};
use iced::{Alignment, Element, Length, Task};

use super::Event;
use crate::i18n::I18n;
use crate::rules::common::PALETTE;
use crate::rules::palette::{self, Mark};
use crate::rules::{AnyState, Color, Piece, Standing, Text};

/// The colour of a line for a number of the whole table (a gate, a team's
/// gold): not any player's.
const TABLE_COLOR: Color = Color::rgb(90, 90, 90);
use crate::session::Session;

use super::chart::{Chart, Line};
use crate::ui::transfer::{self, Goal, Kind};
use crate::ui::widget::Press;
use crate::ui::{theme, widget};

/// Export: one button per format, and the chart as a picture.
fn export_row(i18n: &I18n) -> Element<'_, Msg> {
    let mut buttons = row![text(i18n.tr("ui-export"))]
        .spacing(8)
        .align_y(Alignment::Center);
    for kind in Kind::ALL {
        buttons = buttons.push(
            button(text(i18n.tr(kind.label_key())))
                .style(widget::secondary)
                .on_press(Msg::Export(kind)),
        );
    }
    container(buttons.wrap()).id("review-export").into()
}

/// The review of one session.
pub struct Review {
    session: Session,
    /// How long it was played, and each seat's thinking time.
    played: crate::clock::Played,
    /// Entries applied at the moment shown (0: the start).
    step: usize,
    /// The state at `step`.
    at: AnyState,
    /// The standings after each applied entry (index 0: the start).
    history: Vec<Vec<Standing>>,
    /// The game's own numbers (a gate, a team's gold) after each entry.
    tables: Vec<Vec<(Text, i64)>>,
    /// The pieces on the board (monsters, allies, units, columns) after
    /// each entry.
    pieces: Vec<Vec<Piece>>,
    /// The pieces' numbers that can be charted: (kind of piece, label), in
    /// order of first appearance; counted after the seats' and the table's.
    piece_series: Vec<(Text, Text)>,
    /// Which number the chart shows: a position in a standing row, or past
    /// those, a position in the table of the start.
    value: usize,
    /// Only log entries naming this player.
    player: Option<String>,
    /// Only log entries of this kind of action.
    kind: Option<String>,
    /// Set when this is a sync tool's conflict copy (its file name): it
    /// cannot be reopened, only kept or discarded in History.
    copy: Option<String>,
    /// Worked out once, when the review opens: the log's lines in the
    /// window's language, and each entry's kind of action.
    lines: Vec<String>,
    kinds: Vec<Option<String>>,
    /// The choices of the log's filters and the chart's numbers.
    player_choices: Vec<Choice>,
    kind_choices: Vec<Choice>,
    value_labels: Vec<String>,
    /// "Game — players", the screen's title.
    title: String,
    /// The log's entries the filters let through, newest first: worked
    /// out when a filter changes.
    shown: Vec<usize>,
}

/// What the review reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// Show the moment after this many entries.
    Step(usize),
    /// One entry back.
    Back,
    /// One entry on.
    On,
    /// Chart the value at this position of a standing row.
    Value(usize),
    /// Filter the log by player (none: everyone).
    Player(Choice),
    /// Filter the log by kind of action (none: every kind).
    Kind(Choice),
    /// Open the session on the play screen to change it.
    Reopen,
    /// Save the session or its chart to a file.
    Export(Kind),
}

impl Msg {
    /// How a press of its control counts (see [`Press`]): ◀ and ▶ step
    /// once a press, however quick; the slider and a line of the log pick
    /// a moment, which is the same however often.
    pub fn press(&self) -> Press {
        match self {
            Msg::Back | Msg::On => Press::Each,
            Msg::Step(_) => Press::Not,
            Msg::Value(_) | Msg::Player(_) | Msg::Kind(_) | Msg::Reopen | Msg::Export(_) => {
                Press::Once
            }
        }
    }
}

/// A pick-list choice: a value, or "all".
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The value; none for "all".
    pub value: Option<String>,
    label: String,
}

impl std::fmt::Display for Choice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

/// The first number that moves during the game (a seat's, then the
/// table's), as [`Review::value`] counts them; 0 when none does: what the
/// chart shows first.
fn first_moving(history: &[Vec<Standing>], tables: &[Vec<(Text, i64)>]) -> usize {
    let seat = history
        .first()
        .and_then(|r| r.first())
        .map_or(0, |s| s.values.len());
    let seat_moves = |v: usize| {
        let at = |h: &Vec<Standing>| -> Vec<i64> {
            h.iter()
                .map(|s| s.values.get(v).map_or(0, |x| x.1))
                .collect()
        };
        history.first().is_some_and(|first| {
            let first = at(first);
            history.iter().any(|h| at(h) != first)
        })
    };
    let table_moves = |t: usize| {
        let at = |row: &Vec<(Text, i64)>| row.get(t).map(|x| x.1);
        tables
            .first()
            .is_some_and(|first| tables.iter().any(|row| at(row) != at(first)))
    };
    (0..seat)
        .find(|&v| seat_moves(v))
        .or_else(|| {
            let n = tables.first().map_or(0, Vec::len);
            (0..n).find(|&t| table_moves(t)).map(|t| seat + t)
        })
        .unwrap_or(0)
}

/// Every (kind of piece, number) pair the pieces show over the game, in
/// order of first appearance.
fn piece_series(pieces: &[Vec<Piece>]) -> Vec<(Text, Text)> {
    let mut series: Vec<(Text, Text)> = Vec::new();
    for p in pieces.iter().flatten() {
        for (label, _) in &p.values {
            if !series.iter().any(|(k, l)| *k == p.kind && l == label) {
                series.push((p.kind.clone(), label.clone()));
            }
        }
    }
    series
}

/// The kind of each applied entry's action (its `type` in files), read
/// once.
fn kinds_of(session: &Session) -> Vec<Option<String>> {
    session.entries()[..session.cursor()]
        .iter()
        .map(|e| {
            let action = e.action.to_json().ok()?;
            action.get("type")?.as_str().map(str::to_owned)
        })
        .collect()
}

/// The log's player filter: everyone, then each player.
fn player_choices(s: &Session, i18n: &I18n) -> Vec<Choice> {
    let mut players = vec![Choice {
        value: None,
        label: i18n.tr("ui-review-everyone"),
    }];
    players.extend(s.setup().players(s.state()).into_iter().map(|p| Choice {
        value: Some(p.clone()),
        label: p,
    }));
    players
}

/// The log's kind filter: every kind, then each kind the log has, in
/// order of first appearance.
fn kind_choices(kinds: &[Option<String>], i18n: &I18n) -> Vec<Choice> {
    let mut choices = vec![Choice {
        value: None,
        label: i18n.tr("ui-review-every-kind"),
    }];
    for k in kinds.iter().flatten() {
        if !choices
            .iter()
            .any(|c| c.value.as_deref() == Some(k.as_str()))
        {
            choices.push(Choice {
                value: Some(k.clone()),
                label: k.clone(),
            });
        }
    }
    choices
}

impl Review {
    /// The review of `session`, at its last applied entry, in `i18n`'s
    /// language.
    pub fn new(session: Session, i18n: &I18n) -> Self {
        let setup = session.setup().clone();
        let mut state = setup.start_under(session.rules());
        let mut history = vec![setup.standings(&state)];
        let mut tables = vec![setup.table(&state)];
        let mut pieces = vec![setup.pieces(&state)];
        for entry in &session.entries()[..session.cursor()] {
            if setup.apply(&mut state, &entry.action).is_err() {
                break;
            }
            history.push(setup.standings(&state));
            tables.push(setup.table(&state));
            pieces.push(setup.pieces(&state));
        }
        let step = history.len() - 1;
        let value = first_moving(&history, &tables);
        let lines = session.lines()[..session.cursor().min(session.lines().len())]
            .iter()
            .map(|l| i18n.text(l))
            .collect();
        let kinds = kinds_of(&session);
        let mut review = Review {
            at: state,
            step,
            history,
            piece_series: piece_series(&pieces),
            tables,
            pieces,
            played: crate::clock::played(&session),
            value,
            player: None,
            kind: None,
            copy: None,
            player_choices: player_choices(&session, i18n),
            kind_choices: kind_choices(&kinds, i18n),
            title: format!(
                "{} — {}",
                i18n.tr(&session.setup().kind().title_key()),
                session.setup().players(session.state()).join(", ")
            ),
            session,
            lines,
            kinds,
            value_labels: Vec::new(),
            shown: Vec::new(),
        };
        review.value_labels = review.number_labels(i18n);
        review.filter();
        review
    }

    /// The review of a conflict copy (`file` in `sessions/`).
    pub fn copy(session: Session, file: String, i18n: &I18n) -> Self {
        Review {
            copy: Some(file),
            ..Review::new(session, i18n)
        }
    }

    /// Works out the log's entries the filters let through.
    fn filter(&mut self) {
        self.shown = (0..self.lines.len())
            .rev()
            .filter(|&i| {
                self.player
                    .as_ref()
                    .is_none_or(|p| self.lines[i].contains(p.as_str()))
                    && (self.kind.is_none() || self.kinds.get(i).cloned().flatten() == self.kind)
            })
            .collect();
    }

    /// The session under review.
    #[cfg(test)]
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// Entries applied at the moment shown.
    #[cfg(test)]
    pub fn step(&self) -> usize {
        self.step
    }

    /// The standings at the moment shown.
    pub fn standings(&self) -> &[Standing] {
        self.history.get(self.step).map_or(&[], Vec::as_slice)
    }

    /// The message a key press means on the review: ← and → step the
    /// timeline one entry, Home and End go to its start and its end.
    pub fn key(event: &iced::keyboard::Event) -> Option<Msg> {
        use iced::keyboard::{Event, Key, key::Named};
        let Event::KeyPressed { key, modifiers, .. } = event else {
            return None;
        };
        if modifiers.command() || modifiers.alt() {
            return None;
        }
        match key {
            Key::Named(Named::ArrowLeft) => Some(Msg::Back),
            Key::Named(Named::ArrowRight) => Some(Msg::On),
            Key::Named(Named::Home) => Some(Msg::Step(0)),
            Key::Named(Named::End) => Some(Msg::Step(usize::MAX)),
            _ => None,
        }
    }

    /// Handles a message; what the window must do, if anything.
    pub fn update(&mut self, msg: Msg) -> (Task<Msg>, Option<Event>) {
        let last = self.history.len().saturating_sub(1);
        let none = (Task::none(), None);
        let step = match msg {
            Msg::Step(n) => n.min(last),
            Msg::Back => self.step.saturating_sub(1),
            Msg::On => (self.step + 1).min(last),
            Msg::Value(v) => {
                self.value = v;
                return none;
            }
            Msg::Player(c) => {
                self.player = c.value;
                self.filter();
                return none;
            }
            Msg::Kind(c) => {
                self.kind = c.value;
                self.filter();
                return none;
            }
            Msg::Reopen if self.copy.is_some() => return none,
            Msg::Reopen => {
                return (
                    Task::none(),
                    Some(Event::Open(self.session.id().to_owned())),
                );
            }
            Msg::Export(kind) => {
                let session = std::sync::Arc::new(self.session.clone());
                return (
                    Task::none(),
                    Some(Event::Transfer(Goal::Export(kind, session))),
                );
            }
        };
        if step != self.step {
            let setup = self.session.setup();
            let mut state = setup.start_under(self.session.rules());
            for entry in &self.session.entries()[..step] {
                let _ = setup.apply(&mut state, &entry.action);
            }
            self.at = state;
            self.step = step;
        }
        none
    }

    /// The labels of the numbers a standing row holds.
    fn seat_labels(&self) -> Vec<Text> {
        self.history
            .first()
            .and_then(|r| r.first())
            .map(|s| s.values.iter().map(|(l, _)| l.clone()).collect())
            .unwrap_or_default()
    }

    /// The chart of value `self.value`: a line for every row, one line for
    /// a number of the game's own table, or a line for every piece of a
    /// kind (each monster's HP, each ally's).
    fn chart(&self) -> Chart {
        let seat = self.seat_labels().len();
        let table = self.tables.first().map_or(0, Vec::len);
        if let Some((kind, label)) = self
            .value
            .checked_sub(seat + table)
            .and_then(|i| self.piece_series.get(i))
        {
            return self.piece_chart(kind, label);
        }
        if self.value >= seat
            && let Some((label, _)) = self.tables.first().and_then(|t| t.get(self.value - seat))
        {
            let mut last = 0;
            let values = self
                .tables
                .iter()
                .map(|t| {
                    // By label: a number may come and go (a score).
                    if let Some((_, v)) = t.iter().find(|(l, _)| l == label) {
                        last = *v;
                    }
                    last
                })
                .collect();
            return Chart {
                lines: vec![Line {
                    color: TABLE_COLOR,
                    initials: String::new(),
                    name: label.clone(),
                    values,
                }],
                goal: self.goal(label),
                step: self.step,
                print: false,
            };
        }
        let rows = self.history.first().map_or(0, Vec::len);
        let label = self.seat_labels().get(self.value).cloned();
        let marks = palette::marks(
            self.history
                .first()
                .into_iter()
                .flatten()
                .map(|s| (s.name.as_str(), s.color)),
        );
        Chart {
            lines: (0..rows)
                .map(|r| Line {
                    color: marks.get(r).map_or(self.history[0][r].color, |m| m.color),
                    initials: marks.get(r).map(|m| m.initials.clone()).unwrap_or_default(),
                    name: Text::raw(self.history[0][r].name.clone()),
                    values: self
                        .history
                        .iter()
                        .map(|h| {
                            h.get(r)
                                .and_then(|s| s.values.get(self.value))
                                .map_or(0, |v| v.1)
                        })
                        .collect(),
                })
                .collect(),
            goal: label.and_then(|l| self.goal(&l)),
            step: self.step,
            print: false,
        }
    }

    /// A line per piece of `kind` (by name and owner, in order of first
    /// appearance) for its number `label`; 0 while it is not on the board.
    fn piece_chart(&self, kind: &Text, label: &Text) -> Chart {
        let mut who: Vec<(&str, Option<&str>)> = Vec::new();
        for p in self.pieces.iter().flatten().filter(|p| p.kind == *kind) {
            let id = (p.name.as_str(), p.owner.as_deref());
            if !who.contains(&id) {
                who.push(id);
            }
        }
        let initials = palette::initials(&who.iter().map(|w| w.0).collect::<Vec<_>>());
        let lines = who
            .iter()
            .enumerate()
            .map(|(i, (name, owner))| Line {
                color: PALETTE[i % PALETTE.len()],
                initials: initials.get(i).cloned().unwrap_or_default(),
                name: Text::raw(match owner {
                    Some(owner) => format!("{name} ({owner})"),
                    None => (*name).to_owned(),
                }),
                values: self
                    .pieces
                    .iter()
                    .map(|step| {
                        step.iter()
                            .find(|p| {
                                p.kind == *kind && p.name == *name && p.owner.as_deref() == *owner
                            })
                            .and_then(|p| p.values.iter().find(|(l, _)| l == label))
                            .map_or(0, |(_, v)| *v)
                    })
                    .collect(),
            })
            .collect();
        Chart {
            lines,
            goal: None,
            step: self.step,
            print: false,
        }
    }

    /// The game's win threshold on the number labelled `label`, if any.
    fn goal(&self, label: &Text) -> Option<i64> {
        self.session
            .setup()
            .goals()
            .into_iter()
            .find(|(g, _)| g == label)
            .map(|(_, v)| v)
    }

    fn standings_view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let mut rows = column![super::result::standings(self.standings(), i18n)].spacing(6);
        for (label, value) in self.session.setup().table(&self.at) {
            rows = rows.push(widget::resource_row(
                i18n.text(&label),
                value.to_string(),
                1.0,
            ));
        }
        for line in self.session.setup().details(&self.at) {
            rows = rows.push(text(i18n.text(&line)).size(theme::small()));
        }
        rows.into()
    }

    fn log_view(&self) -> Element<'_, Msg> {
        let s = &self.session;
        let mut list = Column::new().spacing(4);
        for &i in &self.shown {
            let line = &self.lines[i];
            let mut item = column![
                button(text(format!("{}. {line}", i + 1)).size(theme::body()))
                    .style(if i < self.step {
                        widget::secondary
                    } else {
                        button::text
                    })
                    .on_press(Msg::Step(i + 1))
            ];
            let note = &s.entries()[i].note;
            if !note.is_empty() {
                item = item.push(text(format!("✎ {note}")).size(theme::small()));
            }
            list = list.push(item);
        }
        scrollable(container(list).padding(iced::Padding::ZERO.right(widget::SCROLLBAR_ROOM)))
            .height(Length::Fill)
            .into()
    }

    /// How the game ended, as the play screen says it (winner or defeat,
    /// and why), or that it was not finished; always the session's end,
    /// whatever moment the timeline shows.
    fn result_view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let words = match crate::verdict_words::result(i18n, &self.session.outcome()) {
            Some((who, why)) => format!("{who} {why}"),
            None if self.session.abandoned() => i18n.tr("ui-history-abandoned"),
            None => i18n.tr("ui-in-progress"),
        };
        text(words).size(theme::body()).into()
    }

    /// The names of the numbers the chart can show, in [`Review::value`]'s
    /// order: the seats' numbers, the game's own, then each kind of
    /// piece's.
    fn number_labels(&self, i18n: &I18n) -> Vec<String> {
        self.seat_labels()
            .iter()
            .chain(self.tables.first().into_iter().flatten().map(|(l, _)| l))
            .map(|l| i18n.text(l))
            .chain(
                self.piece_series
                    .iter()
                    .map(|(kind, l)| format!("{}: {}", i18n.text(kind), i18n.text(l))),
            )
            .collect()
    }

    /// The chart as it is saved to PNG, in place of the screen while its
    /// picture is taken: a card on paper with a title (the game, the day
    /// it was played and the players), the chart with labelled axes and no
    /// marker, and a legend.
    pub fn print_view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let s = &self.session;
        let chart = Chart {
            print: true,
            ..self.chart()
        };
        super::print::card(super::print::Card {
            game: i18n.tr(&s.setup().kind().title_key()),
            date: i18n
                .formats()
                .date(s.created().with_timezone(&chrono::Local).date_naive()),
            players: s.setup().players(s.state()),
            number: self
                .value_labels
                .get(self.value)
                .cloned()
                .unwrap_or_default(),
            entries: i18n.tr("ui-chart-entries"),
            legend: chart
                .lines
                .iter()
                .map(|l| {
                    let mark = Mark {
                        color: l.color,
                        initials: l.initials.clone(),
                    };
                    (mark, i18n.text(&l.name))
                })
                .collect(),
            goal: chart
                .goal
                .map(|goal| i18n.tr_args("ui-chart-goal", &[("value", goal.into())])),
            chart,
        })
    }

    /// The screen.
    pub fn view<'a>(&'a self, i18n: &'a I18n) -> Element<'a, Msg> {
        let s = &self.session;
        let last = self.history.len().saturating_sub(1);
        let timeline = row![
            widget::square("◀", 1.0, (self.step > 0).then_some(Msg::Back)),
            slider(0..=last.max(1) as u32, self.step as u32, |n| Msg::Step(
                n as usize
            ))
            .width(Length::Fill),
            widget::square("▶", 1.0, (self.step < last).then_some(Msg::On)),
            text(i18n.tr_args(
                "ui-review-step",
                &[("step", self.step.into()), ("last", last.into())]
            ))
            .width(Length::Fixed(140.0)),
        ]
        .spacing(10)
        .align_y(Alignment::Center);
        let labels: Vec<Choice> = self
            .value_labels
            .iter()
            .enumerate()
            .map(|(i, label)| Choice {
                value: Some(i.to_string()),
                label: label.clone(),
            })
            .collect();
        let picked = labels.get(self.value).cloned();
        let value = |c: Choice| Msg::Value(c.value.and_then(|v| v.parse().ok()).unwrap_or(0));
        let value_pick = widget::stepped(
            pick_list(labels.clone(), picked.clone(), value),
            &labels,
            picked.as_ref(),
            value,
        );
        let player = self
            .player_choices
            .iter()
            .find(|c| c.value == self.player)
            .or(self.player_choices.first())
            .cloned();
        let kind = self
            .kind_choices
            .iter()
            .find(|c| c.value == self.kind)
            .or(self.kind_choices.first())
            .cloned();
        let chart: Element<'a, Msg> = canvas(self.chart())
            .width(Length::Fill)
            .height(Length::Fill)
            .into();
        let left = column![
            row![
                text(&self.title).size(theme::heading()).width(Length::Fill),
                button(text(i18n.tr("ui-reopen")))
                    .style(widget::primary)
                    .height(widget::TARGET)
                    .on_press_maybe(self.copy.is_none().then_some(Msg::Reopen)),
            ]
            .spacing(10)
            .align_y(Alignment::Center),
            text(crate::report::played_words(i18n, &self.played)).size(theme::small()),
            self.result_view(i18n),
            timeline,
            // However much a game has to say at a moment, the chart and
            // the export buttons stay on screen.
            container(scrollable(container(self.standings_view(i18n)).padding(
                iced::Padding::new(8.0).right(8.0 + widget::SCROLLBAR_ROOM)
            )))
            .height(Length::FillPortion(2)),
            row![text(i18n.tr("ui-review-chart")), value_pick]
                .spacing(10)
                .align_y(Alignment::Center),
            container(chart)
                .id(transfer::CHART)
                .height(Length::FillPortion(3)),
            export_row(i18n),
        ]
        .spacing(10)
        .width(Length::FillPortion(3));
        let mut right = column![
            text(i18n.tr("ui-log")).size(theme::heading()),
            row![
                widget::stepped(
                    pick_list(self.player_choices.as_slice(), player.clone(), Msg::Player),
                    &self.player_choices,
                    player.as_ref(),
                    Msg::Player,
                ),
                widget::stepped(
                    pick_list(self.kind_choices.as_slice(), kind.clone(), Msg::Kind),
                    &self.kind_choices,
                    kind.as_ref(),
                    Msg::Kind,
                ),
            ]
            .spacing(8),
        ]
        .spacing(8)
        .width(Length::FillPortion(2));
        if let Some(file) = &self.copy {
            right = right.push(
                text(format!("{file}: {}", i18n.tr("ui-conflict-review-note"))).size(theme::body()),
            );
        }
        if !s.note().is_empty() {
            right = right.push(text(format!("✎ {}", s.note())).size(theme::body()));
        }
        right = right.push(self.log_view());
        row![left, right].spacing(16).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::custom::{self, Counter};
    use crate::rules::{AnyAction, AnySetup, Player};

    #[test]
    fn stepping_shows_the_standings_of_that_moment() {
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
            counters: vec![Counter::new("Points", 0)],
            win: None,
        });
        let mut s = Session::new("r".into(), setup, chrono::DateTime::UNIX_EPOCH).unwrap();
        for (p, n) in [(0, 3), (1, 5), (0, 4)] {
            s.apply(
                AnyAction::Custom(custom::Action::Add {
                    player: p,
                    counter: 0,
                    amount: n,
                }),
                chrono::DateTime::UNIX_EPOCH,
            )
            .unwrap();
        }
        let mut r = Review::new(s, &I18n::new("en"));
        assert_eq!(r.value, 0, "Points move: they are charted first");
        let points =
            |r: &Review| -> Vec<i64> { r.standings().iter().map(|s| s.values[0].1).collect() };
        assert_eq!((r.step(), points(&r)), (3, vec![7, 5]));
        let _ = r.update(Msg::Step(1));
        assert_eq!(points(&r), vec![3, 0]);
        let _ = r.update(Msg::On);
        assert_eq!(points(&r), vec![3, 5]);
        let _ = r.update(Msg::Back);
        let _ = r.update(Msg::Back);
        assert_eq!(points(&r), vec![0, 0]);
        let _ = r.update(Msg::Step(99));
        assert_eq!(r.step(), 3);
        let chart = r.chart();
        assert_eq!(chart.lines[0].values, vec![0, 3, 3, 7]);
        assert_eq!(chart.lines[1].values, vec![0, 0, 5, 5]);
    }

    #[test]
    fn the_chart_shows_the_game_s_own_numbers_too() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/screens/kings_armory.json");
        let session = crate::store::read_file(&path).unwrap();
        let mut r = Review::new(session, &I18n::new("en"));
        let seat = r.seat_labels().len();
        // The heroes' HP move first (damage taken in wave 2).
        assert_eq!(r.value, 0);
        // The hireables' HP, as the pieces show them: Robin the Archer is
        // hired at 8 HP and is at 5 when the session ends.
        let seat_and_table = seat + r.tables[0].len();
        let hireable_hp = r
            .piece_series
            .iter()
            .position(|(kind, label)| {
                *kind == Text::msg("piece-kings_armory-hireable")
                    && *label == Text::msg("label-kings_armory-hp")
            })
            .expect("hireables' HP can be charted");
        let _ = r.update(Msg::Value(seat_and_table + hireable_hp));
        let robin = r.chart();
        assert_eq!(robin.lines.len(), 1, "one hireable");
        let hp = &robin.lines[0].values;
        assert_eq!((hp[10], hp[11], hp[hp.len() - 1]), (0, 8, 5));
        // And every monster's HP, one line each.
        let monsters = r
            .piece_series
            .iter()
            .position(|(kind, label)| {
                kind.key() == Some("piece-kings_armory-monster")
                    && *label == Text::msg("label-kings_armory-hp")
            })
            .expect("monsters' HP can be charted");
        let _ = r.update(Msg::Value(seat_and_table + monsters));
        assert!(r.chart().lines.len() >= 5, "a line per monster");
        // In Koth no game is won yet: the chart opens on what moved.
        let koth = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/screens/koth.json");
        let k = Review::new(crate::store::read_file(&koth).unwrap(), &I18n::new("en"));
        let label = k.seat_labels()[k.value].clone();
        assert_eq!(label, Text::msg("label-koth-columns"), "{label:?}");
        // The first number after the heroes' own is the Castle Gate.
        let _ = r.update(Msg::Value(seat));
        let gate = r.chart();
        assert_eq!(gate.lines.len(), 1, "one line for the whole table");
        let values = &gate.lines[0].values;
        assert_eq!(values.len(), r.session().cursor() + 1);
        assert_eq!((values[0], values[values.len() - 1]), (20, 17));
        // The team's gold, from the reward cards and the hire.
        let _ = r.update(Msg::Value(seat + 2));
        let gold = &r.chart().lines[0].values;
        assert_eq!((gold[8], gold[9], gold[10], gold[11]), (0, 150, 250, 150));
    }
}
