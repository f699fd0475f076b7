//! What the live page shows of a session, as JSON in the viewer's
//! language: each seat's numbers, whose turn it is, the result, the last
//! log lines and the chart's series. Built from the session alone.

use serde::Serialize;

use crate::i18n::I18n;
use crate::rules::{AnyState, Outcome};
use crate::session::Session;

/// The log lines the page shows, newest first.
const LOG_LINES: usize = 8;
/// The most points the chart gets per seat: a long game is thinned to
/// this many, evenly, keeping the first and the last.
const CHART_POINTS: usize = 120;

#[derive(Serialize)]
struct Snapshot<'a> {
    /// The change this is (the feed's count), so a page can tell news.
    version: u64,
    lang: &'static str,
    title: String,
    note: &'a str,
    turn: Option<String>,
    seats: Vec<Seat>,
    result: Option<Result>,
    log: Vec<Line>,
    chart: Option<Chart>,
    words: Words,
}

#[derive(Serialize)]
struct Seat {
    name: String,
    color: String,
    remark: Option<String>,
    values: Vec<Value>,
}

#[derive(Serialize)]
struct Value {
    label: String,
    value: i64,
}

#[derive(Serialize)]
struct Result {
    who: String,
    why: String,
}

#[derive(Serialize)]
struct Line {
    time: String,
    text: String,
}

#[derive(Serialize)]
struct Chart {
    label: String,
    series: Vec<Series>,
}

#[derive(Serialize)]
struct Series {
    name: String,
    color: String,
    points: Vec<i64>,
}

/// The page's own words, in the viewer's language.
#[derive(Serialize)]
struct Words {
    live: String,
    offline: String,
    log: String,
    empty: String,
}

/// The page's JSON for `session` (the feed's change `version`) in `i18n`'s
/// language.
pub fn render(i18n: &I18n, version: u64, session: &Session) -> String {
    let setup = session.setup();
    let state = session.state();
    let seats = session
        .standings()
        .into_iter()
        .map(|s| Seat {
            name: s.name,
            color: s.color.to_hex(),
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
    let snapshot = Snapshot {
        version,
        lang: i18n.code(),
        title: i18n.tr(&setup.kind().title_key()),
        note: session.note(),
        turn,
        seats,
        result,
        log,
        chart: chart(i18n, session),
        words: Words {
            live: i18n.tr("share-live"),
            offline: i18n.tr("share-offline"),
            log: i18n.tr("share-log"),
            empty: i18n.tr("share-empty"),
        },
    };
    serde_json::to_string(&snapshot).unwrap_or_else(|_| "{}".to_owned())
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
    let series = rows
        .iter()
        .enumerate()
        .map(|(seat, row)| Series {
            name: row.name.clone(),
            color: row.color.to_hex(),
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
            serde_json::from_str(&render(crate::i18n::english(), 7, &s)).unwrap();
        assert_eq!(json["version"], 7);
        assert_eq!(json["title"], "Custom counters");
        assert_eq!(json["seats"][1]["values"][1]["value"], 17);
        assert_eq!(json["seats"][1]["values"][1]["label"], "Life");
        assert_eq!(json["log"][0]["text"], "Ana: Life 20 → 18");
        assert_eq!(json["log"][1]["text"], "Bo: Life 20 → 17");
        assert!(json["result"].is_null() && json["turn"].is_null());
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
    fn a_long_game_is_thinned_evenly_keeping_both_ends() {
        assert_eq!(thin(5, 120), vec![0, 1, 2, 3, 4]);
        let t = thin(1000, 120);
        assert_eq!((t.len(), t[0], t[119]), (120, 0, 999));
        assert!(t.windows(2).all(|w| w[1] > w[0]));
    }
}
