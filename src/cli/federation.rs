//! `orda event` and `orda rating apply|undo|list|history`: federation events and the ratings
//! carried across tournaments on the command line (docs/events.md); categories, prizes and
//! teams are in `awards.rs`.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand, ValueEnum};
use orda::app::{
    ApplyRatings, ChangeEvent, CreateEvent, Refusal, SetSection, UndoRatings, federation as fed,
    query,
};
use orda::formats::sheet::Sheet;
use orda::tournament::event::Event;
use orda::tournament::teams::{Scoring, TeamBy};
use orda::tournament::{EventId, PlayerId, TournamentId, parse_sex};
use orda::words::federation as w;

use super::shared::{
    DbArg, Format, TournamentArg, apply, open_existing, open_read, pick, refused, say_no, tryx,
    write_or_print,
};

/// `--event ID`.
#[derive(Args, Debug, Clone)]
pub struct EventArg {
    /// The event's id.
    #[arg(long, short = 'e', value_name = "ID")]
    pub event: i64,
}

/// Where and how a paper is written.
#[derive(Args, Debug, Clone)]
pub struct OutArgs {
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: Format,
    /// Write to this file instead of standard output.
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TeamByArg {
    /// The player's region.
    Region,
    /// The player's club.
    Club,
    /// The player's team field.
    Team,
}

impl TeamByArg {
    pub(super) fn by(self) -> TeamBy {
        match self {
            TeamByArg::Region => TeamBy::Region,
            TeamByArg::Club => TeamBy::Club,
            TeamByArg::Team => TeamBy::Team,
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum EventCmd {
    /// Create an event (a championship of several sections); prints its id.
    Create {
        /// Its name.
        #[arg(long)]
        name: String,
        /// Where it is played.
        #[arg(long)]
        venue: Option<String>,
        /// First day, DD.MM.YYYY or YYYY-MM-DD.
        #[arg(long)]
        start: Option<String>,
        /// Last day, DD.MM.YYYY or YYYY-MM-DD.
        #[arg(long)]
        end: Option<String>,
        /// What makes a team in the event's team standing.
        #[arg(long, value_enum, default_value = "region")]
        by: TeamByArg,
        /// Players counting per team in each section.
        #[arg(long, default_value_t = 3)]
        best: u32,
        /// Points for places instead of points scored: for 1st, 2nd ... place, comma-separated
        /// (e.g. 25,22,20,18).
        #[arg(long, value_delimiter = ',')]
        places: Vec<u32>,
    },
    /// Change an event's name, dates or team standing (what is not given stays).
    Set {
        #[command(flatten)]
        e: EventArg,
        /// Its name.
        #[arg(long)]
        name: Option<String>,
        /// Where it is played.
        #[arg(long)]
        venue: Option<String>,
        /// First day, DD.MM.YYYY or YYYY-MM-DD.
        #[arg(long)]
        start: Option<String>,
        /// Last day, DD.MM.YYYY or YYYY-MM-DD.
        #[arg(long)]
        end: Option<String>,
        /// What makes a team in the event's team standing.
        #[arg(long, value_enum)]
        by: Option<TeamByArg>,
        /// Players counting per team in each section.
        #[arg(long)]
        best: Option<u32>,
        /// Points for places: for 1st, 2nd ... place, comma-separated.
        #[arg(long, value_delimiter = ',', conflicts_with = "points")]
        places: Vec<u32>,
        /// Count the points scored again (instead of points for places).
        #[arg(long)]
        points: bool,
    },
    /// List the events.
    List,
    /// Make a tournament a section of the event.
    Add {
        #[command(flatten)]
        e: EventArg,
        /// The tournament's id.
        #[arg(long, short = 't', value_name = "ID")]
        tournament: i64,
    },
    /// Take a tournament out of its event.
    Remove {
        /// The tournament's id.
        #[arg(long, short = 't', value_name = "ID")]
        tournament: i64,
    },
    /// The event's overview: its sections, rounds and results missing.
    Show {
        #[command(flatten)]
        e: EventArg,
        #[command(flatten)]
        out: OutArgs,
    },
    /// The standings of every section on one page.
    Standings {
        #[command(flatten)]
        e: EventArg,
        #[command(flatten)]
        out: OutArgs,
    },
}

#[derive(Subcommand, Debug)]
pub enum RatingCmd {
    /// Write each player's new rating into the player registry (once per tournament, after the
    /// last round); prints the changes.
    Apply {
        #[command(flatten)]
        t: TournamentArg,
        /// The coefficient K.
        #[arg(long, default_value_t = 10)]
        k: u32,
    },
    /// Take a tournament's rating changes back out of the registry (the last applied only).
    Undo {
        #[command(flatten)]
        t: TournamentArg,
    },
    /// The rating list of the registry (No, name, region, title, before, change, after), men
    /// and women apart.
    List {
        /// Only men (m) or only women (w).
        #[arg(long)]
        sex: Option<String>,
        #[command(flatten)]
        out: OutArgs,
    },
    /// A registry player's rating history.
    History {
        /// The player's registry id (orda player registry shows it).
        #[arg(long)]
        player: i64,
    },
}

pub(super) fn emit(sheets: &[Sheet], out: &OutArgs) -> ExitCode {
    let text = match out.format {
        Format::Text => Sheet::many_to_text(sheets),
        Format::Html => Sheet::many_to_html(sheets),
        Format::Csv | Format::CsvExcel => {
            // One table: the rows of every sheet under the first one's columns.
            let mut one = sheets.first().cloned().unwrap_or_default();
            for s in sheets.iter().skip(1) {
                one.rows.extend(s.rows.iter().cloned());
            }
            one.to_csv_as(out.format.csv_style())
        }
    };
    write_or_print(text, out.output.as_deref())
}

/// Runs `f` in the language of a tournament's papers (`words::lang::of_papers`).
pub(super) fn in_lang<T>(publication: Option<orda::tournament::Lang>, f: impl FnOnce() -> T) -> T {
    orda::words::lang::with(super::papers_lang(publication), f)
}

pub fn event(db: &DbArg, cmd: EventCmd) -> ExitCode {
    match cmd {
        EventCmd::Create {
            name,
            venue,
            start,
            end,
            by,
            best,
            places,
        } => {
            let mut store = tryx!(super::shared::open(db));
            let e = Event {
                venue,
                start_date: start,
                end_date: end,
                team_by: by.by(),
                team_best: best,
                scoring: if places.is_empty() {
                    Scoring::Best
                } else {
                    Scoring::Places(places)
                },
                ..Event::new(&name)
            };
            outln!("{}", tryx!(apply(&mut store, CreateEvent(e))));
        }
        EventCmd::Set {
            e,
            name,
            venue,
            start,
            end,
            by,
            best,
            places,
            points,
        } => {
            let mut store = tryx!(open_existing(db));
            // What is not given stays as stored, read in the change's own transaction.
            let change = orda::tournament::event::EventChange {
                name,
                venue,
                start_date: start,
                end_date: end,
                team_by: by.map(TeamByArg::by),
                team_best: best,
                scoring: if points {
                    Some(Scoring::Best)
                } else {
                    (!places.is_empty()).then_some(Scoring::Places(places))
                },
            };
            tryx!(apply(&mut store, ChangeEvent(EventId(e.event), change)));
        }
        EventCmd::List => {
            let mut store = tryx!(open_read(db));
            let events = tryx!(fed::events(&mut store).map_err(refused));
            for (e, sections) in events {
                outln!(
                    "{}\t{}",
                    e.id,
                    orda::t!(
                        "cli-event-line",
                        name = e.name.as_str(),
                        sections = sections.len()
                    )
                );
            }
        }
        EventCmd::Add { e, tournament } => {
            let mut store = tryx!(open_existing(db));
            let op = SetSection {
                t: TournamentId(tournament),
                event: Some(EventId(e.event)),
            };
            tryx!(apply(&mut store, op));
        }
        EventCmd::Remove { tournament } => {
            let mut store = tryx!(open_existing(db));
            let op = SetSection {
                t: TournamentId(tournament),
                event: None,
            };
            tryx!(apply(&mut store, op));
        }
        EventCmd::Show { e, out } => {
            let mut store = tryx!(open_read(db));
            let (ev, sections) = tryx!(fed::event(&mut store, EventId(e.event)).map_err(refused));
            return emit(&[w::event_overview(&ev, &sections)], &out);
        }
        EventCmd::Standings { e, out } => {
            let mut store = tryx!(open_read(db));
            let (ev, sections) = tryx!(fed::event(&mut store, EventId(e.event)).map_err(refused));
            let ascii = out.format.is_csv();
            let mut sheets = vec![w::event_overview(&ev, &sections)];
            for s in &sections {
                sheets.push(in_lang(s.settings.publication, || {
                    orda::words::reports::standings_sheet(s, s.completed_rounds(), ascii)
                }));
            }
            if ascii {
                // CSV is one table per file: the sections' standings, each row led by its section.
                let mut one = Sheet::default();
                for (s, sheet) in sections.iter().zip(sheets.iter().skip(1)) {
                    if one.columns.is_empty() {
                        one.columns =
                            std::iter::once(orda::formats::sheet::csv_columns::SECTION.to_string())
                                .chain(sheet.columns.iter().cloned())
                                .collect();
                    }
                    for r in &sheet.rows {
                        let mut row = vec![orda::formats::sheet::Cell::plain(&s.settings.name)];
                        row.extend(r.iter().cloned());
                        one.rows.push(row);
                    }
                }
                return write_or_print(
                    one.to_csv_as(out.format.csv_style()),
                    out.output.as_deref(),
                );
            }
            return emit(&sheets, &out);
        }
    }
    ExitCode::SUCCESS
}

pub fn rating(db: &DbArg, cmd: RatingCmd) -> ExitCode {
    match cmd {
        RatingCmd::Apply { t, k } => {
            let mut store = tryx!(open_existing(db));
            let tid = tryx!(pick(&mut store, &t));
            let changes = tryx!(apply(&mut store, ApplyRatings { t: tid, k }));
            let tour = tryx!(query::tournament(&mut store, tid).map_err(refused));
            for c in &changes {
                let name = tour
                    .entrants
                    .iter()
                    .find(|e| e.player_id == c.player)
                    .map(|e| e.name.as_str())
                    .unwrap_or_default();
                let r = |x: Option<u32>| x.map(|v| v.to_string()).unwrap_or("-".into());
                outln!(
                    "{}\t{}\t{}\t{:+}\t{}",
                    c.player,
                    name,
                    r(c.before),
                    c.change,
                    r(c.after)
                );
            }
        }
        RatingCmd::Undo { t } => {
            let mut store = tryx!(open_existing(db));
            let tid = tryx!(pick(&mut store, &t));
            let n = tryx!(apply(&mut store, UndoRatings(tid)));
            errln!("{}", orda::t!("cli-ratings-undone", n = n));
        }
        RatingCmd::List { sex, out } => {
            let mut store = tryx!(open_read(db));
            let mut all = tryx!(fed::registry(&mut store).map_err(refused));
            if let Some(s) = sex {
                let Some(c) = parse_sex(&s) else {
                    return say_no(orda::t!("cli-bad-sex", sex = &s));
                };
                all.retain(|(p, _)| p.sex == Some(c));
            }
            let sheets = w::rating_list(&all, out.format.is_csv());
            return emit(&sheets, &out);
        }
        RatingCmd::History { player } => {
            let mut store = tryx!(open_read(db));
            let all = tryx!(fed::registry(&mut store).map_err(refused));
            let Some((p, h)) = all.iter().find(|(p, _)| p.id == PlayerId(player)) else {
                return refused(Refusal::NoRegistered(PlayerId(player)));
            };
            out!("{}", w::history_sheet(p, h).to_text());
        }
    }
    ExitCode::SUCCESS
}
