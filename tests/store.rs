//! The store as a person meets it: saving, reloading, broken files set
//! aside and named, the history list, the one-window lock, settings.

mod common;

use std::fs;

use tablekeeper::store::{self, Settings, Store, StoreError, ThemeChoice};

#[test]
fn saved_sessions_load_back_identically() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut s = common::session("game-1", 7);
    s.undo().unwrap();
    s.set_note("Friday night".into());
    store.save(&s).unwrap();
    let loaded = store.load("game-1").unwrap();
    assert!(loaded.recovered.is_none());
    assert_eq!(loaded.session, s);
}

#[test]
fn a_broken_file_is_set_aside_and_its_backup_restored() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut s = common::session("g", 2);
    store.save(&s).unwrap();
    s.apply(common::add(0, 0, -1), common::t(99)).unwrap();
    store.save(&s).unwrap();
    let path = store.session_path("g").unwrap();
    fs::write(&path, b"{\"format_version\": 1, \"setup\": tru").unwrap();
    let loaded = store.load("g").unwrap();
    let q = loaded.recovered.expect("reported");
    assert!(q.to.starts_with(store.quarantine_dir()), "{q:?}");
    assert_eq!(
        fs::read(&q.to).unwrap(),
        b"{\"format_version\": 1, \"setup\": tru",
        "kept as it was"
    );
    assert!(q.reason.contains("line 1"), "{}", q.reason);
    assert_eq!(loaded.session.cursor(), 2, "the previous version");
    assert_eq!(store.load("g").unwrap().session.cursor(), 2);
}

#[test]
fn a_broken_file_without_backup_is_quarantined_and_the_rest_still_lists() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    store.save(&common::session("good", 3)).unwrap();
    fs::write(store.sessions_dir().join("bad.json"), b"\x00\xffgarbage").unwrap();
    let listing = store.list();
    assert_eq!(listing.sessions.len(), 1);
    assert_eq!(listing.sessions[0].id, "good");
    assert_eq!(listing.quarantined.len(), 1);
    assert!(listing.quarantined[0].from.ends_with("bad.json"));
    assert!(!store.sessions_dir().join("bad.json").exists());
    match store.load("bad") {
        Err(StoreError::NotFound(id)) => assert_eq!(id, "bad"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_file_from_a_newer_version_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let path = store.sessions_dir().join("future.json");
    fs::write(&path, b"{\"format_version\": 7, \"shiny\": true}").unwrap();
    let listing = store.list();
    assert!(listing.quarantined.is_empty());
    assert_eq!(listing.skipped.len(), 1);
    assert!(
        listing.skipped[0].1.contains("newer"),
        "{:?}",
        listing.skipped
    );
    assert!(path.exists());
}

#[test]
fn the_list_uses_the_index_and_notices_changes() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut a = common::session("a", 1);
    store.save(&a).unwrap();
    store.save(&common::session("b", 2)).unwrap();
    let first = store.list();
    assert_eq!(first.sessions.len(), 2);
    assert!(store.root().join("index.json").exists());
    // A changed file is re-read; a removed one drops out.
    for _ in 0..20 {
        a.apply(common::add(0, 0, -1), common::t(50)).unwrap();
    }
    store.save(&a).unwrap();
    fs::remove_file(store.session_path("b").unwrap()).unwrap();
    let second = store.list();
    assert_eq!(second.sessions.len(), 1);
    assert_eq!(second.sessions[0].entries, 21);
    assert_eq!(second.sessions[0].updated, common::t(50));
    assert!(!second.sessions[0].finished, "three players still stand");
    // A broken index is set aside and rebuilt.
    fs::write(store.root().join("index.json"), b"nonsense").unwrap();
    let third = store.list();
    assert_eq!(third.sessions, second.sessions);
    assert_eq!(third.quarantined.len(), 1);
}

#[test]
fn only_one_window_holds_a_session() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    store.save(&common::session("s", 0)).unwrap();
    let held = store.lock("s").unwrap();
    assert!(matches!(store.lock("s"), Err(StoreError::Locked(_))));
    drop(held);
    assert!(store.lock("s").is_ok());
}

#[test]
fn ids_cannot_escape_the_folder() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    assert!(matches!(
        store.load("../etc/passwd"),
        Err(StoreError::BadId(_))
    ));
    assert!(store::valid_id("2026-11-22_x"));
    assert!(!store::valid_id(""));
}

#[test]
fn new_ids_do_not_collide() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let id = store.new_id(common::t(0));
    store.save(&common::session(&id, 0)).unwrap();
    assert_ne!(store.new_id(common::t(0)), id);
}

#[test]
fn settings_round_trip_and_a_broken_file_is_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    assert_eq!(store.settings(), (Settings::default(), None));
    let s = Settings {
        language: Some("tr".into()),
        theme: ThemeChoice::Dark,
        zoom: 120,
    };
    store.save_settings(&s).unwrap();
    assert_eq!(store.settings().0, s);
    fs::write(store.root().join("settings.json"), b"{oops").unwrap();
    let (settings, q) = store.settings();
    assert_eq!(settings, Settings::default());
    assert!(q.unwrap().to.starts_with(store.quarantine_dir()));
}
