//! The user's locale: which shipped language speaks (the whole `LANGUAGE`,
//! `LC_ALL`, `LC_MESSAGES`, `LANG` chain, with fallback) and how dates,
//! times and numbers are written there. The conventions are CLDR's, the
//! Unicode Consortium's data that operating systems and browsers use,
//! through ICU4X with its data compiled in (see `cldr.rs`): Turkish
//! 21.11.2026, Spanish 21/11/2026, French 12 345 with a narrow no-break
//! space. The glibc tables used before wrote 21-11-2026 and 21/11/26.

use chrono::{DateTime, Datelike, NaiveDate, TimeZone, Timelike};
use icu_locale_core::subtags::{Language, Region, language, region};

mod cldr;

/// The locale names of the environment that choose the language, in the
/// order gettext honours them: `LANGUAGE` (a colon-separated list of
/// preferences, ignored when the locale is "C" or "POSIX", as gettext
/// does), then `LC_ALL`, `LC_MESSAGES` and `LANG`. Empty values skipped.
pub fn message_chain(var: impl Fn(&str) -> Option<String>) -> Vec<String> {
    let set = |name: &str| var(name).filter(|v| !v.trim().is_empty());
    let locale = set("LC_ALL")
        .or_else(|| set("LC_MESSAGES"))
        .or_else(|| set("LANG"));
    let plain = locale
        .as_deref()
        .is_none_or(|l| matches!(bare(l), "C" | "POSIX"));
    let mut chain: Vec<String> = Vec::new();
    if !plain && let Some(list) = set("LANGUAGE") {
        chain.extend(list.split(':').filter(|s| !s.is_empty()).map(str::to_owned));
    }
    chain.extend(locale);
    chain
}

/// The locale name that formats dates and numbers: `LC_ALL`, else
/// `LC_TIME`, else `LANG`.
pub fn format_name(var: impl Fn(&str) -> Option<String>) -> Option<String> {
    ["LC_ALL", "LC_TIME", "LANG"]
        .into_iter()
        .find_map(|name| var(name).filter(|v| !v.trim().is_empty()))
}

/// [`format_name`] of this process's environment.
fn env_format_name() -> Option<String> {
    format_name(|v| std::env::var(v).ok())
}

/// The language and region a locale name ("de_AT.UTF-8", "de-AT", "tr")
/// stands for, if it names a language; "C" and "POSIX" name none.
fn subtags_of(name: &str) -> Option<(Language, Option<Region>)> {
    let name = bare(name);
    if matches!(name, "C" | "POSIX" | "") {
        return None;
    }
    let mut parts = name.split(['_', '-']);
    let language = Language::try_from_str(&parts.next()?.to_lowercase()).ok()?;
    let region = parts.find_map(|p| Region::try_from_str(&p.to_uppercase()).ok());
    Some((language, region))
}

/// A locale name without its encoding and modifier: "de_AT" of
/// "de_AT.UTF-8@euro"; "de-AT" is read as "de_AT".
fn bare(name: &str) -> &str {
    let name = name.split(['.', '@']).next().unwrap_or("");
    name.trim()
}

/// The language of a locale name, lower case: "de" of "de_AT.UTF-8".
pub fn language_of(name: &str) -> String {
    bare(name)
        .split(['_', '-'])
        .next()
        .unwrap_or("")
        .to_lowercase()
}

/// How one locale writes dates, times and numbers: a language and, if
/// known, a region (en-GB writes 25/11/2026 21:40, en-US 11/25/2026
/// 9:40 PM), as CLDR has them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Formats {
    language: Language,
    region: Option<Region>,
    /// Moments in UTC, written as ISO 8601 (the command line's `--utc`);
    /// else in the local time zone, as the locale writes them.
    utc: bool,
}

impl Default for Formats {
    fn default() -> Self {
        Formats {
            language: language!("en"),
            region: Some(region!("US")),
            utc: false,
        }
    }
}

/// The country whose conventions a shipped language follows when the
/// environment names none of its own.
fn home_region(language: Language) -> Option<Region> {
    match language.as_str() {
        "en" => Some(region!("US")),
        "de" => Some(region!("DE")),
        "fr" => Some(region!("FR")),
        "es" => Some(region!("ES")),
        "tr" => Some(region!("TR")),
        _ => None,
    }
}

impl Formats {
    /// The conventions for `language` (a shipped language's code): those of
    /// the region `name` says (`en_GB`) when `name` is of that language,
    /// else the language's own country's (`en` → en-US, `de` → de-DE).
    pub fn new(language: &str, name: Option<&str>) -> Self {
        let Ok(lang) = Language::try_from_str(language) else {
            return Formats::default();
        };
        let regional = name
            .filter(|n| language_of(n) == language)
            .and_then(subtags_of)
            .and_then(|(_, region)| region);
        Formats {
            language: lang,
            region: regional.or_else(|| home_region(lang)),
            utc: false,
        }
    }

    /// The conventions the environment's locale names (`LC_ALL`,
    /// `LC_TIME`, `LANG`), whatever its language; the United States' if it
    /// names none ("C"). The command line's, where no language is chosen.
    pub fn of_env() -> Self {
        env_format_name()
            .as_deref()
            .and_then(subtags_of)
            .map_or_else(Formats::default, |(language, region)| Formats {
                language,
                region: region.or_else(|| home_region(language)),
                utc: false,
            })
    }

    /// The same, writing moments in UTC as ISO 8601.
    #[must_use]
    pub fn in_utc(self, utc: bool) -> Self {
        Formats { utc, ..self }
    }

    /// A moment to the second, for a report: local and as the locale
    /// writes it ("11/25/2026 9:40:05 PM"), or "2026-11-25 21:40:05 UTC".
    pub fn stamp(&self, at: DateTime<chrono::Utc>) -> String {
        if self.utc {
            return at.format("%Y-%m-%d %H:%M:%S UTC").to_string();
        }
        let local = at.with_timezone(&chrono::Local);
        format!(
            "{} {}",
            self.date(local.date_naive()),
            self.time_to_second(&local)
        )
    }

    /// A moment to the minute, for a list: local as the locale writes it,
    /// or "2026-11-25 21:40 UTC".
    pub fn moment(&self, at: DateTime<chrono::Utc>) -> String {
        if self.utc {
            return at.format("%Y-%m-%d %H:%M UTC").to_string();
        }
        self.date_time(&at.with_timezone(&chrono::Local))
    }

    /// The conventions of the environment for `language`.
    pub fn from_env(language: &str) -> Self {
        Formats::new(language, env_format_name().as_deref())
    }

    /// The locale's name as a language tag ("en-GB"), for Fluent.
    pub fn tag(&self) -> String {
        match self.region {
            Some(region) => format!("{}-{}", self.language, region),
            None => self.language.to_string(),
        }
    }

    /// A day as the locale writes it, the year in full: "11/25/2026",
    /// "25.11.2026", "25/11/2026".
    pub fn date(&self, day: NaiveDate) -> String {
        let (year, month, date) = (day.year(), day.month(), day.day());
        cldr::with(self.language, self.region, |f| f.date(year, month, date))
            .unwrap_or_else(|| day.format("%Y-%m-%d").to_string())
    }

    /// A time of day to the minute: "9:40 PM" where the clock has 12
    /// hours (a narrow no-break space before PM, as CLDR writes it),
    /// "21:40" elsewhere.
    pub fn time<Tz: TimeZone>(&self, at: &DateTime<Tz>) -> String
    where
        Tz::Offset: std::fmt::Display,
    {
        let (hour, minute) = (at.hour(), at.minute());
        cldr::with(self.language, self.region, |f| f.time(hour, minute, None))
            .unwrap_or_else(|| at.format("%H:%M").to_string())
    }

    /// A time of day to the second, for a log: "9:40:05 PM", "21:40:05".
    pub fn time_to_second<Tz: TimeZone>(&self, at: &DateTime<Tz>) -> String
    where
        Tz::Offset: std::fmt::Display,
    {
        let (hour, minute, second) = (at.hour(), at.minute(), at.second());
        cldr::with(self.language, self.region, |f| {
            f.time(hour, minute, Some(second))
        })
        .unwrap_or_else(|| at.format("%H:%M:%S").to_string())
    }

    /// A day and time: "25.11.2026 21:40".
    pub fn date_time<Tz: TimeZone>(&self, at: &DateTime<Tz>) -> String
    where
        Tz::Offset: std::fmt::Display,
    {
        format!("{} {}", self.date(at.date_naive()), self.time(at))
    }

    /// A whole number with the locale's digit groups: "12,345", "12.345",
    /// "12 345" (a narrow no-break space in French); Spanish groups only
    /// from five digits ("1234", "12.345"), as CLDR says.
    pub fn number(&self, n: i64) -> String {
        cldr::with(self.language, self.region, |f| f.number(n)).unwrap_or_else(|| n.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::{FixedOffset, Utc};

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| (*v).to_owned())
        }
    }

    #[test]
    fn the_chain_is_language_then_lc_all_then_lc_messages_then_lang() {
        assert_eq!(
            message_chain(env(&[("LANGUAGE", "tr:de"), ("LANG", "fr_FR.UTF-8")])),
            ["tr", "de", "fr_FR.UTF-8"]
        );
        assert_eq!(
            message_chain(env(&[
                ("LC_MESSAGES", "es_ES.UTF-8"),
                ("LANG", "de_DE.UTF-8")
            ])),
            ["es_ES.UTF-8"]
        );
        assert_eq!(
            message_chain(env(&[("LC_ALL", "de_AT.UTF-8"), ("LC_MESSAGES", "es_ES")])),
            ["de_AT.UTF-8"]
        );
        // gettext ignores LANGUAGE under the C locale.
        assert_eq!(
            message_chain(env(&[("LANGUAGE", "de"), ("LANG", "C.UTF-8")])),
            ["C.UTF-8"]
        );
        assert!(message_chain(env(&[("LANG", "")])).is_empty());
    }

    #[test]
    fn dates_times_and_numbers_as_each_country_writes_them_in_cldr() {
        let at = Utc.with_ymd_and_hms(2026, 11, 25, 21, 40, 5).unwrap();
        let cases = [
            ("en", None, "11/25/2026 9:40\u{202f}PM", "12,345"),
            ("en", Some("en_GB.UTF-8"), "25/11/2026 21:40", "12,345"),
            ("de", None, "25.11.2026 21:40", "12.345"),
            (
                "fr",
                Some("fr_FR.UTF-8"),
                "25/11/2026 21:40",
                "12\u{202f}345",
            ),
            // A four-digit year, where glibc wrote 25/11/26.
            ("es", None, "25/11/2026 21:40", "12.345"),
            // Dots, as Turkish readers write it, where glibc wrote 25-11-2026.
            ("tr", Some("tr_TR.UTF-8"), "25.11.2026 21:40", "12.345"),
            // A locale of another language does not choose the region.
            ("de", Some("en_GB.UTF-8"), "25.11.2026 21:40", "12.345"),
            // Austria groups digits with a no-break space, as CLDR says.
            ("de", Some("de_AT.UTF-8"), "25.11.2026 21:40", "12\u{a0}345"),
        ];
        for (language, name, when, number) in cases {
            let f = Formats::new(language, name);
            assert_eq!(f.date_time(&at), when, "{language} {name:?}");
            assert_eq!(f.number(12345), number, "{language} {name:?}");
        }
        let de = Formats::new("de", None);
        assert_eq!(de.number(-1234567), "-1.234.567");
        assert_eq!(de.number(999), "999");
        assert_eq!(de.tag(), "de-DE");
        assert_eq!(
            Formats::new("es", None).number(1234),
            "1234",
            "CLDR: from 5 digits"
        );
        let east = FixedOffset::east_opt(3 * 3600).unwrap();
        assert_eq!(de.time(&at.with_timezone(&east)), "00:40", "the zone given");
        assert_eq!(de.time_to_second(&at), "21:40:05");
        assert_eq!(
            Formats::new("en", None).time_to_second(&at),
            "9:40:05\u{202f}PM"
        );
    }

    #[test]
    fn a_locale_name_gives_its_language_and_region_and_c_gives_none() {
        let tag =
            |name: &str| subtags_of(name).map(|(l, r)| (l.to_string(), r.map(|r| r.to_string())));
        assert_eq!(
            tag("de_AT.UTF-8@euro"),
            Some(("de".into(), Some("AT".into())))
        );
        assert_eq!(tag("tr-TR"), Some(("tr".into(), Some("TR".into()))));
        assert_eq!(tag("es"), Some(("es".into(), None)));
        assert_eq!(tag("C.UTF-8"), None);
        assert_eq!(tag("POSIX"), None);
        assert_eq!(Formats::new("xx-not a language", None), Formats::default());
        // Under "C" the command line writes as the United States do.
        assert_eq!(Formats::default().tag(), "en-US");
    }
}
