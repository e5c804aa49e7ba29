//! The HTTP side of the live results page, in one place: the routes (a fixed set of paths whose
//! only variables are numbers, [`route`], and their inverse [`Route::path`]), the headers every
//! answer carries, the content types. These strings are the protocol's, not words for people
//! (tests/it/words.rs reads every other file of `src/web` for words outside Fluent).

use std::net::SocketAddr;

use orda_core::tournament::TournamentId;

/// A page of the site.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// `/`: the tournaments.
    Index,
    /// `/version`: the file's version, which the list of tournaments polls; `/t/ID/version`:
    /// the tournament's, which its pages poll (a change to another tournament leaves it).
    Version(Option<TournamentId>),
    /// `/t/ID` (the last paired round) and `/t/ID/round/N`.
    Pairings(TournamentId, Option<u32>),
    /// `/t/ID/standings`.
    Standings(TournamentId),
    /// `/t/ID/crosstable`.
    Crosstable(TournamentId),
    /// `/t/ID/prizes`.
    Prizes(TournamentId),
    /// `/t/ID/teams`.
    Teams(TournamentId),
    /// `/t/ID/category/K`: the K-th category (1-based).
    Category(TournamentId, usize),
    /// `/t/ID/screen/K`: the hall screen, page K (pairings, then standings), moving on.
    Screen(TournamentId, u32),
    /// `/t/ID/player/NO`: a player's games.
    Player(TournamentId, u32),
    /// `/t/ID/players` and `/t/ID/players?q=TEXT`: the players alphabetically, those whose
    /// name holds TEXT (or whose number it is).
    Players(TournamentId),
    /// `/t/ID/game/R/B` and `/t/ID/game/R/B/PLY`: the game of round R, board B, replayed to a
    /// ply (the end by default).
    Game(TournamentId, u32, u32, Option<usize>),
    /// `/t/ID/report`: the form with which a player reports his result and an assistant enters
    /// one (GET), and where it is sent (POST).
    Report(TournamentId),
    /// `/t/ID/checkin`: the form with which a player checks in for the next round (GET), and
    /// where it is sent (POST).
    CheckIn(TournamentId),
    /// `/t/ID/score`: the game's score entered move by move (GET: the board after the moves in
    /// the query, nothing changes) and sent with the result (POST).
    Score(TournamentId),
    /// `/t/ID/bye`: the form with which a player asks for a bye in a later round (GET), and
    /// where it is sent (POST).
    Bye(TournamentId),
    /// `/t/ID/desk`: the reports waiting, and the form with which an assistant arbiter accepts
    /// or rejects one (GET, POST).
    Desk(TournamentId),
}

/// Pages of the hall screen's rotation.
const SCREEN_PAGES: u32 = 2;

fn number<T: std::str::FromStr>(s: &str) -> Option<T> {
    // Digits only: no sign, no spaces, nothing a parser might read more into.
    if s.is_empty() || s.len() > 9 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    s.parse().ok()
}

/// The page a request's path names, `None` for any other (the query string is ignored).
pub fn route(url: &str) -> Option<Route> {
    let path = url.split(['?', '#']).next().unwrap_or_default();
    let path = path.strip_prefix('/')?;
    if path.starts_with('/') {
        return None;
    }
    let path = path.strip_suffix('/').unwrap_or(path);
    let parts: Vec<&str> = if path.is_empty() {
        Vec::new()
    } else {
        path.split('/').collect()
    };
    let id = |s: &str| number::<i64>(s).map(TournamentId);
    Some(match parts.as_slice() {
        [] => Route::Index,
        ["version"] => Route::Version(None),
        ["t", t, "version"] => Route::Version(Some(id(t)?)),
        ["t", t] => Route::Pairings(id(t)?, None),
        ["t", t, "round", n] => Route::Pairings(id(t)?, Some(number(n)?)),
        ["t", t, "standings"] => Route::Standings(id(t)?),
        ["t", t, "crosstable"] => Route::Crosstable(id(t)?),
        ["t", t, "prizes"] => Route::Prizes(id(t)?),
        ["t", t, "teams"] => Route::Teams(id(t)?),
        ["t", t, "report"] => Route::Report(id(t)?),
        ["t", t, "checkin"] => Route::CheckIn(id(t)?),
        ["t", t, "score"] => Route::Score(id(t)?),
        ["t", t, "bye"] => Route::Bye(id(t)?),
        ["t", t, "desk"] => Route::Desk(id(t)?),
        ["t", t, "category", k] => Route::Category(id(t)?, number(k)?),
        ["t", t, "screen"] => Route::Screen(id(t)?, 0),
        ["t", t, "screen", k] => Route::Screen(id(t)?, number::<u32>(k)? % SCREEN_PAGES),
        ["t", t, "player", n] => Route::Player(id(t)?, number(n)?),
        ["t", t, "players"] => Route::Players(id(t)?),
        ["t", t, "game", r, b] => Route::Game(id(t)?, number(r)?, number(b)?, None),
        ["t", t, "game", r, b, ply] => {
            Route::Game(id(t)?, number(r)?, number(b)?, Some(number(ply)?))
        }
        _ => return None,
    })
}

impl Route {
    /// The path of the page.
    pub fn path(self) -> String {
        match self {
            Route::Index => "/".into(),
            Route::Version(None) => "/version".into(),
            Route::Version(Some(t)) => format!("/t/{t}/version"),
            Route::Pairings(t, None) => format!("/t/{t}"),
            Route::Pairings(t, Some(n)) => format!("/t/{t}/round/{n}"),
            Route::Standings(t) => format!("/t/{t}/standings"),
            Route::Crosstable(t) => format!("/t/{t}/crosstable"),
            Route::Prizes(t) => format!("/t/{t}/prizes"),
            Route::Teams(t) => format!("/t/{t}/teams"),
            Route::Report(t) => format!("/t/{t}/report"),
            Route::CheckIn(t) => format!("/t/{t}/checkin"),
            Route::Score(t) => format!("/t/{t}/score"),
            Route::Bye(t) => format!("/t/{t}/bye"),
            Route::Desk(t) => format!("/t/{t}/desk"),
            Route::Category(t, k) => format!("/t/{t}/category/{k}"),
            Route::Screen(t, 0) => format!("/t/{t}/screen"),
            Route::Screen(t, k) => format!("/t/{t}/screen/{k}"),
            Route::Player(t, n) => format!("/t/{t}/player/{n}"),
            Route::Players(t) => format!("/t/{t}/players"),
            Route::Game(t, r, b, None) => format!("/t/{t}/game/{r}/{b}"),
            Route::Game(t, r, b, Some(p)) => format!("/t/{t}/game/{r}/{b}/{p}"),
        }
    }

    /// The next page of the hall screen's rotation.
    pub fn next_screen(t: TournamentId, k: u32) -> Route {
        Route::Screen(t, (k + 1) % SCREEN_PAGES)
    }

    /// The tournament the page shows, if any.
    pub fn tournament(self) -> Option<TournamentId> {
        match self {
            Route::Index => None,
            Route::Version(t) => t,
            Route::Pairings(t, _)
            | Route::Standings(t)
            | Route::Crosstable(t)
            | Route::Prizes(t)
            | Route::Teams(t)
            | Route::Report(t)
            | Route::CheckIn(t)
            | Route::Score(t)
            | Route::Bye(t)
            | Route::Desk(t)
            | Route::Category(t, _)
            | Route::Screen(t, _)
            | Route::Player(t, _)
            | Route::Players(t)
            | Route::Game(t, ..) => Some(t),
        }
    }
}

/// A page.
pub const HTML: &str = "text/html; charset=utf-8";
/// The version, a refusal.
pub const TEXT: &str = "text/plain; charset=utf-8";
/// The body of a refusal with its status code.
pub fn status_body(code: u16) -> String {
    format!("{code}\n")
}

/// What every answer says besides its content type: no caching, no sniffing, no referrer, the
/// methods answered, and a content policy that lets a page run only the live pages' one script
/// (allowed by its hash: no other inline script runs, nor any from elsewhere), talk only to
/// this server, send its forms only here and never be framed by another site.
pub fn headers() -> [(&'static str, String); 5] {
    [
        ("Cache-Control", "no-store".into()),
        ("X-Content-Type-Options", "nosniff".into()),
        ("Referrer-Policy", "no-referrer".into()),
        ("Allow", "GET, HEAD, POST".into()),
        ("Content-Security-Policy", policy()),
    ]
}

/// The content policy (see [`headers`]).
pub fn policy() -> String {
    use base64::Engine;
    use sha2::Digest;
    let script = orda_core::formats::sheet::Sheet::live_script();
    let hash = sha2::Sha256::digest(script.as_bytes());
    let hash = base64::engine::general_purpose::STANDARD.encode(hash);
    format!(
        "default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-{hash}'; \
         connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    )
}

/// Seconds a 503 asks a client to wait before it asks again (`Retry-After`).
pub const RETRY_AFTER: &str = "2";

/// The whole answer to a connection beyond the server's limit, written before any request is
/// parsed: 503 with `Retry-After`, closed.
pub fn unavailable() -> String {
    let body = status_body(503);
    format!(
        "HTTP/1.1 503 Service Unavailable\r\n{CONTENT_TYPE}: {TEXT}\r\nContent-Length: {}\r\nRetry-After: {RETRY_AFTER}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
}

/// The content type's header name.
pub const CONTENT_TYPE: &str = "Content-Type";

/// The server thread's name.
pub const THREAD: &str = "orda-web";
/// The thread that makes the pages.
pub const SITE_THREAD: &str = "orda-web-site";
/// The thread that sends the forms.
pub const DESK_THREAD: &str = "orda-web-desk";

/// True for an address a QR code may carry: `http://` or `https://`, nothing else.
pub fn is_web_address(s: &str) -> bool {
    s.starts_with("http://") || s.starts_with("https://")
}

/// The address of the site at `addr`.
pub fn url(addr: SocketAddr) -> String {
    format!("http://{addr}/")
}

/// A report form's fields, as sent (`application/x-www-form-urlencoded`).
pub const FORM: &str = "application/x-www-form-urlencoded";

/// The report form with a code filled in (a card's QR code), at the site `site` (`http://host:port/`
/// or empty for the path alone): `SITE/t/ID/report?code=XXXXX-XXXXX`.
pub fn report_with_code(site: &str, t: TournamentId, code: &str) -> String {
    format!(
        "{}{}?code={code}",
        site.trim_end_matches('/'),
        Route::Report(t).path()
    )
}

/// The code a report form's address carries (`?code=...`), if any: only its symbols.
pub fn code_in_query(url: &str) -> Option<String> {
    let query = url.split_once('?')?.1;
    query.split('&').find_map(|kv| {
        let v = kv.strip_prefix("code=")?;
        let v: String = v
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
            .take(16)
            .collect();
        (!v.is_empty()).then_some(v)
    })
}

/// The text a search asks for (`?q=...`, decoded), at most `chars` characters; `None` when
/// there is none or it is blank.
pub fn search_in_query(url: &str, chars: usize) -> Option<String> {
    let query = url.split_once('?')?.1;
    let query = query.split('#').next().unwrap_or_default();
    let pairs: Vec<(String, String)> = serde_urlencoded::from_str(query).ok()?;
    let q = pairs.into_iter().find(|(k, _)| k == "q")?.1;
    let q: String = q
        .trim()
        .chars()
        .filter(|c| !c.is_control())
        .take(chars)
        .collect();
    (!q.is_empty()).then_some(q)
}

/// The score page of tournament `t` with its fields in the query (encoded).
pub fn score_with(t: TournamentId, code: &str, round: &str, board: &str, moves: &str) -> String {
    let query = serde_urlencoded::to_string([
        ("code", code),
        ("round", round),
        ("board", board),
        ("moves", moves),
    ])
    .unwrap_or_default();
    format!("{}?{query}", Route::Score(t).path())
}

/// The desk's two buttons, as its form sends them (`action`): the values of
/// `formats/templates/desk.html`.
pub const ACCEPT: &str = "accept";
/// See [`ACCEPT`].
pub const REJECT: &str = "reject";
/// The cookie a device keeps after a right code: `ID.MAC` (the code's id, an HMAC of it and the
/// tournament under the server's key), for the tournament's pages only.
pub const DEVICE: &str = "orda-device";

/// The `Set-Cookie` of a device's cookie `value`, for the pages under `path`, kept `max_age`
/// seconds, never read by a page's script, never sent with a request from another site.
pub fn device_cookie(value: &str, path: &str, max_age: u64) -> String {
    format!("{DEVICE}={value}; Path={path}; Max-Age={max_age}; HttpOnly; SameSite=Strict")
}

/// The desk's button that lists the reports for an assistant's code.
pub const SHOW: &str = "show";
