//! The Fluent files are read into the binary by a macro (`words::lang`); Cargo would not know to
//! build again when one of them changes without this.

fn main() {
    println!("cargo:rerun-if-changed=assets/locales");
}
