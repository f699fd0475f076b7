//! History as a person uses it: delete a session (it asks first, then it
//! goes to the trash), find it among the deleted and restore it; give up an
//! unfinished game; review a past game step by step.
#![cfg(feature = "gui")]

mod ui_common;

use tablekeeper::store::Store;
use tablekeeper::ui::{App, Loaded, Message};
use ui_common::{click, english, shows};

fn two_sessions(dir: &std::path::Path) -> (Store, App) {
    let store = Store::open(dir).unwrap();
    let mut app = english(dir);
    for id in ["friday", "monday"] {
        let mut s = ui_common_session(id);
        s.set_note(String::new()).unwrap();
        store.save(&s).unwrap();
    }
    ui_common::go(&mut app, Message::History);
    (store, app)
}

fn ui_common_session(id: &str) -> tablekeeper::session::Session {
    use tablekeeper::rules::custom::{self, Counter};
    use tablekeeper::rules::{AnyAction, AnySetup, Player};
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
        counters: vec![Counter::new("Points", 0)],
        win: None,
    });
    let mut s =
        tablekeeper::session::Session::new(id.into(), setup, chrono::DateTime::UNIX_EPOCH).unwrap();
    for (p, n) in [(0, 3), (1, 5), (0, 4)] {
        s.apply(
            AnyAction::Custom(custom::Action::Add {
                player: p,
                counter: 0,
                amount: n,
            }),
            chrono::DateTime::UNIX_EPOCH,
        )
        .unwrap();
    }
    s
}

#[test]
fn delete_asks_then_trashes_and_restore_brings_it_back() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = two_sessions(dir.path());
    assert!(shows(&app, "All sessions (2)"));
    click(&mut app, "Delete");
    assert_eq!(store.list().sessions.len(), 2, "one click deletes nothing");
    click(&mut app, "Yes");
    assert_eq!(store.list().sessions.len(), 1);
    assert_eq!(store.trashed().len(), 1);
    assert!(shows(&app, "All sessions (1)"));
    click(&mut app, "Deleted (trash)");
    click(&mut app, "Restore");
    assert_eq!(store.list().sessions.len(), 2);
    assert!(store.trashed().is_empty());
}

#[test]
fn restore_beside_a_backup_of_the_same_id_brings_it_back_under_a_new_id() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = two_sessions(dir.path());
    click(&mut app, "Delete");
    click(&mut app, "Yes");
    let gone = store.trashed()[0].id.clone();
    // Meanwhile another game took the id, and only its backup is left.
    let other = ui_common_session(&gone);
    store.save(&other).unwrap();
    store.save(&other).unwrap();
    std::fs::remove_file(store.session_path(&gone).unwrap()).unwrap();
    let backup = dir.path().join(format!("sessions/{gone}.json.bak"));
    let held = std::fs::read(&backup).unwrap();
    ui_common::go(&mut app, Message::History);
    click(&mut app, "Deleted (trash)");
    click(&mut app, "Restore");
    assert_eq!(std::fs::read(&backup).unwrap(), held, "the backup is kept");
    assert!(store.trashed().is_empty());
    assert!(
        app.banners()
            .iter()
            .any(|b| b.contains(&format!("its id {gone} is held by another session"))),
        "{:?}",
        app.banners()
    );
    // The restored game, the other one, and the one behind the backup.
    assert_eq!(store.list().sessions.len(), 3);
}

#[test]
fn an_abandoned_game_leaves_the_games_in_progress() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = two_sessions(dir.path());
    click(&mut app, "Abandon");
    let rows = store.list().sessions;
    assert_eq!(rows.iter().filter(|s| s.abandoned).count(), 1);
    click(&mut app, "in progress");
    assert!(
        shows(&app, "All sessions (1)"),
        "only the other one is in progress"
    );
    click(&mut app, "abandoned");
    assert!(shows(&app, "All sessions (1)"));
    click(&mut app, "Take up again");
    assert!(store.list().sessions.iter().all(|s| !s.abandoned));
}

#[test]
fn a_past_game_is_reviewed_step_by_step() {
    let dir = tempfile::tempdir().unwrap();
    let (_store, mut app) = two_sessions(dir.path());
    ui_common::later(&mut app, Message::Review("friday".into()));
    assert!(shows(&app, "Entry 3 of 3"));
    click(&mut app, "◀");
    assert!(shows(&app, "Entry 2 of 3"));
    assert!(shows(&app, "Points 3"), "Ana had 3 after two entries");
    click(&mut app, "◀");
    click(&mut app, "◀");
    assert!(shows(&app, "Entry 0 of 3"));
    // The arrow keys step the timeline too; End and Home jump.
    let arrow = |app: &mut tablekeeper::ui::App, named| {
        ui_common::press(app, Some(named), "", iced::keyboard::Modifiers::empty());
    };
    use iced::keyboard::key::Named;
    arrow(&mut app, Named::ArrowRight);
    assert!(shows(&app, "Entry 1 of 3"));
    arrow(&mut app, Named::End);
    assert!(shows(&app, "Entry 3 of 3"));
    arrow(&mut app, Named::ArrowLeft);
    assert!(shows(&app, "Entry 2 of 3"));
    arrow(&mut app, Named::Home);
    assert!(shows(&app, "Entry 0 of 3"));
    click(&mut app, "Reopen");
    assert!(app.session().is_some(), "Reopen opens the game to play");
}

#[test]
fn a_file_changed_underneath_shows_when_history_is_opened() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = two_sessions(dir.path());
    ui_common::go(&mut app, Message::Home);
    // Another machine (a sync tool) writes a third session meanwhile.
    store.save(&ui_common_session("synced")).unwrap();
    click(&mut app, "History");
    assert!(shows(&app, "All sessions (3)"));
}

#[test]
fn a_sync_conflict_copy_is_listed_reviewed_and_kept() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = two_sessions(dir.path());
    // The copy another machine made of friday: one entry more.
    let mut other = ui_common_session("friday");
    other
        .apply(
            tablekeeper::rules::AnyAction::Custom(tablekeeper::rules::custom::Action::Add {
                player: 1,
                counter: 0,
                amount: 20,
            }),
            chrono::DateTime::UNIX_EPOCH,
        )
        .unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    Store::open(elsewhere.path()).unwrap().save(&other).unwrap();
    let copy = "friday.sync-conflict-20261122-101500-ABCDEF7.json";
    std::fs::copy(
        elsewhere.path().join("sessions").join("friday.json"),
        dir.path().join("sessions").join(copy),
    )
    .unwrap();
    click(&mut app, "History");
    assert!(shows(&app, "1 conflict copy"), "the copy is listed");
    assert!(shows(&app, &format!("Copy of friday: {copy}")));
    assert!(!store.quarantine_dir().exists(), "never quarantined");

    click(&mut app, "Review copy");
    assert!(shows(&app, "Entry 4 of 4"), "the copy's own log");
    ui_common::go(&mut app, Message::History);

    click(&mut app, "Keep this copy");
    assert!(
        dir.path().join("sessions").join(copy).exists(),
        "one click keeps nothing"
    );
    click(&mut app, "Yes");
    assert!(!dir.path().join("sessions").join(copy).exists());
    let kept = store.load("friday").unwrap().session;
    assert_eq!(kept.cursor(), 4, "the copy took its session's place");
    assert_eq!(
        store.trashed().len(),
        1,
        "the replaced session is in the trash"
    );
    assert!(!shows(&app, "1 conflict copy"));
}

#[test]
fn a_discarded_conflict_copy_is_restored_as_a_copy_from_the_trash() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = two_sessions(dir.path());
    let sessions = dir.path().join("sessions");
    let copy = "monday (conflicted copy 2026-11-22 101500).json";
    std::fs::copy(sessions.join("monday.json"), sessions.join(copy)).unwrap();
    // And a file in the trash that does not read: listed, not hidden.
    std::fs::create_dir_all(dir.path().join("trash")).unwrap();
    std::fs::write(dir.path().join("trash").join("broken.json"), b"{ not json").unwrap();
    click(&mut app, "History");
    click(&mut app, "Discard copy");
    click(&mut app, "Yes");
    assert!(!sessions.join(copy).exists(), "the copy went to the trash");
    click(&mut app, "Deleted (trash)");
    assert!(shows(&app, &format!("Copy of monday: {copy}")));
    assert!(shows(&app, "broken.json"), "an unreadable file is listed");
    // The copy's row is the one with the copy's label: its Restore is the
    // first, as the copy is the newest change.
    click(&mut app, "Restore");
    assert!(sessions.join(copy).exists(), "back as a conflict copy");
    assert!(sessions.join("monday.json").exists());
    assert_eq!(store.list().conflicts.len(), 1);
}

#[test]
fn the_history_read_at_start_arrives_without_holding_up_the_first_frame() {
    let dir = tempfile::tempdir().unwrap();
    let (store, _) = two_sessions(dir.path());
    // The window starts with nothing read: the first frame waits for no
    // file. The history comes as a message from another thread.
    let (mut app, _read) = App::boot(store.clone());
    let _ = app.update(Message::Library(Loaded::of(store.list())));
    click(&mut app, "History");
    assert!(shows(&app, "All sessions (2)"));
    // A history read since is newer: a late one from the start is dropped.
    click(&mut app, "Delete");
    click(&mut app, "Yes");
    let mut old = store.list();
    old.sessions.push(old.sessions[0].clone());
    let _ = app.update(Message::Library(Loaded::of(old)));
    assert!(shows(&app, "All sessions (1)"));
}

#[test]
fn a_lost_co_op_game_reads_by_its_reason_on_home_and_in_history() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui_common::with_lost_gauntlet(dir.path());
    for screen in [Message::Home, Message::History] {
        ui_common::go(&mut app, screen);
        let all = ui_common::texts(&app).join("\n");
        assert!(!all.contains("nobody won"), "{all}");
        assert!(all.contains("Over: "), "{all}");
    }
    // The review says how it ended, at any moment of its timeline.
    ui_common::later(&mut app, Message::Review("gauntlet".into()));
    ui_common::press(
        &mut app,
        Some(iced::keyboard::key::Named::Home),
        "",
        iced::keyboard::Modifiers::empty(),
    );
    let all = ui_common::texts(&app).join("\n");
    assert!(all.contains("The table lost"), "{all}");
}
