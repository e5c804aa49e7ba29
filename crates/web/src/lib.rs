//! The live results page: a small read-only HTTP server (tiny_http, one thread) that serves
//! the database's tournaments to the phones and screens of the hall (docs/web.md).
//!
//! Safe by construction:
//! - only GET and HEAD are answered (405 otherwise); a path is matched against a fixed set of
//!   routes whose only variables are numbers, so nothing of a request ever names a file;
//! - it reads its own read-only connection (`Store::open_read`): it never writes, and the
//!   window's writes never wait for it (SQLite's WAL: readers and a writer do not block);
//! - it publishes only what the printed papers show (names, titles, ratings, regions, results:
//!   no birth dates, no ids from the registry);
//! - pages are made once per version of the data and kept, so a flood of requests costs a
//!   look at the version each.
//!
//! A page asks `/version` every 3 seconds and reloads itself when the data has changed (a
//! result entered in the window or on the command line).

mod game;
pub mod http;
mod pages;

use std::io;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Duration;

use orda_core::tournament::Lang;

pub use http::{Route, route};

/// A running server.
pub struct Server {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Server {
    /// Serves database `db` on `bind` (port 0: any free port), in `lang` unless a tournament
    /// has its own publication language.
    pub fn start(db: PathBuf, bind: SocketAddr, lang: Lang) -> io::Result<Server> {
        let http = tiny_http::Server::http(bind).map_err(io::Error::other)?;
        let addr = http
            .server_addr()
            .to_ip()
            .ok_or_else(|| io::Error::from(io::ErrorKind::AddrNotAvailable))?;
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let thread = std::thread::Builder::new()
            .name(http::THREAD.into())
            .spawn(move || {
                let mut site = pages::Site::new(db, lang);
                while !flag.load(Ordering::Relaxed) {
                    match http.recv_timeout(Duration::from_millis(200)) {
                        // A page whose making panicked is not answered; the site goes on.
                        Ok(Some(request)) => {
                            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                                site.answer(request)
                            }));
                        }
                        Ok(None) => {}
                        Err(_) => break,
                    }
                }
            })?;
        Ok(Server {
            addr,
            stop,
            thread: Some(thread),
        })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops serving (waits for the request being answered).
    pub fn stop(mut self) {
        self.halt();
    }

    fn halt(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
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
