//! The hall network's operations (docs/access.md): making and ending access codes, a player's
//! report of his result and his opponent's answer, an assistant's result, a wrong code, and the
//! chief arbiter's decision on a report. Each is one operation of [`super::run`], one journal
//! line; a code is never in an operation (the faces find its holder with [`holder`] and send
//! the holder's id), so never in the journal either.

use serde::Serialize;

use super::{Operation, Refusal, load_in};
use crate::store::{Db, NewCode, Store};
use crate::tournament::hall::{self, AccessCode, Code, Hall, Incoming, Role};
use crate::tournament::{AccessId, Board, PlayerId, RoundNo, StartNo, TournamentId};

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
    /// No bye asked for by that player for that round.
    NoByeAsked(RoundNo, StartNo),
    /// Nobody checked in for the round to pair.
    NobodyPresent(RoundNo),
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
        // Each player's codes, found once (not a search of every code for every player).
        let mut of: std::collections::HashMap<PlayerId, Vec<&AccessCode>> = Default::default();
        for c in codes.iter().filter(|c| c.role == Role::Player) {
            if let Some(p) = c.player {
                of.entry(p).or_default().push(c);
            }
        }
        let none = Vec::new();
        let mine = |p: PlayerId| of.get(&p).unwrap_or(&none).iter().copied();
        let again = |no: u32| self.all || self.reissue == Some(StartNo(no));
        for e in t.entrants.iter().filter(|e| again(e.no)) {
            for c in mine(e.player_id).filter(|c| c.revoked_at.is_none()) {
                db.revoke_code(c.id)?;
            }
        }
        let mut out = Vec::new();
        for e in &t.entrants {
            let has = mine(e.player_id).any(AccessCode::live);
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

/// Unlock a code locked by wrong tries (Orda locked the codes of a board a wrong code named
/// until issue 52): it works again, and its card stays as it is.
#[derive(Clone, Debug, Serialize)]
pub struct UnlockCode {
    /// The tournament it works in.
    pub t: TournamentId,
    /// The code.
    pub id: AccessId,
}

impl Operation for UnlockCode {
    /// Whether it was locked.
    type Done = bool;
    fn decide(self, db: &Db<'_>) -> Result<bool> {
        let codes = db.access_codes(self.t)?;
        let Some(c) = codes.iter().find(|c| c.id == self.id) else {
            return Err(Refused::NoCode(self.id).into());
        };
        if c.locked_at.is_none() {
            return Ok(false);
        }
        db.unlock_code(self.id)?;
        Ok(true)
    }
}

/// Whose code `code` is in tournament `t`, live or not (revoked, locked), so that its holder can
/// be told the truth (a read; an operation checks again in its own transaction).
pub fn find(store: &mut Store, t: TournamentId, code: &Code) -> Result<Option<AccessCode>> {
    let codes = store.read(|db| db.access_codes(t))?;
    Ok(hall::find(&codes, code).cloned())
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

/// The live code `id` of tournament `t`.
fn live_code(db: &Db<'_>, t: TournamentId, id: AccessId) -> Result<AccessCode> {
    db.access_codes(t)?
        .into_iter()
        .find(|c| c.id == id && c.live())
        .ok_or_else(|| Refused::NoAccess.into())
}

mod present;
mod report;

pub use present::*;
pub use report::*;

/// What the hall sent to a tournament, as the faces show it, read in one snapshot: its
/// settings, the reports, the byes asked for and who is here.
#[derive(Clone, Debug, Default)]
pub struct Lists {
    /// The tournament's settings for the hall.
    pub settings: Hall,
    /// The reports, the open ones first.
    pub reports: Vec<ReportLine>,
    /// The byes asked for, the open ones first.
    pub byes: Vec<ByeLine>,
    /// Who is here for the round players check in for.
    pub presence: Presence,
}

/// The [`Lists`] of tournament `t` (already loaded by the face).
pub fn lists(store: &mut Store, t: &crate::tournament::Tournament) -> Result<Lists> {
    let id = t.settings.id;
    Ok(store.read(|db| {
        let settings = db.hall(id)?;
        let items = db.incoming(id)?;
        let round = check_in_round(t, settings).unwrap_or(RoundNo(t.rounds.len() as u32 + 1));
        // Who checked in, from the items read (the same rows `Db::checked_in` reads).
        let checked = items
            .iter()
            .filter(|i| {
                i.kind == hall::Kind::CheckIn
                    && i.round == round
                    && i.status == hall::Status::Accepted
            })
            .map(|i| i.player)
            .collect();
        Ok(Lists {
            settings,
            reports: reports_in(t, &items),
            byes: byes_in(t, &items),
            presence: presence(t, round, &checked, &db.requested_byes(id)?),
        })
    })?)
}

/// The round a form of the hall offers first: a report is for the last paired round (round 1
/// before any is paired), a bye for the next round to pair.
pub fn form_round(t: &crate::tournament::Tournament, bye: bool) -> RoundNo {
    let paired = t.rounds.len() as u32;
    RoundNo(if bye { paired + 1 } else { paired.max(1) })
}

/// Who a code's holder is in the journal: a player's starting number and name (`№7 Асқар
/// Бек`, the same in every language), an assistant's name.
pub fn holder_name(t: &crate::tournament::Tournament, c: &AccessCode) -> String {
    match c
        .player
        .and_then(|p| t.entrants.iter().find(|e| e.player_id == p))
    {
        Some(e) => format!("№{} {}", e.no, e.name),
        None => c.name.clone(),
    }
}
