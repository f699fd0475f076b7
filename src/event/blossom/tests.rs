//! The blossom matching against every matching tried, on small random
//! graphs.

use super::*;

/// The best total weight of a matching of the most edges, by trying
/// every matching.
fn brute(n: usize, edges: &[Edge]) -> (usize, i128) {
    fn go(edges: &[Edge], used: &mut Vec<bool>, from: usize) -> (usize, i128) {
        let mut best = (0, 0);
        for k in from..edges.len() {
            let (i, j, w) = edges[k];
            if used[i] || used[j] {
                continue;
            }
            used[i] = true;
            used[j] = true;
            let (c, s) = go(edges, used, k + 1);
            used[i] = false;
            used[j] = false;
            best = best.max((c + 1, s + w));
        }
        best
    }
    go(edges, &mut vec![false; n], 0)
}

fn score(mate: &[usize], edges: &[Edge]) -> (usize, i128) {
    let mut size = 0;
    let mut total = 0;
    for &(i, j, w) in edges {
        if mate[i] == j && mate[j] == i {
            size += 1;
            total += w;
        }
    }
    (size, total)
}

#[test]
fn small_graphs_match_as_every_matching_tried() {
    let mut rng = crate::random::Rng::new(17);
    for _ in 0..400 {
        let n = 1 + rng.index(9);
        let mut edges = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                if rng.index(3) > 0 {
                    edges.push((i, j, rng.index(12) as i128 - 2));
                }
            }
        }
        let mate = max_weight_matching(n, &edges);
        for (v, &m) in mate.iter().enumerate() {
            assert!(m == NONE || mate[m] == v, "{edges:?} {mate:?}");
        }
        assert_eq!(score(&mate, &edges), brute(n, &edges), "{n} {edges:?}");
    }
}

#[test]
fn a_blossom_is_found_and_taken_apart() {
    // A triangle 0-1-2 with tails 2-3 and 0-4-5: all three tails'
    // edges, through the triangle.
    let edges = [
        (0, 1, 5),
        (1, 2, 5),
        (0, 2, 5),
        (2, 3, 1),
        (0, 4, 1),
        (4, 5, 1),
    ];
    let mate = max_weight_matching(6, &edges);
    assert_eq!(score(&mate, &edges).0, 3);
    assert_eq!(max_weight_matching(0, &[]), Vec::<usize>::new());
    assert_eq!(max_weight_matching(2, &[(0, 0, 3)]), vec![NONE, NONE]);
}

/// Checks the optimality certificate of a finished run (as the
/// primal-dual method proves it): every edge's slack, counted with the
/// duals of the blossoms holding both its ends, is at least 0 and 0 for a
/// matched edge; an unmatched vertex's dual is the least; blossom duals
/// are never negative.
fn certified(m: &Matching) -> Result<(), String> {
    let n = m.n;
    let least = m.dualvar[..n].iter().copied().min().unwrap_or(0);
    let offset = (-least).max(0);
    if m.dualvar[n..].iter().any(|&z| z < 0) {
        return Err("a negative blossom dual".into());
    }
    let chain = |v: usize| {
        let mut up = vec![v];
        while let Some(&b) = up.last() {
            match m.blossomparent[b] {
                NONE => break,
                parent => up.push(parent),
            }
        }
        up.reverse();
        up
    };
    for (k, &(i, j, w)) in m.edges.iter().enumerate() {
        let mut s = m.dualvar[i] + m.dualvar[j] - 2 * w;
        for (bi, bj) in chain(i).into_iter().zip(chain(j)) {
            if bi != bj {
                break;
            }
            s += 2 * m.dualvar[bi];
        }
        if s < 0 {
            return Err(format!("edge {k} ({i}, {j}) has slack {s}"));
        }
        let matched = m.mate[i] != NONE && m.mate[i] / 2 == k;
        if matched && s != 0 {
            return Err(format!("matched edge {k} has slack {s}"));
        }
    }
    for v in 0..n {
        if m.mate[v] == NONE && m.dualvar[v] + offset != 0 {
            return Err(format!("unmatched {v} has dual {}", m.dualvar[v]));
        }
    }
    Ok(())
}

#[test]
fn larger_graphs_end_with_an_optimality_certificate() {
    let mut rng = crate::random::Rng::new(23);
    for round in 0..40 {
        let n = 20 + rng.index(60);
        let mut edges = Vec::new();
        for i in 0..n {
            for j in i + 1..n {
                if rng.index(4) > 0 {
                    // Weights as the pairing's: a few large steps and
                    // small ones, so many ties.
                    let w = (rng.index(3) as i128) * 1_000_000 + rng.index(7) as i128;
                    edges.push((i, j, 2 * w));
                }
            }
        }
        let mut m = Matching::new(n, edges);
        m.solve();
        certified(&m).unwrap_or_else(|why| panic!("graph {round} of {n}: {why}"));
    }
}
