//! A session file given by path, checked strictly before it is trusted:
//! the one check `tablekeeper replay FILE` and [`Store::import`] both make,
//! so they cannot disagree. A field nothing reads (a typo), a control
//! character in a name, a refused setup or a log entry a rule refuses all
//! refuse the file, naming the entry (from 1) and the rule where there is
//! one. Importing a checked file is [`super::import`]'s.

use std::fs;
use std::path::Path;

use super::format::FormatError;
use super::{Store, StoreError, read_file_checked};
use crate::i18n::{self, I18n};
use crate::rules::{RuleError, Text};
use crate::session::{self, Session};

/// Why a session file was refused: one line of plain English (as the CLI
/// prints it: the file, then what is wrong where), and the log entry
/// (counted from 1) and rule id when a rule refused an entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileRefusal {
    /// The line: `FILE: log entry 3: There is no player number 3. (rule
    /// rule-unknown-player)`, `FILE: unknown field note2 (a typo?)`...
    pub message: String,
    /// The refused log entry, from 1, if the refusal is about one.
    pub entry: Option<usize>,
    /// The id of the rule that refused (`rule-unknown-player`), if one did.
    pub rule: Option<String>,
    /// What kind of refusal it is: the window says it in its language,
    /// with `message` after it as the detail.
    pub why: Why,
    /// The same line in words of the translations, for the command line
    /// (its English is `message`'s words, a store error's the window's);
    /// none where only the store's English has it.
    pub text: Option<Text>,
}

/// The kinds of refusal, each a sentence of its own in the translations
/// (`ui-import-why-…`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// An empty name, or no file or folder of that name.
    Missing,
    /// A folder with no `.json` file in it.
    EmptyFolder,
    /// The file system would not give the file (permissions, a FIFO…).
    Unreadable,
    /// Larger than a session file can be.
    TooLarge,
    /// Not a session file: not JSON, or not the shape of a session.
    NotASession,
    /// Fields nothing reads (a typo?).
    UnknownFields,
    /// A name with control characters in it.
    ControlCharacter,
    /// A rule refuses a log entry (`entry` and `rule` say which).
    RefusedEntry,
    /// Read and checked, but the data folder would not take it.
    NotSaved,
}

impl Why {
    /// The translation key of its sentence.
    pub fn key(self) -> &'static str {
        match self {
            Why::Missing => "ui-import-why-missing",
            Why::EmptyFolder => "ui-import-why-empty-folder",
            Why::Unreadable => "ui-import-why-unreadable",
            Why::TooLarge => "ui-import-why-too-large",
            Why::NotASession => "ui-import-why-not-a-session",
            Why::UnknownFields => "ui-import-why-unknown-fields",
            Why::ControlCharacter => "ui-import-why-control-character",
            Why::RefusedEntry => "ui-import-why-refused-entry",
            Why::NotSaved => "ui-import-why-not-saved",
        }
    }

    /// The kind of refusal a store error is.
    pub fn of(error: &StoreError) -> Why {
        match error {
            StoreError::Io { error, .. } if error.kind() == std::io::ErrorKind::NotFound => {
                Why::Missing
            }
            StoreError::NotFound(_) => Why::Missing,
            StoreError::Io { .. } | StoreError::NotAFile { .. } => Why::Unreadable,
            StoreError::TooLarge { .. } => Why::TooLarge,
            StoreError::Format { .. }
            | StoreError::Quarantined(_)
            | StoreError::Unreadable { .. } => Why::NotASession,
            _ => Why::NotSaved,
        }
    }
}

impl std::fmt::Display for FileRefusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for FileRefusal {}

impl FileRefusal {
    pub(super) fn plain(why: Why, message: String) -> Self {
        FileRefusal {
            message,
            entry: None,
            rule: None,
            why,
            text: None,
        }
    }

    /// The same refusal with its line in words of the translations.
    #[must_use]
    pub(super) fn said(self, text: Text) -> Self {
        FileRefusal {
            text: Some(text),
            ..self
        }
    }
}

/// "FILE: log entry N: why (rule R)" as words of the translations.
fn refusal_text(file: &Path, r: &session::Refusal) -> Text {
    Text::msg("cli-file-entry-refused")
        .arg("file", file.display().to_string())
        .arg("entry", r.index + 1)
        .arg("why", crate::rules::Arg::said(r.error.0.clone()))
        .arg("rule", r.error.rule())
}

/// "log entry N: why (rule R)", entries counted from 1 as in the log.
pub fn refusal_line(en: &I18n, r: &session::Refusal) -> String {
    format!(
        "log entry {}: {} (rule {})",
        r.index + 1,
        en.text(&r.error.0),
        r.error.rule()
    )
}

/// The entry and rule a file that did not read names, from the error's
/// place and reason (`log entry 3`, `... (rule rule-unknown-player)`).
fn entry_and_rule(error: &StoreError) -> (Option<usize>, Option<String>) {
    let StoreError::Format {
        error: FormatError::Broken { place, reason },
        ..
    } = error
    else {
        return (None, None);
    };
    let Some(rest) = place.strip_prefix("log entry ") else {
        return (None, None);
    };
    let (number, whole) = match rest.split_once(' ') {
        Some((number, _)) => (number, false),
        None => (rest, true),
    };
    let rule = reason
        .strip_suffix(')')
        .and_then(|r| r.rsplit_once("(rule "))
        .map(|(_, rule)| rule.to_owned())
        .filter(|rule| whole && !rule.is_empty() && !rule.contains(char::is_whitespace));
    (number.parse().ok(), rule)
}

/// Reads and checks the session file at `path` as `tablekeeper replay`
/// does: the session if every field is known, every name is one plain
/// line and every log entry applies; else why not, in one line. Never
/// moves or changes the file.
pub fn check_file(path: &Path) -> Result<Session, FileRefusal> {
    let en = i18n::english();
    let shown = path.display();
    let (session, unknown) = read_file_checked(path).map_err(|error| {
        let (entry, rule) = entry_and_rule(&error);
        FileRefusal {
            message: error.to_string(),
            why: if rule.is_some() {
                Why::RefusedEntry
            } else {
                Why::of(&error)
            },
            entry,
            rule,
            text: Some(super::said::one_line(super::said::store_error(&error))),
        }
    })?;
    // A hand-written file is checked strictly: a field nothing reads is
    // usually a typo, and a name must be one plain line.
    if !unknown.is_empty() {
        // Named up to ten: a hostile file may hold 100,000.
        let named = unknown.len().min(super::NAMED_FIELDS);
        let more = match unknown.len() - named {
            0 => String::new(),
            n => format!(" and {n} more"),
        };
        let text = Text::msg("cli-unknown-fields")
            .arg("file", shown.to_string())
            .arg("count", unknown.len())
            .arg("fields", unknown[..named].join(", "))
            .arg("more", unknown.len() - named);
        return Err(FileRefusal::plain(
            Why::UnknownFields,
            format!(
                "{shown}: unknown field{} {}{more} (a typo?)",
                if unknown.len() == 1 { "" } else { "s" },
                unknown[..named].join(", ")
            ),
        )
        .said(text));
    }
    if let Some(field) = session.control_character() {
        let error = RuleError::new("rule-control-character").arg("field", field);
        return Err(FileRefusal {
            message: format!("{shown}: {} (rule {})", en.text(&error.0), error.rule()),
            why: Why::ControlCharacter,
            entry: None,
            rule: Some(error.rule().to_owned()),
            text: Some(
                Text::msg("cli-file-refused-by-rule")
                    .arg("file", shown.to_string())
                    .arg("why", crate::rules::Arg::said(error.0.clone()))
                    .arg("rule", error.rule()),
            ),
        });
    }
    // A rule refuses a saved entry: the file is refused, naming it.
    if let Some(r) = session.refused() {
        return Err(FileRefusal {
            message: format!("{shown}: {}", refusal_line(en, r)),
            why: Why::RefusedEntry,
            entry: Some(r.index + 1),
            rule: Some(r.error.rule().to_owned()),
            text: Some(refusal_text(path, r)),
        });
    }
    Ok(session)
}

impl Store {
    /// Whether `id` is taken here: a session file or its backup in
    /// `sessions/`, or anything of that id in `trash/` (so that it can
    /// always be restored).
    pub fn id_in_use(&self, id: &str) -> bool {
        let Ok(path) = self.session_path(id) else {
            return false;
        };
        if fs::symlink_metadata(&path).is_ok()
            || fs::symlink_metadata(super::atomic::backup_path(&path)).is_ok()
        {
            return true;
        }
        let Ok(entries) = fs::read_dir(self.trash_dir()) else {
            return false;
        };
        entries.flatten().any(|e| {
            e.file_name()
                .to_str()
                .and_then(super::trash::trash_id)
                .is_some_and(|(trashed, _)| trashed == id)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_refused_entry_and_rule_from_an_error() {
        let broken = |place: &str, reason: &str| StoreError::Format {
            path: "f.json".into(),
            error: FormatError::Broken {
                place: place.to_owned(),
                reason: reason.to_owned(),
            },
        };
        let refused = broken(
            "log entry 12",
            "There is no player number 3. (rule rule-unknown-player)",
        );
        assert_eq!(
            entry_and_rule(&refused),
            (Some(12), Some("rule-unknown-player".to_owned()))
        );
        assert_eq!(
            entry_and_rule(&broken(
                "log entry 3 (action)",
                "unknown variant `x` (rule y)"
            )),
            (Some(3), None)
        );
        for error in [
            broken("line 2, column 3", "expected value"),
            broken("setup", "bad (rule rule-x)"),
            StoreError::NotFound("x".to_owned()),
        ] {
            assert_eq!(entry_and_rule(&error), (None, None), "{error}");
        }
    }
}
