//! Perft: the number of move sequences of a given length, the standard check of a move
//! generator (SPEC section 1 gives the values from the start to depth 6).
//!
//! Copy-make with bulk counting at the leaves: at depth 1 the legal moves are counted, not
//! played. Nothing allocates; a game that ends (82, atsyrau) has no children.

use super::position::{Position, Side};

/// The number of leaf positions `depth` plies below `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    perft_all(pos, depth).last().copied().unwrap_or(1)
}

/// Perft for every depth 1..=`depth` in one walk of the tree: element `d - 1` is perft(d).
/// Costs the same as `perft(pos, depth)` alone.
pub fn perft_all(pos: &Position, depth: u32) -> Vec<u64> {
    let mut counts = vec![0u64; depth as usize];
    if depth > 0 {
        walk(pos, depth, 0, &mut counts);
    }
    counts
}

fn walk(pos: &Position, remaining: u32, level: usize, counts: &mut [u64]) {
    if remaining == 1 {
        counts[level] += u64::from(pos.count_moves());
        return;
    }
    if pos.is_over() {
        return;
    }
    let base = if pos.to_move() == Side::White { 0 } else { 9 };
    for otau in 1..=9u8 {
        if pos.otau(pos.to_move(), otau) == 0 {
            continue;
        }
        let mut child = *pos;
        child.play_cell(base + usize::from(otau) - 1);
        counts[level] += 1;
        walk(&child, remaining - 1, level + 1, counts);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_values_from_the_start() {
        // SPEC section 1.
        let want = [9u64, 73, 613, 5199, 43184, 360035];
        for (d, &n) in want.iter().enumerate() {
            assert_eq!(
                perft(&Position::start(), d as u32 + 1),
                n,
                "depth {}",
                d + 1
            );
        }
    }

    #[test]
    fn all_depths_in_one_walk_agree() {
        let p: Position = "1,1,5,7,6,18,6,0,x/1,2,20,7,19,x,1,2,0 42 24 w"
            .parse()
            .unwrap();
        let all = perft_all(&p, 5);
        let each: Vec<u64> = (1..=5).map(|d| perft(&p, d)).collect();
        assert_eq!(all, each);
        assert_eq!(perft_all(&Position::start(), 4), [9, 73, 613, 5199]);
    }

    #[test]
    fn a_finished_game_has_no_children() {
        let p: Position = "0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,1 82 78 w"
            .parse()
            .unwrap();
        assert_eq!(perft(&p, 1), 0);
        assert_eq!(perft(&p, 3), 0);
        assert_eq!(perft(&p, 0), 1);
    }
}
