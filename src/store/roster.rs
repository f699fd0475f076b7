//! The roster's file, `roster.json` beside `sessions/`: changed under its
//! lock (`roster.lock`, see [`super::kept`]) and written atomically with a
//! backup, as sessions are. In a synced folder, the conflict copies a sync
//! tool leaves beside it (`roster.sync-conflict-….json`, `roster
//! (conflicted copy …).json`) are read too and their people added, so a
//! rename made on another laptop is not lost; they are never written.
//! Reading never moves anything: a broken roster is named and its backup
//! read; a change sets it aside in the quarantine first.

use std::fs;
use std::path::PathBuf;

use serde::Serialize;

use super::conflict::conflict_id;
use super::kept::{self, Found, Unparsed};
use super::{Quarantined, Store, StoreError};
use crate::roster::{Person, Roster};
use crate::rules::RuleError;

/// The roster file's format.
const FORMAT: u32 = 1;

#[derive(Serialize)]
struct File {
    format: u32,
    players: Vec<Person>,
}

/// The roster as read, and what reading it noticed.
#[derive(Debug, Default)]
pub struct Read {
    /// Everyone known.
    pub roster: Roster,
    /// `roster.json` and what is wrong with it, when it does not read (it
    /// was left where it is; its backup, if it reads, was read instead).
    pub unreadable: Option<(PathBuf, String)>,
    /// Conflict copies whose people were added, by file name.
    pub merged: Vec<String>,
    /// Set when the file was written by a newer Tablekeeper: it is read,
    /// never written.
    pub newer: Option<u32>,
    /// The fields of `roster.json` nothing reads (typos?), by path
    /// (`players[0].alias`): dropped when it is next written.
    pub unknown_fields: Vec<String>,
}

/// Why the roster did not change.
#[derive(Debug)]
pub enum RosterError {
    /// A rule of the roster refused (a name taken, the same person).
    Refused(RuleError),
    /// The file could not be written, or is a newer format's.
    Store(StoreError),
}

/// The roster after a change, and a broken `roster.json` set aside on the
/// way (the change started from its backup).
#[derive(Debug)]
pub struct Changed {
    /// The roster as saved.
    pub roster: Roster,
    /// The broken file, moved to the quarantine before the change.
    pub set_aside: Option<Quarantined>,
}

impl Store {
    fn roster_path(&self) -> PathBuf {
        self.root.join("roster.json")
    }

    /// The roster: `roster.json` (or its backup) and the conflict copies
    /// beside it. Nothing is moved or written.
    pub fn roster(&self) -> Read {
        let path = self.roster_path();
        let mut read = Read::default();
        let file = match kept::read(&path, parse) {
            Found::Missing => None,
            Found::Read(file) => Some(file),
            Found::FromBackup(file, why) => {
                read.unreadable = Some((path, why));
                Some(file)
            }
            Found::Unusable(why) => {
                read.unreadable = Some((path, why));
                None
            }
        };
        if let Some((file, unknown)) = file {
            if file.format > FORMAT {
                read.newer = Some(file.format);
            }
            read.roster = Roster::new(file.players);
            read.unknown_fields = unknown;
        }
        self.add_copies(&mut read);
        read
    }

    /// Adds the people of the roster's conflict copies to `read`.
    fn add_copies(&self, read: &mut Read) {
        for name in self.roster_copies() {
            if let Found::Read((file, _)) = kept::read(&self.root.join(&name), parse) {
                read.roster.union(&Roster::new(file.players));
                read.merged.push(name);
            }
        }
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

    /// Changes the roster and saves it, holding its lock from reading to
    /// writing, so a change made meanwhile by another window or command is
    /// kept: the roster after the change.
    pub fn change_roster(
        &self,
        change: impl FnOnce(&mut Roster) -> Result<(), RuleError>,
    ) -> Result<Changed, RosterError> {
        let path = self.roster_path();
        let _held = kept::hold(&kept::lock_path(&path), kept::WAIT).map_err(RosterError::Store)?;
        let read = kept::read_to_change(&self.quarantine_dir(), &path, parse)
            .map_err(RosterError::Store)?;
        let mut now = Read::default();
        if let Some((file, _)) = read.value {
            if file.format > FORMAT {
                return Err(RosterError::Store(StoreError::File {
                    path,
                    why: format!(
                        "written by a newer Tablekeeper (format {}); it is left as it is",
                        file.format
                    ),
                }));
            }
            now.roster = Roster::new(file.players);
        }
        self.add_copies(&mut now);
        change(&mut now.roster).map_err(RosterError::Refused)?;
        let file = File {
            format: FORMAT,
            players: now.roster.people().to_vec(),
        };
        let bytes = serde_json::to_vec_pretty(&file)
            .map_err(|e| RosterError::Store(StoreError::Encode(e.to_string())))?;
        kept::write(&path, &bytes, true).map_err(RosterError::Store)?;
        Ok(Changed {
            roster: now.roster,
            set_aside: read.set_aside,
        })
    }
}

/// A roster file's bytes as its format and people and the fields nothing
/// reads, or why not.
fn parse(bytes: &[u8]) -> Result<(File, Vec<String>), Unparsed> {
    match super::parse::roster(bytes) {
        Ok(parsed) => {
            let (format, players) = parsed.value;
            Ok((File { format, players }, parsed.unknown_fields))
        }
        Err(e) => Err(Unparsed::Broken(e.to_string())),
    }
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
    fn unknown_fields_are_named_and_a_duplicate_key_is_refused() {
        let (dir, store) = temp_store();
        let path = dir.path().join("roster.json");
        fs::write(
            &path,
            r#"{"format":1,"players":[{"name":"Ana","alias":["A"]}],"colour":1}"#,
        )
        .expect("roster");
        let read = store.roster();
        assert_eq!(read.roster.who("ana"), "Ana");
        assert_eq!(read.unknown_fields, ["players[0].alias", "colour"]);
        assert!(read.unreadable.is_none());
        fs::write(
            &path,
            r#"{"format":1,"players":[{"name":"Ana","name":"Bo"}]}"#,
        )
        .expect("roster");
        let read = store.roster();
        let (_, why) = read.unreadable.expect("refused");
        assert!(why.contains("duplicate field `players[0].name`"), "{why}");
        assert!(read.roster.people().is_empty(), "no Bo, no Ana");
        assert!(path.exists(), "a reader moves nothing");
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
    fn a_broken_roster_is_read_from_its_backup_and_set_aside_by_a_change() {
        let (dir, store) = temp_store();
        for name in ["Ana", "Ben"] {
            store
                .change_roster(|r| {
                    r.learn([(name, Some(PALETTE[0]))]);
                    Ok(())
                })
                .expect("saved");
        }
        let path = dir.path().join("roster.json");
        fs::write(&path, b"{ not json").expect("break");
        let read = store.roster();
        let (named, why) = read.unreadable.expect("named");
        assert_eq!(named, path);
        assert!(!why.contains("roster.json"), "the path is said once: {why}");
        assert_eq!(read.roster.who("ana"), "Ana", "the backup holds Ana");
        assert_eq!(
            fs::read(&path).expect("kept"),
            b"{ not json",
            "a reader moves nothing"
        );
        let changed = store
            .change_roster(|r| {
                r.learn([("Cy", Some(PALETTE[1]))]);
                Ok(())
            })
            .expect("changed");
        assert!(changed.set_aside.is_some(), "a change sets it aside");
        assert_eq!(store.roster().roster.who("ana"), "Ana");
        assert_eq!(store.roster().roster.who("cy"), "Cy");
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

    #[test]
    fn parallel_changes_are_all_kept_and_a_bom_or_a_folder_is_no_harm() {
        let (dir, store) = temp_store();
        let threads: Vec<_> = (0..16)
            .map(|i| {
                let store = store.clone();
                std::thread::spawn(move || {
                    store.change_roster(|r| {
                        r.learn([(format!("P{i}").as_str(), Some(PALETTE[0]))]);
                        Ok(())
                    })
                })
            })
            .collect();
        for t in threads {
            t.join().expect("thread").expect("saved");
        }
        assert_eq!(store.roster().roster.people().len(), 16);
        let path = dir.path().join("roster.json");
        let mut bytes = b"\xEF\xBB\xBF".to_vec();
        bytes.extend(fs::read(&path).expect("read"));
        fs::write(&path, bytes).expect("bom");
        let read = store.roster();
        assert!(read.unreadable.is_none(), "{:?}", read.unreadable);
        assert_eq!(read.roster.people().len(), 16);
        fs::remove_file(&path).expect("rm");
        fs::remove_file(crate::store::atomic::backup_path(&path)).expect("rm");
        fs::create_dir(&path).expect("folder");
        assert!(
            store
                .roster()
                .unreadable
                .is_some_and(|(_, w)| w.contains("a folder"))
        );
        assert!(store.change_roster(|_| Ok(())).is_err());
        assert!(path.is_dir() && !dir.path().join("quarantine").exists());
    }
}
