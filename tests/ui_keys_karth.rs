//! Heroes of Karth by keys alone: a 1v1 game opened after its first
//! moves (a collect and a unit typed in with its card), then played to a
//! Kill Point win with key presses only: corrections, the target and its
//! flags and hit points, a hit typed as digits, a card seen before, a
//! knock-out asked and called off, the end of each turn; and a held key
//! that neither ends a second turn nor collects twice.
#![cfg(feature = "gui")]

#[path = "ui_common/held.rs"]
mod held;
mod ui_common;

use chrono::Utc;
use iced::keyboard::{Modifiers, key};
use tablekeeper::rules::common::Player;
use tablekeeper::rules::karth::{self, Action, Mode};
use tablekeeper::rules::{AnyAction, AnySetup, AnyState, Outcome};
use tablekeeper::session::Session;
use tablekeeper::ui::{App, Message};
use ui_common::{alt, in_language, press, shows};

fn state(app: &App) -> karth::State {
    match app.session().map(|s| s.state()) {
        Some(AnyState::Karth(state)) => state.clone(),
        _ => panic!("a Karth game is open"),
    }
}

fn key(app: &mut App, named: key::Named) {
    press(app, Some(named), "", Modifiers::empty());
}

fn typed(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, None, &c.to_string(), Modifiers::empty());
    }
}

/// A key held down: the system repeats it at once (no time passes).
fn held(app: &mut App, text: &str, modifiers: Modifiers) {
    held::at_once(app, None, text, modifiers);
}

/// A 1v1 game of Ann and Ben: Ann collected, Ben's Goblin Chieftain
/// (12 HP, 3 SE, 25 KP) is on the battlefield.
fn started(dir: &std::path::Path) -> App {
    let setup = AnySetup::Karth(karth::Setup {
        mode: Mode::Classic,
        players: vec![Player::new("Ann", 0), Player::new("Ben", 1)],
        factions: Vec::new(),
        first: 0,
        gold_to_win: None,
        kp_to_win: None,
    });
    let mut session = Session::new("table".into(), setup, Utc::now()).unwrap();
    let moves = [
        Action::Collect {
            player: 0,
            decline: Vec::new(),
        },
        Action::AddUnit {
            player: 1,
            name: "Goblin Chieftain".into(),
            hp: Some(12),
            se: Some(3),
            coffers: Some(false),
            kp: Some(25),
            bounty: Some(4),
            cost: None,
        },
    ];
    for a in moves {
        session.apply(AnyAction::Karth(a), Utc::now()).unwrap();
    }
    let (store, mut app) = in_language(dir, "en");
    store.save(&session).unwrap();
    ui_common::later(&mut app, Message::Open("table".into()));
    assert!(app.session().is_some(), "the game opened");
    app
}

#[test]
fn a_game_played_by_keys_alone() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = started(dir.path());
    assert_eq!(state(&app).gold, vec![6, 5]);

    // Turn 1, Ann: + and − correct her Gold.
    typed(&mut app, "++-");
    assert_eq!(state(&app).gold, vec![7, 5]);
    // Alt+T: the Goblin is the target; its flags by Alt+S and Alt+H.
    alt(&mut app, "t");
    assert!(shows(&app, "Target: #1 Goblin Chieftain (Ben)"));
    alt(&mut app, "s");
    alt(&mut app, "h");
    let goblin = state(&app).units[0].clone();
    assert!(goblin.stunned && goblin.hidden, "{goblin:?}");
    alt(&mut app, "s");
    assert!(!state(&app).units[0].stunned, "Alt+S again takes it off");
    // Alt+− hurts it by one, Alt++ heals it.
    alt(&mut app, "-");
    assert_eq!(state(&app).units[0].damage, 1);
    alt(&mut app, "+");
    assert_eq!(state(&app).units[0].damage, 0);
    // Digits type the base damage, Enter hits: 5.
    alt(&mut app, "p");
    typed(&mut app, "5");
    key(&mut app, key::Named::Enter);
    assert_eq!(state(&app).units[0].damage, 5);
    assert_eq!(app.banners(), Vec::<String>::new());
    // Alt+E ends the turn; held, it ends no second one.
    alt(&mut app, "e");
    held(&mut app, "e", Modifiers::ALT);
    assert_eq!((state(&app).turn, state(&app).active), (2, 1));
    assert!(shows(&app, "Turn 2: Ben plays"));

    // Turn 2, Ben collects 1 Gold and the Goblin's 3 SE; held, once.
    alt(&mut app, "c");
    held(&mut app, "c", Modifiers::ALT);
    assert_eq!((state(&app).gold[1], state(&app).se[1]), (6, 3));
    assert_eq!(app.banners(), Vec::<String>::new(), "no second collect");
    // Alt+1: a second Goblin Chieftain, the card seen before.
    alt(&mut app, "1");
    assert_eq!(state(&app).units.len(), 2);
    alt(&mut app, "e");
    assert_eq!((state(&app).turn, state(&app).active), (3, 0));

    // Turn 3, Ann: ↓ picks Ben; Alt+K asks whether he is knocked out,
    // Esc calls it off.
    alt(&mut app, "c");
    key(&mut app, key::Named::ArrowDown);
    alt(&mut app, "k");
    assert!(shows(&app, "Yes"), "the question is asked");
    key(&mut app, key::Named::Escape);
    assert!(!shows(&app, "Yes"), "Esc called it off");
    assert!(state(&app).out.iter().all(Option::is_none));
    // Alt+T twice: the first Goblin again after the second; 7 finishes it.
    alt(&mut app, "t");
    alt(&mut app, "t");
    alt(&mut app, "t");
    assert!(shows(&app, "Target: #1 Goblin Chieftain (Ben)"));
    typed(&mut app, "7");
    key(&mut app, key::Named::Enter);
    assert_eq!(state(&app).kp, vec![25, 0]);
    match app.session().unwrap().outcome() {
        Outcome::Finished { winners, .. } => assert_eq!(winners, vec!["Ann".to_owned()]),
        Outcome::InProgress => panic!("25 KP wins"),
    }
    assert!(shows(&app, "Ann won!"));
}

#[test]
fn a_knock_out_by_keys_ends_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = started(dir.path());
    key(&mut app, key::Named::ArrowDown);
    alt(&mut app, "k");
    assert!(state(&app).out.iter().all(Option::is_none), "asked first");
    alt(&mut app, "k");
    assert!(state(&app).out[1].is_some(), "Alt+K twice: Ben is out");
    match app.session().unwrap().outcome() {
        Outcome::Finished { winners, .. } => assert_eq!(winners, vec!["Ann".to_owned()]),
        Outcome::InProgress => panic!("the last one standing wins"),
    }
}
