//! The desktop window (egui/eframe): one struct per view, each drawing from a read-only
//! [`Shared`] and pushing [`Command`]s; [`OrdaApp::apply`] is the one place that carries them
//! out, through the operations in `app` (the window never speaks SQL). Every command is applied
//! at once and stored in its own transaction, so there is no Save button: the status bar says
//! "saved" or why nothing was changed.
//!
//! [`OrdaApp::show`] draws a whole frame into a `Ui`; eframe calls it from [`eframe::App::ui`],
//! and the egui_kittest tests call it directly, without a display.

mod awards;
mod board;
mod categories;
mod command;
mod commands;
mod drafts;
mod exports;
mod failure;
mod files;
mod game;
mod hall;
mod history;
mod players;
mod prizes;
mod publish;
mod reread;
mod rounds;
mod said;
mod settings;
mod standings;
mod start;
mod tables;
mod team_play;
mod teams;
pub mod text;
mod tumi_board;
mod worker;

use tables::{strong_width, table_style, text_width};

use egui::{Key, KeyboardShortcut, Modifiers};
use orda_core::t;
use orda_core::words::lang::Lang;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, Sender, channel};

use orda_core::app::Op;
use orda_core::store::Store;
use orda_core::tournament::{ByeKind, No, RoundNo, Tournament, TournamentId};

pub use commands::{Command, Failure};
pub use exports::Export;
pub use files::{Pick, remembered_lang, unused_path};
pub use game::GameView;
pub use hall::{HallCmd, HallView};
pub use history::HistoryView;
pub use players::PlayersView;
pub use prizes::PrizesView;
pub use rounds::RoundsView;
pub use settings::SettingsView;
pub use standings::StandingsView;
pub use start::StartView;
pub use teams::TeamsView;

/// The one font, bundled so that every system and every test renders the same glyphs: DejaVu
/// Sans covers Cyrillic, every Kazakh letter (Ә Ғ Қ Ң Ө Ұ Ү Һ І) and ₸.
const FONT: &[u8] = include_bytes!("../../../assets/DejaVuSans.ttf");

/// Which view fills the window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum View {
    Start,
    Settings,
    Players,
    Rounds,
    Game,
    Standings,
    Prizes,
    Teams,
    History,
    Hall,
}

impl View {
    /// Every view, in tab order (Ctrl+1 .. Ctrl+9, Ctrl+0).
    pub const ALL: [View; 10] = [
        View::Start,
        View::Settings,
        View::Players,
        View::Rounds,
        View::Game,
        View::Standings,
        View::Prizes,
        View::Teams,
        View::History,
        View::Hall,
    ];

    fn label(self) -> String {
        match self {
            View::Start => t!("view-start"),
            View::Settings => t!("view-settings"),
            View::Players => t!("view-players"),
            View::Rounds => t!("view-rounds"),
            View::Game => t!("view-game"),
            View::Standings => t!("view-standings"),
            View::Prizes => t!("view-prizes"),
            View::Teams => t!("view-teams"),
            View::History => t!("view-history"),
            View::Hall => t!("view-hall"),
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
            Key::Num7,
            Key::Num8,
            Key::Num9,
            Key::Num0,
        ][self as usize]
    }
}

/// A tournament as the start view lists it: figures kept, words made when shown (in the
/// window's language of the moment).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Summary {
    pub id: TournamentId,
    pub name: String,
    /// The figures its words are made of (`reread.rs`).
    brief: orda_core::store::Summary,
}

/// What every view may read: the open database, its tournaments, the tournament being run.
#[derive(Default)]
pub struct Shared {
    pub db_path: Option<String>,
    /// The file's tournaments in brief, read when a view first shows them (`list_stale`), then
    /// kept up to date: opening a federation's file with thousands of tournaments on the one
    /// being run does not read the others.
    pub tournaments: Vec<Summary>,
    /// True until `tournaments` is read for the file open (`Command::LoadList`).
    pub list_stale: bool,
    pub t: Option<Tournament>,
    /// The open tournament's forbidden pairs.
    pub forbidden: Vec<orda_core::tournament::KeptApart>,
    /// The byes announced for rounds not paired yet: (player, round, kind).
    pub byes: Vec<(No, RoundNo, ByeKind)>,
    pub recent: Vec<PathBuf>,
    /// Bumped whenever `t` is loaded again, so views can keep what they computed from it.
    pub version: u64,
    /// The open tournament's categories, prizes and team settings.
    pub awards: orda_core::tournament::event::Awards,
    /// The file's events, each with its sections.
    pub events: Vec<(orda_core::tournament::event::Event, Vec<TournamentId>)>,
    /// The open tournament's event and its sections (loaded), when it is a section of one. The
    /// sections are loaded on demand: they are those of version `sections_at`.
    pub event: Option<(orda_core::tournament::event::Event, Vec<Tournament>)>,
    /// The `version` the event's sections were loaded at (0: not loaded).
    pub sections_at: u64,
    /// The rating history of the open tournament's players.
    pub history: Vec<orda_core::tournament::event::RatingChange>,
    /// The live results page's addresses while it is published (empty: not published).
    pub publishing: Vec<String>,
    /// Registry players found for a name being typed: (what was looked for, who).
    pub found: (String, Vec<orda_core::tournament::event::Registered>),
    /// How CSV exports are written (the Export menu's "for Excel"), remembered in `csv.txt`.
    pub csv_style: orda_core::formats::sheet::CsvStyle,
    /// The open tournament's journal, oldest first, as read at `journal_at` (a `version`).
    pub journal: Vec<orda_core::tournament::journal::Entry>,
    pub journal_at: Option<u64>,
    /// This computer's offset from UTC in minutes when the journal was read (its times are
    /// local: the History view says the offset once).
    pub journal_offset: i32,
    /// The arbiter's name kept with the open database, if any (the journal's who).
    pub arbiter: Option<String>,
    /// What the Hall view shows, as read at `hall_at` (a `version`).
    pub hall: hall::HallData,
    pub hall_at: Option<u64>,
    /// Reports from the hall waiting for the arbiter in the open tournament.
    pub waiting: usize,
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
    /// The tournament open when it was said: another tournament's view does not show it.
    pub tournament: Option<TournamentId>,
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
    pub prizes: PrizesView,
    pub teams: TeamsView,
    pub history: HistoryView,
    pub hall: HallView,
    pub status: Status,
    /// Set by a command whose outcome carries a warning, for the status bar.
    warned: bool,
    /// The last refused operation that the arbiter may insist on ("Store anyway").
    insist: Option<Op>,
    /// How the TRF file being imported was read, when not as plain UTF-8.
    trf_read_as: Option<String>,
    /// Where the recent-databases list is kept (`None` in tests: nothing is written).
    recent_file: Option<PathBuf>,
    dialogs: (Sender<Picked>, Receiver<Picked>),
    /// File dialogs are the desktop's (`false` for a window over a given store, as tests make:
    /// a dialog then answers at once that it never showed, as on a desktop without a portal).
    desktop_dialogs: bool,
    /// Long operations run on a worker (`worker.rs`); `false` runs them at once (a window over a
    /// given store, as tests make, unless `work_in_background` says otherwise).
    background: bool,
    /// The operation running on the worker, which holds the store meanwhile.
    working: Option<worker::Working>,
    fonts_installed: bool,
    /// A command or the closing of the window that would lose typed work, waiting for the
    /// arbiter's answer.
    leaving: Option<drafts::Leave>,
    /// The arbiter chose to close and lose the drafts.
    may_close: bool,
    /// The file's change count when last looked at, and when that was (seconds): another
    /// Orda's changes are read again when it moves.
    seen: (Option<i64>, f64),
    /// Where the window was last remembered to be (`last.txt`'s text).
    place: Option<String>,
    /// The live results page, while published.
    server: Option<orda_web::Server>,
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
                csv_style: files::remembered_csv_style(recent_file.as_deref()),
                ..Shared::default()
            },
            view: View::Start,
            start: StartView::default(),
            settings: SettingsView::default(),
            players: PlayersView::default(),
            rounds: RoundsView::default(),
            game: GameView::default(),
            standings: StandingsView::default(),
            prizes: PrizesView::default(),
            teams: TeamsView::default(),
            history: HistoryView::default(),
            hall: HallView::default(),
            status: Status::default(),
            warned: false,
            insist: None,
            trf_read_as: None,
            recent_file,
            dialogs: channel(),
            desktop_dialogs: true,
            background: true,
            working: None,
            fonts_installed: false,
            leaving: None,
            may_close: false,
            seen: (None, 0.0),
            place: None,
            server: None,
        };
        app.rounds.advance = files::remembered_advance(app.recent_file.as_deref());
        if let Some(db) = db {
            app.apply(Command::OpenDb(db));
            app.reopen_last();
        }
        app
    }

    /// Runs long operations (pairing, imports) on a worker, the window drawing meanwhile.
    pub fn work_in_background(&mut self, yes: bool) {
        self.background = yes;
    }

    /// Settings edited in the Settings view but not saved.
    pub fn settings_unsaved(&self) -> bool {
        self.settings.unsaved(self.shared.t.as_ref())
    }

    /// A window over an already open store (tests use an in-memory one). Its file dialogs never
    /// show: one answers at once that it did not, as on a desktop without a portal.
    pub fn with_store(mut store: Store) -> OrdaApp {
        // What the window does is the window's in the journal.
        let actor = orda_core::app::journal::actor(
            &mut store,
            orda_core::tournament::journal::Face::Window,
        );
        let arbiter = orda_core::app::query::arbiter(&mut store).ok().flatten();
        store.act_as(actor);
        let mut app = OrdaApp::new(None, None);
        app.desktop_dialogs = false;
        app.background = false;
        app.shared.db_path = Some(store.path().to_string());
        app.shared.arbiter = arbiter;
        app.store = Some(store);
        app.reload(reread::Reread::All);
        app
    }

    /// Draws one frame and then carries out what the views asked for.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        if !self.fonts_installed {
            install_fonts(ui.ctx());
            self.fonts_installed = true;
        }
        let mut cmds = Vec::new();
        self.poll_work(ui.ctx());
        self.poll_file(ui.ctx());
        self.poll_dialogs(&mut cmds);
        self.dropped(ui, &mut cmds);
        self.shortcuts(ui, &mut cmds);
        self.top_bar(ui, &mut cmds);
        self.status_bar(ui, &mut cmds);
        let Self {
            shared,
            view,
            start,
            settings,
            players,
            rounds,
            game,
            standings,
            prizes,
            teams,
            history,
            hall,
            ..
        } = self;
        egui::CentralPanel::default().show(ui, |ui| match view {
            View::Start => {
                egui::ScrollArea::vertical().show(ui, |ui| start.ui(ui, shared, &mut cmds));
            }
            View::Settings => {
                egui::ScrollArea::vertical().show(ui, |ui| settings.ui(ui, shared, &mut cmds));
            }
            View::Players => players.ui(ui, shared, &mut cmds),
            View::Rounds => rounds.ui(ui, shared, &mut cmds),
            View::Game => game.ui(ui, shared, &mut cmds),
            View::Standings => standings.ui(ui, shared, &mut cmds),
            View::Prizes => prizes.ui(ui, shared, &mut cmds),
            View::Teams => teams.ui(ui, shared, &mut cmds),
            View::History => history.ui(ui, shared, &mut cmds),
            View::Hall => hall.ui(ui, shared, &mut cmds),
        });
        self.forget_a_corrected_refusal();
        if ui.ctx().input(|i| i.viewport().close_requested()) && !self.close_requested() {
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::CancelClose);
        }
        self.leave_dialog(ui);
        for c in cmds {
            self.ask_or_apply(c);
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
        // Ctrl+Z undoes the tournament's last change, unless a text field is being edited
        // (there it undoes the typing).
        let undo = KeyboardShortcut::new(Modifiers::COMMAND, Key::Z);
        if self.shared.t.is_some()
            && !ui.ctx().egui_wants_keyboard_input()
            && ui.input_mut(|i| i.consume_shortcut(&undo))
        {
            // The last change as the History view read it, when it is current.
            let shown = (self.shared.journal_at == Some(self.shared.version))
                .then(|| orda_core::app::journal::last_change(&self.shared.journal))
                .flatten()
                .map(|e| e.id);
            cmds.push(Command::Undo(shown));
        }
    }

    fn top_bar(&mut self, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
        egui::Panel::top("menu").show(ui, |ui| {
            egui::MenuBar::new().ui(ui, |ui| {
                ui.menu_button(t!("menu-file"), |ui| {
                    if ui.button(t!("new-database")).clicked() {
                        cmds.push(Command::PickFile(Pick::NewDb));
                    }
                    if ui.button(t!("open-database")).clicked() {
                        cmds.push(Command::PickFile(Pick::OpenDb));
                    }
                    let open = self.shared.db_path.is_some();
                    if ui
                        .add_enabled(open, egui::Button::new(t!("import-trf")))
                        .clicked()
                    {
                        cmds.push(Command::PickFile(Pick::ImportTrf));
                    }
                    if ui
                        .add_enabled(open, egui::Button::new(t!("back-up-database")))
                        .clicked()
                    {
                        cmds.push(Command::BackUpDb);
                    }
                    ui.separator();
                    if ui
                        .add_enabled(open, egui::Button::new(t!("reload")))
                        .on_hover_text(t!("reload-tip"))
                        .clicked()
                    {
                        cmds.push(Command::Reload);
                    }
                    if ui.button(t!("quit")).clicked() {
                        ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
                    }
                });
                ui.add_enabled_ui(self.shared.t.is_some(), |ui| {
                    ui.menu_button(t!("menu-export"), |ui| {
                        for e in Export::ALL {
                            if ui.button(e.label()).clicked() {
                                cmds.push(Command::PickFile(Pick::Export(e)));
                            }
                        }
                        ui.separator();
                        // CSV as a Russian or Kazakh Excel opens it (`;`, 7,5); scripts read
                        // the default.
                        use orda_core::formats::sheet::CsvStyle;
                        let mut excel = self.shared.csv_style == CsvStyle::Excel;
                        if ui
                            .checkbox(&mut excel, t!("csv-for-excel"))
                            .on_hover_text(t!("csv-for-excel-tip"))
                            .changed()
                        {
                            let style = if excel {
                                CsvStyle::Excel
                            } else {
                                CsvStyle::Rfc4180
                            };
                            cmds.push(Command::SetCsvStyle(style));
                        }
                    });
                });
                ui.menu_button(t!("language"), |ui| {
                    for lang in Lang::ALL {
                        let on = orda_core::words::lang::current() == lang;
                        if ui.radio(on, lang.native_name()).clicked() && !on {
                            cmds.push(Command::SetLanguage(lang));
                        }
                    }
                });
                ui.separator();
                for (i, v) in View::ALL.into_iter().enumerate() {
                    let needs_t = v != View::Start;
                    let enabled = !needs_t || self.shared.t.is_some();
                    let tip = text::with_key(&v.label(), &format!("Ctrl+{}", (i + 1) % 10));
                    // The Hall says how many reports wait for the arbiter.
                    let label = match (v, self.shared.waiting) {
                        (View::Hall, n) if n > 0 => t!("view-hall-count", n = n),
                        _ => v.label(),
                    };
                    let r = ui
                        .add_enabled(enabled, egui::Button::selectable(self.view == v, label))
                        .on_hover_text(tip);
                    if r.clicked() {
                        cmds.push(Command::Show(v));
                    }
                }
            });
        });
    }

    /// A refused score the arbiter has corrected since is no longer the one refused: the red
    /// refusal and its "Store anyway" (which would store the old text) go.
    fn forget_a_corrected_refusal(&mut self) {
        let Some(Op::SaveScore(orda_core::app::SaveScore {
            round,
            board,
            score,
            ..
        })) = &self.insist
        else {
            return;
        };
        if self.game.open_score() != Some((round.0, board.0, score.text.as_str())) {
            self.insist = None;
            if self.status.error {
                self.status = Status::default();
            }
        }
    }

    fn status_bar(&self, ui: &mut egui::Ui, cmds: &mut Vec<Command>) {
        // What was said of another tournament is not said of this one.
        let open = self.shared.t.as_ref().map(|t| t.settings.id);
        let said = self.status.tournament.is_none() || self.status.tournament == open;
        let saved = t!("saved");
        egui::Panel::bottom("status").show(ui, |ui| {
            // Wrapped: a long refusal (a CSV's problems, Russian at 1024 pixels) takes more
            // lines rather than running off the window.
            ui.horizontal_wrapped(|ui| {
                ui.label(self.shared.db_path.clone().unwrap_or_else(|| t!("no-db")));
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
                    // The permanent mark on every view (FIDE's checklist Q46).
                    if let Some(round) = t.settings.rules_left {
                        ui.colored_label(
                            ui.visuals().warn_fg_color,
                            t!("sheet-rules-left", round = round),
                        );
                    }
                }
                ui.separator();
                if let Some(w) = &self.working {
                    ui.spinner();
                    ui.label(t!("working", what = w.what()));
                } else if !said {
                } else if self.status.error {
                    if self.insist.is_some()
                        && ui
                            .button(t!("store-anyway"))
                            .on_hover_text(t!("store-anyway-tip"))
                            .clicked()
                    {
                        cmds.push(Command::StoreAnyway);
                    }
                    let msg = egui::RichText::new(&self.status.message)
                        .color(ui.visuals().error_fg_color);
                    ui.add(egui::Label::new(msg).wrap());
                } else if self.status.warning {
                    let msg = format!("{} · {}", self.status.message, t!("saved"));
                    let msg = egui::RichText::new(msg).color(ui.visuals().warn_fg_color);
                    ui.add(egui::Label::new(msg).wrap());
                } else if self.status.saved && self.status.message != saved {
                    // "saved" is said once.
                    let msg = format!("{} · {saved}", self.status.message);
                    ui.add(egui::Label::new(msg).wrap());
                } else {
                    ui.add(egui::Label::new(&self.status.message).wrap());
                }
            });
        });
    }
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
    let recent = files::data_folder().map(|d| d.join("recent.txt"));
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
