//! The `orda` binary: with no arguments the desktop window (`orda::ui`), otherwise a
//! subcommand that does the same work headless. Parsing lives in `cli`; the work in `orda::app`.
//!
//! On Windows the program is a window program (no console window opens behind the window); a
//! subcommand run from a terminal attaches to that terminal's console, so `orda.exe standings`
//! prints there.

// A window program on Windows: double-clicked, it opens no console.
#![cfg_attr(windows, windows_subsystem = "windows")]

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    #[cfg(windows)]
    attach_console();
    cli::run()
}

/// With arguments (a subcommand, `--help`), writes to the console of the terminal it was
/// started from; a window program has none of its own. Output redirected to a file or a pipe
/// already has its handles and is left as it is.
#[cfg(windows)]
fn attach_console() {
    use windows_sys::Win32::System::Console::{ATTACH_PARENT_PROCESS, AttachConsole};
    if std::env::args_os().len() > 1 {
        // SAFETY: AttachConsole takes a process id and touches no memory of ours; failing
        // (no parent console: started from Explorer) leaves the process as it was.
        unsafe {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }
}
