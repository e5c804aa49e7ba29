//! Typed work not stored yet (settings edited, a player form half filled, a game score typed):
//! a view switch keeps it; opening another tournament, database or game, or closing the window,
//! asks first (*Discard and go on* / *Stay*).

use super::{Command, OrdaApp, View, text};
use orda_core::t;

/// What waits for the arbiter's answer.
#[derive(Clone, Debug)]
pub enum Leave {
    /// A command that would lose the drafts.
    Command(Box<Command>),
    /// Closing the window.
    Close,
}

impl OrdaApp {
    /// What is typed and not stored, in words (empty: nothing).
    pub fn drafts(&self) -> Vec<String> {
        let t = self.shared.t.as_ref();
        let mut out = Vec::new();
        if self.settings_unsaved() {
            out.push(t!("draft-settings"));
        }
        if self.players.unsaved(t) {
            out.push(t!("draft-player"));
        }
        if let Some((round, board)) = self.game.unsaved() {
            out.push(text::draft_score(round, board));
        }
        out
    }

    /// The drafts `cmd` would lose (a game score only by opening a game).
    fn lost_by(&self, cmd: &Command) -> bool {
        match cmd {
            Command::SelectTournament(_) | Command::OpenDb(_) => !self.drafts().is_empty(),
            Command::OpenGame { .. } => self.game.unsaved().is_some(),
            _ => false,
        }
    }

    /// Applies `cmd`, or first asks when it would lose typed work.
    pub(super) fn ask_or_apply(&mut self, cmd: Command) {
        if self.lost_by(&cmd) {
            self.leaving = Some(Leave::Command(Box::new(cmd)));
        } else {
            self.apply(cmd);
            self.remember_place();
        }
    }

    /// The window is asked to close: true if it may (nothing typed is lost, or the arbiter
    /// said so); otherwise the question is put.
    pub fn close_requested(&mut self) -> bool {
        // Work on the worker would be lost with the window: it is finished first.
        if self.working.is_some() {
            self.report(Err(super::Failure::Said(t!("busy-closing"))), false);
            return false;
        }
        if self.may_close || self.drafts().is_empty() {
            return true;
        }
        self.leaving = Some(Leave::Close);
        false
    }

    /// Forgets every draft.
    fn discard_drafts(&mut self) {
        self.settings.reset(self.shared.t.as_ref());
        self.players.discard();
        self.game.discard();
    }

    /// The question, while one is put.
    pub(super) fn leave_dialog(&mut self, ui: &mut egui::Ui) {
        let Some(leave) = self.leaving.clone() else {
            return;
        };
        let drafts = self.drafts();
        if drafts.is_empty() {
            // Saved meanwhile: nothing to ask.
            self.leaving = None;
            if let Leave::Command(c) = leave {
                self.apply(*c);
            }
            return;
        }
        let mut answer = None;
        let modal = egui::Modal::new(egui::Id::unique("leave_drafts")).show(ui.ctx(), |ui| {
            ui.set_max_width(480.0);
            ui.label(t!("drafts-not-stored"));
            for d in &drafts {
                ui.label(format!("• {d}"));
            }
            ui.horizontal_wrapped(|ui| {
                let go = match leave {
                    Leave::Close => t!("discard-and-quit"),
                    Leave::Command(_) => t!("discard-and-go-on"),
                };
                if ui.button(go).clicked() {
                    answer = Some(true);
                }
                if ui.button(t!("stay")).clicked() {
                    answer = Some(false);
                }
            });
        });
        if modal.should_close() && answer.is_none() {
            answer = Some(false);
        }
        match answer {
            Some(true) => {
                self.leaving = None;
                self.discard_drafts();
                match leave {
                    Leave::Command(c) => self.apply(*c),
                    Leave::Close => {
                        self.may_close = true;
                        ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
                    }
                }
            }
            Some(false) => {
                self.leaving = None;
                // Back to where the draft is.
                if self.settings_unsaved() {
                    self.view = View::Settings;
                } else if self.players.unsaved(self.shared.t.as_ref()) {
                    self.view = View::Players;
                } else if self.game.unsaved().is_some() {
                    self.view = View::Game;
                }
            }
            None => {}
        }
    }
}
