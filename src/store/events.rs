//! Event files, `events/NAME.json` beside `sessions/`: one per event,
//! written atomically with a backup by the host alone, read by anyone.

use std::fs;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use super::atomic::{self, Sync};
use super::files;
use super::names::unportable;
use super::{Store, quarantine};
use crate::event::{Event, FORMAT};
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
        }
    }
}

/// The first fields of an event file, read before the rest.
#[derive(Deserialize)]
struct Head {
    #[serde(default)]
    format: u32,
    #[serde(default)]
    name: String,
}

/// One event file as read: where, the name inside (when it could be read),
/// the event or why not, and a file set aside reading it.
struct Found {
    path: PathBuf,
    name: Option<String>,
    read: Result<Event, String>,
    set_aside: Option<String>,
}

impl Store {
    /// Where event files live.
    pub fn events_dir(&self) -> PathBuf {
        self.root.join("events")
    }

    /// Every event, by file name: each readable one, or its file and why
    /// not. A broken file is moved to the quarantine and its backup read;
    /// a newer Tablekeeper's file is left as it is. Conflict copies a sync
    /// tool leaves (`NAME.sync-conflict-….json`) are never read.
    pub fn events(&self) -> Vec<Result<Event, (PathBuf, String)>> {
        let mut out = Vec::new();
        for f in self.scan() {
            if let Some(why) = f.set_aside {
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

    /// Saves `event` over its file (the one holding its name), or in a new
    /// one: the file written. Refused for an event that does not check.
    pub fn save_event(&self, event: &Event) -> Result<PathBuf, EventError> {
        event.check().map_err(EventError::Refused)?;
        let path = match self.find(&event.name) {
            // Its own file, not one found by its file name.
            Ok((path, Ok(found))) if key(&found.name) == key(&event.name) => path,
            Ok((_, Ok(_))) => self.free_path(&event.name),
            Ok((path, Err(why))) => return Err(EventError::File(path, why)),
            Err(_) => self.free_path(&event.name),
        };
        let mut bytes = serde_json::to_vec_pretty(event)
            .map_err(|e| EventError::File(path.clone(), e.to_string()))?;
        bytes.push(b'\n');
        let dir = self.events_dir();
        fs::create_dir_all(&dir).map_err(|e| EventError::File(dir, e.to_string()))?;
        atomic::write(&path, &bytes, true, Sync::Yes)
            .map_err(|e| EventError::File(path.clone(), e.to_string()))?;
        Ok(path)
    }

    /// Saves a new event: refused when an event of that name exists.
    pub fn new_event(&self, event: &Event) -> Result<PathBuf, EventError> {
        if let Ok((path, _)) = self.find(&event.name) {
            return Err(EventError::Taken(event.name.clone(), path));
        }
        self.save_event(event)
    }

    /// Reads the event named `name`, lets `change` change it and saves it:
    /// the event after the change and what `change` returned.
    pub fn change_event<T>(
        &self,
        name: &str,
        change: impl FnOnce(&mut Event) -> Result<T, RuleError>,
    ) -> Result<(Event, T), EventError> {
        let mut event = self.event(name)?;
        let out = change(&mut event).map_err(EventError::Refused)?;
        self.save_event(&event)?;
        Ok((event, out))
    }

    /// The file holding the event named `name`, and what reading it gave;
    /// else the file named `name` (`friday-night`, for `Friday Night`).
    fn find(&self, name: &str) -> Result<(PathBuf, Result<Event, String>), EventError> {
        let k = key(name);
        let found = self.scan();
        let stem = |f: &Found| f.path.file_stem().is_some_and(|s| s == name.trim());
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
    /// `SLUG-2.json` and on when taken (neither the file nor its backup
    /// there).
    fn free_path(&self, name: &str) -> PathBuf {
        let dir = self.events_dir();
        let stem = slug(name);
        let taken = |p: &Path| p.exists() || atomic::backup_path(p).exists();
        let mut path = dir.join(format!("{stem}.json"));
        let mut n = 2;
        while taken(&path) {
            path = dir.join(format!("{stem}-{n}.json"));
            n += 1;
        }
        path
    }

    /// Reads every event file, sorted by file name; a file whose backup
    /// alone is left (set aside before) is read from its backup.
    fn scan(&self) -> Vec<Found> {
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
            .map(|stem| self.read_event(dir.join(format!("{stem}.json"))))
            .collect()
    }

    fn read_event(&self, path: PathBuf) -> Found {
        let backup = atomic::backup_path(&path);
        let why = match parse(&path) {
            Ok(Some(found)) => return found.at(path),
            Ok(None) => None,
            Err(Parsed::Newer(head)) => {
                let why = format!(
                    "written by a newer Tablekeeper (format {}); it is left as it is",
                    head.format
                );
                return Found {
                    path,
                    name: Some(head.name),
                    read: Err(why),
                    set_aside: None,
                };
            }
            Err(Parsed::Broken(why)) => Some(
                match quarantine::set_aside(&self.quarantine_dir(), &path, &why) {
                    Ok(q) => q.to_string(),
                    Err(e) => format!("unreadable ({why}); not moved aside ({e})"),
                },
            ),
        };
        match (parse(&backup), why) {
            (Ok(Some(found)), None) => found.at(path),
            (Ok(Some(found)), Some(why)) => Found {
                set_aside: Some(format!("{why}; its backup is read")),
                ..found.at(path)
            },
            (_, why) => Found {
                path,
                name: None,
                read: Err(why.unwrap_or_else(|| "its backup is unreadable".to_owned())),
                set_aside: None,
            },
        }
    }
}

/// What reading one file gave, before knowing where it goes.
struct Read {
    name: Option<String>,
    read: Result<Event, String>,
}

impl Read {
    fn at(self, path: PathBuf) -> Found {
        Found {
            path,
            name: self.name,
            read: self.read,
            set_aside: None,
        }
    }
}

enum Parsed {
    /// A newer format: left alone.
    Newer(Head),
    /// Unreadable: why.
    Broken(String),
}

/// The event in the file at `path`: none for a missing file.
fn parse(path: &Path) -> Result<Option<Read>, Parsed> {
    let Some(bytes) = files::read_if_there(path).map_err(Parsed::Broken)? else {
        return Ok(None);
    };
    let head: Head = serde_json::from_slice(&bytes).map_err(|e| Parsed::Broken(e.to_string()))?;
    if head.format > FORMAT {
        return Err(Parsed::Newer(head));
    }
    let event: Event = serde_json::from_slice(&bytes).map_err(|e| Parsed::Broken(e.to_string()))?;
    event
        .check()
        .map_err(|e| Parsed::Broken(format!("{e} (rule {})", e.rule())))?;
    Ok(Some(Read {
        name: Some(event.name.clone()),
        read: Ok(event),
    }))
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
        let (changed, _) = store
            .change_event(" FRIDAY koth ", |e| e.pair_next().map(|_| ()))
            .expect("paired");
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
        let named_like_a_file = store.save_event(&friday("friday-koth")).expect("saved");
        assert_eq!(
            named_like_a_file,
            dir.path().join("events/friday-koth-3.json")
        );
    }

    #[test]
    fn a_broken_file_is_set_aside_and_its_backup_read() {
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
        assert!(!path.exists(), "moved aside");
        assert!(
            fs::read_dir(dir.path().join("quarantine"))
                .expect("q")
                .count()
                > 0
        );
        // From now on the backup is the event, until the host saves it.
        let back = store.event("friday").expect("from the backup");
        assert!(back.dropped.is_empty());
        store.save_event(&back).expect("saved");
        assert!(path.exists());
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
        let mut later = friday("Later");
        later.format = FORMAT;
        assert!(store.save_event(&later).is_err(), "never written over");
        assert_eq!(
            fs::read_to_string(events.join("later.json")).expect("read"),
            newer
        );
        assert!(copy.exists());
        assert!(!dir.path().join("quarantine").exists());
    }
}
