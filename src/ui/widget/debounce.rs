//! One press, one action: the one mechanism every one-shot control uses
//! (End turn, KHARNAGE!, Remove, Abandon, Pair, Print…). A second press of
//! the same control within the double-click interval is the second click
//! of a double click, or a bounce, and does nothing; so does a press of a
//! control that took the place of the one just pressed. Steppers (±) do
//! not use it: each of their presses counts.
//!
//! The window applies it to every press as a rule ([`Presses`]): each
//! message says how a press of it counts ([`Press`]), and the window lets
//! a press act only when no one-shot press acted within [`DOUBLE_CLICK`]
//! before it, whatever control it came from — a second click falls where
//! the first did, on whatever now shows there.

use std::time::{Duration, Instant};

/// A second press within this time of the first is the second click of a
/// double click (the desktops' default is 400–500 ms).
pub const DOUBLE_CLICK: Duration = Duration::from_millis(400);

/// How a press of a control counts: what each message of the window says
/// of itself (its `press` method), for [`Presses`] to act on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Press {
    /// A one-shot control (a move, Add, Remove, Abandon, Create, a tab, a
    /// choice, a way to another screen): it acts once per double click.
    Once,
    /// A stepper (every ±, Koth's −1, the review's ◀ ▶): every press
    /// counts, however quick — but one within the interval of a one-shot
    /// press, whose place it took.
    Each,
    /// Not a press: typing, a slider dragged, a key's own message, a read
    /// or a dialog coming back, a tick. Always handled.
    Not,
}

/// The window's rule for every press: a press within [`DOUBLE_CLICK`] of
/// the last one-shot press that acted does nothing and says nothing,
/// whether it is the same control again or one that took its place
/// (Abandon became Take up again, Rematch became the new game's −).
/// Otherwise a stepper's presses all count, however quick.
#[derive(Debug, Clone, Default)]
pub struct Presses {
    last: Debounce<()>,
}

impl Presses {
    /// Whether a press that counts as `press`, at `now`, acts.
    pub fn pass(&mut self, press: Press, now: Instant) -> bool {
        match press {
            Press::Once => self.last.press((), now),
            Press::Each => !self.last.again(&(), now),
            Press::Not => true,
        }
    }
}

/// The last one-shot press that acted: which control (a typed id, never
/// the words of a message) and when.
#[derive(Debug, Clone)]
pub struct Debounce<C> {
    last: Option<(C, Instant)>,
}

impl<C> Default for Debounce<C> {
    fn default() -> Self {
        Debounce { last: None }
    }
}

impl<C: PartialEq> Debounce<C> {
    /// Whether a press of `control` at `now` acts: not when it is the
    /// second press of `control` within [`DOUBLE_CLICK`]. A press that
    /// acts is remembered; one that does not changes nothing, so a third
    /// quick press does not act either until the interval has passed
    /// since the first.
    pub fn press(&mut self, control: C, now: Instant) -> bool {
        if self.again(&control, now) {
            return false;
        }
        self.last = Some((control, now));
        true
    }

    /// Whether `control` was the last press that acted, within
    /// [`DOUBLE_CLICK`] before `now`.
    pub fn again(&self, control: &C, now: Instant) -> bool {
        self.last.as_ref().is_some_and(|(c, at)| {
            c == control && now.saturating_duration_since(*at) < DOUBLE_CLICK
        })
    }

    /// Notes that `control` acted at `now`, whatever came before: for a
    /// press that is known to have acted only once it did (the rules took
    /// what it sent).
    pub fn mark(&mut self, control: C, now: Instant) {
        self.last = Some((control, now));
    }

    /// Forgets the last press: whatever acted since was not a one-shot
    /// control, so the next press of any control acts.
    pub fn forget(&mut self) {
        self.last = None;
    }

    /// Whether `control` was the last press that acted, however long ago:
    /// a key held down repeats it, and a repeat must not act again.
    pub fn held(&self, control: &C) -> bool {
        self.last.as_ref().is_some_and(|(c, _)| c == control)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, Copy, PartialEq)]
    enum Control {
        EndTurn,
        Deal,
    }

    #[test]
    fn a_double_click_acts_once_and_a_later_press_again() {
        let t0 = Instant::now();
        let ms = |n| t0 + Duration::from_millis(n);
        let mut d = Debounce::default();
        assert!(d.press(Control::EndTurn, t0));
        assert!(!d.press(Control::EndTurn, ms(150)), "the second click");
        assert!(!d.press(Control::EndTurn, ms(300)), "a bounce");
        assert!(d.press(Control::Deal, ms(350)), "another control acts");
        assert!(
            d.press(Control::EndTurn, ms(500)),
            "Deal was the last press"
        );
        assert!(d.press(Control::EndTurn, ms(900)), "after the interval");
    }

    #[test]
    fn a_one_shot_press_holds_off_every_press_within_the_interval() {
        let t0 = Instant::now();
        let ms = |n| t0 + Duration::from_millis(n);
        let mut p = Presses::default();
        assert!(p.pass(Press::Each, t0) && p.pass(Press::Each, ms(10)));
        assert!(p.pass(Press::Once, ms(20)), "steppers hold nothing off");
        assert!(!p.pass(Press::Once, ms(150)), "the second click");
        assert!(
            !p.pass(Press::Each, ms(160)),
            "a stepper that took the place of the one-shot"
        );
        assert!(p.pass(Press::Not, ms(170)), "typing is not a press");
        assert!(!p.pass(Press::Once, ms(410)), "still within the interval");
        assert!(p.pass(Press::Once, ms(420)), "the interval has passed");
        assert!(!p.pass(Press::Once, ms(500)), "held off since 420");
        assert!(p.pass(Press::Each, ms(820)) && p.pass(Press::Each, ms(830)));
        assert!(p.pass(Press::Once, ms(840)));
    }

    #[test]
    fn a_mark_counts_as_a_press_and_a_forgotten_one_does_not() {
        let t0 = Instant::now();
        let ms = |n| t0 + Duration::from_millis(n);
        let mut d = Debounce::default();
        d.mark(Control::Deal, t0);
        assert!(d.again(&Control::Deal, ms(100)));
        assert!(d.held(&Control::Deal) && !d.held(&Control::EndTurn));
        assert!(d.held(&Control::Deal), "held: however long ago");
        d.forget();
        assert!(!d.again(&Control::Deal, ms(150)));
        assert!(!d.held(&Control::Deal));
        assert!(d.press(Control::Deal, ms(200)));
    }
}
