//! Tie-breaks by FIDE's Tie-Break Regulations (Handbook C.07), in the edition of 1 August 2024
//! and the one in force since 1 March 2026. `docs/tiebreaks.md` states each definition.
//!
//! Everything is computed over rounds `1..=upto` from a [`Table`]: for each player and round,
//! what kind of round it was (played, forfeit, bye, ...), against whom, and the points. In a
//! round-robin, forfeits are regular games (C.07 art. 15.2; since 2026 forfeit losses are not
//! games for the Type B tie-breaks and no forfeit counts for the rating tie-breaks) and the
//! dummy's round counts for nothing. In a Swiss, unplayed rounds follow art. 16: opponents are
//! counted with their *adjusted* score (16.3) and a player's own unplayed rounds as games
//! against a *dummy* with the player's own score (16.4; capped since 2026), and cuts drop a
//! voluntary unplayed round first (16.5).
//!
//! The files: `table` (the [`Table`] of rounds the tie-breaks read), `value` (each tie-break's
//! value for one player: counts, progressive score, Koya, the rating tie-breaks), `buchholz`
//! (Buchholz and Sonneborn-Berger with their cuts, art. 14 and 16), `encounter` (direct
//! encounter, art. 6).

use super::System;

mod buchholz;
mod encounter;
mod table;
#[cfg(test)]
mod tests;
mod value;

pub use table::{Kind, Rec, Table};

/// A tie-break, by its FIDE code.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum TieBreak {
    /// `DE`: direct encounter among the players still tied (art. 6).
    DirectEncounter,
    /// `WIN`: rounds with a win's points, played or not (7.1).
    Wins,
    /// `WON`: games won over the board (7.2).
    GamesWon,
    /// `BPG`: games played with Black (7.3).
    BlackGames,
    /// `BWG`: games won with Black (7.4).
    BlackWins,
    /// `PS`: progressive score, the sum of the running score after each round (7.5).
    Progressive,
    /// `REP`: rounds one elected to play: rounds minus requested byes and forfeit losses (7.6).
    ElectedToPlay,
    /// `STD`: the points under the standard scoring, 1 - ½ - 0 for each round's result.
    Standard,
    /// `BH`: Buchholz (8.1).
    Buchholz,
    /// `BH-C1`: Buchholz without the least significant value (14.1).
    BuchholzCut1,
    /// `BH-C2`: Buchholz without the two least significant values (14.2).
    BuchholzCut2,
    /// `BH-M1`: median Buchholz: without the least and the most significant value (14.3).
    BuchholzMedian1,
    /// `BH-M2`: without the two least and the two most significant values (14.4).
    BuchholzMedian2,
    /// `SB`: Sonneborn-Berger (9.1).
    SonnebornBerger,
    /// `SB-C1`: Sonneborn-Berger cut 1.
    SonnebornBergerCut1,
    /// `SB-C2`: Sonneborn-Berger cut 2.
    SonnebornBergerCut2,
    /// `KS`: Koya: points against players with at least half the maximum score (9.2).
    Koya,
    /// `KS-L60`, `KS-L+1`: Koya with another limit (a percentage of the maximum score, or the
    /// half limit moved by some half-points).
    KoyaLimit(KoyaLimit),
    /// `ARO`: average rating of the opponents played over the board (10.1).
    AverageRating,
    /// `TPR`: tournament performance rating (10.2).
    Performance,
    /// `RTNG`: the player's own rating, the higher first.
    Rating,
    /// `RTNG-R`: the player's own rating, the lower first.
    RatingLowFirst,
    /// `TPN`: the starting number, the lower first.
    StartNumber,
    /// `TPN-R`: the starting number, the higher first.
    StartNumberHighFirst,
}

/// A Koya limit other than half the maximum score: `percent` of it, then moved by `halves`
/// half-points (FIDE's checker reads `KS/L60` and `KS/L+1` so).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct KoyaLimit {
    /// The share of the maximum score, in percent (50 by default).
    pub percent: u8,
    /// Added to the limit, in half-points.
    pub halves: i8,
}

use TieBreak::*;

/// Every tie-break Orda computes, in the order `orda help` lists them (a Koya with another
/// limit is written with its limit: `KS-L40`).
pub const ALL: [TieBreak; 23] = [
    DirectEncounter,
    Wins,
    GamesWon,
    BlackGames,
    BlackWins,
    Progressive,
    ElectedToPlay,
    Standard,
    Buchholz,
    BuchholzCut1,
    BuchholzCut2,
    BuchholzMedian1,
    BuchholzMedian2,
    SonnebornBerger,
    SonnebornBergerCut1,
    SonnebornBergerCut2,
    Koya,
    AverageRating,
    Performance,
    Rating,
    RatingLowFirst,
    StartNumber,
    StartNumberHighFirst,
];

impl TieBreak {
    /// FIDE's code as the handbook prints it: `DE`, `WIN`, `BH-C1`, `KS-L40`, ...
    pub fn code(self) -> String {
        let code = match self {
            DirectEncounter => "DE",
            Wins => "WIN",
            GamesWon => "WON",
            BlackGames => "BPG",
            BlackWins => "BWG",
            Progressive => "PS",
            ElectedToPlay => "REP",
            Standard => "STD",
            Buchholz => "BH",
            BuchholzCut1 => "BH-C1",
            BuchholzCut2 => "BH-C2",
            BuchholzMedian1 => "BH-M1",
            BuchholzMedian2 => "BH-M2",
            SonnebornBerger => "SB",
            SonnebornBergerCut1 => "SB-C1",
            SonnebornBergerCut2 => "SB-C2",
            Koya => "KS",
            KoyaLimit(l) => return l.code_with('-'),
            AverageRating => "ARO",
            Performance => "TPR",
            Rating => "RTNG",
            RatingLowFirst => "RTNG-R",
            StartNumber => "TPN",
            StartNumberHighFirst => "TPN-R",
        };
        code.to_string()
    }

    /// The code as TRF-2026's `202` and FIDE's checker write it, modifiers after `/`: `BH/C1`,
    /// `KS/L40/L-2`.
    pub fn trf_code(self) -> String {
        match self {
            KoyaLimit(l) => l.code_with('/'),
            t => t.code().replace('-', "/"),
        }
    }

    /// Reads a code: the handbook's `BH-C1`, the TRF's `BH/C1`, any case; `GE` for `REP`;
    /// `KS-L40`, `KS/L+1` for a Koya limit; `SNO` for `TPN`.
    pub fn parse(s: &str) -> Option<TieBreak> {
        let s = s.trim().to_ascii_uppercase().replace('/', "-");
        match s.as_str() {
            "GE" => return Some(ElectedToPlay),
            "SNO" => return Some(StartNumber),
            "SNO-R" => return Some(StartNumberHighFirst),
            _ => {}
        }
        if let Some(limit) = s.strip_prefix("KS-L") {
            return KoyaLimit::parse(limit).map(|l| l.tiebreak());
        }
        ALL.into_iter().find(|t| t.code() == s)
    }

    /// True when a higher value ranks first (all but the starting number and the reversed
    /// rating).
    pub fn higher_first(self) -> bool {
        !matches!(self, StartNumber | RatingLowFirst)
    }

    /// True for the Buchholz family, which C.07 (2026) does not offer for a round-robin, where
    /// everyone meets everyone and the opponents' scores add up to the same for all.
    pub fn is_buchholz(self) -> bool {
        matches!(
            self,
            Buchholz | BuchholzCut1 | BuchholzCut2 | BuchholzMedian1 | BuchholzMedian2
        )
    }
}

impl KoyaLimit {
    /// The limit the plain Koya has.
    pub const HALF: KoyaLimit = KoyaLimit {
        percent: 50,
        halves: 0,
    };

    /// `KS` for the plain limit, else `KoyaLimit`.
    pub fn tiebreak(self) -> TieBreak {
        if self == KoyaLimit::HALF {
            Koya
        } else {
            KoyaLimit(self)
        }
    }

    /// `KS-L40`, `KS-L+1`, `KS-L40-L-2` (with `sep` `-`; `/` in a TRF).
    fn code_with(self, sep: char) -> String {
        let mut s = "KS".to_string();
        if self.percent != 50 {
            s.push_str(&format!("{sep}L{}", self.percent));
        }
        if self.halves != 0 {
            s.push_str(&format!("{sep}L{:+}", self.halves));
        }
        s
    }

    /// Reads what follows `KS-L`: `40` (percent, 1 to 100), `+1` / `-2` (half-points), `+1.5`
    /// (points, with a decimal point), or a percentage and a move (`40-L+1`).
    fn parse(s: &str) -> Option<KoyaLimit> {
        let mut limit = KoyaLimit::HALF;
        for part in s.split("-L") {
            if let Some(sign) = part.chars().next().filter(|c| *c == '+' || *c == '-') {
                let n = &part[1..];
                let halves: i32 = if let Some((whole, frac)) = n.split_once('.') {
                    let w: i32 = whole.parse().ok()?;
                    let h = match frac.trim_end_matches('0') {
                        "" => 0,
                        "5" => 1,
                        _ => return None,
                    };
                    w.checked_mul(2)?.checked_add(h)?
                } else {
                    n.parse().ok()?
                };
                let halves = if sign == '-' { -halves } else { halves };
                limit.halves = i8::try_from(halves).ok()?;
            } else {
                let p: u8 = part.parse().ok()?;
                if !(1..=100).contains(&p) {
                    return None;
                }
                limit.percent = p;
            }
        }
        Some(limit)
    }

    /// True when an opponent's score (half-points) reaches the limit over `max_games` rounds.
    pub(super) fn reached(self, score: super::Half, max_games: u32) -> bool {
        // score/2 ≥ percent/100 · max_games + halves/2, all times 200.
        (score as i64) * 100
            >= self.percent as i64 * 2 * max_games as i64 + self.halves as i64 * 100
    }
}

/// The tie-breaks offered for a system: the Buchholz family only for a Swiss.
pub fn offered(system: System) -> impl Iterator<Item = TieBreak> {
    ALL.into_iter()
        .filter(move |t| !(system.is_round_robin() && t.is_buchholz()))
}

/// The Kazakhstan presets: Swiss PTS, DE, WIN, BH; round-robin PTS, DE, WIN, SB.
pub fn preset(system: System) -> Vec<TieBreak> {
    if system.is_round_robin() {
        vec![DirectEncounter, Wins, SonnebornBerger]
    } else {
        vec![DirectEncounter, Wins, Buchholz]
    }
}

/// `DE,WIN,SB`: the stored form of a list.
pub fn codes(list: &[TieBreak]) -> String {
    list.iter().map(|t| t.code()).collect::<Vec<_>>().join(",")
}

/// Reads a comma-separated list (`PTS` is skipped: points always come first); the error is the
/// first unknown code.
pub fn parse_list(s: &str) -> Result<Vec<TieBreak>, String> {
    let mut out = Vec::new();
    for c in s
        .split([',', ' ', ';'])
        .map(str::trim)
        .filter(|c| !c.is_empty())
    {
        if c.eq_ignore_ascii_case("PTS") {
            continue;
        }
        let t = TieBreak::parse(c).ok_or_else(|| c.to_string())?;
        // DE is Type A: it may come again after other tie-breaks (art. 5); the rest once.
        if t == DirectEncounter || !out.contains(&t) {
            out.push(t);
        }
    }
    Ok(out)
}

/// A win and a draw, in half-points.
const WIN: super::Half = 2;
const DRAW: super::Half = 1;
