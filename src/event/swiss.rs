//! Swiss pairing for tables of two, by a stated objective solved exactly:
//! no rematch while a pairing without one exists (else the fewest), the
//! bye to the lowest-ranked player who can take it, and the smallest
//! points gap between the players paired. `docs/events.md` says each rule.

use super::blossom::{Edge, max_weight_matching};
use super::{Entrant, Met, by_points};
use crate::random::Rng;

/// One round's pairing, as indices into the entrants.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pairing {
    /// The tables of two, first table first.
    pub tables: Vec<[usize; 2]>,
    /// Who sits out, for an odd count.
    pub bye: Option<usize>,
    /// Whether the pairing is known to be the best by [`pair`]'s
    /// objective: always up to [`EXACT_UP_TO`] players; above, when it
    /// meets the lower bound (see [`pair`]).
    pub proven: bool,
}

/// Events of up to this many players are paired by an exact weighted
/// matching over every two players (Edmonds' blossom algorithm, O(n³)).
pub const EXACT_UP_TO: usize = 256;

/// Steps the quick search may take in a large event.
const BUDGET: usize = 100_000;

/// Partners and down-floaters tried per points group in a large event.
const TRIES: usize = 4;

/// Pairs `entrants`, ranked best first (a random order before the first
/// round), where `met` counts the times each two have met.
///
/// The objective, each part before the next:
/// 1. as few rematches as can be (none while a pairing avoids them);
/// 2. for an odd count, the bye to the lowest-ranked player among those
///    with the fewest byes (nobody a second while someone has none) who
///    can take it without more rematches;
/// 3. the smallest total points gap between the two players of each
///    table: players meet their own points group, and as few and as
///    little as can be are paired down;
/// 4. of equal totals, the smallest sum of squared gaps (two pair-downs
///    of 3 points rather than one of 6);
/// 5. among pairings equal on all of these, the one the seed's order of
///    equal points gives (`rng`).
///
/// Up to [`EXACT_UP_TO`] players this is solved exactly, as a weighted
/// matching. A larger event is paired in points groups, top down, a
/// group's odd player meeting the next group's first one they have not
/// met: without rematches, that pairing reaches the lower bound of the
/// points gap (the gap of pairing neighbours in points order, which no
/// pairing beats), so it is the best too, and marked proven. Failing
/// that, a quick search avoids what rematches it can.
pub fn pair(entrants: &[Entrant], met: &Met, rng: &mut Rng) -> Pairing {
    let n = entrants.len();
    let points: Vec<u32> = entrants.iter().map(|e| e.points).collect();
    let order = by_points(&points, rng);
    // Lowest-ranked first.
    let candidates: Vec<usize> = if n.is_multiple_of(2) {
        Vec::new()
    } else {
        let fewest = entrants.iter().map(|e| e.byes).min().unwrap_or(0);
        (0..n)
            .rev()
            .filter(|&i| entrants.get(i).is_some_and(|e| e.byes == fewest))
            .collect()
    };
    if n <= EXACT_UP_TO {
        return exact(&order, &points, &candidates, met);
    }
    let bye = candidates.first().copied();
    if let Some(p) = at_lower_bound(&order, &points, bye, met) {
        return p;
    }
    quick(&order, &candidates, met)
}

/// The costs of a table, in order of the objective: see [`costs`].
struct Costs {
    /// A rematch.
    rematch: i128,
    /// Each place up from the lowest-ranked bye candidate.
    bye_step: i128,
    /// Per point of gap.
    gap: i128,
}

/// Costs that make a weighted matching follow the objective of [`pair`]
/// part by part: a gap of `d` points costs `d × gap + d²`, and every
/// part's cost is more than all the later parts' can add up to at most,
/// for `n` players `spread` points apart.
fn costs(n: usize, spread: u32) -> Costs {
    let n = n as i128;
    let spread = i128::from(spread);
    let tables = n / 2 + 1;
    let gap = tables * spread * spread + 1;
    let gaps = tables * (spread * gap + spread * spread) + 1;
    let bye_step = gaps;
    let rematch = (n + 1) * bye_step + gaps;
    Costs {
        rematch,
        bye_step,
        gap,
    }
}

/// The exact pairing: a perfect matching of the least total cost (see
/// [`costs`]) among `order` and, for an odd count, a seat "bye" open to
/// the `candidates` (lowest-ranked first).
fn exact(order: &[usize], points: &[u32], candidates: &[usize], met: &Met) -> Pairing {
    let n = order.len();
    let at = |v: usize| points.get(order[v]).copied().unwrap_or(0);
    let spread = match (order.first(), order.last()) {
        (Some(&hi), Some(&lo)) => points[hi].saturating_sub(points[lo]),
        _ => 0,
    };
    let c = costs(n, spread);
    let mut edges: Vec<(usize, usize, i128)> = Vec::with_capacity(n * n / 2 + n);
    for a in 0..n {
        for b in a + 1..n {
            let d = i128::from(at(a).abs_diff(at(b)));
            let rematch = if met.fresh(order[a], order[b]) {
                0
            } else {
                c.rematch
            };
            edges.push((a, b, rematch + d * c.gap + d * d));
        }
    }
    let seat = n;
    for (k, &who) in candidates.iter().enumerate() {
        if let Some(v) = order.iter().position(|&i| i == who) {
            edges.push((v, seat, k as i128 * c.bye_step));
        }
    }
    let most = edges.iter().map(|e| e.2).max().unwrap_or(0);
    let weights: Vec<Edge> = edges
        .iter()
        .map(|&(a, b, w)| (a, b, most + 1 - w))
        .collect();
    let vertices = if candidates.is_empty() { n } else { n + 1 };
    let mate = max_weight_matching(vertices, &weights);
    let mut tables = Vec::with_capacity(n / 2);
    let mut bye = None;
    for (a, &b) in mate.iter().enumerate().take(n) {
        if b == seat {
            bye = Some(order[a]);
        } else if a < b && b < n {
            tables.push([order[a], order[b]]);
        }
    }
    Pairing {
        tables,
        bye,
        proven: true,
    }
}

/// A large event's pairing at the lower bound of the points gap, with
/// `bye` sitting out and no rematch, if the quick search finds one:
/// points groups top down, each paired within, the odd one of a group
/// meeting a player of the next.
fn at_lower_bound(
    order: &[usize],
    points: &[u32],
    bye: Option<usize>,
    met: &Met,
) -> Option<Pairing> {
    let rest = without(order, bye);
    let mut tables = Vec::with_capacity(rest.len() / 2);
    let mut used = vec![false; points.len()];
    let mut budget = BUDGET + 4 * rest.len();
    let mut float = None;
    let mut start = 0;
    while let Some(&first) = rest.get(start) {
        let p = points.get(first).copied().unwrap_or(0);
        let size = rest[start..]
            .iter()
            .take_while(|&&i| points.get(i).copied() == Some(p))
            .count();
        let group = &rest[start..start + size];
        float = pair_group(group, float, met, (&mut tables, &mut used), &mut budget)?;
        start += size;
    }
    float.is_none().then_some(Pairing {
        tables,
        bye,
        proven: true,
    })
}

/// Pairs `group` (of equal points) within itself, `incoming` (the odd
/// one of the group above) first meeting one of it: the group's own odd
/// one, who meets the next group, or none; nothing if no way without a
/// rematch was found.
fn pair_group(
    group: &[usize],
    incoming: Option<usize>,
    met: &Met,
    (tables, used): (&mut Vec<[usize; 2]>, &mut [bool]),
    budget: &mut usize,
) -> Option<Option<usize>> {
    let fresh = |i: usize, j: usize| met.fresh(i, j);
    let odd = (group.len() + usize::from(incoming.is_some())) % 2 == 1;
    let ups: Vec<Option<usize>> = match incoming {
        Some(f) => group
            .iter()
            .copied()
            .filter(|&u| fresh(f, u))
            .take(TRIES)
            .map(Some)
            .collect(),
        None => vec![None],
    };
    for up in ups {
        let left = without(group, up);
        let downs: Vec<Option<usize>> = if odd {
            left.iter().rev().copied().take(TRIES).map(Some).collect()
        } else {
            vec![None]
        };
        for down in downs {
            let inner = without(&left, down);
            let mut local = Vec::with_capacity(inner.len() / 2);
            match search(&inner, 0, &fresh, used, &mut local, budget) {
                Search::Found => {
                    tables.extend(incoming.zip(up).map(|(f, u)| [f, u]));
                    tables.extend(local);
                    return Some(down);
                }
                Search::Impossible => {}
                Search::OutOfSteps => return None,
            }
            for &i in &inner {
                used[i] = false;
            }
        }
    }
    None
}

/// A large event's pairing when the lower bound is out of reach: the
/// quick search for no rematch over the bye candidates, else
/// [`greedy`]; not proven the best.
fn quick(order: &[usize], candidates: &[usize], met: &Met) -> Pairing {
    let fresh = |i: usize, j: usize| met.fresh(i, j);
    let byes: Vec<Option<usize>> = if candidates.is_empty() {
        vec![None]
    } else {
        candidates.iter().copied().map(Some).collect()
    };
    let mut budget = BUDGET;
    let n = order.iter().copied().max().map_or(0, |m| m + 1);
    for &bye in &byes {
        let rest = without(order, bye);
        let mut used = vec![false; n];
        let mut tables = Vec::with_capacity(rest.len() / 2);
        match search(&rest, 0, &fresh, &mut used, &mut tables, &mut budget) {
            Search::Found => {
                return Pairing {
                    tables,
                    bye,
                    proven: false,
                };
            }
            Search::Impossible => {}
            Search::OutOfSteps => break,
        }
    }
    greedy(order, byes.first().copied().flatten(), met)
}

/// For a large event whose quick search ran out of steps: `bye` sits out,
/// and each player in order meets the next unseated one they have not
/// met, else the next unseated one (a rematch). Among the next unseated
/// players one more than a player has met, one is new to them: so this
/// takes time in proportion to the players and their meetings.
fn greedy(order: &[usize], bye: Option<usize>, met: &Met) -> Pairing {
    let rest = without(order, bye);
    let mut unseated = Unseated::new(rest.len());
    let mut tables = Vec::with_capacity(rest.len() / 2);
    while let Some(&i) = rest.get(unseated.head) {
        unseated.seat(unseated.head);
        let (mut b, mut pick) = (unseated.head, unseated.head);
        for _ in 0..=met.of(i).len() {
            let Some(&j) = rest.get(b) else {
                break;
            };
            if met.fresh(i, j) {
                pick = b;
                break;
            }
            b = unseated.after(b);
        }
        let Some(&j) = rest.get(pick) else {
            break;
        };
        unseated.seat(pick);
        tables.push([i, j]);
    }
    Pairing {
        tables,
        bye,
        proven: false,
    }
}

/// The players not yet seated, as a list of positions `0..n` in order
/// (`n`: past the end), each taken out in constant time.
struct Unseated {
    head: usize,
    next: Vec<usize>,
    prev: Vec<usize>,
}

impl Unseated {
    fn new(n: usize) -> Self {
        Unseated {
            head: 0,
            next: (1..=n).collect(),
            prev: (0..n).map(|k| k.wrapping_sub(1)).collect(),
        }
    }

    /// The unseated position after `k` (past the end: `n`).
    fn after(&self, k: usize) -> usize {
        self.next.get(k).copied().unwrap_or(self.next.len())
    }

    /// Takes `k` out of the list.
    fn seat(&mut self, k: usize) {
        let (Some(&p), Some(&q)) = (self.prev.get(k), self.next.get(k)) else {
            return;
        };
        match self.next.get_mut(p) {
            Some(slot) => *slot = q,
            None => self.head = q,
        }
        if let Some(slot) = self.prev.get_mut(q) {
            *slot = p;
        }
    }
}

/// `order` without `bye`.
fn without(order: &[usize], bye: Option<usize>) -> Vec<usize> {
    order.iter().copied().filter(|&i| Some(i) != bye).collect()
}

/// How the quick search ended.
enum Search {
    Found,
    Impossible,
    OutOfSteps,
}

/// Depth-first: the first unseated player of `rest` (from `from` on) meets
/// the next unseated one they have not met, and so on, trying the next
/// opponent when the rest cannot be seated. A stack of choices rather than
/// recursion, so a large event cannot overflow the thread's stack.
fn search(
    rest: &[usize],
    from: usize,
    fresh: &impl Fn(usize, usize) -> bool,
    used: &mut [bool],
    tables: &mut Vec<[usize; 2]>,
    budget: &mut usize,
) -> Search {
    // Each choice: the position in `rest` of the player seated, and the
    // position of the next opponent to try for them.
    let mut choices: Vec<(usize, usize)> = Vec::new();
    let mut from = from;
    loop {
        // The first unseated player from `from` on chooses next.
        let Some(a) = (from..rest.len()).find(|&k| !used[rest[k]]) else {
            return Search::Found;
        };
        used[rest[a]] = true;
        choices.push((a, a + 1));
        // Their next opponent; back to the choice before when none is left.
        loop {
            let Some((a, next)) = choices.last_mut() else {
                return Search::Impossible;
            };
            let i = rest[*a];
            let opponent = rest
                .get(*next..)
                .unwrap_or_default()
                .iter()
                .position(|&j| !used[j] && fresh(i, j));
            match opponent {
                Some(skip) => {
                    let j = rest[*next + skip];
                    *next += skip + 1;
                    if *budget == 0 {
                        return Search::OutOfSteps;
                    }
                    *budget -= 1;
                    used[j] = true;
                    tables.push([i, j]);
                    from = *a + 1;
                    break;
                }
                None => {
                    used[i] = false;
                    choices.pop();
                    if choices.is_empty() {
                        return Search::Impossible;
                    }
                    if let Some([_, j]) = tables.pop() {
                        used[j] = false;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entrants(points: &[u32], byes: &[u32]) -> Vec<Entrant> {
        points
            .iter()
            .zip(byes)
            .enumerate()
            .map(|(i, (&points, &byes))| Entrant {
                name: format!("P{i}"),
                points,
                byes,
            })
            .collect()
    }

    fn met_of(n: usize, pairs: &[(usize, usize)]) -> Met {
        let tables: Vec<[usize; 2]> = pairs.iter().map(|&(a, b)| [a, b]).collect();
        Met::from_tables(n, tables.iter().map(|t| &t[..]))
    }

    fn rematches(p: &Pairing, met: &Met) -> usize {
        p.tables.iter().filter(|[a, b]| !met.fresh(*a, *b)).count()
    }

    #[test]
    fn winners_meet_winners_and_the_bye_goes_to_the_last_without_one() {
        // Ranked P0..P4; P4 had a bye, so P3 (the lowest without) sits out.
        let e = entrants(&[6, 6, 3, 3, 0], &[0, 0, 0, 0, 1]);
        let p = pair(&e, &met_of(5, &[]), &mut Rng::new(1));
        assert_eq!(p.bye, Some(3));
        let mut tables: Vec<[usize; 2]> = p
            .tables
            .iter()
            .map(|t| [t[0].min(t[1]), t[0].max(t[1])])
            .collect();
        tables.sort();
        assert_eq!(tables, vec![[0, 1], [2, 4]]);
    }

    #[test]
    fn a_rematch_is_avoided_by_searching_back() {
        // P0 met P1 and P2 met P3: the leaders cross instead.
        let e = entrants(&[3, 3, 3, 3], &[0; 4]);
        let met = met_of(4, &[(0, 1), (2, 3)]);
        let p = pair(&e, &met, &mut Rng::new(9));
        assert_eq!(rematches(&p, &met), 0);
        assert_eq!(p.tables.len(), 2);
    }

    #[test]
    fn the_bye_moves_up_when_the_lowest_would_force_a_rematch() {
        // Three players, P1 and P0 have met: P2 (lowest) sitting out would
        // force the rematch, so P1 sits out.
        let e = entrants(&[3, 3, 0], &[0; 3]);
        let met = met_of(3, &[(0, 1)]);
        let p = pair(&e, &met, &mut Rng::new(3));
        assert_eq!(p.bye, Some(1));
        assert_eq!(rematches(&p, &met), 0);
    }

    #[test]
    fn with_no_way_out_there_are_as_few_rematches_as_can_be() {
        // Four players who have all met: two rematches, no panic.
        let e = entrants(&[9, 6, 3, 0], &[0; 4]);
        let all = [(0, 1), (0, 2), (0, 3), (1, 2), (1, 3), (2, 3)];
        let p = pair(&e, &met_of(4, &all), &mut Rng::new(0));
        assert_eq!(p.tables.len(), 2);
        // Six players: P0..P2 all met, P3..P5 all met: the pairing with
        // no rematch crosses the groups.
        let e = entrants(&[3; 6], &[0; 6]);
        let met = met_of(6, &[(0, 1), (0, 2), (1, 2), (3, 4), (3, 5), (4, 5)]);
        let p = pair(&e, &met, &mut Rng::new(5));
        assert_eq!(rematches(&p, &met), 0);
        assert_eq!(p.tables.len(), 3);
    }

    #[test]
    fn groups_stay_together_when_they_can() {
        // Issue #38: 8 players, round 3. Two on 6, four on 3, two on 0;
        // the leaders have met, so has every pair inside the 3s but one
        // way round: the 3s can still pair among themselves.
        let e = entrants(&[6, 6, 3, 3, 3, 3, 0, 0], &[0; 8]);
        let met = met_of(8, &[(0, 2), (1, 3), (2, 3), (4, 5), (6, 0), (7, 1)]);
        let p = pair(&e, &met, &mut Rng::new(1));
        assert_eq!(rematches(&p, &met), 0);
        let gap: u32 = p
            .tables
            .iter()
            .map(|&[a, b]| e[a].points.abs_diff(e[b].points))
            .sum();
        assert_eq!(gap, 0, "{p:?}");
        assert!(p.proven);
    }

    #[test]
    fn the_bye_never_goes_to_a_leader_a_lower_player_can_take_it_from() {
        // Five players; P4, the lowest, can sit out: the others pair
        // without a rematch.
        let e = entrants(&[9, 6, 3, 3, 0], &[0; 5]);
        let met = met_of(5, &[(0, 1), (4, 2), (4, 3)]);
        let p = pair(&e, &met, &mut Rng::new(2));
        assert_eq!(rematches(&p, &met), 0);
        assert_eq!(p.bye, Some(4));
        // The leader P0 has met P1, P2 and P3: with P4 out, P0 would meet
        // one again. The bye goes to the lowest who can take it, P3,
        // never to the leader.
        let met = met_of(5, &[(0, 1), (0, 2), (0, 3)]);
        let p = pair(&e, &met, &mut Rng::new(2));
        assert_eq!(rematches(&p, &met), 0);
        assert_eq!(p.bye, Some(3), "{p:?}");
    }

    #[test]
    fn the_greedy_pairing_avoids_what_rematches_it_can() {
        // 0-1, 2-3, 4-5 have met: each meets the next one they have not.
        let met = met_of(7, &[(0, 1), (2, 3), (4, 5), (1, 2)]);
        let p = greedy(&[0, 1, 2, 3, 4, 5, 6], Some(6), &met);
        assert_eq!(p.bye, Some(6));
        assert_eq!(p.tables, vec![[0, 2], [1, 3], [4, 5]]);
        assert_eq!(rematches(&p, &met), 1, "4 and 5 are the last two");
        let p = greedy(&[5, 4, 3, 2, 1, 0], None, &met);
        assert_eq!(p.tables, vec![[5, 3], [4, 2], [1, 0]]);
        assert_eq!(greedy(&[], None, &met), Pairing::default());
    }

    #[test]
    fn a_large_event_meets_the_lower_bound_and_is_proven() {
        // 4,001 players on random points after three rounds, each having
        // met three others at random: no rematch, the bye to the lowest
        // ranked, and the gap of pairing neighbours in points order.
        let n = 4_001;
        let mut rng = Rng::new(9);
        let mut points: Vec<u32> = (0..n).map(|_| 3 * rng.index(4) as u32).collect();
        points.sort_unstable_by(|a, b| b.cmp(a));
        let e = entrants(&points, &vec![0; n]);
        let pairs: Vec<(usize, usize)> = (0..3 * n)
            .map(|_| (rng.index(n), rng.index(n)))
            .filter(|(a, b)| a != b)
            .collect();
        let met = met_of(n, &pairs);
        let p = pair(&e, &met, &mut Rng::new(4));
        assert!(p.proven);
        assert_eq!(rematches(&p, &met), 0);
        assert_eq!(p.bye, Some(n - 1));
        let mut rest: Vec<u32> = (0..n - 1).map(|i| points[i]).collect();
        rest.sort_unstable();
        let bound: u32 = rest.chunks(2).map(|c| c[1] - c[0]).sum();
        let gap: u32 = p
            .tables
            .iter()
            .map(|&[a, b]| points[a].abs_diff(points[b]))
            .sum();
        assert_eq!(gap, bound);
        assert_eq!(p.tables.len(), (n - 1) / 2);
    }

    #[test]
    fn a_large_event_is_paired_without_deep_recursion() {
        // 20,001 players: the search seats 10,000 tables, one choice each.
        let e = entrants(&[0; 20_001], &[0; 20_001]);
        let p = pair(&e, &Met::default(), &mut Rng::new(2));
        assert_eq!(p.tables.len(), 10_000);
        assert!(p.bye.is_some());
        let mut seated: Vec<usize> = p.tables.iter().flatten().copied().collect();
        seated.extend(p.bye);
        seated.sort_unstable();
        assert_eq!(seated, (0..20_001).collect::<Vec<_>>());
    }
}
