//! The list of keys, as a person opens it: F1 or ? shows the window's keys
//! and the screen's (on a game, the game's own too), in the user's
//! language; Esc or Close closes it, and while it is open the game's keys
//! wait.
#![cfg(feature = "gui")]

mod ui_common;

use iced::keyboard::{Modifiers, key};
use tablekeeper::ui::{App, Message};
use ui_common::{click, english, in_language, press, shows};

fn points(app: &App) -> i64 {
    app.session().expect("a session is open").standings()[0].values[0].1
}

#[test]
fn f1_lists_the_keys_of_the_game_on_screen_and_esc_closes_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Custom counters");
    click(&mut app, "Start the game");
    assert!(app.session().is_some());
    assert!(!shows(&app, "Keys"));

    press(&mut app, Some(key::Named::F1), "", Modifiers::empty());
    assert!(app.help_open());
    assert!(shows(&app, "Keys"));
    assert!(shows(
        &app,
        "Ctrl+1: Home · Ctrl+2: History · Ctrl+3: Stats · Ctrl+4: Events · Ctrl+5: Settings"
    ));
    let play = ui_common::texts(&app)
        .into_iter()
        .find(|t| t.starts_with("Ctrl+Z: undo · Ctrl+Y or Ctrl+Shift+Z: redo · Ctrl+P"));
    assert!(play.is_some(), "the play screen's own keys");
    assert!(shows(
        &app,
        "Keys: ↑↓ or Tab player · ←→ counter · + − one step · digits, then Enter: set the counter · Alt+N how many dice, Alt+S sides (digits, then Enter: roll) · Alt+D next die · Alt+R roll · Esc cancels"
    ));
    // The game's + waits while the list is open.
    let before = points(&app);
    press(&mut app, None, "+", Modifiers::empty());
    assert_eq!(points(&app), before);

    press(&mut app, Some(key::Named::Escape), "", Modifiers::empty());
    assert!(!app.help_open());
    assert!(!shows(&app, "Keys"));
    press(&mut app, None, "+", Modifiers::empty());
    assert_eq!(points(&app), before + 1, "+ reaches the game again");
}

#[test]
fn question_mark_opens_it_anywhere_and_close_closes_it() {
    let dir = tempfile::tempdir().unwrap();
    let (_store, mut app) = in_language(dir.path(), "de");
    press(&mut app, None, "?", Modifiers::empty());
    assert!(app.help_open());
    assert_eq!(
        app.help_lines(),
        vec!["ui-help-window", "ui-help-go", "ui-help-screen"],
        "Home has the window's keys and the screens' (Tab, Enter, Esc)"
    );
    assert!(shows(&app, "Tasten"));
    assert!(shows(
        &app,
        "F1 oder ?: diese Liste · F11: Tischmodus · Strg+= und Strg+−: zoomen, Strg+0: zurück auf 100 % · Esc: Liste schließen"
    ));
    assert!(shows(
        &app,
        "Tab, Umschalt+Tab: vor und zurück durch Felder und Schaltflächen · Enter oder Leertaste: die umrandete Schaltfläche drücken · Esc: zurück (zuerst aus einem Feld oder einer offenen Frage)"
    ));
    click(&mut app, "Schließen (Esc)");
    assert!(!app.help_open());
    // F1 twice: open, then closed again.
    press(&mut app, Some(key::Named::F1), "", Modifiers::empty());
    press(&mut app, Some(key::Named::F1), "", Modifiers::empty());
    assert!(!app.help_open());
}

#[test]
fn every_game_names_its_keys() {
    let mut started = Vec::new();
    for kind in tablekeeper::rules::GameKind::ALL {
        let dir = tempfile::tempdir().unwrap();
        let mut app = english(dir.path());
        ui_common::go(&mut app, Message::NewGame(*kind));
        ui_common::go(&mut app, Message::Start);
        if app.session().is_none() {
            // A form that needs more before it starts (names, heroes).
            continue;
        }
        press(&mut app, Some(key::Named::F1), "", Modifiers::empty());
        let lines = app.help_lines();
        assert_eq!(
            &lines[..3],
            ["ui-help-window", "ui-help-go", "ui-help-play"],
            "{kind:?}"
        );
        let own = lines.get(3).copied();
        assert!(own.is_some(), "{kind:?}: {own:?}");
        started.push(kind.name());
    }
    eprintln!("started with the form's defaults: {started:?}");
    assert!(started.len() >= 5, "{started:?}");
}

/// What `key` asks the window to do on the screen shown: how many of the
/// task's actions are widget operations (a focus move).
fn focus_moves(app: &mut App, named: key::Named, modifiers: Modifiers) -> usize {
    use iced::futures::StreamExt;
    use iced_test::runtime::{Action, task::into_stream};
    let key = iced::keyboard::Key::Named(named);
    let event = iced::keyboard::Event::KeyPressed {
        key: key.clone(),
        modified_key: key,
        physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
        location: iced::keyboard::Location::Standard,
        modifiers,
        text: None,
        repeat: false,
    };
    let Some(stream) = into_stream(app.update(Message::Key(event))) else {
        return 0;
    };
    iced::futures::executor::block_on(
        stream
            .filter(|a| std::future::ready(matches!(a, Action::Widget(_))))
            .count(),
    )
}

#[test]
fn tab_moves_the_focus_in_forms_and_is_left_to_the_game_on_a_board() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Custom counters");
    // The focus moves, then the page scrolls to show it: two operations.
    assert_eq!(
        focus_moves(&mut app, key::Named::Tab, Modifiers::empty()),
        2
    );
    assert_eq!(focus_moves(&mut app, key::Named::Tab, Modifiers::SHIFT), 2);
    assert_eq!(
        focus_moves(&mut app, key::Named::Enter, Modifiers::empty()),
        0
    );
    click(&mut app, "Start the game");
    assert!(app.session().is_some());
    // Custom's board reads Tab itself: the next player, no focus move.
    assert_eq!(
        focus_moves(&mut app, key::Named::Tab, Modifiers::empty()),
        0
    );
}
