//! The operations a user performs, shared by the CLI and the GUI.
//!
//! **Architecture Invariant:** an operation reads its input through `formats`, decides through
//! `rules` (and later `tournament`/`pairing`), and changes stored data in one transaction
//! through `store`. Nothing here prints or draws.

pub mod validate;
