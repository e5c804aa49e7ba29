//! Source hygiene: every Rust file under src/ opens with a `//!` doc saying what it is for, and
//! none is longer than a reader can hold (but for one algorithm that is one piece, named here).

use std::path::Path;

fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn every_source_file_has_a_module_doc() {
    let mut files = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    assert!(files.len() >= 15, "{}", files.len());
    let missing: Vec<_> = files
        .iter()
        .filter(|f| !std::fs::read_to_string(f).unwrap().starts_with("//!"))
        .collect();
    assert!(missing.is_empty(), "files without a //! doc: {missing:?}");
}

/// The source files allowed to be longer than [`MAX_LINES`], each with why: one algorithm
/// whose parts share so much state that cutting it would spread one idea over several files.
const LONG_ON_PURPOSE: [(&str, &str); 1] = [(
    "src/pairing/matching.rs",
    "maximum-weight matching (blossoms, duals, warm starts): one algorithm over one state",
)];

/// About 600 lines: a file a reader can hold in mind (a little slack for a doc or a test).
const MAX_LINES: usize = 650;

#[test]
fn no_source_file_is_longer_than_a_reader_can_hold() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    walk(&root.join("src"), &mut files);
    let long: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let lines = std::fs::read_to_string(f).unwrap().lines().count();
            let name = f
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (lines > MAX_LINES && !LONG_ON_PURPOSE.iter().any(|(n, _)| *n == name))
                .then(|| format!("{name}: {lines} lines"))
        })
        .collect();
    assert!(
        long.is_empty(),
        "files over {MAX_LINES} lines:\n{}",
        long.join("\n")
    );
    for (name, why) in LONG_ON_PURPOSE {
        assert!(
            root.join(name).exists(),
            "{name} ({why}) is gone: drop it from the list"
        );
    }
}

/// Random tests use fixed seeds: every `proptest!` block in the sources and tests names one
/// (`RngSeed::Fixed`), so a failure repeats in the next run and on every machine.
#[test]
fn every_property_test_has_a_fixed_seed() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    walk(&root.join("src"), &mut files);
    walk(&root.join("tests"), &mut files);
    let mut blocks = 0;
    let mut unseeded = Vec::new();
    // This file names the macro in a string: it is not a property test.
    for f in files.iter().filter(|f| !f.ends_with("tidy.rs")) {
        let text = std::fs::read_to_string(f).unwrap();
        for (i, _) in text.match_indices("proptest! {") {
            blocks += 1;
            let head: String = text[i..].chars().take(400).collect();
            if !head.contains("RngSeed::Fixed(") {
                unseeded.push(f.display().to_string());
            }
        }
    }
    assert!(blocks >= 2, "the property tests were not found ({blocks})");
    assert!(
        unseeded.is_empty(),
        "property tests without a fixed seed: {unseeded:?}"
    );
}
