//! A confirmation never appears under the pointer: for every button that
//! asks first (History's Delete, a log entry's delete, Reopen, Karth's
//! Concede and Knock out), in every language and at every window size, the
//! Yes that appears lies wholly outside the button first clicked, and the
//! second click of a double click lands on No.
#![cfg(feature = "gui")]

mod ui_common;

use iced::{Point, Rectangle, Size};
use tablekeeper::rules::custom::{self, Counter, WinRule};
use tablekeeper::rules::{AnyAction, AnySetup, Player};
use tablekeeper::session::Session;
use tablekeeper::store::Store;
use tablekeeper::ui::{App, Message};
use ui_common::{feed, in_language, settings};

const SIZES: [Size; 3] = [
    Size::new(1024.0, 768.0),
    Size::new(1280.0, 800.0),
    Size::new(1920.0, 1080.0),
];
const LANGUAGES: [&str; 5] = ["en", "de", "fr", "es", "tr"];

/// A button's bounds from its text's and its padding (iced's default is
/// 5 above and below, 10 beside), with a pixel more for rounding.
fn button_of(text: Rectangle, pad: Pad) -> Rectangle {
    let (v, h) = (pad.0 + 1.0, pad.1 + 1.0);
    Rectangle {
        x: text.x - h,
        y: text.y - v,
        width: text.width + 2.0 * h,
        height: text.height + 2.0 * v,
    }
}

/// A button's padding: above and below, beside.
#[derive(Clone, Copy)]
struct Pad(f32, f32);

/// iced's default.
const BUTTON: Pad = Pad(5.0, 10.0);
/// The log's small buttons.
const SMALL: Pad = Pad(0.0, 6.0);

fn find_all(app: &App, size: Size, label: &str) -> Vec<Rectangle> {
    ui_common::text_bounds(app, size, label)
}

/// Clicks `at` in a window of `size`.
fn click_at(app: &mut App, size: Size, at: Point) {
    let mut ui = iced_test::Simulator::with_size(settings(), size, app.view());
    ui.point_at(at);
    let _ = ui.simulate(iced_test::simulator::click());
    let messages = ui.into_messages().collect();
    feed(app, messages);
}

/// Clicks the first button labelled with the key `label`, then checks the
/// Yes that appears is wholly outside the button first clicked and that a
/// second click at the same place presses No.
fn asks_aside(app: &mut App, size: Size, label: &str, pad: Pad, what: &str) {
    let (tr, yes) = {
        let i = app.i18n();
        (i.tr(label), i.tr("ui-yes"))
    };
    let yes_before = find_all(app, size, &yes).len();
    let labels = find_all(app, size, &tr);
    let Some(first) = labels.first().copied() else {
        panic!("{what}: {tr:?} is on screen at {size:?}");
    };
    let clicked = button_of(first, pad);
    click_at(app, size, first.center());
    let yeses = find_all(app, size, &yes);
    assert_eq!(
        yeses.len(),
        yes_before + 1,
        "{what}: it asks ({tr:?} at {size:?})"
    );
    for y in yeses {
        assert!(
            button_of(y, pad).intersection(&clicked).is_none(),
            "{what} at {size:?}: {yes:?} at {y:?} lies over {tr:?} at {first:?}"
        );
    }
    // The second click of the double click lands on No: it cancels.
    click_at(app, size, first.center());
    assert_eq!(
        find_all(app, size, &yes).len(),
        yes_before,
        "{what} at {size:?}: a second click at the same place cancels"
    );
}

fn session(id: &str, decided: bool) -> Session {
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
        counters: vec![Counter::new("Points", 0)],
        win: Some(WinRule::Reach {
            counter: 0,
            target: 10,
        }),
    });
    let mut s = Session::new(id.into(), setup, chrono::DateTime::UNIX_EPOCH).unwrap();
    let last = if decided { 10 } else { 4 };
    for (player, amount) in [(1, 3), (0, last)] {
        let add = custom::Action::Add {
            player,
            counter: 0,
            amount,
        };
        s.apply(AnyAction::Custom(add), chrono::DateTime::UNIX_EPOCH)
            .unwrap();
    }
    s
}

fn app_with(code: &str, decided: bool) -> (tempfile::TempDir, Store, App) {
    let dir = tempfile::tempdir().unwrap();
    let (store, _) = in_language(dir.path(), code);
    store.save(&session("friday", decided)).unwrap();
    let (store, app) = in_language(dir.path(), code);
    (dir, store, app)
}

#[test]
fn history_delete_asks_aside_in_every_language_and_size() {
    for code in LANGUAGES {
        for size in SIZES {
            let (_dir, _store, mut app) = app_with(code, false);
            ui_common::go(&mut app, Message::History);
            asks_aside(&mut app, size, "ui-history-delete", BUTTON, code);
        }
    }
}

#[test]
fn deleting_a_log_entry_and_reopening_ask_aside_in_every_language_and_size() {
    for code in LANGUAGES {
        for size in SIZES {
            let (_dir, _store, mut app) = app_with(code, false);
            ui_common::later(&mut app, Message::Open("friday".into()));
            asks_aside(&mut app, size, "ui-delete-entry", SMALL, code);

            let (_dir, _store, mut app) = app_with(code, true);
            ui_common::later(&mut app, Message::Open("friday".into()));
            asks_aside(&mut app, size, "ui-reopen", BUTTON, code);
        }
    }
}

#[test]
fn karth_knock_out_and_concede_ask_aside_in_every_language_and_size() {
    for code in LANGUAGES {
        for size in SIZES {
            let dir = tempfile::tempdir().unwrap();
            let (_, mut app) = in_language(dir.path(), code);
            ui_common::later(
                &mut app,
                Message::NewGame(tablekeeper::rules::GameKind::Karth),
            );
            ui_common::later(&mut app, Message::Start);
            ui_common::click_id(&mut app, "karth-tab-player");
            for label in ["ui-karth-knock-out", "ui-karth-concede"] {
                asks_aside(&mut app, size, label, BUTTON, code);
            }
        }
    }
}
