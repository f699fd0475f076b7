//! Every word on every screen of every game comes from the translation
//! files: in the pseudo-language each message is wrapped in ⟦ ⟧, so any
//! other text (besides numbers and the players' own words) is a string
//! that bypassed the bundle.
#![cfg(feature = "gui")]

mod ui_common;

use tablekeeper::ui::{App, Message, TransferMsg};

/// Text that is not from the bundle: not wrapped, not a number or sign,
/// and not one of the players' own words in `data`.
fn stray(app: &App, data: &str) -> Vec<String> {
    ui_common::texts(app)
        .into_iter()
        .filter(|t| {
            // Every word outside the bundle's ⟦ ⟧ must be the players' own.
            !t.contains('⟦')
                && t.split(|c: char| !c.is_alphanumeric())
                    .any(|w| w.chars().any(char::is_alphabetic) && !data.contains(w))
        })
        .collect()
}

const GAMES: &[&str] = &[
    "custom",
    "karth",
    "hero_realms",
    "kharnage",
    "koth",
    "kings_armory",
];

#[test]
fn every_screen_of_every_game_speaks_only_from_the_bundle() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = ui_common::in_language(dir.path(), tablekeeper::i18n::PSEUDO);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/screens");
    // The players' own words, and each language's name in itself.
    let mut data: String = tablekeeper::i18n::languages()
        .map(|code| tablekeeper::i18n::I18n::new(code).tr("ui-language-name"))
        .collect::<Vec<_>>()
        .join(" ");
    for game in GAMES {
        let json = std::fs::read_to_string(root.join(format!("{game}.json"))).unwrap();
        std::fs::write(store.sessions_dir().join(format!("{game}.json")), &json).unwrap();
        data.push_str(&json);
    }
    // A sync tool's conflict copy: its file name is shown as it is.
    let copy = "karth.sync-conflict-20261122-101500-ABCDEF7.json";
    std::fs::copy(
        store.sessions_dir().join("karth.json"),
        store.sessions_dir().join(copy),
    )
    .unwrap();
    data.push_str(copy);
    app.use_path_field();
    let mut found = Vec::new();
    let mut look = |app: &App, screen: &str| {
        // A setup form's badges show the initials of the names typed.
        let data = format!("{data} {}", ui_common::form_initials(app));
        for t in stray(app, &data) {
            found.push(format!("{screen}: {t:?}"));
        }
    };
    ui_common::go(&mut app, Message::Home);
    look(&app, "home");
    ui_common::go(&mut app, Message::History);
    look(&app, "history");
    let pseudo = tablekeeper::i18n::I18n::new(tablekeeper::i18n::PSEUDO);
    ui_common::click(&mut app, &pseudo.tr("ui-import-files"));
    look(&app, "history, importing");
    ui_common::go(&mut app, Message::Stats);
    look(&app, "stats");
    let png = dir.path().join("chart.png").display().to_string();
    for game in GAMES {
        ui_common::later(&mut app, Message::Review((*game).into()));
        look(&app, &format!("review {game}"));
        // The card printed while the chart's picture is taken (the picture
        // itself never comes, headless): the capture is then given up.
        ui_common::click(&mut app, &pseudo.tr("ui-export-chart"));
        let _ = app.update(Message::Transfer(TransferMsg::Typed(png.clone())));
        ui_common::later(&mut app, Message::Transfer(TransferMsg::Confirm));
        let entries = pseudo.tr("ui-chart-entries");
        assert!(
            ui_common::texts(&app).contains(&entries),
            "{game}: the card"
        );
        look(&app, &format!("review {game}, printing the chart"));
        let _ = app.update(Message::Transfer(TransferMsg::ChartAt(
            png.clone().into(),
            None,
        )));
    }
    ui_common::click(&mut app, &pseudo.tr("ui-export-chart"));
    look(&app, "review, exporting the chart");
    ui_common::later(&mut app, Message::Settings);
    look(&app, "settings");
    for kind in tablekeeper::rules::GameKind::ALL {
        ui_common::later(&mut app, Message::NewGame(*kind));
        look(&app, &format!("setup {}", kind.name()));
    }
    for game in GAMES {
        ui_common::later(&mut app, Message::Open((*game).into()));
        assert!(app.session().is_some(), "{game} opened");
        look(&app, &format!("play {game}"));
        ui_common::later(&mut app, Message::TableMode);
        look(&app, &format!("play {game} in table mode"));
        ui_common::later(&mut app, Message::TableMode);
    }
    assert!(
        found.is_empty(),
        "text that is not from the bundle:\n{}",
        found.join("\n")
    );
}
