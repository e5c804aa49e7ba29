//! Standings with the tournament's tie-break columns (click a player for the breakdown: each
//! round's opponent, result and the opponent's score, then every tie-break with its name), and
//! the crosstable. Both tables are virtualised.

use egui_extras::{Column, TableBuilder};
use orda_core::t;

use super::awards::AwardCmd;
use super::{Command, Shared, text};
use orda_core::formats::sheet::{Mark, Sheet};
use orda_core::tournament::event::RatingChange;
use orda_core::tournament::standings::{Standings, show_value, standings};
use orda_core::tournament::{Tournament, points};
use orda_core::words::reports;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Tab {
    #[default]
    Standings,
    Crosstable,
}

/// The standings view's state.
#[derive(Default)]
pub struct StandingsView {
    tab: Tab,
    /// The round counted to (`None`: the last complete round).
    upto: Option<u32>,
    /// Starting number of the player whose breakdown is shown.
    pub breakdown: Option<u32>,
    /// The category shown (`None`: every player).
    category: Option<String>,
    /// The crosstable in the order of the standings.
    pub by_rank: bool,
    /// K for applying ratings to the registry.
    k: u32,
    /// The tables last computed, for (tournament version, round, tab, category): computing
    /// standings of a 500-player event every frame would make scrolling stutter. The starting
    /// numbers are those of the rows shown.
    cache: Option<(Key, Standings, Sheet, Vec<u32>)>,
}

type Key = (u64, u32, Tab, Option<String>, bool);

/// Draws a sheet as a virtualised table; returns the index of a row clicked.
pub(super) fn sheet_table(
    ui: &mut egui::Ui,
    id: &str,
    sheet: &Sheet,
    selected: Option<usize>,
) -> Option<usize> {
    let mut clicked = None;
    ui.push_id(id, |ui| {
        super::table_style(ui);
        // Each column as wide as its heading and its longest text (measured once a frame, on
        // the longest by characters), so that a category's or a prize's name is shown whole
        // where there is room; the last takes what is left.
        let last = sheet.columns.len().saturating_sub(1);
        let widths: Vec<f32> = sheet
            .columns
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let longest = sheet
                    .rows
                    .iter()
                    .filter_map(|r| r.get(i))
                    .max_by_key(|cell| cell.text.chars().count())
                    .map_or("", |cell| cell.text.as_str());
                (super::strong_width(ui, c).max(super::text_width(ui, longest)) + 12.0)
                    .clamp(28.0, 360.0)
            })
            .collect();
        // Too wide for the window: the wide text columns give up room in proportion to what
        // they have beyond 100 px (a crosstable scrolls instead: it is drawn in a scroll area).
        let gaps = ui.spacing().item_spacing.x * widths.len() as f32;
        let excess = widths.iter().sum::<f32>() + gaps - ui.available_width();
        let spare: f32 = widths.iter().map(|w| (w - 100.0).max(0.0)).sum();
        let widths: Vec<f32> = if excess > 0.0 && spare > 0.0 {
            let cut = (excess / spare).min(1.0);
            widths
                .iter()
                .map(|&w| w - (w - 100.0).max(0.0) * cut)
                .collect()
        } else {
            widths
        };
        let mut tb = TableBuilder::new(ui)
            .striped(true)
            .sense(egui::Sense::click())
            .auto_shrink([false, true]);
        for (i, &width) in widths.iter().enumerate() {
            tb = tb.column(if i == last {
                Column::remainder().at_least(width)
            } else {
                Column::exact(width).clip(true)
            });
        }
        tb.header(22.0, |mut h| {
            for c in &sheet.columns {
                h.col(|ui| {
                    ui.strong(c);
                });
            }
        })
        .body(|body| {
            body.rows(20.0, sheet.rows.len(), |mut row| {
                let i = row.index();
                row.set_selected(selected == Some(i));
                for cell in &sheet.rows[i] {
                    row.col(|ui| {
                        let t = egui::RichText::new(&cell.text);
                        match cell.mark {
                            Mark::Forfeit => ui.label(t.italics().strong()),
                            Mark::Warning => ui.label(t.color(ui.visuals().warn_fg_color)),
                            Mark::Void => ui.label(t.weak()),
                            Mark::Plain
                            | Mark::Number
                            | Mark::Result
                            | Mark::Prose
                            | Mark::Sign => ui.label(t),
                            Mark::Skipped => ui.weak(t).on_hover_text(t!("de-unapplied-tip")),
                        };
                    });
                }
                if row.response().clicked() {
                    clicked = Some(i);
                }
            });
        });
    });
    clicked
}

impl StandingsView {
    /// The category the standings are filtered by, if any (exports follow it).
    pub fn category(&self) -> Option<&str> {
        self.category.as_deref()
    }

    /// Shows the crosstable tab.
    pub fn show_crosstable(&mut self) {
        self.tab = Tab::Crosstable;
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        let Some(t) = &shared.t else {
            return;
        };
        let paired = t.rounds.len() as u32;
        let mut upto = self.upto.unwrap_or(t.completed_rounds()).min(paired);
        ui.horizontal(|ui| {
            ui.selectable_value(&mut self.tab, Tab::Standings, t!("standings"));
            ui.selectable_value(&mut self.tab, Tab::Crosstable, t!("crosstable"));
            ui.separator();
            let l = ui.label(t!("after-round"));
            if ui
                .add(egui::DragValue::new(&mut upto).range(0..=paired))
                .labelled_by(l.id)
                .changed()
            {
                self.upto = Some(upto);
            }
            if self.tab == Tab::Standings && !shared.awards.categories.is_empty() {
                ui.separator();
                self.category_choice(ui, shared);
            }
            if self.tab == Tab::Crosstable && t.settings.team.is_none() {
                ui.separator();
                ui.checkbox(&mut self.by_rank, t!("crosstable-by-rank"))
                    .on_hover_text(t!("crosstable-by-rank-tip"));
            }
        });
        self.ratings_row(ui, shared, t, cmds);
        let key = (
            shared.version,
            upto,
            self.tab,
            self.category.clone(),
            self.by_rank,
        );
        if self.cache.as_ref().is_none_or(|c| c.0 != key) {
            let st = standings(t, upto);
            let cat = self.category.as_deref().and_then(|name| {
                orda_core::app::federation::category_standings(t, &shared.awards, name, upto).ok()
            });
            let (sheet, nos) = match (self.tab, cat) {
                (Tab::Standings, Some((c, lines))) => (
                    orda_core::words::federation::category_sheet(t, &st, &c, &lines, false),
                    lines.iter().map(|l| l.overall.no).collect(),
                ),
                // A team tournament's rows are teams: no player's breakdown behind them.
                (Tab::Standings, None) if t.settings.team.is_some() => {
                    (reports::standings_sheet(t, upto, false), Vec::new())
                }
                (Tab::Standings, None) => (
                    reports::standings_sheet(t, upto, false),
                    st.rows.iter().map(|r| r.no).collect(),
                ),
                (Tab::Crosstable, _) if self.by_rank => (
                    reports::crosstable_sheet_by_rank(t, upto, false),
                    Vec::new(),
                ),
                (Tab::Crosstable, _) => (reports::crosstable_sheet(t, upto, false), Vec::new()),
            };
            self.cache = Some((key, st, sheet, nos));
        }
        let Some((key, st, sheet, nos)) = self.cache.take() else {
            return;
        };
        match self.tab {
            Tab::Standings => {
                if self.breakdown.is_some() {
                    egui::Panel::bottom("breakdown")
                        .resizable(true)
                        .default_size(220.0)
                        .show(ui, |ui| self.breakdown_ui(ui, t, &st, &shared.history));
                } else if t.settings.team.is_none() {
                    ui.weak(t!("click-player"));
                }
                // What the table does not say (struck results, tie-breaks not applied, who
                // withdrew), above it: the table takes the rest of the height.
                for n in &sheet.notes {
                    ui.weak(n);
                }
                let sel = nos.iter().position(|&no| Some(no) == self.breakdown);
                if let Some(i) = sheet_table(ui, "standings", &sheet, sel) {
                    self.breakdown = nos.get(i).copied();
                }
            }
            Tab::Crosstable => {
                // The legend, as on paper: colours, forfeits, byes and absences.
                for n in &sheet.notes {
                    ui.weak(n);
                }
                egui::ScrollArea::horizontal().show(ui, |ui| {
                    sheet_table(ui, "crosstable", &sheet, None);
                });
            }
        }
        self.cache = Some((key, st, sheet, nos));
    }

    /// The category filter: every player, or one category (overall ranks kept).
    fn category_choice(&mut self, ui: &mut egui::Ui, shared: &Shared) {
        if self
            .category
            .as_ref()
            .is_some_and(|c| !shared.awards.categories.iter().any(|x| x.name == *c))
        {
            self.category = None;
        }
        let l = ui.label(t!("col-category"));
        let all = t!("all-players");
        let before = self.category.clone();
        egui::ComboBox::from_id_salt("standings_category")
            .selected_text(self.category.clone().unwrap_or_else(|| all.clone()))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut self.category, None, all.clone());
                for c in &shared.awards.categories {
                    ui.selectable_value(&mut self.category, Some(c.name.clone()), &c.name);
                }
            })
            .response
            .labelled_by(l.id);
        // Another list: the breakdown of a player of the last one closes (issue 47: it stayed
        // open over a list he is not in).
        if self.category != before {
            self.breakdown = None;
        }
    }

    /// After the last round: the rating changes into the player registry (or back out).
    fn ratings_row(
        &mut self,
        ui: &mut egui::Ui,
        shared: &Shared,
        t: &Tournament,
        cmds: &mut Vec<Command>,
    ) {
        if t.completed_rounds() < t.settings.rounds || t.entrants.is_empty() {
            return;
        }
        let id = t.settings.id;
        let applied = shared.history.iter().any(|c| c.tournament == Some(id));
        if self.k == 0 {
            self.k = 10;
        }
        ui.horizontal_wrapped(|ui| {
            if applied {
                ui.label(t!("ratings-in-registry"));
                if ui.button(t!("undo-ratings")).clicked() {
                    cmds.push(Command::Award(AwardCmd::UndoRatings));
                }
            } else {
                let l = ui.label("K");
                ui.add(egui::DragValue::new(&mut self.k).range(1..=100))
                    .labelled_by(l.id);
                if ui
                    .button(t!("apply-ratings"))
                    .on_hover_text(t!("apply-ratings-tip"))
                    .clicked()
                {
                    cmds.push(Command::Award(AwardCmd::ApplyRatings(self.k)));
                }
            }
        });
    }

    fn breakdown_ui(
        &mut self,
        ui: &mut egui::Ui,
        t: &Tournament,
        st: &Standings,
        history: &[RatingChange],
    ) {
        let Some(row) = st.rows.iter().find(|r| Some(r.no) == self.breakdown) else {
            return;
        };
        let Some(e) = t.entrant(row.no) else {
            return;
        };
        ui.heading(format!("{}: {} {}", t!("breakdown"), e.no, e.name));
        let score_of = |no| st.rows.iter().find(|r| r.no == no).map_or(0, |r| r.points);
        ui.columns(2, |cols| {
            egui::Grid::new("breakdown_rounds")
                .striped(true)
                .show(&mut cols[0], |ui| {
                    for c in text::breakdown_columns() {
                        ui.strong(c);
                    }
                    ui.end_row();
                    for line in reports::history_lines(t, row.no, st.upto) {
                        ui.label(line.round.to_string());
                        ui.label(&line.colour);
                        ui.label(&line.who);
                        ui.label(&line.result);
                        ui.label(line.opponent.map_or(String::new(), |o| points(score_of(o))));
                        ui.end_row();
                    }
                });
            egui::Grid::new("breakdown_values")
                .striped(true)
                .show(&mut cols[1], |ui| {
                    ui.strong(t!("points"));
                    ui.label(points(row.points));
                    ui.end_row();
                    for (k, (tb, v)) in st.tiebreaks.iter().zip(&row.values).enumerate() {
                        ui.strong(tb.code());
                        ui.label(orda_core::words::tiebreak_name(*tb));
                        if row.unapplied.get(k) == Some(&true) {
                            // Shown, and said why it did not count.
                            ui.weak(show_value(*v));
                            ui.weak(t!("de-unapplied-tip"));
                        } else {
                            ui.label(show_value(*v));
                        }
                        ui.end_row();
                    }
                    let id = e.player_id;
                    let mine: Vec<&RatingChange> =
                        history.iter().filter(|c| c.player == id).collect();
                    if !mine.is_empty() {
                        ui.strong(t!("rating-history"));
                        ui.end_row();
                        for c in mine {
                            ui.label(&c.tournament_name);
                            ui.label(format!("{:+}", c.change));
                            ui.label(c.after.map(|r| r.to_string()).unwrap_or_default());
                            ui.end_row();
                        }
                    }
                });
        });
    }
}
