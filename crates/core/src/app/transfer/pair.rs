//! `orda pair-trf`: the next round of a TRF file, paired as the endorsed engines pair it.

use super::{ImportProblem, tournament_of};
use crate::app::Refusal;
use crate::app::refusal::InputError;
use crate::formats::{swiss_trf, trf};
use crate::pairing::dutch;
use crate::pairing::swiss::{Board, PairingError};

/// Why a TRF file's next round was not paired.
#[derive(Debug)]
pub enum PairFileError {
    /// The file is not one to pair (`Refusal::BadInput`: its located problems).
    File(Refusal),
    /// The file is sound, but round `round` has no pairing under the rules.
    Pairing {
        /// The round asked for.
        round: usize,
        /// Why.
        error: PairingError,
    },
}

/// The problems of the games themselves, which the import finds and a file to pair must not
/// have either: both players' lines tell each game the same way, an opponent is in the file
/// and is not the player, a bye has no colour, a round in progress names its boards once.
fn of_the_games(p: &ImportProblem) -> bool {
    matches!(
        p,
        ImportProblem::Disagree { .. }
            | ImportProblem::OpponentNotInFile { .. }
            | ImportProblem::Himself { .. }
            | ImportProblem::ByeColour { .. }
            | ImportProblem::PendingNotInFile { .. }
            | ImportProblem::PendingHasBlock { .. }
            | ImportProblem::PendingTwice { .. }
            | ImportProblem::PendingHimself { .. }
    )
}

/// Pairs the next round of the TRF file `file` (its text) by the Dutch system: the boards,
/// players by the file's own starting ranks (under `XXC rank` the engine pairs in the order of
/// the 001 lines, and the pairs are given back in the file's ranks).
///
/// The file is checked against itself with the import's checks of the games (one check for
/// both: [`super::tournament_of`]); the import's rules for what Orda stores (its point system,
/// titles, `XXR` covering the data) are not asked of a file that is only paired, whose point
/// system is the reference engines' (`BBW`...), checked by [`swiss_trf::to_swiss`].
pub fn pair_file(file: &str, text: &str) -> Result<Vec<Board>, PairFileError> {
    let bad = |errs| PairFileError::File(super::trf_refusal(file, errs));
    let read = trf::read(text).map_err(bad)?;
    // The games, checked as the import checks them (the points under the standard system: a
    // file's own point system is the engines' business, checked below).
    let standard = trf::Trf {
        points: None,
        ..read.clone()
    };
    if let Err(problems) = tournament_of(&standard, true) {
        let games: Vec<InputError> = problems
            .into_iter()
            .filter(|p| of_the_games(p) || matches!(p, ImportProblem::Rank(_)))
            .map(|p| InputError::tournament(file, p))
            .collect();
        if !games.is_empty() {
            return Err(PairFileError::File(Refusal::BadInput(games)));
        }
    }
    let (ordered, original) = if read.by_rank() {
        let (t, o) = trf::renumber_by_rank(&read).map_err(bad)?;
        (t, Some(o))
    } else {
        (read, None)
    };
    let swiss = swiss_trf::to_swiss(&ordered).map_err(|e| bad(vec![e]))?;
    let mut boards = dutch::pair(&swiss).map_err(|error| PairFileError::Pairing {
        round: swiss.played_rounds + 1,
        error,
    })?;
    if let Some(o) = &original {
        let back = |i: usize| o.get(i).map_or(i, |&no| no as usize - 1);
        for b in &mut boards {
            b.white = back(b.white);
            b.black = b.black.map(back);
        }
    }
    Ok(boards)
}
