//! Hostile input at the boundaries, each a file in `tests/data/` (or a typed argument) that
//! once hung, stored a wrong tournament or reached a database constraint: refused with the
//! file, line and text, and nothing changed.

use std::path::PathBuf;

use crate::util::{fresh_db, orda, orda_db as run, stderr, stdout};

fn data(rel: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(rel)
        .to_string_lossy()
        .into_owned()
}

/// Imports `file` into a new database: it must be refused (exit 1) with `want` in the message,
/// and leave no tournament behind.
fn refused_import(name: &str, file: &str, want: &str) {
    let db = fresh_db(name);
    let o = run(&db, &["import", "trf", &data(file)]);
    assert_eq!(o.status.code(), Some(1), "{}{}", stdout(&o), stderr(&o));
    assert!(stderr(&o).contains(want), "{}", stderr(&o));
    let list = run(&db, &["tournament", "list"]);
    assert_eq!(stdout(&list), "", "{}", stderr(&list));
}

#[test]
fn an_xxg_round_far_beyond_the_data_is_refused_at_once() {
    // Before: the import built 4 billion empty rounds (it hung).
    refused_import(
        "xxg-round",
        "trf/bad-xxg-round.trf",
        "line 19: `XXG` names round 4000000000, but the file has data for rounds 1..3",
    );
}

#[test]
fn a_starting_rank_0_is_refused_by_the_reader() {
    // Before: the import reached the database's CHECK (start_no > 0), "SQLite error 275".
    refused_import(
        "rank-zero",
        "trf/bad-rank-zero.trf",
        "bad-rank-zero.trf:18:5: `0`: starting ranks count from 1",
    );
    let o = orda(&["pair-trf", &data("trf/bad-rank-zero.trf")]);
    assert!(
        stderr(&o).contains("starting ranks count from 1"),
        "{}",
        stderr(&o)
    );
    assert_eq!(stdout(&o), "");
}

#[test]
fn under_xxc_rank_an_opponent_not_in_the_file_is_refused() {
    // Before: opponent 21 (no such starting rank) became whoever had rank 21.
    let want = "2:132: `21`: player 1 names opponent 21 in round 5, who is not in the file";
    refused_import("rank-opponent", "trf/bad-rank-opponent.trf", want);
    let o = orda(&["pair-trf", &data("trf/bad-rank-opponent.trf")]);
    assert!(stderr(&o).contains(want), "{}", stderr(&o));
    assert_eq!(stdout(&o), "");
}

#[test]
fn a_quote_left_open_on_the_last_line_of_a_csv_is_refused() {
    // Before: `"Ali;1400` at the end of the file imported a player named `Ali;1400`.
    let db = fresh_db("quote-last");
    run(
        &db,
        &[
            "tournament",
            "create",
            "--name",
            "T",
            "--system",
            "swiss",
            "--rounds",
            "5",
        ],
    );
    let o = run(
        &db,
        &["player", "import", &data("text/bad-quote-last-line.csv")],
    );
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(
        stderr(&o)
            .contains("bad-quote-last-line.csv:3: a quote opened on this line is not closed on it"),
        "{}",
        stderr(&o)
    );
    assert_eq!(stdout(&run(&db, &["player", "list"])), "");
}

#[test]
fn control_characters_typed_on_the_command_line_are_refused() {
    let db = fresh_db("typed-control");
    let o = run(
        &db,
        &[
            "tournament",
            "create",
            "--name",
            "Cup\u{1b}]0;pwn\u{7}",
            "--system",
            "rr",
            "--rounds",
            "3",
        ],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o)
            .contains("the name `Cup<U+001B>]0;pwn<U+0007>` holds the control character U+001B"),
        "{}",
        stderr(&o)
    );
    assert!(!stderr(&o).contains('\u{1b}'));
    run(
        &db,
        &[
            "tournament",
            "create",
            "--name",
            "Cup",
            "--system",
            "rr",
            "--rounds",
            "3",
        ],
    );
    let o = run(
        &db,
        &["player", "add", "--name", "\u{202e}Ali", "--rating", "1500"],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("U+202E"), "{}", stderr(&o));
    assert_eq!(stdout(&run(&db, &["player", "list"])), "");
}

#[test]
fn a_player_is_reinstated_from_a_round_he_can_play_only() {
    let db = fresh_db("reinstate-late");
    run(
        &db,
        &[
            "tournament",
            "create",
            "--name",
            "T",
            "--system",
            "swiss",
            "--rounds",
            "7",
        ],
    );
    for i in 0..4 {
        let name = format!("P{i}");
        run(&db, &["player", "add", "--name", &name]);
    }
    run(&db, &["round", "pair"]);
    run(
        &db,
        &["player", "withdraw", "--player", "2", "--from-round", "2"],
    );
    // Round 1 is in progress: round 4 is not a round he can come back in (it would not be kept).
    let o = run(
        &db,
        &["player", "reinstate", "--player", "2", "--from-round", "4"],
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("round 2 at the latest"),
        "{}",
        stderr(&o)
    );
    assert!(stdout(&run(&db, &["player", "list"])).contains("(withdrawn from round 2)"));
}

/// A generated Swiss of `players` with `played` rounds played out of 7, as TRF text.
fn generated(players: usize, played: usize) -> String {
    let s = orda::app::generate::generate_swiss(&orda::app::generate::Options {
        players,
        rounds: played,
        seed: 11,
        ..orda::app::generate::Options::default()
    })
    .expect("generated");
    let s = orda::pairing::swiss::Swiss {
        total_rounds: 7,
        ..s
    };
    orda::formats::trf::write(&orda::app::generate::to_trf(&s, "groups"))
}

#[test]
fn an_xxp_line_is_one_group_and_pairs_as_its_pairs_do() {
    // A line of k numbers is kept as k numbers, not k(k-1)/2 pairs: a line of 20,000 numbers
    // took 1.57 GB and more before.
    let base = generated(60, 2);
    let dir = crate::util::scratch("xxp-group");
    let pair = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).expect("write");
        let o = orda(&["pair-trf", &p.display().to_string()]);
        assert!(o.status.success(), "{}", stderr(&o));
        stdout(&o)
    };
    let boards = |out: &str| -> Vec<(u32, u32)> {
        (out.lines().skip(1))
            .map(|b| {
                let mut it = b
                    .split_whitespace()
                    .map(|n| n.parse::<u32>().expect("a number"));
                (it.next().expect("white"), it.next().expect("black"))
            })
            .collect()
    };
    let free = pair("none.trf", &base);
    // The players of the first three boards, forbidden to meet one another.
    let group: Vec<u32> = boards(&free)[..3]
        .iter()
        .flat_map(|&(w, b)| [w, b])
        .collect();
    let line: Vec<String> = group.iter().map(u32::to_string).collect();
    let one = format!("{base}XXP {}\n", line.join(" "));
    let trf = orda::formats::trf::read(&one).expect("reads");
    let swiss = orda::formats::swiss_trf::to_swiss(&trf).expect("a Swiss");
    let mut members: Vec<usize> = group.iter().map(|&n| n as usize - 1).collect();
    members.sort_unstable();
    assert_eq!(swiss.forbidden_groups, [members]);
    assert!(swiss.forbidden.is_empty());
    // The same players forbidden pair by pair pair the same way, and no two meet.
    let mut pairs = base.clone();
    for (i, a) in group.iter().enumerate() {
        for b in &group[i + 1..] {
            pairs.push_str(&format!("XXP {a} {b}\n"));
        }
    }
    let by_group = pair("group.trf", &one);
    assert_eq!(by_group, pair("pairs.trf", &pairs));
    assert_ne!(by_group, free, "the group changes the pairing");
    for (w, b) in boards(&by_group) {
        assert!(
            !(group.contains(&w) && group.contains(&b)),
            "{w} and {b} are in one group"
        );
    }
}
