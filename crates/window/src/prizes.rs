//! The Prizes view: the prize list after the last complete round (who takes which prize, the
//! money tied players share), and the prizes and sharing rules that make it.

use super::awards::AwardCmd;
use super::{Command, Shared};
use orda_core::formats::sheet::Sheet;
use orda_core::t;
use orda_core::tournament::prizes::{Precedence, Prize, Ties};
use orda_core::words::federation as w;

/// The form for a new prize.
struct PrizeForm {
    /// The category ('' overall).
    list: String,
    place: u32,
    amount: String,
    label: String,
    shared: bool,
}

impl Default for PrizeForm {
    fn default() -> PrizeForm {
        PrizeForm {
            list: String::new(),
            place: 1,
            amount: String::new(),
            label: String::new(),
            shared: orda_core::tournament::prizes::shared_by_default(""),
        }
    }
}

/// The Prizes view's state.
#[derive(Default)]
pub struct PrizesView {
    form: PrizeForm,
    /// The currency as typed, with the one stored when typing began (another stored since, or
    /// another tournament's: the field shows it again).
    currency: Option<(String, String)>,
    /// The prize list last computed, for the tournament's version: standings of a large
    /// event are not worked out again every frame.
    cache: Option<(u64, Sheet)>,
}

fn list_name(category: &str) -> String {
    if category.is_empty() {
        t!("prizes-overall")
    } else {
        category.to_string()
    }
}

impl PrizesView {
    pub fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        let Some(t) = &shared.t else {
            return;
        };
        let a = &shared.awards;
        let upto = t.completed_rounds();
        egui::ScrollArea::vertical().show(ui, |ui| {
            // The form first: it stays where it is while the prizes it adds lengthen the lists
            // under it.
            egui::CollapsingHeader::new(t!("define-prizes"))
                .default_open(a.prizes.is_empty())
                .show(ui, |ui| self.define(ui, shared, cmds));
            ui.separator();
            ui.heading(t!("sheet-prizes", round = upto));
            if a.prizes.is_empty() {
                ui.label(t!("no-prizes"));
            } else {
                if self.cache.as_ref().is_none_or(|c| c.0 != shared.version) {
                    let sheet = w::prizes_sheet(t, a, upto, false);
                    self.cache = Some((shared.version, sheet));
                }
                if let Some((_, sheet)) = &self.cache {
                    super::standings::sheet_table(ui, "prize_list", sheet, None);
                    for n in &sheet.notes {
                        ui.weak(n);
                    }
                }
            }
        });
    }

    fn define(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        let a = &shared.awards;
        let (mut ties, mut precedence) = (a.ties, a.precedence);
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("prize-ties"));
            ui.radio_value(&mut ties, Ties::Equal, t!("prize-ties-equal"));
            ui.radio_value(&mut ties, Ties::Tiebreak, t!("prize-ties-tiebreak"));
            ui.radio_value(&mut ties, Ties::Hort, t!("prize-ties-hort"));
        });
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("prize-precedence"));
            ui.radio_value(
                &mut precedence,
                Precedence::Overall,
                t!("precedence-overall"),
            );
            ui.radio_value(
                &mut precedence,
                Precedence::Category,
                t!("precedence-category"),
            );
        });
        if (ties, precedence) != (a.ties, a.precedence) {
            cmds.push(Command::Award(AwardCmd::Rules {
                teams: a.teams.clone(),
                ties,
                precedence,
                currency: None,
            }));
        }
        // The currency every amount is printed with (₸ when none is set).
        let kept = a
            .currency
            .clone()
            .unwrap_or_else(|| orda_core::words::federation::DEFAULT_CURRENCY.to_string());
        let mut typed = match self.currency.take() {
            Some((typed, basis)) if basis == kept => typed,
            _ => kept.clone(),
        };
        let mut keep = false;
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(t!("prize-currency"));
            ui.add(egui::TextEdit::singleline(&mut typed).desired_width(60.0))
                .labelled_by(l.id);
            keep = ui
                .add_enabled(
                    typed.trim() != kept,
                    egui::Button::new(t!("prize-currency-keep")),
                )
                .clicked();
        });
        if keep {
            cmds.push(Command::Award(AwardCmd::Rules {
                teams: a.teams.clone(),
                ties: a.ties,
                precedence: a.precedence,
                currency: Some(typed),
            }));
        } else {
            self.currency = Some((typed, kept));
        }
        let f = &mut self.form;
        egui::Grid::new("new_prize").num_columns(2).show(ui, |ui| {
            let l = ui.label(t!("col-category"));
            let list = f.list.clone();
            egui::ComboBox::from_id_salt("prize_list")
                .selected_text(list_name(&f.list))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut f.list, String::new(), t!("prizes-overall"));
                    for c in &a.categories {
                        ui.selectable_value(&mut f.list, c.name.clone(), &c.name);
                    }
                })
                .response
                .labelled_by(l.id);
            // Another list: its prizes' sharing as the rules have it, until ticked otherwise,
            // and its next place (a category's first prize is for its 1st place).
            if f.list != list {
                f.shared = orda_core::tournament::prizes::shared_by_default(&f.list);
                f.place = orda_core::tournament::prizes::next_place(&a.prizes, &f.list);
            }
            ui.end_row();
            let l = ui.label(t!("col-place"));
            ui.add(egui::DragValue::new(&mut f.place).range(1..=999))
                .labelled_by(l.id);
            ui.end_row();
            let l = ui.label(t!("col-amount"));
            ui.add(egui::TextEdit::singleline(&mut f.amount).desired_width(120.0))
                .labelled_by(l.id);
            ui.end_row();
            let l = ui.label(t!("prize-name"));
            ui.add(egui::TextEdit::singleline(&mut f.label).desired_width(200.0))
                .labelled_by(l.id);
            ui.end_row();
            ui.label("");
            ui.checkbox(&mut f.shared, t!("prize-shared"));
            ui.end_row();
        });
        if ui.button(t!("add-prize")).clicked() {
            let amount = f.amount.trim().replace([' ', '\u{a0}'], "");
            match (amount.is_empty(), amount.parse::<u32>()) {
                (false, Err(_)) => {
                    cmds.push(Command::Say(t!("bad-amount", amount = f.amount.as_str())));
                }
                (empty, parsed) => {
                    let amount = if empty { 0 } else { parsed.unwrap_or(0) };
                    let label = f.label.trim();
                    cmds.push(Command::Award(AwardCmd::PutPrize(Prize {
                        category: f.list.clone(),
                        place: f.place,
                        amount,
                        label: (!label.is_empty()).then(|| label.to_string()),
                        shared: f.shared,
                    })));
                    f.place += 1;
                    f.amount.clear();
                    f.label.clear();
                }
            }
        }
        // The prizes defined, under the form: the form stays where it is as the list grows.
        ui.separator();
        egui::Grid::new("prizes").striped(true).show(ui, |ui| {
            for p in &a.prizes {
                ui.label(list_name(&p.category));
                ui.label(t!("prize-place", place = p.place));
                ui.label(w::prize_text(p));
                ui.label(if p.shared {
                    t!("cli-prize-shared")
                } else {
                    t!("cli-prize-not-shared")
                });
                if ui.small_button(t!("remove")).clicked() {
                    cmds.push(Command::Award(AwardCmd::RemovePrize {
                        category: p.category.clone(),
                        place: p.place,
                    }));
                }
                ui.end_row();
            }
        });
    }
}
