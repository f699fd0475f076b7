//! Words typed by people (names, notes of the game) must not carry control
//! characters, which would forge lines on a terminal: one check for every
//! game, walking the setup or action as it is written in files.

use serde::Serialize;

use super::text::RuleError;

/// The path of the first string in `value` holding a control character,
/// e.g. `players[1].name`; `root` prefixes the path.
pub fn control_character<T: Serialize>(value: &T, root: &str) -> Option<String> {
    let json = serde_json::to_value(value).ok()?;
    find(&json, root.to_owned())
}

fn find(value: &serde_json::Value, path: String) -> Option<String> {
    match value {
        serde_json::Value::String(s) if s.chars().any(char::is_control) => Some(path),
        serde_json::Value::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, v)| find(v, format!("{path}[{i}]"))),
        serde_json::Value::Object(fields) => fields.iter().find_map(|(k, v)| {
            let sub = if path.is_empty() {
                k.clone()
            } else {
                format!("{path}.{k}")
            };
            find(v, sub)
        }),
        _ => None,
    }
}

/// Refuses words with control characters, naming the field.
pub fn check<T: Serialize>(value: &T, root: &str) -> Result<(), RuleError> {
    match control_character(value, root) {
        Some(field) => Err(RuleError::new("rule-control-character").arg("field", field)),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn names_the_field_that_holds_a_control_character() {
        let setup = json!({"players": [{"name": "Ana"}, {"name": "Bo\nFAKE LINE"}]});
        assert_eq!(
            control_character(&setup, "setup").as_deref(),
            Some("setup.players[1].name")
        );
        let esc = json!({"type": "add_unit", "name": "\u{1b}[31mRed"});
        assert_eq!(
            control_character(&esc, "action").as_deref(),
            Some("action.name")
        );
        assert_eq!(control_character(&json!({"name": "Çağrı & Zoë"}), ""), None);
        assert_eq!(
            check(&setup, "setup").unwrap_err().rule(),
            "rule-control-character"
        );
    }
}
