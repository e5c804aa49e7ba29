//! The journal's data (docs/journal.md): who applied an operation from where, what it was
//! about, and what it changed. Pure data: the store writes and reads it, `app` decides what can
//! be undone, the faces say it in words.

use serde::{Deserialize, Serialize};

use super::{Board, EntryId, EventId, GameResult, RoundNo, StartNo, TournamentId};

/// Where an operation came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Face {
    /// The window.
    Window,
    /// The command line.
    Cli,
    /// A browser on the hall network.
    Web,
    /// The upgrade of an older database (the journal's first line).
    Upgrade,
    /// A program using the library directly (tests, benchmarks).
    Other,
}

impl Face {
    /// The word stored in the journal.
    pub fn code(self) -> &'static str {
        match self {
            Face::Window => "window",
            Face::Cli => "cli",
            Face::Web => "web",
            Face::Upgrade => "upgrade",
            Face::Other => "other",
        }
    }

    /// The face a stored word names (an unknown word reads as `Other`).
    pub fn from_code(s: &str) -> Face {
        match s {
            "window" => Face::Window,
            "cli" => Face::Cli,
            "web" => Face::Web,
            "upgrade" => Face::Upgrade,
            _ => Face::Other,
        }
    }
}

/// Who applies operations: a person's name (today the computer's user) and the face used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Actor {
    /// The name written into the journal.
    pub who: String,
    /// Where from.
    pub face: Face,
}

impl Default for Actor {
    fn default() -> Self {
        Actor {
            who: String::new(),
            face: Face::Other,
        }
    }
}

/// What an operation was about, beyond its tournament: enough to say it in a line of the log.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Subject {
    /// Nothing more to say than the operation's kind.
    #[default]
    None,
    /// A player, by starting number.
    Player(StartNo),
    /// A player from a round on (withdrawal, reinstatement, bye).
    PlayerRound(StartNo, RoundNo),
    /// Two players (kept apart, or allowed to meet again).
    Players(StartNo, StartNo),
    /// A round.
    Round(RoundNo),
    /// A board of a round.
    Board(RoundNo, Board),
    /// A board of a round and the result reported for it (a report from the hall).
    Reported(RoundNo, Board, GameResult),
    /// Wrong codes in a minute.
    Tries(u32),
    /// A file read (its name as given).
    File(String),
    /// A prize list ('' overall) and place.
    Prize(String, u32),
    /// A category, by name.
    Category(String),
    /// An event.
    Event(EventId),
    /// A tournament's name.
    Named(String),
    /// An earlier line of the journal (undone).
    Entry(EntryId),
}

/// One line of the journal as read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Its number.
    pub id: EntryId,
    /// When, UTC: `YYYY-MM-DDTHH:MM:SSZ`.
    pub at: String,
    /// When, in this computer's time zone: `YYYY-MM-DD HH:MM:SS` (the store reads it with the
    /// operating system's zone, as SQLite's `localtime` does; empty when it cannot).
    pub local: String,
    /// Who.
    pub who: String,
    /// From where.
    pub face: Face,
    /// The tournament it changed, if one.
    pub tournament: Option<TournamentId>,
    /// The operation's kind (`Op::kind`: `enter-results`, `pair-round`, ...).
    pub kind: String,
    /// What it was about.
    pub subject: Subject,
    /// The results it changed, board by board, in order.
    pub results: Vec<ResultChange>,
    /// The rules it changed (what decides pairings and standings): each setting's stored name
    /// and its value before and after, as stored (`rounds`, `tiebreaks`, `bye_points`, ...).
    pub rules: Vec<(String, String, String)>,
    /// The line that undid it.
    pub undone_by: Option<EntryId>,
    /// The line it undid (an undo).
    pub undoes: Option<EntryId>,
}

/// A board's result before and after a change.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResultChange {
    /// The round.
    pub round: RoundNo,
    /// The board.
    pub board: Board,
    /// The result before (`None`: none).
    pub before: Option<GameResult>,
    /// The result after (`None`: cleared).
    pub after: Option<GameResult>,
}
