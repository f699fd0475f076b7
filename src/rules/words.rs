//! Words typed by people (names, notes of the game) must not carry control
//! characters or direction overrides, which would forge or reorder lines on
//! a terminal: one check for every game, walking the setup or action as it
//! is written in files.

use serde::Serialize;

use super::text::RuleError;

/// Whether names and notes refuse `c`: a control character (C0 and C1,
/// line breaks and tabs among them), a line or paragraph separator
/// (U+2028, U+2029), or a bidirectional override or isolate (U+202A to
/// U+202E, U+2066 to U+2069), which reorders the text around it.
pub fn refused(c: char) -> bool {
    c.is_control() || matches!(c, '\u{2028}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// Whether `text` holds a character names and notes refuse ([`refused`]).
pub fn unsafe_text(text: &str) -> bool {
    text.chars().any(refused)
}

/// Refuses `text` when it holds a character [`refused`] names, naming
/// `field` (e.g. `note`, `log[2].note`).
pub fn check_text(text: &str, field: &str) -> Result<(), RuleError> {
    if unsafe_text(text) {
        Err(RuleError::new("rule-control-character").arg("field", field))
    } else {
        Ok(())
    }
}

/// The path of the first string in `value` holding a refused character,
/// e.g. `players[1].name`; `root` prefixes the path.
pub fn control_character<T: Serialize>(value: &T, root: &str) -> Option<String> {
    let json = serde_json::to_value(value).ok()?;
    find(&json, root.to_owned())
}

fn find(value: &serde_json::Value, path: String) -> Option<String> {
    match value {
        serde_json::Value::String(s) if unsafe_text(s) => Some(path),
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

/// Refuses words with refused characters ([`refused`]), naming the field.
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

    #[test]
    fn refuses_separators_and_direction_overrides_but_not_other_marks() {
        for c in [
            '\u{2028}', '\u{2029}', '\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}', '\u{202e}',
            '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}', '\u{85}', '\u{7f}', '\t',
        ] {
            let name = format!("Ana{c}Bo");
            assert!(refused(c), "{c:?}");
            assert_eq!(
                control_character(&json!({"players": [{"name": name}]}), "setup").as_deref(),
                Some("setup.players[0].name"),
                "{c:?}"
            );
            assert_eq!(
                check_text(&name, "note").unwrap_err(),
                RuleError::new("rule-control-character").arg("field", "note")
            );
        }
        // Neighbours of the refused ranges, and marks that reorder nothing.
        for c in [
            '\u{2027}', '\u{202f}', '\u{2065}', '\u{206a}', '\u{200f}', 'é',
        ] {
            assert!(!refused(c), "{c:?}");
        }
        assert_eq!(check_text("Friday, 8 pm — ünï", "note"), Ok(()));
    }
}
