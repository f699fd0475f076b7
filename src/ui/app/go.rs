//! Where the window goes: to a screen (its lists read again as it is
//! shown), into a game (opened, started or left), and what a screen's
//! event asks for.

use iced::Task;

use super::{App, Message, Screen, language};
use crate::event::EventTag;
use crate::rules::{AnySetup, GameKind, Text};
use crate::session::{Session, SessionId};
use crate::store::SessionLock;
use crate::ui::library::{self, Want};
use crate::ui::screen::events::EventsScreen;
use crate::ui::screen::player::PlayerPage;
use crate::ui::screen::stats::StatsScreen;
use crate::ui::screen::{Event, play, review, setup};
use crate::ui::transfer;

/// Where a navigation goes.
pub(super) enum Go {
    Home,
    History,
    Settings,
    Stats,
    Events,
    Player(String),
    NewGame(GameKind, Option<(Vec<String>, EventTag)>),
    Open(SessionId),
    Review(SessionId),
}

impl App {
    /// Goes to another screen: what the banners said belongs to the screen
    /// left (what the new screen finds is said anew), and the game on
    /// screen is left first. Lists are read again on another thread.
    pub(super) fn go(&mut self, to: Go) -> Task<Message> {
        self.banners.clear();
        self.leave_play();
        let (l, i18n) = (&mut self.library, &self.i18n);
        let screen = match to {
            Go::Home => Screen::Home,
            Go::History => {
                self.history.sync(l, i18n);
                Screen::History
            }
            Go::Stats => Screen::Stats(Box::new(StatsScreen::new(l))),
            Go::Events => Screen::Events(Box::new(EventsScreen::new(l))),
            Go::Settings => {
                self.show(Screen::Settings);
                return Task::none();
            }
            Go::Player(name) => {
                let page = PlayerPage::new(&name, l);
                self.show(Screen::Player(Box::new(page)));
                return Task::none();
            }
            Go::NewGame(kind, table) => return self.set_up(kind, table),
            Go::Open(id) => match l.open(&id) {
                Some((session, lock)) => return self.play_session(session, lock),
                None => return self.reread(),
            },
            Go::Review(id) => match l.review(&id) {
                Some(s) => {
                    let review = review::Review::new(s, i18n);
                    self.review_from = self.here();
                    self.show(Screen::Review(Box::new(review)));
                    return Task::none();
                }
                None => return self.reread(),
            },
        };
        // The lists are read again as they are shown.
        self.show(screen);
        self.reread()
    }

    /// The setup form of `kind` (a table's, its players seated).
    fn set_up(&mut self, kind: GameKind, table: Option<(Vec<String>, EventTag)>) -> Task<Message> {
        let Some(form) = setup::Setup::new(kind, &self.library, &self.i18n, self.seed) else {
            let game = self.i18n.tr(&kind.title_key());
            self.error(&Text::msg("ui-no-screen").arg("game", game));
            return Task::none();
        };
        let form = match table {
            Some((players, tag)) => form.for_table(&players, tag, &self.i18n),
            None => form,
        };
        self.show(Screen::Setup(Box::new(form)));
        Task::none()
    }

    /// Shows `screen`, its data worked out from the library as it is.
    fn show(&mut self, screen: Screen) {
        self.screen = screen;
        self.synced = self.library.revision();
    }

    /// Reads the data folder again, with what the screen on show needs.
    pub(super) fn reread(&mut self) -> Task<Message> {
        let want = Want {
            events: matches!(self.screen, Screen::Events(_)),
            trash: matches!(self.screen, Screen::History) && self.history.in_trash(),
        };
        self.library.read(want).map(Message::Library)
    }

    pub(super) fn take(&mut self, loaded: library::Loaded) -> Task<Message> {
        self.library.take(loaded);
        Task::none()
    }

    /// Does what a screen asked.
    pub(super) fn then(&mut self, task: Task<Message>, event: Option<Event>) -> Task<Message> {
        let Some(event) = event else {
            return task;
        };
        let next = match event {
            Event::Home => self.go(Go::Home),
            Event::Stats => self.go(Go::Stats),
            Event::Open(id) => self.go(Go::Open(id)),
            Event::Review(id) => self.go(Go::Review(id)),
            Event::ReviewCopy(file) => self.review_copy(&file),
            Event::Player(name) => self.go(Go::Player(name)),
            Event::SetUpTable(kind, players, tag) => {
                self.go(Go::NewGame(kind, Some((players, tag))))
            }
            Event::Start(setup, table) => self.begin(*setup, table),
            Event::Transfer(goal) => self.transfer(transfer::Msg::Start(goal)),
            Event::Reread => self.reread(),
            Event::Language => self.relanguage(),
            Event::Refusal(refusal) => self.refusal(refusal),
        };
        Task::batch([task, next])
    }

    fn review_copy(&mut self, file: &str) -> Task<Message> {
        match self.library.review_copy(file) {
            Some(s) => {
                let copy = review::Review::copy(s, file.to_owned(), &self.i18n);
                self.review_from = self.here();
                self.show(Screen::Review(Box::new(copy)));
                Task::none()
            }
            None => self.reread(),
        }
    }

    fn relanguage(&mut self) -> Task<Message> {
        self.i18n = language(&self.library);
        Task::none()
    }

    /// A refusal on the play screen is said until the next accepted change.
    fn refusal(&mut self, refusal: Option<Text>) -> Task<Message> {
        self.banners.drop_refusals();
        if let Some(text) = refusal {
            let words = self.i18n.text(&text);
            self.push(words, true, true);
        }
        Task::none()
    }

    /// Starts a new session of `setup` (for an event's table, if any) on
    /// the play screen, at the window's time.
    fn begin(&mut self, setup: AnySetup, table: Option<EventTag>) -> Task<Message> {
        self.banners.clear();
        self.leave_play();
        let now = self.clock.now().wall;
        match self.library.start(setup, table, now) {
            Some((session, lock)) => self.play_session(session, lock),
            None => Task::none(),
        }
    }

    /// Shows `session` on the play screen, its draws seeded if a test
    /// asked.
    fn play_session(&mut self, session: Session, lock: Option<SessionLock>) -> Task<Message> {
        let mut play = play::Play::new(self.library.store().clone(), session, lock);
        if let Some(seed) = self.seed {
            play.seed(seed);
        }
        // A clock stopped when the session was left runs again.
        let arrived = play.arrive(self.clock.now().wall);
        // A table's game shows its event's standings on the live page.
        play.read_event(self.library.sessions());
        self.show(Screen::Play(Box::new(play)));
        if let Err(e) = arrived {
            self.error(&e);
        }
        Task::none()
    }

    /// Leaves the game on screen, if one is: its clock stops until it is
    /// opened again (see [`play::Play::leave`]).
    pub(super) fn leave_play(&mut self) {
        let wall = self.clock.now().wall;
        if let Screen::Play(p) = &mut self.screen
            && let Err(e) = p.leave(wall)
        {
            self.error(&e);
        }
    }
}
