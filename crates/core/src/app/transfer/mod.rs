//! Tournaments in and out of FIDE TRF-16: `orda export trf` and `orda import trf`.

use std::collections::{BTreeMap, HashMap, HashSet};

mod acceleration;
mod check;
mod dialect;
mod pair;
pub mod problems;
mod read;
mod record;
mod team;

pub use crate::formats::dates::DateProblem;
pub use check::{FileCheck, RankDifference, StandingsCheck, check_file};
pub use dialect::{ImportNote, Imported, MAX_KEPT, TrfExtra};
pub use pair::{PairFileError, pair_file};
pub use read::{Disagreement, ImportProblem, tournament_of};

use super::Refusal;
use super::refusal::InputError;
use crate::formats::trf::{self, Trf, TrfPlayer, TrfRound};
use crate::pairing::swiss::{Colour, Points};
use crate::store::{RoundDate, Store};
use crate::tournament::standings::standings;
use crate::tournament::{
    Acceleration, ByeKind, GameResult, RoundNo, Slot, StartNo, System, Tournament, TournamentId,
};

/// Tournament `t` as TRF-16 with what the store holds besides it (forbidden pairs, announced
/// byes, the records kept from an imported file), read in one snapshot.
pub fn export(store: &mut Store, tid: TournamentId) -> Result<String, Refusal> {
    let db_name = store.path().to_string();
    let (t, mut extra, journal) = store
        .read(|db| {
            let Some(t) = db.load(tid)? else {
                return Ok(None);
            };
            let extra = TrfExtra {
                forbidden: db.forbidden(tid)?,
                announced: db
                    .requested_byes(tid)?
                    .into_iter()
                    .map(|(no, r, k)| (no, r.0, k))
                    .collect(),
                kept: db.trf_records(tid)?,
                record: Vec::new(),
            };
            let journal = db.journal(Some(tid))?;
            Ok(Some((t, extra, journal)))
        })?
        .ok_or(Refusal::NoTournament {
            db: Some(db_name),
            id: tid,
        })?;
    if let Some(ev) = t.team_event() {
        return Ok(crate::formats::trf_team::write(&ev));
    }
    extra.record = record::intervention_lines(&t, &extra.forbidden, &journal, &extra.kept);
    Ok(export_trf(&t, &extra))
}

/// Writes tournament `t` as TRF-16: header, one `001` line per player (points after every
/// result written, rank after the last paired round, every paired round's block), `XXR` with
/// the number of rounds, `152`/`XXC` with the first colour. A round in progress (paired, some
/// results pending) is written the TRF-2026 in-tournament way (docs/trf.md): the boards with a
/// result as usual, the boards without one (and that round's pairing-allocated bye) as blank
/// columns plus an `XXG round white black` record, which the endorsed engines skip. `extra`:
/// forbidden pairs as `XXP`, byes announced for the next round in its columns (`0000 - H`,
/// `0000 - Z`, as the engines read them) and for later rounds as `240`, and the records kept
/// from an imported file where they were (header records among the header).
pub fn export_trf(t: &Tournament, extra: &TrfExtra) -> String {
    let s = &t.settings;
    let upto = t.rounds.len() as u32;
    let st = standings(t, upto);
    // Looked up once per player and round: the forfeits imported without colours, and the byes
    // announced for the round after the last one paired.
    let colourless: HashSet<(u32, u32)> = t
        .rounds
        .iter()
        .flat_map(|r| {
            r.games
                .iter()
                .filter(|g| g.no_colour && g.result.is_some_and(GameResult::is_forfeit))
                .flat_map(move |g| [(r.number.0, g.white), (r.number.0, g.black)])
        })
        .collect();
    let next_byes: HashMap<u32, ByeKind> = extra
        .announced
        .iter()
        .filter(|a| a.1 == upto + 1)
        .map(|&(no, _, k)| (no, k))
        .collect();
    let mut pending: Vec<(usize, u32, u32, Option<u32>)> = Vec::new();
    // A round whose games are all decided or adjourned is no round in progress: an adjourned
    // game is written `?` (TRF-2026's unknown result, scored as a draw by default).
    for r in t.rounds.iter().filter(|r| !r.is_decided_or_adjourned()) {
        for g in r
            .games
            .iter()
            .filter(|g| g.result.is_none() && !g.is_open_adjourned())
        {
            pending.push((0, r.number.0, g.white, Some(g.black)));
        }
        if let Some(no) = crate::tournament::manual::pairing_bye(r) {
            pending.push((0, r.number.0, no, None));
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
                    let in_progress = !r.is_decided_or_adjourned();
                    let game = r.games.iter().find(|g| g.white == e.no || g.black == e.no);
                    let adjourned = game.is_some_and(|g| g.is_open_adjourned());
                    // A correction for the rating report only: the `001` line carries it (and
                    // adds up with it); a `###` line says what pairings and standings used.
                    let slot = match (slot, game.and_then(|g| g.rating_result)) {
                        (
                            Slot::Game {
                                opponent, white, ..
                            },
                            Some(r),
                        ) => Slot::Game {
                            opponent,
                            white,
                            result: Some(r),
                        },
                        (slot, _) => slot,
                    };
                    match slot {
                        Slot::Game {
                            opponent, white, ..
                        } if adjourned => {
                            points += 1;
                            TrfRound {
                                opponent: Some(opponent),
                                colour: if white { 'w' } else { 'b' },
                                result: '?',
                            }
                        }
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
                            // A forfeit imported without colours is written without them.
                            let no_colour = colourless.contains(&(r.number.0, e.no));
                            TrfRound {
                                opponent: Some(opponent),
                                colour: match (no_colour, white) {
                                    (true, _) => '-',
                                    (false, true) => 'w',
                                    (false, false) => 'b',
                                },
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
                .collect::<Vec<TrfRound>>();
            // A bye announced for the round after the last one paired goes in its columns.
            let mut rounds = rounds;
            if let Some(&k) = next_byes.get(&e.no) {
                rounds.resize(upto as usize, blank);
                rounds.push(TrfRound {
                    opponent: None,
                    colour: '-',
                    result: if k == ByeKind::Half { 'H' } else { 'Z' },
                });
            }
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
                // A region of three characters at most is a federation (`KAZ`, as an imported
                // file's federation column was stored): written back there.
                federation: e
                    .region
                    .clone()
                    .filter(|r| (1..=3).contains(&r.chars().count())),
                id: e.external_id.clone().filter(|i| i.chars().count() <= 11),
                // A year alone as TRF-16 writes an unknown month and day.
                birth: e.birth.as_ref().map(|b| match b.len() {
                    4 => format!("{b}/00/00"),
                    _ => b.replace('-', "/"),
                }),
                points: Some(points),
                rank: row.map(|r| r.rank),
                rounds,
                line: 0,
            }
        })
        .collect();
    let kept_has = |code: &str| extra.kept.iter().any(|l| l.starts_with(code));
    // Byes announced for rounds after the next one: `240` records, a line per round and kind.
    let mut later: Vec<(u32, Vec<u32>, char)> = Vec::new();
    for &(no, r, k) in extra.announced.iter().filter(|a| a.1 > upto + 1) {
        let kind = if k == ByeKind::Half { 'H' } else { 'Z' };
        match later.iter_mut().find(|l| l.0 == r && l.2 == kind) {
            Some(l) => l.1.push(no),
            None => later.push((r, vec![no], kind)),
        }
    }
    let trf = Trf {
        name: Some(s.name.clone()),
        city: s.venue.clone(),
        federation: None,
        start: s.start_date.as_ref().map(|d| d.replace('-', "/")),
        end: s.end_date.as_ref().map(|d| d.replace('-', "/")),
        // An imported file's own `032` and `092` are among the kept records.
        kind: (!kept_has("092")).then(|| trf::kind_of(s.system).to_string()),
        arbiter: s.chief_arbiter.clone(),
        time_control: s.time_control.clone(),
        // Encoded from the text, unless a file's own `222` Orda could not read is kept.
        time_code: s
            .time_control
            .as_deref()
            .and_then(crate::formats::trf::time_code)
            .filter(|_| !extra.kept.iter().any(|l| l.starts_with("222"))),
        // From the rounds' dates, unless a file's own schedule (dates of rounds to come) is kept.
        round_dates: if extra.kept.iter().any(|l| l.starts_with("132")) {
            Vec::new()
        } else {
            t.rounds.iter().map(|r| r.date.clone()).collect()
        },
        rounds: Some(s.rounds),
        system: (s.system == System::Swiss).then(|| {
            match s.acceleration {
                Acceleration::None => trf::DUTCH_CODES[0],
                Acceleration::Baku => trf::BAKU_CODES[0],
            }
            .to_string()
        }),
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
        forbidden: extra
            .forbidden
            .iter()
            .map(|k| (0, vec![k.a, k.b], k.rounds))
            .collect(),
        announced: later
            .iter()
            .map(|&(r, ref ids, _)| (0, r, ids.clone()))
            .collect(),
        announced_kinds: later.iter().map(|&(_, _, k)| k).collect(),
        // A date kept because it could not be read goes once the tournament has one.
        other: extra
            .kept
            .iter()
            .filter(|l| !(l.starts_with("042 ") && s.start_date.is_some()))
            .filter(|l| !(l.starts_with("052 ") && s.end_date.is_some()))
            .map(|l| (0, l.clone()))
            // The interventions on the record (`record::intervention_lines`).
            .chain(extra.record.iter().map(|l| (0, l.clone())))
            .chain(rules_left_line(s.rules_left, &extra.kept).map(|l| (0, l)))
            .chain(
                tiebreak_lines(&s.tiebreaks, &extra.kept)
                    .into_iter()
                    .map(|l| (0, l)),
            )
            .collect(),
        // Kazakh ranks, which the title column (FIDE titles) does not hold.
        ranks: t
            .entrants
            .iter()
            .filter_map(|e| e.title.clone().map(|k| (0, e.no, k)))
            .collect(),
        ..Trf::default()
    };
    trf::write(&trf)
}

/// `202` and `212` (TRF-2026): the tournament's tie-break list; none when a kept file's own
/// list Orda could not read is there.
fn tiebreak_lines(list: &[crate::tournament::tiebreak::TieBreak], kept: &[String]) -> Vec<String> {
    if kept
        .iter()
        .any(|l| l.starts_with("202") || l.starts_with("212"))
    {
        return Vec::new();
    }
    trf::tiebreak_records(list)
}

/// The `###` line that says a tournament left rules mode (`left`: the rounds paired then), in
/// the form the FIDE-endorsed programs write (`### FIDE mode exited @ Round 4`); none while it
/// keeps to the rules, or when the file it came from says so already (docs/compliance.md).
fn rules_left_line(left: Option<u32>, kept: &[String]) -> Option<String> {
    const EXITED: &str = "### FIDE mode exited";
    let n = left?;
    if kept.iter().any(|l| l.starts_with(EXITED)) {
        return None;
    }
    Some(if n == 0 {
        format!("{EXITED} before Round 1 was paired")
    } else {
        format!("{EXITED} @ Round {n}")
    })
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

/// The refusal of TRF file `file` for its located problems.
pub(super) fn trf_refusal(file: &str, errs: Vec<trf::TrfError>) -> Refusal {
    Refusal::BadInput(errs.into_iter().map(|e| InputError::trf(file, e)).collect())
}

/// Reads a TRF-16 file into a new Swiss tournament (players, every round's boards and results,
/// byes); returns its id. A malformed file, or results that contradict each other, change
/// nothing.
pub(super) fn import_in(
    db: &crate::store::Db<'_>,
    file: &str,
    text: &str,
    points_from_results: bool,
) -> std::result::Result<(TournamentId, Vec<ImportNote>), Refusal> {
    let trf = trf::read(text).map_err(|errs| trf_refusal(file, errs))?;
    if team::is_team_file(&trf) {
        return team::import(db, file, &trf, points_from_results);
    }
    let imported = tournament_of(&trf, points_from_results).map_err(|errs| {
        Refusal::BadInput(
            errs.into_iter()
                .map(|e| InputError::tournament(file, e))
                .collect(),
        )
    })?;
    let t = &imported.tournament;
    let mut settings = t.settings.clone();
    if settings.name.is_empty() {
        // A file without a tournament's name: the file's own name, never a word of Orda's
        // stored in the user's data.
        let stem = std::path::Path::new(file)
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        settings.name = trf::clean(&stem)
            .trim()
            .chars()
            .take(trf::HEADER_WIDTH)
            .collect();
        if settings.name.is_empty() {
            settings.name = "TRF".into();
        }
    }
    let tid = db.insert_tournament(&settings)?;
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
        let number = r.number;
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
        db.insert_round(
            tid,
            number,
            &boards,
            &byes,
            RoundDate::Given(r.date.as_deref()),
        )?;
        for g in r.games.iter().filter(|g| g.result.is_some()) {
            let rec = crate::store::ResultRecord::default();
            super::store_result(db, tid, number, g.board, g.result, &rec)?;
            if g.no_colour {
                db.set_no_colour(tid, number, g.board)?;
            }
        }
        for g in r.games.iter().filter(|g| g.adjourned.is_some()) {
            db.set_adjourned(tid, number, g.board, g.adjourned)?;
        }
        for g in r.games.iter().filter(|g| g.rating_result.is_some()) {
            db.set_rating_result(tid, number, g.board, g.rating_result)?;
        }
    }
    let extra = &imported.extra;
    for k in &extra.forbidden {
        db.set_forbidden(tid, id(k.a)?, id(k.b)?, true, k.rounds)?;
    }
    for &(no, r, k) in &extra.announced {
        db.set_bye(tid, RoundNo(r), id(no)?, Some(k))?;
    }
    db.set_trf_records(tid, &extra.kept)?;
    let mut notes = imported.notes;
    // The imported rounds against the pairing rules (FIDE's checklist Q54-55): those the Dutch
    // system pairs otherwise are said now, and on export written as `### Import`.
    if !check::is_round_robin(&trf) {
        let rounds: Vec<u32> = crate::pairing::stored::check(t, &extra.forbidden)
            .iter()
            .map(|d| d.round)
            .collect();
        if !rounds.is_empty() {
            notes.push(ImportNote::PairedOtherwise { rounds });
        }
    }
    Ok((tid, notes))
}

/// Every stored game score of `t` as one record file, each game headed by its event, round,
/// players and result (tags the stored score already has are kept as written).
pub fn export_records(store: &mut Store, t: &Tournament) -> Result<String, Refusal> {
    let mut out = String::new();
    for r in &t.rounds {
        for g in r.games.iter().filter(|g| g.has_score) {
            let Some(score) = super::query::score(store, t.settings.id, r.number, g.board)? else {
                continue;
            };
            let name = |no| t.entrant(no).map_or("", |e| e.name.as_str());
            // The tags the stored score has already, as the record reader sees them.
            let rec = crate::formats::record::read(&score).into_iter().next();
            let has = |tag: &str| rec.as_ref().is_some_and(|r| r.tag(tag).is_some());
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
