//! The store as a person meets it: saving, reloading, broken files set
//! aside and named, the history list, the one-window lock, settings.

mod common;

use std::fs;
#[cfg(unix)]
use std::path::{Path, PathBuf};
#[cfg(unix)]
use std::sync::mpsc;
use std::time::{Duration, Instant};

use common::age;
use tablekeeper::store::{
    self, IndexState, Settings, Store, StoreError, Sync, ThemeChoice, format,
};

#[test]
fn saved_sessions_load_back_identically() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut s = common::session("game-1", 7);
    s.undo().unwrap();
    s.set_note("Friday night".into()).unwrap();
    store.save(&s).unwrap();
    let loaded = store.load("game-1").unwrap();
    assert!(loaded.recovered.is_none());
    assert_eq!(loaded.session, s);
}

#[test]
fn a_broken_file_is_read_from_its_backup_and_set_aside_only_by_its_writer() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut s = common::session("g", 2);
    store.save(&s).unwrap();
    s.apply(common::add(0, 0, -1), common::t(99)).unwrap();
    store.save(&s).unwrap();
    let path = store.session_path("g").unwrap();
    let broken = b"{\"format_version\": 1, \"setup\": tru";
    fs::write(&path, broken).unwrap();
    // A reader reads the backup and moves nothing.
    let read = store.load("g").unwrap();
    assert!(read.recovered.is_none());
    assert_eq!(read.session.cursor(), 2, "the previous version");
    assert!(
        read.warnings[0].contains("left where it is"),
        "{:?}",
        read.warnings
    );
    assert_eq!(fs::read(&path).unwrap(), broken);
    assert!(!store.quarantine_dir().exists());
    let listing = store.list();
    assert_eq!(listing.sessions.len(), 1);
    assert_eq!(fs::read(&path).unwrap(), broken);
    // The window that takes the session to write sets it aside.
    let lock = store.lock("g").unwrap();
    let loaded = store.recover("g", &lock).unwrap();
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
fn a_broken_file_without_backup_is_named_and_left_and_the_rest_still_lists() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    store.save(&common::session("good", 3)).unwrap();
    let bad = store.sessions_dir().join("bad.json");
    fs::write(&bad, b"\x00\xffgarbage").unwrap();
    let listing = store.list();
    assert_eq!(listing.sessions.len(), 1);
    assert_eq!(listing.sessions[0].id, "good");
    assert_eq!(listing.skipped.len(), 1, "{:?}", listing.skipped);
    assert_eq!(listing.skipped[0].0, bad);
    assert!(!listing.skipped[0].1.contains("bad.json"), "named once");
    assert!(bad.exists(), "a reader moves nothing");
    match store.load("bad") {
        Err(StoreError::Format { path, .. }) => assert_eq!(path, bad),
        other => panic!("{other:?}"),
    }
    // Its writer sets it aside.
    let lock = store.lock("bad").unwrap();
    match store.recover("bad", &lock) {
        Err(StoreError::Quarantined(q)) => assert!(q.from.ends_with("bad.json")),
        other => panic!("{other:?}"),
    }
    assert!(!bad.exists());
}

#[test]
fn a_file_from_a_newer_version_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let path = store.sessions_dir().join("future.json");
    fs::write(&path, b"{\"format_version\": 7, \"shiny\": true}").unwrap();
    let listing = store.list();
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
    assert_eq!(first.index, IndexState::Stale);
    assert!(
        !store.root().join("index.json").exists(),
        "a reader writes nothing"
    );
    store.save_index(&first).unwrap();
    assert!(store.root().join("index.json").exists());
    assert_eq!(store.list().index, IndexState::Current);
    // A changed file is re-read; a removed one drops out.
    for _ in 0..20 {
        a.apply(common::add(0, 0, -1), common::t(50)).unwrap();
    }
    store.save(&a).unwrap();
    fs::remove_file(store.session_path("b").unwrap()).unwrap();
    let second = store.list();
    store.save_index(&second).unwrap();
    assert_eq!(second.sessions.len(), 1);
    assert_eq!(second.sessions[0].entries, 21);
    assert_eq!(second.sessions[0].updated, common::t(50));
    assert!(!second.sessions[0].finished, "three players still stand");
    // A broken index is rebuilt, and set aside when it is written.
    fs::write(store.root().join("index.json"), b"nonsense").unwrap();
    let third = store.list();
    assert_eq!(third.sessions, second.sessions);
    assert_eq!(third.index, IndexState::Broken);
    assert!(!store.quarantine_dir().exists());
    store.save_index(&third).unwrap();
    assert_eq!(
        fs::read_dir(store.quarantine_dir()).unwrap().count(),
        2,
        "the index and its note"
    );
    assert_eq!(store.list().index, IndexState::Current);
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
        contrast: tablekeeper::store::Contrast::High,
        zoom: 120,
        text_size: 150,
    };
    store.save_settings(&s).unwrap();
    assert_eq!(store.settings().0, s);
    let path = store.root().join("settings.json");
    fs::write(&path, b"{oops").unwrap();
    let (settings, broken) = store.settings();
    assert_eq!(settings, Settings::default());
    assert_eq!(broken.unwrap().0, path, "named");
    assert_eq!(fs::read(&path).unwrap(), b"{oops", "a reader moves nothing");
    // A change sets it aside and writes the settings anew.
    let saved = store.change_settings(|s| s.zoom = 130).unwrap();
    assert_eq!(saved.zoom, 130);
    assert_eq!(store.settings(), (saved, None));
    assert_eq!(fs::read_dir(store.quarantine_dir()).unwrap().count(), 2);
}

/// Runs `f` in a thread and waits at most 10 s for it: a read that blocks
/// (a FIFO opened) fails the test instead of hanging it.
#[cfg(unix)]
fn within_10s<T: Send + 'static>(what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(10))
        .unwrap_or_else(|_| panic!("{what} did not return within 10 s"))
}

/// Sets a file's modification time an hour back, so it is not "fresh".
#[test]
fn unknown_fields_load_and_are_named_by_path_in_load_list_and_read_file() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let s = common::session("typos", 3);
    let mut doc: serde_json::Value =
        serde_json::from_slice(&format::to_bytes(&s).unwrap()).unwrap();
    doc["setup"]["counters"][0]["mni"] = 0.into();
    doc["log"][2]["action"]["amuont"] = 7.into();
    doc["shiny"] = true.into();
    let path = store.session_path("typos").unwrap();
    fs::write(&path, serde_json::to_vec_pretty(&doc).unwrap()).unwrap();
    let want = ["shiny", "setup.counters[0].mni", "log[2].action.amuont"];

    let loaded = store.load("typos").unwrap();
    assert_eq!(loaded.session, s);
    assert_eq!(loaded.unknown_fields, want);
    assert!(loaded.recovered.is_none());
    for _ in 0..2 {
        // The second time from the index: the warning stays.
        let listing = store.list();
        assert_eq!(listing.sessions.len(), 1);
        assert!(listing.skipped.is_empty(), "{:?}", listing.skipped);
        let warnings: Vec<_> = listing.warnings().collect();
        assert_eq!(warnings.len(), 1, "{warnings:?}");
        let (id, warning) = warnings[0];
        assert_eq!(store.session_path(id).unwrap(), path);
        assert!(want.iter().all(|w| warning.contains(w)), "{warning}");
        assert_eq!(listing.sessions[0].warnings, [warning]);
    }
    let (session, unknown) = store::read_file_checked(&path).unwrap();
    assert_eq!(
        (session, unknown),
        (s.clone(), want.map(String::from).to_vec())
    );
    assert_eq!(store::read_file(&path).unwrap(), s);
}

#[test]
fn a_summary_is_kept_only_under_the_stamp_it_was_read_under() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut s =
        tablekeeper::session::Session::new("busy".into(), common::setup(4), common::t(0)).unwrap();
    for i in 0..1500 {
        s.apply(common::add(i % 4, 0, 1), common::t(i as i64))
            .unwrap();
    }
    store.save_with(&s, Sync::No).unwrap();
    let started = Instant::now();
    store.list();
    let one_list = started.elapsed().as_micros() as u64;
    let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
    for round in 0..15 {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        s.apply(common::add(round % 4, 0, 1), common::t(5000 + round as i64))
            .unwrap();
        let next = s.clone();
        let writer = store.clone();
        let delay = Duration::from_micros(seed % one_list.max(1));
        // A save lands somewhere while the list reads the file.
        let saver = std::thread::spawn(move || {
            std::thread::sleep(delay);
            writer.save_with(&next, Sync::No).unwrap();
        });
        let _ = fs::remove_file(store.root().join("index.json"));
        store.list();
        saver.join().unwrap();
        let listing = store.list();
        assert_eq!(
            listing.sessions[0].entries,
            s.cursor(),
            "round {round}: the history shows an older version of the file"
        );
    }
}

#[test]
fn a_session_left_only_as_its_backup_is_listed_and_put_back_by_a_writer() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut s = common::session("friday", 2);
    store.save(&s).unwrap();
    let before = s.clone();
    s.apply(common::add(0, 0, -1), common::t(99)).unwrap();
    store.save(&s).unwrap();
    store.list();
    let path = store.session_path("friday").unwrap();
    fs::remove_file(&path).unwrap();
    let listing = store.list();
    assert_eq!(listing.sessions.len(), 1, "{listing:?}");
    assert_eq!(listing.sessions[0].id, "friday");
    assert_eq!(listing.sessions[0].entries, 2, "the previous version");
    assert!(!path.exists(), "a listing only reads: nothing put back");
    // Said: the last change may be lost.
    let warnings: Vec<_> = listing.warnings().collect();
    assert_eq!(warnings.len(), 1, "{listing:?}");
    assert!(
        warnings[0].1.contains("read from its backup"),
        "{warnings:?}"
    );
    let read = store.load("friday").unwrap();
    assert_eq!(read.session, before);
    assert!(!path.exists(), "a load only reads: nothing put back");
    // The writer that opens it puts the backup back, and says so once.
    let lock = store.lock("friday").unwrap();
    let recovered = store.recover("friday", &lock).unwrap();
    assert_eq!(recovered.session, before);
    assert!(path.exists(), "put back from the backup");
    drop(lock);
    assert!(store.load("friday").unwrap().warnings.is_empty());
    assert_eq!(store.list().sessions[0].entries, 2);
}

// Unix only: Windows has no folder permission a test can take away this
// simply (its read-only attribute does not stop files being made in a
// folder), no FIFOs and no character devices to point a session at.
#[cfg(unix)]
/// Makes `dir` unwritable for this process, even as root (`chattr +i`),
/// until dropped. None, with a loud line, where neither way works here.
struct ReadOnly {
    dir: PathBuf,
    immutable: bool,
}

#[cfg(unix)]
impl ReadOnly {
    fn make(dir: &Path) -> Option<Self> {
        use std::os::unix::fs::PermissionsExt;
        let writable = || {
            let probe = dir.join(".probe");
            let ok = fs::write(&probe, b"").is_ok();
            let _ = fs::remove_file(&probe);
            ok
        };
        fs::set_permissions(dir, fs::Permissions::from_mode(0o555)).unwrap();
        if !writable() {
            return Some(ReadOnly {
                dir: dir.to_owned(),
                immutable: false,
            });
        }
        fs::set_permissions(dir, fs::Permissions::from_mode(0o755)).unwrap();
        let done = std::process::Command::new("chattr")
            .arg("+i")
            .arg(dir)
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        let guard = ReadOnly {
            dir: dir.to_owned(),
            immutable: done,
        };
        if done && !writable() {
            return Some(guard);
        }
        eprintln!("SKIPPED: cannot make a folder read-only here (root without chattr +i)");
        None
    }
}

#[cfg(unix)]
impl Drop for ReadOnly {
    fn drop(&mut self) {
        use std::os::unix::fs::PermissionsExt;
        if self.immutable {
            let _ = std::process::Command::new("chattr")
                .arg("-i")
                .arg(&self.dir)
                .status();
        }
        let _ = fs::set_permissions(&self.dir, fs::Permissions::from_mode(0o755));
    }
}

#[cfg(unix)]
#[test]
fn in_a_read_only_folder_backups_are_listed_and_broken_files_say_what_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut s = common::session("only-backup", 2);
    store.save(&s).unwrap();
    s.apply(common::add(0, 0, -1), common::t(99)).unwrap();
    store.save(&s).unwrap();
    fs::remove_file(store.session_path("only-backup").unwrap()).unwrap();
    let broken = store.session_path("broken").unwrap();
    fs::write(&broken, b"{\"format_version\": 1, \"setup\": tru").unwrap();
    age(&broken);
    // Their writer took their locks before the folder became read-only.
    let broken_lock = store.lock("broken").unwrap();
    let backup_lock = store.lock("only-backup").unwrap();
    let Some(_guard) = ReadOnly::make(&store.sessions_dir()) else {
        return;
    };
    let listing = store.list();
    assert_eq!(listing.sessions.len(), 1, "{listing:?}");
    assert_eq!(
        (listing.sessions[0].id.as_str(), listing.sessions[0].entries),
        ("only-backup", 2)
    );
    let warnings: Vec<_> = listing.warnings().collect();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert_eq!(warnings[0].0, "only-backup");
    assert!(
        warnings[0].1.contains("only-backup.json.bak"),
        "{warnings:?}"
    );
    assert_eq!(listing.skipped.len(), 1, "{:?}", listing.skipped);
    let (file, why) = &listing.skipped[0];
    assert_eq!(file, &broken);
    assert!(why.contains("line 1, column"), "{why}");
    let err = store.load("broken").unwrap_err().to_string();
    assert!(err.contains("line 1, column"), "{err}");
    // The writer's path tries to set the file aside and says it could not.
    let err = store
        .recover("broken", &broken_lock)
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("line 1, column") && err.contains("could not be moved"),
        "{err}"
    );
    assert!(broken.exists());
    let loaded = store.recover("only-backup", &backup_lock).unwrap();
    assert_eq!(loaded.session.cursor(), 2);
    assert!(
        loaded.warnings[0].contains("could not be restored"),
        "{:?}",
        loaded.warnings
    );
}

#[cfg(unix)]
#[test]
fn only_regular_files_are_opened_and_none_over_the_limit() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    store.save(&common::session("good", 2)).unwrap();
    let sessions = store.sessions_dir();
    let status = std::process::Command::new("mkfifo")
        .arg(sessions.join("pipe.json"))
        .arg(sessions.join("pipeback.json.bak"))
        .status()
        .unwrap();
    assert!(status.success());
    std::os::unix::fs::symlink("/dev/zero", sessions.join("zero.json")).unwrap();
    std::os::unix::fs::symlink("/dev/urandom", sessions.join("random.json")).unwrap();
    let big = fs::File::create(sessions.join("big.json")).unwrap();
    big.set_len(store::MAX_FILE_BYTES + 1).unwrap();
    drop(big);

    let s2 = store.clone();
    let listing = within_10s("list", move || s2.list());
    assert_eq!(listing.sessions.len(), 1, "{listing:?}");
    let why = |name: &str| {
        listing
            .skipped
            .iter()
            .find(|(p, _)| p.file_name().unwrap() == name)
            .map(|(_, why)| why.clone())
            .unwrap_or_else(|| panic!("{name} not reported: {:?}", listing.skipped))
    };
    assert!(why("pipe.json").contains("FIFO"));
    assert!(why("pipeback.json.bak").contains("FIFO"));
    assert!(why("zero.json").contains("character device"));
    assert!(why("random.json").contains("character device"));
    assert!(why("big.json").contains("64 MiB"), "{}", why("big.json"));

    for id in ["pipe", "zero", "big"] {
        let s2 = store.clone();
        let err = within_10s("load", move || s2.load(id).map(|_| ()));
        assert!(
            matches!(
                err,
                Err(StoreError::NotAFile { .. } | StoreError::TooLarge { .. })
            ),
            "{id}: {err:?}"
        );
        let path = sessions.join(format!("{id}.json"));
        let err = within_10s("read_file", move || {
            store::read_file_checked(&path).map(|_| ())
        });
        assert!(err.is_err(), "{id}");
    }
    assert!(sessions.join("pipe.json").exists(), "never moved");
}

#[test]
fn a_file_being_rewritten_in_place_is_read_again_not_quarantined() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let s = common::session("edited", 4);
    let bytes = format::to_bytes(&s).unwrap();
    let path = store.session_path("edited").unwrap();
    // An editor has written half of it; the rest follows 100 ms later.
    fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
    let (finish, rest) = (path.clone(), bytes.clone());
    let editor = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        fs::write(finish, rest).unwrap();
    });
    let loaded = store.load("edited").unwrap();
    editor.join().unwrap();
    assert_eq!(loaded.session, s);
    assert!(loaded.recovered.is_none());
    assert!(!store.quarantine_dir().exists(), "nothing set aside");
    // An old broken file is broken at once: named by a reader, set aside
    // only by the writer that holds its lock.
    fs::write(&path, &bytes[..bytes.len() / 2]).unwrap();
    age(&path);
    let started = Instant::now();
    assert!(matches!(
        store.load("edited"),
        Err(StoreError::Format { .. })
    ));
    assert!(started.elapsed() < Duration::from_millis(100));
    assert!(path.exists(), "a reader moves nothing");
    let lock = store.lock("edited").unwrap();
    assert!(matches!(
        store.recover("edited", &lock),
        Err(StoreError::Quarantined(_))
    ));
    assert!(!path.exists());
}

#[test]
fn the_file_name_is_the_id_so_no_two_rows_share_one() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let friday = common::session("friday", 3);
    store.save(&friday).unwrap();
    let copy = store.sessions_dir().join("other.json");
    fs::copy(store.session_path("friday").unwrap(), &copy).unwrap();
    let listing = store.list();
    let mut ids: Vec<_> = listing.sessions.iter().map(|s| s.id.as_str()).collect();
    ids.sort_unstable();
    assert_eq!(ids, ["friday", "other"]);
    let warnings: Vec<_> = listing.warnings().collect();
    assert_eq!(warnings.len(), 1, "{warnings:?}");
    assert_eq!(store.session_path(warnings[0].0).unwrap(), copy);
    assert!(warnings[0].1.contains("\"friday\""), "{warnings:?}");
    let other = store.load("other").unwrap();
    assert_eq!(other.session.id(), "other");
    assert_eq!(other.warnings.len(), 1);
    assert_eq!(store.load("friday").unwrap().session, friday);
    // Saving it writes its own file, not friday's.
    store.save(&other.session).unwrap();
    assert_eq!(store.load("friday").unwrap().session, friday);
    assert!(store.load("other").unwrap().warnings.is_empty());
}

#[test]
fn a_quarantined_file_is_named_with_where_it_went() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let path = store.session_path("bad").unwrap();
    fs::write(&path, b"{\"format_version\": 1,\n \"setup\": [").unwrap();
    age(&path);
    let lock = store.lock("bad").unwrap();
    let Err(StoreError::Quarantined(q)) = store.recover("bad", &lock) else {
        panic!("not quarantined")
    };
    assert_eq!(q.note_error, None);
    let text = StoreError::Quarantined(q.clone()).to_string();
    assert!(
        text.contains(&format!("moved to {}", q.to.display())),
        "{text}"
    );
    assert_eq!(
        text.matches("line ").count(),
        1,
        "the position once: {text}"
    );
    let note = fs::read_to_string(store::quarantine::note_path(&q.to)).unwrap();
    assert!(note.contains("line 2, column"), "{note}");
}

#[test]
fn a_deleted_session_goes_to_the_trash_and_comes_back() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let s = common::session("friday", 3);
    store.save(&s).unwrap();
    store.save(&s).unwrap(); // a backup beside it
    let bytes = fs::read(store.session_path("friday").unwrap()).unwrap();
    store.trash("friday").unwrap();
    assert!(store.list().sessions.is_empty(), "gone from the history");
    assert_eq!(
        fs::read(store.trash_dir().join("friday.json")).unwrap(),
        bytes
    );
    let trashed = store.trashed();
    assert_eq!(trashed.len(), 1);
    assert_eq!(trashed[0].id, "friday");
    store.restore("friday").unwrap();
    assert_eq!(
        fs::read(store.session_path("friday").unwrap()).unwrap(),
        bytes
    );
    assert_eq!(store.list().sessions.len(), 1);
    assert!(store.trashed().is_empty());
    // A restore never writes over a session of the same id: it comes
    // back under a fresh one.
    store.trash("friday").unwrap();
    store.save(&s).unwrap();
    let restored = store.restore("friday").unwrap();
    assert_eq!(restored.renamed_from.as_deref(), Some("friday"));
    assert_eq!(store.list().sessions.len(), 2);
    assert!(store.trashed().is_empty());
}

#[test]
fn an_abandoned_game_is_saved_and_listed_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut s = common::session("tuesday", 2);
    s.set_abandoned(true);
    store.save(&s).unwrap();
    assert!(store.load("tuesday").unwrap().session.abandoned());
    let row = &store.list().sessions[0];
    assert!(row.abandoned && !row.finished);
    s.set_abandoned(false);
    store.save(&s).unwrap();
    assert!(!store.list().sessions[0].abandoned);
}

const HOLDER_DIR: &str = "TABLEKEEPER_LOCK_HOLDER_DIR";

/// The other window of [`a_second_process_is_refused_until_the_first_ends`]:
/// takes session `s`'s lock in the given folder, says so, and holds it
/// until its standard input closes (or it is killed).
#[test]
#[ignore = "run by a_second_process_is_refused_until_the_first_ends"]
fn lock_holder() {
    let Ok(dir) = std::env::var(HOLDER_DIR) else {
        return;
    };
    let store = Store::open(dir).unwrap();
    let _held = store.lock("s").unwrap();
    println!("held");
    let _ = std::io::Read::read_to_end(&mut std::io::stdin(), &mut Vec::new());
}

/// Two windows on one session, each its own process: the second is
/// refused while the first holds the session, and a killed first one
/// lets go (on Windows the system releases a dead process's locks soon
/// after, not at once: hence the wait).
#[test]
fn a_second_process_is_refused_until_the_first_ends() {
    use std::io::{BufRead, BufReader};
    use std::process::{Command, Stdio};
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    store.save(&common::session("s", 0)).unwrap();
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args(["--ignored", "--exact", "lock_holder", "--nocapture"])
        .env(HOLDER_DIR, dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let out = BufReader::new(child.stdout.take().unwrap());
    let held = out
        .lines()
        .map_while(Result::ok)
        .any(|line| line.trim_end().ends_with("held"));
    assert!(held, "the other process never took the lock");
    assert!(matches!(store.lock("s"), Err(StoreError::Locked(_))));
    child.kill().unwrap();
    child.wait().unwrap();
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        match store.lock("s") {
            Ok(_) => break,
            Err(StoreError::Locked(_)) if Instant::now() < deadline => {
                std::thread::sleep(Duration::from_millis(50));
            }
            Err(e) => panic!("the killed process's lock stayed: {e}"),
        }
    }
}

/// Saving replaces the file while another reader has it open (the other
/// window reading, a sync client): the reader reads on in the version it
/// opened, the next open reads the new one, and the backup is the old.
// Fails under Wine 8.0: the save is refused ("Access denied", os error 5)
// while another handle has the session file open, as on Windows wherever
// a rename cannot replace an open file (without POSIX rename semantics:
// FAT and exFAT drives, many network shares). src/store/atomic.rs has no
// answer to that yet (issue #24).
/// A program that holds a session file open for a moment (a virus
/// scanner, a sync client) delays a save, never fails it: on Windows the
/// rename over the file is tried again until the holder lets go; elsewhere
/// it never waits. The holder here lets go after 300 ms.
#[test]
fn saving_while_the_file_is_held_for_a_moment() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut s = common::session("held", 2);
    store.save(&s).unwrap();
    let path = store.session_path("held").unwrap();
    let reader = fs::File::open(&path).unwrap();
    let holder = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(300));
        drop(reader);
    });
    s.apply(common::add(0, 0, 1), common::t(99)).unwrap();
    store.save(&s).unwrap();
    holder.join().unwrap();
    assert_eq!(store.load("held").unwrap().session, s);
}

#[cfg_attr(
    windows,
    ignore = "a file held open for the whole save: Wine 8 refuses the rename over it (Access denied) although std opens files sharing delete, which Windows' POSIX-semantics rename accepts (unverified on real Windows); held for a moment, see saving_while_the_file_is_held_for_a_moment"
)]
#[test]
fn saving_over_a_file_open_for_reading() {
    use std::io::Read;
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let mut s = common::session("open", 2);
    store.save(&s).unwrap();
    let path = store.session_path("open").unwrap();
    let before = fs::read(&path).unwrap();
    let mut reader = fs::File::open(&path).unwrap();
    s.apply(common::add(0, 0, 1), common::t(99)).unwrap();
    store.save(&s).unwrap();
    let mut read = Vec::new();
    reader.read_to_end(&mut read).unwrap();
    assert_eq!(read, before, "the open file reads as it was");
    drop(reader);
    assert_eq!(store.load("open").unwrap().session, s);
    assert_eq!(fs::read(store::atomic::backup_path(&path)).unwrap(), before);
}
