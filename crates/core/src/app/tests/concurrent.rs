//! Two connections on one file: what a face saw before is not what the decision rests on; and
//! the cost of the tournament list (a measurement run by hand).

use super::*;
use crate::tournament::{Round, Tournament};

struct TempDb(std::path::PathBuf);

impl TempDb {
    fn new(name: &str) -> TempDb {
        let p = std::env::temp_dir().join(format!("orda-app-{name}-{}.sqlite", std::process::id()));
        let _ = std::fs::remove_file(&p);
        TempDb(p)
    }
}

impl Drop for TempDb {
    fn drop(&mut self) {
        for ext in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{ext}", self.0.display()));
        }
        let _ = std::fs::remove_dir_all(crate::store::backups_dir(&self.0));
    }
}

#[test]
fn a_change_decided_on_a_stale_view_is_refused() {
    let f = TempDb::new("stale-change");
    let mut window = Store::open(&f.0).expect("open");
    let t = event(&mut window, System::Swiss, 3, 4);
    ok(&mut window, PairRound(t));
    // The window shows round 1 without results and offers a colour swap...
    let seen = load(&mut window, t);
    assert!(seen.rounds[0].games.iter().all(|g| g.result.is_none()));
    // ... while the command line enters a result on the same file.
    let mut cli = Store::open(&f.0).expect("open again");
    ok(&mut cli, results(t, 1, &[(1, GameResult::Draw)], false));
    let r = refused(
        &mut window,
        ChangePairing {
            t,
            change: Change::SwapColours(Board(2)),
            insist: false,
            seen: None,
        },
    );
    assert!(matches!(r, Refusal::RoundHasResults(RoundNo(1))), "{r:?}");
    let now = load(&mut window, t);
    assert_eq!(
        now.rounds[0].games[0].result,
        Some(GameResult::Draw),
        "kept"
    );
    assert_eq!(
        (now.rounds[0].games[1].white, now.rounds[0].games[1].black),
        (seen.rounds[0].games[1].white, seen.rounds[0].games[1].black),
        "not swapped"
    );
}

#[test]
fn a_result_for_a_player_withdrawn_meanwhile_is_refused_and_pairing_is_redone() {
    let f = TempDb::new("stale-result");
    let mut window = Store::open(&f.0).expect("open");
    let t = event(&mut window, System::Swiss, 3, 4);
    ok(&mut window, PairRound(t));
    let board = load(&mut window, t).rounds[0].games[0].clone();
    let mut cli = Store::open(&f.0).expect("open again");
    ok(
        &mut cli,
        Withdraw {
            t,
            player: StartNo(board.white),
            from: RoundNo(1),
        },
    );
    // The window's result key for board 1: a draw, on a board that is a forfeit by now.
    let r = refused(&mut window, results(t, 1, &[(1, GameResult::Draw)], false));
    assert!(r.needs_insisting(), "{r:?}");
    let g = &load(&mut window, t).rounds[0].games[0];
    assert_eq!(
        g.result,
        Some(GameResult::BlackByForfeit),
        "the forfeit stands"
    );
    // Pairing the next round from the window is decided on the round as stored now.
    ok(
        &mut cli,
        results(t, 1, &[(2, GameResult::WhiteWins)], false),
    );
    let p = ok(&mut window, PairRound(t));
    assert!(
        p.round
            .games
            .iter()
            .all(|g| g.white != board.white && g.black != board.white),
        "the withdrawn player is not paired: {p:?}"
    );
}

/// The list of tournaments from `query::summaries` agrees with loading each one, and costs a
/// fraction of it: `cargo test --lib list_cost -- --ignored --nocapture` prints both times for
/// 300 finished 100-player Swiss tournaments in one file (nothing timed is asserted).
#[test]
#[ignore = "a measurement; run by hand"]
fn list_cost() {
    use super::generate::{Options, generate_swiss, to_trf};
    let mut s = memory();
    let n = 300;
    for seed in 0..n {
        let o = Options {
            players: 100,
            rounds: 9,
            seed,
            draws: 0.2,
            forfeits: 0.0,
            withdrawals: 0.0,
            byes: 0.0,
            ..Options::default()
        };
        let swiss = generate_swiss(&o).expect("generated");
        let text = crate::formats::trf::write(&to_trf(&swiss, &format!("T{seed}")));
        ok(
            &mut s,
            ImportTrf {
                file: "g.trf".into(),
                text,
                points_from_results: false,
            },
        );
    }
    let start = std::time::Instant::now();
    let list = query::summaries(&mut s).expect("list");
    let cheap = start.elapsed();
    let start = std::time::Instant::now();
    let whole: Vec<Tournament> = list
        .iter()
        .map(|x| query::tournament(&mut s, x.id).expect("loads"))
        .collect();
    let dear = start.elapsed();
    for (x, t) in list.iter().zip(&whole) {
        let pending = t
            .rounds
            .last()
            .map_or(0, |r| r.games.iter().filter(|g| g.result.is_none()).count());
        assert_eq!(x.pending as usize, pending);
        assert_eq!(x.name, t.settings.name);
        assert_eq!(x.players as usize, t.entrants.len());
        assert_eq!(x.paired as usize, t.rounds.len());
    }
    println!(
        "{n} tournaments: summaries {cheap:?}, loading each {dear:?} ({:.0}x)",
        dear.as_secs_f64() / cheap.as_secs_f64()
    );
}

#[test]
fn a_pairing_changed_meanwhile_refuses_a_change_chosen_on_the_old_one() {
    let f = TempDb::new("changed-meanwhile");
    let mut window = Store::open(&f.0).expect("open");
    let t = event(&mut window, System::Swiss, 3, 6);
    ok(&mut window, PairRound(t));
    // The window previews a swap on board 2 of round 1 as it shows it...
    let seen = load(&mut window, t).rounds[0].clone();
    // ... while the command line swaps the colours on board 1.
    let mut cli = Store::open(&f.0).expect("open again");
    let swap = |board, seen: Option<Box<Round>>| ChangePairing {
        t,
        change: Change::SwapColours(board),
        insist: true,
        seen,
    };
    ok(&mut cli, swap(Board(1), None));
    let now = load(&mut cli, t).rounds[0].clone();
    assert!(!crate::tournament::manual::same_pairing(&seen, &now));
    let r = refused(&mut window, swap(Board(2), Some(Box::new(seen.clone()))));
    assert!(matches!(r, Refusal::ChangedMeanwhile(RoundNo(1))), "{r:?}");
    assert_eq!(load(&mut window, t).rounds[0], now, "nothing was changed");
    // Looked at again, the same change goes through.
    ok(&mut window, swap(Board(2), Some(Box::new(now.clone()))));
    let g = &load(&mut window, t).rounds[0].games[1];
    assert_eq!((g.white, g.black), (now.games[1].black, now.games[1].white));
}
