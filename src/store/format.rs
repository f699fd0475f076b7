//! The on-disk session format: its own types, kept apart from the domain
//! types so the domain can change while every saved version still loads.
//! `format_version` 1 had no rules version (its sessions were played under
//! version 1 of every game's rules); 2 adds `rules_version`.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

use crate::rules::{AnyAction, AnySetup};
use crate::session::{Entry, Saved, Session, SessionError};

/// The version this build writes.
pub const CURRENT_VERSION: u32 = 2;

/// Why a session file could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FormatError {
    /// Written by a newer Tablekeeper: left alone, not quarantined.
    TooNew(u32),
    /// A well-formed session the rules refuse as a whole (its setup, or a
    /// rules version this build does not know): left where it is.
    Refused {
        /// Where in the file: "setup", "rules_version".
        place: String,
        /// What the rules say.
        reason: String,
    },
    /// Not a session file we can read; `place` says where in it.
    Broken {
        /// Where in the file: "line 3, column 7", "log entry 4", "setup"...
        place: String,
        /// What is wrong there.
        reason: String,
    },
}

impl FormatError {
    fn broken(place: impl Into<String>, reason: impl std::fmt::Display) -> Self {
        FormatError::Broken {
            place: place.into(),
            reason: reason.to_string(),
        }
    }
}

impl std::fmt::Display for FormatError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FormatError::TooNew(v) => write!(
                f,
                "format_version {v} was written by a newer Tablekeeper (this one reads up to {CURRENT_VERSION})"
            ),
            FormatError::Broken { place, reason } | FormatError::Refused { place, reason } => {
                write!(f, "{place}: {reason}")
            }
        }
    }
}

/// Versions 1 and 2 of the session file, as read: setup and actions stay
/// raw JSON until the game is known, then are parsed straight into its types.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct FileV1<'a> {
    #[allow(dead_code)]
    format_version: u32,
    #[serde(default)]
    id: Option<String>,
    /// Version 2 on: the game's rules version; none means 1.
    #[serde(default)]
    rules_version: Option<u32>,
    #[serde(default)]
    created: Option<DateTime<Utc>>,
    #[serde(borrow)]
    setup: &'a RawValue,
    #[serde(default, borrow)]
    log: Vec<EntryV1<'a>>,
    #[serde(default)]
    cursor: Option<usize>,
    #[serde(default)]
    note: String,
    #[serde(default)]
    closed: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct EntryV1<'a> {
    #[serde(default)]
    at: Option<DateTime<Utc>>,
    #[serde(borrow)]
    action: &'a RawValue,
    #[serde(default)]
    note: String,
}

/// The current version as written: every field, borrowed from the session.
#[derive(Serialize)]
struct FileOut<'a> {
    format_version: u32,
    id: &'a str,
    rules_version: u32,
    created: DateTime<Utc>,
    setup: &'a AnySetup,
    log: Vec<EntryOut<'a>>,
    cursor: usize,
    #[serde(skip_serializing_if = "str::is_empty")]
    note: &'a str,
    closed: bool,
}

#[derive(Serialize)]
struct EntryOut<'a> {
    at: DateTime<Utc>,
    action: &'a AnyAction,
    #[serde(skip_serializing_if = "str::is_empty")]
    note: &'a str,
}

/// Just the version, read first so each version gets its own reader.
#[derive(Deserialize)]
struct Version {
    format_version: Option<serde_json::Value>,
}

/// Writes a session in the current format, pretty-printed.
pub fn to_bytes(session: &Session) -> Result<Vec<u8>, serde_json::Error> {
    let file = FileOut {
        format_version: CURRENT_VERSION,
        id: session.id(),
        rules_version: session.rules(),
        created: session.created(),
        setup: session.setup(),
        log: session
            .entries()
            .iter()
            .map(|e| EntryOut {
                at: e.at,
                action: &e.action,
                note: &e.note,
            })
            .collect(),
        cursor: session.cursor(),
        note: session.note(),
        closed: session.is_closed(),
    };
    let mut bytes = serde_json::to_vec_pretty(&file)?;
    bytes.push(b'\n');
    Ok(bytes)
}

fn at_line(e: &serde_json::Error) -> String {
    if e.line() == 0 {
        String::from("file")
    } else {
        format!("line {}, column {}", e.line(), e.column())
    }
}

/// Reads a session file of any known version. `fallback_id` names it when
/// the file has no id (hand-written files). Entries without a time take the
/// previous entry's (or the creation time; the Unix epoch if none is given),
/// so reading is deterministic.
pub fn from_bytes(bytes: &[u8], fallback_id: &str) -> Result<Session, FormatError> {
    let version: Version =
        serde_json::from_slice(bytes).map_err(|e| FormatError::broken(at_line(&e), e))?;
    let version = version
        .format_version
        .ok_or_else(|| {
            FormatError::broken(
                "format_version",
                "missing (is this a Tablekeeper session file?)",
            )
        })?
        .as_u64()
        .ok_or_else(|| FormatError::broken("format_version", "not a whole number"))?;
    match version {
        1 | 2 => from_v1(bytes, fallback_id),
        v if v > u64::from(CURRENT_VERSION) => {
            Err(FormatError::TooNew(u32::try_from(v).unwrap_or(u32::MAX)))
        }
        v => Err(FormatError::broken(
            "format_version",
            format!("{v} is not a version Tablekeeper ever wrote"),
        )),
    }
}

fn from_v1(bytes: &[u8], fallback_id: &str) -> Result<Session, FormatError> {
    let file: FileV1<'_> =
        serde_json::from_slice(bytes).map_err(|e| FormatError::broken(at_line(&e), e))?;
    let setup: AnySetup =
        serde_json::from_str(file.setup.get()).map_err(|e| FormatError::broken("setup", e))?;
    let kind = setup.kind();
    let created = file.created.unwrap_or(DateTime::UNIX_EPOCH);
    let mut last = created;
    let mut entries = Vec::with_capacity(file.log.len());
    for (i, e) in file.log.into_iter().enumerate() {
        let action = AnyAction::from_json_str(kind, e.action.get())
            .map_err(|err| FormatError::broken(format!("log entry {} (action)", i + 1), err))?;
        let at = e.at.unwrap_or(last);
        last = at;
        entries.push(Entry {
            at,
            action,
            note: e.note,
        });
    }
    let id = match file.id {
        Some(id) if super::valid_id(&id) => id,
        Some(id) => {
            return Err(FormatError::broken(
                "id",
                format!("`{id}` may hold only letters, digits, - and _"),
            ));
        }
        None => fallback_id.to_owned(),
    };
    let cursor = file.cursor.unwrap_or(entries.len());
    if cursor > entries.len() {
        return Err(FormatError::broken(
            "cursor",
            format!(
                "{cursor} is beyond the {} entries of the log",
                entries.len()
            ),
        ));
    }
    let rules = file.rules_version.unwrap_or(1);
    Session::restore(Saved {
        id,
        created,
        setup,
        rules,
        entries,
        cursor,
        note: file.note,
        closed: file.closed,
    })
    .map_err(|e| {
        let place = match &e {
            SessionError::Rule(r) if r.rule() == "rule-unknown-rules-version" => "rules_version",
            _ => "setup",
        };
        let reason = match &e {
            SessionError::Rule(r) => format!("{e} (rule {})", r.rule()),
            _ => e.to_string(),
        };
        FormatError::Refused {
            place: place.to_owned(),
            reason,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const HAND_WRITTEN: &str = r##"{
        "format_version": 1,
        "setup": {"game": "custom", "players": [{"name": "Ana", "color": "#d62728"}, {"name": "Bo", "color": "#1f77b4"}],
                  "counters": [{"name": "Points"}], "win": {"rule": "reach", "counter": 0, "target": 3}},
        "log": [{"action": {"type": "add", "player": 1, "counter": 0, "amount": 3}}]
    }"##;

    #[test]
    fn hand_written_files_load_with_defaults() {
        let s = from_bytes(HAND_WRITTEN.as_bytes(), "hand").unwrap();
        assert_eq!(s.id(), "hand");
        assert_eq!(s.created(), DateTime::UNIX_EPOCH);
        assert_eq!(s.cursor(), 1);
        assert!(s.is_closed());
        let again = from_bytes(&to_bytes(&s).unwrap(), "other").unwrap();
        assert_eq!(again, s);
    }

    #[test]
    fn errors_say_where() {
        let bad = HAND_WRITTEN.replace("\"amount\": 3", "\"amount\": \"three\"");
        let err = from_bytes(bad.as_bytes(), "x").unwrap_err();
        assert!(
            matches!(&err, FormatError::Broken { place, .. } if place == "log entry 1 (action)"),
            "{err}"
        );
        let refused = HAND_WRITTEN.replace("\"player\": 1", "\"player\": 4");
        let opened = from_bytes(refused.as_bytes(), "x").unwrap();
        let refusal = opened.refused().unwrap();
        assert_eq!(
            (refusal.index, refusal.error.rule()),
            (0, "rule-unknown-player")
        );
        assert_eq!(opened.cursor(), 0);
        assert_eq!(
            opened.rules(),
            1,
            "a file without rules_version is version 1"
        );
        let unknown = HAND_WRITTEN.replace(
            "\"format_version\": 1,",
            "\"format_version\": 2, \"rules_version\": 7,",
        );
        let err = from_bytes(unknown.as_bytes(), "x").unwrap_err();
        assert!(
            matches!(&err, FormatError::Refused { place, .. } if place == "rules_version"),
            "{err}"
        );
        let bad_setup = HAND_WRITTEN.replace("\"target\": 3", "\"target\": 0");
        let err = from_bytes(bad_setup.as_bytes(), "x").unwrap_err();
        assert!(
            matches!(&err, FormatError::Refused { place, .. } if place == "setup"),
            "{err}"
        );
        let err = from_bytes(b"{\"format_version\": 9}", "x").unwrap_err();
        assert_eq!(err, FormatError::TooNew(9));
        assert!(
            from_bytes(b"[1, 2", "x")
                .unwrap_err()
                .to_string()
                .starts_with("line 1")
        );
        assert!(
            from_bytes(b"{}", "x")
                .unwrap_err()
                .to_string()
                .starts_with("format_version")
        );
    }
}
