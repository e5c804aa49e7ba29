//! Game engines: pure rules, no I/O. One module per game.

pub mod togyz;
