//! The rules engine's findings in words: why a score is wrong (`rules::score::Why`), how a game
//! ended (`Ending`, `OnBoard`), where a problem stands in a record file (`app::validate::Located`),
//! the file's syntax errors and the tags the rules cannot read. The engine gives typed data
//! only; every sentence here comes from `assets/locales/*/rules.ftl` through [`crate::t!`].

use crate::app::validate::{Fault, Located};
use crate::formats::record::Syntax;
use crate::rules::score::{Counted, Declared, Ending, OnBoard, Why};
use crate::rules::togyz::notation::{BoardCheckError, CheckCell, Disagreement, NotationError};
use crate::rules::togyz::{IllegalMove, InvalidPosition, PositionParseError};
use crate::rules::tumicarona::board::{DIRECTION_NAMES, name};
use crate::rules::tumicarona::score::DrawRuleError;
use crate::rules::tumicarona::{self, IllegalTurn, Target, TurnError};
use crate::rules::{Outcome, PositionError, Side, TagError};
use crate::t;
use crate::words::lang::Arg;

/// The side as the messages select it: `white`, `black`.
fn side(s: Side) -> &'static str {
    s.key()
}

/// Text put into a sentence as Rust quotes it (`"q"`), as the engine always wrote it.
fn quoted(s: &str) -> String {
    format!("{s:?}")
}

/// A problem on a move or on the declared result, with its place in the move list:
/// `move 17… 36: the last kumalak ...`, `1-0: the movetext ends with ...`, or the explanation
/// alone when it stands on nothing written.
pub fn located(l: &Located) -> String {
    let why = fault(&l.why);
    match l.move_number {
        Some((n, Side::White)) => t!("located-white", number = n, token = &l.token, why = why),
        Some((n, Side::Black)) => t!("located-black", number = n, token = &l.token, why = why),
        None if l.token.is_empty() => why,
        None => t!("located-token", token = &l.token, why = why),
    }
}

/// What is wrong with a game of a record file.
pub fn fault(f: &Fault) -> String {
    match f {
        Fault::Score(w) => why(w),
        Fault::Syntax(s) => syntax(*s),
        Fault::Tag(e) => tag_error(e),
        Fault::ResultTag => t!("result-tag"),
        Fault::ResultDisagrees { movetext, tag } => {
            t!("result-disagrees", movetext = movetext, tag = tag)
        }
    }
}

/// A syntax error of a record file.
pub fn syntax(s: Syntax) -> String {
    match s {
        Syntax::TagLine => t!("syntax-tag-line"),
        Syntax::UnclosedComment => t!("syntax-unclosed-comment"),
        Syntax::TagInMovetext => t!("syntax-tag-in-movetext"),
        Syntax::SecondResult => t!("syntax-second-result"),
    }
}

/// A tag the rules cannot read.
pub fn tag_error(e: &TagError) -> String {
    match e {
        TagError::Fen(p) => t!("tag-fen", why = position_error(p)),
        TagError::DrawRule(d) => t!("tag-draw-rule", why = draw_rule_error(d)),
    }
}

/// Why a `DrawRule` tag (or an event's draw rule) cannot be read.
pub fn draw_rule_error(e: &DrawRuleError) -> String {
    match e {
        DrawRuleError::Turns(text) => t!("draw-rule-turns", text = text),
        DrawRuleError::Unknown(text) => t!("draw-rule-unknown", text = text),
    }
}

/// Why a position string is not a position of the game.
pub fn position_error(e: &PositionError) -> String {
    match e {
        PositionError::Togyz(e) => togyz_position_error(e),
        PositionError::Tumicarona(e) => tumicarona_position_error(e),
    }
}

fn togyz_position_error(e: &PositionParseError) -> String {
    match e {
        PositionParseError::Shape(text) => t!("fen-shape", text = quoted(text)),
        PositionParseError::RowLength { side: s, count } => {
            t!("fen-row-length", side = side(*s), count = *count)
        }
        PositionParseError::Token(text) => t!("fen-token", text = quoted(text)),
        PositionParseError::TwoTuzdyks(s) => t!("fen-two-tuzdyks", side = side(*s)),
        PositionParseError::Invalid(InvalidPosition::WrongTotal(total)) => {
            t!("fen-wrong-total", total = *total)
        }
        PositionParseError::Invalid(InvalidPosition::BadTuzdyk(s)) => {
            t!("fen-bad-tuzdyk", side = side(*s))
        }
        PositionParseError::Invalid(InvalidPosition::SameTuzdykNumber(otau)) => {
            t!("fen-same-tuzdyk", otau = *otau)
        }
        PositionParseError::Invalid(InvalidPosition::FullTuzdyk) => t!("fen-full-tuzdyk"),
    }
}

fn tumicarona_position_error(e: &tumicarona::PositionParseError) -> String {
    use tumicarona::PositionParseError as E;
    match e {
        E::Rows(n) => t!("tumi-pos-rows", rows = *n),
        E::RowLength { row, points } => t!("tumi-pos-row-length", row = *row, points = *points),
        E::BadChar(c) => t!("tumi-pos-bad-char", char = c.to_string()),
        E::Side(text) => t!("tumi-pos-side", text = text),
        E::Number(text) => t!("tumi-pos-number", text = text),
        E::Fields => t!("tumi-pos-fields"),
    }
}

/// Why a score is wrong: `the last kumalak lands in otau 7 (the opponent's side), not 6`.
pub fn why(w: &Why) -> String {
    match w {
        Why::MoveNumber {
            written,
            number,
            side: s,
        } => t!(
            "score-move-number",
            written = *written,
            number = *number,
            side = side(*s)
        ),
        Why::TurnNumber {
            written,
            number,
            side: s,
        } => t!(
            "score-turn-number",
            written = *written,
            number = *number,
            side = side(*s)
        ),
        Why::Notation(e) => togyz_notation(e),
        Why::TurnNotation(e) => turn_notation(e),
        Why::AfterEnd { ending: e } => t!(
            "score-after-end",
            ending = ending(e),
            result = e.outcome().map_or("*", Outcome::as_score)
        ),
        Why::Illegal(e) => illegal_move(*e),
        Why::IllegalTurn { steps, error } => illegal_turn(*steps, error),
        Why::Landing {
            landing,
            own_side: true,
            written,
        } => t!("score-landing-own", landing = *landing, written = *written),
        Why::Landing {
            landing,
            own_side: false,
            written,
        } => t!(
            "score-landing-opponent",
            landing = *landing,
            written = *written
        ),
        Why::TuzdykMissing { otau } => t!("score-tuzdyk-missing", otau = *otau),
        Why::TuzdykWrong => t!("score-tuzdyk-wrong"),
        Why::CaptureNothing => t!("score-capture-nothing"),
        Why::PlainCaptures { captured } => t!("score-plain-captures", captured = *captured),
        Why::KazanNote { kazan, written } => {
            t!("score-kazan-note", kazan = *kazan, written = *written)
        }
        Why::BoardCheck(e) => board_check_error(e),
        Why::BoardDisagrees(d) => disagreement(d),
        Why::ResultContradicted {
            written,
            outcome,
            ending: e,
        } => t!(
            "score-result-contradicted",
            written = declared(*written),
            result = outcome.as_score(),
            ending = ending(e)
        ),
        Why::AtsyrauNoted { ending: e } => t!("score-atsyrau-noted", ending = ending(e)),
    }
}

/// A declared result as the score writes it: `1-0`, `*`.
fn declared(d: Declared) -> &'static str {
    match d {
        Declared::Result(o) => o.as_score(),
        Declared::Unfinished | Declared::Missing => "*",
    }
}

fn togyz_notation(e: &NotationError) -> String {
    match e {
        NotationError::NotAMove => t!("notation-not-a-move"),
        NotationError::OtauZero => t!("notation-otau-zero"),
        NotationError::Trailing(rest) => t!("notation-trailing", rest = quoted(rest)),
    }
}

fn turn_notation(e: &tumicarona::NotationError) -> String {
    use tumicarona::NotationError as E;
    match e {
        E::NotATurn(token) => t!("turn-not-a-turn", token = token),
        E::NoSuchPoint(point) => t!("turn-no-such-point", point = point),
        E::BadSuffix(step) => t!("turn-bad-suffix", step = step),
    }
}

/// Why a Togyzkumalak move cannot be played.
pub fn illegal_move(e: IllegalMove) -> String {
    match e {
        IllegalMove::NoSuchOtau(otau) => t!("illegal-no-such-otau", otau = otau),
        IllegalMove::Tuzdyk(otau) => t!("illegal-tuzdyk", otau = otau),
        IllegalMove::Empty(otau) => t!("illegal-empty", otau = otau),
        IllegalMove::GameOver => t!("illegal-game-over"),
    }
}

/// Why a Tumicarona turn of `steps` steps is illegal: `step 2 of 3: ...` for a chain.
pub fn illegal_turn(steps: usize, e: &IllegalTurn) -> String {
    let why = turn_error(&e.why);
    if steps > 1 {
        t!("turn-step-of", step = e.step + 1, steps = steps, why = why)
    } else {
        why
    }
}

fn turn_error(e: &TurnError) -> String {
    match e {
        TurnError::GameOver => t!("turn-game-over"),
        TurnError::NotYours { point, mover } => {
            t!("turn-not-yours", point = name(*point), side = side(*mover))
        }
        TurnError::Empty { point } => t!("turn-empty", point = name(*point)),
        TurnError::NoStep => t!("turn-no-step"),
        TurnError::OpeningSingle { stop } => t!("turn-opening-single", point = name(*stop)),
        TurnError::NotAdjacent { from, to } => {
            t!("turn-not-adjacent", from = name(*from), to = name(*to))
        }
        TurnError::Occupied { from, to } => {
            t!("turn-occupied", from = name(*from), to = name(*to))
        }
        TurnError::SameDirection {
            from,
            to,
            direction,
        } => t!(
            "turn-same-direction",
            from = name(*from),
            to = name(*to),
            direction = DIRECTION_NAMES[usize::from(*direction) % 8]
        ),
        TurnError::Revisit { from, to } => t!("turn-revisit", from = name(*from), to = name(*to)),
        TurnError::ChainPlain { from, to } => {
            t!("turn-chain-plain", from = name(*from), to = name(*to))
        }
        TurnError::MustCapture {
            from,
            to,
            example: None,
        } => t!("turn-must-capture", from = name(*from), to = name(*to)),
        TurnError::MustCapture {
            from,
            to,
            example: Some(example),
        } => t!(
            "turn-must-capture-example",
            from = name(*from),
            to = name(*to),
            example = example.to_string()
        ),
        TurnError::UnmarkedCapture { from, to } => {
            t!("turn-unmarked-capture", from = name(*from), to = name(*to))
        }
        TurnError::NothingToCapture {
            from,
            to,
            how,
            target,
        } => {
            let what = match *target {
                Target::Edge => t!("turn-target-edge"),
                Target::Empty(p) => t!("turn-target-empty", point = name(p)),
                Target::Own(p, s) => t!("turn-target-own", point = name(p), side = side(s)),
            };
            t!(
                "turn-nothing-to-capture",
                from = name(*from),
                to = name(*to),
                how = how.letter().to_string(),
                what = what
            )
        }
    }
}

fn board_check_error(e: &BoardCheckError) -> String {
    match e {
        BoardCheckError::RowLength { side: s, count } => {
            t!("check-row-length", side = side(*s), count = *count)
        }
        BoardCheckError::Entry(entry) => t!("check-entry", entry = quoted(entry)),
    }
}

fn disagreement(d: &Disagreement) -> String {
    let cell = |c: CheckCell| match c {
        CheckCell::Tuzdyk => Arg::Text(t!("check-tuzdyk")),
        CheckCell::Count(n) => Arg::from(n),
    };
    match *d {
        Disagreement::Kazan {
            side: s,
            written,
            actual,
        } => t!(
            "check-kazan",
            side = side(s),
            written = written,
            actual = actual
        ),
        Disagreement::Otau {
            side: s,
            otau,
            written,
            actual,
        } => t!(
            "check-otau",
            side = side(s),
            otau = otau,
            written = cell(written),
            actual = cell(actual)
        ),
    }
}

/// How a game ended: `Black's kazan reached 82`, `drawn by agreement`, `unfinished`.
pub fn ending(e: &Ending) -> String {
    match e {
        Ending::OnBoard { reason, .. } => on_board(reason),
        Ending::Resignation(o) => {
            let loser = if *o == Outcome::WhiteWins {
                Side::Black
            } else {
                Side::White
            };
            t!("ending-resignation", side = side(loser))
        }
        Ending::Agreement => t!("ending-agreement"),
        Ending::Repetition => t!("ending-repetition"),
        Ending::Unfinished => t!("ending-unfinished"),
    }
}

/// How the board decided a game: `Black's kazan reached 82`, `atsyrau, 82-80 after the
/// collection`, `all of Black's pieces were captured`.
pub fn on_board(r: &OnBoard) -> String {
    match *r {
        OnBoard::Kazan { side: s, kazan } => t!("ending-kazan", side = side(s), kazan = kazan),
        OnBoard::Atsyrau { kazans: [w, b] } => t!("ending-atsyrau", white = w, black = b),
        OnBoard::AllCaptured { loser } => t!("ending-all-captured", side = side(loser)),
        OnBoard::Immobilised { loser } => t!("ending-immobilised", side = side(loser)),
        OnBoard::Threefold => t!("ending-threefold"),
        OnBoard::Quiet { turns } => t!("ending-quiet", turns = turns),
    }
}

/// What a game counts at the end, as a word: `kazans`, `pieces`.
pub fn counted(c: Counted) -> String {
    match c {
        Counted::Kazans => t!("tally-kazans"),
        Counted::Pieces => t!("tally-pieces"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::tumicarona::Capture;
    use crate::words::lang::{Lang, with};

    fn en(w: Why) -> String {
        with(Lang::En, || why(&w))
    }

    #[test]
    fn english_is_the_engine_s_old_wording() {
        assert_eq!(
            en(Why::Landing {
                landing: 7,
                own_side: false,
                written: 6
            }),
            "the last kumalak lands in otau 7 (the opponent's side), not 6"
        );
        assert_eq!(
            en(Why::MoveNumber {
                written: 3,
                number: 2,
                side: Side::White
            }),
            "numbered 3, but it is move 2 (White to move)"
        );
        assert_eq!(
            en(Why::BoardDisagrees(Disagreement::Otau {
                side: Side::White,
                otau: 3,
                written: CheckCell::Tuzdyk,
                actual: CheckCell::Count(20)
            })),
            "the board check gives White's otau 3 as a tuzdyk, but it is 20"
        );
        assert_eq!(
            en(Why::BoardCheck(BoardCheckError::Entry("q".into()))),
            "cannot read \"q\" in the board check"
        );
        assert_eq!(
            en(Why::Notation(NotationError::Trailing("y".into()))),
            "unexpected \"y\" after the move"
        );
        let atsyrau = Ending::OnBoard {
            outcome: Outcome::WhiteWins,
            reason: OnBoard::Atsyrau { kazans: [82, 80] },
        };
        assert_eq!(
            en(Why::AtsyrauNoted {
                ending: Ending::OnBoard {
                    outcome: Outcome::BlackWins,
                    reason: OnBoard::Kazan {
                        side: Side::Black,
                        kazan: 83
                    }
                }
            }),
            "the score notes atsyrau ({zero}), but the game ended otherwise (Black's kazan reached 83)"
        );
        assert_eq!(
            en(Why::ResultContradicted {
                written: Declared::Unfinished,
                outcome: Outcome::WhiteWins,
                ending: atsyrau
            }),
            "the result is recorded as *, but the game ended 1-0 (atsyrau, 82-80 after the collection)"
        );
        assert_eq!(
            en(Why::AfterEnd { ending: atsyrau }),
            "the game was already over (atsyrau, 82-80 after the collection, 1-0)"
        );
        assert_eq!(
            with(Lang::En, || syntax(Syntax::UnclosedComment)),
            "the comment is never closed with }"
        );
        assert_eq!(
            with(Lang::En, || syntax(Syntax::TagLine)),
            "a tag line must read [Name \"value\"]"
        );
    }

    #[test]
    fn tumicarona_turns_in_english() {
        let p = |s: &str| crate::rules::tumicarona::board::parse_point(s).unwrap();
        let turn = |step, why| Why::IllegalTurn {
            steps: 2,
            error: IllegalTurn { step, why },
        };
        assert_eq!(
            en(turn(1, TurnError::OpeningSingle { stop: p("e3") })),
            "step 2 of 2: the opening turn is a single movement: the piece stops on e3"
        );
        assert_eq!(
            en(turn(
                0,
                TurnError::NotYours {
                    point: p("d4"),
                    mover: Side::White
                }
            )),
            "step 1 of 2: d4 holds a piece of Black's, not White's"
        );
        assert_eq!(
            en(turn(
                1,
                TurnError::SameDirection {
                    from: p("e3"),
                    to: p("f4"),
                    direction: 4
                }
            )),
            "step 2 of 2: e3-f4: goes north-east again; each step of a chain must change direction"
        );
        assert_eq!(
            en(turn(
                1,
                TurnError::NothingToCapture {
                    from: p("d3"),
                    to: p("d4"),
                    how: Capture::Withdrawal,
                    target: Target::Own(p("d2"), Side::Black)
                }
            )),
            "step 2 of 2: d3-d4: nothing to capture by withdrawal (d2 holds Black's own piece)"
        );
        let quiet = OnBoard::Quiet { turns: 3 };
        assert_eq!(
            with(Lang::En, || on_board(&quiet)),
            "drawn: 3 turns without a capture"
        );
    }

    #[test]
    fn kazakh_and_russian_say_it_in_their_words() {
        let landing = Why::Landing {
            landing: 7,
            own_side: false,
            written: 6,
        };
        let ru = with(Lang::Ru, || why(&landing));
        assert!(ru.contains("лунку 7"), "{ru}");
        let kk = with(Lang::Kk, || why(&landing));
        assert!(kk.contains("7-отау"), "{kk}");
        let plain = Why::PlainCaptures { captured: 2 };
        assert!(with(Lang::Ru, || why(&plain)).ends_with("2 кумалака"));
        let won = OnBoard::Kazan {
            side: Side::Black,
            kazan: 85,
        };
        assert_eq!(
            with(Lang::Ru, || on_board(&won)),
            "в казане чёрных 85 кумалаков"
        );
        assert_eq!(
            with(Lang::Kk, || on_board(&won)),
            "қараның қазаны 85 құмалаққа жетті"
        );
    }
}
