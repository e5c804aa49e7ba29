//! What the faces ask of the core: one struct per operation that changes data, each tied by
//! [`super::Operation`] to what it gives back ([`super::Operation::Done`]); [`Op`], any one of
//! them as data (the journal keeps it); [`Done`], any one of them with what it did.
//!
//! A face that wants the outcome of one operation calls [`super::run`] with the struct and gets
//! that operation's own type: no outcome of another operation can come back. A face that
//! handles operations in general (the window's status bar) matches [`Done`] without a wildcard,
//! so an operation it forgets is a compile error (docs/ARCHITECTURE.md).

use super::Operation;
use super::hall::{
    AccessOff, AddAssistant, AskBye, CheckIn, DecideBye, DecideReport, PairPresent, PlayerCodes,
    Report, RevokeCode, SetHall, UnlockCode, WrongCodes,
};
use super::journal::SetArbiter;
use super::manage::Order;
use super::play::ScoreFile;
use super::team::{AddMember, AddTeam, SetLineup};
use crate::tournament::category::{Ages, Category};
use crate::tournament::event::{Event, EventChange, TeamChange};
use crate::tournament::manual::Change;
use crate::tournament::prizes::{Precedence, Prize, Ties};
use crate::tournament::{
    Board, ByeKind, Entrant, EventId, GameResult, PlayerId, Round, RoundNo, Settings, StartNo,
    TournamentId,
};

/// One result to enter with [`EnterResults`].
#[derive(Clone, Debug, serde::Serialize)]
pub struct ResultEntry {
    /// The board.
    pub board: Board,
    /// The result (`None` clears it).
    pub result: Option<GameResult>,
    /// A game score to attach.
    pub score: Option<ScoreFile>,
}

/// Create a tournament from its settings (`id` ignored).
#[derive(Clone, Debug, serde::Serialize)]
pub struct CreateTournament(pub Settings);

/// Read a TRF-16 file into a new tournament.
#[derive(Clone, Debug, serde::Serialize)]
pub struct ImportTrf {
    /// The file's name (for messages).
    pub file: String,
    /// Its text, decoded.
    pub text: String,
    /// Take the results as the truth where the points column differs (each such line is
    /// noted), instead of refusing the file.
    pub points_from_results: bool,
}

/// Change a tournament's settings (`Settings::id` names it).
#[derive(Clone, Debug, serde::Serialize)]
pub struct UpdateSettings(pub Settings);

/// Delete a tournament and everything in it (after a backup beside the database).
#[derive(Clone, Debug, serde::Serialize)]
pub struct DeleteTournament(pub TournamentId);

/// Enter a new player.
#[derive(Clone, Debug, serde::Serialize)]
pub struct AddPlayer(pub TournamentId, pub Entrant);

/// Change a player's fields (`Entrant::player_id` names him).
#[derive(Clone, Debug, serde::Serialize)]
pub struct EditPlayer(pub TournamentId, pub Entrant);

/// Enter every player of a CSV file, all or none.
#[derive(Clone, Debug, serde::Serialize)]
pub struct ImportPlayers {
    /// The tournament.
    pub t: TournamentId,
    /// The file's name (for messages).
    pub file: String,
    /// Its text, decoded.
    pub text: String,
}

/// Give new starting numbers before round 1.
#[derive(Clone, Debug, serde::Serialize)]
pub struct OrderPlayers(pub TournamentId, pub Order);

/// Withdraw a player from a round on.
#[derive(Clone, Debug, serde::Serialize)]
pub struct Withdraw {
    /// The tournament.
    pub t: TournamentId,
    /// The player.
    pub player: StartNo,
    /// The first round he misses.
    pub from: RoundNo,
}

/// Take a withdrawal back, from a round (default: the round in progress or the next).
#[derive(Clone, Debug, serde::Serialize)]
pub struct Reinstate {
    /// The tournament.
    pub t: TournamentId,
    /// The player.
    pub player: StartNo,
    /// The first round he plays again.
    pub from: Option<RoundNo>,
}

/// What [`Reinstate`] did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reinstated {
    /// The first round he plays again.
    pub from: RoundNo,
    /// Boards (round, board) whose withdrawal forfeit was cleared.
    pub cleared: Vec<(RoundNo, Board)>,
}

/// Delete a player entered by mistake, before round 1.
#[derive(Clone, Debug, serde::Serialize)]
pub struct DeletePlayer(pub TournamentId, pub StartNo);

/// Announce a half-point or zero-point bye for a round not paired yet.
#[derive(Clone, Debug, serde::Serialize)]
pub struct RequestBye {
    /// The tournament.
    pub t: TournamentId,
    /// The player.
    pub player: StartNo,
    /// The round.
    pub round: RoundNo,
    /// Half or Zero.
    pub kind: ByeKind,
    /// A second half-point bye, asked about and confirmed.
    pub insist: bool,
}

/// Take back a bye announced for a round not paired yet.
#[derive(Clone, Debug, serde::Serialize)]
pub struct CancelBye {
    /// The tournament.
    pub t: TournamentId,
    /// The player.
    pub player: StartNo,
    /// The round.
    pub round: RoundNo,
}

/// Keep two players apart in later Swiss rounds (`keep: false` lets them meet again).
#[derive(Clone, Debug, serde::Serialize)]
pub struct Forbid {
    /// The tournament.
    pub t: TournamentId,
    /// One player.
    pub a: StartNo,
    /// The other.
    pub b: StartNo,
    /// Keep them apart.
    pub keep: bool,
    /// Only in these rounds (first, last); `None`: every round.
    pub rounds: Option<(RoundNo, RoundNo)>,
}

/// Leave rules mode, for good (docs/compliance.md): what decides pairings and standings can
/// change again after round 1 is paired, and every paper, page and export says from which
/// round the tournament left the rules. Refused when it already left.
#[derive(Clone, Debug, serde::Serialize)]
pub struct LeaveRulesMode(pub TournamentId);

/// Pair the next round (after a backup beside the database).
#[derive(Clone, Debug, serde::Serialize)]
pub struct PairRound(pub TournamentId);

/// Pair the next round by hand (a Swiss): the arbiter's boards and pairing-allocated bye, at
/// the end of a manual-pairing session (docs/compliance.md); checked like a manual change.
#[derive(Clone, Debug, serde::Serialize)]
pub struct PairByHand {
    /// The tournament.
    pub t: TournamentId,
    /// The boards, White first, by starting number.
    pub boards: Vec<(StartNo, StartNo)>,
    /// The pairing-allocated bye.
    pub bye: Option<StartNo>,
    /// Store it though it breaks an absolute criterion (after the breaches were shown).
    pub insist: bool,
    /// The round the session made (refused if another was paired meanwhile); `None`: the next.
    pub round: Option<RoundNo>,
}

/// Correct a board's result for the rating report only (C.04.2 4.3): the rating report counts
/// `result`; the pairings, the standings and the crosstable keep the result entered (`None`
/// takes the correction back).
#[derive(Clone, Debug, serde::Serialize)]
pub struct CorrectForRating {
    /// The tournament.
    pub t: TournamentId,
    /// The round.
    pub round: RoundNo,
    /// The board.
    pub board: Board,
    /// The result for the rating report.
    pub result: Option<GameResult>,
}

/// Adjourn a game of the round in progress: its result is not known; it counts as a draw for
/// the pairing of later rounds until it is entered (with [`EnterResults`], at any time).
#[derive(Clone, Debug, serde::Serialize)]
pub struct Adjourn {
    /// The tournament.
    pub t: TournamentId,
    /// The round (the last paired).
    pub round: RoundNo,
    /// The board.
    pub board: Board,
}

/// Enter results of one round, all or none.
#[derive(Clone, Debug, serde::Serialize)]
pub struct EnterResults {
    /// The tournament.
    pub t: TournamentId,
    /// The round.
    pub round: RoundNo,
    /// The results.
    pub entries: Vec<ResultEntry>,
    /// The arbiter insists: keep results a score contradicts, and results that are not
    /// forfeits for withdrawn players.
    pub insist: bool,
}

/// Store a game score typed or played out for a board: with the board's result, or when it
/// has none, the result the finished game gives (else refused).
#[derive(Clone, Debug, serde::Serialize)]
pub struct SaveScore {
    /// The tournament.
    pub t: TournamentId,
    /// The round.
    pub round: RoundNo,
    /// The board.
    pub board: Board,
    /// The score (its name is for messages).
    pub score: ScoreFile,
    /// The arbiter insists: keep the board's result against the score.
    pub insist: bool,
}

/// Change the last round's pairing (before any result): swap colours, move the bye, exchange
/// two Black players, or a whole new pairing (`tournament::manual::Change`).
#[derive(Clone, Debug, serde::Serialize)]
pub struct ChangePairing {
    /// The tournament.
    pub t: TournamentId,
    /// The change.
    pub change: Change,
    /// Pair it even against the absolute criteria.
    pub insist: bool,
    /// The last round as the face showed it when the arbiter chose the change (the window's
    /// preview): refused when the stored pairing differs by now, so that a change and an
    /// insisting are never applied to a pairing nobody saw. `None`: the stored round.
    #[serde(skip)]
    pub seen: Option<Box<Round>>,
}

/// Delete the last round with its results.
#[derive(Clone, Debug, serde::Serialize)]
pub struct DeleteLastRound(pub TournamentId);

/// Create a tournament as a section of an event.
#[derive(Clone, Debug, serde::Serialize)]
pub struct CreateSection(pub Settings, pub EventId);

/// Create an event (`Event::id` ignored).
#[derive(Clone, Debug, serde::Serialize)]
pub struct CreateEvent(pub Event);

/// Change an event's name, dates and team standing (`Event::id` names it).
#[derive(Clone, Debug, serde::Serialize)]
pub struct UpdateEvent(pub Event);

/// Change some of an event's fields, the others as stored.
#[derive(Clone, Debug, serde::Serialize)]
pub struct ChangeEvent(pub EventId, pub EventChange);

/// Make a tournament a section of an event, or of none.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SetSection {
    /// The tournament.
    pub t: TournamentId,
    /// The event.
    pub event: Option<EventId>,
}

/// Enter a registry player (registered once, for an event's other section or an earlier
/// tournament) with the registry's rating.
#[derive(Clone, Debug, serde::Serialize)]
pub struct EnterRegistered {
    /// The tournament.
    pub t: TournamentId,
    /// The registry player.
    pub player: PlayerId,
}

/// Add a category (at `position`, 1-based; at the end when `None`).
#[derive(Clone, Debug, serde::Serialize)]
pub struct AddCategory {
    /// The tournament.
    pub t: TournamentId,
    /// The category (its birth dates come from `ages` when an age is given).
    pub category: Category,
    /// Age limits, turned into birth dates with the tournament's start date.
    pub ages: Ages,
    /// Its place in the order of precedence.
    pub position: Option<u32>,
}

/// Remove a category and its prizes.
#[derive(Clone, Debug, serde::Serialize)]
pub struct RemoveCategory {
    /// The tournament.
    pub t: TournamentId,
    /// Its name.
    pub name: String,
}

/// Set a prize (replacing the one for the same list and place).
#[derive(Clone, Debug, serde::Serialize)]
pub struct PutPrize {
    /// The tournament.
    pub t: TournamentId,
    /// The prize.
    pub prize: Prize,
}

/// Remove a prize.
#[derive(Clone, Debug, serde::Serialize)]
pub struct RemovePrize {
    /// The tournament.
    pub t: TournamentId,
    /// The category ('' overall).
    pub category: String,
    /// The place.
    pub place: u32,
}

/// Set how team standings are made and how prizes are shared (`None`: as stored; a team
/// setting not given in `teams` stays as stored too, read in the operation's transaction).
#[derive(Clone, Debug, serde::Serialize)]
pub struct SetAwardRules {
    /// The tournament.
    pub t: TournamentId,
    /// Team standings.
    pub teams: Option<TeamChange>,
    /// Ties for money.
    pub ties: Option<Ties>,
    /// Overall or category prizes first.
    pub precedence: Option<Precedence>,
    /// The currency the prizes are paid in (`Some("")`: the tenge again, ₸).
    pub currency: Option<String>,
}

/// Write each player's rating change into the registry, once (after the last round).
#[derive(Clone, Debug, serde::Serialize)]
pub struct ApplyRatings {
    /// The tournament.
    pub t: TournamentId,
    /// The coefficient K.
    pub k: u32,
}

/// Take the tournament's rating changes back out of the registry (only the last applied).
#[derive(Clone, Debug, serde::Serialize)]
pub struct UndoRatings(pub TournamentId);

/// Undo the tournament's last change, where that is safe (`super::journal`); with a line,
/// only if that is still the last change (the one the face showed).
#[derive(Clone, Debug, serde::Serialize)]
pub struct Undo(pub TournamentId, pub Option<crate::tournament::EntryId>);

/// Declares [`Op`] (one variant per operation, named as its struct) and [`Done`] (the same
/// variants, each with the operation and what it did), and makes each struct an `Op`.
macro_rules! operations {
    ($($name:ident),* $(,)?) => {
        /// An operation that changes data. Each is loaded, decided and written in one
        /// transaction, and is one line of the journal (its kind, its subject and itself as
        /// JSON: docs/journal.md).
        #[derive(Clone, Debug, serde::Serialize)]
        #[serde(rename_all = "kebab-case")]
        pub enum Op {
            $(
                #[doc = concat!("[`", stringify!($name), "`]")]
                $name($name),
            )*
        }

        /// What an operation did: the operation, and its own outcome.
        #[derive(Clone, Debug)]
        #[allow(clippy::large_enum_variant, reason = "one per operation applied, never stored")]
        pub enum Done {
            $(
                #[doc = concat!("[`", stringify!($name), "`] and what it did")]
                $name($name, <$name as Operation>::Done),
            )*
        }

        $(
            impl From<$name> for Op {
                fn from(op: $name) -> Op {
                    Op::$name(op)
                }
            }
        )*

        /// Any operation is one: the one it holds, run.
        impl Operation for Op {
            type Done = Done;

            fn decide(
                self,
                db: &crate::store::Db<'_>,
            ) -> std::result::Result<Done, super::Refusal> {
                match self {
                    $(
                        Op::$name(op) => {
                            let done = op.clone().decide(db)?;
                            Ok(Done::$name(op, done))
                        }
                    )*
                }
            }

            fn before(
                &self,
                store: &mut crate::store::Store,
            ) -> std::result::Result<(), super::Refusal> {
                match self {
                    $(Op::$name(op) => op.before(store),)*
                }
            }

            fn made(done: &Done) -> Option<TournamentId> {
                match done {
                    $(Done::$name(_, done) => <$name as Operation>::made(done),)*
                }
            }
        }
    };
}

operations!(
    CreateTournament,
    ImportTrf,
    UpdateSettings,
    DeleteTournament,
    AddPlayer,
    EditPlayer,
    ImportPlayers,
    OrderPlayers,
    Withdraw,
    Reinstate,
    DeletePlayer,
    RequestBye,
    CancelBye,
    Forbid,
    PairRound,
    PairByHand,
    EnterResults,
    Adjourn,
    CorrectForRating,
    SaveScore,
    ChangePairing,
    DeleteLastRound,
    CreateSection,
    CreateEvent,
    UpdateEvent,
    ChangeEvent,
    SetSection,
    EnterRegistered,
    AddCategory,
    RemoveCategory,
    PutPrize,
    RemovePrize,
    SetAwardRules,
    ApplyRatings,
    UndoRatings,
    Undo,
    PlayerCodes,
    AddAssistant,
    RevokeCode,
    UnlockCode,
    AccessOff,
    Report,
    WrongCodes,
    DecideReport,
    SetHall,
    CheckIn,
    PairPresent,
    AskBye,
    DecideBye,
    AddTeam,
    AddMember,
    SetLineup,
    LeaveRulesMode,
    SetArbiter,
);
impl Op {
    /// The operation's name in the journal (`journal.kind`): stable, never translated.
    pub fn kind(&self) -> &'static str {
        match self {
            Op::CreateTournament(_) => "create-tournament",
            Op::ImportTrf(_) => "import-trf",
            Op::UpdateSettings(_) => "update-settings",
            Op::DeleteTournament(_) => "delete-tournament",
            Op::AddPlayer(..) => "add-player",
            Op::EditPlayer(..) => "edit-player",
            Op::ImportPlayers(_) => "import-players",
            Op::OrderPlayers(..) => "order-players",
            Op::Withdraw(_) => "withdraw",
            Op::Reinstate(_) => "reinstate",
            Op::DeletePlayer(..) => "delete-player",
            Op::RequestBye(_) => "request-bye",
            Op::CancelBye(_) => "cancel-bye",
            Op::Forbid(_) => "forbid",
            Op::PairRound(_) => "pair-round",
            Op::PairByHand(_) => "pair-by-hand",
            Op::EnterResults(_) => "enter-results",
            Op::Adjourn(_) => "adjourn",
            Op::CorrectForRating(_) => "correct-for-rating",
            Op::SaveScore(_) => "save-score",
            Op::ChangePairing(_) => "change-pairing",
            Op::DeleteLastRound(_) => "delete-last-round",
            Op::CreateSection(..) => "create-section",
            Op::CreateEvent(_) => "create-event",
            Op::UpdateEvent(_) | Op::ChangeEvent(..) => "update-event",
            Op::SetSection(_) => "set-section",
            Op::EnterRegistered(_) => "enter-registered",
            Op::AddCategory(_) => "add-category",
            Op::RemoveCategory(_) => "remove-category",
            Op::PutPrize(_) => "put-prize",
            Op::RemovePrize(_) => "remove-prize",
            Op::SetAwardRules(_) => "set-award-rules",
            Op::ApplyRatings(_) => "apply-ratings",
            Op::UndoRatings(_) => "undo-ratings",
            Op::Undo(..) => "undo",
            Op::PlayerCodes(_) => "player-codes",
            Op::AddAssistant(_) => "add-assistant",
            Op::RevokeCode(_) => "revoke-code",
            Op::UnlockCode(_) => "unlock-code",
            Op::AccessOff(_) => "access-off",
            Op::Report(_) => "report",
            Op::WrongCodes(WrongCodes { hall: false, .. }) => "wrong-codes",
            Op::WrongCodes(WrongCodes { hall: true, .. }) => "wrong-codes-hall",
            // Accepting and rejecting read apart in the journal (they were one kind,
            // `decide-report`, until issue 52: its lines keep it).
            Op::DecideReport(DecideReport { accept: true, .. }) => "accept-report",
            Op::DecideReport(DecideReport { accept: false, .. }) => "reject-report",
            Op::SetHall(_) => "set-hall",
            Op::CheckIn(_) => "check-in",
            Op::PairPresent(_) => "pair-present",
            Op::AskBye(_) => "ask-bye",
            // As a report's (`decide-bye` until issue 52).
            Op::DecideBye(DecideBye { accept: true, .. }) => "grant-bye",
            Op::DecideBye(DecideBye { accept: false, .. }) => "refuse-bye",
            Op::AddTeam(_) => "add-team",
            Op::AddMember(_) => "add-member",
            Op::SetLineup(_) => "set-lineup",
            Op::LeaveRulesMode(_) => "leave-rules-mode",
            Op::SetArbiter(_) => "set-arbiter",
        }
    }

    /// The tournament the operation changes, when it names one (one it creates is named by
    /// its outcome).
    pub fn tournament(&self) -> Option<TournamentId> {
        match self {
            Op::CreateTournament(_)
            | Op::ImportTrf(_)
            | Op::CreateSection(..)
            | Op::CreateEvent(_)
            | Op::UpdateEvent(_)
            | Op::ChangeEvent(..)
            | Op::SetArbiter(_) => None,
            Op::AddAssistant(AddAssistant { t, .. }) => *t,
            Op::UpdateSettings(UpdateSettings(s)) => Some(s.id),
            Op::DeleteTournament(DeleteTournament(t))
            | Op::AddPlayer(AddPlayer(t, _))
            | Op::EditPlayer(EditPlayer(t, _))
            | Op::OrderPlayers(OrderPlayers(t, _))
            | Op::DeletePlayer(DeletePlayer(t, _))
            | Op::PairRound(PairRound(t))
            | Op::DeleteLastRound(DeleteLastRound(t))
            | Op::UndoRatings(UndoRatings(t))
            | Op::Undo(Undo(t, _))
            | Op::AccessOff(AccessOff(t))
            | Op::PairPresent(PairPresent(t))
            | Op::LeaveRulesMode(LeaveRulesMode(t)) => Some(*t),
            Op::ImportPlayers(ImportPlayers { t, .. })
            | Op::Withdraw(Withdraw { t, .. })
            | Op::Reinstate(Reinstate { t, .. })
            | Op::RequestBye(RequestBye { t, .. })
            | Op::CancelBye(CancelBye { t, .. })
            | Op::Forbid(Forbid { t, .. })
            | Op::EnterResults(EnterResults { t, .. })
            | Op::Adjourn(Adjourn { t, .. })
            | Op::CorrectForRating(CorrectForRating { t, .. })
            | Op::PairByHand(PairByHand { t, .. })
            | Op::SaveScore(SaveScore { t, .. })
            | Op::ChangePairing(ChangePairing { t, .. })
            | Op::SetSection(SetSection { t, .. })
            | Op::EnterRegistered(EnterRegistered { t, .. })
            | Op::AddCategory(AddCategory { t, .. })
            | Op::RemoveCategory(RemoveCategory { t, .. })
            | Op::PutPrize(PutPrize { t, .. })
            | Op::RemovePrize(RemovePrize { t, .. })
            | Op::SetAwardRules(SetAwardRules { t, .. })
            | Op::ApplyRatings(ApplyRatings { t, .. })
            | Op::PlayerCodes(PlayerCodes { t, .. })
            | Op::RevokeCode(RevokeCode { t, .. })
            | Op::UnlockCode(UnlockCode { t, .. })
            | Op::Report(Report { t, .. })
            | Op::WrongCodes(WrongCodes { t, .. })
            | Op::DecideReport(DecideReport { t, .. })
            | Op::SetHall(SetHall { t, .. })
            | Op::CheckIn(CheckIn { t, .. })
            | Op::AskBye(AskBye { t, .. })
            | Op::DecideBye(DecideBye { t, .. })
            | Op::AddTeam(AddTeam { t, .. })
            | Op::AddMember(AddMember { t, .. })
            | Op::SetLineup(SetLineup { t, .. }) => Some(*t),
        }
    }

    /// The operation as the journal keeps it (JSON).
    pub fn journal_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }
}
