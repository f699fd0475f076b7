//! The application: which screen is open, the banners, and the dispatch of
//! every message to its screen, the session and the store.

use chrono::Utc;
use iced::keyboard::{Key, key::Named};
use iced::widget::{button, column, container, row, scrollable, stack, text};
use iced::{Alignment, Element, Length, Subscription, Task, Theme, keyboard, window};

use crate::event::EventTag;
use crate::i18n::{self, I18n};
use crate::roster::Roster;
use crate::rules::{GameKind, Text};
use crate::session::Session;
use crate::store::events::EventError;
use crate::store::roster::RosterError;
use crate::store::{Conflict, Listing, Settings, Store, StoreError, Summary, Trashed};

use super::games::players_form::Known;
use super::screen::events::{self, EventsScreen};
use super::screen::player::{self, PlayerPage};
use super::screen::result::Leave;
use super::screen::stats::{self as stats_screen, StatsScreen};
use super::screen::{history, home, play, review, settings as settings_screen, setup};
use super::transfer::{self, Transfer};
use super::{theme, widget};

/// The whole window's state.
pub struct App {
    store: Store,
    settings: Settings,
    i18n: I18n,
    screen: Screen,
    banners: Vec<Banner>,
    /// Whether a printed page is opened in the desktop's program for it.
    open_programs: bool,
    sessions: Vec<Summary>,
    /// The players known across sessions (read with the history).
    roster: Roster,
    /// Conflict copies a sync tool left beside the sessions.
    conflicts: Vec<Conflict>,
    history: history::History,
    /// The sessions in `trash/`, read when the history shows the trash.
    trashed: Vec<Trashed>,
    table_mode: bool,
    /// Warnings already shown, so a refresh does not repeat them.
    warned: std::collections::HashSet<String>,
    /// Export and import: dialogs, or the path field.
    transfer: Transfer,
    /// Whether the history has been read yet.
    listed: bool,
    /// Added to the system's clock: time passed by [`App::pass_time`].
    later: std::time::Duration,
    /// The moment and time of day the clock stopped at
    /// ([`App::stop_clock`]), if it did.
    stopped: Option<(std::time::Instant, chrono::DateTime<Utc>)>,
    /// The seed of every draw (dice, first player) from now on, if a test
    /// set one ([`App::seed_random`]); none: seeded from entropy.
    seed: Option<u64>,
    /// When a press that must act once per double click last acted (who
    /// goes first drawn in a setup form, an event's round paired, its
    /// standings printed, a dropped player returned): see [`App::again`].
    drawn: widget::Debounce<()>,
    /// The event table whose game the setup form on screen is for: the
    /// session started from it carries it.
    table: Option<EventTag>,
}

struct Banner {
    words: String,
    error: bool,
    /// A refusal on the play screen: it goes when the next change is
    /// accepted (or the field is typed in again).
    refusal: bool,
}

enum Screen {
    Home,
    History,
    Settings,
    Setup(Box<setup::Form>),
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
    /// The setup form.
    Setup(setup::Msg),
    /// Start the game set up in the form.
    Start,
    /// Open a saved session by id.
    Open(String),
    /// Review a saved session by id (read-only until Reopen).
    Review(String),
    /// The review screen.
    Reviewing(review::Msg),
    /// The history's filter or page.
    Filter(history::Msg),
    /// The play screen.
    Play(play::Msg),
    /// The settings screen.
    SettingsChanged(settings_screen::Msg),
    /// Close banner n.
    CloseBanner(usize),
    /// The window is asked to close: the game on screen is left first.
    CloseRequested(window::Id),
    /// A key press no widget took.
    Key(keyboard::Event),
    /// A second has passed (while a game is on screen): its clock moves.
    Second,
    /// Table mode on or off: fullscreen, the log folded, big targets.
    TableMode,
    /// Read the history again.
    Refresh,
    /// The history, read on another thread at start.
    Listed(std::sync::Arc<Listing>),
    /// Export or import files.
    Transfer(transfer::Msg),
}

impl App {
    /// The app on `store`, with its saved settings, on the home screen.
    pub fn new(store: Store) -> Self {
        let mut app = Self::bare(store);
        app.refresh();
        app
    }

    /// The app as the window starts it: the history is read on another
    /// thread while the first frame is drawn, so a big data folder does not
    /// delay it.
    pub fn boot(store: Store) -> (Self, Task<Message>) {
        let reader = store.clone();
        let read = Task::perform(
            async move {
                // What saves cut off (a crash, kill -9) left behind goes
                // first, so the history never meets it.
                reader.clean_leftovers();
                reader.list()
            },
            |listing| Message::Listed(std::sync::Arc::new(listing)),
        );
        (Self::bare(store), read)
    }

    fn bare(store: Store) -> Self {
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
            open_programs: true,
            sessions: Vec::new(),
            roster: Roster::default(),
            conflicts: Vec::new(),
            history: history::History::default(),
            trashed: Vec::new(),
            table_mode: false,
            warned: std::collections::HashSet::new(),
            transfer: Transfer::new(),
            listed: false,
            later: std::time::Duration::ZERO,
            stopped: None,
            seed: None,
            drawn: widget::Debounce::default(),
            table: None,
        };
        if let Some((path, why)) = broken {
            app.notice_skipped(&path, why);
        }
        app
    }

    /// Lets `time` pass for the window's sense of a double click, as a
    /// person who presses a button again a moment later does: for tests,
    /// which press faster than any person.
    pub fn pass_time(&mut self, time: std::time::Duration) {
        self.later += time;
    }

    /// Stops the window's clock: from now on only [`App::pass_time`] moves
    /// it, so a test's presses come at the moments it says, however slowly
    /// it runs.
    pub fn stop_clock(&mut self) {
        let now = self.now();
        self.stopped = Some((now.at, now.wall));
        self.later = std::time::Duration::ZERO;
    }

    /// Seeds every draw the window makes from now on (the dice of the
    /// play screens and who goes first in the setup forms opened after
    /// this): for tests, whose draws must be known.
    pub fn seed_random(&mut self, seed: u64) {
        self.seed = Some(seed);
    }

    /// Shows `play`, its draws seeded if a test asked.
    fn show_play(&mut self, mut play: play::Play) {
        if let Some(seed) = self.seed {
            play.seed(seed);
        }
        // A clock stopped when the session was left runs again.
        let arrived = play.arrive(self.now().wall);
        // A table's game shows its event's standings on the live page.
        play.read_event(&self.sessions);
        self.screen = Screen::Play(Box::new(play));
        if let Err(e) = arrived {
            self.error(&e);
        }
    }

    /// Leaves the game on screen, if one is: its clock stops until it is
    /// opened again (see [`play::Play::leave`]).
    fn leave_play(&mut self) {
        let wall = self.now().wall;
        if let Screen::Play(p) = &mut self.screen
            && let Err(e) = p.leave(wall)
        {
            self.error(&e);
        }
    }

    /// The window's sense of now: for double clicks, and the log's time.
    fn now(&self) -> play::Moment {
        let (at, wall) = self
            .stopped
            .unwrap_or_else(|| (std::time::Instant::now(), Utc::now()));
        let later = chrono::Duration::from_std(self.later).unwrap_or(chrono::Duration::MAX);
        play::Moment {
            at: at + self.later,
            wall: wall.checked_add_signed(later).unwrap_or(wall),
        }
    }

    /// Never starts another program (the browser for a page to print):
    /// for tests, which would otherwise open windows on the desktop.
    pub fn open_no_programs(&mut self) {
        self.open_programs = false;
    }

    /// Asks for paths in a field instead of native dialogs (as where no
    /// dialog can be shown).
    pub fn use_path_field(&mut self) {
        self.transfer = Transfer::with_dialogs(false);
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

    /// The live page's address, while the open session is shown on phones.
    pub fn share_url(&self) -> Option<&str> {
        match &self.screen {
            Screen::Play(p) => p.share_url(),
            _ => None,
        }
    }

    /// The banners' words, oldest first.
    pub fn banners(&self) -> Vec<String> {
        self.banners.iter().map(|b| b.words.clone()).collect()
    }

    fn error(&mut self, text: &Text) {
        let words = self.i18n.text(text);
        self.push(words);
    }

    fn push(&mut self, words: String) {
        self.banners.push(Banner {
            words,
            error: true,
            refusal: false,
        });
    }

    /// Whether table mode is on.
    pub fn table_mode(&self) -> bool {
        self.table_mode
    }

    /// The zoom as iced's scale factor.
    pub fn scale_factor(&self) -> f32 {
        f32::from(self.settings.zoom) / 100.0
    }

    /// Says that the file at `path` was left alone, and why.
    fn notice_skipped(&mut self, path: &std::path::Path, why: String) {
        let words = self.i18n.tr_args(
            "ui-skipped",
            &[
                ("file", path.display().to_string().into()),
                ("reason", why.into()),
            ],
        );
        self.push(words);
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
        self.push(words);
        if let Some(error) = &q.note_error {
            let words = self
                .i18n
                .tr_args("ui-note-not-written", &[("error", error.clone().into())]);
            self.push(words);
        }
    }

    /// What a session file holds that nothing reads, or other warnings.
    fn warn(&mut self, id: &str, warning: &str) {
        if !self.warned.insert(format!("{id}\u{0}{warning}")) {
            return;
        }
        let words = self.i18n.tr_args(
            "ui-session-warning",
            &[("id", id.into()), ("warning", warning.into())],
        );
        self.push(words);
    }

    fn refresh(&mut self) {
        let listing = self.store.list();
        self.take_listing(listing);
    }

    fn take_listing(&mut self, listing: Listing) {
        self.listed = true;
        let warnings: Vec<(String, String)> = listing
            .warnings()
            .map(|(id, w)| (id.to_owned(), w.to_owned()))
            .collect();
        // The window writes sessions, so it keeps the index up to date
        // (a command that only reads never writes it).
        if let Err(e) = self.store.save_index(&listing) {
            self.store_error(&e);
        }
        let Listing {
            sessions,
            skipped,
            conflicts,
            index: _,
        } = listing;
        self.conflicts = conflicts;
        for (id, w) in &warnings {
            self.warn(id, w);
        }
        for (path, why) in skipped {
            self.notice_skipped(&path, why);
        }
        self.sessions = sessions;
        let read = self.store.roster();
        if let Some((path, why)) = read.unreadable {
            self.notice_skipped(&path, why);
        }
        self.roster = read.roster;
        self.history.roster = self.roster.clone();
        if let Screen::Stats(s) = &mut self.screen {
            s.compute(&self.sessions, &self.roster);
        }
        if let Screen::Player(page) = &mut self.screen {
            page.compute(&self.sessions, &self.roster);
        }
        if let Screen::Events(s) = &mut self.screen {
            s.refill(&self.sessions);
        }
        if let Screen::Play(p) = &mut self.screen {
            p.read_event(&self.sessions);
        }
    }

    fn store_error(&mut self, e: &StoreError) {
        match e {
            StoreError::Quarantined(q) => self.notice_quarantined(q),
            other => self.error(&Text::msg("ui-store-error").arg("error", other.to_string())),
        }
    }

    fn open(&mut self, id: &str) {
        // The lock first: the window that holds it may write, so a broken
        // file is set aside and its backup put back; another window's
        // session is only read.
        let lock = match self.store.lock(id) {
            Ok(lock) => Some(lock),
            Err(StoreError::Locked(_)) => None,
            Err(e) => {
                self.store_error(&e);
                None
            }
        };
        let loaded = match &lock {
            Some(lock) => self.store.recover(id, lock),
            None => self.store.load(id),
        };
        let loaded = match loaded {
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
        for w in &loaded.warnings {
            self.warn(id, w);
        }
        if !loaded.unknown_fields.is_empty() {
            let fields = loaded.unknown_fields.join(", ");
            let words = self
                .i18n
                .tr_args("ui-unknown-fields", &[("fields", fields.into())]);
            self.warn(id, &words);
        }
        self.show_play(play::Play::new(self.store.clone(), loaded.session, lock));
    }

    fn start(&mut self) {
        let Screen::Setup(form) = &self.screen else {
            return;
        };
        let setup = match form.build() {
            Ok(setup) => setup,
            Err(e) => return self.error(&e.0),
        };
        self.begin(setup);
    }

    /// The players known from other games, most games first, each with
    /// the colour they keep: offered in setup forms.
    fn known_players(&self) -> std::sync::Arc<[Known]> {
        let counted = crate::stats::compute(&self.sessions, None, None, &self.roster);
        let mut known: Vec<Known> = counted
            .players
            .iter()
            .map(|p| Known {
                name: p.name.clone(),
                color: self.roster.color(&p.name),
            })
            .collect();
        for person in self.roster.people() {
            if !known.iter().any(|k| k.name == person.name) {
                known.push(Known {
                    name: person.name.clone(),
                    color: person.color,
                });
            }
        }
        known.into()
    }

    /// Remembers the players of a game being started in the roster, with
    /// their colours. A roster that cannot be written is said; the game
    /// starts all the same.
    fn learn(&mut self, setup: &crate::rules::AnySetup) {
        let start = setup.start();
        let colors: Vec<(String, crate::rules::common::Color)> = setup
            .standings(&start)
            .into_iter()
            .map(|s| (s.name, s.color))
            .collect();
        let names = setup.players(&start);
        let seats: Vec<(&str, Option<crate::rules::common::Color>)> = names
            .iter()
            .map(|n| {
                let color = colors.iter().find(|(name, _)| name == n).map(|(_, c)| *c);
                (n.as_str(), color)
            })
            .collect();
        if !self.roster.clone().learn(seats.iter().copied()) {
            return;
        }
        match self.store.change_roster(|r| {
            r.learn(seats.iter().copied());
            Ok(())
        }) {
            Ok(changed) => {
                self.roster_changed(changed);
            }
            Err(RosterError::Store(e)) => self.store_error(&e),
            Err(RosterError::Refused(e)) => self.error(&e.0),
        }
    }

    /// Takes the roster as a change saved it, saying where a broken
    /// roster file went if the change set it aside.
    fn roster_changed(&mut self, changed: crate::store::roster::Changed) {
        if let Some(q) = &changed.set_aside {
            self.notice_quarantined(q);
        }
        self.roster = changed.roster;
        self.history.roster = self.roster.clone();
    }

    /// Starts a new session of `setup` on the play screen.
    fn begin(&mut self, setup: crate::rules::AnySetup) {
        // The window's clock, as for the log's times.
        let now = self.now().wall;
        let id = self.store.new_id(now);
        let mut session = match Session::new(id, setup, now) {
            Ok(s) => s,
            Err(e) => return self.error(&e.0),
        };
        // A table's game carries its table; the event file is the host's
        // to write, so starting a table changes nothing there (the
        // table's laptop may share the host's folder through a sync tool).
        session.set_event_tag(self.table.take());
        // Claimed with an exclusive create: a CLI or another window that
        // took the same id a moment ago keeps its session.
        if let Err(e) = self.store.save_new(&mut session) {
            return self.store_error(&e);
        }
        let lock = self.store.lock(session.id()).ok();
        self.learn(session.setup());
        self.show_play(play::Play::new(self.store.clone(), session, lock));
    }

    /// The name of an event a change saved, saying where its broken file
    /// went if the change set it aside.
    fn event_changed<T>(&mut self, changed: crate::store::events::Changed<T>) -> String {
        if let Some(q) = &changed.set_aside {
            self.notice_quarantined(q);
        }
        changed.event.name
    }

    /// Says why an event could not be read, changed or saved.
    fn event_error(&mut self, e: &EventError) {
        match e {
            EventError::Refused(r) => self.error(&r.0),
            EventError::NotFound(name) => {
                self.error(&Text::msg("ui-event-missing").arg("name", name.clone()))
            }
            EventError::Taken(name, _) => {
                self.error(&Text::msg("ui-event-taken").arg("name", name.clone()))
            }
            EventError::Store(e) => self.store_error(e),
            EventError::File(path, why) => self.error(
                &Text::msg("ui-event-file")
                    .arg("file", path.display().to_string())
                    .arg("error", why.clone()),
            ),
        }
    }

    /// The events in the data folder; a file that could not be read is
    /// said (it was set aside).
    fn read_events(&mut self) -> Vec<crate::event::Event> {
        let mut events = Vec::new();
        for read in self.store.events() {
            match read {
                Ok(e) => events.push(e),
                Err((path, why)) => self.error(
                    &Text::msg("ui-event-file")
                        .arg("file", path.display().to_string())
                        .arg("error", why),
                ),
            }
        }
        events
    }

    /// Does what the events screen asks: each change is saved to the
    /// event's file at once, and the screen shows it.
    fn events_request(&mut self, request: events::Request) -> Task<Message> {
        // What the last action said goes with the next (as on a player's
        // page); a refusal of this one is said anew.
        self.banners.clear();
        let changed = match request {
            events::Request::Create(mut event) => {
                // Each player as the roster spells them: "ana" is Ana,
                // and two spellings of one person are one player.
                event.players = event.players.iter().map(|p| self.roster.who(p)).collect();
                let name = event.name.clone();
                let made = match event.check() {
                    Err(e) => {
                        self.error(&e.0);
                        Err(())
                    }
                    Ok(()) => self
                        .store
                        .new_event(&event)
                        .map(|_| name)
                        .map_err(|e| self.event_error(&e)),
                };
                if made.is_ok()
                    && let Screen::Events(s) = &mut self.screen
                {
                    s.created();
                }
                made
            }
            events::Request::Pair(name) => {
                // One press, one round: the second click of a double
                // click pairs nothing.
                if self.again() {
                    return Task::none();
                }
                let sessions = &self.sessions;
                self.store
                    .change_event(&name, |e| {
                        // The results the tables' sessions gave, first.
                        *e = crate::event::results::fill(e, sessions);
                        e.pair_next().map(|_| ())
                    })
                    .map(|c| self.event_changed(c))
                    .map_err(|e| self.event_error(&e))
            }
            events::Request::Result(name, round, table, result) => self
                .store
                .change_event(&name, |e| e.record(round, table, result))
                .map(|c| self.event_changed(c))
                .map_err(|e| self.event_error(&e)),
            events::Request::Drop(name, player) => self
                .store
                .change_event(&name, |e| e.drop_player(&player))
                .map(|c| self.event_changed(c))
                .map_err(|e| self.event_error(&e)),
            events::Request::Return(name, player) => self
                .store
                .change_event(&name, |e| e.undrop(&player))
                .map(|c| self.event_changed(c))
                .map_err(|e| self.event_error(&e)),
            events::Request::Enter(name, player) => {
                let entered = self
                    .store
                    .change_event(&name, |e| e.enter(&player))
                    .map(|c| self.event_changed(c))
                    .map_err(|e| self.event_error(&e));
                if entered.is_ok()
                    && let Screen::Events(s) = &mut self.screen
                {
                    s.entered();
                }
                entered
            }
            events::Request::Start(name, round, table) => {
                return self.start_table(&name, round, table);
            }
            events::Request::Print(event) => {
                // One page per double click, one browser tab.
                if !self.again() {
                    self.print_standings(&event);
                }
                return Task::none();
            }
        };
        let events = self.read_events();
        if let Screen::Events(s) = &mut self.screen {
            s.set(events, &self.sessions);
            if let Ok(name) = changed {
                s.show(&name, &self.sessions);
            }
        }
        Task::none()
    }

    /// Whether this press is the second of a double click on a control
    /// that acts once (pair a round, draw who goes first, print, return a
    /// player, or the Drop that takes Return's place): then it does
    /// nothing. Otherwise the press is noted and acts.
    fn again(&mut self) -> bool {
        let now = self.now().at;
        !self.drawn.press((), now)
    }

    /// Writes the standings of `event` (its results filled in) as a page
    /// to print in the data folder's `printed/`, and opens it in the
    /// desktop's program for it (a browser, where Ctrl+P prints). The
    /// banner names the file either way.
    fn print_standings(&mut self, event: &crate::event::Event) {
        self.banners.clear();
        let dir = self.store.root().join("printed");
        let path = dir.join(crate::event::sheet::file_name(event));
        let mut page = Vec::new();
        let written = crate::event::sheet::write_html(&mut page, &self.i18n, event, Utc::now())
            .and_then(|()| std::fs::create_dir_all(&dir))
            .and_then(|()| std::fs::write(&path, &page));
        let file = path.display().to_string();
        let words = match written {
            Err(e) => {
                let words = self.i18n.tr_args(
                    "ui-event-print-failed",
                    &[("file", file.into()), ("error", e.to_string().into())],
                );
                self.push(words);
                return;
            }
            Ok(()) if self.open_programs && super::open::open(&path).is_ok() => self
                .i18n
                .tr_args("ui-event-printed-open", &[("file", file.into())]),
            Ok(()) => self
                .i18n
                .tr_args("ui-event-printed", &[("file", file.into())]),
        };
        self.banners.push(Banner {
            words,
            error: false,
            refusal: false,
        });
    }

    /// The setup form of a table's game, its players seated, for the
    /// host to start: the session carries the table.
    fn start_table(&mut self, name: &str, round: usize, table: usize) -> Task<Message> {
        let event = match self.store.event(name) {
            Ok(e) => e,
            Err(e) => {
                self.event_error(&e);
                return Task::none();
            }
        };
        let Ok(t) = event.table(round, table) else {
            return Task::none();
        };
        let players = t.players.clone();
        let Some(kind) = event.game_at(round, table) else {
            return Task::none();
        };
        let task = self.update(Message::NewGame(kind));
        if let Screen::Setup(form) = &mut self.screen {
            form.seat(&players, &self.i18n);
            self.table = Some(EventTag {
                name: event.name.clone(),
                round,
                table,
            });
        }
        task
    }

    /// Does what a player's page asks: the roster's changes are saved at
    /// once (a refusal says which rule), and the page shows them.
    fn player_request(&mut self, request: player::Request) -> Task<Message> {
        let change = match request {
            player::Request::Back => return self.update(Message::Stats),
            player::Request::Review(id) => return self.update(Message::Review(id)),
            player::Request::Rename(from, to) => {
                let sessions = &self.sessions;
                let seen = sessions.iter().flat_map(|s| s.players.iter().map(|p| &**p));
                self.store
                    .change_roster(move |r| r.rename_among(&from, &to, seen))
            }
            player::Request::Merge(from, into) => {
                self.store.change_roster(move |r| r.merge(&from, &into))
            }
            player::Request::Split(spelling) => {
                self.store.change_roster(move |r| r.split(&spelling))
            }
        };
        self.banners.clear();
        match change {
            Ok(changed) => {
                self.roster_changed(changed);
                if let Screen::Player(page) = &mut self.screen {
                    page.compute(&self.sessions, &self.roster);
                }
            }
            Err(RosterError::Refused(e)) => self.error(&e.0),
            Err(RosterError::Store(e)) => self.store_error(&e),
        }
        Task::none()
    }

    /// Handles a message.
    pub fn update(&mut self, message: Message) -> Task<Message> {
        // A message belongs to the screen it was shown on: going to another
        // screen takes them all away (what the new screen finds is said
        // anew).
        if matches!(
            message,
            Message::Home
                | Message::History
                | Message::Settings
                | Message::Stats
                | Message::Events
                | Message::NewGame(_)
                | Message::Start
                | Message::Open(_)
                | Message::Review(_)
        ) {
            self.banners.clear();
            self.leave_play();
            // A table's game is started from its form, or not at all.
            if !matches!(message, Message::Start) {
                self.table = None;
            }
        }
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
            Message::Stats => {
                self.refresh();
                self.screen =
                    Screen::Stats(Box::new(StatsScreen::new(&self.sessions, &self.roster)));
            }
            Message::Events => {
                self.refresh();
                let events = self.read_events();
                let mut screen = EventsScreen::new(events, None, &self.sessions);
                screen.know(self.known_players());
                self.screen = Screen::Events(Box::new(screen));
            }
            Message::EventsChanged(m) => {
                // Drop takes Return's place: the second click of a double
                // click on Return must not ask to drop the player again.
                if matches!(m, events::Msg::Return(_) | events::Msg::DropAsk(_)) && self.again() {
                    return Task::none();
                }
                let request = match &mut self.screen {
                    Screen::Events(s) => s.update(m, &self.sessions),
                    _ => Ok(None),
                };
                match request {
                    Ok(Some(request)) => return self.events_request(request),
                    Ok(None) => {}
                    Err(e) => self.error(&e),
                }
            }
            Message::StatsChanged(stats_screen::Msg::Open(name)) => {
                self.banners.clear();
                let page = PlayerPage::new(&name, &self.sessions, &self.roster);
                self.screen = Screen::Player(Box::new(page));
            }
            Message::Player(m) => {
                let request = match &mut self.screen {
                    Screen::Player(page) => page.update(m),
                    _ => None,
                };
                if let Some(request) = request {
                    return self.player_request(request);
                }
            }
            Message::StatsChanged(m) => {
                if let Screen::Stats(s) = &mut self.screen {
                    s.update(m, &self.sessions, &self.roster);
                }
            }
            Message::NewGame(kind) => match setup::Form::new(kind, &self.i18n) {
                Some(mut form) => {
                    if let Some(seed) = self.seed {
                        form.seed(seed);
                    }
                    form.know(self.known_players());
                    self.screen = Screen::Setup(Box::new(form));
                }
                None => self
                    .error(&Text::msg("ui-no-screen").arg("game", self.i18n.tr(&kind.title_key()))),
            },
            Message::Setup(m) => {
                if m.draws() && self.again() {
                    return Task::none();
                }
                if let Screen::Setup(form) = &mut self.screen {
                    form.update(m, &self.i18n);
                }
            }
            Message::Start => self.start(),
            Message::Open(id) => self.open(&id),
            Message::Review(id) => match self.store.load(&id) {
                Ok(loaded) => {
                    if let Some(q) = &loaded.recovered {
                        self.notice_quarantined(q);
                    }
                    self.screen = Screen::Review(Box::new(review::Review::new(loaded.session)));
                }
                Err(e) => {
                    self.store_error(&e);
                    self.refresh();
                }
            },
            Message::Filter(m) => {
                let was_trash = self.history.in_trash();
                let request = self.history.update(m);
                let changed = request.is_some();
                let mut task = Task::none();
                if let Some(request) = request {
                    task = self.history_request(request);
                }
                // The trash folder is read when it is opened or changed,
                // not on every keystroke of the filter.
                if self.history.in_trash() != was_trash || changed {
                    self.trashed = if self.history.in_trash() {
                        self.store.trash_entries()
                    } else {
                        Vec::new()
                    };
                }
                return task;
            }
            Message::Reviewing(m) => {
                if let Screen::Review(r) = &mut self.screen {
                    match r.update(m) {
                        Some(review::Request::Reopen) => {
                            let id = r.session().id().to_owned();
                            self.open(&id);
                        }
                        Some(review::Request::Export(kind)) => {
                            let session = std::sync::Arc::new(r.session().clone());
                            return self.transfer(transfer::Msg::Start(transfer::Goal::Export(
                                kind, session,
                            )));
                        }
                        None => {}
                    }
                }
            }
            Message::Transfer(m) => return self.transfer(m),
            Message::Play(m) => return self.play(m),
            Message::SettingsChanged(m) => {
                // Saved as the file holds them now: what another window
                // changed meanwhile is kept.
                match self
                    .store
                    .change_settings(|s| settings_screen::update(s, m.clone()))
                {
                    Ok(saved) => self.settings = saved,
                    Err(e) => {
                        settings_screen::update(&mut self.settings, m);
                        self.store_error(&e);
                    }
                }
                self.i18n = I18n::new(
                    self.settings
                        .language
                        .as_deref()
                        .unwrap_or_else(|| i18n::system_language()),
                );
            }
            Message::CloseRequested(id) => {
                self.leave_play();
                return window::close(id);
            }
            Message::CloseBanner(i) => {
                if i < self.banners.len() {
                    self.banners.remove(i);
                }
            }
            Message::Second => {
                let wall = self.now().wall;
                if let Screen::Play(p) = &mut self.screen {
                    p.tick(wall);
                }
            }
            Message::Key(event) => {
                if let Some(task) = self.window_key(&event) {
                    return task;
                }
                if let Screen::Play(p) = &self.screen
                    && let Some(m) = p.key(&event)
                {
                    return self.play(m);
                }
                if let Screen::Review(_) = &self.screen
                    && let Some(m) = review::Review::key(&event)
                {
                    return self.update(Message::Reviewing(m));
                }
            }
            Message::Refresh => self.refresh(),
            // A history read since (History opened meanwhile) is newer.
            Message::Listed(_) if self.listed => {}
            Message::Listed(listing) => {
                let listing =
                    std::sync::Arc::try_unwrap(listing).unwrap_or_else(|shared| (*shared).clone());
                self.take_listing(listing);
            }
            Message::TableMode => {
                self.table_mode = !self.table_mode;
                if let Screen::Play(p) = &mut self.screen {
                    p.set_table_mode(self.table_mode);
                }
                let mode = if self.table_mode {
                    window::Mode::Fullscreen
                } else {
                    window::Mode::Windowed
                };
                return window::latest().and_then(move |id| window::set_mode(id, mode));
            }
        }
        Task::none()
    }

    fn transfer(&mut self, m: transfer::Msg) -> Task<Message> {
        let done = self.transfer.update(m, &self.store, &self.i18n);
        for notice in done.notices {
            self.banners.push(Banner {
                words: notice.words,
                error: notice.error,
                refusal: false,
            });
        }
        if done.imported {
            self.refresh();
        }
        done.task.map(Message::Transfer)
    }

    /// Abandons, deletes (to the trash) or restores a session, or imports.
    fn history_request(&mut self, request: history::Request) -> Task<Message> {
        let done = match request {
            history::Request::Import => {
                return self.transfer(transfer::Msg::Start(transfer::Goal::Import));
            }
            history::Request::Abandon(id, on) => self.store.change_session(&id, |s| {
                s.set_abandoned(on);
            }),
            history::Request::Delete(id) => self.store.trash(&id),
            history::Request::Restore(file) => self.store.restore_file(&file).map(|restored| {
                if let Some(old) = restored.renamed_from {
                    let words = self.i18n.tr_args(
                        "ui-restored-renamed",
                        &[("id", restored.id.into()), ("old", old.into())],
                    );
                    self.banners.push(Banner {
                        words,
                        error: false,
                        refusal: false,
                    });
                }
            }),
            history::Request::ReviewCopy(file) => {
                match self.store.load_conflict(&file) {
                    Ok(loaded) => {
                        self.screen =
                            Screen::Review(Box::new(review::Review::copy(loaded.session, file)));
                    }
                    Err(e) => {
                        self.store_error(&e);
                        self.refresh();
                    }
                }
                return Task::none();
            }
            history::Request::Keep(file) => self.store.keep_conflict(&file),
            history::Request::Discard(file) => self.store.discard_conflict(&file),
        };
        if let Err(e) = done {
            self.store_error(&e);
        }
        self.refresh();
        Task::none()
    }

    /// Keys for the whole window: zoom (Ctrl+= / Ctrl+− / Ctrl+0) and table
    /// mode (F11).
    fn window_key(&mut self, event: &keyboard::Event) -> Option<Task<Message>> {
        let keyboard::Event::KeyPressed { key, modifiers, .. } = event else {
            return None;
        };
        if let Key::Named(Named::F11) = key.as_ref() {
            return Some(Task::done(Message::TableMode));
        }
        if !modifiers.command() {
            return None;
        }
        let steps = match key.as_ref() {
            Key::Character("=" | "+") => 1,
            Key::Character("-" | "_") => -1,
            Key::Character("0") => 0,
            _ => return None,
        };
        let zoom = self.settings.zoomed(steps);
        self.settings.zoom = zoom;
        if let Err(e) = self.store.change_settings(|s| s.zoom = zoom) {
            self.store_error(&e);
        }
        Some(Task::none())
    }

    fn play(&mut self, m: play::Msg) -> Task<Message> {
        let now = self.now();
        let Screen::Play(p) = &mut self.screen else {
            return Task::none();
        };
        if let play::Msg::Leave(to) = m {
            // Not the second click of the double click that won the game.
            if !p.settled(now.at) {
                return Task::none();
            }
            let session = p.session();
            let (id, setup) = (session.id().to_owned(), session.setup().clone());
            return match to {
                Leave::Home => self.update(Message::Home),
                Leave::Review => self.update(Message::Review(id)),
                Leave::Rematch => {
                    self.banners.clear();
                    self.begin(setup);
                    Task::none()
                }
            };
        }
        match p.update(m, now) {
            Ok(task) => {
                self.banners.retain(|b| !b.refusal);
                task.map(Message::Play)
            }
            Err(e) => {
                let words = self.i18n.text(&e);
                self.banners.retain(|b| !b.refusal);
                self.banners.push(Banner {
                    words,
                    error: true,
                    refusal: true,
                });
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
            button(text(i18n.tr("ui-stats")))
                .on_press(Message::Stats)
                .style(button::secondary),
            button(text(i18n.tr("ui-events")))
                .on_press(Message::Events)
                .style(button::secondary),
            button(text(i18n.tr("ui-settings")))
                .on_press(Message::Settings)
                .style(button::secondary),
            button(text(i18n.tr(if self.table_mode {
                "ui-table-mode-off"
            } else {
                "ui-table-mode"
            })))
            .on_press(Message::TableMode)
            .style(if self.table_mode {
                button::primary
            } else {
                button::secondary
            }),
        ]
        .spacing(8)
        .align_y(Alignment::Center);
        let page = column![nav].spacing(12).padding(16);
        // Banners float over the bottom of the window: they never push the
        // page, so nothing moves under the pointer when one appears.
        let mut notices = column![].spacing(6).max_width(760);
        for (i, b) in self.banners.iter().enumerate() {
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
        let overlay = container(notices)
            .width(Length::Fill)
            .height(Length::Fill)
            .align_bottom(Length::Fill)
            .center_x(Length::Fill)
            .padding(16);
        let body: Element<'_, Message> = match &self.screen {
            Screen::Home => scrollable(home::view(
                &self.sessions,
                &self.roster,
                i18n,
                Message::NewGame,
                Message::Open,
            ))
            .into(),
            Screen::History => scrollable(self.history.view(
                &self.sessions,
                &self.trashed,
                &self.conflicts,
                i18n,
                Message::Filter,
                Message::Review,
            ))
            .into(),
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
            Screen::Review(r) if self.transfer.capturing() => {
                r.print_view(i18n).map(Message::Reviewing)
            }
            Screen::Review(r) => r.view(i18n).map(Message::Reviewing),
            Screen::Stats(s) => scrollable(s.view(i18n).map(Message::StatsChanged)).into(),
            Screen::Events(s) => scrollable(s.view(i18n).map(Message::EventsChanged)).into(),
            Screen::Player(p) => scrollable(
                p.view(&self.sessions, &self.roster, i18n)
                    .map(Message::Player),
            )
            .into(),
        };
        stack![page.push(container(body).height(Length::Fill)), overlay].into()
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
        let keys = keyboard::listen().map(Message::Key);
        let close = window::close_requests().map(Message::CloseRequested);
        match self.screen {
            Screen::Play(_) => Subscription::batch([keys, close, Subscription::run(seconds)]),
            _ => Subscription::batch([keys, close]),
        }
    }
}

/// A message every second, from a thread of its own that ends when the
/// subscription does (the game's screen is left): the play screen's clock.
fn seconds() -> impl iced::futures::Stream<Item = Message> {
    let (mut tx, rx) = iced::futures::channel::mpsc::channel(1);
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(std::time::Duration::from_secs(1));
            if let Err(e) = tx.try_send(Message::Second)
                && e.is_disconnected()
            {
                break;
            }
        }
    });
    rx
}
