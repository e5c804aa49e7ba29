//! Playing the tournament: pair the next round, enter results (one board, or a whole round at
//! once), attach game scores and have the rules engine check them, delete the last round. Each
//! decision runs inside the caller's transaction (`super::apply`).

use super::manage::{is_withdrawn, withdrawal_forfeit};
use super::refusal::AdjournWhy;
use super::refusal::Contradiction;
use super::validate::{GameReport, Located, validate_record};
use super::{Refusal, load_in, player_id};
use crate::formats::record;
use crate::pairing::{berger, stored};
use crate::rules::GameKind;
use crate::rules::score::{Ending, Tally};
use crate::store::{Db, ResultRecord, RoundDate};
use crate::tournament::manual::{self, ScoreName, ScoreSays};
use crate::tournament::verdict::{Verdict, Warning};
use crate::tournament::{
    Adjourned, Board, ByeKind, GameResult, No, Round, RoundNo, StartNo, System, Tournament,
    TournamentId,
};

type Result<T> = std::result::Result<T, Refusal>;

/// What pairing a round did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paired {
    /// The round as stored.
    pub round: Round,
    /// Set when the number of rounds was changed to fit the field (round-robin, round 1).
    pub rounds_set_to: Option<u32>,
    /// Adjourned games still open, counted as draws for this pairing (the window asks first;
    /// the command line warns).
    pub adjourned: Vec<(RoundNo, Board)>,
}

/// Pairs the next round of `tid`: a round-robin by the Berger tables, a Swiss by the Dutch
/// system (announced byes and withdrawn players left out, forbidden pairs kept apart). The
/// previous round must be complete. Boards of withdrawn players are forfeited at once.
/// Why the next round of `t` cannot be paired, found without pairing it: a round with results
/// missing, fewer than two players, or every round paired (a round-robin's by the Berger tables
/// for its field). The window greys out "Pair next round" on this; [`pair_in`] refuses on it
/// first.
pub fn why_not_pair(t: &Tournament) -> Option<Refusal> {
    if let Some(ev) = t.team_event() {
        return super::team::why_not_pair(&ev);
    }
    if let Some((round, boards)) = manual::incomplete(t) {
        return Some(Refusal::Incomplete { round, boards });
    }
    let n = t.entrants.len() as u32;
    if n < 2 {
        return Some(Refusal::TooFewPlayers);
    }
    let next = t.rounds.len() as u32 + 1;
    let system = t.settings.system;
    let rounds = match system {
        System::RoundRobin => berger::rounds_needed(n, 1),
        System::DoubleRoundRobin => berger::rounds_needed(n, 2),
        System::Swiss => t.settings.rounds,
    };
    (next > rounds).then_some(Refusal::AllPaired { system, rounds })
}

/// A Swiss set up for more rounds than its field can play without a rematch (n players: n − 1
/// rounds at most, n when n is odd, each player's bye a round of its own): (the rounds set, the
/// players). The checklist's Q62 asks for a warning before
/// the start; the faces say it beside "Pair next round" and when round 1 is paired.
pub fn too_many_rounds(t: &Tournament) -> Option<(u32, u32)> {
    let n = t
        .entrants
        .iter()
        .filter(|e| e.withdrawn_from.is_none())
        .count() as u32;
    let most = if n % 2 == 1 { n } else { n.saturating_sub(1) };
    (t.settings.system == System::Swiss
        && t.settings.team.is_none()
        && n >= 2
        && t.settings.rounds > most)
        .then_some((t.settings.rounds, n))
}

/// The byes announced for round `round` of `t`, by starting number (a bye of a player not
/// entered cannot be stored: the bye refers to his entry).
pub(super) fn announced_for(
    db: &Db<'_>,
    t: &Tournament,
    round: RoundNo,
) -> Result<Vec<(No, ByeKind)>> {
    Ok(db
        .byes_for(t.settings.id, round)?
        .iter()
        .filter_map(|&(pid, k)| {
            t.entrants
                .iter()
                .find(|e| e.player_id == pid)
                .map(|e| (e.no, k))
        })
        .collect())
}

pub(super) fn pair_in(db: &Db<'_>, tid: TournamentId) -> Result<Paired> {
    let t = load_in(db, tid)?;
    if t.settings.team.is_some() {
        return super::team::pair_in(db, &t);
    }
    let next = t.rounds.len() as u32 + 1;
    if let Some(no) = why_not_pair(&t) {
        return Err(no);
    }
    // A bye asked for from the hall and not granted by now is too late.
    db.close_bye_requests(tid, RoundNo(next))?;
    let n = t.entrants.len() as u32;
    // Boards as (white, black) starting numbers, and the players not paired.
    type Plan = (Vec<(No, No)>, Vec<(No, ByeKind)>, Option<u32>);
    let (boards, unpaired, rounds_set_to): Plan = match t.settings.system {
        System::RoundRobin | System::DoubleRoundRobin => {
            let double = t.settings.system == System::DoubleRoundRobin;
            let needed = berger::rounds_needed(n, if double { 2 } else { 1 });
            let Some(table) = berger::schedule(n, double)
                .into_iter()
                .nth(next as usize - 1)
            else {
                return Err(Refusal::NotInBerger {
                    round: RoundNo(next),
                    players: n,
                });
            };
            let rests = table.rests.iter().map(|&no| (no, ByeKind::Rest)).collect();
            (
                table.boards,
                rests,
                (next == 1 && t.settings.rounds != needed).then_some(needed),
            )
        }
        System::Swiss => {
            let (announced, forbidden) =
                (announced_for(db, &t, RoundNo(next))?, db.forbidden(tid)?);
            let away = stored::away_in(&t, next, &announced);
            let (boards, bye) = stored::dutch_round(&t, next, &away, &forbidden)
                .map_err(|e| Refusal::NoPairing(e).in_round(RoundNo(next)))?;
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
    let forfeits: Vec<(Board, GameResult)> = (1..)
        .map(Board)
        .zip(&boards)
        .filter(|&(_, &(w, b))| is_withdrawn(&t, w, next) || is_withdrawn(&t, b, next))
        .map(|(board, &(w, b))| (board, withdrawal_forfeit(&t, w, b, next, None)))
        .collect();
    let boards = boards
        .iter()
        .map(|&(w, b)| Ok((player_id(&t, StartNo(w))?, player_id(&t, StartNo(b))?)))
        .collect::<Result<Vec<_>>>()?;
    let byes = unpaired
        .iter()
        .map(|&(no, k)| Ok((player_id(&t, StartNo(no))?, k)))
        .collect::<Result<Vec<_>>>()?;
    if let Some(r) = rounds_set_to {
        let mut s = t.settings.clone();
        s.rounds = r;
        db.update_tournament(&s)?;
    }
    let next = RoundNo(next);
    db.insert_round(tid, next, &boards, &byes, RoundDate::Today)?;
    for &(board, res) in &forfeits {
        let rec = ResultRecord {
            verdict: Some(Verdict::WithdrawalForfeit),
            ..ResultRecord::default()
        };
        super::store_result(db, tid, next, board, Some(res), &rec)?;
    }
    let round = db
        .rounds(tid)?
        .into_iter()
        .find(|r| r.number == next)
        .unwrap_or_default();
    Ok(Paired {
        round,
        rounds_set_to,
        adjourned: t.open_adjournments(),
    })
}

/// Deletes the last round of `tid` with its results and scores, so that the tournament is as it
/// was before that round was paired: byes announced for the round stay announced. Returns the
/// round's number.
pub(super) fn delete_last_in(db: &Db<'_>, tid: TournamentId) -> Result<RoundNo> {
    let t = load_in(db, tid)?;
    let Some(last) = t.rounds.last() else {
        return Err(Refusal::NoRoundYet);
    };
    let number = last.number;
    let announced = last
        .byes
        .iter()
        .filter(|(_, k)| matches!(k, ByeKind::Half | ByeKind::Zero))
        .map(|&(no, k)| Ok((player_id(&t, StartNo(no))?, k)))
        .collect::<Result<Vec<_>>>()?;
    db.delete_round(tid, number)?;
    for &(pid, k) in &announced {
        db.set_bye(tid, number, pid, Some(k))?;
    }
    // An adjourned game decided while this round was paired: the round paired again reads its
    // result, not the draw.
    db.unpair_adjourned(tid, number)?;
    Ok(number)
}

/// A game score given with a result: the file's name (for messages) and its text.
#[derive(Clone, Debug, serde::Serialize)]
pub struct ScoreFile {
    /// The file's name as the user gave it.
    pub name: String,
    /// Its contents.
    pub text: String,
}

/// One result to enter (the old entry point's form; see `super::ResultEntry`).
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

/// The engine's judgement of a score just entered, as data (`crate::words::judged` and its
/// `Display` give the engine's line). What is stored of it is a `tournament::verdict::Verdict`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judged {
    /// A valid score.
    Valid {
        /// How it ended (its result, if any, and how).
        ending: Ending,
        /// Plies played.
        plies: u32,
        /// What each side has at the end.
        tally: Tally,
    },
    /// An invalid score: its first problem, located in the file.
    Invalid {
        /// The score.
        file: ScoreName,
        /// Where and what.
        at: Located,
    },
}

/// A result the arbiter kept against the score that contradicts it (what is stored is a
/// `tournament::verdict::Warning`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overridden(pub Contradiction);

/// What entering a result did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entered {
    /// Board.
    pub board: Board,
    /// The engine's judgement of the score, if one was attached.
    pub verdict: Option<Judged>,
    /// Set when the arbiter's result stands against the score.
    pub warning: Option<Overridden>,
    /// Set when a Swiss result changed after later rounds were paired with the old one.
    pub stale: Option<Stale>,
    /// Set when the result of an adjourned game is not a draw and later rounds (the first and
    /// the last) were paired with it counted as a draw (the checklist's level 3: the window
    /// asks first; the record says `### Adjournment`).
    pub adjourned: Option<(u32, u32)>,
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

/// In rules mode, the first round of a Swiss whose results may still be changed: the round
/// before the last one played (complete), as FIDE's checklist reads C.04.2 (Q189-191): a
/// result found wrong later than that stands (docs/compliance.md). `None`: any round (out of
/// rules mode, or a round-robin, whose pairings do not follow the results). A result entered
/// where there was none (a game postponed) is always taken.
pub(crate) fn correctable_from(t: &crate::tournament::Tournament) -> Option<u32> {
    if t.settings.rules_left.is_some() || t.settings.system != System::Swiss {
        return None;
    }
    let played = t
        .rounds
        .iter()
        .rev()
        .find(|r| r.is_complete())
        .map_or(0, |r| r.number.0);
    Some(played.saturating_sub(1).max(1))
}

/// Enters several results of round `round`: all are stored, or none (a bad board, an unreadable
/// score or a contradiction not insisted on anywhere refuses the lot, listing every board).
pub(super) fn enter_in(
    db: &Db<'_>,
    tid: TournamentId,
    round: RoundNo,
    entries: Vec<super::ResultEntry>,
    insist: bool,
) -> Result<Vec<Entered>> {
    let t = load_in(db, tid)?;
    let Some(r) = t.rounds.iter().find(|r| r.number == round) else {
        return Err(Refusal::RoundNotPaired {
            round,
            paired: t.rounds.len() as u32,
        });
    };
    let mut planned = Vec::new();
    let mut problems = Vec::new();
    for e in entries {
        let Some(g) = r.games.iter().find(|g| g.board == e.board) else {
            problems.push(Refusal::NoBoard {
                round,
                board: e.board,
                boards: r.games.len(),
            });
            continue;
        };
        if let Some(res) = e.result
            && !res.is_forfeit()
            && !insist
            && let Some(no) = [g.white, g.black]
                .into_iter()
                .find(|&no| is_withdrawn(&t, no, round.0))
        {
            problems.push(
                Refusal::PlaysWithdrawn {
                    player: StartNo(no),
                    round,
                }
                .on_board(e.board),
            );
            continue;
        }
        // The score to check: the one given, or the one already attached (a corrected result
        // is checked against it again).
        let stored = match (&e.score, g.has_score && e.result.is_some()) {
            (None, true) => db.score(tid, round, e.board)?,
            _ => None,
        };
        let score = match (&e.score, &stored) {
            (Some(f), _) => Some((ScoreName::File(f.name.clone()), f.text.as_str())),
            (None, Some(text)) => Some((ScoreName::Stored(e.board), text.as_str())),
            (None, None) => None,
        };
        if let Some(from) = correctable_from(&t)
            && round.0 < from
            && g.result.is_some_and(|old| e.result != Some(old))
        {
            problems.push(
                Refusal::CorrectionTooLate {
                    round,
                    from: RoundNo(from),
                }
                .on_board(e.board),
            );
            continue;
        }
        let last = t.rounds.last().map_or(round.0, |r| r.number.0);
        // A result changed in a round later rounds were paired on: asked first (the
        // checklist's level 3, Q190), then stored when insisted on.
        // A Swiss only: a round-robin's rounds do not rest on results.
        let swiss = t.settings.system == System::Swiss;
        let earlier = g
            .result
            .filter(|&old| swiss && e.result != Some(old) && round.0 < last && !insist);
        if let Some(old) = earlier {
            problems.push(
                Refusal::ChangesEarlierRound {
                    round,
                    old,
                    new: e.result,
                    last: RoundNo(last),
                }
                .on_board(e.board),
            );
        }
        let mut rec = ResultRecord::default();
        let mut out = Entered {
            board: e.board,
            verdict: None,
            warning: None,
            stale: match g.result {
                Some(old)
                    if t.settings.system == System::Swiss
                        && round.0 < last
                        && e.result != Some(old) =>
                {
                    Some(Stale {
                        old,
                        rounds: (round.0 + 1, last),
                    })
                }
                _ => None,
            },
            adjourned: adjourned_stale(&t, g, round, e.result),
        };
        if let Some((name, text)) = score {
            let (verdict, judged, says) = match check_score(t.settings.game, name, text) {
                Ok(v) => v,
                Err(why) => {
                    problems.push(why.on_board(e.board));
                    continue;
                }
            };
            if let Some(c) = manual::contradiction(e.result, &says) {
                if !insist {
                    problems.push(Refusal::Contradicts(c).on_board(e.board));
                    continue;
                }
                rec.warning = Some(match c {
                    Contradiction::Invalid(_) => Warning::Invalid,
                    Contradiction::ForfeitWithMoves { .. } => Warning::ForfeitWithMoves,
                    Contradiction::Outcome { .. } => Warning::Outcome,
                });
                out.warning = Some(Overridden(c));
            }
            rec.score = Some(text.to_string());
            rec.verdict = Some(verdict);
            out.verdict = Some(judged);
        }
        if earlier.is_some() {
            continue; // refused above; the score was checked too, to say everything at once
        }
        let open = g.is_open_adjourned();
        planned.push((e.board, e.result, rec, out, open));
    }
    if !problems.is_empty() {
        return Err(Refusal::Several(problems));
    }
    let paired = t.rounds.len() as u32;
    for (board, result, rec, _, open) in &planned {
        // An adjourned game's result, known at last: the rounds paired meanwhile are on the
        // record (they counted it as a draw). Marked first: an open adjournment has no result.
        if *open && result.is_some() {
            db.set_adjourned(tid, round, *board, Some(Adjourned::Decided { paired }))?;
        }
        super::store_result(db, tid, round, *board, *result, rec)?;
    }
    Ok(planned.into_iter().map(|p| p.3).collect())
}

/// The rounds (first, last) paired with an adjourned game counted as a draw, when its result
/// `result`, entered now, is another (the window asks first on this; [`Entered::adjourned`]
/// says it after).
pub fn adjourned_stale(
    t: &Tournament,
    g: &crate::tournament::Game,
    round: RoundNo,
    result: Option<GameResult>,
) -> Option<(u32, u32)> {
    let last = t.rounds.last().map_or(round.0, |r| r.number.0);
    (g.is_open_adjourned() && last > round.0 && result.is_some_and(|r| r != GameResult::Draw))
        .then_some((round.0 + 1, last))
}

/// Why board `board` of round `round` cannot be adjourned, if it cannot (the window greys its
/// Adjourn button on this; [`adjourn_in`] refuses on it).
pub fn why_not_adjourn(t: &Tournament, round: RoundNo, board: Board) -> Option<Refusal> {
    let cannot = |why| Refusal::CannotAdjourn { round, board, why };
    if t.settings.team.is_some() {
        return Some(cannot(AdjournWhy::Team));
    }
    let Some(r) = t.rounds.iter().find(|r| r.number == round) else {
        return Some(Refusal::RoundNotPaired {
            round,
            paired: t.rounds.len() as u32,
        });
    };
    let Some(g) = r.games.iter().find(|g| g.board == board) else {
        return Some(Refusal::NoBoard {
            round,
            board,
            boards: r.games.len(),
        });
    };
    let last = t.rounds.len() as u32;
    if round.0 != last {
        Some(cannot(AdjournWhy::NotLastRound {
            last: RoundNo(last),
        }))
    } else if g.result.is_some() {
        Some(cannot(AdjournWhy::HasResult))
    } else if g.is_open_adjourned() {
        Some(cannot(AdjournWhy::Already))
    } else {
        None
    }
}

/// Adjourns board `board` of the last round paired: its result is not known, and it counts as
/// a draw for the pairing of the next rounds until it is (docs/compliance.md).
pub(super) fn adjourn_in(
    db: &Db<'_>,
    tid: TournamentId,
    round: RoundNo,
    board: Board,
) -> Result<()> {
    let t = load_in(db, tid)?;
    if let Some(no) = why_not_adjourn(&t, round, board) {
        return Err(no);
    }
    db.set_adjourned(tid, round, board, Some(Adjourned::Open))?;
    Ok(())
}

/// Stores a score for a board: with the board's result, or when it has none, the result the
/// finished game gives; a board with neither is refused.
pub(super) fn save_score_in(
    db: &Db<'_>,
    tid: TournamentId,
    round: RoundNo,
    board: Board,
    score: ScoreFile,
    insist: bool,
) -> Result<Vec<Entered>> {
    let t = load_in(db, tid)?;
    let current = t
        .rounds
        .iter()
        .find(|r| r.number == round)
        .and_then(|r| r.games.iter().find(|g| g.board == board))
        .and_then(|g| g.result);
    let played = || {
        super::validate::validate_text(t.settings.game, &score.text)
            .first()
            .and_then(|r| GameResult::parse(r.result()).filter(|_| r.result() != "*"))
    };
    let Some(result) = current.or_else(played) else {
        return Err(Refusal::ScoreNeedsResult { round, board });
    };
    let entry = super::ResultEntry {
        board,
        result: Some(result),
        score: Some(score),
    };
    enter_in(db, tid, round, vec![entry], insist)
}

/// Validates a score: the verdict to store, the engine's judgement, and what it says for a
/// result. A file not holding exactly one game is refused.
fn check_score(
    kind: GameKind,
    file: ScoreName,
    text: &str,
) -> Result<(Verdict, Judged, ScoreSays<Box<Located>>)> {
    let games = record::read(text);
    let [game] = games.as_slice() else {
        return Err(Refusal::ScoreGames {
            file,
            games: games.len(),
        });
    };
    let report: GameReport = validate_record(kind, 1, game);
    if let Some(p) = &report.problem {
        let data = Verdict::Invalid {
            ply: p.ply.map(|n| n as u32),
            token: p.token.clone(),
        };
        let judged = Judged::Invalid {
            file: file.clone(),
            at: p.clone(),
        };
        let at = manual::InvalidAt {
            file,
            line: p.line,
            col: p.col,
            what: Box::new(p.clone()),
        };
        return Ok((data, judged, ScoreSays::Invalid(at)));
    }
    let ending = report.verdict.ending;
    let plies = report.verdict.plies as u32;
    let says = ScoreSays::Valid {
        plies,
        outcome: ending.outcome(),
        ending,
    };
    let data = Verdict::Valid {
        result: ending.outcome(),
        plies,
    };
    let judged = Judged::Valid {
        ending,
        plies,
        tally: report.tally(),
    };
    Ok((data, judged, says))
}
