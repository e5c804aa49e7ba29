//! Standings after a round: points, the qualification score, games played over the board, and
//! the tournament's tie-breaks, ranked by C.07 art. 4: points first, then each tie-break in
//! turn on the players still tied (direct encounter worked out inside each tied group).

use super::tiebreak::{Kind, Table, TieBreak};
use super::{Half, No, Tournament};

/// One line of the standings.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// Index in `Tournament::entrants`.
    pub index: usize,
    /// Starting number.
    pub no: No,
    /// Rank (1-based); players tied on everything share it.
    pub rank: u32,
    /// The last rank of a shared place (`rank` when alone): 3 and 4 print as `3-4`.
    pub rank_last: u32,
    /// Score, half-points, forfeits and byes included.
    pub points: Half,
    /// Qualification score: points from games played over the board.
    pub qpoints: Half,
    /// Games played over the board.
    pub played: u32,
    /// The tie-break values, in the tournament's order (`None`: not applicable, e.g. DE for a
    /// player tied with nobody, or ARO without rated opponents).
    pub values: Vec<Option<f64>>,
    /// True for a withdrawn round-robin player whose results are struck (listed last).
    pub annulled: bool,
    /// For each tie-break, true when its value is shown but did not order him: DE among tied
    /// players who did not all meet one another, which left him tied (art. 6.3).
    pub unapplied: Vec<bool>,
}

impl Standing {
    /// `3` or `3-4`.
    pub fn place(&self) -> String {
        if self.rank == self.rank_last {
            self.rank.to_string()
        } else {
            format!("{}-{}", self.rank, self.rank_last)
        }
    }
}

/// The standings after round `upto`.
#[derive(Clone, Debug, PartialEq)]
pub struct Standings {
    /// The last round counted.
    pub upto: u32,
    /// The tie-breaks, in order.
    pub tiebreaks: Vec<TieBreak>,
    /// Lines in rank order (ties by starting number).
    pub rows: Vec<Standing>,
}

/// Ranks tournament `t` over rounds `1..=upto`.
pub fn standings(t: &Tournament, upto: u32) -> Standings {
    let table = Table::new(t, upto);
    let tbs = t.settings.tiebreaks.clone();
    let n = t.entrants.len();
    let mut values: Vec<Vec<Option<f64>>> = (0..n)
        .map(|p| tbs.iter().map(|&tb| table.value(tb, p)).collect())
        .collect();
    let mut unapplied = vec![vec![false; tbs.len()]; n];

    // Groups of players still tied, best first; each sorted by starting number. Players whose
    // results are annulled come last, unranked among themselves.
    let annulled: Vec<usize> = t
        .annulled()
        .into_iter()
        .filter_map(|no| t.entrants.iter().position(|e| e.no == no))
        .collect();
    let mut groups: Vec<Vec<usize>> = Vec::new();
    let mut by_points: Vec<usize> = (0..n).filter(|p| !annulled.contains(p)).collect();
    by_points.sort_by(|&a, &b| table.score[b].cmp(&table.score[a]).then(a.cmp(&b)));
    for p in by_points {
        match groups.last_mut() {
            Some(g) if g.first().is_some_and(|&q| table.score[q] == table.score[p]) => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    for (k, &tb) in tbs.iter().enumerate() {
        let mut next = Vec::with_capacity(groups.len());
        for g in groups {
            if g.len() < 2 {
                next.push(g);
                continue;
            }
            if tb == TieBreak::DirectEncounter {
                let (parts, scores) = table.direct_encounter(&g);
                for (p, s) in scores {
                    values[p][k] = Some(s);
                }
                // Not all met: the players it left tied were not ordered by it.
                if !table.de_all_met(&g) {
                    for part in parts.iter().filter(|part| part.len() > 1) {
                        for &p in part {
                            unapplied[p][k] = true;
                        }
                    }
                }
                next.extend(parts.into_iter().map(|mut part| {
                    part.sort_unstable();
                    part
                }));
                continue;
            }
            // Higher first, but for the starting number (and a reversed rating); no value last.
            let sign = if tb.higher_first() { 1.0 } else { -1.0 };
            let key = |p: usize| values[p][k].map_or(f64::NEG_INFINITY, |v| v * sign);
            let mut sorted = g.clone();
            sorted.sort_by(|&a, &b| key(b).total_cmp(&key(a)).then(a.cmp(&b)));
            let mut parts: Vec<Vec<usize>> = Vec::new();
            for p in sorted {
                match parts.last_mut() {
                    Some(part) if part.first().is_some_and(|&q| key(q) == key(p)) => part.push(p),
                    _ => parts.push(vec![p]),
                }
            }
            next.extend(parts);
        }
        groups = next;
    }
    if !annulled.is_empty() {
        groups.push(annulled.clone());
    }

    let mut rows = Vec::with_capacity(n);
    let mut rank = 1;
    for g in groups {
        let last = rank + g.len() as u32 - 1;
        for p in g {
            let e = &t.entrants[p];
            // QPts and Played from the same records as the tie-breaks (struck games excluded).
            let played = table.recs[p].iter().filter(|r| r.kind == Kind::Played);
            rows.push(Standing {
                index: p,
                no: e.no,
                rank,
                rank_last: last,
                points: table.score[p],
                qpoints: played.clone().map(|r| r.pts).sum(),
                played: played.count() as u32,
                values: values[p].clone(),
                annulled: annulled.contains(&p),
                unapplied: unapplied[p].clone(),
            });
        }
        rank = last + 1;
    }
    Standings {
        upto,
        tiebreaks: tbs,
        rows,
    }
}

/// A tie-break value as people read it, written as points are (`7½`, `½`, `7¼`, `7¾`): a
/// table shows `42½` beside `6½`, never `42.5`; anything finer than a quarter (an average)
/// keeps two decimals. Empty for `None`. CSV writes [`format_value`].
pub fn show_value(v: Option<f64>) -> String {
    let Some(x) = v else {
        return String::new();
    };
    let quarters = x * 4.0;
    if quarters.fract() != 0.0 || x < 0.0 {
        return format_value(v);
    }
    let q = quarters as u64;
    let (whole, part) = (q / 4, q % 4);
    let glyph = ["", "¼", "½", "¾"][part as usize];
    match (whole, part) {
        (0, 0) => "0".into(),
        (0, _) => glyph.into(),
        (w, _) => format!("{w}{glyph}"),
    }
}

/// Formats a tie-break value: `7`, `7.5`, `7.25`; empty for `None`.
pub fn format_value(v: Option<f64>) -> String {
    match v {
        None => String::new(),
        Some(x) if x.fract() == 0.0 => format!("{x:.0}"),
        Some(x) if (x * 2.0).fract() == 0.0 => format!("{x:.1}"),
        Some(x) => format!("{x:.2}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{Board, RoundNo};

    #[test]
    fn values_are_written_as_points_are() {
        for (v, want, csv) in [
            (Some(42.5), "42½", "42.5"),
            (Some(0.5), "½", "0.5"),
            (Some(7.25), "7¼", "7.25"),
            (Some(7.75), "7¾", "7.75"),
            (Some(0.0), "0", "0"),
            (Some(1850.0), "1850", "1850"),
            (Some(1.0 / 3.0), "0.33", "0.33"),
            (None, "", ""),
        ] {
            assert_eq!(show_value(v), want, "{v:?}");
            assert_eq!(format_value(v), csv, "{v:?}");
        }
    }
    use crate::tournament::{Entrant, Game, GameResult, Round, Settings, System};

    fn rr(
        players: u32,
        games: &[(u32, u32, u32, GameResult)],
        withdrawn: &[(u32, u32)],
    ) -> Tournament {
        let entrants = (1..=players)
            .map(|no| Entrant {
                no,
                name: format!("P{no}"),
                withdrawn_from: withdrawn.iter().find(|w| w.0 == no).map(|w| w.1),
                ..Entrant::default()
            })
            .collect();
        let mut rounds: Vec<Round> = Vec::new();
        for &(r, w, b, res) in games {
            if rounds.len() < r as usize {
                rounds.resize_with(r as usize, Round::default);
            }
            let round = &mut rounds[r as usize - 1];
            round.number = RoundNo(r);
            round.games.push(Game {
                board: Board(round.games.len() as u32 + 1),
                white: w,
                black: b,
                result: Some(res),
                ..Game::default()
            });
        }
        Tournament {
            settings: Settings::new("T", System::RoundRobin, 3),
            entrants,
            rounds,
            teams: Default::default(),
            event: None,
        }
    }

    /// DE among tied players who did not all meet leaves them tied, and says so
    /// (`unapplied`); among players who met, it orders them and counts.
    #[test]
    fn a_direct_encounter_among_players_who_did_not_all_meet_is_marked_unapplied() {
        use GameResult::*;
        let games = [
            (1, 1, 2, WhiteWins),
            (1, 3, 4, WhiteWins),
            (2, 1, 3, WhiteWins),
            (2, 2, 4, WhiteWins),
            (3, 4, 1, WhiteWins),
            (3, 2, 3, WhiteWins),
        ];
        let t = rr(4, &games, &[]);
        let de = t
            .settings
            .tiebreaks
            .iter()
            .position(|&tb| tb == TieBreak::DirectEncounter)
            .expect("DE first");
        let unapplied = |upto: u32| -> Vec<(No, bool)> {
            standings(&t, upto)
                .rows
                .iter()
                .map(|r| (r.no, r.unapplied[de]))
                .collect()
        };
        // After round 1: 1 and 3 tied on 1 point, 2 and 4 on 0, none of them having met.
        assert!(unapplied(1).iter().all(|u| u.1), "{:?}", unapplied(1));
        // After round 2: 1 alone on 2, 3 and 2 tied on 1 without having met, 4 alone.
        let after2 = unapplied(2);
        assert_eq!(after2, [(1, false), (2, true), (3, true), (4, false)]);
        // After round 3: 1 and 2 on 2 (1 beat 2), 3 and 4 on 1 (3 beat 4): DE counts.
        let after3 = standings(&t, 3);
        assert!(after3.rows.iter().all(|r| !r.unapplied[de]), "{after3:?}");
        assert_eq!(
            after3.rows.iter().map(|r| r.no).collect::<Vec<_>>(),
            [1, 2, 3, 4]
        );
    }

    /// Four players; 4 withdraws from round 2 after one game (fewer than half of 3): his win
    /// over 1 and the forfeits against him are struck. Without the withdrawal-annulment the
    /// table would read 2: 2, 3: 2, 1: 1, 4: 1.
    #[test]
    fn a_round_robin_withdrawal_before_half_is_struck() {
        use GameResult::*;
        let games = [
            (1, 4, 1, WhiteWins),
            (1, 2, 3, Draw),
            (2, 1, 3, WhiteWins),
            (2, 4, 2, BlackByForfeit),
            (3, 2, 1, Draw),
            (3, 3, 4, WhiteByForfeit),
        ];
        let t = rr(4, &games, &[(4, 2)]);
        assert_eq!(t.annulled(), vec![4]);
        let st = standings(&t, 3);
        let got: Vec<(No, Half, Half, u32, bool)> = st
            .rows
            .iter()
            .map(|r| (r.no, r.points, r.qpoints, r.played, r.annulled))
            .collect();
        // 1: 1 + ½ = 1½ (3 qualified, 2 games); 2: ½ + ½ = 1; 3: ½ + 0 = ½; 4 last, nothing.
        assert_eq!(
            got,
            vec![
                (1, 3, 3, 2, false),
                (2, 2, 2, 2, false),
                (3, 1, 1, 2, false),
                (4, 0, 0, 0, true)
            ]
        );
        // Having played half (here: withdrawn from round 3 after 2 of 3 games), results stand.
        let mut games2 = games;
        games2[3] = (2, 4, 2, BlackWins);
        let t = rr(4, &games2, &[(4, 3)]);
        assert!(t.annulled().is_empty());
        assert_eq!(
            standings(&t, 3)
                .rows
                .iter()
                .find(|r| r.no == 4)
                .map(|r| r.points),
            Some(2)
        );
    }
}
