//! `orda pairings|standings|crosstable|rating`, `orda export trf` and `orda import trf`: a
//! query of `orda::app` laid out by `orda::words::reports` and written as text, CSV or HTML.

use std::process::ExitCode;

use orda::app::{ImportTrf, query, transfer};
use orda::formats::sheet::Sheet;
use orda::words::reports;

use super::shared::{
    DbArg, ExportCmd, Format, ImportCmd, ReportArgs, apply, open, open_read, pick, read_file,
    refused, say_no, tryx, write_or_print,
};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Report {
    Pairings,
    Standings,
    Crosstable,
    Rating(u32),
}

fn emit(sheet: &Sheet, args: &ReportArgs) -> ExitCode {
    let qr = match &args.qr {
        Some(url) => match orda::formats::board_svg::qr(url, 30) {
            Some(svg) if orda::web::http::is_web_address(url) => svg,
            _ => return say_no(orda::t!("cli-bad-qr", url = url.as_str())),
        },
        None => String::new(),
    };
    let text = match args.format {
        Format::Text => sheet.to_text(),
        Format::Csv | Format::CsvExcel => sheet.to_csv_as(args.format.csv_style()),
        Format::Html => sheet.to_html_with(&qr),
    };
    write_or_print(text, args.output.as_deref())
}

pub fn report(db: &DbArg, which: Report, args: ReportArgs) -> ExitCode {
    let mut store = tryx!(open_read(db));
    let tid = tryx!(pick(&mut store, &args.t));
    // With a category, the tournament and its categories come from one snapshot.
    let (mut t, awards) = match &args.category {
        Some(_) => {
            let (t, a) = tryx!(query::tournament_awards(&mut store, tid).map_err(refused));
            (t, Some(a))
        }
        None => (
            tryx!(query::tournament(&mut store, tid).map_err(refused)),
            None,
        ),
    };
    if let Some(list) = &args.tiebreaks {
        t.settings.tiebreaks = tryx!(super::manage::tiebreaks(list));
    }
    let paired = t.rounds.len() as u32;
    let upto = args.round.unwrap_or_else(|| t.completed_rounds());
    if which != Report::Pairings && upto > paired {
        return say_no(orda::t!("round-not-paired", round = upto, paired = paired));
    }
    // An export speaks the tournament's publication language unless `--lang` says otherwise.
    let lang = super::papers_lang(t.settings.publication);
    if let (Report::Standings, Some(name), Some(a)) = (which, &args.category, &awards) {
        let ascii = args.format.is_csv();
        let sheet = tryx!(orda::words::lang::with(lang, || {
            super::awards::category_standings(&t, a, name, upto, ascii)
        }));
        return emit(&sheet, &args);
    }
    orda::words::lang::with(lang, || emit_report(&t, which, upto, &args))
}

fn emit_report(
    t: &orda::tournament::Tournament,
    which: Report,
    upto: u32,
    args: &ReportArgs,
) -> ExitCode {
    let ascii = args.format.is_csv();
    let paired = t.rounds.len() as u32;
    let sheet = match which {
        Report::Pairings => {
            let round = args.round.unwrap_or(paired);
            match reports::pairings(t, round, ascii) {
                Some(s) => s,
                None => {
                    return say_no(orda::t!("round-not-paired", round = round, paired = paired));
                }
            }
        }
        Report::Standings => reports::standings_sheet(t, upto, ascii),
        Report::Crosstable if args.by_rank => reports::crosstable_sheet_by_rank(t, upto, ascii),
        Report::Crosstable => reports::crosstable_sheet(t, upto, ascii),
        Report::Rating(k) => reports::rating_sheet(t, upto, k, ascii),
    };
    emit(&sheet, args)
}

pub fn export(db: &DbArg, cmd: ExportCmd) -> ExitCode {
    let ExportCmd::Trf { t, output } = cmd;
    let mut store = tryx!(open_read(db));
    let tid = tryx!(pick(&mut store, &t));
    let text = tryx!(transfer::export(&mut store, tid).map_err(refused));
    write_or_print(text, Some(&output))
}

pub fn import(db: &DbArg, cmd: ImportCmd) -> ExitCode {
    let ImportCmd::Trf {
        file,
        enc,
        points_from_results,
    } = cmd;
    let text = tryx!(read_file(&file, enc.name()));
    let mut store = tryx!(open(db));
    let name = file.display().to_string();
    let op = ImportTrf {
        file: name.clone(),
        text,
        points_from_results,
    };
    let (id, notes) = tryx!(apply(&mut store, op));
    outln!("{id}");
    // What the import changed, kept or left out: every note, on stderr.
    for n in &notes {
        errln!("orda: {name}: {}", orda::words::formats::import_note(n));
    }
    ExitCode::SUCCESS
}
