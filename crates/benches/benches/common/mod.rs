//! What the window benchmarks share: the tournament being run, the keys timed on it, and a
//! federation's file of finished tournaments to run it beside.

#![allow(dead_code)] // each benchmark uses its own part

use std::path::{Path, PathBuf};

use std::time::Instant;

use orda::app::generate::{Options, generate_swiss, to_trf};
use orda::formats::trf;

use orda::app::{AddPlayer, CreateTournament, ImportTrf, PairRound, run};
use orda::store::Store;
use orda::tournament::{GameResult, Settings, System, TournamentId};
use orda::ui::{Command, OrdaApp};

/// The tournament being run: 100 players, round 1 paired, no result yet.
pub fn event(store: &mut Store) -> TournamentId {
    let t = run(
        store,
        CreateTournament(Settings::new("Today", System::Swiss, 9)),
    )
    .expect("a new tournament");
    for i in 0..100u32 {
        let p = orda::tournament::Entrant {
            name: format!("Player {i}"),
            rating: Some(2400 - i * 5),
            ..Default::default()
        };
        run(store, AddPlayer(t, p)).expect("added");
    }
    run(store, PairRound(t)).expect("paired");
    t
}

/// Mean seconds per result key over `keys` keys in `app` (round 1 open): each the window's
/// whole command, the operation in one transaction and what the window reads again.
pub fn per_key(app: &mut OrdaApp, keys: u32) -> f64 {
    let t0 = Instant::now();
    for k in 0..keys {
        let result = if k % 2 == 0 {
            GameResult::WhiteWins
        } else {
            GameResult::Draw
        };
        app.apply(Command::EnterResult {
            round: 1,
            board: 1 + k % 50,
            result: Some(result),
            insist: false,
        });
        assert!(!app.status.error, "{}", app.status.message);
    }
    t0.elapsed().as_secs_f64() / f64::from(keys)
}

/// A database of `n` finished 100-player, 9-round Swiss tournaments (built once, then reused).
pub fn federation(n: usize) -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/bench-data");
    std::fs::create_dir_all(&dir).expect("target/bench-data");
    let path = dir.join(format!("federation-{n}.sqlite"));
    if path.exists() {
        return path;
    }
    let partial = dir.join(format!("federation-{n}.partial.sqlite"));
    let _ = std::fs::remove_file(&partial);
    let s = generate_swiss(&Options {
        players: 100,
        rounds: 9,
        seed: 7,
        ..Options::default()
    })
    .expect("generated");
    let text = trf::write(&to_trf(&s, "finished 100 x 9"));
    let mut store = Store::open(&partial).expect("a new database");
    let t0 = Instant::now();
    for i in 0..n {
        let op = ImportTrf {
            file: format!("history-{i}.trf"),
            text: text.clone(),
            points_from_results: false,
        };
        run(&mut store, op).expect("imports");
    }
    eprintln!(
        "built {} with {n} tournaments in {:.1} s",
        path.display(),
        t0.elapsed().as_secs_f64()
    );
    drop(store);
    std::fs::rename(&partial, &path).expect("rename");
    path
}
