//! The user's settings (language, theme, zoom) in `settings.json`. Reading is
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// A language code the app ships ("en", "tr"); none: the system's.
    pub language: Option<String>,
    /// The theme.
    pub theme: ThemeChoice,
    /// The window's zoom in percent ([`ZOOM_MIN`] to [`ZOOM_MAX`]).
    pub zoom: u16,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            theme: ThemeChoice::default(),
            zoom: 100,
        }
    }
}

/// The smallest zoom, in percent.
pub const ZOOM_MIN: u16 = 50;
/// The largest zoom, in percent.
pub const ZOOM_MAX: u16 = 300;

impl Settings {
    /// Reads settings from a JSON value field by field, keeping defaults
    /// for whatever is missing or unreadable.
    pub fn from_value(value: &Value) -> Self {
        let language = value
            .get("language")
            .and_then(Value::as_str)
            .filter(|code| {
                crate::i18n::languages().any(|l| l == *code) || *code == crate::i18n::PSEUDO
            })
            .map(str::to_owned);
        let theme = value
            .get("theme")
            .and_then(|t| serde_json::from_value(t.clone()).ok())
            .unwrap_or_default();
        let zoom = value
            .get("zoom")
            .and_then(Value::as_u64)
            .and_then(|z| u16::try_from(z).ok())
            .filter(|z| (ZOOM_MIN..=ZOOM_MAX).contains(z))
            .unwrap_or(100);
        Settings {
            language,
            theme,
            zoom,
        }
    }

    /// The zoom `steps` of 10 % away (0: back to 100 %), within bounds.
    pub fn zoomed(&self, steps: i32) -> u16 {
        if steps == 0 {
            return 100;
        }
        let z = i32::from(self.zoom) + 10 * steps;
        u16::try_from(z.clamp(i32::from(ZOOM_MIN), i32::from(ZOOM_MAX))).unwrap_or(100)
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
                theme: ThemeChoice::System,
                zoom: 100,
            }
        );
        let s = Settings::from_value(&serde_json::json!({"language": "klingon", "theme": "dark"}));
        assert_eq!(
            s,
            Settings {
                language: None,
                theme: ThemeChoice::Dark,
                zoom: 100,
            }
        );
        assert_eq!(
            Settings::from_value(&serde_json::json!([1])),
            Settings::default()
        );
        let s = Settings::from_value(&serde_json::json!({"zoom": 130}));
        assert_eq!(
            (s.zoom, s.zoomed(1), s.zoomed(-1), s.zoomed(0)),
            (130, 140, 120, 100)
        );
        assert_eq!(
            Settings::from_value(&serde_json::json!({"zoom": 5000})).zoom,
            100
        );
        let top = Settings {
            zoom: ZOOM_MAX,
            ..Settings::default()
        };
        assert_eq!(top.zoomed(1), ZOOM_MAX);
    }
}
