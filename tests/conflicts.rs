//! A data folder kept in sync by Syncthing, Nextcloud or Dropbox: the
//! conflict copies they leave in `sessions/` are listed as conflicts of
//! their session, never quarantined or changed, and kept or discarded (to
//! the trash, restorable) only when asked.

mod common;

use std::fs;
use std::path::{Path, PathBuf};

use tablekeeper::session::Session;
use tablekeeper::store::{Store, format};

const SYNCTHING: &str = "friday.sync-conflict-20261122-101500-ABCDEF7.json";
const NEXTCLOUD: &str = "friday (conflicted copy 2026-11-22 101500).json";
const DROPBOX: &str = "friday (Ana's conflicted copy 2026-11-22).json";
const DROPBOX_2: &str = "friday (Ana's conflicted copy 2026-11-22) (1).json";
const ORPHAN: &str = "gone.sync-conflict-20261122-101500-ABCDEF7.json";

fn bytes(session: &Session) -> Vec<u8> {
    format::to_bytes(session).unwrap()
}

/// Every file under `root` with its bytes.
fn snapshot(root: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for e in fs::read_dir(&dir).unwrap().flatten() {
            let path = e.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.file_name().unwrap() != "index.json" {
                out.push((path.clone(), fs::read(&path).unwrap()));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_kind_of_conflict_copy_is_listed_as_a_conflict_of_its_session() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    store.save(&common::session("friday", 3)).unwrap();
    let sessions = store.sessions_dir();
    for (name, entries) in [
        (SYNCTHING, 4),
        (NEXTCLOUD, 5),
        (DROPBOX, 6),
        (DROPBOX_2, 7),
        (ORPHAN, 2),
    ] {
        fs::write(
            sessions.join(name),
            bytes(&common::session("friday", entries)),
        )
        .unwrap();
    }
    let before = snapshot(dir.path());
    for _ in 0..2 {
        let listing = store.list();
        assert_eq!(listing.sessions.len(), 1, "{listing:?}");
        assert!(listing.skipped.is_empty(), "{:?}", listing.skipped);
        let found: Vec<(&str, &str, usize)> = listing
            .conflicts
            .iter()
            .map(|c| {
                assert_eq!(c.error, None, "{c:?}");
                let s = c.summary.as_ref().unwrap();
                assert_eq!(s.id, c.id, "listed under the id it is a copy of");
                (c.id.as_str(), c.file.as_str(), s.entries)
            })
            .collect();
        assert_eq!(
            found,
            [
                ("friday", DROPBOX_2, 7),
                ("friday", DROPBOX, 6),
                ("friday", NEXTCLOUD, 5),
                ("friday", SYNCTHING, 4),
                ("gone", ORPHAN, 2),
            ]
        );
    }
    assert_eq!(snapshot(dir.path()), before, "nothing moved or changed");
    assert!(!store.quarantine_dir().exists());
    let copy = store.load_conflict(NEXTCLOUD).unwrap();
    assert_eq!(
        (copy.session.id(), copy.session.cursor()),
        (&"friday".into(), 5)
    );
    assert_eq!(snapshot(dir.path()), before, "loading changes nothing");
    for refused in ["friday.json", "../friday.json", "friday (1).json", "x"] {
        assert!(store.load_conflict(refused).is_err(), "{refused}");
        assert!(store.keep_conflict(refused).is_err(), "{refused}");
        assert!(store.discard_conflict(refused).is_err(), "{refused}");
    }
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn a_broken_conflict_copy_is_listed_with_why_and_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    store.save(&common::session("friday", 3)).unwrap();
    fs::write(
        store.sessions_dir().join(SYNCTHING),
        b"{\"format_version\": 2, oops",
    )
    .unwrap();
    let before = snapshot(dir.path());
    let listing = store.list();
    assert_eq!(listing.sessions.len(), 1);
    let [c] = &listing.conflicts[..] else {
        panic!("{listing:?}")
    };
    assert_eq!((c.id.as_str(), c.file.as_str()), ("friday", SYNCTHING));
    assert!(c.summary.is_none());
    let why = c.error.as_deref().unwrap();
    assert!(why.contains(SYNCTHING) && why.contains("line 1"), "{why}");
    assert!(store.load_conflict(SYNCTHING).is_err());
    assert!(
        store.keep_conflict(SYNCTHING).is_err(),
        "never kept over a session"
    );
    assert_eq!(snapshot(dir.path()), before, "nothing moved or changed");
    assert!(!store.quarantine_dir().exists());
    assert_eq!(store.load("friday").unwrap().session.cursor(), 3);
}

#[test]
fn keep_discard_and_restore_a_conflict_copy() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mine = common::session("friday", 3);
    let theirs = common::session("friday", 5);
    store.save(&mine).unwrap();
    let sessions = store.sessions_dir();
    fs::write(sessions.join(SYNCTHING), bytes(&theirs)).unwrap();

    // Keep theirs: mine goes to the trash first.
    store.keep_conflict(SYNCTHING).unwrap();
    assert!(!sessions.join(SYNCTHING).exists());
    assert_eq!(
        fs::read(sessions.join("friday.json")).unwrap(),
        bytes(&theirs)
    );
    let listing = store.list();
    assert!(listing.conflicts.is_empty());
    assert_eq!(listing.sessions[0].entries, 5);
    let trashed = store.trashed();
    assert_eq!((trashed.len(), trashed[0].entries), (1, 3));
    // (Restoring it now would bring it back under a new id, never over
    // the session: see tests/store_edges.rs.)

    // Discard a copy: to the trash, listed there, and back on restore.
    fs::write(sessions.join(NEXTCLOUD), bytes(&mine)).unwrap();
    store.discard_conflict(NEXTCLOUD).unwrap();
    assert!(!sessions.join(NEXTCLOUD).exists());
    assert!(store.list().conflicts.is_empty());
    let entries = store.trash_entries();
    assert_eq!(entries.len(), 2, "{entries:?}");
    let copy = entries.iter().find(|t| t.conflict).unwrap();
    assert_eq!(
        (copy.id.as_str(), copy.file.as_str()),
        ("friday", NEXTCLOUD)
    );
    assert_eq!(store.trashed().len(), 2, "a trashed copy is not hidden");
    store.restore_file(NEXTCLOUD).unwrap();
    let listing = store.list();
    assert_eq!(listing.conflicts.len(), 1);
    assert_eq!(listing.conflicts[0].file, NEXTCLOUD);

    // Discarded twice under one name: both kept, numbered.
    store.discard_conflict(NEXTCLOUD).unwrap();
    fs::write(sessions.join(NEXTCLOUD), bytes(&theirs)).unwrap();
    store.discard_conflict(NEXTCLOUD).unwrap();
    let files: Vec<String> = store
        .trash_entries()
        .into_iter()
        .filter(|t| t.conflict)
        .map(|t| t.file)
        .collect();
    assert_eq!(files.len(), 2, "{files:?}");

    // The session comes back by id once its place is free; then the copies.
    store.trash("friday").unwrap();
    store.restore("friday").unwrap();
    assert_eq!(store.load("friday").unwrap().session.cursor(), 5);
    fs::remove_file(sessions.join("friday.json")).unwrap();
    fs::remove_file(sessions.join("friday.json.bak")).ok();
    store.restore("friday").unwrap();
    assert_eq!(
        store.load("friday").unwrap().session.cursor(),
        3,
        "the older one"
    );
    while store.trash_entries().iter().any(|t| t.id == "friday") {
        store.restore("friday").unwrap();
    }
    assert_eq!(
        store.list().conflicts.len(),
        2,
        "the copies, under their names"
    );
}

/// What file managers and other sync tools name a copy of `friday.json`.
/// Windows' file names have no case: there `friday.JSON` is `friday.json`
/// itself, no copy (see [`more_copies`]).
const MORE_COPIES: [&str; 8] = [
    "friday (1).json",
    "friday (Case Conflict).json",
    "friday copy.json",
    "friday - Copy.json",
    "friday(2).json",
    "friday.sync-conflict-20261122-101500-ABCDEF7.sync-conflict-20261123-090000-QQQ2.json",
    "friday.JSON",
    "friday.Conflict.json",
];

/// [`MORE_COPIES`] that can be beside `friday.json` on this system.
fn more_copies() -> Vec<&'static str> {
    MORE_COPIES
        .into_iter()
        .filter(|name| cfg!(not(windows)) || *name != "friday.JSON")
        .collect()
}

#[test]
fn copies_named_by_file_managers_and_other_tools_are_conflicts_too_and_nothing_is_unmentioned() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    store.save(&common::session("friday", 3)).unwrap();
    let sessions = store.sessions_dir();
    for (n, name) in more_copies().into_iter().enumerate() {
        fs::write(
            sessions.join(name),
            bytes(&common::session("friday", 4 + n)),
        )
        .unwrap();
    }
    // Not a session's name, nor a copy's: listed as skipped, with why.
    fs::write(sessions.join("Ümlaut.json"), b"{}").unwrap();
    let listing = store.list();
    assert_eq!(listing.sessions.len(), 1);
    let mut found: Vec<&str> = listing.conflicts.iter().map(|c| c.file.as_str()).collect();
    found.sort();
    let mut wanted = more_copies();
    wanted.sort();
    assert_eq!(found, wanted);
    assert!(
        listing
            .conflicts
            .iter()
            .all(|c| c.id == "friday" && c.error.is_none())
    );
    assert_eq!(listing.skipped.len(), 1, "{:?}", listing.skipped);
    assert!(listing.skipped[0].0.ends_with("Ümlaut.json"));
    assert!(listing.skipped[0].1.contains("not a session file name"));

    // The command line names each one.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_tablekeeper"))
        .env("TABLEKEEPER_DATA_DIR", dir.path())
        .env("LANGUAGE", "en")
        .env("LC_MESSAGES", "en_US.UTF-8")
        .arg("list")
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    for name in more_copies() {
        assert!(stdout.contains(name), "{name} not in: {stdout}");
    }
    assert!(String::from_utf8_lossy(&out.stderr).contains("Ümlaut.json: skipped"));
    // A copy in another case is kept like any copy (where file names have
    // case; on Windows, where friday.JSON is friday.json, another copy).
    let copy = if cfg!(windows) {
        "friday.Conflict.json"
    } else {
        "friday.JSON"
    };
    let n = more_copies().iter().position(|c| *c == copy).unwrap();
    store.keep_conflict(copy).unwrap();
    let kept = store.load("friday").unwrap().session;
    assert_eq!(kept.cursor(), 4 + n);
}
