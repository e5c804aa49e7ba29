//! The desktop window (egui/eframe): one struct per view, each drawing from a read-only
//! [`Shared`] and pushing [`Command`]s; [`OrdaApp::apply`] is the one place that carries them
//! out, through the operations in `app` (the window never speaks SQL). Every command is applied
//! at once and stored in its own transaction, so there is no Save button: the status bar says
//! "saved" or why nothing was changed.
//!
//! [`OrdaApp::show`] draws a whole frame into a `Ui`; eframe calls it from [`eframe::App::ui`],
//! and the egui_kittest tests call it directly, without a display.

mod board;
mod game;
mod players;
mod rounds;
mod settings;
mod standings;
mod start;
pub mod text;
mod tumi_board;

use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, Sender, channel};

use egui::{Key, KeyboardShortcut, Modifiers};

use crate::app::{self, AppError};
use crate::store::Store;
use crate::tournament::{Entrant, GameResult, No, Settings, Tournament};

pub use game::GameView;
pub use players::PlayersView;
pub use rounds::RoundsView;
pub use settings::SettingsView;
pub use standings::StandingsView;
pub use start::StartView;

/// The one font, bundled so that every system and every test renders the same glyphs: DejaVu
/// Sans covers Cyrillic, every Kazakh letter (Ә Ғ Қ Ң Ө Ұ Ү Һ І) and ₸.
const FONT: &[u8] = include_bytes!("../../assets/DejaVuSans.ttf");

/// Which view fills the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    Start,
    Settings,
    Players,
    Rounds,
    Game,
    Standings,
}

impl View {
    /// Every view, in tab order (Ctrl+1 .. Ctrl+6).
    pub const ALL: [View; 6] = [
        View::Start,
        View::Settings,
        View::Players,
        View::Rounds,
        View::Game,
        View::Standings,
    ];

    fn label(self) -> &'static str {
        match self {
            View::Start => text::VIEW_START,
            View::Settings => text::VIEW_SETTINGS,
            View::Players => text::VIEW_PLAYERS,
            View::Rounds => text::VIEW_ROUNDS,
            View::Game => text::VIEW_GAME,
            View::Standings => text::VIEW_STANDINGS,
        }
    }

    fn key(self) -> Key {
        [
            Key::Num1,
            Key::Num2,
            Key::Num3,
            Key::Num4,
            Key::Num5,
            Key::Num6,
        ][self as usize]
    }
}

/// A file to write from the Export menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Export {
    StandingsCsv,
    StandingsHtml,
    CrosstableCsv,
    CrosstableHtml,
    PairingsHtml,
    Trf,
    Records,
}

impl Export {
    const ALL: [Export; 7] = [
        Export::StandingsCsv,
        Export::StandingsHtml,
        Export::CrosstableCsv,
        Export::CrosstableHtml,
        Export::PairingsHtml,
        Export::Trf,
        Export::Records,
    ];

    fn label(self) -> &'static str {
        match self {
            Export::StandingsCsv => text::EXPORT_STANDINGS_CSV,
            Export::StandingsHtml => text::EXPORT_STANDINGS_HTML,
            Export::CrosstableCsv => text::EXPORT_CROSSTABLE_CSV,
            Export::CrosstableHtml => text::EXPORT_CROSSTABLE_HTML,
            Export::PairingsHtml => text::EXPORT_PAIRINGS_HTML,
            Export::Trf => text::EXPORT_TRF,
            Export::Records => text::EXPORT_RECORDS,
        }
    }

    /// The file name an export gets: the tournament's name and the round it shows, so that
    /// exports of different tournaments and rounds never take each other's place
    /// (`Almaty Cup - standings r5.csv`). Characters no file system takes are left out.
    fn file_name(self, t: &Tournament, pairings_round: u32) -> String {
        let name: String = t
            .settings
            .name
            .chars()
            .filter(|c| !c.is_control() && !r#"/\:*?"<>|"#.contains(*c))
            .collect();
        let name = name.trim().trim_matches('.');
        let name = if name.is_empty() { "orda" } else { name };
        let done = t.completed_rounds();
        let paired = t.rounds.len();
        match self {
            Export::StandingsCsv => format!("{name} - standings r{done}.csv"),
            Export::StandingsHtml => format!("{name} - standings r{done}.html"),
            Export::CrosstableCsv => format!("{name} - crosstable r{done}.csv"),
            Export::CrosstableHtml => format!("{name} - crosstable r{done}.html"),
            Export::PairingsHtml => format!("{name} - pairings r{pairings_round}.html"),
            Export::Trf => format!("{name} r{paired}.trf"),
            Export::Records => format!("{name} - games r{paired}.pgn"),
        }
    }
}

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

/// Everything a view can ask for. Views push these; [`OrdaApp::apply`] carries them out after
/// the frame is drawn.
#[derive(Clone, Debug)]
pub enum Command {
    Show(View),
    /// Open (creating if need be) a database file.
    OpenDb(PathBuf),
    /// Ask for a file in a dialog on its own thread.
    PickFile(Pick),
    /// Back up the open database into its backups folder.
    BackUpDb,
    CreateTournament(Settings),
    SelectTournament(i64),
    SaveSettings(Settings),
    AddPlayer(Entrant),
    EditPlayer(Entrant),
    Withdraw {
        no: No,
        from: u32,
    },
    /// Take back a withdrawal.
    Reinstate(No),
    /// Delete a player before round 1 (after the confirmation).
    DeletePlayer(No),
    /// Delete a whole tournament (after the confirmation).
    DeleteTournament(i64),
    /// Import a tournament from a TRF file (another program's export).
    ImportTrf(PathBuf),
    ImportPlayers {
        file: String,
        text: String,
    },
    PairNext,
    EnterResult {
        round: u32,
        board: u32,
        result: Option<GameResult>,
    },
    /// Replace the last round's pairing (manual change); `force` after the warnings were seen.
    ReplaceRound {
        boards: Vec<(No, No)>,
        bye: Option<No>,
        force: bool,
    },
    DeleteLastRound,
    OpenGame {
        round: u32,
        board: u32,
    },
    SaveScore {
        round: u32,
        board: u32,
        text: String,
    },
    Export(Export, PathBuf),
}

/// A tournament as the start view lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub id: i64,
    pub name: String,
    pub system: String,
    pub progress: String,
}

/// What every view may read: the open database, its tournaments, the tournament being run.
#[derive(Default)]
pub struct Shared {
    pub db_path: Option<String>,
    pub tournaments: Vec<Summary>,
    pub t: Option<Tournament>,
    /// The open tournament's forbidden pairs.
    pub forbidden: Vec<(No, No)>,
    pub recent: Vec<PathBuf>,
    /// Bumped whenever `t` is loaded again, so views can keep what they computed from it.
    pub version: u64,
}

/// The line at the bottom: what the last command did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Status {
    pub message: String,
    pub error: bool,
    /// Stored, but the arbiter should know something (a result changed after later rounds
    /// were paired with the old one).
    pub warning: bool,
    /// True when the command stored something (the bar then says "saved").
    pub saved: bool,
}

/// A file dialog's answer: what it was for, the path chosen (`None`: cancelled), and whether it
/// came back at once (the dialog never showed).
type Picked = (Pick, Option<PathBuf>, bool);

/// The whole application.
pub struct OrdaApp {
    store: Option<Store>,
    pub shared: Shared,
    pub view: View,
    pub start: StartView,
    pub settings: SettingsView,
    pub players: PlayersView,
    pub rounds: RoundsView,
    pub game: GameView,
    pub standings: StandingsView,
    pub status: Status,
    /// Set by a command whose outcome carries a warning, for the status bar.
    warned: bool,
    /// Where the recent-databases list is kept (`None` in tests: nothing is written).
    recent_file: Option<PathBuf>,
    dialogs: (Sender<Picked>, Receiver<Picked>),
    fonts_installed: bool,
}

impl OrdaApp {
    /// A window over `db` (if given), keeping its recent list in `recent_file`.
    pub fn new(db: Option<PathBuf>, recent_file: Option<PathBuf>) -> OrdaApp {
        let recent = recent_file
            .as_deref()
            .and_then(|f| std::fs::read_to_string(f).ok())
            .map(|s| {
                s.lines()
                    .filter(|l| !l.is_empty())
                    .map(PathBuf::from)
                    .collect()
            })
            .unwrap_or_default();
        let mut app = OrdaApp {
            store: None,
            shared: Shared {
                recent,
                ..Shared::default()
            },
            view: View::Start,
            start: StartView::default(),
            settings: SettingsView::default(),
            players: PlayersView::default(),
            rounds: RoundsView::default(),
            game: GameView::default(),
            standings: StandingsView::default(),
            status: Status::default(),
            warned: false,
            recent_file,
            dialogs: channel(),
            fonts_installed: false,
        };
        if let Some(db) = db {
            app.apply(Command::OpenDb(db));
        }
        app
    }

    /// A window over an already open store (tests use an in-memory one).
    pub fn with_store(store: Store) -> OrdaApp {
        let mut app = OrdaApp::new(None, None);
        app.shared.db_path = Some(store.path().to_string());
        app.store = Some(store);
        app.reload();
        app
    }

    /// Draws one frame and then carries out what the views asked for.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        if !self.fonts_installed {
            install_fonts(ui.ctx());
            self.fonts_installed = true;
        }
        let mut cmds = Vec::new();
        while let Ok((pick, path, quick)) = self.dialogs.1.try_recv() {
            match path {
                Some(path) => self.picked(pick, path, &mut cmds),
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
                        message: text::NO_DIALOG.into(),
                        error: true,
                        warning: false,
                        saved: false,
                    }
                }
                None => {}
            }
        }
        // Files dropped on the window: a database opens, a player list goes to the preview.
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
                self.picked(Pick::ImportCsv, path, &mut cmds);
            } else {
                cmds.push(Command::OpenDb(path));
            }
        }
        self.shortcuts(ui, &mut cmds);
        self.top_bar(ui, &mut cmds);
        self.status_bar(ui);
        let Self {
            shared,
            view,
            start,
            settings,
            players,
            rounds,
            game,
            standings,
            ..
        } = self;
        egui::CentralPanel::default().show(ui, |ui| match view {
            View::Start => start.ui(ui, shared, &mut cmds),
            View::Settings => settings.ui(ui, shared, &mut cmds),
            View::Players => players.ui(ui, shared, &mut cmds),
            View::Rounds => rounds.ui(ui, shared, &mut cmds),
            View::Game => game.ui(ui, shared, &mut cmds),
            View::Standings => standings.ui(ui, shared, &mut cmds),
        });
        for c in cmds {
            self.apply(c);
        }
    }

    fn shortcuts(&mut self, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
        for v in View::ALL {
            let k = KeyboardShortcut::new(Modifiers::COMMAND, v.key());
            if ui.input_mut(|i| i.consume_shortcut(&k)) {
                cmds.push(Command::Show(v));
            }
        }
        let pair = KeyboardShortcut::new(Modifiers::COMMAND, Key::P);
        if self.shared.t.is_some() && ui.input_mut(|i| i.consume_shortcut(&pair)) {
            cmds.push(Command::PairNext);
        }
    }

    fn top_bar(&mut self, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
        egui::Panel::top("menu").show(ui, |ui| {
            egui::MenuBar::new().ui(ui, |ui| {
                ui.menu_button(text::MENU_FILE, |ui| {
                    if ui.button(text::NEW_DATABASE).clicked() {
                        cmds.push(Command::PickFile(Pick::NewDb));
                    }
                    if ui.button(text::OPEN_DATABASE).clicked() {
                        cmds.push(Command::PickFile(Pick::OpenDb));
                    }
                    let open = self.shared.db_path.is_some();
                    if ui
                        .add_enabled(open, egui::Button::new(text::IMPORT_TRF))
                        .clicked()
                    {
                        cmds.push(Command::PickFile(Pick::ImportTrf));
                    }
                    if ui
                        .add_enabled(open, egui::Button::new(text::BACK_UP_DATABASE))
                        .clicked()
                    {
                        cmds.push(Command::BackUpDb);
                    }
                });
                ui.add_enabled_ui(self.shared.t.is_some(), |ui| {
                    ui.menu_button(text::MENU_EXPORT, |ui| {
                        for e in Export::ALL {
                            if ui.button(e.label()).clicked() {
                                cmds.push(Command::PickFile(Pick::Export(e)));
                            }
                        }
                    });
                });
                ui.separator();
                for (i, v) in View::ALL.into_iter().enumerate() {
                    let needs_t = v != View::Start;
                    let enabled = !needs_t || self.shared.t.is_some();
                    let tip = text::with_key(v.label(), &format!("Ctrl+{}", i + 1));
                    let r = ui
                        .add_enabled(enabled, egui::Button::selectable(self.view == v, v.label()))
                        .on_hover_text(tip);
                    if r.clicked() {
                        cmds.push(Command::Show(v));
                    }
                }
            });
        });
    }

    fn status_bar(&self, ui: &mut egui::Ui) {
        egui::Panel::bottom("status").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.label(self.shared.db_path.as_deref().unwrap_or(text::NO_DB));
                if let Some(t) = &self.shared.t {
                    ui.separator();
                    ui.strong(&t.settings.name);
                    let missing = t
                        .rounds
                        .last()
                        .map_or(0, |r| r.games.iter().filter(|g| g.result.is_none()).count());
                    ui.label(text::progress(
                        t.rounds.len() as u32,
                        t.settings.rounds,
                        missing,
                    ));
                }
                ui.separator();
                if self.status.error {
                    ui.colored_label(ui.visuals().error_fg_color, &self.status.message);
                } else if self.status.warning {
                    let msg = format!("{} · {}", self.status.message, text::SAVED);
                    ui.colored_label(ui.visuals().warn_fg_color, msg);
                } else if self.status.saved {
                    ui.label(format!("{} · {}", self.status.message, text::SAVED));
                } else {
                    ui.label(&self.status.message);
                }
            });
        });
    }

    fn picked(&mut self, pick: Pick, path: PathBuf, cmds: &mut Vec<Command>) {
        match pick {
            Pick::OpenDb | Pick::NewDb => cmds.push(Command::OpenDb(path)),
            Pick::ImportCsv => self.players.preview_file(&path),
            Pick::ImportTrf => cmds.push(Command::ImportTrf(path)),
            Pick::Export(e) => cmds.push(Command::Export(e, path)),
        }
    }

    /// Carries out one command and reports it in the status bar.
    pub fn apply(&mut self, cmd: Command) {
        let stores = !matches!(
            cmd,
            Command::OpenDb(_) | Command::Export(..) | Command::BackUpDb
        );
        match self.run(cmd) {
            Ok(Some(msg)) => {
                self.status = Status {
                    message: msg,
                    error: false,
                    warning: std::mem::take(&mut self.warned),
                    saved: stores,
                }
            }
            Ok(None) => {}
            Err(e) => {
                self.warned = false;
                self.status = Status {
                    message: e.to_string(),
                    error: true,
                    warning: false,
                    saved: false,
                }
            }
        }
    }

    fn tid(&self) -> app::Result<i64> {
        self.shared
            .t
            .as_ref()
            .map(|t| t.settings.id)
            .ok_or_else(|| AppError::Refused(text::NO_TOURNAMENT_OPEN.into()))
    }

    fn store(&mut self) -> app::Result<&mut Store> {
        self.store
            .as_mut()
            .ok_or_else(|| AppError::Refused(text::NO_DATABASE_OPEN.into()))
    }

    /// Runs a command: `Some(message)` when something was stored.
    fn run(&mut self, cmd: Command) -> app::Result<Option<String>> {
        let msg = match cmd {
            Command::Show(v) => {
                if v != View::Start && self.shared.t.is_none() {
                    return Ok(None);
                }
                if v == View::Settings {
                    self.settings.reset(self.shared.t.as_ref());
                }
                self.view = v;
                return Ok(None);
            }
            Command::PickFile(pick) => {
                self.spawn_dialog(pick);
                return Ok(None);
            }
            Command::OpenDb(path) => {
                let store = Store::open(&path)?;
                self.shared.db_path = Some(store.path().to_string());
                self.store = Some(store);
                self.shared.t = None;
                self.remember(&path);
                self.reload();
                text::opened(&path.display().to_string())
            }
            Command::BackUpDb => match self.store()?.backup_beside("manual")? {
                Some(p) => text::backed_up(&p.display().to_string()),
                None => return Ok(None),
            },
            Command::CreateTournament(s) => {
                let id = app::manage::create_tournament(self.store()?, &s)?;
                self.open_tournament(id)?;
                self.view = View::Players;
                text::created(&s.name)
            }
            Command::SelectTournament(id) => {
                self.open_tournament(id)?;
                self.view = View::Rounds;
                return Ok(None);
            }
            Command::SaveSettings(s) => {
                app::manage::update_settings(self.store()?, &s)?;
                text::SETTINGS_STORED.into()
            }
            Command::AddPlayer(p) => {
                let tid = self.tid()?;
                let name = p.name.clone();
                let no = app::manage::add_player(self.store()?, tid, p)?;
                self.players.added();
                text::entered(&name, no)
            }
            Command::EditPlayer(p) => {
                let tid = self.tid()?;
                let name = p.name.clone();
                app::manage::edit_player(self.store()?, tid, p)?;
                text::changed(&name)
            }
            Command::Withdraw { no, from } => {
                let tid = self.tid()?;
                let changed = app::manage::withdraw(self.store()?, tid, no, from)?;
                text::withdrawn(no, from, changed.len())
            }
            Command::Reinstate(no) => {
                let tid = self.tid()?;
                let r = app::manage::reinstate(self.store()?, tid, no, None)?;
                text::reinstated(no, r.from, r.cleared.len())
            }
            Command::DeletePlayer(no) => {
                let tid = self.tid()?;
                let gone = app::manage::delete_player(self.store()?, tid, no)?;
                self.players.deleted();
                text::player_deleted(no, &gone.name)
            }
            Command::ImportTrf(path) => {
                let file = path.display().to_string();
                let bytes =
                    std::fs::read(&path).map_err(|e| AppError::Refused(format!("{file}: {e}")))?;
                let d = crate::formats::text::decode(&bytes, None)
                    .map_err(|e| AppError::BadInput(vec![format!("{file}:{e}")]))?;
                let id = app::transfer::import_trf(self.store()?, &file, &d.text)?;
                self.open_tournament(id)?;
                self.view = View::Standings;
                let name = self
                    .shared
                    .t
                    .as_ref()
                    .map(|t| t.settings.name.clone())
                    .unwrap_or_default();
                let how = (!d.is_plain_utf8()).then(|| d.describe());
                text::trf_imported(&name, &file, how.as_deref())
            }
            Command::DeleteTournament(id) => {
                let c = app::manage::delete_tournament(self.store()?, id)?;
                if self.shared.t.as_ref().is_some_and(|t| t.settings.id == id) {
                    self.shared.t = None;
                }
                text::tournament_deleted(&c.name)
            }
            Command::ImportPlayers { file, text } => {
                let tid = self.tid()?;
                let nos = app::manage::import_players(self.store()?, tid, &file, &text)?;
                self.players.imported();
                text::imported(nos.len(), &file)
            }
            Command::PairNext => {
                let tid = self.tid()?;
                let paired = app::play::pair_next_round(self.store()?, tid)?;
                self.rounds.show_round(paired.round.number);
                self.view = View::Rounds;
                text::paired(paired.round.number, paired.round.games.len())
            }
            Command::EnterResult {
                round,
                board,
                result,
            } => {
                let tid = self.tid()?;
                let entry = app::play::Entry {
                    board,
                    result,
                    score: None,
                    force: false,
                };
                let e = app::play::enter_result(self.store()?, tid, round, entry)?;
                let r = result.map_or(text::CLEARED, |r| r.display());
                match e.stale {
                    Some(st) => {
                        self.warned = true;
                        text::result_stale(round, board, r, st.old.display(), st.rounds)
                    }
                    None => text::result_entered(round, board, r),
                }
            }
            Command::ReplaceRound { boards, bye, force } => {
                let tid = self.tid()?;
                let b = app::swiss::replace_round(self.store()?, tid, &boards, bye, force)?;
                let mut msg = text::PAIRING_CHANGED.to_string();
                for w in b.absolute.iter().chain(&b.colour) {
                    msg.push_str("; ");
                    msg.push_str(w);
                }
                msg
            }
            Command::DeleteLastRound => {
                let tid = self.tid()?;
                let n = app::play::delete_last_round(self.store()?, tid)?;
                self.rounds.show_round(n.saturating_sub(1).max(1));
                text::round_deleted(n)
            }
            Command::OpenGame { round, board } => {
                let tid = self.tid()?;
                let score = app::play::score_of(self.store()?, tid, round, board)?;
                self.game.open(round, board, score.unwrap_or_default());
                self.view = View::Game;
                return Ok(None);
            }
            Command::SaveScore { round, board, text } => {
                let tid = self.tid()?;
                let t = self.shared.t.as_ref();
                let current = t
                    .and_then(|t| t.rounds.iter().find(|r| r.number == round))
                    .and_then(|r| r.games.iter().find(|g| g.board == board))
                    .and_then(|g| g.result);
                let kind = t.map(|t| t.settings.game).unwrap_or_default();
                let reports = app::validate::validate_text(kind, &text);
                let played = reports
                    .first()
                    .and_then(|r| GameResult::parse(r.result()).filter(|_| r.result() != "*"));
                let Some(result) = current.or(played) else {
                    return Err(AppError::Refused(text::score_needs_result(round, board)));
                };
                let entry = app::play::Entry {
                    board,
                    result: Some(result),
                    score: Some(app::play::ScoreFile {
                        name: text::score_file(round, board),
                        text,
                    }),
                    force: false,
                };
                let e = app::play::enter_result(self.store()?, tid, round, entry)?;
                let mut msg = text::score_stored(round, board);
                if let Some(v) = e.verdict {
                    msg = format!("{msg} ({v})");
                }
                msg
            }
            Command::Export(e, path) => {
                let body = self.export_text(e)?;
                std::fs::write(&path, body)
                    .map_err(|err| AppError::Refused(format!("{}: {err}", path.display())))?;
                text::wrote(&path.display().to_string())
            }
        };
        self.reload();
        Ok(Some(msg))
    }

    fn export_text(&mut self, e: Export) -> app::Result<String> {
        use app::reports;
        let tid = self.tid()?;
        let t = app::load(self.store()?, tid)?;
        let upto = t.completed_rounds();
        Ok(match e {
            Export::StandingsCsv => reports::standings_sheet(&t, upto, false).to_csv(),
            Export::StandingsHtml => reports::standings_sheet(&t, upto, false).to_html(),
            Export::CrosstableCsv => reports::crosstable_sheet(&t, upto, false).to_csv(),
            Export::CrosstableHtml => reports::crosstable_sheet(&t, upto, false).to_html(),
            Export::PairingsHtml => {
                let round = self.rounds.round().unwrap_or(t.rounds.len() as u32);
                reports::pairings(&t, round, false)
                    .ok_or_else(|| AppError::Refused(text::NOT_PAIRED.into()))?
                    .to_html()
            }
            Export::Trf => app::transfer::export_trf(&t),
            Export::Records => app::transfer::export_records(self.store()?, &t)?,
        })
    }

    fn open_tournament(&mut self, id: i64) -> app::Result<()> {
        let t = app::load(self.store()?, id)?;
        self.rounds.show_round(t.rounds.len() as u32);
        self.settings.reset(Some(&t));
        self.shared.t = Some(t);
        self.shared.version += 1;
        self.reload();
        Ok(())
    }

    /// Reads the tournament list and the open tournament again after a change.
    fn reload(&mut self) {
        let Some(store) = self.store.as_mut() else {
            return;
        };
        let rows = store.read(|db| db.tournaments()).unwrap_or_default();
        let open = self.shared.t.as_ref().map(|t| t.settings.id);
        let mut list = Vec::new();
        let mut reloaded = None;
        for row in rows {
            let Ok(t) = app::load(store, row.id) else {
                continue;
            };
            let missing = t
                .rounds
                .last()
                .map_or(0, |r| r.games.iter().filter(|g| g.result.is_none()).count());
            list.push(Summary {
                id: row.id,
                name: row.name,
                system: format!("{} · {}", t.settings.game.title(), t.settings.system.name()),
                progress: text::progress(t.rounds.len() as u32, t.settings.rounds, missing),
            });
            if Some(row.id) == open {
                reloaded = Some(t);
            }
        }
        self.shared.tournaments = list;
        if let Some(id) = open {
            self.shared.t = reloaded;
            self.shared.version += 1;
            self.shared.forbidden = store.read(|db| db.forbidden_pairs(id)).unwrap_or_default();
        }
    }

    fn remember(&mut self, path: &Path) {
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

    /// The file name of export `e` of the open tournament.
    fn export_name(&self, e: Export) -> String {
        match &self.shared.t {
            Some(t) => e.file_name(t, self.rounds.round().unwrap_or(t.rounds.len() as u32)),
            None => "orda".into(),
        }
    }

    /// Opens a native file dialog on its own thread, so the window keeps drawing; the answer
    /// arrives through the channel polled at the start of each frame.
    fn spawn_dialog(&self, pick: Pick) {
        let tx = self.dialogs.0.clone();
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

/// How every table's cells behave: a click anywhere on a row selects it, so labels must not
/// take the click for text selection; long names are cut, not wrapped, so rows keep one height
/// (which the virtualised tables rely on).
fn table_style(ui: &mut egui::Ui) {
    ui.style_mut().interaction.selectable_labels = false;
    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Truncate);
}

/// Makes the bundled font the only one, for proportional and monospace text alike.
fn install_fonts(ctx: &egui::Context) {
    let mut fonts = egui::FontDefinitions::empty();
    fonts.font_data.insert(
        "dejavu".into(),
        std::sync::Arc::new(egui::FontData::from_static(FONT)),
    );
    for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
        fonts.families.insert(family, vec!["dejavu".into()]);
    }
    ctx.set_fonts(fonts);
}

impl eframe::App for OrdaApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}

/// Opens the window (what `orda` does without a subcommand).
pub fn run(db: Option<PathBuf>) -> eframe::Result<()> {
    let recent = dirs::data_dir().map(|d| d.join("orda").join("recent.txt"));
    let db = db.or_else(|| {
        recent
            .as_deref()
            .and_then(|f| std::fs::read_to_string(f).ok())
            .and_then(|s| s.lines().next().map(PathBuf::from))
            .filter(|p| p.exists())
    });
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(text::APP_TITLE)
            .with_inner_size([1200.0, 800.0]),
        ..Default::default()
    };
    eframe::run_native(
        text::APP_TITLE,
        options,
        Box::new(move |_cc| Ok(Box::new(OrdaApp::new(db, recent)))),
    )
}
