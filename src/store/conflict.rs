//! Conflict copies a sync tool leaves in `sessions/` when two machines
//! changed one session (the data folder may live in Syncthing, Nextcloud,
//! ownCloud or Dropbox): `ID.sync-conflict-20261122-101500-ABCDEF7.json`,
//! `ID (conflicted copy 2026-11-22 101500).json`,
//! `ID (Ana's conflicted copy 2026-11-22).json`, numbered variants
//! (`… (1).json`), and what file managers make of a copied file (`ID
//! copy.json`, `ID - Copy.json`) or a case conflict (`ID.JSON`): see
//! [`conflict_id`]. Their names are not session ids, so they are listed
//! apart, as conflicts of their session: never quarantined, never written
//! to, and kept (taking their session's place, which goes to the trash) or
//! discarded (to the trash) only when asked.

use std::fs;
use std::path::Path;

use super::files::{self, ReadError};
use super::format::{self, IdFrom};
use super::{Found, Loaded, Store, StoreError, io_err, valid_id};
use crate::session::SessionId;
use crate::summary::Summary;

/// A conflict copy of a session in `sessions/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conflict {
    /// The id of the session it is a copy of (whose file may be missing).
    pub id: SessionId,
    /// Its file name in `sessions/`.
    pub file: String,
    /// What it holds, read from the copy (under the session's id); none
    /// when it could not be read.
    pub summary: Option<Summary>,
    /// Why it could not be read, if it could not.
    pub error: Option<String>,
}

/// What may follow a session's id in the name of a copy of it: a space
/// (`x (1)`, `x copy`, `x - Copy`, `x (Case Conflict)`), a dot
/// (`x.sync-conflict-…`, `x.Conflict`), a bracket (`x(1)`) or a tilde.
const AFTER_ID: [char; 5] = [' ', '.', '(', '[', '~'];

/// The session id a conflict copy's file name belongs to, if `name` is one
/// (see the module's documentation); `None` for a session's own file and
/// every other name.
///
/// Any `.json` file (of any case) named `<id>` and then something a sync
/// tool or a file manager adds is a copy of `<id>`: Syncthing's
/// `ID.sync-conflict-YYYYMMDD-HHMMSS-DEV` (nested ones too), Nextcloud's
/// and ownCloud's `ID (conflicted copy …)`, Dropbox's `ID (NAME's
/// conflicted copy …)` and `ID (Case Conflict)`, numbered `ID (1)` and
/// Google Drive's `ID(1)`, macOS's `ID copy 2`, Windows' `ID - Copy (2)`;
/// and `ID.JSON`, a session's file in another case. Hidden files (the
/// store's own temp files) and backups never are.
pub fn conflict_id(name: &str) -> Option<&str> {
    if name.contains(['/', '\\']) || name.starts_with('.') {
        return None;
    }
    let cut = name.len().checked_sub(".json".len())?;
    let (stem, ext) = (name.get(..cut)?, name.get(cut..)?);
    if !ext.eq_ignore_ascii_case(".json") {
        return None;
    }
    if ext != ".json" && valid_id(stem) {
        // `x.JSON`: the session's name in another case.
        return Some(stem);
    }
    let end = stem.find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))?;
    let (id, rest) = stem.split_at(end);
    (valid_id(id) && rest.starts_with(AFTER_ID)).then_some(id)
}

/// Whether `name`, in `sessions/`, is a `.json` file (of any case) that is
/// neither a session's file nor a conflict copy's: listed as skipped, so
/// no file there goes unmentioned.
pub fn stray_json(name: &[u8]) -> bool {
    let ends = name.len() >= 5 && name[name.len() - 5..].eq_ignore_ascii_case(b".json");
    if !ends || name.starts_with(b".") {
        return false;
    }
    match std::str::from_utf8(name) {
        Ok(name) => {
            conflict_id(name).is_none() && name.strip_suffix(".json").is_none_or(|id| !valid_id(id))
        }
        Err(_) => true,
    }
}

impl Store {
    /// The path of conflict copy `file` in `sessions/`, with its session's
    /// id; refused (as [`StoreError::BadId`]) when `file` is not a
    /// conflict copy's name.
    fn conflict_path(&self, file: &str) -> Result<(std::path::PathBuf, String), StoreError> {
        let id = conflict_id(file).ok_or_else(|| StoreError::BadId(file.to_owned()))?;
        Ok((self.sessions_dir().join(file), id.to_owned()))
    }

    /// Reads conflict copy `file` as a session of its id, never moving or
    /// changing it.
    fn read_conflict(&self, file: &str) -> Result<Found, StoreError> {
        let (path, id) = self.conflict_path(file)?;
        let snapshot = match files::read_settled(&path) {
            Ok(snapshot) => snapshot,
            Err(ReadError::Missing(error)) => return Err(StoreError::Io { path, error }),
            Err(e) => return Err(StoreError::unread(&path, e, &id)),
        };
        match format::decode(&snapshot.bytes, IdFrom::Name(&id)) {
            Ok(decoded) => Ok(Found::new(decoded, snapshot.stamp)),
            Err(error) => Err(StoreError::Format { path, error }),
        }
    }

    /// The conflict copy named `file` as listed: read, or why not.
    pub(super) fn conflict(&self, file: &str) -> Conflict {
        let id = conflict_id(file).unwrap_or_default().to_owned();
        match self.read_conflict(file) {
            Ok(found) => {
                let mut summary = Summary::of(&found.session, found.stamp.unwrap_or((0, 0)));
                summary.warnings = found.warnings;
                Conflict {
                    id: id.into(),
                    file: file.to_owned(),
                    summary: Some(summary),
                    error: None,
                }
            }
            Err(e) => Conflict {
                id: id.into(),
                file: file.to_owned(),
                summary: None,
                error: Some(e.to_string()),
            },
        }
    }

    /// Loads conflict copy `file` (its name in `sessions/`) as a session of
    /// the id it is a copy of, to look at or compare. Read-only: the copy is
    /// never moved, changed or quarantined, whatever it holds. Refused for
    /// a name that is not a conflict copy's.
    pub fn load_conflict(&self, file: &str) -> Result<Loaded, StoreError> {
        let found = self.read_conflict(file)?;
        Ok(Loaded {
            session: found.session,
            recovered: None,
            unknown_fields: found.unknown_fields,
            warnings: found.warnings,
        })
    }

    /// Keeps conflict copy `file`: it becomes its session's file
    /// (`<id>.json`, by an atomic rename), and the session it replaces, if
    /// any, goes to `trash/` first (restorable with [`Store::restore`]).
    /// Refused when the copy cannot be read as a session (nothing is
    /// moved), and while a window holds the session.
    pub fn keep_conflict(&self, file: &str) -> Result<(), StoreError> {
        let (from, id) = self.conflict_path(file)?;
        self.read_conflict(file)?;
        let _lock = self.lock(&id)?;
        let to = self.session_path(&id)?;
        if fs::symlink_metadata(&to).is_ok() {
            self.trash_held(&id)?;
        }
        fs::rename(&from, &to).map_err(io_err(&from))?;
        sync_folder(&self.sessions_dir());
        Ok(())
    }

    /// Discards conflict copy `file`: it goes to `trash/` under its own
    /// name (numbered if that is taken), from where [`Store::restore_file`]
    /// or [`Store::restore`] bring it back. Nothing is unlinked.
    pub fn discard_conflict(&self, file: &str) -> Result<(), StoreError> {
        let (from, _) = self.conflict_path(file)?;
        files::regular(&from).map_err(|e| match e {
            ReadError::Missing(error) => StoreError::Io {
                path: from.clone(),
                error,
            },
            e => StoreError::unread(&from, e, file),
        })?;
        let dir = self.trash_dir();
        fs::create_dir_all(&dir).map_err(io_err(&dir))?;
        let to = super::trash::free_name(&dir, file);
        fs::rename(&from, &to).map_err(io_err(&from))
    }
}

/// Best effort: the folder's entry for a renamed file is on disk.
fn sync_folder(dir: &Path) {
    if cfg!(unix)
        && let Ok(d) = fs::File::open(dir)
    {
        let _ = d.sync_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_each_tool_gives_a_conflict_copy() {
        let cases = [
            (
                "friday.sync-conflict-20261122-101500-ABCDEF7.json",
                Some("friday"),
            ),
            (
                "s00001.sync-conflict-20261122-101500-7Q2XK4M.json",
                Some("s00001"),
            ),
            (
                "friday (conflicted copy 2026-11-22 101500).json",
                Some("friday"),
            ),
            (
                "friday (conflicted copy ana 2026-11-22 101500).json",
                Some("friday"),
            ),
            (
                "friday (Ana's conflicted copy 2026-11-22).json",
                Some("friday"),
            ),
            (
                "friday (Ana's conflicted copy 2026-11-22) (1).json",
                Some("friday"),
            ),
            (
                "friday (Ana's conflicted copy 2026-11-22 (2)).json",
                Some("friday"),
            ),
            ("friday (Case Conflict).json", Some("friday")),
            ("friday (1).json", Some("friday")),
            ("friday(1).json", Some("friday")),
            ("friday copy.json", Some("friday")),
            ("friday copy 2.json", Some("friday")),
            ("friday - Copy.json", Some("friday")),
            ("friday - Copy (2).json", Some("friday")),
            (
                "friday.sync-conflict-20261122-101500-ABCDEF7.sync-conflict-20261123-090000-QQQ.json",
                Some("friday"),
            ),
            ("friday.JSON", Some("friday")),
            ("friday.Json", Some("friday")),
            ("friday.Conflict.json", Some("friday")),
            ("friday (copy).json", Some("friday")),
            ("friday.json", None),
            ("friday-copy.json", None),
            ("copy.json", None),
            ("friday.json.bak", None),
            ("friday.JSON.bak", None),
            ("../x (conflicted copy 1).json", None),
            (".friday.json.tmp-12", None),
            (".friday.json.tmp-12.json", None),
            ("friday (conflicted copy 2026-11-22 101500).json.bak", None),
            (" friday.json", None),
            ("é (1).json", None),
        ];
        for (name, id) in cases {
            assert_eq!(conflict_id(name), id, "{name}");
        }
    }
}
