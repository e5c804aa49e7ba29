//! A stored tournament as the Dutch system sees it, and an arbiter's pairing checked against
//! it: the history before a round ([`swiss_before`]), the players not to pair ([`away_in`]), the
//! Dutch pairing of a round ([`dutch_round`]), the checker that pairs every stored round again
//! ([`check`]), and what a manual pairing breaks ([`breaches`]). Pure: the caller loads.

use super::swiss::{
    Board as SwissBoard, Colour, PairingError, Player, Points, Record, RoundResult, Swiss,
};
use super::{baku, dutch};
use crate::tournament::{
    Acceleration, Board, ByeKind, GameResult, KeptApart, No, RoundNo, Slot, StartNo, Tournament,
};

/// Why a manual pairing of a round is not a round at all, or breaks a rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Breach {
    /// A player on two boards.
    TwoBoards {
        /// The player.
        player: StartNo,
        /// The first board he is on.
        first: Board,
        /// The second.
        second: Board,
    },
    /// A board names a number that is no player.
    NoPlayer {
        /// The board.
        board: Board,
        /// The number.
        player: StartNo,
        /// Players in the field.
        field: usize,
    },
    /// A player against himself.
    Himself {
        /// The board.
        board: Board,
        /// The player.
        player: StartNo,
    },
    /// A forbidden pair on a board.
    Forbidden {
        /// The board.
        board: Board,
        /// White.
        white: StartNo,
        /// Black.
        black: StartNo,
    },
    /// A rematch.
    Rematch {
        /// The board.
        board: Board,
        /// White.
        white: StartNo,
        /// Black.
        black: StartNo,
    },
    /// Both players of a board given the colour opposite to the one each prefers (FIDE's
    /// checklist Q67, a warning): swapping the board's colours would suit both.
    BothAgainstPreference {
        /// The board.
        board: Board,
        /// White.
        white: StartNo,
        /// Black.
        black: StartNo,
    },
    /// An absolute colour preference broken: `player` must have the other colour.
    Colour {
        /// The board.
        board: Board,
        /// The player.
        player: StartNo,
        /// True when he must have White.
        must_be_white: bool,
    },
    /// The player with the bye also has a board.
    ByeAndBoard(StartNo),
    /// The bye names a number that is no player.
    ByeNoPlayer {
        /// The number.
        player: StartNo,
        /// Players in the field.
        field: usize,
    },
    /// A second bye or full point without playing.
    SecondBye(StartNo),
    /// A player to be paired is left out.
    NotPaired(StartNo),
    /// A player not to be paired (bye announced or withdrawn) is on a board.
    NotToPlay {
        /// The player.
        player: StartNo,
        /// The round.
        round: RoundNo,
    },
    /// An odd number of players and no bye.
    OddWithoutBye,
}

/// A round's pairing: boards as (white, black) starting numbers in board order, and the player
/// who gets the pairing-allocated bye.
pub type RoundPairing = (Vec<(No, No)>, Option<No>);

/// The history of a stored tournament before round `round`, as the pairing engine reads it.
/// `away` are the players not to be paired in `round` (announced byes, with their kind, and
/// withdrawn players). Starting numbers are the engine's indices plus one.
pub fn swiss_before(
    t: &Tournament,
    round: u32,
    away: &[(No, Option<ByeKind>)],
    forbidden: &[KeptApart],
) -> Swiss {
    let n = t.entrants.iter().map(|e| e.no).max().unwrap_or(0) as usize;
    let mut players: Vec<Option<Player>> = vec![None; n];
    for e in &t.entrants {
        let mut history: Vec<Record> = t
            .history_for_pairing(e.no, round)
            .into_iter()
            .map(record_of)
            .collect();
        if let Some((_, kind)) = away.iter().find(|(no, _)| *no == e.no) {
            history.push(match kind {
                Some(ByeKind::Half) => Record {
                    outcome: RoundResult::Draw,
                    ..Record::absent()
                },
                _ => Record::absent(),
            });
        }
        players[e.no as usize - 1] = Some(Player {
            rating: e.rating.unwrap_or(0),
            history,
            acceleration: Vec::new(),
        });
    }
    let mut s = Swiss {
        players,
        played_rounds: round as usize - 1,
        total_rounds: t.settings.rounds as usize,
        points: Points {
            pab: t.settings.bye_points * 5,
            ..Points::default()
        },
        // Orda's decision (docs/swiss.md): the first player of the initial ranking has White
        // in round 1, unless an imported TRF file said otherwise (docs/trf.md).
        first_colour: if t.settings.first_white {
            Colour::White
        } else {
            Colour::Black
        },
        forbidden: KeptApart::pairs_in(forbidden, round)
            .iter()
            .map(|&(a, b)| (a as usize - 1, b as usize - 1))
            .collect(),
        forbidden_groups: Vec::new(),
    };
    if t.settings.acceleration == Acceleration::Baku {
        // A win, a draw and a loss are worth 1, ½ and 0 in every stored tournament, which is
        // the point system the Baku method needs: this cannot fail.
        baku::accelerate(&mut s).ok();
    }
    s
}

fn record_of(slot: Slot) -> Record {
    match slot {
        Slot::Game {
            opponent,
            white,
            result,
        } => {
            let colour = Some(if white { Colour::White } else { Colour::Black });
            let opponent = Some(opponent as usize - 1);
            let (outcome, played) = match result {
                Some(GameResult::Draw) => (RoundResult::Draw, true),
                Some(GameResult::WhiteWins) => (
                    if white {
                        RoundResult::Win
                    } else {
                        RoundResult::Loss
                    },
                    true,
                ),
                Some(GameResult::BlackWins) => (
                    if white {
                        RoundResult::Loss
                    } else {
                        RoundResult::Win
                    },
                    true,
                ),
                Some(GameResult::WhiteByForfeit) => (
                    if white {
                        RoundResult::Win
                    } else {
                        RoundResult::Loss
                    },
                    false,
                ),
                Some(GameResult::BlackByForfeit) => (
                    if white {
                        RoundResult::Loss
                    } else {
                        RoundResult::Win
                    },
                    false,
                ),
                Some(GameResult::DoubleForfeit) | None => (RoundResult::Loss, false),
            };
            Record {
                opponent,
                colour,
                outcome,
                played,
                paired: true,
            }
        }
        Slot::Bye(ByeKind::PairingAllocated) => Record {
            opponent: None,
            colour: None,
            outcome: RoundResult::Win,
            played: false,
            paired: true,
        },
        Slot::Bye(ByeKind::Half) => Record {
            outcome: RoundResult::Draw,
            ..Record::absent()
        },
        Slot::Bye(ByeKind::Zero | ByeKind::Rest) | Slot::Absent => Record::absent(),
    }
}

/// The players not paired in `round`: announced byes and withdrawn players.
pub fn away_in(
    t: &Tournament,
    round: u32,
    announced: &[(No, ByeKind)],
) -> Vec<(No, Option<ByeKind>)> {
    let mut away: Vec<(No, Option<ByeKind>)> = announced
        .iter()
        .filter(|(_, k)| *k != ByeKind::PairingAllocated)
        .map(|&(no, k)| (no, Some(k)))
        .collect();
    for e in &t.entrants {
        if e.withdrawn_from.is_some_and(|f| round >= f) && !away.iter().any(|(no, _)| *no == e.no) {
            away.push((e.no, None));
        }
    }
    away
}

/// Pairs `round` of a Swiss by the Dutch system: boards as (white, black) starting numbers
/// in board order, and the player who gets the pairing-allocated bye.
pub fn dutch_round(
    t: &Tournament,
    round: u32,
    away: &[(No, Option<ByeKind>)],
    forbidden: &[KeptApart],
) -> Result<RoundPairing, PairingError> {
    let swiss = swiss_before(t, round, away, forbidden);
    dutch::pair(&swiss).map(|b| split(&b))
}

fn split(boards: &[SwissBoard]) -> RoundPairing {
    let mut games = Vec::new();
    let mut bye = None;
    for b in boards {
        match b.black {
            Some(black) => games.push((b.white as No + 1, black as No + 1)),
            None => bye = Some(b.white as No + 1),
        }
    }
    (games, bye)
}

/// One round where the stored pairing is not the one the Dutch system gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// The round.
    pub round: u32,
    /// What is stored: boards and the pairing-allocated bye.
    pub stored: RoundPairing,
    /// What the Dutch system pairs (or why it cannot).
    pub dutch: Result<RoundPairing, PairingError>,
}

/// Pairs every stored round of Swiss `t` again from the rounds before it (with the byes and
/// withdrawals it had) and returns the rounds that differ: a manual change, or a pairing made
/// elsewhere. Pairs, colours and the bye count; board order does not (a file imported from
/// another program numbers its boards its own way).
pub fn check(t: &Tournament, forbidden: &[KeptApart]) -> Vec<Difference> {
    t.rounds
        .iter()
        .filter_map(|r| check_round(t, r, forbidden))
        .collect()
}

/// The players not paired in stored round `r`: the byes it had, players withdrawn by then,
/// and players who entered late (their rounds before entry are absences). A round paired
/// again is paired with the players present in it.
pub fn away_as_stored(t: &Tournament, r: &crate::tournament::Round) -> Vec<(No, Option<ByeKind>)> {
    // The players of the round looked up, not searched for each entrant.
    let mut present: std::collections::HashSet<No> =
        r.games.iter().flat_map(|g| [g.white, g.black]).collect();
    present.extend(crate::tournament::manual::pairing_bye(r));
    let mut byes: std::collections::HashMap<No, ByeKind> = std::collections::HashMap::new();
    for &(no, kind) in &r.byes {
        byes.entry(no).or_insert(kind);
    }
    t.entrants
        .iter()
        .filter(|e| !present.contains(&e.no))
        .map(|e| (e.no, byes.get(&e.no).copied()))
        .collect()
}

/// The history of stored round `r`'s tournament before it, with the players it had, as the
/// pairing engine reads it: what the round is paired again from (the checker, explanations).
pub fn swiss_as_stored(
    t: &Tournament,
    r: &crate::tournament::Round,
    forbidden: &[KeptApart],
) -> Swiss {
    swiss_before(t, r.number.0, &away_as_stored(t, r), forbidden)
}

/// Round `r` of `t` paired again from the rounds before it: the difference, if any.
pub fn check_round(
    t: &Tournament,
    r: &crate::tournament::Round,
    forbidden: &[KeptApart],
) -> Option<Difference> {
    let stored_bye = crate::tournament::manual::pairing_bye(r);
    let stored = (
        r.games
            .iter()
            .map(|g| (g.white, g.black))
            .collect::<Vec<_>>(),
        stored_bye,
    );
    let dutch = dutch::pair(&swiss_as_stored(t, r, forbidden)).map(|b| split(&b));
    let sorted = |p: &RoundPairing| {
        let mut b = p.0.clone();
        b.sort_unstable();
        (b, p.1)
    };
    (dutch.as_ref().map(sorted) != Ok(sorted(&stored))).then_some(Difference {
        round: r.number.0,
        stored,
        dutch,
    })
}

/// A manual-pairing session's round (boards as White-Black starting numbers, the
/// pairing-allocated bye, the byes announced) against the Dutch system's pairing of round
/// `round` from the rounds before it: the difference, if any (the session's end shows it).
pub fn against_engine(
    t: &Tournament,
    round: u32,
    boards: &[(No, No)],
    bye: Option<No>,
    announced: &[(No, ByeKind)],
    forbidden: &[KeptApart],
) -> Option<Difference> {
    let r = crate::tournament::Round {
        number: crate::tournament::RoundNo(round),
        games: boards
            .iter()
            .zip(1..)
            .map(|(&(white, black), b)| crate::tournament::Game {
                board: Board(b),
                white,
                black,
                ..Default::default()
            })
            .collect(),
        byes: announced
            .iter()
            .copied()
            .chain(bye.map(|no| (no, ByeKind::PairingAllocated)))
            .collect(),
        date: None,
    };
    check_round(t, &r, forbidden)
}

/// The Dutch system's pairing of round `round` with these byes announced (where a session that
/// pairs a round by hand may start).
pub fn engine_pairing(
    t: &Tournament,
    round: u32,
    announced: &[(No, ByeKind)],
    forbidden: &[KeptApart],
) -> Result<RoundPairing, PairingError> {
    dutch_round(t, round, &away_in(t, round, announced), forbidden)
}

/// What a manual change to a round would break: whether it is a round at all (refused), the
/// absolute criteria (refused unless insisted on) and the colour rules (warnings).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Breaches {
    /// Not a round at all: a player twice, a player left out, one who is not to play.
    pub invalid: Vec<Breach>,
    /// Rematches, forbidden pairs, a second full point without playing.
    pub absolute: Vec<Breach>,
    /// Colour preferences that an absolute criterion protects, broken.
    pub colour: Vec<Breach>,
    /// Once the change is made: the round against the Dutch system's pairing of it, when they
    /// differ (the end of a manual change compares it with the engine; the TRF records it as
    /// `### MPA`).
    pub engine: Option<Difference>,
}

/// Checks an arbiter's pairing of `round` (boards as white-black starting numbers, the bye)
/// against the Dutch system's absolute criteria.
pub fn breaches(
    t: &Tournament,
    round: u32,
    boards: &[(No, No)],
    bye: Option<No>,
    announced: &[(No, ByeKind)],
    forbidden: &[KeptApart],
) -> Breaches {
    let away = away_in(t, round, announced);
    let swiss = swiss_before(t, round, &away, forbidden);
    let mut b = Breaches::default();
    let met = swiss.played_pairs();
    let mut seen = std::collections::HashMap::new();
    let field = t.entrants.len();
    for (i, &(w, x)) in boards.iter().enumerate() {
        let board = Board(i as u32 + 1);
        for no in [w, x] {
            if let Some(prev) = seen.insert(no, i + 1) {
                b.invalid.push(Breach::TwoBoards {
                    player: StartNo(no),
                    first: Board(prev as u32),
                    second: board,
                });
            }
        }
        // A number that names no player (0, past the field) is refused before any index.
        let unknown: Vec<No> = [w, x]
            .into_iter()
            .filter(|&no| t.entrant(no).is_none())
            .collect();
        if !unknown.is_empty() || w == x {
            for no in unknown {
                b.invalid.push(Breach::NoPlayer {
                    board,
                    player: StartNo(no),
                    field,
                });
            }
            if w == x {
                b.invalid.push(Breach::Himself {
                    board,
                    player: StartNo(w),
                });
            }
            continue;
        }
        let (a, c) = ((w.min(x) - 1) as usize, (w.max(x) - 1) as usize);
        let (white, black) = (StartNo(w), StartNo(x));
        if forbidden
            .iter()
            .any(|k| k.in_round(round) && (k.a, k.b) == (w.min(x), w.max(x)))
        {
            b.absolute.push(Breach::Forbidden {
                board,
                white,
                black,
            });
        } else if met.contains(&(a, c)) {
            b.absolute.push(Breach::Rematch {
                board,
                white,
                black,
            });
        }
        let mut against = 0;
        for (no, colour) in [(w, Colour::White), (x, Colour::Black)] {
            let history = swiss
                .players
                .get(no as usize - 1)
                .and_then(|p| p.as_ref())
                .map_or(&[][..], |p| &p.history);
            let s = super::swiss::ColourState::of(history);
            if s.absolute() && s.preference.is_some_and(|p| p != colour) {
                b.colour.push(Breach::Colour {
                    board,
                    player: StartNo(no),
                    must_be_white: colour != Colour::White,
                });
            } else if s.preference.is_some_and(|p| p != colour) {
                against += 1;
            }
        }
        if against == 2 {
            b.colour.push(Breach::BothAgainstPreference {
                board,
                white,
                black,
            });
        }
    }
    if let Some(no) = bye {
        if seen.contains_key(&no) {
            b.invalid.push(Breach::ByeAndBoard(StartNo(no)));
        }
        if t.entrant(no).is_none() {
            b.invalid.push(Breach::ByeNoPlayer {
                player: StartNo(no),
                field,
            });
        } else if (no as usize) <= swiss.players.len() && !swiss.bye_eligible(no as usize - 1) {
            b.absolute.push(Breach::SecondBye(StartNo(no)));
        }
        seen.insert(no, 0);
    }
    for e in &t.entrants {
        let i = e.no as usize - 1;
        if swiss.is_pairable(i) && !seen.contains_key(&e.no) {
            b.invalid.push(Breach::NotPaired(StartNo(e.no)));
        }
        if !swiss.is_pairable(i) && seen.contains_key(&e.no) {
            b.invalid.push(Breach::NotToPlay {
                player: StartNo(e.no),
                round: RoundNo(round),
            });
        }
    }
    if bye.is_none() && seen.len() % 2 == 1 {
        b.invalid.push(Breach::OddWithoutBye);
    }
    b
}
