//! A Hydra game of Hero Realms through the window, headless: two teams of
//! two share 75 health; combat is gained and dealt by clicks and typing;
//! the team at 0 loses and the banner says so.
#![cfg(feature = "gui")]

mod ui_common;

use tablekeeper::rules::{AnyState, Outcome};
use ui_common::{click, click_id, english, shows, type_into};

fn team_health(app: &tablekeeper::ui::App) -> Vec<i64> {
    match app.session().map(|s| s.state()) {
        Some(AnyState::HeroRealms(state)) => state.health.clone(),
        _ => panic!("a Hero Realms game is open"),
    }
}

#[test]
fn a_hydra_game_to_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Hero Realms");
    click(&mut app, "Hydra");
    click(&mut app, "Start the game");
    assert_eq!(team_health(&app), vec![75, 75], "two shared pools of 75");
    assert!(shows(&app, "Turn 1: Player 1 & Player 2"));
    assert!(shows(&app, "Player 3 & Player 4"));
    // Player 1 gains 10 combat and deals it to the other team.
    click(&mut app, "+5");
    click(&mut app, "+5");
    click_id(&mut app, "hr-target-2");
    assert!(shows(&app, "Target: Player 3"));
    type_into(&mut app, "hr-amount", "10");
    assert_eq!(team_health(&app), vec![75, 65]);
    click(&mut app, "End turn");
    assert!(shows(&app, "Turn 2: Player 3 & Player 4"));
    // Player 3 buys a card with 1 gold, then hits back for 4 of 5 combat.
    click(&mut app, "+1");
    click(&mut app, "spend 1");
    click(&mut app, "+5");
    click_id(&mut app, "hr-target-0");
    type_into(&mut app, "hr-amount", "4");
    assert_eq!(team_health(&app), vec![71, 65]);
    click(&mut app, "End turn");
    // The first team finishes it: 65 combat, all of it dealt with Enter.
    for _ in 0..13 {
        click(&mut app, "+5");
    }
    click_id(&mut app, "hr-target-2");
    click(&mut app, "Deal");
    assert_eq!(team_health(&app), vec![71, 0]);
    match app.session().unwrap().outcome() {
        Outcome::Finished { winners, .. } => {
            assert_eq!(winners, vec!["Player 1".to_owned(), "Player 2".to_owned()])
        }
        Outcome::InProgress => panic!("the team at 0 has lost"),
    }
    assert!(shows(&app, "Player 1, Player 2 won!"));
    assert!(shows(&app, "Reopen"));
}

#[test]
fn dealing_without_a_target_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Hero Realms");
    click(&mut app, "Start the game");
    click(&mut app, "+1");
    click(&mut app, "Deal");
    assert_eq!(app.banners(), vec!["Pick a target first.".to_owned()]);
    assert_eq!(team_health(&app), vec![50, 50]);
}
