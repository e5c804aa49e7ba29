//! Team tournaments in words: refusals, the pairing list of matches, the team standings, the
//! team crosstable, the rosters with board results, the board prizes, the list of teams.

use super::reports::{heading, num};
use crate::app::team::Refused;
use crate::formats::sheet::csv_columns as csv;
use crate::formats::sheet::{Cell, Mark, Sheet};
use crate::t;
use crate::tournament::team::standings::{board_prizes, percent, standings};
use crate::tournament::team::{LineupError, TeamEvent, TeamSlot, TeamTieBreak, Tpn};
use crate::tournament::{GameResult, No, Tournament, points, points_ascii};

/// A refusal of a team tournament's operation.
pub fn refused(r: &Refused) -> String {
    match r {
        Refused::NotTeamTournament => t!("team-not-team"),
        Refused::NeedsBoards => t!("team-needs-boards"),
        Refused::NoTeam(name) => t!("team-no-team", name = name.as_str()),
        Refused::TeamTaken(name) => t!("team-taken", name = name.as_str()),
        Refused::NeedsTeam => t!("team-needs-team"),
        Refused::TooFewTeams => t!("team-too-few"),
        Refused::Lineup { team, error } => match *error {
            LineupError::TooMany { given, boards } => {
                t!(
                    "team-lineup-too-many",
                    team = team.as_str(),
                    given = given,
                    boards = boards
                )
            }
            LineupError::NotInRoster(no) => {
                t!("team-lineup-not-in-roster", team = team.as_str(), no = no)
            }
            LineupError::Twice(no) => t!("team-lineup-twice", team = team.as_str(), no = no),
            LineupError::OutOfOrder { a, b } => {
                t!("team-lineup-order", team = team.as_str(), a = a, b = b)
            }
        },
        Refused::MatchStarted { round, number } => {
            t!("team-match-started", round = round.0, number = number.0)
        }
        Refused::NoMatch { round, number } => {
            t!("team-no-match", round = round.0, number = number.0)
        }
        Refused::NoBoard { board, boards } => t!("team-no-board", board = *board, boards = *boards),
        Refused::EmptySeat {
            round,
            number,
            board,
        } => t!(
            "team-empty-seat",
            round = round.0,
            number = number.0,
            board = *board
        ),
        Refused::TeamsClosed => t!("team-closed"),
        Refused::NoPairing => t!("team-no-pairing"),
        Refused::TeamPairing => t!("team-pairing-by-lineup"),
    }
}

fn team_name(ev: &TeamEvent<'_>, no: Tpn) -> String {
    ev.team(no).map(|x| x.name.clone()).unwrap_or_default()
}

fn player_name(t: &Tournament, no: Option<No>) -> String {
    no.and_then(|n| t.entrant(n))
        .map(|e| e.name.clone())
        .unwrap_or_default()
}

fn score_text(h: u32, ascii: bool) -> String {
    if ascii { points_ascii(h) } else { points(h) }
}

/// A team tie-break's value as a person reads it: halves and quarters as the points are written
/// (`12½`, `3¼`), so that a sheet has one form of number (issue 47: `2½` beside `2.5`); the CSV
/// keeps `12.5`.
fn value_text(text: &str, ascii: bool) -> String {
    if ascii {
        return text.to_string();
    }
    for (tail, sign) in [(".5", "½"), (".25", "¼"), (".75", "¾")] {
        if let Some(whole) = text.strip_suffix(tail) {
            return if whole == "0" {
                sign.to_string()
            } else {
                format!("{whole}{sign}")
            };
        }
    }
    text.to_string()
}

/// A team tie-break's name in the reader's language, for the note under a team table.
pub fn tiebreak_name(tb: TeamTieBreak) -> String {
    // A Fluent variant is named by letters and dashes: `BH:MP` is `BH-MP` there.
    t!("team-tb-name", code = tb.code().replace(':', "-"))
}

/// Round `round`'s pairing list: each match, its score, and its boards.
pub fn pairings(t: &Tournament, round: u32, ascii: bool) -> Option<Sheet> {
    let ev = t.team_event()?;
    let matches = ev.matches(round);
    if matches.is_empty() {
        return None;
    }
    let mut sheet = heading(t, t!("sheet-pairings", round = round));
    sheet.columns = if ascii {
        csv::TEAM_PAIRINGS.map(String::from).to_vec()
    } else {
        vec![
            t!("team-col-match"),
            t!("col-board-long"),
            t!("team-col-team"),
            t!("col-no"),
            t!("col-white"),
            t!("col-result"),
            t!("col-black"),
            t!("col-no"),
            t!("team-col-team"),
        ]
    };
    for m in matches {
        let first = team_name(&ev, m.first);
        let Some(second) = m.second else {
            let why = if t.settings.system.is_round_robin() {
                t!("team-rests")
            } else {
                t!("team-pab")
            };
            // The team's row: its number, its name, and why it has no opponent (in CSV a code
            // in the result column: `bye`, `rest`).
            let mut row = vec![num(m.number), Cell::plain(""), Cell::plain(first.clone())];
            if ascii {
                row.extend((0..5).map(|_| Cell::plain("")));
                let code = if t.settings.system.is_round_robin() {
                    csv::TEAM_REST
                } else {
                    csv::TEAM_BYE
                };
                row.push(Cell::plain(code));
            } else {
                row.extend([Cell::plain(""), Cell::plain(""), Cell::plain(why)]);
                row.extend((0..3).map(|_| Cell::plain("")));
            }
            sheet.rows.push(row);
            continue;
        };
        let second_name = team_name(&ev, second);
        if !ascii {
            // The match's own line: the teams and the score so far.
            let (gf, gs) = match ev.slot(round, m.first) {
                TeamSlot::Match { gp, .. } => gp,
                _ => (0, 0),
            };
            sheet.rows.push(vec![
                num(m.number),
                Cell::plain(""),
                Cell::marked(first.clone(), Mark::Plain),
                Cell::plain(""),
                Cell::plain(""),
                Cell::marked(format!("{}:{}", points(gf), points(gs)), Mark::Result),
                Cell::plain(""),
                Cell::plain(""),
                Cell::plain(second_name.clone()),
            ]);
        }
        for s in ev.seats(round, m) {
            let (w, b) = s.colours();
            let (wt, bt) = if s.first_white {
                (&first, &second_name)
            } else {
                (&second_name, &first)
            };
            let result = s.result.map_or(String::new(), |r: GameResult| {
                if ascii {
                    r.ascii().to_string()
                } else {
                    r.display().to_string()
                }
            });
            let mark = if s.result.is_some_and(GameResult::is_forfeit) {
                Mark::Forfeit
            } else {
                Mark::Result
            };
            let no = |p: Option<No>| p.map_or(String::new(), |p| p.to_string());
            if ascii {
                sheet.rows.push(vec![
                    num(m.number),
                    num(s.board),
                    Cell::plain(wt.clone()),
                    Cell::plain(no(w)),
                    Cell::plain(player_name(t, w)),
                    Cell::plain(bt.clone()),
                    Cell::plain(no(b)),
                    Cell::plain(player_name(t, b)),
                    Cell::plain(result),
                ]);
            } else {
                sheet.rows.push(vec![
                    Cell::plain(""),
                    num(s.board),
                    Cell::plain(""),
                    Cell::plain(no(w)),
                    Cell::plain(player_name(t, w)),
                    Cell::marked(result, mark),
                    Cell::plain(player_name(t, b)),
                    Cell::plain(no(b)),
                    Cell::plain(""),
                ]);
            }
        }
    }
    sheet.notes.push(t!("team-colours-note"));
    Some(sheet)
}

/// The team standings after round `upto`: `Rank,Team,MP,GP` then the tie-breaks.
pub fn standings_sheet(t: &Tournament, upto: u32, ascii: bool) -> Option<Sheet> {
    let ev = t.team_event()?;
    let lines = standings(&ev, upto);
    let mut sheet = heading(t, t!("sheet-standings", round = upto));
    sheet.columns = if ascii {
        csv::TEAM_STANDINGS.map(String::from).to_vec()
    } else {
        vec![
            t!("col-rank"),
            t!("team-col-team"),
            t!("team-col-mp"),
            t!("team-col-gp"),
        ]
    };
    sheet
        .columns
        .extend(ev.rules.tiebreaks.iter().map(|tb| tb.code().to_string()));
    for l in &lines {
        let mut row = vec![
            num(l.rank),
            Cell::plain(team_name(&ev, l.team)),
            num(l.mp),
            Cell::marked(score_text(l.gp, ascii), Mark::Number),
        ];
        row.extend(
            l.values
                .iter()
                .map(|v| Cell::marked(value_text(&v.text, ascii), Mark::Number)),
        );
        sheet.rows.push(row);
    }
    let p = ev.rules.points;
    sheet.notes.push(t!(
        "team-standings-note",
        win = p.win,
        draw = p.draw,
        loss = p.loss,
        by = match ev.rules.ranked_by {
            crate::tournament::team::Primary::Mp => t!("team-ranked-mp"),
            crate::tournament::team::Primary::Gp => t!("team-ranked-gp"),
        }
    ));
    // Each code beside its name, in the reader's language (issue 47: the codes alone).
    if !ev.rules.tiebreaks.is_empty() {
        let named: Vec<String> = ev
            .rules
            .tiebreaks
            .iter()
            .map(|tb| format!("{} {}", tb.code(), tiebreak_name(*tb)))
            .collect();
        sheet
            .notes
            .push(t!("team-tiebreaks-note", tiebreaks = named.join(", ")));
    }
    Some(sheet)
}

/// The team crosstable: each team's match score against each other team, then MP and GP.
pub fn crosstable_sheet(t: &Tournament, upto: u32, ascii: bool) -> Option<Sheet> {
    let ev = t.team_event()?;
    let lines = standings(&ev, upto);
    let mut sheet = heading(t, t!("sheet-crosstable", round = upto));
    // The line's number, which the columns refer to, apart from the place (issue 47: a shared
    // place in front made "2" name two lines).
    sheet.columns = vec![t!("col-no"), t!("team-col-team")];
    sheet
        .columns
        .extend((1..=lines.len()).map(|i| i.to_string()));
    sheet
        .columns
        .extend([t!("team-col-mp"), t!("team-col-gp"), t!("col-rank")]);
    for (i, l) in lines.iter().enumerate() {
        let mut row = vec![num(i + 1), Cell::plain(team_name(&ev, l.team))];
        for other in &lines {
            if other.team == l.team {
                row.push(Cell::marked("", Mark::Void));
                continue;
            }
            let scores: Vec<String> = (1..=upto)
                .filter_map(|r| match ev.slot(r, l.team) {
                    TeamSlot::Match {
                        opponent,
                        gp,
                        played,
                        ..
                    } if opponent == other.team => {
                        let s = score_text(gp.0, ascii);
                        Some(if played { s } else { format!("{s}f") })
                    }
                    _ => None,
                })
                .collect();
            row.push(Cell::marked(scores.join(" "), Mark::Result));
        }
        row.push(num(l.mp));
        row.push(Cell::marked(score_text(l.gp, ascii), Mark::Number));
        // A place the tied share is written `2-3` (the CSV: the first of them).
        let tied = lines.iter().filter(|o| o.rank == l.rank).count() as u32;
        row.push(num(if tied > 1 && !ascii {
            format!("{}-{}", l.rank, l.rank + tied - 1)
        } else {
            l.rank.to_string()
        }));
        sheet.rows.push(row);
    }
    Some(sheet)
}

/// Each team's players in roster order with their result in each round and their total.
pub fn rosters_sheet(t: &Tournament, upto: u32, ascii: bool) -> Option<Sheet> {
    let ev = t.team_event()?;
    let mut sheet = heading(t, t!("team-sheet-rosters", round = upto));
    sheet.columns = vec![
        t!("team-col-team"),
        t!("col-board-long"),
        t!("col-no"),
        t!("col-name"),
    ];
    sheet.columns.extend((1..=upto).map(|r| r.to_string()));
    sheet
        .columns
        .extend([t!("col-points"), t!("team-col-games")]);
    for team in &ev.teams.teams {
        for (i, &p) in team.roster.iter().enumerate() {
            let mut row = vec![
                Cell::plain(team.name.clone()),
                Cell::plain(if i < ev.rules.boards as usize {
                    (i + 1).to_string()
                } else {
                    t!("team-reserve")
                }),
                num(p),
                Cell::plain(player_name(t, Some(p))),
            ];
            let (mut total, mut games) = (0, 0);
            for r in 1..=upto {
                let cell = ev
                    .matches(r)
                    .iter()
                    .flat_map(|m| ev.seats(r, m).into_iter().map(|s| (m.number, s)))
                    .find(|(_, s)| s.first == Some(p) || s.second == Some(p))
                    .map(|(_, s)| {
                        let mine = if s.first == Some(p) {
                            s.points().0
                        } else {
                            s.points().1
                        };
                        match s.result {
                            Some(res) if res.is_forfeit() => {
                                total += mine;
                                Cell::marked(if mine > 0 { "+" } else { "-" }, Mark::Forfeit)
                            }
                            Some(_) => {
                                total += mine;
                                games += 1;
                                Cell::marked(
                                    format!("{}/{}", score_text(mine, ascii), s.board),
                                    Mark::Result,
                                )
                            }
                            None => Cell::plain(format!("?/{}", s.board)),
                        }
                    })
                    .unwrap_or_else(|| Cell::marked("", Mark::Void));
                row.push(cell);
            }
            row.push(Cell::marked(score_text(total, ascii), Mark::Number));
            row.push(num(games));
            sheet.rows.push(row);
        }
    }
    sheet.notes.push(t!("team-rosters-note"));
    Some(sheet)
}

/// The board prizes after round `upto`: each board's players by percentage (at least
/// `min_games` games played over the board).
pub fn board_prizes_sheet(t: &Tournament, upto: u32, min_games: u32, ascii: bool) -> Option<Sheet> {
    let ev = t.team_event()?;
    let mut sheet = heading(t, t!("team-sheet-board-prizes", round = upto));
    sheet.columns = if ascii {
        csv::BOARD_PRIZES.map(String::from).to_vec()
    } else {
        vec![
            t!("col-board-long"),
            t!("col-rank"),
            t!("col-no"),
            t!("col-name"),
            t!("team-col-team"),
            t!("col-points"),
            t!("team-col-games"),
            "%".into(),
        ]
    };
    for (i, lines) in board_prizes(&ev, upto, min_games).iter().enumerate() {
        let board = if i < ev.rules.boards as usize {
            (i + 1).to_string()
        } else {
            t!("team-reserve")
        };
        let (mut place, mut prev) = (0, None);
        for (i, l) in lines.iter().filter(|l| l.eligible).enumerate() {
            // Equal percentage and games: the same place.
            let key = (
                u64::from(l.points) * 1_000_000 / u64::from(l.games.max(1)),
                l.games,
            );
            if prev != Some(key) {
                place = i + 1;
            }
            prev = Some(key);
            sheet.rows.push(vec![
                Cell::plain(board.clone()),
                num(place),
                num(l.player),
                Cell::plain(player_name(t, Some(l.player))),
                Cell::plain(team_name(&ev, l.team)),
                Cell::marked(score_text(l.points, ascii), Mark::Number),
                num(l.games),
                Cell::marked(percent(l.points, l.games), Mark::Number),
            ]);
        }
    }
    sheet
        .notes
        .push(t!("team-board-prizes-note", games = min_games));
    Some(sheet)
}

/// The teams: number, name, short name, region, players.
pub fn teams_sheet(t: &Tournament, ascii: bool) -> Sheet {
    let mut sheet = heading(t, t!("team-sheet-teams"));
    sheet.columns = if ascii {
        csv::TEAM_LIST.map(String::from).to_vec()
    } else {
        vec![
            t!("col-no"),
            t!("team-col-team"),
            t!("team-col-short"),
            t!("col-region"),
            t!("team-col-players"),
        ]
    };
    for team in &t.teams.teams {
        sheet.rows.push(vec![
            num(team.no),
            Cell::plain(team.name.clone()),
            Cell::plain(team.short.clone().unwrap_or_default()),
            Cell::plain(team.region.clone().unwrap_or_default()),
            num(team.roster.len()),
        ]);
    }
    sheet
}

/// Round `round`'s match slips: one table per match (each board's players, a box for the
/// result), with the captains' and the arbiter's signatures, as a printable page.
pub fn match_slips(
    t: &Tournament,
    round: u32,
    paper: crate::formats::sheet::Paper,
) -> Option<String> {
    let ev = t.team_event()?;
    let matches = ev.matches(round);
    if matches.is_empty() {
        return None;
    }
    let mut sheets = Vec::new();
    for m in matches {
        let Some(second) = m.second else { continue };
        let (first_name, second_name) = (team_name(&ev, m.first), team_name(&ev, second));
        let mut sheet = heading(
            t,
            t!(
                "team-slip-heading",
                round = round,
                number = m.number,
                first = first_name.as_str(),
                second = second_name.as_str()
            ),
        );
        sheet.columns = vec![
            t!("col-board-long"),
            t!("col-white"),
            t!("col-result"),
            t!("col-black"),
        ];
        let who = |p: Option<No>, team: &str| match p.and_then(|p| t.entrant(p)) {
            Some(e) => format!("{} {} ({team})", e.no, e.name),
            None => format!("— ({team})"),
        };
        for s in ev.seats(round, m) {
            let (w, b) = s.colours();
            let (wt, bt) = if s.first_white {
                (&first_name, &second_name)
            } else {
                (&second_name, &first_name)
            };
            let result = match s.result {
                Some(r) if r.is_forfeit() => r.display().to_string(),
                _ => String::new(),
            };
            sheet.rows.push(vec![
                num(s.board),
                Cell::plain(who(w, wt)),
                Cell::marked(result, Mark::Result),
                Cell::plain(who(b, bt)),
            ]);
        }
        sheet.notes.push(t!(
            "team-slip-signs",
            first = first_name.as_str(),
            second = second_name.as_str()
        ));
        sheets.push(sheet);
    }
    Some(Sheet::many_to_html_on(&sheets, paper))
}
