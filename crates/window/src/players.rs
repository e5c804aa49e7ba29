//! Players: a sortable, searchable table (virtualised, so 500 players scroll smoothly), a form to
//! add (a late entry after round 1 of a Swiss) or edit a player, withdrawal, and a CSV import
//! that shows what it will enter before anything is stored.

use orda_core::t;

use egui_extras::{Column, TableBuilder};

mod form;
mod import;
mod leave;
mod registry;
mod requests;

use super::{Command, Pick, Shared, text};
use form::Form;
use orda_core::tournament::{Entrant, No, PlayerId, TITLES, Tournament, name_key};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SortBy {
    No,
    Name,
    Title,
    Rating,
    Region,
    Club,
    Status,
}

/// What an import would do: the players read, or every problem found.
pub struct Preview {
    pub file: String,
    /// How the file was decoded (`windows-1251 (guessed from the bytes)`), unless plain UTF-8.
    pub encoding: Option<String>,
    pub text: String,
    pub players: Vec<Entrant>,
    pub problems: Vec<String>,
}

/// The entrant of `t` with registry id `id` (whatever his starting number is now).
fn selected_in(t: &Tournament, id: PlayerId) -> Option<&Entrant> {
    t.entrants.iter().find(|e| e.player_id == id)
}

/// The players view's state.
pub struct PlayersView {
    pub search: String,
    sort: SortBy,
    ascending: bool,
    /// The player in the form, by his registry id: a starting number changes when the field
    /// is ordered (pairing round 1 by rating), a player's id never does.
    selected: Option<PlayerId>,
    form: Form,
    form_error: Option<String>,
    withdraw_from: u32,
    /// A player whose deletion waits for the arbiter's confirmation: number and name.
    confirm_delete: Option<(u32, String)>,
    import_path: String,
    pub preview: Option<Preview>,
    /// The seed of the next draw by lot, as typed (shown, so a draw can be repeated).
    seed: String,
    /// The new order being typed (current numbers), while ordering by hand.
    hand_order: Option<String>,
    order_error: Option<String>,
    /// A name already entered: the add waits for "Add anyway" (the other player's number).
    duplicate: Option<No>,
    /// The name field takes the focus on the next frame (after Add: the next player).
    focus_name: bool,
    /// The round a bye is asked for, and the player to keep apart from the one edited.
    bye_round: u32,
    apart_from: Option<No>,
    apart_rounds: Option<(u32, u32)>, // kept apart only in these rounds (first, last)
}

impl Default for PlayersView {
    fn default() -> Self {
        PlayersView {
            search: String::new(),
            sort: SortBy::No,
            ascending: true,
            selected: None,
            form: Form::default(),
            form_error: None,
            withdraw_from: 0,
            confirm_delete: None,
            import_path: String::new(),
            preview: None,
            seed: requests::default_seed().to_string(),
            hand_order: None,
            order_error: None,
            duplicate: None,
            focus_name: false,
            bye_round: 0,
            apart_from: None,
            apart_rounds: None,
        }
    }
}

fn status(e: &Entrant) -> String {
    e.withdrawn_from
        .map_or(t!("active").to_string(), text::withdrawn_status)
}

impl PlayersView {
    /// After a player was added: the form empties for the next one.
    pub fn added(&mut self, keep_team: bool) {
        // In a team tournament the team stays chosen: its players are entered one after the
        // other.
        let team = if keep_team {
            std::mem::take(&mut self.form.team)
        } else {
            String::new()
        };
        self.form = Form {
            team,
            ..Form::default()
        };
        self.form_error = None;
        self.duplicate = None;
        self.focus_name = true;
    }

    /// Forgets what the form holds.
    pub fn discard(&mut self) {
        self.selected = None;
        self.form = Form::default();
        self.form_error = None;
        self.duplicate = None;
    }

    /// A half-filled form or a player's fields changed but not stored.
    pub fn unsaved(&self, t: Option<&Tournament>) -> bool {
        let stored = self
            .selected
            .and_then(|id| t.and_then(|t| selected_in(t, id)))
            .map(Form::of)
            .unwrap_or_default();
        let f = &self.form;
        let g = &stored;
        (
            f.name.trim(),
            f.title.as_str(),
            f.rating.trim(),
            f.region.trim(),
            f.club.trim(),
        ) != (
            g.name.trim(),
            g.title.as_str(),
            g.rating.trim(),
            g.region.trim(),
            g.club.trim(),
        ) || (f.birth.trim(), f.sex.trim(), f.team.trim())
            != (g.birth.trim(), g.sex.trim(), g.team.trim())
    }

    /// After a player was deleted: nobody is selected, the form is empty.
    pub fn deleted(&mut self) {
        self.selected = None;
        self.confirm_delete = None;
        self.added(false);
    }

    /// After an import: the preview closes.
    pub fn imported(&mut self) {
        self.preview = None;
    }

    /// The rows shown: filtered by the search text and sorted by the chosen column.
    fn rows<'t>(&self, t: &'t Tournament) -> Vec<&'t Entrant> {
        let q = self.search.to_lowercase();
        let mut rows: Vec<&Entrant> = t
            .entrants
            .iter()
            .filter(|e| {
                q.is_empty()
                    || [
                        Some(&e.name),
                        e.region.as_ref(),
                        e.club.as_ref(),
                        e.title.as_ref(),
                    ]
                    .into_iter()
                    .flatten()
                    .any(|s| s.to_lowercase().contains(&q))
            })
            .collect();
        // Names in the window's language's alphabetical order (Ә after А, Қ after К), made
        // only when the table is sorted by a name.
        let names =
            || orda_core::tournament::collate::Collation::of(orda_core::words::lang::current());
        match self.sort {
            SortBy::No => rows.sort_by_key(|e| e.no),
            SortBy::Name => {
                let names = names();
                rows.sort_by(|a, b| names.compare(&a.name, &b.name))
            }
            SortBy::Title => rows.sort_by_key(|e| {
                TITLES
                    .iter()
                    .position(|t| Some(*t) == e.title.as_deref())
                    .unwrap_or(TITLES.len())
            }),
            SortBy::Rating => rows.sort_by_key(|e| std::cmp::Reverse(e.rating)),
            SortBy::Region => {
                let names = names();
                rows.sort_by(|a, b| names.compare_opt(a.region.as_deref(), b.region.as_deref()))
            }
            SortBy::Club => match t.team_event() {
                Some(ev) => rows.sort_by_key(|e| {
                    ev.team_of(e.no)
                        .map(|x| (x.no, x.roster.iter().position(|&p| p == e.no).unwrap_or(0)))
                }),
                None => {
                    let names = names();
                    rows.sort_by(|a, b| names.compare_opt(a.club.as_deref(), b.club.as_deref()))
                }
            },
            SortBy::Status => rows.sort_by_key(|e| e.withdrawn_from.is_some()),
        }
        if !self.ascending {
            rows.reverse();
        }
        rows
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        let Some(t) = &shared.t else {
            return;
        };
        let focus_search = ui.input_mut(|i| {
            i.consume_shortcut(&egui::KeyboardShortcut::new(
                egui::Modifiers::COMMAND,
                egui::Key::F,
            ))
        });
        let new_player = ui.input_mut(|i| {
            i.consume_shortcut(&egui::KeyboardShortcut::new(
                egui::Modifiers::COMMAND,
                egui::Key::N,
            ))
        });
        if new_player {
            self.selected = None;
            self.form = Form::default();
            self.duplicate = None;
        }
        // At least this wide, so that the fields beside their labels show a whole name (in
        // Russian too, whose labels are the longest; the fields' forms are hints inside them).
        egui::Panel::right("player_form")
            .default_size(350.0)
            .min_size(320.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    self.form_ui(ui, t, cmds, new_player);
                    self.registry_ui(ui, shared, t, cmds);
                    self.requests_ui(ui, shared, t, cmds);
                    self.leave_ui(ui, t, cmds);
                })
            });
        // Wrapped: the longest language's words may not fit beside the form on one line.
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(t!("search"));
            let r = ui
                .add(egui::TextEdit::singleline(&mut self.search).desired_width(240.0))
                .labelled_by(l.id)
                .on_hover_text(t!("search-tip"));
            if focus_search {
                r.request_focus();
            }
            if ui.button(t!("import-csv")).clicked() {
                cmds.push(Command::PickFile(Pick::ImportCsv));
            }
            let l = ui.label(t!("or-path"));
            let r = ui
                .add(egui::TextEdit::singleline(&mut self.import_path).desired_width(240.0))
                .labelled_by(l.id);
            let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if (ui.button(t!("preview")).clicked() || enter) && !self.import_path.trim().is_empty()
            {
                let path = std::path::PathBuf::from(self.import_path.trim());
                self.preview_file(&path);
            }
        });
        if t.rounds.is_empty() && t.entrants.len() >= 2 {
            self.order_ui(ui, cmds);
        }
        let rows = self.rows(t);
        let columns = [
            (SortBy::No, t!("col-no")),
            (SortBy::Name, t!("col-name")),
            (SortBy::Title, t!("col-title")),
            (SortBy::Rating, t!("col-rating-short")),
            (SortBy::Region, t!("col-region")),
            // A team tournament's players are known by their team (and place in its roster).
            (
                SortBy::Club,
                if t.settings.team.is_some() {
                    t!("col-team")
                } else {
                    t!("col-club")
                },
            ),
            (SortBy::Status, t!("col-status")),
        ];
        super::table_style(ui);
        // The table shares the width beside the form: the text columns take what the fixed
        // ones leave (1024×768 in Russian still shows every column), and never run under it.
        // Not resizable: a dragged width would be kept when the window narrows.
        // Fixed columns as wide as their headings (a sort button with its arrow); the name,
        // region and club share the rest, each its heading's width and more by the length of
        // its longest text, all of it used.
        let heading = |key: &str| super::strong_width(ui, key) + 30.0;
        let status_w = heading(&t!("col-status"))
            .max(super::strong_width(ui, &t!("active")) + 12.0)
            .max(60.0);
        let title_w = heading(&t!("col-title")).max(60.0);
        let rating_w = heading(&t!("col-rating-short")).max(64.0);
        let gaps = ui.spacing().item_spacing.x * 7.0;
        let fixed = 48.0 + title_w + rating_w + status_w + gaps;
        let free = (ui.available_width() - fixed).max(240.0);
        let longest = |text: &dyn Fn(&Entrant) -> Option<&str>, heading: &str| {
            let most = rows
                .iter()
                .filter_map(|e| text(e))
                .map(|s| s.chars().count())
                .max()
                .unwrap_or(0);
            most.clamp(heading.chars().count(), 40) as f32
        };
        let teams = t.settings.team.is_some();
        let share = [
            longest(&|e| Some(e.name.as_str()), &columns[1].1),
            longest(&|e| e.region.as_deref(), &columns[4].1),
            longest(
                &|e| {
                    if teams {
                        e.team.as_deref()
                    } else {
                        e.club.as_deref()
                    }
                },
                &columns[5].1,
            ) + if teams { 4.0 } else { 0.0 },
        ];
        // Each at least its heading's width; what is left goes by the texts' lengths.
        let least = [120.0, heading(&columns[4].1), heading(&columns[5].1)];
        let left = (free - least.iter().sum::<f32>()).max(0.0);
        let whole: f32 = share.iter().sum();
        let width = |k: usize| least[k] + left * share[k] / whole;
        TableBuilder::new(ui)
            .striped(true)
            .sense(egui::Sense::click())
            .column(Column::exact(48.0))
            .column(Column::exact(width(0)).clip(true))
            .column(Column::exact(title_w).clip(true))
            .column(Column::exact(rating_w))
            .column(Column::exact(width(1)).clip(true))
            .column(Column::exact(width(2)).clip(true))
            .column(Column::exact(status_w).clip(true))
            .header(22.0, |mut h| {
                for (key, label) in columns {
                    h.col(|ui| {
                        let arrow = match (self.sort == key, self.ascending) {
                            (true, true) => " ▲",
                            (true, false) => " ▼",
                            _ => "",
                        };
                        if ui.button(format!("{label}{arrow}")).clicked() {
                            if self.sort == key {
                                self.ascending = !self.ascending;
                            } else {
                                self.sort = key;
                                self.ascending = true;
                            }
                        }
                    });
                }
            })
            .body(|body| {
                body.rows(20.0, rows.len(), |mut row| {
                    let e = rows[row.index()];
                    row.set_selected(self.selected == Some(e.player_id));
                    row.col(|ui| {
                        ui.label(e.no.to_string());
                    });
                    row.col(|ui| {
                        ui.label(&e.name);
                    });
                    row.col(|ui| {
                        ui.label(
                            e.title
                                .as_deref()
                                .map(orda_core::words::title)
                                .unwrap_or_default(),
                        );
                    });
                    row.col(|ui| {
                        ui.label(e.rating.map_or(String::new(), |r| r.to_string()));
                    });
                    row.col(|ui| {
                        ui.label(e.region.as_deref().unwrap_or(""));
                    });
                    row.col(|ui| match t.team_event() {
                        Some(ev) => {
                            let place = ev.team_of(e.no).map(|x| {
                                let at = x.roster.iter().position(|&p| p == e.no).unwrap_or(0);
                                format!("{} · {}", x.name, at + 1)
                            });
                            ui.label(place.unwrap_or_default());
                        }
                        None => {
                            ui.label(e.club.as_deref().unwrap_or(""));
                        }
                    });
                    row.col(|ui| {
                        ui.label(status(e));
                    });
                    if row.response().clicked() {
                        self.selected = Some(e.player_id);
                        self.form = Form::of(e);
                        self.form_error = None;
                        self.duplicate = None;
                        // The withdrawal's round starts again at the next round to pair.
                        self.withdraw_from = 0;
                    }
                });
            });
        self.preview_ui(ui, t, cmds);
    }

    fn form_ui(&mut self, ui: &mut egui::Ui, t: &Tournament, cmds: &mut Vec<Command>, focus: bool) {
        let editing = self.selected.and_then(|id| selected_in(t, id));
        ui.heading(editing.map_or(t!("new-player").to_string(), |e| {
            format!("{} {}", e.no, e.name)
        }));
        let f = &mut self.form;
        let mut enter = false;
        egui::Grid::new("player_form_grid")
            .num_columns(2)
            .show(ui, |ui| {
                let l = ui.label(t!("col-name"));
                let r = ui
                    .add(
                        egui::TextEdit::singleline(&mut f.name)
                            .id_salt("player_name")
                            .desired_width(ui.available_width().max(120.0)),
                    )
                    .labelled_by(l.id);
                enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if focus || std::mem::take(&mut self.focus_name) {
                    r.request_focus();
                }
                ui.end_row();
                let l = ui.label(t!("col-title"));
                egui::ComboBox::from_id_salt("title")
                    .selected_text(orda_core::words::title(&f.title))
                    .show_ui(ui, |ui| {
                        // A choice closes the list: the next keys go to the form again.
                        let mut chosen = ui
                            .selectable_value(&mut f.title, String::new(), "—")
                            .clicked();
                        for t in TITLES {
                            chosen |= ui
                                .selectable_value(
                                    &mut f.title,
                                    t.to_string(),
                                    orda_core::words::title(t),
                                )
                                .clicked();
                        }
                        if chosen {
                            ui.close();
                        }
                    })
                    .response
                    .labelled_by(l.id);
                ui.end_row();
                // A team tournament's player joins one of its teams: chosen, not typed.
                if t.settings.team.is_some() {
                    let l = ui.label(t!("col-team"));
                    let shown = if f.team.trim().is_empty() {
                        t!("team-choose")
                    } else {
                        f.team.clone()
                    };
                    egui::ComboBox::from_id_salt("player_team")
                        .selected_text(shown)
                        .show_ui(ui, |ui| {
                            for team in &t.teams.teams {
                                ui.selectable_value(&mut f.team, team.name.clone(), &team.name);
                            }
                        })
                        .response
                        .labelled_by(l.id);
                    ui.end_row();
                }
                // A field's expected form is its hint, inside it: the labels stay short, so
                // the fields keep their width beside them (Russian at 1024 pixels).
                let mut fields = vec![
                    (t!("col-rating"), &mut f.rating, String::new()),
                    (t!("col-region"), &mut f.region, String::new()),
                    (t!("col-club"), &mut f.club, String::new()),
                ];
                if t.settings.team.is_none() {
                    fields.push((t!("col-team"), &mut f.team, String::new()));
                }
                fields.push((t!("birth"), &mut f.birth, t!("birth-hint")));
                fields.push((t!("sex"), &mut f.sex, t!("sex-hint")));
                for (label, field, hint) in fields {
                    let l = ui.label(&label);
                    let r = ui
                        .add(
                            egui::TextEdit::singleline(field)
                                .id_salt(&label)
                                .hint_text(&hint)
                                .desired_width(ui.available_width().max(120.0)),
                        )
                        .labelled_by(l.id);
                    let r = if hint.is_empty() {
                        r
                    } else {
                        r.on_hover_text(&hint)
                    };
                    // Enter in any field of the form adds (or changes) the player.
                    enter |= r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                    ui.end_row();
                }
            });
        if let Some(e) = &self.form_error {
            ui.colored_label(ui.visuals().error_fg_color, e);
        }
        ui.horizontal(|ui| {
            let (label, tip) = match editing {
                Some(_) => (t!("edit-player"), t!("edit-player")),
                None => (t!("add-player"), t!("add-player-tip")),
            };
            if ui.button(label).on_hover_text(tip).clicked() || enter {
                let key = name_key(&self.form.name);
                let twin = t
                    .entrants
                    .iter()
                    .find(|o| Some(o.player_id) != self.selected && name_key(&o.name) == key);
                match self.form.entrant() {
                    // The same name twice is allowed (namesakes exist), after a second look.
                    Ok(_) if editing.is_none() && twin.is_some() && self.duplicate.is_none() => {
                        self.duplicate = twin.map(|o| o.no);
                    }
                    Ok(p) if editing.is_some() => cmds.push(Command::EditPlayer(p)),
                    Ok(p) => cmds.push(Command::AddPlayer(p)),
                    Err(e) => self.form_error = Some(e),
                }
            }
            if ui.button(t!("clear-form")).clicked() {
                self.selected = None;
                self.form = Form::default();
                self.form_error = None;
                self.duplicate = None;
            }
        });
        if let Some(no) = self.duplicate {
            if t.entrant(no)
                .is_none_or(|o| name_key(&o.name) != name_key(&self.form.name))
            {
                // The name was changed meanwhile: no longer the same.
                self.duplicate = None;
            } else {
                ui.colored_label(
                    ui.visuals().warn_fg_color,
                    text::duplicate_name(no, self.form.name.trim()),
                );
                if ui.button(t!("add-anyway")).clicked() {
                    match self.form.entrant() {
                        Ok(p) => cmds.push(Command::AddPlayer(p)),
                        Err(e) => self.form_error = Some(e),
                    }
                }
            }
        }
        if let Some((no, name)) = self.confirm_delete.clone() {
            egui::Window::new(t!("delete-player"))
                .collapsible(false)
                .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
                .show(ui.ctx(), |ui| {
                    ui.label(text::confirm_delete_player(no, &name));
                    ui.horizontal(|ui| {
                        if ui.button(t!("confirm-delete")).clicked() {
                            cmds.push(Command::DeletePlayer(no));
                            self.confirm_delete = None;
                        }
                        if ui.button(t!("cancel")).clicked() {
                            self.confirm_delete = None;
                        }
                    });
                });
        }
    }
}
