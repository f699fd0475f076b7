//! Hero Realms through the window, headless: a Hydra game to the end, and
//! the table's complaints: Tab offers only the targets the rules allow, a
//! target never goes stale (a stunned guard, a player out, a turn passed),
//! the selection and the forms follow the turn, a typed word changes
//! nothing, refused forms keep what was typed, every seat fits the window,
//! counts take their plurals and Turkish has no English.
#![cfg(feature = "gui")]

mod ui_common;

use std::sync::{Arc, Mutex};

use chrono::Utc;
use iced::keyboard::{Modifiers, key};
use iced::{Rectangle, Size};
use iced_test::selector::{Candidate, Selector};
use tablekeeper::i18n::I18n;
use tablekeeper::rules::hero_realms::{self, Action, Format};
use tablekeeper::rules::{AnyAction, AnySetup, AnyState, Outcome};
use tablekeeper::session::Session;
use tablekeeper::store::{Settings, Store};
use tablekeeper::ui::{App, Message, WINDOW_SIZE};
use ui_common::{
    bounds, click, click_id, english, press, seats_fit, shows, sim, type_in, type_into,
    type_unfocused,
};

const SMALL: Size = Size::new(1024.0, 600.0);

fn state(app: &App) -> hero_realms::State {
    match app.session().map(|s| s.state()) {
        Some(AnyState::HeroRealms(state)) => state.clone(),
        _ => panic!("a Hero Realms game is open"),
    }
}

fn team_health(app: &App) -> Vec<i64> {
    state(app).health
}

/// An open game of `format` for `names` after `actions`, in `language`.
fn game(
    dir: &std::path::Path,
    language: &str,
    format: Format,
    names: &[&str],
    actions: &[Action],
) -> App {
    let setup = AnySetup::HeroRealms(hero_realms::Setup::new(format, names));
    let mut session = Session::new("table".into(), setup, Utc::now()).unwrap();
    for a in actions {
        session
            .apply(AnyAction::HeroRealms(a.clone()), Utc::now())
            .unwrap_or_else(|e| panic!("{a:?}: {e}"));
    }
    let store = Store::open(dir).unwrap_or_else(|e| panic!("{e}"));
    store
        .save_settings(&Settings {
            language: Some(language.into()),
            ..Settings::default()
        })
        .unwrap_or_else(|e| panic!("{e}"));
    store.save(&session).unwrap();
    let mut app = App::new(store);
    app.stop_clock();
    let _ = app.update(Message::Open("table".into()));
    assert!(app.session().is_some(), "the game opened");
    app
}

fn combat(player: usize, amount: i64) -> Action {
    Action::GainCombat {
        player: Some(player),
        amount,
    }
}

fn champion(player: usize, name: &str, defense: i64, guard: bool) -> Action {
    Action::PlayChampion {
        player: Some(player),
        name: name.into(),
        defense,
        guard,
    }
}

/// Every text on screen, and the visible words of every text field by id.
#[derive(Clone, Default)]
struct Texts(Arc<Mutex<Vec<String>>>, Arc<Mutex<Vec<(String, String)>>>);

impl Selector for Texts {
    type Output = ();

    fn select(&mut self, candidate: Candidate<'_>) -> Option<()> {
        match candidate {
            Candidate::Text { content, .. } => {
                if let Ok(mut all) = self.0.lock() {
                    all.push(content.to_owned());
                }
            }
            Candidate::TextInput { id, state, .. } => {
                if let (Some(id), Ok(mut all)) = (id, self.1.lock()) {
                    all.push((format!("{id:?}"), state.text().to_owned()));
                }
            }
            _ => {}
        }
        None
    }

    fn description(&self) -> String {
        String::from("every text")
    }
}

fn scan(app: &App) -> Texts {
    let texts = Texts::default();
    let _ = sim(app, WINDOW_SIZE).find(texts.clone());
    texts
}

fn texts(app: &App) -> Vec<String> {
    scan(app).0.lock().map(|t| t.clone()).unwrap_or_default()
}

/// What the text field `id` shows (its value, or its placeholder if empty).
fn field(app: &App, id: &str) -> String {
    let fields = scan(app).1.lock().map(|t| t.clone()).unwrap_or_default();
    fields
        .into_iter()
        .find(|(i, _)| i.contains(&format!("\"{id}\"")))
        .map(|(_, words)| words)
        .unwrap_or_else(|| panic!("no field #{id}"))
}

/// The target line ("Target: Bo"), as shown.
fn target(app: &App) -> String {
    texts(app)
        .into_iter()
        .find(|t| t.starts_with("Target:"))
        .unwrap_or_else(|| panic!("no target line in {:?}", texts(app)))
}

fn tab(app: &mut App) {
    press(app, Some(key::Named::Tab), "", Modifiers::empty());
}

fn enter(app: &mut App) {
    press(app, Some(key::Named::Enter), "", Modifiers::empty());
}

fn undo(app: &mut App) {
    press(app, None, "z", Modifiers::CTRL);
}

/// Presses Tab until the target line reads `want`; panics if Tab never
/// offers it.
fn tab_to(app: &mut App, want: &str) {
    for _ in 0..12 {
        if target(app) == want {
            return;
        }
        tab(app);
    }
    panic!("Tab never offered {want:?}; last {:?}", target(app));
}

/// Every target line Tab shows, pressing it `n` times.
fn tab_cycle(app: &mut App, n: usize) -> Vec<String> {
    let mut seen = Vec::new();
    for _ in 0..n {
        tab(app);
        seen.push(target(app));
    }
    seen
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
    click_id(&mut app, "hr-combat-5");
    click_id(&mut app, "hr-combat-5");
    click_id(&mut app, "hr-target-2");
    assert!(shows(&app, "Target: Player 3 & Player 4"));
    type_into(&mut app, "hr-amount", "10");
    assert_eq!(team_health(&app), vec![75, 65]);
    click(&mut app, "End turn");
    assert!(shows(&app, "Turn 2: Player 3 & Player 4"));
    // Player 3 buys a card with 1 gold, then hits back for 4 of 5 combat.
    click_id(&mut app, "hr-gold-plus");
    click_id(&mut app, "hr-gold-minus");
    click_id(&mut app, "hr-combat-5");
    click_id(&mut app, "hr-target-0");
    type_into(&mut app, "hr-amount", "4");
    assert_eq!(team_health(&app), vec![71, 65]);
    assert_eq!(state(&app).combat[2], 1);
    click(&mut app, "End turn");
    // The first team finishes it: 65 combat, all of it dealt with Deal.
    for _ in 0..13 {
        click_id(&mut app, "hr-combat-5");
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
    assert!(shows(&app, "Player 1 and Player 2 won!"));
    assert!(shows(&app, "Reopen"));
    ui_common::result_shown(&app, "Player 1 and Player 2 won!");
}

#[test]
fn dealing_without_a_target_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Hero Realms");
    click(&mut app, "Start the game");
    click_id(&mut app, "hr-combat-plus");
    click(&mut app, "Deal");
    assert_eq!(app.banners(), vec!["Pick a target first.".to_owned()]);
    assert_eq!(team_health(&app), vec![50, 50]);
}

#[test]
fn tab_cycles_only_the_targets_the_rules_allow() {
    // Free-for-all: Bo's prepared guard shields Bo and Bo's Imp; Cy is open.
    let dir = tempfile::tempdir().unwrap();
    let actions = [
        Action::EndTurn,
        champion(1, "Wall", 3, true),
        champion(1, "Imp", 2, false),
        Action::EndTurn,
        Action::EndTurn,
        combat(0, 5),
    ];
    let mut app = game(
        dir.path(),
        "en",
        Format::FreeForAll,
        &["Ana", "Bo", "Cy"],
        &actions,
    );
    let seen = tab_cycle(&mut app, 4);
    assert_eq!(
        seen,
        [
            "Target: Wall (Bo)",
            "Target: Cy",
            "Target: Wall (Bo)",
            "Target: Cy"
        ],
        "only the guard and Cy may be attacked"
    );
    // Emperor: a Commander may attack only the Commander opposite.
    let dir = tempfile::tempdir().unwrap();
    let names = ["Ana", "Bo", "Cy", "Di", "Ed", "Fay"];
    let mut app = game(dir.path(), "en", Format::Emperor, &names, &[combat(0, 5)]);
    assert_eq!(tab_cycle(&mut app, 3), ["Target: Fay"; 3]);
    // Hunter: only the player to the left, and champions of both neighbours.
    let dir = tempfile::tempdir().unwrap();
    let actions = [
        Action::EndTurn,
        Action::EndTurn,
        Action::EndTurn,
        champion(3, "Orc", 4, false),
        Action::EndTurn,
        combat(0, 5),
    ];
    let names = ["Ana", "Bo", "Cy", "Di"];
    let mut app = game(
        dir.path(),
        "en",
        Format::HunterLastOneStanding,
        &names,
        &actions,
    );
    assert_eq!(
        tab_cycle(&mut app, 3),
        ["Target: Bo", "Target: Orc (Di)", "Target: Bo"]
    );
}

#[test]
fn a_target_is_never_stale_or_illegal() {
    // A guard is stunned: the target moves to its owner, who may now be hit.
    let dir = tempfile::tempdir().unwrap();
    let actions = [
        Action::EndTurn,
        champion(1, "Wall", 3, true),
        Action::EndTurn,
        combat(0, 10),
    ];
    let mut app = game(
        dir.path(),
        "en",
        Format::FreeForAll,
        &["Ana", "Fay"],
        &actions,
    );
    tab_to(&mut app, "Target: Wall (Fay)");
    type_unfocused(&mut app, "3");
    enter(&mut app);
    assert!(state(&app).champions[1].is_empty(), "the guard is stunned");
    assert_eq!(target(&app), "Target: Fay");
    type_unfocused(&mut app, "2");
    enter(&mut app);
    assert_eq!(app.banners(), Vec::<String>::new());
    assert_eq!(team_health(&app), vec![50, 48]);

    // A player is out: the target is dropped, Enter asks for a new one.
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(
        dir.path(),
        "en",
        Format::FreeForAll,
        &["Ana", "Bo", "Cy"],
        &[combat(0, 60)],
    );
    tab_to(&mut app, "Target: Bo");
    type_unfocused(&mut app, "50");
    enter(&mut app);
    assert!(state(&app).is_out(1));
    assert_eq!(target(&app), "Target: nobody yet");
    tab(&mut app);
    assert_eq!(
        target(&app),
        "Target: Cy",
        "Tab skips the player who is out"
    );

    // The turn passes and is taken back: Bo's pick of Ana is not Ana's.
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(dir.path(), "en", Format::FreeForAll, &["Ana", "Bo"], &[]);
    tab_to(&mut app, "Target: Bo");
    click(&mut app, "End turn");
    assert_eq!(target(&app), "Target: nobody yet", "a new turn, a new pick");
    tab_to(&mut app, "Target: Ana");
    undo(&mut app);
    assert_eq!(state(&app).active, 0, "Ana's turn again");
    assert_eq!(target(&app), "Target: nobody yet", "never Ana for Ana");
}

#[test]
fn the_selection_and_the_forms_follow_the_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(
        dir.path(),
        "en",
        Format::FreeForAll,
        &["Ana", "Bo"],
        &[combat(0, 3)],
    );
    assert!(shows(&app, "New champion for Ana:"));
    type_in(&mut app, "hr-champion-name", "Dragon");
    type_in(&mut app, "hr-champion-defense", "6");
    type_unfocused(&mut app, "2");
    tab(&mut app);
    click(&mut app, "End turn");
    assert!(shows(&app, "New champion for Bo:"));
    assert_eq!(
        field(&app, "hr-champion-name"),
        "Name",
        "Ana's half-typed card is gone"
    );
    assert_eq!(field(&app, "hr-champion-defense"), "defense");
    assert_eq!(target(&app), "Target: nobody yet");
    // Hydra: the acting player is picked for one turn only.
    let dir = tempfile::tempdir().unwrap();
    let names = ["Ana", "Bo", "Cy", "Di"];
    let mut app = game(dir.path(), "en", Format::Hydra, &names, &[]);
    click_id(&mut app, "hr-actor-1");
    click_id(&mut app, "hr-combat-plus");
    assert_eq!(state(&app).combat, vec![0, 1, 0, 0], "Bo acts");
    click(&mut app, "End turn");
    click_id(&mut app, "hr-actor-3");
    click(&mut app, "End turn");
    click_id(&mut app, "hr-combat-plus");
    assert_eq!(
        state(&app).combat,
        vec![1, 0, 0, 0],
        "a new turn starts with Ana"
    );
    // Taking the turn back: it starts again with its first player.
    undo(&mut app);
    undo(&mut app);
    assert_eq!(state(&app).active, 1);
    click_id(&mut app, "hr-combat-plus");
    assert_eq!(
        state(&app).combat,
        vec![0, 0, 1, 0],
        "Cy's team again, Cy first"
    );
}

#[test]
fn typing_a_word_with_no_field_focused_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let actions = [
        Action::EndTurn,
        champion(1, "Wall", 3, true),
        Action::EndTurn,
        combat(0, 5),
    ];
    let mut app = game(
        dir.path(),
        "en",
        Format::FreeForAll,
        &["Ana", "Bo"],
        &actions,
    );
    tab(&mut app);
    let before = (state(&app), target(&app), field(&app, "hr-amount"));
    type_unfocused(&mut app, "Wall of gold, expend and stun everyone");
    assert_eq!(
        (state(&app), target(&app), field(&app, "hr-amount")),
        before
    );
    assert_eq!(app.session().unwrap().cursor(), 4, "no entry was added");
    assert_eq!(app.banners(), Vec::<String>::new());
}

#[test]
fn a_refused_form_keeps_what_was_typed() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(
        dir.path(),
        "en",
        Format::FreeForAll,
        &["Ana", "Bo"],
        &[combat(0, 5)],
    );
    tab_to(&mut app, "Target: Bo");
    type_into(&mut app, "hr-amount", "9");
    assert_eq!(
        app.banners(),
        vec!["Ana has only 5 combat, not 9.".to_owned()]
    );
    assert_eq!(
        field(&app, "hr-amount"),
        "9",
        "the amount stays to be corrected"
    );
    // A champion without a name is refused; its defense and guard stay.
    type_in(&mut app, "hr-champion-defense", "4");
    click_id(&mut app, "hr-champion-guard");
    click_id(&mut app, "hr-play-champion");
    assert_eq!(app.banners().len(), 1, "{:?}", app.banners());
    assert_eq!(field(&app, "hr-champion-defense"), "4");
    type_in(&mut app, "hr-champion-name", "Wall");
    click_id(&mut app, "hr-play-champion");
    let wall = &state(&app).champions[0];
    assert_eq!(wall.len(), 1);
    assert!(wall[0].guard, "the guard box was kept");
    assert_eq!(
        field(&app, "hr-champion-defense"),
        "defense",
        "accepted: cleared"
    );
    assert_eq!(field(&app, "hr-champion-name"), "Name");
}

#[test]
fn every_seat_is_on_screen() {
    let names = ["Ana", "Bo", "Cy", "Di", "Ed", "Fay"];
    let dir = tempfile::tempdir().unwrap();
    let actions = [
        champion(0, "Fire Gem Guardian", 5, true),
        champion(0, "Orc", 3, false),
    ];
    let app = game(dir.path(), "en", Format::Emperor, &names, &actions);
    seats_fit(&app, WINDOW_SIZE, 6).unwrap_or_else(|e| panic!("Emperor at 1280×800: {e}"));
    // The teams face each other: each Commander above the one opposite.
    for (a, b) in [(0, 5), (1, 4), (2, 3)] {
        let (top, bottom) = (
            bounds(&app, WINDOW_SIZE, &format!("seat-{a}")),
            bounds(&app, WINDOW_SIZE, &format!("seat-{b}")),
        );
        assert!(
            (top.x - bottom.x).abs() < 1.0 && top.y < bottom.y,
            "{a} faces {b}"
        );
    }
    for (format, n, tracks) in [
        (Format::FreeForAll, 2, 2),
        (Format::FreeForAll, 4, 4),
        (Format::HunterFirstBlood, 4, 4),
        (Format::Hydra, 4, 2),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let app = game(dir.path(), "en", format, &names[..n], &[]);
        seats_fit(&app, SMALL, tracks)
            .unwrap_or_else(|e| panic!("{format:?} {n} at 1024×600: {e}"));
        seats_fit(&app, WINDOW_SIZE, tracks)
            .unwrap_or_else(|e| panic!("{format:?} {n} at 1280×800: {e}"));
    }
}

#[test]
fn nothing_moves_under_the_pointer() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = game(
        dir.path(),
        "en",
        Format::FreeForAll,
        &["Ana", "Bo", "Cy"],
        &[],
    );
    let ids = [
        "hr-end-turn",
        "hr-deal",
        "hr-play-champion",
        "hr-target-2",
        "seat-2",
    ];
    let before: Vec<Rectangle> = ids.iter().map(|i| bounds(&app, WINDOW_SIZE, i)).collect();
    click_id(&mut app, "hr-combat-5");
    click_id(&mut app, "hr-target-1");
    click_id(&mut app, "hr-deal");
    type_in(&mut app, "hr-champion-name", "Wall");
    type_in(&mut app, "hr-champion-defense", "3");
    click_id(&mut app, "hr-champion-guard");
    click_id(&mut app, "hr-play-champion");
    click_id(&mut app, "hr-end-turn");
    let after: Vec<Rectangle> = ids.iter().map(|i| bounds(&app, WINDOW_SIZE, i)).collect();
    assert_eq!(before, after);
    assert_eq!(team_health(&app), vec![50, 45, 50]);
}

#[test]
fn counts_take_their_plural() {
    let en = I18n::new("en");
    let cards = |n: i64| en.tr_args("ui-hr-opening-hand", &[("cards", n.into())]);
    assert_eq!(cards(1), "opening hand: 1 card");
    assert_eq!(cards(5), "opening hand: 5 cards");
    let dir = tempfile::tempdir().unwrap();
    let app = game(
        dir.path(),
        "en",
        Format::HunterFirstBlood,
        &["Ana", "Bo", "Cy"],
        &[],
    );
    assert!(shows(&app, "opening hand: 4 cards"), "{:?}", texts(&app));
}

#[test]
fn turkish_has_no_english() {
    let english = [
        "Hydra",
        "Target",
        "target",
        "Gold",
        "Combat",
        "Player",
        "guard",
        "stun",
        "expend",
        "Deal",
        "End",
        "turn",
        "Turn",
        "card",
        "cards",
        "nobody",
        "Emperor",
        "Commander",
        "health",
        "out",
        "amount",
        "defense",
        "name",
        "remove",
        "Acting",
        "New",
        "champion",
        "HP",
    ];
    let is_english = |t: &String| {
        t.split(|c: char| !c.is_alphanumeric())
            .any(|w| english.contains(&w))
    };
    let mut seen = Vec::new();
    let names = ["Ana", "Bo", "Cy", "Di", "Ed", "Fay"];
    let actions = [champion(0, "Wall", 3, true), combat(0, 4)];
    for (format, n) in [
        (Format::Emperor, 6),
        (Format::Hydra, 4),
        (Format::HunterFirstBlood, 3),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut app = game(dir.path(), "tr", format, &names[..n], &actions);
        seen.extend(texts(&app));
        tab(&mut app);
        seen.extend(texts(&app));
    }
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    store
        .save_settings(&Settings {
            language: Some("tr".into()),
            ..Settings::default()
        })
        .unwrap();
    let mut app = App::new(store);
    app.stop_clock();
    click(&mut app, "Hero Realms");
    seen.extend(texts(&app));
    for format in ["Herkes herkese karşı", "Hidra", "İmparator"] {
        click(&mut app, format);
        seen.extend(texts(&app));
    }
    let found: Vec<&String> = seen.iter().filter(|t| is_english(t)).collect();
    assert!(found.is_empty(), "English in Turkish: {found:?}");
}

#[test]
fn a_refused_setup_names_the_field_in_the_window_language() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    store
        .save_settings(&Settings {
            language: Some("tr".into()),
            ..Settings::default()
        })
        .unwrap();
    let mut app = App::new(store);
    app.stop_clock();
    click(&mut app, "Hero Realms");
    type_in(&mut app, "hr-setup-health", "50, x");
    click(&mut app, "Oyunu başlat");
    let banners = app.banners();
    assert_eq!(banners.len(), 1, "{banners:?}");
    assert!(banners[0].starts_with("Başlangıç canı"), "{banners:?}");
    assert!(app.session().is_none());
    // The Hydra team health is there in every format, enabled in Hydra only.
    click(&mut app, "Hidra");
    type_in(&mut app, "hr-setup-team-health", "90");
    click(&mut app, "Oyunu başlat");
    assert_eq!(
        team_health(&app),
        vec![90, 90],
        "the per-player field is off in Hydra"
    );
}
