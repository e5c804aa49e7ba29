//! Game: one board's score. The score text is the source of truth: typed, pasted or grown by
//! clicking an otau of the side to move. Every frame it is replayed by the rules engine, so the
//! verdict is live and the first bad move is outlined on the board with its message. ← and →
//! step through the game; the score is saved to the pairing with the board's result.

use std::rc::Rc;

use egui::Key;

use super::{Command, Shared, board, text};
use crate::app::validate::validate_text;
use crate::formats::record;
use crate::rules::togyz::notation::{WrittenMove, parse_move};
use crate::rules::togyz::{Position, Side};

/// The game view's state.
#[derive(Default)]
pub struct GameView {
    board: Option<(u32, u32)>,
    /// The score as typed.
    pub text: String,
    /// How many plies of the replay are shown.
    pub ply: usize,
    /// The replay and the verdict of `text`, kept until the text changes: the view is drawn
    /// many times a second, the score changes only when the arbiter types or clicks.
    analysed: Option<(String, Rc<Analysis>)>,
}

/// What the engine makes of the score text.
struct Analysis {
    replay: Replay,
    /// The validator's verdict: `Ok` with the ending, or `Err` with the first problem located;
    /// `None` for an empty score.
    verdict: Option<Result<String, String>>,
}

impl Analysis {
    fn of(text: &str) -> Analysis {
        let mut replay = replay(text);
        let report = validate_text(text).into_iter().next();
        // A move the engine can play may still be wrong as written (a landing or a kazan that
        // disagrees): the replay stops where the validator does, so the board marks that move.
        if let Some(p) = report.as_ref().and_then(|r| r.problem.as_ref())
            && let Some(ply) = p.ply.and_then(|k| k.checked_sub(1))
            && ply < replay.tokens.len()
        {
            replay.tokens.truncate(ply);
            replay.positions.truncate(ply + 1);
            let side = replay.positions[ply].to_move();
            replay.bad = Some((ply, side, parse_move(&p.token).map_or(0, |w| w.from)));
        }
        let verdict = report
            .filter(|_| !text.trim().is_empty())
            .map(|r| match &r.problem {
                None => Ok(r.verdict.ending.describe()),
                Some(p) => Err(format!("{}:{}: {}", p.line, p.col, p.describe())),
            });
        Analysis { replay, verdict }
    }
}

/// The score replayed as far as it is legal.
struct Replay {
    /// Positions before the first ply, after each legal ply.
    positions: Vec<Position>,
    /// The legal move tokens in canonical notation.
    tokens: Vec<String>,
    /// The first illegal ply (0-based) and the otau it tried, if any.
    bad: Option<(usize, Side, u8)>,
}

fn replay(text: &str) -> Replay {
    let mut pos = Position::start();
    let rec = record::read(text).into_iter().next().unwrap_or_default();
    if let Some(p) = rec.tag("FEN").and_then(|f| f.parse::<Position>().ok()) {
        pos = p;
    }
    let mut out = Replay {
        positions: vec![pos],
        tokens: Vec::new(),
        bad: None,
    };
    for m in &rec.moves {
        let side = pos.to_move();
        let from = parse_move(&m.text).map_or(0, |w| w.from);
        match pos.play(from) {
            Ok(report) => {
                out.tokens
                    .push(WrittenMove::from_report(&report).to_string());
                out.positions.push(pos);
            }
            Err(_) => {
                out.bad = Some((out.tokens.len(), side, from));
                break;
            }
        }
    }
    out
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

impl GameView {
    /// Shows board `board` of round `round` with its stored score, at the end of the game.
    pub fn open(&mut self, round: u32, board: u32, score: String) {
        self.board = Some((round, board));
        self.ply = replay(&score).tokens.len();
        self.text = score;
    }

    /// The board shown, as (round, board).
    pub fn board(&self) -> Option<(u32, u32)> {
        self.board
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        let (Some(t), Some((round, board))) = (&shared.t, self.board) else {
            ui.label(text::NO_BOARD);
            return;
        };
        let game = t
            .rounds
            .iter()
            .find(|r| r.number == round)
            .and_then(|r| r.games.iter().find(|g| g.board == board));
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
        if self.analysed.as_ref().is_none_or(|(t, _)| *t != self.text) {
            self.analysed = Some((self.text.clone(), Rc::new(Analysis::of(&self.text))));
        }
        let Some(analysis) = self.analysed.as_ref().map(|(_, a)| Rc::clone(a)) else {
            return;
        };
        let rep = &analysis.replay;
        let end = rep.tokens.len();
        self.ply = self.ply.min(end);
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
        let save = ui.input_mut(|i| {
            i.consume_shortcut(&egui::KeyboardShortcut::new(
                egui::Modifiers::COMMAND,
                Key::S,
            ))
        });
        let pos = &rep.positions[self.ply];
        let mark = rep.bad.filter(|b| b.0 == self.ply).map(|(_, s, o)| (s, o));
        if let Some(otau) = board::board(ui, pos, mark, true) {
            let mut p = *pos;
            if let Ok(report) = p.play(otau) {
                let mut tokens = rep.tokens[..self.ply].to_vec();
                tokens.push(WrittenMove::from_report(&report).to_string());
                self.text = rebuild(&self.text, &tokens);
                self.ply = tokens.len();
            }
        }
        ui.horizontal(|ui| {
            for (label, target) in [
                (text::FIRST, 0),
                (text::PREV, self.ply.saturating_sub(1)),
                (text::NEXT, (self.ply + 1).min(end)),
                (text::LAST, end),
            ] {
                if ui.button(label).on_hover_text(text::REPLAY_TIP).clicked() {
                    self.ply = target;
                }
            }
            ui.label(text::ply_of(self.ply, end));
            if ui
                .add_enabled(self.ply > 0, egui::Button::new(text::UNDO_MOVE))
                .clicked()
            {
                self.text = rebuild(&self.text, &rep.tokens[..self.ply - 1]);
                self.ply -= 1;
            }
            let r = ui
                .button(text::SAVE_SCORE)
                .on_hover_text(text::SAVE_SCORE_TIP);
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
                    format!("✔ {} · {ending}", text::VALID),
                );
            }
            Some(Err(problem)) => {
                ui.colored_label(ui.visuals().error_fg_color, format!("✘ {problem}"));
            }
            None => {}
        }
        let l = ui.label(text::SCORE_TEXT);
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.add(
                egui::TextEdit::multiline(&mut self.text)
                    .id_salt("score_text")
                    .font(egui::TextStyle::Monospace)
                    .desired_rows(6)
                    .desired_width(f32::INFINITY),
            )
            .labelled_by(l.id);
        });
    }
}
