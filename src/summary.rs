//! What the history shows of a session: its [`Summary`], kept small as
//! the window holds one per session (10,000 of them and more): player and
//! winner names are shared [`Name`]s, one allocation per distinct name
//! ([`Interner`]), equal win reasons share one [`Text`], a refusal is
//! boxed. The store keeps them in its index; events, stats and the screens
//! read them.

use std::collections::HashSet;
use std::sync::Arc;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::rules::{GameKind, Outcome, Text};
use crate::session::{EventTag, Session, SessionId};

/// A file's modification time (ns since the epoch) and size, as the store
/// reads them (`(0, 0)`: not known).
pub type Stamp = (u64, u64);

/// A player's, team's or army's name in a summary, shared by every
/// summary that names it.
pub type Name = Arc<str>;

/// What the history list shows of a session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "SummaryIn")]
pub struct Summary {
    /// The session id.
    pub id: SessionId,
    /// Its game.
    pub game: GameKind,
    /// Its mode's stable id (`classic`, `hydra`, `gauntlet`), none for a
    /// game without modes; see [`crate::rules::Game::MODES`].
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
    /// The time played in seconds, as the clock says it (see
    /// [`crate::clock`]): to the last applied change, pauses and the time
    /// the game was not open left out.
    #[serde(default)]
    pub played: u32,
    /// The event table the session was started from, if any (boxed: few
    /// sessions have one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<Box<EventTag>>,
    /// The file's modification time (ns since the epoch) and size when read;
    /// `(0, 0)` when it kept changing while read (it is read again next time).
    pub stamp: Stamp,
}

/// A summary as written in the index, before its names are shared.
#[derive(Deserialize)]
pub(crate) struct SummaryIn {
    /// The session id.
    pub(crate) id: SessionId,
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
    played: u32,
    #[serde(default)]
    event: Option<Box<EventTag>>,
    stamp: Stamp,
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

    pub(crate) fn summary(&mut self, s: SummaryIn) -> Summary {
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
            played: s.played,
            event: s.event,
            stamp: s.stamp,
        }
    }
}

impl Summary {
    /// The translation key naming the session's mode; none for a game
    /// without modes, or a mode this version does not know.
    pub fn mode_key(&self) -> Option<&'static str> {
        self.mode.as_deref().and_then(|m| self.game.mode_key(m))
    }

    /// Summarises a session read from a file with the given stamp.
    pub fn of(session: &Session, stamp: Stamp) -> Self {
        Summary::of_shared(session, stamp, &mut Interner::default())
    }

    /// Summarises a session like [`Summary::of`], sharing names and
    /// reasons through `interner`.
    pub fn of_shared(session: &Session, stamp: Stamp, interner: &mut Interner) -> Self {
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
        let played = crate::clock::played(session);
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
            thinking: played
                .seats
                .into_iter()
                .map(|(n, t)| (interner.name(&n), t.num_seconds()))
                .collect(),
            played: u32::try_from(played.total.num_seconds().max(0)).unwrap_or(u32::MAX),
            event: session.event_tag().cloned().map(Box::new),
            stamp,
        }
    }
}
