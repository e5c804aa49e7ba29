//! Shared helpers: the corpus, and running the `orda` binary.

use std::path::PathBuf;
use std::process::{Command, Output};

/// The real PlayOK games (copied from shared/data/games).
pub fn corpus_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/playok-2024-2025.pgn")
}

pub fn corpus() -> String {
    std::fs::read_to_string(corpus_path()).expect("the corpus is in tests/data")
}

/// The corpus cut into one text per game (each starts at its `[Event` line).
pub fn corpus_games(text: &str) -> Vec<&str> {
    let mut starts: Vec<usize> = text.match_indices("[Event ").map(|(i, _)| i).collect();
    starts.push(text.len());
    starts.windows(2).map(|w| &text[w[0]..w[1]]).collect()
}

/// Runs `orda ARGS` and returns its output.
pub fn orda(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_orda"))
        .args(args)
        // The tests read English unless they ask for another language (`--lang`); a
        // developer's Kazakh or Russian locale must not change what they see.
        .env("ORDA_LANG", "en")
        .output()
        .expect("orda runs")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A scratch directory unique to one test (`orda-test-PID-NAME`). The first call of a run
/// removes those that test runs which have ended left behind, so that they never pile up.
pub fn scratch(name: &str) -> PathBuf {
    static SWEPT: std::sync::Once = std::sync::Once::new();
    SWEPT.call_once(sweep_ended_runs);
    let dir = std::env::temp_dir().join(format!("orda-test-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// Removes the scratch directories of test processes that no longer run (where the system
/// says which run: `/proc`).
fn sweep_ended_runs() {
    let proc = std::path::Path::new("/proc/self");
    if !proc.exists() {
        return;
    }
    let Ok(entries) = std::fs::read_dir(std::env::temp_dir()) else {
        return;
    };
    for e in entries.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let Some(pid) = name
            .strip_prefix("orda-test-")
            .and_then(|rest| rest.split('-').next())
            .and_then(|p| p.parse::<u32>().ok())
        else {
            continue;
        };
        if pid != std::process::id() && !std::path::Path::new(&format!("/proc/{pid}")).exists() {
            let _ = std::fs::remove_dir_all(e.path());
        }
    }
}

/// A small deterministic generator (xorshift), so planted errors are reproducible.
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// A database path in a scratch directory of its own, not yet created.
pub fn fresh_db(name: &str) -> PathBuf {
    let db = scratch(name).join("t.sqlite");
    let _ = std::fs::remove_file(&db);
    db
}

/// Runs `orda --db DB ARGS` and returns its output.
pub fn orda_db(db: &std::path::Path, args: &[&str]) -> Output {
    let mut all = vec!["--db", db.to_str().expect("a UTF-8 path")];
    all.extend_from_slice(args);
    orda(&all)
}

/// Tournament `id` whole, as the faces read it (`app::query::tournament`).
pub fn load(store: &mut orda::store::Store, id: i64) -> orda::tournament::Tournament {
    orda::app::query::tournament(store, orda::tournament::TournamentId(id))
        .unwrap_or_else(|r| panic!("load tournament {id}: {r}"))
}

/// Imports a TRF as the faces do (`Op::ImportTrf`); the new tournament's id.
pub fn import_trf(
    store: &mut orda::store::Store,
    file: &str,
    text: &str,
) -> Result<i64, orda::app::Refusal> {
    let op = orda::app::ImportTrf {
        file: file.into(),
        text: text.into(),
        points_from_results: false,
    };
    Ok(orda::app::run(store, op)?.0.0)
}

/// Applies `op`, which must be carried out.
pub fn apply<O: orda::app::Operation + std::fmt::Debug>(
    store: &mut orda::store::Store,
    op: O,
) -> O::Done {
    let what = format!("{op:?}");
    orda::app::run(store, op).unwrap_or_else(|r| panic!("{what}: refused: {r}"))
}

/// Creates a tournament through `Op::CreateTournament` and enters `names`; its id.
pub fn tournament_with(
    store: &mut orda::store::Store,
    settings: orda::tournament::Settings,
    names: &[String],
) -> orda::tournament::TournamentId {
    use orda::app::{AddPlayer, CreateTournament};
    let t = apply(store, CreateTournament(settings));
    for n in names {
        let p = orda::tournament::Entrant {
            name: n.clone(),
            ..Default::default()
        };
        apply(store, AddPlayer(t, p));
    }
    t
}

/// The folders of the workspace's shipped Rust code: the binary (`src/`) and each crate's
/// `src/` (the benchmarks and fuzz targets are not shipped).
pub fn source_dirs() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    [
        "src",
        "crates/core/src",
        "crates/web/src",
        "crates/window/src",
    ]
    .iter()
    .map(|d| root.join(d))
    .collect()
}
