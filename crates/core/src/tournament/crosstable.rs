//! Crosstables. A round-robin's has one column per opponent (by starting number), each cell the
//! player's result(s) against that opponent in round order; a Swiss one has one column per round,
//! each cell `opponent colour result` (`7w1`, `3b+`, `12b½`) or a bye (`-` pairing-allocated,
//! `-½` half-point, `-0` zero-point or absent).

use super::{ByeKind, GameResult, No, Slot, Tournament, points};

/// A player's result as a crosstable writes it: `1 ½ 0 + -`, empty while pending.
pub fn cell_result(result: Option<GameResult>, white: bool) -> &'static str {
    let Some(r) = result else { return "" };
    match (r.is_forfeit(), r.points(white)) {
        (true, 2) => "+",
        (true, _) => "-",
        (false, 2) => "1",
        (false, 1) => "½",
        (false, _) => "0",
    }
}

/// The crosstable of `t` over rounds `1..=upto`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Crosstable {
    /// Column headings: starting numbers (round-robin) or `1`, `2`, ... (Swiss rounds).
    pub columns: Vec<String>,
    /// One row per player, by starting number: `(starting number, cells)`.
    pub rows: Vec<(No, Vec<String>)>,
}

/// Builds the crosstable: by opponent for a round-robin, by round for a Swiss.
pub fn crosstable(t: &Tournament, upto: u32) -> Crosstable {
    let order: Vec<No> = t.entrants.iter().map(|e| e.no).collect();
    crosstable_in(t, upto, &order, false)
}

/// The crosstable with its rows in `order` (starting numbers: the final ranking, say); with
/// `by_place`, every reference to a player (a round-robin's column headings, a Swiss cell's
/// opponent) is his line in that order (1, 2, ...), as a crosstable by rank writes it, else his
/// starting number.
pub fn crosstable_in(t: &Tournament, upto: u32, order: &[No], by_place: bool) -> Crosstable {
    let line: std::collections::HashMap<No, usize> = order
        .iter()
        .enumerate()
        .map(|(i, &no)| (no, i + 1))
        .collect();
    let shown = |no: No| match (by_place, line.get(&no)) {
        (true, Some(l)) => l.to_string(),
        _ => no.to_string(),
    };
    let players: Vec<&super::Entrant> = order.iter().filter_map(|&no| t.entrant(no)).collect();
    if t.settings.system.is_round_robin() {
        by_opponent(t, upto, &players, &shown)
    } else {
        by_round(t, upto, &players, &shown)
    }
}

fn by_opponent(
    t: &Tournament,
    upto: u32,
    players: &[&super::Entrant],
    shown: &dyn Fn(No) -> String,
) -> Crosstable {
    let columns = players.iter().map(|e| shown(e.no)).collect();
    let rows = players
        .iter()
        .map(|me| {
            let cells = players
                .iter()
                .map(|them| {
                    if them.no == me.no {
                        return "×".to_string();
                    }
                    let mut parts = Vec::new();
                    for r in t.rounds.iter().filter(|r| r.number.0 <= upto) {
                        for g in &r.games {
                            if g.white == me.no && g.black == them.no {
                                parts.push(cell_result(g.result, true));
                            } else if g.black == me.no && g.white == them.no {
                                parts.push(cell_result(g.result, false));
                            }
                        }
                    }
                    parts.retain(|p| !p.is_empty());
                    parts.join(" ")
                })
                .collect();
            (me.no, cells)
        })
        .collect();
    Crosstable { columns, rows }
}

fn by_round(
    t: &Tournament,
    upto: u32,
    players: &[&super::Entrant],
    shown: &dyn Fn(No) -> String,
) -> Crosstable {
    let rounds: Vec<_> = t.rounds.iter().filter(|r| r.number.0 <= upto).collect();
    let columns = rounds.iter().map(|r| r.number.to_string()).collect();
    let rows = players
        .iter()
        .map(|me| {
            let cells = rounds
                .iter()
                .map(|r| match super::slot_in(r, me.no) {
                    Slot::Game {
                        opponent,
                        white,
                        result,
                    } => {
                        format!(
                            "{}{}{}",
                            shown(opponent),
                            if white { 'w' } else { 'b' },
                            cell_result(result, white)
                        )
                    }
                    Slot::Bye(ByeKind::PairingAllocated) => "-".into(),
                    Slot::Bye(k) => format!("-{}", points(k.points(t.settings.bye_points))),
                    Slot::Absent => "-0".into(),
                })
                .collect();
            (me.no, cells)
        })
        .collect();
    Crosstable { columns, rows }
}
