//! Finding the fields of a session file that nothing reads (usually typos),
//! named by their path in the file: `setup.counters[0].mni`,
//! `log[3].action.amuont`.
//!
//! The file and its log entries are plain structs, read through
//! `serde_ignored`, which reports every field they skip. The setup, the win
//! rule and the actions are enums tagged by a field inside them (`"game"`,
//! `"rule"`, `"type"`); serde reads those through a private buffer that no
//! deserializer adapter can look into, so `serde_ignored` never sees their
//! unknown fields. For them, [`unknown_in`] writes the parsed value back to
//! JSON and compares: a key of the input that is missing from the output is
//! a candidate, and it is unknown only if putting a value no field could
//! accept in its place still parses to the same thing (so a known field
//! left out of the output because it holds its default, or an alias, is
//! never reported).

use std::collections::{HashMap, HashSet};

use serde::Serialize;
use serde_json::Value;

/// One step of a path into a JSON document.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Step {
    Key(String),
    Index(usize),
}

/// Appends `key` to `path` as it is written in messages: `.name`, or
/// `["odd key"]` when the key is not a plain name.
pub fn push_key(path: &mut String, key: &str) {
    let plain = !key.is_empty()
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
    if plain {
        if !path.is_empty() {
            path.push('.');
        }
        path.push_str(key);
    } else {
        path.push_str(&format!("[{}]", Value::String(key.to_owned())));
    }
}

/// Appends an array index to `path`: `[3]`.
pub fn push_index(path: &mut String, index: usize) {
    path.push_str(&format!("[{index}]"));
}

/// The path `serde_ignored` reports, written as in messages.
pub fn ignored_path(path: &serde_ignored::Path<'_>) -> String {
    let mut out = String::new();
    write_ignored(path, &mut out);
    out
}

fn write_ignored(path: &serde_ignored::Path<'_>, out: &mut String) {
    use serde_ignored::Path;
    match path {
        Path::Root => {}
        Path::Seq { parent, index } => {
            write_ignored(parent, out);
            push_index(out, *index);
        }
        Path::Map { parent, key } => {
            write_ignored(parent, out);
            push_key(out, key);
        }
        Path::Some { parent }
        | Path::NewtypeStruct { parent }
        | Path::NewtypeVariant { parent } => write_ignored(parent, out),
    }
}

/// Pushes onto `out` the path (under `prefix`) of every field of `input`
/// that `parsed`, read from it by `parse`, does not use. Returns `parsed`
/// as written back, for [`Known::learn`].
pub fn unknown_in<T: Serialize + PartialEq>(
    input: &Value,
    parsed: &T,
    parse: impl Fn(&Value) -> Option<T>,
    prefix: &str,
    out: &mut Vec<String>,
) -> Option<Value> {
    let written = serde_json::to_value(parsed).ok()?;
    let mut candidates = Vec::new();
    walk(input, &written, &mut Vec::new(), &mut candidates);
    for path in candidates {
        let mut probe = input.clone();
        let Some(slot) = slot_mut(&mut probe, &path) else {
            continue;
        };
        *slot = poison();
        if parse(&probe).is_some_and(|again| again == *parsed) {
            let mut text = prefix.to_owned();
            for step in &path {
                match step {
                    Step::Key(k) => push_key(&mut text, k),
                    Step::Index(i) => push_index(&mut text, *i),
                }
            }
            out.push(text);
        }
    }
    Some(written)
}

/// The field names each kind of action (by its `"type"`) was seen written
/// with. An action whose fields are all among them, none holding an object,
/// has no unknown field: it skips [`unknown_in`], which writes it back.
#[derive(Debug, Default)]
pub struct Known {
    fields: HashMap<String, HashSet<String>>,
}

impl Known {
    /// Whether `input` is a flat action of a known type whose every field
    /// was seen written.
    pub fn covers(&self, input: &Value) -> bool {
        let Some(object) = input.as_object() else {
            return false;
        };
        let Some(fields) = object
            .get("type")
            .and_then(Value::as_str)
            .and_then(|t| self.fields.get(t))
        else {
            return false;
        };
        object
            .iter()
            .all(|(key, value)| fields.contains(key) && !holds_object(value))
    }

    /// Remembers the fields of an action as written back.
    pub fn learn(&mut self, written: &Value) {
        let Some(object) = written.as_object() else {
            return;
        };
        let Some(kind) = object.get("type").and_then(Value::as_str) else {
            return;
        };
        let fields = self.fields.entry(kind.to_owned()).or_default();
        for key in object.keys() {
            if !fields.contains(key) {
                fields.insert(key.clone());
            }
        }
    }
}

fn holds_object(value: &Value) -> bool {
    match value {
        Value::Object(_) => true,
        Value::Array(items) => items.iter().any(holds_object),
        _ => false,
    }
}

/// A value no field of a session accepts: an object with one odd key.
fn poison() -> Value {
    let mut map = serde_json::Map::new();
    map.insert(
        String::from("\u{1}tablekeeper-probe"),
        Value::Array(vec![Value::Null]),
    );
    Value::Object(map)
}

fn walk(input: &Value, written: &Value, path: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
    match (input, written) {
        (Value::Object(i), Value::Object(w)) => {
            for (key, value) in i {
                path.push(Step::Key(key.clone()));
                match w.get(key) {
                    Some(w) => walk(value, w, path, out),
                    None => out.push(path.clone()),
                }
                path.pop();
            }
        }
        (Value::Array(i), Value::Array(w)) if i.len() == w.len() => {
            for (n, (i, w)) in i.iter().zip(w).enumerate() {
                path.push(Step::Index(n));
                walk(i, w, path, out);
                path.pop();
            }
        }
        _ => {}
    }
}

fn slot_mut<'v>(value: &'v mut Value, path: &[Step]) -> Option<&'v mut Value> {
    let mut here = value;
    for step in path {
        here = match (step, here) {
            (Step::Key(k), Value::Object(map)) => map.get_mut(k)?,
            (Step::Index(i), Value::Array(items)) => items.get_mut(*i)?,
            _ => return None,
        };
    }
    Some(here)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(tag = "type", rename_all = "snake_case")]
    enum Tagged {
        Add {
            amount: i64,
            #[serde(default, skip_serializing_if = "Option::is_none")]
            min: Option<i64>,
            #[serde(alias = "defence", default)]
            defense: i64,
        },
    }

    fn unknown(json: Value) -> Vec<String> {
        let parse = |v: &Value| Tagged::deserialize(v).ok();
        let parsed = parse(&json).unwrap();
        let mut out = Vec::new();
        unknown_in(&json, &parsed, parse, "action", &mut out);
        out
    }

    #[test]
    fn finds_what_a_tagged_enum_skips_and_nothing_else() {
        let json = serde_json::json!({"type": "add", "amount": 1, "amuont": 7,
            "min": null, "defence": 2, "we ird": {"x": 1}});
        assert_eq!(unknown(json), ["action.amuont", "action[\"we ird\"]"]);
        assert!(unknown(serde_json::json!({"type": "add", "amount": 1})).is_empty());
    }

    #[test]
    fn known_fields_let_flat_actions_skip_the_check() {
        let mut known = Known::default();
        let add = serde_json::json!({"type": "add", "amount": 1, "defense": 0});
        assert!(!known.covers(&add));
        known.learn(&add);
        assert!(known.covers(&serde_json::json!({"type": "add", "amount": 5})));
        assert!(!known.covers(&serde_json::json!({"type": "add", "amuont": 5})));
        assert!(!known.covers(&serde_json::json!({"type": "add", "amount": {"x": 1}})));
        assert!(!known.covers(&serde_json::json!({"type": "set", "amount": 5})));
    }

    #[test]
    fn paths_read_like_the_file() {
        let mut p = String::new();
        push_key(&mut p, "setup");
        push_key(&mut p, "counters");
        push_index(&mut p, 0);
        push_key(&mut p, "mni");
        assert_eq!(p, "setup.counters[0].mni");
        let mut p = String::new();
        push_key(&mut p, "a\u{7}");
        assert_eq!(p, "[\"a\\u0007\"]");
    }
}
