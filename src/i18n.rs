//! Translations: Fluent files under `i18n/<lang>/`, compiled into the binary.
//! Every word a person sees comes from here; English is complete and every
//! other language must have exactly English's keys (a test checks). Not
//! `desktop.ftl`: the menu entry's and software centre's words, which
//! tests/packaging.rs writes into packaging/linux/ (and checks the same way).

use std::sync::{OnceLock, PoisonError, RwLock};

use chrono::{DateTime, TimeZone, Utc};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use intl_memoizer::concurrent::IntlLangMemoizer;
use unic_langid::LanguageIdentifier;

use crate::locale::{self, Formats};
use crate::rules::{Arg, RuleError, Text};

macro_rules! sources {
    ($($lang:literal),*) => {
        /// Every language's Fluent sources: one file per area of the app.
        pub const SOURCES: &[(&str, &[(&str, &str)])] = &[$(
            ($lang, &[
                ("tablekeeper.ftl", include_str!(concat!("../i18n/", $lang, "/tablekeeper.ftl"))),
                ("karth.ftl", include_str!(concat!("../i18n/", $lang, "/karth.ftl"))),
                ("hero-realms.ftl", include_str!(concat!("../i18n/", $lang, "/hero-realms.ftl"))),
                ("kharnage.ftl", include_str!(concat!("../i18n/", $lang, "/kharnage.ftl"))),
                ("koth.ftl", include_str!(concat!("../i18n/", $lang, "/koth.ftl"))),
                ("kings-armory.ftl", include_str!(concat!("../i18n/", $lang, "/kings-armory.ftl"))),
                ("ui.ftl", include_str!(concat!("../i18n/", $lang, "/ui.ftl"))),
                ("cli.ftl", include_str!(concat!("../i18n/", $lang, "/cli.ftl"))),
            ]),
        )*];
    };
}

sources!("en", "tr", "fr", "de", "es");

/// The language codes the app ships, English first.
pub fn languages() -> impl Iterator<Item = &'static str> {
    SOURCES.iter().map(|(code, _)| *code)
}

/// The pseudo-language: English with every message wrapped in ⟦ ⟧ and its
/// letters accented, so a test can spot any text that did not come from
/// the translation files. Not offered in the settings.
pub const PSEUDO: &str = "qps";

/// A loaded language. Its first file (`tablekeeper.ftl`, where shared words
/// and terms belong) is parsed at once; each other file the first time one
/// of its messages is asked for, so the window starts without parsing the
/// four-fifths of the words Home never shows (about 1 MB of parsed Fluent).
pub struct I18n {
    code: &'static str,
    pseudo: bool,
    formats: Formats,
    files: &'static [(&'static str, &'static str)],
    loaded: RwLock<Loaded>,
}

/// The messages parsed so far, and which files they came from.
struct Loaded {
    bundle: FluentBundle<FluentResource>,
    parsed: Vec<bool>,
}

impl Loaded {
    /// Parses file `i` of `files` into the bundle (once).
    fn parse(&mut self, files: &[(&str, &'static str)], i: usize) {
        if self.parsed.get(i).copied().unwrap_or(true) {
            return;
        }
        self.parsed[i] = true;
        // A broken file (caught by the tests) still adds what parsed.
        let resource = match FluentResource::try_new(files[i].1.to_owned()) {
            Ok(r) => r,
            Err((r, _)) => r,
        };
        let _ = self.bundle.add_resource(resource);
    }
}

/// Whether a Fluent `source` defines the message `key`: a line starting
/// with the key, then optional blanks and `=`.
fn defines(source: &str, key: &str) -> bool {
    source.match_indices(key).any(|(at, _)| {
        let line_start = at == 0 || source.as_bytes()[at - 1] == b'\n';
        line_start
            && source[at + key.len()..]
                .trim_start_matches([' ', '\t'])
                .starts_with('=')
    })
}

impl std::fmt::Debug for I18n {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("I18n").field("code", &self.code).finish()
    }
}

impl I18n {
    /// Loads the language `code` ("en", "tr", or a locale such as "tr-TR");
    /// an unknown language loads English.
    pub fn new(code: &str) -> Self {
        Self::with_formats(code, None)
    }

    /// Loads the language `code`, writing dates and numbers as `formats`
    /// says, or, if none, as the environment's locale does where it is of
    /// this language (`en_GB` for English), else as the language's own
    /// country does.
    pub fn with_formats(code: &str, formats: Option<Formats>) -> Self {
        let pseudo = locale::language_of(code) == PSEUDO;
        let (code, files) = source_of(code);
        // The pseudo-language writes times on a 24-hour clock: its test
        // looks for words that are not from the bundle, and "PM" is one.
        let formats = formats.unwrap_or_else(|| match pseudo {
            true => Formats::new("en", Some("en_GB")),
            false => Formats::from_env(code),
        });
        // The bundle's locale picks the plural rules, and the number
        // formatter reads its region: the formats' (en-GB) where they are
        // of this language, else the language's own (the command line
        // speaks English under fr_FR: English plurals, so "0 entries").
        let tag = formats.tag();
        let langid: LanguageIdentifier = Some(tag.as_str())
            .filter(|t| locale::language_of(t) == *code)
            .unwrap_or(code)
            .parse()
            .unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        bundle.set_use_isolating(false);
        bundle.set_formatter(Some(group_digits));
        let mut loaded = Loaded {
            bundle,
            parsed: vec![false; files.len()],
        };
        loaded.parse(files, 0);
        I18n {
            code: if pseudo { PSEUDO } else { code },
            pseudo,
            formats,
            files,
            loaded: RwLock::new(loaded),
        }
    }

    /// Parses the file that defines `key`, if one not yet parsed does;
    /// whether one did.
    fn load_file_of(&self, key: &str) -> bool {
        let mut loaded = self.loaded.write().unwrap_or_else(PoisonError::into_inner);
        // Another thread may have parsed it between this one's look and
        // the lock: then it is there, and the caller looks again.
        if loaded.bundle.has_message(key) {
            return true;
        }
        let Some(i) =
            (0..self.files.len()).find(|&i| !loaded.parsed[i] && defines(self.files[i].1, key))
        else {
            return false;
        };
        loaded.parse(self.files, i);
        true
    }

    /// The language code in use.
    pub fn code(&self) -> &'static str {
        self.code
    }

    /// How this language's user writes dates, times and numbers.
    pub fn formats(&self) -> Formats {
        self.formats
    }

    /// When something happened, for a list: "today, 21:40", "yesterday,
    /// 21:40", else the day and time ("11/23/2026 9:40 PM"), in `now`'s
    /// time zone. A message puts no preposition before it ("Changed:
    /// today, 21:40"): one that fits a date would not fit "today".
    pub fn when<Tz: TimeZone>(&self, at: DateTime<Utc>, now: &DateTime<Tz>) -> String
    where
        Tz::Offset: std::fmt::Display,
    {
        let at = at.with_timezone(&now.timezone());
        let time = self.formats.time(&at);
        let days = (now.date_naive() - at.date_naive()).num_days();
        match days {
            0 => self.tr_args("date-today", &[("time", time.into())]),
            1 => self.tr_args("date-yesterday", &[("time", time.into())]),
            _ => self.formats.date_time(&at),
        }
    }

    /// The message `key` with no arguments; the key itself if missing.
    pub fn tr(&self, key: &str) -> String {
        self.format(key, None)
    }

    /// The message `key` with arguments.
    pub fn tr_args(&self, key: &str, args: &[(&str, Arg)]) -> String {
        let mut fargs = FluentArgs::new();
        for (name, value) in args {
            fargs.set(*name, self.value_of(value));
        }
        self.format(key, Some(&fargs))
    }

    /// An argument as Fluent takes it; a message argument is translated.
    fn value_of(&self, arg: &Arg) -> FluentValue<'static> {
        match arg {
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Text(t) => FluentValue::from(t.clone()),
            Arg::Msg { msg } => FluentValue::from(self.format(msg, None)),
            Arg::Said { said } => FluentValue::from(self.text(said)),
        }
    }

    /// Names listed as the language lists them: "Ana", "Ana and Bo",
    /// "Ana, Bo and Cem" (the last two joined by `names-and`).
    pub fn names(&self, names: &[impl AsRef<str>]) -> String {
        match names {
            [] => String::new(),
            [one] => one.as_ref().to_owned(),
            [rest @ .., last] => {
                let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
                self.tr_args(
                    "names-and",
                    &[
                        ("rest", rest.join(", ").into()),
                        ("last", last.as_ref().into()),
                    ],
                )
            }
        }
    }

    /// Renders a [`Text`]: a message with its arguments, or raw words.
    pub fn text(&self, text: &Text) -> String {
        match text {
            Text::Raw(words) => words.clone(),
            Text::Lines(lines) => lines
                .iter()
                .map(|l| self.text(l))
                .collect::<Vec<_>>()
                .join("\n"),
            Text::Msg { key, args } => {
                let mut fargs = FluentArgs::new();
                for (name, value) in args {
                    fargs.set(name.clone(), self.value_of(value));
                }
                self.format(key, Some(&fargs))
            }
        }
    }

    fn format(&self, key: &str, args: Option<&FluentArgs<'_>>) -> String {
        let words = match self.format_loaded(key, args) {
            Some(words) => words,
            None if self.load_file_of(key) => match self.format_loaded(key, args) {
                Some(words) => words,
                None => return key.to_owned(),
            },
            None => return key.to_owned(),
        };
        if self.pseudo {
            format!("⟦{}⟧", accented(&words))
        } else {
            words
        }
    }

    /// The message `key` from the files parsed so far.
    fn format_loaded(&self, key: &str, args: Option<&FluentArgs<'_>>) -> Option<String> {
        let loaded = self.loaded.read().unwrap_or_else(PoisonError::into_inner);
        let pattern = loaded.bundle.get_message(key).and_then(|m| m.value())?;
        let mut errors = Vec::new();
        Some(
            loaded
                .bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    }

    /// Whether the language has the message `key`.
    pub fn has(&self, key: &str) -> bool {
        let known = |i: &I18n| {
            i.loaded
                .read()
                .unwrap_or_else(PoisonError::into_inner)
                .bundle
                .has_message(key)
        };
        known(self) || (self.load_file_of(key) && known(self))
    }
}

/// Numbers in messages with the digit groups of the bundle's locale
/// ("12.345" in German): Fluent's own formatting has none.
fn group_digits(value: &FluentValue<'_>, intls: &IntlLangMemoizer) -> Option<String> {
    let FluentValue::Number(n) = value else {
        return None;
    };
    let whole = n.value.fract() == 0.0 && n.value.abs() < 1e15;
    if !whole || n.options.minimum_fraction_digits.is_some_and(|d| d > 0) {
        return None;
    }
    intls
        .with_try_get::<Grouping, _, _>((), |g| g.0.number(n.value as i64))
        .ok()
}

/// A locale's digit grouping, built once per bundle from its language tag.
struct Grouping(Formats);

impl intl_memoizer::Memoizable for Grouping {
    type Args = ();
    type Error = std::convert::Infallible;

    fn construct(lang: LanguageIdentifier, _: ()) -> Result<Self, Self::Error> {
        let language = lang.language.as_str().to_owned();
        let name = lang.to_string().replace('-', "_");
        Ok(Grouping(Formats::new(&language, Some(&name))))
    }
}

/// The letters of `words` with accents (the pseudo-language's look).
fn accented(words: &str) -> String {
    words
        .chars()
        .map(|c| match c {
            'a' => 'á',
            'e' => 'é',
            'i' => 'í',
            'o' => 'ö',
            'u' => 'ü',
            'n' => 'ñ',
            'c' => 'ç',
            'A' => 'Å',
            'E' => 'É',
            'O' => 'Ö',
            'U' => 'Ü',
            other => other,
        })
        .collect()
}

/// A refusal in English, for logs and errors that have no language of
/// their own; the rules only name the message (`rules::text` knows no
/// words), the words come from here.
impl std::fmt::Display for RuleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&english().text(&self.0))
    }
}

/// English, loaded once: the CLI's language and the fallback everywhere.
pub fn english() -> &'static I18n {
    static EN: OnceLock<I18n> = OnceLock::new();
    EN.get_or_init(|| I18n::new("en"))
}

/// A language and its files.
type Source = (&'static str, &'static [(&'static str, &'static str)]);

/// The shipped language a code or locale ("tr_TR.UTF-8") names, if any.
fn shipped(code: &str) -> Option<&'static Source> {
    let wanted = locale::language_of(code);
    SOURCES.iter().find(|(c, _)| *c == wanted)
}

/// The shipped language `code` names, with its files; English if none.
fn source_of(code: &str) -> &'static Source {
    shipped(code).unwrap_or(&SOURCES[0])
}

/// The operating system's language if the app ships it, else English
/// (found without loading it). `LANGUAGE=qps` asks for the pseudo-language
/// ([`PSEUDO`], for checking layouts), whatever `LANG` says.
pub fn system_language() -> &'static str {
    language_from(|v| std::env::var(v).ok())
}

/// [`system_language`] from the variables `var` gives.
fn language_from(var: impl Fn(&str) -> Option<String>) -> &'static str {
    let first_asked = var("LANGUAGE")
        .and_then(|list| list.split(':').next().map(str::to_owned))
        .filter(|first| locale::language_of(first) == PSEUDO);
    if first_asked.is_some() {
        return PSEUDO;
    }
    let chain = locale::message_chain(var);
    if !chain.is_empty() {
        // The environment names the locale: a language it ships, else
        // English (`LC_ALL=C`, or one it does not ship), as gettext does.
        return chain_language(&chain).unwrap_or("en");
    }
    // Windows and macOS name no locale in the environment.
    sys_locale::get_locale()
        .and_then(|system| chain_language(&[system]))
        .unwrap_or("en")
}

/// The first shipped language a chain of locale names asks for.
fn chain_language(chain: &[String]) -> Option<&'static str> {
    chain.iter().find_map(|name| shipped(name).map(|s| s.0))
}

/// Each shipped language with its name in itself ("Türkçe"), as the
/// settings list them; loaded once.
pub fn language_names() -> &'static [(&'static str, String)] {
    static NAMES: OnceLock<Vec<(&'static str, String)>> = OnceLock::new();
    NAMES.get_or_init(|| {
        languages()
            .map(|code| (code, I18n::new(code).tr("ui-language-name")))
            .collect()
    })
}

/// The message ids a Fluent source defines, in order (terms excluded).
pub fn keys_of(source: &str) -> Result<Vec<String>, String> {
    let resource =
        FluentResource::try_new(source.to_owned()).map_err(|(_, errors)| format!("{errors:?}"))?;
    Ok(resource
        .entries()
        .filter_map(|entry| match entry {
            fluent_syntax::ast::Entry::Message(m) => Some(m.id.name.to_owned()),
            _ => None,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_names_its_language_without_loading_it() {
        assert_eq!(source_of("tr_TR.UTF-8").0, "tr");
        assert_eq!(source_of("de-AT").0, "de");
        assert_eq!(source_of("xx").0, "en");
        assert!(languages().any(|c| c == system_language()));
        let names: Vec<&str> = language_names().iter().map(|(_, n)| n.as_str()).collect();
        assert_eq!(names.len(), languages().count());
        assert_eq!(names[0], "English");
        assert!(names.contains(&"Türkçe"), "{names:?}");
    }

    #[test]
    fn language_qps_asks_for_the_pseudo_language() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |v: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == v)
                    .map(|(_, value)| (*value).to_owned())
            }
        };
        assert_eq!(
            language_from(env(&[("LANGUAGE", "qps"), ("LANG", "C.UTF-8")])),
            PSEUDO
        );
        assert_eq!(
            language_from(env(&[("LANGUAGE", "qps:de"), ("LANG", "de_DE.UTF-8")])),
            PSEUDO
        );
        assert_eq!(
            language_from(env(&[("LANGUAGE", "de:qps"), ("LANG", "tr_TR.UTF-8")])),
            "de"
        );
        assert_eq!(language_from(env(&[("LANG", "tr_TR.UTF-8")])), "tr");
        // The C locale is English, whatever LANGUAGE says (gettext reads
        // no LANGUAGE under C), and so is a locale the app does not ship.
        assert_eq!(
            language_from(env(&[("LC_ALL", "C"), ("LANGUAGE", "de")])),
            "en"
        );
        assert_eq!(
            language_from(env(&[("LANG", "ja_JP.UTF-8"), ("LANGUAGE", "ja")])),
            "en"
        );
        assert_eq!(
            language_from(env(&[("LANG", "de_DE.UTF-8"), ("LANGUAGE", "en")])),
            "en"
        );
        assert_eq!(I18n::new(PSEUDO).code(), PSEUDO);
    }

    #[test]
    fn every_language_has_exactly_englishs_keys() {
        let (_, english_files) = SOURCES[0];
        for (lang, files) in SOURCES {
            for ((name, source), (_, en_source)) in files.iter().zip(english_files.iter()) {
                let keys = keys_of(source).unwrap_or_else(|e| panic!("{lang}/{name}: {e}"));
                let en = keys_of(en_source).unwrap();
                let missing: Vec<_> = en.iter().filter(|k| !keys.contains(k)).collect();
                let extra: Vec<_> = keys.iter().filter(|k| !en.contains(k)).collect();
                assert!(missing.is_empty(), "{lang}/{name} misses {missing:?}");
                assert!(
                    extra.is_empty(),
                    "{lang}/{name} has keys English lacks: {extra:?}"
                );
                let mut sorted = keys.clone();
                sorted.sort();
                sorted.dedup();
                assert_eq!(
                    sorted.len(),
                    keys.len(),
                    "{lang}/{name} defines a key twice"
                );
            }
        }
    }

    /// The terms (`-name`) a Fluent source defines.
    fn terms_of(source: &str) -> Vec<String> {
        FluentResource::try_new(source.to_owned())
            .map(|r| {
                r.entries()
                    .filter_map(|entry| match entry {
                        fluent_syntax::ast::Entry::Term(t) => Some(t.id.name.to_owned()),
                        _ => None,
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    #[test]
    fn every_language_defines_englishs_terms_and_every_term_used_resolves() {
        let (_, english_files) = SOURCES[0];
        let en: Vec<String> = english_files
            .iter()
            .flat_map(|(_, s)| terms_of(s))
            .collect();
        assert!(en.contains(&"gauntlet".to_owned()), "{en:?}");
        for (lang, files) in SOURCES {
            let mut terms: Vec<String> = files.iter().flat_map(|(_, s)| terms_of(s)).collect();
            terms.sort();
            let mut want = en.clone();
            want.sort();
            assert_eq!(terms, want, "{lang}: terms");
            // Every message of every file, formatted: a term that is not
            // defined, or a case it lacks, would show as "{-name}".
            let i = I18n::new(lang);
            for (name, source) in files.iter() {
                for key in keys_of(source).unwrap() {
                    let words = i.tr(&key);
                    assert!(!words.contains("{-"), "{lang}/{name} {key}: {words}");
                }
            }
        }
    }

    #[test]
    fn lists_say_today_and_yesterday_by_name_and_other_days_as_the_locale_writes_them() {
        use chrono::FixedOffset;
        let zone = FixedOffset::east_opt(3600).unwrap();
        let now = zone.with_ymd_and_hms(2026, 11, 25, 22, 0, 0).unwrap();
        let utc = |d, h, m| Utc.with_ymd_and_hms(2026, 11, d, h, m, 0).unwrap();
        let de = I18n::with_formats("de", Some(Formats::new("de", None)));
        assert_eq!(de.when(utc(25, 20, 40), &now), "heute, 21:40");
        assert_eq!(de.when(utc(24, 23, 30), &now), "heute, 00:30", "local days");
        assert_eq!(de.when(utc(24, 20, 40), &now), "gestern, 21:40");
        assert_eq!(de.when(utc(20, 8, 5), &now), "20.11.2026 09:05");
        let en = I18n::with_formats("en", Some(Formats::new("en", None)));
        assert_eq!(en.when(utc(25, 20, 40), &now), "today, 9:40\u{202f}PM");
        assert_eq!(en.when(utc(20, 8, 5), &now), "11/20/2026 9:05\u{202f}AM");
        // CLDR's dates, four-digit years (glibc wrote 20/11/26 and 20-11-2026).
        let at = |code: &str| {
            I18n::with_formats(code, Some(Formats::new(code, None))).when(utc(20, 8, 5), &now)
        };
        assert_eq!(at("es"), "20/11/2026 09:05");
        assert_eq!(at("tr"), "20.11.2026 09:05");
        assert_eq!(at("fr"), "20/11/2026 09:05");
        let tr = I18n::with_formats("tr", Some(Formats::new("tr", None)));
        assert_eq!(tr.when(utc(25, 20, 40), &now), "bugün 21:40");
    }

    #[test]
    fn numbers_in_messages_have_the_locales_digit_groups_and_plurals_still_work() {
        let de = I18n::with_formats("de", Some(Formats::new("de", None)));
        let en = I18n::with_formats("en", Some(Formats::new("en", None)));
        let fr = I18n::with_formats("fr", Some(Formats::new("fr", None)));
        let count = |i: &I18n, n: i64| i.tr_args("ui-conflicts", &[("count", n.into())]);
        assert_eq!(count(&en, 12345), "12,345 conflict copies");
        assert_eq!(count(&en, 1), "1 conflict copy");
        assert!(
            count(&de, 12345).starts_with("12.345 "),
            "{}",
            count(&de, 12345)
        );
        assert!(
            count(&fr, 12345).starts_with("12\u{202f}345 "),
            "{}",
            count(&fr, 12345)
        );
        assert!(count(&de, 999).starts_with("999 "));
        // English words under a French locale (the command line): English
        // plurals, where French counts 0 as one.
        let en_fr = I18n::with_formats("en", Some(Formats::new("fr", Some("fr_FR"))));
        assert_eq!(count(&en_fr, 0), "0 conflict copies");
        assert_eq!(count(&en_fr, 1), "1 conflict copy");
    }

    #[test]
    fn giving_up_and_going_back_are_different_words_in_every_language() {
        for code in languages() {
            let i = I18n::new(code);
            let abandon = i.tr("ui-history-abandon");
            for other in ["ui-cancel", "ui-no", "ui-history-delete"] {
                assert_ne!(abandon, i.tr(other), "{code}: abandon and {other}");
            }
        }
    }

    #[test]
    fn threads_asking_at_once_for_a_message_not_yet_parsed_all_get_it() {
        // The file that defines it is parsed by whichever thread comes
        // first; the others once found no file left to parse and fell
        // back to the key (a King's Armory test saw
        // "log-kings_armory-defeated" about one run in twenty).
        let key = "log-kings_armory-defeated";
        for _ in 0..40 {
            let en = I18n::new("en");
            let start = std::sync::Barrier::new(8);
            std::thread::scope(|s| {
                for _ in 0..8 {
                    s.spawn(|| {
                        start.wait();
                        assert_ne!(en.tr(key), key);
                    });
                }
            });
        }
    }

    #[test]
    fn messages_take_their_arguments() {
        let en = I18n::new("en-GB");
        assert_eq!(en.code(), "en");
        let t = Text::msg("log-custom-change")
            .arg("player", "Ana")
            .arg("counter", "Gold")
            .arg("old", 3)
            .arg("new", 5);
        assert_eq!(en.text(&t), "Ana: Gold 3 → 5");
        assert_eq!(I18n::new("tr_TR.UTF-8").code(), "tr");
        assert_eq!(I18n::new("xx").code(), "en");
        assert_eq!(en.tr("no-such-key"), "no-such-key");
    }

    #[test]
    fn a_file_is_parsed_the_first_time_one_of_its_messages_is_asked_for() {
        let parsed = |i: &I18n| i.loaded.read().unwrap().parsed.clone();
        let de = I18n::new("de");
        let (_, files) = SOURCES[3];
        assert_eq!(files[1].0, "karth.ftl");
        assert_eq!(
            parsed(&de).iter().filter(|p| **p).count(),
            1,
            "only the first"
        );
        assert!(!de.tr("rule-karth-positive").starts_with("rule-"));
        assert!(parsed(&de)[1], "karth.ftl now parsed");
        assert!(!parsed(&de)[5], "kings-armory.ftl not yet");
        assert!(de.has("ui-language-name"));
        assert_eq!(de.tr("ui-language-name"), "Deutsch");
        // A missing key parses nothing more and reads as itself.
        let before = parsed(&de);
        assert_eq!(de.tr("ui-no-such-thing"), "ui-no-such-thing");
        assert_eq!(parsed(&de), before);
        assert!(defines("a = 1\nb-c =2\n", "b-c"));
        assert!(!defines("a = { b-c }\nb-cd = 2\n", "b-c"));
    }
}
