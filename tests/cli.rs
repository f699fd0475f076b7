//! The real binary's command line: what it prints, and one line and exit
//! code 2 for every error.

mod common;

use std::path::Path;
use std::process::{Command, Output};

use tablekeeper::store::Store;

fn run(args: &[&str], data: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablekeeper"))
        .args(args)
        .env("TABLEKEEPER_DATA_DIR", data)
        .output()
        .unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn one_error_line(o: &Output) -> String {
    assert_eq!(o.status.code(), Some(2), "stdout: {}", stdout(o));
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(err.starts_with("tablekeeper: "), "{err}");
    err
}

const GAME: &str = r##"{"format_version": 1,
 "setup": {"game": "custom", "players": [{"name": "Ana", "color": "#d62728"}, {"name": "Bo", "color": "#1f77b4"}],
           "counters": [{"name": "Points"}], "win": {"rule": "reach", "counter": 0, "target": 5}},
 "log": [{"action": {"type": "add", "player": 0, "counter": 0, "amount": 2}},
         {"action": {"type": "add", "player": 1, "counter": 0, "amount": 5}}]}"##;

#[test]
fn version_and_help() {
    let dir = tempfile::tempdir().unwrap();
    let v = run(&["--version"], dir.path());
    assert!(v.status.success());
    assert_eq!(
        stdout(&v),
        format!("tablekeeper {}\n", env!("CARGO_PKG_VERSION"))
    );
    let h = run(&["--help"], dir.path());
    assert!(stdout(&h).contains("tablekeeper replay <FILE>"));
}

#[test]
fn replay_prints_standings_and_outcome() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("game.json");
    std::fs::write(&file, GAME).unwrap();
    let o = run(&["replay", file.to_str().unwrap()], dir.path());
    assert!(o.status.success(), "{o:?}");
    let text = stdout(&o);
    assert!(
        text.contains("Won by Bo: Bo reached 5 Points first."),
        "{text}"
    );
    assert!(text.contains("Ana  Points 2"), "{text}");
    let o = run(&["replay", file.to_str().unwrap(), "--json"], dir.path());
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(doc["outcome"]["winners"][0], "Bo");
    assert_eq!(doc["standings"][1]["values"][0]["value"], 5);
}

#[test]
fn replay_names_the_refused_entry_and_rule() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.json");
    std::fs::write(&file, GAME.replace("\"player\": 1", "\"player\": 3")).unwrap();
    let err = one_error_line(&run(&["replay", file.to_str().unwrap()], dir.path()));
    assert!(
        err.contains(
            "bad.json: log entry 2: There is no player number 3. (rule rule-unknown-player)"
        ),
        "{err}"
    );
    std::fs::write(&file, "{\"format_version\": 1,\n  oops").unwrap();
    let err = one_error_line(&run(&["replay", file.to_str().unwrap()], dir.path()));
    assert!(err.contains("bad.json: line 2, column 3"), "{err}");
    assert!(file.exists(), "a user's file is never moved");
    let err = one_error_line(&run(&["replay", "/no/such/file.json"], dir.path()));
    assert!(err.contains("/no/such/file.json"), "{err}");
}

#[test]
fn list_show_and_export_read_the_data_folder() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut s = common::session("friday", 3);
    s.set_entry_note(0, "first, with a comma".into()).unwrap();
    store.save(&s).unwrap();
    let o = run(&["list"], dir.path());
    assert!(stdout(&o).starts_with("friday  "), "{}", stdout(&o));
    let o = run(&["list", "--json"], dir.path());
    let rows: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(rows[0]["id"], "friday");
    assert_eq!(rows[0]["entries"], 3);
    let o = run(&["show", "friday", "--json"], dir.path());
    let doc: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(doc["log"].as_array().unwrap().len(), 3);
    assert_eq!(doc["log"][0]["change"], "P0: Gold 5 → 6");
    assert_eq!(doc["standings"][0]["values"][1]["value"], 6);
    let o = run(&["show", "friday"], dir.path());
    assert!(
        stdout(&o).contains("1. 2027-01-15 08:00:01 UTC  P0: Gold 5 → 6  — first, with a comma"),
        "{}",
        stdout(&o)
    );
    let out = dir.path().join("report.csv");
    let o = run(
        &[
            "export",
            "friday",
            "--format",
            "csv",
            "-o",
            out.to_str().unwrap(),
        ],
        dir.path(),
    );
    assert!(o.status.success());
    let csv = std::fs::read_to_string(&out).unwrap();
    assert_eq!(
        csv.lines().nth(1).unwrap(),
        "1,2027-01-15T08:00:01+00:00,true,P0: Gold 5 → 6,\"first, with a comma\""
    );
    let o = run(&["export", "friday", "--format", "md"], dir.path());
    assert!(stdout(&o).contains("| P0 | 20 | 6 |"), "{}", stdout(&o));
    let err = one_error_line(&run(&["show", "nobody"], dir.path()));
    assert!(err.contains("no session with id nobody"), "{err}");
}

#[test]
fn bad_arguments_say_what_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let err = one_error_line(&run(&["frobnicate"], dir.path()));
    assert_eq!(
        err.trim(),
        "tablekeeper: frobnicate: unknown command (see --help)"
    );
    let err = one_error_line(&run(&["export", "x", "--format", "pdf"], dir.path()));
    assert!(err.contains("pdf"), "{err}");
}
