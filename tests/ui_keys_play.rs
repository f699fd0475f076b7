//! The play screen's own controls by keys alone, as a person uses them:
//! the clock (pause, resume, the turn timer), the log (fold, a note on the
//! newest entry, its delete asked first), the session note, Show on
//! phones, and Ctrl+1…5 to the screens of the top bar; a key held down
//! acts once.
#![cfg(feature = "gui")]

#[path = "ui_common/held.rs"]
mod held;
mod ui_common;

use iced::keyboard::{Modifiers, key};
use tablekeeper::ui::App;
use ui_common::{click, english, press, shows};

fn ctrl(app: &mut App, letter: &str) {
    press(app, None, letter, Modifiers::CTRL);
}

fn ctrl_shift(app: &mut App, letter: &str) {
    press(app, None, letter, Modifiers::CTRL | Modifiers::SHIFT);
}

/// Ctrl+`digit`, and where the window goes for it.
fn ctrl_go(app: &mut App, digit: &str) {
    let mut event = held::event(None, digit, Modifiers::CTRL);
    if let iced::keyboard::Event::KeyPressed { repeat, .. } = &mut event {
        *repeat = false;
    }
    app.pass_time(std::time::Duration::from_secs(1));
    let task = app.update(tablekeeper::ui::Message::Key(event));
    ui_common::run(app, task);
}

/// Whether a widget with `id` is on screen.
fn has(app: &App, id: &str) -> bool {
    ui_common::sim(app, tablekeeper::ui::WINDOW_SIZE)
        .find(iced::widget::Id::from(id.to_owned()))
        .is_ok()
}

fn entries(app: &App) -> usize {
    app.session().expect("a session is open").cursor()
}

#[test]
fn the_clock_the_log_the_note_and_the_screens_by_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Hero Realms");
    click(&mut app, "Start the game");
    assert!(app.session().is_some());

    // Ctrl+P stops the clock and starts it again; held, it acts once.
    ctrl(&mut app, "p");
    assert!(app.session().unwrap().paused(), "Ctrl+P pauses");
    held::at_once(&mut app, None, "p", Modifiers::CTRL);
    assert!(app.session().unwrap().paused(), "held: still paused");
    ctrl(&mut app, "p");
    assert!(!app.session().unwrap().paused(), "Ctrl+P again resumes");

    // The turn timer: Ctrl+T one step longer, Ctrl+Shift+T shorter.
    assert_eq!(app.session().unwrap().turn_timer(), None);
    ctrl(&mut app, "t");
    ctrl(&mut app, "t");
    assert_eq!(app.session().unwrap().turn_timer(), Some(60));
    ctrl_shift(&mut app, "T");
    assert_eq!(app.session().unwrap().turn_timer(), Some(30));
    ctrl_shift(&mut app, "T");
    ctrl_shift(&mut app, "T");
    assert_eq!(app.session().unwrap().turn_timer(), None, "Off is the end");

    // Two changes by the game's keys (+: Gold, Alt+C: Combat), then the newest deleted
    // by keys: asked first; Esc keeps it, Enter deletes it, and a held
    // Enter deletes nothing more.
    press(&mut app, None, "+", Modifiers::empty());
    ui_common::alt(&mut app, "c");
    let before = entries(&app);
    assert_eq!(before, 2, "the game's keys changed gold, then combat");
    ctrl(&mut app, "d");
    assert!(shows(&app, "Delete?"), "asked first, in place");
    press(&mut app, Some(key::Named::Escape), "", Modifiers::empty());
    assert!(!shows(&app, "Delete?"));
    assert_eq!(entries(&app), before, "Esc keeps it");
    ctrl(&mut app, "d");
    press(&mut app, Some(key::Named::Enter), "", Modifiers::empty());
    held::at_once(&mut app, Some(key::Named::Enter), "", Modifiers::empty());
    assert!(!shows(&app, "Delete?"));
    assert_eq!(entries(&app), before - 1, "one entry deleted, once");
    // Undo brings it back.
    ctrl(&mut app, "z");
    assert_eq!(entries(&app), before);

    // Ctrl+E opens the newest entry's note for typing.
    assert!(!has(&app, "log-note"));
    ctrl(&mut app, "e");
    assert!(has(&app, "log-note"), "the note's field is open");

    // Ctrl+N: the session note's field is there to take the keyboard.
    assert!(has(&app, "play-session-note"));
    ctrl(&mut app, "n");

    // Ctrl+L folds the log and unfolds it.
    assert!(shows(&app, "◂ Fold"));
    ctrl(&mut app, "l");
    assert!(!shows(&app, "◂ Fold"), "folded");
    ctrl(&mut app, "l");
    assert!(shows(&app, "◂ Fold"), "unfolded");

    // Ctrl+Shift+P shows the game on phones, and stops.
    ctrl_shift(&mut app, "P");
    assert!(shows(&app, "Open in browser"), "shown on phones");
    held::at_once(&mut app, None, "P", Modifiers::CTRL | Modifiers::SHIFT);
    assert!(shows(&app, "Open in browser"), "held: still shown");
    ctrl_shift(&mut app, "P");
    assert!(!shows(&app, "Open in browser"), "stopped");

    // Ctrl+2 History, Ctrl+1 Home: the game is left.
    ctrl_go(&mut app, "2");
    assert!(app.session().is_none(), "left for History");
    assert!(shows(&app, "History"));
    ctrl_go(&mut app, "1");
    assert!(shows(&app, "Hero Realms"), "Home lists the games");
}

/// An open Custom game for Ana and Bo, won by the first to 3 gold.
fn race(dir: &std::path::Path) -> App {
    use tablekeeper::rules::common::Player;
    use tablekeeper::rules::custom::{self, Counter, WinRule};
    let setup = tablekeeper::rules::AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
        counters: vec![Counter::new("Gold", 0)],
        win: Some(WinRule::Reach {
            counter: 0,
            target: 3,
        }),
    });
    let session =
        tablekeeper::session::Session::new("race".into(), setup, chrono::Utc::now()).unwrap();
    let (store, mut app) = ui_common::in_language(dir, "en");
    store.save(&session).unwrap();
    ui_common::later(&mut app, tablekeeper::ui::Message::Open("race".into()));
    app
}

#[test]
fn a_decided_game_by_keys_board_reopen_undo_and_review() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = race(dir.path());
    for _ in 0..3 {
        press(&mut app, None, "+", Modifiers::empty());
    }
    assert!(app.session().unwrap().is_closed(), "Ana reached 3");
    assert!(shows(&app, "Review"), "the result is shown");
    // F1 lists the decided game's keys.
    press(&mut app, Some(key::Named::F1), "", Modifiers::empty());
    assert!(app.help_lines().contains(&"ui-help-decided"));
    press(&mut app, Some(key::Named::Escape), "", Modifiers::empty());
    assert!(!app.help_open());

    // Alt+B the board as it ended, Alt+B the result again.
    ui_common::alt(&mut app, "b");
    assert!(!shows(&app, "Review"), "the board");
    ui_common::alt(&mut app, "b");
    assert!(shows(&app, "Review"), "the result again");

    // Alt+O asks first; Esc leaves the game decided.
    ui_common::alt(&mut app, "o");
    assert!(app.session().unwrap().is_closed());
    press(&mut app, Some(key::Named::Escape), "", Modifiers::empty());
    assert!(app.session().unwrap().is_closed(), "Esc: still decided");

    // Alt+U takes back the winning change, held: once.
    let before = entries(&app);
    ui_common::alt(&mut app, "u");
    held::at_once(&mut app, None, "u", Modifiers::ALT);
    let session = app.session().unwrap();
    assert!(!session.is_closed(), "undone");
    assert_eq!(session.cursor(), before - 1, "one change undone");
    assert!(session.standings()[0].values[0].1 < 3);

    // Won again; Alt+O then Enter reopens it for changes.
    for _ in 0..3 {
        press(&mut app, None, "+", Modifiers::empty());
    }
    assert!(app.session().unwrap().is_closed(), "won again");
    ui_common::alt(&mut app, "o");
    press(&mut app, Some(key::Named::Enter), "", Modifiers::empty());
    assert!(!app.session().unwrap().is_closed(), "reopened");

    // Decided once more, Alt+R leaves for its review.
    press(&mut app, None, "+", Modifiers::empty());
    assert!(app.session().unwrap().is_closed());
    let mut event = held::event(None, "r", Modifiers::ALT);
    if let iced::keyboard::Event::KeyPressed { repeat, .. } = &mut event {
        *repeat = false;
    }
    app.pass_time(std::time::Duration::from_secs(1));
    let task = app.update(tablekeeper::ui::Message::Key(event));
    ui_common::run(&mut app, task);
    assert!(app.session().is_none(), "the game is left");
    assert!(shows(&app, "Chart (PNG)"), "for the review");
}
