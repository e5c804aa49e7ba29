//! The hall network, the whole flow over HTTP against the server (docs/access.md): codes made
//! on the command line, two players report and confirm a result, a disagreement is flagged, an
//! assistant enters a result, the chief arbiter accepts in the window and with `orda reports
//! accept`; and what the server refuses: a used or another page's token, a wrong code (429
//! after ten a minute, the board's codes locked), another tournament's code. The journal names
//! who did each.

use std::collections::HashMap;
use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;

use egui_kittest::kittest::Queryable;
use orda::app::{AddPlayer, CreateTournament, PairRound, query};
use orda::store::Store;
use orda::tournament::{Entrant, GameResult, Lang, Settings, System, TournamentId};
use orda::ui::{Command, OrdaApp, View};
use orda::web::Server;

use crate::util::{apply, orda_db, stderr, stdout};

/// A POST of a form: status, the `Location` header, the body.
pub fn post(addr: SocketAddr, path: &str, form: &[(&str, &str)]) -> (u16, String, String) {
    let body: Vec<String> = form
        .iter()
        .map(|(k, v)| format!("{k}={}", encode(v)))
        .collect();
    let body = body.join("&");
    let mut s = TcpStream::connect(addr).expect("connects");
    s.set_read_timeout(Some(std::time::Duration::from_secs(30)))
        .expect("timeout");
    write!(
        s,
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\
         Content-Type: application/x-www-form-urlencoded\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .expect("sends");
    let mut answer = String::new();
    s.read_to_string(&mut answer).expect("reads");
    let status = answer
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    let location = head
        .lines()
        .find_map(|l| {
            let (k, v) = l.split_once(':')?;
            k.eq_ignore_ascii_case("location")
                .then(|| v.trim().to_string())
        })
        .unwrap_or_default();
    (status, location, body.to_string())
}

/// Percent-encodes a form value.
fn encode(v: &str) -> String {
    v.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The form's token on a page.
pub fn token(page: &str) -> String {
    let at = page.find("name=\"csrf\" value=\"").expect("a token field") + 19;
    page[at..].split('"').next().expect("its value").to_string()
}

/// A fresh token of tournament `t`'s form.
pub fn fresh(addr: SocketAddr, t: TournamentId) -> String {
    let (status, page) = crate::web::http(addr, "GET", &format!("/t/{t}/report"));
    assert_eq!(status, 200);
    token(&page)
}

/// A Swiss of six with round 1 paired, and a second tournament: (file, first, second).
fn hall_event(name: &str) -> (std::path::PathBuf, TournamentId, TournamentId) {
    hall_event_paired(name, true)
}

/// The same, round 1 paired or not.
fn hall_event_paired(name: &str, paired: bool) -> (std::path::PathBuf, TournamentId, TournamentId) {
    let db = crate::util::fresh_db(name);
    let mut store = Store::open(&db).expect("file");
    let t = apply(
        &mut store,
        CreateTournament(Settings::new("Hall Cup", System::Swiss, 3)),
    );
    for (i, name) in ["Әлібек", "Гүлназ", "Dana", "Ерлан", "Жанар", "Fox"]
        .iter()
        .enumerate()
    {
        let p = Entrant {
            name: name.to_string(),
            rating: Some(2000 - 50 * i as u32),
            ..Entrant::default()
        };
        apply(&mut store, AddPlayer(t, p));
    }
    if paired {
        apply(&mut store, PairRound(t));
    }
    let other = apply(
        &mut store,
        CreateTournament(Settings::new("Other", System::Swiss, 3)),
    );
    (db, t, other)
}

/// `orda access players --format csv`: starting number → code.
fn player_codes(db: &Path, t: TournamentId) -> HashMap<u32, String> {
    let o = orda_db(
        db,
        &["access", "players", "-t", &t.to_string(), "--format", "csv"],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let mut lines = text.trim_start_matches('\u{feff}').lines();
    assert_eq!(lines.next(), Some("No,Name,Code"));
    lines
        .map(|l| {
            let cells: Vec<&str> = l.split(',').collect();
            (cells[0].parse().expect("a number"), cells[2].to_string())
        })
        .collect()
}

/// `orda reports --format csv`, without the header.
fn reports(db: &Path, t: TournamentId) -> Vec<String> {
    let o = orda_db(db, &["reports", "-t", &t.to_string(), "--format", "csv"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let mut lines = text.trim_start_matches('\u{feff}').lines();
    assert_eq!(
        lines.next(),
        Some("Round,Board,White,Black,Reported,Confirmed,Status")
    );
    lines.map(String::from).collect()
}

#[test]
fn players_report_assistants_enter_and_the_chief_accepts() {
    let (db, t, other) = hall_event("hall-flow");
    let codes = player_codes(&db, t);
    assert_eq!(codes.len(), 6);
    assert!(codes.values().all(|c| c.len() == 11), "{codes:?}");
    // A second run makes none: a code is shown once.
    assert!(player_codes(&db, t).values().all(String::is_empty));
    let o = orda_db(
        &db,
        &[
            "access",
            "add",
            "--role",
            "assistant",
            "--name",
            "Марат",
            "-t",
            &t.to_string(),
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let assistant = stdout(&o).trim().to_string();
    let o = orda_db(
        &db,
        &[
            "access",
            "add",
            "--role",
            "assistant",
            "--name",
            "Other's",
            "-t",
            &other.to_string(),
        ],
    );
    let others = stdout(&o).trim().to_string();

    let mut store = Store::open(&db).expect("opens");
    let tour = query::tournament(&mut store, t).expect("t");
    let games = tour.rounds[0].games.clone();
    drop(store);
    let code = |no: u32| codes[&no].as_str();
    let server =
        Server::start(db.clone(), "127.0.0.1:0".parse().expect("addr"), Lang::En).expect("serves");
    let addr = server.addr();
    let path = format!("/t/{t}/report");
    let send = |code: &str, board: u32, result: &str, token: &str| {
        post(
            addr,
            &path,
            &[
                ("code", code),
                ("round", "1"),
                ("board", &board.to_string()),
                ("result", result),
                ("csrf", token),
            ],
        )
    };

    // The form carries its token; a player's card opens it with his code filled in.
    let (status, form) = crate::web::http(addr, "GET", &format!("{path}?code={}", code(1)));
    assert_eq!(status, 200);
    assert!(form.contains(&format!("value=\"{}\"", code(1))));
    assert!(form.contains("name=\"csrf\""));

    // Board 1: White reports 1-0 (303 to his page), Black confirms with his own code.
    let (w1, b1) = (games[0].white, games[0].black);
    let tok = token(&form);
    let (status, location, _) = send(code(w1), 1, "1-0", &tok);
    assert_eq!(
        (status, location.as_str()),
        (303, format!("/t/{t}/player/{w1}").as_str())
    );
    // The same form again (a replay) is refused: a token is used once.
    let (status, _, page) = send(code(w1), 1, "0-1", &tok);
    assert_eq!(status, 403);
    assert!(page.contains("expired or was sent already"), "{page}");
    assert_eq!(
        reports(&db, t),
        ["1,1,Әлібек,Гүлназ,1-0,,waiting"
            .replace("Әлібек", &tour.entrant(w1).unwrap().name)
            .replace("Гүлназ", &tour.entrant(b1).unwrap().name)]
    );
    // His page says where his report stands; the pages link the form once reports are on.
    let (_, page) = crate::web::http(addr, "GET", &format!("/t/{t}/player/{w1}"));
    assert!(
        page.contains("Round 1, board 1: 1-0 reported, waiting for the opponent."),
        "{page}"
    );
    assert!(page.contains("Report a result"));
    let (status, location, _) = send(code(b1), 1, "1-0", &fresh(addr, t));
    assert_eq!((status, location), (303, format!("/t/{t}/player/{b1}")));

    // Board 2: the players disagree; the program flags it and decides nothing.
    let (w2, b2) = (games[1].white, games[1].black);
    assert_eq!(send(code(w2), 2, "1-0", &fresh(addr, t)).0, 303);
    assert_eq!(send(code(b2), 2, "=", &fresh(addr, t)).0, 303);
    // A player cannot report a board he does not play on.
    let (status, _, page) = send(code(w2), 1, "0-1", &fresh(addr, t));
    assert_eq!(status, 403);
    assert!(
        page.contains("you do not play on board 1 of round 1"),
        "{page}"
    );
    let listed: Vec<String> = reports(&db, t)
        .iter()
        .map(|l| l.rsplit(',').take(3).collect::<Vec<_>>().join("|"))
        .collect();
    assert_eq!(listed, ["confirmed|1-0|1-0", "disagreed|1/2-1/2|1-0"]);

    // Board 3: the assistant enters 0-1; it stands at once (303 to the round's pairings).
    let (status, location, _) = send(&assistant, 3, "0-1", &fresh(addr, t));
    assert_eq!((status, location), (303, format!("/t/{t}/round/1")));
    // Another tournament's code, and another tournament's token, are refused.
    assert_eq!(send(&others, 3, "1-0", &fresh(addr, t)).0, 403);
    assert_eq!(send(code(w2), 2, "1-0", &fresh(addr, other)).0, 403);

    // The chief accepts board 1 in the window (Ctrl+0, the Hall view) ...
    orda::words::lang::set(Lang::En);
    let mut h = crate::drive::harness(OrdaApp::with_store(Store::open(&db).expect("opens")));
    h.state_mut().apply(Command::SelectTournament(t));
    crate::drive::view(&mut h, egui::Key::Num0);
    assert_eq!(h.state().view, View::Hall);
    h.run();
    assert!(
        h.query_by_label("Hall (2)").is_some(),
        "the tab counts what waits"
    );
    assert!(h.query_by_label("confirmed by both").is_some());
    assert!(h.query_by_label("the players disagree").is_some());
    h.query_all_by_label("Accept")
        .next()
        .expect("Accept")
        .click();
    h.run();
    crate::drive::no_error(&h, "accepting board 1");
    // ... and board 2 on the command line, with the result he decided.
    let o = orda_db(
        &db,
        &[
            "reports",
            "accept",
            "--round",
            "1",
            "--board",
            "2",
            "-t",
            &t.to_string(),
        ],
    );
    assert_eq!(o.status.code(), Some(1), "a disagreement needs the result");
    assert!(
        stderr(&o).contains("the players disagree"),
        "{}",
        stderr(&o)
    );
    let o = orda_db(
        &db,
        &[
            "reports",
            "accept",
            "--round",
            "1",
            "--board",
            "2",
            "--result",
            "=",
            "-t",
            &t.to_string(),
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));

    let mut store = Store::open(&db).expect("opens");
    let now = query::tournament(&mut store, t).expect("t");
    let results: Vec<Option<GameResult>> = now.rounds[0].games.iter().map(|g| g.result).collect();
    assert_eq!(
        results,
        [
            Some(GameResult::WhiteWins),
            Some(GameResult::Draw),
            Some(GameResult::BlackWins)
        ]
    );
    let statuses: Vec<String> = reports(&db, t)
        .iter()
        .map(|l| l.rsplit(',').next().unwrap_or_default().to_string())
        .collect();
    assert_eq!(statuses, ["accepted", "accepted"]);
    // A decided board takes no more reports.
    let (status, _, _) = send(code(w1), 1, "0-1", &fresh(addr, t));
    assert_eq!(status, 409);

    // The journal names who did each: the players, the assistant, the window, the CLI.
    let lines = query::journal(&mut store, Some(t)).expect("journal");
    let who = |kind: &str| -> Vec<(String, String)> {
        lines
            .iter()
            .filter(|e| e.kind == kind)
            .map(|e| (e.who.clone(), e.face.code().to_string()))
            .collect()
    };
    let name = |no: u32| format!("№{no} {}", now.entrant(no).expect("player").name);
    let reported = who("report");
    assert_eq!(reported.len(), 5, "{reported:?}");
    assert_eq!(reported[0], (name(w1), "web".to_string()));
    assert_eq!(reported[1], (name(b1), "web".to_string()));
    assert_eq!(reported[4], ("Марат".to_string(), "web".to_string()));
    let faces: Vec<String> = who("decide-report").into_iter().map(|w| w.1).collect();
    assert_eq!(faces, ["window", "cli"]);
    // No code is in the journal, in any form.
    let log = stdout(&orda_db(&db, &["log", "--format", "csv"]));
    for c in codes.values().chain([&assistant]) {
        assert!(!log.contains(c.as_str()) && !log.contains(&c.replace('-', "")));
    }
    server.stop();
}

#[test]
fn wrong_codes_are_limited_per_address_and_lock_the_board_s_codes() {
    let (db, t, _) = hall_event("hall-wrong");
    let codes = player_codes(&db, t);
    let server =
        Server::start(db.clone(), "127.0.0.1:0".parse().expect("addr"), Lang::En).expect("serves");
    let addr = server.addr();
    let path = format!("/t/{t}/report");
    let wrong = |tok: &str| {
        post(
            addr,
            &path,
            &[
                ("code", "AAAAA-AAAAA"),
                ("round", "1"),
                ("board", "1"),
                ("result", "1-0"),
                ("csrf", tok),
            ],
        )
        .0
    };
    let statuses: Vec<u16> = (0..12).map(|_| wrong(&fresh(addr, t))).collect();
    assert_eq!(statuses[..10], [403; 10]);
    assert_eq!(
        statuses[10..],
        [429, 429],
        "the eleventh in a minute is limited"
    );
    // The two players of board 1 have their codes locked: even the right one fails now.
    let mut store = Store::open(&db).expect("opens");
    let tour = query::tournament(&mut store, t).expect("t");
    let g = &tour.rounds[0].games[0];
    let listed = stdout(&orda_db(
        &db,
        &["access", "list", "-t", &t.to_string(), "--format", "csv"],
    ));
    let locked: Vec<&str> = listed
        .lines()
        .skip(1)
        .filter(|l| !l.ends_with(','))
        .map(|l| l.split(',').nth(2).unwrap_or_default())
        .collect();
    let mut want = [g.white.to_string(), g.black.to_string()];
    want.sort();
    let mut got: Vec<String> = locked.iter().map(|s| s.to_string()).collect();
    got.sort();
    assert_eq!(got, want, "{listed}");
    drop(store);
    server.stop();
    // A fresh server (another address's count): the right code of a locked player is refused.
    let server =
        Server::start(db.clone(), "127.0.0.1:0".parse().expect("addr"), Lang::En).expect("serves");
    let addr = server.addr();
    let (status, _, page) = post(
        addr,
        &path,
        &[
            ("code", &codes[&g.white]),
            ("round", "1"),
            ("board", "1"),
            ("result", "1-0"),
            ("csrf", &fresh(addr, t)),
        ],
    );
    assert_eq!(status, 403, "{page}");
    // The arbiter gives him a new code: it works.
    let o = orda_db(
        &db,
        &[
            "access",
            "players",
            "-t",
            &t.to_string(),
            "--reissue",
            &g.white.to_string(),
            "--format",
            "csv",
        ],
    );
    let new = stdout(&o)
        .lines()
        .find_map(|l| {
            l.strip_prefix(&format!("{},", g.white))
                .map(|r| r.rsplit(',').next().unwrap_or_default().to_string())
        })
        .expect("his line");
    assert_eq!(new.len(), 11);
    let (status, _, page) = post(
        addr,
        &path,
        &[
            ("code", &new),
            ("round", "1"),
            ("board", "1"),
            ("result", "1-0"),
            ("csrf", &fresh(addr, t)),
        ],
    );
    assert_eq!(status, 303, "{page}");
    server.stop();
}

#[test]
fn cards_carry_codes_that_open_the_form() {
    let (db, t, _) = hall_event("hall-cards");
    let out = crate::util::scratch("hall-cards").join("cards.html");
    let id = t.to_string();
    let args = |extra: &[&'static str]| -> Vec<String> {
        ["print", "cards", "-t", &id]
            .iter()
            .chain(extra)
            .map(|s| s.to_string())
            .collect()
    };
    let run = |a: Vec<String>| {
        let a: Vec<&str> = a.iter().map(String::as_str).collect();
        orda_db(&db, &a)
    };
    // A file that cannot be written is found out before any code is made (a code is shown
    // once: made and not printed, it would be lost).
    let folder = crate::util::scratch("hall-cards-folder");
    let o = run(args(&[
        "-o",
        Box::leak(folder.to_str().expect("path").to_string().into_boxed_str()),
    ]));
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    let listed = stdout(&orda_db(
        &db,
        &["access", "list", "-t", &t.to_string(), "--format", "csv"],
    ));
    assert_eq!(listed.lines().count(), 1, "no code made: {listed}");
    // A site that is not a web address is refused, and no code is made.
    let o = run(args(&["--site", "javascript:alert(1)"]));
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("is not a web address"),
        "{}",
        stderr(&o)
    );
    let listed = stdout(&orda_db(
        &db,
        &["access", "list", "-t", &t.to_string(), "--format", "csv"],
    ));
    assert_eq!(listed.lines().count(), 1, "no code made: {listed}");

    let site = "http://192.168.1.10:8080/";
    let path: &'static str = Box::leak(out.to_str().expect("path").to_string().into_boxed_str());
    let o = run(args(&["--site", site, "-o", path]));
    assert!(o.status.success(), "{}", stderr(&o));
    let html = std::fs::read_to_string(&out).expect("the cards");
    let codes = |html: &str| -> Vec<String> {
        html.split("<div class=\"c\">")
            .skip(1)
            .map(|c| c.split('<').next().unwrap_or_default().to_string())
            .collect()
    };
    let first = codes(&html);
    assert_eq!(first.len(), 6, "a card per player");
    assert!(
        first
            .iter()
            .all(|c| orda::tournament::hall::Code::parse(c).is_some())
    );
    assert_eq!(html.matches("<svg").count(), 6, "a QR code on each card");
    assert!(html.contains("192.168.1.10:8080"));
    // Printed again, nobody gets a card: their codes cannot be shown twice.
    let o = run(args(&["--site", site, "-o", path]));
    assert!(
        stderr(&o).contains("6 players have a code already"),
        "{}",
        stderr(&o)
    );
    assert!(codes(&std::fs::read_to_string(&out).expect("cards")).is_empty());
    // With --all every player gets a new code; the old ones stop working.
    let o = run(args(&["--site", site, "--all", "-o", path]));
    assert!(o.status.success(), "{}", stderr(&o));
    let again = codes(&std::fs::read_to_string(&out).expect("cards"));
    assert_eq!(again.len(), 6);
    assert!(again.iter().all(|c| !first.contains(c)));
    let mut store = Store::open(&db).expect("opens");
    let opens = |store: &mut Store, c: &str| {
        let code = orda::tournament::hall::Code::parse(c).expect("a code");
        orda::app::hall::holder(store, t, &code)
            .expect("reads")
            .is_some()
    };
    assert!(again.iter().all(|c| opens(&mut store, c)));
    assert!(first.iter().all(|c| !opens(&mut store, c)));
}

#[test]
fn players_check_in_and_the_round_is_paired_with_those_present() {
    let (db, t, _) = hall_event_paired("hall-check-in", false);
    let codes = player_codes(&db, t);
    let id = t.to_string();
    let server =
        Server::start(db.clone(), "127.0.0.1:0".parse().expect("addr"), Lang::En).expect("serves");
    let addr = server.addr();
    let path = format!("/t/{t}/checkin");
    let token_of = |page: &str| {
        let (status, form) = crate::web::http(addr, "GET", page);
        assert_eq!(status, 200);
        token(&form)
    };
    let check_in = |code: &str, tok: &str| post(addr, &path, &[("code", code), ("csrf", tok)]);
    // Check-in is off: a player is told so.
    let (status, _, page) = check_in(&codes[&1], &token_of(&path));
    assert_eq!(status, 403);
    assert!(page.contains("check-in is not open for round 1"), "{page}");
    let o = orda_db(&db, &["access", "set", "-t", &id, "--check-in", "first"]);
    assert!(o.status.success(), "{}", stderr(&o));

    // Two players check themselves in; the report form's token is not the check-in's.
    let (status, _, _) = check_in(&codes[&1], &token_of(&format!("/t/{t}/report")));
    assert_eq!(status, 403, "another page's token");
    let (status, location, _) = check_in(&codes[&1], &token_of(&path));
    assert_eq!((status, location), (303, format!("/t/{t}/player/1")));
    let (_, page) = crate::web::http(addr, "GET", &format!("/t/{t}/player/1"));
    assert!(page.contains("Checked in for round 1."), "{page}");
    assert_eq!(check_in(&codes[&2], &token_of(&path)).0, 303);
    assert_eq!(check_in("AAAAA-AAAAA", &token_of(&path)).0, 403);
    // An assistant checks No 3 in with his code and the player's number; without a number
    // he is asked for one.
    let o = orda_db(
        &db,
        &[
            "access",
            "add",
            "--role",
            "assistant",
            "--name",
            "Марат",
            "-t",
            &id,
        ],
    );
    let assistant = stdout(&o).trim().to_string();
    let (status, _, page) = check_in(&assistant, &token_of(&path));
    assert_eq!(status, 422);
    assert!(page.contains("name the player to check in"), "{page}");
    let (_, form) = crate::web::http(addr, "GET", &path);
    let (status, location, _) = post(
        addr,
        &path,
        &[("code", &assistant), ("no", "3"), ("csrf", &token(&form))],
    );
    assert_eq!((status, location), (303, format!("/t/{t}/player/3")));
    // The arbiter checks one more in on the command line.
    let o = orda_db(&db, &["access", "checkin", "-t", &id, "4"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let listed = stdout(&orda_db(&db, &["access", "present", "-t", &id]));
    let marks: Vec<&str> = listed.lines().skip(1).map(|l| &l[..1]).collect();
    assert_eq!(marks, ["+", "+", "+", "+", "-", "-"], "{listed}");

    // The window pairs those present, naming the absent before it does.
    orda::words::lang::set(Lang::En);
    let mut h = crate::drive::harness(OrdaApp::with_store(Store::open(&db).expect("opens")));
    h.state_mut().apply(Command::SelectTournament(t));
    crate::drive::view(&mut h, egui::Key::Num0);
    h.run();
    assert!(
        h.query_by_label_contains("Round 1: 4 of 6 checked in")
            .is_some()
    );
    crate::drive::click_button(&mut h, "Pair those present…");
    assert!(
        h.query_by_label_contains("absent, a zero-point bye each: No 5, 6")
            .is_some()
    );
    crate::drive::click_button(&mut h, "Pair those present");
    crate::drive::no_error(&h, "pairing those present");
    let mut store = Store::open(&db).expect("opens");
    let now = query::tournament(&mut store, t).expect("t");
    let r1 = &now.rounds[0];
    let mut playing: Vec<u32> = r1.games.iter().flat_map(|g| [g.white, g.black]).collect();
    playing.sort();
    assert_eq!(playing, [1, 2, 3, 4]);
    let zero: Vec<u32> = r1
        .byes
        .iter()
        .filter(|b| b.1 == orda::tournament::ByeKind::Zero)
        .map(|b| b.0)
        .collect();
    assert_eq!(zero, [5, 6]);
    // Check-in was for round 1 only: it is closed now.
    let (status, _, page) = check_in(&codes[&5], &token_of(&path));
    assert_eq!(status, 403);
    assert!(page.contains("check-in is not open for round 2"), "{page}");
    let lines = query::journal(&mut store, Some(t)).expect("journal");
    let who: Vec<&str> = lines
        .iter()
        .filter(|e| e.kind == "check-in")
        .map(|e| e.who.as_str())
        .collect();
    assert_eq!(who.len(), 4);
    assert!(
        who[0].starts_with("№1 ") && who[1].starts_with("№2 "),
        "{who:?}"
    );
    assert_eq!(who[2], "Марат", "the assistant who checked No 3 in");
    // Deleting the round (to pair it again) keeps who checked in for it.
    drop(store);
    let mut store = Store::open(&db).expect("opens");
    apply(&mut store, orda::app::DeleteLastRound(t));
    let listed = stdout(&orda_db(&db, &["access", "present", "-t", &id]));
    let marks: Vec<&str> = listed.lines().skip(1).map(|l| &l[..1]).collect();
    assert_eq!(marks, ["+", "+", "+", "+", "-", "-"], "{listed}");
    assert_eq!(lines.last().map(|e| e.kind.as_str()), Some("pair-present"));
    server.stop();
}

#[test]
fn a_score_entered_on_the_phone_is_checked_move_by_move_and_stored_when_accepted() {
    let (db, t, _) = hall_event("hall-score");
    let codes = player_codes(&db, t);
    let mut store = Store::open(&db).expect("opens");
    let g = query::tournament(&mut store, t).expect("t").rounds[0].games[0].clone();
    drop(store);
    let server =
        Server::start(db.clone(), "127.0.0.1:0".parse().expect("addr"), Lang::En).expect("serves");
    let addr = server.addr();
    let path = format!("/t/{t}/score");
    // White to move: nine otaus to tap, each a link to the board after it (a GET).
    let (status, page) = crate::web::http(addr, "GET", &format!("{path}?round=1&board=1"));
    assert_eq!(status, 200);
    assert_eq!(page.matches("moves=1.+").count(), 9, "{page}");
    assert!(page.contains("White to move"));
    // After a tap the board is Black's to move, and the move is written as the engine writes it.
    let (_, page) = crate::web::http(addr, "GET", &format!("{path}?round=1&board=1&moves=1.+76"));
    assert!(
        page.contains("Black to move") && page.contains("1. 76(10)"),
        "{page}"
    );

    // A bad move is explained as `orda validate` explains it, on the page and when sent.
    let bad = "1. 76 11 2. 22 22";
    let file = crate::util::scratch("hall-score").join("bad.txt");
    std::fs::write(&file, format!("{bad}\n")).expect("writes");
    let o = crate::util::orda(&["validate", file.to_str().expect("path")]);
    let said = stdout(&o);
    let why = said
        .lines()
        .next()
        .and_then(|l| l.split_once("game 1: "))
        .map(|(_, why)| why.to_string())
        .expect("a located problem");
    assert!(why.starts_with("move 2. 22:"), "{why}");
    let query = format!("{path}?round=1&board=1&moves=1.+76+11+2.+22+22");
    let (_, page) = crate::web::http(addr, "GET", &query);
    // The page escapes what it says (an apostrophe as `&#x27;`).
    let read = |html: &str| html.replace("&#x27;", "'");
    assert!(read(&page).contains(&why), "{page}");
    let token = |page: &str| token(page);
    let send = |moves: &str, tok: &str| {
        post(
            addr,
            &path,
            &[
                ("code", codes[&g.white].as_str()),
                ("round", "1"),
                ("board", "1"),
                ("moves", moves),
                ("result", "1-0"),
                ("csrf", tok),
            ],
        )
    };
    let (status, _, refused) = send(bad, &token(&page));
    assert_eq!(status, 422);
    assert!(read(&refused).contains(&why), "{refused}");
    assert!(reports(&db, t).is_empty(), "nothing was recorded");

    // A good score with the result: the player's report, with the score.
    let (_, page) = crate::web::http(addr, "GET", &path);
    let (status, location, _) = send("1. 76 11", &token(&page));
    assert_eq!(
        (status, location),
        (303, format!("/t/{t}/player/{}", g.white))
    );
    assert_eq!(reports(&db, t).len(), 1);
    let o = orda_db(
        &db,
        &[
            "reports",
            "accept",
            "--round",
            "1",
            "--board",
            "1",
            "-t",
            &t.to_string(),
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let mut store = Store::open(&db).expect("opens");
    let score = query::score(
        &mut store,
        t,
        orda::tournament::RoundNo(1),
        orda::tournament::Board(1),
    )
    .expect("reads");
    assert_eq!(score.as_deref(), Some("1. 76 11"));
    let now = query::tournament(&mut store, t).expect("t");
    assert_eq!(now.rounds[0].games[0].result, Some(GameResult::WhiteWins));
    assert!(now.rounds[0].games[0].has_score);
    server.stop();
}

#[test]
fn a_result_both_confirmed_is_entered_at_once_when_the_tournament_says_so() {
    let (db, t, _) = hall_event("hall-auto");
    let codes = player_codes(&db, t);
    let o = orda_db(
        &db,
        &[
            "access",
            "set",
            "-t",
            &t.to_string(),
            "--accept-confirmed",
            "yes",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("entered at once"), "{}", stdout(&o));
    let mut store = Store::open(&db).expect("opens");
    let g = query::tournament(&mut store, t).expect("t").rounds[0].games[1].clone();
    let server =
        Server::start(db.clone(), "127.0.0.1:0".parse().expect("addr"), Lang::En).expect("serves");
    let addr = server.addr();
    let path = format!("/t/{t}/report");
    let send = |no: u32, result: &str| {
        post(
            addr,
            &path,
            &[
                ("code", codes[&no].as_str()),
                ("round", "1"),
                ("board", "2"),
                ("result", result),
                ("csrf", &fresh(addr, t)),
            ],
        )
        .0
    };
    assert_eq!(send(g.white, "0-1"), 303);
    let before = query::tournament(&mut store, t).expect("t").rounds[0].games[1].result;
    assert_eq!(before, None, "one player's word is not a result");
    assert_eq!(send(g.black, "0-1"), 303);
    let after = query::tournament(&mut store, t).expect("t").rounds[0].games[1].result;
    assert_eq!(after, Some(GameResult::BlackWins));
    let lines = reports(&db, t);
    assert!(lines[0].ends_with(",accepted"), "{lines:?}");
    server.stop();
}

#[test]
fn a_player_asks_for_a_bye_and_the_arbiter_grants_or_refuses_it() {
    let (db, t, _) = hall_event("hall-bye");
    let codes = player_codes(&db, t);
    let id = t.to_string();
    let server =
        Server::start(db.clone(), "127.0.0.1:0".parse().expect("addr"), Lang::En).expect("serves");
    let addr = server.addr();
    let path = format!("/t/{t}/bye");
    let ask = |no: u32, round: &str, kind: &str| {
        let (status, form) = crate::web::http(addr, "GET", &path);
        assert_eq!(status, 200);
        post(
            addr,
            &path,
            &[
                ("code", codes[&no].as_str()),
                ("round", round),
                ("result", kind),
                ("csrf", &token(&form)),
            ],
        )
    };
    // Round 1 is paired: too late.
    let (status, _, page) = ask(1, "1", "half");
    assert_eq!(status, 422);
    assert!(page.contains("round 1"), "{page}");
    let (status, location, _) = ask(1, "2", "half");
    assert_eq!((status, location), (303, format!("/t/{t}/player/1")));
    let (_, page) = crate::web::http(addr, "GET", &format!("/t/{t}/player/1"));
    assert!(
        page.contains("Bye asked for in round 2: waiting for the arbiter."),
        "{page}"
    );
    assert_eq!(ask(2, "3", "zero").0, 303);
    let listed = stdout(&orda_db(
        &db,
        &["reports", "byes", "-t", &id, "--format", "csv"],
    ));
    let lines: Vec<&str> = listed.trim_start_matches('\u{feff}').lines().collect();
    assert_eq!(lines[0], "Round,No,Name,Bye,Status");
    assert_eq!(
        lines[1..],
        ["2,1,Әлібек,half,waiting", "3,2,Гүлназ,zero,waiting"]
    );

    // Granted on the command line: announced, as `orda player bye` does.
    let o = orda_db(
        &db,
        &[
            "reports",
            "grant-bye",
            "-t",
            &id,
            "--round",
            "2",
            "--player",
            "1",
        ],
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let mut store = Store::open(&db).expect("opens");
    let byes = query::requested_byes(&mut store, t).expect("byes");
    assert_eq!(byes.len(), 1);
    assert_eq!((byes[0].0, byes[0].1.0), (1, 2));
    assert_eq!(byes[0].2, orda::tournament::ByeKind::Half);
    drop(store);
    // Refused in the window.
    orda::words::lang::set(Lang::En);
    let mut h = crate::drive::harness(OrdaApp::with_store(Store::open(&db).expect("opens")));
    h.state_mut().apply(Command::SelectTournament(t));
    crate::drive::view(&mut h, egui::Key::Num0);
    h.run();
    assert!(h.query_by_label("Hall (1)").is_some(), "the bye waits");
    crate::drive::click_button(&mut h, "Refuse");
    crate::drive::no_error(&h, "refusing a bye");
    let listed = stdout(&orda_db(
        &db,
        &["reports", "byes", "-t", &id, "--format", "csv"],
    ));
    let statuses: Vec<&str> = listed
        .lines()
        .skip(1)
        .map(|l| l.rsplit(',').next().unwrap_or_default())
        .collect();
    assert_eq!(statuses, ["accepted", "rejected"]);
    let mut store = Store::open(&db).expect("opens");
    assert_eq!(query::requested_byes(&mut store, t).expect("byes").len(), 1);
    server.stop();
}

#[test]
fn an_assistant_accepts_reports_on_his_desk_and_corrects_a_result() {
    let (db, t, _) = hall_event("hall-desk");
    let codes = player_codes(&db, t);
    let o = orda_db(
        &db,
        &[
            "access",
            "add",
            "--role",
            "assistant",
            "--name",
            "Марат",
            "-t",
            &t.to_string(),
        ],
    );
    let assistant = stdout(&o).trim().to_string();
    let mut store = Store::open(&db).expect("opens");
    let g = query::tournament(&mut store, t).expect("t").rounds[0].games[0].clone();
    let server =
        Server::start(db.clone(), "127.0.0.1:0".parse().expect("addr"), Lang::En).expect("serves");
    let addr = server.addr();
    let report = format!("/t/{t}/report");
    let sent = post(
        addr,
        &report,
        &[
            ("code", codes[&g.white].as_str()),
            ("round", "1"),
            ("board", "1"),
            ("result", "1-0"),
            ("csrf", &fresh(addr, t)),
        ],
    );
    assert_eq!(sent.0, 303);
    let desk = format!("/t/{t}/desk");
    let (status, page) = crate::web::http(addr, "GET", &desk);
    assert_eq!(status, 200);
    assert!(page.contains("waiting for the opponent"), "{page}");
    let decide = |code: &str, action: &str| {
        let (_, page) = crate::web::http(addr, "GET", &desk);
        post(
            addr,
            &desk,
            &[
                ("code", code),
                ("pick", "1-1"),
                ("result", ""),
                ("action", action),
                ("csrf", &token(&page)),
            ],
        )
    };
    // A player's code does not open the desk.
    assert_eq!(decide(&codes[&g.black], "accept").0, 403);
    // Nor, inside the decision's own transaction, does any code but a live assistant's.
    let player_code = orda::app::hall::codes(&mut store, t)
        .expect("codes")
        .into_iter()
        .find(|c| c.role == orda::tournament::hall::Role::Player)
        .expect("a player's code");
    let op = orda::app::hall::DecideReport {
        t,
        by: Some(player_code.id),
        round: orda::tournament::RoundNo(1),
        board: orda::tournament::Board(1),
        accept: true,
        result: None,
    };
    assert!(matches!(
        orda::app::run(&mut store, op),
        Err(orda::app::Refusal::Hall(orda::app::hall::Refused::NoAccess))
    ));
    let (status, location, _) = decide(&assistant, "accept");
    assert_eq!((status, location), (303, desk.clone()));
    let result =
        |store: &mut Store| query::tournament(store, t).expect("t").rounds[0].games[0].result;
    assert_eq!(result(&mut store), Some(GameResult::WhiteWins));
    // The assistant corrects it from the report form: entered as the arbiter would.
    let (status, _, _) = post(
        addr,
        &report,
        &[
            ("code", assistant.as_str()),
            ("round", "1"),
            ("board", "1"),
            ("result", "="),
            ("csrf", &fresh(addr, t)),
        ],
    );
    assert_eq!(status, 303);
    assert_eq!(result(&mut store), Some(GameResult::Draw));
    let lines = query::journal(&mut store, Some(t)).expect("journal");
    let last: Vec<(&str, &str)> = lines
        .iter()
        .rev()
        .take(2)
        .map(|e| (e.kind.as_str(), e.who.as_str()))
        .collect();
    assert_eq!(last, [("report", "Марат"), ("decide-report", "Марат")]);
    server.stop();
}

#[test]
fn pairing_those_present_needs_check_in_open_and_someone_checked_in() {
    let (db, t, _) = hall_event_paired("hall-present-guard", false);
    let id = t.to_string();
    let o = orda_db(&db, &["round", "pair", "-t", &id, "--present"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("check-in is not open for round 1"),
        "{}",
        stderr(&o)
    );
    let o = orda_db(&db, &["access", "set", "-t", &id, "--check-in", "each"]);
    assert!(o.status.success());
    let o = orda_db(&db, &["round", "pair", "-t", &id, "--present"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("nobody is checked in for round 1"),
        "{}",
        stderr(&o)
    );
    let mut store = Store::open(&db).expect("opens");
    let now = query::tournament(&mut store, t).expect("t");
    assert!(now.rounds.is_empty(), "nothing paired");
    assert!(
        query::requested_byes(&mut store, t)
            .expect("byes")
            .is_empty(),
        "no bye given"
    );
}
