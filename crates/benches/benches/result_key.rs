//! What one result key costs in the window when the file holds a federation's history: the
//! same 100-player Swiss round entered key by key, in a database with no other tournament (the
//! baseline, measured in the same run) and in one with 2,000 finished 100-player tournaments
//! beside it. Each key is the window's whole command: the operation in one transaction, then
//! what the window reads again. Run: `cargo bench --bench result_key`
//! (`ORDA_BENCH_TOURNAMENTS=N` for another count; the file is built once under target/).

mod common;

use std::path::Path;

use orda::store::Store;
use orda::ui::{Command, OrdaApp};

/// Keys timed in each database.
const KEYS: u32 = 200;

/// Mean seconds per result key in the window over `db`.
fn per_key(db: &Path) -> f64 {
    let mut store = Store::open(db).expect("open");
    let t = common::event(&mut store);
    let mut app = OrdaApp::with_store(store);
    app.apply(Command::SelectTournament(t));
    common::per_key(&mut app, KEYS)
}

fn main() {
    let n: usize = std::env::var("ORDA_BENCH_TOURNAMENTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    let history = common::federation(n);
    let dir = history.parent().expect("a folder").to_path_buf();
    // Each measurement on a fresh copy, so that runs do not add tournaments to the file.
    let copy = |from: Option<&Path>, name: &str| {
        let to = dir.join(name);
        for f in [
            to.clone(),
            to.with_extension("sqlite-wal"),
            to.with_extension("sqlite-shm"),
        ] {
            let _ = std::fs::remove_file(f);
        }
        if let Some(from) = from {
            std::fs::copy(from, &to).expect("copy");
        }
        to
    };
    let empty = per_key(&copy(None, "empty.sqlite"));
    let full = per_key(&copy(Some(&history), "full.sqlite"));
    println!(
        "result key, no other tournament: {:.2} ms; with {n} finished 100-player tournaments: {:.2} ms ({:.2}x)",
        empty * 1e3,
        full * 1e3,
        full / empty
    );
}
