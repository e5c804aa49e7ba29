//! Togyzkumalak move notation and the scoresheet's board check (SPEC section 2).
//!
//! A move is two digits: the otau played (on the mover's side) and the otau where the last
//! kumalak landed (numbered on the side where it landed). Around them a score may carry:
//! a tuzdyk mark (`x X х Х`) right after the move, PlayOK's mover's-kazan note `(10)`, the
//! Kazakh scoresheet's separator (`8-7` plain, `8:7` capturing) and a glyph (`! ? !! ?? !? ?!`).
//! [`WrittenMove`] holds what was written; its `Display` is the canonical form
//! (`87`, `68X`, `87(10)`), which is also what [`WrittenMove::from_report`] produces for a
//! move the engine played, in PlayOK's convention: `X` for a new tuzdyk, `(n)` after an even
//! capture.

use std::fmt;

use super::position::{MoveReport, Position, Side};

/// The scoresheet's separator between the two digits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Separator {
    /// `87`
    #[default]
    None,
    /// `8-7`: the scoresheet says the move captured nothing.
    Plain,
    /// `8:7`: the scoresheet says the move captured.
    Capture,
}

/// A move as written in a score, before the engine has looked at it.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct WrittenMove {
    /// The otau played, 1..=9 on the mover's side.
    pub from: u8,
    /// The otau where the last kumalak landed, 1..=9 on the side where it landed.
    pub landing: u8,
    /// A tuzdyk mark follows the move.
    pub tuzdyk: bool,
    /// PlayOK's note of the mover's kazan after the move, `(n)`.
    pub kazan: Option<u16>,
    /// The scoresheet separator, if any.
    pub separator: Separator,
    /// An annotation glyph such as `!?`, kept as written.
    pub glyph: Option<&'static str>,
}

/// Why a token is not a move.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotationError {
    /// Not of the form of a move at all.
    #[error("not a move: a move is two digits, such as 87 or 68X")]
    NotAMove,
    /// A digit 0 where an otau is meant.
    #[error("there is no otau 0: otau are numbered 1 to 9")]
    OtauZero,
    /// Something after the move that is not a mark, a kazan note or a glyph.
    #[error("unexpected {0:?} after the move")]
    Trailing(String),
}

const GLYPHS: [&str; 6] = ["!!", "??", "!?", "?!", "!", "?"];

fn is_tuzdyk_mark(c: char) -> bool {
    matches!(c, 'x' | 'X' | 'х' | 'Х')
}

/// Reads one move token such as `87`, `68X`, `87(10)`, `8:7!`, `3-5х`.
pub fn parse_move(token: &str) -> Result<WrittenMove, NotationError> {
    let mut chars = token.chars();
    let digit = |c: Option<char>| c.and_then(|c| c.to_digit(10)).map(|d| d as u8);
    let from = digit(chars.next()).ok_or(NotationError::NotAMove)?;
    let mut rest = chars.as_str();
    let mut separator = Separator::None;
    if let Some(r) = rest.strip_prefix('-') {
        separator = Separator::Plain;
        rest = r;
    } else if let Some(r) = rest.strip_prefix(':') {
        separator = Separator::Capture;
        rest = r;
    }
    let mut chars = rest.chars();
    let landing = digit(chars.next()).ok_or(NotationError::NotAMove)?;
    rest = chars.as_str();
    if from == 0 || landing == 0 {
        return Err(NotationError::OtauZero);
    }
    let mut mv = WrittenMove {
        from,
        landing,
        separator,
        ..WrittenMove::default()
    };
    // Marks, the kazan note and a glyph may follow in any order, each at most once.
    while !rest.is_empty() {
        let c = rest.chars().next().unwrap_or(' ');
        if is_tuzdyk_mark(c) && !mv.tuzdyk {
            mv.tuzdyk = true;
            rest = &rest[c.len_utf8()..];
        } else if c == '(' && mv.kazan.is_none() {
            let close = rest
                .find(')')
                .ok_or_else(|| NotationError::Trailing(rest.to_string()))?;
            let inner = &rest[1..close];
            if inner.is_empty() || inner.len() > 3 || !inner.bytes().all(|b| b.is_ascii_digit()) {
                return Err(NotationError::Trailing(rest.to_string()));
            }
            mv.kazan = inner.parse().ok();
            rest = &rest[close + 1..];
        } else if let Some(g) = GLYPHS
            .iter()
            .find(|g| rest.starts_with(**g))
            .filter(|_| mv.glyph.is_none())
        {
            mv.glyph = Some(g);
            rest = &rest[g.len()..];
        } else {
            return Err(NotationError::Trailing(rest.to_string()));
        }
    }
    Ok(mv)
}

impl WrittenMove {
    /// The canonical notation of a move the engine played: digits, `X` for a new tuzdyk,
    /// `(n)` with the mover's kazan after an even capture (PlayOK's convention).
    pub fn from_report(r: &MoveReport) -> WrittenMove {
        WrittenMove {
            from: r.from,
            landing: r.landing,
            tuzdyk: r.tuzdyk.is_some(),
            kazan: (r.captured > 0 && r.tuzdyk.is_none()).then_some(u16::from(r.mover_kazan)),
            ..WrittenMove::default()
        }
    }
}

impl fmt::Display for WrittenMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.landing)?;
        if self.tuzdyk {
            f.write_str("X")?;
        }
        if let Some(k) = self.kazan {
            write!(f, "({k})")?;
        }
        if let Some(g) = self.glyph {
            f.write_str(g)?;
        }
        Ok(())
    }
}

/// One otau in a board check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CheckCell {
    /// This many kumalaks (`-` is 0).
    Count(u8),
    /// A tuzdyk (owned by the other side).
    Tuzdyk,
}

/// The scoresheet's board check: `{Black's kazan / Black's 9..1 / White's 1..9 / White's kazan}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardCheck {
    /// Black's kazan.
    pub black_kazan: u8,
    /// Black's otau 1..9 (index 0 is otau 1).
    pub black: [CheckCell; 9],
    /// White's otau 1..9.
    pub white: [CheckCell; 9],
    /// White's kazan.
    pub white_kazan: u8,
}

/// Why a comment shaped like a board check cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardCheckError {
    /// A row does not list 9 otau.
    #[error("the board check lists {count} otau for {side:?}, not 9")]
    RowLength {
        /// Whose row.
        side: Side,
        /// How many it lists.
        count: usize,
    },
    /// An entry that is not a count, `-` or a tuzdyk mark.
    #[error("cannot read {0:?} in the board check")]
    Entry(String),
}

/// Reads a board check from a comment's text. `None` when the comment is not shaped like one
/// (four fields between slashes, the outer two numbers): then it is an ordinary comment.
pub fn parse_board_check(text: &str) -> Option<Result<BoardCheck, BoardCheckError>> {
    let parts: Vec<&str> = text.split('/').map(str::trim).collect();
    let [bk, brow, wrow, wk] = parts.as_slice() else {
        return None;
    };
    let (Ok(black_kazan), Ok(white_kazan)) = (bk.parse::<u8>(), wk.parse::<u8>()) else {
        return None;
    };
    let row = |text: &str, side: Side| -> Result<[CheckCell; 9], BoardCheckError> {
        let cells: Vec<&str> = text.split_whitespace().collect();
        if cells.len() != 9 {
            return Err(BoardCheckError::RowLength {
                side,
                count: cells.len(),
            });
        }
        let mut out = [CheckCell::Count(0); 9];
        for (o, c) in out.iter_mut().zip(cells) {
            *o = if c == "-" {
                CheckCell::Count(0)
            } else if c.chars().count() == 1 && c.chars().all(is_tuzdyk_mark) {
                CheckCell::Tuzdyk
            } else {
                CheckCell::Count(
                    c.parse()
                        .map_err(|_| BoardCheckError::Entry(c.to_string()))?,
                )
            };
        }
        Ok(out)
    };
    Some((|| {
        let mut black = row(brow, Side::Black)?;
        black.reverse(); // written 9..1
        let white = row(wrow, Side::White)?;
        Ok(BoardCheck {
            black_kazan,
            black,
            white,
            white_kazan,
        })
    })())
}

/// Where a board check disagrees with the position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Disagreement {
    /// It gives `side`'s kazan as `written`, but the kazan holds `actual`.
    Kazan {
        /// Whose kazan.
        side: Side,
        /// What the check writes.
        written: u8,
        /// What the kazan holds.
        actual: u8,
    },
    /// It gives `side`'s otau `otau` as `written`, but it is `actual`.
    Otau {
        /// Whose otau.
        side: Side,
        /// The otau, 1..=9.
        otau: u8,
        /// What the check writes.
        written: CheckCell,
        /// What the otau is.
        actual: CheckCell,
    },
}

impl BoardCheck {
    /// The first disagreement between this check and `pos`; `None` when they agree.
    pub fn disagreement(&self, pos: &Position) -> Option<Disagreement> {
        let kazans = [
            (Side::Black, self.black_kazan),
            (Side::White, self.white_kazan),
        ];
        for (side, written) in kazans {
            if pos.kazan(side) != written {
                return Some(Disagreement::Kazan {
                    side,
                    written,
                    actual: pos.kazan(side),
                });
            }
        }
        let actual = BoardCheck::of(pos);
        let rows = [
            (Side::Black, &self.black, &actual.black),
            (Side::White, &self.white, &actual.white),
        ];
        for (side, written, actual) in rows {
            let first = written.iter().zip(actual).position(|(w, a)| w != a);
            if let Some(i) = first {
                return Some(Disagreement::Otau {
                    side,
                    otau: i as u8 + 1,
                    written: written[i],
                    actual: actual[i],
                });
            }
        }
        None
    }

    /// The board check of a position, as the scoresheet writes it.
    pub fn of(pos: &Position) -> BoardCheck {
        let row = |side: Side| {
            let mut r = [CheckCell::Count(0); 9];
            for (i, c) in r.iter_mut().enumerate() {
                let otau = i as u8 + 1;
                *c = if pos.is_tuzdyk(side, otau) {
                    CheckCell::Tuzdyk
                } else {
                    CheckCell::Count(pos.otau(side, otau))
                };
            }
            r
        };
        BoardCheck {
            black_kazan: pos.kazan(Side::Black),
            black: row(Side::Black),
            white: row(Side::White),
            white_kazan: pos.kazan(Side::White),
        }
    }
}

impl fmt::Display for BoardCheck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cell = |c: &CheckCell| match c {
            CheckCell::Tuzdyk => "X".to_string(),
            CheckCell::Count(0) => "-".to_string(),
            CheckCell::Count(n) => n.to_string(),
        };
        let black: Vec<String> = self.black.iter().rev().map(cell).collect();
        let white: Vec<String> = self.white.iter().map(cell).collect();
        write!(
            f,
            "{} / {} / {} / {}",
            self.black_kazan,
            black.join(" "),
            white.join(" "),
            self.white_kazan
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(token: &str, want: Result<&str, NotationError>) {
        let got = parse_move(token);
        match (got, want) {
            (Ok(mv), Ok(canon)) => assert_eq!(mv.to_string(), canon, "{token}"),
            (Err(e), Err(why)) => assert_eq!(e, why, "{token}"),
            (got, want) => panic!("{token}: got {got:?}, want {want:?}"),
        }
    }

    fn trailing(rest: &str) -> Result<&'static str, NotationError> {
        Err(NotationError::Trailing(rest.into()))
    }

    #[test]
    fn move_tokens() {
        check("87", Ok("87"));
        check("87(10)", Ok("87(10)"));
        check("68X", Ok("68X"));
        check("68x", Ok("68X"));
        check("68х", Ok("68X")); // Cyrillic
        check("68Х(13)", Ok("68X(13)"));
        check("8-7", Ok("87"));
        check("8:7!?", Ok("87!?"));
        check("36??", Ok("36??"));
        check("87(10)!", Ok("87(10)!"));
        check("8", Err(NotationError::NotAMove));
        check("a7", Err(NotationError::NotAMove));
        check("80", Err(NotationError::OtauZero));
        check("87y", trailing("y"));
        check("87(10", trailing("(10"));
        check("87()", trailing("()"));
        check("87XX", trailing("X"));
        check("87(1000)", trailing("(1000)"));
    }

    #[test]
    fn separators_are_kept() {
        assert_eq!(parse_move("8-7").unwrap().separator, Separator::Plain);
        assert_eq!(parse_move("8:7").unwrap().separator, Separator::Capture);
        assert_eq!(parse_move("87").unwrap().separator, Separator::None);
    }

    #[test]
    fn spec_board_check() {
        let c = parse_board_check("24 / 1 1 5 7 6 18 6 - Х / 1 2 20 7 19 х 1 2 - / 42")
            .unwrap()
            .unwrap();
        let pos: Position = "1,1,5,7,6,18,6,0,x/1,2,20,7,19,x,1,2,0 42 24 w"
            .parse()
            .unwrap();
        assert_eq!(c.disagreement(&pos), None);
        assert_eq!(BoardCheck::of(&pos), c);
        assert_eq!(
            c.to_string(),
            "24 / 1 1 5 7 6 18 6 - X / 1 2 20 7 19 X 1 2 - / 42"
        );
        let wrong = parse_board_check("24 / 1 1 5 7 6 18 6 - Х / 1 2 21 7 19 х 1 2 - / 42")
            .unwrap()
            .unwrap();
        assert_eq!(
            wrong.disagreement(&pos).unwrap(),
            Disagreement::Otau {
                side: Side::White,
                otau: 3,
                written: CheckCell::Count(21),
                actual: CheckCell::Count(20)
            }
        );
        assert!(parse_board_check("a nice move").is_none());
        assert!(parse_board_check("1 / 2 / 3").is_none());
        assert_eq!(
            parse_board_check("24 / 1 1 5 / 1 2 20 7 19 х 1 2 - / 42")
                .unwrap()
                .unwrap_err(),
            BoardCheckError::RowLength {
                side: Side::Black,
                count: 3
            }
        );
    }
}
