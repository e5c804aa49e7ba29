//! Typed reads and writes of rounds over one transaction: pairings, byes, results and scores,
//! forbidden pairs, and a whole tournament loaded (see `queries.rs` for the rest).

use rusqlite::{OptionalExtension, params};

use super::queries::{Db, ResultRecord};
use super::{Result, StoreError};
use crate::tournament::verdict::{Verdict, Warning};
use crate::tournament::{
    Adjourned, Board, ByeKind, Game, GameResult, KeptApart, No, PlayerId, Round, RoundNo,
    TournamentId,
};

/// The date a round is stored with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RoundDate<'a> {
    /// The day it is paired: the computer's local date.
    Today,
    /// A date already known (`YYYY-MM-DD`: an imported file's, the round's own when it is paired
    /// again by hand), or none.
    Given(Option<&'a str>),
}

impl Db<'_> {
    /// Creates round `number` with its boards and byes, dated `date`. Players are named by
    /// player id.
    pub fn insert_round(
        &self,
        tid: TournamentId,
        number: RoundNo,
        boards: &[(PlayerId, PlayerId)],
        byes: &[(PlayerId, ByeKind)],
        date: RoundDate<'_>,
    ) -> Result<()> {
        let (today, given) = match date {
            RoundDate::Today => (true, None),
            RoundDate::Given(d) => (false, d),
        };
        self.tx
            .execute(
                "INSERT INTO round (tournament_id, number, date)
                 VALUES (?1, ?2, CASE WHEN ?3 THEN date('now', 'localtime') ELSE ?4 END)",
                params![tid, number, today, given],
            )
            .map_err(|e| {
                // The round exists already: another Orda paired it after this one read the
                // tournament (the PRIMARY KEY (tournament_id, number) caught it).
                if let rusqlite::Error::SqliteFailure(f, _) = &e
                    && f.extended_code == rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY
                {
                    StoreError::RoundTaken {
                        path: self.path.to_string(),
                        round: number.0,
                    }
                } else {
                    self.err(e)
                }
            })?;
        let mut st = self
            .tx
            .prepare("INSERT INTO pairing (tournament_id, round, board, white, black) VALUES (?1, ?2, ?3, ?4, ?5)")
            .map_err(|e| self.err(e))?;
        for (i, (w, b)) in boards.iter().enumerate() {
            st.execute(params![tid, number, i as i64 + 1, w, b])
                .map_err(|e| self.err(e))?;
        }
        for (pid, kind) in byes {
            self.set_bye(tid, number, *pid, Some(*kind))?;
        }
        Ok(())
    }

    /// Marks board `board` of round `number` as a forfeit recorded without colours (an
    /// imported `5 - +`), which the export writes back with `-`.
    pub fn set_no_colour(&self, tid: TournamentId, number: RoundNo, board: Board) -> Result<()> {
        self.tx
            .execute(
                "UPDATE pairing SET no_colour = 1 WHERE tournament_id = ?1 AND round = ?2 AND board = ?3",
                params![tid, number, board],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// The records of an imported TRF file kept as written (`trf_records`), in order.
    pub fn trf_records(&self, tid: TournamentId) -> Result<Vec<String>> {
        let text: String = self
            .tx
            .query_row(
                "SELECT trf_records FROM tournament WHERE id = ?1",
                [tid],
                |r| r.get(0),
            )
            .map_err(|e| self.err(e))?;
        Ok(text.lines().map(String::from).collect())
    }

    /// Keeps `records` (lines without line breaks) as tournament `tid`'s TRF records.
    pub fn set_trf_records(&self, tid: TournamentId, records: &[String]) -> Result<()> {
        self.tx
            .execute(
                "UPDATE tournament SET trf_records = ?2 WHERE id = ?1",
                params![tid, records.join("\n")],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// Deletes round `number` with its boards and byes (announced byes go too: the caller
    /// writes back the ones to keep).
    pub fn delete_round(&self, tid: TournamentId, number: RoundNo) -> Result<()> {
        self.forget_reports_of(tid, number)?;
        self.tx
            .execute(
                "DELETE FROM team_match WHERE tournament_id = ?1 AND round = ?2",
                params![tid, number],
            )
            .map_err(|e| self.err(e))?;
        self.tx
            .execute(
                "DELETE FROM bye WHERE tournament_id = ?1 AND round = ?2",
                params![tid, number],
            )
            .map_err(|e| self.err(e))?;
        self.tx
            .execute(
                "DELETE FROM round WHERE tournament_id = ?1 AND number = ?2",
                params![tid, number],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// Records (or with `None` removes) a bye.
    pub fn set_bye(
        &self,
        tid: TournamentId,
        round: RoundNo,
        player_id: PlayerId,
        kind: Option<ByeKind>,
    ) -> Result<()> {
        match kind {
            Some(k) => self.tx.execute(
                "INSERT INTO bye (tournament_id, round, player_id, kind) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (tournament_id, round, player_id) DO UPDATE SET kind = excluded.kind",
                params![tid, round, player_id, k.code()],
            ),
            None => self.tx.execute(
                "DELETE FROM bye WHERE tournament_id = ?1 AND round = ?2 AND player_id = ?3",
                params![tid, round, player_id],
            ),
        }
        .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// Sets (or clears) the result of a board, with its score, verdict and warning. Returns false
    /// when there is no such board.
    pub fn set_result(
        &self,
        tid: TournamentId,
        round: RoundNo,
        board: Board,
        result: Option<GameResult>,
        rec: &ResultRecord,
    ) -> Result<bool> {
        let n = self
            .tx
            .execute(
                "UPDATE pairing SET result = ?4, score = ?5, verdict_kind = ?6, verdict_ply = ?7,
                     verdict_token = ?8, warning_kind = ?9,
                     rating_result = CASE WHEN result IS ?4 THEN rating_result ELSE NULL END
                 WHERE tournament_id = ?1 AND round = ?2 AND board = ?3",
                params![
                    tid,
                    round,
                    board,
                    result.map(GameResult::code),
                    rec.score,
                    rec.verdict.as_ref().map(Verdict::kind),
                    rec.verdict.as_ref().and_then(Verdict::ply),
                    rec.verdict.as_ref().and_then(Verdict::token),
                    rec.warning.map(Warning::kind)
                ],
            )
            .map_err(|e| self.err(e))?;
        Ok(n == 1)
    }

    /// Marks a board adjourned (open, or decided with rounds 1..k paired), or (`None`) not.
    pub fn set_adjourned(
        &self,
        tid: TournamentId,
        round: RoundNo,
        board: Board,
        adjourned: Option<Adjourned>,
    ) -> Result<()> {
        let k = adjourned.map(|a| match a {
            Adjourned::Open => 0,
            Adjourned::Decided { paired } => paired.max(1),
        });
        self.tx
            .execute(
                "UPDATE pairing SET adjourned = ?4
                 WHERE tournament_id = ?1 AND round = ?2 AND board = ?3",
                params![tid, round, board, k],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// Round `round` is no longer paired: adjourned games decided with it paired count as decided
    /// with the rounds before it paired (their results pair it when it is paired again).
    pub fn unpair_adjourned(&self, tid: TournamentId, round: RoundNo) -> Result<()> {
        self.tx
            .execute(
                "UPDATE pairing SET adjourned = ?2 - 1
                 WHERE tournament_id = ?1 AND adjourned >= ?2",
                params![tid, round],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// Sets (or with `None` clears) a board's result for the rating report only.
    pub fn set_rating_result(
        &self,
        tid: TournamentId,
        round: RoundNo,
        board: Board,
        result: Option<GameResult>,
    ) -> Result<()> {
        self.tx
            .execute(
                "UPDATE pairing SET rating_result = ?4
                 WHERE tournament_id = ?1 AND round = ?2 AND board = ?3",
                params![tid, round, board, result.map(GameResult::code)],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// The game score stored for a board.
    pub fn score(&self, tid: TournamentId, round: RoundNo, board: Board) -> Result<Option<String>> {
        self.tx
            .query_row(
                "SELECT score FROM pairing WHERE tournament_id = ?1 AND round = ?2 AND board = ?3",
                params![tid, round, board],
                |r| r.get::<_, Option<String>>(0),
            )
            .optional()
            .map(Option::flatten)
            .map_err(|e| self.err(e))
    }

    /// Every paired round, with boards and byes in starting numbers. Byes announced for rounds
    /// not yet paired are left out.
    pub fn rounds(&self, tid: TournamentId) -> Result<Vec<Round>> {
        let mut rounds: Vec<Round> = {
            let mut st = self
                .tx
                .prepare("SELECT number, date FROM round WHERE tournament_id = ?1 ORDER BY number")
                .map_err(|e| self.err(e))?;
            let rows = st
                .query_map([tid], |r| {
                    Ok(Round {
                        number: r.get(0)?,
                        date: r.get(1)?,
                        ..Round::default()
                    })
                })
                .map_err(|e| self.err(e))?;
            rows.collect::<rusqlite::Result<Vec<_>>>()
                .map_err(|e| self.err(e))?
        };
        let index = |rounds: &[Round], n: u32| rounds.iter().position(|r| r.number.0 == n);
        let mut st = self
            .tx
            .prepare(
                "SELECT p.round, p.board, w.start_no, b.start_no, p.result, p.score IS NOT NULL,
                        p.verdict_kind, p.verdict_ply, p.verdict_token, p.warning_kind, p.no_colour,
                        p.adjourned, p.rating_result
                 FROM pairing p
                 JOIN entry w ON w.tournament_id = p.tournament_id AND w.player_id = p.white
                 JOIN entry b ON b.tournament_id = p.tournament_id AND b.player_id = p.black
                 WHERE p.tournament_id = ?1 ORDER BY p.round, p.board",
            )
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map([tid], |r| {
                let result: Option<String> = r.get(4)?;
                Ok((
                    r.get::<_, u32>(0)?,
                    Game {
                        board: r.get(1)?,
                        white: r.get(2)?,
                        black: r.get(3)?,
                        result: result.as_deref().and_then(GameResult::parse),
                        has_score: r.get(5)?,
                        verdict: match r.get::<_, Option<String>>(6)? {
                            Some(kind) => Verdict::from_columns(
                                &kind,
                                r.get(7)?,
                                r.get::<_, Option<String>>(8)?.as_deref(),
                            ),
                            None => None,
                        },
                        warning: r
                            .get::<_, Option<String>>(9)?
                            .and_then(|k| Warning::from_kind(&k)),
                        no_colour: r.get(10)?,
                        adjourned: r.get::<_, Option<u32>>(11)?.map(|k| match k {
                            0 => Adjourned::Open,
                            paired => Adjourned::Decided { paired },
                        }),
                        rating_result: r
                            .get::<_, Option<String>>(12)?
                            .as_deref()
                            .and_then(GameResult::parse),
                    },
                ))
            })
            .map_err(|e| self.err(e))?;
        for row in rows {
            let (round, game) = row.map_err(|e| self.err(e))?;
            if let Some(i) = index(&rounds, round) {
                rounds[i].games.push(game);
            }
        }
        let mut st = self
            .tx
            .prepare(
                "SELECT y.round, e.start_no, y.kind FROM bye y
                 JOIN entry e ON e.tournament_id = y.tournament_id AND e.player_id = y.player_id
                 WHERE y.tournament_id = ?1 ORDER BY y.round, e.start_no",
            )
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map([tid], |r| {
                Ok((
                    r.get::<_, u32>(0)?,
                    r.get::<_, No>(1)?,
                    r.get::<_, String>(2)?,
                ))
            })
            .map_err(|e| self.err(e))?;
        for row in rows {
            let (round, no, kind) = row.map_err(|e| self.err(e))?;
            if let (Some(i), Some(k)) = (index(&rounds, round), ByeKind::from_code(&kind)) {
                rounds[i].byes.push((no, k));
            }
        }
        Ok(rounds)
    }

    /// Byes announced for round `round` (player ids), whether or not it is paired.
    pub fn byes_for(&self, tid: TournamentId, round: RoundNo) -> Result<Vec<(PlayerId, ByeKind)>> {
        let mut st = self
            .tx
            .prepare("SELECT player_id, kind FROM bye WHERE tournament_id = ?1 AND round = ?2 ORDER BY player_id")
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map(params![tid, round], |r| {
                Ok((r.get::<_, PlayerId>(0)?, r.get::<_, String>(1)?))
            })
            .map_err(|e| self.err(e))?;
        let mut out = Vec::new();
        for row in rows {
            let (pid, kind) = row.map_err(|e| self.err(e))?;
            if let Some(k) = ByeKind::from_code(&kind) {
                out.push((pid, k));
            }
        }
        Ok(out)
    }

    /// Byes announced for rounds not paired yet: (starting number, round, kind), by round and
    /// number.
    pub fn requested_byes(&self, tid: TournamentId) -> Result<Vec<(No, RoundNo, ByeKind)>> {
        let mut st = self
            .tx
            .prepare(
                "SELECT e.start_no, b.round, b.kind FROM bye b
                 JOIN entry e ON e.tournament_id = b.tournament_id AND e.player_id = b.player_id
                 WHERE b.tournament_id = ?1
                   AND b.round NOT IN (SELECT number FROM round WHERE tournament_id = ?1)
                 ORDER BY b.round, e.start_no",
            )
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map(params![tid], |r| {
                Ok((
                    r.get::<_, No>(0)?,
                    r.get::<_, u32>(1)?,
                    r.get::<_, String>(2)?,
                ))
            })
            .map_err(|e| self.err(e))?;
        let mut out = Vec::new();
        for row in rows {
            let (no, round, kind) = row.map_err(|e| self.err(e))?;
            if let Some(k) = ByeKind::from_code(&kind) {
                out.push((no, RoundNo(round), k));
            }
        }
        Ok(out)
    }

    /// Keeps players `a` and `b` (player ids) apart, in `rounds` (first, last) or every round,
    /// or (`keep = false`) lets them meet again.
    pub fn set_forbidden(
        &self,
        tid: TournamentId,
        a: PlayerId,
        b: PlayerId,
        keep: bool,
        rounds: Option<(u32, u32)>,
    ) -> Result<()> {
        let (a, b) = (a.min(b), a.max(b));
        let (first, last) = (rounds.map(|r| r.0), rounds.map(|r| r.1));
        if keep {
            self.tx.execute(
                "INSERT INTO forbidden_pair (tournament_id, a, b, first_round, last_round)
                 VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (tournament_id, a, b) DO UPDATE
                 SET first_round = excluded.first_round, last_round = excluded.last_round",
                params![tid, a, b, first, last],
            )
        } else {
            self.tx.execute(
                "DELETE FROM forbidden_pair WHERE tournament_id = ?1 AND a = ?2 AND b = ?3",
                params![tid, a, b],
            )
        }
        .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// The pairs of tournament `tid` kept apart, as starting numbers (the lower first, in
    /// order), with their rounds.
    pub fn forbidden(&self, tid: TournamentId) -> Result<Vec<KeptApart>> {
        let mut all = self.rows(
            "SELECT ea.start_no, eb.start_no, f.first_round, f.last_round FROM forbidden_pair f
             JOIN entry ea ON ea.tournament_id = f.tournament_id AND ea.player_id = f.a
             JOIN entry eb ON eb.tournament_id = f.tournament_id AND eb.player_id = f.b
             WHERE f.tournament_id = ?1 ORDER BY 1, 2",
            [tid],
            |r| {
                let (a, b): (u32, u32) = (r.get(0)?, r.get(1)?);
                let rounds = match (r.get::<_, Option<u32>>(2)?, r.get::<_, Option<u32>>(3)?) {
                    (Some(f), Some(l)) => Some((f, l)),
                    _ => None,
                };
                Ok(KeptApart {
                    a: a.min(b),
                    b: a.max(b),
                    rounds,
                })
            },
        )?;
        all.sort_unstable();
        Ok(all)
    }
}
