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

pub mod explain;
pub mod federation;
pub mod generate;
pub mod hall;
mod insist;
pub mod journal;
pub mod manage;
pub mod op;
pub mod play;
pub mod query;
mod rating_only;
pub mod refusal;
mod setting_checks;
mod subject;
pub mod swiss;
pub mod team;
#[cfg(test)]
mod tests;
pub mod transfer;
pub mod validate;

pub use op::*;
pub use refusal::{AdjournWhy, InputError, InputProblem, Insist, Named, Refusal};

use crate::store::{Db, Line, ResultRecord, Store};
use crate::tournament::{Board, GameResult, PlayerId, RoundNo, StartNo, Tournament, TournamentId};

/// An operation that changes data, tied to what it gives back: a face that runs one gets its
/// own outcome type, never another operation's (docs/ARCHITECTURE.md).
pub trait Operation: Clone + Into<Op> {
    /// What the operation did.
    type Done;

    /// Loads, decides and writes inside the open transaction `db`.
    fn decide(self, db: &Db<'_>) -> std::result::Result<Self::Done, Refusal>;

    /// What must happen before the transaction (a backup beside the database).
    fn before(&self, _store: &mut Store) -> std::result::Result<(), Refusal> {
        Ok(())
    }

    /// The tournament the operation made, named in its journal line.
    fn made(_done: &Self::Done) -> Option<TournamentId> {
        None
    }
}

/// Carries out `op` (see the module's contract): all of it, or nothing and a [`Refusal`]. The
/// op is one line of the journal, written in its transaction with every row it changed.
pub fn run<O: Operation>(store: &mut Store, op: O) -> std::result::Result<O::Done, Refusal> {
    op.before(store)?;
    let as_data: Op = op.clone().into();
    let line = Line {
        kind: as_data.kind(),
        subject: as_data.subject(),
        op: as_data.journal_json(),
        tournament: as_data.tournament(),
    };
    store.transaction(line, |db| {
        let done = op.decide(db)?;
        // An operation that made a tournament names it in its line.
        if let Some(t) = O::made(&done) {
            db.journal_set_tournament(t)?;
        }
        Ok(done)
    })
}

/// Carries out any operation, as [`run`] does; [`Done`] holds it with what it did.
pub fn apply(store: &mut Store, op: Op) -> std::result::Result<Done, Refusal> {
    run(store, op)
}

impl Operation for CreateTournament {
    type Done = TournamentId;
    fn decide(self, db: &Db<'_>) -> std::result::Result<TournamentId, Refusal> {
        manage::create(db, &self.0)
    }
    fn made(done: &TournamentId) -> Option<TournamentId> {
        Some(*done)
    }
}

impl Operation for ImportTrf {
    /// The new tournament, and what the arbiter should know of the import.
    type Done = (TournamentId, Vec<transfer::ImportNote>);
    fn decide(self, db: &Db<'_>) -> std::result::Result<Self::Done, Refusal> {
        transfer::import_in(db, &self.file, &self.text, self.points_from_results)
    }
    fn made(done: &Self::Done) -> Option<TournamentId> {
        Some(done.0)
    }
}

impl Operation for UpdateSettings {
    type Done = ();
    fn decide(self, db: &Db<'_>) -> std::result::Result<(), Refusal> {
        manage::update(db, &self.0)
    }
}

impl Operation for DeleteTournament {
    /// What the tournament held.
    type Done = manage::Contents;
    fn before(&self, store: &mut Store) -> std::result::Result<(), Refusal> {
        // A deletion cannot be undone in Orda: the backup beside the database can.
        let t = self.0;
        if store.read(|db| db.settings(t))?.is_none() {
            return Err(Refusal::NoTournament { db: None, id: t });
        }
        store.backup_beside(&format!("before-deleting-tournament-{t}"))?;
        Ok(())
    }
    fn decide(self, db: &Db<'_>) -> std::result::Result<Self::Done, Refusal> {
        manage::delete_tournament_in(db, self.0)
    }
}

impl Operation for AddPlayer {
    /// His starting number.
    type Done = StartNo;
    fn decide(self, db: &Db<'_>) -> std::result::Result<StartNo, Refusal> {
        manage::add(db, self.0, self.1)
    }
}

impl Operation for EditPlayer {
    type Done = PlayerId;
    fn decide(self, db: &Db<'_>) -> std::result::Result<PlayerId, Refusal> {
        manage::edit(db, self.0, self.1)
    }
}

impl Operation for ImportPlayers {
    /// The starting numbers given.
    type Done = Vec<StartNo>;
    fn decide(self, db: &Db<'_>) -> std::result::Result<Vec<StartNo>, Refusal> {
        manage::import(db, self.t, &self.file, &self.text)
    }
}

impl Operation for OrderPlayers {
    /// The old numbers in their new order.
    type Done = Vec<StartNo>;
    fn decide(self, db: &Db<'_>) -> std::result::Result<Vec<StartNo>, Refusal> {
        manage::order(db, self.0, &self.1)
    }
}

impl Operation for Withdraw {
    /// Boards (round, board) that became forfeits.
    type Done = Vec<(RoundNo, Board)>;
    fn decide(self, db: &Db<'_>) -> std::result::Result<Self::Done, Refusal> {
        manage::withdraw_in(db, self.t, self.player, self.from)
    }
}

impl Operation for Reinstate {
    type Done = Reinstated;
    fn decide(self, db: &Db<'_>) -> std::result::Result<Reinstated, Refusal> {
        let (from, cleared) = manage::reinstate_in(db, self.t, self.player, self.from)?;
        Ok(Reinstated { from, cleared })
    }
}

impl Operation for DeletePlayer {
    /// The player as he was.
    type Done = crate::tournament::Entrant;
    fn decide(self, db: &Db<'_>) -> std::result::Result<Self::Done, Refusal> {
        manage::delete_player_in(db, self.0, self.1)
    }
}

impl Operation for RequestBye {
    type Done = ();
    fn decide(self, db: &Db<'_>) -> std::result::Result<(), Refusal> {
        swiss::request_bye_in(db, self.t, self.player, self.round, self.kind, self.insist)
    }
}

impl Operation for CancelBye {
    type Done = ();
    fn decide(self, db: &Db<'_>) -> std::result::Result<(), Refusal> {
        swiss::cancel_bye_in(db, self.t, self.player, self.round)
    }
}

impl Operation for LeaveRulesMode {
    /// The rounds paired when it left.
    type Done = u32;
    fn decide(self, db: &Db<'_>) -> std::result::Result<u32, Refusal> {
        let t = load_in(db, self.0)?;
        if let Some(after) = t.settings.rules_left {
            return Err(Refusal::RulesModeLeft { after });
        }
        let paired = t.rounds.len() as u32;
        db.leave_rules_mode(self.0, paired)?;
        Ok(paired)
    }
}

impl Operation for PairByHand {
    /// The round paired, and what it breaks.
    type Done = (RoundNo, crate::pairing::stored::Breaches);
    fn decide(self, db: &Db<'_>) -> std::result::Result<Self::Done, Refusal> {
        swiss::pair_by_hand_in(db, &self)
    }
}

impl Operation for CorrectForRating {
    /// The result the pairings and standings keep.
    type Done = GameResult;
    fn decide(self, db: &Db<'_>) -> std::result::Result<GameResult, Refusal> {
        rating_only::correct_in(db, &self)
    }
}

impl Operation for Adjourn {
    type Done = ();
    fn decide(self, db: &Db<'_>) -> std::result::Result<(), Refusal> {
        play::adjourn_in(db, self.t, self.round, self.board)
    }
}

impl Operation for Forbid {
    type Done = ();
    fn decide(self, db: &Db<'_>) -> std::result::Result<(), Refusal> {
        swiss::forbid_in(db, &self)
    }
}

/// A tournament in a backup's name: its id and up to 32 letters and digits of its name (any
/// script; every other character a `_`), legal in a file name everywhere.
fn section_tag(t: &Tournament) -> String {
    let mut name = String::new();
    for c in t.settings.name.trim().chars().take(32) {
        let c = if c.is_alphanumeric() { c } else { '_' };
        if !(c == '_' && name.ends_with('_')) {
            name.push(c);
        }
    }
    let name = name.trim_matches('_');
    if name.is_empty() {
        format!("t{}", t.settings.id)
    } else {
        format!("t{}-{name}", t.settings.id)
    }
}

impl Operation for PairRound {
    type Done = play::Paired;
    fn before(&self, store: &mut Store) -> std::result::Result<(), Refusal> {
        let t = query::tournament(store, self.0)?;
        let next = t.rounds.len() + 1;
        // The name says which section of the file it was made for (an event's sections are
        // paired one after the other): `orda-<time>-t3-Ерлер-before-round-5.sqlite`.
        store.backup_beside(&format!("{}-before-round-{next}", section_tag(&t)))?;
        Ok(())
    }
    fn decide(self, db: &Db<'_>) -> std::result::Result<play::Paired, Refusal> {
        play::pair_in(db, self.0)
    }
}

impl Operation for EnterResults {
    type Done = Vec<play::Entered>;
    fn decide(self, db: &Db<'_>) -> std::result::Result<Self::Done, Refusal> {
        play::enter_in(db, self.t, self.round, self.entries, self.insist)
    }
}

impl Operation for SaveScore {
    type Done = Vec<play::Entered>;
    fn decide(self, db: &Db<'_>) -> std::result::Result<Self::Done, Refusal> {
        let SaveScore {
            t,
            round,
            board,
            score,
            insist,
        } = self;
        play::save_score_in(db, t, round, board, score, insist)
    }
}

impl Operation for ChangePairing {
    /// The warnings (colour rules, and the absolute criteria when insisted on).
    type Done = crate::pairing::stored::Breaches;
    fn decide(self, db: &Db<'_>) -> std::result::Result<Self::Done, Refusal> {
        swiss::change_in(db, self.t, &self.change, self.insist, self.seen.as_deref())
    }
}

impl Operation for DeleteLastRound {
    /// The round deleted.
    type Done = RoundNo;
    fn decide(self, db: &Db<'_>) -> std::result::Result<RoundNo, Refusal> {
        play::delete_last_in(db, self.0)
    }
}

impl Operation for CreateSection {
    type Done = TournamentId;
    fn decide(self, db: &Db<'_>) -> std::result::Result<TournamentId, Refusal> {
        let t = manage::create(db, &self.0)?;
        federation::set_section(db, t, Some(self.1))?;
        Ok(t)
    }
    fn made(done: &TournamentId) -> Option<TournamentId> {
        Some(*done)
    }
}

impl Operation for CreateEvent {
    type Done = crate::tournament::EventId;
    fn decide(self, db: &Db<'_>) -> std::result::Result<Self::Done, Refusal> {
        federation::create_event(db, &self.0)
    }
}

impl Operation for UpdateEvent {
    type Done = ();
    fn decide(self, db: &Db<'_>) -> std::result::Result<(), Refusal> {
        federation::update_event(db, &self.0)
    }
}

impl Operation for ChangeEvent {
    type Done = ();
    fn decide(self, db: &Db<'_>) -> std::result::Result<(), Refusal> {
        let ChangeEvent(id, change) = self;
        let e = db.event(id)?.ok_or(Refusal::NoEvent(id))?;
        federation::update_event(db, &change.applied_to(e))
    }
}

impl Operation for SetSection {
    type Done = ();
    fn decide(self, db: &Db<'_>) -> std::result::Result<(), Refusal> {
        federation::set_section(db, self.t, self.event)
    }
}

impl Operation for EnterRegistered {
    /// His starting number.
    type Done = StartNo;
    fn decide(self, db: &Db<'_>) -> std::result::Result<StartNo, Refusal> {
        federation::enter_registered(db, self.t, self.player)
    }
}

impl Operation for AddCategory {
    type Done = ();
    fn decide(self, db: &Db<'_>) -> std::result::Result<(), Refusal> {
        federation::add_category(db, self.t, self.category, &self.ages, self.position)
    }
}

impl Operation for RemoveCategory {
    type Done = ();
    fn decide(self, db: &Db<'_>) -> std::result::Result<(), Refusal> {
        federation::remove_category(db, self.t, &self.name)
    }
}

impl Operation for PutPrize {
    /// The places of its list that pay less than a place below them (allowed, but said).
    type Done = Vec<crate::tournament::prizes::Inversion>;
    fn decide(self, db: &Db<'_>) -> std::result::Result<Self::Done, Refusal> {
        federation::put_prize(db, self.t, self.prize)
    }
}

impl Operation for RemovePrize {
    /// As for [`PutPrize`].
    type Done = Vec<crate::tournament::prizes::Inversion>;
    fn decide(self, db: &Db<'_>) -> std::result::Result<Self::Done, Refusal> {
        federation::remove_prize(db, self.t, &self.category, self.place)
    }
}

impl Operation for SetAwardRules {
    type Done = ();
    fn decide(self, db: &Db<'_>) -> std::result::Result<(), Refusal> {
        federation::set_award_rules(db, self)
    }
}

impl Operation for ApplyRatings {
    /// The changes written.
    type Done = Vec<crate::tournament::event::RatingChange>;
    fn decide(self, db: &Db<'_>) -> std::result::Result<Self::Done, Refusal> {
        federation::apply_ratings(db, self.t, self.k)
    }
}

impl Operation for UndoRatings {
    /// How many players were restored.
    type Done = usize;
    fn decide(self, db: &Db<'_>) -> std::result::Result<usize, Refusal> {
        federation::undo_ratings(db, self.0)
    }
}

impl Operation for Undo {
    /// The journal's line, as it reads now (undone).
    type Done = crate::tournament::journal::Entry;
    fn decide(self, db: &Db<'_>) -> std::result::Result<Self::Done, Refusal> {
        journal::undo_in(db, self.0, self.1)
    }
}

/// Loads tournament `id` whole inside an open transaction (an operation that decides on it and
/// writes in the same transaction).
pub(crate) fn load_in(db: &Db<'_>, id: TournamentId) -> std::result::Result<Tournament, Refusal> {
    db.load(id)?.ok_or(Refusal::NoTournament { db: None, id })
}

/// The registry id of the player with starting number `no` in `t`.
pub(crate) fn player_id(t: &Tournament, no: StartNo) -> std::result::Result<PlayerId, Refusal> {
    t.entrant(no.0)
        .map(|e| e.player_id)
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
