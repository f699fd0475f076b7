//! Colours, sizes and the font the window uses, and the light/dark choice.

use iced::{Color, Font, Theme};

use crate::rules::common;
use crate::store::ThemeChoice;

/// The embedded font (iced's `fira-sans` feature), the default for all text.
pub const FONT: Font = Font::with_name("Fira Sans");

/// Size of the big numbers on play screens.
pub const BIG: f32 = 56.0;
/// Size of headings.
pub const HEADING: f32 = 26.0;
/// Size of ordinary text.
pub const BODY: f32 = 16.0;
/// Size of small print (log times).
pub const SMALL: f32 = 13.0;

/// The iced theme for the user's choice; `None` follows the system.
pub fn of(choice: ThemeChoice) -> Option<Theme> {
    match choice {
        ThemeChoice::System => None,
        ThemeChoice::Light => Some(Theme::Light),
        ThemeChoice::Dark => Some(Theme::Dark),
    }
}

/// A player's colour as iced's.
pub fn color(c: common::Color) -> Color {
    Color::from_rgb8(c.r, c.g, c.b)
}

/// The same colour, see-through, for card backgrounds.
pub fn tint(c: common::Color, alpha: f32) -> Color {
    Color {
        a: alpha,
        ..color(c)
    }
}

/// The text colour that stands out more on `c`: black or white (WCAG's
/// contrast ratio; on a colour of relative luminance above 0.179 black
/// contrasts more than white).
pub fn ink_on(c: common::Color) -> Color {
    let linear = |v: u8| {
        let v = f32::from(v) / 255.0;
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    let luminance = 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b);
    if luminance > 0.179 {
        Color::BLACK
    } else {
        Color::WHITE
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::PALETTE;

    #[test]
    fn initials_are_black_on_light_seats_and_white_on_dark_ones() {
        let [vermillion, sky, slate, yellow, blue, ..] = PALETTE;
        assert_eq!(ink_on(yellow), Color::BLACK);
        assert_eq!(ink_on(sky), Color::BLACK);
        assert_eq!(ink_on(blue), Color::WHITE);
        let _ = slate;
        assert_eq!(ink_on(vermillion), Color::BLACK);
        assert_eq!(ink_on(common::Color::rgb(0, 0, 0)), Color::WHITE);
    }
}
