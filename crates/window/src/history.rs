//! The History view: the open tournament's journal, newest first (what was done, by whom, when,
//! from where), and the undo of its last change (also Ctrl+Z). docs/journal.md.

use super::{Command, Shared};
use egui_extras::{Column, TableBuilder};
use orda_core::app::journal::{last_change, undo_target};
use orda_core::t;
use orda_core::words::{self, journal as w};

/// A line as shown: No, when, who, from, what, details.
type Row = [String; 6];

/// The lines as a virtualised table, the details taking what room is left; their times in this
/// computer's zone, `offset` minutes from UTC.
fn table(ui: &mut egui::Ui, rows: &[Row], offset: i32) {
    super::table_style(ui);
    let heads = [
        t!("journal-col-no"),
        w::at_heading(offset),
        t!("journal-col-who"),
        t!("journal-col-face"),
        t!("journal-col-what"),
        t!("journal-col-details"),
    ];
    TableBuilder::new(ui)
        .striped(true)
        .auto_shrink([false, true])
        .column(Column::auto().at_least(28.0))
        .column(Column::auto().at_least(150.0))
        .column(Column::auto().at_least(60.0).resizable(true))
        .column(Column::auto().at_least(125.0).resizable(true))
        .column(Column::auto().at_least(180.0).resizable(true))
        .column(Column::remainder().at_least(120.0))
        .header(22.0, |mut h| {
            for c in &heads {
                h.col(|ui| {
                    ui.strong(c);
                });
            }
        })
        .body(|body| {
            body.rows(20.0, rows.len(), |mut row| {
                for cell in &rows[row.index()] {
                    row.col(|ui| {
                        ui.add(egui::Label::new(cell).truncate());
                    });
                }
            });
        });
}

/// The History view's state.
#[derive(Default)]
pub struct HistoryView {
    /// The rows last made (newest first), for the journal of this version of the tournament.
    cache: Option<(u64, Vec<Row>)>,
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
            let refused = undo_target(lines).err();
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
                // Only the line shown: one made since is refused, not undone unseen.
                cmds.push(Command::Undo(last_change(lines).map(|e| e.id)));
            }
            ui.weak(what);
        });
        ui.separator();
        if lines.is_empty() {
            ui.weak(t!("journal-empty"));
            return;
        }
        if self.cache.as_ref().is_none_or(|c| c.0 != shared.version) {
            let rows = lines
                .iter()
                .rev()
                .map(|e| {
                    [
                        e.id.0.to_string(),
                        w::when_local(e),
                        e.who.clone(),
                        w::face(e.face),
                        w::kind(&e.kind),
                        w::details(e),
                    ]
                })
                .collect();
            self.cache = Some((shared.version, rows));
        }
        if let Some((_, rows)) = &self.cache {
            table(ui, rows, shared.journal_offset);
        }
    }
}
