//! The seat colours, chosen so that every two stay apart for people with
//! any of the common colour vision deficiencies; the colour a seat is drawn
//! in (a session's stored colour, or a safe one when it is too close to
//! another seat's); and the initials that mark each seat besides its colour.

use super::common::Color;
use super::vision::{Vision, difference, least_difference};

/// The colours offered to new players, in order.
///
/// These are the seven colours of the Okabe–Ito set (Okabe & Ito, "Color
/// Universal Design (CUD): How to make figures and presentations that are
/// friendly to colorblind people", J\*Fly, 2002/2008,
/// <https://jfly.uni-koeln.de/color/>), made to be told apart by people
/// with every kind of colour vision, without its black (no seat colour on
/// a dark theme), plus one slate grey, `#70787c`, picked by searching the
/// sRGB cube in steps of 4 for a colour that is at least 12 ΔE00 from the
/// seven under normal vision and each simulation (the tests below)
/// and has a contrast of at least 3:1 against both iced's light (white)
/// and dark (`#2b2d31`) backgrounds.
///
/// The order puts the colours furthest apart first, so that small tables
/// get the most distinct seats: each next colour is the one whose worst
/// difference from those before it is largest (four seats are still at
/// least 23 ΔE00 apart for everyone).
pub const PALETTE: [Color; 8] = [
    Color::rgb(0xd5, 0x5e, 0x00), // vermillion
    Color::rgb(0x56, 0xb4, 0xe9), // sky blue
    Color::rgb(0x70, 0x78, 0x7c), // slate grey
    Color::rgb(0xf0, 0xe4, 0x42), // yellow
    Color::rgb(0x00, 0x72, 0xb2), // blue
    Color::rgb(0xcc, 0x79, 0xa7), // reddish purple
    Color::rgb(0x00, 0x9e, 0x73), // bluish green
    Color::rgb(0xe6, 0x9f, 0x00), // orange
];

/// The smallest CIEDE2000 difference two seats' colours must keep, under
/// normal vision and simulated protanopia, deuteranopia and tritanopia.
///
/// About 10 ΔE00 is what the literature calls clearly distinguishable at a
/// glance. The best 8-colour set that also works on a dark and a light
/// background reaches 10.87 (the [`PALETTE`]: orange against reddish
/// purple, for a tritanope); rounded down, 10. Paul Tol's "muted" set
/// reaches 11.8 with its best eight of nine, but its indigo and wine are
/// 1.1:1 and 1.6:1 against a dark theme; his "bright" and "vibrant" sets
/// reach 8.6; the category-10 palette the app used before, 1.25 (its green
/// and orange, for a protanope).
pub const MIN_DIFFERENCE: f64 = 10.0;

/// Whether `one` and `two` stay at least [`MIN_DIFFERENCE`] apart for
/// everyone (normal vision and the three simulations).
pub fn apart(one: Color, two: Color) -> bool {
    least_difference(one, two) >= MIN_DIFFERENCE
}

/// The colour a seat stored as `color` is drawn in, where the other seats
/// are drawn in `taken`: `color` itself when it stays apart from every one
/// of them (a palette colour always does from the others), else the
/// palette colour nearest to it (as normal vision sees them: red goes to
/// vermillion, not to the green a protanope confuses it with) that no one shows and that stays apart
/// from all of `taken`; failing that (more seats than colours, or custom
/// colours in the way) the nearest one no one shows, then the nearest.
pub fn shown(color: Color, taken: &[Color]) -> Color {
    if taken.iter().all(|t| apart(color, *t)) {
        return color;
    }
    let nearest = |keep: &dyn Fn(&Color) -> bool| {
        PALETTE
            .iter()
            .copied()
            .filter(|c| keep(c))
            .map(|c| (difference(color, c, Vision::Normal), c))
            .min_by(|x, y| x.0.total_cmp(&y.0))
            .map(|(_, c)| c)
    };
    nearest(&|c| taken.iter().all(|t| apart(*c, *t)))
        .or_else(|| nearest(&|c| !taken.contains(c)))
        .or_else(|| nearest(&|_| true))
        .unwrap_or(color)
}

/// The colours seats stored as `colors` are drawn in (see [`shown`]): the
/// seats holding palette colours keep them first (the first of two with
/// the same one), then every other seat, in order, gets its own colour or
/// a safe one against all decided before it. The stored colours are not
/// changed: this is only how they are drawn.
pub fn shown_all(colors: &[Color]) -> Vec<Color> {
    let mut out: Vec<Option<Color>> = vec![None; colors.len()];
    let mut taken: Vec<Color> = Vec::new();
    for (slot, c) in out.iter_mut().zip(colors) {
        if PALETTE.contains(c) && !taken.contains(c) {
            *slot = Some(*c);
            taken.push(*c);
        }
    }
    for (slot, c) in out.iter_mut().zip(colors) {
        if slot.is_none() {
            let s = shown(*c, &taken);
            *slot = Some(s);
            taken.push(s);
        }
    }
    out.into_iter()
        .zip(colors)
        .map(|(s, c)| s.unwrap_or(*c))
        .collect()
}

/// The first letter of `name` (its first letter or digit, else its first
/// character), upper-cased.
fn first(name: &str) -> String {
    let name = name.trim();
    name.chars()
        .find(|c| c.is_alphanumeric())
        .or_else(|| name.chars().next())
        .map_or_else(|| "?".to_owned(), |c| c.to_uppercase().collect())
}

/// The first two letters of `name`: the first upper-cased, the next
/// letter or digit after it lower-cased (just the first when there is no
/// other).
fn first_two(name: &str) -> String {
    let name = name.trim();
    let start = name.find(|c: char| c.is_alphanumeric()).unwrap_or(0);
    let second = name[start..]
        .chars()
        .skip(1)
        .find(|c| c.is_alphanumeric())
        .map(|c| c.to_lowercase().collect::<String>())
        .unwrap_or_default();
    first(name) + &second
}

/// What marks each seat besides its colour, for seats named `names`: the
/// first letter of the name, upper-cased; seats that share it get their
/// first two letters ("An", "Bo"); when even those are shared, every seat
/// of that letter gets the letter and its seat number from 1 ("T1", "T2"),
/// so that no two seats ever have the same mark.
pub fn initials<S: AsRef<str>>(names: &[S]) -> Vec<String> {
    let firsts: Vec<String> = names.iter().map(|n| first(n.as_ref())).collect();
    let twos: Vec<String> = names
        .iter()
        .map(|n| first_two(n.as_ref()).to_uppercase())
        .collect();
    (0..names.len())
        .map(|i| {
            let group: Vec<usize> = (0..names.len())
                .filter(|&j| firsts[j] == firsts[i])
                .collect();
            if group.len() == 1 {
                return firsts[i].clone();
            }
            let twos_differ = group
                .iter()
                .all(|&j| group.iter().all(|&k| j == k || twos[j] != twos[k]));
            if twos_differ {
                first_two(names[i].as_ref())
            } else {
                format!("{}{}", firsts[i], i + 1)
            }
        })
        .collect()
}

/// How one seat is drawn: its colour on screen and its initials.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Mark {
    /// The colour drawn ([`shown_all`]).
    pub color: Color,
    /// The initials drawn on its tile, chart line and page card
    /// ([`initials`]).
    pub initials: String,
}

/// Every seat's [`Mark`], for seats given as (name, stored colour).
pub fn marks<'a>(seats: impl IntoIterator<Item = (&'a str, Color)>) -> Vec<Mark> {
    let (names, colors): (Vec<&str>, Vec<Color>) = seats.into_iter().unzip();
    shown_all(&colors)
        .into_iter()
        .zip(initials(&names))
        .map(|(color, initials)| Mark { color, initials })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The category-10 colours seats had before: red, blue, green, orange,
    /// purple, cyan, pink, brown.
    const OLD: [Color; 8] = [
        Color::rgb(0xd6, 0x27, 0x28),
        Color::rgb(0x1f, 0x77, 0xb4),
        Color::rgb(0x2c, 0xa0, 0x2c),
        Color::rgb(0xff, 0x7f, 0x0e),
        Color::rgb(0x94, 0x67, 0xbd),
        Color::rgb(0x17, 0xbe, 0xcf),
        Color::rgb(0xe3, 0x77, 0xc2),
        Color::rgb(0x8c, 0x56, 0x4b),
    ];

    /// The two colours of `set` that look closest to `vision`, and how far
    /// apart they are.
    fn worst(set: &[Color], vision: Vision) -> (f64, Color, Color) {
        let mut worst = (f64::INFINITY, set[0], set[0]);
        for (i, a) in set.iter().enumerate() {
            for b in &set[i + 1..] {
                let d = difference(*a, *b, vision);
                if d < worst.0 {
                    worst = (d, *a, *b);
                }
            }
        }
        worst
    }

    /// Prints the worst pair under each kind of vision; returns the
    /// smallest difference of all.
    fn report(name: &str, set: &[Color]) -> f64 {
        let mut least = f64::INFINITY;
        for v in Vision::ALL {
            let (d, a, b) = worst(set, v);
            println!(
                "{name} palette, {v:?}: worst pair {} {} at {d:.2} ΔE00",
                a.to_hex(),
                b.to_hex()
            );
            least = least.min(d);
        }
        least
    }

    #[test]
    fn every_two_seat_colours_stay_apart_for_everyone() {
        let least = report("new", &PALETTE);
        assert!(least >= MIN_DIFFERENCE, "{least:.2} < {MIN_DIFFERENCE}");
        for (i, a) in PALETTE.iter().enumerate() {
            for b in &PALETTE[i + 1..] {
                assert!(apart(*a, *b), "{} {}", a.to_hex(), b.to_hex());
            }
        }
        // The figure the doc of MIN_DIFFERENCE gives: orange against
        // reddish purple, for a tritanope.
        let (d, a, b) = worst(&PALETTE, Vision::Tritanopia);
        assert_eq!(
            (a.to_hex(), b.to_hex()),
            ("#cc79a7".to_owned(), "#e69f00".to_owned())
        );
        assert!(
            (d - least).abs() < 1e-12 && (10.8..10.9).contains(&d),
            "{d}"
        );
        // The small tables' seats, the first colours, are further apart.
        assert!(report("first four", &PALETTE[..4]) > 2.0 * MIN_DIFFERENCE);
    }

    #[test]
    fn the_old_palette_fails_the_same_check() {
        let least = report("old", &OLD);
        assert!(least < MIN_DIFFERENCE, "{least:.2}");
        let (d, a, b) = worst(&OLD, Vision::Protanopia);
        assert_eq!(
            (a, b),
            (OLD[2], OLD[3]),
            "green and orange, for a protanope"
        );
        assert!(d < 2.0, "{d}");
    }

    /// Whether every two of `colors` stay apart.
    fn all_apart(colors: &[Color]) -> bool {
        colors
            .iter()
            .enumerate()
            .all(|(i, a)| colors[i + 1..].iter().all(|b| apart(*a, *b)))
    }

    #[test]
    fn an_old_sessions_red_and_green_are_drawn_apart() {
        let [red, blue, green, orange, ..] = OLD;
        let stored = [red, blue, green, orange];
        assert!(!all_apart(&stored), "the old colours do not pass");
        let drawn = shown_all(&stored);
        assert!(all_apart(&drawn), "{drawn:?}");
        assert_eq!(
            drawn[0], red,
            "the first seat's red is apart from all drawn"
        );
        assert_ne!(drawn[2], green, "green is too close to red for a protanope");
        assert!(PALETTE.contains(&drawn[2]));
        assert_eq!(
            stored,
            [red, blue, green, orange],
            "the stored colours are kept"
        );
    }

    #[test]
    fn palette_colours_are_drawn_as_stored_once_each() {
        assert_eq!(shown_all(&PALETTE), PALETTE.to_vec());
        let [vermillion, sky, ..] = PALETTE;
        let drawn = shown_all(&[sky, vermillion, vermillion]);
        assert_eq!(drawn[..2], [sky, vermillion]);
        assert!(
            PALETTE.contains(&drawn[2]) && all_apart(&drawn),
            "{drawn:?}"
        );
        // A custom colour close to a seat's palette colour gives way to
        // it, wherever it sits.
        let rust = Color::rgb(0xd0, 0x60, 0x05);
        assert!(!apart(rust, vermillion));
        let drawn = shown_all(&[rust, vermillion]);
        assert_eq!(drawn[1], vermillion);
        assert!(apart(drawn[0], vermillion), "{drawn:?}");
        // One apart from everyone is kept.
        let white = Color::rgb(0xff, 0xff, 0xff);
        assert_eq!(shown_all(&[white, vermillion, sky])[0], white);
    }

    #[test]
    fn a_colour_too_close_gets_the_nearest_safe_one() {
        let red = OLD[0];
        let normal = |c| difference(red, c, Vision::Normal);
        let nearest = |keep: &dyn Fn(Color) -> bool| {
            PALETTE
                .iter()
                .copied()
                .filter(|c| keep(*c))
                .min_by(|a, b| normal(*a).total_cmp(&normal(*b)))
                .unwrap()
        };
        // Red among the new colours: vermillion is the nearest by eye.
        assert_eq!(nearest(&|_| true), PALETTE[0]);
        assert!(!apart(red, PALETTE[0]));
        let vermillion = PALETTE[0];
        assert_eq!(shown(red, &[vermillion]), nearest(&|c| c != vermillion));
        // Red shown by another seat: the nearest colour that stays apart
        // from that red (so not vermillion).
        let want = nearest(&|c| apart(c, red));
        assert_eq!(shown(red, &[red]), want);
        assert_ne!(want, vermillion);
        // With that one shown by someone, the next nearest.
        let next = shown(red, &[red, want]);
        assert!(next != want && PALETTE.contains(&next));
        // More seats than colours: no panic, and a palette colour.
        let mut nine = PALETTE.to_vec();
        nine.push(PALETTE[3]);
        let drawn = shown_all(&nine);
        assert_eq!(drawn[..8], PALETTE);
        assert!(PALETTE.contains(&drawn[8]));
        assert!(shown_all(&[]).is_empty());
    }

    #[test]
    fn initials_are_a_letter_or_two_and_never_the_same() {
        assert_eq!(initials(&["Ana", "bo", "Cy"]), ["A", "B", "C"]);
        assert_eq!(initials(&["Ana", "Bo", "abe"]), ["An", "B", "Ab"]);
        assert_eq!(initials(&["Ana", "Anna", "Bo"]), ["A1", "A2", "B"]);
        assert_eq!(initials(&["Team 1", "Zed", "Team 2"]), ["T1", "Z", "T3"]);
        assert_eq!(initials(&["élodie", "Émile"]), ["Él", "Ém"]);
        assert_eq!(initials(&[" 3 pigs", "!!", "ßen"]), ["3", "!", "SS"]);
        assert_eq!(initials(&["A", "Ab"]), ["A", "Ab"]);
        let names = ["Ana", "Anna", "Abe", "Bo", "Bob", "Cy", "Dee", "Dan"];
        let marks = initials(&names);
        for (i, m) in marks.iter().enumerate() {
            assert!(!marks[i + 1..].contains(m), "{marks:?}");
        }
    }

    #[test]
    fn marks_pair_the_drawn_colour_with_the_initials() {
        let [red, _, green, ..] = OLD;
        let m = marks([("Dee", red), ("Anna", green)]);
        assert_eq!(
            m[0],
            Mark {
                color: red,
                initials: "D".into()
            }
        );
        assert_eq!(m[1].initials, "A");
        assert_eq!(m[1].color, shown_all(&[red, green])[1]);
        assert_ne!(m[1].color, green);
    }
}
