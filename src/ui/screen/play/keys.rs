//! The play screen's keys: what a key press means on it, the game's own
//! keys first passed to its body, the screen's own with Ctrl, and those of
//! a decided game.

use iced::keyboard::{self, Key, key::Named};

use super::{Msg, Play};
use crate::ui::screen::result::Leave;
use crate::ui::screen::{clock, log, share};

impl Play {
    /// The message a key press means on this screen, if any.
    pub fn key(&self, event: &keyboard::Event) -> Option<Msg> {
        let keyboard::Event::KeyPressed {
            key,
            modifiers,
            text,
            repeat,
            ..
        } = event
        else {
            return None;
        };
        if modifiers.command() {
            return self.command_key(key.as_ref(), modifiers.shift(), *repeat);
        }
        if self.session.is_closed() {
            return self.decided_key(key.as_ref(), *modifiers, *repeat);
        }
        if self.read_only() {
            return None;
        }
        // A log entry's delete asked by Ctrl+D: Enter deletes, Esc not.
        if let Some(i) = self.log.armed {
            match key.as_ref() {
                Key::Named(Named::Enter) if !*repeat => return Some(Msg::Log(log::Msg::Delete(i))),
                Key::Named(Named::Escape) => return Some(Msg::Log(log::Msg::Disarm)),
                _ => {}
            }
        }
        self.body
            .as_ref()?
            .key(
                self.session.setup(),
                self.session.state(),
                key,
                text.as_deref(),
                *modifiers,
            )
            .map(if *repeat { Msg::Held } else { Msg::Body })
    }

    /// The keys of a decided game (its board's keys rest): Alt+R the
    /// review, Alt+M a rematch, Alt+H home, Alt+B the board as it ended
    /// or the result again, Alt+U undo the winning change, Alt+O reopen
    /// the game for changes (asked first: Enter reopens, Esc does not).
    fn decided_key(
        &self,
        key: Key<&str>,
        modifiers: keyboard::Modifiers,
        repeat: bool,
    ) -> Option<Msg> {
        if repeat {
            return None;
        }
        let writable = !self.read_only();
        if self.reopen_armed {
            match key {
                Key::Named(Named::Enter) => return Some(Msg::ReopenYes),
                Key::Named(Named::Escape) => return Some(Msg::ReopenNo),
                _ => {}
            }
        }
        let Key::Character(c) = key else {
            return None;
        };
        if !modifiers.alt() {
            return None;
        }
        let result = self.shows_result();
        match c.to_lowercase().as_str() {
            "r" => Some(Msg::Leave(Leave::Review)),
            "m" => Some(Msg::Leave(Leave::Rematch)),
            "h" => Some(Msg::Leave(Leave::Home)),
            "b" if result => Some(Msg::Board),
            "b" => Some(Msg::Result),
            "u" if writable && result && self.session.cursor() > 0 => Some(Msg::UndoWin),
            "o" if writable && result => Some(Msg::Reopen),
            _ => None,
        }
    }

    /// The play screen's own keys, with Ctrl (the games take none with
    /// it): undo and redo; the clock (Ctrl+P pause or resume, Ctrl+T and
    /// Ctrl+Shift+T the turn timer longer and shorter); the log (Ctrl+L
    /// fold, Ctrl+E the newest entry's note, Ctrl+D delete it, asked
    /// first); Ctrl+N the session note; Ctrl+Shift+P Show on phones,
    /// Ctrl+Shift+B open the page in the browser. Held down, only undo
    /// and redo repeat.
    fn command_key(&self, key: Key<&str>, shift: bool, repeat: bool) -> Option<Msg> {
        let Key::Character(c) = key else {
            return None;
        };
        let c = c.to_lowercase();
        match c.as_str() {
            "z" if shift => return Some(Msg::Redo),
            "z" => return Some(Msg::Undo),
            "y" => return Some(Msg::Redo),
            _ if repeat => return None,
            _ => {}
        }
        let writable = !self.read_only() && !self.session.is_closed();
        let newest = self.session.cursor().checked_sub(1);
        match (c.as_str(), shift) {
            ("p", true) => Some(Msg::Share(share::Msg::Toggle)),
            ("b", true) => Some(Msg::Share(share::Msg::Browser)),
            ("p", false) if writable => Some(Msg::Clock(if self.session.paused() {
                clock::Msg::Resume
            } else {
                clock::Msg::Pause
            })),
            ("t", _) if writable && self.played.turn.is_some() => {
                clock::timer_step(self.session.turn_timer(), !shift)
                    .map(|t| Msg::Clock(clock::Msg::Timer(t)))
            }
            ("l", false) => Some(Msg::Log(log::Msg::Fold)),
            ("e", false) if !self.read_only() => newest.map(|i| Msg::Log(log::Msg::EditNote(i))),
            ("d", false) if writable => newest.map(|i| Msg::Log(log::Msg::ArmDelete(i))),
            ("n", false) if !self.read_only() => Some(Msg::FocusNote),
            _ => None,
        }
    }
}
