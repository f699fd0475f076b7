//! Esc backs out: it closes what is open on the screen first (the path
//! field, a question that asks to be confirmed), else goes where the
//! screen's Back or Home goes — the review back to where it was opened
//! from, the player page to Stats, every other screen but a game's board
//! to Home. A text field takes the first Esc itself (it lets go of the
//! focus), so the second one backs out.

use iced::Task;
use iced::keyboard::{self, Key, key::Named};

use super::go::Go;
use super::{App, Message, Screen};
use crate::ui::transfer;

/// The screen a review was opened from, where Esc goes back to.
#[derive(Debug, Clone, Default)]
pub(super) enum Back {
    /// Home (and wherever else a review is opened from).
    #[default]
    Home,
    History,
    Stats,
    Events,
    /// A player's page.
    Player(String),
}

impl App {
    /// Where a review opened now goes back to: the screen on show.
    pub(super) fn here(&self) -> Back {
        match &self.screen {
            Screen::History => Back::History,
            Screen::Stats(_) => Back::Stats,
            Screen::Events(_) => Back::Events,
            Screen::Player(p) => Back::Player(p.name().to_owned()),
            // A review opened from a review (none today) goes where that
            // one would.
            Screen::Review(_) => self.review_from.clone(),
            _ => Back::Home,
        }
    }

    /// Esc, when no widget took it: backs out of the screen on show (see
    /// the module's note). A key held down backs out once; a game's board
    /// reads Esc itself and never gets here.
    pub(super) fn escape(&mut self, event: &keyboard::Event) -> Option<Task<Message>> {
        let keyboard::Event::KeyPressed {
            key: Key::Named(Named::Escape),
            modifiers,
            repeat,
            ..
        } = event
        else {
            return None;
        };
        if !modifiers.is_empty() || matches!(self.screen, Screen::Play(_)) {
            return None;
        }
        if *repeat {
            return Some(Task::none());
        }
        if self.transfer.asking() {
            return Some(Task::done(Message::Transfer(transfer::Msg::Cancel)));
        }
        let to = match &self.screen {
            Screen::Home | Screen::Play(_) => return Some(Task::none()),
            Screen::History => self.history.escape().map_or(Message::Home, Message::Filter),
            Screen::Settings | Screen::Stats(_) | Screen::Setup(_) => Message::Home,
            Screen::Events(s) => s.escape().map_or(Message::Home, Message::EventsChanged),
            Screen::Player(p) => Message::Player(p.escape()),
            Screen::Review(_) => match self.review_from.clone() {
                Back::Home => Message::Home,
                Back::History => Message::History,
                Back::Stats => Message::Stats,
                Back::Events => Message::Events,
                Back::Player(name) => return Some(self.go(Go::Player(name))),
            },
        };
        Some(Task::done(to))
    }
}
