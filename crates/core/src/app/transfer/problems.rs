//! Why a TRF file is not a tournament Orda stores ([`ImportProblem`]): the file contradicts
//! itself, or holds what Orda does not store. Each names the file's lines; `words::formats`
//! says them.

use crate::formats::trf::TrfError;

/// Why a TRF file is not a tournament Orda stores: the file contradicts itself, or holds what
/// Orda does not store. The lines named are the file's; `words::formats` says each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportProblem {
    /// `XXC rank` cannot renumber the players, or an `XXA` / `250` record names a player or a
    /// round the file does not have: a place in the file.
    Rank(TrfError),
    /// `XXA` / `250` give virtual points other than the Baku method's: Orda keeps a
    /// tournament's acceleration as a method, not as points by hand.
    NotBaku {
        /// The first `XXA` / `250` line.
        line: usize,
    },
    /// The point system is not 1-½-0.
    PointSystem,
    /// `XXG` names a round past the one after the data.
    PendingRound {
        /// The `XXG` line.
        line: usize,
        /// The round it names.
        round: u32,
        /// The rounds of data.
        data_rounds: u32,
    },
    /// `XXR` says fewer rounds than the file has data for.
    RoundsOfData {
        /// The `XXR` line.
        line: usize,
        /// The rounds `XXR` says.
        rounds: u32,
        /// The rounds of data.
        played: u32,
        /// A player with the longest line, and that line.
        longest: Option<(u32, usize)>,
    },
    /// A title that is neither FIDE's nor a Kazakh rank.
    Title {
        /// The player's line.
        line: usize,
        /// The player.
        player: u32,
        /// The title as written.
        title: String,
    },
    /// The points column differs from the results.
    Points {
        /// The player's line.
        line: usize,
        /// The player.
        player: u32,
        /// Points by the results, in tenths.
        results: u32,
        /// The points column, in tenths.
        column: u32,
    },
    /// `XXG` names a player who is not in the file.
    PendingNotInFile {
        /// The `XXG` line.
        line: usize,
        /// The player.
        player: u32,
    },
    /// `XXG` names a player whose line has a block in that round.
    PendingHasBlock {
        /// The `XXG` line.
        line: usize,
        /// The round.
        round: u32,
        /// The player.
        player: u32,
        /// His line.
        his_line: usize,
        /// What his line says for the round.
        block: String,
    },
    /// `XXG` puts a player on two boards of a round.
    PendingTwice {
        /// The `XXG` line.
        line: usize,
        /// The round.
        round: u32,
        /// The player.
        player: u32,
        /// The other `XXG` line.
        other: usize,
    },
    /// `XXG` pairs a player with himself.
    PendingHimself {
        /// The `XXG` line.
        line: usize,
    },
    /// A bye with a colour.
    ByeColour {
        /// The player's line.
        line: usize,
        /// The player.
        player: u32,
        /// The round.
        round: u32,
        /// The block.
        block: String,
    },
    /// An opponent who is not in the file.
    OpponentNotInFile {
        /// The player's line.
        line: usize,
        /// The player.
        player: u32,
        /// The round.
        round: u32,
        /// The opponent named.
        opponent: u32,
    },
    /// A player who meets himself.
    Himself {
        /// The player's line.
        line: usize,
        /// The player.
        player: u32,
        /// The round.
        round: u32,
    },
    /// Two players' lines tell a game differently.
    Disagree {
        /// The round.
        round: u32,
        /// The player.
        player: u32,
        /// His line.
        line: usize,
        /// What his line says.
        says: String,
        /// The opponent he names.
        opponent: u32,
        /// The opponent's line.
        their_line: usize,
        /// What the opponent's line says (`None`: nothing, the line is shorter).
        they_say: Option<String>,
        /// How they differ.
        why: Disagreement,
    },
    /// `XXP`, `260` or `240` names a player who is not in the file.
    NotInFile {
        /// The record's line.
        line: usize,
        /// The player.
        player: u32,
    },
    /// A `240` bye of a kind that is not `H`, `Z` or `F`.
    ByeKind {
        /// The line.
        line: usize,
        /// The kind as written.
        text: String,
    },
    /// A `240` bye for a round in which the player's line says something else (a game, another
    /// kind of bye).
    AnnouncedOtherwise {
        /// The `240` line.
        line: usize,
        /// The round.
        round: u32,
        /// The player.
        player: u32,
        /// His line.
        his_line: usize,
    },
    /// A `240` bye for a round the tournament does not have.
    ByeRound {
        /// The `240` line.
        line: usize,
        /// The round.
        round: u32,
        /// The tournament's rounds.
        rounds: u32,
    },
    /// `XXP` / `260` names a player twice (a player kept apart from himself).
    ForbiddenTwice {
        /// The line.
        line: usize,
        /// The player.
        player: u32,
    },
    /// A `260` whose rounds are not the tournament's.
    ForbiddenRounds {
        /// The line.
        line: usize,
        /// Its first round.
        first: u32,
        /// Its last round.
        last: u32,
        /// The tournament's rounds.
        rounds: u32,
    },
    /// More than one pairing-allocated bye in a round.
    PairingByes {
        /// The round.
        round: u32,
        /// The players with one.
        players: Vec<u32>,
    },
}

/// How two players' lines tell a game differently.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Disagreement {
    /// They name other opponents.
    Opponents,
    /// One line (or both) has no result.
    NoResult,
    /// The results do not add up.
    Results,
    /// Both have the same colour.
    SameColour,
    /// A game played with a colour missing.
    Colours,
}
