//! The operations a user performs, shared by the CLI and the GUI.
//!
//! **Architecture Invariant:** an operation reads its input through `formats`, decides through
//! `rules`, `tournament` and `pairing`, and changes stored data in one transaction through
//! `store` ([`crate::store::Store::write`]): all of it or none of it. Nothing here prints or
//! draws; results and refusals come back as values.

pub mod generate;
pub mod manage;
pub mod play;
pub mod reports;
pub mod swiss;
pub mod transfer;
pub mod validate;

use crate::store::{Store, StoreError};

/// Why an operation did not happen. Nothing was changed.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// The store failed or refused.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The request breaks a rule of the tournament (the message says which, and what to do).
    #[error("{0}")]
    Refused(String),
    /// An input file is malformed: every problem, each naming file, line and token.
    #[error("{}", .0.join("\n"))]
    BadInput(Vec<String>),
}

/// The result of an operation.
pub type Result<T, E = AppError> = std::result::Result<T, E>;

pub(crate) fn refuse<T>(msg: impl Into<String>) -> Result<T> {
    Err(AppError::Refused(msg.into()))
}

/// The tournament an operation is about: `id` when given, else the only one in the database.
pub fn pick_tournament(store: &mut Store, id: Option<i64>) -> Result<i64> {
    let all = store.read(|db| db.tournaments())?;
    match id {
        Some(id) if all.iter().any(|t| t.id == id) => Ok(id),
        Some(id) => refuse(format!("{}: there is no tournament {id}", store.path())),
        None => match all.as_slice() {
            [one] => Ok(one.id),
            [] => refuse(format!(
                "{}: there is no tournament yet; create one with `orda tournament create`",
                store.path()
            )),
            many => refuse(format!(
                "{}: {} tournaments; say which with --tournament ({})",
                store.path(),
                many.len(),
                many.iter()
                    .map(|t| format!("{} {}", t.id, t.name))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        },
    }
}

/// Loads tournament `id` whole inside an open transaction (an operation that decides on it and
/// writes in the same transaction).
pub(crate) fn load_in(db: &crate::store::Db<'_>, id: i64) -> Result<crate::tournament::Tournament> {
    db.load(id)?
        .ok_or_else(|| AppError::Refused(format!("there is no tournament {id}")))
}

/// Loads tournament `id` whole.
pub fn load(store: &mut Store, id: i64) -> Result<crate::tournament::Tournament> {
    let path = store.path().to_string();
    store
        .read(|db| db.load(id))?
        .ok_or_else(|| AppError::Refused(format!("{path}: there is no tournament {id}")))
}
