//! The view pieces every screen and game shares: seat tiles in a fixed
//! grid, big numbers with ± buttons, resource rows, small choices, the
//! confirm button, banners and cards.

pub mod button;
pub mod choice;
pub mod confirm;
pub mod debounce;
pub mod hold;
pub mod number;
pub mod pick;
pub mod reveal;
pub mod seat;

pub use button::{keyed, stepped};
pub use choice::{CHOICE_HEIGHT, choice, choice_sized};
pub use confirm::{Anchor, Confirm, confirm};
pub use debounce::{Debounce, Press, Presses};
pub use number::{BigNumber, TARGET, big_number, resource_row, square, step};
pub use pick::{Pick, game_picks};
pub use seat::{Seat, grid, grid_sized, mark, tile};

use iced::widget::{container, row, text};
use iced::{Border, Color, Element, Length, Theme};

use super::theme;
use crate::rules::palette::Mark;
use crate::rules::{Arg, RuleError, Text, common};

/// A button the keyboard reaches (Tab, then Enter or Space), built as
/// iced's `button` is: see [`button::Button`].
pub fn button<'a, M: Clone + 'a>(content: impl Into<Element<'a, M>>) -> button::Button<'a, M> {
    button::Button::new(content)
}

/// A banner across the top: an error (red) or a notice, with an optional
/// close button.
pub fn banner<'a, M: Clone + 'a>(
    words: String,
    error: bool,
    close: Option<(M, String)>,
) -> Element<'a, M> {
    let mut body = row![text(words).size(theme::body()).width(Length::Fill)]
        .spacing(12)
        .align_y(iced::Alignment::Center);
    if let Some((message, label)) = close {
        body = body.push(
            button(text(label).size(theme::small()))
                .on_press(message)
                .style(button::text),
        );
    }
    container(body)
        .padding([8, 14])
        .width(Length::Fill)
        .style(move |t: &Theme| {
            let palette = t.extended_palette();
            let pair = if error {
                palette.danger.weak
            } else {
                palette.primary.weak
            };
            container::Style {
                background: Some(pair.color.into()),
                text_color: Some(pair.text),
                border: Border::default().rounded(6),
                ..container::Style::default()
            }
        })
        .into()
}

/// A small filled square in a player's colour.
pub fn swatch<'a, M: 'a>(color: common::Color, size: f32) -> Element<'a, M> {
    container(text(""))
        .width(size)
        .height(size)
        .style(move |_t: &Theme| container::Style {
            background: Some(theme::color(color).into()),
            border: Border::default().rounded(4),
            ..container::Style::default()
        })
        .into()
}

/// A seat's badge: a rounded box in the colour it is drawn in, at least
/// `size` high and wide, with its initials on it in black or white,
/// whichever stands out more; a plain swatch when it has none.
pub fn badge<'a, M: 'a>(mark: &Mark, size: f32) -> Element<'a, M> {
    let color = mark.color;
    if mark.initials.is_empty() {
        return swatch(color, size * 0.65);
    }
    container(
        text(mark.initials.clone())
            .size(size * 0.62)
            .font(iced::Font {
                weight: iced::font::Weight::Bold,
                ..theme::FONT
            })
            .color(theme::ink_on(color))
            .wrapping(iced::widget::text::Wrapping::None),
    )
    .center_y(size)
    .center_x(Length::Shrink)
    .padding([0.0, size * 0.2])
    .style(move |_t: &Theme| container::Style {
        background: Some(theme::color(color).into()),
        border: Border::default().rounded(size * 0.25),
        ..container::Style::default()
    })
    .into()
}

/// A seat's badge in a form, in a box of one width whatever its initials
/// (none, one letter or two), so that typing a name moves nothing beside
/// it.
pub fn form_badge<'a, M: 'a>(mark: &Mark, size: f32) -> Element<'a, M> {
    container(badge(mark, size)).center_x(size * 2.0).into()
}

/// Dimmed text colour for secondary information ([`theme::dim`]).
pub fn dim(t: &Theme) -> Color {
    theme::dim(t)
}

/// The room a page that scrolls keeps free on its right for the
/// scrollbar, which floats over the content: buttons at the right end of a
/// row stay clear of it.
pub const SCROLLBAR_ROOM: f32 = 14.0;

/// About how wide `words` are at `size` in Fira Sans, a little more than
/// it takes: each letter by its kind (Fira Sans' advances, rounded up).
pub fn text_width(words: &str, size: f32) -> f32 {
    let ems: f32 = words
        .chars()
        .map(|c| match c {
            'i' | 'j' | 'l' | 'I' | '.' | ',' | ':' | ';' | '\'' | '|' | '!' | '·' => 0.3,
            'f' | 'r' | 't' | '/' | '(' | ')' => 0.38,
            'm' | 'w' | 'M' | 'W' | '…' | '—' | '%' => 0.88,
            ' ' | '\u{a0}' => 0.25,
            c if c.is_ascii_digit() => 0.58,
            c if c.is_uppercase() => 0.66,
            _ => 0.53,
        })
        .sum();
    ems * size
}

/// The width of a text field at text size `size` with `padding` all
/// round that shows `hint` (its placeholder) whole: at least `least`.
pub fn field_width(hint: &str, size: f32, padding: f32, least: f32) -> f32 {
    (text_width(hint, size) + 2.0 * padding + 4.0).max(least)
}

/// A button's height for one line of words at `size` with `padding`
/// above and below: a finger high ([`TARGET`]), and higher where larger
/// text (Settings → Text size) needs it, so its words are never cut.
pub fn button_height(size: f32, padding: f32) -> f32 {
    TARGET.max(size * 1.3 + 2.0 * padding)
}

/// A section heading.
pub fn heading<'a, M: 'a>(words: String) -> Element<'a, M> {
    text(words).size(theme::heading()).into()
}

/// A whole number typed by a player into the field labelled by message
/// `field`; `blank` is used for an empty field (none: an empty field is
/// refused too). The refusal names the field and keeps what was typed.
pub fn number(field: &str, words: &str, blank: Option<i64>) -> Result<i64, Text> {
    match (words.trim(), blank) {
        ("", Some(b)) => Ok(b),
        ("", None) => Err(RuleError::new("ui-field-empty")
            .arg("field", Arg::msg(field))
            .0),
        (w, _) => w.parse::<i64>().map_err(|_| {
            RuleError::new("ui-not-a-number")
                .arg("field", Arg::msg(field))
                .arg("value", words)
                .0
        }),
    }
}

/// `words` cut to `max` characters with an ellipsis, for names in tight
/// places (the full name shows in the log and reports).
pub fn short(words: &str, max: usize) -> String {
    if words.chars().count() <= max {
        words.to_owned()
    } else {
        let mut cut: String = words.chars().take(max.saturating_sub(1)).collect();
        cut.push('…');
        cut
    }
}

/// iced's primary button, with a disabled look that cannot be mistaken for
/// an enabled one in either theme: a neutral fill and dimmed words.
pub fn primary(theme: &Theme, status: iced::widget::button::Status) -> iced::widget::button::Style {
    plainly_disabled(theme, status, iced::widget::button::primary)
}

/// iced's secondary button with the same plain disabled look.
pub fn secondary(
    theme: &Theme,
    status: iced::widget::button::Status,
) -> iced::widget::button::Style {
    plainly_disabled(theme, status, iced::widget::button::secondary)
}

fn plainly_disabled(
    theme: &Theme,
    status: iced::widget::button::Status,
    base: fn(&Theme, iced::widget::button::Status) -> iced::widget::button::Style,
) -> iced::widget::button::Style {
    use iced::widget::button::{Status, Style};
    if status != Status::Disabled {
        return base(theme, status);
    }
    let palette = theme.extended_palette();
    Style {
        background: Some(palette.background.weak.color.into()),
        text_color: palette.background.weak.text.scale_alpha(0.45),
        border: Border {
            color: palette.background.strong.color,
            width: 1.0,
            radius: 2.0.into(),
        },
        ..base(theme, Status::Active)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_names_are_shortened_with_an_ellipsis() {
        assert_eq!(short("Ana", 5), "Ana");
        assert_eq!(short("Bartholomew", 5), "Bart…");
        assert_eq!(short("Çağrıçağrı", 4), "Çağ…");
    }
}
