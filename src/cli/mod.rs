//! The command line: clap's derive structs (the only place that knows clap) and the dispatch
//! to one function per subcommand. Exit codes: 0 success, 1 the input has problems (an invalid
//! game), 2 the command could not run (unreadable file, bad arguments).

/// `print!` for commands: see [`out`].
macro_rules! out {
    ($($a:tt)*) => { crate::cli::out::write(format_args!($($a)*)) };
}

/// `println!` for commands: see [`out`].
macro_rules! outln {
    () => { crate::cli::out::write(format_args!("\n")) };
    ($($a:tt)*) => { crate::cli::out::write(format_args!("{}\n", format_args!($($a)*))) };
}

/// `eprintln!` for commands: see [`out`].
macro_rules! errln {
    ($($a:tt)*) => { crate::cli::out::say(format_args!($($a)*)) };
}

mod access;
mod awards;
mod board;
mod db;
mod explain;
mod federation;
mod help;
mod journal;
mod manage;
mod out;
mod perft;
mod play;
mod print;
mod replay;
mod report;
mod serve;
mod shared;
mod swiss;
mod team;
mod validate;

use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};

/// Orda: tournament manager for Togyzkumalak.
#[derive(Parser, Debug)]
#[command(name = "orda", version, about)]
struct Cli {
    #[command(flatten)]
    db: shared::DbArg,
    /// The language of messages and reports: kk, ru or en (default: $ORDA_LANG, else the
    /// system's language, else English).
    #[arg(long, global = true, value_name = "kk|ru|en")]
    lang: Option<String>,
    #[command(subcommand)]
    command: Option<Command>,
}

/// The game whose rules apply.
#[derive(ValueEnum, Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum GameArg {
    /// Togyzkumalak (Toguz Kumalak, Toguz Korgool).
    #[default]
    #[value(alias = "togyzkumalak")]
    Togyz,
    /// Tumicarona (Fanorona on the 9×5 board).
    Tumicarona,
}

impl GameArg {
    /// The game's rules.
    pub fn kind(self) -> orda::rules::GameKind {
        match self {
            GameArg::Togyz => orda::rules::GameKind::Togyzkumalak,
            GameArg::Tumicarona => orda::rules::GameKind::Tumicarona,
        }
    }
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Count move sequences from a position to each depth: `<depth> <nodes>` per line.
    Perft {
        /// The deepest depth to count.
        depth: u32,
        /// The game.
        #[arg(long, value_enum, default_value_t)]
        game: GameArg,
        /// Start from this position (Orda's position string or PlayStrategy's FEN).
        #[arg(long)]
        position: Option<String>,
    },
    /// Check game scores: a line per game, then a summary. Exit 0 if all are valid, 1 if not.
    Validate {
        /// Game record files (PGN-like).
        #[arg(required = true)]
        files: Vec<std::path::PathBuf>,
        /// One JSON object per game per line instead of text.
        #[arg(long)]
        json: bool,
        /// The game.
        #[arg(long, value_enum, default_value_t)]
        game: GameArg,
        #[command(flatten)]
        enc: EncodingArg,
    },
    /// Create and list tournaments.
    #[command(subcommand)]
    Tournament(shared::TournamentCmd),
    /// Enter, import, order and withdraw players.
    #[command(subcommand)]
    Player(shared::PlayerCmd),
    /// Pair rounds.
    #[command(subcommand)]
    Round(shared::RoundCmd),
    /// Teams of a team tournament: add, list, rosters, board prizes.
    #[command(subcommand)]
    Team(team::TeamCmd),
    /// Set a team's line-up for a round (players by starting number, board 1 first; 0 leaves
    /// a board empty).
    Lineup {
        #[command(flatten)]
        t: shared::TournamentArg,
        /// The round.
        #[arg(long)]
        round: u32,
        /// The team (name, short name or number).
        #[arg(long)]
        team: String,
        /// Starting numbers, comma-separated, board 1 first.
        #[arg(long, value_name = "NO,NO,...")]
        players: String,
    },
    /// Enter the result of one board (with its game score, checked by the rules engine).
    Result {
        #[command(flatten)]
        t: shared::TournamentArg,
        /// The round.
        #[arg(long)]
        round: u32,
        /// A team tournament: the match (then --board is the board in the match).
        #[arg(long = "match", value_name = "M")]
        match_no: Option<u32>,
        /// The board.
        #[arg(long)]
        board: u32,
        /// 1-0 0-1 1/2-1/2 ½-½ = +/- -/+ -/-, or adj: the game is adjourned (its result entered later, at any time)
        #[arg(allow_hyphen_values = true)]
        result: String,
        /// A game record file (one game) to attach and check.
        #[arg(long)]
        score: Option<std::path::PathBuf>,
        /// Keep the result even if the score contradicts it (stored with a warning).
        #[arg(long)]
        force: bool,
        /// A correction for the rating report only (C.04.2 4.3): the pairings and standings keep
        /// the result entered; `none` takes the correction back
        #[arg(long, conflicts_with_all = ["score", "force"])]
        rating_only: bool,
        #[command(flatten)]
        enc: EncodingArg,
    },
    /// Enter a whole round's results from a file (`BOARD RESULT [SCORE-FILE]` per line), all or none.
    Results {
        #[command(flatten)]
        t: shared::TournamentArg,
        /// The round.
        #[arg(long)]
        round: u32,
        /// The results file.
        file: std::path::PathBuf,
        /// Keep results that their scores contradict (stored with a warning).
        #[arg(long)]
        force: bool,
        #[command(flatten)]
        enc: EncodingArg,
    },
    /// Print a round's pairings.
    Pairings(shared::ReportArgs),
    /// Print the standings with tie-breaks.
    Standings(shared::ReportArgs),
    /// Print the crosstable.
    Crosstable(shared::ReportArgs),
    /// Print the rating report (ΔR = K·(P − E) over games played); apply it to the player
    /// registry, list the registry's ratings.
    #[command(args_conflicts_with_subcommands = true)]
    Rating {
        #[command(subcommand)]
        cmd: Option<federation::RatingCmd>,
        #[command(flatten)]
        args: shared::ReportArgs,
        /// The coefficient K.
        #[arg(long, default_value_t = 10)]
        k: u32,
    },
    /// Events (championships of several sections): create, add sections, overview.
    #[command(subcommand)]
    Event(federation::EventCmd),
    /// Categories of a tournament (U14 girls, veterans, rating groups).
    #[command(subcommand)]
    Category(awards::CategoryCmd),
    /// Define the prizes of a tournament.
    #[command(subcommand)]
    Prize(awards::PrizeCmd),
    /// Print the prize list: who takes which prize, with shared money.
    Prizes {
        #[command(flatten)]
        t: shared::TournamentArg,
        /// The round (default: the last complete one).
        #[arg(long)]
        round: Option<u32>,
        #[command(flatten)]
        out: federation::OutArgs,
    },
    /// Print the team standings of a tournament (best N players of each region, club or team)
    /// or of an event over its sections.
    Teams(awards::TeamsArgs),
    /// Export a tournament.
    #[command(subcommand)]
    Export(shared::ExportCmd),
    /// Import a tournament.
    #[command(subcommand)]
    Import(shared::ImportCmd),
    /// Pair the next round of a TRF file by the FIDE Dutch system; print the number of boards,
    /// then `white black` per board (`N 0` for the pairing-allocated bye). Exit 1 if no legal
    /// pairing exists.
    PairTrf {
        /// The tournament so far (TRF-16 with XXR; XXC white1|black1).
        input: std::path::PathBuf,
        /// Write the pairing here instead of stdout.
        #[arg(short, long)]
        output: Option<std::path::PathBuf>,
        #[command(flatten)]
        enc: EncodingArg,
    },
    /// Write a random Swiss tournament (paired by the Dutch engine, results from the ratings)
    /// as TRF, for tests and benchmarks.
    Generate(swiss::GenerateArgs),
    /// Measure the Dutch engine on generated tournaments (times as ratios to a baseline
    /// measured in the same run, and peak memory).
    Bench {
        /// Field sizes.
        #[arg(long, value_delimiter = ',', default_value = "200,1000")]
        players: Vec<usize>,
        /// Rounds to pair.
        #[arg(long, value_delimiter = ',', default_value = "1,5,9")]
        rounds: Vec<usize>,
        /// Seed.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
    /// Pair every played round of a Swiss again and list the rounds whose stored pairing
    /// differs from the Dutch system's; with a TRF file, check the file instead: its rounds,
    /// and its ranks against the standings with its own tie-breaks (202/212) (exit 1 if
    /// anything differs).
    Check {
        #[command(flatten)]
        t: shared::TournamentArg,
        /// A TRF file to check instead of a stored tournament.
        file: Option<std::path::PathBuf>,
        #[command(flatten)]
        enc: EncodingArg,
    },
    /// Why a round is paired as it is: for each board and the bye, the players' score groups,
    /// floats and colour preferences, the colour rule, and for the pairing a player would
    /// expect instead the first criterion (C.04.3 C1-C21) that rules it out; a round-robin
    /// board's Berger table line; boards made by hand, by whom.
    Explain(explain::ExplainArgs),
    /// Print the paper of a tournament: result slips, players list, check-in list, the report
    /// for the federation (HTML to print or save as PDF from a browser).
    #[command(subcommand)]
    Print(print::PrintCmd),
    /// Serve the live results page on the network, with the report form for players' and
    /// assistants' codes (`orda access`); prints its addresses; Ctrl+C stops it.
    Serve {
        /// The port.
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// The address to listen on (0.0.0.0: every network of this computer; 127.0.0.1: this
        /// computer only; or one network's address).
        #[arg(long, default_value = "0.0.0.0")]
        bind: String,
    },
    /// Check, back up and restore the database file.
    #[command(subcommand)]
    Db(db::DbCmd),
    /// Codes for the hall network: assistant arbiters' and players' (docs/access.md).
    #[command(subcommand)]
    Access(access::AccessCmd),
    /// List the results players reported from the hall, or accept or reject one.
    Reports {
        #[command(subcommand)]
        cmd: Option<access::ReportsCmd>,
        #[command(flatten)]
        t: shared::TournamentArg,
        /// Aligned text or CSV.
        #[arg(long, value_enum, default_value_t)]
        format: shared::Format,
    },
    /// Print the journal: every change, when, by whom and from where (of one tournament with
    /// --tournament, else of the whole file), oldest first.
    Log {
        /// Only this tournament's changes.
        #[command(flatten)]
        t: shared::TournamentArg,
        /// Aligned text or CSV.
        #[arg(long, value_enum, default_value_t)]
        format: shared::Format,
    },
    /// Undo the tournament's last change (a result, a withdrawal, a manual pairing change, a
    /// prize...); refused, with the reason, when it cannot be taken back safely.
    Undo {
        #[command(flatten)]
        t: shared::TournamentArg,
    },
    /// Print the board after each move of a game.
    Replay {
        /// A game record file.
        file: std::path::PathBuf,
        /// Which game of the file (1-based).
        #[arg(long = "game", default_value_t = 1)]
        index: usize,
        /// The rules the game is played by (`--game` here numbers the game in the file).
        #[arg(long, value_enum, default_value_t)]
        rules: GameArg,
        #[command(flatten)]
        enc: EncodingArg,
    },
}

/// Whether `--lang` was given: then it governs exports too, over a tournament's publication
/// language.
static LANG_GIVEN: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn lang_given() -> bool {
    LANG_GIVEN.load(std::sync::atomic::Ordering::Relaxed)
}

/// The language of a tournament's papers from the command line: `--lang` when given, else its
/// publication language, else the user's (`words::lang::of_papers`).
fn papers_lang(publication: Option<orda::tournament::Lang>) -> orda::tournament::Lang {
    let current = orda::words::lang::current();
    orda::words::lang::of_papers(publication, lang_given().then_some(current), current)
}

/// Parses the arguments and runs the subcommand.
pub fn run() -> ExitCode {
    out::finish(dispatch())
}

/// [`run`] before standard output is flushed.
fn dispatch() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    orda::words::lang::set(help::early_lang(&args));
    let matches = help::localized(<Cli as clap::CommandFactory>::command()).get_matches_from(args);
    let cli = match <Cli as clap::FromArgMatches>::from_arg_matches(&matches) {
        Ok(cli) => cli,
        Err(e) => e.exit(),
    };
    let remembered = cli
        .command
        .is_none()
        .then(orda::ui::remembered_lang)
        .flatten();
    LANG_GIVEN.store(cli.lang.is_some(), std::sync::atomic::Ordering::Relaxed);
    match orda::words::lang::choose(cli.lang.as_deref(), remembered) {
        Ok(lang) => orda::words::lang::set(lang),
        Err(bad) => {
            errln!("{}", orda::t!("cli-bad-lang", lang = bad));
            return ExitCode::from(2);
        }
    }
    let Some(command) = cli.command else {
        return match orda::ui::run(cli.db.db) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                errln!("orda: {}", orda::t!("cli-no-window", error = e.to_string()));
                ExitCode::from(2)
            }
        };
    };
    match command {
        Command::Perft {
            depth,
            game,
            position,
        } => perft::run(game.kind(), depth, position.as_deref()),
        Command::Validate {
            files,
            json,
            game,
            enc,
        } => validate::run(game.kind(), &files, json, enc.name()),
        Command::Replay {
            file,
            index,
            rules,
            enc,
        } => replay::run(&file, index, rules.kind(), enc.name()),
        Command::PairTrf { input, output, enc } => {
            swiss::pair_trf(&input, output.as_ref(), enc.name())
        }
        Command::Check { t, file: None, .. } => play::check(&cli.db, t),
        Command::Explain(a) => explain::explain(&cli.db, a),
        Command::Check {
            file: Some(f), enc, ..
        } => play::check_file(&f, enc.name()),
        Command::Generate(g) => swiss::generate_cmd(g),
        Command::Bench {
            players,
            rounds,
            seed,
        } => swiss::bench(&players, &rounds, seed),
        Command::Tournament(c) => manage::tournament(&cli.db, c),
        Command::Player(c) => manage::player(&cli.db, c),
        Command::Round(c) => play::round(&cli.db, c),
        Command::Team(c) => team::team(&cli.db, c),
        Command::Lineup {
            t,
            round,
            team: name,
            players,
        } => team::lineup(&cli.db, &t, round, &name, &players),
        Command::Result {
            t,
            round,
            match_no,
            board,
            result,
            score,
            force,
            rating_only,
            enc,
        } => {
            let board = match match_no {
                Some(m) => match team::board_of(&cli.db, &t, round, m, board) {
                    Ok(b) => b,
                    Err(code) => return code,
                },
                None => board,
            };
            if rating_only {
                return play::rating_only(&cli.db, t, round, board, &result);
            }
            play::result(&cli.db, t, round, board, result, score, force, enc.name())
        }
        Command::Results {
            t,
            round,
            file,
            force,
            enc,
        } => play::results(&cli.db, t, round, file, force, enc.name()),
        Command::Pairings(a) => report::report(&cli.db, report::Report::Pairings, a),
        Command::Standings(a) => report::report(&cli.db, report::Report::Standings, a),
        Command::Crosstable(a) => report::report(&cli.db, report::Report::Crosstable, a),
        Command::Rating { cmd: Some(c), .. } => federation::rating(&cli.db, c),
        Command::Rating { cmd: None, args, k } => {
            report::report(&cli.db, report::Report::Rating(k), args)
        }
        Command::Event(c) => federation::event(&cli.db, c),
        Command::Category(c) => awards::category(&cli.db, c),
        Command::Prize(c) => awards::prize(&cli.db, c),
        Command::Prizes { t, round, out } => awards::prizes(&cli.db, t, round, out),
        Command::Teams(a) => awards::teams(&cli.db, a),
        Command::Export(c) => report::export(&cli.db, c),
        Command::Import(c) => report::import(&cli.db, c),
        Command::Db(c) => db::run(&cli.db, c),
        Command::Log { t, format } => journal::log(&cli.db, &t, format),
        Command::Undo { t } => journal::undo(&cli.db, &t),
        Command::Serve { port, bind } => serve::serve(&cli.db, port, &bind),
        Command::Print(c) => print::print(&cli.db, c),
        Command::Access(c) => access::access(&cli.db, c),
        Command::Reports { cmd, t, format } => access::reports(&cli.db, &t, format, cmd),
    }
}

/// `--encoding NAME`, on every command that reads a user's file.
#[derive(clap::Args, Debug, Clone, Default)]
pub struct EncodingArg {
    /// The encoding of the file(s) read (utf-8, utf-16le, utf-16be, windows-1251,
    /// windows-1252, ...); default: detected (byte-order mark, UTF-8, else guessed), and said.
    #[arg(long, value_name = "NAME")]
    pub encoding: Option<String>,
}

impl EncodingArg {
    fn name(&self) -> Option<&str> {
        self.encoding.as_deref()
    }
}

/// Reads and decodes a user's file with [`orda::formats::text::decode`], the one decoding every
/// face uses. Says on stderr which encoding was used unless the file is plain UTF-8.
/// `Err((message, exit code))`: 2 if the file cannot be read, 1 if it cannot be decoded.
fn read_decoded(
    path: &std::path::Path,
    encoding: Option<&str>,
) -> Result<String, (String, ExitCode)> {
    use orda::formats::text::{DecodeError, decode};
    use orda::words::formats;
    let bytes = orda::formats::text::read_file(path).map_err(|e| {
        (
            format!("orda: {}", cannot_read(path, &e)),
            ExitCode::from(2),
        )
    })?;
    match decode(&bytes, encoding) {
        Ok(d) => {
            if !d.is_plain_utf8() {
                read_as(path, &formats::decoded(&d));
            }
            Ok(d.text)
        }
        Err(e @ DecodeError::Unknown(_)) => Err((
            format!(
                "orda: {}",
                orda::t!(
                    "cli-bad-encoding",
                    error = formats::decode_error(&e, &encoding_hint)
                )
            ),
            ExitCode::from(2),
        )),
        Err(e) => Err((
            format!(
                "orda: {}",
                orda::t!(
                    "cli-nothing-read",
                    path = path.display().to_string(),
                    error = formats::decode_error(&e, &encoding_hint)
                )
            ),
            ExitCode::from(1),
        )),
    }
}

/// Reads a game-record file for `validate`: decoded like every user file, but bytes that no
/// encoding explains become U+FFFD (after saying so), so that the validator reports them as
/// unknown tokens with their line instead of refusing the whole file (it stores nothing).
fn read_text(path: &std::path::Path, encoding: Option<&str>) -> Result<String, String> {
    use orda::formats::text::{DecodeError, decode};
    use orda::words::formats;
    let bytes = orda::formats::text::read_file(path)
        .map_err(|e| format!("orda: {}", cannot_read(path, &e)))?;
    match decode(&bytes, encoding) {
        Ok(d) => {
            if !d.is_plain_utf8() {
                read_as(path, &formats::decoded(&d));
            }
            Ok(d.text)
        }
        Err(e @ DecodeError::Unknown(_)) => Err(format!(
            "orda: {}",
            orda::t!(
                "cli-bad-encoding",
                error = formats::decode_error(&e, &encoding_hint)
            )
        )),
        Err(e) => {
            errln!(
                "orda: {}",
                orda::t!(
                    "cli-read-with-replacement",
                    path = path.display().to_string(),
                    error = formats::decode_error(&e, &encoding_hint)
                )
            );
            Ok(String::from_utf8_lossy(&bytes).into_owned())
        }
    }
}

/// The command line's own words where a decoding problem names a way to give an encoding.
fn encoding_hint(h: orda::words::formats::EncodingHint) -> String {
    use orda::words::formats::EncodingHint;
    match h {
        EncodingHint::NameIt => orda::t!("cli-hint-name-encoding"),
        EncodingHint::CheckNamed => orda::t!("cli-hint-check-encoding"),
        EncodingHint::Utf16 => orda::t!("cli-hint-utf16"),
    }
}

/// "cannot read FILE: why".
fn cannot_read(path: &std::path::Path, e: &orda::formats::text::ReadFileError) -> String {
    orda::t!(
        "cli-cannot-read",
        path = path.display().to_string(),
        error = orda::words::formats::read_file_error(e)
    )
}

/// Says on stderr which encoding a file was read as.
fn read_as(path: &std::path::Path, how: &str) {
    errln!(
        "orda: {}",
        orda::t!(
            "cli-read-as",
            path = path.display().to_string(),
            encoding = how
        )
    );
}

/// [`read_decoded`] for a command that cannot go on without the file: says why and exits.
fn read_or_exit(path: &std::path::Path, encoding: Option<&str>) -> Result<String, ExitCode> {
    read_decoded(path, encoding).map_err(|(msg, code)| {
        errln!("{msg}");
        code
    })
}
