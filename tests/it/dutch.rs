//! The Dutch system against the FIDE-endorsed reference engine: every vector of
//! tests/data/pairing, tests/data/pairing-2 and tests/data/pairing-3 (a TRF before round R and
//! bbpPairings 6.0.0's pairing of round R, 6,818 in all) is reproduced exactly, boards, colours
//! and board order included. Then hand-made cases (tests/data/dutch), the command line, bad
//! files, and a tournament in which no legal pairing exists.

use std::path::{Path, PathBuf};

use orda::formats::{swiss_trf, trf};
use orda::pairing::dutch;

use crate::util::{orda, stderr};

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

fn dir() -> PathBuf {
    data("pairing")
}

fn pair_text(text: &str) -> Result<String, String> {
    let t = trf::read(text).map_err(|e| e[0].to_string())?;
    let s = swiss_trf::to_swiss(&t).map_err(|e| e.to_string())?;
    dutch::pair(&s)
        .map(|b| swiss_trf::write_pairs(&b))
        .map_err(|e| e.to_string())
}

/// What a set of reference vectors exercised.
#[derive(Default)]
struct Tally {
    boards: usize,
    byes: usize,
    /// The vectors whose pairing differs from the reference (file names).
    wrong: Vec<String>,
}

/// Pairs every `.trf` of `files` and compares the result with its `.pairs` file byte for byte.
fn tally(files: &[PathBuf]) -> Tally {
    let mut t = Tally::default();
    for f in files {
        let text = std::fs::read_to_string(f).expect("read");
        let want = std::fs::read_to_string(f.with_extension("pairs")).expect("pairs file");
        let got = pair_text(&text).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let expected = swiss_trf::read_pairs(&want).expect("reference pairs");
        t.boards += expected.len();
        t.byes += expected.iter().filter(|b| b.1 == 0).count();
        if got != want {
            t.wrong
                .push(f.file_name().unwrap().to_string_lossy().into_owned());
        }
    }
    t
}

/// Checks every vector of `dir` (there must be `count`), on two threads (the vectors are
/// independent; CI has two cores).
fn reproduce_all(dir: &Path, count: usize) -> Tally {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), count, "{}", dir.display());
    let (a, b) = files.split_at(files.len() / 2);
    let (mut t, u) = std::thread::scope(|sc| {
        let h = sc.spawn(|| tally(b));
        (tally(a), h.join().expect("thread"))
    });
    t.boards += u.boards;
    t.byes += u.byes;
    t.wrong.extend(u.wrong);
    assert!(
        t.wrong.is_empty(),
        "{} of {count} in {} differ: {:?}",
        t.wrong.len(),
        dir.display(),
        t.wrong
    );
    t
}

#[test]
fn every_reference_pairing_is_reproduced() {
    let t = reproduce_all(&dir(), 258);
    // The vectors exercise what they should: thousands of boards and many byes.
    assert!(
        t.boards > 3_000 && t.byes > 100,
        "{} boards, {} byes",
        t.boards,
        t.byes
    );
}

/// The second set: odd fields, announced byes, forfeits and withdrawals, so that who gets the
/// pairing-allocated bye (C9 included) is decided often.
#[test]
fn every_reference_pairing_of_the_second_set_is_reproduced() {
    let t = reproduce_all(&data("pairing-2"), 1_875);
    assert!(
        t.boards > 15_000 && t.byes > 700,
        "{} boards, {} byes",
        t.boards,
        t.byes
    );
}

/// The third set, an endorsement-size run of 1,000 generated tournaments.
#[test]
fn every_reference_pairing_of_the_third_set_is_reproduced() {
    let t = reproduce_all(&data("pairing-3"), 4_685);
    assert!(
        t.boards > 35_000 && t.byes > 2_000,
        "{} boards, {} byes",
        t.boards,
        t.byes
    );
}

/// The fourth set: the tournaments of the second set with one round paired by the Baku
/// acceleration (`192 FIDE_DUTCH_BAKU`), 353 of them differently from the plain Dutch system.
#[test]
fn every_reference_pairing_with_baku_acceleration_is_reproduced() {
    let t = reproduce_all(&data("pairing-baku"), 624);
    assert!(
        t.boards > 5_000 && t.byes > 200,
        "{} boards, {} byes",
        t.boards,
        t.byes
    );
}

/// The pairing-allocated bye of a file, as its starting number.
fn bye_of(pairs: &str) -> Option<u32> {
    swiss_trf::read_pairs(pairs)
        .expect("pairs")
        .iter()
        .find(|b| b.1 == 0)
        .map(|b| b.0)
}

/// C9 (the bye goes to a player with as few unplayed games as possible) holds only where the
/// reference engine applies it: when the bye is decided inside one bracket, nobody of it
/// pairing further down. Two rounds that an engine applying C9 in every bracket gets wrong.
#[test]
fn c9_decides_the_bye_only_inside_the_bye_bracket() {
    // Round 7 of 15 players: 7 (a half-point bye in round 4) and 12 (no unplayed game) are
    // the candidates at 2.5, but a 2.5 player must pair down, so C9 does not hold and the
    // bye goes to 7, whom the pairing of the others leaves over.
    let f = data("pairing-2/dutch-103-n15-r7.r7.trf");
    let got = pair_text(&std::fs::read_to_string(&f).unwrap()).unwrap();
    assert_eq!(
        got,
        std::fs::read_to_string(f.with_extension("pairs")).unwrap()
    );
    assert_eq!(bye_of(&got), Some(7));
    // Round 6 of 15 players: C9 holds in the bracket below the bye's score group too, and
    // of 7 (a forfeit loss) and 10 (every game played) the bye goes to 10.
    let f = data("pairing/dutch-030-n15-r7.r6.trf");
    let got = pair_text(&std::fs::read_to_string(&f).unwrap()).unwrap();
    assert_eq!(
        got,
        std::fs::read_to_string(f.with_extension("pairs")).unwrap()
    );
    assert_eq!(bye_of(&got), Some(10));
}

/// A pairing-allocated bye worth no point (`BBU 0.0`) is still the bye: its player does not
/// get a second one (C.04.1), although he is alone at the bottom of the table.
#[test]
fn a_zero_point_bye_still_counts_as_the_bye() {
    let f = data("dutch/zero-point-bye-is-the-bye.trf");
    let got = pair_text(&std::fs::read_to_string(&f).unwrap()).unwrap();
    assert_eq!(got, "3\n2 1\n3 5\n4 0\n");
    assert_ne!(bye_of(&got), Some(5));
}

/// When the one player who must be left over cannot take the bye, no legal pairing exists
/// (the reference engine's completion check): here all three players have had a bye or a
/// forfeit win, and 2 and 3 have met.
#[test]
fn nobody_eligible_for_the_bye_means_no_legal_pairing() {
    let f = data("dutch/nobody-may-take-the-bye.trf");
    let err = pair_text(&std::fs::read_to_string(&f).unwrap()).expect_err("no pairing");
    assert!(err.contains("no legal pairing"), "{err}");
    let out = orda(&["pair-trf", f.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(stderr(&out).contains("round 3"), "{}", stderr(&out));
}

#[test]
fn pair_trf_prints_the_reference_format() {
    let f = dir().join("dutch-000-n21-r7.r3.trf");
    let out_file = std::env::temp_dir().join(format!("orda-pairs-{}.txt", std::process::id()));
    let out = orda(&[
        "pair-trf",
        f.to_str().unwrap(),
        "-o",
        out_file.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let got = std::fs::read_to_string(&out_file).expect("output");
    std::fs::remove_file(&out_file).ok();
    assert_eq!(
        got,
        std::fs::read_to_string(dir().join("dutch-000-n21-r7.r3.pairs")).unwrap()
    );
    let lines: Vec<&str> = got.lines().collect();
    assert_eq!(lines[0], "11");
    assert_eq!(lines.last(), Some(&"20 0"), "the bye is last, as `N 0`");
}

/// A `001` line in TRF-16 columns: rounds as `(opponent, colour, result)`.
fn line(no: u32, points: &str, rounds: &[(u32, char, char)]) -> String {
    let mut l = format!(
        "001 {no:>4} {:<4} {:<33} {:>4} {:<3} {:>11} {:<10} {points:>4} {:>4}",
        "",
        format!("Player {no}"),
        2000 - no,
        "",
        "",
        "",
        ""
    );
    for &(o, c, r) in rounds {
        l += &format!("  {o:04} {c} {r}");
    }
    l + "\n"
}

#[test]
fn no_legal_pairing_exits_1_with_the_reason() {
    // Three players, four rounds. Round 1: 1 beats 2, 3 has the bye; round 2: 3 beats 1, 2 has
    // the bye. Round 3 can only be 2-3 with the bye for 1.
    let two = format!(
        "012 Closed\n{}{}{}XXR 4\nXXC white1\n",
        line(1, "1.0", &[(2, 'w', '1'), (3, 'b', '0')]),
        line(2, "1.0", &[(1, 'b', '0'), (0, '-', 'U')]),
        line(3, "2.0", &[(0, '-', 'U'), (1, 'w', '1')]),
    );
    assert_eq!(pair_text(&two).unwrap(), "2\n2 3\n1 0\n");
    // After round 3 everybody has met everybody and had the bye: round 4 cannot be paired.
    let three = format!(
        "012 Closed\n{}{}{}XXR 4\nXXC white1\n",
        line(1, "2.0", &[(2, 'w', '1'), (3, 'b', '0'), (0, '-', 'U')]),
        line(2, "1.0", &[(1, 'b', '0'), (0, '-', 'U'), (3, 'w', '0')]),
        line(3, "3.0", &[(0, '-', 'U'), (1, 'w', '1'), (2, 'b', '1')]),
    );
    let f = std::env::temp_dir().join(format!("orda-impossible-{}.trf", std::process::id()));
    std::fs::write(&f, &three).unwrap();
    let out = orda(&["pair-trf", f.to_str().unwrap()]);
    std::fs::remove_file(&f).ok();
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("round 4") && stderr(&out).contains("no legal pairing"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn bad_files_name_the_line_and_change_nothing() {
    let good = std::fs::read_to_string(dir().join("dutch-000-n21-r7.r3.trf")).unwrap();
    let cases: Vec<(String, &str, usize)> = vec![
        // An opponent who is not in the file.
        (
            good.replacen("   11 w 1     8 b 1", "   31 w 1     8 b 1", 1),
            "not in the file",
            2,
        ),
        // Impossible points: player 1 has 2.0 by his results.
        (
            good.replacen("2.0         11 w 1", "2.5         11 w 1", 1),
            "2.0 points",
            2,
        ),
        // A truncated line: player 5 lost his second round, so the pairs disagree.
        (
            good.replacen("15 w 1    21 b 1", "15 w 1", 1),
            "says otherwise",
            22,
        ),
        // No XXR.
        (good.replace("XXR 7\n", ""), "how many rounds", 1),
        // A bye for a player who is not there.
        (format!("{good}240 Z   3   44\n"), "not in the file", 25),
        // A result code that is not one.
        (good.replacen("11 w 1", "11 w 7", 1), "not a result code", 2),
    ];
    for (text, words, line) in cases {
        let err = pair_text(&text).expect_err(words);
        assert!(err.contains(words), "{err} (wanted `{words}`)");
        assert!(
            err.starts_with(&format!("{line}:")),
            "{err} (wanted line {line})"
        );
    }
}

/// Boards of a round from the `pairings` CSV: (white, black) starting numbers, byes left out.
fn stored_round(ev: &crate::event::Event, round: u32) -> Vec<(u32, u32)> {
    ev.csv(&["pairings", "--round", &round.to_string()])
        .into_iter()
        .skip(1)
        .filter(|r| !r[3].is_empty())
        .map(|r| (r[1].parse().unwrap(), r[3].parse().unwrap()))
        .collect()
}

#[test]
fn a_stored_swiss_is_paired_by_the_dutch_system_checked_and_changed_by_hand() {
    let ev = crate::event::Event::new("dutch-db");
    // A tournament imported after three rounds, with a half-point bye announced for round 4:
    // `round pair` gives the reference engine's round 4, board for board.
    let f = dir().join("dutch-002-n63-r9.r4.trf");
    ev.run(&["import", "trf", f.to_str().unwrap()]);
    ev.run(&["round", "pair"]);
    let want = swiss_trf::read_pairs(
        &std::fs::read_to_string(dir().join("dutch-002-n63-r9.r4.pairs")).unwrap(),
    )
    .unwrap();
    let want_boards: Vec<(u32, u32)> = want.iter().copied().filter(|b| b.1 != 0).collect();
    assert_eq!(stored_round(&ev, 4), want_boards);
    let check = ev.try_run(&["check"]);
    // Round 1 of the generated file was paired with Black for player 1, so it differs; rounds
    // 2-4 are what the Dutch system pairs.
    let out = crate::util::stdout(&check);
    assert!(
        out.contains("round 4: as the Dutch system pairs it"),
        "{out}"
    );
    assert!(
        out.contains("round 2: as the Dutch system pairs it"),
        "{out}"
    );

    // Swap the colours of board 1: allowed with a warning if it breaks a colour preference,
    // and the checker now reports round 4.
    let o = ev.try_run(&["round", "swap", "--board", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(
        stored_round(&ev, 4)[0],
        (want_boards[0].1, want_boards[0].0)
    );
    let out = crate::util::stdout(&ev.try_run(&["check"]));
    assert!(out.contains("round 4: differs"), "{out}");

    // A hand pairing with a rematch is refused (and changes nothing) unless forced: take a
    // pair of round 3, x-y, and exchange opponents so that they meet again.
    let (x, y) = stored_round(&ev, 3)[0];
    let mut boards = stored_round(&ev, 4);
    let bx = boards
        .iter()
        .position(|&(p, q)| p == x || q == x)
        .expect("x plays");
    let by = boards
        .iter()
        .position(|&(p, q)| p == y || q == y)
        .expect("y plays");
    let other = |(p, q): (u32, u32), me: u32| if p == me { q } else { p };
    let (ox, oy) = (other(boards[bx], x), other(boards[by], y));
    boards[bx] = (x, y);
    boards[by] = (ox, oy);
    let mut text = format!("{}\n", want.len());
    for &(p, q) in &boards {
        text += &format!("{p} {q}\n");
    }
    for &(p, _) in want.iter().filter(|b| b.1 == 0) {
        text += &format!("{p} 0\n");
    }
    let file = ev.file("hand.pairs", &text);
    let before = stored_round(&ev, 4);
    let o = ev.try_run(&["round", "set", &file]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("have already played each other"),
        "{}",
        stderr(&o)
    );
    assert_eq!(stored_round(&ev, 4), before);
    // A list that is not a round (a player twice, another left out) is refused even forced.
    let twice = text.replacen(&format!("{ox} {oy}\n"), &format!("{x} {oy}\n"), 1);
    let o = ev.try_run(&["round", "set", &ev.file("twice.pairs", &twice), "--force"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    // The pairs file itself names the line (formats::round_files, docs/files.md).
    assert!(
        stderr(&o).contains("twice.pairs:")
            && stderr(&o).contains(&format!("player {x} is named twice")),
        "{}",
        stderr(&o)
    );
    assert_eq!(stored_round(&ev, 4), before);
    let o = ev.try_run(&["round", "set", &file, "--force"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("warning"), "{}", stderr(&o));
    assert_eq!(stored_round(&ev, 4)[bx], (x, y));
}

/// A five-round Swiss of eight players rated 2000, 1990, ... in a database of its own.
fn eight_player_swiss(name: &str) -> crate::event::Event {
    let ev = crate::event::Event::new(name);
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "Open",
        "--system",
        "swiss",
        "--rounds",
        "5",
    ]);
    for i in 0..8 {
        ev.run(&[
            "player",
            "add",
            "--name",
            &format!("Player {}", i + 1),
            "--rating",
            &(2000 - 10 * i).to_string(),
        ]);
    }
    ev
}

#[test]
fn forbidden_pairs_are_kept_apart() {
    let ev = eight_player_swiss("dutch-forbid");
    // Round 1 pairs the top half against the bottom half: 1-5 first.
    ev.run(&["round", "pair"]);
    assert_eq!(stored_round(&ev, 1), vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
    // The same field with 1 and 5 kept apart (relatives, say).
    let ev2 = eight_player_swiss("dutch-forbid-2");
    ev2.run(&["player", "forbid", "1", "5"]);
    ev2.run(&["round", "pair"]);
    let r1 = stored_round(&ev2, 1);
    assert!(
        !r1.iter().any(|&(w, b)| (w.min(b), w.max(b)) == (1, 5)),
        "{r1:?}"
    );
    assert_eq!(r1.len(), 4);
    // The checker knows the ban: the round is what the Dutch system pairs.
    assert!(
        crate::util::stdout(&ev2.try_run(&["check"]))
            .contains("round 1: as the Dutch system pairs it")
    );
}

#[test]
fn generated_tournaments_are_legal_reproducible_and_pair_on() {
    use orda::app::generate::{Options, before_round, generate_swiss, to_trf};
    let o = Options {
        players: 41,
        rounds: 7,
        seed: 11,
        draws: 0.3,
        forfeits: 0.05,
        withdrawals: 0.02,
        byes: 0.05,
        ..Options::default()
    };
    let s = generate_swiss(&o).expect("generated");
    assert_eq!(
        s,
        generate_swiss(&o).unwrap(),
        "the same seed gives the same tournament"
    );
    assert_ne!(
        s,
        generate_swiss(&Options {
            seed: 12,
            ..o.clone()
        })
        .unwrap()
    );
    // Every round is a round: no rematch among played games, each player once.
    for r in 0..7 {
        let mut seen = std::collections::HashSet::new();
        for (i, p) in s.players.iter().enumerate() {
            let rec = p.as_ref().unwrap().history[r];
            if let Some(o) = rec.opponent {
                assert_eq!(s.players[o].as_ref().unwrap().history[r].opponent, Some(i));
                assert!(seen.insert((i.min(o), i.max(o))) || i > o);
            }
        }
    }
    let played: Vec<(usize, usize)> = s
        .players
        .iter()
        .enumerate()
        .flat_map(|(i, p)| {
            p.as_ref()
                .unwrap()
                .history
                .iter()
                .filter(|r| r.played)
                .filter_map(move |r| r.opponent.map(|o| (i.min(o), i.max(o))))
        })
        .collect();
    let distinct: std::collections::HashSet<_> = played.iter().collect();
    assert_eq!(distinct.len() * 2, played.len(), "no pair played twice");
    // The rates show: forfeits, byes, withdrawals all happen.
    let all: Vec<_> = s
        .players
        .iter()
        .flat_map(|p| p.as_ref().unwrap().history.clone())
        .collect();
    assert!(
        all.iter()
            .any(|r| r.paired && !r.played && r.opponent.is_some()),
        "a forfeit"
    );
    assert!(
        all.iter()
            .any(|r| !r.paired && r.outcome == orda::pairing::swiss::RoundResult::Draw),
        "a half-point bye"
    );
    // As TRF after 4 rounds of 7, read back, it pairs round 5 exactly as the model does.
    let mut four = before_round(&s, 4);
    four.total_rounds = 7;
    let text = trf::write(&to_trf(&four, "Generated"));
    let back = swiss_trf::to_swiss(&trf::read(&text).unwrap()).expect("reads back");
    assert_eq!(back.played_rounds, 4);
    assert_eq!(dutch::pair(&back).unwrap(), dutch::pair(&four).unwrap());
    // The command writes such a file.
    let f = std::env::temp_dir().join(format!("orda-gen-{}.trf", std::process::id()));
    let out = orda(&[
        "generate",
        "--players",
        "25",
        "--rounds",
        "5",
        "--played",
        "2",
        "--seed",
        "3",
        "-o",
        f.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    let paired = orda(&["pair-trf", f.to_str().unwrap()]);
    std::fs::remove_file(&f).ok();
    assert!(paired.status.success(), "{}", stderr(&paired));
    assert!(crate::util::stdout(&paired).lines().count() >= 13);
}
