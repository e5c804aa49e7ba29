//! The tournament subcommands' arguments (clap), and the one place where the CLI opens the
//! database, hands an operation to `orda::app` and turns a refusal into words and an exit code
//! ([`refused`]). The commands themselves: `manage.rs` (`tournament`, `player`), `play.rs`
//! (`round`, `check`, `result`, `results`), `report.rs` (`pairings`, `standings`, `crosstable`,
//! `rating`, `export`, `import`). Commands that only read open the database with
//! `Store::open_read` (never created, never written); the others with `Store::open` or
//! `Store::open_existing`.
//!
//! Exit codes: 0 done; 1 refused (a rule of the tournament, a bad input file: nothing changed);
//! 2 could not run (the database cannot be opened, a file cannot be read or written).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand, ValueEnum};
use orda::app::{self, Insist, Refusal};
use orda::store::{Store, StoreError};
use orda::tournament::TournamentId;
use orda::words::{self, Hint};

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
    /// Team round-robin (matches between teams, Berger tables).
    TeamRr,
    /// Team double round-robin.
    TeamDrr,
    /// Team Swiss (FIDE C.04.6).
    TeamSwiss,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum AccelerationArg {
    // No help text: `none` is also `player bye`'s value, with another meaning, and a value's
    // help is translated once for all commands.
    #[default]
    None,
    /// The Baku method (FIDE C.04.5.1): virtual points for the first half of the players in
    /// the first half of the rounds.
    Baku,
}

#[derive(ValueEnum, Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Format {
    /// Aligned text.
    #[default]
    Text,
    /// CSV (comma-separated, UTF-8).
    Csv,
    /// CSV as a Russian or Kazakh Excel opens it: `;`-separated, decimal comma (7,5).
    CsvExcel,
    /// A printable HTML page (A4).
    Html,
}

impl Format {
    /// Either CSV: machine columns and ASCII points.
    pub fn is_csv(self) -> bool {
        matches!(self, Format::Csv | Format::CsvExcel)
    }

    /// The CSV style of a CSV format.
    pub fn csv_style(self) -> orda::formats::sheet::CsvStyle {
        match self {
            Format::CsvExcel => orda::formats::sheet::CsvStyle::Excel,
            _ => orda::formats::sheet::CsvStyle::Rfc4180,
        }
    }
}

// Parsed once per run: the size of `Create` does not matter.
#[allow(clippy::large_enum_variant)]
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
        /// Accelerated pairings of a Swiss.
        #[arg(long, value_enum, default_value_t)]
        acceleration: AccelerationArg,
        /// Number of rounds (a round-robin sets it from the field when round 1 is paired).
        #[arg(long)]
        rounds: u32,
        /// Where it is played.
        #[arg(long)]
        venue: Option<String>,
        /// First day, DD.MM.YYYY or YYYY-MM-DD (also picks the C.07 edition: before 01.03.2026,
        /// 2024's).
        #[arg(long)]
        start: Option<String>,
        /// Last day, DD.MM.YYYY or YYYY-MM-DD.
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
        /// The language its exports are published in: kk, ru or en (default: the language of
        /// whoever exports).
        #[arg(long, value_name = "kk|ru|en")]
        publish: Option<String>,
        /// Create it as a section of this event.
        #[arg(long, value_name = "ID")]
        event: Option<i64>,
        /// A team tournament: games in a match (players a team lines up).
        #[arg(long)]
        boards: Option<u32>,
        /// A team tournament: match points for a won, drawn, lost match (default 2,1,0).
        #[arg(long, value_name = "W,D,L")]
        match_points: Option<String>,
        /// A team tournament: the score that ranks and pairs, match points or game points.
        #[arg(long, value_name = "mp|gp")]
        ranked_by: Option<String>,
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
    /// Leave rules mode, for good: the number of rounds, tie-breaks, scoring, the bye's points
    /// and forbidden pairs may change after round 1, and every paper says from which round the
    /// tournament left the rules (docs/compliance.md). Without --yes, says what it means and
    /// changes nothing.
    LeaveRules {
        #[command(flatten)]
        t: TournamentArg,
        /// Yes, leave rules mode for good.
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
    /// No bye: take back the one asked for.
    None,
}

#[derive(Subcommand, Debug)]
pub enum PlayerCmd {
    /// Enter a player; prints the starting number.
    Add {
        #[command(flatten)]
        t: TournamentArg,
        /// Full name.
        #[arg(long, required_unless_present = "registry")]
        name: Option<String>,
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
        /// Birth date: DD.MM.YYYY, YYYY-MM-DD or a year.
        #[arg(long)]
        birth: Option<String>,
        /// m or w (also ж, м, f).
        #[arg(long)]
        sex: Option<String>,
        /// An external id (national or FIDE).
        #[arg(long)]
        id: Option<String>,
        /// A team (school, sports society) for team standings by team; in a team tournament,
        /// the team he plays for.
        #[arg(long)]
        team: Option<String>,
        /// A team tournament: his place in the team's roster, which is the board order
        /// (default: after the others).
        #[arg(long, requires = "team")]
        board: Option<u32>,
        /// Enter a player of the registry (registered before, in another section or tournament)
        /// by his registry id, with the registry's rating; the other fields are not given then.
        #[arg(long, value_name = "ID", conflicts_with_all = ["name", "rating", "title", "club", "region", "birth", "sex", "id", "team"])]
        registry: Option<i64>,
    },
    /// List the player registry (every player of every tournament in the database): registry
    /// id, name, rating, region.
    Registry {
        /// Only names containing this.
        #[arg(long)]
        find: Option<String>,
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
        /// half or zero (none takes a request back).
        #[arg(long, value_enum)]
        kind: ByeArg,
        /// Give a half-point bye to a player who has one already.
        #[arg(long)]
        force: bool,
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
        /// Only in these rounds: FIRST-LAST (or one round), as a TRF-2026 260 record
        #[arg(long, value_name = "FIRST-LAST", value_parser = round_range, conflicts_with = "allow")]
        rounds: Option<(u32, u32)>,
    },
}

/// `3-5` or `3`: a first and a last round.
fn round_range(s: &str) -> Result<(u32, u32), String> {
    let (a, b) = s.split_once('-').unwrap_or((s, s));
    match (a.trim().parse::<u32>(), b.trim().parse::<u32>()) {
        (Ok(a), Ok(b)) => Ok((a, b)),
        _ => Err(orda::t!("cli-bad-round-range", text = s)),
    }
}

#[derive(Subcommand, Debug)]
pub enum RoundCmd {
    /// Pair the next round and print it.
    Pair {
        #[command(flatten)]
        t: TournamentArg,
        /// Only the players checked in for it (`orda access checkin`, the phones' check-in);
        /// every other player who plays on gets a zero-point bye for the round, and is named.
        #[arg(long)]
        present: bool,
    },
    /// Swap the colours on a board of the last round (before any result is in).
    Swap {
        #[command(flatten)]
        t: TournamentArg,
        /// The board.
        #[arg(long)]
        board: u32,
    },
    /// Replace the last round's pairing (before any result) with the arbiter's, or with --next
    /// pair the next round by hand: a file with the number of boards, then `white black` per
    /// board, `N 0` for the bye (the pair-trf format).
    Set {
        #[command(flatten)]
        t: TournamentArg,
        /// The pairing file.
        file: PathBuf,
        /// Pair it even if it breaks an absolute criterion (a rematch, a forbidden pair, a
        /// second bye).
        #[arg(long)]
        force: bool,
        /// Pair the next round (a Swiss) by hand instead, when the last one is played: compared
        /// with the engine's pairing of it (which may not exist)
        #[arg(long)]
        next: bool,
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
    /// Standings only: the players of this category (overall ranks and tie-breaks kept).
    #[arg(long)]
    pub category: Option<String>,
    /// Crosstable only: the players in the order of the standings, each referred to by his line
    /// (a crosstable by rank).
    #[arg(long)]
    pub by_rank: bool,
    /// HTML only: a QR code of this address beside the heading (the live results page, as
    /// orda serve prints it).
    #[arg(long, value_name = "URL")]
    pub qr: Option<String>,
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
        /// Where a player's points column differs from his results, take the results as the
        /// truth (each such line is listed) instead of refusing the file.
        #[arg(long)]
        points_from_results: bool,
    },
}

/// The CLI's own words where a sentence names a way to do something: its commands and flags.
pub fn hint(h: Hint) -> String {
    match h {
        Hint::Insist(Insist::PlayWithdrawn) => orda::t!("cli-hint-or-force"),
        Hint::Insist(Insist::KeepResult) => orda::t!("cli-hint-keep-result"),
        Hint::Insist(Insist::PointsFromResults) => orda::t!("cli-hint-points-from-results"),
        Hint::Insist(Insist::PairAnyway) => orda::t!("cli-hint-pair-anyway"),
        Hint::Insist(Insist::AnotherHalfBye) => orda::t!("cli-hint-another-half-bye"),
        Hint::Insist(Insist::ChangeEarlier) => orda::t!("cli-hint-change-earlier"),
        Hint::WithdrawInstead => orda::t!("cli-hint-withdraw"),
        Hint::CreateFirst => orda::t!("cli-hint-create-first"),
        Hint::ChooseTournament => orda::t!("cli-hint-choose-tournament"),
        Hint::AgeDate => orda::t!("cli-age-needs-date"),
    }
}

/// The one place a refusal becomes words and an exit code: 2 when the command could not run
/// (the disk, permissions, a damaged or foreign file), 1 when it was refused (nothing changed).
pub fn refused(r: Refusal) -> ExitCode {
    errln!("orda: {}", words::refusal_with(&r, &hint));
    ExitCode::from(if r.is_environment() { 2 } else { 1 })
}

/// A store that failed before any operation (opening the file, a backup).
pub fn store_failed(e: StoreError) -> ExitCode {
    refused(Refusal::Store(e))
}

/// A refusal of the face's own (an argument out of place), in the CLI's words: exit 1.
pub fn say_no(msg: impl std::fmt::Display) -> ExitCode {
    errln!("orda: {msg}");
    ExitCode::from(1)
}

/// Carries out `op`; a refusal is said and becomes the exit code.
pub fn apply<O: app::Operation>(store: &mut Store, op: O) -> Result<O::Done, ExitCode> {
    app::run(store, op).map_err(refused)
}

/// The tournament a command is about: `--tournament`, else the only one in the database.
pub fn pick(store: &mut Store, t: &TournamentArg) -> Result<TournamentId, ExitCode> {
    app::query::pick(store, t.tournament.map(TournamentId)).map_err(refused)
}

/// The database file: `--db`, else the default in the user's data folder.
pub fn db_path(db: &DbArg) -> Result<PathBuf, ExitCode> {
    let path = match &db.db {
        Some(p) => p.clone(),
        None => orda::store::default_path().ok_or_else(|| {
            errln!("orda: {}", orda::t!("cli-no-data-folder"));
            ExitCode::from(2)
        })?,
    };
    let _ = DB_IN_USE.set(path.clone());
    Ok(path)
}

/// Opens the database for a command that writes (creating it if needed).
pub fn open(db: &DbArg) -> Result<Store, ExitCode> {
    Store::open(&db_path(db)?)
        .map(from_cli)
        .map_err(store_failed)
}

/// Opens the database for a command that changes a tournament: it must exist already.
pub fn open_existing(db: &DbArg) -> Result<Store, ExitCode> {
    Store::open_existing(&db_path(db)?)
        .map(from_cli)
        .map_err(store_failed)
}

/// A store whose changes the journal puts down to this computer's user at the command line.
fn from_cli(mut store: Store) -> Store {
    let actor = app::journal::actor(&mut store, orda::tournament::journal::Face::Cli);
    store.act_as(actor);
    store
}

/// Opens the database for a command that only reads: never creates it, never writes to it.
pub fn open_read(db: &DbArg) -> Result<Store, ExitCode> {
    Store::open_read(&db_path(db)?).map_err(store_failed)
}

/// The database this command works on (`--db`, else the default), once known: no output file
/// may be written over it.
static DB_IN_USE: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();

/// Writes `text` to the file `p` with the platform's line ends: refused (exit 1) over a
/// database, exit 2 (said) when it cannot be written.
pub fn write_file(p: &Path, text: String) -> ExitCode {
    if orda::store::is_database_file(p, DB_IN_USE.get().map(PathBuf::as_path)) {
        errln!(
            "orda: {}",
            orda::t!("output-is-database", path = p.display().to_string())
        );
        return ExitCode::from(1);
    }
    if let Err(e) = std::fs::write(p, orda::formats::text::native_endings(text)) {
        errln!(
            "orda: {}",
            orda::t!(
                "cli-cannot-write",
                path = p.display().to_string(),
                error = e.to_string()
            )
        );
        return ExitCode::from(2);
    }
    ExitCode::SUCCESS
}

/// Writes `text` to `output` ([`write_file`]), or prints it: what every command that makes a
/// paper does with it.
pub fn write_or_print(text: String, output: Option<&Path>) -> ExitCode {
    match output {
        Some(p) => return write_file(p, text),
        None => out!("{text}"),
    }
    ExitCode::SUCCESS
}

/// Reads and decodes a user's file (see `super::read_decoded`).
pub fn read_file(path: &Path, encoding: Option<&str>) -> Result<String, ExitCode> {
    super::read_or_exit(path, encoding)
}

/// `?` for functions returning an `ExitCode`: the error is the exit code, already said.
macro_rules! tryx {
    ($e:expr) => {
        match $e {
            Ok(v) => v,
            Err(code) => return code,
        }
    };
}
pub(crate) use tryx;
