//! Colours, sizes and the font the window uses, the light/dark choice, and
//! the high-contrast themes (every pair of text and background at 7:1 or
//! more, WCAG 2.2 AAA; the tests below check it from these constants).

use iced::theme::Mode;
use iced::theme::palette::{self, Background, Danger, Extended, Pair, Palette};
use iced::{Color, Font, Theme};

use crate::rules::common;
use crate::store::{Contrast, ThemeChoice};

/// The embedded font (iced's `fira-sans` feature), the default for all text.
pub const FONT: Font = Font::with_name("Fira Sans");

/// Size of the big numbers on play screens, at 100 % text.
const BIG: f32 = 56.0;
/// Size of headings, at 100 % text.
const HEADING: f32 = 26.0;
/// Size of ordinary text, at 100 % text.
const BODY: f32 = 16.0;
/// Size of small print (log times), at 100 % text.
const SMALL: f32 = 13.0;

thread_local! {
    /// The text size the window is drawn at, as a factor (1.0 to 2.0): set
    /// by [`set_text_size`] before each view, read by the sizes below. One
    /// per thread, as each window (and each test's) is drawn on its own.
    static TEXT: std::cell::Cell<f32> = const { std::cell::Cell::new(1.0) };
}

/// Sets the text size, in percent, for the views drawn on this thread.
pub fn set_text_size(percent: u16) {
    TEXT.with(|t| t.set(f32::from(percent) / 100.0));
}

/// The text size as a factor of the ordinary.
pub fn text_scale() -> f32 {
    TEXT.with(std::cell::Cell::get)
}

/// Size of the big numbers on play screens.
pub fn big() -> f32 {
    BIG * text_scale()
}

/// Size of a symbol on a square control (− + ◀ ▶): set by the control's
/// size, which the text size does not change.
pub fn symbol() -> f32 {
    HEADING
}

/// Size of headings.
pub fn heading() -> f32 {
    HEADING * text_scale()
}

/// Size of ordinary text.
pub fn body() -> f32 {
    BODY * text_scale()
}

/// Size of small print (log times).
pub fn small() -> f32 {
    SMALL * text_scale()
}

/// The sizes at ordinary text (100 %), for a board drawn as a zoom: one
/// whose own scale already holds the text size, so its words and its
/// boxes grow together (The King's Armory).
pub mod ordinary {
    /// Size of the big numbers.
    pub fn big() -> f32 {
        super::BIG
    }

    /// Size of headings.
    pub fn heading() -> f32 {
        super::HEADING
    }

    /// Size of ordinary text.
    pub fn body() -> f32 {
        super::BODY
    }

    /// Size of small print.
    pub fn small() -> f32 {
        super::SMALL
    }
}

/// The iced theme for the user's choice; `None` follows the system.
/// High contrast takes the light or dark side the choice names, or the
/// system's (`system`, as iced last reported it) when it names none.
pub fn of(choice: ThemeChoice, contrast: Contrast, system: Mode) -> Option<Theme> {
    match (contrast, choice) {
        (Contrast::Normal, ThemeChoice::System) => None,
        (Contrast::Normal, ThemeChoice::Light) => Some(light()),
        (Contrast::Normal, ThemeChoice::Dark) => Some(dark()),
        (Contrast::High, ThemeChoice::Light) => Some(high_contrast(false)),
        (Contrast::High, ThemeChoice::Dark) => Some(high_contrast(true)),
        (Contrast::High, ThemeChoice::System) => Some(high_contrast(system == Mode::Dark)),
    }
}

/// iced's light theme with its accent a shade darker: iced's own
/// (#5865f2) carries its button text at 4.43:1, under WCAG's 4.5:1.
pub fn light() -> Theme {
    Theme::custom(
        "Light".to_owned(),
        Palette {
            primary: ACCENT,
            ..Palette::LIGHT
        },
    )
}

/// iced's dark theme with the same darker accent as [`light`].
pub fn dark() -> Theme {
    Theme::custom(
        "Dark".to_owned(),
        Palette {
            primary: ACCENT,
            ..Palette::DARK
        },
    )
}

/// The colour of the focus ring around the control that has the
/// keyboard's focus: the accent's strong shade, at 3:1 or more on the
/// page in every theme (checked in the tests below).
pub fn focus(t: &Theme) -> Color {
    t.extended_palette().primary.strong.color
}

/// The ordinary themes' accent: iced's, a shade darker.
const ACCENT: Color = hex(0x4a55d8);

/// The high-contrast theme, dark (white on black) or light (black on
/// white), with every pair of its palette given here rather than worked
/// out by iced (whose mixes would fall below 7:1).
pub fn high_contrast(dark: bool) -> Theme {
    let (name, palette) = if dark {
        ("Tablekeeper high contrast dark", CONTRAST_DARK)
    } else {
        ("Tablekeeper high contrast light", CONTRAST_LIGHT)
    };
    Theme::custom_with_fn(name.to_owned(), palette, move |_| contrast_pairs(dark))
}

/// Whether `t` is one of the high-contrast themes.
pub fn is_high_contrast(t: &Theme) -> bool {
    let p = t.palette();
    p == CONTRAST_DARK || p == CONTRAST_LIGHT
}

const fn hex(rgb: u32) -> Color {
    Color::from_rgb8(
        (rgb >> 16) as u8,
        (rgb >> 8 & 0xff) as u8,
        (rgb & 0xff) as u8,
    )
}

/// High contrast, dark: white on black, a yellow accent.
const CONTRAST_DARK: Palette = Palette {
    background: Color::BLACK,
    text: Color::WHITE,
    primary: hex(0xffd400),
    success: hex(0x5ee07a),
    warning: hex(0xffb000),
    danger: hex(0xff8a80),
};

/// High contrast, light: black on white, a deep blue accent.
const CONTRAST_LIGHT: Palette = Palette {
    background: Color::WHITE,
    text: Color::BLACK,
    primary: hex(0x0b3d91),
    success: hex(0x0b5e1f),
    warning: hex(0x6b4a00),
    danger: hex(0xa8071a),
};

/// A pair: a fill and the text drawn on it.
const fn pair(color: u32, text: u32) -> Pair {
    Pair {
        color: hex(color),
        text: hex(text),
    }
}

/// Every pair of the high-contrast palettes. Buttons are filled slabs that
/// stand apart from the page (light on black, dark on white); the weak
/// fills (banners, boxes) keep the page's text colour.
fn contrast_pairs(dark: bool) -> Extended {
    const W: u32 = 0xffffff;
    const B: u32 = 0x000000;
    // (base, weak, strong) of each role: fill and text.
    let roles = |base: Pair, weak: Pair, strong: Pair| (base, weak, strong);
    if dark {
        let (pb, pw, ps) = roles(pair(0xffd400, B), pair(0x3d3300, W), pair(0xffe866, B));
        let (sb, sw, ss) = roles(pair(0xd9d9d9, B), pair(0x333333, W), pair(W, B));
        let (gb, gw, gs) = roles(pair(0x5ee07a, B), pair(0x0b3d17, W), pair(0x8ff0a4, B));
        let (wb, ww, ws) = roles(pair(0xffb000, B), pair(0x402b00, W), pair(0xffc94d, B));
        let (db, dw, ds) = roles(pair(0xff8a80, B), pair(0x4d0f0a, W), pair(0xffb3ad, B));
        Extended {
            background: Background {
                base: pair(B, W),
                weakest: pair(0x0f0f0f, W),
                weaker: pair(0x1a1a1a, W),
                weak: pair(0x262626, W),
                neutral: pair(0xa6a6a6, B),
                strong: pair(0xc8c8c8, B),
                stronger: pair(0xe0e0e0, B),
                strongest: pair(W, B),
            },
            primary: palette::Primary {
                base: pb,
                weak: pw,
                strong: ps,
            },
            secondary: palette::Secondary {
                base: sb,
                weak: sw,
                strong: ss,
            },
            success: palette::Success {
                base: gb,
                weak: gw,
                strong: gs,
            },
            warning: palette::Warning {
                base: wb,
                weak: ww,
                strong: ws,
            },
            danger: Danger {
                base: db,
                weak: dw,
                strong: ds,
            },
            is_dark: true,
        }
    } else {
        let (pb, pw, ps) = roles(pair(0x0b3d91, W), pair(0xdce6ff, B), pair(0x002a80, W));
        let (sb, sw, ss) = roles(pair(0x262626, W), pair(0xe6e6e6, B), pair(B, W));
        let (gb, gw, gs) = roles(pair(0x0b5e1f, W), pair(0xd6f5dc, B), pair(0x064015, W));
        let (wb, ww, ws) = roles(pair(0x6b4a00, W), pair(0xfff0c2, B), pair(0x4d3500, W));
        let (db, dw, ds) = roles(pair(0xa8071a, W), pair(0xffe0e0, B), pair(0x7a0010, W));
        Extended {
            background: Background {
                base: pair(W, B),
                weakest: pair(0xf5f5f5, B),
                weaker: pair(0xebebeb, B),
                weak: pair(0xe0e0e0, B),
                neutral: pair(0x525252, W),
                strong: pair(0x3d3d3d, W),
                stronger: pair(0x1f1f1f, W),
                strongest: pair(B, W),
            },
            primary: palette::Primary {
                base: pb,
                weak: pw,
                strong: ps,
            },
            secondary: palette::Secondary {
                base: sb,
                weak: sw,
                strong: ss,
            },
            success: palette::Success {
                base: gb,
                weak: gw,
                strong: gs,
            },
            warning: palette::Warning {
                base: wb,
                weak: ww,
                strong: ws,
            },
            danger: Danger {
                base: db,
                weak: dw,
                strong: ds,
            },
            is_dark: false,
        }
    }
}

/// The colour of secondary text (log times, hints): the text colour a
/// little see-through, or, in high contrast, the text colour itself.
pub fn dim(t: &Theme) -> Color {
    let c = t.palette().text;
    if is_high_contrast(t) {
        c
    } else {
        Color { a: DIM, ..c }
    }
}

/// How see-through [`dim`] text is in the ordinary themes.
pub const DIM: f32 = 0.55;

/// The most a seat's colour is laid over the page behind text (seat tiles,
/// Koth's columns, The King's Armory's foes).
pub const TINT_MAX: f32 = 0.22;

/// WCAG 2.2's contrast ratio of two opaque colours, 1 to 21.
#[cfg(test)]
pub fn contrast(a: Color, b: Color) -> f32 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

/// WCAG's relative luminance of an opaque colour.
fn luminance(c: Color) -> f32 {
    let linear = |v: f32| {
        if v <= 0.04045 {
            v / 12.92
        } else {
            ((v + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
}

/// `top` (with its alpha) laid over the opaque `under`, as drawn.
#[cfg(test)]
pub fn over(top: Color, under: Color) -> Color {
    let mix = |t: f32, u: f32| t * top.a + u * (1.0 - top.a);
    Color::from_rgb(
        mix(top.r, under.r),
        mix(top.g, under.g),
        mix(top.b, under.b),
    )
}

/// A player's colour as iced's.
pub fn color(c: common::Color) -> Color {
    Color::from_rgb8(c.r, c.g, c.b)
}

/// The same colour, see-through, for card backgrounds: at most
/// [`TINT_MAX`], so that the theme's text stays readable on it.
pub fn tint(c: common::Color, alpha: f32) -> Color {
    Color {
        a: alpha.min(TINT_MAX),
        ..color(c)
    }
}

/// The text colour that stands out more on `c`: black or white (WCAG's
/// contrast ratio; on a colour of relative luminance above 0.179 black
/// contrasts more than white).
pub fn ink_on(c: common::Color) -> Color {
    if luminance(color(c)) > 0.179 {
        Color::BLACK
    } else {
        Color::WHITE
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::PALETTE;

    /// Every fill of a palette with the text drawn on it, named.
    fn pairs(p: &Extended) -> Vec<(&'static str, Pair)> {
        let b = &p.background;
        vec![
            ("background.base", b.base),
            ("background.weakest", b.weakest),
            ("background.weaker", b.weaker),
            ("background.weak", b.weak),
            ("background.neutral", b.neutral),
            ("background.strong", b.strong),
            ("background.stronger", b.stronger),
            ("background.strongest", b.strongest),
            ("primary.base", p.primary.base),
            ("primary.weak", p.primary.weak),
            ("primary.strong", p.primary.strong),
            ("secondary.base", p.secondary.base),
            ("secondary.weak", p.secondary.weak),
            ("secondary.strong", p.secondary.strong),
            ("success.base", p.success.base),
            ("success.weak", p.success.weak),
            ("success.strong", p.success.strong),
            ("warning.base", p.warning.base),
            ("warning.weak", p.warning.weak),
            ("warning.strong", p.warning.strong),
            ("danger.base", p.danger.base),
            ("danger.weak", p.danger.weak),
            ("danger.strong", p.danger.strong),
        ]
    }

    /// Seat colours as they are laid under text: every seat colour, the
    /// King's Armory's hireables' silver, and pure black and white (the
    /// extremes of any colour a file may hold).
    fn tints() -> Vec<common::Color> {
        let mut all = PALETTE.to_vec();
        all.push(common::Color::rgb(0xc0, 0xc0, 0xc0));
        all.push(common::Color::rgb(0, 0, 0));
        all.push(common::Color::rgb(0xff, 0xff, 0xff));
        all
    }

    #[test]
    fn high_contrast_text_and_controls_reach_seven_to_one() {
        for dark in [false, true] {
            let theme = high_contrast(dark);
            assert!(is_high_contrast(&theme));
            let p = theme.extended_palette();
            let page = p.background.base.color;
            let mut worst = f32::MAX;
            let mut worst_name = "";
            for (name, pair) in pairs(p) {
                let ratio = contrast(pair.text, pair.color);
                assert!(ratio >= 7.0, "dark {dark}: {name} text at {ratio:.2}:1");
                if ratio < worst {
                    (worst, worst_name) = (ratio, name);
                }
            }
            // Secondary text, and text on a seat's colour at its most.
            let text = p.background.base.text;
            let dimmed = over(dim(&theme), page);
            assert!(contrast(dimmed, page) >= 7.0, "dark {dark}: dim text");
            for c in tints() {
                let fill = over(tint(c, 1.0), page);
                let ratio = contrast(text, fill);
                assert!(ratio >= 7.0, "dark {dark}: text on {c:?} at {ratio:.2}:1");
                if ratio < worst {
                    (worst, worst_name) = (ratio, "text on a seat's colour");
                }
            }
            // Controls stand apart from the page (WCAG 1.4.11, 3:1), and
            // the focused field's border (the accent) is seen (2.4.13).
            for (name, fill) in [
                ("primary button", p.primary.base.color),
                ("secondary button", p.secondary.base.color),
                ("success button", p.success.base.color),
                ("danger button", p.danger.base.color),
                ("field border", p.background.strong.color),
                ("focus", focus(&theme)),
            ] {
                let ratio = contrast(fill, page);
                assert!(
                    ratio >= 3.0,
                    "dark {dark}: {name} at {ratio:.2}:1 on the page"
                );
            }
            eprintln!("high contrast (dark {dark}): worst text pair {worst_name} {worst:.2}:1");
        }
    }

    #[test]
    fn the_ordinary_themes_reach_four_and_a_half_to_one_for_text() {
        for theme in [light(), dark()] {
            assert!(!is_high_contrast(&theme));
            let p = theme.extended_palette();
            let page = p.background.base.color;
            let text = p.background.base.text;
            assert!(contrast(text, page) >= 7.0, "{theme}: body text");
            for c in tints() {
                let ratio = contrast(text, over(tint(c, 1.0), page));
                assert!(ratio >= 4.5, "{theme}: text on {c:?} at {ratio:.2}:1");
            }
            for (name, pair) in [
                ("primary", p.primary.base),
                ("secondary", p.secondary.base),
                ("background.weak", p.background.weak),
            ] {
                let ratio = contrast(pair.text, pair.color);
                assert!(ratio >= 4.5, "{theme}: {name} at {ratio:.2}:1");
            }
            // The focus ring is seen on the page (WCAG 2.4.13, 3:1).
            let ring = contrast(focus(&theme), page);
            assert!(ring >= 3.0, "{theme}: focus ring at {ring:.2}:1");
        }
    }

    #[test]
    fn high_contrast_follows_the_choice_and_then_the_system() {
        let dark =
            |t: Option<Theme>| t.map(|t| (is_high_contrast(&t), t.extended_palette().is_dark));
        assert_eq!(
            dark(of(ThemeChoice::System, Contrast::Normal, Mode::Dark)),
            None
        );
        assert_eq!(
            dark(of(ThemeChoice::Dark, Contrast::Normal, Mode::Light)),
            Some((false, true))
        );
        assert_eq!(
            dark(of(ThemeChoice::Light, Contrast::Normal, Mode::Dark)),
            Some((false, false))
        );
        assert_eq!(
            dark(of(ThemeChoice::Light, Contrast::High, Mode::Dark)),
            Some((true, false))
        );
        assert_eq!(
            dark(of(ThemeChoice::Dark, Contrast::High, Mode::Light)),
            Some((true, true))
        );
        assert_eq!(
            dark(of(ThemeChoice::System, Contrast::High, Mode::Dark)),
            Some((true, true))
        );
        assert_eq!(
            dark(of(ThemeChoice::System, Contrast::High, Mode::None)),
            Some((true, false))
        );
    }

    #[test]
    fn contrast_ratios_as_wcag_gives_them() {
        assert!((contrast(Color::BLACK, Color::WHITE) - 21.0).abs() < 0.01);
        assert!((contrast(Color::WHITE, Color::WHITE) - 1.0).abs() < 0.01);
        // #767676 on white is WCAG's usual example of just over 4.5:1.
        let grey = hex(0x767676);
        assert!((contrast(grey, Color::WHITE) - 4.54).abs() < 0.01);
    }

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
