//! What the views ask for: [`Command`], carried out by `OrdaApp::apply` (`commands.rs`).

use orda_core::app;
use orda_core::tournament::manual::Change;
use orda_core::tournament::{
    ByeKind, Entrant, GameResult, No, Round, Settings, StartNo, TournamentId,
};
use orda_core::words::lang::Lang;
use std::path::PathBuf;

use super::{Export, Pick, View};

/// Everything a view can ask for. Views push these; [`OrdaApp::apply`] carries them out after
/// the frame is drawn.
#[derive(Clone, Debug)]
pub enum Command {
    Show(View),
    /// Open (creating if need be) a database file.
    OpenDb(PathBuf),
    /// Ask for a file in a dialog on its own thread.
    PickFile(Pick),
    /// Back up the open database into its backups folder.
    BackUpDb,
    /// Read the file again (another Orda may have changed it).
    Reload,
    /// Speak another language from the next frame on, and remember it.
    SetLanguage(Lang),
    /// Write CSV exports this way from now on, and remember it.
    SetCsvStyle(orda_core::formats::sheet::CsvStyle),
    /// After each result key, the next board (as Swiss-Manager moves on): remembered.
    SetAdvance(bool),
    CreateTournament(Settings),
    /// Create a tournament as a section of an event.
    CreateSection(Settings, orda_core::tournament::EventId),
    SelectTournament(TournamentId),
    SaveSettings(Settings),
    /// Keep the arbiter's name with the database: the journal's who from now on (empty:
    /// forget it).
    SetArbiter(String),
    AddPlayer(Entrant),
    EditPlayer(Entrant),
    Withdraw {
        no: No,
        from: u32,
    },
    /// Take back a withdrawal.
    Reinstate(No),
    /// Delete a player before round 1 (after the confirmation).
    DeletePlayer(No),
    /// Give starting numbers before round 1.
    OrderPlayers(app::manage::Order),
    /// Announce a bye for a round not paired yet.
    RequestBye {
        no: No,
        round: u32,
        kind: ByeKind,
    },
    /// Take back an announced bye.
    CancelBye {
        no: No,
        round: u32,
    },
    /// Keep two players apart (or let them meet again).
    Forbid {
        a: No,
        b: No,
        keep: bool,
        /// Only in these rounds (first, last).
        rounds: Option<(u32, u32)>,
    },
    /// Delete a whole tournament (after the confirmation).
    DeleteTournament(TournamentId),
    /// Import a tournament from a TRF file (another program's export).
    ImportTrf(PathBuf),
    ImportPlayers {
        file: String,
        text: String,
    },
    PairNext,
    /// Pair round 1 in the order the players stand, after the warning.
    PairAsTheyStand,
    /// Pair the next round with adjourned games counted as draws, after the question.
    PairWithAdjourned,
    /// Adjourn a board of the round in progress.
    Adjourn {
        round: u32,
        board: u32,
    },
    /// Enter a board's result; `insist` after the question (a round later rounds rest on).
    EnterResult {
        round: u32,
        board: u32,
        result: Option<GameResult>,
        insist: bool,
    },
    /// Change the last round's pairing; `insist` after the broken rules were shown; `seen`, the
    /// round as the preview showed it (refused if the stored one differs by now).
    ChangePairing {
        change: Change,
        insist: bool,
        seen: Box<Round>,
    },
    /// Pair the next round by hand, at the end of a manual-pairing session.
    PairByHand {
        boards: Vec<(StartNo, StartNo)>,
        bye: Option<StartNo>,
        insist: bool,
        round: u32,
    },
    /// Correct a board's result for the rating report only (`None` takes it back).
    CorrectForRating {
        round: u32,
        board: u32,
        result: Option<GameResult>,
    },
    DeleteLastRound,
    /// Leave rules mode, for good (asked in two steps first).
    LeaveRulesMode,
    OpenGame {
        round: u32,
        board: u32,
    },
    /// Why a board is paired as it is (the Rounds view's "Why?" panel).
    Explain {
        round: u32,
        board: u32,
    },
    SaveScore {
        round: u32,
        board: u32,
        text: String,
    },
    Export(Export, PathBuf),
    /// Send the last refused operation again, insisted on (the "Store anyway" button).
    StoreAnyway,
    /// Look up registry players whose names contain this (into `Shared::found`).
    FindRegistered(String),
    /// Load the sections of the open tournament's event (into `Shared::event`).
    LoadSections,
    /// Read the list of tournaments (into `Shared::tournaments`; a view shows it).
    LoadList,
    /// Read the open tournament's journal (into `Shared::journal`; the History view shows it).
    LoadJournal,
    /// Undo the open tournament's last change; with a line, only if it is still that one (the
    /// line the History view showed).
    Undo(Option<orda_core::tournament::EntryId>),
    /// Publish the live results page on this port (`None`: stop).
    Publish(Option<u16>),
    /// Say this in the status bar as a refusal (a form's own check failed).
    Say(String),
    /// Events, categories, prizes, teams, ratings (`super::awards`).
    Award(super::awards::AwardCmd),
    /// Read what the Hall view shows (into `Shared::hall`).
    LoadHall,
    /// Codes and reports (`super::hall`).
    Hall(super::hall::HallCmd),
    /// A team tournament's teams and line-ups (`super::team_play`).
    Team(super::team_play::TeamCmd),
}
