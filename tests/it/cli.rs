//! The command line as a user runs it: exact output forms, exit codes, garbage input.

use crate::util::{Rng, corpus_path, orda, scratch, stderr, stdout};

#[test]
fn perft_prints_one_line_per_depth_and_nothing_else() {
    let o = orda(&["perft", "5"]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "1 9\n2 73\n3 613\n4 5199\n5 43184\n");
    assert!(stderr(&o).contains("leaves/s"));
    let o = orda(&[
        "perft",
        "--game",
        "togyz",
        "--position",
        "0,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0 80 80 w",
        "3",
    ]);
    assert_eq!(stdout(&o), "1 1\n2 1\n3 1\n");
    let o = orda(&["perft", "--position", "nonsense", "3"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("--position: expected"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn validate_the_whole_corpus() {
    let path = corpus_path();
    let o = orda(&["validate", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 2399);
    assert_eq!(
        out.lines().last(),
        Some("2398 games: 2398 valid, 0 invalid")
    );
    let first = out.lines().next().unwrap();
    assert!(first.ends_with("game 1 (abeke93 - maks95): ok, 0-1 (atsyrau, 30-132 after the collection), 92 plies, kazans 30-132"), "{first}");
}

const BAD: &str = "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. 87(10) 87(10) 2. 22 98(22) 1-0\n\n\
    [White \"C\"]\n[Black \"D\"]\n[Result \"0-1\"]\n\n1. 87(10) 87(10) 0-1\n";

#[test]
fn validate_names_file_line_column_move_and_token() {
    let dir = scratch("validate");
    let file = dir.join("two.pgn");
    std::fs::write(&file, BAD).unwrap();
    let f = file.to_str().unwrap();
    let o = orda(&["validate", f]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        lines[0],
        format!(
            "{f}:5:24: game 1 (A - B): move 2… 98(22): the last kumalak lands in otau 9 (the opponent's side), not 8"
        )
    );
    assert!(
        lines[1].starts_with(&format!("{f}: game 2 (C - D): ok, 0-1 (White resigned")),
        "{}",
        lines[1]
    );
    assert_eq!(lines[2], "2 games: 1 valid, 1 invalid");

    let o = orda(&["validate", "--json", f]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    let objs: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(objs.len(), 2);
    assert_eq!(objs[0]["game"], 1);
    assert_eq!(objs[0]["valid"], false);
    assert_eq!(objs[0]["ply"], 4);
    assert_eq!(objs[0]["token"], "98(22)");
    assert_eq!(objs[0]["line"], 5);
    assert_eq!(objs[0]["kazans"]["white"], 10);
    assert_eq!(objs[1]["valid"], true);
    assert_eq!(objs[1]["result"], "0-1");
    assert_eq!(objs[1]["kazans"]["black"], 10);
}

#[test]
fn unreadable_files_exit_2_and_the_rest_are_still_checked() {
    let path = corpus_path();
    let o = orda(&["validate", "/nonexistent/game.pgn", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot read /nonexistent/game.pgn"));
    assert!(stdout(&o).ends_with("2398 games: 2398 valid, 0 invalid\n"));
}

#[test]
fn no_subcommand_opens_the_window_or_says_why_it_cannot() {
    // Without a display the window cannot open: a clear message and exit 2, no panic.
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_orda"))
        .env("ORDA_LANG", "en")
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .env(
            "XDG_DATA_HOME",
            std::env::temp_dir().join("orda-no-display"),
        )
        .output()
        .expect("orda runs");
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("orda: cannot open the window"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn replay_prints_the_board_after_each_move() {
    let path = corpus_path();
    let o = orda(&["replay", path.to_str().unwrap(), "--game", "2"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.starts_with("aianat12 - abf234  (0-1)\n"));
    assert!(out.contains("1. 76(10)   White plays otau 7, captures 10\n"));
    // One board at the start plus one per move (82 moves each side).
    let boards = out
        .lines()
        .filter(|l| l.contains("Black") && l.contains("kazan"))
        .count();
    assert_eq!(boards, 1 + 164);
    assert!(out.contains("\n82… 78   Black plays otau 7"), "{out}");
    assert!(
        out.trim_end()
            .ends_with("0-1 (atsyrau, 58-104 after the collection)"),
        "{}",
        &out[out.len() - 200..]
    );
    let o = orda(&["replay", path.to_str().unwrap(), "--game", "9999"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("holds 2398 games; there is no game 9999"));
}

#[test]
fn garbage_gives_errors_never_a_panic() {
    let dir = scratch("garbage");
    let mut rng = Rng(42);
    let binary: Vec<u8> = (0..20_000).map(|_| rng.below(256) as u8).collect();
    let corpus = std::fs::read_to_string(corpus_path()).unwrap();
    let truncated = &corpus[..corpus.len() / 3 + 7];
    let long_line = format!("[Result \"1-0\"]\n\n{}\n", ["12"; 10_000].join(" "));
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("binary.pgn", binary),
        ("truncated.pgn", truncated.as_bytes().to_vec()),
        ("long.pgn", long_line.into_bytes()),
        (
            "tokens.pgn",
            b"[Event \"x\"]\n\n1. 87(10) 87(10) 2. e4 {unclosed".to_vec(),
        ),
        ("tags.pgn", b"[Event \"x\n[Result \"2-0\"]\n\n87".to_vec()),
    ];
    for (name, bytes) in cases {
        let file = dir.join(name);
        std::fs::write(&file, bytes).unwrap();
        let o = orda(&["validate", file.to_str().unwrap()]);
        assert_eq!(o.status.code(), Some(1), "{name}: {}", stderr(&o));
        assert!(!stderr(&o).contains("panicked"), "{name}");
        let out = stdout(&o);
        assert!(
            out.lines().last().unwrap().contains("invalid"),
            "{name}: {out}"
        );
        assert!(out.contains(": game 1"), "{name}: {out}");
    }
}

/// `orda replay` shows the moves the validator replayed before its first problem: a board
/// check that disagrees after move 1 still shows move 1 and its board; a problem found before
/// any move (a position tag that does not read) shows the start only.
#[test]
fn replay_stops_where_the_validator_does() {
    let dir = scratch("replay-stop");
    let check = dir.join("check.pgn");
    std::fs::write(
        &check,
        "[Event \"x\"]\n\n1. 76(10) {0 / 9 9 9 9 9 9 9 9 9 / 9 9 9 9 9 9 9 9 9 / 0} 11 *\n",
    )
    .unwrap();
    let o = orda(&["replay", check.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    let boards = |s: &str| {
        s.lines()
            .filter(|l| l.contains("Black") && l.contains("kazan"))
            .count()
    };
    assert!(
        out.contains("\n1. 76(10)   White plays otau 7, captures 10\n"),
        "{out}"
    );
    assert_eq!(boards(&out), 2, "{out}");
    assert!(out.contains("stopped at line 3"), "{out}");
    let fen = dir.join("fen.pgn");
    std::fs::write(&fen, "[FEN \"not a position\"]\n\n1. 76(10) 11 *\n").unwrap();
    let o = orda(&["replay", fen.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let out = stdout(&o);
    assert_eq!(boards(&out), 1, "{out}");
    assert!(!out.contains("76(10)   White"), "{out}");
}
