//! The `orda` binary: with no arguments the desktop window (a later issue), otherwise a
//! subcommand that does the same work headless. Parsing lives in `cli`; the work in `orda::app`.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::run()
}
