//! Tumicarona: Fanorona on the 9×5 board (SPEC section 4). The board's lines, the position and
//! the rules of a turn, notation and the position string, perft, and the replay that validates
//! a game score.
//!
//! **Architecture Invariant:** pure: no I/O, no clock.

pub mod board;
mod illegal;
pub mod notation;
mod perft;
mod position;
pub mod score;

pub use notation::{NotationError, PositionParseError, parse_turn};
pub use perft::{perft, perft_all};
pub use position::{
    Capture, EndReason, IllegalTurn, Position, Status, Step, Target, Turn, TurnError,
};
