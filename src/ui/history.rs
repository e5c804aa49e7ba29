//! The History view: the open tournament's journal, newest first (what was done, by whom, when,
//! from where), and the undo of its last change (also Ctrl+Z). docs/journal.md.

use super::{Command, Shared};
use crate::app::journal::{last_change, why_not};
use crate::formats::sheet::Sheet;
use crate::t;
use crate::words::{self, journal as w};

/// The History view's state.
#[derive(Default)]
pub struct HistoryView {
    /// The table last made, for the journal of this version of the tournament.
    cache: Option<(u64, Sheet)>,
}

impl HistoryView {
    pub fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        if shared.t.is_none() {
            return;
        }
        if shared.journal_at != Some(shared.version) {
            cmds.push(Command::LoadJournal);
            return;
        }
        let lines = &shared.journal;
        ui.horizontal_wrapped(|ui| {
            let refused = why_not(lines);
            let keys = egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::Z);
            let keys = ui.ctx().format_shortcut(&keys);
            let button = ui.add_enabled(
                refused.is_none(),
                egui::Button::new(t!("undo-last")).shortcut_text(keys),
            );
            let what = match (&refused, last_change(lines)) {
                (Some(r), _) => words::refusal(r),
                (None, Some(last)) => format!("{} · {}", w::kind(&last.kind), w::details(last)),
                (None, None) => String::new(),
            };
            if button
                .on_hover_text(&what)
                .on_disabled_hover_text(&what)
                .clicked()
            {
                cmds.push(Command::Undo);
            }
            ui.weak(what);
        });
        ui.separator();
        if lines.is_empty() {
            ui.weak(t!("journal-empty"));
            return;
        }
        if self.cache.as_ref().is_none_or(|c| c.0 != shared.version) {
            let newest_first: Vec<_> = lines.iter().rev().cloned().collect();
            self.cache = Some((shared.version, w::sheet(&newest_first, false)));
        }
        if let Some((_, sheet)) = &self.cache {
            super::standings::sheet_table(ui, "history_table", sheet, None);
        }
    }
}
