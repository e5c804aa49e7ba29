//! A TRF file as a Swiss tournament to pair ([`crate::pairing::swiss::Swiss`]), and a round's
//! pairing in the reference engines' pairs format.
//!
//! The reading follows the conventions of the FIDE-endorsed engines, so that Orda pairs a file
//! exactly as they do: the rounds already paired are those in which somebody was paired (an
//! announced bye in the next round's columns does not count); a blank round inside a line is an
//! absence; a forfeit (`+`/`-`) is a pairing but not a played game; `U` (or `0000 - +`) is the
//! pairing-allocated bye; `F`, `H`, `Z` are full-, half- and zero-point byes outside the pairing.
//! `XXR`/`142` give the number of rounds, `XXC white1|black1`/`152 W|B` the first colour
//! (inferred from round 1 when absent), `XXP a b ...` and `260 r1 r2 a b ...` forbidden pairs,
//! `240 R a b ...` byes announced for round R, `BBW BBD BBL BBZ BBF BBU` and `162` the points.

use super::trf::{Trf, TrfAcceleration, TrfError, TrfProblem as P};
use crate::pairing::baku;
use crate::pairing::swiss::{Board, Colour, Player, Record, RoundResult, Swiss};

fn err(line: usize, col: usize, token: impl Into<String>, problem: P) -> TrfError {
    TrfError {
        line,
        col,
        token: token.into(),
        problem,
    }
}

/// Builds the tournament to pair from `trf`: the round after the last one paired.
pub fn to_swiss(trf: &Trf) -> Result<Swiss, TrfError> {
    for p in &trf.players {
        if p.no == 0 || p.no > 9999 {
            return Err(err(p.line, 5, p.no.to_string(), P::RankOutOfRange));
        }
    }
    let n = trf.players.iter().map(|p| p.no as usize).max().unwrap_or(0);
    let mut players: Vec<Option<Player>> = vec![None; n];
    let mut lines = vec![0usize; n];
    let mut played_rounds = 0usize;
    for p in &trf.players {
        let id = p.no as usize - 1;
        let mut history: Vec<Record> = Vec::new();
        let mut skipped = 0;
        for (r, round) in p.rounds.iter().enumerate() {
            let col = 92 + 10 * r;
            let rec = record(round.opponent, round.colour, round.result, id, n).map_err(|m| {
                err(
                    p.line,
                    col,
                    format!(
                        "{:>4} {} {}",
                        round.opponent.unwrap_or(0),
                        round.colour,
                        round.result
                    ),
                    m,
                )
            })?;
            let Some(rec) = rec else {
                skipped += 1;
                continue;
            };
            history.extend(std::iter::repeat_n(Record::absent(), skipped));
            skipped = 0;
            played_rounds = played_rounds.max(history.len());
            history.push(rec);
            if rec.paired {
                played_rounds = played_rounds.max(history.len());
            }
        }
        lines[id] = p.line;
        players[id] = Some(Player {
            rating: p.rating.unwrap_or(0),
            history,
            acceleration: Vec::new(),
        });
    }
    if !players.is_empty()
        && players
            .iter()
            .flatten()
            .all(|p| p.history.len() > played_rounds)
    {
        played_rounds += 1;
    }
    for p in players.iter_mut().flatten() {
        if p.history.len() < played_rounds {
            p.history.resize(played_rounds, Record::absent());
        }
    }
    let total_rounds = trf
        .rounds
        .map(|r| r as usize)
        .ok_or_else(|| err(1, 1, "XXR", P::NoRoundCount))?;
    if played_rounds >= total_rounds {
        return Err(err(
            1,
            1,
            format!("XXR {total_rounds}"),
            P::AllPaired {
                played: played_rounds,
                rounds: total_rounds,
            },
        ));
    }
    // Announced byes from 240 lines.
    for (line, round, ids) in &trf.announced {
        if *round as usize != played_rounds + 1 {
            continue;
        }
        for &no in ids {
            let Some(Some(p)) = players.get_mut(no as usize - 1) else {
                return Err(err(*line, 1, no.to_string(), P::ByeNotInFile));
            };
            if p.history.len() <= played_rounds {
                p.history.push(Record::absent());
            }
        }
    }
    // Each line a group (the engine keeps any two of its players apart), not its pairs.
    let mut forbidden_groups = Vec::new();
    for (line, ids, rounds) in &trf.forbidden {
        for &a in ids {
            if a as usize > n || players[a as usize - 1].is_none() {
                return Err(err(*line, 1, a.to_string(), P::ForbiddenNotInFile));
            }
        }
        // A `260` covers its rounds only.
        let next = played_rounds as u32 + 1;
        if rounds.is_some_and(|(first, last)| next < first || next > last) {
            continue;
        }
        let mut group: Vec<usize> = ids.iter().map(|&a| a as usize - 1).collect();
        group.sort_unstable();
        group.dedup();
        if group.len() >= 2 {
            forbidden_groups.push(group);
        }
    }
    let mut s = Swiss {
        players,
        played_rounds,
        total_rounds,
        points: trf.points.unwrap_or_default(),
        first_colour: Colour::White,
        forbidden: Vec::new(),
        forbidden_groups,
    };
    accelerate(trf, &mut s)?;
    // Every played game must be told the same way by both players.
    for (i, p) in s.players.iter().enumerate() {
        let Some(p) = p else { continue };
        for (r, rec) in p.history.iter().enumerate() {
            let Some(o) = rec.opponent else { continue };
            let theirs = s.players[o].as_ref().and_then(|q| q.history.get(r));
            let agrees = theirs.is_some_and(|t| {
                t.opponent == Some(i)
                    && t.played == rec.played
                    && (!rec.played || (t.colour.is_some() && t.colour != rec.colour))
            });
            if !agrees {
                return Err(err(
                    lines[i],
                    92 + 10 * r,
                    (o + 1).to_string(),
                    P::SaysOtherwise {
                        round: r + 1,
                        player: i + 1,
                        opponent: o + 1,
                    },
                ));
            }
        }
    }
    for t in &trf.players {
        let i = t.no as usize - 1;
        let Some(p) = &s.players[i] else { continue };
        let written = t.points;
        let counted: u32 = p.history[..played_rounds.min(p.history.len())]
            .iter()
            .fold(0u32, |a, r| a.saturating_add(s.points.of(r)));
        // The points column is in half-points; tenths here. It may count the announced bye of
        // the round to pair, and the round's virtual points (as the reference engine reads it).
        let next = p.history.get(played_rounds).map_or(0, |r| s.points.of(r));
        let virtual_points = p.acceleration.get(played_rounds).copied().unwrap_or(0);
        if let Some(w) = written
            && ![0, next, virtual_points, next.saturating_add(virtual_points)]
                .iter()
                .any(|&extra| w * 5 == counted.saturating_add(extra))
        {
            return Err(err(
                lines[i],
                81,
                format!("{:.1}", w as f64 / 2.0),
                P::PointsDiffer {
                    player: i + 1,
                    counted,
                    written: w * 5,
                },
            ));
        }
    }
    s.first_colour = match trf.first_colour {
        Some(c) => c,
        None => infer_first_colour(&s).ok_or_else(|| err(1, 1, "XXC", P::FirstColourUnknown))?,
    };
    Ok(s)
}

/// The virtual points of the file: its `XXA` and `250` records when it has any, else the Baku
/// method when `192` asks for it (group A counts the players of the file).
fn accelerate(trf: &Trf, s: &mut Swiss) -> Result<(), TrfError> {
    if !trf.accelerations.is_empty() {
        return by_hand(trf, &mut s.players, s.total_rounds);
    }
    if trf.baku() {
        baku::accelerate(s).map_err(|_| {
            err(
                trf.system_line,
                5,
                trf.system.clone().unwrap_or_default(),
                P::PointsNotBaku,
            )
        })?;
    }
    Ok(())
}

/// Gives `players` (by starting rank minus one) the virtual points of the file's `XXA` and
/// `250` records, in file order: an `XXA` line continues its player's rounds, a `250` line sets
/// its rounds (as the reference engine reads them). Refused: a player not in the file, more
/// rounds than `total_rounds`.
pub fn by_hand(
    trf: &Trf,
    players: &mut [Option<Player>],
    total_rounds: usize,
) -> Result<(), TrfError> {
    let n = players.len();
    let too_many = |line: usize, col: usize, token: String, player: u32| {
        err(
            line,
            col,
            token,
            P::TooManyAccelerations {
                player,
                rounds: total_rounds,
            },
        )
    };
    for a in &trf.accelerations {
        match a {
            TrfAcceleration::Player {
                line,
                player,
                points,
            } => {
                let Some(Some(p)) = players.get_mut((*player as usize).wrapping_sub(1)) else {
                    return Err(err(
                        *line,
                        5,
                        player.to_string(),
                        P::PlayerNotInFile(*player),
                    ));
                };
                p.acceleration.extend_from_slice(points);
                if p.acceleration.len() > total_rounds {
                    return Err(too_many(*line, 5, player.to_string(), *player));
                }
            }
            TrfAcceleration::Range {
                line,
                points,
                rounds: (r1, r2),
                players: (p1, p2),
            } => {
                if *p2 as usize > n {
                    return Err(err(*line, 28, p2.to_string(), P::PlayerNotInFile(*p2)));
                }
                let (from, to) = (*r1 as usize - 1, *r2 as usize);
                if to > total_rounds {
                    return Err(too_many(*line, 19, r2.to_string(), *p1));
                }
                for p in players[*p1 as usize - 1..*p2 as usize].iter_mut().flatten() {
                    if p.acceleration.len() < to {
                        p.acceleration.resize(to, 0);
                    }
                    p.acceleration[from..to].fill(*points);
                }
            }
        }
    }
    Ok(())
}

/// One round block as a record; `None` for a blank block.
fn record(
    opponent: Option<u32>,
    colour: char,
    result: char,
    id: usize,
    n: usize,
) -> Result<Option<Record>, P> {
    let colour = match colour {
        'w' => Some(Colour::White),
        'b' => Some(Colour::Black),
        _ => None,
    };
    let opponent = match opponent {
        Some(o) if o as usize > n => return Err(P::PlayerNotInFile(o)),
        Some(o) if o as usize == id + 1 => return Err(P::MeetsHimself),
        Some(o) => Some(o as usize - 1),
        None => None,
    };
    if opponent.is_none() && result == ' ' && colour.is_none() {
        return Ok(None);
    }
    let rec = match (opponent, result) {
        (Some(_), '1' | 'W' | '=' | 'D' | '0' | 'L' | '?') if colour.is_none() => {
            return Err(P::GameNeedsColour);
        }
        // `?`: an unknown result (an adjourned game), paired as a draw (TRF-2026's `X`).
        (Some(_), r @ ('1' | 'W' | '=' | 'D' | '0' | 'L' | '?')) => Record {
            opponent,
            colour,
            outcome: match r {
                '1' | 'W' => RoundResult::Win,
                '=' | 'D' | '?' => RoundResult::Draw,
                _ => RoundResult::Loss,
            },
            played: true,
            paired: true,
        },
        (Some(_), r @ ('+' | '-')) => Record {
            opponent,
            colour,
            outcome: if r == '+' {
                RoundResult::Win
            } else {
                RoundResult::Loss
            },
            played: false,
            paired: true,
        },
        (Some(_), r) => return Err(P::NotAGameResult(r)),
        (None, 'U' | '+') => Record {
            opponent: None,
            colour: None,
            outcome: RoundResult::Win,
            played: false,
            paired: true,
        },
        (None, 'F') => Record {
            opponent: None,
            colour: None,
            outcome: RoundResult::Win,
            played: false,
            paired: false,
        },
        (None, 'H' | '=') => Record {
            opponent: None,
            colour: None,
            outcome: RoundResult::Draw,
            played: false,
            paired: false,
        },
        (None, 'Z' | ' ' | '-') => Record::absent(),
        (None, r) => return Err(P::NeedsOpponent(r)),
    };
    if rec.opponent.is_none() && colour.is_some() {
        return Err(P::ByeColour);
    }
    Ok(Some(rec))
}

/// The first colour as the earliest round with colours shows it (the engines' convention).
fn infer_first_colour(s: &Swiss) -> Option<Colour> {
    let first = s
        .players
        .iter()
        .flatten()
        .filter_map(|p| p.history.iter().position(|r| r.colour.is_some()))
        .min()?;
    let mut number = 0usize;
    for p in s.players.iter().flatten() {
        if p.history.iter().take(first + 1).any(|r| r.paired) {
            if let Some(c) = p.history[first].colour {
                return Some(if number % 2 == 1 { c.other() } else { c });
            }
            number += 1;
        }
    }
    None
}

/// A round in the reference engines' format: the number of boards, then `white black` per
/// board by starting number, `N 0` for the pairing-allocated bye.
pub fn write_pairs(boards: &[Board]) -> String {
    let mut out = format!("{}\n", boards.len());
    for b in boards {
        out.push_str(&format!(
            "{} {}\n",
            b.white + 1,
            b.black.map_or(0, |x| x + 1)
        ));
    }
    out
}

/// Reads a pairs file back (for checking): boards as `(white, black)` starting numbers.
pub fn read_pairs(text: &str) -> Result<Vec<(u32, u32)>, TrfError> {
    let mut lines = super::text::lines(text)
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let (_, count) = lines.next().ok_or_else(|| err(1, 1, "", P::EmptyPairs))?;
    let count: usize = count
        .trim()
        .parse()
        .map_err(|_| err(1, 1, count.trim(), P::NotBoardCount))?;
    let mut boards = Vec::new();
    for (i, l) in lines {
        let mut it = l.split_whitespace().map(|t| t.parse::<u32>());
        match (it.next(), it.next(), it.next()) {
            (Some(Ok(a)), Some(Ok(b)), None) => boards.push((a, b)),
            _ => {
                return Err(err(i + 1, 1, l.trim(), P::NotABoard));
            }
        }
    }
    if boards.len() != count {
        return Err(err(
            1,
            1,
            count.to_string(),
            P::BoardCount {
                said: count,
                listed: boards.len(),
            },
        ));
    }
    Ok(boards)
}
