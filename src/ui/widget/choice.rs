//! A small choice button: its words small on one line, 36 px high at
//! scale 1, the chosen one standing out. The King's Armory's immunities,
//! defeat choices and equipment chips are made of it.

use super::button;
use iced::widget::text::Wrapping;
use iced::widget::{container, text};
use iced::{Element, Length};

use crate::ui::theme;

/// The height of a small choice at scale 1.
pub const CHOICE_HEIGHT: f32 = 36.0;

/// A small choice: `words` on one line, `on` standing out, `msg` on a
/// press (none: disabled); `width` fixed with the words centred, or (none)
/// the words' own.
pub fn choice<'a, M: Clone + 'a>(
    words: String,
    scale: f32,
    on: bool,
    msg: Option<M>,
    width: Option<f32>,
) -> Element<'a, M> {
    choice_sized(
        words,
        [theme::small() * scale, CHOICE_HEIGHT * scale],
        on,
        msg,
        width,
    )
}

/// A [`choice`] whose words' size and height are given (`[words,
/// height]`), for a board drawn as a zoom ([`theme::ordinary`]).
pub fn choice_sized<'a, M: Clone + 'a>(
    words: String,
    [size, height]: [f32; 2],
    on: bool,
    msg: Option<M>,
    width: Option<f32>,
) -> Element<'a, M> {
    let words = text(words).size(size).wrapping(Wrapping::None);
    let (content, padding, width): (Element<'a, M>, [u16; 2], Length) = match width {
        Some(w) => (
            container(words).center_x(Length::Fill).into(),
            [6, 2],
            Length::Fixed(w),
        ),
        None => (words.into(), [6, 6], Length::Shrink),
    };
    button(content)
        .padding(padding)
        .width(width)
        .height(Length::Fixed(height))
        .style(if on { super::primary } else { super::secondary })
        .on_press_maybe(msg)
        .into()
}
