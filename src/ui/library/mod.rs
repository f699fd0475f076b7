//! The data every screen shares: the store, the history's listing, the
//! roster, the conflict copies, the trash, the events, the settings and the
//! players known from past games. Reads run on another thread as a
//! [`Task`] and come back as one message ([`Loaded`]); a change is saved at
//! once, before the next frame (the product's promise), and the library
//! takes what the change saved. What a read or a change has to say (a
//! store error, a file set aside) waits in [`Library::take_said`] for the
//! window's banners. Screens get `&Library` to read it.

mod change;
mod said;

use std::collections::HashSet;
use std::path::PathBuf;
use std::sync::Arc;

use iced::Task;

pub use crate::store::said::{quarantined, store_error};
pub use said::{Note, Said};

use crate::event::Event;
use crate::roster::Roster;
use crate::rules::Text;
use crate::store::{Conflict, Listing, Settings, Store, StoreError, Trashed};
use crate::summary::Summary;
use crate::ui::games::players_form::Known;

/// The shared data, as last read or changed.
pub struct Library {
    store: Store,
    settings: Settings,
    /// The history: every session's summary, most recently changed first.
    sessions: Vec<Summary>,
    /// The players known across sessions.
    roster: Roster,
    /// Conflict copies a sync tool left beside the sessions.
    conflicts: Vec<Conflict>,
    /// The files in `trash/`, read while the history shows the trash.
    trashed: Vec<Trashed>,
    /// The events, read while the events screen is open, and as changed.
    events: Vec<Event>,
    /// The players known from other games, most games first: worked out
    /// when the listing or the roster changes.
    known: Arc<[Known]>,
    /// Warnings already said, so a read again does not repeat them.
    warned: HashSet<String>,
    /// What was said since the window last looked.
    said: Said,
    /// The number of the last read asked for.
    asked: u64,
    /// The number of the newest read taken, if any was.
    taken: Option<u64>,
    /// Counts the changes: a screen that kept derived data compares it.
    revision: u64,
    /// Whether a printed page is opened in the desktop's program for it.
    open_programs: bool,
}

/// What a read brings besides the listing and the roster.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Want {
    /// The events in `events/`.
    pub events: bool,
    /// The files in `trash/`.
    pub trash: bool,
}

/// A read of the data folder, come back from another thread.
#[derive(Debug, Clone)]
pub struct Loaded(Arc<Read>);

/// What one read found.
#[derive(Debug, Clone)]
struct Read {
    /// Its number (0: read elsewhere, older than any read asked for).
    asked: u64,
    listing: Listing,
    /// The roster, and what to say of `roster.json`: why it does not
    /// read, the fields in it nothing reads.
    roster: Option<(Roster, Vec<(PathBuf, String)>)>,
    known: Option<Arc<[Known]>>,
    events: Option<Vec<Result<Event, (PathBuf, String)>>>,
    trashed: Option<Vec<Trashed>>,
}

impl Loaded {
    /// A listing read elsewhere (the command line's, a test's), older than
    /// any read the library asked for: taken only if none was taken yet.
    pub fn of(listing: Listing) -> Self {
        Loaded(Arc::new(Read {
            asked: 0,
            listing,
            roster: None,
            known: None,
            events: None,
            trashed: None,
        }))
    }
}

/// Reads the data folder as `want` says: what runs on the other thread.
fn read(store: &Store, asked: u64, want: Want) -> Read {
    let listing = store.list();
    let roster = store.roster();
    let known = known_players(&listing.sessions, &roster.roster);
    let mut said: Vec<_> = roster.unreadable.into_iter().collect();
    if !roster.unknown_fields.is_empty() {
        said.push((
            store.root().join("roster.json"),
            crate::store::unknown_fields_warning(&roster.unknown_fields),
        ));
    }
    Read {
        asked,
        listing,
        roster: Some((roster.roster, said)),
        known: Some(known),
        events: want.events.then(|| store.events()),
        trashed: want.trash.then(|| store.trash_entries()),
    }
}

/// The players known from other games, most games first, each with the
/// colour they keep; then the roster's people who played none.
fn known_players(sessions: &[Summary], roster: &Roster) -> Arc<[Known]> {
    let counted = crate::stats::compute(sessions, None, None, roster);
    let mut known: Vec<Known> = counted
        .players
        .iter()
        .map(|p| Known {
            name: p.name.clone(),
            color: roster.color(&p.name),
        })
        .collect();
    for person in roster.people() {
        if !known.iter().any(|k| k.name == person.name) {
            known.push(Known {
                name: person.name.clone(),
                color: person.color,
            });
        }
    }
    known.into()
}

impl Library {
    /// The library of `store`, with its settings read (the first frame
    /// needs them); nothing else is read yet.
    pub fn new(store: Store) -> Self {
        let (settings, broken) = store.settings();
        let mut library = Library {
            store,
            settings,
            sessions: Vec::new(),
            roster: Roster::default(),
            conflicts: Vec::new(),
            trashed: Vec::new(),
            events: Vec::new(),
            known: Arc::from([]),
            warned: HashSet::new(),
            said: Said::default(),
            asked: 0,
            taken: None,
            revision: 0,
            open_programs: true,
        };
        if let Some((path, why)) = broken {
            library.skipped(&path, why);
        }
        library
    }

    /// Reads the listing and the roster here and now: for a window made
    /// without a runtime to run tasks (tests, benchmarks).
    pub fn read_now(&mut self) {
        self.asked += 1;
        let read = read(&self.store, self.asked, Want::default());
        self.take(Loaded(Arc::new(read)));
    }

    /// Reads the data folder on another thread, as `want` says.
    pub fn read(&mut self, want: Want) -> Task<Loaded> {
        self.asked += 1;
        let (store, asked) = (self.store.clone(), self.asked);
        Task::perform(async move { read(&store, asked, want) }, |r| {
            Loaded(Arc::new(r))
        })
    }

    /// The first read, as the window opens: what saves cut off (a crash,
    /// kill -9) left behind is cleaned up first, so the history never
    /// meets it.
    pub fn first_read(&mut self) -> Task<Loaded> {
        self.asked += 1;
        let (store, asked) = (self.store.clone(), self.asked);
        Task::perform(
            async move {
                store.clean_leftovers();
                read(&store, asked, Want::default())
            },
            |r| Loaded(Arc::new(r)),
        )
    }

    /// Takes a read that came back, unless a newer one was taken already.
    /// The window writes sessions, so it keeps the index up to date (a
    /// command that only reads never writes it).
    pub fn take(&mut self, loaded: Loaded) {
        if self.taken.is_some_and(|t| loaded.0.asked <= t) {
            return;
        }
        let read = Arc::try_unwrap(loaded.0).unwrap_or_else(|shared| (*shared).clone());
        self.taken = Some(read.asked);
        if let Err(e) = self.store.save_index(&read.listing) {
            self.store_error(&e);
        }
        let Listing {
            sessions,
            skipped,
            conflicts,
            index: _,
        } = read.listing;
        for s in &sessions {
            for w in &s.warnings {
                self.warn(&s.id, w);
            }
        }
        for (path, why) in skipped {
            self.skipped(&path, why);
        }
        self.sessions = sessions;
        self.conflicts = conflicts;
        if let Some((roster, said)) = read.roster {
            for (path, why) in said {
                self.skipped(&path, why);
            }
            self.roster = roster;
        }
        self.known = read
            .known
            .unwrap_or_else(|| known_players(&self.sessions, &self.roster));
        if let Some(events) = read.events {
            self.take_events(events);
        }
        if let Some(trashed) = read.trashed {
            self.trashed = trashed;
        }
        self.revision += 1;
    }

    /// Takes the events read; a file that could not be read is said (it
    /// was left alone).
    fn take_events(&mut self, read: Vec<Result<Event, (PathBuf, String)>>) {
        self.events.clear();
        for r in read {
            match r {
                Ok(e) => self.events.push(e),
                Err((path, why)) => self.say(
                    Text::msg("ui-event-file")
                        .arg("file", path.display().to_string())
                        .arg("error", why),
                ),
            }
        }
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// The settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The history: every session's summary, most recently changed first.
    pub fn sessions(&self) -> &[Summary] {
        &self.sessions
    }

    /// The players known across sessions.
    pub fn roster(&self) -> &Roster {
        &self.roster
    }

    /// The conflict copies a sync tool left.
    pub fn conflicts(&self) -> &[Conflict] {
        &self.conflicts
    }

    /// The files in `trash/`, as last read.
    pub fn trashed(&self) -> &[Trashed] {
        &self.trashed
    }

    /// The events, as last read or changed.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The players known from other games, most games first.
    pub fn known(&self) -> Arc<[Known]> {
        self.known.clone()
    }

    /// Counts the changes taken: derived data worked out at another
    /// revision is out of date.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Never starts another program (the browser for a page to print):
    /// for tests, which would otherwise open windows on the desktop.
    pub fn open_no_programs(&mut self) {
        self.open_programs = false;
        // Nor a browser for the live page (Open in browser).
        crate::ui::open::never();
    }

    /// What was said since the last look, taken.
    pub fn take_said(&mut self) -> Said {
        std::mem::take(&mut self.said)
    }

    /// What was said before goes: this action's notices stand alone.
    pub fn hush(&mut self) {
        self.said = Said {
            hush: true,
            notes: Vec::new(),
        };
    }

    /// Says `text` as an error.
    pub fn say(&mut self, text: Text) {
        self.said.notes.push(Note { text, error: true });
    }

    /// Says `text` as news, not an error.
    pub fn tell(&mut self, text: Text) {
        self.said.notes.push(Note { text, error: false });
    }

    /// Says why the store refused or failed.
    pub fn store_error(&mut self, e: &StoreError) {
        for text in store_error(e) {
            self.say(text);
        }
    }

    /// Says where a broken file went.
    fn quarantined(&mut self, q: &crate::store::Quarantined) {
        for text in quarantined(q) {
            self.say(text);
        }
    }

    /// Says that the file at `path` was left alone, and why.
    fn skipped(&mut self, path: &std::path::Path, why: String) {
        self.say(
            Text::msg("ui-skipped")
                .arg("file", path.display().to_string())
                .arg("reason", why),
        );
    }

    /// What a session file holds that nothing reads, or other warnings:
    /// each said once.
    fn warn(&mut self, id: &str, warning: &str) {
        if self.warned.insert(format!("{id}\u{0}{warning}")) {
            self.say(
                Text::msg("ui-session-warning")
                    .arg("id", id)
                    .arg("warning", warning),
            );
        }
    }
}
