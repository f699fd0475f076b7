//! The seats' phones on the play screen: their acts applied as clicks
//! (issue #37), while *Each phone controls its own seat* is on.

use std::time::Instant;

use iced::Task;

use super::{Msg, Play};
use crate::share::Reply;

impl Play {
    /// Applies the acts the seats' phones sent, in the order they came,
    /// each as a click would be (the rules' check, saved at once, logged
    /// as from that seat's phone), and answers each phone: the share's
    /// version that shows it, or the rule that refused it. A read-only
    /// session refuses them all, saying why.
    pub(super) fn phones(&mut self, now: Instant) -> Task<Msg> {
        for act in self.share.take_acts() {
            if self.read_only() {
                act.answer(Reply::Refused(self.read_only_text()));
                continue;
            }
            let was_closed = self.session.is_closed();
            let before = self.session.clone();
            let applied =
                crate::share::apply_act(&mut self.session, act.seat, &act.request, self.wall);
            let reply = match applied {
                Err(rule) => Reply::Refused(rule),
                Ok(()) => match self.changed() {
                    Ok(()) => Reply::Applied(self.share.version()),
                    Err(failed) => {
                        // Not saved: taken back, so the phone is not told
                        // of a change that a crash would lose.
                        self.session = before;
                        self.log.sync(&self.session);
                        if let Some(body) = &mut self.body {
                            body.changed(self.session.setup(), self.session.state());
                        }
                        self.share.changed(&self.session);
                        Reply::Refused(failed)
                    }
                },
            };
            act.answer(reply);
            if self.session.is_closed() && !was_closed {
                self.decided.mark((), now);
                self.board = false;
            }
            if self.session.is_closed() != was_closed {
                self.show_event();
            }
        }
        Task::none()
    }

    /// The seats' links, while phones change their own seats.
    pub fn seat_urls(&self) -> Vec<&str> {
        self.share.seat_urls()
    }

    /// Whether the seats' phones may change their own seats now (the
    /// window then looks for their acts).
    pub fn phones_on(&self) -> bool {
        self.share.seats_on()
    }
}
