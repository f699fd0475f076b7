//! A Kharnage evening through the window, headless: set up four armies,
//! enter the rulebook's example round by clicks and typing, close it, and
//! see the awards in the table and the log.
#![cfg(feature = "gui")]

mod ui_common;

use tablekeeper::rules::AnyState;
use tablekeeper::store::Store;
use ui_common::{click, click_id, english, shows, type_into};

#[test]
fn the_rulebook_round_through_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Kharnage");
    assert!(shows(&app, "Armies"));
    click(&mut app, "Start the game");
    assert!(shows(&app, "Round 1 of 4"));
    // John 9 cards at 400, Larry 5 at 100, Mike 5 at 160, Ray 3 at 380 —
    // here Dwarf, Goblin, Human and Orc.
    for (army, initiative, cards) in [(0, "400", 9), (1, "100", 5), (2, "160", 5), (3, "380", 3)] {
        type_into(&mut app, &format!("kharnage-initiative-{army}"), initiative);
        for _ in 0..cards {
            click_id(&mut app, &format!("kharnage-more-{army}"));
        }
    }
    click_id(&mut app, "kharnage-less-3");
    click_id(&mut app, "kharnage-more-3");
    click_id(&mut app, "kharnage-token-3");
    assert!(shows(&app, "→ 5 skulls"));
    click(&mut app, "Close round 1");
    assert!(shows(&app, "Round 2 of 4"));
    assert!(
        shows(
            &app,
            "Round 1 closed: Dwarf takes the 5-skull token (9 cards), Goblin the 3-skull (5 cards), Human the 1-skull (5 cards). Ties on cards were broken by the lower initiative."
        ),
        "the log names the awards"
    );
    let session = app.session().unwrap();
    let AnyState::Kharnage(state) = session.state() else {
        panic!("a Kharnage game")
    };
    assert_eq!(
        (0..4).map(|a| state.skulls(a)).collect::<Vec<_>>(),
        vec![5, 3, 1, 1]
    );
    assert!(shows(&app, "5 (9)"), "the table shows skulls (cards)");
    let saved = Store::open(dir.path())
        .unwrap()
        .load(session.id())
        .unwrap()
        .session;
    assert_eq!(
        saved.entries().len(),
        session.entries().len(),
        "every change was saved"
    );
}

#[test]
fn closing_a_round_without_every_initiative_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Kharnage");
    click(&mut app, "Start the game");
    type_into(&mut app, "kharnage-initiative-0", "220");
    click(&mut app, "Close round 1");
    assert_eq!(app.banners().len(), 1, "{:?}", app.banners());
    assert!(app.banners()[0].contains("Goblin"), "{:?}", app.banners());
    assert!(shows(&app, "Round 1 of 4"));
}
