//! The `orda` binary: with no arguments the desktop window (`orda::ui`), otherwise a
//! subcommand that does the same work headless. Parsing lives in `cli`; the work in `orda::app`.

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    cli::run()
}
