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
    ui_common::later(&mut app, Message::History);
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
    ui_common::later(&mut app, Message::Review("friday".into()));
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
fn a_name_windows_keeps_for_a_device_is_refused_in_the_windows_language() {
    let out = tempfile::tempdir().unwrap();
    for (code, button, words) in [
        ("en", "CSV", "CON is a name Windows keeps for a device"),
        ("de", "CSV", "CON ist unter Windows einem Gerät vorbehalten"),
        ("fr", "CSV", "CON est un nom que Windows réserve"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let (store, mut app) = ui_common::in_language(dir.path(), code);
        store.save(&game("friday", "Ana", "Bo", 0, 30)).unwrap();
        app.use_path_field();
        ui_common::later(&mut app, Message::Review("friday".into()));
        for name in ["CON.csv", "friday.csv."] {
            click(&mut app, button);
            clear(&mut app);
            let path = out.path().join(name);
            type_into(&mut app, "transfer-path", &path.display().to_string());
            assert!(!path.exists(), "{code}: {name}");
            // Where and what, in the window's language.
            let said = app.banners().join("\n");
            assert!(said.contains(&path.display().to_string()), "{said}");
            if name == "CON.csv" {
                assert!(said.contains(words), "{code}: {said}");
            }
        }
        assert!(
            app.banners().iter().any(|b| b.contains("Windows")),
            "{:?}",
            app.banners()
        );
    }
    // Spaces and accents in the folder and the name are written as asked.
    let dir = tempfile::tempdir().unwrap();
    let (_store, mut app) = app_with(dir.path(), &[game("friday", "Ana", "Bo", 0, 30)]);
    ui_common::later(&mut app, Message::Review("friday".into()));
    let folder = out.path().join("Spieleabend Ünal");
    std::fs::create_dir_all(&folder).unwrap();
    let path = folder.join("Partie – été.csv");
    click(&mut app, "CSV");
    clear(&mut app);
    type_into(&mut app, "transfer-path", &path.display().to_string());
    let written = std::fs::read(&path).unwrap_or_else(|e| panic!("{e}: {:?}", app.banners()));
    assert!(written.starts_with(b"\xEF\xBB\xBFentry,"), "{written:?}");
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
        ui_common::later(&mut app, Message::Review(game.into()));
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

/// A picture of the window as the app would take it (scale 2, the dark
/// theme): its size in pixels and its RGBA bytes.
fn picture(app: &App, dir: &std::path::Path, name: &str) -> (u32, u32, Vec<u8>) {
    let snapshot = ui_common::sim(app, tablekeeper::ui::WINDOW_SIZE)
        .snapshot(&iced::Theme::Dark)
        .unwrap();
    // The snapshot's pixels are read back from the file it writes.
    assert!(
        snapshot
            .matches_image(dir.join(format!("{name}.png")))
            .unwrap()
    );
    let file = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .find(|p| {
            p.file_name()
                .is_some_and(|f| f.to_string_lossy().starts_with(&format!("{name}-")))
        })
        .unwrap();
    decode(&std::fs::read(file).unwrap())
}

fn decode(png_bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut reader = png::Decoder::new(std::io::Cursor::new(png_bytes))
        .read_info()
        .unwrap();
    let mut rgba = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut rgba).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba);
    (info.width, info.height, rgba)
}

/// How many pixels inside `area` (logical, at scale 2) are within 2 of
/// `color` in every channel.
fn pixels_like(picture: &(u32, u32, Vec<u8>), area: iced::Rectangle, color: [u8; 4]) -> usize {
    let (width, _, rgba) = picture;
    let mut n = 0;
    for y in (area.y * 2.0) as u32..((area.y + area.height) * 2.0) as u32 {
        for x in (area.x * 2.0) as u32..((area.x + area.width) * 2.0) as u32 {
            let at = ((y * width + x) * 4) as usize;
            if rgba[at..at + 3]
                .iter()
                .zip(&color[..3])
                .all(|(a, b)| a.abs_diff(*b) <= 2)
            {
                n += 1;
            }
        }
    }
    n
}

#[test]
fn the_chart_is_saved_as_a_card_on_paper_with_title_legend_and_axes() {
    let dir = tempfile::tempdir().unwrap();
    let out = tempfile::tempdir().unwrap();
    let shots = tempfile::tempdir().unwrap();
    let (_store, mut app) = app_with(dir.path(), &[game("friday", "Ana", "Bo", 0, 30)]);
    ui_common::later(&mut app, Message::Review("friday".into()));
    let size = tablekeeper::ui::WINDOW_SIZE;
    // On screen, the chart marks the moment under review in the theme's
    // primary colour.
    let cursor = iced::Theme::Dark
        .extended_palette()
        .primary
        .base
        .color
        .into_rgba8();
    let on_screen = ui_common::bounds(&app, size, "review-chart");
    let screen = picture(&app, shots.path(), "screen");
    assert!(pixels_like(&screen, on_screen, cursor) > 100, "the marker");
    assert!(!texts(&app).contains(&"Entry".to_owned()));

    click(&mut app, "Chart (PNG)");
    clear(&mut app);
    let path = out.path().join("chart.png");
    type_into(&mut app, "transfer-path", &path.display().to_string());
    // The picture is being taken (the screenshot is not, headless): the
    // review shows the card to print in its place.
    let all = texts(&app);
    // The day as the user's locale writes it (the environment's, for English).
    let day = tablekeeper::locale::Formats::from_env("en").date(
        DateTime::UNIX_EPOCH
            .with_timezone(&chrono::Local)
            .date_naive(),
    );
    for words in [
        "Custom counters",
        &format!("{day} · Ana, Bo"),
        "Points",
        "Entry",
        "Ana",
        "Bo",
        "Win threshold: 10",
    ] {
        assert!(all.iter().any(|t| t == words), "{words:?} in {all:?}");
    }
    assert!(!shows(&app, "Reopen"), "the card alone: {all:?}");
    let card = ui_common::bounds(&app, size, "review-chart");
    assert!(card.width > 800.0 && card.height > 400.0, "{card:?}");
    let print = picture(&app, shots.path(), "print");
    assert_eq!(pixels_like(&print, card, cursor), 0, "no marker");
    let paper = pixels_like(&print, card, [255, 255, 255, 255]);
    let all_pixels = (card.width * card.height * 4.0) as usize;
    assert!(paper * 10 > all_pixels * 8, "{paper} of {all_pixels} white");

    // The window's picture comes: the card is cut from it and saved, and
    // the review is back.
    let (width, height, rgba) = print;
    let shot = iced::window::Screenshot::new(rgba, iced::Size::new(width, height), 2.0);
    let _ = app.update(Message::Transfer(TransferMsg::Shot(
        path.clone(),
        card,
        shot,
    )));
    let (w, h, saved) = decode(&std::fs::read(&path).unwrap());
    assert!(
        w.abs_diff((card.width * 2.0) as u32) <= 1,
        "{w} for {card:?}"
    );
    assert!(
        h.abs_diff((card.height * 2.0) as u32) <= 1,
        "{h} for {card:?}"
    );
    // Paper to the very edge: no line of the screen around it.
    let row = w as usize * 4;
    for (x, y) in [(0, 0), (w as usize - 1, 0), (0, h as usize - 1), (2, 2)] {
        let at = y * row + x * 4;
        assert_eq!(&saved[at..at + 4], &[255, 255, 255, 255], "({x}, {y})");
    }
    assert!(shows(&app, "Reopen"));
    assert!(!texts(&app).contains(&"Entry".to_owned()));
}

#[test]
fn a_refused_import_is_said_in_the_windows_language_with_the_detail_after() {
    let dir = tempfile::tempdir().unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let (store, mut app) = ui_common::in_language(dir.path(), "de");
    app.use_path_field();
    ui_common::later(&mut app, Message::History);
    let import = |app: &mut App, path: &std::path::Path| {
        let _ = app.update(Message::Transfer(TransferMsg::Typed(String::new())));
        click(app, "Sitzungen importieren…");
        type_into(app, "transfer-path", &path.display().to_string());
    };
    // Not JSON at all.
    let garbage = elsewhere.path().join("notes.json");
    std::fs::write(&garbage, "shopping list: eggs").unwrap();
    import(&mut app, &garbage);
    assert!(
        banner_with(
            &app,
            "notes.json wurde nicht importiert: Das ist keine Tablekeeper-Sitzung, oder sie ist beschädigt. Details: "
        ),
        "{:?}",
        app.banners()
    );
    // A field nothing reads.
    let other = Store::open(elsewhere.path()).unwrap();
    other.save(&game("saturday", "Cy", "Di", 1, 20)).unwrap();
    let good = elsewhere.path().join("sessions").join("saturday.json");
    let mut doc: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&good).unwrap()).unwrap();
    doc["notse"] = "typo".into();
    let typo = elsewhere.path().join("typo.json");
    std::fs::write(&typo, serde_json::to_vec(&doc).unwrap()).unwrap();
    import(&mut app, &typo);
    assert!(
        banner_with(
            &app,
            "Sie enthält Felder, die Tablekeeper nicht kennt (ein Tippfehler?). Details: unknown field notse"
        ),
        "{:?}",
        app.banners()
    );
    // No such file.
    import(&mut app, &elsewhere.path().join("nowhere.json"));
    assert!(
        banner_with(
            &app,
            "Es gibt keine Datei und keinen Ordner mit diesem Namen."
        ),
        "{:?}",
        app.banners()
    );
    assert!(store.list().sessions.is_empty(), "nothing was written");
}
