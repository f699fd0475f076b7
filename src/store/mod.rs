//! Sessions on disk: one JSON file per session in `<data>/sessions/`, saved
//! atomically after every change with the previous version kept, an index
//! for the history list, a quarantine for unreadable files, a trash for
//! deleted ones, settings, and a lock so two windows cannot both write one
//! session. Also: the conflict copies a sync tool leaves ([`conflict`]),
//! and session files checked and imported from elsewhere ([`check`]).
//!
//! In the data folder a session's id is its file name (`<id>.json`); only
//! regular files of at most [`MAX_FILE_BYTES`] are read; a file that does
//! not parse is read again while it is fresh (being rewritten in place)
//! before it is set aside.

pub mod atomic;
pub mod beat;
pub mod check;
pub mod claim;
pub mod conflict;
pub mod events;
pub mod fields;
pub mod files;
pub mod format;
pub mod import;
pub mod index;
pub mod kept;
pub mod leftovers;
mod listing;
mod load;
pub mod location;
pub mod names;
pub mod parse;
pub mod quarantine;
pub mod roster;
pub mod said;
pub mod settings;
pub mod trash;

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use chrono::{DateTime, Utc};

pub use atomic::Sync;
pub use check::{FileRefusal, Why, check_file};
pub use conflict::{Conflict, conflict_id};
pub use format::FormatError;
pub use import::{Imported, Importer, files_to_import};
pub use listing::{IndexState, Listing};
pub use location::{DataDir, DataSource, PORTABLE_MARKER, choose_data_dir, data_dir};
pub use quarantine::Quarantined;
pub use settings::{Contrast, Settings, TEXT_MAX, TEXT_MIN, ThemeChoice};
pub use trash::{Restored, Trashed};

use crate::session::{Session, SessionId};
use files::{ReadError, Stamp};

/// The largest file the store reads (64 MiB): a session file, its backup,
/// a file given by path, the index or the settings. A 10,000-entry session
/// takes about 1.5 MiB.
pub const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;

/// How often a fresh file that does not parse is read before it is called
/// broken, and the wait between reads.
const FRESH_TRIES: usize = 3;
pub(crate) const FRESH_WAIT: Duration = Duration::from_millis(150);

/// At most this many unknown fields are named in one warning.
const NAMED_FIELDS: usize = 10;

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
    /// A broken file that could not be moved aside (a read-only folder):
    /// it stays where it is, and no backup could replace it.
    Unreadable {
        /// The file.
        path: PathBuf,
        /// What is wrong in it.
        error: FormatError,
        /// Why it could not be moved to the quarantine.
        not_moved: String,
    },
    /// Not a regular file (a FIFO, a device, a socket, a folder): never
    /// opened.
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What it is, in words: "a FIFO (named pipe)".
        what: &'static str,
    },
    /// Larger than [`MAX_FILE_BYTES`]: not read.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// Its size in bytes.
        size: u64,
    },
    /// Would be larger than [`MAX_FILE_BYTES`] on disk: not written, as it
    /// could not be read back.
    TooLargeToWrite {
        /// The session.
        id: String,
        /// Its size in bytes as it would be written.
        size: u64,
    },
    /// Another writer saved this same session under its id meanwhile.
    Claimed(String),
    /// Another window holds this session.
    Locked(String),
    /// Another writer held the lock of a kept file (an event, the
    /// roster, the settings) for longer than [`kept::WAIT`]: nothing was
    /// changed.
    Busy {
        /// The lock file.
        path: PathBuf,
    },
    /// A kept file that was left as it is, and why (without the path).
    File {
        /// The file.
        path: PathBuf,
        /// Why, in words.
        why: String,
    },
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
            StoreError::Quarantined(q) => write!(f, "{q}"),
            StoreError::Unreadable {
                path,
                error,
                not_moved,
            } => write!(
                f,
                "{}: unreadable ({error}); left where it is, as it could not be moved to the quarantine ({not_moved})",
                path.display()
            ),
            StoreError::NotAFile { path, what } => write!(
                f,
                "{}: {what}, not a regular file; not opened",
                path.display()
            ),
            StoreError::TooLarge { path, size } => write!(
                f,
                "{}: {size} bytes, over the limit of {MAX_FILE_BYTES} bytes (64 MiB) for a session file; not read",
                path.display()
            ),
            StoreError::TooLargeToWrite { id, size } => write!(
                f,
                "session {id} would take {size} bytes on disk, over the limit of {MAX_FILE_BYTES} bytes (64 MiB) a session file may have to be read back; nothing was written"
            ),
            StoreError::Claimed(id) => write!(f, "session {id} was just saved by another writer"),
            StoreError::Locked(id) => write!(f, "session {id} is open in another window"),
            StoreError::Busy { path } => write!(
                f,
                "{}: another Tablekeeper is changing this file and did not finish in time; nothing was changed, try again",
                path.display()
            ),
            StoreError::File { path, why } => write!(f, "{}: {why}", path.display()),
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

impl StoreError {
    /// A file that was not read, with why; `Missing` is left to the caller.
    fn unread(path: &Path, e: ReadError, id: &str) -> Self {
        let path = path.to_path_buf();
        match e {
            ReadError::Missing(_) => StoreError::NotFound(id.to_owned()),
            ReadError::NotAFile(what) => StoreError::NotAFile { path, what },
            ReadError::TooLarge(size) => StoreError::TooLarge { path, size },
            ReadError::Io(error) => StoreError::Io { path, error },
        }
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

/// A session read from the store.
#[derive(Debug)]
pub struct Loaded {
    /// The session.
    pub session: Session,
    /// Set when the file was broken, moved aside, and its backup used.
    pub recovered: Option<Quarantined>,
    /// The path of every field in the file that nothing reads (see
    /// [`format::read`]); the session loaded without them.
    pub unknown_fields: Vec<String>,
    /// Everything else worth telling, one sentence each: an id inside that
    /// is not the file's name, a session read from its backup that could
    /// not be put back in place.
    pub warnings: Vec<String>,
}

/// Held while a window edits a session; dropping it lets go.
#[derive(Debug)]
pub struct SessionLock {
    _held: kept::Held,
    /// The session it holds.
    id: String,
}

/// The data folder and everything in it.
#[derive(Debug, Clone)]
pub struct Store {
    root: PathBuf,
}

/// A session read from the data folder, and what was noticed on the way.
struct Found {
    session: Session,
    /// The stamp of the file in force while it was read; none when unsure
    /// (then its summary is not kept in the index).
    stamp: Option<Stamp>,
    recovered: Option<Quarantined>,
    unknown_fields: Vec<String>,
    warnings: Vec<String>,
}

impl Found {
    /// What a caller of the store gets of it.
    fn loaded(self) -> Loaded {
        Loaded {
            session: self.session,
            recovered: self.recovered,
            unknown_fields: self.unknown_fields,
            warnings: self.warnings,
        }
    }

    fn new(decoded: format::Decoded, stamp: Option<Stamp>) -> Self {
        let mut warnings = Vec::new();
        if let Some(inside) = decoded.id_inside {
            let name = decoded.session.id();
            warnings.push(format!(
                "its id inside is {}, not {name}, its file name; it is listed and opened as {name}",
                serde_json::Value::String(inside)
            ));
        }
        if !decoded.unknown_fields.is_empty() {
            warnings.push(unknown_fields_warning(&decoded.unknown_fields));
        }
        Found {
            session: decoded.session,
            stamp,
            recovered: None,
            unknown_fields: decoded.unknown_fields,
            warnings,
        }
    }
}

/// "fields nothing reads (typos?), ignored: a, b and 3 more".
pub fn unknown_fields_warning(fields: &[String]) -> String {
    let mut text = String::from("fields nothing reads (typos?), ignored: ");
    text.push_str(&fields[..fields.len().min(NAMED_FIELDS)].join(", "));
    if fields.len() > NAMED_FIELDS {
        text.push_str(&format!(" and {} more", fields.len() - NAMED_FIELDS));
    }
    text
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

    /// Where deleted sessions go, to be restored at will.
    pub fn trash_dir(&self) -> PathBuf {
        self.root.join("trash")
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

    /// A fresh id from the time, unused in this store (see
    /// [`Store::id_in_use`]: not in `sessions/` nor in `trash/`).
    pub fn new_id(&self, now: DateTime<Utc>) -> SessionId {
        let base = now.format("%Y%m%d-%H%M%S").to_string();
        let mut n = 0u32;
        loop {
            let id = if n == 0 {
                base.clone()
            } else {
                format!("{base}-{n}")
            };
            if !self.id_in_use(&id) {
                return id.into();
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
            return Err(StoreError::ReadOnly(session.id().to_string()));
        }
        let path = self.session_path(session.id())?;
        let bytes = self.encode(session)?;
        atomic::write(&path, &bytes, true, sync).map_err(io_err(&path))
    }

    /// Takes the lock on session `id` for this window; refused while
    /// another window (or process) holds it. A killed process lets go.
    pub fn lock(&self, id: &str) -> Result<SessionLock, StoreError> {
        self.lock_within(id, Duration::ZERO)
    }

    /// Takes the lock on session `id`, waiting up to `wait` for another
    /// writer (a command's change takes milliseconds; a window holds it
    /// while the session is open, and then this is refused).
    pub(super) fn lock_within(&self, id: &str, wait: Duration) -> Result<SessionLock, StoreError> {
        let path = kept::lock_path(&self.session_path(id)?);
        match kept::hold(&path, wait) {
            Ok(held) => Ok(SessionLock {
                _held: held,
                id: id.to_owned(),
            }),
            Err(StoreError::Busy { .. }) => Err(StoreError::Locked(id.to_owned())),
            Err(e) => Err(e),
        }
    }

    /// Changes session `id` as its file holds it now and saves it, under
    /// its lock (refused while a window holds it).
    pub fn change_session(
        &self,
        id: &str,
        change: impl FnOnce(&mut Session),
    ) -> Result<(), StoreError> {
        self.try_change_session(id, |s| {
            change(s);
            Ok::<(), std::convert::Infallible>(())
        })
        .map(|_| ())
    }

    /// [`Store::change_session`] for a change that may be refused: saved
    /// only when `change` gives `Ok` (a refusal changes nothing, on disk
    /// either); what it gave.
    pub fn try_change_session<T, E>(
        &self,
        id: &str,
        change: impl FnOnce(&mut Session) -> Result<T, E>,
    ) -> Result<Result<T, E>, StoreError> {
        let lock = self.lock_within(id, Duration::from_secs(1))?;
        let mut session = self.recover(id, &lock)?.session;
        let changed = change(&mut session);
        if changed.is_ok() {
            self.save(&session)?;
        }
        Ok(changed)
    }

    /// The settings, and `settings.json` with what is wrong with it when
    /// it does not read (then its backup's or the defaults are used).
    /// Nothing is moved or written; a field that is missing or wrong
    /// takes its default.
    pub fn settings(&self) -> (Settings, Option<(PathBuf, String)>) {
        let path = self.settings_path();
        match kept::read(&path, parse_settings) {
            kept::Found::Missing => (Settings::default(), None),
            kept::Found::Read(settings) => (settings, None),
            kept::Found::FromBackup(settings, why) => (settings, Some((path, why))),
            kept::Found::Unusable(why) => (Settings::default(), Some((path, why))),
        }
    }

    /// Changes the settings as the file holds them now (a change made
    /// meanwhile in another window is kept) and saves them, under their
    /// lock: the settings after the change. A broken file is set aside
    /// first.
    pub fn change_settings(
        &self,
        change: impl FnOnce(&mut Settings),
    ) -> Result<Settings, StoreError> {
        let path = self.settings_path();
        let _held = kept::hold(&kept::lock_path(&path), kept::WAIT)?;
        let read = kept::read_to_change(&self.quarantine_dir(), &path, parse_settings)?;
        let mut settings = read.value.unwrap_or_default();
        change(&mut settings);
        let bytes =
            serde_json::to_vec_pretty(&settings).map_err(|e| StoreError::Encode(e.to_string()))?;
        kept::write(&path, &bytes, false)?;
        Ok(settings)
    }

    /// Saves `settings` whole, through [`Store::change_settings`] (a
    /// window changes one setting at a time with that instead).
    pub fn save_settings(&self, settings: &Settings) -> Result<(), StoreError> {
        self.change_settings(|s| *s = settings.clone()).map(drop)
    }
}

/// A settings file's bytes as settings (field by field, see
/// [`Settings::from_value`]), or why not.
fn parse_settings(bytes: &[u8]) -> Result<Settings, kept::Unparsed> {
    let bytes = parse::without_bom(bytes);
    parse::duplicate_key(bytes).map_err(|d| kept::Unparsed::Broken(d.to_string()))?;
    serde_json::from_slice::<serde_json::Value>(bytes)
        .map(|value| Settings::from_value(&value))
        .map_err(|e| kept::Unparsed::Broken(e.to_string()))
}

/// Reads a session file given by path (the CLI's `show FILE`, `replay FILE`).
/// Never moves or changes the file. Fields nothing reads are ignored (see
/// [`read_file_checked`]).
pub fn read_file(path: &Path) -> Result<Session, StoreError> {
    read_file_checked(path).map(|(session, _)| session)
}

/// Reads a session file given by path like [`read_file`], and names the
/// fields in it that nothing reads (see [`format::read`]). Only a regular
/// file of at most [`MAX_FILE_BYTES`] is read.
pub fn read_file_checked(path: &Path) -> Result<(Session, Vec<String>), StoreError> {
    let bytes = match files::read(path) {
        Ok((bytes, _)) => bytes,
        Err(ReadError::Missing(error)) => return Err(io_err(path)(error)),
        Err(e) => return Err(StoreError::unread(path, e, "")),
    };
    let fallback = path
        .file_stem()
        .and_then(|s| s.to_str())
        .filter(|s| valid_id(s))
        .unwrap_or("session");
    format::read(&bytes, fallback).map_err(|error| StoreError::Format {
        path: path.to_path_buf(),
        error,
    })
}

/// A store in a new temporary folder, for the store's tests: the folder
/// (removed when dropped) and the store.
#[cfg(test)]
pub(crate) fn temp_store() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(dir.path()).expect("store");
    (dir, store)
}
