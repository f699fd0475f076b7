//! Heroes of Karth through the window, headless: a game to a win, the keys,
//! and the table's complaints: nothing moves under the pointer, seats stay
//! put and fit the window, letters alone never act, the selection follows
//! the turn, refused forms keep what was typed, collect says what it gives
//! and why it cannot, the kill never goes to the owner's side, Turkish has
//! no English.
#![cfg(feature = "gui")]

mod ui_common;

use chrono::Utc;
use iced::keyboard::{Modifiers, key};
use iced::{Rectangle, Size};
use tablekeeper::rules::karth::{self, Action, Mode};
use tablekeeper::rules::{AnyAction, AnySetup, AnyState, Outcome, Player};
use tablekeeper::session::Session;
use tablekeeper::ui::{App, Message, WINDOW_SIZE};
use ui_common::{
    alt, bounds, click, click_at, click_id, english, feed, in_language, press, shows, sim, texts,
    type_in, type_unfocused,
};

const SMALL: Size = Size::new(1024.0, 600.0);

fn state(app: &App) -> karth::State {
    match app.session().map(|s| s.state()) {
        Some(AnyState::Karth(state)) => state.clone(),
        _ => panic!("a Karth game is open"),
    }
}

/// Deletes `n` characters of the field `id`, then types `words`.
fn retype(app: &mut App, id: &str, n: usize, words: &str) {
    for _ in 0..n {
        let mut ui = sim(app, WINDOW_SIZE);
        ui.click(iced::widget::Id::from(id.to_owned()))
            .unwrap_or_else(|e| panic!("focus #{id}: {e:?}"));
        let _ = ui.tap_key(key::Named::Backspace);
        let messages = ui.into_messages().collect();
        feed(app, messages);
    }
    type_in(app, id, words);
}

/// An open game of `mode` with `n` players (Ann, Ben, Cid, Dee) after
/// `actions`, in `language`.
fn game(dir: &std::path::Path, language: &str, mode: Mode, n: usize, actions: &[Action]) -> App {
    let names = ["Ann", "Ben", "Cid", "Dee"];
    let setup = AnySetup::Karth(karth::Setup {
        mode,
        players: (0..n).map(|i| Player::new(names[i], i)).collect(),
        factions: Vec::new(),
        first: 0,
        gold_to_win: None,
        kp_to_win: None,
    });
    let mut session = Session::new("table".into(), setup, Utc::now()).unwrap();
    for a in actions {
        session
            .apply(AnyAction::Karth(a.clone()), Utc::now())
            .unwrap_or_else(|e| panic!("{a:?}: {e}"));
    }
    let (store, mut app) = in_language(dir, language);
    store.save(&session).unwrap();
    ui_common::later(&mut app, Message::Open("table".into()));
    assert!(app.session().is_some(), "the game opened");
    app
}

fn unit(player: usize, name: &str, hp: i64) -> Action {
    Action::AddUnit {
        player,
        name: name.into(),
        hp: Some(hp),
        se: Some(1),
        coffers: Some(false),
        kp: Some(3),
        bounty: Some(1),
        cost: None,
    }
}

#[test]
fn a_one_v_one_game_to_a_kill_point_win() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Heroes of Karth: Deathmatch");
    assert!(shows(&app, "1v1 Classic"));
    click(&mut app, "Start the game");
    assert!(shows(&app, "Turn 1: Player 1 plays"));
    // Player 1 collects: +1 gold, nothing else yet.
    assert!(shows(&app, "+1 gold, +0 SE"), "Collect says what it gives");
    click_id(&mut app, "karth-collect-0");
    assert!(shows(&app, "6"));
    // Player 2's Goblin Chieftain enters (picked in the form).
    click_id(&mut app, "karth-owner-1");
    for (field, value) in [
        (0, "Goblin Chieftain"),
        (1, "12"),
        (2, "3"),
        (3, "25"),
        (4, "4"),
    ] {
        type_in(&mut app, &format!("karth-field-{field}"), value);
    }
    click_id(&mut app, "karth-add-unit");
    assert!(shows(&app, "12/12 HP"));
    // The rulebook's hit: 8 + 6 − 1 = 13, lethal; the kill goes to Player 1.
    click_id(&mut app, "karth-target-1");
    type_in(&mut app, "karth-field-5", "8");
    type_in(&mut app, "karth-field-6", "6");
    ui_common::type_into(&mut app, "karth-field-7", "1");
    assert_eq!(state(&app).kp, vec![25, 0], "Enter in the helper hits");
    match app.session().unwrap().outcome() {
        Outcome::Finished { winners, .. } => assert_eq!(winners, vec!["Player 1".to_owned()]),
        _ => panic!("25 KP wins"),
    }
    assert!(shows(&app, "Player 1 won!"));
    assert!(shows(
        &app,
        "Player 1 reached 25 Kill Points (the goal is 25)."
    ));
    ui_common::result_shown(&app, "Player 1 won!");
}

#[test]
fn keys_change_resources_and_overspending_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Heroes of Karth: Deathmatch");
    click(&mut app, "Start the game");
    // A letter alone, even right after Alt was let go, is no shortcut.
    press(&mut app, Some(key::Named::Alt), "", Modifiers::ALT);
    press(&mut app, None, "c", Modifiers::empty());
    assert_eq!(
        app.session().map(|s| s.cursor()),
        Some(0),
        "nothing happened"
    );
    // Collecting comes first (rules 2): Alt+C.
    alt(&mut app, "c");
    press(&mut app, None, "+", Modifiers::empty());
    press(
        &mut app,
        Some(key::Named::ArrowRight),
        "",
        Modifiers::empty(),
    );
    press(&mut app, None, "+", Modifiers::empty());
    let s = state(&app);
    assert_eq!((s.gold[0], s.se[0]), (7, 1));
    for _ in 0..6 {
        click_id(&mut app, "karth-less-1-0");
    }
    assert_eq!(
        app.banners(),
        vec!["Player 2 has 0 Gold and cannot spend 1.".to_owned()]
    );
    alt(&mut app, "e");
    assert!(shows(&app, "Turn 2: Player 2 plays"));
}

#[test]
fn a_double_click_on_collect_leaves_everyone_standing() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(dir.path(), "en", Mode::Classic, 2, &[]);
    let at = bounds(&app, WINDOW_SIZE, "karth-collect-0").center();
    click_at(&mut app, at);
    click_at(&mut app, at);
    let s = state(&app);
    assert_eq!(
        s.out,
        vec![None, None],
        "the second click knocks nobody out"
    );
    assert!(s.collected[0], "the first click collects");
    assert_eq!(s.gold[0], 6, "and collects nothing more");
    // Knocking out asks in place, with No where the button was: a double
    // click asks and takes it back.
    click_id(&mut app, "karth-owner-1");
    click_id(&mut app, "karth-tab-player");
    let ko = bounds(&app, WINDOW_SIZE, "karth-ko-1").center();
    click_at(&mut app, ko);
    assert!(shows(&app, "Knocked out?"));
    click_at(&mut app, ko);
    assert_eq!(state(&app).out, vec![None, None]);
    assert!(!shows(&app, "Knocked out?"));
    click_at(&mut app, ko);
    click(&mut app, "Yes");
    assert!(state(&app).out[1].is_some(), "Yes knocks Ben out");
}

#[test]
fn seats_keep_their_place_as_units_come() {
    for (mode, n) in [
        (Mode::Classic, 2),
        (Mode::FreeForAll, 4),
        (Mode::TwoVTwo, 4),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut app = game(dir.path(), "en", mode, n, &[]);
        let before: Vec<Rectangle> = (0..n)
            .map(|i| bounds(&app, WINDOW_SIZE, &format!("seat-{i}")))
            .collect();
        for p in 0..n {
            for k in 0..3 {
                click_id(&mut app, &format!("karth-owner-{p}"));
                type_in(&mut app, "karth-field-0", &format!("Unit {p}{k}"));
                type_in(&mut app, "karth-field-1", "9");
                click_id(&mut app, "karth-add-unit");
            }
        }
        assert_eq!(state(&app).units.len(), 3 * n);
        for (i, b) in before.iter().enumerate() {
            assert_eq!(
                bounds(&app, WINDOW_SIZE, &format!("seat-{i}")),
                *b,
                "{mode:?}: seat {i} stays put"
            );
        }
    }
}

#[test]
fn typing_a_word_with_no_field_focused_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(dir.path(), "en", Mode::Classic, 2, &[]);
    let before = state(&app);
    type_unfocused(&mut app, "Elf Lord");
    type_unfocused(&mut app, "ce CE");
    assert_eq!(state(&app), before, "letters alone do nothing");
    assert_eq!(app.session().unwrap().entries().len(), 0);
    alt(&mut app, "c");
    assert!(state(&app).collected[0], "Alt+C collects");
    alt(&mut app, "e");
    assert_eq!(state(&app).active, 1, "Alt+E ends the turn");
}

#[test]
fn the_picked_player_follows_the_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(dir.path(), "en", Mode::Classic, 2, &[]);
    click_id(&mut app, "karth-owner-1");
    click_id(&mut app, "karth-end-turn");
    click_id(&mut app, "karth-end-turn");
    assert_eq!(state(&app).active, 0);
    press(&mut app, None, "+", Modifiers::empty());
    assert_eq!(state(&app).gold, vec![6, 5], "the keys act for Ann again");
    // 2v2: the turn passes to Cid & Dee; the form is for Cid.
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(dir.path(), "en", Mode::TwoVTwo, 4, &[]);
    click_id(&mut app, "karth-owner-1");
    click_id(&mut app, "karth-end-turn");
    type_in(&mut app, "karth-field-0", "Troll");
    type_in(&mut app, "karth-field-1", "9");
    click_id(&mut app, "karth-add-unit");
    assert_eq!(state(&app).units[0].owner, 2, "the new unit is Cid's");
    assert!(shows(&app, "Turn 2: Cid & Dee play"));
}

#[test]
fn plus_and_minus_are_big_enough_for_a_finger() {
    let dir = tempfile::tempdir().unwrap();
    let app = game(dir.path(), "en", Mode::FreeForAll, 4, &[unit(0, "Elf", 5)]);
    let wide = ["karth-less-0-0", "karth-more-0-0", "karth-more-3-2"];
    // A cramped seat has one − and + for the value picked in it.
    let cramped = ["karth-less-0", "karth-more-0", "karth-more-3"];
    for size in [WINDOW_SIZE, SMALL] {
        let ids = if sim(&app, size)
            .find(iced::widget::Id::from("karth-less-0"))
            .is_ok()
        {
            cramped
        } else {
            wide
        };
        for id in ids.iter().chain(&["karth-hurt-1", "karth-heal-1"]) {
            let b = bounds(&app, size, id);
            assert!(
                b.width >= 44.0 && b.height >= 44.0,
                "{id} at {size:?} is {b:?}"
            );
        }
    }
    assert!(
        sim(&app, WINDOW_SIZE)
            .find(iced::widget::Id::from("karth-less-0-0"))
            .is_ok(),
        "at 1280×800 every number of FFA 4 has its own − and +"
    );
}

fn inside(app: &App, size: Size, id: &str) {
    let b = bounds(app, size, id);
    assert!(
        b.x >= 0.0 && b.y >= 0.0 && b.x + b.width <= size.width && b.y + b.height <= size.height,
        "{id} at {size:?} is {b:?}"
    );
}

#[test]
fn every_seat_is_in_the_window() {
    let units: Vec<Action> = (0..4).map(|p| unit(p, "Troll", 9)).collect();
    for (mode, n, size) in [
        (Mode::FreeForAll, 4, WINDOW_SIZE),
        (Mode::Classic, 2, WINDOW_SIZE),
        (Mode::TwoVTwo, 4, WINDOW_SIZE),
        (Mode::Classic, 2, SMALL),
        (Mode::TwoVTwo, 4, SMALL),
        (Mode::FreeForAll, 3, SMALL),
        (Mode::FreeForAll, 4, SMALL),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let app = game(dir.path(), "en", mode, n, &units[..n]);
        for i in 0..n {
            inside(&app, size, &format!("seat-{i}"));
        }
        for id in ["karth-end-turn", "karth-add-unit", "karth-field-10"] {
            inside(&app, size, id);
        }
    }
}

#[test]
fn a_refused_form_keeps_what_was_typed() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(dir.path(), "en", Mode::Classic, 2, &[]);
    type_in(&mut app, "karth-field-0", "Elf Lord");
    type_in(&mut app, "karth-field-1", "10");
    type_in(&mut app, "karth-field-10", "99");
    click_id(&mut app, "karth-add-unit");
    assert_eq!(
        app.banners(),
        vec!["Ann has 5 Gold and cannot spend 99.".to_owned()]
    );
    assert!(shows(&app, "Elf Lord"), "the name is still there");
    assert!(shows(&app, "99"), "and the cost");
    // Fix the cost: the unit enters and the form is empty again.
    retype(&mut app, "karth-field-10", 2, "4");
    click_id(&mut app, "karth-add-unit");
    let s = state(&app);
    assert_eq!((s.units.len(), s.gold[0]), (1, 1), "hired for 4 gold");
    assert!(!shows(&app, "Elf Lord"), "the name field is empty");
    // The damage helper: a refused hit keeps its numbers, a hit clears them.
    click_id(&mut app, "karth-target-1");
    type_in(&mut app, "karth-field-5", "-3");
    click_id(&mut app, "karth-hit");
    assert_eq!(app.banners().len(), 1, "a negative base is refused");
    assert!(shows(&app, "-3"));
    retype(&mut app, "karth-field-5", 2, "4");
    click_id(&mut app, "karth-hit");
    assert_eq!(state(&app).units[0].hp_left(), 6);
    assert!(app.banners().is_empty());
    assert!(!shows(&app, "4"), "the base is cleared after the hit");
}

#[test]
fn collect_says_what_it_gives_and_why_it_cannot() {
    let dir = tempfile::tempdir().unwrap();
    let hire = Action::AddUnit {
        player: 0,
        name: "Elf Lord".into(),
        hp: Some(12),
        se: Some(3),
        coffers: Some(true),
        kp: Some(4),
        bounty: Some(2),
        cost: None,
    };
    let mut app = game(
        dir.path(),
        "en",
        Mode::Classic,
        2,
        &[
            Action::Collect {
                player: 0,
                decline: Vec::new(),
            },
            hire,
            Action::EndTurn,
            Action::EndTurn,
        ],
    );
    assert!(shows(&app, "+2 gold, +3 SE"));
    // A ± step is a correction: Collect stays to do.
    click_id(&mut app, "karth-more-0-1");
    assert_eq!(state(&app).se[0], 1);
    assert!(shows(&app, "+2 gold, +3 SE"), "still offered");
    drop(app);
    // A gain that is a move (a card's effect) does lock it.
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(
        dir.path(),
        "en",
        Mode::Classic,
        2,
        &[
            Action::EndTurn,
            Action::EndTurn,
            Action::Gain {
                player: 0,
                resource: karth::Resource::Se,
                amount: 1,
                correction: false,
            },
        ],
    );
    let s = state(&app);
    assert_eq!(s.se[0], 1, "Ann gained 1 SE before collecting");
    click_id(&mut app, "karth-collect-0");
    assert!(
        app.banners().is_empty(),
        "the button is disabled, not refused"
    );
    assert!(!state(&app).collected[0]);
    assert!(shows(&app, "already played"), "the button says why");
    click_id(&mut app, "karth-end-turn");
    assert!(shows(&app, "not their turn"), "Ann's button, on Ben's turn");
}

#[test]
fn the_kill_never_goes_to_the_owner_or_a_teammate() {
    // 2v2, Ann's team plays; Ann's own troll dies: Cid takes it.
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(dir.path(), "en", Mode::TwoVTwo, 4, &[unit(0, "Troll", 2)]);
    click_id(&mut app, "karth-target-1");
    let mut ui = sim(&app, WINDOW_SIZE);
    for p in [0, 1] {
        assert!(
            ui.find(iced::widget::Id::from(format!("karth-killer-{p}")))
                .is_err(),
            "player {p} is not offered"
        );
    }
    for p in [2, 3] {
        assert!(
            ui.find(iced::widget::Id::from(format!("karth-killer-{p}")))
                .is_ok()
        );
    }
    drop(ui);
    click_id(&mut app, "karth-hurt-1");
    click_id(&mut app, "karth-hurt-1");
    let s = state(&app);
    assert!(s.units.is_empty(), "the troll died");
    assert_eq!(s.kp, vec![0, 0, 3, 0], "Cid, an opponent, took the kill");
    // 1v1: Ann's own unit dies on her turn: Ben takes it.
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(dir.path(), "en", Mode::Classic, 2, &[unit(0, "Troll", 1)]);
    click_id(&mut app, "karth-hurt-1");
    assert_eq!(state(&app).kp, vec![0, 3]);
}

#[test]
fn a_card_seen_before_shows_its_cost_and_costs_it() {
    let dir = tempfile::tempdir().unwrap();
    let hire = Action::AddUnit {
        player: 0,
        name: "Elf Lord".into(),
        hp: Some(12),
        se: Some(3),
        coffers: Some(false),
        kp: Some(4),
        bounty: Some(2),
        cost: Some(2),
    };
    let mut app = game(dir.path(), "en", Mode::Classic, 2, &[hire]);
    assert!(shows(&app, "+ Elf Lord · 2 gold"));
    click_id(&mut app, "karth-known-0");
    let s = state(&app);
    assert_eq!((s.units.len(), s.gold[0]), (2, 1));
}

#[test]
fn turkish_has_no_english_words_and_teams_take_the_plural() {
    let dir = tempfile::tempdir().unwrap();
    let app = game(dir.path(), "en", Mode::TwoVTwo, 4, &[unit(0, "Troll", 9)]);
    assert!(shows(&app, "Turn 1: Ann & Ben play"));
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(dir.path(), "tr", Mode::TwoVTwo, 4, &[unit(0, "Troll", 9)]);
    let mut seen = texts(&app);
    click_id(&mut app, "karth-target-1");
    seen.extend(texts(&app));
    click_id(&mut app, "karth-tab-player");
    seen.extend(texts(&app));
    let english = [
        "HP", "SE", "KP", "AR", "MR", "PR", "gold", "bonus", "Gold", "Player",
    ];
    let found: Vec<&String> = seen
        .iter()
        .filter(|t| {
            t.split(|c: char| !c.is_alphanumeric())
                .any(|w| english.contains(&w))
        })
        .collect();
    assert!(found.is_empty(), "English in Turkish: {found:?}");
    // The setup form: default names and modes in Turkish too.
    ui_common::later(
        &mut app,
        Message::NewGame(tablekeeper::rules::GameKind::Karth),
    );
    assert!(shows(&app, "Oyuncu 1"), "the default name is Turkish");
    let setup: Vec<String> = texts(&app)
        .into_iter()
        .filter(|t| {
            t.split(|c: char| !c.is_alphanumeric())
                .any(|w| english.contains(&w) || w == "1v1" || w == "2v2")
        })
        .collect();
    assert!(setup.is_empty(), "English in the Turkish setup: {setup:?}");
    // The factions keep the names printed on the cards, their people in
    // Turkish (i18n/tr/style.md), as in every language.
    assert!(shows(&app, "Oyuncu 1: Allegiance (Elfler)"));
}

#[test]
fn a_unit_that_dies_keeps_its_line_until_the_turn_passes() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(
        dir.path(),
        "en",
        Mode::Classic,
        2,
        &[unit(1, "Imp", 1), unit(1, "Troll", 9)],
    );
    let troll = bounds(&app, WINDOW_SIZE, "karth-hurt-2");
    // A double click on the imp's −: it dies, and the second click lands
    // on its empty line, not on the troll's −.
    let at = bounds(&app, WINDOW_SIZE, "karth-hurt-1").center();
    click_at(&mut app, at);
    click_at(&mut app, at);
    let s = state(&app);
    assert_eq!(s.units.len(), 1, "the imp died");
    assert_eq!(s.units[0].hp_left(), 9, "the troll was not touched");
    assert_eq!(s.kp, vec![3, 0], "Ann took the imp");
    assert_eq!(bounds(&app, WINDOW_SIZE, "karth-hurt-2"), troll);
    assert!(shows(&app, "✝ Imp (gone)"));
    click_id(&mut app, "karth-end-turn");
    assert!(!shows(&app, "✝ Imp (gone)"), "the next turn tidies up");
}
