//! Why this pairing? Every board and bye of the reference rounds is explained, and every claim
//! holds: the alternative named, a whole pairing of the round, breaks the absolute criterion
//! named, or is equal to the pairing made in every criterion before the one named and worse in
//! it by the values named, or equal in all (the Dutch order decided).

use std::path::PathBuf;

use orda::formats::{swiss_trf, trf};
use orda::pairing::criteria::{self, Breach, Comparison};
use orda::pairing::dutch;
use orda::pairing::explain::{self, Alternative, Verdict};
use orda::pairing::swiss::Swiss;

fn data(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name)
}

fn rounds(dir: &str, take: usize) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(data(dir))
        .expect("reference rounds")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    files.truncate(take);
    files
}

fn swiss(f: &PathBuf) -> Swiss {
    let text = std::fs::read_to_string(f).expect("read");
    let t = trf::read(&text).unwrap_or_else(|e| panic!("{}: {}", f.display(), e[0]));
    swiss_trf::to_swiss(&t).expect("swiss")
}

/// What the claims came to.
#[derive(Default, Debug)]
struct Tally {
    rounds: usize,
    boards: usize,
    byes: usize,
    breaks: usize,
    worse: usize,
    order: usize,
    /// Claims by criterion (C1..C21).
    by_criterion: [usize; 22],
    /// Claims that do not hold (file, player, instead, why).
    false_claims: Vec<String>,
}

/// Checks one alternative against the pairing made, from scratch.
fn check(s: &Swiss, made: &[(usize, Option<usize>)], alt: &Alternative, t: &mut Tally, f: &str) {
    let gone: Vec<usize> = alt
        .pairs
        .iter()
        .flat_map(|&(p, q)| std::iter::once(p).chain(q))
        .map(|x| x as usize - 1)
        .collect();
    let mut pairs: Vec<(usize, Option<usize>)> = made
        .iter()
        .copied()
        .filter(|(p, q)| !gone.contains(p) && !q.is_some_and(|q| gone.contains(&q)))
        .collect();
    pairs.extend(
        alt.pairs
            .iter()
            .map(|&(p, q)| (p as usize - 1, q.map(|q| q as usize - 1))),
    );
    let mut bad = |why: String| {
        t.false_claims
            .push(format!("{f}: {} not {:?}: {why}", alt.player, alt.instead))
    };
    assert_eq!(
        pairs.len(),
        made.len(),
        "{f}: the alternative pairs everyone"
    );
    let ours = criteria::evaluate(s, made).expect("the pairing made is legal");
    match (&alt.verdict, criteria::evaluate(s, &pairs)) {
        (Verdict::Breaks { criterion, players }, Err(b)) => {
            t.breaks += 1;
            t.by_criterion[*criterion as usize] += 1;
            let who: Vec<u32> = match b {
                Breach::Met(p, q) | Breach::Colours(p, q) => vec![p as u32 + 1, q as u32 + 1],
                Breach::SecondBye(p) | Breach::NotARound(p) => vec![p as u32 + 1],
            };
            if *criterion != b.criterion() || *players != who {
                bad(format!("breaks {criterion} {players:?}, not {b:?}"));
            }
        }
        (
            Verdict::Worse {
                criterion,
                bracket,
                made: m,
                instead,
            },
            Ok(theirs),
        ) => {
            t.worse += 1;
            t.by_criterion[*criterion as usize] += 1;
            match criteria::compare(&ours, &theirs) {
                Comparison::Differ(d)
                    if d.criterion == *criterion
                        && d.score == *bracket
                        && d.ours == *m
                        && d.theirs == *instead => {}
                d => bad(format!("claimed C{criterion}, found {d:?}")),
            }
            if m >= instead {
                let at = ours.iter().position(|b| b.score == *bracket).unwrap_or(0);
                bad(format!(
                    "C{criterion}: {m:?} is not better than {instead:?}: {:?} against {:?}, alt {:?}",
                    ours[at], theirs[at], alt.pairs
                ));
            }
        }
        (Verdict::Order { bracket }, Ok(theirs)) => {
            t.order += 1;
            if criteria::compare(&ours, &theirs) != Comparison::Order(*bracket) {
                bad(format!("not equal up to the bracket of {bracket}"));
            }
        }
        (v, e) => bad(format!("{v:?} but {e:?}")),
    }
}

fn tally(files: &[PathBuf]) -> Tally {
    let mut t = Tally::default();
    for f in files {
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        let s = swiss(f);
        let (boards, why) = explain::pair_explained(&s).expect("pairs");
        assert_eq!(boards, dutch::pair(&s).expect("pairs"), "{name}: one run");
        let made: Vec<(usize, Option<usize>)> = boards.iter().map(|b| (b.white, b.black)).collect();
        t.rounds += 1;
        let games = boards.iter().filter(|b| b.black.is_some()).count();
        assert_eq!(why.boards.len(), games, "{name}: every board explained");
        assert_eq!(why.bye.is_some(), games < boards.len(), "{name}: the bye");
        t.boards += games;
        t.byes += why.bye.is_some() as usize;
        for (b, w) in boards.iter().zip(&why.boards) {
            assert_eq!(
                (w.white.no, Some(w.black.no)),
                (b.white as u32 + 1, b.black.map(|x| x as u32 + 1))
            );
        }
        for alt in why
            .boards
            .iter()
            .flat_map(|b| &b.alternatives)
            .chain(why.bye.iter().flat_map(|b| &b.alternatives))
        {
            check(&s, &made, alt, &mut t, &name);
        }
    }
    t
}

#[test]
fn every_claim_holds_on_the_reference_rounds() {
    let mut files = rounds("pairing", 1000);
    files.extend(rounds("pairing-2", 100_000));
    files.extend(rounds("pairing-3", 100_000));
    let t = tally(&files);
    eprintln!("{t:?}");
    // Every board and bye of every reference round, and claims of many kinds.
    assert_eq!(t.rounds, 6_818);
    assert!(t.boards > 50_000 && t.byes > 3_000, "{t:?}");
    for c in [1, 2, 3, 7, 9, 11, 12, 13, 14, 15, 16, 17] {
        assert!(t.by_criterion[c] > 0, "no claim rests on C{c}: {t:?}");
    }
    assert!(t.order > 0 && t.worse > 0 && t.breaks > 0, "{t:?}");
    assert!(
        t.false_claims.is_empty(),
        "{} false: {:#?}",
        t.false_claims.len(),
        &t.false_claims[..t.false_claims.len().min(30)]
    );
}

mod cli {
    //! `orda explain` on stored tournaments: the engine's boards, a player's own question in
    //! three languages, a round-robin's Berger lines, a round changed by hand.

    use super::*;
    use crate::event::Event;
    use crate::util::stderr;

    /// The (White, Black) starting numbers of a JSON explanation's boards.
    fn board_pairs(j: &serde_json::Value) -> Vec<(u64, u64)> {
        j["boards"]
            .as_array()
            .unwrap()
            .iter()
            .map(|b| {
                (
                    b["white"]["no"].as_u64().unwrap(),
                    b["black"]["no"].as_u64().unwrap(),
                )
            })
            .collect()
    }

    fn json(s: &str) -> serde_json::Value {
        serde_json::from_str(s).unwrap_or_else(|e| panic!("{e}: {s}"))
    }

    /// A reference tournament imported whole: round 6 explained as the reference engine
    /// paired it, each claim the one the library makes.
    #[test]
    fn a_stored_round_is_explained_board_by_board() {
        let ev = Event::new("explain-stored");
        let f = data("pairing/dutch-030-n15-r7.r7.trf");
        ev.run(&["import", "trf", f.to_str().unwrap()]);
        let out = json(&ev.run(&["explain", "--round", "6", "--format", "json"]));
        assert_eq!(out["system"], "dutch");
        let want = swiss_trf::read_pairs(
            &std::fs::read_to_string(data("pairing/dutch-030-n15-r7.r6.pairs")).unwrap(),
        )
        .unwrap();
        let boards = board_pairs(&out);
        let want_boards: Vec<(u64, u64)> = want
            .iter()
            .filter(|b| b.1 != 0)
            .map(|b| (b.0 as u64, b.1 as u64))
            .collect();
        let mut sorted = boards.clone();
        sorted.sort();
        let mut want_sorted = want_boards.clone();
        want_sorted.sort();
        assert_eq!(sorted, want_sorted, "every board explained");
        let bye = want.iter().find(|b| b.1 == 0).map(|b| b.0 as u64);
        assert_eq!(out["bye"]["player"]["no"].as_u64(), bye);
        // The library's explanation of the same round, claim for claim.
        let s = swiss(&data("pairing/dutch-030-n15-r7.r6.trf"));
        let (_, why) = explain::pair_explained(&s).unwrap();
        let lib: Vec<serde_json::Value> = why
            .boards
            .iter()
            .flat_map(|b| &b.alternatives)
            .chain(why.bye.iter().flat_map(|b| &b.alternatives))
            .map(|a| serde_json::to_value(a).unwrap())
            .collect();
        let cli: Vec<serde_json::Value> = out["boards"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|b| b["alternatives"].as_array().unwrap().clone())
            .chain(out["bye"]["alternatives"].as_array().unwrap().clone())
            .collect();
        assert_eq!(cli.len(), lib.len());
        for a in &lib {
            assert!(cli.contains(a), "{a} missing");
        }
        assert!(
            lib.iter().any(|a| a["verdict"]["verdict"] == "worse"),
            "{lib:?}"
        );
        // The text says each criterion by number and name.
        let text = ev.run(&["--lang", "en", "explain", "--round", "6"]);
        for a in &lib {
            if let Some(c) = a["verdict"]["criterion"].as_u64() {
                assert!(text.contains(&format!("C{c} (")), "C{c} in {text}");
            }
        }
        assert_eq!(
            text.lines().filter(|l| l.starts_with("Board ")).count(),
            want_boards.len()
        );
    }

    /// "Why not the bye to him?" from the player with the bye, in three languages: the
    /// criterion the alternative breaks, named in each.
    #[test]
    fn a_players_own_question_in_three_languages() {
        let ev = Event::new("explain-question");
        let f = data("pairing/dutch-030-n15-r7.r7.trf");
        ev.run(&["import", "trf", f.to_str().unwrap()]);
        let s = swiss(&data("pairing/dutch-030-n15-r7.r6.trf"));
        let (boards, why) = explain::pair_explained(&s).unwrap();
        let bye = why.bye.as_ref().unwrap().player.no;
        // Every other player of the round, asked from the bye's side: the verdict the
        // library gives.
        let other = boards.iter().find(|b| b.black.is_some()).unwrap();
        let y = other.white as u32 + 1;
        let lib = explain::why_not(&s, &boards, bye as usize - 1, Some(y as usize - 1)).unwrap();
        let (b, o) = (bye.to_string(), y.to_string());
        let ask = |more: &[&str]| {
            let mut args = vec!["explain", "--round", "6", "--player", &b, "--not", &o];
            args.extend_from_slice(more);
            ev.run(&args)
        };
        let c = match &lib.verdict {
            Verdict::Breaks { criterion, .. } | Verdict::Worse { criterion, .. } => *criterion,
            Verdict::Order { .. } => 0,
        };
        for (lang, word) in [("en", "Why not"), ("ru", "Почему не"), ("kk", "Неге")] {
            let out = ask(&["--lang", lang]);
            assert!(out.contains(word), "{lang}: {out}");
            if c > 0 {
                assert!(out.contains(&format!("C{c} (")), "{lang}: {out}");
            }
        }
        let j = json(&ask(&["--format", "json"]));
        assert_eq!(j, serde_json::to_value(&lib).unwrap());
        // The pairing made is not an alternative: refused, with the reason.
        let o = ev.try_run(&[
            "--lang",
            "en",
            "explain",
            "--round",
            "6",
            "--player",
            &bye.to_string(),
            "--not",
            "0",
        ]);
        assert!(!o.status.success());
        assert!(stderr(&o).contains("has the bye"), "{}", stderr(&o));
        let o = ev.try_run(&["--lang", "en", "explain", "--round", "9"]);
        assert!(!o.status.success(), "round 9 is not paired");
    }

    /// A round-robin board says which line of the Berger table it is.
    #[test]
    fn round_robin_boards_name_their_berger_line() {
        let ev = Event::of_system("explain-berger", "RR", "rr", 5, 5);
        ev.run(&["round", "pair"]);
        for board in ["1", "2"] {
            ev.run(&["result", "--round", "1", "--board", board, "1-0"]);
        }
        ev.run(&["round", "pair"]);
        let j = json(&ev.run(&["explain", "--round", "2", "--format", "json"]));
        assert_eq!(j["system"], "berger");
        assert_eq!(j["table"], 6);
        let table = orda::pairing::berger::schedule(5, false);
        let r2 = &table[1];
        let boards = j["boards"].as_array().unwrap();
        assert_eq!(boards.len(), r2.boards.len());
        for b in boards {
            let (w, x) = (
                b["white"].as_u64().unwrap() as u32,
                b["black"].as_u64().unwrap() as u32,
            );
            let line = r2.boards.iter().position(|&p| p == (w, x)).unwrap() as u64 + 1;
            assert_eq!(b["line"].as_u64(), Some(line));
        }
        let text = ev.run(&["--lang", "en", "explain", "--round", "2"]);
        assert!(text.contains("Berger table for 6 players"), "{text}");
    }

    /// A round the arbiter changed by hand: the boards changed, who changed them, and the
    /// first criterion the change is worse in than the Dutch system's pairing.
    #[test]
    fn a_round_changed_by_hand_says_so() {
        let ev = Event::swiss("explain-by-hand", "Hand", 5, 6);
        ev.run(&["round", "pair"]);
        let j = json(&ev.run(&["explain", "--round", "1", "--format", "json"]));
        assert!(j["by_hand"].is_null(), "{j}");
        let engine = board_pairs(&j);
        assert_eq!(engine.len(), 3);
        // Swap the opponents of the first two boards' Black players.
        let (a, b, c) = (engine[0], engine[1], engine[2]);
        let file = ev.file(
            "hand.pairs",
            &format!("3\n{} {}\n{} {}\n{} {}\n", a.0, b.1, b.0, a.1, c.0, c.1),
        );
        ev.run(&["round", "set", &file, "--force"]);
        let j = json(&ev.run(&["explain", "--round", "1", "--format", "json"]));
        let h = &j["by_hand"];
        assert_eq!(h["stored"].as_array().unwrap().len(), 2, "{j}");
        assert_eq!(h["dutch"].as_array().unwrap().len(), 2, "{j}");
        assert!(h["who"].is_string(), "{j}");
        assert_eq!(
            j["boards"].as_array().unwrap().len(),
            1,
            "the board left as paired"
        );
        let text = ev.run(&["--lang", "en", "explain", "--round", "1"]);
        assert!(text.contains("Made by hand"), "{text}");
        assert!(text.contains("The Dutch system pairs instead"), "{text}");
    }
}
