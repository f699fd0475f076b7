//! The application: which screen is open, the banners, and the dispatch of
//! every message to its screen, the session and the store.

use chrono::Utc;
use iced::widget::{button, column, container, row, scrollable, text};
use iced::{Alignment, Element, Length, Subscription, Task, Theme, keyboard};

use crate::i18n::{self, I18n};
use crate::rules::{GameKind, Text};
use crate::session::Session;
use crate::store::{Listing, Settings, Store, StoreError, Summary};

use super::screen::{history, home, play, settings as settings_screen, setup};
use super::{theme, widget};

/// The whole window's state.
pub struct App {
    store: Store,
    settings: Settings,
    i18n: I18n,
    screen: Screen,
    banners: Vec<Banner>,
    sessions: Vec<Summary>,
}

struct Banner {
    words: String,
    error: bool,
}

enum Screen {
    Home,
    History,
    Settings,
    Setup(setup::Form),
    Play(Box<play::Play>),
}

/// Everything the window reacts to.
#[derive(Debug, Clone)]
pub enum Message {
    /// Go to the home screen.
    Home,
    /// Go to the history.
    History,
    /// Go to the settings.
    Settings,
    /// Set up a new game of this kind.
    NewGame(GameKind),
    /// The setup form.
    Setup(setup::Msg),
    /// Start the game set up in the form.
    Start,
    /// Open a saved session by id.
    Open(String),
    /// The play screen.
    Play(play::Msg),
    /// The settings screen.
    SettingsChanged(settings_screen::Msg),
    /// Close banner n.
    CloseBanner(usize),
    /// A key press no widget took.
    Key(keyboard::Event),
}

impl App {
    /// The app on `store`, with its saved settings, on the home screen.
    pub fn new(store: Store) -> Self {
        let (settings, broken) = store.settings();
        let i18n = I18n::new(
            settings
                .language
                .as_deref()
                .unwrap_or_else(|| i18n::system_language()),
        );
        let mut app = App {
            store,
            settings,
            i18n,
            screen: Screen::Home,
            banners: Vec::new(),
            sessions: Vec::new(),
        };
        if let Some(q) = broken {
            app.notice_quarantined(&q);
        }
        app.refresh();
        app
    }

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

    /// The banners' words, oldest first.
    pub fn banners(&self) -> Vec<String> {
        self.banners.iter().map(|b| b.words.clone()).collect()
    }

    fn error(&mut self, text: &Text) {
        let words = self.i18n.text(text);
        self.banners.push(Banner { words, error: true });
    }

    fn notice_quarantined(&mut self, q: &crate::store::Quarantined) {
        let words = self.i18n.tr_args(
            "ui-quarantined",
            &[
                ("file", q.from.display().to_string().into()),
                ("reason", q.reason.clone().into()),
                ("moved", q.to.display().to_string().into()),
            ],
        );
        self.banners.push(Banner { words, error: true });
    }

    fn refresh(&mut self) {
        let Listing {
            sessions,
            quarantined,
            skipped,
        } = self.store.list();
        for q in &quarantined {
            self.notice_quarantined(q);
        }
        for (path, why) in skipped {
            let words = self.i18n.tr_args(
                "ui-skipped",
                &[
                    ("file", path.display().to_string().into()),
                    ("reason", why.into()),
                ],
            );
            self.banners.push(Banner { words, error: true });
        }
        self.sessions = sessions;
    }

    fn store_error(&mut self, e: &StoreError) {
        match e {
            StoreError::Quarantined(q) => self.notice_quarantined(q),
            other => self.error(&Text::msg("ui-store-error").arg("error", other.to_string())),
        }
    }

    fn open(&mut self, id: &str) {
        let loaded = match self.store.load(id) {
            Ok(loaded) => loaded,
            Err(e) => {
                self.store_error(&e);
                self.refresh();
                return;
            }
        };
        if let Some(q) = &loaded.recovered {
            self.notice_quarantined(q);
        }
        let lock = match self.store.lock(id) {
            Ok(lock) => Some(lock),
            Err(StoreError::Locked(_)) => None,
            Err(e) => {
                self.store_error(&e);
                None
            }
        };
        self.screen = Screen::Play(Box::new(play::Play::new(
            self.store.clone(),
            loaded.session,
            lock,
        )));
    }

    fn start(&mut self) {
        let Screen::Setup(form) = &self.screen else {
            return;
        };
        let setup = match form.build() {
            Ok(setup) => setup,
            Err(e) => return self.error(&e.0),
        };
        let now = Utc::now();
        let id = self.store.new_id(now);
        let session = match Session::new(id.clone(), setup, now) {
            Ok(s) => s,
            Err(e) => return self.error(&e.0),
        };
        if let Err(e) = self.store.save(&session) {
            return self.store_error(&e);
        }
        let lock = self.store.lock(&id).ok();
        self.screen = Screen::Play(Box::new(play::Play::new(self.store.clone(), session, lock)));
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Home => {
                self.refresh();
                self.screen = Screen::Home;
            }
            Message::History => {
                self.refresh();
                self.screen = Screen::History;
            }
            Message::Settings => self.screen = Screen::Settings,
            Message::NewGame(kind) => match setup::Form::new(kind, &self.i18n) {
                Some(form) => self.screen = Screen::Setup(form),
                None => self
                    .error(&Text::msg("ui-no-screen").arg("game", self.i18n.tr(&kind.title_key()))),
            },
            Message::Setup(m) => {
                if let Screen::Setup(form) = &mut self.screen {
                    form.update(m, &self.i18n);
                }
            }
            Message::Start => self.start(),
            Message::Open(id) => self.open(&id),
            Message::Play(m) => return self.play(m),
            Message::SettingsChanged(m) => {
                settings_screen::update(&mut self.settings, m);
                self.i18n = I18n::new(
                    self.settings
                        .language
                        .as_deref()
                        .unwrap_or_else(|| i18n::system_language()),
                );
                if let Err(e) = self.store.save_settings(&self.settings) {
                    self.store_error(&e);
                }
            }
            Message::CloseBanner(i) => {
                if i < self.banners.len() {
                    self.banners.remove(i);
                }
            }
            Message::Key(event) => {
                if let Screen::Play(p) = &self.screen
                    && let Some(m) = p.key(&event)
                {
                    return self.play(m);
                }
            }
        }
        Task::none()
    }

    fn play(&mut self, m: play::Msg) -> Task<Message> {
        let Screen::Play(p) = &mut self.screen else {
            return Task::none();
        };
        match p.update(m) {
            Ok(task) => task.map(Message::Play),
            Err(e) => {
                self.error(&e);
                Task::none()
            }
        }
    }

    /// The window.
    pub fn view(&self) -> Element<'_, Message> {
        let i18n = &self.i18n;
        let nav = row![
            text(i18n.tr("app-name"))
                .size(theme::HEADING)
                .width(Length::Fill),
            button(text(i18n.tr("ui-home")))
                .on_press(Message::Home)
                .style(button::secondary),
            button(text(i18n.tr("ui-history")))
                .on_press(Message::History)
                .style(button::secondary),
            button(text(i18n.tr("ui-settings")))
                .on_press(Message::Settings)
                .style(button::secondary),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let mut page = column![nav].spacing(12).padding(16);
        for (i, b) in self.banners.iter().enumerate() {
            page = page.push(widget::banner(
                b.words.clone(),
                b.error,
                Some((Message::CloseBanner(i), i18n.tr("ui-close"))),
            ));
        }
        let body: Element<'_, Message> = match &self.screen {
            Screen::Home => scrollable(home::view(
                &self.sessions,
                i18n,
                Message::NewGame,
                Message::Open,
            ))
            .into(),
            Screen::History => {
                scrollable(history::view(&self.sessions, i18n, Message::Open)).into()
            }
            Screen::Settings => {
                settings_screen::view(&self.settings, i18n).map(Message::SettingsChanged)
            }
            Screen::Setup(form) => column![
                scrollable(setup::view(form, i18n).map(Message::Setup)).height(Length::Fill),
                button(text(i18n.tr("ui-start")).size(theme::HEADING))
                    .padding([10, 24])
                    .on_press(Message::Start),
            ]
            .spacing(12)
            .into(),
            Screen::Play(p) => p.view(i18n).map(Message::Play),
        };
        page.push(container(body).height(Length::Fill)).into()
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
        theme::of(self.settings.theme)
    }

    /// Key presses no widget took; nothing that ticks.
    pub fn subscription(&self) -> Subscription<Message> {
        keyboard::listen().map(Message::Key)
    }
}
