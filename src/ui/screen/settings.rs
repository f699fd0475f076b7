//! Settings: the language and the theme, one click each, saved and
//! applied at once.

use iced::widget::{Row, button, column, row, text};
use iced::{Alignment, Element};

use crate::i18n::{self, I18n};
use crate::store::{Settings, ThemeChoice};

use super::super::widget;

/// What the settings screen reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// A language was picked (None: the system's).
    Language(Option<String>),
    /// A theme was picked.
    Theme(ThemeChoice),
}

/// Applies a change to the settings.
pub fn update(settings: &mut Settings, msg: Msg) {
    match msg {
        Msg::Language(code) => settings.language = code,
        Msg::Theme(theme) => settings.theme = theme,
    }
}

/// A row of choices; the current one is highlighted.
fn choices<'a, T: PartialEq>(
    options: Vec<(T, String)>,
    current: &T,
    msg: impl Fn(T) -> Msg,
) -> Row<'a, Msg> {
    let mut line = row![].spacing(8);
    for (value, label) in options {
        let style = if value == *current {
            button::primary
        } else {
            button::secondary
        };
        let picked = value == *current;
        line = line.push(
            button(text(label))
                .style(style)
                .on_press_maybe((!picked).then(|| msg(value))),
        );
    }
    line
}

/// The settings screen.
pub fn view<'a>(settings: &'a Settings, i18n: &'a I18n) -> Element<'a, Msg> {
    let mut languages = vec![(None, i18n.tr("ui-system"))];
    for code in i18n::languages() {
        languages.push((
            Some(code.to_owned()),
            I18n::new(code).tr("ui-language-name"),
        ));
    }
    let themes = vec![
        (ThemeChoice::System, i18n.tr("ui-system")),
        (ThemeChoice::Light, i18n.tr("ui-theme-light")),
        (ThemeChoice::Dark, i18n.tr("ui-theme-dark")),
    ];
    column![
        widget::heading(i18n.tr("ui-settings")),
        row![
            text(i18n.tr("ui-language")).width(120),
            choices(languages, &settings.language, Msg::Language)
        ]
        .spacing(12)
        .align_y(Alignment::Center),
        row![
            text(i18n.tr("ui-theme")).width(120),
            choices(themes, &settings.theme, Msg::Theme)
        ]
        .spacing(12)
        .align_y(Alignment::Center),
    ]
    .spacing(16)
    .into()
}
