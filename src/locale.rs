//! The user's locale: which shipped language speaks (the whole `LANGUAGE`,
//! `LC_ALL`, `LC_MESSAGES`, `LANG` chain, with fallback) and how dates,
//! times and numbers are written there. The conventions are glibc's, as
//! `pure-rust-locales` (kept by chrono's maintainers) carries them: a date
//! pattern, a 12- or 24-hour clock, a digit separator and grouping. Chosen
//! over ICU4X because that is all the app writes, and chrono already
//! formats its dates.

use chrono::{DateTime, NaiveDate, TimeZone};
use pure_rust_locales::{Locale, locale_match};

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

/// The locale data a name ("de_AT.UTF-8", "de-AT") stands for, if known.
fn locale_named(name: &str) -> Option<Locale> {
    Locale::try_from(bare(name).replace('-', "_").as_str()).ok()
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

/// How one locale writes dates, times and numbers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Formats {
    locale: Locale,
    /// Moments in UTC, written as ISO 8601 (the command line's `--utc`);
    /// else in the local time zone, as the locale writes them.
    utc: bool,
}

impl Default for Formats {
    fn default() -> Self {
        Formats {
            locale: Locale::en_US,
            utc: false,
        }
    }
}

impl Formats {
    /// The conventions for `language` (a shipped language's code): those of
    /// the region `name` says (`en_GB`) when `name` is of that language,
    /// else the language's own country's (`en` → `en_US`, `de` → `de_DE`).
    pub fn new(language: &str, name: Option<&str>) -> Self {
        let regional = name
            .filter(|n| language_of(n) == language)
            .and_then(locale_named);
        let home = match language {
            "de" => Locale::de_DE,
            "fr" => Locale::fr_FR,
            "es" => Locale::es_ES,
            "tr" => Locale::tr_TR,
            _ => Locale::en_US,
        };
        Formats {
            locale: regional.unwrap_or(home),
            utc: false,
        }
    }

    /// The conventions the environment's locale names (`LC_ALL`,
    /// `LC_TIME`, `LANG`), whatever its language; the United States' if it
    /// names none the data knows ("C"). The command line's: it speaks
    /// English, but writes dates as its user does.
    pub fn of_env() -> Self {
        let locale = env_format_name()
            .as_deref()
            .and_then(locale_named)
            .unwrap_or(Locale::en_US);
        Formats { locale, utc: false }
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
        format!("{:?}", self.locale)
            .split('_')
            .take(2)
            .collect::<Vec<_>>()
            .join("-")
    }

    /// A day as the locale writes it: "11/25/2026", "25.11.2026".
    pub fn date(&self, day: NaiveDate) -> String {
        day.format(locale_match!(self.locale => LC_TIME::D_FMT))
            .to_string()
    }

    /// A time of day to the minute: "9:40 PM" where the clock has 12
    /// hours, "21:40" elsewhere.
    pub fn time<Tz: TimeZone>(&self, at: &DateTime<Tz>) -> String
    where
        Tz::Offset: std::fmt::Display,
    {
        if self.twelve_hours() {
            at.format("%-I:%M %p").to_string()
        } else {
            at.format("%H:%M").to_string()
        }
    }

    /// A time of day to the second, for a log: "9:40:05 PM", "21:40:05".
    pub fn time_to_second<Tz: TimeZone>(&self, at: &DateTime<Tz>) -> String
    where
        Tz::Offset: std::fmt::Display,
    {
        if self.twelve_hours() {
            at.format("%-I:%M:%S %p").to_string()
        } else {
            at.format("%H:%M:%S").to_string()
        }
    }

    /// Whether the locale's clock has 12 hours and AM / PM.
    fn twelve_hours(&self) -> bool {
        let clock = locale_match!(self.locale => LC_TIME::T_FMT);
        clock.contains("%p") || clock.contains("%r") || clock.contains("%I")
    }

    /// A day and time: "25.11.2026 21:40".
    pub fn date_time<Tz: TimeZone>(&self, at: &DateTime<Tz>) -> String
    where
        Tz::Offset: std::fmt::Display,
    {
        format!("{} {}", self.date(at.date_naive()), self.time(at))
    }

    /// A whole number with the locale's digit groups: "12,345", "12.345",
    /// "12 345" (a narrow no-break space in French).
    pub fn number(&self, n: i64) -> String {
        let sep = locale_match!(self.locale => LC_NUMERIC::THOUSANDS_SEP);
        let grouping = locale_match!(self.locale => LC_NUMERIC::GROUPING);
        let size = grouping.first().copied().unwrap_or(0);
        let digits = n.unsigned_abs().to_string();
        if sep.is_empty() || size <= 0 || digits.len() <= size as usize {
            return n.to_string();
        }
        let size = size as usize;
        let mut out = String::new();
        for (i, d) in digits.chars().enumerate() {
            if i > 0 && (digits.len() - i).is_multiple_of(size) {
                out.push_str(sep);
            }
            out.push(d);
        }
        if n < 0 { format!("-{out}") } else { out }
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
    fn dates_times_and_numbers_as_each_language_writes_them() {
        let at = Utc.with_ymd_and_hms(2026, 11, 25, 21, 40, 5).unwrap();
        let cases = [
            ("en", None, "11/25/2026 9:40 PM", "12,345"),
            ("en", Some("en_GB.UTF-8"), "25/11/26 21:40", "12,345"),
            ("de", None, "25.11.2026 21:40", "12.345"),
            (
                "fr",
                Some("fr_FR.UTF-8"),
                "25/11/2026 21:40",
                "12\u{202f}345",
            ),
            ("es", None, "25/11/26 21:40", "12.345"),
            ("tr", Some("tr_TR.UTF-8"), "25-11-2026 21:40", "12.345"),
            // A locale of another language does not choose the region.
            ("de", Some("en_GB.UTF-8"), "25.11.2026 21:40", "12.345"),
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
        let east = FixedOffset::east_opt(3 * 3600).unwrap();
        assert_eq!(de.time(&at.with_timezone(&east)), "00:40", "the zone given");
    }
}
