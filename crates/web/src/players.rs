//! The players on the live results page: the list in the language's alphabetical order with a
//! search by name, and a player's page (his rating, title, region, points and place, and each
//! game with the opponent's rating and points).

use super::http::Route;
use orda_core::formats::sheet::{Cell, Sheet};
use orda_core::t;
use orda_core::tournament::collate::Collation;
use orda_core::tournament::standings::{Standings, standings};
use orda_core::tournament::{Entrant, Tournament, matches_search, points};
use orda_core::words::{lang, reports, title};

/// The longest search kept (characters): a name's few letters, not a text.
pub(super) const SEARCH_CHARS: usize = 40;

fn points_and_place(st: &Standings, no: u32) -> (String, String) {
    st.rows.iter().find(|s| s.no == no).map_or_else(
        || (String::new(), String::new()),
        |s| (points(s.points), s.place()),
    )
}

fn rating(e: &Entrant) -> String {
    e.rating.map(|r| r.to_string()).unwrap_or_default()
}

/// The players whose name holds `q` (all without one), alphabetically, each a link to his page.
pub(super) fn list(t: &Tournament, q: Option<&str>) -> Sheet {
    let done = t.completed_rounds();
    let st = standings(t, done);
    let names = Collation::of(lang::current());
    let mut list: Vec<&Entrant> = t
        .entrants
        .iter()
        .filter(|e| q.is_none_or(|q| matches_search(e, q)))
        .collect();
    list.sort_by(|a, b| names.compare(&a.name, &b.name));
    let mut sheet = reports::heading(t, t!("sheet-players", players = t.entrants.len()));
    sheet.columns = vec![
        t!("col-no"),
        t!("col-name"),
        t!("col-title"),
        t!("col-rating"),
        t!("col-region"),
        t!("col-points"),
        t!("col-place"),
    ];
    for e in &list {
        let (pts, place) = points_and_place(&st, e.no);
        let mut name = Cell::plain(&e.name);
        name.link = Some(Route::Player(t.settings.id, e.no).path());
        sheet.rows.push(vec![
            reports::num(e.no),
            name,
            Cell::plain(e.title.as_deref().map(title).unwrap_or_default()),
            reports::num(rating(e)),
            Cell::plain(e.region.clone().unwrap_or_default()),
            reports::num(pts),
            reports::num(place),
        ]);
    }
    if let Some(q) = q.filter(|q| !q.trim().is_empty()) {
        sheet.notes.push(if list.is_empty() {
            t!("web-search-none", text = q.trim())
        } else {
            t!("web-search-found", text = q.trim(), players = list.len())
        });
    }
    sheet
}

/// Player `no`'s page: who he is and where he stands, then his games round by round, each
/// opponent with his rating and points and a link to his page, each scored game to its page.
/// The result stands next to the opponent, where a phone shows it without scrolling.
pub(super) fn player(t: &Tournament, no: u32) -> Option<Sheet> {
    let e = t.entrant(no)?;
    let done = t.completed_rounds();
    let st = standings(t, done);
    let upto = t.rounds.len() as u32;
    let mut sheet = reports::heading(t, format!("{} {}", e.no, e.name));
    let who: Vec<String> = [
        e.title.as_deref().map(title),
        e.rating.map(|r| format!("{} {r}", t!("col-rating"))),
        e.region.clone(),
        e.team
            .clone()
            .filter(|team| Some(team) != e.region.as_ref()),
    ]
    .into_iter()
    .flatten()
    .filter(|s| !s.is_empty())
    .collect();
    if !who.is_empty() {
        sheet.info.insert(0, who.join(" · "));
    }
    let (pts, place) = points_and_place(&st, no);
    if done > 0 {
        sheet.info.insert(
            usize::from(!who.is_empty()),
            t!(
                "web-player-standing",
                points = pts,
                place = place,
                round = done
            ),
        );
    }
    if let Some(w) = e.withdrawn_from {
        sheet.info.push(t!("web-player-withdrawn", round = w));
    }
    sheet.columns = vec![
        t!("col-round"),
        t!("col-colour"),
        t!("col-opponent"),
        t!("col-result"),
        t!("col-rating-short"),
        t!("col-points"),
    ];
    for line in reports::history_lines(t, no, upto) {
        let mut who = Cell::plain(&line.who);
        let mut res = Cell::plain(&line.result);
        let (mut o_rating, mut o_points) = (String::new(), String::new());
        if let Some(o) = line.opponent {
            who.link = Some(Route::Player(t.settings.id, o).path());
            o_rating = t.entrant(o).map(rating).unwrap_or_default();
            o_points = points_and_place(&st, o).0;
            let game = t
                .rounds
                .get(line.round as usize - 1)
                .and_then(|r| r.games.iter().find(|g| g.white == no || g.black == no));
            if let Some(g) = game.filter(|g| g.has_score) {
                res.link = Some(Route::Game(t.settings.id, line.round, g.board.0, None).path());
            }
        }
        sheet.rows.push(vec![
            reports::num(line.round),
            Cell::plain(&line.colour),
            who,
            res,
            reports::num(o_rating),
            reports::num(o_points),
        ]);
    }
    Some(sheet)
}
