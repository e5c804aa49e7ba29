//! What each page of the live results shows, made from the same sheets as the printed papers
//! (`words::reports`, `words::federation`), once per version of the data.

use bytes::Bytes;

use super::http::{HTML, Route, TEXT, route, status_body};
use orda_core::app::{federation as fed, query};
use orda_core::formats::sheet::{Link, Live, Search, Sheet};
use orda_core::store::Store;
use orda_core::t;
use orda_core::tournament::event::Awards;
use orda_core::tournament::standings::standings;
use orda_core::tournament::{Board, Lang, RoundNo, Tournament, TournamentId};
use orda_core::words::{federation as w, reports};
use std::collections::HashMap;
use std::path::PathBuf;

/// What the server keeps between requests: its connection, and each page made, with the
/// versions it was made from: its tournament's (what the page polls) and the file's (SQLite's
/// `data_version`, which also moves when a backup is restored into the open file, where the
/// journal's numbers may start again).
pub(super) struct Site {
    db: PathBuf,
    lang: Lang,
    store: Option<Store>,
    made: HashMap<String, (i64, i64, Bytes)>,
    /// The round each tournament's players' pages explain, whole, with the version it was
    /// made at (`None`: it cannot be explained): every player's page of one version filters
    /// the same explanation, made once. At most [`KEPT_WHY`] tournaments.
    why: Why,
}

/// Rounds explained whole for players' pages, by tournament: the round, the version, the
/// explanation.
type Why = HashMap<
    orda_core::tournament::TournamentId,
    (RoundNo, i64, Option<orda_core::app::explain::RoundWhy>),
>;

/// Tournaments whose explained round is kept at most: a client going from one tournament's
/// pages to another's makes each explanation once, and the memory stays bounded.
const KEPT_WHY: usize = 16;

/// Pages kept at most.
const KEPT: usize = 256;

/// An answer: status, content type, body.
/// The body is shared: a page kept is sent to every reader without a copy each.
pub(super) struct Answer(pub u16, pub &'static str, pub Bytes);

impl Site {
    pub(super) fn new(db: PathBuf, lang: Lang) -> Site {
        Site {
            db,
            lang,
            store: None,
            made: HashMap::new(),
            why: HashMap::new(),
        }
    }

    /// Drops what was kept (a page that panicked may have left it half made).
    pub(super) fn forget(&mut self) {
        self.made.clear();
        self.store = None;
        self.why.clear();
    }

    /// The answer to a GET (or HEAD) of `url`.
    pub(super) fn get(&mut self, url: &str) -> Answer {
        let route = route(url);
        if self.store.is_none() {
            // A new connection counts its versions afresh: no page made before may stand.
            self.made.clear();
            self.store = Store::open_read(&self.db).ok();
        }
        let Some(store) = self.store.as_mut() else {
            return Answer(503, TEXT, status_body(503).into());
        };
        let Some(route) = route else {
            // An address that leads nowhere: a page of the site, saying so.
            let version = query::versions(store, None).map_or(0, |v| v.0);
            return Answer(404, HTML, not_found(version, self.lang));
        };
        let (version, file) = match query::versions(store, route.tournament()) {
            Ok(v) => v,
            Err(_) => {
                // The file may have been replaced (a restore): open it again next time.
                self.store = None;
                return Answer(503, TEXT, status_body(503).into());
            }
        };
        if let Route::Version(_) = route {
            return Answer(200, TEXT, version.to_string().into());
        }
        // A search's text is part of its page, which is made for its asker and never kept: a
        // stream of searches (each text a page of its own) never evicts the pages the hall
        // reads.
        let search = match route {
            Route::Players(_) => super::http::search_in_query(url, super::players::SEARCH_CHARS),
            _ => None,
        };
        let key = format!("{route:?}");
        if search.is_none()
            && let Some((v, f, page)) = self.made.get(&key)
            && (*v, *f) == (version, file)
        {
            return Answer(200, HTML, page.clone());
        }
        let why = &mut self.why;
        let Some(page) = make(store, route, search.as_deref(), version, self.lang, why) else {
            return Answer(404, HTML, not_found(version, self.lang));
        };
        let page = Bytes::from(page);
        if search.is_some() {
            return Answer(200, HTML, page);
        }
        // Bounded: a client walking through every ply of every game (or any other endless list
        // of valid paths) cannot make the server keep them all.
        if self.made.len() >= KEPT {
            // Pages made from the file as it is now stay; the others can never be answered
            // again.
            self.made.retain(|_, (_, f, _)| *f == file);
            if self.made.len() >= KEPT {
                self.made.clear();
            }
        }
        self.made.insert(key, (version, file, page.clone()));
        Answer(200, HTML, page)
    }
}

/// The page answered 404: the site's look, a link to every tournament, and a line saying the
/// address leads nowhere (in the site's language). It follows the file as the list does.
fn not_found(version: i64, lang: Lang) -> Bytes {
    orda_core::words::lang::with(lang, || {
        let sheet = Sheet {
            lang: lang.code().into(),
            title: t!("web-title"),
            subtitle: t!("web-not-found"),
            notes: vec![t!("web-not-found-note")],
            ..Sheet::default()
        };
        let nav = vec![Link {
            href: Route::Index.path(),
            text: t!("web-all"),
            current: false,
        }];
        Sheet::live_html(&[sheet], &nav, &live(None, version, None, false)).into()
    })
}

/// How a page of tournament `t` (the list: `None`) keeps itself up to date.
pub(super) fn live(
    t: Option<TournamentId>,
    version: i64,
    next: Option<String>,
    screen: bool,
) -> Live {
    Live {
        poll: Route::Version(t).path(),
        version: version.to_string(),
        next,
        screen,
        footer: t!("web-footer"),
        ..Live::default()
    }
}

/// The page for `route` in the tournament's publication language (else `lang`); `None` when
/// the tournament or what the page shows does not exist.
fn make(
    store: &mut Store,
    route: Route,
    search: Option<&str>,
    version: i64,
    lang: Lang,
    kept: &mut Why,
) -> Option<String> {
    let Some(id) = route.tournament() else {
        return index(store, version, lang);
    };
    let t = query::tournament(store, id).ok()?;
    let awards = fed::awards(store, id).ok()?;
    // The hall's lists in one read of the tournament loaded above (its settings for every
    // page's links; reports, byes and check-ins for a player's page).
    let hall = orda_core::app::hall::lists(store, &t).ok()?;
    let lang = orda_core::words::lang::of_papers(t.settings.publication, None, lang);
    if let Route::Game(_, round, board, ply) = route {
        let score = query::score(store, id, RoundNo(round), Board(board)).ok()??;
        return orda_core::words::lang::with(lang, || {
            super::game::page(
                &t,
                &awards,
                round,
                board,
                ply,
                &score,
                &live(Some(id), version, None, false),
            )
        });
    }
    // Why the player is paired as he is, when the arbiter lets the pages say so (the core says
    // which round): read before the page is made.
    let page_round = orda_core::app::explain::page_round(&t, &hall.settings);
    let why = match (route, page_round) {
        (Route::Player(_, no), Some(round)) => {
            if kept.get(&id).is_none_or(|k| (k.0, k.1) != (round, version)) {
                if kept.len() >= KEPT_WHY {
                    kept.clear();
                }
                let whole = orda_core::app::explain::explain_loaded(store, &t, round).ok();
                kept.insert(id, (round, version, whole));
            }
            // A round that cannot be explained leaves the page as it is.
            kept.get(&id).and_then(|k| k.2.as_ref()).and_then(|whole| {
                orda_core::app::explain::for_player_from(
                    store,
                    &t,
                    round,
                    orda_core::tournament::StartNo(no),
                    whole,
                )
            })
        }
        _ => None,
    };
    orda_core::words::lang::with(lang, || {
        let done = t.completed_rounds();
        let paired = t.rounds.len() as u32;
        let (mut next, mut screen) = (None, false);
        let sheet = match route {
            Route::Pairings(_, n) => {
                let n = n.unwrap_or(paired);
                let mut sheet = pairings(&t, n)?;
                super::game::link_pairings(&t, n, &mut sheet);
                sheet
            }
            Route::Player(_, no) => {
                let mut sheet = super::players::player(&t, no)?;
                // What he or his opponent reported and is not decided yet: a player who has
                // just sent the form sees where it stands.
                for l in hall.reports.iter().filter(|l| l.status.open()) {
                    if l.white.0.0 == no || l.black.0.0 == no {
                        sheet.notes.push(orda_core::words::hall::report_state(l));
                    }
                }
                if hall
                    .presence
                    .here
                    .contains(&orda_core::tournament::StartNo(no))
                {
                    sheet
                        .notes
                        .push(t!("hall-here", round = hall.presence.round.0));
                }
                for b in hall
                    .byes
                    .iter()
                    .filter(|b| b.player.0.0 == no && b.status.open())
                {
                    sheet.notes.push(t!("hall-bye-waiting", round = b.round.0));
                }
                if let Some(why) = &why {
                    let name = |n: u32| t.entrant(n).map(|e| e.name.clone()).unwrap_or_default();
                    sheet
                        .notes
                        .extend(orda_core::words::explain::round(why, &name));
                }
                sheet
            }
            Route::Standings(_) => {
                let mut sheet = reports::standings_sheet(&t, done, false);
                // Standings: the starting number in column 2, the name in column 3.
                super::game::link_names(&t, &mut sheet, 1, 2);
                sheet
            }
            Route::Crosstable(_) => reports::crosstable_sheet(&t, done, false),
            Route::Players(_) => super::players::list(&t, search),
            Route::Prizes(_) => {
                if awards.prizes.is_empty() {
                    return None;
                }
                w::prizes_sheet(&t, &awards, done, false)
            }
            Route::Teams(_) => w::teams_sheet(&t, &awards, done, false).ok()?,
            Route::Category(_, k) => {
                let name = &awards.categories.get(k.checked_sub(1)?)?.name;
                let (c, lines) = fed::category_standings(&t, &awards, name, done).ok()?;
                let st = standings(&t, done);
                w::category_sheet(&t, &st, &c, &lines, false)
            }
            Route::Screen(_, k) => {
                screen = true;
                next = Some(Route::next_screen(id, k).path());
                if k == 0 {
                    pairings(&t, paired)?
                } else {
                    reports::standings_sheet(&t, done, false)
                }
            }
            Route::Index
            | Route::Version(_)
            | Route::Game(..)
            | Route::Report(_)
            | Route::CheckIn(_)
            | Route::Score(_)
            | Route::Bye(_)
            | Route::Desk(_) => return None,
        };
        let nav = if screen {
            Vec::new()
        } else {
            let mut links = nav(&t, &awards, route);
            if hall.settings.reports {
                links.push(Link {
                    href: Route::Report(id).path(),
                    text: t!("web-report-subtitle"),
                    current: false,
                });
                links.push(Link {
                    href: Route::Score(id).path(),
                    text: t!("web-score"),
                    current: false,
                });
                links.push(Link {
                    href: Route::Bye(id).path(),
                    text: t!("web-bye-subtitle"),
                    current: false,
                });
            }
            if orda_core::app::hall::check_in_round(&t, hall.settings).is_ok() {
                links.push(Link {
                    href: Route::CheckIn(id).path(),
                    text: t!("web-check-in"),
                    current: false,
                });
            }
            links
        };
        let mut live = live(Some(id), version, next, screen);
        if !screen {
            live.rounds = rounds(&t, route);
        }
        if let Route::Players(_) = route {
            live.search = Some(Search {
                action: route.path(),
                value: search.unwrap_or_default().to_string(),
                hint: t!("web-search-hint"),
                button: t!("web-search"),
            });
        }
        Some(Sheet::live_html(&[sheet], &nav, &live))
    })
}

/// The list of tournaments, each a link.
fn index(store: &mut Store, version: i64, lang: Lang) -> Option<String> {
    use orda_core::formats::sheet::Cell;
    let list = query::summaries(store).ok()?;
    Some(orda_core::words::lang::with(lang, || {
        let nav: Vec<Link> = list
            .iter()
            .map(|s| Link {
                href: Route::Pairings(s.id, None).path(),
                text: s.name.clone(),
                current: false,
            })
            .collect();
        let sheet = Sheet {
            lang: lang.code().into(),
            title: t!("web-title"),
            subtitle: t!("web-tournaments"),
            columns: vec![t!("col-tournament"), t!("col-rounds"), t!("col-players")],
            rows: list
                .iter()
                .map(|s| {
                    vec![
                        Cell::plain(&s.name),
                        Cell::plain(t!("web-rounds", paired = s.paired, rounds = s.rounds)),
                        Cell::plain(s.players.to_string()),
                    ]
                })
                .collect(),
            ..Sheet::default()
        };
        Sheet::live_html(&[sheet], &nav, &live(None, version, None, false))
    }))
}

/// The links of a tournament's pages: every tournament, pairings, standings, crosstable, the
/// prize list and team standings when there are any, each category, the hall screen.
pub(super) fn nav(t: &Tournament, awards: &Awards, here: Route) -> Vec<Link> {
    let id = t.settings.id;
    let mut links = vec![
        (Route::Index, t!("web-all")),
        (Route::Pairings(id, None), t!("web-pairings")),
        (Route::Standings(id), t!("standings")),
        (Route::Crosstable(id), t!("crosstable")),
        (Route::Players(id), t!("view-players")),
    ];
    if !awards.prizes.is_empty() {
        links.push((Route::Prizes(id), t!("view-prizes")));
    }
    if t.entrants.iter().any(|e| awards.teams.by.of(e).is_some()) {
        links.push((Route::Teams(id), t!("view-teams")));
    }
    for (k, c) in awards.categories.iter().enumerate() {
        links.push((Route::Category(id, k + 1), c.name.clone()));
    }
    links.push((Route::Screen(id, 0), t!("web-screen")));
    let here = match here {
        Route::Pairings(t, _) => Route::Pairings(t, None),
        r => r,
    };
    links
        .into_iter()
        .map(|(r, text)| Link {
            href: r.path(),
            text,
            current: r == here,
        })
        .collect()
}

/// A link to each paired round's pairings (the one shown marked), on every page of the
/// tournament: none before round 1.
pub(super) fn rounds(t: &Tournament, here: Route) -> Vec<Link> {
    let paired = t.rounds.len() as u32;
    let shown = match here {
        Route::Pairings(_, n) => Some(n.unwrap_or(paired)),
        _ => None,
    };
    (1..=paired)
        .map(|n| Link {
            href: Route::Pairings(t.settings.id, Some(n)).path(),
            text: t!("web-round-link", round = n),
            current: shown == Some(n),
        })
        .collect()
}

/// Round `n`'s pairings with each player's points, or a note that nothing is paired yet.
fn pairings(t: &Tournament, n: u32) -> Option<Sheet> {
    if t.rounds.is_empty() {
        let mut s = Sheet {
            lang: orda_core::words::lang::current().code().into(),
            title: t.settings.name.clone(),
            subtitle: t!("web-no-round"),
            ..Sheet::default()
        };
        s.notes
            .push(t!("web-no-round-note", players = t.entrants.len()));
        return Some(s);
    }
    reports::pairings(t, n, false)
}
