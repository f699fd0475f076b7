//! The trash: a deleted session (with its backup) or a discarded conflict
//! copy moves to `trash/` beside `sessions/`, from where it can be
//! restored. Nothing is ever unlinked, and nothing in the trash is hidden:
//! `<id>.json`, an older deletion of the same id (`<id>.<UTC time>.json`)
//! and conflict copies (under their own names, numbered `… (N).json` if
//! the name is taken) are all listed.

use std::fs;
use std::path::{Path, PathBuf};

use chrono::Utc;

use super::conflict::conflict_id;
use super::files;
use super::format::{self, IdFrom};
use super::{Store, StoreError, atomic, claim, io_err, valid_id};
use crate::session::SessionId;
use crate::summary::Summary;

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
    let own = name
        .strip_suffix(".json")
        .and_then(|stem| valid_id(stem).then_some(stem).or_else(|| older_id(stem)));
    match own {
        Some(id) => Some((id, false)),
        None => conflict_id(name).map(|id| (id, true)),
    }
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

impl Store {
    /// Deletes session `id` the safe way: its file (and backup) move to
    /// `trash/`, from where [`Store::restore`] brings them back. Nothing is
    /// ever unlinked. Refused while a window holds the session.
    pub fn trash(&self, id: &str) -> Result<(), StoreError> {
        let _lock = self.lock_within(id, std::time::Duration::from_secs(1))?;
        self.trash_held(id)
    }

    /// [`Store::trash`] for a caller that holds the session's lock.
    pub(super) fn trash_held(&self, id: &str) -> Result<(), StoreError> {
        let from = self.session_path(id)?;
        let dir = self.trash_dir();
        fs::create_dir_all(&dir).map_err(io_err(&dir))?;
        let to = dir.join(format!("{id}.json"));
        if to.exists() {
            // A session of the same id was deleted before: keep both.
            let stamp = Utc::now().format("%Y%m%dT%H%M%S%.3f");
            let older = dir.join(format!("{id}.{stamp}.json"));
            fs::rename(&to, &older).map_err(io_err(&to))?;
            let old_backup = atomic::backup_path(&to);
            if old_backup.exists() {
                let _ = fs::rename(&old_backup, atomic::backup_path(&older));
            }
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

    /// Brings session `id` back from `trash/` (see [`Store::restore_file`]).
    /// When `trash/<id>.json` is not there, the newest older deletion of
    /// that id is restored instead, else the newest discarded conflict copy
    /// of it (which comes back as a conflict copy, under its own name).
    pub fn restore(&self, id: &str) -> Result<Restored, StoreError> {
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
    /// conflict copy under its own name. Never writes over a file: when a
    /// session file or a backup holds that id, the session comes back
    /// under a fresh id (said in [`Restored::renamed_from`]); a conflict
    /// copy whose name is taken comes back numbered (`… (2).json`).
    pub fn restore_file(&self, file: &str) -> Result<Restored, StoreError> {
        let Some((id, conflict)) = trash_id(file).filter(|_| !file.contains(['/', '\\'])) else {
            return Err(StoreError::BadId(file.to_owned()));
        };
        let from = self.trash_dir().join(file);
        files::regular(&from).map_err(|e| match e {
            files::ReadError::Missing(_) => StoreError::NotFound(file.to_owned()),
            e => StoreError::unread(&from, e, id),
        })?;
        if conflict {
            let sessions = self.sessions_dir();
            loop {
                let to = free_name(&sessions, file);
                if claim::move_new(&from, &to).map_err(io_err(&from))? {
                    let name = to.file_name().unwrap_or_default().to_string_lossy();
                    return Ok(Restored {
                        id: id.into(),
                        file: Some(name.into_owned()),
                        renamed_from: None,
                    });
                }
            }
        }
        let to = self.session_path(id)?;
        let backup = atomic::backup_path(&from);
        let taken = fs::symlink_metadata(atomic::backup_path(&to)).is_ok();
        if !taken && claim::move_new(&from, &to).map_err(io_err(&from))? {
            if backup.exists() {
                let _ = claim::move_new(&backup, &atomic::backup_path(&to));
            }
            return Ok(Restored {
                id: id.into(),
                file: None,
                renamed_from: None,
            });
        }
        // The id is taken: the session comes back under a fresh one, its
        // file written anew (or as it is, when it does not read).
        let (bytes, _) = files::read(&from).map_err(|e| StoreError::unread(&from, e, id))?;
        let decoded = format::decode(&bytes, IdFrom::Name(id))
            .ok()
            .filter(|d| d.session.refused().is_none());
        let new = match decoded {
            Some(mut decoded) => {
                self.save_new(&mut decoded.session)?;
                decoded.session.id().to_owned()
            }
            None => loop {
                let new = self.new_id(Utc::now());
                let path = self.session_path(&new)?;
                if claim::create_new(&path, &bytes, atomic::Sync::Yes).map_err(io_err(&path))? {
                    break new;
                }
            },
        };
        fs::remove_file(&from).map_err(io_err(&from))?;
        if backup.exists() {
            let to = atomic::backup_path(&self.session_path(&new)?);
            let _ = claim::move_new(&backup, &to);
        }
        Ok(Restored {
            id: new,
            file: None,
            renamed_from: Some(id.into()),
        })
    }
}

/// What came back from the trash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Restored {
    /// The session's id (for a conflict copy, the id it is a copy of).
    pub id: SessionId,
    /// A conflict copy's file name in `sessions/`.
    pub file: Option<String>,
    /// The id it had, when that was taken and a fresh one given.
    pub renamed_from: Option<SessionId>,
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
        assert_eq!(trash_id("friday.notes.json"), Some(("friday", true)));
        assert_eq!(trash_id("friday (2).json"), Some(("friday", true)));
    }
}
