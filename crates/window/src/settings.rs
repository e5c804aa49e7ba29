//! Tournament settings: every field of the tournament. A field that can no longer change (the
//! system once round 1 is paired, say) is greyed out with the reason beside it.

use super::{Command, Shared};
use orda_core::t;
use orda_core::tournament::Lang;
use orda_core::tournament::manual::{Locks, locks};
use orda_core::tournament::tiebreak::{self, TieBreak};
use orda_core::tournament::{Acceleration, Rules, Settings, System, Tournament};
use orda_core::words;

/// The form: a copy of the settings being edited (the tie-breaks in it, chosen from a list).
#[derive(Default)]
pub struct SettingsView {
    draft: Option<Settings>,
    categories: super::categories::CategoryForm,
    /// A team tournament's tie-breaks as typed while they do not read.
    team_tiebreaks: Option<String>,
    /// Leaving rules mode: 0 not asked, 1 the consequences shown, 2 the last question.
    leaving: u8,
    /// The arbiter's name as typed (kept with the database when he presses Keep); `None`: as
    /// kept.
    arbiter: Option<String>,
}

/// The settings as saved: a text field left empty is no value; a date as typed (`05.03.2026`)
/// as stored (`2026-03-05`), so that a date shown as the language writes it is not a change.
fn tidy(mut s: Settings) -> Settings {
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
    for d in [&mut s.start_date, &mut s.end_date] {
        if let Some(orda_core::formats::dates::DateText::Date(iso)) =
            d.as_deref().map(orda_core::formats::dates::read)
        {
            *d = Some(iso);
        }
    }
    s
}

/// The settings as the form shows them: the dates as the language writes them.
fn shown(mut s: Settings) -> Settings {
    for d in [&mut s.start_date, &mut s.end_date] {
        *d = d.as_deref().map(words::date);
    }
    s
}

fn opt(s: &mut Option<String>) -> &mut String {
    s.get_or_insert_with(String::new)
}

impl SettingsView {
    /// The arbiter's name was kept: the field shows it as kept.
    pub(super) fn arbiter_shown(&mut self) {
        self.arbiter = None;
    }

    /// The arbiter's name, kept with the database (not with a tournament): the journal's who
    /// for what this computer does, in the window and on the command line.
    fn arbiter_ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        let kept = shared.arbiter.clone().unwrap_or_default();
        let name = self.arbiter.get_or_insert_with(|| kept.clone());
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(t!("arbiter-name"));
            ui.add(egui::TextEdit::singleline(name).desired_width(240.0))
                .labelled_by(l.id)
                .on_hover_text(t!("arbiter-name-tip"));
            let changed = name.trim() != kept.trim();
            if ui
                .add_enabled(changed, egui::Button::new(t!("arbiter-name-keep")))
                .clicked()
            {
                cmds.push(Command::SetArbiter(name.clone()));
            }
        });
        ui.weak(t!("arbiter-name-note"));
    }

    /// A category was added: its form starts empty again.
    pub(super) fn category_added(&mut self) {
        self.categories = Default::default();
    }

    /// Starts the form again from the stored settings.
    pub fn reset(&mut self, t: Option<&Tournament>) {
        self.draft = t.map(|t| shown(t.settings.clone()));
    }

    /// The settings edited but not saved, if any.
    pub fn unsaved(&self, t: Option<&Tournament>) -> bool {
        match (&self.draft, t) {
            (Some(d), Some(t)) => d.id == t.settings.id && tidy(d.clone()) != t.settings,
            _ => false,
        }
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
        // Left only through its own question (below), never by the form.
        d.rules_left = t.settings.rules_left;
        let Locks {
            system,
            game,
            acceleration,
            rounds,
            bye_points,
            tiebreaks,
            ..
        } = locks(t);
        let [system, game, acceleration, rounds, bye_points, tiebreaks] =
            [system, game, acceleration, rounds, bye_points, tiebreaks].map(|l| l.map(words::lock));
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
        // The database's, before the tournament's: it names him in every tournament's journal.
        self.arbiter_ui(ui, shared, cmds);
        ui.separator();
        let Some(d) = self.draft.as_mut() else {
            return;
        };
        egui::Grid::new("settings").num_columns(2).show(ui, |ui| {
            let l = ui.label(t!("name"));
            ui.add(egui::TextEdit::singleline(&mut d.name).desired_width(360.0))
                .labelled_by(l.id);
            ui.end_row();
            let l = ui.label(t!("game"));
            locked(ui, &game, &mut |ui| {
                egui::ComboBox::from_id_salt("game")
                    .selected_text(orda_core::words::game_name(d.game))
                    .show_ui(ui, |ui| {
                        for g in orda_core::rules::GameKind::ALL {
                            ui.selectable_value(&mut d.game, g, orda_core::words::game_name(g));
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
            if d.system == System::Swiss {
                ui.label(t!("acceleration"));
                locked(ui, &acceleration, &mut |ui| {
                    ui.radio_value(
                        &mut d.acceleration,
                        Acceleration::None,
                        t!("acceleration-none"),
                    );
                    ui.radio_value(
                        &mut d.acceleration,
                        Acceleration::Baku,
                        t!("acceleration-baku"),
                    )
                    .on_hover_text(t!("acceleration-baku-tip"));
                });
                ui.end_row();
            } else {
                // Only a Swiss is accelerated: a round-robin chosen here drops it.
                d.acceleration = Acceleration::None;
            }
            let l = ui.label(t!("rounds"));
            locked(ui, &rounds, &mut |ui| {
                ui.add(egui::DragValue::new(&mut d.rounds).range(1..=99))
                    .labelled_by(l.id);
            });
            ui.end_row();
            if let Some(team) = d.team.as_mut() {
                // A team tournament: its boards, match points, ranking score and team
                // tie-breaks (docs/teams.md) instead of a player's bye and tie-breaks.
                team_rules(ui, team, &system, &mut self.team_tiebreaks, &locked);
            } else {
                ui.label(t!("bye-points"));
                locked(ui, &bye_points, &mut |ui| {
                    for (h, label) in [(2, "1"), (1, "½"), (0, "0")] {
                        ui.radio_value(&mut d.bye_points, h, label);
                    }
                });
                ui.end_row();
                ui.label(t!("tiebreaks"));
                // The list is tall: the reason it is locked goes under it.
                ui.vertical(|ui| {
                    ui.add_enabled_ui(tiebreaks.is_none(), |ui| {
                        tiebreak_picker(ui, &mut d.tiebreaks, d.system)
                    });
                    if let Some(why) = &tiebreaks {
                        ui.add(egui::Label::new(egui::RichText::new(why).weak()).wrap());
                    }
                });
                ui.end_row();
            }
            ui.label(t!("tiebreak-edition"));
            // The edition is part of the tie-breaks: locked with them.
            locked(ui, &tiebreaks, &mut |ui| {
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
        ui.horizontal(|ui| {
            if ui.button(t!("save-settings")).clicked() {
                cmds.push(Command::SaveSettings(tidy(d.clone())));
            }
            if ui.button(t!("revert")).clicked() {
                *d = shown(t.settings.clone());
            }
            if tidy(d.clone()) != t.settings {
                ui.colored_label(ui.visuals().warn_fg_color, t!("unsaved-note"));
            }
        });
        ui.separator();
        self.rules_mode_ui(ui, t, cmds);
        ui.separator();
        event_choice(ui, shared, cmds);
        egui::CollapsingHeader::new(t!("categories"))
            .default_open(true)
            .show(ui, |ui| self.categories.ui(ui, shared, cmds));
    }
}

impl SettingsView {
    /// Rules mode: kept (the default) or left, and the way out, asked in two steps with what
    /// it means (docs/compliance.md); cancelling at either step changes nothing.
    fn rules_mode_ui(&mut self, ui: &mut egui::Ui, t: &Tournament, cmds: &mut Vec<Command>) {
        if let Some(round) = t.settings.rules_left {
            self.leaving = 0;
            ui.colored_label(
                ui.visuals().warn_fg_color,
                t!("sheet-rules-left", round = round),
            );
            return;
        }
        ui.horizontal_wrapped(|ui| {
            ui.label(t!("rules-mode-on"));
            if ui.button(t!("leave-rules-mode")).clicked() {
                self.leaving = 1;
            }
        });
        if self.leaving == 0 {
            return;
        }
        let modal = egui::Modal::new(egui::Id::unique("leave_rules")).show(ui.ctx(), |ui| {
            ui.set_max_width(520.0);
            if self.leaving == 1 {
                ui.strong(t!("leave-rules-mode"));
                ui.label(t!("leave-rules-consequences"));
                ui.horizontal(|ui| {
                    if ui.button(t!("leave-rules-continue")).clicked() {
                        self.leaving = 2;
                    }
                    if ui.button(t!("cancel")).clicked() {
                        self.leaving = 0;
                    }
                });
            } else {
                ui.strong(t!("leave-rules-stay-question"));
                ui.horizontal(|ui| {
                    if ui.button(t!("leave-rules-stay")).clicked() {
                        self.leaving = 0;
                    }
                    if ui.button(t!("leave-rules-for-good")).clicked() {
                        cmds.push(Command::LeaveRulesMode);
                        self.leaving = 0;
                    }
                });
            }
        });
        if modal.should_close() {
            self.leaving = 0;
        }
    }
}

/// Shows a control enabled, or disabled with the reason it is locked.
type Locked = dyn Fn(&mut egui::Ui, &Option<String>, &mut dyn FnMut(&mut egui::Ui));

/// A team tournament's rules in the settings' grid: boards (locked once round 1 is paired),
/// match points, the score that ranks, the team tie-breaks as FIDE-TEC codes (`typed`: the
/// codes as typed while the field is edited, or while they do not read).
fn team_rules(
    ui: &mut egui::Ui,
    team: &mut orda_core::tournament::team::TeamRules,
    lock: &Option<String>,
    typed: &mut Option<String>,
    locked: &Locked,
) {
    use orda_core::tournament::team::{Primary, TeamTieBreak};
    let l = ui.label(t!("team-boards"));
    locked(ui, lock, &mut |ui| {
        ui.add(egui::DragValue::new(&mut team.boards).range(1..=50))
            .labelled_by(l.id);
    });
    ui.end_row();
    ui.label(t!("team-match-points"));
    ui.horizontal(|ui| {
        for v in [
            &mut team.points.win,
            &mut team.points.draw,
            &mut team.points.loss,
        ] {
            ui.add(egui::DragValue::new(v).range(0..=10));
        }
    });
    ui.end_row();
    ui.label(t!("team-ranked-by"));
    ui.horizontal(|ui| {
        ui.radio_value(&mut team.ranked_by, Primary::Mp, t!("team-ranked-mp"));
        ui.radio_value(&mut team.ranked_by, Primary::Gp, t!("team-ranked-gp"));
    });
    ui.end_row();
    let l = ui.label(t!("team-tiebreaks"));
    ui.horizontal(|ui| {
        let mut text = typed
            .clone()
            .unwrap_or_else(|| TeamTieBreak::codes(&team.tiebreaks));
        let r = ui
            .add(egui::TextEdit::singleline(&mut text).desired_width(260.0))
            .labelled_by(l.id)
            .on_hover_text(t!("team-tiebreaks-tip"));
        // The text is kept as typed while the field is edited (a list is read at every key:
        // "EDE," reads, and must not lose its comma); it shows the list again once left.
        if r.changed() {
            if let Ok(list) = TeamTieBreak::parse_list(&text) {
                team.tiebreaks = list;
            }
            *typed = Some(text.clone());
        }
        if r.lost_focus() && TeamTieBreak::parse_list(&text).is_ok() {
            *typed = None;
        }
        if let Some(t) = typed
            && let Err(code) = TeamTieBreak::parse_list(t)
        {
            ui.colored_label(
                ui.visuals().error_fg_color,
                t!("team-bad-tiebreak", code = code),
            );
        }
    });
    ui.end_row();
}

/// Which event the tournament is a section of: chosen at once (stored when changed).
fn event_choice(ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
    let now = shared.awards.event;
    let name = |id: Option<orda_core::tournament::EventId>| match id {
        None => t!("no-event-chosen"),
        Some(id) => shared
            .events
            .iter()
            .find(|(e, _)| e.id == id)
            .map(|(e, _)| e.name.clone())
            .unwrap_or_default(),
    };
    let mut chosen = now;
    ui.horizontal(|ui| {
        let l = ui.label(t!("section-of"));
        egui::ComboBox::from_id_salt("section_of")
            .selected_text(name(now))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut chosen, None, name(None));
                for (e, _) in &shared.events {
                    ui.selectable_value(&mut chosen, Some(e.id), &e.name);
                }
            })
            .response
            .labelled_by(l.id);
    });
    if chosen != now {
        cmds.push(Command::Award(super::awards::AwardCmd::SetSection(chosen)));
    }
}

/// The tie-breaks in order, each with its FIDE code and name: moved up and down (buttons, or
/// dragged by its handle), taken out, and added from the ones not chosen.
fn tiebreak_picker(ui: &mut egui::Ui, list: &mut Vec<TieBreak>, system: System) {
    ui.vertical(|ui| {
        let mut action: Option<(usize, Move)> = None;
        // A grid, so that the buttons of every row stand in one column.
        egui::Grid::new("tiebreak_list")
            .num_columns(5)
            .spacing([6.0, 2.0])
            .show(ui, |ui| {
                for (i, tb) in list.iter().enumerate() {
                    let id = ui.scope_id().with(("tiebreak-row", i));
                    ui.dnd_drag_source(id, i, |ui| {
                        ui.label("☰");
                    })
                    .response
                    .on_hover_text(t!("tiebreak-drag"));
                    let row = ui.label(format!(
                        "{}. {}  {}",
                        i + 1,
                        tb.code(),
                        orda_core::words::tiebreak_name(*tb)
                    ));
                    // Another row dropped on this one takes its place.
                    if let Some(from) = row.dnd_release_payload::<usize>() {
                        action = Some((*from, Move::To(i)));
                    }
                    let up = ui
                        .add_enabled(i > 0, egui::Button::new("↑").small())
                        .on_hover_text(t!("tiebreak-up"));
                    if up.clicked() {
                        action = Some((i, Move::To(i - 1)));
                    }
                    let down = ui
                        .add_enabled(i + 1 < list.len(), egui::Button::new("↓").small())
                        .on_hover_text(t!("tiebreak-down"));
                    if down.clicked() {
                        action = Some((i, Move::To(i + 1)));
                    }
                    let out = ui
                        .add(egui::Button::new("✕").small())
                        .on_hover_text(t!("tiebreak-remove"));
                    if out.clicked() {
                        action = Some((i, Move::Out));
                    }
                    ui.end_row();
                }
            });
        if list.is_empty() {
            ui.weak(t!("tiebreak-none"));
        }
        match action {
            Some((from, Move::To(to))) if from < list.len() && to < list.len() => {
                let tb = list.remove(from);
                list.insert(to, tb);
            }
            Some((i, Move::Out)) if i < list.len() => {
                list.remove(i);
            }
            _ => {}
        }
        let rest: Vec<TieBreak> = tiebreak::offered(system)
            .filter(|tb| !list.contains(tb))
            .collect();
        if !rest.is_empty() {
            let add = t!("tiebreak-add");
            egui::ComboBox::from_id_salt("add-tiebreak")
                .selected_text(&add)
                .width(320.0)
                .show_ui(ui, |ui| {
                    for tb in rest {
                        let label =
                            format!("{}  {}", tb.code(), orda_core::words::tiebreak_name(tb));
                        if ui.selectable_label(false, label).clicked() {
                            list.push(tb);
                        }
                    }
                })
                .response
                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::ComboBox, true, &add));
        }
    });
}

/// What a button or a drop does to a tie-break of the list.
#[derive(Clone, Copy)]
enum Move {
    /// To this place.
    To(usize),
    /// Out of the list.
    Out,
}
