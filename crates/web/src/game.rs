//! A game replayed on the live results page: links from the pairings and the standings to
//! players and scored games, and the game's page (the position after a move on an SVG board,
//! the moves each a link to its position).

use super::http::Route;
use orda_core::formats::sheet::{Cell, Link, Live, Sheet};
use orda_core::rules::{GameKind, Togyzkumalak, Tumicarona};
use orda_core::t;
use orda_core::tournament::event::Awards;
use orda_core::tournament::{Tournament, TournamentId};
use orda_core::words::reports;

fn id(t: &Tournament) -> TournamentId {
    t.settings.id
}

/// In each row of `sheet`, the cell `name_col` leads to the page of the player whose number is
/// in cell `no_col` (the standings: number, then name).
pub(super) fn link_names(t: &Tournament, sheet: &mut Sheet, no_col: usize, name_col: usize) {
    for row in &mut sheet.rows {
        let no = row.get(no_col).and_then(|c| c.text.parse::<u32>().ok());
        if let (Some(no), Some(cell)) = (no, row.get_mut(name_col))
            && t.entrant(no).is_some()
        {
            cell.link = Some(Route::Player(id(t), no).path());
        }
    }
}

/// The pairings of round `n`: each board's players to their pages (by their numbers on the
/// board, not by their names: namesakes exist), a scored game's board number to its page.
pub(super) fn link_pairings(t: &Tournament, n: u32, sheet: &mut Sheet) {
    let Some(r) = t.rounds.iter().find(|r| r.number.0 == n) else {
        return;
    };
    for (row, g) in sheet.rows.iter_mut().zip(&r.games) {
        for no in [g.white, g.black] {
            let Some(e) = t.entrant(no) else {
                continue;
            };
            if let Some(cell) = row
                .iter_mut()
                .find(|c| c.link.is_none() && c.text == e.name)
            {
                cell.link = Some(Route::Player(id(t), no).path());
            }
        }
        if g.has_score
            && let Some(board) = row.first_mut()
        {
            board.link = Some(Route::Game(id(t), n, g.board.0, None).path());
        }
    }
}

/// The game of round `round`, board `board` replayed to `ply` (the end when `None`): its
/// position (a Togyzkumalak board in SVG), steps back and forward, and the moves.
pub(super) fn page(
    t: &Tournament,
    awards: &Awards,
    round: u32,
    board: u32,
    ply: Option<usize>,
    score: &str,
    live: &Live,
) -> Option<String> {
    let g = t
        .rounds
        .iter()
        .find(|r| r.number.0 == round)?
        .games
        .iter()
        .find(|g| g.board.0 == board)?;
    let (tokens, figure, end) = match t.settings.game {
        GameKind::Togyzkumalak => replayed::<Togyzkumalak>(score, ply, togyz_board, togyz_end),
        GameKind::Tumicarona => replayed::<Tumicarona>(
            score,
            ply,
            orda_core::formats::board_svg::tumicarona,
            |_| None,
        ),
    };
    let at = ply.unwrap_or(tokens.len()).min(tokens.len());
    let name = |no| {
        t.entrant(no)
            .map_or(String::new(), |e| format!("{no} {}", e.name))
    };
    let mut sheet = reports::heading(
        t,
        t!(
            "web-game",
            round = round,
            board = board,
            white = name(g.white),
            black = name(g.black)
        ),
    );
    sheet.columns = vec![t!("col-no"), t!("slip-white"), t!("slip-black")];
    let step = |p: usize| Route::Game(id(t), round, board, Some(p)).path();
    for (i, pair) in tokens.chunks(2).enumerate() {
        let mut row = vec![reports::num(i + 1)];
        for (k, token) in pair.iter().enumerate() {
            let p = 2 * i + k + 1;
            let mut c = Cell::plain(if p == at {
                format!("▸ {token}")
            } else {
                token.clone()
            });
            c.link = Some(step(p));
            row.push(c);
        }
        sheet.rows.push(row);
    }
    // Where the board stands, in moves as the score numbers them (a move is White's and
    // Black's turn), not in half-moves.
    let moves = tokens.len().div_ceil(2);
    sheet.notes.push(if at == 0 {
        t!("web-game-start", moves = moves)
    } else {
        let side = if at % 2 == 1 {
            t!("slip-white")
        } else {
            t!("slip-black")
        };
        t!(
            "web-game-ply",
            moves = moves,
            side = side,
            move_no = at.div_ceil(2)
        )
    });
    // How the game ended, under its last position (which shows the end's own kazans).
    if let Some(end) = end.filter(|_| at == tokens.len()) {
        sheet.notes.push(end);
    }
    let mut nav = super::pages::nav(t, awards, Route::Game(id(t), round, board, None));
    if at > 0 {
        nav.push(Link {
            href: step(at - 1),
            text: t!("web-back"),
            current: false,
        });
    }
    if at < tokens.len() {
        nav.push(Link {
            href: step(at + 1),
            text: t!("web-forward"),
            current: false,
        });
    }
    Some(Sheet::live_html_with(&[sheet], &nav, live, &figure))
}

/// The moves of `score`, the position after `ply` (the end when `None`) drawn by `draw`, and
/// how the game ended on its last position, in words (`end`).
fn replayed<G: orda_core::rules::Game>(
    score: &str,
    ply: Option<usize>,
    draw: fn(&G::Position) -> String,
    end: fn(&G::Position) -> Option<String>,
) -> (Vec<String>, String, Option<String>) {
    let r = orda_core::app::validate::replay_text::<G>(score, None);
    let at = ply.unwrap_or(r.tokens.len()).min(r.tokens.len());
    let svg = r.positions.get(at).map(draw).unwrap_or_default();
    let ended = r.positions.last().and_then(end);
    (r.tokens, svg, ended)
}

/// A Togyzkumalak position with its kazans named; a finished game's last position as it ends
/// (after an atsyrau, the collection made: the kazans then agree with the result).
fn togyz_board(p: &orda_core::rules::togyz::Position) -> String {
    let (white, black) = (t!("web-kazan-white"), t!("web-kazan-black"));
    orda_core::formats::board_svg::togyz_labelled(&p.settled(), Some([&white, &black]))
}

/// How a Togyzkumalak game ended on position `p`, if it did: the result, and a kazan of 82 or
/// the atsyrau (who could not move, what the other took).
fn togyz_end(p: &orda_core::rules::togyz::Position) -> Option<String> {
    use orda_core::rules::togyz::{EndReason, Side, Status};
    let Status::Over {
        outcome,
        reason,
        kazans,
    } = p.status()
    else {
        return None;
    };
    use orda_core::tournament::GameResult;
    let result = match outcome {
        orda_core::rules::Outcome::WhiteWins => GameResult::WhiteWins,
        orda_core::rules::Outcome::BlackWins => GameResult::BlackWins,
        orda_core::rules::Outcome::Draw => GameResult::Draw,
    }
    .display();
    let side = |s: Side| match s {
        Side::White => t!("slip-white"),
        Side::Black => t!("slip-black"),
    };
    Some(match reason {
        EndReason::Kazan82 => t!(
            "web-game-end-kazan",
            result = result,
            white = kazans[0],
            black = kazans[1]
        ),
        EndReason::Atsyrau => {
            let stuck = p.to_move();
            t!(
                "web-game-end-atsyrau",
                result = result,
                stuck = side(stuck),
                collector = side(stuck.opponent()),
                left = u32::from(p.on_side(stuck.opponent())),
                white = kazans[0],
                black = kazans[1]
            )
        }
    })
}
