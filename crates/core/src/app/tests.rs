//! Unit tests of the command layer: every operation through [`apply`] over `Store::memory`,
//! its outcome and its typed refusals (which change nothing), and two connections on one file:
//! a decision is made on what is stored when it is made, never on what a face saw before.

use super::query;
use super::refusal::{Breach, Contradiction, Lock};
use super::*;
use crate::store::Store;
use crate::tournament::manual::Change;
use crate::tournament::{ByeKind, Entrant, GameResult, KeptApart, Settings, System};

const VALID: &str = "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. 87(10) 87(10) 1-0\n";

fn ok<O: Operation>(store: &mut Store, op: O) -> O::Done {
    match run(store, op) {
        Ok(o) => o,
        Err(r) => panic!("refused: {r} ({r:?})"),
    }
}

fn refused<O: Operation>(store: &mut Store, op: O) -> Refusal {
    match run(store, op) {
        Ok(_) => panic!("not refused"),
        Err(r) => r,
    }
}

fn player(name: &str, rating: u32) -> Entrant {
    Entrant {
        name: name.into(),
        rating: Some(rating),
        ..Entrant::default()
    }
}

/// A tournament with `n` players rated 2000, 1990, ... (starting numbers by entry).
fn event(store: &mut Store, system: System, rounds: u32, n: u32) -> TournamentId {
    // "T", then "T2", "T3": names are unique in a file.
    let name = match query::summaries(store).map_or(0, |l| l.len()) {
        0 => "T".to_string(),
        n => format!("T{}", n + 1),
    };
    let t = ok(
        store,
        CreateTournament(Settings::new(&name, system, rounds)),
    );
    for i in 0..n {
        ok(store, AddPlayer(t, player(&format!("P{i}"), 2000 - 10 * i)));
    }
    t
}

fn load(store: &mut Store, t: TournamentId) -> Tournament {
    query::tournament(store, t).expect("loads")
}

fn results(
    t: TournamentId,
    round: u32,
    entries: &[(u32, GameResult)],
    insist: bool,
) -> EnterResults {
    EnterResults {
        t,
        round: RoundNo(round),
        entries: entries
            .iter()
            .map(|&(b, r)| ResultEntry {
                board: Board(b),
                result: Some(r),
                score: None,
            })
            .collect(),
        insist,
    }
}

/// Pairs round 1 and gives White the win on its first two boards.
fn round_one_played(store: &mut Store, t: TournamentId) {
    ok(store, PairRound(t));
    let white = GameResult::WhiteWins;
    ok(store, results(t, 1, &[(1, white), (2, white)], false));
}

fn memory() -> Store {
    Store::memory().expect("an in-memory database")
}

#[test]
fn creating_refuses_what_is_not_a_tournament() {
    let mut s = memory();
    let r = refused(
        &mut s,
        CreateTournament(Settings::new(" ", System::Swiss, 5)),
    );
    assert!(matches!(r, Refusal::NeedsName(Named::Tournament)), "{r:?}");
    // An event without a name is refused as an event, in words that say so.
    let r = refused(
        &mut s,
        CreateEvent(crate::tournament::event::Event::new("  ")),
    );
    assert!(matches!(r, Refusal::NeedsName(Named::Event)), "{r:?}");
    let said = crate::words::lang::with(crate::tournament::Lang::En, || crate::words::refusal(&r));
    assert_eq!(said, "the event needs a name");
    let r = refused(
        &mut s,
        CreateTournament(Settings::new("T", System::Swiss, 0)),
    );
    assert!(matches!(r, Refusal::NeedsRounds), "{r:?}");
    let r = refused(
        &mut s,
        CreateTournament(Settings::new("T\u{202E}", System::Swiss, 3)),
    );
    assert!(
        matches!(r, Refusal::ControlCharacter { c: '\u{202E}', .. }),
        "{r:?}"
    );
    assert!(query::summaries(&mut s).expect("list").is_empty());
}

/// Dates as an arbiter types them (issue 47): `DD.MM.YYYY` and `D.M.YYYY` as the players' CSV
/// reads them, stored `YYYY-MM-DD`; a year alone or a day and month that could be either way
/// round is no date.
#[test]
fn a_date_typed_as_arbiters_write_it_is_stored_as_a_date() {
    let mut s = memory();
    let mut set = Settings::new("Cup", System::Swiss, 5);
    set.start_date = Some("05.03.2026".into());
    set.end_date = Some("7.3.2026".into());
    let t = ok(&mut s, CreateTournament(set));
    let mut stored = load(&mut s, t).settings;
    assert_eq!(
        (stored.start_date.as_deref(), stored.end_date.as_deref()),
        (Some("2026-03-05"), Some("2026-03-07"))
    );
    for bad in ["2026", "03/04/2026", "30.02.2026", "5.3.26"] {
        stored.end_date = Some(bad.into());
        let r = refused(&mut s, UpdateSettings(stored.clone()));
        assert!(
            matches!(&r, Refusal::BadDate(d) if d == bad),
            "{bad}: {r:?}"
        );
    }
    stored.end_date = Some(" 09.03.2026 ".into());
    ok(&mut s, UpdateSettings(stored));
    assert_eq!(
        load(&mut s, t).settings.end_date.as_deref(),
        Some("2026-03-09")
    );
}

#[test]
fn a_date_given_must_be_a_date_and_is_checked_first() {
    let mut s = memory();
    let mut set = Settings::new("", System::Swiss, 0);
    set.start_date = Some(String::new());
    let r = refused(&mut s, CreateTournament(set.clone()));
    assert!(matches!(&r, Refusal::BadDate(d) if d.is_empty()), "{r:?}");
    set.start_date = Some("2026-11-25".into());
    set.end_date = Some("2026-13-01".into());
    assert!(matches!(
        refused(&mut s, CreateTournament(set.clone())),
        Refusal::BadDate(_)
    ));
    set.end_date = None;
    assert!(matches!(
        refused(&mut s, CreateTournament(set)),
        Refusal::NeedsName(Named::Tournament)
    ));
    assert!(query::summaries(&mut s).expect("list").is_empty());
}

#[test]
fn players_are_added_checked_edited_and_numbered() {
    let mut s = memory();
    let t = event(&mut s, System::Swiss, 5, 3);
    let r = refused(
        &mut s,
        AddPlayer(
            t,
            Entrant {
                title: Some("XYZ".into()),
                ..player("Q", 1)
            },
        ),
    );
    assert!(matches!(r, Refusal::BadTitle(ref x) if x == "XYZ"), "{r:?}");
    let mut e = load(&mut s, t).entrants[1].clone();
    e.name = "  Renamed   Player ".into();
    assert_eq!(ok(&mut s, EditPlayer(t, e.clone())), e.player_id);
    assert_eq!(load(&mut s, t).entrants[1].name, "Renamed Player");
    e.player_id = PlayerId(999);
    let r = refused(&mut s, EditPlayer(t, e));
    assert!(
        matches!(
            r,
            Refusal::NotEntered {
                id: PlayerId(999),
                ..
            }
        ),
        "{r:?}"
    );
    // By hand: every number once, else refused with the numbers there are.
    let r = refused(&mut s, OrderPlayers(t, manage::Order::Hand(vec![3, 1])));
    assert!(
        matches!(r, Refusal::NotAnOrder { ref numbers } if numbers.len() == 3),
        "{r:?}"
    );
    ok(&mut s, OrderPlayers(t, manage::Order::Hand(vec![3, 1, 2])));
    let names: Vec<String> = load(&mut s, t)
        .entrants
        .iter()
        .map(|e| e.name.clone())
        .collect();
    assert_eq!(names, ["P2", "P0", "Renamed Player"]);
    let gone = ok(&mut s, DeletePlayer(t, StartNo(1)));
    assert!(gone.name == "P2", "{gone:?}");
    let nos: Vec<u32> = load(&mut s, t).entrants.iter().map(|e| e.no).collect();
    assert_eq!(nos, [1, 2], "the numbers stay 1..n");
    let r = refused(&mut s, DeletePlayer(t, StartNo(7)));
    assert!(matches!(r, Refusal::NoPlayer(StartNo(7))), "{r:?}");
}

#[test]
fn a_file_of_players_is_all_or_nothing_listing_every_bad_row() {
    let mut s = memory();
    let t = event(&mut s, System::Swiss, 5, 0);
    let text = "Name;Rating\nA;2000\nB;9000\nC;1500\nD;5000\n";
    let op = |text: &str| ImportPlayers {
        t,
        file: "p.csv".into(),
        text: text.into(),
    };
    let r = refused(&mut s, op(text));
    let Refusal::Several(rows) = &r else {
        panic!("{r:?}")
    };
    assert_eq!(rows.len(), 2, "{r:?}");
    assert_eq!(
        crate::words::refusal(&r),
        "p.csv:3: rating `9000` is out of range (0..4000)\np.csv:5: rating `5000` is out of range (0..4000)"
    );
    assert!(load(&mut s, t).entrants.is_empty(), "nothing was entered");
    let added = ok(&mut s, op("Name;Rating\nA;2000\nB;1900\n"));
    assert_eq!(added, vec![StartNo(1), StartNo(2)]);
}

#[test]
fn settings_lock_once_round_one_is_paired() {
    let mut s = memory();
    let t = event(&mut s, System::Swiss, 5, 4);
    let mut set = load(&mut s, t).settings;
    set.system = System::RoundRobin;
    ok(&mut s, UpdateSettings(set.clone()));
    set.system = System::Swiss;
    ok(&mut s, UpdateSettings(set.clone()));
    ok(&mut s, PairRound(t));
    set.system = System::RoundRobin;
    let r = refused(&mut s, UpdateSettings(set.clone()));
    assert!(matches!(r, Refusal::Locked(Lock::System)), "{r:?}");
    set.system = System::Swiss;
    set.start_date = Some("2024-02-30".into());
    let r = refused(&mut s, UpdateSettings(set.clone()));
    assert!(matches!(r, Refusal::BadDate(_)), "{r:?}");
    set.start_date = None;
    set.name = "New".into();
    ok(&mut s, UpdateSettings(set));
    assert_eq!(load(&mut s, t).settings.name, "New");
}

#[test]
fn pairing_results_and_deleting_a_round() {
    let mut s = memory();
    let t = event(&mut s, System::Swiss, 3, 5);
    let lone = event(&mut s, System::Swiss, 3, 1);
    assert!(matches!(
        refused(&mut s, PairRound(lone)),
        Refusal::TooFewPlayers
    ));
    ok(
        &mut s,
        RequestBye {
            t,
            player: StartNo(5),
            round: RoundNo(1),
            kind: ByeKind::Half,
            insist: false,
        },
    );
    let p = ok(&mut s, PairRound(t));
    assert_eq!(p.round.number, RoundNo(1));
    assert_eq!(p.round.games.len(), 2);
    assert!(p.round.byes.contains(&(5, ByeKind::Half)));
    let r = refused(&mut s, PairRound(t));
    assert!(
        matches!(r, Refusal::Incomplete { round: RoundNo(1), ref boards } if boards.len() == 2),
        "{r:?}"
    );
    // A board that is not there refuses the lot: board 1 is not stored either.
    let r = refused(
        &mut s,
        results(
            t,
            1,
            &[(1, GameResult::WhiteWins), (7, GameResult::Draw)],
            false,
        ),
    );
    assert_eq!(
        crate::words::refusal(&r),
        "round 1 has no board 7 (boards 1..2)"
    );
    assert!(load(&mut s, t).rounds[0].games[0].result.is_none());
    let e = ok(
        &mut s,
        results(
            t,
            1,
            &[(1, GameResult::WhiteWins), (2, GameResult::Draw)],
            false,
        ),
    );
    assert_eq!(e.len(), 2);
    ok(&mut s, PairRound(t));
    assert_eq!(ok(&mut s, DeleteLastRound(t)), RoundNo(2));
    assert_eq!(load(&mut s, t).rounds.len(), 1);
    let r = refused(&mut s, results(t, 2, &[(1, GameResult::Draw)], false));
    assert!(
        matches!(r, Refusal::RoundNotPaired { paired: 1, .. }),
        "{r:?}"
    );
}

#[test]
fn a_score_that_contradicts_needs_insisting_and_then_leaves_a_warning() {
    let mut s = memory();
    let t = event(&mut s, System::Swiss, 3, 2);
    ok(&mut s, PairRound(t));
    let op = |insist| EnterResults {
        t,
        round: RoundNo(1),
        entries: vec![ResultEntry {
            board: Board(1),
            result: Some(GameResult::BlackWins),
            score: Some(play::ScoreFile {
                name: "g.pgn".into(),
                text: VALID.into(),
            }),
        }],
        insist,
    };
    let r = refused(&mut s, op(false));
    assert!(r.needs_insisting(), "{r:?}");
    let Refusal::Several(v) = &r else {
        panic!("{r:?}")
    };
    assert!(
        matches!(&v[0], Refusal::OnBoard(Board(1), c) if matches!(**c, Refusal::Contradicts(Contradiction::Outcome { .. }))),
        "{r:?}"
    );
    let said = crate::words::refusal(&r);
    assert!(!said.contains("--force"), "the core names no flag: {said}");
    let e = ok(&mut s, op(true));
    let w = e[0].warning.as_ref().expect("a warning");
    assert!(
        matches!(
            w.0,
            Contradiction::Outcome {
                result: GameResult::BlackWins,
                ..
            }
        ),
        "{w:?}"
    );
    assert!(w.to_string().starts_with(
        "the score contradicts the result: the result is 0-1 but the score gives 1-0 ("
    ));
    let v = e[0].verdict.as_ref().expect("judged");
    assert!(v.to_string().starts_with("valid, 1-0 ("), "{v}");
    assert!(v.to_string().ends_with("2 plies, kazans 10-10"), "{v}");
    let g = &load(&mut s, t).rounds[0].games[0];
    assert_eq!(g.result, Some(GameResult::BlackWins));
    assert!(g.has_score && g.warning.is_some());
}

#[test]
fn withdrawing_forfeits_and_reinstating_clears() {
    let mut s = memory();
    let t = event(&mut s, System::RoundRobin, 3, 4);
    ok(&mut s, PairRound(t));
    let r = refused(
        &mut s,
        Withdraw {
            t,
            player: StartNo(9),
            from: RoundNo(1),
        },
    );
    assert!(matches!(r, Refusal::NoPlayer(StartNo(9))), "{r:?}");
    let f = ok(
        &mut s,
        Withdraw {
            t,
            player: StartNo(1),
            from: RoundNo(1),
        },
    );
    assert_eq!(f.len(), 1);
    let (round, board) = f[0];
    let tour = load(&mut s, t);
    let g = &tour.rounds[0].games[board.0 as usize - 1];
    assert!(g.result.is_some_and(|r| r.is_forfeit()), "{g:?}");
    // A game result for a withdrawn player needs insisting.
    let r = refused(
        &mut s,
        results(t, round.0, &[(board.0, GameResult::Draw)], false),
    );
    assert!(r.needs_insisting(), "{r:?}");
    let back = ok(
        &mut s,
        Reinstate {
            t,
            player: StartNo(1),
            from: None,
        },
    );
    assert_eq!(
        back,
        Reinstated {
            from: RoundNo(1),
            cleared: vec![(round, board)]
        }
    );
    assert!(
        load(&mut s, t).rounds[0].games[board.0 as usize - 1]
            .result
            .is_none()
    );
    let r = refused(
        &mut s,
        Reinstate {
            t,
            player: StartNo(1),
            from: None,
        },
    );
    assert!(matches!(r, Refusal::NotWithdrawn(StartNo(1))), "{r:?}");
}

#[test]
fn changing_a_pairing_checks_the_criteria() {
    let mut s = memory();
    let t = event(&mut s, System::Swiss, 3, 4);
    round_one_played(&mut s, t);
    let first = load(&mut s, t).rounds[0].games.clone();
    ok(&mut s, PairRound(t));
    // A rematch of round 1's board 1: breaks an absolute criterion.
    let (a, b) = (first[0].white, first[0].black);
    let (c, d) = (first[1].white, first[1].black);
    let rematch = Change::Replace {
        boards: vec![(StartNo(b), StartNo(a)), (StartNo(d), StartNo(c))],
        bye: None,
    };
    let op = |insist| ChangePairing {
        t,
        change: rematch.clone(),
        insist,
        seen: None,
    };
    let r = refused(&mut s, op(false));
    assert!(r.needs_insisting(), "{r:?}");
    assert!(
        matches!(&r, Refusal::InRound(RoundNo(2), b) if matches!(&**b, Refusal::BreaksCriteria(v) if matches!(v[0], Breach::Rematch { .. }))),
        "{r:?}"
    );
    let w = ok(&mut s, op(true));
    assert_eq!(w.absolute.len(), 2);
    let g = load(&mut s, t).rounds[1].games.clone();
    assert_eq!((g[0].white, g[0].black), (b, a));
    ok(
        &mut s,
        ChangePairing {
            t,
            change: Change::SwapColours(Board(1)),
            insist: true,
            seen: None,
        },
    );
    let g = load(&mut s, t).rounds[1].games.clone();
    assert_eq!((g[0].white, g[0].black), (a, b));
    let r = refused(
        &mut s,
        ChangePairing {
            t,
            change: Change::SwapColours(Board(5)),
            insist: true,
            seen: None,
        },
    );
    assert!(
        matches!(
            r,
            Refusal::BoardMissing {
                board: Board(5),
                ..
            }
        ),
        "{r:?}"
    );
    // Not a round at all: refused even when insisting.
    let r = refused(
        &mut s,
        ChangePairing {
            t,
            change: Change::Replace {
                boards: vec![(StartNo(1), StartNo(2))],
                bye: None,
            },
            insist: true,
            seen: None,
        },
    );
    assert!(!r.needs_insisting(), "{r:?}");
}

#[test]
fn forbidden_pairs_byes_and_deleting_a_tournament() {
    let mut s = memory();
    let t = event(&mut s, System::Swiss, 3, 4);
    let rr = event(&mut s, System::RoundRobin, 3, 4);
    let forbid = |t, a, b| Forbid {
        t,
        a: StartNo(a),
        b: StartNo(b),
        keep: true,
        rounds: None,
    };
    assert!(matches!(
        refused(&mut s, forbid(rr, 1, 2)),
        Refusal::ForbiddenNotSwiss
    ));
    assert!(matches!(
        refused(&mut s, forbid(t, 2, 2)),
        Refusal::SamePlayer
    ));
    assert!(matches!(
        refused(&mut s, forbid(t, 2, 8)),
        Refusal::NoPlayer(StartNo(8))
    ));
    ok(&mut s, forbid(t, 1, 2));
    assert_eq!(
        query::forbidden(&mut s, t).expect("read"),
        vec![KeptApart::always(1, 2)]
    );
    // Only in some rounds: a range of the tournament's rounds, stored with the pair.
    let ranged = |first, last| Forbid {
        rounds: Some((RoundNo(first), RoundNo(last))),
        ..forbid(t, 3, 4)
    };
    for (first, last) in [(0, 2), (3, 2), (2, 4)] {
        let r = refused(&mut s, ranged(first, last));
        assert!(matches!(r, Refusal::BadRounds { rounds: 3, .. }), "{r:?}");
    }
    ok(&mut s, ranged(1, 2));
    assert_eq!(
        query::forbidden(&mut s, t).expect("read")[1],
        KeptApart {
            a: 3,
            b: 4,
            rounds: Some((1, 2))
        }
    );
    let bye = |t, kind| RequestBye {
        t,
        player: StartNo(1),
        round: RoundNo(2),
        kind,
        insist: false,
    };
    assert!(matches!(
        refused(&mut s, bye(rr, ByeKind::Half)),
        Refusal::RoundRobinByes
    ));
    assert!(matches!(
        refused(&mut s, bye(t, ByeKind::PairingAllocated)),
        Refusal::RequestedByeKind
    ));
    ok(&mut s, bye(t, ByeKind::Zero));
    let c = ok(&mut s, DeleteTournament(rr));
    assert_eq!((c.players, c.rounds), (4, 0));
    let ids: Vec<TournamentId> = query::summaries(&mut s)
        .expect("list")
        .iter()
        .map(|x| x.id)
        .collect();
    assert_eq!(ids, [t]);
    let r = refused(&mut s, DeleteTournament(rr));
    assert!(
        matches!(r, Refusal::NoTournament { id, .. } if id == rr),
        "{r:?}"
    );
}

#[test]
fn the_list_is_summed_up_without_loading() {
    let mut s = memory();
    let t = event(&mut s, System::Swiss, 7, 5);
    ok(&mut s, PairRound(t));
    let list = query::summaries(&mut s).expect("list");
    assert_eq!(list.len(), 1);
    let one = &list[0];
    assert_eq!(
        (
            one.name.as_str(),
            one.system,
            one.rounds,
            one.paired,
            one.players,
            one.pending
        ),
        ("T", System::Swiss, 7, 1, 5, 2)
    );
}

#[test]
fn importing_a_bad_trf_changes_nothing() {
    let mut s = memory();
    let r = refused(
        &mut s,
        ImportTrf {
            file: "x.trf".into(),
            text: "001 nonsense\n".into(),
            points_from_results: false,
        },
    );
    assert!(
        matches!(r, Refusal::BadInput(ref v) if v[0].file == "x.trf" && v[0].line == Some(1)),
        "{r:?}"
    );
    assert!(query::summaries(&mut s).expect("list").is_empty());
}

mod adjourned;
mod concurrent;
mod hall;
mod op;
mod rules_mode;
mod scores;
mod warnings;
