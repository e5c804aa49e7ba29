//! The rounds view's questions: round 1 in an order nobody chose, pairing with adjourned games
//! open, a result of an earlier round changed, the last round deleted, a manual change with
//! the rules it breaks.

use orda_core::app::manage::OrderWarning;
use orda_core::t;
use orda_core::tournament::{Board, GameResult, Round, RoundNo};

use super::{Command, RoundsView, text};

impl RoundsView {
    /// Round 1 is about to be paired in an order nobody chose (`Command::PairNext` found it,
    /// from the button or Ctrl+P): the question is put.
    pub fn ask_order(&mut self, w: OrderWarning) {
        self.confirm_order = Some(w);
    }

    /// Before round 1 in an order nobody chose: order by rating and pair (a Swiss), go and
    /// order the players, or pair as they stand.
    pub(super) fn order_dialog(&mut self, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
        let Some(w) = self.confirm_order else {
            return;
        };
        let modal = egui::Modal::new(egui::Id::unique("confirm_order")).show(ui.ctx(), |ui| {
            ui.set_max_width(520.0);
            ui.add(
                egui::Label::new(match w {
                    OrderWarning::NotByRating => t!("order-warning-rating"),
                    OrderWarning::NotDrawn => t!("order-warning-lot"),
                })
                .wrap(),
            );
            ui.horizontal_wrapped(|ui| {
                if w == OrderWarning::NotByRating && ui.button(t!("order-then-pair")).clicked() {
                    cmds.push(Command::OrderPlayers(orda_core::app::manage::Order::Rating));
                    cmds.push(Command::PairNext);
                    self.confirm_order = None;
                }
                if ui.button(t!("order-first")).clicked() {
                    cmds.push(Command::Show(crate::View::Players));
                    self.confirm_order = None;
                }
                if ui.button(t!("pair-anyway")).clicked() {
                    cmds.push(Command::PairAsTheyStand);
                    self.confirm_order = None;
                }
                if ui.button(t!("cancel")).clicked() {
                    self.confirm_order = None;
                }
            });
        });
        if modal.should_close() {
            self.confirm_order = None;
        }
    }

    /// The next round is about to be paired with adjourned games open (the checklist's level
    /// 2): they count as draws for it.
    pub fn ask_adjourned(&mut self, open: Vec<(RoundNo, Board)>) {
        self.confirm_adjourned_pair = Some(open);
    }

    /// Pair with the adjourned games counted as draws, or cancel.
    pub(super) fn adjourned_pair_dialog(&mut self, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
        let Some(open) = &self.confirm_adjourned_pair else {
            return;
        };
        let games = orda_core::words::adjourned_games(open);
        let mut done = false;
        let modal =
            egui::Modal::new(egui::Id::unique("confirm_adjourned_pair")).show(ui.ctx(), |ui| {
                ui.set_max_width(520.0);
                ui.add(
                    egui::Label::new(t!("pair-with-adjourned", n = open.len(), games = games))
                        .wrap(),
                );
                ui.horizontal_wrapped(|ui| {
                    if ui.button(t!("pair-adjourned-as-draws")).clicked() {
                        cmds.push(Command::PairWithAdjourned);
                        done = true;
                    }
                    if ui.button(t!("cancel")).clicked() {
                        done = true;
                    }
                });
            });
        if done || modal.should_close() {
            self.confirm_adjourned_pair = None;
        }
    }

    pub(super) fn dialogs(&mut self, ui: &mut egui::Ui, round: &Round, cmds: &mut Vec<Command>) {
        self.rating_only_dialog(ui, cmds);
        if let Some((r, board, new, rounds)) = self.confirm_adjourned {
            let modal =
                egui::Modal::new(egui::Id::unique("confirm_adjourned")).show(ui.ctx(), |ui| {
                    ui.set_max_width(520.0);
                    ui.add(
                        egui::Label::new(t!(
                            "confirm-adjourned-result",
                            round = r,
                            board = board,
                            new = new.display(),
                            n = rounds.1 + 1 - rounds.0,
                            rounds = text::rounds_span(rounds)
                        ))
                        .wrap(),
                    );
                    ui.horizontal(|ui| {
                        if ui.button(t!("enter-adjourned-result")).clicked() {
                            cmds.push(Command::EnterResult {
                                round: r,
                                board,
                                result: Some(new),
                                insist: false,
                            });
                            self.confirm_adjourned = None;
                        }
                        if ui.button(t!("cancel")).clicked() {
                            self.confirm_adjourned = None;
                        }
                    });
                });
            if modal.should_close() {
                self.confirm_adjourned = None;
            }
        }
        if let Some((r, board, old, new)) = self.confirm_earlier {
            let new_text = new.map_or_else(|| t!("cleared"), |g| g.display().to_string());
            let modal =
                egui::Modal::new(egui::Id::unique("confirm_earlier")).show(ui.ctx(), |ui| {
                    ui.label(t!(
                        "confirm-earlier-result",
                        round = r,
                        board = board,
                        old = old.display(),
                        new = new_text
                    ));
                    ui.horizontal(|ui| {
                        if ui.button(t!("change-result")).clicked() {
                            // Asked: the change of a round later rounds rest on, insisted on.
                            cmds.push(Command::EnterResult {
                                round: r,
                                board,
                                result: new,
                                insist: true,
                            });
                            self.confirm_earlier = None;
                        }
                        if ui.button(t!("keep-result", old = old.display())).clicked() {
                            self.confirm_earlier = None;
                        }
                    });
                });
            if modal.should_close() {
                self.confirm_earlier = None;
            }
        }
        if self.confirm_delete {
            let results = round.games.iter().filter(|g| g.result.is_some()).count();
            let modal = egui::Modal::new(egui::Id::unique("confirm_delete")).show(ui.ctx(), |ui| {
                ui.label(text::confirm_delete(round.number.0, results));
                ui.horizontal(|ui| {
                    if ui.button(t!("confirm-delete")).clicked() {
                        cmds.push(Command::DeleteLastRound);
                        self.confirm_delete = false;
                    }
                    if ui.button(t!("cancel")).clicked() {
                        self.confirm_delete = false;
                    }
                });
            });
            if modal.should_close() {
                self.confirm_delete = false;
            }
        }
        let Some(p) = &self.pending else {
            return;
        };
        let mut done = false;
        egui::Modal::new(egui::Id::unique("manual_change")).show(ui.ctx(), |ui| {
            let w = &p.warnings;
            ui.strong(t!("change-pairing"));
            for m in &p.what {
                ui.label(m);
            }
            for m in &w.invalid {
                ui.colored_label(ui.visuals().error_fg_color, orda_core::words::breach(m));
            }
            for m in w.absolute.iter().chain(&w.colour) {
                ui.colored_label(ui.visuals().warn_fg_color, orda_core::words::breach(m));
            }
            let clean = w.absolute.is_empty() && w.colour.is_empty();
            if clean && w.invalid.is_empty() {
                ui.label(t!("no-rule-broken"));
            }
            ui.horizontal(|ui| {
                let label = if clean {
                    t!("apply")
                } else {
                    t!("pair-anyway")
                };
                if ui
                    .add_enabled(w.invalid.is_empty(), egui::Button::new(label))
                    .clicked()
                {
                    cmds.push(Command::ChangePairing {
                        change: p.change.clone(),
                        insist: !w.absolute.is_empty(),
                        seen: Box::new(p.round.clone()),
                    });
                    done = true;
                }
                if ui.button(t!("cancel")).clicked() {
                    done = true;
                }
            });
        });
        if done {
            self.pending = None;
        }
    }

    /// The result a board counts for the rating report only (C.04.2 4.3).
    fn rating_only_dialog(&mut self, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
        let Some((r, board, kept, now)) = self.rating_only else {
            return;
        };
        let mut done = false;
        let modal = egui::Modal::new(egui::Id::unique("rating_only")).show(ui.ctx(), |ui| {
            ui.set_max_width(520.0);
            ui.add(
                egui::Label::new(t!(
                    "for-rating-only-question",
                    round = r,
                    board = board,
                    kept = kept.display()
                ))
                .wrap(),
            );
            ui.horizontal_wrapped(|ui| {
                for res in GameResult::ALL.into_iter().filter(|&x| x != kept) {
                    if ui
                        .selectable_label(now == Some(res), res.display())
                        .clicked()
                    {
                        cmds.push(Command::CorrectForRating {
                            round: r,
                            board,
                            result: Some(res),
                        });
                        done = true;
                    }
                }
            });
            ui.horizontal(|ui| {
                if now.is_some() && ui.button(t!("for-rating-take-back")).clicked() {
                    cmds.push(Command::CorrectForRating {
                        round: r,
                        board,
                        result: None,
                    });
                    done = true;
                }
                if ui.button(t!("cancel")).clicked() {
                    done = true;
                }
            });
        });
        if done || modal.should_close() {
            self.rating_only = None;
        }
    }
}
