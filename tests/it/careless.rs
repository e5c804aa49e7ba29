//! The database file and the command line under a careless hand and a hostile file: `-o` naming
//! the database, restoring the wrong file (a device, an empty file, another program's schema,
//! an Orda file with a trigger of someone else's), backups in the same second, pruning, stale
//! `.part` files, a damaged index, a crafted gap in the rounds, a closed pipe, a full disk, a
//! pipe or a device given as a file, escape codes in a game score, and an unclean shutdown.

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::event::Event;
use crate::util::{stderr, stdout};

/// Six players, round 1 paired and played, round 2 not paired (the next `round pair` pairs it).
fn played_round(ev: &Event) {
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "Spring",
        "--system",
        "swiss",
        "--rounds",
        "5",
    ]);
    for i in 1..=6 {
        let name = format!("P{i}");
        let rating = (2000 - 10 * i).to_string();
        ev.run(&["player", "add", "--name", &name, "--rating", &rating]);
    }
    ev.run(&["round", "pair"]);
    for board in ["1", "2", "3"] {
        ev.run(&["result", "--round", "1", "--board", board, "1-0"]);
    }
}

fn bytes(p: impl AsRef<Path>) -> Vec<u8> {
    std::fs::read(p).expect("read")
}

/// The backups beside the event's database, by file name.
fn backups(ev: &Event) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(orda::store::backups_dir(Path::new(&ev.db)))
        .map(|d| {
            d.map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

#[test]
fn no_output_is_written_over_a_database() {
    let ev = Event::new("careless-output");
    played_round(&ev);
    let other = ev.dir.join("other.sqlite");
    let _ = std::fs::remove_file(&other);
    ev.run(&["db", "backup", "-o", &other.display().to_string()]);
    let before = bytes(&ev.db);
    let wal = format!("{}-wal", ev.db);
    for target in [ev.db.clone(), other.display().to_string(), wal.clone()] {
        for args in [
            &["standings", "-o"][..],
            &["pairings", "-o"],
            &["crosstable", "-o"],
            &["rating", "-o"],
            &["export", "trf", "-o"],
            &["print", "players", "-o"],
            &["print", "slips", "-o"],
            &["print", "report", "-o"],
            &["teams", "-o"],
        ] {
            let mut a = args.to_vec();
            a.push(&target);
            let o = ev.try_run(&a);
            assert_eq!(o.status.code(), Some(1), "{a:?}: {}", stderr(&o));
            assert!(
                stderr(&o).contains("is a database"),
                "{a:?}: {}",
                stderr(&o)
            );
        }
    }
    assert_eq!(bytes(&ev.db), before, "the database is unchanged");
    assert!(!Path::new(&wal).exists(), "no -wal written");
    assert!(ev.run(&["standings"]).contains("P1"));
    // An ordinary file is still written.
    let out = ev.dir.join("standings.txt");
    ev.run(&["standings", "-o", &out.display().to_string()]);
    assert!(
        std::fs::read_to_string(&out)
            .expect("written")
            .contains("P1")
    );
}

/// A copy of the event's database with `sql` run on it (foreign keys off: a crafted file).
fn crafted(ev: &Event, name: &str, sql: &str) -> String {
    let p = ev.dir.join(name);
    let _ = std::fs::remove_file(&p);
    ev.run(&["db", "backup", "-o", &p.display().to_string()]);
    let c = rusqlite::Connection::open(&p).expect("open copy");
    c.execute_batch(sql).expect("craft");
    p.display().to_string()
}

#[cfg(unix)]
#[test]
fn only_a_sound_orda_database_is_restored() {
    let ev = Event::new("careless-restore");
    played_round(&ev);
    let empty = ev.file("empty.sqlite", "");
    let foreign = ev.dir.join("foreign.sqlite");
    let _ = std::fs::remove_file(&foreign);
    rusqlite::Connection::open(&foreign)
        .expect("create")
        .execute_batch("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES ('x');")
        .expect("foreign");
    // A trigger that stores 0-1 whenever 1-0 is entered; `db check` finds nothing wrong.
    let trigger = crafted(
        &ev,
        "trigger.sqlite",
        "CREATE TRIGGER flip AFTER UPDATE OF result ON pairing WHEN new.result = '1-0'
         BEGIN UPDATE pairing SET result = '0-1' WHERE rowid = new.rowid; END;",
    );
    let o = crate::util::orda(&["--db", &trigger, "db", "check"]);
    assert!(o.status.success(), "the crafted file is sound to SQLite");
    let table = crafted(&ev, "table.sqlite", "CREATE TABLE extra (x);");
    let view = crafted(&ev, "view.sqlite", "CREATE VIEW v AS SELECT 1;");
    let dropped = crafted(&ev, "dropped.sqlite", "DROP INDEX pairing_white;");
    let before = bytes(&ev.db);
    let saved = backups(&ev);
    let standings = ev.run(&["standings"]);
    for (file, says) in [
        ("/dev/null", "not a regular file"),
        ("/dev/zero", "not a regular file"),
        (empty.as_str(), "the file is empty"),
        (&foreign.display().to_string(), "another program"),
        (&trigger, "that Orda did not create"),
        (&table, "that Orda did not create"),
        (&view, "that Orda did not create"),
        (&dropped, "that Orda did not create"),
    ] {
        let o = ev.try_run(&["db", "restore", file]);
        assert_eq!(o.status.code(), Some(2), "{file}: {}", stderr(&o));
        assert!(stderr(&o).contains(says), "{file}: {}", stderr(&o));
        assert_eq!(bytes(&ev.db), before, "{file}: the database is unchanged");
        assert_eq!(backups(&ev), saved, "{file}: no backup made or deleted");
    }
    assert_eq!(ev.run(&["standings"]), standings);
    // A sound backup of the first schema version still restores (its schema is what that
    // version of Orda created, text for text, and is brought up to date).
    let old = ev.dir.join("v1.sqlite");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/database/orda-v1-played.sqlite"),
        &old,
    )
    .expect("copy");
    let o = ev.try_run(&["db", "restore", &old.display().to_string()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(ev.run(&["tournament", "list"]).contains("Көктем турнирі"));
}

#[test]
fn restoring_the_oldest_backup_keeps_it_and_pruning_goes_by_creation() {
    let ev = Event::new("careless-prune");
    played_round(&ev);
    let dir = orda::store::backups_dir(Path::new(&ev.db));
    std::fs::create_dir_all(&dir).expect("backups folder");
    for f in backups(&ev) {
        std::fs::remove_file(dir.join(f)).expect("clear");
    }
    // Eleven backups in one second, as `orda db backup` names them, the oldest first: name
    // order puts `-10` and `-11` before `-2`.
    let good = ev.dir.join("good.sqlite");
    let _ = std::fs::remove_file(&good);
    ev.run(&["db", "backup", "-o", &good.display().to_string()]);
    let base = "orda-2026-01-05T10-00-00-manual";
    let mut made = Vec::new();
    let t0 = std::time::SystemTime::now() - std::time::Duration::from_secs(600);
    for n in 1..=11 {
        let name = if n == 1 {
            format!("{base}.sqlite")
        } else {
            format!("{base}-{n}.sqlite")
        };
        let p = dir.join(&name);
        std::fs::copy(&good, &p).expect("copy");
        std::fs::File::options()
            .write(true)
            .open(&p)
            .and_then(|f| f.set_modified(t0 + std::time::Duration::from_secs(n)))
            .expect("time");
        made.push(name);
    }
    let listed: Vec<String> = orda::store::list_backups(&dir, "orda")
        .iter()
        .map(|p| p.file_name().expect("name").to_string_lossy().into_owned())
        .collect();
    assert_eq!(listed, made, "listed oldest first, in creation order");
    // Restoring from the oldest: the backup taken before it prunes the oldest others, never
    // the file being restored.
    let oldest = dir.join(&made[0]);
    let o = ev.try_run(&["db", "restore", &oldest.display().to_string()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(oldest.exists(), "the backup being restored is kept");
    let now = backups(&ev);
    assert_eq!(now.len(), orda::store::KEEP_BACKUPS, "{now:?}");
    for gone in &made[1..3] {
        assert!(
            !now.contains(gone),
            "{gone} (the oldest but one) is pruned: {now:?}"
        );
    }
    for kept in &made[3..] {
        assert!(now.contains(kept), "{kept} (newer) is kept: {now:?}");
    }
    assert!(now.iter().any(|n| n.contains("before-restore")));
}

/// `orda --db EV ARGS` started, its output piped, not waited for.
fn spawn(ev: &Event, args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_orda"))
        .args(["--db", &ev.db])
        .args(args)
        .env("ORDA_LANG", "en")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn")
}

/// All a spawned child wrote to stderr (until it closed it).
fn stderr_of(child: &mut std::process::Child) -> String {
    let mut err = String::new();
    (child.stderr.take().expect("stderr"))
        .read_to_string(&mut err)
        .expect("read");
    err
}

#[test]
fn backups_in_the_same_second_each_get_their_own_file() {
    let ev = Event::new("careless-same-second");
    played_round(&ev);
    let dir = orda::store::backups_dir(Path::new(&ev.db));
    // A `.part` a crash left an hour and more ago is removed; a fresh one (a backup in
    // progress) is not.
    std::fs::create_dir_all(&dir).expect("folder");
    let stale = dir.join("orda-2026-01-01T00-00-00-manual.sqlite.part");
    let fresh = dir.join("orda-2026-01-01T00-00-01-manual.sqlite.part");
    for p in [&stale, &fresh] {
        std::fs::write(p, b"half a backup").expect("part");
    }
    std::fs::File::options()
        .write(true)
        .open(&stale)
        .and_then(|f| {
            f.set_modified(std::time::SystemTime::now() - std::time::Duration::from_secs(7200))
        })
        .expect("age");
    let children: Vec<_> = (0..6).map(|_| spawn(&ev, &["db", "backup"])).collect();
    let mut written: Vec<String> = Vec::new();
    for c in children {
        let o = c.wait_with_output().expect("wait");
        assert!(o.status.success(), "{}", stderr(&o));
        written.push(stdout(&o).trim().to_string());
    }
    written.sort();
    written.dedup();
    assert_eq!(written.len(), 6, "six backups, six files: {written:?}");
    for w in &written {
        assert!(std::fs::metadata(w).expect("exists").len() > 0, "{w}");
        let o = crate::util::orda(&["--db", w, "db", "check"]);
        assert_eq!(stdout(&o).trim(), format!("{w}: ok"));
    }
    assert!(!stale.exists(), "the stale .part is removed");
    assert!(fresh.exists(), "a fresh .part is left to its writer");

    // Two `round pair` at once: one pairs round 2, the other is told why not (never a false
    // disk error), and each backup beside the file is whole.
    let pairs: Vec<_> = (0..2).map(|_| spawn(&ev, &["round", "pair"])).collect();
    let outs: Vec<_> = pairs
        .into_iter()
        .map(|c| c.wait_with_output().expect("wait"))
        .collect();
    let codes: Vec<Option<i32>> = outs.iter().map(|o| o.status.code()).collect();
    assert_eq!(
        codes.iter().filter(|c| **c == Some(0)).count(),
        1,
        "{codes:?}: {}",
        outs.iter().map(stderr).collect::<String>()
    );
    for o in &outs {
        assert!(
            o.status.success() || o.status.code() == Some(1),
            "{}",
            stderr(o)
        );
        assert!(!stderr(o).contains("disk or network"), "{}", stderr(o));
    }
    assert!(
        ev.run(&["pairings", "--round", "2"])
            .contains("Pairings, round 2")
    );
    for name in backups(&ev).iter().filter(|n| n.ends_with(".sqlite")) {
        let w = dir.join(name).display().to_string();
        let o = crate::util::orda(&["--db", &w, "db", "check"]);
        assert_eq!(stdout(&o).trim(), format!("{w}: ok"));
    }
}

/// Page `page` of the file `db` (1-based) and the file's page size.
fn page_of(db: &str, page: usize) -> std::ops::Range<usize> {
    let size: i64 = rusqlite::Connection::open(db)
        .expect("open")
        .pragma_query_value(None, "page_size", |r| r.get(0))
        .expect("page size");
    let size = usize::try_from(size).expect("a page size");
    (page - 1) * size..page * size
}

/// The root page of the index `name` in `db`.
fn root_of(db: &str, name: &str) -> usize {
    let page: i64 = rusqlite::Connection::open(db)
        .expect("open")
        .query_row(
            "SELECT rootpage FROM sqlite_schema WHERE name = ?1",
            [name],
            |r| r.get(0),
        )
        .expect("index");
    usize::try_from(page).expect("a page number")
}

/// Flips one byte of the index entry `(tournament 1, key 3, row 3)` in index `index`: the
/// `key` byte (offset 5) or the row id (offset 6).
fn flip(db: &str, index: &str, offset: usize, to: u8) {
    let root = root_of(db, index);
    let mut b = bytes(db);
    let page = page_of(db, root);
    let cell = [6u8, 4, 9, 1, 1, 3, 3];
    let at = b[page.clone()]
        .windows(cell.len())
        .rposition(|w| w == cell)
        .expect("the entry of player 3");
    b[page.start + at + offset] = to;
    std::fs::write(db, b).expect("write");
}

#[test]
fn a_damaged_index_is_caught_before_anything_is_shown_wrong_or_paired() {
    // The entry of player 3 in the index by (tournament, player) names player 7: reading
    // through it, the tournament loses player 3's boards.
    let ev = Event::new("careless-index-key");
    played_round(&ev);
    flip(&ev.db, "sqlite_autoindex_entry_1", 5, 7);
    let damaged = bytes(&ev.db);
    for args in [
        &["pairings"][..],
        &["standings"],
        &["result", "--round", "1", "--board", "2", "0-1"],
        &["round", "pair"],
    ] {
        let o = ev.try_run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(
            stderr(&o).contains("stored inconsistently"),
            "{args:?}: {}",
            stderr(&o)
        );
        assert!(!stdout(&o).contains("P"), "{args:?}: nothing shown");
    }
    assert_eq!(bytes(&ev.db), damaged, "nothing written");
    assert_eq!(ev.try_run(&["db", "check"]).status.code(), Some(1));

    // The entry's row id in the index by (tournament, number) points at no row: SQLite says
    // so where it reads.
    let ev = Event::new("careless-index-row");
    played_round(&ev);
    flip(&ev.db, "sqlite_autoindex_entry_2", 6, 7);
    for args in [&["pairings"][..], &["player", "list"], &["round", "pair"]] {
        let o = ev.try_run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains("damaged"), "{args:?}: {}", stderr(&o));
    }

    // Before round 1 nothing contradicts the damage when reading; pairing backs up first, the
    // backup is checked in full, and nothing is paired.
    let ev = Event::new("careless-index-before");
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "S",
        "--system",
        "swiss",
        "--rounds",
        "5",
    ]);
    for i in 1..=6 {
        ev.run(&["player", "add", "--name", &format!("P{i}")]);
    }
    flip(&ev.db, "sqlite_autoindex_entry_1", 5, 7);
    let damaged = bytes(&ev.db);
    let o = ev.try_run(&["round", "pair"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("damaged"), "{}", stderr(&o));
    assert_eq!(bytes(&ev.db), damaged, "nothing paired");
    assert!(
        backups(&ev).is_empty(),
        "no backup of a damaged file: {:?}",
        backups(&ev)
    );
}

#[test]
fn a_crafted_gap_in_the_rounds_is_refused_not_a_panic() {
    let ev = Event::new("careless-gap");
    played_round(&ev);
    ev.run(&["round", "pair"]);
    let c = rusqlite::Connection::open(&ev.db).expect("open");
    c.execute_batch(
        "PRAGMA foreign_keys = OFF;
         UPDATE round SET number = 3 WHERE number = 2;
         UPDATE pairing SET round = 3 WHERE round = 2;",
    )
    .expect("craft");
    drop(c);
    for args in [
        &["pairings"][..],
        &["standings"],
        &["crosstable"],
        &["round", "pair"],
        &[
            "export",
            "trf",
            "-o",
            &ev.dir.join("x.trf").display().to_string(),
        ],
    ] {
        let o = ev.try_run(args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(
            stderr(&o).contains("round 2 is missing"),
            "{args:?}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn a_closed_pipe_ends_quietly_and_a_full_disk_is_said() {
    let ev = Event::new("careless-pipe");
    played_round(&ev);
    for args in [
        &["player", "registry"][..],
        &["standings"],
        &["tournament", "list"],
    ] {
        let mut child = spawn(&ev, args);
        // The reader is gone before the first line is written.
        drop(child.stdout.take());
        let err = stderr_of(&mut child);
        let status = child.wait().expect("wait");
        assert_eq!(status.code(), Some(0), "{args:?}: {err}");
        assert_eq!(err, "", "{args:?}: quiet");
    }
    #[cfg(target_os = "linux")]
    {
        let full = std::fs::File::create("/dev/full").expect("/dev/full");
        let o = Command::new(env!("CARGO_BIN_EXE_orda"))
            .args(["--db", &ev.db, "standings"])
            .env("ORDA_LANG", "en")
            .stdout(full)
            .output()
            .expect("run");
        assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
        assert!(
            stderr(&o).contains("cannot write to standard output"),
            "{}",
            stderr(&o)
        );
        assert!(!stderr(&o).contains("panicked"));
    }
}

#[cfg(unix)]
#[test]
fn a_pipe_or_a_device_is_not_read_as_a_file() {
    let ev = Event::new("careless-fifo");
    played_round(&ev);
    let fifo = ev.dir.join("score.pgn");
    let _ = std::fs::remove_file(&fifo);
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    let fifo = fifo.display().to_string();
    let cases: [&[&str]; 6] = [
        &["validate", &fifo],
        &["validate", "/dev/zero"],
        &["replay", &fifo],
        &[
            "result",
            "--round",
            "1",
            "--board",
            "1",
            "1-0",
            "--score",
            "/dev/zero",
        ],
        &["import", "trf", &fifo],
        &["pair-trf", "/dev/zero"],
    ];
    for args in cases {
        let mut child = spawn(&ev, args);
        let started = std::time::Instant::now();
        let status = loop {
            if let Some(s) = child.try_wait().expect("wait") {
                break s;
            }
            if started.elapsed() > std::time::Duration::from_secs(60) {
                let _ = child.kill();
                panic!("{args:?} hangs");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        };
        let err = stderr_of(&mut child);
        assert_eq!(status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("not a regular file"), "{args:?}: {err}");
    }
}

#[test]
fn escape_codes_in_a_game_score_never_reach_the_terminal() {
    let ev = Event::new("careless-escapes");
    let pgn = ev.file(
        "esc.pgn",
        "[White \"a\x1b[31mRED\"]\n[Black \"b\x1b]0;title\x07\"]\n[Result \"1-0\"]\n\n1. 87(10) \x1b[2J 87(10) 1-0\n",
    );
    let named = ev.file("esc\x1b[31m.pgn", "[White \"a\"]\n\n1. 87(10) 1-0\n");
    for args in [
        &["validate", pgn.as_str()][..],
        &["replay", &pgn],
        &["validate", &named],
        &["validate", &format!("{named}-missing")],
    ] {
        let o = crate::util::orda(args);
        let all = [o.stdout.as_slice(), o.stderr.as_slice()].concat();
        assert!(!all.is_empty(), "{args:?} says something");
        assert!(
            !all.iter().any(|&b| b == 0x1b || b == 0x07),
            "{args:?}: {}",
            String::from_utf8_lossy(&all)
        );
        assert!(
            String::from_utf8_lossy(&all).contains('\u{fffd}'),
            "{args:?}: the spot stays visible"
        );
    }
}

#[test]
fn opening_checks_the_whole_file_only_after_an_unclean_shutdown() {
    let ev = Event::new("careless-unclean");
    played_round(&ev);
    // Damage an index that neither the reports nor adding a player read (the rating history's
    // by player).
    let root = root_of(&ev.db, "rating_change_player");
    let mut b = bytes(&ev.db);
    let page = page_of(&ev.db, root);
    b[page].fill(0xA5);
    std::fs::write(&ev.db, &b).expect("write");
    // A clean file opens without reading all of it: the reports work.
    assert!(ev.run(&["standings"]).contains("P1"));
    // A WAL with frames left beside it (a process died while the file was open): the next
    // open checks the whole file and finds the damage.
    let wal = PathBuf::from(format!("{}-wal", ev.db));
    let _ = std::fs::remove_file(&wal);
    let mut store = orda::store::Store::open(Path::new(&ev.db)).expect("open");
    let held = rusqlite::Connection::open(&ev.db).expect("second connection");
    held.execute_batch("BEGIN; SELECT count(*) FROM player;")
        .expect("reader");
    // The write commits; with a reader holding an old snapshot the WAL cannot be emptied.
    crate::util::apply(
        &mut store,
        orda::app::AddPlayer(
            orda::tournament::TournamentId(1),
            orda::tournament::Entrant {
                name: "Late".into(),
                ..Default::default()
            },
        ),
    );
    assert!(std::fs::metadata(&wal).expect("wal").len() > 0);
    let o = ev.try_run(&["standings"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("damaged"), "{}", stderr(&o));
    drop(held);
    drop(store);
}

#[test]
fn an_idle_database_has_an_empty_wal() {
    let ev = Event::new("careless-idle");
    played_round(&ev);
    let mut store = orda::store::Store::open(Path::new(&ev.db)).expect("open");
    crate::util::apply(
        &mut store,
        orda::app::AddPlayer(
            orda::tournament::TournamentId(1),
            orda::tournament::Entrant {
                name: "Late".into(),
                ..Default::default()
            },
        ),
    );
    let wal = std::fs::metadata(format!("{}-wal", ev.db)).expect("wal while open");
    assert_eq!(wal.len(), 0, "committed and moved into the database");
    // Another Orda opening the file now does not take it for an unclean shutdown.
    assert!(ev.run(&["player", "list"]).contains("Late"));
}

#[test]
fn generate_refuses_more_players_than_a_trf_holds() {
    let ev = Event::new("careless-generate");
    let out = ev.dir.join("big.trf");
    let _ = std::fs::remove_file(&out);
    let o = crate::util::orda(&[
        "generate",
        "--players",
        "10000",
        "--rounds",
        "1",
        "-o",
        &out.display().to_string(),
    ]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("at most 9999 players"),
        "{}",
        stderr(&o)
    );
    assert!(!out.exists(), "nothing written");
}
