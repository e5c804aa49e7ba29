//! What the faces ask of the core: [`Op`], one variant per operation that changes data, and
//! [`Outcome`], what it did. `super::apply` carries an `Op` out.

use crate::pairing::stored::Breaches;
use crate::tournament::manual::Change;
use crate::tournament::{
    Board, ByeKind, Entrant, GameResult, PlayerId, Round, RoundNo, Settings, StartNo, TournamentId,
};

use crate::tournament::EventId;
use crate::tournament::category::Category;
use crate::tournament::event::{Event, RatingChange, TeamSettings};
use crate::tournament::prizes::{Precedence, Prize, Ties};

use super::manage::{Contents, Order};
use super::play::{Entered, Paired, ScoreFile};

/// One result to enter with [`Op::EnterResults`].
#[derive(Clone, Debug)]
pub struct ResultEntry {
    /// The board.
    pub board: Board,
    /// The result (`None` clears it).
    pub result: Option<GameResult>,
    /// A game score to attach.
    pub score: Option<ScoreFile>,
}

/// An operation that changes data. Each is loaded, decided and written in one transaction.
#[derive(Clone, Debug)]
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
        /// The category.
        category: Category,
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
    /// Set how team standings are made and how prizes are shared.
    SetAwardRules {
        /// The tournament.
        t: TournamentId,
        /// Team standings.
        teams: TeamSettings,
        /// Ties for money.
        ties: Ties,
        /// Overall or category prizes first.
        precedence: Precedence,
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
}

impl Op {
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
