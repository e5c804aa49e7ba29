//! What a flood of requests to the live results page costs the window: the same 100-player
//! round entered key by key in the window, first with the page published and idle (the
//! baseline, measured in the same run), then while clients request pages as fast as they can.
//! The page answers from its own thread and read-only connection, so the window never waits
//! for it; what remains is the CPU the clients and the server take on the same machine.
//! Run: `cargo bench --bench web_flood` (`ORDA_FLOOD_CLIENTS=N`, default 2).

mod common;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::Instant;

use orda::store::Store;
use orda::tournament::Lang;
use orda::ui::{Command, OrdaApp};

/// Keys timed in each run.
const KEYS: u32 = 300;

fn get(addr: SocketAddr, path: &str) -> bool {
    let Ok(mut s) = TcpStream::connect(addr) else {
        return false;
    };
    let _ = write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    );
    let mut body = Vec::new();
    s.read_to_end(&mut body).is_ok() && body.starts_with(b"HTTP/1.1 200")
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/bench-data");
    std::fs::create_dir_all(&dir).expect("target/bench-data");
    let db = dir.join("flood.sqlite");
    for f in ["flood.sqlite", "flood.sqlite-wal", "flood.sqlite-shm"] {
        let _ = std::fs::remove_file(dir.join(f));
    }
    let t = common::event(&mut Store::open(&db).expect("a new database"));
    let server =
        orda::web::Server::start(db.clone(), "127.0.0.1:0".parse().expect("addr"), Lang::En)
            .expect("serves");
    let addr = server.addr();
    let mut app = OrdaApp::with_store(Store::open(&db).expect("opens"));
    app.apply(Command::SelectTournament(t));
    // A first pass warms the caches, so that neither measurement pays for it.
    common::per_key(&mut app, KEYS);
    let idle = common::per_key(&mut app, KEYS);

    let clients: usize = std::env::var("ORDA_FLOOD_CLIENTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2);
    let stop = Arc::new(AtomicBool::new(false));
    let served = Arc::new(AtomicU64::new(0));
    let threads: Vec<_> = (0..clients)
        .map(|i| {
            let (stop, served) = (Arc::clone(&stop), Arc::clone(&served));
            let path = if i % 2 == 0 {
                format!("/t/{t}")
            } else {
                format!("/t/{t}/standings")
            };
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    if get(addr, &path) {
                        served.fetch_add(1, Ordering::Relaxed);
                    }
                }
            })
        })
        .collect();
    let t0 = Instant::now();
    let flooded = common::per_key(&mut app, KEYS);
    let seconds = t0.elapsed().as_secs_f64();
    stop.store(true, Ordering::Relaxed);
    for th in threads {
        let _ = th.join();
    }
    server.stop();
    println!(
        "result key, page published and idle: {:.2} ms; with {clients} clients requesting pages ({:.0} pages/s served): {:.2} ms ({:.2}x)",
        idle * 1e3,
        served.load(Ordering::Relaxed) as f64 / seconds,
        flooded * 1e3,
        flooded / idle
    );
}
