//! The players view's ways before round 1 and between rounds: starting numbers (by rating, by
//! lot with the seed shown, by hand) and a player's requests for rounds to come (byes, players
//! he must not meet).

use super::{Command, PlayersView, Shared, text};
use orda_core::t;
use orda_core::tournament::{Entrant, No, Tournament};

/// A seed for a draw by lot: the clock's seconds (any number will do; it is shown and can be
/// typed again to repeat the draw).
pub(super) fn default_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_secs() % 100_000)
}

/// Reads numbers typed as a list: `3, 1 2;4`.
fn number_list(s: &str) -> Result<Vec<No>, String> {
    s.split([',', ';', ' '])
        .map(str::trim)
        .filter(|x| !x.is_empty())
        .map(|x| x.parse::<No>().map_err(|_| x.to_string()))
        .collect()
}

impl PlayersView {
    /// Starting numbers before round 1: by rating, by lot (the seed shown and typed), or by hand.
    pub(super) fn order_ui(&mut self, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
        use orda_core::app::manage::Order;
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("order-label"));
            if ui
                .button(t!("order-by-rating"))
                .on_hover_text(t!("order-by-rating-tip"))
                .clicked()
            {
                cmds.push(Command::OrderPlayers(Order::Rating));
            }
            let lot = ui
                .button(t!("order-by-lot"))
                .on_hover_text(t!("order-by-lot-tip"));
            let l = ui.label(t!("seed"));
            ui.add(egui::TextEdit::singleline(&mut self.seed).desired_width(70.0))
                .labelled_by(l.id);
            if lot.clicked() {
                match self.seed.trim().parse::<u64>() {
                    Ok(seed) => {
                        self.order_error = None;
                        cmds.push(Command::OrderPlayers(Order::Lot(seed)));
                    }
                    Err(_) => self.order_error = Some(text::bad_seed(&self.seed)),
                }
            }
            if ui
                .button(t!("order-by-hand"))
                .on_hover_text(t!("order-by-hand-tip"))
                .clicked()
            {
                self.hand_order = match self.hand_order {
                    Some(_) => None,
                    None => Some(String::new()),
                };
            }
        });
        if let Some(list) = self.hand_order.as_mut() {
            let mut apply = false;
            ui.horizontal_wrapped(|ui| {
                let l = ui.label(t!("new-order"));
                let r = ui
                    .add(egui::TextEdit::singleline(list).desired_width(360.0))
                    .labelled_by(l.id)
                    .on_hover_text(t!("order-by-hand-tip"));
                apply = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                apply |= ui.button(t!("apply-order")).clicked();
            });
            if apply {
                match number_list(list) {
                    Ok(nos) => {
                        self.order_error = None;
                        self.hand_order = None;
                        cmds.push(Command::OrderPlayers(Order::Hand(nos)));
                    }
                    Err(bad) => self.order_error = Some(text::not_a_number(&bad)),
                }
            }
        }
        if let Some(e) = &self.order_error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
    }

    /// The edited player's requests for rounds not paired yet (Swiss): a bye, and players he
    /// must not meet; each shown with a way to take it back.
    pub(super) fn requests_ui(
        &mut self,
        ui: &mut egui::Ui,
        shared: &Shared,
        t: &Tournament,
        cmds: &mut Vec<Command>,
    ) {
        let Some(e) = self.selected.and_then(|id| super::selected_in(t, id)) else {
            return;
        };
        if t.settings.system.is_round_robin() {
            return;
        }
        let next = t.rounds.len() as u32 + 1;
        // Every round paired: there are no rounds to come to ask for.
        if next > t.settings.rounds {
            return;
        }
        ui.separator();
        ui.strong(t!("requests"));
        if e.withdrawn_from.is_none() {
            if self.bye_round < next || self.bye_round > t.settings.rounds {
                self.bye_round = next;
            }
            ui.horizontal_wrapped(|ui| {
                let l = ui.label(t!("bye-in-round"));
                ui.add(egui::DragValue::new(&mut self.bye_round).range(next..=t.settings.rounds))
                    .labelled_by(l.id);
                for (kind, label) in [
                    (orda_core::tournament::ByeKind::Half, t!("request-half-bye")),
                    (orda_core::tournament::ByeKind::Zero, t!("request-zero-bye")),
                ] {
                    if ui.button(label).clicked() {
                        cmds.push(Command::RequestBye {
                            no: e.no,
                            round: self.bye_round,
                            kind,
                        });
                    }
                }
            });
        }
        for &(no, round, kind) in shared.byes.iter().filter(|b| b.0 == e.no) {
            ui.horizontal_wrapped(|ui| {
                ui.label(text::bye_announced(round.0, kind));
                if ui
                    .button(t!("take-back"))
                    .on_hover_text(t!("take-back-bye-tip"))
                    .clicked()
                {
                    cmds.push(Command::CancelBye { no, round: round.0 });
                }
            });
        }
        let others: Vec<&Entrant> = t.entrants.iter().filter(|o| o.no != e.no).collect();
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(t!("keep-apart-from"));
            let shown = self
                .apart_from
                .and_then(|no| t.entrant(no))
                .map_or_else(String::new, |o| format!("{} {}", o.no, o.name));
            egui::ComboBox::from_id_salt("apart_from")
                .selected_text(shown)
                .width(180.0)
                .show_ui(ui, |ui| {
                    for o in &others {
                        ui.selectable_value(
                            &mut self.apart_from,
                            Some(o.no),
                            format!("{} {}", o.no, o.name),
                        );
                    }
                })
                .response
                .labelled_by(l.id);
            // Only in some rounds (TRF-2026's `260`): a first and a last round.
            let last = t.settings.rounds.max(1);
            let mut only = self.apart_rounds.is_some();
            let check = ui
                .checkbox(&mut only, t!("apart-only-rounds"))
                .on_hover_text(t!("apart-only-rounds-tip"));
            if check.changed() {
                self.apart_rounds = only.then_some((1, last));
            }
            if let Some((first, to)) = self.apart_rounds.as_mut() {
                ui.add(egui::DragValue::new(first).range(1..=last))
                    .labelled_by(check.id);
                let l = ui.label(t!("apart-to-round"));
                ui.add(egui::DragValue::new(to).range(*first..=last))
                    .labelled_by(l.id);
            }
            let b = ui.add_enabled(
                self.apart_from.is_some(),
                egui::Button::new(t!("keep-apart")),
            );
            if b.on_hover_text(t!("keep-apart-tip")).clicked()
                && let Some(b) = self.apart_from
            {
                cmds.push(Command::Forbid {
                    a: e.no,
                    b,
                    keep: true,
                    rounds: self.apart_rounds,
                });
            }
        });
        for k in shared
            .forbidden
            .iter()
            .filter(|k| k.a == e.no || k.b == e.no)
        {
            let other = if k.a == e.no { k.b } else { k.a };
            let name = t.entrant(other).map_or("", |o| o.name.as_str());
            ui.horizontal_wrapped(|ui| {
                ui.label(text::kept_apart_from(other, name, k.rounds));
                if ui.button(t!("allow-meeting")).clicked() {
                    cmds.push(Command::Forbid {
                        a: e.no,
                        b: other,
                        keep: false,
                        rounds: None,
                    });
                }
            });
        }
    }
}
