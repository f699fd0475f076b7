//! A 1v1 game of Heroes of Karth through the window, headless: units enter,
//! one is killed through the damage helper, the kill credits Kill Points,
//! and the game ends on the KP threshold with the banner naming the winner.
#![cfg(feature = "gui")]

mod ui_common;

use iced::keyboard::{Modifiers, key};
use tablekeeper::rules::{AnyState, Outcome};
use ui_common::{click, click_id, english, press, shows, type_into};

fn kp(app: &tablekeeper::ui::App) -> Vec<i64> {
    match app.session().map(|s| s.state()) {
        Some(AnyState::Karth(state)) => state.kp.clone(),
        _ => panic!("a Karth game is open"),
    }
}

#[test]
fn a_one_v_one_game_to_a_kill_point_win() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Heroes of Karth: Deathmatch");
    assert!(shows(&app, "1v1 Classic"));
    click(&mut app, "Start the game");
    assert!(shows(&app, "Turn 1: Player 1 to play"));
    // Player 1 collects: +1 gold, nothing else yet.
    click_id(&mut app, "karth-collect-0");
    assert!(shows(&app, "6"));
    // Player 2's Goblin Chieftain enters (picked by clicking the name).
    click(&mut app, "Player 2");
    for (field, value) in [
        (0, "Goblin Chieftain"),
        (1, "12"),
        (2, "3"),
        (3, "25"),
        (4, "4"),
    ] {
        type_into(&mut app, &format!("karth-field-{field}"), value);
    }
    click_id(&mut app, "karth-add-unit");
    assert!(shows(&app, "12/12 HP"));
    // The rulebook's hit: 8 + 6 − 1 = 13, lethal; the kill goes to Player 1.
    click_id(&mut app, "karth-target-1");
    type_into(&mut app, "karth-field-5", "8");
    type_into(&mut app, "karth-field-6", "6");
    type_into(&mut app, "karth-field-7", "1");
    assert_eq!(kp(&app), vec![25, 0], "Enter in the helper hits");
    match app.session().unwrap().outcome() {
        Outcome::Finished { winners, .. } => assert_eq!(winners, vec!["Player 1".to_owned()]),
        Outcome::InProgress => panic!("25 KP wins"),
    }
    assert!(shows(&app, "Player 1 won!"));
    assert!(shows(
        &app,
        "Player 1 reached 25 Kill Points (the goal is 25)."
    ));
}

#[test]
fn keys_change_resources_and_overspending_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Heroes of Karth: Deathmatch");
    click(&mut app, "Start the game");
    press(&mut app, None, "+", Modifiers::empty());
    press(
        &mut app,
        Some(key::Named::ArrowRight),
        "",
        Modifiers::empty(),
    );
    press(&mut app, None, "+", Modifiers::empty());
    let state = match app.session().map(|s| s.state()) {
        Some(AnyState::Karth(state)) => state.clone(),
        _ => panic!("a Karth game"),
    };
    assert_eq!((state.gold[0], state.se[0]), (6, 1));
    for _ in 0..6 {
        click_id(&mut app, "karth-less-1-0");
    }
    assert_eq!(
        app.banners(),
        vec!["Player 2 has 0 Gold and cannot spend 1.".to_owned()]
    );
    press(&mut app, None, "e", Modifiers::empty());
    assert!(shows(&app, "Turn 2: Player 2 to play"));
}
