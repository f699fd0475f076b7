//! Reading one session of the data folder. A reader ([`Store::load`])
//! never moves or writes anything: a broken file is read from its backup,
//! or named. A writer holding the session's lock ([`Store::recover`]) sets
//! a broken file aside in the quarantine and puts its backup back in its
//! place, so that what it writes next starts from the last good version.

use std::fs;
use std::path::Path;

use super::atomic::Sync;
use super::files::{self, ReadError};
use super::format::{self, FormatError, IdFrom};
use super::{
    FRESH_TRIES, FRESH_WAIT, Found, Loaded, Quarantined, SessionLock, Store, StoreError, atomic,
    quarantine,
};

/// What one careful read of a session file gave.
enum Attempt {
    /// The session.
    Read(Box<Found>),
    /// Nothing is at the file's path.
    Missing,
    /// The file does not parse, read again while it was fresh.
    Broken(FormatError),
}

impl Store {
    /// Reads session `id`, moving and writing nothing. A file that does
    /// not parse is read again while it is fresh (it may be halfway
    /// through being rewritten in place), then its backup is read in its
    /// place (said in `warnings`); a missing file's backup too. Fields
    /// nothing reads and anything else noticed are reported, not refused.
    pub fn load(&self, id: &str) -> Result<Loaded, StoreError> {
        let path = self.session_path(id)?;
        self.read_only(&path, id).map(Found::loaded)
    }

    /// Reads session `id` for the writer that holds its `lock`: as
    /// [`Store::load`], but a broken file is moved to the quarantine and
    /// its backup, if readable, takes its place (reported in `recovered`),
    /// and a missing file's backup is put back.
    pub fn recover(&self, id: &str, lock: &SessionLock) -> Result<Loaded, StoreError> {
        if lock.id != id {
            return Err(StoreError::Locked(id.to_owned()));
        }
        let path = self.session_path(id)?;
        self.read_or_recover(&path, id).map(Found::loaded)
    }

    /// The session file at `path` read with care: read again while a file
    /// caught being rewritten keeps changing (three times at most).
    fn attempt(&self, path: &Path, id: &str) -> Result<Attempt, StoreError> {
        let mut tries = 0;
        loop {
            let snapshot = match files::read_settled(path) {
                Ok(snapshot) => snapshot,
                Err(ReadError::Missing(_)) => return Ok(Attempt::Missing),
                Err(e) => return Err(StoreError::unread(path, e, id)),
            };
            tries += 1;
            match format::decode(&snapshot.bytes, IdFrom::Name(id)) {
                Ok(decoded) => {
                    return Ok(Attempt::Read(Box::new(Found::new(decoded, snapshot.stamp))));
                }
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
                // Broken as read: a file saved over it meanwhile is read
                // again.
                Err(error) => {
                    let moved = snapshot.stamp.is_none_or(|s| files::stamp(path) != Some(s));
                    if !moved || tries >= FRESH_TRIES {
                        return Ok(Attempt::Broken(error));
                    }
                }
            }
        }
    }

    /// [`Store::load`]'s reading of the session file at `path`.
    pub(super) fn read_only(&self, path: &Path, id: &str) -> Result<Found, StoreError> {
        let broken = match self.attempt(path, id)? {
            Attempt::Read(found) => return Ok(*found),
            Attempt::Missing => None,
            Attempt::Broken(error) => Some(error),
        };
        let backup = atomic::backup_path(path);
        let decoded = match files::read(&backup) {
            Ok((bytes, _)) => format::decode(&bytes, IdFrom::Name(id)),
            Err(e) => {
                return Err(match (broken, e) {
                    (Some(error), _) => StoreError::Format {
                        path: path.to_path_buf(),
                        error,
                    },
                    (None, ReadError::Missing(_)) => StoreError::NotFound(id.to_owned()),
                    // A backup that is there but cannot be read is named.
                    (None, e) => StoreError::unread(&backup, e, id),
                });
            }
        };
        match (decoded, broken) {
            (Ok(decoded), broken) => {
                let mut found = Found::new(decoded, None);
                let said = match broken {
                    None => format!(
                        "its file is missing; read from its backup {}",
                        backup.display()
                    ),
                    Some(error) => format!(
                        "its file is unreadable ({error}) and left where it is; read from its backup {}",
                        backup.display()
                    ),
                };
                found.warnings.insert(0, said);
                Ok(found)
            }
            (Err(error), None) => Err(StoreError::Format {
                path: backup,
                error,
            }),
            (Err(_), Some(error)) => Err(StoreError::Format {
                path: path.to_path_buf(),
                error,
            }),
        }
    }

    fn read_or_recover(&self, path: &Path, id: &str) -> Result<Found, StoreError> {
        let backup = atomic::backup_path(path);
        let error = match self.attempt(path, id)? {
            Attempt::Read(found) => return Ok(*found),
            Attempt::Missing if fs::symlink_metadata(&backup).is_ok() => {
                return self.restore_from_backup(path, &backup, id, None);
            }
            Attempt::Missing => return Err(StoreError::NotFound(id.to_owned())),
            Attempt::Broken(error) => error,
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
}
