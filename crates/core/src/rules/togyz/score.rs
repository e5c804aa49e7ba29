//! Validating a game score: replay it from the start (or a given position) and find the first
//! thing the score gets wrong (SPEC section 2).
//!
//! The input is game-agnostic text already split by the file reader (`formats::record`): one
//! [`ScoreMove`] per move token with the comments that follow it and the move number written
//! before it. The output is a [`TogyzReplay`]: how far the replay got, how the game ended (on the
//! board, or how it must have ended off it), and at most one [`Problem`], the first.

use super::notation::{self, Separator, WrittenMove};
use super::position::{EndReason, Outcome, Position, Side, Status};
pub use crate::rules::score::{Declared, OnBoard, Problem, ProblemKind, ScoreMove, Why};

/// How the game ended, or must have ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// On the board: 82 or atsyrau, after `ply` plies.
    OnBoard {
        /// The result the board gives.
        outcome: Outcome,
        /// 82+ or atsyrau.
        reason: EndReason,
        /// Both kazans at the end (White, Black), atsyrau collection included.
        kazans: [u8; 2],
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
            Ending::OnBoard { outcome, .. } => Some(outcome),
            _ => self.shared().outcome(),
        }
    }

    /// The same ending in the terms every game shares.
    pub fn shared(&self) -> crate::rules::score::Ending {
        use crate::rules::score::Ending as E;
        match *self {
            Ending::OnBoard {
                outcome,
                reason,
                kazans,
            } => E::OnBoard {
                outcome,
                reason: on_board(outcome, reason, kazans),
            },
            Ending::Resignation(o) => E::Resignation(o),
            Ending::Agreement => E::Agreement,
            Ending::Repetition => E::Repetition,
            Ending::Unfinished => E::Unfinished,
        }
    }
}

/// How the board decided: the winner's kazan reached 82, or atsyrau with both kazans after the
/// collection.
pub fn on_board(outcome: Outcome, reason: EndReason, kazans: [u8; 2]) -> OnBoard {
    match reason {
        EndReason::Kazan82 => {
            let side = if outcome == Outcome::WhiteWins {
                Side::White
            } else {
                Side::Black
            };
            OnBoard::Kazan {
                side,
                kazan: kazans[side.index()],
            }
        }
        EndReason::Atsyrau => OnBoard::Atsyrau { kazans },
    }
}

/// The outcome of replaying a score.
#[derive(Clone, Debug)]
pub struct TogyzReplay {
    /// The position reached (after the last move replayed without a problem).
    pub position: Position,
    /// Plies replayed.
    pub plies: usize,
    /// How the game ended or must have ended (as far as the replay got).
    pub ending: Ending,
    /// The first problem, if any.
    pub problem: Option<Problem>,
    /// The canonical notation of each replayed move.
    pub moves: Vec<WrittenMove>,
}

impl TogyzReplay {
    /// True when the score has no problem.
    pub fn is_valid(&self) -> bool {
        self.problem.is_none()
    }
}

/// The move number and side of ply `ply` (0-based) of a game started from `start`.
pub fn move_number(start: &Position, ply: usize) -> (u32, Side) {
    crate::rules::score::move_number(start.to_move(), ply)
}

/// Replays `moves` from `start` and checks every annotation, then `declared`.
pub fn validate(start: Position, moves: &[ScoreMove<'_>], declared: Declared) -> TogyzReplay {
    let mut pos = start;
    let mut history = Vec::with_capacity(moves.len() + 1);
    history.push(pos);
    let mut replayed = Vec::with_capacity(moves.len());
    let fail = |pos: Position, plies, replayed, index, kind, why: Why| TogyzReplay {
        position: pos,
        plies,
        ending: ending_of(&pos, Declared::Missing, false),
        problem: Some(Problem { index, kind, why }),
        moves: replayed,
    };
    let mut atsyrau_noted = false;
    for (i, m) in moves.iter().enumerate() {
        let (number, side) = move_number(&start, i);
        if let Some(written) = m.number
            && written != number
        {
            return fail(
                pos,
                i,
                replayed,
                Some(i),
                ProblemKind::MoveNumber,
                Why::MoveNumber {
                    written,
                    number,
                    side,
                },
            );
        }
        let mv = match notation::parse_move(m.token) {
            Ok(mv) => mv,
            Err(e) => {
                return fail(
                    pos,
                    i,
                    replayed,
                    Some(i),
                    ProblemKind::Notation,
                    Why::Notation(e),
                );
            }
        };
        if let Status::Over {
            outcome,
            reason,
            kazans,
        } = pos.status()
        {
            let ending = Ending::OnBoard {
                outcome,
                reason,
                kazans,
            };
            return fail(
                pos,
                i,
                replayed,
                Some(i),
                ProblemKind::AfterEnd,
                Why::AfterEnd {
                    ending: ending.shared(),
                },
            );
        }
        let report = match pos.play(mv.from) {
            Ok(r) => r,
            Err(e) => {
                return fail(
                    pos,
                    i,
                    replayed,
                    Some(i),
                    ProblemKind::Illegal,
                    Why::Illegal(e),
                );
            }
        };
        let problem = annotation_problem(&report, &mv, side);
        if let Some((kind, why)) = problem {
            return fail(history[i], i, replayed, Some(i), kind, why);
        }
        replayed.push(WrittenMove::from_report(&report));
        history.push(pos);
        match board_checks(m, &pos) {
            Ok(zero) => atsyrau_noted |= zero,
            Err((kind, why)) => return fail(pos, i + 1, replayed, Some(i), kind, why),
        }
    }

    let occurrences = history.iter().filter(|p| **p == pos).count();
    let ending = ending_of(&pos, declared, occurrences >= 3);
    let problem = result_problem(&ending, declared, atsyrau_noted);
    TogyzReplay {
        position: pos,
        plies: moves.len(),
        ending,
        problem,
        moves: replayed,
    }
}

/// What the written move claims that the move played does not do: its landing, a tuzdyk mark
/// missing or wrong, a separator that says capture or not wrongly, a kazan note.
fn annotation_problem(
    report: &super::position::MoveReport,
    mv: &WrittenMove,
    side: Side,
) -> Option<(ProblemKind, Why)> {
    if report.landing != mv.landing {
        Some((
            ProblemKind::Landing,
            Why::Landing {
                landing: report.landing,
                own_side: report.landing_side == side,
                written: mv.landing,
            },
        ))
    } else if report.tuzdyk.is_some() && !mv.tuzdyk {
        Some((
            ProblemKind::TuzdykMissing,
            Why::TuzdykMissing {
                otau: report.landing,
            },
        ))
    } else if report.tuzdyk.is_none() && mv.tuzdyk {
        Some((ProblemKind::TuzdykWrong, Why::TuzdykWrong))
    } else if mv.separator == Separator::Capture && !report.is_capture() {
        Some((ProblemKind::Separator, Why::CaptureNothing))
    } else if mv.separator == Separator::Plain && report.is_capture() {
        Some((
            ProblemKind::Separator,
            Why::PlainCaptures {
                captured: report.captured,
            },
        ))
    } else {
        mv.kazan
            .filter(|&k| k != u16::from(report.mover_kazan))
            .map(|written| {
                (
                    ProblemKind::KazanNote,
                    Why::KazanNote {
                        kazan: report.mover_kazan,
                        written,
                    },
                )
            })
    }
}

/// The comments after a move: a board check (`{24 / ... / 42}`) must agree with the position
/// reached; `Ok(true)` when one of them notes atsyrau (`{zero}`).
fn board_checks(m: &ScoreMove<'_>, pos: &Position) -> Result<bool, (ProblemKind, Why)> {
    let mut zero = false;
    for comment in &m.comments {
        if comment.trim() == "zero" {
            zero = true;
        }
        match notation::parse_board_check(comment) {
            None => {}
            Some(Err(e)) => return Err((ProblemKind::BoardCheck, Why::BoardCheck(e))),
            Some(Ok(check)) => {
                if let Some(diff) = check.disagreement(pos) {
                    return Err((ProblemKind::BoardCheck, Why::BoardDisagrees(diff)));
                }
            }
        }
    }
    Ok(zero)
}

/// The end of the score against the board: a declared result the final position contradicts,
/// or an atsyrau noted in a game that ended otherwise.
fn result_problem(ending: &Ending, declared: Declared, atsyrau_noted: bool) -> Option<Problem> {
    if let Ending::OnBoard { outcome, .. } = *ending
        && let Some(p) = crate::rules::score::contradiction(outcome, &ending.shared(), declared)
    {
        return Some(p);
    }
    let atsyrau = matches!(
        ending,
        Ending::OnBoard {
            reason: EndReason::Atsyrau,
            ..
        }
    );
    (atsyrau_noted && !atsyrau).then(|| Problem {
        index: None,
        kind: ProblemKind::Result,
        why: Why::AtsyrauNoted {
            ending: ending.shared(),
        },
    })
}

fn ending_of(pos: &Position, declared: Declared, threefold: bool) -> Ending {
    if let Status::Over {
        outcome,
        reason,
        kazans,
    } = pos.status()
    {
        return Ending::OnBoard {
            outcome,
            reason,
            kazans,
        };
    }
    match declared {
        Declared::Result(Outcome::Draw) if threefold => Ending::Repetition,
        Declared::Result(Outcome::Draw) => Ending::Agreement,
        Declared::Result(o) => Ending::Resignation(o),
        Declared::Unfinished | Declared::Missing => Ending::Unfinished,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::togyz::IllegalMove;
    use crate::rules::togyz::notation::{BoardCheck, Disagreement, NotationError};

    fn moves(text: &str) -> Vec<ScoreMove<'_>> {
        text.split_whitespace()
            .map(|t| ScoreMove {
                token: t,
                ..ScoreMove::default()
            })
            .collect()
    }

    fn check(text: &str, declared: Declared, want: Result<Ending, (usize, ProblemKind, Why)>) {
        let v = validate(Position::start(), &moves(text), declared);
        match (v.problem, want) {
            (None, Ok(e)) => assert_eq!(v.ending, e, "{text}"),
            (Some(p), Err((i, kind, why))) => {
                assert_eq!((p.index, p.kind), (Some(i), kind), "{text}: {:?}", p.why);
                assert_eq!(p.why, why, "{text}");
            }
            (p, w) => panic!("{text}: got {p:?}, want {w:?}"),
        }
    }

    #[test]
    fn real_opening_validates_and_stops_early() {
        // The first moves of the first PlayOK game in the shared corpus.
        let s = "87(10) 87(10) 22 99(22) 23 12(24) 68X 25";
        check(
            s,
            Declared::Result(Outcome::BlackWins),
            Ok(Ending::Resignation(Outcome::BlackWins)),
        );
        check(s, Declared::Result(Outcome::Draw), Ok(Ending::Agreement));
        check(s, Declared::Missing, Ok(Ending::Unfinished));
    }

    #[test]
    fn each_kind_of_mistake_is_found_at_its_move() {
        let cases: [(&str, usize, ProblemKind, Why); 8] = [
            (
                "87(10) 86(10)",
                1,
                ProblemKind::Landing,
                Why::Landing {
                    landing: 7,
                    own_side: false,
                    written: 6,
                },
            ),
            (
                "87(10) 87(11)",
                1,
                ProblemKind::KazanNote,
                Why::KazanNote {
                    kazan: 10,
                    written: 11,
                },
            ),
            (
                "87(10) 87(10) 22 99(22) 23 12(24) 68 25",
                6,
                ProblemKind::TuzdykMissing,
                Why::TuzdykMissing { otau: 8 },
            ),
            ("87X", 0, ProblemKind::TuzdykWrong, Why::TuzdykWrong),
            (
                "87(10) 77",
                1,
                ProblemKind::Illegal,
                Why::Illegal(IllegalMove::Empty(7)),
            ),
            (
                "8-7",
                0,
                ProblemKind::Separator,
                Why::PlainCaptures { captured: 10 },
            ),
            (
                "87 q",
                1,
                ProblemKind::Notation,
                Why::Notation(NotationError::NotAMove),
            ),
            ("1:9", 0, ProblemKind::Separator, Why::CaptureNothing),
        ];
        for (text, i, kind, msg) in cases {
            check(text, Declared::Missing, Err((i, kind, msg)));
        }
    }

    #[test]
    fn move_numbers_are_checked() {
        let ms = vec![
            ScoreMove {
                token: "87",
                number: Some(1),
                comments: vec![],
            },
            ScoreMove {
                token: "87",
                number: None,
                comments: vec![],
            },
            ScoreMove {
                token: "22",
                number: Some(3),
                comments: vec![],
            },
        ];
        let v = validate(Position::start(), &ms, Declared::Missing);
        let p = v.problem.unwrap();
        assert_eq!((p.index, p.kind), (Some(2), ProblemKind::MoveNumber));
        assert_eq!(
            p.why,
            Why::MoveNumber {
                written: 3,
                number: 2,
                side: Side::White
            }
        );
    }

    #[test]
    fn board_checks_are_compared() {
        let good = "0 / 9 9 9 9 9 9 10 10 10 / 10 10 10 10 10 10 10 1 10 / 10";
        let mut ms = moves("87(10)");
        ms[0].comments = vec![
            "a comment",
            "10 / 9 9 9 9 9 9 - 10 10 / 10 10 10 10 10 10 10 1 10 / 10",
        ];
        let v = validate(Position::start(), &ms, Declared::Missing);
        let p = v.problem.unwrap();
        assert_eq!(p.kind, ProblemKind::BoardCheck);
        assert_eq!(
            p.why,
            Why::BoardDisagrees(Disagreement::Kazan {
                side: Side::Black,
                written: 10,
                actual: 0
            })
        );
        let check = BoardCheck::of(&{
            let mut p = Position::start();
            p.play(8).unwrap();
            p
        });
        assert_eq!(
            check.to_string(),
            "0 / 9 9 - 10 10 10 10 10 10 / 9 9 9 9 9 9 9 1 10 / 10"
        );
        assert_ne!(check.to_string(), good);
        let text = check.to_string();
        ms[0].comments = vec![&text];
        assert!(validate(Position::start(), &ms, Declared::Missing).is_valid());
    }

    #[test]
    fn results_against_the_board() {
        // From a near-final position: White plays otau 1 and Black has nothing left.
        let start: Position = "0,0,0,0,0,0,0,0,0/1,0,0,0,5,0,0,0,0 76 80 w"
            .parse()
            .unwrap();
        let ms = moves("12");
        let v = validate(start, &ms, Declared::Result(Outcome::WhiteWins));
        assert!(v.is_valid(), "{:?}", v.problem);
        assert!(matches!(
            v.ending,
            Ending::OnBoard {
                reason: EndReason::Atsyrau,
                kazans: [82, 80],
                ..
            }
        ));
        let v = validate(start, &ms, Declared::Result(Outcome::BlackWins));
        let p = v.problem.unwrap();
        assert_eq!((p.index, p.kind), (None, ProblemKind::Result));
        assert_eq!(
            p.why,
            Why::ResultContradicted {
                written: Declared::Result(Outcome::BlackWins),
                outcome: Outcome::WhiteWins,
                ending: crate::rules::score::Ending::OnBoard {
                    outcome: Outcome::WhiteWins,
                    reason: OnBoard::Atsyrau { kazans: [82, 80] }
                }
            }
        );
        let v = validate(start, &moves("12 15"), Declared::Result(Outcome::WhiteWins));
        assert_eq!(v.problem.unwrap().kind, ProblemKind::AfterEnd);
    }

    #[test]
    fn threefold_repetition_is_recognised() {
        // One kumalak each walks its own row and crosses over; after 18 plies the start comes
        // back with the same kazans. Two laps make it occur three times.
        let start: Position = "0,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0 80 80 w"
            .parse()
            .unwrap();
        let lap: Vec<String> = (1..=8)
            .flat_map(|o| [format!("{o}{}", o + 1), format!("{o}{}", o + 1)])
            .chain(["91".to_string(), "91".to_string()])
            .collect();
        let once: Vec<ScoreMove<'_>> = lap
            .iter()
            .map(|t| ScoreMove {
                token: t,
                ..ScoreMove::default()
            })
            .collect();
        let twice: Vec<ScoreMove<'_>> = once.iter().chain(&once).cloned().collect();
        let draw = Declared::Result(Outcome::Draw);
        let v = validate(start, &once, draw);
        assert!(v.is_valid(), "{:?}", v.problem);
        assert_eq!(v.position, start);
        assert_eq!(v.ending, Ending::Agreement);
        let v = validate(start, &twice, draw);
        assert!(v.is_valid(), "{:?}", v.problem);
        assert_eq!(v.ending, Ending::Repetition);
        // A decisive result after a repetition is a resignation or the arbiter's decision.
        assert_eq!(
            validate(start, &twice, Declared::Result(Outcome::WhiteWins)).ending,
            Ending::Resignation(Outcome::WhiteWins)
        );
    }
}
