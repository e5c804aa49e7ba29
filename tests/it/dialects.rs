//! TRF files as other programs write them (issue 29): what Orda reads survives import → export
//! → import, what it does not read is kept and written back (or said at import), the exported
//! file pairs as the original, lone CR line ends read in every reader, and a file that
//! contradicts itself says each kind of problem once.

use std::path::{Path, PathBuf};

use orda::app::transfer::{self, ImportNote};
use orda::app::{ImportTrf, PairRound, UpdateSettings, query};
use orda::formats::{swiss_trf, trf};
use orda::store::Store;
use orda::tournament::{ByeKind, RoundNo, Tournament, TournamentId};

use crate::util::{orda, stderr, stdout};

fn data(dir: &str, name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(dir)
        .join(name)
}

/// Imports `text` as the faces do; the id and the notes.
fn import(
    store: &mut Store,
    name: &str,
    text: &str,
    points_from_results: bool,
) -> (TournamentId, Vec<ImportNote>) {
    let op = ImportTrf {
        file: name.into(),
        text: text.into(),
        points_from_results,
    };
    match orda::app::run(store, op) {
        Ok(done) => done,
        Err(r) => panic!("{name}: {r:?}"),
    }
}

/// A tournament without its database ids, to compare two imports.
fn plain(mut t: Tournament) -> Tournament {
    t.settings.id = Default::default();
    for e in &mut t.entrants {
        e.player_id = Default::default();
    }
    t
}

/// What one import holds: (tournament, forbidden pairs, announced byes, export).
type Held = (
    Tournament,
    Vec<orda::tournament::KeptApart>,
    Vec<(u32, RoundNo, ByeKind)>,
    String,
);

/// What one import holds: the tournament, its forbidden pairs, the byes announced for rounds
/// not paired, and its export.
fn held(store: &mut Store, id: TournamentId) -> Held {
    let t = plain(query::tournament(store, id).expect("loads"));
    let forbidden = query::forbidden(store, id).expect("forbidden");
    let byes = query::requested_byes(store, id).expect("byes");
    let text = transfer::export(store, id).expect("exports");
    (t, forbidden, byes, text)
}

/// `orda pair-trf` on `text`: its pairs, `None` when it does not pair.
fn pair(dir: &Path, name: &str, text: &str) -> Option<Vec<(u32, u32)>> {
    let f = dir.join(name);
    std::fs::write(&f, text).expect("written");
    let o = orda(&["pair-trf", f.to_str().expect("utf-8")]);
    o.status
        .success()
        .then(|| swiss_trf::read_pairs(&stdout(&o)).expect("pairs"))
}

/// Import, export, import again, export again: the same tournament, pairs, byes and text; and
/// the exported file pairs as the original does (in Orda's numbers, the lines' order under
/// `XXC rank`). Returns the first import's notes.
fn round_trip(name: &str, text: &str, points_from_results: bool) -> Vec<ImportNote> {
    let dir = crate::util::scratch(&format!("round-trip-{}", name.replace(['/', '.'], "-")));
    let mut store = Store::memory().expect("memory");
    let (first, notes) = import(&mut store, name, text, points_from_results);
    let (t1, f1, b1, e1) = held(&mut store, first);
    let (second, _) = import(&mut store, "exported.trf", &e1, false);
    let (t2, f2, b2, e2) = held(&mut store, second);
    assert_eq!(t2, t1, "{name}: the tournament");
    assert_eq!(
        (f2, b2),
        (f1, b1),
        "{name}: forbidden pairs and announced byes"
    );
    assert_eq!(e2, e1, "{name}: the exported file");
    // The exported file pairs as the original.
    let file = trf::read(text).expect("reads");
    let ours: std::collections::HashMap<u32, u32> = if file.by_rank() {
        file.players
            .iter()
            .enumerate()
            .map(|(i, p)| (p.no, i as u32 + 1))
            .collect()
    } else {
        file.players.iter().map(|p| (p.no, p.no)).collect()
    };
    if let Some(original) = pair(&dir, "original.trf", text) {
        let mapped: Vec<(u32, u32)> = original
            .iter()
            .map(|&(w, b)| (ours[&w], if b == 0 { 0 } else { ours[&b] }))
            .collect();
        let exported = pair(&dir, "exported.trf", &e1);
        assert_eq!(
            exported,
            Some(mapped),
            "{name}: the exported file pairs otherwise"
        );
    }
    notes
}

#[test]
fn every_trf_in_tests_data_survives_a_round_trip_and_pairs_the_same() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(data("trf", ""))
        .expect("tests/data/trf")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .filter(|p| {
            !p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("bad-"))
        })
        .collect();
    files.sort();
    // Every tenth reference vector (rounds played, byes, forfeits; the rest are alike).
    let mut vectors: Vec<PathBuf> = std::fs::read_dir(data("pairing", ""))
        .expect("tests/data/pairing")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    vectors.sort();
    files.extend(vectors.into_iter().step_by(10));
    assert!(files.len() > 35, "{}", files.len());
    for f in &files {
        let name = f.file_name().expect("name").to_string_lossy().into_owned();
        let bytes = std::fs::read(f).expect("read");
        let text = orda::formats::text::decode(&bytes, None)
            .expect("text")
            .text;
        // The Krause file is refused as it is (its points columns count a bye the results do
        // not); the results are the truth on request.
        round_trip(&name, &text, name.starts_with("krause"));
    }
}

#[test]
fn generated_tournaments_survive_a_round_trip_and_pair_the_same() {
    use orda::app::generate::{Options, generate_swiss, to_trf};
    for seed in 1..=12u64 {
        let o = Options {
            players: 15 + seed as usize * 3,
            rounds: 9,
            seed,
            draws: 0.3,
            forfeits: 0.08,
            withdrawals: 0.02,
            byes: 0.05,
            ..Options::default()
        };
        let mut s = generate_swiss(&o).expect("generated");
        // Pair 6 of the 9 rounds: the file has rounds left to pair.
        s.players
            .iter_mut()
            .flatten()
            .for_each(|p| p.history.truncate(6));
        s.played_rounds = 6;
        let text = trf::write(&to_trf(&s, &format!("generated {seed}")));
        round_trip(&format!("generated-{seed}"), &text, false);
    }
}

/// The Swiss-Manager file with everything a round trip must keep: each of it is checked in
/// the exported text.
#[test]
fn what_another_program_wrote_comes_back_out() {
    let text = std::fs::read_to_string(data("trf", "swiss-manager-2026.trf")).expect("read");
    let mut store = Store::memory().expect("memory");
    let (id, notes) = import(&mut store, "swiss-manager-2026.trf", &text, false);
    let (t, forbidden, byes, out) = held(&mut store, id);
    let lines: Vec<&str> = out.lines().collect();
    let source: Vec<&str> = text.lines().map(str::trim_end).collect();
    // Header records Orda does not read, exactly as written (both 112 lines, 132's columns).
    for code in ["032", "082", "092", "112", "132", "013", "XXS"] {
        let want: Vec<&&str> = source.iter().filter(|l| l.starts_with(code)).collect();
        let got: Vec<&&str> = lines.iter().filter(|l| l.starts_with(code)).collect();
        assert!(!want.is_empty(), "{code}");
        assert_eq!(got, want, "{code}");
    }
    // Federations, sex f (stored as w), year-only birth dates, the colourless forfeit.
    let line = |no: u32| {
        *lines
            .iter()
            .find(|l| l.starts_with(&format!("001 {no:>4}")))
            .expect("001 line")
    };
    assert_eq!(&line(3)[53..56], "RUS");
    assert_eq!(&line(5)[53..56], "UZB");
    assert_eq!(t.entrants[1].sex, Some('w'));
    assert_eq!(t.entrants[5].birth.as_deref(), Some("2005"));
    assert_eq!(t.entrants[6].birth.as_deref(), Some("2008"));
    assert_eq!(&line(6)[69..79], "2005/00/00");
    assert!(
        line(6).ends_with("7 - +") && line(7).ends_with("6 - -"),
        "{out}"
    );
    // The two-digit birth date is not stored, and the import said so.
    assert_eq!(t.entrants[3].birth, None);
    assert!(
        notes.iter().any(|n| matches!(
            n,
            ImportNote::Birth {
                line: 18,
                player: 4,
                ..
            }
        )),
        "{notes:?}"
    );
    // The bye announced in round 4's columns, and the 240 of round 5.
    assert!(line(3).ends_with("0000 - H"), "{}", line(3));
    assert_eq!(
        byes,
        [
            (3, RoundNo(4), ByeKind::Half),
            (4, RoundNo(5), ByeKind::Zero)
        ]
    );
    assert!(lines.contains(&"240 Z   5    4"), "{out}");
    // Forbidden pairs: XXP 1 6, 260 2 7 (rounds 1-5: every round), 260 4 5 (rounds 4-5 only),
    // written back as XXP and 260.
    use orda::tournament::KeptApart;
    let ranged = KeptApart {
        rounds: Some((4, 5)),
        ..KeptApart::always(4, 5)
    };
    assert_eq!(
        forbidden,
        [KeptApart::always(1, 6), KeptApart::always(2, 7), ranged]
    );
    for xxp in ["XXP 1 6", "XXP 2 7", "260 004 005    4    5"] {
        assert!(lines.contains(&xxp), "{xxp}: {out}");
    }
    // Kept records are said at import.
    assert!(
        notes
            .iter()
            .any(|n| matches!(n, ImportNote::Kept { lines: 8, .. })),
        "{notes:?}"
    );
}

/// `XXP` and `260` are kept apart when the imported tournament pairs its next round, as
/// `pair-trf` of the same file does (the import used to drop them: 1 met 6).
#[test]
fn forbidden_pairs_of_an_imported_file_are_kept_apart() {
    let text = std::fs::read_to_string(data("pairing", "dutch-000-n21-r7.r3.trf")).expect("read");
    let reference = swiss_trf::read_pairs(
        &std::fs::read_to_string(data("pairing", "dutch-000-n21-r7.r3.pairs")).expect("pairs"),
    )
    .expect("pairs");
    let (a, b) = reference[0];
    let forbidding = format!("{text}XXP {a:>4} {b:>4}\n");
    let dir = crate::util::scratch("forbidden-import");
    let by_file = pair(&dir, "forbidden.trf", &forbidding).expect("pair-trf pairs it");
    assert!(!by_file.iter().any(|&p| p == (a, b) || p == (b, a)));
    let mut store = Store::memory().expect("memory");
    let (id, _) = import(&mut store, "forbidden.trf", &forbidding, false);
    crate::util::apply(&mut store, PairRound(id));
    let round = query::round(&mut store, id, RoundNo(3)).expect("round 3");
    let mut stored: Vec<(u32, u32)> = round.games.iter().map(|g| (g.white, g.black)).collect();
    stored.extend(
        round
            .byes
            .iter()
            .filter(|(_, k)| *k == ByeKind::PairingAllocated)
            .map(|&(n, _)| (n, 0)),
    );
    let mut want = by_file.clone();
    want.sort();
    stored.sort();
    assert_eq!(stored, want);
}

/// A file with lone CR line ends (as the one a user sent bbpPairings, its issue 7) reads and
/// pairs as the reference engine paired it; so do a player list, a results file, a manual
/// pairing and a game record written so.
#[test]
fn lone_cr_line_ends_read_in_every_reader() {
    let text = std::fs::read_to_string(data("trf", "cr-only.trf")).expect("read");
    assert!(!text.contains('\n') && text.matches('\r').count() > 20);
    let dir = crate::util::scratch("cr-only");
    let reference = swiss_trf::read_pairs(
        &std::fs::read_to_string(data("pairing", "dutch-000-n21-r7.r7.pairs")).expect("pairs"),
    )
    .expect("pairs");
    assert_eq!(pair(&dir, "cr.trf", &text), Some(reference));
    let mut store = Store::memory().expect("memory");
    let (id, _) = import(&mut store, "cr-only.trf", &text, false);
    assert_eq!(
        query::tournament(&mut store, id).expect("t").rounds.len(),
        6
    );
    // A player list.
    let csv = "Name,Rating,Region\rAbenov Arman,1850,Almaty\rBekova Aliya,1720,Astana\r";
    let read = orda::formats::players_csv::read(csv).expect("reads");
    assert_eq!(read.len(), 2);
    assert_eq!((read[1].0, read[1].1.name.as_str()), (3, "Bekova Aliya"));
    // A results file and a manual pairing.
    let results = orda::formats::round_files::read_results("1 1-0\r2 =\r").expect("reads");
    assert_eq!(results.len(), 2);
    let pairing = orda::formats::round_files::read_pairing("2\r1 4\r3 2\r").expect("reads");
    assert_eq!(pairing.boards, [(1, 4), (3, 2)]);
    // A game record: its tags and moves, lines counted at each CR.
    let record = orda::formats::record::read("[White \"A\"]\r[Black \"B\"]\r\r1. 77 21\r");
    assert_eq!(record.len(), 1);
    assert_eq!(record[0].tag("Black"), Some("B"));
}

/// A file whose points columns count byes its results do not (the Irish federation's Krause
/// files): refused with one message for the kind and its lines; with the results as the truth
/// it imports, every line changed said.
#[test]
fn a_file_that_contradicts_itself_says_each_kind_once() {
    let f = data("trf", "krause-blank-byes.trf");
    let ev = crate::event::Event::new("krause");
    let o = ev.try_run(&["import", "trf", f.to_str().expect("utf-8")]);
    assert_eq!(o.status.code(), Some(1));
    let said = stderr(&o);
    assert_eq!(said.lines().count(), 2, "{said}");
    assert!(said.contains("line 18: player 6 has 1.5 points by the results, but the points column (81-84) says 2.0"), "{said}");
    assert!(said.contains("the same on one more line: 19"), "{said}");
    assert!(said.contains("--points-from-results"), "{said}");
    assert_eq!(ev.run(&["tournament", "list"]), "");
    let o = ev.try_run(&[
        "import",
        "trf",
        "--points-from-results",
        f.to_str().expect("utf-8"),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let said = stderr(&o);
    assert!(said.contains("line 18: player 6: the points column said 2.0, the results give 1.5: the results are taken"), "{said}");
    assert!(
        said.contains("line 19: player 7: the points column said 1.0, the results give 0.0"),
        "{said}"
    );
    let rows = ev.csv(&["standings"]);
    let pts = |no: &str| rows.iter().find(|r| r[1] == no).expect("row")[5].clone();
    assert_eq!((pts("6"), pts("7")), ("1.5".to_string(), "0".to_string()));
}

/// Dates as lichess writes them (`May 29, 2020`) are read; the names from column 16 too.
#[test]
fn dates_in_words_are_read() {
    let text = std::fs::read_to_string(data("trf", "lichess-dates.trf")).expect("read");
    let mut store = Store::memory().expect("memory");
    let (id, notes) = import(&mut store, "lichess-dates.trf", &text, false);
    let t = query::tournament(&mut store, id).expect("t");
    assert_eq!(t.settings.start_date.as_deref(), Some("2020-05-29"));
    assert_eq!(t.settings.end_date.as_deref(), Some("2020-05-30"));
    assert_eq!(t.entrants[0].name, "arman_s");
    assert!(
        !notes.iter().any(|n| matches!(n, ImportNote::Date { .. })),
        "{notes:?}"
    );
    // A date that cannot be read exactly is kept as written and said.
    let odd = text.replace("042 May 29, 2020", "042 10.09.13");
    let (id, notes) = import(&mut store, "odd.trf", &odd, false);
    assert!(
        notes
            .iter()
            .any(|n| matches!(n, ImportNote::Date { code: "042", .. })),
        "{notes:?}"
    );
    let out = transfer::export(&mut store, id).expect("export");
    assert!(out.lines().any(|l| l == "042 10.09.13"), "{out}");
}

/// Swiss-Manager's export of a round paired and not played yet (blank results on both lines):
/// imported as that round, waiting for its results; the points column counts the rounds
/// before it. (Refused before issue 29: "a board needs a result on both lines".)
#[test]
fn a_round_paired_in_another_program_comes_in_waiting_for_results() {
    let text = std::fs::read_to_string(data("trf", "swiss-manager-paired.trf")).expect("read");
    let mut store = Store::memory().expect("memory");
    let (id, _) = import(&mut store, "swiss-manager-paired.trf", &text, false);
    let t = query::tournament(&mut store, id).expect("t");
    assert_eq!(t.rounds.len(), 3);
    let r3 = &t.rounds[2];
    let boards: Vec<(u32, u32, bool)> = r3
        .games
        .iter()
        .map(|g| (g.white, g.black, g.result.is_none()))
        .collect();
    assert_eq!(boards, [(2, 4, true), (3, 1, true), (6, 7, true)]);
    assert_eq!(r3.byes, [(5, ByeKind::PairingAllocated)]);
    assert_eq!(t.completed_rounds(), 2);
    // Both colours must be there: the same colour twice is still refused.
    let bad = text.replace("   1 w  \r\n", "   1 b  \r\n");
    let op = ImportTrf {
        file: "bad.trf".into(),
        text: bad,
        points_from_results: false,
    };
    let r = orda::app::run(&mut store, op).expect_err("same colour");
    assert!(
        orda::words::refusal_with(&r, &|_| String::new()).contains("both have the same colour"),
        "{r:?}"
    );
}

/// A Russian or Kazakh Excel's player list: Windows-1251, `;`, birth dates `DD.MM.YYYY`, read;
/// an ambiguous date refused naming its line; the `?` advice given once for the file.
#[test]
fn an_excel_player_list_reads_and_its_csv_comes_back_for_excel() {
    let ev = crate::event::Event::new("excel-csv");
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "Excel",
        "--system",
        "swiss",
        "--rounds",
        "5",
    ]);
    let text = "ФИО;Дата рождения;Рейтинг\r\nАбенов Арман;05.03.2001;1850\r\nБекова Алия;7.11.1999;1720\r\nОмаров Данияр;2003;1600\r\n";
    let (bytes, _, _) = encoding_rs::WINDOWS_1251.encode(text);
    let f = ev.dir.join("list.csv");
    std::fs::write(&f, &bytes).expect("written");
    ev.run(&["player", "import", f.to_str().expect("utf-8")]);
    let mut store = Store::open(Path::new(&ev.db)).expect("open");
    let t = crate::util::load(&mut store, 1);
    let births: Vec<Option<&str>> = t.entrants.iter().map(|e| e.birth.as_deref()).collect();
    assert_eq!(
        births,
        [Some("2001-03-05"), Some("1999-11-07"), Some("2003")]
    );
    drop(store);
    // Typed as people write it, a birth date is read the same way; one that is not exact is
    // refused.
    ev.run(&[
        "player",
        "add",
        "--name",
        "Сейіт Нұрлан",
        "--birth",
        "31.12.2004",
    ]);
    let o = ev.try_run(&["player", "add", "--name", "X", "--birth", "03/04/2001"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let mut store = Store::open(Path::new(&ev.db)).expect("open");
    let t = crate::util::load(&mut store, 1);
    assert_eq!(t.entrants.len(), 4);
    assert_eq!(t.entrants[3].birth.as_deref(), Some("2004-12-31"));
    drop(store);
    // Refused whole, each line named; the spreadsheet's `?` advice once.
    let bad = "name,birth\nA?ar,03/04/2001\nB?k,01.01.2001\nC?s,01.01.2001\n";
    let g = ev.file("bad.csv", bad);
    let o = ev.try_run(&["player", "import", &g]);
    assert_eq!(o.status.code(), Some(1));
    let said = stderr(&o);
    assert!(
        said.contains(
            "bad.csv:2: birth date `03/04/2001`: the day and the month could be either way round"
        ),
        "{said}"
    );
    assert_eq!(
        said.matches("has `?` in place of a letter").count(),
        3,
        "{said}"
    );
    assert_eq!(said.matches("CSV UTF-8").count(), 1, "{said}");
    // Standings for a Russian Excel: `;` and decimal commas; the default stays RFC 4180.
    ev.run(&["round", "pair"]);
    ev.run(&["result", "--round", "1", "--board", "1", "="]);
    ev.run(&["result", "--round", "1", "--board", "2", "="]);
    let excel = ev.run(&["standings", "--format", "csv-excel"]);
    let plain = ev.run(&["standings", "--format", "csv"]);
    assert!(excel.starts_with("\u{feff}Rank;No;Name;"), "{excel}");
    assert!(excel.contains(";0,5;"), "{excel}");
    assert!(plain.starts_with("\u{feff}Rank,No,Name,"), "{plain}");
    assert!(plain.contains(",0.5,") && !plain.contains(';'), "{plain}");
}

/// What a review found (issue 29): odd records survive the round trip as themselves, and what
/// a file names that it does not have is refused, never put on somebody else.
#[test]
fn odd_records_round_trip_and_unknown_players_are_refused() {
    let base = std::fs::read_to_string(data("trf", "vega.trf")).expect("read");
    // A tab after a code (read as the space it stands for), a ruler line, multibyte codes, a
    // zero-width space, short lines, federations that are not three capitals, 600 records of
    // another program and a date nobody can read: the export twice the same.
    let mut odd = base
        .replace("KAZ    13700010", "kaz    13700010")
        .replace("KAZ    13703122", "ҚАЗ    13703122")
        .replace("042 2025/06/10", "042 soon");
    odd.push_str("XXS\tother program\n0123456789012345\nҚҚҚ multibyte\n\u{200B}XX y\nZZ\n");
    for i in 0..600 {
        odd.push_str(&format!("ZZZ {i}\n"));
    }
    let notes = round_trip("odd.trf", &odd, false);
    assert!(
        notes
            .iter()
            .any(|n| matches!(n, ImportNote::TooManyKept { .. })),
        "{notes:?}"
    );
    let mut store = Store::memory().expect("memory");
    let (id, _) = import(&mut store, "odd.trf", &odd, false);
    let t = query::tournament(&mut store, id).expect("t");
    assert_eq!(t.entrants[0].region.as_deref(), Some("kaz"));
    let out = transfer::export(&mut store, id).expect("export");
    let line = |no: u32| {
        out.lines()
            .find(|l| l.starts_with(&format!("001 {no:>4}")))
            .expect("001")
            .to_string()
    };
    assert_eq!(line(1).chars().skip(53).take(3).collect::<String>(), "kaz");
    assert_eq!(line(2).chars().skip(53).take(3).collect::<String>(), "ҚАЗ");
    // The date read later replaces the one kept as written.
    let mut s = t.settings.clone();
    s.start_date = Some("2025-06-10".into());
    crate::util::apply(&mut store, UpdateSettings(s));
    let out = transfer::export(&mut store, id).expect("export");
    let starts: Vec<&str> = out.lines().filter(|l| l.starts_with("042")).collect();
    assert_eq!(starts, ["042 2025/06/10"]);

    // Under XXC rank, a record naming a number nobody has is refused (it used to land on
    // whoever was on that line); so is a player kept apart from himself, and a bye for a
    // round the tournament does not have.
    let rank = std::fs::read_to_string(data("trf", "rank.trf")).expect("read");
    for (file, extra, says) in [
        (&rank, "XXP   99    1\n", "player 99 is not in the file"),
        (&rank, "XXK   99 КМС\n", "player 99 is not in the file"),
        (&rank, "240 H   7   99\n", "player 99 is not in the file"),
        (&base, "XXP    1    1\n", "player 1 is named twice"),
        (
            &base,
            "240 H   9    1\n",
            "240 announces a bye for round 9, but the tournament has rounds 1..3",
        ),
    ] {
        let op = ImportTrf {
            file: "odd.trf".into(),
            text: format!("{file}{extra}"),
            points_from_results: false,
        };
        let r = orda::app::run(&mut store, op).expect_err(extra);
        let said = orda::words::refusal_with(&r, &|_| String::new());
        assert!(said.contains(says), "{extra}: {said}");
    }
}

/// A `240` for a round of the data where the player's line is blank says what the blank meant:
/// a half-point bye stored there, not an absence.
#[test]
fn a_240_names_what_a_blank_round_was() {
    let base = std::fs::read_to_string(data("trf", "vega.trf")).expect("read");
    // Player 6's half-point bye of round 2 written blank, and a 240 saying it was half a point.
    let blank = base.replace("0000 - =", "        ");
    assert_ne!(blank, base);
    let mut store = Store::memory().expect("memory");
    let (id, _) = import(
        &mut store,
        "b.trf",
        &format!("{blank}240 H   2    6\n"),
        false,
    );
    let t = query::tournament(&mut store, id).expect("t");
    assert!(
        t.rounds[1].byes.contains(&(6, ByeKind::Half)),
        "{:?}",
        t.rounds[1]
    );
    // Without the 240 it is an absence (and the points column, which counts ½, says so).
    let op = ImportTrf {
        file: "b.trf".into(),
        text: blank,
        points_from_results: true,
    };
    let (id, notes) = orda::app::run(&mut store, op).expect("imports");
    let t = query::tournament(&mut store, id).expect("t");
    assert!(t.rounds[1].byes.contains(&(6, ByeKind::Zero)));
    // The note says what is stored: 1.5, not the column's 2.0; and it comes first.
    assert!(
        matches!(
            notes.first(),
            Some(ImportNote::PointsTaken {
                player: 6,
                results: 15,
                column: 20,
                ..
            })
        ),
        "{notes:?}"
    );
}

/// A pair kept apart in some rounds only (`orda player forbid --rounds`, TRF-2026 `260`): the
/// engine keeps them apart in those rounds and only there, the stored tournament and `pair-trf`
/// of its export alike, and the file says it as a `260` line.
#[test]
fn a_pair_kept_apart_in_some_rounds_only() {
    let ev = super::event::Event::swiss("apart-rounds", "A", 3, 4);
    // Round 1 would pair 1 with 3: kept apart in round 1 only, it does not.
    let pairs = |round: &str| -> Vec<(String, String)> {
        ev.csv(&["pairings", "--round", round])[1..]
            .iter()
            .map(|r| (r[1].clone(), r[3].clone()))
            .collect()
    };
    let o = ev.try_run(&["player", "forbid", "1", "3", "--rounds", "2-9"]);
    assert_eq!(o.status.code(), Some(1), "past the last round");
    assert!(stderr(&o).contains("between 1 and 3"), "{}", stderr(&o));
    let said = ev.run(&["player", "forbid", "1", "3", "--rounds", "1"]);
    assert!(said.contains("rounds 1-1"), "{said}");
    // The export before round 1: the 260 line, and pair-trf keeps them apart in round 1.
    let out = ev.dir.join("a.trf");
    ev.run(&["export", "trf", "-o", out.to_str().unwrap()]);
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.lines().any(|l| l == "260 001 001    1    3"), "{text}");
    let by_file = pair(&ev.dir, "p.trf", &text).expect("pairs");
    ev.run(&["round", "pair"]);
    let round1 = pairs("1");
    assert!(
        !round1
            .iter()
            .any(|(w, b)| [w.as_str(), b.as_str()] == ["1", "3"]
                || [w.as_str(), b.as_str()] == ["3", "1"]),
        "{round1:?}"
    );
    let as_numbers: Vec<(u32, u32)> = round1
        .iter()
        .map(|(w, b)| (w.parse().unwrap(), b.parse().unwrap()))
        .collect();
    assert_eq!(by_file, as_numbers, "pair-trf of the export pairs the same");
    // `orda check` pairs round 1 again with the range: as stored.
    assert!(ev.try_run(&["check"]).status.success());
    // Without the range, in round 1 they would have met.
    let free = super::event::Event::swiss("apart-rounds-free", "A", 3, 4);
    free.run(&["round", "pair"]);
    let met = free.csv(&["pairings", "--round", "1"])[1..]
        .iter()
        .any(|r| (r[1].as_str(), r[3].as_str()) == ("1", "3"));
    assert!(met, "the range made the difference");
}

/// TRF-2026's `132` (round dates) and `222` (the time control encoded): read into the rounds'
/// dates and the time control, written back from them; a round paired in Orda is dated the day
/// it is paired; a time control typed as an arbiter writes it is encoded.
#[test]
fn round_dates_and_the_time_control_are_read_and_written() {
    let mut store = Store::memory().expect("memory");
    let text = "\
012 Dated
222 5400+30
132                                                                                        26/03/01  26/03/02
001    1      A                                 2000                             1.0    1     2 w 1     3 b 0
001    2      B                                 1900                             0.0    3     1 b 0     4 w 0
001    3      C                                 1800                             1.5    1     4 w =     1 w 1
001    4      D                                 1700                             1.5    1     3 b =     2 b 1
XXR 4
";
    let (id, _) = import(&mut store, "dated.trf", text, false);
    let t = query::tournament(&mut store, id).expect("loads");
    let dates: Vec<Option<&str>> = t.rounds.iter().map(|r| r.date.as_deref()).collect();
    assert_eq!(dates, [Some("2026-03-01"), Some("2026-03-02")]);
    assert_eq!(t.settings.time_control.as_deref(), Some("90'+30\""));
    let out = transfer::export(&mut store, id).expect("exports");
    assert!(out.lines().any(|l| l == "222 5400+30"), "{out}");
    assert!(
        out.lines()
            .any(|l| l.starts_with("132 ") && l.ends_with("26/03/01  26/03/02")),
        "{out}"
    );
    // Round 3 paired today: dated by the computer's clock, as SQLite's local date says.
    orda::app::run(&mut store, PairRound(id)).expect("pairs");
    let t = query::tournament(&mut store, id).expect("loads");
    let today = t.rounds[2].date.clone().expect("dated");
    assert!(
        today.len() == 10 && today.as_bytes()[4] == b'-' && today.as_str() > "2026-03-02",
        "{today}"
    );
    let out = transfer::export(&mut store, id).expect("exports");
    let slot = format!("{}/{}/{}", &today[2..4], &today[5..7], &today[8..10]);
    assert!(
        out.lines()
            .any(|l| l.starts_with("132 ") && l.ends_with(&slot)),
        "{out}"
    );
    // A schedule (dates of rounds to come) is kept as written; an unreadable 222 too.
    let scheduled = text
        .replace("26/03/02\n", "26/03/02  26/03/03  26/03/04\n")
        .replace("222 5400+30", "222 40/6000+30:900+30");
    let (id, _) = import(&mut store, "scheduled.trf", &scheduled, false);
    let out = transfer::export(&mut store, id).expect("exports");
    assert!(
        out.lines().any(|l| l.ends_with("26/03/03  26/03/04")),
        "{out}"
    );
    assert!(out.lines().any(|l| l == "222 40/6000+30:900+30"), "{out}");
    assert_eq!(
        out.matches("\n132 ").count() + out.matches("\n222 ").count(),
        2,
        "{out}"
    );
}
