//! The Teams view: team standings of the open tournament (best N players of each region, club
//! or team, live after every round), and the event's team standing over its sections.

use super::awards::AwardCmd;
use super::{Command, Shared};
use crate::app::federation as fed;
use crate::t;
use crate::tournament::teams::{TeamBy, TeamTb};
use crate::words::federation as w;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Tab {
    #[default]
    Tournament,
    Event,
}

/// The Teams view's state.
#[derive(Default)]
pub struct TeamsView {
    tab: Tab,
}

impl TeamsView {
    pub fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        let Some(t) = &shared.t else {
            return;
        };
        if let Some((e, _)) = &shared.event {
            ui.horizontal(|ui| {
                ui.selectable_value(&mut self.tab, Tab::Tournament, &t.settings.name);
                ui.selectable_value(&mut self.tab, Tab::Event, &e.name);
            });
        } else {
            self.tab = Tab::Tournament;
        }
        if let (Tab::Event, Some((e, sections))) = (self.tab, &shared.event) {
            let lines = fed::event_teams(e, sections);
            let sheet = w::event_teams_sheet(e, sections, &lines, false);
            ui.heading(&sheet.subtitle);
            super::standings::sheet_table(ui, "event_teams", &sheet, None);
            for n in &sheet.notes {
                ui.weak(n);
            }
            ui.separator();
            let overview = w::event_overview(e, sections);
            ui.heading(&overview.subtitle);
            super::standings::sheet_table(ui, "event_sections", &overview, None);
            return;
        }
        let a = &shared.awards;
        let mut teams = a.teams.clone();
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(t!("team-by"));
            egui::ComboBox::from_id_salt("team_by")
                .selected_text(w::team_by_name(teams.by))
                .show_ui(ui, |ui| {
                    for by in [TeamBy::Region, TeamBy::Club, TeamBy::Team] {
                        ui.selectable_value(&mut teams.by, by, w::team_by_name(by));
                    }
                })
                .response
                .labelled_by(l.id);
            let l = ui.label(t!("team-best"));
            ui.add(egui::DragValue::new(&mut teams.best).range(1..=20))
                .labelled_by(l.id);
            ui.label(t!("team-ties"));
            for tb in [TeamTb::Next, TeamTb::Best, TeamTb::Total] {
                let mut on = teams.tiebreaks.contains(&tb);
                if ui.checkbox(&mut on, w::team_tb_name(tb, false)).changed() {
                    if on {
                        teams.tiebreaks.push(tb);
                    } else {
                        teams.tiebreaks.retain(|x| *x != tb);
                    }
                }
            }
        });
        if teams != a.teams {
            cmds.push(Command::Award(AwardCmd::Rules {
                teams: teams.clone(),
                ties: a.ties,
                precedence: a.precedence,
            }));
        }
        let upto = t.completed_rounds();
        let Ok(lines) = fed::team_standings(t, a, upto, None, None) else {
            return;
        };
        let sheet = w::teams_sheet(
            t,
            &lines,
            a.teams.by,
            a.teams.best,
            &a.teams.tiebreaks,
            upto,
            false,
        );
        ui.heading(&sheet.subtitle);
        if lines.is_empty() {
            ui.label(t!("no-teams"));
        }
        super::standings::sheet_table(ui, "teams", &sheet, None);
        for n in &sheet.notes {
            ui.weak(n);
        }
    }
}
