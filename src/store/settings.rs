//! The user's settings (language, theme) in `settings.json`. Reading is
//! tolerant: a field that is missing or wrong falls back to its default.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Light, dark, or whatever the system uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ThemeChoice {
    /// Follow the operating system.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// What the user chose.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Settings {
    /// A language code the app ships ("en", "tr"); none: the system's.
    pub language: Option<String>,
    /// The theme.
    pub theme: ThemeChoice,
}

impl Settings {
    /// Reads settings from a JSON value field by field, keeping defaults
    /// for whatever is missing or unreadable.
    pub fn from_value(value: &Value) -> Self {
        let language = value
            .get("language")
            .and_then(Value::as_str)
            .filter(|code| crate::i18n::languages().any(|l| l == *code))
            .map(str::to_owned);
        let theme = value
            .get("theme")
            .and_then(|t| serde_json::from_value(t.clone()).ok())
            .unwrap_or_default();
        Settings { language, theme }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bad_fields_fall_back_alone() {
        let s =
            Settings::from_value(&serde_json::json!({"language": "tr", "theme": "purple", "x": 1}));
        assert_eq!(
            s,
            Settings {
                language: Some("tr".into()),
                theme: ThemeChoice::System
            }
        );
        let s = Settings::from_value(&serde_json::json!({"language": "klingon", "theme": "dark"}));
        assert_eq!(
            s,
            Settings {
                language: None,
                theme: ThemeChoice::Dark
            }
        );
        assert_eq!(
            Settings::from_value(&serde_json::json!([1])),
            Settings::default()
        );
    }
}
