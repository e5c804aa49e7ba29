//! `orda replay FILE [--game N] [--rules GAME]`: the board after each move, until the end or
//! the first problem. The moves are replayed by `rules::replay` (the window's game view uses
//! the same), stopped where the validator's verdict says the score goes wrong.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use orda::app::validate::validate_record;
use orda::formats::record::{self, Record};
use orda::rules::replay::replay;
use orda::rules::{Game, GameKind, Side, Togyzkumalak, Tumicarona, togyz};
use orda::words::rules::{ending, located};

use super::board;

pub fn run(path: &Path, index: usize, kind: GameKind, encoding: Option<&str>) -> ExitCode {
    let text = match super::read_or_exit(path, encoding) {
        Ok(t) => t,
        Err(code) => return code,
    };
    let games = record::read(&text);
    let Some(rec) = index.checked_sub(1).and_then(|i| games.get(i)) else {
        errln!(
            "orda: {}",
            orda::t!(
                "cli-replay-no-game",
                file = path.display().to_string(),
                games = games.len(),
                index = index
            )
        );
        return ExitCode::from(2);
    };
    let report = validate_record(kind, index, rec);
    // Shown: the moves the validator replayed before it found the first problem.
    let stop = report
        .problem
        .is_some()
        .then_some(report.verdict.moves.len());
    let mut lines = vec![format!(
        "{} - {}  ({})",
        report.white, report.black, report.declared
    )];
    match kind {
        GameKind::Togyzkumalak => togyz_lines(rec, stop, &mut lines),
        GameKind::Tumicarona => tumicarona_lines(rec, stop, &mut lines),
    }
    lines.push(match &report.problem {
        Some(p) => format!(
            "\n{}",
            orda::t!("cli-replay-stopped", line = p.line, what = located(p))
        ),
        None => format!("\n{} ({})", report.result(), ending(&report.verdict.ending)),
    });
    let mut out = std::io::stdout().lock();
    for l in lines {
        if let Err(e) = writeln!(out, "{}", super::out::line(format_args!("{l}"))) {
            return super::out::failed(&e);
        }
    }
    if report.is_valid() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// The position the record starts from (its `FEN` tag), else the game's start.
fn start<G: Game>(rec: &Record) -> G::Position {
    rec.tag("FEN")
        .and_then(|f| f.parse::<G::Position>().ok())
        .unwrap_or_else(G::start)
}

fn written(rec: &Record) -> impl Iterator<Item = &str> {
    rec.moves.iter().map(|m| m.text.as_str())
}

fn dots(side: Side) -> &'static str {
    if side == Side::White { "." } else { "…" }
}

fn togyz_lines(rec: &Record, stop: Option<usize>, lines: &mut Vec<String>) {
    let r = replay::<Togyzkumalak>(start::<Togyzkumalak>(rec), written(rec), stop);
    lines.push(board::render(&r.positions[0]));
    for (i, (&from, mv)) in r.turns.iter().zip(&r.tokens).enumerate() {
        let (n, side) = togyz::score::move_number(&r.positions[0], i);
        let mut what = format!(
            "\n{n}{} {mv}   {}",
            dots(side),
            orda::t!(
                "cli-replay-plays",
                side = orda::words::side_key(side),
                otau = from
            )
        );
        // What the move did, told from the position before it (the replay played it).
        let mut before = r.positions[i];
        if let Ok(m) = before.play(from) {
            if m.captured > 0 {
                what.push_str(&orda::t!("cli-replay-captures", n = m.captured));
            }
            if let Some(t) = m.tuzdyk {
                what.push_str(&orda::t!("cli-replay-tuzdyk", otau = t));
            }
        }
        lines.push(what);
        lines.push(board::render(&r.positions[i + 1]));
    }
}

fn tumicarona_lines(rec: &Record, stop: Option<usize>, lines: &mut Vec<String>) {
    let r = replay::<Tumicarona>(start::<Tumicarona>(rec), written(rec), stop);
    lines.push(board::render_tumicarona(&r.positions[0]));
    for (i, mv) in r.tokens.iter().enumerate() {
        let (before, after) = (&r.positions[i], &r.positions[i + 1]);
        let side = before.to_move();
        let n = Tumicarona::number(before);
        let mut what = format!(
            "\n{n}{} {mv}   {}",
            dots(side),
            orda::t!("cli-replay-moves", side = orda::words::side_key(side))
        );
        let taken = before
            .count(side.opponent())
            .saturating_sub(after.count(side.opponent()));
        if taken > 0 {
            what.push_str(&orda::t!("cli-replay-captures", n = taken));
        }
        lines.push(what);
        lines.push(board::render_tumicarona(after));
    }
}
