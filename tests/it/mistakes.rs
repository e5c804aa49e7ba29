//! Arbiter mistakes the program catches or lets the arbiter take back, through the command line:
//! withdrawing a player from a round he played, reinstating him, deleting a player before round
//! 1 or a whole tournament, changing a result later rounds were paired with, and `orda check`
//! after a late entry.

use std::path::Path;

use crate::util::{fresh_db as db_in, orda_db as run, stderr, stdout};

/// Runs `orda --db DB ARGS` and requires success; its standard output.
fn ok(db: &Path, args: &[&str]) -> String {
    let o = run(db, args);
    assert!(
        o.status.success(),
        "orda {args:?} failed: {}{}",
        stdout(&o),
        stderr(&o)
    );
    stdout(&o)
}

/// A tournament of `n` players rated 2000, 1990, ... in database `db`; its id.
fn tournament(db: &Path, system: &str, rounds: &str, n: u32) -> String {
    // Names are unique in a file: "Т rr", "Т swiss".
    let name = format!("Т {system}");
    let id = ok(
        db,
        &[
            "tournament",
            "create",
            "--name",
            &name,
            "--system",
            system,
            "--rounds",
            rounds,
        ],
    )
    .trim()
    .to_string();
    for i in 0..n {
        let name = format!("Player {}", i + 1);
        let rating = (2000 - 10 * i).to_string();
        ok(
            db,
            &[
                "player", "add", "-t", &id, "--name", &name, "--rating", &rating,
            ],
        );
    }
    id
}

#[test]
fn withdrawing_from_a_round_already_played_is_refused_and_changes_nothing() {
    let db = db_in("withdraw-played");
    tournament(&db, "swiss", "5", 6);
    ok(&db, &["round", "pair"]);
    ok(&db, &["result", "--round", "1", "--board", "1", "1-0"]);
    let before = ok(&db, &["pairings", "--round", "1"]);
    // Player 1 is White on board 1 and has won: round 1 is played.
    let o = run(
        &db,
        &["player", "withdraw", "--player", "1", "--from-round", "1"],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("player 1 already has a result in round 1 (board 1, 1-0)"),
        "{}",
        stderr(&o)
    );
    assert_eq!(ok(&db, &["pairings", "--round", "1"]), before);
    assert!(!ok(&db, &["player", "list"]).contains("withdrawn"));
    // A player whose round-1 board is still open may withdraw from it: a forfeit.
    let o = ok(
        &db,
        &["player", "withdraw", "--player", "2", "--from-round", "1"],
    );
    assert!(o.contains("round 1 board 2: forfeit"), "{o}");
}

#[test]
fn a_withdrawn_player_is_reinstated_and_his_open_forfeit_cleared() {
    let db = db_in("reinstate");
    tournament(&db, "rr", "5", 6);
    ok(&db, &["round", "pair"]);
    for b in ["1", "2", "3"] {
        ok(&db, &["result", "--round", "1", "--board", b, "="]);
    }
    ok(&db, &["round", "pair"]);
    let o = ok(
        &db,
        &["player", "withdraw", "--player", "3", "--from-round", "2"],
    );
    let forfeits = o.lines().filter(|l| l.ends_with(": forfeit")).count();
    assert_eq!(forfeits, 1, "{o}");
    assert!(ok(&db, &["player", "list"]).contains("(withdrawn from round 2)"));
    // Reinstating a player who has not withdrawn is refused.
    let o = run(&db, &["player", "reinstate", "--player", "4"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("player 4 has not withdrawn"),
        "{}",
        stderr(&o)
    );
    let o = ok(&db, &["player", "reinstate", "--player", "3"]);
    assert!(o.starts_with("player 3 plays again from round 2\n"), "{o}");
    assert_eq!(
        o.lines().filter(|l| l.contains("forfeit cleared")).count(),
        1,
        "{o}"
    );
    assert!(!ok(&db, &["player", "list"]).contains("withdrawn"));
    // Round 2 is no longer complete: player 3's game is to be played.
    let o = run(&db, &["round", "pair"]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    let pairings = ok(&db, &["pairings", "--round", "2"]);
    assert!(!pairings.contains('+'), "{pairings}");
}

#[test]
fn a_player_is_deleted_before_round_1_only_and_only_with_yes() {
    let db = db_in("delete-player");
    tournament(&db, "swiss", "5", 5);
    let o = run(&db, &["player", "delete", "--player", "2"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("this would delete player 2 Player 2"),
        "{}",
        stderr(&o)
    );
    assert_eq!(ok(&db, &["player", "list"]).lines().count(), 5);
    ok(&db, &["player", "delete", "--player", "2", "--yes"]);
    let list = ok(&db, &["player", "list"]);
    let names: Vec<(&str, &str)> = list
        .lines()
        .map(|l| {
            let mut f = l.split("  ").map(str::trim).filter(|s| !s.is_empty());
            (f.next().unwrap(), f.next().unwrap())
        })
        .collect();
    assert_eq!(
        names,
        [
            ("1", "Player 1"),
            ("2", "Player 3"),
            ("3", "Player 4"),
            ("4", "Player 5")
        ]
    );
    ok(&db, &["round", "pair"]);
    let o = run(&db, &["player", "delete", "--player", "4", "--yes"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("withdraw"), "{}", stderr(&o));
    assert_eq!(ok(&db, &["player", "list"]).lines().count(), 4);
}

#[test]
fn a_tournament_is_deleted_only_with_yes_and_the_others_stay() {
    let db = db_in("delete-tournament");
    let a = tournament(&db, "rr", "3", 4);
    let b = tournament(&db, "swiss", "3", 4);
    ok(&db, &["round", "pair", "-t", &a]);
    ok(
        &db,
        &["result", "-t", &a, "--round", "1", "--board", "1", "1-0"],
    );
    let o = run(&db, &["tournament", "delete", "-t", &a]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("4 players, 1 rounds, 1 results, 0 game scores"),
        "{}",
        stderr(&o)
    );
    assert_eq!(ok(&db, &["tournament", "list"]).lines().count(), 2);
    let o = ok(&db, &["tournament", "delete", "-t", &a, "--yes"]);
    assert!(o.starts_with(&format!("deleted tournament {a} ")), "{o}");
    // The database as it was before the deletion is kept beside it.
    let backups: Vec<String> = std::fs::read_dir(db.with_extension("sqlite.backups"))
        .expect("a backups folder beside the database")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.contains(&format!("before-deleting-tournament-{a}")))
        .collect();
    assert_eq!(backups.len(), 1, "{backups:?}");
    let list = ok(&db, &["tournament", "list"]);
    assert_eq!(list.lines().count(), 1, "{list}");
    assert!(list.starts_with(&format!("{b}\t")), "{list}");
    assert_eq!(ok(&db, &["player", "list", "-t", &b]).lines().count(), 4);
    let o = run(&db, &["tournament", "delete", "-t", &a, "--yes"]);
    assert_eq!(o.status.code(), Some(1));
}

#[test]
fn changing_a_result_later_rounds_were_paired_with_warns() {
    let db = db_in("stale");
    tournament(&db, "swiss", "5", 6);
    for round in ["1", "2"] {
        ok(&db, &["round", "pair"]);
        for b in ["1", "2", "3"] {
            ok(&db, &["result", "--round", round, "--board", b, "1-0"]);
        }
    }
    ok(&db, &["round", "pair"]);
    // Round 3 is paired: changing round 1 is asked about first (level 3 in effect: refused
    // without --force, nothing stored), then it warns about rounds 2-3 and is stored.
    let o = run(&db, &["result", "--round", "1", "--board", "2", "0-1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("1-0 → 0-1 changes round 1, on which rounds 2-3 were paired")
            && stderr(&o).contains("--force"),
        "{}",
        stderr(&o)
    );
    assert!(!ok(&db, &["pairings", "--round", "1"]).contains("0-1"));
    let o = run(
        &db,
        &["result", "--round", "1", "--board", "2", "0-1", "--force"],
    );
    assert!(o.status.success());
    assert!(
        stderr(&o)
            .contains("warning: round 1 board 2: rounds 2-3 were paired with the old result 1-0"),
        "{}",
        stderr(&o)
    );
    assert!(ok(&db, &["pairings", "--round", "1"]).contains("0-1"));
    // The same result again, or a result of the last round, warns about nothing.
    let o = run(&db, &["result", "--round", "1", "--board", "2", "0-1"]);
    assert!(!stderr(&o).contains("warning"), "{}", stderr(&o));
    let o = run(&db, &["result", "--round", "3", "--board", "1", "1-0"]);
    assert!(!stderr(&o).contains("warning"), "{}", stderr(&o));
    let o = run(&db, &["result", "--round", "2", "--board", "1", "="]);
    assert!(
        stderr(&o).contains("changes round 2, on which round 3 was paired; it is not paired"),
        "{}",
        stderr(&o)
    );
    let o = run(
        &db,
        &["result", "--round", "2", "--board", "1", "=", "--force"],
    );
    assert!(
        stderr(&o).contains("round 3 was paired with the old result 1-0"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn check_after_a_late_entry_compares_each_round_with_the_players_present() {
    let db = db_in("late-check");
    tournament(&db, "swiss", "4", 6);
    ok(&db, &["round", "pair"]);
    for b in ["1", "2", "3"] {
        ok(&db, &["result", "--round", "1", "--board", b, "1-0"]);
    }
    // A late entry after round 1: he is absent from round 1 and paired from round 2.
    ok(
        &db,
        &["player", "add", "--name", "Late", "--rating", "2100"],
    );
    ok(&db, &["round", "pair"]);
    let o = run(&db, &["check"]);
    assert_eq!(
        stdout(&o),
        "round 1: as the Dutch system pairs it\nround 2: as the Dutch system pairs it\n"
    );
    assert_eq!(o.status.code(), Some(0));
}
