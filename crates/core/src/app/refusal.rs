//! Why an operation did not happen, as data: [`Refusal`]. Nothing was changed when one comes
//! back. The words are at the edges (`crate::words::refusal`); a refusal the user may override
//! says so with [`Refusal::needs_insisting`], and each face names its own way to insist.

pub use crate::app::transfer::problems::{Disagreement, ImportProblem};
use crate::formats::players_csv::{CsvError, CsvProblem};
use crate::formats::round_files::{LineError, PairingProblem, ResultsProblem};
use crate::formats::trf::{TrfError, TrfProblem};
pub use crate::pairing::stored::Breach;
use crate::store::StoreError;
pub use crate::tournament::manual::Lock;

/// Why a score contradicts the arbiter's result; an invalid score says where, as the validator
/// locates it.
pub type Contradiction = crate::tournament::manual::Contradiction<Box<super::validate::Located>>;
use crate::tournament::{
    Board, EntryId, EventId, GameResult, PlayerId, RoundNo, StartNo, System, TournamentId,
};

/// A text field of a tournament or a player, for a refusal that names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The tournament's or the player's name.
    Name,
    /// The venue.
    Venue,
    /// The chief arbiter.
    ChiefArbiter,
    /// The time control.
    TimeControl,
    /// A player's title.
    Title,
    /// A player's region.
    Region,
    /// A player's club.
    Club,
    /// A player's team.
    Team,
    /// A category's name.
    Category,
    /// A prize's name.
    Prize,
    /// A player's external (federation) id.
    ExternalId,
}

/// What a name is missing from ([`Refusal::NeedsName`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Named {
    /// A tournament (or a section).
    Tournament,
    /// An event (a championship of several sections).
    Event,
    /// A category.
    Category,
    /// A team of a team tournament.
    Team,
}

/// Why an operation did not happen. Nothing was changed.
#[derive(Debug)]
pub enum Refusal {
    /// The store failed or refused (its own words; see [`StoreError::is_environment`]).
    Store(StoreError),
    /// An input file is malformed: every problem, each with its file, line, column and text
    /// where known. Nothing was read from the file.
    BadInput(Vec<InputError>),
    /// Several refusals at once (every board of a round of results, every row of a file).
    Several(Vec<Refusal>),
    /// A refusal about one place in a file: `file:line: why` (`file: why` without a line).
    InFile {
        /// The file's name as the user gave it.
        file: String,
        /// The line, when there is one.
        line: Option<u64>,
        /// What is wrong there.
        why: Box<Refusal>,
    },
    /// A refusal about one board: `board N: why`.
    OnBoard(Board, Box<Refusal>),
    /// A refusal about one round: `round N: why`.
    InRound(RoundNo, Box<Refusal>),

    /// No tournament with this id (`db`: the database's path, when the message names it).
    NoTournament {
        /// The database file, when named.
        db: Option<String>,
        /// The id asked for.
        id: TournamentId,
    },
    /// The database has no tournament yet.
    NoTournamentYet {
        /// The database file.
        db: String,
    },
    /// Several tournaments and none chosen.
    WhichTournament {
        /// The database file.
        db: String,
        /// Every tournament: id and name.
        list: Vec<(TournamentId, String)>,
    },
    /// No player with this starting number.
    NoPlayer(StartNo),
    /// The player (by registry id, named) is not entered in this tournament.
    NotEntered {
        /// The registry id.
        id: PlayerId,
        /// His name.
        name: String,
    },
    /// A round outside `1..=rounds`.
    NoSuchRound {
        /// The round asked for.
        round: RoundNo,
        /// The tournament's number of rounds.
        rounds: u32,
    },
    /// A round not paired yet.
    RoundNotPaired {
        /// The round asked for.
        round: RoundNo,
        /// Rounds paired.
        paired: u32,
    },
    /// A board that is not stored (gone meanwhile, or never there).
    BoardMissing {
        /// The round.
        round: RoundNo,
        /// The board.
        board: Board,
    },
    /// No board with this number in a round.
    NoBoard {
        /// The round.
        round: RoundNo,
        /// The board asked for.
        board: Board,
        /// Boards in the round.
        boards: usize,
    },

    /// The tournament left rules mode already (after `after` rounds were paired): it never
    /// returns to it, nor leaves it twice.
    RulesModeLeft {
        /// The rounds paired when it left.
        after: u32,
    },
    /// A player who has a half-point bye already (in `rounds`) asks for another: asked about
    /// first (needs insisting).
    SecondHalfBye {
        /// The player.
        player: StartNo,
        /// The rounds of his other half-point byes.
        rounds: Vec<RoundNo>,
    },
    /// In rules mode, a result of a Swiss round before `from` (the round before the last one
    /// played) may not change any more (`play::correctable_from`).
    CorrectionTooLate {
        /// The round asked for.
        round: RoundNo,
        /// The first round whose results may still change.
        from: RoundNo,
    },
    /// A tie-break of the Buchholz family for a round-robin (C.07 does not offer it there:
    /// everyone meets everyone).
    BuchholzInRoundRobin(crate::tournament::tiebreak::TieBreak),
    /// A result of a round later rounds were paired on, changed: stored only when insisted on.
    ChangesEarlierRound {
        /// The round.
        round: RoundNo,
        /// The result stored.
        old: GameResult,
        /// The one asked for (`None` clears it).
        new: Option<GameResult>,
        /// The last round paired.
        last: RoundNo,
    },
    /// A round range that is not one of the tournament's rounds.
    BadRounds {
        /// The first round asked for.
        first: RoundNo,
        /// The last.
        last: RoundNo,
        /// The tournament's rounds.
        rounds: u32,
    },
    /// A correction for rating only needs a result to correct.
    RatingNeedsResult {
        /// The round.
        round: RoundNo,
        /// The board.
        board: Board,
    },
    /// A round paired by hand is a Swiss round (a round-robin's rounds are the Berger tables').
    ByHandNotSwiss,
    /// A game that cannot be adjourned.
    CannotAdjourn {
        /// The round.
        round: RoundNo,
        /// The board.
        board: Board,
        /// Why.
        why: AdjournWhy,
    },
    /// A tournament, an event, a category or a team needs a name.
    NeedsName(Named),
    /// Another tournament of the file has this name.
    NameTaken {
        /// Its name as stored.
        name: String,
        /// Its id.
        id: TournamentId,
    },
    /// A tournament needs at least one round.
    NeedsRounds,
    /// Acceleration asked for a round-robin.
    AccelerationNeedsSwiss,
    /// Fewer rounds than are paired already (or none).
    TooFewRounds {
        /// The least allowed.
        at_least: u32,
    },
    /// A control or bidi character typed in a text field.
    ControlCharacter {
        /// The field.
        field: Field,
        /// The text as typed.
        text: String,
        /// The character.
        c: char,
    },
    /// A date that is not `YYYY-MM-DD`.
    BadDate(String),
    /// A birth date that is neither `YYYY-MM-DD` nor a year.
    BadBirthDate(String),
    /// A player's name is empty.
    EmptyName,
    /// A title not in the list.
    BadTitle(String),
    /// A rating out of `0..=4000`.
    BadRating(u32),
    /// A setting that can no longer change.
    Locked(Lock),
    /// A round-robin's field is fixed once round 1 is paired (`name`: the player being added;
    /// `None` for a file of players).
    RoundRobinClosed {
        /// The player being added.
        name: Option<String>,
    },
    /// A file of players without a player.
    NoPlayersInFile,
    /// Starting numbers are fixed once round 1 is paired.
    RenumberAfterRound1,
    /// A hand-made order that is not every starting number once.
    NotAnOrder {
        /// The starting numbers there are.
        numbers: Vec<StartNo>,
    },
    /// A player to withdraw already has a result from that round on.
    HasResult {
        /// The player.
        player: StartNo,
        /// The round.
        round: RoundNo,
        /// The board.
        board: Board,
        /// The result.
        result: GameResult,
    },
    /// A player to withdraw has the pairing-allocated bye from that round on.
    HasPairingBye {
        /// The player.
        player: StartNo,
        /// The round.
        round: RoundNo,
    },
    /// Reinstating a player who has not withdrawn.
    NotWithdrawn(StartNo),
    /// Reinstating a player later than the round in progress or the next.
    ComeBackLater {
        /// The player.
        player: StartNo,
        /// The round in progress.
        current: RoundNo,
        /// The next round (the latest he can come back in).
        next: RoundNo,
    },
    /// Deleting a player after round 1 is paired.
    DeleteAfterRound1(StartNo),
    /// A round-robin has no byes.
    RoundRobinByes,
    /// A requested bye must be a half-point or a zero-point bye.
    RequestedByeKind,
    /// The round is paired already.
    RoundPaired(RoundNo),
    /// Taking back a bye the player did not ask for.
    NoByeRequested {
        /// The player.
        player: StartNo,
        /// The round.
        round: RoundNo,
    },
    /// Forbidden pairs are for a Swiss.
    ForbiddenNotSwiss,
    /// A player and himself.
    SamePlayer,

    /// The last round has boards without a result.
    Incomplete {
        /// The round.
        round: RoundNo,
        /// Its boards without a result.
        boards: Vec<Board>,
    },
    /// Fewer than two players.
    TooFewPlayers,
    /// Every round is paired.
    AllPaired {
        /// The system.
        system: System,
        /// Its rounds.
        rounds: u32,
    },
    /// A round missing from the Berger table.
    NotInBerger {
        /// The round.
        round: RoundNo,
        /// The field.
        players: u32,
    },
    /// The Dutch system found no pairing.
    NoPairing(crate::pairing::swiss::PairingError),
    /// No round is paired yet.
    NoRoundYet,
    /// A pairing can change only before any result.
    RoundHasResults(RoundNo),
    /// The round's pairing was changed (by another Orda on the same file) since the face showed
    /// it: the change chosen on the old pairing is not applied.
    ChangedMeanwhile(RoundNo),
    /// A change that names no pairing-allocated bye to move, or one board twice.
    BadChange(crate::tournament::manual::ChangeError),
    /// The checker re-pairs Swiss rounds only.
    CheckNotSwiss,
    /// Explanations are of individual Swiss and round-robin rounds (a "why not" question of
    /// Swiss rounds only), not of team tournaments.
    ExplainNotTeams,
    /// "Why not" asked of the pairing made (or of a player not in the round).
    NotAnAlternative {
        /// The player asking.
        no: StartNo,
        /// The opponent asked about (`None`: the bye).
        other: Option<StartNo>,
    },
    /// A manual pairing that is not a round.
    NotARound(Vec<Breach>),
    /// A manual pairing that breaks absolute criteria: needs insisting.
    BreaksCriteria(Vec<Breach>),
    /// A result that is not a forfeit for a player who has withdrawn: needs insisting.
    PlaysWithdrawn {
        /// The player.
        player: StartNo,
        /// The round.
        round: RoundNo,
    },
    /// A score file that is not exactly one game.
    ScoreGames {
        /// The score.
        file: crate::tournament::manual::ScoreName,
        /// Games in it.
        games: usize,
    },
    /// The score contradicts the result: needs insisting.
    Contradicts(Contradiction),
    /// A score saved for a board without a result, whose game is not finished either.
    ScoreNeedsResult {
        /// The round.
        round: RoundNo,
        /// The board.
        board: Board,
    },
    /// No event has this id.
    NoEvent(EventId),
    /// The tournament has no category of this name.
    NoCategory(String),
    /// The tournament has a category of this name already.
    CategoryTaken(String),
    /// A category whose conditions no player can meet (a minimum above the maximum, a birth
    /// range that ends before it starts).
    EmptyCategory(String),
    /// No prize for this place of this list ('' overall).
    NoPrize {
        /// The category ('' overall).
        category: String,
        /// The place.
        place: u32,
    },
    /// A prize with neither money nor a name.
    EmptyPrize,
    /// A prize for place 0.
    PlaceZero,
    /// A coefficient K of 0 or above `app::federation::MAX_K`.
    BadK(u32),
    /// A team count of 0, or points for places without a table.
    BadTeamRule,
    /// A prize currency longer than a sign or code (`₸`, `KGS`): what was given.
    BadCurrency(String),
    /// Ratings can be applied only when every round is played.
    NotFinished {
        /// Rounds completed.
        completed: u32,
        /// Rounds planned.
        rounds: u32,
    },
    /// The tournament's rating changes are in the registry already.
    RatingsApplied(TournamentId),
    /// The tournament's rating changes are not in the registry.
    RatingsNotApplied(TournamentId),
    /// An age limit above `tournament::category::MAX_AGE`.
    BadAge(u32),
    /// An age limit with no date to count ages on (none given, no start date).
    AgeNeedsDate,
    /// Nothing in the tournament's journal to undo.
    NothingToUndo,
    /// The last change is of a kind that is never undone (a pairing, an import, a deletion).
    CannotUndo {
        /// The journal's line.
        entry: EntryId,
        /// Its kind (`Op::kind`).
        kind: String,
    },
    /// The data the last change left was changed since outside Orda's journal (another
    /// program): putting it back would overwrite that.
    UndoStale {
        /// The journal's line.
        entry: EntryId,
        /// Its kind.
        kind: String,
    },
    /// What the last change added is referred to since (a registry player it entered plays in
    /// another tournament now).
    UndoReferenced {
        /// The journal's line.
        entry: EntryId,
        /// Its kind.
        kind: String,
    },
    /// The last change is not the one the face showed: it was made since.
    UndoNotSeen {
        /// The last change now.
        entry: EntryId,
        /// Its kind.
        kind: String,
    },
    /// A later change rests on the last one: it changed the same data since.
    UndoBlocked {
        /// The line that would be undone.
        entry: EntryId,
        /// Its kind.
        kind: String,
        /// The later line.
        by: EntryId,
        /// Its kind.
        later: String,
    },
    /// Another tournament's changes were applied after this one's: undo that first.
    RatingsAppliedLater {
        /// The tournament applied after.
        later: String,
    },
    /// No registry player has this id.
    NoRegistered(PlayerId),
    /// The registry player is in the tournament already.
    AlreadyEntered {
        /// The player's name.
        name: String,
        /// His starting number there.
        no: StartNo,
    },
    /// The hall network's refusals (`super::hall`).
    Hall(super::hall::Refused),
    /// Team tournaments' refusals (`super::team`).
    Team(super::team::Refused),
}

/// One problem in a file the user gave: where it is (the file as the user named it, the line
/// and the column when known), the offending text as written (empty when none) and what is
/// wrong. `crate::words::formats::input_error` says it: `FILE:LINE: why`,
/// `FILE:LINE:COL: `TEXT`: why` or `FILE: why`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InputError {
    /// The file's name as the user gave it.
    pub file: String,
    /// The 1-based line, when the problem is on one.
    pub line: Option<u64>,
    /// The 1-based column, when the format has columns (TRF).
    pub col: Option<u64>,
    /// The offending text as written.
    pub text: String,
    /// What is wrong.
    pub why: InputProblem,
}

/// What is wrong in a file the user gave, by the kind of file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputProblem {
    /// A player list (CSV).
    Players(CsvProblem),
    /// A TRF file (or a pairs file).
    Trf(TrfProblem),
    /// A TRF file read as a tournament (the lines are in the problem).
    Tournament(ImportProblem),
    /// A results file.
    Results(ResultsProblem),
    /// A manual pairing file.
    Pairing(PairingProblem),
}

impl InputError {
    fn new(
        file: &str,
        line: Option<u64>,
        col: Option<u64>,
        text: String,
        why: InputProblem,
    ) -> InputError {
        InputError {
            file: file.to_string(),
            line,
            col,
            text,
            why,
        }
    }

    /// A problem of a player list named `file`.
    pub fn csv(file: &str, e: CsvError) -> InputError {
        let why = InputProblem::Players(e.problem);
        InputError::new(file, Some(e.line), None, e.text, why)
    }

    /// A problem of a TRF (or pairs) file named `file`.
    pub fn trf(file: &str, e: TrfError) -> InputError {
        let (line, col) = (Some(e.line as u64), Some(e.col as u64));
        InputError::new(file, line, col, e.token, InputProblem::Trf(e.problem))
    }

    /// A problem of the tournament a TRF file named `file` describes (an `XXC rank` problem
    /// is a place in the file, like the reader's).
    pub fn tournament(file: &str, p: ImportProblem) -> InputError {
        match p {
            ImportProblem::Rank(e) => InputError::trf(file, e),
            p => InputError::new(file, None, None, String::new(), InputProblem::Tournament(p)),
        }
    }

    /// A problem of a results file named `file`.
    pub fn results(file: &str, e: LineError<ResultsProblem>) -> InputError {
        let why = InputProblem::Results(e.problem);
        InputError::new(file, Some(e.line as u64), None, e.text, why)
    }

    /// A problem of a manual pairing file named `file`.
    pub fn pairing(file: &str, e: LineError<PairingProblem>) -> InputError {
        let why = InputProblem::Pairing(e.problem);
        InputError::new(file, Some(e.line as u64), None, e.text, why)
    }
}

pub use super::insist::Insist;

/// Why a game cannot be adjourned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AdjournWhy {
    /// Only a game of the round in progress (the last paired) is adjourned.
    NotLastRound {
        /// The last round paired.
        last: RoundNo,
    },
    /// The game has a result.
    HasResult,
    /// It is adjourned already.
    Already,
    /// A team tournament's games are not adjourned in Orda.
    Team,
}

impl Refusal {
    /// True when the program could not run (disk, permissions, a damaged file): not the user's
    /// request. The CLI exits with 2 for these, 1 for every other refusal.
    pub fn is_environment(&self) -> bool {
        matches!(self, Refusal::Store(e) if e.is_environment())
    }

    /// This refusal about board `b`.
    pub fn on_board(self, b: Board) -> Refusal {
        Refusal::OnBoard(b, Box::new(self))
    }

    /// This refusal about round `r`.
    pub fn in_round(self, r: RoundNo) -> Refusal {
        Refusal::InRound(r, Box::new(self))
    }
}

impl From<StoreError> for Refusal {
    fn from(e: StoreError) -> Refusal {
        Refusal::Store(e)
    }
}

impl std::error::Error for Refusal {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            Refusal::Store(e) => Some(e),
            _ => None,
        }
    }
}
