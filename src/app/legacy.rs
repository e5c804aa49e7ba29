//! The old entry points, kept while the faces move to [`super::apply`] and the queries: each
//! builds an [`Op`], applies it and unpacks the [`Outcome`]; refusals come back as [`AppError`]
//! in the words both faces showed before (naming the CLI's `--force`, through
//! `words::legacy_hint`). When the CLI and the window call `apply`, this file goes, and with
//! it `app`'s only use of `words`.

use super::manage::{Contents, Order};
use super::play::{Entered, Entry, Paired};
use super::{AppError, Op, Outcome, Refusal, Result, ResultEntry, apply};
use crate::pairing::stored;
use crate::store::Store;
use crate::tournament::manual::Change;
use crate::tournament::{
    Board, ByeKind, Entrant, No, RoundNo, Settings, StartNo, Tournament, TournamentId,
};

fn run(store: &mut Store, op: Op) -> Result<Outcome> {
    apply(store, op).map_err(AppError::from)
}

/// An outcome the op cannot give (a bug, not the user's doing).
fn unexpected(o: Outcome) -> AppError {
    AppError::Refused(format!("unexpected outcome {o:?}"))
}

/// Creates a tournament; returns its id.
pub fn create_tournament(store: &mut Store, settings: &Settings) -> Result<i64> {
    match run(store, Op::CreateTournament(settings.clone()))? {
        Outcome::Created(id) => Ok(id.0),
        o => Err(unexpected(o)),
    }
}

/// Checks and tidies a player's fields; the message names the field and the value.
pub fn check_entrant(p: Entrant) -> std::result::Result<Entrant, String> {
    super::manage::entrant_checked(p).map_err(|r| crate::words::refusal(&r))
}

fn added(o: Outcome) -> Result<Vec<No>> {
    match o {
        Outcome::PlayersAdded(nos) => Ok(nos.into_iter().map(|n| n.0).collect()),
        o => Err(unexpected(o)),
    }
}

/// Enters a new player in tournament `tid`; returns the starting number given.
pub fn add_player(store: &mut Store, tid: i64, p: Entrant) -> Result<No> {
    let nos = added(run(store, Op::AddPlayer(TournamentId(tid), p))?)?;
    nos.first()
        .copied()
        .ok_or_else(|| AppError::Refused("no player was added".into()))
}

/// Rewrites player `p` (found by `p.player_id`) of tournament `tid`.
pub fn edit_player(store: &mut Store, tid: i64, p: Entrant) -> Result<()> {
    run(store, Op::EditPlayer(TournamentId(tid), p)).map(drop)
}

/// Why a setting can no longer be changed, in words; `None` where it still can.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Locks {
    /// The pairing system.
    pub system: Option<String>,
    /// The game played.
    pub game: Option<String>,
    /// The number of rounds.
    pub rounds: Option<String>,
    /// The points of a pairing-allocated bye.
    pub bye_points: Option<String>,
}

/// Which settings of `t` are fixed by now, and why (`tournament::manual::locks` in words).
pub fn locks(t: &Tournament) -> Locks {
    let l = crate::tournament::manual::locks(t);
    let w = |l: Option<crate::tournament::manual::Lock>| l.map(crate::words::lock);
    Locks {
        system: w(l.system),
        game: w(l.game),
        rounds: w(l.rounds),
        bye_points: w(l.bye_points),
    }
}

/// Stores changed settings for tournament `s.id`.
pub fn update_settings(store: &mut Store, s: &Settings) -> Result<()> {
    run(store, Op::UpdateSettings(s.clone())).map(drop)
}

/// Enters every player of a CSV file, all or none; returns their starting numbers.
pub fn import_players(store: &mut Store, tid: i64, file: &str, text: &str) -> Result<Vec<No>> {
    added(run(
        store,
        Op::ImportPlayers {
            t: TournamentId(tid),
            file: file.into(),
            text: text.into(),
        },
    )?)
}

/// Gives new starting numbers; returns the new order (old numbers in new order).
pub fn order_players(store: &mut Store, tid: i64, order: &Order) -> Result<Vec<No>> {
    match run(store, Op::OrderPlayers(TournamentId(tid), order.clone()))? {
        Outcome::Renumbered(v) => Ok(v.into_iter().map(|n| n.0).collect()),
        o => Err(unexpected(o)),
    }
}

fn plain(v: Vec<(RoundNo, Board)>) -> Vec<(u32, u32)> {
    v.into_iter().map(|(r, b)| (r.0, b.0)).collect()
}

/// Withdraws player `no` from round `from` on; returns the boards forfeited.
pub fn withdraw(store: &mut Store, tid: i64, no: No, from: u32) -> Result<Vec<(u32, u32)>> {
    let op = Op::Withdraw {
        t: TournamentId(tid),
        player: StartNo(no),
        from: RoundNo(from),
    };
    match run(store, op)? {
        Outcome::Withdrawn(v) => Ok(plain(v)),
        o => Err(unexpected(o)),
    }
}

/// What reinstating a withdrawn player did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reinstated {
    /// The first round he plays again.
    pub from: u32,
    /// Boards (round, board) whose withdrawal forfeit was cleared: the game is to be played.
    pub cleared: Vec<(u32, u32)>,
}

/// Takes back the withdrawal of player `no`.
pub fn reinstate(store: &mut Store, tid: i64, no: No, from: Option<u32>) -> Result<Reinstated> {
    let op = Op::Reinstate {
        t: TournamentId(tid),
        player: StartNo(no),
        from: from.map(RoundNo),
    };
    match run(store, op)? {
        Outcome::Reinstated { from, cleared } => Ok(Reinstated {
            from: from.0,
            cleared: plain(cleared),
        }),
        o => Err(unexpected(o)),
    }
}

/// Deletes player `no`, entered by mistake, before round 1 is paired.
pub fn delete_player(store: &mut Store, tid: i64, no: No) -> Result<Entrant> {
    match run(store, Op::DeletePlayer(TournamentId(tid), StartNo(no)))? {
        Outcome::PlayerDeleted(e) => Ok(*e),
        o => Err(unexpected(o)),
    }
}

/// What tournament `tid` holds (to show before deleting it).
pub fn contents(store: &mut Store, tid: i64) -> Result<Contents> {
    Ok(super::manage::contents_of(&super::load(store, tid)?))
}

/// Deletes tournament `tid` and everything in it, after a backup beside the database.
pub fn delete_tournament(store: &mut Store, tid: i64) -> Result<Contents> {
    match run(store, Op::DeleteTournament(TournamentId(tid)))? {
        Outcome::TournamentDeleted(c) => Ok(c),
        o => Err(unexpected(o)),
    }
}

/// Records a requested bye for player `no` in round `round`.
pub fn request_bye(store: &mut Store, tid: i64, no: No, round: u32, kind: ByeKind) -> Result<()> {
    let op = Op::RequestBye {
        t: TournamentId(tid),
        player: StartNo(no),
        round: RoundNo(round),
        kind,
    };
    run(store, op).map(drop)
}

/// Why the next round cannot be paired yet, in words.
pub fn incomplete(t: &Tournament) -> Option<String> {
    crate::tournament::manual::incomplete(t)
        .map(|(round, boards)| crate::words::refusal(&Refusal::Incomplete { round, boards }))
}

/// Pairs the next round of tournament `tid`.
pub fn pair_next_round(store: &mut Store, tid: i64) -> Result<Paired> {
    match run(store, Op::PairRound(TournamentId(tid)))? {
        Outcome::Paired(p) => Ok(p),
        o => Err(unexpected(o)),
    }
}

/// Deletes the last round; returns its number.
pub fn delete_last_round(store: &mut Store, tid: i64) -> Result<u32> {
    match run(store, Op::DeleteLastRound(TournamentId(tid)))? {
        Outcome::RoundDeleted(n) => Ok(n.0),
        o => Err(unexpected(o)),
    }
}

/// The game score stored on board `board` of round `round`, if any.
pub fn score_of(store: &mut Store, tid: i64, round: u32, board: u32) -> Result<Option<String>> {
    Ok(super::query::score(
        store,
        TournamentId(tid),
        RoundNo(round),
        Board(board),
    )?)
}

/// Enters one result in round `round`.
pub fn enter_result(store: &mut Store, tid: i64, round: u32, entry: Entry) -> Result<Entered> {
    let mut v = enter_results(store, tid, round, vec![entry])?;
    v.pop()
        .ok_or_else(|| AppError::Refused("nothing was entered".into()))
}

/// Enters several results of round `round` in one transaction: all are stored, or none.
pub fn enter_results(
    store: &mut Store,
    tid: i64,
    round: u32,
    entries: Vec<Entry>,
) -> Result<Vec<Entered>> {
    let insist = entries.iter().any(|e| e.force);
    let entries = entries
        .into_iter()
        .map(|e| ResultEntry {
            board: Board(e.board),
            result: e.result,
            score: e.score,
        })
        .collect();
    let op = Op::EnterResults {
        t: TournamentId(tid),
        round: RoundNo(round),
        entries,
        insist,
    };
    match run(store, op)? {
        Outcome::Entered(v) => Ok(v),
        o => Err(unexpected(o)),
    }
}

/// What a manual change to a round would break, in words.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Breaches {
    /// Not a round at all.
    pub invalid: Vec<String>,
    /// Rematches, forbidden pairs, a second full point without playing.
    pub absolute: Vec<String>,
    /// Colour preferences that an absolute criterion protects, broken.
    pub colour: Vec<String>,
}

fn worded(b: stored::Breaches) -> Breaches {
    let w = |v: Vec<stored::Breach>| v.iter().map(crate::words::breach).collect();
    Breaches {
        invalid: w(b.invalid),
        absolute: w(b.absolute),
        colour: w(b.colour),
    }
}

/// Checks an arbiter's pairing of `round` against the Dutch system's absolute criteria.
pub fn breaches(
    t: &Tournament,
    round: u32,
    boards: &[(No, No)],
    bye: Option<No>,
    announced: &[(No, ByeKind)],
    forbidden: &[(No, No)],
) -> Breaches {
    worded(stored::breaches(
        t, round, boards, bye, announced, forbidden,
    ))
}

/// Keeps players `a` and `b` apart in every later Swiss round (or lets them meet again).
pub fn forbid(store: &mut Store, tid: i64, a: No, b: No, keep: bool) -> Result<()> {
    let op = Op::Forbid {
        t: TournamentId(tid),
        a: StartNo(a),
        b: StartNo(b),
        keep,
    };
    run(store, op).map(drop)
}

/// Replaces the last round's pairing with the arbiter's; returns the warnings.
pub fn replace_round(
    store: &mut Store,
    tid: i64,
    boards: &[(No, No)],
    bye: Option<No>,
    force: bool,
) -> Result<Breaches> {
    let change = Change::Replace {
        boards: boards
            .iter()
            .map(|&(w, b)| (StartNo(w), StartNo(b)))
            .collect(),
        bye: bye.map(StartNo),
    };
    let op = Op::ChangePairing {
        t: TournamentId(tid),
        change,
        insist: force,
    };
    match run(store, op)? {
        Outcome::PairingChanged(b) => Ok(worded(b)),
        o => Err(unexpected(o)),
    }
}

/// Reads a TRF-16 file into a new Swiss tournament; returns its id.
pub fn import_trf(store: &mut Store, file: &str, text: &str) -> Result<i64> {
    let op = Op::ImportTrf {
        file: file.into(),
        text: text.into(),
    };
    match run(store, op)? {
        Outcome::Created(id) => Ok(id.0),
        o => Err(unexpected(o)),
    }
}

impl From<Refusal> for AppError {
    fn from(r: Refusal) -> AppError {
        match r {
            Refusal::Store(e) => AppError::Store(e),
            Refusal::BadInput(v) => AppError::BadInput(v),
            r => AppError::Refused(crate::words::refusal_with(&r, &crate::words::legacy_hint)),
        }
    }
}
