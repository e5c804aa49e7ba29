//! `orda round`, `orda check`, `orda result` and `orda results`: pairing, changing a pairing
//! and entering results, each one `app::Op` applied ([`super::shared::apply`]) and printed.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use orda::app::play::{Entered, ScoreFile};
use orda::app::transfer::{self, StandingsCheck};
use orda::app::{ChangePairing, EnterResults, InputError, PairRound, ResultEntry, query};
use orda::formats::round_files;
use orda::store::Store;
use orda::tournament::manual::Change;
use orda::tournament::{Board, GameResult, RoundNo, StartNo, TournamentId};
use orda::words::{self, reports};

use super::shared::{
    DbArg, RoundCmd, TournamentArg, apply, open_existing, open_read, pick, read_file, refused,
    say_no, tryx,
};

pub fn round(db: &DbArg, cmd: RoundCmd) -> ExitCode {
    let mut store = tryx!(open_existing(db));
    let (RoundCmd::Pair { t, .. } | RoundCmd::Swap { t, .. } | RoundCmd::Set { t, .. }) = &cmd;
    let tid = tryx!(pick(&mut store, t));
    let present = matches!(cmd, RoundCmd::Pair { present: true, .. });
    let (change, insist) = match cmd {
        RoundCmd::Pair { .. } => (None, false),
        // Swapping colours is the arbiter's own call: only the colour rules are reported.
        RoundCmd::Swap { board, .. } => (Some(Change::SwapColours(Board(board))), true),
        RoundCmd::Set {
            file,
            force,
            next,
            enc,
            ..
        } => {
            let text = tryx!(read_file(&file, enc.name()));
            let p = match round_files::read_pairing(&text) {
                Ok(p) => p,
                Err(errs) => {
                    let name = file.display().to_string();
                    for e in errs {
                        let e = InputError::pairing(&name, e);
                        errln!("orda: {}", words::formats::input_error(&e));
                    }
                    return say_no(orda::t!("cli-pairing-not-changed"));
                }
            };
            let boards = p
                .boards
                .iter()
                .map(|&(w, b)| (StartNo(w), StartNo(b)))
                .collect();
            let bye = p.bye.map(StartNo);
            if next {
                let op = orda::app::PairByHand {
                    t: tid,
                    boards,
                    bye,
                    insist: force,
                    round: None,
                };
                let (_, b) = tryx!(apply(&mut store, op));
                return said_changed(&mut store, tid, &b);
            }
            (Some(Change::Replace { boards, bye }), force)
        }
    };
    if let Some(change) = change {
        return changed(&mut store, tid, change, insist);
    }
    let paired = if present {
        let (absent, paired) = tryx!(apply(&mut store, orda::app::hall::PairPresent(tid)));
        errln!("{}", orda::words::hall::absent(&absent));
        paired
    } else {
        tryx!(apply(&mut store, PairRound(tid)))
    };
    if let Some(n) = paired.rounds_set_to {
        errln!("orda: {}", orda::t!("cli-rounds-set", rounds = n));
    }
    let t = tryx!(query::tournament(&mut store, tid).map_err(refused));
    if paired.round.number.0 == 1
        && let Some((rounds, players)) = orda::app::play::too_many_rounds(&t)
    {
        let said = words::too_many_rounds(rounds, players);
        errln!("orda: {}", orda::t!("cli-warning", what = said));
    }
    if !paired.adjourned.is_empty() {
        let games = words::adjourned_games(&paired.adjourned);
        errln!(
            "orda: {}",
            orda::t!(
                "cli-paired-with-adjourned",
                round = paired.round.number,
                n = paired.adjourned.len(),
                games = games
            )
        );
    }
    match reports::pairings(&t, paired.round.number.0, false) {
        Some(sheet) => out!("{}", sheet.to_text()),
        None => outln!(
            "{}",
            orda::t!("cli-round-paired", round = paired.round.number)
        ),
    }
    ExitCode::SUCCESS
}

/// Changes the last round's pairing and prints its warnings and the new pairing.
fn changed(store: &mut Store, t: TournamentId, change: Change, insist: bool) -> ExitCode {
    let op = ChangePairing {
        t,
        change,
        insist,
        seen: None,
    };
    let b = tryx!(apply(store, op));
    said_changed(store, t, &b)
}

/// A round changed or paired by hand: what it breaks, how it stands against the engine's
/// pairing, and the round.
fn said_changed(
    store: &mut Store,
    t: TournamentId,
    b: &orda::pairing::stored::Breaches,
) -> ExitCode {
    for w in b.absolute.iter().chain(&b.colour) {
        errln!("orda: {}", orda::t!("cli-warning", what = words::breach(w)));
    }
    if let Some(d) = words::formats::differs_from_engine(b) {
        errln!("orda: {d}");
    }
    let t = tryx!(query::tournament(store, t).map_err(refused));
    if let Some(sheet) = reports::pairings(&t, t.rounds.len() as u32, false) {
        out!("{}", sheet.to_text());
    }
    ExitCode::SUCCESS
}

/// `orda check`: pairs every played round again and lists the rounds that differ.
pub fn check(db: &DbArg, t: TournamentArg) -> ExitCode {
    let mut store = tryx!(open_read(db));
    let tid = tryx!(pick(&mut store, &t));
    let (t, diffs) = tryx!(query::check(&mut store, tid).map_err(refused));
    print_pairing_check(&t, &diffs);
    if diffs.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// `orda check FILE.trf`: every round of the file paired again, and its ranks against the
/// standings with its own tie-breaks (exit 1 on any difference).
pub fn check_file(input: &std::path::Path, encoding: Option<&str>) -> ExitCode {
    let text = match super::read_or_exit(input, encoding) {
        Ok(t) => t,
        Err(code) => return code,
    };
    let c = tryx!(transfer::check_file(&input.display().to_string(), &text).map_err(refused));
    match &c.pairings {
        Some(diffs) => print_pairing_check(&c.tournament, diffs),
        None => outln!("{}", orda::t!("cli-check-file-rr")),
    }
    match &c.standings {
        StandingsCheck::NoList => outln!("{}", orda::t!("cli-check-no-list")),
        StandingsCheck::NoRanks => outln!("{}", orda::t!("cli-check-no-ranks")),
        StandingsCheck::InProgress(round) => {
            outln!("{}", orda::t!("cli-check-in-progress", round = *round))
        }
        StandingsCheck::Compared {
            upto,
            tiebreaks,
            players,
            differ,
        } => {
            let list = tiebreaks
                .iter()
                .map(|t| t.code())
                .collect::<Vec<_>>()
                .join(", ");
            if differ.is_empty() {
                outln!(
                    "{}",
                    orda::t!(
                        "cli-check-standings-same",
                        round = *upto,
                        tiebreaks = list,
                        players = *players
                    )
                );
            } else {
                outln!(
                    "{}",
                    orda::t!(
                        "cli-check-standings-differ",
                        round = *upto,
                        tiebreaks = list,
                        count = differ.len(),
                        players = *players
                    )
                );
            }
            for d in differ {
                let values = tiebreaks
                    .iter()
                    .zip(&d.values)
                    .map(|(t, v)| {
                        format!(
                            "{} {}",
                            t.code(),
                            orda::tournament::standings::show_value(*v)
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(", ");
                outln!(
                    "  {}",
                    orda::t!(
                        "cli-check-rank",
                        player = d.no,
                        file = d.file,
                        orda = d.place.as_str(),
                        points = orda::tournament::points(d.points),
                        values = values
                    )
                );
            }
        }
    }
    if c.differs() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

/// Each round: the same as the Dutch system, or what is stored and what the Dutch system pairs.
fn print_pairing_check(
    t: &orda::tournament::Tournament,
    diffs: &[orda::pairing::stored::Difference],
) {
    let show = words::formats::round_pairing;
    for r in &t.rounds {
        match diffs.iter().find(|d| d.round == r.number.0) {
            None => outln!("{}", orda::t!("cli-check-same", round = r.number)),
            Some(d) => {
                outln!("{}", orda::t!("cli-check-differs", round = r.number));
                outln!(
                    "  {}",
                    orda::t!("cli-check-stored", pairing = show(&d.stored))
                );
                let dutch = match &d.dutch {
                    Ok(p) => show(p),
                    Err(e) => words::formats::pairing_error(e),
                };
                outln!("  {}", orda::t!("cli-check-dutch", pairing = dutch));
            }
        }
    }
}

fn parse_result(s: &str) -> Result<GameResult, ExitCode> {
    GameResult::parse(s).ok_or_else(|| say_no(orda::t!("cli-bad-result", result = s)))
}

/// `orda result --round R --board B RESULT --rating-only`: a correction for the rating report
/// only (`none` takes it back).
pub fn rating_only(db: &DbArg, t: TournamentArg, round: u32, board: u32, result: &str) -> ExitCode {
    let result = match result.trim() {
        orda::tournament::result::NO_CORRECTION => None,
        r => Some(tryx!(parse_result(r))),
    };
    let mut store = tryx!(open_existing(db));
    let tid = tryx!(pick(&mut store, &t));
    let op = orda::app::CorrectForRating {
        t: tid,
        round: RoundNo(round),
        board: Board(board),
        result,
    };
    let kept = tryx!(apply(&mut store, op));
    outln!("{}", words::rating_corrected(round, board, result, kept));
    ExitCode::SUCCESS
}

/// `orda result --round R --board B adj`: the game is adjourned.
fn adjourn(db: &DbArg, t: &TournamentArg, round: u32, board: u32, score: bool) -> ExitCode {
    if score {
        return say_no(orda::t!("cli-adjourned-no-score"));
    }
    let mut store = tryx!(open_existing(db));
    let tid = tryx!(pick(&mut store, t));
    let op = orda::app::Adjourn {
        t: tid,
        round: RoundNo(round),
        board: Board(board),
    };
    tryx!(apply(&mut store, op));
    outln!(
        "{}",
        orda::t!("adjourned-done", round = round, board = board)
    );
    ExitCode::SUCCESS
}

fn print_entered(round: u32, e: &Entered, result: &str) {
    outln!(
        "{}",
        orda::t!(
            "cli-result-entered",
            round = round,
            board = e.board.0,
            result = result
        )
    );
    if let Some(v) = &e.verdict {
        outln!(
            "  {}",
            orda::t!("cli-result-score", verdict = words::judged(v))
        );
    }
    if let Some(w) = &e.warning {
        outln!("  {}", orda::t!("cli-warning", what = words::overridden(w)));
    }
    if let Some(rounds) = e.adjourned {
        let said = words::adjourned_decided(round, e.board.0, result, rounds);
        errln!("orda: {}", orda::t!("cli-warning", what = said));
    }
    if let Some(st) = &e.stale {
        let (a, b) = st.rounds;
        let (board, old) = (e.board.0, st.old.display());
        let said = if a == b {
            orda::t!(
                "cli-stale-one",
                round = round,
                board = board,
                from = a,
                old = old
            )
        } else {
            orda::t!(
                "cli-stale-many",
                round = round,
                board = board,
                from = a,
                to = b,
                old = old
            )
        };
        errln!("orda: {said}");
    }
}

/// Enters `entries` in round `round` (one transaction) and prints each.
fn enter(
    db: &DbArg,
    t: &TournamentArg,
    round: u32,
    entries: Vec<ResultEntry>,
    insist: bool,
) -> ExitCode {
    let mut store = tryx!(open_existing(db));
    let tid = tryx!(pick(&mut store, t));
    let shown: Vec<&'static str> = entries
        .iter()
        .map(|e| e.result.map_or("", |r| r.display()))
        .collect();
    let op = EnterResults {
        t: tid,
        round: RoundNo(round),
        entries,
        insist,
    };
    let done = tryx!(apply(&mut store, op));
    for (e, r) in done.iter().zip(shown) {
        print_entered(round, e, r);
    }
    ExitCode::SUCCESS
}

#[allow(clippy::too_many_arguments)]
pub fn result(
    db: &DbArg,
    t: TournamentArg,
    round: u32,
    board: u32,
    result: String,
    score: Option<PathBuf>,
    force: bool,
    encoding: Option<&str>,
) -> ExitCode {
    if orda::tournament::result::ADJOURNED_CODES.contains(&result.trim()) {
        return adjourn(db, &t, round, board, score.is_some());
    }
    let res = tryx!(parse_result(&result));
    let score = match score {
        Some(p) => Some(ScoreFile {
            name: p.display().to_string(),
            text: tryx!(read_file(&p, encoding)),
        }),
        None => None,
    };
    let entry = ResultEntry {
        board: Board(board),
        result: Some(res),
        score,
    };
    enter(db, &t, round, vec![entry], force)
}

/// `orda results --round R FILE`: one `BOARD RESULT [SCORE-FILE]` per line (`#` comments),
/// entered in one transaction. `--encoding` applies to the score files too.
pub fn results(
    db: &DbArg,
    t: TournamentArg,
    round: u32,
    file: PathBuf,
    force: bool,
    encoding: Option<&str>,
) -> ExitCode {
    let text = tryx!(read_file(&file, encoding));
    let base = file.parent().map(Path::to_path_buf).unwrap_or_default();
    let mut entries = Vec::new();
    let mut bad: Vec<String> = Vec::new();
    match round_files::read_results(&text) {
        Ok(lines) => {
            for l in lines {
                let score = match &l.score {
                    Some(s) => {
                        let p = base.join(s);
                        match read_file(&p, encoding) {
                            Ok(text) => Some(ScoreFile {
                                name: p.display().to_string(),
                                text,
                            }),
                            Err(_) => {
                                bad.push(orda::t!(
                                    "cli-score-unreadable",
                                    file = file.display().to_string(),
                                    line = l.line,
                                    score = p.display().to_string()
                                ));
                                continue;
                            }
                        }
                    }
                    None => None,
                };
                entries.push(ResultEntry {
                    board: Board(l.board),
                    result: Some(l.result),
                    score,
                });
            }
        }
        Err(errs) => {
            let name = file.display().to_string();
            bad.extend(
                errs.into_iter()
                    .map(|e| words::formats::input_error(&InputError::results(&name, e))),
            );
        }
    }
    if !bad.is_empty() {
        for b in bad {
            errln!("orda: {b}");
        }
        return say_no(orda::t!("cli-nothing-entered"));
    }
    enter(db, &t, round, entries, force)
}
