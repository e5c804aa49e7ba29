//! Orda's core: everything but the faces. The game engines (`rules`), the tournament domain
//! (`tournament`), the pairing systems (`pairing`), every file format (`formats`), the
//! database (`store`), the command layer (`app`) and the words people read (`words`). No egui,
//! no HTTP server, no clap: the window (`orda-window`), the live pages (`orda-web`) and the
//! command line (the `orda` binary) are crates above this one. docs/ARCHITECTURE.md.

pub mod app;
pub mod formats;
pub mod pairing;
pub mod rules;
pub mod store;
pub mod tournament;
pub mod words;
