//! The window's life, and the program's with it: it opens (and on X11 is
//! watched, see [`crate::ui::gone`]); it is asked to close (its close
//! button, the window system), closes, or is destroyed by another program.
//! Whichever it is, the game on screen is left first (its clock stopped,
//! saved) and the program ends: no process is left running with no
//! window, holding a session's lock.

use iced::{Subscription, Task, window};

use super::{App, Message};
use crate::ui::gone;

impl App {
    /// The window is asked to close: the game is left, the window closed,
    /// and the program ends.
    pub(super) fn close(&mut self, id: window::Id) -> Task<Message> {
        self.leave_play();
        window::close(id).chain(iced::exit())
    }

    /// The window closed or was destroyed: the game is left and the
    /// program ends (it has one window).
    pub(super) fn end(&mut self) -> Task<Message> {
        self.leave_play();
        iced::exit()
    }

    /// The window opened: on X11 it is watched from then on.
    pub(super) fn opened(&mut self, id: window::Id) -> Task<Message> {
        window::run(id, gone::x11_window).map(Message::Watch)
    }

    /// The X11 window to watch, if there is one.
    pub(super) fn watch(&mut self, window: Option<u32>) -> Task<Message> {
        self.watched = window;
        Task::none()
    }

    /// What the window's life sends: a close asked, the window opened or
    /// closed, and (on X11) destroyed by another program.
    pub(super) fn lifetime(&self) -> Subscription<Message> {
        let asked = window::close_requests().map(Message::CloseRequested);
        let opened = window::open_events().map(Message::Opened);
        let closed = window::close_events().map(|_| Message::Closed);
        let gone = match self.watched {
            Some(w) => Subscription::run_with(w, gone::watch).map(|()| Message::Closed),
            None => Subscription::none(),
        };
        Subscription::batch([asked, opened, closed, gone])
    }
}
