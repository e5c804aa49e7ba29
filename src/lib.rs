//! Orda: a tournament manager for Togyzkumalak (and Tumicarona).
//!
//! See `docs/ARCHITECTURE.md` for the codemap. The binary (`src/main.rs`, `src/cli/`) is a thin
//! layer over [`app`].

pub mod app;
pub mod formats;
pub mod pairing;
pub mod rules;
pub mod store;
pub mod tournament;
pub mod ui;
pub mod web;
pub mod words;
