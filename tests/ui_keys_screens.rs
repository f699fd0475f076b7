//! The screens outside the games by keys alone, headless, in a window
//! whose widgets keep their state from frame to frame (the focus) and
//! whose focus moves run as the window's runtime runs them: from Home, Tab
//! to a game's button and Enter opens its form; the names typed, Tab to
//! Start and Enter starts the game. Then History, a session's review and
//! back with Esc, Enter held on Abandon (it acts once), Settings and a
//! setting changed, and Esc home again. Each focused button is drawn with
//! its ring (a pixel of the snapshot in the theme's focus colour), and a
//! click elsewhere takes the focus and the ring away. Esc closes what is
//! open first (the list of keys, a question, a field), then backs out of
//! each screen; pick lists and a form's checkbox are Tab stops too; Tab to
//! a button below the page scrolls it into view.
#![cfg(feature = "gui")]

mod ui_common;
#[path = "ui_common/window.rs"]
mod window;

use iced::keyboard::{Key, Modifiers, key::Named};
use tablekeeper::store::ThemeChoice;
use tablekeeper::ui::{App, Message};
use window::{Window, shows};

#[test]
fn home_a_game_history_a_review_and_settings_by_keys_alone() {
    let dir = tempfile::tempdir().unwrap();
    let (store, mut app) = ui_common::in_language(dir.path(), "en");
    let mut w = Window::new();
    assert!(shows(&mut w, &app, "New game"), "{:?}", w.texts(&app));
    assert!(w.focused(&app).is_none(), "nothing has the focus at first");

    // Tab walks the buttons: to Koth, whose ring is drawn; Enter opens
    // its form.
    let koth = w.tab_to(&mut app, "Koth", false);
    w.ring_drawn(&mut app, &koth);
    w.named(&mut app, Named::Enter);
    assert!(shows(&mut w, &app, "Start the game"), "{:?}", w.texts(&app));
    assert!(w.focused(&app).is_none(), "the new screen starts unfocused");

    // The names typed, field by field, with Tab between them.
    w.tab_to(&mut app, "player-name-0", false);
    for _ in 0..8 {
        w.named(&mut app, Named::Backspace);
    }
    w.type_words(&mut app, "Ana");
    w.tab_to(&mut app, "player-name-1", false);
    for _ in 0..8 {
        w.named(&mut app, Named::Backspace);
    }
    w.type_words(&mut app, "Ben");

    // Tab on to Start; Enter held down starts the game once.
    let start = w.tab_to(&mut app, "Start the game", false);
    w.ring_drawn(&mut app, &start);
    app.pass_time(std::time::Duration::from_secs(1));
    w.key(
        &mut app,
        Key::Named(Named::Enter),
        Modifiers::empty(),
        false,
    );
    let session = app
        .session()
        .expect("Enter started the game")
        .id()
        .to_owned();
    let names: Vec<String> = app
        .session()
        .map(|s| s.standings().into_iter().map(|p| p.name).collect())
        .unwrap_or_default();
    assert_eq!(names, ["Ana", "Ben"]);
    // The repeats of the Enter still held reach the board, never a second
    // Start: there is one session in the data folder.
    for _ in 0..3 {
        w.key(&mut app, Key::Named(Named::Enter), Modifiers::empty(), true);
    }
    assert_eq!(app.session().map(|s| s.id().to_owned()), Some(session));

    // Home, by the navigation bar's button (the board's keys are the
    // game's: Home is clicked there), then History by keys.
    w.deliver(&mut app, Message::Home);
    assert!(shows(&mut w, &app, "New game"));
    let history = w.tab_to(&mut app, "History", false);
    w.ring_drawn(&mut app, &history);
    w.named(&mut app, Named::Enter);
    assert!(
        shows(&mut w, &app, "All sessions (1)"),
        "{:?}",
        w.texts(&app)
    );
    let sessions = std::fs::read_dir(store.sessions_dir())
        .map(|d| {
            d.filter_map(Result::ok)
                .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
                .count()
        })
        .unwrap_or(0);
    assert_eq!(sessions, 1, "a held Enter started one game");

    // The session's Open reviews it; Esc goes back to the history.
    w.tab_to(&mut app, "Open", false);
    w.named(&mut app, Named::Enter);
    assert!(app.help_lines().contains(&"ui-help-review"), "the review");
    w.named(&mut app, Named::Escape);
    assert!(
        shows(&mut w, &app, "All sessions (1)"),
        "back in the history"
    );

    // Enter held on Abandon gives the game up once: the repeats do not
    // take it up again (Take up again takes Abandon's place), a second
    // press does.
    let abandon = w.tab_to(&mut app, "Abandon", false);
    w.ring_drawn(&mut app, &abandon);
    w.named(&mut app, Named::Enter);
    let abandoned = |w: &mut Window, app: &App| shows(w, app, "Take up again");
    assert!(abandoned(&mut w, &app), "Enter gave the game up");
    for _ in 0..3 {
        w.key(&mut app, Key::Named(Named::Enter), Modifiers::empty(), true);
    }
    assert!(
        abandoned(&mut w, &app),
        "the repeats of Enter held pressed nothing"
    );
    let again = w
        .focused(&app)
        .expect("the focus stays on the row's button");
    assert_eq!(again.label, "Take up again");
    w.named(&mut app, Named::Enter);
    assert!(!abandoned(&mut w, &app), "a second press takes it up again");

    // A click elsewhere takes the focus away, and the ring with it.
    w.click_nowhere(&mut app);
    assert!(w.focused(&app).is_none(), "a click elsewhere unfocuses");
    w.no_ring(&mut app, &again);

    // Settings, by Shift+Tab back up to the bar; Dark picked by keys.
    let settings = w.tab_to(&mut app, "Settings", true);
    w.ring_drawn(&mut app, &settings);
    w.named(&mut app, Named::Enter);
    assert!(shows(&mut w, &app, "Theme"), "{:?}", w.texts(&app));
    let dark = w.tab_to(&mut app, "Dark", false);
    w.key(
        &mut app,
        Key::Named(Named::Space),
        Modifiers::empty(),
        false,
    );
    assert_eq!(
        store.settings().0.theme,
        ThemeChoice::Dark,
        "Space pressed {:?}",
        dark.label
    );
    assert!(shows(&mut w, &app, "✓ Dark"));
    // The ring is drawn in the dark theme's focus colour too.
    let picked = w.focused(&app).expect("the focus stays on the choice");
    w.ring_drawn(&mut app, &picked);

    // Esc: home.
    w.named(&mut app, Named::Escape);
    assert!(shows(&mut w, &app, "New game"), "{:?}", w.texts(&app));
}

/// `n` games of custom counters (the form's defaults), each started and
/// left, and the app back home.
fn games(app: &mut App, w: &mut Window, n: usize) {
    for _ in 0..n {
        for m in [
            Message::NewGame(tablekeeper::rules::GameKind::Custom),
            Message::Start,
            Message::Home,
        ] {
            // A moment apart, as a person's presses come.
            app.pass_time(std::time::Duration::from_secs(1));
            w.deliver(app, m);
        }
    }
}

/// A game of custom counters (the form's defaults), started and left, and
/// the app back home.
fn one_game(dir: &std::path::Path) -> (App, Window) {
    let (_store, mut app) = ui_common::in_language(dir, "en");
    let mut w = Window::new();
    games(&mut app, &mut w, 1);
    assert!(shows(&mut w, &app, "All sessions (1)") || shows(&mut w, &app, "New game"));
    (app, w)
}

#[test]
fn esc_closes_what_is_open_first_then_backs_out_of_each_screen() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, mut w) = one_game(dir.path());
    let home = |w: &mut Window, app: &App| shows(w, app, "New game");

    // Esc on Home, and while the list of keys is open, goes nowhere.
    w.named(&mut app, Named::Escape);
    assert!(home(&mut w, &app));
    app.pass_time(std::time::Duration::from_secs(1));
    w.deliver(&mut app, Message::History);
    w.named(&mut app, Named::F1);
    assert!(app.help_open());
    w.named(&mut app, Named::Escape);
    assert!(!app.help_open(), "Esc closed the list");
    assert!(shows(&mut w, &app, "All sessions (1)"), "and only the list");

    // History: the game filter is a Tab stop, ↓ picks the next game.
    let filter = w.tab_to(&mut app, "", false);
    w.ring_drawn(&mut app, &filter);
    let row = "Custom counters · Player 1, Player 2";
    assert!(shows(&mut w, &app, row), "{:?}", w.texts(&app));
    // Every game → Custom counters → Heroes of Karth: the row goes.
    w.named(&mut app, Named::ArrowDown);
    w.named(&mut app, Named::ArrowDown);
    assert!(
        !shows(&mut w, &app, row),
        "↓↓ picked the second game: {:?}",
        w.texts(&app)
    );
    w.named(&mut app, Named::ArrowUp);
    assert!(shows(&mut w, &app, row), "↑ picked Custom counters again");
    w.named(&mut app, Named::ArrowUp);
    assert!(shows(&mut w, &app, row), "and Every game");

    // Delete asks; Esc puts the question away, a second Esc goes home.
    w.tab_to(&mut app, "Delete", false);
    w.named(&mut app, Named::Enter);
    assert!(
        shows(&mut w, &app, "Yes"),
        "Delete asks: {:?}",
        w.texts(&app)
    );
    w.named(&mut app, Named::Escape);
    assert!(!shows(&mut w, &app, "Yes"), "Esc took the question back");
    assert!(
        shows(&mut w, &app, "All sessions (1)"),
        "still in the history"
    );
    w.named(&mut app, Named::Escape);
    assert!(home(&mut w, &app), "{:?}", w.texts(&app));

    // A setup form: the first Esc leaves the name field, the second the
    // form.
    w.tab_to(&mut app, "Hero Realms", false);
    w.named(&mut app, Named::Enter);
    w.tab_to(&mut app, "player-name-0", false);
    w.named(&mut app, Named::Escape);
    assert!(w.focused(&app).is_none(), "Esc left the field");
    assert!(shows(&mut w, &app, "Start the game"), "on the form still");
    w.named(&mut app, Named::Escape);
    assert!(home(&mut w, &app));

    // Events, Settings and Stats: Esc home.
    for screen in ["Events", "Settings", "Stats"] {
        w.tab_to(&mut app, screen, false);
        w.named(&mut app, Named::Enter);
        assert!(!home(&mut w, &app), "{screen} is shown");
        w.named(&mut app, Named::Escape);
        assert!(home(&mut w, &app), "Esc went home from {screen}");
    }
}

#[test]
fn esc_goes_from_a_players_page_to_stats_and_from_a_review_to_the_page() {
    let dir = tempfile::tempdir().unwrap();
    // A finished game (a lost Gauntlet): its heroes are in the stats.
    let mut app = ui_common::with_lost_gauntlet(dir.path());
    let mut w = Window::new();
    w.tab_to(&mut app, "Stats", false);
    w.named(&mut app, Named::Enter);
    w.tab_to(&mut app, "Player page", false);
    w.named(&mut app, Named::Enter);
    assert!(shows(&mut w, &app, "Back to stats"), "{:?}", w.texts(&app));
    // A session of theirs reviewed; Esc goes back to their page.
    w.tab_to(&mut app, "Review", false);
    w.named(&mut app, Named::Enter);
    assert!(app.help_lines().contains(&"ui-help-review"), "the review");
    w.named(&mut app, Named::Escape);
    assert!(shows(&mut w, &app, "Back to stats"), "back on the page");
    w.named(&mut app, Named::Escape);
    assert!(shows(&mut w, &app, "Player page"), "back in Stats");
    w.named(&mut app, Named::Escape);
    assert!(shows(&mut w, &app, "New game"), "{:?}", w.texts(&app));
}

#[test]
fn a_checkbox_of_a_form_is_a_tab_stop_that_space_ticks() {
    let dir = tempfile::tempdir().unwrap();
    let (_store, mut app) = ui_common::in_language(dir.path(), "en");
    let mut w = Window::new();
    w.tab_to(&mut app, "Kharnage", false);
    w.named(&mut app, Named::Enter);
    let rule = "“YEAH!” rule: an army that does not shout loses one Kharnage token";
    let tick = w.tab_to(&mut app, rule, false);
    w.ring_drawn(&mut app, &tick);
    w.key(
        &mut app,
        Key::Named(Named::Space),
        Modifiers::empty(),
        false,
    );
    // Held: the repeats do not untick it.
    w.key(&mut app, Key::Named(Named::Space), Modifiers::empty(), true);
    w.tab_to(&mut app, "Start the game", false);
    w.named(&mut app, Named::Enter);
    match app.session().map(|s| s.setup()) {
        Some(tablekeeper::rules::AnySetup::Kharnage(setup)) => {
            assert!(setup.yeah_rule, "Space ticked the rule");
        }
        other => panic!("a game of Kharnage started: {other:?}"),
    }
}

#[test]
fn esc_closes_the_path_field_before_it_leaves_the_review() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = ui_common::with_lost_gauntlet(dir.path());
    app.use_path_field();
    let mut w = Window::new();
    w.tab_to(&mut app, "History", false);
    w.named(&mut app, Named::Enter);
    w.tab_to(&mut app, "Open", false);
    w.named(&mut app, Named::Enter);
    assert!(app.help_lines().contains(&"ui-help-review"), "the review");
    // Export's JSON report asks for a path (no dialogs here).
    w.tab_to(&mut app, "JSON report", false);
    w.named(&mut app, Named::Enter);
    let asking = "Where to save the JSON report (a file path):";
    assert!(shows(&mut w, &app, asking), "{:?}", w.texts(&app));
    // Into its field by Tab and out again with a first Esc: still asking.
    w.tab_to(&mut app, "transfer-path", false);
    w.named(&mut app, Named::Escape);
    assert!(w.focused(&app).is_none(), "Esc left the field");
    assert!(shows(&mut w, &app, asking), "the field stays open");
    // The next Esc closes the path field, the review still shown.
    w.named(&mut app, Named::Escape);
    assert!(!shows(&mut w, &app, asking), "Esc closed the path field");
    assert!(
        app.help_lines().contains(&"ui-help-review"),
        "still reviewing"
    );
    // And the last goes back to the history, where the review came from.
    w.named(&mut app, Named::Escape);
    assert!(
        shows(&mut w, &app, "All sessions (1)"),
        "{:?}",
        w.texts(&app)
    );
}

#[test]
fn tab_to_a_button_below_the_page_scrolls_it_into_view() {
    let dir = tempfile::tempdir().unwrap();
    let settings = tablekeeper::store::Settings {
        language: Some("en".into()),
        text_size: 200,
        ..tablekeeper::store::Settings::default()
    };
    let (_store, mut app) = ui_common::in_settings(dir.path(), settings);
    let mut w = Window::new();
    // Twelve games started and left, the text at 200 %: the history runs
    // past the window.
    games(&mut app, &mut w, 12);
    app.pass_time(std::time::Duration::from_secs(1));
    w.deliver(&mut app, Message::History);
    assert!(
        shows(&mut w, &app, "All sessions (12)"),
        "{:?}",
        w.texts(&app)
    );
    assert_eq!(w.scrolled(&app), [0.0], "the page at its top");
    // Shift+Tab from nothing: the last stop, the last row's Open (the
    // pages' ◀ Newer and Older ▶ after it are disabled: no stops).
    w.named_with(&mut app, Named::Tab, Modifiers::SHIFT);
    let last = w.focused(&app).expect("the last stop has the focus");
    assert_eq!(last.label, "Open");
    let down = w.scrolled(&app)[0];
    let window = tablekeeper::ui::WINDOW_SIZE.height;
    assert!(down > 0.0, "the page scrolled down: {last:?}");
    let bottom = last.bounds.y + last.bounds.height - down;
    assert!(
        bottom <= window,
        "the Open at {:?} shows: its bottom at {bottom} of {window}",
        last.bounds
    );
    // Tab on from the last stop: round to the bar (outside the page,
    // which stays as it is), then the page's first button: it scrolls
    // back up to show it.
    w.named(&mut app, Named::Tab);
    w.named(&mut app, Named::Tab);
    assert_eq!(w.focused(&app).map(|f| f.label), Some("Home".to_owned()));
    assert_eq!(w.scrolled(&app), [down], "the page stays");
    let import = w.tab_to(&mut app, "Import sessions…", false);
    let up = w.scrolled(&app)[0];
    assert!(up < down, "the page scrolled back up, to {up}");
    assert!(import.bounds.y - up >= 0.0, "{import:?} shows");
}

#[test]
fn the_king_s_armory_form_by_keys_a_hero_added_and_start_pressed() {
    let dir = tempfile::tempdir().unwrap();
    let (_store, mut app) = ui_common::in_language(dir.path(), "en");
    let mut w = Window::new();
    w.tab_to(&mut app, "The King's Armory", false);
    w.named(&mut app, Named::Enter);
    assert!(!w.texts(&app).iter().any(|t| t == "H3"), "two heroes first");
    w.tab_to(&mut app, "Add a hero", false);
    w.named(&mut app, Named::Enter);
    assert!(
        w.texts(&app).iter().any(|t| t == "H3"),
        "a third hero: {:?}",
        w.texts(&app)
    );
    // Its checkboxes are stops too; the one after the last is Start, which
    // Enter presses: the form says what it still needs (no stats typed).
    w.tab_to(
        &mut app,
        "Reverse HP tracking: show the damage counted up (the file keeps HP)",
        true,
    );
    w.named(&mut app, Named::Tab);
    w.named(&mut app, Named::Enter);
    assert!(app.session().is_none());
    let said = app.banners().join(" ");
    assert!(said.contains("Max HP"), "{said}");
}
