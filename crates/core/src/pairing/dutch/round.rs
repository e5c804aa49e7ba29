//! A round paired bracket by bracket from the top ([`run`]): completion first, then each
//! bracket's phases (module `bracket`) on the players the bracket above handed down.

use std::collections::HashMap;

use super::bracket::Bracket;
use super::completion::completion;
use super::ctx::{Ctx, Remaining};
use super::{Trace, Ways};
use crate::pairing::swiss::PairingError;
use crate::pairing::wide::{Weight, Wide};

pub(super) type W<const N: usize> = Wide<N>;

/// What holds for the whole round while its brackets are paired, weights `N` limbs wide.
pub(super) struct Round<'c, const N: usize> {
    pub(super) ctx: &'c Ctx<'c>,
    /// Whether brackets may be paired on graphs of their own (see [`Ctx::lower_absorbs`]).
    pub(super) own_graphs: bool,
    /// Whether S1's choices may be settled without a re-solve where the optimum proves them.
    pub(super) shortcuts: bool,
    /// S1 choices settled so (for the tests).
    pub(super) settled: std::cell::Cell<usize>,
    /// The score of the player left over for the bye (0 when the number of players is even).
    pub(super) bye_score: u32,
    /// C9's value of each player of the bye's score (see [`c9_values`]).
    pub(super) c9_values: Vec<u32>,
    /// Whether C9 is in force in the first bracket: the bye falls in the top score group and
    /// that group pairs within itself.
    pub(super) first_c9: bool,
    /// The weight that fixes a pair (every other edge of both players is zero).
    pub(super) max_weight: W<N>,
    /// Each player's kind: players of one kind have the same edge weights (see [`kinds`]).
    pub(super) kinds: Vec<u32>,
    /// The number of kinds.
    pub(super) kind_count: usize,
}

impl<const N: usize> Round<'_, N> {
    /// The weight of an edge to a player below the bracket and the next score group: only the
    /// completion field, the same for every pairing that completes the round, and C9 as it
    /// stands for the first bracket (the reference engine weighs the whole graph once, then
    /// reweighs only each bracket and its next score group).
    pub(super) fn lower_edge(&self, h: usize, l: usize) -> W<N> {
        self.ctx.edge(
            h,
            l,
            false,
            false,
            self.bye_score,
            self.first_c9.then_some(&self.c9_values[..]),
        )
    }

    /// The weight of an edge between players `h` and `l` (of their kinds, not met, no
    /// forbidden group between them) in a bracket's graph: `region` 0 the resident score group,
    /// 1 the next one, 2 below both; without the lower edge's part in a graph of its own.
    pub(super) fn kind_weight(
        &self,
        h: usize,
        l: usize,
        region: usize,
        own_graph: bool,
        c9_values: Option<&[u32]>,
    ) -> W<N> {
        if !self.ctx.colours_compatible(h, l) {
            return W::<N>::zero();
        }
        if region == 2 {
            return self.lower_fields(h, l);
        }
        let w: W<N> =
            (self.ctx).edge_fields(h, l, region == 0, region == 1, self.bye_score, c9_values);
        if own_graph {
            w.sub(self.lower_fields(h, l))
        } else {
            w
        }
    }

    /// [`Round::lower_edge`] of two compatible players.
    pub(super) fn lower_fields(&self, h: usize, l: usize) -> W<N> {
        self.ctx.edge_fields(
            h,
            l,
            false,
            false,
            self.bye_score,
            self.first_c9.then_some(&self.c9_values[..]),
        )
    }
}

/// Each player's kind, and how many there are: two players of one kind are alike in whatever
/// `Ctx::edge_fields` reads of a player (score and score group, colour state, floats one and
/// two rounds back, bye eligibility, C9 value), so an edge weighs what the edge between any
/// two players of the same kinds weighs, if both are compatible.
fn kinds(ctx: &Ctx, c9_values: &[u32]) -> (Vec<u32>, usize) {
    let mut ids = HashMap::new();
    let kinds = (0..ctx.s.players.len())
        .map(|x| {
            let c = &ctx.colours[x];
            let fl = ctx.floats[x].map(|f| f as u8);
            let key = (
                ctx.score[x],
                ctx.shift[x],
                (
                    c.imbalance,
                    c.preference.map(|p| p as u8),
                    c.repeated.map(|p| p as u8),
                    c.strong,
                ),
                fl,
                ctx.eligible[x],
                c9_values[x],
            );
            let next = ids.len() as u32;
            *ids.entry(key).or_insert(next)
        })
        .collect();
    (kinds, ids.len())
}

/// C9 ranks the players of the bye's score by their unplayed games: pairing one with more of
/// them is worth more (equal counts share the highest rank among them). Zero for everyone
/// else, and for everyone when the number of players is even.
fn c9_values(ctx: &Ctx, bye_score: u32) -> Vec<u32> {
    let (sorted, sc) = (&ctx.sorted, &ctx.score);
    let mut c9_values = vec![0u32; ctx.s.players.len()];
    if sorted.len() % 2 == 1 {
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
    c9_values
}

/// What a bracket hands down to the next.
pub(super) struct Handover<const N: usize> {
    /// The next bracket's players so far: this bracket's unpaired players (moved down), then
    /// its next score group (the next bracket's residents).
    pub(super) players: Vec<usize>,
    /// Weights between the players moved down, as this bracket left them (full form,
    /// completion field included); `carried[a][b]` for b < a.
    pub(super) carried: Vec<Vec<W<N>>>,
    /// Whether C9 holds in the next bracket.
    pub(super) c9: bool,
}

/// The pairs as (player, partner) with `partner == None` for the bye, and what the shortcuts
/// did.
#[allow(clippy::type_complexity)]
pub(super) fn run<const N: usize>(
    ctx: &Ctx,
    ways: Ways,
) -> Result<(Vec<(usize, Option<usize>)>, Trace), PairingError> {
    let sorted = &ctx.sorted;
    let nv = sorted.len();
    let sc = &ctx.score;
    let total = ctx.total_bits();
    let (bye_score, top_closed) = completion(ctx)?;
    let c9_values = c9_values(ctx, bye_score);
    let (kinds, kind_count) = kinds(ctx, &c9_values);
    let round = Round::<N> {
        kinds,
        kind_count,
        ctx,
        own_graphs: ways.own_graphs,
        shortcuts: ways.shortcuts,
        settled: std::cell::Cell::new(0),
        bye_score,
        c9_values,
        first_c9: top_closed,
        max_weight: W::<N>::from_u64(1).shl(total).sub(W::<N>::from_u64(1)),
    };

    let mut partner: Vec<Option<usize>> = vec![None; ctx.s.players.len()];
    let mut next_it = 0;
    while next_it < nv && sc[sorted[next_it]] >= sc[sorted[0]] {
        next_it += 1;
    }
    let mut down = Handover {
        players: sorted[..next_it].to_vec(),
        carried: Vec::new(),
        c9: top_closed,
    };
    let mut remaining = Remaining::new(ctx, sorted);
    let mut own = 0;

    while down.players.len() > 1 || next_it != nv {
        let mut pbi = down.players;
        let next_sg_begin = pbi.len();
        let sg_it = next_it;
        while next_it < nv && sc[sorted[next_it]] >= sc[sorted[sg_it]] {
            pbi.push(sorted[next_it]);
            next_it += 1;
        }
        let mut b = Bracket::new(
            &round,
            pbi,
            next_sg_begin,
            &sorted[next_it..],
            &down.carried,
            down.c9,
            &remaining,
        );
        own += b.own_graph as usize;
        b.choose_moved_down();
        b.pair_moved_down();
        let exchanges = b.form_remainder();
        b.exchange_from_s1(exchanges);
        b.exchange_from_s2(exchanges);
        b.fix_halves();
        b.pair_s1();
        down = b.hand_over(
            sorted.get(sg_it).map(|&p| sc[p]),
            &mut partner,
            &mut remaining,
        );
    }

    let mut out = Vec::new();
    for &p in sorted {
        match partner[p] {
            Some(q) if p < q => out.push((p, Some(q))),
            Some(_) => {}
            None => out.push((p, None)),
        }
    }
    Ok((
        out,
        Trace {
            own,
            settled: round.settled.get(),
        },
    ))
}
