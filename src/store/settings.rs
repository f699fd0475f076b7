//! The user's settings (language, theme, contrast, zoom) in `settings.json`. Reading is
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

/// Ordinary colours, or high contrast (text and controls at 7:1 or more,
/// WCAG 2.2 AAA), on the light or dark side the theme picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Contrast {
    /// The theme's own colours.
    #[default]
    Normal,
    /// Black and white with bright accents.
    High,
}

/// What the user chose.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// A language code the app ships ("en", "tr"); none: the system's.
    pub language: Option<String>,
    /// The theme.
    pub theme: ThemeChoice,
    /// Normal or high contrast.
    pub contrast: Contrast,
    /// The window's zoom in percent ([`ZOOM_MIN`] to [`ZOOM_MAX`]).
    pub zoom: u16,
    /// The size of the window's text in percent ([`TEXT_MIN`] to
    /// [`TEXT_MAX`]): the words grow and the layout flows around them,
    /// where the zoom makes everything bigger.
    pub text_size: u16,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            language: None,
            theme: ThemeChoice::default(),
            contrast: Contrast::default(),
            zoom: 100,
            text_size: 100,
        }
    }
}

/// The smallest zoom, in percent.
pub const ZOOM_MIN: u16 = 50;
/// The largest zoom, in percent.
pub const ZOOM_MAX: u16 = 300;
/// The ordinary text size, in percent.
pub const TEXT_MIN: u16 = 100;
/// The largest text size, in percent.
pub const TEXT_MAX: u16 = 200;
/// One step of the text size, in percent.
pub const TEXT_STEP: u16 = 25;

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
        let contrast = value
            .get("contrast")
            .and_then(|c| serde_json::from_value(c.clone()).ok())
            .unwrap_or_default();
        let zoom = value
            .get("zoom")
            .and_then(Value::as_u64)
            .and_then(|z| u16::try_from(z).ok())
            .filter(|z| (ZOOM_MIN..=ZOOM_MAX).contains(z))
            .unwrap_or(100);
        let text_size = value
            .get("text_size")
            .and_then(Value::as_u64)
            .and_then(|z| u16::try_from(z).ok())
            .filter(|z| (TEXT_MIN..=TEXT_MAX).contains(z))
            .unwrap_or(TEXT_MIN);
        Settings {
            language,
            theme,
            contrast,
            zoom,
            text_size,
        }
    }

    /// The text size `steps` of [`TEXT_STEP`] away, within bounds.
    pub fn text_sized(&self, steps: i32) -> u16 {
        let z = i32::from(self.text_size) + i32::from(TEXT_STEP) * steps;
        u16::try_from(z.clamp(i32::from(TEXT_MIN), i32::from(TEXT_MAX))).unwrap_or(TEXT_MIN)
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
                contrast: Contrast::Normal,
                zoom: 100,
                text_size: 100,
            }
        );
        let s = Settings::from_value(&serde_json::json!({"language": "klingon", "theme": "dark"}));
        assert_eq!(
            s,
            Settings {
                language: None,
                theme: ThemeChoice::Dark,
                contrast: Contrast::Normal,
                zoom: 100,
                text_size: 100,
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
        let s = Settings::from_value(&serde_json::json!({"contrast": "high", "theme": "light"}));
        assert_eq!((s.contrast, s.theme), (Contrast::High, ThemeChoice::Light));
        let s = Settings::from_value(&serde_json::json!({"contrast": "loud"}));
        assert_eq!(s.contrast, Contrast::Normal);
        let s = Settings::from_value(&serde_json::json!({"text_size": 150}));
        assert_eq!(
            (
                s.text_size,
                s.text_sized(1),
                s.text_sized(-1),
                s.text_sized(9)
            ),
            (150, 175, 125, 200)
        );
        for bad in [
            serde_json::json!(99),
            serde_json::json!(201),
            serde_json::json!("big"),
        ] {
            let s = Settings::from_value(&serde_json::json!({ "text_size": bad }));
            assert_eq!(s.text_size, 100, "{bad}");
        }
        assert_eq!(Settings::default().text_sized(-1), 100);
        let top = Settings {
            zoom: ZOOM_MAX,
            ..Settings::default()
        };
        assert_eq!(top.zoomed(1), ZOOM_MAX);
    }
}
