//! Typed reads and writes of the federation side over one transaction: events, a tournament's
//! categories, prizes and team settings, the registry and its rating history.

use rusqlite::types::Value;
use rusqlite::{OptionalExtension, Row, params};

use super::queries::Db;
use super::{Result, Setting, StoreError};
use crate::tournament::category::Category;
use crate::tournament::event::{Awards, Event, RatingChange, Registered, TeamSettings};
use crate::tournament::prizes::{Precedence, Prize, Ties};
use crate::tournament::teams::{Scoring, TeamBy, TeamTb};
use crate::tournament::{EventId, PlayerId, TournamentId};

fn text(s: &Option<String>) -> Option<&str> {
    s.as_deref().map(str::trim).filter(|t| !t.is_empty())
}

/// An event's columns in the order `name, venue, start_date, end_date, team_by, team_scoring,
/// team_best, place_points`, shared by the insert and the update so the two cannot drift apart.
fn event_values(e: &Event) -> [Value; 8] {
    let opt = |o: &Option<String>| text(o).map_or(Value::Null, |t| Value::Text(t.into()));
    let (scoring, table) = scoring_columns(&e.scoring);
    [
        Value::Text(e.name.trim().into()),
        opt(&e.venue),
        opt(&e.start_date),
        opt(&e.end_date),
        Value::Text(e.team_by.code().into()),
        Value::Text(scoring.into()),
        Value::Integer(e.team_best.into()),
        table.map_or(Value::Null, Value::Text),
    ]
}

fn scoring_columns(s: &Scoring) -> (&'static str, Option<String>) {
    match s {
        Scoring::Best => ("best", None),
        Scoring::Places(table) => (
            "places",
            Some(
                table
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(","),
            ),
        ),
    }
}

impl Db<'_> {
    fn bad(&self, id: i64, what: Setting, value: &str) -> StoreError {
        StoreError::UnknownSetting {
            path: self.path.to_string(),
            id,
            what,
            value: value.to_string(),
        }
    }

    /// Stores a new event; returns its id.
    pub fn insert_event(&self, e: &Event) -> Result<EventId> {
        self.tx
            .execute(
                "INSERT INTO event (name, venue, start_date, end_date, team_by, team_scoring, team_best, place_points)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                rusqlite::params_from_iter(event_values(e)),
            )
            .map_err(|x| self.err(x))?;
        Ok(EventId(self.tx.last_insert_rowid()))
    }

    /// Rewrites event `e.id`.
    pub fn update_event(&self, e: &Event) -> Result<()> {
        self.tx
            .execute(
                "UPDATE event SET name = ?1, venue = ?2, start_date = ?3, end_date = ?4, team_by = ?5,
                     team_scoring = ?6, team_best = ?7, place_points = ?8 WHERE id = ?9",
                rusqlite::params_from_iter(event_values(e).into_iter().chain([Value::Integer(e.id.0)])),
            )
            .map_err(|x| self.err(x))?;
        Ok(())
    }

    /// Every event, oldest first.
    pub fn events(&self) -> Result<Vec<Event>> {
        let rows = self.rows(
            "SELECT id, name, venue, start_date, end_date, team_by, team_scoring, team_best, place_points
             FROM event ORDER BY id",
            [],
            event_row,
        )?;
        rows.into_iter().map(|r| self.event_from(r)).collect()
    }

    /// Event `id`, `None` when there is none.
    pub fn event(&self, id: EventId) -> Result<Option<Event>> {
        Ok(self.events()?.into_iter().find(|e| e.id == id))
    }

    fn event_from(&self, r: EventRow) -> Result<Event> {
        let id = r.id.0;
        let team_by = TeamBy::from_code(&r.team_by)
            .ok_or_else(|| self.bad(id, Setting::TeamBy, &r.team_by))?;
        let scoring = match r.scoring.as_str() {
            "best" => Scoring::Best,
            "places" => {
                let table = r.table.clone().unwrap_or_default();
                let parsed: Option<Vec<u32>> = table
                    .split(',')
                    .filter(|x| !x.trim().is_empty())
                    .map(|x| x.trim().parse().ok())
                    .collect();
                Scoring::Places(parsed.ok_or_else(|| self.bad(id, Setting::PlacePoints, &table))?)
            }
            other => return Err(self.bad(id, Setting::TeamScoring, other)),
        };
        Ok(Event {
            id: r.id,
            name: r.name,
            venue: r.venue,
            start_date: r.start_date,
            end_date: r.end_date,
            team_by,
            scoring,
            team_best: r.best,
        })
    }

    /// The tournaments of event `id` (its sections), by id.
    pub fn sections(&self, id: EventId) -> Result<Vec<TournamentId>> {
        self.rows(
            "SELECT id FROM tournament WHERE event_id = ?1 ORDER BY id",
            [id],
            |r| r.get(0),
        )
    }

    /// Makes tournament `tid` a section of `event` (or of none).
    pub fn set_event(&self, tid: TournamentId, event: Option<EventId>) -> Result<()> {
        self.tx
            .execute(
                "UPDATE tournament SET event_id = ?2 WHERE id = ?1",
                params![tid, event],
            )
            .map_err(|x| self.err(x))?;
        Ok(())
    }

    /// Tournament `tid` leaves rules mode with `paired` rounds paired (for good: the schema
    /// refuses a second change).
    pub fn leave_rules_mode(&self, tid: TournamentId, paired: u32) -> Result<()> {
        self.tx
            .execute(
                "UPDATE tournament SET rules_left_after = ?2 WHERE id = ?1",
                rusqlite::params![tid, paired],
            )
            .map_err(|x| self.err(x))?;
        Ok(())
    }

    /// The name of the event tournament `tid` is a section of, if any.
    pub(super) fn event_name(&self, tid: TournamentId) -> Result<Option<String>> {
        self.tx
            .query_row(
                "SELECT e.name FROM tournament t JOIN event e ON e.id = t.event_id WHERE t.id = ?1",
                [tid],
                |r| r.get::<_, String>(0),
            )
            .optional()
            .map_err(|x| self.err(x))
    }

    /// The federation side of tournament `tid` (defaults for a tournament that is not stored).
    pub fn awards(&self, tid: TournamentId) -> Result<Awards> {
        let row = self
            .tx
            .query_row(
                "SELECT event_id, team_by, team_best, team_tiebreaks, prize_ties, prize_precedence,
                        prize_currency
                 FROM tournament WHERE id = ?1",
                [tid],
                |r| {
                    Ok((
                        r.get::<_, Option<EventId>>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, u32>(2)?,
                        r.get::<_, String>(3)?,
                        r.get::<_, String>(4)?,
                        r.get::<_, String>(5)?,
                        r.get::<_, Option<String>>(6)?,
                    ))
                },
            )
            .optional()
            .map_err(|x| self.err(x))?;
        let Some((event, by, best, tbs, ties, precedence, currency)) = row else {
            return Ok(Awards::default());
        };
        let id = tid.0;
        Ok(Awards {
            event,
            teams: TeamSettings {
                by: TeamBy::from_code(&by).ok_or_else(|| self.bad(id, Setting::TeamBy, &by))?,
                best,
                tiebreaks: TeamTb::parse_list(&tbs)
                    .map_err(|x| self.bad(id, Setting::TeamTiebreak, &x))?,
            },
            ties: Ties::from_code(&ties).ok_or_else(|| self.bad(id, Setting::PrizeTies, &ties))?,
            precedence: Precedence::from_code(&precedence)
                .ok_or_else(|| self.bad(id, Setting::PrizePrecedence, &precedence))?,
            currency,
            categories: self.categories(tid)?,
            prizes: self.prizes(tid)?,
        })
    }

    /// Stores the team and prize settings of `tid` (categories and prizes apart).
    pub fn set_award_settings(&self, tid: TournamentId, a: &Awards) -> Result<()> {
        self.tx
            .execute(
                "UPDATE tournament SET team_by = ?2, team_best = ?3, team_tiebreaks = ?4, prize_ties = ?5,
                     prize_precedence = ?6, prize_currency = ?7 WHERE id = ?1",
                params![
                    tid,
                    a.teams.by.code(),
                    a.teams.best,
                    TeamTb::codes(&a.teams.tiebreaks),
                    a.ties.code(),
                    a.precedence.code(),
                    a.currency
                ],
            )
            .map_err(|x| self.err(x))?;
        Ok(())
    }

    /// The categories of `tid` in their order.
    pub fn categories(&self, tid: TournamentId) -> Result<Vec<Category>> {
        self.rows(
            "SELECT name, sex, born_from, born_to, rating_min, rating_max, titles, region, club
             FROM category WHERE tournament_id = ?1 ORDER BY position, name",
            [tid],
            |r| {
                let sex: Option<String> = r.get(1)?;
                let titles: Option<String> = r.get(6)?;
                Ok(Category {
                    name: r.get(0)?,
                    sex: sex.and_then(|s| s.chars().next()),
                    born_from: r.get(2)?,
                    born_to: r.get(3)?,
                    rating_min: r.get(4)?,
                    rating_max: r.get(5)?,
                    titles: titles
                        .map(|t| {
                            t.split(',')
                                .map(str::trim)
                                .filter(|x| !x.is_empty())
                                .map(String::from)
                                .collect()
                        })
                        .unwrap_or_default(),
                    region: r.get(7)?,
                    club: r.get(8)?,
                })
            },
        )
    }

    /// Stores category `c` of `tid` at `position` (1-based; the ones at or after it move down).
    pub fn insert_category(&self, tid: TournamentId, c: &Category, position: u32) -> Result<()> {
        self.tx
            .execute(
                "UPDATE category SET position = position + 1 WHERE tournament_id = ?1 AND position >= ?2",
                params![tid, position],
            )
            .map_err(|x| self.err(x))?;
        let titles = (!c.titles.is_empty()).then(|| c.titles.join(","));
        self.tx
            .execute(
                "INSERT INTO category (tournament_id, name, position, sex, born_from, born_to, rating_min,
                     rating_max, titles, region, club)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
                params![
                    tid,
                    c.name.trim(),
                    position,
                    c.sex.map(|s| s.to_string()),
                    text(&c.born_from),
                    text(&c.born_to),
                    c.rating_min,
                    c.rating_max,
                    titles,
                    text(&c.region),
                    text(&c.club)
                ],
            )
            .map_err(|x| self.err(x))?;
        self.renumber_categories(tid)
    }

    fn renumber_categories(&self, tid: TournamentId) -> Result<()> {
        let names: Vec<String> = self.categories(tid)?.into_iter().map(|c| c.name).collect();
        for (i, n) in names.iter().enumerate() {
            self.tx
                .execute(
                    "UPDATE category SET position = ?3 WHERE tournament_id = ?1 AND name = ?2",
                    params![tid, n, i as u32 + 1],
                )
                .map_err(|x| self.err(x))?;
        }
        Ok(())
    }

    /// Deletes category `name` of `tid` and its prizes.
    pub fn delete_category(&self, tid: TournamentId, name: &str) -> Result<()> {
        for sql in [
            "DELETE FROM prize WHERE tournament_id = ?1 AND category = ?2",
            "DELETE FROM category WHERE tournament_id = ?1 AND name = ?2",
        ] {
            self.tx
                .execute(sql, params![tid, name])
                .map_err(|x| self.err(x))?;
        }
        self.renumber_categories(tid)
    }

    /// The prizes of `tid`: overall first, then by category name and place.
    pub fn prizes(&self, tid: TournamentId) -> Result<Vec<Prize>> {
        self.rows(
            "SELECT p.category, p.place, p.amount, p.label, p.shared
             FROM prize p LEFT JOIN category c ON c.tournament_id = p.tournament_id AND c.name = p.category
             WHERE p.tournament_id = ?1 ORDER BY COALESCE(c.position, 0), p.category, p.place",
            [tid],
            |r| {
            Ok(Prize {
                category: r.get(0)?,
                place: r.get(1)?,
                amount: r.get(2)?,
                label: r.get(3)?,
                shared: r.get(4)?,
            })
        },
        )
    }

    /// Stores prize `p` of `tid`, replacing one for the same category and place.
    pub fn put_prize(&self, tid: TournamentId, p: &Prize) -> Result<()> {
        self.tx
            .execute(
                "INSERT OR REPLACE INTO prize (tournament_id, category, place, amount, label, shared)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![tid, p.category, p.place, p.amount, text(&p.label), p.shared],
            )
            .map_err(|x| self.err(x))?;
        Ok(())
    }

    /// Deletes the prize for `place` of `category` ('' overall); false when there was none.
    pub fn delete_prize(&self, tid: TournamentId, category: &str, place: u32) -> Result<bool> {
        let n = self
            .tx
            .execute(
                "DELETE FROM prize WHERE tournament_id = ?1 AND category = ?2 AND place = ?3",
                params![tid, category, place],
            )
            .map_err(|x| self.err(x))?;
        Ok(n > 0)
    }

    /// The registry, by name.
    pub fn registry(&self) -> Result<Vec<Registered>> {
        self.rows(
            &format!("SELECT {PLAYER} FROM player ORDER BY name, id"),
            [],
            registered_row,
        )
    }

    /// Every registry player's id and name (a look-up by name reads no more than this).
    pub fn registry_names(&self) -> Result<Vec<(PlayerId, String)>> {
        self.rows("SELECT id, name FROM player ORDER BY name, id", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
    }

    /// Registry player `id`.
    pub fn registered(&self, id: PlayerId) -> Result<Option<Registered>> {
        self.tx
            .query_row(
                &format!("SELECT {PLAYER} FROM player WHERE id = ?1"),
                [id],
                registered_row,
            )
            .optional()
            .map_err(|x| self.err(x))
    }

    /// Sets a registry player's rating.
    pub fn set_registry_rating(&self, id: PlayerId, rating: Option<u32>) -> Result<()> {
        self.tx
            .execute(
                "UPDATE player SET rating = ?2 WHERE id = ?1",
                params![id, rating],
            )
            .map_err(|x| self.err(x))?;
        Ok(())
    }

    /// The rating changes, in the order applied (`tid`: of one tournament only).
    pub fn rating_changes(&self, tid: Option<TournamentId>) -> Result<Vec<RatingChange>> {
        self.rows(
            &format!(
                "SELECT {CHANGE} FROM rating_change
                 WHERE ?1 IS NULL OR tournament_id = ?1 ORDER BY applied, player_id, id"
            ),
            [tid],
            change_row,
        )
    }

    /// The rating changes of the players of tournament `tid` (all their tournaments), in the
    /// order applied: what the window shows beside the open tournament, at a cost that grows
    /// with the tournament, not with the file.
    pub fn history_of(&self, tid: TournamentId) -> Result<Vec<RatingChange>> {
        self.rows(
            &format!(
                "SELECT {CHANGE} FROM rating_change
                 WHERE player_id IN (SELECT player_id FROM entry WHERE tournament_id = ?1)
                 ORDER BY applied, player_id, id"
            ),
            [tid],
            change_row,
        )
    }

    /// Stores one rating change.
    pub fn insert_rating_change(&self, c: &RatingChange) -> Result<()> {
        self.tx
            .execute(
                "INSERT INTO rating_change (tournament_id, tournament_name, player_id, applied, k, before, change, after)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![
                    c.tournament,
                    c.tournament_name,
                    c.player,
                    c.applied,
                    c.k,
                    c.before,
                    c.change,
                    c.after
                ],
            )
            .map_err(|x| self.err(x))?;
        Ok(())
    }

    /// Deletes the rating changes of tournament `tid`.
    pub fn delete_rating_changes(&self, tid: TournamentId) -> Result<()> {
        self.tx
            .execute("DELETE FROM rating_change WHERE tournament_id = ?1", [tid])
            .map_err(|x| self.err(x))?;
        Ok(())
    }
}

struct EventRow {
    id: EventId,
    name: String,
    venue: Option<String>,
    start_date: Option<String>,
    end_date: Option<String>,
    team_by: String,
    scoring: String,
    best: u32,
    table: Option<String>,
}

fn event_row(r: &Row<'_>) -> rusqlite::Result<EventRow> {
    Ok(EventRow {
        id: r.get(0)?,
        name: r.get(1)?,
        venue: r.get(2)?,
        start_date: r.get(3)?,
        end_date: r.get(4)?,
        team_by: r.get(5)?,
        scoring: r.get(6)?,
        best: r.get(7)?,
        table: r.get(8)?,
    })
}

/// The columns [`registered_row`] reads, in its order.
const PLAYER: &str = "id, name, sex, birth, title, rating, region, club, team, external_id";

/// The columns [`change_row`] reads, in its order.
const CHANGE: &str = "player_id, tournament_id, tournament_name, applied, k, before, change, after";

fn change_row(r: &Row<'_>) -> rusqlite::Result<RatingChange> {
    Ok(RatingChange {
        player: r.get(0)?,
        tournament: r.get(1)?,
        tournament_name: r.get(2)?,
        applied: r.get(3)?,
        k: r.get(4)?,
        before: r.get(5)?,
        change: r.get(6)?,
        after: r.get(7)?,
    })
}

fn registered_row(r: &Row<'_>) -> rusqlite::Result<Registered> {
    let sex: Option<String> = r.get(2)?;
    Ok(Registered {
        id: r.get(0)?,
        name: r.get(1)?,
        sex: sex.and_then(|s| s.chars().next()),
        birth: r.get(3)?,
        title: r.get(4)?,
        rating: r.get(5)?,
        region: r.get(6)?,
        club: r.get(7)?,
        team: r.get(8)?,
        external_id: r.get(9)?,
    })
}
