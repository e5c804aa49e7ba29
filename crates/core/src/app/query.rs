//! Reads the faces show, so that no face calls the store: the tournament list in brief (one
//! query, no tournament loaded), one tournament whole, a stored score, the forbidden pairs,
//! the checker's differences, and the reports as sheets. Each read is one consistent snapshot.

use super::Refusal;
use super::manage::Contents;
use crate::pairing::stored::{self, Difference};
use crate::store::{Store, Summary};
use crate::tournament::{
    Board, ByeKind, Entrant, No, Round, RoundNo, StartNo, System, Tournament, TournamentId,
};

type Result<T> = std::result::Result<T, Refusal>;

/// Every tournament in brief (name, system, rounds paired and planned, players), oldest first,
/// without loading any: cheap with thousands of tournaments in one file.
pub fn summaries(store: &mut Store) -> Result<Vec<Summary>> {
    Ok(store.read(|db| db.summaries())?)
}

/// The journal's lines, oldest first: of tournament `t`, or of the whole file.
pub fn journal(
    store: &mut Store,
    t: Option<TournamentId>,
) -> Result<Vec<crate::tournament::journal::Entry>> {
    Ok(store.read(|db| db.journal(t))?)
}

/// The arbiter's name kept with the database (the journal's who), if one was set.
pub fn arbiter(store: &mut Store) -> Result<Option<String>> {
    Ok(store.read(|db| db.arbiter())?)
}

/// This computer's offset from UTC now, in minutes: the journal's local times are in it.
pub fn utc_offset(store: &mut Store) -> Result<i32> {
    Ok(store.read(|db| db.utc_offset_minutes())?)
}

/// Tournament `id` in brief (the one line of the list a change to it changes).
pub fn summary(store: &mut Store, id: TournamentId) -> Result<Option<Summary>> {
    Ok(store.read(|db| db.summary(id))?)
}

/// The tournament a command is about: `id` when given, else the only one in the database.
pub fn pick(store: &mut Store, id: Option<TournamentId>) -> Result<TournamentId> {
    let db = store.path().to_string();
    match id {
        // One tournament's line: a cost that does not grow with the file.
        Some(id) => match summary(store, id)? {
            Some(_) => Ok(id),
            None => Err(Refusal::NoTournament { db: Some(db), id }),
        },
        None => match summaries(store)?.as_slice() {
            [one] => Ok(one.id),
            [] => Err(Refusal::NoTournamentYet { db }),
            many => Err(Refusal::WhichTournament {
                db,
                list: many.iter().map(|t| (t.id, t.name.clone())).collect(),
            }),
        },
    }
}

/// A number that changes when another connection (the command line, a second window) commits
/// to the file: the window polls it to show what was stored meanwhile.
pub fn data_version(store: &mut Store) -> Result<i64> {
    Ok(store.read(|db| db.data_version())?)
}

/// What the live pages poll, the last change that can change a page of tournament `t` (of
/// the file with `None`: a change to another tournament does not move it), and the file's
/// [`data_version`], in one read.
pub fn versions(store: &mut Store, t: Option<TournamentId>) -> Result<(i64, i64)> {
    Ok(store.read(|db| Ok((db.journal_version(t)?, db.data_version()?)))?)
}

/// Tournament `id` whole.
pub fn tournament(store: &mut Store, id: TournamentId) -> Result<Tournament> {
    let db = store.path().to_string();
    store
        .read(|d| d.load(id))?
        .ok_or(Refusal::NoTournament { db: Some(db), id })
}

/// Player `no` of tournament `t`, as entered.
pub fn entrant(store: &mut Store, t: TournamentId, no: StartNo) -> Result<Entrant> {
    tournament(store, t)?
        .entrants
        .into_iter()
        .find(|e| e.no == no.0)
        .ok_or(Refusal::NoPlayer(no))
}

/// Round `round` of tournament `t`, as paired.
pub fn round(store: &mut Store, t: TournamentId, round: RoundNo) -> Result<Round> {
    let tour = tournament(store, t)?;
    let paired = tour.rounds.len() as u32;
    tour.rounds
        .into_iter()
        .find(|r| r.number == round)
        .ok_or(Refusal::RoundNotPaired { round, paired })
}

/// The game score stored on a board, if any.
pub fn score(
    store: &mut Store,
    t: TournamentId,
    round: RoundNo,
    board: Board,
) -> Result<Option<String>> {
    Ok(store.read(|db| db.score(t, round, board))?)
}

/// The forbidden pairs of a tournament, as starting numbers.
pub fn forbidden(store: &mut Store, t: TournamentId) -> Result<Vec<crate::tournament::KeptApart>> {
    Ok(store.read(|db| db.forbidden(t))?)
}

/// The byes announced for rounds not paired yet: (starting number, round, kind).
pub fn requested_byes(store: &mut Store, t: TournamentId) -> Result<Vec<(No, RoundNo, ByeKind)>> {
    Ok(store.read(|db| db.requested_byes(t))?)
}

/// The checker: every stored round of Swiss `t` paired again; the rounds that differ, with the
/// tournament they are about (one snapshot).
pub fn check(store: &mut Store, t: TournamentId) -> Result<(Tournament, Vec<Difference>)> {
    let path = store.path().to_string();
    let (tour, forbidden) = store.read(|db| Ok((db.load(t)?, db.forbidden(t)?)))?;
    let tour = tour.ok_or(Refusal::NoTournament {
        db: Some(path),
        id: t,
    })?;
    if tour.settings.system != System::Swiss {
        return Err(Refusal::CheckNotSwiss);
    }
    let diffs = stored::check(&tour, &forbidden);
    Ok((tour, diffs))
}

/// Tournament `id` whole with its categories, prizes and award rules (one snapshot).
pub fn tournament_awards(
    store: &mut Store,
    id: TournamentId,
) -> Result<(Tournament, crate::tournament::event::Awards)> {
    let path = store.path().to_string();
    let (t, a) = store.read(|db| Ok((db.load(id)?, db.awards(id)?)))?;
    let t = t.ok_or(Refusal::NoTournament { db: Some(path), id })?;
    Ok((t, a))
}

/// What tournament `t` holds (shown before deleting it).
pub fn contents(store: &mut Store, t: TournamentId) -> Result<Contents> {
    Ok(super::manage::contents_of(&tournament(store, t)?))
}
