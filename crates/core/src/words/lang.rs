//! The languages Orda speaks, and the one place words are looked up: Project Fluent files in
//! `assets/locales/{kk,ru,en}/*.ftl`, bundled into the binary at compile time.
//!
//! The language in use is the thread's ([`set`], [`with`]): the window and the command line set
//! it once from `--lang`, `ORDA_LANG`, the window's menu or the system; an export in the
//! tournament's publication language is written inside [`with`]. A key missing in Kazakh or
//! Russian falls back to English (a test keeps the three files alike, so it never does).
//!
//! **Architecture Invariant:** every sentence a person reads is written by [`crate::t!`] from a
//! literal key; `tests/it/words.rs` fails on a key one language lacks, a key no code uses, and
//! a string literal with words in a face.

use std::borrow::Cow;
use std::cell::Cell;
use std::collections::HashMap;

use fluent_templates::fluent_bundle::FluentValue;
use fluent_templates::{LanguageIdentifier, Loader};

fluent_templates::static_loader! {
    static LOCALES = {
        locales: "../../assets/locales",
        fallback_language: "en",
        // No Unicode isolation marks around placeables: the text goes to terminals, CSV-free
        // text files and HTML, where the marks would show or break alignment.
        customise: |bundle| bundle.set_use_isolating(false),
    };
}

pub use crate::tournament::Lang;

/// The system's language (sys-locale), English when it is none of the three.
pub fn of_system() -> Lang {
    sys_locale::get_locales()
        .find_map(|l| Lang::parse(&l))
        .unwrap_or_default()
}

/// The language asked for: `given` (`--lang`), else `ORDA_LANG`, else `remembered` (the
/// window's last choice), else the system's. An unknown name given is an error naming it;
/// an unknown `ORDA_LANG` is passed over, as an unknown system locale is.
pub fn choose(given: Option<&str>, remembered: Option<Lang>) -> Result<Lang, String> {
    if let Some(g) = given {
        return Lang::parse(g).ok_or_else(|| g.to_string());
    }
    let env = std::env::var("ORDA_LANG").ok();
    Ok(env
        .as_deref()
        .and_then(Lang::parse)
        .or(remembered)
        .unwrap_or_else(of_system))
}

fn id(lang: Lang) -> LanguageIdentifier {
    match lang {
        Lang::Kk => fluent_templates::langid!("kk"),
        Lang::Ru => fluent_templates::langid!("ru"),
        Lang::En => fluent_templates::langid!("en"),
    }
}
thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// Speak `lang` on this thread from now on.
pub fn set(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// The language this thread speaks.
pub fn current() -> Lang {
    CURRENT.with(Cell::get)
}

/// The language a tournament's papers (exports, prints, live pages) are written in: the one
/// the user asked for by name (the command line's `--lang`), else the tournament's publication
/// language, else `fallback` (the face's own). The one place this is decided.
pub fn of_papers(publication: Option<Lang>, asked: Option<Lang>, fallback: Lang) -> Lang {
    asked.or(publication).unwrap_or(fallback)
}

/// Runs `f` speaking `lang` (an export in the tournament's publication language), then speaks
/// the language of before again.
pub fn with<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    struct Restore(Lang);
    impl Drop for Restore {
        fn drop(&mut self) {
            set(self.0);
        }
    }
    let _restore = Restore(current());
    set(lang);
    f()
}

/// A value for a Fluent placeable: numbers stay numbers (Fluent picks the plural form by them).
pub enum Arg {
    /// A count or number.
    Number(f64),
    /// Text, put in as it is.
    Text(String),
}

macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as f64)
            }
        }
        impl From<&$t> for Arg {
            fn from(n: &$t) -> Arg {
                Arg::Number(*n as f64)
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i32, i64);

/// A typed number (a round, a board, a starting number) is its number in a sentence.
macro_rules! id_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::from(n.0)
            }
        }
        impl From<&$t> for Arg {
            fn from(n: &$t) -> Arg {
                Arg::from(n.0)
            }
        }
    )*};
}
id_arg!(
    crate::tournament::RoundNo,
    crate::tournament::Board,
    crate::tournament::StartNo
);

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}

/// The message `key` in the current language, with `args` put into its placeables. Use
/// [`crate::t!`], which takes the key as a literal (the unused-key test finds it there).
pub fn lookup(key: &str, args: &[(&'static str, Arg)]) -> String {
    let lang = id(current());
    if args.is_empty() {
        return LOCALES
            .try_lookup(&lang, key)
            .unwrap_or_else(|| key.to_string());
    }
    let map: HashMap<Cow<'static, str>, FluentValue<'_>> = args
        .iter()
        .map(|(k, v)| {
            let v = match v {
                Arg::Number(n) => FluentValue::from(*n),
                Arg::Text(s) => FluentValue::from(s.as_str()),
            };
            (Cow::Borrowed(*k), v)
        })
        .collect();
    LOCALES
        .try_lookup_with_args(&lang, key, &map)
        .unwrap_or_else(|| key.to_string())
}

/// The message `key` in the current language: `t!("view-start")`,
/// `t!("paired", round = 3, boards = 12)`.
#[macro_export]
macro_rules! t {
    ($key:literal) => {
        $crate::words::lang::lookup($key, &[])
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::words::lang::lookup(
            $key,
            &[$((stringify!($name), $crate::words::lang::Arg::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn languages_are_read_from_locales_and_tags() {
        assert_eq!(Lang::parse("kk_KZ.UTF-8"), Some(Lang::Kk));
        assert_eq!(Lang::parse("ru-RU"), Some(Lang::Ru));
        assert_eq!(Lang::parse("EN"), Some(Lang::En));
        assert_eq!(Lang::parse("de-DE"), None);
        assert_eq!(choose(Some("ru"), None), Ok(Lang::Ru));
        assert_eq!(choose(Some("fr"), None), Err("fr".into()));
    }

    #[test]
    fn plurals_follow_each_language() {
        let paired = |lang, n: usize| with(lang, || crate::t!("paired", round = 3, boards = n));
        assert_eq!(paired(Lang::En, 1), "round 3 paired: 1 board");
        assert_eq!(paired(Lang::En, 5), "round 3 paired: 5 boards");
        assert!(
            paired(Lang::Ru, 1).ends_with(" 1 доска"),
            "{}",
            paired(Lang::Ru, 1)
        );
        assert!(
            paired(Lang::Ru, 3).ends_with(" 3 доски"),
            "{}",
            paired(Lang::Ru, 3)
        );
        assert!(
            paired(Lang::Ru, 5).ends_with(" 5 досок"),
            "{}",
            paired(Lang::Ru, 5)
        );
        assert!(
            paired(Lang::Ru, 21).ends_with(" 21 доска"),
            "{}",
            paired(Lang::Ru, 21)
        );
        assert!(
            paired(Lang::Kk, 1).ends_with(" 1 үстел"),
            "{}",
            paired(Lang::Kk, 1)
        );
        assert!(
            paired(Lang::Kk, 5).ends_with(" 5 үстел"),
            "{}",
            paired(Lang::Kk, 5)
        );
        assert_eq!(current(), Lang::En, "with() gives the language back");
    }
}
