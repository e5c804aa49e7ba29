//! One client cannot stop the others (issues 32 and 52): a reader that never reads, more
//! connections than the server takes, hosts holding every slot, a huge head, a head or a body
//! sent slowly, a connection left idle. Each with small limits so that the test is quick;
//! `orda serve` runs with the hall's (docs/web.md).

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use orda::tournament::Lang;
use orda::web::{Limits, Server};

use crate::web::{event, http};

fn small() -> Limits {
    Limits {
        connections: 8,
        head: Duration::from_millis(800),
        body: Duration::from_millis(800),
        idle: Duration::from_millis(1500),
        queue: 8,
    }
}

fn serve(name: &str, limits: Limits) -> Server {
    let (db, _) = event(name);
    Server::start_with(db, "127.0.0.1:0".parse().expect("addr"), Lang::En, limits).expect("starts")
}

/// The head of what the server answers on `s` (empty when it closes without a word).
fn head(s: &mut TcpStream) -> String {
    s.set_read_timeout(Some(Duration::from_secs(5)))
        .expect("timeout");
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    while !got.windows(4).any(|w| w == b"\r\n\r\n") {
        match s.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => got.extend_from_slice(&buf[..n]),
        }
    }
    String::from_utf8_lossy(&got).into_owned()
}

/// What the server answers on `s` (its status line), `None` when it closes without a word.
fn status_line(s: &mut TcpStream) -> Option<String> {
    head(s)
        .lines()
        .next()
        .filter(|l| !l.is_empty())
        .map(str::to_string)
}

fn connect(addr: SocketAddr) -> TcpStream {
    TcpStream::connect(addr).expect("connects")
}

#[test]
fn a_reader_that_never_reads_holds_only_its_own_connection() {
    let server = serve("hostile-pipeline", Limits::hall());
    let mut hog = connect(server.addr());
    // Enough answers to fill the connection's buffers many times over: the server's writes to
    // it stall (on another thread: the hog writes while nobody reads).
    let many: String = (0..5000)
        .map(|_| "GET /t/1/standings HTTP/1.1\r\nHost: x\r\n\r\n")
        .collect();
    let sender = std::thread::spawn(move || {
        let _ = hog.write_all(many.as_bytes());
        hog
    });
    std::thread::sleep(Duration::from_millis(300));
    let t0 = Instant::now();
    let (status, body) = http(server.addr(), "GET", "/t/1/standings");
    assert_eq!(status, 200);
    assert!(body.contains("Live Cup"));
    // Well under the idle time (30 s) after which the hog itself would be let go.
    assert!(t0.elapsed() < Duration::from_secs(10), "{:?}", t0.elapsed());
    drop(server);
    let _ = sender.join();
}

/// A server with no slot to give (here: none at all) answers 503 and says when to ask again,
/// as it does for a page it cannot make now (here: its file is not there); the listener goes
/// on.
#[test]
fn a_busy_server_s_503_says_when_to_ask_again() {
    let none = Limits {
        connections: 0,
        ..small()
    };
    let server = serve("hostile-retry", none);
    for _ in 0..2 {
        let mut s = connect(server.addr());
        s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
            .expect("sends");
        let full = head(&mut s);
        assert!(full.starts_with("HTTP/1.1 503"), "{full}");
        assert!(full.contains("Retry-After: 2\r\n"), "{full}");
    }
    let gone = crate::util::scratch("hostile-retry-gone").join("no-such-folder/none.sqlite");
    let server = Server::start_with(
        gone,
        "127.0.0.1:0".parse().expect("addr"),
        Lang::En,
        small(),
    )
    .expect("starts");
    let mut s = connect(server.addr());
    s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .expect("sends");
    let answer = head(&mut s).to_ascii_lowercase();
    assert!(answer.starts_with("http/1.1 503"), "{answer}");
    assert!(answer.contains("retry-after: 2\r\n"), "{answer}");
}

#[test]
fn a_huge_head_is_refused_and_costs_nothing_after() {
    let server = serve("hostile-head", Limits::hall());
    let mut s = connect(server.addr());
    let big = format!(
        "GET / HTTP/1.1\r\nHost: x\r\nX-Big: {}\r\n\r\n",
        "a".repeat(64 * 1024)
    );
    // The server may close before all is sent: what matters is what it answers.
    let _ = s.write_all(big.as_bytes());
    let line = status_line(&mut s).unwrap_or_default();
    assert!(line.contains(" 431 "), "{line}");
    assert_eq!(http(server.addr(), "GET", "/").0, 200);
}

#[test]
fn a_head_sent_too_slowly_and_an_idle_connection_are_closed() {
    let server = serve("hostile-slow", small());
    // Half a head, then nothing: closed once the head's time is up.
    let mut slow = connect(server.addr());
    slow.write_all(b"GET / HTTP/1.1\r\nHost: x\r\n")
        .expect("sends");
    let t0 = Instant::now();
    let line = status_line(&mut slow);
    assert!(t0.elapsed() < Duration::from_secs(4), "{:?}", t0.elapsed());
    assert!(
        line.as_deref().is_none_or(|l| l.contains(" 408 ")),
        "{line:?}"
    );
    // A connection that sends nothing at all: closed once the idle time is up.
    let mut idle = connect(server.addr());
    let t0 = Instant::now();
    assert_eq!(status_line(&mut idle), None);
    let waited = t0.elapsed();
    assert!(waited >= Duration::from_millis(700), "{waited:?}");
    assert!(waited < Duration::from_secs(4), "{waited:?}");
    assert_eq!(http(server.addr(), "GET", "/").0, 200);
}

#[test]
fn a_body_beyond_the_limit_is_refused_unread_with_the_usual_headers() {
    let server = serve("hostile-body", Limits::hall());
    let mut s = connect(server.addr());
    let body = "a".repeat(orda::web::serve::BODY_BYTES + 1);
    let req = format!(
        "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let _ = s.write_all(req.as_bytes());
    let head = head(&mut s).to_lowercase();
    // Refused by its size before anything reads it, with every answer's headers.
    assert!(head.starts_with("http/1.1 413 "), "{head}");
    assert!(head.contains("x-content-type-options: nosniff"), "{head}");
    assert!(head.contains("content-security-policy: "), "{head}");
}

/// A page, the 404 page and a version carry every answer's headers (no caching, no sniffing,
/// no referrer, the content policy) with their own content type.
#[test]
fn every_answer_carries_the_headers() {
    let server = serve("hostile-headers", Limits::hall());
    for (path, kind) in [
        ("/t/1/standings", "text/html"),
        ("/nowhere", "text/html"),
        ("/t/1/version", "text/plain"),
    ] {
        let mut s = connect(server.addr());
        write!(
            s,
            "GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
        )
        .expect("sends");
        let head = head(&mut s).to_lowercase();
        assert!(
            head.contains(&format!("content-type: {kind}; charset=utf-8")),
            "{head}"
        );
        for h in [
            "cache-control: no-store",
            "x-content-type-options: nosniff",
            "referrer-policy: no-referrer",
            "allow: get, head",
            "content-security-policy: default-src 'none'",
        ] {
            assert!(head.contains(h), "{path}: {h}\n{head}");
        }
    }
}

/// The content policy runs the live pages' one script by its hash, and no inline script
/// besides (issue 52: it allowed any, `'unsafe-inline'`): the hash is the script's as a browser
/// hashes it, taken from a page served.
#[test]
fn the_content_policy_runs_the_pages_own_script_and_no_other() {
    use base64::Engine;
    use sha2::Digest;
    let server = serve("hostile-policy", Limits::hall());
    let mut s = connect(server.addr());
    s.write_all(b"GET /t/1/standings HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .expect("sends");
    let mut answer = String::new();
    s.read_to_string(&mut answer).expect("reads");
    let (head, page) = answer.split_once("\r\n\r\n").expect("a head");
    let policy = head
        .lines()
        .find_map(|l| l.strip_prefix("content-security-policy: "))
        .expect("a policy");
    let script_src = policy
        .split(';')
        .map(str::trim)
        .find(|d| d.starts_with("script-src"))
        .expect("script-src");
    assert!(!script_src.contains("unsafe"), "{policy}");
    let script = page
        .split_once("<script>")
        .and_then(|(_, rest)| rest.split_once("</script>"))
        .map(|(s, _)| s)
        .expect("the page's script");
    let hash = base64::engine::general_purpose::STANDARD.encode(sha2::Sha256::digest(script));
    assert_eq!(script_src, format!("script-src 'sha256-{hash}'"));
    assert_eq!(page.matches("<script").count(), 1);
}

/// A connection to `addr` from the loopback address `from` (127.0.0.x).
fn connect_from(from: [u8; 4], addr: SocketAddr) -> std::io::Result<TcpStream> {
    let s = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None)?;
    s.bind(&SocketAddr::from((from, 0)).into())?;
    s.connect(&addr.into())?;
    Ok(s.into())
}

/// Whether the server closes `s` (it reads the end, or a reset) within `wait`.
fn closed_within(s: &mut TcpStream, wait: Duration) -> bool {
    s.set_read_timeout(Some(wait)).expect("timeout");
    let mut buf = [0u8; 64];
    match s.read(&mut buf) {
        Ok(0) => true,
        Ok(_) => false,
        // A reset closes it too; a read that only timed out does not.
        Err(e) => !matches!(
            e.kind(),
            std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
        ),
    }
}

/// A server bound to every address, reached at 127.0.0.1 from other loopback addresses; `None`
/// on a system without the whole loopback network (not Linux): nothing to try there.
fn serve_hosts(name: &str, limits: Limits) -> Option<(Server, SocketAddr)> {
    let (db, _) = event(name);
    let server = Server::start_with(db, "0.0.0.0:0".parse().expect("addr"), Lang::En, limits)
        .expect("starts");
    let addr = SocketAddr::from(([127, 0, 0, 1], server.addr().port()));
    connect_from([127, 0, 0, 2], addr).ok()?;
    Some((server, addr))
}

/// A GET on `s`, kept alive: its status line.
fn get_on(s: &mut TcpStream, path: &str) -> String {
    write!(s, "GET {path} HTTP/1.1\r\nHost: x\r\n\r\n").expect("sends");
    let head = head(s);
    // The rest of the answer: its length is in the head.
    let len: usize = head
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .strip_prefix("content-length:")
                .map(|v| v.trim().parse().unwrap_or(0))
        })
        .unwrap_or(0);
    let at = head.find("\r\n\r\n").map_or(head.len(), |i| i + 4);
    let mut left = len.saturating_sub(head.len() - at);
    let mut buf = vec![0u8; 8192];
    while left > 0 {
        match s.read(&mut buf[..left.min(8192)]) {
            Ok(0) | Err(_) => break,
            Ok(n) => left -= n,
        }
    }
    head.lines().next().unwrap_or_default().to_string()
}

/// Two hosts holding every slot with idle connections (issue 52: everyone was 503 while they
/// held them): a phone's request takes the slot of the host holding the most, the one idle
/// longest; the phone's own connection is never the one to give way while the hosts hold more.
#[test]
fn hosts_holding_every_slot_give_way_to_the_hall_s_phones() {
    let limits = Limits {
        head: Duration::from_secs(60),
        idle: Duration::from_secs(60),
        ..small()
    };
    let Some((server, addr)) = serve_hosts("hostile-hosts", limits) else {
        return;
    };
    // The first host holds five, the second three.
    let mut held: Vec<TcpStream> = Vec::new();
    for (host, n) in [(2, 5), (3, 3)] {
        for _ in 0..n {
            held.push(connect_from([127, 0, 0, host], addr).expect("connects"));
            std::thread::sleep(Duration::from_millis(20));
        }
    }
    // Every slot is held: the phone is served all the same ...
    let mut phone = connect_from([127, 0, 0, 4], addr).expect("connects");
    assert!(get_on(&mut phone, "/").contains(" 200 "));
    // ... and the first host's oldest connection was closed for it.
    let (soon, now) = (Duration::from_secs(4), Duration::from_millis(200));
    assert!(
        closed_within(&mut held[0], soon),
        "the idlest of the first host gave way"
    );
    assert!(!closed_within(&mut held[5], now), "the second host's stay");
    // The hosts open more: each takes a slot of theirs, never the phone's.
    for _ in 0..6 {
        let mut more = connect_from([127, 0, 0, 2], addr).expect("connects");
        let _ = more.write_all(b"GET /version HTTP/1.1\r\nHost: x\r\n\r\n");
        held.push(more);
        std::thread::sleep(Duration::from_millis(30));
    }
    assert!(
        get_on(&mut phone, "/").contains(" 200 "),
        "the phone kept its connection"
    );
    drop(held);
    drop(server);
}

/// Bodies sent a byte at a time (issue 52: 520 of them kept every request of every address
/// 503): each is cut when its time is up (408), none takes a place in the queue of pages, and
/// the hall's pages are answered meanwhile.
#[test]
fn bodies_sent_slowly_are_cut_at_their_time_and_take_no_place_in_the_queue() {
    let limits = Limits {
        connections: 64,
        body: Duration::from_millis(1500),
        head: Duration::from_secs(10),
        idle: Duration::from_secs(10),
        queue: 8,
    };
    let Some((server, addr)) = serve_hosts("hostile-slow-body", limits) else {
        return;
    };
    // Twenty slow bodies from one host: more than the queue's places.
    let mut slow: Vec<TcpStream> = (0..20)
        .map(|_| {
            let mut s = connect_from([127, 0, 0, 9], addr).expect("connects");
            s.write_all(
                b"POST /t/1/report HTTP/1.1\r\nHost: x\r\n\
                  Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\na",
            )
            .expect("sends");
            s
        })
        .collect();
    let t0 = Instant::now();
    std::thread::sleep(Duration::from_millis(300));
    // A byte more from each now and then: the idle time never runs out, the body's time does.
    for s in &mut slow {
        let _ = s.write_all(b"a");
    }
    // Pages from another address while the bodies come: every one 200.
    let mut phone = connect_from([127, 0, 0, 4], addr).expect("connects");
    for _ in 0..5 {
        assert!(get_on(&mut phone, "/t/1/standings").contains(" 200 "));
    }
    assert!(
        t0.elapsed() < Duration::from_millis(1400),
        "{:?}",
        t0.elapsed()
    );
    let line = status_line(&mut slow[0]).unwrap_or_default();
    assert!(line.contains(" 408 "), "{line}");
    let waited = t0.elapsed();
    assert!(waited >= Duration::from_millis(1200), "{waited:?}");
    assert!(waited < Duration::from_secs(6), "{waited:?}");
    drop(slow);
    drop(server);
}
