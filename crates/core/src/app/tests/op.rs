//! Operations as data (`app::op`).

use crate::app::*;
use crate::tournament::{Board, GameResult, RoundNo, StartNo, TournamentId};

/// The journal keeps an op as JSON: the shape is the struct's, under the op's name, and
/// stays the same as the journal's earlier lines (released in schema 10).
#[test]
fn an_op_is_kept_in_the_journal_as_its_name_and_fields() {
    let withdraw: Op = Withdraw {
        t: TournamentId(1),
        player: StartNo(2),
        from: RoundNo(3),
    }
    .into();
    assert_eq!(
        withdraw.journal_json(),
        r#"{"withdraw":{"t":1,"player":2,"from":3}}"#
    );
    let pair: Op = PairRound(TournamentId(4)).into();
    assert_eq!(pair.journal_json(), r#"{"pair-round":4}"#);
    let undo: Op = Undo(TournamentId(4), None).into();
    assert_eq!(undo.journal_json(), r#"{"undo":[4,null]}"#);
}

#[test]
fn only_an_op_with_a_way_to_insist_is_insisted_on() {
    let t = TournamentId(1);
    let enter = |insist| {
        Op::EnterResults(EnterResults {
            t,
            round: RoundNo(1),
            entries: vec![ResultEntry {
                board: Board(1),
                result: Some(GameResult::Draw),
                score: None,
            }],
            insist,
        })
    };
    let Some(Op::EnterResults(EnterResults {
        insist, entries, ..
    })) = enter(false).insisted()
    else {
        panic!("results may be insisted on")
    };
    assert!(insist);
    assert_eq!(entries.len(), 1, "the same results");
    assert!(enter(true).insisted().is_none(), "insisted on already");
    assert!(
        Op::PairRound(PairRound(t)).insisted().is_none(),
        "pairing has no way to insist"
    );
}
