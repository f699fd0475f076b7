//! Swiss pairing for tables of two: winners meet winners, no rematch while
//! another pairing avoids one, and a fair bye for an odd count.

use super::{Entrant, by_points};
use crate::random::Rng;

/// One round's pairing, as indices into the entrants.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pairing {
    /// The tables of two, first table first.
    pub tables: Vec<[usize; 2]>,
    /// Who sits out, for an odd count.
    pub bye: Option<usize>,
}

/// Steps the quick search may take before the sure (slower) one decides.
const BUDGET: usize = 100_000;

/// No index: the end of a path in the matching below.
const NONE: usize = usize::MAX;

/// Pairs `entrants`, ranked best first (a random order before the first
/// round), where `met[i][j]` counts the times `i` and `j` have met.
///
/// The players are ordered by points, those with equal points shuffled by
/// `rng`, and each in turn meets the next one they have not met, searching
/// back when that leaves someone without an opponent: winners meet
/// winners, and there is no rematch while any pairing avoids one. Failing
/// that, as few rematches as can be.
///
/// With an odd count the bye goes to the lowest-ranked player among those
/// with the fewest byes (so nobody has a second while someone has had
/// none), or the next one up when that would force a rematch the next
/// would not. A bye is worth a win; see [`super::standings`].
pub fn pair(entrants: &[Entrant], met: &[Vec<u32>], rng: &mut Rng) -> Pairing {
    let n = entrants.len();
    let points: Vec<u32> = entrants.iter().map(|e| e.points).collect();
    let order = by_points(&points, rng);
    let fresh = |i: usize, j: usize| met.get(i).and_then(|r| r.get(j)).is_none_or(|&m| m == 0);
    let candidates: Vec<Option<usize>> = if n.is_multiple_of(2) {
        vec![None]
    } else {
        let fewest = entrants.iter().map(|e| e.byes).min().unwrap_or(0);
        (0..n)
            .rev()
            .filter(|&i| entrants.get(i).is_some_and(|e| e.byes == fewest))
            .map(Some)
            .collect()
    };
    let mut budget = BUDGET;
    for &bye in &candidates {
        let rest = without(&order, bye);
        let mut used = vec![false; n];
        let mut tables = Vec::with_capacity(n / 2);
        match search(&rest, 0, &fresh, &mut used, &mut tables, &mut budget) {
            Search::Found => return Pairing { tables, bye },
            Search::Impossible => {}
            Search::OutOfSteps => break,
        }
    }
    fewest_rematches(&order, &candidates, &fresh)
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
/// opponent when the rest cannot be seated.
fn search(
    rest: &[usize],
    from: usize,
    fresh: &impl Fn(usize, usize) -> bool,
    used: &mut [bool],
    tables: &mut Vec<[usize; 2]>,
    budget: &mut usize,
) -> Search {
    let Some(a) = (from..rest.len()).find(|&k| !used[rest[k]]) else {
        return Search::Found;
    };
    let i = rest[a];
    used[i] = true;
    for &j in &rest[a + 1..] {
        if used[j] || !fresh(i, j) {
            continue;
        }
        if *budget == 0 {
            return Search::OutOfSteps;
        }
        *budget -= 1;
        used[j] = true;
        tables.push([i, j]);
        match search(rest, a + 1, fresh, used, tables, budget) {
            Search::Impossible => {}
            done => return done,
        }
        tables.pop();
        used[j] = false;
    }
    used[i] = false;
    Search::Impossible
}

/// The sure way, in polynomial time: the bye that leaves the most
/// rematch-free tables, then each player in order meets the first one
/// who keeps that number of rematch-free tables within reach.
fn fewest_rematches(
    order: &[usize],
    candidates: &[Option<usize>],
    fresh: &impl Fn(usize, usize) -> bool,
) -> Pairing {
    let mut best: Option<(usize, Option<usize>)> = None;
    for &bye in candidates {
        let rest = without(order, bye);
        let size = matching(&rest, fresh);
        if best.is_none_or(|(s, _)| size > s) {
            best = Some((size, bye));
        }
        if 2 * size == rest.len() {
            break;
        }
    }
    let (mut target, bye) = best.unwrap_or((0, None));
    let mut rest = without(order, bye);
    let mut tables = Vec::with_capacity(rest.len() / 2);
    while rest.len() >= 2 {
        let a = rest[0];
        let mut pick = 1;
        for (k, &b) in rest.iter().enumerate().skip(1) {
            let gain = usize::from(fresh(a, b));
            let others: Vec<usize> = rest.iter().copied().filter(|&x| x != a && x != b).collect();
            if gain + matching(&others, fresh) >= target {
                pick = k;
                target = target.saturating_sub(gain);
                break;
            }
        }
        let b = rest.remove(pick);
        rest.remove(0);
        tables.push([a, b]);
    }
    Pairing { tables, bye }
}

/// The size of a largest set of rematch-free tables among `players`
/// (Edmonds' blossom algorithm for a maximum matching in a graph).
fn matching(players: &[usize], fresh: &impl Fn(usize, usize) -> bool) -> usize {
    let n = players.len();
    let adj: Vec<Vec<usize>> = players
        .iter()
        .enumerate()
        .map(|(a, &i)| {
            let others = players.iter().enumerate().filter(|&(b, _)| b != a);
            others
                .filter(|&(_, &j)| fresh(i, j))
                .map(|(b, _)| b)
                .collect()
        })
        .collect();
    let mut m = Blossom {
        adj: &adj,
        mate: vec![NONE; n],
        parent: vec![NONE; n],
        base: (0..n).collect(),
        used: vec![false; n],
        flower: vec![false; n],
    };
    // A greedy start, then augmenting paths for the free players.
    for (a, near) in adj.iter().enumerate() {
        if m.mate[a] == NONE
            && let Some(&b) = near.iter().find(|&&b| m.mate[b] == NONE)
        {
            m.mate[a] = b;
            m.mate[b] = a;
        }
    }
    for root in 0..n {
        if m.mate[root] == NONE
            && let Some(end) = m.find_path(root)
        {
            m.augment(end);
        }
    }
    m.mate.iter().filter(|&&x| x != NONE).count() / 2
}

/// The state of one maximum-matching search.
struct Blossom<'a> {
    adj: &'a [Vec<usize>],
    mate: Vec<usize>,
    parent: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    flower: Vec<bool>,
}

impl Blossom<'_> {
    /// The nearest common base of `a` and `b` in the search tree.
    fn lca(&self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.mate.len()];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] || self.mate[b] == NONE {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    /// Marks the blossom's path from `v` down to its base `b`.
    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            let m = self.mate[v];
            self.flower[self.base[v]] = true;
            self.flower[self.base[m]] = true;
            self.parent[v] = child;
            child = m;
            v = self.parent[m];
        }
    }

    /// An augmenting path from the free `root`: its free end, if any.
    fn find_path(&mut self, root: usize) -> Option<usize> {
        let n = self.mate.len();
        self.used.fill(false);
        self.parent.fill(NONE);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.used[root] = true;
        let mut queue = vec![root];
        let mut head = 0;
        let adj = self.adj;
        while let Some(&v) = queue.get(head) {
            head += 1;
            for &to in &adj[v] {
                if self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    let base = self.lca(v, to);
                    self.flower.fill(false);
                    self.mark_path(v, base, to);
                    self.mark_path(to, base, v);
                    for i in 0..n {
                        if self.flower[self.base[i]] {
                            self.base[i] = base;
                            if !self.used[i] {
                                self.used[i] = true;
                                queue.push(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return Some(to);
                    }
                    let next = self.mate[to];
                    self.used[next] = true;
                    queue.push(next);
                }
            }
        }
        None
    }

    /// Flips the matching along the path ending at `end`.
    fn augment(&mut self, mut v: usize) {
        while v != NONE {
            let pv = self.parent[v];
            let ppv = self.mate[pv];
            self.mate[v] = pv;
            self.mate[pv] = v;
            v = ppv;
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

    fn met_of(n: usize, pairs: &[(usize, usize)]) -> Vec<Vec<u32>> {
        let mut met = vec![vec![0; n]; n];
        for &(a, b) in pairs {
            met[a][b] += 1;
            met[b][a] += 1;
        }
        met
    }

    fn rematches(p: &Pairing, met: &[Vec<u32>]) -> usize {
        p.tables.iter().filter(|[a, b]| met[*a][*b] > 0).count()
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
        // Six players: P0..P2 all met, P3..P5 all met: a pairing with no
        // rematch crosses the groups.
        let e = entrants(&[3; 6], &[0; 6]);
        let met = met_of(6, &[(0, 1), (0, 2), (1, 2), (3, 4), (3, 5), (4, 5)]);
        let p = fewest_rematches(&[0, 1, 2, 3, 4, 5], &[None], &|i, j| met[i][j] == 0);
        assert_eq!(rematches(&p, &met), 0);
        assert_eq!(pair(&e, &met, &mut Rng::new(5)).tables.len(), 3);
    }

    #[test]
    fn the_blossom_matching_finds_odd_cycles() {
        // A triangle 0-1-2 with tails 2-3 and 0-4-5: the largest matching
        // is 0-1, 2-3, 4-5, found through the triangle.
        let edges = [(0, 1), (1, 2), (0, 2), (2, 3), (0, 4), (4, 5)];
        let ok = |i: usize, j: usize| edges.contains(&(i.min(j), i.max(j)));
        assert_eq!(matching(&[0, 1, 2, 3, 4, 5], &ok), 3);
        assert_eq!(matching(&[0, 1, 2], &ok), 1);
        assert_eq!(matching(&[], &ok), 0);
    }
}
