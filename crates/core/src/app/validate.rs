//! Validate the games of a record file: read with `formats::record`, replay with the rules
//! engine, and report each game's verdict with the place (line, column, ply, move) of its first
//! problem.

use crate::formats::record::{self, Record, Span, Syntax};
use crate::rules::score::{Declared, Ending, Replay, ScoreMove, Tally, Why, move_number};
use crate::rules::{GameKind, Outcome, Side, TagError};

/// Where a problem stands and what it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Located {
    /// 1-based line in the file.
    pub line: u32,
    /// 1-based column (characters).
    pub col: u32,
    /// 1-based half-move number of the offending move, if the problem is a move.
    pub ply: Option<usize>,
    /// The move number and side of that ply.
    pub move_number: Option<(u32, Side)>,
    /// The token as written.
    pub token: String,
    /// What is wrong, as data (`words::rules::located` says it all: `move 17… 36: the last
    /// kumalak ...`).
    pub why: Fault,
}

/// What is wrong with a game of a record file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The rules engine's finding on the score.
    Score(Why),
    /// The file's structure.
    Syntax(Syntax),
    /// A tag the rules cannot read (`FEN`, `DrawRule`).
    Tag(TagError),
    /// The Result tag is not a result.
    ResultTag,
    /// The movetext ends with one result and the Result tag says another.
    ResultDisagrees {
        /// The movetext's result token.
        movetext: String,
        /// The Result tag.
        tag: String,
    },
}

/// The verdict on one game of a file.
#[derive(Clone, Debug)]
pub struct GameReport {
    /// 1-based index of the game in its file.
    pub game: usize,
    /// The White and Black tags (empty when absent).
    pub white: String,
    /// See `white`.
    pub black: String,
    /// Where the game starts in the file.
    pub start: Span,
    /// The result as the score declares it (`*` when it declares none).
    pub declared: String,
    /// The game whose rules judged it.
    pub kind: GameKind,
    /// The replay.
    pub verdict: Replay,
    /// The first problem, located; `None` for a valid game.
    pub problem: Option<Located>,
}

impl GameReport {
    /// True when the game has no problem.
    pub fn is_valid(&self) -> bool {
        self.problem.is_none()
    }

    /// The result the replay supports: the board's, or the declared one when it stopped early.
    pub fn result(&self) -> &'static str {
        self.verdict.ending.outcome().map_or("*", Outcome::as_score)
    }

    /// What each side has at the end: Togyzkumalak's kazans (after an atsyrau collection if the
    /// game ended so), Tumicarona's pieces.
    pub fn tally(&self) -> Tally {
        self.verdict.tally
    }

    /// True when the board decided the game.
    pub fn ended_on_board(&self) -> bool {
        matches!(self.verdict.ending, Ending::OnBoard { .. })
    }
}

fn declared_of(text: &str) -> Option<Declared> {
    Some(match record::result_token(text)? {
        "1-0" => Declared::Result(Outcome::WhiteWins),
        "0-1" => Declared::Result(Outcome::BlackWins),
        "1/2-1/2" => Declared::Result(Outcome::Draw),
        _ => Declared::Unfinished,
    })
}

/// Validates every game in `text` under `kind`'s rules.
pub fn validate_text(kind: GameKind, text: &str) -> Vec<GameReport> {
    record::read(text)
        .iter()
        .enumerate()
        .map(|(i, r)| validate_record(kind, i + 1, r))
        .collect()
}

/// Validates one game read from a file under `kind`'s rules.
pub fn validate_record(kind: GameKind, index: usize, rec: &Record) -> GameReport {
    let mut report = GameReport {
        game: index,
        white: rec.tag("White").unwrap_or_default().to_string(),
        black: rec.tag("Black").unwrap_or_default().to_string(),
        start: rec.start,
        declared: "*".into(),
        kind,
        verdict: kind.blank_verdict(),
        problem: None,
    };
    let at = |span: Span, token: &str, why: Fault| Located {
        line: span.line,
        col: span.col,
        ply: None,
        move_number: None,
        token: token.to_string(),
        why,
    };
    if let Some(s) = &rec.syntax {
        report.problem = Some(at(s.span, &s.token, Fault::Syntax(s.kind)));
        return report;
    }

    // The declared result: the movetext's token, or the Result tag; they must agree.
    let tag = rec.tag("Result");
    let token = rec.result.as_ref();
    let mut declared = Declared::Missing;
    if let Some(t) = tag {
        match declared_of(t) {
            Some(d) => declared = d,
            None => {
                report.problem = Some(at(rec.start, t, Fault::ResultTag));
                return report;
            }
        }
        report.declared = t.to_string();
    }
    if let Some(r) = token {
        let d = declared_of(&r.text).unwrap_or(Declared::Missing);
        if tag.is_some() && d != declared {
            report.problem = Some(at(
                r.span,
                &r.text,
                Fault::ResultDisagrees {
                    movetext: r.text.clone(),
                    tag: tag.unwrap_or_default().to_string(),
                },
            ));
            return report;
        }
        declared = d;
        report.declared = r.text.clone();
    }

    let moves: Vec<ScoreMove<'_>> = rec
        .moves
        .iter()
        .map(|m| ScoreMove {
            token: &m.text,
            number: m.number,
            comments: m.comments.iter().map(|c| c.text.as_str()).collect(),
        })
        .collect();
    let tags = |name: &str| rec.tag(name).map(str::to_string);
    let verdict = match kind.validate(&moves, declared, &tags) {
        Ok(v) => v,
        Err(e) => {
            let token = rec.tag(e.tag()).unwrap_or_default();
            report.problem = Some(at(rec.start, token, Fault::Tag(e)));
            return report;
        }
    };
    let (first_side, first_number) = kind.first_turn(rec.tag("FEN"));
    if let Some(p) = &verdict.problem {
        report.problem = Some(
            match p.index.and_then(|i| rec.moves.get(i).map(|m| (i, m))) {
                Some((i, m)) => Located {
                    line: m.span.line,
                    col: m.span.col,
                    ply: Some(i + 1),
                    move_number: Some({
                        let (n, side) = move_number(first_side, i);
                        (n + first_number - 1, side)
                    }),
                    token: m.text.clone(),
                    why: Fault::Score(p.why.clone()),
                },
                None => {
                    let (span, text) = match token {
                        Some(r) => (r.span, r.text.as_str()),
                        None => (rec.start, tag.unwrap_or_default()),
                    };
                    at(span, text, Fault::Score(p.why.clone()))
                }
            },
        );
    }
    report.verdict = verdict;
    report
}

/// The score `text` replayed (`rules::replay`) from its `FEN` tag or the start, until its first
/// illegal move or turn `stop` (the ply a validator refused): what the window's game view and
/// the live results page show.
pub fn replay_text<G: crate::rules::Game>(
    text: &str,
    stop: Option<usize>,
) -> crate::rules::replay::Replay<G> {
    let rec = crate::formats::record::read(text)
        .into_iter()
        .next()
        .unwrap_or_default();
    let start = rec
        .tag("FEN")
        .and_then(|f| f.parse::<G::Position>().ok())
        .unwrap_or_else(G::start);
    crate::rules::replay::replay(start, rec.moves.iter().map(|m| m.text.as_str()), stop)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::score::OnBoard;
    use crate::words::lang::{Lang, with};
    use crate::words::rules::{ending, located};

    #[test]
    fn locates_the_problem() {
        let text =
            "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. 87(10) 87(10) 2. 22 98(22) 1-0\n";
        let r = &validate_text(GameKind::Togyzkumalak, text)[0];
        let p = r.problem.as_ref().unwrap();
        assert_eq!(
            (p.line, p.col, p.ply, p.move_number),
            (5, 24, Some(4), Some((2, Side::Black)))
        );
        assert_eq!(
            p.why,
            Fault::Score(Why::Landing {
                landing: 9,
                own_side: false,
                written: 8
            })
        );
        assert_eq!(
            with(Lang::En, || located(p)),
            "move 2… 98(22): the last kumalak lands in otau 9 (the opponent's side), not 8"
        );
    }

    #[test]
    fn result_tag_and_token_must_agree() {
        let r = &validate_text(GameKind::Togyzkumalak, "[Result \"1-0\"]\n\n87(10) 0-1\n")[0];
        let p = r.problem.as_ref().unwrap();
        assert_eq!((p.line, p.col), (3, 8));
        assert_eq!(
            p.why,
            Fault::ResultDisagrees {
                movetext: "0-1".into(),
                tag: "1-0".into()
            }
        );
        assert_eq!(
            with(Lang::En, || located(p)),
            "0-1: the movetext ends with 0-1, but the Result tag says 1-0"
        );
    }

    #[test]
    fn a_valid_early_stop_says_how_it_ended() {
        let r = &validate_text(
            GameKind::Togyzkumalak,
            "[Result \"0-1\"]\n\n87(10) 87(10) 0-1\n",
        )[0];
        assert!(r.is_valid());
        assert_eq!(r.result(), "0-1");
        assert_eq!(r.verdict.ending, Ending::Resignation(Outcome::BlackWins));
        assert_eq!(
            with(Lang::En, || ending(&r.verdict.ending)),
            "White resigned or lost by the arbiter (time, default)"
        );
        assert_eq!(r.tally().counts, [10, 10]);
    }

    #[test]
    fn fen_tag_sets_the_start() {
        let r = &validate_text(
            GameKind::Togyzkumalak,
            "[FEN \"0,0,0,0,0,0,0,0,0/1,0,0,0,5,0,0,0,0 76 80 w\"]\n\n12 1-0\n",
        )[0];
        assert!(r.is_valid(), "{:?}", r.problem);
        assert_eq!(r.tally().counts, [82, 80]);
        assert_eq!(
            r.verdict.ending,
            Ending::OnBoard {
                outcome: Outcome::WhiteWins,
                reason: OnBoard::Atsyrau { kazans: [82, 80] }
            }
        );
        let r = &validate_text(GameKind::Togyzkumalak, "[FEN \"nonsense\"]\n\n12 1-0\n")[0];
        let p = r.problem.as_ref().unwrap();
        assert!(matches!(p.why, Fault::Tag(TagError::Fen(_))), "{p:?}");
        assert!(
            with(Lang::En, || located(p)).starts_with("nonsense: the FEN tag is not a position"),
            "{}",
            located(p)
        );
    }
}
