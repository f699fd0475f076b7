//! The window's banners are one live message: a second export's "Saved…"
//! takes the first one's place instead of piling up over the page, news
//! leaves by itself a few seconds later, and an error stays until it is
//! closed or replaced.
#![cfg(feature = "gui")]

mod ui_common;

use std::time::Duration;

use tablekeeper::rules::custom::{self, Counter};
use tablekeeper::rules::{AnySetup, Player};
use tablekeeper::session::Session;
use tablekeeper::store::Store;
use tablekeeper::ui::{App, Message, TransferMsg};

/// The app in English on a data folder in `dir` with a game of Custom,
/// under review, its exports asked for through the path field.
fn reviewing(dir: &std::path::Path) -> App {
    let store = Store::open(dir).unwrap();
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
        counters: vec![Counter::new("Points", 0)],
        win: None,
    });
    let session = Session::new("friday".into(), setup, chrono::DateTime::UNIX_EPOCH).unwrap();
    store.save(&session).unwrap();
    let mut app = ui_common::english(dir);
    app.use_path_field();
    ui_common::later(&mut app, Message::Review("friday".into()));
    app
}

/// Exports the Markdown report to `path` as a person does, in three
/// gestures a second apart: the button, the path, Save.
fn export(app: &mut App, path: &std::path::Path) {
    ui_common::click(app, "Markdown");
    ui_common::later(
        app,
        Message::Transfer(TransferMsg::Typed(path.display().to_string())),
    );
    ui_common::go(app, Message::Transfer(TransferMsg::Confirm));
}

#[test]
fn a_second_export_s_banner_takes_the_first_one_s_place() {
    let dir = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let mut app = reviewing(dir.path());
    let (first, second) = (out.path().join("one.md"), out.path().join("two.md"));
    export(&mut app, &first);
    assert!(first.exists());
    let said = app.banners();
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains("one.md"), "{said:?}");
    // Three seconds later, while the first is still news.
    export(&mut app, &second);
    assert!(second.exists());
    let said = app.banners();
    assert_eq!(said.len(), 1, "one message, not a pile: {said:?}");
    assert!(said[0].contains("two.md"), "the newest: {said:?}");
}

#[test]
fn news_leaves_by_itself_eight_seconds_later() {
    let dir = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let mut app = reviewing(dir.path());
    export(&mut app, &out.path().join("one.md"));
    assert_eq!(app.banners().len(), 1);
    // The window looks at the time every second while news shows.
    app.pass_time(Duration::from_secs(3));
    let _ = app.update(Message::Fade);
    assert_eq!(app.banners().len(), 1, "still there after 3 s");
    app.pass_time(Duration::from_secs(4));
    let _ = app.update(Message::Fade);
    assert_eq!(app.banners().len(), 1, "still there after 7 s, a path read");
    app.pass_time(Duration::from_secs(2));
    let _ = app.update(Message::Fade);
    assert!(
        app.banners().is_empty(),
        "gone after 9 s: {:?}",
        app.banners()
    );
}

#[test]
fn an_error_stays_until_closed_or_replaced() {
    let dir = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let mut app = reviewing(dir.path());
    // Never into the data folder's sessions: refused.
    let inside = dir.path().join("sessions").join("copy.md");
    export(&mut app, &inside);
    assert!(!inside.exists());
    let said = app.banners();
    assert_eq!(said.len(), 1, "{said:?}");
    assert!(said[0].contains("Could not save to"), "{said:?}");
    app.pass_time(Duration::from_secs(60));
    let _ = app.update(Message::Fade);
    assert_eq!(app.banners(), said, "an error does not leave by itself");
    // What the next export says replaces it.
    export(&mut app, &out.path().join("one.md"));
    let now = app.banners();
    assert_eq!(now.len(), 1, "{now:?}");
    assert!(now[0].contains("one.md"), "{now:?}");
    // And closed, it goes.
    export(&mut app, &inside);
    assert_eq!(app.banners().len(), 1);
    ui_common::click(&mut app, "Close");
    assert!(app.banners().is_empty(), "{:?}", app.banners());
}
