//! The Tumicarona position, its turns and the rules that make a turn legal (SPEC section 4).
//!
//! A turn moves one piece: either a single plain step (paika), allowed only when the mover has no
//! capture anywhere, or a chain of capturing steps. Each capturing step takes, by approach or by
//! withdrawal, the whole unbroken line of enemy pieces in the direction of the step (ahead of the
//! point reached, or behind the point left). Captured pieces leave at once, so later steps of
//! the chain see their points empty. A chain never repeats the previous step's direction, never
//! enters a point the piece has stood on this turn, and may stop after any step. The first turn
//! of the game (turn 1, White) is a single step.
//!
//! Two functions know these rules: [`Position::for_each_turn`] generates every legal turn (a
//! depth-first walk over chains, which perft and the move list use) and [`Position::play`]
//! checks a written turn step by step (which the validator uses, with a message for the first
//! step that breaks a rule). The property tests hold them to each other.

use std::fmt;

use super::board::{self, POINTS, bit, name, opposite, step};
pub use super::illegal::{IllegalTurn, Target, TurnError};
use crate::rules::{Outcome, Side};

/// How a step captures.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Capture {
    /// Towards the enemy line ahead: `A`.
    Approach,
    /// Away from the enemy line behind: `W`.
    Withdrawal,
}

impl Capture {
    /// `A` or `W`.
    pub fn letter(self) -> char {
        match self {
            Capture::Approach => 'A',
            Capture::Withdrawal => 'W',
        }
    }
}

/// One movement of the turn's piece to a neighbouring point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    /// The point reached.
    pub to: u8,
    /// The capture made, `None` for a plain move.
    pub capture: Option<Capture>,
}

/// A whole turn: the piece's starting point and each step of its path.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Turn {
    /// Where the piece starts.
    pub from: u8,
    /// Its steps, at least one.
    pub steps: Vec<Step>,
}

impl Turn {
    /// True when the turn captures (every step of a chain does).
    pub fn is_capture(&self) -> bool {
        self.steps.first().is_some_and(|s| s.capture.is_some())
    }

    /// The points the piece stands on, from its start to its end.
    pub fn path(&self) -> impl Iterator<Item = u8> + '_ {
        std::iter::once(self.from).chain(self.steps.iter().map(|s| s.to))
    }
}

/// `d3-e3A-e4W`, paika `e2-e3`.
impl fmt::Display for Turn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&name(self.from))?;
        for s in &self.steps {
            write!(f, "-{}", name(s.to))?;
            if let Some(c) = s.capture {
                write!(f, "{}", c.letter())?;
            }
        }
        Ok(())
    }
}

/// How a finished game was decided on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndReason {
    /// The side to move has no piece left.
    AllCaptured,
    /// The side to move has pieces but no legal turn.
    Immobilised,
}

/// Whether the game goes on, and if not who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// The side to move has a legal turn.
    Ongoing,
    /// Over: the side to move has lost.
    Over {
        /// Who won.
        outcome: Outcome,
        /// Why.
        reason: EndReason,
    },
}

/// A Tumicarona position: the pieces, the side to move, the turns since the last capture (for
/// the draw rule) and the turn number (turn 1 with White to move is the opening).
///
/// Two positions are the same position for the repetition rule when [`Position::key`] agrees.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pieces: [u64; 2],
    to_move: Side,
    quiet: u32,
    number: u32,
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

const fn start_pieces() -> [u64; 2] {
    let mut white = 0u64;
    let mut black = 0u64;
    let mut c = 0;
    while c < 9 {
        white |= bit(board::at(c, 0)) | bit(board::at(c, 1));
        black |= bit(board::at(c, 3)) | bit(board::at(c, 4));
        // The middle row: B W B W · B W B W.
        if c != 4 {
            let black_here = if c < 4 { c % 2 == 0 } else { c % 2 == 1 };
            if black_here {
                black |= bit(board::at(c, 2));
            } else {
                white |= bit(board::at(c, 2));
            }
        }
        c += 1;
    }
    [white, black]
}

/// The outcome of walking one step: the position after it and what it took.
struct Walked {
    pieces: [u64; 2],
    taken: u64,
}

impl Position {
    /// The starting position: 22 pieces each, the centre empty, White to move, turn 1.
    pub const fn start() -> Position {
        Position {
            pieces: start_pieces(),
            to_move: Side::White,
            quiet: 0,
            number: 1,
        }
    }

    /// Builds a position from the points of each side's pieces. `None` if a point is held by
    /// both sides or lies off the board.
    pub fn from_parts(
        white: u64,
        black: u64,
        to_move: Side,
        quiet: u32,
        number: u32,
    ) -> Option<Position> {
        let off_board = !((1u64 << POINTS) - 1);
        (white & black == 0 && (white | black) & off_board == 0 && number >= 1).then_some(
            Position {
                pieces: [white, black],
                to_move,
                quiet,
                number,
            },
        )
    }

    /// The side to move.
    #[inline]
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// The points of `side`'s pieces, one bit per point.
    #[inline]
    pub fn pieces(&self, side: Side) -> u64 {
        self.pieces[side.index()]
    }

    /// Whose piece stands on `p`, if any.
    pub fn at(&self, p: u8) -> Option<Side> {
        pieces_at(&self.pieces, p)
    }

    /// How many pieces `side` has.
    pub fn count(&self, side: Side) -> u32 {
        self.pieces(side).count_ones()
    }

    /// Turns played since the last capture.
    pub fn quiet_turns(&self) -> u32 {
        self.quiet
    }

    /// The turn number: 1 for the first turn of each side, then 2, ...
    pub fn number(&self) -> u32 {
        self.number
    }

    /// What the repetition rule compares: the pieces and the side to move.
    pub fn key(&self) -> ([u64; 2], Side) {
        (self.pieces, self.to_move)
    }

    /// True on the game's first turn, which is a single movement.
    #[inline]
    pub fn is_opening(&self) -> bool {
        self.number == 1 && self.to_move == Side::White
    }

    #[inline]
    fn occupied(&self) -> u64 {
        self.pieces[0] | self.pieces[1]
    }

    /// The enemy line that a step from `from` in direction `d` would capture this way (0 if
    /// none). The step's target must be empty; this does not check it.
    #[inline]
    fn line(pieces: &[u64; 2], mover: Side, from: u8, d: usize, how: Capture) -> u64 {
        let enemy = pieces[mover.opponent().index()];
        let (mut p, dir) = match how {
            Capture::Approach => match step(from, d).and_then(|to| step(to, d)) {
                Some(p) => (p, d),
                None => return 0,
            },
            Capture::Withdrawal => match step(from, opposite(d)) {
                Some(p) => (p, opposite(d)),
                None => return 0,
            },
        };
        let mut taken = 0;
        while enemy & bit(p) != 0 {
            taken |= bit(p);
            match step(p, dir) {
                Some(n) => p = n,
                None => break,
            }
        }
        taken
    }

    fn walk(
        pieces: &[u64; 2],
        mover: Side,
        from: u8,
        d: usize,
        to: u8,
        how: Option<Capture>,
    ) -> Walked {
        let taken = how.map_or(0, |c| Self::line(pieces, mover, from, d, c));
        let mut next = *pieces;
        next[mover.index()] = (next[mover.index()] & !bit(from)) | bit(to);
        next[mover.opponent().index()] &= !taken;
        Walked {
            pieces: next,
            taken,
        }
    }

    /// True when the side to move can capture somewhere: then a plain move is not allowed.
    pub fn has_capture(&self) -> bool {
        let mover = self.to_move;
        let empty = !self.occupied();
        let mut own = self.pieces(mover);
        while own != 0 {
            let from = own.trailing_zeros() as u8;
            own &= own - 1;
            for d in 0..8 {
                if let Some(to) = step(from, d)
                    && empty & bit(to) != 0
                    && (Self::line(&self.pieces, mover, from, d, Capture::Approach) != 0
                        || Self::line(&self.pieces, mover, from, d, Capture::Withdrawal) != 0)
                {
                    return true;
                }
            }
        }
        false
    }

    fn after(&self, pieces: [u64; 2], captured: bool) -> Position {
        Position {
            pieces,
            to_move: self.to_move.opponent(),
            quiet: if captured { 0 } else { self.quiet + 1 },
            number: self.number + u32::from(self.to_move == Side::Black),
        }
    }

    /// Calls `f` with every legal turn and the position it leads to. A chain and each of its
    /// shorter beginnings are different turns, and so are the approach and the withdrawal of
    /// the same step. Generates nothing when the game is over.
    pub fn for_each_turn(&self, f: &mut impl FnMut(&Turn, &Position)) {
        if self.count(self.to_move.opponent()) == 0 {
            return;
        }
        let mover = self.to_move;
        let mut turn = Turn {
            from: 0,
            steps: Vec::with_capacity(16),
        };
        if self.has_capture() {
            let mut own = self.pieces(mover);
            while own != 0 {
                let from = own.trailing_zeros() as u8;
                own &= own - 1;
                turn.from = from;
                self.chain(&self.pieces, from, bit(from), None, &mut turn, f);
            }
            return;
        }
        let empty = !self.occupied();
        let mut own = self.pieces(mover);
        while own != 0 {
            let from = own.trailing_zeros() as u8;
            own &= own - 1;
            turn.from = from;
            for d in 0..8 {
                if let Some(to) = step(from, d)
                    && empty & bit(to) != 0
                {
                    let w = Self::walk(&self.pieces, mover, from, d, to, None);
                    turn.steps.push(Step { to, capture: None });
                    f(&turn, &self.after(w.pieces, false));
                    turn.steps.pop();
                }
            }
        }
    }

    /// The capturing continuations of a chain whose piece stands on `at`.
    fn chain(
        &self,
        pieces: &[u64; 2],
        at: u8,
        visited: u64,
        last: Option<usize>,
        turn: &mut Turn,
        f: &mut impl FnMut(&Turn, &Position),
    ) {
        let mover = self.to_move;
        let empty = !(pieces[0] | pieces[1]);
        for d in 0..8 {
            if Some(d) == last {
                continue;
            }
            let Some(to) = step(at, d) else { continue };
            if empty & bit(to) == 0 || visited & bit(to) != 0 {
                continue;
            }
            for how in [Capture::Approach, Capture::Withdrawal] {
                let w = Self::walk(pieces, mover, at, d, to, Some(how));
                if w.taken == 0 {
                    continue;
                }
                turn.steps.push(Step {
                    to,
                    capture: Some(how),
                });
                f(turn, &self.after(w.pieces, true));
                if !self.is_opening() {
                    self.chain(&w.pieces, to, visited | bit(to), Some(d), turn, f);
                }
                turn.steps.pop();
            }
        }
    }

    /// Every legal turn, in the order [`Position::for_each_turn`] finds them.
    pub fn legal_turns(&self) -> Vec<Turn> {
        let mut turns = Vec::new();
        self.for_each_turn(&mut |t, _| turns.push(t.clone()));
        turns
    }

    /// True when the side to move has at least one legal turn.
    pub fn can_move(&self) -> bool {
        if self.count(self.to_move.opponent()) == 0 {
            return false;
        }
        if self.has_capture() {
            return true;
        }
        let empty = !self.occupied();
        let mut own = self.pieces(self.to_move);
        while own != 0 {
            let from = own.trailing_zeros() as u8;
            own &= own - 1;
            if (0..8).any(|d| step(from, d).is_some_and(|to| empty & bit(to) != 0)) {
                return true;
            }
        }
        false
    }

    /// Whether the game goes on. The draw rules (repetition, turns without capture) need the
    /// game's history and the event's choice: the validator applies them.
    pub fn status(&self) -> Status {
        let mover = self.to_move;
        if self.count(mover) == 0 || self.count(mover.opponent()) == 0 {
            let winner = if self.count(mover) == 0 {
                mover.opponent()
            } else {
                mover
            };
            return Status::Over {
                outcome: Outcome::win_for(winner),
                reason: EndReason::AllCaptured,
            };
        }
        if !self.can_move() {
            return Status::Over {
                outcome: Outcome::win_for(mover.opponent()),
                reason: EndReason::Immobilised,
            };
        }
        Status::Ongoing
    }

    /// Plays a turn as written, checking every rule step by step. On success returns the number
    /// of pieces each step captured; on failure the position is unchanged and the error names the
    /// first step that is wrong and why.
    pub fn play(&mut self, turn: &Turn) -> Result<Vec<u32>, IllegalTurn> {
        let bad = |step: usize, why: TurnError| Err(IllegalTurn { step, why });
        if let Status::Over { .. } = self.status() {
            return bad(0, TurnError::GameOver);
        }
        let mover = self.to_move;
        let from = turn.from;
        match self.at(from) {
            Some(s) if s == mover => {}
            Some(_) => return bad(0, TurnError::NotYours { point: from, mover }),
            None => return bad(0, TurnError::Empty { point: from }),
        }
        if turn.steps.is_empty() {
            return bad(0, TurnError::NoStep);
        }
        if turn.steps.len() > 1 && self.is_opening() {
            return bad(
                1,
                TurnError::OpeningSingle {
                    stop: turn.steps[0].to,
                },
            );
        }
        let capture_exists = self.has_capture();
        let mut pieces = self.pieces;
        let mut at = from;
        let mut visited = bit(from);
        let mut last: Option<usize> = None;
        let mut taken = Vec::with_capacity(turn.steps.len());
        for (i, s) in turn.steps.iter().enumerate() {
            let (from, to) = (at, s.to);
            let Some(d) = board::direction(at, s.to) else {
                return bad(i, TurnError::NotAdjacent { from, to });
            };
            if (pieces[0] | pieces[1]) & bit(s.to) != 0 {
                return bad(i, TurnError::Occupied { from, to });
            }
            if Some(d) == last {
                return bad(
                    i,
                    TurnError::SameDirection {
                        from,
                        to,
                        direction: d as u8,
                    },
                );
            }
            if visited & bit(s.to) != 0 {
                return bad(i, TurnError::Revisit { from, to });
            }
            let approach = Self::line(&pieces, mover, at, d, Capture::Approach);
            let withdrawal = Self::line(&pieces, mover, at, d, Capture::Withdrawal);
            match s.capture {
                None if i > 0 => return bad(i, TurnError::ChainPlain { from, to }),
                None if capture_exists => {
                    if approach | withdrawal != 0 {
                        return bad(i, TurnError::UnmarkedCapture { from, to });
                    }
                    let example = self.legal_turns().into_iter().next();
                    return bad(i, TurnError::MustCapture { from, to, example });
                }
                None => {}
                Some(how) => {
                    let line = match how {
                        Capture::Approach => approach,
                        Capture::Withdrawal => withdrawal,
                    };
                    if line == 0 {
                        let target = match how {
                            Capture::Approach => step(s.to, d),
                            Capture::Withdrawal => step(at, opposite(d)),
                        };
                        let target = match target.map(|p| (p, pieces_at(&pieces, p))) {
                            None => Target::Edge,
                            Some((p, None)) => Target::Empty(p),
                            Some((p, Some(_))) => Target::Own(p, mover),
                        };
                        return bad(
                            i,
                            TurnError::NothingToCapture {
                                from,
                                to,
                                how,
                                target,
                            },
                        );
                    }
                }
            }
            let w = Self::walk(&pieces, mover, at, d, s.to, s.capture);
            taken.push(w.taken.count_ones());
            pieces = w.pieces;
            visited |= bit(s.to);
            last = Some(d);
            at = s.to;
        }
        *self = self.after(pieces, turn.is_capture());
        Ok(taken)
    }
}

fn pieces_at(pieces: &[u64; 2], p: u8) -> Option<Side> {
    if pieces[0] & bit(p) != 0 {
        Some(Side::White)
    } else if pieces[1] & bit(p) != 0 {
        Some(Side::Black)
    } else {
        None
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self}")
    }
}
