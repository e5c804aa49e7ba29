//! Words for what the system says in English whatever the window speaks (a file's error), and
//! for a player's sex as a form shows it.

use crate::t;

/// What the system said when a file could not be read or written, in the language's words
/// (the system's own text is English whatever the window speaks): the kind of failure, with
/// the system's code for the rare kind without words of its own.
pub fn io_error(e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    match e.kind() {
        K::NotFound => t!("io-not-found"),
        K::PermissionDenied => t!("io-permission"),
        K::AlreadyExists => t!("io-exists"),
        K::StorageFull | K::QuotaExceeded => t!("io-disk-full"),
        K::ReadOnlyFilesystem => t!("io-read-only"),
        K::IsADirectory => t!("io-is-folder"),
        K::NotADirectory => t!("io-not-folder"),
        K::InvalidFilename => t!("io-bad-name"),
        K::ResourceBusy => t!("io-busy"),
        _ => t!("io-other", code = e.raw_os_error().unwrap_or_default()),
    }
}

/// A player's sex as a form shows it in the language (`ер`/`әйел`, `м`/`ж`, `m`/`w`): what
/// `tournament::parse_sex` reads back.
pub fn sex_word(sex: char) -> String {
    if sex == 'w' {
        t!("sex-woman")
    } else {
        t!("sex-man")
    }
}
