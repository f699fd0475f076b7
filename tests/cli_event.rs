//! A whole small event from the command line (issue #23): five players,
//! a bye, results by hand and from a session file, a drop, round two, and
//! the refusals, each one line and exit code 2.

mod common;

use std::path::Path;
use std::process::Output;

use chrono::Utc;
use common::{ok, one_error_line, printed, run_cli as run};
use serde_json::Value;
use tablekeeper::event::EventTag;
use tablekeeper::rules::common::Player;
use tablekeeper::rules::karth::{self, Action, Mode};
use tablekeeper::rules::{AnyAction, AnySetup};
use tablekeeper::session::Session;
use tablekeeper::store::Store;

fn json(args: &[&str], data: &Path) -> Value {
    serde_json::from_str(&ok(args, data)).unwrap()
}

/// The players of each table in a round as printed by `event pair --json`.
fn tables(round: &Value) -> Vec<Vec<String>> {
    round["tables"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| {
            let players = t["players"].as_array().unwrap();
            players
                .iter()
                .map(|p| p.as_str().unwrap().to_owned())
                .collect()
        })
        .collect()
}

/// The standing of `name` in `event standings --json`.
fn standing<'a>(rows: &'a Value, name: &str) -> &'a Value {
    rows.as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == name)
        .unwrap_or_else(|| panic!("{name} not in {rows}"))
}

/// A Karth game started from table `table` of round `round`: `a` against
/// `b`, and `b` concedes.
fn played_at_table(store: &Store, round: usize, table: usize, a: &str, b: &str) {
    let setup = AnySetup::Karth(karth::Setup {
        mode: Mode::Classic,
        players: vec![Player::new(a, 0), Player::new(b, 1)],
        factions: Vec::new(),
        first: 0,
        gold_to_win: None,
        kp_to_win: None,
    });
    let mut session = Session::new("table-2".into(), setup, Utc::now()).unwrap();
    session.set_event_tag(Some(EventTag {
        name: "friday NIGHT".into(),
        round,
        table,
    }));
    session
        .apply(AnyAction::Karth(Action::Concede { player: 1 }), Utc::now())
        .unwrap();
    store.save(&session).unwrap();
}

#[test]
fn a_small_event_from_start_to_round_two() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let name = "Friday Night";
    let said = ok(
        &[
            "event",
            "new",
            name,
            "--game",
            "koth",
            "--game",
            "karth",
            "--players",
            "Ana,Ben,Cy,Dee,Eve",
        ],
        data,
    );
    let file = Path::new("events").join("friday-night.json");
    assert!(said.contains(&file.display().to_string()), "{said}");
    assert!(said.contains("Ana, Ben, Cy, Dee, Eve"), "{said}");
    let taken = one_error_line(&run(
        &[
            "event",
            "new",
            "friday  night",
            "--game",
            "koth",
            "--players",
            "A,B",
        ],
        data,
    ));
    assert!(taken.contains("exists already"), "{taken}");

    // Round 1: two tables and a bye.
    let first = json(&["event", "pair", "FRIDAY NIGHT", "--json"], data);
    assert_eq!(first["round"], 1);
    let round1 = tables(&first);
    assert_eq!(round1.len(), 2);
    let bye = first["bye"].as_str().unwrap().to_owned();
    let err = one_error_line(&run(&["event", "pair", name], data));
    assert!(err.contains("rule-event-round-open"), "{err}");

    // Table 1 by hand; a winner who did not sit there is refused.
    let err = one_error_line(&result(data, name, 1, 1, &["--winner", &round1[1][0]]));
    assert!(err.contains("rule-event-not-at-table"), "{err}");
    let said = printed(result(data, name, 1, 1, &["--winner", &round1[0][0]]));
    assert!(said.contains(&format!("{} won", round1[0][0])), "{said}");

    // Table 2 played in the app: its session file alone gives the result.
    let store = Store::open(data).unwrap();
    played_at_table(&store, 1, 2, &round1[1][0], &round1[1][1]);
    let rows = json(&["event", "standings", name, "--json"], data);
    for winner in [&round1[0][0], &round1[1][0]] {
        assert_eq!(standing(&rows, winner)["points"], 3, "{rows}");
        assert_eq!(standing(&rows, winner)["wins"], 1, "{rows}");
    }
    assert_eq!(standing(&rows, &round1[1][1])["losses"], 1, "{rows}");
    assert_eq!(standing(&rows, &bye)["byes"], 1, "{rows}");

    // A loser drops; round 2 seats the other four, none against whom
    // they met.
    let dropped = round1[0][1].clone();
    ok(&["event", "drop", name, &dropped.to_lowercase()], data);
    let err = one_error_line(&run(&["event", "drop", name, "Zed"], data));
    assert!(err.contains("rule-event-unknown-player"), "{err}");
    let second = json(&["event", "pair", name, "--json"], data);
    assert_eq!(second["round"], 2);
    assert!(second["bye"].is_null(), "four players, no bye: {second}");
    let round2 = tables(&second);
    assert_eq!(round2.len(), 2);
    for table in &round2 {
        assert!(!table.contains(&dropped), "{dropped} dropped: {round2:?}");
        let rematch = round1.iter().any(|t| table.iter().all(|p| t.contains(p)));
        assert!(!rematch, "a rematch: {table:?}");
    }

    // The host's file kept the session's result and its id.
    let file = std::fs::read_to_string(data.join("events").join("friday-night.json")).unwrap();
    let event: Value = serde_json::from_str(&file).unwrap();
    let table2 = &event["rounds"][0]["tables"][1];
    assert_eq!(table2["result"]["winner"], round1[1][0].as_str(), "{file}");
    assert_eq!(table2["session"], "table-2");

    let text = ok(&["event", "standings", name], data);
    let line = text.lines().find(|l| l.contains(&dropped)).unwrap();
    assert!(line.ends_with("dropped"), "{text}");
    assert!(
        text.starts_with("Friday Night after 1 round, round 2 under way\n"),
        "{text}"
    );
    let list = ok(&["event", "list"], data);
    assert_eq!(
        list,
        "Friday Night: Koth, Heroes of Karth: Deathmatch; 5 players; 2 rounds\n"
    );
}

/// Creates the event `name` of `games` (comma-separated) and `players`
/// (comma-separated): what `event new` printed.
fn new_event(data: &Path, name: &str, games: &str, players: &str) -> String {
    ok(
        &["event", "new", name, "--game", games, "--players", players],
        data,
    )
}

/// The names at each table of `event pair --json`, and the bye.
fn seated(round: &Value) -> Vec<String> {
    let mut all: Vec<String> = tables(round).into_iter().flatten().collect();
    all.extend(round["bye"].as_str().map(str::to_owned));
    all
}

/// Every table of round `number` (as `event pair --json` printed it) won
/// by its first player.
fn first_players_win(data: &Path, name: &str, number: usize, round: &Value) {
    for (i, table) in tables(round).iter().enumerate() {
        printed(result(data, name, number, i + 1, &["--winner", &table[0]]));
    }
}

/// Runs `event result NAME --round R --table T` with `how` (`--draw`).
fn result(data: &Path, name: &str, round: usize, table: usize, how: &[&str]) -> Output {
    let (round, table) = (round.to_string(), table.to_string());
    let args = [
        "event", "result", name, "--round", &round, "--table", &table,
    ];
    run(&[&args[..], how].concat(), data)
}

#[test]
fn a_game_nights_tables_show_their_games() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let players = "--players=Ana,Ben,Cy,Dee";
    let said = ok(
        &[
            "event", "new", "Night", "--game", "koth", "--game", "karth", players,
        ],
        data,
    );
    assert!(said.contains("Koth, Heroes of Karth"), "{said}");
    let text = ok(&["event", "pair", "night"], data);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "Round 1", "{text}");
    assert!(lines[1].starts_with("Table 1 (Koth): "), "{text}");
    assert!(lines[1].contains(" vs "), "{text}");
    assert!(lines[2].starts_with("Table 2 (Heroes of Karth"), "{text}");
    // One game: no need to name it at each table.
    new_event(data, "Koth", "koth", "Ana,Ben,Cy,Dee");
    let text = ok(&["event", "pair", "Koth"], data);
    assert!(text.contains("\nTable 1: "), "{text}");
    // Pods of a game for two: refused, in one line naming the rule.
    let err = one_error_line(&run(
        &[
            "event", "new", "Pods", "--game", "koth", "--format", "pods", players,
        ],
        data,
    ));
    assert!(err.starts_with("tablekeeper: event new: "), "{err}");
    assert!(err.contains("(rule rule-event-no-pods)"), "{err}");
    assert!(!data.join("events").join("pods.json").exists());
}

#[test]
fn a_late_entry_is_seated_in_the_next_round() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let name = "Friday Koth";
    new_event(data, name, "koth", "Ana,Ben,Cy,Dee,Eve");
    let first = json(&["event", "pair", name, "--json"], data);
    let said = ok(&["event", "enter", name, "  Fay "], data);
    assert_eq!(said, "Fay enters Friday Koth: paired from round 2 on\n");
    assert!(!seated(&first).contains(&"Fay".to_owned()));
    let err = one_error_line(&run(&["event", "enter", name, "ana"], data));
    assert!(err.contains("(rule rule-event-player-repeated)"), "{err}");
    first_players_win(data, name, 1, &first);
    let second = json(&["event", "pair", name, "--json"], data);
    assert!(second["bye"].is_null(), "six players: {second}");
    let at_tables: Vec<String> = tables(&second).into_iter().flatten().collect();
    assert!(at_tables.contains(&"Fay".to_owned()), "{second}");
    let rows = json(&["event", "standings", name, "--json"], data);
    assert_eq!(standing(&rows, "Fay")["points"], 0, "{rows}");
}

#[test]
fn a_dropped_player_returns() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let name = "League";
    new_event(data, name, "karth", "Ana,Ben,Cy,Dee");
    let err = one_error_line(&run(&["event", "return", name, "Ben"], data));
    assert!(err.contains("(rule rule-event-not-dropped)"), "{err}");
    ok(&["event", "drop", name, "Ben"], data);
    let first = json(&["event", "pair", name, "--json"], data);
    assert!(!seated(&first).contains(&"Ben".to_owned()), "{first}");
    let said = ok(&["event", "return", name, "BEN"], data);
    assert_eq!(
        said,
        "Ben returns to League: paired again from round 2 on\n"
    );
    first_players_win(data, name, 1, &first);
    let second = json(&["event", "pair", name, "--json"], data);
    assert!(seated(&second).contains(&"Ben".to_owned()), "{second}");
    let rows = json(&["event", "standings", name, "--json"], data);
    assert_eq!(standing(&rows, "Ben")["dropped"], false, "{rows}");
}

#[test]
fn a_draw_is_refused_for_a_game_without_one() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let name = "Skulls";
    let said = new_event(data, name, "kharnage", "A,B,C,D");
    assert!(said.contains("pods of 3-4"), "{said}");
    let round = json(&["event", "pair", name, "--json"], data);
    let pod = tables(&round).remove(0);
    let o = result(data, name, 1, 1, &["--draw"]);
    let err = one_error_line(&o);
    assert!(err.starts_with("tablekeeper: event result: "), "{err}");
    assert!(
        err.trim_end().ends_with("(rule rule-event-no-draw)"),
        "{err}"
    );
    assert!(o.stdout.is_empty(), "{o:?}");
    // Places instead: first to last.
    let order: Vec<String> = pod.iter().rev().cloned().collect();
    let said = printed(result(data, name, 1, 1, &["--places", &order.join(",")]));
    assert_eq!(
        said,
        format!("Skulls, round 1, table 1: places: {}\n", order.join(", "))
    );
}

#[test]
fn the_standings_sheet_is_html_in_rank_order_with_names_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let name = "Fri & Sat";
    new_event(data, name, "koth", "Ana & Bo,<Cy>,Dee \"D\",Eve's");
    let first = json(&["event", "pair", name, "--json"], data);
    first_players_win(data, name, 1, &first);
    ok(&["event", "pair", name], data);
    let html = ok(&["event", "standings", name, "--html"], data);
    assert!(
        html.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"),
        "{html}"
    );
    assert!(html.contains("<title>Fri &amp; Sat</title>"), "{html}");
    assert!(html.contains("<h2>Round 2 pairings</h2>"), "{html}");
    for raw in ["<Cy>", "Ana & Bo", "\"D\"", "Eve's"] {
        assert!(!html.contains(raw), "{raw} unescaped: {html}");
    }
    let rows = json(&["event", "standings", name, "--json"], data);
    let escaped = |n: &str| {
        n.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;")
            .replace('\'', "&#39;")
    };
    let at: Vec<usize> = rows
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let cell = format!(
                "<td class=\"name\">{}<",
                escaped(r["name"].as_str().unwrap())
            );
            html.find(&cell)
                .unwrap_or_else(|| panic!("{cell} not in {html}"))
        })
        .collect();
    assert_eq!(at.len(), 4);
    assert!(
        at.windows(2).all(|w| w[0] < w[1]),
        "not in rank order: {html}"
    );
    let err = one_error_line(&run(
        &["event", "standings", name, "--html", "--json"],
        data,
    ));
    assert!(err.contains("--html or --json, not both"), "{err}");
}

#[test]
fn names_with_control_characters_or_direction_overrides_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let o = run(
        &[
            "event",
            "new",
            "Fri\u{202e}day",
            "--game",
            "koth",
            "--players",
            "Ana,Ben",
        ],
        data,
    );
    let err = one_error_line(&o);
    assert!(err.starts_with("tablekeeper: event new: name "), "{err}");
    assert!(err.contains("(rule rule-control-character)"), "{err}");
    assert!(!data.join("events").exists(), "nothing written");
    let o = run(
        &[
            "event",
            "new",
            "Friday",
            "--game",
            "koth",
            "--players",
            "Ana,\u{1b}[31mBen",
        ],
        data,
    );
    assert!(one_error_line(&o).contains("players[1] "), "{o:?}");
    new_event(data, "Friday", "koth", "Ana,Ben");
    let err = one_error_line(&run(&["event", "enter", "Friday", "Cy\u{2067}"], data));
    assert!(
        err.starts_with("tablekeeper: event enter: players[2] "),
        "{err}"
    );
    let rows = json(&["event", "standings", "Friday", "--json"], data);
    assert_eq!(rows.as_array().map(Vec::len), Some(2), "{rows}");
}

/// Changes to a file: each `(old, new)`, the first `old` made `new`.
type Changes<'a> = &'a [(&'a str, &'a str)];

/// Writes `events/NAME.json`: the documented example with `changes` made.
fn hand_written(data: &Path, name: &str, changes: Changes<'_>) {
    let docs = std::fs::read_to_string("docs/session-format.md").unwrap();
    let (_, events) = docs.split_once("## Events: `events/NAME.json`").unwrap();
    let (_, rest) = events.split_once("```json\n").unwrap();
    let (example, _) = rest.split_once("```").unwrap();
    let mut changed = example.to_owned();
    for (old, new) in changes {
        assert!(changed.contains(old), "{old} not in the example");
        changed = changed.replacen(old, new, 1);
    }
    std::fs::create_dir_all(data.join("sessions")).unwrap();
    let dir = data.join("events");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("{name}.json")), changed).unwrap();
}

#[test]
fn event_files_breaking_the_documented_rules_are_not_read() {
    let kharnage: Changes = &[
        ("\"karth\"]", "\"kharnage\"]"),
        ("\"game\": \"karth\"", "\"game\": \"kharnage\""),
    ];
    let cases: [(Changes, Option<&str>); 7] = [
        (&[], None),
        (kharnage, Some("rule-event-no-draw")),
        (
            &[("\"game\": \"karth\"", "\"game\": \"hero_realms\"")],
            Some("rule-event-table-game"),
        ),
        (
            &[("\"players\": [\"Cy\", \"Dee\"]", "\"players\": []")],
            Some("rule-event-empty-table"),
        ),
        (
            &[("[\"Cy\", \"Dee\"]", "[\"Cy\", \"Dee\", \"Ben\"]")],
            Some("rule-event-table-size"),
        ),
        (
            &[("\"dropped\": [\"Ben\"]", "\"dropped\": [\"Ben\", \"ben\"]")],
            Some("rule-event-already-dropped"),
        ),
        (
            &[("\"Friday Night\"", "\"Friday\\u202eNight\"")],
            Some("rule-control-character"),
        ),
    ];
    for (changes, rule) in cases {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path();
        hand_written(data, "friday-night", changes);
        let o = run(&["event", "list", "--json"], data);
        let listed: Value = serde_json::from_slice(&o.stdout).unwrap();
        let stderr = String::from_utf8_lossy(&o.stderr);
        match rule {
            None => {
                assert_eq!(listed[0]["name"], "Friday Night", "{stderr}");
                assert_eq!(listed[0]["rounds"], 1);
            }
            Some(rule) => {
                assert_eq!(listed, serde_json::json!([]), "{changes:?}");
                assert!(stderr.contains(&format!("(rule {rule})")), "{stderr}");
                assert!(stderr.contains("friday-night.json"), "{stderr}");
            }
        }
    }
}

#[test]
fn a_result_is_corrected_and_cleared_saying_what_it_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    new_event(data, "Fix", "koth", "Ana,Ben,Cy,Dee");
    let round = json(&["event", "pair", "Fix", "--json"], data);
    let seats = tables(&round);
    let (a, b) = (&seats[0][0], &seats[0][1]);
    let said = printed(result(data, "Fix", 1, 1, &["--winner", a]));
    assert_eq!(said, format!("Fix, round 1, table 1: {a} won\n"));
    let said = printed(result(data, "Fix", 1, 1, &["--winner", &b.to_lowercase()]));
    assert_eq!(
        said,
        format!("Fix, round 1, table 1: {b} won; replaced: {a} won\n")
    );
    let rows = json(&["event", "standings", "Fix", "--json"], data);
    assert_eq!(standing(&rows, b)["points"], 3, "{rows}");
    assert_eq!(standing(&rows, a)["points"], 0, "{rows}");
    let said = printed(result(data, "Fix", 1, 1, &["--clear"]));
    assert_eq!(
        said,
        format!("Fix, round 1, table 1: cleared; replaced: {b} won\n")
    );
    let rows = json(&["event", "standings", "Fix", "--json"], data);
    assert_eq!(standing(&rows, b)["points"], 0, "{rows}");
    let err = one_error_line(&result(data, "Fix", 1, 1, &["--clear"]));
    assert!(err.contains("rule-event-no-result"), "{err}");
    // Once round 2 is paired on them, round 1's results stand.
    first_players_win(data, "Fix", 1, &round);
    ok(&["event", "pair", "Fix"], data);
    let file = data.join("events").join("fix.json");
    let before = std::fs::read(&file).unwrap();
    let err = one_error_line(&result(data, "Fix", 1, 1, &["--winner", b]));
    assert!(
        err.contains("Round 1’s results stand: round 2 is paired on them.")
            && err.contains("rule-event-results-stand"),
        "{err}"
    );
    let err = one_error_line(&result(data, "Fix", 1, 1, &["--clear"]));
    assert!(err.contains("rule-event-results-stand"), "{err}");
    assert_eq!(
        std::fs::read(&file).unwrap(),
        before,
        "a refusal changes nothing"
    );
}
