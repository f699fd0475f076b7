//! The program ends with its window (issue #33), headless: whether the
//! window is asked to close (its close button, the window system) or is
//! closed or destroyed without asking, the game on screen is left first
//! (its clock stopped and saved) and the runtime is told to exit. The real
//! window destroyed by another program: tests/e2e_clock.rs.
#![cfg(feature = "gui")]

mod ui_common;

use iced::futures::StreamExt;
use iced_test::runtime::{Action, task::into_stream, window};
use tablekeeper::ui::{App, Message};
use ui_common::{click, english};

/// What `task` asks of the runtime, in order.
fn actions(task: iced::Task<Message>) -> Vec<Action<Message>> {
    match into_stream(task) {
        Some(stream) => iced::futures::executor::block_on(stream.collect()),
        None => Vec::new(),
    }
}

/// A Koth battle just started on the play screen, its clock running.
fn playing(dir: &std::path::Path) -> (App, String) {
    let mut app = english(dir);
    click(&mut app, "Koth");
    click(&mut app, "Start the game");
    let id = app.session().expect("the game is open").id().to_string();
    assert!(!app.session().unwrap().paused());
    (app, id)
}

#[test]
fn asked_to_close_the_window_closes_and_the_program_ends_after_saving() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, id) = playing(dir.path());
    let window = iced::window::Id::unique();
    let asked = actions(app.update(Message::CloseRequested(window)));
    let closes = asked
        .iter()
        .position(|a| matches!(a, Action::Window(window::Action::Close(w)) if *w == window));
    let exits = asked.iter().position(|a| matches!(a, Action::Exit));
    assert!(
        matches!((closes, exits), (Some(c), Some(e)) if c < e),
        "the window closes, then the program ends"
    );
    let saved = tablekeeper::store::Store::open(dir.path())
        .unwrap()
        .load(&id)
        .unwrap()
        .session;
    assert!(
        saved.paused_by_leaving(),
        "the game was left and saved first"
    );
}

#[test]
fn closed_or_destroyed_without_asking_the_program_ends_after_saving() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, id) = playing(dir.path());
    let ended = actions(app.update(Message::Closed));
    assert!(ended.iter().any(|a| matches!(a, Action::Exit)), "it ends");
    let saved = tablekeeper::store::Store::open(dir.path())
        .unwrap()
        .load(&id)
        .unwrap()
        .session;
    assert!(
        saved.paused_by_leaving(),
        "the game was left and saved first"
    );
    // On any other screen too.
    let mut app = english(dir.path());
    let ended = actions(app.update(Message::Closed));
    assert!(ended.iter().any(|a| matches!(a, Action::Exit)));
}
