//! `orda --help` in the user's language.
//!
//! clap writes the help from the doc comments of the derive structs, in English. Before parsing,
//! [`localized`] walks the built command tree and puts in each command's and argument's text
//! from `assets/locales/*/help.ftl`, keyed by its place in the tree:
//!
//! - `help-cmd-orda-tournament-create`: a command's one-line description (`help-cmd-help` for
//!   clap's `help` subcommand wherever it is);
//! - `help-arg-orda-result--force`: an argument's; `help-arg--tournament` for what most
//!   commands having the argument say (`--db`, `--tournament`, `--encoding`, `--help`), the
//!   others keeping their own key;
//!   `-long` after the key is the longer text `--help` shows (clap's own `--help` flag);
//! - `help-value--html`: a possible value's (`--format html`).
//!
//! `assets/locales/en/help.ftl` is written from the doc comments by the test
//! `english_help_is_the_doc_comments` (run it with `ORDA_BLESS=1` after changing one); the test
//! fails while the file and the doc comments differ, and the key-parity test then names every
//! Kazakh and Russian key to add. In Kazakh and Russian the headings (Usage, Commands, Options,
//! Arguments) are translated too; clap's own error messages stay English.

use clap::builder::StyledStr;
use clap::{Arg, Command};

use orda::t;
use orda::tournament::Lang;

/// The language `--lang` asks for, read from the raw arguments before clap parses them (so
/// that `--help`, which clap answers while parsing, is already in it); else `ORDA_LANG` or the
/// system's. An unknown name gives English here; the parsed `--lang` refuses it afterwards.
pub fn early_lang(args: &[std::ffi::OsString]) -> Lang {
    let mut given = None;
    let mut it = args.iter().skip(1).filter_map(|a| a.to_str());
    while let Some(a) = it.next() {
        if a == "--" {
            break;
        }
        if a == "--lang" {
            given = it.next();
        } else if let Some(v) = a.strip_prefix("--lang=") {
            given = Some(v);
        }
    }
    orda::words::lang::choose(given, None).unwrap_or_default()
}

/// `cmd` (built) with its help in the current language.
pub fn localized(mut cmd: Command) -> Command {
    cmd.build();
    let english = orda::words::lang::current() == Lang::En;
    walk(cmd, "orda", english)
}

fn walk(mut cmd: Command, path: &str, english: bool) -> Command {
    if let Some(about) = text(&command_key(path)) {
        cmd = cmd.about(about);
    }
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        cmd = cmd.mut_arg(&id, |a| arg(a, path, english));
    }
    if !english {
        let usage = *cmd.get_styles().get_usage();
        cmd = cmd
            .help_template(format!(
                "{{before-help}}{{about-with-newline}}\n{}{}:{} {{usage}}\n\n{{all-args}}{{after-help}}",
                usage.render(),
                t!("help-usage"),
                usage.render_reset()
            ))
            .subcommand_help_heading(t!("help-commands"));
    }
    let names: Vec<String> = cmd
        .get_subcommands()
        .map(|c| c.get_name().to_string())
        .collect();
    if names.iter().any(|n| n == "help")
        && let Some(about) = text("help-cmd-help")
    {
        cmd = cmd.mut_subcommand("help", |c| c.about(about));
    }
    // clap's `help` subcommand mirrors the tree (for `orda help round pair`); its copies are
    // never shown, so they keep clap's text.
    for name in names.into_iter().filter(|n| n != "help") {
        let sub = format!("{path}-{name}");
        cmd = cmd.mut_subcommand(&name, |c| walk(c, &sub, english));
    }
    cmd
}

fn arg(mut a: Arg, path: &str, english: bool) -> Arg {
    let id = a.get_id().to_string();
    let find = |id: &str| text(&arg_key(path, id)).or_else(|| text(&shared_arg_key(id)));
    if is_help_more(&a) {
        if let Some(help) = text(&shared_arg_key("help-more")) {
            a = a.help(help);
        }
    } else if let Some(help) = find(&id) {
        a = a.help(help);
    }
    // clap's own `--help` says more when long: "Print help (see a summary with '-h')".
    if a.get_long_help().is_some()
        && let Some(help) = find(&format!("{id}-long"))
    {
        a = a.long_help(help);
    }
    if english {
        return a;
    }
    // clap's notes after the description ("[default: 1]", "[possible values: ...]") are
    // English; they are hidden and said in the description instead.
    let help = a.get_help().map(StyledStr::to_string).unwrap_or_default();
    let (mut short, mut list) = (help.clone(), String::new());
    let values: Vec<_> = a
        .get_possible_values()
        .into_iter()
        .filter(|v| !v.is_hide_set())
        .collect();
    if !values.is_empty() && !a.is_hide_possible_values_set() && a.get_action().takes_values() {
        let names: Vec<&str> = values.iter().map(|v| v.get_name()).collect();
        short = format!("{short} [{}]", names.join(", "));
        for v in &values {
            list.push_str(&match text(&value_key(v.get_name())) {
                Some(h) => format!("\n  {}: {h}", v.get_name()),
                None => format!("\n  {}", v.get_name()),
            });
        }
        a = a.hide_possible_values(true);
    }
    let mut long = help;
    let defaults: Vec<String> = a
        .get_default_values()
        .iter()
        .map(|d| d.to_string_lossy().into_owned())
        .collect();
    if !defaults.is_empty() && !a.is_hide_default_value_set() && a.get_action().takes_values() {
        let note = t!("help-default", value = defaults.join(","));
        short = format!("{short} [{note}]");
        long = format!("{long} [{note}]");
        a = a.hide_default_value(true);
    }
    if a.get_help().is_some() {
        a = a.help(short.clone());
        if !list.is_empty() || long != short {
            a = a.long_help(format!("{long}{list}"));
        }
    }
    if a.get_help_heading().is_none() {
        let heading = if a.is_positional() {
            t!("help-arguments")
        } else {
            t!("help-options")
        };
        a = a.help_heading(heading);
    }
    a
}

/// clap's own `-h` on a command whose `--help` says more: "Print help (see more with
/// '--help')" (clap's words, recognised by them), one key for all such commands.
fn is_help_more(a: &Arg) -> bool {
    a.get_id() == "help"
        && a.get_help()
            .is_some_and(|h| h.to_string().contains("'--help'"))
}

/// The message `key` in the current language, if there is one.
fn text(key: &str) -> Option<String> {
    let s = orda::words::lang::lookup(key, &[]);
    (s != key).then_some(s)
}

fn ident(s: &str) -> String {
    s.replace('_', "-").to_lowercase()
}

fn command_key(path: &str) -> String {
    format!("help-cmd-{}", ident(path))
}

fn arg_key(path: &str, id: &str) -> String {
    format!("help-arg-{}--{}", ident(path), ident(id))
}

fn shared_arg_key(id: &str) -> String {
    format!("help-arg--{}", ident(id))
}

fn value_key(name: &str) -> String {
    format!("help-value--{}", ident(name))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    /// Every text of the tree, keyed as [`localized`] looks it up, in clap's English.
    fn english(cmd: &Command) -> BTreeMap<String, String> {
        // (path, id, text) of every argument, to find those that say the same everywhere.
        fn collect(
            cmd: &Command,
            path: &str,
            cmds: &mut BTreeMap<String, String>,
            args: &mut Vec<(String, String, String)>,
            values: &mut BTreeMap<String, String>,
        ) {
            if let Some(about) = cmd.get_about() {
                let key = command_key(path);
                let old = cmds.insert(key.clone(), about.to_string());
                assert!(
                    old.is_none() || old.as_deref() == Some(&about.to_string()),
                    "{key} twice"
                );
            }
            assert!(
                cmd.get_long_about().is_none(),
                "{path}: a long description; help.rs knows none"
            );
            for a in cmd.get_arguments() {
                if is_help_more(a) {
                    let h = a.get_help().map(ToString::to_string).unwrap_or_default();
                    cmds.insert(shared_arg_key("help-more"), h);
                } else if let Some(h) = a.get_help() {
                    args.push((path.to_string(), a.get_id().to_string(), h.to_string()));
                }
                if let Some(h) = a.get_long_help() {
                    let id = format!("{}-long", a.get_id());
                    args.push((path.to_string(), id, h.to_string()));
                }
                for v in a.get_possible_values() {
                    if let Some(h) = v.get_help() {
                        let key = value_key(v.get_name());
                        let old = values.insert(key.clone(), h.to_string());
                        assert!(
                            old.is_none() || old.as_deref() == Some(&h.to_string()),
                            "{key} means two things"
                        );
                    }
                }
            }
            for c in cmd.get_subcommands() {
                if c.get_name() == "help" {
                    if let Some(about) = c.get_about() {
                        cmds.insert("help-cmd-help".to_string(), about.to_string());
                    }
                    continue;
                }
                collect(c, &format!("{path}-{}", c.get_name()), cmds, args, values);
            }
        }
        let (mut out, mut args, mut values) = (BTreeMap::new(), Vec::new(), BTreeMap::new());
        collect(cmd, "orda", &mut out, &mut args, &mut values);
        let mut by_id: BTreeMap<&str, Vec<&(String, String, String)>> = BTreeMap::new();
        for a in &args {
            by_id.entry(a.1.as_str()).or_default().push(a);
        }
        // What most commands having the argument say is said once; the others keep their own.
        for (id, all) in by_id {
            let mut count: BTreeMap<&str, usize> = BTreeMap::new();
            for a in &all {
                *count.entry(a.2.as_str()).or_default() += 1;
            }
            let (common, n) = count.iter().max_by_key(|(_, n)| **n).unwrap();
            if *n > 1 {
                out.insert(shared_arg_key(id), common.to_string());
            }
            for (path, id, h) in all {
                if *n == 1 || h != common {
                    out.insert(arg_key(path, id), h.clone());
                }
            }
        }
        out.append(&mut values);
        out
    }

    fn built() -> Command {
        let mut cmd = <super::super::Cli as clap::CommandFactory>::command();
        cmd.build();
        cmd
    }

    fn ftl(texts: &BTreeMap<String, String>) -> String {
        let mut out = String::from(
            "# The command line's --help (src/cli/help.rs). The English file is written from the\n\
             # doc comments: change those, then run `ORDA_BLESS=1 cargo test --bin orda help`.\n\n",
        );
        for (k, v) in texts {
            assert!(!v.contains('\n'), "{k}: more than one line");
            let v: String = v
                .chars()
                .map(|c| match c {
                    '{' => "{\"{\"}".to_string(),
                    '}' => "{\"}\"}".to_string(),
                    c => c.to_string(),
                })
                .collect();
            out.push_str(&format!("{k} = {v}\n"));
        }
        out
    }

    #[test]
    fn english_help_is_the_doc_comments() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/locales/en/help.ftl");
        let want = ftl(&english(&built()));
        if std::env::var_os("ORDA_BLESS").is_some() {
            std::fs::write(&path, &want).unwrap();
        }
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            have == want,
            "assets/locales/en/help.ftl differs from the doc comments; run with ORDA_BLESS=1"
        );
    }

    #[test]
    fn every_text_has_a_key_and_kazakh_replaces_it() {
        let texts = english(&built());
        assert!(texts.len() > 100, "only {} texts", texts.len());
        orda::words::lang::with(Lang::Kk, || {
            for (k, v) in &texts {
                let kk = text(k).unwrap_or_else(|| panic!("{k}: no Kazakh"));
                // Flags and codes may be the same in both; a sentence may not.
                if v.split_whitespace().count() > 3 {
                    assert_ne!(&kk, v, "{k}: Kazakh is the English");
                }
            }
            let cmd = localized(<super::super::Cli as clap::CommandFactory>::command());
            let help = cmd.clone().render_long_help().to_string();
            assert!(help.contains(&t!("help-usage")), "{help}");
            assert!(help.contains(&t!("help-options")), "{help}");
            assert!(!help.contains("Print help"), "{help}");
            let mut result = cmd.find_subcommand("result").unwrap().clone();
            let help = result.render_long_help().to_string();
            let force = text("help-arg-orda-result--force").unwrap();
            assert!(help.contains(&force), "{help}");
        });
    }

    /// Every command's help, short and long, with the command line asking for it.
    fn renders(cmd: &mut Command, path: &str, out: &mut Vec<(String, String)>) {
        out.push((format!("{path} -h"), cmd.render_help().to_string()));
        out.push((format!("{path} --help"), cmd.render_long_help().to_string()));
        let names: Vec<String> = cmd
            .get_subcommands()
            .map(|c| c.get_name().to_string())
            .collect();
        for n in names {
            let sub = cmd.find_subcommand_mut(&n).unwrap();
            renders(sub, &format!("{path} {n}"), out);
        }
    }

    /// Every command's help as `localized` leaves it in `lang`.
    fn every_help(lang: Lang) -> Vec<(String, String)> {
        let cli = <super::super::Cli as clap::CommandFactory>::command();
        let mut cmd = orda::words::lang::with(lang, || localized(cli));
        let mut out = Vec::new();
        orda::words::lang::with(lang, || renders(&mut cmd, "orda", &mut out));
        // `mut_subcommand` puts a command last in the tree (not in the help, which keeps the
        // declared order).
        out.sort();
        out
    }

    #[test]
    fn english_help_is_clap_s_own() {
        let mine = every_help(Lang::En);
        let mut theirs = Vec::new();
        renders(&mut built(), "orda", &mut theirs);
        theirs.sort();
        assert!(mine.len() > 100, "{}", mine.len());
        assert_eq!(mine.len(), theirs.len());
        for ((what, m), (_, t)) in mine.iter().zip(&theirs) {
            assert_eq!(m, t, "{what}");
        }
    }

    #[test]
    fn kazakh_and_russian_help_has_no_english_sentence() {
        // A sentence: more than three words of letters (not `1-0 0-1 1/2-1/2 ...`).
        let words = |v: &str| {
            v.split_whitespace()
                .filter(|w| w.chars().filter(char::is_ascii_alphabetic).count() > 1)
                .count()
        };
        let english: Vec<String> = english(&built())
            .into_values()
            .filter(|v| words(v) > 3)
            .collect();
        for lang in [Lang::Kk, Lang::Ru] {
            for (what, help) in every_help(lang) {
                // clap's `help` subcommand copies are never shown.
                if what.contains(" help ") {
                    continue;
                }
                for e in &english {
                    assert!(!help.contains(e.as_str()), "{lang:?} {what}: `{e}`\n{help}");
                }
                for word in [
                    "Usage",
                    "Options",
                    "Commands",
                    "Arguments",
                    "Print ",
                    "possible values",
                    "default:",
                ] {
                    assert!(!help.contains(word), "{lang:?} {what}: `{word}`\n{help}");
                }
            }
        }
    }

    #[test]
    fn the_language_is_read_before_clap() {
        let args = |v: &[&str]| -> Vec<std::ffi::OsString> { v.iter().map(Into::into).collect() };
        assert_eq!(
            early_lang(&args(&["orda", "--lang", "kk", "--help"])),
            Lang::Kk
        );
        assert_eq!(
            early_lang(&args(&["orda", "db", "--lang=ru", "-h"])),
            Lang::Ru
        );
        assert_eq!(early_lang(&args(&["orda", "--lang", "xx", "-h"])), Lang::En);
        assert_eq!(
            early_lang(&args(&["orda", "validate", "--", "--lang", "kk"])),
            orda::words::lang::choose(None, None).unwrap()
        );
    }
}
