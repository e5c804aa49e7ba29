//! Start: recent databases, open or create one, the tournaments in it with their progress, and
//! a new tournament.

use orda_core::t;
use std::path::PathBuf;

use super::{Command, Pick, Shared, text};
use orda_core::rules::GameKind;
use orda_core::tournament::{Settings, System, TournamentId};

/// The start view's own state: the path typed and the new tournament's fields.
pub struct StartView {
    pub path: String,
    pub name: String,
    pub system: System,
    pub rounds: u32,
    pub game: GameKind,
    /// A tournament whose deletion waits for the arbiter's confirmation.
    confirm_delete: Option<TournamentId>,
    /// A TRF file's path, typed.
    pub trf_path: String,
    /// The event a new tournament is a section of.
    pub event: Option<orda_core::tournament::EventId>,
    /// A new event's name, typed.
    pub event_name: String,
    /// The port the live results page is published on.
    pub port: u16,
    /// A team tournament: the boards of a match (`None`: an individual tournament).
    pub boards: Option<u32>,
}

impl Default for StartView {
    fn default() -> Self {
        StartView {
            path: String::new(),
            name: String::new(),
            system: System::Swiss,
            rounds: 9,
            game: GameKind::Togyzkumalak,
            confirm_delete: None,
            trf_path: String::new(),
            event: None,
            event_name: String::new(),
            port: 8080,
            boards: None,
        }
    }
}

impl StartView {
    pub fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        ui.heading(t!("recent"));
        if shared.recent.is_empty() {
            ui.label(t!("no-recent"));
        }
        for p in &shared.recent {
            if ui.link(p.display().to_string()).clicked() {
                cmds.push(Command::OpenDb(p.clone()));
            }
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            if ui.button(t!("new-database")).clicked() {
                cmds.push(Command::PickFile(Pick::NewDb));
            }
            if ui.button(t!("open-database")).clicked() {
                cmds.push(Command::PickFile(Pick::OpenDb));
            }
        });
        ui.horizontal(|ui| {
            let l = ui.label(t!("database-path"));
            let r = ui
                .add(egui::TextEdit::singleline(&mut self.path).desired_width(360.0))
                .labelled_by(l.id);
            let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            let clicked = ui
                .button(t!("open-path"))
                .on_hover_text(text::with_key(&t!("open-path-tip"), "Enter"))
                .clicked();
            if (enter || clicked) && !self.path.trim().is_empty() {
                cmds.push(Command::OpenDb(PathBuf::from(self.path.trim())));
            }
        });
        ui.separator();
        ui.heading(t!("tournaments"));
        if shared.db_path.is_none() {
            ui.label(t!("no-database"));
            return;
        }
        if shared.list_stale {
            cmds.push(Command::LoadList);
        } else if shared.tournaments.is_empty() {
            ui.label(t!("no-tournaments"));
        }
        egui::Grid::new("tournaments").striped(true).show(ui, |ui| {
            for t in &shared.tournaments {
                let open = shared.t.as_ref().is_some_and(|x| x.settings.id == t.id);
                if ui.selectable_label(open, &t.name).clicked() {
                    cmds.push(Command::SelectTournament(t.id));
                }
                ui.label(t.system());
                ui.label(t.progress());
                if ui
                    .small_button(t!("delete-tournament"))
                    .on_hover_text(t!("delete-tournament-tip"))
                    .clicked()
                {
                    self.confirm_delete = Some(t.id);
                }
                ui.end_row();
            }
        });
        if let Some(t) = self
            .confirm_delete
            .and_then(|id| shared.tournaments.iter().find(|t| t.id == id))
        {
            let mut close = false;
            egui::Window::new(t!("delete-tournament-title"))
                .collapsible(false)
                .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
                .show(ui.ctx(), |ui| {
                    ui.label(text::confirm_delete_tournament(&t.name, &t.progress()));
                    ui.horizontal(|ui| {
                        if ui.button(t!("confirm-delete")).clicked() {
                            cmds.push(Command::DeleteTournament(t.id));
                            close = true;
                        }
                        if ui.button(t!("cancel")).clicked() {
                            close = true;
                        }
                    });
                });
            if close {
                self.confirm_delete = None;
            }
        }
        ui.separator();
        ui.heading(t!("new-tournament"));
        egui::Grid::new("new_tournament").show(ui, |ui| {
            let l = ui.label(t!("name"));
            ui.add(egui::TextEdit::singleline(&mut self.name).desired_width(300.0))
                .labelled_by(l.id);
            ui.end_row();
            ui.label(t!("game"));
            ui.horizontal(|ui| {
                for g in GameKind::ALL {
                    ui.radio_value(&mut self.game, g, orda_core::words::game_name(g));
                }
            });
            ui.end_row();
            let l = ui.label(t!("system"));
            system_combo(ui, "new_system", &mut self.system, l.id);
            ui.end_row();
            let l = ui.label(t!("rounds"));
            ui.add(egui::DragValue::new(&mut self.rounds).range(1..=99))
                .labelled_by(l.id);
            ui.end_row();
            ui.label("");
            ui.horizontal(|ui| {
                let mut team = self.boards.is_some();
                if ui.checkbox(&mut team, t!("team-tournament")).changed() {
                    self.boards =
                        team.then_some(orda_core::tournament::team::TeamRules::DEFAULT_BOARDS);
                }
                if let Some(b) = &mut self.boards {
                    let l = ui.label(t!("team-boards"));
                    ui.add(egui::DragValue::new(b).range(1..=50))
                        .labelled_by(l.id);
                }
            });
            ui.end_row();
            if !shared.events.is_empty() {
                let l = ui.label(t!("section-of"));
                let name = |id: Option<orda_core::tournament::EventId>| {
                    shared
                        .events
                        .iter()
                        .find(|(e, _)| Some(e.id) == id)
                        .map_or_else(|| t!("no-event-chosen"), |(e, _)| e.name.clone())
                };
                egui::ComboBox::from_id_salt("new_section_of")
                    .selected_text(name(self.event))
                    .show_ui(ui, |ui| {
                        ui.selectable_value(&mut self.event, None, name(None));
                        for (e, _) in &shared.events {
                            ui.selectable_value(&mut self.event, Some(e.id), &e.name);
                        }
                    })
                    .response
                    .labelled_by(l.id);
                ui.end_row();
            }
        });
        if ui.button(t!("create")).clicked() {
            let mut s = Settings::new(self.name.trim(), self.system, self.rounds);
            s.game = self.game;
            s.team = self.boards.map(|b| {
                orda_core::tournament::team::TeamRules::new(b, self.system.is_round_robin())
            });
            cmds.push(match self.event {
                Some(e) => Command::CreateSection(s, e),
                None => Command::CreateTournament(s),
            });
        }

        ui.separator();
        ui.horizontal(|ui| {
            if ui
                .button(t!("import-trf"))
                .on_hover_text(t!("import-trf-tip"))
                .clicked()
            {
                cmds.push(Command::PickFile(Pick::ImportTrf));
            }
            let l = ui.label(t!("or-path"));
            let r = ui
                .add(egui::TextEdit::singleline(&mut self.trf_path).desired_width(360.0))
                .labelled_by(l.id);
            let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button(t!("import")).clicked() || enter) && !self.trf_path.trim().is_empty() {
                cmds.push(Command::ImportTrf(PathBuf::from(self.trf_path.trim())));
            }
        });
        ui.separator();
        self.events_ui(ui, shared, cmds);
        ui.separator();
        super::publish::publish_ui(ui, &mut self.port, shared, cmds);
    }
}

impl StartView {
    /// The file's events: each with its sections (click one to open it), and a new event.
    fn events_ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        ui.heading(t!("events"));
        if shared.events.is_empty() {
            ui.label(t!("no-events"));
        }
        for (e, sections) in &shared.events {
            ui.strong(&e.name);
            ui.indent(e.id, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for id in sections {
                        if let Some(s) = shared.tournaments.iter().find(|s| s.id == *id) {
                            let open = shared.t.as_ref().is_some_and(|x| x.settings.id == *id);
                            if ui
                                .selectable_label(open, format!("{} ({})", s.name, s.progress()))
                                .clicked()
                            {
                                cmds.push(Command::SelectTournament(*id));
                            }
                        }
                    }
                    if sections.is_empty() {
                        ui.weak(t!("event-no-sections"));
                    }
                });
            });
        }
        ui.horizontal(|ui| {
            let l = ui.label(t!("event-name"));
            ui.add(egui::TextEdit::singleline(&mut self.event_name).desired_width(300.0))
                .labelled_by(l.id);
            if ui.button(t!("create-event")).clicked() {
                let e = orda_core::tournament::event::Event::new(self.event_name.trim());
                cmds.push(Command::Award(super::awards::AwardCmd::CreateEvent(e)));
                self.event_name.clear();
            }
        });
    }
}

/// A drop-down of the pairing systems.
pub(super) fn system_combo(ui: &mut egui::Ui, id: &str, system: &mut System, label: egui::Id) {
    egui::ComboBox::from_id_salt(id)
        .selected_text(orda_core::words::system_name(*system))
        .show_ui(ui, |ui| {
            for s in [System::Swiss, System::RoundRobin, System::DoubleRoundRobin] {
                ui.selectable_value(system, s, orda_core::words::system_name(s));
            }
        })
        .response
        .labelled_by(label);
}
