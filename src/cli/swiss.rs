//! `orda pair-trf`: pair the next round of a TRF file, printed as the reference engines print it.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use orda::app::transfer::{self, PairFileError};
use orda::formats::{swiss_trf, trf};
use orda::pairing::dutch;
use orda::words::formats;

/// Reads `input`, pairs its next round, writes the pairs to `output` or stdout.
pub fn pair_trf(input: &Path, output: Option<&PathBuf>, encoding: Option<&str>) -> ExitCode {
    let text = match super::read_or_exit(input, encoding) {
        Ok(t) => t,
        Err(code) => return code,
    };
    let file = input.display().to_string();
    match transfer::pair_file(&file, &text) {
        Ok(boards) => {
            let out = swiss_trf::write_pairs(&boards);
            match output {
                Some(path) => return super::shared::write_file(path, out),
                None => out!("{out}"),
            }
            ExitCode::SUCCESS
        }
        // A file with problems is refused, as `import trf` refuses it (exit 1).
        Err(PairFileError::File(r)) => super::shared::refused(r),
        Err(PairFileError::Pairing { round, error }) => {
            errln!(
                "orda: {}",
                orda::t!(
                    "cli-pair-trf-failed",
                    file = file,
                    round = round,
                    error = formats::pairing_error(&error)
                )
            );
            ExitCode::from(1)
        }
    }
}

/// `orda generate`'s arguments.
#[derive(clap::Args, Debug)]
pub struct GenerateArgs {
    /// Players.
    #[arg(long)]
    pub players: usize,
    /// Rounds of the tournament.
    #[arg(long)]
    pub rounds: usize,
    /// Rounds to play (default: all); fewer leaves the next round to pair.
    #[arg(long)]
    pub played: Option<usize>,
    /// Seed (the same seed gives the same tournament); `random`, the default, takes one from
    /// the clock. The seed is printed.
    #[arg(long, default_value = "random", value_parser = seed_arg)]
    pub seed: u64,
    /// Share of games drawn (each rate left out is drawn from the seed, and printed).
    #[arg(long)]
    pub draws: Option<f64>,
    /// Share of games forfeited.
    #[arg(long)]
    pub forfeits: Option<f64>,
    /// Share of the forfeited games forfeited by both players.
    #[arg(long)]
    pub double_forfeits: Option<f64>,
    /// Chance per player and round of withdrawing.
    #[arg(long)]
    pub withdrawals: Option<f64>,
    /// Chance per player and round of an announced half-point bye.
    #[arg(long)]
    pub byes: Option<f64>,
    /// Chance per player and round of an announced zero-point bye.
    #[arg(long)]
    pub zero_byes: Option<f64>,
    /// Accelerate by the Baku method (192 FIDE_DUTCH_2025_BAKU).
    #[arg(long)]
    pub baku: bool,
    /// The tie-breaks the file names (TRF-2026 202 and 212), e.g. BH/C1,SB,KS.
    #[arg(long)]
    pub tiebreaks: Option<String>,
    /// The TRF file to write.
    #[arg(short, long)]
    pub output: std::path::PathBuf,
}

/// `orda generate`: the arguments made into what to generate.
pub fn generate_cmd(g: GenerateArgs) -> ExitCode {
    let GenerateArgs {
        players,
        rounds,
        played,
        seed,
        draws,
        forfeits,
        double_forfeits,
        withdrawals,
        byes,
        zero_byes,
        baku,
        tiebreaks,
        output,
    } = g;
    let tiebreaks = match tiebreaks.as_deref().map(super::manage::tiebreaks) {
        Some(Ok(list)) => list,
        Some(Err(code)) => return code,
        None => Vec::new(),
    };
    let rates = orda::app::generate::Rates {
        draws,
        forfeits,
        double_forfeits,
        withdrawals,
        byes,
        zero_byes,
    };
    let o = orda::app::generate::Options {
        baku,
        tiebreaks,
        ..orda::app::generate::Options::from_rates(players, rounds, seed, rates)
    };
    generate(&o, played, &output)
}

/// `--seed`: a number, or `random` for one from the clock (printed with the file written).
pub fn seed_arg(s: &str) -> Result<u64, String> {
    if s.eq_ignore_ascii_case("random") {
        return Ok(orda::app::generate::random_seed());
    }
    s.parse()
        .map_err(|_| orda::t!("cli-bad-seed", text = s.to_string()))
}

/// `orda generate`: a random Swiss tournament as TRF.
pub fn generate(
    o: &orda::app::generate::Options,
    played: Option<usize>,
    output: &Path,
) -> ExitCode {
    if o.players > trf::MAX_PLAYERS {
        errln!(
            "orda: {}",
            orda::t!("cli-generate-too-many", max = trf::MAX_PLAYERS)
        );
        return ExitCode::from(2);
    }
    let s = match orda::app::generate::generate_swiss(&orda::app::generate::Options {
        rounds: played.unwrap_or(o.rounds).min(o.rounds),
        ..o.clone()
    }) {
        Ok(s) => s,
        Err(e) => {
            errln!(
                "orda: {}",
                orda::t!("cli-generating-failed", error = formats::generate_error(&e))
            );
            return ExitCode::from(1);
        }
    };
    let s = orda::pairing::swiss::Swiss {
        total_rounds: o.rounds,
        ..s
    };
    let trf = orda::app::generate::generated_trf(
        &s,
        &format!("Generated: {} players, seed {}", o.players, o.seed),
        o,
    );
    let written = super::shared::write_file(output, trf::write(&trf));
    if written != ExitCode::SUCCESS {
        return written;
    }
    errln!(
        "orda: {}",
        orda::t!(
            "cli-generated",
            players = o.players,
            played = s.played_rounds,
            rounds = o.rounds,
            path = output.display().to_string()
        )
    );
    errln!(
        "orda: {}",
        orda::t!(
            "cli-generated-seed",
            seed = o.seed,
            draws = o.draws.to_string(),
            forfeits = o.forfeits.to_string(),
            double = o.double_forfeits.to_string(),
            withdrawals = o.withdrawals.to_string(),
            byes = o.byes.to_string(),
            zero = o.zero_byes.to_string()
        )
    );
    ExitCode::SUCCESS
}

/// Peak resident memory of this process so far, in MiB (Linux; 0 elsewhere).
fn peak_mib() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .map(|l| l.to_string())
        })
        .and_then(|l| {
            l.split_whitespace()
                .nth(1)
                .and_then(|k| k.parse::<f64>().ok())
        })
        .map_or(0.0, |kib| kib / 1024.0)
}

/// `orda bench dutch`: pairs rounds of generated tournaments and reports the times as ratios
/// to a baseline measured in the same run (pairing round 2 of 100 players), with memory.
pub fn bench(players: &[usize], rounds: &[usize], seed: u64) -> ExitCode {
    use std::time::Instant;
    let total = rounds.iter().copied().max().unwrap_or(1).max(1);
    let time = |s: &orda::pairing::swiss::Swiss| {
        let t = Instant::now();
        let r = dutch::pair(s);
        (t.elapsed().as_secs_f64(), r.map(|b| b.len()))
    };
    let base_field = orda::app::generate::generate_swiss(&orda::app::generate::Options {
        players: 100,
        rounds: 1,
        seed,
        ..Default::default()
    });
    let Ok(base_field) = base_field else {
        errln!("orda: {}", orda::t!("cli-bench-no-baseline"));
        return ExitCode::from(1);
    };
    let base_field = orda::pairing::swiss::Swiss {
        total_rounds: 9,
        ..base_field
    };
    let base = (0..5).map(|_| time(&base_field).0).fold(f64::MAX, f64::min);
    outln!(
        "{}",
        orda::t!("cli-bench-baseline", seconds = format!("{base:.4}"))
    );
    outln!(
        "{:>8} {:>6} {:>8} {:>10} {:>10} {:>10} {:>12}",
        orda::t!("cli-bench-col-players"),
        orda::t!("cli-bench-col-round"),
        orda::t!("cli-bench-col-boards"),
        orda::t!("cli-bench-col-seconds"),
        orda::t!("cli-bench-col-ratio"),
        orda::t!("cli-bench-col-peak"),
        orda::t!("cli-bench-col-explain")
    );
    for &n in players {
        // The history is generated by pairing every round up to the last one asked for.
        let t0 = Instant::now();
        let Ok(full) = orda::app::generate::generate_swiss(&orda::app::generate::Options {
            players: n,
            rounds: total - 1,
            seed,
            ..Default::default()
        }) else {
            errln!("orda: {}", orda::t!("cli-bench-not-generated", players = n));
            return ExitCode::from(1);
        };
        let full = orda::pairing::swiss::Swiss {
            total_rounds: total,
            ..full
        };
        errln!(
            "orda: {}",
            orda::t!(
                "cli-bench-generated",
                players = n,
                rounds = total - 1,
                seconds = format!("{:.1}", t0.elapsed().as_secs_f64())
            )
        );
        for &r in rounds {
            let s = orda::app::generate::before_round(&full, r - 1);
            let (secs, boards) = time(&s);
            // The explanation of the same round, from the pairing's own run (its boards and
            // colour rules), timed on its own: how it compares with the pairing.
            let why = dutch::pair_with_rules(&s).ok().map(|(boards, rules)| {
                let t = Instant::now();
                let why = orda::pairing::explain::explain(&s, &boards, &rules);
                std::hint::black_box(why);
                t.elapsed().as_secs_f64()
            });
            let boards = boards.map_or_else(|e| formats::pairing_error(&e), |b| b.to_string());
            let why = why.map_or_else(String::new, |w| format!("{:.3}", w / secs));
            outln!(
                "{n:>8} {r:>6} {boards:>8} {secs:>10.3} {:>10.1} {:>10.0} {why:>12}",
                secs / base,
                peak_mib()
            );
        }
    }
    ExitCode::SUCCESS
}
