//! The languages are kept whole (docs/i18n.md): every key exists in Kazakh, Russian and
//! English; every key is used by the code; every file parses; and the faces (the window, the
//! command line, the web pages, `words`) hold no sentence of their own: a string literal with words in it
//! must be a Fluent key given to `t!`, or sit in a context that is not words for people (an
//! egui id, a file extension, a clap attribute...).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_templates::fluent_bundle::FluentResource;

const LANGS: [&str; 3] = ["en", "kk", "ru"];

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn files_in(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == ext) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The message ids of one language, each with the file that defines it.
fn keys(lang: &str) -> BTreeMap<String, Vec<String>> {
    let mut out: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let dir = root().join("assets/locales").join(lang);
    let files = files_in(&dir, "ftl");
    assert!(!files.is_empty(), "{}: no .ftl files", dir.display());
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let name = f.file_name().unwrap().to_string_lossy().into_owned();
        if let Err((_, errors)) = FluentResource::try_new(text.clone()) {
            panic!("{lang}/{name} does not parse: {errors:?}");
        }
        for line in text.lines() {
            let Some((id, _)) = line.split_once('=') else {
                continue;
            };
            let id = id.trim_end();
            let is_id = id.chars().next().is_some_and(|c| c.is_ascii_lowercase())
                && id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
            if is_id && !line.starts_with(' ') {
                out.entry(id.to_string()).or_default().push(name.clone());
            }
        }
    }
    out
}

#[test]
fn every_language_has_every_key_once() {
    let all: Vec<_> = LANGS.iter().map(|l| (*l, keys(l))).collect();
    for (lang, k) in &all {
        let twice: Vec<_> = k.iter().filter(|(_, f)| f.len() > 1).collect();
        assert!(twice.is_empty(), "{lang}: keys defined twice: {twice:?}");
    }
    let (_, en) = &all[0];
    for (lang, k) in &all[1..] {
        let missing: Vec<_> = en.keys().filter(|x| !k.contains_key(*x)).collect();
        let extra: Vec<_> = k.keys().filter(|x| !en.contains_key(*x)).collect();
        assert!(missing.is_empty(), "{lang} lacks: {missing:?}");
        assert!(extra.is_empty(), "{lang} has keys English lacks: {extra:?}");
        for (key, files) in en {
            assert_eq!(
                k.get(key),
                Some(files),
                "{lang}: {key} belongs in the same file as in English"
            );
        }
    }
}

/// Every `t!("key"` in the shipped code.
fn keys_used() -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let files = crate::util::source_dirs()
        .iter()
        .flat_map(|d| files_in(d, "rs"))
        .collect::<Vec<_>>();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        let mut rest = text.as_str();
        while let Some(i) = rest.find("t!(") {
            let word_before = rest[..i]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_');
            rest = &rest[i + 3..];
            if word_before {
                continue; // format!(, print!(...
            }
            let after = rest.trim_start();
            if let Some(s) = after.strip_prefix('"')
                && let Some(end) = s.find('"')
            {
                out.insert(s[..end].to_string());
            }
        }
    }
    out
}

#[test]
fn every_key_is_used_and_every_key_used_exists() {
    let en = keys("en");
    let used = keys_used();
    // help.ftl's keys are made from the command tree's paths (src/cli/help.rs); its tests
    // hold the file to the tree.
    let unused: Vec<_> = en
        .iter()
        .filter(|(k, files)| !used.contains(*k) && files[0] != "help.ftl")
        .map(|(k, _)| k)
        .collect();
    let undefined: Vec<_> = used.iter().filter(|k| !en.contains_key(*k)).collect();
    assert!(unused.is_empty(), "keys no code uses: {unused:?}");
    assert!(
        undefined.is_empty(),
        "keys used but not defined: {undefined:?}"
    );
}

/// A Rust string literal of a source file: its text and the code on its line before it.
struct Literal {
    line: usize,
    text: String,
    before: String,
    /// The literal is the first argument of `t!` (on its line or the one before).
    key: bool,
}

/// The string literals of `code` (comments skipped; raw strings and char literals understood
/// well enough for this code base).
fn literals(code: &str) -> Vec<Literal> {
    let b = code.as_bytes();
    let mut out = Vec::new();
    let (mut i, mut line, mut line_start) = (0, 1, 0);
    while i < b.len() {
        match b[i] {
            b'\n' => {
                line += 1;
                line_start = i + 1;
                i += 1;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                while i < b.len() && b[i] != b'\n' {
                    i += 1;
                }
            }
            b'\'' => {
                // A char literal ('"', '\'', 'x') or a lifetime ('a).
                if b.get(i + 2) == Some(&b'\'') {
                    i += 3;
                } else if b.get(i + 1) == Some(&b'\\') {
                    i += 2;
                    while i < b.len() && b[i] != b'\'' {
                        i += 1;
                    }
                    i += 1;
                } else {
                    i += 1;
                }
            }
            b'r' if matches!(b.get(i + 1), Some(b'#') | Some(b'"'))
                && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_')) =>
            {
                let mut j = i + 1;
                let mut hashes = 0;
                while b.get(j) == Some(&b'#') {
                    hashes += 1;
                    j += 1;
                }
                if b.get(j) != Some(&b'"') {
                    i += 1;
                    continue;
                }
                let close = format!("\"{}", "#".repeat(hashes));
                let start = j + 1;
                let end = code[start..].find(&close).map_or(b.len(), |e| start + e);
                out.push(Literal {
                    line,
                    text: code[start..end].to_string(),
                    before: code[line_start..i].to_string(),
                    key: is_key_position(&code[..i]),
                });
                line += code[start..end].matches('\n').count();
                i = end + close.len();
            }
            b'"' => {
                let start = i + 1;
                let mut j = start;
                while j < b.len() && b[j] != b'"' {
                    if b[j] == b'\\' {
                        j += 1;
                    }
                    j += 1;
                }
                let end = j.min(b.len());
                out.push(Literal {
                    line,
                    text: code[start..end].to_string(),
                    before: code[line_start..i].to_string(),
                    key: is_key_position(&code[..i]),
                });
                line += code[start..end].matches('\n').count();
                i = end + 1;
            }
            _ => i += 1,
        }
    }
    out
}

/// True when the code before a literal ends with `t!(` (not `format!(`).
fn is_key_position(before: &str) -> bool {
    before.trim_end().strip_suffix("t!(").is_some_and(|rest| {
        !rest
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

/// True when `s`, without its `{placeholders}` and escapes, holds a word: two letters in a row.
fn has_words(s: &str) -> bool {
    let mut plain = String::new();
    let mut depth = 0;
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' => depth += 1,
            '}' => depth = (depth - 1).max(0),
            '\\' => {
                chars.next();
                plain.push(' ');
            }
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    let mut run = 0;
    for c in plain.chars() {
        if c.is_alphabetic() {
            run += 1;
            if run >= 2 {
                return true;
            }
        } else {
            run = 0;
        }
    }
    false
}

/// Code before a literal that says it is not words for people.
const NOT_WORDS: &[&str] = &[
    "#[",
    "Id::new(",
    "Id::unique(",
    "id_salt(",
    "from_id_salt(",
    "Grid::new(",
    "Panel::top(",
    "Panel::bottom(",
    "Panel::left(",
    "Panel::right(",
    "push_id(",
    "sheet_table(ui, ",
    "system_combo(ui, ",
    "scope_id().with((",
    "env::var(",
    "std::env::var(",
    ".tag(",
    "eq_ignore_ascii_case(",
    "with_key(",
    "backup_beside(",
    ".join(",
    "insert(",
    "json!(",
    "add_filter(",
    "set_file_name(",
];

/// Literals that are not words for people though they hold letters: the program's own name,
/// file extensions, encoding names, notation. Each is named here with where it may appear.
const ALLOWED: &[(&str, &str)] = &[
    ("crates/window/src/text.rs", "Orda"),
    ("crates/window/src/lib.rs", "dejavu"),
    ("crates/window/src/lib.rs", "../../../assets/DejaVuSans.ttf"),
    ("crates/window/src/lib.rs", "recent.txt"),
    ("crates/window/src/lib.rs", "orda"),
    ("crates/window/src/files.rs", "orda"),
    ("crates/window/src/files.rs", "lang.txt"),
    ("crates/window/src/files.rs", "last.txt"),
    // The remembered CSV style (`csv.txt`): a setting's value, not words.
    ("crates/window/src/files.rs", "csv.txt"),
    // Whether a result key moves on (`advance.txt`, `yes`): a setting's file and value.
    ("crates/window/src/files.rs", "advance.txt"),
    ("crates/window/src/files.rs", "yes"),
    ("crates/core/src/formats/sheet.rs", "excel"),
    ("crates/core/src/formats/sheet.rs", "rfc4180"),
    ("crates/window/src/files.rs", "export"),
    ("crates/window/src/files.rs", "csv"),
    ("crates/window/src/files.rs", "txt"),
    ("crates/window/src/files.rs", "trf"),
    // The Fluent files' folder, the fallback language and the languages' codes.
    ("crates/core/src/words/lang.rs", "../../assets/locales"),
    // `orda db check` prints SQLite's own `ok`, which scripts read.
    ("src/cli/db.rs", "ok"),
    ("src/cli/db.rs", "{}: ok"),
    // The name written into a generated TRF file (file content, not a message).
    ("src/cli/swiss.rs", "Generated: {} players, seed {}"),
    // Peak memory, read from Linux's own file.
    ("src/cli/swiss.rs", "/proc/self/status"),
    ("src/cli/swiss.rs", "VmHWM:"),
    // The validator's JSON field names and values (a machine format, docs/commands.md).
    ("src/cli/validate.rs", "file"),
    ("src/cli/validate.rs", "game"),
    ("src/cli/validate.rs", "white"),
    ("src/cli/validate.rs", "black"),
    ("src/cli/validate.rs", "valid"),
    ("src/cli/validate.rs", "declared"),
    ("src/cli/validate.rs", "result"),
    ("src/cli/validate.rs", "ending"),
    ("src/cli/validate.rs", "plies"),
    ("src/cli/validate.rs", "side"),
    // --help: the flag read before clap, clap's ids and own words it is known by, and the
    // Fluent keys made from the command tree.
    ("src/cli/help.rs", "--lang"),
    ("src/cli/help.rs", "--lang="),
    ("src/cli/help.rs", "help"),
    ("src/cli/help.rs", "help-more"),
    ("src/cli/help.rs", "help-cmd-help"),
    ("src/cli/help.rs", "{id}-long"),
    ("src/cli/help.rs", "'--help'"),
    ("src/cli/help.rs", "help-cmd-{}"),
    ("src/cli/help.rs", "help-arg-{}--{}"),
    ("src/cli/help.rs", "help-arg--{}"),
    ("src/cli/help.rs", "help-value--{}"),
    // Key names in shortcut hints.
    ("crates/window/src/start.rs", "Enter"),
    ("crates/core/src/words/lang.rs", "en"),
    ("crates/core/src/words/lang.rs", "kk"),
    ("crates/core/src/words/lang.rs", "ru"),
];

#[test]
fn faces_say_nothing_outside_fluent() {
    let mut found = Vec::new();
    for dir in [
        "crates/window/src",
        "src/cli",
        "crates/core/src/words",
        "crates/web/src",
    ] {
        for f in files_in(&root().join(dir), "rs") {
            let rel = f
                .strip_prefix(root())
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            if rel.ends_with("/tests.rs") || rel.contains("/tests/") {
                continue;
            }
            // The HTTP protocol's own strings (routes, headers, content types), gathered in
            // one file so that the rest of the site is read like every face.
            if rel == "crates/web/src/http.rs" {
                continue;
            }
            let text = std::fs::read_to_string(&f).unwrap();
            let shipped = text.split("#[cfg(test)]").next().unwrap_or_default();
            for lit in literals(shipped) {
                // The program's name before a message (`orda: {}`) is not a word to translate.
                let said = lit.text.replace("orda", "");
                if !has_words(&said)
                    || lit.key
                    || NOT_WORDS.iter().any(|c| lit.before.contains(c))
                    || ALLOWED.contains(&(rel.as_str(), lit.text.as_str()))
                {
                    continue;
                }
                found.push(format!("{rel}:{}: \"{}\"", lit.line, lit.text));
            }
        }
    }
    assert!(
        found.is_empty(),
        "{} literal(s) with words outside Fluent (put them in assets/locales, or say why they \
         are not words in tests/it/words.rs):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_literal_finder_finds_what_it_must() {
    let code = "let a = t!(\"key-one\"); // \"comment\"\nlet b = format!(\"{n} games\", n = 2);\nlet c = '\"'; let d = r#\"raw \"x\"\"#;";
    let l = literals(code);
    let texts: Vec<_> = l.iter().map(|l| l.text.as_str()).collect();
    assert_eq!(texts, ["key-one", "{n} games", "raw \"x\""]);
    assert_eq!(l[1].line, 2);
    assert!(l[0].key && !l[1].key, "format!( is not t!(");
    assert!(has_words("{n} games"));
    assert!(!has_words("{n} {m}: {x}"));
    assert!(!has_words("½-½ 1-0"));
    assert!(has_words("партия"));
}

/// A tournament with a round played, published in Kazakh: `(db, names)`, the names being every
/// word a page may show that is not Orda's (players, tournament, venue, arbiter).
fn published_in_kazakh(name: &str) -> (PathBuf, Vec<String>) {
    let db = crate::util::fresh_db(name);
    let run = |args: &[&str]| {
        let o = crate::util::orda_db(&db, args);
        assert!(o.status.success(), "{args:?}: {}", crate::util::stderr(&o));
    };
    run(&[
        "tournament",
        "create",
        "--name",
        "Qazaq Open",
        "--system",
        "swiss",
        "--rounds",
        "5",
        "--venue",
        "Almaty",
        "--arbiter",
        "Serik Zhumabekov",
        "--time-control",
        "60'+30\"",
        "--publish",
        "kk",
    ]);
    let players = [
        ("Alibek Nurlanuly", "2105", "МС"),
        ("Gulnar Kassymova", "2050", "КМС"),
        ("Erlan Otegenov", "1990", "1 разряд"),
        ("Aigerim Uzakbayeva", "1935", "ЗМС"),
        ("Baurzhan Hassenov", "1890", "2 юношеский разряд"),
    ];
    for (n, r, t) in players {
        run(&["player", "add", "--name", n, "--rating", r, "--title", t]);
    }
    run(&["round", "pair"]);
    run(&["result", "--round", "1", "--board", "1", "1-0"]);
    run(&["result", "--round", "1", "--board", "2", "+/-"]);
    let mut names: Vec<String> = players
        .iter()
        .flat_map(|(n, _, _)| n.split(' ').map(String::from))
        .collect();
    names.extend(
        ["Qazaq", "Open", "Almaty", "Serik", "Zhumabekov"]
            .iter()
            .map(|s| s.to_string()),
    );
    (db, names)
}

/// The Latin words of an HTML page's text (tags, the style sheet and `names` left out).
fn latin_words(html: &str, names: &[String]) -> BTreeSet<String> {
    let body = html.split("</style>").nth(1).unwrap_or(html);
    let mut text = String::new();
    let mut in_tag = false;
    for c in body.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                text.push(' ');
            }
            _ if !in_tag => text.push(c),
            _ => {}
        }
    }
    // Character references (`&quot;`) are markup, not words.
    let mut plain = String::new();
    let mut rest = text.as_str();
    while let Some(i) = rest.find('&') {
        plain.push_str(&rest[..i]);
        rest = &rest[i..];
        match rest.find(';') {
            Some(j) if j < 10 => rest = &rest[j + 1..],
            _ => {
                plain.push('&');
                rest = &rest[1..];
            }
        }
    }
    plain.push_str(rest);
    plain
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 2 && !names.iter().any(|n| n == w))
        .map(String::from)
        .collect()
}

#[test]
fn kazakh_and_russian_pages_have_no_english_word_outside_names() {
    let (db, names) = published_in_kazakh("pages");
    // FIDE's tie-break codes are the same in every language; its name is not (ФИДЕ in Kazakh
    // and Russian: issue 52 found "FIDE" on a Kazakh page).
    let codes: BTreeSet<String> = orda::tournament::tiebreak::ALL
        .iter()
        .map(|t| t.code().to_string())
        .collect();
    for lang in ["kk", "ru"] {
        for report in ["standings", "crosstable", "pairings"] {
            let o = crate::util::orda_db(&db, &["--lang", lang, report, "--format", "html"]);
            assert!(o.status.success(), "{}", crate::util::stderr(&o));
            let html = crate::util::stdout(&o);
            assert!(
                html.contains(&format!("<html lang=\"{lang}\">")),
                "{lang} {report}"
            );
            let english: Vec<_> = latin_words(&html, &names)
                .into_iter()
                .filter(|w| !codes.contains(w))
                .collect();
            assert!(
                english.is_empty(),
                "{lang} {report}: English words {english:?}"
            );
        }
    }
    // The English page does have English words: the check above can fail.
    let o = crate::util::orda_db(&db, &["--lang", "en", "standings", "--format", "html"]);
    assert!(latin_words(&crate::util::stdout(&o), &names).contains("Standings"));
}

#[test]
fn exports_speak_the_publication_language_unless_lang_says_otherwise() {
    let (db, _) = published_in_kazakh("publication");
    let page = |args: &[&str]| crate::util::stdout(&crate::util::orda_db(&db, args));
    // No --lang (ORDA_LANG=en in the tests): the tournament's publication language.
    let kk = page(&["standings", "--format", "html"]);
    assert!(kk.contains("<html lang=\"kk\">"), "{kk}");
    assert!(kk.contains("турнир кестесі"), "{kk}");
    assert!(kk.contains("СШҮ"), "a title as Kazakh writes it: {kk}");
    // --lang given: it wins.
    let ru = page(&["--lang", "ru", "standings", "--format", "html"]);
    assert!(ru.contains("<html lang=\"ru\">") && ru.contains("Турнирная таблица"));
    // CSV is a machine format: the same columns and the stored title whatever the language.
    let csv = page(&["standings", "--format", "csv"]);
    assert!(
        csv.trim_start_matches('\u{feff}')
            .starts_with("Rank,No,Name,Title,Rating,Pts,QPts,Played,"),
        "{csv}"
    );
    assert!(csv.contains("КМС") && !csv.contains("СШҮ"), "{csv}");
    assert_eq!(csv, page(&["--lang", "ru", "standings", "--format", "csv"]));
}

#[test]
fn the_validator_explains_a_bad_move_in_kazakh_and_russian() {
    let dir = crate::util::scratch("bad-move-words");
    let file = dir.join("bad.pgn");
    std::fs::write(
        &file,
        "[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n1. 87(10) 87(10) 2. 22 98(22) 1-0\n",
    )
    .unwrap();
    let f = file.to_str().unwrap();
    let said = |lang: &str| {
        let o = crate::util::orda(&["--lang", lang, "validate", f]);
        assert_eq!(o.status.code(), Some(1));
        crate::util::stdout(&o)
    };
    let en = said("en");
    assert!(en.contains("the last kumalak lands in otau 9"), "{en}");
    let kk = said("kk");
    assert!(kk.contains("құмалақ") && kk.contains("отау"), "{kk}");
    let ru = said("ru");
    assert!(ru.contains("кумалак") && ru.contains("лунк"), "{ru}");
    for (lang, out) in [("kk", &kk), ("ru", &ru)] {
        let line = out.lines().next().unwrap_or_default();
        let english: Vec<_> = line
            .replace(f, "")
            .split(|c: char| !c.is_ascii_alphabetic())
            .filter(|w| w.len() >= 2)
            .map(String::from)
            .collect();
        assert!(english.is_empty(), "{lang}: {line}");
    }
}

#[test]
fn an_unknown_language_is_refused_by_name() {
    let o = crate::util::orda(&["--lang", "fr", "perft", "1"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(crate::util::stderr(&o).contains("--lang fr"));
    assert!(crate::util::stdout(&o).is_empty(), "nothing was done");
}

#[test]
fn help_is_in_the_language_asked_for() {
    // The language is known before clap answers --help: from --lang anywhere on the line.
    let kk = crate::util::orda(&["--lang", "kk", "--help"]);
    assert_eq!(kk.status.code(), Some(0));
    let kk = crate::util::stdout(&kk);
    assert!(kk.contains("Қолданылуы: orda"), "{kk}");
    assert!(kk.contains("Командалар:"), "{kk}");
    assert!(!kk.contains("Print help"), "{kk}");
    let ru = crate::util::orda(&["tournament", "create", "--help", "--lang=ru"]);
    let ru = crate::util::stdout(&ru);
    assert!(ru.contains("Использование: orda tournament create"), "{ru}");
    assert!(ru.contains("Параметры:"), "{ru}");
    // Each possible value explained in Russian, clap's English notes gone.
    for word in ["possible values", "default:", "Round-robin", "Print help"] {
        assert!(!ru.contains(word), "`{word}` in\n{ru}");
    }
    assert!(ru.contains("по умолчанию"), "{ru}");
    let en = crate::util::stdout(&crate::util::orda(&["tournament", "create", "--help"]));
    assert!(en.contains("Usage: orda tournament create"), "{en}");
    assert!(en.contains("Possible values:"), "{en}");
}

/// Each message of one language with the variables its text uses (`$name`), continuation
/// lines included.
fn variables(lang: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let dir = root().join("assets/locales").join(lang);
    for f in files_in(&dir, "ftl") {
        let text = std::fs::read_to_string(&f).expect("read");
        let mut current: Option<String> = None;
        for line in text.lines() {
            // Indented lines and the `}` that closes a selector belong to the message above.
            let continued =
                line.starts_with(' ') || line.starts_with('\t') || line.starts_with('}');
            if !continued {
                current = line
                    .split_once('=')
                    .map(|(id, _)| id.trim().to_string())
                    .filter(|id| id.chars().next().is_some_and(|c| c.is_ascii_lowercase()));
                if line.starts_with('#') {
                    current = None;
                }
            }
            let Some(id) = &current else { continue };
            let vars = out.entry(id.clone()).or_default();
            let mut rest = line;
            while let Some(i) = rest.find('$') {
                rest = &rest[i + 1..];
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                if !name.is_empty() {
                    vars.insert(name);
                }
            }
        }
    }
    out
}

#[test]
fn the_three_languages_of_a_message_use_the_same_variables() {
    let all: Vec<_> = LANGS.iter().map(|l| (*l, variables(l))).collect();
    let (_, en) = &all[0];
    assert!(en.len() > 500, "{} messages read", en.len());
    assert_eq!(
        en.get("journal-result").map(|v| v.len()),
        Some(4),
        "round, board, before, after"
    );
    let mut differ = Vec::new();
    for (key, want) in en {
        for (lang, vars) in &all[1..] {
            if let Some(got) = vars.get(key)
                && got != want
            {
                differ.push(format!("{key}: en {want:?}, {lang} {got:?}"));
            }
        }
    }
    assert!(
        differ.is_empty(),
        "messages whose languages use different variables:\n{}",
        differ.join("\n")
    );
}

/// Dates shown as each language writes them (issue 47): `05.03.2026` on a Kazakh or Russian
/// paper, page or window, `2026-03-05` in English; typed either way on the command line; the
/// machine formats keep `YYYY-MM-DD`.
#[test]
fn dates_read_as_the_language_writes_them() {
    let ev = crate::event::Event::new("words-dates");
    ev.run(&[
        "tournament",
        "create",
        "--name",
        "Cup",
        "--system",
        "swiss",
        "--rounds",
        "5",
        "--start",
        "05.03.2026",
        "--end",
        "9.3.2026",
    ]);
    for (lang, want) in [
        ("kk", "05.03.2026 – 09.03.2026"),
        ("ru", "05.03.2026 – 09.03.2026"),
        ("en", "2026-03-05 – 2026-03-09"),
    ] {
        let html = ev.run(&["--lang", lang, "standings", "--format", "html"]);
        assert!(html.contains(want), "{lang}: {html}");
    }
    let trf = ev.dir.join("cup.trf");
    ev.run(&["export", "trf", "-o", trf.to_str().expect("path")]);
    let text = std::fs::read_to_string(&trf).expect("written");
    assert!(
        text.contains("2026/03/05") || text.contains("2026-03-05"),
        "{text}"
    );
    let o = ev.try_run(&[
        "tournament",
        "create",
        "--name",
        "Bad",
        "--system",
        "swiss",
        "--rounds",
        "5",
        "--start",
        "03/04/2026",
    ]);
    assert!(!o.status.success());
    assert!(
        crate::util::stderr(&o).contains("03/04/2026"),
        "{}",
        crate::util::stderr(&o)
    );
}
