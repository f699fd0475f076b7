//! The on-disk session format: its own types, kept apart from the domain
//! types so the domain can change while every saved version still loads.
//! `format_version` 1 had no rules version (its sessions were played under
//! version 1 of every game's rules); 2 adds `rules_version`.
//!
//! Reading is lenient about fields nothing reads (it loads the session and
//! names them: see [`read`]), strict about everything else, and its
//! messages speak of the file's fields and give the line and column once.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use serde_json::value::RawValue;

mod rewrites;

use super::fields;
use super::parse::ValueError;
use crate::event::EventTag;
use crate::rules::{AnyAction, AnySetup, GameKind};
use crate::session::{Entry, Pause, Saved, Session, SessionError};

/// The version this build writes.
pub const CURRENT_VERSION: u32 = 2;

/// Why a session file could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FormatError {
    /// Written by a newer Tablekeeper (its `format_version`, as written):
    /// left alone, not quarantined.
    TooNew(u64),
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
        /// Where in the file: "line 3, column 7", "log entry 4 (action)",
        /// "setup"...
        place: String,
        /// What is wrong there; starts with "line L, column C: " when the
        /// place is a field.
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
/// raw JSON until the game is known, then are parsed straight into its
/// types. Fields it does not know are skipped here and named by [`read`].
#[derive(Debug, Deserialize)]
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
    /// An unfinished game the players gave up.
    #[serde(default)]
    abandoned: bool,
    /// When the clock was stopped (added in 0.x, still format 2: an older
    /// Tablekeeper reads the file and names the field it skips).
    #[serde(default)]
    pauses: Vec<Pause>,
    /// The turn timer the group set, in seconds.
    #[serde(default)]
    turn_timer: Option<u32>,
    /// The event table the session was started from (added with events,
    /// still format 2: an older Tablekeeper reads the file and names the
    /// field it skips).
    #[serde(default)]
    event: Option<EventTag>,
    /// Earlier entries deleted or edited, for Undo (added with the one
    /// undo history, still format 2).
    #[serde(default, borrow)]
    rewrites: Vec<rewrites::RewriteV1<'a>>,
    /// Those Undo took back, for Redo.
    #[serde(default, borrow)]
    rewrites_undone: Vec<rewrites::RewriteV1<'a>>,
}

#[derive(Debug, Deserialize)]
struct EntryV1<'a> {
    #[serde(default)]
    at: Option<DateTime<Utc>>,
    #[serde(borrow)]
    action: &'a RawValue,
    #[serde(default)]
    note: String,
    /// The seat whose phone sent it (added with seat controls, still
    /// format 2: an older Tablekeeper reads the file and names the field
    /// it skips).
    #[serde(default)]
    from: Option<usize>,
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
    #[serde(skip_serializing_if = "is_false")]
    abandoned: bool,
    #[serde(skip_serializing_if = "<[Pause]>::is_empty")]
    pauses: &'a [Pause],
    #[serde(skip_serializing_if = "Option::is_none")]
    turn_timer: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    event: Option<&'a EventTag>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    rewrites: Vec<rewrites::RewriteOut<'a>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    rewrites_undone: Vec<rewrites::RewriteOut<'a>>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

#[derive(Serialize)]
struct EntryOut<'a> {
    at: DateTime<Utc>,
    action: &'a AnyAction,
    #[serde(skip_serializing_if = "str::is_empty")]
    note: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    from: Option<usize>,
}

/// Just the version, read first so each version gets its own reader.
#[derive(Deserialize)]
struct Version {
    format_version: Option<Value>,
}

/// Writes a session in the current format, pretty-printed.
pub fn to_bytes(session: &Session) -> Result<Vec<u8>, serde_json::Error> {
    let (done, undone) = session.rewrites();
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
                from: e.from,
            })
            .collect(),
        cursor: session.cursor(),
        note: session.note(),
        closed: session.is_closed(),
        abandoned: session.abandoned(),
        pauses: session.pauses(),
        turn_timer: session.turn_timer(),
        event: session.event_tag(),
        rewrites: rewrites::out(done),
        rewrites_undone: rewrites::out(undone),
    };
    let mut bytes = serde_json::to_vec_pretty(&file)?;
    bytes.push(b'\n');
    Ok(bytes)
}

/// Where a session's id comes from.
#[derive(Debug, Clone, Copy)]
pub(crate) enum IdFrom<'a> {
    /// The id written in the file; this one when none is (a file given by
    /// path: hand-written files often have none).
    File(&'a str),
    /// Always this one, the file's name in the data folder, so two files
    /// never claim one id; a different id inside is reported.
    Name(&'a str),
}

/// A session file read, and what else was found in it.
#[derive(Debug)]
pub(crate) struct Decoded {
    /// The session.
    pub session: Session,
    /// The path of every field nothing reads, as in [`read`].
    pub unknown_fields: Vec<String>,
    /// With [`IdFrom::Name`]: the id written inside when it is another.
    pub id_inside: Option<String>,
}

/// Reads a session file of any known version. `fallback_id` names it when
/// the file has no id (hand-written files). Entries without a time take the
/// previous entry's (or the creation time; the Unix epoch if none is given),
/// so reading is deterministic. Fields nothing reads are ignored; [`read`]
/// names them.
pub fn from_bytes(bytes: &[u8], fallback_id: &str) -> Result<Session, FormatError> {
    decode(bytes, IdFrom::File(fallback_id)).map(|d| d.session)
}

/// Reads a session file like [`from_bytes`], and names every field that
/// nothing reads (usually a typo), at every level, by its path in the file:
/// `note2`, `setup.counters[0].mni`, `setup.win.trget`, `log[3].amuont`,
/// `log[3].action.amuont` (log entries counted from 0, as in JSON tools).
pub fn read(bytes: &[u8], fallback_id: &str) -> Result<(Session, Vec<String>), FormatError> {
    decode(bytes, IdFrom::File(fallback_id)).map(|d| (d.session, d.unknown_fields))
}

pub(crate) fn decode(bytes: &[u8], id: IdFrom<'_>) -> Result<Decoded, FormatError> {
    let bytes = super::parse::without_bom(bytes);
    if bytes.iter().all(u8::is_ascii_whitespace) {
        return Err(FormatError::broken("file", "empty: it holds no session"));
    }
    let version: Version = serde_json::from_slice(bytes).map_err(|e| whole_file(&e))?;
    let written = version.format_version.ok_or_else(|| {
        FormatError::broken(
            "format_version",
            "missing (is this a Tablekeeper session file?)",
        )
    })?;
    let version = written.as_u64().ok_or_else(|| {
        FormatError::broken(
            "format_version",
            format!("{} is not a whole number", short(&written)),
        )
    })?;
    match version {
        1 | 2 => from_v1(bytes, id),
        v if v > u64::from(CURRENT_VERSION) => Err(FormatError::TooNew(v)),
        v => Err(FormatError::broken(
            "format_version",
            format!("{v} is not a version Tablekeeper ever wrote"),
        )),
    }
}

/// A value as written, cut short when long.
fn short(value: &Value) -> String {
    let text = value.to_string();
    match text.char_indices().nth(40) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text,
    }
}

/// An action of game `kind` from its JSON value.
fn action_from(kind: GameKind, value: &Value) -> Result<AnyAction, serde_json::Error> {
    AnyAction::from_value(kind, value)
}

fn from_v1(bytes: &[u8], id_from: IdFrom<'_>) -> Result<Decoded, FormatError> {
    let doc = Doc { bytes };
    let mut unknown = Vec::new();
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let file: FileV1<'_> = serde_ignored::deserialize(&mut de, |path| {
        unknown.push(fields::ignored_path(&path));
    })
    .map_err(|e| whole_file(&e))?;
    de.end().map_err(|e| whole_file(&e))?;

    let raw = file.setup.get();
    let value = doc.value(raw, || "setup".to_owned(), || "setup".to_owned())?;
    let setup = AnySetup::deserialize(&value).map_err(|e| doc.broken_in("setup", raw, &e))?;
    fields::unknown_in(
        &value,
        &setup,
        |v| AnySetup::deserialize(v).ok(),
        "setup",
        &mut unknown,
    );
    let kind = setup.kind();
    let created = file.created.unwrap_or(DateTime::UNIX_EPOCH);
    let entries = log_v1(&doc, kind, file.log, created, &mut unknown)?;
    let (id, id_inside) = id_v1(id_from, file.id)?;
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
    let abandoned = file.abandoned;
    let mut session = Session::restore(Saved {
        id: id.into(),
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
    })?;
    session.set_abandoned(abandoned);
    session.set_pauses(file.pauses).map_err(|i| {
        FormatError::broken(
            format!("pauses[{i}]"),
            "a pause must end after it starts and start after the one before it ends; only the last may be open",
        )
    })?;
    session
        .set_turn_timer(file.turn_timer)
        .map_err(|e| FormatError::broken("turn_timer", format!("{e} (rule {})", e.rule())))?;
    if let Some(tag) = &file.event
        && (crate::roster::key(&tag.name).is_empty() || tag.round == 0 || tag.table == 0)
    {
        return Err(FormatError::broken(
            "event",
            "an event's name must not be empty, its round and table count from 1",
        ));
    }
    session.set_event_tag(file.event);
    let done = rewrites::read(file.rewrites, "rewrites", kind, created, &doc)?;
    let undone = rewrites::read(file.rewrites_undone, "rewrites_undone", kind, created, &doc)?;
    session.set_rewrites(done, undone).map_err(|place| {
        FormatError::broken(
            place,
            "names an entry that was not applied where it was made, or an action of another game",
        )
    })?;
    Ok(Decoded {
        session,
        unknown_fields: unknown,
        id_inside,
    })
}

/// The log of a version 1 or 2 file as entries (an entry without a time
/// takes the one before's, the first the file's `created`); the fields
/// nothing reads are added to `unknown`.
fn log_v1(
    doc: &Doc<'_>,
    kind: GameKind,
    log: Vec<EntryV1<'_>>,
    created: DateTime<Utc>,
    unknown: &mut Vec<String>,
) -> Result<Vec<Entry>, FormatError> {
    let mut last = created;
    let mut entries = Vec::with_capacity(log.len());
    let mut known = fields::Known::default();
    for (i, e) in log.into_iter().enumerate() {
        let raw = e.action.get();
        let place = || format!("log entry {} (action)", i + 1);
        let value = doc.value(raw, || format!("log[{i}].action"), place)?;
        let action = action_from(kind, &value).map_err(|err| doc.broken_in(place(), raw, &err))?;
        if !known.covers(&value) {
            let mut prefix = String::from("log");
            fields::push_index(&mut prefix, i);
            prefix.push_str(".action");
            let written = fields::unknown_in(
                &value,
                &action,
                |v| action_from(kind, v).ok(),
                &prefix,
                unknown,
            );
            if let Some(written) = written {
                known.learn(&written);
            }
        }
        let at = e.at.unwrap_or(last);
        last = at;
        entries.push(Entry {
            at,
            action,
            note: e.note,
            from: e.from,
        });
    }
    Ok(entries)
}

/// The session's id, as `id_from` says where it comes from, and the id
/// written inside the file when it is not the file's name.
fn id_v1(
    id_from: IdFrom<'_>,
    inside: Option<String>,
) -> Result<(String, Option<String>), FormatError> {
    Ok(match (id_from, inside) {
        (IdFrom::File(_), Some(id)) if super::valid_id(&id) => (id, None),
        (IdFrom::File(_), Some(id)) => {
            return Err(FormatError::broken(
                "id",
                format!(
                    "{} may hold only letters, digits, - and _",
                    short(&Value::String(id))
                ),
            ));
        }
        (IdFrom::File(fallback), None) => (fallback.to_owned(), None),
        (IdFrom::Name(name), inside) => (name.to_owned(), inside.filter(|i| i != name)),
    })
}

/// An error in the file as a whole: "line L, column C: what".
pub(super) fn whole_file(e: &serde_json::Error) -> FormatError {
    let place = if e.line() == 0 {
        String::from("file")
    } else {
        format!("line {}, column {}", e.line(), e.column())
    };
    FormatError::broken(place, plain(e))
}

/// The text being read, to give positions in it.
struct Doc<'a> {
    bytes: &'a [u8],
}

impl Doc<'_> {
    /// Where `part`, a slice of this text, starts in it.
    fn offset_of(&self, part: &str) -> Option<usize> {
        let offset = (part.as_ptr() as usize).checked_sub(self.bytes.as_ptr() as usize)?;
        (offset.checked_add(part.len())? <= self.bytes.len()).then_some(offset)
    }

    /// The line and column (from 1) of a byte offset.
    fn line_col(&self, offset: usize) -> (usize, usize) {
        let before = self.bytes.get(..offset).unwrap_or(self.bytes);
        let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        (line, before.len() - line_start + 1)
    }

    /// `part`, a slice of this text, as a JSON value. A key written twice
    /// in one object is refused as serde refuses one in the file's own
    /// fields: `line L, column C: duplicate field `setup.win.target``,
    /// named by its path under `path()` (JSON values keep the last one).
    fn value(
        &self,
        part: &str,
        path: impl FnOnce() -> String,
        place: impl FnOnce() -> String,
    ) -> Result<Value, FormatError> {
        super::parse::value(part, path).map_err(|e| match e {
            ValueError::Json(e) => self.broken_in(place(), part, &e),
            ValueError::Twice { path, at } => {
                let (line, column) = self.position_in(part, &at);
                FormatError::broken(
                    format!("line {line}, column {column}"),
                    format!("duplicate field `{path}`"),
                )
            }
        })
    }

    /// The line and column in the file of an error's position in `part`.
    fn position_in(&self, part: &str, e: &serde_json::Error) -> (usize, usize) {
        let Some(start) = self.offset_of(part) else {
            return (e.line(), e.column());
        };
        let (line, column) = self.line_col(start);
        match e.line() {
            0 => (line, column),
            1 => (line, (column + e.column()).saturating_sub(1).max(1)),
            l => (line + l - 1, e.column()),
        }
    }

    /// `place: line L, column C: what`, for an error met reading `part`:
    /// its own position in the file when it has one, else where `part`
    /// starts.
    fn broken_in(
        &self,
        place: impl Into<String>,
        part: &str,
        e: &serde_json::Error,
    ) -> FormatError {
        if self.offset_of(part).is_none() {
            return FormatError::broken(place, plain(e));
        }
        let (line, column) = self.position_in(part, e);
        FormatError::broken(place, format!("line {line}, column {column}: {}", plain(e)))
    }
}

/// serde_json's message without its position (given once, by the caller)
/// and in the words of the file rather than of Rust's types.
fn plain(e: &serde_json::Error) -> String {
    let text = e.to_string();
    let text = if e.line() > 0 {
        let suffix = format!(" at line {} column {}", e.line(), e.column());
        text.strip_suffix(&suffix)
            .map_or(text.clone(), str::to_owned)
    } else {
        text
    };
    plain_words(&text)
}

fn plain_words(text: &str) -> String {
    let Some(at) = text.rfind("expected ") else {
        return text.to_owned();
    };
    let (head, wanted) = text.split_at(at + "expected ".len());
    let named = [
        ("internally tagged enum ", "an object"),
        ("struct variant ", "an object"),
        ("tuple variant ", "an array"),
        ("tuple struct ", "an array"),
        ("unit struct ", "null"),
        ("struct ", "an object"),
        ("enum ", "a name"),
    ];
    let exact = [
        ("variant identifier", "a name"),
        ("field identifier", "a field name"),
        ("a sequence", "an array"),
        ("a map", "an object"),
        ("unit", "null"),
        ("u8", "a whole number from 0 to 255"),
        ("u16", "a whole number from 0 to 65535"),
        ("u32", "a whole number from 0 to 4294967295"),
        ("u64", "a whole number, 0 or more"),
        ("usize", "a whole number, 0 or more"),
        ("i8", "a whole number from -128 to 127"),
        ("i16", "a whole number from -32768 to 32767"),
        ("i32", "a whole number from -2147483648 to 2147483647"),
        ("i64", "a whole number"),
        ("isize", "a whole number"),
        ("f32", "a number"),
        ("f64", "a number"),
        ("char", "a single character"),
    ];
    let wanted = named
        .iter()
        .find(|(rust, _)| wanted.starts_with(rust))
        .map(|(_, file)| *file)
        .or_else(|| {
            exact
                .iter()
                .find(|(rust, _)| wanted == *rust)
                .map(|(_, file)| *file)
        })
        .unwrap_or(wanted);
    let head = head
        .replacen("invalid type: map,", "invalid type: object,", 1)
        .replacen("invalid type: sequence,", "invalid type: array,", 1)
        .replacen("invalid type: unit value,", "invalid type: null,", 1);
    format!("{head}{wanted}")
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
        assert_eq!(
            read(&to_bytes(&s).unwrap(), "x").unwrap().1,
            Vec::<String>::new()
        );
    }

    #[test]
    fn the_event_tag_is_kept_and_checked() {
        let mut s = from_bytes(HAND_WRITTEN.as_bytes(), "hand").unwrap();
        s.set_event_tag(Some(EventTag {
            name: "Friday Koth".into(),
            round: 2,
            table: 3,
        }));
        let bytes = to_bytes(&s).unwrap();
        let written = String::from_utf8(bytes.clone()).unwrap();
        assert!(written.contains(
            "\"event\": {\n    \"name\": \"Friday Koth\",\n    \"round\": 2,\n    \"table\": 3\n  }"
        ));
        let again = from_bytes(&bytes, "hand").unwrap();
        assert_eq!(again, s);
        assert_eq!(again.event_tag().map(|t| t.table), Some(3));
        assert_eq!(read(&bytes, "x").unwrap().1, Vec::<String>::new());
        let zero = written.replacen("\"round\": 2", "\"round\": 0", 1);
        assert!(matches!(
            from_bytes(zero.as_bytes(), "x").unwrap_err(),
            FormatError::Broken { place, .. } if place == "event"
        ));
        // A file without it (every file before events) has none.
        let old = from_bytes(HAND_WRITTEN.as_bytes(), "hand").unwrap();
        assert!(old.event_tag().is_none());
        assert!(
            !String::from_utf8(to_bytes(&old).unwrap())
                .unwrap()
                .contains("event")
        );
    }

    #[test]
    fn pauses_and_the_turn_timer_are_kept_and_checked() {
        let mut s = from_bytes(HAND_WRITTEN.as_bytes(), "hand").unwrap();
        let at = |m: i64| DateTime::UNIX_EPOCH + chrono::Duration::minutes(m);
        s.pause(at(1), false);
        s.resume(at(5));
        s.pause(at(9), true);
        s.set_turn_timer(Some(90)).unwrap();
        let bytes = to_bytes(&s).unwrap();
        let again = from_bytes(&bytes, "hand").unwrap();
        assert_eq!(again, s);
        assert!(again.paused() && again.paused_by_leaving());
        assert_eq!(again.turn_timer(), Some(90));
        let written = String::from_utf8(bytes).unwrap();
        let backwards = written.replacen("1970-01-01T00:05:00Z", "1970-01-01T00:00:30Z", 1);
        assert!(matches!(
            from_bytes(backwards.as_bytes(), "x").unwrap_err(),
            FormatError::Broken { place, .. } if place == "pauses[0]"
        ));
        let long = written.replacen("\"turn_timer\": 90", "\"turn_timer\": 5", 1);
        assert!(matches!(
            from_bytes(long.as_bytes(), "x").unwrap_err(),
            FormatError::Broken { place, reason } if place == "turn_timer" && reason.contains("rule-turn-timer")
        ));
        // A file without them (every file before them) has none.
        let old = from_bytes(HAND_WRITTEN.as_bytes(), "hand").unwrap();
        assert!(old.pauses().is_empty() && old.turn_timer().is_none());
        assert!(
            !String::from_utf8(to_bytes(&old).unwrap())
                .unwrap()
                .contains("pauses")
        );
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

    #[test]
    fn unknown_fields_are_named_at_every_level_and_the_file_still_loads() {
        let typos = HAND_WRITTEN
            .replace(
                "\"format_version\": 1,",
                "\"format_version\": 1, \"nte\": \"x\",",
            )
            .replace(
                "{\"name\": \"Points\"}",
                "{\"name\": \"Points\", \"mni\": 0}",
            )
            .replace(
                "\"color\": \"#1f77b4\"",
                "\"color\": \"#1f77b4\", \"colour\": 1",
            )
            .replace("\"target\": 3}", "\"target\": 3, \"trget\": 4}")
            .replace(
                "\"amount\": 3}",
                "\"amount\": 3, \"amuont\": 7}, \"at2\": 1",
            )
            .replace("\"counters\":", "\"stuff\": {\"deep\": [1]}, \"counters\":");
        let (session, unknown) = read(typos.as_bytes(), "x").unwrap();
        assert_eq!(
            unknown,
            [
                "nte",
                "log[0].at2",
                "setup.counters[0].mni",
                "setup.players[1].colour",
                "setup.stuff",
                "setup.win.trget",
                "log[0].action.amuont",
            ]
        );
        assert_eq!(session, from_bytes(HAND_WRITTEN.as_bytes(), "x").unwrap());
        assert_eq!(from_bytes(typos.as_bytes(), "x").unwrap(), session);
    }

    #[test]
    fn defaults_left_out_and_nulls_are_not_unknown() {
        let nulls = HAND_WRITTEN
            .replace(
                "{\"name\": \"Points\"}",
                "{\"name\": \"Points\", \"min\": null, \"max\": null}",
            )
            .replace(
                "\"format_version\": 1,",
                "\"format_version\": 1, \"id\": null, \"closed\": null,",
            );
        assert_eq!(read(nulls.as_bytes(), "x").unwrap().1, Vec::<String>::new());
    }

    #[test]
    fn messages_speak_of_the_file_and_give_the_position_once() {
        let cases: &[(&[u8], &str)] = &[
            (b"\"x\"", "line 1, column 3: invalid type: string \"x\", expected an object"),
            (b"{\"format_version\": 1,\n  oops", "line 2, column 3: key must be a string"),
            (
                b"{\"format_version\": 1, \"setup\": {}, \"log\": [3]}",
                "line 1, column 44: invalid type: integer `3`, expected an object",
            ),
            (b"{\"format_version\": 1, \"setup\": 3}", "setup: line 1, column 32: invalid type: integer `3`, expected an object"),
            (b"{\"format_version\": 1, \"setup\": {\"game\": \"custom\", \"players\": {}, \"counters\": []}}",
             "setup: line 1, column 32: invalid type: object, expected an array"),
            (b"{\"format_version\": 4294967296}", "format_version 4294967296 was written by a newer Tablekeeper (this one reads up to 2)"),
            (b"{\"format_version\": 1.5}", "format_version: 1.5 is not a whole number"),
            (b"  \n", "file: empty: it holds no session"),
        ];
        for (bytes, want) in cases {
            let got = from_bytes(bytes, "x").unwrap_err().to_string();
            assert_eq!(&got, want, "{}", String::from_utf8_lossy(bytes));
        }
        let bad = HAND_WRITTEN.replace("\"player\": 1", "\"player\": -1");
        let got = from_bytes(bad.as_bytes(), "x").unwrap_err().to_string();
        assert_eq!(
            got,
            "log entry 1 (action): line 5, column 28: invalid value: integer `-1`, expected a whole number, 0 or more"
        );
        let bad = HAND_WRITTEN.replace(
            "{\"name\": \"Points\"}",
            "{\"name\": \"Points\", \"min\": 1.5}",
        );
        let got = from_bytes(bad.as_bytes(), "x").unwrap_err().to_string();
        assert!(got.ends_with("expected a whole number"), "{got}");
        for leak in [
            "struct",
            "enum",
            "AnySetup",
            "EntryV1",
            "i64",
            "usize",
            " at line ",
        ] {
            assert!(!got.contains(leak), "{got}");
        }
    }

    #[test]
    fn a_key_twice_is_refused_at_any_depth_as_at_the_top() {
        let top = HAND_WRITTEN.replacen(
            "\"format_version\": 1,",
            "\"format_version\": 1, \"note\": \"a\", \"note\": \"b\",",
            1,
        );
        assert_eq!(
            from_bytes(top.as_bytes(), "x").unwrap_err().to_string(),
            "line 2, column 48: duplicate field `note`"
        );
        let cases = [
            (
                "{\"name\": \"Bo\", \"color\": \"#1f77b4\"}",
                "{\"name\": \"Bo\", \"name\": \"Cy\", \"color\": \"#1f77b4\"}",
                "line 3, column 106: duplicate field `setup.players[1].name`",
            ),
            (
                "\"target\": 3}",
                "\"target\": 3, \"target\": 5}",
                "line 4, column 112: duplicate field `setup.win.target`",
            ),
            (
                "\"amount\": 3}",
                "\"amount\": 3, \"amount\": 30}",
                "line 5, column 91: duplicate field `log[0].action.amount`",
            ),
            // A log entry's own field: serde names it, at its place.
            (
                "{\"action\":",
                "{\"note\": \"\", \"note\": \"\", \"action\":",
                "line 5, column 35: duplicate field `note`",
            ),
        ];
        for (from, to, want) in cases {
            let twice = HAND_WRITTEN.replacen(from, to, 1);
            assert_ne!(twice, HAND_WRITTEN, "{from}");
            let err = from_bytes(twice.as_bytes(), "x").unwrap_err();
            assert!(matches!(err, FormatError::Broken { .. }), "{err:?}");
            assert_eq!(err.to_string(), want, "{twice}");
        }
    }

    #[test]
    fn a_leading_byte_order_mark_is_skipped() {
        let mut bytes = b"\xEF\xBB\xBF".to_vec();
        bytes.extend_from_slice(HAND_WRITTEN.as_bytes());
        assert_eq!(
            from_bytes(&bytes, "x").unwrap(),
            from_bytes(HAND_WRITTEN.as_bytes(), "x").unwrap()
        );
    }

    #[test]
    fn in_the_data_folder_the_file_name_is_the_id() {
        let named = HAND_WRITTEN.replace(
            "\"format_version\": 1,",
            "\"format_version\": 1, \"id\": \"friday\",",
        );
        let d = decode(named.as_bytes(), IdFrom::Name("other")).unwrap();
        assert_eq!(d.session.id(), "other");
        assert_eq!(d.id_inside.as_deref(), Some("friday"));
        let d = decode(named.as_bytes(), IdFrom::Name("friday")).unwrap();
        assert_eq!(d.id_inside, None);
        assert_eq!(
            from_bytes(named.as_bytes(), "other").unwrap().id(),
            "friday"
        );
    }
}
