//! Perft: the number of turn sequences of a given length. A turn is a whole chain; chains that
//! differ in path or in the approach/withdrawal choice, and a chain and its shorter beginnings,
//! are different turns (SPEC section 4 gives the values from the start to depth 4).

use super::position::Position;

/// Perft for every depth 1..=`depth` in one walk: element `d - 1` is perft(d).
pub fn perft_all(pos: &Position, depth: u32) -> Vec<u64> {
    let mut counts = vec![0u64; depth as usize];
    if depth > 0 {
        walk(pos, depth, 0, &mut counts);
    }
    counts
}

/// The number of turn sequences of length `depth` from `pos`.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    perft_all(pos, depth).last().copied().unwrap_or(1)
}

fn walk(pos: &Position, remaining: u32, level: usize, counts: &mut [u64]) {
    pos.for_each_turn(&mut |_, child| {
        counts[level] += 1;
        if remaining > 1 {
            walk(child, remaining - 1, level + 1, counts);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perft_from_the_start_matches_the_spec() {
        assert_eq!(perft_all(&Position::start(), 4), [5, 39, 724, 18026]);
    }
}
