//! Events for hosts in the window (issue #23), headless (iced_test): a
//! round paired, a table's game started from its pairing (the session
//! carries the table; the event file is the host's alone), a result
//! entered and the standings after it, a drop asked first.
#![cfg(feature = "gui")]

mod ui_common;

use tablekeeper::event::{Event, Kind};
use tablekeeper::rules::{AnySetup, GameKind};
use ui_common::{click, click_id, double_click, english, shows, texts};

fn friday(dir: &std::path::Path) -> tablekeeper::ui::App {
    let app = english(dir);
    let store = tablekeeper::store::Store::open(dir).unwrap();
    let event = Event::new(
        "Friday Koth",
        vec![GameKind::Koth],
        Kind::TwoPlayer,
        ["Ana", "Bo", "Cy", "Di"],
        7,
    )
    .unwrap();
    store.new_event(&event).unwrap();
    app
}

fn event(dir: &std::path::Path) -> Event {
    tablekeeper::store::Store::open(dir)
        .unwrap()
        .event("friday koth")
        .unwrap()
}

#[test]
fn a_tables_game_starts_from_its_pairing_and_its_result_makes_the_standings() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = friday(dir.path());
    click(&mut app, "Events");
    click(&mut app, "Friday Koth");
    // A double click pairs one round.
    double_click(&mut app, "Pair round 1");
    assert_eq!(event(dir.path()).rounds.len(), 1, "{:?}", texts(&app));
    assert!(shows(&app, "Pair round 2"));
    let first = event(dir.path()).rounds[0].tables[0].players.clone();
    assert!(
        shows(&app, &format!("Table 1: {}", first.join(" – "))),
        "{:?}",
        texts(&app)
    );
    // Start table 1's game: Koth's form, its two players seated.
    click_id(&mut app, "event-start-1-1");
    click(&mut app, "Start the game");
    let session = app.session().expect("the table's game started");
    let tag = session
        .event_tag()
        .expect("the session carries its table")
        .clone();
    assert_eq!(
        (tag.name.as_str(), tag.round, tag.table),
        ("Friday Koth", 1, 1)
    );
    let AnySetup::Koth(setup) = session.setup() else {
        panic!("{:?}", session.setup())
    };
    let seated: Vec<&str> = setup.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(seated, first.iter().map(String::as_str).collect::<Vec<_>>());
    let file = dir.path().join("events").join("friday-koth.json");
    let written = std::fs::read(&file).unwrap();
    click(&mut app, "Home");
    assert_eq!(
        std::fs::read(&file).unwrap(),
        written,
        "a table's game writes only its session, never the host's event file"
    );
    // The host enters table 1's result: the standings have it.
    click(&mut app, "Events");
    click(&mut app, "Friday Koth");
    click_id(&mut app, &format!("event-won-1-1-{}", first[0]));
    assert!(
        shows(&app, &format!("{} won", first[0])),
        "{:?}",
        texts(&app)
    );
    let top = texts(&app)
        .into_iter()
        .find(|t| t.starts_with("1. "))
        .expect("the standings");
    assert!(
        top.starts_with(&format!("1. {}: 3 points, 1–0–0", first[0])),
        "{top}"
    );
    // Round 2 cannot be paired while table 2 has no result.
    click(&mut app, "Pair round 2");
    assert!(
        shows(&app, "Round 1 still has a table without a result."),
        "{:?}",
        texts(&app)
    );
    assert_eq!(event(dir.path()).rounds.len(), 1);
}

#[test]
fn dropping_a_player_asks_first_and_leaves_them_out_of_the_next_round() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = friday(dir.path());
    click(&mut app, "Events");
    click(&mut app, "Friday Koth");
    click(&mut app, "Pair round 1");
    for table in 1..=2 {
        let winner = event(dir.path()).rounds[0].tables[table - 1].players[0].clone();
        click_id(&mut app, &format!("event-won-1-{table}-{winner}"));
    }
    let last = texts(&app)
        .into_iter()
        .find(|t| t.starts_with("4. "))
        .expect("four standings");
    let name = last[3..].split(':').next().unwrap().to_owned();
    let before: Vec<String> = texts(&app).into_iter().filter(|t| t == "Drop").collect();
    assert_eq!(before.len(), 4, "one Drop a player");
    // The last Drop is the fourth player's. A double click asks, and its
    // second click lands on No, where Drop was: nothing is dropped.
    let at = ui_common::text_bounds(&app, tablekeeper::ui::WINDOW_SIZE, "Drop")[3];
    ui_common::double_click_at(&mut app, at.center());
    assert!(!event(dir.path()).is_dropped(&name));
    assert!(!shows(&app, &format!("Drop {name} from the next rounds?")));
    ui_common::click_at(&mut app, at.center());
    assert!(
        shows(&app, &format!("Drop {name} from the next rounds?")),
        "{:?}",
        texts(&app)
    );
    click(&mut app, "Yes");
    assert!(event(dir.path()).is_dropped(&name));
    click(&mut app, "Pair round 2");
    let round = &event(dir.path()).rounds[1];
    assert_eq!(
        round.bye.as_deref().map(|b| b != name),
        Some(true),
        "three left: a bye"
    );
    assert!(round.tables.iter().all(|t| !t.players.contains(&name)));
}
