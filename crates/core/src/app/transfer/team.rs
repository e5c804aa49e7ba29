//! A TRF-2026 team file read into a new team tournament (docs/teams.md): the teams and their
//! rosters (`310`), the line-ups as played (`300`, else the roster order of those who played),
//! the pairing-allocated byes (`320`), the matches a team did not come to (`330`), the boards
//! (`352`), the match points (`362`) and the system (`192`). The players and their games are
//! read as for any TRF (`read::tournament_of`); each game is put on its board of its match.

use std::collections::BTreeMap;

use super::read::tournament_of;
use super::{ImportNote, InputError, Refusal};
use crate::formats::trf::Trf;
use crate::store::Db;
use crate::tournament::team::{Match, MatchPoints, Primary, Team, TeamRules, Tpn, board_no};
use crate::tournament::{GameResult, No, PlayerId, RoundNo, StartNo, System, TeamNo, TournamentId};

type Result<T> = std::result::Result<T, Refusal>;

/// The team records of a file, by column as TRF-2026 places them.
#[derive(Debug, Default)]
struct Records {
    teams: Vec<Team>,
    /// (round, team) → players by board (`None`: empty).
    lineups: BTreeMap<(u32, Tpn), Vec<Option<No>>>,
    /// (round, team) of the `300` records, in file order.
    order: Vec<(u32, Tpn)>,
    /// (round, team) of each pairing-allocated bye.
    pabs: Vec<(u32, Tpn)>,
    /// (round, white team, black team, who came: `(white, black)`).
    forfeits: Vec<(u32, Tpn, Tpn, (bool, bool))>,
    boards: Option<u32>,
    points: Option<MatchPoints>,
}

fn field(line: &str, from: usize, to: usize) -> &str {
    let from = line.char_indices().nth(from).map_or(line.len(), |(i, _)| i);
    let to = line.char_indices().nth(to).map_or(line.len(), |(i, _)| i);
    line.get(from..to).unwrap_or("").trim()
}

fn number(line: &str, from: usize, to: usize) -> Option<u32> {
    field(line, from, to).parse().ok()
}

/// The numbers every `step` columns from `from`, `width` wide, to the line's end.
fn numbers(line: &str, from: usize, width: usize, step: usize) -> Vec<Option<u32>> {
    let len = line.chars().count();
    (0..)
        .map(|i| from + i * step)
        .take_while(|&at| at < len)
        .map(|at| number(line, at, at + width).filter(|&n| n > 0))
        .collect()
}

fn records(trf: &Trf) -> Records {
    let mut r = Records::default();
    for (_, l) in &trf.other {
        match l.get(..3) {
            Some("310") => {
                let Some(no) = number(l, 4, 7) else { continue };
                r.teams.push(Team {
                    no,
                    name: field(l, 8, 40).to_string(),
                    short: Some(field(l, 41, 46).to_string()).filter(|s| !s.is_empty()),
                    region: None,
                    roster: numbers(l, 73, 4, 5).into_iter().flatten().collect(),
                });
            }
            Some("300") => {
                if let (Some(round), Some(team)) = (number(l, 4, 7), number(l, 8, 11)) {
                    r.lineups.insert((round, team), numbers(l, 16, 4, 5));
                    r.order.push((round, team));
                }
            }
            Some("320") => {
                for (i, team) in numbers(l, 14, 3, 4).into_iter().enumerate() {
                    if let Some(team) = team {
                        r.pabs.push((i as u32 + 1, team));
                    }
                }
            }
            Some("330") => {
                let came = match field(l, 4, 6) {
                    "+-" | "10" | "WL" | "WZ" => (true, false),
                    "-+" | "01" | "LW" | "ZW" => (false, true),
                    _ => (false, false),
                };
                if let (Some(round), Some(w), Some(b)) =
                    (number(l, 7, 10), number(l, 11, 14), number(l, 15, 18))
                {
                    r.forfeits.push((round, w, b, came));
                }
            }
            Some("352") => {
                r.boards = Some(field(l, 4, 80).chars().count() as u32).filter(|&b| b > 0)
            }
            Some("362") => {
                let mut p = MatchPoints::default();
                for i in 0..3 {
                    let at = 4 + 9 * i;
                    let v = field(l, at + 2, at + 6)
                        .parse::<f32>()
                        .ok()
                        .map(|v| v as u32);
                    match (field(l, at, at + 2), v) {
                        ("TW", Some(v)) => p.win = v,
                        ("TD", Some(v)) => p.draw = v,
                        ("TL", Some(v)) => p.loss = v,
                        _ => {}
                    }
                }
                r.points = Some(p);
            }
            _ => {}
        }
    }
    r.teams.sort_by_key(|t| t.no);
    r
}

/// True when the file is a TRF-2026 team file.
pub(super) fn is_team_file(trf: &Trf) -> bool {
    trf.other.iter().any(|(_, l)| l.starts_with("310 "))
}

/// Reads team file `trf` into a new team tournament.
pub(super) fn import(
    db: &Db<'_>,
    file: &str,
    trf: &Trf,
    points_from_results: bool,
) -> Result<(TournamentId, Vec<ImportNote>)> {
    // The games only: a block without an opponent (a team's bye, an empty board, a team that
    // did not come) is the team records' business (read here as a zero-point bye, which the
    // team tournament does not store), and a player's points column counts them.
    let mut games_only = trf.clone();
    for p in &mut games_only.players {
        for b in p.rounds.iter_mut().filter(|b| b.opponent.is_none()) {
            b.colour = '-';
            b.result = 'Z';
        }
        p.points = None;
    }
    let imported = tournament_of(&games_only, points_from_results).map_err(|errs| {
        Refusal::BadInput(
            errs.into_iter()
                .map(|e| InputError::tournament(file, e))
                .collect(),
        )
    })?;
    let rec = records(trf);
    let t = &imported.tournament;
    let code = trf.system.clone().unwrap_or_default().to_ascii_uppercase();
    let mut settings = t.settings.clone();
    settings.system = if code.contains("DOUBLEROUNDROBIN") {
        System::DoubleRoundRobin
    } else if code.contains("ROUNDROBIN") {
        System::RoundRobin
    } else {
        System::Swiss
    };
    let longest = rec.lineups.values().map(Vec::len).max().unwrap_or(0) as u32;
    let mut rules = TeamRules::new(
        rec.boards.unwrap_or(longest).max(1),
        settings.system.is_round_robin(),
    );
    rules.points = rec.points.unwrap_or_default();
    if code.contains("_GP") && !code.contains("_MP_GP") {
        rules.ranked_by = Primary::Gp;
    }
    let boards = rules.boards;
    settings.team = Some(rules);
    if settings.name.is_empty() {
        settings.name = std::path::Path::new(file)
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_else(|| "TRF".into());
    }
    let tid = db.insert_tournament(&settings)?;
    let mut ids: BTreeMap<No, PlayerId> = BTreeMap::new();
    for e in &t.entrants {
        let pid = db.insert_player(e)?;
        db.insert_entry(tid, pid, StartNo(e.no), e.rating, e.title.as_deref())?;
        ids.insert(e.no, pid);
    }
    let id = |no: No| ids.get(&no).copied().ok_or(Refusal::NoPlayer(StartNo(no)));
    // Teams in number order, so that each gets its own number back.
    let mut team_of: BTreeMap<No, Tpn> = BTreeMap::new();
    for team in &rec.teams {
        let no = db.insert_team(tid, team)?;
        for (i, &p) in team.roster.iter().enumerate() {
            db.put_in_roster(tid, id(p)?, no, i as u32 + 1)?;
            team_of.insert(p, no.0);
        }
    }
    let rounds = t.rounds.len() as u32;
    for r in 1..=rounds {
        let games: Vec<(No, No, Option<GameResult>)> = t.rounds[r as usize - 1]
            .games
            .iter()
            .map(|g| (g.white, g.black, g.result))
            .collect();
        // A team's line-up: as the file gives it, else its roster's players who played, in
        // roster order.
        let lineup = |team: Tpn| -> Vec<Option<No>> {
            if let Some(l) = rec.lineups.get(&(r, team)) {
                return l.clone();
            }
            let played = |p: No| games.iter().any(|&(w, b, _)| w == p || b == p);
            let mut l: Vec<Option<No>> = rec
                .teams
                .iter()
                .find(|x| x.no == team)
                .map(|x| {
                    x.roster
                        .iter()
                        .copied()
                        .filter(|&p| played(p))
                        .map(Some)
                        .collect()
                })
                .unwrap_or_default();
            l.resize(boards as usize, None);
            l
        };
        // The matches: the two teams of each game; the first-named has White on odd boards.
        let mut pairs: BTreeMap<(Tpn, Tpn), Tpn> = BTreeMap::new();
        for &(w, b, _) in &games {
            let (Some(&tw), Some(&tb)) = (team_of.get(&w), team_of.get(&b)) else {
                continue;
            };
            let board = lineup(tw).iter().position(|&p| p == Some(w)).unwrap_or(0) as u32 + 1;
            let first = if board % 2 == 1 { tw } else { tb };
            pairs.entry((tw.min(tb), tw.max(tb))).or_insert(first);
        }
        let mut matches: Vec<Match> = pairs
            .iter()
            .map(|(&(a, b), &first)| Match {
                number: 0,
                first,
                second: Some(if first == a { b } else { a }),
            })
            .collect();
        let mut absent: Vec<Tpn> = Vec::new();
        for &(round, w, b, came) in rec.forfeits.iter().filter(|f| f.0 == r) {
            let _ = round;
            matches.push(Match {
                number: 0,
                first: w,
                second: Some(b),
            });
            if !came.0 {
                absent.push(w);
            }
            if !came.1 {
                absent.push(b);
            }
        }
        for &(_, team) in rec.pabs.iter().filter(|p| p.0 == r) {
            matches.push(Match {
                number: 0,
                first: team,
                second: None,
            });
        }
        // The order of the `300` records (Orda writes them match by match), else by number.
        let order = |team: Tpn| {
            rec.order
                .iter()
                .position(|&(round, t)| round == r && t == team)
                .unwrap_or(usize::MAX)
        };
        matches.sort_by_key(|m| {
            (
                m.second.is_none(),
                order(m.first).min(m.second.map_or(usize::MAX, order)),
                m.first.min(m.second.unwrap_or(m.first)),
            )
        });
        for (i, m) in matches.iter_mut().enumerate() {
            m.number = i as u32 + 1;
        }
        db.insert_round(
            tid,
            RoundNo(r),
            &[],
            &[],
            crate::store::RoundDate::Given(None),
        )?;
        db.insert_matches(tid, RoundNo(r), &matches)?;
        for m in &matches {
            let Some(second) = m.second else { continue };
            let mut seats = Vec::new();
            for team in [m.first, second] {
                let l = if absent.contains(&team) {
                    vec![None; boards as usize]
                } else {
                    lineup(team)
                };
                let ids = l
                    .iter()
                    .map(|p| p.map(id).transpose())
                    .collect::<Result<Vec<_>>>()?;
                db.put_lineup(tid, RoundNo(r), TeamNo(team), &ids)?;
                seats.push(l);
            }
            for b in 0..boards as usize {
                let (Some(Some(f)), Some(Some(s))) = (seats[0].get(b), seats[1].get(b)) else {
                    continue;
                };
                let (w, bl) = if b % 2 == 0 { (*f, *s) } else { (*s, *f) };
                let board = board_no(boards, m.number, b as u32 + 1);
                db.insert_boards(tid, RoundNo(r), &[(board, id(w)?, id(bl)?)])?;
                // The file's colours are the board's (WBWB from the first-named team); a game
                // written the other way round is read from White's side of the board.
                let result = games.iter().find_map(|g| {
                    match (g.0 == w && g.1 == bl, g.0 == bl && g.1 == w) {
                        (true, _) => g.2,
                        (_, true) => g.2.map(|r| match r {
                            GameResult::WhiteWins => GameResult::BlackWins,
                            GameResult::BlackWins => GameResult::WhiteWins,
                            GameResult::WhiteByForfeit => GameResult::BlackByForfeit,
                            GameResult::BlackByForfeit => GameResult::WhiteByForfeit,
                            other => other,
                        }),
                        _ => None,
                    }
                });
                if result.is_some() {
                    super::super::store_result(
                        db,
                        tid,
                        RoundNo(r),
                        board,
                        result,
                        &Default::default(),
                    )?;
                }
            }
        }
    }
    // The team records are read, not kept: the export writes them from the tournament.
    let notes = imported
        .notes
        .into_iter()
        .filter(|n| !matches!(n, ImportNote::Kept { .. } | ImportNote::TooManyKept { .. }))
        .collect();
    Ok((tid, notes))
}
