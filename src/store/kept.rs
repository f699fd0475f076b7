//! One discipline for every file the program keeps (sessions, events, the
//! roster, settings, the index). A change holds the file's lock across
//! reading, changing and writing: a second writer waits up to [`WAIT`] and
//! is then refused, never silently overwritten. The file is read again
//! under the lock, replaced atomically ([`super::atomic`]), and nothing but
//! the file, its backup and its lock is left behind.
//!
//! Reading never moves or rewrites anything: a file that does not parse
//! is read once more after a short pause (it may be caught halfway through
//! being rewritten in place), then its backup is read instead or it is
//! named and skipped. Only a change under the lock sets a broken file
//! aside in the quarantine, and then its backup, if it reads, is what the
//! change starts from.

use std::fs::{self, File, TryLockError};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::atomic::{self, Sync};
use super::files::{self, ReadError};
use super::quarantine::{self, Quarantined};
use super::{FRESH_WAIT, StoreError, io_err};

/// How long a writer waits for another writer of the same file to finish
/// before it is refused. A change holds a lock for milliseconds; this is
/// room for a few dozen writers in a row on a slow disk.
pub const WAIT: Duration = Duration::from_secs(10);

/// A lock on one kept file, let go when dropped (or when the process
/// ends, however it ends).
#[derive(Debug)]
pub struct Held {
    file: File,
}

impl Held {
    /// The lock file, open to read and write (a session's lock keeps the
    /// window's heartbeat: see [`super::SessionLock::beat`]).
    pub(super) fn file(&self) -> &File {
        &self.file
    }
}

/// The lock file of the kept file `file`: `roster.json` → `roster.lock`,
/// `sessions/ID.json` → `sessions/ID.lock`. Lock files stay in place (an
/// empty file each, but a session's, which keeps the heartbeat of the
/// window that had it open last: see [`super::beat`]): removing one while
/// another writer waits on it would let two writers in at once.
pub fn lock_path(file: &Path) -> PathBuf {
    file.with_extension("lock")
}

/// Takes the lock at `lock` (the file is created if needed), waiting up to
/// `wait` while another process or thread holds it. Refused with
/// [`StoreError::Busy`] after that, and with [`StoreError::NotAFile`] when
/// something that is not a regular file has the lock's name.
pub fn hold(lock: &Path, wait: Duration) -> Result<Held, StoreError> {
    // Opening a FIFO to write would wait for a reader forever.
    if let Ok(meta) = fs::metadata(lock)
        && !meta.is_file()
    {
        return Err(StoreError::NotAFile {
            path: lock.to_path_buf(),
            what: files::what(&meta),
        });
    }
    let file = fs::OpenOptions::new()
        .create(true)
        .truncate(false)
        .read(true)
        .write(true)
        .open(lock)
        .map_err(io_err(lock))?;
    let start = Instant::now();
    let mut pause = Duration::from_millis(2);
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(Held { file }),
            Err(TryLockError::WouldBlock) if start.elapsed() < wait => {
                std::thread::sleep(pause);
                // Up to 50 ms between tries: quick when the other writer is,
                // without spinning when it is not.
                pause = (pause * 2).min(Duration::from_millis(50));
            }
            Err(TryLockError::WouldBlock) => {
                return Err(StoreError::Busy {
                    path: lock.to_path_buf(),
                });
            }
            Err(TryLockError::Error(error)) => {
                return Err(StoreError::Io {
                    path: lock.to_path_buf(),
                    error,
                });
            }
        }
    }
}

/// Why a kept file's bytes are not a value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unparsed {
    /// Not ours to replace: a later format than this build writes, or
    /// something that is not a regular file. Left as it is (never set
    /// aside, never written over); why, without the path.
    Leave(String),
    /// Not readable: why, without the path.
    Broken(String),
}

/// A kept file as a reader finds it. Nothing was moved or written.
#[derive(Debug)]
pub enum Found<T> {
    /// Neither the file nor its backup is there.
    Missing,
    /// The file, read whole.
    Read(T),
    /// The file does not read (why, without its path), and its backup
    /// does: the backup's value.
    FromBackup(T, String),
    /// The file cannot be used, nor a backup in its place: why, without
    /// the path (a folder of that name, a newer format, broken).
    Unusable(String),
}

/// What a kept file holds, as the bytes the file system gives: the value,
/// or why not (a file changed less than [`files::FRESH`] ago that does not
/// parse is read once more after [`FRESH_WAIT`]). `Ok(None)`: nothing is
/// there.
fn parse_file<T>(
    path: &Path,
    parse: &impl Fn(&[u8]) -> Result<T, Unparsed>,
) -> Result<Option<T>, Unparsed> {
    let mut retried = false;
    loop {
        let snapshot = match files::read_settled(path) {
            Ok(snapshot) => snapshot,
            Err(ReadError::Missing(_)) => return Ok(None),
            Err(ReadError::NotAFile(what)) => {
                return Err(Unparsed::Leave(format!(
                    "{what}, not a regular file; skipped"
                )));
            }
            Err(ReadError::TooLarge(size)) => {
                return Err(Unparsed::Leave(format!(
                    "{size} bytes, over the limit of {} bytes; not read",
                    super::MAX_FILE_BYTES
                )));
            }
            Err(ReadError::Io(e)) => return Err(Unparsed::Leave(e.to_string())),
        };
        match parse(&snapshot.bytes) {
            Err(Unparsed::Broken(_)) if snapshot.fresh && !retried => {
                retried = true;
                std::thread::sleep(FRESH_WAIT);
            }
            done => return done.map(Some),
        }
    }
}

/// Reads the kept file `path` for a reader: never moves or writes
/// anything. A file that does not parse gives way to its backup, if that
/// reads; a missing file too.
pub fn read<T>(path: &Path, parse: impl Fn(&[u8]) -> Result<T, Unparsed>) -> Found<T> {
    let why = match parse_file(path, &parse) {
        Ok(Some(value)) => return Found::Read(value),
        Ok(None) => None,
        // Something that is not ours to replace: no backup stands in.
        Err(Unparsed::Leave(why)) => return Found::Unusable(why),
        Err(Unparsed::Broken(why)) => Some(why),
    };
    match (parse_file(&atomic::backup_path(path), &parse), why) {
        (Ok(Some(value)), None) => {
            Found::FromBackup(value, String::from("missing; its backup is read instead"))
        }
        (Ok(Some(value)), Some(why)) => Found::FromBackup(
            value,
            format!("unreadable ({why}); its backup is read instead"),
        ),
        (_, None) => Found::Missing,
        (_, Some(why)) => Found::Unusable(format!("unreadable ({why})")),
    }
}

/// A kept file read under its lock, to be changed.
#[derive(Debug)]
pub struct ToChange<T> {
    /// What the change starts from: the file, else its backup; none when
    /// neither reads (a new file).
    pub value: Option<T>,
    /// The broken file, set aside before the change (its backup, if any,
    /// is [`ToChange::value`]).
    pub set_aside: Option<Quarantined>,
}

/// Reads the kept file `path` to change it; the caller holds its lock. A
/// file that does not parse is set aside in `quarantine` (the change will
/// write the file anew) and its backup read in its place; a file of a
/// newer format, or something that is not a regular file, refuses the
/// change and stays as it is.
pub fn read_to_change<T>(
    quarantine: &Path,
    path: &Path,
    parse: impl Fn(&[u8]) -> Result<T, Unparsed>,
) -> Result<ToChange<T>, StoreError> {
    let why = match parse_file(path, &parse) {
        Ok(value @ Some(_)) => {
            return Ok(ToChange {
                value,
                set_aside: None,
            });
        }
        Ok(None) => None,
        Err(Unparsed::Leave(why)) => {
            return Err(StoreError::File {
                path: path.to_path_buf(),
                why: format!("{why}; it is left as it is and not changed"),
            });
        }
        Err(Unparsed::Broken(why)) => Some(why),
    };
    let set_aside =
        match why {
            Some(why) => Some(quarantine::set_aside(quarantine, path, &why).map_err(|e| {
                StoreError::File {
                    path: path.to_path_buf(),
                    why: format!("unreadable ({why}), and it could not be moved aside ({e})"),
                }
            })?),
            None => None,
        };
    let value = parse_file(&atomic::backup_path(path), &parse)
        .ok()
        .flatten();
    Ok(ToChange { value, set_aside })
}

/// Writes the kept file `path` whole, atomically, with fsync; with
/// `keep_backup` the version it replaces stays as its backup.
pub fn write(path: &Path, bytes: &[u8], keep_backup: bool) -> Result<(), StoreError> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(io_err(dir))?;
    }
    atomic::write(path, bytes, keep_backup, Sync::Yes).map_err(io_err(path))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    fn number(bytes: &[u8]) -> Result<u32, Unparsed> {
        let text = std::str::from_utf8(crate::store::parse::without_bom(bytes))
            .map_err(|e| Unparsed::Broken(e.to_string()))?;
        if text.starts_with("v9") {
            return Err(Unparsed::Leave("newer".into()));
        }
        text.trim()
            .parse()
            .map_err(|e: std::num::ParseIntError| Unparsed::Broken(e.to_string()))
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn parallel_changes_under_the_lock_are_all_kept_and_leave_no_litter() {
        let dir = tempfile::tempdir().unwrap();
        let path = Arc::new(dir.path().join("count.json"));
        let q = dir.path().join("quarantine");
        let done = Arc::new(AtomicUsize::new(0));
        let threads: Vec<_> = (0..16)
            .map(|_| {
                let (path, q, done) = (path.clone(), q.clone(), done.clone());
                std::thread::spawn(move || {
                    let _held = hold(&lock_path(&path), WAIT).unwrap();
                    let read = read_to_change(&q, &path, number).unwrap();
                    let next = read.value.unwrap_or(0) + 1;
                    write(&path, next.to_string().as_bytes(), true).unwrap();
                    done.fetch_add(1, Ordering::SeqCst);
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(done.load(Ordering::SeqCst), 16);
        assert!(matches!(read(&path, number), Found::Read(16)));
        assert_eq!(
            names(dir.path()),
            ["count.json", "count.json.bak", "count.lock"]
        );
    }

    #[test]
    fn a_second_writer_is_refused_after_waiting() {
        let dir = tempfile::tempdir().unwrap();
        let lock = dir.path().join("a.lock");
        let _first = hold(&lock, WAIT).unwrap();
        let second = hold(&lock, Duration::from_millis(30));
        assert!(matches!(second, Err(StoreError::Busy { .. })), "{second:?}");
    }

    #[test]
    fn readers_never_move_a_broken_file_and_read_its_backup() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.json");
        write(&path, b"1", true).unwrap();
        write(&path, b"2", true).unwrap();
        fs::write(&path, b"two").unwrap();
        assert!(
            matches!(read(&path, number), Found::FromBackup(1, why) if why.contains("unreadable"))
        );
        assert_eq!(fs::read(&path).unwrap(), b"two", "left where it is");
        fs::remove_file(atomic::backup_path(&path)).unwrap();
        assert!(matches!(read(&path, number), Found::Unusable(_)));
        assert_eq!(fs::read(&path).unwrap(), b"two");
        assert!(!dir.path().join("quarantine").exists());
    }

    #[test]
    fn a_change_sets_a_broken_file_aside_and_starts_from_its_backup() {
        let dir = tempfile::tempdir().unwrap();
        let (path, q) = (dir.path().join("a.json"), dir.path().join("quarantine"));
        write(&path, b"1", true).unwrap();
        write(&path, b"2", true).unwrap();
        fs::write(&path, b"two").unwrap();
        let read = read_to_change(&q, &path, number).unwrap();
        assert_eq!(read.value, Some(1));
        let set_aside = read.set_aside.unwrap();
        assert_eq!(fs::read(&set_aside.to).unwrap(), b"two");
        assert!(!path.exists());
    }

    #[test]
    fn a_newer_file_or_a_folder_is_neither_moved_nor_changed() {
        let dir = tempfile::tempdir().unwrap();
        let (path, q) = (dir.path().join("a.json"), dir.path().join("quarantine"));
        fs::write(&path, b"v9").unwrap();
        assert!(matches!(read(&path, number), Found::Unusable(_)));
        assert!(matches!(
            read_to_change(&q, &path, number),
            Err(StoreError::File { .. })
        ));
        fs::remove_file(&path).unwrap();
        fs::create_dir(&path).unwrap();
        assert!(matches!(read(&path, number), Found::Unusable(why) if why.contains("a folder")));
        assert!(read_to_change(&q, &path, number).is_err());
        assert!(path.is_dir() && !q.exists());
    }
}
