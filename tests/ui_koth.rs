//! A Koth battle through the window, headless: three games, columns taken
//! by typing the card and clicking the column, CP refused when short, and
//! the battle going to the player with two wins in a row; then the table:
//! everything on screen at 1024×600, words in the plural they need, no
//! English in the Turkish window, a refused card keeping what was typed.
#![cfg(feature = "gui")]

mod ui_common;

use iced::keyboard::{Modifiers, key};
use iced::widget::Id;
use iced_test::simulator::Simulator;
use tablekeeper::rules::{AnyState, Outcome};
use tablekeeper::ui::{App, WINDOW_SIZE};
use ui_common::{
    bounds, click, click_id, english, in_language, press, retype, settings, shows, texts,
    type_into, value_of,
};

fn take_all_five(app: &mut App) {
    for c in 0..5 {
        type_into(app, "koth-field-0", "2");
        type_into(app, "koth-field-1", "2");
        click_id(app, &format!("koth-take-{c}"));
    }
}

fn results(app: &App) -> Vec<Option<usize>> {
    match app.session().map(|s| s.state()) {
        Some(AnyState::Koth(state)) => state.results.clone(),
        _ => panic!("a Koth battle is open"),
    }
}

fn entries(app: &App) -> usize {
    app.session().map_or(0, |s| s.entries().len())
}

fn start(dir: &std::path::Path) -> App {
    let mut app = english(dir);
    click(&mut app, "Koth");
    click(&mut app, "Start the game");
    app
}

#[test]
fn a_battle_of_three_games() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(dir.path());
    assert!(shows(&app, "Game 1, round 1: Ames to play"));
    assert!(shows(&app, "Deck: 45 cards left"));
    // Attack 11 costs more than 10 CP: refused, nothing changes.
    type_into(&mut app, "koth-field-0", "11");
    click_id(&mut app, "koth-take-0");
    assert_eq!(
        app.banners(),
        vec!["Ames has 10 CP left and this costs 11.".to_owned()]
    );
    retype(&mut app, "koth-field-0", "");
    take_all_five(&mut app);
    assert_eq!(results(&app), vec![Some(0)]);
    assert!(shows(&app, "Game 1 goes to Ames."));
    assert!(
        shows(&app, "won game 1: all five columns"),
        "how: the winner's remark"
    );
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
    ui_common::result_shown(&app, "Sina won!");
    assert!(shows(
        &app,
        "Sina won two games in a row (games 2 and 3) and the battle."
    ));
}

#[test]
fn the_five_columns_the_card_form_and_both_seats_fit_at_1024_by_600_and_1280_by_800() {
    let dir = tempfile::tempdir().unwrap();
    let app = start(dir.path());
    let mut ids: Vec<String> = (0..2).map(|i| format!("seat-{i}")).collect();
    for c in 0..5 {
        ids.push(format!("koth-column-{c}"));
        ids.push(format!("koth-take-{c}"));
    }
    for f in 0..4 {
        ids.push(format!("koth-field-{f}"));
    }
    for id in [
        "koth-end-turn",
        "koth-deck-out",
        "koth-next-game",
        "koth-spend-0",
        "koth-spend-1",
    ] {
        ids.push(id.to_owned());
    }
    for size in [
        iced::Size::new(1024.0, 600.0),
        iced::Size::new(1280.0, 800.0),
    ] {
        ui_common::ids_fit(&app, size, &ids).unwrap();
    }
}

#[test]
fn the_last_card_in_the_deck_reads_one_card() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(dir.path());
    // 52 cards less two hands of 3 and the first draw: 45; each turn
    // passed draws one.
    for _ in 0..44 {
        click(&mut app, "End turn");
    }
    assert!(
        shows(&app, "Deck: 1 card left"),
        "{:?}",
        texts(&app)
            .into_iter()
            .filter(|t| t.starts_with("Deck"))
            .collect::<Vec<_>>()
    );
    click(&mut app, "End turn");
    assert!(shows(&app, "Deck: 0 cards left"));
}

#[test]
fn a_smaller_deck_is_set_up_in_the_form() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Koth");
    retype(&mut app, "koth-setup-deck", "8");
    click(&mut app, "Start the game");
    assert!(shows(&app, "Deck: 1 card left"));
}

#[test]
fn the_streak_shows_beside_games_won() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(dir.path());
    assert!(shows(&app, "0 games won"));
    assert!(shows(&app, "0 wins in a row"));
    take_all_five(&mut app);
    assert!(shows(&app, "1 game won"), "{:?}", texts(&app));
    assert!(shows(&app, "1 win in a row"), "{:?}", texts(&app));
}

#[test]
fn a_refused_card_keeps_what_was_typed_until_one_is_accepted() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(dir.path());
    type_into(&mut app, "koth-field-0", "11");
    type_into(&mut app, "koth-field-1", "3");
    click_id(&mut app, "koth-take-2");
    assert_eq!(app.banners().len(), 1, "refused: 11 CP is too much");
    assert_eq!(value_of(&app, "koth-field-0"), "11");
    assert_eq!(value_of(&app, "koth-field-1"), "3");
    retype(&mut app, "koth-field-0", "4");
    click_id(&mut app, "koth-take-2");
    assert!(app.banners().is_empty(), "{:?}", app.banners());
    assert_eq!(entries(&app), 1);
    assert_eq!(
        value_of(&app, "koth-field-0"),
        "0",
        "accepted: the form is clear"
    );
    assert_eq!(value_of(&app, "koth-field-1"), "0");
}

#[test]
fn take_is_disabled_on_a_column_the_player_already_holds() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(dir.path());
    type_into(&mut app, "koth-field-0", "2");
    type_into(&mut app, "koth-field-1", "2");
    click_id(&mut app, "koth-take-0");
    assert_eq!(entries(&app), 1);
    type_into(&mut app, "koth-field-0", "1");
    click_id(&mut app, "koth-take-0");
    assert!(
        app.banners().is_empty(),
        "a disabled button refuses nothing: {:?}",
        app.banners()
    );
    assert_eq!(entries(&app), 1);
    // Column 2 is still open to the card.
    click_id(&mut app, "koth-take-1");
    assert_eq!(entries(&app), 2);
}

#[test]
fn the_card_form_follows_the_player_whose_turn_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(dir.path());
    type_into(&mut app, "koth-field-0", "3");
    click(&mut app, "End turn");
    assert!(shows(&app, "Game 1, round 1: Sina to play"));
    assert_eq!(
        value_of(&app, "koth-field-0"),
        "0",
        "Sina starts on a clear form"
    );
}

#[test]
fn the_deck_out_and_next_game_buttons_keep_their_place() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(dir.path());
    let before = [
        bounds(&app, WINDOW_SIZE, "koth-deck-out"),
        bounds(&app, WINDOW_SIZE, "koth-next-game"),
        bounds(&app, WINDOW_SIZE, "koth-column-4"),
    ];
    take_all_five(&mut app);
    assert_eq!(results(&app), vec![Some(0)]);
    let after = [
        bounds(&app, WINDOW_SIZE, "koth-deck-out"),
        bounds(&app, WINDOW_SIZE, "koth-next-game"),
        bounds(&app, WINDOW_SIZE, "koth-column-4"),
    ];
    assert_eq!(before, after);
}

#[test]
fn the_turkish_window_says_kp_not_cp() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = in_language(dir.path(), "tr").1;
    click(&mut app, "Koth");
    click(&mut app, "Oyunu başlat");
    assert!(shows(&app, "1. oyun, 1. tur: sıra Ames oyuncusunda"));
    let english: Vec<String> = texts(&app)
        .into_iter()
        .filter(|t| t.split(|c: char| !c.is_alphanumeric()).any(|w| w == "CP"))
        .collect();
    assert!(
        english.is_empty(),
        "English in the Turkish window: {english:?}"
    );
}

#[test]
fn a_refused_setup_names_the_field_in_the_window_language() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = in_language(dir.path(), "tr").1;
    click(&mut app, "Koth");
    retype(&mut app, "koth-setup-cp", "x");
    click(&mut app, "Oyunu başlat");
    assert_eq!(
        app.banners(),
        vec!["Tur başına Komuta Puanı: “x” bir tam sayı değil.".to_owned()]
    );
}

#[test]
fn typing_a_word_with_no_field_focused_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start(dir.path());
    let before = texts(&app);
    for ch in "take the column end deck next flank".chars() {
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
    ui.click(Id::from("koth-field-0".to_owned())).unwrap();
    let _ = ui.typewrite("1");
    let _ = ui.tap_key(key::Named::Escape);
    let _ = ui.typewrite("2");
    let typed = ui.into_messages().count();
    assert_eq!(typed, 1, "only the key typed before Esc reaches the field");
}

#[test]
fn number_targets_are_at_least_44_pixels() {
    let dir = tempfile::tempdir().unwrap();
    let app = start(dir.path());
    for id in [
        "koth-field-0",
        "koth-field-3",
        "koth-take-0",
        "koth-spend-0",
        "koth-end-turn",
        "koth-flank-0-right",
    ] {
        let b = bounds(&app, WINDOW_SIZE, id);
        assert!(b.height >= 44.0 && b.width >= 44.0, "#{id} is {b:?}");
    }
}
