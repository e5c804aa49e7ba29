//! Graded warnings (docs/compliance.md, "Warning levels"): what is asked about before it is
//! done, and what is said after.

use super::{event, ok, refused};
use crate::app::*;
use crate::store::Store;
use crate::tournament::manual::Change;
use crate::tournament::{Board, ByeKind, GameResult, RoundNo, StartNo, System};

fn memory() -> Store {
    Store::memory().expect("memory")
}

/// A second half-point bye is asked about (FIDE's checklist Q174, level 3): refused with the
/// rounds of the first, given when insisted on; a zero-point bye and the same round again
/// are not asked about.
#[test]
fn a_second_half_point_bye_is_asked_about() {
    let mut s = memory();
    let t = event(&mut s, System::Swiss, 7, 8);
    let bye = |round, kind| RequestBye {
        t,
        player: StartNo(3),
        round: RoundNo(round),
        kind,
        insist: false,
    };
    ok(&mut s, bye(2, ByeKind::Half));
    ok(&mut s, bye(2, ByeKind::Half));
    ok(&mut s, bye(3, ByeKind::Zero));
    let r = refused(&mut s, bye(5, ByeKind::Half));
    assert!(
        matches!(&r, Refusal::SecondHalfBye { player: StartNo(3), rounds } if rounds == &[RoundNo(2)]),
        "{r:?}"
    );
    assert!(r.needs_insisting());
    let again = Op::RequestBye(bye(5, ByeKind::Half))
        .insisted()
        .expect("may insist");
    assert!(matches!(
        again,
        Op::RequestBye(RequestBye { insist: true, .. })
    ));
    ok(
        &mut s,
        RequestBye {
            insist: true,
            ..bye(5, ByeKind::Half)
        },
    );
    let byes = query::requested_byes(&mut s, t).expect("byes");
    assert_eq!(
        byes.iter()
            .filter(|b| b.0 == 3 && b.2 == ByeKind::Half)
            .count(),
        2
    );
}

/// A manual change that gives both players of a board the colour opposite to the one each is
/// due is said (FIDE's checklist Q67, level 2): after a round of draws the engine gives each
/// board's players their due colours, and swapping a board's colours goes against both.
#[test]
fn both_players_against_their_colour_is_said() {
    let mut s = memory();
    let t = event(&mut s, System::Swiss, 5, 4);
    ok(&mut s, PairRound(t));
    let draws = super::results(t, 1, &[(1, GameResult::Draw), (2, GameResult::Draw)], false);
    ok(&mut s, draws);
    ok(&mut s, PairRound(t));
    let swap = ChangePairing {
        t,
        change: Change::SwapColours(Board(1)),
        insist: false,
        seen: None,
    };
    let b = ok(&mut s, swap);
    assert!(
        b.colour.iter().any(|w| matches!(
            w,
            crate::pairing::stored::Breach::BothAgainstPreference {
                board: Board(1),
                ..
            }
        )),
        "{b:?}"
    );
    // Swapped back: each has his colour again, nothing to say.
    let back = ChangePairing {
        t,
        change: Change::SwapColours(Board(1)),
        insist: false,
        seen: None,
    };
    assert!(ok(&mut s, back).colour.is_empty());
}
