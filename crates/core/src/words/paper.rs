//! The paper an arbiter hands out or files: result slips, the players list, the check-in list and
//! the tournament report for the federation (docs/paper.md). HTML with print CSS, A4 or Letter.

use crate::formats::sheet::{Cell, Mark, Paper, Sheet};
use crate::formats::slips::{self, Slip, SlipWords};
use crate::t;
use crate::tournament::collate::Collation;
use crate::tournament::event::Awards;
use crate::tournament::{Entrant, GameResult, Tournament, name_key};

use super::reports::{heading, num};

/// How the players list is ordered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PlayersBy {
    /// Alphabetically.
    #[default]
    Name,
    /// Highest rating first.
    Rating,
    /// By region, then name.
    Region,
}

fn player_line(e: &Entrant) -> String {
    match e.rating {
        Some(r) => format!("{} {} ({r})", e.no, e.name),
        None => format!("{} {}", e.no, e.name),
    }
}

/// The result slips of round `round` (one per board); `None` when it is not paired.
pub fn slips(t: &Tournament, round: u32, scoresheet: bool, paper: Paper) -> Option<String> {
    // A team round is printed as match slips, a match to a table.
    if t.settings.team.is_some() {
        return super::team::match_slips(t, round, paper);
    }
    let r = t.rounds.iter().find(|r| r.number.0 == round)?;
    let when = [
        t.settings.venue.clone().unwrap_or_default(),
        t.settings.time_control.clone().unwrap_or_default(),
    ]
    .into_iter()
    .filter(|x| !x.is_empty())
    .collect::<Vec<_>>()
    .join(", ");
    let line = |no| t.entrant(no).map(player_line).unwrap_or_default();
    let list: Vec<Slip> = r
        .games
        .iter()
        .map(|g| Slip {
            heading: t!("slip-heading", round = round, board = g.board),
            when: when.clone(),
            white: line(g.white),
            black: line(g.black),
        })
        .collect();
    let words = SlipWords {
        heading: t!("slips-title", round = round),
        white: t!("slip-white"),
        black: t!("slip-black"),
        result: t!("slip-result"),
        results: vec!["1-0".into(), "½-½".into(), "0-1".into()],
        white_sign: t!("slip-white-sign"),
        black_sign: t!("slip-black-sign"),
        arbiter_sign: t!("slip-arbiter-sign"),
        score: t!("slip-score"),
        move_no: t!("col-no"),
    };
    let lang = super::lang::current().code();
    Some(slips::html(
        lang,
        &t.settings.name,
        &list,
        &words,
        scoresheet,
        paper,
    ))
}

/// The players list: number, name, title, rating, region, club, in the order asked.
pub fn players_sheet(t: &Tournament, by: PlayersBy) -> Sheet {
    let mut list: Vec<&Entrant> = t.entrants.iter().collect();
    let names = Collation::of(super::lang::current());
    match by {
        PlayersBy::Name => list.sort_by(|a, b| names.compare(&a.name, &b.name)),
        PlayersBy::Rating => list.sort_by(|a, b| b.rating.cmp(&a.rating).then(a.no.cmp(&b.no))),
        PlayersBy::Region => list.sort_by(|a, b| {
            names
                .compare_opt(a.region.as_deref(), b.region.as_deref())
                .then_with(|| names.compare(&a.name, &b.name))
        }),
    }
    let mut sheet = heading(t, t!("sheet-players", players = t.entrants.len()));
    sheet.columns = vec![
        t!("col-no"),
        t!("col-name"),
        t!("col-title"),
        t!("col-rating"),
        t!("col-region"),
        t!("col-club"),
    ];
    for e in list {
        sheet.rows.push(vec![
            num(e.no),
            Cell::plain(&e.name),
            Cell::plain(e.title.as_deref().map(super::title).unwrap_or_default()),
            num(e.rating.map(|r| r.to_string()).unwrap_or_default()),
            Cell::plain(e.region.clone().unwrap_or_default()),
            Cell::plain(e.club.clone().unwrap_or_default()),
        ]);
    }
    sheet
}

/// Round `round`'s pairings by name, as pinned up for the players: each player once, in the
/// language's alphabetical order, with his points before the round, board, colour and
/// opponent (or his bye); `None` when the round is not paired. A team round's list is its
/// matches.
pub fn wall_chart(t: &Tournament, round: u32) -> Option<Sheet> {
    if t.settings.team.is_some() {
        return super::reports::pairings(t, round, false);
    }
    let r = t.rounds.iter().find(|r| r.number.0 == round)?;
    let names = Collation::of(super::lang::current());
    let mut list: Vec<(&Entrant, Vec<Cell>)> = Vec::new();
    for g in &r.games {
        for (me, other, white) in [(g.white, g.black, true), (g.black, g.white, false)] {
            let (Some(e), Some(o)) = (t.entrant(me), t.entrant(other)) else {
                continue;
            };
            let colour = if white {
                t!("slip-white")
            } else {
                t!("slip-black")
            };
            list.push((
                e,
                vec![
                    num(g.board),
                    Cell::plain(colour),
                    Cell::plain(format!("{} {}", o.no, o.name)),
                ],
            ));
        }
    }
    for (no, kind) in &r.byes {
        if let Some(e) = t.entrant(*no) {
            let bye = super::reports::bye_kind(*kind);
            list.push((e, vec![num(""), Cell::plain(""), Cell::plain(bye)]));
        }
    }
    list.sort_by(|(a, _), (b, _)| names.compare(&a.name, &b.name));
    let mut sheet = heading(t, t!("sheet-pairings-by-name", round = round));
    sheet.columns = vec![
        t!("col-name"),
        t!("col-no"),
        t!("col-points"),
        t!("col-board-long"),
        t!("col-colour"),
        t!("col-opponent"),
    ];
    for (e, rest) in list {
        let mut row = vec![
            Cell::plain(&e.name),
            num(e.no),
            num(crate::tournament::points(t.points_before(e.no, round))),
        ];
        row.extend(rest);
        sheet.rows.push(row);
    }
    Some(sheet)
}

/// The check-in list: players by name with room to tick their presence and sign.
pub fn checkin_sheet(t: &Tournament) -> Sheet {
    let mut sheet = players_sheet(t, PlayersBy::Name);
    sheet.subtitle = t!("sheet-checkin");
    sheet.columns = vec![
        t!("col-no"),
        t!("col-name"),
        t!("col-rating"),
        t!("col-region"),
        t!("col-present"),
        t!("col-signature"),
    ];
    for row in &mut sheet.rows {
        let kept: Vec<Cell> = [0, 1, 3, 4]
            .iter()
            .filter_map(|&i| row.get(i).cloned())
            .collect();
        *row = kept;
        row.push(Cell::marked("☐", Mark::Result));
        // Room to sign: a tall cell on paper.
        row.push(Cell::marked("", Mark::Sign));
    }
    sheet.notes.push(t!("sheet-checkin-note"));
    sheet
}

/// The tournament report for the federation: the tournament in figures, then the standings,
/// the crosstable, the rating report (with `k`) and the prize list (when there are prizes).
pub fn report(t: &Tournament, awards: &Awards, k: u32) -> Vec<Sheet> {
    let done = t.completed_rounds();
    let mut summary = heading(t, t!("sheet-report"));
    summary.columns = vec![t!("col-what"), t!("col-value")];
    // The figures of the same rounds as the tables under them: a round still being played
    // counts in neither.
    let games: Vec<_> = t
        .rounds
        .iter()
        .filter(|r| r.number.0 <= done)
        .flat_map(|r| &r.games)
        .filter_map(|g| g.result)
        .collect();
    let count = |f: &dyn Fn(GameResult) -> bool| games.iter().filter(|&&r| f(r)).count();
    let played = count(&|r| !r.is_forfeit());
    let white = count(&|r| r == GameResult::WhiteWins);
    let draws = count(&|r| r == GameResult::Draw);
    let black = count(&|r| r == GameResult::BlackWins);
    let forfeits = games.len() - played;
    let men = t.entrants.iter().filter(|e| e.sex == Some('m')).count();
    let women = t.entrants.iter().filter(|e| e.sex == Some('w')).count();
    let regions: std::collections::BTreeSet<String> = t
        .entrants
        .iter()
        .filter_map(|e| e.region.as_deref().map(name_key))
        .collect();
    let rows = [
        (
            t!("report-players"),
            t!(
                "report-players-value",
                players = t.entrants.len(),
                men = men,
                women = women
            ),
        ),
        (t!("report-regions"), regions.len().to_string()),
        (
            t!("report-rounds"),
            t!("web-rounds", paired = done, rounds = t.settings.rounds),
        ),
        (t!("report-games"), played.to_string()),
        (
            t!("report-outcomes"),
            t!(
                "report-outcomes-value",
                white = white,
                draws = draws,
                black = black
            ),
        ),
        (t!("report-forfeits"), forfeits.to_string()),
    ];
    for (what, value) in rows {
        summary
            .rows
            .push(vec![Cell::plain(what), Cell::plain(value)]);
    }
    let mut sheets = vec![
        summary,
        super::reports::standings_sheet(t, done, false),
        super::reports::crosstable_sheet(t, done, false),
        super::reports::rating_sheet(t, done, k, false),
    ];
    if !awards.prizes.is_empty() {
        sheets.push(super::federation::prizes_sheet(t, awards, done, false));
    }
    sheets
}
