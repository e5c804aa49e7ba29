//! Insisting: the refusals a user may override (each face words its own way to insist), and
//! the same operation insisted on.

use super::Refusal;
use super::refusal::InputProblem;

/// What insisting on a refused request does (each face words its own way to insist).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Insist {
    /// Store a result that is not a forfeit for a player who has withdrawn.
    PlayWithdrawn,
    /// Keep the arbiter's result against the score.
    KeepResult,
    /// Pair the round against the absolute criteria.
    PairAnyway,
    /// Import a TRF file whose points columns differ from its results, taking the results.
    PointsFromResults,
    /// Give a player another half-point bye.
    AnotherHalfBye,
    /// Change a result of a round later rounds were paired on.
    ChangeEarlier,
}

impl Refusal {
    /// What insisting would do, for a refusal the user may override itself (not through one
    /// it wraps).
    pub fn insist(&self) -> Option<Insist> {
        match self {
            Refusal::BreaksCriteria(_) => Some(Insist::PairAnyway),
            Refusal::PlaysWithdrawn { .. } => Some(Insist::PlayWithdrawn),
            Refusal::Contradicts(_) => Some(Insist::KeepResult),
            Refusal::SecondHalfBye { .. } => Some(Insist::AnotherHalfBye),
            Refusal::ChangesEarlierRound { .. } => Some(Insist::ChangeEarlier),
            // A TRF file refused only for points columns that differ from the results.
            Refusal::BadInput(all)
                if !all.is_empty()
                    && all.iter().all(|e| {
                        matches!(
                            e.why,
                            InputProblem::Tournament(
                                crate::app::transfer::problems::ImportProblem::Points { .. }
                            )
                        )
                    }) =>
            {
                Some(Insist::PointsFromResults)
            }
            _ => None,
        }
    }

    /// True when the user may override this refusal (the CLI's `--force`, the window's "Store
    /// anyway"); for several, when every one may be.
    pub fn needs_insisting(&self) -> bool {
        match self {
            Refusal::OnBoard(_, r) | Refusal::InRound(_, r) => r.needs_insisting(),
            Refusal::InFile { why, .. } => why.needs_insisting(),
            Refusal::Several(all) => !all.is_empty() && all.iter().all(Refusal::needs_insisting),
            r => r.insist().is_some(),
        }
    }
}

/// Insisting is decided with the refusals that allow it.
impl super::Op {
    /// The same operation insisted on, to send after a refusal that allows it
    /// (`Refusal::needs_insisting`); `None` for an operation that has no way to insist or
    /// insists already (only those are copied).
    pub fn insisted(&self) -> Option<super::Op> {
        use super::{
            ChangePairing, EnterResults, ImportTrf, Op, PairByHand, RequestBye, SaveScore,
        };
        if let Op::PairByHand(p @ PairByHand { insist: false, .. }) = self {
            return Some(Op::PairByHand(PairByHand {
                insist: true,
                ..p.clone()
            }));
        }
        if let Op::RequestBye(r @ RequestBye { insist: false, .. }) = self {
            return Some(Op::RequestBye(RequestBye {
                insist: true,
                ..r.clone()
            }));
        }
        if let Op::ImportTrf(ImportTrf {
            file,
            text,
            points_from_results: false,
        }) = self
        {
            return Some(Op::ImportTrf(ImportTrf {
                file: file.clone(),
                text: text.clone(),
                points_from_results: true,
            }));
        }
        let mut again = match self {
            Op::EnterResults(EnterResults { insist: false, .. })
            | Op::SaveScore(SaveScore { insist: false, .. })
            | Op::ChangePairing(ChangePairing { insist: false, .. }) => self.clone(),
            _ => return None,
        };
        if let Op::EnterResults(EnterResults { insist, .. })
        | Op::SaveScore(SaveScore { insist, .. })
        | Op::ChangePairing(ChangePairing { insist, .. }) = &mut again
        {
            *insist = true;
        }
        Some(again)
    }
}
