//! Game engines: pure rules, no I/O. One module per game, each behind the [`Game`] interface
//! that the validator, the CLI, tournaments and the window use for "a game".

mod game;
pub mod replay;
pub mod score;
pub mod togyz;
pub mod tumicarona;

pub use game::{Game, GameKind, PositionError, TagError, Togyzkumalak, Tumicarona};

/// One of the two players. White (Bastaushy) moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// The first player.
    White = 0,
    /// The second player.
    Black = 1,
}

impl Side {
    /// The other player.
    #[inline]
    pub fn opponent(self) -> Side {
        match self {
            Side::White => Side::Black,
            Side::Black => Side::White,
        }
    }

    /// 0 for White, 1 for Black: the index into per-side arrays.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The machine name: `white`, `black` (JSON fields; `words` selects its words by it).
    pub fn key(self) -> &'static str {
        match self {
            Side::White => "white",
            Side::Black => "black",
        }
    }
}

/// The outcome of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// White won.
    WhiteWins,
    /// Black won.
    BlackWins,
    /// Drawn.
    Draw,
}

impl Outcome {
    /// The win for `side`.
    pub fn win_for(side: Side) -> Outcome {
        match side {
            Side::White => Outcome::WhiteWins,
            Side::Black => Outcome::BlackWins,
        }
    }

    /// The result as written in a score: `1-0`, `0-1` or `1/2-1/2`.
    pub fn as_score(self) -> &'static str {
        match self {
            Outcome::WhiteWins => "1-0",
            Outcome::BlackWins => "0-1",
            Outcome::Draw => "1/2-1/2",
        }
    }
}
