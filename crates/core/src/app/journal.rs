//! The journal (docs/journal.md): every applied operation is a line, written by `super::apply`
//! in the operation's own transaction with each row it changed. Here: what may be undone, and
//! the undo itself.
//!
//! Undo works like an editor's: it takes back the tournament's last change that is not an undo
//! and not undone already. It is refused when that change is of a kind that cannot be taken
//! back safely (a pairing, an import, a deletion: later rounds rest on them, and a deletion has
//! its backup), and when a later change, of this tournament or another, changed the same rows
//! (a registry player rated since, for example).

use crate::store::{Db, Undo};
use crate::tournament::journal::{Actor, Entry, Face};
use crate::tournament::{EntryId, TournamentId};

use super::Refusal;

/// The kinds of operation an undo may take back (`Op::kind`): results and scores, withdrawals
/// and returns, byes announced, pairs kept apart, manual pairing changes, players' fields,
/// settings, categories and prizes.
pub const UNDOABLE: &[&str] = &[
    "enter-results",
    "adjourn",
    "correct-for-rating",
    "save-score",
    "withdraw",
    "reinstate",
    "request-bye",
    "cancel-bye",
    "forbid",
    "change-pairing",
    "edit-player",
    "add-player",
    "update-settings",
    "add-category",
    "remove-category",
    "put-prize",
    "remove-prize",
    "set-award-rules",
];

/// The kinds of line that record what happened without changing any data (wrong codes from the
/// hall): an undo passes over them to the last change, so that nobody on the hall's network can
/// stand in front of the arbiter's undo by sending wrong codes.
pub const RECORDS: &[&str] = &["wrong-code", "wrong-codes", "wrong-codes-hall"];

/// The arbiter's name kept with the database: the journal's who for what is done on this
/// computer from now on, in the window and on the command line (empty: forgotten, the
/// computer's account again). Set once (Settings › Your name in the journal).
#[derive(Clone, Debug, serde::Serialize)]
pub struct SetArbiter(pub String);

impl super::Operation for SetArbiter {
    /// The name kept, if any.
    type Done = Option<String>;
    fn decide(self, db: &Db<'_>) -> Result<Option<String>, Refusal> {
        let name = crate::tournament::tidy_name(&self.0);
        super::manage::forbidden_characters(&[(super::refusal::Field::ChiefArbiter, Some(&name))])?;
        let name = (!name.is_empty()).then_some(name);
        db.set_arbiter(name.as_deref())?;
        Ok(name)
    }
}

/// Who the journal names for what is done from `face` on this computer: the arbiter's name
/// kept with the database ([`SetArbiter`]), else the computer's account ([`here`]).
pub fn actor(store: &mut crate::store::Store, face: Face) -> Actor {
    match store.read(|db| db.arbiter()) {
        Ok(Some(who)) => Actor { who, face },
        _ => here(face),
    }
}

/// Whoever uses this computer, working from `face`: the name the system gives the user
/// (`USER`, `USERNAME` on Windows), else its home folder's name.
pub fn here(face: Face) -> Actor {
    let who = ["USER", "USERNAME", "LOGNAME"]
        .iter()
        .find_map(|v| std::env::var(v).ok().filter(|s| !s.trim().is_empty()))
        // A service without a login name: its home folder's name.
        .or_else(|| {
            dirs::home_dir().and_then(|h| h.file_name().map(|n| n.to_string_lossy().into_owned()))
        })
        .unwrap_or_default();
    Actor { who, face }
}

/// Whether a line of `kind` may be undone (when nothing later depends on it).
pub fn undoable(kind: &str) -> bool {
    UNDOABLE.contains(&kind)
}

/// The line an undo of tournament `t` would take back: its last line that is neither an undo
/// nor undone, nor a record that changed nothing ([`RECORDS`]).
pub fn last_change(entries: &[Entry]) -> Option<&Entry> {
    entries.iter().rev().find(|e| {
        e.undoes.is_none()
            && e.undone_by.is_none()
            && e.kind != "undo"
            && e.kind != "journal-started"
            && !RECORDS.contains(&e.kind.as_str())
    })
}

/// The line an undo of these lines (a tournament's, oldest first) takes back, or why it is
/// refused before looking at later changes elsewhere: nothing to undo, or a last change that is
/// never undone (the window enables its button on this).
pub fn undo_target(entries: &[Entry]) -> Result<&Entry, Refusal> {
    match last_change(entries) {
        None => Err(Refusal::NothingToUndo),
        Some(last) if !undoable(&last.kind) => Err(Refusal::CannotUndo {
            entry: last.id,
            kind: last.kind.clone(),
        }),
        Some(last) => Ok(last),
    }
}

/// Undoes the last change of `t` inside the open transaction (see the module's rules); the
/// line as it reads afterwards.
pub(super) fn undo_in(
    db: &Db<'_>,
    t: TournamentId,
    seen: Option<EntryId>,
) -> Result<Entry, Refusal> {
    super::load_in(db, t)?;
    // The lines alone: which is last needs none of the results they changed.
    let entries = db.journal_lines(Some(t))?;
    let last = undo_target(&entries)?;
    // The face showed another line as the last change: one was made since (another window,
    // the command line, a helper in the hall).
    if seen.is_some_and(|s| s != last.id) {
        return Err(Refusal::UndoNotSeen {
            entry: last.id,
            kind: last.kind.clone(),
        });
    }
    if let Some(by) = db.journal_overlap(last.id)? {
        let later = db.journal_entry(by)?.map(|e| e.kind).unwrap_or_default();
        return Err(Refusal::UndoBlocked {
            entry: last.id,
            kind: last.kind.clone(),
            by,
            later,
        });
    }
    match db.journal_undo(last.id)? {
        Undo::Done => {}
        Undo::Stale => {
            return Err(Refusal::UndoStale {
                entry: last.id,
                kind: last.kind.clone(),
            });
        }
        Undo::Referenced => {
            return Err(Refusal::UndoReferenced {
                entry: last.id,
                kind: last.kind.clone(),
            });
        }
    }
    // What was put back must still be a tournament Orda can load.
    super::load_in(db, t)?;
    db.journal_entry(last.id)?.ok_or(Refusal::NothingToUndo)
}
