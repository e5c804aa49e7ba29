//! `orda pair-trf`: pair the next round of a TRF file, printed as the reference engines print it.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use orda::app::InputError;
use orda::formats::{swiss_trf, trf};
use orda::pairing::dutch;
use orda::words::formats;

/// Reads `input`, pairs its next round, writes the pairs to `output` or stdout.
pub fn pair_trf(input: &Path, output: Option<&PathBuf>, encoding: Option<&str>) -> ExitCode {
    let text = match super::read_or_exit(input, encoding) {
        Ok(t) => t,
        Err(code) => return code,
    };
    // Under `XXC rank` the engine pairs in the order of the 001 lines; the pairs go out in the file's
    // own starting ranks.
    let mut original: Option<Vec<u32>> = None;
    let swiss = match trf::read(&text)
        .and_then(|t| {
            if t.by_rank() {
                let (t, o) = trf::renumber_by_rank(&t)?;
                original = Some(o);
                Ok(t)
            } else {
                Ok(t)
            }
        })
        .map_err(|es| es[0].clone())
        .and_then(|t| swiss_trf::to_swiss(&t))
    {
        Ok(s) => s,
        Err(e) => {
            let e = InputError::trf(&input.display().to_string(), e);
            errln!("orda: {}", formats::input_error(&e));
            // A file with problems is refused, as `import trf` refuses it (exit 1).
            return ExitCode::from(1);
        }
    };
    match dutch::pair(&swiss) {
        Ok(mut boards) => {
            if let Some(o) = &original {
                let back = |i: usize| o.get(i).map_or(i, |&no| no as usize - 1);
                for b in &mut boards {
                    b.white = back(b.white);
                    b.black = b.black.map(back);
                }
            }
            let out = swiss_trf::write_pairs(&boards);
            match output {
                Some(path) => return super::event::write_file(path, out),
                None => out!("{out}"),
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            errln!(
                "orda: {}",
                orda::t!(
                    "cli-pair-trf-failed",
                    file = input.display().to_string(),
                    round = swiss.played_rounds + 1,
                    error = formats::pairing_error(&e)
                )
            );
            ExitCode::from(1)
        }
    }
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
    let trf = orda::app::generate::to_trf(
        &s,
        &format!("Generated: {} players, seed {}", o.players, o.seed),
    );
    let written = super::event::write_file(output, trf::write(&trf));
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
        "{:>8} {:>6} {:>8} {:>10} {:>10} {:>10}",
        orda::t!("cli-bench-col-players"),
        orda::t!("cli-bench-col-round"),
        orda::t!("cli-bench-col-boards"),
        orda::t!("cli-bench-col-seconds"),
        orda::t!("cli-bench-col-ratio"),
        orda::t!("cli-bench-col-peak")
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
            let boards = boards.map_or_else(|e| formats::pairing_error(&e), |b| b.to_string());
            outln!(
                "{n:>8} {r:>6} {boards:>8} {secs:>10.3} {:>10.1} {:>10.0}",
                secs / base,
                peak_mib()
            );
        }
    }
    ExitCode::SUCCESS
}
