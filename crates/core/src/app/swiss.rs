//! Swiss matters of a stored tournament: byes announced, forbidden pairs, and an arbiter's
//! change to the last round's pairing, decided inside the caller's transaction
//! (`super::apply`) from the stored round with `tournament::manual::propose` and checked with
//! `pairing::stored::breaches`.

use super::{Refusal, load_in, player_id};
use crate::pairing::stored;
use crate::store::{Db, RoundDate};
use crate::tournament::manual::{self, Change};
use crate::tournament::{ByeKind, Round, RoundNo, StartNo, System, TournamentId};

pub use crate::pairing::stored::{Difference, RoundPairing, check};

type Result<T> = std::result::Result<T, Refusal>;

/// Keeps players `a` and `b` apart in every later Swiss round, or in the rounds named (or lets
/// them meet again).
pub(super) fn forbid_in(db: &Db<'_>, op: &super::Forbid) -> Result<()> {
    let t = load_in(db, op.t)?;
    if t.settings.system != System::Swiss {
        return Err(Refusal::ForbiddenNotSwiss);
    }
    if op.a == op.b {
        return Err(Refusal::SamePlayer);
    }
    if let Some((first, last)) = op.rounds
        && (first.0 == 0 || last < first || last.0 > t.settings.rounds)
    {
        return Err(Refusal::BadRounds {
            first,
            last,
            rounds: t.settings.rounds,
        });
    }
    if let Some(why) = crate::tournament::manual::locks(&t).forbidden {
        return Err(Refusal::Locked(why));
    }
    let (ia, ib) = (player_id(&t, op.a)?, player_id(&t, op.b)?);
    let rounds = op.rounds.map(|(f, l)| (f.0, l.0));
    Ok(db.set_forbidden(op.t, ia, ib, op.keep, rounds)?)
}

/// Changes the last round's pairing (before any result is in) as `change` says, built from the
/// round as stored now. Refused when the result is not a round, or breaks an absolute
/// criterion unless `insist`; returns the warnings either way.
pub(super) fn change_in(
    db: &Db<'_>,
    tid: TournamentId,
    change: &Change,
    insist: bool,
    seen: Option<&Round>,
) -> Result<stored::Breaches> {
    let t = load_in(db, tid)?;
    // A team round's boards follow its matches and line-ups: changed by a line-up.
    if t.settings.team.is_some() {
        return Err(super::team::Refused::TeamPairing.into());
    }
    let Some(last) = t.rounds.last() else {
        return Err(Refusal::NoRoundYet);
    };
    let round = last.number;
    if seen.is_some_and(|s| !manual::same_pairing(s, last)) {
        return Err(Refusal::ChangedMeanwhile(round));
    }
    if let Change::SwapColours(board) = change
        && !last.games.iter().any(|g| g.board == *board)
    {
        return Err(Refusal::BoardMissing {
            round,
            board: *board,
        });
    }
    // A round with a result, or an adjourned game, has been played: its pairing stands.
    if last
        .games
        .iter()
        .any(|g| g.result.is_some() || g.adjourned.is_some())
    {
        return Err(Refusal::RoundHasResults(round));
    }
    let p = manual::propose(last, change).map_err(Refusal::BadChange)?;
    let forbidden = db.forbidden(tid)?;
    let b = stored::breaches(&t, round.0, &p.boards, p.bye, &p.announced, &forbidden);
    if !b.invalid.is_empty() {
        return Err(Refusal::NotARound(b.invalid).in_round(round));
    }
    if !b.absolute.is_empty() && !insist {
        return Err(Refusal::BreaksCriteria(b.absolute).in_round(round));
    }
    let id = |no| player_id(&t, StartNo(no));
    let boards = p
        .boards
        .iter()
        .map(|&(w, x)| Ok((id(w)?, id(x)?)))
        .collect::<Result<Vec<_>>>()?;
    let mut byes = p
        .announced
        .iter()
        .map(|&(no, k)| Ok((id(no)?, k)))
        .collect::<Result<Vec<_>>>()?;
    if let Some(no) = p.bye {
        byes.push((id(no)?, ByeKind::PairingAllocated));
    }
    db.delete_round(tid, round)?;
    // Paired again by hand: the round keeps its date.
    db.insert_round(
        tid,
        round,
        &boards,
        &byes,
        RoundDate::Given(last.date.as_deref()),
    )?;
    // The change made: a Swiss round as it now stands against the engine's pairing of it (a
    // round-robin's rounds are the Berger tables', not the Dutch system's).
    let now = load_in(db, tid)?;
    let engine = now
        .rounds
        .last()
        .filter(|_| now.settings.system == crate::tournament::System::Swiss)
        .and_then(|r| stored::check_round(&now, r, &forbidden));
    Ok(stored::Breaches { engine, ..b })
}

/// Pairs the next round of a Swiss by hand: the end of a manual-pairing session (the window's,
/// or `orda round set --next`). Refused like the engine's pairing when the round before is not
/// played or every round is paired; the pairing is checked like a manual change (not a round:
/// refused; an absolute criterion broken: refused unless insisted on; colours: said) and
/// compared with the engine's pairing of the round, which may not exist (the engine finds no
/// pairing: the reason to pair by hand).
/// Why the next round of `t` cannot be paired by hand, if it cannot: a team tournament (its
/// line-ups make its boards), a round-robin (the Berger tables), or why no next round may be
/// paired at all. The window greys "Pair by hand…" on this.
pub fn why_not_pair_by_hand(t: &crate::tournament::Tournament) -> Option<Refusal> {
    if t.settings.team.is_some() {
        return Some(super::team::Refused::TeamPairing.into());
    }
    if t.settings.system != System::Swiss {
        return Some(Refusal::ByHandNotSwiss);
    }
    super::play::why_not_pair(t)
}

pub(super) fn pair_by_hand_in(
    db: &Db<'_>,
    op: &super::PairByHand,
) -> Result<(RoundNo, stored::Breaches)> {
    let tid = op.t;
    let t = load_in(db, tid)?;
    if let Some(no) = why_not_pair_by_hand(&t) {
        return Err(no);
    }
    let next = RoundNo(t.rounds.len() as u32 + 1);
    // Another Orda paired a round while the session ran: it was made for another round.
    if let Some(asked) = op.round.filter(|&r| r != next) {
        return Err(Refusal::ChangedMeanwhile(asked));
    }
    let announced = super::play::announced_for(db, &t, next)?;
    let boards: Vec<(u32, u32)> = op.boards.iter().map(|&(w, b)| (w.0, b.0)).collect();
    let bye = op.bye.map(|b| b.0);
    let forbidden = db.forbidden(tid)?;
    let b = stored::breaches(&t, next.0, &boards, bye, &announced, &forbidden);
    if !b.invalid.is_empty() {
        return Err(Refusal::NotARound(b.invalid).in_round(next));
    }
    if !b.absolute.is_empty() && !op.insist {
        return Err(Refusal::BreaksCriteria(b.absolute).in_round(next));
    }
    db.close_bye_requests(tid, next)?;
    let id = |no| player_id(&t, StartNo(no));
    let ids = boards
        .iter()
        .map(|&(w, x)| Ok((id(w)?, id(x)?)))
        .collect::<Result<Vec<_>>>()?;
    let mut byes = announced
        .iter()
        .map(|&(no, k)| Ok((id(no)?, k)))
        .collect::<Result<Vec<_>>>()?;
    if let Some(no) = bye {
        byes.push((id(no)?, ByeKind::PairingAllocated));
    }
    db.insert_round(tid, next, &ids, &byes, RoundDate::Today)?;
    let now = load_in(db, tid)?;
    let engine = now
        .rounds
        .last()
        .and_then(|r| stored::check_round(&now, r, &forbidden));
    Ok((next, stored::Breaches { engine, ..b }))
}

/// Records a requested bye (half-point or zero-point) for player `no` in round `round`, which
/// must not be paired yet. Swiss only: a round-robin has no byes.
pub(super) fn request_bye_in(
    db: &Db<'_>,
    tid: TournamentId,
    no: StartNo,
    round: RoundNo,
    kind: ByeKind,
    insist: bool,
) -> Result<()> {
    let t = load_in(db, tid)?;
    let pid = bye_allowed(&t, no, round, kind)?;
    // A second half-point bye is asked about first (FIDE's checklist Q174: level 3).
    if kind == ByeKind::Half && !insist {
        let mut rounds: Vec<RoundNo> = t
            .rounds
            .iter()
            .filter(|r| r.byes.contains(&(no.0, ByeKind::Half)))
            .map(|r| r.number)
            .collect();
        rounds.extend(
            db.requested_byes(tid)?
                .into_iter()
                .filter(|&(p, r, k)| p == no.0 && k == ByeKind::Half && r != round)
                .map(|(_, r, _)| r),
        );
        if !rounds.is_empty() {
            rounds.sort_unstable();
            return Err(Refusal::SecondHalfBye { player: no, rounds });
        }
    }
    Ok(db.set_bye(tid, round, pid, Some(kind))?)
}

/// Whether player `no` may announce a bye of `kind` for `round`: a Swiss, half or zero, a round
/// of the tournament not paired yet (the same rule when a player asks from the hall). His
/// registry id.
pub(super) fn bye_allowed(
    t: &crate::tournament::Tournament,
    no: StartNo,
    round: RoundNo,
    kind: ByeKind,
) -> Result<crate::tournament::PlayerId> {
    if t.settings.system.is_round_robin() {
        return Err(Refusal::RoundRobinByes);
    }
    if !matches!(kind, ByeKind::Half | ByeKind::Zero) {
        return Err(Refusal::RequestedByeKind);
    }
    let pid = player_id(t, no)?;
    if round.0 == 0 || round.0 > t.settings.rounds {
        return Err(Refusal::NoSuchRound {
            round,
            rounds: t.settings.rounds,
        });
    }
    if t.rounds.iter().any(|r| r.number == round) {
        return Err(Refusal::RoundPaired(round));
    }
    Ok(pid)
}

/// Takes back the bye `no` announced for round `round` (not paired yet).
pub(super) fn cancel_bye_in(
    db: &Db<'_>,
    tid: TournamentId,
    no: StartNo,
    round: RoundNo,
) -> Result<()> {
    let t = load_in(db, tid)?;
    let pid = player_id(&t, no)?;
    if t.rounds.iter().any(|r| r.number == round) {
        return Err(Refusal::RoundPaired(round));
    }
    if !db.byes_for(tid, round)?.iter().any(|(p, _)| *p == pid) {
        return Err(Refusal::NoByeRequested { player: no, round });
    }
    Ok(db.set_bye(tid, round, pid, None)?)
}
