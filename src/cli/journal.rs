//! `orda log` and `orda undo` (docs/journal.md).

use std::process::ExitCode;

use orda::app::{self, Undo};
use orda::tournament::TournamentId;

use super::shared::{self, DbArg, Format, TournamentArg};

/// `orda log`: the journal of one tournament (`--tournament`) or of the whole file, oldest
/// first, as aligned text or CSV.
pub fn log(db: &DbArg, t: &TournamentArg, format: Format) -> ExitCode {
    let mut store = match shared::open_read(db) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let entries = match app::query::journal(&mut store, t.tournament.map(TournamentId)) {
        Ok(e) => e,
        Err(r) => return shared::refused(r),
    };
    let offset = app::query::utc_offset(&mut store).unwrap_or(0);
    let mut sheet = orda::words::journal::sheet(&entries, format.is_csv(), offset);
    sheet.subtitle = store.path().to_string();
    match format {
        Format::Text if entries.is_empty() => outln!("{}", orda::t!("journal-empty")),
        Format::Text => out!("{}", sheet.to_text()),
        Format::Html => out!("{}", sheet.to_html()),
        csv => out!("{}", sheet.to_csv_as(csv.csv_style())),
    }
    ExitCode::SUCCESS
}

/// `orda undo`: takes back the tournament's last change where that is safe; says what it undid.
pub fn undo(db: &DbArg, t: &TournamentArg) -> ExitCode {
    let mut store = match shared::open_existing(db) {
        Ok(s) => s,
        Err(code) => return code,
    };
    let t = match shared::pick(&mut store, t) {
        Ok(t) => t,
        Err(code) => return code,
    };
    match shared::apply(&mut store, Undo(t, None)) {
        Ok(e) => {
            outln!("{}", orda::words::journal::undone(&e));
            let details = orda::words::journal::details(&e);
            if !details.is_empty() {
                outln!("  {details}");
            }
            ExitCode::SUCCESS
        }
        Err(code) => code,
    }
}
