//! `orda perft`: node counts on stdout, timing on stderr.

use std::io::Write;
use std::process::ExitCode;
use std::time::Instant;

use orda::rules::GameKind;

pub fn run(kind: GameKind, depth: u32, position: Option<&str>) -> ExitCode {
    let t = Instant::now();
    let counts = match kind.perft(position, depth) {
        Ok(c) => c,
        Err(e) => {
            errln!(
                "orda: {}",
                orda::t!(
                    "cli-bad-position",
                    error = orda::words::rules::position_error(&e)
                )
            );
            return ExitCode::from(2);
        }
    };
    let secs = t.elapsed().as_secs_f64();
    let mut out = std::io::stdout().lock();
    for (d, n) in counts.iter().enumerate() {
        if let Err(e) = writeln!(out, "{} {n}", d + 1) {
            return super::out::failed(&e);
        }
    }
    let last = counts.last().copied().unwrap_or(0);
    let total: u64 = counts.iter().sum();
    errln!(
        "{}",
        orda::t!(
            "cli-perft",
            depth = depth,
            leaves = last,
            nodes = total,
            seconds = format!("{secs:.3}"),
            rate = format!("{:.1}", last as f64 / secs.max(1e-9) / 1e6)
        )
    );
    ExitCode::SUCCESS
}
