//! A database of the first schema version, with a whole tournament in it, opened by this Orda:
//! everything it shows is what it shows for the same tournament played today, and a write
//! upgrades it and keeps it so.
//!
//! The old file (`tests/data/database/orda-v1-played.sqlite`, made by
//! `scripts/make-v1-database.sh` with an Orda of that era) has the schema of
//! `migrations/0001_tournaments.sql` alone (user_version 1) and holds the rows of a tournament
//! played through the command line, its verdicts and warnings stored as the English sentences
//! that Orda wrote then. [`play`] plays the same tournament with today's Orda.

use rusqlite::Connection;

use crate::event::Event;
use crate::util::stderr;

const VALID: &str = "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. 87(10) 87(10) 1-0\n";
const INVALID: &str =
    "[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. 87(10) 87(10) 2. 22 98(22) 1-0\n";

/// A Swiss of seven over four rounds with what a database holds: scores (valid, invalid and
/// kept on insistence with a warning, contradicting and kept), a forfeit, a requested half-point
/// bye, a pairing-allocated bye, a withdrawal before a round and one after it (a forfeit).
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
    ev.run(&["round", "pair"]);
    ev.run(&["player", "withdraw", "--player", "5", "--from-round", "4"]);
}

/// The old file, copied into `ev`'s folder.
fn first_version_file(ev: &Event) {
    let from = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/database/orda-v1-played.sqlite");
    let _ = std::fs::remove_file(&ev.db);
    std::fs::copy(from, &ev.db).expect("copy test data");
}

fn user_version(db: &str) -> i64 {
    Connection::open(db)
        .expect("open")
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .expect("version")
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
    // Rounds are dated from schema 14 on (the day they were paired): a file older than that
    // has no dates, so the `132` line (present exactly when a round has a date) is compared on
    // its own.
    let text = std::fs::read_to_string(&trf).expect("the export");
    let (dates, rest): (Vec<&str>, Vec<&str>) = text.lines().partition(|l| l.starts_with("132"));
    if let Some(d) = dates.first() {
        assert_eq!(d.split_whitespace().count(), rounds as usize + 1, "{d}");
    }
    seen.push(("export trf".into(), rest.join("\n") + "\n"));
    seen
}

#[test]
fn a_first_version_database_with_a_tournament_in_it_upgrades_intact() {
    let now = Event::new("upgrade-now");
    play(&now);
    let old = Event::new("upgrade-v1");
    first_version_file(&old);
    assert_eq!(user_version(&old.db), 1);
    let stored: Vec<String> = Connection::open(&old.db)
        .expect("open")
        .prepare("SELECT verdict FROM pairing WHERE verdict IS NOT NULL ORDER BY round, board")
        .and_then(|mut q| {
            q.query_map([], |r| r.get(0))?
                .collect::<rusqlite::Result<Vec<String>>>()
        })
        .expect("the old sentences");
    assert_eq!(stored.len(), 4, "{stored:?}");
    assert!(stored[2].starts_with("invalid: ") && stored[3] == "forfeit: a player withdrew");

    // Read as it is (nothing written), then upgraded by a write: the same every time.
    let want = everything(&now, 4);
    assert!(
        want.iter().any(|(_, out)| out.contains("⚠")),
        "the tournament has a stored warning: {want:?}"
    );
    assert_eq!(everything(&old, 4), want);
    assert_eq!(user_version(&old.db), 1, "reading upgraded the file");
    for ev in [&now, &old] {
        let o = ev.try_run(&["player", "withdraw", "--player", "7", "--from-round", "5"]);
        assert!(o.status.success(), "{}", stderr(&o));
    }
    assert_eq!(
        user_version(&old.db),
        orda::store::migration_names().len() as i64
    );
    assert_eq!(everything(&old, 4), everything(&now, 4));
}
