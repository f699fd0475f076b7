//! Claiming a session id: a new session, an import or a restore writes its
//! file only where no file is, with an exclusive create (a hard link of a
//! finished temp file), so any number of windows, CLIs and sync clients
//! writing at once never overwrite one another; a taken id gets a new one.
//! Imports take turns ([`Store::import_turn`]), so the second of two
//! imports of one game under two ids sees the first's session.

use std::fs;
use std::io::{self, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use chrono::Utc;

use super::{MAX_FILE_BYTES, Store, StoreError, atomic, io_err, names, valid_id};
use crate::session::{Session, SessionId};

/// Makes each temp file of this process's claims a name of its own.
static CLAIMS: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` as the new file `path`, whole, only if nothing is there:
/// `Ok(false)` when a file (or anything else) already has that name, which
/// is left untouched. The bytes are written to a temp file first, so the
/// file appears complete or not at all; where the file system has no hard
/// links the name is taken with an exclusive create and the temp file
/// renamed over it.
pub fn create_new(path: &Path, bytes: &[u8], sync: atomic::Sync) -> io::Result<bool> {
    let dir = atomic::folder_of(path);
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let n = CLAIMS.fetch_add(1, Ordering::Relaxed);
    let tmp = dir.join(format!(".{name}.tmp-{}-claim{n}", std::process::id()));
    let result = (|| {
        let mut file = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&tmp)?;
        // Held while it is written: see `leftovers`.
        let _ = file.try_lock();
        file.write_all(bytes)?;
        if sync == atomic::Sync::Yes {
            file.sync_all()?;
        }
        match fs::hard_link(&tmp, path) {
            Ok(()) => {}
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => return Ok(false),
            Err(_) => {
                // No hard links here (FAT, some network shares): take the
                // name exclusively, then put the whole file in its place.
                match fs::OpenOptions::new()
                    .write(true)
                    .create_new(true)
                    .open(path)
                {
                    Ok(_) => fs::rename(&tmp, path)?,
                    Err(e) if e.kind() == io::ErrorKind::AlreadyExists => return Ok(false),
                    Err(e) => return Err(e),
                }
            }
        }
        if sync == atomic::Sync::Yes {
            let _ = fs::File::open(dir).and_then(|d| d.sync_all());
        }
        Ok(true)
    })();
    let _ = fs::remove_file(&tmp);
    result
}

/// Moves the file `from` to `to` only if nothing is at `to`: `Ok(false)`
/// when something is, and both are left as they are.
pub fn move_new(from: &Path, to: &Path) -> io::Result<bool> {
    match fs::hard_link(from, to) {
        Ok(()) => {
            fs::remove_file(from)?;
            Ok(true)
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Ok(false),
        Err(_) if fs::symlink_metadata(to).is_ok() => Ok(false),
        // No hard links here: the closest a plain rename comes.
        Err(_) => fs::rename(from, to).map(|()| true),
    }
}

/// How long an import waits for another to finish its turn.
const IMPORT_WAIT: Duration = Duration::from_secs(30);

impl Store {
    /// Takes the importers' turn (`import.lock` in the data folder, see
    /// [`super::kept`]): imports take turns at checking whether the store
    /// has a session already and saving it, so one game imported under
    /// two ids at once is added once. Waits up to [`IMPORT_WAIT`].
    pub(super) fn import_turn(&self) -> Result<super::kept::Held, StoreError> {
        super::kept::hold(&self.root.join("import.lock"), IMPORT_WAIT)
    }

    /// A session as its file's bytes, refused when they would pass
    /// [`MAX_FILE_BYTES`] (the limit reading has too): what is written can
    /// always be read back.
    pub(super) fn encode(&self, session: &Session) -> Result<Vec<u8>, StoreError> {
        let bytes =
            super::format::to_bytes(session).map_err(|e| StoreError::Encode(e.to_string()))?;
        if bytes.len() as u64 > MAX_FILE_BYTES {
            return Err(StoreError::TooLargeToWrite {
                id: session.id().to_string(),
                size: bytes.len() as u64,
            });
        }
        Ok(bytes)
    }

    /// Saves a session that is new to this store under its own id, or,
    /// when that id is taken (see [`Store::id_in_use`]), claimed by
    /// another writer meanwhile or a name Windows keeps for a device
    /// ([`names::unportable`]), under a fresh one ([`Store::new_id`]),
    /// which is set on the session. Never writes over any file. Returns
    /// the id the session had before, if it was changed.
    pub fn save_new(&self, session: &mut Session) -> Result<Option<SessionId>, StoreError> {
        self.save_new_where(session, |_, _| false)
    }

    /// [`Store::save_new`], asking `taken_by_same` when the session's own
    /// id was claimed by another writer meanwhile: `true` (the other wrote
    /// this same session) stops with [`StoreError::Claimed`].
    pub(super) fn save_new_where(
        &self,
        session: &mut Session,
        taken_by_same: impl Fn(&str, &Session) -> bool,
    ) -> Result<Option<SessionId>, StoreError> {
        if session.refused().is_some() {
            return Err(StoreError::ReadOnly(session.id().to_string()));
        }
        let old = session.id().clone();
        let mut id = old.clone();
        let mut first = true;
        loop {
            // An id Windows keeps for a device (`con`) would name no file
            // there: the session takes a fresh one, as for an id in use.
            if !valid_id(&id) || names::unportable(&id).is_some() || self.id_in_use(&id) {
                id = self.new_id(Utc::now());
            }
            session.set_id(id.clone());
            let bytes = self.encode(session)?;
            let path = self.session_path(&id)?;
            if create_new(&path, &bytes, atomic::Sync::Yes).map_err(io_err(&path))? {
                return Ok((id != old).then_some(old));
            }
            if first && id == old && taken_by_same(&id, session) {
                session.set_id(old);
                return Err(StoreError::Claimed(id.into_string()));
            }
            first = false;
            // Taken meanwhile: the next round picks a fresh id.
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn creates_whole_files_and_never_over_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.json");
        assert!(create_new(&path, b"one", atomic::Sync::Yes).unwrap());
        assert!(!create_new(&path, b"two", atomic::Sync::No).unwrap());
        assert_eq!(fs::read(&path).unwrap(), b"one");
        let names: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["a.json"], "no temp file left");
    }

    #[test]
    fn moves_only_where_nothing_is() {
        let dir = tempfile::tempdir().unwrap();
        let (a, b, c) = (
            dir.path().join("a"),
            dir.path().join("b"),
            dir.path().join("c"),
        );
        fs::write(&a, "a").unwrap();
        fs::write(&b, "b").unwrap();
        assert!(!move_new(&a, &b).unwrap());
        assert_eq!(fs::read(&b).unwrap(), b"b");
        assert!(move_new(&a, &c).unwrap());
        assert!(!a.exists());
        assert_eq!(fs::read(&c).unwrap(), b"a");
    }
}
