//! What a loaded tournament must satisfy before anything is shown, paired or changed: the
//! rows of one tournament agree with each other. Checked on every load, at the cost of that
//! one tournament (never the whole file): a damaged index (the rows SQLite finds through it
//! are not the table's) or a hand-edited file is refused here as
//! [`StoreError::Inconsistent`] instead of showing a blank player or pairing without one.

use std::collections::HashMap;

use super::{Inconsistency, StoreError};
use crate::tournament::{Tournament, TournamentId};

/// How many rows the store holds for each round of a tournament: boards, and byes of paired
/// rounds (counted without the joins that build the [`Tournament`]).
#[derive(Debug, Default)]
pub(super) struct RowCounts {
    /// Round number → boards stored.
    pub boards: HashMap<u32, usize>,
    /// Round number → byes stored.
    pub byes: HashMap<u32, usize>,
}

/// `Ok` when `t` is consistent with itself and with the rows counted for it.
pub(super) fn check(
    path: &str,
    id: TournamentId,
    t: &Tournament,
    counts: &RowCounts,
) -> Result<(), StoreError> {
    match problem(t, counts) {
        None => Ok(()),
        Some(what) => Err(StoreError::Inconsistent {
            path: path.to_string(),
            id: id.0,
            what,
        }),
    }
}

/// The first thing that does not hold, if any.
fn problem(t: &Tournament, counts: &RowCounts) -> Option<Inconsistency> {
    for (i, e) in t.entrants.iter().enumerate() {
        let want = u32::try_from(i + 1).unwrap_or(u32::MAX);
        if e.no != want {
            return Some(Inconsistency::StartNumber(want));
        }
    }
    let players = t.entrants.len();
    for (i, r) in t.rounds.iter().enumerate() {
        let want = u32::try_from(i + 1).unwrap_or(u32::MAX);
        if r.number.0 != want {
            return Some(Inconsistency::RoundMissing(want));
        }
    }
    let paired = u32::try_from(t.rounds.len()).unwrap_or(u32::MAX);
    for (&round, &n) in &counts.boards {
        let loaded = match round.checked_sub(1) {
            Some(i) if round <= paired => t.rounds.get(i as usize).map_or(0, |r| r.games.len()),
            _ => 0,
        };
        if loaded != n {
            return Some(Inconsistency::LostRows(round));
        }
    }
    for r in &t.rounds {
        let stored = counts.byes.get(&r.number.0).copied().unwrap_or(0);
        let boards = counts.boards.get(&r.number.0).copied().unwrap_or(0);
        if r.byes.len() != stored || r.games.len() != boards {
            return Some(Inconsistency::LostRows(r.number.0));
        }
        let mut seen = vec![false; players + 1];
        let seats = r
            .games
            .iter()
            .flat_map(|g| [g.white, g.black])
            .chain(r.byes.iter().map(|(no, _)| *no));
        for no in seats {
            match seen.get_mut(no as usize) {
                Some(s) if !*s && no >= 1 => *s = true,
                Some(_) if no >= 1 => return Some(Inconsistency::PlayerTwice(r.number.0)),
                _ => return Some(Inconsistency::LostRows(r.number.0)),
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{Board, Entrant, Game, Round, RoundNo};

    fn sample() -> (Tournament, RowCounts) {
        let mut t = Tournament {
            settings: crate::tournament::Settings::new("T", crate::tournament::System::Swiss, 5),
            entrants: Vec::new(),
            rounds: Vec::new(),
            teams: Default::default(),
            event: None,
        };
        for no in 1..=4 {
            t.entrants.push(Entrant {
                no,
                name: format!("P{no}"),
                ..Entrant::default()
            });
        }
        let game = |board, white, black| Game {
            board: Board(board),
            white,
            black,
            result: None,
            has_score: false,
            verdict: None,
            warning: None,
            no_colour: false,
            adjourned: None,
            rating_result: None,
        };
        t.rounds.push(Round {
            number: RoundNo(1),
            games: vec![game(1, 1, 2), game(2, 3, 4)],
            byes: Vec::new(),
            date: None,
        });
        let mut counts = RowCounts::default();
        counts.boards.insert(1, 2);
        (t, counts)
    }

    #[test]
    fn a_sound_tournament_passes_and_each_contradiction_is_named() {
        let (t, counts) = sample();
        assert_eq!(problem(&t, &counts), None);

        let (mut t, counts) = sample();
        t.entrants.remove(2);
        assert_eq!(problem(&t, &counts), Some(Inconsistency::StartNumber(3)));

        let (mut t, counts) = sample();
        t.rounds[0].number = RoundNo(2);
        assert_eq!(problem(&t, &counts), Some(Inconsistency::RoundMissing(1)));

        // A board stored but not loaded (its player's entry not found through the index).
        let (mut t, counts) = sample();
        t.rounds[0].games.pop();
        assert_eq!(problem(&t, &counts), Some(Inconsistency::LostRows(1)));

        // Boards of a round that is not there.
        let (t, mut counts) = sample();
        counts.boards.insert(2, 1);
        assert_eq!(problem(&t, &counts), Some(Inconsistency::LostRows(2)));

        let (mut t, counts) = sample();
        t.rounds[0].games[1].black = 1;
        assert_eq!(problem(&t, &counts), Some(Inconsistency::PlayerTwice(1)));

        let (mut t, counts) = sample();
        t.rounds[0].games[1].black = 9;
        assert_eq!(problem(&t, &counts), Some(Inconsistency::LostRows(1)));
    }
}
