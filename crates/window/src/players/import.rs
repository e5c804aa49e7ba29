//! The players view's CSV import: the file read and decoded as every face reads it, and what
//! importing it would enter shown before anything is stored (problems, namesakes).

use std::path::Path;

use super::{Command, PlayersView, Preview, text};
use orda_core::app::InputError;
use orda_core::app::manage::entrant_checked;
use orda_core::formats::players_csv;
use orda_core::t;
use orda_core::tournament::Tournament;
use orda_core::tournament::name_key;
use orda_core::words::{formats, refusal};

impl PlayersView {
    /// Reads `path`, decodes it as every face does (`formats::text::decode`) and shows what
    /// importing it would enter.
    pub fn preview_file(&mut self, path: &Path) {
        let file = path.display().to_string();
        let decoded = orda_core::formats::text::read_file(path)
            .map_err(|e| format!("{file}: {}", formats::read_file_error(&e)))
            .and_then(|bytes| {
                orda_core::formats::text::decode(&bytes, None)
                    .map_err(|e| formats::decode_error_in(&file, &e, &|_| String::new()))
            });
        match decoded {
            Ok(d) => {
                let how = (!d.is_plain_utf8()).then(|| formats::decoded(&d));
                self.preview_text(file, d.text);
                if let Some(p) = self.preview.as_mut() {
                    p.encoding = how;
                }
            }
            Err(problem) => {
                self.preview = Some(Preview {
                    file: file.clone(),
                    encoding: None,
                    text: String::new(),
                    players: Vec::new(),
                    problems: vec![problem],
                })
            }
        }
    }

    /// Shows what importing `text` (read from `file`) would enter.
    pub fn preview_text(&mut self, file: String, text: String) {
        let mut players = Vec::new();
        let mut problems = Vec::new();
        match players_csv::read(&text) {
            Ok(rows) => {
                for (line, p) in rows {
                    match entrant_checked(p) {
                        Ok(p) => players.push(p),
                        Err(r) => problems.push(format!("{file}:{line}: {}", refusal(&r))),
                    }
                }
            }
            Err(errs) => {
                let errs: Vec<InputError> = errs
                    .into_iter()
                    .map(|e| InputError::csv(&file, e))
                    .collect();
                // The spreadsheet's `?` advice once, after the rows it concerns.
                problems.extend(formats::input_error_lines(&errs));
            }
        }
        self.preview = Some(Preview {
            file,
            encoding: None,
            text,
            players,
            problems,
        });
    }

    pub(super) fn preview_ui(
        &mut self,
        ui: &mut egui::Ui,
        t: &Tournament,
        cmds: &mut Vec<Command>,
    ) {
        let Some(p) = &self.preview else {
            return;
        };
        // Names entered already or twice in the file: said, not refused (namesakes exist).
        // Looked up by key, once per name: a list of 10,000 players against itself is 10,000
        // lookups, not 50 million comparisons (every frame).
        let mut entered = std::collections::HashMap::new();
        for o in &t.entrants {
            entered.entry(name_key(&o.name)).or_insert(o.no);
        }
        let mut seen = std::collections::HashSet::new();
        let mut twins = Vec::new();
        for e in &p.players {
            let key = name_key(&e.name);
            if let Some(no) = entered.get(&key) {
                twins.push(text::already_entered(*no, e.name.trim()));
            } else if !seen.insert(key) {
                twins.push(text::duplicate_in_file(e.name.trim()));
            }
        }
        // The teams the file names that a team tournament does not have: made with the import.
        let made = orda_core::app::team::new_teams(t, &p.players);
        let made: Vec<String> = made
            .iter()
            .map(|team| {
                let key = name_key(team);
                let n = p
                    .players
                    .iter()
                    .filter(|e| e.team.as_deref().is_some_and(|x| name_key(x) == key))
                    .count();
                text::team_to_make(team, n)
            })
            .collect();
        // Esc closes it, as Cancel does.
        let mut close = ui.input(|i| i.key_pressed(egui::Key::Escape));
        // However many problems a file has, the window fits the screen (1024×768 too): the
        // problems and the players scroll, the buttons stay in sight.
        let screen = ui.ctx().content_rect();
        let tall = (screen.height() - 60.0).max(240.0);
        let list = (tall - 150.0).max(90.0);
        egui::Window::new(t!("import-preview"))
            .collapsible(false)
            .default_size([640.0, 420.0])
            .max_height(tall)
            .max_width((screen.width() - 40.0).max(320.0))
            .constrain(true)
            .show(ui.ctx(), |ui| {
                ui.label(&p.file);
                if let Some(how) = &p.encoding {
                    ui.label(text::read_as(how));
                }
                egui::ScrollArea::vertical()
                    .max_height(list)
                    .auto_shrink([false, true])
                    .show(ui, |ui| {
                        for e in &p.problems {
                            ui.colored_label(ui.visuals().error_fg_color, e);
                        }
                        for w in &twins {
                            ui.colored_label(ui.visuals().warn_fg_color, w);
                        }
                        if !made.is_empty() {
                            ui.label(t!("import-teams-made", n = made.len()));
                            for m in &made {
                                ui.label(format!("  {m}"));
                            }
                        }
                        egui::Grid::new("preview").striped(true).show(ui, |ui| {
                            // Each column says what it holds (issue 47: the rows had no headings).
                            for c in [
                                t!("col-no"),
                                t!("col-name"),
                                t!("col-title"),
                                t!("col-rating"),
                                t!("col-region"),
                                t!("col-team"),
                                t!("birth"),
                                t!("col-sex"),
                            ] {
                                ui.strong(c);
                            }
                            ui.end_row();
                            for (i, e) in p.players.iter().enumerate() {
                                ui.label((i + 1).to_string());
                                ui.label(&e.name);
                                ui.label(
                                    e.title
                                        .as_deref()
                                        .map(orda_core::words::title)
                                        .unwrap_or_default(),
                                );
                                ui.label(e.rating.map_or(String::new(), |r| r.to_string()));
                                ui.label(e.region.as_deref().unwrap_or(""));
                                // The team (a team tournament's players join it).
                                ui.label(e.team.as_deref().unwrap_or(""));
                                // The birth date as read (05.03.2001 shows as 2001-03-05).
                                ui.label(
                                    e.birth
                                        .as_deref()
                                        .map(orda_core::words::date)
                                        .unwrap_or_default(),
                                );
                                ui.label(e.sex.map_or(String::new(), orda_core::words::sex_word));
                                ui.end_row();
                            }
                        });
                    });
                ui.separator();
                ui.horizontal(|ui| {
                    let ok = p.problems.is_empty() && !p.players.is_empty();
                    if ui
                        .add_enabled(ok, egui::Button::new(text::import_n(p.players.len())))
                        .clicked()
                    {
                        cmds.push(Command::ImportPlayers {
                            file: p.file.clone(),
                            text: p.text.clone(),
                        });
                    }
                    if ui.button(t!("cancel")).clicked() {
                        close = true;
                    }
                });
            });
        if close {
            self.preview = None;
        }
    }
}
