//! What the Dutch weights are computed from, worked out once per round ([`Ctx`]): each player's
//! colour state, rank, score, floats, unplayed rounds and blocked partners, the players to pair
//! in order, the widths of the weight fields; and who is still to pair ([`Remaining`]) for the
//! completion look-ahead of `Ctx::lower_absorbs`.

use std::collections::HashMap;

pub(super) use crate::pairing::criteria::Float;
use crate::pairing::criteria::float_of;
use crate::pairing::swiss::{Colour, ColourState, Swiss};

/// Everything the weights are computed from.
pub(super) struct Ctx<'a> {
    pub(super) s: &'a Swiss,
    pub(super) colours: Vec<ColourState>,
    pub(super) rank: Vec<usize>,
    pub(super) score: Vec<u32>,
    pub(super) eligible: Vec<bool>,
    /// Players to pair, by score then rank.
    pub(super) sorted: Vec<usize>,
    pub(super) last_round: bool,
    pub(super) top_threshold: u32,
    pub(super) group_bits: u32,
    pub(super) groups_shift: u32,
    /// Where each player's score group counts in the score fields (the lowest group lowest):
    /// the shift of a one there.
    pub(super) shift: Vec<u32>,
    /// Rounds without a game over the board (byes, forfeits, absences), for C9.
    pub(super) unplayed: Vec<u32>,
    /// Each player's opponents and forbidden partners (the `played` pairs, per player).
    pub(super) blocked: Vec<Vec<usize>>,
    /// The forbidden groups (`Swiss::forbidden_groups`) each player is in, by index: two
    /// players of one group may not meet. Linear in the groups' sizes, where their pairs in
    /// `blocked` would be quadratic.
    pub(super) groups_of: Vec<Vec<u32>>,
    /// Each pairable player's float one and two rounds back (the edge weights read them for
    /// every pair, so they are worked out once).
    pub(super) floats: Vec<[Float; 2]>,
}

/// The players of the round not yet paired, as the completion check counts them.
pub(super) struct Remaining {
    alive: Vec<bool>,
    /// The players of each forbidden group still to pair.
    group_alive: Vec<usize>,
    /// Players with an absolute colour preference that clashes (see `Ctx::clash_colour`), by
    /// colour.
    clash: [usize; 2],
}

impl Remaining {
    pub(super) fn new(ctx: &Ctx, players: &[usize]) -> Remaining {
        let mut r = Remaining {
            alive: vec![false; ctx.s.players.len()],
            group_alive: vec![0; ctx.s.forbidden_groups.len()],
            clash: [0; 2],
        };
        for &p in players {
            r.alive[p] = true;
            for &g in &ctx.groups_of[p] {
                r.group_alive[g as usize] += 1;
            }
            if let Some(c) = ctx.clash_colour(p) {
                r.clash[c] += 1;
            }
        }
        r
    }

    pub(super) fn remove(&mut self, ctx: &Ctx, players: &[usize]) {
        for &p in players {
            if !std::mem::replace(&mut self.alive[p], false) {
                continue;
            }
            for &g in &ctx.groups_of[p] {
                self.group_alive[g as usize] -= 1;
            }
            if let Some(c) = ctx.clash_colour(p) {
                self.clash[c] -= 1;
            }
        }
    }
}

fn bits(x: usize) -> u32 {
    usize::BITS - x.leading_zeros()
}

impl<'a> Ctx<'a> {
    pub(super) fn new(s: &'a Swiss) -> Ctx<'a> {
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
        let shift = score
            .iter()
            .map(|sc| shifts.get(sc).copied().unwrap_or(0))
            .collect();
        let played = s.played_pairs();
        let mut blocked = vec![Vec::new(); n];
        for &(a, b) in &played {
            blocked[a].push(b);
            blocked[b].push(a);
        }
        let groups_of = s.groups_of();
        Ctx {
            groups_of,
            s,
            floats,
            blocked,
            colours,
            rank,
            eligible: (0..n).map(|i| s.bye_eligible(i)).collect(),
            score,
            sorted,
            last_round: s.played_rounds + 1 >= s.total_rounds,
            top_threshold: (s.played_rounds as u32 * max_points) / 2,
            group_bits: bits(max_group),
            groups_shift,
            shift,
            unplayed,
        }
    }

    pub(super) fn compatible(&self, a: usize, b: usize) -> bool {
        !self.blocked[a].contains(&b) && !self.share_group(a, b) && self.colours_compatible(a, b)
    }

    /// Whether the colour rules let `a` and `b` meet (what `compatible` asks besides their
    /// not having met).
    pub(super) fn colours_compatible(&self, a: usize, b: usize) -> bool {
        let (ca, cb) = (&self.colours[a], &self.colours[b]);
        !ca.absolute()
            || !cb.absolute()
            || ca.preference != cb.preference
            || (self.last_round
                && (self.score[a] > self.top_threshold || self.score[b] > self.top_threshold))
    }

    /// Whether `a` and `b` are in one forbidden group (each is in few: a scan of both lists).
    pub(super) fn share_group(&self, a: usize, b: usize) -> bool {
        let gb = &self.groups_of[b];
        self.groups_of[a].iter().any(|g| gb.contains(g))
    }

    /// The colour (0 White, 1 Black) that `x` must have if no other player demanding it may
    /// meet him: an absolute preference, unless the last round's topscorer exception lifts it.
    pub(super) fn clash_colour(&self, x: usize) -> Option<usize> {
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
    pub(super) fn lower_absorbs(
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
            // The group-mates still to pair, at most (a player met in a game, or in two of
            // his groups, counts more than once: the check only gets stricter).
            let mates: usize = self.groups_of[x]
                .iter()
                .map(|&g| rem.group_alive[g as usize] - rem.alive[x] as usize)
                .sum();
            let blocked = self.blocked[x].iter().filter(|&&y| rem.alive[y]).count() + mates;
            let clash = self.clash_colour(x).map_or(0, |c| rem.clash[c] - 1);
            blocked + clash <= limit
        })
    }

    pub(super) fn float(&self, i: usize, back: usize) -> Float {
        self.floats[i][back - 1]
    }

    pub(super) fn bye_candidate(&self, i: usize, bye_score: u32) -> bool {
        self.eligible[i] && self.score[i] <= bye_score
    }
}

pub(super) fn compatible_prefs(a: Option<Colour>, b: Option<Colour>) -> bool {
    a != b || a.is_none()
}
