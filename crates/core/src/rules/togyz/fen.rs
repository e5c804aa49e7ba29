//! The one-line position format, and PlayStrategy's togyzkumalak FEN.
//!
//! Orda's format lays the board out as the arbiter sees it from White's chair:
//!
//! ```text
//! <Black's otau 9..1>/<White's otau 1..9> <White's kazan> <Black's kazan> <w|b>
//! 9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w          (the start)
//! 1,1,5,7,6,18,6,0,x/1,2,20,7,19,x,1,2,0 42 24 w     (x: a tuzdyk, owned by the other side)
//! ```
//!
//! PlayStrategy writes the same layout with a letter after each count (`9S`), a bare digit for a
//! run of empty otau, `t`/`T` for a tuzdyk, `S`/`N` for the side to move (South is White) and a
//! move number: `9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1`. Both are read
//! by [`Position::from_str`]; [`Position`]'s `Display` writes Orda's.

use std::fmt;
use std::str::FromStr;

use super::position::{InvalidPosition, Position, Side};

/// Why a position string was refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionParseError {
    /// The string does not have the expected fields.
    #[error("expected `<black 9..1>/<white 1..9> <white kazan> <black kazan> <w|b>`, got {0:?}")]
    Shape(String),
    /// A row does not describe 9 otau.
    #[error("{side:?}'s row describes {count} otau, not 9")]
    RowLength {
        /// Whose row.
        side: Side,
        /// How many otau it described.
        count: usize,
    },
    /// A cell or number that cannot be read.
    #[error("cannot read {0:?}")]
    Token(String),
    /// More than one tuzdyk on one row.
    #[error("{0:?}'s row has more than one tuzdyk")]
    TwoTuzdyks(Side),
    /// The parts do not make a legal position.
    #[error(transparent)]
    Invalid(#[from] InvalidPosition),
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cell = |side: Side, otau: u8| {
            if self.is_tuzdyk(side, otau) {
                "x".to_string()
            } else {
                self.otau(side, otau).to_string()
            }
        };
        let black: Vec<String> = (1..=9).rev().map(|o| cell(Side::Black, o)).collect();
        let white: Vec<String> = (1..=9).map(|o| cell(Side::White, o)).collect();
        let side = match self.to_move() {
            Side::White => 'w',
            Side::Black => 'b',
        };
        write!(
            f,
            "{}/{} {} {} {}",
            black.join(","),
            white.join(","),
            self.kazan(Side::White),
            self.kazan(Side::Black),
            side
        )
    }
}

/// One row read left to right: counts, and the index (left to right) of a tuzdyk.
struct Row {
    counts: Vec<u8>,
    tuzdyk: Option<usize>,
}

fn read_row(text: &str, playstrategy: bool, side: Side) -> Result<Row, PositionParseError> {
    let mut row = Row {
        counts: Vec::with_capacity(9),
        tuzdyk: None,
    };
    for cell in text.split(',') {
        let cell = cell.trim();
        if cell.eq_ignore_ascii_case("x") || cell.eq_ignore_ascii_case("t") {
            if row.tuzdyk.replace(row.counts.len()).is_some() {
                return Err(PositionParseError::TwoTuzdyks(side));
            }
            row.counts.push(0);
        } else if playstrategy && cell.ends_with(['S', 'N', 's', 'n']) {
            let digits = &cell[..cell.len() - 1];
            row.counts.push(
                digits
                    .parse()
                    .map_err(|_| PositionParseError::Token(cell.into()))?,
            );
        } else if playstrategy {
            // A bare number is a run of empty otau.
            let run: usize = cell
                .parse()
                .map_err(|_| PositionParseError::Token(cell.into()))?;
            if run == 0 || run > 9 {
                return Err(PositionParseError::Token(cell.into()));
            }
            row.counts.extend(std::iter::repeat_n(0, run));
        } else {
            row.counts.push(
                cell.parse()
                    .map_err(|_| PositionParseError::Token(cell.into()))?,
            );
        }
        if row.counts.len() > 9 {
            break;
        }
    }
    if row.counts.len() != 9 {
        return Err(PositionParseError::RowLength {
            side,
            count: row.counts.len(),
        });
    }
    Ok(row)
}

impl FromStr for Position {
    type Err = PositionParseError;

    fn from_str(s: &str) -> Result<Position, PositionParseError> {
        let shape = || PositionParseError::Shape(s.to_string());
        let fields: Vec<&str> = s.split_whitespace().collect();
        let [board, wk, bk, side, rest @ ..] = fields.as_slice() else {
            return Err(shape());
        };
        let (to_move, playstrategy) = match *side {
            "w" | "W" => (Side::White, false),
            "b" | "B" => (Side::Black, false),
            "S" => (Side::White, true),
            "N" => (Side::Black, true),
            _ => return Err(PositionParseError::Token(side.to_string())),
        };
        if rest.len() > usize::from(playstrategy) {
            return Err(shape());
        }
        let (top, bottom) = board.split_once('/').ok_or_else(shape)?;
        let black = read_row(top, playstrategy, Side::Black)?;
        let white = read_row(bottom, playstrategy, Side::White)?;
        let kazan = |t: &str| {
            t.parse::<u8>()
                .map_err(|_| PositionParseError::Token(t.to_string()))
        };
        let kazans = [kazan(wk)?, kazan(bk)?];

        let mut black_row = [0u8; 9];
        for (i, &c) in black.counts.iter().enumerate() {
            black_row[8 - i] = c; // written 9..1
        }
        let mut white_row = [0u8; 9];
        white_row.copy_from_slice(&white.counts);
        // A tuzdyk on Black's row belongs to White, and the other way round.
        let white_tuzdyk = black.tuzdyk.map(|i| 9 - i as u8);
        let black_tuzdyk = white.tuzdyk.map(|i| i as u8 + 1);
        let p = Position::from_parts(
            white_row,
            black_row,
            kazans,
            [white_tuzdyk, black_tuzdyk],
            to_move,
        )?;
        p.check_invariants()?;
        Ok(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_round_trips() {
        let s = "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w";
        assert_eq!(Position::start().to_string(), s);
        assert_eq!(s.parse::<Position>().unwrap(), Position::start());
    }

    #[test]
    fn spec_board_check_position() {
        // SPEC section 2's board check from the 2022 Kazakhstan championship.
        let p: Position = "1,1,5,7,6,18,6,0,x/1,2,20,7,19,x,1,2,0 42 24 w"
            .parse()
            .unwrap();
        assert_eq!(p.tuzdyk(Side::White), Some(1));
        assert_eq!(p.tuzdyk(Side::Black), Some(6));
        assert_eq!(p.otau(Side::Black, 4), 18);
        assert_eq!(p.otau(Side::White, 3), 20);
        assert_eq!(
            p.to_string(),
            "1,1,5,7,6,18,6,0,x/1,2,20,7,19,x,1,2,0 42 24 w"
        );
    }

    #[test]
    fn playstrategy_fen() {
        let p: Position = "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"
            .parse()
            .unwrap();
        assert_eq!(p, Position::start());
        let p: Position = "1N,1N,5N,7N,6N,18N,6N,1,t/1S,2S,20S,7S,19S,t,1S,2S,1 42 24 N 31"
            .parse()
            .unwrap();
        assert_eq!(
            p.to_string(),
            "1,1,5,7,6,18,6,0,x/1,2,20,7,19,x,1,2,0 42 24 b"
        );
    }

    #[test]
    fn bad_strings_are_refused_with_the_reason() {
        let cases = [
            (
                "9,9,9/9,9,9 0 0 w",
                PositionParseError::RowLength {
                    side: Side::Black,
                    count: 3,
                },
            ),
            (
                "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 1 w",
                InvalidPosition::WrongTotal(163).into(),
            ),
            (
                "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,q 0 0 w",
                PositionParseError::Token("q".into()),
            ),
            (
                "x,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 w",
                InvalidPosition::BadTuzdyk(Side::White).into(),
            ),
            (
                "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0",
                PositionParseError::Shape("9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0".into()),
            ),
        ];
        for (text, want) in cases {
            assert_eq!(text.parse::<Position>(), Err(want), "{text}");
        }
    }
}
