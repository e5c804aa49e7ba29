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
//!    bye is decided among its own players (the reference engine's conditions; see
//!    `Bracket::hand_over` and docs/swiss.md);
//! 4. colour preferences (C10–C13);
//! 5. repeated floats one and two rounds back, then their scores (C14–C21);
//! 6. low bits left for the order of S1/S2 transpositions and exchanges.
//!
//! The brackets are then paired from the top: choose which moved-down players are paired in the
//! bracket and with whom, count the exchanges the remainder needs, choose which players are
//! exchanged, and pair S1 down the list, each decision a re-solve with a few weights nudged.
//! Colours (C.04.3 E) and board order come last.
//!
//! The files: `ctx` (what the weights are computed from, once a round), `weights` (the edge
//! weight), `completion` (C4 and where the bye falls), `round` (the brackets from the top),
//! `bracket` (a bracket's phases as methods of `Bracket`), `colours` (colours and board order).

mod bracket;
mod colours;
mod completion;
mod ctx;
mod round;
#[cfg(test)]
mod tests;
mod weights;

use colours::order;
use ctx::Ctx;
use round::run;

use super::swiss::{Board, PairingError, Swiss};

/// Pairs the next round of `s` by the Dutch system: the boards in board order, the
/// pairing-allocated bye (if any) last.
pub fn pair(s: &Swiss) -> Result<Vec<Board>, PairingError> {
    pair_traced(s, true).map(|(boards, _)| boards)
}

/// [`pair`], optionally without pairing brackets on graphs of their own (the whole round's
/// graph every time, as the reference engine does), and with the number of brackets that
/// were paired on their own graph. The program always pairs on own graphs where it may; the
/// other way is for the unit test that both agree.
fn pair_traced(s: &Swiss, own_graphs: bool) -> Result<(Vec<Board>, usize), PairingError> {
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

/// The fast path for a first round without forbidden pairs or acceleration: everyone has the same score and
/// no history, so every criterion is met by the upper half meeting the lower half in order
/// (C.04.3's S1 against S2), the last player taking the bye. `None` when it does not apply.
fn first_round(ctx: &Ctx) -> Option<Vec<(usize, Option<usize>)>> {
    if ctx.s.played_rounds != 0 || !ctx.s.forbidden.is_empty() || ctx.s.accelerated() {
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
