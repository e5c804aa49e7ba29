//! Completion (C4) before any bracket is paired: can the round be paired at all, at which
//! score does the pairing-allocated bye fall, and does C9 hold in the first bracket.

use super::ctx::Ctx;
use super::weights::push;
use crate::pairing::matching::Matcher;
use crate::pairing::swiss::PairingError;
use crate::pairing::wide::{Weight, Wide};

/// Completion (C4): whether everyone but at most one player, who can take the bye, can be
/// paired at all; the score of the player left for the bye (0 when the number is even); and
/// whether C9 is in force in the first bracket: the bye falls in the top score group and
/// every top scorer is paired within it. The bye goes to the lowest score possible, so the
/// weights favour pairing higher scores; they need only the score-group fields, far narrower
/// than a bracket's weights.
pub(super) fn completion(ctx: &Ctx) -> Result<(u32, bool), PairingError> {
    if let Some(found) = by_degrees(ctx) {
        return Ok(found);
    }
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

/// Completion without a matching where the players' degrees settle it (Dirac: a graph on
/// `k >= 3` vertices in which everyone is compatible with at least `k/2` others has a
/// Hamiltonian cycle). With an even number of players, if that holds for all of them, they
/// can all be paired: `(0, false)`, as the matching finds. With an odd number, if it holds
/// for all but any one player (everyone compatible with at least `(k-1)/2 + 1` others), then
/// whoever is left for the bye, the others can all be paired; the matching, which pairs
/// everyone who cannot take the bye first and then as many points as it can (its score
/// fields cannot carry into the field above when the players' group shifts add up below
/// it), leaves the bye to an eligible player of the lowest score that has one. When that is
/// the top score, whether C9 holds depends on which pairing it found: `None`, as when the
/// degrees do not settle it.
fn by_degrees(ctx: &Ctx) -> Option<(u32, bool)> {
    let sorted = &ctx.sorted;
    let nv = sorted.len();
    if nv < 5 {
        return None;
    }
    let mut clash = [0usize; 2];
    for &p in sorted {
        if let Some(c) = ctx.clash_colour(p) {
            clash[c] += 1;
        }
    }
    // The incompatible partners of each player, at most: those he has met or may not meet,
    // and those of his own absolute colour.
    let most = if nv.is_multiple_of(2) {
        nv / 2 - 1
    } else {
        nv - 2 - (nv - 1) / 2
    };
    let dense = sorted.iter().all(|&x| {
        let clash = ctx.clash_colour(x).map_or(0, |c| clash[c] - 1);
        let mates: usize = ctx.groups_of[x]
            .iter()
            .map(|&g| ctx.s.forbidden_groups[g as usize].len() - 1)
            .sum();
        ctx.blocked[x].len() + mates + clash <= most
    });
    if !dense {
        return None;
    }
    if nv.is_multiple_of(2) {
        return Some((0, false));
    }
    let shifts: u128 = sorted.iter().map(|&x| ctx.shift[x] as u128).sum();
    if ctx.groups_shift >= 127 || shifts >= 1u128 << ctx.groups_shift {
        return None;
    }
    let bye = sorted
        .iter()
        .filter(|&&x| ctx.eligible[x])
        .map(|&x| ctx.score[x])
        .min()?;
    (bye < ctx.score[sorted[0]]).then_some((bye, false))
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
                let w = w.add(Wide::from_u64((ctx.shift[p] + ctx.shift[o]) as u64));
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
