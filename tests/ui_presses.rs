//! One press, one action, as a person at the table uses the window: a
//! double click on End turn or Deal acts once, a held key ends one turn,
//! and quick ± corrections are each counted.
#![cfg(feature = "gui")]

mod ui_common;

use iced::keyboard::{self, Key, Modifiers, key};
use tablekeeper::rules::AnyState;
use tablekeeper::ui::{App, Message};
use ui_common::{click, click_id, double_click, english, type_in};

fn entries(app: &App) -> usize {
    app.session().map_or(0, |s| s.cursor())
}

fn start(app: &mut App, game: &str) {
    click(app, game);
    click(app, "Start the game");
}

#[test]
fn a_double_click_on_end_turn_ends_one_turn_in_every_game_that_has_one() {
    for game in ["Heroes of Karth: Deathmatch", "Hero Realms", "Koth"] {
        let dir = tempfile::tempdir().unwrap();
        let mut app = english(dir.path());
        start(&mut app, game);
        if game.starts_with("Heroes") {
            // Collecting comes first in a Karth turn.
            click(&mut app, "Collect");
        }
        let before = entries(&app);
        double_click(&mut app, "End turn");
        assert_eq!(entries(&app), before + 1, "{game}: one turn ended");
        // A deliberate second press a moment later ends the next turn.
        if game.starts_with("Heroes") {
            click(&mut app, "Collect");
        }
        let before = entries(&app);
        click(&mut app, "End turn");
        assert_eq!(entries(&app), before + 1, "{game}: the next press counts");
    }
}

#[test]
fn a_double_click_on_deal_deals_once_and_quick_corrections_all_count() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    start(&mut app, "Hero Realms");
    // Three quick clicks of +5 combat: corrections, each one counts.
    for _ in 0..2 {
        click_id(&mut app, "hr-combat-5");
    }
    let mut ui = ui_common::sim(&app, tablekeeper::ui::WINDOW_SIZE);
    ui.click(iced::widget::Id::from("hr-combat-5".to_owned()))
        .unwrap();
    ui.click(iced::widget::Id::from("hr-combat-5".to_owned()))
        .unwrap();
    let twice: Vec<_> = ui.into_messages().collect();
    ui_common::feed(&mut app, twice);
    let combat = |app: &App| match app.session().map(|s| s.state()) {
        Some(AnyState::HeroRealms(s)) => s.combat[0],
        _ => panic!("a Hero Realms game is open"),
    };
    assert_eq!(combat(&app), 20, "a double click on a ± step counts twice");
    click_id(&mut app, "hr-target-1");
    type_in(&mut app, "hr-amount", "3");
    let before = entries(&app);
    double_click(&mut app, "Deal");
    assert_eq!(entries(&app), before + 1, "one hit");
    assert_eq!(combat(&app), 17, "3 dealt, the rest kept");
}

#[test]
fn a_held_key_ends_one_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    start(&mut app, "Heroes of Karth: Deathmatch");
    click(&mut app, "Collect");
    let before = entries(&app);
    // Alt+E, held: the system repeats it.
    for repeat in [false, true, true, true] {
        let event = keyboard::Event::KeyPressed {
            key: Key::Character("e".into()),
            modified_key: Key::Character("e".into()),
            physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
            location: keyboard::Location::Standard,
            modifiers: Modifiers::ALT,
            text: Some("e".into()),
            repeat,
        };
        app.pass_time(std::time::Duration::from_millis(500));
        let _ = app.update(Message::Key(event));
    }
    assert_eq!(entries(&app), before + 1);
}

#[test]
fn a_correction_before_collect_leaves_collect_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    start(&mut app, "Heroes of Karth: Deathmatch");
    let gold = |app: &App| match app.session().map(|s| s.state()) {
        Some(AnyState::Karth(s)) => (s.gold[0], s.collected[0]),
        _ => panic!("a Karth game is open"),
    };
    let (start_gold, _) = gold(&app);
    // Two quick + steps on the selected gold: corrections.
    ui_common::press(&mut app, None, "+", Modifiers::empty());
    ui_common::press(&mut app, None, "+", Modifiers::empty());
    assert_eq!(gold(&app), (start_gold + 2, false));
    click(&mut app, "Collect");
    assert_eq!(gold(&app), (start_gold + 3, true), "Collect still works");
    assert!(app.banners().is_empty(), "{:?}", app.banners());
}

#[test]
fn a_refusal_is_gone_after_the_next_good_action_and_on_another_screen() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    start(&mut app, "Hero Realms");
    // Deal with nothing picked is refused and says why.
    click(&mut app, "Deal");
    assert_eq!(app.banners().len(), 1, "{:?}", app.banners());
    click(&mut app, "Deal");
    assert_eq!(app.banners().len(), 1, "one message, not two");
    click_id(&mut app, "hr-combat-5");
    assert!(app.banners().is_empty(), "gone once a change is accepted");
    click(&mut app, "Deal");
    assert_eq!(app.banners().len(), 1);
    click(&mut app, "Home");
    assert!(app.banners().is_empty(), "it does not follow to Home");
}

#[test]
fn holding_plus_repeats_and_folds_into_one_entry_while_a_click_acts_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    start(&mut app, "Custom counters");
    let value = |app: &App| match app.session().map(|s| s.state()) {
        Some(AnyState::Custom(s)) => s.values[0][0],
        _ => panic!("a Custom game is open"),
    };
    let start_value = value(&app);
    let before = entries(&app);
    // A short press: one step, however long the redraws say nothing.
    ui_common::hold(&mut app, "custom-more-0-0", &[100, 300]);
    assert_eq!(value(&app), start_value + 1);
    // Held: repeats start after half a second, then every 120 ms, and the
    // release adds nothing more.
    ui_common::hold(&mut app, "custom-more-0-0", &[100, 400, 600, 730, 860, 990]);
    assert_eq!(value(&app), start_value + 5, "one click, then four repeats");
    assert_eq!(entries(&app), before + 1, "folded into one log entry");
    // The minus side the same way.
    ui_common::hold(&mut app, "custom-less-0-0", &[600, 730]);
    assert_eq!(value(&app), start_value + 3);
}
