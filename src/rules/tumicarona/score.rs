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
    Declared, Ending, Problem, ProblemKind, ScoreMove, Tally, Verdict, contradiction, move_number,
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

impl FromStr for DrawRule {
    type Err = String;

    /// `repetition`, `quiet N` (also `quiet:N`) or `agreement`.
    fn from_str(s: &str) -> Result<DrawRule, String> {
        let s = s.trim().to_ascii_lowercase();
        let words: Vec<&str> = s.split([' ', ':']).filter(|w| !w.is_empty()).collect();
        match words.as_slice() {
            ["repetition"] => Ok(DrawRule::Repetition),
            ["agreement"] | ["none"] => Ok(DrawRule::Agreement),
            ["quiet", n] => match n.parse::<u32>() {
                Ok(n) if n > 0 => Ok(DrawRule::Quiet(n)),
                _ => Err(format!("'{n}' is not a number of turns (1 or more)")),
            },
            _ => Err(format!(
                "'{s}' is not a draw rule: write repetition, quiet N or agreement"
            )),
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
pub fn ended(pos: &Position, rule: DrawRule, occurrences: usize) -> Option<(Outcome, String)> {
    if let Status::Over { outcome, reason } = pos.status() {
        let loser = pos.to_move();
        let why = match reason {
            EndReason::AllCaptured => format!("all of {}'s pieces were captured", loser.name()),
            EndReason::Immobilised => format!("{} cannot move (immobilised)", loser.name()),
        };
        return Some((outcome, why));
    }
    match rule {
        DrawRule::Repetition if occurrences >= 3 => Some((
            Outcome::Draw,
            "drawn: the position occurred three times".into(),
        )),
        DrawRule::Quiet(n) if pos.quiet_turns() >= n => {
            Some((Outcome::Draw, format!("drawn: {n} turns without a capture")))
        }
        _ => None,
    }
}

/// Pieces left on each side.
pub fn tally(pos: &Position) -> Tally {
    Tally {
        name: "pieces",
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
) -> Verdict {
    let mut pos = start;
    let mut seen = vec![pos.key()];
    let mut replayed: Vec<String> = Vec::with_capacity(moves.len());
    let fail = |pos: &Position, replayed: Vec<String>, index, kind, message: String| Verdict {
        position: pos.to_string(),
        plies: replayed.len(),
        ending: Ending::Unfinished,
        tally: tally(pos),
        problem: Some(Problem {
            index,
            kind,
            message,
        }),
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
                format!(
                    "numbered {written}, but it is turn {number} ({} to move)",
                    side.name()
                ),
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
                    e.to_string(),
                );
            }
        };
        let occurrences = seen.iter().filter(|k| **k == pos.key()).count();
        if let Some((outcome, why)) = ended(&pos, rule, occurrences) {
            return fail(
                &pos,
                replayed,
                Some(i),
                ProblemKind::AfterEnd,
                format!("the game was already over ({why}, {})", outcome.as_score()),
            );
        }
        if let Err(e) = pos.play(&turn) {
            let message = if turn.steps.len() > 1 {
                format!("step {} of {}: {}", e.step + 1, turn.steps.len(), e.message)
            } else {
                e.message
            };
            return fail(&pos, replayed, Some(i), ProblemKind::Illegal, message);
        }
        replayed.push(turn.to_string());
        seen.push(pos.key());
    }

    let occurrences = seen.iter().filter(|k| **k == pos.key()).count();
    let ending = match ended(&pos, rule, occurrences) {
        Some((outcome, reason)) => Ending::OnBoard { outcome, reason },
        None => Ending::of_declared(declared, occurrences >= 3),
    };
    let problem = match &ending {
        Ending::OnBoard { outcome, reason } => contradiction(*outcome, reason, declared),
        _ => None,
    };
    Verdict {
        position: pos.to_string(),
        plies: replayed.len(),
        ending,
        tally: tally(&pos),
        problem,
        moves: replayed,
    }
}
