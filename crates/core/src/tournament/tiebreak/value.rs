//! The value of each tie-break but direct encounter for one player.

use super::super::{ByeKind, Half, Rules, rating};
use super::TieBreak::{self, *};
use super::{DRAW, Kind, Rec, Table, WIN};

impl Table {
    /// The value of tie-break `tb` for player `p` (not for DE, which depends on the group).
    /// `None` when it cannot be computed (no rated opponents).
    pub fn value(&self, tb: TieBreak, p: usize) -> Option<f64> {
        let recs = &self.recs[p];
        let count = |f: &dyn Fn(&Rec) -> bool| Some(recs.iter().filter(|r| f(r)).count() as f64);
        match tb {
            DirectEncounter => None,
            Wins => count(&|r| r.pts == WIN),
            GamesWon => count(&|r| self.is_game_b(r) && r.pts == WIN),
            BlackGames => count(&|r| self.is_game_b(r) && !r.white),
            BlackWins => count(&|r| self.is_game_b(r) && !r.white && r.pts == WIN),
            // Round-robin forfeits are games (15.2), except, since 2026, forfeit losses.
            // A round-robin's rest (the dummy's round) is no round one elected to play.
            ElectedToPlay => count(&|r| {
                r.kind != Kind::Bye(ByeKind::Rest)
                    && (!r.is_vur()
                        || (self.round_robin && self.rules == Rules::C07of2024 && r.is_forfeit()))
            }),
            Progressive => {
                let mut run = 0;
                let mut sum = 0;
                for r in recs {
                    run += r.pts;
                    sum += run;
                }
                Some(sum as f64 / 2.0)
            }
            // The standard scoring: a round's result, not the points the tournament gave it.
            Standard => Some(
                recs.iter()
                    .map(|r| match r.pts {
                        0 => 0,
                        DRAW => 1,
                        _ => 2,
                    })
                    .sum::<Half>() as f64
                    / 2.0,
            ),
            Buchholz | BuchholzCut1 | BuchholzCut2 | BuchholzMedian1 | BuchholzMedian2 => {
                let (low, high) = match tb {
                    BuchholzCut1 => (1, 0),
                    BuchholzCut2 => (2, 0),
                    BuchholzMedian1 => (1, 1),
                    BuchholzMedian2 => (2, 2),
                    _ => (0, 0),
                };
                Some(self.cut_sum(p, low, high, false) as f64 / 2.0)
            }
            SonnebornBerger | SonnebornBergerCut1 | SonnebornBergerCut2 => {
                let low = match tb {
                    SonnebornBergerCut1 => 1,
                    SonnebornBergerCut2 => 2,
                    _ => 0,
                };
                Some(self.cut_sum(p, low, 0, true) as f64 / 4.0)
            }
            Koya | KoyaLimit(_) => {
                // Half the maximum score (or another limit): the rounds a player can play (a
                // round-robin's odd field rests once) times a win.
                let limit = match tb {
                    KoyaLimit(l) => l,
                    _ => super::KoyaLimit::HALF,
                };
                let max = self.max_games();
                Some(
                    recs.iter()
                        .filter(|r| {
                            r.opp.is_some_and(|o| limit.reached(self.score[o], max))
                                && r.kind != Kind::Pending
                        })
                        .map(|r| r.pts)
                        .sum::<Half>() as f64
                        / 2.0,
                )
            }
            // Unrated counts as 0: after every rated player (a decision, docs/tiebreaks.md).
            Rating | RatingLowFirst => Some(self.ratings[p].unwrap_or(0) as f64),
            StartNumber | StartNumberHighFirst => Some(self.tpn[p] as f64),
            AverageRating => {
                let rs = self.tiebreak_rated_games(p);
                (!rs.is_empty()).then(|| {
                    rating::round_div(rs.iter().map(|g| g.0 as i64).sum(), rs.len() as i64) as f64
                })
            }
            Performance => {
                let rs = self.tiebreak_rated_games(p);
                if rs.is_empty() {
                    return None;
                }
                let aro = rating::round_div(rs.iter().map(|g| g.0 as i64).sum(), rs.len() as i64);
                let pts: u32 = rs.iter().map(|g| g.1).sum();
                rating::dp(pts, rs.len() as u32).map(|d| (aro + d as i64) as f64)
            }
        }
    }

    /// `(opponent rating, half-points)` for player `p`'s games as the rating tie-breaks (ARO,
    /// TPR) count them: C.07's rule, which in its 2024 edition counts a round-robin's forfeits.
    /// The rating report has its own rule (B.02: `rating::rated_games`).
    pub(super) fn tiebreak_rated_games(&self, p: usize) -> Vec<(u32, Half)> {
        self.recs[p]
            .iter()
            .filter(|r| self.is_game_rating(r))
            .filter_map(|r| r.opp.and_then(|o| self.ratings[o]).map(|rt| (rt, r.pts)))
            .collect()
    }
}
