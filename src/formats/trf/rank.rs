//! `XXC rank`: a file whose players are ordered by the rank column (86-89), JaVaFo's ranking
//! ids, renumbered so that each player's number is his rank.

use super::{Trf, TrfAcceleration, TrfError, TrfProblem};

/// The file with its players renumbered by their rank column (`XXC rank`, JaVaFo's ranking
/// ids): each player's number becomes his rank, opponents and `XXG`, `XXP`, `260`, `240`,
/// `XXA` and `250` records follow. Also returns the file's own starting rank of each new number (index
/// `rank - 1`), to write a pairing back in the file's numbers. Every player needs a rank, and
/// the ranks must be `1..=n` once each.
pub fn renumber_by_rank(trf: &Trf) -> Result<(Trf, Vec<u32>), Vec<TrfError>> {
    let mut errors = Vec::new();
    let mut map = std::collections::HashMap::new();
    let mut seen = std::collections::HashMap::new();
    let n = trf.players.len() as u32;
    for p in &trf.players {
        let e = |problem: TrfProblem| TrfError {
            line: p.line,
            col: 86,
            token: p.rank.map_or(String::new(), |r| r.to_string()),
            problem,
        };
        match p.rank {
            Some(r) if (1..=n).contains(&r) => {
                if let Some(line) = seen.insert(r, p.line) {
                    errors.push(e(TrfProblem::RankAlsoOn { rank: r, line }));
                }
                map.insert(p.no, r);
            }
            _ => errors.push(e(TrfProblem::NeedsRank {
                player: p.no,
                players: n,
            })),
        }
    }
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
    for (_, ids) in &mut out.forbidden {
        ids.iter_mut().for_each(|i| *i = new(*i));
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
