//! The arbiter's hand on a tournament, as pure rules: which settings are fixed by now
//! ([`locks`]), whether the next round may be paired ([`incomplete`]), the pairing-allocated bye
//! of a round ([`pairing_bye`]), a manual change to the last round's pairing as one proposal
//! both faces build the same way ([`propose`]), and whether a score contradicts a result
//! ([`contradiction`]). The Swiss criteria a proposal is checked against are in
//! `pairing::stored`.

use super::{Board, ByeKind, GameResult, No, Round, RoundNo, StartNo, Tournament};
use crate::rules::Outcome;
use crate::rules::score::Ending;

/// A setting fixed by what has been paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lock {
    /// The pairing system, once round 1 is paired.
    System,
    /// The game, once round 1 is paired.
    Game,
    /// A Swiss's acceleration, once round 1 is paired (its virtual points run from round 1).
    Acceleration,
    /// A round-robin's number of rounds: the field decides it.
    RoundRobinRounds,
    /// An accelerated Swiss's number of rounds, once round 1 is paired: which rounds carry
    /// virtual points follows from it.
    AcceleratedRounds,
    /// The points of a pairing-allocated bye, once one was given (in this round).
    ByePoints(RoundNo),
    /// What decides pairings and standings, once round 1 is paired in rules mode (a Swiss's
    /// number of rounds, the tie-breaks, the scoring, the bye's points, forbidden pairs):
    /// changed only after leaving rules mode (docs/compliance.md).
    RulesMode,
}

/// Which settings can no longer change, and why; `None` where one still can.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Locks {
    /// The pairing system.
    pub system: Option<Lock>,
    /// The game played.
    pub game: Option<Lock>,
    /// The acceleration.
    pub acceleration: Option<Lock>,
    /// The number of rounds.
    pub rounds: Option<Lock>,
    /// The points of a pairing-allocated bye.
    pub bye_points: Option<Lock>,
    /// The tie-break list.
    pub tiebreaks: Option<Lock>,
    /// A team tournament's match points and ranking.
    pub scoring: Option<Lock>,
    /// Forbidden pairs (added or taken back).
    pub forbidden: Option<Lock>,
}

/// Which settings of `t` are fixed by now.
pub fn locks(t: &Tournament) -> Locks {
    let paired = !t.rounds.is_empty();
    // In rules mode, what decides pairings and standings is fixed once round 1 is paired.
    let rules = (paired && t.settings.rules_left.is_none()).then_some(Lock::RulesMode);
    Locks {
        system: paired.then_some(Lock::System),
        game: paired.then_some(Lock::Game),
        acceleration: paired.then_some(Lock::Acceleration),
        rounds: if t.settings.system.is_round_robin() {
            Some(Lock::RoundRobinRounds)
        } else if paired && t.settings.acceleration != super::Acceleration::None {
            Some(Lock::AcceleratedRounds)
        } else {
            rules
        },
        bye_points: t
            .rounds
            .iter()
            .find(|r| pairing_bye(r).is_some())
            .map(|r| Lock::ByePoints(r.number))
            .or(rules),
        tiebreaks: rules,
        scoring: rules,
        forbidden: rules,
    }
}

/// The last round and its boards without a result (adjourned games aside: they count as draws
/// for pairing), when it has any: the next round cannot be paired yet.
pub fn incomplete(t: &Tournament) -> Option<(RoundNo, Vec<Board>)> {
    let last = t.rounds.last()?;
    let missing: Vec<Board> = last
        .games
        .iter()
        .filter(|g| g.result.is_none() && !g.is_open_adjourned())
        .map(|g| g.board)
        .collect();
    (!missing.is_empty()).then_some((last.number, missing))
}

/// The player who has the pairing-allocated bye in round `r`.
pub fn pairing_bye(r: &Round) -> Option<No> {
    r.byes
        .iter()
        .find(|(_, k)| *k == ByeKind::PairingAllocated)
        .map(|&(no, _)| no)
}

/// Every bye of round `r` but the pairing-allocated one: the byes announced before it was paired
/// (and a round-robin's rests), which a new pairing of the round keeps.
pub fn announced_byes(r: &Round) -> Vec<(No, ByeKind)> {
    r.byes
        .iter()
        .copied()
        .filter(|(_, k)| *k != ByeKind::PairingAllocated)
        .collect()
}

/// A change an arbiter makes to the last round's pairing.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Change {
    /// Swap the colours on a board.
    SwapColours(Board),
    /// The pairing-allocated bye goes to White (`white`) or Black of a board, who gives his seat
    /// to the player who had the bye.
    ByeTo {
        /// The board.
        board: Board,
        /// True: White gets the bye.
        white: bool,
    },
    /// The Black players of two boards change places.
    ExchangeBlack(Board, Board),
    /// A whole new pairing: boards as (white, black) in board order, and the bye.
    Replace {
        /// The boards.
        boards: Vec<(StartNo, StartNo)>,
        /// The pairing-allocated bye.
        bye: Option<StartNo>,
    },
}

/// Whether two copies of a round pair the same: the same number, boards (white and black on
/// each) and byes. Results and scores do not count.
pub fn same_pairing(a: &Round, b: &Round) -> bool {
    let boards = |r: &Round| {
        r.games
            .iter()
            .map(|g| (g.board, g.white, g.black))
            .collect::<Vec<_>>()
    };
    let byes = |r: &Round| {
        let mut v = r.byes.clone();
        v.sort_unstable_by_key(|(no, _)| *no);
        v
    };
    a.number == b.number && boards(a) == boards(b) && byes(a) == byes(b)
}

/// A proposed pairing of round `round`, built from the stored round and a [`Change`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proposal {
    /// The round.
    pub round: RoundNo,
    /// Boards as (white, black) starting numbers, in board order.
    pub boards: Vec<(No, No)>,
    /// The pairing-allocated bye.
    pub bye: Option<No>,
    /// The byes kept from the stored round (see [`announced_byes`]).
    pub announced: Vec<(No, ByeKind)>,
}

/// Why a [`Change`] cannot be made to a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChangeError {
    /// The round has no such board.
    NoBoard(Board),
    /// The round has no pairing-allocated bye to move.
    NoPairingBye,
    /// Two boards that are one.
    SameBoard(Board),
}

/// The pairing round `r` would have after `change`. Both faces build a change this way, and the
/// operation builds it again from what is stored when it writes.
pub fn propose(r: &Round, change: &Change) -> Result<Proposal, ChangeError> {
    let mut boards: Vec<(No, No)> = r.games.iter().map(|g| (g.white, g.black)).collect();
    let mut bye = pairing_bye(r);
    let index = |b: Board| {
        r.games
            .iter()
            .position(|g| g.board == b)
            .ok_or(ChangeError::NoBoard(b))
    };
    match change {
        Change::SwapColours(b) => {
            let i = index(*b)?;
            boards[i] = (boards[i].1, boards[i].0);
        }
        Change::ByeTo { board, white } => {
            let i = index(*board)?;
            let had = bye.ok_or(ChangeError::NoPairingBye)?;
            let seat = if *white {
                &mut boards[i].0
            } else {
                &mut boards[i].1
            };
            bye = Some(std::mem::replace(seat, had));
        }
        Change::ExchangeBlack(a, b) => {
            let (i, j) = (index(*a)?, index(*b)?);
            if i == j {
                return Err(ChangeError::SameBoard(*a));
            }
            let x = boards[i].1;
            boards[i].1 = boards[j].1;
            boards[j].1 = x;
        }
        Change::Replace {
            boards: new,
            bye: b,
        } => {
            boards = new.iter().map(|&(w, x)| (w.0, x.0)).collect();
            bye = b.map(|b| b.0);
        }
    }
    Ok(Proposal {
        round: r.number,
        boards,
        bye,
        announced: announced_byes(r),
    })
}

/// Which game score a finding is about: a file the user gave (its name as given), or the score
/// already stored for a board (a corrected result is checked against it again). The words name
/// it (`words::score_name`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScoreName {
    /// A file, named as the user gave it.
    File(String),
    /// The score stored for this board.
    Stored(Board),
}

impl From<&str> for ScoreName {
    fn from(name: &str) -> ScoreName {
        ScoreName::File(name.to_string())
    }
}

/// Where a game score is invalid: its file, the place in it, and the engine's finding `W` (the
/// validator's located problem, `app::validate::Located`, whose words are `move 17… 36: the last
/// kumalak ...`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvalidAt<W> {
    /// The score.
    pub file: ScoreName,
    /// 1-based line.
    pub line: u32,
    /// 1-based column.
    pub col: u32,
    /// The move and the engine's finding.
    pub what: W,
}

/// What the rules engine said of a game score, as far as a result is concerned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ScoreSays<W> {
    /// The score is invalid there.
    Invalid(InvalidAt<W>),
    /// A valid score of `plies` plies, ending with `outcome` (none when unfinished).
    Valid {
        /// Plies played.
        plies: u32,
        /// How it ended, if it did.
        outcome: Option<Outcome>,
        /// How it ended.
        ending: Ending,
    },
}

/// Why a score contradicts the arbiter's result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Contradiction<W> {
    /// The score is invalid there.
    Invalid(InvalidAt<W>),
    /// A forfeit, but the score has moves.
    ForfeitWithMoves {
        /// Plies in the score.
        plies: u32,
    },
    /// The score ends with another result.
    Outcome {
        /// The arbiter's result.
        result: GameResult,
        /// What the score gives.
        score_gives: Outcome,
        /// How the game ended.
        ending: Ending,
    },
}

/// Whether a score contradicts `result` (no result: nothing to contradict, except that an
/// invalid score always does).
pub fn contradiction<W: Clone>(
    result: Option<GameResult>,
    says: &ScoreSays<W>,
) -> Option<Contradiction<W>> {
    let (plies, outcome, ending) = match says {
        ScoreSays::Invalid(v) => return Some(Contradiction::Invalid(v.clone())),
        ScoreSays::Valid {
            plies,
            outcome,
            ending,
        } => (*plies, *outcome, *ending),
    };
    let result = result?;
    if result.is_forfeit() {
        return (plies > 0).then_some(Contradiction::ForfeitWithMoves { plies });
    }
    let wanted = match result {
        GameResult::WhiteWins => Outcome::WhiteWins,
        GameResult::BlackWins => Outcome::BlackWins,
        _ => Outcome::Draw,
    };
    match outcome {
        Some(o) if o != wanted => Some(Contradiction::Outcome {
            result,
            score_gives: o,
            ending,
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{Game, Settings, System};

    fn round(boards: &[(No, No)], byes: &[(No, ByeKind)]) -> Round {
        Round {
            number: RoundNo(3),
            games: (1..)
                .zip(boards)
                .map(|(board, &(white, black))| Game {
                    board: Board(board),
                    white,
                    black,
                    ..Game::default()
                })
                .collect(),
            byes: byes.to_vec(),
            date: None,
        }
    }

    #[test]
    fn changes_build_the_same_proposal_for_every_face() {
        let r = round(
            &[(1, 2), (3, 4)],
            &[(5, ByeKind::PairingAllocated), (6, ByeKind::Half)],
        );
        let p = propose(&r, &Change::SwapColours(Board(2))).expect("board 2");
        assert_eq!(p.boards, vec![(1, 2), (4, 3)]);
        assert_eq!((p.bye, p.round), (Some(5), RoundNo(3)));
        assert_eq!(p.announced, vec![(6, ByeKind::Half)]);
        let p = propose(
            &r,
            &Change::ByeTo {
                board: Board(1),
                white: false,
            },
        )
        .expect("a bye to move");
        assert_eq!((p.boards[0], p.bye), ((1, 5), Some(2)));
        let p = propose(&r, &Change::ExchangeBlack(Board(1), Board(2))).expect("two boards");
        assert_eq!(p.boards, vec![(1, 4), (3, 2)]);
        assert_eq!(
            propose(&r, &Change::SwapColours(Board(9))),
            Err(ChangeError::NoBoard(Board(9)))
        );
        assert_eq!(
            propose(&r, &Change::ExchangeBlack(Board(2), Board(2))),
            Err(ChangeError::SameBoard(Board(2)))
        );
        let no_bye = round(&[(1, 2)], &[]);
        let to = Change::ByeTo {
            board: Board(1),
            white: true,
        };
        assert_eq!(propose(&no_bye, &to), Err(ChangeError::NoPairingBye));
    }

    #[test]
    fn locks_follow_what_is_paired() {
        let mut t = Tournament {
            settings: Settings::new("T", System::Swiss, 5),
            entrants: Vec::new(),
            rounds: Vec::new(),
            teams: Default::default(),
            event: None,
        };
        assert_eq!(locks(&t), Locks::default());
        t.rounds.push(round(&[(1, 2)], &[]));
        t.rounds.push(Round {
            number: RoundNo(4),
            ..round(&[(2, 1)], &[(3, ByeKind::PairingAllocated)])
        });
        let l = locks(&t);
        assert_eq!((l.system, l.game), (Some(Lock::System), Some(Lock::Game)));
        assert_eq!(l.bye_points, Some(Lock::ByePoints(RoundNo(4))));
        // In rules mode (the default) a Swiss's rounds, tie-breaks, scoring and forbidden
        // pairs are fixed once round 1 is paired; out of it, the rounds may change.
        assert_eq!(
            (l.rounds, l.tiebreaks, l.scoring, l.forbidden),
            (
                Some(Lock::RulesMode),
                Some(Lock::RulesMode),
                Some(Lock::RulesMode),
                Some(Lock::RulesMode)
            )
        );
        t.settings.rules_left = Some(2);
        let l = locks(&t);
        assert_eq!(
            l.rounds, None,
            "out of rules mode a Swiss may change its number of rounds"
        );
        assert_eq!((l.tiebreaks, l.scoring, l.forbidden), (None, None, None));
        assert_eq!(
            l.bye_points,
            Some(Lock::ByePoints(RoundNo(4))),
            "a bye given stays"
        );
        assert_eq!(incomplete(&t), Some((RoundNo(4), vec![Board(1)])));
        t.rounds[1].games[0].result = Some(GameResult::Draw);
        assert_eq!(incomplete(&t), None);
    }

    #[test]
    fn a_score_contradicts_a_result() {
        let won = ScoreSays::<String>::Valid {
            plies: 40,
            outcome: Some(Outcome::WhiteWins),
            ending: Ending::Resignation(Outcome::WhiteWins),
        };
        assert_eq!(contradiction(Some(GameResult::WhiteWins), &won), None);
        assert_eq!(contradiction(None, &won), None);
        assert!(matches!(
            contradiction(Some(GameResult::Draw), &won),
            Some(Contradiction::Outcome {
                score_gives: Outcome::WhiteWins,
                ..
            })
        ));
        assert_eq!(
            contradiction(Some(GameResult::BlackByForfeit), &won),
            Some(Contradiction::ForfeitWithMoves { plies: 40 })
        );
        let at = InvalidAt {
            file: "g.pgn".into(),
            line: 3,
            col: 4,
            what: "x".to_string(),
        };
        let bad = ScoreSays::Invalid(at.clone());
        assert_eq!(contradiction(None, &bad), Some(Contradiction::Invalid(at)));
        let unfinished = ScoreSays::<String>::Valid {
            plies: 3,
            outcome: None,
            ending: Ending::Unfinished,
        };
        assert_eq!(
            contradiction(Some(GameResult::BlackWins), &unfinished),
            None
        );
    }
}
