//! What a spectator finds on the live pages (docs/web.md): a link to every round, the players
//! in the language's alphabetical order with a search by name in any case, a player's page
//! with where he stands and each opponent's rating and points, a crosstable in the language's
//! colour letters, and the hall screen holding every row (it pages through them by itself).

use orda::app::{EnterResults, PairRound, ResultEntry};
use orda::store::Store;
use orda::tournament::{Board, GameResult, Lang, RoundNo};
use orda::web::Server;

use crate::util::apply;
use crate::web::{event, http};

/// The page with the one entity minijinja writes in attributes read back.
fn unescape(html: &str) -> String {
    html.replace("&#x2f;", "/")
}

/// `s` percent-encoded for a query.
fn encoded(s: &str) -> String {
    s.bytes().map(|b| format!("%{b:02X}")).collect()
}

/// The event of `web::event` (Әлібек 2000, Гүлназ 1900, <b>Bold</b> 1800, Dana 1700) with
/// round 1 played (White wins both boards) and round 2 paired.
fn two_rounds(name: &str) -> (std::path::PathBuf, orda::tournament::TournamentId) {
    let (db, t) = event(name);
    let mut store = Store::open(&db).expect("opens");
    let entries = (1..=2)
        .map(|b| ResultEntry {
            board: Board(b),
            result: Some(GameResult::WhiteWins),
            score: None,
        })
        .collect();
    apply(
        &mut store,
        EnterResults {
            t,
            round: RoundNo(1),
            entries,
            insist: false,
        },
    );
    apply(&mut store, PairRound(t));
    (db, t)
}

#[test]
fn a_spectator_finds_every_round_and_every_player() {
    let (db, t) = two_rounds("web-find");
    let server = Server::start(db, "127.0.0.1:0".parse().expect("addr"), Lang::Kk).expect("serves");
    let addr = server.addr();
    let (status, page) = http(addr, "GET", &format!("/t/{t}/standings"));
    assert_eq!(status, 200);
    let page = unescape(&page);
    for path in [
        format!("/t/{t}/round/1"),
        format!("/t/{t}/round/2"),
        format!("/t/{t}/players"),
    ] {
        assert!(page.contains(&format!("href=\"{path}\"")), "{path}");
    }
    // Round 1's page is reached from its link and marked as the one shown.
    let (status, round1) = http(addr, "GET", &format!("/t/{t}/round/1"));
    assert_eq!(status, 200);
    let round1 = unescape(&round1);
    assert!(round1.contains(&format!(
        "<a href=\"/t/{t}/round/1\" class=\"current\">1-тур</a>"
    )));

    // The players in Kazakh order: Ә right after А, so before Г (byte order puts it after Я).
    let (_, all) = http(addr, "GET", &format!("/t/{t}/players"));
    let (a, g) = (all.find("Әлібек"), all.find("Гүлназ"));
    assert!(a.is_some() && g.is_some() && a < g, "Әлібек before Гүлназ");
    assert!(all.contains("Dana") && all.contains("name=\"q\""));

    // A few letters in the other case find the name; others are left out, and the search
    // says how many it found.
    let (_, found) = http(addr, "GET", &format!("/t/{t}/players?q={}", encoded("ӘЛІ")));
    let found = unescape(&found);
    assert!(found.contains(&format!("href=\"/t/{t}/player/1\"")) && found.contains("Әлібек"));
    assert!(!found.contains("Dana") && !found.contains("Гүлназ"));
    assert!(found.contains("«ӘЛІ»") && found.contains(": 1."));
    assert!(
        found.contains("value=\"ӘЛІ\""),
        "the field keeps what was asked"
    );
    let (_, latin) = http(addr, "GET", &format!("/t/{t}/players?q=dAN"));
    assert!(latin.contains("Dana") && !latin.contains("Әлібек"));
    let (_, by_no) = http(addr, "GET", &format!("/t/{t}/players?q=3"));
    assert!(by_no.contains("&lt;b&gt;Bold") && !by_no.contains("Dana"));
    let (_, none) = http(addr, "GET", &format!("/t/{t}/players?q=zzz"));
    assert!(none.contains("«zzz»") && !none.contains("Dana"));
    // What is asked is shown, never run.
    let (status, hostile) = http(addr, "GET", &format!("/t/{t}/players?q=%3Cscript%3E"));
    assert_eq!(status, 200);
    assert!(hostile.contains("value=\"&lt;script&gt;\"") && hostile.contains("«&lt;script&gt;»"));

    // A player's page: rating, points and place after the last complete round, and each
    // opponent with his rating and points. Round 1: 1 (2000) beat 3 (1800), or the reverse.
    let (_, player) = http(addr, "GET", &format!("/t/{t}/player/1"));
    let player = unescape(&player);
    assert!(player.contains("Рейтинг 2000"), "{player}");
    assert!(player.contains("1-турдан кейін 1 ұпай"), "{player}");
    let opponent = if player.contains(&format!("href=\"/t/{t}/player/3\"")) {
        3
    } else {
        4
    };
    let rating = if opponent == 3 { "1800" } else { "1700" };
    assert!(player.contains(&format!("<td class=\"number\">{rating}</td>")));
    server.stop();
}

#[test]
fn the_crosstable_and_the_screen_speak_the_pages_language() {
    let (db, t) = two_rounds("web-screen-all");
    let server = Server::start(db, "127.0.0.1:0".parse().expect("addr"), Lang::Kk).expect("serves");
    let addr = server.addr();
    // Colours in the Kazakh letters of the glossary (а, қ), as a player's page says them.
    let (_, cross) = http(addr, "GET", &format!("/t/{t}/crosstable"));
    let cells: Vec<&str> = cross
        .split("<td class=\"result\">")
        .skip(1)
        .filter_map(|c| c.split('<').next())
        .collect();
    assert_eq!(cells.len(), 4, "{cross}");
    assert!(
        cells.iter().all(|c| c.contains('а') || c.contains('қ')),
        "{cells:?}"
    );
    assert!(!cells.iter().any(|c| c.contains('w') || c.contains('b')));
    assert!(cross.contains("а — ақ, қ — қара") && !cross.contains('`'));
    // After round 1 the two winners are tied, as are the two losers, none having met: their
    // direct encounter is shown greyed and said not to count.
    let (_, standings) = http(addr, "GET", &format!("/t/{t}/standings"));
    assert_eq!(
        standings.matches("<td class=\"skipped\">").count(),
        4,
        "{standings}"
    );
    assert!(standings.contains("C.07, 6.3"));
    // The screen holds every row; its script shows them a screenful at a time.
    let (_, screen) = http(addr, "GET", &format!("/t/{t}/screen/1"));
    for name in ["Әлібек", "Гүлназ", "&lt;b&gt;Bold", "Dana"] {
        assert!(screen.contains(name), "{name}");
    }
    assert!(screen.contains("id=\"screen-page\"") && screen.contains("var turn"));
    assert!(screen.contains("body.screen th, body.screen td { white-space: normal;"));
    server.stop();
}

/// A player's page says why he is paired as he is in the last round only when the arbiter
/// allows it (the hall's setting): the round's explanation as `orda explain --player` gives it,
/// with "why not the leader?"; names the page writes are escaped.
#[test]
fn a_players_page_says_why_when_the_arbiter_allows_it() {
    let (db, t) = two_rounds("web-why");
    let server =
        Server::start(db.clone(), "127.0.0.1:0".parse().expect("addr"), Lang::Ru).expect("serves");
    let addr = server.addr();
    let (_, before) = http(addr, "GET", &format!("/t/{t}/player/4"));
    assert!(!before.contains("Почему не"), "off by default");
    let mut store = Store::open(&db).expect("opens");
    apply(
        &mut store,
        orda::app::hall::SetHall {
            t,
            check_in: None,
            accept_confirmed: None,
            explain: Some(true),
        },
    );
    let tour = crate::util::load(&mut store, t.0);
    let why =
        orda::app::explain::for_player(&mut store, &tour, RoundNo(2), orda::tournament::StartNo(4))
            .expect("explained")
            .expect("player 4 is paired in round 2");
    let name = |n: u32| tour.entrant(n).map(|e| e.name.clone()).unwrap_or_default();
    let lines = orda::words::lang::with(Lang::Ru, || orda::words::explain::round(&why, &name));
    let (status, page) = http(addr, "GET", &format!("/t/{t}/player/4"));
    assert_eq!(status, 200);
    assert!(
        page.contains("Тур 2, жеребьёвка по голландской системе"),
        "{page}"
    );
    assert!(
        page.contains("Почему не") && page.contains("(лидер)"),
        "{page}"
    );
    // Every line of the explanation is on the page, escaped as HTML.
    for l in &lines {
        let escaped = l
            .trim()
            .replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;");
        assert!(page.contains(&escaped), "{escaped} not in {page}");
    }
    assert!(!page.contains("<b>Bold"), "a name is text, never markup");
    server.stop();
}

/// The headings of a page's first table, each with whether a phone's narrow screen leaves it
/// out (`class="aside"`).
fn headings(page: &str) -> Vec<(String, bool)> {
    let head = page
        .split_once("<thead><tr>")
        .and_then(|(_, rest)| rest.split_once("</tr></thead>"))
        .map(|(h, _)| h)
        .unwrap_or_default();
    head.split("</th>")
        .filter_map(|th| {
            let (open, text) = th.split_once('>')?;
            Some((text.to_string(), open.contains("class=\"aside\"")))
        })
        .collect()
}

/// On a 390 px phone (issue 52: the standings showed only place, number and name, the pairings
/// no black player): the columns each player's page has are left out there, and what a reader
/// looks for stays; the rule that leaves them out is the narrow screen's only.
#[test]
fn a_phone_shows_the_standings_points_and_the_pairings_black_player() {
    let (db, t) = two_rounds("web-narrow");
    let server = Server::start(db, "127.0.0.1:0".parse().expect("addr"), Lang::En).expect("serves");
    let addr = server.addr();
    let (_, page) = http(addr, "GET", &format!("/t/{t}/standings"));
    let shown: Vec<String> = headings(&page)
        .into_iter()
        .filter(|(_, aside)| !aside)
        .map(|(h, _)| h)
        .collect();
    assert_eq!(shown[..3], ["Rank", "Name", "Pts"], "{shown:?}");
    assert!(shown.contains(&"BH".to_string()), "{shown:?}");
    assert!(page.contains("@media (max-width: 36em)"), "{page}");
    // Every row's cells are left out with their heading.
    let asides = page.matches("<td class=\"number aside\">").count()
        + page.matches("<td class=\"aside\">").count();
    assert_eq!(asides, 4 * 5, "4 players, 5 columns each");
    let (_, page) = http(addr, "GET", &format!("/t/{t}/round/2"));
    let shown: Vec<String> = headings(&page)
        .into_iter()
        .filter(|(_, aside)| !aside)
        .map(|(h, _)| h)
        .collect();
    assert_eq!(
        shown,
        ["Board", "White", "Pts", "Result", "Pts", "Black"],
        "{page}"
    );
    server.stop();
}
