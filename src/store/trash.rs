//! The trash: a deleted session (with its backup) or a discarded conflict
//! copy moves to `trash/` beside `sessions/`, from where it can be
//! restored. Nothing is ever unlinked, and nothing in the trash is hidden:
//! `<id>.json`, an older deletion of the same id (`<id>.<UTC time>.json`)
//! and conflict copies (under their own names, numbered `… (N).json` if
//! the name is taken) are all listed.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use chrono::Utc;

use super::conflict::conflict_id;
use super::files;
use super::format::{self, IdFrom};
use super::{Store, StoreError, Summary, atomic, io_err, valid_id};

/// A file in `trash/`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Trashed {
    /// Its file name in `trash/`.
    pub file: String,
    /// The session it belongs to.
    pub id: String,
    /// Whether it is a discarded conflict copy (restored under its own
    /// name, as a conflict of `id`) rather than a deleted session.
    pub conflict: bool,
    /// What it holds, if it reads (under `id`).
    pub summary: Option<Summary>,
    /// Why it could not be read, if it could not.
    pub error: Option<String>,
}

/// `<id>.<UTC time>.json`: an older deletion of session `id`, set aside
/// when the same id was deleted again.
fn older_id(stem: &str) -> Option<&str> {
    let (id, stamp) = stem.split_once('.')?;
    let stamp_ok = !stamp.is_empty()
        && stamp
            .bytes()
            .all(|b| b.is_ascii_digit() || b == b'T' || b == b'.');
    (valid_id(id) && stamp_ok).then_some(id)
}

/// The session a file name in `trash/` belongs to, and whether it is a
/// conflict copy; `None` for backups and names the store never writes.
pub(super) fn trash_id(name: &str) -> Option<(&str, bool)> {
    if let Some(id) = conflict_id(name) {
        return Some((id, true));
    }
    let stem = name.strip_suffix(".json")?;
    if valid_id(stem) {
        return Some((stem, false));
    }
    older_id(stem).map(|id| (id, false))
}

/// `dir/name`, or when that is taken `dir/<stem> (N).json` with the first
/// free N from 2.
pub(super) fn free_name(dir: &Path, name: &str) -> PathBuf {
    let first = dir.join(name);
    if fs::symlink_metadata(&first).is_err() {
        return first;
    }
    let stem = name.strip_suffix(".json").unwrap_or(name);
    let mut n = 2u32;
    loop {
        let next = dir.join(format!("{stem} ({n}).json"));
        if fs::symlink_metadata(&next).is_err() {
            return next;
        }
        n += 1;
    }
}

fn exists_error(path: PathBuf, what: &str) -> StoreError {
    StoreError::Io {
        path,
        error: io::Error::new(io::ErrorKind::AlreadyExists, what.to_owned()),
    }
}

impl Store {
    /// Deletes session `id` the safe way: its file (and backup) move to
    /// `trash/`, from where [`Store::restore`] brings them back. Nothing is
    /// ever unlinked.
    pub fn trash(&self, id: &str) -> Result<(), StoreError> {
        let from = self.session_path(id)?;
        let dir = self.trash_dir();
        fs::create_dir_all(&dir).map_err(io_err(&dir))?;
        let to = dir.join(format!("{id}.json"));
        if to.exists() {
            // A session of the same id was deleted before: keep both.
            let stamp = Utc::now().format("%Y%m%dT%H%M%S%.3f");
            let older = dir.join(format!("{id}.{stamp}.json"));
            fs::rename(&to, &older).map_err(io_err(&to))?;
        }
        fs::rename(&from, &to).map_err(io_err(&from))?;
        let backup = atomic::backup_path(&from);
        if backup.exists() {
            let _ = fs::rename(&backup, atomic::backup_path(&to));
        }
        Ok(())
    }

    /// Everything in `trash/`: deleted sessions, older deletions of the
    /// same id and discarded conflict copies, readable or not; newest
    /// change first, unreadable ones last.
    pub fn trash_entries(&self) -> Vec<Trashed> {
        let Ok(entries) = fs::read_dir(self.trash_dir()) else {
            return Vec::new();
        };
        let mut found: Vec<Trashed> = entries
            .flatten()
            .filter_map(|e| {
                let file = e.file_name().to_str()?.to_owned();
                let (id, conflict) = trash_id(&file)?;
                let id = id.to_owned();
                let path = e.path();
                let read = files::read(&path)
                    .map_err(|e| StoreError::unread(&path, e, &id).to_string())
                    .and_then(|(bytes, _)| {
                        format::decode(&bytes, IdFrom::Name(&id)).map_err(|e| e.to_string())
                    });
                let (summary, error) = match read {
                    Ok(decoded) => (Some(Summary::of(&decoded.session, (0, 0))), None),
                    Err(why) => (None, Some(why)),
                };
                Some(Trashed {
                    file,
                    id,
                    conflict,
                    summary,
                    error,
                })
            })
            .collect();
        found.sort_by(|a, b| {
            let when = |t: &Trashed| t.summary.as_ref().map(|s| s.updated);
            when(b).cmp(&when(a)).then_with(|| a.file.cmp(&b.file))
        });
        found
    }

    /// The readable sessions and conflict copies in `trash/`, newest change
    /// first (see [`Store::trash_entries`] for every file, with why one
    /// does not read).
    pub fn trashed(&self) -> Vec<Summary> {
        self.trash_entries()
            .into_iter()
            .filter_map(|t| t.summary)
            .collect()
    }

    /// Brings session `id` back from `trash/`; refused if a session of
    /// that id exists. When `trash/<id>.json` is not there, the newest
    /// older deletion of that id is restored instead, else the newest
    /// discarded conflict copy of it (which comes back as a conflict copy,
    /// under its own name).
    pub fn restore(&self, id: &str) -> Result<(), StoreError> {
        let own = format!("{id}.json");
        self.session_path(id)?;
        if self.trash_dir().join(&own).exists() {
            return self.restore_file(&own);
        }
        let entries = self.trash_entries();
        let mine = entries.iter().filter(|t| t.id == id);
        // A deleted session before a discarded copy of it.
        match mine
            .clone()
            .find(|t| !t.conflict)
            .or_else(|| mine.clone().next())
        {
            Some(t) => self.restore_file(&t.file),
            None => Err(StoreError::NotFound(id.to_owned())),
        }
    }

    /// Brings back the file named `file` in `trash/` (a [`Trashed::file`]):
    /// a deleted session as `sessions/<id>.json` with its backup, a
    /// conflict copy under its own name. Refused if that file exists.
    pub fn restore_file(&self, file: &str) -> Result<(), StoreError> {
        let Some((id, conflict)) = trash_id(file).filter(|_| !file.contains(['/', '\\'])) else {
            return Err(StoreError::BadId(file.to_owned()));
        };
        let from = self.trash_dir().join(file);
        let to = if conflict {
            self.sessions_dir().join(file)
        } else {
            self.session_path(id)?
        };
        if fs::symlink_metadata(&to).is_ok() {
            return Err(exists_error(
                to,
                if conflict {
                    "a file of this name exists"
                } else {
                    "a session with this id exists"
                },
            ));
        }
        fs::rename(&from, &to).map_err(io_err(&from))?;
        let backup = atomic::backup_path(&from);
        if !conflict && backup.exists() {
            let _ = fs::rename(&backup, atomic::backup_path(&to));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_the_trash() {
        assert_eq!(trash_id("friday.json"), Some(("friday", false)));
        assert_eq!(
            trash_id("friday.20261123T120102.123.json"),
            Some(("friday", false))
        );
        assert_eq!(
            trash_id("friday.sync-conflict-20261122-101500-ABCDEF7 (2).json"),
            Some(("friday", true))
        );
        assert_eq!(trash_id("friday.json.bak"), None);
        assert_eq!(trash_id("friday.notes.json"), None);
    }
}
