//! The standings against an independent calculator written from the Magic
//! Tournament Rules, Appendix C, in exact fractions (issue #38), over
//! random events of tables of two: random results and draws, drops, late
//! entries, and rounds left under way. Match points 3/1/0 and a bye 3;
//! game points 3 a game won, 1 a game drawn (a table is one game), a bye a
//! 2–0 win (6 game points over 2 games); match-win % = match points / (3 ×
//! rounds), game-win % = game points / (3 × games), both at least 1/3 (1/3
//! with nothing played); opponents' percentages the mean over opponents
//! met (a bye is none; none met: 1/3). A round's bye counts once every
//! table of the round has its result.

use std::cmp::Ordering;

use proptest::prelude::*;
use tablekeeper::event::{Event, Kind, TableResult};
use tablekeeper::random::Rng;
use tablekeeper::roster::key;
use tablekeeper::rules::GameKind;

/// A fraction, kept exact.
#[derive(Debug, Clone, Copy)]
struct Q(i128, i128);

impl Q {
    fn new(n: i128, d: i128) -> Q {
        let g = gcd(n.abs(), d.abs()).max(1);
        Q(n / g, d / g)
    }
    fn add(self, o: Q) -> Q {
        Q::new(self.0 * o.1 + o.0 * self.1, self.1 * o.1)
    }
    fn div(self, k: i128) -> Q {
        Q::new(self.0, self.1 * k)
    }
    fn max(self, o: Q) -> Q {
        if self.cmp(o) == Ordering::Less {
            o
        } else {
            self
        }
    }
    fn cmp(self, o: Q) -> Ordering {
        (self.0 * o.1).cmp(&(o.0 * self.1))
    }
    fn f64(self) -> f64 {
        self.0 as f64 / self.1 as f64
    }
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 { a } else { gcd(b, a % b) }
}

const THIRD: Q = Q(1, 3);

/// One player's line, by the rules above.
#[derive(Debug, Default, Clone)]
struct Line {
    points: i128,
    rounds: i128,
    game_points: i128,
    games: i128,
    opponents: Vec<usize>,
    record: [u32; 4],
}

fn pct(got: i128, of: i128) -> Q {
    if of == 0 {
        THIRD
    } else {
        Q::new(got, of).max(THIRD)
    }
}

fn mean(who: &[usize], of: &[Q]) -> Q {
    if who.is_empty() {
        return THIRD;
    }
    who.iter()
        .fold(Q(0, 1), |s, &i| s.add(of[i]))
        .div(who.len() as i128)
}

/// Name, points, record (W with byes, D, L, byes), OMW, GW, OGW, ranked.
type Ranked = Vec<(String, i128, [u32; 4], Q, Q, Q)>;

fn calculate(event: &Event) -> Ranked {
    let at = |name: &str| event.players.iter().position(|p| key(p) == key(name));
    let mut lines = vec![Line::default(); event.players.len()];
    for round in &event.rounds {
        for t in &round.tables {
            let Some(result) = &t.result else { continue };
            let seats: Vec<usize> = t.players.iter().filter_map(|p| at(p)).collect();
            for &i in &seats {
                let (mp, gp, k) = match result {
                    TableResult::Draw => (1, 1, 1),
                    TableResult::Winner(w) if at(w) == Some(i) => (3, 3, 0),
                    _ => (0, 0, 2),
                };
                let l = &mut lines[i];
                l.points += mp;
                l.game_points += gp;
                l.rounds += 1;
                l.games += 1;
                l.record[k] += 1;
                l.opponents.extend(seats.iter().filter(|&&j| j != i));
            }
        }
        let complete = round.tables.iter().all(|t| t.result.is_some());
        if let Some(i) = round.bye.as_deref().and_then(at).filter(|_| complete) {
            let l = &mut lines[i];
            l.points += 3;
            l.game_points += 6;
            l.rounds += 1;
            l.games += 2;
            l.record[0] += 1;
            l.record[3] += 1;
        }
    }
    let mw: Vec<Q> = lines.iter().map(|l| pct(l.points, 3 * l.rounds)).collect();
    let gw: Vec<Q> = lines
        .iter()
        .map(|l| pct(l.game_points, 3 * l.games))
        .collect();
    let mut out: Ranked = lines
        .iter()
        .enumerate()
        .map(|(i, l)| {
            let omw = mean(&l.opponents, &mw);
            let ogw = mean(&l.opponents, &gw);
            (
                event.players[i].clone(),
                l.points,
                l.record,
                omw,
                gw[i],
                ogw,
            )
        })
        .collect();
    out.sort_by(|a, b| {
        b.1.cmp(&a.1)
            .then(b.3.cmp(a.3))
            .then(b.4.cmp(a.4))
            .then(b.5.cmp(a.5))
            .then_with(|| key(&a.0).cmp(&key(&b.0)))
    });
    out
}

fn play(event: &mut Event, rng: &mut Rng, all: bool) {
    let round = event.rounds.len();
    let tables: Vec<Vec<String>> = event.rounds[round - 1]
        .tables
        .iter()
        .map(|t| t.players.clone())
        .collect();
    for (i, players) in tables.into_iter().enumerate() {
        if !all && rng.index(3) == 0 {
            continue;
        }
        let result = match rng.index(6) {
            0 => TableResult::Draw,
            k => TableResult::Winner(players[k % 2].clone()),
        };
        event.record(round, i + 1, result).unwrap();
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn standings_agree_with_the_mtr_calculator(
        n in 2usize..=14,
        rounds in 1usize..=6,
        seed: u64,
        noise: u64,
    ) {
        let names: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
        let mut event = Event::new("Calc", vec![GameKind::Karth], Kind::TwoPlayer, &names, seed).unwrap();
        let mut rng = Rng::new(noise);
        for r in 0..rounds {
            let active = event.active().len();
            if active > 2 && rng.index(5) == 0 {
                let gone = event.active()[rng.index(active)].to_owned();
                event.drop_player(&gone).unwrap();
            }
            if rng.index(6) == 0 {
                event.enter(&format!("Late {r}")).unwrap();
            }
            if event.active().len() < 2 {
                break;
            }
            event.pair_next().unwrap();
            // The last round is sometimes left under way.
            let all = r + 1 < rounds || rng.index(2) == 0;
            play(&mut event, &mut rng, all);
        }
        let want = calculate(&event);
        let got = event.standings();
        prop_assert_eq!(got.len(), want.len());
        for (g, w) in got.iter().zip(&want) {
            prop_assert_eq!(&g.name, &w.0, "order: {:?}", got);
            prop_assert_eq!(i128::from(g.points), w.1);
            prop_assert_eq!([g.wins, g.draws, g.losses, g.byes], w.2, "{}", g.name);
            for (x, q) in [(g.omw, w.3), (g.gw, w.4), (g.ogw, w.5)] {
                prop_assert!((x - q.f64()).abs() < 1e-9, "{}: {} ≠ {:?}", g.name, x, q);
                prop_assert!(x >= 1.0 / 3.0 - 1e-12, "below the floor");
            }
        }
    }
}
