//! The King's Armory's test setup, shared by its screen tests: a game
//! opened after some actions, a monster entering, the state and the log.

use chrono::Utc;
use tablekeeper::rules::kings_armory::{self, Action, Resist};
use tablekeeper::rules::{AnyAction, AnySetup, AnyState};
use tablekeeper::session::Session;
use tablekeeper::ui::{App, Message};

use super::in_settings;

/// A player, hero, max HP and heal rate.
pub type Player = (&'static str, &'static str, i64, i64);

/// An open game for `players`, after `actions`, in `language`, in a data
/// folder of its own (kept as long as the app).
pub fn game(
    language: &str,
    players: &[Player],
    edit: impl FnOnce(&mut kings_armory::Setup),
    actions: &[Action],
) -> (tempfile::TempDir, App) {
    let settings = tablekeeper::store::Settings {
        language: Some(language.into()),
        ..tablekeeper::store::Settings::default()
    };
    game_in(settings, players, edit, actions)
}

/// As [`game`], with the window's `settings` (its language, text size…).
pub fn game_in(
    settings: tablekeeper::store::Settings,
    players: &[Player],
    edit: impl FnOnce(&mut kings_armory::Setup),
    actions: &[Action],
) -> (tempfile::TempDir, App) {
    let dir = tempfile::tempdir().unwrap();
    let mut setup = kings_armory::Setup::new(players, 3);
    edit(&mut setup);
    let mut session =
        Session::new("table".into(), AnySetup::KingsArmory(setup), Utc::now()).unwrap();
    for a in actions {
        session
            .apply(AnyAction::KingsArmory(a.clone()), Utc::now())
            .unwrap_or_else(|e| panic!("{a:?}: {e}"));
    }
    let (store, mut app) = in_settings(dir.path(), settings);
    store.save(&session).unwrap();
    let _ = app.update(Message::Open("table".into()));
    assert!(app.session().is_some(), "the game opened");
    (dir, app)
}

/// A monster of `level` named `name` with `hp` enters, nothing else.
pub fn enters(level: u32, name: &str, hp: i64) -> Action {
    Action::MonsterEnters {
        level: Some(level),
        boss: false,
        name: Some(name.into()),
        hp,
        resist: Resist::default(),
        immune: Vec::new(),
        siege: false,
        summoned: false,
    }
}

/// The open game's state.
pub fn state(app: &App) -> kings_armory::State {
    match app.session().map(|s| s.state()) {
        Some(AnyState::KingsArmory(state)) => state.clone(),
        _ => panic!("a King's Armory game is open"),
    }
}

/// How many entries the open game's log has.
pub fn entries(app: &App) -> usize {
    app.session().map_or(0, |s| s.entries().len())
}
