//! The server's machinery, on a well-kept stack (tokio, hyper, axum, tower-http): every limit
//! that lets one client not stop the others is a setting of theirs, never a parser of ours.
//!
//! - At most [`Limits::connections`] connections at once, and [`Limits::per_address`] from
//!   one address; one more is answered 503 and closed.
//! - A request's head is read within [`Limits::head`] and is at most [`HEAD_BYTES`] (431 beyond:
//!   hyper's `max_buf_size`); a body is at most [`BODY_BYTES`] (413: tower-http).
//! - A connection that neither sends nor reads for [`Limits::idle`] is closed (a reader that
//!   never reads its answers, pipelined or not, holds only its own connection until then).
//! - A page that takes longer than [`PAGE_TIME`] is answered 503 (tower-http's timeout); a page
//!   whose making panics is answered 500 and the server goes on (tower-http's catch-panic).
//! - An accept that fails (too many open files) waits and tries again: it never stops the
//!   listener.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::{FromRequest, State};
use axum::http::{HeaderName, HeaderValue, Method, Request, StatusCode, Uri};
use axum::response::Response;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::sync::{Semaphore, oneshot};
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;

use super::http::{HEADERS, HTML, Route, TEXT, route, status_body};
use super::pages::{Answer, Site};
use super::report::{Desk, Reply, Sent};

/// A request's head (request line and headers) at most, in bytes.
pub const HEAD_BYTES: usize = 16 * 1024;
/// A request's body at most, in bytes.
pub const BODY_BYTES: usize = 16 * 1024;
/// A page's making at most.
pub const PAGE_TIME: Duration = Duration::from_secs(20);

/// The limits on connections and their time.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Connections at once.
    pub connections: usize,
    /// Time to read a request's head.
    pub head: Duration,
    /// Time a connection may neither send nor read.
    pub idle: Duration,
    /// Connections at once from one address: half the slots, so that one host never takes
    /// them all, while a hall whose phones reach the server through one router's address
    /// (NAT) still has room.
    pub per_address: usize,
}

impl Limits {
    /// The hall's: enough for 2,000 phones polling, within the open files the system allows.
    pub fn hall() -> Limits {
        let connections = open_files().saturating_sub(64).clamp(64, 4096);
        Limits {
            connections,
            head: Duration::from_secs(10),
            idle: Duration::from_secs(30),
            per_address: connections / 2,
        }
    }
}

/// How many files this process may open, after raising its own limit as far as the system
/// lets it (Unix; elsewhere sockets are not counted so).
fn open_files() -> usize {
    #[cfg(unix)]
    {
        let mut lim = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        // SAFETY: getrlimit and setrlimit read and write the struct given, nothing else.
        unsafe {
            if libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) != 0 {
                return 1024;
            }
            let want = lim.rlim_max.min(8192);
            if lim.rlim_cur < want {
                let raised = libc::rlimit {
                    rlim_cur: want,
                    rlim_max: lim.rlim_max,
                };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &raised) == 0 {
                    lim.rlim_cur = want;
                }
            }
        }
        usize::try_from(lim.rlim_cur).unwrap_or(usize::MAX)
    }
    #[cfg(not(unix))]
    {
        8192
    }
}

/// Serves `site` on `listener` until `stop` fires.
pub(super) async fn run(
    listener: std::net::TcpListener,
    site: Site,
    desk: Desk,
    limits: Limits,
    mut stop: oneshot::Receiver<()>,
) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::from_std(listener)?;
    let shared = Shared {
        site: Arc::new(Mutex::new(site)),
        desk: Arc::new(Mutex::new(desk)),
        queue: Arc::new(Semaphore::new(QUEUE)),
    };
    let mut app = Router::new()
        .fallback(answer)
        .with_state(shared)
        .layer(TimeoutLayer::with_status_code(
            StatusCode::SERVICE_UNAVAILABLE,
            PAGE_TIME,
        ))
        .layer(RequestBodyLimitLayer::new(BODY_BYTES))
        .layer(CatchPanicLayer::custom(|_| {
            refusal(StatusCode::INTERNAL_SERVER_ERROR)
        }));
    // A busy server's 503 (the queue full, a page too slow, the file being replaced) says when
    // to ask again, as the 503 of a connection beyond the limit does.
    app = app.layer(SetResponseHeaderLayer::if_not_present(
        axum::http::header::RETRY_AFTER,
        |r: &Response| {
            (r.status() == StatusCode::SERVICE_UNAVAILABLE)
                .then(|| HeaderValue::from_static(super::http::RETRY_AFTER))
        },
    ));
    // Every answer's headers, on the pages and on what the stack answers itself (413, a
    // timeout's 503, a panic's 500).
    for (name, value) in HEADERS {
        if let (Ok(n), Ok(v)) = (
            HeaderName::from_bytes(name.as_bytes()),
            HeaderValue::from_str(value),
        ) {
            app = app.layer(SetResponseHeaderLayer::if_not_present(n, v));
        }
    }
    let slots = Arc::new(Semaphore::new(limits.connections));
    let held: Arc<Mutex<HashMap<IpAddr, usize>>> = Arc::default();
    // Connections being refused at most (each for a second or two); beyond, dropped at once.
    let refusing = Arc::new(Semaphore::new(64));
    loop {
        let accepted = tokio::select! {
            _ = &mut stop => return Ok(()),
            a = listener.accept() => a,
        };
        let (tcp, peer) = match accepted {
            Ok(a) => a,
            // Out of files or another passing failure: wait a little, go on listening.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let Some(mine) = Held::take(&held, peer.ip(), limits.per_address) else {
            // This address holds its share already: it is answered as a full server is.
            if let Ok(place) = Arc::clone(&refusing).try_acquire_owned() {
                tokio::spawn(async move {
                    full(tcp).await;
                    drop(place);
                });
            }
            continue;
        };
        match Arc::clone(&slots).try_acquire_owned() {
            Ok(slot) => {
                // Each request knows its connection's address (wrong codes are counted by it).
                let app = app.clone().layer(axum::Extension(Peer(peer.ip())));
                tokio::spawn(async move {
                    connection(tcp, app, limits).await;
                    drop((slot, mine));
                });
            }
            Err(_) => {
                if let Ok(place) = Arc::clone(&refusing).try_acquire_owned() {
                    tokio::spawn(async move {
                        full(tcp).await;
                        drop(place);
                    });
                }
            }
        }
    }
}

/// One connection counted against its address's share; the count goes down when it is dropped.
struct Held {
    all: Arc<Mutex<HashMap<IpAddr, usize>>>,
    ip: IpAddr,
}

impl Held {
    /// A place for one more connection from `ip`, if it holds fewer than `most`.
    fn take(all: &Arc<Mutex<HashMap<IpAddr, usize>>>, ip: IpAddr, most: usize) -> Option<Held> {
        let mut map = all
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let n = map.entry(ip).or_insert(0);
        if *n >= most.max(1) {
            return None;
        }
        *n += 1;
        Some(Held {
            all: Arc::clone(all),
            ip,
        })
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        let mut map = self
            .all
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(n) = map.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                map.remove(&self.ip);
            }
        }
    }
}

/// One connection, HTTP/1.1 with keep-alive, within the limits.
async fn connection(tcp: tokio::net::TcpStream, app: Router, limits: Limits) {
    let _ = tcp.set_nodelay(true);
    let mut io = tokio_io_timeout::TimeoutStream::new(tcp);
    io.set_read_timeout(Some(limits.idle));
    io.set_write_timeout(Some(limits.idle));
    let io = TokioIo::new(Box::pin(io));
    let service = TowerToHyperService::new(app);
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.head)
        .max_buf_size(HEAD_BYTES)
        .serve_connection(io, service);
    let _ = conn.await;
}

/// A connection beyond the limit: 503, closed. What the client sent first is read (at most a
/// head's bytes, within a second) so that closing does not reset the connection before the
/// client reads the answer; a client that does not read it is not waited for either.
async fn full(mut tcp: tokio::net::TcpStream) {
    let mut head = vec![0u8; HEAD_BYTES];
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        let mut read = 0;
        while read < head.len() {
            match tcp.read(&mut head[read..]).await {
                Ok(0) | Err(_) => break,
                Ok(n) => read += n,
            }
            if head[..read].windows(4).any(|w| w == b"\r\n\r\n") {
                break;
            }
        }
    })
    .await;
    let answer = super::http::unavailable();
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        let _ = tcp.write_all(answer.as_bytes()).await;
        let _ = tcp.shutdown().await;
    })
    .await;
}

/// The address a request came from.
#[derive(Clone, Copy, Debug)]
struct Peer(std::net::IpAddr);

/// What the handlers share: the site, the desk, and the places in the queue for them.
#[derive(Clone)]
struct Shared {
    site: Arc<Mutex<Site>>,
    desk: Arc<Mutex<Desk>>,
    /// Requests waiting for the site or being answered at most: one more is answered 503 at
    /// once, so that a flood never queues work that outlives its requests.
    queue: Arc<Semaphore>,
}

/// Requests waiting for the site at most.
const QUEUE: usize = 512;

/// The answer to one request: a page for GET and HEAD (made on a blocking thread: the
/// database is read there), the report form's POST, 405 otherwise.
async fn answer(State(shared): State<Shared>, req: Request<Body>) -> Response {
    let read = req.method() == Method::GET || req.method() == Method::HEAD;
    let url = path_of(req.uri());
    // The forms: the one kind of page that takes a POST.
    let report = match route(&url) {
        Some(
            form @ (Route::Report(_)
            | Route::CheckIn(_)
            | Route::Score(_)
            | Route::Bye(_)
            | Route::Desk(_)),
        ) => Some(form),
        _ => None,
    };
    if !read && (report.is_none() || req.method() != Method::POST) {
        return refusal(StatusCode::METHOD_NOT_ALLOWED);
    }
    let Ok(place) = Arc::clone(&shared.queue).try_acquire_owned() else {
        return refusal(StatusCode::SERVICE_UNAVAILABLE);
    };
    if let Some(t) = report {
        let peer = req
            .extensions()
            .get::<Peer>()
            .map_or(std::net::IpAddr::from([0, 0, 0, 0]), |p| p.0);
        // The score page's moves come in its query: read as a form is.
        let asked = axum::extract::Query::<Sent>::try_from_uri(req.uri())
            .map(|q| q.0)
            .unwrap_or_default();
        let sent = if read {
            None
        } else {
            match axum::Form::<Sent>::from_request(req, &()).await {
                Ok(axum::Form(sent)) => Some(sent),
                Err(_) => return refusal(StatusCode::UNPROCESSABLE_ENTITY),
            }
        };
        let desk = shared.desk;
        let made = tokio::task::spawn_blocking(move || {
            let mut desk = match desk.lock() {
                Ok(d) => d,
                Err(poisoned) => {
                    desk.clear_poison();
                    poisoned.into_inner()
                }
            };
            let reply = match sent {
                Some(sent) => desk.send(t, peer, sent),
                None => desk.form(t, &url, asked),
            };
            drop(place);
            reply
        })
        .await;
        return match made {
            Ok(Reply::Page(status, page)) if page.is_empty() => {
                refusal(StatusCode::from_u16(status).unwrap_or(StatusCode::NOT_FOUND))
            }
            Ok(Reply::Page(status, page)) => response(status, HTML, page.into()),
            Ok(Reply::SeeOther(path)) => {
                let mut r = response(303, TEXT, status_body(303).into());
                if let Ok(v) = HeaderValue::from_str(&path) {
                    r.headers_mut().insert(axum::http::header::LOCATION, v);
                }
                r
            }
            Err(_) => refusal(StatusCode::INTERNAL_SERVER_ERROR),
        };
    }
    let site = shared.site;
    let made = tokio::task::spawn_blocking(move || {
        let answer = match site.lock() {
            Ok(mut site) => site.get(&url),
            // A page that panicked while the site was held: what the site kept is dropped,
            // and the lock is healthy again for the requests after.
            Err(poisoned) => {
                let mut held = poisoned.into_inner();
                held.forget();
                site.clear_poison();
                held.get(&url)
            }
        };
        drop(place);
        answer
    })
    .await;
    match made {
        Ok(Answer(status, kind, body)) => response(status, kind, body),
        Err(_) => refusal(StatusCode::INTERNAL_SERVER_ERROR),
    }
}

/// The path and query of a request, as the routes read it.
fn path_of(uri: &Uri) -> String {
    uri.path_and_query()
        .map_or_else(|| uri.path().to_string(), |p| p.as_str().to_string())
}

/// A refusal: its status code as the body.
fn refusal(status: StatusCode) -> Response {
    response(status.as_u16(), TEXT, status_body(status.as_u16()).into())
}

/// An answer with its content type (every answer's other headers are the outer layers', in
/// `run`).
fn response(status: u16, kind: &'static str, body: bytes::Bytes) -> Response {
    let mut r = Response::new(Body::from(body));
    *r.status_mut() = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    if let Ok(v) = HeaderValue::from_str(kind) {
        r.headers_mut().insert(axum::http::header::CONTENT_TYPE, v);
    }
    r
}
