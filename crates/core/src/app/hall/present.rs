//! Who is in the hall: the tournament's settings for check-in, a player checked in, the round
//! paired with those present, a bye asked for and the arbiter's decision on it.

use std::collections::{HashMap, HashSet};

use serde::Serialize;

use super::{Refused, live_code};
use crate::app::{Operation, Refusal, load_in, play};
use crate::store::{Db, Store};
use crate::tournament::hall::{self, Body, Hall, Incoming, Role, Status};
use crate::tournament::{AccessId, ByeKind, PlayerId, RoundNo, StartNo, Tournament, TournamentId};

type Result<T> = std::result::Result<T, Refusal>;

/// Change a tournament's settings for the hall: when players check in, whether a result both
/// confirmed is entered at once (each `None`: as stored).
#[derive(Clone, Debug, Serialize)]
pub struct SetHall {
    /// The tournament.
    pub t: TournamentId,
    /// When players check in.
    pub check_in: Option<hall::CheckIn>,
    /// A result both players confirmed is entered at once.
    pub accept_confirmed: Option<bool>,
    /// Players' live pages say why each is paired as he is.
    pub explain: Option<bool>,
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
        if let Some(e) = self.explain {
            h.explain = e;
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
        let pid = crate::app::player_id(&tour, no)?;
        if let Some(c) = &code
            && c.wrong_tries > 0
        {
            db.clear_wrong_tries(c.id)?;
        }
        if db.checked_in(self.t, round)?.contains(&pid) {
            return Ok((round, no, false));
        }
        db.insert_check_in(self.t, round, pid, self.by)?;
        Ok((round, no, true))
    }
}

/// Who is in the hall for a round: who checked in, who plays on, and who would be taken for
/// absent if it were paired with those present.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Presence {
    /// The round.
    pub round: RoundNo,
    /// The players checked in for it.
    pub here: Vec<StartNo>,
    /// The players who play on in it (not withdrawn).
    pub playing: Vec<StartNo>,
    /// Those who play on, are not here and have no bye announced for it: each would get a
    /// zero-point bye ([`PairPresent`]).
    pub absent: Vec<StartNo>,
}

/// The presence for `round` of tournament `t`, given the players `checked` in and the byes
/// announced (the one rule both the operation and the faces read).
pub fn presence(
    t: &Tournament,
    round: RoundNo,
    checked: &HashSet<PlayerId>,
    byes: &[(u32, RoundNo, ByeKind)],
) -> Presence {
    let bye: HashSet<u32> = byes
        .iter()
        .filter(|(_, r, _)| *r == round)
        .map(|(no, _, _)| *no)
        .collect();
    let mut p = Presence {
        round,
        ..Presence::default()
    };
    for e in &t.entrants {
        let here = checked.contains(&e.player_id);
        if here {
            p.here.push(StartNo(e.no));
        }
        if e.withdrawn_from.is_none_or(|w| w > round.0) {
            p.playing.push(StartNo(e.no));
            if !here && !bye.contains(&e.no) {
                p.absent.push(StartNo(e.no));
            }
        }
    }
    p
}

/// The presence for the round players check in for now (or the next round when check-in is
/// closed), read in one snapshot.
pub fn present(store: &mut Store, t: &Tournament) -> Result<Presence> {
    let id = t.settings.id;
    Ok(store.read(|db| {
        let round = check_in_round(t, db.hall(id)?).unwrap_or(RoundNo(t.rounds.len() as u32 + 1));
        let checked: HashSet<PlayerId> = db.checked_in(id, round)?.into_iter().collect();
        Ok(presence(t, round, &checked, &db.requested_byes(id)?))
    })?)
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
        crate::app::PairRound(self.0).before(store)
    }
    fn decide(self, db: &Db<'_>) -> Result<Self::Done> {
        let tour = load_in(db, self.0)?;
        // Only when players could check in for this round, and some did: else every player
        // would be taken for absent.
        let round = check_in_round(&tour, db.hall(self.0)?)?;
        let checked: HashSet<PlayerId> = db.checked_in(self.0, round)?.into_iter().collect();
        if checked.is_empty() {
            return Err(Refused::NobodyPresent(round).into());
        }
        let absent = presence(&tour, round, &checked, &db.requested_byes(self.0)?).absent;
        for no in &absent {
            crate::app::swiss::request_bye_in(
                db,
                self.0,
                *no,
                round,
                crate::tournament::ByeKind::Zero,
                false,
            )?;
        }
        let paired = play::pair_in(db, self.0)?;
        Ok((absent, paired))
    }
}

/// A player asks for a bye in a round not paired yet (`ByeKind::Half` or `Zero`): waits for the
/// arbiter, who grants it as an announced bye.
#[derive(Clone, Debug, Serialize)]
pub struct AskBye {
    /// The tournament.
    pub t: TournamentId,
    /// The player's code (its holder: [`holder`]).
    pub by: AccessId,
    /// The round.
    pub round: RoundNo,
    /// Half or zero.
    pub kind: crate::tournament::ByeKind,
}

impl Operation for AskBye {
    /// The player who asked.
    type Done = StartNo;
    fn decide(self, db: &Db<'_>) -> Result<StartNo> {
        let code = live_code(db, self.t, self.by)?;
        let tour = load_in(db, self.t)?;
        let e = code
            .player
            .and_then(|p| tour.entrants.iter().find(|e| e.player_id == p))
            .ok_or(Refused::NoAccess)?;
        let no = StartNo(e.no);
        if code.wrong_tries > 0 {
            db.clear_wrong_tries(code.id)?;
        }
        // The rules of an announced bye, checked now as when the arbiter grants it.
        crate::app::swiss::bye_allowed(&tour, no, self.round, self.kind)?;
        let body = Body {
            bye: Some(self.kind.code().to_string()),
            ..Body::default()
        };
        match db.open_bye(self.t, self.round, e.player_id)? {
            Some(open) => db.update_incoming(open.id, &body, None, Status::Waiting)?,
            None => {
                db.insert_bye_request(self.t, self.round, e.player_id, self.by, &body)?;
            }
        }
        Ok(no)
    }
}

/// The arbiter grants (an announced bye, as `RequestBye`) or refuses a bye a player asked for.
#[derive(Clone, Debug, Serialize)]
pub struct DecideBye {
    /// The tournament.
    pub t: TournamentId,
    /// The round.
    pub round: RoundNo,
    /// The player.
    pub player: StartNo,
    /// Grant it (else refuse).
    pub accept: bool,
}

impl Operation for DecideBye {
    /// The bye granted, or none.
    type Done = Option<crate::tournament::ByeKind>;
    fn decide(self, db: &Db<'_>) -> Result<Self::Done> {
        let tour = load_in(db, self.t)?;
        let pid = crate::app::player_id(&tour, self.player)?;
        let open = db
            .open_bye(self.t, self.round, pid)?
            .ok_or(Refused::NoByeAsked(self.round, self.player))?;
        if !self.accept {
            db.update_incoming(open.id, &open.body, None, Status::Rejected)?;
            return Ok(None);
        }
        let kind = open
            .body
            .bye
            .as_deref()
            .and_then(crate::tournament::ByeKind::from_code)
            .ok_or(Refused::NoByeAsked(self.round, self.player))?;
        // A second half-point bye is refused here as anywhere; the arbiter grants it in the
        // window or on the command line, insisting.
        crate::app::swiss::request_bye_in(db, self.t, self.player, self.round, kind, false)?;
        db.update_incoming(open.id, &open.body, None, Status::Accepted)?;
        Ok(Some(kind))
    }
}

/// A bye asked for, as the lists show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByeLine {
    /// The round.
    pub round: RoundNo,
    /// The player: number and name.
    pub player: (StartNo, String),
    /// Half or zero.
    pub kind: Option<crate::tournament::ByeKind>,
    /// Where it stands.
    pub status: Status,
}

/// The byes players asked for in tournament `t`, the open ones first.
pub fn byes(store: &mut Store, t: TournamentId) -> Result<Vec<ByeLine>> {
    let tour = crate::app::query::tournament(store, t)?;
    Ok(byes_in(&tour, &super::incoming(store, t)?))
}

/// The byes asked for among `items` of tournament `t`, the open ones first.
pub fn byes_in(t: &Tournament, items: &[Incoming]) -> Vec<ByeLine> {
    let by_id: HashMap<PlayerId, &crate::tournament::Entrant> =
        t.entrants.iter().map(|e| (e.player_id, e)).collect();
    let mut lines: Vec<ByeLine> = items
        .iter()
        .filter(|i| i.kind == hall::Kind::Bye)
        .filter_map(|i| {
            let e = by_id.get(&i.player)?;
            Some(ByeLine {
                round: i.round,
                player: (StartNo(e.no), e.name.clone()),
                kind: i
                    .body
                    .bye
                    .as_deref()
                    .and_then(crate::tournament::ByeKind::from_code),
                status: i.status,
            })
        })
        .collect();
    lines.sort_by_key(|l| !l.status.open());
    lines
}
