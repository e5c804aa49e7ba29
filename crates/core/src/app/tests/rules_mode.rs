//! Rules mode (docs/compliance.md): on by default; once round 1 is paired what decides pairings
//! and standings is locked; leaving it is for good, said on the papers, and lets them change.

use super::super::refusal::Lock;
use super::{event, ok, refused};
use crate::app::*;
use crate::store::Store;
use crate::tournament::tiebreak::TieBreak;
use crate::tournament::{StartNo, System};

#[test]
fn rules_mode_locks_what_decides_pairings_until_it_is_left_for_good() {
    let mut s = Store::memory().expect("memory");
    let t = event(&mut s, System::Swiss, 5, 6);
    let now = |s: &mut Store| query::tournament(s, t).expect("loads").settings;
    assert_eq!(now(&mut s).rules_left, None, "in rules mode by default");
    // Before round 1 everything may change.
    let mut before = now(&mut s);
    before.rounds = 7;
    before.tiebreaks = vec![TieBreak::Buchholz, TieBreak::Wins];
    ok(&mut s, UpdateSettings(before));
    ok(
        &mut s,
        Forbid {
            t,
            a: StartNo(1),
            b: StartNo(2),
            keep: true,
            rounds: None,
        },
    );
    ok(&mut s, PairRound(t));
    // Round 1 paired: rounds, tie-breaks, the bye's points and forbidden pairs are locked.
    for change in [
        |x: &mut crate::tournament::Settings| x.rounds = 9,
        |x: &mut crate::tournament::Settings| x.tiebreaks = vec![TieBreak::Wins],
        |x: &mut crate::tournament::Settings| x.bye_points = 1,
    ] {
        let mut x = now(&mut s);
        change(&mut x);
        let r = refused(&mut s, UpdateSettings(x));
        assert!(matches!(r, Refusal::Locked(Lock::RulesMode)), "{r:?}");
    }
    let forbid = Forbid {
        t,
        a: StartNo(3),
        b: StartNo(4),
        keep: true,
        rounds: None,
    };
    let r = refused(&mut s, forbid.clone());
    assert!(matches!(r, Refusal::Locked(Lock::RulesMode)), "{r:?}");
    // A venue is no rule: it still changes.
    let mut x = now(&mut s);
    x.venue = Some("Түркістан".into());
    ok(&mut s, UpdateSettings(x));
    // Left, for good: after 1 round paired; the rounds and tie-breaks change again.
    assert_eq!(ok(&mut s, LeaveRulesMode(t)), 1);
    assert_eq!(now(&mut s).rules_left, Some(1));
    let r = refused(&mut s, LeaveRulesMode(t));
    assert!(matches!(r, Refusal::RulesModeLeft { after: 1 }), "{r:?}");
    let mut x = now(&mut s);
    x.rounds = 9;
    x.tiebreaks = vec![TieBreak::Wins];
    ok(&mut s, UpdateSettings(x));
    ok(&mut s, forbid);
    assert_eq!(now(&mut s).rounds, 9);
    // Each rule changed after round 1 is on the record (the tie-breaks as stored, the rounds).
    let text = transfer::export(&mut s, t).expect("exports");
    let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("###")).collect();
    assert_eq!(
        lines,
        [
            "### Configuration @ Round 1: rounds 7 => 9",
            "### Configuration @ Round 1: tie-breaks BH,WIN => WIN",
            "### FIDE mode exited @ Round 1",
        ]
    );
    // A settings form written back with rules mode in it does not bring it back.
    let mut x = now(&mut s);
    x.rules_left = None;
    ok(&mut s, UpdateSettings(x));
    assert_eq!(now(&mut s).rules_left, Some(1), "left for good");
    // Every paper says so.
    let tour = query::tournament(&mut s, t).expect("loads");
    let sheet = crate::words::lang::with(crate::tournament::Lang::En, || {
        crate::words::reports::standings_sheet(&tour, 0, false)
    });
    assert!(
        sheet
            .info
            .iter()
            .any(|l| l == "Not in rules mode: left it with 1 rounds paired"),
        "{:?}",
        sheet.info
    );
    // Undo never takes it back.
    assert!(!journal::undoable("leave-rules-mode"));
}

/// C.07 (2026) offers the Buchholz family to a Swiss only: a round-robin is refused it, when
/// created and when its list changes, and keeps what it had.
#[test]
fn no_buchholz_for_a_round_robin() {
    let mut s = Store::memory().expect("memory");
    let t = event(&mut s, System::RoundRobin, 4, 3);
    let now = |s: &mut Store| query::tournament(s, t).expect("loads").settings;
    let before = now(&mut s);
    for tb in [TieBreak::Buchholz, TieBreak::BuchholzMedian2] {
        let mut x = before.clone();
        x.tiebreaks = vec![TieBreak::DirectEncounter, tb];
        let r = refused(&mut s, UpdateSettings(x));
        assert!(
            matches!(r, Refusal::BuchholzInRoundRobin(t) if t == tb),
            "{r:?}"
        );
    }
    assert_eq!(now(&mut s).tiebreaks, before.tiebreaks);
    let mut x = before.clone();
    x.tiebreaks = vec![TieBreak::SonnebornBergerCut2, TieBreak::StartNumber];
    ok(&mut s, UpdateSettings(x));
    assert_eq!(
        now(&mut s).tiebreaks,
        vec![TieBreak::SonnebornBergerCut2, TieBreak::StartNumber]
    );
    let mut new = before.clone();
    new.name = "Another".into();
    new.tiebreaks = vec![TieBreak::BuchholzCut1];
    let r = refused(&mut s, CreateTournament(new));
    assert!(
        matches!(r, Refusal::BuchholzInRoundRobin(TieBreak::BuchholzCut1)),
        "{r:?}"
    );
}

/// In rules mode a Swiss result may be corrected from the round before the last one played
/// (FIDE's checklist Q189-191); an older one stands, unless the tournament leaves rules mode.
/// A result entered where there was none is always taken.
#[test]
fn old_results_stand_in_rules_mode() {
    use crate::tournament::{GameResult, RoundNo};
    let mut s = Store::memory().expect("memory");
    let t = event(&mut s, System::Swiss, 5, 6);
    let all = |round| {
        super::results(
            t,
            round,
            &[
                (1, GameResult::WhiteWins),
                (2, GameResult::WhiteWins),
                (3, GameResult::Draw),
            ],
            false,
        )
    };
    for round in 1..=3 {
        ok(&mut s, PairRound(t));
        ok(&mut s, all(round));
    }
    // Round 4 paired, not played: the last round played is 3, so rounds 2 to 4 may change.
    ok(&mut s, PairRound(t));
    let change = |round| super::results(t, round, &[(1, GameResult::BlackWins)], false);
    let r = refused(&mut s, change(1));
    let Refusal::Several(v) = &r else {
        panic!("{r:?}")
    };
    assert!(
        matches!(v.as_slice(), [Refusal::OnBoard(_, why)]
            if matches!(**why, Refusal::CorrectionTooLate { round: RoundNo(1), from: RoundNo(2) })),
        "{r:?}"
    );
    // Round 2 may change, asked first (rounds 3 and 4 rest on it), then insisted on.
    let r = refused(&mut s, change(2));
    assert!(r.needs_insisting(), "{r:?}");
    let Refusal::Several(v) = &r else {
        panic!("{r:?}")
    };
    assert!(
        matches!(v.as_slice(), [Refusal::OnBoard(_, why)]
            if matches!(**why, Refusal::ChangesEarlierRound { round: RoundNo(2), last: RoundNo(4), .. })),
        "{r:?}"
    );
    let done = ok(
        &mut s,
        super::results(t, 2, &[(1, GameResult::BlackWins)], true),
    );
    assert!(
        done[0].stale.is_some(),
        "round 3 and 4 were paired with the old result"
    );
    // The same result again is no change; a result where none was is taken.
    ok(
        &mut s,
        super::results(t, 1, &[(1, GameResult::WhiteWins)], false),
    );
    ok(
        &mut s,
        super::results(t, 4, &[(1, GameResult::Draw)], false),
    );
    // Out of rules mode any round may change (asked first all the same).
    ok(&mut s, LeaveRulesMode(t));
    ok(
        &mut s,
        super::results(t, 1, &[(1, GameResult::BlackWins)], true),
    );
}

/// The C.07 edition is part of the tie-breaks: once round 1 is paired in rules mode it is
/// refused as a change of its own, and a new start date no longer brings its edition.
#[test]
fn the_tiebreak_edition_is_locked_with_the_tiebreaks() {
    use crate::tournament::Rules;
    let mut s = Store::memory().expect("memory");
    let t = event(&mut s, System::Swiss, 5, 6);
    let now = |s: &mut Store| query::tournament(s, t).expect("loads").settings;
    let mut x = now(&mut s);
    x.start_date = Some("2026-04-01".into());
    ok(&mut s, UpdateSettings(x));
    assert_eq!(now(&mut s).rules, Rules::C07of2026);
    ok(&mut s, PairRound(t));
    let mut x = now(&mut s);
    x.rules = Rules::C07of2024;
    let r = refused(&mut s, UpdateSettings(x));
    assert!(matches!(r, Refusal::Locked(Lock::RulesMode)), "{r:?}");
    // A start date of the 2024 edition's time is taken, its edition is not.
    let mut x = now(&mut s);
    x.start_date = Some("2025-06-01".into());
    ok(&mut s, UpdateSettings(x));
    let after = now(&mut s);
    assert_eq!(
        (after.start_date.as_deref(), after.rules),
        (Some("2025-06-01"), Rules::C07of2026)
    );
}
