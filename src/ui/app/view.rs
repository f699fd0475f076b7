//! What the window shows: the navigation bar, the screen, and the banners
//! floating over its bottom; its title, theme and subscriptions; and what
//! tests read of it.

use crate::ui::widget::button;
use iced::widget::{column, container, row, scrollable, stack, text};
use std::time::Duration;

use iced::{Alignment, Element, Length, Subscription, Theme, keyboard, time};

use super::{App, Message, Screen};
use crate::i18n::I18n;
use crate::session::Session;
use crate::ui::screen::home;
use crate::ui::screen::settings as settings_screen;
use crate::ui::{theme, widget};

/// How often the window looks for the phones' acts while seats are on.
const PHONES_EVERY: Duration = Duration::from_millis(100);

impl App {
    /// The language in use.
    pub fn i18n(&self) -> &I18n {
        &self.i18n
    }

    /// The session open on the play screen, if any.
    pub fn session(&self) -> Option<&Session> {
        match &self.screen {
            Screen::Play(p) => Some(p.session()),
            _ => None,
        }
    }

    /// The seats' links, while phones change their own seats.
    pub fn seat_urls(&self) -> Vec<&str> {
        match &self.screen {
            Screen::Play(p) => p.seat_urls(),
            _ => Vec::new(),
        }
    }

    /// The live page's address, while the open session is shown on phones.
    pub fn share_url(&self) -> Option<&str> {
        match &self.screen {
            Screen::Play(p) => p.share_url(),
            _ => None,
        }
    }

    /// The banners' words, oldest first.
    pub fn banners(&self) -> Vec<String> {
        self.banners
            .list()
            .iter()
            .map(|b| b.words.clone())
            .collect()
    }

    /// Whether table mode is on.
    pub fn table_mode(&self) -> bool {
        self.table_mode
    }

    /// The zoom as iced's scale factor.
    pub fn scale_factor(&self) -> f32 {
        f32::from(self.library.settings().zoom) / 100.0
    }

    /// The navigation bar: its buttons' words grow with the text size
    /// and wrap onto a second line where they do not fit beside the name.
    fn nav(&self) -> Element<'_, Message> {
        let i18n = &self.i18n;
        let go = |key: &str, to: Message| {
            button(text(i18n.tr(key)).size(theme::body()))
                .on_press(to)
                .style(button::secondary)
        };
        let buttons = row![
            go("ui-home", Message::Home),
            go("ui-history", Message::History),
            go("ui-stats", Message::Stats),
            go("ui-events", Message::Events),
            go("ui-settings", Message::Settings),
            button(
                text(i18n.tr(if self.table_mode {
                    "ui-table-mode-off"
                } else {
                    "ui-table-mode"
                }))
                .size(theme::body())
            )
            .on_press(Message::TableMode)
            .style(if self.table_mode {
                button::primary
            } else {
                button::secondary
            }),
        ]
        .spacing(8)
        .wrap()
        .vertical_spacing(8)
        .align_x(Alignment::End);
        row![
            text(i18n.tr("app-name")).size(theme::heading()),
            container(buttons)
                .width(Length::Fill)
                .align_right(Length::Fill),
        ]
        .spacing(16)
        .align_y(Alignment::Center)
        .into()
    }

    /// The banners, and the transfer's question, over the bottom of the
    /// window: they never push the page, so nothing moves under the
    /// pointer when one appears.
    fn overlay(&self) -> Element<'_, Message> {
        let i18n = &self.i18n;
        let mut notices = column![].spacing(6).max_width(760);
        for (i, b) in self.banners.list().iter().enumerate() {
            notices = notices.push(
                container(widget::banner(
                    b.words.clone(),
                    b.error,
                    Some((Message::CloseBanner(i), i18n.tr("ui-close"))),
                ))
                .id(format!("banner-{i}")),
            );
        }
        if let Some(asking) = self.transfer.view(i18n) {
            notices = notices.push(asking.map(Message::Transfer));
        }
        if self.transfer.capturing() {
            // The chart's picture is being taken: nothing over it.
            notices = column![];
        }
        container(notices)
            .width(Length::Fill)
            .height(Length::Fill)
            .align_bottom(Length::Fill)
            .center_x(Length::Fill)
            .padding(16)
            .into()
    }

    /// The window.
    pub fn view(&self) -> Element<'_, Message> {
        // The text size grows every screen's words; a game's board takes
        // it as far as its tiles and panels reflow (Room::TEXT_MAX).
        let text_size = self.library.settings().text_size;
        theme::set_text_size(match &self.screen {
            Screen::Play(p) => text_size.min(p.text_max()),
            _ => text_size,
        });
        // Tab walks the buttons with the fields on every screen but a
        // game's board, whose keys are the game's.
        widget::button::set_tab_stops(!matches!(self.screen, Screen::Play(_)));
        let i18n = &self.i18n;
        let library = &self.library;
        let body: Element<'_, Message> = match &self.screen {
            Screen::Home => page(home::view(
                library.sessions(),
                library.roster(),
                i18n,
                Message::NewGame,
                Message::Open,
            )),
            Screen::History => page(self.history.view(library, i18n).map(Message::Filter)),
            Screen::Settings => {
                settings_screen::view(library.settings(), i18n).map(Message::SettingsChanged)
            }
            Screen::Setup(form) => form.view(i18n).map(Message::Setup),
            Screen::Play(p) => p.view(i18n).map(Message::Play),
            Screen::Review(r) if self.transfer.capturing() => {
                r.print_view(i18n).map(Message::Reviewing)
            }
            Screen::Review(r) => r.view(i18n).map(Message::Reviewing),
            Screen::Stats(s) => page(s.view(i18n).map(Message::StatsChanged)),
            Screen::Events(s) => page(s.view(library, i18n).map(Message::EventsChanged)),
            Screen::Player(p) => page(p.view(i18n).map(Message::Player)),
        };
        let page = column![self.nav(), container(body).height(Length::Fill)]
            .spacing(12)
            .padding(16);
        let mut layers = stack![page, self.overlay()];
        if let Some(help) = self.help_view() {
            layers = layers.push(help);
        }
        layers.into()
    }

    /// The window title.
    pub fn title(&self) -> String {
        match &self.screen {
            Screen::Play(p) => format!("{} — {}", p.title(&self.i18n), self.i18n.tr("app-name")),
            _ => self.i18n.tr("app-name"),
        }
    }

    /// The theme; `None` follows the system.
    pub fn theme(&self) -> Option<Theme> {
        let settings = self.library.settings();
        theme::of(settings.theme, settings.contrast, self.system_mode)
    }

    /// Key presses no widget took, the window's life (close, closed,
    /// destroyed), and while a game's clock runs on screen, a tick every
    /// second (nothing ticks on any other screen, nor while the clock is
    /// stopped or the game decided).
    pub fn subscription(&self) -> Subscription<Message> {
        let keys = keyboard::listen().map(Message::Key);
        let system = iced::system::theme_changes().map(Message::SystemMode);
        let life = Subscription::batch([self.lifetime(), system]);
        // While news is on screen, a look at the time every second: it
        // leaves by itself.
        let fade = if self.banners.news() {
            time::every(Duration::from_secs(1)).map(|_| Message::Fade)
        } else {
            Subscription::none()
        };
        // While phones change their own seats, a look for their acts ten
        // times a second.
        let phones = match &self.screen {
            Screen::Play(p) if p.phones_on() => time::every(PHONES_EVERY).map(|_| Message::Phones),
            _ => Subscription::none(),
        };
        match &self.screen {
            Screen::Play(p) if p.clock_runs() => {
                let seconds = time::every(Duration::from_secs(1)).map(|_| Message::Second);
                Subscription::batch([keys, life, fade, seconds, phones])
            }
            _ => Subscription::batch([keys, life, fade, phones]),
        }
    }
}

/// A screen that scrolls as one page, its scrollbar beside its content,
/// never over its words.
fn page<'a>(content: Element<'a, Message>) -> Element<'a, Message> {
    scrollable(container(content).padding(iced::Padding::ZERO.right(widget::SCROLLBAR_ROOM))).into()
}
