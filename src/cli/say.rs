//! The command line's words: everything a person reads comes from the
//! Fluent files in the user's language, found by the window's locale chain
//! ([`crate::i18n::system_language`]: `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
//! `LANG`; `LC_ALL=C` or `LANGUAGE=en` gives English). What programs read
//! (`--json`, export files) stays English.

use std::sync::OnceLock;

use crate::i18n::I18n;
use crate::locale::Formats;
use crate::rules::{Arg, Text};
use crate::store::{Quarantined, StoreError, said};

/// The user's language, with the environment's dates and numbers; loaded
/// once, for error lines and warnings.
pub(crate) fn words() -> &'static I18n {
    static WORDS: OnceLock<I18n> = OnceLock::new();
    WORDS.get_or_init(|| user_words(Formats::of_env()))
}

/// The user's language, writing dates and numbers as `formats` says.
pub(crate) fn user_words(formats: Formats) -> I18n {
    I18n::with_formats(language(), Some(formats))
}

/// The user's language; English in this crate's own unit tests, so that
/// they read the same in any shell (the tests that run the binary set the
/// language they expect).
fn language() -> &'static str {
    if cfg!(test) {
        "en"
    } else {
        crate::i18n::system_language()
    }
}

/// The message `key` in the user's language.
pub(crate) fn say(key: &str) -> String {
    words().tr(key)
}

/// The message `key` with its arguments, in the user's language.
pub(crate) fn say_args(key: &str, args: &[(&str, Arg)]) -> String {
    words().tr_args(key, args)
}

/// A path as an argument of a message.
pub(crate) fn path_arg(path: &std::path::Path) -> Arg {
    Arg::Text(path.display().to_string())
}

/// Sentences said one after the other on one line.
fn joined(i18n: &I18n, texts: &[Text]) -> String {
    texts
        .iter()
        .map(|t| i18n.text(t))
        .collect::<Vec<_>>()
        .join(" ")
}

/// A store error in `i18n`'s words, the window's sentences (see
/// [`crate::store::said`]), on one line.
pub(crate) fn store_error_in(i18n: &I18n, e: &StoreError) -> String {
    joined(i18n, &said::store_error(e))
}

/// A store error in the user's language, on one line.
pub(crate) fn store_error(e: &StoreError) -> String {
    store_error_in(words(), e)
}

/// A file moved to the quarantine, in the user's language, on one line.
pub(crate) fn quarantined(q: &Quarantined) -> String {
    joined(words(), &said::quarantined(q))
}

/// A refusal by a rule after the command's words: "event pair: Round 1
/// is still open. (rule rule-event-round-open)", the rule's id as it is.
pub(crate) fn refused_by_rule(command: &str, rule: &crate::rules::RuleError) -> String {
    let i18n = words();
    i18n.tr_args(
        "cli-refused",
        &[
            ("command", command.into()),
            ("why", i18n.text(&rule.0).into()),
            ("rule", rule.rule().into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_store_error_is_one_line_in_each_language_naming_its_session() {
        let quarantined = StoreError::Quarantined(Quarantined {
            from: "/d/sessions/s1.json".into(),
            to: "/d/quarantine/s1.json".into(),
            reason: "not JSON".into(),
            note_error: Some("read-only".into()),
        });
        for code in ["en", "de", "fr", "es", "tr"] {
            let i18n = I18n::new(code);
            let line = store_error_in(&i18n, &StoreError::NotFound("nobody".into()));
            assert!(line.contains("nobody") && !line.contains('\n'), "{line}");
            let both = store_error_in(&i18n, &quarantined);
            assert!(!both.contains('\n'), "{both}");
            assert!(both.contains("/d/quarantine/s1.json"), "{both}");
        }
        let de = store_error_in(&I18n::new("de"), &StoreError::NotFound("x".into()));
        let en = store_error_in(&I18n::new("en"), &StoreError::NotFound("x".into()));
        assert_ne!(de, en);
    }
}
