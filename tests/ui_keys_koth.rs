//! A Koth battle played by keys alone, headless: once the form has started
//! it (with a deck of 8, so that it runs out), every move is a key press —
//! the card typed with digits, Tab and Backspace, the column picked with the
//! arrows, Enter to take it, Shift+→ to flank, − to spend, Alt+letters for
//! the race, RALLY, End turn, deck empty and the next game, Esc to clear —
//! to the battle's winner; and a key held down takes or ends a turn once.
#![cfg(feature = "gui")]

#[path = "ui_common/held.rs"]
mod held;
mod ui_common;

use iced::keyboard::{Modifiers, key};
use tablekeeper::rules::koth::{Race, State};
use tablekeeper::rules::{AnyState, Outcome};
use tablekeeper::ui::App;
use ui_common::{alt, click, english, press, retype, shows, value_of};

fn state(app: &App) -> State {
    match app.session().map(|s| s.state()) {
        Some(AnyState::Koth(state)) => state.clone(),
        _ => panic!("a Koth battle is open"),
    }
}

fn entries(app: &App) -> usize {
    app.session().map_or(0, |s| s.entries().len())
}

fn named(app: &mut App, k: key::Named) {
    press(app, Some(k), "", Modifiers::empty());
}

fn shift(app: &mut App, k: key::Named) {
    press(app, Some(k), "", Modifiers::SHIFT);
}

/// Types `words` with no field focused, a key at a time.
fn typed(app: &mut App, words: &str) {
    for ch in words.chars() {
        press(app, None, &ch.to_string(), Modifiers::empty());
    }
}

/// Attack, Tab, defense, Enter: the card onto the picked column.
fn card(app: &mut App, attack: &str, defense: &str) {
    typed(app, attack);
    named(app, key::Named::Tab);
    typed(app, defense);
    named(app, key::Named::Enter);
}

/// A battle with a deck of 8: one card left to draw once play starts.
fn start(dir: &std::path::Path) -> App {
    let mut app = english(dir);
    click(&mut app, "Koth");
    retype(&mut app, "koth-setup-deck", "8");
    click(&mut app, "Start the game");
    assert!(shows(&app, "Deck: 1 card left"));
    app
}

#[test]
fn a_battle_of_three_games_by_keys_alone() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(dir.path());
    assert!(shows(&app, "Game 1, round 1: Ames to play"));

    // Game 1. Ames types 33, takes one back, tabs to defense and types 4;
    // RALLY on; Enter takes column 1.
    typed(&mut app, "33");
    named(&mut app, key::Named::Backspace);
    assert_eq!(value_of(&app, "koth-field-0"), "3");
    named(&mut app, key::Named::Tab);
    typed(&mut app, "4");
    assert_eq!(value_of(&app, "koth-field-1"), "4");
    alt(&mut app, "r");
    named(&mut app, key::Named::Enter);
    let g = state(&app).game;
    let held = g.columns[0].expect("column 1 taken");
    assert_eq!((held.holder, held.strength, held.race), (0, 4, Race::Orc));
    assert_eq!(g.cp_left, 7, "attack 3 of 10 CP");
    assert!(
        shows(&app, "Deck: 0 cards left"),
        "RALLY drew the last card"
    );
    assert_eq!(value_of(&app, "koth-field-0"), "0", "the card is cleared");
    // − spends one CP; Esc clears a card typed and not played.
    typed(&mut app, "-");
    assert_eq!(state(&app).game.cp_left, 6);
    typed(&mut app, "9");
    shift(&mut app, key::Named::Tab);
    shift(&mut app, key::Named::Tab);
    typed(&mut app, "5");
    assert_eq!(value_of(&app, "koth-field-2"), "5", "Shift+Tab: rage");
    named(&mut app, key::Named::Escape);
    assert_eq!(value_of(&app, "koth-field-0"), "0");
    assert_eq!(value_of(&app, "koth-field-2"), "0");
    alt(&mut app, "e");
    assert!(shows(&app, "Game 1, round 1: Sina to play"));

    // Sina: → to column 2, a Human of defense 2.
    named(&mut app, key::Named::ArrowRight);
    typed(&mut app, "2");
    named(&mut app, key::Named::Tab);
    typed(&mut app, "2");
    alt(&mut app, "h");
    named(&mut app, key::Named::Enter);
    let held = state(&app).game.columns[1].expect("column 2 taken");
    assert_eq!((held.holder, held.strength, held.race), (1, 2, Race::Human));
    assert_eq!(state(&app).game.cp_left, 8);
    alt(&mut app, "e");

    // Ames, round 2: ← to column 1, attack 3, Shift+→ flanks into column 2.
    assert!(shows(&app, "Game 1, round 2: Ames to play"));
    named(&mut app, key::Named::ArrowLeft);
    typed(&mut app, "3");
    shift(&mut app, key::Named::ArrowRight);
    let g = state(&app).game;
    assert_eq!(g.columns[0], None, "the unit left column 1");
    assert_eq!(g.columns[1].map(|c| (c.holder, c.strength)), Some((0, 4)));
    assert_eq!(g.cp_left, 7);
    // The deck is empty: Alt+D ends the game on columns, one to none.
    alt(&mut app, "d");
    assert_eq!(state(&app).results, vec![Some(0)]);
    assert!(shows(&app, "Game 1 goes to Ames."));

    // Game 2: Alt+N; Sina first takes all five, starting on column 2
    // where the keys were left.
    alt(&mut app, "n");
    assert!(shows(&app, "Game 2, round 1: Sina to play"));
    for _ in 0..5 {
        alt(&mut app, "o");
        card(&mut app, "2", "2");
        named(&mut app, key::Named::ArrowRight);
    }
    assert_eq!(state(&app).game.columns_of(1), 5);
    assert_eq!(state(&app).game.cp_left, 0);
    assert_eq!(state(&app).results, vec![Some(0), Some(1)]);

    // Game 3: Ames first passes; Sina takes all five again and the battle.
    alt(&mut app, "n");
    assert!(shows(&app, "Game 3, round 1: Ames to play"));
    alt(&mut app, "e");
    for _ in 0..5 {
        card(&mut app, "1", "3");
        named(&mut app, key::Named::ArrowRight);
    }
    assert_eq!(state(&app).results, vec![Some(0), Some(1), Some(1)]);
    match app.session().unwrap().outcome() {
        Outcome::Finished { winners, .. } => assert_eq!(winners, vec!["Sina".to_owned()]),
        Outcome::InProgress => panic!("two wins in a row decide the battle"),
    }
    ui_common::result_shown(&app, "Sina won!");
}

#[test]
fn a_key_held_down_takes_a_column_and_ends_a_turn_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(dir.path());
    typed(&mut app, "2");
    named(&mut app, key::Named::Tab);
    typed(&mut app, "2");
    named(&mut app, key::Named::Enter);
    assert_eq!(entries(&app), 1);
    // Enter held: the card was played; the repeats play nothing more.
    typed(&mut app, "1");
    for _ in 0..3 {
        held::repeat(&mut app, Some(key::Named::Enter), "", Modifiers::empty());
    }
    assert_eq!(entries(&app), 1, "a held Enter takes once");
    assert!(
        app.banners().is_empty(),
        "the repeats never reached the rules (which would refuse column 1, held): {:?}",
        app.banners()
    );
    assert_eq!(state(&app).game.cp_left, 8);
    // Alt+E held: Ames's turn ends, Sina's does not.
    alt(&mut app, "e");
    for _ in 0..3 {
        held::repeat(&mut app, None, "e", Modifiers::ALT);
    }
    let g = state(&app).game;
    assert_eq!((g.active, g.round), (1, 1), "Sina to play, still round 1");
    assert_eq!(entries(&app), 2);
    // A second, separate press does end Sina's turn.
    alt(&mut app, "e");
    assert_eq!(state(&app).game.active, 0);
}
