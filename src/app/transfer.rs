//! Tournaments in and out of FIDE TRF-16: `orda export trf` and `orda import trf`.

use std::collections::BTreeMap;

use super::Refusal;
use crate::formats::trf::{self, Trf, TrfPlayer, TrfRound};
use crate::pairing::swiss::{Colour, Points};
use crate::store::Store;
use crate::tournament::standings::standings;
use crate::tournament::{
    Board, ByeKind, Entrant, GameResult, RoundNo, Rules, Settings, Slot, StartNo, System,
    Tournament, TournamentId, normalize_title,
};

/// Writes tournament `t` as TRF-16: header, one `001` line per player (points after every
/// result written, rank after the last paired round, every paired round's block), `XXR` with
/// the number of rounds, `152`/`XXC` with the first colour. A round in progress (paired, some
/// results pending) is written the TRF-2026 in-tournament way (docs/trf.md): the boards with a
/// result as usual, the boards without one (and that round's pairing-allocated bye) as blank
/// columns plus an `XXG round white black` record, which the endorsed engines skip.
pub fn export_trf(t: &Tournament) -> String {
    let s = &t.settings;
    let upto = t.rounds.len() as u32;
    let st = standings(t, upto);
    let mut pending: Vec<(usize, u32, u32, Option<u32>)> = Vec::new();
    for r in t.rounds.iter().filter(|r| !r.is_complete()) {
        for g in r.games.iter().filter(|g| g.result.is_none()) {
            pending.push((0, r.number, g.white, Some(g.black)));
        }
        if let Some(no) = crate::tournament::manual::pairing_bye(r) {
            pending.push((0, r.number, no, None));
        }
    }
    let blank = TrfRound {
        opponent: None,
        colour: ' ',
        result: ' ',
    };
    let players = t
        .entrants
        .iter()
        .map(|e| {
            let row = st.rows.iter().find(|r| r.no == e.no);
            let mut points = 0;
            let rounds = t
                .rounds
                .iter()
                .map(|r| {
                    let slot = crate::tournament::slot_in(r, e.no);
                    let in_progress = !r.is_complete();
                    match slot {
                        Slot::Game { result: None, .. } => blank,
                        Slot::Bye(ByeKind::PairingAllocated) if in_progress => blank,
                        Slot::Game {
                            opponent,
                            white,
                            result,
                        } => {
                            points += slot.points(s.bye_points);
                            let res =
                                match crate::tournament::crosstable::cell_result(result, white) {
                                    "" => ' ',
                                    "½" => '=',
                                    c => c.chars().next().unwrap_or(' '),
                                };
                            TrfRound {
                                opponent: Some(opponent),
                                colour: if white { 'w' } else { 'b' },
                                result: res,
                            }
                        }
                        Slot::Bye(k) => {
                            points += slot.points(s.bye_points);
                            TrfRound {
                                opponent: None,
                                colour: '-',
                                result: match k {
                                    ByeKind::PairingAllocated => 'U',
                                    ByeKind::Half => 'H',
                                    ByeKind::Zero | ByeKind::Rest => 'Z',
                                },
                            }
                        }
                        Slot::Absent => TrfRound {
                            opponent: None,
                            colour: '-',
                            result: 'Z',
                        },
                    }
                })
                .collect();
            TrfPlayer {
                no: e.no,
                sex: e.sex,
                title: e
                    .fide_title
                    .as_deref()
                    .and_then(fide_code)
                    .map(str::to_string),
                name: e.name.clone(),
                rating: e.rating,
                federation: None,
                id: e.external_id.clone().filter(|i| i.chars().count() <= 11),
                birth: e.birth.as_ref().map(|b| b.replace('-', "/")),
                points: Some(points),
                rank: row.map(|r| r.rank),
                rounds,
                line: 0,
            }
        })
        .collect();
    let trf = Trf {
        name: Some(s.name.clone()),
        city: s.venue.clone(),
        federation: None,
        start: s.start_date.as_ref().map(|d| d.replace('-', "/")),
        end: s.end_date.as_ref().map(|d| d.replace('-', "/")),
        kind: Some(s.system.name().to_string()),
        arbiter: s.chief_arbiter.clone(),
        time_control: s.time_control.clone(),
        rounds: Some(s.rounds),
        system: (s.system == System::Swiss).then(|| trf::DUTCH_CODES[0].to_string()),
        first_colour: Some(if s.first_white {
            Colour::White
        } else {
            Colour::Black
        }),
        points: (s.bye_points != 2).then(|| Points {
            pab: s.bye_points * 5,
            ..Points::default()
        }),
        players,
        pending,
        ..Trf::default()
    };
    trf::write(&trf)
}

/// The FIDE titles as Orda stores them, with their TRF-16 codes.
const FIDE_TITLES: [(&str, &str); 8] = [
    ("GM", "g"),
    ("IM", "m"),
    ("FM", "f"),
    ("CM", "c"),
    ("WGM", "wg"),
    ("WIM", "wm"),
    ("WFM", "wf"),
    ("WCM", "wc"),
];

/// A FIDE title as written in a TRF title column (`g`, `wm` or TRF-2026's `GM`, `WIM`, any
/// case) in Orda's spelling (`GM`, `WIM`).
pub fn fide_title(s: &str) -> Option<&'static str> {
    let s = s.trim();
    FIDE_TITLES
        .iter()
        .find(|(t, c)| t.eq_ignore_ascii_case(s) || c.eq_ignore_ascii_case(s))
        .map(|(t, _)| *t)
}

/// The TRF-16 code of a stored FIDE title.
fn fide_code(title: &str) -> Option<&'static str> {
    fide_title(title).and_then(|t| FIDE_TITLES.iter().find(|(x, _)| *x == t).map(|(_, c)| *c))
}

/// A TRF date (`2024/05/01`, `2024-05-01`, `24/05/01`, `01.05.2024`) as `YYYY-MM-DD`.
fn date(s: &str) -> Option<String> {
    let parts: Vec<&str> = s.split(['/', '-', '.']).map(str::trim).collect();
    let [a, b, c] = parts.as_slice() else {
        return None;
    };
    let d = match (a.len(), c.len()) {
        (4, _) => format!("{a}-{b:0>2}-{c:0>2}"),
        (_, 4) => format!("{c}-{b:0>2}-{a:0>2}"),
        (2, 2) => format!("20{a}-{b}-{c}"),
        _ => return None,
    };
    super::manage::is_date(&d).then_some(d)
}

/// Reads a TRF-16 file into a new Swiss tournament (players, every round's boards and results,
/// byes); returns its id. A malformed file, or results that contradict each other, change
/// nothing.
pub(super) fn import_in(
    db: &crate::store::Db<'_>,
    file: &str,
    text: &str,
) -> std::result::Result<TournamentId, Refusal> {
    let trf = trf::read(text)
        .map_err(|errs| Refusal::BadInput(errs.iter().map(|e| format!("{file}:{e}")).collect()))?;
    let t = tournament_of(&trf).map_err(|errs| {
        Refusal::BadInput(errs.into_iter().map(|e| format!("{file}: {e}")).collect())
    })?;
    let tid = db.insert_tournament(&t.settings)?;
    let mut ids = BTreeMap::new();
    for e in &t.entrants {
        let pid = db.insert_player(e)?;
        db.insert_entry(tid, pid, StartNo(e.no), e.rating, e.title.as_deref())?;
        if e.fide_title.is_some() {
            db.set_fide_title(tid, pid, e.fide_title.as_deref())?;
        }
        ids.insert(e.no, pid);
    }
    let id = |no: u32| ids.get(&no).copied().ok_or(Refusal::NoPlayer(StartNo(no)));
    for r in &t.rounds {
        let number = RoundNo(r.number);
        if r.games.is_empty() {
            // Only byes announced for a round not yet paired.
            for &(no, k) in &r.byes {
                db.set_bye(tid, number, id(no)?, Some(k))?;
            }
            continue;
        }
        let boards = r
            .games
            .iter()
            .map(|g| Ok((id(g.white)?, id(g.black)?)))
            .collect::<std::result::Result<Vec<_>, Refusal>>()?;
        let byes = r
            .byes
            .iter()
            .map(|&(no, k)| Ok((id(no)?, k)))
            .collect::<std::result::Result<Vec<_>, Refusal>>()?;
        db.insert_round(tid, number, &boards, &byes)?;
        for g in r.games.iter().filter(|g| g.result.is_some()) {
            let rec = crate::store::ResultRecord::default();
            super::store_result(db, tid, number, Board(g.board), g.result, &rec)?;
        }
    }
    Ok(tid)
}

/// A round block as the file shows it, for messages: `  12 w 1`.
fn shown(b: Option<&TrfRound>) -> String {
    match b {
        None => "(blank)".into(),
        Some(b) => {
            let opp = b.opponent.map_or("0000".to_string(), |o| o.to_string());
            format!("{opp} {} {}", b.colour, b.result)
                .trim_end()
                .to_string()
        }
    }
}

/// What a block is worth in tenths of a point under `pts` (the file's point system), and
/// whether the player was paired in that round.
fn block_points(b: &TrfRound, pts: &Points) -> (u32, bool) {
    match (b.opponent, b.result) {
        (Some(_), '1' | 'W' | '+') => (pts.win, true),
        (Some(_), '=' | 'D') => (pts.draw, true),
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

/// The tournament a TRF file describes (players by starting rank, or by the rank column under
/// `XXC rank`; boards in the order of the white player's starting rank). The file is checked
/// against itself: both players' lines must tell every game the same way (opponent, colours,
/// results), the points column must add up under the file's point system, `XXR` must cover
/// every round of data. Errors name the players, their lines and the round.
pub fn tournament_of(trf: &Trf) -> std::result::Result<Tournament, Vec<String>> {
    let renumbered;
    let trf = if trf.by_rank() {
        renumbered = trf::renumber_by_rank(trf)
            .map_err(|es| es.iter().map(ToString::to_string).collect::<Vec<_>>())?
            .0;
        &renumbered
    } else {
        trf
    };
    let mut errors = Vec::new();
    let pts = trf.points.unwrap_or_default();
    if (pts.win, pts.draw, pts.loss, pts.zero_bye, pts.forfeit_loss) != (10, 5, 0, 0, 0)
        || !matches!(pts.pab, 0 | 5 | 10)
    {
        errors.push(
            "the file's point system (162 / BBW BBD BBL BBZ BBF) is not 1-½-0: Orda stores \
             only 1-½-0 tournaments (the pairing-allocated bye may be 0, ½ or 1)"
                .to_string(),
        );
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
        errors.push(format!(
            "line {line}: `XXG` names round {r}, but the file has data for rounds 1..{data_rounds}: a round in progress is round {data_rounds} or {}",
            data_rounds + 1
        ));
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
            .map_or(String::new(), |p| {
                format!(" (player {} on line {})", p.no, p.line)
            });
        errors.push(format!(
            "line {}: `XXR {n}` says {n} rounds, but the file has {played} rounds of data{longest}",
            trf.rounds_line
        ));
    }
    let rounds = trf.rounds.unwrap_or(played).max(played);
    let start = trf.start.as_deref().and_then(date);
    // Text is cleaned on the way in (control characters and bidi controls become spaces).
    let text = |v: &Option<String>| v.as_deref().map(trf::clean).filter(|v| !v.is_empty());
    let mut settings = Settings::new(
        text(&trf.name).as_deref().unwrap_or("Imported tournament"),
        System::Swiss,
        rounds.max(1),
    );
    settings.rules = Rules::for_start(start.as_deref());
    settings.start_date = start;
    settings.end_date = trf.end.as_deref().and_then(date);
    settings.venue = text(&trf.city);
    settings.chief_arbiter = text(&trf.arbiter);
    settings.time_control = text(&trf.time_control);
    settings.bye_points = pts.pab / 5;
    let mut players: Vec<&TrfPlayer> = trf.players.iter().collect();
    players.sort_by_key(|p| p.no);
    settings.first_white = match trf.first_colour {
        Some(c) => c == Colour::White,
        None => inferred_first_white(&players),
    };
    let mut entrants = Vec::new();
    for p in &players {
        let (title, fide) = match p.title.as_deref() {
            None => (None, None),
            Some(t) => match (fide_title(t), normalize_title(t)) {
                (Some(f), _) => (None, Some(f.to_string())),
                (None, Some(k)) => (Some(k.to_string()), None),
                (None, None) => {
                    errors.push(format!(
                        "line {}: player {}: title `{t}` is neither a FIDE title (g m f c wg wm wf wc, \
                         or GM IM FM CM WGM WIM WFM WCM) nor a Kazakh rank ({})",
                        p.line,
                        p.no,
                        crate::tournament::TITLES.join(", ")
                    ));
                    (None, None)
                }
            },
        };
        entrants.push(Entrant {
            no: p.no,
            name: match trf::clean(&p.name) {
                n if n.is_empty() => format!("Player {}", p.no),
                n => n,
            },
            sex: p.sex.filter(|c| matches!(c, 'm' | 'w')),
            birth: p.birth.as_deref().and_then(date),
            title,
            fide_title: fide,
            rating: p.rating,
            region: text(&p.federation),
            external_id: text(&p.id),
            ..Entrant::default()
        });
    }
    let by_no: BTreeMap<u32, &TrfPlayer> = players.iter().map(|p| (p.no, *p)).collect();
    // The points column against the results: all the rounds of the line, or (the engines'
    // convention) all but a bye announced for the round not yet paired.
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
    for p in &players {
        let Some(w) = p.points else { continue };
        let all: u32 = p.rounds.iter().map(|b| block_points(b, &pts).0).sum();
        let paired: u32 = p
            .rounds
            .iter()
            .take(last_paired)
            .map(|b| block_points(b, &pts).0)
            .sum();
        if w * 5 != all && w * 5 != paired {
            errors.push(format!(
                "line {}: player {} has {} points by the results, but the points column (81-84) says {}",
                p.line,
                p.no,
                tenths_text(all),
                tenths_text(w * 5)
            ));
        }
    }
    // Boards still waiting for a result (XXG).
    let mut waiting: BTreeMap<(u32, u32), usize> = BTreeMap::new();
    for &(line, r, white, black) in &trf.pending {
        for no in std::iter::once(white).chain(black) {
            match by_no.get(&no) {
                None => errors.push(format!("line {line}: XXG: player {no} is not in the file")),
                Some(q) => {
                    let b = (r as usize).checked_sub(1).and_then(|i| q.rounds.get(i));
                    if b.is_some_and(|b| b.opponent.is_some() || b.result != ' ') {
                        errors.push(format!(
                            "line {line}: XXG: round {r}: player {no} waits for a result, but his line {} says `{}`",
                            q.line,
                            shown(b)
                        ));
                    }
                    if let Some(other) = waiting.insert((r, no), line) {
                        errors.push(format!(
                            "line {line}: XXG: round {r}: player {no} is already on a board (line {other})"
                        ));
                    }
                }
            }
        }
        if black == Some(white) {
            errors.push(format!("line {line}: XXG: a player cannot meet himself"));
        }
    }
    let mut out_rounds = Vec::new();
    for r in 0..played as usize {
        let number = r as u32 + 1;
        let mut round = crate::tournament::Round {
            number,
            ..Default::default()
        };
        for &(_, pr, white, black) in &trf.pending {
            if pr != number {
                continue;
            }
            match black {
                None => round.byes.push((white, ByeKind::PairingAllocated)),
                Some(black) => round.games.push(crate::tournament::Game {
                    board: 0,
                    white,
                    black,
                    result: None,
                    has_score: false,
                    verdict: None,
                    warning: None,
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
                        errors.push(format!(
                            "line {}: player {}, round {number}: a bye has no colour: `{}`",
                            p.line,
                            p.no,
                            shown(Some(b))
                        ));
                    }
                    round.byes.push((p.no, kind));
                }
                Some(o) => {
                    let Some(q) = by_no.get(&o) else {
                        errors.push(format!(
                            "line {}: player {}, round {number}: opponent {o} is not in the file",
                            p.line, p.no
                        ));
                        continue;
                    };
                    if o == p.no {
                        errors.push(format!(
                            "line {}: player {}, round {number}: a player cannot meet himself",
                            p.line, p.no
                        ));
                        continue;
                    }
                    let qb = q.rounds.get(r);
                    let disagree = |why: &str| {
                        format!(
                            "round {number}: player {} (line {}) says `{}` but player {o} (line {}) says `{}`: {why}",
                            p.no,
                            p.line,
                            shown(Some(b)),
                            q.line,
                            shown(qb)
                        )
                    };
                    let Some(qb) = qb.filter(|qb| qb.opponent == Some(p.no)) else {
                        errors.push(disagree("the opponents differ"));
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
                    let (Some(mine), Some(theirs)) = (result_of(b.result), result_of(qb.result))
                    else {
                        errors.push(disagree(
                            "a board needs a result on both lines (a board still waiting for \
                             its result is an XXG record, docs/trf.md)",
                        ));
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
                        errors.push(disagree("the results do not match"));
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
                                "both have the same colour"
                            } else {
                                "a game played needs both colours"
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
                        board: 0,
                        white: w,
                        black: bl,
                        result: Some(result),
                        has_score: false,
                        verdict: None,
                        warning: None,
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
            errors.push(format!(
                "round {number}: more than one pairing-allocated bye ({})",
                round
                    .byes
                    .iter()
                    .filter(|(_, k)| *k == ByeKind::PairingAllocated)
                    .map(|(n, _)| n.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        round.games.sort_by_key(|g| g.white);
        for (i, g) in round.games.iter_mut().enumerate() {
            g.board = i as u32 + 1;
        }
        out_rounds.push(round);
    }
    if errors.is_empty() {
        Ok(Tournament {
            settings,
            entrants,
            rounds: out_rounds,
        })
    } else {
        Err(errors)
    }
}

fn tenths_text(t: u32) -> String {
    format!("{}.{}", t / 10, t % 10)
}

/// Every stored game score of `t` as one record file, each game headed by its event, round,
/// players and result (tags the stored score already has are kept as written).
pub fn export_records(store: &mut Store, t: &Tournament) -> Result<String, Refusal> {
    let mut out = String::new();
    for r in &t.rounds {
        for g in r.games.iter().filter(|g| g.has_score) {
            let Some(score) = super::query::score(
                store,
                TournamentId(t.settings.id),
                RoundNo(r.number),
                Board(g.board),
            )?
            else {
                continue;
            };
            let name = |no| t.entrant(no).map_or("", |e| e.name.as_str());
            let has = |tag: &str| score.contains(&format!("[{tag} "));
            let result = match g.result {
                Some(GameResult::WhiteWins) => "1-0",
                Some(GameResult::BlackWins) => "0-1",
                Some(GameResult::Draw) => "1/2-1/2",
                _ => "*",
            };
            let tags = [
                ("Event", t.settings.name.clone()),
                ("Round", r.number.to_string()),
                ("Board", g.board.to_string()),
                ("White", name(g.white).to_string()),
                ("Black", name(g.black).to_string()),
                ("Result", result.to_string()),
            ];
            for (tag, value) in tags.iter().filter(|(tag, _)| !has(tag)) {
                out.push_str(&format!("[{tag} \"{}\"]\n", value.replace('"', "'")));
            }
            out.push_str(score.trim());
            out.push_str("\n\n");
        }
    }
    Ok(out)
}
