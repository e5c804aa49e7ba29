//! The arbiter's interventions on the record (docs/compliance.md): an exported TRF carries a
//! `###` line, in the TEC manual's form, for a round paired by hand, a round a file brought
//! that the engine pairs otherwise, a result corrected after the next round was paired and a
//! late entry; a file read back keeps them and says each once.

use super::event::Event;

fn hashes(text: &str) -> Vec<&str> {
    text.lines().filter(|l| l.starts_with("###")).collect()
}

#[test]
fn interventions_are_written_into_the_trf() {
    let ev = Event::new("record");
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "J",
        "--system",
        "swiss",
        "--rounds",
        "5",
        "--start",
        "2026-03-01",
    ]);
    for p in 1..=6 {
        let rating = (2000 - p * 50).to_string();
        ev.run(&[
            "player",
            "add",
            "--name",
            &format!("P{p}"),
            "--rating",
            &rating,
        ]);
    }
    ev.run(&["round", "pair"]);
    for b in ["1", "2", "3"] {
        ev.run(&["result", "--round", "1", "--board", b, "1-0"]);
    }
    // Round 2 paired by the engine, then replaced by the arbiter's pairing.
    ev.run(&["round", "pair"]);
    // The end of the change compares the round with the engine's pairing and says so.
    let engine = ev.csv(&["pairings", "--round", "2"])[1..]
        .iter()
        .map(|r| format!("{}-{}", r[1], r[3]))
        .collect::<Vec<_>>()
        .join(" ");
    let boards: Vec<String> = engine.split(' ').map(|b| b.replace('-', " ")).collect();
    let back = ev.file("back.txt", &format!("3\n{}\n", boards.join("\n")));
    let set = ev.file("set.txt", "3\n1 2\n5 3\n6 4\n");
    let o = ev.try_run(&["round", "set", &set]);
    assert!(o.status.success());
    let said = super::util::stderr(&o);
    assert!(
        said.contains(&format!(
            "round 2 is now paired otherwise than the Dutch system pairs it ({engine})"
        )),
        "{said}"
    );
    // Set back to the engine's pairing, then again to the arbiter's: nothing more to say,
    // then the same.
    let o = ev.try_run(&["round", "set", &back]);
    assert!(
        !super::util::stderr(&o).contains("otherwise"),
        "{}",
        super::util::stderr(&o)
    );
    ev.run(&["round", "set", &set]);
    // Round 1's board 2 corrected once round 2 is paired; a late entry.
    ev.run(&["result", "--round", "1", "--board", "2", "0-1", "--force"]);
    ev.run(&["player", "add", "--name", "Late Comer", "--rating", "1500"]);
    let out = ev.dir.join("j.trf");
    ev.run(&["export", "trf", "-o", out.to_str().unwrap()]);
    let text = std::fs::read_to_string(&out).unwrap();
    // The engine's pairs are those it makes from the results as they stand (after the
    // correction), as `orda check` says them.
    let o = ev.try_run(&["check"]);
    let checked = super::util::stdout(&o);
    let engine = checked
        .lines()
        .find_map(|l| l.trim().strip_prefix("Dutch:"))
        .expect(&checked)
        .trim()
        .to_string();
    let white_2 = ev.csv(&["pairings", "--round", "1"])[2][1].clone();
    let black_2 = ev.csv(&["pairings", "--round", "1"])[2][3].clone();
    assert_eq!(
        hashes(&text),
        [
            format!("### Correction @ Round 1: {white_2}-{black_2}: 1-0 => 0-1"),
            format!("### MPA @ Round 2: {engine} => 1-2 5-3 6-4"),
            "### Late entry @ Round 3: Late Comer".to_string(),
        ],
        "{text}"
    );

    // Read back and written again: each line once, the text the same every time.
    let again = Event::new("record-again");
    again.run(&["import", "trf", out.to_str().unwrap()]);
    let out2 = again.dir.join("j2.trf");
    again.run(&["export", "trf", "-o", out2.to_str().unwrap()]);
    let text2 = std::fs::read_to_string(&out2).unwrap();
    assert_eq!(hashes(&text2), hashes(&text), "{text2}");

    // A file whose round 2 the engine pairs otherwise, without a word of it: the import says
    // so, and is on the record as `Import`.
    let bare: String = text
        .lines()
        .filter(|l| !l.starts_with("###"))
        .map(|l| format!("{l}\n"))
        .collect();
    let third = Event::new("record-import");
    let f = third.file("bare.trf", &bare);
    let o = third.try_run(&["import", "trf", &f]);
    assert!(o.status.success());
    // Checked at import, and said.
    let said = super::util::stderr(&o);
    assert!(
        said.contains("round 2 is paired otherwise than the Dutch system pairs it"),
        "{said}"
    );
    let out3 = third.dir.join("j3.trf");
    third.run(&["export", "trf", "-o", out3.to_str().unwrap()]);
    let text3 = std::fs::read_to_string(&out3).unwrap();
    let lines = hashes(&text3);
    assert_eq!(lines.len(), 1, "{text3}");
    assert!(
        lines[0].starts_with("### Import @ Round 2: ") && lines[0].ends_with(" => 1-2 5-3 6-4"),
        "{text3}"
    );
}

/// Q63-65: a round the engine cannot pair is paired by hand (`round set --next`), refused while
/// it breaks an absolute criterion unless insisted on, compared with the engine at its end, and
/// on the record as `### MPA` with the engine's "no pairing".
#[test]
fn a_round_the_engine_cannot_pair_is_paired_by_hand() {
    let ev = Event::swiss("by-hand", "H", 5, 4);
    let results = ev.file("res.txt", "1 1-0\n2 1-0\n");
    for r in ["1", "2", "3"] {
        let o = ev.try_run(&["round", "pair"]);
        assert!(o.status.success());
        // Q62: said when round 1 is paired (and shown in the window all along).
        let warned = super::util::stderr(&o)
            .contains("5 rounds for 4 players: a Swiss of 4 players has at most 3 rounds");
        assert_eq!(warned, r == "1", "{}", super::util::stderr(&o));
        ev.run(&["results", "--round", r, &results]);
    }
    // Everyone has met everyone: the engine finds no pairing of round 4.
    let o = ev.try_run(&["round", "pair"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(super::util::stderr(&o).contains("no legal pairing"));
    // By hand: not a round (a player twice) is refused outright; rematches need --force.
    let twice = ev.file("twice.txt", "2\n1 2\n1 3\n");
    let o = ev.try_run(&["round", "set", "--next", &twice]);
    assert_eq!(o.status.code(), Some(1));
    let o = ev.try_run(&["round", "set", "--next", &twice, "--force"]);
    assert_eq!(o.status.code(), Some(1), "not a round even insisted on");
    let mine = ev.file("mine.txt", "2\n1 2\n3 4\n");
    let o = ev.try_run(&["round", "set", "--next", &mine]);
    assert_eq!(o.status.code(), Some(1));
    let said = super::util::stderr(&o);
    assert!(
        said.contains("1 and 2 have already played each other"),
        "{said}"
    );
    assert!(said.contains("--force"), "{said}");
    let o = ev.try_run(&["round", "set", "--next", &mine, "--force"]);
    assert!(o.status.success(), "{}", super::util::stderr(&o));
    // Its end: set against the engine's pairing, which does not exist.
    let said = super::util::stderr(&o);
    assert!(
        said.contains(
            "round 4 is now paired otherwise than the Dutch system pairs it (no legal pairing"
        ),
        "{said}"
    );
    let pairs: Vec<String> = ev.csv(&["pairings", "--round", "4"])[1..]
        .iter()
        .map(|r| format!("{}-{}", r[1], r[3]))
        .collect();
    assert_eq!(pairs, ["1-2", "3-4"]);
    let out = ev.dir.join("h.trf");
    ev.run(&["export", "trf", "-o", out.to_str().unwrap()]);
    let text = std::fs::read_to_string(&out).unwrap();
    assert_eq!(hashes(&text), ["### MPA @ Round 4: no pairing => 1-2 3-4"]);
    let o = ev.try_run(&["check"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(super::util::stdout(&o).contains("round 4: differs"));
    // The journal names it.
    assert!(ev.run(&["log"]).contains("Round paired by hand"));
    // A round-robin's rounds are the Berger tables': not paired by hand.
    let rr = Event::new("by-hand-rr");
    rr.run(&[
        "tournament",
        "create",
        "--name",
        "R",
        "--system",
        "rr",
        "--rounds",
        "3",
    ]);
    for p in 1..=4 {
        rr.run(&["player", "add", "--name", &format!("P{p}")]);
    }
    let o = rr.try_run(&["round", "set", "--next", &mine]);
    assert_eq!(o.status.code(), Some(1));
    assert!(super::util::stderr(&o).contains("only a Swiss round is paired by hand"));
}

/// Q192-193: a correction for the rating report only changes the rating report and the `001`
/// lines (with a `###` line naming what pairings and standings used), not the standings; a
/// file read back keeps both results, and `none` takes the correction back.
#[test]
fn a_correction_for_rating_only_leaves_the_standings_alone() {
    let ev = Event::swiss("rating-only", "R", 3, 6);
    ev.run(&["round", "pair"]);
    let results = ev.file("res.txt", "1 1-0\n2 1-0\n3 =\n");
    ev.run(&["results", "--round", "1", &results]);
    ev.run(&["round", "pair"]);
    let board1 = ev.csv(&["pairings", "--round", "1"])[1].clone();
    let (white, black) = (board1[1].clone(), board1[3].clone());
    // No result, no correction; a bad board is refused with its numbers.
    let o = ev.try_run(&[
        "result",
        "--round",
        "2",
        "--board",
        "1",
        "0-1",
        "--rating-only",
    ]);
    assert!(super::util::stderr(&o).contains("no result to correct"));
    let said = ev.run(&[
        "result",
        "--round",
        "1",
        "--board",
        "1",
        "0-1",
        "--rating-only",
    ]);
    assert!(said.contains("for the rating report only"), "{said}");
    // The rating report counts 0-1; the standings keep 1-0.
    let points = |rows: &[Vec<String>], col: &str, no: &str| -> String {
        let c = rows[0].iter().position(|h| h == col).expect(col);
        let n = rows[0].iter().position(|h| h == "No").expect("No");
        rows.iter().find(|r| r[n] == no).expect("player")[c].clone()
    };
    let rating = ev.csv(&["rating"]);
    assert_eq!(points(&rating, "P", &white), "0");
    assert_eq!(points(&rating, "P", &black), "1");
    let standings = ev.csv(&["standings", "--round", "1"]);
    assert_eq!(points(&standings, "Pts", &white), "1");
    assert_eq!(points(&standings, "Pts", &black), "0");
    // The file: the `001` lines carry 0-1 and add up with it; the `###` line says the rest.
    let out = ev.dir.join("r.trf");
    ev.run(&["export", "trf", "-o", out.to_str().unwrap()]);
    let text = std::fs::read_to_string(&out).unwrap();
    let line = format!(
        "### Rating correction @ Round 1: {white}-{black}: 1-0 => 0-1 (pairings and standings used 1-0)"
    );
    assert_eq!(hashes(&text), [line.as_str()]);
    let col = |no: &str| {
        let l = text
            .lines()
            .find(|l| l.starts_with("001") && l[4..8].trim() == no)
            .expect("player line");
        (l[80..84].trim().to_string(), l.chars().nth(98))
    };
    assert_eq!(col(&white), ("0.0".to_string(), Some('0')));
    assert_eq!(col(&black), ("1.0".to_string(), Some('1')));
    // Read back: the same standings and rating report, the same file.
    let back = Event::new("rating-only-back");
    back.run(&["import", "trf", out.to_str().unwrap()]);
    assert_eq!(back.csv(&["standings", "--round", "1"]), standings);
    assert_eq!(back.csv(&["rating"]), rating);
    let again = back.dir.join("again.trf");
    back.run(&["export", "trf", "-o", again.to_str().unwrap()]);
    assert_eq!(std::fs::read_to_string(&again).unwrap(), text);
    // Taken back: no line, the `001` lines as the standings.
    ev.run(&[
        "result",
        "--round",
        "1",
        "--board",
        "1",
        "none",
        "--rating-only",
    ]);
    ev.run(&["export", "trf", "-o", out.to_str().unwrap()]);
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(hashes(&text).is_empty(), "{text}");
    assert_eq!(points(&ev.csv(&["rating"]), "P", &white), "1");
}
