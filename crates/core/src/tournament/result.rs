//! The result of a board and the kinds of bye, with their points and spellings.

use super::Half;

/// The result of a paired board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `½-½`.
    Draw,
    /// `0-1`.
    BlackWins,
    /// `+/-`: Black did not play; White scores a point, not for qualification.
    WhiteByForfeit,
    /// `-/+`.
    BlackByForfeit,
    /// `-/-`: neither played; both score nothing.
    DoubleForfeit,
}

impl GameResult {
    /// Every result, in the order a menu shows them.
    pub const ALL: [GameResult; 6] = [
        GameResult::WhiteWins,
        GameResult::Draw,
        GameResult::BlackWins,
        GameResult::WhiteByForfeit,
        GameResult::BlackByForfeit,
        GameResult::DoubleForfeit,
    ];

    /// Reads `1-0 0-1 1/2-1/2 ½-½ = +/- -/+ -/-` (also `0.5-0.5`, `+-`, `-+`, `--`).
    pub fn parse(s: &str) -> Option<GameResult> {
        Some(match s.trim() {
            "1-0" => GameResult::WhiteWins,
            "0-1" => GameResult::BlackWins,
            "1/2-1/2" | "½-½" | "=" | "0.5-0.5" | "1/2" | "½" => GameResult::Draw,
            "+/-" | "+-" | "+:-" => GameResult::WhiteByForfeit,
            "-/+" | "-+" | "-:+" => GameResult::BlackByForfeit,
            "-/-" | "--" | "-:-" => GameResult::DoubleForfeit,
            _ => return None,
        })
    }

    /// The stored spelling: `1-0 = 0-1 +/- -/+ -/-`.
    pub fn code(self) -> &'static str {
        match self {
            GameResult::WhiteWins => "1-0",
            GameResult::Draw => "=",
            GameResult::BlackWins => "0-1",
            GameResult::WhiteByForfeit => "+/-",
            GameResult::BlackByForfeit => "-/+",
            GameResult::DoubleForfeit => "-/-",
        }
    }

    /// The printed spelling: `1-0 ½-½ 0-1 +/- -/+ -/-`.
    pub fn display(self) -> &'static str {
        match self {
            GameResult::Draw => "½-½",
            r => r.code(),
        }
    }

    /// The same in ASCII (`1/2-1/2` for a draw), for CSV files.
    pub fn ascii(self) -> &'static str {
        match self {
            GameResult::Draw => "1/2-1/2",
            r => r.code(),
        }
    }

    /// True for `+/-`, `-/+`, `-/-`.
    pub fn is_forfeit(self) -> bool {
        matches!(
            self,
            GameResult::WhiteByForfeit | GameResult::BlackByForfeit | GameResult::DoubleForfeit
        )
    }

    /// Half-points for White (`white`) or Black.
    pub fn points(self, white: bool) -> Half {
        let (w, b) = match self {
            GameResult::WhiteWins | GameResult::WhiteByForfeit => (2, 0),
            GameResult::Draw => (1, 1),
            GameResult::BlackWins | GameResult::BlackByForfeit => (0, 2),
            GameResult::DoubleForfeit => (0, 0),
        };
        if white { w } else { b }
    }
}

/// What the command line reads as "this game is adjourned" in place of a result.
pub const ADJOURNED_CODES: [&str; 3] = ["adj", "adjourned", "?"];

/// What the command line reads as "no correction for rating" in place of a result.
pub const NO_CORRECTION: &str = "none";

/// Why a player is not paired in a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum ByeKind {
    /// Pairing-allocated bye (the odd player out in a Swiss round): the tournament's bye points.
    PairingAllocated,
    /// Requested half-point bye.
    Half,
    /// Zero-point bye: absent, not paired.
    Zero,
    /// Round-robin with an odd number: the player drawn against the dummy sits out, no points.
    Rest,
}

impl ByeKind {
    /// `pab`, `half`, `zero`, `rest`: the stored spelling.
    pub fn code(self) -> &'static str {
        match self {
            ByeKind::PairingAllocated => "pab",
            ByeKind::Half => "half",
            ByeKind::Zero => "zero",
            ByeKind::Rest => "rest",
        }
    }

    /// The inverse of [`ByeKind::code`].
    pub fn from_code(s: &str) -> Option<ByeKind> {
        Some(match s {
            "pab" => ByeKind::PairingAllocated,
            "half" => ByeKind::Half,
            "zero" => ByeKind::Zero,
            "rest" => ByeKind::Rest,
            _ => return None,
        })
    }

    /// Half-points it gives.
    pub fn points(self, bye_points: Half) -> Half {
        match self {
            ByeKind::PairingAllocated => bye_points,
            ByeKind::Half => 1,
            ByeKind::Zero | ByeKind::Rest => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spelling_reads_back() {
        for r in GameResult::ALL {
            assert_eq!(GameResult::parse(r.code()), Some(r));
            assert_eq!(GameResult::parse(r.display()), Some(r));
            assert_eq!(GameResult::parse(r.ascii()), Some(r));
            assert_eq!(
                r.points(true) + r.points(false),
                if r == GameResult::DoubleForfeit { 0 } else { 2 }
            );
        }
        assert_eq!(GameResult::parse("1/2-1/2"), Some(GameResult::Draw));
        assert_eq!(GameResult::parse("2-0"), None);
    }
}
