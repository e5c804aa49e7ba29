//! Words at the edge: what the core's typed refusals and outcomes say in English, shared by
//! both faces (the CLI and the window). The core (`app` and below) holds data only; each face
//! adds its own way to insist on a refusal that allows it ([`refusal_then`]). The next step puts
//! Fluent translations here.
//!
//! **Architecture Invariant:** nothing here names a face's control (a CLI flag or command, a
//! button): a face passes its own words ([`Hint`]) where a sentence names a way to do
//! something.

pub mod explain;
pub mod federation;
pub mod formats;
pub mod hall;
pub mod journal;
pub mod lang;
pub mod paper;
pub mod reports;
pub use reports::tiebreak_name;
mod pairing;
pub mod rules;
pub use pairing::{
    adjourned_decided, adjourned_games, breach, breaches, engine_differences, rating_corrected,
    too_many_rounds,
};
mod store;
mod system;
pub mod team;

pub use store::store_error;
pub use system::{io_error, sex_word};

use crate::t;

use crate::app::play::{Judged, Overridden};
use crate::app::refusal::{AdjournWhy, Contradiction, Field, Insist, Lock, Named, Refusal};
use crate::formats::text;
use crate::tournament::manual::{ChangeError, ScoreName};
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
    /// How to give the date ages are counted on (the whole sentence: an age limit needs one).
    AgeDate,
}

/// The refusal in words, with the face's own words (`hint`) where a sentence names a way to do
/// something: the CLI names its commands and flags, the window its buttons or nothing.
pub fn refusal_with(r: &Refusal, hint: &dyn Fn(Hint) -> String) -> String {
    let tail = |i: Insist| hint(Hint::Insist(i));
    let insist = hint;
    match r {
        Refusal::Store(e) => store_error(e),
        Refusal::BadInput(all) => match r.insist() {
            Some(i) => format!("{}{}", formats::input_errors(all), tail(i)),
            None => formats::input_errors(all),
        },
        Refusal::Several(all) => all
            .iter()
            .map(|r| refusal_with(r, insist))
            .collect::<Vec<_>>()
            .join("\n"),
        Refusal::InFile {
            file,
            line: Some(l),
            why,
        } => t!(
            "in-file-line",
            file = file,
            line = *l,
            why = refusal_with(why, insist)
        ),
        Refusal::InFile {
            file,
            line: None,
            why,
        } => t!("in-file", file = file, why = refusal_with(why, insist)),
        Refusal::OnBoard(b, why) => t!("on-board", board = b.0, why = refusal_with(why, insist)),
        Refusal::InRound(n, why) => t!("in-round", round = n.0, why = refusal_with(why, insist)),
        Refusal::NoTournament { db: Some(db), id } => {
            t!("no-tournament-in", db = db, id = id.0)
        }
        Refusal::NoTournament { db: None, id } => t!("no-tournament", id = id.0),
        Refusal::NoTournamentYet { db } => t!(
            "no-tournament-yet",
            db = db,
            hint = insist(Hint::CreateFirst)
        ),
        Refusal::WhichTournament { db, list } => t!(
            "which-tournament",
            db = db,
            n = list.len(),
            hint = insist(Hint::ChooseTournament),
            list = list
                .iter()
                .map(|(id, name)| format!("{id} {name}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Refusal::NoPlayer(no) => t!("no-player", no = no.0),
        Refusal::NotEntered { name, .. } => t!("not-entered", name = name),
        Refusal::NoSuchRound { round, rounds } => {
            t!("no-such-round", round = round.0, rounds = *rounds)
        }
        Refusal::RoundNotPaired { round, paired } => {
            t!("round-not-paired", round = round.0, paired = *paired)
        }
        Refusal::NoBoard {
            round,
            board,
            boards,
        } => t!(
            "no-board-of",
            round = round.0,
            board = board.0,
            boards = *boards
        ),
        Refusal::BoardMissing { round, board } => {
            t!("board-missing", round = round.0, board = board.0)
        }
        Refusal::BadChange(ChangeError::NoBoard(b)) => t!("no-board-n", board = b.0),
        Refusal::BadChange(ChangeError::NoPairingBye) => t!("no-pairing-bye-to-move"),
        Refusal::BadChange(ChangeError::SameBoard(b)) => t!("same-board", board = b.0),
        Refusal::CheckNotSwiss => t!("check-not-swiss"),
        Refusal::ExplainNotTeams => t!("explain-not-teams"),
        Refusal::NotAnAlternative { no, other } => match other {
            Some(o) => t!("explain-not-alternative", no = no.0, other = o.0),
            None => t!("explain-not-alternative-bye", no = no.0),
        },
        Refusal::RulesModeLeft { after } => t!("rules-mode-left-already", round = *after),
        Refusal::CorrectionTooLate { round, from } => {
            t!("correction-too-late", round = round.0, from = from.0)
        }
        Refusal::BuchholzInRoundRobin(tb) => t!("tiebreak-no-buchholz-rr", code = tb.code()),
        Refusal::ByHandNotSwiss => t!("by-hand-not-swiss"),
        Refusal::BadRounds {
            first,
            last,
            rounds,
        } => t!(
            "bad-rounds",
            first = first.0,
            last = last.0,
            rounds = *rounds
        ),
        Refusal::RatingNeedsResult { round, board } => {
            t!("rating-needs-result", round = round.0, board = board.0)
        }
        Refusal::CannotAdjourn { round, board, why } => {
            let (round, board) = (round.0, board.0);
            match why {
                AdjournWhy::NotLastRound { last } => t!(
                    "adjourn-not-last-round",
                    round = round,
                    board = board,
                    last = last.0
                ),
                AdjournWhy::HasResult => t!("adjourn-has-result", round = round, board = board),
                AdjournWhy::Already => t!("adjourn-already", round = round, board = board),
                AdjournWhy::Team => t!("adjourn-team"),
            }
        }
        Refusal::NeedsName(Named::Tournament) => t!("needs-name"),
        Refusal::NeedsName(Named::Event) => t!("needs-name-event"),
        Refusal::NeedsName(Named::Category) => t!("needs-name-category"),
        Refusal::NeedsName(Named::Team) => t!("needs-name-team"),
        Refusal::NameTaken { name, id } => t!("name-taken", name = name, id = id.0),
        Refusal::NeedsRounds => t!("needs-rounds"),
        Refusal::AccelerationNeedsSwiss => t!("acceleration-needs-swiss"),
        Refusal::TooFewRounds { at_least } => t!("too-few-rounds", n = *at_least),
        Refusal::ControlCharacter { field, text: x, c } => t!(
            "control-character",
            field = field_name(*field),
            text = text::shown(x),
            code = format!("{:04X}", *c as u32)
        ),
        Refusal::BadDate(d) => t!("bad-date", date = d),
        Refusal::BadBirthDate(d) => t!("bad-birth-date", date = d),
        Refusal::EmptyName => t!("empty-name"),
        Refusal::BadTitle(x) => t!(
            "bad-title",
            title = x,
            titles = crate::tournament::TITLES
                .iter()
                .map(|t| title(t))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Refusal::BadRating(r) => t!("rating-out-of-range", rating = r),
        Refusal::Locked(l) => lock(*l),
        Refusal::RoundRobinClosed { name: Some(n) } => t!("round-robin-closed-player", name = n),
        Refusal::RoundRobinClosed { name: None } => t!("round-robin-closed"),
        Refusal::NoPlayersInFile => t!("no-players-in-file"),
        Refusal::RenumberAfterRound1 => t!("renumber-after-round-1"),
        Refusal::NotAnOrder { numbers } => t!(
            "not-an-order",
            n = numbers.len(),
            numbers = numbers
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
        } => t!(
            "has-result",
            player = player.0,
            round = round.0,
            board = board.0,
            result = result.display(),
            next = round.0 + 1
        ),
        Refusal::HasPairingBye { player, round } => t!(
            "has-pairing-bye",
            player = player.0,
            round = round.0,
            next = round.0 + 1
        ),
        Refusal::NotWithdrawn(no) => t!("not-withdrawn", player = no.0),
        Refusal::ComeBackLater {
            player,
            current,
            next,
        } => t!(
            "come-back-later",
            player = player.0,
            current = current.0,
            next = next.0
        ),
        Refusal::DeleteAfterRound1(no) => t!(
            "delete-after-round-1",
            player = no.0,
            hint = insist(Hint::WithdrawInstead)
        ),
        Refusal::RoundRobinByes => t!("round-robin-byes"),
        Refusal::RequestedByeKind => t!("requested-bye-kind"),
        Refusal::RoundPaired(n) => t!("round-paired", round = n.0),
        Refusal::NoByeRequested { player, round } => {
            t!("no-bye-requested", player = player.0, round = round.0)
        }
        Refusal::ForbiddenNotSwiss => t!("forbidden-not-swiss"),
        Refusal::SamePlayer => t!("same-player"),
        Refusal::Incomplete { round, boards } => t!(
            "incomplete",
            round = round.0,
            n = boards.len(),
            boards = some_boards(boards)
        ),
        Refusal::TooFewPlayers => t!("too-few-players"),
        Refusal::AllPaired { system, rounds } => {
            t!(
                "all-rounds-paired",
                rounds = *rounds,
                system = system_name(*system)
            )
        }
        Refusal::NotInBerger { round, players } => {
            t!("not-in-berger", round = round.0, players = *players)
        }
        Refusal::NoPairing(e) => formats::pairing_error(e),
        Refusal::NoRoundYet => t!("no-round-yet"),
        Refusal::ChangedMeanwhile(n) => t!("changed-meanwhile", round = n.0),
        Refusal::RoundHasResults(n) => t!("round-has-results", round = n.0),
        Refusal::NotARound(b) => breaches(b),
        Refusal::BreaksCriteria(b) => format!("{}{}", breaches(b), tail(Insist::PairAnyway)),
        Refusal::PlaysWithdrawn { player, round } => t!(
            "plays-withdrawn",
            player = player.0,
            round = round.0,
            hint = tail(Insist::PlayWithdrawn)
        ),
        Refusal::ScoreGames { file, games } => {
            t!("score-games", file = score_name(file), games = *games)
        }
        Refusal::ScoreNeedsResult { round, board } => {
            t!("score-needs-result", round = round.0, board = board.0)
        }
        Refusal::SecondHalfBye { player, rounds } => t!(
            "second-half-bye",
            player = player.0,
            rounds = rounds
                .iter()
                .map(|r| r.0.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            hint = tail(Insist::AnotherHalfBye)
        ),
        Refusal::ChangesEarlierRound {
            round,
            old,
            new,
            last,
        } => t!(
            "changes-earlier-round",
            round = round.0,
            old = old.display(),
            new = new.map_or_else(|| t!("cleared"), |r| r.display().to_string()),
            first = round.0 + 1,
            last = last.0,
            n = last.0.saturating_sub(round.0),
            hint = tail(Insist::ChangeEarlier)
        ),
        Refusal::Contradicts(c) => t!(
            "contradicts",
            why = contradiction(c),
            hint = tail(Insist::KeepResult)
        ),
        r @ (Refusal::NoEvent(_)
        | Refusal::NoCategory(_)
        | Refusal::CategoryTaken(_)
        | Refusal::EmptyCategory(_)
        | Refusal::NoPrize { .. }
        | Refusal::EmptyPrize
        | Refusal::PlaceZero
        | Refusal::BadK(_)
        | Refusal::BadTeamRule
        | Refusal::BadCurrency(_)
        | Refusal::NotFinished { .. }
        | Refusal::RatingsApplied(_)
        | Refusal::RatingsNotApplied(_)
        | Refusal::RatingsAppliedLater { .. }
        | Refusal::NoRegistered(_)
        | Refusal::AlreadyEntered { .. }) => federation::refusal(r),
        Refusal::NothingToUndo
        | Refusal::CannotUndo { .. }
        | Refusal::UndoBlocked { .. }
        | Refusal::UndoStale { .. }
        | Refusal::UndoReferenced { .. }
        | Refusal::UndoNotSeen { .. } => journal::refusal(r),
        Refusal::BadAge(age) => t!(
            "bad-age",
            age = age,
            max = crate::tournament::category::MAX_AGE
        ),
        Refusal::AgeNeedsDate => insist(Hint::AgeDate),
        Refusal::Hall(h) => hall::refused(h),
        Refusal::Team(r) => team::refused(r),
    }
}

/// A field's name in a sentence.
pub fn field_name(f: Field) -> String {
    match f {
        Field::Name => t!("field-name"),
        Field::Venue => t!("field-venue"),
        Field::ChiefArbiter => t!("field-chief-arbiter"),
        Field::TimeControl => t!("field-time-control"),
        Field::Title => t!("field-title"),
        Field::Region => t!("field-region"),
        Field::Club => t!("field-club"),
        Field::Team => t!("field-team"),
        Field::Category => t!("field-category"),
        Field::Prize => t!("field-prize"),
        Field::ExternalId => t!("field-id"),
    }
}

/// Why a setting is locked.
pub fn lock(l: Lock) -> String {
    match l {
        Lock::System => t!("lock-system"),
        Lock::Acceleration => t!("lock-acceleration"),
        Lock::AcceleratedRounds => t!("lock-accelerated-rounds"),
        Lock::Game => t!("lock-game"),
        Lock::RoundRobinRounds => t!("lock-round-robin-rounds"),
        Lock::ByePoints(r) => t!("lock-bye-points", round = r.0),
        Lock::RulesMode => t!("lock-rules-mode"),
    }
}

/// Why a score contradicts a result.
pub fn contradiction(c: &Contradiction) -> String {
    match c {
        Contradiction::Invalid(at) => t!(
            "score-invalid-because",
            why = invalid_at(&at.file, at.line, at.col, &rules::located(&at.what))
        ),
        Contradiction::ForfeitWithMoves { plies } => t!("forfeit-with-moves", plies = *plies),
        Contradiction::Outcome {
            result,
            score_gives,
            ending,
        } => t!(
            "result-but-score-gives-ending",
            result = result.display(),
            gives = score_gives.as_score(),
            ending = rules::ending(ending)
        ),
    }
}

/// Boards by number, the first [`BOARDS_LISTED`] of them and how many more (a round of 1,500
/// boards without results is not a sentence anybody reads).
fn some_boards(boards: &[crate::tournament::Board]) -> String {
    let listed = boards
        .iter()
        .take(BOARDS_LISTED)
        .map(|b| b.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    match boards.len().saturating_sub(BOARDS_LISTED) {
        0 => listed,
        more => t!("boards-more", boards = listed, n = more),
    }
}

/// How many boards a sentence lists by number.
pub const BOARDS_LISTED: usize = 12;

/// A game score's name: the file's as the user gave it, or the stored score of a board.
pub fn score_name(name: &ScoreName) -> String {
    match name {
        ScoreName::File(file) => file.clone(),
        ScoreName::Stored(board) => t!("stored-score-of-board", board = board.0),
    }
}

/// The engine's line on an invalid score: `invalid: FILE:LINE:COL: WHAT`.
fn invalid_at(file: &ScoreName, line: u32, col: u32, what: &str) -> String {
    t!(
        "judged-invalid",
        file = score_name(file),
        line = line,
        col = col,
        what = what
    )
}

/// The engine's line on a score just entered: `valid, 1-0 (ENDING), N plies, kazans A-B`, or
/// `invalid: FILE:LINE:COL: WHAT`.
pub fn judged(j: &Judged) -> String {
    match j {
        Judged::Valid {
            ending,
            plies,
            tally,
        } => t!(
            "judged-valid",
            result = ending
                .outcome()
                .map_or("*", crate::rules::Outcome::as_score),
            ending = rules::ending(ending),
            plies = *plies,
            tally = rules::counted(tally.name),
            white = tally.counts[0],
            black = tally.counts[1]
        ),
        Judged::Invalid { file, at } => invalid_at(file, at.line, at.col, &rules::located(at)),
    }
}

/// A result kept against the score that contradicts it.
pub fn overridden(o: &Overridden) -> String {
    t!("overridden", why = contradiction(&o.0))
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
        Verdict::WithdrawalForfeit => t!("verdict-withdrawal"),
        Verdict::Valid { result, plies } => t!(
            "verdict-valid",
            result = result.map_or("*", crate::rules::Outcome::as_score),
            plies = *plies
        ),
        Verdict::Invalid {
            ply: Some(n),
            token,
        } => t!("verdict-invalid-at", ply = *n, token = token),
        Verdict::Invalid { ply: None, token } if token.is_empty() => t!("verdict-invalid-result"),
        Verdict::Invalid { ply: None, token } => t!("verdict-invalid-result-token", token = token),
    }
}

/// The warning stored on board `g` (its verdict and result give the details).
pub fn stored_warning(w: Warning, g: &Game) -> String {
    let plies = match &g.verdict {
        Some(Verdict::Valid { plies, .. }) => *plies,
        _ => 0,
    };
    let why = match (w, &g.verdict, g.result) {
        (Warning::Invalid, Some(v), _) => t!("score-invalid-because", why = verdict(v)),
        (Warning::Invalid, None, _) => t!("score-invalid"),
        (Warning::ForfeitWithMoves, ..) => t!("forfeit-with-moves", plies = plies),
        (
            Warning::Outcome,
            Some(Verdict::Valid {
                result: Some(gives),
                ..
            }),
            Some(result),
        ) => t!(
            "result-but-score-gives",
            result = result.display(),
            gives = gives.as_score()
        ),
        (Warning::Outcome, ..) => t!("score-gives-another-result"),
    };
    t!("overridden", why = why)
}

/// A stored date (`YYYY-MM-DD`, or a year alone) as the language writes it: `05.03.2026` in
/// Kazakh and Russian, `2026-03-05` in English (the machine formats keep `YYYY-MM-DD`); what is
/// not a stored date is shown as it is.
pub fn date(stored: &str) -> String {
    let b = stored.as_bytes();
    let digits = |r: std::ops::Range<usize>| {
        stored
            .get(r)
            .filter(|s| s.bytes().all(|c| c.is_ascii_digit()))
    };
    match (b.len(), digits(0..4), digits(5..7), digits(8..10)) {
        (10, Some(year), Some(month), Some(day)) if b[4] == b'-' && b[7] == b'-' => {
            t!("date", year = year, month = month, day = day)
        }
        _ => stored.to_string(),
    }
}

/// Two dates, from and to (`05.03.2026 – 09.03.2026`), or the first alone.
pub fn date_range(from: Option<&str>, to: Option<&str>) -> String {
    match (from, to) {
        (Some(a), Some(b)) => format!("{} – {}", date(a), date(b)),
        (Some(a), None) => date(a),
        _ => String::new(),
    }
}

/// A pairing system's name for people.
pub fn system_name(s: System) -> String {
    match s {
        System::RoundRobin => t!("system-round-robin"),
        System::DoubleRoundRobin => t!("system-double-round-robin"),
        System::Swiss => t!("system-swiss"),
    }
}

/// A tournament's system as its heading names it: a team tournament's with its boards.
pub fn system_of(system: System, boards: Option<u32>) -> String {
    match boards {
        Some(b) => t!("team-system", system = system_name(system), boards = b),
        None => system_name(system),
    }
}

/// A title or rank (stored as Russian federations write it: `КМС`, `1 разряд`) as the current
/// language writes it; anything else as it is.
pub fn title(stored: &str) -> String {
    match crate::tournament::TITLES.iter().position(|&t| t == stored) {
        Some(0) => t!("title-zms"),
        Some(1) => t!("title-msmk"),
        Some(2) => t!("title-ms"),
        Some(3) => t!("title-kms"),
        Some(4) => t!("title-rank-1"),
        Some(5) => t!("title-rank-2"),
        Some(6) => t!("title-rank-3"),
        Some(7) => t!("title-youth-1"),
        Some(8) => t!("title-youth-2"),
        Some(9) => t!("title-youth-3"),
        _ => stored.to_string(),
    }
}

/// A side as a Fluent selector (`white`, `black`): each language words the phrase around it
/// ("Ақтың қазаны", "казан белых", "White kazan").
pub fn side_key(s: crate::rules::Side) -> &'static str {
    s.key()
}

/// "White" or "Black".
pub fn side(s: crate::rules::Side) -> String {
    match s {
        crate::rules::Side::White => t!("white"),
        crate::rules::Side::Black => t!("black"),
    }
}

/// The game's name for people.
pub fn game_name(g: crate::rules::GameKind) -> String {
    match g {
        crate::rules::GameKind::Togyzkumalak => t!("game-togyzkumalak"),
        crate::rules::GameKind::Tumicarona => t!("game-tumicarona"),
    }
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&refusal(self))
    }
}

/// A store error in the user's language (the store holds no sentence).
impl std::fmt::Display for crate::store::StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&store_error(self))
    }
}

#[cfg(test)]
mod tests;
