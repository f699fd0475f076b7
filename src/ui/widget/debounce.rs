//! One press, one action: the one mechanism every one-shot control uses
//! (End turn, KHARNAGE!, Remove, Abandon, Pair, Print…). A second press of
//! the same control within the double-click interval is the second click
//! of a double click, or a bounce, and does nothing; so does a press of a
//! control that took the place of the one just pressed. Steppers (±) do
//! not use it: each of their presses counts.

use std::time::{Duration, Instant};

/// A second press within this time of the first is the second click of a
/// double click (the desktops' default is 400–500 ms).
pub const DOUBLE_CLICK: Duration = Duration::from_millis(400);

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
}
