//! A round-robin withdrawal before half the games, end to end on the command line: the
//! player's results are struck from the standings, his opponents' scores and tie-breaks, the
//! prize list and the team standings; the crosstable still shows his games, and the game he
//! played is rated (docs/tournament.md, FIDE B.02).

use crate::util::{fresh_db, orda_db, stderr, stdout};

fn run(db: &std::path::Path, args: &[&str]) -> String {
    let o = orda_db(db, args);
    assert!(o.status.success(), "orda {args:?}: {}", stderr(&o));
    stdout(&o)
}

/// The CSV rows of a command, without the header (and the byte-order mark).
fn rows(db: &std::path::Path, args: &[&str]) -> Vec<String> {
    let mut all = args.to_vec();
    all.extend(["--format", "csv"]);
    run(db, &all).lines().skip(1).map(String::from).collect()
}

#[test]
fn a_round_robin_withdrawal_before_half_is_struck_everywhere_but_the_crosstable_and_ratings() {
    let db = fresh_db("annulment");
    run(
        &db,
        &[
            "tournament",
            "create",
            "--name",
            "Struck",
            "--system",
            "rr",
            "--rounds",
            "5",
            "--start",
            "2026-04-01",
        ],
    );
    // P1 2000 … P6 1750; odd numbers from region A, even from B.
    for i in 1..=6u32 {
        let rating = (2050 - 50 * i).to_string();
        let region = if i % 2 == 1 { "A" } else { "B" };
        run(
            &db,
            &[
                "player",
                "add",
                "--name",
                &format!("P{i}"),
                "--rating",
                &rating,
                "--region",
                region,
            ],
        );
    }
    run(&db, &["round", "pair"]);
    // Round 1 (Berger, six players): 1-6, 2-5, 3-4. P6 beats P1, P2 beats P5, P3-P4 drawn.
    assert_eq!(
        rows(&db, &["pairings", "--round", "1"]),
        ["1,1,P1,6,P6,", "2,2,P2,5,P5,", "3,3,P3,4,P4,"]
    );
    run(&db, &["result", "--round", "1", "--board", "1", "0-1"]);
    run(&db, &["result", "--round", "1", "--board", "2", "1-0"]);
    run(&db, &["result", "--round", "1", "--board", "3", "="]);
    // P6 withdraws having played one game of five: fewer than half.
    run(
        &db,
        &["player", "withdraw", "--player", "6", "--from-round", "2"],
    );
    // The other games: the lower starting number wins.
    for round in 2..=5u32 {
        run(&db, &["round", "pair"]);
        let r = round.to_string();
        for line in rows(&db, &["pairings", "--round", &r]) {
            let f: Vec<&str> = line.split(',').collect();
            if f.len() < 6 || !f[5].is_empty() || f[0].is_empty() {
                continue;
            }
            let (w, b): (u32, u32) = (f[1].parse().expect("white"), f[3].parse().expect("black"));
            let result = if w < b { "1-0" } else { "0-1" };
            run(&db, &["result", "--round", &r, "--board", f[0], result]);
        }
    }
    // Standings: P6's results are struck on both sides (P1 keeps 4 of 4, P2 3 without his
    // forfeit win over P6), P6 is listed last with nothing; SB counts no game against him
    // (P2: P3 1½ + P4 1½ + P5 0 = 3).
    let standings = rows(&db, &["standings"]);
    assert_eq!(
        standings,
        [
            "1,1,P1,,2000,4,4,4,,4,6",
            "2,2,P2,,1950,3,3,4,,3,3",
            "3,3,P3,,1900,1.5,1.5,4,0.5,1,0.75",
            "3,4,P4,,1850,1.5,1.5,4,0.5,1,0.75",
            "5,5,P5,,1800,0,0,4,,0,0",
            "6,6,P6,,1750,0,0,0,,0,0",
        ]
    );
    let text = run(&db, &["standings"]);
    assert!(
        text.contains("No 6: withdrew having played fewer than half of the games"),
        "{text}"
    );
    // The crosstable keeps what happened: P6's win over P1 and his forfeits.
    let cross = rows(&db, &["crosstable"]);
    assert_eq!(cross[0], "1,P1,×,1,1,1,1,0,4,1");
    assert_eq!(cross[5], "6,P6,1,-,-,-,-,×,0,6");
    // Prizes for 1st to 3rd and 6th: nobody takes the 6th, and the list says why.
    for (place, amount) in [("1", "1000"), ("2", "500"), ("3", "300"), ("6", "100")] {
        run(&db, &["prize", "add", "--place", place, "--amount", amount]);
    }
    assert_eq!(
        rows(&db, &["prizes"]),
        [
            ",1,,1000,1,1,P1,4,1000",
            ",2,,500,2,2,P2,3,500",
            ",3,,300,3,3,P3,1.5,150",
            ",3,,,3,4,P4,1.5,150",
        ]
    );
    let prizes = run(&db, &["prizes"]);
    assert!(
        prizes.contains("Nobody can take Overall, place 6 (100\u{a0}₸): only 5 players are ranked")
            && prizes.contains("No 6: results struck"),
        "{prizes}"
    );
    // By the tie-breaks, in Kyrgyz som (issue 47: the tied player's line did not say why he
    // receives more, and amounts had no currency nor grouped digits): the lines say it.
    let rules = run(
        &db,
        &["prize", "rules", "--ties", "tiebreak", "--currency", "сом"],
    );
    assert!(rules.contains("currency: сом"), "{rules}");
    let kk = run(&db, &["--lang", "kk", "prizes"]);
    assert!(kk.contains("1\u{a0}000\u{a0}сом"), "{kk}");
    assert!(
        kk.contains("300\u{a0}сом (бөлінбейді: теңдерді қосымша көрсеткіштер ажыратады)"),
        "{kk}"
    );
    assert_eq!(
        kk.matches("бөлінбейді").count(),
        2,
        "the tied lines only: {kk}"
    );
    // The CSV keeps the plain numbers.
    assert_eq!(rows(&db, &["prizes"])[0], ",1,,1000,1,1,P1,4,1000");
    let bad = orda_db(
        &db,
        &["prize", "rules", "--currency", "tenge of Kazakhstan"],
    );
    assert!(!bad.status.success());
    assert!(
        stderr(&bad).contains("tenge of Kazakhstan"),
        "{}",
        stderr(&bad)
    );
    run(
        &db,
        &["prize", "rules", "--ties", "equal", "--currency", ""],
    );
    // Teams (best 2 by region): B counts P2 and P4, never P6.
    assert_eq!(
        rows(&db, &["teams", "--best", "2"]),
        ["1,A,5.5,0,1,1 3", "2,B,4.5,0,2,2 4"]
    );
    // Ratings: the game P6 played is rated for both. P1 (2000) against P6 (1750), P2 … P5:
    // E = .81 + .57 + .64 + .70 + .76 = 3.48, P = 4: +5.2 → +5 (without that game: +13).
    // P6 (1750) beat P1 (2000): E = .19, +8.1 → +8.
    let rating = rows(&db, &["rating"]);
    assert_eq!(rating[0], "1,P1,2000,5,4,3.48,+5,2005,1850,2090");
    assert_eq!(rating[5], "6,P6,1750,1,1,0.19,+8,1758,2000,2800");
    // And so does `rating apply`.
    let applied = run(&db, &["rating", "apply"]);
    assert!(
        applied.lines().any(|l| l.ends_with("P1\t2000\t+5\t2005"))
            && applied.lines().any(|l| l.ends_with("P6\t1750\t+8\t1758")),
        "{applied}"
    );
}
