//! What every game's score validator takes and gives: the move tokens of a score, the declared
//! result, and a game-agnostic [`Verdict`] (how far the replay got, how the game ended, the first
//! problem). Each engine's own replay (`togyz::score`, `tumicarona::score`) does the checking.

use super::{Outcome, Side};

/// One move token of a score, with what the score says around it.
#[derive(Clone, Debug, Default)]
pub struct ScoreMove<'a> {
    /// The token as written (`87(10)`).
    pub token: &'a str,
    /// The move number written right before it, if any.
    pub number: Option<u32>,
    /// Comments that follow the move (board checks among them), without braces.
    pub comments: Vec<&'a str>,
}

/// The result the score declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Declared {
    /// `1-0`, `0-1` or a draw.
    Result(Outcome),
    /// `*`: the game goes on or its result is unknown.
    Unfinished,
    /// The score names no result at all.
    Missing,
}

/// What kind of mistake a score makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ProblemKind {
    /// A token that is not a move.
    Notation,
    /// A move the rules forbid (empty otau, a tuzdyk, a number off the board).
    Illegal,
    /// The landing digit is wrong.
    Landing,
    /// The move made a tuzdyk but carries no mark.
    TuzdykMissing,
    /// A tuzdyk mark on a move that made none.
    TuzdykWrong,
    /// `-` on a capture or `:` on a plain move.
    Separator,
    /// A wrong `(n)`.
    KazanNote,
    /// A board check that disagrees with the position, or cannot be read.
    BoardCheck,
    /// A move after the game was over.
    AfterEnd,
    /// A written move number that is not the number of the move.
    MoveNumber,
    /// The declared result contradicts the position.
    Result,
}

/// The first thing wrong with a score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The index of the offending move in the input, or `None` for the declared result.
    pub index: Option<usize>,
    /// What kind of mistake.
    pub kind: ProblemKind,
    /// The explanation, for a person: "the last kumalak lands in Black's otau 5, not otau 6".
    pub message: String,
}

/// How the game ended, or must have ended, in words every game shares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// On the board (82, atsyrau; all pieces captured, immobilised; a draw rule).
    OnBoard {
        /// The result the board gives.
        outcome: Outcome,
        /// Why, for a person: "Black's kazan reached 82".
        reason: String,
    },
    /// Decisive but stopped early: the loser resigned, or the arbiter decided (time, default).
    Resignation(Outcome),
    /// Drawn by agreement.
    Agreement,
    /// Drawn by a claim after the final position occurred three times.
    Repetition,
    /// Not finished, or no result was recorded.
    Unfinished,
}

impl Ending {
    /// The result this ending gives, if any.
    pub fn outcome(&self) -> Option<Outcome> {
        match *self {
            Ending::OnBoard { outcome, .. } | Ending::Resignation(outcome) => Some(outcome),
            Ending::Agreement | Ending::Repetition => Some(Outcome::Draw),
            Ending::Unfinished => None,
        }
    }

    /// A few words for a person: `Black's kazan reached 82`, `White resigned or lost by the
    /// arbiter's decision`, ...
    pub fn describe(&self) -> String {
        match self {
            Ending::OnBoard { reason, .. } => reason.clone(),
            Ending::Resignation(o) => {
                let loser = if *o == Outcome::WhiteWins {
                    Side::Black
                } else {
                    Side::White
                };
                format!(
                    "{} resigned or lost by the arbiter (time, default)",
                    loser.name()
                )
            }
            Ending::Agreement => "drawn by agreement".into(),
            Ending::Repetition => "drawn by claim: the final position occurred three times".into(),
            Ending::Unfinished => "unfinished".into(),
        }
    }

    /// The ending of a score that stops before the board decides: what `declared` says.
    pub fn of_declared(declared: Declared, repeated: bool) -> Ending {
        match declared {
            Declared::Result(Outcome::Draw) if repeated => Ending::Repetition,
            Declared::Result(Outcome::Draw) => Ending::Agreement,
            Declared::Result(o) => Ending::Resignation(o),
            Declared::Unfinished | Declared::Missing => Ending::Unfinished,
        }
    }
}

/// The problem when the board decided the game (`outcome`, described as `ending`) and the score
/// declares something else, or `*`.
pub fn contradiction(outcome: Outcome, ending: &str, declared: Declared) -> Option<Problem> {
    let written = match declared {
        Declared::Result(d) if d != outcome => d.as_score(),
        Declared::Unfinished => "*",
        _ => return None,
    };
    Some(Problem {
        index: None,
        kind: ProblemKind::Result,
        message: format!(
            "the result is recorded as {written}, but the game ended {} ({ending})",
            outcome.as_score()
        ),
    })
}

/// What each side has at the end, named as the game counts it: kazans, pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    /// `kazans` or `pieces`.
    pub name: &'static str,
    /// White's, Black's.
    pub counts: [u32; 2],
}

/// The outcome of replaying a score, in terms every game shares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The position reached (after the last move replayed without a problem), as the game's
    /// position string.
    pub position: String,
    /// Plies (turns) replayed.
    pub plies: usize,
    /// How the game ended or must have ended (as far as the replay got).
    pub ending: Ending,
    /// What each side has at the end.
    pub tally: Tally,
    /// The first problem, if any.
    pub problem: Option<Problem>,
    /// The canonical notation of each replayed move.
    pub moves: Vec<String>,
}

impl Verdict {
    /// True when the score has no problem.
    pub fn is_valid(&self) -> bool {
        self.problem.is_none()
    }
}

/// The move number and side of ply `ply` (0-based) of a game whose first ply is `first`'s.
pub fn move_number(first: Side, ply: usize) -> (u32, Side) {
    let p = ply + usize::from(first == Side::Black);
    let side = if p.is_multiple_of(2) {
        Side::White
    } else {
        Side::Black
    };
    ((p / 2 + 1) as u32, side)
}
