//! What the live page shows of a session, as JSON in the viewer's
//! language: each seat's numbers, whose turn it is, the result, the last
//! log lines and the chart's series, built from the session; and, for a
//! session started from an event's table, that event's standings (a
//! [`Board`], made when the event is read, not per change of the game).
//! Nothing else: not the session's note, its id or its setup's other
//! details. Every text is served with its control characters, line
//! separators and direction overrides and isolates escaped as the command
//! line shows them (U+202E as `\u{202e}`), so that no name can reorder
//! or break the page's lines.

use serde::Serialize;

use super::page::Words;
use crate::event::{Event, EventTag};
use crate::i18n::I18n;
use crate::roster::key;
use crate::rules::{AnyState, Outcome, palette};
use crate::session::Session;

/// The log lines the page shows, newest first.
const LOG_LINES: usize = 8;
/// The most points the chart gets per seat: a long game is thinned to
/// this many, evenly, keeping the first and the last.
const CHART_POINTS: usize = 120;

#[derive(Serialize)]
pub(super) struct Snapshot<'a> {
    /// The change this is (the feed's count), so a page can tell news.
    pub(super) version: u64,
    pub(super) lang: &'static str,
    pub(super) title: String,
    pub(super) turn: Option<String>,
    pub(super) seats: Vec<Seat>,
    pub(super) result: Option<Result>,
    pub(super) log: Vec<Line>,
    pub(super) chart: Option<Chart>,
    pub(super) event: Option<EventPart<'a>>,
    pub(super) words: Words,
}

#[derive(Serialize)]
pub(super) struct Seat {
    pub(super) name: String,
    /// The colour the seat is drawn in (safe against the others' for
    /// every kind of colour vision; the session's own where it is).
    pub(super) color: String,
    /// The seat's initials, on a badge beside the colour.
    pub(super) mark: String,
    pub(super) remark: Option<String>,
    pub(super) values: Vec<Value>,
}

#[derive(Serialize)]
pub(super) struct Value {
    pub(super) label: String,
    pub(super) value: i64,
}

#[derive(Serialize)]
pub(super) struct Result {
    pub(super) who: String,
    pub(super) why: String,
}

#[derive(Serialize)]
pub(super) struct Line {
    pub(super) time: String,
    pub(super) text: String,
}

#[derive(Serialize)]
pub(super) struct Chart {
    pub(super) label: String,
    pub(super) series: Vec<Series>,
}

#[derive(Serialize)]
pub(super) struct Series {
    pub(super) name: String,
    pub(super) color: String,
    /// The seat's initials, in the chart's legend.
    pub(super) mark: String,
    /// The line's dash pattern (SVG `stroke-dasharray`, empty: solid), a
    /// mark of the line besides its colour.
    pub(super) dash: &'static str,
    pub(super) points: Vec<i64>,
}

/// An event's standings as the page shows them under a session started
/// from one of its tables: worked out once when the event is read (see
/// [`Board::new`]), rendered in each viewer's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Board {
    name: String,
    /// The rounds with every result in.
    round: usize,
    rows: Vec<Row>,
}

/// One player's line of a [`Board`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(super) struct Row {
    pub(super) rank: usize,
    pub(super) name: String,
    pub(super) points: u32,
    /// Wins–draws–losses.
    pub(super) record: String,
    pub(super) dropped: bool,
    /// Seated at the shared session's table.
    pub(super) here: bool,
}

impl Board {
    /// The standings of `event`, whose results the tables' sessions gave
    /// are already filled in (`crate::event::results::fill`), best first,
    /// everyone entered (dropped players marked); the players seated at
    /// `table` (the shared session's, if it is of this event) marked too.
    pub fn new(event: &Event, table: Option<&EventTag>) -> Board {
        let seated: Vec<String> = table
            .filter(|t| key(&t.name) == key(&event.name))
            .and_then(|t| event.table(t.round, t.table).ok())
            .map(|t| t.players.iter().map(|p| key(p)).collect())
            .unwrap_or_default();
        let round = crate::event::standings::after(event).rounds;
        let rows = event
            .standings()
            .into_iter()
            .map(|s| Row {
                rank: s.rank,
                here: seated.contains(&key(&s.name)),
                record: format!("{}–{}–{}", s.wins, s.draws, s.losses),
                name: s.name,
                points: s.points,
                dropped: s.dropped,
            })
            .collect();
        Board {
            name: event.name.to_string(),
            round,
            rows,
        }
    }

    /// The board in `i18n`'s language.
    fn part(&self, i18n: &I18n) -> EventPart<'_> {
        EventPart {
            name: &self.name,
            after: i18n.tr_args("share-event-after", &[("round", self.round.into())]),
            rows: &self.rows,
            words: EventWords {
                rank: i18n.tr("share-event-rank"),
                player: i18n.tr("share-event-player"),
                points: i18n.tr("share-event-points"),
                record: i18n.tr("share-event-record"),
                dropped: i18n.tr("share-event-dropped"),
                here: i18n.tr("share-event-here"),
            },
        }
    }
}

/// A [`Board`] in the viewer's language.
#[derive(Serialize)]
pub(super) struct EventPart<'a> {
    pub(super) name: &'a str,
    /// "After round 2".
    pub(super) after: String,
    pub(super) rows: &'a [Row],
    pub(super) words: EventWords,
}

/// The standings' own words, in the viewer's language.
#[derive(Serialize)]
pub(super) struct EventWords {
    pub(super) rank: String,
    pub(super) player: String,
    pub(super) points: String,
    pub(super) record: String,
    pub(super) dropped: String,
    pub(super) here: String,
}

/// The page's JSON for `session` (the feed's change `version`) in `i18n`'s
/// language, with `event`'s standings if given.
pub fn render(i18n: &I18n, version: u64, session: &Session, event: Option<&Board>) -> String {
    json(&build(i18n, version, session, event))
}

/// What the page shows of `session` (the feed's change `version`) in
/// `i18n`'s language, with `event`'s standings if given: what both its
/// JSON and its HTML are made of.
pub(super) fn build<'a>(
    i18n: &I18n,
    version: u64,
    session: &Session,
    event: Option<&'a Board>,
) -> Snapshot<'a> {
    let setup = session.setup();
    let state = session.state();
    let standings = session.standings();
    let marks = palette::marks(standings.iter().map(|s| (s.name.as_str(), s.color)));
    let seats = standings
        .into_iter()
        .zip(marks)
        .map(|(s, mark)| Seat {
            name: s.name,
            color: mark.color.to_hex(),
            mark: mark.initials,
            remark: s.remark.as_ref().map(|r| i18n.text(r)),
            values: s
                .values
                .iter()
                .map(|(label, value)| Value {
                    label: i18n.text(label),
                    value: *value,
                })
                .collect(),
        })
        .collect();
    let outcome = session.outcome();
    let result = crate::verdict_words::result(i18n, &outcome).map(|(who, why)| Result { who, why });
    let turn = match outcome {
        Outcome::InProgress => setup
            .turn(state)
            .map(|who| i18n.tr_args("share-turn", &[("name", who.into())])),
        Outcome::Finished { .. } => None,
    };
    let formats = i18n.formats();
    let lines = session.lines();
    let log = session.entries()[..session.cursor()]
        .iter()
        .zip(lines)
        .rev()
        .take(LOG_LINES)
        .map(|(e, line)| Line {
            time: formats.time(&e.at.with_timezone(&chrono::Local)),
            text: i18n.text(line),
        })
        .collect();
    Snapshot {
        version,
        lang: i18n.code(),
        title: i18n.tr(&setup.kind().title_key()),
        turn,
        seats,
        result,
        log,
        chart: chart(i18n, session),
        event: event.map(|b| b.part(i18n)),
        words: Words::new(i18n),
    }
}

/// `snapshot` as the page's JSON, every text escaped.
pub(super) fn json(snapshot: &Snapshot<'_>) -> String {
    let mut json = serde_json::to_value(snapshot).unwrap_or_default();
    escape_texts(&mut json);
    serde_json::to_string(&json).unwrap_or_else(|_| "{}".to_owned())
}

/// Every string in `json` escaped as the command line shows it
/// ([`crate::terminal::escape`]): names, labels, log lines, words alike.
pub(super) fn escape_texts(json: &mut serde_json::Value) {
    match json {
        serde_json::Value::String(s) => {
            if let std::borrow::Cow::Owned(escaped) = crate::terminal::escape(s) {
                *s = escaped;
            }
        }
        serde_json::Value::Array(items) => items.iter_mut().for_each(escape_texts),
        serde_json::Value::Object(fields) => fields.values_mut().for_each(escape_texts),
        _ => {}
    }
}

/// How the game went: of every seat's numbers (health, gold, skulls…),
/// the first that moved during the game (else the first), after each
/// applied entry from the start.
fn chart(i18n: &I18n, session: &Session) -> Option<Chart> {
    let setup = session.setup();
    let mut state: AnyState = setup.start_under(session.rules());
    // Every seat's every value, per step.
    let all = |state: &AnyState| -> Vec<Vec<i64>> {
        setup
            .standings(state)
            .iter()
            .map(|s| s.values.iter().map(|v| v.1).collect())
            .collect()
    };
    let rows = setup.standings(&state);
    let mut steps = vec![all(&state)];
    for e in &session.entries()[..session.cursor()] {
        if setup.apply(&mut state, &e.action).is_err() {
            break;
        }
        steps.push(all(&state));
    }
    let value = |step: &Vec<Vec<i64>>, seat: usize, k: usize| {
        step.get(seat).and_then(|v| v.get(k)).copied().unwrap_or(0)
    };
    let count = rows.first()?.values.len();
    let moved = (0..count)
        .find(|&k| {
            (0..rows.len()).any(|seat| {
                steps
                    .iter()
                    .any(|st| value(st, seat, k) != value(&steps[0], seat, k))
            })
        })
        .unwrap_or(0);
    let label = i18n.text(&rows.first()?.values.get(moved)?.0);
    let picked = thin(steps.len(), CHART_POINTS);
    let marks = palette::marks(rows.iter().map(|s| (s.name.as_str(), s.color)));
    let series = rows
        .iter()
        .zip(&marks)
        .enumerate()
        .map(|(seat, (row, mark))| Series {
            name: row.name.clone(),
            color: mark.color.to_hex(),
            mark: mark.initials.clone(),
            dash: super::view::dash(seat),
            points: picked
                .iter()
                .map(|&i| value(&steps[i], seat, moved))
                .collect(),
        })
        .collect();
    Some(Chart { label, series })
}

/// Up to `most` indices into `len` things, evenly spread, the first and
/// the last among them.
fn thin(len: usize, most: usize) -> Vec<usize> {
    if len <= most || most < 2 {
        return (0..len).collect();
    }
    let mut picked: Vec<usize> = (0..most).map(|k| k * (len - 1) / (most - 1)).collect();
    picked.dedup();
    picked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::custom::{self, Counter};
    use crate::rules::{AnyAction, AnySetup, Player};

    fn game() -> Session {
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
            counters: vec![Counter::new("Life", 20)],
            win: None,
        });
        Session::new("x".into(), setup, chrono::Utc::now()).unwrap()
    }

    #[test]
    fn an_old_sessions_red_and_green_are_drawn_safe_and_its_file_is_not_rewritten() {
        use crate::rules::common::Color;
        let (_dir, store) = crate::store::temp_store();
        let (red, green) = (Color::rgb(0xd6, 0x27, 0x28), Color::rgb(0x2c, 0xa0, 0x2c));
        let seat = |name: &str, color| Player {
            name: name.into(),
            color,
        };
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![seat("Dee", red), seat("Anna", green)],
            counters: vec![Counter::new("Life", 20)],
            win: None,
        });
        let mut s = Session::new("old".into(), setup, chrono::Utc::now()).unwrap();
        let add = custom::Action::Add {
            player: 1,
            counter: 0,
            amount: -2,
        };
        s.apply(AnyAction::Custom(add), chrono::Utc::now()).unwrap();
        store.save(&s).unwrap();
        let path = store.session_path(s.id().as_str()).unwrap();
        let before = std::fs::read(&path).unwrap();
        let loaded = store.load(s.id().as_str()).unwrap().session;
        let json: serde_json::Value =
            serde_json::from_str(&render(crate::i18n::english(), 1, &loaded, None)).unwrap();
        let color = |v: &serde_json::Value| Color::parse(v.as_str().unwrap()).unwrap();
        let (dee, anna) = (
            color(&json["seats"][0]["color"]),
            color(&json["seats"][1]["color"]),
        );
        assert_eq!(dee, red, "red stays apart from what Anna is drawn in");
        assert_ne!(anna, green, "green is too close to red for a protanope");
        assert!(palette::PALETTE.contains(&anna) && palette::apart(dee, anna));
        assert_eq!(
            (
                json["seats"][0]["mark"].as_str(),
                json["seats"][1]["mark"].as_str()
            ),
            (Some("D"), Some("A"))
        );
        let series = &json["chart"]["series"];
        assert_eq!(
            (color(&series[0]["color"]), color(&series[1]["color"])),
            (dee, anna)
        );
        // Drawing it changed nothing stored: the session, nor its file.
        let AnySetup::Custom(kept) = loaded.setup() else {
            panic!("a custom game")
        };
        assert_eq!(kept.players[1].color, green);
        assert_eq!(std::fs::read(&path).unwrap(), before);
    }

    #[test]
    fn the_page_has_the_numbers_the_newest_change_first_and_the_number_that_moved() {
        let setup = AnySetup::Custom(custom::Setup {
            players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
            counters: vec![Counter::new("Gold", 5), Counter::new("Life", 20)],
            win: None,
        });
        let mut s = Session::new("x".into(), setup, chrono::Utc::now()).unwrap();
        for (player, amount) in [(1, -3), (0, -2)] {
            let add = custom::Action::Add {
                player,
                counter: 1,
                amount,
            };
            s.apply(AnyAction::Custom(add), chrono::Utc::now()).unwrap();
        }
        let json: serde_json::Value =
            serde_json::from_str(&render(crate::i18n::english(), 7, &s, None)).unwrap();
        assert_eq!(json["version"], 7);
        assert_eq!(json["title"], "Custom counters");
        assert_eq!(json["seats"][1]["values"][1]["value"], 17);
        assert_eq!(json["seats"][1]["values"][1]["label"], "Life");
        assert_eq!(json["log"][0]["text"], "Ana: Life 20 → 18");
        assert_eq!(json["log"][1]["text"], "Bo: Life 20 → 17");
        assert!(json["result"].is_null() && json["turn"].is_null());
        assert!(json["event"].is_null(), "no event: no standings");
        // Gold never moved: the chart is of Life.
        assert_eq!(json["chart"]["label"], "Life");
        assert_eq!(
            json["chart"]["series"][0]["points"],
            serde_json::json!([20, 20, 18])
        );
        assert_eq!(
            json["chart"]["series"][1]["points"],
            serde_json::json!([20, 17, 17])
        );
    }

    #[test]
    fn an_event_s_standings_go_best_first_with_dropped_players_and_the_table_marked() {
        use crate::event::{Kind, TableResult};
        let names = ["Ana", "Bo <b>&\"", "Cy", "Dee"];
        let mut e = Event::new(
            "Friday Koth",
            vec![crate::rules::GameKind::Koth],
            Kind::TwoPlayer,
            names,
            3,
        )
        .unwrap();
        e.pair_next().unwrap();
        let t1 = e.rounds[0].tables[0].players.clone();
        let t2 = e.rounds[0].tables[1].players.clone();
        e.record(1, 1, TableResult::Winner(t1[0].clone())).unwrap();
        let s = game();
        let board = |e: &Event, tag: Option<&EventTag>| -> serde_json::Value {
            let json = render(crate::i18n::english(), 1, &s, Some(&Board::new(e, tag)));
            serde_json::from_str::<serde_json::Value>(&json).unwrap()["event"].clone()
        };
        // A table of round 1 waits for its result: no round is complete.
        assert_eq!(board(&e, None)["after"], "Standings: no round finished yet");
        e.record(1, 2, TableResult::Winner(t2[1].clone())).unwrap();
        e.drop_player(&t2[0]).unwrap();
        e.pair_next().unwrap();
        let tag = EventTag {
            name: "friday  KOTH".into(),
            round: 2,
            table: 1,
        };
        let json = board(&e, Some(&tag));
        assert_eq!(json["name"], "Friday Koth");
        assert_eq!(
            json["after"], "Standings after round 1",
            "round 2 is not played yet"
        );
        assert_eq!(json["words"]["record"], "W–D–L");
        let rows = json["rows"].as_array().unwrap();
        assert_eq!(rows.len(), 4, "the dropped player stays");
        let ranks: Vec<_> = rows.iter().map(|r| r["rank"].as_u64().unwrap()).collect();
        assert_eq!(ranks, [1, 2, 3, 4]);
        let points: Vec<_> = rows.iter().map(|r| r["points"].as_u64().unwrap()).collect();
        assert!(
            points.windows(2).all(|w| w[0] >= w[1]),
            "best first: {points:?}"
        );
        let winners = [t1[0].as_str(), t2[1].as_str()];
        for winner in winners {
            let row = rows.iter().find(|r| r["name"] == winner).unwrap();
            assert_eq!(
                (row["points"].as_u64(), row["record"].as_str()),
                (Some(3), Some("1–0–0"))
            );
        }
        let dropped: Vec<_> = rows.iter().filter(|r| r["dropped"] == true).collect();
        assert_eq!(dropped.len(), 1);
        assert_eq!(dropped[0]["name"], t2[0].as_str());
        assert_eq!(dropped[0]["record"], "0–0–1");
        // The names as entered, markup and all (the page sets text only).
        let all: Vec<_> = rows.iter().map(|r| r["name"].as_str().unwrap()).collect();
        assert!(all.contains(&"Bo <b>&\""), "{all:?}");
        // The shared session's table (round 2, table 1) is marked.
        let seated = &e.rounds[1].tables[0].players;
        for row in rows {
            let name = row["name"].as_str().unwrap();
            assert_eq!(row["here"], seated.iter().any(|p| p == name), "{name}");
        }
        assert_eq!(rows.iter().filter(|r| r["here"] == true).count(), 2);
        // Another event's tag marks nobody.
        let other = EventTag {
            name: "Saturday".into(),
            ..tag
        };
        let json = board(&e, Some(&other));
        assert!(
            json["rows"]
                .as_array()
                .unwrap()
                .iter()
                .all(|r| r["here"] == false)
        );
        // In German: a Turnier's words.
        let de = crate::i18n::I18n::new("de");
        let json: serde_json::Value =
            serde_json::from_str(&render(&de, 1, &s, Some(&Board::new(&e, None)))).unwrap();
        assert_eq!(json["event"]["after"], "Tabelle nach Runde 1");
    }

    #[test]
    fn every_text_is_escaped_as_the_command_line_shows_it_and_the_note_is_left_out() {
        let mut s = game();
        s.set_note("a private word".into()).unwrap();
        let mut json = serde_json::json!({
            "name": "Ana\u{202e}oB",
            "rows": [{"name": "Bo\u{2067}\n"}, 3],
            "plain": "Über → Ω",
        });
        escape_texts(&mut json);
        assert_eq!(json["name"], "Ana\\u{202e}oB");
        assert_eq!(json["rows"][0]["name"], "Bo\\u{2067}\\n");
        assert_eq!(
            (&json["rows"][1], &json["plain"]),
            (&3.into(), &"Über → Ω".into())
        );
        let page = render(crate::i18n::english(), 1, &s, None);
        assert!(
            !page.contains("private") && !page.contains("note"),
            "{page}"
        );
    }

    #[test]
    fn a_long_game_is_thinned_evenly_keeping_both_ends() {
        assert_eq!(thin(5, 120), vec![0, 1, 2, 3, 4]);
        let t = thin(1000, 120);
        assert_eq!((t.len(), t[0], t[119]), (120, 0, 999));
        assert!(t.windows(2).all(|w| w[1] > w[0]));
    }
}
