//! `XXC rank`: the players are ranked in the order of their `001` lines, not by their starting
//! ranks (JaVaFo's and bbpPairings' reading: `computePlayerIndexes` in bbpPairings' trf.cpp
//! ranks the players in the order it read their lines; the rank column, 86-89, is not used, and
//! lichess writes it blank). The file is renumbered so that each player's number is his line's
//! place.

use super::{Trf, TrfAcceleration, TrfError, TrfProblem};

/// The file with its players renumbered in the order of their `001` lines (`XXC rank`): the
/// player of the k-th line becomes number k; opponents and `XXG`, `XXP`, `260`, `240`, `XXA`
/// and `250` records follow. Also returns the file's own starting rank of each new number
/// (index `k - 1`), to write a pairing back in the file's numbers. Every number the file uses
/// for a player must be one of its starting ranks.
pub fn renumber_by_rank(trf: &Trf) -> Result<(Trf, Vec<u32>), Vec<TrfError>> {
    let mut errors = Vec::new();
    let map: std::collections::HashMap<u32, u32> = trf
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.no, i as u32 + 1))
        .collect();
    let n = trf.players.len() as u32;
    // Every number the file uses for a player must be one of its starting ranks: an unknown one
    // must not become, after renumbering, whichever player has that rank.
    for p in &trf.players {
        for (r, o) in p.rounds.iter().enumerate() {
            if let Some(o) = o.opponent.filter(|o| !map.contains_key(o)) {
                errors.push(TrfError {
                    line: p.line,
                    col: 92 + 10 * r,
                    token: o.to_string(),
                    problem: TrfProblem::OpponentNotInFile {
                        player: p.no,
                        opponent: o,
                        round: r + 1,
                    },
                });
            }
        }
    }
    // So must the players of `XXA` records (a `250` range may span numbers nobody has: they get
    // nothing, as without `XXC rank`).
    for a in &trf.accelerations {
        if let TrfAcceleration::Player { line, player, .. } = a
            && !map.contains_key(player)
        {
            errors.push(TrfError {
                line: *line,
                col: 5,
                token: player.to_string(),
                problem: TrfProblem::PlayerNotInFile(*player),
            });
        }
    }
    // And so must every player a record names (XXG, XXP, 260, 240, XXK): an unknown number
    // must not land on whoever has that line.
    let named = trf
        .pending
        .iter()
        .flat_map(|&(line, _, w, b)| std::iter::once((line, w)).chain(b.map(|b| (line, b))))
        .chain(
            trf.forbidden
                .iter()
                .flat_map(|(line, ids, _)| ids.iter().map(move |&i| (*line, i))),
        )
        .chain(
            trf.announced
                .iter()
                .flat_map(|(line, _, ids)| ids.iter().map(move |&i| (*line, i))),
        )
        .chain(trf.ranks.iter().map(|(line, no, _)| (*line, *no)));
    for (line, no) in named {
        if !map.contains_key(&no) {
            errors.push(TrfError {
                line,
                col: 5,
                token: no.to_string(),
                problem: TrfProblem::PlayerNotInFile(no),
            });
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let new = |no: u32| map.get(&no).copied().unwrap_or(no);
    let mut out = trf.clone();
    let mut original = vec![0; n as usize];
    for p in &mut out.players {
        original[new(p.no) as usize - 1] = p.no;
        p.no = new(p.no);
        for r in &mut p.rounds {
            r.opponent = r.opponent.map(new);
        }
    }
    for (_, _, w, b) in &mut out.pending {
        *w = new(*w);
        *b = b.map(new);
    }
    for (_, ids, _) in &mut out.forbidden {
        ids.iter_mut().for_each(|i| *i = new(*i));
    }
    for (_, no, _) in &mut out.ranks {
        *no = new(*no);
    }
    for (_, _, ids) in &mut out.announced {
        ids.iter_mut().for_each(|i| *i = new(*i));
    }
    // Virtual points follow their players: a `250` range of starting ranks becomes one range
    // per player (the new numbers of a range need not be consecutive).
    out.accelerations = trf
        .accelerations
        .iter()
        .flat_map(|a| match a {
            TrfAcceleration::Player {
                line,
                player,
                points,
            } => vec![TrfAcceleration::Player {
                line: *line,
                player: new(*player),
                points: points.clone(),
            }],
            TrfAcceleration::Range {
                line,
                points,
                rounds,
                players: (first, last),
            } => (*first..=*last)
                .filter(|p| map.contains_key(p))
                .map(|p| TrfAcceleration::Range {
                    line: *line,
                    points: *points,
                    rounds: *rounds,
                    players: (new(p), new(p)),
                })
                .collect(),
        })
        .collect();
    Ok((out, original))
}
