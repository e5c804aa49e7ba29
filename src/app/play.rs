//! Playing the tournament: pair the next round, enter results (one board, or a whole round at
//! once), attach game scores and have the rules engine check them.

use super::manage::{is_withdrawn, withdrawal_forfeit};
use super::validate::{GameReport, validate_record};
use super::{Result, refuse};
use crate::formats::record;
use crate::pairing::berger;
use crate::rules::{GameKind, Outcome};
use crate::store::{ResultRecord, Store};
use crate::tournament::{ByeKind, GameResult, No, Round, System, Tournament};

/// What pairing a round did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paired {
    /// The round as stored.
    pub round: Round,
    /// Set when the number of rounds was changed to fit the field (round-robin, round 1).
    pub rounds_set_to: Option<u32>,
}

/// Why the next round cannot be paired yet because the last one has boards without a result.
pub fn incomplete(t: &Tournament) -> Option<String> {
    let last = t.rounds.last()?;
    let missing: Vec<String> = last
        .games
        .iter()
        .filter(|g| g.result.is_none())
        .map(|g| g.board.to_string())
        .collect();
    (!missing.is_empty()).then(|| {
        format!(
            "round {} is not complete: board(s) {} have no result",
            last.number,
            missing.join(", ")
        )
    })
}

/// Pairs the next round of tournament `tid`: a round-robin by the Berger tables, a Swiss by the
/// Dutch system (announced byes and withdrawn players left out, forbidden pairs kept apart). The
/// previous round must be complete. Boards of withdrawn round-robin players are forfeited.
pub fn pair_next_round(store: &mut Store, tid: i64) -> Result<Paired> {
    // The database as it was before this round, beside it (none in memory): docs/database.md.
    // Taken first, so that the round is then loaded, decided and written in one transaction.
    let next = super::load(store, tid)?.rounds.len() as u32 + 1;
    store.backup_beside(&format!("before-round-{next}"))?;
    let (next, rounds_set_to) = store.transaction(|db| decide_and_store_round(db, tid))?;
    let t = super::load(store, tid)?;
    let round = t
        .rounds
        .into_iter()
        .find(|r| r.number == next)
        .unwrap_or_default();
    Ok(Paired {
        round,
        rounds_set_to,
    })
}

/// Pairs the next round of `tid` from the tournament as the open transaction sees it and stores
/// it; returns its number and the number of rounds set to fit the field (round-robin, round 1).
fn decide_and_store_round(db: &crate::store::Db<'_>, tid: i64) -> Result<(u32, Option<u32>)> {
    let t = super::load_in(db, tid)?;
    let next = t.rounds.len() as u32 + 1;
    if let Some(why) = incomplete(&t) {
        return refuse(why);
    }
    let n = t.entrants.len() as u32;
    if n < 2 {
        return refuse("a tournament needs at least two players to pair a round");
    }
    // Boards as (white, black) starting numbers, and the players not paired.
    type Plan = (Vec<(No, No)>, Vec<(No, ByeKind)>, Option<u32>);
    let (boards, unpaired, rounds_set_to): Plan = match t.settings.system {
        System::RoundRobin | System::DoubleRoundRobin => {
            let double = t.settings.system == System::DoubleRoundRobin;
            let needed = berger::rounds_needed(n, if double { 2 } else { 1 });
            if next > needed {
                return refuse(format!(
                    "all {needed} rounds of this {} are paired",
                    t.settings.system.name()
                ));
            }
            let Some(table) = berger::schedule(n, double)
                .into_iter()
                .nth(next as usize - 1)
            else {
                return refuse(format!(
                    "round {next} is not in the Berger table for {n} players"
                ));
            };
            let rests = table.rests.iter().map(|&no| (no, ByeKind::Rest)).collect();
            (
                table.boards,
                rests,
                (next == 1 && t.settings.rounds != needed).then_some(needed),
            )
        }
        System::Swiss => {
            if next > t.settings.rounds {
                return refuse(format!(
                    "all {} rounds of this Swiss are paired",
                    t.settings.rounds
                ));
            }
            let (announced, forbidden) = (db.byes_for(tid, next)?, db.forbidden_pairs(tid)?);
            let no_of = |pid: i64| {
                t.entrants
                    .iter()
                    .find(|e| e.player_id == pid)
                    .map_or(0, |e| e.no)
            };
            let announced: Vec<(No, ByeKind)> =
                announced.iter().map(|&(pid, k)| (no_of(pid), k)).collect();
            let away = super::swiss::away_in(&t, next, &announced);
            let (boards, bye) = super::swiss::dutch_round(&t, next, &away, &forbidden)?;
            (
                boards,
                bye.map(|no| (no, ByeKind::PairingAllocated))
                    .into_iter()
                    .collect(),
                None,
            )
        }
    };
    // Boards with a withdrawn player get their forfeit at once.
    let forfeits: Vec<(u32, GameResult)> = (1..)
        .zip(&boards)
        .filter(|&(_, &(w, b))| is_withdrawn(&t, w, next) || is_withdrawn(&t, b, next))
        .map(|(board, &(w, b))| (board, withdrawal_forfeit(&t, w, b, next, None)))
        .collect();
    let id = |no| t.entrant(no).map_or(0, |e| e.player_id);
    let boards: Vec<(i64, i64)> = boards.iter().map(|&(w, b)| (id(w), id(b))).collect();
    let byes: Vec<(i64, ByeKind)> = unpaired.iter().map(|&(no, k)| (id(no), k)).collect();
    if let Some(r) = rounds_set_to {
        let mut s = t.settings.clone();
        s.rounds = r;
        db.update_tournament(&s)?;
    }
    db.insert_round(tid, next, &boards, &byes)?;
    for &(board, res) in &forfeits {
        let rec = ResultRecord {
            verdict: Some(super::manage::WITHDRAWAL_FORFEIT.into()),
            ..ResultRecord::default()
        };
        db.set_result(tid, next, board, Some(res), &rec)?;
    }
    Ok((next, rounds_set_to))
}

/// Deletes the last round of tournament `tid` with its results and scores, so that the tournament
/// is as it was before that round was paired: byes announced for the round stay announced.
/// Returns the round's number.
pub fn delete_last_round(store: &mut Store, tid: i64) -> Result<u32> {
    let t = super::load(store, tid)?;
    let Some(last) = t.rounds.last() else {
        return refuse("no round is paired yet");
    };
    let number = last.number;
    let id = |no: No| t.entrant(no).map_or(0, |e| e.player_id);
    let announced: Vec<(i64, ByeKind)> = last
        .byes
        .iter()
        .filter(|(_, k)| matches!(k, ByeKind::Half | ByeKind::Zero))
        .map(|&(no, k)| (id(no), k))
        .collect();
    store.write(|db| {
        db.delete_round(tid, number)?;
        for &(pid, k) in &announced {
            db.set_bye(tid, number, pid, Some(k))?;
        }
        Ok(())
    })?;
    Ok(number)
}

/// The game score stored on board `board` of round `round`, if any.
pub fn score_of(store: &mut Store, tid: i64, round: u32, board: u32) -> Result<Option<String>> {
    Ok(store.read(|db| db.score(tid, round, board))?)
}

/// A game score given with a result: the file's name (for messages) and its text.
#[derive(Clone, Debug)]
pub struct ScoreFile {
    /// The file's name as the user gave it.
    pub name: String,
    /// Its contents.
    pub text: String,
}

/// One result to enter.
#[derive(Clone, Debug)]
pub struct Entry {
    /// Board number.
    pub board: u32,
    /// The result (`None` clears it).
    pub result: Option<GameResult>,
    /// A game score to attach.
    pub score: Option<ScoreFile>,
    /// The arbiter insists: keep the result even if the score contradicts it.
    pub force: bool,
}

/// What entering a result did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entered {
    /// Board.
    pub board: u32,
    /// The engine's verdict on the score, if one was attached.
    pub verdict: Option<String>,
    /// The warning stored when the arbiter's result stands against the score.
    pub warning: Option<String>,
    /// Set when a Swiss result changed after later rounds were paired with the old one.
    pub stale: Option<Stale>,
}

/// A result changed in a round before the last paired one of a Swiss: the later rounds were
/// paired with the old result and are not paired again (the arbiter decides; `orda check` shows
/// what the Dutch system would pair now).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stale {
    /// The result the later rounds were paired with.
    pub old: GameResult,
    /// The first and the last round paired since.
    pub rounds: (u32, u32),
}

/// Enters one result in round `round` (see [`enter_results`]).
pub fn enter_result(store: &mut Store, tid: i64, round: u32, entry: Entry) -> Result<Entered> {
    let mut v = enter_results(store, tid, round, vec![entry])?;
    v.pop()
        .ok_or_else(|| super::AppError::Refused("nothing was entered".into()))
}

/// Enters several results of round `round` in one transaction: all are stored, or none (a bad
/// board, an unreadable score or a refused contradiction anywhere refuses the lot).
pub fn enter_results(
    store: &mut Store,
    tid: i64,
    round: u32,
    entries: Vec<Entry>,
) -> Result<Vec<Entered>> {
    // Loaded, decided and written in one transaction: a result entered meanwhile elsewhere is
    // seen, and the stale-pairing warning is about what is stored.
    store.transaction(|db| enter_results_in(db, tid, round, entries))
}

fn enter_results_in(
    db: &crate::store::Db<'_>,
    tid: i64,
    round: u32,
    entries: Vec<Entry>,
) -> Result<Vec<Entered>> {
    let t = super::load_in(db, tid)?;
    let Some(r) = t.rounds.iter().find(|r| r.number == round) else {
        return refuse(format!(
            "round {round} is not paired (paired rounds: {})",
            t.rounds.len()
        ));
    };
    let mut planned = Vec::new();
    let mut problems = Vec::new();
    for e in entries {
        let Some(g) = r.games.iter().find(|g| g.board == e.board) else {
            problems.push(format!(
                "round {round} has no board {} (boards 1..{})",
                e.board,
                r.games.len()
            ));
            continue;
        };
        if let Some(res) = e.result
            && !res.is_forfeit()
            && !e.force
            && let Some(no) = [g.white, g.black]
                .into_iter()
                .find(|&no| is_withdrawn(&t, no, round))
        {
            problems.push(format!(
                "board {}: player {no} has withdrawn by round {round}; enter a forfeit (+/-, -/+, -/-), or --force",
                e.board
            ));
            continue;
        }
        // The score to check: the one given, or the one already attached (a corrected result
        // is checked against it again).
        let stored = match (&e.score, g.has_score && e.result.is_some()) {
            (None, true) => db.score(tid, round, e.board)?.map(|text| ScoreFile {
                name: format!("the stored score of board {}", e.board),
                text,
            }),
            _ => None,
        };
        let mut rec = ResultRecord::default();
        let last = t.rounds.last().map_or(round, |r| r.number);
        let mut out = Entered {
            board: e.board,
            verdict: None,
            warning: None,
            stale: match g.result {
                Some(old)
                    if t.settings.system == System::Swiss
                        && round < last
                        && e.result != Some(old) =>
                {
                    Some(Stale {
                        old,
                        rounds: (round + 1, last),
                    })
                }
                _ => None,
            },
        };
        if let Some(file) = e.score.as_ref().or(stored.as_ref()) {
            let (verdict, contradiction) = match check_score(t.settings.game, e.result, file) {
                Ok(v) => v,
                Err(msg) => {
                    problems.push(format!("board {}: {msg}", e.board));
                    continue;
                }
            };
            if let Some(c) = contradiction {
                if !e.force {
                    problems.push(format!(
                        "board {}: {c}; the result was not entered (use --force to keep the arbiter's result)",
                        e.board
                    ));
                    continue;
                }
                rec.warning = Some(format!(
                    "the score contradicts the result: {c}; the arbiter's result stands"
                ));
            }
            rec.score = Some(file.text.clone());
            rec.verdict = Some(verdict);
            out.verdict = rec.verdict.clone();
            out.warning = rec.warning.clone();
        }
        planned.push((e.board, e.result, rec, out));
    }
    if !problems.is_empty() {
        return Err(super::AppError::BadInput(problems));
    }
    for (board, result, rec, _) in &planned {
        db.set_result(tid, round, *board, *result, rec)?;
    }
    Ok(planned.into_iter().map(|p| p.3).collect())
}

/// Validates a score against the arbiter's `result`. Returns the
/// verdict line and, if the score contradicts the result, why. An unreadable file, or one not
/// holding exactly one game, is an error.
fn check_score(
    kind: GameKind,
    result: Option<GameResult>,
    file: &ScoreFile,
) -> std::result::Result<(String, Option<String>), String> {
    let games = record::read(&file.text);
    let [game] = games.as_slice() else {
        return Err(format!(
            "{}: holds {} games; a board takes exactly one",
            file.name,
            games.len()
        ));
    };
    let report: GameReport = validate_record(kind, 1, game);
    if let Some(p) = &report.problem {
        let verdict = format!(
            "invalid: {}:{}:{}: {}",
            file.name,
            p.line,
            p.col,
            p.describe()
        );
        return Ok((
            verdict.clone(),
            Some(format!("the score is invalid ({verdict})")),
        ));
    }
    let verdict = format!(
        "valid, {} ({}), {} plies, {} {}-{}",
        report.result(),
        report.verdict.ending.describe(),
        report.verdict.plies,
        report.tally().name,
        report.tally().counts[0],
        report.tally().counts[1]
    );
    let Some(result) = result else {
        return Ok((verdict, None));
    };
    if result.is_forfeit() {
        let moves = report.verdict.plies;
        return Ok((
            verdict,
            (moves > 0)
                .then(|| format!("a forfeited game has no moves, but the score has {moves} plies")),
        ));
    }
    let wanted = match result {
        GameResult::WhiteWins => Outcome::WhiteWins,
        GameResult::BlackWins => Outcome::BlackWins,
        _ => Outcome::Draw,
    };
    let said = report.verdict.ending.outcome();
    let contradiction = match said {
        Some(o) if o != wanted => Some(format!(
            "the result is {} but the score gives {} ({})",
            result.display(),
            o.as_score(),
            report.verdict.ending.describe()
        )),
        _ => None,
    };
    Ok((verdict, contradiction))
}
