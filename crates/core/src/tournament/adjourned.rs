//! Adjourned games (docs/compliance.md): a game whose result is not known when the round
//! ends. It keeps its round from being complete (the standings wait for it) but counts as a
//! draw for the pairing of the rounds paired while it is open; `orda check` pairs those
//! rounds again the same way.

use super::{Board, Game, GameResult, No, Round, RoundNo, Slot, Tournament, slot_in};

/// An adjourned game: open while its result is not known (it counts as a draw for the pairing
/// of later rounds), or decided with rounds 1..`paired` paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Adjourned {
    /// The result is not known yet.
    Open,
    /// The result was entered when rounds 1..`paired` were paired: the rounds after the game's
    /// own, up to `paired`, were paired with it counted as a draw.
    Decided {
        /// The rounds paired when the result was entered.
        paired: u32,
    },
}

impl Game {
    /// True for an adjourned game whose result is not known yet.
    pub fn is_open_adjourned(&self) -> bool {
        self.adjourned == Some(Adjourned::Open)
    }

    /// The result as the pairing of round `round` reads it: an adjourned game counts as a draw
    /// in every round paired while its result was not known.
    pub fn result_for_pairing(&self, round: u32) -> Option<GameResult> {
        match self.adjourned {
            Some(Adjourned::Open) => Some(GameResult::Draw),
            Some(Adjourned::Decided { paired }) if round <= paired => Some(GameResult::Draw),
            _ => self.result,
        }
    }
}

impl Round {
    /// True when every board has a result or is adjourned: the next round may be paired.
    pub fn is_decided_or_adjourned(&self) -> bool {
        self.games
            .iter()
            .all(|g| g.result.is_some() || g.is_open_adjourned())
    }
}

impl Tournament {
    /// Player `no`'s slot in every round before `round`, as the pairing of `round` reads them:
    /// adjourned games counted as draws while their results were not known
    /// ([`Game::result_for_pairing`]).
    pub fn history_for_pairing(&self, no: No, round: u32) -> Vec<Slot> {
        self.rounds
            .iter()
            .filter(|r| r.number.0 < round)
            .map(|r| {
                // One look at the round's boards, as `slot_in` takes.
                match r.games.iter().find(|g| g.white == no || g.black == no) {
                    Some(g) => Slot::Game {
                        opponent: if g.white == no { g.black } else { g.white },
                        white: g.white == no,
                        result: g.result_for_pairing(round),
                    },
                    None => slot_in(r, no),
                }
            })
            .collect()
    }

    /// The adjourned games whose results are not known yet: (round, board).
    pub fn open_adjournments(&self) -> Vec<(RoundNo, Board)> {
        self.rounds
            .iter()
            .flat_map(|r| {
                r.games
                    .iter()
                    .filter(|g| g.is_open_adjourned())
                    .map(move |g| (r.number, g.board))
            })
            .collect()
    }
}
