//! FIDE's Baku acceleration (Handbook C.04.5.1), as the FIDE-endorsed engine bbpPairings 6.0.0
//! applies it, so that an accelerated round pairs board for board as it does.
//!
//! The first half of the players by starting rank, rounded up (group A), get virtual points
//! for pairing the first half of the rounds, rounded up: a win's worth in the first half of
//! those rounds (rounded up), a draw's worth in the rest. Everybody else, and every later
//! round, gets none. Group A counts every player of the tournament (withdrawn ones too: the
//! engine counts every `001` line). Virtual points only order and group the players for
//! pairing (score groups, floats, topscorers, the bye): no standing, tie-break or export of
//! results ever shows them (docs/swiss.md).

use std::collections::BTreeMap;

use super::swiss::{Points, Swiss};
use crate::tournament::{Acceleration, No, Tournament};

/// The point system cannot carry virtual points: a loss must be worth nothing and a win two
/// draws (the reference engine refuses the others too).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointsNotBaku;

/// The virtual points (tenths) of a group-A player in each round, round 1 first, for a
/// tournament of `total_rounds` rounds; no round after the last accelerated one is listed.
pub fn group_a_points(total_rounds: usize, points: &Points) -> Result<Vec<u32>, PointsNotBaku> {
    if points.loss != 0 || points.draw.checked_mul(2) != Some(points.win) {
        return Err(PointsNotBaku);
    }
    if total_rounds == 0 {
        return Ok(Vec::new());
    }
    // 0-based: rounds 0..=last are accelerated, 0..=last_full by a win's worth.
    let last = (total_rounds - 1) / 2;
    let last_full = last / 2;
    Ok((0..=last)
        .map(|r| {
            if r <= last_full {
                points.win
            } else {
                points.draw
            }
        })
        .collect())
}

/// How many players are in group A among `players`: half, rounded up.
pub fn group_a_size(players: usize) -> usize {
    players.div_ceil(2)
}

/// The Baku method's virtual points (tenths) by round, round 1 first, of each player of a
/// tournament of `total_rounds` rounds whose players are numbered `numbers` (any order): group
/// A, the first half of them by number rounded up, has the method's points, everyone else an
/// empty list. The one place the groups are formed: a Swiss to pair, a stored tournament's
/// pairing list and a TRF import all ask here.
pub fn by_number(
    numbers: &[u32],
    total_rounds: usize,
    points: &Points,
) -> Result<BTreeMap<u32, Vec<u32>>, PointsNotBaku> {
    let per_round = group_a_points(total_rounds, points)?;
    let mut sorted = numbers.to_vec();
    sorted.sort_unstable();
    let group_a = group_a_size(sorted.len());
    Ok(sorted
        .into_iter()
        .enumerate()
        .map(|(k, no)| {
            let v = if k < group_a {
                per_round.clone()
            } else {
                Vec::new()
            };
            (no, v)
        })
        .collect())
}

/// Gives `s`'s players the Baku method's virtual points, replacing any acceleration they had.
pub fn accelerate(s: &mut Swiss) -> Result<(), PointsNotBaku> {
    let numbers: Vec<u32> = (0..s.players.len())
        .filter(|&i| s.players[i].is_some())
        .map(|i| i as u32 + 1)
        .collect();
    let mut by_no = by_number(&numbers, s.total_rounds, &s.points)?;
    for (i, p) in s.players.iter_mut().enumerate() {
        if let Some(p) = p {
            p.acceleration = by_no.remove(&(i as u32 + 1)).unwrap_or_default();
        }
    }
    Ok(())
}

/// The virtual points (half-points) the players of a stored Baku-accelerated tournament have
/// for pairing round `round`, those who have any: what the pairing list marks beside their
/// points. Empty when the tournament is not accelerated or the round is not.
pub fn virtual_half_points(t: &Tournament, round: u32) -> BTreeMap<No, u32> {
    if t.settings.acceleration != Acceleration::Baku {
        return BTreeMap::new();
    }
    let numbers: Vec<No> = t.entrants.iter().map(|e| e.no).collect();
    // A stored tournament scores 1-½-0, which the method takes.
    let Ok(by_no) = by_number(&numbers, t.settings.rounds as usize, &Points::default()) else {
        return BTreeMap::new();
    };
    let r = (round as usize).saturating_sub(1);
    by_no
        .into_iter()
        .filter_map(|(no, v)| v.get(r).map(|&tenths| (no, tenths / 5)))
        .filter(|&(_, half)| half > 0)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_half_of_the_rounds_is_accelerated_a_win_then_a_draw() {
        let p = Points::default();
        // 9 rounds: rounds 1-5 accelerated, 1-3 by a point, 4-5 by half a point.
        assert_eq!(group_a_points(9, &p), Ok(vec![10, 10, 10, 5, 5]));
        assert_eq!(group_a_points(5, &p), Ok(vec![10, 10, 5]));
        assert_eq!(group_a_points(7, &p), Ok(vec![10, 10, 5, 5]));
        assert_eq!(group_a_points(1, &p), Ok(vec![10]));
        assert_eq!(group_a_points(2, &p), Ok(vec![10]));
        assert_eq!(group_a_points(11, &p), Ok(vec![10, 10, 10, 5, 5, 5]));
        assert_eq!(group_a_size(9), 5);
        assert_eq!(group_a_size(256), 128);
    }

    #[test]
    fn group_a_is_the_first_half_by_number_whatever_the_order_given() {
        let by_no = by_number(&[7, 2, 4], 5, &Points::default()).expect("1-½-0");
        assert_eq!(by_no[&2], vec![10, 10, 5]);
        assert_eq!(by_no[&4], vec![10, 10, 5]);
        assert_eq!(by_no[&7], Vec::<u32>::new());
    }

    #[test]
    fn a_point_system_without_a_draw_worth_half_a_win_is_refused() {
        let p = Points {
            win: 30,
            draw: 10,
            ..Points::default()
        };
        assert_eq!(group_a_points(9, &p), Err(PointsNotBaku));
        let p = Points {
            loss: 5,
            ..Points::default()
        };
        assert_eq!(group_a_points(9, &p), Err(PointsNotBaku));
    }
}
