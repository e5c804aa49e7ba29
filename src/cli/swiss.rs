//! `orda pair-trf`: pair the next round of a TRF file, printed as the reference engines print it.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use orda::formats::{swiss_trf, trf};
use orda::pairing::dutch;

/// Reads `input`, pairs its next round, writes the pairs to `output` or stdout.
pub fn pair_trf(input: &Path, output: Option<&PathBuf>) -> ExitCode {
    let text = match super::read_text(input) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let swiss = match trf::read(&text).map_err(|es| es[0].clone()).and_then(|t| swiss_trf::to_swiss(&t)) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("orda: {}:{e}", input.display());
            return ExitCode::from(2);
        }
    };
    match dutch::pair(&swiss) {
        Ok(boards) => {
            let out = swiss_trf::write_pairs(&boards);
            match output {
                Some(path) => {
                    if let Err(e) = std::fs::write(path, out) {
                        eprintln!("orda: cannot write {}: {e}", path.display());
                        return ExitCode::from(2);
                    }
                }
                None => print!("{out}"),
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("orda: {}: round {}: {e}", input.display(), swiss.played_rounds + 1);
            ExitCode::from(1)
        }
    }
}
