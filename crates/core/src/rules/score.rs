//! What every game's score validator takes and gives: the move tokens of a score, the declared
//! result, and a game-agnostic [`Replay`] (how far the replay got, how the game ended, the first
//! problem). Each engine's own replay (`togyz::score`, `tumicarona::score`) does the checking.

use super::{Outcome, Side, togyz, tumicarona};

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
    /// What exactly is wrong, as data (`words::rules` says it: "the last kumalak lands in otau
    /// 5 (own side), not 6").
    pub why: Why,
}

/// What exactly is wrong with a score, as data: the numbers, sides and tokens of the
/// explanation, never its words (`words::rules` writes them in the reader's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// Togyzkumalak: a move number written before the move that is not its number.
    MoveNumber {
        /// The number written.
        written: u32,
        /// The move's number.
        number: u32,
        /// The side to move.
        side: Side,
    },
    /// Tumicarona: a turn number written before the turn that is not its number.
    TurnNumber {
        /// The number written.
        written: u32,
        /// The turn's number.
        number: u32,
        /// The side to move.
        side: Side,
    },
    /// Togyzkumalak: a token that is not a move.
    Notation(togyz::notation::NotationError),
    /// Tumicarona: a token that is not a turn.
    TurnNotation(tumicarona::NotationError),
    /// A move after the game was over on the board (`ending`).
    AfterEnd {
        /// How the game had ended.
        ending: Ending,
    },
    /// Togyzkumalak: a move the rules forbid.
    Illegal(togyz::IllegalMove),
    /// Tumicarona: a turn the rules forbid, in a turn of `steps` steps.
    IllegalTurn {
        /// The steps written in the turn.
        steps: usize,
        /// The first wrong step, and why.
        error: tumicarona::IllegalTurn,
    },
    /// The last kumalak lands in otau `landing` (on the mover's side when `own_side`), not in
    /// the otau `written`.
    Landing {
        /// Where it lands.
        landing: u8,
        /// On the mover's own side.
        own_side: bool,
        /// The landing digit written.
        written: u8,
    },
    /// The move makes otau `otau` a tuzdyk, but carries no mark.
    TuzdykMissing {
        /// The new tuzdyk.
        otau: u8,
    },
    /// A tuzdyk mark on a move that makes none.
    TuzdykWrong,
    /// Written with `:` (a capture), but it captures nothing.
    CaptureNothing,
    /// Written with `-` (no capture), but it captures.
    PlainCaptures {
        /// Kumalaks captured.
        captured: u8,
    },
    /// A kazan note `(n)` that is not the mover's kazan after the move.
    KazanNote {
        /// The mover's kazan.
        kazan: u8,
        /// The note.
        written: u16,
    },
    /// A board check that cannot be read.
    BoardCheck(togyz::notation::BoardCheckError),
    /// A board check that disagrees with the position.
    BoardDisagrees(togyz::notation::Disagreement),
    /// The declared result (`written`: a result or `*`) is not the board's `outcome`.
    ResultContradicted {
        /// What the score declares.
        written: Declared,
        /// What the board gives.
        outcome: Outcome,
        /// How the board decided.
        ending: Ending,
    },
    /// The score notes atsyrau (`{zero}`), but the game ended otherwise.
    AtsyrauNoted {
        /// How it ended.
        ending: Ending,
    },
}

/// How the board decided a game, as data (`words::rules` says it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OnBoard {
    /// Togyzkumalak: `side`'s kazan reached `kazan` (82 or more).
    Kazan {
        /// The winner.
        side: Side,
        /// His kazan.
        kazan: u8,
    },
    /// Togyzkumalak: atsyrau; both kazans after the collection (White, Black).
    Atsyrau {
        /// White's and Black's kazans.
        kazans: [u8; 2],
    },
    /// Tumicarona: all of `loser`'s pieces were captured.
    AllCaptured {
        /// The side with no piece left.
        loser: Side,
    },
    /// Tumicarona: `loser` cannot move.
    Immobilised {
        /// The side with no legal turn.
        loser: Side,
    },
    /// Tumicarona's draw rule: the position occurred three times.
    Threefold,
    /// Tumicarona's draw rule: `turns` turns without a capture.
    Quiet {
        /// The rule's number of turns.
        turns: u32,
    },
}

/// How the game ended, or must have ended, in terms every game shares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// On the board (82, atsyrau; all pieces captured, immobilised; a draw rule).
    OnBoard {
        /// The result the board gives.
        outcome: Outcome,
        /// Why: "Black's kazan reached 82".
        reason: OnBoard,
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

/// The problem when the board decided the game (`outcome`, as `ending`) and the score
/// declares something else, or `*`.
pub fn contradiction(outcome: Outcome, ending: &Ending, declared: Declared) -> Option<Problem> {
    match declared {
        Declared::Result(d) if d != outcome => {}
        Declared::Unfinished => {}
        _ => return None,
    }
    Some(Problem {
        index: None,
        kind: ProblemKind::Result,
        why: Why::ResultContradicted {
            written: declared,
            outcome,
            ending: *ending,
        },
    })
}

/// What a game counts at the end for each side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    /// Togyzkumalak's kazans.
    Kazans,
    /// Tumicarona's pieces.
    Pieces,
}

impl Counted {
    /// The machine name (a JSON field): `kazans`, `pieces`.
    pub fn key(self) -> &'static str {
        match self {
            Counted::Kazans => "kazans",
            Counted::Pieces => "pieces",
        }
    }
}

/// What each side has at the end, named as the game counts it: kazans, pieces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tally {
    /// Kazans or pieces.
    pub name: Counted,
    /// White's, Black's.
    pub counts: [u32; 2],
}

/// The outcome of replaying a score, in terms every game shares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Replay {
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

impl Replay {
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
