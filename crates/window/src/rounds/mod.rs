//! Rounds: a navigator, "pair next round" (refused with the reason while results are missing),
//! the pairing table with keyboard result entry, manual changes with their warnings shown
//! before anything is stored, and deleting the last round after a confirmation.

use egui::{Event, Key};
use egui_extras::{Column, TableBuilder};
use orda_core::t;

mod dialogs;
mod session;
mod why;

use super::{Command, Shared, text};
use orda_core::app::manage::OrderWarning;
use orda_core::pairing::stored::{Breaches, breaches};
use orda_core::tournament::manual::{self, Change};
use orda_core::tournament::{GameResult, KeptApart, No, Round, Tournament};

/// A manual change waiting for the arbiter to confirm it after reading its warnings.
struct Pending {
    /// The boards that change, as the arbiter will read them.
    what: Vec<String>,
    change: Change,
    /// The round as previewed.
    round: Round,
    warnings: Breaches,
}

/// The rounds view's state.
#[derive(Default)]
pub struct RoundsView {
    round: Option<u32>,
    /// Index of the selected board in the round.
    pub selected: usize,
    exchange_with: u32,
    confirm_delete: bool,
    pending: Option<Pending>,
    /// Round 1 would be paired in an order nobody chose: asked before pairing.
    confirm_order: Option<OrderWarning>,
    /// A key changed a stored result of a round before the last: asked before it is stored
    /// (round, board, the result as stored, the new one; `None` clears).
    confirm_earlier: Option<(u32, u32, GameResult, Option<GameResult>)>,
    /// A key gave an adjourned game a result other than the draw later rounds were paired
    /// with: asked before it is stored (round, board, the result, the rounds paired since).
    confirm_adjourned: Option<(u32, u32, GameResult, (u32, u32))>,
    /// A correction for rating only being chosen: (round, board, the result kept, the
    /// correction there is).
    rating_only: Option<(u32, u32, GameResult, Option<GameResult>)>,
    /// A manual-pairing session under way.
    session: Option<session::Session>,
    /// The next round would be paired with adjourned games open (round, board): asked first.
    confirm_adjourned_pair:
        Option<Vec<(orda_core::tournament::RoundNo, orda_core::tournament::Board)>>,
    /// The "Why?" panel open: round, board and what the core said of it.
    why: Option<(u32, u32, orda_core::app::explain::RoundWhy)>,
    /// A result key moves to the next board (the option, remembered between starts).
    pub advance: bool,
}

/// The result a key stands for (`Some(None)` clears the board).
fn result_key(e: &Event) -> Option<Option<GameResult>> {
    match e {
        Event::Text(t) => Some(Some(match t.as_str() {
            "1" => GameResult::WhiteWins,
            "=" | "5" | "½" => GameResult::Draw,
            "0" => GameResult::BlackWins,
            "+" => GameResult::WhiteByForfeit,
            "-" => GameResult::BlackByForfeit,
            "*" => GameResult::DoubleForfeit,
            _ => return None,
        })),
        Event::Key {
            key: Key::Delete | Key::Backspace,
            pressed: true,
            ..
        } => Some(None),
        _ => None,
    }
}

/// True for an individual tournament (a team tournament's games are not adjourned).
fn ev_none(t: &Tournament) -> bool {
    t.settings.team.is_none()
}

/// Why the next round cannot be paired yet, if it cannot (the application's reason).
fn pair_refusal(t: &Tournament) -> Option<String> {
    orda_core::app::play::why_not_pair(t).map(|r| orda_core::words::refusal(&r))
}

impl RoundsView {
    /// Shows round `n` with its first board selected.
    pub fn show_round(&mut self, n: u32) {
        self.round = (n > 0).then_some(n);
        self.selected = 0;
        self.pending = None;
        self.confirm_delete = false;
        self.confirm_earlier = None;
        self.confirm_adjourned = None;
    }

    /// The round shown.
    pub fn round(&self) -> Option<u32> {
        self.round
    }

    pub fn ui(&mut self, ui: &mut egui::Ui, shared: &Shared, cmds: &mut Vec<Command>) {
        let Some(t) = &shared.t else {
            return;
        };
        if self.session_ui(ui, t, &shared.forbidden, cmds) {
            return;
        }
        let paired = t.rounds.len() as u32;
        if self.round.is_none_or(|r| r > paired) && paired > 0 {
            self.round = Some(paired);
        }
        ui.horizontal(|ui| {
            if let Some(r) = self.round.as_mut() {
                if ui
                    .add_enabled(*r > 1, egui::Button::new(text::PREV))
                    .clicked()
                {
                    *r -= 1;
                    self.selected = 0;
                }
                ui.strong(format!("{} {r} / {}", t!("round"), t.settings.rounds));
                // The day it was paired (or the one its file gave).
                let dated = (*r as usize).checked_sub(1).and_then(|i| t.rounds.get(i));
                if let Some(d) = dated.and_then(|x| x.date.as_deref()) {
                    ui.weak(orda_core::words::date(d));
                }
                if ui
                    .add_enabled(*r < paired, egui::Button::new(text::NEXT))
                    .clicked()
                {
                    *r += 1;
                    self.selected = 0;
                }
            }
            ui.separator();
            let refusal = pair_refusal(t);
            let r = ui
                .add_enabled(refusal.is_none(), egui::Button::new(t!("pair-next")))
                .on_hover_text(t!("pair-next-tip"))
                .on_disabled_hover_text(refusal.clone().unwrap_or_default());
            if r.clicked() {
                cmds.push(Command::PairNext);
            }
            let by_hand = orda_core::app::swiss::why_not_pair_by_hand(t).is_none();
            if ui
                .add_enabled(by_hand, egui::Button::new(t!("pair-by-hand")))
                .on_hover_text(t!("pair-by-hand-tip"))
                .clicked()
            {
                self.pair_by_hand(t, &shared.byes, &shared.forbidden);
            }
            if let Some(why) = &refusal {
                ui.weak(why);
            }
        });
        if let Some((rounds, players)) = orda_core::app::play::too_many_rounds(t) {
            let said = orda_core::words::too_many_rounds(rounds, players);
            ui.colored_label(ui.visuals().warn_fg_color, said);
        }
        self.order_dialog(ui, cmds);
        self.adjourned_pair_dialog(ui, cmds);
        let Some(round) = self
            .round
            .and_then(|n| t.rounds.iter().find(|r| r.number.0 == n))
        else {
            ui.label(t!("not-paired"));
            return;
        };
        let is_last = round.number.0 == paired;
        let swap_key = self.keys(ui, t, round, cmds);
        // Wrapped: in the longest language the buttons do not fit one line at 1024 pixels.
        ui.horizontal_wrapped(|ui| {
            let untouched = is_last
                && round
                    .games
                    .iter()
                    .all(|g| g.result.is_none() && g.adjourned.is_none());
            if (ui
                .add_enabled(untouched, egui::Button::new(t!("swap-colours")))
                .on_hover_text(text::with_key(&t!("swap-colours-tip"), "S"))
                .clicked()
                || (swap_key && untouched))
                && let Some(g) = round.games.get(self.selected)
            {
                let change = Change::SwapColours(g.board);
                self.propose(t, &shared.forbidden, round, change);
            }
            // The pairing-allocated bye moves to one player of the selected board, who gives
            // his seat to the player who had it.
            let pab = manual::pairing_bye(round);
            for (label, white) in [(t!("bye-to-white"), true), (t!("bye-to-black"), false)] {
                if ui
                    .add_enabled(untouched && pab.is_some(), egui::Button::new(label))
                    .on_hover_text(t!("bye-tip"))
                    .clicked()
                {
                    let i = self.selected.min(round.games.len().saturating_sub(1));
                    let Some(g) = round.games.get(i) else {
                        continue;
                    };
                    let board = g.board;
                    self.propose(t, &shared.forbidden, round, Change::ByeTo { board, white });
                }
            }
            let n = round.games.len() as u32;
            let b = ui
                .add_enabled(untouched, egui::Button::new(t!("exchange")))
                .on_hover_text(t!("exchange-tip"));
            ui.add_enabled(
                untouched,
                egui::DragValue::new(&mut self.exchange_with).range(1..=n.max(1)),
            )
            .labelled_by(b.id);
            if b.clicked() {
                let other = (self.exchange_with as usize).checked_sub(1);
                let boards = (
                    round.games.get(self.selected),
                    other.and_then(|j| round.games.get(j)),
                );
                if let (Some(a), Some(b)) = boards
                    && a.board != b.board
                {
                    let change = Change::ExchangeBlack(a.board, b.board);
                    self.propose(t, &shared.forbidden, round, change);
                }
            }
            if ui
                .add_enabled(
                    untouched && ev_none(t),
                    egui::Button::new(t!("edit-pairing")),
                )
                .on_hover_text(t!("edit-pairing-tip"))
                .clicked()
            {
                self.edit_last(t, round, &shared.forbidden);
            }
            if ui
                .button(t!("open-game"))
                .on_hover_text(t!("open-game-tip"))
                .clicked()
                && let Some(g) = round.games.get(self.selected)
            {
                cmds.push(Command::OpenGame {
                    round: round.number.0,
                    board: g.board.0,
                });
            }
            let selected = round.games.get(self.selected);
            self.why_button(ui, round.number.0, selected.map(|g| g.board.0), cmds);
            let adjournable = selected.is_some_and(|g| {
                orda_core::app::play::why_not_adjourn(t, round.number, g.board).is_none()
            });
            if ui
                .add_enabled(adjournable, egui::Button::new(t!("adjourn")))
                .on_hover_text(text::with_key(&t!("adjourn-tip"), "?"))
                .clicked()
                && let Some(g) = selected
            {
                cmds.push(Command::Adjourn {
                    round: round.number.0,
                    board: g.board.0,
                });
            }
            let decided = selected.and_then(|g| g.result.map(|r| (g.board.0, r, g.rating_result)));
            if ui
                .add_enabled(decided.is_some(), egui::Button::new(t!("for-rating-only")))
                .on_hover_text(t!("for-rating-only-tip"))
                .clicked()
                && let Some((board, kept, now)) = decided
            {
                self.rating_only = Some((round.number.0, board, kept, now));
            }
            if ui
                .add_enabled(is_last, egui::Button::new(t!("delete-last")))
                .on_hover_text(t!("delete-last-tip"))
                .clicked()
            {
                self.confirm_delete = true;
            }
        });
        ui.horizontal_wrapped(|ui| {
            ui.weak(t!("keys-help"));
            let mut advance = self.advance;
            if ui
                .checkbox(&mut advance, t!("keys-advance"))
                .on_hover_text(t!("keys-advance-tip"))
                .changed()
            {
                cmds.push(Command::SetAdvance(advance));
            }
        });
        self.table(ui, t, round, cmds);
        for (no, kind) in &round.byes {
            let name = t.entrant(*no).map_or("", |e| e.name.as_str());
            let line = text::bye_line(*no, name, &text::bye_kind(*kind));
            if *kind == orda_core::tournament::ByeKind::PairingAllocated {
                ui.horizontal(|ui| {
                    ui.label(line);
                    // Board 0: the bye.
                    self.why_button(ui, round.number.0, Some(0), cmds);
                });
            } else {
                ui.label(line);
            }
        }
        self.dialogs(ui, round, cmds);
        self.why_panel(ui, t);
    }

    /// Arrow keys, result keys and Enter, while no text field has the keyboard.
    /// Returns true when S (swap colours) was pressed.
    /// A key that would change a stored result of an earlier round (`is_last` false) asks first.
    fn keys(
        &mut self,
        ui: &mut egui::Ui,
        t: &Tournament,
        round: &Round,
        cmds: &mut Vec<Command>,
    ) -> bool {
        let is_last = round.number.0 == t.rounds.len() as u32;
        if ui.ctx().egui_wants_keyboard_input()
            || self.pending.is_some()
            || self.confirm_delete
            || self.confirm_order.is_some()
            || self.confirm_earlier.is_some()
            || self.confirm_adjourned.is_some()
            || self.confirm_adjourned_pair.is_some()
        {
            return false;
        }
        let n = round.games.len();
        if n == 0 {
            return false;
        }
        let mut swap = false;
        let events = ui.input(|i| i.events.clone());
        for e in &events {
            match e {
                Event::Key {
                    key: Key::ArrowDown | Key::Enter,
                    pressed: true,
                    modifiers,
                    ..
                } if modifiers.is_none() => self.selected = (self.selected + 1).min(n - 1),
                Event::Key {
                    key: Key::ArrowUp,
                    pressed: true,
                    ..
                } => self.selected = self.selected.saturating_sub(1),
                Event::Key {
                    key: Key::S,
                    pressed: true,
                    modifiers,
                    ..
                } if modifiers.is_none() => swap = true,
                Event::Key {
                    key: Key::G,
                    pressed: true,
                    modifiers,
                    ..
                } if modifiers.is_none() => cmds.push(Command::OpenGame {
                    round: round.number.0,
                    board: round.games[self.selected.min(n - 1)].board.0,
                }),
                Event::Text(t) if t == "?" => cmds.push(Command::Adjourn {
                    round: round.number.0,
                    board: round.games[self.selected.min(n - 1)].board.0,
                }),
                e => {
                    if let Some(result) = result_key(e) {
                        let g = &round.games[self.selected.min(n - 1)];
                        // The core's reading: rounds paired with it as a draw, a result other.
                        let paired_since =
                            orda_core::app::play::adjourned_stale(t, g, round.number, result);
                        match g.result {
                            None if let (Some(rounds), Some(new)) = (paired_since, result) => {
                                self.confirm_adjourned =
                                    Some((round.number.0, g.board.0, new, rounds));
                            }
                            Some(old) if !is_last && result != Some(old) => {
                                self.confirm_earlier =
                                    Some((round.number.0, g.board.0, old, result));
                            }
                            _ => {
                                cmds.push(Command::EnterResult {
                                    round: round.number.0,
                                    board: g.board.0,
                                    result,
                                    insist: false,
                                });
                                // As Swiss-Manager does, when asked: the next board at once.
                                if self.advance && result.is_some() {
                                    self.selected = (self.selected + 1).min(n - 1);
                                }
                            }
                        }
                    }
                }
            }
        }
        swap
    }

    fn table(&mut self, ui: &mut egui::Ui, t: &Tournament, round: &Round, cmds: &mut Vec<Command>) {
        let name = |no: No| t.entrant(no).map_or(String::new(), |e| e.name.clone());
        // Each side's rating and points before the round: players check a Swiss pairing by them.
        let rating = |no: No| {
            t.entrant(no)
                .and_then(|e| e.rating)
                .map_or(String::new(), |r| r.to_string())
        };
        // A team tournament shows each player's team where a Swiss shows points, and a board
        // as match.board.
        let ev = t.team_event();
        let before = |no: No| match &ev {
            Some(ev) => ev
                .team_of(no)
                .map(|x| x.short.clone().unwrap_or_else(|| x.name.clone()))
                .unwrap_or_default(),
            None => orda_core::tournament::points(t.points_before(no, round.number.0)),
        };
        let board_label = |b: orda_core::tournament::Board| match &ev {
            Some(ev) => {
                let (m, k) = orda_core::tournament::team::match_board(ev.rules.boards, b);
                format!("{m}.{k}")
            }
            None => b.to_string(),
        };
        super::table_style(ui);
        // Beside each player: his points before the round, or in a team tournament his team.
        let side = if ev.is_some() {
            t!("team-col-team")
        } else {
            t!("col-points")
        };
        let headers = [
            t!("col-board"),
            t!("col-no"),
            t!("col-white"),
            t!("col-rating-short"),
            side.clone(),
            t!("col-result"),
            side,
            t!("col-black"),
            t!("col-rating-short"),
            t!("col-no"),
            t!("col-score"),
        ];
        // Narrow columns are as wide as their heading in the window's language, never cut.
        let widths: Vec<f32> = headers
            .iter()
            .map(|h| super::strong_width(ui, h) + 10.0)
            .collect();
        let fit = |i: usize, least: f32| Column::exact(least.max(widths[i]));
        TableBuilder::new(ui)
            .striped(true)
            .sense(egui::Sense::click())
            .column(fit(0, 32.0))
            .column(fit(1, 36.0))
            .column(Column::exact(200.0).resizable(true).clip(true))
            .column(fit(3, 44.0))
            .column(fit(4, 34.0))
            .column(fit(5, 60.0))
            .column(fit(6, 34.0))
            .column(Column::exact(200.0).resizable(true).clip(true))
            .column(fit(8, 44.0))
            .column(fit(9, 36.0))
            .column(Column::remainder())
            .header(22.0, |mut h| {
                for c in headers.clone() {
                    h.col(|ui| {
                        ui.strong(c);
                    });
                }
            })
            .body(|body| {
                body.rows(22.0, round.games.len(), |mut row| {
                    let i = row.index();
                    let g = &round.games[i];
                    row.set_selected(i == self.selected);
                    row.col(|ui| {
                        ui.label(board_label(g.board));
                    });
                    row.col(|ui| {
                        ui.label(g.white.to_string());
                    });
                    row.col(|ui| {
                        ui.label(name(g.white));
                    });
                    row.col(|ui| {
                        ui.weak(rating(g.white));
                    });
                    row.col(|ui| {
                        ui.label(before(g.white));
                    });
                    row.col(|ui| match g.result {
                        None if g.is_open_adjourned() => {
                            ui.colored_label(ui.visuals().warn_fg_color, t!("adjourned-short"))
                                .on_hover_text(t!("adjourned-tip"));
                        }
                        r => {
                            ui.strong(r.map_or("", |r| r.display()));
                        }
                    });
                    row.col(|ui| {
                        ui.label(before(g.black));
                    });
                    row.col(|ui| {
                        ui.label(name(g.black));
                    });
                    row.col(|ui| {
                        ui.weak(rating(g.black));
                    });
                    row.col(|ui| {
                        ui.label(g.black.to_string());
                    });
                    row.col(|ui| {
                        if let Some(r) = g.rating_result {
                            let said = t!("for-rating", result = r.display());
                            ui.colored_label(ui.visuals().warn_fg_color, said);
                        }
                        if let Some(w) = g.warning {
                            let w = orda_core::words::stored_warning(w, g);
                            ui.colored_label(ui.visuals().warn_fg_color, w);
                        } else if let Some(v) = &g.verdict {
                            ui.label(orda_core::words::verdict(v));
                        } else if g.has_score {
                            ui.label(t!("valid"));
                        }
                    });
                    let r = row.response();
                    if r.clicked() {
                        self.selected = i;
                    }
                    if r.double_clicked() {
                        cmds.push(Command::OpenGame {
                            round: round.number.0,
                            board: g.board.0,
                        });
                    }
                });
            });
    }

    /// Builds a changed pairing from the round (`tournament::manual::propose`, as the operation
    /// will when it stores it), checks it, and asks before storing it.
    fn propose(&mut self, t: &Tournament, forbidden: &[KeptApart], round: &Round, change: Change) {
        let Ok(p) = manual::propose(round, &change) else {
            return;
        };
        let name = |no: No| {
            t.entrant(no)
                .map_or(String::new(), |e| format!("{no} {}", e.name))
        };
        let moved_bye = p.bye.filter(|&b| Some(b) != manual::pairing_bye(round));
        let what = p
            .boards
            .iter()
            .zip(&round.games)
            .filter(|(b, g)| **b != (g.white, g.black))
            .map(|(&(w, x), g)| text::board_change(g.board.0, &name(w), &name(x)))
            .chain(moved_bye.map(|no| text::bye_change(&name(no))))
            .collect();
        let warnings = breaches(t, round.number.0, &p.boards, p.bye, &p.announced, forbidden);
        self.pending = Some(Pending {
            what,
            change,
            round: round.clone(),
            warnings,
        });
    }
}
