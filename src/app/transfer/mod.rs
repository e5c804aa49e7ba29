//! Tournaments in and out of FIDE TRF-16: `orda export trf` and `orda import trf`.

use std::collections::BTreeMap;

mod acceleration;
mod read;

pub use read::{Disagreement, ImportProblem, tournament_of};

use super::Refusal;
use super::refusal::InputError;
use crate::formats::trf::{self, Trf, TrfPlayer, TrfRound};
use crate::pairing::swiss::{Colour, Points};
use crate::store::Store;
use crate::tournament::standings::standings;
use crate::tournament::{
    Acceleration, Board, ByeKind, GameResult, RoundNo, Slot, StartNo, System, Tournament,
    TournamentId,
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

/// Reads a TRF-16 file into a new Swiss tournament (players, every round's boards and results,
/// byes); returns its id. A malformed file, or results that contradict each other, change
/// nothing.
pub(super) fn import_in(
    db: &crate::store::Db<'_>,
    file: &str,
    text: &str,
) -> std::result::Result<TournamentId, Refusal> {
    let trf = trf::read(text).map_err(|errs| {
        Refusal::BadInput(errs.into_iter().map(|e| InputError::trf(file, e)).collect())
    })?;
    let t = tournament_of(&trf).map_err(|errs| {
        Refusal::BadInput(
            errs.into_iter()
                .map(|e| InputError::tournament(file, e))
                .collect(),
        )
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
