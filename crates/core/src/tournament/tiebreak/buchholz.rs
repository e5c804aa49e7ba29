//! Buchholz and Sonneborn-Berger: each round's contribution (adjusted scores and the dummy of
//! art. 16 in a Swiss) and the cuts (art. 14, with 16.5's voluntary unplayed rounds).

use super::super::{ByeKind, Rules};
use super::{DRAW, Kind, Table};

impl Table {
    /// Player `p`'s Buchholz (or, with `sb`, Sonneborn-Berger) after `low` low cuts and `high`
    /// high cuts: in half-points for BH, quarter-points for SB.
    pub(super) fn cut_sum(&self, p: usize, low: usize, high: usize, sb: bool) -> i64 {
        cut(self.contributions(p, sb), low, high, sb)
    }

    /// The contributions of each round to player `p`'s Buchholz or (with `sb`) Sonneborn-Berger,
    /// in quarter-points for SB and half-points for BH, with the key for the cut and whether the
    /// round is voluntary unplayed.
    fn contributions(&self, p: usize, sb: bool) -> Vec<Contribution> {
        let own = self.score[p];
        let mut out = Vec::new();
        for r in &self.recs[p] {
            let opp_value = match (r.kind, r.opp) {
                (Kind::Pending, _) | (Kind::Bye(ByeKind::Rest), _) => continue,
                (Kind::Played, Some(o)) => self.opp_score(o),
                (_, Some(o)) if self.round_robin => self.opp_score(o),
                // A round-robin round without an opponent counts for nothing (15.2).
                (_, None) if self.round_robin => continue,
                (_, o) => {
                    // The dummy (16.4): the player's own score, capped since 2026.
                    match (self.rules, o) {
                        (Rules::C07of2024, _) => own,
                        (Rules::C07of2026, Some(o)) => own.min(self.adjusted[o]),
                        (Rules::C07of2026, None) => own.min(DRAW * self.rounds),
                    }
                }
            };
            let value = if sb {
                opp_value as i64 * r.pts as i64
            } else {
                opp_value as i64
            };
            out.push(Contribution {
                value,
                key: opp_value as i64,
                vur: !self.round_robin && r.is_vur(),
            });
        }
        out
    }
}

#[derive(Clone, Copy, Debug)]
struct Contribution {
    value: i64,
    /// What "least significant" compares: the opponent's score (for SB), or the value.
    key: i64,
    vur: bool,
}

/// Sums `c` after `low` low cuts and `high` high cuts (14.1-14.4 with 16.5: a low cut takes the
/// least significant voluntary unplayed round instead of the least significant value, unless
/// that is lower — for SB, the larger of the two is cut; the VUR is the least significant as
/// 14.1 orders them, by the opponent's score first, as FIDE's checker picks it).
fn cut(mut c: Vec<Contribution>, low: usize, high: usize, sb: bool) -> i64 {
    for _ in 0..low {
        if c.is_empty() {
            break;
        }
        let lsv = least(&c, sb);
        let vur = c
            .iter()
            .enumerate()
            .filter(|(_, x)| x.vur)
            .min_by_key(|(_, x)| significance(x, sb))
            .map(|(i, _)| i);
        let i = match vur {
            Some(v) if c[v].value >= c[lsv].value => v,
            _ => lsv,
        };
        c.remove(i);
    }
    for _ in 0..high {
        let Some(i) = c
            .iter()
            .enumerate()
            .max_by_key(|(_, x)| significance(x, sb))
            .map(|(i, _)| i)
        else {
            break;
        };
        c.remove(i);
    }
    c.iter().map(|x| x.value).sum()
}

/// How significant a contribution is (14.1): for SB the opponent's score, then the product;
/// otherwise the value itself.
fn significance(x: &Contribution, sb: bool) -> (i64, i64) {
    if sb { (x.key, x.value) } else { (x.value, 0) }
}

fn least(c: &[Contribution], sb: bool) -> usize {
    c.iter()
        .enumerate()
        .min_by_key(|(_, x)| significance(x, sb))
        .map_or(0, |(i, _)| i)
}
