//! The hall network's operations (docs/access.md): making and ending access codes, a player's
//! report of his result and his opponent's answer, an assistant's result, a wrong code, and the
//! chief arbiter's decision on a report. Each is one operation of [`super::run`], one journal
//! line; a code is never in an operation (the faces find its holder with [`holder`] and send
//! the holder's id), so never in the journal either.

use serde::Serialize;

use super::{Operation, Refusal, ResultEntry, load_in, play};
use crate::store::{Db, NewCode, Store};
use crate::tournament::hall::{
    self, AccessCode, Body, Code, Hall, Incoming, LOCK_AFTER, Role, Status, status_of,
};
use crate::tournament::{
    AccessId, Board, GameResult, PlayerId, RoundNo, StartNo, Tournament, TournamentId,
};

type Result<T> = std::result::Result<T, Refusal>;

/// Why the hall's operations refuse.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The code does not work in this tournament (wrong, revoked, locked, another's).
    NoAccess,
    /// Players' reports are off in this tournament.
    ReportsOff,
    /// The player does not play on that board.
    NotYourBoard(RoundNo, Board),
    /// The board's result is entered: only the arbiter changes it.
    Decided(RoundNo, Board),
    /// A player reports `1-0`, `=` or `0-1`; a forfeit is the arbiter's.
    NotReportable,
    /// No open report on that board.
    NoReport(RoundNo, Board),
    /// The players disagree: accepting needs the result the arbiter decided.
    Disagree(RoundNo, Board),
    /// No such code in this tournament.
    NoCode(AccessId),
    /// An assistant needs a name.
    NoName,
    /// The system gave no random bytes.
    NoRandom,
    /// Check-in is not open for the next round (off, or only before round 1).
    CheckInClosed(RoundNo),
    /// An assistant checks a player in by naming him.
    WhoChecksIn,
    /// The game's score sent with a report does not replay: where and why (as `orda validate`
    /// says it).
    BadScore(Box<super::validate::Located>),
    /// The score sent is not one game.
    NotOneGame,
}

impl From<Refused> for Refusal {
    fn from(r: Refused) -> Refusal {
        Refusal::Hall(r)
    }
}

/// A new code, made from the operating system's randomness, and its salt and hash.
fn new_code() -> Result<(Code, String, String)> {
    let mut bytes = [0u8; 24];
    getrandom::fill(&mut bytes).map_err(|_| Refused::NoRandom)?;
    let (code, salt) = bytes.split_at(8);
    let mut s = [0u8; 16];
    s.copy_from_slice(salt);
    let mut c = [0u8; 8];
    c.copy_from_slice(code);
    let code = Code::from_random(c);
    let hash = code.hash(&s);
    Ok((code, hall::hex(&s), hash))
}

/// Whose code `code` is in tournament `t`, if it works there (a read; the operation checks
/// again in its own transaction).
pub fn holder(store: &mut Store, t: TournamentId, code: &Code) -> Result<Option<AccessCode>> {
    let codes = store.read(|db| db.access_codes(t))?;
    Ok(hall::holder(&codes, code).cloned())
}

/// The codes of tournament `t` (and the assistants' of every tournament), oldest first.
pub fn codes(store: &mut Store, t: TournamentId) -> Result<Vec<AccessCode>> {
    Ok(store.read(|db| db.access_codes(t))?)
}

/// Tournament `t`'s settings for the hall.
pub fn settings(store: &mut Store, t: TournamentId) -> Result<Hall> {
    Ok(store.read(|db| db.hall(t))?)
}

/// How many reports of tournament `t` wait for the arbiter (not decided yet).
pub fn waiting(store: &mut Store, t: TournamentId) -> Result<usize> {
    Ok(store.read(|db| db.waiting_reports(t))?)
}

/// What the hall sent to tournament `t`, in the order it came.
pub fn incoming(store: &mut Store, t: TournamentId) -> Result<Vec<Incoming>> {
    Ok(store.read(|db| db.incoming(t))?)
}

/// A player's new code, as made (shown once).
#[derive(Clone, Debug)]
pub struct PlayerCode {
    /// His starting number.
    pub no: StartNo,
    /// His name.
    pub name: String,
    /// The code made now; `None` when he had one already (it cannot be shown again).
    pub code: Option<Code>,
}

/// Make a code for every player of `t` who has none (with `reissue`, a new one for that player,
/// his old one ended; with `all`, a new one for every player: cards printed for all) and switch
/// players' reports on.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerCodes {
    /// The tournament.
    pub t: TournamentId,
    /// One player's new code (a lost card).
    pub reissue: Option<StartNo>,
    /// A new code for every player, the old ones ended.
    pub all: bool,
}

impl Operation for PlayerCodes {
    /// Every player, by starting number, with his code if it was made now.
    type Done = Vec<PlayerCode>;
    fn decide(self, db: &Db<'_>) -> Result<Vec<PlayerCode>> {
        let t = load_in(db, self.t)?;
        let codes = db.access_codes(self.t)?;
        if let Some(no) = self.reissue {
            t.entrant(no.0).ok_or(Refusal::NoPlayer(no))?;
        }
        let again = |no: u32| self.all || self.reissue == Some(StartNo(no));
        for e in t.entrants.iter().filter(|e| again(e.no)) {
            for c in codes_of(&codes, e.player_id).filter(|c| c.revoked_at.is_none()) {
                db.revoke_code(c.id)?;
            }
        }
        let mut out = Vec::new();
        for e in &t.entrants {
            let has = codes_of(&codes, e.player_id).any(AccessCode::live);
            let code = if has && !again(e.no) {
                None
            } else {
                let (code, salt, hash) = new_code()?;
                db.insert_code(&NewCode {
                    tournament: Some(self.t),
                    role: Role::Player,
                    player: Some(e.player_id),
                    name: "",
                    salt: &salt,
                    hash: &hash,
                })?;
                Some(code)
            };
            out.push(PlayerCode {
                no: StartNo(e.no),
                name: e.name.clone(),
                code,
            });
        }
        let h = db.hall(self.t)?;
        db.set_hall(self.t, Hall { reports: true, ..h })?;
        Ok(out)
    }
}

fn codes_of(codes: &[AccessCode], p: PlayerId) -> impl Iterator<Item = &AccessCode> {
    codes
        .iter()
        .filter(move |c| c.role == Role::Player && c.player == Some(p))
}

/// Make an assistant arbiter's code, for one tournament or (`t: None`) every tournament.
#[derive(Clone, Debug, Serialize)]
pub struct AddAssistant {
    /// His tournament; `None`: every tournament of the file.
    pub t: Option<TournamentId>,
    /// His name (the journal's who for his changes).
    pub name: String,
}

impl Operation for AddAssistant {
    /// His code (shown once).
    type Done = (AccessId, Code);
    fn decide(self, db: &Db<'_>) -> Result<(AccessId, Code)> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(Refused::NoName.into());
        }
        super::manage::forbidden_characters(&[(
            super::refusal::Field::Name,
            Some(&name.to_string()),
        )])?;
        if let Some(t) = self.t {
            load_in(db, t)?;
        }
        let (code, salt, hash) = new_code()?;
        let id = db.insert_code(&NewCode {
            tournament: self.t,
            role: Role::Assistant,
            player: None,
            name,
            salt: &salt,
            hash: &hash,
        })?;
        Ok((id, code))
    }
}

/// End a code at once.
#[derive(Clone, Debug, Serialize)]
pub struct RevokeCode {
    /// The tournament it works in.
    pub t: TournamentId,
    /// The code.
    pub id: AccessId,
}

impl Operation for RevokeCode {
    type Done = ();
    fn decide(self, db: &Db<'_>) -> Result<()> {
        let codes = db.access_codes(self.t)?;
        if !codes.iter().any(|c| c.id == self.id) {
            return Err(Refused::NoCode(self.id).into());
        }
        Ok(db.revoke_code(self.id)?)
    }
}

/// End every code of a tournament (its players' and its own assistants') and switch players'
/// reports off.
#[derive(Clone, Debug, Serialize)]
pub struct AccessOff(pub TournamentId);

impl Operation for AccessOff {
    /// How many codes were ended.
    type Done = usize;
    fn decide(self, db: &Db<'_>) -> Result<usize> {
        load_in(db, self.0)?;
        let codes = db.access_codes(self.0)?;
        let mine: Vec<&AccessCode> = codes
            .iter()
            .filter(|c| c.tournament == Some(self.0) && c.revoked_at.is_none())
            .collect();
        for c in &mine {
            db.revoke_code(c.id)?;
        }
        let h = db.hall(self.0)?;
        db.set_hall(
            self.0,
            Hall {
                reports: false,
                ..h
            },
        )?;
        Ok(mine.len())
    }
}

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
    let reports = super::validate::validate_text(kind, text);
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
    /// A player's report, or his answer, now standing so.
    Now(Status),
}

/// The live code `id` of tournament `t`.
fn live_code(db: &Db<'_>, t: TournamentId, id: AccessId) -> Result<AccessCode> {
    db.access_codes(t)?
        .into_iter()
        .find(|c| c.id == id && c.live())
        .ok_or_else(|| Refused::NoAccess.into())
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
    let id = |no| super::player_id(t, StartNo(no));
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
        let tour = load_in(db, t)?;
        let (white, black) = open_board(&tour, round, board)?;
        if let Some(text) = &score {
            check_score(tour.settings.game, text)?;
        }
        if code.role == Role::Assistant {
            enter(db, t, round, board, result, score)?;
            return Ok(Reported::Entered);
        }
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
                    answer: None,
                    score,
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
                    enter(db, t, round, board, result, body.score.clone())?;
                    status = Status::Accepted;
                }
                db.update_incoming(open.id, &body, confirmed_by, status)?;
                status
            }
        };
        Ok(Reported::Now(status))
    }
}

/// A code that opened nothing, sent for a board: a wrong try against the codes of the board's
/// two players (locked at the [`LOCK_AFTER`]th: the arbiter sees it and gives new ones).
#[derive(Clone, Debug, Serialize)]
pub struct WrongCode {
    /// The tournament.
    pub t: TournamentId,
    /// The round named.
    pub round: RoundNo,
    /// The board named.
    pub board: Board,
}

impl Operation for WrongCode {
    /// The players whose code is locked now.
    type Done = Vec<StartNo>;
    fn decide(self, db: &Db<'_>) -> Result<Vec<StartNo>> {
        let tour = load_in(db, self.t)?;
        let Some(g) = tour
            .rounds
            .iter()
            .find(|r| r.number == self.round)
            .and_then(|r| r.games.iter().find(|g| g.board == self.board))
        else {
            return Ok(Vec::new());
        };
        let mut locked = Vec::new();
        let codes = db.access_codes(self.t)?;
        for no in [g.white, g.black] {
            let Some(e) = tour.entrant(no) else { continue };
            for c in codes_of(&codes, e.player_id).filter(|c| c.live()) {
                db.count_wrong_try(c.id, LOCK_AFTER)?;
                if c.wrong_tries + 1 >= LOCK_AFTER {
                    locked.push(StartNo(no));
                }
            }
        }
        Ok(locked)
    }
}

/// The chief arbiter's decision on a board's open report: accept (its result, or with
/// `result` the one he decided: needed when the players disagree) or reject.
#[derive(Clone, Debug, Serialize)]
pub struct DecideReport {
    /// The tournament.
    pub t: TournamentId,
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
            round,
            board,
            accept,
            result,
        } = self;
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
    let tour = super::query::tournament(store, t)?;
    let items = incoming(store, t)?;
    let no_of = |p: PlayerId| {
        tour.entrants
            .iter()
            .find(|e| e.player_id == p)
            .map(|e| StartNo(e.no))
    };
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
            let g = tour
                .rounds
                .iter()
                .find(|r| r.number == i.round)?
                .games
                .iter()
                .find(|g| g.board == board)?;
            Some(ReportLine {
                id: i.id,
                round: i.round,
                board,
                white: who(g.white),
                black: who(g.black),
                reporter: no_of(i.player),
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
    Ok(lines)
}

/// Change a tournament's settings for the hall: when players check in, whether a result both
/// confirmed is entered at once (each `None`: as stored).
#[derive(Clone, Debug, Serialize)]
pub struct SetHall {
    /// The tournament.
    pub t: TournamentId,
    /// When players check in.
    #[serde(serialize_with = "check_in_code")]
    pub check_in: Option<hall::CheckIn>,
    /// A result both players confirmed is entered at once.
    pub accept_confirmed: Option<bool>,
}

fn check_in_code<S: serde::Serializer>(
    c: &Option<hall::CheckIn>,
    s: S,
) -> std::result::Result<S::Ok, S::Error> {
    match c {
        Some(c) => s.serialize_some(c.code()),
        None => s.serialize_none(),
    }
}

impl Operation for SetHall {
    type Done = Hall;
    fn decide(self, db: &Db<'_>) -> Result<Hall> {
        load_in(db, self.t)?;
        let mut h = db.hall(self.t)?;
        if let Some(c) = self.check_in {
            h.check_in = c;
        }
        if let Some(a) = self.accept_confirmed {
            h.accept_confirmed = a;
        }
        db.set_hall(self.t, h)?;
        Ok(h)
    }
}

/// The round players check in for now: the next to pair, when check-in is open for it.
pub fn check_in_round(t: &Tournament, h: Hall) -> std::result::Result<RoundNo, Refused> {
    let next = RoundNo(t.rounds.len() as u32 + 1);
    let open = match h.check_in {
        hall::CheckIn::Off => false,
        hall::CheckIn::First => next.0 == 1,
        hall::CheckIn::Each => true,
    };
    if open && next.0 <= t.settings.rounds {
        Ok(next)
    } else {
        Err(Refused::CheckInClosed(next))
    }
}

/// A player is here for the next round: by his own code, by an assistant's (naming him), or
/// by the chief arbiter (`by: None`).
#[derive(Clone, Debug, Serialize)]
pub struct CheckIn {
    /// The tournament.
    pub t: TournamentId,
    /// The code used (its holder: [`holder`]); `None`: the chief arbiter.
    pub by: Option<AccessId>,
    /// The player, when an assistant or the arbiter checks him in.
    pub player: Option<StartNo>,
}

impl Operation for CheckIn {
    /// The round and the player; `false` when he was checked in already.
    type Done = (RoundNo, StartNo, bool);
    fn decide(self, db: &Db<'_>) -> Result<Self::Done> {
        let tour = load_in(db, self.t)?;
        let round = check_in_round(&tour, db.hall(self.t)?)?;
        let code = match self.by {
            Some(id) => Some(live_code(db, self.t, id)?),
            None => None,
        };
        let no = match (&code, self.player) {
            // A player checks himself in, whatever number he gives.
            (Some(c), _) if c.role == Role::Player => tour
                .entrants
                .iter()
                .find(|e| Some(e.player_id) == c.player)
                .map(|e| StartNo(e.no))
                .ok_or(Refused::NoAccess)?,
            (_, Some(no)) => no,
            (_, None) => return Err(Refused::WhoChecksIn.into()),
        };
        let pid = super::player_id(&tour, no)?;
        if db.checked_in(self.t, round)?.contains(&pid) {
            return Ok((round, no, false));
        }
        db.insert_check_in(self.t, round, pid, self.by)?;
        Ok((round, no, true))
    }
}

/// Who is here for the round players check in for now (or the next round when check-in is
/// closed): the round, and the starting numbers checked in.
pub fn present(store: &mut Store, t: TournamentId) -> Result<(RoundNo, Vec<StartNo>)> {
    let tour = super::query::tournament(store, t)?;
    let h = settings(store, t)?;
    let round = check_in_round(&tour, h).unwrap_or(RoundNo(tour.rounds.len() as u32 + 1));
    let ids = store.read(|db| db.checked_in(t, round))?;
    let nos = tour
        .entrants
        .iter()
        .filter(|e| ids.contains(&e.player_id))
        .map(|e| StartNo(e.no))
        .collect();
    Ok((round, nos))
}

/// Pair the next round with the players checked in: every other player who plays on and has
/// no bye announced gets a zero-point bye for it (the rule for an absent player), in the same
/// transaction as the pairing.
#[derive(Clone, Debug, Serialize)]
pub struct PairPresent(pub TournamentId);

impl Operation for PairPresent {
    /// Those given a zero-point bye, and the round paired.
    type Done = (Vec<StartNo>, play::Paired);
    fn before(&self, store: &mut Store) -> Result<()> {
        super::PairRound(self.0).before(store)
    }
    fn decide(self, db: &Db<'_>) -> Result<Self::Done> {
        let tour = load_in(db, self.0)?;
        let round = RoundNo(tour.rounds.len() as u32 + 1);
        let here = db.checked_in(self.0, round)?;
        let byes = db.requested_byes(self.0)?;
        let absent: Vec<StartNo> = tour
            .entrants
            .iter()
            .filter(|e| e.withdrawn_from.is_none_or(|w| w > round.0))
            .filter(|e| !here.contains(&e.player_id))
            .filter(|e| !byes.iter().any(|(no, r, _)| *no == e.no && *r == round))
            .map(|e| StartNo(e.no))
            .collect();
        for no in &absent {
            super::swiss::request_bye_in(db, self.0, *no, round, crate::tournament::ByeKind::Zero)?;
        }
        let paired = play::pair_in(db, self.0)?;
        Ok((absent, paired))
    }
}
