//! The play screen's clock (issue #22), headless (iced_test): the time
//! played and the thinking time of the player whose turn it is, moving
//! with each second while the game is open.
#![cfg(feature = "gui")]

mod ui_common;

use std::time::Duration;

use tablekeeper::ui::Message;
use ui_common::{click, english, shows};

/// Session `id` as saved in the data folder `dir`.
fn saved(dir: &std::path::Path, id: &str) -> tablekeeper::session::Session {
    tablekeeper::store::Store::open(dir)
        .unwrap()
        .load(id)
        .unwrap()
        .session
}

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
    let saved = saved(dir.path(), &id);
    let played = tablekeeper::clock::played(&saved);
    assert_eq!(played.total.num_seconds(), at_end);
    assert_eq!(played.seats[0], ("Ames".to_owned(), played.total));
    // The review says it too, each player's thinking time with it.
    let _ = app.update(Message::Review(id));
    let hms = |s: i64| tablekeeper::clock::hms(chrono::TimeDelta::seconds(s));
    let line = format!("Played {} · Ames {} · Sina 0:00", hms(at_end), hms(at_end));
    assert!(shows(&app, &line), "{line:?}: {:?}", ui_common::texts(&app));
}

/// What the turn timer shows, if it shows.
fn countdown(app: &tablekeeper::ui::App) -> Option<String> {
    let size = tablekeeper::ui::WINDOW_SIZE;
    let b = ui_common::bounds(app, size, "turn-timer");
    ui_common::texts(app).into_iter().find(|t| {
        !ui_common::text_bounds(app, size, t)
            .iter()
            .all(|r| !b.contains(r.center()))
    })
}

#[test]
fn the_turn_timer_counts_each_turn_down_and_says_when_time_is_up() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Koth");
    click(&mut app, "Start the game");
    assert!(shows(&app, "Off"), "no timer at first");
    // + twice: 30 s, then a minute.
    ui_common::click_id(&mut app, "timer-longer");
    ui_common::click_id(&mut app, "timer-longer");
    assert!(shows(&app, "1 min"), "{:?}", ui_common::texts(&app));
    assert_eq!(app.session().unwrap().turn_timer(), Some(60));
    let _ = app.update(Message::Second);
    let start = countdown(&app).expect("the countdown");
    app.pass_time(Duration::from_secs(45));
    let _ = app.update(Message::Second);
    let later = countdown(&app).unwrap();
    assert_ne!(start, later);
    assert!(later.starts_with("0:1"), "{later}");
    app.pass_time(Duration::from_secs(20));
    let _ = app.update(Message::Second);
    assert_eq!(countdown(&app).as_deref(), Some("Time!"));
    // The next player's turn starts a new minute.
    click(&mut app, "End turn");
    let _ = app.update(Message::Second);
    assert_eq!(countdown(&app).as_deref(), Some("1:00"));
    app.pass_time(Duration::from_secs(7));
    let _ = app.update(Message::Second);
    assert_eq!(countdown(&app).as_deref(), Some("0:53"));
    // Saved with the session.
    let id = app.session().unwrap().id().to_owned();
    let saved = saved(dir.path(), &id);
    assert_eq!(saved.turn_timer(), Some(60));
}

#[test]
fn pause_stops_the_clock_and_leaving_the_game_stops_it_until_it_is_opened() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Koth");
    click(&mut app, "Start the game");
    app.pass_time(Duration::from_secs(30));
    let _ = app.update(Message::Second);
    // A double click on Pause pauses (Resume is a button of its own).
    ui_common::double_click(&mut app, "Pause");
    assert!(app.session().unwrap().paused());
    let _ = app.update(Message::Second);
    let paused_words = |app: &tablekeeper::ui::App| {
        ui_common::texts(app)
            .into_iter()
            .find(|t| t.starts_with("Paused: "))
            .expect("the clock says it is paused")
    };
    let words = paused_words(&app);
    app.pass_time(Duration::from_secs(600));
    let _ = app.update(Message::Second);
    assert_eq!(paused_words(&app), words, "nothing runs while paused");
    let before = app.session().map(tablekeeper::clock::played).unwrap().total;
    let at_pause = words
        .strip_prefix("Paused: ")
        .and_then(|w| w.split(' ').next())
        .unwrap()
        .to_owned();
    let logged = |app: &tablekeeper::ui::App, start: &str| {
        ui_common::texts(app)
            .into_iter()
            .filter(|t| t.starts_with(start))
            .collect::<Vec<_>>()
    };
    assert_eq!(logged(&app, "Paused since ").len(), 1, "in the log");
    click(&mut app, "Resume");
    assert!(!app.session().unwrap().paused());
    let ended = logged(&app, "Paused ");
    assert_eq!(ended.len(), 1, "{ended:?}");
    assert!(ended[0].ends_with("(10:01)"), "{ended:?}");
    app.pass_time(Duration::from_secs(5));
    let _ = app.update(Message::Second);
    let seconds = |t: &str| {
        t.split(':')
            .map(|p| p.parse::<i64>().unwrap())
            .fold(0, |acc, n| acc * 60 + n)
    };
    let before = seconds(&at_pause).max(before.num_seconds());
    assert_eq!(clock(&app).0, before + 5, "the pause is not played time");
    // Home: the game is left, its clock stops; an hour later it is opened
    // and runs on from where it was.
    let id = app.session().unwrap().id().to_owned();
    click(&mut app, "Home");
    let saved = saved(dir.path(), &id);
    assert!(saved.paused_by_leaving(), "stopped on leaving, and saved");
    app.pass_time(Duration::from_secs(3600));
    let _ = app.update(Message::Open(id.clone()));
    assert!(!app.session().unwrap().paused());
    app.pass_time(Duration::from_secs(2));
    let _ = app.update(Message::Second);
    // One second to click Home, two after opening.
    assert_eq!(
        clock(&app).0,
        before + 5 + 1 + 2,
        "the hour away is not played time"
    );
    let away = logged(&app, "Not open ");
    assert_eq!(away.len(), 1, "{away:?}");
    assert!(away[0].ends_with("(1:00:00)"), "{away:?}");
    // A pause the players made stays when the game is left and opened.
    click(&mut app, "Pause");
    click(&mut app, "Home");
    ui_common::later(&mut app, Message::Open(id));
    assert!(app.session().unwrap().paused());
    assert!(!app.session().unwrap().paused_by_leaving());
}

/// The texts on screen that start with `start`.
fn starting(app: &tablekeeper::ui::App, start: &str) -> Vec<String> {
    ui_common::texts(app)
        .into_iter()
        .filter(|t| t.starts_with(start))
        .collect()
}

/// Issue #33: a window killed (no close, no pause saved) leaves only its
/// heartbeat in the session's lock; opened again five minutes later, the
/// time after that heartbeat is "Not open", the clock and the turn timer
/// go on from where they were, and the turn timer does not say "Time!".
#[test]
fn opened_after_a_kill_the_clock_goes_on_from_the_last_heartbeat() {
    use chrono::{DurationRound, TimeDelta, Utc};
    use tablekeeper::rules::koth::{Action, Setup};
    use tablekeeper::rules::{AnyAction, AnySetup};
    let dir = tempfile::tempdir().unwrap();
    let store = tablekeeper::store::Store::open(dir.path()).unwrap();
    // Started 400 s ago; Ames ended his turn after 90 s, the window's last
    // heartbeat 10 s into Sina's turn, then it was killed.
    let start = Utc::now().duration_trunc(TimeDelta::seconds(1)).unwrap() - TimeDelta::seconds(400);
    let at = |s: i64| start + TimeDelta::seconds(s);
    let setup = AnySetup::Koth(Setup::new(["Ames", "Sina"]));
    let mut s = tablekeeper::session::Session::new("k".into(), setup, start).unwrap();
    s.set_turn_timer(Some(60)).unwrap();
    s.apply(AnyAction::Koth(Action::EndTurn), at(90)).unwrap();
    store.save(&s).unwrap();
    store.lock("k").unwrap().beat(at(100)).unwrap();

    let mut app = english(dir.path());
    let before = Utc::now();
    let _ = app.update(Message::Open("k".into()));
    let after = Utc::now();
    let _ = app.update(Message::Second);
    assert_eq!(clock(&app), (100, "Sina".to_owned(), 10));
    assert_eq!(countdown(&app).as_deref(), Some("0:50"), "not Time!");
    let away = starting(&app, "Not open ");
    assert_eq!(away.len(), 1, "{away:?}");
    // From the heartbeat to the moment it opened: 300 s, and on a busy
    // machine the second or two opening took.
    let shown = away[0]
        .rsplit_once('(')
        .and_then(|(_, d)| d.strip_suffix(')'))
        .and_then(|d| d.split_once(':'))
        .map(|(m, s)| m.parse::<i64>().unwrap() * 60 + s.parse::<i64>().unwrap())
        .unwrap_or_else(|| panic!("{away:?}"));
    let least = (before - at(100)).num_seconds();
    let most = (after - at(100)).num_seconds() + 1;
    assert!(
        (least..=most).contains(&shown) && least >= 300,
        "{away:?}: {least}..={most}"
    );
    // Saved as it opened, and the clock runs on from there.
    let pause = *saved(dir.path(), "k").pauses().last().unwrap();
    assert_eq!((pause.from, pause.left), (at(100), true));
    app.pass_time(Duration::from_secs(5));
    let _ = app.update(Message::Second);
    assert_eq!(clock(&app), (105, "Sina".to_owned(), 15));
    assert_eq!(countdown(&app).as_deref(), Some("0:45"));
}

/// Issue #33: the clock stops with the change that decides the game, and
/// the result view, the board's clock, the review and what the exports
/// and the stats read from the file all say the same time, however long
/// the result stays on screen.
#[test]
fn a_decided_game_s_clock_does_not_move_and_every_view_agrees() {
    use tablekeeper::rules::hero_realms::{self, Action, Format};
    use tablekeeper::rules::{AnyAction, AnySetup};
    let dir = tempfile::tempdir().unwrap();
    let store = tablekeeper::store::Store::open(dir.path()).unwrap();
    let setup = AnySetup::HeroRealms(hero_realms::Setup::new(Format::FreeForAll, &["Ana", "Bo"]));
    let now = chrono::Utc::now();
    let mut s = tablekeeper::session::Session::new("hr".into(), setup, now).unwrap();
    s.set_turn_timer(Some(60)).unwrap();
    let combat = Action::GainCombat {
        player: Some(0),
        amount: 50,
    };
    s.apply(AnyAction::HeroRealms(combat), now).unwrap();
    store.save(&s).unwrap();
    let mut app = english(dir.path());
    let _ = app.update(Message::Open("hr".into()));
    app.pass_time(Duration::from_secs(6));
    let _ = app.update(Message::Second);
    // Ana deals her 50 to Bo: won.
    ui_common::click_id(&mut app, "hr-target-1");
    click(&mut app, "Deal");
    ui_common::result_shown(&app, "Ana won!");
    let total = tablekeeper::clock::played(&saved(dir.path(), "hr")).total;
    assert!((6..=12).contains(&total.num_seconds()), "{total}");
    let played = format!("Played {}", tablekeeper::clock::hms(total));
    assert!(
        shows(&app, &played),
        "{played:?}: {:?}",
        ui_common::texts(&app)
    );
    // A minute later nothing has moved: not the result, not the board's
    // clock, and no turn timer.
    app.pass_time(Duration::from_secs(60));
    let _ = app.update(Message::Second);
    assert!(shows(&app, &played), "{:?}", ui_common::texts(&app));
    click(&mut app, "Show the board");
    app.pass_time(Duration::from_secs(60));
    let _ = app.update(Message::Second);
    let words = starting(&app, "Played ");
    assert_eq!(words.len(), 1, "{words:?}");
    assert_eq!(words[0].lines().next(), Some(played.as_str()));
    assert!(
        ui_common::sim(&app, tablekeeper::ui::WINDOW_SIZE)
            .find(iced::widget::Id::from("turn-timer"))
            .is_err(),
        "no turn timer once decided"
    );
    // The file: as the exports and the stats read it.
    let file = saved(dir.path(), "hr");
    let times = tablekeeper::clock::played(&file);
    assert_eq!(times.total, total);
    let thinking: chrono::TimeDelta = times.seats.iter().map(|(_, t)| *t).sum();
    assert_eq!(thinking, total, "each second is someone's thinking time");
    let listed = store.list().sessions;
    let summary = listed.iter().find(|s| s.id == "hr").expect("listed");
    assert_eq!(i64::from(summary.played), total.num_seconds(), "the stats'");
    // The review.
    let _ = app.update(Message::Review("hr".into()));
    let line = starting(&app, &format!("{played} · "));
    assert_eq!(line.len(), 1, "{:?}", ui_common::texts(&app));
}
