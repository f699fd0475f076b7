//! The application: which screen is open, the banners, the windows and
//! the keys. Every message goes to its screen; a screen answers with the
//! event the window acts on (go somewhere, read again). The shared data
//! and its changes are the [`Library`]'s.

mod back;
mod banners;
mod go;
mod help;
mod lifetime;
mod view;

use banners::Banners;
use go::Go;

use iced::keyboard::{Key, key::Named};
use iced::{Task, keyboard, window};

use crate::i18n::{self, I18n};
use crate::rules::{GameKind, Text};
use crate::session::SessionId;
use crate::store::Store;

use super::library::{self, Library};
use super::now::Clock;
use super::screen::events::{self, EventsScreen};
use super::screen::player::{self, PlayerPage};
use super::screen::stats::{self as stats_screen, StatsScreen};
use super::screen::{history, play, playing, review, settings as settings_screen, setup};
use super::transfer::{self, Transfer};
use super::widget::{self, Press};

/// The whole window's state.
pub struct App {
    library: Library,
    i18n: I18n,
    screen: Screen,
    /// The history keeps its filter and page between visits.
    history: history::History,
    banners: Banners,
    table_mode: bool,
    /// Export and import: dialogs, or the path field.
    transfer: Transfer,
    clock: Clock,
    /// The seed of every draw (dice, first player) from now on, if a test
    /// set one ([`App::seed_random`]); none: seeded from entropy.
    seed: Option<u64>,
    /// The library's revision the screen's derived data was worked out at.
    synced: u64,
    /// The window's X11 id, watched so that the program ends with it.
    watched: Option<u32>,
    /// One press, one action: the last one-shot press that acted.
    presses: widget::Presses,
    /// Whether the list of keys (F1) is open.
    help: bool,
    /// Where Esc goes back to from the review on show.
    review_from: back::Back,
    /// Light or dark, as the system last said (high contrast follows it
    /// when the theme is the system's).
    system_mode: iced::theme::Mode,
}

enum Screen {
    Home,
    History,
    Settings,
    Setup(Box<setup::Setup>),
    Play(Box<play::Play>),
    Review(Box<review::Review>),
    Stats(Box<StatsScreen>),
    Player(Box<PlayerPage>),
    Events(Box<EventsScreen>),
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
    /// Go to the stats across sessions.
    Stats,
    /// The stats' filter.
    StatsChanged(stats_screen::Msg),
    /// A player's page.
    Player(player::Msg),
    /// Go to the events.
    Events,
    /// The events screen.
    EventsChanged(events::Msg),
    /// Set up a new game of this kind.
    NewGame(GameKind),
    /// The setup screen.
    Setup(setup::Msg),
    /// Start the game set up in the form.
    Start,
    /// Open a saved session by id.
    Open(SessionId),
    /// Review a saved session by id (read-only until Reopen).
    Review(SessionId),
    /// The review screen.
    Reviewing(review::Msg),
    /// The history's filter or page.
    Filter(history::Msg),
    /// The play screen.
    Play(play::Msg),
    /// A look for the acts the seats' phones sent (ten times a second
    /// while phones change their own seats).
    Phones,
    /// The settings screen.
    SettingsChanged(settings_screen::Msg),
    /// Close banner n.
    CloseBanner(usize),
    /// A second has passed while news is on screen: news said long enough
    /// ago leaves.
    Fade,
    /// The window is asked to close: the game on screen is left first,
    /// then the program ends.
    CloseRequested(window::Id),
    /// The window closed, or another program destroyed it: the game on
    /// screen is left and the program ends.
    Closed,
    /// The window opened.
    Opened(window::Id),
    /// The window's X11 id, to watch (none: not an X11 window).
    Watch(Option<u32>),
    /// A key press no widget took.
    Key(keyboard::Event),
    /// A second has passed (while a game is on screen): its clock moves.
    Second,
    /// Table mode on or off: fullscreen, the log folded, big targets.
    TableMode,
    /// Read the data folder again.
    Refresh,
    /// A read of the data folder came back.
    Library(library::Loaded),
    /// Export or import files.
    Transfer(transfer::Msg),
    /// The system's light or dark mode, at start and when it changes.
    SystemMode(iced::theme::Mode),
    /// Open or close the list of keys.
    Help(bool),
}

impl Message {
    /// How a press of the control that sent this message counts: the
    /// rule every button of the window follows (see [`widget::Presses`]).
    pub fn press(&self) -> Press {
        match self {
            Message::Home
            | Message::History
            | Message::Settings
            | Message::Stats
            | Message::Events
            | Message::NewGame(_)
            | Message::Start
            | Message::Open(_)
            | Message::Review(_)
            | Message::CloseBanner(_)
            | Message::TableMode
            | Message::Help(_) => Press::Once,
            Message::StatsChanged(m) => m.press(),
            Message::Player(m) => m.press(),
            Message::EventsChanged(m) => m.press(),
            Message::Setup(m) => m.press(),
            Message::Reviewing(m) => m.press(),
            Message::Filter(m) => m.press(),
            Message::Play(m) => m.press(),
            Message::SettingsChanged(m) => m.press(),
            Message::Transfer(m) => m.press(),
            Message::CloseRequested(_)
            | Message::Closed
            | Message::Opened(_)
            | Message::Watch(_)
            | Message::Key(_)
            | Message::Second
            | Message::Phones
            | Message::Fade
            | Message::Refresh
            | Message::SystemMode(_)
            | Message::Library(_) => Press::Not,
        }
    }
}

impl App {
    /// The app on `store`, with its saved settings, on the home screen, the
    /// history read here and now (for tests and benchmarks, which run no
    /// tasks at start).
    pub fn new(store: Store) -> Self {
        let mut app = Self::bare(store);
        app.library.read_now();
        app.settle();
        app
    }

    /// The app as the window starts it: the history is read on another
    /// thread while the first frame is drawn, so a big data folder does not
    /// delay it.
    pub fn boot(store: Store) -> (Self, Task<Message>) {
        let mut app = Self::bare(store);
        let read = app.library.first_read().map(Message::Library);
        app.settle();
        let mode = iced::system::theme().map(Message::SystemMode);
        (app, Task::batch([read, mode]))
    }

    fn bare(store: Store) -> Self {
        let library = Library::new(store);
        App {
            i18n: language(&library),
            library,
            screen: Screen::Home,
            history: history::History::default(),
            banners: Banners::default(),
            table_mode: false,
            transfer: Transfer::new(),
            clock: Clock::default(),
            seed: None,
            synced: 0,
            watched: None,
            presses: widget::Presses::default(),
            system_mode: iced::theme::Mode::None,
            help: false,
            review_from: back::Back::Home,
        }
    }

    /// Lets `time` pass for the window's sense of a double click, as a
    /// person who presses a button again a moment later does: for tests,
    /// which press faster than any person.
    pub fn pass_time(&mut self, time: std::time::Duration) {
        self.clock.pass(time);
    }

    /// Stops the window's clock: from now on only [`App::pass_time`] moves
    /// it, so a test's presses come at the moments it says, however slowly
    /// it runs.
    pub fn stop_clock(&mut self) {
        self.clock.stop();
    }

    /// Seeds every draw the window makes from now on (the dice of the
    /// play screens and who goes first in the setup forms opened after
    /// this): for tests, whose draws must be known.
    pub fn seed_random(&mut self, seed: u64) {
        self.seed = Some(seed);
    }

    /// Never starts another program (the browser for a page to print):
    /// for tests, which would otherwise open windows on the desktop.
    pub fn open_no_programs(&mut self) {
        self.library.open_no_programs();
    }

    /// Asks for paths in a field instead of native dialogs (as where no
    /// dialog can be shown).
    pub fn use_path_field(&mut self) {
        self.transfer = Transfer::with_dialogs(false);
    }

    /// Handles a message. A one-shot press within the double-click
    /// interval of the last one does nothing (see [`widget::Presses`]).
    pub fn update(&mut self, message: Message) -> Task<Message> {
        if !self.presses.pass(message.press(), self.clock.now().at) {
            return Task::none();
        }
        self.banners.next_message();
        let shown = std::mem::discriminant(&self.screen);
        let task = match message {
            Message::Home => self.go(Go::Home),
            Message::History => self.go(Go::History),
            Message::Settings => self.go(Go::Settings),
            Message::Stats => self.go(Go::Stats),
            Message::Events => self.go(Go::Events),
            Message::NewGame(kind) => self.go(Go::NewGame(kind, None)),
            Message::Open(id) => self.go(Go::Open(id)),
            Message::Review(id) => self.go(Go::Review(id)),
            Message::Start => self.setup(setup::Msg::Start),
            Message::Setup(m) => self.setup(m),
            Message::Filter(m) => self.filter(m),
            Message::Reviewing(m) => self.review(m),
            Message::StatsChanged(m) => self.stats(m),
            Message::Player(m) => self.player(m),
            Message::EventsChanged(m) => self.events(m),
            Message::SettingsChanged(m) => self.settings(m),
            Message::Play(m) => self.play(m),
            Message::Phones => self.play(play::Msg::Share(super::screen::share::Msg::Poll)),
            Message::Transfer(m) => self.transfer(m),
            Message::Library(loaded) => self.take(loaded),
            Message::Refresh => self.reread(),
            Message::CloseBanner(i) => self.close_banner(i),
            Message::Fade => Task::none(),
            Message::CloseRequested(id) => self.close(id),
            Message::Closed => self.end(),
            Message::Opened(id) => self.opened(id),
            Message::Watch(window) => self.watch(window),
            Message::Key(event) => self.key(&event),
            Message::Second => self.tick(),
            Message::TableMode => self.toggle_table_mode(),
            Message::Help(open) => {
                self.help = open;
                Task::none()
            }
            Message::SystemMode(mode) => {
                self.system_mode = mode;
                Task::none()
            }
        };
        self.settle();
        self.banners.fade(self.clock.now().at);
        if std::mem::discriminant(&self.screen) != shown && !matches!(self.screen, Screen::Play(_))
        {
            // A new screen starts with nothing focused: the focus of the
            // button pressed on the last one stays behind with it.
            let unfocus = iced::advanced::widget::operate::<()>(
                iced::advanced::widget::operation::focusable::unfocus(),
            );
            return Task::batch([unfocus.discard(), task]);
        }
        task
    }

    /// After every message: what the library said goes to the banners, and
    /// the screen works out its data again if the library changed.
    fn settle(&mut self) {
        let said = self.library.take_said();
        if said.hush {
            self.banners.clear();
        }
        for note in said.notes {
            let words = self.i18n.text(&note.text);
            self.push(words, note.error, false);
        }
        if self.synced != self.library.revision() {
            self.synced = self.library.revision();
            match &mut self.screen {
                Screen::History => self.history.sync(&self.library, &self.i18n),
                Screen::Stats(s) => s.sync(&self.library),
                Screen::Player(p) => p.sync(&self.library),
                Screen::Events(s) => s.sync(&self.library),
                Screen::Play(p) => p.read_event(self.library.sessions()),
                _ => {}
            }
        }
    }

    fn push(&mut self, words: String, error: bool, refusal: bool) {
        let now = self.clock.now().at;
        self.banners.push(words, error, refusal, now);
    }

    fn error(&mut self, text: &Text) {
        let words = self.i18n.text(text);
        self.push(words, true, false);
    }

    fn setup(&mut self, m: setup::Msg) -> Task<Message> {
        let Screen::Setup(s) = &mut self.screen else {
            return Task::none();
        };
        let (task, event) = s.update(m, &mut self.library, &self.i18n);
        self.then(task.map(Message::Setup), event)
    }

    fn filter(&mut self, m: history::Msg) -> Task<Message> {
        let (task, event) = self.history.update(m, &mut self.library, &self.i18n);
        self.then(task.map(Message::Filter), event)
    }

    fn review(&mut self, m: review::Msg) -> Task<Message> {
        let Screen::Review(r) = &mut self.screen else {
            return Task::none();
        };
        let (task, event) = r.update(m);
        self.then(task.map(Message::Reviewing), event)
    }

    fn stats(&mut self, m: stats_screen::Msg) -> Task<Message> {
        let Screen::Stats(s) = &mut self.screen else {
            return Task::none();
        };
        let (task, event) = s.update(m, &self.library);
        self.then(task.map(Message::StatsChanged), event)
    }

    fn player(&mut self, m: player::Msg) -> Task<Message> {
        let Screen::Player(p) = &mut self.screen else {
            return Task::none();
        };
        let (task, event) = p.update(m, &mut self.library);
        self.then(task.map(Message::Player), event)
    }

    fn events(&mut self, m: events::Msg) -> Task<Message> {
        let now = self.clock.now().at;
        let Screen::Events(s) = &mut self.screen else {
            return Task::none();
        };
        let (task, event) = s.update(m, &mut self.library, &self.i18n, now);
        self.then(task.map(Message::EventsChanged), event)
    }

    fn settings(&mut self, m: settings_screen::Msg) -> Task<Message> {
        let (task, event) = settings_screen::update(m, &mut self.library);
        self.then(task.map(Message::SettingsChanged), event)
    }

    fn play(&mut self, m: play::Msg) -> Task<Message> {
        let now = self.clock.now();
        let Screen::Play(p) = &mut self.screen else {
            return Task::none();
        };
        let (task, event) = playing::update(p, m, now);
        self.then(task.map(Message::Play), event)
    }

    fn transfer(&mut self, m: transfer::Msg) -> Task<Message> {
        let done = self.transfer.update(m, self.library.store(), &self.i18n);
        for notice in done.notices {
            self.push(notice.words, notice.error, false);
        }
        let task = done.task.map(Message::Transfer);
        if done.imported {
            return Task::batch([task, self.reread()]);
        }
        task
    }

    fn close_banner(&mut self, i: usize) -> Task<Message> {
        self.banners.close(i);
        Task::none()
    }

    fn tick(&mut self) -> Task<Message> {
        let wall = self.clock.now().wall;
        if let Screen::Play(p) = &mut self.screen {
            p.tick(wall);
        }
        Task::none()
    }

    fn toggle_table_mode(&mut self) -> Task<Message> {
        self.table_mode = !self.table_mode;
        if let Screen::Play(p) = &mut self.screen {
            p.set_table_mode(self.table_mode);
        }
        let mode = if self.table_mode {
            window::Mode::Fullscreen
        } else {
            window::Mode::Windowed
        };
        window::latest().and_then(move |id| window::set_mode(id, mode))
    }

    /// A key press no widget took: the window's own keys, else the play
    /// screen's or the review's.
    fn key(&mut self, event: &keyboard::Event) -> Task<Message> {
        if let Some(task) = self.window_key(event) {
            return task;
        }
        if self.help {
            // The list is over the screen: its keys wait until it closes.
            return Task::none();
        }
        if let Some(task) = self.escape(event) {
            return task;
        }
        match &self.screen {
            Screen::Play(p) => p.key(event).map_or_else(Task::none, |m| self.play(m)),
            Screen::Review(_) => {
                review::Review::key(event).map_or_else(|| tab(event), |m| self.review(m))
            }
            _ => tab(event),
        }
    }

    /// Keys for the whole window: the list of keys (F1 or ?, Esc closes
    /// it), zoom (Ctrl+= / Ctrl+− / Ctrl+0) and table mode (F11).
    fn window_key(&mut self, event: &keyboard::Event) -> Option<Task<Message>> {
        let keyboard::Event::KeyPressed {
            key,
            modifiers,
            repeat,
            ..
        } = event
        else {
            return None;
        };
        // A key held down opens or closes the list once.
        let toggle = matches!(key.as_ref(), Key::Named(Named::F1))
            || matches!(key.as_ref(), Key::Character("?"))
                && !modifiers.command()
                && !modifiers.alt();
        if toggle {
            if !*repeat {
                self.help = !self.help;
            }
            return Some(Task::none());
        }
        match key.as_ref() {
            Key::Named(Named::F11) => return Some(Task::done(Message::TableMode)),
            Key::Named(Named::Escape) if self.help => {
                self.help = false;
                return Some(Task::none());
            }
            _ => {}
        }
        if !modifiers.command() {
            return None;
        }
        // Ctrl+1 to Ctrl+5: the screens of the bar at the top.
        let to = match key.as_ref() {
            Key::Character("1") => Some(Message::Home),
            Key::Character("2") => Some(Message::History),
            Key::Character("3") => Some(Message::Stats),
            Key::Character("4") => Some(Message::Events),
            Key::Character("5") => Some(Message::Settings),
            _ => None,
        };
        if let Some(to) = to {
            return Some(if *repeat {
                Task::none()
            } else {
                Task::done(to)
            });
        }
        let steps = match key.as_ref() {
            Key::Character("=" | "+") => 1,
            Key::Character("-" | "_") => -1,
            Key::Character("0") => 0,
            _ => return None,
        };
        let zoom = self.library.settings().zoomed(steps);
        self.library.change_settings(|s| s.zoom = zoom);
        Some(Task::none())
    }
}

/// Tab and Shift+Tab move the focus to the next and the previous field
/// or button on the screens whose keys are not a game's (a game's body
/// reads Tab itself), and the page scrolls to show it.
fn tab(event: &keyboard::Event) -> Task<Message> {
    let moved = match event {
        keyboard::Event::KeyPressed {
            key: Key::Named(Named::Tab),
            modifiers,
            ..
        } if modifiers.shift() => iced::widget::operation::focus_previous(),
        keyboard::Event::KeyPressed {
            key: Key::Named(Named::Tab),
            ..
        } => iced::widget::operation::focus_next(),
        _ => return Task::none(),
    };
    moved.chain(widget::reveal::reveal())
}

/// The language the settings ask for, else the system's.
pub(crate) fn language(library: &Library) -> I18n {
    let settings = library.settings();
    I18n::new(
        settings
            .language
            .as_deref()
            .unwrap_or_else(|| i18n::system_language()),
    )
}
