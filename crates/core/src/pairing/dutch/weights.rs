//! The edge weight of two players (module doc of `dutch`: one bit field per criterion, most
//! important first) and the width it needs.

use super::ctx::{Ctx, Float, compatible_prefs};
use crate::pairing::swiss::Colour;
use crate::pairing::wide::Weight;

impl Ctx<'_> {
    /// Bits of the widest weight (the edge weight's fields plus the top field).
    pub(super) fn total_bits(&self) -> u32 {
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

    /// The colour bits of C10–C13 (`p` the lower player, `o` the higher), highest first.
    fn colour_bits(&self, p: usize, o: usize) -> [bool; 4] {
        let (cp, co) = (&self.colours[p], &self.colours[o]);
        let differ = cp.preference != co.preference;
        let a = cp.imbalance <= 1 || co.imbalance <= 1 || differ;
        let b = !cp.absolute()
            || !co.absolute()
            || differ
            || if cp.imbalance == co.imbalance {
                cp.repeated.is_none() || cp.repeated != co.repeated
            } else {
                let lesser = if cp.imbalance > co.imbalance { co } else { cp };
                lesser.repeated != cp.preference.map(Colour::other)
            };
        let c = compatible_prefs(cp.preference, co.preference);
        let d = (!cp.strong && !cp.absolute())
            || (!co.strong && !co.absolute())
            || (cp.absolute() && co.absolute())
            || differ;
        [a, b, c, d]
    }

    /// The edge weight between `h` (higher in the order) and `l`.
    ///
    /// The fields, from the top (widths `g` for a count of pairs, `s` for one bit per score
    /// group, see [`Ctx::total_bits`]): completion and bye (2 bits); pairs in the bracket (g)
    /// and their scores (s); pairs in the next bracket (g) and their scores (s); C9 (2g);
    /// colours C10–C13 (4 × g); floats one and two rounds back, C14–C17 (2 × g each round);
    /// their scores, C18–C21 (2 × s each round); and 3g + 1 low bits left for the order of
    /// transpositions and exchanges. They are set from the bottom up, each at its place.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn edge<W: Weight>(
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
        self.edge_fields(h, l, in_current, in_next, bye_score, c9)
    }

    /// [`Ctx::edge`] of two compatible players: what it reads of them is their kind
    /// (`round::kinds`) only.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn edge_fields<W: Weight>(
        &self,
        h: usize,
        l: usize,
        in_current: bool,
        in_next: bool,
        bye_score: u32,
        c9: Option<&[u32]>,
    ) -> W {
        let (g, s) = (self.group_bits, self.groups_shift);
        let sc = &self.score;
        let pr = self.s.played_rounds;
        let down = |x: usize, back: usize| self.float(x, back) == Float::Down;
        let up = |x: usize, back: usize| self.float(x, back) == Float::Up;
        let mut w = W::zero();
        let mut at = 3 * g + 1;
        // C18–C21: the scores of the floats, two rounds back lowest.
        for back in [2, 1] {
            if pr < back {
                continue;
            }
            if in_current && !(up(l, back) && sc[h] > sc[l]) {
                w = w.add_at(1, at + self.shift[h]);
            }
            at += s;
            if in_current {
                if down(l, back) {
                    w = w.add_at(1, at + self.shift[l]);
                }
                if down(h, back) {
                    w = w.add_at(1, at + self.shift[h]);
                }
            }
            at += s;
        }
        // C14–C17: the floats.
        for back in [2, 1] {
            if pr < back {
                continue;
            }
            let no_upfloat = in_current && !(sc[h] > sc[l] && up(l, back));
            w = w.add_at(no_upfloat as u64, at);
            at += g;
            if in_current {
                let downs = down(l, back) as u64 + (sc[h] <= sc[l] && down(h, back)) as u64;
                w = w.add_at(downs, at);
            }
            at += g;
        }
        // C10–C13: colours.
        for bit in self.colour_bits(l, h).into_iter().rev() {
            w = w.add_at((in_current && bit) as u64, at);
            at += g;
        }
        // C9: the bye should go to a player with as few unplayed games as possible, so pairing
        // a player of the bye's score is worth more the more unplayed games he has. The field
        // is two group widths wide: both players' ranks add up in it.
        if let Some(c9) = c9 {
            for x in [h, l] {
                if sc[x] == bye_score {
                    w = w.add_at(c9[x] as u64, at);
                }
            }
        }
        at += 2 * g;
        // C8 (the next bracket), then C6 and C7 (this one): pairs, and their scores.
        for counts in [in_next, in_current] {
            if counts {
                w = w.add_at(1, at + self.shift[h]);
            }
            at += s;
            w = w.add_at(counts as u64, at);
            at += g;
        }
        // Completion and the bye: pairing players who cannot take the bye is worth more.
        let top =
            1 + !self.bye_candidate(h, bye_score) as u64 + !self.bye_candidate(l, bye_score) as u64;
        w.add_at(top, at)
    }
}

/// Shifts `w` left by `g` bits and adds `bit`.
pub(super) fn push<W: Weight>(w: W, g: u32, bit: bool) -> W {
    w.shl(g).add(W::from_u64(bit as u64))
}
