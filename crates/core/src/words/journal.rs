//! The journal in words: a line's kind, face, subject and the results it changed
//! (`orda log`, the window's History view), and the undo's refusals.

use crate::app::Refusal;
use crate::t;
use crate::tournament::GameResult;
use crate::tournament::journal::{Entry, Face, ResultChange, Subject};

/// The operation's kind in words ("Results entered").
pub fn kind(kind: &str) -> String {
    t!("journal-kind", kind = kind)
}

/// Where a line came from.
pub fn face(f: Face) -> String {
    t!("journal-face", face = f.code())
}

/// What the line was about ("No 7, round 3"); empty for nothing more than its kind.
pub fn subject(s: &Subject) -> String {
    match s {
        Subject::None => String::new(),
        Subject::Player(no) => t!("journal-player", no = no.0),
        Subject::PlayerRound(no, r) => t!("journal-player-round", no = no.0, round = r.0),
        Subject::Players(a, b) => t!("journal-players", a = a.0, b = b.0),
        Subject::Round(r) => t!("journal-round", round = r.0),
        Subject::Board(r, b) => t!("journal-board", round = r.0, board = b.0),
        Subject::Reported(r, b, result) => t!(
            "journal-reported",
            round = r.0,
            board = b.0,
            result = result.display()
        ),
        Subject::Tries(n) => t!("journal-tries", n = *n),
        Subject::File(f) => t!("journal-file", file = f),
        Subject::Prize(c, place) if c.is_empty() => t!("journal-prize-overall", place = place),
        Subject::Prize(c, place) => t!("journal-prize", category = c, place = place),
        Subject::Category(name) => t!("journal-category", name = name),
        Subject::Event(id) => t!("journal-event", id = id.0),
        Subject::Named(name) => t!("journal-named", name = name),
        Subject::Entry(id) => t!("journal-entry", id = id.0),
    }
}

fn result(r: Option<GameResult>) -> String {
    r.map_or_else(|| t!("journal-no-result"), |r| r.display().to_string())
}

/// One result changed: "round 3, board 5: 1-0 → ½-½".
pub fn result_change(c: &ResultChange) -> String {
    t!(
        "journal-result",
        round = c.round.0,
        board = c.board.0,
        before = result(c.before),
        after = result(c.after)
    )
}

/// A line's details: its subject, the results it changed, and its undo marks, joined by "; ".
pub fn details(e: &Entry) -> String {
    let mut parts: Vec<String> = Vec::new();
    let s = subject(&e.subject);
    // The results changed say their round and board themselves.
    let board_said =
        matches!(e.subject, Subject::Board(..) | Subject::Round(_)) && !e.results.is_empty();
    if !s.is_empty() && !board_said {
        parts.push(s);
    }
    // A round's results are listed; an import's thousands are counted.
    const LISTED: usize = 12;
    parts.extend(e.results.iter().take(LISTED).map(result_change));
    if e.results.len() > LISTED {
        parts.push(t!("journal-more-results", n = e.results.len() - LISTED));
    }
    if let Some(id) = e.undoes {
        parts.push(t!("journal-undoes", id = id.0));
    }
    if let Some(by) = e.undone_by {
        parts.push(t!("journal-undone", by = by.0));
    }
    parts.join("; ")
}

/// When a line was written, in this computer's time zone, as the language writes a date:
/// `27.11.2026 15:00:00` (the zone's offset is said once, in the column's heading:
/// [`at_heading`]); UTC when the zone could not be read.
pub fn when_local(e: &Entry) -> String {
    let local = if e.local.is_empty() {
        when(&e.at)
    } else {
        e.local.clone()
    };
    match local.split_once(' ') {
        Some((day, time)) => format!("{} {time}", super::date(day)),
        None => local,
    }
}

/// The heading of the journal's time column, with the zone's offset from UTC (`offset`
/// minutes): "When (UTC+05:00)".
pub fn at_heading(offset: i32) -> String {
    let sign = if offset < 0 { '-' } else { '+' };
    let (h, m) = (offset.abs() / 60, offset.abs() % 60);
    t!(
        "journal-col-at-local",
        offset = format!("{sign}{h:02}:{m:02}")
    )
}

/// When, as people read it: `2026-11-27 10:00:00` (UTC, as the column heading says).
pub fn when(at: &str) -> String {
    at.trim_end_matches('Z').replacen('T', " ", 1)
}

/// What the undo did: "Undone: line 12 (Results entered)".
pub fn undone(e: &Entry) -> String {
    t!("undone", id = e.id.0, what = kind(&e.kind))
}

/// The journal's refusals in words (`super::refusal_with` sends them here).
pub(super) fn refusal(r: &Refusal) -> String {
    match r {
        Refusal::NothingToUndo => t!("nothing-to-undo"),
        Refusal::CannotUndo { entry, kind: k } => {
            t!("cannot-undo", id = entry.0, what = kind(k))
        }
        Refusal::UndoBlocked {
            entry,
            kind: what,
            by,
            later,
        } => t!(
            "undo-blocked",
            id = entry.0,
            what = kind(what),
            by = by.0,
            later = kind(later)
        ),
        Refusal::UndoStale { entry, kind: what } => {
            t!("undo-stale", id = entry.0, what = kind(what))
        }
        Refusal::UndoNotSeen { entry, kind: what } => {
            t!("undo-not-seen", id = entry.0, what = kind(what))
        }
        Refusal::UndoReferenced { entry, kind: what } => {
            t!("undo-referenced", id = entry.0, what = kind(what))
        }
        _ => String::new(),
    }
}

/// The journal as a sheet: `orda log` as text (words, in this computer's time, `offset` minutes
/// from UTC) or CSV (stable codes for scripts, UTC: `formats::sheet::csv_columns::JOURNAL`).
pub fn sheet(entries: &[Entry], csv: bool, offset: i32) -> crate::formats::sheet::Sheet {
    use crate::formats::sheet::{Cell, Mark, Sheet, csv_columns};
    let columns: Vec<String> = if csv {
        csv_columns::JOURNAL.iter().map(|c| c.to_string()).collect()
    } else {
        [
            t!("journal-col-no"),
            at_heading(offset),
            t!("journal-col-who"),
            t!("journal-col-face"),
            t!("journal-col-tournament"),
            t!("journal-col-what"),
            t!("journal-col-details"),
        ]
        .into()
    };
    let id = |o: Option<i64>| o.map(|i| i.to_string()).unwrap_or_default();
    let rows = entries
        .iter()
        .map(|e| {
            let at = if csv { e.at.clone() } else { when_local(e) };
            let mut row = vec![
                Cell::marked(e.id.0.to_string(), Mark::Number),
                Cell::plain(at),
                Cell::plain(e.who.clone()),
            ];
            if csv {
                row.extend([
                    Cell::plain(e.face.code()),
                    Cell::plain(id(e.tournament.map(|t| t.0))),
                    Cell::plain(e.kind.clone()),
                    Cell::plain(details(e)),
                    Cell::plain(id(e.undone_by.map(|x| x.0))),
                    Cell::plain(id(e.undoes.map(|x| x.0))),
                ]);
            } else {
                row.extend([
                    Cell::plain(face(e.face)),
                    Cell::marked(id(e.tournament.map(|t| t.0)), Mark::Number),
                    Cell::plain(kind(&e.kind)),
                    Cell::marked(details(e), Mark::Prose),
                ]);
            }
            row
        })
        .collect();
    Sheet {
        lang: crate::words::lang::current().code().to_string(),
        title: t!("journal-title"),
        columns,
        rows,
        ..Default::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{Board, EntryId, RoundNo, TournamentId};

    #[test]
    fn an_import_s_thousands_of_results_are_counted_not_listed() {
        crate::words::lang::set(crate::tournament::Lang::En);
        let results: Vec<ResultChange> = (1..=20)
            .map(|b| ResultChange {
                round: RoundNo(1),
                board: Board(b),
                before: None,
                after: Some(GameResult::Draw),
            })
            .collect();
        let e = Entry {
            id: EntryId(1),
            at: "2026-11-27T10:00:00Z".into(),
            local: "2026-11-27 15:00:00".into(),
            who: "A".into(),
            face: Face::Cli,
            tournament: Some(TournamentId(1)),
            kind: "import-trf".into(),
            subject: Subject::File("big.trf".into()),
            results,
            rules: Vec::new(),
            undone_by: None,
            undoes: None,
        };
        // Its time as this computer's zone has it, the date as each language writes it.
        assert_eq!(
            crate::words::lang::with(crate::tournament::Lang::Ru, || when_local(&e)),
            "27.11.2026 15:00:00"
        );
        assert_eq!(when_local(&e), "2026-11-27 15:00:00");
        assert_eq!(at_heading(300), "When (UTC+05:00)");
        assert_eq!(at_heading(-210), "When (UTC-03:30)");
        let d = details(&e);
        assert_eq!(d.matches("round 1, board").count(), 12, "{d}");
        assert!(
            d.starts_with("file big.trf; round 1, board 1: none → ½-½"),
            "{d}"
        );
        assert!(d.ends_with("; and 8 more results"), "{d}");
        assert_eq!(when(&e.at), "2026-11-27 10:00:00");
    }
}
