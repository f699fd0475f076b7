//! A Koth battle through the window, headless: three games, columns taken
//! by typing the card and clicking the column, CP refused when short, and
//! the battle going to the player with two wins in a row.
#![cfg(feature = "gui")]

mod ui_common;

use tablekeeper::rules::{AnyState, Outcome};
use ui_common::{click, click_id, english, shows, type_into};

fn take_all_five(app: &mut tablekeeper::ui::App) {
    type_into(app, "koth-field-0", "2");
    for c in 0..5 {
        type_into(app, "koth-field-1", "2");
        click_id(app, &format!("koth-take-{c}"));
    }
}

fn results(app: &tablekeeper::ui::App) -> Vec<Option<usize>> {
    match app.session().map(|s| s.state()) {
        Some(AnyState::Koth(state)) => state.results.clone(),
        _ => panic!("a Koth battle is open"),
    }
}

#[test]
fn a_battle_of_three_games() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Koth");
    click(&mut app, "Start the game");
    assert!(shows(&app, "Game 1, round 1: Ames to play"));
    assert!(shows(&app, "Deck: 45 cards left"));
    // Attack 11 costs more than 10 CP: refused, nothing changes.
    type_into(&mut app, "koth-field-0", "11");
    click_id(&mut app, "koth-take-0");
    assert_eq!(
        app.banners(),
        vec!["Ames has 10 CP left and this costs 11.".to_owned()]
    );
    take_all_five(&mut app);
    assert_eq!(results(&app), vec![Some(0)]);
    assert!(shows(
        &app,
        "Game 1 goes to Ames. (won game 1: all five columns)"
    ));
    click(&mut app, "Start the next game");
    assert!(
        shows(&app, "Game 2, round 1: Sina to play"),
        "players alternate going first"
    );
    take_all_five(&mut app);
    click(&mut app, "Start the next game");
    click(&mut app, "End turn");
    take_all_five(&mut app);
    assert_eq!(results(&app), vec![Some(0), Some(1), Some(1)]);
    match app.session().unwrap().outcome() {
        Outcome::Finished { winners, .. } => assert_eq!(winners, vec!["Sina".to_owned()]),
        Outcome::InProgress => panic!("two wins in a row decide the battle"),
    }
    assert!(shows(&app, "Sina won!"));
    assert!(shows(
        &app,
        "Sina won two games in a row (games 2 and 3) and the battle."
    ));
}
