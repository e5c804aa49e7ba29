//! Colours (C.04.3 E) and board order, once the pairs are known.

use super::ctx::{Ctx, compatible_prefs};
use crate::pairing::swiss::{Board, Colour, ColourRule};

impl Ctx<'_> {
    /// The colour of `p` against `o` (C.04.3 E).
    fn colour_of(&self, p: usize, o: usize) -> Colour {
        self.colour_rule(p, o).0
    }

    /// The colour of `p` against `o` (C.04.3 E, article 5 of the 2026 text) and the rule that
    /// decided it.
    pub(super) fn colour_rule(&self, p: usize, o: usize) -> (Colour, ColourRule) {
        if let Some(c) = self.neutral_colour(p, o) {
            return c;
        }
        let (cp, co) = (&self.colours[p], &self.colours[o]);
        let p_lower = (self.score[p], self.rank[o]) < (self.score[o], self.rank[p]);
        let first = self.s.first_colour;
        match cp.preference {
            None => {
                let c = if p_lower {
                    if self.rank[o] & 1 == 1 {
                        first
                    } else {
                        first.other()
                    }
                } else if self.rank[p] & 1 == 1 {
                    first.other()
                } else {
                    first
                };
                (c, ColourRule::Initial)
            }
            Some(pref) => {
                let c = if p_lower {
                    co.preference.map(Colour::other).unwrap_or(pref)
                } else {
                    pref
                };
                (c, ColourRule::HigherRanked)
            }
        }
    }

    fn neutral_colour(&self, p: usize, o: usize) -> Option<(Colour, ColourRule)> {
        let (cp, co) = (&self.colours[p], &self.colours[o]);
        if compatible_prefs(cp.preference, co.preference) {
            return cp
                .preference
                .or(co.preference.map(Colour::other))
                .map(|c| (c, ColourRule::Both));
        }
        let absolute = |c: Option<Colour>| c.map(|c| (c, ColourRule::Absolute));
        let strong = |c: Option<Colour>| c.map(|c| (c, ColourRule::Strong));
        if cp.absolute() && (cp.imbalance > co.imbalance || !co.absolute()) {
            return absolute(cp.preference);
        }
        if co.absolute() && (co.imbalance > cp.imbalance || !cp.absolute()) {
            return absolute(co.preference.map(Colour::other));
        }
        if cp.strong && !co.strong {
            return strong(cp.preference);
        }
        if co.strong && !cp.strong {
            return strong(co.preference.map(Colour::other));
        }
        // The most recent round in which their colours differed: each gets the other's.
        let hp: Vec<Colour> = self.played_colours(p);
        let ho: Vec<Colour> = self.played_colours(o);
        for (a, b) in hp.iter().rev().zip(ho.iter().rev()) {
            if a != b {
                return Some((*b, ColourRule::Alternate));
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

/// Colours and board order: boards by the higher player's score, then the lower player's,
/// then the higher player's rank; the bye last. The board order goes by the points scored,
/// without virtual points (acceleration), as the reference engine orders them; colours go by
/// the pairing score.
pub(super) fn order(ctx: &Ctx, pairs: Vec<(usize, Option<usize>)>) -> Vec<Board> {
    let s = ctx.s;
    let sc: Vec<u32> = (0..s.players.len())
        .map(|i| s.points_before(i, s.played_rounds))
        .collect();
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
