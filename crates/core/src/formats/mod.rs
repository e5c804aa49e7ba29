//! File formats: reading and writing what Orda exchanges with the world.
//!
//! **Architecture Invariant:** formats turn text into plain data and back; what the data means
//! (is a move legal, who won) is decided in `rules` and `tournament`.

pub mod board_svg;
pub mod cards;
pub mod dates;
pub mod form;
pub mod players_csv;
pub mod record;
pub mod round_files;
pub mod sheet;
pub mod slips;
pub mod swiss_trf;
pub mod text;
pub mod trf;
pub mod trf_team;
