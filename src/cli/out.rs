//! Standard output and standard error for every command. A reader that closes the pipe early
//! (`orda player registry | head`) ends the command quietly with exit 0, as ripgrep does; any
//! other failure to write (a full disk, `/dev/full`) is said on stderr and exits 2. Nothing
//! panics. What reaches the terminal is inert: control characters (an escape sequence in a PGN
//! tag or a file name) and bidi controls become U+FFFD, so nothing a file says can recolour,
//! retitle or clear the arbiter's terminal.

use std::borrow::Cow;
use std::io::Write;
use std::process::ExitCode;

/// `s` with every character that would act on a terminal replaced by U+FFFD; line ends and
/// tabs stay.
fn inert(s: &str) -> Cow<'_, str> {
    let acts = |c: char| {
        !matches!(c, '\n' | '\r' | '\t' | '\u{fffd}') && orda::formats::text::is_forbidden(c)
    };
    if !s.chars().any(acts) {
        return Cow::Borrowed(s);
    }
    Cow::Owned(
        s.chars()
            .map(|c| if acts(c) { '\u{fffd}' } else { c })
            .collect(),
    )
}

/// The text of `args`, inert.
fn text(args: std::fmt::Arguments<'_>) -> String {
    let s = std::fmt::format(args);
    match inert(&s) {
        Cow::Borrowed(_) => s,
        Cow::Owned(o) => o,
    }
}

/// Writes to standard output (what `out!` and `outln!` expand to); on failure ends the process
/// as [`failed`] says.
pub fn write(args: std::fmt::Arguments<'_>) {
    let mut o = std::io::stdout().lock();
    if let Err(e) = o.write_all(text(args).as_bytes()) {
        std::process::exit(code(&e));
    }
}

/// Writes a line to standard error (what `errln!` expands to). A closed or full stderr has
/// nowhere to be told: the line is dropped.
pub fn say(args: std::fmt::Arguments<'_>) {
    let mut line = text(args);
    line.push('\n');
    let _ = std::io::stderr().lock().write_all(line.as_bytes());
}

/// A line for a writer of the command's own (`validate`, `replay`, `perft` lock stdout once),
/// inert.
pub fn line(args: std::fmt::Arguments<'_>) -> String {
    text(args)
}

/// Flushes standard output at the end of a command: what [`failed`] says if it cannot.
pub fn finish(code: ExitCode) -> ExitCode {
    match std::io::stdout().flush() {
        Ok(()) => code,
        Err(e) => failed(&e),
    }
}

/// A failed write to standard output: a closed pipe ends quietly (exit 0); anything else is
/// said (exit 2).
pub fn failed(e: &std::io::Error) -> ExitCode {
    ExitCode::from(u8::try_from(code(e)).unwrap_or(2))
}

fn code(e: &std::io::Error) -> i32 {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        0
    } else {
        say(format_args!(
            "orda: {}",
            orda::t!("cli-stdout-failed", error = e.to_string())
        ));
        2
    }
}
