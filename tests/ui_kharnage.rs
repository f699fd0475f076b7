//! A Kharnage evening through the window, headless: set up four armies,
//! enter the rulebook's example round by clicks and typing, close it, and
//! see the awards in the armies' tiles and the log; then the table: four
//! armies on screen at 1024×600, "1 skull", Turkish army names, a refused
//! initiative keeping what was typed.
#![cfg(feature = "gui")]

mod ui_common;

use iced::keyboard::{Modifiers, key};
use iced::widget::Id;
use iced_test::simulator::Simulator;
use tablekeeper::rules::AnyState;
use tablekeeper::store::Store;
use tablekeeper::ui::{App, Message, WINDOW_SIZE};
use ui_common::{
    bounds, click, click_id, english, in_language, press, retype, settings, shows, texts,
    type_into, value_of,
};

fn skulls(app: &App) -> Vec<i64> {
    let session = app.session().unwrap();
    let AnyState::Kharnage(state) = session.state() else {
        panic!("a Kharnage game")
    };
    (0..4).map(|a| state.skulls(a)).collect()
}

fn entries(app: &App) -> usize {
    app.session().map_or(0, |s| s.entries().len())
}

fn start(dir: &std::path::Path) -> App {
    let mut app = english(dir);
    click(&mut app, "Kharnage");
    click(&mut app, "Start the game");
    app
}

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
    assert_eq!(skulls(&app), vec![5, 3, 1, 1]);
    assert!(
        shows(&app, "R1: 5 (9)"),
        "each tile shows the skulls taken (cards destroyed)"
    );
    let session = app.session().unwrap();
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
    let mut app = start(dir.path());
    type_into(&mut app, "kharnage-initiative-0", "220");
    click(&mut app, "Close round 1");
    assert_eq!(app.banners().len(), 1, "{:?}", app.banners());
    assert!(app.banners()[0].contains("Goblin"), "{:?}", app.banners());
    assert!(shows(&app, "Round 1 of 4"));
}

#[test]
fn four_armies_fit_at_1024_by_600_and_1280_by_800() {
    let dir = tempfile::tempdir().unwrap();
    let app = start(dir.path());
    let mut ids = vec!["kharnage-close".to_owned(), "kharnage-break-tie".to_owned()];
    for a in 0..4 {
        for id in [
            "seat",
            "kharnage-initiative",
            "kharnage-less",
            "kharnage-more",
            "kharnage-token",
        ] {
            ids.push(format!("{id}-{a}"));
        }
    }
    for size in [
        iced::Size::new(1024.0, 600.0),
        iced::Size::new(1280.0, 800.0),
    ] {
        ui_common::ids_fit(&app, size, &ids).unwrap();
    }
}

#[test]
fn with_the_yeah_rule_four_armies_still_fit() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Kharnage");
    click(
        &mut app,
        "“YEAH!” rule: an army that does not shout loses one Kharnage token",
    );
    click(&mut app, "Start the game");
    let ids: Vec<String> = (0..4)
        .flat_map(|a| [format!("seat-{a}"), format!("kharnage-no-yeah-{a}")])
        .collect();
    for size in [
        iced::Size::new(1024.0, 600.0),
        iced::Size::new(1280.0, 800.0),
    ] {
        ui_common::ids_fit(&app, size, &ids).unwrap();
    }
}

#[test]
fn one_skull_reads_one_skull() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(dir.path());
    for (army, initiative) in [(0, "100"), (1, "200"), (2, "300"), (3, "400")] {
        type_into(&mut app, &format!("kharnage-initiative-{army}"), initiative);
    }
    // No cards destroyed: the ranks go by initiative, the third takes 1.
    assert!(shows(&app, "→ 1 skull"), "{:?}", texts(&app));
    click(&mut app, "Close round 1");
    assert_eq!(skulls(&app), vec![5, 3, 1, 0]);
    assert!(shows(&app, "skull"), "the label under a count of 1");
    click_id(&mut app, "kharnage-more-0");
    assert!(shows(&app, "card destroyed"), "{:?}", texts(&app));
}

#[test]
fn the_armies_have_turkish_names_in_the_turkish_window() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = in_language(dir.path(), "tr").1;
    click(&mut app, "Kharnage");
    click(&mut app, "Oyunu başlat");
    let session = app.session().unwrap();
    assert_eq!(
        session.setup().player_names(),
        vec!["Cüce", "Goblin", "İnsan", "Ork"],
        "a goblin is a goblin in Turkish too, never a djinn (cin)"
    );
    // "Goblin" is Turkish as well; the other English words are not.
    let english: Vec<String> = texts(&app)
        .into_iter()
        .filter(|t| {
            ["Dwarf", "Human", "Orc", "skull"]
                .iter()
                .any(|w| t.contains(w))
        })
        .collect();
    assert!(
        english.is_empty(),
        "English in the Turkish window: {english:?}"
    );
}

#[test]
fn a_refused_initiative_keeps_what_was_typed() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(dir.path());
    type_into(&mut app, "kharnage-initiative-0", "100");
    assert_eq!(entries(&app), 1);
    type_into(&mut app, "kharnage-initiative-1", "100");
    assert_eq!(app.banners().len(), 1, "100 is Dwarf's");
    assert_eq!(value_of(&app, "kharnage-initiative-1"), "100");
    retype(&mut app, "kharnage-initiative-1", "150");
    assert!(app.banners().is_empty(), "{:?}", app.banners());
    assert_eq!(entries(&app), 2);
    assert_eq!(
        value_of(&app, "kharnage-initiative-1"),
        "150",
        "accepted: the field is empty and shows the initiative as its placeholder"
    );
    click_id(&mut app, "kharnage-more-0");
    assert_eq!(value_of(&app, "kharnage-initiative-1"), "150");
}

#[test]
fn a_refused_setup_reads_well_and_names_the_field() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Kharnage");
    retype(&mut app, "kharnage-setup-rounds", "0");
    click(&mut app, "Start the game");
    assert_eq!(
        app.banners(),
        vec!["Rounds: a game of Kharnage lasts from 1 to 10 rounds, not 0.".to_owned()]
    );
    let dir = tempfile::tempdir().unwrap();
    let mut app = in_language(dir.path(), "tr").1;
    click(&mut app, "Kharnage");
    retype(&mut app, "kharnage-setup-rounds", "x");
    click(&mut app, "Oyunu başlat");
    assert_eq!(
        app.banners(),
        vec!["Tur sayısı: “x” bir tam sayı değil.".to_owned()]
    );
}

#[test]
fn the_close_and_tie_buttons_keep_their_place_and_the_tie_is_broken_in_the_tiles() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Kharnage");
    retype(&mut app, "kharnage-setup-rounds", "1");
    // Two armies: Remove takes the first, twice, leaving Human and Orc.
    for _ in 0..2 {
        let labels = texts(&app);
        assert!(labels.iter().any(|t| t == "Remove"));
        let mut ui = Simulator::with_size(settings(), WINDOW_SIZE, app.view());
        let _ = ui.click("Remove");
        let messages: Vec<Message> = ui.into_messages().collect();
        // A moment apart: two deliberate presses, not a double click.
        ui_common::feed(&mut app, messages);
    }
    click(&mut app, "Start the game");
    let before = [
        bounds(&app, WINDOW_SIZE, "kharnage-close"),
        bounds(&app, WINDOW_SIZE, "kharnage-break-tie"),
        bounds(&app, WINDOW_SIZE, "kharnage-initiative-1"),
    ];
    type_into(&mut app, "kharnage-initiative-0", "100");
    type_into(&mut app, "kharnage-initiative-1", "200");
    // Orc (second) commits Kharnage twice: 3 + 2 = 5 against Human's 5.
    click_id(&mut app, "kharnage-token-1");
    click_id(&mut app, "kharnage-token-1");
    click(&mut app, "Close round 1");
    assert!(app.banners().is_empty(), "{:?}", app.banners());
    assert!(shows(&app, "Count the armies"), "{:?}", texts(&app));
    let after = [
        bounds(&app, WINDOW_SIZE, "kharnage-close"),
        bounds(&app, WINDOW_SIZE, "kharnage-break-tie"),
        bounds(&app, WINDOW_SIZE, "kharnage-units-1"),
    ];
    assert_eq!(before, after, "nothing moved");
    type_into(&mut app, "kharnage-units-0", "4");
    ui_common::type_in(&mut app, "kharnage-units-1", "7");
    click(&mut app, "Break the tie");
    match app.session().unwrap().outcome() {
        tablekeeper::rules::Outcome::Finished { winners, .. } => {
            assert_eq!(winners, vec!["Orc".to_owned()])
        }
        other => panic!("decided by the largest army: {other:?}"),
    }
    ui_common::result_shown(&app, "Orc won!");
}

#[test]
fn typing_a_word_with_no_field_focused_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(dir.path());
    let before = texts(&app);
    for ch in "kharnage close yeah".chars() {
        press(&mut app, None, &ch.to_string(), Modifiers::empty());
    }
    assert_eq!(entries(&app), 0);
    assert!(app.banners().is_empty());
    assert_eq!(texts(&app), before);
}

#[test]
fn escape_leaves_a_field() {
    let dir = tempfile::tempdir().unwrap();
    let app = start(dir.path());
    let mut ui = Simulator::with_size(settings(), WINDOW_SIZE, app.view());
    ui.click(Id::from("kharnage-initiative-0".to_owned()))
        .unwrap();
    let _ = ui.typewrite("1");
    let _ = ui.tap_key(key::Named::Escape);
    let _ = ui.typewrite("2");
    let _ = ui.tap_key(key::Named::Enter);
    assert_eq!(
        ui.into_messages().count(),
        1,
        "only the key typed before Esc reaches the field"
    );
}

#[test]
fn number_targets_are_at_least_44_pixels() {
    let dir = tempfile::tempdir().unwrap();
    let app = start(dir.path());
    for id in [
        "kharnage-initiative-0",
        "kharnage-less-0",
        "kharnage-more-3",
        "kharnage-token-2",
        "kharnage-close",
    ] {
        let b = bounds(&app, WINDOW_SIZE, id);
        assert!(b.height >= 44.0 && b.width >= 44.0, "#{id} is {b:?}");
    }
}

#[test]
fn tab_enters_the_typed_initiative_and_a_saved_one_reads_plainly() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(dir.path());
    ui_common::type_in(&mut app, "kharnage-initiative-0", "100");
    assert_eq!(entries(&app), 0, "typing alone enters nothing");
    press(&mut app, Some(key::Named::Tab), "", Modifiers::empty());
    assert_eq!(entries(&app), 1, "Tab enters it");
    let initiative = |app: &App| match app.session().map(|s| s.state()) {
        Some(AnyState::Kharnage(s)) => s.open_round().and_then(|r| r.initiative[0]),
        _ => None,
    };
    assert_eq!(initiative(&app), Some(100));
    // The field now shows the saved 100, empty for typing anew.
    assert_eq!(ui_common::value_of(&app, "kharnage-initiative-0"), "100");
    // Tab with nothing typed enters nothing more.
    press(&mut app, Some(key::Named::Tab), "", Modifiers::empty());
    assert_eq!(entries(&app), 1);
}
