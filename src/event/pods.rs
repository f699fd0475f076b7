//! Pods of 3–4 for multiplayer formats: filled in order of points, then
//! players swapped between pods so fewer sit with the same people again.

use std::collections::BTreeSet;

use super::{Entrant, Met, by_points};
use crate::random::Rng;

/// At least this many swaps may improve a round's pods (one per pod, when
/// there are more pods).
const MAX_SWAPS: usize = 200;

/// Pods at most this many places apart (in order of points) may swap
/// players: every two pods of an event of up to 17 pods, and the same
/// amount of work for each pod of a larger one.
const WINDOW: usize = 16;

/// The pod sizes that seat `n` players, largest first: the fewest pods of
/// 3 and 4 that seat everyone. Two to four players make one pod; five
/// cannot be seated in 3s and 4s (and one table of 5 is not offered), so
/// they sit as a pod of 3 and a table of 2. Nobody is seated alone.
pub fn sizes(n: usize) -> Vec<usize> {
    match n {
        0 | 1 => Vec::new(),
        2..=4 => vec![n],
        5 => vec![3, 2],
        _ => {
            let pods = n.div_ceil(4);
            let threes = 4 * pods - n;
            (0..pods)
                .map(|i| if i < pods - threes { 4 } else { 3 })
                .collect()
        }
    }
}

/// Seats `entrants` (ranked best first, or a random order before the first
/// round) in pods of [`sizes`], where `met` counts the times each two have
/// sat together: in order of points (those with equal points shuffled by
/// `rng`), the leaders at pod 1; then, while a swap of two players between
/// pods at most [`WINDOW`] apart makes fewer repeat pod-mates (or, as
/// many, pods closer in points), the best such swap (the first, in order
/// of pods and seats, of the best). Indices into `entrants`.
pub fn pair(entrants: &[Entrant], met: &Met, rng: &mut Rng) -> Vec<Vec<usize>> {
    let points: Vec<u32> = entrants.iter().map(|e| e.points).collect();
    let order = by_points(&points, rng);
    let mut pods: Vec<Vec<usize>> = Vec::new();
    let mut next = order.into_iter();
    for size in sizes(entrants.len()) {
        pods.push(next.by_ref().take(size).collect());
    }
    let mut swaps = Swaps::new(&pods, met, &points);
    for x in 0..pods.len() {
        for y in x + 1..pods.len().min(x + WINDOW + 1) {
            swaps.consider(&pods, x, y);
        }
    }
    for _ in 0..MAX_SWAPS.max(pods.len()) {
        let Some((x, a, y, b)) = swaps.best() else {
            break;
        };
        let (Some(&i), Some(&j)) = (pods[x].get(a), pods[y].get(b)) else {
            break;
        };
        pods[x][a] = j;
        pods[y][b] = i;
        swaps.changed(&pods, [x, y]);
    }
    pods
}

/// A swap's change in cost, pods `x` < `y`, and the seats `a` of `x` and
/// `b` of `y` swapped: ordered best first, then in order of pods and seats.
type Swap = ((i64, i64), usize, usize, usize, usize);

/// The best swap between each two pods near each other, best first.
struct Swaps<'a> {
    met: &'a Met,
    points: &'a [u32],
    /// Each pod's cost: see [`Swaps::cost`].
    costs: Vec<(i64, i64)>,
    /// The swaps that improve, best first.
    ranked: BTreeSet<Swap>,
    /// The one in `ranked` for pods `x` and `x + 1 + d`: at `x * WINDOW + d`.
    by_pair: Vec<Option<Swap>>,
}

impl<'a> Swaps<'a> {
    fn new(pods: &[Vec<usize>], met: &'a Met, points: &'a [u32]) -> Self {
        let mut swaps = Swaps {
            met,
            points,
            costs: Vec::new(),
            ranked: BTreeSet::new(),
            by_pair: vec![None; pods.len() * WINDOW],
        };
        swaps.costs = pods.iter().map(|p| swaps.cost(p, None)).collect();
        swaps
    }

    /// The repeat pod-mates of `pod` (each two who sat together before,
    /// counted once per time) and its spread of points; with `instead`
    /// `(seat, who)`, of the pod with `who` in that seat.
    fn cost(&self, pod: &[usize], instead: Option<(usize, usize)>) -> (i64, i64) {
        let at = |k: usize| match instead {
            Some((seat, who)) if seat == k => who,
            _ => pod[k],
        };
        let mut repeats = 0;
        let (mut low, mut high) = (u32::MAX, 0);
        for a in 0..pod.len() {
            let i = at(a);
            for b in a + 1..pod.len() {
                repeats += self.met.count(i, at(b));
            }
            let p = self.points.get(i).copied().unwrap_or(0);
            low = low.min(p);
            high = high.max(p);
        }
        (i64::from(repeats), i64::from(high.saturating_sub(low)))
    }

    /// Ranks the best swap between pods `x` < `y` that improves, if any.
    fn consider(&mut self, pods: &[Vec<usize>], x: usize, y: usize) {
        let slot = x * WINDOW + (y - x - 1);
        if let Some(old) = self.by_pair.get_mut(slot).and_then(Option::take) {
            self.ranked.remove(&old);
        }
        let (cx, cy) = (self.costs[x], self.costs[y]);
        // Nothing to gain between two pods of strangers level on points.
        if cx == (0, 0) && cy == (0, 0) {
            return;
        }
        let before = (cx.0 + cy.0, cx.1 + cy.1);
        let mut best: Option<Swap> = None;
        for (a, &i) in pods[x].iter().enumerate() {
            for (b, &j) in pods[y].iter().enumerate() {
                let nx = self.cost(&pods[x], Some((a, j)));
                let ny = self.cost(&pods[y], Some((b, i)));
                let change = (nx.0 + ny.0 - before.0, nx.1 + ny.1 - before.1);
                if change < (0, 0) && best.is_none_or(|(c, ..)| change < c) {
                    best = Some((change, x, y, a, b));
                }
            }
        }
        if let (Some(swap), Some(entry)) = (best, self.by_pair.get_mut(slot)) {
            *entry = Some(swap);
            self.ranked.insert(swap);
        }
    }

    /// The best swap: pod, seat, pod, seat.
    fn best(&self) -> Option<(usize, usize, usize, usize)> {
        self.ranked.first().map(|&(_, x, y, a, b)| (x, a, y, b))
    }

    /// Pods `changed` swapped players: their costs, and their swaps with
    /// the pods near them.
    fn changed(&mut self, pods: &[Vec<usize>], changed: [usize; 2]) {
        for x in changed {
            self.costs[x] = self.cost(&pods[x], None);
        }
        for x in changed {
            let near = x.saturating_sub(WINDOW)..pods.len().min(x + WINDOW + 1);
            for z in near.filter(|&z| z != x) {
                self.consider(pods, x.min(z), x.max(z));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_seat_everyone_in_threes_and_fours_from_six() {
        assert_eq!(sizes(1), Vec::<usize>::new());
        assert_eq!(sizes(2), vec![2]);
        assert_eq!(sizes(4), vec![4]);
        assert_eq!(sizes(5), vec![3, 2]);
        assert_eq!(sizes(6), vec![3, 3]);
        assert_eq!(sizes(7), vec![4, 3]);
        assert_eq!(sizes(9), vec![3, 3, 3]);
        assert_eq!(sizes(10), vec![4, 3, 3]);
        for n in 6..200 {
            let s = sizes(n);
            assert_eq!(s.iter().sum::<usize>(), n);
            assert!(s.iter().all(|&p| p == 3 || p == 4), "{n}: {s:?}");
            assert_eq!(s.len(), n.div_ceil(4), "{n}: the fewest pods");
        }
    }

    #[test]
    fn pods_follow_points_and_avoid_repeat_pod_mates() {
        let entrants: Vec<Entrant> = [9, 9, 9, 9, 3, 3, 3, 3]
            .iter()
            .enumerate()
            .map(|(i, &points)| Entrant {
                name: format!("P{i}"),
                points,
                byes: 0,
            })
            .collect();
        let pods = pair(&entrants, &Met::default(), &mut Rng::new(4));
        let mut top = pods[0].clone();
        top.sort_unstable();
        assert_eq!(top, vec![0, 1, 2, 3], "the leaders sit together");
        // Had 0..4 all sat together last round, they are spread out.
        let met = Met::from_tables(8, [&[0, 1, 2, 3][..]]);
        let pods = pair(&entrants, &met, &mut Rng::new(4));
        for pod in &pods {
            let leaders = pod.iter().filter(|&&i| i < 4).count();
            assert_eq!(leaders, 2, "{pods:?}");
        }
    }
}
