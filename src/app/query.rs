//! Reads the faces show, so that no face calls the store: the tournament list in brief (one
//! query, no tournament loaded), one tournament whole, a stored score, the forbidden pairs,
//! the checker's differences, and the reports as sheets. Each read is one consistent snapshot.

use super::{AppError, Refusal};
use crate::formats::sheet::Sheet;
use crate::pairing::stored::{self, Difference};
use crate::store::{Store, Summary};
use crate::tournament::{
    Board, Entrant, No, Round, RoundNo, StartNo, System, Tournament, TournamentId,
};

type Result<T> = std::result::Result<T, Refusal>;

/// Every tournament in brief (name, system, rounds paired and planned, players), oldest first,
/// without loading any: cheap with thousands of tournaments in one file.
pub fn summaries(store: &mut Store) -> Result<Vec<Summary>> {
    Ok(store.read(|db| db.summaries())?)
}

/// The tournament a command is about: `id` when given, else the only one in the database.
pub fn pick(store: &mut Store, id: Option<TournamentId>) -> Result<TournamentId> {
    let all = summaries(store)?;
    let db = store.path().to_string();
    match id {
        Some(id) if all.iter().any(|t| t.id == id) => Ok(id),
        Some(id) => Err(Refusal::NoTournament { db: Some(db), id }),
        None => match all.as_slice() {
            [one] => Ok(one.id),
            [] => Err(Refusal::NoTournamentYet { db }),
            many => Err(Refusal::WhichTournament {
                db,
                list: many.iter().map(|t| (t.id, t.name.clone())).collect(),
            }),
        },
    }
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
        .find(|r| r.number == round.0)
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
pub fn forbidden(store: &mut Store, t: TournamentId) -> Result<Vec<(No, No)>> {
    Ok(store.read(|db| db.forbidden(t))?)
}

/// The checker: every stored round of Swiss `t` paired again; the rounds that differ, with the
/// tournament they are about (one snapshot).
pub fn check(store: &mut Store, t: TournamentId) -> Result<(Tournament, Vec<Difference>)> {
    let tour = tournament(store, t)?;
    if tour.settings.system != System::Swiss {
        return Err(Refusal::CheckNotSwiss);
    }
    let forbidden = forbidden(store, t)?;
    let diffs = stored::check(&tour, &forbidden);
    Ok((tour, diffs))
}

/// A report of a tournament, as the faces print or show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Report {
    /// The pairings of a round (`None` when the round is not paired).
    Pairings(RoundNo),
    /// The standings after a round.
    Standings(RoundNo),
    /// The crosstable after a round.
    Crosstable(RoundNo),
    /// The rating report after a round, with the K-factor.
    Rating(RoundNo, u32),
}

/// Report `r` of tournament `t` (`ascii`: spell ½ as .5); `None` for a round not paired.
pub fn report(store: &mut Store, t: TournamentId, r: Report, ascii: bool) -> Result<Option<Sheet>> {
    use super::reports;
    let tour = tournament(store, t)?;
    Ok(match r {
        Report::Pairings(n) => reports::pairings(&tour, n.0, ascii),
        Report::Standings(n) => Some(reports::standings_sheet(&tour, n.0, ascii)),
        Report::Crosstable(n) => Some(reports::crosstable_sheet(&tour, n.0, ascii)),
        Report::Rating(n, k) => Some(reports::rating_sheet(&tour, n.0, k)),
    })
}

/// The tournament an old entry point is about (see [`pick`]).
pub fn pick_tournament(store: &mut Store, id: Option<i64>) -> super::Result<i64> {
    Ok(pick(store, id.map(TournamentId))?.0)
}

/// Loads tournament `id` whole (the old entry point of [`tournament`]).
pub fn load(store: &mut Store, id: i64) -> super::Result<Tournament> {
    tournament(store, TournamentId(id)).map_err(AppError::from)
}
