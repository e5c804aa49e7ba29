//! Source hygiene: every Rust file under src/ opens with a `//!` doc saying what it is for.

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
