//! Why this pairing? A stored round explained (`orda explain`, the window's Why? panel, a
//! player's live page): a Swiss round paired again from the rounds before it, by the run
//! that explains it (`pairing::explain`), its boards matched with the stored ones; boards the
//! arbiter made by hand, with who made them (from the journal) and the first criterion they
//! are worse in than the Dutch system's pairing; a round-robin round's Berger table line.

use std::collections::{HashMap, HashSet};

use serde::Serialize;

use super::Refusal;
use super::query;

type Result<T> = std::result::Result<T, Refusal>;
use crate::pairing::berger;
use crate::pairing::criteria::{self, Comparison};
use crate::pairing::explain::{self, Explanation, Verdict};
use crate::pairing::stored;
use crate::store::Store;
use crate::tournament::{No, Round, RoundNo, StartNo, System, Tournament, TournamentId};

/// A stored round explained.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RoundWhy {
    /// The round.
    pub round: u32,
    /// How it was paired, and why.
    #[serde(flatten)]
    pub how: How,
}

/// How a round was paired, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "system", rename_all = "snake_case")]
pub enum How {
    /// By the Dutch system: the boards it paired (numbered as stored) and the bye, explained;
    /// and what the arbiter changed, if anything.
    Dutch {
        /// The explanation of the boards the Dutch system paired as stored.
        #[serde(flatten)]
        why: Box<Explanation>,
        /// Boards made by hand, if any.
        by_hand: Option<ByHand>,
    },
    /// By the Berger tables.
    Berger {
        /// The table's size (the field, plus one when odd).
        table: u32,
        /// Each board and the table's line for it (its board in the table's round).
        boards: Vec<BergerBoard>,
    },
}

/// One board of a round-robin round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BergerBoard {
    /// Board number as stored.
    pub board: u32,
    /// White.
    pub white: No,
    /// Black.
    pub black: No,
    /// The table's round (for a double round-robin, the round of the table the cycle plays).
    pub table_round: u32,
    /// The board in the table's round (`None`: not as the table has it, made by hand).
    pub line: Option<u32>,
}

/// What the arbiter paired otherwise than the Dutch system.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ByHand {
    /// The stored boards the Dutch system did not pair (White, Black; `None` Black the bye).
    pub stored: Vec<(No, Option<No>)>,
    /// The Dutch system's boards instead.
    pub dutch: Vec<(No, Option<No>)>,
    /// Who changed the round by hand, and when (the journal's last pairing line for it).
    pub who: Option<String>,
    /// When (UTC).
    pub at: Option<String>,
    /// What the stored round comes to against the Dutch system's pairing: the absolute
    /// criterion it breaks, or the first criterion it is worse in (or equal in all).
    pub verdict: Verdict,
}

/// Round `round` of tournament `t` explained.
pub fn explain(store: &mut Store, t: TournamentId, round: RoundNo) -> Result<RoundWhy> {
    let tour = query::tournament(store, t)?;
    explain_loaded(store, &tour, round)
}

/// [`explain`] of a tournament already loaded (the live pages have it).
pub fn explain_loaded(store: &mut Store, tour: &Tournament, round: RoundNo) -> Result<RoundWhy> {
    let r = round_in(tour, round)?;
    if tour.settings.team.is_some() {
        return Err(Refusal::ExplainNotTeams);
    }
    let how = match tour.settings.system {
        System::RoundRobin | System::DoubleRoundRobin => berger_why(tour, r),
        System::Swiss => {
            let t = tour.settings.id;
            let forbidden = query::forbidden(store, t)?;
            let journal = query::journal(store, Some(t))?;
            dutch_why(tour, r, &forbidden, &journal)?
        }
    };
    Ok(RoundWhy {
        round: round.0,
        how,
    })
}

/// The round a player's live page explains: the last paired, when the arbiter lets the pages
/// say why (the hall's setting) and the tournament's rounds can be explained.
pub fn page_round(tour: &Tournament, hall: &crate::tournament::hall::Hall) -> Option<RoundNo> {
    let last = tour.rounds.last()?.number;
    (hall.explain && tour.settings.team.is_none()).then_some(last)
}

/// Round `round` of `tour`, refused when it is not paired.
fn round_in(tour: &Tournament, round: RoundNo) -> Result<&Round> {
    tour.rounds
        .iter()
        .find(|r| r.number == round)
        .ok_or(Refusal::RoundNotPaired {
            round,
            paired: tour.rounds.len() as u32,
        })
}

impl RoundWhy {
    /// Board `board` only (0: the pairing-allocated bye); `false` when the round has no such
    /// board.
    pub fn keep_board(&mut self, board: u32) -> bool {
        match &mut self.how {
            How::Dutch { why, by_hand } => {
                why.boards.retain(|b| b.board == board);
                if board != 0 {
                    why.bye = None;
                }
                // A board the Dutch system did not pair was made by hand: that is its reason.
                if !why.boards.is_empty() || why.bye.is_some() {
                    *by_hand = None;
                }
                !why.boards.is_empty() || why.bye.is_some() || by_hand.is_some()
            }
            How::Berger { boards, .. } => {
                boards.retain(|b| b.board == board);
                !boards.is_empty()
            }
        }
    }

    /// Player `no`'s board or bye only, and his own questions about it; `false` when he is not
    /// paired in the round.
    pub fn keep_player(&mut self, no: No) -> bool {
        match &mut self.how {
            How::Dutch { why, by_hand } => {
                why.boards.retain(|b| b.white.no == no || b.black.no == no);
                for b in &mut why.boards {
                    b.alternatives.retain(|a| a.player == no);
                }
                if why.bye.as_ref().is_some_and(|b| b.player.no != no) {
                    why.bye = None;
                }
                let touches = |h: &ByHand| h.stored.iter().any(|&(w, b)| w == no || b == Some(no));
                if by_hand.as_ref().is_some_and(|h| !touches(h)) {
                    *by_hand = None;
                }
                !why.boards.is_empty() || why.bye.is_some() || by_hand.is_some()
            }
            How::Berger { boards, .. } => {
                boards.retain(|b| b.white == no || b.black == no);
                !boards.is_empty()
            }
        }
    }
}

/// What player `no`'s live page says of round `round` (the last paired): his board or bye
/// explained, his own questions, and "why not the leader?" (the first player of the highest
/// score in the round, if not his opponent). `None` when he is not paired in it; refused when
/// the round cannot be explained.
pub fn for_player(
    store: &mut Store,
    tour: &Tournament,
    round: RoundNo,
    no: StartNo,
) -> Result<Option<RoundWhy>> {
    let whole = explain_loaded(store, tour, round)?;
    Ok(for_player_from(store, tour, round, no, &whole))
}

/// [`for_player`] from the round explained whole (the live pages make it once for every
/// player's page).
pub fn for_player_from(
    store: &mut Store,
    tour: &Tournament,
    round: RoundNo,
    no: StartNo,
    whole: &RoundWhy,
) -> Option<RoundWhy> {
    let mut why = whole.clone();
    if !why.keep_player(no.0) {
        return None;
    }
    leader_question(store, tour, round, no, &mut why);
    Some(why)
}

/// Adds "why not the leader?" to a player's explanation (a Dutch round as the engine paired
/// it): the first player of the highest score in the round, if not his opponent.
fn leader_question(
    store: &mut Store,
    tour: &Tournament,
    round: RoundNo,
    no: StartNo,
    why: &mut RoundWhy,
) -> Option<()> {
    if let How::Dutch {
        why: w,
        by_hand: None,
    } = &mut why.how
    {
        let r = tour.rounds.iter().find(|r| r.number == round)?;
        let forbidden = query::forbidden(store, tour.settings.id).ok()?;
        let swiss = stored::swiss_as_stored(tour, r, &forbidden);
        let boards = stored_boards(r);
        let opponent = boards.iter().find_map(|b| match b.black {
            Some(x) if b.white == no.0 as usize - 1 => Some(x),
            Some(x) if x == no.0 as usize - 1 => Some(b.white),
            _ => None,
        });
        let leader = (0..swiss.players.len())
            .filter(|&x| swiss.is_pairable(x) && x != no.0 as usize - 1 && Some(x) != opponent)
            .max_by_key(|&x| (swiss.score(x, 0), std::cmp::Reverse(x)));
        if let Some(alt) = leader.and_then(|y| {
            explain::why_not_as(
                &swiss,
                &boards,
                no.0 as usize - 1,
                Some(y),
                explain::Expected::Leader,
            )
        }) {
            match (w.boards.first_mut(), &mut w.bye) {
                (Some(b), _) => b.alternatives.push(alt),
                (None, Some(b)) => b.alternatives.push(alt),
                _ => {}
            }
        }
    }
    Some(())
}

/// A stored round's boards as the engine numbers players (the bye last).
fn stored_boards(r: &Round) -> Vec<crate::pairing::swiss::Board> {
    r.games
        .iter()
        .map(|g| crate::pairing::swiss::Board {
            white: g.white as usize - 1,
            black: Some(g.black as usize - 1),
        })
        .chain(
            crate::tournament::manual::pairing_bye(r).map(|b| crate::pairing::swiss::Board {
                white: b as usize - 1,
                black: None,
            }),
        )
        .collect()
}

fn berger_why(t: &Tournament, r: &Round) -> How {
    let n = t.entrants.len() as u32;
    let double = t.settings.system == System::DoubleRoundRobin;
    let schedule = berger::schedule(n, double);
    let table = berger::table(n);
    let played = schedule.get(r.number.0 as usize - 1);
    // The table's round this round plays: the one whose boards it has, as stored.
    let table_round = played
        .and_then(|p| {
            let key = |b: &[(No, No)]| {
                let mut v: Vec<(No, No)> = b.iter().map(|&(w, x)| (w.min(x), w.max(x))).collect();
                v.sort_unstable();
                v
            };
            table
                .iter()
                .position(|tr| key(&tr.boards) == key(&p.boards))
        })
        .map_or(r.number.0, |k| k as u32 + 1);
    // Each of the table round's boards and its line, looked up rather than searched per board.
    let lines: HashMap<(No, No), u32> = played
        .iter()
        .flat_map(|p| p.boards.iter().zip(1..).map(|(&wb, k)| (wb, k)))
        .collect();
    let boards = r
        .games
        .iter()
        .map(|g| BergerBoard {
            board: g.board.0,
            white: g.white,
            black: g.black,
            table_round,
            line: lines.get(&(g.white, g.black)).copied(),
        })
        .collect();
    How::Berger {
        table: n + n % 2,
        boards,
    }
}

fn dutch_why(
    t: &Tournament,
    r: &Round,
    forbidden: &[crate::tournament::KeptApart],
    journal: &[crate::tournament::journal::Entry],
) -> Result<How> {
    let stored_bye = crate::tournament::manual::pairing_bye(r);
    let swiss = stored::swiss_as_stored(t, r, forbidden);
    let (boards, mut why) =
        explain::pair_explained(&swiss).map_err(|e| Refusal::NoPairing(e).in_round(r.number))?;
    let stored: Vec<(No, Option<No>)> = r
        .games
        .iter()
        .map(|g| (g.white, Some(g.black)))
        .chain(stored_bye.map(|b| (b, None)))
        .collect();
    let dutch: Vec<(No, Option<No>)> = boards
        .iter()
        .map(|b| (b.white as No + 1, b.black.map(|x| x as No + 1)))
        .collect();
    // The explained boards that are stored as paired, numbered as stored.
    let stored_board: HashMap<(No, No), u32> = r
        .games
        .iter()
        .map(|g| ((g.white, g.black), g.board.0))
        .collect();
    why.boards
        .retain_mut(|b| match stored_board.get(&(b.white.no, b.black.no)) {
            Some(&board) => {
                b.board = board;
                true
            }
            None => false,
        });
    why.boards.sort_by_key(|b| b.board);
    if why.bye.as_ref().map(|b| b.player.no) != stored_bye {
        why.bye = None;
    }
    let (in_stored, in_dutch): (HashSet<_>, HashSet<_>) = (
        stored.iter().copied().collect(),
        dutch.iter().copied().collect(),
    );
    let extra: Vec<(No, Option<No>)> = stored
        .iter()
        .copied()
        .filter(|p| !in_dutch.contains(p))
        .collect();
    let by_hand = (!extra.is_empty()).then(|| {
        let made = changed_by(journal, r.number);
        let index = |p: &[(No, Option<No>)]| -> Vec<(usize, Option<usize>)> {
            p.iter()
                .map(|&(w, b)| (w as usize - 1, b.map(|b| b as usize - 1)))
                .collect()
        };
        let ev = criteria::Evaluator::new(&swiss);
        let verdict = match (ev.evaluate(&index(&dutch)), ev.evaluate(&index(&stored))) {
            (_, Err(b)) => Verdict::Breaks {
                criterion: b.criterion(),
                players: b.players().into_iter().map(|x| x as No + 1).collect(),
            },
            (Ok(ours), Ok(theirs)) => match criteria::compare(&ours, &theirs) {
                Comparison::Differ(d) => Verdict::Worse {
                    criterion: d.criterion,
                    bracket: d.score,
                    made: d.ours,
                    instead: d.theirs,
                },
                Comparison::Order(bracket) => Verdict::Order { bracket },
                Comparison::Same => Verdict::Order { bracket: 0 },
            },
            (Err(_), Ok(_)) => Verdict::Order { bracket: 0 },
        };
        ByHand {
            dutch: dutch
                .iter()
                .copied()
                .filter(|p| !in_stored.contains(p))
                .collect(),
            stored: extra,
            who: made.map(|e| e.who.clone()),
            at: made.map(|e| e.at.clone()),
            verdict,
        }
    });
    Ok(How::Dutch {
        why: Box::new(why),
        by_hand,
    })
}

/// The journal's last line that changed round `round`'s pairing by hand (or imported it):
/// the rounds are counted through the journal, since a change is made to the last round.
fn changed_by(
    journal: &[crate::tournament::journal::Entry],
    round: RoundNo,
) -> Option<&crate::tournament::journal::Entry> {
    use crate::tournament::journal::Subject;
    let mut rounds = 0u32;
    let mut found = None;
    for e in journal
        .iter()
        .filter(|e| e.undone_by.is_none() && e.undoes.is_none())
    {
        match e.kind.as_str() {
            "pair-round" | "pair-present" => rounds += 1,
            "delete-last-round" => rounds = rounds.saturating_sub(1),
            "pair-by-hand" => {
                rounds = match e.subject {
                    Subject::Round(n) => n.0,
                    _ => rounds + 1,
                };
                if rounds == round.0 {
                    found = Some(e);
                }
            }
            "change-pairing" if rounds == round.0 => found = Some(e),
            "import-trf" if found.is_none() => found = Some(e),
            _ => {}
        }
    }
    found
}

/// Why player `no` was not paired with `other` (or given the bye, `other == None`) in round
/// `round`: the alternative and its verdict. Refused for a round not paired by the Dutch
/// system, a player not in it, or the pairing made.
pub fn why_not(
    store: &mut Store,
    tour: &Tournament,
    round: RoundNo,
    no: StartNo,
    other: Option<StartNo>,
) -> Result<explain::Alternative> {
    let r = round_in(tour, round)?;
    if tour.settings.system != System::Swiss || tour.settings.team.is_some() {
        return Err(Refusal::ExplainNotTeams);
    }
    for x in std::iter::once(no).chain(other) {
        if !tour.entrants.iter().any(|e| e.no == x.0) {
            return Err(Refusal::NoPlayer(x));
        }
    }
    let forbidden = query::forbidden(store, tour.settings.id)?;
    let swiss = stored::swiss_as_stored(tour, r, &forbidden);
    // The round as stored (what the player sees), so that the question is about it.
    explain::why_not(
        &swiss,
        &stored_boards(r),
        no.0 as usize - 1,
        other.map(|o| o.0 as usize - 1),
    )
    .ok_or(Refusal::NotAnAlternative { no, other })
}
