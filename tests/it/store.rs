//! The database as a file: crashes in the middle of a write, a newer or corrupt database, and
//! the migrations folder.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

use crate::event::Event;
use crate::util::stderr;

/// Starts `orda ARGS` with every write transaction held open before its commit, waits until it
/// says so, and kills it there (SIGKILL: no cleanup runs).
pub fn kill_before_commit(ev: &Event, args: &[&str]) {
    let mut all = vec!["--db", ev.db.as_str()];
    all.extend_from_slice(args);
    let mut child = Command::new(env!("CARGO_BIN_EXE_orda"))
        .args(&all)
        .env("ORDA_TEST_PAUSE_BEFORE_COMMIT", "20000")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("orda starts");
    let mut err = BufReader::new(child.stderr.take().expect("stderr"));
    let mut line = String::new();
    err.read_line(&mut line).expect("read stderr");
    assert!(
        line.contains("pausing"),
        "orda did not reach the commit: {line}"
    );
    child.kill().expect("kill");
    let status = child.wait().expect("wait");
    assert!(!status.success());
}

#[test]
fn killing_orda_mid_round_leaves_no_half_written_round() {
    let ev = Event::new("kill");
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "K",
        "--system",
        "rr",
        "--rounds",
        "5",
    ]);
    for n in ["A", "B", "C", "D", "E", "F"] {
        ev.run(&["player", "add", "--name", n]);
    }
    ev.run(&["round", "pair"]);
    // A whole round of results, killed after every row is written but before the commit.
    let f = ev.file("r1.txt", "1 1-0\n2 0-1\n3 1/2-1/2\n");
    kill_before_commit(&ev, &["results", "--round", "1", &f]);
    let rows = ev.csv(&["pairings", "--round", "1"]);
    assert_eq!(rows.len(), 4);
    assert!(
        rows[1..].iter().all(|r| r[5].is_empty()),
        "no result survived the crash: {rows:?}"
    );
    // One board with its score, killed the same way.
    let score = ev.file("g.pgn", "[Result \"1-0\"]\n\n1. 87(10) 87(10) 1-0\n");
    kill_before_commit(
        &ev,
        &[
            "result", "--round", "1", "--board", "1", "1-0", "--score", &score,
        ],
    );
    assert!(ev.csv(&["pairings", "--round", "1"])[1][5].is_empty());
    // Entered properly, the round is complete; pairing round 2 killed leaves no round 2.
    ev.run(&["results", "--round", "1", &f]);
    kill_before_commit(&ev, &["round", "pair"]);
    let o = ev.try_run(&["pairings", "--round", "2"]);
    assert_eq!(o.status.code(), Some(1), "round 2 must not exist");
    assert!(stderr(&o).contains("round 2 is not paired (paired rounds: 1)"));
    // The database is whole and goes on normally.
    let mut store = orda::store::Store::open(std::path::Path::new(&ev.db)).expect("reopen");
    let ok: String = store.integrity_check().expect("integrity check");
    assert_eq!(ok, "ok");
    ev.run(&["round", "pair"]);
    assert_eq!(ev.csv(&["pairings", "--round", "2"]).len(), 4);
    let rows = ev.csv(&["pairings", "--round", "1"]);
    assert_eq!(
        rows[1..].iter().map(|r| r[5].as_str()).collect::<Vec<_>>(),
        ["1-0", "0-1", "1/2-1/2"]
    );
}

#[test]
fn a_newer_database_is_refused_untouched() {
    let ev = Event::new("newer");
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "N",
        "--system",
        "rr",
        "--rounds",
        "3",
    ]);
    {
        let conn = rusqlite::Connection::open(&ev.db).expect("open");
        conn.pragma_update(None, "user_version", 99)
            .expect("set version");
    }
    let before = std::fs::read(&ev.db).expect("read");
    let o = ev.try_run(&["tournament", "list"]);
    assert_eq!(o.status.code(), Some(2));
    let msg = stderr(&o);
    assert!(
        msg.contains(&format!(
            "schema version 99, newer than this Orda knows ({})",
            orda::store::migration_names().len()
        )),
        "{msg}"
    );
    assert!(msg.contains(&ev.db), "the message names the file: {msg}");
    assert_eq!(
        std::fs::read(&ev.db).expect("read"),
        before,
        "the file is unchanged"
    );
}

#[test]
fn a_file_that_is_not_a_database_is_refused_untouched() {
    let ev = Event::new("corrupt");
    let text = "this is not a database, just some text that happens to be here\n".repeat(100);
    std::fs::write(&ev.db, &text).expect("write");
    let o = ev.try_run(&["tournament", "list"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(&ev.db) && stderr(&o).contains("not a database"),
        "{}",
        stderr(&o)
    );
    assert_eq!(std::fs::read_to_string(&ev.db).expect("read"), text);
}

#[test]
fn migrations_folder_matches_the_program() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
    let mut files: Vec<String> = std::fs::read_dir(dir)
        .expect("migrations/")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".sql"))
        .collect();
    files.sort();
    assert_eq!(files, orda::store::migration_names());
    // A fresh database reaches the last version.
    let mut store = orda::store::Store::memory().expect("memory");
    assert_eq!(store.schema_version().expect("version"), files.len() as i64);
    assert_eq!(store.integrity_check().expect("check"), "ok");
}
