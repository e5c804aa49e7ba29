//! Federation events: events and their sections, categories and prizes, team standings, and
//! ratings carried into the registry. The decisions are `tournament::{category, prizes, teams,
//! rating}`; here they are loaded, checked and written in the operation's transaction.

use crate::store::{Db, Store};
use crate::tournament::category::{Ages, Category, CategoryLine, MAX_AGE, age_range, filter};
use crate::tournament::collate::Collation;
use crate::tournament::event::{Awards, Event, RatingChange, Registered};
use crate::tournament::lang::Lang;
use crate::tournament::prizes::{self, Allocation, Inversion, Prize, allocate};
use crate::tournament::standings::{Standings, standings};
use crate::tournament::teams::{EventLine, Scoring, TeamLine, event_standings};
use crate::tournament::{EventId, PlayerId, StartNo, Tournament, TournamentId, rating, teams};

use super::manage::forbidden_characters;
use super::refusal::{Field, Named};
use super::setting_checks::{event_dates, typed_date};
use super::{Refusal, load_in};

type Result<T> = std::result::Result<T, Refusal>;

/// The largest coefficient K a rating change may use (FIDE's largest is 40).
pub const MAX_K: u32 = 100;

/// The event checked, its dates as stored (`05.03.2026` typed is `2026-03-05`).
fn check_event(e: &Event) -> Result<Event> {
    let mut e = e.clone();
    if e.name.trim().is_empty() {
        return Err(Refusal::NeedsName(Named::Event));
    }
    forbidden_characters(&[
        (Field::Name, Some(&e.name)),
        (Field::Venue, e.venue.as_ref()),
    ])?;
    event_dates(&mut e.start_date, &mut e.end_date)?;
    let empty_table = matches!(&e.scoring, Scoring::Places(t) if t.is_empty());
    if e.team_best == 0 || empty_table {
        return Err(Refusal::BadTeamRule);
    }
    Ok(e)
}

pub(super) fn create_event(db: &Db<'_>, e: &Event) -> Result<EventId> {
    let e = check_event(e)?;
    Ok(db.insert_event(&e)?)
}

pub(super) fn update_event(db: &Db<'_>, e: &Event) -> Result<()> {
    let e = check_event(e)?;
    if db.event(e.id)?.is_none() {
        return Err(Refusal::NoEvent(e.id));
    }
    Ok(db.update_event(&e)?)
}

pub(super) fn set_section(db: &Db<'_>, t: TournamentId, event: Option<EventId>) -> Result<()> {
    load_in(db, t)?;
    if let Some(e) = event
        && db.event(e)?.is_none()
    {
        return Err(Refusal::NoEvent(e));
    }
    Ok(db.set_event(t, event)?)
}

/// Enters registry player `player` in `t` with the registry's rating and title.
pub(super) fn enter_registered(db: &Db<'_>, t: TournamentId, player: PlayerId) -> Result<StartNo> {
    let tour = load_in(db, t)?;
    let p = db
        .registered(player)?
        .ok_or(Refusal::NoRegistered(player))?;
    if let Some(e) = tour.entrants.iter().find(|e| e.player_id == player) {
        return Err(Refusal::AlreadyEntered {
            name: e.name.clone(),
            no: StartNo(e.no),
        });
    }
    if tour.settings.system.is_round_robin() && !tour.rounds.is_empty() {
        return Err(Refusal::RoundRobinClosed { name: Some(p.name) });
    }
    let no = db.next_start_no(t)?;
    db.insert_entry(t, player, no, p.rating, p.title.as_deref())?;
    Ok(no)
}

fn check_category(c: &mut Category) -> Result<()> {
    // Born from and to as typed (`01.01.2012` too), as stored.
    typed_date(&mut c.born_from)?;
    typed_date(&mut c.born_to)?;
    forbidden_characters(&[
        (Field::Category, Some(&c.name)),
        (Field::Region, c.region.as_ref()),
        (Field::Club, c.club.as_ref()),
    ])?;
    if c.name.trim().is_empty() {
        return Err(Refusal::NeedsName(Named::Category));
    }
    let reversed_ratings = matches!((c.rating_min, c.rating_max), (Some(a), Some(b)) if a > b);
    let reversed_births = matches!((&c.born_from, &c.born_to), (Some(a), Some(b)) if a > b);
    if reversed_ratings || reversed_births {
        return Err(Refusal::EmptyCategory(c.name.clone()));
    }
    Ok(())
}

pub(super) fn add_category(
    db: &Db<'_>,
    t: TournamentId,
    mut c: Category,
    ages: &Ages,
    position: Option<u32>,
) -> Result<()> {
    let tour = load_in(db, t)?;
    c.name = crate::tournament::tidy_name(&c.name);
    // Titles as the registry writes them (`мс` is `МС`).
    c.titles = c
        .titles
        .iter()
        .map(|x| x.trim())
        .filter(|x| !x.is_empty())
        .map(|x| {
            crate::tournament::normalize_title(x)
                .map(String::from)
                .unwrap_or_else(|| x.to_string())
        })
        .collect();
    if let Some(age) = ages
        .under
        .into_iter()
        .chain(ages.over)
        .find(|&a| a > MAX_AGE)
    {
        return Err(Refusal::BadAge(age));
    }
    if !ages.none() {
        // The day ages are counted on as typed (`01.01.2026` too).
        let mut ages = ages.clone();
        ages.on = ages.on.filter(|d| !d.trim().is_empty());
        typed_date(&mut ages.on)?;
        let on = ages
            .reference_date(tour.settings.start_date.as_deref())
            .ok_or(Refusal::AgeNeedsDate)?;
        let (from, to) = age_range(ages.under, ages.over, &on).ok_or(Refusal::BadDate(on))?;
        c.born_from = from.or(c.born_from);
        c.born_to = to.or(c.born_to);
    }
    check_category(&mut c)?;
    let have = db.categories(t)?;
    let key = crate::tournament::name_key(&c.name);
    if let Some(o) = have
        .iter()
        .find(|o| crate::tournament::name_key(&o.name) == key)
    {
        return Err(Refusal::CategoryTaken(o.name.clone()));
    }
    let at = position.unwrap_or(u32::MAX).clamp(1, have.len() as u32 + 1);
    Ok(db.insert_category(t, &c, at)?)
}

fn category_named(db: &Db<'_>, t: TournamentId, name: &str) -> Result<String> {
    let key = crate::tournament::name_key(name);
    db.categories(t)?
        .into_iter()
        .find(|c| crate::tournament::name_key(&c.name) == key)
        .map(|c| c.name)
        .ok_or_else(|| Refusal::NoCategory(name.trim().to_string()))
}

pub(super) fn remove_category(db: &Db<'_>, t: TournamentId, name: &str) -> Result<()> {
    load_in(db, t)?;
    let name = category_named(db, t, name)?;
    Ok(db.delete_category(t, &name)?)
}

/// Sets a prize; the places of its list that then pay less than a place below them.
pub(super) fn put_prize(db: &Db<'_>, t: TournamentId, mut p: Prize) -> Result<Vec<Inversion>> {
    load_in(db, t)?;
    if !p.category.trim().is_empty() {
        p.category = category_named(db, t, &p.category)?;
    } else {
        p.category = String::new();
    }
    forbidden_characters(&[(Field::Prize, p.label.as_ref())])?;
    if p.place == 0 {
        return Err(Refusal::PlaceZero);
    }
    p.label = p
        .label
        .map(|l| crate::tournament::tidy_name(&l))
        .filter(|l| !l.is_empty());
    if p.amount == 0 && p.label.is_none() {
        return Err(Refusal::EmptyPrize);
    }
    db.put_prize(t, &p)?;
    Ok(prizes::inversions(&db.prizes(t)?, &p.category))
}

pub(super) fn remove_prize(
    db: &Db<'_>,
    t: TournamentId,
    category: &str,
    place: u32,
) -> Result<Vec<Inversion>> {
    load_in(db, t)?;
    let category = if category.trim().is_empty() {
        String::new()
    } else {
        category_named(db, t, category)?
    };
    if !db.delete_prize(t, &category, place)? {
        return Err(Refusal::NoPrize { category, place });
    }
    Ok(prizes::inversions(&db.prizes(t)?, &category))
}

/// Sets the award rules given, the others as stored (read in the same transaction).
/// The currency's sign or code at most, in characters (`₸`, `KGS`, `сом`, `USD`).
pub const CURRENCY_CHARS: usize = 8;

pub(super) fn set_award_rules(db: &Db<'_>, rules: super::SetAwardRules) -> Result<()> {
    let super::SetAwardRules {
        t,
        teams,
        ties,
        precedence,
        currency,
    } = rules;
    load_in(db, t)?;
    let stored = db.awards(t)?;
    let currency = match currency {
        None => stored.currency,
        Some(c) => {
            let c = crate::tournament::tidy_name(&c);
            forbidden_characters(&[(Field::Prize, Some(&c))])?;
            if c.chars().count() > CURRENCY_CHARS {
                return Err(Refusal::BadCurrency(c));
            }
            (!c.is_empty()).then_some(c)
        }
    };
    let a = Awards {
        teams: match teams {
            Some(change) => change.applied_to(stored.teams),
            None => stored.teams,
        },
        ties: ties.unwrap_or(stored.ties),
        precedence: precedence.unwrap_or(stored.precedence),
        currency,
        ..Default::default()
    };
    if a.teams.best == 0 {
        return Err(Refusal::BadTeamRule);
    }
    Ok(db.set_award_settings(t, &a)?)
}

/// The rating changes of `t` with coefficient `k` as they would be written, from the registry's
/// ratings now: `before` the registry's rating (the rating at entry when the registry has
/// none), the change the rating report computes over every round.
fn changes_of(db: &Db<'_>, t: &Tournament, k: u32, applied: u32) -> Result<Vec<RatingChange>> {
    let upto = t.rounds.len() as u32;
    let reports = rating::reports(t, upto, k);
    let mut out = Vec::new();
    for (e, report) in t.entrants.iter().zip(reports) {
        let before = db.registered(e.player_id)?.and_then(|r| r.rating);
        let base = before.or(e.rating);
        let after = base.map(|b| (i64::from(b) + i64::from(report.change)).max(0) as u32);
        out.push(RatingChange {
            player: e.player_id,
            tournament: Some(t.settings.id),
            tournament_name: t.settings.name.clone(),
            applied,
            k,
            before,
            change: if base.is_some() { report.change } else { 0 },
            after,
        });
    }
    Ok(out)
}

pub(super) fn apply_ratings(db: &Db<'_>, t: TournamentId, k: u32) -> Result<Vec<RatingChange>> {
    let tour = load_in(db, t)?;
    let completed = tour.completed_rounds();
    if completed < tour.settings.rounds {
        return Err(Refusal::NotFinished {
            completed,
            rounds: tour.settings.rounds,
        });
    }
    if !(1..=MAX_K).contains(&k) {
        return Err(Refusal::BadK(k));
    }
    let all = db.rating_changes(None)?;
    if all.iter().any(|c| c.tournament == Some(t)) {
        return Err(Refusal::RatingsApplied(t));
    }
    let applied = all.iter().map(|c| c.applied).max().unwrap_or(0) + 1;
    let changes = changes_of(db, &tour, k, applied)?;
    for c in &changes {
        db.insert_rating_change(c)?;
        db.set_registry_rating(c.player, c.after)?;
    }
    Ok(changes)
}

pub(super) fn undo_ratings(db: &Db<'_>, t: TournamentId) -> Result<usize> {
    let all = db.rating_changes(None)?;
    let mine: Vec<&RatingChange> = all.iter().filter(|c| c.tournament == Some(t)).collect();
    let Some(first) = mine.first() else {
        return Err(Refusal::RatingsNotApplied(t));
    };
    if let Some(later) = all.iter().find(|c| c.applied > first.applied) {
        return Err(Refusal::RatingsAppliedLater {
            later: later.tournament_name.clone(),
        });
    }
    for c in &mine {
        db.set_registry_rating(c.player, c.before)?;
    }
    db.delete_rating_changes(t)?;
    Ok(mine.len())
}

// ---- Queries ------------------------------------------------------------------------------

/// A tournament's federation side.
pub fn awards(store: &mut Store, t: TournamentId) -> std::result::Result<Awards, Refusal> {
    Ok(store.read(|db| db.awards(t))?)
}

/// Every event with the ids of its sections.
pub fn events(store: &mut Store) -> std::result::Result<Vec<(Event, Vec<TournamentId>)>, Refusal> {
    Ok(store.read(|db| {
        db.events()?
            .into_iter()
            .map(|e| Ok((db.sections(e.id)?, e)))
            .map(|r: crate::store::Result<_>| r.map(|(s, e)| (e, s)))
            .collect()
    })?)
}

/// An event alone, without loading its sections.
pub fn event_only(store: &mut Store, id: EventId) -> std::result::Result<Event, Refusal> {
    store.read(|db| db.event(id))?.ok_or(Refusal::NoEvent(id))
}

/// An event with its sections (tournaments, loaded).
pub fn event(
    store: &mut Store,
    id: EventId,
) -> std::result::Result<(Event, Vec<Tournament>), Refusal> {
    store
        .read(|db| {
            let Some(e) = db.event(id)? else {
                return Ok(None);
            };
            let mut sections = Vec::new();
            for t in db.sections(id)? {
                if let Some(t) = db.load(t)? {
                    sections.push(t);
                }
            }
            Ok(Some((e, sections)))
        })?
        .ok_or(Refusal::NoEvent(id))
}

/// The standings of category `name` of `t` after round `upto`.
pub fn category_standings(
    t: &Tournament,
    awards: &Awards,
    name: &str,
    upto: u32,
) -> std::result::Result<(Category, Vec<CategoryLine>), Refusal> {
    let key = crate::tournament::name_key(name);
    let cat = awards
        .categories
        .iter()
        .find(|c| crate::tournament::name_key(&c.name) == key)
        .ok_or_else(|| Refusal::NoCategory(name.trim().to_string()))?;
    let st = standings(t, upto);
    let lines = filter(&st, |i| t.entrants.get(i).is_some_and(|e| cat.admits(e)));
    Ok((cat.clone(), lines))
}

/// The prize list of `t` after round `upto`, with the standings it rests on.
pub fn prize_list(t: &Tournament, awards: &Awards, upto: u32) -> (Standings, Allocation) {
    let st = standings(t, upto);
    let a = allocate(
        t,
        &st,
        &awards.categories,
        &awards.prizes,
        awards.ties,
        awards.precedence,
    );
    (st, a)
}

/// The team standings of `t` after round `upto` (`by`, `best` override the tournament's);
/// teams tied on everything in the alphabetical order of `lang`.
pub fn team_standings(
    t: &Tournament,
    awards: &Awards,
    upto: u32,
    by: Option<teams::TeamBy>,
    best: Option<u32>,
    lang: Lang,
) -> std::result::Result<Vec<TeamLine>, Refusal> {
    let best = best.unwrap_or(awards.teams.best);
    if best == 0 {
        return Err(Refusal::BadTeamRule);
    }
    let st = standings(t, upto);
    Ok(teams::standings(
        t,
        &st,
        by.unwrap_or(awards.teams.by),
        best as usize,
        &awards.teams.tiebreaks,
        lang,
    ))
}

/// The event's team standing over its sections, each after its last completed round; teams
/// tied on everything in the alphabetical order of `lang`.
pub fn event_teams(e: &Event, sections: &[Tournament], lang: Lang) -> Vec<EventLine> {
    let st: Vec<Standings> = sections
        .iter()
        .map(|t| standings(t, t.completed_rounds()))
        .collect();
    let pairs: Vec<(&Tournament, &Standings)> = sections.iter().zip(&st).collect();
    event_standings(&pairs, e.team_by, e.team_best as usize, &e.scoring, lang)
}

/// The rating history of the players of tournament `t` (every tournament of theirs applied).
pub fn history(
    store: &mut Store,
    t: TournamentId,
) -> std::result::Result<Vec<RatingChange>, Refusal> {
    Ok(store.read(|db| db.history_of(t))?)
}

/// Registry players whose names contain `text` (as Orda compares names), not entered in `t`,
/// the first `limit` in the alphabetical order of `lang`.
pub fn find_registered(
    store: &mut Store,
    text: &str,
    t: Option<TournamentId>,
    limit: usize,
    lang: Lang,
) -> std::result::Result<Vec<Registered>, Refusal> {
    let key = crate::tournament::name_key(text);
    Ok(store.read(|db| {
        let entered: std::collections::HashSet<PlayerId> = match t {
            Some(t) => db.entrants(t)?.iter().map(|e| e.player_id).collect(),
            None => Default::default(),
        };
        let mut matches: Vec<(PlayerId, String)> = db
            .registry_names()?
            .into_iter()
            .filter(|(id, name)| {
                !entered.contains(id) && crate::tournament::name_key(name).contains(&key)
            })
            .collect();
        let names = Collation::of(lang);
        matches.sort_by(|a, b| names.compare(&a.1, &b.1).then(a.0.0.cmp(&b.0.0)));
        let mut found = Vec::new();
        for (id, _) in matches.into_iter().take(limit) {
            found.extend(db.registered(id)?);
        }
        Ok(found)
    })?)
}

/// The registry with each player's rating history (in the order applied).
pub fn registry(
    store: &mut Store,
) -> std::result::Result<Vec<(Registered, Vec<RatingChange>)>, Refusal> {
    Ok(store.read(|db| {
        let changes = db.rating_changes(None)?;
        Ok(db
            .registry()?
            .into_iter()
            .map(|p| {
                let mine = changes
                    .iter()
                    .filter(|c| c.player == p.id)
                    .cloned()
                    .collect();
                (p, mine)
            })
            .collect())
    })?)
}
