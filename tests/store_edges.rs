//! The edges of the data folder: restore never writes over a session or a
//! backup, new sessions claim their id, and what is written can always be
//! read back (one size limit for both), a phone's entry with its seat.

mod common;

use std::fs;

use tablekeeper::store::{self, MAX_FILE_BYTES, Store, StoreError, format};

#[test]
fn restore_never_writes_over_a_session_or_a_backup() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let deleted = common::session("friday", 3);
    store.save(&deleted).unwrap();
    store.save(&deleted).unwrap(); // and its backup
    store.trash("friday").unwrap();

    // Another game took the id since; only its backup is left.
    let other = common::session("friday", 5);
    store.save(&other).unwrap();
    store.save(&other).unwrap();
    let path = store.session_path("friday").unwrap();
    let backup = dir.path().join("sessions/friday.json.bak");
    fs::remove_file(&path).unwrap();
    let held = fs::read(&backup).unwrap();

    let restored = store.restore_file("friday.json").unwrap();
    assert_eq!(restored.renamed_from.as_deref(), Some("friday"));
    assert_ne!(restored.id, "friday");
    assert_eq!(fs::read(&backup).unwrap(), held, "the backup is untouched");
    let back = store.load(&restored.id).unwrap();
    assert_eq!(back.session.cursor(), 3, "the deleted game");
    assert!(back.warnings.is_empty(), "{:?}", back.warnings);
    assert!(
        store.trash_entries().is_empty(),
        "{:?}",
        store.trash_entries()
    );
    // Its backup came along under the new id.
    assert!(
        store
            .sessions_dir()
            .join(format!("{}.json.bak", restored.id))
            .exists()
    );

    // A session file of that id: the same.
    store.save(&other).unwrap();
    store.trash(&restored.id).unwrap();
    let again = store.restore(&restored.id).unwrap();
    assert_eq!(again.renamed_from, None, "its own id is free again");
    store.trash(&again.id).unwrap();
    store.save(&common::session(&again.id, 1)).unwrap();
    let renamed = store.restore(&again.id).unwrap();
    assert_ne!(renamed.id, again.id);
    assert_eq!(store.load(&again.id).unwrap().session.cursor(), 1);
    assert_eq!(store.load(&renamed.id).unwrap().session.cursor(), 3);
}

#[test]
fn a_new_session_never_takes_the_file_of_another() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let first = common::session("friday", 2);
    store.save(&first).unwrap();
    let bytes = fs::read(store.session_path("friday").unwrap()).unwrap();
    let mut second = common::session("friday", 4);
    let old = store.save_new(&mut second).unwrap();
    assert_eq!(old.as_deref(), Some("friday"));
    assert_ne!(second.id(), "friday");
    assert_eq!(
        fs::read(store.session_path("friday").unwrap()).unwrap(),
        bytes
    );
    assert_eq!(store.load(second.id()).unwrap().session, second);
}

/// A session whose file takes exactly `size` bytes, padded by its note.
fn session_of_size(size: u64, entries: usize) -> tablekeeper::session::Session {
    let mut s = common::session("big", entries);
    s.set_note(String::from("x")).unwrap();
    let one = format::to_bytes(&s).unwrap().len() as u64;
    let note = "x".repeat((size - one + 1) as usize);
    s.set_note(note).unwrap();
    assert_eq!(format::to_bytes(&s).unwrap().len() as u64, size);
    s
}

#[test]
fn what_is_written_can_be_read_back_and_no_more_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("data")).unwrap();
    // At the limit: saved, and read back whole.
    let at = session_of_size(MAX_FILE_BYTES, 2);
    store.save(&at).unwrap();
    let path = store.session_path("big").unwrap();
    assert_eq!(fs::metadata(&path).unwrap().len(), MAX_FILE_BYTES);
    assert_eq!(store.load("big").unwrap().session, at);

    // One byte over: refused, and the file on disk is as it was.
    let over = session_of_size(MAX_FILE_BYTES + 1, 2);
    let err = store.save(&over).unwrap_err();
    assert!(
        matches!(err, StoreError::TooLargeToWrite { size, .. } if size == MAX_FILE_BYTES + 1),
        "{err}"
    );
    assert!(err.to_string().contains("nothing was written"), "{err}");
    assert_eq!(fs::metadata(&path).unwrap().len(), MAX_FILE_BYTES);
    assert_eq!(store.load("big").unwrap().session, at);
}

#[test]
fn an_import_that_would_pass_the_limit_on_disk_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path().join("data")).unwrap();
    store.list();
    // Compact in the file, over the limit once written as the store writes.
    let over = session_of_size(MAX_FILE_BYTES + 1, 20);
    let value: serde_json::Value =
        serde_json::from_slice(&format::to_bytes(&over).unwrap()).unwrap();
    let compact = serde_json::to_vec(&value).unwrap();
    assert!((compact.len() as u64) < MAX_FILE_BYTES);
    let file = dir.path().join("big.json");
    fs::write(&file, &compact).unwrap();
    let before: Vec<_> = fs::read_dir(store.sessions_dir()).unwrap().collect();
    let refused = store.import(&file).unwrap_err();
    assert!(
        refused.message.contains("over the limit") && refused.message.contains("not imported"),
        "{}",
        refused.message
    );
    let after: Vec<_> = fs::read_dir(store.sessions_dir()).unwrap().collect();
    assert_eq!(before.len(), after.len(), "nothing written");
    assert!(store::valid_id("big"));
}

#[test]
fn leftovers_of_cut_off_saves_are_removed_but_never_a_live_one() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    store.save(&common::session("friday", 2)).unwrap();
    let sessions = store.sessions_dir();
    let old = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    let make = |name: &str, aged: bool| {
        let path = sessions.join(name);
        fs::write(&path, b"{\"format_version\": 2, \"setup\": ").unwrap();
        if aged {
            let f = fs::File::options().write(true).open(&path).unwrap();
            f.set_modified(old).unwrap();
        }
        path
    };
    let dead = make(".friday.json.tmp-4194300-3", true);
    let dead_old_style = make(".friday.json.tmp-4194301", true);
    let fresh = make(".friday.json.tmp-4194302-0", false);
    let live = make(".friday.json.tmp-4194303-1", true);
    let held = fs::File::open(&live).unwrap();
    held.lock().unwrap();
    let mine = make(&format!(".friday.json.bak-{}", std::process::id()), true);
    let removed = store.clean_leftovers();
    assert_eq!(removed.len(), 2, "{removed:?}");
    assert!(!dead.exists() && !dead_old_style.exists());
    assert!(fresh.exists(), "a fresh one may be between create and lock");
    assert!(live.exists(), "its writer holds the lock");
    assert!(mine.exists(), "its process is running");
    drop(held);
    // Never taken for a session, never listed.
    let listing = store.list();
    assert_eq!(listing.sessions.len(), 1);
    assert!(listing.skipped.is_empty() && listing.conflicts.is_empty());
    assert!(store.load("friday").is_ok());
}

#[test]
fn where_an_entry_came_from_is_saved_and_an_old_file_without_it_loads() {
    let mut s = common::session("phones", 0);
    s.apply_from(common::add(1, 0, 1), common::t(1), Some(1))
        .unwrap();
    s.apply(common::add(0, 0, 1), common::t(2)).unwrap();
    s.apply_from(common::add(0, 0, 1), common::t(3), Some(0))
        .unwrap();
    s.delete(0).unwrap();
    let bytes = format::to_bytes(&s).unwrap();
    let text = String::from_utf8(bytes.clone()).unwrap();
    // The last entry's, and the deleted one's kept for Undo.
    assert_eq!(text.matches("\"from\"").count(), 2, "{text}");
    let back = format::from_bytes(&bytes, "phones").unwrap();
    assert_eq!(back, s);
    let froms: Vec<_> = back.entries().iter().map(|e| e.from).collect();
    assert_eq!(froms, [None, Some(0)]);
    // The delete came after Ana's phone's entry: not hers to undo now;
    // once the delete is undone, it is.
    let mut undo = back.clone();
    assert!(undo.undo_seat(0).is_err());
    undo.undo().unwrap();
    assert_eq!(undo.entries()[2].from, Some(0));
    undo.undo_seat(0).unwrap();
    // The file as an older Tablekeeper wrote it: no "from" anywhere.
    fn strip(v: &mut serde_json::Value) {
        match v {
            serde_json::Value::Object(map) => {
                map.remove("from");
                map.values_mut().for_each(strip);
            }
            serde_json::Value::Array(list) => list.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut value: serde_json::Value = serde_json::from_slice(&bytes).unwrap();
    strip(&mut value);
    let old = value.to_string();
    assert!(!old.contains("\"from\""));
    let old = format::from_bytes(old.as_bytes(), "phones").unwrap();
    assert!(old.entries().iter().all(|e| e.from.is_none()));
    assert_eq!(old.standings(), s.standings());
    let mut undo = old.clone();
    undo.undo().unwrap();
    assert!(undo.undo_seat(0).is_err(), "no phone's entry now");
}
