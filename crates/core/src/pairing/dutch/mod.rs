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

use super::swiss::{Board, ColourRule, PairingError, Swiss};

/// Pairs the next round of `s` by the Dutch system: the boards in board order, the
/// pairing-allocated bye (if any) last.
pub fn pair(s: &Swiss) -> Result<Vec<Board>, PairingError> {
    pair_traced(s, Ways::FASTEST).map(|(boards, _)| boards)
}

/// [`pair`], and for each board the colour rule that decided its colours (C.04.3 5.2; the bye's
/// entry is `None`), from the same run: what `pairing::explain` explains.
pub fn pair_with_rules(s: &Swiss) -> Result<(Vec<Board>, Vec<Option<ColourRule>>), PairingError> {
    let ctx = Ctx::new(s);
    let boards = pair_in(&ctx, Ways::FASTEST)?.0;
    let rules = boards
        .iter()
        .map(|b| b.black.map(|black| ctx.colour_rule(b.white, black).1))
        .collect();
    Ok((boards, rules))
}

/// Which of the engine's own ways of getting to the reference pairing sooner are taken (each
/// gives the same pairing as going without; unit tests compare them).
#[derive(Clone, Copy, Debug)]
struct Ways {
    /// Pair brackets on graphs of their own where completion cannot depend on the rest.
    own_graphs: bool,
    /// Settle S1's choices from the optimum and its duals where they prove them (see
    /// `Bracket::presort_s1` and `Bracket::pair_s1`).
    shortcuts: bool,
}

impl Ways {
    const FASTEST: Ways = Ways {
        own_graphs: true,
        shortcuts: true,
    };
}

/// What a pairing did: brackets paired on their own graphs, S1 choices settled without a
/// re-solve.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Trace {
    own: usize,
    settled: usize,
}

/// [`pair`], with or without the engine's own shortcuts (without: as the reference engine
/// goes), and what they did. The program always takes them; the other ways are for the unit
/// tests that all agree.
fn pair_traced(s: &Swiss, ways: Ways) -> Result<(Vec<Board>, Trace), PairingError> {
    pair_in(&Ctx::new(s), ways)
}

/// [`pair_traced`] on the round's context.
fn pair_in(ctx: &Ctx, ways: Ways) -> Result<(Vec<Board>, Trace), PairingError> {
    if ctx.sorted.is_empty() {
        return Ok((Vec::new(), Trace::default()));
    }
    if let Some(pairs) = first_round(ctx) {
        return Ok((order(ctx, pairs), Trace::default()));
    }
    let limbs = (ctx.total_bits() as usize + 8).div_ceil(64);
    // Every wide operation costs its limbs, so the widths step finely where fields are common
    // (each step is one more compiled copy of the engine).
    let (pairs, own) = match limbs {
        0..=2 => run::<2>(ctx, ways),
        3 => run::<3>(ctx, ways),
        4 => run::<4>(ctx, ways),
        5 => run::<5>(ctx, ways),
        6 => run::<6>(ctx, ways),
        7..=8 => run::<8>(ctx, ways),
        9..=10 => run::<10>(ctx, ways),
        11..=12 => run::<12>(ctx, ways),
        13..=16 => run::<16>(ctx, ways),
        17..=24 => run::<24>(ctx, ways),
        25..=32 => run::<32>(ctx, ways),
        _ => run::<64>(ctx, ways),
    }?;
    Ok((order(ctx, pairs), own))
}

/// The fast path for a first round without forbidden pairs or acceleration: everyone has the same score and
/// no history, so every criterion is met by the upper half meeting the lower half in order
/// (C.04.3's S1 against S2), the last player taking the bye. `None` when it does not apply.
fn first_round(ctx: &Ctx) -> Option<Vec<(usize, Option<usize>)>> {
    if ctx.s.played_rounds != 0
        || !ctx.s.forbidden.is_empty()
        || !ctx.s.forbidden_groups.is_empty()
        || ctx.s.accelerated()
    {
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
