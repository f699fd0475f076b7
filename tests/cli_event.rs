//! A whole small event from the command line (issue #23): five players,
//! a bye, results by hand and from a session file, a drop, round two, and
//! the refusals, each one line and exit code 2.

mod common;

use std::path::Path;
use std::process::{Command, Output};

use chrono::Utc;
use common::one_error_line;
use serde_json::Value;
use tablekeeper::event::EventTag;
use tablekeeper::rules::common::Player;
use tablekeeper::rules::karth::{self, Action, Mode};
use tablekeeper::rules::{AnyAction, AnySetup};
use tablekeeper::session::Session;
use tablekeeper::store::Store;

/// The binary, with `data` as its data folder.
fn tablekeeper(data: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tablekeeper"));
    command.env("TABLEKEEPER_DATA_DIR", data);
    command
}

fn run(args: &[&str], data: &Path) -> Output {
    tablekeeper(data).args(args).output().unwrap()
}

/// Runs `args`, which must succeed: what it printed.
fn ok(args: &[&str], data: &Path) -> String {
    let o = run(args, data);
    assert!(o.status.success(), "{args:?}: {o:?}");
    String::from_utf8(o.stdout).unwrap()
}

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
    let err = one_error_line(&run(
        &[
            "event",
            "result",
            name,
            "--round",
            "1",
            "--table",
            "1",
            "--winner",
            &round1[1][0],
        ],
        data,
    ));
    assert!(err.contains("rule-event-not-at-table"), "{err}");
    let said = ok(
        &[
            "event",
            "result",
            name,
            "--round",
            "1",
            "--table",
            "1",
            "--winner",
            &round1[0][0],
        ],
        data,
    );
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
    let list = ok(&["event", "list"], data);
    assert_eq!(
        list,
        "Friday Night: Koth, Heroes of Karth: Deathmatch; 5 players; 2 round(s)\n"
    );
}
