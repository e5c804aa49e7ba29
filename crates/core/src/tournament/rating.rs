//! Rating arithmetic from FIDE's Rating Regulations (Handbook B.02, 2024), used for the rating
//! report and the rating-based tie-breaks, and the report's own notion of a rated game.
//!
//! Expected score `E` comes from table 8.1.2 (rating difference → scoring probability), with a
//! difference of more than 400 counted as 400. The change is `ΔR = K·(P − E)` over games played
//! over the board (forfeits and byes are never rated), K = 10 unless the tournament says
//! otherwise (Kazakhstan's practice). Performance is `Ra + dp(p)` with table 8.1.1.
//!
//! What is rated ([`rated_games`]) is B.02's rule, not the tie-breaks' (C.07 15.2 counts a
//! round-robin's forfeits for the rating tie-breaks in its 2024 edition; B.02 never rates a
//! forfeit): every game played over the board with a result, against a rated opponent, whatever
//! the tie-break edition, and the games of a round-robin player whose results are struck from
//! the standings (they were played; B.02 rates games, the annulment is a scoring rule).

use std::collections::HashMap;

use super::{Half, No, Tournament};

/// Upper bounds of the rating difference for PD(H) = .50, .51, … .99 (table 8.1.2). Above the
/// last bound PD(H) is 1.00.
const PD_BOUNDS: [u32; 50] = [
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162,
    170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374,
    391, 411, 432, 456, 484, 517, 559, 619, 735,
];

/// dp for p = .50, .51, … 1.00 (table 8.1.1); dp(1 − p) = −dp(p).
const DP: [i32; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// The expected score, in hundredths, of a player rated `own` against `opp` (table 8.1.2, with
/// the difference capped at 400).
pub fn expected_hundredths(own: u32, opp: u32) -> u32 {
    let d = own.abs_diff(opp).min(400);
    let high = 50 + PD_BOUNDS.iter().take_while(|&&b| d > b).count() as u32;
    if own >= opp { high } else { 100 - high }
}

/// dp for a fractional score `points / games` (table 8.1.1), p rounded to hundredths half up.
/// `None` for no games.
pub fn dp(points_half: u32, games: u32) -> Option<i32> {
    if games == 0 {
        return None;
    }
    // p in hundredths, rounded half up: round(100 · (points_half/2) / games).
    let p = (100 * points_half + games) / (2 * games);
    let p = p.min(100) as i32;
    Some(if p >= 50 {
        DP[(p - 50) as usize]
    } else {
        -DP[(50 - p) as usize]
    })
}

/// `a / b` rounded to the nearest whole number, .5 up.
pub fn round_div(a: i64, b: i64) -> i64 {
    if b == 0 {
        0
    } else {
        (2 * a + b).div_euclid(2 * b)
    }
}

/// One player's rating report over the games played over the board against rated opponents.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Rated games counted.
    pub games: u32,
    /// Points scored in them, in half-points.
    pub points: u32,
    /// Expected score, in hundredths.
    pub expected: u32,
    /// Average rating of those opponents (rounded).
    pub average: Option<u32>,
    /// The change `K·(P − E)`, rounded half away from zero.
    pub change: i32,
    /// Performance `Ra + dp(p)`.
    pub performance: Option<i32>,
}

/// The report for a player rated `own` with `(opponent rating, half-points scored)` per rated
/// game, and coefficient `k`.
pub fn report(own: Option<u32>, games: &[(u32, u32)], k: u32) -> Report {
    let n = games.len() as u32;
    let points: u32 = games.iter().map(|g| g.1).sum();
    let expected: u32 = match own {
        Some(r) => games.iter().map(|&(o, _)| expected_hundredths(r, o)).sum(),
        None => 0,
    };
    let sum: i64 = games.iter().map(|g| g.0 as i64).sum();
    let average = (n > 0).then(|| round_div(sum, n as i64) as u32);
    // K·(P − E) with P in half-points and E in hundredths: K·(50·P_half − E)/100.
    let change = match own {
        Some(_) if n > 0 => {
            let num = k as i64 * (50 * points as i64 - expected as i64);
            let r = (num.abs() * 2 + 100) / 200; // half away from zero
            (r * num.signum()) as i32
        }
        _ => 0,
    };
    let performance = average.and_then(|a| dp(points, n).map(|d| a as i32 + d));
    Report {
        games: n,
        points,
        expected,
        average,
        change,
        performance,
    }
}

/// Each entrant's rated games over rounds `1..=upto` (index = `t.entrants`' order):
/// `(opponent's rating at entry, half-points scored)` for every game played over the board with
/// a result, against a rated opponent. Never a forfeit (`+/-`, `-/+`, `-/-`), a bye, an absence
/// or a board still waiting for its result, whatever the tie-break edition (FIDE B.02); the
/// games of a player struck from a round-robin's standings are rated like any other.
pub fn rated_games(t: &Tournament, upto: u32) -> Vec<Vec<(u32, Half)>> {
    let index: HashMap<No, usize> = t
        .entrants
        .iter()
        .enumerate()
        .map(|(i, e)| (e.no, i))
        .collect();
    let mut out = vec![Vec::new(); t.entrants.len()];
    for r in t.rounds.iter().filter(|r| r.number.0 <= upto) {
        for g in &r.games {
            // A correction for the rating report only counts here, not the result kept.
            let Some(result) = g.rating_result.or(g.result).filter(|r| !r.is_forfeit()) else {
                continue;
            };
            let (Some(&w), Some(&b)) = (index.get(&g.white), index.get(&g.black)) else {
                continue;
            };
            if let Some(rb) = t.entrants[b].rating {
                out[w].push((rb, result.points(true)));
            }
            if let Some(rw) = t.entrants[w].rating {
                out[b].push((rw, result.points(false)));
            }
        }
    }
    out
}

/// The rating report of every entrant over rounds `1..=upto` with coefficient `k` (index =
/// `t.entrants`' order): [`report`] over his [`rated_games`], from his rating at entry.
pub fn reports(t: &Tournament, upto: u32, k: u32) -> Vec<Report> {
    rated_games(t, upto)
        .iter()
        .zip(&t.entrants)
        .map(|(games, e)| report(e.rating, games, k))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expected_score_follows_table_8_1_2() {
        for (own, opp, e) in [
            (1500, 1500, 50),
            (1503, 1500, 50),
            (1504, 1500, 51),
            (1500, 1504, 49),
            (2000, 1800, 76),
            (1800, 2000, 24),
            (2400, 1900, 92), // capped at 400: 392..411 → .92
            (1900, 2400, 8),
        ] {
            assert_eq!(expected_hundredths(own, opp), e, "{own} vs {opp}");
        }
    }

    #[test]
    fn dp_is_antisymmetric_and_rounds_p() {
        assert_eq!(dp(2, 1), Some(800));
        assert_eq!(dp(0, 3), Some(-800));
        assert_eq!(dp(3, 3), Some(0)); // 1.5/3 = .50
        assert_eq!(dp(5, 3), Some(273)); // 2.5/3 = .833 → .83
        assert_eq!(dp(4, 3), Some(125)); // 2/3 = .667 → .67 → 125
        assert_eq!(dp(2, 3), Some(-125));
        assert_eq!(dp(1, 0), None);
    }

    #[test]
    fn report_over_played_games() {
        // 1600 scores 1.5/2 against 1600 and 1800: E = .50 + .24 = .74, P = 1.5, ΔR = 10·0.76 = 7.6 → 8.
        let r = report(Some(1600), &[(1600, 2), (1800, 1)], 10);
        assert_eq!(
            (r.games, r.points, r.expected, r.average, r.change),
            (2, 3, 74, Some(1700), 8)
        );
        // p = .75 → dp 193.
        assert_eq!(r.performance, Some(1893));
        let r = report(Some(1600), &[(1600, 0)], 10);
        assert_eq!(r.change, -5);
    }
}
