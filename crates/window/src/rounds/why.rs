//! The Rounds view's "Why?" panel: why the selected board is paired as it is, as `orda
//! explain --board` says it (the core explains; the panel only shows the lines).

use orda_core::app::explain::RoundWhy;
use orda_core::t;
use orda_core::tournament::Tournament;

use super::{Command, RoundsView};

impl RoundsView {
    /// Shows what the core said of a board (after `Command::Explain`).
    pub fn show_why(&mut self, round: u32, board: u32, why: RoundWhy) {
        self.why = Some((round, board, why));
    }

    /// The "Why?" button for the selected board of `round`.
    pub(super) fn why_button(
        &mut self,
        ui: &mut egui::Ui,
        round: u32,
        board: Option<u32>,
        cmds: &mut Vec<Command>,
    ) {
        if ui
            .add_enabled(board.is_some(), egui::Button::new(t!("why-button")))
            .on_hover_text(t!("why-tip"))
            .clicked()
            && let Some(board) = board
        {
            cmds.push(Command::Explain { round, board });
        }
    }

    /// The panel, while one is open: the board's explanation, line by line.
    pub(super) fn why_panel(&mut self, ui: &mut egui::Ui, t: &Tournament) {
        let Some((round, board, why)) = &self.why else {
            return;
        };
        let name = |n: u32| t.entrant(n).map(|e| e.name.clone()).unwrap_or_default();
        let lines = orda_core::words::explain::round(why, &name);
        let mut open = true;
        let title = if *board == 0 {
            t!("why-title-bye", round = *round)
        } else {
            t!("why-title", round = *round, board = *board)
        };
        egui::Window::new(title)
            .open(&mut open)
            .default_width(640.0)
            .vscroll(true)
            .show(ui.ctx(), |ui| {
                for l in lines.iter().skip(1) {
                    ui.add(egui::Label::new(l.trim_start()).wrap());
                }
            });
        if !open {
            self.why = None;
        }
    }
}
