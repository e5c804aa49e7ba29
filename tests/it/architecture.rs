//! The "Architecture Invariant" lines of docs/ARCHITECTURE.md, checked on the source text:
//! the layers only use the ones below them, only `store` speaks SQL, and the faces (`src/cli`,
//! the window, the web pages) never query the store themselves. Cargo checks the crates'
//! order (the core cannot name the window); this checks the layers inside the core too.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The layers from the bottom. A module may use its own layer and the ones below.
const LAYERS: [&str; 10] = [
    "rules",
    "tournament",
    "pairing",
    "formats",
    "store",
    "app",
    "words",
    "web",
    "ui",
    "cli",
];

fn level(module: &str) -> Option<usize> {
    LAYERS.iter().position(|&m| m == module)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Where a layer's sources are: a module of the core crate, a crate of its own (the web pages,
/// the window) or the binary's command line.
fn folder(module: &str) -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    match module {
        "web" => root.join("crates/web/src"),
        "ui" => root.join("crates/window/src"),
        "cli" => root.join("src/cli"),
        core => root.join("crates/core/src").join(core),
    }
}

/// Every source file of a layer, with its text.
fn sources(module: &str) -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    walk(&folder(module), &mut files);
    files
        .into_iter()
        // Unit tests in files of their own (`tests.rs`, `tests/`) are test code too.
        .filter(|f| !f.iter().any(|part| part == "tests" || part == "tests.rs"))
        .map(|f| {
            let text = std::fs::read_to_string(&f).expect("read source");
            (f, text)
        })
        .collect()
}

/// The end (exclusive) of the item that starts at `from`: through its `;` (`mod tests;`) or
/// through the `}` that closes its first `{`, braces in string and character literals aside.
fn item_end(text: &str, from: usize) -> usize {
    let b = text.as_bytes();
    let (mut i, mut depth) = (from, 0usize);
    while i < b.len() {
        match b[i] {
            b'"' => {
                // A string literal: to its closing quote, escapes skipped.
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            // A character literal ('{', '\''), not a lifetime ('a).
            b'\'' if b.get(i + 1) == Some(&b'\\') => {
                i += 2;
                while i < b.len() && b[i] != b'\'' {
                    i += 1;
                }
            }
            b'\'' if b.get(i + 2) == Some(&b'\'') => i += 2,
            b';' if depth == 0 => return i + 1,
            b'{' => depth += 1,
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    b.len()
}

/// The code of a file without its comments (line comments and doc comments) and without its
/// unit tests: each item under `#[cfg(test)]` (tests may use any layer to check one) is left
/// out, and everything around it is checked, however far down the file it stands. A crate of
/// the workspace is named as the layer it holds (`orda_core::app` is `crate::app`,
/// `orda_web::` is `crate::web::`).
fn code(text: &str) -> String {
    let named = text
        .replace("orda_core::", "crate::")
        .replace("orda_web::", "crate::web::")
        .replace("orda_window::", "crate::ui::");
    const MARK: &str = "#[cfg(test)]";
    let mut shipped = String::new();
    let mut rest = named.as_str();
    while let Some(i) = rest.find(MARK) {
        shipped.push_str(&rest[..i]);
        let after = i + MARK.len();
        rest = &rest[item_end(rest, after)..];
    }
    shipped.push_str(rest);
    shipped
        .lines()
        .map(|l| match l.find("//") {
            // A `//` inside a string (a URL) is rare in this code base; cut at the first.
            Some(i) => &l[..i],
            None => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The top-level modules a file names through `crate::` (or `orda::`, from the binary):
/// `crate::app::play`, `use crate::{app, store::Store}` and nested groups alike.
fn modules_used(code: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for root in ["crate::", "orda::"] {
        let mut rest = code;
        while let Some(i) = rest.find(root) {
            rest = &rest[i + root.len()..];
            if let Some(group) = rest.strip_prefix('{') {
                // The names at the group's top level.
                let mut depth = 0;
                let mut name = String::new();
                for c in group.chars() {
                    match c {
                        '{' => depth += 1,
                        '}' if depth == 0 => break,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    if depth == 0 && (c.is_alphanumeric() || c == '_') {
                        name.push(c);
                    } else {
                        if !name.is_empty() && depth <= 1 && level(&name).is_some() {
                            out.insert(name.clone());
                        }
                        name.clear();
                    }
                }
                if level(&name).is_some() {
                    out.insert(name);
                }
            } else {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if level(&name).is_some() {
                    out.insert(name);
                }
            }
        }
    }
    out
}

/// Whether `line` holds `name` as a whole identifier (`Db`, not `DbArg`).
fn has_ident(line: &str, name: &str) -> bool {
    let is_ident = |c: char| c.is_alphanumeric() || c == '_';
    line.match_indices(name).any(|(i, _)| {
        let before = line[..i].chars().next_back();
        let after = line[i + name.len()..].chars().next();
        !before.is_some_and(is_ident) && !after.is_some_and(is_ident)
    })
}

#[test]
fn only_test_modules_are_left_out_and_what_follows_them_is_checked() {
    let text = "use crate::store::Db;\n#[cfg(test)]\nmod tests;\npub fn apply() {}\n\
                #[cfg(test)]\nmod more {\n    use crate::ui::X;\n    fn a() { let c = '{'; let s = \"}\"; let q = '\\''; }\n}\n\
                fn after<'a>(x: &'a str) -> &'a str { crate::words::say(x) }\n";
    let c = code(text);
    assert!(c.contains("pub fn apply"), "{c}");
    assert!(c.contains("crate::words::say"), "{c}");
    assert!(!c.contains("crate::ui"), "{c}");
    assert_eq!(
        modules_used(&c).into_iter().collect::<Vec<_>>(),
        ["store", "words"]
    );
    // `app::apply` stands after `mod tests;` in src/app/mod.rs: it is checked.
    let app = sources("app");
    let (_, m) = app
        .iter()
        .find(|(f, _)| f.ends_with("app/mod.rs"))
        .expect("crates/core/src/app/mod.rs");
    assert!(code(m).contains("pub fn apply("));
}

#[test]
fn the_module_reader_finds_grouped_and_nested_paths() {
    let used = modules_used(
        "use crate::{app::{self, Op}, store::Store};\nuse crate::rules::Side;\nlet x = orda::ui::run();",
    );
    let want: BTreeSet<String> = ["app", "store", "rules", "ui"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(used, want);
    assert!(modules_used("let s = \"crate\"; // crate::app").contains("app"));
    assert!(!modules_used(&code("// crate::app\nfn f() {}")).contains("app"));
    assert!(has_ident("fn f(db: &Db<'_>)", "Db"));
    assert!(!has_ident("fn f(db: &DbArg)", "Db"));
}

/// Architecture Invariant: a layer uses only itself and the layers below it; the pure core
/// (rules, tournament, pairing) and formats and store never reach up to app, words or a face.
#[test]
fn every_layer_uses_only_the_layers_below_it() {
    let mut breaches = Vec::new();
    for module in LAYERS {
        let me = level(module).expect("a layer");
        for (file, text) in sources(module) {
            for used in modules_used(&code(&text)) {
                if level(&used).is_some_and(|l| l > me) {
                    breaches.push(format!("{} uses {used}", file.display()));
                }
            }
        }
    }
    assert!(
        breaches.is_empty(),
        "layer breaches:\n{}",
        breaches.join("\n")
    );
}

/// Every code line of `modules` that `offends` (it says how), as `file:line: how: text`.
fn offending_lines(modules: &[&str], offends: impl Fn(&str) -> Option<String>) -> Vec<String> {
    let mut found = Vec::new();
    for module in modules {
        for (file, text) in sources(module) {
            for (n, line) in code(&text).lines().enumerate() {
                if let Some(how) = offends(line) {
                    found.push(format!(
                        "{}:{}: {how}: {}",
                        file.display(),
                        n + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
    found
}

/// Architecture Invariant: only `src/store` speaks SQL (and links rusqlite).
#[test]
fn no_sql_outside_the_store() {
    const SQL: [&str; 8] = [
        "rusqlite",
        "SELECT ",
        "INSERT INTO",
        "DELETE FROM",
        "UPDATE ",
        "CREATE TABLE",
        "PRAGMA",
        "BEGIN",
    ];
    let others: Vec<&str> = LAYERS.into_iter().filter(|&m| m != "store").collect();
    let found = offending_lines(&others, |line| {
        SQL.iter()
            .find(|w| line.contains(*w))
            .map(|w| w.to_string())
    });
    assert!(
        found.is_empty(),
        "SQL outside src/store:\n{}",
        found.join("\n")
    );
}

/// Architecture Invariant: the faces hand operations and queries to `app`; they never open a
/// transaction or run a query on the store themselves.
#[test]
fn the_faces_never_query_the_store() {
    const QUERY: [&str; 3] = [".read(|", ".write(|", ".transaction(|"];
    let found = offending_lines(&["cli", "ui", "web"], |line| {
        if let Some(word) = QUERY.iter().find(|w| line.contains(*w)) {
            Some(word.to_string())
        } else if has_ident(line, "Db") && (line.contains("Db<") || line.contains("store::Db")) {
            Some("Db".into())
        } else {
            None
        }
    });
    assert!(
        found.is_empty(),
        "the faces query the store:\n{}",
        found.join("\n")
    );
}

/// Neither face names the other's controls: the window's words never name a CLI flag or
/// command (`--force`, `orda player withdraw`), and the CLI's and the shared words never name a
/// window's button ("Store anyway").
#[test]
fn no_face_names_the_other_faces_controls() {
    let window = offending_lines(&["ui"], |line| {
        let quoted: Vec<&str> = line.split('"').skip(1).step_by(2).collect();
        quoted
            .iter()
            .find(|q| q.contains("--") || q.contains("orda "))
            .map(|q| format!("a CLI control in \"{q}\""))
    });
    let cli = offending_lines(&["cli", "words", "app"], |line| {
        line.contains("Store anyway")
            .then(|| "the window's button".to_string())
    });
    let found: Vec<String> = window.into_iter().chain(cli).collect();
    assert!(
        found.is_empty(),
        "a face names the other's controls:\n{}",
        found.join("\n")
    );
}

/// Architecture Invariant: no face matches an operation's outcome with a wildcard. A face gets
/// one operation's own outcome type from `app::run`; a face that says what any operation did
/// matches `app::Done` naming every operation, so one it forgets does not compile
/// (docs/ARCHITECTURE.md). A wildcard arm in a file that matches `Done` would hide that.
#[test]
fn no_face_matches_an_outcome_with_a_wildcard() {
    let mut matching = 0;
    let mut found = Vec::new();
    for module in ["cli", "ui", "web"] {
        for (file, text) in sources(module) {
            let code = code(&text);
            if !code.contains("Done::") {
                continue;
            }
            matching += 1;
            for (n, line) in code.lines().enumerate() {
                let arm = line.trim_start();
                if arm.starts_with("_ =>") || arm.contains("| _ =>") || arm.starts_with("o =>") {
                    found.push(format!("{}:{}: {}", file.display(), n + 1, arm));
                }
            }
        }
    }
    assert!(matching > 0, "the window's status bar matches Done");
    assert!(
        found.is_empty(),
        "a wildcard beside Done:\n{}",
        found.join("\n")
    );
    // The outcome of another kind that a wildcard used to catch is gone from the words too.
    for lang in ["en", "kk", "ru"] {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("assets/locales")
            .join(lang);
        for file in ["cli.ftl", "ui.ftl"] {
            let text = std::fs::read_to_string(dir.join(file)).expect("locale file");
            assert!(
                !text.contains("cli-internal-error") && !text.contains("unexpected-outcome"),
                "{lang}/{file} still words an outcome of another kind"
            );
        }
    }
}
