//! Events for hosts (a game night, league or tournament over many tables):
//! the players, rounds, tables and results kept in the event file. Pure.

mod blossom;
mod check;
pub mod met;
pub mod pods;
pub mod results;
pub mod sheet;
pub mod standings;
pub mod swiss;

use std::collections::{HashMap, HashSet};

use serde::{Deserialize, Serialize};

use crate::ids::EventName;
use crate::random::Rng;
use crate::roster::tidy;
use crate::rules::GameKind;
use crate::rules::{Arg, RuleError};
pub use crate::session::EventTag;

pub use met::Met;
pub use standings::Standing;

/// The version of the event file this code writes and reads.
pub const FORMAT: u32 = 1;

/// How an event seats its players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// Tables of two, paired Swiss (Hero Realms 1v1, Koth, Karth 1v1).
    TwoPlayer,
    /// Pods of 3–4 balanced by points (free-for-all, Kharnage).
    Pods,
}

/// A game night, league or tournament.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// The file's version: [`FORMAT`].
    pub format: u32,
    /// The event's name.
    pub name: EventName,
    /// The games played: one, or several for a game night.
    pub games: Vec<GameKind>,
    /// Tables of two or pods.
    pub kind: Kind,
    /// Seeds the random first round (and the order within a points
    /// group), so the same event pairs the same way again.
    pub seed: u64,
    /// Everyone entered, in the order entered.
    pub players: Vec<String>,
    /// Players who left: paired no more, kept in the standings.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dropped: Vec<String>,
    /// The rounds paired so far, first first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub rounds: Vec<Round>,
}

/// One round: its tables and who sits it out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// The tables, numbered from 1.
    pub tables: Vec<Table>,
    /// The player given the bye (an odd count in a two-player event).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bye: Option<String>,
}

/// One table of a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// Its number in the round, from 1.
    pub number: usize,
    /// Who sits there, in seat order.
    pub players: Vec<String>,
    /// How it ended, once known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<TableResult>,
    /// The id of the session started from it, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session: Option<String>,
    /// The game played there, one of the event's; missing (as in files
    /// written before game nights) means the event's first game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub game: Option<GameKind>,
}

/// How a table ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TableResult {
    /// One player won; at a pod the others share last place.
    Winner(String),
    /// Nobody won: a draw for everyone at the table.
    Draw,
    /// Every player's place, first to last (pods).
    Places(Vec<String>),
}

/// A player as the pairings see them: see [`swiss::pair`], [`pods::pair`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entrant {
    /// Their name.
    pub name: String,
    /// Their points so far.
    pub points: u32,
    /// How many byes they have had.
    pub byes: u32,
}

impl Event {
    /// A new event with no rounds yet, its names tidied. Refuses an empty
    /// name, no game, a game it cannot pair, an empty, too long or
    /// repeated player name (names compare as [`crate::roster::key`]
    /// does), a name with a control character or a direction override,
    /// and fewer than two players.
    pub fn new<S: AsRef<str>>(
        name: &str,
        games: Vec<GameKind>,
        kind: Kind,
        players: impl IntoIterator<Item = S>,
        seed: u64,
    ) -> Result<Event, RuleError> {
        let event = Event {
            format: FORMAT,
            name: tidy(name).into(),
            games,
            kind,
            seed,
            players: players.into_iter().map(|p| tidy(p.as_ref())).collect(),
            dropped: Vec::new(),
            rounds: Vec::new(),
        };
        event.check()?;
        if event.players.len() < 2 {
            return Err(RuleError::new("rule-event-too-few").arg("count", event.players.len()));
        }
        Ok(event)
    }

    /// The player named `name` as the event spells them, if entered.
    pub fn player(&self, name: &str) -> Option<&str> {
        let k = key(name);
        self.players
            .iter()
            .find(|p| key(p) == k)
            .map(String::as_str)
    }

    /// Whether `name` has dropped.
    pub fn is_dropped(&self, name: &str) -> bool {
        let k = key(name);
        self.dropped.iter().any(|d| key(d) == k)
    }

    /// The players still paired, in the order entered.
    pub fn active(&self) -> Vec<&str> {
        let dropped: HashSet<String> = self.dropped.iter().map(|d| key(d)).collect();
        self.players
            .iter()
            .filter(|p| dropped.is_empty() || !dropped.contains(&key(p)))
            .map(String::as_str)
            .collect()
    }

    /// The game played at table `table` of round `round` (both from 1):
    /// the one the pairing gave it, else the event's first.
    pub fn game_at(&self, round: usize, table: usize) -> Option<GameKind> {
        let given = self.table(round, table).ok()?.game;
        given.or_else(|| self.games.first().copied())
    }

    /// Round `round` (from 1), or a refusal naming it.
    pub fn round(&self, round: usize) -> Result<&Round, RuleError> {
        round
            .checked_sub(1)
            .and_then(|i| self.rounds.get(i))
            .ok_or_else(|| RuleError::new("rule-event-no-round").arg("round", round))
    }

    /// Table `table` of round `round` (both from 1), or a refusal.
    pub fn table(&self, round: usize, table: usize) -> Result<&Table, RuleError> {
        let tables = &self.round(round)?.tables;
        numbered(tables, table)
            .and_then(|at| tables.get(at))
            .ok_or_else(|| no_table(round, table))
    }

    fn table_mut(&mut self, round: usize, table: usize) -> Result<&mut Table, RuleError> {
        self.round(round)?;
        self.rounds
            .get_mut(round - 1)
            .and_then(|r| {
                let at = numbered(&r.tables, table)?;
                r.tables.get_mut(at)
            })
            .ok_or_else(|| no_table(round, table))
    }

    /// Pairs the next round among the active players and adds it: Swiss
    /// tables of two or pods, as the event's kind says (the first round in
    /// a random order from the seed). Refused while a table of the current
    /// round has no result, and with fewer than two active players.
    pub fn pair_next(&mut self) -> Result<&Round, RuleError> {
        if let Some(open) = self
            .rounds
            .iter()
            .position(|r| r.tables.iter().any(|t| t.result.is_none()))
        {
            return Err(RuleError::new("rule-event-round-open").arg("round", open + 1));
        }
        let entrants = self.entrants();
        if entrants.len() < 2 {
            return Err(RuleError::new("rule-event-too-few").arg("count", entrants.len()));
        }
        let names: Vec<&str> = entrants.iter().map(|e| e.name.as_str()).collect();
        let met = self.meetings(&names);
        let mut rng = Rng::new(self.seed.wrapping_add(self.rounds.len() as u64));
        let (groups, bye) = match self.kind {
            Kind::TwoPlayer => {
                let pairing = swiss::pair(&entrants, &met, &mut rng);
                let tables = pairing.tables.iter().map(|t| t.to_vec()).collect();
                (tables, pairing.bye)
            }
            Kind::Pods => (pods::pair(&entrants, &met, &mut rng), None),
        };
        let name = |i: usize| entrants.get(i).map(|e| e.name.clone()).unwrap_or_default();
        // A game night's games go round the tables, and move on a table
        // each round, so each game is played at as many tables as can be
        // and everyone meets every game.
        let games = &self.games;
        let game = |i: usize| {
            games
                .get((self.rounds.len() + i) % games.len().max(1))
                .copied()
        };
        let round = Round {
            tables: groups
                .into_iter()
                .enumerate()
                .map(|(i, seats)| Table {
                    number: i + 1,
                    players: seats.into_iter().map(name).collect(),
                    result: None,
                    session: None,
                    game: game(i),
                })
                .collect(),
            bye: bye.map(name),
        };
        self.rounds.push(round);
        self.round(self.rounds.len())
    }

    /// Takes back the last round's pairings, while none of its tables has
    /// a result (a pairing made before a late drop, say).
    pub fn unpair(&mut self) -> Result<(), RuleError> {
        let Some(last) = self.rounds.last() else {
            return Err(RuleError::new("rule-event-no-round").arg("round", 1usize));
        };
        if last.tables.iter().any(|t| t.result.is_some()) {
            return Err(RuleError::new("rule-event-round-played").arg("round", self.rounds.len()));
        }
        self.rounds.pop();
        Ok(())
    }

    /// Records (or corrects) the result of table `table` of round `round`
    /// (both from 1), and gives the result it replaced, if any. The names
    /// must be that table's players: a winner seated there, or places
    /// naming each of them once. At a table of two, places are kept as the
    /// winner. A round before the last stands as it is: a later round was
    /// paired on its results, so a change to them is refused (the same
    /// result again is no change).
    pub fn record(
        &mut self,
        round: usize,
        table: usize,
        result: TableResult,
    ) -> Result<Option<TableResult>, RuleError> {
        let seated = &self.table(round, table)?.players;
        let result = checked_result(seated, result, round, table)?;
        if let (TableResult::Draw, Some(game)) = (&result, self.game_at(round, table))
            && !game.draws()
        {
            return Err(RuleError::new("rule-event-no-draw")
                .arg("game", Arg::msg(&game.title_key()))
                .arg("round", round)
                .arg("table", table));
        }
        let was = self.table(round, table)?.result.clone();
        if was.as_ref() == Some(&result) {
            return Ok(was);
        }
        self.still_open(round)?;
        Ok(self.table_mut(round, table)?.result.replace(result))
    }

    /// Clears the result of table `table` of round `round` (both from 1),
    /// and gives the result it cleared. The session that gave it, if
    /// any, stays noted and gives it no more (see [`results::fill`]).
    /// Refused for a table without a result, and in a round before the
    /// last (see [`Event::record`]).
    pub fn clear(&mut self, round: usize, table: usize) -> Result<TableResult, RuleError> {
        if self.table(round, table)?.result.is_none() {
            return Err(RuleError::new("rule-event-no-result")
                .arg("round", round)
                .arg("table", table));
        }
        self.still_open(round)?;
        self.table_mut(round, table)?
            .result
            .take()
            .ok_or_else(|| no_table(round, table))
    }

    /// Refuses a change to the results of `round` once a later round is
    /// paired on them.
    fn still_open(&self, round: usize) -> Result<(), RuleError> {
        if round < self.rounds.len() {
            return Err(RuleError::new("rule-event-results-stand")
                .arg("round", round)
                .arg("next", round + 1));
        }
        Ok(())
    }

    /// Notes the session started from table `table` of round `round`.
    pub fn set_session(&mut self, round: usize, table: usize, id: &str) -> Result<(), RuleError> {
        self.table_mut(round, table)?.session = Some(id.to_owned());
        Ok(())
    }

    /// Drops `name`: left out of later pairings, kept in the standings.
    pub fn drop_player(&mut self, name: &str) -> Result<(), RuleError> {
        let Some(player) = self.player(name).map(str::to_owned) else {
            return Err(RuleError::new("rule-event-unknown-player").arg("name", tidy(name)));
        };
        if self.is_dropped(&player) {
            return Err(RuleError::new("rule-event-already-dropped").arg("name", player));
        }
        self.dropped.push(player);
        Ok(())
    }

    /// Enters `name` late: paired from the next round on, with no points
    /// for the rounds before. Refused as [`Event::new`] refuses a name.
    pub fn enter(&mut self, name: &str) -> Result<(), RuleError> {
        let mut entered = self.clone();
        entered.players.push(tidy(name));
        entered.check()?;
        *self = entered;
        Ok(())
    }

    /// Brings back a dropped player: paired again from the next round.
    pub fn undrop(&mut self, name: &str) -> Result<(), RuleError> {
        let k = key(name);
        let Some(at) = self.dropped.iter().position(|d| key(d) == k) else {
            return Err(RuleError::new("rule-event-not-dropped").arg("name", tidy(name)));
        };
        self.dropped.remove(at);
        Ok(())
    }

    /// Everyone ranked, best first: see [`standings::standings`].
    pub fn standings(&self) -> Vec<Standing> {
        standings::standings(self)
    }

    /// The active players in pairing order: as the standings rank them,
    /// or shuffled by the seed before the first round.
    fn entrants(&self) -> Vec<Entrant> {
        if self.rounds.is_empty() {
            let mut names: Vec<&str> = self.active();
            let mut rng = Rng::new(self.seed);
            shuffle(&mut names, &mut rng);
            return names
                .into_iter()
                .map(|name| Entrant {
                    name: name.to_owned(),
                    points: 0,
                    byes: 0,
                })
                .collect();
        }
        self.standings()
            .into_iter()
            .filter(|s| !s.dropped)
            .map(|s| Entrant {
                name: s.name,
                points: s.points,
                byes: s.byes,
            })
            .collect()
    }

    /// How many times each two of `names` have sat at one table, by their
    /// places in `names`: see [`Met`].
    pub fn meetings(&self, names: &[&str]) -> Met {
        let index: HashMap<String, usize> =
            names.iter().enumerate().map(|(i, n)| (key(n), i)).collect();
        let seats: Vec<Vec<usize>> = self
            .rounds
            .iter()
            .flat_map(|r| &r.tables)
            .map(|t| {
                let at = |p: &String| index.get(&key(p)).copied();
                t.players.iter().filter_map(at).collect()
            })
            .collect();
        Met::from_tables(names.len(), seats.iter().map(Vec::as_slice))
    }
}

/// Where table `number` is among `tables`: at `number - 1` in a checked
/// event, else wherever it is.
fn numbered(tables: &[Table], number: usize) -> Option<usize> {
    let likely = number.checked_sub(1)?;
    if tables.get(likely).is_some_and(|t| t.number == number) {
        return Some(likely);
    }
    tables.iter().position(|t| t.number == number)
}

/// How names compare: [`crate::roster::key`], made quicker for the usual
/// name (ASCII, one space between words, none at the ends: its lower
/// case), as an event's checks, pairings and standings make one per seat.
pub fn key(name: &str) -> String {
    let mut space = true;
    for &b in name.as_bytes() {
        match b {
            b' ' if space => return crate::roster::key(name),
            b' ' => space = true,
            b'\t' | b'\n' | b'\x0b' | b'\x0c' | b'\r' => return crate::roster::key(name),
            b if !b.is_ascii() => return crate::roster::key(name),
            _ => space = false,
        }
    }
    if space && !name.is_empty() {
        return crate::roster::key(name);
    }
    name.to_ascii_lowercase()
}

/// Refuses a game an event of `kind` cannot pair: a cooperative game,
/// or pods of a game for two.
fn fits(game: GameKind, kind: Kind) -> Result<(), RuleError> {
    match (game.seats(), kind) {
        (None, _) => {
            Err(RuleError::new("rule-event-coop").arg("game", Arg::msg(&game.title_key())))
        }
        (Some((_, most)), Kind::Pods) if most < 3 => {
            Err(RuleError::new("rule-event-no-pods").arg("game", Arg::msg(&game.title_key())))
        }
        _ => Ok(()),
    }
}

fn no_table(round: usize, table: usize) -> RuleError {
    RuleError::new("rule-event-no-table")
        .arg("round", round)
        .arg("table", table)
}

/// `result` with its names spelled as `seated` spells them, or a refusal
/// when they are not that table's players.
fn checked_result(
    seated: &[String],
    result: TableResult,
    round: usize,
    table: usize,
) -> Result<TableResult, RuleError> {
    let spelled = |name: &str| {
        let k = key(name);
        seated.iter().find(|s| key(s) == k).cloned().ok_or_else(|| {
            RuleError::new("rule-event-not-at-table")
                .arg("name", tidy(name))
                .arg("round", round)
                .arg("table", table)
        })
    };
    Ok(match result {
        TableResult::Winner(w) => TableResult::Winner(spelled(&w)?),
        TableResult::Draw => TableResult::Draw,
        TableResult::Places(order) => {
            let order = order
                .iter()
                .map(|p| spelled(p))
                .collect::<Result<Vec<_>, _>>()?;
            let mut keys: Vec<String> = order.iter().map(|p| key(p)).collect();
            keys.sort();
            keys.dedup();
            if keys.len() != seated.len() || order.len() != seated.len() {
                return Err(RuleError::new("rule-event-places")
                    .arg("round", round)
                    .arg("table", table));
            }
            match order.as_slice() {
                [first, _] => TableResult::Winner(first.clone()),
                _ => TableResult::Places(order),
            }
        }
    })
}

/// Shuffles `items` in place (Fisher–Yates) with `rng`.
pub(crate) fn shuffle<T>(items: &mut [T], rng: &mut Rng) {
    for i in (1..items.len()).rev() {
        items.swap(i, rng.index(i + 1));
    }
}

/// Indices `0..points.len()` in pairing order: most points first, those
/// with equal points in an order shuffled by `rng`.
pub(crate) fn by_points(points: &[u32], rng: &mut Rng) -> Vec<usize> {
    let mut order: Vec<usize> = (0..points.len()).collect();
    shuffle(&mut order, rng);
    order.sort_by_key(|&i| std::cmp::Reverse(points.get(i).copied().unwrap_or(0)));
    order
}

#[cfg(test)]
mod mtr_tests;
#[cfg(test)]
mod tests;
