//! One press, one action, as a person at the table uses the window: a
//! double click on End turn or Deal acts once, a held key ends one turn,
//! and quick ± corrections are each counted. And the rule as a whole:
//! every button of every screen, in every game, found by walking the
//! window (`ui_common::walk`), is double-clicked; a one-shot acts once and
//! says nothing the second time, a stepper counts twice.
#![cfg(feature = "gui")]

mod ui_common;

use iced::keyboard::{self, Key, Modifiers, key};
use tablekeeper::event::{Event, Kind};
use tablekeeper::rules::{AnyAction, AnyState, GameKind, kings_armory};
use tablekeeper::session::Session;
use tablekeeper::store::Store;
use tablekeeper::ui::{App, Message};
use ui_common::walk::{Rec, Scene};
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

/// The data folder of the walks: Ana and Bo's game of Custom counters in
/// progress (`friday`), their decided one (`won`, Ana reached 5), one in
/// the trash (`old`), and a game of The King's Armory in its first wave
/// with two monsters on the board (`armory`).
fn sessions(store: &Store) {
    use tablekeeper::rules::custom::{self, Counter, WinRule};
    use tablekeeper::rules::{AnySetup, Player};
    let at = chrono::DateTime::UNIX_EPOCH;
    let points = |win| {
        AnySetup::Custom(custom::Setup {
            players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
            counters: vec![Counter::new("Points", 0)],
            win,
        })
    };
    let add = |p, n| {
        AnyAction::Custom(custom::Action::Add {
            player: p,
            counter: 0,
            amount: n,
        })
    };
    for (id, win, moves) in [
        ("friday", None, vec![(0, 3), (1, 2)]),
        (
            "won",
            Some(WinRule::Reach {
                counter: 0,
                target: 5,
            }),
            vec![(1, 2), (0, 5)],
        ),
        ("old", None, vec![(0, 1)]),
    ] {
        let mut s = Session::new(id.into(), points(win), at).unwrap();
        for (p, n) in moves {
            s.apply(add(p, n), at).unwrap();
        }
        store.save(&s).unwrap();
    }
    store.trash("old").unwrap();
    let setup = kings_armory::Setup::new(&[("Ana", "Valcor", 20, 4), ("Bo", "Ember", 16, 3)], 3);
    let mut s = Session::new("armory".into(), AnySetup::KingsArmory(setup), at).unwrap();
    for a in [
        kings_armory::Action::StartWave,
        ui_common::kings_armory::enters(1, "Goblin Peon", 4),
        ui_common::kings_armory::enters(2, "Orc Brute", 6),
    ] {
        s.apply(AnyAction::KingsArmory(a), at).unwrap();
    }
    store.save(&s).unwrap();
}

/// The games the screenshots show, each in the middle of play (each
/// game's largest table), under the game's name as their id; and The
/// King's Armory's board cut before its first heal step
/// (`kings_armory_between`).
fn games_under_way(store: &Store) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/screens");
    for game in MIDDLES {
        let file = store.sessions_dir().join(format!("{game}.json"));
        std::fs::copy(root.join(format!("{game}.json")), &file).unwrap();
    }
    let board = std::fs::read_to_string(root.join("kings_armory_board.json")).unwrap();
    let mut between: serde_json::Value = serde_json::from_str(&board).unwrap();
    between["id"] = "kings_armory_between".into();
    between["log"].as_array_mut().unwrap().truncate(7);
    std::fs::write(
        store.sessions_dir().join("kings_armory_between.json"),
        serde_json::to_string(&between).unwrap(),
    )
    .unwrap();
}

/// The screenshots' sessions, by id.
const MIDDLES: [&str; 7] = [
    "custom",
    "karth",
    "hero_realms",
    "kharnage",
    "koth",
    "kings_armory",
    "kings_armory_board",
];

/// Friday Koth, an event of Ana, Bo, Cy and Di.
fn friday_koth(store: &Store) {
    let event = Event::new(
        "Friday Koth",
        vec![GameKind::Koth],
        Kind::TwoPlayer,
        ["Ana", "Bo", "Cy", "Di"],
        7,
    )
    .unwrap();
    store.new_event(&event).unwrap();
}

/// Walks `scene`: every button double-clicked on a fresh copy of it.
fn walk(scene: Scene) {
    let wrong = scene.double_click_every_button();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The screen `gestures` lead to from the walks' data folder.
fn scene(name: &str, prepare: fn(&Store), gestures: impl FnOnce(&mut Rec)) -> Scene {
    let mut rec = Rec::new(prepare);
    gestures(&mut rec);
    rec.done(name)
}

#[test]
fn every_button_of_home_history_settings_and_stats_acts_once_per_double_click() {
    walk(scene("home", sessions, |_| {}));
    walk(scene("history", sessions, |r| r.send(Message::History)));
    walk(scene("the trash", sessions, |r| {
        r.send(Message::History);
        r.click("Deleted (trash)");
    }));
    walk(scene("settings", sessions, |r| r.send(Message::Settings)));
    walk(scene("stats", sessions, |r| r.send(Message::Stats)));
    walk(scene("Ana's page", sessions, |r| {
        r.send(Message::Stats);
        r.click_id("player-page-Ana");
    }));
}

#[test]
fn every_button_of_a_game_s_result_and_review_acts_once_per_double_click() {
    walk(scene("the result", sessions, |r| {
        r.send(Message::Open("won".into()))
    }));
    walk(scene("the board of a decided game", sessions, |r| {
        r.send(Message::Open("won".into()));
        r.click("Show the board");
    }));
    walk(scene("the review", sessions, |r| {
        r.send(Message::Review("friday".into()))
    }));
}

#[test]
fn every_button_of_the_events_acts_once_per_double_click() {
    walk(scene("events", friday_koth, |r| r.send(Message::Events)));
    walk(scene("the event form, filled in", friday_koth, |r| {
        r.send(Message::Events);
        r.type_in("event-name", "Saturday");
        r.type_in("event-players", "Ana, Bo, Cy");
    }));
    walk(scene(
        "an event's first round, a late entry typed",
        friday_koth,
        |r| {
            r.send(Message::Events);
            r.click("Friday Koth");
            r.click("Pair round 1");
            r.type_in("event-late", "Eve");
        },
    ));
}

#[test]
fn every_button_of_every_setup_form_acts_once_per_double_click() {
    for kind in GameKind::ALL {
        walk(scene(&format!("{} setup", kind.name()), sessions, |r| {
            r.send(Message::NewGame(*kind))
        }));
    }
}

#[test]
fn every_button_of_every_game_acts_once_and_every_stepper_twice() {
    for kind in [
        GameKind::Custom,
        GameKind::Karth,
        GameKind::HeroRealms,
        GameKind::Kharnage,
        GameKind::Koth,
    ] {
        walk(scene(
            &format!("{} at the start", kind.name()),
            sessions,
            |r| {
                r.send(Message::NewGame(kind));
                r.click("Start the game");
            },
        ));
    }
    walk(scene("The King's Armory in a wave", sessions, |r| {
        r.send(Message::Open("armory".into()))
    }));
}

#[test]
fn every_button_of_the_games_filled_in_forms_acts_once_per_double_click() {
    walk(scene("Karth, a unit typed", sessions, |r| {
        r.send(Message::NewGame(GameKind::Karth));
        r.click("Start the game");
        r.click("Collect");
        for (field, value) in [(0, "Troll"), (1, "9"), (2, "2"), (3, "5"), (4, "3")] {
            r.type_in(&format!("karth-field-{field}"), value);
        }
    }));
    walk(scene("Hero Realms, a champion typed", sessions, |r| {
        r.send(Message::NewGame(GameKind::HeroRealms));
        r.click("Start the game");
        r.type_in("hr-champion-name", "Dragon");
        r.type_in("hr-champion-defense", "6");
    }));
    walk(scene("The King's Armory, a monster typed", sessions, |r| {
        r.send(Message::Open("armory".into()));
        r.click_id("ka-tab-enter");
        r.type_in("ka-enter-name", "Ogre");
        r.type_in("ka-enter-hp", "9");
    }));
    walk(scene("Kharnage, initiatives typed", sessions, |r| {
        r.send(Message::NewGame(GameKind::Kharnage));
        r.click("Start the game");
        for army in 0..4 {
            r.type_in(
                &format!("kharnage-initiative-{army}"),
                &format!("{}", 100 + army),
            );
        }
    }));
    walk(scene("Koth, a card typed", sessions, |r| {
        r.send(Message::NewGame(GameKind::Koth));
        r.click("Start the game");
        r.type_in("koth-field-0", "3");
    }));
}

#[test]
fn every_button_in_the_middle_of_every_game_acts_once_and_every_stepper_twice() {
    for game in MIDDLES.into_iter().chain(["kings_armory_between"]) {
        walk(scene(game, games_under_way, |r| {
            r.send(Message::Open(game.into()))
        }));
    }
}

#[test]
fn every_button_of_the_games_pages_acts_once_per_double_click() {
    for (tab, page) in [
        ("karth-tab-damage", "Karth's damage page"),
        ("karth-tab-player", "Karth's player page"),
    ] {
        walk(scene(page, games_under_way, |r| {
            r.send(Message::Open("karth".into()));
            r.click_id(tab);
        }));
    }
    for (tab, page) in [
        ("ka-tab-shop", "The King's Armory's shop"),
        ("ka-tab-allies", "The King's Armory's allies"),
    ] {
        walk(scene(page, games_under_way, |r| {
            r.send(Message::Open("kings_armory_board".into()));
            r.click_id(tab);
        }));
    }
}
