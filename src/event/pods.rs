//! Pods of 3–4 for multiplayer formats: filled in order of points, then
//! players swapped between pods so fewer sit with the same people again.

use super::{Entrant, by_points};
use crate::random::Rng;

/// At most this many swaps improve a round's pods.
const MAX_SWAPS: usize = 200;

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
/// round) in pods of [`sizes`], where `met[i][j]` counts the times `i` and
/// `j` have sat together: in order of points (those with equal points
/// shuffled by `rng`), the leaders at pod 1; then, while a swap of two
/// players between pods makes fewer repeat pod-mates (or, as many, pods
/// closer in points), the best such swap. Indices into `entrants`.
pub fn pair(entrants: &[Entrant], met: &[Vec<u32>], rng: &mut Rng) -> Vec<Vec<usize>> {
    let points: Vec<u32> = entrants.iter().map(|e| e.points).collect();
    let order = by_points(&points, rng);
    let mut pods: Vec<Vec<usize>> = Vec::new();
    let mut next = order.into_iter();
    for size in sizes(entrants.len()) {
        pods.push(next.by_ref().take(size).collect());
    }
    let cost = |pod: &[usize]| -> (i64, i64) {
        let mut repeats = 0;
        for (a, &i) in pod.iter().enumerate() {
            for &j in &pod[a + 1..] {
                repeats += met.get(i).and_then(|r| r.get(j)).copied().unwrap_or(0);
            }
        }
        let pts = pod.iter().filter_map(|&i| points.get(i).copied());
        let spread = pts.clone().max().unwrap_or(0) - pts.min().unwrap_or(0);
        (i64::from(repeats), i64::from(spread))
    };
    for _ in 0..MAX_SWAPS {
        let mut best: Option<((i64, i64), [usize; 4])> = None;
        for x in 0..pods.len() {
            for y in x + 1..pods.len() {
                let before = add(cost(&pods[x]), cost(&pods[y]));
                for a in 0..pods[x].len() {
                    for b in 0..pods[y].len() {
                        let (mut px, mut py) = (pods[x].clone(), pods[y].clone());
                        std::mem::swap(&mut px[a], &mut py[b]);
                        let after = add(cost(&px), cost(&py));
                        let change = (after.0 - before.0, after.1 - before.1);
                        if change < (0, 0) && best.is_none_or(|(c, _)| change < c) {
                            best = Some((change, [x, a, y, b]));
                        }
                    }
                }
            }
        }
        let Some((_, [x, a, y, b])) = best else {
            break;
        };
        let moved = pods[x][a];
        pods[x][a] = pods[y][b];
        pods[y][b] = moved;
    }
    pods
}

fn add(a: (i64, i64), b: (i64, i64)) -> (i64, i64) {
    (a.0 + b.0, a.1 + b.1)
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
        let none = vec![vec![0; 8]; 8];
        let pods = pair(&entrants, &none, &mut Rng::new(4));
        let mut top = pods[0].clone();
        top.sort_unstable();
        assert_eq!(top, vec![0, 1, 2, 3], "the leaders sit together");
        // Had 0..4 all sat together last round, they are spread out.
        let mut met = none.clone();
        for (i, row) in met.iter_mut().enumerate().take(4) {
            for (j, m) in row.iter_mut().enumerate().take(4) {
                *m = u32::from(i != j);
            }
        }
        let pods = pair(&entrants, &met, &mut Rng::new(4));
        for pod in &pods {
            let leaders = pod.iter().filter(|&&i| i < 4).count();
            assert_eq!(leaders, 2, "{pods:?}");
        }
    }
}
