//! The history: every session of the data folder, from the index where
//! a file has not changed since it was written, read otherwise. Listing
//! reads only; the index is written by [`Store::save_index`], which only
//! programs that write call.

use std::fs;
use std::path::PathBuf;

use super::files::{self, ReadError};
use super::{
    Conflict, Store, StoreError, atomic, conflict, conflict_id, index, kept, quarantine, valid_id,
};
use crate::summary::Summary;

/// How the index on disk stood when a listing was made.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum IndexState {
    /// It holds exactly the listing's sessions.
    #[default]
    Current,
    /// Missing, of another version, or behind the files: rebuilt in
    /// memory for this listing.
    Stale,
    /// Unreadable: rebuilt in memory; set aside when the index is next
    /// written.
    Broken,
}

/// The history: every readable session, newest change first, and what was
/// skipped or noticed while reading.
#[derive(Debug, Clone, Default)]
pub struct Listing {
    /// Summaries, most recently changed first; one per id.
    pub sessions: Vec<Summary>,
    /// Files left alone, with why (written by a newer version, unreadable
    /// with no backup that reads, not a regular file, too large).
    pub skipped: Vec<(PathBuf, String)>,
    /// Conflict copies a sync tool left in `sessions/` (see [`conflict`]),
    /// by session id then file name; listed whether or not their session's
    /// file is there, read or not, and never moved.
    pub conflicts: Vec<Conflict>,
    /// How the index stood: whether [`Store::save_index`] has work to do.
    pub index: IndexState,
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

impl Store {
    /// The summaries kept in the index, sorted by id, and how many the
    /// index holds; an index of another version or an unreadable one is
    /// rebuilt (noted in [`Listing::index`]).
    fn read_index(
        &self,
        listing: &mut Listing,
        interner: &mut crate::summary::Interner,
    ) -> (Vec<Summary>, usize) {
        let path = self.index_path();
        let file = match files::open(&path) {
            Ok(file) => file,
            Err(ReadError::Missing(_)) => {
                listing.index = IndexState::Stale;
                return (Vec::new(), 0);
            }
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
            Err(index::IndexError::OtherVersion) => {
                listing.index = IndexState::Stale;
                (Vec::new(), 0)
            }
            Err(index::IndexError::Broken(_)) => {
                listing.index = IndexState::Broken;
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
        interner: &mut crate::summary::Interner,
    ) -> Option<Summary> {
        let path = self.sessions_dir().join(format!("{id}.json"));
        match self.read_only(&path, id) {
            Ok(found) => {
                let stamp = found.stamp.unwrap_or((0, 0));
                let mut summary = Summary::of_shared(&found.session, stamp, interner);
                summary.warnings = found.warnings;
                return Some(summary);
            }
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
    /// missing or broken but whose backup reads is listed from the backup.
    /// Nothing is moved or written: [`Listing::index`] says whether the
    /// index on disk is behind.
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
        let mut interner = crate::summary::Interner::default();
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
        if changed && listing.index == IndexState::Current {
            listing.index = IndexState::Stale;
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

    /// Writes the index of `listing` when it found the index behind (a
    /// broken index is set aside first), under the index's lock; for
    /// programs that write (the window, `import`), never for a command that
    /// only reads. The index is derived data: when another writer holds
    /// its lock, it is left to that one.
    pub fn save_index(&self, listing: &Listing) -> Result<(), StoreError> {
        if listing.index == IndexState::Current {
            return Ok(());
        }
        let path = self.index_path();
        let _held = match kept::hold(&kept::lock_path(&path), std::time::Duration::ZERO) {
            Ok(held) => held,
            Err(StoreError::Busy { .. }) => return Ok(()),
            Err(e) => return Err(e),
        };
        if listing.index == IndexState::Broken && files::regular(&path).is_ok() {
            quarantine::set_aside(&self.quarantine_dir(), &path, "unreadable index; rebuilt")
                .map_err(|e| StoreError::File {
                    path: path.clone(),
                    why: format!("unreadable, and it could not be moved aside ({e})"),
                })?;
        }
        if fs::metadata(&path).is_ok_and(|m| !m.is_file()) {
            return Err(StoreError::File {
                path,
                why: String::from("not a regular file; the index is not written"),
            });
        }
        let mut by_id: Vec<&Summary> = listing.sessions.iter().collect();
        by_id.sort_unstable_by(|a, b| a.id.cmp(&b.id));
        atomic::write_with(&path, false, atomic::Sync::No, None, |w| {
            index::write(w, &by_id)
        })
        .map_err(|error| StoreError::Io { path, error })
    }
}
