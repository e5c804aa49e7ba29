//! The Teams view of a team tournament (docs/teams.md): add teams, set each team's line-up for
//! a round, read the teams, the rosters with their board results and the board prizes.

use std::collections::HashMap;

use super::{Command, Shared};
use orda_core::formats::sheet::Sheet;
use orda_core::t;
use orda_core::tournament::{RoundNo, StartNo, Tournament, TournamentId};

/// What the team tournament part of the Teams view asks for.
#[derive(Clone, Debug)]
pub enum TeamCmd {
    /// Add a team.
    Add {
        /// Its name.
        name: String,
        /// A short name.
        short: String,
        /// Its region.
        region: String,
    },
    /// Set a team's line-up for a round.
    Lineup {
        /// The round.
        round: u32,
        /// The team's name.
        team: String,
        /// The players, board 1 first (`None`: the board left empty).
        players: Vec<Option<StartNo>>,
    },
}

impl TeamCmd {
    /// The operation.
    pub fn op(self, t: TournamentId) -> orda_core::app::Op {
        use orda_core::app::team as tm;
        let text = |s: String| Some(s.trim().to_string()).filter(|s| !s.is_empty());
        match self {
            TeamCmd::Add {
                name,
                short,
                region,
            } => tm::AddTeam {
                t,
                name,
                short: text(short),
                region: text(region),
            }
            .into(),
            TeamCmd::Lineup {
                round,
                team,
                players,
            } => tm::SetLineup {
                t,
                round: RoundNo(round),
                team,
                players,
            }
            .into(),
        }
    }
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Tab {
    #[default]
    Lineups,
    Rosters,
    Boards,
}

/// The team tournament's part of the Teams view.
#[derive(Default)]
pub struct TeamPlay {
    tab: Tab,
    name: String,
    short: String,
    region: String,
    /// The round whose line-ups are shown (`None`: the one being played or next).
    round: Option<u32>,
    /// Line-ups as typed, by (round, team), until the tournament changes (a line-up set).
    typed: HashMap<(u32, u32), String>,
    /// The tournament's version the typed line-ups were typed on.
    typed_at: u64,
    /// The sheets last made, for (the tournament's version, tab).
    cache: Option<((u64, Tab), Vec<Sheet>)>,
}

impl TeamPlay {
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        shared: &Shared,
        t: &Tournament,
        cmds: &mut Vec<Command>,
    ) {
        let Some(ev) = t.team_event() else {
            return;
        };
        if t.rounds.is_empty() {
            ui.horizontal_wrapped(|ui| {
                for (label, field, width) in [
                    (t!("team-name"), &mut self.name, 200.0),
                    (t!("team-col-short"), &mut self.short, 60.0),
                    (t!("col-region"), &mut self.region, 140.0),
                ] {
                    let l = ui.label(&label);
                    ui.add(
                        egui::TextEdit::singleline(field)
                            .id_salt(&label)
                            .desired_width(width),
                    )
                    .labelled_by(l.id);
                }
                if ui.button(t!("team-add")).clicked() && !self.name.trim().is_empty() {
                    cmds.push(Command::Team(TeamCmd::Add {
                        name: std::mem::take(&mut self.name),
                        short: std::mem::take(&mut self.short),
                        region: std::mem::take(&mut self.region),
                    }));
                }
            });
        }
        if ev.teams.teams.is_empty() {
            ui.label(t!("team-none-yet"));
            return;
        }
        ui.horizontal(|ui| {
            ui.selectable_value(&mut self.tab, Tab::Lineups, t!("team-lineup"));
            ui.selectable_value(&mut self.tab, Tab::Rosters, t!("team-rosters"));
            ui.selectable_value(&mut self.tab, Tab::Boards, t!("team-board-prizes"));
        });
        ui.separator();
        match self.tab {
            Tab::Lineups => {
                if self.typed_at != shared.version {
                    self.typed.clear();
                    self.typed_at = shared.version;
                }
                self.lineups(ui, t, cmds)
            }
            tab => {
                let key = (shared.version, tab);
                if self.cache.as_ref().is_none_or(|c| c.0 != key) {
                    let upto = ev.completed_rounds();
                    let sheet = match tab {
                        Tab::Boards => {
                            let min = orda_core::app::team::min_games(t, upto, None);
                            orda_core::words::team::board_prizes_sheet(t, upto, min, false)
                        }
                        _ => orda_core::words::team::rosters_sheet(t, upto, false),
                    };
                    self.cache = Some((key, sheet.into_iter().collect()));
                }
                if let Some((_, sheets)) = &self.cache {
                    for sheet in sheets {
                        ui.heading(&sheet.subtitle);
                        super::standings::sheet_table(ui, "team_sheet", sheet, None);
                        for n in &sheet.notes {
                            ui.weak(n);
                        }
                    }
                }
            }
        }
    }

    /// Each team's line-up for a round, typed as starting numbers and set with its button.
    fn lineups(&mut self, ui: &mut egui::Ui, t: &Tournament, cmds: &mut Vec<Command>) {
        let Some(ev) = t.team_event() else {
            return;
        };
        let paired = ev.paired_rounds();
        let current = orda_core::app::team::lineup_round(t);
        let mut round = self.round.unwrap_or(current);
        ui.horizontal(|ui| {
            let l = ui.label(t!("team-lineup-round"));
            let last = t.settings.rounds.max(paired + 1);
            if ui
                .add(egui::DragValue::new(&mut round).range(1..=last))
                .labelled_by(l.id)
                .changed()
            {
                self.round = Some(round);
            }
            ui.weak(t!("team-lineup-hint"));
        });
        egui::Grid::new("lineups").striped(true).show(ui, |ui| {
            for team in &ev.teams.teams {
                ui.label(&team.name);
                let now: Vec<String> = ev
                    .lineup(round, team.no)
                    .iter()
                    .map(|p| p.map_or("0".to_string(), |p| p.to_string()))
                    .collect();
                let names: Vec<String> = ev
                    .lineup(round, team.no)
                    .iter()
                    .map(|p| {
                        p.and_then(|p| t.entrant(p))
                            .map_or("—".to_string(), |e| e.name.clone())
                    })
                    .collect();
                let mut text = self
                    .typed
                    .get(&(round, team.no))
                    .cloned()
                    .unwrap_or_else(|| now.join(","));
                let r = ui.add_sized(
                    [170.0, 20.0],
                    egui::TextEdit::singleline(&mut text).id_salt(("lineup", round, team.no)),
                );
                if r.changed() {
                    self.typed.insert((round, team.no), text.clone());
                }
                if ui.button(t!("team-lineup-apply")).clicked() {
                    let mut players = Vec::new();
                    let mut bad = None;
                    for p in text.split(',').map(str::trim).filter(|p| !p.is_empty()) {
                        match p.parse::<u32>() {
                            Ok(0) => players.push(None),
                            Ok(n) => players.push(Some(StartNo(n))),
                            Err(_) => bad = Some(p.to_string()),
                        }
                    }
                    match bad {
                        Some(p) => cmds.push(Command::Say(t!("team-bad-player", value = p))),
                        None => cmds.push(Command::Team(TeamCmd::Lineup {
                            round,
                            team: team.name.clone(),
                            players,
                        })),
                    }
                }
                ui.weak(names.join(", "));
                ui.end_row();
            }
        });
    }
}
