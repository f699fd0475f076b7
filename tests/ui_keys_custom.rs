//! A Custom game played by keys alone, headless: once it is open (a saved
//! game of Points, first to 20, and Gold in steps of 5, opened from Home
//! with the mouse), every move is a key press — Tab and the arrows pick the
//! player and the counter, + and − step it, digits with Backspace and
//! Enter set it, Esc cancels, and the dice are picked, typed and rolled
//! with Alt+D, Alt+N, Alt+S, Enter and Alt+R — to the winner; and a key
//! held down rolls once.
#![cfg(feature = "gui")]

#[path = "ui_common/held.rs"]
mod held;
mod ui_common;

use chrono::Utc;
use iced::keyboard::{Modifiers, key};
use tablekeeper::rules::custom::{self, Counter, WinRule};
use tablekeeper::rules::{AnyAction, AnySetup, AnyState, Outcome, Player};
use tablekeeper::session::Session;
use tablekeeper::store::Store;
use tablekeeper::ui::App;
use ui_common::{alt, click, english, press, shows, value_of};

/// Every player's counters: `[player][counter]`.
fn values(app: &App) -> Vec<Vec<i64>> {
    match app.session().map(|s| s.state()) {
        Some(AnyState::Custom(state)) => state.values.clone(),
        _ => panic!("a Custom game is open"),
    }
}

/// The dice rolled so far, as (sides, results).
fn rolls(app: &App) -> Vec<(u32, Vec<u32>)> {
    app.session()
        .expect("a session is open")
        .entries()
        .iter()
        .filter_map(|e| match &e.action {
            AnyAction::Custom(custom::Action::Roll { sides, results }) => {
                Some((*sides, results.clone()))
            }
            _ => None,
        })
        .collect()
}

fn named(app: &mut App, k: key::Named) {
    press(app, Some(k), "", Modifiers::empty());
}

/// Types `words` with no field focused, a key at a time.
fn typed(app: &mut App, words: &str) {
    for ch in words.chars() {
        press(app, None, &ch.to_string(), Modifiers::empty());
    }
}

/// A saved game of Ana and Ben, Points (first to 20 wins) and Gold (in
/// steps of 5), opened from Home, its dice seeded with `seed`.
fn open(dir: &std::path::Path, seed: u64) -> App {
    let store = Store::open(dir).unwrap();
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0), Player::new("Ben", 1)],
        counters: vec![
            Counter::new("Points", 0),
            Counter {
                step: 5,
                ..Counter::new("Gold", 0)
            },
        ],
        win: Some(WinRule::Reach {
            counter: 0,
            target: 20,
        }),
    });
    store
        .save(&Session::new("race".into(), setup, Utc::now()).unwrap())
        .unwrap();
    let mut app = english(dir);
    app.seed_random(seed);
    click(&mut app, "Open");
    assert!(app.session().is_some(), "the game is open");
    app
}

#[test]
fn a_race_to_20_with_dice_by_keys_alone() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = open(dir.path(), 5);

    // Ana: + three times on Points, → to Gold, + and − (steps of 5) and +.
    typed(&mut app, "+++");
    named(&mut app, key::Named::ArrowRight);
    typed(&mut app, "+-+");
    assert_eq!(values(&app), vec![vec![3, 5], vec![0, 0]]);
    // Tab to Ben: 12 Enter sets his Gold; ← to Points: 7, taken back, 8.
    named(&mut app, key::Named::Tab);
    typed(&mut app, "12");
    named(&mut app, key::Named::Enter);
    named(&mut app, key::Named::ArrowLeft);
    typed(&mut app, "7");
    named(&mut app, key::Named::Backspace);
    typed(&mut app, "8");
    named(&mut app, key::Named::Enter);
    assert_eq!(values(&app), vec![vec![3, 5], vec![8, 12]]);
    // Esc drops a number typed and not entered.
    typed(&mut app, "19");
    named(&mut app, key::Named::Escape);
    named(&mut app, key::Named::Enter);
    assert_eq!(values(&app)[1][0], 8);

    // The dice: Alt+D goes from d6 to d8; Alt+N and 3: three dice; Enter
    // rolls them.
    alt(&mut app, "d");
    assert_eq!(value_of(&app, "dice-sides"), "8");
    alt(&mut app, "n");
    typed(&mut app, "3");
    assert_eq!(value_of(&app, "dice-count"), "3", "the 1 was replaced");
    named(&mut app, key::Named::Enter);
    let mut rng = tablekeeper::random::Rng::new(5);
    let first: Vec<u32> = (0..3).map(|_| rng.die(8)).collect();
    assert_eq!(rolls(&app), vec![(8, first.clone())]);
    // Alt+S and 20, then Alt+R rolls 3d20; held down, it rolls once.
    alt(&mut app, "s");
    typed(&mut app, "20");
    alt(&mut app, "r");
    for _ in 0..3 {
        held::repeat(&mut app, None, "r", Modifiers::ALT);
    }
    let second: Vec<u32> = (0..3).map(|_| rng.die(20)).collect();
    assert_eq!(rolls(&app), vec![(8, first), (20, second)], "one roll held");
    // Esc leaves the dice: digits go to the counter again.
    named(&mut app, key::Named::Escape);
    assert_eq!(
        values(&app),
        vec![vec![3, 5], vec![8, 12]],
        "dice move none"
    );

    // ↑ to Ana, who sets her Points to 20 and wins.
    named(&mut app, key::Named::ArrowUp);
    typed(&mut app, "20");
    named(&mut app, key::Named::Enter);
    assert_eq!(values(&app)[0][0], 20);
    match app.session().unwrap().outcome() {
        Outcome::Finished { winners, .. } => assert_eq!(winners, vec!["Ana".to_owned()]),
        other => panic!("Ana reached 20 first: {other:?}"),
    }
    assert!(shows(&app, "Ana won!"));
}
