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
}

/// Shifts `w` left by `g` bits and adds `bit`.
pub(super) fn push<W: Weight>(w: W, g: u32, bit: bool) -> W {
    w.shl(g).add(W::from_u64(bit as u64))
}
