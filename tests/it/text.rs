//! Files from other programs, read right or refused whole (tests/data/text/, docs/files.md):
//! rating lists saved by Excel in Windows-1251, UTF-16 ("Unicode text") and UTF-8 with a BOM; a
//! Swiss-Manager TRF in Windows-1252; broken CSV; results files and manual pairings with
//! repeated, missing and impossible numbers; and what the CSV exports let a spreadsheet do.

use std::path::PathBuf;

use crate::event::Event;
use crate::util::{orda, stderr, stdout};

fn data(name: &str) -> String {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/text")
        .join(name)
        .display()
        .to_string()
}

/// A Swiss tournament with no players yet.
fn swiss(name: &str) -> Event {
    let ev = Event::new(name);
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "T",
        "--system",
        "swiss",
        "--rounds",
        "5",
    ]);
    ev
}

/// The names `player list` prints, in starting-number order.
fn names(ev: &Event) -> Vec<String> {
    ev.run(&["player", "list"])
        .lines()
        .map(|l| {
            l.trim_start()
                .split("  ")
                .nth(1)
                .unwrap_or_default()
                .to_string()
        })
        .collect()
}

#[test]
fn rating_lists_in_every_excel_encoding_import_their_names() {
    for (file, encoding, first, fourth) in [
        (
            "rating-cp1251.csv",
            Some("windows-1251"),
            "Жумабаев Аскар",
            "Токтарова Айгерим",
        ),
        (
            "short-cp1251.csv",
            Some("windows-1251"),
            "Жумабаев Аскар",
            "",
        ),
        (
            "rating-utf16.txt",
            Some("UTF-16LE"),
            "Жұмабаев Асқар",
            "Тоқтарова Әйгерім",
        ),
        (
            "rating-utf16be.txt",
            Some("UTF-16BE"),
            "Жұмабаев Асқар",
            "Тоқтарова Әйгерім",
        ),
        (
            "rating-utf8-bom.csv",
            Some("UTF-8"),
            "Жұмабаев Асқар",
            "Тоқтарова Әйгерім",
        ),
    ] {
        let ev = swiss(&format!("enc-{file}"));
        let o = ev.try_run(&["player", "import", &data(file)]);
        assert!(o.status.success(), "{file}: {}", stderr(&o));
        if let Some(e) = encoding {
            assert!(
                stderr(&o).contains(&format!("{file}: read as {e}")),
                "{file}: {}",
                stderr(&o)
            );
        }
        let n = names(&ev);
        assert_eq!(n[0], first, "{file}");
        if !fourth.is_empty() {
            assert_eq!(n[3], fourth, "{file}");
        }
        assert!(
            n.iter().all(|s| !s.contains(['\u{fffd}', '?', '\u{feff}'])),
            "{file}: {n:?}"
        );
        // The region column too: no mojibake anywhere.
        let list = ev.run(&["player", "list"]);
        assert!(list.contains("Алматы"), "{file}: {list}");
    }
}

#[test]
fn excel_question_marks_for_kazakh_letters_are_refused_with_the_way_out() {
    let ev = swiss("enc-kazakh-1251");
    let o = ev.try_run(&["player", "import", &data("rating-cp1251-kazakh.csv")]);
    assert_eq!(o.status.code(), Some(1));
    let err = stderr(&o);
    assert!(
        err.contains(
            "rating-cp1251-kazakh.csv:2: the name `Ж?мабаев Ас?ар` has `?` in place of a letter"
        ),
        "{err}"
    );
    assert!(err.contains("\"CSV UTF-8\""), "{err}");
    // Line 4 (Серіков: і is in Windows-1251) is fine; line 5's region is named.
    assert!(!err.contains("csv:4:"), "{err}");
    assert!(err.contains("csv:5: the region `?ара?анды`"), "{err}");
    assert!(names(&ev).is_empty(), "nothing entered");
}

#[test]
fn encoding_can_be_named_and_a_wrong_name_is_refused() {
    let ev = swiss("enc-named");
    let f = data("rating-cp1251.csv");
    let o = ev.try_run(&["player", "import", "--encoding", "utf-8", &f]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("rating-cp1251.csv:2: bytes that are not UTF-8 in `1;"),
        "{}",
        stderr(&o)
    );
    assert!(names(&ev).is_empty());
    let o = ev.try_run(&["player", "import", "--encoding", "klingon", &f]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("unknown encoding `klingon`"),
        "{}",
        stderr(&o)
    );
    let o = ev.try_run(&["player", "import", "--encoding", "cp1251", &f]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("read as windows-1251 (as asked)"),
        "{}",
        stderr(&o)
    );
    assert_eq!(names(&ev)[1], "Алибекова Гульназ");
}

#[test]
fn a_swiss_manager_trf_in_windows_1252_keeps_its_umlauts() {
    let ev = Event::new("enc-trf-1252");
    let o = ev.try_run(&["import", "trf", &data("swiss-manager-cp1252.trf")]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("read as windows-1252"),
        "{}",
        stderr(&o)
    );
    assert_eq!(
        names(&ev),
        [
            "Müller, Jürgen",
            "Großmann, Käthe",
            "Ibáñez, José",
            "Sørensen, Åse"
        ]
    );
    // pair-trf reads it the same way.
    let o = orda(&["pair-trf", &data("swiss-manager-cp1252.trf")]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().next(), Some("2"));
}

#[test]
fn the_window_reads_a_player_list_as_the_command_line_does() {
    let ev = swiss("enc-window");
    let mut app = orda::ui::OrdaApp::new(Some(ev.db.clone().into()), None);
    app.players
        .preview_file(std::path::Path::new(&data("rating-cp1251.csv")));
    let p = app.players.preview.as_ref().expect("a preview");
    assert!(p.problems.is_empty(), "{:?}", p.problems);
    assert_eq!(p.players.len(), 12);
    assert_eq!(p.players[0].name, "Жумабаев Аскар");
    assert_eq!(p.players[0].region.as_deref(), Some("Алматы"));
    assert!(
        p.encoding
            .as_deref()
            .is_some_and(|e| e.starts_with("windows-1251")),
        "{:?}",
        p.encoding
    );
    app.players
        .preview_file(std::path::Path::new(&data("rating-cp1251-kazakh.csv")));
    let p = app.players.preview.as_ref().expect("a preview");
    assert!(
        p.problems.iter().any(|e| e.ends_with(
            "rating-cp1251-kazakh.csv:2: the name `Ж?мабаев Ас?ар` has `?` in place of a letter"
        )),
        "{:?}",
        p.problems
    );
    // The spreadsheet's advice once for the file, last, not once per field (issue 29).
    let advice = |e: &&String| e.contains("save the list as \"CSV UTF-8\"");
    assert_eq!(
        p.problems.iter().filter(advice).count(),
        1,
        "{:?}",
        p.problems
    );
    assert!(
        p.problems
            .last()
            .is_some_and(|e| e.starts_with("A spreadsheet writes `?`"))
    );
}

#[test]
fn csv_that_cannot_be_read_unambiguously_is_refused_whole() {
    for (file, expected) in [
        (
            "bad-quote.csv",
            vec![
                "bad-quote.csv:3: a quote opened on this line is not closed on it: `2;\"Bekov Dauren;Astana;2050`",
            ],
        ),
        (
            "bad-fields.csv",
            vec![
                "bad-fields.csv:3: 3 fields but the header has 4: `2;Bekov Dauren;2050`",
                "bad-fields.csv:4: 5 fields but the header has 4: `3;Omarov Nurlan;Taraz;1990;extra`",
            ],
        ),
        (
            "bad-delimiter.csv",
            vec![
                "bad-delimiter.csv:3: separated by `,` but the header by `;`: `2,Bekov Dauren,Astana,2050`",
            ],
        ),
        (
            "bad-chars.csv",
            vec![
                "bad-chars.csv:2: the name `Seitkali<U+0000> Arman` holds U+0000",
                "bad-chars.csv:3: the name `Bekov <U+202E>neruaD` holds U+202E",
                "bad-chars.csv:4: the name `Omarov<U+001B>[31m Nurlan` holds U+001B",
                "bad-chars.csv:5: the name `Isa <U+2066>Ali<U+2069>` holds U+2066",
            ],
        ),
    ] {
        let ev = swiss(&format!("csv-{file}"));
        let o = ev.try_run(&["player", "import", &data(file)]);
        assert_eq!(o.status.code(), Some(1), "{file}");
        let err = stderr(&o);
        for e in &expected {
            assert!(err.contains(e), "{file}: `{e}` not in\n{err}");
        }
        assert_eq!(
            err.lines().filter(|l| l.contains(file)).count(),
            expected.len(),
            "{file}: {err}"
        );
        assert!(names(&ev).is_empty(), "{file}: nothing entered");
    }
}

/// Four players, round 1 paired.
fn paired(name: &str) -> Event {
    let ev = swiss(name);
    for n in ["A", "B", "C", "D"] {
        ev.run(&["player", "add", "--name", n]);
    }
    ev.run(&["round", "pair"]);
    ev
}

#[test]
fn results_files_with_a_bom_and_refused_ones() {
    let ev = paired("results-files");
    for (file, expected) in [
        (
            "results-twice.txt",
            vec!["results-twice.txt:3: board 1 is named twice (also on line 1)"],
        ),
        (
            "results-empty.txt",
            vec!["results-empty.txt:1: the file names no board"],
        ),
        (
            "results-numbers.txt",
            vec![
                "results-numbers.txt:2: board `0`: boards count from 1",
                "results-numbers.txt:3: board `99999999999` is not a board number",
            ],
        ),
    ] {
        let o = ev.try_run(&["results", "--round", "1", &data(file)]);
        assert_eq!(o.status.code(), Some(1), "{file}");
        let err = stderr(&o);
        assert!(!err.contains("panicked"), "{file}: {err}");
        for e in expected {
            assert!(err.contains(e), "{file}: `{e}` not in\n{err}");
        }
        assert!(err.contains("nothing was entered"), "{file}: {err}");
    }
    let rows = ev.csv(&["pairings", "--round", "1"]);
    assert!(rows[1..].iter().all(|r| r[5].is_empty()), "{rows:?}");
    ev.run(&["results", "--round", "1", &data("results-bom.txt")]);
    let rows = ev.csv(&["pairings", "--round", "1"]);
    assert_eq!(
        (rows[1][5].as_str(), rows[2][5].as_str()),
        ("1-0", "1/2-1/2")
    );
}

#[test]
fn manual_pairings_never_panic_and_name_the_line() {
    let ev = paired("pairs-files");
    let before = ev.run(&["pairings"]);
    for (file, expected) in [
        (
            "pairs-zero.txt",
            "pairs-zero.txt:2: `0 0`: starting numbers count from 1",
        ),
        (
            "pairs-twice.txt",
            "pairs-twice.txt:3: player 2 is named twice (also on line 2)",
        ),
        ("pairs-empty.txt", "pairs-empty.txt:1: the file is empty"),
        (
            "pairs-huge.txt",
            "board 1: there is no player 4294967295 (players 1..4)",
        ),
        (
            "pairs-unknown.txt",
            "board 1: there is no player 99 (players 1..4)",
        ),
    ] {
        let o = ev.try_run(&["round", "set", &data(file)]);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{file}: {err}");
        assert!(!err.contains("panicked"), "{file}: {err}");
        assert!(err.contains(expected), "{file}: `{expected}` not in\n{err}");
        assert_eq!(
            ev.run(&["pairings"]),
            before,
            "{file}: the pairing is unchanged"
        );
    }
    let o = ev.try_run(&["round", "set", &data("pairs-utf16.txt")]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("read as UTF-16LE"), "{}", stderr(&o));
    let rows = ev.csv(&["pairings"]);
    assert_eq!(
        (rows[1][1].as_str(), rows[2][1].as_str()),
        ("4", "3"),
        "{rows:?}"
    );
}

#[test]
fn csv_exports_cannot_run_formulas_and_start_with_a_bom() {
    let ev = swiss("csv-out");
    for (n, r) in [
        ("=HYPERLINK(\"http://evil.example\",\"click\")", "1900"),
        ("@SUM(A1:A9)", "1800"),
        ("-2+3+cmd|' /C calc'!A0", "1700"),
        ("Әлібекова Гүлназ", "1600"),
    ] {
        ev.run(&["player", "add", &format!("--name={n}"), "--rating", r]);
    }
    ev.run(&["round", "pair"]);
    ev.run(&["result", "--round", "1", "--board", "1", "1-0"]);
    ev.run(&["result", "--round", "1", "--board", "2", "-/+"]);
    let raw = ev.run(&["standings", "--format", "csv"]);
    assert!(raw.starts_with('\u{feff}'), "{raw}");
    let rows = ev.csv(&["standings"]);
    let cells: Vec<&str> = rows.iter().flatten().map(String::as_str).collect();
    for bad in ["=HYPERLINK", "@SUM", "-2+3"] {
        assert!(
            cells
                .iter()
                .any(|c| c.starts_with('\'') && c[1..].starts_with(bad)),
            "{bad}: {cells:?}"
        );
        assert!(
            !cells.iter().any(|c| c.starts_with(bad)),
            "{bad}: {cells:?}"
        );
    }
    assert!(cells.contains(&"Әлібекова Гүлназ"));
    let pairings = ev.csv(&["pairings", "--round", "1"]);
    assert!(
        pairings.iter().flatten().any(|c| c == "-/+"),
        "the forfeit mark keeps its sign: {pairings:?}"
    );
    let rating = ev.csv(&["rating", "--round", "1"]);
    let changes: Vec<&str> = rating[1..].iter().map(|r| r[6].as_str()).collect();
    assert!(
        changes
            .iter()
            .any(|c| c.starts_with('-') && c[1..].parse::<u32>().is_ok()),
        "a negative rating change stays a number: {rating:?}"
    );
}

#[test]
fn names_with_escape_sequences_do_nothing_on_a_terminal_or_a_page() {
    let ev = swiss("inert-names");
    // Typed, such a name is refused; stored by an Orda before that check, it is printed inert.
    let o = ev.try_run(&["player", "add", "--name", "Evil\u{1b}[2J\u{202e}rekcah"]);
    assert_eq!(o.status.code(), Some(1));
    ev.run(&["player", "add", "--name", "Evil"]);
    ev.run(&["player", "add", "--name", "B"]);
    let db = rusqlite::Connection::open(&ev.db).unwrap();
    db.execute(
        "UPDATE player SET name = ?1 WHERE name = 'Evil'",
        ["Evil\u{1b}[2J\u{202e}rekcah"],
    )
    .unwrap();
    drop(db);
    ev.run(&["round", "pair"]);
    let list = ev.run(&["player", "list"]);
    let text = ev.run(&["standings", "--round", "0"]);
    let html = ev.run(&["pairings", "--format", "html"]);
    for out in [&list, &text, &html] {
        assert!(!out.contains(['\u{1b}', '\u{202e}']), "{out}");
        assert!(out.contains("Evil\u{fffd}[2J\u{fffd}rekcah"), "{out}");
    }
}

/// The window: a Windows-1251 rating list dropped on the players view shows its names (not
/// `��������`) and how it was read; importing enters them.
#[test]
fn the_window_imports_a_windows_1251_rating_list() {
    use egui::accesskit::Role;
    use egui_kittest::kittest::Queryable;
    use orda::ui::OrdaApp;

    let store = orda::store::Store::memory().expect("in-memory database");
    let mut h = crate::drive::harness(OrdaApp::with_store(store));
    h.get_by_role_and_label(Role::TextInput, "Name").focus();
    h.run();
    h.get_by_role_and_label(Role::TextInput, "Name")
        .type_text("Рейтинг-турнир");
    h.run();
    h.get_by_label("Create").click();
    h.run();
    h.state_mut()
        .players
        .preview_file(std::path::Path::new(&data("rating-cp1251.csv")));
    h.run();
    assert!(
        h.query_by_label("Read as windows-1251 (guessed from the bytes)")
            .is_some()
    );
    assert!(h.query_by_label("Жумабаев Аскар").is_some());
    h.get_by_label("Import 12 players").click();
    h.run();
    let t = h.state().shared.t.clone().expect("open");
    assert_eq!(t.entrants.len(), 12);
    assert_eq!(t.entrants[11].name, "Омарова Асель");
    assert_eq!(t.entrants[11].region.as_deref(), Some("Уральск"));
}
