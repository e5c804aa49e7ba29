//! Words at the edge: what the core's typed refusals and outcomes say in English, shared by
//! both faces (the CLI and the window). The core (`app` and below) holds data only; each face
//! adds its own way to insist on a refusal that allows it ([`refusal_then`]). The next step puts
//! Fluent translations here.
//!
//! **Architecture Invariant:** nothing here names a face's control (a CLI flag or command, a
//! button): a face passes its own words ([`Hint`]) where a sentence names a way to do
//! something.

pub mod lang;
pub mod reports;
pub mod rules;

use crate::app::play::{Judged, Overridden};
use crate::app::refusal::{Breach, Contradiction, Field, Insist, Lock, Refusal};
use crate::formats::text;
use crate::tournament::manual::ChangeError;
use crate::tournament::verdict::{Verdict, Warning};
use crate::tournament::{Game, System};

/// The refusal in words, without any way to insist.
pub fn refusal(r: &Refusal) -> String {
    refusal_then(r, &|_| String::new())
}

/// The refusal in words; where the user may insist, `insist` gives the face's own words, which
/// are appended where the sentence allows (the CLI passes its `--force` wording).
pub fn refusal_then(r: &Refusal, insist: &dyn Fn(Insist) -> String) -> String {
    refusal_with(r, &|h| match h {
        Hint::Insist(i) => insist(i),
        _ => String::new(),
    })
}

/// A place where a sentence may name a face's own way to do something.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hint {
    /// How to insist on a refusal that allows it.
    Insist(Insist),
    /// How to withdraw a player (instead of deleting him).
    WithdrawInstead,
    /// How to create a tournament (there is none yet).
    CreateFirst,
    /// How to say which tournament (there are several).
    ChooseTournament,
}

/// The refusal in words, with the face's own words (`hint`) where a sentence names a way to do
/// something: the CLI names its commands and flags, the window its buttons or nothing.
pub fn refusal_with(r: &Refusal, hint: &dyn Fn(Hint) -> String) -> String {
    let tail = |i: Insist| hint(Hint::Insist(i));
    let insist = hint;
    match r {
        Refusal::Store(e) => e.to_string(),
        Refusal::BadInput(lines) => lines.join("\n"),
        Refusal::Several(all) => all
            .iter()
            .map(|r| refusal_with(r, insist))
            .collect::<Vec<_>>()
            .join("\n"),
        Refusal::InFile {
            file,
            line: Some(l),
            why,
        } => format!("{file}:{l}: {}", refusal_with(why, insist)),
        Refusal::InFile {
            file,
            line: None,
            why,
        } => format!("{file}: {}", refusal_with(why, insist)),
        Refusal::OnBoard(b, why) => format!("board {b}: {}", refusal_with(why, insist)),
        Refusal::InRound(n, why) => format!("round {n}: {}", refusal_with(why, insist)),
        Refusal::NoTournament { db: Some(db), id } => {
            format!("{db}: there is no tournament {id}")
        }
        Refusal::NoTournament { db: None, id } => format!("there is no tournament {id}"),
        Refusal::NoTournamentYet { db } => {
            format!(
                "{db}: there is no tournament yet{}",
                insist(Hint::CreateFirst)
            )
        }
        Refusal::WhichTournament { db, list } => format!(
            "{db}: {} tournaments; say which{} ({})",
            list.len(),
            insist(Hint::ChooseTournament),
            list.iter()
                .map(|(id, name)| format!("{id} {name}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Refusal::NoPlayer(no) => format!("there is no player {no}"),
        Refusal::NotEntered { name, .. } => format!("{name} is not entered in this tournament"),
        Refusal::NoSuchRound { round, rounds } => {
            format!("round {round}: the tournament has rounds 1..{rounds}")
        }
        Refusal::RoundNotPaired { round, paired } => {
            format!("round {round} is not paired (paired rounds: {paired})")
        }
        Refusal::NoBoard {
            round,
            board,
            boards,
        } => format!("round {round} has no board {board} (boards 1..{boards})"),
        Refusal::BoardMissing { round, board } => format!("round {round} has no board {board}"),
        Refusal::BadChange(ChangeError::NoBoard(b)) => format!("there is no board {b}"),
        Refusal::BadChange(ChangeError::NoPairingBye) => {
            "the round has no pairing-allocated bye to move".into()
        }
        Refusal::BadChange(ChangeError::SameBoard(b)) => {
            format!("board {b} cannot exchange with itself")
        }
        Refusal::CheckNotSwiss => {
            "the checker re-pairs Swiss rounds; a round-robin follows the Berger tables".into()
        }
        Refusal::NeedsName => "the tournament needs a name".into(),
        Refusal::NeedsRounds => "the tournament needs at least one round".into(),
        Refusal::TooFewRounds { at_least } => {
            format!("the tournament needs at least {at_least} round(s)")
        }
        Refusal::ControlCharacter { field, text: t, c } => format!(
            "the {} `{}` holds the control character U+{:04X}; type it without",
            field_name(*field),
            text::shown(t),
            *c as u32
        ),
        Refusal::BadDate(d) => format!("date `{d}` is not YYYY-MM-DD"),
        Refusal::BadBirthDate(d) => format!("birth date `{d}` is not YYYY-MM-DD"),
        Refusal::EmptyName => "the name is empty".into(),
        Refusal::BadTitle(t) => format!(
            "title `{t}` is not one of {}",
            crate::tournament::TITLES.join(", ")
        ),
        Refusal::BadRating(r) => format!("rating `{r}` is out of range (0..4000)"),
        Refusal::Locked(l) => lock(*l),
        Refusal::RoundRobinClosed { name } => format!(
            "{}: round 1 of this round-robin is already paired",
            match name {
                Some(n) => format!("cannot add {n}"),
                None => "cannot add players".into(),
            }
        ),
        Refusal::NoPlayersInFile => "no players in the file".into(),
        Refusal::RenumberAfterRound1 => {
            "cannot renumber: round 1 is already paired; starting numbers are fixed".into()
        }
        Refusal::NotAnOrder { numbers } => format!(
            "the new order must name every starting number once ({} players: {})",
            numbers.len(),
            numbers
                .iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(",")
        ),
        Refusal::HasResult {
            player,
            round,
            board,
            result,
        } => format!(
            "player {player} already has a result in round {round} (board {board}, {}): withdraw him from round {} or later, or clear that result first",
            result.display(),
            round.0 + 1
        ),
        Refusal::HasPairingBye { player, round } => format!(
            "player {player} has the pairing-allocated bye in round {round}: withdraw him from round {} or later, or delete and pair that round again",
            round.0 + 1
        ),
        Refusal::NotWithdrawn(no) => format!("player {no} has not withdrawn"),
        Refusal::ComeBackLater {
            player,
            current,
            next,
        } => format!(
            "player {player} can come back in round {current} (in progress) or round {next} at the latest; to miss more rounds, withdraw him from round {next} now and reinstate him later"
        ),
        Refusal::DeleteAfterRound1(no) => format!(
            "round 1 is paired: player {no} can no longer be deleted; withdraw him instead{}",
            insist(Hint::WithdrawInstead)
        ),
        Refusal::RoundRobinByes => {
            "a round-robin has no byes; an absent player loses by forfeit (-/+ or +/-)".into()
        }
        Refusal::RequestedByeKind => "a requested bye is a half-point or a zero-point bye".into(),
        Refusal::RoundPaired(n) => format!("round {n} is already paired"),
        Refusal::ForbiddenNotSwiss => "forbidden pairs are for Swiss tournaments; a round-robin's pairings are fixed by the Berger tables".into(),
        Refusal::SamePlayer => "a player cannot be paired with himself anyway".into(),
        Refusal::Incomplete { round, boards } => format!(
            "round {round} is not complete: board(s) {} have no result",
            boards
                .iter()
                .map(|b| b.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Refusal::TooFewPlayers => "a tournament needs at least two players to pair a round".into(),
        Refusal::AllPaired {
            system: System::Swiss,
            rounds,
        } => format!("all {rounds} rounds of this Swiss are paired"),
        Refusal::AllPaired { system, rounds } => {
            format!("all {rounds} rounds of this {} are paired", system.name())
        }
        Refusal::NotInBerger { round, players } => {
            format!("round {round} is not in the Berger table for {players} players")
        }
        Refusal::NoPairing(e) => e.to_string(),
        Refusal::NoRoundYet => "no round is paired yet".into(),
        Refusal::ChangedMeanwhile(n) => format!(
            "the pairing of round {n} was changed meanwhile, by another Orda on this file: nothing was changed"
        ),
        Refusal::RoundHasResults(n) => format!(
            "round {n} already has results; a pairing can be changed only before any result"
        ),
        Refusal::NotARound(b) => breaches(b),
        Refusal::BreaksCriteria(b) => format!("{}{}", breaches(b), tail(Insist::PairAnyway)),
        Refusal::PlaysWithdrawn { player, round } => format!(
            "player {player} has withdrawn by round {round}; enter a forfeit (+/-, -/+, -/-){}",
            tail(Insist::PlayWithdrawn)
        ),
        Refusal::ScoreGames { file, games } => {
            format!("{file}: holds {games} games; a board takes exactly one")
        }
        Refusal::ScoreNeedsResult { round, board } => format!(
            "round {round}, board {board}: enter the result first, or finish the game on the board"
        ),
        Refusal::Contradicts(c) => format!(
            "{}; the result was not entered{}",
            contradiction(c),
            tail(Insist::KeepResult)
        ),
    }
}

/// A field's name in a sentence.
pub fn field_name(f: Field) -> &'static str {
    match f {
        Field::Name => "name",
        Field::Venue => "venue",
        Field::ChiefArbiter => "chief arbiter",
        Field::TimeControl => "time control",
        Field::Title => "title",
        Field::Region => "region",
        Field::Club => "club",
        Field::ExternalId => "id",
    }
}

/// Why a setting is locked.
pub fn lock(l: Lock) -> String {
    match l {
        Lock::System => "the pairing system cannot change once round 1 is paired".into(),
        Lock::Game => "the game cannot change once round 1 is paired".into(),
        Lock::RoundRobinRounds => {
            "a round-robin has the rounds its field needs (set when round 1 is paired)".into()
        }
        Lock::ByePoints(r) => {
            format!("a pairing-allocated bye was already given in round {r}")
        }
    }
}

/// Why a score contradicts a result.
pub fn contradiction(c: &Contradiction) -> String {
    match c {
        Contradiction::Invalid(at) => format!(
            "the score is invalid ({})",
            invalid_at(&at.file, at.line, at.col, &rules::located(&at.what))
        ),
        Contradiction::ForfeitWithMoves { plies } => {
            format!("a forfeited game has no moves, but the score has {plies} plies")
        }
        Contradiction::Outcome {
            result,
            score_gives,
            ending,
        } => format!(
            "the result is {} but the score gives {} ({})",
            result.display(),
            score_gives.as_score(),
            rules::ending(ending)
        ),
    }
}

/// The engine's line on an invalid score: `invalid: FILE:LINE:COL: WHAT`.
fn invalid_at(file: &str, line: u32, col: u32, what: &str) -> String {
    format!("invalid: {file}:{line}:{col}: {what}")
}

/// The engine's line on a score just entered: `valid, 1-0 (ENDING), N plies, kazans A-B`, or
/// `invalid: FILE:LINE:COL: WHAT`.
pub fn judged(j: &Judged) -> String {
    match j {
        Judged::Valid {
            ending,
            plies,
            tally,
        } => format!(
            "valid, {} ({}), {plies} plies, {} {}-{}",
            ending
                .outcome()
                .map_or("*", crate::rules::Outcome::as_score),
            rules::ending(ending),
            rules::counted(tally.name),
            tally.counts[0],
            tally.counts[1]
        ),
        Judged::Invalid { file, at } => invalid_at(file, at.line, at.col, &rules::located(at)),
    }
}

/// A result kept against the score that contradicts it.
pub fn overridden(o: &Overridden) -> String {
    format!(
        "the score contradicts the result: {}; the arbiter's result stands",
        contradiction(&o.0)
    )
}

impl std::fmt::Display for Judged {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&judged(self))
    }
}

impl std::fmt::Display for Overridden {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&overridden(self))
    }
}

/// A stored verdict in a few words (the engine's full sentence is recomputed from the score).
pub fn verdict(v: &Verdict) -> String {
    match v {
        Verdict::WithdrawalForfeit => "forfeit: a player withdrew".into(),
        Verdict::Valid { result, plies } => format!(
            "valid, {}, {plies} plies",
            result.map_or("*", crate::rules::Outcome::as_score)
        ),
        Verdict::Invalid {
            ply: Some(n),
            token,
        } => format!("invalid at ply {n}: {token}"),
        Verdict::Invalid { ply: None, token } if token.is_empty() => {
            "invalid: the declared result".into()
        }
        Verdict::Invalid { ply: None, token } => {
            format!("invalid: the declared result {token}")
        }
    }
}

/// The warning stored on board `g` (its verdict and result give the details).
pub fn stored_warning(w: Warning, g: &Game) -> String {
    let plies = match &g.verdict {
        Some(Verdict::Valid { plies, .. }) => *plies,
        _ => 0,
    };
    let why = match (w, &g.verdict, g.result) {
        (Warning::Invalid, Some(v), _) => format!("the score is invalid ({})", verdict(v)),
        (Warning::Invalid, None, _) => "the score is invalid".into(),
        (Warning::ForfeitWithMoves, ..) => {
            format!("a forfeited game has no moves, but the score has {plies} plies")
        }
        (
            Warning::Outcome,
            Some(Verdict::Valid {
                result: Some(gives),
                ..
            }),
            Some(result),
        ) => format!(
            "the result is {} but the score gives {}",
            result.display(),
            gives.as_score()
        ),
        (Warning::Outcome, ..) => "the score gives another result".into(),
    };
    format!("the score contradicts the result: {why}; the arbiter's result stands")
}

/// One problem with a manual pairing.
pub fn breach(b: &Breach) -> String {
    match b {
        Breach::TwoBoards {
            player,
            first,
            second,
        } => format!("player {player} is on boards {first} and {second}"),
        Breach::NoPlayer {
            board,
            player,
            field,
        } => format!("board {board}: there is no player {player} (players 1..{field})"),
        Breach::Himself { board, player } => {
            format!("board {board}: player {player} cannot play himself")
        }
        Breach::Forbidden {
            board,
            white,
            black,
        } => format!("board {board}: {white} and {black} are a forbidden pair"),
        Breach::Rematch {
            board,
            white,
            black,
        } => format!("board {board}: {white} and {black} have already played each other"),
        Breach::Colour {
            board,
            player,
            must_be_white,
        } => format!(
            "board {board}: {player} must have {} (absolute colour preference)",
            if *must_be_white { "White" } else { "Black" }
        ),
        Breach::ByeAndBoard(no) => format!("player {no} has a board and the bye"),
        Breach::ByeNoPlayer { player, field } => {
            format!("the bye: there is no player {player} (players 1..{field})")
        }
        Breach::SecondBye(no) => {
            format!("player {no} has already had a bye or a win without playing")
        }
        Breach::NotPaired(no) => format!("player {no} is not paired"),
        Breach::NotToPlay { player, round } => format!(
            "player {player} is not to be paired in round {round} (bye announced or withdrawn)"
        ),
        Breach::OddWithoutBye => "an odd number of players and no bye".into(),
    }
}

/// Problems with a manual pairing, joined the way a refusal lists them.
pub fn breaches(b: &[Breach]) -> String {
    b.iter().map(breach).collect::<Vec<_>>().join("; ")
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&refusal(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{Board, RoundNo, StartNo};

    #[test]
    fn a_face_adds_its_own_way_to_insist() {
        let r =
            Refusal::Contradicts(Contradiction::ForfeitWithMoves { plies: 3 }).on_board(Board(2));
        assert!(r.needs_insisting());
        assert_eq!(
            refusal(&r),
            "board 2: a forfeited game has no moves, but the score has 3 plies; the result was not entered"
        );
        let said = refusal_then(&r, &|_| " [insist]".into());
        assert!(said.ends_with("not entered [insist]"), "{said}");
        let gone = Refusal::DeleteAfterRound1(StartNo(2));
        assert!(
            !refusal(&gone).contains("orda"),
            "the window names no command"
        );
        let hint = |h: Hint| match h {
            Hint::WithdrawInstead => " (withdraw)".to_string(),
            _ => String::new(),
        };
        assert!(refusal_with(&gone, &hint).ends_with("withdraw him instead (withdraw)"));
        let plain = Refusal::NoPlayer(StartNo(4)).in_round(RoundNo(1));
        assert!(!plain.needs_insisting());
        assert_eq!(
            refusal_then(&plain, &|_| "X".into()),
            "round 1: there is no player 4"
        );
    }
}
