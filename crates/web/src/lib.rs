//! The live results page: a small HTTP server that serves the database's tournaments to the
//! phones and screens of the hall (docs/web.md), with one form that changes data: a player's
//! report of his result, an assistant's result (`report.rs`, docs/access.md).
//!
//! Safe by construction:
//! - only GET and HEAD are answered, and POST on the report form (405 otherwise); a path is
//!   matched against a fixed set of routes whose only variables are numbers, so nothing of a
//!   request ever names a file;
//! - one client cannot stop the others: connections, heads, bodies and time are limited by the
//!   stack it runs on (tokio, hyper, axum, tower-http; `serve.rs` says which limit is whose);
//! - its pages read their own read-only connection (`Store::open_read`), and the window's
//!   writes never wait for them (SQLite's WAL: readers and a writer do not block); the form
//!   writes through `app` on a connection of its own, one short transaction per report;
//! - it publishes only what the printed papers show (names, titles, ratings, regions, results:
//!   no birth dates, no ids from the registry);
//! - pages are made once per version of the data and kept, so a flood of requests costs a
//!   look at the version each.
//!
//! A page asks `/version` every 3 seconds and reloads itself when the data has changed (a
//! result entered in the window or on the command line).

mod conns;
mod fair;
mod game;
pub mod http;
mod pages;
mod peer;
mod players;
mod report;
pub mod serve;

use std::io;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::thread::JoinHandle;

use orda_core::tournament::Lang;

pub use http::{Route, route};
pub use serve::Limits;

/// A running server.
pub struct Server {
    addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<JoinHandle<()>>,
}

impl Server {
    /// Serves database `db` on `bind` (port 0: any free port), in `lang` unless a tournament
    /// has its own publication language, within the hall's limits.
    pub fn start(db: PathBuf, bind: SocketAddr, lang: Lang) -> io::Result<Server> {
        Server::start_with(db, bind, lang, Limits::hall())
    }

    /// As [`Server::start`], within `limits`.
    pub fn start_with(
        db: PathBuf,
        bind: SocketAddr,
        lang: Lang,
        limits: Limits,
    ) -> io::Result<Server> {
        let listener = std::net::TcpListener::bind(bind)?;
        listener.set_nonblocking(true)?;
        let addr = listener.local_addr()?;
        // Two workers for the connections; the pages and the forms are made on threads of their
        // own (`fair.rs`).
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .thread_name(http::THREAD)
            .enable_all()
            .build()?;
        let (stop, stopped) = tokio::sync::oneshot::channel();
        let site = pages::Site::new(db.clone(), lang);
        let desk = report::Desk::new(db, lang);
        let thread = std::thread::Builder::new()
            .name(http::THREAD.into())
            .spawn(move || {
                let _ = runtime.block_on(serve::run(listener, site, desk, limits, stopped));
                // Connections still open are dropped with the runtime, at once.
                runtime.shutdown_background();
            })?;
        Ok(Server {
            addr,
            stop: Some(stop),
            thread: Some(thread),
        })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops serving.
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.halt();
    }
}

/// The addresses a phone on the hall's network may open for a server bound to `addr`: the
/// address itself, or for `0.0.0.0` the machine's address on its network (found by asking the
/// system which address it would use to reach another network; nothing is sent).
pub fn urls(addr: SocketAddr) -> Vec<String> {
    let mut ips = Vec::new();
    if addr.ip().is_unspecified() {
        if let Ok(s) = std::net::UdpSocket::bind("0.0.0.0:0")
            && s.connect("192.0.2.1:9").is_ok()
            && let Ok(local) = s.local_addr()
        {
            ips.push(local.ip());
        }
        ips.push(std::net::IpAddr::from([127, 0, 0, 1]));
    } else {
        ips.push(addr.ip());
    }
    ips.into_iter()
        .map(|ip| http::url(SocketAddr::new(ip, addr.port())))
        .collect()
}
