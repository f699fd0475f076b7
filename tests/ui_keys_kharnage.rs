//! A game of Kharnage played by keys alone, headless: once the form has
//! started it (two rounds, the “YEAH!” rule), every move is a key press —
//! ↑↓ and Tab pick the army, digits, Backspace and Enter its initiative,
//! the keys + and − its cards destroyed, Alt+K KHARNAGE!, Alt+Y no
//! “YEAH!”, Alt+C close the round, then the units typed and Alt+B to break the tie — to the
//! winner; and a key held down closes a round once.
#![cfg(feature = "gui")]

#[path = "ui_common/held.rs"]
mod held;
mod ui_common;

use iced::keyboard::{Modifiers, key};
use tablekeeper::rules::kharnage::State;
use tablekeeper::rules::{AnyState, Outcome};
use tablekeeper::ui::App;
use ui_common::{alt, click, english, press, retype, shows, texts, value_of};

fn state(app: &App) -> State {
    match app.session().map(|s| s.state()) {
        Some(AnyState::Kharnage(state)) => state.clone(),
        _ => panic!("a Kharnage game is open"),
    }
}

fn skulls(app: &App) -> Vec<i64> {
    let s = state(app);
    (0..4).map(|a| s.skulls(a)).collect()
}

fn initiatives(app: &App) -> Vec<Option<i64>> {
    state(app)
        .open_round()
        .map(|r| r.initiative.clone())
        .unwrap_or_default()
}

fn destroyed(app: &App) -> Vec<i64> {
    state(app)
        .open_round()
        .map(|r| r.destroyed.clone())
        .unwrap_or_default()
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

#[test]
fn a_game_of_two_rounds_by_keys_alone() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Kharnage");
    retype(&mut app, "kharnage-setup-rounds", "2");
    click(
        &mut app,
        "“YEAH!” rule: an army that does not shout loses one Kharnage token",
    );
    click(&mut app, "Start the game");
    assert!(shows(&app, "Round 1 of 2"));

    // Round 1, the rulebook's example. Dwarf (picked first): 400, Enter.
    typed(&mut app, "400");
    named(&mut app, key::Named::Enter);
    // Tab to Goblin: 100, and Tab enters it on the way to Human.
    named(&mut app, key::Named::Tab);
    typed(&mut app, "100");
    named(&mut app, key::Named::Tab);
    // Human: 16, one taken back, 60: 160.
    typed(&mut app, "16");
    named(&mut app, key::Named::Backspace);
    typed(&mut app, "60");
    assert_eq!(value_of(&app, "kharnage-initiative-2"), "160");
    named(&mut app, key::Named::Enter);
    // ↓ to Orc: 12, Esc clears it, then 380.
    named(&mut app, key::Named::ArrowDown);
    typed(&mut app, "12");
    named(&mut app, key::Named::Escape);
    assert_eq!(value_of(&app, "kharnage-initiative-3"), "Initiative");
    typed(&mut app, "380");
    named(&mut app, key::Named::Enter);
    assert_eq!(
        initiatives(&app),
        vec![Some(400), Some(100), Some(160), Some(380)]
    );
    // Cards destroyed: ↓ wraps to Dwarf, 9; Goblin 5; Human 5; Orc 3
    // (one taken back and given again).
    for cards in [9, 5, 5, 3] {
        named(&mut app, key::Named::ArrowDown);
        typed(&mut app, &"+".repeat(cards));
    }
    typed(&mut app, "-");
    assert_eq!(destroyed(&app), vec![9, 5, 5, 2]);
    typed(&mut app, "+");
    // Orc commits KHARNAGE!; so does Dwarf, who then does not shout
    // “YEAH!” and loses the token.
    alt(&mut app, "k");
    for _ in 0..3 {
        named(&mut app, key::Named::ArrowUp);
    }
    alt(&mut app, "k");
    assert_eq!(state(&app).kharnage_tokens(0), 1);
    alt(&mut app, "y");
    assert_eq!(state(&app).kharnage_tokens(0), 0);
    assert!(shows(&app, "→ 5 skulls"), "Dwarf would take 5");
    // Alt+C closes round 1; held down, it closes nothing more.
    alt(&mut app, "c");
    for _ in 0..3 {
        held::repeat(&mut app, None, "c", Modifiers::ALT);
    }
    assert!(
        app.banners().is_empty(),
        "the repeats never reached the rules (which would refuse round 2, no initiative): {:?}",
        app.banners()
    );
    assert!(shows(&app, "Round 2 of 2"));
    assert_eq!(skulls(&app), vec![5, 3, 1, 1]);

    // Round 2: four initiatives, each entered by Tab on the way on.
    for initiative in ["10", "20", "30", "40"] {
        typed(&mut app, initiative);
        named(&mut app, key::Named::Tab);
    }
    assert_eq!(
        initiatives(&app),
        vec![Some(10), Some(20), Some(30), Some(40)]
    );
    // ↑ wraps to Orc: 9; Human 4; Goblin 5.
    for cards in [9, 4, 5] {
        named(&mut app, key::Named::ArrowUp);
        typed(&mut app, &"+".repeat(cards));
    }
    assert_eq!(destroyed(&app), vec![0, 5, 4, 9]);
    alt(&mut app, "c");
    // Goblin 3 + 3 and Orc 1 + 5 tie at 6: the armies are counted.
    assert_eq!(skulls(&app), vec![5, 6, 2, 6]);
    assert!(shows(&app, "Count the armies"), "{:?}", texts(&app));
    // Units: ↑ to Dwarf, then Tab from army to army.
    named(&mut app, key::Named::ArrowUp);
    for units in ["3", "4", "2"] {
        typed(&mut app, units);
        named(&mut app, key::Named::Tab);
    }
    typed(&mut app, "7");
    assert_eq!(value_of(&app, "kharnage-units-3"), "7");
    alt(&mut app, "b");
    match app.session().unwrap().outcome() {
        Outcome::Finished { winners, .. } => assert_eq!(winners, vec!["Orc".to_owned()]),
        other => panic!("decided by the largest army: {other:?}"),
    }
    ui_common::result_shown(&app, "Orc won!");
}
