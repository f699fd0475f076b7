//! The roster's file, `roster.json` beside `sessions/`: written atomically
//! with a backup, as sessions are. In a synced folder, the conflict copies
//! a sync tool leaves beside it (`roster.sync-conflict-….json`,
//! `roster (conflicted copy …).json`) are read too and their people added,
//! so a rename made on another laptop is not lost; they are never written.
//! A broken roster is set aside in the quarantine and its backup read.

use std::fs;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use super::atomic::{self, Sync};
use super::conflict::conflict_id;
use super::files;
use super::{Quarantined, Store, StoreError, io_err, quarantine};
use crate::roster::{Person, Roster};
use crate::rules::RuleError;

/// The roster file's format.
const FORMAT: u32 = 1;

#[derive(Serialize, Deserialize)]
struct File {
    format: u32,
    #[serde(default)]
    players: Vec<Person>,
}

/// The roster as read, and what reading it noticed.
#[derive(Debug, Default)]
pub struct Read {
    /// Everyone known.
    pub roster: Roster,
    /// A broken roster file set aside (its backup, if any, was read).
    pub quarantined: Option<Quarantined>,
    /// Conflict copies whose people were added, by file name.
    pub merged: Vec<String>,
    /// Set when the file was written by a newer Tablekeeper: it is read,
    /// never written.
    pub newer: Option<u32>,
}

/// Why the roster did not change.
#[derive(Debug)]
pub enum RosterError {
    /// A rule of the roster refused (a name taken, the same person).
    Refused(RuleError),
    /// The file could not be written, or is a newer format's.
    Store(StoreError),
}

impl Store {
    fn roster_path(&self) -> PathBuf {
        self.root.join("roster.json")
    }

    /// The roster: `roster.json` and the conflict copies beside it.
    pub fn roster(&self) -> Read {
        let path = self.roster_path();
        let mut read = Read::default();
        match parse(&path) {
            Ok(Some(file)) => {
                if file.format > FORMAT {
                    read.newer = Some(file.format);
                }
                read.roster = Roster::new(file.players);
            }
            Ok(None) => {}
            Err(why) => {
                read.quarantined = quarantine::set_aside(&self.quarantine_dir(), &path, &why).ok();
                let backup = atomic::backup_path(&path);
                if let Ok(Some(file)) = parse(&backup) {
                    read.roster = Roster::new(file.players);
                }
            }
        }
        for name in self.roster_copies() {
            if let Ok(Some(file)) = parse(&self.root.join(&name)) {
                read.roster.union(&Roster::new(file.players));
                read.merged.push(name);
            }
        }
        read
    }

    /// The names of the roster's conflict copies, sorted.
    fn roster_copies(&self) -> Vec<String> {
        let Ok(entries) = fs::read_dir(&self.root) else {
            return Vec::new();
        };
        let mut names: Vec<String> = entries
            .flatten()
            .filter_map(|e| e.file_name().into_string().ok())
            .filter(|n| n != "roster.json" && conflict_id(n) == Some("roster"))
            .collect();
        names.sort();
        names
    }

    /// Changes the roster as read now (so a change made meanwhile by
    /// another window is kept) and saves it: the roster after the change.
    pub fn change_roster(
        &self,
        change: impl FnOnce(&mut Roster) -> Result<(), RuleError>,
    ) -> Result<Roster, RosterError> {
        let mut read = self.roster();
        if let Some(format) = read.newer {
            return Err(RosterError::Store(StoreError::Encode(format!(
                "roster.json was written by a newer Tablekeeper (format {format}); it is left as it is"
            ))));
        }
        change(&mut read.roster).map_err(RosterError::Refused)?;
        self.save_roster(&read.roster).map_err(RosterError::Store)?;
        Ok(read.roster)
    }

    fn save_roster(&self, roster: &Roster) -> Result<(), StoreError> {
        let path = self.roster_path();
        let file = File {
            format: FORMAT,
            players: roster.people().to_vec(),
        };
        let bytes =
            serde_json::to_vec_pretty(&file).map_err(|e| StoreError::Encode(e.to_string()))?;
        fs::create_dir_all(&self.root).map_err(io_err(&self.root))?;
        atomic::write(&path, &bytes, true, Sync::Yes).map_err(io_err(&path))
    }
}

/// The roster in the file at `path`: none for a missing file, why for a
/// broken one.
fn parse(path: &Path) -> Result<Option<File>, String> {
    let Some(bytes) = files::read_if_there(path)? else {
        return Ok(None);
    };
    serde_json::from_slice::<File>(&bytes)
        .map(Some)
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::common::PALETTE;
    use crate::store::temp_store;

    #[test]
    fn a_change_is_saved_and_read_back() {
        let (_dir, store) = temp_store();
        assert!(store.roster().roster.people().is_empty());
        store
            .change_roster(|r| {
                r.learn([("Ana", Some(PALETTE[2])), ("Anna", Some(PALETTE[3]))]);
                r.merge("Anna", "Ana")
            })
            .expect("saved");
        let read = store.roster();
        assert_eq!(read.roster.who("anna"), "Ana");
        assert_eq!(read.roster.color("Ana"), Some(PALETTE[2]));
        let refused = store.change_roster(|r| r.merge("ana", "ANNA"));
        assert!(matches!(refused, Err(RosterError::Refused(_))));
    }

    #[test]
    fn a_conflict_copy_adds_its_people_and_is_left_alone() {
        let (dir, store) = temp_store();
        store
            .change_roster(|r| {
                r.learn([("Ana", Some(PALETTE[0]))]);
                Ok(())
            })
            .expect("saved");
        let copy = dir
            .path()
            .join("roster.sync-conflict-20261126-101500-ABCDEF7.json");
        fs::write(
            &copy,
            r#"{"format":1,"players":[{"name":"Ben","also":["Benji"]}]}"#,
        )
        .expect("copy");
        let read = store.roster();
        assert_eq!(read.roster.who("benji"), "Ben");
        assert_eq!(read.merged.len(), 1);
        store
            .change_roster(|r| r.rename("Ana", "Ana María"))
            .expect("saved");
        assert!(copy.exists(), "a conflict copy is never written or removed");
    }

    #[test]
    fn a_broken_roster_is_set_aside_and_its_backup_read() {
        let (dir, store) = temp_store();
        for name in ["Ana", "Ben"] {
            store
                .change_roster(|r| {
                    r.learn([(name, Some(PALETTE[0]))]);
                    Ok(())
                })
                .expect("saved");
        }
        fs::write(dir.path().join("roster.json"), b"{ not json").expect("break");
        let read = store.roster();
        assert!(read.quarantined.is_some(), "set aside");
        assert_eq!(read.roster.who("ana"), "Ana", "the backup holds Ana");
        assert!(!dir.path().join("roster.json").exists());
    }

    #[test]
    fn a_newer_roster_is_read_and_never_written() {
        let (dir, store) = temp_store();
        let newer = r#"{"format":9,"players":[{"name":"Ana"}],"more":1}"#;
        fs::write(dir.path().join("roster.json"), newer).expect("write");
        assert_eq!(store.roster().roster.who("ana"), "Ana");
        assert!(store.change_roster(|r| r.rename("Ana", "A")).is_err());
        let kept = fs::read_to_string(dir.path().join("roster.json")).expect("read");
        assert_eq!(kept, newer);
    }
}
