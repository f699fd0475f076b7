//! The history index: one summary per session in `index.json`, so the list
//! opens without parsing every session file. Each summary remembers the
//! file's size and modification time; a file that changed since is
//! re-read, a file that vanished is dropped, so the index heals itself.
//!
//! Summaries are kept small, as the window holds one per session (10,000
//! of them and more): player and winner names are shared [`Name`]s, one
//! allocation per distinct name ([`Interner`]), equal win reasons share
//! one [`Text`], a refusal is boxed. The index is read as a stream (never
//! its bytes and their parse at once), skipping summaries of files that
//! are gone, and written from a borrow of the list.

use std::collections::HashSet;
use std::io::{self, Read, Write};
use std::sync::Arc;

use chrono::{DateTime, Utc};
use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Serialize};

use crate::event::EventTag;
use crate::rules::{GameKind, Outcome, Text};
use crate::session::Session;

/// A player's, team's or army's name in a summary, shared by every
/// summary that names it.
pub type Name = Arc<str>;

/// What the history list shows of a session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SummaryIn")]
pub struct Summary {
    /// The session id.
    pub id: String,
    /// Its game.
    pub game: GameKind,
    /// The translation key naming its mode (`ui-karth-classic`,
    /// `ui-hr-hydra`, `ui-ka-mode-gauntlet`), none for a game without
    /// modes; see [`crate::rules::Game::mode`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<String>,
    /// The people who played, or the teams (one list shared by every
    /// summary of the same players, in the same order): never Kharnage's
    /// armies, but those named as playing them (see
    /// [`crate::rules::Game::people`]).
    pub players: Arc<[Name]>,
    /// When it started.
    pub created: DateTime<Utc>,
    /// When it last changed.
    pub updated: DateTime<Utc>,
    /// Applied log entries.
    pub entries: usize,
    /// Whether the game is decided.
    pub finished: bool,
    /// An unfinished game the players gave up.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub abandoned: bool,
    /// Who won, if decided.
    pub winners: Vec<Name>,
    /// Why, if decided.
    pub reason: Option<Arc<Text>>,
    /// Set when a saved entry is refused by the rules: the session opens
    /// read-only before it. Says which entry and which rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refused: Option<Box<Text>>,
    /// What was noticed reading it, for people: fields nothing reads, an
    /// id inside that is not the file's name, a file read from its backup.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
    /// Each seat's thinking time in seconds, in a game played in turns
    /// (see [`crate::clock`]); empty in the others.
    #[serde(default, skip_serializing_if = "<[_]>::is_empty")]
    pub thinking: Box<[(Name, i64)]>,
    /// The event table the session was started from, if any (boxed: few
    /// sessions have one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<Box<EventTag>>,
    /// The file's modification time (ns since the epoch) and size when read;
    /// `(0, 0)` when it kept changing while read (it is read again next time).
    pub stamp: super::files::Stamp,
}

/// A summary as written in the index, before its names are shared.
#[derive(Deserialize)]
struct SummaryIn {
    id: String,
    game: GameKind,
    #[serde(default)]
    mode: Option<String>,
    players: Vec<String>,
    created: DateTime<Utc>,
    updated: DateTime<Utc>,
    entries: usize,
    finished: bool,
    #[serde(default)]
    abandoned: bool,
    winners: Vec<String>,
    reason: Option<Text>,
    #[serde(default)]
    refused: Option<Text>,
    #[serde(default)]
    warnings: Vec<String>,
    #[serde(default)]
    thinking: Vec<(String, i64)>,
    #[serde(default)]
    event: Option<Box<EventTag>>,
    stamp: super::files::Stamp,
}

impl From<SummaryIn> for Summary {
    fn from(s: SummaryIn) -> Self {
        Interner::default().summary(s)
    }
}

/// One shared copy of each distinct name and win reason.
#[derive(Debug, Default)]
pub struct Interner {
    names: HashSet<Name>,
    tables: HashSet<Arc<[Name]>>,
    reasons: HashSet<Arc<Text>>,
}

impl Interner {
    /// The shared copy of `name`.
    pub fn name(&mut self, name: &str) -> Name {
        if let Some(shared) = self.names.get(name) {
            return shared.clone();
        }
        let shared: Name = Arc::from(name);
        self.names.insert(shared.clone());
        shared
    }

    /// The shared copies of `names`, in a vector of exactly their number.
    pub fn names<S: AsRef<str>>(&mut self, names: &[S]) -> Vec<Name> {
        let mut out = Vec::with_capacity(names.len());
        out.extend(names.iter().map(|n| self.name(n.as_ref())));
        out
    }

    /// The shared copy of the list `names` (a table of players).
    pub fn table<S: AsRef<str>>(&mut self, names: &[S]) -> Arc<[Name]> {
        let names = self.names(names);
        if let Some(shared) = self.tables.get(names.as_slice()) {
            return shared.clone();
        }
        let shared: Arc<[Name]> = names.into();
        self.tables.insert(shared.clone());
        shared
    }

    /// The shared copy of `reason`.
    pub fn reason(&mut self, reason: Text) -> Arc<Text> {
        if let Some(shared) = self.reasons.get(&reason) {
            return shared.clone();
        }
        let shared = Arc::new(reason);
        self.reasons.insert(shared.clone());
        shared
    }

    fn summary(&mut self, s: SummaryIn) -> Summary {
        Summary {
            id: s.id,
            game: s.game,
            mode: s.mode,
            players: self.table(&s.players),
            created: s.created,
            updated: s.updated,
            entries: s.entries,
            finished: s.finished,
            abandoned: s.abandoned,
            winners: self.names(&s.winners),
            reason: s.reason.map(|r| self.reason(r)),
            refused: s.refused.map(Box::new),
            warnings: s.warnings,
            thinking: s
                .thinking
                .into_iter()
                .map(|(n, t)| (self.name(&n), t))
                .collect(),
            event: s.event,
            stamp: s.stamp,
        }
    }
}

impl Summary {
    /// Summarises a session read from a file with the given stamp.
    pub fn of(session: &Session, stamp: super::files::Stamp) -> Self {
        Summary::of_shared(session, stamp, &mut Interner::default())
    }

    /// Summarises a session like [`Summary::of`], sharing names and
    /// reasons through `interner`.
    pub fn of_shared(
        session: &Session,
        stamp: super::files::Stamp,
        interner: &mut Interner,
    ) -> Self {
        let (finished, winners, reason) = match session.outcome() {
            Outcome::InProgress => (false, Vec::new(), None),
            Outcome::Finished {
                winners, reason, ..
            } => (
                true,
                interner.names(&winners),
                Some(interner.reason(reason)),
            ),
        };
        Summary {
            id: session.id().to_owned(),
            game: session.setup().kind(),
            mode: session.setup().mode().map(str::to_owned),
            players: interner.table(&session.setup().people(session.state())),
            created: session.created(),
            updated: session.updated(),
            entries: session.cursor(),
            finished,
            abandoned: session.abandoned(),
            winners,
            reason,
            refused: session.refused().map(|r| Box::new(r.text())),
            warnings: Vec::new(),
            thinking: crate::clock::played(session)
                .seats
                .into_iter()
                .map(|(n, t)| (interner.name(&n), t.num_seconds()))
                .collect(),
            event: session.event_tag().cloned().map(Box::new),
            stamp,
        }
    }
}

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
/// Kharnage's players are the people named for its armies, not the
/// armies. An index of another version is rebuilt.
pub const INDEX_VERSION: u32 = 6;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{AnySetup, hero_realms, karth, kings_armory};

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
    fn every_mode_is_named_in_every_language() {
        let mut modes = Vec::new();
        for m in [
            karth::Mode::Classic,
            karth::Mode::TwoVTwo,
            karth::Mode::FreeForAll,
        ] {
            modes.push(setup("karth", "mode", m).mode());
        }
        for f in [
            hero_realms::Format::FreeForAll,
            hero_realms::Format::HunterFirstBlood,
            hero_realms::Format::HunterLastOneStanding,
            hero_realms::Format::Hydra,
            hero_realms::Format::Emperor,
        ] {
            modes.push(setup("hero_realms", "format", f).mode());
        }
        for m in [
            kings_armory::Mode::Standard,
            kings_armory::Mode::JumpStart,
            kings_armory::Mode::SingleWave,
            kings_armory::Mode::Gauntlet,
        ] {
            modes.push(setup("kings_armory", "mode", m).mode());
        }
        let keys: std::collections::BTreeSet<&str> = modes.iter().flatten().copied().collect();
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
            session.set_id((*id).to_owned());
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
