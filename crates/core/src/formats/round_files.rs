//! The arbiter's round files. A results file (`orda results`): `BOARD RESULT [SCORE-FILE]` per
//! line, `#` starts a comment. A manual pairing (`orda round set`, the format `orda pair-trf`
//! writes): the number of lines that follow, then `white black` per board and `N 0` for the
//! pairing-allocated bye.
//!
//! Pure: text in, checked data out, or every problem with its line ([`LineError`]) so the
//! caller can name the file and refuse the whole of it (`words::formats` says them). What a
//! number means in the tournament (is there such a board, such a player) is checked by `app`.

use std::collections::HashMap;

use crate::tournament::GameResult;

/// A problem on one line of a round file: the line (1-based), the text it is about as written
/// (empty when none), and what is wrong (a [`ResultsProblem`] or a [`PairingProblem`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineError<P> {
    /// 1-based line.
    pub line: usize,
    /// The offending text as written.
    pub text: String,
    /// What is wrong.
    pub problem: P,
}

fn at<P>(line: usize, text: impl Into<String>, problem: P) -> LineError<P> {
    LineError {
        line,
        text: text.into(),
        problem,
    }
}

/// What is wrong in a results file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResultsProblem {
    /// The line (`text`) is not `BOARD RESULT [SCORE-FILE]`.
    NotAResultLine,
    /// Board `0` (`text`).
    BoardZero,
    /// The board (`text`) is not a board number.
    NotABoard,
    /// The result (`text`) is not a result.
    NotAResult,
    /// The board is named on an earlier line too.
    BoardTwice {
        /// The board.
        board: u32,
        /// The line that named it first.
        first: usize,
    },
    /// The file names no board.
    NoBoard,
}

/// What is wrong in a manual pairing file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairingProblem {
    /// The file is empty.
    Empty,
    /// The first line (`text`) is not the number of lines that follow.
    NotACount,
    /// The line (`text`) is not two starting numbers.
    NotTwoNumbers,
    /// Starting number 0 first on the line (`text`).
    StartsAtZero,
    /// The line (`text`) pairs the player with himself.
    Himself(u32),
    /// The player is named on an earlier line too.
    PlayerTwice {
        /// The player.
        player: u32,
        /// The line that named him first.
        first: usize,
    },
    /// A second bye; the first is on `line`, for `player`.
    SecondBye {
        /// The line of the first bye.
        line: usize,
        /// The player who has it.
        player: u32,
    },
    /// The count on the first line differs from the lines listed.
    CountDiffers {
        /// The count written.
        said: usize,
        /// The lines that follow.
        listed: usize,
    },
    /// The pairing names no player.
    NoPlayer,
}

/// One line of a results file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultLine {
    /// 1-based line in the file.
    pub line: usize,
    /// The board.
    pub board: u32,
    /// The result.
    pub result: GameResult,
    /// The game-score file named on the line, as written (relative to the results file).
    pub score: Option<String>,
}

/// Reads a results file. Refused: an empty file, a line that is not `BOARD RESULT
/// [SCORE-FILE]`, board 0, a board named twice.
pub fn read_results(text: &str) -> Result<Vec<ResultLine>, Vec<LineError<ResultsProblem>>> {
    let mut out: Vec<ResultLine> = Vec::new();
    let mut bad = Vec::new();
    let mut seen: HashMap<u32, usize> = HashMap::new();
    for (i, raw) in super::text::lines(text).enumerate() {
        let n = i + 1;
        let line = raw.split('#').next().unwrap_or_default().trim();
        if line.is_empty() {
            continue;
        }
        let words: Vec<&str> = line.split_whitespace().collect();
        let (Some(b), Some(r), None) = (words.first(), words.get(1), words.get(3)) else {
            bad.push(at(n, line, ResultsProblem::NotAResultLine));
            continue;
        };
        let board = match b.parse::<u32>() {
            Ok(0) => {
                bad.push(at(n, *b, ResultsProblem::BoardZero));
                continue;
            }
            Ok(board) => board,
            Err(_) => {
                bad.push(at(n, *b, ResultsProblem::NotABoard));
                continue;
            }
        };
        let Some(result) = GameResult::parse(r) else {
            bad.push(at(n, *r, ResultsProblem::NotAResult));
            continue;
        };
        if let Some(first) = seen.insert(board, n) {
            bad.push(at(n, "", ResultsProblem::BoardTwice { board, first }));
            continue;
        }
        out.push(ResultLine {
            line: n,
            board,
            result,
            score: words.get(2).map(|s| s.to_string()),
        });
    }
    if out.is_empty() && bad.is_empty() {
        bad.push(at(1, "", ResultsProblem::NoBoard));
    }
    if bad.is_empty() { Ok(out) } else { Err(bad) }
}

/// A manual pairing.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Pairing {
    /// White and black starting numbers, in board order.
    pub boards: Vec<(u32, u32)>,
    /// The player with the pairing-allocated bye.
    pub bye: Option<u32>,
}

/// Reads a manual pairing. Refused: an empty file, a first line that is not a count, a count
/// that differs from the lines listed, a line that is not two numbers, starting number 0
/// (`0 0` included), a player on a board with himself or named twice, a second bye.
pub fn read_pairing(text: &str) -> Result<Pairing, Vec<LineError<PairingProblem>>> {
    let mut lines = super::text::lines(text)
        .enumerate()
        .map(|(i, l)| (i + 1, l.trim()))
        .filter(|(_, l)| !l.is_empty());
    let Some((count_line, count)) = lines.next() else {
        return Err(vec![at(1, "", PairingProblem::Empty)]);
    };
    let mut bad = Vec::new();
    let count = match count.parse::<usize>() {
        Ok(c) => Some(c),
        Err(_) => {
            bad.push(at(count_line, count, PairingProblem::NotACount));
            None
        }
    };
    let mut p = Pairing::default();
    let mut listed = 0usize;
    let mut seen: HashMap<u32, usize> = HashMap::new();
    let mut bye_line = 0;
    for (n, l) in lines {
        listed += 1;
        let nums: Vec<Result<u32, _>> = l.split_whitespace().map(str::parse::<u32>).collect();
        let (a, b) = match nums.as_slice() {
            [Ok(a), Ok(b)] => (*a, *b),
            _ => {
                bad.push(at(n, l, PairingProblem::NotTwoNumbers));
                continue;
            }
        };
        if a == 0 {
            bad.push(at(n, l, PairingProblem::StartsAtZero));
            continue;
        }
        if a == b {
            bad.push(at(n, l, PairingProblem::Himself(a)));
            continue;
        }
        let mut twice = false;
        for no in [a, b].into_iter().filter(|&no| no != 0) {
            if let Some(first) = seen.insert(no, n) {
                bad.push(at(n, "", PairingProblem::PlayerTwice { player: no, first }));
                twice = true;
            }
        }
        if twice {
            continue;
        }
        if b == 0 {
            if let Some(other) = p.bye {
                bad.push(at(
                    n,
                    "",
                    PairingProblem::SecondBye {
                        line: bye_line,
                        player: other,
                    },
                ));
                continue;
            }
            p.bye = Some(a);
            bye_line = n;
        } else {
            p.boards.push((a, b));
        }
    }
    if let Some(c) = count
        && c != listed
    {
        bad.push(at(
            count_line,
            "",
            PairingProblem::CountDiffers { said: c, listed },
        ));
    }
    if bad.is_empty() && p.boards.is_empty() && p.bye.is_none() {
        bad.push(at(count_line, "", PairingProblem::NoPlayer));
    }
    if bad.is_empty() { Ok(p) } else { Err(bad) }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The problems as `words` says them (in English).
    fn said<P>(e: Vec<LineError<P>>) -> Vec<String>
    where
        LineError<P>: std::fmt::Display,
    {
        e.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn results_lines() {
        let r = read_results("# round 3\n1 1-0 g1.pgn\n\n2 =  # short draw\n").unwrap();
        assert_eq!(r.len(), 2);
        assert_eq!(
            (r[0].line, r[0].board, r[0].score.as_deref()),
            (2, 1, Some("g1.pgn"))
        );
        assert_eq!((r[1].line, r[1].result), (4, GameResult::Draw));
        assert_eq!(
            said(
                read_results("1 1-0\n3 0-1\n1 =\n0 1-0\n99999999999 1-0\n2 1-0 a b\n").unwrap_err()
            ),
            vec![
                "3: board 1 is named twice (also on line 1)",
                "4: board `0`: boards count from 1",
                "5: board `99999999999` is not a board number",
                "6: `2 1-0 a b`: expected BOARD RESULT [SCORE-FILE]",
            ]
        );
        assert_eq!(
            read_results("# nothing\n\n").unwrap_err()[0].problem,
            ResultsProblem::NoBoard
        );
    }

    #[test]
    fn pairing_lines() {
        let p = read_pairing("3\n1 4\n3 2\n5 0\n").unwrap();
        assert_eq!(p.boards, vec![(1, 4), (3, 2)]);
        assert_eq!(p.bye, Some(5));
        assert_eq!(
            said(read_pairing("4\n0 0\n1 1\n2 3\n3 4\n").unwrap_err()),
            vec![
                "2: `0 0`: starting numbers count from 1 (`N 0` gives player N the bye)",
                "3: `1 1`: player 1 cannot play himself",
                "5: player 3 is named twice (also on line 4)",
            ]
        );
        assert_eq!(
            said(read_pairing("2\n1 0\n2 0\n").unwrap_err()),
            vec!["3: a second bye (line 2 gives it to player 1)"]
        );
        assert!(said(read_pairing("").unwrap_err())[0].starts_with("1: the file is empty"));
        assert!(said(read_pairing("\n\n2\n1 2\n").unwrap_err())[0].starts_with("3: says 2 lines"));
        assert_eq!(
            read_pairing("1\n1 99999999999\n").unwrap_err()[0].problem,
            PairingProblem::NotTwoNumbers
        );
        assert!(said(read_pairing("0\n").unwrap_err())[0].contains("names no player"));
    }
}
