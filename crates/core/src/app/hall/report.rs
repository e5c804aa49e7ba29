//! A result from the hall: a player's report and his opponent's answer, an assistant's
//! result, a wrong code, the chief arbiter's decision; the reports as the lists show them.

use std::collections::HashMap;

use serde::Serialize;

use super::{Refused, live_code};
use crate::app::{Operation, Refusal, ResultEntry, load_in, play};
use crate::store::{Db, Store};
use crate::tournament::hall::{self, Body, Incoming, Role, Status, status_of};
use crate::tournament::{
    AccessId, Board, GameResult, PlayerId, RoundNo, StartNo, Tournament, TournamentId,
};

type Result<T> = std::result::Result<T, Refusal>;

/// A result from the hall for a board: an assistant's is entered; a player's is his report
/// (or his answer to his opponent's).
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// The tournament.
    pub t: TournamentId,
    /// The code it came with (its holder: [`holder`]).
    pub by: AccessId,
    /// The round.
    pub round: RoundNo,
    /// The board.
    pub board: Board,
    /// The result.
    pub result: GameResult,
    /// The game's score, entered on the phone (checked now, stored when the arbiter accepts).
    pub score: Option<String>,
}

/// Checks a score sent from the hall: one game whose moves all replay (its result is the
/// arbiter's to weigh when he accepts it).
fn check_score(kind: crate::rules::GameKind, text: &str) -> Result<()> {
    let reports = crate::app::validate::validate_text(kind, text);
    let [game] = reports.as_slice() else {
        return Err(Refused::NotOneGame.into());
    };
    match &game.problem {
        Some(p) => Err(Refused::BadScore(Box::new(p.clone())).into()),
        None => Ok(()),
    }
}

/// What a [`Report`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reported {
    /// An assistant's result, entered.
    Entered,
    /// A player's report, or his answer, now standing so; the player's starting number.
    Now(Status, StartNo),
}

/// The board `board` of round `round`, with no result yet.
fn open_board(t: &Tournament, round: RoundNo, board: Board) -> Result<(PlayerId, PlayerId)> {
    let r = t
        .rounds
        .iter()
        .find(|r| r.number == round)
        .ok_or(Refusal::RoundNotPaired {
            round,
            paired: t.rounds.len() as u32,
        })?;
    let g = r
        .games
        .iter()
        .find(|g| g.board == board)
        .ok_or(Refusal::NoBoard {
            round,
            board,
            boards: r.games.len(),
        })?;
    if g.result.is_some() {
        return Err(Refused::Decided(round, board).into());
    }
    let id = |no| crate::app::player_id(t, StartNo(no));
    Ok((id(g.white)?, id(g.black)?))
}

/// What a score from the hall is called in messages (it has no file).
pub const SENT_SCORE: &str = "web";

/// Enters `result` (and the game's score) on a board as the arbiter would: the same checks as
/// the window's entry.
fn enter(
    db: &Db<'_>,
    t: TournamentId,
    round: RoundNo,
    board: Board,
    result: GameResult,
    score: Option<String>,
) -> Result<()> {
    play::enter_in(
        db,
        t,
        round,
        vec![ResultEntry {
            board,
            result: Some(result),
            score: score.map(|text| play::ScoreFile {
                name: SENT_SCORE.into(),
                text,
            }),
        }],
        false,
    )
    .map(|_| ())
}

impl Operation for Report {
    type Done = Reported;
    fn decide(self, db: &Db<'_>) -> Result<Reported> {
        let Report {
            t,
            by,
            round,
            board,
            result,
            score,
        } = self;
        let code = live_code(db, t, by)?;
        if code.wrong_tries > 0 {
            db.clear_wrong_tries(code.id)?;
        }
        let tour = load_in(db, t)?;
        if let Some(text) = &score {
            check_score(tour.settings.game, text)?;
        }
        if code.role == Role::Assistant {
            // An assistant enters and corrects results as the arbiter does (the same checks,
            // a result changed after later rounds said so).
            enter(db, t, round, board, result, score)?;
            return Ok(Reported::Entered);
        }
        let (white, black) = open_board(&tour, round, board)?;
        let settings = db.hall(t)?;
        if !settings.reports {
            return Err(Refused::ReportsOff.into());
        }
        let Some(me) = code.player.filter(|p| *p == white || *p == black) else {
            return Err(Refused::NotYourBoard(round, board).into());
        };
        if !hall::reportable(result) {
            return Err(Refused::NotReportable.into());
        }
        let said = Some(result.code().to_string());
        let status = match db.open_report(t, round, board)? {
            None => {
                let body = Body {
                    result: said,
                    score,
                    ..Body::default()
                };
                db.insert_report(t, round, board, me, Some(by), &body)?;
                Status::Waiting
            }
            Some(open) => {
                let (body, confirmed_by) = if open.player == me {
                    // He says it again, or otherwise: his report is what he says now.
                    let body = Body {
                        result: said,
                        score: score.or(open.body.score.clone()),
                        ..open.body.clone()
                    };
                    (body, open.confirmed_by)
                } else {
                    let body = Body {
                        answer: said,
                        score: score.or(open.body.score.clone()),
                        ..open.body.clone()
                    };
                    (body, Some(by))
                };
                let reported = body.result.as_deref().and_then(GameResult::parse);
                let answer = body.answer.as_deref().and_then(GameResult::parse);
                let mut status = reported.map_or(Status::Waiting, |r| status_of(r, answer));
                if status == Status::Confirmed && settings.accept_confirmed {
                    // Entered at once when the entry's checks let it (they check before they
                    // write); else it waits for the arbiter, confirmed, as without the rule.
                    match enter(db, t, round, board, result, body.score.clone()) {
                        Ok(()) => status = Status::Accepted,
                        Err(Refusal::Store(e)) => return Err(Refusal::Store(e)),
                        Err(_) => {}
                    }
                }
                db.update_incoming(open.id, &body, confirmed_by, status)?;
                status
            }
        };
        let no = tour
            .entrants
            .iter()
            .find(|e| e.player_id == me)
            .map(|e| StartNo(e.no))
            .ok_or(Refused::NoAccess)?;
        Ok(Reported::Now(status, no))
    }
}

/// Wrong codes came from one address (or from the whole hall) up to its limit in a minute: a
/// line of the journal for the arbiter, naming the address (the line's who), and nothing else.
/// A wrong code says nothing of the code it was aimed at, so none is locked (issue 52: anyone
/// could lock any player's code by naming his board).
#[derive(Clone, Debug, Serialize)]
pub struct WrongCodes {
    /// The tournament the forms were sent to.
    pub t: TournamentId,
    /// The wrong codes in the minute.
    pub tries: u32,
    /// Across the hall (every address), not from one.
    pub hall: bool,
}

impl Operation for WrongCodes {
    type Done = ();
    fn decide(self, db: &Db<'_>) -> Result<()> {
        load_in(db, self.t)?;
        Ok(())
    }
}

/// The chief arbiter's decision on a board's open report (or an assistant's, with his code):
/// accept (its result, or with `result` the one he decided: needed when the players disagree)
/// or reject.
#[derive(Clone, Debug, Serialize)]
pub struct DecideReport {
    /// The tournament.
    pub t: TournamentId,
    /// An assistant's code (its holder: `holder`); `None`: the chief arbiter.
    pub by: Option<AccessId>,
    /// The round.
    pub round: RoundNo,
    /// The board.
    pub board: Board,
    /// Accept (else reject).
    pub accept: bool,
    /// The result to enter, when not the one reported.
    pub result: Option<GameResult>,
}

impl Operation for DecideReport {
    /// The result entered (accepted), or none (rejected).
    type Done = Option<GameResult>;
    fn decide(self, db: &Db<'_>) -> Result<Option<GameResult>> {
        let DecideReport {
            t,
            by,
            round,
            board,
            accept,
            result,
        } = self;
        // An assistant's code must still work, in this transaction (revoked meanwhile: no).
        if let Some(id) = by
            && live_code(db, t, id)?.role != Role::Assistant
        {
            return Err(Refused::NoAccess.into());
        }
        let open = db
            .open_report(t, round, board)?
            .ok_or(Refused::NoReport(round, board))?;
        if !accept {
            db.update_incoming(open.id, &open.body, open.confirmed_by, Status::Rejected)?;
            return Ok(None);
        }
        let decided = match (result, open.status) {
            (Some(r), _) => r,
            (None, Status::Disagreed) => return Err(Refused::Disagree(round, board).into()),
            (None, _) => open.result().ok_or(Refused::NoReport(round, board))?,
        };
        let tour = load_in(db, t)?;
        open_board(&tour, round, board)?;
        enter(db, t, round, board, decided, open.body.score.clone())?;
        db.update_incoming(open.id, &open.body, open.confirmed_by, Status::Accepted)?;
        Ok(Some(decided))
    }
}

/// A board's report as the lists show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportLine {
    /// The report's id.
    pub id: crate::tournament::IncomingId,
    /// The round.
    pub round: RoundNo,
    /// The board.
    pub board: Board,
    /// White: number and name.
    pub white: (StartNo, String),
    /// Black: number and name.
    pub black: (StartNo, String),
    /// Who reported.
    pub reporter: Option<StartNo>,
    /// The result reported.
    pub reported: Option<GameResult>,
    /// The opponent's answer.
    pub answer: Option<GameResult>,
    /// Where it stands.
    pub status: Status,
    /// The board's result as entered now.
    pub entered: Option<GameResult>,
    /// A game score came with it.
    pub score: bool,
}

/// The reports of tournament `t`, the open ones first, each group in the order they came.
pub fn reports(store: &mut Store, t: TournamentId) -> Result<Vec<ReportLine>> {
    let tour = crate::app::query::tournament(store, t)?;
    Ok(reports_in(&tour, &super::incoming(store, t)?))
}

/// The reports among `items` of tournament `t`, the open ones first, each group in the order
/// they came (each found by its board, not by a search of every round).
pub fn reports_in(tour: &Tournament, items: &[Incoming]) -> Vec<ReportLine> {
    let no_of: HashMap<PlayerId, u32> = tour.entrants.iter().map(|e| (e.player_id, e.no)).collect();
    let games: HashMap<(RoundNo, Board), &crate::tournament::Game> = tour
        .rounds
        .iter()
        .flat_map(|r| r.games.iter().map(move |g| ((r.number, g.board), g)))
        .collect();
    let who = |no: u32| {
        (
            StartNo(no),
            tour.entrant(no).map(|e| e.name.clone()).unwrap_or_default(),
        )
    };
    let mut lines: Vec<ReportLine> = items
        .iter()
        .filter(|i| i.kind == hall::Kind::Result)
        .filter_map(|i| {
            let board = i.board?;
            let g = games.get(&(i.round, board))?;
            Some(ReportLine {
                id: i.id,
                round: i.round,
                board,
                white: who(g.white),
                black: who(g.black),
                reporter: no_of.get(&i.player).map(|&no| StartNo(no)),
                reported: i.result(),
                answer: i.answer(),
                status: i.status,
                entered: g.result,
                score: i.body.score.is_some(),
            })
        })
        .collect();
    // Stable: the order they came within each group.
    lines.sort_by_key(|l| !l.status.open());
    lines
}
