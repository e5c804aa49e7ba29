//! The 2,398 real PlayOK games: all valid, re-annotated identically by the engine, and every
//! planted single error found at exactly its ply.

use orda::app::validate::{validate_record, validate_text};
use orda::formats::record;
use orda::rules::GameKind;
use orda::rules::score::{Ending, ProblemKind};
use orda::rules::togyz::notation::parse_move;

use crate::util::{Rng, corpus, corpus_games};

#[test]
fn every_game_is_valid_and_its_result_agrees() {
    let reports = validate_text(GameKind::Togyzkumalak, &corpus());
    assert_eq!(reports.len(), 2398);
    let mut on_board = 0;
    for r in &reports {
        assert!(r.is_valid(), "game {}: {:?}", r.game, r.problem);
        assert_eq!(r.result(), r.declared, "game {}", r.game);
        if matches!(r.verdict.ending, Ending::OnBoard { .. }) {
            on_board += 1;
            let [w, b] = r.tally().counts;
            assert!(
                w >= 82 || b >= 82 || (w == 81 && b == 81),
                "game {}: {w}-{b}",
                r.game
            );
        }
    }
    // Most PlayOK games end on the board; the rest by resignation, time or agreement.
    assert!(on_board > 1000 && on_board < 2398, "{on_board}");
}

#[test]
fn the_engine_writes_every_move_as_playok_did() {
    for rec in record::read(&corpus()) {
        let report = validate_record(GameKind::Togyzkumalak, 1, &rec);
        assert_eq!(report.verdict.moves.len(), rec.moves.len());
        for (written, canonical) in rec.moves.iter().zip(&report.verdict.moves) {
            assert_eq!(written.text, canonical.to_string(), "{:?}", written.span);
        }
    }
}

/// One kind of planted error: rewrites a token, or says it does not apply to it.
type Plant = fn(&str, &mut Rng) -> Option<String>;

fn wrong_landing(token: &str, rng: &mut Rng) -> Option<String> {
    let mv = parse_move(token).ok()?;
    let mut other = mv.landing;
    while other == mv.landing {
        other = rng.below(9) as u8 + 1;
    }
    Some(format!("{}{other}{}", mv.from, &token[2..]))
}

fn drop_tuzdyk_mark(token: &str, _: &mut Rng) -> Option<String> {
    parse_move(token)
        .ok()
        .filter(|m| m.tuzdyk)
        .map(|_| token.replace('X', ""))
}

fn add_tuzdyk_mark(token: &str, _: &mut Rng) -> Option<String> {
    parse_move(token)
        .ok()
        .filter(|m| !m.tuzdyk)
        .map(|_| format!("{}X{}", &token[..2], &token[2..]))
}

fn wrong_kazan_note(token: &str, rng: &mut Rng) -> Option<String> {
    let k = parse_move(token).ok()?.kazan?;
    let other = if k > 1 && rng.below(2) == 0 {
        k - 1 - rng.below(k.min(5) as usize) as u16
    } else {
        k + 1
    };
    Some(format!("{}({other})", &token[..token.find('(')?]))
}

#[test]
fn planted_errors_are_found_at_exactly_their_ply() {
    let text = corpus();
    let games = corpus_games(&text);
    assert_eq!(games.len(), 2398);
    let plants: [(Plant, ProblemKind); 4] = [
        (wrong_landing, ProblemKind::Landing),
        (drop_tuzdyk_mark, ProblemKind::TuzdykMissing),
        (add_tuzdyk_mark, ProblemKind::TuzdykWrong),
        (wrong_kazan_note, ProblemKind::KazanNote),
    ];
    let mut rng = Rng(0x5EED_2026);
    let mut planted = [0usize; 4];
    for game in &games {
        let rec = &record::read(game)[0];
        for (k, (plant, kind)) in plants.iter().enumerate() {
            // Choose a random move the plant applies to.
            let candidates: Vec<usize> = (0..rec.moves.len())
                .filter(|&i| plant(&rec.moves[i].text, &mut Rng(1)).is_some())
                .collect();
            if candidates.is_empty() {
                continue;
            }
            let i = candidates[rng.below(candidates.len())];
            let m = &rec.moves[i];
            let bad = plant(&m.text, &mut rng).expect("applies");
            // Rewrite the file text at the token's place, as a careless scribe would.
            let line_start: usize = game
                .split_inclusive('\n')
                .take(m.span.line as usize - 1)
                .map(str::len)
                .sum();
            let at = line_start
                + game[line_start..]
                    .char_indices()
                    .nth(m.span.col as usize - 1)
                    .unwrap()
                    .0;
            assert!(game[at..].starts_with(&m.text));
            let edited = format!("{}{bad}{}", &game[..at], &game[at + m.text.len()..]);
            let reports = validate_text(GameKind::Togyzkumalak, &edited);
            let p = reports[0]
                .problem
                .as_ref()
                .unwrap_or_else(|| panic!("{bad} at ply {} not found", i + 1));
            assert_eq!(
                p.ply,
                Some(i + 1),
                "{}: planted {bad} at ply {}, got {:?}",
                rec.tags[0].1,
                i + 1,
                p
            );
            assert_eq!(
                (p.line, p.col, p.token.as_str()),
                (m.span.line, m.span.col, bad.as_str())
            );
            assert_eq!(
                reports[0].verdict.problem.as_ref().unwrap().kind,
                *kind,
                "{}",
                message(p)
            );
            planted[k] += 1;
        }
    }
    // Landing and added marks apply to every game with a move (298 PlayOK games have none:
    // aborted or forfeited before the first move); tuzdyks and kazan notes to most.
    let with_moves = games
        .iter()
        .filter(|g| !record::read(g)[0].moves.is_empty())
        .count();
    assert_eq!(with_moves, 2100);
    assert_eq!(planted[0], with_moves);
    assert_eq!(planted[2], with_moves);
    assert!(planted[1] > 1500 && planted[3] > 2000, "{planted:?}");
}

#[test]
fn a_declared_result_the_board_contradicts_is_refused() {
    let text = corpus();
    // Game 1 ends 0-1 by atsyrau; claim the opposite.
    let first = corpus_games(&text)[0].replace("0-1", "1-0");
    let r = &validate_text(GameKind::Togyzkumalak, &first)[0];
    let p = r.problem.as_ref().expect("contradiction found");
    assert!(
        message(p).starts_with("the movetext ends with 1-0")
            || message(p).contains("recorded as 1-0"),
        "{}",
        message(p)
    );
    // Dropping the last move leaves the game stopped early: then 0-1 must have been a resignation.
    let rec = &record::read(corpus_games(&text)[0])[0];
    let last = rec.moves.last().unwrap();
    let cut = corpus_games(&text)[0]
        .replacen(&format!(" {} 0-1", last.text), " 0-1", 1)
        .replace(" {zero}", "");
    let r = &validate_text(GameKind::Togyzkumalak, &cut)[0];
    assert!(r.is_valid(), "{:?}", r.problem);
    assert_eq!(
        describe(&r.verdict.ending),
        "White resigned or lost by the arbiter (time, default)"
    );
}

/// The problem's explanation in English, as `orda validate` writes it.
fn message(p: &orda::app::validate::Located) -> String {
    orda::words::lang::with(orda::words::lang::Lang::En, || {
        orda::words::rules::fault(&p.why)
    })
}

/// The ending in English.
fn describe(e: &orda::rules::score::Ending) -> String {
    orda::words::lang::with(orda::words::lang::Lang::En, || {
        orda::words::rules::ending(e)
    })
}
