//! Turn notation and the position string (SPEC section 4; docs/tumicarona.md).
//!
//! A turn is its starting point and each point reached, joined by `-`; a capturing step carries
//! `A` (approach) or `W` (withdrawal): `d3-e3A`, a chain `d3-e3A-e4W`, a plain move `e2-e3`.
//! Lower-case `a`/`w` and trailing `!`/`?` glyphs are accepted.
//!
//! The position string lists the rows from 5 (Black's back row) down to 1, `/` between them,
//! `w` a White piece, `b` a Black piece, a digit a run of empty points; then the side to move
//! (`w`/`b`), the turns since the last capture, and the turn number. The start is
//! `bbbbbbbbb/bbbbbbbbb/bwbw1bwbw/wwwwwwwww/wwwwwwwww w 0 1`; the last two fields may be left
//! out (0 and 1).

use std::fmt;
use std::str::FromStr;

use super::board::{COLS, ROWS, at, bit, parse_point};
use super::position::{Capture, Position, Step, Turn};
use crate::rules::Side;

/// Why a token is not a turn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// Not even a point to start from.
    #[error("'{0}' is not a turn: write the points of the path joined by '-', like d3-e3A")]
    NotATurn(String),
    /// A point name that is not on the board.
    #[error("'{0}' is not a point of the board (a1 to i5)")]
    NoSuchPoint(String),
    /// Something after a point that is not A or W.
    #[error("'{0}': a step ends with A (approach), W (withdrawal) or nothing (a plain move)")]
    BadSuffix(String),
}

/// Reads a written turn.
pub fn parse_turn(token: &str) -> Result<Turn, NotationError> {
    let t = token.trim_end_matches(['!', '?']);
    let mut parts = t.split('-');
    let first = parts.next().unwrap_or_default();
    let from = parse_point(first).ok_or_else(|| {
        if first.chars().count() == 2 && first.starts_with(|c: char| c.is_alphabetic()) {
            NotationError::NoSuchPoint(first.into())
        } else {
            NotationError::NotATurn(token.into())
        }
    })?;
    let mut steps = Vec::new();
    for part in parts {
        // A point is two characters; what follows is the capture letter.
        let cut = part.char_indices().nth(2).map_or(part.len(), |(i, _)| i);
        let (point, suffix) = part.split_at(cut);
        let to = parse_point(point).ok_or_else(|| NotationError::NoSuchPoint(point.into()))?;
        let capture = match suffix {
            "" => None,
            "A" | "a" => Some(Capture::Approach),
            "W" | "w" => Some(Capture::Withdrawal),
            _ => return Err(NotationError::BadSuffix(part.into())),
        };
        steps.push(Step { to, capture });
    }
    if steps.is_empty() {
        return Err(NotationError::NotATurn(token.into()));
    }
    Ok(Turn { from, steps })
}

/// Why a position string is not a position.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PositionParseError {
    /// Not five rows.
    #[error("the board needs 5 rows separated by '/', found {0}")]
    Rows(usize),
    /// A row that is not 9 points long.
    #[error("row {row} has {points} points, not 9")]
    RowLength {
        /// 1..5.
        row: u8,
        /// Points found.
        points: u32,
    },
    /// A character that is not w, b or a digit.
    #[error("'{0}' in the board: use w, b or a digit")]
    BadChar(char),
    /// The side to move is not w or b.
    #[error("the side to move is '{0}', not w or b")]
    Side(String),
    /// A counter that is not a number.
    #[error("'{0}' is not a number")]
    Number(String),
    /// Missing or extra fields.
    #[error("expected the board, the side to move and optionally two counters")]
    Fields,
}

impl FromStr for Position {
    type Err = PositionParseError;

    fn from_str(s: &str) -> Result<Position, PositionParseError> {
        let fields: Vec<&str> = s.split_whitespace().collect();
        if !(2..=4).contains(&fields.len()) {
            return Err(PositionParseError::Fields);
        }
        let rows: Vec<&str> = fields[0].split('/').collect();
        if rows.len() != usize::from(ROWS) {
            return Err(PositionParseError::Rows(rows.len()));
        }
        let (mut white, mut black) = (0u64, 0u64);
        for (i, text) in rows.iter().enumerate() {
            let row = ROWS - 1 - i as u8;
            let mut col = 0u32;
            for c in text.chars() {
                let run = match c {
                    'w' | 'W' | 'b' | 'B' => 1,
                    '1'..='9' => c.to_digit(10).unwrap_or(1),
                    _ => return Err(PositionParseError::BadChar(c)),
                };
                if col + run > u32::from(COLS) {
                    return Err(PositionParseError::RowLength {
                        row: row + 1,
                        points: col + run,
                    });
                }
                let p = at(col as u8, row);
                match c {
                    'w' | 'W' => white |= bit(p),
                    'b' | 'B' => black |= bit(p),
                    _ => {}
                }
                col += run;
            }
            if col != u32::from(COLS) {
                return Err(PositionParseError::RowLength {
                    row: row + 1,
                    points: col,
                });
            }
        }
        let side = match fields[1] {
            "w" | "W" => Side::White,
            "b" | "B" => Side::Black,
            other => return Err(PositionParseError::Side(other.into())),
        };
        let number = |i: usize, default: u32| -> Result<u32, PositionParseError> {
            fields.get(i).map_or(Ok(default), |f| {
                f.parse()
                    .map_err(|_| PositionParseError::Number((*f).into()))
            })
        };
        let quiet = number(2, 0)?;
        let turn = number(3, 1)?;
        Position::from_parts(white, black, side, quiet, turn.max(1))
            .ok_or(PositionParseError::Fields)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in (0..ROWS).rev() {
            let mut empty = 0;
            for c in 0..COLS {
                match self.at(at(c, r)) {
                    None => empty += 1,
                    Some(side) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        f.write_str(if side == Side::White { "w" } else { "b" })?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if r > 0 {
                f.write_str("/")?;
            }
        }
        let side = if self.to_move() == Side::White {
            "w"
        } else {
            "b"
        };
        write!(f, " {side} {} {}", self.quiet_turns(), self.number())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turns_round_trip() {
        for text in ["d3-e3A", "d3-e3A-e4W", "e2-e3", "a1-b2W-c2A"] {
            assert_eq!(parse_turn(text).unwrap().to_string(), text);
        }
        assert_eq!(parse_turn("d3-e3a!?").unwrap().to_string(), "d3-e3A");
        assert_eq!(
            parse_turn("d3-e3X").unwrap_err().to_string(),
            "'e3X': a step ends with A (approach), W (withdrawal) or nothing (a plain move)"
        );
        assert!(matches!(parse_turn("d3"), Err(NotationError::NotATurn(_))));
        assert!(matches!(parse_turn("87"), Err(NotationError::NotATurn(_))));
        assert!(matches!(
            parse_turn("d3-j3A"),
            Err(NotationError::NoSuchPoint(_))
        ));
        assert!(matches!(
            parse_turn("d3-e3AA"),
            Err(NotationError::BadSuffix(_))
        ));
        assert!(matches!(
            parse_turn("d3-еЗ"),
            Err(NotationError::NoSuchPoint(_))
        ));
    }

    #[test]
    fn position_string_round_trips() {
        let start = Position::start();
        let text = "bbbbbbbbb/bbbbbbbbb/bwbw1bwbw/wwwwwwwww/wwwwwwwww w 0 1";
        assert_eq!(start.to_string(), text);
        assert_eq!(text.parse::<Position>().unwrap(), start);
        assert_eq!(
            "bbbbbbbbb/bbbbbbbbb/bwbw1bwbw/wwwwwwwww/wwwwwwwww w"
                .parse::<Position>()
                .unwrap(),
            start
        );
        assert_eq!(
            "9/9/4w4/9/9 b 3 12"
                .parse::<Position>()
                .unwrap()
                .to_string(),
            "9/9/4w4/9/9 b 3 12"
        );
        assert_eq!(
            "9/9/4w5/9/9 b".parse::<Position>(),
            Err(PositionParseError::RowLength { row: 3, points: 10 })
        );
        assert_eq!(
            "9/9/9/9 w".parse::<Position>(),
            Err(PositionParseError::Rows(4))
        );
        assert_eq!(
            "9/9/9/9/9 x".parse::<Position>(),
            Err(PositionParseError::Side("x".into()))
        );
        assert_eq!(
            "9/9/9/9/8k w".parse::<Position>(),
            Err(PositionParseError::BadChar('k'))
        );
    }
}
