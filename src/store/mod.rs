//! Sessions on disk: one JSON file per session in `<data>/sessions/`, saved
//! atomically after every change with the previous version kept, an index
//! for the history list, a quarantine for unreadable files, settings, and a
//! lock so two windows cannot both write one session.

pub mod atomic;
pub mod fields;
pub mod format;
pub mod index;
pub mod quarantine;
pub mod settings;

use std::collections::HashMap;
use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};

use chrono::{DateTime, Utc};

pub use atomic::Sync;
pub use format::FormatError;
pub use index::Summary;
pub use quarantine::Quarantined;
pub use settings::{Settings, ThemeChoice};

use crate::session::Session;

/// Why the store could not do something. Each says what and where.
#[derive(Debug)]
pub enum StoreError {
    /// The file system refused.
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What went wrong.
        error: io::Error,
    },
    /// A file that is not a session we can read.
    Format {
        /// The file.
        path: PathBuf,
        /// What is wrong in it.
        error: FormatError,
    },
    /// A broken file was moved aside and no backup could replace it.
    Quarantined(Quarantined),
    /// Another window holds this session.
    Locked(String),
    /// No session has this id.
    NotFound(String),
    /// Not a valid session id.
    BadId(String),
    /// The session could not be turned into JSON.
    Encode(String),
    /// The session's saved log holds an entry the rules refuse: it is open
    /// for reading only and its file is never written over.
    ReadOnly(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Io { path, error } => write!(f, "{}: {error}", path.display()),
            StoreError::Format { path, error } => write!(f, "{}: {error}", path.display()),
            StoreError::Quarantined(q) => write!(
                f,
                "{}: unreadable ({}); moved to {}",
                q.from.display(),
                q.reason,
                q.to.display()
            ),
            StoreError::Locked(id) => write!(f, "session {id} is open in another window"),
            StoreError::NotFound(id) => write!(f, "no session with id {id}"),
            StoreError::BadId(id) => {
                write!(
                    f,
                    "`{id}` is not a session id (letters, digits, - and _ only)"
                )
            }
            StoreError::Encode(e) => write!(f, "could not encode the session: {e}"),
            StoreError::ReadOnly(id) => write!(
                f,
                "session {id} holds an entry the rules refuse; it is read-only and its file is kept as it is"
            ),
        }
    }
}

impl std::error::Error for StoreError {}

fn io_err(path: &Path) -> impl FnOnce(io::Error) -> StoreError + '_ {
    move |error| StoreError::Io {
        path: path.to_path_buf(),
        error,
    }
}

/// Whether `id` can name a session file: 1 to 64 letters, digits, `-`, `_`.
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= 64
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The history: every readable session, newest change first, and what was
/// set aside or skipped while reading.
#[derive(Debug, Default)]
pub struct Listing {
    /// Summaries, most recently changed first.
    pub sessions: Vec<Summary>,
    /// Files found broken and moved aside this time.
    pub quarantined: Vec<Quarantined>,
    /// Files left alone, with why (written by a newer version, unreadable).
    pub skipped: Vec<(PathBuf, String)>,
}

/// A session read from the store.
#[derive(Debug)]
pub struct Loaded {
    /// The session.
    pub session: Session,
    /// Set when the file was broken, moved aside, and its backup used.
    pub recovered: Option<Quarantined>,
}

/// Held while a window edits a session; dropping it lets go.
#[derive(Debug)]
pub struct SessionLock {
    _file: File,
}

/// The data folder and everything in it.
#[derive(Debug, Clone)]
pub struct Store {
    root: PathBuf,
}

/// The data folder: `TABLEKEEPER_DATA_DIR` if set, else the platform's.
pub fn default_root() -> Option<PathBuf> {
    match std::env::var_os("TABLEKEEPER_DATA_DIR") {
        Some(dir) if !dir.is_empty() => Some(PathBuf::from(dir)),
        _ => directories::ProjectDirs::from("", "", "tablekeeper")
            .map(|d| d.data_dir().to_path_buf()),
    }
}

impl Store {
    /// Opens (creating if needed) the store at `root`.
    pub fn open(root: impl Into<PathBuf>) -> Result<Self, StoreError> {
        let store = Store { root: root.into() };
        let sessions = store.sessions_dir();
        fs::create_dir_all(&sessions).map_err(io_err(&sessions))?;
        Ok(store)
    }

    /// The data folder.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Where session files live.
    pub fn sessions_dir(&self) -> PathBuf {
        self.root.join("sessions")
    }

    /// Where unreadable files are moved.
    pub fn quarantine_dir(&self) -> PathBuf {
        self.root.join("quarantine")
    }

    fn index_path(&self) -> PathBuf {
        self.root.join("index.json")
    }

    fn settings_path(&self) -> PathBuf {
        self.root.join("settings.json")
    }

    /// The file of session `id`.
    pub fn session_path(&self, id: &str) -> Result<PathBuf, StoreError> {
        if valid_id(id) {
            Ok(self.sessions_dir().join(format!("{id}.json")))
        } else {
            Err(StoreError::BadId(id.to_owned()))
        }
    }

    /// A fresh id from the time, unused in this store.
    pub fn new_id(&self, now: DateTime<Utc>) -> String {
        let base = now.format("%Y%m%d-%H%M%S").to_string();
        let mut n = 0u32;
        loop {
            let id = if n == 0 {
                base.clone()
            } else {
                format!("{base}-{n}")
            };
            let taken = self.sessions_dir().join(format!("{id}.json")).exists();
            if !taken {
                return id;
            }
            n += 1;
        }
    }

    /// Saves a session atomically, with fsync, keeping the previous version.
    pub fn save(&self, session: &Session) -> Result<(), StoreError> {
        self.save_with(session, Sync::Yes)
    }

    /// Saves with or without fsync (benchmarks report both).
    pub fn save_with(&self, session: &Session, sync: Sync) -> Result<(), StoreError> {
        if session.refused().is_some() {
            return Err(StoreError::ReadOnly(session.id().to_owned()));
        }
        let path = self.session_path(session.id())?;
        let bytes = format::to_bytes(session).map_err(|e| StoreError::Encode(e.to_string()))?;
        atomic::write(&path, &bytes, true, sync).map_err(io_err(&path))
    }

    /// Takes the lock on session `id` for this window; refused while
    /// another window (or process) holds it. A killed process lets go.
    pub fn lock(&self, id: &str) -> Result<SessionLock, StoreError> {
        let path = self.session_path(id)?.with_extension("lock");
        let file = fs::OpenOptions::new()
            .create(true)
            .truncate(false)
            .write(true)
            .open(&path)
            .map_err(io_err(&path))?;
        match file.try_lock() {
            Ok(()) => Ok(SessionLock { _file: file }),
            Err(fs::TryLockError::WouldBlock) => Err(StoreError::Locked(id.to_owned())),
            Err(fs::TryLockError::Error(error)) => Err(StoreError::Io { path, error }),
        }
    }

    /// Loads session `id`. A broken file is moved to quarantine and its
    /// backup, if readable, takes its place (reported in `recovered`).
    pub fn load(&self, id: &str) -> Result<Loaded, StoreError> {
        let path = self.session_path(id)?;
        let (session, recovered) = self.read_or_recover(&path, id)?;
        Ok(Loaded { session, recovered })
    }

    fn read_or_recover(
        &self,
        path: &Path,
        id: &str,
    ) -> Result<(Session, Option<Quarantined>), StoreError> {
        let backup = atomic::backup_path(path);
        let bytes = match fs::read(path) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::NotFound => {
                if backup.exists() {
                    return self.restore_backup(path, &backup, id, None);
                }
                return Err(StoreError::NotFound(id.to_owned()));
            }
            Err(e) => return Err(io_err(path)(e)),
        };
        match format::from_bytes(&bytes, id) {
            Ok(session) => Ok((session, None)),
            // A newer file, or one the rules refuse as a whole, is a good
            // file this build cannot play: it stays where it is.
            Err(error @ (FormatError::TooNew(_) | FormatError::Refused { .. })) => {
                Err(StoreError::Format {
                    path: path.to_path_buf(),
                    error,
                })
            }
            Err(error) => {
                let q = quarantine::set_aside(&self.quarantine_dir(), path, &error.to_string())
                    .map_err(io_err(path))?;
                if backup.exists() {
                    self.restore_backup(path, &backup, id, Some(q))
                } else {
                    Err(StoreError::Quarantined(q))
                }
            }
        }
    }

    fn restore_backup(
        &self,
        path: &Path,
        backup: &Path,
        id: &str,
        broken: Option<Quarantined>,
    ) -> Result<(Session, Option<Quarantined>), StoreError> {
        let bytes = fs::read(backup).map_err(io_err(backup))?;
        match format::from_bytes(&bytes, id) {
            Ok(session) => {
                atomic::write(path, &bytes, false, Sync::Yes).map_err(io_err(path))?;
                Ok((session, broken))
            }
            Err(error) => {
                let q = quarantine::set_aside(&self.quarantine_dir(), backup, &error.to_string())
                    .map_err(io_err(backup))?;
                Err(StoreError::Quarantined(broken.unwrap_or(q)))
            }
        }
    }

    /// The history, from the index; only files changed since it was
    /// written are read. Never fails: what cannot be read is reported.
    pub fn list(&self) -> Listing {
        let mut listing = Listing::default();
        let index_path = self.index_path();
        let mut known: HashMap<String, Summary> = HashMap::new();
        if let Ok(bytes) = fs::read(&index_path) {
            match serde_json::from_slice::<index::IndexFile>(&bytes) {
                Ok(file) if file.version == index::INDEX_VERSION => {
                    known = file
                        .sessions
                        .into_iter()
                        .map(|s| (s.id.clone(), s))
                        .collect();
                }
                Ok(_) | Err(_) => {
                    if let Ok(q) = quarantine::set_aside(
                        &self.quarantine_dir(),
                        &index_path,
                        "unreadable index; rebuilt",
                    ) {
                        listing.quarantined.push(q);
                    }
                }
            }
        }
        let index_count = known.len();
        let mut changed = false;
        let dir = self.sessions_dir();
        let entries = match fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(e) => {
                listing.skipped.push((dir, e.to_string()));
                return listing;
            }
        };
        for entry in entries.flatten() {
            let name = entry.file_name();
            let Some(id) = name.to_str().and_then(|n| n.strip_suffix(".json")) else {
                continue;
            };
            if !valid_id(id) {
                continue;
            }
            let path = entry.path();
            if let Some(summary) = known.remove(id)
                && Some(summary.stamp) == stamp(&path)
            {
                listing.sessions.push(summary);
                continue;
            }
            changed = true;
            match self.read_or_recover(&path, id) {
                Ok((session, recovered)) => {
                    listing.quarantined.extend(recovered);
                    let Some(stamp) = stamp(&path) else { continue };
                    listing.sessions.push(Summary::of(&session, stamp));
                }
                Err(StoreError::Quarantined(q)) => listing.quarantined.push(q),
                Err(e) => listing.skipped.push((path, e.to_string())),
            }
        }
        if changed || !known.is_empty() || index_count != listing.sessions.len() {
            let file = index::IndexFile {
                version: index::INDEX_VERSION,
                sessions: listing.sessions.clone(),
            };
            if let Ok(bytes) = serde_json::to_vec(&file) {
                // The index is derived data: losing it costs a re-read only.
                if let Err(e) = atomic::write(&index_path, &bytes, false, Sync::No) {
                    listing.skipped.push((index_path, e.to_string()));
                }
            }
        }
        listing
            .sessions
            .sort_by(|a, b| b.updated.cmp(&a.updated).then_with(|| b.id.cmp(&a.id)));
        listing
    }

    /// The settings; a broken settings file is moved aside and reported.
    pub fn settings(&self) -> (Settings, Option<Quarantined>) {
        let path = self.settings_path();
        let Ok(bytes) = fs::read(&path) else {
            return (Settings::default(), None);
        };
        match serde_json::from_slice::<serde_json::Value>(&bytes) {
            Ok(value) => (Settings::from_value(&value), None),
            Err(e) => {
                let q = quarantine::set_aside(&self.quarantine_dir(), &path, &e.to_string()).ok();
                (Settings::default(), q)
            }
        }
    }

    /// Saves the settings.
    pub fn save_settings(&self, settings: &Settings) -> Result<(), StoreError> {
        let path = self.settings_path();
        let bytes =
            serde_json::to_vec_pretty(settings).map_err(|e| StoreError::Encode(e.to_string()))?;
        atomic::write(&path, &bytes, false, Sync::Yes).map_err(io_err(&path))
    }
}

/// Reads a session file given by path (the CLI's `show FILE`, `replay FILE`).
/// Never moves or changes the file.
pub fn read_file(path: &Path) -> Result<Session, StoreError> {
    let bytes = fs::read(path).map_err(io_err(path))?;
    let fallback = path
        .file_stem()
        .and_then(|s| s.to_str())
        .filter(|s| valid_id(s))
        .unwrap_or("session");
    format::from_bytes(&bytes, fallback).map_err(|error| StoreError::Format {
        path: path.to_path_buf(),
        error,
    })
}

fn stamp(path: &Path) -> Option<(u128, u64)> {
    let meta = fs::metadata(path).ok()?;
    let modified = meta.modified().ok()?;
    let nanos = modified
        .duration_since(std::time::UNIX_EPOCH)
        .ok()?
        .as_nanos();
    Some((nanos, meta.len()))
}
