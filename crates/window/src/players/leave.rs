//! The players view's way out of a tournament: withdrawal from a round, its taking back, and
//! deletion before round 1, kept apart from the form's buttons.

use super::{Command, PlayersView, selected_in};
use orda_core::t;
use orda_core::tournament::Tournament;

impl PlayersView {
    /// Withdrawal, its taking back and deletion, apart from the form's buttons (at the foot
    /// of the panel under a heading of their own: a slip of the mouse from "Save" never
    /// withdraws a player).
    pub(super) fn leave_ui(&mut self, ui: &mut egui::Ui, t: &Tournament, cmds: &mut Vec<Command>) {
        let editing = self.selected.and_then(|id| selected_in(t, id));
        if editing.is_none() {
            return;
        }
        ui.add_space(16.0);
        ui.separator();
        ui.strong(t!("leaving"));
        if let Some(e) = editing.filter(|e| e.withdrawn_from.is_none()) {
            ui.horizontal(|ui| {
                let next = t.rounds.len() as u32 + 1;
                if self.withdraw_from == 0 {
                    self.withdraw_from = next;
                }
                let max = t.settings.rounds.max(1);
                let b = ui.button(t!("withdraw"));
                ui.add(egui::DragValue::new(&mut self.withdraw_from).range(1..=max))
                    .labelled_by(b.id);
                if b.clicked() {
                    cmds.push(Command::Withdraw {
                        no: e.no,
                        from: self.withdraw_from,
                    });
                }
            });
        }
        if let Some(e) = editing.filter(|e| e.withdrawn_from.is_some())
            && ui
                .button(t!("reinstate"))
                .on_hover_text(t!("reinstate-tip"))
                .clicked()
        {
            cmds.push(Command::Reinstate(e.no));
        }
        if let Some(e) = editing.filter(|_| t.rounds.is_empty())
            && ui
                .button(t!("delete-player"))
                .on_hover_text(t!("delete-player-tip"))
                .clicked()
        {
            self.confirm_delete = Some((e.no, e.name.clone()));
        }
    }
}
