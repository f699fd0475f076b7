//! Translations: Fluent files under `i18n/<lang>/`, compiled into the binary.
//! Every word a person sees comes from here; English is complete and every
//! other language must have exactly English's keys (a test checks). Not
//! `desktop.ftl`: the menu entry's and software centre's words, which
//! tests/packaging.rs writes into packaging/linux/ (and checks the same way).

use std::sync::{OnceLock, PoisonError, RwLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use unic_langid::LanguageIdentifier;

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
        let pseudo = language_of(code) == PSEUDO;
        let (code, files) = source_of(code);
        let langid: LanguageIdentifier = code.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        bundle.set_use_isolating(false);
        let mut loaded = Loaded {
            bundle,
            parsed: vec![false; files.len()],
        };
        loaded.parse(files, 0);
        I18n {
            code: if pseudo { PSEUDO } else { code },
            pseudo,
            files,
            loaded: RwLock::new(loaded),
        }
    }

    /// Parses the file that defines `key`, if one not yet parsed does;
    /// whether one did.
    fn load_file_of(&self, key: &str) -> bool {
        let mut loaded = self.loaded.write().unwrap_or_else(PoisonError::into_inner);
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

/// The language part of a code or locale, lower case: "tr" of "tr_TR.UTF-8".
fn language_of(code: &str) -> String {
    code.split(['-', '_', '.'])
        .next()
        .unwrap_or("en")
        .to_lowercase()
}

/// The shipped language `code` names, with its files; English if none.
fn source_of(code: &str) -> &'static (&'static str, &'static [(&'static str, &'static str)]) {
    let wanted = language_of(code);
    SOURCES
        .iter()
        .find(|(c, _)| *c == wanted)
        .unwrap_or(&SOURCES[0])
}

/// The operating system's language if the app ships it, else English
/// (found without loading it).
pub fn system_language() -> &'static str {
    source_of(&sys_locale::get_locale().unwrap_or_default()).0
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
