//! Events for hosts (a game night, league or tournament over many tables):
//! the players, rounds, tables and results kept in the event file. Pure.

pub mod pods;
pub mod results;
pub mod sheet;
pub mod standings;
pub mod swiss;

use serde::{Deserialize, Serialize};

use crate::random::Rng;
use crate::roster::{key, tidy};
use crate::rules::GameKind;
use crate::rules::common::MAX_NAME;
use crate::rules::{Arg, RuleError};

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
    pub name: String,
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

/// The table a session was started from: a session file's optional
/// `event` field (top level, beside `setup`, so no game's setup needs it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventTag {
    /// The event's name, as the event spells it.
    pub name: String,
    /// The round, from 1.
    pub round: usize,
    /// The table in that round, from 1.
    pub table: usize,
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
    /// A new event with no rounds yet. Refuses an empty name, no game, an
    /// empty, too long or repeated player name (names compare as
    /// [`crate::roster::key`] does), and fewer than two players.
    pub fn new<S: AsRef<str>>(
        name: &str,
        games: Vec<GameKind>,
        kind: Kind,
        players: impl IntoIterator<Item = S>,
        seed: u64,
    ) -> Result<Event, RuleError> {
        let event = Event {
            format: FORMAT,
            name: tidy(name),
            games,
            kind,
            seed,
            players: players.into_iter().map(|p| tidy(p.as_ref())).collect(),
            dropped: Vec::new(),
            rounds: Vec::new(),
        };
        event.check()?;
        for &game in &event.games {
            fits(game, kind)?;
        }
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
        self.players
            .iter()
            .filter(|p| !self.is_dropped(p))
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
        self.round(round)?
            .tables
            .iter()
            .find(|t| t.number == table)
            .ok_or_else(|| no_table(round, table))
    }

    fn table_mut(&mut self, round: usize, table: usize) -> Result<&mut Table, RuleError> {
        self.round(round)?;
        self.rounds
            .get_mut(round - 1)
            .and_then(|r| r.tables.iter_mut().find(|t| t.number == table))
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
    /// (both from 1). The names must be that table's players: a winner
    /// seated there, or places naming each of them once. At a table of
    /// two, places are kept as the winner.
    pub fn record(
        &mut self,
        round: usize,
        table: usize,
        result: TableResult,
    ) -> Result<(), RuleError> {
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
        self.table_mut(round, table)?.result = Some(result);
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

    /// Checks an event as read from a file: its version, names, and that
    /// every round seats known players once each and every result names
    /// its table's players.
    pub fn check(&self) -> Result<(), RuleError> {
        if self.format != FORMAT {
            return Err(RuleError::new("rule-event-format").arg("format", self.format));
        }
        if tidy(&self.name).is_empty() {
            return Err(RuleError::new("rule-event-name-empty"));
        }
        if self.games.is_empty() {
            return Err(RuleError::new("rule-event-no-game"));
        }
        let mut keys: Vec<String> = Vec::new();
        for name in &self.players {
            let k = key(name);
            if k.is_empty() {
                return Err(RuleError::new("rule-event-player-empty"));
            }
            if name.chars().count() > MAX_NAME {
                return Err(RuleError::new("rule-event-player-too-long")
                    .arg("name", name.as_str())
                    .arg("max", MAX_NAME));
            }
            if keys.contains(&k) {
                return Err(RuleError::new("rule-event-player-repeated").arg("name", tidy(name)));
            }
            keys.push(k);
        }
        let known = |name: &str| {
            if self.player(name).is_some() {
                Ok(())
            } else {
                Err(RuleError::new("rule-event-unknown-player").arg("name", name))
            }
        };
        self.dropped.iter().try_for_each(|d| known(d))?;
        for (i, round) in self.rounds.iter().enumerate() {
            let mut seen: Vec<String> = Vec::new();
            let seats = round.tables.iter().flat_map(|t| &t.players);
            for name in seats.chain(&round.bye) {
                known(name)?;
                if seen.contains(&key(name)) {
                    return Err(RuleError::new("rule-event-seated-twice")
                        .arg("name", name.as_str())
                        .arg("round", i + 1));
                }
                seen.push(key(name));
            }
            for (n, table) in round.tables.iter().enumerate() {
                if table.number != n + 1 {
                    return Err(no_table(i + 1, n + 1));
                }
                if let Some(result) = &table.result {
                    checked_result(&table.players, result.clone(), i + 1, n + 1)?;
                }
            }
        }
        Ok(())
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

    /// How many times each two of `names` have sat at one table:
    /// `met[i][j]` for `names[i]` and `names[j]`.
    pub fn meetings(&self, names: &[&str]) -> Vec<Vec<u32>> {
        let keys: Vec<String> = names.iter().map(|n| key(n)).collect();
        let index = |name: &str| {
            let k = key(name);
            keys.iter().position(|x| *x == k)
        };
        let mut met = vec![vec![0u32; names.len()]; names.len()];
        for table in self.rounds.iter().flat_map(|r| &r.tables) {
            let seats: Vec<usize> = table.players.iter().filter_map(|p| index(p)).collect();
            for (a, &i) in seats.iter().enumerate() {
                for &j in &seats[a + 1..] {
                    if let Some(x) = met.get_mut(i).and_then(|row| row.get_mut(j)) {
                        *x += 1;
                    }
                    if let Some(x) = met.get_mut(j).and_then(|row| row.get_mut(i)) {
                        *x += 1;
                    }
                }
            }
        }
        met
    }
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
mod tests {
    use super::*;

    fn koth(names: &[&str]) -> Result<Event, RuleError> {
        Event::new("Friday", vec![GameKind::Koth], Kind::TwoPlayer, names, 42)
    }

    pub(super) fn refused<T: std::fmt::Debug>(r: Result<T, RuleError>) -> String {
        match r {
            Ok(x) => panic!("not refused: {x:?}"),
            Err(e) => e.rule().to_owned(),
        }
    }

    #[test]
    fn names_are_tidied_and_checked() {
        let e = koth(&["  Ana  Lee ", "Ben"]).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(e.players, ["Ana Lee", "Ben"]);
        assert_eq!(e.player("ana   LEE"), Some("Ana Lee"));
        assert_eq!(
            refused(koth(&["Ana", " ana "])),
            "rule-event-player-repeated"
        );
        assert_eq!(refused(koth(&["Ana", "  "])), "rule-event-player-empty");
        assert_eq!(refused(koth(&["Ana"])), "rule-event-too-few");
        let long = "x".repeat(41);
        assert_eq!(refused(koth(&["Ana", &long])), "rule-event-player-too-long");
        let none = Event::new("Friday", vec![], Kind::TwoPlayer, ["A", "B"], 1);
        assert_eq!(refused(none), "rule-event-no-game");
        let unnamed = Event::new(" ", vec![GameKind::Koth], Kind::TwoPlayer, ["A", "B"], 1);
        assert_eq!(refused(unnamed), "rule-event-name-empty");
    }

    #[test]
    fn a_round_is_paired_once_its_results_are_in() {
        let mut e = koth(&["A", "B", "C", "D", "E"]).unwrap_or_else(|e| panic!("{e:?}"));
        let r = e.pair_next().unwrap_or_else(|e| panic!("{e:?}")).clone();
        assert_eq!(r.tables.len(), 2);
        assert!(r.bye.is_some());
        assert_eq!(refused(e.pair_next()), "rule-event-round-open");
        let [a, b] = [&r.tables[0].players[0], &r.tables[0].players[1]];
        e.record(1, 1, TableResult::Winner(a.to_lowercase()))
            .unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(
            e.rounds[0].tables[0].result,
            Some(TableResult::Winner(a.clone()))
        );
        // A result may be corrected; places at a table of two are a winner.
        e.record(1, 1, TableResult::Places(vec![b.clone(), a.clone()]))
            .unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(
            e.rounds[0].tables[0].result,
            Some(TableResult::Winner(b.clone()))
        );
        assert_eq!(refused(e.pair_next()), "rule-event-round-open");
        e.record(1, 2, TableResult::Draw)
            .unwrap_or_else(|e| panic!("{e:?}"));
        e.set_session(1, 2, "s-1")
            .unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(e.rounds[0].tables[1].session.as_deref(), Some("s-1"));
        let second = e.pair_next().unwrap_or_else(|e| panic!("{e:?}")).clone();
        assert_ne!(second.bye, r.bye, "no second bye while others have none");
        e.unpair().unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(e.rounds.len(), 1);
        e.pair_next().unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(e.rounds[1], second, "the same event pairs the same way");
        e.record(2, 1, TableResult::Draw)
            .unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(refused(e.unpair()), "rule-event-round-played");
    }

    #[test]
    fn results_name_the_tables_players() {
        let mut e = koth(&["A", "B", "C", "D"]).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(
            refused(e.record(1, 1, TableResult::Draw)),
            "rule-event-no-round"
        );
        e.pair_next().unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(
            refused(e.record(1, 3, TableResult::Draw)),
            "rule-event-no-table"
        );
        assert_eq!(
            refused(e.record(0, 1, TableResult::Draw)),
            "rule-event-no-round"
        );
        let other = e.rounds[0].tables[1].players[0].clone();
        let win = TableResult::Winner(other.clone());
        assert_eq!(refused(e.record(1, 1, win)), "rule-event-not-at-table");
        let seated = e.rounds[0].tables[0].players.clone();
        let twice = TableResult::Places(vec![seated[0].clone(), seated[0].clone()]);
        assert_eq!(refused(e.record(1, 1, twice)), "rule-event-places");
        let short = TableResult::Places(vec![seated[0].clone()]);
        assert_eq!(refused(e.record(1, 1, short)), "rule-event-places");
        assert!(
            e.rounds[0].tables[0].result.is_none(),
            "refusals change nothing"
        );
    }

    #[test]
    fn dropped_players_sit_out_and_too_few_cannot_pair() {
        let mut e = koth(&["A", "B", "C"]).unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(refused(e.drop_player("Zed")), "rule-event-unknown-player");
        e.drop_player(" c ").unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(e.dropped, ["C"]);
        assert_eq!(refused(e.drop_player("C")), "rule-event-already-dropped");
        let r = e.pair_next().unwrap_or_else(|e| panic!("{e:?}")).clone();
        assert_eq!(r.bye, None);
        assert!(r.tables[0].players.iter().all(|p| p != "C"));
        e.record(1, 1, TableResult::Draw)
            .unwrap_or_else(|e| panic!("{e:?}"));
        e.drop_player("A").unwrap_or_else(|e| panic!("{e:?}"));
        assert_eq!(refused(e.pair_next()), "rule-event-too-few");
        assert_eq!(e.standings().len(), 3, "dropped players keep their line");
    }

    /// The hand-worked example of the standings: after round 3 (Finn had
    /// the bye, Dan dropped), round 4's bye goes to the lowest-ranked
    /// active player without one (Ben), and nobody meets anyone again.
    #[test]
    fn the_example_pairs_round_four_fairly() {
        let mut e = standings::tests::example();
        let r = e.pair_next().unwrap_or_else(|e| panic!("{e:?}")).clone();
        assert_eq!(r.bye.as_deref(), Some("Ben"));
        let seated: Vec<&String> = r.tables.iter().flat_map(|t| &t.players).collect();
        assert_eq!(seated.len(), 6);
        assert!(!seated.iter().any(|p| *p == "Dan" || *p == "Ben"));
        let before = Event {
            rounds: e.rounds[..3].to_vec(),
            ..e.clone()
        };
        for t in &r.tables {
            let names: Vec<&str> = t.players.iter().map(String::as_str).collect();
            assert_eq!(before.meetings(&names)[0][1], 0, "a rematch: {names:?}");
        }
    }

    #[test]
    fn the_file_round_trips_and_is_checked() {
        let mut e = koth(&["A", "B", "C"]).unwrap_or_else(|e| panic!("{e:?}"));
        let json = serde_json::to_string(&e).unwrap_or_default();
        assert_eq!(
            json,
            r#"{"format":1,"name":"Friday","games":["koth"],"kind":"two_player","seed":42,"players":["A","B","C"]}"#
        );
        e.pair_next().unwrap_or_else(|e| panic!("{e:?}"));
        e.record(1, 1, TableResult::Draw)
            .unwrap_or_else(|e| panic!("{e:?}"));
        e.drop_player("B").unwrap_or_else(|e| panic!("{e:?}"));
        let json = serde_json::to_string(&e).unwrap_or_default();
        let back: Event = serde_json::from_str(&json).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, e);
        assert_eq!(back.check(), Ok(()));
        let mut bad = e.clone();
        bad.rounds[0].tables[0].players[1] = bad.rounds[0].tables[0].players[0].clone();
        assert_eq!(refused(bad.check()), "rule-event-seated-twice");
        let mut bad = e.clone();
        bad.format = 2;
        assert_eq!(refused(bad.check()), "rule-event-format");
        let mut bad = e;
        bad.dropped.push("Zed".into());
        assert_eq!(refused(bad.check()), "rule-event-unknown-player");
    }
}

#[cfg(test)]
mod game_night_tests {
    use super::*;
    use tests::refused as rule;

    fn ok<T>(r: Result<T, RuleError>) -> T {
        r.unwrap_or_else(|e| panic!("{e:?}"))
    }

    #[test]
    fn a_game_nights_games_go_round_the_tables() {
        let games = vec![GameKind::Koth, GameKind::Karth];
        let names = ["A", "B", "C", "D", "E", "F", "G", "H"];
        let mut e = ok(Event::new("Night", games, Kind::TwoPlayer, names, 7));
        let one: Vec<_> = ok(e.pair_next()).tables.iter().map(|t| t.game).collect();
        let k = Some(GameKind::Koth);
        let h = Some(GameKind::Karth);
        assert_eq!(one, [k, h, k, h]);
        for t in 1..=4 {
            let first = e.rounds[0].tables[t - 1].players[0].clone();
            ok(e.record(1, t, TableResult::Winner(first)));
        }
        let two: Vec<_> = ok(e.pair_next()).tables.iter().map(|t| t.game).collect();
        assert_eq!(two, [h, k, h, k], "each table moves on a game");
        assert_eq!(e.game_at(2, 1), Some(GameKind::Karth));
        // A table written before game nights plays the first game.
        e.rounds[1].tables[0].game = None;
        assert_eq!(e.game_at(2, 1), Some(GameKind::Koth));
        assert_eq!(e.game_at(9, 1), None, "no such table");
    }

    #[test]
    fn a_draw_only_where_the_game_has_one() {
        let names = ["A", "B", "C", "D"];
        let mut pods = ok(Event::new(
            "Skulls",
            vec![GameKind::Kharnage],
            Kind::Pods,
            names,
            1,
        ));
        ok(pods.pair_next());
        let refusal = pods.record(1, 1, TableResult::Draw);
        assert_eq!(rule(refusal), "rule-event-no-draw");
        assert_eq!(pods.rounds[0].tables[0].result, None, "nothing changed");
        let order: Vec<String> = pods.rounds[0].tables[0]
            .players
            .iter()
            .rev()
            .cloned()
            .collect();
        ok(pods.record(1, 1, TableResult::Places(order.clone())));
        assert_eq!(
            pods.rounds[0].tables[0].result,
            Some(TableResult::Places(order))
        );
        let mut koth = ok(Event::new(
            "Koth",
            vec![GameKind::Koth],
            Kind::TwoPlayer,
            names,
            1,
        ));
        ok(koth.pair_next());
        ok(koth.record(1, 1, TableResult::Draw));
    }

    #[test]
    fn games_an_event_cannot_pair_are_refused() {
        let names = ["A", "B", "C"];
        let coop = Event::new(
            "Siege",
            vec![GameKind::KingsArmory],
            Kind::TwoPlayer,
            names,
            1,
        );
        assert_eq!(rule(coop), "rule-event-coop");
        let pods = Event::new(
            "Mix",
            vec![GameKind::Kharnage, GameKind::Koth],
            Kind::Pods,
            names,
            1,
        );
        assert_eq!(rule(pods), "rule-event-no-pods");
        for game in [GameKind::Karth, GameKind::HeroRealms, GameKind::Kharnage] {
            ok(Event::new("Pods", vec![game], Kind::Pods, names, 1));
        }
    }

    #[test]
    fn a_late_entry_and_a_return_are_paired_next_round() {
        let mut e = ok(Event::new(
            "Late",
            vec![GameKind::Koth],
            Kind::TwoPlayer,
            ["A", "B", "C", "D"],
            5,
        ));
        ok(e.pair_next());
        assert_eq!(rule(e.enter(" a ")), "rule-event-player-repeated");
        assert_eq!(rule(e.enter("  ")), "rule-event-player-empty");
        ok(e.enter("  Dee "));
        assert_eq!(e.players.len(), 5);
        assert_eq!(e.player("dee"), Some("Dee"));
        ok(e.drop_player("B"));
        assert_eq!(rule(e.undrop("C")), "rule-event-not-dropped");
        for t in 1..=2 {
            let first = e.rounds[0].tables[t - 1].players[0].clone();
            ok(e.record(1, t, TableResult::Winner(first)));
        }
        let seated: Vec<String> = ok(e.pair_next())
            .tables
            .iter()
            .flat_map(|t| t.players.clone())
            .collect();
        assert!(seated.contains(&"Dee".to_owned()), "{seated:?}");
        assert!(!seated.contains(&"B".to_owned()), "{seated:?}");
        let standing = e.standings().into_iter().find(|s| s.name == "Dee");
        assert_eq!(
            standing.map(|s| s.points),
            Some(0),
            "no points for the missed round"
        );
        ok(e.unpair());
        ok(e.undrop(" b"));
        assert!(!e.is_dropped("B"));
        let round = ok(e.pair_next()).clone();
        let seated: Vec<String> = round
            .tables
            .iter()
            .flat_map(|t| t.players.clone())
            .chain(round.bye)
            .collect();
        assert_eq!(seated.len(), 5, "all five paired again: {seated:?}");
    }
}
