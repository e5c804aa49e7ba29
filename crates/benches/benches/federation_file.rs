//! What a command costs when the database file holds a federation's history: `standings`,
//! `pairings` and `result` as the arbiter runs them (the release binary, one process per
//! command, so opening the file is counted), and opening the window on the file with the
//! tournament selected and its first frame drawn, in a database with only the tournament being run (the baseline,
//! measured in the same run, in turn) and in one with 2,000 finished 100-player, 9-round
//! tournaments beside it (about 100 MB). The ratio is what the other tournaments cost: the
//! aim is within 1.2x (docs/database.md). Run: `cargo bench --bench federation_file`
//! (`ORDA_BENCH_TOURNAMENTS=N` for another count, `ORDA_BENCH_RUNS=N` for the runs per
//! command; the file is built once under target/bench-data).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::time::Instant;

use orda::store::Store;
use orda::tournament::TournamentId;
use orda::ui::{Command, OrdaApp};

/// The release binary: `ORDA_BIN`, else the workspace's `target/release/orda`, built first if
/// it is not there (a benchmark package cannot name another package's binary).
fn binary() -> PathBuf {
    if let Some(b) = std::env::var_os("ORDA_BIN") {
        return PathBuf::from(b);
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let bin = root
        .join("target/release")
        .join(format!("orda{}", std::env::consts::EXE_SUFFIX));
    let built = Process::new(env!("CARGO"))
        .args(["build", "--release", "--bin", "orda"])
        .current_dir(&root)
        .status()
        .expect("cargo build");
    assert!(built.success() && bin.exists(), "{}", bin.display());
    bin
}

/// `orda --db DB ARGS` (the release binary), insisting on success.
fn orda(db: &Path, args: &[&str]) {
    static BIN: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    let o = Process::new(BIN.get_or_init(binary))
        .arg("--db")
        .arg(db)
        .args(args)
        .env("ORDA_LANG", "en")
        .output()
        .expect("run orda");
    assert!(
        o.status.success(),
        "orda {args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
}

/// The median of `v` seconds.
fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// A fresh copy of `from` (or a new file) named `name` beside it, with the tournament being
/// run added: (its path, the tournament).
fn prepared(dir: &Path, from: Option<&Path>, name: &str) -> (PathBuf, TournamentId) {
    let to = dir.join(name);
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", to.display()));
    }
    let _ = std::fs::remove_dir_all(orda::store::backups_dir(&to));
    if let Some(from) = from {
        std::fs::copy(from, &to).expect("copy");
    }
    let t = common::event(&mut Store::open(&to).expect("open"));
    (to, t)
}

/// The window opened on `db` with tournament `t` selected: what it reads, no frame yet.
fn window_read(db: &Path, t: TournamentId) -> OrdaApp {
    let mut app = OrdaApp::new(None, None);
    app.apply(Command::OpenDb(db.to_path_buf()));
    app.apply(Command::SelectTournament(t));
    assert!(!app.status.error, "{}", app.status.message);
    app
}

/// Seconds to open the window on `db` with tournament `t` selected and draw its first frame
/// (through egui_kittest: layout and painting, no display): what the arbiter waits for.
fn open_window(db: &Path, t: TournamentId) -> f64 {
    let t0 = Instant::now();
    let app = window_read(db, t);
    let mut h = egui_kittest::Harness::builder()
        .with_size(egui::vec2(1280.0, 860.0))
        .with_accessibility_check(false)
        .build_ui_state(|ui, app: &mut OrdaApp| app.show(ui), app);
    h.step();
    t0.elapsed().as_secs_f64()
}

fn main() {
    let n: usize = std::env::var("ORDA_BENCH_TOURNAMENTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000);
    let runs: usize = std::env::var("ORDA_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(15);
    let history = common::federation(n);
    let dir = history.parent().expect("a folder").to_path_buf();
    // The window remembers recent files in the user's data folder: keep it under target/.
    // SAFETY: set before any other thread runs.
    unsafe { std::env::set_var("XDG_DATA_HOME", dir.join("home")) };
    let (one, t1) = prepared(&dir, None, "one.sqlite");
    let (full, tn) = prepared(&dir, Some(&history), "full.sqlite");
    let size = |p: &Path| std::fs::metadata(p).map_or(0, |m| m.len()) as f64 / 1e6;
    println!(
        "files: {:.1} MB (one tournament), {:.1} MB ({n} more), {runs} runs each, in turn",
        size(&one),
        size(&full)
    );
    type Step = Box<dyn Fn(&Path, TournamentId, usize) -> f64>;
    let timed = |args: fn(TournamentId, usize) -> Vec<String>| -> Step {
        Box::new(move |db: &Path, t: TournamentId, i: usize| {
            let a = args(t, i);
            let a: Vec<&str> = a.iter().map(String::as_str).collect();
            let t0 = Instant::now();
            orda(db, &a);
            t0.elapsed().as_secs_f64()
        })
    };
    let steps: Vec<(&str, Step)> = vec![
        (
            "standings",
            timed(|t, _| vec!["standings".into(), "--tournament".into(), t.0.to_string()]),
        ),
        (
            "pairings",
            timed(|t, _| vec!["pairings".into(), "--tournament".into(), t.0.to_string()]),
        ),
        (
            "result",
            timed(|t, i| {
                let board = 1 + i % 50;
                vec![
                    "result".into(),
                    "--tournament".into(),
                    t.0.to_string(),
                    "--round".into(),
                    "1".into(),
                    "--board".into(),
                    board.to_string(),
                    if i % 2 == 0 { "1-0" } else { "=" }.into(),
                ]
            }),
        ),
        (
            "window: reads",
            Box::new(|db, t, _| {
                let t0 = Instant::now();
                drop(window_read(db, t));
                t0.elapsed().as_secs_f64()
            }),
        ),
        ("window: shown", Box::new(|db, t, _| open_window(db, t))),
    ];
    println!(
        "{:<16} {:>12} {:>12} {:>7}",
        "",
        "1 (ms)",
        format!("{n}+1 (ms)"),
        "ratio"
    );
    for (name, step) in &steps {
        let (mut a, mut b) = (Vec::new(), Vec::new());
        for i in 0..runs {
            a.push(step(&one, t1, i));
            b.push(step(&full, tn, i));
        }
        let (a, b) = (median(a), median(b));
        println!(
            "{name:<16} {:>12.1} {:>12.1} {:>6.2}x",
            a * 1e3,
            b * 1e3,
            b / a
        );
    }
}
