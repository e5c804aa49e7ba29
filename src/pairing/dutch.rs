//! The FIDE Dutch system (Handbook C.04.3, in force since 1 February 2026) by weighted matching.
//!
//! Every pairing criterion becomes a bit field of one edge weight, most important first, so that
//! a maximum-weight matching of all players satisfies the criteria in their order of priority
//! (the method of the FIDE-endorsed engine bbpPairings, which Orda must agree with board for
//! board). The fields, high to low:
//!
//! 1. completion and bye eligibility (C1–C5): an edge exists only between compatible players;
//!    pairing players who cannot take the bye is worth more;
//! 2. the number of pairs in the current bracket, then the scores paired there (C6, C7), then
//!    the same for the next bracket (C8, completion looking ahead);
//! 3. the unplayed games of the bye assignee (C9, new in 2026), only in a bracket where the
//!    bye is decided among its own players (the reference engine's conditions; see `run` and
//!    docs/swiss.md);
//! 4. colour preferences (C10–C13);
//! 5. repeated floats one and two rounds back, then their scores (C14–C21);
//! 6. low bits left for the order of S1/S2 transpositions and exchanges.
//!
//! The brackets are then paired from the top: choose which moved-down players are paired in the
//! bracket and with whom, count the exchanges the remainder needs, choose which players are
//! exchanged, and pair S1 down the list, each decision a re-solve with a few weights nudged.
//! Colours (C.04.3 E) and board order come last.

use std::collections::{HashMap, HashSet};

use super::matching::Matcher;
use super::swiss::{Board, Colour, ColourState, PairingError, Swiss};
use super::wide::{Weight, Wide};

#[derive(Clone, Copy, PartialEq, Eq)]
enum Float {
    Down,
    Up,
    None,
}

/// Everything the weights are computed from.
struct Ctx<'a> {
    s: &'a Swiss,
    colours: Vec<ColourState>,
    rank: Vec<usize>,
    score: Vec<u32>,
    played: HashSet<(usize, usize)>,
    eligible: Vec<bool>,
    /// Players to pair, by score then rank.
    sorted: Vec<usize>,
    last_round: bool,
    top_threshold: u32,
    group_bits: u32,
    groups_shift: u32,
    shifts: HashMap<u32, u32>,
    /// Rounds without a game over the board (byes, forfeits, absences), for C9.
    unplayed: Vec<u32>,
    /// Each player's opponents and forbidden partners (the `played` pairs, per player).
    blocked: Vec<Vec<usize>>,
    /// Each pairable player's float one and two rounds back (the edge weights read them for
    /// every pair, so they are worked out once).
    floats: Vec<[Float; 2]>,
}

/// The players of the round not yet paired, as the completion check counts them.
struct Remaining {
    alive: Vec<bool>,
    /// Players with an absolute colour preference that clashes (see `Ctx::clash_colour`), by
    /// colour.
    clash: [usize; 2],
}

impl Remaining {
    fn new(ctx: &Ctx, players: &[usize]) -> Remaining {
        let mut r = Remaining {
            alive: vec![false; ctx.s.players.len()],
            clash: [0; 2],
        };
        for &p in players {
            r.alive[p] = true;
            if let Some(c) = ctx.clash_colour(p) {
                r.clash[c] += 1;
            }
        }
        r
    }

    fn remove(&mut self, ctx: &Ctx, players: &[usize]) {
        for &p in players {
            if std::mem::replace(&mut self.alive[p], false)
                && let Some(c) = ctx.clash_colour(p)
            {
                self.clash[c] -= 1;
            }
        }
    }
}

fn bits(x: usize) -> u32 {
    usize::BITS - x.leading_zeros()
}

impl<'a> Ctx<'a> {
    fn new(s: &'a Swiss) -> Ctx<'a> {
        let n = s.players.len();
        let mut rank = vec![usize::MAX; n];
        let mut next = 0;
        for (i, r) in rank.iter_mut().enumerate() {
            if s.is_valid(i) {
                *r = next;
                next += 1;
            }
        }
        let colours = s
            .players
            .iter()
            .map(|p| {
                p.as_ref()
                    .map(|p| ColourState::of(&p.history))
                    .unwrap_or_default()
            })
            .collect();
        let score: Vec<u32> = (0..n).map(|i| s.score(i, 0)).collect();
        let mut sorted: Vec<usize> = (0..n).filter(|&i| s.is_pairable(i)).collect();
        sorted.sort_by(|&a, &b| score[b].cmp(&score[a]).then(rank[a].cmp(&rank[b])));
        let mut shifts = HashMap::new();
        let mut groups_shift = 0;
        let mut max_group = 0;
        let mut run = 0;
        for k in (0..sorted.len()).rev() {
            run += 1;
            if k == 0 || score[sorted[k]] < score[sorted[k - 1]] {
                shifts.insert(score[sorted[k]], groups_shift);
                max_group = max_group.max(run);
                groups_shift += bits(run);
                run = 0;
            }
        }
        let max_points = s.points.win.max(s.points.draw);
        let unplayed = (0..n)
            .map(|i| {
                s.played_rounds as u32
                    - s.players[i]
                        .as_ref()
                        .map_or(0, |p| p.history.iter().filter(|r| r.played).count() as u32)
            })
            .collect();
        let floats = (0..n)
            .map(|i| {
                let back = |b: usize| {
                    if s.is_pairable(i) && s.played_rounds >= b {
                        float_of(s, i, b)
                    } else {
                        Float::None
                    }
                };
                [back(1), back(2)]
            })
            .collect();
        let played = s.played_pairs();
        let mut blocked = vec![Vec::new(); n];
        for &(a, b) in &played {
            blocked[a].push(b);
            blocked[b].push(a);
        }
        Ctx {
            s,
            floats,
            blocked,
            colours,
            rank,
            played,
            eligible: (0..n).map(|i| s.bye_eligible(i)).collect(),
            score,
            sorted,
            last_round: s.played_rounds + 1 >= s.total_rounds,
            top_threshold: (s.played_rounds as u32 * max_points) / 2,
            group_bits: bits(max_group),
            groups_shift,
            shifts,
            unplayed,
        }
    }

    fn compatible(&self, a: usize, b: usize) -> bool {
        let (ca, cb) = (&self.colours[a], &self.colours[b]);
        !self.played.contains(&(a.min(b), a.max(b)))
            && (!ca.absolute()
                || !cb.absolute()
                || ca.preference != cb.preference
                || (self.last_round
                    && (self.score[a] > self.top_threshold || self.score[b] > self.top_threshold)))
    }

    /// The colour (0 White, 1 Black) that `x` must have if no other player demanding it may
    /// meet him: an absolute preference, unless the last round's topscorer exception lifts it.
    fn clash_colour(&self, x: usize) -> Option<usize> {
        let c = &self.colours[x];
        if !c.absolute() || (self.last_round && self.score[x] > self.top_threshold) {
            return None;
        }
        c.preference.map(|p| (p == Colour::Black) as usize)
    }

    /// Whether the players below the bracket and its next score group (`lower`) can complete
    /// the round whatever the bracket does: whichever of `pbi` are left unpaired there, the
    /// lower players and they can all be paired (but for a bye in the lower part).
    ///
    /// Sufficient condition (Dirac): a graph on `k` >= 3 vertices in which everyone is
    /// compatible with at least `k/2` others has a Hamiltonian cycle, so its players can all be
    /// paired when `k` is even, and all but any chosen one when `k` is odd. Each of them is
    /// incompatible with at most his blocked partners plus the players of his own absolute
    /// colour; if that is below half the lower players for everyone, every `k` qualifies. With
    /// an odd number the bye is then in the lower part (every bracket player scores more than
    /// the bye's score, so none is a bye candidate), and the completion field adds the same to
    /// every pairing of the bracket.
    fn lower_absorbs(
        &self,
        pbi: &[usize],
        lower: &[usize],
        bye_score: u32,
        odd: bool,
        rem: &Remaining,
    ) -> bool {
        if lower.len() < 4 || (odd && pbi.iter().any(|&p| self.score[p] <= bye_score)) {
            return false;
        }
        let limit = lower.len() / 2 - 1;
        pbi.iter().chain(lower).all(|&x| {
            let blocked = self.blocked[x].iter().filter(|&&y| rem.alive[y]).count();
            let clash = self.clash_colour(x).map_or(0, |c| rem.clash[c] - 1);
            blocked + clash <= limit
        })
    }

    fn float(&self, i: usize, back: usize) -> Float {
        self.floats[i][back - 1]
    }

    fn bye_candidate(&self, i: usize, bye_score: u32) -> bool {
        self.eligible[i] && self.score[i] <= bye_score
    }

    /// Bits of the widest weight (the edge weight's fields plus the top field).
    fn total_bits(&self) -> u32 {
        let (g, s) = (self.group_bits, self.groups_shift);
        let pr = self.s.played_rounds;
        let mut t = 2 + g + s + g + s + 2 * g + 4 * g;
        if pr >= 1 {
            t += 2 * g + 2 * s;
        }
        if pr > 1 {
            t += 2 * g + 2 * s;
        }
        t + 3 * g + 1
    }

    /// The colour bits of C10–C13 (`p` the lower player, `o` the higher).
    fn colour_fields<W: Weight>(&self, mut w: W, p: usize, o: usize, mask: bool) -> W {
        let (cp, co) = (&self.colours[p], &self.colours[o]);
        let g = self.group_bits;
        let differ = cp.preference != co.preference;
        let a = cp.imbalance <= 1 || co.imbalance <= 1 || differ;
        w = push(w, g, mask && a);
        let b = !cp.absolute()
            || !co.absolute()
            || differ
            || if cp.imbalance == co.imbalance {
                cp.repeated.is_none() || cp.repeated != co.repeated
            } else {
                let lesser = if cp.imbalance > co.imbalance { co } else { cp };
                lesser.repeated != cp.preference.map(Colour::other)
            };
        w = push(w, g, mask && b);
        let c = compatible_prefs(cp.preference, co.preference);
        w = push(w, g, mask && c);
        let d = (!cp.strong && !cp.absolute())
            || (!co.strong && !co.absolute())
            || (cp.absolute() && co.absolute())
            || differ;
        push(w, g, mask && d)
    }

    /// The edge weight between `h` (higher in the order) and `l`.
    #[allow(clippy::too_many_arguments)]
    fn edge<W: Weight>(
        &self,
        h: usize,
        l: usize,
        in_current: bool,
        in_next: bool,
        bye_score: u32,
        c9: Option<&[u32]>,
    ) -> W {
        if !self.compatible(h, l) {
            return W::zero();
        }
        let (g, s) = (self.group_bits, self.groups_shift);
        let sc = &self.score;
        let one = |shift: u32| W::from_u64(1).shl(shift);
        let mut w = W::from_u64(
            1 + !self.bye_candidate(h, bye_score) as u64 + !self.bye_candidate(l, bye_score) as u64,
        );
        w = push(w, g, in_current);
        w = w.shl(s);
        if in_current {
            w = w.add(one(self.shifts[&sc[h]]));
        }
        w = push(w, g, in_next);
        w = w.shl(s);
        if in_next {
            w = w.add(one(self.shifts[&sc[h]]));
        }
        // C9: the bye should go to a player with as few unplayed games as possible, so pairing
        // a player of the bye's score is worth more the more unplayed games he has. The field
        // is two group widths wide: both players' ranks add up in it.
        w = w.shl(2 * g);
        if let Some(c9) = c9 {
            for x in [h, l] {
                if sc[x] == bye_score {
                    w = w.add(W::from_u64(c9[x] as u64));
                }
            }
        }
        w = self.colour_fields(w, l, h, in_current);
        let pr = self.s.played_rounds;
        for back in [1, 2] {
            if pr < back {
                continue;
            }
            w = w.shl(g);
            if in_current {
                w = w.add(W::from_u64((self.float(l, back) == Float::Down) as u64));
                w = w.add(W::from_u64(
                    (sc[h] <= sc[l] && self.float(h, back) == Float::Down) as u64,
                ));
            }
            w = push(
                w,
                g,
                in_current && !(sc[h] > sc[l] && self.float(l, back) == Float::Up),
            );
        }
        for back in [1, 2] {
            if pr < back {
                continue;
            }
            w = w.shl(s);
            if in_current {
                if self.float(l, back) == Float::Down {
                    w = w.add(one(self.shifts[&sc[l]]));
                }
                if self.float(h, back) == Float::Down {
                    w = w.add(one(self.shifts[&sc[h]]));
                }
            }
            w = w.shl(s);
            if in_current && !(self.float(l, back) == Float::Up && sc[h] > sc[l]) {
                w = w.add(one(self.shifts[&sc[h]]));
            }
        }
        w.shl(3 * g + 1)
    }

    /// The colour of `p` against `o` (C.04.3 E).
    fn colour_of(&self, p: usize, o: usize) -> Colour {
        if let Some(c) = self.neutral_colour(p, o) {
            return c;
        }
        let (cp, co) = (&self.colours[p], &self.colours[o]);
        let p_lower = (self.score[p], self.rank[o]) < (self.score[o], self.rank[p]);
        let first = self.s.first_colour;
        match cp.preference {
            None => {
                if p_lower {
                    if self.rank[o] & 1 == 1 {
                        first
                    } else {
                        first.other()
                    }
                } else if self.rank[p] & 1 == 1 {
                    first.other()
                } else {
                    first
                }
            }
            Some(pref) => {
                if p_lower {
                    co.preference.map(Colour::other).unwrap_or(pref)
                } else {
                    pref
                }
            }
        }
    }

    fn neutral_colour(&self, p: usize, o: usize) -> Option<Colour> {
        let (cp, co) = (&self.colours[p], &self.colours[o]);
        if compatible_prefs(cp.preference, co.preference) {
            return cp.preference.or(co.preference.map(Colour::other));
        }
        if cp.absolute() && (cp.imbalance > co.imbalance || !co.absolute()) {
            return cp.preference;
        }
        if co.absolute() && (co.imbalance > cp.imbalance || !cp.absolute()) {
            return co.preference.map(Colour::other);
        }
        if cp.strong && !co.strong {
            return cp.preference;
        }
        if co.strong && !cp.strong {
            return co.preference.map(Colour::other);
        }
        // The most recent round in which their colours differed: each gets the other's.
        let hp: Vec<Colour> = self.played_colours(p);
        let ho: Vec<Colour> = self.played_colours(o);
        for (a, b) in hp.iter().rev().zip(ho.iter().rev()) {
            if a != b {
                return Some(*b);
            }
        }
        None
    }

    fn played_colours(&self, i: usize) -> Vec<Colour> {
        self.s.players[i]
            .as_ref()
            .map(|p| {
                p.history
                    .iter()
                    .filter(|r| r.played)
                    .filter_map(|r| r.colour)
                    .collect()
            })
            .unwrap_or_default()
    }
}

/// Player `i`'s float in the round `back` rounds before the one to pair: down after a bye or a
/// forfeit win (any unplayed point), none after a forfeit loss or absence, else by comparing
/// the two players' scores before that round.
fn float_of(s: &Swiss, i: usize, back: usize) -> Float {
    let p = s.players[i].as_ref().expect("a player");
    let r = &p.history[s.played_rounds - back];
    if !r.played {
        return if s.points.of(r) > s.points.loss {
            Float::Down
        } else {
            Float::None
        };
    }
    let mine = s.score(i, back);
    let theirs = s.score(r.opponent.unwrap_or(i), back);
    if mine > theirs {
        Float::Down
    } else if mine < theirs {
        Float::Up
    } else {
        Float::None
    }
}

fn compatible_prefs(a: Option<Colour>, b: Option<Colour>) -> bool {
    a != b || a.is_none()
}

/// Shifts `w` left by `g` bits and adds `bit`.
fn push<W: Weight>(w: W, g: u32, bit: bool) -> W {
    w.shl(g).add(W::from_u64(bit as u64))
}

/// Pairs the next round of `s` by the Dutch system: the boards in board order, the
/// pairing-allocated bye (if any) last.
pub fn pair(s: &Swiss) -> Result<Vec<Board>, PairingError> {
    pair_traced(s, true).map(|(boards, _)| boards)
}

/// [`pair`], optionally without pairing brackets on graphs of their own (the whole round's
/// graph every time, as the reference engine does), and with the number of brackets that
/// were paired on their own graph. For the test that both ways agree.
#[doc(hidden)]
pub fn pair_traced(s: &Swiss, own_graphs: bool) -> Result<(Vec<Board>, usize), PairingError> {
    let ctx = Ctx::new(s);
    if ctx.sorted.is_empty() {
        return Ok((Vec::new(), 0));
    }
    if let Some(pairs) = first_round(&ctx) {
        return Ok((order(&ctx, pairs), 0));
    }
    let limbs = (ctx.total_bits() as usize + 8).div_ceil(64);
    // Every wide operation costs its limbs, so the widths step finely where fields are common
    // (each step is one more compiled copy of the engine).
    let (pairs, own) = match limbs {
        0..=2 => run::<2>(&ctx, own_graphs),
        3 => run::<3>(&ctx, own_graphs),
        4 => run::<4>(&ctx, own_graphs),
        5..=6 => run::<6>(&ctx, own_graphs),
        7..=8 => run::<8>(&ctx, own_graphs),
        9..=10 => run::<10>(&ctx, own_graphs),
        11..=12 => run::<12>(&ctx, own_graphs),
        13..=16 => run::<16>(&ctx, own_graphs),
        17..=24 => run::<24>(&ctx, own_graphs),
        25..=32 => run::<32>(&ctx, own_graphs),
        _ => run::<64>(&ctx, own_graphs),
    }?;
    Ok((order(&ctx, pairs), own))
}

/// The fast path for a first round without forbidden pairs: everyone has the same score and
/// no history, so every criterion is met by the upper half meeting the lower half in order
/// (C.04.3's S1 against S2), the last player taking the bye. `None` when it does not apply.
fn first_round(ctx: &Ctx) -> Option<Vec<(usize, Option<usize>)>> {
    if ctx.s.played_rounds != 0 || !ctx.s.forbidden.is_empty() {
        return None;
    }
    let mut order = ctx.sorted.clone();
    let bye = (order.len() % 2 == 1).then(|| order.pop()).flatten();
    let half = order.len() / 2;
    let mut pairs: Vec<(usize, Option<usize>)> = (0..half)
        .map(|i| {
            (
                order[i].min(order[half + i]),
                Some(order[i].max(order[half + i])),
            )
        })
        .collect();
    pairs.extend(bye.map(|b| (b, None)));
    Some(pairs)
}

/// The pairs as (player, partner) with `partner == None` for the bye, and the number of
/// brackets paired on a graph of their own.
#[allow(clippy::type_complexity)]
// A player's index in the bracket addresses `base`, the matcher and `sm` at once: ranges read
// clearer than iterators here.
#[allow(clippy::needless_range_loop)]
fn run<const N: usize>(
    ctx: &Ctx,
    own_graphs: bool,
) -> Result<(Vec<(usize, Option<usize>)>, usize), PairingError> {
    type W<const N: usize> = Wide<N>;
    let sorted = &ctx.sorted;
    let nv = sorted.len();
    let sc = &ctx.score;
    let g = ctx.group_bits;
    let total = ctx.total_bits();
    let max_weight: W<N> = W::<N>::from_u64(1).shl(total).sub(W::<N>::from_u64(1));

    let (bye_score, top_closed) = completion(ctx)?;
    // C9 ranks the players of the bye's score by their unplayed games: pairing one with more
    // of them is worth more (equal counts share the highest rank among them).
    let mut c9_values = vec![0u32; ctx.s.players.len()];
    if nv % 2 == 1 {
        let mut counts: Vec<u32> = sorted
            .iter()
            .filter(|&&p| sc[p] == bye_score)
            .map(|&p| ctx.unplayed[p])
            .collect();
        counts.sort_unstable();
        let mut ranks = HashMap::new();
        for (r, c) in counts.into_iter().enumerate() {
            ranks.insert(c, r as u32);
        }
        for &p in sorted {
            if sc[p] == bye_score {
                c9_values[p] = ranks[&ctx.unplayed[p]];
            }
        }
    }
    // Whether C9 is in force for the bracket being paired (see `c9_next` below); for the first
    // bracket, when the bye falls in the top score group and that group pairs within itself.
    let mut c9 = top_closed;
    let first_c9 = c9.then_some(&c9_values[..]);
    // The weight of an edge to a player below the bracket and the next score group: only the
    // completion field, the same for every pairing that completes the round, and C9 as it
    // stands for the first bracket (the reference engine weighs the whole graph once, then
    // reweighs only each bracket and its next score group).
    let lower_edge =
        |h: usize, l: usize| -> W<N> { ctx.edge(h, l, false, false, bye_score, first_c9) };

    let finalize = |m: &mut Matcher<W<N>>, a: usize, b: usize| {
        for u in 0..m.len() {
            if u != a {
                m.set(a, u, if u == b { max_weight } else { W::zero() });
            }
            if u != b {
                m.set(b, u, if u == a { max_weight } else { W::zero() });
            }
        }
    };

    let mut partner: Vec<Option<usize>> = vec![None; ctx.s.players.len()];
    let mut pbi: Vec<usize> = Vec::new();
    let mut next_it = 0;
    while next_it < nv && sc[sorted[next_it]] >= sc[sorted[0]] {
        pbi.push(sorted[next_it]);
        next_it += 1;
    }
    let mut sg_begin = 0usize;
    // Weights between the players moved down into the bracket, as the bracket above left them
    // (full form, completion field included); `carried[a][b]` for b < a.
    let mut carried: Vec<Vec<W<N>>> = Vec::new();
    let mut remaining = Remaining::new(ctx, sorted);
    let mut own = 0;

    while pbi.len() > 1 || next_it != nv {
        let next_sg_begin = pbi.len();
        let sg_it = next_it;
        while next_it < nv && sc[sorted[next_it]] >= sc[sorted[sg_it]] {
            pbi.push(sorted[next_it]);
            next_it += 1;
        }
        let lower = &sorted[next_it..];
        // The bracket is paired on a graph of its own players and the next score group. The
        // players below join it only when the round's completion could depend on them;
        // otherwise (see `Ctx::lower_absorbs`) every choice here completes, the completion
        // field adds the same to every such pairing, and it is left out of the weights.
        let own_graph =
            own_graphs && ctx.lower_absorbs(&pbi, lower, bye_score, nv % 2 == 1, &remaining);
        own += own_graph as usize;
        let verts: Vec<usize> = if own_graph {
            pbi.clone()
        } else {
            pbi.iter().chain(lower).copied().collect()
        };
        let reduce = |w: W<N>, h: usize, l: usize| -> W<N> {
            if own_graph && !w.is_zero() {
                w.sub(lower_edge(h, l))
            } else {
                w
            }
        };
        let mut m = Matcher::<W<N>>::new(verts.len());
        let mut matched = vec![false; verts.len()];
        // Vertex `i` of the bracket's graph is `verts[i]`; the bracket's players come first, in
        // order, so a player's index in `pbi` is his vertex.
        let in_cur = |x: usize| x >= sg_begin && x < next_sg_begin;

        // Base weights: row `l` (l >= sg_begin) holds the edges to every earlier player.
        let mut base: Vec<Vec<W<N>>> = (0..pbi.len())
            .map(|l| {
                if l < sg_begin {
                    Vec::new()
                } else {
                    (0..l)
                        .map(|h| {
                            let w = ctx.edge(
                                pbi[h],
                                pbi[l],
                                l < next_sg_begin,
                                l >= next_sg_begin,
                                bye_score,
                                c9.then_some(&c9_values[..]),
                            );
                            reduce(w, pbi[h], pbi[l])
                        })
                        .collect()
                }
            })
            .collect();
        for (l, row) in base.iter().enumerate() {
            for (h, &w) in row.iter().enumerate() {
                m.set(l, h, w);
            }
        }
        for a in 0..sg_begin {
            for b in 0..a {
                m.set(a, b, reduce(carried[a][b], pbi[b], pbi[a]));
            }
        }
        for l in pbi.len()..verts.len() {
            for h in 0..l {
                m.set(l, h, lower_edge(verts[h], verts[l]));
            }
        }
        let ewc = |base: &Vec<Vec<W<N>>>,
                   smaller: usize,
                   larger: usize,
                   idx: usize,
                   pairs: usize|
         -> W<N> {
            let r = base[larger][smaller];
            if r.is_zero() {
                return r;
            }
            let flag = W::<N>::from_u64((idx < pairs) as u64).shl(2 * g + 1);
            r.add(flag).sub(W::from_u64(idx as u64).shl(1))
        };
        m.solve();
        let mut sm = m.mates();

        // Which moved-down players are paired in this bracket.
        let mut md_score = 0;
        let mut rem_md = 0usize;
        let mut rem_matched = 0usize;
        for pi in 0..sg_begin {
            if pi == 0 || sc[pbi[pi]] < md_score {
                md_score = sc[pbi[pi]];
                rem_matched = 0;
                rem_md = 0;
                let mut mi = pi;
                while mi < pbi.len() && sc[pbi[mi]] >= md_score {
                    rem_md += 1;
                    if in_cur(sm[mi]) {
                        rem_matched += 1;
                    }
                    mi += 1;
                }
            }
            if rem_matched == 0 {
                continue;
            }
            if rem_md <= rem_matched {
                matched[pi] = true;
                continue;
            }
            rem_md -= 1;
            if !in_cur(sm[pi]) {
                for oi in sg_begin..next_sg_begin {
                    let w = base[oi][pi];
                    if !w.is_zero() {
                        m.set(pi, oi, w.add(W::from_u64(1)));
                    }
                }
                m.solve();
                sm = m.mates();
            }
            if in_cur(sm[pi]) {
                matched[pi] = true;
                rem_matched -= 1;
                for oi in sg_begin..next_sg_begin {
                    let w = base[oi][pi];
                    if !w.is_zero() {
                        let w = w
                            .add(W::from_u64((next_sg_begin - sg_begin) as u64))
                            .add(W::from_u64(1));
                        m.set(pi, oi, w);
                    }
                }
            }
        }

        // Their opponents: the highest possible for each, in order.
        for pi in 0..sg_begin {
            if !matched[pi] {
                continue;
            }
            let mut addend = pbi.len() as u64;
            let mut first = None;
            for oi in (sg_begin..next_sg_begin).rev() {
                if matched[oi] {
                    continue;
                }
                let w = base[oi][pi];
                if !w.is_zero() {
                    m.set(pi, oi, w.add(W::from_u64(addend)));
                    addend += 1;
                    first = Some(oi);
                }
            }
            // The current optimum already gives him the first choice: no other can do better.
            if first != Some(sm[pi]) {
                m.solve();
                sm = m.mates();
            }
            let mv = sm[pi];
            matched[mv] = true;
            finalize(&mut m, pi, mv);
        }

        // The remainder: S1 is its first `rem_pairs` players.
        let mut remainder: Vec<usize> = Vec::new();
        let mut rem_pairs = 0usize;
        for pi in sg_begin..next_sg_begin {
            if sm[pi] < sg_begin {
                continue;
            }
            remainder.push(pi);
            if sm[pi] < pi {
                rem_pairs += 1;
            }
        }
        for (a, &oi) in remainder.iter().enumerate() {
            for (pri, &pi) in remainder[..a].iter().enumerate() {
                m.set(pi, oi, ewc(&base, pi, oi, pri, rem_pairs));
            }
        }
        m.solve();
        sm = m.mates();

        let mut exchange_count = 0usize;
        if rem_pairs < remainder.len() {
            let group_end = remainder[rem_pairs];
            for &pi in &remainder {
                if pi >= group_end {
                    break;
                }
                exchange_count += (sm[pi] <= pi || sm[pi] >= next_sg_begin) as usize;
            }
        }

        // Exchanges from S1: the lowest players of S1 that can go.
        let mut left = exchange_count;
        let mut pri = rem_pairs;
        let mut it = rem_pairs;
        while it != 0 && left > 0 {
            pri -= 1;
            it -= 1;
            let pi = remainder[it];
            if sm[pi] > pi && sm[pi] < next_sg_begin {
                for &oi in &remainder[it + 1..] {
                    let w = ewc(&base, pi, oi, pri, rem_pairs);
                    if !w.is_zero() {
                        m.set(pi, oi, w.sub(W::from_u64(1)));
                    }
                }
                m.solve();
                sm = m.mates();
            }
            let exchange = sm[pi] <= pi || sm[pi] >= next_sg_begin;
            left -= exchange as usize;
            for &oi in &remainder[it + 1..] {
                if exchange {
                    base[oi][pi] = W::zero();
                }
                m.set(pi, oi, ewc(&base, pi, oi, pri, rem_pairs));
            }
        }

        // Exchanges from S2: the highest players of S2 that can go.
        let mut left = exchange_count;
        let mut ri = rem_pairs;
        let mut it = rem_pairs;
        while it != remainder.len() && left > 1 {
            let pi = remainder[it];
            let already = sm[pi] > pi && sm[pi] < next_sg_begin;
            if !already {
                for &oi in &remainder[it + 1..] {
                    let w = ewc(&base, pi, oi, ri, rem_pairs);
                    if !w.is_zero() {
                        m.set(pi, oi, w.add(W::from_u64(1)));
                    }
                }
                m.solve();
                sm = m.mates();
            }
            let exchange = sm[pi] > pi && sm[pi] < next_sg_begin;
            if exchange {
                left -= 1;
                for &oi in &remainder[..it] {
                    base[pi][oi] = W::zero();
                    m.set(pi, oi, W::zero());
                }
                for oi in next_sg_begin..pbi.len() {
                    base[oi][pi] = W::zero();
                    m.set(pi, oi, W::zero());
                }
            }
            if !already {
                for &oi in &remainder[it + 1..] {
                    m.set(pi, oi, ewc(&base, pi, oi, ri, rem_pairs));
                }
            }
            ri += 1;
            it += 1;
        }

        // Fix who is in S1 and who in S2.
        for (a, &pi) in remainder.iter().enumerate() {
            for &oi in &remainder[a + 1..] {
                if sm[pi] <= pi
                    || sm[pi] >= next_sg_begin
                    || (sm[oi] > oi && sm[oi] < next_sg_begin)
                {
                    base[oi][pi] = W::zero();
                }
                m.set(pi, oi, base[oi][pi]);
            }
        }

        // Pair S1 in order, each with the first S2 player that still allows the best pairing.
        for &pi in &remainder {
            if sm[pi] > pi && sm[pi] < next_sg_begin {
                let mut addend = 0u64;
                let mut first = None;
                for &oi in remainder.iter().rev() {
                    if oi <= pi || matched[oi] {
                        continue;
                    }
                    let w = base[oi][pi];
                    if !w.is_zero() {
                        m.set(pi, oi, w.add(W::from_u64(addend)));
                        first = Some(oi);
                    }
                    addend += 1;
                }
                // Fast path: the current optimum already pairs him with his first choice.
                if first != Some(sm[pi]) {
                    m.solve();
                    sm = m.mates();
                }
                let mv = sm[pi];
                matched[pi] = true;
                matched[mv] = true;
                finalize(&mut m, pi, mv);
            }
        }

        // The next bracket: the unpaired players of this one, then the next score group.
        let mut new_pbi = Vec::new();
        let mut kept = Vec::new();
        // C9 holds in the next bracket when the bye's score is at least that of its resident
        // players and, in the current optimum, none of its players pairs below them: the bye
        // is then decided among its players.
        let next_score = sorted.get(sg_it).map(|&p| sc[p]);
        let mut c9_next = nv % 2 == 1 && next_score.is_some_and(|n| bye_score >= n);
        for pi in 0..pbi.len() {
            if !(pi < next_sg_begin && matched[pi])
                && next_score.is_some_and(|n| sc[verts[sm[pi]]] < n)
            {
                c9_next = false;
            }
            if pi < next_sg_begin && matched[pi] {
                let q = verts[sm[pi]];
                partner[pbi[pi]] = Some(q);
                partner[q] = Some(pbi[pi]);
                remaining.remove(ctx, &[pbi[pi]]);
            } else {
                new_pbi.push(pbi[pi]);
                if pi < next_sg_begin {
                    kept.push(pi);
                }
            }
        }
        let full = |w: W<N>, h: usize, l: usize| -> W<N> {
            if own_graph && !w.is_zero() {
                w.add(lower_edge(h, l))
            } else {
                w
            }
        };
        carried = (0..kept.len())
            .map(|a| {
                (0..a)
                    .map(|b| full(m.weight(kept[a], kept[b]), pbi[kept[b]], pbi[kept[a]]))
                    .collect()
            })
            .collect();
        sg_begin = kept.len();
        c9 = c9_next;
        pbi = new_pbi;
    }

    let mut out = Vec::new();
    for &p in sorted {
        match partner[p] {
            Some(q) if p < q => out.push((p, Some(q))),
            Some(_) => {}
            None => out.push((p, None)),
        }
    }
    Ok((out, own))
}

/// Completion (C4): whether everyone but at most one player, who can take the bye, can be
/// paired at all; the score of the player left for the bye (0 when the number is even); and
/// whether C9 is in force in the first bracket: the bye falls in the top score group and
/// every top scorer is paired within it. The bye goes to the lowest score possible, so the
/// weights favour pairing higher scores; they need only the score-group fields, far narrower
/// than a bracket's weights.
fn completion(ctx: &Ctx) -> Result<(u32, bool), PairingError> {
    let bits = ctx.groups_shift + ctx.group_bits + 4;
    match bits.div_ceil(64) {
        0..=1 => completion_by::<1>(ctx),
        2 => completion_by::<2>(ctx),
        3..=4 => completion_by::<4>(ctx),
        5..=8 => completion_by::<8>(ctx),
        9..=16 => completion_by::<16>(ctx),
        _ => completion_by::<32>(ctx),
    }
}

fn completion_by<const N: usize>(ctx: &Ctx) -> Result<(u32, bool), PairingError> {
    let sorted = &ctx.sorted;
    let nv = sorted.len();
    let sc = &ctx.score;
    let mut m = Matcher::<Wide<N>>::new(nv);
    for pi in 0..nv {
        for oi in 0..pi {
            let (p, o) = (sorted[pi], sorted[oi]);
            if !ctx.compatible(p, o) {
                continue;
            }
            let w = if nv % 2 == 1 {
                let top = 1 + !ctx.eligible[p] as u64 + !ctx.eligible[o] as u64;
                let w = Wide::<N>::from_u64(top).shl(ctx.groups_shift);
                let w = w.add(Wide::from_u64(
                    (ctx.shifts[&sc[p]] + ctx.shifts[&sc[o]]) as u64,
                ));
                push(w, ctx.group_bits, sc[p] >= sc[sorted[0]])
            } else {
                Wide::from_u64(1)
            };
            m.set(pi, oi, w);
        }
    }
    m.solve();
    let mates = m.mates();
    let mut lone = (0..nv).filter(|&v| mates[v] == v);
    let top = sc[sorted[0]];
    match (lone.next(), lone.next()) {
        (_, Some(_)) => Err(PairingError::Impossible),
        // The one player left over must be able to take the bye (C2).
        (Some(v), None) if !ctx.eligible[sorted[v]] => Err(PairingError::Impossible),
        (Some(v), None) if nv % 2 == 1 => {
            let bye = sc[sorted[v]];
            let closed = bye >= top
                && (0..nv)
                    .take_while(|&p| sc[sorted[p]] >= top)
                    .all(|p| sc[sorted[mates[p]]] >= top);
            Ok((bye, closed))
        }
        _ => Ok((0, false)),
    }
}

/// Colours and board order: boards by the higher player's score, then the lower player's,
/// then the higher player's rank; the bye last.
fn order(ctx: &Ctx, pairs: Vec<(usize, Option<usize>)>) -> Vec<Board> {
    let sc = &ctx.score;
    let higher = |a: usize, b: usize| {
        if (sc[a], ctx.rank[b]) < (sc[b], ctx.rank[a]) {
            (b, a)
        } else {
            (a, b)
        }
    };
    let mut boards: Vec<(bool, u32, u32, usize, Board)> = pairs
        .into_iter()
        .map(|(p, q)| match q {
            None => (
                true,
                0,
                0,
                ctx.rank[p],
                Board {
                    white: p,
                    black: None,
                },
            ),
            Some(q) => {
                let (h, l) = higher(p, q);
                let board = if ctx.colour_of(p, q) == Colour::White {
                    Board {
                        white: p,
                        black: Some(q),
                    }
                } else {
                    Board {
                        white: q,
                        black: Some(p),
                    }
                };
                (
                    false,
                    u32::MAX - sc[h],
                    u32::MAX - sc[l],
                    ctx.rank[h],
                    board,
                )
            }
        })
        .collect();
    boards.sort_by_key(|b| (b.0, b.1, b.2, b.3));
    boards.into_iter().map(|b| b.4).collect()
}
