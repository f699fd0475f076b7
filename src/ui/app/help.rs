//! The list of keys (F1 or ?): the window's, the screen's and the game's,
//! in the user's language, over the screen until Esc or Close.

use crate::ui::widget::button;
use iced::widget::{column, container, text};
use iced::{Border, Element, Length, Theme};

use super::{App, Message, Screen};
use crate::ui::{theme, widget};

impl App {
    /// Whether the list of keys is open.
    pub fn help_open(&self) -> bool {
        self.help
    }

    /// The messages listing the keys that work on the screen shown: the
    /// window's first, then the screen's, then the game's.
    pub fn help_lines(&self) -> Vec<&'static str> {
        let mut lines = vec!["ui-help-window", "ui-help-go"];
        match &self.screen {
            Screen::Play(p) => {
                lines.push("ui-help-play");
                if p.session().is_closed() {
                    lines.push("ui-help-decided");
                } else {
                    lines.extend(p.keys());
                }
            }
            Screen::Review(_) => lines.extend(["ui-help-review", "ui-help-screen"]),
            _ => lines.push("ui-help-screen"),
        }
        lines
    }

    /// The list over the screen, while it is open.
    pub(super) fn help_view(&self) -> Option<Element<'_, Message>> {
        if !self.help {
            return None;
        }
        let i18n = &self.i18n;
        let mut list = column![widget::heading(i18n.tr("ui-help-title"))].spacing(12);
        for line in self.help_lines() {
            list = list.push(text(i18n.tr(line)).size(theme::body()));
        }
        list = list.push(
            button(text(i18n.tr("ui-help-close")))
                .height(widget::TARGET)
                .on_press(Message::Help(false)),
        );
        let panel = container(list)
            .id("help")
            .padding(20)
            .max_width(720)
            .style(|t: &Theme| {
                let palette = t.extended_palette();
                iced::widget::container::Style {
                    background: Some(palette.background.base.color.into()),
                    text_color: Some(palette.background.base.text),
                    border: Border {
                        color: palette.background.strong.color,
                        width: 2.0,
                        radius: 10.0.into(),
                    },
                    ..Default::default()
                }
            });
        Some(container(panel).center(Length::Fill).padding(16).into())
    }
}
