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
