//! Orda: a tournament manager for Togyzkumalak (and Tumicarona).
//!
//! The work is done by the workspace's crates, one per layer (docs/ARCHITECTURE.md):
//! `orda-core` (rules, tournament, pairing, formats, store, app, words), `orda-web` (the live
//! pages) and `orda-window` (the window). This library names them as one, `orda::app`,
//! `orda::ui`, ..., for the binary (`src/main.rs`, `src/cli/`), the tests and the benchmarks.

pub use orda_core::{app, formats, pairing, rules, store, t, tournament, words};
pub use orda_web as web;
pub use orda_window as ui;
