//! Long operations off the window's thread: pairing a round (seconds at 3,000 players) and
//! reading a whole file in (a TRF, a players' CSV) run on a worker that holds the store
//! meanwhile. The window keeps drawing, says what runs with a spinner, and refuses a second
//! change until it is done; the answer is taken on the next frame after it comes back and said
//! as any other change is. docs/ARCHITECTURE.md, "Long work".

use std::sync::mpsc::{Receiver, TryRecvError, channel};

use super::reread::Reread;
use super::{Failure, OrdaApp};
use orda_core::app::{self, Done, Op, Refusal};
use orda_core::store::Store;
use orda_core::t;

/// An operation running on the worker.
pub struct Working {
    /// The operation (for what is said when it is done).
    op: Op,
    /// What it changes, to read again when it is done.
    scope: Reread,
    /// The store and the operation's answer, when done (`None`: the operation panicked; its
    /// transaction was rolled back).
    done: Receiver<(Store, Option<Result<Done, Refusal>>)>,
}

impl Working {
    /// What runs, in words ("Round paired", the journal's word for it).
    pub fn what(&self) -> String {
        orda_core::words::journal::kind(self.op.kind())
    }
}

/// Whether `op` goes to the worker: the operations whose cost grows with the field or the file.
pub(super) fn is_long(op: &Op) -> bool {
    matches!(
        op,
        Op::PairRound(_) | Op::ImportTrf(_) | Op::ImportPlayers(_)
    )
}

impl OrdaApp {
    /// Whether an operation runs on the worker now.
    pub fn working(&self) -> Option<&Working> {
        self.working.as_ref()
    }

    /// Starts `op` on the worker with the store (a window over a given store, as tests make,
    /// runs it at once unless `work_in_background` said otherwise).
    pub(super) fn start_work(&mut self, op: Op, scope: Reread) -> Result<(), Failure> {
        let mut store = self
            .store
            .take()
            .ok_or_else(|| Failure::Said(t!("no-database-open")))?;
        let (tx, done) = channel();
        let job = op.clone();
        std::thread::spawn(move || {
            // A panic inside the operation unwinds out of its transaction (rolled back); the
            // store goes back to the window all the same.
            let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                app::apply(&mut store, job)
            }))
            .ok();
            let _ = tx.send((store, out));
        });
        self.working = Some(Working { op, scope, done });
        Ok(())
    }

    /// Takes the worker's answer if it came (each frame), and says it.
    pub(super) fn poll_work(&mut self, ctx: &egui::Context) {
        let Some(w) = &self.working else {
            return;
        };
        ctx.request_repaint_after(std::time::Duration::from_millis(50));
        let (store, out) = match w.done.try_recv() {
            Ok(answer) => answer,
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => {
                // The worker died with the store: nothing was committed that is not in the
                // file; the file must be opened again.
                self.working = None;
                self.report(Err(Failure::Said(t!("work-failed"))), false);
                return;
            }
        };
        self.store = Some(store);
        let Some(Working { op, scope, .. }) = self.working.take() else {
            return;
        };
        let Some(out) = out else {
            self.report(Err(Failure::Said(t!("work-failed"))), false);
            return;
        };
        // The start view shows the list of tournaments: read it again with the change.
        let scope = if self.view == super::View::Start {
            Reread::All
        } else {
            scope
        };
        let again = op.insisted();
        let ran = match out {
            Ok(done) => self.said(done).map(|msg| Some(self.stored(msg, scope))),
            Err(r) => {
                if r.needs_insisting() {
                    self.insist = again;
                }
                Err(r.into())
            }
        };
        self.report(ran, true);
    }
}
