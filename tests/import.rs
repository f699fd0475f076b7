//! Importing session files: checked exactly as `replay` checks them (one
//! shared check), saved under their own id or a new one when it is taken,
//! and a refused file writes nothing.

use std::fs;
use std::path::{Path, PathBuf};

use tablekeeper::store::{self, Store};

fn game(id: &str, log: &str) -> String {
    format!(
        r##"{{"format_version": 2, "id": "{id}", "rules_version": 1,
 "setup": {{"game": "custom", "players": [{{"name": "Ana", "color": "#d62728"}}, {{"name": "Bo", "color": "#1f77b4"}}],
           "counters": [{{"name": "Points"}}], "win": {{"rule": "reach", "counter": 0, "target": 5}}}},
 "log": [{log}]}}"##
    )
}

const GOOD: &str = r#"{"action": {"type": "add", "player": 0, "counter": 0, "amount": 2}},
         {"action": {"type": "add", "player": 1, "counter": 0, "amount": 5}}"#;

const REFUSED: &str = r#"{"action": {"type": "add", "player": 0, "counter": 0, "amount": 2}},
         {"action": {"type": "add", "player": 7, "counter": 0, "amount": 5}}"#;

/// Every file under `root` with its bytes.
fn snapshot(root: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = fs::read_dir(&dir) else {
            continue;
        };
        for e in entries.flatten() {
            let path = e.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                out.push((path.clone(), fs::read(&path).unwrap()));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn a_good_file_imports_under_its_id_and_a_taken_id_gets_a_new_one() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("data")).unwrap();
    let file = dir.path().join("friday.json");
    fs::write(&file, game("friday", GOOD)).unwrap();
    let before = fs::read(&file).unwrap();

    let first = store.import(&file).unwrap();
    assert_eq!((first.id.as_str(), first.renamed_from), ("friday", None));
    let loaded = store.load("friday").unwrap().session;
    assert_eq!(loaded, store::check_file(&file).unwrap());
    assert_eq!(loaded.cursor(), 2);
    assert_eq!(
        fs::read(&file).unwrap(),
        before,
        "the file is left as it is"
    );

    let second = store.import(&file).unwrap();
    assert_eq!(second.renamed_from.as_deref(), Some("friday"));
    assert_ne!(second.id, "friday");
    assert!(store::valid_id(&second.id));
    let copy = store.load(&second.id).unwrap().session;
    assert_eq!((copy.id(), copy.cursor()), (second.id.as_str(), 2));
    assert_eq!(store.list().sessions.len(), 2);

    // An id only in the trash is taken too: it must stay restorable.
    store.trash("friday").unwrap();
    let third = store.import(&file).unwrap();
    assert_eq!(third.renamed_from.as_deref(), Some("friday"));
    assert!(![first.id, second.id].contains(&third.id), "{third:?}");
    store.restore("friday").unwrap();
}

#[test]
fn a_refused_entry_names_entry_and_rule_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("data")).unwrap();
    store.list();
    let file = dir.path().join("bad.json");
    fs::write(&file, game("bad", REFUSED)).unwrap();
    let before = snapshot(dir.path());
    let refused = store.import(&file).unwrap_err();
    assert_eq!(refused.entry, Some(2));
    assert_eq!(refused.rule.as_deref(), Some("rule-unknown-player"));
    assert!(
        refused
            .message
            .starts_with(&format!("{}: log entry 2: ", file.display()))
            && refused.message.ends_with("(rule rule-unknown-player)"),
        "{}",
        refused.message
    );
    assert_eq!(refused, store::check_file(&file).unwrap_err(), "one check");
    assert_eq!(snapshot(dir.path()), before, "nothing written");
}

#[test]
fn a_file_with_an_unknown_field_or_that_is_not_a_session_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("data")).unwrap();
    let typo = dir.path().join("typo.json");
    fs::write(
        &typo,
        game("typo", GOOD).replace("\"log\"", "\"note2\": \"x\", \"log\""),
    )
    .unwrap();
    let garbage = dir.path().join("garbage.json");
    fs::write(&garbage, "{oops").unwrap();
    let before = snapshot(dir.path());
    let refused = store.import(&typo).unwrap_err();
    assert_eq!(
        refused.message,
        format!("{}: unknown field note2 (a typo?)", typo.display())
    );
    assert_eq!((refused.entry, refused.rule), (None, None));
    let refused = store.import(&garbage).unwrap_err();
    assert!(refused.message.contains("line 1"), "{}", refused.message);
    assert!(store.import(&dir.path().join("missing.json")).is_err());
    assert_eq!(snapshot(dir.path()), before, "nothing written");
}
