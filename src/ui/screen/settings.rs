//! Settings: the language, the theme, the contrast and the zoom, one click
//! each, saved and applied at once.

use crate::ui::widget::button;
use iced::widget::{Row, column, row, text};
use iced::{Alignment, Element, Task};

use crate::i18n::{self, I18n};
use crate::store::{Contrast, Settings, ThemeChoice};

use super::super::widget;
use super::Event;
use crate::ui::library::Library;
use crate::ui::widget::Press;

/// What the settings screen reacts to.
#[derive(Debug, Clone)]
pub enum Msg {
    /// A language was picked (None: the system's).
    Language(Option<String>),
    /// A theme was picked.
    Theme(ThemeChoice),
    /// Normal or high contrast was picked.
    Contrast(Contrast),
    /// The zoom, 10 % steps either way (0: back to 100 %).
    Zoom(i32),
    /// The text size, steps of 25 % either way.
    TextSize(i32),
}

impl Msg {
    /// How a press of its control counts (see [`Press`]): the zoom's − and
    /// + count every press.
    pub fn press(&self) -> Press {
        match self {
            Msg::Language(_) | Msg::Theme(_) | Msg::Contrast(_) => Press::Once,
            Msg::Zoom(_) | Msg::TextSize(_) => Press::Each,
        }
    }
}

/// Applies a change to `settings`.
pub fn apply(settings: &mut Settings, msg: &Msg) {
    match msg {
        Msg::Language(code) => settings.language.clone_from(code),
        Msg::Theme(theme) => settings.theme = *theme,
        Msg::Contrast(contrast) => settings.contrast = *contrast,
        Msg::Zoom(steps) => settings.zoom = settings.zoomed(*steps),
        Msg::TextSize(steps) => settings.text_size = settings.text_sized(*steps),
    }
}

/// Saves a change of the settings through the library (as the file holds
/// them now: what another window changed meanwhile is kept).
pub fn update(msg: Msg, library: &mut Library) -> (Task<Msg>, Option<Event>) {
    library.change_settings(|s| apply(s, &msg));
    let event = matches!(msg, Msg::Language(_)).then_some(Event::Language);
    (Task::none(), event)
}

/// A row of choices; the current one is highlighted.
fn choices<'a, T: PartialEq>(
    options: Vec<(T, String)>,
    current: &T,
    msg: impl Fn(T) -> Msg,
) -> Row<'a, Msg> {
    let mut line = row![].spacing(8);
    for (value, label) in options {
        // The current choice is marked and stays enabled (picking it again
        // changes nothing), so it never looks disabled.
        let picked = value == *current;
        let (style, label): (fn(&iced::Theme, button::Status) -> button::Style, String) = if picked
        {
            (button::primary, format!("✓ {label}"))
        } else {
            (button::secondary, label)
        };
        line = line.push(
            button(text(label))
                .style(style)
                .height(widget::TARGET)
                .on_press(msg(value)),
        );
    }
    line
}

/// The settings screen.
pub fn view<'a>(settings: &'a Settings, i18n: &'a I18n) -> Element<'a, Msg> {
    let mut languages = vec![(None, i18n.tr("ui-system"))];
    for (code, name) in i18n::language_names() {
        languages.push((Some((*code).to_owned()), name.clone()));
    }
    let themes = vec![
        (ThemeChoice::System, i18n.tr("ui-system")),
        (ThemeChoice::Light, i18n.tr("ui-theme-light")),
        (ThemeChoice::Dark, i18n.tr("ui-theme-dark")),
    ];
    // The labels' column grows with the text.
    let label = 120.0 * crate::ui::theme::text_scale();
    let contrasts = vec![
        (Contrast::Normal, i18n.tr("ui-contrast-normal")),
        (Contrast::High, i18n.tr("ui-contrast-high")),
    ];
    column![
        widget::heading(i18n.tr("ui-settings")),
        row![
            text(i18n.tr("ui-language")).width(label),
            choices(languages, &settings.language, Msg::Language)
        ]
        .spacing(12)
        .align_y(Alignment::Center),
        row![
            text(i18n.tr("ui-theme")).width(label),
            choices(themes, &settings.theme, Msg::Theme)
        ]
        .spacing(12)
        .align_y(Alignment::Center),
        row![
            text(i18n.tr("ui-contrast")).width(label),
            choices(contrasts, &settings.contrast, Msg::Contrast)
        ]
        .spacing(12)
        .align_y(Alignment::Center),
        row![
            text(i18n.tr("ui-zoom")).width(label),
            widget::square("−", 1.0, Some(Msg::Zoom(-1))),
            text(i18n.tr_args(
                "ui-zoom-percent",
                &[("percent", i64::from(settings.zoom).into())]
            ))
            .width(80)
            .align_x(Alignment::Center),
            widget::square("+", 1.0, Some(Msg::Zoom(1))),
            button(text(i18n.tr("ui-zoom-reset")))
                .style(button::secondary)
                .height(widget::TARGET)
                .on_press(Msg::Zoom(0)),
            text(i18n.tr("ui-zoom-keys")).size(crate::ui::theme::small()),
        ]
        .spacing(12)
        .align_y(Alignment::Center)
        .wrap(),
        row![
            text(i18n.tr("ui-text-size")).width(label),
            widget::square("−", 1.0, Some(Msg::TextSize(-1))),
            text(i18n.tr_args(
                "ui-zoom-percent",
                &[("percent", i64::from(settings.text_size).into())]
            ))
            .width(80)
            .align_x(Alignment::Center),
            widget::square("+", 1.0, Some(Msg::TextSize(1))),
        ]
        .spacing(12)
        .align_y(Alignment::Center),
    ]
    .spacing(16)
    .into()
}
