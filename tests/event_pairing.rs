//! Swiss pairings against brute force (issue #38): over random events of
//! 2 to 10 players and random histories (results, draws, drops), every
//! round paired is the best of all pairings by the stated objective —
//! fewest rematches, then the bye to the lowest-ranked player with the
//! fewest byes who can take it, then the smallest total points gap, then
//! the smallest sum of squared gaps. Written against the objective alone,
//! from the standings and meetings any host can see.

use proptest::prelude::*;
use tablekeeper::event::{Event, Kind, Round, TableResult};
use tablekeeper::random::Rng;
use tablekeeper::roster::key;
use tablekeeper::rules::GameKind;

/// How good a pairing is, best least: rematches, the bye's place counted
/// from the lowest-ranked candidate (0 for none), total gap, sum of
/// squared gaps.
type Score = (u32, usize, u32, u32);

/// The players about to be paired, best ranked first: their points, byes
/// and who met whom (by place in this list).
struct Field {
    points: Vec<u32>,
    byes: Vec<u32>,
    met: Vec<Vec<bool>>,
    names: Vec<String>,
}

fn field(event: &Event) -> Field {
    let rows: Vec<_> = event
        .standings()
        .into_iter()
        .filter(|s| !s.dropped)
        .collect();
    let names: Vec<String> = rows.iter().map(|s| s.name.clone()).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let meetings = event.meetings(&refs);
    let n = names.len();
    let met = (0..n)
        .map(|i| (0..n).map(|j| meetings.count(i, j) > 0).collect())
        .collect();
    // A bye counts in `byes` once its round is complete: every round
    // before the one paired is.
    let byes = names
        .iter()
        .map(|name| {
            let had = event.rounds.iter().filter_map(|r| r.bye.as_deref());
            had.filter(|b| key(b) == key(name)).count() as u32
        })
        .collect();
    Field {
        points: rows.iter().map(|s| s.points).collect(),
        byes,
        met,
        names,
    }
}

/// The score of `tables` (places in the field) with `bye`.
fn score(f: &Field, tables: &[(usize, usize)], bye: Option<usize>) -> Score {
    let mut s = (0, 0, 0, 0);
    for &(a, b) in tables {
        s.0 += u32::from(f.met[a][b]);
        let d = f.points[a].abs_diff(f.points[b]);
        s.2 += d;
        s.3 += d * d;
    }
    if let Some(b) = bye {
        let fewest = f.byes.iter().copied().min().unwrap_or(0);
        // Candidates lowest-ranked first.
        let from_bottom = (0..f.names.len())
            .rev()
            .filter(|&i| f.byes[i] == fewest)
            .position(|i| i == b);
        s.1 = from_bottom.unwrap_or(usize::MAX);
    }
    s
}

/// The best score of every pairing of `f`, by trying them all.
fn best(f: &Field) -> Score {
    fn go(
        f: &Field,
        left: &[usize],
        tables: &mut Vec<(usize, usize)>,
        bye: Option<usize>,
        best: &mut Option<Score>,
    ) {
        let Some(&a) = left.first() else {
            let s = score(f, tables, bye);
            if best.is_none_or(|b| s < b) {
                *best = Some(s);
            }
            return;
        };
        for k in 1..left.len() {
            let b = left[k];
            let rest: Vec<usize> = left.iter().copied().filter(|&x| x != a && x != b).collect();
            tables.push((a, b));
            go(f, &rest, tables, bye, best);
            tables.pop();
        }
    }
    let n = f.names.len();
    let fewest = f.byes.iter().copied().min().unwrap_or(0);
    let mut out = None;
    let byes: Vec<Option<usize>> = if n.is_multiple_of(2) {
        vec![None]
    } else {
        (0..n).filter(|&i| f.byes[i] == fewest).map(Some).collect()
    };
    for bye in byes {
        let left: Vec<usize> = (0..n).filter(|&i| Some(i) != bye).collect();
        go(f, &left, &mut Vec::new(), bye, &mut out);
    }
    out.unwrap_or((0, 0, 0, 0))
}

/// The score of the round paired, in the field it was paired from.
fn paired(f: &Field, round: &Round) -> Score {
    let at = |name: &str| {
        f.names
            .iter()
            .position(|n| key(n) == key(name))
            .unwrap_or(usize::MAX)
    };
    let tables: Vec<(usize, usize)> = round
        .tables
        .iter()
        .map(|t| (at(&t.players[0]), at(&t.players[1])))
        .collect();
    score(f, &tables, round.bye.as_deref().map(at))
}

/// A random result at every table of the last round (one in five a draw).
fn play(event: &mut Event, rng: &mut Rng) {
    let round = event.rounds.len();
    let tables: Vec<Vec<String>> = event.rounds[round - 1]
        .tables
        .iter()
        .map(|t| t.players.clone())
        .collect();
    for (i, players) in tables.into_iter().enumerate() {
        let result = match rng.index(5) {
            0 => TableResult::Draw,
            k => TableResult::Winner(players[k % 2].clone()),
        };
        event.record(round, i + 1, result).unwrap();
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(160))]

    #[test]
    fn every_round_is_the_best_pairing_by_brute_force(
        n in 2usize..=10,
        rounds in 1usize..=7,
        seed: u64,
        noise: u64,
    ) {
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        // Heroes of Karth has draws.
        let mut event = Event::new("Brute", vec![GameKind::Karth], Kind::TwoPlayer, &names, seed).unwrap();
        let mut rng = Rng::new(noise);
        for r in 0..rounds {
            let active = event.active().len();
            if active > 3 && rng.index(5) == 0 {
                let gone = event.active()[rng.index(active)].to_owned();
                event.drop_player(&gone).unwrap();
            }
            let f = field(&event);
            let round = event.pair_next().unwrap().clone();
            let got = paired(&f, &round);
            let want = best(&f);
            if r == 0 {
                // Before the first round everyone is level and the bye's
                // order is the seed's shuffle: no rematch, no gap.
                prop_assert_eq!((got.0, got.2, got.3), (want.0, want.2, want.3), "{:?}", round);
            } else {
                prop_assert_eq!(got, want, "round {} of {:?}", r + 1, event);
            }
            play(&mut event, &mut rng);
        }
    }
}

/// For the closing note of issue #38: over 200 random events of 5 to 10
/// players and 3 to 6 rounds, how many rounds paired someone down, by
/// how many points in all, and how many had a larger gap than the best.
/// Run with `cargo test --test event_pairing -- --ignored --nocapture`.
#[test]
#[ignore]
fn pair_down_figures() {
    let (mut rounds, mut down, mut gap, mut above, mut extra) = (0, 0, 0, 0, 0);
    let mut rng = Rng::new(2026);
    for e in 0..200u64 {
        let n = 5 + rng.index(6);
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let mut event =
            Event::new("Figures", vec![GameKind::Karth], Kind::TwoPlayer, &names, e).unwrap();
        for _ in 0..3 + rng.index(4) {
            let f = field(&event);
            let round = event.pair_next().unwrap().clone();
            let got = paired(&f, &round);
            let want = best(&f);
            rounds += 1;
            if got.2 > 0 {
                down += 1;
                gap += got.2;
            }
            if (got.0, got.2) > (want.0, want.2) && got.0 == want.0 {
                above += 1;
                extra += got.2 - want.2;
            }
            play(&mut event, &mut rng);
        }
    }
    println!(
        "{rounds} rounds: {down} paired someone down, {gap} points of gap in all; \
         {above} with more gap than the best ({extra} points more)"
    );
}
