//! Adjourned games (docs/compliance.md, Q157-169): a game of the round in progress is adjourned;
//! the next rounds are paired with it counted as a draw (with a warning), the standings wait for
//! it, a TRF carries it as `?` and reads it back, and its result, entered at any time, is on the
//! record as `### Adjournment` when it is not a draw.

use super::event::Event;
use super::util::{stderr, stdout};

/// A 6-player, 4-round Swiss with round 1 paired and boards 1 and 2 decided (White wins).
fn started(name: &str) -> Event {
    let ev = Event::swiss(name, "Adj", 4, 6);
    ev.run(&["round", "pair"]);
    for b in ["1", "2"] {
        ev.run(&["result", "--round", "1", "--board", b, "1-0"]);
    }
    ev
}

/// Round `r`'s boards as `white-black` starting numbers.
fn pairs(ev: &Event, r: u32) -> Vec<String> {
    ev.csv(&["pairings", "--round", &r.to_string()])[1..]
        .iter()
        .map(|row| format!("{}-{}", row[1], row[3]))
        .collect()
}

fn all_results(ev: &Event, round: u32, result: &str) {
    let boards = pairs(ev, round).len();
    for b in 1..=boards {
        let b = b.to_string();
        ev.run(&[
            "result",
            "--round",
            &round.to_string(),
            "--board",
            &b,
            result,
        ]);
    }
}

#[test]
fn an_adjourned_game_pairs_as_a_draw_and_its_result_comes_later_on_the_record() {
    let ev = started("adjourned");
    let board3 = pairs(&ev, 1)[2].clone();
    // A finished game is not adjourned; an adjournment is taken back by undo.
    let o = ev.try_run(&["result", "--round", "1", "--board", "1", "adj"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(stderr(&o).contains("has a result"), "{}", stderr(&o));
    ev.run(&["result", "--round", "1", "--board", "3", "adj"]);
    assert!(ev.run(&["pairings", "--round", "1"]).contains("adj."));
    ev.run(&["undo"]);
    assert!(!ev.run(&["pairings", "--round", "1"]).contains("adj."));
    let said = ev.run(&["result", "--round", "1", "--board", "3", "adj"]);
    assert!(said.contains("adjourned"), "{said}");
    // The standings wait for it (round 1 is not complete), and say why.
    let standings = ev.run(&["standings"]);
    assert!(standings.contains("after round 0"), "{standings}");
    assert!(
        standings.contains("An adjourned game has no result yet (round 1 board 3)"),
        "{standings}"
    );

    // Round 2 is paired with the game counted as a draw (said), exactly as when it was one.
    let o = ev.try_run(&["round", "pair"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("counted as a draw (round 1 board 3)"),
        "{}",
        stderr(&o)
    );
    let drawn = started("adjourned-twin");
    drawn.run(&["result", "--round", "1", "--board", "3", "="]);
    drawn.run(&["round", "pair"]);
    assert_eq!(pairs(&ev, 2), pairs(&drawn, 2));
    // Only the round in progress has games to adjourn.
    let o = ev.try_run(&["result", "--round", "1", "--board", "3", "adj"]);
    assert!(stderr(&o).contains("only a game of the round in progress (round 2)"));

    // A TRF of it: `?` on both players' lines, read back as the same open adjournment.
    let trf = ev.dir.join("open.trf");
    ev.run(&["export", "trf", "-o", trf.to_str().unwrap()]);
    let text = std::fs::read_to_string(&trf).unwrap();
    let (w, b) = board3.split_once('-').unwrap();
    for no in [w, b] {
        let line = text
            .lines()
            .find(|l| l.starts_with("001") && l[4..8].trim() == no)
            .unwrap();
        assert_eq!(line.chars().nth(98), Some('?'), "{line}");
        // Its points column counts the unknown result as TRF-2026's default, a draw.
        assert_eq!(line[80..84].trim(), "0.5", "{line}");
    }
    // `pair-trf` of that file (round 2 waiting: to it, the round to pair) reads `?` as a draw
    // and pairs round 2 as Orda did.
    let o = super::util::orda(&["pair-trf", trf.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let by_file: Vec<String> = stdout(&o)
        .lines()
        .skip(1)
        .map(|l| l.replace(' ', "-"))
        .collect();
    assert_eq!(by_file, pairs(&ev, 2));
    let copy = Event::new("adjourned-copy");
    copy.run(&["import", "trf", trf.to_str().unwrap()]);
    assert!(copy.run(&["pairings", "--round", "1"]).contains("adj."));
    let o = copy.try_run(&["check"]);
    assert!(o.status.success(), "{}", stdout(&o));
    let again = copy.dir.join("again.trf");
    copy.run(&["export", "trf", "-o", again.to_str().unwrap()]);
    // The same file (round 2's boards waiting for results keep their numbers).
    assert_eq!(std::fs::read_to_string(&again).unwrap(), text);

    // Rounds 2 and 3 played, round 4 paired: the result is still entered (rules mode allows
    // it at any time), said with the rounds paired as a draw, and recorded.
    all_results(&ev, 2, "1-0");
    ev.run(&["round", "pair"]);
    all_results(&ev, 3, "0-1");
    ev.run(&["round", "pair"]);
    let o = ev.try_run(&["result", "--round", "1", "--board", "3", "1-0"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("Rounds 2-4 were paired with it counted as a draw"),
        "{}",
        stderr(&o)
    );
    assert!(ev.run(&["standings"]).contains("after round 3"));
    let done = ev.dir.join("done.trf");
    ev.run(&["export", "trf", "-o", done.to_str().unwrap()]);
    let text = std::fs::read_to_string(&done).unwrap();
    let line =
        format!("### Adjournment @ Round 1: {board3}: ? => 1-0 (paired as a draw until round 4)");
    assert!(text.lines().any(|l| l == line), "{text}");
    assert!(
        !text
            .lines()
            .any(|l| l.starts_with("001") && l.contains('?')),
        "no unknown result is left: {text}"
    );
    // The stored tournament and the file both check: the rounds after it were paired with the
    // draw, as the record says.
    assert!(ev.try_run(&["check"]).status.success());
    let o = ev.try_run(&["check", done.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stdout(&o));
    // Read back, the game is the decided adjournment again: written once, the same file.
    let back = Event::new("adjourned-back");
    back.run(&["import", "trf", done.to_str().unwrap()]);
    assert!(back.try_run(&["check"]).status.success());
    let again = back.dir.join("again.trf");
    back.run(&["export", "trf", "-o", again.to_str().unwrap()]);
    assert_eq!(std::fs::read_to_string(&again).unwrap(), text);
}

#[test]
fn an_adjourned_draw_is_no_intervention_and_a_lone_unknown_result_is_refused() {
    let ev = started("adjourned-draw");
    ev.run(&["result", "--round", "1", "--board", "3", "adj"]);
    ev.run(&["round", "pair"]);
    let o = ev.try_run(&["result", "--round", "1", "--board", "3", "="]);
    assert!(!stderr(&o).contains("counted as a draw"), "{}", stderr(&o));
    let trf = ev.dir.join("d.trf");
    ev.run(&["export", "trf", "-o", trf.to_str().unwrap()]);
    let text = std::fs::read_to_string(&trf).unwrap();
    assert!(!text.contains("### Adjournment"), "{text}");
    // `?` on one line only: the two lines disagree, the file is refused with its line.
    let mut lines: Vec<String> = text.lines().map(String::from).collect();
    let i = lines
        .iter()
        .position(|l| l.starts_with("001") && l.chars().nth(98) == Some('='))
        .unwrap();
    lines[i].replace_range(98..99, "?");
    let bad = ev.file("bad.trf", &(lines.join("\n") + "\n"));
    let other = Event::new("adjourned-bad");
    let o = other.try_run(&["import", "trf", &bad]);
    assert_eq!(o.status.code(), Some(1), "{}", stdout(&o));
    assert!(stderr(&o).contains("bad.trf:"), "{}", stderr(&o));
}

/// A round still in progress with an adjourned game exports and imports (the waiting boards as
/// `XXG`, the adjourned one as `?`); a game decided with round 2 paired, in a file of four
/// rounds, is recorded "until round 2" once, and read back so.
#[test]
fn an_adjourned_game_beside_boards_waiting_and_an_early_decision() {
    let ev = Event::swiss("adjourned-waiting", "W", 4, 6);
    ev.run(&["round", "pair"]);
    ev.run(&["result", "--round", "1", "--board", "1", "adj"]);
    let trf = ev.dir.join("w.trf");
    ev.run(&["export", "trf", "-o", trf.to_str().unwrap()]);
    let text = std::fs::read_to_string(&trf).unwrap();
    assert_eq!(text.matches("\nXXG ").count(), 2, "{text}");
    let copy = Event::new("adjourned-waiting-copy");
    copy.run(&["import", "trf", trf.to_str().unwrap()]);
    let again = copy.dir.join("again.trf");
    copy.run(&["export", "trf", "-o", again.to_str().unwrap()]);
    assert_eq!(std::fs::read_to_string(&again).unwrap(), text);
    // Decided 1-0 once round 2 is paired; rounds 2 and 3 played, round 4 paired.
    for b in ["2", "3"] {
        ev.run(&["result", "--round", "1", "--board", b, "="]);
    }
    ev.run(&["round", "pair"]);
    ev.run(&["result", "--round", "1", "--board", "1", "1-0"]);
    all_results(&ev, 2, "1-0");
    ev.run(&["round", "pair"]);
    all_results(&ev, 3, "0-1");
    ev.run(&["round", "pair"]);
    ev.run(&["export", "trf", "-o", trf.to_str().unwrap()]);
    let text = std::fs::read_to_string(&trf).unwrap();
    let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("###")).collect();
    assert_eq!(lines.len(), 1, "{text}");
    assert!(
        lines[0].ends_with("? => 1-0 (paired as a draw until round 2)"),
        "{text}"
    );
    let back = Event::new("adjourned-waiting-back");
    back.run(&["import", "trf", trf.to_str().unwrap()]);
    assert!(back.try_run(&["check"]).status.success());
    back.run(&["export", "trf", "-o", again.to_str().unwrap()]);
    assert_eq!(std::fs::read_to_string(&again).unwrap(), text);
}
