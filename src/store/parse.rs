//! Reading the data folder's own JSON files, event files and the roster,
//! with the care sessions get: a UTF-8 byte order mark skipped, a key
//! written twice in one object refused at any depth (for every kind of
//! file: see [`duplicate_key`]), the fields nothing reads named by their
//! path, a newer format told apart from a broken file. Only bytes in and
//! values out: the callers read the files, and add the file's path to the
//! messages, which never name it.

use std::borrow::Cow;
use std::collections::HashSet;

use serde::Deserialize;
use serde::de::{self, DeserializeSeed, MapAccess, SeqAccess, Visitor};
use serde_json::Value;

use super::fields;
use super::format::whole_file;
use crate::event::{Event, FORMAT};
use crate::roster::Person;

/// A file as read, and the fields in it that nothing reads.
#[derive(Debug, Clone, PartialEq)]
pub struct Parsed<T> {
    /// What the file holds.
    pub value: T,
    /// The path of every field nothing reads (usually a typo), in the
    /// style of sessions' (`rounds[0].tables[1].colour`).
    pub unknown_fields: Vec<String>,
}

/// Why a file was not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseError {
    /// Written by a newer Tablekeeper: its `format` as written (the most a
    /// `u32` holds when more), and the event's name when it has one. To be
    /// left as it is.
    Newer {
        /// The file's `format`.
        format: u32,
        /// The `name` inside, when it is a string.
        name: Option<String>,
    },
    /// Not a file this Tablekeeper reads: why, and where in the file
    /// (`line 3, column 9: …`), or the rule it breaks (`… (rule rule-id)`).
    Broken(String),
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ParseError::Newer { format, .. } => write!(
                f,
                "written by a newer Tablekeeper (format {format}); it is left as it is"
            ),
            ParseError::Broken(why) => f.write_str(why),
        }
    }
}

/// A key written twice in one object of a JSON file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Duplicate {
    /// The key's path in the file: `setup.players[1].name`, `format`.
    pub path: String,
    /// The line of its second time, from 1.
    pub line: usize,
    /// The column just after its second time, from 1.
    pub column: usize,
}

impl Duplicate {
    /// Where: `line L, column C`.
    pub fn place(&self) -> String {
        format!("line {}, column {}", self.line, self.column)
    }

    /// What, in the words serde uses for a struct's own fields:
    /// ``duplicate field `setup.players[1].name` ``.
    pub fn reason(&self) -> String {
        format!("duplicate field `{}`", self.path)
    }
}

impl std::fmt::Display for Duplicate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.place(), self.reason())
    }
}

/// The UTF-8 byte order mark some editors put first; skipped.
const BOM: &[u8] = b"\xEF\xBB\xBF";

/// `bytes` without a leading byte order mark.
pub fn without_bom(bytes: &[u8]) -> &[u8] {
    bytes.strip_prefix(BOM).unwrap_or(bytes)
}

/// The first key of the JSON text `bytes` (a byte order mark skipped)
/// written twice in one object, at any depth. Text that is not JSON has
/// none here: its reader says what is wrong with it. One pass, no copy of
/// the values: the keys of the objects being read are kept on one stack.
pub fn duplicate_key(bytes: &[u8]) -> Result<(), Duplicate> {
    let mut state = State::default();
    let mut de = serde_json::Deserializer::from_slice(without_bom(bytes));
    let Err(e) = Walk { state: &mut state }.deserialize(&mut de) else {
        return Ok(());
    };
    if !state.duplicate {
        return Ok(());
    }
    Err(Duplicate {
        path: state.path_under(""),
        line: e.line(),
        column: e.column(),
    })
}

/// Why [`value`] refused a JSON text.
#[derive(Debug)]
pub enum ValueError {
    /// Not JSON: serde_json's error, its position in the text.
    Json(serde_json::Error),
    /// A key written twice in one object: its path, under the prefix
    /// given, and an error whose position (in the text) is just after it.
    Twice {
        /// `setup.players[1].name`.
        path: String,
        /// Where: its line and column.
        at: serde_json::Error,
    },
}

/// The JSON text `text` as a value, as `serde_json::from_str::<Value>`
/// reads it, but refusing a key written twice in one object (which it
/// would keep the last of), named by its path under `prefix()`. Checks the
/// keys while building the value, in the pass that builds it anyway.
pub fn value(text: &str, prefix: impl FnOnce() -> String) -> Result<Value, ValueError> {
    let mut state = State::default();
    let mut de = serde_json::Deserializer::from_str(text);
    let read = Build { state: &mut state }
        .deserialize(&mut de)
        .and_then(|v| de.end().map(|()| v));
    match read {
        Ok(value) => Ok(value),
        Err(at) if state.duplicate => Err(ValueError::Twice {
            path: state.path_under(&prefix()),
            at,
        }),
        Err(e) => Err(ValueError::Json(e)),
    }
}

/// The head of an event file, read before the rest.
#[derive(Deserialize)]
struct EventHead {
    #[serde(default)]
    format: Option<Value>,
    #[serde(default)]
    name: Option<Value>,
}

/// An event file's event: a byte order mark skipped; a newer `format`
/// is [`ParseError::Newer`]; a duplicate key, a field of the wrong type or
/// an event that does not check ([`Event::check`]) is
/// [`ParseError::Broken`]; fields nothing reads are named.
pub fn event(bytes: &[u8]) -> Result<Parsed<Event>, ParseError> {
    let bytes = without_bom(bytes);
    let head: EventHead = serde_json::from_slice(bytes).map_err(|e| broken(&e))?;
    if let Some(format) = head.format.as_ref().and_then(Value::as_u64)
        && format > u64::from(FORMAT)
    {
        return Err(ParseError::Newer {
            format: u32::try_from(format).unwrap_or(u32::MAX),
            name: head.name.and_then(|n| n.as_str().map(str::to_owned)),
        });
    }
    let Parsed {
        value,
        unknown_fields,
    } = strict::<Event>(bytes)?;
    value
        .check()
        .map_err(|e| ParseError::Broken(format!("{e} (rule {})", e.rule())))?;
    Ok(Parsed {
        value,
        unknown_fields,
    })
}

/// The roster file as written: its format and its people.
#[derive(Deserialize)]
struct RosterFile {
    format: u32,
    #[serde(default)]
    players: Vec<Person>,
}

/// The roster file's format and people: a byte order mark skipped; a
/// duplicate key or a field of the wrong type is [`ParseError::Broken`];
/// fields nothing reads are named. A newer format is read all the same
/// (its number returned, for the caller to leave the file unwritten).
pub fn roster(bytes: &[u8]) -> Result<Parsed<(u32, Vec<Person>)>, ParseError> {
    let parsed = strict::<RosterFile>(without_bom(bytes))?;
    Ok(Parsed {
        value: (parsed.value.format, parsed.value.players),
        unknown_fields: parsed.unknown_fields,
    })
}

/// `T` from the whole of `bytes`, refusing a duplicate key, naming the
/// fields it skips.
fn strict<T: for<'de> Deserialize<'de>>(bytes: &[u8]) -> Result<Parsed<T>, ParseError> {
    duplicate_key(bytes).map_err(|d| ParseError::Broken(d.to_string()))?;
    let mut unknown_fields = Vec::new();
    let mut de = serde_json::Deserializer::from_slice(bytes);
    let value: T = serde_ignored::deserialize(&mut de, |path| {
        unknown_fields.push(fields::ignored_path(&path));
    })
    .map_err(|e| broken(&e))?;
    de.end().map_err(|e| broken(&e))?;
    Ok(Parsed {
        value,
        unknown_fields,
    })
}

/// A JSON error as a message: `line L, column C: what`, in the file's
/// words, as sessions say it.
fn broken(e: &serde_json::Error) -> ParseError {
    ParseError::Broken(whole_file(e).to_string())
}

/// One step of a path into a JSON document.
enum Step {
    Key(String),
    Index(usize),
}

/// An object with more keys than this keeps them in a hash set.
const FEW_KEYS: usize = 16;

/// The walk's state: the keys of the objects being read, innermost last;
/// and once a key is found twice, the path to it, innermost first.
#[derive(Default)]
struct State<'de> {
    keys: Vec<Cow<'de, str>>,
    duplicate: bool,
    path: Vec<Step>,
}

impl State<'_> {
    /// The path found, under `prefix`.
    fn path_under(&self, prefix: &str) -> String {
        let mut path = prefix.to_owned();
        for step in self.path.iter().rev() {
            match step {
                Step::Key(key) => fields::push_key(&mut path, key),
                Step::Index(i) => fields::push_index(&mut path, *i),
            }
        }
        path
    }

    /// Notes the key found twice, and answers the error to unwind with.
    fn twice<E: de::Error>(&mut self, key: String) -> E {
        self.duplicate = true;
        self.path.push(Step::Key(key));
        E::custom("a key written twice")
    }

    /// Notes, unwinding from a key found twice, the step `step` taken.
    fn unwinding(&mut self, step: impl FnOnce() -> Step) {
        if self.duplicate {
            self.path.push(step());
        }
    }
}

/// Reads any JSON value, checking the keys of every object in it.
struct Walk<'s, 'de> {
    state: &'s mut State<'de>,
}

impl<'de> DeserializeSeed<'de> for Walk<'_, 'de> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Walk<'_, 'de> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, _: bool) -> Result<(), E> {
        Ok(())
    }

    fn visit_i64<E>(self, _: i64) -> Result<(), E> {
        Ok(())
    }

    fn visit_u64<E>(self, _: u64) -> Result<(), E> {
        Ok(())
    }

    fn visit_f64<E>(self, _: f64) -> Result<(), E> {
        Ok(())
    }

    fn visit_str<E>(self, _: &str) -> Result<(), E> {
        Ok(())
    }

    fn visit_unit<E>(self) -> Result<(), E> {
        Ok(())
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let mut i = 0;
        loop {
            match seq.next_element_seed(Walk {
                state: &mut *self.state,
            }) {
                Ok(Some(())) => i += 1,
                Ok(None) => return Ok(()),
                Err(e) => {
                    self.state.unwinding(|| Step::Index(i));
                    return Err(e);
                }
            }
        }
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let start = self.state.keys.len();
        let read = walk_map(self.state, &mut map, start);
        self.state.keys.truncate(start);
        read
    }
}

/// Reads the entries of an object whose keys go on `state.keys` from
/// `start` (into a hash set past [`FEW_KEYS`]).
fn walk_map<'de, A: MapAccess<'de>>(
    state: &mut State<'de>,
    map: &mut A,
    start: usize,
) -> Result<(), A::Error> {
    let mut many: Option<HashSet<Cow<'de, str>>> = None;
    while let Some(key) = map.next_key_seed(KeySeed)? {
        let seen = match &mut many {
            Some(set) => !set.insert(key.clone()),
            None => state.keys.get(start..).is_some_and(|k| k.contains(&key)),
        };
        if seen {
            return Err(state.twice(key.into_owned()));
        }
        if many.is_none() {
            state.keys.push(key.clone());
            if state.keys.len() - start > FEW_KEYS {
                many = Some(state.keys.drain(start..).collect());
            }
        }
        if let Err(e) = map.next_value_seed(Walk { state: &mut *state }) {
            state.unwinding(|| Step::Key(key.into_owned()));
            return Err(e);
        }
    }
    Ok(())
}

/// Builds a JSON value as serde_json does, refusing a key written twice.
struct Build<'s, 'de> {
    state: &'s mut State<'de>,
}

impl<'de> DeserializeSeed<'de> for Build<'_, 'de> {
    type Value = Value;

    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for Build<'_, 'de> {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, b: bool) -> Result<Value, E> {
        Ok(Value::Bool(b))
    }

    fn visit_i64<E>(self, n: i64) -> Result<Value, E> {
        Ok(Value::from(n))
    }

    fn visit_u64<E>(self, n: u64) -> Result<Value, E> {
        Ok(Value::from(n))
    }

    fn visit_f64<E>(self, n: f64) -> Result<Value, E> {
        Ok(Value::from(n))
    }

    fn visit_str<E>(self, s: &str) -> Result<Value, E> {
        Ok(Value::String(s.to_owned()))
    }

    fn visit_string<E>(self, s: String) -> Result<Value, E> {
        Ok(Value::String(s))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
        loop {
            match seq.next_element_seed(Build {
                state: &mut *self.state,
            }) {
                Ok(Some(item)) => items.push(item),
                Ok(None) => return Ok(Value::Array(items)),
                Err(e) => {
                    let i = items.len();
                    self.state.unwinding(|| Step::Index(i));
                    return Err(e);
                }
            }
        }
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut object = serde_json::Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if object.contains_key(&key) {
                return Err(self.state.twice(key));
            }
            match map.next_value_seed(Build {
                state: &mut *self.state,
            }) {
                Ok(value) => {
                    object.insert(key, value);
                }
                Err(e) => {
                    self.state.unwinding(|| Step::Key(key));
                    return Err(e);
                }
            }
        }
        Ok(Value::Object(object))
    }
}

/// Reads an object's key, borrowed from the text when it has no escapes.
struct KeySeed;

impl<'de> DeserializeSeed<'de> for KeySeed {
    type Value = Cow<'de, str>;

    fn deserialize<D: de::Deserializer<'de>>(self, d: D) -> Result<Self::Value, D::Error> {
        d.deserialize_str(self)
    }
}

impl<'de> Visitor<'de> for KeySeed {
    type Value = Cow<'de, str>;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a key")
    }

    fn visit_borrowed_str<E>(self, key: &'de str) -> Result<Self::Value, E> {
        Ok(Cow::Borrowed(key))
    }

    fn visit_str<E>(self, key: &str) -> Result<Self::Value, E> {
        Ok(Cow::Owned(key.to_owned()))
    }

    fn visit_string<E>(self, key: String) -> Result<Self::Value, E> {
        Ok(Cow::Owned(key))
    }
}

#[cfg(test)]
mod tests;
