//! The big number with − and + beside it, the resource row, and the sizes
//! that keep every target at least 44 pixels: the vocabulary every game's
//! seats are drawn with.

use super::button;
use iced::widget::{column, container, row, text};
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
        container(text(label.to_owned()).size(theme::symbol() * scale.clamp(1.0, 2.0)))
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

/// A [`square`] ± button that repeats its message while held (see
/// [`super::hold`]): for corrections, never for moves.
pub fn step<'a, M: Clone + 'a>(label: &str, scale: f32, on_press: Option<M>) -> Element<'a, M> {
    super::hold::hold(square(label, scale, on_press.clone()), on_press)
}

/// A big number with its label under it and − / + on each side.
pub struct BigNumber<'a, M> {
    /// What sits under the number (a label, with an icon if wanted).
    pub label: Element<'a, M>,
    /// The number.
    pub value: i64,
    /// Its seat's scale: the number's size follows it.
    pub scale: f32,
    /// The − button's message; none: disabled.
    pub minus: Option<M>,
    /// The + button's message; none: disabled.
    pub plus: Option<M>,
    /// Ids for the − and + buttons, for tests and screen readers.
    pub ids: Option<(String, String)>,
    /// A fixed width for the number's column, so the buttons never move
    /// when the number gains a digit.
    pub width: Option<f32>,
}

/// The big number with its ± buttons (each at least 44 px).
pub fn big_number<'a, M: Clone + 'a>(b: BigNumber<'a, M>) -> Element<'a, M> {
    let scale = b.scale;
    let button = |label: &str, on: Option<M>, id: Option<String>| -> Element<'a, M> {
        let side = scale.max(1.0);
        match id {
            Some(id) => container(step(label, side, on)).id(id).into(),
            None => step(label, side, on),
        }
    };
    let (minus_id, plus_id) = b.ids.map_or((None, None), |(m, p)| (Some(m), Some(p)));
    let mut number = column![
        text(b.value.to_string())
            .size(theme::big() * scale)
            .wrapping(iced::widget::text::Wrapping::None),
        b.label,
    ]
    .align_x(Alignment::Center);
    if let Some(w) = b.width {
        number = number.width(Length::Fixed(w));
    }
    row![
        button("−", b.minus, minus_id),
        number,
        button("+", b.plus, plus_id),
    ]
    .spacing(4.0 * scale.min(2.0))
    .align_y(Alignment::Center)
    .into()
}

/// A labelled value on one line, for the numbers beside the big one.
pub fn resource_row<'a, M: 'a>(label: String, value: String, scale: f32) -> Element<'a, M> {
    row![
        text(label)
            .size(theme::body() * scale.clamp(1.0, 2.0))
            .width(Length::Fill),
        text(value).size(theme::body() * scale.clamp(1.0, 2.5)),
    ]
    .spacing(8)
    .align_y(Alignment::Center)
    .into()
}
