//! Pairing systems: round-robin by the FIDE Berger tables and the Dutch Swiss system over a
//! weighted matching.
//!
//! **Architecture Invariant:** pairing works on starting numbers and the tournament model only;
//! it never reads the store.

pub mod baku;
pub mod berger;
pub mod criteria;
pub mod dutch;
pub mod explain;
pub mod matching;
pub mod stored;
pub mod swiss;
pub mod team;
pub mod wide;
