//! What is read again after a command: the list of tournaments in brief (or only the open
//! tournament's line of it) and the open tournament with its forbidden pairs and announced byes.

use super::{OrdaApp, Shared, Summary, text};
use orda_core::app::{Refusal, federation as fed, query};
use orda_core::store::Store;
use orda_core::tournament::TournamentId;

/// How often the window looks whether another Orda changed the file (seconds).
const POLL: f64 = 1.0;

impl OrdaApp {
    /// Once a second: when another connection (the command line, a second window) committed
    /// to the file since the last look, reads the list and the open tournament again, so what
    /// the window shows is what is stored without the arbiter asking.
    pub(super) fn poll_file(&mut self, ctx: &egui::Context) {
        // A frame comes at least once a second, idle or not, to look again.
        ctx.request_repaint_after(std::time::Duration::from_secs_f64(POLL));
        let now = ctx.input(|i| i.time);
        if now - self.seen.1 < POLL {
            return;
        }
        self.seen.1 = now;
        let Some(store) = self.store.as_mut() else {
            return;
        };
        let Ok(v) = query::data_version(store) else {
            return;
        };
        let before = self.seen.0.replace(v);
        if before.is_some_and(|b| b != v) {
            self.reload(Reread::All);
        }
    }
}

/// What to read again after a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reread {
    /// The whole list of tournaments (the file's tournaments may have changed).
    All,
    /// The open tournament and its line of the list.
    Open,
}

/// A tournament's line in the start view's list.
pub(super) fn line(s: orda_core::store::Summary) -> Summary {
    Summary {
        id: s.id,
        name: s.name.clone(),
        brief: s,
    }
}

impl Summary {
    /// Its game and system, in words.
    pub fn system(&self) -> String {
        format!(
            "{} · {}",
            orda_core::words::game_name(self.brief.game),
            orda_core::words::system_of(self.brief.system, self.brief.boards)
        )
    }

    /// How far it is, in words.
    pub fn progress(&self) -> String {
        text::progress(
            self.brief.paired,
            self.brief.rounds,
            self.brief.pending as usize,
        )
    }
}

/// The list in brief (or the open tournament's line), read again into `shared`.
pub(super) fn reread_list(
    store: &mut Store,
    scope: Reread,
    open: Option<TournamentId>,
    shared: &mut Shared,
) -> Result<(), Refusal> {
    match (scope, open) {
        // Not read yet: the view that shows the list reads it (`Command::LoadList`).
        (Reread::Open, _) if shared.list_stale => {}
        (Reread::All, _) if shared.list_stale => {
            shared.events = orda_core::app::federation::events(store)?;
        }
        (Reread::Open, Some(id)) => {
            let now = query::summary(store, id)?.map(line);
            let list = &mut shared.tournaments;
            match (list.iter().position(|t| t.id == id), now) {
                (Some(i), Some(l)) => list[i] = l,
                (Some(i), None) => {
                    list.remove(i);
                }
                (None, Some(l)) => {
                    let at = list.partition_point(|t| t.id < id);
                    list.insert(at, l);
                }
                (None, None) => {}
            }
        }
        (Reread::Open, None) => {}
        (Reread::All, _) => {
            shared.tournaments = query::summaries(store)?.into_iter().map(line).collect();
            shared.events = orda_core::app::federation::events(store)?;
        }
    }
    Ok(())
}

/// The open tournament with its forbidden pairs and announced byes, read again into `shared`.
pub(super) fn reread_open(
    store: &mut Store,
    open: Option<TournamentId>,
    shared: &mut Shared,
) -> Result<(), Refusal> {
    if let Some(id) = open {
        shared.t = match query::tournament(store, id) {
            Ok(t) => Some(t),
            // Deleted by another Orda on the same file meanwhile: nothing is open any more.
            Err(Refusal::NoTournament { .. }) => None,
            Err(r) => return Err(r),
        };
        shared.version += 1;
        shared.forbidden = query::forbidden(store, id)?;
        shared.byes = query::requested_byes(store, id)?;
        shared.awards = fed::awards(store, id)?;
        // The event alone: its sections are loaded when a view shows them
        // (`Command::LoadSections`), not after every result key.
        shared.event = match shared.awards.event {
            Some(e) => Some((fed::event_only(store, e)?, Vec::new())),
            None => None,
        };
        shared.history = fed::history(store, id)?;
        shared.waiting = orda_core::app::hall::waiting(store, id)?;
    }
    Ok(())
}
