//! What the faces ask of the core: [`Op`], one variant per operation that changes data, and
//! [`Outcome`], what it did. `super::apply` carries an `Op` out.

use crate::pairing::stored::Breaches;
use crate::tournament::manual::Change;
use crate::tournament::{
    Board, ByeKind, Entrant, GameResult, PlayerId, Round, RoundNo, Settings, StartNo, TournamentId,
};

use crate::tournament::EventId;
use crate::tournament::category::{Ages, Category};
use crate::tournament::event::{Event, EventChange, RatingChange, TeamSettings};
use crate::tournament::prizes::{Precedence, Prize, Ties};

use crate::tournament::journal::Subject;

use super::manage::{Contents, Order};
use super::play::{Entered, Paired, ScoreFile};

/// One result to enter with [`Op::EnterResults`].
#[derive(Clone, Debug, serde::Serialize)]
pub struct ResultEntry {
    /// The board.
    pub board: Board,
    /// The result (`None` clears it).
    pub result: Option<GameResult>,
    /// A game score to attach.
    pub score: Option<ScoreFile>,
}

/// An operation that changes data. Each is loaded, decided and written in one transaction, and
/// is one line of the journal (its kind, its subject and itself as JSON: docs/journal.md).
#[derive(Clone, Debug, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Op {
    /// Create a tournament from its settings (`id` ignored).
    CreateTournament(Settings),
    /// Read a TRF-16 file into a new tournament.
    ImportTrf {
        /// The file's name (for messages).
        file: String,
        /// Its text, decoded.
        text: String,
        /// Take the results as the truth where the points column differs (each such line is
        /// noted), instead of refusing the file.
        points_from_results: bool,
    },
    /// Change a tournament's settings (`Settings::id` names it).
    UpdateSettings(Settings),
    /// Delete a tournament and everything in it (after a backup beside the database).
    DeleteTournament(TournamentId),
    /// Enter a new player.
    AddPlayer(TournamentId, Entrant),
    /// Change a player's fields (`Entrant::player_id` names him).
    EditPlayer(TournamentId, Entrant),
    /// Enter every player of a CSV file, all or none.
    ImportPlayers {
        /// The tournament.
        t: TournamentId,
        /// The file's name (for messages).
        file: String,
        /// Its text, decoded.
        text: String,
    },
    /// Give new starting numbers before round 1.
    OrderPlayers(TournamentId, Order),
    /// Withdraw a player from a round on.
    Withdraw {
        /// The tournament.
        t: TournamentId,
        /// The player.
        player: StartNo,
        /// The first round he misses.
        from: RoundNo,
    },
    /// Take a withdrawal back, from a round (default: the round in progress or the next).
    Reinstate {
        /// The tournament.
        t: TournamentId,
        /// The player.
        player: StartNo,
        /// The first round he plays again.
        from: Option<RoundNo>,
    },
    /// Delete a player entered by mistake, before round 1.
    DeletePlayer(TournamentId, StartNo),
    /// Announce a half-point or zero-point bye for a round not paired yet.
    RequestBye {
        /// The tournament.
        t: TournamentId,
        /// The player.
        player: StartNo,
        /// The round.
        round: RoundNo,
        /// Half or Zero.
        kind: ByeKind,
    },
    /// Take back a bye announced for a round not paired yet.
    CancelBye {
        /// The tournament.
        t: TournamentId,
        /// The player.
        player: StartNo,
        /// The round.
        round: RoundNo,
    },
    /// Keep two players apart in later Swiss rounds (`keep: false` lets them meet again).
    Forbid {
        /// The tournament.
        t: TournamentId,
        /// One player.
        a: StartNo,
        /// The other.
        b: StartNo,
        /// Keep them apart.
        keep: bool,
    },
    /// Pair the next round (after a backup beside the database).
    PairRound(TournamentId),
    /// Enter results of one round, all or none.
    EnterResults {
        /// The tournament.
        t: TournamentId,
        /// The round.
        round: RoundNo,
        /// The results.
        entries: Vec<ResultEntry>,
        /// The arbiter insists: keep results a score contradicts, and results that are not
        /// forfeits for withdrawn players.
        insist: bool,
    },
    /// Store a game score typed or played out for a board: with the board's result, or when it
    /// has none, the result the finished game gives (else refused).
    SaveScore {
        /// The tournament.
        t: TournamentId,
        /// The round.
        round: RoundNo,
        /// The board.
        board: Board,
        /// The score (its name is for messages).
        score: ScoreFile,
        /// The arbiter insists: keep the board's result against the score.
        insist: bool,
    },
    /// Change the last round's pairing (before any result): swap colours, move the bye, exchange
    /// two Black players, or a whole new pairing (`tournament::manual::Change`).
    ChangePairing {
        /// The tournament.
        t: TournamentId,
        /// The change.
        change: Change,
        /// Pair it even against the absolute criteria.
        insist: bool,
        /// The last round as the face showed it when the arbiter chose the change (the window's
        /// preview): refused when the stored pairing differs by now, so that a change and an
        /// insisting are never applied to a pairing nobody saw. `None`: the stored round.
        #[serde(skip)]
        seen: Option<Box<Round>>,
    },
    /// Delete the last round with its results.
    DeleteLastRound(TournamentId),
    /// Create a tournament as a section of an event.
    CreateSection(Settings, EventId),
    /// Create an event (`Event::id` ignored).
    CreateEvent(Event),
    /// Change an event's name, dates and team standing (`Event::id` names it).
    UpdateEvent(Event),
    /// Change some of an event's fields, the others as stored.
    ChangeEvent(EventId, EventChange),
    /// Make a tournament a section of an event, or of none.
    SetSection {
        /// The tournament.
        t: TournamentId,
        /// The event.
        event: Option<EventId>,
    },
    /// Enter a registry player (registered once, for an event's other section or an earlier
    /// tournament) with the registry's rating.
    EnterRegistered {
        /// The tournament.
        t: TournamentId,
        /// The registry player.
        player: PlayerId,
    },
    /// Add a category (at `position`, 1-based; at the end when `None`).
    AddCategory {
        /// The tournament.
        t: TournamentId,
        /// The category (its birth dates come from `ages` when an age is given).
        category: Category,
        /// Age limits, turned into birth dates with the tournament's start date.
        ages: Ages,
        /// Its place in the order of precedence.
        position: Option<u32>,
    },
    /// Remove a category and its prizes.
    RemoveCategory {
        /// The tournament.
        t: TournamentId,
        /// Its name.
        name: String,
    },
    /// Set a prize (replacing the one for the same list and place).
    PutPrize {
        /// The tournament.
        t: TournamentId,
        /// The prize.
        prize: Prize,
    },
    /// Remove a prize.
    RemovePrize {
        /// The tournament.
        t: TournamentId,
        /// The category ('' overall).
        category: String,
        /// The place.
        place: u32,
    },
    /// Set how team standings are made and how prizes are shared (`None`: as stored).
    SetAwardRules {
        /// The tournament.
        t: TournamentId,
        /// Team standings.
        teams: Option<TeamSettings>,
        /// Ties for money.
        ties: Option<Ties>,
        /// Overall or category prizes first.
        precedence: Option<Precedence>,
    },
    /// Write each player's rating change into the registry, once (after the last round).
    ApplyRatings {
        /// The tournament.
        t: TournamentId,
        /// The coefficient K.
        k: u32,
    },
    /// Take the tournament's rating changes back out of the registry (only the last applied).
    UndoRatings(TournamentId),
    /// Undo the tournament's last change, where that is safe (`super::journal`); with a line,
    /// only if that is still the last change (the one the face showed).
    Undo(TournamentId, Option<crate::tournament::EntryId>),
}

impl Op {
    /// The operation's name in the journal (`journal.kind`): stable, never translated.
    pub fn kind(&self) -> &'static str {
        match self {
            Op::CreateTournament(_) => "create-tournament",
            Op::ImportTrf { .. } => "import-trf",
            Op::UpdateSettings(_) => "update-settings",
            Op::DeleteTournament(_) => "delete-tournament",
            Op::AddPlayer(..) => "add-player",
            Op::EditPlayer(..) => "edit-player",
            Op::ImportPlayers { .. } => "import-players",
            Op::OrderPlayers(..) => "order-players",
            Op::Withdraw { .. } => "withdraw",
            Op::Reinstate { .. } => "reinstate",
            Op::DeletePlayer(..) => "delete-player",
            Op::RequestBye { .. } => "request-bye",
            Op::CancelBye { .. } => "cancel-bye",
            Op::Forbid { .. } => "forbid",
            Op::PairRound(_) => "pair-round",
            Op::EnterResults { .. } => "enter-results",
            Op::SaveScore { .. } => "save-score",
            Op::ChangePairing { .. } => "change-pairing",
            Op::DeleteLastRound(_) => "delete-last-round",
            Op::CreateSection(..) => "create-section",
            Op::CreateEvent(_) => "create-event",
            Op::UpdateEvent(_) | Op::ChangeEvent(..) => "update-event",
            Op::SetSection { .. } => "set-section",
            Op::EnterRegistered { .. } => "enter-registered",
            Op::AddCategory { .. } => "add-category",
            Op::RemoveCategory { .. } => "remove-category",
            Op::PutPrize { .. } => "put-prize",
            Op::RemovePrize { .. } => "remove-prize",
            Op::SetAwardRules { .. } => "set-award-rules",
            Op::ApplyRatings { .. } => "apply-ratings",
            Op::UndoRatings(_) => "undo-ratings",
            Op::Undo(..) => "undo",
        }
    }

    /// The tournament the operation changes, when it names one (one it creates is named by
    /// its outcome).
    pub fn tournament(&self) -> Option<TournamentId> {
        match self {
            Op::CreateTournament(_)
            | Op::ImportTrf { .. }
            | Op::CreateSection(..)
            | Op::CreateEvent(_)
            | Op::UpdateEvent(_)
            | Op::ChangeEvent(..) => None,
            Op::UpdateSettings(s) => Some(TournamentId(s.id)),
            Op::DeleteTournament(t)
            | Op::AddPlayer(t, _)
            | Op::EditPlayer(t, _)
            | Op::OrderPlayers(t, _)
            | Op::DeletePlayer(t, _)
            | Op::PairRound(t)
            | Op::DeleteLastRound(t)
            | Op::UndoRatings(t)
            | Op::Undo(t, _) => Some(*t),
            Op::ImportPlayers { t, .. }
            | Op::Withdraw { t, .. }
            | Op::Reinstate { t, .. }
            | Op::RequestBye { t, .. }
            | Op::CancelBye { t, .. }
            | Op::Forbid { t, .. }
            | Op::EnterResults { t, .. }
            | Op::SaveScore { t, .. }
            | Op::ChangePairing { t, .. }
            | Op::SetSection { t, .. }
            | Op::EnterRegistered { t, .. }
            | Op::AddCategory { t, .. }
            | Op::RemoveCategory { t, .. }
            | Op::PutPrize { t, .. }
            | Op::RemovePrize { t, .. }
            | Op::SetAwardRules { t, .. }
            | Op::ApplyRatings { t, .. } => Some(*t),
        }
    }

    /// What the operation is about, for its line in the journal.
    pub fn subject(&self) -> Subject {
        match self {
            Op::CreateTournament(s) | Op::UpdateSettings(s) | Op::CreateSection(s, _) => {
                Subject::Named(s.name.clone())
            }
            Op::ImportTrf { file, .. } | Op::ImportPlayers { file, .. } => {
                Subject::File(file.clone())
            }
            // A new player has no starting number until he is entered.
            Op::AddPlayer(_, p) => Subject::Named(p.name.clone()),
            Op::EditPlayer(_, p) => Subject::Player(StartNo(p.no)),
            Op::DeletePlayer(_, no) => Subject::Player(*no),
            Op::Withdraw { player, from, .. } => Subject::PlayerRound(*player, *from),
            Op::Reinstate { player, from, .. } => match from {
                Some(r) => Subject::PlayerRound(*player, *r),
                None => Subject::Player(*player),
            },
            Op::RequestBye { player, round, .. } | Op::CancelBye { player, round, .. } => {
                Subject::PlayerRound(*player, *round)
            }
            Op::Forbid { a, b, .. } => Subject::Players(*a, *b),
            Op::EnterResults { round, entries, .. } => match entries.as_slice() {
                [one] => Subject::Board(*round, one.board),
                _ => Subject::Round(*round),
            },
            Op::SaveScore { round, board, .. } => Subject::Board(*round, *board),
            Op::CreateEvent(e) | Op::UpdateEvent(e) => Subject::Named(e.name.clone()),
            Op::SetSection { event: Some(e), .. } | Op::ChangeEvent(e, _) => Subject::Event(*e),
            Op::AddCategory { category, .. } => Subject::Category(category.name.clone()),
            Op::RemoveCategory { name, .. } => Subject::Category(name.clone()),
            Op::PutPrize { prize, .. } => Subject::Prize(prize.category.clone(), prize.place),
            Op::RemovePrize {
                category, place, ..
            } => Subject::Prize(category.clone(), *place),
            Op::DeleteTournament(_)
            | Op::OrderPlayers(..)
            | Op::PairRound(_)
            | Op::ChangePairing { .. }
            | Op::DeleteLastRound(_)
            | Op::SetSection { event: None, .. }
            | Op::EnterRegistered { .. }
            | Op::SetAwardRules { .. }
            | Op::ApplyRatings { .. }
            | Op::UndoRatings(_)
            | Op::Undo(..) => Subject::None,
        }
    }

    /// The operation as the journal keeps it (JSON).
    pub fn journal_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The same operation insisted on, to send after a refusal that allows it
    /// (`Refusal::needs_insisting`); `None` for an operation that has no way to insist or
    /// insists already (only those are copied).
    pub fn insisted(&self) -> Option<Op> {
        if let Op::ImportTrf {
            file,
            text,
            points_from_results: false,
        } = self
        {
            return Some(Op::ImportTrf {
                file: file.clone(),
                text: text.clone(),
                points_from_results: true,
            });
        }
        let mut again = match self {
            Op::EnterResults { insist: false, .. }
            | Op::SaveScore { insist: false, .. }
            | Op::ChangePairing { insist: false, .. } => self.clone(),
            _ => return None,
        };
        if let Op::EnterResults { insist, .. }
        | Op::SaveScore { insist, .. }
        | Op::ChangePairing { insist, .. } = &mut again
        {
            *insist = true;
        }
        Some(again)
    }
}

/// What an operation did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// An event was created.
    EventCreated(EventId),
    /// An event was changed.
    EventChanged,
    /// A tournament's event was set.
    SectionSet,
    /// A category was added, or removed with this many prizes.
    CategoriesChanged,
    /// A TRF file became a tournament; what the arbiter should know of the import.
    TrfImported(TournamentId, Vec<super::transfer::ImportNote>),
    /// A prize was set or removed; the places of its list that pay less than a place below
    /// them (allowed, but said).
    PrizesChanged(Vec<crate::tournament::prizes::Inversion>),
    /// Ratings went into the registry: the changes written.
    RatingsApplied(Vec<RatingChange>),
    /// Ratings were taken back: this many players restored.
    RatingsUndone(usize),
    /// A tournament was created (or imported).
    Created(TournamentId),
    /// Settings were changed.
    SettingsChanged,
    /// A tournament was deleted; what it held.
    TournamentDeleted(Contents),
    /// Players were entered, with these starting numbers.
    PlayersAdded(Vec<StartNo>),
    /// A player's fields were changed.
    PlayerEdited(PlayerId),
    /// Starting numbers were given: the old numbers in their new order.
    Renumbered(Vec<StartNo>),
    /// A player withdrew; boards (round, board) that became forfeits.
    Withdrawn(Vec<(RoundNo, Board)>),
    /// A player was reinstated from `from`; boards whose withdrawal forfeit was cleared.
    Reinstated {
        /// The first round he plays again.
        from: RoundNo,
        /// Boards (round, board) cleared.
        cleared: Vec<(RoundNo, Board)>,
    },
    /// A player was deleted (as he was).
    PlayerDeleted(Box<Entrant>),
    /// A bye was announced.
    ByeRequested,
    /// An announced bye was taken back.
    ByeCancelled,
    /// A forbidden pair was set or lifted.
    ForbiddenSet,
    /// A round was paired.
    Paired(Paired),
    /// Results were entered.
    Entered(Vec<Entered>),
    /// The last round's pairing was changed; the warnings (colour rules, and the absolute
    /// criteria when insisted on).
    PairingChanged(Breaches),
    /// The last round (this one) was deleted.
    RoundDeleted(RoundNo),
    /// A change was undone: the journal's line, as it reads now (undone).
    Undone(Box<crate::tournament::journal::Entry>),
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_op_with_a_way_to_insist_is_insisted_on() {
        let t = TournamentId(1);
        let enter = |insist| Op::EnterResults {
            t,
            round: RoundNo(1),
            entries: vec![ResultEntry {
                board: Board(1),
                result: Some(GameResult::Draw),
                score: None,
            }],
            insist,
        };
        let Some(Op::EnterResults {
            insist, entries, ..
        }) = enter(false).insisted()
        else {
            panic!("results may be insisted on")
        };
        assert!(insist);
        assert_eq!(entries.len(), 1, "the same results");
        assert!(enter(true).insisted().is_none(), "insisted on already");
        assert!(
            Op::PairRound(t).insisted().is_none(),
            "pairing has no way to insist"
        );
    }
}
