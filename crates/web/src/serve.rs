//! The server's machinery, on a well-kept stack (tokio, hyper, axum, tower-http): every limit
//! that lets one client not stop the others is a setting of theirs or a count of ours here,
//! never a parser of ours.
//!
//! - At most [`Limits::connections`] connections at once. One more, when every slot is taken,
//!   takes the slot of the network holding the most connections (its connection idle longest:
//!   `conns.rs`), so that hosts holding every slot lose them to the hall's phones one by one;
//!   it is answered 503 only when no slot comes free within [`WAIT`].
//! - A request's head is read within [`Limits::head`] and is at most [`HEAD_BYTES`] (431 beyond:
//!   hyper's `max_buf_size`); a body is at most [`BODY_BYTES`] (413: tower-http) and is read
//!   whole within [`Limits::body`] (408 beyond) before the request takes a place in a queue.
//! - A connection that neither sends nor reads for [`Limits::idle`] is closed (a reader that
//!   never reads its answers, pipelined or not, holds only its own connection until then).
//! - Pages are made, and forms sent, on two threads of their own (the site's, the desk's), each
//!   with a queue of [`Limits::queue`] that serves the addresses waiting in turn and where no address
//!   holds more than its share when it is full (`fair.rs`).
//! - A page that takes longer than [`PAGE_TIME`] is answered 503 (tower-http's timeout); a page
//!   whose making panics is answered 500 and the server goes on.
//! - An accept that fails (too many open files) waits and tries again: it never stops the
//!   listener.

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use axum::body::Body;
use axum::extract::{FromRequest, State};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Method, Request, StatusCode, Uri, header};
use axum::response::Response;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::sync::{Semaphore, oneshot};
use tower_http::catch_panic::CatchPanicLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::set_header::SetResponseHeaderLayer;
use tower_http::timeout::TimeoutLayer;

use super::conns::{Conn, Conns, Held};
use super::fair::{Lost, Part, Worker};
use super::http::{HTML, Route, TEXT, route, status_body};
use super::pages::{Answer, Site};
use super::peer::network;
use super::report::{Answered, Desk, Reply, Sent};

/// A request's head (request line and headers) at most, in bytes.
pub const HEAD_BYTES: usize = 16 * 1024;
/// A request's body at most, in bytes.
pub const BODY_BYTES: usize = 16 * 1024;
/// A page's making at most.
pub const PAGE_TIME: Duration = Duration::from_secs(20);
/// How long a connection that found every slot taken waits for one to come free.
pub const WAIT: Duration = Duration::from_secs(2);
/// How long a connection told to give its slot up may finish the request it is answering.
const GRACE: Duration = Duration::from_secs(1);
/// Connections waiting for a slot at most (each for [`WAIT`] at most), and from one network
/// ([`WAITING_PER_NET`]): beyond, closed at once, so that one host opening connections as fast as
/// it can never takes every place in the line.
pub const WAITING: usize = 64;
/// See [`WAITING`].
pub const WAITING_PER_NET: usize = 16;

/// The limits on connections and their time.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Connections at once.
    pub connections: usize,
    /// Time to read a request's head.
    pub head: Duration,
    /// Time to read a request's body, whole.
    pub body: Duration,
    /// Time a connection may neither send nor read.
    pub idle: Duration,
    /// Requests waiting for the site, and for the desk, at most (each a queue of its own).
    pub queue: usize,
}

impl Limits {
    /// The hall's: enough for 2,000 phones polling, within the open files the system allows.
    pub fn hall() -> Limits {
        // The files left: the connections waiting for a slot ([`WAITING`]), the database's
        // connections, the window's own in the same process, and a margin.
        let connections = open_files().saturating_sub(WAITING + 192).clamp(64, 4096);
        Limits {
            connections,
            head: Duration::from_secs(10),
            body: Duration::from_secs(10),
            idle: Duration::from_secs(30),
            // A request waits only while its connection holds a slot (HTTP/1.1: one at a time
            // each), so a queue as long as the slots is never full but under a flood of
            // connections; full, an address holding more than its share gives its places up.
            queue: connections,
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
        site: Arc::new(Worker::start(super::http::SITE_THREAD, site, limits.queue)?),
        desk: Arc::new(Worker::start(super::http::DESK_THREAD, desk, limits.queue)?),
        body: limits.body,
    };
    let workers = (Arc::clone(&shared.site), Arc::clone(&shared.desk));
    let served = accept(listener, app(shared), limits, &mut stop).await;
    // The jobs waiting are refused, the threads end after the job each is doing.
    workers.0.stop();
    workers.1.stop();
    served
}

/// The router with every layer: the limits on bodies and time, the headers every answer carries.
fn app(shared: Shared) -> Router {
    let mut app = Router::new()
        .fallback(answer)
        .with_state(shared)
        .layer(TimeoutLayer::with_status_code(
            StatusCode::SERVICE_UNAVAILABLE,
            PAGE_TIME,
        ))
        .layer(RequestBodyLimitLayer::new(BODY_BYTES))
        // A panic outside the workers (they answer their own, `fair.rs`) is answered 500 too.
        .layer(CatchPanicLayer::custom(|_| {
            refusal(StatusCode::INTERNAL_SERVER_ERROR)
        }));
    // A busy server's 503 (the queue full, a page too slow, the file being replaced) and a
    // limited client's 429 say when to ask again, as the 503 of a connection beyond the limit
    // does (a 429 of the desk says its own).
    app = app.layer(SetResponseHeaderLayer::if_not_present(
        header::RETRY_AFTER,
        |r: &Response| {
            matches!(
                r.status(),
                StatusCode::SERVICE_UNAVAILABLE | StatusCode::TOO_MANY_REQUESTS
            )
            .then(|| HeaderValue::from_static(super::http::RETRY_AFTER))
        },
    ));
    // Every answer's headers, on the pages and on what the stack answers itself (413, a
    // timeout's 503).
    for (name, value) in super::http::headers() {
        if let (Ok(n), Ok(v)) = (
            HeaderName::from_bytes(name.as_bytes()),
            HeaderValue::from_str(&value),
        ) {
            app = app.layer(SetResponseHeaderLayer::if_not_present(n, v));
        }
    }
    app
}

/// The accept loop, until `stop` fires.
async fn accept(
    listener: tokio::net::TcpListener,
    app: Router,
    limits: Limits,
    stop: &mut oneshot::Receiver<()>,
) -> std::io::Result<()> {
    let slots = Arc::new(Semaphore::new(limits.connections));
    let conns = Conns::new();
    let waiting = Waiting::new();
    loop {
        let accepted = tokio::select! {
            _ = &mut *stop => return Ok(()),
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
        let ip = peer.ip();
        if let Ok(slot) = Arc::clone(&slots).try_acquire_owned() {
            let held = conns.enter(ip);
            let app = app.clone();
            tokio::spawn(async move {
                connection(tcp, app, limits, held).await;
                drop(slot);
            });
            continue;
        }
        // Every slot is taken: the network holding the most gives one up, and this connection
        // waits for a slot a moment.
        let Some(place) = waiting.take(ip) else {
            continue;
        };
        conns.give_way(ip);
        let (slots, conns, app) = (Arc::clone(&slots), Arc::clone(&conns), app.clone());
        tokio::spawn(async move {
            match tokio::time::timeout(WAIT, slots.acquire_owned()).await {
                Ok(Ok(slot)) => {
                    drop(place);
                    let held = conns.enter(ip);
                    connection(tcp, app, limits, held).await;
                    drop(slot);
                }
                _ => {
                    full(tcp).await;
                    drop(place);
                }
            }
        });
    }
}

/// The connections waiting for a slot: at most [`WAITING`], and [`WAITING_PER_NET`] from one
/// network.
struct Waiting(Arc<std::sync::Mutex<std::collections::HashMap<crate::peer::Net, usize>>>);

/// A place in the line for a slot; given back when dropped.
struct Place(Waiting, crate::peer::Net);

impl Waiting {
    fn new() -> Waiting {
        Waiting(Arc::default())
    }

    fn take(&self, ip: std::net::IpAddr) -> Option<Place> {
        let net = network(ip);
        let mut by = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let total: usize = by.values().sum();
        let mine = by.entry(net).or_insert(0);
        if total >= WAITING || *mine >= WAITING_PER_NET {
            return None;
        }
        *mine += 1;
        Some(Place(Waiting(Arc::clone(&self.0)), net))
    }
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut by = (self.0)
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(n) = by.get_mut(&self.1) {
            *n -= 1;
            if *n == 0 {
                by.remove(&self.1);
            }
        }
    }
}

/// One connection, HTTP/1.1 with keep-alive, within the limits, until it ends or must give its
/// slot up (it then finishes the request it is answering, for [`GRACE`] at most).
async fn connection(tcp: tokio::net::TcpStream, app: Router, limits: Limits, held: Held) {
    let _ = tcp.set_nodelay(true);
    let mut io = tokio_io_timeout::TimeoutStream::new(tcp);
    io.set_read_timeout(Some(limits.idle));
    io.set_write_timeout(Some(limits.idle));
    let io = TokioIo::new(Box::pin(io));
    // Each request knows its connection (its address, for the counts of wrong codes; whether it
    // is answering, for choosing which connection gives way).
    let app = app.layer(axum::Extension(Peer(Arc::clone(held.conn()))));
    let service = TowerToHyperService::new(app);
    let conn = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.head)
        .max_buf_size(HEAD_BYTES)
        .serve_connection(io, service);
    tokio::pin!(conn);
    tokio::select! {
        _ = conn.as_mut() => return,
        () = held.conn().given_up() => {}
    }
    conn.as_mut().graceful_shutdown();
    let _ = tokio::time::timeout(GRACE, conn).await;
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

/// The connection a request came on.
#[derive(Clone)]
struct Peer(Arc<Conn>);

/// What the handlers share: the site's and the desk's workers, and the time a body has.
#[derive(Clone)]
struct Shared {
    site: Arc<Worker<Site, Answer>>,
    desk: Arc<Worker<Desk, Answered>>,
    body: Duration,
}

impl Part for Site {
    fn recover(&mut self) {
        self.forget();
    }
}

impl Part for Desk {
    fn recover(&mut self) {
        self.forget();
    }
}

/// The answer to one request: a page for GET and HEAD (made on the site's thread: the database
/// is read there), the forms' POST (sent on the desk's), 405 otherwise.
async fn answer(State(shared): State<Shared>, req: Request<Body>) -> Response {
    let conn = req.extensions().get::<Peer>().map(|p| Arc::clone(&p.0));
    let _answering = conn.as_ref().map(Conn::begin);
    let ip = conn
        .as_ref()
        .map_or(std::net::IpAddr::from([0, 0, 0, 0]), |c| c.ip());
    let net = network(ip);
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
    if let Some(t) = report {
        // The score page's moves come in its query: read as a form is.
        let asked = axum::extract::Query::<Sent>::try_from_uri(req.uri())
            .map(|q| q.0)
            .unwrap_or_default();
        let device = super::report::device_in(cookies(req.headers()));
        let sent = if read {
            None
        } else {
            // The whole body first, within its time: a body sent slowly holds its own
            // connection, never a place in the queue.
            let (parts, body) = req.into_parts();
            let bytes =
                match tokio::time::timeout(shared.body, axum::body::to_bytes(body, BODY_BYTES))
                    .await
                {
                    Ok(Ok(bytes)) => bytes,
                    Ok(Err(_)) => return refusal(StatusCode::PAYLOAD_TOO_LARGE),
                    Err(_) => {
                        let mut r = refusal(StatusCode::REQUEST_TIMEOUT);
                        r.headers_mut()
                            .insert(header::CONNECTION, HeaderValue::from_static("close"));
                        return r;
                    }
                };
            let req = Request::from_parts(parts, Body::from(bytes));
            match axum::Form::<Sent>::from_request(req, &()).await {
                Ok(axum::Form(sent)) => Some(sent),
                Err(_) => return refusal(StatusCode::UNPROCESSABLE_ENTITY),
            }
        };
        let made = shared
            .desk
            .ask(net, move |desk| match sent {
                Some(sent) => desk.send(t, ip, sent, device),
                None => desk.form(t, &url, asked),
            })
            .await;
        return match made {
            Ok(answered) => desk_response(answered),
            Err(Lost::Busy) => refusal(StatusCode::SERVICE_UNAVAILABLE),
            Err(Lost::Panicked) => refusal(StatusCode::INTERNAL_SERVER_ERROR),
        };
    }
    match shared.site.ask(net, move |site| site.get(&url)).await {
        Ok(Answer(status, kind, body)) => response(status, kind, body),
        Err(Lost::Busy) => refusal(StatusCode::SERVICE_UNAVAILABLE),
        Err(Lost::Panicked) => refusal(StatusCode::INTERNAL_SERVER_ERROR),
    }
}

/// The `Cookie` headers' text, joined.
fn cookies(headers: &HeaderMap) -> String {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .collect::<Vec<_>>()
        .join("; ")
}

/// The desk's answer with its headers: the form's page, or 303 to where a report leads; a
/// device's cookie after a right code; how long a limited client waits.
fn desk_response(answered: Answered) -> Response {
    let Answered {
        reply,
        cookie,
        retry_after,
    } = answered;
    let mut r = match reply {
        Reply::Page(status, page) if page.is_empty() => {
            refusal(StatusCode::from_u16(status).unwrap_or(StatusCode::NOT_FOUND))
        }
        Reply::Page(status, page) => response(status, HTML, page.into()),
        Reply::SeeOther(path) => {
            let mut r = response(303, TEXT, status_body(303).into());
            if let Ok(v) = HeaderValue::from_str(&path) {
                r.headers_mut().insert(header::LOCATION, v);
            }
            r
        }
    };
    if let Some(v) = cookie.and_then(|c| HeaderValue::from_str(&c).ok()) {
        r.headers_mut().insert(header::SET_COOKIE, v);
    }
    if let Some(v) = retry_after.and_then(|s| HeaderValue::from_str(&s.to_string()).ok()) {
        r.headers_mut().insert(header::RETRY_AFTER, v);
    }
    r
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
/// `app`).
fn response(status: u16, kind: &'static str, body: bytes::Bytes) -> Response {
    let mut r = Response::new(Body::from(body));
    *r.status_mut() = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    if let Ok(v) = HeaderValue::from_str(kind) {
        r.headers_mut().insert(header::CONTENT_TYPE, v);
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_network_takes_at_most_its_places_in_the_line_for_a_slot() {
        let waiting = Waiting::new();
        let host = std::net::IpAddr::from([10, 0, 0, 1]);
        let mine: Vec<Place> = (0..WAITING_PER_NET)
            .map(|_| waiting.take(host).expect("a place"))
            .collect();
        assert!(waiting.take(host).is_none(), "its share is taken");
        let phone = std::net::IpAddr::from([10, 0, 0, 2]);
        let other = waiting.take(phone).expect("another network's place");
        drop(mine);
        assert!(waiting.take(host).is_some(), "given back when dropped");
        drop(other);
        // Every network at its share: the line is full at [`WAITING`].
        let all: Vec<Place> = (0..WAITING)
            .filter_map(|i| waiting.take(std::net::IpAddr::from([10, 0, 1, (i / 16) as u8])))
            .collect();
        assert_eq!(all.len(), WAITING);
        assert!(
            waiting
                .take(std::net::IpAddr::from([10, 0, 2, 1]))
                .is_none()
        );
    }
}
