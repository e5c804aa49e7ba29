//! `orda check FILE.trf` (docs/compliance.md): every round of a file paired again, its ranks
//! against the standings with its own tie-breaks (TRF-2026 `212`/`202`); and what a file says
//! of its rules read into the tournament: the tie-break list, and `### FIDE mode exited`.

use super::event::Event;
use super::util::{stderr, stdout};

fn generated() -> String {
    std::fs::read_to_string(
        std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/tiebreak/generated_21_players.trf"),
    )
    .expect("data")
}

/// Sets the 4-character field at 1-based column `col` of player `no`'s line.
fn set_field(text: &str, no: u32, col: usize, value: &str) -> String {
    let head = format!("001 {no:>4} ");
    text.lines()
        .map(|l| {
            if l.starts_with(&head) {
                let mut c: Vec<char> = l.chars().collect();
                for (i, ch) in value.chars().enumerate() {
                    c[col - 1 + i] = ch;
                }
                c.into_iter().collect()
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn a_file_checked_round_by_round_and_rank_by_rank() {
    let ev = Event::new("check-file");
    // The file's own list, in TRF-2026 form: read into the tournament.
    let f = ev.file(
        "g.trf",
        &format!("{}\n212 PTS,BH/C1,SB,KS/L40,TPN\n", generated()),
    );
    ev.run(&["import", "trf", &f]);
    let head = &ev.csv(&["standings"])[0];
    assert_eq!(head[8..], ["BH-C1", "SB", "KS-L40", "TPN"], "{head:?}");
    let out = ev.dir.join("out.trf");
    ev.run(&["export", "trf", "-o", out.to_str().unwrap()]);
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains("\n202 BH/C1,SB,KS/L40,TPN\n"), "{text}");
    assert_eq!(
        text.matches("\n212 PTS,BH/C1,SB,KS/L40,TPN\n").count(),
        1,
        "{text}"
    );

    // Orda's own export agrees with itself: every round, every rank.
    let said = ev.run(&["check", out.to_str().unwrap()]);
    assert_eq!(
        said.matches("as the Dutch system pairs it").count(),
        7,
        "{said}"
    );
    assert!(
        said.contains("standings after round 7 (BH-C1, SB, KS-L40, TPN): all 21 ranks"),
        "{said}"
    );

    // A rank the file gets wrong is named, with Orda's place and the values that decide it.
    let bad = ev.file("bad-rank.trf", &set_field(&text, 1, 86, "  21"));
    let o = ev.try_run(&["check", &bad]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    let said = stdout(&o);
    assert!(said.contains("1 of 21 players ranked otherwise"), "{said}");
    let line = said.lines().find(|l| l.contains("player 1:")).expect(&said);
    assert!(line.contains("the file ranks 21, Orda 4"), "{line}");
    assert!(
        line.contains("BH-C1 23½") && line.contains("TPN 1"),
        "{line}"
    );

    // A round paired otherwise: in round 1 two boards exchange their Black players.
    let r1 = |no: u32| -> (u32, char, char) {
        let l = text
            .lines()
            .find(|l| l.starts_with(&format!("001 {no:>4} ")))
            .unwrap();
        let c: Vec<char> = l.chars().collect();
        let opp: String = c[91..95].iter().collect();
        (opp.trim().parse().unwrap(), c[96], c[98])
    };
    // Player 1 (White) against b, and another White player c against d: 1 meets d, c meets b.
    let (b, colour, res1) = r1(1);
    assert_eq!(colour, 'w', "player 1 has White in round 1");
    let (c, (d, _, resc)) = (2..=21)
        .filter(|&p| p != b)
        .map(|p| (p, r1(p)))
        .find(|(_, (o, col, _))| *col == 'w' && *o != 0)
        .unwrap();
    let flip = |r: char| match r {
        '1' => '0',
        '0' => '1',
        x => x,
    };
    let mut swapped = text.clone();
    for (p, opp, res) in [
        (1, d, res1),
        (d, 1, flip(res1)),
        (c, b, resc),
        (b, c, flip(resc)),
    ] {
        swapped = set_field(&swapped, p, 92, &format!("{opp:>4}"));
        swapped = set_field(&swapped, p, 99, &res.to_string());
    }
    let bad = ev.file("bad-pairing.trf", &swapped);
    let o = ev.try_run(&["check", &bad]);
    assert_eq!(o.status.code(), Some(1), "{}{}", stdout(&o), stderr(&o));
    let said = stdout(&o);
    assert!(said.starts_with("round 1: differs\n"), "{said}");
    assert!(
        said.contains(&format!(" 1-{d}")) || said.contains(&format!(" {d}-1")),
        "{said}"
    );

    // Without a list Orda reads, the ranks are not compared (other tie-breaks rank otherwise).
    let plain = ev.file("plain.trf", &generated());
    let said = ev.run(&["check", &plain]);
    assert!(said.contains("the file names no tie-breaks"), "{said}");
    let unknown = ev.file("unknown.trf", &format!("{}\n202 BH,XYZ\n", generated()));
    let said = ev.run(&["check", &unknown]);
    assert!(said.contains("the file names no tie-breaks"), "{said}");
}

#[test]
fn a_file_that_left_fide_mode_is_imported_out_of_rules_mode() {
    let ev = Event::new("check-fide-mode");
    for (line, after) in [
        ("### FIDE mode exited @ Round 3", 3),
        ("### FIDE mode exited before Round 1 was paired", 0),
    ] {
        let f = ev.file("fm.trf", &format!("{}\n{line}\n", generated()));
        let o = ev.try_run(&["import", "trf", &f]);
        assert!(o.status.success(), "{}", stderr(&o));
        let id = stdout(&o).trim().to_string();
        assert!(
            stderr(&o).contains(&format!("left FIDE mode with {after} rounds paired")),
            "{}",
            stderr(&o)
        );
        let st = ev.run(&["standings", "-t", &id]);
        assert!(
            st.contains(&format!(
                "Not in rules mode: left it with {after} rounds paired"
            )),
            "{st}"
        );
        let o = ev.try_run(&["tournament", "leave-rules", "-t", &id, "--yes"]);
        assert!(!o.status.success(), "left twice");
        let out = ev.dir.join("fm-out.trf");
        ev.run(&["export", "trf", "-t", &id, "-o", out.to_str().unwrap()]);
        let text = std::fs::read_to_string(&out).unwrap();
        assert_eq!(text.matches("### FIDE mode exited").count(), 1, "{text}");
        assert!(text.contains(line), "{text}");
    }
}

/// `orda generate` draws every rate not given from its seed (by default a seed from the clock;
/// a fixed one here, as every test's), prints the options that make the same file again, and
/// writes ranks by its tie-break list that `orda check` finds as the standings give them
/// (FIDE's checklist Q24-31).
#[test]
fn generate_says_how_to_make_it_again_and_ranks_by_its_list() {
    let ev = Event::new("check-generate");
    let first = ev.dir.join("first.trf");
    let o = ev.try_run(&[
        "generate",
        "--players",
        "30",
        "--rounds",
        "7",
        "--seed",
        "2026",
        "--baku",
        "--tiebreaks",
        "BH/C1,SB,KS/L40,TPN",
        "-o",
        first.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let said = stderr(&o);
    let again: Vec<String> = said
        .lines()
        .find_map(|l| l.split_once(": --seed "))
        .and_then(|(_, rest)| rest.split(" makes").next().map(|s| format!("--seed {s}")))
        .expect(&said)
        .split(' ')
        .map(String::from)
        .collect();
    assert!(again.contains(&"--zero-byes".to_string()), "{again:?}");
    let second = ev.dir.join("second.trf");
    let mut args = vec!["generate", "--players", "30", "--rounds", "7", "--baku"];
    args.extend([
        "--tiebreaks",
        "BH/C1,SB,KS/L40,TPN",
        "-o",
        second.to_str().unwrap(),
    ]);
    args.extend(again.iter().map(String::as_str));
    ev.run(&args);
    let text = std::fs::read_to_string(&first).unwrap();
    assert_eq!(text, std::fs::read_to_string(&second).unwrap());
    assert!(text.contains("\n192 FIDE_DUTCH_2025_BAKU\n"), "{text}");
    assert!(text.contains("\n212 PTS,BH/C1,SB,KS/L40,TPN\n"), "{text}");
    let checked = ev.run(&["check", first.to_str().unwrap()]);
    assert_eq!(
        checked.matches("as the Dutch system pairs it").count(),
        7,
        "{checked}"
    );
    assert!(
        checked.contains("all 30 ranks as the file gives them"),
        "{checked}"
    );

    // Imported and its next round paired: the export's ranks are no final standings.
    let short = ev.dir.join("short.trf");
    let mut args = vec![
        "generate",
        "--players",
        "12",
        "--rounds",
        "5",
        "--played",
        "3",
    ];
    args.extend([
        "--seed",
        "9",
        "--tiebreaks",
        "SB",
        "-o",
        short.to_str().unwrap(),
    ]);
    ev.run(&args);
    ev.run(&["import", "trf", short.to_str().unwrap()]);
    ev.run(&["round", "pair"]);
    let mid = ev.dir.join("mid.trf");
    ev.run(&["export", "trf", "-o", mid.to_str().unwrap()]);
    let checked = ev.run(&["check", mid.to_str().unwrap()]);
    assert!(
        checked.contains("round 4 is in progress, so the file's ranks are no final standings"),
        "{checked}"
    );
}
