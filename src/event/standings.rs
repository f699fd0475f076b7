//! Standings and their tie-breakers, as the Magic Tournament Rules'
//! Appendix C has them: match points, then opponents' match-win %,
//! game-win %, opponents' game-win %, then name. `docs/events.md` says
//! each rule and its source.

use std::cmp::{Ordering, Reverse};
use std::collections::{HashMap, HashSet};

use serde::Serialize;

use super::key;
use super::{Event, Round, TableResult};

/// Points for a win (or the bye) and for a draw.
pub const WIN: u32 = 3;
/// Points for a draw, at a table of two or a pod.
pub const DRAW: u32 = 1;
/// The floor of a match-win or game-win percentage: a third (the MTR's
/// "0.33", read as the third it rounds).
pub const FLOOR: f64 = 1.0 / 3.0;
/// Game points a bye gives: a 2–0 win, two games of 3 points.
pub const BYE_GAME_POINTS: f64 = 6.0;
/// Games a bye counts as played: two.
pub const BYE_GAMES: u32 = 2;

/// One player's line in the standings.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Standing {
    /// Their place, from 1 (no two share one: the name settles ties).
    pub rank: usize,
    /// Their name.
    pub name: String,
    /// Points: see [`standings`].
    pub points: u32,
    /// Matches won, byes included (a bye is a match won); first places
    /// at pods.
    pub wins: u32,
    /// Tables drawn.
    pub draws: u32,
    /// Tables lost (any place but first at pods).
    pub losses: u32,
    /// Byes had, in rounds with every result in (counted in `wins` too).
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

/// Which rounds standings are after: see [`after`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct After {
    /// The rounds with every result in, byes and all.
    pub rounds: usize,
    /// The round paired whose results are not all in yet, if any: its
    /// results so far count, its bye only once the round is complete.
    pub under_way: Option<usize>,
}

/// Which rounds `event`'s standings are after: the same words in the
/// window, the sheet, the phone page and the command line.
pub fn after(event: &Event) -> After {
    let rounds = event.rounds.iter().take_while(|r| complete(r)).count();
    let under_way = (rounds < event.rounds.len()).then_some(event.rounds.len());
    After { rounds, under_way }
}

/// Whether every table of `round` has its result.
pub fn complete(round: &Round) -> bool {
    round.tables.iter().all(|t| t.result.is_some())
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

/// A match-win percentage: `points` over 3 per round played, at least
/// [`FLOOR`] (the floor too for no round played).
pub fn match_win(points: u32, rounds: u32) -> f64 {
    if rounds == 0 {
        return FLOOR;
    }
    (f64::from(points) / f64::from(WIN * rounds)).max(FLOOR)
}

/// A game-win percentage: `game_points` over 3 per game played, at least
/// [`FLOOR`] (the floor too for no game played).
pub fn game_win(game_points: f64, games: u32) -> f64 {
    if games == 0 {
        return FLOOR;
    }
    (game_points / f64::from(WIN * games)).max(FLOOR)
}

/// Everyone entered (dropped players too), ranked best first, from the
/// results recorded so far; see `docs/events.md`.
///
/// Match points (MTR Appendix C): a win 3, a draw 1, a loss 0, and a bye
/// 3, as a win; a round's bye counts once every table of that round has
/// its result. At pods, points by place ([`place_points`]); a winner alone
/// takes first and the others share last; a draw is a draw for everyone.
///
/// Each table is one game: a win 3 game points, a draw 1, a loss 0; at a
/// pod, 3 × the share of pod-mates who finished behind (a draw 1). A bye
/// is a 2–0 win: 6 game points over 2 games. Match-win % is match points
/// over 3 per round played ([`match_win`]), game-win % game points over 3
/// per game ([`game_win`]), both at least a third.
///
/// Ties are broken by opponents' match-win % (the mean of each opponent's
/// match-win %; a bye is no opponent; pod-mates are opponents; with no
/// opponent, the floor), then game-win %, then opponents' game-win % (the
/// mean of theirs), then name.
pub fn standings(event: &Event) -> Vec<Standing> {
    let index: HashMap<String, usize> = event
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (key(p), i))
        .collect();
    let mut tally = vec![Tally::default(); event.players.len()];
    for round in &event.rounds {
        add_round(round, &index, &mut tally);
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
            wins: t.wins + t.byes,
            draws: t.draws,
            losses: t.losses,
            byes: t.byes,
            omw: mean(&t.opponents, &mw),
            gw: gw.get(i).copied().unwrap_or(FLOOR),
            ogw: mean(&t.opponents, &gw),
            dropped: !dropped.is_empty() && dropped.contains(&key(name)),
        })
        .collect();
    rank(&mut standings);
    standings
}

/// Adds `round`'s results (and its bye, once the round is complete) to
/// `tally`, the players found by key in `index`.
fn add_round(round: &Round, index: &HashMap<String, usize>, tally: &mut [Tally]) {
    for table in &round.tables {
        let Some(result) = &table.result else {
            continue;
        };
        // Each name's key made once: the seats', then the result's.
        let keys: Vec<String> = table.players.iter().map(|p| key(p)).collect();
        let seats: Vec<usize> = keys.iter().filter_map(|k| index.get(k).copied()).collect();
        let result = Keyed::of(result);
        for k in &keys {
            let Some((i, t)) = index.get(k).and_then(|&i| Some((i, tally.get_mut(i)?))) else {
                continue;
            };
            let (points, game_points, outcome) = outcome(&result, k, table.players.len());
            t.points += points;
            t.game_points += game_points;
            t.games += 1;
            t.rounds += 1;
            match outcome {
                Ordering::Greater => t.wins += 1,
                Ordering::Equal => t.draws += 1,
                Ordering::Less => t.losses += 1,
            }
            t.opponents.extend(seats.iter().filter(|&&j| j != i));
        }
    }
    if !complete(round) {
        return;
    }
    if let Some(t) = round
        .bye
        .as_ref()
        .and_then(|b| index.get(&key(b)))
        .and_then(|&i| tally.get_mut(i))
    {
        t.points += WIN;
        t.game_points += BYE_GAME_POINTS;
        t.games += BYE_GAMES;
        t.rounds += 1;
        t.byes += 1;
    }
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

/// The mean of `values` over `who` (the floor for nobody).
fn mean(who: &[usize], values: &[f64]) -> f64 {
    if who.is_empty() {
        return FLOOR;
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
/// `result`: match points, game points (0 to 3), and won, drew or lost.
fn outcome(result: &Keyed, me: &str, seats: usize) -> (u32, f64, Ordering) {
    let won = f64::from(WIN);
    match result {
        Keyed::Winner(w) if w == me => (WIN, won, Ordering::Greater),
        Keyed::Winner(_) => (0, 0.0, Ordering::Less),
        Keyed::Draw => (DRAW, f64::from(DRAW), Ordering::Equal),
        Keyed::Places(order) => {
            let last = seats.saturating_sub(1);
            let place = order.iter().position(|p| p == me).unwrap_or(last);
            let beaten = last.saturating_sub(place) as f64;
            let game_points = won * beaten / (seats.max(2) - 1) as f64;
            let outcome = if place == 0 {
                Ordering::Greater
            } else {
                Ordering::Less
            };
            (place_points(place, seats), game_points, outcome)
        }
    }
}

/// One player's results, added up.
#[derive(Debug, Clone, Default)]
struct Tally {
    points: u32,
    /// Tables won (byes apart).
    wins: u32,
    draws: u32,
    losses: u32,
    byes: u32,
    /// Game points: see [`standings`].
    game_points: f64,
    /// Games played: a table one, a bye two.
    games: u32,
    /// Rounds played: tables with a result, and byes.
    rounds: u32,
    /// Everyone met at a table with a result, once per table.
    opponents: Vec<usize>,
}

impl Tally {
    /// Match-win %, floored.
    fn mw(&self) -> f64 {
        match_win(self.points, self.rounds)
    }

    /// Game-win %, floored.
    fn gw(&self) -> f64 {
        game_win(self.game_points, self.games)
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

    /// Records and percentages, as MTR Appendix C counts them (a table one
    /// game: game points 3 a win, 1 a draw; MW = points / (3 × rounds), GW
    /// = game points / (3 × games), both floored at 1/3; a bye a match won
    /// and a 2–0 win, 6 game points over 2 games):
    ///
    /// | player | results       | pts | MW  | GW  |
    /// | Ana    | W Ben, W Cleo, D Gus  | 7 | 7/9 | 7/9 |
    /// | Ben    | L Ana, L Hana, L Eve  | 0 | 1/3 (0) | 1/3 (0) |
    /// | Cleo   | W Dan, L Ana, W Hana  | 6 | 2/3 | 2/3 |
    /// | Dan    | L Cleo, W Finn (drop) | 3 | 1/2 | 1/2 |
    /// | Eve    | W Finn, L Gus, W Ben  | 6 | 2/3 | 2/3 |
    /// | Finn   | L Eve, L Dan, bye     | 3 | 1/3 | 1/2 (6/12) |
    /// | Gus    | D Hana, W Eve, D Ana  | 5 | 5/9 | 5/9 |
    /// | Hana   | D Gus, W Ben, L Cleo  | 4 | 4/9 | 4/9 |
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
    /// Ana (1/3, 2/3, 5/9) = 14/27; Ben (7/9, 4/9, 2/3) = 17/27;
    /// Cleo (1/2, 7/9, 4/9) = 31/54; Dan (2/3, 1/2) = 7/12;
    /// Eve (1/2, 5/9, 1/3) = 25/54; Finn (2/3, 1/2) = 7/12;
    /// Gus (4/9, 2/3, 7/9) = 17/27; Hana (5/9, 1/3, 2/3) = 14/27.
    ///
    /// Ranks: Ana 7; Cleo and Eve 6, Cleo's OMW 31/54 ≈ .574 above Eve's
    /// 11/27 ≈ .407; Gus 5; Hana 4; Finn and Dan 3, Finn's OMW 7/12 above
    /// Dan's 1/2; Ben 0. Finn's record counts the bye as a win: 1–0–2.
    #[test]
    fn the_hand_worked_example() {
        let s = example().standings();
        /// Name, points, [wins, draws, losses, byes], omw, gw, ogw, dropped.
        type Line = (&'static str, u32, [u32; 4], f64, f64, f64, bool);
        #[rustfmt::skip]
        let want: [Line; 8] = [
            ("Ana",  7, [2, 1, 0, 0], 14.0 / 27.0, 7.0 / 9.0, 14.0 / 27.0, false),
            ("Cleo", 6, [2, 0, 1, 0], 31.0 / 54.0, 2.0 / 3.0, 31.0 / 54.0, false),
            ("Eve",  6, [2, 0, 1, 0], 11.0 / 27.0, 2.0 / 3.0, 25.0 / 54.0, false),
            ("Gus",  5, [1, 2, 0, 0], 17.0 / 27.0, 5.0 / 9.0, 17.0 / 27.0, false),
            ("Hana", 4, [1, 1, 1, 0], 14.0 / 27.0, 4.0 / 9.0, 14.0 / 27.0, false),
            ("Finn", 3, [1, 0, 2, 1], 7.0 / 12.0,  1.0 / 2.0, 7.0 / 12.0,  false),
            ("Dan",  3, [1, 0, 1, 0], 1.0 / 2.0,   1.0 / 2.0, 7.0 / 12.0,  true),
            ("Ben",  0, [0, 0, 3, 0], 17.0 / 27.0, 1.0 / 3.0, 17.0 / 27.0, false),
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
