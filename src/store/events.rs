//! Event files, `events/NAME.json` beside `sessions/`: one per event,
//! read by anyone, changed under the events folder's lock
//! (`events/.lock`, see [`super::kept`]): a change reads the event again
//! under it, so parallel changes are all kept. Reading never moves or
//! rewrites a file; a change sets a broken one aside first.

use std::fs;
use std::path::{Path, PathBuf};

use super::atomic;
use super::kept::{self, Found, Unparsed};
use super::names::unportable;
use super::parse::ParseError;
use super::{Quarantined, Store, StoreError};
use crate::event::Event;
use crate::roster::key;
use crate::rules::RuleError;

/// Why an event was not found, read or written.
#[derive(Debug)]
pub enum EventError {
    /// A rule of events refused (a player not at the table, a round open).
    Refused(RuleError),
    /// No event has this name.
    NotFound(String),
    /// Another event has this name already (its file).
    Taken(String, PathBuf),
    /// The event's file could not be read or written: where and why.
    File(PathBuf, String),
    /// The events folder is busy or cannot be written.
    Store(StoreError),
}

impl std::fmt::Display for EventError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            EventError::Refused(e) => write!(f, "{e} (rule {})", e.rule()),
            EventError::NotFound(name) => write!(f, "no event named “{name}”"),
            EventError::Taken(name, path) => {
                write!(
                    f,
                    "an event named “{name}” exists already ({})",
                    path.display()
                )
            }
            EventError::File(path, why) => write!(f, "{}: {why}", path.display()),
            EventError::Store(e) => write!(f, "{e}"),
        }
    }
}

impl From<StoreError> for EventError {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::File { path, why } => EventError::File(path, why),
            e => EventError::Store(e),
        }
    }
}

/// An event changed and saved: the event after the change, what the
/// change returned, and a broken file set aside on the way (the change
/// started from its backup).
#[derive(Debug)]
pub struct Changed<T> {
    /// The event as saved.
    pub event: Event,
    /// What the change returned.
    pub out: T,
    /// The event's broken file, moved to the quarantine before the change.
    pub set_aside: Option<Quarantined>,
}

/// An event file's content: an event and the fields in it nothing reads,
/// or a newer format's file (left as it is) with the name inside.
enum Content {
    Event(Event, Vec<String>),
    Newer(u32, String),
}

/// One event file as read: where, the name inside (when it could be read),
/// the event or why not, and what is worth saying even so (read from its
/// backup).
struct Scanned {
    path: PathBuf,
    name: Option<String>,
    read: Result<Event, String>,
    notice: Option<String>,
}

impl Store {
    /// Where event files live.
    pub fn events_dir(&self) -> PathBuf {
        self.root.join("events")
    }

    /// Every event, by file name: each readable one, or its file and why
    /// not (an event read from its backup gives both). Nothing is moved or
    /// written; a newer Tablekeeper's file is left as it is. Conflict
    /// copies a sync tool leaves (`NAME.sync-conflict-….json`) are never
    /// read.
    pub fn events(&self) -> Vec<Result<Event, (PathBuf, String)>> {
        let mut out = Vec::new();
        for f in self.scan() {
            if let Some(why) = f.notice {
                out.push(Err((f.path.clone(), why)));
            }
            out.push(f.read.map_err(|why| (f.path, why)));
        }
        out
    }

    /// The event named `name` (any case and spacing).
    pub fn event(&self, name: &str) -> Result<Event, EventError> {
        let (path, read) = self.find(name)?;
        read.map_err(|why| EventError::File(path, why))
    }

    /// Saves a new event: refused when an event of that name exists. The
    /// file written.
    pub fn new_event(&self, event: &Event) -> Result<PathBuf, EventError> {
        event.check().map_err(EventError::Refused)?;
        let _held = self.hold_events()?;
        if let Ok((path, _)) = self.find(&event.name) {
            return Err(EventError::Taken(event.name.to_string(), path));
        }
        let path = self.free_path(&event.name);
        write_event(&path, event)?;
        Ok(path)
    }

    /// Changes the event named `name` with `change` and saves it, holding
    /// the events' lock from reading to writing (see the module's
    /// documentation). Refused, with nothing written, when `change` or the
    /// event's rules refuse.
    pub fn change_event<T>(
        &self,
        name: &str,
        change: impl FnOnce(&mut Event) -> Result<T, RuleError>,
    ) -> Result<Changed<T>, EventError> {
        let _held = self.hold_events()?;
        let (path, _) = self.find(name)?;
        let read = kept::read_to_change(&self.quarantine_dir(), &path, parse)?;
        let mut event = match read.value {
            Some(Content::Event(event, _)) => event,
            Some(Content::Newer(format, _)) => {
                return Err(EventError::File(path, newer(format)));
            }
            None => {
                return Err(EventError::File(
                    path,
                    String::from("unreadable, and no backup of it reads"),
                ));
            }
        };
        let out = change(&mut event).map_err(EventError::Refused)?;
        event.check().map_err(EventError::Refused)?;
        write_event(&path, &event)?;
        Ok(Changed {
            event,
            out,
            set_aside: read.set_aside,
        })
    }

    /// The events folder's lock, held by every change of an event (a new
    /// event needs every name in the folder to stay as it was read).
    fn hold_events(&self) -> Result<kept::Held, EventError> {
        let dir = self.events_dir();
        fs::create_dir_all(&dir).map_err(|e| EventError::File(dir.clone(), e.to_string()))?;
        Ok(kept::hold(&dir.join(".lock"), kept::WAIT)?)
    }

    /// The file holding the event named `name`, and what reading it gave;
    /// else the file named `name` (`friday-night`, for `Friday Night`).
    fn find(&self, name: &str) -> Result<(PathBuf, Result<Event, String>), EventError> {
        let k = key(name);
        let found = self.scan();
        let stem = |f: &Scanned| f.path.file_stem().is_some_and(|s| s == name.trim());
        let by_name = found
            .iter()
            .position(|f| f.name.as_deref().is_some_and(|n| key(n) == k));
        by_name
            .or_else(|| found.iter().position(stem))
            .and_then(|i| found.into_iter().nth(i))
            .map(|f| (f.path, f.read))
            .ok_or_else(|| EventError::NotFound(crate::roster::tidy(name)))
    }

    /// A file for a new event named `name`: `events/SLUG.json`, or
    /// `SLUG-2.json` and on when taken (anything at the name or its
    /// backup's).
    fn free_path(&self, name: &str) -> PathBuf {
        let dir = self.events_dir();
        let stem = slug(name);
        let taken = |p: &Path| {
            fs::symlink_metadata(p).is_ok() || fs::symlink_metadata(atomic::backup_path(p)).is_ok()
        };
        let mut path = dir.join(format!("{stem}.json"));
        let mut n = 2;
        while taken(&path) {
            path = dir.join(format!("{stem}-{n}.json"));
            n += 1;
        }
        path
    }

    /// Reads every event file, sorted by file name; a file whose backup
    /// alone is left is read from its backup.
    fn scan(&self) -> Vec<Scanned> {
        let dir = self.events_dir();
        let Ok(entries) = fs::read_dir(&dir) else {
            return Vec::new();
        };
        let mut stems: Vec<String> = entries
            .flatten()
            .filter_map(|e| e.file_name().into_string().ok())
            .filter_map(|n| {
                let stem = n.strip_suffix(".json.bak").or(n.strip_suffix(".json"))?;
                is_slug(stem).then(|| stem.to_owned())
            })
            .collect();
        stems.sort();
        stems.dedup();
        stems
            .into_iter()
            .filter_map(|stem| read_event(dir.join(format!("{stem}.json"))))
            .collect()
    }
}

/// Reads one event file (or its backup) for a reader; none when neither
/// is there any more.
fn read_event(path: PathBuf) -> Option<Scanned> {
    let scanned = |name, read, notice| Scanned {
        path: path.clone(),
        name,
        read,
        notice,
    };
    Some(match kept::read(&path, parse) {
        Found::Missing => return None,
        Found::Read(Content::Event(e, unknown)) => {
            scanned(Some(e.name.to_string()), Ok(e), unknown_note(&unknown))
        }
        Found::Read(Content::Newer(format, name)) => scanned(Some(name), Err(newer(format)), None),
        Found::FromBackup(Content::Event(e, unknown), why) => {
            let note = match unknown_note(&unknown) {
                Some(note) => format!("{why}; {note}"),
                None => why,
            };
            scanned(Some(e.name.to_string()), Ok(e), Some(note))
        }
        Found::FromBackup(Content::Newer(format, name), why) => {
            scanned(Some(name), Err(format!("{why}: {}", newer(format))), None)
        }
        Found::Unusable(why) => scanned(None, Err(why), None),
    })
}

/// What to say of the fields of an event file nothing reads (dropped when
/// it is next written), if any.
fn unknown_note(unknown: &[String]) -> Option<String> {
    (!unknown.is_empty()).then(|| super::unknown_fields_warning(unknown))
}

/// Why a newer file is not read.
fn newer(format: u32) -> String {
    format!("written by a newer Tablekeeper (format {format}); it is left as it is")
}

/// Writes `event` to `path` atomically, keeping the version it replaces.
fn write_event(path: &Path, event: &Event) -> Result<(), EventError> {
    let mut bytes = serde_json::to_vec_pretty(event)
        .map_err(|e| EventError::File(path.to_path_buf(), e.to_string()))?;
    bytes.push(b'\n');
    Ok(kept::write(path, &bytes, true)?)
}

/// An event file's bytes as an event, or why not.
fn parse(bytes: &[u8]) -> Result<Content, Unparsed> {
    match super::parse::event(bytes) {
        Ok(parsed) => Ok(Content::Event(parsed.value, parsed.unknown_fields)),
        Err(ParseError::Newer { format, name }) => {
            Ok(Content::Newer(format, name.unwrap_or_default()))
        }
        Err(ParseError::Broken(why)) => Err(Unparsed::Broken(why)),
    }
}

/// The file name's stem for an event named `name`: ASCII letters and
/// digits in lower case, every other run of characters one `-`; `event`
/// when nothing is left, `-event` added to a name Windows keeps for a
/// device (`con` → `con-event`).
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    let mut out = out.trim_end_matches('-').to_owned();
    if out.is_empty() {
        out.push_str("event");
    }
    if unportable(&format!("{out}.json")).is_some() {
        out.push_str("-event");
    }
    out
}

/// A safe file name for `event`'s printed standings sheet: the event
/// file's stem ([`slug`]) and `-standings.html`.
pub fn sheet_name(event: &Event) -> String {
    format!("{}-standings.html", slug(&event.name))
}

/// Whether `stem` could be a stem [`slug`] gives (conflict copies, with
/// their dots, spaces and brackets, never are).
fn is_slug(stem: &str) -> bool {
    !stem.is_empty()
        && stem
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::event::{Kind, TableResult};
    use crate::rules::GameKind;
    use crate::store::temp_store;

    fn friday(name: &str) -> Event {
        Event::new(
            name,
            vec![GameKind::Koth],
            Kind::TwoPlayer,
            ["Ana", "Ben", "Cy"],
            7,
        )
        .expect("event")
    }

    #[test]
    fn the_sheet_is_named_by_the_events_slug() {
        let e = friday("Friday Koth");
        assert_eq!(sheet_name(&e), "friday-koth-standings.html");
        let mut odd = e.clone();
        odd.name = "Турнир / ../x".into();
        assert_eq!(sheet_name(&odd), "x-standings.html");
        odd.name = "Турнир".into();
        assert_eq!(sheet_name(&odd), "event-standings.html");
    }

    #[test]
    fn slugs_are_portable_file_names() {
        assert_eq!(slug("Friday Night Koth!"), "friday-night-koth");
        assert_eq!(slug("  --Ünïcode  2026 "), "n-code-2026");
        assert_eq!(slug("Турнир"), "event");
        assert_eq!(slug("con"), "con-event");
        assert_eq!(slug("COM1"), "com1-event");
        assert!(is_slug("friday-2") && !is_slug("friday.sync-conflict-1"));
    }

    #[test]
    fn an_event_is_saved_found_by_name_and_changed() {
        let (dir, store) = temp_store();
        let path = store.new_event(&friday("Friday Koth")).expect("new");
        assert_eq!(path, dir.path().join("events/friday-koth.json"));
        let taken = store.new_event(&friday("friday   KOTH"));
        assert!(matches!(taken, Err(EventError::Taken(..))));
        // Another name with the same file name gets a file of its own.
        let other = store.new_event(&friday("Friday, Koth")).expect("new");
        assert_eq!(other, dir.path().join("events/friday-koth-2.json"));
        let changed = store
            .change_event(" FRIDAY koth ", |e| e.pair_next().map(|_| ()))
            .expect("paired")
            .event;
        assert_eq!(store.event("friday koth").expect("read"), changed);
        assert!(atomic::backup_path(&path).exists(), "a backup is kept");
        let refused = store.change_event("Friday Koth", |e| e.pair_next().map(|_| ()));
        assert!(matches!(refused, Err(EventError::Refused(_))));
        let winner = changed.rounds[0].tables[0].players[0].clone();
        store
            .change_event("Friday Koth", |e| {
                e.record(1, 1, TableResult::Winner(winner))
            })
            .expect("recorded");
        assert!(matches!(
            store.event("Saturday"),
            Err(EventError::NotFound(_))
        ));
        assert_eq!(store.events().len(), 2);
        assert_eq!(
            store.event("friday-koth-2").expect("by file").name,
            "Friday, Koth"
        );
        // A name that names another event's file is that event's.
        let named_like_a_file = store.new_event(&friday("friday-koth"));
        assert!(matches!(named_like_a_file, Err(EventError::Taken(..))));
        let mut names: Vec<_> = fs::read_dir(dir.path().join("events"))
            .expect("dir")
            .map(|e| e.expect("entry").file_name().into_string().expect("name"))
            .collect();
        names.sort();
        assert_eq!(
            names,
            [
                ".lock",
                "friday-koth-2.json",
                "friday-koth.json",
                "friday-koth.json.bak"
            ],
            "no litter"
        );
    }

    #[test]
    fn a_broken_file_is_read_from_its_backup_and_set_aside_by_a_change_only() {
        let (dir, store) = temp_store();
        let path = store.new_event(&friday("Friday")).expect("new");
        store
            .change_event("Friday", |e| e.drop_player("Cy"))
            .expect("dropped");
        fs::write(&path, b"{ not json").expect("break");
        let read = store.events();
        assert!(
            matches!(&read[..], [Err((p, why)), Ok(_)] if *p == path && why.contains("backup"))
        );
        // The message names the file once.
        let (_, why) = read[0].as_ref().expect_err("notice");
        assert!(!why.contains("friday.json"), "{why}");
        assert!(path.exists(), "a reader moves nothing");
        assert!(!dir.path().join("quarantine").exists());
        let back = store.event("friday").expect("from the backup");
        assert!(back.dropped.is_empty());
        // A change sets the broken file aside and starts from the backup.
        let changed = store
            .change_event("friday", |e| e.drop_player("Ben"))
            .expect("changed");
        let set_aside = changed.set_aside.expect("set aside");
        assert_eq!(fs::read(&set_aside.to).expect("q"), b"{ not json");
        assert_eq!(store.event("friday").expect("read").dropped, ["Ben"]);
    }

    #[test]
    fn parallel_changes_are_all_kept() {
        let (_dir, store) = temp_store();
        let players: Vec<String> = (0..24).map(|i| format!("P{i}")).collect();
        let event =
            Event::new("Big", vec![GameKind::Koth], Kind::TwoPlayer, &players, 7).expect("event");
        store.new_event(&event).expect("new");
        let threads: Vec<_> = players
            .iter()
            .take(16)
            .map(|p| {
                let (store, p) = (store.clone(), p.clone());
                std::thread::spawn(move || store.change_event("big", |e| e.drop_player(&p)))
            })
            .collect();
        for t in threads {
            t.join().expect("thread").expect("dropped");
        }
        assert_eq!(store.event("big").expect("read").dropped.len(), 16);
    }

    #[test]
    fn newer_files_and_conflict_copies_are_left_alone() {
        let (dir, store) = temp_store();
        let events = dir.path().join("events");
        fs::create_dir_all(&events).expect("dir");
        let newer = r#"{"format":9,"name":"Later","more":1}"#;
        fs::write(events.join("later.json"), newer).expect("write");
        let copy = events.join("later.sync-conflict-20261126-101500-ABCDEF7.json");
        fs::write(&copy, b"{ not json").expect("copy");
        assert!(matches!(&store.events()[..], [Err((_, why))] if why.contains("newer")));
        assert!(matches!(store.event("later"), Err(EventError::File(..))));
        let changed = store.change_event("Later", |e| e.drop_player("Ana"));
        assert!(changed.is_err(), "never written over");
        assert!(store.new_event(&friday("Later")).is_err());
        assert_eq!(
            fs::read_to_string(events.join("later.json")).expect("read"),
            newer
        );
        assert!(copy.exists());
        assert!(!dir.path().join("quarantine").exists());
    }

    #[test]
    fn unknown_fields_of_an_event_file_are_named_and_it_is_read() {
        let (_dir, store) = temp_store();
        let path = store.new_event(&friday("Friday")).expect("new");
        let mut value: serde_json::Value =
            serde_json::from_slice(&fs::read(&path).expect("read")).expect("json");
        value["colour"] = serde_json::json!("red");
        fs::write(&path, serde_json::to_vec(&value).expect("json")).expect("write");
        let read = store.events();
        assert!(
            read.iter().any(|r| matches!(r, Err((p, why))
                if p == &path && why.contains("fields nothing reads") && why.contains("colour"))),
            "{read:?}"
        );
        assert!(
            read.iter()
                .any(|r| matches!(r, Ok(e) if e.name == "Friday"))
        );
        assert_eq!(store.event("friday").expect("read").name, "Friday");
    }

    #[test]
    fn a_byte_order_mark_is_read_and_a_folder_skipped_not_moved() {
        let (dir, store) = temp_store();
        let path = store.new_event(&friday("Friday")).expect("new");
        let mut bytes = b"\xEF\xBB\xBF".to_vec();
        bytes.extend(fs::read(&path).expect("read"));
        fs::write(&path, bytes).expect("bom");
        assert_eq!(store.event("friday").expect("with a BOM").name, "Friday");
        fs::create_dir(dir.path().join("events/odd.json")).expect("folder");
        let read = store.events();
        assert!(
            read.iter()
                .any(|r| matches!(r, Err((p, why)) if p.ends_with("odd.json") && why.contains("a folder"))),
            "{read:?}"
        );
        assert!(dir.path().join("events/odd.json").is_dir());
        assert!(!dir.path().join("quarantine").exists());
    }
}
