//! The live results page as a phone sees it: the server started on a free port, its pages read
//! over HTTP, a result entered through `app` on another connection, the page changed; and
//! what it must refuse (docs/web.md).

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};

use orda::app::{AddPlayer, CreateTournament, EnterResults, PairRound, ResultEntry, SaveScore};
use orda::store::Store;
use orda::tournament::{Board, Entrant, GameResult, Lang, RoundNo, Settings, System};
use orda::web::Server;

use crate::util::apply;

/// One HTTP/1.1 exchange: the status code and the body.
pub fn http(addr: SocketAddr, method: &str, path: &str) -> (u16, String) {
    let mut s = TcpStream::connect(addr).expect("connects");
    // A server that never answers fails the test instead of hanging it.
    s.set_read_timeout(Some(std::time::Duration::from_secs(30)))
        .expect("timeout");
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"
    )
    .expect("sends");
    let mut answer = String::new();
    s.read_to_string(&mut answer).expect("reads");
    let (status, _, body) = split_answer(&answer);
    (status, body.to_string())
}

/// An HTTP answer's status code (0 when there is none), head and body.
pub fn split_answer(answer: &str) -> (u16, &str, &str) {
    let status = answer
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((answer, ""));
    (status, head, body)
}

/// The page with the one entity minijinja writes in attributes read back.
fn unescape(html: &str) -> String {
    html.replace("&#x2f;", "/")
}

/// Enters 1-0 on board 1 of round 1.
fn white_wins_board_1(store: &mut Store, t: orda::tournament::TournamentId) {
    let entries = vec![ResultEntry {
        board: Board(1),
        result: Some(GameResult::WhiteWins),
        score: None,
    }];
    let op = EnterResults {
        t,
        round: RoundNo(1),
        entries,
        insist: false,
    };
    apply(store, op);
}

/// A Swiss of four with round 1 paired and no result yet, in a file: (file, tournament).
pub fn event(name: &str) -> (std::path::PathBuf, orda::tournament::TournamentId) {
    let db = crate::util::fresh_db(name);
    let mut store = Store::open(&db).expect("file");
    let t = apply(
        &mut store,
        CreateTournament(Settings::new("Live Cup", System::Swiss, 3)),
    );
    for (i, name) in ["Әлібек", "Гүлназ", "<b>Bold</b>", "Dana"]
        .iter()
        .enumerate()
    {
        let p = Entrant {
            name: name.to_string(),
            rating: Some(2000 - 100 * i as u32),
            birth: Some("2010-05-05".into()),
            region: Some("Алматы".into()),
            ..Entrant::default()
        };
        apply(&mut store, AddPlayer(t, p));
    }
    apply(&mut store, PairRound(t));
    (db, t)
}

#[test]
fn pages_follow_a_result_entered_meanwhile() {
    let (db, t) = event("web-live");
    let server =
        Server::start(db.clone(), "127.0.0.1:0".parse().expect("addr"), Lang::En).expect("serves");
    let addr = server.addr();
    let (status, index) = http(addr, "GET", "/");
    assert_eq!(status, 200);
    // Links are escaped as every attribute is (`/` as `&#x2f;`), which browsers read back.
    let link = format!("href=\"/t/{t}\"");
    assert!(unescape(&index).contains(&link) && index.contains("Live Cup"));
    let (status, pairings) = http(addr, "GET", &format!("/t/{t}"));
    assert_eq!(status, 200);
    assert!(pairings.contains("Pairings, round 1") && pairings.contains("Әлібек"));
    // What a name says is shown, never run; birth dates are not published.
    assert!(pairings.contains("&lt;b&gt;Bold") && !pairings.contains("<b>"));
    assert!(!pairings.contains("2010-05-05"));
    let (_, before) = http(addr, "GET", "/version");
    let (_, standings) = http(addr, "GET", &format!("/t/{t}/standings"));
    assert!(standings.contains("Standings after round 0"));

    // The arbiter enters board 1 (the window or the CLI: another connection).
    let mut store = Store::open(&db).expect("opens");
    white_wins_board_1(&mut store, t);
    let (_, after) = http(addr, "GET", "/version");
    assert_ne!(
        before.trim(),
        after.trim(),
        "the page's poll sees the change"
    );
    let (_, pairings) = http(addr, "GET", &format!("/t/{t}"));
    assert!(pairings.contains("1-0"), "the result is on the page");
    // The page carries the version it was made from, which its script compares.
    assert!(unescape(&pairings).contains(&format!("data-version=\"{}\"", after.trim())));
    server.stop();
}

/// A page polls its own tournament's version: a result in another tournament of the file does
/// not reload it (a phone's table is not thrown back while nothing it shows changed); the list
/// of tournaments polls the file's.
#[test]
fn a_page_reloads_for_its_own_tournament_only() {
    let (db, t1) = event("web-own-version");
    let mut store = Store::open(&db).expect("opens");
    let t2 = apply(
        &mut store,
        CreateTournament(Settings::new("Other Cup", System::Swiss, 3)),
    );
    for name in ["A", "B"] {
        let p = Entrant {
            name: name.into(),
            ..Entrant::default()
        };
        apply(&mut store, AddPlayer(t2, p));
    }
    apply(&mut store, PairRound(t2));
    let server =
        Server::start(db.clone(), "127.0.0.1:0".parse().expect("addr"), Lang::En).expect("serves");
    let addr = server.addr();
    let version = |path: &str| {
        let (status, v) = http(addr, "GET", path);
        assert_eq!(status, 200, "{path}");
        v.trim().parse::<i64>().expect("a number")
    };
    let own = format!("/t/{t1}/version");
    let other = format!("/t/{t2}/version");
    let (one, two, file) = (version(&own), version(&other), version("/version"));
    let (_, page) = http(addr, "GET", &format!("/t/{t1}/standings"));
    assert!(
        unescape(&page).contains(&format!("data-poll=\"{own}\"")),
        "polls its own"
    );
    assert!(unescape(&page).contains(&format!("data-version=\"{one}\"")));
    // A result in the other tournament: its version and the file's move, this one's does not.
    white_wins_board_1(&mut store, t2);
    assert_eq!(version(&own), one);
    assert!(version(&other) > two);
    assert!(version("/version") > file);
    let (_, again) = http(addr, "GET", &format!("/t/{t1}/standings"));
    assert_eq!(again, page, "the page as it was: nothing to reload");
    // A result in this one moves it.
    white_wins_board_1(&mut store, t1);
    assert!(version(&own) > one);
    // The page keeps the reader's place across its reload (the page's and each table's scroll).
    assert!(page.contains("sessionStorage") && page.contains("scrollLeft"));
    server.stop();
}

#[test]
fn only_reads_of_known_pages_are_answered() {
    let (db, t) = event("web-refused");
    let server = Server::start(db, "127.0.0.1:0".parse().expect("addr"), Lang::En).expect("serves");
    let addr = server.addr();
    for method in ["POST", "PUT", "DELETE", "PATCH"] {
        assert_eq!(http(addr, method, "/").0, 405, "{method}");
        assert_eq!(http(addr, method, &format!("/t/{t}")).0, 405, "{method}");
    }
    for path in [
        "/../../etc/passwd",
        "/t/1/../../../etc/passwd",
        "/%2e%2e/%2e%2e/etc/passwd",
        "/t/..%2f..%2fetc%2fpasswd",
        "/etc/passwd",
        "/t/abc",
        "/t/-1",
        "/t/+1",
        "/t/99",
        "/t/1/round/99",
        "/t/1/category/0",
        "/t/1/prizes",
        "/static/../Cargo.toml",
    ] {
        assert_eq!(http(addr, "GET", path).0, 404, "{path}");
    }
    // A 404 is a page of the site: its look, the way back to every tournament, and why.
    for path in ["/nowhere", "/t/99"] {
        let (status, page) = http(addr, "GET", path);
        let page = unescape(&page);
        assert_eq!(status, 404);
        assert!(page.starts_with("<!doctype html>"), "{page}");
        assert!(
            page.contains("Page not found") && page.contains("href=\"/\""),
            "{page}"
        );
        assert!(!page.contains("<script src"), "no script from elsewhere");
    }
    // HEAD: the headers of a page, no body.
    let (status, body) = http(addr, "HEAD", "/");
    assert_eq!((status, body.as_str()), (200, ""));
    // The hall screen moves on from the pairings to the standings and back.
    let (status, screen) = http(addr, "GET", &format!("/t/{t}/screen"));
    assert_eq!(status, 200);
    assert!(unescape(&screen).contains(&format!("data-next=\"/t/{t}/screen/1\"")));
    assert!(screen.contains("class=\"screen\""));
    let (_, second) = http(addr, "GET", &format!("/t/{t}/screen/1"));
    let back = format!("data-next=\"/t/{t}/screen\"");
    assert!(second.contains("Standings") && unescape(&second).contains(&back));
    server.stop();
}

#[test]
fn the_routes_are_numbers_only() {
    use orda::tournament::TournamentId;
    use orda::web::{Route, route};
    assert_eq!(route("/"), Some(Route::Index));
    assert_eq!(
        route("/t/12?x=1"),
        Some(Route::Pairings(TournamentId(12), None))
    );
    assert_eq!(
        route("/t/12/round/3/"),
        Some(Route::Pairings(TournamentId(12), Some(3)))
    );
    assert_eq!(
        route("/t/12/category/2"),
        Some(Route::Category(TournamentId(12), 2))
    );
    assert_eq!(
        route("/t/12/screen/7"),
        Some(Route::Screen(TournamentId(12), 1))
    );
    for bad in [
        "",
        "t/1",
        "//",
        "/t//standings",
        "/t/1/standings/x",
        "/t/1e3",
        "/t/9999999999",
    ] {
        assert_eq!(route(bad), None, "{bad}");
    }
}

#[test]
fn the_window_publishes_and_stops() {
    use egui::accesskit::Role;
    use egui_kittest::kittest::Queryable;
    use orda::ui::{Command, OrdaApp};
    orda::words::lang::set(Lang::En);
    let (db, t) = event("web-window");
    let mut h = crate::drive::harness(OrdaApp::with_store(Store::open(&db).expect("file")));
    // Any free port (the button uses the port field, 8080 by default).
    h.state_mut().apply(Command::Publish(Some(0)));
    h.run();
    crate::drive::no_error(&h, "publish");
    let urls = h.state().shared.publishing.clone();
    let local = urls
        .iter()
        .find(|u| u.starts_with("http://127.0.0.1:"))
        .expect("a local address")
        .clone();
    let addr: SocketAddr = local
        .trim_start_matches("http://")
        .trim_end_matches('/')
        .parse()
        .expect("an address");
    let (status, page) = http(addr, "GET", &format!("/t/{t}"));
    assert_eq!(status, 200);
    assert!(page.contains("Live Cup"));
    // The Start view shows the addresses and a QR code of the first.
    crate::drive::view(&mut h, egui::Key::Num1);
    assert!(h.query_by_label(&local).is_some());
    let first = urls.first().expect("an address");
    assert!(
        h.query_by_role_and_label(Role::Image, first).is_some(),
        "the QR code"
    );
    // While published, the printed pairing list carries the page's QR code.
    let sheet = crate::util::scratch("web-window").join("pairings.html");
    h.state_mut().apply(Command::SelectTournament(t));
    h.state_mut().apply(Command::Export(
        orda::ui::Export::PairingsHtml,
        sheet.clone(),
    ));
    crate::drive::no_error(&h, "export");
    crate::drive::view(&mut h, egui::Key::Num1);
    let printed = std::fs::read_to_string(&sheet).expect("written");
    assert!(printed.contains("<svg") && printed.contains("class=\"figure\""));
    crate::drive::click(&mut h, "Stop publishing");
    assert!(h.state().shared.publishing.is_empty());
    // The listener closes as its thread ends (moments after the click).
    let closed = (0..40).any(|_| {
        std::thread::sleep(std::time::Duration::from_millis(50));
        TcpStream::connect(addr).is_err()
    });
    assert!(closed, "no longer served");
}

/// A game won by atsyrau (the corpus's first, 0-1) ends on its page as the result says: the
/// last position with the collection made (kazans 30 and 132, not the 30 and 65 before it),
/// each kazan named, and a line saying how the game ended.
#[test]
fn an_atsyrau_ends_on_its_page_as_the_result_says() {
    let (db, t) = event("web-atsyrau");
    let mut store = Store::open(&db).expect("opens");
    let text = crate::util::corpus();
    let game = crate::util::corpus_games(&text)[0].to_string();
    let entries = vec![ResultEntry {
        board: Board(1),
        result: Some(GameResult::BlackWins),
        score: Some(orda::app::play::ScoreFile {
            name: "g.pgn".into(),
            text: game,
        }),
    }];
    let op = EnterResults {
        t,
        round: RoundNo(1),
        entries,
        insist: false,
    };
    apply(&mut store, op);
    drop(store);
    let server = Server::start(db, "127.0.0.1:0".parse().expect("addr"), Lang::En).expect("serves");
    let (status, page) = http(server.addr(), "GET", &format!("/t/{t}/game/1/1"));
    assert_eq!(status, 200);
    let page = unescape(&page);
    assert!(
        page.contains(
            "The game ended 0-1: atsyrau, White had no move and Black took the 67 kumalaks left \
             on the row (kazans 30 : 132)"
        ),
        "{page}"
    );
    assert!(
        page.contains(">132</text>") && page.contains(">30</text>"),
        "the kazans at the end"
    );
    assert!(
        page.contains("Black&#x27;s kazan") || page.contains("Black's kazan"),
        "{page}"
    );
    // One move earlier the game goes on: no end line, the kazans as they were.
    let (_, before) = http(server.addr(), "GET", &format!("/t/{t}/game/1/1/91"));
    assert!(!unescape(&before).contains("The game ended"));
    server.stop();
}

#[test]
fn a_scored_game_is_replayed_on_its_page() {
    let (db, t) = event("web-game");
    let mut store = Store::open(&db).expect("opens");
    // A short legal game, its result entered and the score kept as the arbiter typed it.
    let score = "[Event \"Live Cup\"]\n\n1. 87(10) 87(10) 2. 98(20) 98(20) *\n";
    white_wins_board_1(&mut store, t);
    apply(
        &mut store,
        SaveScore {
            t,
            round: RoundNo(1),
            board: Board(1),
            score: orda::app::play::ScoreFile {
                name: "g.pgn".into(),
                text: score.into(),
            },
            insist: true,
        },
    );
    drop(store);
    let server = Server::start(db, "127.0.0.1:0".parse().expect("addr"), Lang::En).expect("serves");
    let addr = server.addr();
    // The pairings link board 1 to its game and every name to the player's page.
    let (_, pairings) = http(addr, "GET", &format!("/t/{t}"));
    let pairings = unescape(&pairings);
    assert!(pairings.contains(&format!("href=\"/t/{t}/game/1/1\"")));
    assert!(pairings.contains(&format!("href=\"/t/{t}/player/1\"")));
    // The game: four moves, the board after the last, links to each position.
    let (status, game) = http(addr, "GET", &format!("/t/{t}/game/1/1"));
    assert_eq!(status, 200);
    let game = unescape(&game);
    assert!(game.contains("<svg") && game.contains("Position after move 2 (Black) of 2."));
    assert!(
        game.contains(&format!("href=\"/t/{t}/game/1/1/3\"")),
        "back a move"
    );
    let (_, start) = http(addr, "GET", &format!("/t/{t}/game/1/1/0"));
    let start = unescape(&start);
    assert!(start.contains("The starting position; the game has 2 moves."));
    // At the start every otau holds 9: 18 counts of 9 plus the two otau numbers 9.
    assert_eq!(start.matches(">9</text>").count(), 20);
    // A board without a score has no page; a player's page lists his games.
    assert_eq!(http(addr, "GET", &format!("/t/{t}/game/1/2")).0, 404);
    let (status, player) = http(addr, "GET", &format!("/t/{t}/player/1"));
    assert_eq!(status, 200);
    assert!(unescape(&player).contains(&format!("href=\"/t/{t}/game/1/1\"")));
    server.stop();
}

#[test]
fn the_printed_pairing_list_takes_a_qr_code() {
    let (db, t) = event("web-qr");
    let t = t.to_string();
    let pairings = |qr: Option<&str>| {
        let mut args = vec!["pairings", "-t", &t, "--format", "html"];
        args.extend(qr.map(|q| ["--qr", q]).into_iter().flatten());
        crate::util::orda_db(&db, &args)
    };
    let o = pairings(Some("http://192.168.1.10:8080/"));
    assert!(o.status.success());
    let page = crate::util::stdout(&o);
    assert_eq!(page.matches("<svg").count(), 1);
    assert!(page.contains("shape-rendering=\"crispEdges\""));
    assert!(!crate::util::stdout(&pairings(None)).contains("<svg"));
    // Only a web address becomes a code.
    assert_eq!(pairings(Some("javascript:alert(1)")).status.code(), Some(1));
}
