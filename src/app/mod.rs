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
//! - A [`Refusal`] is data (ids, numbers, kinds), never a sentence, except located file problems
//!   from `formats` ([`Refusal::BadInput`]). `crate::words::refusal` renders it. A refusal the
//!   user may override answers [`Refusal::needs_insisting`]; the face adds its own words for
//!   insisting (CLI: `--force`; window: a "Store anyway" button) and sends the op again with
//!   `insist: true`. [`Refusal::is_environment`] tells "could not run" (exit 2) from "refused"
//!   (exit 1).
//! - Ids that cross layers are typed (`tournament::ids`): a missing player or board is a typed
//!   refusal, never 0.
//! - Reads the faces show are queries in this module too; a face never calls the store.
//!
//! The functions of `manage`, `play`, `swiss` and `transfer` taking a `&mut Store` are the old
//! entry points, kept while the faces move to [`apply`]; they return [`AppError`].
//!
//! **Architecture Invariant:** nothing here prints or draws, and no text here names a face's
//! control.

pub mod generate;
pub mod manage;
pub mod op;
pub mod play;
pub mod refusal;
pub mod reports;
pub mod swiss;
pub mod transfer;
pub mod validate;

pub use op::{Op, Outcome, ResultEntry};
pub use refusal::{Insist, Refusal};

use crate::store::{Store, StoreError};
use crate::tournament::{Board, RoundNo, StartNo, TournamentId};

/// Carries out `op` (see the module's contract): all of it, or nothing and a [`Refusal`].
pub fn apply(store: &mut Store, op: Op) -> std::result::Result<Outcome, Refusal> {
    let pairs = |v: Vec<(u32, u32)>| v.into_iter().map(|(r, b)| (RoundNo(r), Board(b))).collect();
    let nos = |v: Vec<u32>| v.into_iter().map(StartNo).collect();
    Ok(match op {
        Op::CreateTournament(s) => {
            Outcome::Created(TournamentId(manage::create_tournament(store, &s)?))
        }
        Op::ImportTrf { file, text } => {
            Outcome::Created(TournamentId(transfer::import_trf(store, &file, &text)?))
        }
        Op::UpdateSettings(s) => {
            manage::update_settings(store, &s)?;
            Outcome::SettingsChanged
        }
        Op::DeleteTournament(t) => {
            Outcome::TournamentDeleted(manage::delete_tournament(store, t.0)?)
        }
        Op::AddPlayer(t, p) => {
            Outcome::PlayersAdded(vec![StartNo(manage::add_player(store, t.0, p)?)])
        }
        Op::EditPlayer(t, p) => {
            let id = crate::tournament::PlayerId(p.player_id);
            manage::edit_player(store, t.0, p)?;
            Outcome::PlayerEdited(id)
        }
        Op::ImportPlayers { t, file, text } => {
            Outcome::PlayersAdded(nos(manage::import_players(store, t.0, &file, &text)?))
        }
        Op::OrderPlayers(t, order) => {
            Outcome::Renumbered(nos(manage::order_players(store, t.0, &order)?))
        }
        Op::Withdraw { t, player, from } => {
            Outcome::Withdrawn(pairs(manage::withdraw(store, t.0, player.0, from.0)?))
        }
        Op::Reinstate { t, player, from } => {
            let r = manage::reinstate(store, t.0, player.0, from.map(|f| f.0))?;
            Outcome::Reinstated {
                from: RoundNo(r.from),
                cleared: pairs(r.cleared),
            }
        }
        Op::DeletePlayer(t, no) => {
            Outcome::PlayerDeleted(Box::new(manage::delete_player(store, t.0, no.0)?))
        }
        Op::RequestBye {
            t,
            player,
            round,
            kind,
        } => {
            manage::request_bye(store, t.0, player.0, round.0, kind)?;
            Outcome::ByeRequested
        }
        Op::Forbid { t, a, b, keep } => {
            swiss::forbid(store, t.0, a.0, b.0, keep)?;
            Outcome::ForbiddenSet
        }
        Op::PairRound(t) => Outcome::Paired(play::pair_next_round(store, t.0)?),
        Op::EnterResults {
            t,
            round,
            entries,
            insist,
        } => {
            let entries = entries
                .into_iter()
                .map(|e| play::Entry {
                    board: e.board.0,
                    result: e.result,
                    score: e.score,
                    force: insist,
                })
                .collect();
            Outcome::Entered(play::enter_results(store, t.0, round.0, entries)?)
        }
        Op::ReplaceRound {
            t,
            boards,
            bye,
            insist,
        } => {
            let boards: Vec<(u32, u32)> = boards.iter().map(|&(w, b)| (w.0, b.0)).collect();
            Outcome::Replaced(swiss::replace_round(
                store,
                t.0,
                &boards,
                bye.map(|b| b.0),
                insist,
            )?)
        }
        Op::DeleteLastRound(t) => {
            Outcome::RoundDeleted(RoundNo(play::delete_last_round(store, t.0)?))
        }
    })
}

impl From<AppError> for Refusal {
    fn from(e: AppError) -> Refusal {
        match e {
            AppError::Store(e) => Refusal::Store(e),
            AppError::Refused(s) => Refusal::Unsorted(s),
            AppError::BadInput(v) => Refusal::BadInput(v),
        }
    }
}

/// Why an operation did not happen. Nothing was changed.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The store failed or refused.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The request breaks a rule of the tournament (the message says which, and what to do).
    #[error("{0}")]
    Refused(String),
    /// An input file is malformed: every problem, each naming file, line and token.
    #[error("{}", .0.join("\n"))]
    BadInput(Vec<String>),
}

/// The result of an operation.
pub type Result<T, E = AppError> = std::result::Result<T, E>;

pub(crate) fn refuse<T>(msg: impl Into<String>) -> Result<T> {
    Err(AppError::Refused(msg.into()))
}

/// The tournament an operation is about: `id` when given, else the only one in the database.
pub fn pick_tournament(store: &mut Store, id: Option<i64>) -> Result<i64> {
    let all = store.read(|db| db.tournaments())?;
    match id {
        Some(id) if all.iter().any(|t| t.id == id) => Ok(id),
        Some(id) => refuse(format!("{}: there is no tournament {id}", store.path())),
        None => match all.as_slice() {
            [one] => Ok(one.id),
            [] => refuse(format!(
                "{}: there is no tournament yet; create one with `orda tournament create`",
                store.path()
            )),
            many => refuse(format!(
                "{}: {} tournaments; say which with --tournament ({})",
                store.path(),
                many.len(),
                many.iter()
                    .map(|t| format!("{} {}", t.id, t.name))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        },
    }
}

/// Loads tournament `id` whole inside an open transaction (an operation that decides on it and
/// writes in the same transaction).
pub(crate) fn load_in(db: &crate::store::Db<'_>, id: i64) -> Result<crate::tournament::Tournament> {
    db.load(id)?
        .ok_or_else(|| AppError::Refused(format!("there is no tournament {id}")))
}

/// Loads tournament `id` whole.
pub fn load(store: &mut Store, id: i64) -> Result<crate::tournament::Tournament> {
    let path = store.path().to_string();
    store
        .read(|db| db.load(id))?
        .ok_or_else(|| AppError::Refused(format!("{path}: there is no tournament {id}")))
}
