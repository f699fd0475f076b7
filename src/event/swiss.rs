//! Swiss pairing for tables of two: winners meet winners, no rematch while
//! another pairing avoids one, and a fair bye for an odd count.

use super::{Entrant, Met, by_points};
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

/// The most players the sure search ([`fewest_rematches`], polynomial but
/// steep) takes on; past them, should the quick search fail, a greedy
/// pairing avoids what rematches it can (see [`greedy`]).
const SURE_UP_TO: usize = 256;

/// Pairs `entrants`, ranked best first (a random order before the first
/// round), where `met` counts the times each two have met.
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
pub fn pair(entrants: &[Entrant], met: &Met, rng: &mut Rng) -> Pairing {
    let n = entrants.len();
    let points: Vec<u32> = entrants.iter().map(|e| e.points).collect();
    let order = by_points(&points, rng);
    let fresh = |i: usize, j: usize| met.fresh(i, j);
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
    if n > SURE_UP_TO {
        return greedy(&order, candidates.first().copied().flatten(), met);
    }
    fewest_rematches(&order, &candidates, &fresh)
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
    Pairing { tables, bye }
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
        // Six players: P0..P2 all met, P3..P5 all met: a pairing with no
        // rematch crosses the groups.
        let e = entrants(&[3; 6], &[0; 6]);
        let met = met_of(6, &[(0, 1), (0, 2), (1, 2), (3, 4), (3, 5), (4, 5)]);
        let p = fewest_rematches(&[0, 1, 2, 3, 4, 5], &[None], &|i, j| met.fresh(i, j));
        assert_eq!(rematches(&p, &met), 0);
        assert_eq!(pair(&e, &met, &mut Rng::new(5)).tables.len(), 3);
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
