//! The window as a person uses it, headless (iced_test): start a Custom
//! game, click + and undo, use the keyboard, meet a refusal, switch to
//! Turkish, and see a broken file reported. Every step goes through the
//! real view and update; the file on disk is checked too.
#![cfg(feature = "gui")]

mod ui_common;

use chrono::Utc;
use iced::keyboard::{Modifiers, key};
use tablekeeper::rules::custom::{self, Counter};
use tablekeeper::rules::{AnySetup, Player};
use tablekeeper::session::Session;
use tablekeeper::store::Store;
use tablekeeper::ui::App;
use ui_common::{click, click_id, english, press, shows};

fn points(app: &App, player: usize) -> i64 {
    app.session().expect("a session is open").standings()[player].values[0].1
}

fn start_custom(app: &mut App) {
    click(app, "Custom counters");
    click(app, "Start the game");
    assert!(app.session().is_some(), "the game started");
}

/// A saved Custom session "gold" (Gold never below 0), opened from Home.
fn open_gold(dir: &std::path::Path, names: &[&str]) -> (Store, App) {
    let store = Store::open(dir).unwrap();
    let setup = AnySetup::Custom(custom::Setup {
        players: names
            .iter()
            .enumerate()
            .map(|(i, n)| Player::new(*n, i))
            .collect(),
        counters: vec![Counter {
            min: Some(0),
            ..Counter::new("Gold", 0)
        }],
        win: None,
    });
    store
        .save(&Session::new("gold".into(), setup, Utc::now()).unwrap())
        .unwrap();
    let mut app = english(dir);
    click(&mut app, "Open");
    (store, app)
}

#[test]
fn new_custom_game_plus_then_undo_brings_the_value_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    start_custom(&mut app);
    assert!(shows(&app, "Player 1"));
    click(&mut app, "+");
    assert_eq!(points(&app, 0), 1);
    assert!(shows(&app, "1"));
    let id = app.session().unwrap().id().to_owned();
    let store = Store::open(dir.path()).unwrap();
    assert_eq!(
        store.load(&id).unwrap().session.standings()[0].values[0].1,
        1,
        "saved at once"
    );
    assert!(
        shows(&app, "Player 1: Points 0 → 1"),
        "the log shows the change"
    );
    click(&mut app, "Undo");
    assert_eq!(points(&app, 0), 0);
    // No seat shows 1 any more (the dice's field for how many holds a 1
    // of its own: only shown words count here).
    assert!(!ui_common::texts(&app).contains(&"1".to_owned()));
    assert_eq!(
        store.load(&id).unwrap().session.standings()[0].values[0].1,
        0
    );
    click(&mut app, "Redo");
    assert_eq!(points(&app, 0), 1);
}

/// Long enough that the next press is a change of its own, not folded
/// into the last entry.
const LATER: std::time::Duration = std::time::Duration::from_secs(5);

#[test]
fn quick_presses_make_one_entry_undone_as_one() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    start_custom(&mut app);
    for _ in 0..3 {
        click(&mut app, "+");
    }
    assert_eq!(points(&app, 0), 3);
    assert_eq!(app.session().unwrap().cursor(), 1, "one entry");
    assert!(shows(&app, "Player 1: Points 0 → 3"));
    click(&mut app, "Undo");
    assert_eq!(points(&app, 0), 0, "undone as one");
}

#[test]
fn the_keyboard_changes_the_selected_counter() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    start_custom(&mut app);
    press(&mut app, None, "+", Modifiers::empty());
    // A while later: an entry of its own (quick presses fold into one).
    app.pass_time(LATER);
    press(&mut app, None, "+", Modifiers::empty());
    assert_eq!(points(&app, 0), 2);
    press(&mut app, None, "z", Modifiers::CTRL);
    assert_eq!(points(&app, 0), 1);
    press(&mut app, None, "z", Modifiers::CTRL | Modifiers::SHIFT);
    assert_eq!(points(&app, 0), 2);
    press(
        &mut app,
        Some(key::Named::ArrowDown),
        "",
        Modifiers::empty(),
    );
    press(&mut app, None, "4", Modifiers::empty());
    press(&mut app, None, "2", Modifiers::empty());
    press(&mut app, Some(key::Named::Enter), "", Modifiers::empty());
    assert_eq!(points(&app, 1), 42);
    press(&mut app, None, "-", Modifiers::empty());
    assert_eq!(points(&app, 1), 41);
}

#[test]
fn a_refused_change_says_which_rule_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = open_gold(dir.path(), &["Ana", "Bo"]);
    assert_eq!(app.session().unwrap().id(), "gold");
    click(&mut app, "−");
    assert_eq!(points(&app, 0), 0);
    assert_eq!(app.banners(), vec!["“Gold” cannot go below 0.".to_owned()]);
    assert!(shows(&app, "“Gold” cannot go below 0."));
    assert_eq!(store.load("gold").unwrap().session.entries().len(), 0);
}

#[test]
fn a_second_window_on_the_same_session_is_read_only() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = english(dir.path());
    start_custom(&mut first);
    let mut second = english(dir.path());
    click(&mut second, "Open");
    assert!(shows(
        &second,
        "This session is open in another window: it is shown here read-only."
    ));
    press(&mut second, None, "+", Modifiers::empty());
    assert_eq!(points(&second, 0), 0);
    click(&mut first, "+");
    assert_eq!(points(&first, 0), 1);
}

#[test]
fn settings_switch_the_language_to_turkish() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Settings");
    click(&mut app, "Türkçe");
    assert!(shows(&app, "Ana sayfa"), "the navigation is in Turkish");
    assert_eq!(
        Store::open(dir.path())
            .unwrap()
            .settings()
            .0
            .language
            .as_deref(),
        Some("tr")
    );
    click(&mut app, "Koyu");
    let theme = app.theme().unwrap();
    assert_eq!(theme.to_string(), "Dark");
    assert!(theme.extended_palette().is_dark);
    // High contrast, on the dark side the theme names: white on black.
    click(&mut app, "Yüksek");
    let theme = app.theme().unwrap();
    assert_eq!(theme.palette().background, iced::Color::BLACK);
    assert_eq!(theme.palette().text, iced::Color::WHITE);
    click(&mut app, "Normal");
    assert_eq!(app.theme().unwrap().to_string(), "Dark");
    click(&mut app, "Ana sayfa");
    assert!(shows(&app, "Özel sayaçlar"));
}

#[test]
fn a_broken_session_file_is_named_and_left_where_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    let broken = store.sessions_dir().join("broken.json");
    std::fs::write(&broken, b"{not json").unwrap();
    let app = english(dir.path());
    let banners = app.banners();
    assert_eq!(banners.len(), 1, "{banners:?}");
    assert!(
        banners[0].contains("broken.json was left alone: line 1, column 2"),
        "{}",
        banners[0]
    );
    assert!(shows(&app, &banners[0]));
    // Listing only reads: the file stays, nothing is set aside.
    assert_eq!(std::fs::read(&broken).unwrap(), b"{not json");
    assert!(!store.quarantine_dir().exists());
}

#[test]
fn click_a_number_to_type_it_and_a_word_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    start_custom(&mut app);
    click(&mut app, "0");
    ui_common::type_into(&mut app, "custom-value-input", "17");
    assert_eq!(points(&app, 0), 17);
    assert!(shows(&app, "Player 1: Points 0 → 17"));
    click(&mut app, "17");
    ui_common::type_into(&mut app, "custom-value-input", "x");
    assert_eq!(points(&app, 0), 17, "nothing changed");
    assert_eq!(
        app.banners(),
        vec!["Points: “x” is not a whole number.".to_owned()]
    );
    assert_eq!(app.session().unwrap().entries().len(), 1);
}

#[test]
fn undone_changes_stay_in_the_log_dimmed_until_redone() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    start_custom(&mut app);
    click(&mut app, "+");
    app.pass_time(LATER);
    click(&mut app, "+");
    click(&mut app, "Undo");
    assert!(shows(&app, "Player 1: Points 0 → 1"));
    assert!(shows(&app, "(undone) Player 1: Points 1 → 2"));
    click(&mut app, "Redo");
    assert!(shows(&app, "Player 1: Points 1 → 2"));
    assert!(!shows(&app, "(undone) Player 1: Points 1 → 2"));
}

#[test]
fn an_earlier_entry_can_be_deleted_unless_the_rest_breaks() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = open_gold(dir.path(), &["Ana"]);
    for label in ["+", "+", "−"] {
        app.pass_time(LATER);
        click(&mut app, label);
    }
    assert_eq!(points(&app, 0), 1);
    // Delete asks first, in place.
    click_id(&mut app, "log-delete-0");
    assert_eq!(points(&app, 0), 1, "one click deletes nothing");
    click(&mut app, "No");
    click_id(&mut app, "log-delete-0");
    // Without the first +1 the rest still applies: 0 + 1 − 1.
    click(&mut app, "Yes");
    assert_eq!(points(&app, 0), 0);
    assert_eq!(app.session().unwrap().entries().len(), 2);
    // Without the remaining +1 the −1 would take Gold below 0: refused,
    // naming the −1 by its number in the log (2), not after renumbering.
    click_id(&mut app, "log-delete-0");
    click(&mut app, "Yes");
    assert_eq!(points(&app, 0), 0);
    assert_eq!(app.session().unwrap().entries().len(), 2);
    assert!(
        app.banners()[0].starts_with("Entry 2 no longer applies"),
        "{:?}",
        app.banners()
    );
    // Undo brings the deleted entry back.
    press(&mut app, None, "z", Modifiers::COMMAND);
    assert_eq!(points(&app, 0), 1);
    assert_eq!(app.session().unwrap().entries().len(), 3);
    assert_eq!(
        store.load("gold").unwrap().session.entries().len(),
        3,
        "the saved file agrees"
    );
    press(&mut app, None, "z", Modifiers::COMMAND);
    assert_eq!(
        app.session().unwrap().cursor(),
        2,
        "then Undo goes on as usual"
    );
}

#[test]
fn a_setup_the_rules_refuse_starts_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Custom counters");
    // Field 3 of counter 0 is its maximum: below the start value 0.
    ui_common::type_into(&mut app, "counter-0-3", "-5");
    click(&mut app, "Start the game");
    assert!(app.session().is_none(), "no game started");
    assert_eq!(
        app.banners(),
        vec!["The start value of “Points” lies outside its minimum and maximum.".to_owned()]
    );
    assert!(Store::open(dir.path()).unwrap().list().sessions.is_empty());
}

#[test]
fn ctrl_y_redoes_too() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    start_custom(&mut app);
    press(&mut app, None, "+", Modifiers::empty());
    press(&mut app, None, "z", Modifiers::CTRL);
    assert_eq!(points(&app, 0), 0);
    press(&mut app, None, "y", Modifiers::CTRL);
    assert_eq!(points(&app, 0), 1);
}

#[test]
fn eight_players_fit_at_1280_by_800_and_four_at_1024_by_600() {
    let dir = tempfile::tempdir().unwrap();
    let names = ["Ana", "Bo", "Cy", "Di", "Ed", "Fay", "Gus", "Hal"];
    let (_store, app) = open_gold(dir.path(), &names);
    ui_common::seats_fit(&app, iced::Size::new(1280.0, 800.0), 8).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let (_store, app) = open_gold(dir.path(), &names[..4]);
    ui_common::seats_fit(&app, iced::Size::new(1024.0, 600.0), 4).unwrap();
}

/// What `count` dice of `sides` show first from `seed`: the rolls a window
/// seeded so makes.
fn seeded(seed: u64, count: usize, sides: u32) -> Vec<u32> {
    let mut rng = tablekeeper::random::Rng::new(seed);
    (0..count).map(|_| rng.die(sides)).collect()
}

/// The actions in the open session's log.
fn logged(app: &App) -> Vec<tablekeeper::rules::AnyAction> {
    app.session()
        .expect("a session is open")
        .entries()
        .iter()
        .map(|e| e.action.clone())
        .collect()
}

fn roll(sides: u32, results: Vec<u32>) -> tablekeeper::rules::AnyAction {
    tablekeeper::rules::AnyAction::Custom(custom::Action::Roll { sides, results })
}

#[test]
fn roll_three_d20_see_them_big_and_logged_then_undo_and_redo_the_same_roll() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    app.seed_random(7);
    start_custom(&mut app);
    assert!(shows(&app, "No roll yet"));
    click(&mut app, "d20");
    // Enter in the field for how many dice rolls them.
    ui_common::retype(&mut app, "dice-count", "3");

    let faces = seeded(7, 3, 20);
    let total: u32 = faces.iter().sum();
    let each: Vec<String> = faces.iter().map(ToString::to_string).collect();
    assert!(shows(&app, &each.join("  ")), "the roll, big");
    assert!(shows(&app, &format!("3d20, total {total}")));
    assert!(
        shows(&app, &format!("Rolled 3d20: {} = {total}", each.join(", "))),
        "the log says the roll: {:?}",
        ui_common::texts(&app)
    );
    assert_eq!(logged(&app), vec![roll(20, faces.clone())]);
    assert_eq!(points(&app, 0), 0, "a roll moves no counter");
    let id = app.session().unwrap().id().to_owned();
    let saved = Store::open(dir.path()).unwrap().load(&id).unwrap().session;
    assert_eq!(saved.entries()[0].action, roll(20, faces.clone()), "saved");

    click(&mut app, "Undo");
    assert!(shows(&app, "No roll yet"));
    click(&mut app, "Redo");
    assert!(
        shows(&app, &each.join("  ")),
        "redo shows the same roll: nothing is rolled again"
    );
    assert_eq!(logged(&app), vec![roll(20, faces)]);
}

#[test]
fn a_double_click_on_roll_rolls_once_and_a_second_press_rolls_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    app.seed_random(3);
    start_custom(&mut app);
    let at = ui_common::bounds(&app, tablekeeper::ui::WINDOW_SIZE, "dice-roll").center();
    ui_common::double_click_at(&mut app, at);
    let first = seeded(3, 2, 6);
    assert_eq!(logged(&app), vec![roll(6, vec![first[0]])], "one roll");
    ui_common::click_at(&mut app, at);
    assert_eq!(
        logged(&app),
        vec![roll(6, vec![first[0]]), roll(6, vec![first[1]])],
        "a press a moment later is a new roll"
    );
}

#[test]
fn any_die_from_two_to_a_thousand_sides_and_no_other() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    app.seed_random(11);
    start_custom(&mut app);
    ui_common::retype(&mut app, "dice-count", "11");
    assert!(logged(&app).is_empty(), "eleven dice are not rolled");
    assert!(shows(
        &app,
        "Dice: “11” is not a whole number from 1 to 10."
    ));
    ui_common::retype(&mut app, "dice-count", "1");
    assert_eq!(logged(&app).len(), 1, "a d6 by default");
    // Enter in the sides field rolls.
    ui_common::retype(&mut app, "dice-sides", "1");
    assert_eq!(logged(&app).len(), 1, "a one-sided die is not rolled");
    assert!(
        ui_common::texts(&app)
            .iter()
            .any(|t| t.contains("Sides: “1” is not a whole number from 2 to")),
        "{:?}",
        ui_common::texts(&app)
    );
    ui_common::retype(&mut app, "dice-sides", "1000");
    let mut rng = tablekeeper::random::Rng::new(11);
    let d6 = rng.die(6);
    let face = rng.die(1000);
    assert_eq!(
        logged(&app),
        vec![roll(6, vec![d6]), roll(1000, vec![face])]
    );
    assert!(shows(&app, &format!("Rolled a d1000: {face}")));
}

#[test]
fn the_dice_sit_above_the_log_and_fold_away_with_it_leaving_the_seats_where_they_were() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    start_custom(&mut app);
    let size = tablekeeper::ui::WINDOW_SIZE;
    let roll = ui_common::bounds(&app, size, "dice-roll");
    let log = ui_common::text_bounds(&app, size, "Log")[0];
    assert!(
        roll.y + roll.height <= log.y && roll.x >= log.x - 1.0,
        "Roll {roll:?} above the log {log:?}, in its column"
    );
    let seats_before = ui_common::text_bounds(&app, size, "Player 1");
    assert_eq!(seats_before.len(), 1, "the first seat's name");
    click(&mut app, "◂ Fold");
    assert!(!shows(&app, "No roll yet"), "folded with the log");
    assert!(shows(&app, "Log ▸"));
    click(&mut app, "Log ▸");
    assert!(shows(&app, "No roll yet"));
    assert_eq!(
        ui_common::text_bounds(&app, size, "Player 1"),
        seats_before,
        "the seats did not move"
    );
}
