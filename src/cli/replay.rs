//! `orda replay FILE [--game N]`: the board after each move, until the end or the first
//! problem.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use orda::app::validate::validate_record;
use orda::formats::record;
use orda::rules::togyz::{Position, score};

use super::board::render;

pub fn run(path: &Path, index: usize, encoding: Option<&str>) -> ExitCode {
    let text = match super::read_or_exit(path, encoding) {
        Ok(t) => t,
        Err(code) => return code,
    };
    let games = record::read(&text);
    let Some(rec) = index.checked_sub(1).and_then(|i| games.get(i)) else {
        eprintln!(
            "orda: {} holds {} games; there is no game {index}",
            path.display(),
            games.len()
        );
        return ExitCode::from(2);
    };
    let report = validate_record(orda::rules::GameKind::Togyzkumalak, index, rec);
    let start = match rec.tag("FEN").map(str::parse::<Position>) {
        Some(Ok(p)) => p,
        _ => Position::start(),
    };
    let mut out = std::io::stdout().lock();
    let mut pos = start;
    let mut lines = vec![
        format!("{} - {}  ({})", report.white, report.black, report.declared),
        render(&pos),
    ];
    for (i, mv) in report.verdict.moves.iter().enumerate() {
        let (n, side) = score::move_number(&start, i);
        let dots = if side == orda::rules::togyz::Side::White {
            "."
        } else {
            "…"
        };
        let Ok(from) = orda::rules::togyz::notation::parse_move(mv).map(|w| w.from) else {
            break;
        };
        let Ok(r) = pos.play(from) else { break };
        let mut what = format!("\n{n}{dots} {mv}   {} plays otau {from}", side.name());
        if r.captured > 0 {
            what.push_str(&format!(", captures {}", r.captured));
        }
        if let Some(t) = r.tuzdyk {
            what.push_str(&format!(", tuzdyk on otau {t}"));
        }
        lines.push(what);
        lines.push(render(&pos));
    }
    let outcome = match &report.problem {
        Some(p) => format!("\nstopped at line {}: {}", p.line, p.describe()),
        None => format!(
            "\n{} ({})",
            report.result(),
            report.verdict.ending.describe()
        ),
    };
    lines.push(outcome);
    for l in lines {
        if writeln!(out, "{l}").is_err() {
            break;
        }
    }
    if report.is_valid() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}
