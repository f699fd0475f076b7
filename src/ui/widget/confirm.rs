//! The confirm button: an action that Ctrl+Z cannot take back asks first,
//! in place ("Concede? Yes / No"), in the same space, so nothing moves.

use iced::widget::{button, row, text};
use iced::{Alignment, Element};

use crate::ui::theme;

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
}

/// The button, or the question with Yes and No in its place.
pub fn confirm<'a, M: Clone + 'a>(c: Confirm<M>) -> Element<'a, M> {
    if c.armed {
        row![
            text(c.question).size(theme::BODY),
            button(text(c.yes))
                .style(button::danger)
                .on_press(c.confirm),
            button(text(c.no))
                .style(button::secondary)
                .on_press(c.cancel),
        ]
        .spacing(6)
        .align_y(Alignment::Center)
        .into()
    } else {
        button(text(c.label))
            .style(super::secondary)
            .on_press_maybe(c.arm)
            .into()
    }
}
