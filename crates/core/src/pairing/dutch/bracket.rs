//! The brackets paired from the top, each a [`Bracket`] whose phases are its methods, in the
//! order `round::run` calls them:
//!
//! 1. [`Bracket::new`]: the bracket's graph (its moved-down players, its resident score group,
//!    the next score group, and the players below when completion may depend on them), the
//!    edge weights, a first optimum;
//! 2. [`Bracket::choose_moved_down`]: which moved-down players are paired in the bracket;
//! 3. [`Bracket::pair_moved_down`]: their opponents, the highest possible for each, in order;
//! 4. [`Bracket::form_remainder`]: the remainder, its S1, and how many exchanges it needs;
//! 5. [`Bracket::exchange_from_s1`], [`Bracket::exchange_from_s2`]: which players change
//!    halves;
//! 6. [`Bracket::fix_halves`]: who is in S1 and who in S2, for good;
//! 7. [`Bracket::pair_s1`]: S1 paired in order, each with the first S2 player that still
//!    allows the best pairing;
//! 8. [`Bracket::hand_over`]: the pairs made, and what goes down to the next bracket.
//!
//! Every decision is a re-solve of the bracket's matching with a few weights nudged: the
//! matcher keeps its weights and starts from the previous optimum.

use super::ctx::Remaining;
use super::round::{Handover, Round, W};
use crate::pairing::matching::Matcher;
use crate::pairing::wide::Weight;

/// One bracket being paired: its players, its graph, the criteria weights and the matching.
///
/// The bracket's players (`pbi`) are its moved-down players (`0..sg_begin`), its resident score
/// group (`sg_begin..next_sg_begin`) and the next score group, in order. Vertex `i` of the
/// bracket's graph is `verts[i]`; the bracket's players come first, so a player's index in
/// `pbi` is his vertex.
pub(super) struct Bracket<'r, const N: usize> {
    round: &'r Round<'r, N>,
    pbi: Vec<usize>,
    verts: Vec<usize>,
    sg_begin: usize,
    next_sg_begin: usize,
    /// Whether the bracket is paired on a graph of its own players and the next score group.
    pub(super) own_graph: bool,
    /// The matcher over `verts`.
    m: Matcher<W<N>>,
    /// Its current optimum: each vertex's mate (itself when unmatched).
    sm: Vec<usize>,
    /// Vertices whose pairing is decided.
    matched: Vec<bool>,
    /// Base weights, as the matcher's weight indices (`Matcher::intern`; 0 is no edge): row
    /// `l` (l >= sg_begin) holds the edges to every earlier player.
    base: Vec<Vec<u32>>,
    /// The remainder: the resident players not paired with moved-down ones, by index.
    remainder: Vec<usize>,
    /// The remainder's pairs: S1 is its first `rem_pairs` players.
    rem_pairs: usize,
}

// A player's index in the bracket addresses `base`, the matcher and `sm` at once: ranges read
// clearer than iterators here.
#[allow(clippy::needless_range_loop)]
impl<'r, const N: usize> Bracket<'r, N> {
    /// The bracket of `pbi` (its next score group from `next_sg_begin` on), `lower` the
    /// players below it, `carried` the weights the bracket above left between the moved-down
    /// players, `c9` whether C9 is in force here. Weighs the graph and solves it once.
    pub(super) fn new(
        round: &'r Round<'r, N>,
        pbi: Vec<usize>,
        next_sg_begin: usize,
        lower: &[usize],
        carried: &[Vec<W<N>>],
        c9: bool,
        remaining: &Remaining,
    ) -> Self {
        let ctx = round.ctx;
        let sg_begin = carried.len();
        // The bracket is paired on a graph of its own players and the next score group. The
        // players below join it only when the round's completion could depend on them;
        // otherwise (see `Ctx::lower_absorbs`) every choice here completes, the completion
        // field adds the same to every such pairing, and it is left out of the weights.
        let own_graph = round.own_graphs
            && ctx.lower_absorbs(
                &pbi,
                lower,
                round.bye_score,
                ctx.sorted.len() % 2 == 1,
                remaining,
            );
        let verts: Vec<usize> = if own_graph {
            pbi.clone()
        } else {
            pbi.iter().chain(lower).copied().collect()
        };
        let mut b = Bracket {
            round,
            m: Matcher::<W<N>>::new(verts.len()),
            matched: vec![false; verts.len()],
            sm: Vec::new(),
            base: Vec::new(),
            verts,
            pbi,
            sg_begin,
            next_sg_begin,
            own_graph,
            remainder: Vec::new(),
            rem_pairs: 0,
        };
        let c9_values = c9.then_some(&round.c9_values[..]);
        // The weights by kind of player (`Round::kinds`): every edge between two players of
        // the same kinds as another weighs the same, unless one has met or may not meet the
        // other; so each weight is worked out once per pair of kinds, region (the resident
        // score group, the next one, below) and the bracket, and interned once.
        let kinds = &round.kinds;
        let mut local = vec![u32::MAX; round.kind_count];
        let mut reps: Vec<usize> = Vec::new();
        let lk: Vec<usize> = b
            .verts
            .iter()
            .map(|&x| {
                let k = kinds[x] as usize;
                if local[k] == u32::MAX {
                    local[k] = reps.len() as u32;
                    reps.push(x);
                }
                local[k] as usize
            })
            .collect();
        let t = reps.len();
        let mut table = vec![u32::MAX; 3 * t * t];
        let mut blocked = vec![false; ctx.s.players.len()];
        let pbi_len = b.pbi.len();
        let mut base: Vec<Vec<u32>> = Vec::with_capacity(pbi_len);
        for l in 0..b.verts.len() {
            let x = b.verts[l];
            if l < sg_begin {
                base.push(Vec::new());
                continue;
            }
            for &y in &ctx.blocked[x] {
                blocked[y] = true;
            }
            let region = if l >= pbi_len {
                2
            } else if l < next_sg_begin {
                0
            } else {
                1
            };
            let mut row = Vec::with_capacity(if l < pbi_len { l } else { 0 });
            for h in 0..l {
                let y = b.verts[h];
                let k = if blocked[y] || ctx.share_group(x, y) {
                    0
                } else {
                    let slot = &mut table[(region * t + lk[h]) * t + lk[l]];
                    if *slot == u32::MAX {
                        let (rh, rl) = (reps[lk[h]], reps[lk[l]]);
                        let w = round.kind_weight(rh, rl, region, own_graph, c9_values);
                        *slot = b.m.intern(w);
                    }
                    *slot
                };
                if l < pbi_len {
                    row.push(k);
                }
                if k != 0 {
                    b.m.set_new(l, h, k);
                }
            }
            for &y in &ctx.blocked[x] {
                blocked[y] = false;
            }
            if l < pbi_len {
                base.push(row);
            }
        }
        b.base = base;
        for a in 0..sg_begin {
            for c in 0..a {
                let w = b.reduce(carried[a][c], b.pbi[c], b.pbi[a]);
                b.m.set(a, c, w);
            }
        }
        b.solve();
        b
    }

    /// Base weight `l`-`h` (indices, `h < l`).
    #[inline]
    fn bw(&self, l: usize, h: usize) -> W<N> {
        self.m.value(self.base[l][h])
    }

    /// A full weight of players `h` and `l` as this bracket's graph holds it: without the
    /// lower edge's part when the bracket has a graph of its own.
    fn reduce(&self, w: W<N>, h: usize, l: usize) -> W<N> {
        if self.own_graph && !w.is_zero() {
            w.sub(self.round.lower_edge(h, l))
        } else {
            w
        }
    }

    /// The inverse of [`Bracket::reduce`].
    fn full(&self, w: W<N>, h: usize, l: usize) -> W<N> {
        if self.own_graph && !w.is_zero() {
            w.add(self.round.lower_edge(h, l))
        } else {
            w
        }
    }

    fn solve(&mut self) {
        self.m.solve();
        self.sm = self.m.mates();
    }

    /// Whether vertex `x` is in the resident score group.
    fn in_cur(&self, x: usize) -> bool {
        x >= self.sg_begin && x < self.next_sg_begin
    }

    /// Whether resident `pi` is, in the current optimum, paired with a later resident (an S1
    /// player).
    fn in_s1(&self, pi: usize) -> bool {
        self.sm[pi] > pi && self.sm[pi] < self.next_sg_begin
    }

    /// Fixes the pair `a`-`b`: their edge gets the largest weight, their others none.
    fn finalize(&mut self, a: usize, b: usize) {
        let max_weight = self.round.max_weight;
        for u in 0..self.m.len() {
            if u != a {
                self.m
                    .set(a, u, if u == b { max_weight } else { W::zero() });
            }
            if u != b {
                self.m
                    .set(b, u, if u == a { max_weight } else { W::zero() });
            }
        }
    }

    /// The remainder's weight of `smaller`-`larger` (indices, `idx` the smaller's place in the
    /// remainder): S1 players preferred, and among them the earlier ones.
    fn ewc(&self, smaller: usize, larger: usize, idx: usize) -> W<N> {
        let r = self.bw(larger, smaller);
        if r.is_zero() {
            return r;
        }
        let g = self.round.ctx.group_bits;
        let flag = W::<N>::from_u64((idx < self.rem_pairs) as u64).shl(2 * g + 1);
        r.add(flag).sub(W::from_u64(idx as u64).shl(1))
    }

    /// Which moved-down players are paired in this bracket.
    pub(super) fn choose_moved_down(&mut self) {
        let sc = &self.round.ctx.score;
        let (sg_begin, next_sg_begin) = (self.sg_begin, self.next_sg_begin);
        let mut md_score = 0;
        let mut rem_md = 0usize;
        let mut rem_matched = 0usize;
        for pi in 0..sg_begin {
            if pi == 0 || sc[self.pbi[pi]] < md_score {
                md_score = sc[self.pbi[pi]];
                rem_matched = 0;
                rem_md = 0;
                let mut mi = pi;
                while mi < self.pbi.len() && sc[self.pbi[mi]] >= md_score {
                    rem_md += 1;
                    if self.in_cur(self.sm[mi]) {
                        rem_matched += 1;
                    }
                    mi += 1;
                }
            }
            if rem_matched == 0 {
                continue;
            }
            if rem_md <= rem_matched {
                self.matched[pi] = true;
                continue;
            }
            rem_md -= 1;
            if !self.in_cur(self.sm[pi]) {
                for oi in sg_begin..next_sg_begin {
                    let w = self.bw(oi, pi);
                    if !w.is_zero() {
                        self.m.set(pi, oi, w.add(W::from_u64(1)));
                    }
                }
                self.solve();
            }
            if self.in_cur(self.sm[pi]) {
                self.matched[pi] = true;
                rem_matched -= 1;
                for oi in sg_begin..next_sg_begin {
                    let w = self.bw(oi, pi);
                    if !w.is_zero() {
                        let w = w
                            .add(W::from_u64((next_sg_begin - sg_begin) as u64))
                            .add(W::from_u64(1));
                        self.m.set(pi, oi, w);
                    }
                }
            }
        }
    }

    /// The opponents of the moved-down players paired here: the highest possible for each, in
    /// order.
    pub(super) fn pair_moved_down(&mut self) {
        for pi in 0..self.sg_begin {
            if !self.matched[pi] {
                continue;
            }
            let mut addend = self.pbi.len() as u64;
            let mut first = None;
            for oi in (self.sg_begin..self.next_sg_begin).rev() {
                if self.matched[oi] {
                    continue;
                }
                let w = self.bw(oi, pi);
                if !w.is_zero() {
                    self.m.set(pi, oi, w.add(W::from_u64(addend)));
                    addend += 1;
                    first = Some(oi);
                }
            }
            // The current optimum already gives him the first choice: no other can do better.
            if first != Some(self.sm[pi]) {
                self.solve();
            }
            let mv = self.sm[pi];
            self.matched[mv] = true;
            self.finalize(pi, mv);
        }
    }

    /// The remainder (S1 its first `rem_pairs` players), weighed to prefer S1 as it stands;
    /// returns how many exchanges between S1 and S2 the best pairing needs.
    pub(super) fn form_remainder(&mut self) -> usize {
        let next_sg_begin = self.next_sg_begin;
        for pi in self.sg_begin..next_sg_begin {
            if self.sm[pi] < self.sg_begin {
                continue;
            }
            self.remainder.push(pi);
            if self.sm[pi] < pi {
                self.rem_pairs += 1;
            }
        }
        for (a, &oi) in self.remainder.iter().enumerate() {
            for (pri, &pi) in self.remainder[..a].iter().enumerate() {
                let w = self.ewc(pi, oi, pri);
                self.m.set(pi, oi, w);
            }
        }
        self.solve();

        let mut exchange_count = 0usize;
        if self.rem_pairs < self.remainder.len() {
            let group_end = self.remainder[self.rem_pairs];
            for &pi in &self.remainder {
                if pi >= group_end {
                    break;
                }
                exchange_count += !self.in_s1(pi) as usize;
            }
        }
        exchange_count
    }

    /// Exchanges from S1: the lowest players of S1 that can go.
    pub(super) fn exchange_from_s1(&mut self, exchanges: usize) {
        let mut left = exchanges;
        let mut it = self.rem_pairs;
        while it != 0 && left > 0 {
            it -= 1;
            let pi = self.remainder[it];
            if self.in_s1(pi) {
                for &oi in &self.remainder[it + 1..] {
                    let w = self.ewc(pi, oi, it);
                    if !w.is_zero() {
                        self.m.set(pi, oi, w.sub(W::from_u64(1)));
                    }
                }
                self.solve();
            }
            let exchange = !self.in_s1(pi);
            left -= exchange as usize;
            for &oi in &self.remainder[it + 1..] {
                if exchange {
                    self.base[oi][pi] = 0;
                }
                let w = self.ewc(pi, oi, it);
                self.m.set(pi, oi, w);
            }
        }
    }

    /// Exchanges from S2: the highest players of S2 that can go.
    pub(super) fn exchange_from_s2(&mut self, exchanges: usize) {
        let mut left = exchanges;
        let mut it = self.rem_pairs;
        while it != self.remainder.len() && left > 1 {
            let pi = self.remainder[it];
            let already = self.in_s1(pi);
            if !already {
                for &oi in &self.remainder[it + 1..] {
                    let w = self.ewc(pi, oi, it);
                    if !w.is_zero() {
                        self.m.set(pi, oi, w.add(W::from_u64(1)));
                    }
                }
                self.solve();
            }
            let exchange = self.in_s1(pi);
            if exchange {
                left -= 1;
                for &oi in &self.remainder[..it] {
                    self.base[pi][oi] = 0;
                    self.m.set(pi, oi, W::zero());
                }
                for oi in self.next_sg_begin..self.pbi.len() {
                    self.base[oi][pi] = 0;
                    self.m.set(pi, oi, W::zero());
                }
            }
            if !already {
                for &oi in &self.remainder[it + 1..] {
                    let w = self.ewc(pi, oi, it);
                    self.m.set(pi, oi, w);
                }
            }
            it += 1;
        }
    }

    /// Fixes who is in S1 and who in S2: no edge inside either half.
    ///
    /// The edges kept (S1 to a later S2 player) keep the remainder's weight, which is the base
    /// weight plus an amount that depends on the S1 player alone (`ewc`): every best pairing
    /// pairs all of S1 in the bracket (the number of pairs there outweighs everything below),
    /// so those amounts add up to the same in every one of them and the best pairings are the
    /// same as with the base weights; and the current optimum stays tight, so the next solve
    /// starts from it.
    pub(super) fn fix_halves(&mut self) {
        for (a, &pi) in self.remainder.iter().enumerate() {
            for &oi in &self.remainder[a + 1..] {
                if !self.in_s1(pi) || self.in_s1(oi) {
                    self.base[oi][pi] = 0;
                    self.m.set(pi, oi, W::zero());
                } else {
                    let w = self.ewc(pi, oi, a);
                    self.m.set(pi, oi, w);
                }
            }
        }
    }

    /// Before S1 is paired: the optimum re-paired, where it can be at the same weight, so that
    /// each S1 player in order has the first S2 player of the current optimum's S2 still
    /// free whose edge is tight. That is the pairing `pair_s1` arrives at whenever the duals
    /// tell the truth, and then its every step finds its choice already made and needs no
    /// re-solve; where they do not, that step re-solves as before. The new optimum is kept only
    /// when it weighs exactly what the current one does: then it is one too, and every choice
    /// `pair_s1` makes is the one it makes from any optimum.
    fn presort_s1(&mut self) {
        let s1: Vec<usize> = self
            .remainder
            .iter()
            .copied()
            .filter(|&pi| self.in_s1(pi) && !self.matched[pi])
            .collect();
        // The S2 players S1 may take: S1's mates, and those of S2 paired below the bracket
        // (a floater's place is taken by whichever S2 player is left over).
        let floaters: Vec<usize> = self
            .remainder
            .iter()
            .copied()
            .filter(|&oi| {
                !self.matched[oi]
                    && !self.in_s1(oi)
                    && self.sm[oi] != oi
                    && self.sm[oi] >= self.next_sg_begin
            })
            .collect();
        let mut free: Vec<usize> = s1.iter().map(|&pi| self.sm[pi]).collect();
        free.extend(&floaters);
        free.sort_unstable();
        let mut pairs = Vec::with_capacity(s1.len() + floaters.len());
        let (mut old, mut new) = (W::<N>::zero(), W::<N>::zero());
        // The floaters' partners below first, each with the last S2 player tight with him (S1
        // takes S2 from the front).
        for &f in &floaters {
            let z = self.sm[f];
            let Some(k) = free.iter().rposition(|&oi| self.m.tight(oi, z)) else {
                return;
            };
            let oi = free.remove(k);
            old = old.add(self.m.weight(f, z));
            new = new.add(self.m.weight(oi, z));
            pairs.push((oi, z));
        }
        for &pi in &s1 {
            // The first free S2 player whose edge is tight, else his own mate if still free.
            let k = free
                .iter()
                .position(|&oi| oi > pi && self.m.tight(pi, oi))
                .or_else(|| free.iter().position(|&oi| oi == self.sm[pi]));
            let Some(k) = k else {
                return;
            };
            let oi = free.remove(k);
            old = old.add(self.m.weight(pi, self.sm[pi]));
            new = new.add(self.m.weight(pi, oi));
            pairs.push((pi, oi));
        }
        if old == new {
            self.m.rematch(&pairs);
            for (a, b) in pairs {
                self.sm[a] = b;
                self.sm[b] = a;
            }
        }
    }

    /// Pairs S1 in order, each with the first S2 player that still allows the best pairing.
    pub(super) fn pair_s1(&mut self) {
        let shortcuts = self.round.shortcuts;
        if shortcuts {
            // Fresh duals for the halves as fixed (from any optimum `pair_s1` makes the same
            // pairs).
            self.solve();
            self.presort_s1();
        }
        for a in 0..self.remainder.len() {
            let pi = self.remainder[a];
            if self.in_s1(pi) {
                // When the duals certify the optimum, no optimum pairs him along an edge that
                // is not tight: his first choice is then his first candidate with a tight edge.
                let first_tight = if shortcuts && self.m.certified() {
                    self.remainder.iter().copied().find(|&oi| {
                        oi > pi
                            && !self.matched[oi]
                            && self.base[oi][pi] != 0
                            && self.m.tight(pi, oi)
                    })
                } else {
                    None
                };
                // A first tight candidate the optimum does not give him may still be in
                // another optimum: a search from the two old partners in the tight graph finds
                // it, where it is, without a re-solve.
                if let Some(ft) = first_tight
                    && ft != self.sm[pi]
                    && self.m.force(pi, ft)
                {
                    self.sm = self.m.mates();
                }
                let mut addend = 0u64;
                let mut first = None;
                for &oi in self.remainder.iter().rev() {
                    if oi <= pi || self.matched[oi] {
                        continue;
                    }
                    let w = self.bw(oi, pi);
                    if !w.is_zero() {
                        self.m.set(pi, oi, w.add(W::from_u64(addend)));
                        first = Some(oi);
                    }
                    addend += 1;
                }
                // Fast path: the current optimum already pairs him with his first choice.
                let re_solve = first != Some(self.sm[pi]) && first_tight != Some(self.sm[pi]);
                if re_solve {
                    self.solve();
                } else if first != Some(self.sm[pi]) {
                    self.round.settled.set(self.round.settled.get() + 1);
                }
                let mv = self.sm[pi];
                self.matched[pi] = true;
                self.matched[mv] = true;
                self.finalize(pi, mv);
                if re_solve && shortcuts {
                    // The re-solve may have moved later S1 players off their order.
                    self.presort_s1();
                }
            }
        }
    }

    /// Records the bracket's pairs in `partner` (and takes their players off `remaining`),
    /// and hands the next bracket its players: the unpaired players of this one, then the next
    /// score group (whose score is `next_score`).
    pub(super) fn hand_over(
        self,
        next_score: Option<u32>,
        partner: &mut [Option<usize>],
        remaining: &mut Remaining,
    ) -> Handover<N> {
        let ctx = self.round.ctx;
        let sc = &ctx.score;
        let (pbi, sm) = (&self.pbi, &self.sm);
        let mut new_pbi = Vec::new();
        let mut kept = Vec::new();
        // C9 holds in the next bracket when the bye's score is at least that of its resident
        // players and, in the current optimum, none of its players pairs below them: the bye
        // is then decided among its players.
        let mut c9_next =
            ctx.sorted.len() % 2 == 1 && next_score.is_some_and(|n| self.round.bye_score >= n);
        for pi in 0..pbi.len() {
            let paired = pi < self.next_sg_begin && self.matched[pi];
            if !paired && next_score.is_some_and(|n| sc[self.verts[sm[pi]]] < n) {
                c9_next = false;
            }
            if paired {
                let q = self.verts[sm[pi]];
                partner[pbi[pi]] = Some(q);
                partner[q] = Some(pbi[pi]);
                remaining.remove(ctx, &[pbi[pi]]);
            } else {
                new_pbi.push(pbi[pi]);
                if pi < self.next_sg_begin {
                    kept.push(pi);
                }
            }
        }
        let carried = (0..kept.len())
            .map(|a| {
                (0..a)
                    .map(|b| self.full(self.m.weight(kept[a], kept[b]), pbi[kept[b]], pbi[kept[a]]))
                    .collect()
            })
            .collect();
        Handover {
            players: new_pbi,
            carried,
            c9: c9_next,
        }
    }
}
