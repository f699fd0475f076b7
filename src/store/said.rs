//! A store error, or a file set aside, in words of the translations: one
//! message per kind, with what it names as its arguments, so no English
//! sentence of the store's ends up inside a translated line. The window's
//! banners and the command line both say store errors through here.

use crate::rules::Text;
use crate::store::{MAX_FILE_BYTES, Quarantined, StoreError};

/// A file moved to the quarantine: where from, why and where to; and, when
/// the note beside it could not be written, that too.
pub fn quarantined(q: &Quarantined) -> Vec<Text> {
    let mut said = vec![
        Text::msg("ui-quarantined")
            .arg("file", q.from.display().to_string())
            .arg("reason", q.reason.clone())
            .arg("moved", q.to.display().to_string()),
    ];
    if let Some(error) = &q.note_error {
        said.push(Text::msg("ui-note-not-written").arg("error", error.clone()));
    }
    said
}

/// Sentences said one after the other, as one [`Text`] (a store error
/// that says two things says them on one line).
pub fn one_line(texts: Vec<Text>) -> Text {
    let mut texts = texts.into_iter();
    let first = texts.next().unwrap_or_else(|| Text::raw(""));
    texts.fold(first, |said, next| {
        Text::msg("cli-sentences")
            .arg("first", crate::rules::Arg::said(said))
            .arg("then", crate::rules::Arg::said(next))
    })
}

/// What a path that is not a regular file is, as the store words it
/// ("a FIFO (named pipe)"), as the selector of `ui-store-not-a-file`.
fn kind_of(what: &str) -> &'static str {
    match what {
        "a folder" => "folder",
        "a FIFO (named pipe)" => "fifo",
        "a socket" => "socket",
        "a character device" => "char",
        "a block device" => "block",
        "a symbolic link to nothing" => "dangling",
        _ => "other",
    }
}

/// A store error in the window's words: one message per kind, with what
/// it names as its arguments.
pub fn store_error(e: &StoreError) -> Vec<Text> {
    let file = |path: &std::path::Path| path.display().to_string();
    let mib = i64::try_from(MAX_FILE_BYTES / (1024 * 1024)).unwrap_or(i64::MAX);
    let size = |n: u64| i64::try_from(n).unwrap_or(i64::MAX);
    let text = match e {
        StoreError::Quarantined(q) => return quarantined(q),
        StoreError::Io { path, error } => Text::msg("ui-store-io")
            .arg("file", file(path))
            .arg("error", error.to_string()),
        StoreError::Format { path, error } => Text::msg("ui-store-format")
            .arg("file", file(path))
            .arg("error", error.to_string()),
        StoreError::Unreadable {
            path,
            error,
            not_moved,
        } => Text::msg("ui-store-unreadable")
            .arg("file", file(path))
            .arg("error", error.to_string())
            .arg("why", not_moved.clone()),
        StoreError::NotAFile { path, what } => Text::msg("ui-store-not-a-file")
            .arg("file", file(path))
            .arg("kind", kind_of(what)),
        StoreError::TooLarge { path, size: bytes } => Text::msg("ui-store-too-large")
            .arg("file", file(path))
            .arg("size", size(*bytes))
            .arg("limit", mib),
        StoreError::TooLargeToWrite { id, size: bytes } => Text::msg("ui-store-too-large-to-write")
            .arg("id", id.clone())
            .arg("size", size(*bytes))
            .arg("limit", mib),
        StoreError::Claimed(id) => Text::msg("ui-store-claimed").arg("id", id.clone()),
        StoreError::Locked(id) => Text::msg("ui-store-locked").arg("id", id.clone()),
        StoreError::Busy { path } => Text::msg("ui-store-busy").arg("file", file(path)),
        StoreError::File { path, why } => Text::msg("ui-store-file")
            .arg("file", file(path))
            .arg("error", why.clone()),
        StoreError::NotFound(id) => Text::msg("ui-store-not-found").arg("id", id.clone()),
        StoreError::BadId(id) => Text::msg("ui-store-bad-id").arg("id", id.clone()),
        StoreError::Encode(why) => Text::msg("ui-store-encode").arg("error", why.clone()),
        StoreError::ReadOnly(id) => Text::msg("ui-store-read-only").arg("id", id.clone()),
    };
    vec![text]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::I18n;

    /// One error of every kind the store has.
    fn every_error() -> Vec<StoreError> {
        let path = std::path::PathBuf::from("/data/sessions/s1.json");
        vec![
            StoreError::Io {
                path: path.clone(),
                error: std::io::Error::other("disk full"),
            },
            StoreError::Quarantined(Quarantined {
                from: path.clone(),
                to: "/data/quarantine/s1.json".into(),
                reason: "not JSON".into(),
                note_error: Some("read-only".into()),
            }),
            StoreError::NotAFile {
                path: path.clone(),
                what: "a FIFO (named pipe)",
            },
            StoreError::TooLarge {
                path: path.clone(),
                size: 70_000_000,
            },
            StoreError::TooLargeToWrite {
                id: "s1".into(),
                size: 70_000_000,
            },
            StoreError::Claimed("s1".into()),
            StoreError::Locked("s1".into()),
            StoreError::Busy { path: path.clone() },
            StoreError::File {
                path,
                why: "newer format 9".into(),
            },
            StoreError::NotFound("s1".into()),
            StoreError::BadId("a b".into()),
            StoreError::Encode("bad float".into()),
            StoreError::ReadOnly("s1".into()),
        ]
    }

    #[test]
    fn every_store_error_reads_in_each_language_with_what_it_names() {
        for code in ["en", "de", "fr", "es", "tr"] {
            let i18n = I18n::new(code);
            for e in every_error() {
                for text in store_error(&e) {
                    let key = text.key().unwrap_or_default().to_owned();
                    assert!(i18n.has(&key), "{code}: {key} is missing");
                    let words = i18n.text(&text);
                    assert!(!words.contains('{'), "{code}: {key}: {words}");
                    if let StoreError::Locked(id) | StoreError::NotFound(id) = &e {
                        assert!(words.contains(id.as_str()), "{code}: {words}");
                    }
                }
            }
        }
    }

    #[test]
    fn english_names_the_session_and_the_kind_of_file() {
        let i18n = I18n::new("en");
        let said = |e: StoreError| -> Vec<String> {
            store_error(&e).iter().map(|t| i18n.text(t)).collect()
        };
        assert_eq!(
            said(StoreError::Locked("s1".into())),
            vec!["Session s1 is open in another window.".to_owned()]
        );
        assert_eq!(
            said(StoreError::NotAFile {
                path: "/data/x.json".into(),
                what: "a socket",
            }),
            vec!["/data/x.json is a socket, not a regular file, so it was not opened.".to_owned()]
        );
    }
}
