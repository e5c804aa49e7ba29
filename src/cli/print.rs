//! `orda print slips|wallchart|players|checkin|cards|report`: the paper an arbiter hands out or files, as HTML
//! pages to print (or save as PDF) from a browser (docs/paper.md).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand, ValueEnum};
use orda::app::{federation as fed, query};
use orda::formats::sheet::{Paper, Sheet};
use orda::words::paper::{self, PlayersBy};

use super::shared::{DbArg, TournamentArg, open_read, pick, refused, say_no, tryx, write_or_print};

#[derive(ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PaperArg {
    /// A4 (210 × 297 mm).
    #[default]
    A4,
    /// US Letter (8½ × 11 in).
    Letter,
}

#[derive(ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ByArg {
    /// Alphabetically.
    #[default]
    Name,
    /// Highest rating first.
    Rating,
    /// The player's region.
    Region,
}

/// What every paper takes.
#[derive(Args, Debug)]
pub struct PaperArgs {
    #[command(flatten)]
    t: TournamentArg,
    /// The paper size.
    #[arg(long, value_enum, default_value_t)]
    paper: PaperArg,
    /// Write to this file instead of standard output.
    #[arg(short = 'o', long = "output")]
    output: Option<PathBuf>,
}

#[derive(Subcommand, Debug)]
pub enum PrintCmd {
    /// Result slips of a round, one per board, three to a page (cut along the dashes).
    Slips {
        #[command(flatten)]
        p: PaperArgs,
        /// The round (default: the last paired).
        #[arg(long)]
        round: Option<u32>,
        /// A sheet per board instead: the slip above the scoresheet, whose moves go on over
        /// the back (print double-sided; 222 moves on A4, 198 on Letter).
        #[arg(long)]
        scoresheet: bool,
    },
    /// The wall chart: a round's pairings by name, each player once with his board, colour
    /// and opponent (or bye), in the language's alphabetical order, to pin up for the players.
    Wallchart {
        #[command(flatten)]
        p: PaperArgs,
        /// The round (default: the last paired).
        #[arg(long)]
        round: Option<u32>,
    },
    /// The players list.
    Players {
        #[command(flatten)]
        p: PaperArgs,
        /// The order (by region: then by name).
        #[arg(long, value_enum, default_value_t)]
        by: ByArg,
    },
    /// The check-in list: players by name, a box to tick and room to sign.
    Checkin {
        #[command(flatten)]
        p: PaperArgs,
    },
    /// Players' cards for the hall network, eight to a page: each player's code and a QR code
    /// that opens the report form with it. Makes the codes it prints (for players who have
    /// none; with --all a new code for every player, the old ones ended).
    Cards {
        #[command(flatten)]
        p: PaperArgs,
        /// The address of the live results page as phones open it (default: this computer's
        /// address on its network, port 8080).
        #[arg(long, value_name = "URL")]
        site: Option<String>,
        /// A new code and card for every player (old codes stop working).
        #[arg(long)]
        all: bool,
        /// A new code and card for this player only (a lost card).
        #[arg(long, value_name = "NO")]
        player: Option<u32>,
    },
    /// The tournament report for the federation: the tournament in figures, standings,
    /// crosstable, rating report and prize list.
    Report {
        #[command(flatten)]
        p: PaperArgs,
        /// The coefficient K of the rating report.
        #[arg(long, default_value_t = 10)]
        k: u32,
    },
}

fn paper_of(p: PaperArg) -> Paper {
    match p {
        PaperArg::A4 => Paper::A4,
        PaperArg::Letter => Paper::Letter,
    }
}

pub fn print(db: &DbArg, cmd: PrintCmd) -> ExitCode {
    let p = match &cmd {
        PrintCmd::Slips { p, .. }
        | PrintCmd::Wallchart { p, .. }
        | PrintCmd::Players { p, .. }
        | PrintCmd::Checkin { p }
        | PrintCmd::Cards { p, .. }
        | PrintCmd::Report { p, .. } => p,
    };
    if let PrintCmd::Cards {
        p,
        site,
        all,
        player,
    } = &cmd
    {
        return cards(db, p, site.as_deref(), *all, *player);
    }
    let mut store = tryx!(open_read(db));
    let tid = tryx!(pick(&mut store, &p.t));
    let t = tryx!(query::tournament(&mut store, tid).map_err(refused));
    let awards = tryx!(fed::awards(&mut store, tid).map_err(refused));
    let paper = paper_of(p.paper);
    let lang = super::papers_lang(t.settings.publication);
    let html = orda::words::lang::with(lang, || match &cmd {
        PrintCmd::Slips {
            round, scoresheet, ..
        } => {
            let paired = t.rounds.len() as u32;
            let n = round.unwrap_or(paired);
            paper::slips(&t, n, *scoresheet, paper)
                .ok_or_else(|| orda::t!("round-not-paired", round = n, paired = paired))
        }
        PrintCmd::Wallchart { round, .. } => {
            let paired = t.rounds.len() as u32;
            let n = round.unwrap_or(paired);
            paper::wall_chart(&t, n)
                .map(|s| Sheet::many_to_html_on(&[s], paper))
                .ok_or_else(|| orda::t!("round-not-paired", round = n, paired = paired))
        }
        PrintCmd::Players { by, .. } => {
            let by = match by {
                ByArg::Name => PlayersBy::Name,
                ByArg::Rating => PlayersBy::Rating,
                ByArg::Region => PlayersBy::Region,
            };
            Ok(Sheet::many_to_html_on(
                &[paper::players_sheet(&t, by)],
                paper,
            ))
        }
        PrintCmd::Checkin { .. } => Ok(Sheet::many_to_html_on(&[paper::checkin_sheet(&t)], paper)),
        PrintCmd::Cards { .. } => Ok(String::new()),
        PrintCmd::Report { k, .. } => Ok(Sheet::many_to_html_on(
            &paper::report(&t, &awards, *k),
            paper,
        )),
    });
    let html = match html {
        Ok(h) => h,
        Err(said) => return say_no(said),
    };
    write_or_print(html, p.output.as_deref())
}

/// `orda print cards`: makes the codes it prints, in one operation, then writes the page.
fn cards(
    db: &DbArg,
    p: &PaperArgs,
    site: Option<&str>,
    all: bool,
    player: Option<u32>,
) -> ExitCode {
    let site = match site {
        Some(s) if orda::web::http::is_web_address(s) => s.to_string(),
        Some(s) => return say_no(orda::t!("card-bad-site", site = s)),
        None => orda::web::urls(std::net::SocketAddr::from(([0, 0, 0, 0], 8080)))
            .into_iter()
            .next()
            .unwrap_or_default(),
    };
    let mut store = tryx!(super::shared::open_existing(db));
    let tid = tryx!(pick(&mut store, &p.t));
    // The file is tried before any code is made (and after the database is known, so that it
    // is never written over): a code made and not printed is lost, being shown once.
    if let Some(out) = p.output.as_deref() {
        let tried = super::shared::write_file(out, String::new());
        if tried != ExitCode::SUCCESS {
            return tried;
        }
    }
    let op = orda::app::hall::PlayerCodes {
        t: tid,
        reissue: player.map(orda::tournament::StartNo),
        all,
    };
    let made = tryx!(super::shared::apply(&mut store, op));
    let t = tryx!(query::tournament(&mut store, tid).map_err(refused));
    let printed: Vec<_> = made
        .iter()
        .filter_map(|m| {
            let code = m.code.as_ref()?;
            Some((
                m,
                orda::web::http::report_with_code(&site, tid, &code.shown()),
            ))
        })
        .collect();
    let kept = made.len() - printed.len();
    if kept > 0 {
        errln!("{}", orda::t!("cards-kept", n = kept));
    }
    let lang = super::papers_lang(t.settings.publication);
    let html = orda::words::lang::with(lang, || {
        orda::words::hall::cards_html(&t, &printed, &site, paper_of(p.paper))
    });
    write_or_print(html, p.output.as_deref())
}
