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
///
/// Linear in the size of `input` whatever it holds: the candidates are
/// grouped by their place in the schema (see [`template`]), and groups are
/// tested together, halving only a group that holds a known field; so a
/// file with 100,000 unknown keys is parsed twice, not 100,000 times.
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
    if candidates.is_empty() {
        return Some(written);
    }
    // Candidates in the same place of the schema share a verdict.
    let mut groups: Vec<Vec<Vec<Step>>> = Vec::new();
    let mut by_template: HashMap<String, usize> = HashMap::new();
    for path in candidates {
        let at = *by_template
            .entry(template(input, &path))
            .or_insert_with(|| {
                groups.push(Vec::new());
                groups.len() - 1
            });
        groups[at].push(path);
    }
    let all: Vec<&Vec<Vec<Step>>> = groups.iter().collect();
    let mut unknown = Vec::new();
    sort_out(input, parsed, &parse, &all, &mut unknown);
    // In the order of the file, as read.
    let mut found: Vec<&Vec<Step>> = unknown.into_iter().flatten().collect();
    found.sort_unstable_by(|a, b| order(a, b));
    for path in found {
        let mut text = prefix.to_owned();
        for step in path {
            match step {
                Step::Key(k) => push_key(&mut text, k),
                Step::Index(i) => push_index(&mut text, *i),
            }
        }
        out.push(text);
    }
    Some(written)
}

/// Whether `input` with every slot of `groups` poisoned still parses to
/// `parsed`: then every one is unknown. Else a single group is known, and
/// more are split in two and tried again.
fn sort_out<'g, T: PartialEq>(
    input: &Value,
    parsed: &T,
    parse: &impl Fn(&Value) -> Option<T>,
    groups: &[&'g Vec<Vec<Step>>],
    unknown: &mut Vec<&'g Vec<Vec<Step>>>,
) {
    let mut probe = input.clone();
    for path in groups.iter().copied().flatten() {
        if let Some(slot) = slot_mut(&mut probe, path) {
            *slot = poison();
        }
    }
    if parse(&probe).is_some_and(|again| again == *parsed) {
        unknown.extend_from_slice(groups);
    } else if groups.len() > 1 {
        let (a, b) = groups.split_at(groups.len() / 2);
        sort_out(input, parsed, parse, a, unknown);
        sort_out(input, parsed, parse, b, unknown);
    }
}

/// The place of `path` in the schema: its keys, any array index as `*`,
/// and the tag (`"type"`, `"game"`, `"rule"`) of each object on the way, so
/// that two variants of an enum never share a place.
fn template(input: &Value, path: &[Step]) -> String {
    let mut text = String::new();
    let mut here = Some(input);
    for step in path {
        if let Some(Value::Object(map)) = here {
            for tag in ["type", "game", "rule"] {
                if let Some(Value::String(v)) = map.get(tag) {
                    text.push_str(&format!("<{tag}={}>", Value::String(v.clone())));
                }
            }
        }
        match step {
            Step::Key(k) => {
                push_key(&mut text, k);
                here = here.and_then(|v| v.get(k.as_str()));
            }
            Step::Index(i) => {
                text.push_str("[*]");
                here = here.and_then(|v| v.get(*i));
            }
        }
    }
    text
}

/// The order of two paths in the file (keys as the map holds them).
fn order(a: &[Step], b: &[Step]) -> std::cmp::Ordering {
    for (x, y) in a.iter().zip(b) {
        let o = match (x, y) {
            (Step::Index(i), Step::Index(j)) => i.cmp(j),
            (Step::Key(k), Step::Key(l)) => k.cmp(l),
            (Step::Index(_), Step::Key(_)) => std::cmp::Ordering::Less,
            (Step::Key(_), Step::Index(_)) => std::cmp::Ordering::Greater,
        };
        if o.is_ne() {
            return o;
        }
    }
    a.len().cmp(&b.len())
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

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(tag = "type", rename_all = "snake_case")]
    enum Item {
        Add {
            amount: i64,
            #[serde(default, skip_serializing_if = "Option::is_none")]
            min: Option<i64>,
        },
        Sub {
            amount: i64,
        },
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Holder {
        items: Vec<Item>,
    }

    /// The unknown fields of `json` read as a [`Holder`], and how many
    /// times it was parsed to find them.
    fn unknown_counted(json: &Value) -> (Vec<String>, usize) {
        let parses = std::cell::Cell::new(0);
        let parse = |v: &Value| {
            parses.set(parses.get() + 1);
            Holder::deserialize(v).ok()
        };
        let parsed = parse(json).unwrap();
        let mut out = Vec::new();
        unknown_in(json, &parsed, parse, "setup", &mut out);
        (out, parses.get() - 1)
    }

    #[test]
    fn many_unknown_keys_take_one_parse() {
        let mut item = serde_json::json!({"type": "add", "amount": 1});
        for k in 0..100_000 {
            item[format!("k{k:06}")] = Value::Bool(true);
        }
        let (found, parses) = unknown_counted(&serde_json::json!({ "items": [item] }));
        assert_eq!(found.len(), 100_000);
        assert_eq!(found[0], "setup.items[0].k000000");
        assert_eq!(found[99_999], "setup.items[0].k099999");
        assert_eq!(parses, 1);
    }

    #[test]
    fn known_fields_left_out_in_many_places_cost_a_few_parses() {
        // 10,000 items writing a defaulted field, and a typo in one.
        let mut items: Vec<Value> = (0..10_000)
            .map(|_| serde_json::json!({"type": "add", "amount": 1, "min": null}))
            .collect();
        items[4321]["amuont"] = Value::from(2);
        let (found, parses) = unknown_counted(&serde_json::json!({ "items": items }));
        assert_eq!(found, ["setup.items[4321].amuont"]);
        assert!(parses <= 4, "{parses} parses");
    }

    #[test]
    fn variants_sharing_a_path_are_told_apart() {
        // `min` is known to `add` (left out as null) and unknown to `sub`.
        let json = serde_json::json!({"items": [
            {"type": "add", "amount": 1, "min": null},
            {"type": "sub", "amount": 1, "min": 3},
            {"type": "add", "amount": 2, "min": null},
            {"type": "sub", "amount": 2, "min": 4},
        ]});
        let (found, _) = unknown_counted(&json);
        assert_eq!(found, ["setup.items[1].min", "setup.items[3].min"]);
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
