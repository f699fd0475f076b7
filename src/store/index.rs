//! The history index: one summary per session in `index.json`, so the list
//! opens without parsing every session file. Each summary remembers the
//! file's size and modification time; a file that changed since is
//! re-read, a file that vanished is dropped, so the index heals itself.
//!
//! The summaries themselves are [`crate::summary`]'s. The index is read as
//! a stream (never its bytes and their parse at once), skipping summaries
//! of files that are gone, and written from a borrow of the list.

use std::io::{self, Read, Write};

use serde::Serialize;
use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};

use crate::summary::{Interner, Summary, SummaryIn};

/// The index file as written: its version, then every summary.
#[derive(Debug, Serialize)]
pub struct IndexFile<'a, S: Serialize> {
    /// Format of the index itself.
    pub version: u32,
    /// One summary per session file (a [`Summary`] or a borrow of one).
    pub sessions: &'a [S],
}

/// Writes the index of `sessions` (summaries or borrows of them, sorted by
/// id) to `out`.
pub fn write<S: Serialize>(out: &mut impl Write, sessions: &[S]) -> io::Result<()> {
    let file = IndexFile {
        version: INDEX_VERSION,
        sessions,
    };
    serde_json::to_writer(out, &file).map_err(io::Error::from)
}

/// Why an index was not read.
#[derive(Debug)]
pub enum IndexError {
    /// Written in another version: derived data, rebuilt without a word.
    OtherVersion,
    /// Not an index this build can read (what is wrong).
    Broken(String),
}

/// The summaries of an index file read from `input`, sorted by id, keeping
/// only those whose id `keep` says is still there (a session file or its
/// backup), with the shared names in `interner`; and how many the file
/// holds in all. `expected` sizes the list (the number of session files),
/// so it grows rarely and holds no slack.
pub fn read(
    input: impl Read,
    expected: usize,
    keep: &dyn Fn(&str) -> bool,
    interner: &mut Interner,
) -> Result<(Vec<Summary>, usize), IndexError> {
    let mut found = Found {
        version: None,
        sessions: Vec::new(),
        total: 0,
        expected,
        keep,
        interner,
    };
    let mut json = serde_json::Deserializer::from_reader(io::BufReader::new(input));
    let read = FileSeed(&mut found)
        .deserialize(&mut json)
        .and_then(|()| json.end());
    let same = found
        .version
        .as_ref()
        .map(|v| v.as_u64() == Some(u64::from(INDEX_VERSION)));
    match (read, same) {
        (_, Some(false)) => Err(IndexError::OtherVersion),
        (Err(e), _) => Err(IndexError::Broken(e.to_string())),
        (Ok(()), None) => Err(IndexError::Broken(String::from("no version"))),
        (Ok(()), Some(true)) => {
            let mut sessions = found.sessions;
            sessions.sort_unstable_by(|a, b| a.id.cmp(&b.id));
            Ok((sessions, found.total))
        }
    }
}

/// The start of the error that stops reading an index of another version.
const OTHER: &str = "index of another version";

struct Found<'a> {
    version: Option<serde_json::Value>,
    sessions: Vec<Summary>,
    total: usize,
    expected: usize,
    keep: &'a dyn Fn(&str) -> bool,
    interner: &'a mut Interner,
}

struct FileSeed<'a, 'b>(&'a mut Found<'b>);

impl<'de> DeserializeSeed<'de> for FileSeed<'_, '_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_map(self)
    }
}

impl<'de> Visitor<'de> for FileSeed<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("an index object")
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "version" => {
                    let version: serde_json::Value = map.next_value()?;
                    let same = version.as_u64() == Some(u64::from(INDEX_VERSION));
                    self.0.version = Some(version);
                    if !same {
                        // Nothing more of it is worth reading.
                        return Err(de::Error::custom(OTHER));
                    }
                }
                "sessions" => map.next_value_seed(SessionsSeed(&mut *self.0))?,
                _ => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        Ok(())
    }
}

struct SessionsSeed<'a, 'b>(&'a mut Found<'b>);

impl<'de> DeserializeSeed<'de> for SessionsSeed<'_, '_> {
    type Value = ();

    fn deserialize<D: de::Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for SessionsSeed<'_, '_> {
    type Value = ();

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("a list of summaries")
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let found = self.0;
        found.sessions.reserve_exact(found.expected);
        while let Some(s) = seq.next_element::<SummaryIn>()? {
            found.total += 1;
            if (found.keep)(&s.id) {
                let summary = found.interner.summary(s);
                found.sessions.push(summary);
            }
        }
        Ok(())
    }
}

/// The index format this build writes. 2: summaries are stored only under
/// the stamp in force while their file was read (1 could hold a stale one),
/// and carry warnings. 3: summaries carry the mode. 4: and each seat's
/// thinking time. 5: and the event table a session was started from. 6:
/// and the time played, and modes by their stable ids. 7: Kharnage's
/// players are the people named for its armies, not the armies. An index
/// of another version is rebuilt.
pub const INDEX_VERSION: u32 = 7;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{AnySetup, hero_realms, karth, kings_armory};
    use std::sync::Arc;

    /// The setup of a screenshot session of `game` with `field` set to
    /// `value`.
    fn setup(game: &str, field: &str, value: impl Serialize) -> AnySetup {
        let path = format!("{}/tests/screens/{game}.json", env!("CARGO_MANIFEST_DIR"));
        let file: serde_json::Value =
            serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
        let mut setup = file["setup"].clone();
        setup[field] = serde_json::to_value(value).unwrap();
        serde_json::from_value(setup).unwrap()
    }

    #[test]
    fn every_mode_has_a_stable_id_and_is_named_in_every_language() {
        use crate::rules::GameKind;
        // Each mode's id is its name in the setup's file (never renamed,
        // as the file's is not), and names it through its game's key.
        fn ids<T: Serialize>(game: &str, field: &str, all: &[T]) -> Vec<(String, String)> {
            all.iter()
                .map(|m| {
                    let id = setup(game, field, m).mode().map(str::to_owned);
                    let written = serde_json::to_value(m).unwrap();
                    assert_eq!(id.as_deref(), written.as_str(), "{game}");
                    (game.to_owned(), id.unwrap())
                })
                .collect()
        }
        let mut modes = ids(
            "karth",
            "mode",
            &[
                karth::Mode::Classic,
                karth::Mode::TwoVTwo,
                karth::Mode::FreeForAll,
            ],
        );
        modes.extend(ids(
            "hero_realms",
            "format",
            &[
                hero_realms::Format::FreeForAll,
                hero_realms::Format::HunterFirstBlood,
                hero_realms::Format::HunterLastOneStanding,
                hero_realms::Format::Hydra,
                hero_realms::Format::Emperor,
            ],
        ));
        modes.extend(ids(
            "kings_armory",
            "mode",
            &[
                kings_armory::Mode::Standard,
                kings_armory::Mode::JumpStart,
                kings_armory::Mode::SingleWave,
                kings_armory::Mode::Gauntlet,
            ],
        ));
        let keys: std::collections::BTreeSet<&str> = modes
            .iter()
            .map(|(game, id)| {
                let kind = GameKind::from_name(game).unwrap();
                kind.mode_key(id).unwrap_or_else(|| panic!("{game} {id}"))
            })
            .collect();
        assert_eq!(keys.len(), 12, "one key per mode: {modes:?}");
        for lang in crate::i18n::languages() {
            let i18n = crate::i18n::I18n::new(lang);
            for key in &keys {
                assert!(i18n.has(key), "{lang}: {key}");
            }
        }
        for game in ["custom", "kharnage", "koth"] {
            assert_eq!(setup(game, "game", game).mode(), None, "{game}");
        }
    }

    fn index_of(ids: &[&str]) -> Vec<u8> {
        let mut interner = Interner::default();
        let mut all = Vec::new();
        for id in ids {
            let path = format!("{}/tests/screens/karth.json", env!("CARGO_MANIFEST_DIR"));
            let mut session =
                crate::store::format::from_bytes(&std::fs::read(path).unwrap(), id).unwrap();
            session.set_id((*id).into());
            all.push(Summary::of_shared(&session, (1, 2), &mut interner));
        }
        let mut out = Vec::new();
        write(&mut out, &all).unwrap();
        out
    }

    #[test]
    fn the_index_reads_back_sorted_filtered_and_shared() {
        let bytes = index_of(&["c", "a", "b"]);
        let mut interner = Interner::default();
        let (read, total) = read(&bytes[..], 3, &|id| id != "b", &mut interner).unwrap();
        assert_eq!(total, 3);
        let ids: Vec<&str> = read.iter().map(|s| s.id.as_str()).collect();
        assert_eq!(ids, ["a", "c"]);
        assert!(
            Arc::ptr_eq(&read[0].players, &read[1].players),
            "one list of players"
        );
        assert_eq!(read[0].stamp, (1, 2));
        let again: Summary =
            serde_json::from_slice(&serde_json::to_vec(&read[0]).unwrap()).unwrap();
        assert_eq!(again, read[0]);
        assert!(
            std::mem::size_of::<Summary>() <= 208,
            "a summary is held per session: keep it small (184 bytes, 16 for the thinking times and 8 for the event table)"
        );
    }

    #[test]
    fn an_index_of_another_version_or_broken_is_not_read() {
        let mut interner = Interner::default();
        let all = |_: &str| true;
        let old = br#"{"version": 2, "sessions": [{"id": 1}]}"#;
        assert!(matches!(
            read(&old[..], 0, &all, &mut interner),
            Err(IndexError::OtherVersion)
        ));
        let text = String::from_utf8(index_of(&["a"])).unwrap();
        let sessions_only = text.replacen("{\"version\":3,", "{", 1);
        let late = format!(
            "{}, \"version\": \"x\"}}",
            sessions_only.trim_end().trim_end_matches('}')
        );
        assert!(
            matches!(
                read(late.as_bytes(), 0, &all, &mut interner),
                Err(IndexError::OtherVersion)
            ),
            "{late}"
        );
        // This version's index, with a summary that does not read.
        let current = format!("{{\"version\": {INDEX_VERSION}, \"sessions\": [{{\"id\": 1}}]}}");
        for broken in [current.as_bytes(), b"{oops", b"{\"sessions\": []}", b"[]"] {
            assert!(matches!(
                read(broken, 0, &all, &mut interner),
                Err(IndexError::Broken(_))
            ));
        }
    }
}
