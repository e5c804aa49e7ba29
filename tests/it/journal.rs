//! The journal (docs/journal.md): every change is a line written in the change's own
//! transaction; `orda log` shows it; `orda undo` takes back what is safe and refuses, with the
//! reason, what is not.

use orda::app::{
    AddCategory, AddPlayer, ChangePairing, EditPlayer, EnterRegistered, EnterResults, Forbid, Op,
    PairRound, PutPrize, Refusal, RemoveCategory, RemovePrize, RequestBye, SetAwardRules, Undo,
    UpdateSettings, Withdraw,
};
use orda::store::Store;
use orda::tournament::journal::{Face, Subject};
use orda::tournament::{Entrant, GameResult, Settings, StartNo, System};

use crate::event::Event;
use crate::util::{apply, stderr};

/// `orda log --format csv` as rows (header first).
fn log(ev: &Event, t: Option<&str>) -> Vec<Vec<String>> {
    let mut args = vec!["log"];
    if let Some(t) = t {
        args.extend(["--tournament", t]);
    }
    ev.csv(&args)
}

/// A six-player Swiss with round 1 paired, through the command line.
fn swiss(name: &str) -> Event {
    let ev = Event::new(name);
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "Journal",
        "--system",
        "swiss",
        "--rounds",
        "5",
    ]);
    for (i, n) in ["A", "B", "C", "D", "E", "F"].iter().enumerate() {
        let rating = (2000 - 10 * i).to_string();
        ev.run(&["player", "add", "--name", n, "--rating", &rating]);
    }
    ev.run(&["round", "pair"]);
    ev
}

#[test]
fn a_result_changed_three_times_shows_three_lines_and_undoes_one_at_a_time() {
    let ev = swiss("journal-results");
    for r in ["1-0", "0-1", "1/2-1/2"] {
        ev.run(&["result", "--round", "1", "--board", "1", r]);
    }
    let rows = log(&ev, Some("1"));
    assert_eq!(
        rows[0],
        [
            "No",
            "At",
            "Who",
            "Face",
            "Tournament",
            "Kind",
            "Details",
            "UndoneBy",
            "Undoes"
        ]
    );
    let kinds: Vec<&str> = rows[1..].iter().map(|r| r[5].as_str()).collect();
    assert_eq!(
        kinds,
        [
            "create-tournament",
            "add-player",
            "add-player",
            "add-player",
            "add-player",
            "add-player",
            "add-player",
            "pair-round",
            "enter-results",
            "enter-results",
            "enter-results"
        ]
    );
    assert!(rows[1..].iter().all(|r| r[3] == "cli" && r[4] == "1"));
    // The numbers run 1, 2, ... and every line has its time.
    for (i, r) in rows[1..].iter().enumerate() {
        assert_eq!(r[0], (i + 1).to_string());
        assert!(r[1].ends_with('Z') && r[1].len() == 20, "{}", r[1]);
    }
    let details: Vec<&str> = rows[9..].iter().map(|r| r[6].as_str()).collect();
    assert_eq!(
        details,
        [
            "round 1, board 1: none → 1-0",
            "round 1, board 1: 1-0 → 0-1",
            "round 1, board 1: 0-1 → ½-½"
        ]
    );
    // Undo: back to 0-1, then 1-0.
    let said = ev.run(&["undo"]);
    assert!(
        said.starts_with("Undone: line 11 (Results entered)"),
        "{said}"
    );
    let result = |ev: &Event| ev.csv(&["pairings", "--round", "1"])[1][5].clone();
    assert_eq!(result(&ev), "0-1");
    ev.run(&["undo"]);
    assert_eq!(result(&ev), "1-0");
    let rows = log(&ev, None);
    assert_eq!(rows.len(), 14, "two undo lines added: {rows:?}");
    assert_eq!((rows[11][7].as_str(), rows[12][8].as_str()), ("12", "11"));
    assert_eq!((rows[10][7].as_str(), rows[13][8].as_str()), ("13", "10"));
    assert_eq!(rows[12][5], "undo");
    // The first result, then the pairing: round 2 rests on it, so it is refused with the reason.
    ev.run(&["undo"]);
    assert_eq!(result(&ev), "");
    let o = ev.try_run(&["undo"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("the last change, line 8 (Round paired), cannot be undone"),
        "{}",
        stderr(&o)
    );
    assert_eq!(
        log(&ev, None).len(),
        1 + 14,
        "a refused undo writes no line"
    );
}

#[test]
fn prizes_and_withdrawals_are_undone_with_their_lines_marked() {
    let ev = swiss("journal-kinds");
    // A complete round, so that the prize list has a taker to show.
    let results = ev.file("r1.txt", "1 1-0\n2 0-1\n3 1/2-1/2\n");
    ev.run(&["results", "--round", "1", &results]);
    ev.run(&["prize", "add", "--place", "1", "--amount", "500"]);
    ev.run(&["prize", "add", "--place", "1", "--amount", "700"]);
    let amount = |ev: &Event| ev.csv(&["prizes"])[1][3].clone();
    assert_eq!(amount(&ev), "700");
    ev.run(&["undo"]);
    assert_eq!(amount(&ev), "500", "the prize as it was before");
    ev.run(&["player", "withdraw", "--player", "3", "--from-round", "2"]);
    assert!(
        ev.run(&["player", "list"])
            .contains("(withdrawn from round 2)")
    );
    let said = ev.run(&["undo"]);
    assert!(
        said.starts_with("Undone: line 13 (Player withdrawn)"),
        "{said}"
    );
    assert!(!ev.run(&["player", "list"]).contains("withdrawn"));
    let rows = log(&ev, None);
    let last = rows.last().expect("lines");
    assert_eq!(last[5], "undo");
    let withdraw = rows
        .iter()
        .find(|r| r[5] == "withdraw")
        .expect("the withdrawal's line");
    assert_eq!(
        withdraw[6],
        format!("No 3, round 2; undone by line {}", last[0])
    );
    let prizes: Vec<&str> = rows
        .iter()
        .filter(|r| r[5] == "put-prize")
        .map(|r| r[6].as_str())
        .collect();
    assert_eq!(
        prizes,
        [
            "overall prize, place 1",
            "overall prize, place 1; undone by line 12"
        ]
    );
}

#[test]
fn a_crash_between_a_change_and_its_line_leaves_both_or_neither() {
    let ev = swiss("journal-crash");
    let lines = |ev: &Event| log(ev, None).len() - 1;
    let before = lines(&ev);
    crate::store::kill_before_commit(&ev, &["result", "--round", "1", "--board", "2", "1-0"]);
    // Neither the result nor its line.
    assert_eq!(ev.csv(&["pairings", "--round", "1"])[2][5], "");
    assert_eq!(lines(&ev), before);
    // Committed: both.
    ev.run(&["result", "--round", "1", "--board", "2", "1-0"]);
    assert_eq!(ev.csv(&["pairings", "--round", "1"])[2][5], "1-0");
    let rows = log(&ev, None);
    assert_eq!(rows.len() - 1, before + 1);
    assert_eq!(rows[rows.len() - 1][6], "round 1, board 2: none → 1-0");
}

#[test]
fn an_undo_that_would_overwrite_a_later_change_elsewhere_is_refused() {
    // The registry is shared: a player edited in one tournament, then the same registry player
    // edited in another. Undoing the first would overwrite the second.
    let mut store = Store::memory().expect("memory");
    let settings = |name: &str| Settings::new(name, System::Swiss, 5);
    let names: Vec<String> = ["A", "B", "C", "D"].map(String::from).into();
    let t1 = crate::util::tournament_with(&mut store, settings("One"), &names);
    let t2 = crate::util::tournament_with(&mut store, settings("Two"), &[]);
    let one = crate::util::load(&mut store, t1.0);
    let a: Entrant = one.entrants[0].clone();
    let _ = apply(
        &mut store,
        EnterRegistered {
            t: t2,
            player: a.player_id,
        },
    );
    let edited = Entrant {
        club: Some("Barys".into()),
        ..a.clone()
    };
    apply(&mut store, EditPlayer(t1, edited));
    let two = crate::util::load(&mut store, t2.0);
    let again = Entrant {
        club: Some("Tulpar".into()),
        ..two.entrants[0].clone()
    };
    apply(&mut store, EditPlayer(t2, again));
    let refused = orda::app::run(&mut store, Undo(t1, None)).expect_err("refused");
    let Refusal::UndoBlocked { kind, later, .. } = &refused else {
        panic!("{refused:?}")
    };
    assert_eq!(
        (kind.as_str(), later.as_str()),
        ("edit-player", "edit-player")
    );
    // The later change itself can be undone, and then the first.
    apply(&mut store, Undo(t2, None));
    let e = apply(&mut store, Undo(t1, None));
    assert_eq!(e.subject, Subject::Player(StartNo(1)));
    assert_eq!(crate::util::load(&mut store, t1.0).entrants[0].club, a.club);
    // Lines of a library caller are marked as such.
    let lines = orda::app::query::journal(&mut store, None).expect("journal");
    assert!(lines.iter().all(|l| l.face == Face::Other));
    assert_eq!(lines.iter().filter(|l| l.kind == "undo").count(), 2);
}

#[test]
fn nothing_writes_around_the_journal() {
    // The store's writes outside an operation's transaction fail: the one way in is `app::apply`.
    let mut store = Store::memory().expect("memory");
    let t = crate::util::tournament_with(
        &mut store,
        Settings::new("T", System::Swiss, 3),
        &["A".to_string(), "B".to_string()],
    );
    let err = store
        .read(|db| db.delete_tournament(t))
        .expect_err("a write outside a journaled transaction");
    assert!(format!("{err:?}").contains("NOT NULL"), "{err:?}");
    assert_eq!(crate::util::load(&mut store, t.0).entrants.len(), 2);
}

/// Every row of every table but the journal's, sorted (a row put back may have another rowid,
/// which no reader sees): the database as a reader sees it.
fn dump(path: &std::path::Path) -> Vec<String> {
    let c = rusqlite::Connection::open(path).expect("open");
    let tables: Vec<String> = c
        .prepare(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
             AND name NOT LIKE 'journal%' ORDER BY name",
        )
        .expect("tables")
        .query_map([], |r| r.get(0))
        .expect("names")
        .collect::<Result<_, _>>()
        .expect("names");
    let mut out = Vec::new();
    for t in tables {
        let mut st = c
            .prepare(&format!("SELECT * FROM \"{t}\" ORDER BY rowid"))
            .expect("select");
        let n = st.column_count();
        let rows = st
            .query_map([], |r| {
                let cells: Vec<String> = (0..n)
                    .map(|i| format!("{:?}", r.get_ref(i).expect("cell")))
                    .collect();
                Ok(format!("{t}: {}", cells.join(" | ")))
            })
            .expect("rows");
        let mut rows: Vec<String> = rows.map(|r| r.expect("row")).collect();
        rows.sort();
        out.extend(rows);
    }
    out
}

#[test]
fn every_undoable_operation_undone_leaves_the_file_as_it_was() {
    use orda::app::ResultEntry;
    use orda::tournament::category::Category;
    use orda::tournament::manual::Change;
    use orda::tournament::prizes::{Precedence, Prize, Ties};
    use orda::tournament::{Board, ByeKind, RoundNo};

    let dir = crate::util::scratch("journal-every-undo");
    let path = dir.join("orda.sqlite");
    let _ = std::fs::remove_file(&path);
    let mut store = Store::open(&path).expect("open");
    let names: Vec<String> = ["A", "B", "C", "D", "E", "F", "G"].map(String::from).into();
    let t =
        crate::util::tournament_with(&mut store, Settings::new("Undo", System::Swiss, 5), &names);
    apply(&mut store, PairRound(t));
    let board = |b: u32, r: GameResult| ResultEntry {
        board: Board(b),
        result: Some(r),
        score: None,
    };
    apply(
        &mut store,
        EnterResults {
            t,
            round: RoundNo(1),
            entries: vec![board(1, GameResult::WhiteWins), board(2, GameResult::Draw)],
            insist: false,
        },
    );
    apply(
        &mut store,
        PutPrize {
            t,
            prize: Prize {
                place: 1,
                amount: 100,
                shared: true,
                ..Default::default()
            },
        },
    );
    apply(
        &mut store,
        AddCategory {
            t,
            category: Category {
                name: "Girls".into(),
                ..Default::default()
            },
            ages: Default::default(),
            position: None,
        },
    );
    // Out of rules mode, so that a forbidden pair may change after round 1 (leaving is itself
    // never undone: it is not among the ops below).
    apply(&mut store, orda::app::LeaveRulesMode(t));
    let first = crate::util::load(&mut store, t.0).entrants[0].clone();
    let ops: Vec<Op> = vec![
        EnterResults {
            t,
            round: RoundNo(1),
            entries: vec![
                board(1, GameResult::BlackWins),
                board(3, GameResult::WhiteByForfeit),
            ],
            insist: true,
        }
        .into(),
        Withdraw {
            t,
            player: StartNo(2),
            from: RoundNo(2),
        }
        .into(),
        RequestBye {
            t,
            player: StartNo(3),
            round: RoundNo(3),
            kind: ByeKind::Half,
            insist: false,
        }
        .into(),
        Forbid {
            t,
            a: StartNo(1),
            b: StartNo(4),
            keep: true,
            rounds: None,
        }
        .into(),
        EditPlayer(
            t,
            Entrant {
                name: "A. Renamed".into(),
                rating: Some(2222),
                ..first
            },
        )
        .into(),
        UpdateSettings(Settings {
            id: t,
            venue: Some("Turkistan".into()),
            ..crate::util::load(&mut store, t.0).settings
        })
        .into(),
        PutPrize {
            t,
            prize: Prize {
                place: 1,
                amount: 900,
                label: Some("Cup".into()),
                shared: false,
                ..Default::default()
            },
        }
        .into(),
        RemovePrize {
            t,
            category: String::new(),
            place: 1,
        }
        .into(),
        RemoveCategory {
            t,
            name: "Girls".into(),
        }
        .into(),
        SetAwardRules {
            t,
            teams: None,
            ties: Some(Ties::Hort),
            precedence: Some(Precedence::Category),
            currency: None,
        }
        .into(),
    ];
    for op in ops {
        let kind = op.kind();
        let before = dump(&path);
        apply(&mut store, op);
        assert_ne!(dump(&path), before, "{kind} changed something");
        let e = apply(&mut store, Undo(t, None));
        assert_eq!(e.kind, kind);
        assert_eq!(
            dump(&path),
            before,
            "{kind} undone leaves every row as it was"
        );
    }
    // A pairing changed by hand and undone: round 1 needs no results for that, so round 2.
    let rest: Vec<ResultEntry> = (1..=3).map(|b| board(b, GameResult::Draw)).collect();
    apply(
        &mut store,
        EnterResults {
            t,
            round: RoundNo(1),
            entries: rest,
            insist: true,
        },
    );
    apply(&mut store, PairRound(t));
    let before = dump(&path);
    apply(
        &mut store,
        ChangePairing {
            t,
            change: Change::SwapColours(Board(1)),
            insist: true,
            seen: None,
        },
    );
    assert_ne!(dump(&path), before);
    apply(&mut store, Undo(t, None));
    assert_eq!(dump(&path), before, "change-pairing undone");
    drop(store);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_undo_over_data_another_program_changed_or_that_is_used_since_is_refused() {
    // Another program changed the result after Orda entered it: the undo would overwrite it.
    let ev = swiss("journal-stale");
    ev.run(&["result", "--round", "1", "--board", "1", "1-0"]);
    let c = rusqlite::Connection::open(&ev.db).expect("open");
    c.execute(
        "UPDATE pairing SET result = '0-1' WHERE round = 1 AND board = 1",
        [],
    )
    .expect("another program writes");
    drop(c);
    let o = ev.try_run(&["undo"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains(
            "line 9 (Results entered) cannot be undone: what it changed was changed since by \
             another program"
        ),
        "{}",
        stderr(&o)
    );
    assert_eq!(
        ev.csv(&["pairings", "--round", "1"])[1][5],
        "0-1",
        "left as it is"
    );

    // A player added to one tournament and entered in another since: his registry row is used.
    let mut store = Store::memory().expect("memory");
    let t1 = crate::util::tournament_with(&mut store, Settings::new("One", System::Swiss, 5), &[]);
    let t2 = crate::util::tournament_with(&mut store, Settings::new("Two", System::Swiss, 5), &[]);
    let p = Entrant {
        name: "Aida".into(),
        ..Default::default()
    };
    apply(&mut store, AddPlayer(t1, p));
    let id = crate::util::load(&mut store, t1.0).entrants[0].player_id;
    apply(&mut store, EnterRegistered { t: t2, player: id });
    let refused = orda::app::run(&mut store, Undo(t1, None)).expect_err("refused");
    assert!(
        matches!(refused, Refusal::UndoReferenced { ref kind, .. } if kind == "add-player"),
        "{refused:?}"
    );
    assert_eq!(
        crate::util::load(&mut store, t1.0).entrants.len(),
        1,
        "nothing changed"
    );
    assert_eq!(crate::util::load(&mut store, t2.0).entrants.len(), 1);
}

#[test]
fn an_undo_of_the_line_shown_is_refused_when_another_was_made_since() {
    let mut store = Store::memory().expect("memory");
    let names: Vec<String> = ["A", "B"].map(String::from).into();
    let t =
        crate::util::tournament_with(&mut store, Settings::new("Seen", System::Swiss, 3), &names);
    let lines = |store: &mut Store| orda::app::query::journal(store, Some(t)).expect("journal");
    let shown = orda::app::journal::last_change(&lines(&mut store))
        .expect("a line")
        .id;
    // Someone else adds a player meanwhile.
    apply(
        &mut store,
        AddPlayer(
            t,
            Entrant {
                name: "C".into(),
                ..Default::default()
            },
        ),
    );
    let refused = orda::app::run(&mut store, Undo(t, Some(shown))).expect_err("refused");
    let Refusal::UndoNotSeen { entry, kind } = &refused else {
        panic!("{refused:?}")
    };
    assert!(*entry > shown && kind == "add-player", "{refused:?}");
    assert_eq!(
        crate::util::load(&mut store, t.0).entrants.len(),
        3,
        "nothing undone"
    );
    // The line now shown is undone.
    let e = apply(&mut store, Undo(t, Some(*entry)));
    assert_eq!(e.id, *entry);
    assert_eq!(crate::util::load(&mut store, t.0).entrants.len(), 2);
}

#[test]
fn a_tournament_s_log_starts_at_its_creation_when_its_id_was_a_deleted_one_s() {
    let ev = Event::new("journal-reused-id");
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "Old",
        "--system",
        "swiss",
        "--rounds",
        "3",
    ]);
    ev.run(&["player", "add", "--name", "Gone"]);
    ev.run(&["tournament", "delete", "--tournament", "1", "--yes"]);
    let id = ev.run(&[
        "tournament",
        "create",
        "--name",
        "New",
        "--system",
        "swiss",
        "--rounds",
        "3",
    ]);
    let id = id.trim();
    let rows = log(&ev, Some(id));
    let kinds: Vec<&str> = rows[1..].iter().map(|r| r[5].as_str()).collect();
    assert_eq!(
        kinds,
        ["create-tournament"],
        "only the new tournament's lines: {rows:?}"
    );
    assert_eq!(rows[1][6], "\"New\"");
    // The whole file's log keeps everything.
    assert_eq!(log(&ev, None).len() - 1, 4);
}

/// `orda log --format html` reads on a phone: the table scrolls in its own box (the page keeps
/// the screen's width) and a line's details wrap, where the other cells keep to one line.
#[test]
fn the_log_page_keeps_a_phones_width() {
    let ev = swiss("journal-html");
    ev.run(&["result", "--round", "1", "--board", "1", "1-0"]);
    let html = ev.run(&["log", "--format", "html"]);
    assert!(html.contains("<div class=\"wide\"><table>"), "{html}");
    assert!(html.contains("div.wide { overflow-x: auto;"), "{html}");
    let prose = html.matches("<td class=\"prose\">").count();
    let lines = log(&ev, None).len() - 1;
    assert_eq!(prose, lines, "every line's details wrap: {html}");
    assert!(html.contains("<td class=\"prose\">round 1, board 1: none → 1-0</td>"));
}

/// `orda log` says when in this computer's time (issue 47: it said UTC), the zone's offset once
/// in the heading, the date as the language writes it; the CSV keeps UTC for scripts.
#[test]
fn the_log_says_when_in_the_computer_s_time() {
    let ev = swiss("journal-local-time");
    let utc = log(&ev, None);
    let first = utc[1][1].clone();
    assert!(first.ends_with('Z'), "{first}");
    // Almaty's and Bishkek's offset, as a POSIX zone (no zone database needed).
    let run = |lang: &str| {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_orda"))
            .args(["--db", &ev.db, "--lang", lang, "log"])
            .env("TZ", "UTC-5")
            .output()
            .expect("runs");
        assert!(o.status.success(), "{}", stderr(&o));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let text = run("en");
    assert!(text.contains("When (UTC+05:00)"), "{text}");
    assert!(!text.contains("When (UTC)"), "{text}");
    // The first line's time, five hours on from its UTC time.
    let (day, time) = first.trim_end_matches('Z').split_once('T').expect("a time");
    let hour: u32 = time[..2].parse().expect("an hour");
    let local_hour = (hour + 5) % 24;
    let shown = format!("{local_hour:02}{}", &time[2..]);
    assert!(text.contains(&shown), "{shown} in {text}");
    let ru = run("ru");
    assert!(ru.contains("Когда (UTC+05:00)"), "{ru}");
    let (y, rest) = day.split_once('-').expect("a date");
    let (m, d) = rest.split_once('-').expect("a date");
    // Unless the fifth hour crossed midnight, the same day, written as Russian writes it.
    if hour + 5 < 24 {
        assert!(ru.contains(&format!("{d}.{m}.{y} {shown}")), "{ru}");
    }
}
