//! The library's changes: sessions opened, started, given up, deleted and
//! restored; conflict copies kept or discarded; the roster, the events and
//! the settings changed; standings printed. Each is saved at once, under
//! the store's locks, and the library takes what was saved; a refusal or a
//! failure is said and changes nothing.

use chrono::{DateTime, Utc};

use super::{Library, known_players};
use crate::event::{Event, EventTag, TableResult};
use crate::i18n::I18n;
use crate::rules::common::Color;
use crate::rules::{AnySetup, Arg, RuleError, Text};
use crate::session::Session;
use crate::store::events::{Changed, EventError};
use crate::store::roster::RosterError;
use crate::store::{SessionLock, Settings, StoreError};

/// A session opened for play: with its lock, or read-only without one
/// (another window holds it).
pub type Opened = (Session, Option<SessionLock>);

impl Library {
    /// Opens session `id` for play. The lock first: the window that holds
    /// it may write, so a broken file is set aside and its backup put
    /// back; another window's session is only read. None (said) when it
    /// cannot be read.
    pub fn open(&mut self, id: &str) -> Option<Opened> {
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
                return None;
            }
        };
        if let Some(q) = &loaded.recovered {
            self.quarantined(q);
        }
        for w in &loaded.warnings {
            self.warn(id, w);
        }
        if !loaded.unknown_fields.is_empty() {
            let fields = loaded.unknown_fields.join(", ");
            if self.warned.insert(format!("{id}\u{0}{fields}")) {
                let what = Text::msg("ui-unknown-fields").arg("fields", fields);
                self.say(
                    Text::msg("ui-session-warning")
                        .arg("id", id)
                        .arg("warning", Arg::said(what)),
                );
            }
        }
        Some((loaded.session, lock))
    }

    /// Session `id` to review, read-only; None (said) when it cannot be
    /// read.
    pub fn review(&mut self, id: &str) -> Option<Session> {
        match self.store.load(id) {
            Ok(loaded) => {
                if let Some(q) = &loaded.recovered {
                    self.quarantined(q);
                }
                Some(loaded.session)
            }
            Err(e) => {
                self.store_error(&e);
                None
            }
        }
    }

    /// The conflict copy `file` to review; None (said) when it cannot be
    /// read.
    pub fn review_copy(&mut self, file: &str) -> Option<Session> {
        self.store
            .load_conflict(file)
            .map(|loaded| loaded.session)
            .map_err(|e| self.store_error(&e))
            .ok()
    }

    /// Starts a session of `setup` at `now` (a table's game carries its
    /// table) and learns its players into the roster. None (said) when
    /// the setup is refused or the session cannot be saved.
    pub fn start(
        &mut self,
        setup: AnySetup,
        table: Option<EventTag>,
        now: DateTime<Utc>,
    ) -> Option<Opened> {
        let id = self.store.new_id(now);
        let mut session = match Session::new(id, setup, now) {
            Ok(s) => s,
            Err(e) => {
                self.say(e.0);
                return None;
            }
        };
        // The event file is the host's to write, so starting a table
        // changes nothing there (the table's laptop may share the host's
        // folder through a sync tool).
        session.set_event_tag(table);
        // Claimed with an exclusive create: a CLI or another window that
        // took the same id a moment ago keeps its session.
        if let Err(e) = self.store.save_new(&mut session) {
            self.store_error(&e);
            return None;
        }
        let lock = self.store.lock(session.id()).ok();
        self.learn(session.setup());
        Some((session, lock))
    }

    /// Marks session `id` abandoned (true) or in progress again (false).
    pub fn abandon(&mut self, id: &str, on: bool) {
        let done = self.store.change_session(id, |s| s.set_abandoned(on));
        self.done(done);
    }

    /// Moves session `id` to the trash.
    pub fn trash(&mut self, id: &str) {
        let done = self.store.trash(id);
        self.done(done);
    }

    /// Brings `file` back from the trash, saying so when its id was taken
    /// meanwhile and it came back under another.
    pub fn restore(&mut self, file: &str) {
        match self.store.restore_file(file) {
            Ok(restored) => {
                if let Some(old) = restored.renamed_from {
                    self.tell(
                        Text::msg("ui-restored-renamed")
                            .arg("id", restored.id)
                            .arg("old", old),
                    );
                }
            }
            Err(e) => self.store_error(&e),
        }
    }

    /// Keeps conflict copy `file` in its session's place.
    pub fn keep_copy(&mut self, file: &str) {
        let done = self.store.keep_conflict(file);
        self.done(done);
    }

    /// Moves conflict copy `file` to the trash.
    pub fn discard_copy(&mut self, file: &str) {
        let done = self.store.discard_conflict(file);
        self.done(done);
    }

    fn done(&mut self, done: Result<(), StoreError>) {
        if let Err(e) = done {
            self.store_error(&e);
        }
    }

    /// Remembers the people of a game being started in the roster (never
    /// Kharnage's armies: those named as playing them), with the colours
    /// they sit in. A roster that cannot be written is said; the game
    /// starts all the same.
    fn learn(&mut self, setup: &AnySetup) {
        let start = setup.start();
        let colors: Vec<(String, Color)> = setup
            .standings(&start)
            .into_iter()
            .filter_map(|s| Some((setup.person(&s.name)?, s.color)))
            .collect();
        let names = setup.people(&start);
        let seats: Vec<(&str, Option<Color>)> = names
            .iter()
            .map(|n| {
                let color = colors.iter().find(|(name, _)| name == n).map(|(_, c)| *c);
                (n.as_str(), color)
            })
            .collect();
        if !self.roster.clone().learn(seats.iter().copied()) {
            return;
        }
        self.change_roster(|r| {
            r.learn(seats.iter().copied());
            Ok(())
        });
    }

    /// Renames `from` to `to` in the roster (a name some session uses
    /// for someone else is refused).
    pub fn rename(&mut self, from: &str, to: &str) -> bool {
        let sessions = std::mem::take(&mut self.sessions);
        let seen = sessions.iter().flat_map(|s| s.players.iter().map(|p| &**p));
        let done = self.change_roster(move |r| r.rename_among(from, to, seen));
        self.sessions = sessions;
        done
    }

    /// Makes `from` a spelling of `into`.
    pub fn merge(&mut self, from: &str, into: &str) -> bool {
        self.change_roster(|r| r.merge(from, into))
    }

    /// Makes `spelling` someone of its own again.
    pub fn split(&mut self, spelling: &str) -> bool {
        self.change_roster(|r| r.split(spelling))
    }

    /// Changes the roster and takes it as saved, saying where a broken
    /// roster file went if the change set it aside; whether it changed.
    fn change_roster(
        &mut self,
        change: impl FnOnce(&mut crate::roster::Roster) -> Result<(), RuleError>,
    ) -> bool {
        match self.store.change_roster(change) {
            Ok(changed) => {
                if let Some(q) = &changed.set_aside {
                    self.quarantined(q);
                }
                self.roster = changed.roster;
                self.known = known_players(&self.sessions, &self.roster);
                self.revision += 1;
                true
            }
            Err(RosterError::Refused(e)) => {
                self.say(e.0);
                false
            }
            Err(RosterError::Store(e)) => {
                self.store_error(&e);
                false
            }
        }
    }

    /// Makes `event`, each player as the roster spells them ("ana" is
    /// Ana, and two spellings of one person are one player); whether it
    /// was made.
    pub fn create_event(&mut self, mut event: Event) -> bool {
        event.players = event.players.iter().map(|p| self.roster.who(p)).collect();
        if let Err(e) = event.check() {
            self.say(e.0);
            return false;
        }
        match self.store.new_event(&event) {
            Ok(_) => {
                self.put_event(event);
                true
            }
            Err(e) => {
                self.event_error(&e);
                false
            }
        }
    }

    /// Pairs the next round of the event named, the results its tables'
    /// sessions gave filled in first.
    pub fn pair(&mut self, name: &str) -> bool {
        let sessions = std::mem::take(&mut self.sessions);
        let done = self.change_event(name, |e| {
            *e = crate::event::results::fill(e, &sessions);
            e.pair_next().map(|_| ())
        });
        self.sessions = sessions;
        done
    }

    /// Records (or, for no `result`, clears) a table's result in the
    /// event named, the results its tables' sessions gave filled in first
    /// (as pairing does), and says what it replaced; whether it changed.
    pub fn record(
        &mut self,
        name: &str,
        (round, table): (usize, usize),
        result: Option<TableResult>,
    ) -> bool {
        let sessions = std::mem::take(&mut self.sessions);
        let mut replaced = None;
        let done = self.change_event(name, |e| {
            *e = crate::event::results::fill(e, &sessions);
            let was = match result {
                Some(result) => e.record(round, table, result)?,
                None => Some(e.clear(round, table)?),
            };
            let now = e.table(round, table)?.result.clone();
            replaced = was.filter(|w| Some(w) != now.as_ref()).map(|w| (w, now));
            Ok(())
        });
        self.sessions = sessions;
        match replaced {
            Some((was, Some(now))) => self.tell(
                Text::msg("ui-event-replaced")
                    .arg("round", round)
                    .arg("table", table)
                    .arg("now", Arg::said(result_words(&now)))
                    .arg("was", Arg::said(result_words(&was))),
            ),
            Some((was, None)) => self.tell(
                Text::msg("ui-event-cleared")
                    .arg("round", round)
                    .arg("table", table)
                    .arg("was", Arg::said(result_words(&was))),
            ),
            None => {}
        }
        done
    }

    /// Drops `player` from the event named.
    pub fn drop_player(&mut self, name: &str, player: &str) -> bool {
        self.change_event(name, |e| e.drop_player(player))
    }

    /// Brings `player` back to the event named.
    pub fn undrop(&mut self, name: &str, player: &str) -> bool {
        self.change_event(name, |e| e.undrop(player))
    }

    /// Enters `player` late in the event named.
    pub fn enter(&mut self, name: &str, player: &str) -> bool {
        self.change_event(name, |e| e.enter(player))
    }

    /// Changes the event named and takes it as saved; whether it changed.
    fn change_event<T>(
        &mut self,
        name: &str,
        change: impl FnOnce(&mut Event) -> Result<T, RuleError>,
    ) -> bool {
        match self.store.change_event(name, change) {
            Ok(Changed {
                event, set_aside, ..
            }) => {
                if let Some(q) = &set_aside {
                    self.quarantined(q);
                }
                self.put_event(event);
                true
            }
            Err(e) => {
                self.event_error(&e);
                false
            }
        }
    }

    /// Puts `event` in its place among the events (by name, any case), or
    /// at the end.
    fn put_event(&mut self, event: Event) {
        let key = crate::roster::key(&event.name);
        match self
            .events
            .iter_mut()
            .find(|e| crate::roster::key(&e.name) == key)
        {
            Some(old) => *old = event,
            None => self.events.push(event),
        }
        self.revision += 1;
    }

    /// Says why an event could not be read, changed or saved.
    fn event_error(&mut self, e: &EventError) {
        match e {
            EventError::Refused(r) => self.say(r.0.clone()),
            EventError::NotFound(name) => {
                self.say(Text::msg("ui-event-missing").arg("name", name.clone()))
            }
            EventError::Taken(name, _) => {
                self.say(Text::msg("ui-event-taken").arg("name", name.clone()))
            }
            EventError::Store(e) => self.store_error(e),
            EventError::File(path, why) => self.say(
                Text::msg("ui-event-file")
                    .arg("file", path.display().to_string())
                    .arg("error", why.clone()),
            ),
        }
    }

    /// Writes the standings of `event` (its results filled in) as a page
    /// to print in the data folder's `printed/`, in `i18n`'s language, and
    /// opens it in the desktop's program for it (a browser, where Ctrl+P
    /// prints). What is said names the file either way.
    pub fn print_standings(&mut self, event: &Event, i18n: &I18n) {
        let dir = self.store.root().join("printed");
        let path = dir.join(crate::store::events::sheet_name(event));
        let mut page = Vec::new();
        let written = crate::event::sheet::write_html(&mut page, i18n, event, Utc::now())
            .and_then(|()| std::fs::create_dir_all(&dir))
            .and_then(|()| std::fs::write(&path, &page));
        let file = path.display().to_string();
        match written {
            Err(e) => self.say(
                Text::msg("ui-event-print-failed")
                    .arg("file", file)
                    .arg("error", e.to_string()),
            ),
            Ok(()) if self.open_programs && crate::ui::open::open(&path).is_ok() => {
                self.tell(Text::msg("ui-event-printed-open").arg("file", file));
            }
            Ok(()) => self.tell(Text::msg("ui-event-printed").arg("file", file)),
        }
    }

    /// Changes the settings as the file holds them now (what another
    /// window changed meanwhile is kept) and saves them; when they cannot
    /// be saved, the change holds in this window only, and that is said.
    pub fn change_settings(&mut self, change: impl Fn(&mut Settings)) {
        match self.store.change_settings(&change) {
            Ok(saved) => self.settings = saved,
            Err(e) => {
                change(&mut self.settings);
                self.store_error(&e);
            }
        }
        self.revision += 1;
    }
}

/// A table's result in words: "Ana won", "Draw", or a pod's places
/// "Cy > Ana > Bo".
pub fn result_words(result: &TableResult) -> Text {
    match result {
        TableResult::Winner(w) => Text::msg("ui-event-won").arg("name", w.as_str()),
        TableResult::Draw => Text::msg("ui-event-draw"),
        TableResult::Places(order) => Text::raw(order.join(" > ")),
    }
}
