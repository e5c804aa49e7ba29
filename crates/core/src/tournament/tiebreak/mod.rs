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
    /// `BH`: Buchholz (8.1).
    Buchholz,
    /// `BH-C1`: Buchholz without the least significant value (14.1).
    BuchholzCut1,
    /// `BH-M1`: median Buchholz: without the least and the most significant value (14.3).
    BuchholzMedian1,
    /// `SB`: Sonneborn-Berger (9.1).
    SonnebornBerger,
    /// `SB-C1`: Sonneborn-Berger cut 1.
    SonnebornBergerCut1,
    /// `KS`: Koya: points against players with at least half the maximum score (9.2).
    Koya,
    /// `ARO`: average rating of the opponents played over the board (10.1).
    AverageRating,
    /// `TPR`: tournament performance rating (10.2).
    Performance,
}

use TieBreak::*;

/// Every tie-break Orda computes, in the order `orda help` lists them.
pub const ALL: [TieBreak; 15] = [
    DirectEncounter,
    Wins,
    GamesWon,
    BlackGames,
    BlackWins,
    Progressive,
    ElectedToPlay,
    Buchholz,
    BuchholzCut1,
    BuchholzMedian1,
    SonnebornBerger,
    SonnebornBergerCut1,
    Koya,
    AverageRating,
    Performance,
];

impl TieBreak {
    /// FIDE's code as the handbook prints it: `DE`, `WIN`, `BH-C1`, ...
    pub fn code(self) -> &'static str {
        match self {
            DirectEncounter => "DE",
            Wins => "WIN",
            GamesWon => "WON",
            BlackGames => "BPG",
            BlackWins => "BWG",
            Progressive => "PS",
            ElectedToPlay => "REP",
            Buchholz => "BH",
            BuchholzCut1 => "BH-C1",
            BuchholzMedian1 => "BH-M1",
            SonnebornBerger => "SB",
            SonnebornBergerCut1 => "SB-C1",
            Koya => "KS",
            AverageRating => "ARO",
            Performance => "TPR",
        }
    }

    /// Reads a code: the handbook's `BH-C1`, the TRF's `BH/C1`, any case; `GE` for `REP`.
    pub fn parse(s: &str) -> Option<TieBreak> {
        let s = s.trim().to_ascii_uppercase().replace('/', "-");
        if s == "GE" {
            return Some(ElectedToPlay);
        }
        ALL.into_iter().find(|t| t.code() == s)
    }
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
