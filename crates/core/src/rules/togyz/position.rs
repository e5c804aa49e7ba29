//! The Togyzkumalak position and the move rules (SPEC section 1).
//!
//! The board is a ring of 18 otau: cells 0..=8 are White's otau 1..9, cells 9..=17 Black's otau
//! 1..9. Sowing runs counter-clockwise, which in this numbering is simply `cell + 1 (mod 18)`:
//! White's 9 is followed by Black's 1 and Black's 9 by White's 1.
//!
//! **Invariant:** otau contents plus both kazans are always [`TOTAL`] (162). A tuzdyk always holds
//! zero kumalaks: whatever is sown into it goes straight to its owner's kazan.
//!
//! Everything here is copy-make and allocation-free: [`Position`] is 23 bytes and `Copy`, so the
//! perft and search loops copy it instead of undoing moves.

use std::fmt;

pub use crate::rules::{Outcome, Side};

/// Kumalaks in the game: 9 in each of the 18 otau.
pub const TOTAL: u16 = 162;
/// A kazan holding this many wins at once.
pub const WINNING_KAZAN: u8 = 82;
/// Marker for "no tuzdyk" in [`Position::tuzdyks`].
const NONE: u8 = u8::MAX;

/// The side that owns a cell (0..18).
#[inline]
pub fn side_of(cell: usize) -> Side {
    if cell < 9 { Side::White } else { Side::Black }
}

/// The otau number (1..=9) of a cell, counted on the side it belongs to.
#[inline]
pub fn otau_of(cell: usize) -> u8 {
    (cell % 9) as u8 + 1
}

/// The cell index of `side`'s otau `otau` (1..=9).
#[inline]
pub fn cell_of(side: Side, otau: u8) -> usize {
    (side.index() * 9) + usize::from(otau) - 1
}

/// Why a move cannot be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum IllegalMove {
    /// The otau number is not 1..9.
    #[error("there is no otau {0}: otau are numbered 1 to 9")]
    NoSuchOtau(u8),
    /// The otau is the opponent's tuzdyk (it is always empty).
    #[error("otau {0} is a tuzdyk and cannot be played")]
    Tuzdyk(u8),
    /// The otau holds no kumalak.
    #[error("otau {0} is empty")]
    Empty(u8),
    /// The game is already over.
    #[error("the game is already over")]
    GameOver,
}

/// What a move did, for notation, display and validation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveReport {
    /// Who moved.
    pub mover: Side,
    /// The otau played (1..=9, on the mover's side).
    pub from: u8,
    /// How many kumalaks were sown.
    pub sown: u8,
    /// The side on which the last kumalak landed.
    pub landing_side: Side,
    /// The otau (1..=9, on `landing_side`) where the last kumalak landed.
    pub landing: u8,
    /// Kumalaks captured from the landing otau (an even count, or the 3 of a new tuzdyk).
    pub captured: u8,
    /// The otau number of the tuzdyk this move created, if any.
    pub tuzdyk: Option<u8>,
    /// Kumalaks that fell into tuzdyks during the sowing, by owner (White, Black).
    pub into_tuzdyks: [u8; 2],
    /// The mover's kazan after the move.
    pub mover_kazan: u8,
}

impl MoveReport {
    /// True when the move took kumalaks from the opponent's otau (even count or new tuzdyk).
    pub fn is_capture(&self) -> bool {
        self.captured > 0
    }
}

/// How a finished game was decided on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// A kazan reached 82 or more.
    Kazan82,
    /// The side to move had no kumalak (atsyrau); the opponent collected his own side.
    Atsyrau,
}

/// Whether the game goes on, and if not how it ended and with which kazans.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The side to move has a legal move and no kazan holds 82.
    Ongoing,
    /// The game is over on the board.
    Over {
        /// Who won, or a draw.
        outcome: Outcome,
        /// Why it ended.
        reason: EndReason,
        /// Both kazans at the end (White, Black), after the atsyrau collection if any.
        kazans: [u8; 2],
    },
}

/// A Togyzkumalak position: the 18 otau, both kazans, both tuzdyks and the side to move.
///
/// Two positions compare equal exactly when the threefold-repetition rule treats them as the
/// same position.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    cells: [u8; 18],
    kazans: [u8; 2],
    /// The cell of each side's tuzdyk (on the opponent's row), or `NONE`.
    tuzdyks: [u8; 2],
    to_move: Side,
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

/// Why a position built by hand is not a Togyzkumalak position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum InvalidPosition {
    /// Otau and kazans do not add up to 162.
    #[error("otau and kazans hold {0} kumalaks, not 162")]
    WrongTotal(u16),
    /// A tuzdyk on the owner's own row, or on an otau 9.
    #[error("{0:?}'s tuzdyk cannot be on that otau")]
    BadTuzdyk(Side),
    /// Both tuzdyks on otau with the same number.
    #[error("both tuzdyks are on otau {0}: they must have different numbers")]
    SameTuzdykNumber(u8),
    /// A tuzdyk that holds kumalaks.
    #[error("a tuzdyk cannot hold kumalaks")]
    FullTuzdyk,
}

impl Position {
    /// The starting position: 9 kumalaks in each otau, empty kazans, White to move.
    pub const fn start() -> Position {
        Position {
            cells: [9; 18],
            kazans: [0; 2],
            tuzdyks: [NONE; 2],
            to_move: Side::White,
        }
    }

    /// Builds a position from its parts, checking every invariant.
    ///
    /// `white` and `black` are otau 1..9 of each side; `tuzdyks[s]` is the otau number (on the
    /// opponent's row) of side `s`'s tuzdyk. A tuzdyk otau must hold 0.
    pub fn from_parts(
        white: [u8; 9],
        black: [u8; 9],
        kazans: [u8; 2],
        tuzdyks: [Option<u8>; 2],
        to_move: Side,
    ) -> Result<Position, InvalidPosition> {
        let mut cells = [0u8; 18];
        cells[..9].copy_from_slice(&white);
        cells[9..].copy_from_slice(&black);
        let mut t = [NONE; 2];
        for side in [Side::White, Side::Black] {
            if let Some(otau) = tuzdyks[side.index()] {
                if !(1..=8).contains(&otau) {
                    return Err(InvalidPosition::BadTuzdyk(side));
                }
                let cell = cell_of(side.opponent(), otau);
                if cells[cell] != 0 {
                    return Err(InvalidPosition::FullTuzdyk);
                }
                t[side.index()] = cell as u8;
            }
        }
        if let [Some(a), Some(b)] = tuzdyks
            && a == b
        {
            return Err(InvalidPosition::SameTuzdykNumber(a));
        }
        let total: u16 = cells.iter().map(|&c| u16::from(c)).sum::<u16>()
            + u16::from(kazans[0])
            + u16::from(kazans[1]);
        if total != TOTAL {
            return Err(InvalidPosition::WrongTotal(total));
        }
        Ok(Position {
            cells,
            kazans,
            tuzdyks: t,
            to_move,
        })
    }

    /// The side to move.
    #[inline]
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Kumalaks in `side`'s otau `otau` (1..=9). A tuzdyk reads 0.
    #[inline]
    pub fn otau(&self, side: Side, otau: u8) -> u8 {
        self.cells[cell_of(side, otau.clamp(1, 9))]
    }

    /// `side`'s otau 1..9.
    pub fn row(&self, side: Side) -> [u8; 9] {
        let mut row = [0; 9];
        row.copy_from_slice(&self.cells[(side.index() * 9)..(side.index() * 9) + 9]);
        row
    }

    /// `side`'s kazan.
    #[inline]
    pub fn kazan(&self, side: Side) -> u8 {
        self.kazans[side.index()]
    }

    /// The otau number (on the opponent's row) of `side`'s tuzdyk, if it has one.
    #[inline]
    pub fn tuzdyk(&self, side: Side) -> Option<u8> {
        match self.tuzdyks[side.index()] {
            NONE => None,
            cell => Some(otau_of(usize::from(cell))),
        }
    }

    /// True when `side`'s otau `otau` is a tuzdyk (owned by the opponent).
    pub fn is_tuzdyk(&self, side: Side, otau: u8) -> bool {
        self.tuzdyk(side.opponent()) == Some(otau)
    }

    /// Kumalaks on `side`'s row.
    pub fn on_side(&self, side: Side) -> u16 {
        self.cells[(side.index() * 9)..(side.index() * 9) + 9]
            .iter()
            .map(|&c| u16::from(c))
            .sum()
    }

    /// True when the side to move may play its otau `otau` (1..=9).
    #[inline]
    pub fn is_legal(&self, otau: u8) -> bool {
        (1..=9).contains(&otau) && self.cells[cell_of(self.to_move, otau)] != 0 && !self.is_over()
    }

    /// The legal moves (otau numbers 1..=9) in increasing order.
    pub fn legal_moves(&self) -> impl Iterator<Item = u8> + '_ {
        let over = self.is_over();
        (1..=9u8).filter(move |&o| !over && self.cells[cell_of(self.to_move, o)] != 0)
    }

    /// The number of legal moves, without generating them (perft's bulk count).
    #[inline]
    pub fn count_moves(&self) -> u32 {
        if self.is_over() {
            return 0;
        }
        let b = self.to_move.index() * 9;
        self.cells[b..b + 9]
            .iter()
            .map(|&c| u32::from(c != 0))
            .sum()
    }

    /// True when a kazan holds 82 or the side to move has nothing to play.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.kazans[0] >= WINNING_KAZAN
            || self.kazans[1] >= WINNING_KAZAN
            || self.on_side(self.to_move) == 0
    }

    /// Plays the side to move's otau `otau` (1..=9).
    pub fn play(&mut self, otau: u8) -> Result<MoveReport, IllegalMove> {
        if !(1..=9).contains(&otau) {
            return Err(IllegalMove::NoSuchOtau(otau));
        }
        if self.is_over() {
            return Err(IllegalMove::GameOver);
        }
        let cell = cell_of(self.to_move, otau);
        if self.tuzdyks[self.to_move.opponent().index()] == cell as u8 {
            return Err(IllegalMove::Tuzdyk(otau));
        }
        if self.cells[cell] == 0 {
            return Err(IllegalMove::Empty(otau));
        }
        Ok(self.play_cell(cell))
    }

    /// Plays from `cell`, which must be a non-empty cell of the side to move and the game must
    /// not be over. This is the hot path of perft: no checks, no allocation.
    #[inline(always)]
    pub(crate) fn play_cell(&mut self, cell: usize) -> MoveReport {
        let mover = self.to_move;
        let n = self.cells[cell];
        self.cells[cell] = 0;
        let last = if n == 1 {
            // A single kumalak leaves the otau empty and goes to the next one.
            let next = if cell == 17 { 0 } else { cell + 1 };
            self.cells[next] += 1;
            next
        } else {
            // The first kumalak goes back into the origin, then one each onwards.
            let laps = n / 18;
            let rem = n % 18;
            if laps > 0 {
                for c in &mut self.cells {
                    *c += laps;
                }
            }
            let mut j = cell;
            for _ in 0..rem {
                self.cells[j] += 1;
                j = if j == 17 { 0 } else { j + 1 };
            }
            (cell + usize::from(n) - 1) % 18
        };

        // Whatever fell into a tuzdyk belongs to the tuzdyk's owner.
        let mut into_tuzdyks = [0u8; 2];
        for (s, into) in into_tuzdyks.iter_mut().enumerate() {
            let t = self.tuzdyks[s];
            if t != NONE {
                let k = std::mem::take(&mut self.cells[usize::from(t)]);
                self.kazans[s] += k;
                *into = k;
            }
        }

        let mut captured = 0;
        let mut tuzdyk = None;
        let landing_side = side_of(last);
        let m = mover.index();
        if landing_side != mover && usize::from(self.tuzdyks[m]) != last {
            let count = self.cells[last];
            if count.is_multiple_of(2) {
                captured = count;
            } else if count == 3 && self.tuzdyks[m] == NONE && otau_of(last) != 9 {
                let opp = self.tuzdyks[1 - m];
                if opp == NONE || otau_of(usize::from(opp)) != otau_of(last) {
                    captured = 3;
                    self.tuzdyks[m] = last as u8;
                    tuzdyk = Some(otau_of(last));
                }
            }
            if captured > 0 {
                self.cells[last] = 0;
                self.kazans[m] += captured;
            }
        }
        self.to_move = mover.opponent();
        MoveReport {
            mover,
            from: otau_of(cell),
            sown: n,
            landing_side,
            landing: otau_of(last),
            captured,
            tuzdyk,
            into_tuzdyks,
            mover_kazan: self.kazans[m],
        }
    }

    /// The position as the game ends on it: after an atsyrau, the side that can still move has
    /// taken what is left on its row into its kazan (the kazans then say who won, as
    /// [`Position::status`] does); any other position as it is.
    pub fn settled(&self) -> Position {
        let mut p = *self;
        if matches!(
            self.status(),
            Status::Over {
                reason: EndReason::Atsyrau,
                ..
            }
        ) {
            let collector = self.to_move.opponent();
            let left = self.on_side(collector);
            for otau in 1..=9 {
                let cell = cell_of(collector, otau);
                if self.tuzdyks[self.to_move.index()] != cell as u8 {
                    p.cells[cell] = 0;
                }
            }
            p.kazans[collector.index()] =
                (u16::from(p.kazans[collector.index()]) + left).min(u16::from(u8::MAX)) as u8;
        }
        p
    }

    /// Whether the game is over, who won and why.
    pub fn status(&self) -> Status {
        let k = self.kazans;
        for side in [Side::White, Side::Black] {
            if k[side.index()] >= WINNING_KAZAN {
                return Status::Over {
                    outcome: Outcome::win_for(side),
                    reason: EndReason::Kazan82,
                    kazans: k,
                };
            }
        }
        if self.on_side(self.to_move) > 0 {
            return Status::Ongoing;
        }
        // Atsyrau: the opponent of the side that cannot move takes what is left on his row.
        let collector = self.to_move.opponent();
        let mut kazans = k;
        let left = self.on_side(collector);
        kazans[collector.index()] = (u16::from(kazans[collector.index()]) + left) as u8;
        let (w, b) = (kazans[0], kazans[1]);
        let outcome = if w > b {
            Outcome::WhiteWins
        } else if b > w {
            Outcome::BlackWins
        } else {
            Outcome::Draw
        };
        Status::Over {
            outcome,
            reason: EndReason::Atsyrau,
            kazans,
        }
    }

    /// Checks the invariants (162 kumalaks, legal tuzdyks). Used by tests and debug assertions.
    pub fn check_invariants(&self) -> Result<(), InvalidPosition> {
        Position::from_parts(
            self.row(Side::White),
            self.row(Side::Black),
            self.kazans,
            [self.tuzdyk(Side::White), self.tuzdyk(Side::Black)],
            self.to_move,
        )
        .map(|_| ())
        .and_then(|()| {
            for s in [Side::White, Side::Black] {
                if let Some(t) = self.tuzdyk(s) {
                    if side_of(usize::from(self.tuzdyks[s.index()])) == s {
                        return Err(InvalidPosition::BadTuzdyk(s));
                    }
                    if t == 9 {
                        return Err(InvalidPosition::BadTuzdyk(s));
                    }
                }
            }
            Ok(())
        })
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_move_captures_even() {
        // 1. 87(10): otau 8's nine kumalaks reach Black's otau 7, which then holds 10.
        let mut p = Position::start();
        let r = p.play(8).unwrap();
        assert_eq!(
            (r.landing_side, r.landing, r.captured, r.mover_kazan),
            (Side::Black, 7, 10, 10)
        );
        assert_eq!(p.otau(Side::White, 8), 1);
        assert_eq!(p.otau(Side::White, 9), 10);
        assert_eq!(p.otau(Side::Black, 7), 0);
        assert_eq!(p.to_move(), Side::Black);
        p.check_invariants().unwrap();
    }

    #[test]
    fn single_kumalak_leaves_origin_empty() {
        let p0 = Position::from_parts(
            [1, 0, 0, 0, 0, 0, 0, 0, 0],
            [0, 1, 0, 0, 0, 0, 0, 0, 0],
            [80, 80],
            [None, None],
            Side::White,
        )
        .unwrap();
        let mut p = p0;
        let r = p.play(1).unwrap();
        assert_eq!((r.landing_side, r.landing, r.captured), (Side::White, 2, 0));
        assert_eq!(p.otau(Side::White, 1), 0);
        assert_eq!(p.otau(Side::White, 2), 1);
    }

    #[test]
    fn three_makes_a_tuzdyk_but_not_on_otau_9_or_the_same_number() {
        // White's otau 9 with 2 kumalaks lands on Black's 1, which then holds 3.
        let mut p = Position::from_parts(
            [5, 0, 0, 0, 0, 0, 0, 0, 2],
            [2, 5, 5, 5, 5, 5, 5, 5, 5],
            [56, 57],
            [None, None],
            Side::White,
        )
        .unwrap();
        let r = p.play(9).unwrap();
        assert_eq!(r.tuzdyk, Some(1));
        assert_eq!(p.tuzdyk(Side::White), Some(1));
        p.check_invariants().unwrap();
        // The same but Black already owns a tuzdyk numbered 1 (on White's row; White's otau 1 is
        // then 0, so move the 5 elsewhere).
        let mut p = Position::from_parts(
            [0, 5, 0, 0, 0, 0, 0, 0, 2],
            [2, 5, 5, 5, 5, 5, 5, 5, 5],
            [56, 57],
            [None, Some(1)],
            Side::White,
        )
        .unwrap();
        let r = p.play(9).unwrap();
        assert_eq!((r.tuzdyk, r.captured), (None, 0));
        // Landing on otau 9 with 3 never makes a tuzdyk.
        let mut p = Position::from_parts(
            [0, 0, 0, 0, 0, 0, 0, 2, 0],
            [5, 5, 5, 5, 5, 5, 5, 5, 1],
            [60, 59],
            [None, None],
            Side::White,
        )
        .unwrap();
        let r = p.play(8).unwrap();
        assert_eq!((r.landing, r.tuzdyk, r.captured), (9, None, 0));
    }

    #[test]
    fn sowing_into_a_tuzdyk_feeds_its_owner() {
        // White owns Black's otau 2. White plays otau 9 holding 4: White 9, Black 1, 2, 3.
        let mut p = Position::from_parts(
            [9, 0, 0, 0, 0, 0, 0, 0, 4],
            [1, 0, 4, 9, 9, 9, 9, 9, 9],
            [40, 50],
            [Some(2), None],
            Side::White,
        )
        .unwrap();
        let r = p.play(9).unwrap();
        assert_eq!(r.into_tuzdyks, [1, 0]);
        assert_eq!(p.kazan(Side::White), 41);
        assert_eq!((r.landing, r.captured), (3, 0)); // Black's 3 now holds 5: odd.
        p.check_invariants().unwrap();
    }

    #[test]
    fn atsyrau_collects_and_decides() {
        // Black's row is empty; White's move stays on White's row, so Black cannot move.
        let mut p = Position::from_parts(
            [1, 0, 0, 0, 5, 0, 0, 0, 0],
            [0; 9],
            [75, 81],
            [None, None],
            Side::White,
        )
        .unwrap();
        assert_eq!(p.status(), Status::Ongoing);
        p.play(1).unwrap();
        assert_eq!(
            p.status(),
            Status::Over {
                outcome: Outcome::Draw,
                reason: EndReason::Atsyrau,
                kazans: [81, 81]
            }
        );
        assert_eq!(p.count_moves(), 0);
        // Settled, the board shows the collection: White's row empty, the kazans the status's.
        let s = p.settled();
        assert_eq!((s.kazan(Side::White), s.kazan(Side::Black)), (81, 81));
        assert_eq!(s.row(Side::White), [0; 9]);
        assert_eq!(s.check_invariants(), Ok(()));
        // A position still being played is settled as it is.
        assert_eq!(Position::start().settled(), Position::start());
        // With one more kumalak in White's kazan instead of Black's, White wins 82-80.
        let mut p = Position::from_parts(
            [1, 0, 0, 0, 5, 0, 0, 0, 0],
            [0; 9],
            [76, 80],
            [None, None],
            Side::White,
        )
        .unwrap();
        p.play(1).unwrap();
        assert!(matches!(
            p.status(),
            Status::Over {
                outcome: Outcome::WhiteWins,
                kazans: [82, 80],
                ..
            }
        ));
    }

    #[test]
    fn laps_around_the_board() {
        // 40 kumalaks: two full laps (36) and 4 more from the origin.
        let mut p = Position::from_parts(
            [40, 0, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 0, 0, 0],
            [61, 61],
            [None, None],
            Side::White,
        )
        .unwrap();
        let r = p.play(1).unwrap();
        assert_eq!((r.landing_side, r.landing), (Side::White, 4));
        assert_eq!(p.row(Side::White), [3, 3, 3, 3, 2, 2, 2, 2, 2]);
        assert_eq!(p.row(Side::Black), [2; 9]);
    }

    #[test]
    fn illegal_moves_are_named() {
        let p0 = Position::from_parts(
            [0, 9, 9, 9, 9, 9, 9, 9, 9],
            [9, 9, 9, 9, 9, 9, 9, 9, 9],
            [9, 0],
            [None, None],
            Side::White,
        )
        .unwrap();
        let mut p = p0;
        assert_eq!(p.play(1), Err(IllegalMove::Empty(1)));
        assert_eq!(p.play(0), Err(IllegalMove::NoSuchOtau(0)));
        assert_eq!(p.play(10), Err(IllegalMove::NoSuchOtau(10)));
        assert_eq!(p, p0);
    }
}
