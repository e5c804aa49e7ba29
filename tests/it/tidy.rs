//! Source hygiene: every shipped Rust file (src/, crates/*/src/) opens with a `//!` doc saying what it is for, and
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
    for d in crate::util::source_dirs() {
        walk(&d, &mut files);
    }
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
    "crates/core/src/pairing/matching.rs",
    "maximum-weight matching (blossoms, duals, warm starts): one algorithm over one state",
)];

/// About 600 lines: a file a reader can hold in mind (a little slack for a doc or a test).
const MAX_LINES: usize = 650;

#[test]
fn no_source_file_is_longer_than_a_reader_can_hold() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for d in crate::util::source_dirs() {
        walk(&d, &mut files);
    }
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
    for d in crate::util::source_dirs() {
        walk(&d, &mut files);
    }
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

/// What scripts/dist packs is in the repository, and the Linux menu entry starts the program
/// it installs with the icon it installs (docs/packages.md).
#[test]
fn the_packages_files_are_here_and_agree() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dist = std::fs::read_to_string(root.join("scripts/dist")).unwrap();
    for f in [
        "packaging/orda.desktop",
        "packaging/install.sh",
        "packaging/README.txt",
        "assets/orda.png",
        "assets/DejaVuSans-LICENSE.txt",
    ] {
        assert!(root.join(f).is_file(), "{f} is missing");
        assert!(dist.contains(f), "scripts/dist does not pack {f}");
    }
    // The .exe's icon goes in through build.rs.
    let build = std::fs::read_to_string(root.join("build.rs")).unwrap();
    assert!(root.join("assets/orda.ico").is_file() && build.contains("assets/orda.ico"));
    let desktop = std::fs::read_to_string(root.join("packaging/orda.desktop")).unwrap();
    let get = |key: &str| {
        desktop
            .lines()
            .find_map(|l| l.strip_prefix(&format!("{key}=")))
            .unwrap_or_else(|| panic!("orda.desktop has no {key}"))
    };
    assert_eq!(get("Type"), "Application");
    assert_eq!(get("Exec"), "orda");
    assert_eq!(get("Icon"), "orda");
    let install = std::fs::read_to_string(root.join("packaging/install.sh")).unwrap();
    assert!(install.contains("icons/hicolor/256x256/apps/orda.png"));
    assert!(install.contains(".local/bin/orda"));
    // The icon is the size the menu entry is installed as.
    let png = std::fs::read(root.join("assets/orda.png")).unwrap();
    let size = |at: usize| u32::from_be_bytes([png[at], png[at + 1], png[at + 2], png[at + 3]]);
    assert_eq!((size(16), size(20)), (256, 256), "PNG width and height");
    // The README's data folder is the one the program uses.
    let readme = std::fs::read_to_string(root.join("packaging/README.txt")).unwrap();
    let folder = orda::store::data_folder().expect("a data folder here");
    let last = folder.file_name().unwrap().to_string_lossy().into_owned();
    assert!(
        readme.contains(&format!("/{last}/orda.sqlite")),
        "README names {last}"
    );
    assert!(readme.contains("%APPDATA%\\Orda\\orda.sqlite"));
}
