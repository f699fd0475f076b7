//! Hero Realms by keys alone: a Hydra game set up with the mouse, then
//! played to its end with key presses only (Gold, Combat, the acting
//! teammate, targets, amounts, health, the end of each turn), a held key
//! that neither ends a second turn nor deals twice, and the champions'
//! buttons (expend, stun, remove) by keys.
#![cfg(feature = "gui")]

#[path = "ui_common/held.rs"]
mod held;
mod ui_common;

use chrono::Utc;
use iced::keyboard::{Modifiers, key};
use tablekeeper::rules::hero_realms::{self, Action, Format};
use tablekeeper::rules::{AnyAction, AnySetup, AnyState, Outcome};
use tablekeeper::session::Session;
use tablekeeper::store::{Settings, Store};
use tablekeeper::ui::{App, Message};
use ui_common::{alt, click, english, press, shows};

fn state(app: &App) -> hero_realms::State {
    match app.session().map(|s| s.state()) {
        Some(AnyState::HeroRealms(state)) => state.clone(),
        _ => panic!("a Hero Realms game is open"),
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
fn held(app: &mut App, named: Option<key::Named>, text: &str, modifiers: Modifiers) {
    held::at_once(app, named, text, modifiers);
}

/// The target line ("Target: Bo"), as shown.
fn target_shown(app: &App) -> String {
    ui_common::texts(app)
        .into_iter()
        .find(|t| t.starts_with("Target:"))
        .unwrap_or_else(|| panic!("no target line"))
}

#[test]
fn a_hydra_game_played_by_keys_alone() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Hero Realms");
    click(&mut app, "Hydra");
    click(&mut app, "Start the game");
    assert_eq!(state(&app).health, vec![75, 75]);
    assert!(
        shows(&app, "Keys: F1 or ?"),
        "the board says where the keys are"
    );

    // Turn 1, Player 1 buys: + three times, − once.
    typed(&mut app, "+++-");
    assert_eq!(state(&app).gold[0], 2);
    // Alt+A: Player 2 acts; Gold and Combat are Player 2's now.
    alt(&mut app, "a");
    typed(&mut app, "+");
    assert_eq!(state(&app).gold, vec![2, 1, 0, 0]);
    alt(&mut app, "f");
    alt(&mut app, "f");
    alt(&mut app, "c");
    assert_eq!(state(&app).combat, vec![0, 11, 0, 0]);
    // Tab: the other team; 10 typed, Enter deals it.
    key(&mut app, key::Named::Tab);
    assert_eq!(target_shown(&app), "Target: Player 3 & Player 4");
    typed(&mut app, "10");
    key(&mut app, key::Named::Enter);
    assert_eq!(state(&app).health, vec![75, 65]);
    assert_eq!(state(&app).combat[1], 1, "the rest of the combat stays");
    // A held Enter deals nothing more (the rest would go otherwise).
    held(&mut app, Some(key::Named::Enter), "", Modifiers::empty());
    assert_eq!(state(&app).health, vec![75, 65], "a held Enter deals once");
    // ↓ picks the first seat, the own team: Alt+L loses one, Alt+H heals it.
    key(&mut app, key::Named::ArrowDown);
    alt(&mut app, "l");
    assert_eq!(state(&app).health, vec![74, 65]);
    alt(&mut app, "h");
    assert_eq!(state(&app).health, vec![75, 65]);
    // ↓ again: the other team's seat; its health goes down by Alt+L.
    key(&mut app, key::Named::ArrowDown);
    alt(&mut app, "l");
    assert_eq!(state(&app).health, vec![75, 64]);
    // Alt+E ends the turn; held, it ends no second one.
    alt(&mut app, "e");
    assert_eq!((state(&app).turn, state(&app).active), (2, 1));
    held(&mut app, None, "e", Modifiers::ALT);
    held(&mut app, None, "e", Modifiers::ALT);
    assert_eq!(
        (state(&app).turn, state(&app).active),
        (2, 1),
        "a held Alt+E ends one turn"
    );
    assert!(shows(&app, "Turn 2: Player 3 & Player 4"));

    // Turn 2: Player 3 hits back with 15, all of it (nothing typed).
    for _ in 0..3 {
        alt(&mut app, "f");
    }
    key(&mut app, key::Named::Tab);
    assert_eq!(target_shown(&app), "Target: Player 1 & Player 2");
    key(&mut app, key::Named::Enter);
    assert_eq!(state(&app).health, vec![60, 64]);
    // Esc clears the target; Enter then asks for one.
    key(&mut app, key::Named::Escape);
    assert_eq!(target_shown(&app), "Target: nobody yet");
    alt(&mut app, "e");
    assert_eq!((state(&app).turn, state(&app).active), (3, 0));

    // Turn 3: the first team finishes it: 64 combat, all dealt.
    for _ in 0..12 {
        alt(&mut app, "f");
    }
    for _ in 0..4 {
        alt(&mut app, "c");
    }
    assert_eq!(state(&app).combat[0], 64);
    key(&mut app, key::Named::ArrowRight);
    key(&mut app, key::Named::Enter);
    assert_eq!(state(&app).health, vec![60, 0]);
    match app.session().unwrap().outcome() {
        Outcome::Finished { winners, .. } => {
            assert_eq!(winners, vec!["Player 1".to_owned(), "Player 2".to_owned()])
        }
        Outcome::InProgress => panic!("the team at 0 has lost"),
    }
    assert!(shows(&app, "Player 1 and Player 2 won!"));
}

/// An open free-for-all game for Ana and Bo after `actions`.
fn game(dir: &std::path::Path, actions: &[Action]) -> App {
    let setup = AnySetup::HeroRealms(hero_realms::Setup::new(Format::FreeForAll, &["Ana", "Bo"]));
    let mut session = Session::new("table".into(), setup, Utc::now()).unwrap();
    for a in actions {
        session
            .apply(AnyAction::HeroRealms(a.clone()), Utc::now())
            .unwrap_or_else(|e| panic!("{a:?}: {e}"));
    }
    let store = Store::open(dir).unwrap_or_else(|e| panic!("{e}"));
    store
        .save_settings(&Settings {
            language: Some("en".into()),
            ..Settings::default()
        })
        .unwrap_or_else(|e| panic!("{e}"));
    store.save(&session).unwrap();
    let mut app = App::new(store);
    app.stop_clock();
    let _ = app.update(Message::Open("table".into()));
    app
}

fn champion(player: usize, name: &str, defense: i64) -> Action {
    Action::PlayChampion {
        player: Some(player),
        name: name.into(),
        defense,
        guard: false,
    }
}

#[test]
fn the_champions_buttons_by_keys() {
    let dir = tempfile::tempdir().unwrap();
    let actions = [
        champion(0, "Imp", 2),
        Action::EndTurn,
        champion(1, "Orc", 4),
        Action::EndTurn,
    ];
    let mut app = game(dir.path(), &actions);
    // ↓ walks Ana's seat, Ana's Imp, Bo's seat, Bo's Orc; ▸ shows the pick.
    key(&mut app, key::Named::ArrowDown);
    key(&mut app, key::Named::ArrowDown);
    assert!(
        ui_common::texts(&app).iter().any(|t| t == "▸ Imp"),
        "the picked champion is marked"
    );
    // Alt+S stuns only an opponent's champion: Ana's Imp stays.
    alt(&mut app, "s");
    assert_eq!(state(&app).champions[0].len(), 1);
    alt(&mut app, "x");
    assert!(
        state(&app).champions[0][0].expended,
        "Alt+X expends the Imp"
    );
    key(&mut app, key::Named::ArrowDown);
    key(&mut app, key::Named::ArrowDown);
    assert!(ui_common::texts(&app).iter().any(|t| t == "▸ Orc"));
    alt(&mut app, "x");
    assert!(!state(&app).champions[1][0].expended, "not Ana's to expend");
    alt(&mut app, "s");
    assert!(state(&app).champions[1].is_empty(), "Alt+S stuns the Orc");
    // The pick falls back to Bo's seat: Alt+H heals Bo.
    alt(&mut app, "h");
    assert_eq!(state(&app).health, vec![50, 51]);
    // ↑ back to the Imp; Alt+R removes it.
    key(&mut app, key::Named::ArrowUp);
    alt(&mut app, "r");
    assert!(state(&app).champions[0].is_empty(), "Alt+R removes the Imp");
    // Esc drops the pick: Alt+H heals the acting player, Ana.
    key(&mut app, key::Named::Escape);
    alt(&mut app, "h");
    assert_eq!(state(&app).health, vec![51, 51]);
    // Alt+P with no champion typed is refused, and says why.
    alt(&mut app, "p");
    assert_eq!(app.banners().len(), 1, "{:?}", app.banners());
    assert!(state(&app).champions[0].is_empty());
}
