//! A maximum-weight matching of largest size in a general graph: Edmonds'
//! blossom algorithm with dual variables (the primal-dual method as Galil
//! sets it out in "Efficient algorithms for finding maximum matching in
//! graphs", 1986), in O(n³). The Swiss pairing ([`super::swiss`]) gives it
//! each table's cost as a weight. Written here, small and tested against
//! brute force, because the crates for it take a dense n × n table of
//! weights (integer-blossom) or 32-bit weights and are unkept since 2018
//! (mwmatching), and the pairing's weights need 128 bits. Pure.
//!
//! The state is the textbook one: vertices `0..n`, blossoms `n..2n`;
//! each edge `k` has two endpoints `2k` and `2k + 1`; `mate[v]` is the
//! endpoint at the far end of `v`'s matched edge; labels S (1) and T (2)
//! mark the alternating trees grown from the unmatched vertices. Weights
//! are doubled so that every dual variable stays a whole number.

/// None: no vertex, edge, endpoint or blossom.
const NONE: usize = usize::MAX;

/// An edge: its ends and its weight.
pub type Edge = (usize, usize, i128);

/// The mate of each of `n` vertices (`NONE`: unmatched) in a matching of
/// the most edges among `edges`, and of those one of the greatest total
/// weight. Edges naming a vertex outside `0..n`, or a vertex twice, are
/// ignored.
pub fn max_weight_matching(n: usize, edges: &[Edge]) -> Vec<usize> {
    let edges: Vec<Edge> = edges
        .iter()
        .filter(|&&(i, j, _)| i < n && j < n && i != j)
        .map(|&(i, j, w)| (i, j, w.saturating_mul(2)))
        .collect();
    if n == 0 || edges.is_empty() {
        return vec![NONE; n];
    }
    let mut m = Matching::new(n, edges);
    m.solve();
    (0..n)
        .map(|v| match m.mate[v] {
            NONE => NONE,
            p => m.endpoint[p],
        })
        .collect()
}

/// One run of the algorithm.
struct Matching {
    n: usize,
    edges: Vec<Edge>,
    endpoint: Vec<usize>,
    /// Each vertex's edges, as the endpoint at their far end.
    neighbend: Vec<Vec<usize>>,
    mate: Vec<usize>,
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<i128>,
    allowedge: Vec<bool>,
    queue: Vec<usize>,
}

impl Matching {
    fn new(n: usize, edges: Vec<Edge>) -> Self {
        let maxweight = edges.iter().map(|e| e.2).max().unwrap_or(0).max(0);
        let endpoint: Vec<usize> = (0..2 * edges.len())
            .map(|p| {
                let (i, j, _) = edges[p / 2];
                if p % 2 == 0 { i } else { j }
            })
            .collect();
        let mut neighbend = vec![Vec::new(); n];
        for (k, &(i, j, _)) in edges.iter().enumerate() {
            neighbend[i].push(2 * k + 1);
            neighbend[j].push(2 * k);
        }
        let mut dualvar = vec![maxweight; n];
        dualvar.extend(std::iter::repeat_n(0, n));
        let nedges = edges.len();
        Matching {
            n,
            edges,
            endpoint,
            neighbend,
            mate: vec![NONE; n],
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            blossomendps: vec![Vec::new(); 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            unusedblossoms: (n..2 * n).collect(),
            dualvar,
            allowedge: vec![false; nedges],
            queue: Vec::new(),
        }
    }

    /// The slack of edge `k`: how far its dual constraint is from tight.
    fn slack(&self, k: usize) -> i128 {
        let (i, j, w) = self.edges[k];
        self.dualvar[i] + self.dualvar[j] - 2 * w
    }

    /// The vertices inside blossom `b` (itself, for a vertex).
    fn leaves(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut stack = vec![b];
        while let Some(t) = stack.pop() {
            if t < self.n {
                out.push(t);
            } else {
                stack.extend(self.blossomchilds[t].iter().rev());
            }
        }
        out
    }

    /// Labels the top blossom of `w` with `t` (S 1, T 2), reached through
    /// endpoint `p`; a T blossom's mate becomes S.
    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let (mut w, mut t, mut p) = (w, t, p);
        loop {
            let b = self.inblossom[w];
            self.label[w] = t;
            self.label[b] = t;
            self.labelend[w] = p;
            self.labelend[b] = p;
            self.bestedge[w] = NONE;
            self.bestedge[b] = NONE;
            if t == 1 {
                let leaves = self.leaves(b);
                self.queue.extend(leaves);
                return;
            }
            let base = self.blossombase[b];
            let m = self.mate[base];
            (w, t, p) = (self.endpoint[m], 1, m ^ 1);
        }
    }

    /// Traces back from `v` and `w` (both S): the base of the new blossom
    /// they close, or `NONE` for an augmenting path.
    fn scan_blossom(&mut self, v: usize, w: usize) -> usize {
        let (mut v, mut w) = (v, w);
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                let t = self.endpoint[self.labelend[b]];
                let bt = self.inblossom[t];
                v = self.endpoint[self.labelend[bt]];
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    /// Makes a blossom of the odd cycle that edge `k` closes at `base`.
    fn add_blossom(&mut self, base: usize, k: usize) {
        let (mut v, mut w, _) = self.edges[k];
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let Some(b) = self.unusedblossoms.pop() else {
            return;
        };
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint[self.labelend[bv]];
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint[self.labelend[bw]];
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = 0;
        for v in self.leaves_of(&path) {
            if self.label[self.inblossom[v]] == 2 {
                self.queue.push(v);
            }
            self.inblossom[v] = b;
        }
        // The least-slack edge from the new blossom to each other S blossom.
        let mut bestedgeto = vec![NONE; 2 * self.n];
        for &bv in &path {
            let lists: Vec<usize> = match self.blossombestedges[bv].take() {
                Some(list) => list,
                None => self
                    .leaves(bv)
                    .into_iter()
                    .flat_map(|v| self.neighbend[v].iter().map(|p| p / 2))
                    .collect(),
            };
            for k in lists {
                let (i, j, _) = self.edges[k];
                let far = if self.inblossom[j] == b { i } else { j };
                let bj = self.inblossom[far];
                if bj != b
                    && self.label[bj] == 1
                    && (bestedgeto[bj] == NONE || self.slack(k) < self.slack(bestedgeto[bj]))
                {
                    bestedgeto[bj] = k;
                }
            }
            self.bestedge[bv] = NONE;
        }
        let best: Vec<usize> = bestedgeto.into_iter().filter(|&k| k != NONE).collect();
        self.bestedge[b] = NONE;
        for &k in &best {
            if self.bestedge[b] == NONE || self.slack(k) < self.slack(self.bestedge[b]) {
                self.bestedge[b] = k;
            }
        }
        self.blossombestedges[b] = Some(best);
        self.blossomchilds[b] = path;
        self.blossomendps[b] = endps;
    }

    /// The vertices inside each of `blossoms`.
    fn leaves_of(&self, blossoms: &[usize]) -> Vec<usize> {
        blossoms.iter().flat_map(|&b| self.leaves(b)).collect()
    }

    /// Where `child` sits among `b`'s children, and the direction and
    /// endpoint trick to walk from there back to the base the even way.
    fn walk(&self, b: usize, child: usize) -> (isize, isize, usize) {
        let len = self.blossomchilds[b].len() as isize;
        let j = self.blossomchilds[b]
            .iter()
            .position(|&c| c == child)
            .unwrap_or(0) as isize;
        if j & 1 == 1 {
            (j - len, 1, 0)
        } else {
            (j, -1, 1)
        }
    }

    /// `b`'s child at `j` (negative: from the end).
    fn child(&self, b: usize, j: isize) -> usize {
        let len = self.blossomchilds[b].len() as isize;
        self.blossomchilds[b][j.rem_euclid(len.max(1)) as usize]
    }

    /// `b`'s endpoint at `j` (negative: from the end).
    fn endp(&self, b: usize, j: isize) -> usize {
        let len = self.blossomendps[b].len() as isize;
        self.blossomendps[b][j.rem_euclid(len.max(1)) as usize]
    }

    /// Takes blossom `b` apart into its children; mid-stage, a T blossom's
    /// children along the even path keep their labels.
    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s] == 0 {
                self.expand_blossom(s, endstage);
            } else {
                for v in self.leaves(s) {
                    self.inblossom[v] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            self.relabel_expanded(b);
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomchilds[b] = Vec::new();
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    /// Relabels the children of the T blossom `b` just taken apart: the
    /// even path from where it was entered to its base alternates T and
    /// S; the others lose their labels (but a T vertex reached inside
    /// keeps one).
    fn relabel_expanded(&mut self, b: usize) {
        let entrychild = self.inblossom[self.endpoint[self.labelend[b] ^ 1]];
        let (mut j, jstep, endptrick) = self.walk(b, entrychild);
        let mut p = self.labelend[b];
        while j != 0 {
            let e = self.endpoint[p ^ 1];
            self.label[e] = 0;
            let q = self.endp(b, j - endptrick as isize) ^ endptrick ^ 1;
            let f = self.endpoint[q];
            self.label[f] = 0;
            self.assign_label(e, 2, p);
            let k = self.endp(b, j - endptrick as isize) / 2;
            self.allowedge[k] = true;
            j += jstep;
            p = self.endp(b, j - endptrick as isize) ^ endptrick;
            self.allowedge[p / 2] = true;
            j += jstep;
        }
        let bv = self.child(b, j);
        let e = self.endpoint[p ^ 1];
        self.label[e] = 2;
        self.label[bv] = 2;
        self.labelend[e] = p;
        self.labelend[bv] = p;
        self.bestedge[bv] = NONE;
        j += jstep;
        while self.child(b, j) != entrychild {
            let bv = self.child(b, j);
            if self.label[bv] == 1 {
                j += jstep;
                continue;
            }
            let reached = self.leaves(bv).into_iter().find(|&v| self.label[v] != 0);
            if let Some(v) = reached {
                self.label[v] = 0;
                let base_mate = self.mate[self.blossombase[bv]];
                let m = self.endpoint[base_mate];
                self.label[m] = 0;
                let le = self.labelend[v];
                self.assign_label(v, 2, le);
            }
            j += jstep;
        }
    }

    /// Swaps matched and unmatched edges inside blossom `b` on the path
    /// from vertex `v` to its base, making `v` the base.
    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let i = self.blossomchilds[b]
            .iter()
            .position(|&c| c == t)
            .unwrap_or(0);
        let (mut j, jstep, endptrick) = self.walk(b, t);
        while j != 0 {
            j += jstep;
            let t = self.child(b, j);
            let p = self.endp(b, j - endptrick as isize) ^ endptrick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p]);
            }
            j += jstep;
            let t = self.child(b, j);
            if t >= self.n {
                self.augment_blossom(t, self.endpoint[p ^ 1]);
            }
            self.mate[self.endpoint[p]] = p ^ 1;
            self.mate[self.endpoint[p ^ 1]] = p;
        }
        self.blossomchilds[b].rotate_left(i);
        self.blossomendps[b].rotate_left(i);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    /// Flips the augmenting path through edge `k` between two S vertices.
    fn augment_matching(&mut self, k: usize) {
        let (v, w, _) = self.edges[k];
        for (s, p) in [(v, 2 * k + 1), (w, 2 * k)] {
            let (mut s, mut p) = (s, p);
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint[self.labelend[bs]];
                let bt = self.inblossom[t];
                s = self.endpoint[self.labelend[bt]];
                let j = self.endpoint[self.labelend[bt] ^ 1];
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    /// Grows the trees from every free vertex's S label along tight
    /// edges: whether it augmented the matching.
    fn grow(&mut self) -> bool {
        while let Some(v) = self.queue.pop() {
            for at in 0..self.neighbend[v].len() {
                let p = self.neighbend[v][at];
                let k = p / 2;
                let w = self.endpoint[p];
                if self.inblossom[v] == self.inblossom[w] {
                    continue;
                }
                let mut kslack = 0;
                if !self.allowedge[k] {
                    kslack = self.slack(k);
                    if kslack <= 0 {
                        self.allowedge[k] = true;
                    }
                }
                let bw = self.inblossom[w];
                if self.allowedge[k] {
                    if self.label[bw] == 0 {
                        self.assign_label(w, 2, p ^ 1);
                    } else if self.label[bw] == 1 {
                        let base = self.scan_blossom(v, w);
                        if base != NONE {
                            self.add_blossom(base, k);
                        } else {
                            self.augment_matching(k);
                            return true;
                        }
                    } else if self.label[w] == 0 {
                        self.label[w] = 2;
                        self.labelend[w] = p ^ 1;
                    }
                } else if self.label[bw] == 1 {
                    let b = self.inblossom[v];
                    if self.bestedge[b] == NONE || kslack < self.slack(self.bestedge[b]) {
                        self.bestedge[b] = k;
                    }
                } else if self.label[w] == 0
                    && (self.bestedge[w] == NONE || kslack < self.slack(self.bestedge[w]))
                {
                    self.bestedge[w] = k;
                }
            }
        }
        false
    }

    /// The dual change that makes the next edge tight or the next T
    /// blossom's dual zero: its size and kind (2: a free vertex's edge,
    /// 3: an edge between S blossoms, 4: a T blossom to take apart, 1:
    /// none left), with its edge or blossom.
    fn delta(&self) -> (i128, u8, usize) {
        let mut best: Option<(i128, u8, usize)> = None;
        let mut offer = |d: i128, kind: u8, what: usize| {
            if best.is_none_or(|(b, ..)| d < b) {
                best = Some((d, kind, what));
            }
        };
        for v in 0..self.n {
            if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                offer(self.slack(self.bestedge[v]), 2, self.bestedge[v]);
            }
        }
        for b in 0..2 * self.n {
            if self.blossomparent[b] == NONE && self.label[b] == 1 && self.bestedge[b] != NONE {
                offer(self.slack(self.bestedge[b]) / 2, 3, self.bestedge[b]);
            }
        }
        for b in self.n..2 * self.n {
            if self.blossombase[b] != NONE && self.blossomparent[b] == NONE && self.label[b] == 2 {
                offer(self.dualvar[b], 4, b);
            }
        }
        best.unwrap_or_else(|| {
            let least = self.dualvar[..self.n].iter().copied().min().unwrap_or(0);
            (least.max(0), 1, NONE)
        })
    }

    /// Changes the duals by `delta`: S vertices down, T up; S blossoms
    /// up, T down.
    fn shift(&mut self, delta: i128) {
        for v in 0..self.n {
            match self.label[self.inblossom[v]] {
                1 => self.dualvar[v] -= delta,
                2 => self.dualvar[v] += delta,
                _ => {}
            }
        }
        for b in self.n..2 * self.n {
            if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                match self.label[b] {
                    1 => self.dualvar[b] += delta,
                    2 => self.dualvar[b] -= delta,
                    _ => {}
                }
            }
        }
    }

    /// One stage: labels from the free vertices, then tree growth and
    /// dual changes until the matching grows (true) or cannot (false).
    fn stage(&mut self) -> bool {
        self.label.fill(0);
        self.bestedge.fill(NONE);
        for b in self.n..2 * self.n {
            self.blossombestedges[b] = None;
        }
        self.allowedge.fill(false);
        self.queue.clear();
        for v in 0..self.n {
            if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 {
                self.assign_label(v, 1, NONE);
            }
        }
        loop {
            if self.grow() {
                return true;
            }
            let (delta, kind, what) = self.delta();
            self.shift(delta);
            match kind {
                2 | 3 => {
                    self.allowedge[what] = true;
                    let (i, j, _) = self.edges[what];
                    let s_end = if self.label[self.inblossom[i]] == 0 {
                        j
                    } else {
                        i
                    };
                    self.queue.push(s_end);
                }
                4 => self.expand_blossom(what, false),
                _ => return false,
            }
        }
    }

    fn solve(&mut self) {
        for _ in 0..self.n {
            if !self.stage() {
                break;
            }
            // S blossoms whose dual reached zero come apart at the stage's end.
            for b in self.n..2 * self.n {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == 1
                    && self.dualvar[b] == 0
                {
                    self.expand_blossom(b, true);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
