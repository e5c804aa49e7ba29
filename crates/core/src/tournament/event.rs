//! What a federation event adds to a tournament: the event it is a section of, its categories and
//! prizes, how its team standings are made, and the ratings carried into the registry.

use super::category::Category;
use super::prizes::{Precedence, Prize, Ties};
use super::teams::{Scoring, TeamBy, TeamTb};
use super::{EventId, PlayerId, TournamentId};

/// An event: a championship whose sections are tournaments.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Event {
    /// Database id (0 before it is stored).
    pub id: EventId,
    /// The name.
    pub name: String,
    /// Where it is played.
    pub venue: Option<String>,
    /// First day, `YYYY-MM-DD`.
    pub start_date: Option<String>,
    /// Last day.
    pub end_date: Option<String>,
    /// What makes a team in the event's team standing.
    pub team_by: TeamBy,
    /// How the sections add up.
    pub scoring: Scoring,
    /// Players counting per team per section.
    pub team_best: u32,
}

/// A change to an event's fields, what is not given staying as stored (`orda event set`): applied
/// to the event as stored inside the operation's transaction, so that a concurrent change to
/// another field is not lost.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct EventChange {
    /// A new name.
    pub name: Option<String>,
    /// A new venue ("" clears it).
    pub venue: Option<String>,
    /// A new first day ("" clears it).
    pub start_date: Option<String>,
    /// A new last day ("" clears it).
    pub end_date: Option<String>,
    /// What makes a team.
    pub team_by: Option<TeamBy>,
    /// Players counting per team per section.
    pub team_best: Option<u32>,
    /// How the sections add up.
    pub scoring: Option<Scoring>,
}

impl EventChange {
    /// `e` with this change made.
    pub fn applied_to(&self, mut e: Event) -> Event {
        let text = |new: &Option<String>, old: Option<String>| match new {
            Some(v) if v.trim().is_empty() => None,
            Some(v) => Some(v.clone()),
            None => old,
        };
        if let Some(n) = &self.name {
            e.name = n.clone();
        }
        e.venue = text(&self.venue, e.venue);
        e.start_date = text(&self.start_date, e.start_date);
        e.end_date = text(&self.end_date, e.end_date);
        e.team_by = self.team_by.unwrap_or(e.team_by);
        e.team_best = self.team_best.unwrap_or(e.team_best);
        if let Some(s) = &self.scoring {
            e.scoring = s.clone();
        }
        e
    }
}

impl Event {
    /// An event with the default team standing (docs/teams.md): regions, best 3 per section.
    pub fn new(name: &str) -> Event {
        Event {
            id: EventId(0),
            name: name.to_string(),
            venue: None,
            start_date: None,
            end_date: None,
            team_by: TeamBy::Region,
            scoring: Scoring::Best,
            team_best: 3,
        }
    }
}

/// A tournament's team-standing settings.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct TeamSettings {
    /// What makes a team.
    pub by: TeamBy,
    /// Players counting.
    pub best: u32,
    /// Ties between teams, in order.
    pub tiebreaks: Vec<TeamTb>,
}

/// A change to some of a tournament's team settings, made to the settings as stored inside the
/// operation's transaction (a concurrent change to another field is not lost). Serialised
/// with the settings' own field names: a whole change reads as the settings.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct TeamChange {
    /// What makes a team.
    pub by: Option<TeamBy>,
    /// Players counting.
    pub best: Option<u32>,
    /// Ties between teams, in order.
    pub tiebreaks: Option<Vec<TeamTb>>,
}

impl TeamChange {
    /// `t` with this change made.
    pub fn applied_to(&self, t: TeamSettings) -> TeamSettings {
        TeamSettings {
            by: self.by.unwrap_or(t.by),
            best: self.best.unwrap_or(t.best),
            tiebreaks: self.tiebreaks.clone().unwrap_or(t.tiebreaks),
        }
    }
}

impl From<TeamSettings> for TeamChange {
    /// Every field as given.
    fn from(t: TeamSettings) -> TeamChange {
        TeamChange {
            by: Some(t.by),
            best: Some(t.best),
            tiebreaks: Some(t.tiebreaks),
        }
    }
}

impl Default for TeamSettings {
    fn default() -> TeamSettings {
        TeamSettings {
            by: TeamBy::Region,
            best: 3,
            tiebreaks: TeamTb::preset(),
        }
    }
}

/// Everything about a tournament's federation side, loaded together.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Awards {
    /// The event it is a section of.
    pub event: Option<EventId>,
    /// Team standings.
    pub teams: TeamSettings,
    /// How tied players' money goes.
    pub ties: Ties,
    /// Overall or category prizes first among equal values.
    pub precedence: Precedence,
    /// The currency the prizes are paid in, as printed beside each amount (`None`: ₸).
    pub currency: Option<String>,
    /// Categories, in their order of precedence.
    pub categories: Vec<Category>,
    /// Prizes, by category (overall first) and place.
    pub prizes: Vec<Prize>,
}

/// One line of a player's rating history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingChange {
    /// The player.
    pub player: PlayerId,
    /// The tournament applied (`None` once it is deleted).
    pub tournament: Option<TournamentId>,
    /// Its name (kept when the tournament is deleted).
    pub tournament_name: String,
    /// 1 for the first tournament applied in this database, 2 ...
    pub applied: u32,
    /// The coefficient used.
    pub k: u32,
    /// The registry's rating before (`None`: the registry had none; the change was counted from
    /// the rating at entry).
    pub before: Option<u32>,
    /// The change.
    pub change: i32,
    /// The registry's rating after.
    pub after: Option<u32>,
}

/// A registry player, as the rating list and the player form's suggestions show him.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Registered {
    /// The registry id.
    pub id: PlayerId,
    /// Full name.
    pub name: String,
    /// `m` or `w`.
    pub sex: Option<char>,
    /// Birth date or year.
    pub birth: Option<String>,
    /// Title or rank.
    pub title: Option<String>,
    /// The registry's rating.
    pub rating: Option<u32>,
    /// Region.
    pub region: Option<String>,
    /// Club.
    pub club: Option<String>,
    /// Explicit team.
    pub team: Option<String>,
    /// External id.
    pub external_id: Option<String>,
}
