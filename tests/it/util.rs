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
        .output()
        .expect("orda runs")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// A scratch directory unique to one test.
pub fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("orda-test-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
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
