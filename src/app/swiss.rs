//! Swiss rounds of a stored tournament: the tournament as the Dutch engine sees it, pairing the
//! next round, and the checker that pairs every played round again and lists the differences.

use super::{Result, refuse};
use crate::pairing::dutch;
use crate::pairing::swiss::{Board, Colour, Outcome, Player, Points, Record, Swiss};
use crate::tournament::{ByeKind, GameResult, No, Slot, Tournament};

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
    forbidden: &[(No, No)],
) -> Swiss {
    let n = t.entrants.iter().map(|e| e.no).max().unwrap_or(0) as usize;
    let mut players: Vec<Option<Player>> = vec![None; n];
    for e in &t.entrants {
        let mut history: Vec<Record> = t
            .history(e.no, round - 1)
            .into_iter()
            .map(record_of)
            .collect();
        if let Some((_, kind)) = away.iter().find(|(no, _)| *no == e.no) {
            history.push(match kind {
                Some(ByeKind::Half) => Record {
                    outcome: Outcome::Draw,
                    ..Record::absent()
                },
                _ => Record::absent(),
            });
        }
        players[e.no as usize - 1] = Some(Player {
            rating: e.rating.unwrap_or(0),
            history,
        });
    }
    Swiss {
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
        forbidden: forbidden
            .iter()
            .map(|&(a, b)| (a as usize - 1, b as usize - 1))
            .collect(),
    }
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
                Some(GameResult::Draw) => (Outcome::Draw, true),
                Some(GameResult::WhiteWins) => {
                    (if white { Outcome::Win } else { Outcome::Loss }, true)
                }
                Some(GameResult::BlackWins) => {
                    (if white { Outcome::Loss } else { Outcome::Win }, true)
                }
                Some(GameResult::WhiteByForfeit) => {
                    (if white { Outcome::Win } else { Outcome::Loss }, false)
                }
                Some(GameResult::BlackByForfeit) => {
                    (if white { Outcome::Loss } else { Outcome::Win }, false)
                }
                Some(GameResult::DoubleForfeit) | None => (Outcome::Loss, false),
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
            outcome: Outcome::Win,
            played: false,
            paired: true,
        },
        Slot::Bye(ByeKind::Half) => Record {
            outcome: Outcome::Draw,
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
    forbidden: &[(No, No)],
) -> Result<RoundPairing> {
    let swiss = swiss_before(t, round, away, forbidden);
    let boards = match dutch::pair(&swiss) {
        Ok(b) => b,
        Err(e) => return refuse(format!("round {round}: {e}")),
    };
    Ok(split(&boards))
}

fn split(boards: &[Board]) -> RoundPairing {
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
    pub dutch: std::result::Result<RoundPairing, String>,
}

/// Pairs every stored round of Swiss `t` again from the rounds before it (with the byes and
/// withdrawals it had) and returns the rounds that differ: a manual change, or a pairing made
/// elsewhere. Pairs, colours and the bye count; board order does not (a file imported from
/// another program numbers its boards its own way).
pub fn check(t: &Tournament, forbidden: &[(No, No)]) -> Vec<Difference> {
    let mut out = Vec::new();
    for r in &t.rounds {
        let stored_bye = r
            .byes
            .iter()
            .find(|(_, k)| *k == ByeKind::PairingAllocated)
            .map(|&(no, _)| no);
        let stored = (
            r.games
                .iter()
                .map(|g| (g.white, g.black))
                .collect::<Vec<_>>(),
            stored_bye,
        );
        // Away: every player who was not paired in it. That is the byes it had, players
        // withdrawn by then, and players who entered late (their rounds before entry are
        // absences): the round is compared with the players present in it.
        let away: Vec<(No, Option<ByeKind>)> = t
            .entrants
            .iter()
            .filter(|e| !r.games.iter().any(|g| g.white == e.no || g.black == e.no))
            .filter(|e| Some(e.no) != stored_bye)
            .map(|e| {
                let kind = r.byes.iter().find(|(no, _)| *no == e.no).map(|&(_, k)| k);
                (e.no, kind)
            })
            .collect();
        let dutch = dutch_round(t, r.number, &away, forbidden).map_err(|e| e.to_string());
        let sorted = |p: &RoundPairing| {
            let mut b = p.0.clone();
            b.sort_unstable();
            (b, p.1)
        };
        if dutch.as_ref().map(sorted) != Ok(sorted(&stored)) {
            out.push(Difference {
                round: r.number,
                stored,
                dutch,
            });
        }
    }
    out
}

/// Keeps players `a` and `b` apart in every later Swiss round (or lets them meet again).
pub fn forbid(store: &mut crate::store::Store, tid: i64, a: No, b: No, keep: bool) -> Result<()> {
    let t = super::load(store, tid)?;
    if t.settings.system != crate::tournament::System::Swiss {
        return refuse(
            "forbidden pairs are for Swiss tournaments; a round-robin's pairings are fixed by the Berger tables",
        );
    }
    if a == b {
        return refuse("a player cannot be paired with himself anyway");
    }
    let id = |no: No| {
        t.entrant(no)
            .map(|e| e.player_id)
            .ok_or_else(|| super::AppError::Refused(format!("there is no player {no}")))
    };
    let (ia, ib) = (id(a)?, id(b)?);
    Ok(store.write(|db| db.set_forbidden(tid, ia, ib, keep))?)
}

/// What a manual change to a round would break: whether it is a round at all (refused), the
/// absolute criteria (refused unless forced) and the colour rules (warnings).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Breaches {
    /// Not a round at all: a player twice, a player left out, one who is not to play.
    pub invalid: Vec<String>,
    /// Rematches, forbidden pairs, a second full point without playing.
    pub absolute: Vec<String>,
    /// Colour preferences that an absolute criterion protects, broken.
    pub colour: Vec<String>,
}

/// Checks an arbiter's pairing of `round` (boards as white-black starting numbers, the bye)
/// against the Dutch system's absolute criteria.
pub fn breaches(
    t: &Tournament,
    round: u32,
    boards: &[(No, No)],
    bye: Option<No>,
    announced: &[(No, ByeKind)],
    forbidden: &[(No, No)],
) -> Breaches {
    let away = away_in(t, round, announced);
    let swiss = swiss_before(t, round, &away, forbidden);
    let mut b = Breaches::default();
    let met = swiss.played_pairs();
    let mut seen = std::collections::HashMap::new();
    let field = t.entrants.len();
    for (i, &(w, x)) in boards.iter().enumerate() {
        for no in [w, x] {
            if let Some(prev) = seen.insert(no, i + 1) {
                b.invalid
                    .push(format!("player {no} is on boards {prev} and {}", i + 1));
            }
        }
        // A number that names no player (0, past the field) is refused before any index.
        let unknown: Vec<No> = [w, x]
            .into_iter()
            .filter(|&no| t.entrant(no).is_none())
            .collect();
        if !unknown.is_empty() || w == x {
            for no in unknown {
                b.invalid.push(format!(
                    "board {}: there is no player {no} (players 1..{field})",
                    i + 1
                ));
            }
            if w == x {
                b.invalid
                    .push(format!("board {}: player {w} cannot play himself", i + 1));
            }
            continue;
        }
        let (a, c) = ((w.min(x) - 1) as usize, (w.max(x) - 1) as usize);
        if forbidden
            .iter()
            .any(|&(p, q)| (p.min(q), p.max(q)) == (w.min(x), w.max(x)))
        {
            b.absolute
                .push(format!("board {}: {w} and {x} are a forbidden pair", i + 1));
        } else if met.contains(&(a, c)) {
            b.absolute.push(format!(
                "board {}: {w} and {x} have already played each other",
                i + 1
            ));
        }
        for (no, colour) in [(w, Colour::White), (x, Colour::Black)] {
            let history = swiss
                .players
                .get(no as usize - 1)
                .and_then(|p| p.as_ref())
                .map_or(&[][..], |p| &p.history);
            let s = crate::pairing::swiss::ColourState::of(history);
            if s.absolute() && s.preference.is_some_and(|p| p != colour) {
                b.colour.push(format!(
                    "board {}: {no} must have {} (absolute colour preference)",
                    i + 1,
                    if colour == Colour::White {
                        "Black"
                    } else {
                        "White"
                    }
                ));
            }
        }
    }
    if let Some(no) = bye {
        if seen.contains_key(&no) {
            b.invalid
                .push(format!("player {no} has a board and the bye"));
        }
        if t.entrant(no).is_none() {
            b.invalid.push(format!(
                "the bye: there is no player {no} (players 1..{field})"
            ));
        } else if (no as usize) <= swiss.players.len() && !swiss.bye_eligible(no as usize - 1) {
            b.absolute.push(format!(
                "player {no} has already had a bye or a win without playing"
            ));
        }
        seen.insert(no, 0);
    }
    for e in &t.entrants {
        let i = e.no as usize - 1;
        if swiss.is_pairable(i) && !seen.contains_key(&e.no) {
            b.invalid.push(format!("player {} is not paired", e.no));
        }
        if !swiss.is_pairable(i) && seen.contains_key(&e.no) {
            b.invalid.push(format!(
                "player {} is not to be paired in round {round} (bye announced or withdrawn)",
                e.no
            ));
        }
    }
    if bye.is_none() && seen.len() % 2 == 1 {
        b.invalid.push("an odd number of players and no bye".into());
    }
    b
}

/// Replaces the last round's pairing (before any result is in) with the arbiter's: boards as
/// white-black starting numbers in board order, and the pairing-allocated bye. Refused when it
/// breaks an absolute criterion, unless `force`; returns the warnings either way.
pub fn replace_round(
    store: &mut crate::store::Store,
    tid: i64,
    boards: &[(No, No)],
    bye: Option<No>,
    force: bool,
) -> Result<Breaches> {
    // Loaded, checked and written in one transaction: a result entered meanwhile elsewhere
    // refuses the change instead of being lost with the old pairing.
    store.transaction(|db| {
        let t = super::load_in(db, tid)?;
        replace_in(db, &t, boards, bye, force)
    })
}

fn replace_in(
    db: &crate::store::Db<'_>,
    t: &Tournament,
    boards: &[(No, No)],
    bye: Option<No>,
    force: bool,
) -> Result<Breaches> {
    let tid = t.settings.id;
    let Some(last) = t.rounds.last() else {
        return refuse("no round is paired yet");
    };
    if last.games.iter().any(|g| g.result.is_some()) {
        return refuse(format!(
            "round {} already has results; a pairing can be changed only before any result",
            last.number
        ));
    }
    let round = last.number;
    let forbidden = db.forbidden_pairs(tid)?;
    let announced: Vec<(No, ByeKind)> = last
        .byes
        .iter()
        .copied()
        .filter(|(_, k)| *k != ByeKind::PairingAllocated)
        .collect();
    let b = breaches(t, round, boards, bye, &announced, &forbidden);
    if !b.invalid.is_empty() {
        return refuse(format!("round {round}: {}", b.invalid.join("; ")));
    }
    if !b.absolute.is_empty() && !force {
        return refuse(format!(
            "round {round}: {}; use --force to pair it anyway",
            b.absolute.join("; ")
        ));
    }
    let id = |no: No| t.entrant(no).map_or(0, |e| e.player_id);
    let ids: Vec<(i64, i64)> = boards.iter().map(|&(w, x)| (id(w), id(x))).collect();
    let mut byes: Vec<(i64, ByeKind)> = announced.iter().map(|&(no, k)| (id(no), k)).collect();
    if let Some(no) = bye {
        byes.push((id(no), ByeKind::PairingAllocated));
    }
    db.delete_round(tid, round)?;
    db.insert_round(tid, round, &ids, &byes)?;
    Ok(b)
}
