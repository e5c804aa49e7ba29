//! A TRF file as a tournament: players by starting rank (or in line order under `XXC rank`),
//! every round's boards, results and byes, with the file checked against itself (both players'
//! lines tell each game the same way, the points add up, `XXR` covers the data).

pub use super::problems::{Disagreement, ImportProblem};

use super::acceleration::acceleration_of;
use super::dialect::{self, ImportNote, Imported, TrfExtra};
use super::fide_title;
use crate::formats::trf::{self, Trf, TrfPlayer, TrfRound};
use crate::pairing::swiss::{Colour, Points};
use crate::tournament::{
    Board, ByeKind, Entrant, GameResult, RoundNo, Rules, Settings, System, Tournament,
    normalize_title,
};
use std::collections::{BTreeMap, HashMap, HashSet};

/// A round block as the file shows it, for messages: `  12 w 1`.
fn shown(b: &TrfRound) -> String {
    let opp = b.opponent.map_or("0000".to_string(), |o| o.to_string());
    format!("{opp} {} {}", b.colour, b.result)
        .trim_end()
        .to_string()
}

/// What a block is worth in tenths of a point under `pts` (the file's point system), and
/// whether the player was paired in that round.
fn block_points(b: &TrfRound, pts: &Points) -> (u32, bool) {
    match (b.opponent, b.result) {
        (Some(_), '1' | 'W' | '+') => (pts.win, true),
        // An unknown result (an adjourned game): TRF-2026's `X`, a draw unless `162` says.
        (Some(_), '=' | 'D' | '?') => (pts.draw, true),
        (Some(_), '0' | 'L') => (pts.loss, true),
        (Some(_), _) => (pts.forfeit_loss, true),
        (None, 'U' | '+') => (pts.pab, true),
        (None, 'F') => (pts.win, false),
        (None, 'H' | '=') => (pts.draw, false),
        (None, _) => (pts.zero_bye, false),
    }
}

/// The first colour a file implies when it says none: the earliest round with colours, read
/// as the engines read it (the first player paired has that colour, flipped for each paired
/// player before him who had none).
fn inferred_first_white(players: &[&TrfPlayer]) -> bool {
    let Some(first) = players
        .iter()
        .filter_map(|p| {
            p.rounds
                .iter()
                .position(|r| r.colour == 'w' || r.colour == 'b')
        })
        .min()
    else {
        return true;
    };
    let mut number = 0usize;
    for p in players {
        let paired = p
            .rounds
            .iter()
            .take(first + 1)
            .any(|r| r.opponent.is_some() || matches!(r.result, 'U' | '+'));
        if paired {
            match p.rounds.get(first).map(|r| r.colour) {
                Some('w') => return number.is_multiple_of(2),
                Some('b') => return number % 2 == 1,
                _ => number += 1,
            }
        }
    }
    true
}

/// The tournament a TRF file describes (players by starting rank, or in the order of their lines under
/// `XXC rank`; boards in the order of the white player's starting rank). The file is checked
/// against itself: both players' lines must tell every game the same way (opponent, colours,
/// results), the points column must add up under the file's point system, `XXR` must cover
/// every round of data. Errors name the players, their lines and the round.
///
/// With `points_from_results` the results are the truth: a points column that differs is noted
/// ([`ImportNote::PointsTaken`]), not refused. What the tournament does not hold comes back
/// beside it ([`Imported`]).
pub fn tournament_of(
    trf: &Trf,
    points_from_results: bool,
) -> std::result::Result<Imported, Vec<ImportProblem>> {
    let renumbered;
    let trf = if trf.by_rank() {
        renumbered = trf::renumber_by_rank(trf)
            .map_err(|es| es.into_iter().map(ImportProblem::Rank).collect::<Vec<_>>())?
            .0;
        &renumbered
    } else {
        trf
    };
    let mut errors = Vec::new();
    let mut notes = Vec::new();
    let mut kept = dialect::kept_records(trf, &mut notes);
    let pts = trf.points.unwrap_or_default();
    if (pts.win, pts.draw, pts.loss, pts.zero_bye, pts.forfeit_loss) != (10, 5, 0, 0, 0)
        || !matches!(pts.pab, 0 | 5 | 10)
    {
        errors.push(ImportProblem::PointSystem);
        return Err(errors);
    }
    let pending_rounds = trf.pending.iter().map(|&(_, r, _, _)| r).max().unwrap_or(0);
    let data_rounds = trf
        .players
        .iter()
        .map(|p| p.rounds.len())
        .max()
        .unwrap_or(0) as u32;
    // A round in progress is the last round with data, or the one after it: anything later is
    // refused before any round is built (a huge round number must not make the import loop).
    if let Some(&(line, r, _, _)) = trf.pending.iter().find(|p| p.1 > data_rounds + 1) {
        errors.push(ImportProblem::PendingRound {
            line,
            round: r,
            data_rounds,
        });
        return Err(errors);
    }
    let played = data_rounds.max(pending_rounds);
    if let Some(n) = trf.rounds
        && played > n
    {
        let longest = trf
            .players
            .iter()
            .find(|p| p.rounds.len() as u32 == data_rounds)
            .map(|p| (p.no, p.line));
        errors.push(ImportProblem::RoundsOfData {
            line: trf.rounds_line,
            rounds: n,
            played,
            longest,
        });
    }
    let rounds = trf.rounds.unwrap_or(played).max(played);
    // A `132` that dates rounds not played yet (the schedule) is kept as written; the dates
    // of the rounds played are stored either way.
    if trf.round_dates.len() as u32 > played
        && let Some((line, text)) = &trf.round_dates_line
    {
        kept.push((*line, text.clone()));
        kept.sort_by_key(|(l, _)| *l);
    }
    let start = dialect::tournament_date("042", trf.start.as_deref(), &mut kept, &mut notes);
    let end = dialect::tournament_date("052", trf.end.as_deref(), &mut kept, &mut notes);
    // Text is cleaned on the way in (control characters and bidi controls become spaces).
    // Cut as the export cuts them, so that what is stored is what an export writes back.
    let text = |v: &Option<String>| {
        v.as_deref()
            .map(|v| {
                trf::clean(v)
                    .chars()
                    .take(trf::HEADER_WIDTH)
                    .collect::<String>()
            })
            .filter(|v| !v.is_empty())
    };
    let mut settings = Settings::new(
        // A file without a name (012): the import names it after the file.
        text(&trf.name).as_deref().unwrap_or_default(),
        System::Swiss,
        rounds.max(1),
    );
    settings.rules = Rules::for_start(start.as_deref());
    settings.start_date = start;
    settings.end_date = end;
    settings.venue = text(&trf.city);
    settings.chief_arbiter = text(&trf.arbiter);
    // `122`'s text; without one, `222`'s code as an arbiter writes it (`5400+30`: `90'+30"`).
    settings.time_control = text(&trf.time_control).or_else(|| {
        trf.time_code
            .as_deref()
            .and_then(crate::formats::trf::time_text)
    });
    settings.bye_points = pts.pab / 5;
    let mut players: Vec<&TrfPlayer> = trf.players.iter().collect();
    players.sort_by_key(|p| p.no);
    settings.first_white = match trf.first_colour {
        Some(c) => c == Colour::White,
        None => inferred_first_white(&players),
    };
    // Each player's virtual points by round (none when the file has no acceleration).
    let virtual_points = match acceleration_of(trf, rounds as usize) {
        Ok((a, v)) => {
            settings.acceleration = a;
            v
        }
        Err(e) => {
            errors.push(e);
            BTreeMap::new()
        }
    };
    let mut entrants = Vec::new();
    for p in &players {
        let (title, fide) = match p.title.as_deref() {
            None => (None, None),
            Some(t) => match (fide_title(t), normalize_title(t)) {
                (Some(f), _) => (None, Some(f.to_string())),
                (None, Some(k)) => (Some(k.to_string()), None),
                (None, None) => {
                    errors.push(ImportProblem::Title {
                        line: p.line,
                        player: p.no,
                        title: t.to_string(),
                    });
                    (None, None)
                }
            },
        };
        entrants.push(Entrant {
            no: p.no,
            name: match trf::clean(&p.name) {
                // A name is required: a nameless line gets its starting number, in the sign
                // every language of Orda reads (no English word stored in the file).
                n if n.is_empty() => format!("№{}", p.no),
                n => n,
            },
            sex: dialect::sex(p, &mut notes),
            birth: dialect::birth(p, &mut notes),
            title,
            fide_title: fide,
            rating: p.rating,
            region: text(&p.federation),
            external_id: text(&p.id),
            ..Entrant::default()
        });
    }
    // Kazakh ranks in Orda's `XXK` records (the title column holds FIDE titles).
    for (line, no, rank) in &trf.ranks {
        match (
            entrants.iter_mut().find(|e| e.no == *no),
            normalize_title(rank),
        ) {
            (None, _) => errors.push(ImportProblem::NotInFile {
                line: *line,
                player: *no,
            }),
            (Some(e), Some(k)) => e.title = Some(k.to_string()),
            (Some(_), None) => errors.push(ImportProblem::Title {
                line: *line,
                player: *no,
                title: rank.clone(),
            }),
        }
    }
    let by_no: BTreeMap<u32, &TrfPlayer> = players.iter().map(|p| (p.no, *p)).collect();
    // A round paired whose results are not in yet, as Swiss-Manager writes it (`3 w` with a
    // blank result on both lines): the last round with a game, when a board of it has no
    // result. Its boards are stored waiting for their results, like Orda's own `XXG`.
    let last_game_round = players
        .iter()
        .filter_map(|p| p.rounds.iter().rposition(|b| b.opponent.is_some()))
        .max()
        .map_or(0, |i| i + 1);
    let in_progress = (last_game_round > 0
        && players.iter().any(|p| {
            p.rounds
                .get(last_game_round - 1)
                .is_some_and(|b| b.opponent.is_some() && b.result == ' ')
        }))
    .then_some(last_game_round);
    // The points column against the results: all the rounds of the line, or (the engines'
    // convention) all but a bye announced for the round not yet paired, or (a round in
    // progress) the rounds before it.
    let last_paired = players
        .iter()
        .filter_map(|p| {
            p.rounds
                .iter()
                .rposition(|b| block_points(b, &pts).1)
                .map(|i| i + 1)
        })
        .max()
        .unwrap_or(0);
    let player = |no: u32| by_no.get(&no).copied();
    let (announced, past) =
        dialect::announced(trf, &player, played, rounds, &mut errors, &mut notes);
    // What `240` records say blank rounds were, by player.
    let mut said_of: HashMap<u32, Vec<(u32, ByeKind)>> = HashMap::new();
    for &(no, r, k) in &past {
        said_of.entry(no).or_default().push((r, k));
    }
    for p in &players {
        let Some(w) = p.points else { continue };
        let mine = said_of.get(&p.no).map_or(&[][..], Vec::as_slice);
        let said = |upto: usize| -> u32 {
            mine.iter()
                .filter(|&&(r, _)| (r as usize) <= upto)
                .map(|&(_, k)| {
                    if k == ByeKind::Half {
                        pts.draw
                    } else {
                        pts.zero_bye
                    }
                })
                .sum()
        };
        let all: u32 = p
            .rounds
            .iter()
            .map(|b| block_points(b, &pts).0)
            .sum::<u32>()
            + said(usize::MAX);
        let paired: u32 = p
            .rounds
            .iter()
            .take(last_paired)
            .map(|b| block_points(b, &pts).0)
            .sum::<u32>()
            + said(last_paired);
        // An accelerated file may count the virtual points of the round to pair in (as the
        // reference engine accepts).
        let extra = virtual_points
            .get(&p.no)
            .and_then(|v| v.get(last_paired))
            .copied()
            .unwrap_or(0);
        let before = in_progress.map_or(all, |r| {
            p.rounds
                .iter()
                .take(r - 1)
                .map(|b| block_points(b, &pts).0)
                .sum::<u32>()
                + said(r - 1)
        });
        let adds_up = [all, paired, paired + extra, before].contains(&(w * 5));
        if !adds_up && points_from_results {
            // What the standings will show: the rounds stored (a bye announced for the round
            // to pair is no point yet).
            notes.push(ImportNote::PointsTaken {
                line: p.line,
                player: p.no,
                results: paired,
                column: w * 5,
            });
        } else if !adds_up {
            errors.push(ImportProblem::Points {
                line: p.line,
                player: p.no,
                results: all,
                column: w * 5,
            });
        }
    }
    // Boards still waiting for a result (XXG).
    let mut waiting: BTreeMap<(u32, u32), usize> = BTreeMap::new();
    for &(line, r, white, black) in &trf.pending {
        for no in std::iter::once(white).chain(black) {
            match by_no.get(&no) {
                None => errors.push(ImportProblem::PendingNotInFile { line, player: no }),
                Some(q) => {
                    let b = (r as usize).checked_sub(1).and_then(|i| q.rounds.get(i));
                    if let Some(b) = b.filter(|b| b.opponent.is_some() || b.result != ' ') {
                        errors.push(ImportProblem::PendingHasBlock {
                            line,
                            round: r,
                            player: no,
                            his_line: q.line,
                            block: shown(b),
                        });
                    }
                    if let Some(other) = waiting.insert((r, no), line) {
                        errors.push(ImportProblem::PendingTwice {
                            line,
                            round: r,
                            player: no,
                            other,
                        });
                    }
                }
            }
        }
        if black == Some(white) {
            errors.push(ImportProblem::PendingHimself { line });
        }
    }
    let mut out_rounds = Vec::new();
    // The boards waiting for a result (`XXG`), by (round, White, Black): their order in the file.
    let waiting_order: HashMap<(u32, u32, u32), usize> = trf
        .pending
        .iter()
        .enumerate()
        .filter_map(|(i, &(_, r, w, b))| b.map(|b| ((r, w, b), i)))
        .collect();
    for r in 0..played as usize {
        let number = r as u32 + 1;
        let mut round = crate::tournament::Round {
            number: RoundNo(number),
            date: trf.round_dates.get(number as usize - 1).cloned().flatten(),
            ..Default::default()
        };
        for &(_, pr, white, black) in &trf.pending {
            if pr != number {
                continue;
            }
            match black {
                None => round.byes.push((white, ByeKind::PairingAllocated)),
                Some(black) => round.games.push(crate::tournament::Game {
                    board: Board(0),
                    white,
                    black,
                    result: None,
                    ..Default::default()
                }),
            }
        }
        for p in &players {
            if waiting.contains_key(&(number, p.no)) {
                continue;
            }
            let Some(b) = p.rounds.get(r) else { continue };
            match b.opponent {
                None => {
                    let kind = match b.result {
                        'U' | 'F' | '+' => ByeKind::PairingAllocated,
                        'H' | '=' => ByeKind::Half,
                        _ => ByeKind::Zero,
                    };
                    if b.colour != '-' {
                        errors.push(ImportProblem::ByeColour {
                            line: p.line,
                            player: p.no,
                            round: number,
                            block: shown(b),
                        });
                    }
                    round.byes.push((p.no, kind));
                }
                Some(o) => {
                    let Some(q) = by_no.get(&o) else {
                        errors.push(ImportProblem::OpponentNotInFile {
                            line: p.line,
                            player: p.no,
                            round: number,
                            opponent: o,
                        });
                        continue;
                    };
                    if o == p.no {
                        errors.push(ImportProblem::Himself {
                            line: p.line,
                            player: p.no,
                            round: number,
                        });
                        continue;
                    }
                    let qb = q.rounds.get(r);
                    let disagree = |why: Disagreement| ImportProblem::Disagree {
                        round: number,
                        player: p.no,
                        line: p.line,
                        says: shown(b),
                        opponent: o,
                        their_line: q.line,
                        they_say: qb.map(shown),
                        why,
                    };
                    let Some(qb) = qb.filter(|qb| qb.opponent == Some(p.no)) else {
                        errors.push(disagree(Disagreement::Opponents));
                        continue;
                    };
                    // Each board once, from the lower starting rank's line.
                    if p.no > o {
                        continue;
                    }
                    let forfeit = |c: char| matches!(c, '+' | '-');
                    let result_of = |c: char| -> Option<u32> {
                        match c {
                            '1' | 'W' | '+' => Some(2),
                            '=' | 'D' => Some(1),
                            '0' | 'L' | '-' => Some(0),
                            _ => None,
                        }
                    };
                    let waiting = b.result == ' ' && qb.result == ' ';
                    // `?` on both lines: an adjourned game, its result not known yet.
                    let adjourned = b.result == '?' && qb.result == '?';
                    if adjourned || (waiting && in_progress == Some(r + 1)) {
                        let (w, bl) = match (b.colour, qb.colour) {
                            ('w', 'b') => (p.no, o),
                            ('b', 'w') => (o, p.no),
                            (x, y) => {
                                errors.push(disagree(if x == y {
                                    Disagreement::SameColour
                                } else {
                                    Disagreement::Colours
                                }));
                                continue;
                            }
                        };
                        round.games.push(crate::tournament::Game {
                            white: w,
                            black: bl,
                            adjourned: adjourned.then_some(crate::tournament::Adjourned::Open),
                            ..Default::default()
                        });
                        continue;
                    }
                    let (Some(mine), Some(theirs)) = (result_of(b.result), result_of(qb.result))
                    else {
                        errors.push(disagree(Disagreement::NoResult));
                        continue;
                    };
                    let is_forfeit = forfeit(b.result);
                    let consistent = if is_forfeit || forfeit(qb.result) {
                        forfeit(b.result)
                            && forfeit(qb.result)
                            && (mine + theirs == 2 || (mine == 0 && theirs == 0))
                    } else {
                        mine + theirs == 2
                            && matches!(b.result, 'W' | 'D' | 'L')
                                == matches!(qb.result, 'W' | 'D' | 'L')
                    };
                    if !consistent {
                        errors.push(disagree(Disagreement::Results));
                        continue;
                    }
                    let white = match (b.colour, qb.colour) {
                        ('w', 'b') => true,
                        ('b', 'w') => false,
                        ('w', '-') | ('-', 'b') if is_forfeit => true,
                        ('b', '-') | ('-', 'w') if is_forfeit => false,
                        ('-', '-') if is_forfeit => true,
                        _ => {
                            errors.push(disagree(if b.colour == qb.colour {
                                Disagreement::SameColour
                            } else {
                                Disagreement::Colours
                            }));
                            continue;
                        }
                    };
                    let (wr, br) = if white {
                        (mine, theirs)
                    } else {
                        (theirs, mine)
                    };
                    let result = match (is_forfeit, wr, br) {
                        (false, 2, _) => GameResult::WhiteWins,
                        (false, 1, _) => GameResult::Draw,
                        (false, _, _) => GameResult::BlackWins,
                        (true, 2, _) => GameResult::WhiteByForfeit,
                        (true, _, 2) => GameResult::BlackByForfeit,
                        (true, _, _) => GameResult::DoubleForfeit,
                    };
                    let (w, bl) = if white { (p.no, o) } else { (o, p.no) };
                    round.games.push(crate::tournament::Game {
                        board: Board(0),
                        white: w,
                        black: bl,
                        result: Some(result),
                        // A forfeit neither line gives a colour: the export writes `-` again.
                        no_colour: (b.colour, qb.colour) == ('-', '-'),
                        ..Default::default()
                    });
                }
            }
        }
        if round
            .byes
            .iter()
            .filter(|(_, k)| *k == ByeKind::PairingAllocated)
            .count()
            > 1
            && !round.games.is_empty()
        {
            errors.push(ImportProblem::PairingByes {
                round: number,
                players: round
                    .byes
                    .iter()
                    .filter(|(_, k)| *k == ByeKind::PairingAllocated)
                    .map(|(n, _)| *n)
                    .collect(),
            });
        }
        // Boards by White's number; those waiting for a result (`XXG`, written in board
        // order) after them in the file's order, so that a round exported as soon as it is
        // paired comes back with its board numbers.
        let waiting_at =
            |g: &crate::tournament::Game| waiting_order.get(&(number, g.white, g.black)).copied();
        round.games.sort_by_key(|g| (waiting_at(g), g.white));
        for (i, g) in round.games.iter_mut().enumerate() {
            g.board = Board(i as u32 + 1);
        }
        out_rounds.push(round);
    }
    let exists = |no: u32| by_no.contains_key(&no);
    let forbidden = dialect::forbidden(trf, &exists, rounds, &mut errors);
    // A `240` for a round of the data says what a player's blank there meant: each round's byes
    // rewritten once.
    let mut said_in: BTreeMap<u32, Vec<(u32, ByeKind)>> = BTreeMap::new();
    for (no, r, kind) in past {
        said_in.entry(r).or_default().push((no, kind));
    }
    for (r, said) in said_in {
        if let Some(round) = out_rounds.get_mut(r as usize - 1) {
            let named: HashSet<u32> = said.iter().map(|&(no, _)| no).collect();
            round.byes.retain(|(n, _)| !named.contains(n));
            round.byes.extend(said);
            round.byes.sort_by_key(|&(n, _)| n);
        }
    }
    dialect::adjournments(&kept, &mut out_rounds);
    dialect::rating_corrections(&kept, &mut out_rounds);
    dialect::rules_records(&mut kept, &mut settings, &mut notes);
    let kept = dialect::cap_kept(kept, &mut notes);
    dialect::note_kept(&kept, &mut notes);
    // The points taken from the results first (what the arbiter asked for), kept records last.
    notes.sort_by_key(|n| match n {
        ImportNote::PointsTaken { .. } => 0,
        ImportNote::Kept { .. } | ImportNote::TooManyKept { .. } => 2,
        _ => 1,
    });
    if errors.is_empty() {
        Ok(Imported {
            tournament: Tournament {
                settings,
                entrants,
                rounds: out_rounds,
                teams: Default::default(),
                event: None,
            },
            extra: TrfExtra {
                forbidden,
                announced,
                kept,
                record: Vec::new(),
            },
            notes,
        })
    } else {
        Err(errors)
    }
}
