//! The Fluent files are read into the binary by a macro (`words::lang`); Cargo would not know to
//! build again when one of them changes without this. Building for Windows, the .exe also gets
//! its icon and version information (winresource, through MinGW's windres when cross-building
//! from Linux).

fn main() {
    println!("cargo:rerun-if-changed=assets/locales");
    println!("cargo:rerun-if-changed=assets/orda.ico");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("windows") {
        let mut res = winresource::WindowsResource::new();
        res.set_icon("assets/orda.ico")
            .set("ProductName", "Orda")
            .set("FileDescription", "Orda: Togyzkumalak tournament manager")
            .set("LegalCopyright", "MIT OR Apache-2.0");
        if let Err(e) = res.compile() {
            // A Windows build without its icon is still a working program, but a package
            // must not be made from it unnoticed.
            panic!("Windows resources (icon, version): {e}; install gcc-mingw-w64-x86-64");
        }
    }
}
