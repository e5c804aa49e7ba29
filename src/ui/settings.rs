//! Tournament settings: every field of the tournament. A field that can no longer change (the
//! system once round 1 is paired, say) is greyed out with the reason beside it.

use super::{Command, Shared, text};
use crate::t;
use crate::tournament::Lang;
use crate::tournament::manual::{Locks, locks};
use crate::tournament::tiebreak;
use crate::tournament::{Rules, Settings, Tournament};
use crate::words;

/// The form: a copy of the settings being edited, and the tie-break list as typed.
#[derive(Default)]
pub struct SettingsView {
    draft: Option<Settings>,
    tiebreaks: String,
    error: Option<String>,
}

fn opt(s: &mut Option<String>) -> &mut String {
    s.get_or_insert_with(String::new)
}

impl SettingsView {
    /// Starts the form again from the stored settings.
    pub fn reset(&mut self, t: Option<&Tournament>) {
        self.draft = t.map(|t| t.settings.clone());
        self.tiebreaks = t.map_or_else(String::new, |t| tiebreak::codes(&t.settings.tiebreaks));
        self.error = None;
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        let Some(t) = &shared.t else {
            return;
        };
        if self.draft.as_ref().is_none_or(|d| d.id != t.settings.id) {
            self.reset(Some(t));
        }
        let Some(d) = self.draft.as_mut() else {
            return;
        };
        let Locks {
            system,
            game,
            rounds,
            bye_points,
        } = locks(t);
        let [system, game, rounds, bye_points] =
            [system, game, rounds, bye_points].map(|l| l.map(words::lock));
        let locked =
            |ui: &mut egui::Ui, why: &Option<String>, add: &mut dyn FnMut(&mut egui::Ui)| {
                // Wrapped: the reason may be longer than the window is wide (Russian at 1024).
                ui.horizontal_wrapped(|ui| {
                    ui.add_enabled_ui(why.is_none(), |ui| add(ui));
                    if let Some(why) = why {
                        ui.add(egui::Label::new(egui::RichText::new(why).weak()).wrap());
                    }
                });
            };
        egui::Grid::new("settings").num_columns(2).show(ui, |ui| {
            let l = ui.label(t!("name"));
            ui.add(egui::TextEdit::singleline(&mut d.name).desired_width(360.0))
                .labelled_by(l.id);
            ui.end_row();
            let l = ui.label(t!("game"));
            locked(ui, &game, &mut |ui| {
                egui::ComboBox::from_id_salt("game")
                    .selected_text(crate::words::game_name(d.game))
                    .show_ui(ui, |ui| {
                        for g in crate::rules::GameKind::ALL {
                            ui.selectable_value(&mut d.game, g, crate::words::game_name(g));
                        }
                    })
                    .response
                    .labelled_by(l.id);
            });
            ui.end_row();
            let l = ui.label(t!("system"));
            locked(ui, &system, &mut |ui| {
                super::start::system_combo(ui, "system", &mut d.system, l.id)
            });
            ui.end_row();
            let l = ui.label(t!("rounds"));
            locked(ui, &rounds, &mut |ui| {
                ui.add(egui::DragValue::new(&mut d.rounds).range(1..=99))
                    .labelled_by(l.id);
            });
            ui.end_row();
            ui.label(t!("bye-points"));
            locked(ui, &bye_points, &mut |ui| {
                for (h, label) in [(2, "1"), (1, "½"), (0, "0")] {
                    ui.radio_value(&mut d.bye_points, h, label);
                }
            });
            ui.end_row();
            let l = ui.label(t!("tiebreaks"));
            ui.vertical(|ui| {
                ui.add(egui::TextEdit::singleline(&mut self.tiebreaks).desired_width(360.0))
                    .labelled_by(l.id);
                // Every code, its name in the window's language on hover.
                ui.horizontal_wrapped(|ui| {
                    for tb in tiebreak::ALL {
                        ui.weak(tb.code())
                            .on_hover_text(crate::words::tiebreak_name(tb));
                    }
                });
            });
            ui.end_row();
            ui.label(t!("tiebreak-edition"));
            ui.horizontal(|ui| {
                ui.radio_value(&mut d.rules, Rules::C07of2026, "2026");
                ui.radio_value(&mut d.rules, Rules::C07of2024, "2024");
            });
            ui.end_row();
            for (label, field) in [
                (t!("venue"), &mut d.venue),
                (t!("start-date"), &mut d.start_date),
                (t!("end-date"), &mut d.end_date),
                (t!("arbiter"), &mut d.chief_arbiter),
                (t!("time-control"), &mut d.time_control),
            ] {
                let l = ui.label(label);
                ui.add(egui::TextEdit::singleline(opt(field)).desired_width(360.0))
                    .labelled_by(l.id);
                ui.end_row();
            }
            let l = ui.label(t!("publication-lang"));
            let name = |p: Option<Lang>| {
                p.map_or_else(|| t!("publication-lang-window"), |l| l.native_name().into())
            };
            egui::ComboBox::from_id_salt("publication")
                .selected_text(name(d.publication))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut d.publication, None, name(None));
                    for lang in Lang::ALL {
                        ui.selectable_value(&mut d.publication, Some(lang), name(Some(lang)));
                    }
                })
                .response
                .on_hover_text(t!("publication-lang-tip"))
                .labelled_by(l.id);
            ui.end_row();
        });
        if let Some(e) = &self.error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        ui.horizontal(|ui| {
            if ui.button(t!("save-settings")).clicked() {
                match tiebreak::parse_list(&self.tiebreaks) {
                    Ok(list) => {
                        let mut s = d.clone();
                        s.tiebreaks = list;
                        for f in [
                            &mut s.venue,
                            &mut s.start_date,
                            &mut s.end_date,
                            &mut s.chief_arbiter,
                            &mut s.time_control,
                        ] {
                            if f.as_deref().is_some_and(|v| v.trim().is_empty()) {
                                *f = None;
                            }
                        }
                        self.error = None;
                        cmds.push(Command::SaveSettings(s));
                    }
                    Err(code) => self.error = Some(text::bad_tiebreak(&code)),
                }
            }
            if ui.button(t!("revert")).clicked() {
                *d = t.settings.clone();
                self.tiebreaks = tiebreak::codes(&t.settings.tiebreaks);
            }
        });
    }
}
