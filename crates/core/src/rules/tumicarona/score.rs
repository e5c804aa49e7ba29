//! Validating a Tumicarona score: replay each written turn from the start (or a given
//! position), check it step by step, apply the event's draw rule, then check the declared result.
//!
//! The rules text draws a game "when pieces are left that cannot be taken", which has no
//! mechanical test. Events choose a [`DrawRule`] instead (SPEC section 4; docs/tumicarona.md);
//! a score names it in a `[DrawRule "..."]` tag, and the default is threefold repetition.

use std::fmt;
use std::str::FromStr;

use super::notation::parse_turn;
use super::position::{EndReason, Position, Status};
use crate::rules::Outcome;
use crate::rules::score::{
    Counted, Declared, Ending, OnBoard, Problem, ProblemKind, Replay, ScoreMove, Tally, Why,
    contradiction, move_number,
};

/// When a game is drawn on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DrawRule {
    /// The game is drawn when the same position (pieces and side to move) occurs a third time.
    #[default]
    Repetition,
    /// The game is drawn after this many turns in a row without a capture (both sides' turns
    /// counted).
    Quiet(u32),
    /// No draw on the board: only by agreement.
    Agreement,
}

/// Why a `DrawRule` tag cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DrawRuleError {
    /// `quiet N` with an `N` that is not a number of turns (1 or more).
    #[error("'{0}' is not a number of turns (1 or more)")]
    Turns(String),
    /// Not a draw rule at all (the text, trimmed and in lower case).
    #[error("'{0}' is not a draw rule: write repetition, quiet N or agreement")]
    Unknown(String),
}

impl FromStr for DrawRule {
    type Err = DrawRuleError;

    /// `repetition`, `quiet N` (also `quiet:N`) or `agreement`.
    fn from_str(s: &str) -> Result<DrawRule, DrawRuleError> {
        let s = s.trim().to_ascii_lowercase();
        let words: Vec<&str> = s.split([' ', ':']).filter(|w| !w.is_empty()).collect();
        match words.as_slice() {
            ["repetition"] => Ok(DrawRule::Repetition),
            ["agreement"] | ["none"] => Ok(DrawRule::Agreement),
            ["quiet", n] => match n.parse::<u32>() {
                Ok(n) if n > 0 => Ok(DrawRule::Quiet(n)),
                _ => Err(DrawRuleError::Turns((*n).to_string())),
            },
            _ => Err(DrawRuleError::Unknown(s.clone())),
        }
    }
}

impl fmt::Display for DrawRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DrawRule::Repetition => f.write_str("repetition"),
            DrawRule::Quiet(n) => write!(f, "quiet {n}"),
            DrawRule::Agreement => f.write_str("agreement"),
        }
    }
}

/// The game's end on the board, if it has ended: by the rules or by the draw rule.
/// `occurrences` is how often the current position has occurred in the game.
pub fn ended(pos: &Position, rule: DrawRule, occurrences: usize) -> Option<(Outcome, OnBoard)> {
    if let Status::Over { outcome, reason } = pos.status() {
        let loser = pos.to_move();
        let why = match reason {
            EndReason::AllCaptured => OnBoard::AllCaptured { loser },
            EndReason::Immobilised => OnBoard::Immobilised { loser },
        };
        return Some((outcome, why));
    }
    match rule {
        DrawRule::Repetition if occurrences >= 3 => Some((Outcome::Draw, OnBoard::Threefold)),
        DrawRule::Quiet(n) if pos.quiet_turns() >= n => {
            Some((Outcome::Draw, OnBoard::Quiet { turns: n }))
        }
        _ => None,
    }
}

/// Pieces left on each side.
pub fn tally(pos: &Position) -> Tally {
    Tally {
        name: Counted::Pieces,
        counts: [
            pos.count(crate::rules::Side::White),
            pos.count(crate::rules::Side::Black),
        ],
    }
}

/// Replays `moves` from `start` under `rule`, then checks `declared`.
pub fn validate(
    start: Position,
    moves: &[ScoreMove<'_>],
    declared: Declared,
    rule: DrawRule,
) -> Replay {
    let mut pos = start;
    let mut seen = vec![pos.key()];
    let mut replayed: Vec<String> = Vec::with_capacity(moves.len());
    let fail = |pos: &Position, replayed: Vec<String>, index, kind, why: Why| Replay {
        position: pos.to_string(),
        plies: replayed.len(),
        ending: Ending::Unfinished,
        tally: tally(pos),
        problem: Some(Problem { index, kind, why }),
        moves: replayed,
    };
    let first_number = start.number();
    for (i, m) in moves.iter().enumerate() {
        let (n, side) = move_number(start.to_move(), i);
        let number = n + first_number - 1;
        if let Some(written) = m.number
            && written != number
        {
            return fail(
                &pos,
                replayed,
                Some(i),
                ProblemKind::MoveNumber,
                Why::TurnNumber {
                    written,
                    number,
                    side,
                },
            );
        }
        let turn = match parse_turn(m.token) {
            Ok(t) => t,
            Err(e) => {
                return fail(
                    &pos,
                    replayed,
                    Some(i),
                    ProblemKind::Notation,
                    Why::TurnNotation(e),
                );
            }
        };
        let occurrences = seen.iter().filter(|k| **k == pos.key()).count();
        if let Some((outcome, reason)) = ended(&pos, rule, occurrences) {
            return fail(
                &pos,
                replayed,
                Some(i),
                ProblemKind::AfterEnd,
                Why::AfterEnd {
                    ending: Ending::OnBoard { outcome, reason },
                },
            );
        }
        if let Err(error) = pos.play(&turn) {
            let why = Why::IllegalTurn {
                steps: turn.steps.len(),
                error,
            };
            return fail(&pos, replayed, Some(i), ProblemKind::Illegal, why);
        }
        replayed.push(turn.to_string());
        seen.push(pos.key());
    }

    let occurrences = seen.iter().filter(|k| **k == pos.key()).count();
    let ending = match ended(&pos, rule, occurrences) {
        Some((outcome, reason)) => Ending::OnBoard { outcome, reason },
        None => Ending::of_declared(declared, occurrences >= 3),
    };
    let problem = match ending {
        Ending::OnBoard { outcome, .. } => contradiction(outcome, &ending, declared),
        _ => None,
    };
    Replay {
        position: pos.to_string(),
        plies: replayed.len(),
        ending,
        tally: tally(&pos),
        problem,
        moves: replayed,
    }
}
