//! The tournament subcommands: `tournament`, `player`, `round`, `result`, `results`,
//! `pairings`, `standings`, `crosstable`, `rating`, `export`, `import`. Each opens the
//! database, calls one operation of `orda::app`, and prints what it did. Commands that only
//! read open it with `Store::open_read` (never created, never written); the others with
//! `Store::open` (created if missing).
//!
//! Exit codes: 0 done; 1 refused (a rule of the tournament, a bad input file: nothing changed);
//! 2 could not run (the database cannot be opened, a file cannot be read or written).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand, ValueEnum};
use orda::app::manage::{self, Order};
use orda::app::play::{self, Entry, ScoreFile};
use orda::app::{self, AppError, reports, transfer};
use orda::formats::sheet::Sheet;
// Names printed straight to the terminal: a control character (an escape sequence from a
// crafted file) shows as U+FFFD instead of acting (docs/files.md).
use orda::formats::text::inert;
use orda::store::Store;
use orda::tournament::{Entrant, GameResult, Rules, Settings, System, tiebreak};

/// Where the database is.
#[derive(Args, Debug, Clone)]
pub struct DbArg {
    /// The database file (default: the user's data folder, e.g. ~/.local/share/orda/orda.sqlite).
    #[arg(long, global = true, value_name = "FILE")]
    pub db: Option<PathBuf>,
}

/// `--tournament ID` (optional while the database holds one tournament).
#[derive(Args, Debug, Clone)]
pub struct TournamentArg {
    /// The tournament's id (may be left out while the database holds a single tournament).
    #[arg(long, short = 't', value_name = "ID")]
    pub tournament: Option<i64>,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SystemArg {
    /// Round-robin (Berger tables).
    Rr,
    /// Double round-robin.
    Drr,
    /// Swiss (Dutch system).
    Swiss,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Format {
    /// Aligned text.
    #[default]
    Text,
    /// CSV (comma-separated, UTF-8).
    Csv,
    /// A printable HTML page (A4).
    Html,
}

#[derive(Subcommand, Debug)]
pub enum TournamentCmd {
    /// Create a tournament; prints its id.
    Create {
        /// Its name.
        #[arg(long)]
        name: String,
        /// The pairing system.
        #[arg(long, value_enum)]
        system: SystemArg,
        /// Number of rounds (a round-robin sets it from the field when round 1 is paired).
        #[arg(long)]
        rounds: u32,
        /// Where it is played.
        #[arg(long)]
        venue: Option<String>,
        /// First day, YYYY-MM-DD (also picks the C.07 edition: before 2026-03-01, 2024's).
        #[arg(long)]
        start: Option<String>,
        /// Last day, YYYY-MM-DD.
        #[arg(long)]
        end: Option<String>,
        /// The chief arbiter.
        #[arg(long)]
        arbiter: Option<String>,
        /// The time control as written.
        #[arg(long)]
        time_control: Option<String>,
        /// Points for a pairing-allocated bye: 0, 0.5 or 1.
        #[arg(long, default_value = "1")]
        bye_points: String,
        /// Tie-breaks after points, FIDE codes in order (default: DE,WIN,SB for a round-robin,
        /// DE,WIN,BH for a Swiss).
        #[arg(long)]
        tiebreaks: Option<String>,
        /// The game played: its rules check the game scores.
        #[arg(long, value_enum, default_value_t)]
        game: super::GameArg,
    },
    /// List the tournaments in the database.
    List,
    /// Delete a tournament with everything in it. Without --yes, prints what it holds and
    /// deletes nothing.
    Delete {
        /// The tournament's id (always required here).
        #[arg(long, short = 't', value_name = "ID")]
        tournament: i64,
        /// Yes, delete it.
        #[arg(long)]
        yes: bool,
    },
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrderBy {
    /// Highest rating first.
    Rating,
    /// By lot (give --seed to draw again the same way).
    Lot,
    /// By hand: --list with the current numbers in their new order.
    Hand,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ByeArg {
    /// Half-point bye.
    Half,
    /// Zero-point bye (absent).
    Zero,
}

#[derive(Subcommand, Debug)]
pub enum PlayerCmd {
    /// Enter a player; prints the starting number.
    Add {
        #[command(flatten)]
        t: TournamentArg,
        /// Full name.
        #[arg(long)]
        name: String,
        /// Rating.
        #[arg(long)]
        rating: Option<u32>,
        /// Title or rank (ЗМС, МСМК, МС, КМС, 1-3 разряд, 1-3 юношеский разряд).
        #[arg(long)]
        title: Option<String>,
        /// Club.
        #[arg(long)]
        club: Option<String>,
        /// Region or federation.
        #[arg(long)]
        region: Option<String>,
        /// Birth date, YYYY-MM-DD.
        #[arg(long)]
        birth: Option<String>,
        /// m or w.
        #[arg(long)]
        sex: Option<char>,
        /// An external id (national or FIDE).
        #[arg(long)]
        id: Option<String>,
    },
    /// Enter every player of a CSV file (all or none).
    Import {
        #[command(flatten)]
        t: TournamentArg,
        /// The CSV file; its header row names the columns.
        file: PathBuf,
        #[command(flatten)]
        enc: super::EncodingArg,
    },
    /// Give starting numbers before round 1.
    Order {
        #[command(flatten)]
        t: TournamentArg,
        /// How.
        #[arg(long, value_enum)]
        by: OrderBy,
        /// The seed of the lot.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// The new order (by hand): current starting numbers, comma-separated.
        #[arg(long, value_delimiter = ',')]
        list: Vec<u32>,
    },
    /// Withdraw a player from a round on (remaining boards become forfeits).
    Withdraw {
        #[command(flatten)]
        t: TournamentArg,
        /// The player's starting number.
        #[arg(long)]
        player: u32,
        /// The first round not played.
        #[arg(long)]
        from_round: u32,
    },
    /// Take back a withdrawal: the player is paired again (forfeits his withdrawal put on
    /// boards of that round and later are cleared, so those games can be played).
    Reinstate {
        #[command(flatten)]
        t: TournamentArg,
        /// The player's starting number.
        #[arg(long)]
        player: u32,
        /// The first round he plays again (default: the round in progress, or the next).
        #[arg(long)]
        from_round: Option<u32>,
    },
    /// Delete a player entered by mistake, before round 1 is paired (later numbers move up
    /// one). Without --yes, names the player and deletes nothing.
    Delete {
        #[command(flatten)]
        t: TournamentArg,
        /// The player's starting number.
        #[arg(long)]
        player: u32,
        /// Yes, delete him.
        #[arg(long)]
        yes: bool,
    },
    /// Request a bye for a round not yet paired (Swiss): half-point or zero-point.
    Bye {
        #[command(flatten)]
        t: TournamentArg,
        /// The player's starting number.
        #[arg(long)]
        player: u32,
        /// The round.
        #[arg(long)]
        round: u32,
        /// half or zero.
        #[arg(long, value_enum)]
        kind: ByeArg,
    },
    /// List the players.
    List {
        #[command(flatten)]
        t: TournamentArg,
    },
    /// Keep two players apart in the Swiss rounds to come (team-mates, relatives).
    Forbid {
        #[command(flatten)]
        t: TournamentArg,
        /// One player's starting number.
        a: u32,
        /// The other's.
        b: u32,
        /// Lift the ban instead.
        #[arg(long)]
        allow: bool,
    },
}

#[derive(Subcommand, Debug)]
pub enum RoundCmd {
    /// Pair the next round and print it.
    Pair {
        #[command(flatten)]
        t: TournamentArg,
    },
    /// Swap the colours on a board of the last round (before any result is in).
    Swap {
        #[command(flatten)]
        t: TournamentArg,
        /// The board.
        #[arg(long)]
        board: u32,
    },
    /// Replace the last round's pairing (before any result) with the arbiter's: a file with the
    /// number of boards, then `white black` per board, `N 0` for the bye (the pair-trf format).
    Set {
        #[command(flatten)]
        t: TournamentArg,
        /// The pairing file.
        file: PathBuf,
        /// Pair it even if it breaks an absolute criterion (a rematch, a forbidden pair, a
        /// second bye).
        #[arg(long)]
        force: bool,
        #[command(flatten)]
        enc: super::EncodingArg,
    },
}

/// `pairings|standings|crosstable|rating` options.
#[derive(Args, Debug)]
pub struct ReportArgs {
    #[command(flatten)]
    pub t: TournamentArg,
    /// The round (default: the last paired round for pairings, the last complete one otherwise).
    #[arg(long)]
    pub round: Option<u32>,
    /// Output format.
    #[arg(long, value_enum, default_value_t)]
    pub format: Format,
    /// Write to this file instead of standard output.
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Standings only: these tie-breaks instead of the tournament's (FIDE codes, in order).
    #[arg(long)]
    pub tiebreaks: Option<String>,
}

#[derive(Subcommand, Debug)]
pub enum ExportCmd {
    /// FIDE TRF-16 (with XXR).
    Trf {
        #[command(flatten)]
        t: TournamentArg,
        /// The file to write.
        #[arg(short = 'o', long = "output")]
        output: PathBuf,
    },
}

#[derive(Subcommand, Debug)]
pub enum ImportCmd {
    /// A tournament in FIDE TRF-16; prints the new tournament's id.
    Trf {
        /// The TRF file.
        file: PathBuf,
        #[command(flatten)]
        enc: super::EncodingArg,
    },
}

pub fn fail(e: AppError) -> ExitCode {
    match e {
        AppError::Store(e) if e.is_environment() => {
            eprintln!("orda: {e}");
            ExitCode::from(2)
        }
        e => {
            eprintln!("orda: {e}");
            ExitCode::from(1)
        }
    }
}

/// The database file: `--db`, else the default in the user's data folder.
pub fn db_path(db: &DbArg) -> Result<PathBuf, ExitCode> {
    match &db.db {
        Some(p) => Ok(p.clone()),
        None => orda::store::default_path().ok_or_else(|| {
            eprintln!("orda: no data folder on this system; give --db FILE");
            ExitCode::from(2)
        }),
    }
}

/// Opens the database for a command that writes (creating it if needed).
fn open(db: &DbArg) -> Result<Store, ExitCode> {
    Store::open(&db_path(db)?).map_err(|e| fail(e.into()))
}

/// Opens the database for a command that changes a tournament: it must exist already.
fn open_existing(db: &DbArg) -> Result<Store, ExitCode> {
    Store::open_existing(&db_path(db)?).map_err(|e| fail(e.into()))
}

/// Opens the database for a command that only reads: never creates it, never writes to it.
fn open_read(db: &DbArg) -> Result<Store, ExitCode> {
    Store::open_read(&db_path(db)?).map_err(|e| fail(e.into()))
}

/// Reads and decodes a user's file (see `super::read_decoded`).
fn read_file(path: &Path, encoding: Option<&str>) -> Result<String, ExitCode> {
    super::read_or_exit(path, encoding)
}

macro_rules! tryx {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(code) => return code,
        }
    };
}

macro_rules! tryapp {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(e) => return fail(e),
        }
    };
}

pub fn tournament(db: &DbArg, cmd: TournamentCmd) -> ExitCode {
    let mut store = tryx!(match cmd {
        TournamentCmd::List => open_read(db),
        TournamentCmd::Create { .. } => open(db),
        TournamentCmd::Delete { .. } => open_existing(db),
    });
    match cmd {
        TournamentCmd::Create {
            name,
            system,
            rounds,
            venue,
            start,
            end,
            arbiter,
            time_control,
            bye_points,
            tiebreaks,
            game,
        } => {
            let system = match system {
                SystemArg::Rr => System::RoundRobin,
                SystemArg::Drr => System::DoubleRoundRobin,
                SystemArg::Swiss => System::Swiss,
            };
            let mut s = Settings::new(&name, system, rounds);
            s.game = game.kind();
            for d in [&start, &end].into_iter().flatten() {
                if !manage::is_date(d) {
                    eprintln!("orda: date `{d}` is not YYYY-MM-DD");
                    return ExitCode::from(1);
                }
            }
            s.rules = Rules::for_start(start.as_deref());
            (
                s.venue,
                s.start_date,
                s.end_date,
                s.chief_arbiter,
                s.time_control,
            ) = (venue, start, end, arbiter, time_control);
            s.bye_points = match bye_points.as_str() {
                "0" => 0,
                "0.5" | "½" | "1/2" => 1,
                "1" => 2,
                other => {
                    eprintln!("orda: --bye-points `{other}` must be 0, 0.5 or 1");
                    return ExitCode::from(1);
                }
            };
            if let Some(list) = tiebreaks {
                match tiebreak::parse_list(&list) {
                    Ok(l) => s.tiebreaks = l,
                    Err(bad) => {
                        let known: Vec<&str> = tiebreak::ALL.iter().map(|t| t.code()).collect();
                        eprintln!(
                            "orda: --tiebreaks: unknown code `{bad}` (known: {})",
                            known.join(", ")
                        );
                        return ExitCode::from(1);
                    }
                }
            }
            let id = tryapp!(manage::create_tournament(&mut store, &s));
            println!("{id}");
        }
        TournamentCmd::Delete { tournament, yes } => {
            let c = tryapp!(manage::contents(&mut store, tournament));
            let what = format!(
                "tournament {tournament} \"{}\": {} players, {} rounds, {} results, {} game scores",
                c.name, c.players, c.rounds, c.results, c.scores
            );
            if !yes {
                eprintln!("orda: this would delete {what}; run again with --yes to delete it");
                return ExitCode::from(1);
            }
            tryapp!(manage::delete_tournament(&mut store, tournament));
            println!("deleted {what}");
        }
        TournamentCmd::List => {
            let list = tryapp!(store.read(|db| db.tournaments()).map_err(AppError::from));
            for t in list {
                println!("{}\t{}\t{}", t.id, t.system, inert(&t.name));
            }
        }
    }
    ExitCode::SUCCESS
}

pub fn player(db: &DbArg, cmd: PlayerCmd) -> ExitCode {
    let mut store = tryx!(match cmd {
        PlayerCmd::List { .. } => open_read(db),
        _ => open_existing(db),
    });
    match cmd {
        PlayerCmd::Add {
            t,
            name,
            rating,
            title,
            club,
            region,
            birth,
            sex,
            id,
        } => {
            let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
            if let Some(s) = sex
                && s != 'm'
                && s != 'w'
            {
                eprintln!("orda: --sex `{s}` must be m or w");
                return ExitCode::from(1);
            }
            let p = Entrant {
                name,
                rating,
                title,
                club,
                region,
                birth,
                sex,
                external_id: id,
                ..Entrant::default()
            };
            let no = tryapp!(manage::add_player(&mut store, tid, p));
            println!("{no}");
        }
        PlayerCmd::Import { t, file, enc } => {
            let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
            let text = tryx!(read_file(&file, enc.name()));
            let nos = tryapp!(manage::import_players(
                &mut store,
                tid,
                &file.display().to_string(),
                &text
            ));
            println!(
                "{} players entered, starting numbers {}-{}",
                nos.len(),
                nos.first().copied().unwrap_or(0),
                nos.last().copied().unwrap_or(0)
            );
        }
        PlayerCmd::Order { t, by, seed, list } => {
            let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
            let order = match by {
                OrderBy::Rating => Order::Rating,
                OrderBy::Lot => Order::Lot(seed),
                OrderBy::Hand => Order::Hand(list),
            };
            tryapp!(manage::order_players(&mut store, tid, &order));
            let t = tryapp!(app::load(&mut store, tid));
            for e in &t.entrants {
                println!("{:>3}  {}", e.no, inert(&e.name));
            }
        }
        PlayerCmd::Withdraw {
            t,
            player,
            from_round,
        } => {
            let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
            let changed = tryapp!(manage::withdraw(&mut store, tid, player, from_round));
            println!("player {player} withdrawn from round {from_round}");
            for (r, b) in changed {
                println!("round {r} board {b}: forfeit");
            }
        }
        PlayerCmd::Reinstate {
            t,
            player,
            from_round,
        } => {
            let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
            let r = tryapp!(manage::reinstate(&mut store, tid, player, from_round));
            println!("player {player} plays again from round {}", r.from);
            for (round, board) in r.cleared {
                println!("round {round} board {board}: forfeit cleared, the game is to be played");
            }
        }
        PlayerCmd::Delete { t, player, yes } => {
            let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
            let cur = tryapp!(app::load(&mut store, tid));
            let Some(e) = cur.entrant(player) else {
                return fail(AppError::Refused(format!("there is no player {player}")));
            };
            if !yes {
                eprintln!(
                    "orda: this would delete player {player} {}; run again with --yes to delete the player",
                    e.name
                );
                return ExitCode::from(1);
            }
            let gone = tryapp!(manage::delete_player(&mut store, tid, player));
            println!(
                "player {player} {} deleted; later starting numbers moved up one",
                gone.name
            );
        }
        PlayerCmd::Bye {
            t,
            player,
            round,
            kind,
        } => {
            let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
            let k = match kind {
                ByeArg::Half => orda::tournament::ByeKind::Half,
                ByeArg::Zero => orda::tournament::ByeKind::Zero,
            };
            tryapp!(manage::request_bye(&mut store, tid, player, round, k));
            println!(
                "player {player}: {} bye in round {round}",
                if kind == ByeArg::Half {
                    "half-point"
                } else {
                    "zero-point"
                }
            );
        }
        PlayerCmd::Forbid { t, a, b, allow } => {
            let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
            tryapp!(app::swiss::forbid(&mut store, tid, a, b, !allow));
            println!(
                "players {a} and {b} {}",
                if allow {
                    "may meet again"
                } else {
                    "will not be paired together"
                }
            );
        }
        PlayerCmd::List { t } => {
            let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
            let t = tryapp!(app::load(&mut store, tid));
            for e in &t.entrants {
                println!(
                    "{:>3}  {}  {}  {}  {}{}",
                    e.no,
                    inert(&e.name),
                    inert(e.title.as_deref().unwrap_or("-")),
                    e.rating.map(|r| r.to_string()).unwrap_or("-".into()),
                    inert(e.region.as_deref().unwrap_or("-")),
                    e.withdrawn_from
                        .map(|r| format!("  (withdrawn from round {r})"))
                        .unwrap_or_default()
                );
            }
        }
    }
    ExitCode::SUCCESS
}

pub fn round(db: &DbArg, cmd: RoundCmd) -> ExitCode {
    let mut store = tryx!(open_existing(db));
    let t = match cmd {
        RoundCmd::Pair { t } => t,
        RoundCmd::Swap { t, board } => {
            let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
            let cur = tryapp!(app::load(&mut store, tid));
            let Some(last) = cur.rounds.last() else {
                return fail(AppError::Refused("no round is paired yet".into()));
            };
            let Some(g) = last.games.iter().find(|g| g.board == board) else {
                return fail(AppError::Refused(format!(
                    "round {} has no board {board}",
                    last.number
                )));
            };
            // The stored boards in order, this one with its colours swapped.
            let boards: Vec<(u32, u32)> = last
                .games
                .iter()
                .map(|x| {
                    if x.board == g.board {
                        (x.black, x.white)
                    } else {
                        (x.white, x.black)
                    }
                })
                .collect();
            let bye = last
                .byes
                .iter()
                .find(|(_, k)| *k == orda::tournament::ByeKind::PairingAllocated)
                .map(|b| b.0);
            return changed(&mut store, tid, &boards, bye, true);
        }
        RoundCmd::Set {
            t,
            file,
            force,
            enc,
        } => {
            let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
            let text = tryx!(read_file(&file, enc.name()));
            let p = match orda::formats::round_files::read_pairing(&text) {
                Ok(p) => p,
                Err(errs) => {
                    for e in errs {
                        eprintln!("orda: {}:{e}", file.display());
                    }
                    eprintln!("orda: the pairing was not changed");
                    return ExitCode::from(1);
                }
            };
            return changed(&mut store, tid, &p.boards, p.bye, force);
        }
    };
    let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
    let paired = tryapp!(play::pair_next_round(&mut store, tid));
    if let Some(n) = paired.rounds_set_to {
        eprintln!("orda: the tournament now has {n} rounds (a full round-robin of this field)");
    }
    let t = tryapp!(app::load(&mut store, tid));
    match reports::pairings(&t, paired.round.number, false) {
        Some(sheet) => print!("{}", sheet.to_text()),
        None => println!("round {} paired", paired.round.number),
    }
    ExitCode::SUCCESS
}

/// Applies a manual pairing to the last round and prints its warnings and the new pairing.
fn changed(
    store: &mut Store,
    tid: i64,
    boards: &[(u32, u32)],
    bye: Option<u32>,
    force: bool,
) -> ExitCode {
    let b = tryapp!(app::swiss::replace_round(store, tid, boards, bye, force));
    for w in b.absolute.iter().chain(&b.colour) {
        eprintln!("orda: warning: {w}");
    }
    let t = tryapp!(app::load(store, tid));
    let n = t.rounds.len() as u32;
    if let Some(sheet) = reports::pairings(&t, n, false) {
        print!("{}", sheet.to_text());
    }
    ExitCode::SUCCESS
}

/// `orda check`: pairs every played round again and lists the rounds that differ.
pub fn check(db: &DbArg, t: TournamentArg) -> ExitCode {
    let mut store = tryx!(open_read(db));
    let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
    let t = tryapp!(app::load(&mut store, tid));
    if t.settings.system != System::Swiss {
        return fail(AppError::Refused(
            "the checker re-pairs Swiss rounds; a round-robin follows the Berger tables".into(),
        ));
    }
    let forbidden = tryapp!(
        store
            .read(|db| db.forbidden_pairs(tid))
            .map_err(AppError::from)
    );
    let diffs = app::swiss::check(&t, &forbidden);
    let show = |(boards, bye): &(Vec<(u32, u32)>, Option<u32>)| {
        let mut v: Vec<String> = boards.iter().map(|(w, b)| format!("{w}-{b}")).collect();
        if let Some(b) = bye {
            v.push(format!("{b} bye"));
        }
        v.join(" ")
    };
    for r in &t.rounds {
        match diffs.iter().find(|d| d.round == r.number) {
            None => println!("round {}: as the Dutch system pairs it", r.number),
            Some(d) => {
                println!("round {}: differs", r.number);
                println!("  stored: {}", show(&d.stored));
                match &d.dutch {
                    Ok(p) => println!("  Dutch:  {}", show(p)),
                    Err(e) => println!("  Dutch:  {e}"),
                }
            }
        }
    }
    if diffs.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn parse_result(s: &str) -> Result<GameResult, ExitCode> {
    GameResult::parse(s).ok_or_else(|| {
        eprintln!("orda: result `{s}` is not one of 1-0 0-1 1/2-1/2 ½-½ = +/- -/+ -/-");
        ExitCode::from(1)
    })
}

fn print_entered(round: u32, e: &play::Entered, result: &str) {
    println!("round {round} board {}: {result}", e.board);
    if let Some(v) = &e.verdict {
        println!("  score: {v}");
    }
    if let Some(w) = &e.warning {
        println!("  warning: {w}");
    }
    if let Some(st) = &e.stale {
        let (a, b) = st.rounds;
        let later = if a == b {
            format!(
                "round {a} was paired with the old result {} and is",
                st.old.display()
            )
        } else {
            format!(
                "rounds {a}-{b} were paired with the old result {} and are",
                st.old.display()
            )
        };
        eprintln!(
            "orda: warning: round {round} board {}: {later} not paired again (orda check shows what the Dutch system would pair now)",
            e.board
        );
    }
}

#[allow(clippy::too_many_arguments)]
pub fn result(
    db: &DbArg,
    t: TournamentArg,
    round: u32,
    board: u32,
    result: String,
    score: Option<PathBuf>,
    force: bool,
    encoding: Option<&str>,
) -> ExitCode {
    let res = tryx!(parse_result(&result));
    let score = match score {
        Some(p) => Some(ScoreFile {
            name: p.display().to_string(),
            text: tryx!(read_file(&p, encoding)),
        }),
        None => None,
    };
    let mut store = tryx!(open_existing(db));
    let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
    let e = tryapp!(play::enter_result(
        &mut store,
        tid,
        round,
        Entry {
            board,
            result: Some(res),
            score,
            force
        }
    ));
    print_entered(round, &e, res.display());
    ExitCode::SUCCESS
}

/// `orda results --round R FILE`: one `BOARD RESULT [SCORE-FILE]` per line (`#` comments),
/// entered in one transaction. `--encoding` applies to the score files too.
pub fn results(
    db: &DbArg,
    t: TournamentArg,
    round: u32,
    file: PathBuf,
    force: bool,
    encoding: Option<&str>,
) -> ExitCode {
    let text = tryx!(read_file(&file, encoding));
    let base = file.parent().map(Path::to_path_buf).unwrap_or_default();
    let mut entries = Vec::new();
    let mut bad: Vec<String> = Vec::new();
    match orda::formats::round_files::read_results(&text) {
        Ok(lines) => {
            for l in lines {
                let score = match &l.score {
                    Some(s) => {
                        let p = base.join(s);
                        match read_file(&p, encoding) {
                            Ok(text) => Some(ScoreFile {
                                name: p.display().to_string(),
                                text,
                            }),
                            Err(_) => {
                                bad.push(format!(
                                    "{}:{}: the score file {} cannot be read",
                                    file.display(),
                                    l.line,
                                    p.display()
                                ));
                                continue;
                            }
                        }
                    }
                    None => None,
                };
                entries.push(Entry {
                    board: l.board,
                    result: Some(l.result),
                    score,
                    force,
                });
            }
        }
        Err(errs) => bad.extend(errs.into_iter().map(|e| format!("{}:{e}", file.display()))),
    }
    if !bad.is_empty() {
        for b in bad {
            eprintln!("orda: {b}");
        }
        eprintln!("orda: nothing was entered");
        return ExitCode::from(1);
    }
    let mut store = tryx!(open_existing(db));
    let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
    let shown: Vec<String> = entries
        .iter()
        .map(|e| e.result.map_or("", |r| r.display()).to_string())
        .collect();
    let done = tryapp!(play::enter_results(&mut store, tid, round, entries));
    for (e, r) in done.iter().zip(shown) {
        print_entered(round, e, &r);
    }
    ExitCode::SUCCESS
}

fn emit(sheet: &Sheet, args: &ReportArgs) -> ExitCode {
    let text = match args.format {
        Format::Text => sheet.to_text(),
        Format::Csv => sheet.to_csv(),
        Format::Html => sheet.to_html(),
    };
    match &args.output {
        Some(p) => {
            if let Err(e) = std::fs::write(p, text) {
                eprintln!("orda: {}: {e}", p.display());
                return ExitCode::from(2);
            }
        }
        None => print!("{text}"),
    }
    ExitCode::SUCCESS
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Report {
    Pairings,
    Standings,
    Crosstable,
    Rating(u32),
}

pub fn report(db: &DbArg, which: Report, args: ReportArgs) -> ExitCode {
    let mut store = tryx!(open_read(db));
    let tid = tryapp!(app::pick_tournament(&mut store, args.t.tournament));
    let mut t = tryapp!(app::load(&mut store, tid));
    if let Some(list) = &args.tiebreaks {
        match tiebreak::parse_list(list) {
            Ok(l) => t.settings.tiebreaks = l,
            Err(bad) => {
                let known: Vec<&str> = tiebreak::ALL.iter().map(|t| t.code()).collect();
                eprintln!(
                    "orda: --tiebreaks: unknown code `{bad}` (known: {})",
                    known.join(", ")
                );
                return ExitCode::from(1);
            }
        }
    }
    let ascii = args.format == Format::Csv;
    let paired = t.rounds.len() as u32;
    let upto = args.round.unwrap_or_else(|| t.completed_rounds());
    if which != Report::Pairings && upto > paired {
        eprintln!("orda: round {upto} is not paired (paired rounds: {paired})");
        return ExitCode::from(1);
    }
    let sheet = match which {
        Report::Pairings => {
            let round = args.round.unwrap_or(paired);
            match reports::pairings(&t, round, ascii) {
                Some(s) => s,
                None => {
                    eprintln!("orda: round {round} is not paired (paired rounds: {paired})");
                    return ExitCode::from(1);
                }
            }
        }
        Report::Standings => reports::standings_sheet(&t, upto, ascii),
        Report::Crosstable => reports::crosstable_sheet(&t, upto, ascii),
        Report::Rating(k) => reports::rating_sheet(&t, upto, k),
    };
    emit(&sheet, &args)
}

pub fn export(db: &DbArg, cmd: ExportCmd) -> ExitCode {
    let ExportCmd::Trf { t, output } = cmd;
    let mut store = tryx!(open_read(db));
    let tid = tryapp!(app::pick_tournament(&mut store, t.tournament));
    let t = tryapp!(app::load(&mut store, tid));
    let text = transfer::export_trf(&t);
    if let Err(e) = std::fs::write(&output, text) {
        eprintln!("orda: {}: {e}", output.display());
        return ExitCode::from(2);
    }
    ExitCode::SUCCESS
}

pub fn import(db: &DbArg, cmd: ImportCmd) -> ExitCode {
    let ImportCmd::Trf { file, enc } = cmd;
    let text = tryx!(read_file(&file, enc.name()));
    let mut store = tryx!(open(db));
    let id = tryapp!(transfer::import_trf(
        &mut store,
        &file.display().to_string(),
        &text
    ));
    println!("{id}");
    ExitCode::SUCCESS
}
