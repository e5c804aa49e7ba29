//! The window and the files around it: file dialogs on their own thread (answers polled each
//! frame), files dropped on the window, the recent-databases list, and the names exports get.

use orda_core::t;
use orda_core::words::lang::Lang;
use std::path::{Path, PathBuf};

use super::{Command, Export, OrdaApp, Status, View};

/// `path`, or when a file of that name exists, the first free `name (2).ext`, `name (3).ext`...:
/// an export written without a dialog never replaces a file.
pub fn unused_path(path: &Path) -> PathBuf {
    if !path.exists() {
        return path.to_path_buf();
    }
    let stem = path
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("export");
    let ext = path.extension().and_then(|s| s.to_str());
    (2..)
        .map(|i| {
            path.with_file_name(match ext {
                Some(ext) => format!("{stem} ({i}).{ext}"),
                None => format!("{stem} ({i})"),
            })
        })
        .find(|p| !p.exists())
        .unwrap_or_else(|| path.to_path_buf())
}

/// What a file dialog is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pick {
    OpenDb,
    NewDb,
    ImportCsv,
    ImportTrf,
    Export(Export),
}

impl OrdaApp {
    /// Takes the answers of file dialogs that came back since the last frame.
    pub(super) fn poll_dialogs(&mut self, cmds: &mut Vec<Command>) {
        while let Ok((pick, path, quick)) = self.dialogs.1.try_recv() {
            match path {
                Some(path) => self.picked(pick, path, cmds),
                // A dialog that answers at once never showed (no portal on this desktop): an
                // export then goes beside the database, anything else asks for a typed path.
                None if quick && let Pick::Export(e) = pick => {
                    let dir = self
                        .shared
                        .db_path
                        .as_deref()
                        .and_then(|p| Path::new(p).parent())
                        .map(Path::to_path_buf)
                        .unwrap_or_default();
                    let name = self.export_name(e);
                    cmds.push(Command::Export(e, unused_path(&dir.join(name))));
                }
                None if quick => {
                    self.status = Status {
                        message: t!("no-dialog"),
                        error: true,
                        warning: false,
                        saved: false,
                        tournament: None,
                    }
                }
                None => {}
            }
        }
    }

    /// Files dropped on the window: a database opens, a TRF is imported, a player list goes to
    /// the preview.
    pub(super) fn dropped(&mut self, ui: &egui::Ui, cmds: &mut Vec<Command>) {
        for f in ui.input(|i| i.raw.dropped_files.clone()) {
            let path = f.path().to_path_buf();
            let ext = path
                .extension()
                .and_then(|e| e.to_str())
                .unwrap_or_default();
            if ext.eq_ignore_ascii_case("trf") && self.shared.db_path.is_some() {
                cmds.push(Command::ImportTrf(path));
            } else if matches!(ext, "csv" | "txt") && self.shared.t.is_some() {
                self.view = View::Players;
                self.picked(Pick::ImportCsv, path, cmds);
            } else {
                cmds.push(Command::OpenDb(path));
            }
        }
    }

    pub(super) fn picked(&mut self, pick: Pick, path: PathBuf, cmds: &mut Vec<Command>) {
        match pick {
            Pick::OpenDb | Pick::NewDb => cmds.push(Command::OpenDb(path)),
            Pick::ImportCsv => self.players.preview_file(&path),
            Pick::ImportTrf => cmds.push(Command::ImportTrf(path)),
            Pick::Export(e) => cmds.push(Command::Export(e, path)),
        }
    }

    pub(super) fn remember(&mut self, path: &Path) {
        let r = &mut self.shared.recent;
        r.retain(|p| p != path);
        r.insert(0, path.to_path_buf());
        r.truncate(8);
        if let Some(f) = &self.recent_file {
            let body: String = r.iter().map(|p| format!("{}\n", p.display())).collect();
            if let Some(dir) = f.parent() {
                let _ = std::fs::create_dir_all(dir);
            }
            // The list is a convenience: failing to keep it must not stop the arbiter.
            let _ = std::fs::write(f, body);
        }
    }

    /// Keeps the window's language beside the recent-databases list (`lang.txt`), for the next
    /// start.
    pub(super) fn remember_lang(&self, lang: Lang) {
        if let Some(f) = self.recent_file.as_deref().and_then(|f| f.parent()) {
            let _ = std::fs::create_dir_all(f);
            // A convenience too: the language menu works without it.
            let _ = std::fs::write(f.join(LANG_FILE), lang.code());
        }
    }

    /// Keeps how CSV exports are written beside the recent list (`csv.txt`).
    pub(super) fn remember_csv_style(&self, style: orda_core::formats::sheet::CsvStyle) {
        if let Some(f) = self.recent_file.as_deref().and_then(|f| f.parent()) {
            let _ = std::fs::create_dir_all(f);
            let _ = std::fs::write(f.join(CSV_FILE), style.code());
        }
    }

    /// Keeps whether a result key moves to the next board (`advance.txt`).
    pub(super) fn remember_advance(&self, on: bool) {
        if let Some(f) = self.recent_file.as_deref().and_then(|f| f.parent()) {
            let _ = std::fs::create_dir_all(f);
            let _ = std::fs::write(f.join(ADVANCE_FILE), if on { "yes" } else { "no" });
        }
    }

    /// Keeps where the window is (database, tournament, view) beside the recent list
    /// (`last.txt`), when it changed.
    pub(super) fn remember_place(&mut self) {
        let Some(dir) = self.recent_file.as_deref().and_then(|f| f.parent()) else {
            return;
        };
        let (Some(db), Some(t)) = (&self.shared.db_path, &self.shared.t) else {
            return;
        };
        let view = View::ALL.iter().position(|v| *v == self.view).unwrap_or(0);
        let body = format!("{db}\n{}\n{view}\n", t.settings.id);
        if self.place.as_deref() != Some(body.as_str()) {
            let _ = std::fs::create_dir_all(dir);
            // A convenience: the window starts on the list without it.
            let _ = std::fs::write(dir.join(LAST_FILE), &body);
            self.place = Some(body);
        }
    }

    /// At start, with the database the window was last at: its tournament and view again (the
    /// game view only with a game open, so the rounds view instead).
    pub(super) fn reopen_last(&mut self) {
        let Some(dir) = self.recent_file.as_deref().and_then(|f| f.parent()) else {
            return;
        };
        let Ok(text) = std::fs::read_to_string(dir.join(LAST_FILE)) else {
            return;
        };
        let mut lines = text.lines();
        let (Some(db), Some(id), Some(view)) = (lines.next(), lines.next(), lines.next()) else {
            return;
        };
        if self.shared.db_path.as_deref() != Some(db) {
            return;
        }
        let Ok(id) = id.trim().parse::<i64>() else {
            return;
        };
        let id = orda_core::tournament::TournamentId(id);
        let exists = self
            .store
            .as_mut()
            .is_some_and(|s| orda_core::app::query::summary(s, id).is_ok_and(|t| t.is_some()));
        if !exists || self.open_tournament(id).is_err() {
            return;
        }
        let view = view
            .trim()
            .parse::<usize>()
            .ok()
            .and_then(|i| View::ALL.get(i).copied())
            .unwrap_or(View::Rounds);
        self.view = if view == View::Game {
            View::Rounds
        } else {
            view
        };
        self.place = Some(text);
    }

    /// The file name of export `e` of the open tournament.
    pub(super) fn export_name(&self, e: Export) -> String {
        match &self.shared.t {
            Some(t) => e.file_name(t, self.rounds.round().unwrap_or(t.rounds.len() as u32)),
            None => "orda".into(),
        }
    }

    /// Opens a native file dialog on its own thread, so the window keeps drawing; the answer
    /// arrives through the channel polled at the start of each frame.
    pub(super) fn spawn_dialog(&self, pick: Pick) {
        let tx = self.dialogs.0.clone();
        if !self.desktop_dialogs {
            let _ = tx.send((pick, None, true));
            return;
        }
        let export_name = match pick {
            Pick::Export(e) => self.export_name(e),
            _ => String::new(),
        };
        std::thread::spawn(move || {
            let started = std::time::Instant::now();
            let d = rfd::FileDialog::new();
            let path = match pick {
                Pick::OpenDb => d.add_filter("Orda database", &["sqlite", "db"]).pick_file(),
                Pick::NewDb => d.set_file_name("orda.sqlite").save_file(),
                Pick::ImportCsv => d.add_filter("CSV", &["csv", "txt"]).pick_file(),
                Pick::ImportTrf => d.add_filter("TRF", &["trf", "txt"]).pick_file(),
                // The desktop's save dialog asks before it replaces a file.
                Pick::Export(_) => d.set_file_name(export_name).save_file(),
            };
            let quick = started.elapsed() < std::time::Duration::from_millis(300);
            let _ = tx.send((pick, path, quick));
        });
    }
}

/// The file beside `recent.txt` that keeps the window's language.
const LANG_FILE: &str = "lang.txt";
/// The file beside `recent.txt` that keeps how CSV exports are written.
const CSV_FILE: &str = "csv.txt";
/// The file beside `recent.txt` that keeps whether a result key moves to the next board.
const ADVANCE_FILE: &str = "advance.txt";
/// The database, tournament and view the window was last at, for the next start.
const LAST_FILE: &str = "last.txt";

/// Where the window keeps what it remembers between starts (`None` if the system has no data
/// folder).
pub(super) fn data_folder() -> Option<PathBuf> {
    orda_core::store::data_folder()
}

/// How CSV exports were written last time (beside `recent`; the default without it).
pub(super) fn remembered_csv_style(recent: Option<&Path>) -> orda_core::formats::sheet::CsvStyle {
    let text = recent
        .and_then(|f| f.parent())
        .and_then(|d| std::fs::read_to_string(d.join(CSV_FILE)).ok());
    text.and_then(|t| orda_core::formats::sheet::CsvStyle::from_code(t.trim()))
        .unwrap_or_default()
}

/// Whether a result key moved to the next board last time (beside `recent`; off without it).
pub(super) fn remembered_advance(recent: Option<&Path>) -> bool {
    recent
        .and_then(|f| f.parent())
        .and_then(|d| std::fs::read_to_string(d.join(ADVANCE_FILE)).ok())
        .is_some_and(|t| t.trim() == "yes")
}

/// The language chosen in the window's menu last time, if any.
pub fn remembered_lang() -> Option<Lang> {
    let text = std::fs::read_to_string(data_folder()?.join(LANG_FILE)).ok()?;
    Lang::parse(&text)
}
