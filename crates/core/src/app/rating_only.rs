//! Corrections for the rating report only (FIDE C.04.2 4.3, docs/compliance.md Q192-193): a
//! result found wrong after it can change the pairings is corrected for the rating report; the
//! pairings, the standings and the crosstable keep the result entered. The exported TRF's `001`
//! lines carry the corrected result, and a `###` line what the pairings and standings used.

use super::{CorrectForRating, Refusal, load_in};
use crate::store::Db;
use crate::tournament::GameResult;

pub(super) fn correct_in(db: &Db<'_>, op: &CorrectForRating) -> Result<GameResult, Refusal> {
    let t = load_in(db, op.t)?;
    let Some(r) = t.rounds.iter().find(|r| r.number == op.round) else {
        return Err(Refusal::RoundNotPaired {
            round: op.round,
            paired: t.rounds.len() as u32,
        });
    };
    let Some(g) = r.games.iter().find(|g| g.board == op.board) else {
        return Err(Refusal::NoBoard {
            round: op.round,
            board: op.board,
            boards: r.games.len(),
        });
    };
    let Some(kept) = g.result else {
        return Err(Refusal::RatingNeedsResult {
            round: op.round,
            board: op.board,
        });
    };
    // The same result as the one kept is no correction.
    let stored = op.result.filter(|&r| r != kept);
    db.set_rating_result(op.t, op.round, op.board, stored)?;
    Ok(kept)
}
