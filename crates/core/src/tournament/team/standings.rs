//! Team standings: match points, game points and the team tie-breaks of FIDE C.07 (2026)
//! arts. 11-13; board prizes (docs/teams.md).
//!
//! Scores are integers: match points as given, game points in half-points. Each tie-break's
//! value is kept as an exact key (for ordering) with its text (for display).

use std::collections::HashMap;

use super::{Primary, TeamEvent, TeamSlot, TeamTieBreak, Tpn};
use crate::tournament::{Half, No, points_ascii};

/// Reads one of a team's (MP, GP) as a number.
type Pick = fn((u32, Half)) -> i128;

/// One tie-break's value for one team.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Value {
    /// Larger ranks higher.
    pub key: i128,
    /// As printed (`12`, `12.5`, `3.25`).
    pub text: String,
}

/// One line of the team standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamLine {
    /// The rank (shared by teams equal on everything).
    pub rank: u32,
    /// The team.
    pub team: Tpn,
    /// Match points.
    pub mp: u32,
    /// Game points (half-points).
    pub gp: Half,
    /// Matches played over the board.
    pub played: u32,
    /// The tie-breaks' values, in the rules' order.
    pub values: Vec<Value>,
}

/// A number with `scale` parts to the unit (1, 2 or 4) as text: `12`, `12.5`, `3.25`.
fn scaled(n: i128, scale: i128) -> String {
    let whole = n.div_euclid(scale);
    let rest = n.rem_euclid(scale);
    match (scale, rest) {
        (_, 0) => whole.to_string(),
        (2, 1) | (4, 2) => format!("{whole}.5"),
        (4, 1) => format!("{whole}.25"),
        (4, 3) => format!("{whole}.75"),
        _ => format!("{whole}+{rest}/{scale}"),
    }
}

fn value(n: i128, scale: i128) -> Value {
    Value {
        key: n,
        text: scaled(n, scale),
    }
}

/// What each team scored in each round up to `upto`, and the totals.
struct Totals {
    mp: HashMap<Tpn, u32>,
    gp: HashMap<Tpn, Half>,
    slots: HashMap<Tpn, Vec<TeamSlot>>,
}

fn totals(ev: &TeamEvent<'_>, upto: u32) -> Totals {
    let mut t = Totals {
        mp: HashMap::new(),
        gp: HashMap::new(),
        slots: HashMap::new(),
    };
    for team in &ev.teams.teams {
        let slots: Vec<TeamSlot> = (1..=upto).map(|r| ev.slot(r, team.no)).collect();
        let (mp, gp) = slots
            .iter()
            .map(|&s| ev.points(s))
            .fold((0, 0), |(m, g), (a, b)| (m + a, g + b));
        t.mp.insert(team.no, mp);
        t.gp.insert(team.no, gp);
        t.slots.insert(team.no, slots);
    }
    t
}

/// The team standings after round `upto`: by the primary score, then the tie-breaks in order
/// (the direct encounter restarted inside each group still tied, 13.3.3).
pub fn standings(ev: &TeamEvent<'_>, upto: u32) -> Vec<TeamLine> {
    let tot = totals(ev, upto);
    let primary = ev.rules.ranked_by;
    let prim = |team: Tpn| -> i128 {
        match primary {
            Primary::Mp => tot.mp[&team] as i128,
            Primary::Gp => tot.gp[&team] as i128,
        }
    };
    let mut lines: Vec<TeamLine> = ev
        .teams
        .teams
        .iter()
        .map(|team| TeamLine {
            rank: 0,
            team: team.no,
            mp: tot.mp[&team.no],
            gp: tot.gp[&team.no],
            played: tot.slots[&team.no]
                .iter()
                .filter(|s| {
                    matches!(
                        s,
                        TeamSlot::Match {
                            played: true,
                            complete: true,
                            ..
                        }
                    )
                })
                .count() as u32,
            values: Vec::new(),
        })
        .collect();
    lines.sort_by_key(|l| (std::cmp::Reverse(prim(l.team)), l.team));
    // Each tie-break is computed for every team (the direct encounter inside the group of
    // teams equal on everything before it).
    for (k, tb) in ev.rules.tiebreaks.iter().enumerate() {
        let mut groups: Vec<Vec<Tpn>> = Vec::new();
        for l in &lines {
            let same = groups.last().is_some_and(|g| {
                let first = lines.iter().find(|x| x.team == g[0]).expect("a line");
                prim(first.team) == prim(l.team)
                    && first.values[..k]
                        .iter()
                        .zip(&l.values[..k])
                        .all(|(a, b)| a.key == b.key)
            });
            if same {
                groups.last_mut().expect("a group").push(l.team);
            } else {
                groups.push(vec![l.team]);
            }
        }
        let mut vals: HashMap<Tpn, Value> = HashMap::new();
        for g in &groups {
            for (team, v) in tiebreak(ev, &tot, upto, *tb, g) {
                vals.insert(team, v);
            }
        }
        for l in &mut lines {
            l.values
                .push(vals.remove(&l.team).unwrap_or_else(|| value(0, 1)));
        }
        lines.sort_by(|a, b| {
            prim(b.team)
                .cmp(&prim(a.team))
                .then_with(|| {
                    b.values
                        .iter()
                        .map(|v| v.key)
                        .cmp(a.values.iter().map(|v| v.key))
                })
                .then(a.team.cmp(&b.team))
        });
    }
    let mut rank = 0;
    for i in 0..lines.len() {
        let tied = i > 0
            && prim(lines[i].team) == prim(lines[i - 1].team)
            && lines[i]
                .values
                .iter()
                .zip(&lines[i - 1].values)
                .all(|(a, b)| a.key == b.key);
        if !tied {
            rank = i as u32 + 1;
        }
        lines[i].rank = rank;
    }
    lines
}

/// Tie-break `tb` for the teams of `group` (equal on everything before it).
fn tiebreak(
    ev: &TeamEvent<'_>,
    tot: &Totals,
    upto: u32,
    tb: TeamTieBreak,
    group: &[Tpn],
) -> Vec<(Tpn, Value)> {
    let primary = ev.rules.ranked_by;
    if tb == TeamTieBreak::Ede {
        return ede(ev, tot, group);
    }
    // The dummy of an unplayed round (C.07 2026 art. 16.4): the team's own final score,
    // capped at a drawn match in every round.
    let cap_mp = ev.rules.points.draw * upto;
    let cap_gp = ev.rules.boards * upto;
    group
        .iter()
        .map(|&team| {
            let own_mp = tot.mp[&team];
            let own_gp = tot.gp[&team];
            let v = match tb {
                TeamTieBreak::MpVsGp => match primary {
                    Primary::Mp => value(own_gp as i128, 2),
                    Primary::Gp => value(own_mp as i128, 1),
                },
                TeamTieBreak::Ede => value(0, 1),
                TeamTieBreak::BhMp | TeamTieBreak::BhGp => {
                    let gp = tb == TeamTieBreak::BhGp;
                    let mut sum: i128 = 0;
                    for s in &tot.slots[&team] {
                        sum += match *s {
                            TeamSlot::Match { opponent, .. } => {
                                if gp {
                                    tot.gp[&opponent] as i128
                                } else {
                                    tot.mp[&opponent] as i128
                                }
                            }
                            TeamSlot::Pab => {
                                if gp {
                                    own_gp.min(cap_gp) as i128
                                } else {
                                    own_mp.min(cap_mp) as i128
                                }
                            }
                            _ => 0,
                        };
                    }
                    value(sum, if gp { 2 } else { 1 })
                }
                TeamTieBreak::Emmsb
                | TeamTieBreak::Emgsb
                | TeamTieBreak::Egmsb
                | TeamTieBreak::Eggsb => {
                    // The opponent's total: MP for EM·SB, GP for EG·SB; the team's result in
                    // the match: MP for E·MSB, GP for E·GSB.
                    let opp_gp = matches!(tb, TeamTieBreak::Egmsb | TeamTieBreak::Eggsb);
                    let own_in_gp = matches!(tb, TeamTieBreak::Emgsb | TeamTieBreak::Eggsb);
                    let mut sum: i128 = 0;
                    for s in &tot.slots[&team] {
                        let (mp, gp) = ev.points(*s);
                        let opp = match *s {
                            TeamSlot::Match { opponent, .. } => {
                                if opp_gp {
                                    tot.gp[&opponent]
                                } else {
                                    tot.mp[&opponent]
                                }
                            }
                            TeamSlot::Pab => {
                                if opp_gp {
                                    own_gp.min(cap_gp)
                                } else {
                                    own_mp.min(cap_mp)
                                }
                            }
                            _ => 0,
                        };
                        let own = if own_in_gp { gp } else { mp };
                        sum += opp as i128 * own as i128;
                    }
                    let scale = match (opp_gp, own_in_gp) {
                        (false, false) => 1,
                        (true, true) => 4,
                        _ => 2,
                    };
                    value(sum, scale)
                }
            };
            (team, v)
        })
        .collect()
}

/// The extended direct encounter (C.07 13.3) inside `group`: when every two of its teams have
/// met, the primary score scored in those matches ranks them; when that separates nobody, the
/// secondary score does; each group it leaves tied is looked at again on its own (13.3.3).
/// When not every two have met, it separates nobody. The value is the place this gives (the
/// higher the better), printed as the primary score scored against the group.
fn ede(ev: &TeamEvent<'_>, tot: &Totals, group: &[Tpn]) -> Vec<(Tpn, Value)> {
    let classes = ede_classes(ev, tot, group, 0);
    let n = classes.len() as i128;
    let mutual = mutual_scores(ev, tot, group);
    let (prim_of, scale): (Pick, i128) = match ev.rules.ranked_by {
        Primary::Mp => (|m| m.0 as i128, 1),
        Primary::Gp => (|m| m.1 as i128, 2),
    };
    let mut out = Vec::new();
    for (i, class) in classes.iter().enumerate() {
        for &t in class {
            let shown = if classes.len() > 1 {
                prim_of(mutual[&t])
            } else {
                0
            };
            out.push((
                t,
                Value {
                    key: n - i as i128,
                    text: scaled(shown, scale),
                },
            ));
        }
    }
    out
}

/// (MP, GP) each team of `group` scored against the others of it.
fn mutual_scores(ev: &TeamEvent<'_>, tot: &Totals, group: &[Tpn]) -> HashMap<Tpn, (u32, Half)> {
    let mut mutual: HashMap<Tpn, (u32, Half)> = group.iter().map(|&t| (t, (0, 0))).collect();
    for &a in group {
        for s in &tot.slots[&a] {
            if let TeamSlot::Match { opponent, .. } = *s
                && group.contains(&opponent)
            {
                let (mp, gp) = ev.points(*s);
                let e = mutual.entry(a).or_default();
                e.0 += mp;
                e.1 += gp;
            }
        }
    }
    mutual
}

/// `group` in the classes the direct encounter orders it into, best first.
fn ede_classes(ev: &TeamEvent<'_>, tot: &Totals, group: &[Tpn], depth: u32) -> Vec<Vec<Tpn>> {
    let whole = vec![group.to_vec()];
    if group.len() < 2 || depth > 16 {
        return whole;
    }
    let all_met = group.iter().all(|&a| {
        group.iter().filter(|&&b| b != a).all(|&b| {
            tot.slots[&a]
                .iter()
                .any(|s| matches!(*s, TeamSlot::Match { opponent, .. } if opponent == b))
        })
    });
    if !all_met {
        return whole;
    }
    let mutual = mutual_scores(ev, tot, group);
    let (prim, sec): (Pick, Pick) = match ev.rules.ranked_by {
        Primary::Mp => (|m| m.0 as i128, |m| m.1 as i128),
        Primary::Gp => (|m| m.1 as i128, |m| m.0 as i128),
    };
    let separates = |f: Pick| {
        let first = f(mutual[&group[0]]);
        group.iter().any(|t| f(mutual[t]) != first)
    };
    let by = if separates(prim) {
        prim
    } else if separates(sec) {
        sec
    } else {
        return whole;
    };
    let mut values: Vec<i128> = group.iter().map(|t| by(mutual[t])).collect();
    values.sort_unstable_by(|a, b| b.cmp(a));
    values.dedup();
    let mut classes = Vec::new();
    for v in values {
        let sub: Vec<Tpn> = group
            .iter()
            .copied()
            .filter(|t| by(mutual[t]) == v)
            .collect();
        classes.extend(ede_classes(ev, tot, &sub, depth + 1));
    }
    classes
}

/// One player's line in the board prizes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardLine {
    /// The player.
    pub player: No,
    /// His team.
    pub team: Tpn,
    /// Points in games played over the board (half-points).
    pub points: Half,
    /// Games played over the board (forfeits are not games: they never count for a prize).
    pub games: u32,
    /// True when he has played enough games to be ranked.
    pub eligible: bool,
}

/// The board prizes after round `upto`: for each roster board 1..=boards (then the reserves,
/// as board `boards + 1`), its players, eligible first (at least `min_games` games), by
/// percentage, then more games, then starting number.
pub fn board_prizes(ev: &TeamEvent<'_>, upto: u32, min_games: u32) -> Vec<Vec<BoardLine>> {
    let boards = ev.rules.boards;
    let mut per: Vec<Vec<BoardLine>> = vec![Vec::new(); boards as usize + 1];
    let mut score: HashMap<No, (Half, u32)> = HashMap::new();
    for r in 1..=upto {
        for m in ev.matches(r) {
            for seat in ev.seats(r, m) {
                let Some(res) = seat.result else { continue };
                if res.is_forfeit() {
                    continue;
                }
                let (pf, ps) = seat.points();
                if let Some(p) = seat.first {
                    let e = score.entry(p).or_default();
                    e.0 += pf;
                    e.1 += 1;
                }
                if let Some(p) = seat.second {
                    let e = score.entry(p).or_default();
                    e.0 += ps;
                    e.1 += 1;
                }
            }
        }
    }
    for team in &ev.teams.teams {
        for (i, &p) in team.roster.iter().enumerate() {
            let (points, games) = score.get(&p).copied().unwrap_or((0, 0));
            let board = (i).min(boards as usize);
            per[board].push(BoardLine {
                player: p,
                team: team.no,
                points,
                games,
                eligible: games > 0 && games >= min_games,
            });
        }
    }
    for lines in &mut per {
        // Percentage compared exactly: a/b > c/d as a·d > c·b.
        lines.sort_by(|a, b| {
            b.eligible
                .cmp(&a.eligible)
                .then_with(|| {
                    (b.points as u64 * a.games.max(1) as u64)
                        .cmp(&(a.points as u64 * b.games.max(1) as u64))
                })
                .then(b.games.cmp(&a.games))
                .then(a.player.cmp(&b.player))
        });
    }
    per
}

/// A percentage as printed: `83.3`.
pub fn percent(points: Half, games: u32) -> String {
    if games == 0 {
        return "-".into();
    }
    let tenths = (points as u64 * 1000 + games as u64) / (2 * games as u64);
    format!("{}.{}", tenths / 10, tenths % 10)
}

/// Game points as a CSV writes them.
pub fn gp_ascii(h: Half) -> String {
    points_ascii(h)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scaled_values_print_exactly() {
        assert_eq!(scaled(25, 2), "12.5");
        assert_eq!(scaled(13, 4), "3.25");
        assert_eq!(scaled(12, 1), "12");
        assert_eq!(percent(5, 3), "83.3");
        assert_eq!(percent(0, 0), "-");
    }
}
