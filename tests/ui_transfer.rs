//! Export, import and stats as a person uses them in the window: export
//! the session under review, import a good file and a refused one (where no
//! file dialog can be shown, through the path field), read the stats.
#![cfg(feature = "gui")]

mod ui_common;

use chrono::{DateTime, Duration};
use tablekeeper::rules::custom::{self, Counter, WinRule};
use tablekeeper::rules::{AnyAction, AnySetup, Player};
use tablekeeper::session::Session;
use tablekeeper::store::Store;
use tablekeeper::ui::{App, Message, TransferMsg};
use ui_common::{click, english, shows, texts, type_into};

/// A game of Custom to 10 points between `a` and `b`, won by `winner`
/// (0 or 1) after `minutes`.
fn game(id: &str, a: &str, b: &str, winner: usize, minutes: i64) -> Session {
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new(a, 0), Player::new(b, 1)],
        counters: vec![Counter::new("Points", 0)],
        win: Some(WinRule::Reach {
            counter: 0,
            target: 10,
        }),
    });
    let start = DateTime::UNIX_EPOCH;
    let mut s = Session::new(id.into(), setup, start).unwrap();
    for (player, amount) in [(1 - winner, 4), (winner, 10)] {
        s.apply(
            AnyAction::Custom(custom::Action::Add {
                player,
                counter: 0,
                amount,
            }),
            start + Duration::minutes(minutes),
        )
        .unwrap();
    }
    s
}

fn app_with(dir: &std::path::Path, sessions: &[Session]) -> (Store, App) {
    let store = Store::open(dir).unwrap();
    for s in sessions {
        store.save(s).unwrap();
    }
    let mut app = english(dir);
    app.use_path_field();
    let _ = app.update(Message::History);
    (store, app)
}

/// Empties the path field (it suggests a path in the documents folder).
fn clear(app: &mut App) {
    let _ = app.update(Message::Transfer(TransferMsg::Typed(String::new())));
}

fn banner_with(app: &App, words: &str) -> bool {
    app.banners().iter().any(|b| b.contains(words))
}

#[test]
fn the_session_under_review_is_exported_where_the_path_says() {
    let dir = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let (_store, mut app) = app_with(dir.path(), &[game("friday", "Ana", "Bo", 0, 30)]);
    let _ = app.update(Message::Review("friday".into()));
    for (button, file, holds) in [
        ("Session file", "friday.json", "\"format_version\""),
        ("JSON report", "friday-report.json", "\"Ana\""),
        ("Markdown", "friday.md", "Ana"),
        ("CSV, one row per entry", "series.csv", "Points"),
    ] {
        click(&mut app, button);
        assert!(
            shows(
                &app,
                "No file dialog can be shown here (no desktop portal and no zenity): type the path instead."
            ),
            "it says why it asks for a path"
        );
        assert!(
            ui_common::value_of(&app, "transfer-path").ends_with(file.trim_start_matches("series")),
            "it suggests a file name"
        );
        let path = out.path().join(file);
        clear(&mut app);
        type_into(&mut app, "transfer-path", &path.display().to_string());
        let written = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{button}: {e}; banners {:?}", app.banners()));
        assert!(written.contains(holds), "{button}: {written}");
        assert!(banner_with(&app, &format!("to {}", path.display())));
    }
    // Never into the data folder's sessions.
    click(&mut app, "JSON report");
    clear(&mut app);
    let inside = dir.path().join("sessions").join("copy.json");
    type_into(&mut app, "transfer-path", &inside.display().to_string());
    assert!(!inside.exists());
    assert!(banner_with(&app, "Could not save to"));

    // The session file goes to another table and comes back whole.
    let elsewhere = tempfile::tempdir().unwrap();
    let (other, mut there) = app_with(elsewhere.path(), &[]);
    click(&mut there, "Import sessions…");
    type_into(
        &mut there,
        "transfer-path",
        &out.path().join("friday.json").display().to_string(),
    );
    let back = other.load("friday").unwrap().session;
    assert_eq!(back.entries(), game("friday", "Ana", "Bo", 0, 30).entries());
    assert!(back.outcome().is_finished());
}

#[test]
fn a_good_file_is_imported_and_a_refused_one_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let (store, mut app) = app_with(dir.path(), &[game("friday", "Ana", "Bo", 0, 30)]);
    // A good file from another data folder, with an id not in use.
    let other = Store::open(elsewhere.path()).unwrap();
    other.save(&game("saturday", "Cy", "Di", 1, 20)).unwrap();
    let good = elsewhere.path().join("sessions").join("saturday.json");
    assert!(shows(&app, "All sessions (1)"));
    click(&mut app, "Import sessions…");
    type_into(&mut app, "transfer-path", &good.display().to_string());
    assert!(
        banner_with(&app, "as session saturday"),
        "{:?}",
        app.banners()
    );
    assert!(shows(&app, "All sessions (2)"));
    assert_eq!(store.list().sessions.len(), 2);

    // The same file again: the same game is not added twice.
    click(&mut app, "Import sessions…");
    type_into(&mut app, "transfer-path", &good.display().to_string());
    assert!(
        banner_with(&app, "session saturday is this same game"),
        "{:?}",
        app.banners()
    );
    assert!(shows(&app, "All sessions (2)"));
    assert_eq!(store.list().sessions.len(), 2);

    // Another game that carries the id saturday gets a new one.
    other.save(&game("saturday", "Cy", "Di", 0, 25)).unwrap();
    click(&mut app, "Import sessions…");
    type_into(&mut app, "transfer-path", &good.display().to_string());
    assert!(
        banner_with(&app, "(its id saturday is already in use)"),
        "{:?}",
        app.banners()
    );
    assert_eq!(store.list().sessions.len(), 3);

    // A file whose second entry adds to a player who is not there.
    let text = std::fs::read_to_string(&good).unwrap();
    let mut doc: serde_json::Value = serde_json::from_str(&text).unwrap();
    doc["id"] = "broken".into();
    doc["log"][1]["action"]["player"] = 7.into();
    let refused = elsewhere.path().join("broken.json");
    std::fs::write(&refused, serde_json::to_vec(&doc).unwrap()).unwrap();
    click(&mut app, "Import sessions…");
    type_into(&mut app, "transfer-path", &refused.display().to_string());
    assert!(
        banner_with(&app, "log entry 2 is refused by rule rule-"),
        "{:?}",
        app.banners()
    );
    assert_eq!(store.list().sessions.len(), 3, "nothing was written");
    assert!(!dir.path().join("sessions").join("broken.json").exists());
    assert!(
        std::fs::read_dir(dir.path().join("quarantine")).map_or(true, |mut d| d.next().is_none())
    );
}

#[test]
fn the_stats_screen_counts_wins_and_meetings() {
    let dir = tempfile::tempdir().unwrap();
    let (_store, mut app) = app_with(
        dir.path(),
        &[
            game("a", "Ana", "Bo", 0, 30),
            game("b", "ana", "Bo", 1, 10),
            game("c", "Ana", "Cy", 0, 20),
        ],
    );
    click(&mut app, "Stats");
    let all = texts(&app);
    assert!(all.iter().any(|t| t == "3 sessions"), "{all:?}");
    // Ana: 3 games, 2 wins, 67 %, 20 minutes on average.
    assert!(
        all.iter()
            .any(|t| t == "Ana: 2 of 3 games won (67 %), 20 min on average"),
        "{all:?}"
    );
    assert!(
        all.iter().any(|t| t.contains("Reached the goal × 2")),
        "{all:?}"
    );
}

#[test]
fn every_game_s_review_keeps_its_chart_and_export_on_screen() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = app_with(dir.path(), &[]);
    let screens = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/screens");
    for game in [
        "custom",
        "karth",
        "hero_realms",
        "kharnage",
        "koth",
        "kings_armory",
    ] {
        std::fs::copy(
            screens.join(format!("{game}.json")),
            store.sessions_dir().join(format!("{game}.json")),
        )
        .unwrap();
        let _ = app.update(Message::Review(game.into()));
        for size in [
            iced::Size::new(1280.0, 800.0),
            iced::Size::new(1024.0, 600.0),
        ] {
            ui_common::ids_fit(&app, size, &["review-chart".into(), "review-export".into()])
                .unwrap_or_else(|e| panic!("{game}: {e}"));
            let chart = ui_common::bounds(&app, size, "review-chart");
            assert!(
                chart.height >= 120.0,
                "{game} at {size:?}: the chart is {chart:?}"
            );
        }
    }
}
