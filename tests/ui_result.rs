//! The end of a game as the table sees it: the result view with the winner
//! (or the table's loss) and why, the final standings and the duration;
//! Undo, Review, Rematch, Home and the board from it; a double click that
//! wins the game never presses what appears under the pointer; and the
//! notice that names whose turn it is after a turn ends.
#![cfg(feature = "gui")]

mod ui_common;

use chrono::{DateTime, Duration, Utc};
use iced::keyboard::Modifiers;
use tablekeeper::rules::custom::{self, Counter};
use tablekeeper::rules::{AnyAction, AnySetup, Player};
use tablekeeper::session::Session;
use tablekeeper::store::Store;
use tablekeeper::ui::{App, Message, WINDOW_SIZE};
use ui_common::{click, english, press, result_shown, shows, texts};

/// A game of Custom to 10 points between Ana and Bo, saved with Ana one
/// point short: it started `minutes` ago (the winning point comes now).
fn nearly_won(store: &Store, minutes: i64) {
    let start = Utc::now() - Duration::minutes(minutes);
    let at = |m: i64| -> DateTime<Utc> { start + Duration::minutes(m) };
    let setup = AnySetup::Custom(custom::Setup {
        players: vec![Player::new("Ana", 0), Player::new("Bo", 1)],
        counters: vec![Counter::new("Points", 0)],
        win: Some(custom::WinRule::Reach {
            counter: 0,
            target: 10,
        }),
    });
    let mut s = Session::new("close".into(), setup, at(0)).unwrap();
    for (player, amount, when) in [(1, 4, 1), (0, 9, 2)] {
        let add = custom::Action::Add {
            player,
            counter: 0,
            amount,
        };
        s.apply(AnyAction::Custom(add), at(when)).unwrap();
    }
    store.save(&s).unwrap();
}

fn open_nearly_won(minutes: i64) -> (tempfile::TempDir, Store, App) {
    let dir = tempfile::tempdir().unwrap();
    let store = Store::open(dir.path()).unwrap();
    nearly_won(&store, minutes);
    let mut app = english(dir.path());
    let _ = app.update(Message::Open("close".into()));
    (dir, store, app)
}

/// Ana's last point, by the + of her Points (the first + on screen).
fn win(app: &mut App) {
    click(app, "+");
}

/// Where the result view's Undo is: the lower of the two (the header has
/// one too).
fn result_undo(app: &App) -> iced::Point {
    assert_eq!(
        all_of(app, "Undo").len(),
        2,
        "the header's Undo and the result's"
    );
    lowest(app, "Undo")
}

/// Where the texts showing `label` are.
fn all_of(app: &App, label: &str) -> Vec<iced::Rectangle> {
    ui_common::text_bounds(app, WINDOW_SIZE, label)
}

/// The middle of the lowest text showing `label` (the result view's, where
/// the header or the navigation shows the same word).
fn lowest(app: &App, label: &str) -> iced::Point {
    all_of(app, label)
        .into_iter()
        .max_by(|a, b| a.y.total_cmp(&b.y))
        .map(|b| b.center())
        .unwrap_or_else(|| panic!("{label:?} is on screen"))
}

#[test]
fn a_win_shows_the_result_with_standings_and_duration() {
    let (_dir, _store, mut app) = open_nearly_won(83);
    assert!(app.session().is_some_and(|s| !s.is_closed()));
    win(&mut app);
    result_shown(&app, "Ana won!");
    let all = texts(&app);
    // The time played: two minutes to Ana's ninth point, the 81 minutes
    // after it while the game was not open left out, and a second to the
    // click that won (issue #33: the clock's time, as everywhere).
    assert!(all.iter().any(|t| t == "Played 2:01"), "{all:?}");
    assert!(
        all.iter().any(|t| t.contains("Points 10")),
        "Ana's final points: {all:?}"
    );
    // The board as it ended, and back to the result.
    click(&mut app, "Show the board");
    assert!(
        ui_common::sim(&app, WINDOW_SIZE)
            .find(iced::widget::Id::from("result"))
            .is_err()
    );
    click(&mut app, "Result");
    result_shown(&app, "Ana won!");
}

#[test]
fn undo_in_the_result_takes_the_win_back() {
    let (_dir, store, mut app) = open_nearly_won(5);
    win(&mut app);
    let undo = result_undo(&app);
    ui_common::click_at(&mut app, undo);
    let s = app.session().unwrap();
    assert!(
        !s.is_closed() && !s.outcome().is_finished(),
        "the win is undone"
    );
    assert_eq!(store.load("close").unwrap().session.cursor(), 2);
}

#[test]
fn rematch_starts_the_same_game_anew_and_review_and_home_lead_away() {
    let (_dir, store, mut app) = open_nearly_won(5);
    win(&mut app);
    click(&mut app, "Rematch");
    let new = app.session().expect("the rematch is open");
    assert_ne!(new.id(), "close");
    assert_eq!(new.cursor(), 0);
    assert_eq!(new.setup().player_names(), vec!["Ana", "Bo"]);
    assert_eq!(store.list().sessions.len(), 2, "both games are kept");

    let (_dir, _store, mut app) = open_nearly_won(5);
    win(&mut app);
    click(&mut app, "Review");
    assert!(app.session().is_none());
    let all = texts(&app);
    assert!(
        all.iter().any(|t| t.contains("Ana won!")),
        "the review says how it ended: {all:?}"
    );

    let (_dir, _store, mut app) = open_nearly_won(5);
    win(&mut app);
    let home = lowest(&app, "Home");
    ui_common::click_at(&mut app, home);
    assert!(app.session().is_none());
    assert!(shows(&app, "New game"), "{:?}", texts(&app));
}

#[test]
fn the_double_click_that_wins_presses_nothing_in_the_result() {
    let (_dir, _store, mut app) = open_nearly_won(5);
    // The clock stands still: every press below comes at the moment of
    // the winning click, as the second click of a double click does.
    app.stop_clock();
    // The first click wins; whatever its second click lands on in the
    // result view does nothing, however the view is laid out.
    win(&mut app);
    for label in ["Rematch", "Home", "Review", "Show the board"] {
        let mut ui = ui_common::sim(&app, WINDOW_SIZE);
        ui.point_at(lowest(&app, label));
        let _ = ui.simulate(iced_test::simulator::click());
        for m in ui.into_messages() {
            let _ = app.update(m);
        }
        assert!(app.session().is_some_and(|s| s.id() == "close"), "{label}");
        result_shown(&app, "Ana won!");
    }
    let undo = result_undo(&app);
    let mut ui = ui_common::sim(&app, WINDOW_SIZE);
    ui.point_at(undo);
    let _ = ui.simulate(iced_test::simulator::click());
    for m in ui.into_messages() {
        let _ = app.update(m);
    }
    assert!(
        app.session().is_some_and(|s| s.is_closed()),
        "the win stands"
    );
    // A moment later the same press counts.
    app.pass_time(std::time::Duration::from_millis(400));
    let home = lowest(&app, "Home");
    ui_common::click_at(&mut app, home);
    assert!(app.session().is_none());
}

#[test]
fn a_lost_co_op_game_shows_the_table_lost_and_why() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui_common::with_lost_gauntlet(dir.path());
    let _ = app.update(Message::Open("gauntlet".into()));
    result_shown(&app, "The table lost");
    // Taken back and played again: the loss comes as a change at the table.
    press(&mut app, None, "z", Modifiers::CTRL);
    assert!(app.session().is_some_and(|s| !s.is_closed()));
    press(&mut app, None, "y", Modifiers::CTRL);
    result_shown(&app, "The table lost");
    let all = texts(&app).join("\n");
    assert!(
        !all.contains("nobody won") && !all.contains("won by"),
        "{all}"
    );
}

#[test]
fn after_a_turn_ends_the_header_names_whose_turn_it_is_with_one_undo() {
    for game in ["Hero Realms", "Koth"] {
        let dir = tempfile::tempdir().unwrap();
        let mut app = english(dir.path());
        click(&mut app, game);
        click(&mut app, "Start the game");
        let names = app.session().unwrap().setup().player_names();
        let (first, second) = (&names[0], &names[1]);
        assert!(!shows(&app, &format!("Now it is {first}'s turn")));
        click(&mut app, "End turn");
        let notice = format!("Now it is {second}'s turn");
        assert!(shows(&app, &notice), "{game}: {:?}", texts(&app));
        let cursor = app.session().unwrap().cursor();
        // One Undo on screen, the header's, beside the notice: it takes
        // the end of the turn back.
        let mut ui = ui_common::sim(&app, WINDOW_SIZE);
        let mut undos = Vec::new();
        let _ = ui.find(|c: iced_test::selector::Candidate<'_>| {
            if let iced_test::selector::Candidate::Text {
                content, bounds, ..
            } = c
                && content == "Undo"
            {
                undos.push(bounds);
            }
            None::<()>
        });
        drop(ui);
        assert_eq!(undos.len(), 1, "{game}: one Undo, not two side by side");
        let status = ui_common::bounds(&app, WINDOW_SIZE, "play-status");
        assert!(
            (undos[0].center().y - status.center().y).abs() < status.height / 2.0,
            "{game}: the Undo on the notice's line, {:?} by {status:?}",
            undos[0]
        );
        ui_common::click_at(&mut app, undos[0].center());
        assert_eq!(app.session().unwrap().cursor(), cursor - 1, "{game}");
        assert!(
            !shows(&app, &notice),
            "{game}: the notice goes with the turn"
        );
    }
    // In Heroes of Karth too, after Collect and End turn.
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Heroes of Karth: Deathmatch");
    click(&mut app, "Start the game");
    click(&mut app, "Collect");
    assert!(
        !shows(&app, "Now it is Player 2's turn"),
        "Collect ends no turn"
    );
    click(&mut app, "End turn");
    assert!(
        shows(&app, "Now it is Player 2's turn"),
        "{:?}",
        texts(&app)
    );
}
