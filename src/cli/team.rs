//! `orda team add|list|rosters|boards`, `orda lineup` and `orda result --match`: a team
//! tournament's commands (docs/teams.md).

use std::process::ExitCode;

use orda::app::team::{AddTeam, SetLineup};
use orda::app::{query, team as app_team};
use orda::formats::sheet::Sheet;
use orda::tournament::team::{MatchPoints, Primary, TeamRules, TeamTieBreak};
use orda::tournament::{MatchNo, RoundNo, StartNo, System};

use super::shared::{
    DbArg, Format, TournamentArg, apply, open, open_read, pick, refused, say_no, tryx,
    write_or_print,
};

#[derive(clap::Subcommand, Debug)]
pub enum TeamCmd {
    /// Add a team (before round 1 is paired); prints its number.
    Add {
        #[command(flatten)]
        t: TournamentArg,
        /// Its name.
        name: String,
        /// A short name or code (ALM, AST).
        #[arg(long)]
        short: Option<String>,
        /// The region it represents.
        #[arg(long)]
        region: Option<String>,
    },
    /// List the teams.
    List {
        #[command(flatten)]
        t: TournamentArg,
        /// Output format.
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// Each team's players in board order with their results round by round.
    Rosters(TeamReport),
    /// The board prizes: each board's players by percentage.
    Boards {
        #[command(flatten)]
        report: TeamReport,
        /// Games a player needs to be ranked (default: two thirds of the rounds played).
        #[arg(long)]
        min_games: Option<u32>,
    },
}

#[derive(clap::Args, Debug)]
pub struct TeamReport {
    #[command(flatten)]
    t: TournamentArg,
    /// The round (default: the last complete one).
    #[arg(long)]
    round: Option<u32>,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    format: Format,
    /// Write to this file instead of standard output.
    #[arg(short = 'o', long = "output")]
    output: Option<std::path::PathBuf>,
}

/// The team rules `orda tournament create --system team-…` gives.
pub fn rules(
    system: System,
    boards: Option<u32>,
    match_points: Option<&str>,
    ranked_by: Option<&str>,
    tiebreaks: Option<&str>,
) -> Result<TeamRules, ExitCode> {
    let mut r = TeamRules::new(boards.unwrap_or(0), system.is_round_robin());
    if let Some(mp) = match_points {
        let v: Vec<Option<u32>> = mp.split(',').map(|x| x.trim().parse().ok()).collect();
        match v.as_slice() {
            [Some(win), Some(draw), Some(loss)] => {
                r.points = MatchPoints {
                    win: *win,
                    draw: *draw,
                    loss: *loss,
                }
            }
            _ => return Err(say_no(orda::t!("team-bad-match-points", value = mp))),
        }
    }
    if let Some(by) = ranked_by {
        r.ranked_by = Primary::from_code(by)
            .ok_or_else(|| say_no(orda::t!("team-bad-ranked-by", value = by)))?;
    }
    if let Some(list) = tiebreaks {
        r.tiebreaks = TeamTieBreak::parse_list(list)
            .map_err(|code| say_no(orda::t!("team-bad-tiebreak", code = code)))?;
    }
    Ok(r)
}

pub fn team(db: &DbArg, cmd: TeamCmd) -> ExitCode {
    match cmd {
        TeamCmd::Add {
            t,
            name,
            short,
            region,
        } => {
            let mut store = tryx!(open(db));
            let tid = tryx!(pick(&mut store, &t));
            let shown = name.clone();
            let no = tryx!(apply(
                &mut store,
                AddTeam {
                    t: tid,
                    name,
                    short,
                    region,
                }
            ));
            outln!("{}", orda::t!("team-added", no = no.0, name = shown.trim()));
            ExitCode::SUCCESS
        }
        TeamCmd::List { t, format } => {
            let mut store = tryx!(open_read(db));
            let tid = tryx!(pick(&mut store, &t));
            let tour = tryx!(query::tournament(&mut store, tid).map_err(refused));
            emit(
                &orda::words::team::teams_sheet(&tour, format.is_csv()),
                format,
                None,
            )
        }
        TeamCmd::Rosters(r) => report(db, r, |t, upto, ascii| {
            orda::words::team::rosters_sheet(t, upto, ascii)
        }),
        TeamCmd::Boards {
            report: r,
            min_games,
        } => report(db, r, |t, upto, ascii| {
            let min = app_team::min_games(t, upto, min_games);
            orda::words::team::board_prizes_sheet(t, upto, min, ascii)
        }),
    }
}

fn report(
    db: &DbArg,
    r: TeamReport,
    sheet: impl Fn(&orda::tournament::Tournament, u32, bool) -> Option<Sheet>,
) -> ExitCode {
    let mut store = tryx!(open_read(db));
    let tid = tryx!(pick(&mut store, &r.t));
    let t = tryx!(query::tournament(&mut store, tid).map_err(refused));
    let upto = r.round.unwrap_or_else(|| app_team::completed_rounds(&t));
    let lang = super::papers_lang(t.settings.publication);
    let made = orda::words::lang::with(lang, || sheet(&t, upto, r.format.is_csv()));
    match made {
        Some(s) => emit(&s, r.format, r.output.as_deref()),
        None => refused(app_team::Refused::NotTeamTournament.into()),
    }
}

fn emit(sheet: &Sheet, format: Format, output: Option<&std::path::Path>) -> ExitCode {
    let text = match format {
        Format::Text => sheet.to_text(),
        Format::Csv | Format::CsvExcel => sheet.to_csv_as(format.csv_style()),
        Format::Html => sheet.to_html(),
    };
    write_or_print(text, output)
}

/// `orda lineup --round R --team NAME --players NO,NO,...`.
pub fn lineup(db: &DbArg, t: &TournamentArg, round: u32, team: &str, players: &str) -> ExitCode {
    let mut list = Vec::new();
    for p in players.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        match p.parse::<u32>() {
            Ok(0) => list.push(None),
            Ok(n) => list.push(Some(StartNo(n))),
            Err(_) => return say_no(orda::t!("team-bad-player", value = p)),
        }
    }
    let mut store = tryx!(open(db));
    let tid = tryx!(pick(&mut store, t));
    let op = SetLineup {
        t: tid,
        round: RoundNo(round),
        team: team.to_string(),
        players: list,
    };
    let set = tryx!(apply(&mut store, op));
    let shown: Vec<String> = set
        .iter()
        .map(|p| p.map_or("0".to_string(), |p| p.0.to_string()))
        .collect();
    outln!(
        "{}",
        orda::t!(
            "team-lineup-set",
            round = round,
            team = team.trim(),
            players = shown.join(",")
        )
    );
    ExitCode::SUCCESS
}

/// The round's board of board `board` of match `m` (for `orda result --match`).
pub fn board_of(
    db: &DbArg,
    t: &TournamentArg,
    round: u32,
    m: u32,
    board: u32,
) -> Result<u32, ExitCode> {
    let mut store = open_read(db)?;
    let tid = pick(&mut store, t)?;
    let tour = query::tournament(&mut store, tid).map_err(refused)?;
    app_team::board_of(&tour, RoundNo(round), MatchNo(m), board)
        .map(|b| b.0)
        .map_err(refused)
}
