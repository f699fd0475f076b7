//! Every file of the data folder as safe as a session (issue #32): many
//! copies of the real binary changing one event file or the roster at
//! once keep every change (or the loser says so and exits non-zero), and a
//! command that only reads — `serve` following a session rewritten in
//! place, `list`, `players list`, `event list` — moves and writes nothing.

mod common;

use std::collections::BTreeMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Child, Output, Stdio};
use std::time::{Duration, Instant};

use common::{ok, tablekeeper};
use serde_json::Value;
use tablekeeper::store::Store;

/// Starts `args` on the real binary without waiting for it.
fn spawn(args: &[&str], data: &Path) -> Child {
    tablekeeper(data)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Every file under `dir` with its bytes, but lock files (empty, kept).
fn files(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut out = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_none_or(|e| e != "lock") {
                out.insert(path.clone(), fs::read(&path).unwrap());
            }
        }
    }
    out
}

/// Names of files under `dir` that a save left behind: temp files and
/// backup links (`.NAME.tmp-…`, `.NAME.bak-…`).
fn litter(dir: &Path) -> Vec<PathBuf> {
    files(dir)
        .into_keys()
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with('.') && (name.contains(".tmp-") || name.contains(".bak-"))
        })
        .collect()
}

/// Waits for each child: those that succeeded, and the failures' lines,
/// which must each say what happened in one line.
fn settle(children: Vec<Child>) -> (usize, Vec<String>) {
    let mut won = 0;
    let mut lost = Vec::new();
    for child in children {
        let out: Output = child.wait_with_output().unwrap();
        if out.status.success() {
            won += 1;
        } else {
            assert_eq!(out.status.code(), Some(2), "{out:?}");
            let err = String::from_utf8_lossy(&out.stderr).into_owned();
            assert_eq!(err.lines().count(), 1, "{err}");
            lost.push(err);
        }
    }
    (won, lost)
}

#[test]
fn twenty_parallel_event_results_are_all_kept() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let players: Vec<String> = (1..=40).map(|i| format!("P{i:02}")).collect();
    ok(
        &[
            "event",
            "new",
            "Big Friday",
            "--game",
            "koth",
            "--players",
            &players.join(","),
        ],
        data,
    );
    let round: Value =
        serde_json::from_str(&ok(&["event", "pair", "big friday", "--json"], data)).unwrap();
    let tables = round["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 20);
    for attempt in 0..2 {
        let children: Vec<Child> = tables
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let winner = t["players"][attempt].as_str().unwrap().to_owned();
                let table = (i + 1).to_string();
                let args = [
                    "event",
                    "result",
                    "Big Friday",
                    "--round",
                    "1",
                    "--table",
                    &table,
                    "--winner",
                    &winner,
                ];
                spawn(&args, data)
            })
            .collect();
        let (won, lost) = settle(children);
        let file: Value =
            serde_json::from_slice(&fs::read(data.join("events/big-friday.json")).unwrap())
                .unwrap();
        let results: Vec<&Value> = file["rounds"][0]["tables"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| &t["result"])
            .collect();
        // Every command that said it recorded a result has it in the file
        // (the second time each replaces the first: a host's correction).
        let kept = results
            .iter()
            .enumerate()
            .filter(|(i, r)| r["winner"] == tables[*i]["players"][attempt])
            .count();
        assert_eq!(kept, won, "{won} said done, {kept} kept; {lost:?}");
        assert_eq!(won + lost.len(), 20);
        assert_eq!(
            won, 20,
            "with a lock wait of seconds, none gives up: {lost:?}"
        );
    }
    assert!(litter(data).is_empty(), "{:?}", litter(data));
}

#[test]
fn twenty_parallel_merges_are_all_kept() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    Store::open(data).unwrap();
    let people: Vec<Value> = (0..20)
        .flat_map(|i| {
            [
                serde_json::json!({"name": format!("Ana{i}")}),
                serde_json::json!({"name": format!("Bo{i}")}),
            ]
        })
        .collect();
    let roster = serde_json::json!({"format": 1, "players": people});
    fs::write(data.join("roster.json"), roster.to_string()).unwrap();
    let children: Vec<Child> = (0..20)
        .map(|i| {
            let (from, into) = (format!("Bo{i}"), format!("Ana{i}"));
            spawn(&["players", "merge", &from, &into], data)
        })
        .collect();
    let (won, lost) = settle(children);
    assert_eq!(won, 20, "{lost:?}");
    let file: Value = serde_json::from_slice(&fs::read(data.join("roster.json")).unwrap()).unwrap();
    let left = file["players"].as_array().unwrap();
    assert_eq!(left.len(), 20, "{file}");
    for person in left {
        let name = person["name"].as_str().unwrap();
        let also = &person["also"];
        assert_eq!(also[0], name.replace("Ana", "Bo"), "{file}");
    }
    assert!(litter(data).is_empty(), "{:?}", litter(data));
}

/// A session file written the way some editors and sync tools write: in
/// place (truncated, then filled), with a pause halfway, so a reader may
/// catch it half written.
fn rewrite_in_place(path: &Path, bytes: &[u8]) {
    let mut file = fs::OpenOptions::new()
        .write(true)
        .truncate(true)
        .open(path)
        .unwrap();
    let half = bytes.len() / 2;
    file.write_all(&bytes[..half]).unwrap();
    file.flush().unwrap();
    std::thread::sleep(Duration::from_millis(40));
    file.write_all(&bytes[half..]).unwrap();
}

#[test]
fn serve_and_the_reading_commands_move_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path();
    let store = Store::open(data).unwrap();
    // A session with a backup, and a broken one with none.
    let mut s = common::session("live", 2);
    store.save(&s).unwrap();
    let path = store.session_path("live").unwrap();
    fs::write(store.session_path("other").unwrap(), b"{ broken").unwrap();
    // A roster and an event file with a byte-order mark.
    let mut roster = b"\xEF\xBB\xBF".to_vec();
    roster.extend(br#"{"format":1,"players":[{"name":"Ana","also":["X"]}]}"#);
    fs::write(data.join("roster.json"), &roster).unwrap();
    ok(
        &[
            "event",
            "new",
            "Friday",
            "--game",
            "koth",
            "--players",
            "Ana,Bo",
        ],
        data,
    );
    let event = data.join("events/friday.json");
    let mut bom = b"\xEF\xBB\xBF".to_vec();
    bom.extend(fs::read(&event).unwrap());
    fs::write(&event, &bom).unwrap();
    let mut serve = spawn(
        &["serve", "--session", "live", "--bind", "127.0.0.1:0"],
        data,
    );
    // Rewritten in place, again and again, for about three seconds.
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(3) {
        s.apply(common::add(0, 0, -1), common::t(60)).unwrap();
        let bytes = tablekeeper::store::format::to_bytes(&s).unwrap();
        rewrite_in_place(&path, &bytes);
        std::thread::sleep(Duration::from_millis(60));
    }
    let before = files(data);
    for args in [
        &["list"][..],
        &["show", "live"],
        &["stats"],
        &["players", "list"],
        &["event", "list"],
        &["event", "standings", "friday"],
    ] {
        let out = tablekeeper(data).args(args).output().unwrap();
        assert!(out.status.success(), "{args:?}: {out:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!err.contains("quarantine"), "{args:?}: {err}");
    }
    std::thread::sleep(Duration::from_millis(1200));
    serve.kill().unwrap();
    let out = serve.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("quarantine"), "serve: {err}");
    assert_eq!(files(data), before, "a reader changed the data folder");
    assert!(!data.join("quarantine").exists());
    assert!(
        !data.join("index.json").exists(),
        "only writers write the index"
    );
    // The last version is whole, where it was.
    let last = tablekeeper::store::read_file(&path).unwrap();
    assert_eq!(last, s);
    assert_eq!(fs::read(data.join("roster.json")).unwrap(), roster);
    assert_eq!(fs::read(&event).unwrap(), bom);
}
