//! Adjourned games and corrections for rating only against the other operations: a round
//! deleted and paired again, a withdrawal, a manual change, a result changed; and a
//! round-robin's results, which later rounds do not rest on.

use super::{event, load, ok, refused, results, round_one_played};
use crate::app::*;
use crate::store::Store;
use crate::tournament::{Adjourned, Board, GameResult, RoundNo, StartNo, System};

fn adjourn(t: TournamentId, round: u32, board: u32) -> Adjourn {
    Adjourn {
        t,
        round: RoundNo(round),
        board: Board(board),
    }
}

#[test]
fn an_adjourned_game_meets_the_other_operations() {
    let mut s = Store::memory().expect("memory");
    let t = event(&mut s, System::Swiss, 5, 6);
    round_one_played(&mut s, t);
    ok(&mut s, adjourn(t, 1, 3));
    ok(&mut s, PairRound(t));
    // A round with an adjourned game has been played: its pairing is not changed.
    let g = load(&mut s, t).rounds[1].games[0].clone();
    let mut change = ChangePairing {
        t,
        change: crate::tournament::manual::Change::SwapColours(g.board),
        insist: true,
        seen: None,
    };
    ok(&mut s, adjourn(t, 2, 1));
    let r = refused(&mut s, change.clone());
    assert!(matches!(r, Refusal::RoundHasResults(RoundNo(2))), "{r:?}");
    // A withdrawal forfeits the games waiting, never an adjourned one.
    let player = StartNo(g.white);
    let cleared = ok(
        &mut s,
        Withdraw {
            t,
            player,
            from: RoundNo(2),
        },
    );
    assert!(cleared.is_empty(), "{cleared:?}");
    assert!(load(&mut s, t).rounds[1].games[0].is_open_adjourned());
    ok(
        &mut s,
        Reinstate {
            t,
            player,
            from: None,
        },
    );
    // Round 1's game ends 1-0 with round 2 paired; round 2 deleted and paired again: the
    // new pairing reads 1-0, not the draw.
    ok(&mut s, results(t, 1, &[(3, GameResult::WhiteWins)], false));
    assert_eq!(
        load(&mut s, t).rounds[0].games[2].adjourned,
        Some(Adjourned::Decided { paired: 2 })
    );
    ok(&mut s, DeleteLastRound(t));
    let g = &load(&mut s, t).rounds[0].games[2];
    assert_eq!(g.adjourned, Some(Adjourned::Decided { paired: 1 }));
    assert_eq!(g.result_for_pairing(2), Some(GameResult::WhiteWins));
    ok(&mut s, PairRound(t));
    change.seen = None;
    ok(&mut s, change);
}

#[test]
fn a_correction_for_rating_goes_with_the_result_it_corrects() {
    let mut s = Store::memory().expect("memory");
    let t = event(&mut s, System::Swiss, 5, 6);
    ok(&mut s, PairRound(t));
    ok(&mut s, results(t, 1, &[(1, GameResult::WhiteWins)], false));
    let correct = |result| CorrectForRating {
        t,
        round: RoundNo(1),
        board: Board(1),
        result: Some(result),
    };
    assert_eq!(
        ok(&mut s, correct(GameResult::BlackWins)),
        GameResult::WhiteWins
    );
    assert_eq!(
        load(&mut s, t).rounds[0].games[0].rating_result,
        Some(GameResult::BlackWins)
    );
    // The same result again keeps it; another result (or none) ends it.
    ok(&mut s, results(t, 1, &[(1, GameResult::WhiteWins)], false));
    assert!(load(&mut s, t).rounds[0].games[0].rating_result.is_some());
    ok(&mut s, results(t, 1, &[(1, GameResult::Draw)], false));
    assert_eq!(load(&mut s, t).rounds[0].games[0].rating_result, None);
    // A board without a result has nothing to correct.
    let r = refused(
        &mut s,
        CorrectForRating {
            board: Board(2),
            ..correct(GameResult::Draw)
        },
    );
    assert!(matches!(r, Refusal::RatingNeedsResult { .. }), "{r:?}");
}

#[test]
fn a_round_robin_result_is_corrected_without_a_question() {
    let mut s = Store::memory().expect("memory");
    let t = event(&mut s, System::RoundRobin, 3, 4);
    round_one_played(&mut s, t);
    ok(&mut s, PairRound(t));
    // Its rounds are the Berger tables': round 2 does not rest on round 1's results.
    ok(&mut s, results(t, 1, &[(1, GameResult::BlackWins)], false));
    assert_eq!(
        load(&mut s, t).rounds[0].games[0].result,
        Some(GameResult::BlackWins)
    );
}
