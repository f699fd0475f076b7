//! What several games share: players with names and colours, and helpers to
//! check a setup's player list and do safe arithmetic on counters.

use serde::{Deserialize, Serialize};

use super::text::RuleError;

/// A colour as the players picked it, written `#rrggbb` in files.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Color {
    /// Red.
    pub r: u8,
    /// Green.
    pub g: u8,
    /// Blue.
    pub b: u8,
}

impl Color {
    /// A colour from its parts.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Self {
        Color { r, g, b }
    }

    /// Parses `#rrggbb` (the `#` is optional).
    pub fn parse(text: &str) -> Option<Self> {
        let hex = text.trim().trim_start_matches('#');
        if hex.len() != 6 || !hex.is_ascii() {
            return None;
        }
        let part = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).ok();
        Some(Color::rgb(part(0)?, part(2)?, part(4)?))
    }

    /// `#rrggbb`.
    pub fn to_hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.r, self.g, self.b)
    }

    /// How far apart `self` and `other` look, by the "redmean" weighting
    /// of red, green and blue (a square: only for comparing).
    pub fn distance(self, other: Color) -> i64 {
        let (r1, r2) = (i64::from(self.r), i64::from(other.r));
        let mean = (r1 + r2) / 2;
        let (dr, dg, db) = (
            r1 - r2,
            i64::from(self.g) - i64::from(other.g),
            i64::from(self.b) - i64::from(other.b),
        );
        (((512 + mean) * dr * dr) >> 8) + 4 * dg * dg + (((767 - mean) * db * db) >> 8)
    }
}

/// The colour a player keeping `color` sits in at a table where `taken`
/// are held by others: `color` itself if free, else the nearest colour of
/// the [`PALETTE`] no one holds (the first of them on a tie); `color` again
/// when every one is held.
pub fn nearest_free(color: Color, taken: &[Color]) -> Color {
    if !taken.contains(&color) {
        return color;
    }
    PALETTE
        .iter()
        .copied()
        .filter(|c| !taken.contains(c))
        .min_by_key(|c| color.distance(*c))
        .unwrap_or(color)
}

impl Serialize for Color {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.to_hex())
    }
}

impl<'de> Deserialize<'de> for Color {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        Color::parse(&text).ok_or_else(|| {
            serde::de::Error::custom(format!("`{text}` is not a colour like #1f77b4"))
        })
    }
}

pub use super::palette::PALETTE;

/// A person (or an army, a team) at the table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// The name shown on screen and in the log.
    pub name: String,
    /// The colour that marks this player on screen.
    pub color: Color,
}

impl Player {
    /// A player with the n-th colour of the palette.
    pub fn new(name: impl Into<String>, n: usize) -> Self {
        Player {
            name: name.into(),
            color: PALETTE[n % PALETTE.len()],
        }
    }
}

/// The longest name a player, team or counter may have, in characters.
pub const MAX_NAME: usize = 40;

/// Checks a list of players: within `min..=max` players, each with a name of
/// 1 to [`MAX_NAME`] characters, no two with the same name.
pub fn check_players(players: &[Player], min: usize, max: usize) -> Result<(), RuleError> {
    if players.len() < min || players.len() > max {
        return Err(RuleError::new("rule-player-count")
            .arg("exact", i64::from(min == max))
            .arg("min", min)
            .arg("max", max)
            .arg("count", players.len()));
    }
    check_names(players.iter().map(|p| p.name.as_str()))
}

/// Checks names: not blank, not too long, not repeated (ignoring case).
pub fn check_names<'a>(names: impl Iterator<Item = &'a str>) -> Result<(), RuleError> {
    let mut seen: Vec<String> = Vec::new();
    for name in names {
        let trimmed = name.trim();
        if trimmed.is_empty() {
            return Err(RuleError::new("rule-name-empty"));
        }
        if trimmed.chars().count() > MAX_NAME {
            return Err(RuleError::new("rule-name-too-long")
                .arg("name", trimmed)
                .arg("max", MAX_NAME));
        }
        let folded = trimmed.to_lowercase();
        if seen.contains(&folded) {
            return Err(RuleError::new("rule-name-repeated").arg("name", trimmed));
        }
        seen.push(folded);
    }
    Ok(())
}

/// Looks up the player with index `index`, or refuses naming the rule.
pub fn player(players: &[Player], index: usize) -> Result<&Player, RuleError> {
    players
        .get(index)
        .ok_or_else(|| RuleError::new("rule-unknown-player").arg("index", index))
}

/// `a + b`, or a refusal when the number would leave the range the app keeps.
pub fn add(a: i64, b: i64) -> Result<i64, RuleError> {
    a.checked_add(b)
        .filter(|v| v.unsigned_abs() <= MAX_VALUE.unsigned_abs())
        .ok_or_else(|| RuleError::new("rule-number-too-large").arg("max", MAX_VALUE))
}

/// The largest amount any counter may hold, either way: far beyond any game,
/// small enough that sums of many counters never overflow.
pub const MAX_VALUE: i64 = 1_000_000_000;

/// Checks that an amount typed by a player lies within [`MAX_VALUE`].
pub fn check_amount(value: i64) -> Result<i64, RuleError> {
    if value.unsigned_abs() > MAX_VALUE.unsigned_abs() {
        Err(RuleError::new("rule-number-too-large").arg("max", MAX_VALUE))
    } else {
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_round_trip_through_hex() {
        let c = Color::parse("#1F77b4").unwrap();
        assert_eq!(c, Color::rgb(0x1f, 0x77, 0xb4));
        assert_eq!(c.to_hex(), "#1f77b4");
        assert_eq!(Color::parse("12345"), None);
        assert_eq!(Color::parse("#gg0000"), None);
        assert_eq!(Color::parse("#ééé"), None);
    }

    #[test]
    fn a_colour_taken_gives_the_nearest_free_one() {
        let [vermillion, sky, slate, yellow, blue, purple, green, orange] = PALETTE;
        assert_eq!(nearest_free(vermillion, &[sky]), vermillion, "free: kept");
        // Vermillion's neighbours by eye, nearest first.
        let mut by_distance = PALETTE.to_vec();
        by_distance.sort_by_key(|c| vermillion.distance(*c));
        assert_eq!(by_distance[0], vermillion);
        let nearest = by_distance[1];
        assert_eq!(nearest_free(vermillion, &[vermillion]), nearest);
        assert_eq!(
            nearest_free(vermillion, &[vermillion, nearest]),
            by_distance[2],
            "the next nearest when the nearest is held"
        );
        assert_ne!(nearest, sky, "sky blue is far from vermillion");
        assert_eq!(
            nearest_free(vermillion, &PALETTE),
            vermillion,
            "none free: kept"
        );
        // A colour of no palette still finds the palette's nearest.
        let rust = Color::rgb(0xc0, 0x50, 0x10);
        assert_eq!(nearest_free(rust, &[rust, yellow]), vermillion);
        assert!(vermillion.distance(orange) < vermillion.distance(sky));
        assert_eq!(vermillion.distance(vermillion), 0);
        let _ = (slate, blue, purple, green);
    }

    #[test]
    fn player_lists_are_checked() {
        let ok = [Player::new("Ana", 0), Player::new("Bo", 1)];
        assert!(check_players(&ok, 2, 4).is_ok());
        let err = check_players(&ok[..1], 2, 4).unwrap_err();
        assert_eq!(err.rule(), "rule-player-count");
        let twice = [Player::new("Ana", 0), Player::new(" ana ", 1)];
        assert_eq!(
            check_players(&twice, 2, 4).unwrap_err().rule(),
            "rule-name-repeated"
        );
        let blank = [Player::new("Ana", 0), Player::new("  ", 1)];
        assert_eq!(
            check_players(&blank, 2, 4).unwrap_err().rule(),
            "rule-name-empty"
        );
    }

    #[test]
    fn arithmetic_refuses_huge_numbers() {
        assert_eq!(add(2, 3), Ok(5));
        assert!(add(MAX_VALUE, 1).is_err());
        assert!(add(i64::MAX, 1).is_err());
        assert!(check_amount(-MAX_VALUE - 1).is_err());
        assert!(
            check_amount(i64::MIN).is_err(),
            "no panic on the most negative number"
        );
        assert!(add(i64::MIN, 0).is_err());
    }
}
