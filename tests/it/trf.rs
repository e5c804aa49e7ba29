//! TRF-16 in and out: every tournament of the Dutch-system vectors imports, exports and imports
//! again unchanged, and the standings of an imported Swiss carry C.07's BH, SB and WIN (worked
//! out by hand below for one of them, in both editions).

use std::path::PathBuf;

use orda::app::transfer;
use orda::formats::trf;
use orda::store::Store;

use crate::event::Event;
use crate::util::stderr;

fn vectors() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/pairing");
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("tests/data/pairing")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    v.sort();
    v
}

#[test]
fn every_vector_imports_and_round_trips() {
    let files = vectors();
    assert_eq!(files.len(), 258);
    let mut games = 0;
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read");
        let name = f.display().to_string();
        let mut store = Store::memory().expect("memory");
        let id = crate::util::import_trf(&mut store, &name, &text)
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        let t = crate::util::load(&mut store, id);
        let parsed = trf::read(&text).expect("read");
        assert_eq!(t.entrants.len(), parsed.players.len(), "{name}");
        // Every result of the file is in the store: points recomputed from the stored rounds
        // equal the file's points column minus any bye announced for the round to be paired.
        let paired = t.rounds.len();
        for p in &parsed.players {
            let upto: u32 = p
                .rounds
                .iter()
                .take(paired)
                .map(|r| match r.result {
                    '1' | '+' | 'W' | 'U' | 'F' => 2,
                    '=' | 'D' | 'H' => 1,
                    _ => 0,
                })
                .sum();
            let hist = t.history(p.no, paired as u32);
            assert_eq!(
                hist.iter().map(|s| s.points(2)).sum::<u32>(),
                upto,
                "{name}: player {}",
                p.no
            );
        }
        games += t.rounds.iter().map(|r| r.games.len()).sum::<usize>();
        // Export and import again: the same rounds.
        let again = transfer::tournament_of(
            &trf::read(&transfer::export_trf(&t, &Default::default())).expect("re-read"),
            false,
        )
        .expect("again")
        .tournament;
        assert_eq!(
            again
                .rounds
                .iter()
                .filter(|r| !r.games.is_empty())
                .cloned()
                .collect::<Vec<_>>(),
            t.rounds,
            "{name}"
        );
    }
    assert_eq!(games, 9829, "boards in all the vectors");
}

const HAND: &str = "\
012 AutoTest Tournament 1028
001    1      Test0001 Player0001               2300                             3.0          3 w 1     5 b 1     2 w 1     4 b -
001    2      Test0002 Player0002               2200                             3.0          4 b 1     3 w 1     1 b 0  0000 - U
001    3      Test0003 Player0003               2100                             1.5          1 b 0     2 b 0  0000 - U     5 w =
001    4      Test0004 Player0004               2000                             3.0          2 w 0  0000 - U     5 b 1     1 w +
001    5      Test0005 Player0005               1900                             1.5       0000 - U     1 w 0     4 w 0     3 b =
XXR 4
";

/// Scores: 1: 3 (the last round a forfeit loss), 2: 3 (a bye), 3: 1½, 4: 3 (a bye, a forfeit
/// win), 5: 1½. No requested byes, so adjusted scores equal scores (16.3).
/// BH, 2026 (the dummy capped at the opponent's adjusted score for a forfeit, at ½ × 4 rounds
/// = 2 for a bye):
///   1: 1½ + 1½ + 3 + min(3, 3) = 9;   2: 3 + 1½ + 3 + min(3, 2) = 9½;
///   3: 3 + 3 + min(1½, 2) + 1½ = 9;   4: 3 + min(3, 2) + 1½ + min(3, 3) = 9½;
///   5: min(1½, 2) + 3 + 3 + 1½ = 9.
/// BH, 2024 (the dummy uncapped, the player's own score): 2: 10½, 4: 10½, others as in 2026.
/// SB, 2026: 1: 1½ + 1½ + 3 + 3·0 = 6; 2: 3 + 1½ + 0 + 2·1 = 6½; 3: 1½·1 + 1½·½ = 2¼;
///   4: 0 + 2 + 1½ + 3 = 6½; 5: 1½ + 1½·½ = 2¼.
/// WIN: 1: 3, 2: 3 (the bye counts), 3: 1, 4: 3 (bye and forfeit count), 5: 1.
/// Ranking by PTS, DE, WIN, BH: 1, 2, 4 on 3 points; DE cannot separate them (1 and 4 did not
/// play over the board, so 4 could still catch up: art. 6.3); WIN 3 each; BH puts 2 and 4
/// (9½) ahead of 1 (9). 3 and 5 drew each other: tied on everything.
#[test]
fn imported_swiss_standings_by_hand() {
    let ev = Event::new("trf-hand");
    let f = ev.file("t.trf", HAND);
    assert_eq!(ev.run(&["import", "trf", &f]).trim(), "1");
    let rows = ev.csv(&["standings", "--tournament", "1"]);
    assert_eq!(
        rows[0],
        [
            "Rank", "No", "Name", "Title", "Rating", "Pts", "QPts", "Played", "DE", "WIN", "BH"
        ]
    );
    let got: Vec<Vec<&str>> = rows[1..]
        .iter()
        .map(|r| {
            [0, 1, 5, 6, 7, 8, 9, 10]
                .iter()
                .map(|&i| r[i].as_str())
                .collect()
        })
        .collect();
    assert_eq!(
        got,
        vec![
            vec!["1", "2", "3", "2", "3", "1", "3", "9.5"],
            vec!["1", "4", "3", "1", "2", "0", "3", "9.5"],
            vec!["3", "1", "3", "3", "3", "1", "3", "9"],
            vec!["4", "3", "1.5", "0.5", "3", "0.5", "1", "9"],
            vec!["4", "5", "1.5", "0.5", "3", "0.5", "1", "9"],
        ]
    );
    // SB and the 2024 edition (a start date before 1 March 2026).
    let dated = HAND.replace("XXR 4", "042 2025/05/01\nXXR 4");
    let f = ev.file("t2024.trf", &dated);
    assert_eq!(ev.run(&["import", "trf", &f]).trim(), "2");
    let mut store = Store::open(std::path::Path::new(&ev.db)).expect("open");
    for (id, bh) in [
        (1, [9.0, 9.5, 9.0, 9.5, 9.0]),
        (2, [9.0, 10.5, 9.0, 10.5, 9.0]),
    ] {
        let mut t = crate::util::load(&mut store, id);
        use orda::tournament::tiebreak::{Table, TieBreak};
        t.settings.tiebreaks = vec![TieBreak::SonnebornBerger];
        let table = Table::new(&t, 4);
        let sb: Vec<f64> = (0..5)
            .map(|p| table.value(TieBreak::SonnebornBerger, p).unwrap())
            .collect();
        let got_bh: Vec<f64> = (0..5)
            .map(|p| table.value(TieBreak::Buchholz, p).unwrap())
            .collect();
        assert_eq!(got_bh, bh, "tournament {id}");
        if id == 1 {
            assert_eq!(sb, [6.0, 6.5, 2.25, 6.5, 2.25]);
        }
    }
}

#[test]
fn a_malformed_trf_names_line_column_and_token_and_changes_nothing() {
    let ev = Event::new("trf-bad");
    let bad = HAND.replace("5 b 1     2 w 1", "5 b 1     2 q 1");
    let f = ev.file("bad.trf", &bad);
    let o = ev.try_run(&["import", "trf", &f]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("bad.trf:2:117: `q`: the colour must be w, b or -"),
        "{}",
        stderr(&o)
    );
    let bad = HAND.replace("1 w +", "1 w 1");
    let f = ev.file("bad2.trf", &bad);
    let o = ev.try_run(&["import", "trf", &f]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(
            "round 4: player 1 (line 2) says `4 b -` but player 4 (line 5) says `1 w 1`: \
             the results do not match"
        ),
        "{}",
        stderr(&o)
    );
    assert_eq!(ev.run(&["tournament", "list"]), "");
}

#[test]
fn export_writes_trf16_with_xxr() {
    let ev = Event::new("trf-out");
    let f = ev.file("t.trf", HAND);
    ev.run(&["import", "trf", &f]);
    let out = ev.dir.join("out.trf");
    ev.run(&["export", "trf", "-o", out.to_str().unwrap()]);
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains("XXR 4"));
    let line = text.lines().find(|l| l.starts_with("001    2")).unwrap();
    // Points and rank columns (81-84, 86-89), then round 4: a pairing-allocated bye.
    let c: Vec<char> = line.chars().collect();
    assert_eq!(c[80..84].iter().collect::<String>(), " 3.0");
    assert_eq!(c[85..89].iter().collect::<String>(), "   1");
    assert_eq!(c[121..129].iter().collect::<String>(), "0000 - U");
}

/// FIDE's tie-break checker (TieBreakServer) publishes, for a Swiss full of byes, forfeits and
/// absences, the values it computes in each edition (`tests/data/tiebreak/`, see its README).
/// Orda must give the same numbers for every player and every tie-break it offers, and the same
/// ranks.
#[test]
fn same_tiebreaks_as_fides_checker() {
    let codes = [
        "WIN", "WON", "BWG", "BPG", "PS", "KS", "BH", "BH/C1", "BH/M1", "SB", "SB/C1", "BH/C2",
        "BH/M2", "SB/C2",
    ];
    assert_eq!(
        same_as_checker("swiss_with_many_unplayed_rounds", &codes),
        2 * 15 * 14
    );
}

/// A 21-player (and a 10-player) Swiss made by `orda generate` (forfeits, half-point byes, a withdrawal, every
/// player rated), with the values the checker computed for every tie-break Orda offers a Swiss
/// (`tiebreakchecker.py -u 0 -t PTS STD WIN ... TPN/R`, tests/data/tiebreak/README.md): the
/// new ones of C.07 (2026) too, STD, BH-C2, BH-M2, SB-C2, Koya's limits, RTNG and TPN both
/// ways, and the ranks they give in that order.
#[test]
fn every_swiss_tiebreak_as_fides_checker() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/tiebreak");
    let head = std::fs::read_to_string(dir.join("generated_21_players.2026.expected.tsv")).unwrap();
    let codes: Vec<&str> = head.lines().next().unwrap().split('\t').skip(3).collect();
    assert_eq!(codes.len(), 26, "{codes:?}");
    assert_eq!(same_as_checker("generated_21_players", &codes), 2 * 21 * 26);
    // The file that showed which voluntary unplayed round a Sonneborn-Berger cut takes (the
    // least significant by the opponent's score, not the smallest product).
    assert_eq!(same_as_checker("generated_10_players", &codes), 2 * 10 * 26);
}

/// Imports `NAME.trf` dated in each edition and compares Orda's standings with
/// `NAME.EDITION.expected.tsv`, rank by rank and cell by cell; returns the cells compared.
fn same_as_checker(name: &str, codes: &[&str]) -> usize {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/tiebreak");
    let trf = std::fs::read_to_string(dir.join(format!("{name}.trf"))).unwrap();
    let ev = Event::new(&format!("tbs-{name}"));
    let mut checked = 0;
    for (edition, date) in [("2024", "2026/02/28"), ("2026", "2026/03/01")] {
        let dated: String = trf
            .lines()
            .map(|l| {
                if l.starts_with("042 ") {
                    format!("042 {date}")
                } else {
                    l.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        let f = ev.file(&format!("{name}-{edition}.trf"), &dated);
        let id = ev.run(&["import", "trf", &f]);
        let rows = ev.csv(&[
            "standings",
            "--tournament",
            id.trim(),
            "--tiebreaks",
            &codes.join(","),
        ]);
        let expected =
            std::fs::read_to_string(dir.join(format!("{name}.{edition}.expected.tsv"))).unwrap();
        let mut lines = expected.lines();
        let head: Vec<&str> = lines.next().unwrap().split('\t').collect();
        let col = |name: &str| head.iter().position(|h| *h == name).unwrap();
        for line in lines.filter(|l| !l.starts_with("Check")) {
            let f: Vec<&str> = line.split('\t').collect();
            let no = f[col("StartNo")];
            let row = rows
                .iter()
                .find(|r| r[1] == no)
                .unwrap_or_else(|| panic!("player {no}"));
            assert_eq!(row[0], f[col("Rank")], "{edition}: rank of {no}");
            assert_eq!(
                row[5].parse::<f64>().unwrap(),
                f[col("PTS")].parse::<f64>().unwrap(),
                "{edition}: PTS of {no}"
            );
            for (i, code) in codes.iter().enumerate() {
                let ours: f64 = row[8 + i].parse().unwrap();
                let theirs: f64 = f[col(code)].parse().unwrap();
                assert_eq!(ours, theirs, "{name} {edition}: {code} of player {no}");
                checked += 1;
            }
        }
    }
    checked
}

// ---- Files as other programs write them, and files that contradict themselves
// (tests/data/trf/, see its README.md).

fn data(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/trf")
        .join(name)
        .display()
        .to_string()
}

/// Boards of a round as `white-black result`, then the byes as `no kind`.
fn rounds_of(t: &orda::tournament::Tournament) -> Vec<Vec<String>> {
    t.rounds
        .iter()
        .map(|r| {
            let mut v: Vec<String> = r
                .games
                .iter()
                .map(|g| {
                    format!(
                        "{}-{} {}",
                        g.white,
                        g.black,
                        g.result.map_or("pending", |x| x.ascii())
                    )
                })
                .collect();
            v.extend(r.byes.iter().map(|(no, k)| format!("{no} {k:?}")));
            v.sort();
            v
        })
        .collect()
}

fn import_file(ev: &Event, path: &str) -> orda::tournament::Tournament {
    let id = ev.run(&["import", "trf", path]);
    let mut store = Store::open(std::path::Path::new(&ev.db)).expect("open");
    crate::util::load(&mut store, id.trim().parse().expect("an id"))
}

/// The same 7-player, 3-round Swiss written by Swiss-Manager (CRLF, trailing spaces, `0000 - +`
/// and `0000 - =` byes, lower-case TRF-16 titles, no XXR), Vega (`+`/`=` byes, TRF-2026
/// capitals, a Kazakh rank in the title column), lichess (`U`/`H`, XXR, XXC, usernames) and
/// Papi (CRLF, accented names, `F`/`H` byes, birth years only, an unrated player): each imports
/// to the same rounds, results and standings.
#[test]
fn files_of_other_programs_import_right() {
    let want = [
        vec!["1-4 1-0", "3-6 1/2-1/2", "5-2 0-1", "7 PairingAllocated"],
        vec!["2-1 1/2-1/2", "4-5 1-0", "6 Half", "7-3 0-1"],
        vec!["2-4 1-0", "3-1 0-1", "5 PairingAllocated", "6-7 +/-"],
    ];
    let points = [
        ("1", "2.5"),
        ("2", "2.5"),
        ("3", "1.5"),
        ("4", "1"),
        ("5", "1"),
        ("6", "2"),
        ("7", "1"),
    ];
    for file in ["swiss-manager.trf", "vega.trf", "lichess.trf", "papi.trf"] {
        let ev = Event::new(&format!("style-{file}"));
        let t = import_file(&ev, &data(file));
        assert_eq!(rounds_of(&t), want, "{file}");
        assert_eq!(t.settings.rounds, 3, "{file}");
        assert!(t.settings.first_white, "{file}");
        assert_eq!(t.entrants.len(), 7, "{file}");
        let rows = ev.csv(&["standings", "--tournament", "1"]);
        let mut got: Vec<(String, String)> = rows[1..]
            .iter()
            .map(|r| (r[1].clone(), r[5].clone()))
            .collect();
        got.sort();
        let want_pts: Vec<(String, String)> = points
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        assert_eq!(got, want_pts, "{file}");
        if file != "lichess.trf" {
            let titles: Vec<Option<&str>> =
                t.entrants.iter().map(|e| e.fide_title.as_deref()).collect();
            assert_eq!(
                titles,
                [
                    Some("GM"),
                    Some("WGM"),
                    Some("IM"),
                    Some("FM"),
                    Some("WIM"),
                    None,
                    None
                ],
                "{file}"
            );
            if file == "papi.trf" {
                assert_eq!(t.entrants[0].name, "Dubois, Élodie");
                assert_eq!(t.entrants[6].name, "Łukasz, Kowalski");
                assert_eq!(t.entrants[6].rating, None);
                // `1990/00/00`: a year alone, stored as the year (issue 29).
                assert_eq!(t.entrants[0].birth.as_deref(), Some("1990"));
            } else {
                assert_eq!(t.entrants[0].name, "Suleimenov, Arman");
                assert_eq!(t.entrants[0].birth.as_deref(), Some("1990-05-12"));
            }
        } else {
            assert_eq!(t.entrants[0].name, "arman_s");
        }
        if file == "vega.trf" {
            assert_eq!(t.entrants[5].title.as_deref(), Some("КМС"));
        }
        // Exported and imported again: the same rounds and titles.
        let out = ev.dir.join("again.trf");
        ev.run(&["export", "trf", "-o", out.to_str().unwrap()]);
        let text = std::fs::read_to_string(&out).unwrap();
        assert!(
            text.contains("\n152 W\n") && text.contains("\nXXC white1\n"),
            "{text}"
        );
        assert!(text.contains("\n192 FIDE_DUTCH_2025\n"), "{text}");
        let again = import_file(&ev, out.to_str().unwrap());
        assert_eq!(rounds_of(&again), want, "{file} exported");
        assert_eq!(
            again
                .entrants
                .iter()
                .map(|e| &e.fide_title)
                .collect::<Vec<_>>(),
            t.entrants.iter().map(|e| &e.fide_title).collect::<Vec<_>>()
        );
    }
}

/// Files that contradict themselves are refused whole, naming what disagrees; nothing is stored.
#[test]
fn self_contradicting_files_are_refused() {
    let cases = [
        (
            "bad-colours.trf",
            "round 1: player 1 (line 12) says `4 w 1` but player 4 (line 15) says `1 w 0`: both have the same colour",
        ),
        (
            "bad-opponent.trf",
            "round 2: player 4 (line 15) says `5 w 1` but player 5 (line 16) says `3 b 0`: the opponents differ",
        ),
        // The second contradiction of the same kind is said once, with its line.
        (
            "bad-opponent.trf",
            "bad-opponent.trf: the same on one more line: 16",
        ),
        (
            "bad-result.trf",
            "round 1: player 1 (line 12) says `4 w 1` but player 4 (line 15) says `1 b 1`: the results do not match",
        ),
        (
            "bad-points.trf",
            "line 14: player 3 has 1.5 points by the results, but the points column (81-84) says 2.5",
        ),
        (
            "bad-xxr.trf",
            "line 11: `XXR 2` says 2 rounds, but the file has 3 rounds of data",
        ),
        (
            "bad-cut-short.trf",
            "bad-cut-short.trf:6:5: `7`: the file announces 7 players but has 5 player (001) lines",
        ),
        (
            "bad-duplicate.trf",
            "bad-duplicate.trf:18:5: `6`: starting rank used twice (first on line 17)",
        ),
        (
            "bad-bbd-overflow.trf",
            "bad-bbd-overflow.trf:19:5: `2000162000`: points must be written like 1.0 or 0.5",
        ),
        (
            "bad-burstein.trf",
            "bad-burstein.trf:19:5: `FIDE_BURSTEIN`: Orda pairs only by the Dutch system",
        ),
        (
            "bad-baku.trf",
            "line 20: the file gives virtual points (XXA / 250) that are not the Baku method's",
        ),
        // A board of the last round without a result is that round in progress (as
        // Swiss-Manager writes a paired round, issue 29); this file's points column counts a
        // result its lines do not give.
        (
            "bad-blank-result.trf",
            "line 12: player 1 has 1.5 points by the results, but the points column (81-84) says 2.5",
        ),
    ];
    for (file, message) in cases {
        let ev = Event::new(&format!("bad-{file}"));
        let o = ev.try_run(&["import", "trf", &data(file)]);
        assert_eq!(o.status.code(), Some(1), "{file}: {}", stderr(&o));
        assert!(stderr(&o).contains(message), "{file}: {}", stderr(&o));
        assert_eq!(ev.run(&["tournament", "list"]), "", "{file}");
    }
    // pair-trf refuses the overflowing point system too (a release build used to wrap it),
    // with the exit code `import trf` gives the same file: one mapping for every command.
    let o = crate::util::orda(&["pair-trf", &data("bad-bbd-overflow.trf")]);
    let ev = Event::new("bad-overflow-import");
    let imported = ev.try_run(&["import", "trf", &data("bad-bbd-overflow.trf")]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert_eq!(
        o.status.code(),
        imported.status.code(),
        "{}",
        stderr(&imported)
    );
    assert!(stderr(&o).contains("2000162000"), "{}", stderr(&o));
}

/// `BBU 0.5`: the points column adds up with a half-point pairing-allocated bye, and the
/// imported tournament keeps it.
#[test]
fn the_files_point_system_is_honoured() {
    let ev = Event::new("bbu-half");
    let t = import_file(&ev, &data("bbu-half.trf"));
    assert_eq!(t.settings.bye_points, 1);
    let rows = ev.csv(&["standings", "--tournament", "1"]);
    let pts = |no: &str| rows.iter().find(|r| r[1] == no).unwrap()[5].clone();
    assert_eq!((pts("5"), pts("7")), ("0.5".to_string(), "0.5".to_string()));
}

/// `XXC black1` and `XXC rank`: a reference-engine vector with every colour swapped (and
/// black1), and the same vector with shuffled pairing numbers (and rank), import so that
/// `orda check` finds every round as the Dutch system pairs it.
#[test]
fn black1_and_rank_are_honoured_by_check() {
    for file in ["black1.trf", "rank.trf"] {
        let ev = Event::new(&format!("xxc-{file}"));
        let t = import_file(&ev, &data(file));
        assert_eq!(t.settings.first_white, file != "black1.trf", "{file}");
        let o = ev.try_run(&["check", "--tournament", "1"]);
        let out = crate::util::stdout(&o);
        assert_eq!(o.status.code(), Some(0), "{file}: {out}");
        assert_eq!(
            out.matches("as the Dutch system pairs it").count(),
            6,
            "{file}: {out}"
        );
    }
    // Under XXC rank the starting numbers are the lines' order: player 1 is the first line
    // (whose own number is not 1), whatever the blank rank column says.
    let text = std::fs::read_to_string(data("rank.trf")).unwrap();
    let first = text.lines().find(|l| l.starts_with("001")).unwrap();
    assert_ne!(first[4..8].trim(), "1");
    assert_eq!(first[85..89].trim(), "");
    let ev = Event::new("xxc-rank-names");
    let t = import_file(&ev, &data("rank.trf"));
    assert_eq!(t.entrants[0].name, first[14..47].trim());
}

/// A round in progress exports as TRF-2026 in-tournament data: boards with a result as usual,
/// boards waiting for one as `XXG` records with blank columns. Orda reads it back with the
/// same pending boards, and `pair-trf` (which reads as the endorsed engines do) accepts it.
#[test]
fn a_round_in_progress_exports_and_imports() {
    let ev = Event::new("mid-round");
    let f = ev.file("t.trf", HAND.replace("XXR 4", "XXR 6").as_str());
    ev.run(&["import", "trf", &f]);
    ev.run(&["round", "pair", "--tournament", "1"]);
    let mut store = Store::open(std::path::Path::new(&ev.db)).expect("open");
    let before = crate::util::load(&mut store, 1);
    drop(store);
    let r5 = before.rounds[4].clone();
    assert!(r5.games.iter().all(|g| g.result.is_none()));
    let out = ev.dir.join("mid.trf");
    ev.run(&["export", "trf", "-o", out.to_str().unwrap()]);
    let text = std::fs::read_to_string(&out).unwrap();
    let xxg = text.lines().filter(|l| l.starts_with("XXG")).count();
    assert_eq!(xxg, r5.games.len() + 1, "{text}");
    // Every block written has a result (the endorsed engines refuse an opponent without one);
    // the round in progress is blank on every line.
    let parsed = trf::read(&text).expect("re-read");
    for p in &parsed.players {
        assert!(p.rounds.len() <= 4, "{text}");
        assert!(
            p.rounds
                .iter()
                .all(|r| r.opponent.is_none() || r.result != ' '),
            "{text}"
        );
    }
    let o = crate::util::orda(&["pair-trf", out.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let again = import_file(&ev, out.to_str().unwrap());
    assert_eq!(rounds_of(&again), rounds_of(&before));
    assert_eq!(again.rounds[4].games.len(), r5.games.len());
    // One result in, one pending: the board with its result is written as usual, the other
    // (and the bye) stay XXG records; read back the same.
    ev.run(&[
        "result",
        "--tournament",
        "1",
        "--round",
        "5",
        "--board",
        "1",
        "1-0",
    ]);
    let mut store = Store::open(std::path::Path::new(&ev.db)).expect("open");
    let partial = crate::util::load(&mut store, 1);
    drop(store);
    ev.run(&[
        "export",
        "trf",
        "--tournament",
        "1",
        "-o",
        out.to_str().unwrap(),
    ]);
    let text = std::fs::read_to_string(&out).unwrap();
    assert_eq!(
        text.lines().filter(|l| l.starts_with("XXG")).count(),
        r5.games.len(),
        "{text}"
    );
    let parsed = trf::read(&text).expect("re-read");
    let g = &partial.rounds[4].games[0];
    let white = parsed.players.iter().find(|p| p.no == g.white).unwrap();
    assert_eq!(
        white.rounds[4],
        trf::TrfRound {
            opponent: Some(g.black),
            colour: 'w',
            result: '1'
        }
    );
    let again = import_file(&ev, out.to_str().unwrap());
    assert_eq!(rounds_of(&again), rounds_of(&partial));
}

/// Text fields cannot break a TRF: control characters and bidi overrides are cleaned on import
/// and on export, an over-long name is cut to its columns.
#[test]
fn text_fields_cannot_break_the_trf() {
    let ev = Event::new("hostile");
    let t = import_file(&ev, &data("hostile-text.trf"));
    assert!(
        t.settings.name.starts_with("Cup evil X"),
        "{}",
        t.settings.name
    );
    assert_eq!(t.settings.venue.as_deref(), Some("Shym kent"));
    assert_eq!(t.entrants[0].name, "Sule imenov, Arman");
    // Line breaks typed on the command line are refused at once...
    let o = ev.try_run(&[
        "tournament",
        "create",
        "--name",
        "Open\n001    1 fake line\r\nXXR 99",
        "--system",
        "swiss",
        "--rounds",
        "3",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        crate::util::stderr(&o).contains("holds the control character U+000A"),
        "{}",
        crate::util::stderr(&o)
    );
    // ... and a tournament stored with them (by an Orda before that check) still cannot
    // break the TRF it is exported to.
    let id = ev.run(&[
        "tournament",
        "create",
        "--name",
        "Open",
        "--system",
        "swiss",
        "--rounds",
        "3",
        "--arbiter",
        &"A".repeat(500),
    ]);
    let db = rusqlite::Connection::open(&ev.db).unwrap();
    db.execute(
        "UPDATE tournament SET name = ?1, venue = ?2 WHERE id = ?3",
        rusqlite::params![
            "Open\n001    1 fake line\r\nXXR 99",
            "Almaty\u{202e}\t",
            id.trim().parse::<i64>().unwrap()
        ],
    )
    .unwrap();
    drop(db);
    let out = ev.dir.join("h.trf");
    ev.run(&[
        "export",
        "trf",
        "--tournament",
        id.trim(),
        "-o",
        out.to_str().unwrap(),
    ]);
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(
        !text.chars().any(|c| c.is_control() && c != '\n'),
        "{text:?}"
    );
    assert!(!text.contains('\u{202e}'));
    assert_eq!(text.lines().filter(|l| l.starts_with("XXR")).count(), 1);
    assert_eq!(text.lines().filter(|l| l.starts_with("001")).count(), 0);
    assert!(
        text.starts_with("012 Open 001 1 fake line XXR 99\n"),
        "{text}"
    );
    assert!(text.lines().all(|l| l.chars().count() <= 124), "{text}");
}

/// `pair-trf` honours `XXC rank` and `XXC black1` too: round 7 of the swapped and the shuffled
/// vector is the reference engine's round 7, colours swapped, numbers shuffled.
#[test]
fn pair_trf_honours_rank_and_black1() {
    let pairs = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/pairing/dutch-000-n21-r7.r7.pairs"),
    )
    .unwrap();
    let reference: Vec<(u32, u32)> = orda::formats::swiss_trf::read_pairs(&pairs).unwrap();
    let run = |file: &str| {
        let o = crate::util::orda(&["pair-trf", &data(file)]);
        assert!(o.status.success(), "{file}: {}", stderr(&o));
        let mut got =
            orda::formats::swiss_trf::read_pairs(&crate::util::stdout(&o)).expect("pairs");
        got.sort();
        got
    };
    let mut swapped: Vec<(u32, u32)> = reference
        .iter()
        .map(|&(w, b)| if b == 0 { (w, 0) } else { (b, w) })
        .collect();
    swapped.sort();
    assert_eq!(run("black1.trf"), swapped);
    let text = std::fs::read_to_string(data("rank.trf")).unwrap();
    let file_no = |rank: u32| -> u32 {
        if rank == 0 {
            return 0;
        }
        let l = text
            .lines()
            .filter(|l| l.starts_with("001"))
            .nth(rank as usize - 1)
            .unwrap();
        l[4..8].trim().parse().unwrap()
    };
    let mut shuffled: Vec<(u32, u32)> = reference
        .iter()
        .map(|&(w, b)| (file_no(w), file_no(b)))
        .collect();
    shuffled.sort();
    assert_eq!(run("rank.trf"), shuffled);
}

/// The fuzz target `tournament_files`'s promise on structured damage (fixed seed): every
/// mutant of the test files either is refused or makes a tournament that exports, reads back
/// and makes the same rounds again; nothing panics.
#[test]
fn damaged_files_are_refused_or_round_trip() {
    let mut rng = crate::util::Rng(0x14_7f_0e_11);
    let files = [
        "swiss-manager.trf",
        "vega.trf",
        "lichess.trf",
        "papi.trf",
        "rank.trf",
        "black1.trf",
    ];
    let alphabet: Vec<char> = " 0123456789wb-+=UHFZDLWX.".chars().collect();
    let (mut refused, mut accepted) = (0, 0);
    for i in 0..3000 {
        let text = std::fs::read_to_string(data(files[i % files.len()])).unwrap();
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        for _ in 0..1 + rng.below(3) {
            let l = rng.below(lines.len());
            let mut c: Vec<char> = lines[l].chars().collect();
            match rng.below(6) {
                0 => {
                    lines.remove(l);
                }
                1 => {
                    let copy = lines[l].clone();
                    lines.insert(rng.below(lines.len()), copy);
                }
                _ if c.len() > 80 => {
                    let k = 80 + rng.below(c.len() - 80);
                    c[k] = alphabet[rng.below(alphabet.len())];
                    lines[l] = c.into_iter().collect();
                }
                _ => {}
            }
        }
        let text = lines.join("\n");
        let Ok(file) = trf::read(&text) else {
            refused += 1;
            continue;
        };
        let _ = orda::formats::swiss_trf::to_swiss(&file);
        let Ok(imported) = transfer::tournament_of(&file, false) else {
            refused += 1;
            continue;
        };
        let t = imported.tournament;
        accepted += 1;
        let back = trf::read(&transfer::export_trf(&t, &imported.extra))
            .unwrap_or_else(|e| panic!("mutant {i}: the export does not read: {e:?}\n{text}"));
        let again = transfer::tournament_of(&back, false)
            .unwrap_or_else(|e| panic!("mutant {i}: the export is refused: {e:?}\n{text}"))
            .tournament;
        let games = |t: &orda::tournament::Tournament| -> Vec<_> {
            t.rounds
                .iter()
                .filter(|r| !r.games.is_empty())
                .map(|r| r.games.clone())
                .collect()
        };
        assert_eq!(games(&again), games(&t), "mutant {i}\n{text}");
    }
    eprintln!("damaged TRF files: {refused} refused, {accepted} accepted and round-tripped");
    // The damage is mostly caught, and some harmless damage (a rating, a rank) goes through.
    assert!(
        refused > 1500 && accepted > 100,
        "{refused} refused, {accepted} accepted"
    );
}

/// `pair-trf` and the import check a file's games with one check: a file whose two lines tell
/// a game differently is refused by both, in the same words, with the same exit code (pair-trf
/// used to pair such a file on the word of one of the two lines).
#[test]
fn pair_trf_refuses_a_self_contradicting_file_as_the_import_does() {
    let cases = [
        ("bad-colours.trf", "both have the same colour"),
        ("bad-opponent.trf", "the opponents differ"),
        ("bad-result.trf", "the results do not match"),
    ];
    for (file, why) in cases {
        let paired = crate::util::orda(&["pair-trf", &data(file)]);
        let ev = Event::new(&format!("pair-vs-import-{file}"));
        let imported = ev.try_run(&["import", "trf", &data(file)]);
        assert_eq!(paired.status.code(), Some(1), "{file}: {}", stderr(&paired));
        assert_eq!(imported.status.code(), Some(1), "{file}");
        let said = stderr(&paired);
        assert!(said.contains(why), "{file}: {said}");
        let first = said.lines().next().expect("a line");
        let first = first.strip_prefix("orda: ").unwrap_or(first);
        assert!(
            stderr(&imported)
                .lines()
                .any(|l| l.strip_prefix("orda: ").unwrap_or(l) == first),
            "{file}: the import says it too: {first}"
        );
        assert!(paired.stdout.is_empty(), "{file}: no pairs");
    }
}

/// A file without a tournament's name (no 012 line) is named after the file, never with a word
/// of Orda's stored in the user's data (it used to be "Imported tournament", English in a
/// Kazakh arbiter's file).
#[test]
fn a_file_without_a_name_is_named_after_the_file() {
    let ev = Event::new("trf-nameless");
    let text = std::fs::read_to_string(data("swiss-manager.trf")).expect("reads");
    let nameless: String = text
        .split_inclusive('\n')
        .filter(|l| !l.starts_with("012"))
        .collect();
    assert!(!nameless.contains("Almaty Open"));
    let file = ev.file("Кубок облысы 2026.trf", &nameless);
    let t = import_file(&ev, &file);
    assert_eq!(t.settings.name, "Кубок облысы 2026");
    assert_eq!(t.entrants.len(), 7, "the rest as any file");
}
