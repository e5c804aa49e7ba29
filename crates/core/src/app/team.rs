//! Team tournaments (docs/teams.md): their operations (a team, a roster place, a line-up),
//! the pairing of a round of matches, and the queries the faces show.

use super::{Named, Operation, Refusal, load_in};
use crate::pairing::swiss::Colour;
use crate::pairing::team::{self as pair, Side};
use crate::store::Db;
use crate::tournament::team::{
    LineupError, Match, Team, TeamEvent, TeamSlot, Tpn, board_no, check_lineup, default_lineup,
};
use crate::tournament::{
    Board, Entrant, MatchNo, No, PlayerId, RoundNo, StartNo, System, TeamNo, Tournament,
    TournamentId, name_key,
};

type Result<T> = std::result::Result<T, Refusal>;

/// Why a team tournament's operation refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The tournament is an individual one.
    NotTeamTournament,
    /// A team system without a number of boards (or more than 50).
    NeedsBoards,
    /// No team of this name, short name or number.
    NoTeam(String),
    /// A team of this name exists.
    TeamTaken(String),
    /// A player of a team tournament must be entered into a team.
    NeedsTeam,
    /// A team tournament's round cannot be paired with fewer than two teams.
    TooFewTeams,
    /// A line-up that cannot be used.
    Lineup {
        /// The team.
        team: String,
        /// Why.
        error: LineupError,
    },
    /// The match has results: its line-up can no longer change.
    MatchStarted {
        /// The round.
        round: RoundNo,
        /// The match.
        number: MatchNo,
    },
    /// No such match in the round.
    NoMatch {
        /// The round.
        round: RoundNo,
        /// The match asked for.
        number: MatchNo,
    },
    /// A board number past the match's boards.
    NoBoard {
        /// The board asked for.
        board: u32,
        /// The boards of a match.
        boards: u32,
    },
    /// The board has no game: a seat is empty, the result is the forfeit it gives.
    EmptySeat {
        /// The round.
        round: RoundNo,
        /// The match.
        number: MatchNo,
        /// The board in the match.
        board: u32,
    },
    /// Teams are added before round 1 is paired.
    TeamsClosed,
    /// A team round's boards are changed by a line-up, not by a manual pairing change.
    TeamPairing,
    /// No pairing of the round keeps every team from meeting one it has met (C.04.6 3.3.3:
    /// the chief arbiter decides).
    NoPairing,
}

impl From<Refused> for Refusal {
    fn from(r: Refused) -> Refusal {
        Refusal::Team(r)
    }
}

/// Add a team to a team tournament (before round 1 is paired); its number is the next one.
#[derive(Clone, Debug, serde::Serialize)]
pub struct AddTeam {
    /// The tournament.
    pub t: TournamentId,
    /// Its name.
    pub name: String,
    /// A short name or code.
    pub short: Option<String>,
    /// The region it represents.
    pub region: Option<String>,
}

impl Operation for AddTeam {
    /// Its number.
    type Done = TeamNo;
    fn decide(self, db: &Db<'_>) -> Result<TeamNo> {
        let t = load_in(db, self.t)?;
        if t.settings.team.is_none() {
            return Err(Refused::NotTeamTournament.into());
        }
        if !t.rounds.is_empty() {
            return Err(Refused::TeamsClosed.into());
        }
        let name = crate::tournament::tidy_name(&self.name);
        if name.is_empty() {
            return Err(Refusal::NeedsName(Named::Team));
        }
        if t.teams
            .teams
            .iter()
            .any(|x| name_key(&x.name) == name_key(&name))
        {
            return Err(Refused::TeamTaken(name).into());
        }
        let tidy = |s: Option<String>| {
            s.map(|s| crate::tournament::tidy_name(&s))
                .filter(|s| !s.is_empty())
        };
        let team = Team {
            name,
            short: tidy(self.short),
            region: tidy(self.region),
            ..Team::default()
        };
        Ok(db.insert_team(self.t, &team)?)
    }
}

/// Enter a player into a team's roster at a place (`board`; at the end when `None`): the
/// roster's order is the board order. In an individual tournament the team is only his team
/// for team standings, and no place may be given.
#[derive(Clone, Debug, serde::Serialize)]
pub struct AddMember {
    /// The tournament.
    pub t: TournamentId,
    /// The player (`team` names his team).
    pub player: Entrant,
    /// His place in the roster (1 = board 1).
    pub board: Option<u32>,
}

impl Operation for AddMember {
    /// His starting number.
    type Done = StartNo;
    fn decide(self, db: &Db<'_>) -> Result<StartNo> {
        let t = load_in(db, self.t)?;
        if t.settings.team.is_none() && self.board.is_some() {
            return Err(Refused::NotTeamTournament.into());
        }
        let no = super::manage::add(db, self.t, self.player)?;
        if let Some(at) = self.board {
            let t = load_in(db, self.t)?;
            let team = t
                .teams
                .teams
                .iter()
                .find(|x| x.roster.contains(&no.0))
                .ok_or(Refused::NeedsTeam)?;
            let at = at.clamp(1, team.roster.len() as u32);
            db.put_in_roster(self.t, super::player_id(&t, no)?, TeamNo(team.no), at)?;
        }
        Ok(no)
    }
}

/// Set a team's line-up for a round: players by starting number, board 1 first (`None`
/// leaves a board empty: it is forfeited). In a paired round, only before its match has a
/// result; the match's boards are made again.
#[derive(Clone, Debug, serde::Serialize)]
pub struct SetLineup {
    /// The tournament.
    pub t: TournamentId,
    /// The round.
    pub round: RoundNo,
    /// The team (name, short name or number).
    pub team: String,
    /// The players.
    pub players: Vec<Option<StartNo>>,
}

impl Operation for SetLineup {
    /// The line-up as stored (every board).
    type Done = Vec<Option<StartNo>>;
    fn decide(self, db: &Db<'_>) -> Result<Self::Done> {
        let t = load_in(db, self.t)?;
        let ev = t.team_event().ok_or(Refused::NotTeamTournament)?;
        let team = find_team(&t, &self.team)?;
        let paired = ev.paired_rounds();
        let last = t.settings.rounds.max(paired + 1);
        if self.round.0 == 0 || self.round.0 > last {
            return Err(Refusal::NoSuchRound {
                round: self.round,
                rounds: last,
            });
        }
        let players: Vec<Option<No>> = self.players.iter().map(|p| p.map(|p| p.0)).collect();
        let lineup =
            check_lineup(team, ev.rules.boards, &players).map_err(|error| Refused::Lineup {
                team: team.name.clone(),
                error,
            })?;
        let m = ev
            .matches(self.round.0)
            .iter()
            .find(|m| m.first == team.no || m.second == Some(team.no))
            .copied();
        if let Some(m) = m {
            let has_result = (1..=ev.rules.boards).any(|b| {
                let no = board_no(ev.rules.boards, m.number, b);
                t.rounds
                    .get(self.round.0 as usize - 1)
                    .is_some_and(|r| r.games.iter().any(|g| g.board == no && g.result.is_some()))
            });
            if has_result {
                return Err(Refused::MatchStarted {
                    round: self.round,
                    number: MatchNo(m.number),
                }
                .into());
            }
        }
        let ids = ids_of(&t, &lineup)?;
        db.put_lineup(self.t, self.round, TeamNo(team.no), &ids)?;
        if let Some(m) = m {
            // The match's boards again, from the line-ups as they now are.
            let t = load_in(db, self.t)?;
            let ev = t.team_event().ok_or(Refused::NotTeamTournament)?;
            db.delete_boards(
                self.t,
                self.round,
                board_no(ev.rules.boards, m.number, 1),
                board_no(ev.rules.boards, m.number, ev.rules.boards),
            )?;
            db.insert_boards(self.t, self.round, &games_of(&ev, self.round.0, &m)?)?;
        }
        Ok(lineup.iter().map(|p| p.map(StartNo)).collect())
    }
}

/// The teams `players` name that team tournament `t` does not have yet (by name, short name or
/// number, as [`find_team`] finds one), each once, tidied, in the order they are first named:
/// what importing them makes (the window's preview lists them). None once round 1 is paired
/// (teams are made before it), nor in an individual tournament (a team is only a label there).
pub fn new_teams(t: &Tournament, players: &[Entrant]) -> Vec<String> {
    if t.settings.team.is_none() || !t.rounds.is_empty() {
        return Vec::new();
    }
    let mut seen = std::collections::HashSet::new();
    players
        .iter()
        .filter_map(|p| p.team.as_deref())
        .map(crate::tournament::tidy_name)
        .filter(|n| !n.is_empty() && find_team(t, n).is_err())
        .filter(|n| seen.insert(name_key(n)))
        .collect()
}

/// Makes the team `name` (tidied) in `t`, as [`AddTeam`] does for a name alone.
pub(super) fn insert_named(db: &Db<'_>, t: TournamentId, name: &str) -> Result<TeamNo> {
    let team = Team {
        name: crate::tournament::tidy_name(name),
        ..Team::default()
    };
    Ok(db.insert_team(t, &team)?)
}

/// The team named `name`: by name (case and spacing aside), short name, or number.
pub fn find_team<'a>(t: &'a Tournament, name: &str) -> Result<&'a Team> {
    let key = name_key(name);
    let teams = &t.teams.teams;
    teams
        .iter()
        .find(|x| name_key(&x.name) == key)
        .or_else(|| {
            teams
                .iter()
                .find(|x| x.short.as_deref().is_some_and(|s| name_key(s) == key))
        })
        .or_else(|| {
            name.trim()
                .parse::<u32>()
                .ok()
                .and_then(|n| teams.iter().find(|x| x.no == n))
        })
        .ok_or_else(|| Refused::NoTeam(name.trim().to_string()).into())
}

fn ids_of(t: &Tournament, lineup: &[Option<No>]) -> Result<Vec<Option<PlayerId>>> {
    lineup
        .iter()
        .map(|p| p.map(|p| super::player_id(t, StartNo(p))).transpose())
        .collect()
}

/// The games of match `m`: each board where both seats are taken, at its board number.
fn games_of(ev: &TeamEvent<'_>, round: u32, m: &Match) -> Result<Vec<(Board, PlayerId, PlayerId)>> {
    ev.seats(round, m)
        .into_iter()
        .filter_map(|s| match s.colours() {
            (Some(w), Some(b)) => Some((board_no(ev.rules.boards, m.number, s.board), w, b)),
            _ => None,
        })
        .map(|(board, w, b)| {
            Ok((
                board,
                super::player_id(ev.t, StartNo(w))?,
                super::player_id(ev.t, StartNo(b))?,
            ))
        })
        .collect()
}

/// Why the next round of team tournament `t` cannot be paired (as `play::why_not_pair`).
pub fn why_not_pair(ev: &TeamEvent<'_>) -> Option<Refusal> {
    if let Some((round, boards)) = crate::tournament::manual::incomplete(ev.t) {
        return Some(Refusal::Incomplete { round, boards });
    }
    let n = ev.teams.teams.len() as u32;
    if n < 2 {
        return Some(Refused::TooFewTeams.into());
    }
    let next = ev.paired_rounds() + 1;
    let system = ev.t.settings.system;
    let rounds = match system {
        System::RoundRobin => crate::pairing::berger::rounds_needed(n, 1),
        System::DoubleRoundRobin => crate::pairing::berger::rounds_needed(n, 2),
        System::Swiss => ev.t.settings.rounds,
    };
    (next > rounds).then_some(Refusal::AllPaired { system, rounds })
}

/// Each team as the Swiss pairing of round `next` sees it.
pub fn sides(ev: &TeamEvent<'_>, next: u32) -> Vec<Side> {
    let primary = |(mp, gp): (u32, u32)| match ev.rules.ranked_by {
        crate::tournament::team::Primary::Mp => (mp, gp),
        crate::tournament::team::Primary::Gp => (gp, mp),
    };
    let before = |team: Tpn, round: u32| primary(ev.score_before(team, round)).0;
    ev.teams
        .teams
        .iter()
        .map(|team| {
            let (score, secondary) = primary(ev.score_before(team.no, next));
            let mut side = Side {
                tpn: team.no,
                score,
                secondary,
                ..Side::default()
            };
            for r in 1..next {
                match ev.slot(r, team.no) {
                    TeamSlot::Match {
                        opponent,
                        white,
                        gp,
                        played,
                        ..
                    } => {
                        // A forfeited match was not played: the two may meet again (GHR 3.5).
                        if played {
                            side.met.push(opponent);
                            side.played += 1;
                            side.colours
                                .push(if white { Colour::White } else { Colour::Black });
                        } else if gp.0 > gp.1 {
                            side.no_pab = true;
                        }
                        if r + 1 == next {
                            side.floated = before(team.no, r) != before(opponent, r);
                        }
                    }
                    TeamSlot::Pab => side.no_pab = true,
                    TeamSlot::Rest | TeamSlot::Absent => {}
                }
            }
            side
        })
        .collect()
}

/// Pairs the next round of team tournament `t` (loaded in `db`'s transaction): the matches,
/// every team's line-up (the one set, else the default), and the games of the boards.
pub(super) fn pair_in(db: &Db<'_>, t: &Tournament) -> Result<super::play::Paired> {
    let tid = t.settings.id;
    let ev = t.team_event().ok_or(Refused::NotTeamTournament)?;
    if let Some(no) = why_not_pair(&ev) {
        return Err(no);
    }
    let next = ev.paired_rounds() + 1;
    let n = ev.teams.teams.len() as u32;
    let tpns: Vec<Tpn> = ev.teams.teams.iter().map(|x| x.no).collect();
    let (pairs, unpaired, rounds_set_to) = match t.settings.system {
        System::RoundRobin | System::DoubleRoundRobin => {
            let double = t.settings.system == System::DoubleRoundRobin;
            let needed = crate::pairing::berger::rounds_needed(n, if double { 2 } else { 1 });
            let (pairs, rest) =
                pair::round_robin(&tpns, next, double).ok_or(Refusal::NotInBerger {
                    round: RoundNo(next),
                    players: n,
                })?;
            (
                pairs,
                rest,
                (next == 1 && t.settings.rounds != needed).then_some(needed),
            )
        }
        System::Swiss => {
            let p = pair::swiss(
                &sides(&ev, next),
                next,
                t.settings.rounds,
                t.settings.first_white,
            )
            .map_err(|_| Refusal::Team(Refused::NoPairing).in_round(RoundNo(next)))?;
            (p.matches, p.pab, None)
        }
    };
    let mut matches: Vec<Match> = pairs
        .iter()
        .enumerate()
        .map(|(i, &(w, b))| Match {
            number: i as u32 + 1,
            first: w,
            second: Some(b),
        })
        .collect();
    if let Some(team) = unpaired {
        matches.push(Match {
            number: matches.len() as u32 + 1,
            first: team,
            second: None,
        });
    }
    if let Some(r) = rounds_set_to {
        let mut s = t.settings.clone();
        s.rounds = r;
        db.update_tournament(&s)?;
    }
    let round = RoundNo(next);
    db.insert_round(tid, round, &[], &[], crate::store::RoundDate::Today)?;
    db.insert_matches(tid, round, &matches)?;
    for m in &matches {
        for team in [Some(m.first), m.second].into_iter().flatten() {
            if !ev.teams.lineups.contains_key(&(next, team)) {
                let lineup = ev
                    .team(team)
                    .map(|x| default_lineup(x, ev.rules.boards, |p| !ev.available(p, next)))
                    .unwrap_or_default();
                db.put_lineup(tid, round, TeamNo(team), &ids_of(t, &lineup)?)?;
            }
        }
    }
    let t = load_in(db, tid)?;
    let ev = t.team_event().ok_or(Refused::NotTeamTournament)?;
    for m in &matches {
        db.insert_boards(tid, round, &games_of(&ev, next, m)?)?;
    }
    let t = load_in(db, tid)?;
    let stored = t.rounds.last().cloned().unwrap_or_default();
    Ok(super::play::Paired {
        round: stored,
        rounds_set_to,
        adjourned: Vec::new(),
    })
}

/// The round's board of board `board` of match `number` (what `orda result --match` enters).
pub fn board_of(t: &Tournament, round: RoundNo, number: MatchNo, board: u32) -> Result<Board> {
    let ev = t.team_event().ok_or(Refused::NotTeamTournament)?;
    let m = ev
        .matches(round.0)
        .iter()
        .find(|m| m.number == number.0)
        .ok_or(Refused::NoMatch { round, number })?;
    if board == 0 || board > ev.rules.boards {
        return Err(Refused::NoBoard {
            board,
            boards: ev.rules.boards,
        }
        .into());
    }
    let seat = ev.seats(round.0, m).into_iter().find(|s| s.board == board);
    if m.second.is_none() || seat.is_none_or(|s| s.first.is_none() || s.second.is_none()) {
        return Err(Refused::EmptySeat {
            round,
            number,
            board,
        }
        .into());
    }
    Ok(board_no(ev.rules.boards, number.0, board))
}

/// Rounds of team tournament `t` whose every match is complete.
pub fn completed_rounds(t: &Tournament) -> u32 {
    t.team_event().map_or(0, |ev| ev.completed_rounds())
}

/// Games a player needs for a board prize after round `upto` (docs/teams.md): as given, else
/// two thirds of the rounds, rounded up (at least one).
pub fn min_games(t: &Tournament, upto: u32, given: Option<u32>) -> u32 {
    let _ = t;
    given.unwrap_or((upto * 2).div_ceil(3).max(1))
}

/// The round whose line-ups the faces show first: the one being played, else the next.
pub fn lineup_round(t: &Tournament) -> u32 {
    t.team_event().map_or(1, |ev| {
        let paired = ev.paired_rounds();
        if paired > 0 && ev.completed_rounds() < paired {
            paired
        } else {
            paired + 1
        }
    })
}
