//! The play screen in the shape every screen has: its `update` as
//! `(Task, Option<Event>)`. The play screen keeps its own API; this is the
//! one place the window reads its messages (leaving the result view).

use iced::Task;

use super::Event;
use super::play::{Moment, Msg, Play};
use super::result::Leave;

/// Handles a message of the play screen at the moment `now`.
pub fn update(play: &mut Play, msg: Msg, now: Moment) -> (Task<Msg>, Option<Event>) {
    if let Msg::Leave(to) = msg {
        // Not the second click of the double click that won the game.
        if !play.settled(now.at) {
            return (Task::none(), None);
        }
        let session = play.session();
        let event = match to {
            Leave::Home => Event::Home,
            Leave::Review => Event::Review(session.id().to_owned()),
            Leave::Rematch => Event::Start(Box::new(session.setup().clone()), None),
        };
        return (Task::none(), Some(event));
    }
    match play.update(msg, now) {
        Ok(task) => (task, Some(Event::Refusal(None))),
        Err(e) => (Task::none(), Some(Event::Refusal(Some(e)))),
    }
}
