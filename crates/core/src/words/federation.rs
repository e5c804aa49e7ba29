//! The federation's papers as [`Sheet`]s: a category's standings, the prize list, team
//! standings (of a tournament and of an event), an event's overview, and the rating list in the
//! 9kumalak.com layout.

use crate::formats::sheet::{Cell, Sheet, csv_columns as csv};
use crate::t;
use crate::tournament::category::{Category, CategoryLine};
use crate::tournament::event::{Awards, Event, RatingChange, Registered};
use crate::tournament::prizes::{Inversion, NoTaker, Prize, money};
use crate::tournament::standings::Standings;
use crate::tournament::teams::{EventLine, Scoring, TeamBy, TeamTb};
use crate::tournament::{Half, No, Tournament, points, points_ascii};

use super::reports::{heading, num, standing_cells, standing_columns};
use crate::app::Refusal;

/// A refusal of the federation's operations in words (`super::refusal_with` sends them here).
pub(super) fn refusal(r: &Refusal) -> String {
    match r {
        Refusal::NoEvent(id) => t!("no-event", id = id.0),
        Refusal::NoCategory(name) => t!("no-category", name = name),
        Refusal::CategoryTaken(name) => t!("category-taken", name = name),
        Refusal::EmptyCategory(name) => t!("empty-category", name = name),
        Refusal::NoPrize { category, place } if category.is_empty() => {
            t!("no-prize-overall", place = *place)
        }
        Refusal::NoPrize { category, place } => {
            t!("no-prize", category = category, place = *place)
        }
        Refusal::EmptyPrize => t!("empty-prize"),
        Refusal::PlaceZero => t!("place-zero"),
        Refusal::BadK(k) => t!("bad-k", k = *k, max = crate::app::federation::MAX_K),
        Refusal::BadTeamRule => t!("bad-team-rule"),
        Refusal::BadCurrency(c) => t!(
            "bad-currency",
            currency = c.as_str(),
            most = crate::app::federation::CURRENCY_CHARS
        ),
        Refusal::NotFinished { completed, rounds } => {
            t!("not-finished", completed = *completed, rounds = *rounds)
        }
        Refusal::RatingsApplied(id) => t!("ratings-applied", id = id.0),
        Refusal::RatingsNotApplied(id) => t!("ratings-not-applied", id = id.0),
        Refusal::RatingsAppliedLater { later } => t!("ratings-applied-later", later = later),
        Refusal::NoRegistered(id) => t!("no-registered", id = id.0),
        Refusal::AlreadyEntered { name, no } => t!("registry-entered", name = name, no = no.0),
        _ => String::new(),
    }
}

fn pts(h: Half, ascii: bool) -> String {
    if ascii { points_ascii(h) } else { points(h) }
}

fn place(rank: u32, last: u32, ascii: bool) -> String {
    if ascii || rank == last {
        rank.to_string()
    } else {
        format!("{rank}-{last}")
    }
}

/// A category's conditions in words (`girls, born 2012-01-02 or later, rating 1600 or less`).
pub fn conditions(c: &Category) -> String {
    let mut parts = Vec::new();
    match c.sex {
        Some('m') => parts.push(t!("cat-men")),
        Some('w') => parts.push(t!("cat-women")),
        _ => {}
    }
    match (&c.born_from, &c.born_to) {
        (Some(a), Some(b)) => parts.push(t!("cat-born-between", from = a, to = b)),
        (Some(a), None) => parts.push(t!("cat-born-from", from = a)),
        (None, Some(b)) => parts.push(t!("cat-born-to", to = b)),
        _ => {}
    }
    match (c.rating_min, c.rating_max) {
        (Some(a), Some(b)) => parts.push(t!("cat-rating-between", min = a, max = b)),
        (Some(a), None) => parts.push(t!("cat-rating-min", min = a)),
        (None, Some(b)) => parts.push(t!("cat-rating-max", max = b)),
        _ => {}
    }
    if !c.titles.is_empty() {
        let titles: Vec<String> = c.titles.iter().map(|x| super::title(x)).collect();
        parts.push(t!("cat-titles", titles = titles.join(", ")));
    }
    if let Some(r) = &c.region {
        parts.push(t!("cat-region", region = r));
    }
    if let Some(r) = &c.club {
        parts.push(t!("cat-club", club = r));
    }
    if parts.is_empty() {
        t!("cat-everyone")
    } else {
        parts.join(", ")
    }
}

/// The standings of category `c` after round `upto`: the category's rank, then the overall one.
pub fn category_sheet(
    t: &Tournament,
    st: &Standings,
    c: &Category,
    lines: &[CategoryLine],
    ascii: bool,
) -> Sheet {
    let mut sheet = heading(
        t,
        t!(
            "sheet-category",
            category = c.name.as_str(),
            round = st.upto
        ),
    );
    sheet.columns = if ascii {
        csv::CATEGORY_LEFT.map(String::from).to_vec()
    } else {
        vec![t!("col-rank"), t!("col-overall")]
    };
    sheet.columns.extend(standing_columns(st, ascii));
    for l in lines {
        let row = &l.overall;
        let Some(e) = t.entrants.get(row.index) else {
            continue;
        };
        let place = |rank: u32, shown: String| num(if ascii { rank.to_string() } else { shown });
        let mut cells = vec![place(l.rank, l.place()), place(row.rank, row.place())];
        cells.extend(standing_cells(e, row, ascii));
        sheet.rows.push(cells);
    }
    sheet
        .notes
        .push(t!("sheet-category-note", conditions = conditions(c)));
    sheet
}

/// The currency a prize list prints when the tournament names none: the tenge.
pub const DEFAULT_CURRENCY: &str = "₸";

/// An amount as a prize list prints it (`cents`: hundredths): the digits grouped by thousands as
/// the language groups them (`50 000` in Kazakh and Russian, with a no-break space; `50,000` in
/// English), the hundredths when there are any, and the currency (`None`: ₸): `50 000 ₸`.
pub fn amount(cents: u64, currency: Option<&str>) -> String {
    let (group, point) = match super::lang::current() {
        crate::tournament::Lang::En => (',', '.'),
        _ => ('\u{a0}', ','),
    };
    let whole = (cents / 100).to_string();
    let mut grouped = String::new();
    for (i, c) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            grouped.push(group);
        }
        grouped.push(c);
    }
    if !cents.is_multiple_of(100) {
        grouped.push(point);
        grouped.push_str(&format!("{:02}", cents % 100));
    }
    let currency = currency.unwrap_or(DEFAULT_CURRENCY);
    format!("{grouped}\u{a0}{currency}")
}

/// What a prize is in words: `50 000 ₸`, `Cup`, `Cup + 50 000 ₸`.
pub fn prize_text(p: &Prize) -> String {
    prize_text_in(p, None)
}

/// [`prize_text`] with the tournament's currency.
pub fn prize_text_in(p: &Prize, currency: Option<&str>) -> String {
    let money = || amount(u64::from(p.amount) * 100, currency);
    match (&p.label, p.amount) {
        (Some(l), 0) => l.clone(),
        (Some(l), _) => format!("{l} + {}", money()),
        (None, _) => money(),
    }
}

/// Why nobody takes a prize, in words.
pub fn no_taker(why: &NoTaker) -> String {
    match why {
        NoTaker::NoCategory => t!("prizes-why-no-category"),
        NoTaker::Beyond {
            ranked,
            elsewhere,
            struck,
        } => {
            let mut parts = vec![t!("prizes-why-ranked", ranked = *ranked)];
            if *elsewhere > 0 {
                parts.push(t!("prizes-why-elsewhere", n = *elsewhere));
            }
            if !struck.is_empty() {
                let nos: Vec<String> = struck.iter().map(|n| n.to_string()).collect();
                parts.push(t!("prizes-why-struck", nos = nos.join(", ")));
            }
            parts.join("; ")
        }
    }
}

/// A prize table where a lower place pays more, in words (said when a prize is defined).
pub fn inversion(i: &Inversion) -> String {
    t!(
        "prizes-inversion",
        list = list_name(&i.category),
        place = i.place,
        amount = i.amount,
        lower = i.lower,
        more = i.more
    )
}

fn list_name(category: &str) -> String {
    if category.is_empty() {
        t!("prizes-overall")
    } else {
        category.to_string()
    }
}

/// The prize list after round `st.upto`.
pub fn prizes_sheet(t: &Tournament, awards: &Awards, upto: u32, ascii: bool) -> Sheet {
    let (st, a) = crate::app::federation::prize_list(t, awards, upto);
    let (prizes, rule) = (&awards.prizes, awards.ties);
    let mut sheet = heading(
        t,
        if a.no_round {
            t!("sheet-prizes-no-round")
        } else {
            t!("sheet-prizes", round = st.upto)
        },
    );
    sheet.columns = if ascii {
        csv::PRIZES.map(String::from).to_vec()
    } else {
        vec![
            t!("col-category"),
            t!("col-place"),
            t!("col-prize"),
            t!("col-amount"),
            t!("col-overall"),
            t!("col-no"),
            t!("col-name"),
            t!("col-points"),
            t!("col-received"),
        ]
    };
    let row_of = |no: No| st.rows.iter().find(|r| r.no == no);
    let currency = awards.currency.as_deref();
    let tiebreak = rule == crate::tournament::prizes::Ties::Tiebreak;
    for aw in &a.awards {
        let prize = aw.prize.and_then(|i| prizes.get(i));
        let line = row_of(aw.no);
        sheet.rows.push(vec![
            Cell::plain(if ascii {
                aw.category.clone()
            } else {
                list_name(&aw.category)
            }),
            num(place(aw.places.0, aw.places.1, ascii)),
            Cell::plain(prize.and_then(|p| p.label.clone()).unwrap_or_default()),
            num(prize
                .map(|p| match ascii {
                    true => p.amount.to_string(),
                    false if p.amount == 0 => String::new(),
                    false => amount(u64::from(p.amount) * 100, currency),
                })
                .unwrap_or_default()),
            num(line.map(|r| r.rank.to_string()).unwrap_or_default()),
            num(aw.no),
            Cell::plain(t.entrant(aw.no).map(|e| e.name.clone()).unwrap_or_default()),
            num(line.map(|r| pts(r.points, ascii)).unwrap_or_default()),
            num(if ascii {
                money(aw.cents)
            } else if tiebreak
                && line.is_some_and(|l| {
                    st.rows
                        .iter()
                        .any(|r| r.no != l.no && r.points == l.points && !r.annulled)
                })
            {
                // Tied on points, parted by the tie-breaks: said on the line, not only under
                // the table (issue 47: "why does he get less for the same points?").
                t!("prizes-not-shared", amount = amount(aw.cents, currency))
            } else {
                amount(aw.cents, currency)
            }),
        ]);
    }
    if a.no_round {
        sheet.notes.push(t!("prizes-no-round"));
    }
    for u in &a.unawarded {
        if let Some(p) = prizes.get(u.prize) {
            sheet.notes.push(format!(
                "{}: {}",
                t!(
                    "prizes-unawarded",
                    list = list_name(&p.category),
                    place = p.place,
                    prize = prize_text_in(p, currency)
                ),
                no_taker(&u.why)
            ));
        }
    }
    sheet.notes.push(match rule {
        crate::tournament::prizes::Ties::Equal => t!("prizes-note-equal"),
        crate::tournament::prizes::Ties::Tiebreak => t!("prizes-note-tiebreak"),
        crate::tournament::prizes::Ties::Hort => t!("prizes-note-hort"),
    });
    sheet
}

/// What makes a team, in words.
pub fn team_by_name(by: TeamBy) -> String {
    match by {
        TeamBy::Region => t!("team-by-region"),
        TeamBy::Club => t!("team-by-club"),
        TeamBy::Team => t!("team-by-team"),
    }
}

/// A team tie-break's column heading.
pub fn team_tb_name(tb: TeamTb, ascii: bool) -> String {
    match (tb, ascii) {
        (tb, true) => csv::team_tiebreak(tb).into(),
        (TeamTb::Next, false) => t!("team-tb-next"),
        (TeamTb::Best, false) => t!("team-tb-best"),
        (TeamTb::Total, false) => t!("team-tb-total"),
    }
}

/// The team standings after round `upto`, `best` players counting.
#[allow(clippy::too_many_arguments)]
pub fn teams_sheet(
    t: &Tournament,
    awards: &Awards,
    upto: u32,
    ascii: bool,
) -> Result<Sheet, Refusal> {
    let lines = crate::app::federation::team_standings(
        t,
        awards,
        upto,
        None,
        None,
        super::lang::current(),
    )?;
    let (by, best, tbs) = (awards.teams.by, awards.teams.best, &awards.teams.tiebreaks);
    let mut sheet = heading(
        t,
        t!(
            "sheet-teams",
            by = team_by_name(by),
            round = upto,
            best = best
        ),
    );
    sheet.columns = if ascii {
        csv::TEAMS.map(String::from).to_vec()
    } else {
        vec![t!("col-rank"), t!("col-team"), t!("col-points")]
    };
    sheet
        .columns
        .extend(tbs.iter().map(|&tb| team_tb_name(tb, ascii)));
    sheet.columns.push(if ascii {
        csv::TEAMS_MEMBERS.into()
    } else {
        t!("col-members")
    });
    for l in &lines {
        let mut cells = vec![
            num(place(l.rank, l.rank_last, ascii)),
            Cell::plain(&l.team),
            num(pts(l.points, ascii)),
        ];
        cells.extend(tbs.iter().zip(&l.values).map(|(tb, &v)| {
            num(match tb {
                TeamTb::Best => v.to_string(),
                _ => pts(v, ascii),
            })
        }));
        cells.push(Cell::plain(if ascii {
            l.counted
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" ")
        } else {
            l.counted
                .iter()
                .map(|&no| {
                    let name = t.entrant(no).map(|e| e.name.as_str()).unwrap_or_default();
                    format!("{no} {name}")
                })
                .collect::<Vec<_>>()
                .join("; ")
        }));
        sheet.rows.push(cells);
    }
    sheet.notes.push(t!(
        "sheet-teams-note",
        best = best,
        tiebreaks = tbs
            .iter()
            .map(|&tb| team_tb_name(tb, false))
            .collect::<Vec<_>>()
            .join(", ")
    ));
    Ok(sheet)
}

fn event_heading(e: &Event, subtitle: String) -> Sheet {
    let mut info = Vec::new();
    let dates = super::date_range(e.start_date.as_deref(), e.end_date.as_deref());
    let place: Vec<String> = [e.venue.clone().unwrap_or_default(), dates]
        .into_iter()
        .filter(|x| !x.is_empty())
        .collect();
    if !place.is_empty() {
        info.push(place.join(", "));
    }
    Sheet {
        lang: super::lang::current().code().into(),
        title: e.name.clone(),
        subtitle,
        info,
        ..Sheet::default()
    }
}

/// The event's team standing over its sections.
pub fn event_teams_sheet(
    e: &Event,
    sections: &[Tournament],
    lines: &[EventLine],
    ascii: bool,
) -> Sheet {
    let mut sheet = event_heading(
        e,
        t!(
            "sheet-event-teams",
            by = team_by_name(e.team_by),
            best = e.team_best
        ),
    );
    sheet.columns = if ascii {
        csv::EVENT_TEAMS[..2]
            .iter()
            .map(|s| s.to_string())
            .collect()
    } else {
        vec![t!("col-rank"), t!("col-team")]
    };
    sheet
        .columns
        .extend(sections.iter().map(|s| s.settings.name.clone()));
    sheet.columns.push(if ascii {
        csv::EVENT_TEAMS[2].into()
    } else {
        t!("col-total")
    });
    let shown = |v: u32| match &e.scoring {
        Scoring::Best => pts(v, ascii),
        Scoring::Places(_) => v.to_string(),
    };
    for l in lines {
        let mut cells = vec![num(place(l.rank, l.rank_last, ascii)), Cell::plain(&l.team)];
        cells.extend(l.sections.iter().map(|&v| num(shown(v))));
        cells.push(num(shown(l.total)));
        sheet.rows.push(cells);
    }
    sheet.notes.push(match &e.scoring {
        Scoring::Best => t!("sheet-event-teams-best", best = e.team_best),
        Scoring::Places(table) => t!(
            "sheet-event-teams-places",
            best = e.team_best,
            table = table
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    });
    sheet
}

/// The event's overview: each section, its rounds, and the results still missing.
pub fn event_overview(e: &Event, sections: &[Tournament]) -> Sheet {
    let mut sheet = event_heading(e, t!("sheet-event"));
    sheet.columns = vec![
        t!("col-id"),
        t!("col-section"),
        t!("col-system"),
        t!("col-players"),
        t!("col-rounds"),
        t!("col-missing"),
    ];
    for s in sections {
        let missing: usize = s
            .rounds
            .iter()
            .map(|r| r.games.iter().filter(|g| g.result.is_none()).count())
            .sum();
        sheet.rows.push(vec![
            num(s.settings.id),
            Cell::plain(&s.settings.name),
            Cell::plain(super::system_name(s.settings.system)),
            num(s.entrants.len()),
            num(format!("{}/{}", s.rounds.len(), s.settings.rounds)),
            num(missing),
        ]);
    }
    sheet
}

/// The rating list in the 9kumalak.com layout (№, name, region, title, before, change, after),
/// one sheet for men and one for women (and one for players whose sex is not given): each
/// player's registry rating, with the change of the last tournament applied.
pub fn rating_list(players: &[(Registered, Vec<RatingChange>)], ascii: bool) -> Vec<Sheet> {
    let groups = [
        (Some('m'), t!("rating-list-men")),
        (Some('w'), t!("rating-list-women")),
        (None, t!("rating-list-other")),
    ];
    let mut out = Vec::new();
    for (sex, title) in groups {
        let mut rows: Vec<&(Registered, Vec<RatingChange>)> = players
            .iter()
            .filter(|(p, _)| p.sex == sex && p.rating.is_some())
            .collect();
        if rows.is_empty() {
            continue;
        }
        let names = crate::tournament::collate::Collation::of(super::lang::current());
        rows.sort_by(|a, b| {
            b.0.rating
                .cmp(&a.0.rating)
                .then_with(|| names.compare(&a.0.name, &b.0.name))
        });
        let mut sheet = Sheet {
            lang: super::lang::current().code().into(),
            title: t!("rating-list"),
            subtitle: title,
            ..Sheet::default()
        };
        sheet.columns = if ascii {
            csv::RATING_LIST.map(String::from).to_vec()
        } else {
            vec![
                t!("col-no"),
                t!("col-name"),
                t!("col-region"),
                t!("col-title"),
                t!("col-before"),
                t!("col-change"),
                t!("col-after"),
            ]
        };
        for (i, (p, history)) in rows.into_iter().enumerate() {
            let last = history.last();
            let mut cells = vec![
                num(i + 1),
                Cell::plain(&p.name),
                Cell::plain(p.region.clone().unwrap_or_default()),
                Cell::plain(match &p.title {
                    Some(x) if !ascii => super::title(x),
                    Some(x) => x.clone(),
                    None => String::new(),
                }),
                num(last
                    .and_then(|c| c.before)
                    .or(p.rating)
                    .map(|r| r.to_string())
                    .unwrap_or_default()),
                num(last.map(|c| format!("{:+}", c.change)).unwrap_or_default()),
                num(p.rating.map(|r| r.to_string()).unwrap_or_default()),
            ];
            if ascii {
                cells.push(Cell::plain(p.sex.map(String::from).unwrap_or_default()));
            }
            sheet.rows.push(cells);
        }
        out.push(sheet);
    }
    out
}

/// A player's rating history.
pub fn history_sheet(p: &Registered, history: &[RatingChange]) -> Sheet {
    let mut sheet = Sheet {
        lang: super::lang::current().code().into(),
        title: p.name.clone(),
        subtitle: t!("rating-history"),
        ..Sheet::default()
    };
    sheet.columns = vec![
        t!("col-tournament"),
        t!("col-before"),
        t!("col-change"),
        t!("col-after"),
    ];
    for c in history {
        sheet.rows.push(vec![
            Cell::plain(&c.tournament_name),
            num(c.before.map(|r| r.to_string()).unwrap_or_default()),
            num(format!("{:+}", c.change)),
            num(c.after.map(|r| r.to_string()).unwrap_or_default()),
        ]);
    }
    sheet
}
