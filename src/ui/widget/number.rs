//! The big number with − and + beside it, the resource row, and the sizes
//! that keep every target at least 44 pixels: the vocabulary every game's
//! seats are drawn with.

use iced::widget::{button, column, container, row, text};
use iced::{Alignment, Element, Length};

use crate::ui::theme;

/// The smallest side of anything a finger or a quick click must hit.
pub const TARGET: f32 = 44.0;

/// A square button [`TARGET`] wide at scale 1 and above (up to twice
/// that), disabled (not removed) when `on_press` is none, so nothing moves
/// under the pointer. Only a seat too cramped for its numbers (scale below
/// 1) gets smaller ones, down to 80 %.
pub fn square<'a, M: Clone + 'a>(label: &str, scale: f32, on_press: Option<M>) -> Element<'a, M> {
    let side = TARGET * scale.clamp(0.8, 2.0);
    button(
        container(text(label.to_owned()).size(theme::HEADING * scale.clamp(1.0, 2.0)))
            .center_x(Length::Fill)
            .center_y(Length::Fill),
    )
    .width(side)
    .height(side)
    .padding(0)
    .style(super::primary)
    .on_press_maybe(on_press)
    .into()
}

/// A big number with its label under it and − / + on each side. The
/// number's size follows `scale` (the space its seat has).
pub fn big_number<'a, M: Clone + 'a>(
    label: String,
    value: i64,
    scale: f32,
    minus: Option<M>,
    plus: Option<M>,
) -> Element<'a, M> {
    row![
        square("−", scale, minus),
        column![
            text(value.to_string()).size(theme::BIG * scale),
            text(label).size(theme::SMALL * scale.clamp(1.0, 2.0)),
        ]
        .align_x(Alignment::Center),
        square("+", scale, plus),
    ]
    .spacing(8.0 * scale.min(2.0))
    .align_y(Alignment::Center)
    .into()
}

/// A labelled value on one line, for the numbers beside the big one.
pub fn resource_row<'a, M: 'a>(label: String, value: String, scale: f32) -> Element<'a, M> {
    row![
        text(label)
            .size(theme::BODY * scale.clamp(1.0, 2.0))
            .width(Length::Fill),
        text(value).size(theme::BODY * scale.clamp(1.0, 2.5)),
    ]
    .spacing(8)
    .align_y(Alignment::Center)
    .into()
}
