//! Team tournaments' rows (schema 12, docs/teams.md): the rules in `tournament`, the teams,
//! the rosters (in `entry`), the matches and the line-ups.

use rusqlite::{OptionalExtension, params};

use super::error::Setting;
use super::{Db, Result, StoreError};
use crate::tournament::team::{
    Match, MatchPoints, Primary, Team, TeamRules, TeamTieBreak, Teams, Tpn,
};
use crate::tournament::{Board, No, PlayerId, RoundNo, TeamNo, TournamentId};

impl Db<'_> {
    fn bad_setting(&self, id: TournamentId, what: Setting, value: &str) -> StoreError {
        StoreError::UnknownSetting {
            path: self.path.to_string(),
            id: id.0,
            what,
            value: value.to_string(),
        }
    }

    /// The team rules of tournament `tid`; `None` for an individual tournament.
    pub(super) fn team_rules(&self, tid: TournamentId) -> Result<Option<TeamRules>> {
        let row = self
            .tx
            .query_row(
                "SELECT boards, match_win, match_draw, match_loss, ranked_by, match_tiebreaks
                 FROM tournament WHERE id = ?1 AND boards IS NOT NULL",
                [tid],
                |r| {
                    Ok((
                        r.get::<_, u32>(0)?,
                        MatchPoints {
                            win: r.get(1)?,
                            draw: r.get(2)?,
                            loss: r.get(3)?,
                        },
                        r.get::<_, String>(4)?,
                        r.get::<_, String>(5)?,
                    ))
                },
            )
            .optional()
            .map_err(|e| self.err(e))?;
        let Some((boards, points, ranked, tbs)) = row else {
            return Ok(None);
        };
        let ranked_by = Primary::from_code(&ranked)
            .ok_or_else(|| self.bad_setting(tid, Setting::TeamTiebreak, &ranked))?;
        let tiebreaks = TeamTieBreak::parse_list(&tbs)
            .map_err(|x| self.bad_setting(tid, Setting::TeamTiebreak, &x))?;
        Ok(Some(TeamRules {
            boards,
            points,
            ranked_by,
            tiebreaks,
        }))
    }

    /// Writes tournament `tid`'s team rules (`None`: an individual tournament).
    pub(super) fn set_team_rules(
        &self,
        tid: TournamentId,
        rules: Option<&TeamRules>,
    ) -> Result<()> {
        let (boards, p, ranked, tbs) = match rules {
            Some(r) => (
                Some(r.boards),
                r.points,
                r.ranked_by.code(),
                TeamTieBreak::codes(&r.tiebreaks),
            ),
            None => (None, MatchPoints::default(), "mp", String::new()),
        };
        self.tx
            .execute(
                "UPDATE tournament SET boards = ?2, match_win = ?3, match_draw = ?4, match_loss = ?5,
                     ranked_by = ?6, match_tiebreaks = ?7 WHERE id = ?1",
                params![tid, boards, p.win, p.draw, p.loss, ranked, tbs],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// The teams of tournament `tid` with their rosters, matches and line-ups.
    pub fn teams(&self, tid: TournamentId) -> Result<Teams> {
        let mut teams: Vec<Team> = self.rows(
            "SELECT no, name, short, region FROM team WHERE tournament_id = ?1 ORDER BY no",
            [tid],
            |r| {
                Ok(Team {
                    no: r.get(0)?,
                    name: r.get(1)?,
                    short: r.get(2)?,
                    region: r.get(3)?,
                    roster: Vec::new(),
                })
            },
        )?;
        let members: Vec<(Tpn, No)> = self.rows(
            "SELECT team_no, start_no FROM entry
             WHERE tournament_id = ?1 AND team_no IS NOT NULL ORDER BY team_no, roster, start_no",
            [tid],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )?;
        for (team, no) in members {
            if let Some(t) = teams.iter_mut().find(|t| t.no == team) {
                t.roster.push(no);
            }
        }
        let mut out = Teams {
            teams,
            ..Teams::default()
        };
        let matches: Vec<(u32, Match)> = self.rows(
            "SELECT round, match, first, second FROM team_match
             WHERE tournament_id = ?1 ORDER BY round, match",
            [tid],
            |r| {
                Ok((
                    r.get(0)?,
                    Match {
                        number: r.get(1)?,
                        first: r.get(2)?,
                        second: r.get(3)?,
                    },
                ))
            },
        )?;
        for (round, m) in matches {
            out.matches.entry(round).or_default().push(m);
        }
        let lineup: Vec<(u32, Tpn, u32, Option<No>)> = self.rows(
            "SELECT l.round, l.team_no, l.board, e.start_no FROM lineup l
             LEFT JOIN entry e ON e.tournament_id = l.tournament_id AND e.player_id = l.player_id
             WHERE l.tournament_id = ?1 ORDER BY l.round, l.team_no, l.board",
            [tid],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )?;
        for (round, team, board, no) in lineup {
            let l = out.lineups.entry((round, team)).or_default();
            if l.len() < board as usize {
                l.resize(board as usize, None);
            }
            l[board as usize - 1] = no;
        }
        Ok(out)
    }

    /// Adds a team to tournament `tid` with the next pairing number; returns it.
    pub fn insert_team(&self, tid: TournamentId, team: &Team) -> Result<TeamNo> {
        let no: u32 = self
            .tx
            .query_row(
                "SELECT coalesce(max(no), 0) + 1 FROM team WHERE tournament_id = ?1",
                [tid],
                |r| r.get(0),
            )
            .map_err(|e| self.err(e))?;
        self.tx
            .execute(
                "INSERT INTO team (tournament_id, no, name, short, region) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![tid, no, team.name, team.short, team.region],
            )
            .map_err(|e| self.err(e))?;
        Ok(TeamNo(no))
    }

    /// Puts player `player` into team `team`'s roster at place `at` (1-based), moving those
    /// from there down one place.
    pub fn put_in_roster(
        &self,
        tid: TournamentId,
        player: PlayerId,
        team: TeamNo,
        at: u32,
    ) -> Result<()> {
        self.tx
            .execute(
                "UPDATE entry SET roster = roster + 1
                 WHERE tournament_id = ?1 AND team_no = ?2 AND roster >= ?3",
                params![tid, team, at],
            )
            .map_err(|e| self.err(e))?;
        self.tx
            .execute(
                "UPDATE entry SET team_no = ?3, roster = ?4 WHERE tournament_id = ?1 AND player_id = ?2",
                params![tid, player, team, at],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// Stores team `team`'s line-up for round `round` (board 1 first; `None` leaves a board
    /// empty), replacing any.
    pub fn put_lineup(
        &self,
        tid: TournamentId,
        round: RoundNo,
        team: TeamNo,
        players: &[Option<PlayerId>],
    ) -> Result<()> {
        self.tx
            .execute(
                "DELETE FROM lineup WHERE tournament_id = ?1 AND round = ?2 AND team_no = ?3",
                params![tid, round, team],
            )
            .map_err(|e| self.err(e))?;
        for (i, p) in players.iter().enumerate() {
            self.tx
                .execute(
                    "INSERT INTO lineup (tournament_id, round, team_no, board, player_id)
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![tid, round, team, i as u32 + 1, p],
                )
                .map_err(|e| self.err(e))?;
        }
        Ok(())
    }

    /// Stores the matches of paired round `round` (the round's row exists).
    pub fn insert_matches(
        &self,
        tid: TournamentId,
        round: RoundNo,
        matches: &[Match],
    ) -> Result<()> {
        for m in matches {
            self.tx
                .execute(
                    "INSERT INTO team_match (tournament_id, round, match, first, second)
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![tid, round, m.number, m.first, m.second],
                )
                .map_err(|e| self.err(e))?;
        }
        Ok(())
    }

    /// Stores games of paired round `round` at their board numbers.
    pub fn insert_boards(
        &self,
        tid: TournamentId,
        round: RoundNo,
        games: &[(Board, PlayerId, PlayerId)],
    ) -> Result<()> {
        for (board, w, b) in games {
            self.tx
                .execute(
                    "INSERT INTO pairing (tournament_id, round, board, white, black) VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![tid, round, board, w, b],
                )
                .map_err(|e| self.err(e))?;
        }
        Ok(())
    }

    /// Deletes the games of boards `from..=to` of round `round` (a match whose line-up changed).
    pub fn delete_boards(
        &self,
        tid: TournamentId,
        round: RoundNo,
        from: Board,
        to: Board,
    ) -> Result<()> {
        self.tx
            .execute(
                "DELETE FROM pairing WHERE tournament_id = ?1 AND round = ?2 AND board BETWEEN ?3 AND ?4",
                params![tid, round, from, to],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }
}
