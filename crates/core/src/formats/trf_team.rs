//! A team tournament as a TRF-2026 file (FIDE TRF-2026, team records; docs/teams.md): the
//! header records, a `001` line per player, a `310` line per team (its roster in board
//! order), a `300` line per team and round (the line-up as played), `330` for a match a team
//! did not come to, `320` for the pairing-allocated byes. FIDE-TEC's checker (TieBreakServer)
//! reads it for tie-breaks and pairings.

use std::fmt::Write as _;

use super::trf::clean;
use crate::tournament::team::{Primary, TeamEvent};
use crate::tournament::{No, System, points_ascii};

/// A fixed-column line: `text` written at 0-based column `at`, right-aligned in `width` when
/// `right`, cut to fit.
fn put(line: &mut Vec<char>, at: usize, width: usize, text: &str, right: bool) {
    let text: Vec<char> = clean(text).chars().take(width).collect();
    if line.len() < at + width {
        line.resize(at + width, ' ');
    }
    let start = if right { at + width - text.len() } else { at };
    for (i, c) in text.into_iter().enumerate() {
        line[start + i] = c;
    }
}

fn line(chars: Vec<char>) -> String {
    chars.into_iter().collect::<String>().trim_end().to_string()
}

/// Points as TRF writes them: `4.0`, `2.5`.
fn tenths(h: u32) -> String {
    format!("{}.{}", h / 2, if h % 2 == 1 { 5 } else { 0 })
}

/// The file for team tournament `ev` after its paired rounds.
pub fn write(ev: &TeamEvent<'_>) -> String {
    let t = ev.t;
    let s = &t.settings;
    let boards = ev.rules.boards;
    let rounds = ev.paired_rounds();
    let mut out = String::new();
    let _ = writeln!(out, "012 {}", clean(&s.name));
    if let Some(d) = &s.start_date {
        let _ = writeln!(out, "042 {}", d.replace('-', "/"));
    }
    let rr = s.system.is_round_robin();
    let _ = writeln!(
        out,
        "092 {}",
        if rr { "Team round robin" } else { "Team Swiss" }
    );
    let _ = writeln!(out, "142 {}", s.rounds.max(rounds));
    let _ = writeln!(out, "152 {}", if s.first_white { "W" } else { "B" });
    let code = match (s.system, ev.rules.ranked_by) {
        (System::Swiss, Primary::Mp) => "FIDE_TEAM_TYPEA_MP_GP",
        (System::Swiss, Primary::Gp) => "FIDE_TEAM_TYPEA_GP_MP",
        _ => "BERGER_TEAM_ROUNDROBIN",
    };
    let _ = writeln!(out, "192 {code}");
    let pattern: String = (1..=boards)
        .map(|b| if b % 2 == 1 { 'W' } else { 'B' })
        .collect();
    let _ = writeln!(out, "352 {pattern}");
    let p = ev.rules.points;
    let mut l = Vec::new();
    for (i, (code, v)) in [("TW", p.win), ("TD", p.draw), ("TL", p.loss)]
        .iter()
        .enumerate()
    {
        put(&mut l, 4 + 9 * i, 2, code, false);
        put(&mut l, 6 + 9 * i, 4, &v.to_string(), false);
    }
    let _ = writeln!(out, "362{}", &line(l)[3..]);
    // Players.
    let lines = crate::tournament::team::standings::standings(ev, rounds);
    for e in &t.entrants {
        let mut l = Vec::new();
        put(&mut l, 0, 3, "001", false);
        put(&mut l, 4, 4, &e.no.to_string(), true);
        if let Some(sex) = e.sex {
            put(&mut l, 9, 1, &sex.to_string(), false);
        }
        put(&mut l, 14, 33, &e.name, false);
        if let Some(r) = e.rating {
            put(&mut l, 48, 4, &r.to_string(), true);
        }
        let mut total = 0;
        for r in 1..=rounds {
            let at = 91 + 10 * (r as usize - 1);
            let (opp, colour, res) = block(ev, r, e.no);
            total += match res {
                '1' | '+' => 2,
                '=' => 1,
                _ => 0,
            };
            if colour == ' ' && res == ' ' {
                continue;
            }
            put(
                &mut l,
                at,
                4,
                &opp.map_or("0000".into(), |o| o.to_string()),
                true,
            );
            put(&mut l, at + 5, 1, &colour.to_string(), false);
            put(&mut l, at + 7, 1, &res.to_string(), false);
        }
        put(&mut l, 80, 4, &tenths(total), true);
        let _ = writeln!(out, "{}", line(l));
    }
    // Teams, with their rank and their roster in board order.
    for team in &ev.teams.teams {
        let mut l = Vec::new();
        put(&mut l, 0, 3, "310", false);
        put(&mut l, 4, 3, &team.no.to_string(), true);
        put(&mut l, 8, 32, &team.name, false);
        if let Some(short) = &team.short {
            put(&mut l, 41, 5, short, false);
        }
        if let Some(line) = lines.iter().find(|x| x.team == team.no) {
            put(&mut l, 54, 6, &line.mp.to_string(), true);
            put(&mut l, 61, 6, &points_ascii(line.gp), true);
            put(&mut l, 68, 3, &line.rank.to_string(), true);
        }
        for (i, no) in team.roster.iter().enumerate() {
            put(&mut l, 73 + 5 * i, 4, &no.to_string(), true);
        }
        let _ = writeln!(out, "{}", line(l));
    }
    // Line-ups as played, and the pairing-allocated byes.
    let mut pabs = Vec::new();
    for r in 1..=rounds {
        for m in ev.matches(r) {
            let Some(second) = m.second else {
                pabs.push((r, m.first));
                continue;
            };
            for (team, opp) in [(m.first, second), (second, m.first)] {
                let mut l = Vec::new();
                put(&mut l, 0, 3, "300", false);
                put(&mut l, 4, 3, &r.to_string(), true);
                put(&mut l, 8, 3, &team.to_string(), true);
                put(&mut l, 12, 3, &opp.to_string(), true);
                for (i, p) in ev.lineup(r, team).iter().enumerate() {
                    put(
                        &mut l,
                        16 + 5 * i,
                        4,
                        &p.map_or("0".into(), |p| p.to_string()),
                        true,
                    );
                }
                let _ = writeln!(out, "{}", line(l));
            }
        }
    }
    // Matches a team did not come to (every board of its line-up empty): 330, the team named
    // first (White on board 1) first.
    for r in 1..=rounds {
        for m in ev.matches(r) {
            let Some(second) = m.second else { continue };
            let came = |team| ev.lineup(r, team).iter().any(Option::is_some);
            let code = match (came(m.first), came(second)) {
                (true, true) => continue,
                (true, false) => "+-",
                (false, true) => "-+",
                (false, false) => "--",
            };
            let mut l = Vec::new();
            put(&mut l, 0, 3, "330", false);
            put(&mut l, 4, 2, code, false);
            put(&mut l, 7, 3, &r.to_string(), true);
            put(&mut l, 11, 3, &m.first.to_string(), true);
            put(&mut l, 15, 3, &second.to_string(), true);
            let _ = writeln!(out, "{}", line(l));
        }
    }
    if !pabs.is_empty() && !rr {
        let mut l = Vec::new();
        put(&mut l, 0, 3, "320", false);
        put(&mut l, 4, 4, &format!("{}.0", ev.rules.points.draw), true);
        put(&mut l, 9, 4, &tenths(boards), true);
        for (r, team) in pabs {
            put(
                &mut l,
                14 + 4 * (r as usize - 1),
                3,
                &team.to_string(),
                true,
            );
        }
        let _ = writeln!(out, "{}", line(l));
    }
    out
}

/// Player `no`'s block in round `r`: opponent, colour, result.
fn block(ev: &TeamEvent<'_>, r: u32, no: No) -> (Option<No>, char, char) {
    for m in ev.matches(r) {
        if m.second.is_none() {
            if ev.lineup(r, m.first).contains(&Some(no))
                || ev.team(m.first).is_some_and(|x| x.roster.contains(&no))
            {
                return (None, '-', '-');
            }
            continue;
        }
        for s in ev.seats(r, m) {
            let (w, b) = s.colours();
            let white = w == Some(no);
            if !white && b != Some(no) {
                continue;
            }
            let opp = if white { b } else { w };
            let res = match s.result {
                None => ' ',
                Some(res) => {
                    let pts = res.points(white);
                    match (res.is_forfeit(), pts) {
                        (true, 2) => '+',
                        (true, _) => '-',
                        (false, 2) => '1',
                        (false, 1) => '=',
                        (false, _) => '0',
                    }
                }
            };
            return (
                opp,
                if opp.is_some() {
                    if white { 'w' } else { 'b' }
                } else {
                    '-'
                },
                res,
            );
        }
    }
    (None, ' ', ' ')
}
