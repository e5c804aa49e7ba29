//! The words' unit tests: refusals, hints, lists of boards.

use super::*;
use crate::tournament::{Board, RoundNo, StartNo};

#[test]
fn a_face_adds_its_own_way_to_insist() {
    let r = Refusal::Contradicts(Contradiction::ForfeitWithMoves { plies: 3 }).on_board(Board(2));
    assert!(r.needs_insisting());
    assert_eq!(
        refusal(&r),
        "board 2: a forfeited game has no moves, but the score has 3 plies; the result was not entered"
    );
    let said = refusal_then(&r, &|_| " [insist]".into());
    assert!(said.ends_with("not entered [insist]"), "{said}");
    let gone = Refusal::DeleteAfterRound1(StartNo(2));
    assert!(
        !refusal(&gone).contains("orda"),
        "the window names no command"
    );
    let hint = |h: Hint| match h {
        Hint::WithdrawInstead => " (withdraw)".to_string(),
        _ => String::new(),
    };
    assert!(refusal_with(&gone, &hint).ends_with("withdraw him instead (withdraw)"));
    let plain = Refusal::NoPlayer(StartNo(4)).in_round(RoundNo(1));
    assert!(!plain.needs_insisting());
    assert_eq!(
        refusal_then(&plain, &|_| "X".into()),
        "round 1: there is no player 4"
    );
}

#[test]
fn a_long_list_of_boards_is_cut_and_counted() {
    let boards: Vec<Board> = (1..=1500).map(Board).collect();
    let r = Refusal::Incomplete {
        round: RoundNo(3),
        boards,
    };
    let said = refusal(&r);
    assert_eq!(
        said,
        "round 3 is not complete: board(s) 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 and 1488 more have no result"
    );
    let few = Refusal::Incomplete {
        round: RoundNo(1),
        boards: vec![Board(2), Board(5)],
    };
    assert_eq!(
        refusal(&few),
        "round 1 is not complete: board(s) 2, 5 have no result"
    );
}
