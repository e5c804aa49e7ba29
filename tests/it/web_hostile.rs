//! One client cannot stop the others (issue 32): a reader that never reads, more connections
//! than the server takes, a huge head, a head sent slowly, a connection left idle. Each with
//! small limits so that the test is quick; `orda serve` runs with the hall's (docs/web.md).

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
        idle: Duration::from_millis(1500),
        per_address: 8,
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

#[test]
fn a_connection_beyond_the_limit_is_answered_503_and_the_listener_goes_on() {
    // Long head and idle times: the eight held connections stay held however slow the machine.
    let limits = Limits {
        head: Duration::from_secs(60),
        idle: Duration::from_secs(60),
        ..small()
    };
    let server = serve("hostile-full", limits);
    let held: Vec<TcpStream> = (0..8).map(|_| connect(server.addr())).collect();
    // Accepted in the order they came: the ninth after the eight.
    let (status, body) = http(server.addr(), "GET", "/");
    assert_eq!((status, body.trim()), (503, "503"));
    drop(held);
    // Their places come free as the server sees them closed.
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let (status, _) = http(server.addr(), "GET", "/");
        if status == 200 {
            break;
        }
        assert!(Instant::now() < deadline, "still {status}");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// A 503 says when to ask again: a connection beyond the limit, and a page the server cannot
/// make now (here: its file is not there).
#[test]
fn a_busy_server_s_503_says_when_to_ask_again() {
    let limits = Limits {
        head: Duration::from_secs(60),
        idle: Duration::from_secs(60),
        ..small()
    };
    let server = serve("hostile-retry", limits);
    let held: Vec<TcpStream> = (0..8).map(|_| connect(server.addr())).collect();
    let mut ninth = connect(server.addr());
    ninth
        .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        .expect("sends");
    let full = head(&mut ninth);
    assert!(full.starts_with("HTTP/1.1 503"), "{full}");
    assert!(full.contains("Retry-After: 2\r\n"), "{full}");
    drop(held);
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

/// A connection to `addr` from the loopback address `from` (127.0.0.x).
fn connect_from(from: [u8; 4], addr: SocketAddr) -> std::io::Result<TcpStream> {
    let s = socket2::Socket::new(socket2::Domain::IPV4, socket2::Type::STREAM, None)?;
    s.bind(&SocketAddr::from((from, 0)).into())?;
    s.connect(&addr.into())?;
    Ok(s.into())
}

#[test]
fn one_address_takes_its_share_of_the_connections_and_no_more() {
    let limits = Limits {
        head: Duration::from_secs(60),
        idle: Duration::from_secs(60),
        per_address: 4,
        ..small()
    };
    let (db, _) = event("hostile-share");
    let server = Server::start_with(db, "0.0.0.0:0".parse().expect("addr"), Lang::En, limits)
        .expect("starts");
    let addr = SocketAddr::from(([127, 0, 0, 1], server.addr().port()));
    let Ok(first) = connect_from([127, 0, 0, 2], addr) else {
        // A system without the whole loopback network (not Linux): nothing to try.
        return;
    };
    let mut held = vec![first];
    held.extend((0..3).map(|_| connect_from([127, 0, 0, 2], addr).expect("connects")));
    // Its fifth is answered as a full server's ...
    let mut fifth = connect_from([127, 0, 0, 2], addr).expect("connects");
    fifth
        .write_all(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        .expect("sends");
    let line = status_line(&mut fifth).unwrap_or_default();
    assert!(line.contains(" 503 "), "{line}");
    // ... while another address is served.
    let mut other = connect_from([127, 0, 0, 3], addr).expect("connects");
    other
        .write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .expect("sends");
    let line = status_line(&mut other).unwrap_or_default();
    assert!(line.contains(" 200 "), "{line}");
    drop(held);
}
