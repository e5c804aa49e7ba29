//! Game scores through the operations: a stored score checked again, the records export.

use super::*;

/// A result corrected on a board whose stored score is invalid (kept by insisting) is checked
/// against that score again, and the refusal names it as the stored score of the board: no
/// English name is made up in the core.
#[test]
fn a_stored_score_checked_again_is_named_as_the_boards_stored_score() {
    let mut s = memory();
    let t = event(&mut s, System::Swiss, 3, 2);
    ok(&mut s, PairRound(t));
    let bad = VALID.replace("87(10) 87(10)", "87(10) 87(11)");
    let op = |result, score: Option<&str>, insist| EnterResults {
        t,
        round: RoundNo(1),
        entries: vec![ResultEntry {
            board: Board(1),
            result: Some(result),
            score: score.map(|text| play::ScoreFile {
                name: "g.pgn".into(),
                text: text.into(),
            }),
        }],
        insist,
    };
    ok(&mut s, op(GameResult::WhiteWins, Some(&bad), true));
    let r = refused(&mut s, op(GameResult::Draw, None, false));
    let Refusal::Several(v) = &r else {
        panic!("{r:?}")
    };
    let Refusal::OnBoard(Board(1), c) = &v[0] else {
        panic!("{r:?}")
    };
    let Refusal::Contradicts(Contradiction::Invalid(at)) = &**c else {
        panic!("{c:?}")
    };
    assert_eq!(
        at.file,
        crate::tournament::manual::ScoreName::Stored(Board(1))
    );
    let said = crate::words::refusal(&r);
    assert!(said.contains("the stored score of board 1:"), "{said}");
    let g = &load(&mut s, t).rounds[0].games[0];
    assert_eq!(g.result, Some(GameResult::WhiteWins), "nothing changed");
}

#[test]
fn record_export_heads_each_stored_score_and_keeps_its_own_tags() {
    let mut s = memory();
    let t = event(&mut s, System::Swiss, 3, 4);
    ok(&mut s, PairRound(t));
    // The stored score names White and Black itself ("a", "b"), and mentions a tag only in a
    // comment, which is not a tag.
    let text = VALID.replace("1. 87(10) 87(10)", "1. 87(10) {[Round \"9\"]} 87(10)");
    assert_ne!(text, VALID);
    let save = SaveScore {
        t,
        round: RoundNo(1),
        board: Board(1),
        score: play::ScoreFile {
            name: "g.pgn".into(),
            text,
        },
        insist: false,
    };
    ok(&mut s, save);
    let tour = load(&mut s, t);
    let out = transfer::export_records(&mut s, &tour).expect("exported");
    let games = crate::formats::record::read(&out);
    assert_eq!(games.len(), 1, "{out}");
    let g = &games[0];
    assert_eq!(g.tag("White"), Some("a"), "the score's own tag is kept");
    assert_eq!(out.matches("[White ").count(), 1, "{out}");
    assert_eq!(
        g.tag("Round"),
        Some("1"),
        "a tag in a comment is not the score's: {out}"
    );
    assert_eq!(g.tag("Event"), Some("T"));
    assert_eq!(g.tag("Board"), Some("1"));
    assert_eq!(g.moves.len(), 2);
}
