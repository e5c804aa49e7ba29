//! Words for what is wrong in a TRF file: the reader's problems, `XXC rank`, the file as a
//! Swiss to pair, a pairs file, and the file as a tournament to import (see the parent module).

use crate::t;

use crate::app::transfer::{DateProblem, Disagreement, ImportNote, ImportProblem};
use crate::formats::text;
use crate::formats::trf::{PlayerField, TrfError, TrfProblem};

/// Tenths of a point as the TRF points column writes them: `1.5`, `2.0`.
fn tenths(t: u32) -> String {
    format!("{}.{}", t / 10, t % 10)
}

/// What is wrong in a TRF (or pairs) file; the token is said beside it.
pub fn trf_problem(p: &TrfProblem) -> String {
    use TrfProblem as P;
    match p {
        P::NotPlayerCount => t!("trf-not-player-count"),
        P::AccelerationPoints => t!("trf-acceleration-points"),
        P::AccelerationRounds => t!("trf-acceleration-rounds"),
        P::AccelerationPlayers => t!("trf-acceleration-players"),
        P::AccelerationMatchPoints => t!("trf-acceleration-match-points"),
        P::NotDutch => t!("trf-not-dutch"),
        P::BadPending => t!("trf-bad-pending"),
        P::NotANumber => t!("trf-not-a-number"),
        P::NotRoundCount => t!("trf-not-round-count"),
        P::FirstColour => t!("trf-first-colour"),
        P::ForbiddenTooFew => t!("trf-forbidden-too-few"),
        P::NotAStartingNumber => t!("trf-not-a-starting-number"),
        P::FirstRound => t!("trf-first-round"),
        P::LastRound => t!("trf-last-round"),
        P::AnnouncedRound => t!("trf-announced-round"),
        P::PointValue => t!("trf-point-value"),
        P::PointCode => t!("trf-point-code"),
        P::RankTwice { first } => t!("trf-rank-twice", first = *first),
        P::PlayerCount { announced, lines } => {
            t!("trf-player-count", announced = *announced, lines = *lines)
        }
        P::NoPlayers => t!("trf-no-players"),
        P::FieldNotANumber(PlayerField::StartingRank) => t!("trf-starting-rank-not-a-number"),
        P::FieldNotANumber(PlayerField::Rating) => t!("trf-rating-not-a-number"),
        P::FieldNotANumber(PlayerField::Rank) => t!("trf-rank-not-a-number"),
        P::StartingRankMissing => t!("trf-starting-rank-missing"),
        P::StartingRankZero => t!("trf-starting-rank-zero"),
        P::PointsNotANumber => t!("trf-points-not-a-number"),
        P::PointsNotHalf => t!("trf-points-not-half"),
        P::Opponent => t!("trf-opponent"),
        P::Colour => t!("trf-colour"),
        P::ResultCode => t!("trf-result-code"),
        P::ByeWithOpponent => t!("trf-bye-with-opponent"),
        P::OpponentNotInFile {
            player,
            opponent,
            round,
        } => t!(
            "trf-opponent-not-in-file",
            player = *player,
            opponent = *opponent,
            round = *round
        ),
        P::RankOutOfRange => t!("trf-rank-out-of-range"),
        P::PlayerNotInFile(player) => t!("trf-player-not-in-file", player = *player),
        P::MeetsHimself => t!("trf-meets-himself"),
        P::GameNeedsColour => t!("trf-game-needs-colour"),
        P::NotAGameResult(r) => t!("trf-not-a-game-result", result = r.to_string()),
        P::NeedsOpponent(r) => t!("trf-needs-opponent", result = r.to_string()),
        P::ByeColour => t!("trf-bye-colour"),
        P::NoRoundCount => t!("trf-no-round-count"),
        P::AllPaired { played, rounds } => {
            t!("trf-all-paired", played = *played, rounds = *rounds)
        }
        P::ByeNotInFile => t!("trf-bye-not-in-file"),
        P::ForbiddenNotInFile => t!("trf-forbidden-not-in-file"),
        P::SaysOtherwise {
            round,
            player,
            opponent,
        } => t!(
            "trf-says-otherwise",
            round = *round,
            player = *player,
            opponent = *opponent
        ),
        P::PointsDiffer {
            player,
            counted,
            written,
        } => t!(
            "trf-points-differ",
            player = *player,
            counted = tenths(*counted),
            written = tenths(*written)
        ),
        P::PointsNotBaku => t!("trf-points-not-baku"),
        P::TooManyAccelerations { player, rounds } => t!(
            "trf-too-many-accelerations",
            player = *player,
            rounds = *rounds
        ),
        P::FirstColourUnknown => t!("trf-first-colour-unknown"),
        P::EmptyPairs => t!("pairs-empty"),
        P::NotBoardCount => t!("pairs-not-board-count"),
        P::NotABoard => t!("pairs-not-a-board"),
        P::BoardCount { said, listed } => {
            t!("pairs-board-count", said = *said, listed = *listed)
        }
    }
}

/// A problem of a TRF (or pairs) file: `LINE:COL: `TOKEN`: why`.
pub fn trf_error(e: &TrfError) -> String {
    t!(
        "at-column",
        line = e.line,
        col = e.col,
        token = text::shown(&e.token),
        why = trf_problem(&e.problem)
    )
}

/// Why a TRF file is not a tournament Orda stores (the lines are in the sentence).
pub fn import_problem(p: &ImportProblem) -> String {
    use ImportProblem as I;
    match p {
        I::Rank(e) => trf_error(e),
        I::NotBaku { line } => t!("trf-data-not-baku", line = *line),
        I::PointSystem => t!("trf-data-point-system"),
        I::PendingRound {
            line,
            round,
            data_rounds,
        } => t!(
            "trf-data-pending-round",
            line = *line,
            round = *round,
            rounds = *data_rounds,
            next = *data_rounds + 1
        ),
        I::RoundsOfData {
            line,
            rounds,
            played,
            longest: None,
        } => t!(
            "trf-data-rounds",
            line = *line,
            rounds = *rounds,
            played = *played
        ),
        I::RoundsOfData {
            line,
            rounds,
            played,
            longest: Some((player, his_line)),
        } => t!(
            "trf-data-rounds-player",
            line = *line,
            rounds = *rounds,
            played = *played,
            player = *player,
            his_line = *his_line
        ),
        I::Title {
            line,
            player,
            title,
        } => t!(
            "trf-data-title",
            line = *line,
            player = *player,
            title = text::shown(title),
            ranks = crate::tournament::TITLES.join(", ")
        ),
        I::Points {
            line,
            player,
            results,
            column,
        } => t!(
            "trf-data-points",
            line = *line,
            player = *player,
            results = tenths(*results),
            column = tenths(*column)
        ),
        I::PendingNotInFile { line, player } => {
            t!(
                "trf-data-pending-not-in-file",
                line = *line,
                player = *player
            )
        }
        I::PendingHasBlock {
            line,
            round,
            player,
            his_line,
            block,
        } => t!(
            "trf-data-pending-has-block",
            line = *line,
            round = *round,
            player = *player,
            his_line = *his_line,
            block = block
        ),
        I::PendingTwice {
            line,
            round,
            player,
            other,
        } => t!(
            "trf-data-pending-twice",
            line = *line,
            round = *round,
            player = *player,
            other = *other
        ),
        I::PendingHimself { line } => t!("trf-data-pending-himself", line = *line),
        I::ByeColour {
            line,
            player,
            round,
            block,
        } => t!(
            "trf-data-bye-colour",
            line = *line,
            player = *player,
            round = *round,
            block = block
        ),
        I::OpponentNotInFile {
            line,
            player,
            round,
            opponent,
        } => t!(
            "trf-data-opponent-not-in-file",
            line = *line,
            player = *player,
            round = *round,
            opponent = *opponent
        ),
        I::Himself {
            line,
            player,
            round,
        } => t!(
            "trf-data-himself",
            line = *line,
            player = *player,
            round = *round
        ),
        I::Disagree {
            round,
            player,
            line,
            says,
            opponent,
            their_line,
            they_say,
            why,
        } => t!(
            "trf-data-disagree",
            round = *round,
            player = *player,
            line = *line,
            says = says,
            opponent = *opponent,
            their_line = *their_line,
            they_say = they_say.clone().unwrap_or_else(|| t!("trf-data-blank")),
            why = disagreement(*why)
        ),
        I::NotInFile { line, player } => {
            t!("trf-data-not-in-file", line = *line, player = *player)
        }
        I::ByeKind { line, text } => t!("trf-data-bye-kind", line = *line, text = text),
        I::AnnouncedOtherwise {
            line,
            round,
            player,
            his_line,
        } => t!(
            "trf-data-announced-otherwise",
            line = *line,
            round = *round,
            player = *player,
            his_line = *his_line
        ),
        I::ByeRound {
            line,
            round,
            rounds,
        } => t!(
            "trf-data-bye-round",
            line = *line,
            round = *round,
            rounds = *rounds
        ),
        I::ForbiddenTwice { line, player } => {
            t!("trf-data-forbidden-twice", line = *line, player = *player)
        }
        I::ForbiddenRounds {
            line,
            first,
            last,
            rounds,
        } => t!(
            "trf-data-forbidden-rounds",
            line = *line,
            first = *first,
            last = *last,
            rounds = *rounds
        ),
        I::PairingByes { round, players } => t!(
            "trf-data-pairing-byes",
            round = *round,
            players = players
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// How two players' lines tell a game differently.
fn disagreement(d: Disagreement) -> String {
    match d {
        Disagreement::Opponents => t!("trf-data-opponents-differ"),
        Disagreement::NoResult => t!("trf-data-no-result"),
        Disagreement::Results => t!("trf-data-results-differ"),
        Disagreement::SameColour => t!("trf-data-same-colour"),
        Disagreement::Colours => t!("trf-data-colours"),
    }
}

/// What the import of a TRF file did that the arbiter should know.
pub fn import_note(n: &ImportNote) -> String {
    use ImportNote as N;
    match n {
        N::PointsTaken {
            line,
            player,
            results,
            column,
        } => t!(
            "trf-note-points",
            line = *line,
            player = *player,
            results = tenths(*results),
            column = tenths(*column)
        ),
        N::Kept { codes, lines } => {
            t!("trf-note-kept", codes = codes.join(", "), lines = *lines)
        }
        N::TooManyKept { line } => t!(
            "trf-note-too-many",
            line = *line,
            max = crate::app::transfer::MAX_KEPT
        ),
        N::Birth {
            line,
            player,
            text,
            why,
        } => t!(
            "trf-note-birth",
            line = *line,
            player = *player,
            text = text::shown(text),
            why = date_problem(*why)
        ),
        N::Date { code, text, why } => t!(
            "trf-note-date",
            code = *code,
            text = text::shown(text),
            why = date_problem(*why)
        ),
        N::Sex { line, player, text } => t!(
            "trf-note-sex",
            line = *line,
            player = *player,
            text = text::shown(text)
        ),
        N::PairedOtherwise { rounds } => t!(
            "trf-note-paired-otherwise",
            count = rounds.len(),
            rounds = rounds
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        N::LeftRulesMode { line, round } => {
            t!("trf-note-left-rules-mode", line = *line, round = *round)
        }
        N::FullPointBye { line, round } => {
            t!("trf-note-full-bye", line = *line, round = *round)
        }
        N::Options { options } => t!("trf-note-options", options = options.join(" ")),
    }
}

/// Why a date was not stored.
pub fn date_problem(p: DateProblem) -> String {
    match p {
        DateProblem::TwoDigitYear => t!("date-why-two-digit"),
        DateProblem::Ambiguous => t!("date-why-ambiguous"),
        DateProblem::Unreadable => t!("date-why-unreadable"),
    }
}

/// The line a tournament problem of a TRF file is on (the first, where it names two).
pub fn import_problem_line(p: &ImportProblem) -> Option<usize> {
    use ImportProblem as I;
    match p {
        I::Rank(e) => Some(e.line),
        I::NotBaku { line }
        | I::PendingRound { line, .. }
        | I::RoundsOfData { line, .. }
        | I::Title { line, .. }
        | I::Points { line, .. }
        | I::PendingNotInFile { line, .. }
        | I::PendingHasBlock { line, .. }
        | I::PendingTwice { line, .. }
        | I::PendingHimself { line }
        | I::ByeColour { line, .. }
        | I::OpponentNotInFile { line, .. }
        | I::Himself { line, .. }
        | I::Disagree { line, .. }
        | I::NotInFile { line, .. }
        | I::ByeKind { line, .. }
        | I::AnnouncedOtherwise { line, .. }
        | I::ByeRound { line, .. }
        | I::ForbiddenTwice { line, .. }
        | I::ForbiddenRounds { line, .. } => Some(*line),
        I::PointSystem | I::PairingByes { .. } => None,
    }
}
