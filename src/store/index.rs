//! The history index: one summary per session in `index.json`, so the list
//! opens without parsing every session file. Each summary remembers the
//! file's size and modification time; a file that changed since is
//! re-read, a file that vanished is dropped, so the index heals itself.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::rules::{GameKind, Outcome, Text};
use crate::session::Session;

/// What the history list shows of a session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
    /// Player, team or army names.
    pub players: Vec<String>,
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
    pub winners: Vec<String>,
    /// Why, if decided.
    pub reason: Option<Text>,
    /// Set when a saved entry is refused by the rules: the session opens
    /// read-only before it. Says which entry and which rule.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refused: Option<Text>,
    /// What was noticed reading it, for people: fields nothing reads, an
    /// id inside that is not the file's name, a file read from its backup.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
    /// The file's modification time (ns since the epoch) and size when read;
    /// `(0, 0)` when it kept changing while read (it is read again next time).
    pub stamp: (u128, u64),
}

impl Summary {
    /// Summarises a session read from a file with the given stamp.
    pub fn of(session: &Session, stamp: (u128, u64)) -> Self {
        let (finished, winners, reason) = match session.outcome() {
            Outcome::InProgress => (false, Vec::new(), None),
            Outcome::Finished {
                winners, reason, ..
            } => (true, winners, Some(reason)),
        };
        Summary {
            id: session.id().to_owned(),
            game: session.setup().kind(),
            mode: session.setup().mode().map(str::to_owned),
            players: session.setup().players(session.state()),
            created: session.created(),
            updated: session.updated(),
            entries: session.cursor(),
            finished,
            abandoned: session.abandoned(),
            winners,
            reason,
            refused: session.refused().map(|r| r.text()),
            warnings: Vec::new(),
            stamp,
        }
    }
}

/// The index file.
#[derive(Debug, Default, Serialize, Deserialize)]
pub struct IndexFile {
    /// Format of the index itself.
    pub version: u32,
    /// One summary per session file.
    pub sessions: Vec<Summary>,
}

/// The index format this build writes. 2: summaries are stored only under
/// the stamp in force while their file was read (1 could hold a stale one),
/// and carry warnings. 3: summaries carry the mode. An index of another
/// version is rebuilt.
pub const INDEX_VERSION: u32 = 3;

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
}
