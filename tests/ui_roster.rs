//! Players known across sessions (issue #22), in the window: two spellings
//! made one person on the player page count as one in Stats and show under
//! one name in History, a split undoes it, and a setup form offers the
//! known players as a name is typed, each with the colour they keep.
#![cfg(feature = "gui")]

mod ui_common;

use chrono::Utc;
use tablekeeper::rules::common::{PALETTE, Player};
use tablekeeper::rules::karth::{self, Action, Mode};
use tablekeeper::rules::{AnyAction, AnySetup};
use tablekeeper::session::Session;
use tablekeeper::store::Store;
use tablekeeper::ui::App;
use ui_common::{click, click_id, double_click, in_language, shows, texts};

/// A 1v1 Karth game `id` of `a` against `b`, `b` conceding.
fn won(store: &Store, id: &str, a: &str, b: &str) {
    let setup = AnySetup::Karth(karth::Setup {
        mode: Mode::Classic,
        players: vec![Player::new(a, 0), Player::new(b, 1)],
        factions: Vec::new(),
        first: 0,
        gold_to_win: None,
        kp_to_win: None,
    });
    let mut session = Session::new(id.into(), setup, Utc::now()).unwrap();
    session
        .apply(AnyAction::Karth(Action::Concede { player: 1 }), Utc::now())
        .unwrap();
    store.save(&session).unwrap();
}

/// Ana beat Bo, "Anna" beat Bo, Bo beat "ana ".
fn three_games(dir: &std::path::Path) -> (Store, App) {
    let (store, app) = in_language(dir, "en");
    won(&store, "one", "Ana", "Bo");
    won(&store, "two", "Anna", "Bo");
    won(&store, "three", "Bo", "ana ");
    (store, app)
}

/// The first line starting with `start`, in any case: a name nobody gave
/// the roster is shown as the sessions spell it ("ana" or "Ana").
fn line_of(app: &App, start: &str) -> String {
    texts(app)
        .into_iter()
        .find(|t| t.to_lowercase().starts_with(&start.to_lowercase()))
        .unwrap_or_else(|| panic!("no line starting {start:?} in {:?}", texts(app)))
}

#[test]
fn two_spellings_made_one_count_as_one_and_a_split_undoes_it() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = three_games(dir.path());
    let files_before = std::fs::read_dir(store.sessions_dir()).unwrap().count();
    click(&mut app, "Stats");
    // "Ana" and "ana " are one name already; "Anna" is someone else.
    assert!(
        line_of(&app, "Ana:")
            .to_lowercase()
            .starts_with("ana: 1 of 2 games"),
        "{}",
        line_of(&app, "Ana:")
    );
    assert!(line_of(&app, "Anna:").starts_with("Anna: 1 of 1 game"));
    click_id(&mut app, "player-page-Anna");
    assert!(shows(&app, "Anna"), "{:?}", texts(&app));
    click(&mut app, "ana");
    // Made one only once asked; a double click on the button asks, it
    // never confirms.
    double_click(&mut app, "Make one person");
    assert!(
        shows(&app, "Count ana as Anna from now on?"),
        "{:?}",
        texts(&app)
    );
    click(&mut app, "Yes");
    assert!(shows(&app, "Anna"), "the page of the person merged into");
    click(&mut app, "Back to stats");
    let anna = line_of(&app, "Anna:");
    assert!(anna.starts_with("Anna: 2 of 3 games"), "{anna}");
    assert!(
        !texts(&app)
            .iter()
            .any(|t| t.to_lowercase().starts_with("ana:")),
        "one person: {:?}",
        texts(&app)
    );
    // History names the person as the roster does.
    click(&mut app, "History");
    assert!(
        texts(&app).iter().any(|t| t.contains("Bo, Anna")),
        "{:?}",
        texts(&app)
    );
    // Split "ana" (and "Ana", "ana ": one name) off again.
    click(&mut app, "Stats");
    click_id(&mut app, "player-page-Anna");
    double_click(&mut app, "Separate");
    assert!(
        shows(&app, "Count ana apart from Anna again?"),
        "{:?}",
        texts(&app)
    );
    click(&mut app, "Yes");
    click(&mut app, "Back to stats");
    assert!(
        line_of(&app, "Anna:").starts_with("Anna: 1 of 1 game"),
        "{:?}",
        texts(&app)
    );
    assert!(
        line_of(&app, "Ana:")
            .to_lowercase()
            .starts_with("ana: 1 of 2 games")
    );
    // No session was written: the roster is a file of its own.
    assert_eq!(
        std::fs::read_dir(store.sessions_dir()).unwrap().count(),
        files_before
    );
    assert!(dir.path().join("roster.json").exists());
}

#[test]
fn a_rename_shows_everywhere_and_someone_elses_name_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let (_store, mut app) = three_games(dir.path());
    click(&mut app, "Stats");
    click_id(&mut app, "player-page-Bo");
    ui_common::retype(&mut app, "player-rename", "anna");
    click(&mut app, "Rename everywhere");
    assert!(
        shows(
            &app,
            "“Anna” is someone else’s name: merge the two instead."
        ),
        "{:?}",
        texts(&app)
    );
    ui_common::retype(&mut app, "player-rename", "Bodo");
    click(&mut app, "Rename everywhere");
    assert!(shows(&app, "Bodo"), "{:?}", texts(&app));
    click(&mut app, "Back to stats");
    assert!(
        line_of(&app, "Bodo:").starts_with("Bodo: 1 of 3 games"),
        "{:?}",
        texts(&app)
    );
}

#[test]
fn setup_offers_known_players_with_their_colours() {
    let dir = tempfile::tempdir().unwrap();
    let (_store, mut app) = three_games(dir.path());
    // A game played with Ana in the fourth colour teaches the roster it.
    click(&mut app, "Koth");
    ui_common::retype(&mut app, "player-name-1", "Ana");
    click(&mut app, "Start the game");
    let setup = app.session().expect("started").setup().clone();
    let AnySetup::Koth(koth) = setup else {
        panic!("{setup:?}")
    };
    assert_eq!(koth.players[1].name, "Ana");
    let ana_color = koth.players[1].color;
    click(&mut app, "Home");
    click(&mut app, "Heroes of Karth: Deathmatch");
    assert!(shows(&app, "Known players:"), "{:?}", texts(&app));
    // Typing narrows the offer; a pick fills the seat being typed in.
    ui_common::retype(&mut app, "player-name-1", "n");
    click(&mut app, "Anna");
    click(&mut app, "Ana");
    let shown = texts(&app);
    assert!(shown.contains(&"Anna".to_owned()), "{shown:?}");
    // Ana went into the first seat without a known player, with her colour.
    click(&mut app, "Start the game");
    let setup = app.session().expect("started").setup().clone();
    let AnySetup::Karth(karth) = setup else {
        panic!("{setup:?}")
    };
    let seats: Vec<(&str, _)> = karth
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.color))
        .collect();
    assert_eq!(seats[0], ("Ana", ana_color), "{seats:?}");
    assert_eq!(seats[1].0, "Anna", "{seats:?}");
    assert_ne!(ana_color, PALETTE[0], "not merely the first seat's colour");
}

/// The Koth setup of the game on screen.
fn koth_setup(app: &App) -> tablekeeper::rules::koth::Setup {
    match app.session().expect("a game is open").setup() {
        AnySetup::Koth(s) => s.clone(),
        other => panic!("{other:?}"),
    }
}

/// Dee and Anna both keep vermillion; a duel of Koth between them as an event.
fn dee_and_anna(dir: &std::path::Path) -> (Store, App) {
    let store = Store::open(dir).unwrap();
    store
        .change_roster(|r| {
            r.learn([("Dee", Some(PALETTE[0])), ("Anna", Some(PALETTE[0]))]);
            Ok(())
        })
        .unwrap();
    let event = tablekeeper::event::Event::new(
        "Duel",
        vec![tablekeeper::rules::GameKind::Koth],
        tablekeeper::event::Kind::TwoPlayer,
        ["Dee", "Anna"],
        5,
    )
    .unwrap();
    store.new_event(&event).unwrap();
    in_language(dir, "en")
}

#[test]
fn two_players_in_one_colour_sit_in_two_at_an_event_table_and_in_a_new_game() {
    let [vermillion, ..] = PALETTE;
    let nearest = tablekeeper::rules::common::nearest_free(vermillion, &[vermillion]);
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = dee_and_anna(dir.path());
    click(&mut app, "Events");
    click(&mut app, "Duel");
    click(&mut app, "Pair round 1");
    click_id(&mut app, "event-start-1-1");
    click(&mut app, "Start the game");
    let koth = koth_setup(&app);
    let colors: Vec<_> = koth
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.color))
        .collect();
    // The table's first seat keeps vermillion; the later one sits in the nearest
    // free colour.
    assert_eq!(colors[0].1, vermillion, "{colors:?}");
    assert_eq!(colors[1].1, nearest, "{colors:?}");
    // A normal new game: Dee picked, then Anna.
    click(&mut app, "Home");
    click(&mut app, "Koth");
    click(&mut app, "Dee");
    click(&mut app, "Anna");
    click(&mut app, "Start the game");
    let koth = koth_setup(&app);
    let seated: Vec<_> = koth
        .players
        .iter()
        .map(|p| (p.name.as_str(), p.color))
        .collect();
    assert_eq!(seated, [("Dee", vermillion), ("Anna", nearest)]);
    // The roster is not changed: both keep vermillion for the next table.
    let roster = store.roster().roster;
    assert_eq!(
        (roster.color("Dee"), roster.color("Anna")),
        (Some(vermillion), Some(vermillion))
    );
}

#[test]
fn kharnage_s_armies_are_not_people_but_whoever_is_named_as_playing_one_is() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = in_language(dir.path(), "en");
    click(&mut app, "Kharnage");
    ui_common::retype(&mut app, "kharnage-setup-rounds", "1");
    ui_common::type_in(&mut app, "played-by-0", "Ana");
    click(&mut app, "Start the game");
    assert!(shows(&app, "Dwarf · Ana"), "{:?}", texts(&app));
    // One round; Dwarf (Ana) plays the lowest initiative and takes the
    // five skulls.
    for army in 0..4 {
        ui_common::type_into(
            &mut app,
            &format!("kharnage-initiative-{army}"),
            &format!("{}", 100 + army),
        );
    }
    click(&mut app, "Close round 1");
    assert!(shows(&app, "Ana won!"), "{:?}", texts(&app));
    let roster = store.roster().roster;
    let people: Vec<&str> = roster.people().iter().map(|p| p.name.as_str()).collect();
    assert_eq!(people, ["Ana"], "the roster learns Ana, never an army");
    let armies = ["Dwarf", "Goblin", "Human", "Orc"];
    click(&mut app, "Stats");
    let all = texts(&app);
    assert!(all.iter().any(|t| t.starts_with("Ana: 1 of 1")), "{all:?}");
    for army in armies {
        assert!(
            !all.iter().any(|t| t.starts_with(&format!("{army}:"))),
            "{all:?}"
        );
    }
    // Known players, in a setup form and in the event form: Ana alone.
    for (screen, seen) in [("Koth", "Start the game"), ("Events", "Create event")] {
        click(&mut app, "Home");
        click(&mut app, screen);
        assert!(shows(&app, seen));
        assert!(shows(&app, "Ana"), "{screen}: {:?}", texts(&app));
        for army in armies {
            assert!(!shows(&app, army), "{screen}: {army} in {:?}", texts(&app));
        }
    }
}

#[test]
fn an_event_table_of_kharnage_names_its_players_for_the_armies() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = in_language(dir.path(), "en");
    let event = tablekeeper::event::Event::new(
        "Pods",
        vec![tablekeeper::rules::GameKind::Kharnage],
        tablekeeper::event::Kind::Pods,
        ["Ana", "Bo", "Cy"],
        3,
    )
    .unwrap();
    store.new_event(&event).unwrap();
    click(&mut app, "Events");
    click(&mut app, "Pods");
    click(&mut app, "Pair round 1");
    click_id(&mut app, "event-start-1-1");
    click(&mut app, "Start the game");
    let AnySetup::Kharnage(setup) = app.session().expect("the pod's game").setup().clone() else {
        panic!("a game of Kharnage")
    };
    let pod = store.event("Pods").unwrap().rounds[0].tables[0]
        .players
        .clone();
    let played: Vec<String> = setup.played_by.iter().flatten().cloned().collect();
    assert_eq!(
        played, pod,
        "each army played by the player it is named for"
    );
    let listed = store.list().sessions;
    let players: Vec<&str> = listed[0].players.iter().map(|p| &**p).collect();
    assert_eq!(players, pod.iter().map(String::as_str).collect::<Vec<_>>());
}
