//! The command layer: every operation a user performs, shared by the CLI and the window.
//!
//! # The contract
//!
//! - A face builds an [`Op`] (one variant per operation that changes data) and calls
//!   [`apply`]`(&mut store, op) -> Result<`[`Outcome`]`, `[`Refusal`]`>`.
//! - `apply` runs the operation as load + decide + write inside ONE
//!   [`Store::transaction`](crate::store::Store::transaction) whose closure returns
//!   [`Refusal`]: a refusal decided after reading rolls everything back, and a decision never
//!   rests on data another connection changed meanwhile (SQLite's immediate transaction
//!   serialises writers; the load is inside it). Pairing a round and deleting a tournament
//!   take a backup beside the database first, outside the transaction.
//! - The decision itself is a pure function in `tournament`, `pairing` or `rules`.
//! - A [`Refusal`] is data (ids, numbers, kinds), never a sentence; a bad input file is every
//!   located, typed problem of it ([`Refusal::BadInput`], [`InputError`]).
//!   `crate::words::refusal` renders it
//!   (`crate::words::refusal_with` with the face's own words where a sentence names a way to do
//!   something). A refusal the user may override answers [`Refusal::needs_insisting`]; the face
//!   adds its own words for insisting (CLI: `--force`; window: a "Store anyway" button) and
//!   sends the op again with `insist: true`. [`Refusal::is_environment`] tells "could not run" (exit 2) from "refused"
//!   (exit 1).
//! - Ids that cross layers are typed (`tournament::ids`): a missing player or board is a typed
//!   refusal, never 0.
//! - Reads the faces show are queries ([`query`]); a face never calls the store.
//! - Outcomes are data too ([`Outcome`]); what is stored about a score is data
//!   (`tournament::verdict`).
//!
//! docs/commands.md lists every op, its outcome and its refusals.
//!
//! **Architecture Invariant:** nothing here prints or draws, and no text here names a face's
//! control; `app` never uses `crate::words` (the words are at the edges).

pub mod federation;
pub mod generate;
pub mod journal;
pub mod manage;
pub mod op;
pub mod play;
pub mod query;
pub mod refusal;
pub mod swiss;
#[cfg(test)]
mod tests;
pub mod transfer;
pub mod validate;

pub use op::{Op, Outcome, ResultEntry};
pub use refusal::{InputError, InputProblem, Insist, Refusal};

use crate::store::{Db, Line, ResultRecord, Store};
use crate::tournament::{Board, GameResult, PlayerId, RoundNo, StartNo, Tournament, TournamentId};

/// Carries out `op` (see the module's contract): all of it, or nothing and a [`Refusal`]. The
/// op is one line of the journal, written in its transaction with every row it changed.
pub fn apply(store: &mut Store, op: Op) -> std::result::Result<Outcome, Refusal> {
    let line = Line {
        kind: op.kind(),
        subject: op.subject(),
        op: op.journal_json(),
        tournament: op.tournament(),
    };
    match op {
        // A backup beside the database first (none in memory), then the one transaction.
        Op::PairRound(t) => {
            let next = query::tournament(store, t)?.rounds.len() + 1;
            store.backup_beside(&format!("before-round-{next}"))?;
            store.transaction(line, |db| play::pair_in(db, t).map(Outcome::Paired))
        }
        Op::DeleteTournament(t) => {
            // A deletion cannot be undone in Orda: the backup beside the database can.
            if store.read(|db| db.settings(t))?.is_none() {
                return Err(Refusal::NoTournament { db: None, id: t });
            }
            store.backup_beside(&format!("before-deleting-tournament-{t}"))?;
            store.transaction(line, |db| {
                manage::delete_tournament_in(db, t).map(Outcome::TournamentDeleted)
            })
        }
        op => store.transaction(line, |db| {
            let out = decide(db, op)?;
            // An operation that made a tournament names it in its line.
            if let Outcome::Created(t) | Outcome::TrfImported(t, _) = &out {
                db.journal_set_tournament(*t)?;
            }
            Ok(out)
        }),
    }
}

/// Loads, decides and writes `op` inside the open transaction `db`.
fn decide(db: &Db<'_>, op: Op) -> std::result::Result<Outcome, Refusal> {
    Ok(match op {
        Op::CreateTournament(s) => Outcome::Created(manage::create(db, &s)?),
        Op::ImportTrf {
            file,
            text,
            points_from_results,
        } => {
            let (id, notes) = transfer::import_in(db, &file, &text, points_from_results)?;
            Outcome::TrfImported(id, notes)
        }
        Op::UpdateSettings(s) => {
            manage::update(db, &s)?;
            Outcome::SettingsChanged
        }
        Op::DeleteTournament(t) => Outcome::TournamentDeleted(manage::delete_tournament_in(db, t)?),
        Op::AddPlayer(t, p) => Outcome::PlayersAdded(vec![manage::add(db, t, p)?]),
        Op::EditPlayer(t, p) => Outcome::PlayerEdited(manage::edit(db, t, p)?),
        Op::ImportPlayers { t, file, text } => {
            Outcome::PlayersAdded(manage::import(db, t, &file, &text)?)
        }
        Op::OrderPlayers(t, order) => Outcome::Renumbered(manage::order(db, t, &order)?),
        Op::Withdraw { t, player, from } => {
            Outcome::Withdrawn(manage::withdraw_in(db, t, player, from)?)
        }
        Op::Reinstate { t, player, from } => {
            let (from, cleared) = manage::reinstate_in(db, t, player, from)?;
            Outcome::Reinstated { from, cleared }
        }
        Op::DeletePlayer(t, no) => {
            Outcome::PlayerDeleted(Box::new(manage::delete_player_in(db, t, no)?))
        }
        Op::RequestBye {
            t,
            player,
            round,
            kind,
        } => {
            swiss::request_bye_in(db, t, player, round, kind)?;
            Outcome::ByeRequested
        }
        Op::CancelBye { t, player, round } => {
            swiss::cancel_bye_in(db, t, player, round)?;
            Outcome::ByeCancelled
        }
        Op::Forbid { t, a, b, keep } => {
            swiss::forbid_in(db, t, a, b, keep)?;
            Outcome::ForbiddenSet
        }
        Op::PairRound(t) => Outcome::Paired(play::pair_in(db, t)?),
        Op::EnterResults {
            t,
            round,
            entries,
            insist,
        } => Outcome::Entered(play::enter_in(db, t, round, entries, insist)?),
        Op::SaveScore {
            t,
            round,
            board,
            score,
            insist,
        } => Outcome::Entered(play::save_score_in(db, t, round, board, score, insist)?),
        Op::ChangePairing {
            t,
            change,
            insist,
            seen,
        } => Outcome::PairingChanged(swiss::change_in(db, t, &change, insist, seen.as_deref())?),
        Op::DeleteLastRound(t) => Outcome::RoundDeleted(play::delete_last_in(db, t)?),
        Op::CreateSection(s, e) => {
            let t = manage::create(db, &s)?;
            federation::set_section(db, t, Some(e))?;
            Outcome::Created(t)
        }
        Op::CreateEvent(e) => Outcome::EventCreated(federation::create_event(db, &e)?),
        Op::UpdateEvent(e) => {
            federation::update_event(db, &e)?;
            Outcome::EventChanged
        }
        Op::ChangeEvent(id, change) => {
            let e = db.event(id)?.ok_or(Refusal::NoEvent(id))?;
            federation::update_event(db, &change.applied_to(e))?;
            Outcome::EventChanged
        }
        Op::SetSection { t, event } => {
            federation::set_section(db, t, event)?;
            Outcome::SectionSet
        }
        Op::EnterRegistered { t, player } => {
            Outcome::PlayersAdded(vec![federation::enter_registered(db, t, player)?])
        }
        Op::AddCategory {
            t,
            category,
            ages,
            position,
        } => {
            federation::add_category(db, t, category, &ages, position)?;
            Outcome::CategoriesChanged
        }
        Op::RemoveCategory { t, name } => {
            federation::remove_category(db, t, &name)?;
            Outcome::CategoriesChanged
        }
        Op::PutPrize { t, prize } => Outcome::PrizesChanged(federation::put_prize(db, t, prize)?),
        Op::RemovePrize { t, category, place } => {
            Outcome::PrizesChanged(federation::remove_prize(db, t, &category, place)?)
        }
        Op::SetAwardRules {
            t,
            teams,
            ties,
            precedence,
        } => {
            federation::set_award_rules(db, t, teams, ties, precedence)?;
            Outcome::SettingsChanged
        }
        Op::ApplyRatings { t, k } => Outcome::RatingsApplied(federation::apply_ratings(db, t, k)?),
        Op::UndoRatings(t) => Outcome::RatingsUndone(federation::undo_ratings(db, t)?),
        Op::Undo(t, seen) => Outcome::Undone(Box::new(journal::undo_in(db, t, seen)?)),
    })
}

/// Loads tournament `id` whole inside an open transaction (an operation that decides on it and
/// writes in the same transaction).
pub(crate) fn load_in(db: &Db<'_>, id: TournamentId) -> std::result::Result<Tournament, Refusal> {
    db.load(id)?.ok_or(Refusal::NoTournament { db: None, id })
}

/// The registry id of the player with starting number `no` in `t`.
pub(crate) fn player_id(t: &Tournament, no: StartNo) -> std::result::Result<PlayerId, Refusal> {
    t.entrant(no.0)
        .map(|e| PlayerId(e.player_id))
        .ok_or(Refusal::NoPlayer(no))
}

/// Stores a board's result; a board that is not stored is refused, never passed over.
pub(crate) fn store_result(
    db: &Db<'_>,
    tid: TournamentId,
    round: RoundNo,
    board: Board,
    result: Option<GameResult>,
    rec: &ResultRecord,
) -> std::result::Result<(), Refusal> {
    if db.set_result(tid, round, board, result, rec)? {
        Ok(())
    } else {
        Err(Refusal::BoardMissing { round, board })
    }
}
