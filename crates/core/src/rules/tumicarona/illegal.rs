//! Why a written Tumicarona turn is illegal, as data: the step that breaks a rule and which
//! rule ([`Position::play`](super::Position::play) finds it; `words::rules` says it).

use super::position::{Capture, Turn};
use crate::rules::Side;

/// Why a written turn is not legal: the step (0-based) that breaks a rule, and which rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("step {step}: {why:?}")]
pub struct IllegalTurn {
    /// The first step that is wrong (0 for the piece or the first movement).
    pub step: usize,
    /// What is wrong, as data (`words::rules` says it).
    pub why: TurnError,
}

/// The rule a written turn breaks. `from`-`to` is the step that breaks it, where there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TurnError {
    /// The game is already over.
    GameOver,
    /// The starting point holds a piece of the opponent of `mover`.
    NotYours {
        /// The starting point.
        point: u8,
        /// The side to move.
        mover: Side,
    },
    /// The starting point is empty.
    Empty {
        /// The starting point.
        point: u8,
    },
    /// The turn has no step.
    NoStep,
    /// The opening turn is a single movement: the piece stops on `stop`.
    OpeningSingle {
        /// Where the first movement ends.
        stop: u8,
    },
    /// `to` is not next to `from` along a line.
    NotAdjacent {
        /// The step's start.
        from: u8,
        /// The step's end.
        to: u8,
    },
    /// `to` is occupied.
    Occupied {
        /// The step's start.
        from: u8,
        /// The step's end.
        to: u8,
    },
    /// The step goes in the previous step's direction again.
    SameDirection {
        /// The step's start.
        from: u8,
        /// The step's end.
        to: u8,
        /// The direction (an index into `board::DIRECTION_NAMES`).
        direction: u8,
    },
    /// The piece already stood on `to` this turn.
    Revisit {
        /// The step's start.
        from: u8,
        /// The step's end.
        to: u8,
    },
    /// A chain goes on only by capturing.
    ChainPlain {
        /// The step's start.
        from: u8,
        /// The step's end.
        to: u8,
    },
    /// A plain move while a capture is possible; `example` is a legal turn.
    MustCapture {
        /// The step's start.
        from: u8,
        /// The step's end.
        to: u8,
        /// A capturing turn the mover has.
        example: Option<Turn>,
    },
    /// The move captures but is written without A or W.
    UnmarkedCapture {
        /// The step's start.
        from: u8,
        /// The step's end.
        to: u8,
    },
    /// Nothing to capture by `how` in that step.
    NothingToCapture {
        /// The step's start.
        from: u8,
        /// The step's end.
        to: u8,
        /// The capture written.
        how: Capture,
        /// What is on the point that would be captured.
        target: Target,
    },
}

/// What stands where a capture would take the first piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The edge of the board: no point.
    Edge,
    /// An empty point.
    Empty(u8),
    /// A point holding a piece of the mover (`Side`).
    Own(u8, Side),
}
