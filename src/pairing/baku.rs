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

/// Gives `s`'s players the Baku method's virtual points, replacing any acceleration they had.
pub fn accelerate(s: &mut Swiss) -> Result<(), PointsNotBaku> {
    let per_round = group_a_points(s.total_rounds, &s.points)?;
    let group_a = group_a_size(s.players.iter().flatten().count());
    for (k, p) in s.players.iter_mut().flatten().enumerate() {
        p.acceleration = if k < group_a {
            per_round.clone()
        } else {
            Vec::new()
        };
    }
    Ok(())
}

/// The virtual points (half-points) player `no` of a stored Baku-accelerated tournament has
/// for pairing round `round`: what the pairing list marks beside his points. 0 when the
/// tournament is not accelerated.
pub fn virtual_half_points(t: &Tournament, no: No, round: u32) -> u32 {
    if t.settings.acceleration != Acceleration::Baku {
        return 0;
    }
    let Ok(per_round) = group_a_points(t.settings.rounds as usize, &Points::default()) else {
        return 0;
    };
    // Group A: the first half of the players by starting number, rounded up.
    let mut numbers: Vec<No> = t.entrants.iter().map(|e| e.no).collect();
    numbers.sort_unstable();
    let in_a = numbers
        .iter()
        .position(|&n| n == no)
        .is_some_and(|k| k < group_a_size(numbers.len()));
    let tenths = (round as usize)
        .checked_sub(1)
        .and_then(|r| per_round.get(r))
        .copied()
        .unwrap_or(0);
    if in_a { tenths / 5 } else { 0 }
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
