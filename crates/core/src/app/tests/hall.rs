//! Who is taken for absent when a round is paired with those present (`app::hall::presence`):
//! one rule, read by the operation and by the faces' confirmation alike.

use std::collections::HashSet;

use super::{event, load, memory, ok};
use crate::app::hall::{CheckIn, PairPresent, SetHall, presence, present};
use crate::app::{RequestBye, Withdraw};
use crate::tournament::hall::CheckIn as When;
use crate::tournament::{ByeKind, RoundNo, StartNo, System};

#[test]
fn the_absent_are_those_who_play_on_without_a_check_in_or_an_announced_bye() {
    let mut store = memory();
    let t = event(&mut store, System::Swiss, 3, 6);
    let set = SetHall {
        t,
        check_in: Some(When::First),
        accept_confirmed: None,
        explain: None,
    };
    ok(&mut store, set);
    for no in [1, 2, 3] {
        let here = CheckIn {
            t,
            by: None,
            player: Some(StartNo(no)),
        };
        ok(&mut store, here);
    }
    // No 4 withdrew before round 1; No 5 announced a bye for it; No 6 is simply not here.
    ok(
        &mut store,
        Withdraw {
            t,
            player: StartNo(4),
            from: RoundNo(1),
        },
    );
    ok(
        &mut store,
        RequestBye {
            t,
            player: StartNo(5),
            round: RoundNo(1),
            kind: ByeKind::Half,
            insist: false,
        },
    );
    let tour = load(&mut store, t);
    let p = present(&mut store, &tour).expect("reads");
    let nos = |v: &[StartNo]| v.iter().map(|n| n.0).collect::<Vec<_>>();
    assert_eq!(p.round, RoundNo(1));
    assert_eq!(nos(&p.here), [1, 2, 3]);
    assert_eq!(nos(&p.playing), [1, 2, 3, 5, 6]);
    assert_eq!(nos(&p.absent), [6]);
    // The operation gives exactly those a zero-point bye.
    let (absent, _) = ok(&mut store, PairPresent(t));
    assert_eq!(nos(&absent), nos(&p.absent));
    // The pure rule, without the store: nobody checked in, no byes: everyone who plays on.
    let none = presence(&tour, RoundNo(1), &HashSet::new(), &[]);
    assert_eq!(nos(&none.absent), [1, 2, 3, 5, 6]);
}

#[test]
fn hall_settings_are_kept_in_the_journal_by_their_codes() {
    let op: crate::app::Op = SetHall {
        t: crate::tournament::TournamentId(1),
        check_in: Some(When::Each),
        accept_confirmed: None,
        explain: Some(true),
    }
    .into();
    assert_eq!(
        op.journal_json(),
        r#"{"set-hall":{"t":1,"check_in":"each","accept_confirmed":null,"explain":true}}"#
    );
}
