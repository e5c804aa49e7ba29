//! The Teams view: team standings of the open tournament (best N players of each region, club
//! or team, live after every round), and the event's team standing over its sections.

use super::awards::AwardCmd;
use super::{Command, Shared};
use orda_core::app::federation as fed;
use orda_core::formats::sheet::Sheet;
use orda_core::t;
use orda_core::tournament::event::Event;
use orda_core::tournament::teams::{Scoring, TeamBy, TeamTb};
use orda_core::words::federation as w;

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
    /// The event's points for places as typed (`None`: as stored).
    places: Option<String>,
    /// Points for places chosen, the table not applied yet.
    places_open: bool,
    /// The tables last computed, for (the tournament's version, tab): standings are not worked
    /// out again every frame.
    cache: Option<((u64, Tab), Vec<Sheet>)>,
    /// A team tournament's teams and line-ups.
    play: super::team_play::TeamPlay,
}

impl TeamsView {
    pub fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        let Some(t) = &shared.t else {
            return;
        };
        if t.settings.team.is_some() {
            self.play.ui(ui, shared, t, cmds);
            return;
        }
        if let Some((e, _)) = &shared.event {
            ui.horizontal(|ui| {
                ui.selectable_value(&mut self.tab, Tab::Tournament, &t.settings.name);
                ui.selectable_value(&mut self.tab, Tab::Event, &e.name);
            });
        } else {
            self.tab = Tab::Tournament;
        }
        if self.tab == Tab::Event && shared.sections_at != shared.version {
            cmds.push(Command::LoadSections);
            return;
        }
        let key = (shared.version, self.tab);
        if self.cache.as_ref().is_none_or(|c| c.0 != key) {
            self.cache = Some((key, tables(shared, t, self.tab)));
        }
        if let (Tab::Event, Some((e, _))) = (self.tab, &shared.event) {
            self.event_rule(ui, e, cmds);
        }
        if let (Tab::Event, Some((_, sheets))) = (self.tab, &self.cache) {
            for (i, sheet) in sheets.iter().enumerate() {
                if i > 0 {
                    ui.separator();
                }
                ui.heading(&sheet.subtitle);
                ui.push_id(i, |ui| {
                    super::standings::sheet_table(ui, "event_table", sheet, None);
                });
                for n in &sheet.notes {
                    ui.weak(n);
                }
            }
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
                currency: None,
            }));
        }
        let Some((_, sheets)) = &self.cache else {
            return;
        };
        let Some(sheet) = sheets.first() else {
            return;
        };
        ui.heading(&sheet.subtitle);
        if sheet.rows.is_empty() {
            ui.label(t!("no-teams"));
        }
        super::standings::sheet_table(ui, "teams", sheet, None);
        for n in &sheet.notes {
            ui.weak(n);
        }
    }
}

impl TeamsView {
    /// The event's team rule: what makes a team, how many count, points or points for places
    /// (the table typed and applied with its button).
    fn event_rule(&mut self, ui: &mut egui::Ui, e: &Event, cmds: &mut Vec<Command>) {
        let mut new = e.clone();
        let stored = match &e.scoring {
            Scoring::Places(t) => t.iter().map(u32::to_string).collect::<Vec<_>>().join(","),
            Scoring::Best => String::new(),
        };
        let mut by_places = self.places_open || matches!(e.scoring, Scoring::Places(_));
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(t!("team-by"));
            egui::ComboBox::from_id_salt("event_team_by")
                .selected_text(w::team_by_name(new.team_by))
                .show_ui(ui, |ui| {
                    for by in [TeamBy::Region, TeamBy::Club, TeamBy::Team] {
                        ui.selectable_value(&mut new.team_by, by, w::team_by_name(by));
                    }
                })
                .response
                .labelled_by(l.id);
            let l = ui.label(t!("team-best"));
            ui.add(egui::DragValue::new(&mut new.team_best).range(1..=20))
                .labelled_by(l.id);
            ui.radio_value(&mut by_places, false, t!("event-points"));
            ui.radio_value(&mut by_places, true, t!("event-places"));
        });
        let places = self.places.get_or_insert_with(|| stored.clone());
        if by_places {
            ui.horizontal(|ui| {
                let l = ui.label(t!("event-places-table"));
                ui.add(egui::TextEdit::singleline(places).desired_width(260.0))
                    .labelled_by(l.id);
                if ui.button(t!("event-places-apply")).clicked() {
                    let parsed: Result<Vec<u32>, _> = places
                        .split(',')
                        .map(str::trim)
                        .filter(|x| !x.is_empty())
                        .map(str::parse)
                        .collect();
                    match parsed {
                        Ok(table) if !table.is_empty() => new.scoring = Scoring::Places(table),
                        _ => cmds.push(Command::Say(t!("bad-places", table = places.as_str()))),
                    }
                }
            });
        }
        // Points for places chosen with no table yet: nothing to store until one is applied.
        self.places_open = by_places && matches!(new.scoring, Scoring::Best);
        if !by_places {
            new.scoring = Scoring::Best;
        }
        if new != *e && !self.places_open {
            self.places = None;
            cmds.push(Command::Award(AwardCmd::UpdateEvent(new)));
        } else if new != *e && new.scoring == e.scoring {
            // The team or the count changed while a table is being typed: stored at once.
            new.scoring = e.scoring.clone();
            cmds.push(Command::Award(AwardCmd::UpdateEvent(new)));
        }
    }
}

/// The tables of a tab: the tournament's team standings, or the event's team standing and its
/// sections' overview.
fn tables(shared: &Shared, t: &orda_core::tournament::Tournament, tab: Tab) -> Vec<Sheet> {
    if let (Tab::Event, Some((e, sections))) = (tab, &shared.event) {
        let lines = fed::event_teams(e, sections, orda_core::words::lang::current());
        return vec![
            w::event_teams_sheet(e, sections, &lines, false),
            w::event_overview(e, sections),
        ];
    }
    let upto = t.completed_rounds();
    vec![w::teams_sheet(t, &shared.awards, upto, false).unwrap_or_default()]
}
