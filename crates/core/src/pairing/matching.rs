//! Maximum-weight matching on a general graph (Edmonds' blossom algorithm, primal-dual, O(n³)).
//!
//! The graph is dense: every pair of vertices has a weight, zero meaning "no edge". The
//! Dutch engine changes the weights of a few vertices' edges between solves and asks again, so
//! the matcher keeps its weights and solves on request. A solve starts from the previous
//! optimum, its duals, blossoms and matching ([`Matcher::set`] and [`Matcher::solve`] explain
//! how), which turns most of the engine's hundreds of re-solves from O(n³) into O(n²) or less:
//! a blossom that no change touched is not shrunk again.
//!
//! The algorithm follows the classic formulation (Galil, "Efficient algorithms for finding
//! maximum matching in graphs", 1986): S- and T-labelled alternating trees grown from every
//! exposed vertex, blossoms shrunk and expanded, vertex duals kept doubled so that integer
//! weights give integer duals. An "arc" `from * n + to` names an edge with a direction; the
//! vertex a label, a mate or a blossom link points at is its `to`.
//!
//! One file over the project's ~600 lines on purpose: it is one algorithm. The stages of a
//! solve (labelling, shrinking a blossom, expanding one, augmenting, the dual update) all read
//! and write the same labels, duals and blossom links of the `Matcher`, and their invariants
//! hold only between them; split over files, each piece would be a fragment of a loop whose
//! correctness can only be read whole. The warm start (`Matcher::solve`) is the only part
//! that stands alone, and it is short.

// Limb and vertex loops index several arrays at once; ranges read clearer than zips here.
#![allow(clippy::needless_range_loop)]

use rustc_hash::FxHashMap;

use super::wide::Weight;

const NONE: usize = usize::MAX;
/// The weight index of zero (no edge).
const ZERO: u32 = 0;
/// The weight index of an edge whose weight is kept in `Matcher::over` (the table is full).
const OVER: u32 = u32::MAX;
/// How many distinct weights the table keeps before further new ones go to `over`.
const TABLE_CAP: usize = 1 << 18;

/// The label of a tree that met another in this stage: no search grows into it (a tree that
/// reaches a vertex the meeting matched to one of its vertices may still take that vertex's
/// blossom in, as it would any matched vertex: its edges are tight, no dual has moved since).
/// The next stage labels afresh.
const MET: u8 = 3;

/// A weighted graph and its current maximum-weight matching, with the optimum's duals and
/// blossoms, kept from one solve to the next.
pub struct Matcher<W: Weight> {
    /// Vertices, the hidden one included (see [`Matcher::new`]).
    n: usize,
    /// The caller's vertices, `0..real`.
    real: usize,
    /// Weights, row-major, both `i`-`j` and `j`-`i`, as indices into `vals` (a bracket's
    /// weights take few distinct values: 4 bytes an edge instead of the weight's 8 to 512); a
    /// search scans a vertex's whole row, which is then one run of memory (in a triangle, half
    /// of it lies `n` entries apart: at 600 vertices and more, a cache miss per edge).
    idx: Vec<u32>,
    /// The distinct weights, zero first (index `ZERO`).
    vals: Vec<W>,
    /// The index of each weight in `vals`.
    dict: FxHashMap<W, u32>,
    /// Weights of edges (key `min · n + max`) set once `vals` was full (index `OVER`).
    over: FxHashMap<usize, W>,
    /// Whether a solve has run (the optimum below is one, up to the weights changed since).
    solved: bool,
    /// [`Matcher::certified`]'s answer while nothing it reads has changed (the mates, the
    /// vertex duals, the blossoms, a matched edge's weight): `pair_s1` asks before every
    /// choice, and finalizing a pair changes none of these.
    cert: std::cell::Cell<Option<bool>>,
    /// Whether any weight changed since the last solve.
    changed: bool,
    // The optimum, kept between solves.
    /// Arc from each vertex to its partner (`NONE` if exposed).
    mate: Vec<usize>,
    /// Duals: the vertices' (doubled) then the blossoms'.
    dualvar: Vec<W>,
    /// Each vertex's top-level blossom (itself when in none).
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    unusedblossoms: Vec<usize>,
    // A stage's working state.
    label: Vec<u8>,
    labelend: Vec<usize>,
    bestedge: Vec<usize>,
    blossombestedges: Vec<Option<Vec<usize>>>,
    allowedge: Vec<u64>,
    /// The words of `allowedge` set in this stage (clearing only them is cheaper than the
    /// whole matrix, `n²/64` words, at every stage).
    allowed_words: Vec<usize>,
    queue: Vec<usize>,
    /// For splitting arcs (see `split`); zero from 65,536 vertices on, where it divides.
    magic: u64,
    /// The slack of `bestedge[x]` as a key that dual adjustments leave valid: the slack plus
    /// the stage's adjustments so far (`dsum`), once for an edge from an S-vertex to a free one
    /// (its slack falls by each adjustment), twice between S-blossoms (by two). Comparing keys
    /// compares slacks without reading the edges' weights again, scattered over the matrix.
    /// (Valid for free vertices and S-blossoms, which are what the dual adjustment reads.)
    bestkey: Vec<W>,
    /// The stage's dual adjustments so far.
    dsum: W,
    /// Scratch for `add_blossom`: the least-slack edge to each S-blossom, and its slack.
    best_to: Vec<usize>,
    best_slack_to: Vec<W>,
}

impl<W: Weight> Matcher<W> {
    /// A graph of `real` vertices without edges.
    ///
    /// An odd number of vertices gets one more, hidden, joined to every other with one same
    /// weight `c` (set at the first solve: the smallest of the vertices' heaviest edges). Every
    /// matching of an odd graph leaves a vertex over, who can take the hidden one, so every
    /// matching gains exactly `c` and the best ones stay the best; but the graph is even, and
    /// the optimum no longer needs a blossom of all vertices to prove it (such a blossom holds
    /// every vertex, so any change would dissolve it). (When no edge exists at the first solve
    /// it gets none, and nothing changes.)
    pub fn new(real: usize) -> Self {
        let n = real + (real >= 3 && real % 2 == 1) as usize;
        Matcher {
            n,
            real,
            idx: vec![ZERO; n * n],
            vals: vec![W::zero()],
            dict: FxHashMap::default(),
            over: FxHashMap::default(),
            solved: false,
            cert: std::cell::Cell::new(None),
            changed: false,
            mate: vec![NONE; n],
            dualvar: vec![W::zero(); 2 * n],
            inblossom: (0..n).collect(),
            blossomparent: vec![NONE; 2 * n],
            blossomchilds: vec![Vec::new(); 2 * n],
            blossombase: (0..n).chain(std::iter::repeat_n(NONE, n)).collect(),
            blossomendps: vec![Vec::new(); 2 * n],
            unusedblossoms: (n..2 * n).rev().collect(),
            label: vec![0; 2 * n],
            labelend: vec![NONE; 2 * n],
            bestedge: vec![NONE; 2 * n],
            blossombestedges: vec![None; 2 * n],
            allowedge: vec![0; (n * n).div_ceil(64)],
            allowed_words: Vec::new(),
            magic: if n < 1 << 16 {
                (1u64 << 48) / n.max(1) as u64 + 1
            } else {
                0
            },
            bestkey: vec![W::zero(); 2 * n],
            dsum: W::zero(),
            best_to: vec![NONE; 2 * n],
            best_slack_to: vec![W::zero(); 2 * n],
            queue: Vec::new(),
        }
    }

    /// Number of vertices.
    pub fn len(&self) -> usize {
        self.real
    }

    /// Whether the graph has no vertex.
    pub fn is_empty(&self) -> bool {
        self.real == 0
    }

    /// The weight of edge `i`–`j`.
    #[inline]
    pub fn weight(&self, i: usize, j: usize) -> W {
        self.at(i * self.n + j)
    }

    /// The weight of arc `p`.
    #[inline]
    fn at(&self, p: usize) -> W {
        let k = self.idx[p];
        if k != OVER {
            self.vals[k as usize]
        } else {
            self.over_at(p)
        }
    }

    #[cold]
    fn over_at(&self, p: usize) -> W {
        let (i, j) = (p / self.n, p % self.n);
        self.over[&(i.min(j) * self.n + i.max(j))]
    }

    /// The index of weight `w` in the table, added if new (whatever the table's size: for
    /// weights the caller keeps by index, see [`Matcher::value`]).
    pub fn intern(&mut self, w: W) -> u32 {
        if w.is_zero() {
            return ZERO;
        }
        if let Some(&k) = self.dict.get(&w) {
            return k;
        }
        let k = self.vals.len() as u32;
        assert!(k < OVER, "weight table full");
        self.vals.push(w);
        self.dict.insert(w, k);
        k
    }

    /// The weight of index `k` (from [`Matcher::intern`]).
    #[inline]
    pub fn value(&self, k: u32) -> W {
        self.vals[k as usize]
    }

    /// Sets edge `i`-`j` to the weight of index `k` before the first solve (a graph being
    /// built: nothing else to keep feasible).
    #[inline]
    pub fn set_new(&mut self, i: usize, j: usize, k: u32) {
        debug_assert!(!self.solved && i != j && k != OVER);
        let n = self.n;
        self.idx[i * n + j] = k;
        self.idx[j * n + i] = k;
        self.changed = true;
    }

    /// Stores `w` as the weight of both arcs of `i`-`j`.
    fn store(&mut self, i: usize, j: usize, w: W) {
        let n = self.n;
        let key = i.min(j) * n + i.max(j);
        let k = match self.dict.get(&w) {
            _ if w.is_zero() => ZERO,
            Some(&k) => k,
            None if self.vals.len() < TABLE_CAP => self.intern(w),
            None => OVER,
        };
        if k == OVER {
            self.over.insert(key, w);
        } else if self.idx[i * n + j] == OVER {
            self.over.remove(&key);
        }
        self.idx[i * n + j] = k;
        self.idx[j * n + i] = k;
    }

    /// Sets the weight of edge `i`–`j` (zero removes it).
    ///
    /// The optimum's duals stay feasible: an edge inside a blossom dissolves the blossom (its
    /// dual moves onto its vertices); an edge the duals no longer cover raises one end's dual
    /// just enough, an end in no blossom if there is one (a blossom's vertices keep their
    /// duals, or its edges would no longer be tight), else the blossom dissolves. The next
    /// solve gives up a matched edge that is no longer tight. A weight that fell leaves the
    /// duals as they are: lowering weights, the Dutch engine's most common change, costs the
    /// next solve nothing unless the edge was matched (its pair is searched for again) or lay
    /// inside a blossom (which dissolves).
    pub fn set(&mut self, i: usize, j: usize, w: W) {
        debug_assert!(i != j);
        let n = self.n;
        let k = self.idx[i * n + j];
        if k == ZERO && w.is_zero() || k != ZERO && !w.is_zero() && self.weight(i, j) == w {
            return;
        }
        self.store(i, j, w);
        self.changed = true;
        if !self.solved {
            return;
        }
        if self.mate[i] != NONE && self.mate[i] % n == j {
            self.cert.set(None);
        }
        if self.inblossom[i] == self.inblossom[j] && self.inblossom[i] >= n {
            self.dissolve(self.inblossom[i]);
        }
        if self.dualvar[i].add(self.dualvar[j]) < w.add(w) {
            self.cert.set(None);
            let (a, b) = if self.inblossom[i] == i {
                (i, j)
            } else if self.inblossom[j] == j {
                (j, i)
            } else {
                self.dissolve(self.inblossom[i]);
                (i, j)
            };
            if self.dualvar[a].add(self.dualvar[b]) < w.add(w) {
                self.dualvar[a] = w.add(w).sub(self.dualvar[b]);
            }
        }
    }

    /// The slack of edge `i`-`j` under the duals (doubled), blossoms' included.
    fn full_slack(&self, i: usize, j: usize) -> W {
        let w = self.weight(i, j);
        let mut s = self.dualvar[i].add(self.dualvar[j]);
        if self.inblossom[i] == self.inblossom[j] && self.inblossom[i] >= self.n {
            // The blossoms holding both: the lowest one and those above it.
            let parent = &self.blossomparent;
            let depth = |mut v: usize| {
                let mut d = 0;
                while parent[v] != NONE {
                    v = parent[v];
                    d += 1;
                }
                d
            };
            let (mut a, mut b) = (i, j);
            let (mut da, mut db) = (depth(a), depth(b));
            while da > db {
                a = parent[a];
                da -= 1;
            }
            while db > da {
                b = parent[b];
                db -= 1;
            }
            while a != b {
                a = parent[a];
                b = parent[b];
            }
            while a != NONE {
                s = s.add(self.dualvar[a]).add(self.dualvar[a]);
                a = parent[a];
            }
        }
        s.sub(w.add(w))
    }

    /// Whether edge `i`-`j` exists and is tight under the duals of the last solve (as
    /// [`Matcher::set`] has kept them feasible since).
    pub fn tight(&self, i: usize, j: usize) -> bool {
        self.solved && !self.weight(i, j).is_zero() && self.full_slack(i, j).is_zero()
    }

    /// Whether the duals prove the current matching optimal: every matched edge tight and
    /// every exposed vertex's dual zero (blossoms are full by construction: complementary
    /// slackness). Then every maximum-weight matching uses tight edges only, so a non-tight
    /// edge is in none. (A matched edge inside a blossom is tight: the search matches along
    /// tight edges only, and a change that could loosen one dissolves the blossom.)
    pub fn certified(&self) -> bool {
        if let Some(c) = self.cert.get() {
            return c;
        }
        let n = self.n;
        let c = self.solved
            && (0..n).all(|v| match self.mate[v] {
                NONE => self.dualvar[v].is_zero(),
                a if self.inblossom[v] == self.inblossom[a % n] => true,
                a => {
                    let (m, w) = (a % n, self.weight(v, a % n));
                    self.dualvar[v].add(self.dualvar[m]) == w.add(w)
                }
            });
        self.cert.set(Some(c));
        c
    }

    /// Replaces the mates of the pairs' players (the caller's vertices) by the pairs. The
    /// caller vouches that the result is a matching exactly as heavy as the current optimum, so
    /// an optimum of the caller's graph too. A blossom's matching is part of it: a blossom keeps
    /// only a change of its base's partner outside it; one in which any other vertex's partner
    /// changes dissolves. Taking the hidden vertex's partner leaves it exposed, which its
    /// optimum is not: then, as after a dissolve, the next solve restores the proof.
    pub fn rematch(&mut self, pairs: &[(usize, usize)]) {
        self.cert.set(None);
        let n = self.n;
        let partner = |m: usize| (m != NONE).then(|| m % n);
        for &(a, b) in pairs {
            debug_assert!(a < self.real && b < self.real && a != b);
            for (v, new) in [(a, b), (b, a)] {
                let old = partner(self.mate[v]);
                if old == Some(new) {
                    continue;
                }
                // v changes partner, and so does its old partner (who loses him).
                let changes = [(v, old, Some(new))]
                    .into_iter()
                    .chain(old.map(|x| (x, Some(v), None)));
                for (u, from, to) in changes {
                    let bu = self.inblossom[u];
                    let outside = |x: Option<usize>| x.is_none_or(|x| self.inblossom[x] != bu);
                    if bu >= n && !(self.blossombase[bu] == u && outside(from) && outside(to)) {
                        self.dissolve(bu);
                        // The duals no longer prove the optimum: a solve restores them.
                        self.changed = true;
                    }
                }
                if let Some(x) = old
                    && self.mate[x] == x * n + v
                {
                    self.mate[x] = NONE;
                    if x >= self.real {
                        self.changed = true;
                    }
                }
            }
        }
        for &(a, b) in pairs {
            self.mate[a] = a * n + b;
            self.mate[b] = b * n + a;
        }
    }

    /// Makes edge `a`-`b` (of two vertices in no blossom) matched in an optimum, if one has it:
    /// only from a proven optimum (see [`Matcher::certified`]; weights changed since the last
    /// solve are fine as long as the duals still prove it), and only along tight edges, so the
    /// duals still prove the result. The two old partners are left exposed and searched
    /// for in the tight graph, without a dual adjustment; if that is not enough (no optimum has
    /// the edge by that way), everything is as it was and the answer is no. Cheaper than a
    /// solve that weighs the edge up: the search stays where the two old partners are.
    pub fn force(&mut self, a: usize, b: usize) -> bool {
        let n = self.n;
        if !self.solved || !self.tight(a, b) {
            return false;
        }
        if self.mate[a] == a * n + b {
            return true;
        }
        if self.inblossom[a] != a || self.inblossom[b] != b || !self.certified() {
            return false;
        }
        self.cert.set(None);
        let saved = (
            self.mate.clone(),
            self.inblossom.clone(),
            self.blossomparent.clone(),
            self.blossomchilds.clone(),
            self.blossombase.clone(),
            self.blossomendps.clone(),
            self.unusedblossoms.clone(),
        );
        for v in [a, b] {
            if self.mate[v] != NONE {
                let m = self.mate[v] % n;
                self.mate[m] = NONE;
            }
        }
        self.mate[a] = a * n + b;
        self.mate[b] = b * n + a;
        // (An augmenting path may pass through a-b and take it away again: then no.)
        if self.main(true) && self.mate[a] == a * n + b {
            return true;
        }
        (
            self.mate,
            self.inblossom,
            self.blossomparent,
            self.blossomchilds,
            self.blossombase,
            self.blossomendps,
            self.unusedblossoms,
        ) = saved;
        false
    }

    /// Each vertex's partner in the last solve (itself when exposed).
    pub fn mates(&self) -> Vec<usize> {
        (0..self.real)
            .map(|v| match self.mate[v] {
                NONE => v,
                a if a % self.n >= self.real => v,
                a => a % self.n,
            })
            .collect()
    }

    /// Computes a maximum-weight matching of the current weights.
    ///
    /// Warm start: when a previous optimum exists, its duals and blossoms are kept
    /// ([`Matcher::set`] has kept the duals feasible) and matched edges that are no longer
    /// tight are unmatched. (Lowering exposed vertices' duals as far as their edges allow was
    /// tried: it makes more edges tight and the search trees larger, so it costs more than it
    /// saves.) The duals are then feasible and every matched edge tight, so the search only
    /// has to serve the exposed vertices whose dual is still positive.
    pub fn solve(&mut self) {
        if self.solved && !self.changed {
            return;
        }
        self.cert.set(None);
        if self.solved {
            self.warm_start();
        } else {
            self.pad();
            self.greedy_start();
        }
        self.main(false);
        self.solved = true;
        self.changed = false;
    }

    /// The hidden vertex's edges, set once before the first solve.
    fn pad(&mut self) {
        let (n, real) = (self.n, self.real);
        if n == real {
            return;
        }
        let Some(c) = (0..real)
            .filter_map(|v| {
                let top = (0..real).map(|u| self.weight(v, u)).max()?;
                (!top.is_zero()).then_some(top)
            })
            .min()
        else {
            return;
        };
        let k = self.intern(c);
        for v in 0..real {
            self.idx[real * n + v] = k;
            self.idx[v * n + real] = k;
        }
    }

    /// The total weight of the current matching.
    pub fn total(&self) -> W {
        let mut t = W::zero();
        for v in 0..self.real {
            if self.mate[v] != NONE {
                let m = self.mate[v] % self.n;
                if v < m && m < self.real {
                    t = t.add(self.weight(v, m));
                }
            }
        }
        t
    }

    /// A cold start that does the easy part at once: each vertex's dual is its heaviest edge
    /// (rounded up to even, as the search needs), which is feasible, and edges that are then
    /// tight are matched greedily. Started from equal duals instead, the search would find these
    /// pairs one stage at a time.
    fn greedy_start(&mut self) {
        let n = self.n;
        let one = W::from_u64(1);
        for v in 0..n {
            let mut top = W::zero();
            for u in 0..n {
                if u != v && self.weight(v, u) > top {
                    top = self.weight(v, u);
                }
            }
            if top.half().add(top.half()) != top {
                top = top.add(one);
            }
            self.dualvar[v] = top;
        }
        for v in 0..n {
            if self.mate[v] != NONE || self.dualvar[v].is_zero() {
                continue;
            }
            for u in v + 1..n {
                let w = self.weight(v, u);
                if self.mate[u] == NONE
                    && !w.is_zero()
                    && w == self.dualvar[v]
                    && w == self.dualvar[u]
                {
                    self.mate[v] = v * n + u;
                    self.mate[u] = u * n + v;
                    break;
                }
            }
        }
        // Then each vertex still exposed, in order, lowers its dual as far as its edges allow
        // (the duals stay feasible and even, matched edges tight): some edge of his is then
        // tight, and he takes its other end if that is exposed too.
        for v in 0..n {
            if self.mate[v] != NONE || self.dualvar[v].is_zero() {
                continue;
            }
            let mut best = W::zero();
            let mut to = NONE;
            for u in 0..n {
                let w = self.weight(v, u);
                if u == v || w.is_zero() {
                    continue;
                }
                let dw = w.add(w);
                if dw <= self.dualvar[u] {
                    continue;
                }
                let need = dw.sub(self.dualvar[u]);
                if need > best
                    || (need == best && to != NONE && self.mate[to] != NONE && self.mate[u] == NONE)
                {
                    best = need;
                    to = u;
                }
            }
            self.dualvar[v] = best;
            if to != NONE && self.mate[to] == NONE && !best.is_zero() {
                self.mate[v] = v * n + to;
                self.mate[to] = to * n + v;
            }
        }
    }

    fn warm_start(&mut self) {
        let n = self.n;
        // Keep every matched pair whose edge is still tight; unmatch the others. (A pair
        // inside a blossom is: neither its weight nor its duals changed, or the blossom would
        // have dissolved.)
        for v in 0..n {
            if self.mate[v] == NONE {
                continue;
            }
            let m = self.mate[v] % n;
            if m < v || (self.inblossom[v] == self.inblossom[m] && self.inblossom[v] >= n) {
                continue;
            }
            let w = self.weight(v, m);
            if w.is_zero() || self.dualvar[v].add(self.dualvar[m]) != w.add(w) {
                self.mate[v] = NONE;
                self.mate[m] = NONE;
            }
        }
        // The search halves the slack of edges between two trees, which is exact only when
        // all roots' duals have the same parity (cold, they are all even): make every exposed
        // vertex's dual even. Raising an exposed vertex's dual keeps everything feasible; in a
        // blossom, all its vertices' duals go up by one and the blossom's down by one, which
        // keeps its edges tight (the vertices of a blossom share a parity: its edges are tight).
        let one = W::from_u64(1);
        for v in 0..n {
            if self.mate[v] != NONE
                || self.dualvar[v].half().add(self.dualvar[v].half()) == self.dualvar[v]
            {
                continue;
            }
            // A blossom whose dual is zero opens (its duals and edges stay as they are), down
            // to the first one holding v whose dual is not.
            while self.inblossom[v] >= n && self.dualvar[self.inblossom[v]].is_zero() {
                self.open(self.inblossom[v]);
            }
            let b = self.inblossom[v];
            if b >= n {
                self.dualvar[b] = self.dualvar[b].sub(one);
                for leaf in self.leaves_of(b) {
                    self.dualvar[leaf] = self.dualvar[leaf].add(one);
                }
            } else {
                self.dualvar[v] = self.dualvar[v].add(one);
            }
        }
    }

    /// Opens top-level blossom `b`, whose dual is zero: its children become top-level
    /// blossoms (or vertices). No dual changes, so every edge keeps its slack.
    fn open(&mut self, b: usize) {
        let n = self.n;
        debug_assert!(self.dualvar[b].is_zero());
        for c in std::mem::take(&mut self.blossomchilds[b]) {
            self.blossomparent[c] = NONE;
            if c < n {
                self.inblossom[c] = c;
            } else {
                for leaf in self.leaves_of(c) {
                    self.inblossom[leaf] = c;
                }
            }
        }
        self.release(b);
    }

    /// Returns blossom slot `b`, whose children have left it and whose dual is zero (or moved
    /// onto its vertices), to the free slots: what opening, dissolving and expanding share.
    fn release(&mut self, b: usize) {
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomchilds[b] = Vec::new();
        self.blossomendps[b] = Vec::new();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.dualvar[b] = W::zero();
        self.unusedblossoms.push(b);
    }

    /// Dissolves top-level blossom `b` and the blossoms inside it: each one's dual moves onto
    /// its vertices (a blossom dual counts twice against an edge inside it, once per end in the
    /// doubled vertex duals), so every edge keeps its slack or gains, and the vertex duals
    /// alone stay feasible. The matching stays as it is.
    fn dissolve(&mut self, b: usize) {
        self.cert.set(None);
        let n = self.n;
        let z = self.dualvar[b];
        let childs = std::mem::take(&mut self.blossomchilds[b]);
        for &c in &childs {
            self.blossomparent[c] = NONE;
            if c < n {
                self.dualvar[c] = self.dualvar[c].add(z);
                self.inblossom[c] = c;
            } else {
                self.dualvar[c] = self.dualvar[c].add(z);
                self.dissolve(c);
            }
        }
        self.release(b);
    }

    /// Arc `p` as (from, to), without a division: `p < n² < 2³²` and `n < 2¹⁶`, so
    /// multiplying by `magic = ⌊2⁴⁸/n⌋ + 1` and shifting is exact (the error stays under
    /// `2⁻¹⁶ <= 1/n`). The searches split arcs at every step; a division costs tens of cycles.
    #[inline]
    fn split(&self, p: usize) -> (usize, usize) {
        let i = if self.magic != 0 {
            ((p as u128 * self.magic as u128) >> 48) as usize
        } else {
            p / self.n
        };
        debug_assert_eq!(i, p / self.n);
        (i, p - i * self.n)
    }
    #[inline]
    fn to(&self, p: usize) -> usize {
        self.split(p).1
    }
    #[inline]
    fn rev(&self, p: usize) -> usize {
        let (i, j) = self.split(p);
        j * self.n + i
    }
    #[inline]
    fn slack(&self, p: usize) -> W {
        let (i, j) = self.split(p);
        let w = self.at(p);
        self.dualvar[i].add(self.dualvar[j]).sub(w.add(w))
    }
    /// Whether arc `p` (edge `i`-`j`) may be used; the bit matrix is kept symmetric, so that
    /// a scan of vertex `i` reads row `i` in order.
    #[inline]
    fn allowed(&self, p: usize) -> bool {
        self.allowedge[p / 64] >> (p % 64) & 1 == 1
    }
    #[inline]
    fn allow(&mut self, p: usize) {
        let r = self.rev(p);
        self.allowedge[p / 64] |= 1 << (p % 64);
        self.allowedge[r / 64] |= 1 << (r % 64);
        self.allowed_words.extend([p / 64, r / 64]);
    }

    /// Where a walk round blossom `b` from child index `i` back to its base starts: the signed
    /// index, the step, and whether the links are read backwards (an even index walks down,
    /// an odd one up, so that the path to the base has even length).
    fn walk(&self, b: usize, i: usize) -> (isize, isize, usize) {
        let len = self.blossomchilds[b].len() as isize;
        if i & 1 == 1 {
            (i as isize - len, 1, 0)
        } else {
            (i as isize, -1, 1)
        }
    }

    /// The link of blossom `b` crossed when stepping to signed index `j`, as an arc pointing
    /// the way of the walk.
    fn link(&self, b: usize, j: isize, backwards: usize) -> usize {
        let len = self.blossomendps[b].len() as isize;
        let e = self.blossomendps[b][(j - backwards as isize).rem_euclid(len) as usize];
        if backwards == 1 { self.rev(e) } else { e }
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.leaves(t, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut v = Vec::new();
        self.leaves(b, &mut v);
        v
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let l = self.leaves_of(b);
            self.queue.extend(l);
        } else {
            let base = self.blossombase[b];
            let m = self.mate[base];
            let next = self.to(m);
            let back = self.rev(m);
            self.assign_label(next, 1, back);
        }
    }

    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.to(self.labelend[b]);
                b = self.inblossom[v];
                v = self.to(self.labelend[b]);
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

    fn add_blossom(&mut self, base: usize, k: usize) {
        let n = self.n;
        let (v0, w0) = self.split(k);
        let (mut v, mut w) = (v0, w0);
        let bb = self.inblossom[base];
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let b = self.unusedblossoms.pop().expect("a free blossom slot");
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.to(self.labelend[bv]);
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        // The arc whose `to` is v (the local end in v's child), coming from w.
        endps.push(w0 * n + v0);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.rev(self.labelend[bw]));
            w = self.to(self.labelend[bw]);
            bw = self.inblossom[w];
        }
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = W::zero();
        for leaf in self.leaves_of_path(&path) {
            if self.label[self.inblossom[leaf]] == 2 {
                self.queue.push(leaf);
            }
            self.inblossom[leaf] = b;
        }
        // The least-slack edge from the new blossom to each other S-blossom: from the
        // children's lists, or their vertices' rows.
        let mut to = std::mem::take(&mut self.best_to);
        let mut slack_to = std::mem::take(&mut self.best_slack_to);
        let mut touched = Vec::new();
        for &child in &path {
            match self.blossombestedges[child].take() {
                Some(list) => {
                    for p in list {
                        let (mut i, mut j) = self.split(p);
                        if self.inblossom[j] == b {
                            std::mem::swap(&mut i, &mut j);
                        }
                        self.offer(b, i, j, &mut to, &mut slack_to, &mut touched);
                    }
                }
                None => {
                    for leaf in self.leaves_of(child) {
                        for u in 0..n {
                            if u != leaf && !self.weight(leaf, u).is_zero() {
                                self.offer(b, leaf, u, &mut to, &mut slack_to, &mut touched);
                            }
                        }
                    }
                }
            }
            self.bestedge[child] = NONE;
        }
        self.bestedge[b] = NONE;
        let mut best = Vec::with_capacity(touched.len());
        let mut least = W::zero();
        for bj in touched {
            if self.bestedge[b] == NONE || slack_to[bj] < least {
                self.bestedge[b] = to[bj];
                least = slack_to[bj];
            }
            best.push(to[bj]);
            to[bj] = NONE;
        }
        if self.bestedge[b] != NONE {
            self.bestkey[b] = least.add(self.dsum).add(self.dsum);
        }
        self.best_to = to;
        self.best_slack_to = slack_to;
        self.blossombestedges[b] = Some(best);
        self.blossomchilds[b] = path;
        self.blossomendps[b] = endps;
    }

    /// Offers edge `i`-`j` (`i` in new blossom `b`) as the blossom's least-slack edge to `j`'s
    /// blossom, if that is another S-blossom.
    fn offer(
        &self,
        b: usize,
        i: usize,
        j: usize,
        to: &mut [usize],
        slack_to: &mut [W],
        touched: &mut Vec<usize>,
    ) {
        let bj = self.inblossom[j];
        if bj == b || self.label[bj] != 1 {
            return;
        }
        let w = self.weight(i, j);
        let s = self.dualvar[i].add(self.dualvar[j]).sub(w.add(w));
        if to[bj] == NONE {
            touched.push(bj);
        } else if s >= slack_to[bj] {
            return;
        }
        to[bj] = i * self.n + j;
        slack_to[bj] = s;
    }

    fn leaves_of_path(&self, path: &[usize]) -> Vec<usize> {
        let mut v = Vec::new();
        for &c in path {
            self.leaves(c, &mut v);
        }
        v
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let n = self.n;
        let childs = self.blossomchilds[b].clone();
        if !endstage {
            // A T-blossom: its vertices' least-slack edges get keys (see `bestkey`), as some
            // of them are now free.
            for leaf in self.leaves_of(b) {
                if self.bestedge[leaf] != NONE {
                    self.bestkey[leaf] = self.slack(self.bestedge[leaf]).add(self.dsum);
                }
            }
        }
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                for leaf in self.leaves_of(s) {
                    self.inblossom[leaf] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let len = childs.len() as isize;
            let entrychild = self.inblossom[self.to(self.rev(self.labelend[b]))];
            let entry = childs
                .iter()
                .position(|&c| c == entrychild)
                .expect("entry child");
            let (mut j, jstep, endptrick) = self.walk(b, entry);
            let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
            let endp = |s: &Self, j: isize| -> usize { s.link(b, j, endptrick) };
            let mut p = self.labelend[b];
            while j != 0 {
                let pv = self.to(self.rev(p));
                self.label[pv] = 0;
                let q = endp(self, j);
                let qv = self.to(self.rev(q));
                self.label[qv] = 0;
                self.assign_label(pv, 2, p);
                self.allow(q);
                j += jstep;
                p = endp(self, j);
                self.allow(p);
                j += jstep;
            }
            let bv = childs[at(j)];
            let pv = self.to(self.rev(p));
            self.label[pv] = 2;
            self.label[bv] = 2;
            self.labelend[pv] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while childs[at(j)] != entrychild {
                let bv = childs[at(j)];
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let mut found = NONE;
                for leaf in self.leaves_of(bv) {
                    if self.label[leaf] != 0 {
                        found = leaf;
                        break;
                    }
                }
                if found != NONE {
                    self.label[found] = 0;
                    let mb = self.mate[self.blossombase[bv]];
                    let partner = self.to(mb);
                    self.label[partner] = 0;
                    let le = self.labelend[found];
                    self.assign_label(found, 2, le);
                }
                j += jstep;
            }
        }
        self.release(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let n = self.n;
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= n {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as isize;
        let i = self.blossomchilds[b]
            .iter()
            .position(|&c| c == t)
            .expect("child");
        let (mut j, jstep, endptrick) = self.walk(b, i);
        let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
        while j != 0 {
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            let p = self.link(b, j, endptrick);
            if t >= n {
                let x = self.to(p);
                self.augment_blossom(t, x);
            }
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            if t >= n {
                let x = self.to(self.rev(p));
                self.augment_blossom(t, x);
            }
            let a = self.to(p);
            let c = self.to(self.rev(p));
            self.mate[a] = self.rev(p);
            self.mate[c] = p;
        }
        self.blossomchilds[b].rotate_left(i);
        self.blossomendps[b].rotate_left(i);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
        debug_assert_eq!(self.blossombase[b], v);
    }

    /// Flips the alternating path from S-vertex `s` (newly matched along arc `p`, or newly
    /// exposed when `p` is `NONE`) back to its tree's root.
    fn augment_from(&mut self, mut s: usize, mut p: usize) {
        let n = self.n;
        loop {
            let bs = self.inblossom[s];
            if bs >= n {
                self.augment_blossom(bs, s);
            }
            self.mate[s] = p;
            if self.labelend[bs] == NONE {
                break;
            }
            let t = self.to(self.labelend[bs]);
            let bt = self.inblossom[t];
            let lb = self.labelend[bt];
            s = self.to(lb);
            let j = self.to(self.rev(lb));
            if bt >= n {
                self.augment_blossom(bt, j);
            }
            self.mate[j] = lb;
            p = self.rev(lb);
        }
    }

    fn augment_matching(&mut self, k: usize) {
        let n = self.n;
        let (v, w) = self.split(k);
        self.augment_from(v, v * n + w);
        self.augment_from(w, w * n + v);
    }

    /// Takes the trees of the two top-level blossoms `trees` (`NONE` for none) out of the
    /// stage's search: every labelled top-level blossom whose tree root (followed up its label
    /// ends) is theirs is labelled `MET`. (Searching on into them makes the other trees grow
    /// over ground already searched and shrink it into blossoms again; the next stage searches
    /// it afresh.)
    fn unlabel_trees(&mut self, trees: [usize; 2]) {
        let n = self.n;
        let mut root = vec![NONE; 2 * n];
        let mut path = Vec::new();
        let mut find = |s: &Self, b: usize, root: &mut Vec<usize>| {
            let mut x = b;
            let r = loop {
                if root[x] != NONE {
                    break root[x];
                }
                path.push(x);
                let le = s.labelend[x];
                if le == NONE {
                    break x;
                }
                x = s.inblossom[s.to(le)];
            };
            for p in path.drain(..) {
                root[p] = r;
            }
            r
        };
        let dead: Vec<usize> = trees
            .iter()
            .filter(|&&t| t != NONE)
            .map(|&t| find(self, t, &mut root))
            .collect();
        for b in 0..2 * n {
            let top = if b < n {
                self.inblossom[b] == b
            } else {
                self.blossombase[b] != NONE && self.blossomparent[b] == NONE
            };
            if !top
                || self.label[b] == 0
                || self.label[b] == MET
                || !dead.contains(&find(self, b, &mut root))
            {
                continue;
            }
            self.label[b] = MET;
            if b >= n {
                for leaf in self.leaves_of(b) {
                    self.label[leaf] = MET;
                }
            }
        }
    }

    /// The search, stage by stage, until no exposed vertex has a dual above zero. A `probe`
    /// makes no dual adjustment: it returns false where one would be needed (having changed
    /// the matching and blossoms on the way; see [`Matcher::force`]).
    fn main(&mut self, probe: bool) -> bool {
        let n = self.n;
        if n == 0 {
            return true;
        }
        // The roots: exposed vertices whose dual is not zero (one whose dual is zero is optimal
        // as it is). The search is depth-first (the queue is a stack), so the root labelled
        // last is searched first: the one with the largest dual. (Measured at 1,000 players:
        // 0.77x the time of index order; lowest index first 1.58x, breadth-first 1.82x.) A
        // stage lowers every root's dual alike and no vertex becomes one in a solve (a vertex
        // left exposed has a zero dual), so the order, sorted once, holds for every stage.
        let mut roots: Vec<usize> = (0..n)
            .filter(|&v| self.mate[v] == NONE && !self.dualvar[v].is_zero())
            .collect();
        roots.sort_by(|&a, &b| self.dualvar[a].cmp(&self.dualvar[b]).then(a.cmp(&b)));
        // Per distinct weight (index), `dv - 2w` for the vertex being scanned, and the scan it
        // was worked out in (the weights do not change during a solve).
        let mut part_of = vec![W::zero(); self.vals.len()];
        let mut stamp = vec![0u32; self.vals.len()];
        let mut scan = 0u32;
        loop {
            // A stage.
            self.dsum = W::zero();
            self.label.iter_mut().for_each(|l| *l = 0);
            self.bestedge.iter_mut().for_each(|e| *e = NONE);
            for b in n..2 * n {
                self.blossombestedges[b] = None;
            }
            for w in std::mem::take(&mut self.allowed_words) {
                self.allowedge[w] = 0;
            }
            self.queue.clear();
            roots.retain(|&v| self.mate[v] == NONE && !self.dualvar[v].is_zero());
            let mut count = 0;
            for &v in &roots {
                if self.label[self.inblossom[v]] == 0 {
                    self.assign_label(v, 1, NONE);
                    count += 1;
                }
            }
            if count == 0 {
                break;
            }
            // Whether the stage has augmented. It then goes on with the other trees, without
            // the two that met, as long as it can without a dual adjustment, then ends: the
            // roots already searched need not be searched again for each augmenting path.
            let mut augmented = false;
            loop {
                while let Some(v) = self.queue.pop() {
                    if self.label[self.inblossom[v]] != 1 {
                        // Of a tree that met another: no longer labelled.
                        continue;
                    }
                    let mut met = None;
                    // The vertex duals do not change during a scan (a blossom made here changes
                    // which blossom `v` is in, so that is read afresh).
                    let dv = self.dualvar[v];
                    // `dv - 2w + dsum` once per distinct weight of the row (a row has few):
                    // an edge's slack plus `dsum`, its key, is then one wide addition (`dsum`
                    // changes only between scans).
                    scan = scan.wrapping_add(1);
                    if scan == 0 {
                        stamp.iter_mut().for_each(|s| *s = 0);
                        scan = 1;
                    }
                    for u in 0..n {
                        let p = v * n + u;
                        let k = self.idx[p];
                        if u == v || k == ZERO || self.inblossom[v] == self.inblossom[u] {
                            continue;
                        }
                        // The slack plus `dsum` (the key of an edge to a free vertex).
                        let mut key1 = self.dsum;
                        if !self.allowed(p) {
                            let part = if k != OVER {
                                let k = k as usize;
                                if stamp[k] != scan {
                                    stamp[k] = scan;
                                    let w = self.vals[k];
                                    part_of[k] = dv.sub(w.add(w)).add(self.dsum);
                                }
                                part_of[k]
                            } else {
                                let w = self.over_at(p);
                                dv.sub(w.add(w)).add(self.dsum)
                            };
                            key1 = part.add(self.dualvar[u]);
                            if key1 == self.dsum {
                                self.allow(p);
                            }
                        }
                        let bu = self.inblossom[u];
                        if self.label[bu] == MET {
                            continue;
                        }
                        if self.allowed(p) {
                            if self.label[bu] == 0 {
                                let base = self.blossombase[bu];
                                if self.mate[base] == NONE {
                                    // An exposed base whose dual is zero: augment into it.
                                    if bu >= n {
                                        self.augment_blossom(bu, u);
                                    }
                                    met = Some([self.inblossom[v], NONE]);
                                    self.mate[u] = u * n + v;
                                    self.augment_from(v, v * n + u);
                                    break;
                                }
                                self.assign_label(u, 2, self.rev(p));
                            } else if self.label[bu] == 1 {
                                let base = self.scan_blossom(v, u);
                                if base != NONE {
                                    self.add_blossom(base, p);
                                } else {
                                    met = Some([self.inblossom[v], bu]);
                                    self.augment_matching(p);
                                    break;
                                }
                            } else if self.label[u] == 0 {
                                self.label[u] = 2;
                                self.labelend[u] = self.rev(p);
                            }
                        } else if self.label[bu] == 1 {
                            let b = self.inblossom[v];
                            let key = key1.add(self.dsum);
                            if self.bestedge[b] == NONE || key < self.bestkey[b] {
                                self.bestedge[b] = p;
                                self.bestkey[b] = key;
                            }
                        } else if self.label[u] == 0 && self.label[bu] == 0 {
                            let key = key1;
                            if self.bestedge[u] == NONE || key < self.bestkey[u] {
                                self.bestedge[u] = p;
                                self.bestkey[u] = key;
                            }
                        } else if self.label[u] == 0
                            && (self.bestedge[u] == NONE
                                || key1.sub(self.dsum) < self.slack(self.bestedge[u]))
                        {
                            // Inside a T-blossom the slacks of u's edges to S-vertices stay as
                            // they are (u's dual rises as theirs fall), so keys would drift:
                            // compare afresh; an expansion sets u's key.
                            self.bestedge[u] = p;
                        }
                    }
                    if let Some(trees) = met {
                        self.unlabel_trees(trees);
                        augmented = true;
                    }
                }
                if augmented {
                    break;
                }
                if probe {
                    return false;
                }
                // Dual adjustment.
                let mut deltatype = 1;
                let mut delta = W::zero();
                let mut deltaedge = NONE;
                let mut deltablossom = NONE;
                let mut first = true;
                // Type 1: an S-vertex's dual reaches zero.
                let mut zero_vertex = NONE;
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 1 && (first || self.dualvar[v] < delta) {
                        delta = self.dualvar[v];
                        zero_vertex = v;
                        first = false;
                    }
                }
                for v in 0..n {
                    if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                        let d = self.bestkey[v].sub(self.dsum);
                        if d < delta {
                            delta = d;
                            deltatype = 2;
                            deltaedge = self.bestedge[v];
                        }
                    }
                }
                for b in 0..2 * n {
                    if self.blossomparent[b] == NONE
                        && self.label[b] == 1
                        && self.bestedge[b] != NONE
                        && (b < n || self.blossombase[b] != NONE)
                    {
                        let d = self.bestkey[b].sub(self.dsum).sub(self.dsum).half();
                        if d < delta {
                            delta = d;
                            deltatype = 3;
                            deltaedge = self.bestedge[b];
                        }
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE
                        && self.blossomparent[b] == NONE
                        && self.label[b] == 2
                        && self.dualvar[b] < delta
                    {
                        delta = self.dualvar[b];
                        deltatype = 4;
                        deltablossom = b;
                    }
                }
                self.dsum = self.dsum.add(delta);
                for v in 0..n {
                    match self.label[self.inblossom[v]] {
                        1 => self.dualvar[v] = self.dualvar[v].sub(delta),
                        2 => self.dualvar[v] = self.dualvar[v].add(delta),
                        _ => {}
                    }
                }
                for b in n..2 * n {
                    if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                        match self.label[b] {
                            1 => self.dualvar[b] = self.dualvar[b].add(delta),
                            2 => self.dualvar[b] = self.dualvar[b].sub(delta),
                            _ => {}
                        }
                    }
                }
                match deltatype {
                    1 => {
                        // An S-vertex's dual is zero: make it the exposed one of its tree
                        // (flipping the path to the root) and end the stage.
                        let v = zero_vertex;
                        self.augment_from(v, NONE);
                        break;
                    }
                    2 => {
                        self.allow(deltaedge);
                        let (mut i, j) = self.split(deltaedge);
                        if self.label[self.inblossom[i]] == 0 {
                            i = j;
                        }
                        self.queue.push(i);
                    }
                    3 => {
                        self.allow(deltaedge);
                        self.queue.push(self.split(deltaedge).0);
                    }
                    _ => self.expand_blossom(deltablossom, false),
                }
            }
            // End of stage: expand S-blossoms whose dual is zero.
            for b in n..2 * n {
                if self.blossomparent[b] == NONE
                    && self.blossombase[b] != NONE
                    && self.label[b] == 1
                    && self.dualvar[b].is_zero()
                {
                    self.expand_blossom(b, true);
                }
            }
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn brute(n: usize, w: &[Vec<u64>]) -> u64 {
        fn go(v: usize, used: &mut Vec<bool>, n: usize, w: &[Vec<u64>]) -> u64 {
            if v == n {
                return 0;
            }
            if used[v] {
                return go(v + 1, used, n, w);
            }
            used[v] = true;
            let mut best = go(v + 1, used, n, w);
            for u in v + 1..n {
                if !used[u] && w[v][u] > 0 {
                    used[u] = true;
                    best = best.max(w[v][u] + go(v + 1, used, n, w));
                    used[u] = false;
                }
            }
            used[v] = false;
            best
        }
        go(0, &mut vec![false; n], n, w)
    }

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
    }

    /// The duals are feasible: no edge's slack (blossoms' duals included) is negative.
    fn feasible(m: &Matcher<u64>) -> Result<(), String> {
        for i in 0..m.n {
            for j in i + 1..m.n {
                let s = m.full_slack(i, j);
                if m.weight(i, j) != 0 && s > (1u64 << 62) {
                    return Err(format!("edge {i}-{j} infeasible, slack {}", s as i64));
                }
            }
        }
        Ok(())
    }

    /// The optimum's invariants: the structure's, every matched edge tight, every exposed
    /// vertex's dual zero, and `certified` says so.
    fn check(m: &Matcher<u64>) -> Result<(), String> {
        structure(m)?;
        for v in 0..m.n {
            match m.mate[v] {
                NONE if m.dualvar[v] != 0 => {
                    return Err(format!("exposed {v} dual {}", m.dualvar[v]));
                }
                NONE => {}
                a if m.full_slack(v, a % m.n) != 0 => {
                    return Err(format!("matched {v}-{} not tight", a % m.n));
                }
                _ => {}
            }
        }
        if !m.certified() {
            return Err("not certified".into());
        }
        Ok(())
    }

    /// What holds between solves whatever happened: duals feasible, the mates a matching,
    /// every blossom full and its base in it.
    fn structure(m: &Matcher<u64>) -> Result<(), String> {
        feasible(m)?;
        let n = m.n;
        for v in 0..n {
            if m.mate[v] != NONE {
                let u = m.mate[v] % n;
                if m.mate[u] != u * n + v {
                    return Err(format!("mate arcs {v} {u} inconsistent"));
                }
            }
        }
        for b in n..2 * n {
            if m.blossombase[b] == NONE {
                continue;
            }
            let leaves = m.leaves_of(b);
            let inside = leaves
                .iter()
                .filter(|&&v| m.mate[v] != NONE && leaves.contains(&(m.mate[v] % n)))
                .count();
            if inside != leaves.len() - 1 {
                return Err(format!("blossom {b} of {} not full", leaves.len()));
            }
            if !leaves.contains(&m.blossombase[b]) {
                return Err(format!("blossom {b}: base outside"));
            }
        }
        Ok(())
    }

    /// Two matched pairs that can swap partners at the same weight, if any.
    fn swap(m: &Matcher<u64>) -> Option<[(usize, usize); 2]> {
        let mates = m.mates();
        let pairs: Vec<(usize, usize)> = (0..mates.len())
            .filter(|&v| mates[v] > v)
            .map(|v| (v, mates[v]))
            .collect();
        for (k, &(a, b)) in pairs.iter().enumerate() {
            for &(c, d) in &pairs[k + 1..] {
                for [(p, q), (r, t)] in [[(a, c), (b, d)], [(a, d), (b, c)]] {
                    let (x, y) = (m.weight(p, q), m.weight(r, t));
                    if x != 0 && y != 0 && x + y == m.weight(a, b) + m.weight(c, d) {
                        return Some([(p, q), (r, t)]);
                    }
                }
            }
        }
        None
    }

    /// Cold and warm solves (and re-pairings at the same weight in between) against brute
    /// force, with the optimum's invariants checked after each step. Small weights make ties,
    /// so blossoms and equally heavy optima are common.
    #[test]
    fn optimum_equals_brute_force_cold_and_warm() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let mut swaps = 0;
        for case in 0..6000 {
            let n = 2 + (rng.next() % 11) as usize;
            let top = [6, 20][case % 2];
            let mut w = vec![vec![0u64; n]; n];
            let mut m = Matcher::<u64>::new(n);
            let dense = rng.next() % 3;
            for i in 0..n {
                for j in i + 1..n {
                    if rng.next() % 4 > dense {
                        let x = rng.next() % top;
                        w[i][j] = x;
                        w[j][i] = x;
                        m.set(i, j, x);
                    }
                }
            }
            m.solve();
            assert_eq!(check(&m), Ok(()), "case {case} cold");
            assert_eq!(m.total(), brute(n, &w), "case {case} cold");
            // Change the edges of one or two vertices (either end named first) and solve warm.
            for _ in 0..3 {
                if let Some(pairs) = swap(&m) {
                    m.rematch(&pairs);
                    swaps += 1;
                    assert_eq!(structure(&m), Ok(()), "case {case} rematch {pairs:?}");
                }
                for _ in 0..1 + rng.next() % 2 {
                    let v = (rng.next() % n as u64) as usize;
                    for u in 0..n {
                        if u != v && rng.next().is_multiple_of(2) {
                            let x = if rng.next().is_multiple_of(3) {
                                0
                            } else {
                                rng.next() % (top + 10)
                            };
                            w[v][u] = x;
                            w[u][v] = x;
                            if rng.next().is_multiple_of(2) {
                                m.set(v, u, x)
                            } else {
                                m.set(u, v, x)
                            }
                            assert_eq!(feasible(&m), Ok(()), "case {case} set {v}-{u}");
                        }
                    }
                }
                m.solve();
                assert_eq!(check(&m), Ok(()), "case {case} warm {w:?}");
                assert_eq!(m.total(), brute(n, &w), "case {case} warm {w:?}");
                let mates = m.mates();
                for v in 0..n {
                    assert_eq!(mates[mates[v]], v);
                    if mates[v] != v {
                        assert!(w[v][mates[v]] > 0);
                    }
                }
            }
        }
        // The re-pairings were exercised.
        assert!(swaps > 300, "{swaps} re-pairings");
    }

    /// A re-pairing that takes the hidden vertex's partner leaves the hidden vertex exposed;
    /// the next solve restores the proof (found by review).
    #[test]
    fn repairing_the_hidden_vertexs_partner_is_solved_again() {
        let mut m = Matcher::<u64>::new(5);
        for (i, j, w) in [
            (0, 1, 2),
            (0, 2, 2),
            (0, 3, 1),
            (0, 4, 4),
            (1, 3, 3),
            (1, 4, 2),
        ] {
            m.set(i, j, w);
        }
        m.set(2, 3, 3);
        m.set(3, 4, 1);
        m.solve();
        assert_eq!(
            m.mates(),
            vec![4, 3, 2, 1, 0],
            "2 pairs with the hidden vertex"
        );
        m.rematch(&[(3, 2)]);
        m.solve();
        assert_eq!(check(&m), Ok(()));
        assert_eq!(m.total(), 7);
    }

    /// The best matching with edge `a`-`b` in it, by brute force.
    fn brute_with(n: usize, w: &[Vec<u64>], a: usize, b: usize) -> u64 {
        let mut rest = w.to_vec();
        for x in 0..n {
            for v in [a, b] {
                rest[v][x] = 0;
                rest[x][v] = 0;
            }
        }
        w[a][b] + brute(n, &rest)
    }

    /// `force` makes an edge matched only when an optimum has it, leaves everything as it was
    /// when it says no, and says yes for most edges some optimum has.
    #[test]
    fn forcing_an_edge_keeps_an_optimum() {
        let mut rng = Rng(0x51_7cc1_b727_220a);
        let (mut yes, mut no, mut missed) = (0, 0, 0);
        for case in 0..3000 {
            let n = 2 + (rng.next() % 11) as usize;
            let mut w = vec![vec![0u64; n]; n];
            let mut m = Matcher::<u64>::new(n);
            for i in 0..n {
                for j in i + 1..n {
                    if !rng.next().is_multiple_of(3) {
                        let x = 1 + rng.next() % 5;
                        w[i][j] = x;
                        w[j][i] = x;
                        m.set(i, j, x);
                    }
                }
            }
            m.solve();
            let best = brute(n, &w);
            for _ in 0..4 {
                let (a, b) = (
                    (rng.next() % n as u64) as usize,
                    (rng.next() % n as u64) as usize,
                );
                if a == b || w[a][b] == 0 {
                    continue;
                }
                let before = m.mates();
                let possible = brute_with(n, &w, a, b) == best;
                if m.force(a, b) {
                    yes += 1;
                    assert!(
                        possible,
                        "case {case}: {a}-{b} forced where no optimum has it"
                    );
                    assert_eq!(m.mates()[a], b, "case {case}");
                    assert_eq!(m.total(), best, "case {case}");
                    assert_eq!(check(&m), Ok(()), "case {case} after forcing {a}-{b}");
                } else {
                    no += 1;
                    missed += possible as usize;
                    assert_eq!(
                        m.mates(),
                        before,
                        "case {case}: a refusal changed the matching"
                    );
                    assert_eq!(check(&m), Ok(()), "case {case} after refusing {a}-{b}");
                }
            }
        }
        eprintln!("forced {yes}, refused {no}, of which an optimum had {missed}");
        assert!(yes > 1000 && no > 1000, "{yes} forced, {no} refused");
        // (Refused although an optimum has the edge: an end in a blossom, or the only search
        // that re-pairs the old partners runs through the edge itself. The engine re-solves.)
        assert!(missed * 4 < yes, "{missed} missed");
    }

    /// Graphs too large for brute force: the optimum's invariants are the proof (duals
    /// feasible and complementary slackness, checked edge by edge), after cold and warm solves
    /// and re-pairings, with many ties and the Dutch engine's kind of changes (a vertex's
    /// edges raised in steps, a pair fixed with the largest weight).
    #[test]
    fn larger_optima_are_certified() {
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        for case in 0..300 {
            let n = 20 + (rng.next() % 41) as usize;
            let top = [4, 12, 40][case % 3];
            let mut m = Matcher::<u64>::new(n);
            for i in 0..n {
                for j in i + 1..n {
                    if !rng.next().is_multiple_of(5) {
                        m.set(i, j, 1 + rng.next() % top);
                    }
                }
            }
            m.solve();
            assert_eq!(check(&m), Ok(()), "case {case} cold");
            for step in 0..12 {
                if let Some(pairs) = swap(&m) {
                    m.rematch(&pairs);
                    assert_eq!(structure(&m), Ok(()), "case {case} step {step} rematch");
                }
                let v = (rng.next() % n as u64) as usize;
                if step % 4 == 3 {
                    let u = (v + 1 + (rng.next() % (n as u64 - 1)) as usize) % n;
                    for x in 0..n {
                        if x != v && x != u {
                            m.set(v, x, 0);
                            m.set(u, x, 0);
                        }
                    }
                    m.set(v, u, 1000);
                } else {
                    let mut addend = 0;
                    for u in (0..n).rev() {
                        if u != v && m.weight(v, u) != 0 && m.weight(v, u) < 1000 {
                            m.set(v, u, m.weight(v, u) + addend);
                            addend += rng.next() % 2;
                        }
                    }
                }
                m.solve();
                assert_eq!(check(&m), Ok(()), "case {case} step {step}");
            }
        }
    }
}
