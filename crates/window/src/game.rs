//! Game: one board's score, in the tournament's game. The score text is the source of truth:
//! typed, pasted or grown by playing on the board (an otau of the side to move; a Tumicarona
//! piece and each point of its path). When the text changes it is replayed by the rules engine,
//! so the verdict is live and the first bad move is outlined on the board with its message.
//! ← and → step through the game; the score is saved to the pairing with the board's result.

use orda_core::t;
use std::rc::Rc;

use egui::Key;

use super::{Command, Shared, board, text, tumi_board};
use orda_core::app::validate::validate_text;
use orda_core::formats::record;
use orda_core::rules::replay::Replay;
use orda_core::rules::{Game, GameKind, Side, Togyzkumalak, Tumicarona};
use orda_core::tournament::Lang;
use orda_core::words::lang;

/// The game view's state.
#[derive(Default)]
pub struct GameView {
    board: Option<(u32, u32)>,
    /// The score as typed.
    pub text: String,
    /// How many plies of the replay are shown.
    pub ply: usize,
    /// The replay and the verdict of `text` in a game (in words of a language), kept until
    /// one of them changes: the view is drawn many times a second, the score changes only
    /// when the arbiter types or clicks.
    analysed: Option<(String, GameKind, Lang, Rc<Analysis>)>,
    /// A Tumicarona turn being entered by clicks.
    entry: tumi_board::Entry,
    /// The score as stored, to tell a typed change not yet saved.
    saved: String,
    /// The round and board typed in the chooser at the top.
    pick: (u32, u32),
}

impl GameView {
    /// The round and board whose score is open, with the score as typed now.
    pub fn open_score(&self) -> Option<(u32, u32, &str)> {
        self.board.map(|(r, b)| (r, b, self.text.as_str()))
    }
}

/// What the engine makes of the score text.
struct Analysis {
    replay: Replays,
    /// The validator's verdict: `Ok` with the ending, or `Err` with the first problem located;
    /// `None` for an empty score.
    verdict: Option<Result<String, String>>,
    /// Where the first problem stands in the text, as a byte range (highlighted there).
    bad: Option<std::ops::Range<usize>>,
}

/// The replay in the game's own positions.
enum Replays {
    Togyz(Replay<Togyzkumalak>),
    Tumi(Replay<Tumicarona>),
}

impl Replays {
    /// The legal move tokens, whatever the game.
    fn tokens(&self) -> &[String] {
        match self {
            Replays::Togyz(r) => &r.tokens,
            Replays::Tumi(r) => &r.tokens,
        }
    }
}

impl Analysis {
    fn of(kind: GameKind, text: &str) -> Analysis {
        let report = validate_text(kind, text).into_iter().next();
        // A move the engine can play may still be wrong as written (a landing or a kazan that
        // disagrees): the replay stops where the validator does, so the board marks that move.
        let stop = report
            .as_ref()
            .and_then(|r| r.problem.as_ref())
            .and_then(|p| p.ply?.checked_sub(1));
        let replay = match kind {
            GameKind::Togyzkumalak => Replays::Togyz(replay(text, stop)),
            GameKind::Tumicarona => Replays::Tumi(replay(text, stop)),
        };
        let bad = report
            .as_ref()
            .filter(|_| !text.trim().is_empty())
            .and_then(|r| r.problem.as_ref())
            .and_then(|p| byte_range(text, p.line, p.col, p.token.chars().count().max(1)));
        let verdict = report
            .filter(|_| !text.trim().is_empty())
            .map(|r| match &r.problem {
                None => Ok(orda_core::words::rules::ending(&r.verdict.ending)),
                Some(p) => Err(format!(
                    "{}:{}: {}",
                    p.line,
                    p.col,
                    orda_core::words::rules::located(p)
                )),
            });
        Analysis {
            replay,
            verdict,
            bad,
        }
    }
}

/// The byte range of `len` characters from 1-based (`line`, `col`) of `text`, if inside it.
fn byte_range(text: &str, line: u32, col: u32, len: usize) -> Option<std::ops::Range<usize>> {
    let start_of_line: usize = text
        .split_inclusive('\n')
        .take(line.checked_sub(1)? as usize)
        .map(str::len)
        .sum();
    let rest = text.get(start_of_line..)?;
    let mut chars = rest.char_indices().skip(col.checked_sub(1)? as usize);
    let (from, _) = chars.next()?;
    let to = rest[from..]
        .char_indices()
        .nth(len)
        .map_or(rest.len(), |(i, _)| from + i);
    Some(start_of_line + from..start_of_line + to)
}

/// How many moves of `text` start before character `cursor`: the ply the board shows while
/// that part of the score is edited.
fn ply_at(text: &str, cursor: usize) -> usize {
    let rec = record::read(text).into_iter().next().unwrap_or_default();
    rec.moves
        .iter()
        .filter(|m| {
            byte_range(text, m.span.line, m.span.col, 1)
                .is_some_and(|r| text[..r.start].chars().count() < cursor)
        })
        .count()
}

/// The score `text` replayed until its first illegal move or the ply the validator refused.
fn replay<G: Game>(text: &str, stop: Option<usize>) -> Replay<G> {
    orda_core::app::validate::replay_text(text, stop)
}

/// The tags of `text` (lines starting with `[`) followed by `tokens` as numbered movetext.
fn rebuild(text: &str, tokens: &[String]) -> String {
    let mut out: String = text
        .lines()
        .filter(|l| l.trim_start().starts_with('['))
        .map(|l| format!("{l}\n"))
        .collect();
    if !out.is_empty() {
        out.push('\n');
    }
    let moves: Vec<String> = tokens
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
        .collect();
    out.push_str(&moves.join(" "));
    out
}

/// A game the window can draw and take moves on.
trait Drawn: Game {
    /// Draws `pos` (with `bad`, the refused token, outlined) and returns a turn the arbiter
    /// completed on the board.
    fn draw(
        ui: &mut egui::Ui,
        pos: &Self::Position,
        last: Option<&str>,
        bad: Option<&str>,
        entry: &mut tumi_board::Entry,
    ) -> Option<Self::Turn>;
}

impl Drawn for Togyzkumalak {
    fn draw(
        ui: &mut egui::Ui,
        pos: &Self::Position,
        _last: Option<&str>,
        bad: Option<&str>,
        _entry: &mut tumi_board::Entry,
    ) -> Option<u8> {
        let mark = bad
            .and_then(|t| orda_core::rules::togyz::notation::parse_move(t).ok())
            .map(|w| (pos.to_move(), w.from));
        board::board(ui, pos, mark, true).filter(|&otau| pos.is_legal(otau))
    }
}

impl Drawn for Tumicarona {
    fn draw(
        ui: &mut egui::Ui,
        pos: &Self::Position,
        last: Option<&str>,
        bad: Option<&str>,
        entry: &mut tumi_board::Entry,
    ) -> Option<Self::Turn> {
        let legal = pos.legal_turns();
        let marks = tumi_board::Marks::of(entry, last, bad, &legal);
        // While a chain is entered, the board shows it played so far: the piece at its end, its
        // captures gone.
        let mut shown = *pos;
        if let Some(t) = entry.pending().filter(|t| !t.steps.is_empty()) {
            let _ = shown.play(&t);
        }
        let mut done = tumi_board::board(ui, &shown, &marks).and_then(|p| entry.click(p, &legal));
        ui.horizontal(|ui| {
            let over = Tumicarona::status(pos);
            let mut line = format!(
                "{} · {}",
                t!(
                    "side-pieces",
                    side = orda_core::words::side_key(Side::White),
                    n = pos.count(Side::White)
                ),
                t!(
                    "side-pieces",
                    side = orda_core::words::side_key(Side::Black),
                    n = pos.count(Side::Black)
                )
            );
            match over {
                Some((outcome, why)) => {
                    line.push_str(&format!(
                        " · {} ({}, {})",
                        t!("game-over"),
                        orda_core::words::rules::on_board(&why),
                        outcome.as_score()
                    ));
                }
                None => {
                    let side = orda_core::words::side_key(pos.to_move());
                    line.push_str(&format!(" · {}", t!("side-to-move", side = side)));
                }
            }
            ui.label(line);
            if entry.choice.is_some() {
                ui.label(t!("capture-choice"));
                if ui.button(t!("approach")).clicked() {
                    done = entry.choose(orda_core::rules::tumicarona::Capture::Approach, &legal);
                }
                if ui.button(t!("withdrawal")).clicked() {
                    done = entry.choose(orda_core::rules::tumicarona::Capture::Withdrawal, &legal);
                }
            }
            if !entry.steps.is_empty()
                && ui
                    .button(t!("end-turn"))
                    .on_hover_text(t!("end-turn-tip"))
                    .clicked()
            {
                done = entry.finish();
            }
        });
        if ui.input(|i| i.key_pressed(Key::Escape)) {
            *entry = tumi_board::Entry::default();
        }
        done
    }
}

impl GameView {
    /// Shows board `board` of round `round` with its stored score, at the end of the game.
    pub fn open(&mut self, round: u32, board: u32, score: String) {
        self.board = Some((round, board));
        self.pick = (round, board);
        self.ply = usize::MAX;
        self.saved = score.clone();
        self.text = score;
        self.entry = tumi_board::Entry::default();
    }

    /// The score of (round, board) was stored as `text`.
    pub fn stored(&mut self, round: u32, board: u32, text: &str) {
        if self.board == Some((round, board)) {
            self.saved = text.to_string();
        }
    }

    /// The score typed or clicked and not saved: its board.
    pub fn unsaved(&self) -> Option<(u32, u32)> {
        self.board.filter(|_| self.text.trim() != self.saved.trim())
    }

    /// Where the first problem of the score stands in its text (bytes), as marked there.
    pub fn bad_range(&self) -> Option<std::ops::Range<usize>> {
        self.analysed
            .as_ref()
            .filter(|(t, ..)| *t == self.text)
            .and_then(|(.., a)| a.bad.clone())
    }

    /// Forgets the typed change: the stored score again.
    pub fn discard(&mut self) {
        self.text = self.saved.clone();
    }

    /// The board shown, as (round, board).
    pub fn board(&self) -> Option<(u32, u32)> {
        self.board
    }

    /// Round and board chosen here, as well as from the rounds view.
    fn chooser(
        &mut self,
        ui: &mut egui::Ui,
        t: &orda_core::tournament::Tournament,
        cmds: &mut Vec<Command>,
    ) {
        if t.rounds.is_empty() {
            return;
        }
        if self.pick == (0, 0) {
            self.pick = self.board.unwrap_or((t.rounds.len() as u32, 1));
        }
        let rounds = t.rounds.len() as u32;
        let boards = |r: u32| {
            t.rounds
                .iter()
                .find(|x| x.number.0 == r)
                .map_or(1, |x| x.games.len().max(1) as u32)
        };
        ui.horizontal_wrapped(|ui| {
            let l = ui.label(t!("game-round"));
            ui.add(egui::DragValue::new(&mut self.pick.0).range(1..=rounds))
                .labelled_by(l.id);
            let l = ui.label(t!("game-board"));
            let most = boards(self.pick.0);
            self.pick.1 = self.pick.1.clamp(1, most);
            ui.add(egui::DragValue::new(&mut self.pick.1).range(1..=most))
                .labelled_by(l.id);
            if ui.button(t!("open-chosen-game")).clicked() {
                cmds.push(Command::OpenGame {
                    round: self.pick.0,
                    board: self.pick.1,
                });
            }
        });
        ui.separator();
    }

    /// Draws the board at the shown ply and appends a move played on it to the score.
    fn play_on<G: Drawn>(&mut self, ui: &mut egui::Ui, rep: &Replay<G>) {
        let pos = &rep.positions[self.ply];
        let bad = rep
            .bad
            .as_ref()
            .filter(|b| b.0 == self.ply)
            .map(|b| b.1.as_str());
        let last = self
            .ply
            .checked_sub(1)
            .and_then(|i| rep.tokens.get(i))
            .map(String::as_str);
        if let Some(turn) = G::draw(ui, pos, last, bad, &mut self.entry) {
            let mut p = pos.clone();
            if G::play(&mut p, &turn).is_ok() {
                let mut tokens = rep.tokens[..self.ply].to_vec();
                tokens.push(G::write_turn(pos, &turn));
                self.text = rebuild(&self.text, &tokens);
                self.ply = tokens.len();
            }
        }
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        if let Some(t) = &shared.t {
            self.chooser(ui, t, cmds);
        }
        let (Some(t), Some((round, board))) = (&shared.t, self.board) else {
            ui.label(t!("no-board"));
            return;
        };
        let kind = t.settings.game;
        let game = t
            .rounds
            .iter()
            .find(|r| r.number.0 == round)
            .and_then(|r| r.games.iter().find(|g| g.board.0 == board));
        let name = |no| t.entrant(no).map_or("", |e| e.name.as_str());
        if let Some(g) = game {
            ui.horizontal(|ui| {
                ui.heading(text::board_title(
                    round,
                    board,
                    name(g.white),
                    name(g.black),
                ));
                if let Some(r) = g.result {
                    ui.heading(r.display());
                }
            });
        }
        if self
            .analysed
            .as_ref()
            .is_none_or(|(t, k, l, _)| *t != self.text || *k != kind || *l != lang::current())
        {
            self.analysed = Some((
                self.text.clone(),
                kind,
                lang::current(),
                Rc::new(Analysis::of(kind, &self.text)),
            ));
            self.entry = tumi_board::Entry::default();
        }
        let Some(analysis) = self.analysed.as_ref().map(|(.., a)| Rc::clone(a)) else {
            return;
        };
        let tokens = analysis.replay.tokens();
        let end = tokens.len();
        self.ply = self.ply.min(end);
        let shown = self.ply;
        if !ui.ctx().egui_wants_keyboard_input() {
            ui.input(|i| {
                if i.key_pressed(Key::ArrowLeft) {
                    self.ply = self.ply.saturating_sub(1);
                }
                if i.key_pressed(Key::ArrowRight) {
                    self.ply = (self.ply + 1).min(end);
                }
                if i.key_pressed(Key::Home) {
                    self.ply = 0;
                }
                if i.key_pressed(Key::End) {
                    self.ply = end;
                }
            });
        }
        if self.ply != shown {
            self.entry = tumi_board::Entry::default();
        }
        let save = ui.input_mut(|i| {
            i.consume_shortcut(&egui::KeyboardShortcut::new(
                egui::Modifiers::COMMAND,
                Key::S,
            ))
        });
        match &analysis.replay {
            Replays::Togyz(r) => self.play_on(ui, r),
            Replays::Tumi(r) => self.play_on(ui, r),
        }
        ui.horizontal(|ui| {
            for (label, target) in [
                (text::FIRST, 0),
                (text::PREV, self.ply.saturating_sub(1)),
                (text::NEXT, (self.ply + 1).min(end)),
                (text::LAST, end),
            ] {
                if ui.button(label).on_hover_text(t!("replay-tip")).clicked() {
                    self.ply = target;
                    self.entry = tumi_board::Entry::default();
                }
            }
            ui.label(text::ply_of(self.ply.min(end), end));
            if ui
                .add_enabled(
                    self.ply > 0 && self.ply <= end,
                    egui::Button::new(t!("undo-move")),
                )
                .clicked()
            {
                self.text = rebuild(&self.text, &tokens[..self.ply - 1]);
                self.ply -= 1;
            }
            let r = ui
                .button(t!("save-score"))
                .on_hover_text(t!("save-score-tip"));
            if r.clicked() || save {
                cmds.push(Command::SaveScore {
                    round,
                    board,
                    text: self.text.clone(),
                });
            }
        });
        // The validator's verdict on the whole score, live.
        match &analysis.verdict {
            Some(Ok(ending)) => {
                ui.colored_label(
                    egui::Color32::from_rgb(0x2E, 0x7D, 0x32),
                    format!("✔ {} · {ending}", t!("valid")),
                );
            }
            Some(Err(problem)) => {
                ui.colored_label(ui.visuals().error_fg_color, format!("✘ {problem}"));
            }
            None => {}
        }
        let l = ui.label(t!("score-text"));
        // The first bad move is marked in the text as on the board (while the text is the one
        // analysed: a keystroke makes a new analysis next frame).
        let analysed = self.text.clone();
        let bad = analysis.bad.clone();
        let error = ui.visuals().error_fg_color;
        let normal = ui.visuals().text_color();
        let mut layouter = |ui: &egui::Ui, buf: &dyn egui::TextBuffer, wrap_width: f32| {
            let font = egui::TextStyle::Monospace.resolve(ui.style());
            let text = buf.as_str();
            let mut job = egui::text::LayoutJob::default();
            let plain = egui::TextFormat::simple(font.clone(), normal);
            match bad
                .clone()
                .filter(|r| text == analysed && text.get(r.clone()).is_some())
            {
                Some(r) => {
                    job.append(&text[..r.start], 0.0, plain.clone());
                    let mut marked = egui::TextFormat::simple(font.clone(), error);
                    marked.underline = egui::Stroke::new(2.0, error);
                    marked.background = error.gamma_multiply(0.25);
                    job.append(&text[r.clone()], 0.0, marked);
                    job.append(&text[r.end..], 0.0, plain);
                }
                None => job.append(text, 0.0, plain),
            }
            job.wrap.max_width = wrap_width;
            ui.fonts_mut(|f| f.layout_job(job))
        };
        let out = egui::ScrollArea::vertical()
            .show(ui, |ui| {
                egui::TextEdit::multiline(&mut self.text)
                    .id_salt("score_text")
                    .font(egui::TextStyle::Monospace)
                    .desired_rows(6)
                    .desired_width(f32::INFINITY)
                    .layouter(&mut layouter)
                    .show(ui)
            })
            .inner;
        let r = out.response.response.clone().labelled_by(l.id);
        // Typing in the score: the board shows the position at the move being edited.
        if r.changed()
            && let Some(c) = out.cursor_range
        {
            self.ply = ply_at(&self.text, c.primary.index.0);
        }
    }
}
