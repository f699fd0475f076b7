//! Review: a past session, read-only until Reopen is asked for. A timeline
//! steps or scrubs to any entry and shows the standings and board at that
//! moment, a chart shows how each number went, and the log can be filtered
//! by player or kind of action, with the session's and the entries' notes.

mod lines;
mod view;

use iced::Task;

use super::Event;
use crate::i18n::I18n;
use crate::rules::{AnyState, Piece, Standing, Text};
use crate::session::Session;
use crate::ui::transfer::{Goal, Kind};
use crate::ui::widget::Press;
use lines::{first_moving, piece_series};

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
