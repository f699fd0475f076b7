//! Importing session files: checked exactly as `replay` checks them (one
//! shared check), saved under their own id or a new one when it is taken,
//! and a refused file writes nothing.

use std::fs;
use std::path::{Path, PathBuf};

use tablekeeper::store::{self, Imported, Store};

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

fn added(id: &str, renamed_from: Option<&str>) -> Imported {
    Imported::Added {
        id: id.into(),
        renamed_from: renamed_from.map(Into::into),
    }
}

fn already(id: &str, further: bool) -> Imported {
    Imported::Already {
        id: id.into(),
        further,
    }
}

const OTHER: &str = r#"{"action": {"type": "add", "player": 0, "counter": 0, "amount": 1}}"#;

#[test]
fn a_good_file_imports_under_its_id_and_once_only() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("data")).unwrap();
    let file = dir.path().join("friday.json");
    fs::write(&file, game("friday", GOOD)).unwrap();
    let before = fs::read(&file).unwrap();

    assert_eq!(store.import(&file).unwrap(), added("friday", None));
    let loaded = store.load("friday").unwrap().session;
    assert_eq!(loaded, store::check_file(&file).unwrap());
    assert_eq!(loaded.cursor(), 2);
    assert_eq!(
        fs::read(&file).unwrap(),
        before,
        "the file is left as it is"
    );

    // The same file again, three times: nothing is added.
    for _ in 0..3 {
        assert_eq!(store.import(&file).unwrap(), already("friday", false));
    }
    // The session file exported from the store, under another name and id.
    let export = dir.path().join("export.json");
    let bytes = store::format::to_bytes(&loaded).unwrap();
    fs::write(
        &export,
        String::from_utf8(bytes)
            .unwrap()
            .replace("\"friday\"", "\"saturday\""),
    )
    .unwrap();
    assert_eq!(store.import(&export).unwrap(), already("friday", false));
    // An older export of it: the store's session has gone further.
    let older = dir.path().join("older.json");
    fs::write(
        &older,
        game("friday", &GOOD[..GOOD.find("},").unwrap() + 1]),
    )
    .unwrap();
    assert_eq!(store.import(&older).unwrap(), already("friday", true));
    let listing = store.list();
    assert_eq!(listing.sessions.len(), 1, "{:?}", listing.sessions);
    let stats = tablekeeper::stats::compute(&listing.sessions, None, None, &Default::default());
    assert_eq!(stats.sessions, 1, "the game counts once");
}

#[test]
fn an_id_windows_keeps_for_a_device_gets_a_new_one() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("data")).unwrap();
    for (n, own) in ["con", "NUL", "Com1", "lpt9", "aux"]
        .into_iter()
        .enumerate()
    {
        let file = dir.path().join(format!("{n}.json"));
        // Different games, so none is the same as one imported before.
        let log = format!(
            r#"{{"action": {{"type": "add", "player": 0, "counter": 0, "amount": {}}}}}"#,
            n + 1
        );
        fs::write(&file, game(own, &log)).unwrap();
        let Imported::Added {
            id,
            renamed_from: Some(old),
        } = store.import(&file).unwrap()
        else {
            panic!("{own} kept its id");
        };
        assert_eq!(old, own);
        assert!(store::names::unportable(&id).is_none(), "{id}");
        assert!(store.session_path(&id).unwrap().is_file(), "{id}");
        assert!(!store.session_path(own).unwrap().exists(), "{own}");
        // Imported once only, under its new id.
        assert!(matches!(
            store.import(&file).unwrap(),
            Imported::Already { id: same, .. } if same == id
        ));
    }
    assert_eq!(store.list().sessions.len(), 5);
}

#[test]
fn another_game_with_a_taken_id_gets_a_new_one() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("data")).unwrap();
    let file = dir.path().join("friday.json");
    fs::write(&file, game("friday", GOOD)).unwrap();
    store.import(&file).unwrap();

    let other = dir.path().join("other.json");
    fs::write(&other, game("friday", OTHER)).unwrap();
    let second = store.import(&other).unwrap();
    let Imported::Added {
        id: second,
        renamed_from: Some(old),
    } = second
    else {
        panic!("{second:?}");
    };
    assert_eq!(old, "friday");
    assert!(store::valid_id(&second) && second != "friday");
    let copy = store.load(&second).unwrap().session;
    assert_eq!((copy.id(), copy.cursor()), (&second, 1));
    // Imported again, it matches the copy under its new id.
    assert_eq!(store.import(&other).unwrap(), already(&second, false));
    assert_eq!(store.list().sessions.len(), 2);

    // An id only in the trash is taken too: it must stay restorable.
    store.trash("friday").unwrap();
    let third = dir.path().join("third.json");
    fs::write(
        &third,
        game(
            "friday",
            r#"{"action": {"type": "set", "player": 1, "counter": 0, "value": 3}}"#,
        ),
    )
    .unwrap();
    let Imported::Added {
        id: third,
        renamed_from: Some(_),
    } = store.import(&third).unwrap()
    else {
        panic!("a new id");
    };
    assert!(![second.as_str(), "friday"].contains(&third.as_str()));
    let restored = store.restore("friday").unwrap();
    assert_eq!(
        (restored.id.as_str(), restored.renamed_from),
        ("friday", None)
    );
}

#[test]
fn a_folder_imports_each_session_once() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("data")).unwrap();
    let folder = dir.path().join("in");
    fs::create_dir(&folder).unwrap();
    fs::write(folder.join("a.json"), game("friday", GOOD)).unwrap();
    fs::write(folder.join("b.JSON"), game("friday", GOOD)).unwrap();
    fs::write(folder.join("notes.txt"), "not a session").unwrap();
    let files = store::files_to_import(&folder).unwrap();
    assert_eq!(files, [folder.join("a.json"), folder.join("b.JSON")]);
    let mut importer = store.importer();
    assert_eq!(importer.import(&files[0]).unwrap(), added("friday", None));
    assert_eq!(
        importer.import(&files[1]).unwrap(),
        already("friday", false)
    );

    let empty = dir.path().join("empty");
    fs::create_dir(&empty).unwrap();
    for (arg, says) in [
        (PathBuf::new(), "an empty file name".to_owned()),
        (
            dir.path().join("missing"),
            format!(
                "{}: no such file or folder",
                dir.path().join("missing").display()
            ),
        ),
        (
            empty.clone(),
            format!("{}: a folder with no .json file in it", empty.display()),
        ),
    ] {
        let refused = store::files_to_import(&arg).unwrap_err();
        assert!(refused.message.starts_with(&says), "{}", refused.message);
    }
}

/// Twelve sessions that all carry the id `friday`, each a different game.
fn twelve(dir: &Path) -> Vec<PathBuf> {
    (0..12)
        .map(|n| {
            let file = dir.join(format!("game{n}.json"));
            let log = format!(
                r#"{{"action": {{"type": "set", "player": 0, "counter": 0, "value": {n}}}}}"#
            );
            fs::write(&file, game("friday", &log)).unwrap();
            file
        })
        .collect()
}

#[test]
fn twelve_imports_at_once_of_twelve_games_sharing_an_id_leave_twelve_sessions() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    Store::open(&data).unwrap();
    let files = twelve(dir.path());
    let barrier = std::sync::Arc::new(std::sync::Barrier::new(files.len()));
    let threads: Vec<_> = files
        .into_iter()
        .map(|file| {
            let (data, barrier) = (data.clone(), barrier.clone());
            std::thread::spawn(move || {
                let store = Store::open(data).unwrap();
                barrier.wait();
                store.import(&file).unwrap()
            })
        })
        .collect();
    let mut ids: Vec<tablekeeper::session::SessionId> = threads
        .into_iter()
        .map(|t| match t.join().unwrap() {
            Imported::Added { id, .. } => id,
            other => panic!("{other:?}"),
        })
        .collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 12, "{ids:?}");
    let store = Store::open(&data).unwrap();
    let listing = store.list();
    assert_eq!(listing.sessions.len(), 12);
    let mut values: Vec<i64> = listing
        .sessions
        .iter()
        .map(|s| {
            let session = store.load(&s.id).unwrap().session;
            session.standings()[0].values[0].1
        })
        .collect();
    values.sort();
    assert_eq!(values, (0..12).collect::<Vec<_>>(), "each game kept whole");
}

#[test]
fn twelve_import_processes_at_once_leave_twelve_sessions() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    Store::open(&data).unwrap();
    let children: Vec<_> = twelve(dir.path())
        .into_iter()
        .map(|file| {
            std::process::Command::new(env!("CARGO_BIN_EXE_tablekeeper"))
                .env("TABLEKEEPER_DATA_DIR", &data)
                .env("LANGUAGE", "en")
                .env("LC_MESSAGES", "en_US.UTF-8")
                .arg("import")
                .arg(file)
                .stdout(std::process::Stdio::piped())
                .stderr(std::process::Stdio::piped())
                .spawn()
                .unwrap()
        })
        .collect();
    for child in children {
        let out = child.wait_with_output().unwrap();
        assert!(out.status.success(), "{out:?}");
    }
    assert_eq!(Store::open(&data).unwrap().list().sessions.len(), 12);
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

#[test]
fn a_note_that_could_fool_a_reader_is_refused_naming_its_field() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("data")).unwrap();
    let file = dir.path().join("rtl.json");
    let log = r#"{"action": {"type": "add", "player": 0, "counter": 0, "amount": 2}, "note": "gold \u202e04"}"#;
    fs::write(&file, game("rtl", log)).unwrap();
    let refused = store.import(&file).unwrap_err();
    assert!(
        refused.message.contains("log[0].note"),
        "{}",
        refused.message
    );
    assert_eq!(refused.rule.as_deref(), Some("rule-control-character"));
    assert!(store.list().sessions.is_empty());
}

/// The file names in `folder`, sorted: what a finished import left there.
fn names_in(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    names.sort();
    names
}

/// One game in two files under two ids (`friday`, `friday-copy`).
fn one_game_twice(dir: &Path) -> [PathBuf; 2] {
    ["friday", "friday-copy"].map(|id| {
        let file = dir.join(format!("{id}.json"));
        fs::write(&file, game(id, GOOD)).unwrap();
        file
    })
}

#[test]
fn one_game_under_two_ids_imported_at_once_is_one_session() {
    let dir = tempfile::tempdir().unwrap();
    let files = one_game_twice(dir.path());
    for round in 0..20 {
        let data = dir.path().join(format!("data{round}"));
        Store::open(&data).unwrap();
        let barrier = std::sync::Arc::new(std::sync::Barrier::new(8));
        let threads: Vec<_> = (0..8)
            .map(|n| {
                let (data, barrier) = (data.clone(), barrier.clone());
                let file = files[n % 2].clone();
                std::thread::spawn(move || {
                    let store = Store::open(data).unwrap();
                    barrier.wait();
                    store.import(&file).unwrap()
                })
            })
            .collect();
        let results: Vec<Imported> = threads.into_iter().map(|t| t.join().unwrap()).collect();
        let added: Vec<&Imported> = results
            .iter()
            .filter(|r| matches!(r, Imported::Added { .. }))
            .collect();
        assert_eq!(added.len(), 1, "round {round}: {results:?}");
        let id = added[0].id();
        assert!(results.iter().all(|r| r.id() == id), "{results:?}");
        assert_eq!(
            names_in(&data.join("sessions")),
            [format!("{id}.json")],
            "round {round}: one session, no lock or temp file left"
        );
    }
}

#[test]
fn one_game_under_two_ids_in_import_processes_at_once_is_one_session() {
    let dir = tempfile::tempdir().unwrap();
    let files = one_game_twice(dir.path());
    for round in 0..6 {
        let data = dir.path().join(format!("data{round}"));
        Store::open(&data).unwrap();
        let children: Vec<_> = (0..4)
            .map(|n| {
                std::process::Command::new(env!("CARGO_BIN_EXE_tablekeeper"))
                    .env("TABLEKEEPER_DATA_DIR", &data)
                    .env("LANGUAGE", "en")
                    .env("LC_MESSAGES", "en_US.UTF-8")
                    .arg("import")
                    .arg(&files[n % 2])
                    .stdout(std::process::Stdio::piped())
                    .stderr(std::process::Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for child in children {
            let out = child.wait_with_output().unwrap();
            assert!(out.status.success(), "{out:?}");
        }
        let sessions = names_in(&data.join("sessions"));
        assert_eq!(sessions.len(), 1, "round {round}: {sessions:?}");
        assert!(sessions[0].ends_with(".json"), "{sessions:?}");
    }
}

/// Every `.json` name in a folder is tried, and the ones that are not
/// regular files (a FIFO, a folder, a symlink to nothing) each get a line
/// naming them once, never passed over in silence.
#[cfg(unix)]
#[test]
fn a_folder_names_each_json_that_is_not_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("data")).unwrap();
    let folder = dir.path().join("in");
    fs::create_dir(&folder).unwrap();
    fs::write(folder.join("a.json"), game("friday", GOOD)).unwrap();
    fs::create_dir(folder.join("b.json")).unwrap();
    let fifo = folder.join("c.json");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    std::os::unix::fs::symlink("gone.json", folder.join("d.json")).unwrap();
    let files = store::files_to_import(&folder).unwrap();
    let names: Vec<_> = files
        .iter()
        .map(|f| f.strip_prefix(&folder).unwrap())
        .collect();
    assert_eq!(
        names,
        ["a.json", "b.json", "c.json", "d.json"].map(Path::new)
    );
    let mut importer = store.importer();
    assert_eq!(importer.import(&files[0]).unwrap(), added("friday", None));
    for (file, what) in files[1..].iter().zip([
        "a folder",
        "a FIFO (named pipe)",
        "a symbolic link to nothing",
    ]) {
        let refused = importer.import(file).unwrap_err();
        assert_eq!(
            refused.message,
            format!("{}: {what}, not a regular file; not opened", file.display())
        );
    }
    assert_eq!(store.list().sessions.len(), 1);
}
