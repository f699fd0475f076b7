//! Who goes first, drawn at random in the setup forms (issue #22): the
//! draw is seeded in these tests, so the seat it picks is known; the game
//! then starts with that player (or team) first.
#![cfg(feature = "gui")]

mod ui_common;

use tablekeeper::random::Rng;
use tablekeeper::rules::AnySetup;
use tablekeeper::ui::App;
use ui_common::{click, english, shows};

fn names(setup: &AnySetup) -> Vec<String> {
    let players = match setup {
        AnySetup::Custom(s) => &s.players,
        AnySetup::HeroRealms(s) => &s.players,
        AnySetup::Karth(s) => &s.players,
        AnySetup::Koth(s) => &s.players,
        other => panic!("{other:?}"),
    };
    players.iter().map(|p| p.name.clone()).collect()
}

fn started(app: &mut App) -> AnySetup {
    click(app, "Start the game");
    app.session().expect("the game started").setup().clone()
}

#[test]
fn custom_moves_the_player_drawn_to_the_first_seat_keeping_the_order_round_the_table() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    app.seed_random(9);
    click(&mut app, "Custom counters");
    click(&mut app, "Add a player");
    click(&mut app, "Add a player");
    assert!(!shows(&app, "Player 1 goes first (drawn at random)."));
    click(&mut app, "Random first player");
    let drawn = Rng::new(9).index(4);
    let mut order: Vec<String> = (1..=4).map(|n| format!("Player {n}")).collect();
    order.rotate_left(drawn);
    assert!(
        shows(&app, &format!("{} goes first (drawn at random).", order[0])),
        "{:?}",
        ui_common::texts(&app)
    );
    assert_eq!(names(&started(&mut app)), order);
}

#[test]
fn koth_and_karth_name_who_goes_first_and_leave_the_seats() {
    for (game, seed) in [("Koth", 1), ("Koth", 2), ("Heroes of Karth: Deathmatch", 3)] {
        let dir = tempfile::tempdir().unwrap();
        let mut app = english(dir.path());
        app.seed_random(seed);
        click(&mut app, game);
        let before = if game == "Koth" {
            vec!["Ames".to_owned(), "Sina".to_owned()]
        } else {
            vec!["Player 1".to_owned(), "Player 2".to_owned()]
        };
        click(&mut app, "Random first player");
        let drawn = Rng::new(seed).index(2);
        assert!(
            shows(
                &app,
                &format!("{} goes first (drawn at random).", before[drawn])
            ),
            "{game}: {:?}",
            ui_common::texts(&app)
        );
        let setup = started(&mut app);
        assert_eq!(names(&setup), before, "{game}: the seats stay");
        let first = match &setup {
            AnySetup::Koth(s) => s.first,
            AnySetup::Karth(s) => s.first,
            other => panic!("{other:?}"),
        };
        assert_eq!(first, drawn, "{game}");
    }
}

#[test]
fn hero_realms_hydra_draws_the_team_that_goes_first() {
    // Seeds whose coin falls each way: the second half goes first or not.
    let mut seen = [false, false];
    for seed in 0..20 {
        let coin = Rng::new(seed).index(2);
        if seen[coin] {
            continue;
        }
        seen[coin] = true;
        let dir = tempfile::tempdir().unwrap();
        let mut app = english(dir.path());
        app.seed_random(seed);
        click(&mut app, "Hero Realms");
        click(&mut app, "Hydra");
        click(&mut app, "Random first player");
        let mut order: Vec<String> = (1..=4).map(|n| format!("Player {n}")).collect();
        if coin == 1 {
            order.rotate_left(2);
        }
        assert!(
            shows(
                &app,
                &format!("{}'s team goes first (drawn at random).", order[0])
            ),
            "{:?}",
            ui_common::texts(&app)
        );
        assert_eq!(names(&started(&mut app)), order, "teams stay together");
    }
    assert_eq!(seen, [true, true]);
}

#[test]
fn kharnage_has_no_first_player_to_draw() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Kharnage");
    assert!(shows(&app, "Start the game"));
    assert!(!shows(&app, "Random first player"), "initiative decides");
}

#[test]
fn a_double_click_draws_once_and_a_later_press_draws_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    app.stop_clock();
    app.seed_random(9);
    click(&mut app, "Custom counters");
    click(&mut app, "Add a player");
    click(&mut app, "Add a player");
    ui_common::double_click(&mut app, "Random first player");
    let mut rng = Rng::new(9);
    let mut order: Vec<String> = (1..=4).map(|n| format!("Player {n}")).collect();
    order.rotate_left(rng.index(4));
    assert!(
        shows(&app, &format!("{} goes first (drawn at random).", order[0])),
        "one draw: {:?}",
        ui_common::texts(&app)
    );
    app.pass_time(std::time::Duration::from_secs(1));
    click(&mut app, "Random first player");
    order.rotate_left(rng.index(4));
    assert_eq!(names(&started(&mut app)), order, "a second draw, later");
}
