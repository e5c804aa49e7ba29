//! Why a command of the window did nothing ([`Failure`]), in the window's words: a refusal of
//! the core worded with the window's own hints (its buttons), or the window's own sentence.

use orda_core::app::{Insist, Refusal};
use orda_core::store::StoreError;
use orda_core::t;
use orda_core::words::{self, Hint};

/// Why a command did nothing.
#[derive(Debug)]
pub enum Failure {
    /// The core refused: worded with the window's own hints.
    Refused(Refusal),
    /// The window's own words (no database open, a file that cannot be read or written).
    Said(String),
}

impl From<Refusal> for Failure {
    fn from(r: Refusal) -> Failure {
        Failure::Refused(r)
    }
}

impl From<StoreError> for Failure {
    fn from(e: StoreError) -> Failure {
        Failure::Refused(Refusal::Store(e))
    }
}

impl Failure {
    /// What the status bar says.
    pub fn words(&self) -> String {
        match self {
            Failure::Refused(r) => words::refusal_with(r, &window_hint),
            Failure::Said(s) => s.clone(),
        }
    }
}

/// The window's own words where a sentence names a way to do something.
fn window_hint(h: Hint) -> String {
    match h {
        Hint::Insist(Insist::PairAnyway) => t!("hint-pair-anyway"),
        Hint::Insist(Insist::PlayWithdrawn) => t!("hint-or-store-anyway"),
        Hint::Insist(Insist::KeepResult) => t!("hint-store-anyway"),
        Hint::Insist(Insist::PointsFromResults) => t!("hint-points-from-results"),
        Hint::Insist(Insist::AnotherHalfBye) => t!("hint-another-half-bye"),
        Hint::Insist(Insist::ChangeEarlier) => t!("hint-change-earlier"),
        Hint::WithdrawInstead => t!("hint-withdraw"),
        Hint::CreateFirst | Hint::ChooseTournament => String::new(),
        Hint::AgeDate => t!("category-needs-date"),
    }
}
