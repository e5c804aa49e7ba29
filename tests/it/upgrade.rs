//! A database of the first schema version, with a whole tournament in it, opened by this Orda:
//! everything it shows is what it showed before, and the next round is paired the same.
//!
//! The old file is built the way the first Orda built it: the schema of
//! `migrations/0001_tournaments.sql` alone (user_version 1), filled with the rows of a
//! tournament played through today's command line (only what the first schema can hold).

use rusqlite::Connection;

use crate::event::Event;
use crate::util::stderr;

const VALID: &str = "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. 87(10) 87(10) 1-0\n";
const INVALID: &str =
    "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. 87(10) 87(10) 2. 22 98(22) 1-0\n";

/// A Swiss of eight over three rounds with what a database holds: scores (valid, invalid and
/// kept on insistence with a warning, contradicting and kept), a forfeit, a requested half-point
/// bye, a pairing-allocated bye and a withdrawal with its forfeits.
fn play(ev: &Event) {
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "Көктем турнирі",
        "--system",
        "swiss",
        "--rounds",
        "5",
    ]);
    for (i, name) in ["Әсел", "Болат", "Дина", "Ерлан", "Жанар", "Қайрат", "Мәди"]
        .iter()
        .enumerate()
    {
        let rating = (2000 - 50 * i).to_string();
        let sex = if i % 2 == 0 { "w" } else { "m" };
        ev.run(&[
            "player",
            "add",
            "--name",
            name,
            "--rating",
            &rating,
            "--sex",
            sex,
            "--region",
            "Алматы",
            "--birth",
            "2001-02-03",
            "--title",
            "КМС",
        ]);
    }
    let valid = ev.file("valid.pgn", VALID);
    let invalid = ev.file("invalid.pgn", INVALID);
    ev.run(&[
        "player", "bye", "--player", "7", "--round", "2", "--kind", "half",
    ]);
    ev.run(&["round", "pair"]);
    ev.run(&[
        "result", "--round", "1", "--board", "1", "1-0", "--score", &valid,
    ]);
    ev.run(&[
        "result", "--round", "1", "--board", "2", "0-1", "--score", &valid, "--force",
    ]);
    ev.run(&[
        "result", "--round", "1", "--board", "3", "1-0", "--score", &invalid, "--force",
    ]);
    ev.run(&["player", "withdraw", "--player", "6", "--from-round", "3"]);
    ev.run(&["round", "pair"]);
    let r2 = ev.file("r2.txt", "1 1/2-1/2\n2 +/-\n3 0-1\n");
    ev.run(&["results", "--round", "2", &r2]);
    ev.run(&["round", "pair"]);
    let r3 = ev.file("r3.txt", "1 0-1\n2 1-0\n3 1/2-1/2\n");
    ev.run(&["results", "--round", "3", &r3]);
}

/// Every column of a table as the first schema had it.
const V1_COLUMNS: [(&str, &str); 6] = [
    (
        "player",
        "id, name, sex, birth, title, rating, region, club, external_id",
    ),
    (
        "tournament",
        "id, name, venue, start_date, end_date, chief_arbiter, game, system, rounds, \
         time_control, bye_points, tiebreaks, tiebreak_rules",
    ),
    (
        "entry",
        "tournament_id, player_id, start_no, rating, title, withdrawn_from",
    ),
    ("round", "tournament_id, number"),
    (
        "pairing",
        "tournament_id, round, board, white, black, result, score, verdict, warning",
    ),
    ("bye", "tournament_id, round, player_id, kind"),
];

/// A file of the first schema version holding the rows of `from`.
fn first_version_copy(from: &str, to: &std::path::Path) {
    let _ = std::fs::remove_file(to);
    let conn = Connection::open(to).expect("create");
    let schema = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations/0001_tournaments.sql"),
    )
    .expect("migration 1");
    conn.execute_batch(&schema).expect("schema 1");
    conn.execute("ATTACH DATABASE ?1 AS now", [from])
        .expect("attach");
    for (table, cols) in V1_COLUMNS {
        let n = conn
            .execute(
                &format!("INSERT INTO main.{table} ({cols}) SELECT {cols} FROM now.{table}"),
                [],
            )
            .expect("copy rows");
        assert!(n > 0, "the tournament has rows in {table}");
    }
    conn.execute("DETACH DATABASE now", []).expect("detach");
    conn.pragma_update(None, "user_version", 1)
        .expect("version");
}

/// What a user sees of the tournament, command by command.
fn everything(ev: &Event, rounds: u32) -> Vec<(String, String)> {
    let mut asks: Vec<Vec<String>> = vec![
        vec!["player".into(), "list".into()],
        vec!["standings".into()],
        vec!["crosstable".into()],
        vec!["tournament".into(), "list".into()],
    ];
    for r in 1..=rounds {
        asks.push(vec!["pairings".into(), "--round".into(), r.to_string()]);
    }
    let mut seen: Vec<(String, String)> = asks
        .into_iter()
        .map(|a| {
            let args: Vec<&str> = a.iter().map(String::as_str).collect();
            (a.join(" "), ev.run(&args))
        })
        .collect();
    let trf = ev.dir.join("export.trf");
    ev.run(&["export", "trf", "--output", &trf.display().to_string()]);
    seen.push((
        "export trf".into(),
        std::fs::read_to_string(&trf).expect("the export"),
    ));
    seen
}

#[test]
fn a_first_version_database_with_a_tournament_in_it_upgrades_intact() {
    let now = Event::new("upgrade-now");
    play(&now);
    let old = Event::new("upgrade-v1");
    first_version_copy(&now.db, std::path::Path::new(&old.db));
    let version: i64 = Connection::open(&old.db)
        .expect("open")
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .expect("version");
    assert_eq!(version, 1);

    // Read as it is (nothing written), then upgraded by a write: the same every time.
    let want = everything(&now, 3);
    assert!(
        want.iter().any(|(_, out)| out.contains("⚠")),
        "the tournament has a stored warning: {want:?}"
    );
    assert_eq!(everything(&old, 3), want);
    for ev in [&now, &old] {
        let o = ev.try_run(&["round", "pair"]);
        assert!(o.status.success(), "{}", stderr(&o));
    }
    let version: i64 = Connection::open(&old.db)
        .expect("open")
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .expect("version");
    assert_eq!(version, orda::store::migration_names().len() as i64);
    assert_eq!(everything(&old, 4), everything(&now, 4));
}
