//! Tournaments in and out of FIDE TRF-16: `orda export trf` and `orda import trf`.

use std::collections::BTreeMap;

use super::{AppError, Result};
use crate::formats::trf::{self, Trf, TrfPlayer, TrfRound};
use crate::store::Store;
use crate::tournament::standings::standings;
use crate::tournament::{ByeKind, Entrant, GameResult, Rules, Settings, Slot, System, Tournament};

/// Writes tournament `t` as TRF-16: header, one `001` line per player (points and rank after
/// the last complete round, every paired round's block), `XXR` with the number of rounds.
pub fn export_trf(t: &Tournament) -> String {
    let s = &t.settings;
    let upto = t.rounds.len() as u32;
    let st = standings(t, upto);
    let players = t
        .entrants
        .iter()
        .map(|e| {
            let row = st.rows.iter().find(|r| r.no == e.no);
            let rounds = t
                .rounds
                .iter()
                .map(|r| {
                    let slot = crate::tournament::slot_in(r, e.no);
                    match slot {
                        Slot::Game {
                            opponent,
                            white,
                            result,
                        } => {
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
                        Slot::Bye(k) => TrfRound {
                            opponent: None,
                            colour: '-',
                            result: match k {
                                ByeKind::PairingAllocated => 'U',
                                ByeKind::Half => 'H',
                                ByeKind::Zero | ByeKind::Rest => 'Z',
                            },
                        },
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
                title: None,
                name: e.name.clone(),
                rating: e.rating,
                federation: None,
                id: e.external_id.clone().filter(|i| i.len() <= 11),
                birth: e.birth.as_ref().map(|b| b.replace('-', "/")),
                points: row.map(|r| r.points),
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
        options: Vec::new(),
        players,
        ..Trf::default()
    };
    trf::write(&trf)
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
pub fn import_trf(store: &mut Store, file: &str, text: &str) -> Result<i64> {
    let trf = trf::read(text)
        .map_err(|errs| AppError::BadInput(errs.iter().map(|e| format!("{file}:{e}")).collect()))?;
    let t = tournament_of(&trf).map_err(|errs| {
        AppError::BadInput(errs.into_iter().map(|e| format!("{file}: {e}")).collect())
    })?;
    let s = &t.settings;
    Ok(store.write(|db| {
        let tid = db.insert_tournament(s)?;
        let mut ids = BTreeMap::new();
        for e in &t.entrants {
            let pid = db.insert_player(e)?;
            db.insert_entry(tid, pid, e.no, e.rating, e.title.as_deref())?;
            ids.insert(e.no, pid);
        }
        let id = |no: u32| ids.get(&no).copied().unwrap_or(0);
        for r in &t.rounds {
            if r.games.is_empty() {
                // Only byes announced for a round not yet paired.
                for &(no, k) in &r.byes {
                    db.set_bye(tid, r.number, id(no), Some(k))?;
                }
                continue;
            }
            let boards: Vec<(i64, i64)> =
                r.games.iter().map(|g| (id(g.white), id(g.black))).collect();
            let byes: Vec<(i64, ByeKind)> = r.byes.iter().map(|&(no, k)| (id(no), k)).collect();
            db.insert_round(tid, r.number, &boards, &byes)?;
            for g in &r.games {
                if g.result.is_some() {
                    db.set_result(
                        tid,
                        r.number,
                        g.board,
                        g.result,
                        &crate::store::ResultRecord::default(),
                    )?;
                }
            }
        }
        Ok(tid)
    })?)
}

/// The tournament a TRF file describes (players by starting rank; boards in the order of the
/// white player's starting rank). Errors name the player, the round and what disagrees.
pub fn tournament_of(trf: &Trf) -> std::result::Result<Tournament, Vec<String>> {
    let mut errors = Vec::new();
    let played = trf
        .players
        .iter()
        .map(|p| p.rounds.len())
        .max()
        .unwrap_or(0) as u32;
    let rounds = trf.rounds.unwrap_or(played).max(played);
    let start = trf.start.as_deref().and_then(date);
    let mut settings = Settings::new(
        trf.name.as_deref().unwrap_or("Imported tournament"),
        System::Swiss,
        rounds.max(1),
    );
    settings.rules = Rules::for_start(start.as_deref());
    settings.start_date = start;
    settings.end_date = trf.end.as_deref().and_then(date);
    settings.venue = trf.city.clone();
    settings.chief_arbiter = trf.arbiter.clone();
    settings.time_control = trf.time_control.clone();
    let mut players: Vec<&TrfPlayer> = trf.players.iter().collect();
    players.sort_by_key(|p| p.no);
    let entrants = players
        .iter()
        .map(|p| Entrant {
            no: p.no,
            name: if p.name.is_empty() {
                format!("Player {}", p.no)
            } else {
                p.name.clone()
            },
            sex: p.sex.filter(|c| matches!(c, 'm' | 'w')),
            birth: p.birth.as_deref().and_then(date),
            rating: p.rating,
            region: p.federation.clone(),
            external_id: p.id.clone(),
            ..Entrant::default()
        })
        .collect();
    let by_no: BTreeMap<u32, &TrfPlayer> = players.iter().map(|p| (p.no, *p)).collect();
    let mut out_rounds = Vec::new();
    for r in 0..played as usize {
        let mut round = crate::tournament::Round {
            number: r as u32 + 1,
            ..Default::default()
        };
        for p in &players {
            let Some(b) = p.rounds.get(r) else { continue };
            match b.opponent {
                None => {
                    let kind = match b.result {
                        'U' | 'F' => Some(ByeKind::PairingAllocated),
                        'H' => Some(ByeKind::Half),
                        'Z' | '-' | ' ' => Some(ByeKind::Zero),
                        other => {
                            errors.push(format!(
                                "player {}, round {}: result `{other}` without an opponent",
                                p.no,
                                r + 1
                            ));
                            None
                        }
                    };
                    if let Some(k) = kind {
                        round.byes.push((p.no, k));
                    }
                }
                Some(o) => {
                    let Some(q) = by_no.get(&o) else {
                        errors.push(format!(
                            "player {}, round {}: opponent {o} is not in the file",
                            p.no,
                            r + 1
                        ));
                        continue;
                    };
                    let Some(qb) = q.rounds.get(r).filter(|qb| qb.opponent == Some(p.no)) else {
                        errors.push(format!(
                            "player {}, round {}: plays {o}, but {o}'s line does not say so",
                            p.no,
                            r + 1
                        ));
                        continue;
                    };
                    // Take each board once, from White's line (the lower number when colours are missing).
                    let white = match (b.colour, qb.colour) {
                        ('w', _) | ('-', 'b') => true,
                        ('b', _) | ('-', 'w') => false,
                        _ => p.no < o,
                    };
                    if !white {
                        continue;
                    }
                    let result = match (b.result, qb.result) {
                        ('1' | 'W', _) => Some(GameResult::WhiteWins),
                        ('0' | 'L', _) => Some(GameResult::BlackWins),
                        ('=' | 'D', _) => Some(GameResult::Draw),
                        ('+', _) => Some(GameResult::WhiteByForfeit),
                        ('-', '+') => Some(GameResult::BlackByForfeit),
                        ('-', _) => Some(GameResult::DoubleForfeit),
                        (' ', _) => None,
                        (other, _) => {
                            errors.push(format!(
                                "player {}, round {}: result `{other}` with an opponent",
                                p.no,
                                r + 1
                            ));
                            None
                        }
                    };
                    if let Some(res) = result {
                        let bl = res.points(false);
                        let theirs = match qb.result {
                            '1' | 'W' | '+' => Some(2),
                            '=' | 'D' => Some(1),
                            '0' | 'L' | '-' => Some(0),
                            _ => None,
                        };
                        if theirs != Some(bl)
                            || (res.is_forfeit() != matches!(qb.result, '+' | '-'))
                        {
                            errors.push(format!(
                                "round {}: {} scores `{}` against {o}, but {o} scores `{}`",
                                r + 1,
                                p.no,
                                b.result,
                                qb.result
                            ));
                        }
                    }
                    round.games.push(crate::tournament::Game {
                        board: 0,
                        white: p.no,
                        black: o,
                        result,
                        has_score: false,
                        verdict: None,
                        warning: None,
                    });
                }
            }
        }
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

/// Every stored game score of `t` as one record file, each game headed by its event, round,
/// players and result (tags the stored score already has are kept as written).
pub fn export_records(store: &mut Store, t: &Tournament) -> Result<String> {
    let mut out = String::new();
    for r in &t.rounds {
        for g in r.games.iter().filter(|g| g.has_score) {
            let Some(score) = super::play::score_of(store, t.settings.id, r.number, g.board)?
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
