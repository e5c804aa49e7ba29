//! Togyzkumalak: the position and its rules, the position string, move notation, perft, and the
//! replay that validates a game score.
//!
//! **Architecture Invariant:** pure: no I/O, no clock, no allocation in the move loop.

mod fen;
pub mod notation;
mod perft;
mod position;
pub mod score;

pub use fen::PositionParseError;
pub use perft::{perft, perft_all};
pub use position::{
    EndReason, IllegalMove, InvalidPosition, MoveReport, Outcome, Position, Side, Status, TOTAL,
    WINNING_KAZAN,
};
