//! `orda validate [--json] FILE...`: a line per game, then `N games: V valid, I invalid`.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use orda::app::validate::{GameReport, validate_text};
use orda::rules::{GameKind, Side};
use orda::words::rules::{counted, ending, fault, located};

fn text_line(file: &str, r: &GameReport) -> String {
    let who = if r.white.is_empty() && r.black.is_empty() {
        String::new()
    } else {
        format!(" ({} - {})", r.white, r.black)
    };
    let tally = r.tally();
    let [w, b] = tally.counts;
    match &r.problem {
        None => orda::t!(
            "cli-game-ok",
            file = file,
            game = r.game,
            who = who,
            result = r.result(),
            ending = ending(&r.verdict.ending),
            plies = r.verdict.plies,
            tally = counted(tally.name),
            white = w,
            black = b
        ),
        Some(p) => orda::t!(
            "cli-game-invalid",
            file = file,
            line = p.line,
            col = p.col,
            game = r.game,
            who = who,
            what = located(p)
        ),
    }
}

fn json_line(file: &str, r: &GameReport) -> String {
    let tally = r.tally();
    let [w, b] = tally.counts;
    let mut v = serde_json::json!({
        "file": file,
        "game": r.game,
        "white": r.white,
        "black": r.black,
        "valid": r.is_valid(),
        "declared": r.declared,
        "result": r.result(),
        "ending": ending(&r.verdict.ending),
        "plies": r.verdict.plies,
    });
    if let Some(obj) = v.as_object_mut() {
        obj.insert(
            tally.name.key().into(),
            serde_json::json!({ "white": w, "black": b }),
        );
    }
    if let (Some(p), Some(obj)) = (&r.problem, v.as_object_mut()) {
        obj.insert("line".into(), p.line.into());
        obj.insert("column".into(), p.col.into());
        obj.insert("ply".into(), p.ply.into());
        obj.insert("move".into(), p.move_number.map(|(n, _)| n).into());
        obj.insert(
            "side".into(),
            p.move_number
                .map(|(_, s)| if s == Side::White { "white" } else { "black" })
                .into(),
        );
        obj.insert("token".into(), p.token.clone().into());
        obj.insert("message".into(), fault(&p.why).into());
    }
    v.to_string()
}

pub fn run(kind: GameKind, files: &[PathBuf], json: bool, encoding: Option<&str>) -> ExitCode {
    let mut out = std::io::stdout().lock();
    let (mut valid, mut invalid, mut unreadable, mut empty) = (0usize, 0usize, false, false);
    for path in files {
        let text = match super::read_text(path, encoding) {
            Ok(t) => t,
            Err(e) => {
                errln!("{e}");
                unreadable = true;
                continue;
            }
        };
        let name = path.display().to_string();
        let reports = validate_text(kind, &text);
        if reports.is_empty() {
            errln!("orda: {}", orda::t!("cli-no-games", file = name.as_str()));
            empty = true;
        }
        for r in &reports {
            if r.is_valid() {
                valid += 1;
            } else {
                invalid += 1;
            }
            let line = if json {
                json_line(&name, r)
            } else {
                text_line(&name, r)
            };
            if let Err(e) = writeln!(out, "{}", super::out::line(format_args!("{line}"))) {
                return super::out::failed(&e);
            }
        }
    }
    if !json
        && let Err(e) = writeln!(
            out,
            "{}",
            orda::t!(
                "cli-games-summary",
                games = valid + invalid,
                valid = valid,
                invalid = invalid
            )
        )
    {
        return super::out::failed(&e);
    }
    if unreadable {
        ExitCode::from(2)
    } else if invalid > 0 || empty {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}
