//! The play screen's clock (issue #22), headless (iced_test): the time
//! played and the thinking time of the player whose turn it is, moving
//! with each second while the game is open.
#![cfg(feature = "gui")]

mod ui_common;

use std::time::Duration;

use tablekeeper::ui::Message;
use ui_common::{click, english, shows};

/// The clock's words: (time played, whose turn, their thinking time) in
/// seconds.
fn clock(app: &tablekeeper::ui::App) -> (i64, String, i64) {
    let words = ui_common::texts(app)
        .into_iter()
        .find(|t| t.starts_with("Played "))
        .expect("the clock");
    let seconds = |t: &str| {
        t.split(':')
            .map(|p| p.trim().parse::<i64>().unwrap())
            .fold(0, |acc, n| acc * 60 + n)
    };
    let (played, turn) = words.split_once('\n').expect("a game of turns");
    let (who, thinking) = turn.split_once(": ").unwrap();
    let thinking = thinking.strip_suffix(" thinking").unwrap();
    (
        seconds(played.strip_prefix("Played ").unwrap()),
        who.to_owned(),
        seconds(thinking),
    )
}

#[test]
fn the_clock_runs_for_the_game_and_for_whose_turn_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    app.stop_clock();
    click(&mut app, "Koth");
    click(&mut app, "Start the game");
    let _ = app.update(Message::Second);
    let (start, who, _) = clock(&app);
    assert_eq!(who, "Ames");
    // Ames thinks a minute and a half, then ends his turn.
    app.pass_time(Duration::from_secs(90));
    let _ = app.update(Message::Second);
    assert_eq!(clock(&app), (start + 90, "Ames".to_owned(), start + 90));
    click(&mut app, "End turn");
    let (at_end, who, thinking) = clock(&app);
    assert_eq!((who.as_str(), thinking), ("Sina", 0));
    assert!(at_end >= start + 90);
    app.pass_time(Duration::from_secs(25));
    let _ = app.update(Message::Second);
    assert_eq!(clock(&app), (at_end + 25, "Sina".to_owned(), 25));
    assert!(shows(
        &app,
        &format!(
            "Played {}\nSina: 0:25 thinking",
            tablekeeper::clock::hms(chrono::TimeDelta::seconds(at_end + 25))
        )
    ));
    // Saved with the session: `show` reads the same from the log's times.
    let id = app.session().unwrap().id().to_owned();
    let saved = tablekeeper::store::Store::open(dir.path())
        .unwrap()
        .load(&id)
        .unwrap()
        .session;
    let played = tablekeeper::clock::played(&saved);
    assert_eq!(played.total.num_seconds(), at_end);
    assert_eq!(played.seats[0], ("Ames".to_owned(), played.total));
    // The review says it too, each player's thinking time with it.
    let _ = app.update(Message::Review(id));
    let hms = |s: i64| tablekeeper::clock::hms(chrono::TimeDelta::seconds(s));
    let line = format!("Played {} · Ames {} · Sina 0:00", hms(at_end), hms(at_end));
    assert!(shows(&app, &line), "{line:?}: {:?}", ui_common::texts(&app));
}
