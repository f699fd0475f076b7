//! The confirm button: an action that Ctrl+Z cannot take back asks first,
//! in place ("Concede? Yes / No"). Its No takes the button's place, at
//! least as wide as it was, so Yes is never where the first click was: the
//! second click of a double click cancels, it never confirms.

use super::button;
use iced::widget::{row, stack, text};
use iced::{Alignment, Color, Element};

/// What a confirm button says and does.
pub struct Confirm<M> {
    /// The action's label ("Concede").
    pub label: String,
    /// The question once armed ("Concede?").
    pub question: String,
    /// "Yes" and "No".
    pub yes: String,
    /// See `yes`.
    pub no: String,
    /// Whether it is armed (asking).
    pub armed: bool,
    /// Arms it; none: disabled.
    pub arm: Option<M>,
    /// Does the action.
    pub confirm: M,
    /// Disarms it.
    pub cancel: M,
    /// Where the button stays put as the question takes more room: at
    /// its start (the question grows to the right) or at its end (a
    /// button at the end of a row, the question grows to the left).
    pub anchor: Anchor,
    /// The text size: [`crate::ui::theme::body()`], or [`crate::ui::theme::small()`] in a list.
    pub size: f32,
}

/// Which side of a confirm button stays where it was when it asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Anchor {
    /// Its left side (in a row read from the left, or a column).
    Start,
    /// Its right side (the last thing in a row that fills the width).
    End,
}

/// The button, or the question with Yes and No in its place: No where the
/// button was (and at least as wide), then the question, then Yes.
pub fn confirm<'a, M: Clone + 'a>(c: Confirm<M>) -> Element<'a, M> {
    let size = c.size;
    if !c.armed {
        return button(text(c.label).size(size))
            .style(super::secondary)
            .on_press_maybe(c.arm)
            .into();
    }
    // The label, invisible, under "No": the button keeps at least its width.
    let no = button(stack![
        text(c.label).size(size).color(Color::TRANSPARENT),
        text(c.no).size(size),
    ])
    .style(button::secondary)
    .on_press(c.cancel);
    let yes = button(text(c.yes).size(size))
        .style(button::danger)
        .on_press(c.confirm);
    let question = text(c.question).size(size);
    match c.anchor {
        // Where the row is too narrow, the question and Yes go on below
        // No, never over it.
        Anchor::Start => row![no, question, yes]
            .spacing(6)
            .align_y(Alignment::Center)
            .wrap()
            .vertical_spacing(8)
            .into(),
        Anchor::End => row![yes, question, no]
            .spacing(6)
            .align_y(Alignment::Center)
            .into(),
    }
}
