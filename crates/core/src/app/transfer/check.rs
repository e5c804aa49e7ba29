//! `orda check FILE.trf`: a whole file checked as FIDE's checklist asks of a program's checker.
//! Every round of the file is paired again by the Dutch system from the rounds before it and
//! compared, and the final standings are computed again with the file's own tie-break list
//! (TRF-2026 `212`, or `202`) and compared with its rank column.

use super::{tournament_of, trf_refusal};
use crate::app::Refusal;
use crate::app::refusal::InputError;
use crate::formats::trf;
use crate::pairing::stored::{self, Difference};
use crate::tournament::standings::standings;
use crate::tournament::tiebreak::TieBreak;
use crate::tournament::{Half, No, Tournament};

/// What `orda check FILE` found.
#[derive(Debug)]
pub struct FileCheck {
    /// The tournament the file describes.
    pub tournament: Tournament,
    /// The rounds whose pairing differs from the Dutch system's; `None` when the file is not
    /// a Swiss (its `092` names a round-robin), whose rounds are not paired by the engine.
    pub pairings: Option<Vec<Difference>>,
    /// The standings compared.
    pub standings: StandingsCheck,
}

/// How the file's ranks compare with the standings Orda computes.
#[derive(Debug, PartialEq)]
pub enum StandingsCheck {
    /// The file names no tie-breaks (no `202` or `212` Orda reads): not compared, since
    /// other tie-breaks would rank differently.
    NoList,
    /// The file's rank column is blank for some player: not compared.
    NoRanks,
    /// The file's last round is in progress (a board without a result): its ranks are no
    /// final standings, not compared.
    InProgress(u32),
    /// Compared after `upto` rounds with `tiebreaks`: the players whose rank differs.
    Compared {
        /// Rounds counted (all of the file's: its last round is complete).
        upto: u32,
        /// The file's list.
        tiebreaks: Vec<TieBreak>,
        /// Players compared.
        players: usize,
        /// The players the file ranks elsewhere.
        differ: Vec<RankDifference>,
    },
}

/// A player the file ranks where Orda does not.
#[derive(Debug, PartialEq)]
pub struct RankDifference {
    /// The player.
    pub no: No,
    /// The file's rank.
    pub file: u32,
    /// Orda's place as the standings print it: `4`, or `3-4` when shared.
    pub place: String,
    /// Points (half-points).
    pub points: Half,
    /// The tie-break values Orda computes, in the list's order.
    pub values: Vec<Option<f64>>,
}

impl FileCheck {
    /// True when anything differs.
    pub fn differs(&self) -> bool {
        self.pairings.as_ref().is_some_and(|d| !d.is_empty())
            || matches!(&self.standings, StandingsCheck::Compared { differ, .. } if !differ.is_empty())
    }
}

/// Checks the TRF file `file` (its text). A file that contradicts itself is refused as the
/// import refuses it (the points column is not asked to add up: the results are taken); a
/// team file is refused (`CheckNotSwiss`).
pub fn check_file(file: &str, text: &str) -> Result<FileCheck, Refusal> {
    let read = trf::read(text).map_err(|errs| trf_refusal(file, errs))?;
    if super::team::is_team_file(&read) {
        return Err(Refusal::CheckNotSwiss);
    }
    let imported = tournament_of(&read, true).map_err(|errs| {
        Refusal::BadInput(
            errs.into_iter()
                .map(|e| InputError::tournament(file, e))
                .collect(),
        )
    })?;
    // The ranks by the numbers the import gave (under `XXC rank`, the order of the lines).
    let renumbered;
    let ranked = if read.by_rank() {
        renumbered = trf::renumber_by_rank(&read)
            .map_err(|errs| trf_refusal(file, errs))?
            .0;
        &renumbered
    } else {
        &read
    };
    let t = imported.tournament;
    let pairings = (!is_round_robin(&read)).then(|| stored::check(&t, &imported.extra.forbidden));
    // The file's list, when the import read it (one it could not read stays among the kept
    // lines): without it the standings are not compared.
    let list = |l: &str| l.starts_with("202 ") || l.starts_with("212 ");
    let read_list =
        read.other.iter().any(|(_, l)| list(l)) && !imported.extra.kept.iter().any(|l| list(l));
    let standings = if read_list {
        compare(&t, ranked)
    } else {
        StandingsCheck::NoList
    };
    Ok(FileCheck {
        tournament: t,
        pairings,
        standings,
    })
}

/// True when the file's `092` names a round-robin, whose rounds are the Berger tables', not
/// the Dutch system's.
pub(super) fn is_round_robin(read: &trf::Trf) -> bool {
    read.kind.as_deref().is_some_and(|k| {
        let k = k.to_lowercase();
        k.contains("robin") || k.contains("berger") || k.contains("круг")
    })
}

/// The file's ranks against Orda's standings over the complete rounds.
fn compare(t: &Tournament, ranked: &trf::Trf) -> StandingsCheck {
    let Some(ranks): Option<Vec<(No, u32)>> = ranked
        .players
        .iter()
        .map(|p| p.rank.map(|r| (p.no, r)))
        .collect()
    else {
        return StandingsCheck::NoRanks;
    };
    if let Some(r) = t.rounds.last().filter(|r| !r.is_complete()) {
        return StandingsCheck::InProgress(r.number.0);
    }
    let upto = t.rounds.len() as u32;
    let st = standings(t, upto);
    // Looked up by number: a file of 9,999 players is not searched once per player.
    let ranks: std::collections::HashMap<No, u32> = ranks.into_iter().collect();
    let differ = st
        .rows
        .iter()
        .filter_map(|row| {
            let &file = ranks.get(&row.no)?;
            (!(row.rank..=row.rank_last).contains(&file)).then(|| RankDifference {
                no: row.no,
                file,
                place: row.place(),
                points: row.points,
                values: row.values.clone(),
            })
        })
        .collect();
    StandingsCheck::Compared {
        upto,
        tiebreaks: st.tiebreaks,
        players: st.rows.len(),
        differ,
    }
}
