//! FIDE Tournament Report File (TRF-16, Handbook C.04 Annex 2) with the JaVaFo `XXR`/`XXC`
//! extensions: read and write.
//!
//! A `001` line is read by column (characters, not bytes, so that a Cyrillic name keeps the
//! columns in place): starting rank 5-8, sex 10, title 11-13, name 15-47, rating 49-52,
//! federation 54-56, id 58-68, birth 70-79, points 81-84, rank 86-89, then from column 92 one
//! 10-column block per round: opponent (4, columns 92-95), colour (`w` `b` `-`, column 97), result
//! (`1 = 0 + - W D L H F U Z` or blank, column 99).
//!
//! Besides the records a TRF-16 file has, the reader keeps the `062` player count, the `192`
//! pairing system (only the Dutch system is accepted), and Orda's `XXG` record: a board paired
//! whose result is not known yet (docs/trf.md). The writer cleans every text field (no control
//! character, no line break, nothing longer than its columns).
//!
//! The files: `read` (the reader, column by column, every problem located), `write` (the
//! writer and [`clean`]), `rank` (`XXC rank`: players renumbered in the order of their lines).

mod rank;
mod read;
#[cfg(test)]
mod tests;
mod time_control;
mod write;

pub use rank::renumber_by_rank;
pub use read::{MAX_POINT_VALUE, read, tenths};
pub use time_control::{time_code, time_text};
pub use write::{HEADER_WIDTH, KEPT_WIDTH, clean, kept_line, write};

/// An `XXP` or `260` line: (line, players who must not meet each other, and for a `260` the
/// first and last round it covers).
pub type TrfForbidden = (usize, Vec<u32>, Option<(u32, u32)>);

/// The most players a TRF-16 file can hold: a starting rank has four columns (5-8 of a 001
/// line).
pub const MAX_PLAYERS: usize = 9999;

/// What Orda writes in record 092 (the tournament's type) for a system: TRF's own words, the
/// same in every language (a file is read by programs, not translated).
pub fn kind_of(system: crate::tournament::System) -> &'static str {
    use crate::tournament::System;
    match system {
        System::RoundRobin => "round-robin",
        System::DoubleRoundRobin => "double round-robin",
        System::Swiss => "Swiss (Dutch system)",
    }
}

use crate::pairing::swiss::{Colour, Points};

/// One round of a player's line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TrfRound {
    /// The opponent's starting rank; `None` for a bye or no pairing (`0000` or blank).
    pub opponent: Option<u32>,
    /// `w`, `b`, or `-` (the reader's values); the writer also takes `' '` with no opponent and
    /// a blank result for a blank block (not paired).
    pub colour: char,
    /// The result code (`' '` when blank).
    pub result: char,
}

/// A `001` line.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct TrfPlayer {
    /// Starting rank.
    pub no: u32,
    /// `m`, `w` or blank.
    pub sex: Option<char>,
    /// Title as written.
    pub title: Option<String>,
    /// Name as written.
    pub name: String,
    /// Rating (0 = unrated).
    pub rating: Option<u32>,
    /// Federation.
    pub federation: Option<String>,
    /// FIDE id.
    pub id: Option<String>,
    /// Birth date as written.
    pub birth: Option<String>,
    /// Points column, in half-points.
    pub points: Option<u32>,
    /// Rank column.
    pub rank: Option<u32>,
    /// Round blocks, round 1 first.
    pub rounds: Vec<TrfRound>,
    /// The line the player was read from (0 when built in memory).
    pub line: usize,
}

/// A whole file.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Trf {
    /// 012.
    pub name: Option<String>,
    /// 022.
    pub city: Option<String>,
    /// 032.
    pub federation: Option<String>,
    /// 042, as written.
    pub start: Option<String>,
    /// 052, as written.
    pub end: Option<String>,
    /// 092.
    pub kind: Option<String>,
    /// 102.
    pub arbiter: Option<String>,
    /// 122.
    pub time_control: Option<String>,
    /// 222: the time control encoded (`5400+30`).
    pub time_code: Option<String>,
    /// 132: each round's date, `YYYY-MM-DD` (round 1 first; `None` where blank), and the line
    /// as written.
    pub round_dates: Vec<Option<String>>,
    /// The `132` line read into [`Trf::round_dates`]: (line, text).
    pub round_dates_line: Option<(usize, String)>,
    /// XXR: total rounds.
    pub rounds: Option<u32>,
    /// XXC options.
    pub options: Vec<String>,
    /// The players, in file order.
    pub players: Vec<TrfPlayer>,
    /// `XXC white1|black1` or `152 W|B`: the first player's colour in round 1.
    pub first_colour: Option<Colour>,
    /// `XXP` / `260` lines: (line, players who must not meet each other, and for a `260` the
    /// first and last round it covers).
    pub forbidden: Vec<TrfForbidden>,
    /// `240` lines: (line, round, players with an announced bye in that round).
    pub announced: Vec<(usize, u32, Vec<u32>)>,
    /// The kind of each `240` line's bye (column 5: `H` half, `Z` zero, `F` full point), in
    /// the order of [`Trf::announced`].
    pub announced_kinds: Vec<char>,
    /// Orda's `XXK NNNN rank`: a player's Kazakh sports rank (КМС, 1 разряд), which the
    /// title column (FIDE titles, three characters) does not hold: (line, player, rank).
    pub ranks: Vec<(usize, u32, String)>,
    /// Records Orda does not read (`082`, `112`, `132`, `013`, other programs' own, ruler
    /// lines), as written: (line, text).
    pub other: Vec<(usize, String)>,
    /// `162` / `BBW BBD BBL BBZ BBF BBU`: the point system when it is not 1-½-0.
    pub points: Option<Points>,
    /// `192`: the pairing system (one of [`DUTCH_CODES`] or [`BAKU_CODES`]; the reader refuses
    /// others).
    pub system: Option<String>,
    /// The line of the `192` record (0 when there is none).
    pub system_line: usize,
    /// `XXA` and `250` records, in file order: virtual points given by hand. When there is
    /// any, they are the acceleration (the Baku method of `192` is not applied), as the
    /// reference engine reads them.
    pub accelerations: Vec<TrfAcceleration>,
    /// `062`: (line, the number of players the file announces).
    pub declared_players: Option<(usize, u32)>,
    /// The line of the `XXR` / `142` record (0 when there is none).
    pub rounds_line: usize,
    /// `XXG round white black`: (line, round, white, black; `None` for the pairing-allocated
    /// bye): a board of a round in progress whose result is not known yet.
    pub pending: Vec<(usize, u32, u32, Option<u32>)>,
}

/// The `192` codes of the pairing systems Orda implements (the names bbpPairings reads).
pub const DUTCH_CODES: [&str; 3] = ["FIDE_DUTCH_2025", "FIDE_DUTCH_2026", "FIDE_DUTCH"];

/// The `192` codes of the Dutch system with the Baku acceleration (C.04.5.1).
pub const BAKU_CODES: [&str; 3] = [
    "FIDE_DUTCH_2025_BAKU",
    "FIDE_DUTCH_2026_BAKU",
    "FIDE_DUTCH_BAKU",
];

/// Virtual points given by hand in a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrfAcceleration {
    /// `XXA NNNN pppp pppp ...`: one player's virtual points (tenths), round 1 first (a blank
    /// field is 0). A second line for the same player continues the first.
    Player {
        /// The line.
        line: usize,
        /// The starting rank.
        player: u32,
        /// Tenths per round.
        points: Vec<u32>,
    },
    /// TRF-2026 `250`: `points` (tenths) for players `players.0..=players.1` in rounds
    /// `rounds.0..=rounds.1`.
    Range {
        /// The line.
        line: usize,
        /// Tenths of a point.
        points: u32,
        /// First and last round (1-based).
        rounds: (u32, u32),
        /// First and last starting rank.
        players: (u32, u32),
    },
}

impl Trf {
    /// True when `192` asks for the Baku acceleration.
    pub fn baku(&self) -> bool {
        self.system
            .as_deref()
            .is_some_and(|s| BAKU_CODES.contains(&s))
    }

    /// True under `XXC rank`: the order of the `001` lines, not the starting rank, orders the
    /// players.
    pub fn by_rank(&self) -> bool {
        self.options.iter().any(|o| o.eq_ignore_ascii_case("rank"))
    }
}

/// A problem in a TRF file (or a pairs file): line, column (1-based), the token and what is
/// wrong. `words::formats` says it: `LINE:COL: `TOKEN`: why`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub col: usize,
    /// The offending text.
    pub token: String,
    /// What is wrong.
    pub problem: TrfProblem,
}

/// A number field of a `001` line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerField {
    /// Columns 5-8.
    StartingRank,
    /// Columns 49-52.
    Rating,
    /// Columns 86-89.
    Rank,
}

/// What is wrong in a TRF file (the token is in [`TrfError`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrfProblem {
    // ---- The reader (`read`).
    /// `062` is not the number of players.
    NotPlayerCount,
    /// `250` / `XXA`: virtual points that are not a point value above zero (`250`) or at all.
    AccelerationPoints,
    /// `250`: the rounds are not two round numbers, the first not after the last.
    AccelerationRounds,
    /// `250`: the players are not two starting ranks, the first not after the last.
    AccelerationPlayers,
    /// `250`: match points (team tournaments) are given.
    AccelerationMatchPoints,
    /// `192` names a system other than the Dutch.
    NotDutch,
    /// `XXG` is not a round and two starting ranks.
    BadPending,
    /// A piece that is not a number.
    NotANumber,
    /// `XXR` / `142` is not the number of rounds.
    NotRoundCount,
    /// `152` is not W or B.
    FirstColour,
    /// `XXP` / `260` names fewer than two players.
    ForbiddenTooFew,
    /// A piece that is not a starting number.
    NotAStartingNumber,
    /// `260`: the first round is not a number.
    FirstRound,
    /// `260`: the last round is not a number.
    LastRound,
    /// `240`: the round is not a number.
    AnnouncedRound,
    /// A point value that is not `1.0`, `0.5`... up to 99.9.
    PointValue,
    /// `162`: not a point code.
    PointCode,
    /// A starting rank used on an earlier line too.
    RankTwice {
        /// The line that used it first.
        first: usize,
    },
    /// `062` announces `announced` players, the file has `lines` `001` lines.
    PlayerCount {
        /// Players announced.
        announced: u32,
        /// `001` lines.
        lines: usize,
    },
    /// No `001` line.
    NoPlayers,
    /// A number field of a `001` line is not a number.
    FieldNotANumber(PlayerField),
    /// A `001` line without its starting rank.
    StartingRankMissing,
    /// Starting rank 0.
    StartingRankZero,
    /// The points column is not a number.
    PointsNotANumber,
    /// The points column is not whole or half.
    PointsNotHalf,
    /// The opponent is not a starting rank.
    Opponent,
    /// The colour is not w, b or -.
    Colour,
    /// Not a result code.
    ResultCode,
    /// A bye code with an opponent.
    ByeWithOpponent,

    // ---- `XXC rank` (`renumber_by_rank`).
    /// Player `player` names `opponent` in `round`, who is not in the file.
    OpponentNotInFile {
        /// The player.
        player: u32,
        /// The opponent named.
        opponent: u32,
        /// The round.
        round: usize,
    },

    // ---- The file as a Swiss to pair (`swiss_trf::to_swiss`).
    /// A starting rank out of 1..=9999.
    RankOutOfRange,
    /// Player `0` is not in the file.
    PlayerNotInFile(u32),
    /// A player meets himself.
    MeetsHimself,
    /// A played game without a colour.
    GameNeedsColour,
    /// A result that is not one for a game against an opponent.
    NotAGameResult(char),
    /// A result that needs an opponent.
    NeedsOpponent(char),
    /// A bye with a colour.
    ByeColour,
    /// No `XXR` / `142` line.
    NoRoundCount,
    /// Every round is paired already.
    AllPaired {
        /// Rounds paired.
        played: usize,
        /// Rounds of the tournament.
        rounds: usize,
    },
    /// A `240` bye for a player who is not in the file.
    ByeNotInFile,
    /// An `XXP` / `260` pair names a player who is not in the file.
    ForbiddenNotInFile,
    /// The two lines of a game disagree.
    SaysOtherwise {
        /// The round.
        round: usize,
        /// The player whose line names the game.
        player: usize,
        /// The opponent whose line says otherwise.
        opponent: usize,
    },
    /// The points column differs from the results (tenths of a point).
    PointsDiffer {
        /// The player.
        player: usize,
        /// Points by the results, in tenths.
        counted: u32,
        /// The points column, in tenths.
        written: u32,
    },
    /// The first colour is not given and cannot be told.
    FirstColourUnknown,
    /// Baku acceleration with a point system it cannot use (a loss must be worth nothing and a
    /// win two draws).
    PointsNotBaku,
    /// Player `player` has virtual points for more rounds than the tournament has (`rounds`).
    TooManyAccelerations {
        /// The player.
        player: u32,
        /// Rounds of the tournament.
        rounds: usize,
    },

    // ---- A pairs file (`swiss_trf::read_pairs`).
    /// The pairs file is empty.
    EmptyPairs,
    /// The first line is not the number of boards.
    NotBoardCount,
    /// A line that is not two starting numbers.
    NotABoard,
    /// The count differs from the boards listed.
    BoardCount {
        /// The count written.
        said: usize,
        /// The boards listed.
        listed: usize,
    },
}

/// `202` and `212` (TRF-2026) for a tie-break list: the codes as FIDE's checker reads them,
/// modifiers after `/` (`BH/C1`, `KS/L40`), `212` with the points first; none for no list.
pub fn tiebreak_records(list: &[crate::tournament::tiebreak::TieBreak]) -> Vec<String> {
    if list.is_empty() {
        return Vec::new();
    }
    let codes: Vec<String> = list.iter().map(|t| t.trf_code()).collect();
    vec![
        format!("202 {}", codes.join(",")),
        format!("212 PTS,{}", codes.join(",")),
    ]
}
