//! A round's pairing in words: what a manual change breaks, and adjourned games.

use crate::app::refusal::Breach;
use crate::t;

/// One problem with a manual pairing.
pub fn breach(b: &Breach) -> String {
    match b {
        Breach::TwoBoards {
            player,
            first,
            second,
        } => t!(
            "breach-two-boards",
            player = player.0,
            first = first.0,
            second = second.0
        ),
        Breach::NoPlayer {
            board,
            player,
            field,
        } => t!(
            "breach-no-player",
            board = board.0,
            player = player.0,
            field = *field
        ),
        Breach::Himself { board, player } => {
            t!("breach-himself", board = board.0, player = player.0)
        }
        Breach::Forbidden {
            board,
            white,
            black,
        } => t!(
            "breach-forbidden",
            board = board.0,
            white = white.0,
            black = black.0
        ),
        Breach::Rematch {
            board,
            white,
            black,
        } => t!(
            "breach-rematch",
            board = board.0,
            white = white.0,
            black = black.0
        ),
        Breach::Colour {
            board,
            player,
            must_be_white: true,
        } => t!("breach-must-be-white", board = board.0, player = player.0),
        Breach::Colour { board, player, .. } => {
            t!("breach-must-be-black", board = board.0, player = player.0)
        }
        Breach::BothAgainstPreference {
            board,
            white,
            black,
        } => t!(
            "breach-both-against-preference",
            board = board.0,
            white = white.0,
            black = black.0
        ),
        Breach::ByeAndBoard(no) => t!("breach-bye-and-board", player = no.0),
        Breach::ByeNoPlayer { player, field } => {
            t!("breach-bye-no-player", player = player.0, field = *field)
        }
        Breach::SecondBye(no) => t!("breach-second-bye", player = no.0),
        Breach::NotPaired(no) => t!("breach-not-paired", player = no.0),
        Breach::NotToPlay { player, round } => {
            t!("breach-not-to-play", player = player.0, round = round.0)
        }
        Breach::OddWithoutBye => t!("breach-odd-without-bye"),
    }
}

/// Problems with a manual pairing, joined the way a refusal lists them.
pub fn breaches(b: &[Breach]) -> String {
    b.iter().map(breach).collect::<Vec<_>>().join("; ")
}

/// Adjourned games as `round 4 board 3, round 5 board 1`.
pub fn adjourned_games(games: &[(crate::tournament::RoundNo, crate::tournament::Board)]) -> String {
    games
        .iter()
        .map(|(r, b)| t!("adjourned-game", round = r.0, board = b.0))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The result of an adjourned game entered after rounds `first`-`last` were paired with it
/// counted as a draw.
pub fn adjourned_decided(
    round: u32,
    board: u32,
    result: &str,
    (first, last): (u32, u32),
) -> String {
    if first == last {
        t!(
            "adjourned-decided-one",
            round = round,
            board = board,
            result = result,
            later = first
        )
    } else {
        t!(
            "adjourned-decided-many",
            round = round,
            board = board,
            result = result,
            first = first,
            last = last
        )
    }
}

/// A round made by hand against the engine's pairing of it, pair by pair: the round's pairs the
/// engine does not make, then the engine's the round does not have (the bye as `round-pairing-bye` says it).
pub fn engine_differences(d: &crate::pairing::stored::Difference) -> Vec<String> {
    let engine = match &d.dutch {
        Ok(engine) => engine,
        Err(e) => {
            return vec![t!(
                "differs-no-engine",
                why = super::formats::pairing_error(e)
            )];
        }
    };
    let said = |p: &crate::pairing::stored::RoundPairing| -> Vec<String> {
        p.0.iter()
            .map(|(w, b)| format!("{w}-{b}"))
            .chain(p.1.map(|b| t!("round-pairing-bye", player = b)))
            .collect()
    };
    let (mine, theirs) = (said(&d.stored), said(engine));
    let only = |a: &[String], b: &[String]| -> String {
        a.iter()
            .filter(|x| !b.contains(x))
            .cloned()
            .collect::<Vec<_>>()
            .join(" ")
    };
    vec![
        t!("differs-yours", pairs = only(&mine, &theirs)),
        t!("differs-engine", pairs = only(&theirs, &mine)),
    ]
}

/// A correction for the rating report only made (`result`) or taken back (`None`); `kept` is the
/// result the pairings and standings keep.
pub fn rating_corrected(
    round: u32,
    board: u32,
    result: Option<crate::tournament::GameResult>,
    kept: crate::tournament::GameResult,
) -> String {
    match result.filter(|&r| r != kept) {
        Some(r) => t!(
            "rating-corrected",
            round = round,
            board = board,
            result = r.display(),
            kept = kept.display()
        ),
        None => t!(
            "rating-correction-gone",
            round = round,
            board = board,
            kept = kept.display()
        ),
    }
}

/// A Swiss set up for more rounds than its players can play without meeting twice.
pub fn too_many_rounds(rounds: u32, players: u32) -> String {
    t!(
        "too-many-rounds",
        rounds = rounds,
        players = players,
        most = if players % 2 == 1 {
            players
        } else {
            players.saturating_sub(1)
        }
    )
}
