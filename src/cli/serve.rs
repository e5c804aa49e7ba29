//! `orda serve`: the live results page on the hall's network (`orda::web`), until Ctrl+C.

use std::net::{IpAddr, SocketAddr};
use std::process::ExitCode;

use super::shared::{DbArg, db_path, open_read, tryx};

pub fn serve(db: &DbArg, port: u16, bind: &str) -> ExitCode {
    // The file is opened once here so that a missing or foreign one is said before serving.
    drop(tryx!(open_read(db)));
    let path = tryx!(db_path(db));
    let Ok(ip) = bind.trim().parse::<IpAddr>() else {
        errln!("orda: {}", orda::t!("cli-bad-bind", bind = bind));
        return ExitCode::from(2);
    };
    let lang = orda::words::lang::current();
    let server = match orda::web::Server::start(path, SocketAddr::new(ip, port), lang) {
        Ok(s) => s,
        Err(e) => {
            let addr = SocketAddr::new(ip, port).to_string();
            errln!(
                "orda: {}",
                orda::t!("cli-cannot-serve", addr = addr, error = e.to_string())
            );
            return ExitCode::from(2);
        }
    };
    for url in orda::web::urls(server.addr()) {
        outln!("{url}");
    }
    errln!("{}", orda::t!("cli-serving"));
    loop {
        std::thread::park();
    }
}
