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
pub mod check;
pub mod claim;
pub mod conflict;
pub mod events;
pub mod fields;
pub mod files;
pub mod format;
pub mod import;
pub mod index;
pub mod leftovers;
pub mod location;
pub mod names;
pub mod parse;
pub mod quarantine;
pub mod roster;
pub mod settings;
pub mod trash;

use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};
use std::time::Duration;

use chrono::{DateTime, Utc};

pub use atomic::Sync;
pub use check::{FileRefusal, Why, check_file};
pub use conflict::{Conflict, conflict_id};
pub use format::FormatError;
pub use import::{Imported, Importer, files_to_import};
pub use index::Summary;
pub use location::{DataDir, DataSource, PORTABLE_MARKER, choose_data_dir, data_dir};
pub use quarantine::Quarantined;
pub use settings::{Settings, ThemeChoice};
pub use trash::{Restored, Trashed};

use crate::session::Session;
use files::{ReadError, Stamp};
use format::IdFrom;

/// The largest file the store reads (64 MiB): a session file, its backup,
/// a file given by path, the index or the settings. A 10,000-entry session
/// takes about 1.5 MiB.
pub const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;

/// How often a fresh file that does not parse is read before it is called
/// broken, and the wait between reads.
const FRESH_TRIES: usize = 3;
const FRESH_WAIT: Duration = Duration::from_millis(150);

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

/// The history: every readable session, newest change first, and what was
/// set aside, skipped or noticed while reading.
#[derive(Debug, Clone, Default)]
pub struct Listing {
    /// Summaries, most recently changed first; one per id.
    pub sessions: Vec<Summary>,
    /// Files found broken and moved aside this time.
    pub quarantined: Vec<Quarantined>,
    /// Files left alone, with why (written by a newer version, unreadable,
    /// not a regular file, too large, broken in a read-only folder).
    pub skipped: Vec<(PathBuf, String)>,
    /// Conflict copies a sync tool left in `sessions/` (see [`conflict`]),
    /// by session id then file name; listed whether or not their session's
    /// file is there, read or not, and never moved.
    pub conflicts: Vec<Conflict>,
}

impl Listing {
    /// What is wrong with sessions listed all the same, as (session id,
    /// warning): fields nothing reads, an id inside that is not the file's
    /// name, a session listed from its backup. Taken from each
    /// [`Summary::warnings`]; the file is [`Store::session_path`] of the id.
    pub fn warnings(&self) -> impl Iterator<Item = (&str, &str)> {
        self.sessions
            .iter()
            .flat_map(|s| s.warnings.iter().map(|w| (s.id.as_str(), w.as_str())))
    }
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
    _file: File,
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
fn unknown_fields_warning(fields: &[String]) -> String {
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
    pub fn new_id(&self, now: DateTime<Utc>) -> String {
        let base = now.format("%Y%m%d-%H%M%S").to_string();
        let mut n = 0u32;
        loop {
            let id = if n == 0 {
                base.clone()
            } else {
                format!("{base}-{n}")
            };
            if !self.id_in_use(&id) {
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
        let bytes = self.encode(session)?;
        atomic::write(&path, &bytes, true, sync).map_err(io_err(&path))
    }

    /// Takes the lock on session `id` for this window; refused while
    /// another window (or process) holds it. A killed process lets go.
    pub fn lock(&self, id: &str) -> Result<SessionLock, StoreError> {
        let path = self.session_path(id)?.with_extension("lock");
        // Opening a FIFO to write would wait for a reader forever.
        if let Ok(meta) = fs::metadata(&path)
            && !meta.is_file()
        {
            return Err(StoreError::unread(
                &path,
                ReadError::NotAFile("not a regular file"),
                id,
            ));
        }
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
    /// backup, if readable, takes its place (reported in `recovered`); a
    /// session whose file is missing but whose backup reads is restored
    /// from it. Fields nothing reads and anything else noticed are
    /// reported, not refused.
    pub fn load(&self, id: &str) -> Result<Loaded, StoreError> {
        let path = self.session_path(id)?;
        let found = self.read_or_recover(&path, id)?;
        Ok(Loaded {
            session: found.session,
            recovered: found.recovered,
            unknown_fields: found.unknown_fields,
            warnings: found.warnings,
        })
    }

    fn read_or_recover(&self, path: &Path, id: &str) -> Result<Found, StoreError> {
        let backup = atomic::backup_path(path);
        let mut tries = 0;
        let error = loop {
            let snapshot = match files::read_settled(path) {
                Ok(snapshot) => snapshot,
                Err(ReadError::Missing(_)) => {
                    if fs::symlink_metadata(&backup).is_ok() {
                        return self.restore_from_backup(path, &backup, id, None);
                    }
                    return Err(StoreError::NotFound(id.to_owned()));
                }
                Err(e) => return Err(StoreError::unread(path, e, id)),
            };
            tries += 1;
            match format::decode(&snapshot.bytes, IdFrom::Name(id)) {
                Ok(decoded) => return Ok(Found::new(decoded, snapshot.stamp)),
                // A newer file, or one the rules refuse as a whole, is a good
                // file this build cannot play: it stays where it is.
                Err(error @ (FormatError::TooNew(_) | FormatError::Refused { .. })) => {
                    return Err(StoreError::Format {
                        path: path.to_path_buf(),
                        error,
                    });
                }
                // Perhaps caught halfway through being rewritten in place.
                Err(FormatError::Broken { .. }) if snapshot.fresh && tries < FRESH_TRIES => {
                    std::thread::sleep(FRESH_WAIT);
                }
                // Set aside only what was read: a file saved over it
                // meanwhile is read again.
                Err(error) => {
                    let moved = snapshot.stamp.is_none_or(|s| files::stamp(path) != Some(s));
                    if !moved || tries >= FRESH_TRIES {
                        break error;
                    }
                }
            }
        };
        let has_backup = fs::symlink_metadata(&backup).is_ok();
        match quarantine::set_aside(&self.quarantine_dir(), path, &error.to_string()) {
            Ok(q) if has_backup => self.restore_from_backup(path, &backup, id, Some(q)),
            Ok(q) => Err(StoreError::Quarantined(q)),
            Err(move_error) => {
                let unreadable = StoreError::Unreadable {
                    path: path.to_path_buf(),
                    error,
                    not_moved: move_error.to_string(),
                };
                if !has_backup {
                    return Err(unreadable);
                }
                // The folder cannot be changed: show the backup as it is.
                match files::read(&backup)
                    .ok()
                    .and_then(|(bytes, _)| format::decode(&bytes, IdFrom::Name(id)).ok())
                {
                    Some(decoded) => {
                        let mut found = Found::new(decoded, None);
                        found.warnings.insert(
                            0,
                            format!("{unreadable}; read from its backup {}", backup.display()),
                        );
                        Ok(found)
                    }
                    None => Err(unreadable),
                }
            }
        }
    }

    /// Reads the backup of a session whose file is missing or was set aside
    /// as `broken`, and puts it back in place when the folder allows.
    fn restore_from_backup(
        &self,
        path: &Path,
        backup: &Path,
        id: &str,
        broken: Option<Quarantined>,
    ) -> Result<Found, StoreError> {
        let fail = |e: StoreError, broken: Option<Quarantined>| match broken {
            Some(q) => StoreError::Quarantined(q),
            None => e,
        };
        let bytes = match files::read(backup) {
            Ok((bytes, _)) => bytes,
            Err(ReadError::Missing(_)) => {
                return Err(fail(StoreError::NotFound(id.to_owned()), broken));
            }
            Err(e) => return Err(fail(StoreError::unread(backup, e, id), broken)),
        };
        match format::decode(&bytes, IdFrom::Name(id)) {
            Ok(decoded) => {
                // Put back under a stamp of its own: read again next time.
                let mut found = Found::new(decoded, None);
                if let Err(e) = atomic::write(path, &bytes, false, Sync::Yes) {
                    found.warnings.insert(
                        0,
                        format!(
                            "read from its backup {}; {} could not be restored from it ({e})",
                            backup.display(),
                            path.display()
                        ),
                    );
                } else if broken.is_none() {
                    found.warnings.insert(
                        0,
                        format!(
                            "its file was missing; read from its backup {}, which was put back in its place",
                            backup.display()
                        ),
                    );
                }
                found.recovered = broken;
                Ok(found)
            }
            Err(error @ (FormatError::TooNew(_) | FormatError::Refused { .. })) => Err(fail(
                StoreError::Format {
                    path: backup.to_path_buf(),
                    error,
                },
                broken,
            )),
            Err(error) => {
                match quarantine::set_aside(&self.quarantine_dir(), backup, &error.to_string()) {
                    Ok(q) => Err(StoreError::Quarantined(broken.unwrap_or(q))),
                    Err(move_error) => Err(fail(
                        StoreError::Unreadable {
                            path: backup.to_path_buf(),
                            error,
                            not_moved: move_error.to_string(),
                        },
                        broken,
                    )),
                }
            }
        }
    }

    /// The summaries kept in the index, sorted by id, and how many the
    /// index holds; an index of another version is rebuilt, an unreadable
    /// one set aside.
    fn read_index(
        &self,
        listing: &mut Listing,
        interner: &mut index::Interner,
    ) -> (Vec<Summary>, usize) {
        let path = self.index_path();
        let file = match files::open(&path) {
            Ok(file) => file,
            Err(ReadError::Missing(_)) => return (Vec::new(), 0),
            Err(e) => {
                listing
                    .skipped
                    .push((path.clone(), StoreError::unread(&path, e, "").to_string()));
                return (Vec::new(), 0);
            }
        };
        match index::read(file, 0, &|_| true, interner) {
            Ok(found) => found,
            // Derived data of another version: rebuilt without a word.
            Err(index::IndexError::OtherVersion) => (Vec::new(), 0),
            Err(index::IndexError::Broken(_)) => {
                if let Ok(q) = quarantine::set_aside(
                    &self.quarantine_dir(),
                    &path,
                    "unreadable index; rebuilt",
                ) {
                    listing.quarantined.push(q);
                }
                (Vec::new(), 0)
            }
        }
    }

    /// Reads session `id` from its file (or backup) for the history: its
    /// summary, or what went wrong noted in `listing`.
    fn summarise(
        &self,
        id: &str,
        listing: &mut Listing,
        interner: &mut index::Interner,
    ) -> Option<Summary> {
        let path = self.sessions_dir().join(format!("{id}.json"));
        match self.read_or_recover(&path, id) {
            Ok(found) => {
                listing.quarantined.extend(found.recovered);
                let stamp = found.stamp.unwrap_or((0, 0));
                let mut summary = Summary::of_shared(&found.session, stamp, interner);
                summary.warnings = found.warnings;
                return Some(summary);
            }
            Err(StoreError::Quarantined(q)) => listing.quarantined.push(q),
            // Gone since the folder was read.
            Err(StoreError::NotFound(_)) => {}
            Err(e) => {
                let path = match &e {
                    StoreError::Io { path, .. }
                    | StoreError::Format { path, .. }
                    | StoreError::Unreadable { path, .. }
                    | StoreError::NotAFile { path, .. }
                    | StoreError::TooLarge { path, .. } => path.clone(),
                    _ => path,
                };
                let why = e.to_string();
                let prefix = format!("{}: ", path.display());
                let why = why.strip_prefix(&prefix).map_or(why.clone(), str::to_owned);
                listing.skipped.push((path, why));
            }
        }
        None
    }

    /// The history, from the index; only files changed since it was
    /// written are read. Never fails: what cannot be read is reported. A
    /// session is listed under its file name, once; one whose file is
    /// missing but whose backup reads is listed from the backup (and put
    /// back in place when the folder allows).
    pub fn list(&self) -> Listing {
        let mut listing = Listing::default();
        let dir = self.sessions_dir();
        let entries = match fs::read_dir(&dir) {
            Ok(entries) => entries,
            Err(e) => {
                listing.skipped.push((dir, e.to_string()));
                return listing;
            }
        };
        let mut interner = index::Interner::default();
        // Sorted by id. Each file of the folder is matched to its summary
        // as it comes: no list of every file name is kept.
        let (mut known, index_count) = self.read_index(&mut listing, &mut interner);
        let find = |known: &[Summary], id: &str| known.binary_search_by(|s| s.id.as_str().cmp(id));
        // Per summary: kept as it is; its file was met; a backup was met.
        let (mut keep, mut seen, mut backup) = (
            vec![false; known.len()],
            vec![false; known.len()],
            vec![false; known.len()],
        );
        let (mut fresh, mut orphans, mut conflicts) = (Vec::new(), Vec::new(), Vec::new());
        for entry in entries.flatten() {
            let name = entry.file_name();
            if conflict::stray_json(name.as_encoded_bytes()) {
                // No `.json` file here goes unmentioned.
                listing.skipped.push((
                    entry.path(),
                    String::from(
                        "not a session file name (a session's file is named <id>.json, the id of letters, digits, - and _)",
                    ),
                ));
                continue;
            }
            let Some(name) = name.to_str() else { continue };
            if let Some(id) = name.strip_suffix(".json").filter(|id| valid_id(id)) {
                if let Ok(k) = find(&known, id) {
                    seen[k] = true;
                    if Some(known[k].stamp) == files::stamp(&entry.path()) {
                        keep[k] = true;
                        continue;
                    }
                }
                fresh.extend(self.summarise(id, &mut listing, &mut interner));
            } else if let Some(id) = name.strip_suffix(".json.bak").filter(|id| valid_id(id)) {
                match find(&known, id) {
                    Ok(k) => backup[k] = true,
                    Err(_) => orphans.push(id.to_owned()),
                }
            } else if let Some(id) = conflict_id(name) {
                conflicts.push((id.to_owned(), name.to_owned()));
            }
        }
        // A backup whose file was not met: the session is read from it.
        for k in 0..known.len() {
            if backup[k] && !seen[k] {
                let id = known[k].id.clone();
                fresh.extend(self.summarise(&id, &mut listing, &mut interner));
            }
        }
        // A backup of a session not in the index, whose file was not met.
        if !orphans.is_empty() {
            fresh.sort_unstable_by(|a, b| a.id.cmp(&b.id));
            let read = fresh.len();
            for id in orphans {
                if find(&fresh[..read], &id).is_err() {
                    fresh.extend(self.summarise(&id, &mut listing, &mut interner));
                }
            }
        }
        drop((seen, backup));
        let mut at = 0;
        known.retain(|_| {
            at += 1;
            keep[at - 1]
        });
        drop(keep);
        let changed = !fresh.is_empty() || known.len() != index_count;
        known.append(&mut fresh);
        listing.sessions = known;
        if changed {
            // The index is derived data: losing it costs a re-read only.
            let index_path = self.index_path();
            let written = atomic::write_with(&index_path, false, Sync::No, None, |w| {
                index::write(w, &listing.sessions)
            });
            if let Err(e) = written {
                listing.skipped.push((index_path, e.to_string()));
            }
        }
        // Ids are unique: an unstable sort gives the one order, and needs no
        // buffer of half the list.
        listing
            .sessions
            .sort_unstable_by(|a, b| b.updated.cmp(&a.updated).then_with(|| b.id.cmp(&a.id)));
        conflicts.sort();
        listing.conflicts = conflicts
            .into_iter()
            .map(|(_, file)| self.conflict(&file))
            .collect();
        listing
    }

    /// The settings; a broken settings file is moved aside and reported.
    pub fn settings(&self) -> (Settings, Option<Quarantined>) {
        let path = self.settings_path();
        let Ok((bytes, _)) = files::read(&path) else {
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
