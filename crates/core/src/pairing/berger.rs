//! Round-robin pairings by the FIDE Berger tables (Handbook C.05, Annex 1).
//!
//! For `n` players (`n` even; an odd field adds a dummy `n + 1`, whose opponent sits the round
//! out), player `n` is fixed and the others rotate. In round `r` (1-based) player `n` meets
//! `a = ((r - 1) · n/2) mod (n - 1) + 1`, with White in even rounds; on board `k` (2..=n/2)
//! `a + (k-1)` (White) meets `a - (k-1)`, both counted cyclically in `1..n-1`. This reproduces
//! the printed tables (6 players, round 2: 6-4, 5-3, 1-2).
//!
//! Double round-robin: the first cycle plays the table with its last two rounds swapped (so
//! nobody has three games in a row with the same colour at the turn, as C.05 recommends), the
//! second cycle plays the table in order with colours reversed.

use crate::tournament::No;

/// One round of a table: `(white, black)` boards in order, and the player who sits out (odd
/// fields only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRound {
    /// Boards, White first.
    pub boards: Vec<(No, No)>,
    /// The dummy's opponent, if the field is odd.
    pub rests: Option<No>,
}

/// The Berger table for `players` players: `players - 1` rounds (`players` rounds when odd).
/// Empty for fewer than 2 players.
pub fn table(players: u32) -> Vec<TableRound> {
    if players < 2 {
        return Vec::new();
    }
    let n = players + players % 2;
    let m = n - 1;
    let half = n / 2;
    let wrap = |x: i64| -> No { (x.rem_euclid(m as i64) + 1) as No };
    (1..=m)
        .map(|r| {
            let a0 = ((r - 1) * half) % m; // 0-based position of n's opponent
            let a = a0 + 1;
            let mut boards = Vec::with_capacity(half as usize);
            let mut rests = None;
            let first = if r % 2 == 0 { (n, a) } else { (a, n) };
            boards.push(first);
            for k in 1..half {
                let w = wrap(a0 as i64 + k as i64);
                let b = wrap(a0 as i64 - k as i64);
                boards.push((w, b));
            }
            if n != players {
                // The dummy is `n`: drop its board, its opponent rests.
                let (w, b) = boards.remove(0);
                rests = Some(if w == n { b } else { w });
            }
            TableRound { boards, rests }
        })
        .collect()
}

/// The whole schedule: one cycle for a round-robin, two for a double round-robin (see the
/// module doc for the order and colours of the second).
pub fn schedule(players: u32, double: bool) -> Vec<TableRound> {
    let mut first = table(players);
    if !double {
        return first;
    }
    let second: Vec<TableRound> = first
        .iter()
        .map(|t| TableRound {
            boards: t.boards.iter().map(|&(w, b)| (b, w)).collect(),
            rests: t.rests,
        })
        .collect();
    let len = first.len();
    if len >= 2 {
        first.swap(len - 1, len - 2);
    }
    first.extend(second);
    first
}

/// Number of rounds a full round-robin of `players` needs (`cycles` = 1 or 2).
pub fn rounds_needed(players: u32, cycles: u32) -> u32 {
    if players < 2 {
        0
    } else {
        (players + players % 2 - 1) * cycles
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn boards(t: &TableRound) -> Vec<(No, No)> {
        t.boards.clone()
    }

    #[test]
    fn six_players_as_printed_in_c05() {
        let t = table(6);
        let want = [
            vec![(1, 6), (2, 5), (3, 4)],
            vec![(6, 4), (5, 3), (1, 2)],
            vec![(2, 6), (3, 1), (4, 5)],
            vec![(6, 5), (1, 4), (2, 3)],
            vec![(3, 6), (4, 2), (5, 1)],
        ];
        assert_eq!(t.iter().map(boards).collect::<Vec<_>>(), want);
    }

    #[test]
    fn every_pair_meets_once_and_colours_balance() {
        for n in 2..=24u32 {
            let t = table(n);
            let rounds = rounds_needed(n, 1) as usize;
            assert_eq!(t.len(), rounds, "n={n}");
            let mut met = std::collections::HashSet::new();
            let mut whites = vec![0u32; n as usize + 1];
            for r in &t {
                let mut seen = std::collections::HashSet::new();
                for &(w, b) in &r.boards {
                    assert!(w <= n && b <= n && w != b);
                    assert!(met.insert((w.min(b), w.max(b))), "n={n}: {w}-{b} twice");
                    assert!(seen.insert(w) && seen.insert(b));
                    whites[w as usize] += 1;
                }
                if let Some(p) = r.rests {
                    assert!(seen.insert(p));
                }
                assert_eq!(seen.len() as u32, n);
            }
            assert_eq!(met.len() as u32, n * (n - 1) / 2);
            // In a Berger table everyone has White in half the games, rounded either way.
            let games = n - 1;
            for p in 1..=n {
                let w = whites[p as usize];
                assert!(
                    w * 2 + 1 >= games && w * 2 <= games + 1,
                    "n={n} player {p} has {w} whites of {games}"
                );
            }
        }
    }

    #[test]
    fn double_round_robin_reverses_colours_and_swaps_the_turn() {
        let s = schedule(10, true);
        assert_eq!(s.len(), 18);
        let t = table(10);
        assert_eq!(s[7], t[8]);
        assert_eq!(s[8], t[7]);
        for (i, r) in t.iter().enumerate() {
            let rev: Vec<_> = r.boards.iter().map(|&(w, b)| (b, w)).collect();
            assert_eq!(s[9 + i].boards, rev);
        }
        // Nobody has three games in a row with the same colour across rounds 8-11.
        for p in 1..=10 {
            let colours: Vec<bool> = s
                .iter()
                .map(|r| r.boards.iter().any(|&(w, _)| w == p))
                .collect();
            for w in colours.windows(3) {
                assert!(!(w[0] == w[1] && w[1] == w[2]), "player {p}: {colours:?}");
            }
        }
    }

    #[test]
    fn odd_field_rests_one_player_a_round() {
        let t = table(11);
        assert_eq!(t.len(), 11);
        let mut rested: Vec<No> = t.iter().filter_map(|r| r.rests).collect();
        rested.sort();
        assert_eq!(rested, (1..=11).collect::<Vec<_>>());
        assert!(t.iter().all(|r| r.boards.len() == 5));
    }
}
