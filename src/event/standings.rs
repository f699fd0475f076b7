//! Standings and their tie-breakers: points, then opponents' match-win %,
//! game-win %, opponents' game-win %, then name.

use std::cmp::{Ordering, Reverse};
use std::collections::{HashMap, HashSet};

use serde::Serialize;

use super::key;
use super::{Event, TableResult};

/// Points for a win (or the bye) and for a draw.
pub const WIN: u32 = 3;
/// Points for a draw, at a table of two or a pod.
pub const DRAW: u32 = 1;
/// The customary floor of a match-win or game-win percentage: a third.
pub const FLOOR: f64 = 1.0 / 3.0;

/// One player's line in the standings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Standing {
    /// Their place, from 1 (no two share one: the name settles ties).
    pub rank: usize,
    /// Their name.
    pub name: String,
    /// Points: see [`standings`].
    pub points: u32,
    /// Tables won (first places at pods); byes are counted apart.
    pub wins: u32,
    /// Tables drawn.
    pub draws: u32,
    /// Tables lost (any place but first at pods).
    pub losses: u32,
    /// Byes had.
    pub byes: u32,
    /// Opponents' match-win percentage, 0 to 1.
    pub omw: f64,
    /// Game-win percentage, 0 to 1.
    pub gw: f64,
    /// Opponents' game-win percentage, 0 to 1.
    pub ogw: f64,
    /// Whether they have dropped.
    pub dropped: bool,
}

/// The points of place `place` (0 first) at a table of `seats`: first 3
/// and last 0; at four, second 2 and third 1; at three, second 1.
pub fn place_points(place: usize, seats: usize) -> u32 {
    if place == 0 {
        WIN
    } else if place + 1 >= seats {
        0
    } else if seats == 3 {
        1
    } else {
        u32::try_from(place).map_or(0, |p| WIN.saturating_sub(p))
    }
}

/// Everyone entered (dropped players too), ranked best first, from the
/// results recorded so far.
///
/// Points: a win 3, a draw 1, a loss 0, and a bye 3, as a win. At pods,
/// points by place ([`place_points`]); a winner alone takes first and the
/// others share last; a draw is a draw for everyone.
///
/// Each table is one game. A player's match-win % is their points over 3
/// per table played (byes included); their game-win % is their games won
/// over tables played, a draw half a game, at pods the share of pod-mates
/// who finished behind them. A bye counts as a match and a game won: the
/// customary convention (a bye is a 2–0 win). Both are floored at a third
/// (the customary floor), and a player who has played nothing has a
/// game-win % of 0.
///
/// Ties are broken by opponents' match-win % (the mean of each opponent's
/// floored match-win %; a bye is no opponent; pod-mates are opponents), then
/// game-win %, then opponents' game-win % (the mean of theirs), then name.
pub fn standings(event: &Event) -> Vec<Standing> {
    let index: HashMap<String, usize> = event
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (key(p), i))
        .collect();
    let mut tally = vec![Tally::default(); event.players.len()];
    for round in &event.rounds {
        for table in &round.tables {
            let Some(result) = &table.result else {
                continue;
            };
            // Each name's key made once: the seats', then the result's.
            let keys: Vec<String> = table.players.iter().map(|p| key(p)).collect();
            let seats: Vec<usize> = keys.iter().filter_map(|k| index.get(k).copied()).collect();
            let result = Keyed::of(result);
            for k in &keys {
                let Some(&i) = index.get(k) else {
                    continue;
                };
                let t = &mut tally[i];
                let (points, game, outcome) = outcome(&result, k, table.players.len());
                t.points += points;
                t.games += game;
                t.played += 1;
                match outcome {
                    Ordering::Greater => t.wins += 1,
                    Ordering::Equal => t.draws += 1,
                    Ordering::Less => t.losses += 1,
                }
                t.opponents.extend(seats.iter().filter(|&&j| j != i));
            }
        }
        if let Some(&i) = round.bye.as_ref().and_then(|b| index.get(&key(b))) {
            let t = &mut tally[i];
            t.points += WIN;
            t.games += 1.0;
            t.played += 1;
            t.byes += 1;
        }
    }
    let dropped: HashSet<String> = event.dropped.iter().map(|d| key(d)).collect();
    let mw: Vec<f64> = tally.iter().map(Tally::mw).collect();
    let gw: Vec<f64> = tally.iter().map(Tally::gw).collect();
    let mut standings: Vec<Standing> = event
        .players
        .iter()
        .zip(&tally)
        .enumerate()
        .map(|(i, (name, t))| Standing {
            rank: 0,
            name: name.clone(),
            points: t.points,
            wins: t.wins,
            draws: t.draws,
            losses: t.losses,
            byes: t.byes,
            omw: mean(&t.opponents, &mw),
            gw: gw.get(i).copied().unwrap_or(0.0),
            ogw: mean(&t.opponents, &gw),
            dropped: !dropped.is_empty() && dropped.contains(&key(name)),
        })
        .collect();
    rank(&mut standings);
    standings
}

/// Sorts `standings` best first (as [`order`] says, each name's key made
/// once) and numbers their ranks.
pub fn rank(standings: &mut [Standing]) {
    standings.sort_by_cached_key(|s| {
        (
            Reverse(s.points),
            Reverse(level(s.omw)),
            Reverse(level(s.gw)),
            Reverse(level(s.ogw)),
            key(&s.name),
        )
    });
    for (i, s) in standings.iter_mut().enumerate() {
        s.rank = i + 1;
    }
}

/// Which of two standings goes first: more points, then higher
/// percentages in tie-breaker order (equal to the ninth decimal is
/// equal), then the name.
pub fn order(a: &Standing, b: &Standing) -> Ordering {
    b.points
        .cmp(&a.points)
        .then(level(b.omw).cmp(&level(a.omw)))
        .then(level(b.gw).cmp(&level(a.gw)))
        .then(level(b.ogw).cmp(&level(a.ogw)))
        .then_with(|| key(&a.name).cmp(&key(&b.name)))
}

/// A percentage to compare, rounded so sums in another order compare equal.
fn level(x: f64) -> i64 {
    (x * 1e9).round() as i64
}

/// The mean of `values` over `who` (0 for nobody).
fn mean(who: &[usize], values: &[f64]) -> f64 {
    if who.is_empty() {
        return 0.0;
    }
    let sum: f64 = who.iter().filter_map(|&i| values.get(i)).sum();
    sum / who.len() as f64
}

/// A table's result with its names as keys ([`key`]).
enum Keyed {
    Winner(String),
    Draw,
    Places(Vec<String>),
}

impl Keyed {
    fn of(result: &TableResult) -> Self {
        match result {
            TableResult::Winner(w) => Keyed::Winner(key(w)),
            TableResult::Draw => Keyed::Draw,
            TableResult::Places(order) => Keyed::Places(order.iter().map(|p| key(p)).collect()),
        }
    }
}

/// What the player whose key is `me`, at a table of `seats`, took from
/// `result`: points, game won (0 to 1), and won, drew or lost.
fn outcome(result: &Keyed, me: &str, seats: usize) -> (u32, f64, Ordering) {
    match result {
        Keyed::Winner(w) if w == me => (WIN, 1.0, Ordering::Greater),
        Keyed::Winner(_) => (0, 0.0, Ordering::Less),
        Keyed::Draw => (DRAW, 0.5, Ordering::Equal),
        Keyed::Places(order) => {
            let last = seats.saturating_sub(1);
            let place = order.iter().position(|p| p == me).unwrap_or(last);
            let beaten = last.saturating_sub(place) as f64;
            let game = beaten / (seats.max(2) - 1) as f64;
            let won = if place == 0 {
                Ordering::Greater
            } else {
                Ordering::Less
            };
            (place_points(place, seats), game, won)
        }
    }
}

/// One player's results, added up.
#[derive(Debug, Clone, Default)]
struct Tally {
    points: u32,
    wins: u32,
    draws: u32,
    losses: u32,
    byes: u32,
    /// Games won, a draw a half.
    games: f64,
    /// Tables played and byes.
    played: u32,
    /// Everyone met at a table with a result, once per table.
    opponents: Vec<usize>,
}

impl Tally {
    /// Match-win %, floored.
    fn mw(&self) -> f64 {
        if self.played == 0 {
            return FLOOR;
        }
        (f64::from(self.points) / f64::from(WIN * self.played)).max(FLOOR)
    }

    /// Game-win %, floored (0 before any game).
    fn gw(&self) -> f64 {
        if self.played == 0 {
            return 0.0;
        }
        (self.games / f64::from(self.played)).max(FLOOR)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::event::{Kind, Round, Table};
    use crate::rules::GameKind;

    /// A round from `(a, b, winner)` tables (winner `None`: a draw).
    fn round(tables: &[(&str, &str, Option<&str>)], bye: Option<&str>) -> Round {
        Round {
            tables: tables
                .iter()
                .enumerate()
                .map(|(i, &(a, b, w))| Table {
                    number: i + 1,
                    players: vec![a.into(), b.into()],
                    result: Some(w.map_or(TableResult::Draw, |w| TableResult::Winner(w.into()))),
                    session: None,
                    game: None,
                })
                .collect(),
            bye: bye.map(Into::into),
        }
    }

    /// The hand-worked example: 8 players, 3 rounds, Dan drops after
    /// round 2, so round 3 has 7 players and a bye.
    ///
    /// R1: Ana beats Ben, Cleo beats Dan, Eve beats Finn, Gus draws Hana.
    /// R2 (winners meet winners): Ana beats Cleo, Gus beats Eve, Hana
    /// beats Ben, Dan beats Finn. Dan drops.
    /// R3: the bye to the lowest-ranked (Ben and Finn have 0 points; Ben's
    /// OMW 5/6 beats Finn's 1/2): Finn. Ana draws Gus, Cleo beats Hana,
    /// Eve beats Ben.
    pub(crate) fn example() -> Event {
        let names = ["Ana", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana"];
        let mut e = Event::new("Friday", vec![GameKind::Koth], Kind::TwoPlayer, names, 1)
            .unwrap_or_else(|e| panic!("{e:?}"));
        e.rounds.push(round(
            &[
                ("Ana", "Ben", Some("Ana")),
                ("Cleo", "Dan", Some("Cleo")),
                ("Eve", "Finn", Some("Eve")),
                ("Gus", "Hana", None),
            ],
            None,
        ));
        e.rounds.push(round(
            &[
                ("Ana", "Cleo", Some("Ana")),
                ("Eve", "Gus", Some("Gus")),
                ("Hana", "Ben", Some("Hana")),
                ("Dan", "Finn", Some("Dan")),
            ],
            None,
        ));
        e.drop_player("dan").unwrap_or_else(|e| panic!("{e:?}"));
        e.rounds.push(round(
            &[
                ("Ana", "Gus", None),
                ("Cleo", "Hana", Some("Cleo")),
                ("Eve", "Ben", Some("Eve")),
            ],
            Some("Finn"),
        ));
        e
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-12
    }

    /// Records and percentages (MW = points / (3 × matches), GW = games /
    /// matches, both floored at 1/3; a bye a match and a game won):
    ///
    /// | player | results       | pts | MW  | GW  |
    /// | Ana    | W Ben, W Cleo, D Gus  | 7 | 7/9 | 5/6 (2.5/3) |
    /// | Ben    | L Ana, L Hana, L Eve  | 0 | 1/3 (0) | 1/3 (0) |
    /// | Cleo   | W Dan, L Ana, W Hana  | 6 | 2/3 | 2/3 |
    /// | Dan    | L Cleo, W Finn (drop) | 3 | 1/2 | 1/2 |
    /// | Eve    | W Finn, L Gus, W Ben  | 6 | 2/3 | 2/3 |
    /// | Finn   | L Eve, L Dan, bye     | 3 | 1/3 | 1/3 |
    /// | Gus    | D Hana, W Eve, D Ana  | 5 | 5/9 | 2/3 (2/3) |
    /// | Hana   | D Gus, W Ben, L Cleo  | 4 | 4/9 | 1/2 (1.5/3) |
    ///
    /// OMW (mean of the opponents' MW; Finn's bye is no opponent):
    /// Ana (Ben 1/3, Cleo 2/3, Gus 5/9) = (3+6+5)/27 = 14/27;
    /// Ben (Ana 7/9, Hana 4/9, Eve 6/9) = 17/27;
    /// Cleo (Dan 1/2, Ana 7/9, Hana 4/9) = (9/18 + 22/18)/3 = 31/54;
    /// Dan (Cleo 2/3, Finn 1/3) = 1/2;
    /// Eve (Finn 1/3, Gus 5/9, Ben 1/3) = (3+5+3)/27 = 11/27;
    /// Finn (Eve 2/3, Dan 1/2) = 7/12;
    /// Gus (Hana 4/9, Eve 6/9, Ana 7/9) = 17/27;
    /// Hana (Gus 5/9, Ben 3/9, Cleo 6/9) = 14/27.
    ///
    /// OGW (mean of the opponents' GW):
    /// Ana (1/3, 2/3, 2/3) = 5/9; Ben (5/6, 1/2, 2/3) = 2/3;
    /// Cleo (1/2, 5/6, 1/2) = 11/18; Dan (2/3, 1/3) = 1/2;
    /// Eve (1/3, 2/3, 1/3) = 4/9; Finn (2/3, 1/2) = 7/12;
    /// Gus (1/2, 2/3, 5/6) = 2/3; Hana (2/3, 1/3, 2/3) = 5/9.
    ///
    /// Ranks: Ana 7; Cleo and Eve 6, Cleo's OMW 31/54 ≈ .574 above Eve's
    /// 11/27 ≈ .407; Gus 5; Hana 4; Finn and Dan 3, Finn's OMW 7/12 above
    /// Dan's 1/2; Ben 0.
    #[test]
    fn the_hand_worked_example() {
        let s = example().standings();
        /// Name, points, [wins, draws, losses, byes], omw, gw, ogw, dropped.
        type Line = (&'static str, u32, [u32; 4], f64, f64, f64, bool);
        #[rustfmt::skip]
        let want: [Line; 8] = [
            ("Ana",  7, [2, 1, 0, 0], 14.0 / 27.0, 5.0 / 6.0, 5.0 / 9.0,   false),
            ("Cleo", 6, [2, 0, 1, 0], 31.0 / 54.0, 2.0 / 3.0, 11.0 / 18.0, false),
            ("Eve",  6, [2, 0, 1, 0], 11.0 / 27.0, 2.0 / 3.0, 4.0 / 9.0,   false),
            ("Gus",  5, [1, 2, 0, 0], 17.0 / 27.0, 2.0 / 3.0, 2.0 / 3.0,   false),
            ("Hana", 4, [1, 1, 1, 0], 14.0 / 27.0, 1.0 / 2.0, 5.0 / 9.0,   false),
            ("Finn", 3, [0, 0, 2, 1], 7.0 / 12.0,  1.0 / 3.0, 7.0 / 12.0,  false),
            ("Dan",  3, [1, 0, 1, 0], 1.0 / 2.0,   1.0 / 2.0, 1.0 / 2.0,   true),
            ("Ben",  0, [0, 0, 3, 0], 17.0 / 27.0, 1.0 / 3.0, 2.0 / 3.0,   false),
        ];
        assert_eq!(s.len(), 8);
        for (i, (got, want)) in s.iter().zip(want).enumerate() {
            let (name, points, [w, d, l, b], omw, gw, ogw, dropped) = want;
            assert_eq!(got.rank, i + 1);
            assert_eq!(got.name, name, "rank {}", i + 1);
            assert_eq!(got.points, points, "{name}");
            assert_eq!(
                [got.wins, got.draws, got.losses, got.byes],
                [w, d, l, b],
                "{name}"
            );
            assert!(close(got.omw, omw), "{name} omw {} ≠ {omw}", got.omw);
            assert!(close(got.gw, gw), "{name} gw {} ≠ {gw}", got.gw);
            assert!(close(got.ogw, ogw), "{name} ogw {} ≠ {ogw}", got.ogw);
            assert_eq!(got.dropped, dropped, "{name}");
        }
    }

    fn line(name: &str, points: u32, omw: f64, gw: f64, ogw: f64) -> Standing {
        Standing {
            rank: 0,
            name: name.into(),
            points,
            wins: 0,
            draws: 0,
            losses: 0,
            byes: 0,
            omw,
            gw,
            ogw,
            dropped: false,
        }
    }

    #[test]
    fn each_tie_breaker_in_turn_then_the_name() {
        let mut s = vec![
            line("Zed", 3, 0.5, 0.5, 0.5),
            line("amy", 3, 0.5, 0.5, 0.5),
            line("Bo", 3, 0.5, 0.5, 0.6),
            line("Cy", 3, 0.5, 0.6, 0.1),
            line("Di", 3, 0.6, 0.1, 0.1),
            line("Ed", 6, 0.1, 0.1, 0.1),
            // Equal but for the last bits of a sum: equal.
            line("Al", 3, 0.1 + 0.2 + 0.2, 0.5, 0.5),
        ];
        rank(&mut s);
        let names: Vec<&str> = s.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["Ed", "Di", "Cy", "Bo", "Al", "amy", "Zed"]);
        assert_eq!(
            s.iter().map(|s| s.rank).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5, 6, 7]
        );
    }

    #[test]
    fn pods_score_by_place() {
        assert_eq!(
            (0..4).map(|p| place_points(p, 4)).collect::<Vec<_>>(),
            [3, 2, 1, 0]
        );
        assert_eq!(
            (0..3).map(|p| place_points(p, 3)).collect::<Vec<_>>(),
            [3, 1, 0]
        );
        assert_eq!(
            (0..2).map(|p| place_points(p, 2)).collect::<Vec<_>>(),
            [3, 0]
        );
        let names = ["A", "B", "C", "D", "E", "F", "G"];
        let mut e = Event::new("Pods", vec![GameKind::Kharnage], Kind::Pods, names, 3)
            .unwrap_or_else(|e| panic!("{e:?}"));
        e.rounds.push(Round {
            tables: vec![
                Table {
                    number: 1,
                    players: vec!["A".into(), "B".into(), "C".into(), "D".into()],
                    result: Some(TableResult::Places(vec![
                        "C".into(),
                        "A".into(),
                        "D".into(),
                        "B".into(),
                    ])),
                    session: None,
                    game: None,
                },
                Table {
                    number: 2,
                    players: vec!["E".into(), "F".into(), "G".into()],
                    result: Some(TableResult::Winner("G".into())),
                    session: None,
                    game: None,
                },
            ],
            bye: None,
        });
        let s = e.standings();
        let got: Vec<(&str, u32)> = s.iter().map(|s| (s.name.as_str(), s.points)).collect();
        // C 3, G 3; A 2; D 1; B, E, F 0. C before G: C's pod-mates A 2/3,
        // D 1/3, B 1/3 (floored) → OMW 4/9; G's E, F 1/3 each → 1/3.
        assert_eq!(
            got,
            [
                ("C", 3),
                ("G", 3),
                ("A", 2),
                ("D", 1),
                ("B", 0),
                ("E", 0),
                ("F", 0)
            ]
        );
        // A beat two of three pod-mates: GW 2/3.
        assert!(close(s[2].gw, 2.0 / 3.0));
        assert_eq!([s[0].wins, s[2].losses], [1, 1]);
    }
}
