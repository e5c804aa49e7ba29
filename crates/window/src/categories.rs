//! The categories part of the Settings view: the tournament's categories with their conditions,
//! and a form for a new one (sex, age on a reference date, rating range, titles, region, club).

use super::awards::AwardCmd;
use super::{Command, Shared};
use orda_core::t;
use orda_core::tournament::category::{Ages, Category};
use orda_core::words::federation as w;

/// The form for a new category.
#[derive(Default)]
pub struct CategoryForm {
    name: String,
    sex: Option<char>,
    under: String,
    over: String,
    /// The reference date of ages (empty: 1 January of the start year).
    on: String,
    rating_min: String,
    rating_max: String,
    titles: String,
    region: String,
    club: String,
}

fn field(ui: &mut egui::Ui, label: String, value: &mut String, width: f32) {
    let l = ui.label(label);
    ui.add(egui::TextEdit::singleline(value).desired_width(width))
        .labelled_by(l.id);
    ui.end_row();
}

/// A number typed in a field: `Ok(None)` when empty, `Err` with what was typed.
fn number(s: &str) -> Result<Option<u32>, String> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(None);
    }
    s.parse().map(Some).map_err(|_| s.to_string())
}

impl CategoryForm {
    pub fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        if shared.t.is_none() {
            return;
        }
        egui::Grid::new("categories").striped(true).show(ui, |ui| {
            for c in &shared.awards.categories {
                ui.strong(&c.name);
                ui.label(w::conditions(c));
                if ui.small_button(t!("remove")).clicked() {
                    cmds.push(Command::Award(AwardCmd::RemoveCategory(c.name.clone())));
                }
                ui.end_row();
            }
        });
        egui::Grid::new("new_category")
            .num_columns(2)
            .show(ui, |ui| {
                field(ui, t!("category-name"), &mut self.name, 200.0);
                ui.label(t!("col-sex"));
                ui.horizontal(|ui| {
                    ui.radio_value(&mut self.sex, None, t!("cat-any-sex"));
                    ui.radio_value(&mut self.sex, Some('m'), t!("cat-men"));
                    ui.radio_value(&mut self.sex, Some('w'), t!("cat-women"));
                });
                ui.end_row();
                field(ui, t!("category-under"), &mut self.under, 60.0);
                field(ui, t!("category-over"), &mut self.over, 60.0);
                field(ui, t!("category-on"), &mut self.on, 110.0);
                field(ui, t!("category-rating-min"), &mut self.rating_min, 60.0);
                field(ui, t!("category-rating-max"), &mut self.rating_max, 60.0);
                field(ui, t!("category-titles"), &mut self.titles, 200.0);
                field(ui, t!("col-region"), &mut self.region, 200.0);
                field(ui, t!("col-club"), &mut self.club, 200.0);
            });
        // The form empties when the category is added (`SettingsView::category_added`): a
        // refusal leaves what was typed.
        if ui.button(t!("add-category")).clicked() {
            match self.category() {
                Ok((c, ages)) => cmds.push(Command::Award(AwardCmd::AddCategory(c, ages))),
                Err(said) => cmds.push(Command::Say(said)),
            }
        }
    }

    /// The category the form describes with its age limits (the application turns them into
    /// birth dates), or the number that is not one.
    fn category(&self) -> Result<(Category, Ages), String> {
        let bad = |v: String| t!("bad-number", value = v);
        let c = Category {
            name: self.name.trim().to_string(),
            sex: self.sex,
            rating_min: number(&self.rating_min).map_err(bad)?,
            rating_max: number(&self.rating_max).map_err(bad)?,
            titles: self
                .titles
                .split(',')
                .map(|x| x.trim().to_string())
                .collect(),
            region: Some(self.region.trim().to_string()).filter(|x| !x.is_empty()),
            club: Some(self.club.trim().to_string()).filter(|x| !x.is_empty()),
            ..Category::default()
        };
        let ages = Ages {
            under: number(&self.under).map_err(bad)?,
            over: number(&self.over).map_err(bad)?,
            on: Some(self.on.trim().to_string()).filter(|d| !d.is_empty()),
        };
        Ok((c, ages))
    }
}
