//! The score page (`/t/ID/score`): a player enters his game's score on his phone. The board
//! follows each move; for Togyzkumalak he taps the mover's otau (each tap is a link: a GET that
//! shows the board after one more move, nothing stored), or types the notation and checks it.
//! The same rules engine as the window replays it, and a bad move is explained as
//! `orda validate` explains it. Sent with the result (a POST with the form's token), it becomes
//! his report of the board (`app::hall::Report` with the score), which the arbiter accepts.

use super::{Desk, Reply, Sent, Why};
use crate::http::{Route, score_with};
use orda_core::app::validate;
use orda_core::formats::board_svg;
use orda_core::formats::form::{Choice, ScorePage, Tap};
use orda_core::formats::sheet::Link;
use orda_core::rules::togyz::Position;
use orda_core::rules::{Game, GameKind, Side, Togyzkumalak, Tumicarona};
use orda_core::t;
use orda_core::tournament::{GameResult, TournamentId};
use orda_core::words;

/// A score's text at most (the longest Togyzkumalak games are some 2,000 characters).
const MOST: usize = 8 * 1024;

/// The score as sent: the moves as typed, trimmed, at most [`MOST`] characters.
pub(super) fn text(moves: &str) -> String {
    moves.trim().chars().take(MOST).collect()
}

/// Turns numbered as a score is written: `1. 76 11 2. 22`.
fn numbered(tokens: &[String]) -> String {
    tokens
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
        .collect::<Vec<_>>()
        .join(" ")
}

impl Desk {
    /// The score page of tournament `t` with what `sent` holds (code, round, board, moves).
    pub(super) fn score_page(
        &mut self,
        t: TournamentId,
        status: u16,
        why: &Why,
        sent: &Sent,
    ) -> Reply {
        let token = self.token(Route::Score(t));
        let (tour, lang) = match self.tournament(t) {
            Ok(loaded) => loaded,
            Err(reply) => return reply,
        };
        let moves = text(&sent.moves);
        let round: String = sent
            .round
            .chars()
            .filter(char::is_ascii_digit)
            .take(3)
            .collect();
        let board: String = sent
            .board
            .chars()
            .filter(char::is_ascii_digit)
            .take(4)
            .collect();
        let code: String = sent.code.chars().take(16).collect();
        // Where a tap leads: this page with one more move (or one fewer).
        let link = |moves: &str| score_with(t, &code, &round, &board, moves);
        let kind = tour.settings.game;
        let page = words::lang::with(lang, || {
            // The explanation of a bad move, as `orda validate` gives it.
            let problem = validate::validate_text(kind, &moves)
                .first()
                .and_then(|r| r.problem.clone());
            // The board stops before the move refused, as the window's game view does.
            let stop = problem
                .as_ref()
                .and_then(|p| p.ply)
                .map(|p| p.saturating_sub(1));
            let problem = problem.as_ref().map(words::rules::located);
            let (figure, tokens, taps, to_move, clean) = match kind {
                GameKind::Togyzkumalak => {
                    let r = validate::replay_text::<Togyzkumalak>(&moves, stop);
                    let pos = r
                        .positions
                        .last()
                        .cloned()
                        .unwrap_or_else(Togyzkumalak::start);
                    let taps = if r.bad.is_none() && problem.is_none() {
                        taps(&pos, &r.tokens, &link)
                    } else {
                        Vec::new()
                    };
                    let side = Togyzkumalak::to_move(&pos).key();
                    let clean = r.bad.is_none() && problem.is_none();
                    let said = t!("web-score-to-move", side = side);
                    (board_svg::togyz(&pos), r.tokens, taps, said, clean)
                }
                GameKind::Tumicarona => {
                    let r = validate::replay_text::<Tumicarona>(&moves, stop);
                    let pos = r
                        .positions
                        .last()
                        .cloned()
                        .unwrap_or_else(Tumicarona::start);
                    let clean = r.bad.is_none();
                    let figure = board_svg::tumicarona(&pos);
                    (figure, r.tokens, Vec::new(), String::new(), clean)
                }
            };
            let undo = match tokens.len() {
                0 => String::new(),
                n => link(&numbered(&tokens[..n - 1])),
            };
            let game = round
                .parse::<u32>()
                .ok()
                .zip(board.parse::<u32>().ok())
                .and_then(|(r, b)| {
                    let g = tour
                        .rounds
                        .iter()
                        .find(|x| x.number.0 == r)?
                        .games
                        .iter()
                        .find(|g| g.board.0 == b)?;
                    let name = |no| tour.entrant(no).map(|e| format!("{no} {}", e.name));
                    Some(t!(
                        "web-game",
                        round = r,
                        board = b,
                        white = name(g.white)?,
                        black = name(g.black)?
                    ))
                })
                .unwrap_or_default();
            let message = match (why, problem) {
                (Why::Nothing, Some(p)) => p,
                (why, _) => why.words(),
            };
            ScorePage {
                lang: lang.code().into(),
                title: tour.settings.name.clone(),
                subtitle: t!("web-score-subtitle"),
                game,
                nav: vec![
                    Link {
                        href: Route::Pairings(t, None).path(),
                        text: t!("web-pairings"),
                        current: false,
                    },
                    Link {
                        href: Route::Report(t).path(),
                        text: t!("web-report-subtitle"),
                        current: false,
                    },
                ],
                message,
                figure,
                to_move,
                taps,
                undo,
                undo_label: t!("web-score-undo"),
                action: Route::Score(t).path(),
                csrf: token,
                code: code.clone(),
                code_label: t!("web-report-code"),
                round: round.clone(),
                board: board.clone(),
                // Moves that all replay are shown numbered; a score with a bad move as typed,
                // to be corrected where it is.
                moves: if clean && kind == GameKind::Togyzkumalak {
                    numbered(&tokens)
                } else {
                    moves.clone()
                },
                moves_label: t!("web-score-moves"),
                check: t!("web-score-check"),
                result: sent.result.clone(),
                result_label: t!("web-report-result"),
                results: [
                    GameResult::WhiteWins,
                    GameResult::Draw,
                    GameResult::BlackWins,
                ]
                .map(|r| Choice {
                    value: r.code().into(),
                    text: r.display().into(),
                })
                .to_vec(),
                submit: t!("web-score-submit"),
                notes: vec![t!("web-score-note"), t!("web-report-note-code")],
                footer: t!("web-report-footer"),
            }
            .to_html()
        });
        Reply::Page(status, page)
    }
}

/// The mover's nine otaus, each a link to the board after it when it is a legal move.
fn taps(pos: &Position, tokens: &[String], link: &dyn Fn(&str) -> String) -> Vec<Tap> {
    if Togyzkumalak::status(pos).is_some() {
        return Vec::new();
    }
    let side = Togyzkumalak::to_move(pos);
    let mut taps: Vec<Tap> = (1..=9u8)
        .map(|otau| {
            let href = if pos.is_legal(otau) {
                let mut after = tokens.to_vec();
                after.push(Togyzkumalak::write_turn(pos, &otau));
                link(&numbered(&after))
            } else {
                String::new()
            };
            Tap {
                otau: otau.to_string(),
                count: pos.otau(side, otau).to_string(),
                href,
            }
        })
        .collect();
    // In the order the board shows the mover's row: White's 1..9, Black's 9..1.
    if side == Side::Black {
        taps.reverse();
    }
    taps
}
