//! What is stored about a board's score, as data: the engine's [`Verdict`] (valid with its
//! result and plies, or invalid at a ply and token; or the mark of a forfeit a withdrawal
//! caused) and the [`Warning`] kind when the arbiter's result stands against the score. Words
//! for both are in `crate::words`; the engine's full sentences are recomputed from the stored
//! score when they are wanted, so that a better engine is never contradicted by old text.

use crate::rules::Outcome;

/// The verdict stored on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The board became a forfeit because a player withdrew (how a reinstatement tells such
    /// forfeits from results the arbiter entered).
    WithdrawalForfeit,
    /// The score is valid.
    Valid {
        /// The result the score gives (`None`: unfinished).
        result: Option<Outcome>,
        /// Plies (half-moves, Tumicarona turns) played.
        plies: u32,
    },
    /// The score's first problem.
    Invalid {
        /// The 1-based ply of the offending move; `None` for the declared result.
        ply: Option<u32>,
        /// The token as written (empty when there is none).
        token: String,
    },
}

/// Why the arbiter's result stands against the score (the details are in the [`Verdict`]
/// and the board's result).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Warning {
    /// The score is invalid.
    Invalid,
    /// A forfeit, but the score has moves.
    ForfeitWithMoves,
    /// The score gives another result.
    Outcome,
}

impl Verdict {
    /// The stored kind: `withdrawal`, `valid`, `invalid`.
    pub fn kind(&self) -> &'static str {
        match self {
            Verdict::WithdrawalForfeit => "withdrawal",
            Verdict::Valid { .. } => "valid",
            Verdict::Invalid { .. } => "invalid",
        }
    }

    /// The stored ply column: plies of a valid score, the offending ply of an invalid one.
    pub fn ply(&self) -> Option<u32> {
        match self {
            Verdict::WithdrawalForfeit => None,
            Verdict::Valid { plies, .. } => Some(*plies),
            Verdict::Invalid { ply, .. } => *ply,
        }
    }

    /// The stored token column: the result a valid score gives (`1-0`, `0-1`, `1/2-1/2`), the
    /// offending token of an invalid one.
    pub fn token(&self) -> Option<String> {
        match self {
            Verdict::WithdrawalForfeit => None,
            Verdict::Valid { result, .. } => result.map(|o| o.as_score().to_string()),
            Verdict::Invalid { token, .. } => Some(token.clone()),
        }
    }

    /// The verdict from its stored columns; `None` for a kind this program does not know.
    pub fn from_columns(kind: &str, ply: Option<u32>, token: Option<&str>) -> Option<Verdict> {
        Some(match kind {
            "withdrawal" => Verdict::WithdrawalForfeit,
            "valid" => Verdict::Valid {
                result: token.and_then(outcome_of),
                plies: ply.unwrap_or(0),
            },
            "invalid" => Verdict::Invalid {
                ply,
                token: token.unwrap_or_default().to_string(),
            },
            _ => return None,
        })
    }
}

impl Warning {
    /// The stored kind: `invalid`, `forfeit-moves`, `outcome`.
    pub fn kind(self) -> &'static str {
        match self {
            Warning::Invalid => "invalid",
            Warning::ForfeitWithMoves => "forfeit-moves",
            Warning::Outcome => "outcome",
        }
    }

    /// The warning from its stored kind.
    pub fn from_kind(kind: &str) -> Option<Warning> {
        Some(match kind {
            "invalid" => Warning::Invalid,
            "forfeit-moves" => Warning::ForfeitWithMoves,
            "outcome" => Warning::Outcome,
            _ => return None,
        })
    }
}

fn outcome_of(score: &str) -> Option<Outcome> {
    match score {
        "1-0" => Some(Outcome::WhiteWins),
        "0-1" => Some(Outcome::BlackWins),
        "1/2-1/2" | "½-½" => Some(Outcome::Draw),
        _ => None,
    }
}

/// Reads a verdict Orda stored as an English sentence before schema version 4 (the migration
/// converts every row with it): `forfeit: a player withdrew`; `valid, RESULT (ENDING), N plies,
/// ...`; `invalid: FILE:LINE:COL: move N. TOKEN: MESSAGE` (`…` for Black; the ply counts White
/// first). `None` for text Orda never wrote.
pub fn from_old_text(text: &str) -> Option<Verdict> {
    if text == "forfeit: a player withdrew" {
        return Some(Verdict::WithdrawalForfeit);
    }
    if let Some(rest) = text.strip_prefix("valid, ") {
        let result = rest.split([' ', ',']).next().and_then(outcome_of);
        let before = &rest[..rest.rfind(" plies")?];
        let digits = before.rsplit(' ').next()?;
        return Some(Verdict::Valid {
            result,
            plies: digits.parse().ok()?,
        });
    }
    let rest = text.strip_prefix("invalid: ")?;
    // FILE:LINE:COL: DESCRIBE; the file name may hold colons, the line and column do not.
    let mut at = None;
    for (i, _) in rest.match_indices(": ") {
        let head = &rest[..i];
        let mut parts = head.rsplitn(3, ':');
        let (col, line) = (parts.next(), parts.next());
        if [col, line]
            .iter()
            .all(|p| p.is_some_and(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())))
        {
            at = Some(i + 2);
            break;
        }
    }
    let describe = &rest[at?..];
    let Some(m) = describe.strip_prefix("move ") else {
        // The declared result: `TOKEN: MESSAGE`, or the message alone.
        let token = describe
            .split_once(": ")
            .map(|(t, _)| t)
            .filter(|t| !t.contains(' '))
            .unwrap_or("");
        return Some(Verdict::Invalid {
            ply: None,
            token: token.to_string(),
        });
    };
    let (number, black, after) = if let Some((n, after)) = m.split_once("… ") {
        (n, true, after)
    } else {
        let (n, after) = m.split_once(". ")?;
        (n, false, after)
    };
    let n: u32 = number.parse().ok()?;
    let token = after.split_once(": ").map_or(after, |(t, _)| t);
    Some(Verdict::Invalid {
        ply: Some(2 * n - if black { 0 } else { 1 }),
        token: token.to_string(),
    })
}

/// Reads a warning Orda stored as an English sentence before schema version 4.
pub fn warning_from_old_text(text: &str) -> Option<Warning> {
    let c = text.strip_prefix("the score contradicts the result: ")?;
    if c.starts_with("the score is invalid") {
        Some(Warning::Invalid)
    } else if c.starts_with("a forfeited game has no moves") {
        Some(Warning::ForfeitWithMoves)
    } else if c.starts_with("the result is ") {
        Some(Warning::Outcome)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_sentences_become_data() {
        assert_eq!(
            from_old_text("forfeit: a player withdrew"),
            Some(Verdict::WithdrawalForfeit)
        );
        assert_eq!(
            from_old_text(
                "valid, 0-1 (atsyrau, 30-132 after the collection), 92 plies, kazans 30-132"
            ),
            Some(Verdict::Valid {
                result: Some(Outcome::BlackWins),
                plies: 92
            })
        );
        assert_eq!(
            from_old_text("valid, * (unfinished), 3 plies, kazans 10-12"),
            Some(Verdict::Valid {
                result: None,
                plies: 3
            })
        );
        assert_eq!(
            from_old_text(
                "invalid: C:\\t\\a:b.pgn:5:14: move 2… 98(22): the last kumalak lands in otau 7"
            ),
            Some(Verdict::Invalid {
                ply: Some(4),
                token: "98(22)".into()
            })
        );
        assert_eq!(
            from_old_text("invalid: g.pgn:3:1: move 1. 22: otau 2 is empty"),
            Some(Verdict::Invalid {
                ply: Some(1),
                token: "22".into()
            })
        );
        assert_eq!(
            from_old_text(
                "invalid: g.pgn:3:8: 0-1: the movetext ends with 0-1, but the Result tag says 1-0"
            ),
            Some(Verdict::Invalid {
                ply: None,
                token: "0-1".into()
            })
        );
        assert_eq!(from_old_text("something else"), None);
        assert_eq!(
            warning_from_old_text(
                "the score contradicts the result: the result is 0-1 but the score gives 1-0 (x); the arbiter's result stands"
            ),
            Some(Warning::Outcome)
        );
        assert_eq!(warning_from_old_text("the score contradicts"), None);
    }

    #[test]
    fn columns_round_trip() {
        for v in [
            Verdict::WithdrawalForfeit,
            Verdict::Valid {
                result: Some(Outcome::Draw),
                plies: 40,
            },
            Verdict::Valid {
                result: None,
                plies: 0,
            },
            Verdict::Invalid {
                ply: Some(7),
                token: "87X".into(),
            },
            Verdict::Invalid {
                ply: None,
                token: String::new(),
            },
        ] {
            let back = Verdict::from_columns(v.kind(), v.ply(), v.token().as_deref());
            assert_eq!(back, Some(v));
        }
        for w in [
            Warning::Invalid,
            Warning::ForfeitWithMoves,
            Warning::Outcome,
        ] {
            assert_eq!(Warning::from_kind(w.kind()), Some(w));
        }
    }
}
