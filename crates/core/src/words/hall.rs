//! The hall network in words: its refusals, a report's status, the list of what came in.

use crate::app::hall::{PlayerCode, Refused, ReportLine, Reported};
use crate::formats::sheet::{Cell, Mark, Sheet, csv_columns};
use crate::t;
use crate::tournament::hall::{AccessCode, Code, Status};
use crate::tournament::{Board, GameResult, RoundNo, StartNo, Tournament};

/// A refusal of the hall's operations.
pub fn refused(r: &Refused) -> String {
    match r {
        Refused::NoAccess => t!("hall-no-access"),
        Refused::ReportsOff => t!("hall-reports-off"),
        Refused::NotYourBoard(round, board) => {
            t!("hall-not-your-board", round = round.0, board = board.0)
        }
        Refused::Decided(round, board) => t!("hall-decided", round = round.0, board = board.0),
        Refused::NotReportable => t!("hall-not-reportable"),
        Refused::NoReport(round, board) => t!("hall-no-report", round = round.0, board = board.0),
        Refused::Disagree(round, board) => t!("hall-disagree", round = round.0, board = board.0),
        Refused::NoCode(id) => t!("hall-no-code", id = id.0),
        Refused::NoName => t!("hall-no-name"),
        Refused::NoRandom => t!("hall-no-random"),
        Refused::CheckInClosed(round) => t!("hall-check-in-closed", round = round.0),
        Refused::WhoChecksIn => t!("hall-who-checks-in"),
        Refused::BadScore(at) => super::rules::located(at),
        Refused::NotOneGame => t!("hall-not-one-game"),
        Refused::NoByeAsked(round, no) => t!("hall-no-bye-asked", round = round.0, no = no.0),
        Refused::NobodyPresent(round) => t!("hall-nobody-present", round = round.0),
    }
}

/// Where a report stands, in words.
pub fn status(s: Status) -> String {
    t!("hall-status", status = s.code())
}

/// Codes made for `n` players.
pub fn codes_made(n: usize) -> String {
    t!("hall-codes-made", n = n)
}

/// An assistant's code made.
pub fn assistant_made(name: &str) -> String {
    t!("hall-assistant-made", name = name)
}

/// A code ended.
pub fn revoked() -> String {
    t!("hall-revoked")
}

/// Every code of the tournament ended (`n` of them), reports off.
pub fn access_off(n: usize) -> String {
    t!("hall-access-off", n = n)
}

/// What a result from the hall did.
pub fn reported(r: Reported, round: RoundNo, board: Board) -> String {
    match r {
        Reported::Entered => t!("hall-entered", round = round.0, board = board.0),
        Reported::Now(s, _) => t!(
            "hall-reported",
            round = round.0,
            board = board.0,
            status = status(s)
        ),
    }
}

/// Wrong codes up to the limit of one address (`hall`: of the whole hall) in a minute.
pub fn wrong_codes(tries: u32, hall: bool) -> String {
    t!("hall-wrong-codes", n = tries, hall = u8::from(hall))
}

/// A code unlocked (`was`: it was locked).
pub fn unlocked(was: bool) -> String {
    if was {
        t!("hall-unlocked")
    } else {
        t!("hall-not-locked")
    }
}

/// The arbiter's decision on a board's report.
pub fn decided(round: RoundNo, board: Board, result: Option<GameResult>) -> String {
    match result {
        Some(r) => t!(
            "hall-accepted",
            round = round.0,
            board = board.0,
            result = r.display()
        ),
        None => t!("hall-rejected", round = round.0, board = board.0),
    }
}

fn columns(csv: bool, machine: &[&str], words: impl FnOnce() -> Vec<String>) -> Vec<String> {
    if csv {
        machine.iter().map(|c| c.to_string()).collect()
    } else {
        words()
    }
}

/// The players' codes as made (`orda access players`): No, Name, Code (empty: made before).
pub fn codes_sheet(made: &[PlayerCode], csv: bool) -> Sheet {
    Sheet {
        title: t!("hall-codes-title"),
        columns: columns(csv, &csv_columns::CODES, || {
            vec![t!("col-no"), t!("col-name"), t!("hall-col-code")]
        }),
        rows: made
            .iter()
            .map(|p| {
                vec![
                    Cell::marked(p.no.0.to_string(), Mark::Number),
                    Cell::plain(&p.name),
                    Cell::plain(p.code.as_ref().map(Code::shown).unwrap_or_default()),
                ]
            })
            .collect(),
        ..Sheet::default()
    }
}

fn result_text(r: Option<GameResult>, csv: bool) -> String {
    match r {
        Some(r) if csv => r.ascii().to_string(),
        Some(r) => r.display().to_string(),
        None => String::new(),
    }
}

/// The reports from the hall (`orda reports`, the window's Hall view): round, board, White,
/// Black, the result reported, the opponent's answer, the status (its code in CSV).
pub fn reports_sheet(lines: &[ReportLine], csv: bool) -> Sheet {
    Sheet {
        title: t!("hall-reports-title"),
        columns: columns(csv, &csv_columns::REPORTS, || {
            vec![
                t!("col-round"),
                t!("col-board"),
                t!("col-white"),
                t!("col-black"),
                t!("hall-col-reported"),
                t!("hall-col-answer"),
                t!("hall-col-status"),
            ]
        }),
        rows: lines
            .iter()
            .map(|l| {
                vec![
                    Cell::marked(l.round.0.to_string(), Mark::Number),
                    Cell::marked(l.board.0.to_string(), Mark::Number),
                    Cell::plain(&l.white.1),
                    Cell::plain(&l.black.1),
                    Cell::plain(match (csv, l.score) {
                        // A score came with it: the arbiter accepts both.
                        (false, true) => {
                            t!("hall-with-score", result = result_text(l.reported, csv))
                        }
                        _ => result_text(l.reported, csv),
                    }),
                    Cell::plain(result_text(l.answer, csv)),
                    Cell::plain(match (csv, l.status, l.entered) {
                        (true, s, _) => s.code().to_string(),
                        // What was entered, which may be neither player's word.
                        (false, Status::Accepted, Some(r)) => {
                            t!("hall-accepted-as", result = r.display())
                        }
                        (false, s, _) => status(s),
                    }),
                ]
            })
            .collect(),
        ..Sheet::default()
    }
}

/// Who a code is for, in words: the player's number and name, or the assistant's name.
pub fn holder(c: &AccessCode, t: &Tournament) -> (String, String) {
    match c
        .player
        .and_then(|p| t.entrants.iter().find(|e| e.player_id == p))
    {
        Some(e) => (e.no.to_string(), e.name.clone()),
        None => (String::new(), c.name.clone()),
    }
}

/// The codes of a tournament (`orda access list`): never a code, only whose it is and its state.
pub fn access_sheet(codes: &[AccessCode], t: &Tournament, csv: bool) -> Sheet {
    let role = |c: &AccessCode| {
        if csv {
            c.role.code().to_string()
        } else {
            t!("hall-role", role = c.role.code())
        }
    };
    let when = |s: &Option<String>| s.as_deref().map(super::journal::when).unwrap_or_default();
    Sheet {
        title: t!("hall-access-title"),
        columns: columns(csv, &csv_columns::ACCESS, || {
            vec![
                t!("hall-col-id"),
                t!("hall-col-role"),
                t!("col-no"),
                t!("col-name"),
                t!("hall-col-made"),
                t!("hall-col-revoked"),
                t!("hall-col-wrong"),
                t!("hall-col-locked"),
            ]
        }),
        rows: codes
            .iter()
            .map(|c| {
                let (no, name) = holder(c, t);
                vec![
                    Cell::marked(c.id.0.to_string(), Mark::Number),
                    Cell::plain(role(c)),
                    Cell::marked(no, Mark::Number),
                    Cell::plain(name),
                    Cell::plain(super::journal::when(&c.made_at)),
                    Cell::plain(when(&c.revoked_at)),
                    Cell::marked(c.wrong_tries.to_string(), Mark::Number),
                    Cell::plain(when(&c.locked_at)),
                ]
            })
            .collect(),
        ..Sheet::default()
    }
}

/// The players' cards (`orda print cards`): each made code with the address `url` its QR code
/// opens; `site` is the address printed on every card.
pub fn cards_html(
    t: &Tournament,
    made: &[(&PlayerCode, String)],
    site: &str,
    paper: crate::formats::sheet::Paper,
) -> String {
    use crate::formats::cards::{Card, CardWords, html};
    let cards: Vec<Card> = made
        .iter()
        .filter_map(|(p, url)| {
            let code = p.code.as_ref()?;
            Some(Card {
                player: format!("{} {}", p.no.0, p.name),
                code: code.shown(),
                qr: crate::formats::board_svg::qr(url, 30).unwrap_or_default(),
            })
        })
        .collect();
    let words = CardWords {
        heading: t!("card-heading"),
        code: t!("card-code"),
        site: t!("card-site", site = site),
        how: vec![
            t!("card-how"),
            t!("web-report-note-confirm"),
            t!("web-report-note-code"),
        ],
    };
    let lang = super::lang::current().code();
    html(lang, &t.settings.name, &cards, &words, paper)
}

/// A report as a player's page says it, naming who said what: "Round 1, board 3: 1-0 reported
/// by No 5, waiting for the opponent", "... 1-0 reported by No 5, 0-1 by No 2: the players
/// disagree" (both players' pages say the same; neither's claim reads as the other's).
pub fn report_state(l: &ReportLine) -> String {
    let said = l.reported.map_or("", GameResult::display);
    let by = l.reporter.map_or(0, |n| n.0);
    let other = if l.reporter == Some(l.white.0) {
        l.black.0
    } else {
        l.white.0
    };
    match l.answer {
        Some(answer) => t!(
            "hall-report-answered",
            round = l.round.0,
            board = l.board.0,
            result = said,
            by = by,
            answer = answer.display(),
            other = other.0,
            status = status(l.status)
        ),
        None => t!(
            "hall-report-state",
            round = l.round.0,
            board = l.board.0,
            result = said,
            by = by,
            status = status(l.status)
        ),
    }
}

/// A player checked in (`new`: now; else he was already).
pub fn checked_in(round: RoundNo, no: StartNo, new: bool) -> String {
    if new {
        t!("hall-checked-in", round = round.0, no = no.0)
    } else {
        t!("hall-checked-in-already", round = round.0, no = no.0)
    }
}

/// The players given a zero-point bye as absent when the round was paired with those present.
pub fn absent(nos: &[StartNo]) -> String {
    let list: Vec<String> = nos.iter().map(|n| n.0.to_string()).collect();
    t!("hall-absent", n = nos.len(), nos = list.join(", "))
}

/// When players check in, in words.
pub fn check_in_name(c: crate::tournament::hall::CheckIn) -> String {
    t!("hall-check-in-mode", mode = c.code())
}

/// A tournament's settings for the hall, in a line.
pub fn settings(h: crate::tournament::hall::Hall) -> String {
    t!(
        "hall-settings",
        reports = u8::from(h.reports),
        check_in = check_in_name(h.check_in),
        accept = u8::from(h.accept_confirmed),
        explain = u8::from(h.explain)
    )
}

/// The byes asked for (`orda reports byes`, the Hall view): round, player, the bye, status.
pub fn byes_sheet(lines: &[crate::app::hall::ByeLine], csv: bool) -> Sheet {
    Sheet {
        title: t!("hall-byes-title"),
        columns: columns(csv, &csv_columns::BYES, || {
            vec![
                t!("col-round"),
                t!("col-no"),
                t!("col-name"),
                t!("hall-col-bye"),
                t!("hall-col-status"),
            ]
        }),
        rows: lines
            .iter()
            .map(|l| {
                vec![
                    Cell::marked(l.round.0.to_string(), Mark::Number),
                    Cell::marked(l.player.0.0.to_string(), Mark::Number),
                    Cell::plain(&l.player.1),
                    Cell::plain(match (csv, l.kind) {
                        (true, Some(k)) => k.code().to_string(),
                        (false, Some(k)) => super::reports::bye_kind(k),
                        (_, None) => String::new(),
                    }),
                    Cell::plain(if csv {
                        l.status.code().to_string()
                    } else {
                        // A bye waits for the arbiter, not for an opponent.
                        t!("hall-bye-status", status = l.status.code())
                    }),
                ]
            })
            .collect(),
        ..Sheet::default()
    }
}

/// A bye asked for, granted or refused.
pub fn bye_decided(
    round: RoundNo,
    no: StartNo,
    granted: Option<crate::tournament::ByeKind>,
) -> String {
    match granted {
        Some(k) => t!(
            "hall-bye-granted",
            round = round.0,
            no = no.0,
            bye = super::reports::bye_kind(k)
        ),
        None => t!("hall-bye-refused", round = round.0, no = no.0),
    }
}
