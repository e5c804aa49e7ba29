//! `orda access` (codes for the hall network) and `orda reports` (what players reported): the
//! command-line side of docs/access.md.

use std::process::ExitCode;

use clap::Subcommand;
use orda::app::hall::{
    self, AccessOff, AddAssistant, DecideReport, PlayerCodes, RevokeCode, UnlockCode,
};
use orda::app::query;
use orda::tournament::{AccessId, Board, GameResult, RoundNo, StartNo, TournamentId};
use orda::words::hall as w;

use super::shared::{self, DbArg, Format, TournamentArg};

/// `orda access ...`.
#[derive(Subcommand, Debug)]
pub enum AccessCmd {
    /// Make an assistant arbiter's code and print it (shown once): with it he enters results
    /// and accepts reports from any browser on the hall's network.
    Add {
        /// The role (only assistant: players' codes are made by `orda access players`).
        #[arg(long, value_enum)]
        role: RoleArg,
        /// His name, as the journal will show his changes.
        #[arg(long)]
        name: String,
        /// His tournament (without it: every tournament of the file).
        #[arg(long, short = 't', value_name = "ID")]
        tournament: Option<i64>,
    },
    /// Make a code for every player who has none and list No,Name,Code (a code made before is
    /// not shown again: its column is empty); switches players' reports on.
    Players {
        #[command(flatten)]
        t: TournamentArg,
        /// A new code for this player (a lost card); his old one stops working.
        #[arg(long, value_name = "NO")]
        reissue: Option<u32>,
        /// Aligned text or CSV.
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// List the codes (whose, made, revoked, wrong tries, locked; never the codes).
    List {
        #[command(flatten)]
        t: TournamentArg,
        /// Aligned text or CSV.
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// End one code at once (its id from `orda access list`).
    Revoke {
        /// The code's id.
        id: i64,
        #[command(flatten)]
        t: TournamentArg,
    },
    /// Unlock a code that wrong tries locked (earlier versions of Orda did): it works again, its
    /// card stays as it is (its id from `orda access list`).
    Unlock {
        /// The code's id.
        id: i64,
        #[command(flatten)]
        t: TournamentArg,
    },
    /// End every code of the tournament and switch players' reports off.
    Off {
        #[command(flatten)]
        t: TournamentArg,
    },
    /// Change the tournament's settings for the hall network (only those given).
    Set {
        #[command(flatten)]
        t: TournamentArg,
        /// When players check in (from their phones, or ticked by an arbiter).
        #[arg(long, value_enum)]
        check_in: Option<CheckInArg>,
        /// A result both players reported alike is entered at once, without the arbiter.
        #[arg(long, value_enum)]
        accept_confirmed: Option<YesNo>,
        /// Players' live pages say why each is paired as he is (what orda explain says).
        #[arg(long, value_enum)]
        explain: Option<YesNo>,
    },
    /// Check players in for the next round, as the arbiter (one change each).
    Checkin {
        #[command(flatten)]
        t: TournamentArg,
        /// Their starting numbers.
        #[arg(required = true)]
        players: Vec<u32>,
    },
    /// List the players checked in for the next round, and those not.
    Present {
        #[command(flatten)]
        t: TournamentArg,
    },
}

/// Yes or no.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum YesNo {
    /// Yes.
    Yes,
    /// No.
    No,
}

/// When players check in.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum CheckInArg {
    /// No check-in.
    Off,
    /// Before round 1 only.
    First,
    /// Before each round.
    Each,
}

/// The roles `orda access add` makes.
#[derive(clap::ValueEnum, Clone, Copy, Debug)]
pub enum RoleArg {
    /// An assistant arbiter.
    Assistant,
}

/// `orda reports ...`.
#[derive(Subcommand, Debug)]
pub enum ReportsCmd {
    /// Enter the reported result of a board (with --result, the one you decided: needed when
    /// the players disagree).
    Accept {
        #[command(flatten)]
        b: BoardArgs,
        /// The result to enter instead of the one reported (1-0, =, 0-1, +/-, -/+, -/-).
        #[arg(long)]
        result: Option<String>,
    },
    /// Reject the report of a board (the board stays without a result).
    Reject {
        #[command(flatten)]
        b: BoardArgs,
    },
    /// List the byes players asked for from the hall.
    Byes {
        #[command(flatten)]
        t: TournamentArg,
        /// Aligned text or CSV.
        #[arg(long, value_enum, default_value_t)]
        format: Format,
    },
    /// Grant a bye a player asked for (it is announced for the round, as `orda player bye`).
    GrantBye {
        #[command(flatten)]
        p: ByeArgs,
    },
    /// Refuse a bye a player asked for.
    RefuseBye {
        #[command(flatten)]
        p: ByeArgs,
    },
}

/// A player's bye asked for a round.
#[derive(clap::Args, Debug)]
pub struct ByeArgs {
    /// The round of the bye.
    #[arg(long)]
    round: u32,
    /// The player's starting number.
    #[arg(long)]
    player: u32,
    #[command(flatten)]
    t: TournamentArg,
}

/// A board of a round.
#[derive(clap::Args, Debug)]
pub struct BoardArgs {
    /// The round of the report.
    #[arg(long)]
    round: u32,
    /// The board.
    #[arg(long)]
    board: u32,
    #[command(flatten)]
    t: TournamentArg,
}

/// `orda access ...`.
pub fn access(db: &DbArg, cmd: AccessCmd) -> ExitCode {
    match run_access(db, cmd) {
        Ok(()) => ExitCode::SUCCESS,
        Err(code) => code,
    }
}

fn run_access(db: &DbArg, cmd: AccessCmd) -> Result<(), ExitCode> {
    if let AccessCmd::Present { t } = &cmd {
        let mut store = shared::open_read(db)?;
        let t = shared::pick(&mut store, t)?;
        let tour = query::tournament(&mut store, t).map_err(shared::refused)?;
        let p = hall::present(&mut store, &tour).map_err(shared::refused)?;
        let (round, here) = (
            p.round,
            p.here.into_iter().collect::<std::collections::HashSet<_>>(),
        );
        outln!(
            "{}",
            orda::t!("hall-present-cli", round = round.0, n = here.len())
        );
        for e in &tour.entrants {
            let mark = if here.contains(&StartNo(e.no)) {
                "+"
            } else {
                "-"
            };
            outln!("{mark} {:>3} {}", e.no, e.name);
        }
        return Ok(());
    }
    if let AccessCmd::List { t, format } = cmd {
        let mut store = shared::open_read(db)?;
        let t = shared::pick(&mut store, &t)?;
        let codes = hall::codes(&mut store, t).map_err(shared::refused)?;
        let tour = query::tournament(&mut store, t).map_err(shared::refused)?;
        print(w::access_sheet(&codes, &tour, format.is_csv()), format);
        return Ok(());
    }
    let mut store = shared::open_existing(db)?;
    match cmd {
        AccessCmd::Add {
            role: RoleArg::Assistant,
            name,
            tournament,
        } => {
            let t = tournament.map(TournamentId);
            let (_, code) = shared::apply(
                &mut store,
                AddAssistant {
                    t,
                    name: name.clone(),
                },
            )?;
            errln!("{}", w::assistant_made(&name));
            outln!("{}", code.shown());
        }
        AccessCmd::Players { t, reissue, format } => {
            let t = shared::pick(&mut store, &t)?;
            let reissue = reissue.map(StartNo);
            let made = shared::apply(
                &mut store,
                PlayerCodes {
                    t,
                    reissue,
                    all: false,
                },
            )?;
            let n = made.iter().filter(|p| p.code.is_some()).count();
            errln!("{}", w::codes_made(n));
            print(w::codes_sheet(&made, format.is_csv()), format);
        }
        AccessCmd::Revoke { id, t } => {
            let t = shared::pick(&mut store, &t)?;
            shared::apply(
                &mut store,
                RevokeCode {
                    t,
                    id: AccessId(id),
                },
            )?;
            outln!("{}", w::revoked());
        }
        AccessCmd::Unlock { id, t } => {
            let t = shared::pick(&mut store, &t)?;
            let was = shared::apply(
                &mut store,
                UnlockCode {
                    t,
                    id: AccessId(id),
                },
            )?;
            outln!("{}", w::unlocked(was));
        }
        AccessCmd::Off { t } => {
            let t = shared::pick(&mut store, &t)?;
            let n = shared::apply(&mut store, AccessOff(t))?;
            outln!("{}", w::access_off(n));
        }
        AccessCmd::Set {
            t,
            check_in,
            accept_confirmed,
            explain,
        } => {
            let t = shared::pick(&mut store, &t)?;
            let check_in = check_in.map(|c| match c {
                CheckInArg::Off => orda::tournament::hall::CheckIn::Off,
                CheckInArg::First => orda::tournament::hall::CheckIn::First,
                CheckInArg::Each => orda::tournament::hall::CheckIn::Each,
            });
            let op = hall::SetHall {
                t,
                check_in,
                accept_confirmed: accept_confirmed.map(|a| matches!(a, YesNo::Yes)),
                explain: explain.map(|a| matches!(a, YesNo::Yes)),
            };
            let h = shared::apply(&mut store, op)?;
            outln!("{}", w::settings(h));
        }
        AccessCmd::Checkin { t, players } => {
            let t = shared::pick(&mut store, &t)?;
            for no in players {
                let op = hall::CheckIn {
                    t,
                    by: None,
                    player: Some(StartNo(no)),
                };
                let (round, no, new) = shared::apply(&mut store, op)?;
                outln!("{}", w::checked_in(round, no, new));
            }
        }
        AccessCmd::List { .. } | AccessCmd::Present { .. } => {}
    }
    Ok(())
}

fn print(sheet: orda::formats::sheet::Sheet, format: Format) {
    match format {
        Format::Text => outln!("{}", sheet.to_text().trim_end()),
        Format::Html => out!("{}", sheet.to_html()),
        csv => out!("{}", sheet.to_csv_as(csv.csv_style())),
    }
}

/// `orda reports [accept|reject]`.
pub fn reports(db: &DbArg, t: &TournamentArg, format: Format, cmd: Option<ReportsCmd>) -> ExitCode {
    match run_reports(db, t, format, cmd) {
        Ok(()) => ExitCode::SUCCESS,
        Err(code) => code,
    }
}

fn run_reports(
    db: &DbArg,
    t: &TournamentArg,
    format: Format,
    cmd: Option<ReportsCmd>,
) -> Result<(), ExitCode> {
    let Some(cmd) = cmd else {
        let mut store = shared::open_read(db)?;
        let t = shared::pick(&mut store, t)?;
        let lines = hall::reports(&mut store, t).map_err(shared::refused)?;
        print(w::reports_sheet(&lines, format.is_csv()), format);
        return Ok(());
    };
    let (b, accept, result) = match cmd {
        ReportsCmd::Accept { b, result } => (b, true, result),
        ReportsCmd::Reject { b } => (b, false, None),
        ReportsCmd::Byes { t, format } => {
            let mut store = shared::open_read(db)?;
            let t = shared::pick(&mut store, &t)?;
            let lines = hall::byes(&mut store, t).map_err(shared::refused)?;
            print(w::byes_sheet(&lines, format.is_csv()), format);
            return Ok(());
        }
        ReportsCmd::GrantBye { p } => return decide_bye(db, p, true),
        ReportsCmd::RefuseBye { p } => return decide_bye(db, p, false),
    };
    let result =
        match result {
            None => None,
            Some(text) => Some(GameResult::parse(&text).ok_or_else(|| {
                shared::say_no(orda::t!("cli-bad-result", result = text.as_str()))
            })?),
        };
    let mut store = shared::open_existing(db)?;
    let t = shared::pick(&mut store, &b.t)?;
    let (round, board) = (RoundNo(b.round), Board(b.board));
    let done = shared::apply(
        &mut store,
        DecideReport {
            t,
            by: None,
            round,
            board,
            accept,
            result,
        },
    )?;
    outln!("{}", w::decided(round, board, done));
    Ok(())
}

/// `orda reports grant-bye|refuse-bye`.
fn decide_bye(db: &DbArg, p: ByeArgs, accept: bool) -> Result<(), ExitCode> {
    let mut store = shared::open_existing(db)?;
    let t = shared::pick(&mut store, &p.t)?;
    let (round, player) = (RoundNo(p.round), StartNo(p.player));
    let op = hall::DecideBye {
        t,
        round,
        player,
        accept,
    };
    let granted = shared::apply(&mut store, op)?;
    outln!("{}", w::bye_decided(round, player, granted));
    Ok(())
}
