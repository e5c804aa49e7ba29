//! Team standings from individual results (docs/teams.md): a team is the players of one region,
//! club or explicit team. In one tournament its score is the sum of its best N players' points
//! ("best" in the individual ranking's order); ties go by the tie-breaks the tournament lists
//! ([`TeamTb`]). Over the sections of an event the teams' section scores add up, as points or as
//! points for places ([`Scoring`]). Teams tied on everything share a place and are listed in
//! the reader's alphabetical order ([`Collation`]).

use super::collate::Collation;
use super::lang::Lang;
use super::standings::Standings;
use super::{Entrant, Half, No, Tournament, name_key, tidy_name};

/// What makes a team.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub enum TeamBy {
    /// The region (the national championship's "командный зачёт").
    #[default]
    Region,
    /// The club.
    Club,
    /// The explicit team field.
    Team,
}

impl TeamBy {
    /// `region`, `club`, `team`.
    pub fn code(self) -> &'static str {
        match self {
            TeamBy::Region => "region",
            TeamBy::Club => "club",
            TeamBy::Team => "team",
        }
    }

    /// The inverse of [`TeamBy::code`].
    pub fn from_code(s: &str) -> Option<TeamBy> {
        [TeamBy::Region, TeamBy::Club, TeamBy::Team]
            .into_iter()
            .find(|t| t.code() == s)
    }

    /// The team of player `e`, if he gave one.
    pub fn of(self, e: &Entrant) -> Option<&str> {
        let v = match self {
            TeamBy::Region => &e.region,
            TeamBy::Club => &e.club,
            TeamBy::Team => &e.team,
        };
        v.as_deref().map(str::trim).filter(|s| !s.is_empty())
    }
}

/// A tie-break between teams with equal scores.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum TeamTb {
    /// The points of the next player after the best N (more is better).
    Next,
    /// The overall rank of the team's best-placed player (lower is better).
    Best,
    /// The points of all the team's players (more is better).
    Total,
}

impl TeamTb {
    /// `next`, `best`, `total`.
    pub fn code(self) -> &'static str {
        match self {
            TeamTb::Next => "next",
            TeamTb::Best => "best",
            TeamTb::Total => "total",
        }
    }

    /// The inverse of [`TeamTb::code`].
    pub fn from_code(s: &str) -> Option<TeamTb> {
        [TeamTb::Next, TeamTb::Best, TeamTb::Total]
            .into_iter()
            .find(|t| t.code() == s.trim())
    }

    /// A comma-separated list; `Err` names the first unknown code.
    pub fn parse_list(s: &str) -> Result<Vec<TeamTb>, String> {
        s.split(',')
            .filter(|x| !x.trim().is_empty())
            .map(|x| TeamTb::from_code(x).ok_or_else(|| x.trim().to_string()))
            .collect()
    }

    /// The list written back.
    pub fn codes(list: &[TeamTb]) -> String {
        list.iter().map(|t| t.code()).collect::<Vec<_>>().join(",")
    }

    /// The default: the next player's points, then the best-placed individual.
    pub fn preset() -> Vec<TeamTb> {
        vec![TeamTb::Next, TeamTb::Best]
    }
}

/// One team's line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamLine {
    /// Rank (1-based); teams tied on everything share it.
    pub rank: u32,
    /// The last rank of a shared place.
    pub rank_last: u32,
    /// The team as its first player writes it.
    pub team: String,
    /// The score: half-points of the counting players.
    pub points: Half,
    /// The tie-break values in the order asked (half-points, or a rank for [`TeamTb::Best`]).
    pub values: Vec<u32>,
    /// The counting players' starting numbers, best first.
    pub counted: Vec<No>,
    /// All the team's players, best first.
    pub members: Vec<No>,
}

/// The players of each team in the individual order of `st` (annulled players left out):
/// `(team, rows)` with row indices into `st.rows`, teams in the order their best player stands.
fn teams_in(t: &Tournament, st: &Standings, by: TeamBy) -> Vec<(String, Vec<usize>)> {
    let mut teams: Vec<(String, String, Vec<usize>)> = Vec::new();
    for (i, row) in st.rows.iter().enumerate() {
        if row.annulled {
            continue;
        }
        let Some(name) = t.entrants.get(row.index).and_then(|e| by.of(e)) else {
            continue;
        };
        let key = name_key(name);
        match teams.iter_mut().find(|(k, _, _)| *k == key) {
            Some((_, _, rows)) => rows.push(i),
            None => teams.push((key, tidy_name(name), vec![i])),
        }
    }
    teams.into_iter().map(|(_, n, r)| (n, r)).collect()
}

/// The team standings of `t` over its standings `st`: best `n` players count.
pub fn standings(
    t: &Tournament,
    st: &Standings,
    by: TeamBy,
    n: usize,
    tbs: &[TeamTb],
    lang: Lang,
) -> Vec<TeamLine> {
    let mut lines: Vec<TeamLine> = teams_in(t, st, by)
        .into_iter()
        .map(|(team, rows)| {
            let pts = |r: &usize| st.rows[*r].points;
            let values = tbs
                .iter()
                .map(|tb| match tb {
                    TeamTb::Next => rows.get(n).map_or(0, pts),
                    TeamTb::Best => rows.first().map_or(u32::MAX, |&r| st.rows[r].rank),
                    TeamTb::Total => rows.iter().map(pts).sum(),
                })
                .collect();
            TeamLine {
                rank: 0,
                rank_last: 0,
                team,
                points: rows.iter().take(n).map(pts).sum(),
                values,
                counted: rows.iter().take(n).map(|&r| st.rows[r].no).collect(),
                members: rows.iter().map(|&r| st.rows[r].no).collect(),
            }
        })
        .collect();
    let key = |l: &TeamLine| -> Vec<i64> {
        std::iter::once(-(l.points as i64))
            .chain(tbs.iter().zip(&l.values).map(|(tb, &v)| match tb {
                TeamTb::Best => v as i64,
                _ => -(v as i64),
            }))
            .collect()
    };
    let names = Collation::of(lang);
    lines.sort_by(|a, b| {
        key(a)
            .cmp(&key(b))
            .then_with(|| names.compare(&a.team, &b.team))
    });
    rank_by(&mut lines, key, |l, r, last| {
        l.rank = r;
        l.rank_last = last;
    });
    lines
}

/// Gives ranks to `lines` sorted by `key`: equal keys share a place.
fn rank_by<L, K: PartialEq>(
    lines: &mut [L],
    key: impl Fn(&L) -> K,
    set: impl Fn(&mut L, u32, u32),
) {
    let mut start = 0;
    while start < lines.len() {
        let k = key(&lines[start]);
        let end = start + lines[start..].iter().take_while(|l| key(l) == k).count();
        for l in &mut lines[start..end] {
            set(l, start as u32 + 1, end as u32);
        }
        start = end;
    }
}

/// How an event's sections add up to the regional team standing.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub enum Scoring {
    /// Each section's team score (best N players' points), summed.
    Best,
    /// Points for places: the `i`-th number for `i+1`-th place in a section (0 below the
    /// table), the best N players of each team in each section counting.
    Places(Vec<u32>),
}

/// One team's line of an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventLine {
    /// Rank (1-based); teams tied on everything share it.
    pub rank: u32,
    /// The last rank of a shared place.
    pub rank_last: u32,
    /// The team.
    pub team: String,
    /// The total: half-points ([`Scoring::Best`]) or place points ([`Scoring::Places`]).
    pub total: u32,
    /// What each section gave, in the sections' order.
    pub sections: Vec<u32>,
    /// First places, then second places ... won by the team's players (the tie-break).
    pub places: Vec<u32>,
}

/// The event's team standing over `sections` (each tournament with its standings): teams by
/// `by`, `n` players counting per section; a section before its first complete round gives
/// nothing. Ties: more first places, then more second places...
/// (Places), or more points of the best section... (Best: the sections' scores high to low).
pub fn event_standings(
    sections: &[(&Tournament, &Standings)],
    by: TeamBy,
    n: usize,
    scoring: &Scoring,
    lang: Lang,
) -> Vec<EventLine> {
    let mut lines: Vec<(String, EventLine)> = Vec::new();
    let width = sections.len();
    for (s, (t, st)) in sections.iter().enumerate() {
        // A section that has not finished a round has no places yet: it gives nothing.
        if st.upto == 0 {
            continue;
        }
        for (team, rows) in teams_in(t, st, by) {
            let key = name_key(&team);
            let i = match lines.iter().position(|(k, _)| *k == key) {
                Some(i) => i,
                None => {
                    lines.push((
                        key,
                        EventLine {
                            rank: 0,
                            rank_last: 0,
                            team,
                            total: 0,
                            sections: vec![0; width],
                            places: Vec::new(),
                        },
                    ));
                    lines.len() - 1
                }
            };
            let line = &mut lines[i].1;
            let gained: u32 = rows
                .iter()
                .take(n)
                .map(|&r| match scoring {
                    Scoring::Best => st.rows[r].points,
                    Scoring::Places(table) => table
                        .get(st.rows[r].rank as usize - 1)
                        .copied()
                        .unwrap_or(0),
                })
                .sum();
            line.sections[s] += gained;
            line.total += gained;
            for &r in rows.iter().take(n) {
                let place = st.rows[r].rank as usize;
                if line.places.len() < place {
                    line.places.resize(place, 0);
                }
                line.places[place - 1] += 1;
            }
        }
    }
    let mut lines: Vec<EventLine> = lines.into_iter().map(|(_, l)| l).collect();
    let deepest = lines.iter().map(|l| l.places.len()).max().unwrap_or(0);
    for l in &mut lines {
        l.places.resize(deepest, 0);
    }
    let key = |l: &EventLine| -> (std::cmp::Reverse<u32>, Vec<std::cmp::Reverse<u32>>) {
        let mut sections = l.sections.clone();
        sections.sort_unstable_by(|a, b| b.cmp(a));
        let then = match scoring {
            Scoring::Places(_) => l.places.clone(),
            Scoring::Best => sections,
        };
        (
            std::cmp::Reverse(l.total),
            then.into_iter().map(std::cmp::Reverse).collect(),
        )
    };
    let names = Collation::of(lang);
    lines.sort_by(|a, b| {
        key(a)
            .cmp(&key(b))
            .then_with(|| names.compare(&a.team, &b.team))
    });
    rank_by(&mut lines, key, |l, r, last| {
        l.rank = r;
        l.rank_last = last;
    });
    lines
}
