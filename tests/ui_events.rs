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
    // The last Drop is the fourth player's. A double click asks once: its
    // second click lands on No, where Drop was, within the double-click
    // interval, and does nothing. Nothing is dropped.
    let at = ui_common::text_bounds(&app, tablekeeper::ui::WINDOW_SIZE, "Drop")[3];
    ui_common::double_click_at(&mut app, at.center());
    assert!(!event(dir.path()).is_dropped(&name));
    assert!(
        shows(&app, &format!("Drop {name} from the next rounds?")),
        "{:?}",
        texts(&app)
    );
    // No, pressed a moment later, takes the question back.
    ui_common::click_at(&mut app, at.center());
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

/// An event of `game` in `kind` for `players`, made in the store of `dir`.
fn made(dir: &std::path::Path, name: &str, games: Vec<GameKind>, kind: Kind, players: &[&str]) {
    let store = tablekeeper::store::Store::open(dir).unwrap();
    let event = Event::new(name, games, kind, players, 11).unwrap();
    store.new_event(&event).unwrap();
}

fn read(dir: &std::path::Path, name: &str) -> Event {
    tablekeeper::store::Store::open(dir)
        .unwrap()
        .event(name)
        .unwrap()
}

/// An event "Pods" of `game` in pods for `players`, shown with round 1
/// paired; the players of its table 1.
fn paired(
    dir: &std::path::Path,
    game: GameKind,
    players: &[&str],
) -> (tablekeeper::ui::App, Vec<String>) {
    let mut app = english(dir);
    made(dir, "Pods", vec![game], Kind::Pods, players);
    click(&mut app, "Events");
    click(&mut app, "Pods");
    click(&mut app, "Pair round 1");
    let pod = read(dir, "Pods").rounds[0].tables[0].players.clone();
    (app, pod)
}

#[test]
fn a_game_night_is_made_in_the_form_and_each_table_starts_its_own_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Events");
    ui_common::type_in(&mut app, "event-name", "Game night");
    ui_common::type_in(&mut app, "event-players", "Ana, Bo, Cy, Di");
    // Koth is picked already; a double click on Heroes of Karth picks it
    // once: one press, one change.
    double_click(&mut app, "Heroes of Karth: Deathmatch");
    click(&mut app, "Create event");
    assert_eq!(
        read(dir.path(), "Game night").games,
        [GameKind::Karth, GameKind::Koth]
    );
    assert_eq!(
        ui_common::value_of(&app, "event-name"),
        "Event name",
        "the form empties once the event is made"
    );
    ui_common::type_in(&mut app, "event-name", "Game night 2");
    ui_common::type_in(&mut app, "event-players", "Ana, Bo, Cy, Di");
    // The games picked stay for the next event.
    click(&mut app, "Create event");
    let event = read(dir.path(), "Game night 2");
    assert_eq!(event.games, [GameKind::Karth, GameKind::Koth], "menu order");
    assert_eq!(event.kind, Kind::TwoPlayer);
    click(&mut app, "Pair round 1");
    let event = read(dir.path(), "Game night 2");
    let first = event.rounds[0].tables[0].players.clone();
    let second = event.rounds[0].tables[1].players.clone();
    let words = format!(
        "Table 1 (Heroes of Karth: Deathmatch): {}",
        first.join(" – ")
    );
    assert!(shows(&app, &words), "{:?}", texts(&app));
    let words = format!("Table 2 (Koth): {}", second.join(" – "));
    assert!(shows(&app, &words), "{:?}", texts(&app));
    click_id(&mut app, "event-start-1-1");
    click(&mut app, "Start the game");
    let session = app.session().expect("table 1's game");
    let AnySetup::Karth(setup) = session.setup() else {
        panic!("table 1 plays Karth: {:?}", session.setup())
    };
    assert_eq!(setup.mode, tablekeeper::rules::karth::Mode::Classic);
    let seated: Vec<&str> = setup.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(seated, first.iter().map(String::as_str).collect::<Vec<_>>());
    // Table 2's game is Koth's.
    click(&mut app, "Events");
    click(&mut app, "Game night 2");
    click_id(&mut app, "event-start-1-2");
    click(&mut app, "Start the game");
    let session = app.session().expect("table 2's game");
    assert!(
        matches!(session.setup(), AnySetup::Koth(_)),
        "{:?}",
        session.setup()
    );
}

#[test]
fn a_pods_places_are_pressed_in_order_and_kharnage_has_no_draw() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, pod) = paired(dir.path(), GameKind::Kharnage, &["Ana", "Bo", "Cy", "Di"]);
    assert_eq!(pod.len(), 4);
    assert!(
        !shows(&app, "Draw"),
        "Kharnage has no draw: {:?}",
        texts(&app)
    );
    // A double click on the winner places them once; their button keeps
    // its place with "1." before the name.
    let order = [&pod[2], &pod[0], &pod[3], &pod[1]];
    let first = format!("event-won-1-1-{}", order[0]);
    let at = ui_common::bounds(&app, tablekeeper::ui::WINDOW_SIZE, &first);
    ui_common::double_click_at(&mut app, at.center());
    assert_eq!(
        ui_common::bounds(&app, tablekeeper::ui::WINDOW_SIZE, &first),
        at,
        "nothing moved"
    );
    assert!(shows(&app, "1."), "{:?}", texts(&app));
    assert_eq!(read(dir.path(), "Pods").rounds[0].tables[0].result, None);
    click_id(&mut app, &format!("event-won-1-1-{}", order[1]));
    click_id(&mut app, &format!("event-won-1-1-{}", order[2]));
    // The fourth place follows from the other three.
    let want: Vec<String> = order.iter().map(|p| (*p).clone()).collect();
    assert_eq!(
        read(dir.path(), "Pods").rounds[0].tables[0].result,
        Some(tablekeeper::event::TableResult::Places(want.clone()))
    );
    assert!(shows(&app, &want.join(" > ")), "{:?}", texts(&app));
    let top = texts(&app)
        .into_iter()
        .find(|t| t.starts_with("1. "))
        .expect("the standings");
    assert!(
        top.starts_with(&format!("1. {}: 3 points", want[0])),
        "{top}"
    );
    let second = texts(&app)
        .into_iter()
        .find(|t| t.starts_with("2. "))
        .expect("the standings");
    assert!(
        second.starts_with(&format!("2. {}: 2 points", want[1])),
        "{second}"
    );
}

#[test]
fn clear_places_starts_a_pod_over() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, pod) = paired(dir.path(), GameKind::Karth, &["Ana", "Bo", "Cy"]);
    click_id(&mut app, &format!("event-won-1-1-{}", pod[0]));
    assert!(shows(&app, "1."));
    click(&mut app, "Clear places");
    assert!(!shows(&app, "1."), "{:?}", texts(&app));
    // Karth has a draw, for everyone at the pod.
    click_id(&mut app, "event-draw-1-1");
    assert_eq!(
        read(dir.path(), "Pods").rounds[0].tables[0].result,
        Some(tablekeeper::event::TableResult::Draw)
    );
}

#[test]
fn a_pods_game_starts_with_its_players_seated_in_the_mode_for_them() {
    for game in [GameKind::Karth, GameKind::Kharnage] {
        let dir = tempfile::tempdir().unwrap();
        let (mut app, pod) = paired(dir.path(), game, &["Ana", "Bo", "Cy"]);
        click_id(&mut app, "event-start-1-1");
        click(&mut app, "Start the game");
        let session = app.session().expect("the pod's game");
        let seated: Vec<&str> = match session.setup() {
            AnySetup::Karth(setup) => {
                assert_eq!(setup.mode, tablekeeper::rules::karth::Mode::FreeForAll);
                setup.players.iter().map(|p| p.name.as_str()).collect()
            }
            // Kharnage's seats are armies, named for the players.
            AnySetup::Kharnage(setup) => setup.armies.iter().map(|p| p.name.as_str()).collect(),
            other => panic!("{other:?}"),
        };
        assert_eq!(seated, pod.iter().map(String::as_str).collect::<Vec<_>>());
    }
}

#[test]
fn a_late_entry_and_a_return_in_the_window() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = friday(dir.path());
    click(&mut app, "Events");
    click(&mut app, "Friday Koth");
    ui_common::type_in(&mut app, "event-late", "Eve");
    // A double click enters her once, and the second click, on the
    // emptied field's button, says nothing.
    double_click(&mut app, "Enter player");
    assert_eq!(event(dir.path()).players.len(), 5);
    assert_eq!(app.banners(), Vec::<String>::new());
    assert_eq!(
        ui_common::value_of(&app, "event-late"),
        "Late entry: name",
        "emptied: the placeholder shows"
    );
    // The same name again is refused, naming the rule's words.
    ui_common::type_in(&mut app, "event-late", "eve");
    click(&mut app, "Enter player");
    assert_eq!(event(dir.path()).players.len(), 5);
    assert!(
        app.banners()
            .iter()
            .any(|b| b.contains("“eve” is in the event twice")),
        "{:?}",
        app.banners()
    );
    let at = ui_common::text_bounds(&app, tablekeeper::ui::WINDOW_SIZE, "Drop")[0];
    ui_common::click_at(&mut app, at.center());
    click(&mut app, "Yes");
    assert_eq!(event(dir.path()).dropped.len(), 1);
    // A double click on Return brings them back once; its second click,
    // on the Drop that takes Return's place, neither asks nor is refused.
    let at = ui_common::text_bounds(&app, tablekeeper::ui::WINDOW_SIZE, "Return")[0];
    ui_common::double_click_at(&mut app, at.center());
    assert_eq!(event(dir.path()).dropped.len(), 0);
    assert_eq!(app.banners(), Vec::<String>::new());
    assert!(
        !texts(&app)
            .iter()
            .any(|t| t.ends_with("from the next rounds?")),
        "{:?}",
        texts(&app)
    );
}

#[test]
fn print_standings_writes_a_page_and_names_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = friday(dir.path());
    click(&mut app, "Events");
    click(&mut app, "Friday Koth");
    click(&mut app, "Pair round 1");
    click(&mut app, "Print standings");
    let printed: Vec<std::path::PathBuf> = std::fs::read_dir(dir.path().join("printed"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(printed.len(), 1, "{printed:?}");
    let page = std::fs::read_to_string(&printed[0]).unwrap();
    for name in ["Ana", "Bo", "Cy", "Di", "Friday Koth"] {
        assert!(page.contains(name), "{name} in {page}");
    }
    let file = printed[0].display().to_string();
    assert!(
        app.banners()
            .iter()
            .any(|b| b.contains(&file) && b.contains("open it to print")),
        "{:?}",
        app.banners()
    );
}

#[test]
fn the_form_offers_known_players_and_spells_names_as_the_roster_does() {
    let dir = tempfile::tempdir().unwrap();
    let store = tablekeeper::store::Store::open(dir.path()).unwrap();
    store
        .change_roster(|r| {
            r.learn([("Ana", None), ("Bo", None), ("Jana", None)]);
            Ok(())
        })
        .unwrap();
    let mut app = english(dir.path());
    click(&mut app, "Events");
    assert!(
        shows(&app, "Jana"),
        "known players offered: {:?}",
        texts(&app)
    );
    ui_common::type_in(&mut app, "event-name", "Tuesday");
    ui_common::type_in(&mut app, "event-players", "an");
    assert!(!shows(&app, "Bo"), "only those the typing fits");
    // A double click picks Ana once: her button greys where it stands.
    double_click(&mut app, "Ana");
    assert_eq!(ui_common::value_of(&app, "event-players"), "Ana, ");
    ui_common::type_in(&mut app, "event-players", "bo, Cy");
    click(&mut app, "Create event");
    assert_eq!(
        read(dir.path(), "Tuesday").players,
        ["Ana", "Bo", "Cy"],
        "bo is Bo, as the roster spells him"
    );
}

/// The standings line starting "`rank`. ".
fn standing_line(app: &tablekeeper::ui::App, rank: usize) -> String {
    let start = format!("{rank}. ");
    texts(app)
        .into_iter()
        .find(|t| t.starts_with(&start))
        .unwrap_or_else(|| panic!("no standing {rank}: {:?}", texts(app)))
}

#[test]
fn a_result_is_changed_or_cleared_with_keep_where_change_was() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = friday(dir.path());
    click(&mut app, "Events");
    click(&mut app, "Friday Koth");
    click(&mut app, "Pair round 1");
    let seats = event(dir.path()).rounds[0].tables[0].players.clone();
    let (a, b) = (&seats[0], &seats[1]);
    // A double click on "A won" enters it once; its second click does not
    // open Change, which takes the result buttons' place.
    let won = ui_common::bounds(
        &app,
        tablekeeper::ui::WINDOW_SIZE,
        &format!("event-won-1-1-{a}"),
    );
    ui_common::double_click_at(&mut app, won.center());
    assert!(shows(&app, &format!("{a} won")), "{:?}", texts(&app));
    assert!(!shows(&app, "Keep"), "{:?}", texts(&app));
    assert!(standing_line(&app, 1).starts_with(&format!("1. {a}: 3 points")));
    // A double click on Change opens it, and its second click lands on
    // Keep, where Change was: the result stays.
    let change = ui_common::bounds(&app, tablekeeper::ui::WINDOW_SIZE, "event-change-1-1");
    ui_common::double_click_at(&mut app, change.center());
    assert!(!shows(&app, "Clear result"), "{:?}", texts(&app));
    assert_eq!(
        event(dir.path()).rounds[0].tables[0].result,
        Some(tablekeeper::event::TableResult::Winner(a.clone()))
    );
    // Change, then B won: replaced, said, and the standings follow.
    click_id(&mut app, "event-change-1-1");
    let keep = ui_common::bounds(&app, tablekeeper::ui::WINDOW_SIZE, "event-keep-1-1");
    assert!(
        keep.contains(change.center()),
        "Keep {keep:?} where Change was {change:?}"
    );
    assert!(shows(&app, "Clear result"), "{:?}", texts(&app));
    click_id(&mut app, &format!("event-won-1-1-{b}"));
    assert_eq!(
        event(dir.path()).rounds[0].tables[0].result,
        Some(tablekeeper::event::TableResult::Winner(b.clone()))
    );
    let said = format!("Round 1, table 1: {b} won (replaced: {a} won).");
    assert!(app.banners().contains(&said), "{:?}", app.banners());
    assert!(standing_line(&app, 1).starts_with(&format!("1. {b}: 3 points")));
    // Change, then a double click on Clear result: cleared once, and its
    // second click enters no result where Clear was.
    click_id(&mut app, "event-change-1-1");
    let clear = ui_common::bounds(&app, tablekeeper::ui::WINDOW_SIZE, "event-clear-1-1");
    ui_common::double_click_at(&mut app, clear.center());
    assert_eq!(event(dir.path()).rounds[0].tables[0].result, None);
    let said = format!("Round 1, table 1: result cleared (replaced: {b} won).");
    assert!(app.banners().contains(&said), "{:?}", app.banners());
    assert!(
        standing_line(&app, 1).contains(": 0 points"),
        "{}",
        standing_line(&app, 1)
    );
    // Once round 2 is paired on them, round 1's results have no Change.
    for table in 1..=2 {
        let winner = event(dir.path()).rounds[0].tables[table - 1].players[0].clone();
        click_id(&mut app, &format!("event-won-1-{table}-{winner}"));
    }
    assert_eq!(texts(&app).iter().filter(|t| *t == "Change").count(), 2);
    click(&mut app, "Pair round 2");
    assert_eq!(texts(&app).iter().filter(|t| *t == "Change").count(), 0);
}

#[test]
fn a_bye_counts_once_its_round_is_complete_and_shows_in_the_standings() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = english(dir.path());
    made(
        dir.path(),
        "Three",
        vec![GameKind::Koth],
        Kind::TwoPlayer,
        &["Ana", "Bo", "Cy"],
    );
    click(&mut app, "Events");
    click(&mut app, "Three");
    assert!(
        shows(&app, "Standings: no round complete yet"),
        "{:?}",
        texts(&app)
    );
    click(&mut app, "Pair round 1");
    let round = read(dir.path(), "Three").rounds[0].clone();
    let bye = round.bye.clone().expect("three players: a bye");
    let seats = round.tables[0].players.clone();
    assert!(
        shows(
            &app,
            "Round 1 under way: its results so far count, its bye once all its results are in."
        ),
        "{:?}",
        texts(&app)
    );
    let line = |app: &tablekeeper::ui::App, who: &str| {
        texts(app)
            .into_iter()
            .find(|t| t.contains(&format!(". {who}: ")))
            .unwrap_or_else(|| panic!("{who}: {:?}", texts(app)))
    };
    assert!(
        line(&app, &bye).ends_with(": 0 points, 0–0–0, OMW 33 %, GW 33 %, OGW 33 %"),
        "{}",
        line(&app, &bye)
    );
    click_id(&mut app, &format!("event-won-1-1-{}", seats[0]));
    assert!(shows(&app, "Standings after 1 round"), "{:?}", texts(&app));
    assert!(
        line(&app, &bye).contains(": 3 points, 1–0–0, ") && line(&app, &bye).ends_with(" (1 bye)"),
        "{}",
        line(&app, &bye)
    );
}
