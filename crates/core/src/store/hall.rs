//! The hall network's rows (schema 11, docs/access.md): a tournament's settings for it, access
//! codes (their hashes) and what the hall sent.

use rusqlite::{OptionalExtension, Row, params};

use super::{Db, Result};
use crate::tournament::hall::{AccessCode, Body, CheckIn, Hall, Incoming, Kind, Role, Status};
use crate::tournament::{AccessId, Board, IncomingId, PlayerId, RoundNo, TournamentId};

/// Now, as every time in the file is written (UTC).
const NOW: &str = "strftime('%Y-%m-%dT%H:%M:%SZ', 'now')";

const CODE_COLUMNS: &str = "id, tournament_id, role, player_id, name, salt, hash, made_at, \
                            revoked_at, wrong_tries, locked_at";

fn code_row(r: &Row<'_>) -> rusqlite::Result<AccessCode> {
    let role: String = r.get(2)?;
    Ok(AccessCode {
        id: r.get(0)?,
        tournament: r.get(1)?,
        // The schema's CHECK allows only the two.
        role: Role::from_code(&role).unwrap_or(Role::Player),
        player: r.get(3)?,
        name: r.get(4)?,
        salt: r.get(5)?,
        hash: r.get(6)?,
        made_at: r.get(7)?,
        revoked_at: r.get(8)?,
        wrong_tries: r.get(9)?,
        locked_at: r.get(10)?,
    })
}

const INCOMING_COLUMNS: &str = "id, tournament_id, round, board, kind, player_id, from_code, \
                                body, confirmed_by, status, at, decided_at";

fn incoming_row(r: &Row<'_>) -> rusqlite::Result<Incoming> {
    let kind: String = r.get(4)?;
    let body: String = r.get(7)?;
    let status: String = r.get(9)?;
    Ok(Incoming {
        id: r.get(0)?,
        tournament: r.get(1)?,
        round: r.get(2)?,
        board: r.get(3)?,
        // The schema's CHECKs allow only these.
        kind: Kind::from_code(&kind).unwrap_or(Kind::Result),
        player: r.get(5)?,
        from: r.get(6)?,
        body: serde_json::from_str(&body).unwrap_or_default(),
        confirmed_by: r.get(8)?,
        status: Status::from_code(&status).unwrap_or(Status::Rejected),
        at: r.get(10)?,
        decided_at: r.get(11)?,
    })
}

/// A new code's row.
pub struct NewCode<'a> {
    /// Its tournament (`None`: every tournament, an assistant's).
    pub tournament: Option<TournamentId>,
    /// Whose.
    pub role: Role,
    /// A player's.
    pub player: Option<PlayerId>,
    /// An assistant's name.
    pub name: &'a str,
    /// Salt and hash, hex.
    pub salt: &'a str,
    /// SHA-256(salt ‖ code), hex.
    pub hash: &'a str,
}

impl Db<'_> {
    /// Tournament `t`'s settings for the hall (the defaults when it has none).
    pub fn hall(&self, t: TournamentId) -> Result<Hall> {
        self.tx
            .query_row(
                "SELECT reports, check_in, accept_confirmed, explain FROM hall
                 WHERE tournament_id = ?1",
                [t],
                |r| {
                    let check_in: String = r.get(1)?;
                    Ok(Hall {
                        reports: r.get(0)?,
                        check_in: CheckIn::from_code(&check_in),
                        accept_confirmed: r.get(2)?,
                        explain: r.get(3)?,
                    })
                },
            )
            .optional()
            .map(Option::unwrap_or_default)
            .map_err(|e| self.err(e))
    }

    /// Stores tournament `t`'s settings for the hall.
    pub fn set_hall(&self, t: TournamentId, h: Hall) -> Result<()> {
        self.tx
            .execute(
                "INSERT INTO hall (tournament_id, reports, check_in, accept_confirmed, explain)
                 VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (tournament_id) DO UPDATE SET reports = ?2, check_in = ?3,
                     accept_confirmed = ?4, explain = ?5",
                params![
                    t,
                    h.reports,
                    h.check_in.code(),
                    h.accept_confirmed,
                    h.explain
                ],
            )
            .map(|_| ())
            .map_err(|e| self.err(e))
    }

    /// The codes that work in tournament `t`: its own and the assistants' of every tournament,
    /// revoked and locked ones too, oldest first.
    pub fn access_codes(&self, t: TournamentId) -> Result<Vec<AccessCode>> {
        let mut st = self
            .tx
            .prepare_cached(&format!(
                "SELECT {CODE_COLUMNS} FROM access_code
                 WHERE tournament_id = ?1 OR tournament_id IS NULL ORDER BY id"
            ))
            .map_err(|e| self.err(e))?;
        st.query_map([t], code_row)
            .and_then(Iterator::collect)
            .map_err(|e| self.err(e))
    }

    /// Stores a new code; its id.
    pub fn insert_code(&self, c: &NewCode<'_>) -> Result<AccessId> {
        self.tx
            .execute(
                &format!(
                    "INSERT INTO access_code (tournament_id, role, player_id, name, salt, hash,
                     made_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, {NOW})"
                ),
                params![
                    c.tournament,
                    c.role.code(),
                    c.player,
                    c.name,
                    c.salt,
                    c.hash
                ],
            )
            .map_err(|e| self.err(e))?;
        Ok(AccessId(self.tx.last_insert_rowid()))
    }

    /// Ends code `id` now (a code revoked already keeps its time).
    pub fn revoke_code(&self, id: AccessId) -> Result<()> {
        self.tx
            .execute(
                &format!(
                    "UPDATE access_code SET revoked_at = {NOW} WHERE id = ?1 AND revoked_at IS NULL"
                ),
                [id],
            )
            .map(|_| ())
            .map_err(|e| self.err(e))
    }

    /// Forgets the wrong tries of code `id` (its holder used it rightly: his own typos do not
    /// add up over an event to a lock).
    pub fn clear_wrong_tries(&self, id: AccessId) -> Result<()> {
        self.tx
            .execute(
                "UPDATE access_code SET wrong_tries = 0 WHERE id = ?1 AND wrong_tries > 0",
                [id],
            )
            .map(|_| ())
            .map_err(|e| self.err(e))
    }

    /// Ends the byes asked for round `round` that wait still (the round is paired: too late).
    pub fn close_bye_requests(&self, t: TournamentId, round: RoundNo) -> Result<()> {
        self.tx
            .execute(
                &format!(
                    "UPDATE incoming SET status = 'rejected', decided_at = {NOW}
                     WHERE tournament_id = ?1 AND round = ?2 AND kind = 'bye'
                       AND status = 'waiting'"
                ),
                params![t, round],
            )
            .map(|_| ())
            .map_err(|e| self.err(e))
    }

    /// Unlocks code `id` (locked by wrong tries before issue 52): it works again, its count of
    /// wrong tries forgotten.
    pub fn unlock_code(&self, id: AccessId) -> Result<()> {
        self.tx
            .execute(
                "UPDATE access_code SET locked_at = NULL, wrong_tries = 0 WHERE id = ?1",
                [id],
            )
            .map(|_| ())
            .map_err(|e| self.err(e))
    }

    /// What the hall sent to tournament `t`, in the order it came.
    pub fn incoming(&self, t: TournamentId) -> Result<Vec<Incoming>> {
        let mut st = self
            .tx
            .prepare_cached(&format!(
                "SELECT {INCOMING_COLUMNS} FROM incoming WHERE tournament_id = ?1 ORDER BY id"
            ))
            .map_err(|e| self.err(e))?;
        st.query_map([t], incoming_row)
            .and_then(Iterator::collect)
            .map_err(|e| self.err(e))
    }

    /// How many reports and byes asked for of tournament `t` wait for the arbiter (waiting,
    /// confirmed or disagreed).
    pub fn waiting_reports(&self, t: TournamentId) -> Result<usize> {
        self.tx
            .query_row(
                "SELECT count(*) FROM incoming WHERE tournament_id = ?1
                   AND kind IN ('result', 'bye')
                   AND status IN ('waiting', 'confirmed', 'disagreed')",
                [t],
                |r| r.get::<_, i64>(0),
            )
            .map(|n| usize::try_from(n).unwrap_or(0))
            .map_err(|e| self.err(e))
    }

    /// The open report of a board (waiting, confirmed or disagreed), if any.
    pub fn open_report(
        &self,
        t: TournamentId,
        round: RoundNo,
        board: Board,
    ) -> Result<Option<Incoming>> {
        self.tx
            .query_row(
                &format!(
                    "SELECT {INCOMING_COLUMNS} FROM incoming
                     WHERE tournament_id = ?1 AND round = ?2 AND board = ?3 AND kind = 'result'
                       AND status IN ('waiting', 'confirmed', 'disagreed')
                     ORDER BY id DESC LIMIT 1"
                ),
                params![t, round, board],
                incoming_row,
            )
            .optional()
            .map_err(|e| self.err(e))
    }

    /// Stores a new report of a board by `player` with code `from`; its id.
    pub fn insert_report(
        &self,
        t: TournamentId,
        round: RoundNo,
        board: Board,
        player: PlayerId,
        from: Option<AccessId>,
        body: &Body,
    ) -> Result<IncomingId> {
        let body = serde_json::to_string(body).unwrap_or_else(|_| "{}".into());
        self.tx
            .execute(
                &format!(
                    "INSERT INTO incoming (tournament_id, round, board, kind, player_id, from_code,
                     body, status, at) VALUES (?1, ?2, ?3, 'result', ?4, ?5, ?6, 'waiting', {NOW})"
                ),
                params![t, round, board, player, from, body],
            )
            .map_err(|e| self.err(e))?;
        Ok(IncomingId(self.tx.last_insert_rowid()))
    }

    /// Rewrites an item's body, answer and status (decided now when `status` is not open).
    pub fn update_incoming(
        &self,
        id: IncomingId,
        body: &Body,
        confirmed_by: Option<AccessId>,
        status: Status,
    ) -> Result<()> {
        let body = serde_json::to_string(body).unwrap_or_else(|_| "{}".into());
        self.tx
            .execute(
                &format!(
                    "UPDATE incoming SET body = ?2, confirmed_by = ?3, status = ?4,
                     decided_at = CASE WHEN ?5 THEN NULL ELSE {NOW} END WHERE id = ?1"
                ),
                params![id, body, confirmed_by, status.code(), status.open()],
            )
            .map(|_| ())
            .map_err(|e| self.err(e))
    }

    /// A player's open bye request for a round, if any.
    pub fn open_bye(
        &self,
        t: TournamentId,
        round: RoundNo,
        player: PlayerId,
    ) -> Result<Option<Incoming>> {
        self.tx
            .query_row(
                &format!(
                    "SELECT {INCOMING_COLUMNS} FROM incoming
                     WHERE tournament_id = ?1 AND round = ?2 AND player_id = ?3 AND kind = 'bye'
                       AND status = 'waiting' ORDER BY id DESC LIMIT 1"
                ),
                params![t, round, player],
                incoming_row,
            )
            .optional()
            .map_err(|e| self.err(e))
    }

    /// Stores a bye asked for by `player` with code `from`.
    pub fn insert_bye_request(
        &self,
        t: TournamentId,
        round: RoundNo,
        player: PlayerId,
        from: AccessId,
        body: &Body,
    ) -> Result<IncomingId> {
        let body = serde_json::to_string(body).unwrap_or_else(|_| "{}".into());
        self.tx
            .execute(
                &format!(
                    "INSERT INTO incoming (tournament_id, round, kind, player_id, from_code, body,
                     status, at) VALUES (?1, ?2, 'bye', ?3, ?4, ?5, 'waiting', {NOW})"
                ),
                params![t, round, player, from, body],
            )
            .map_err(|e| self.err(e))?;
        Ok(IncomingId(self.tx.last_insert_rowid()))
    }

    /// Records that `player` is here for round `round` (`from`: the code he or an assistant
    /// used; `None`: the chief arbiter).
    pub fn insert_check_in(
        &self,
        t: TournamentId,
        round: RoundNo,
        player: PlayerId,
        from: Option<AccessId>,
    ) -> Result<IncomingId> {
        self.tx
            .execute(
                &format!(
                    "INSERT INTO incoming (tournament_id, round, kind, player_id, from_code, status,
                     at, decided_at) VALUES (?1, ?2, 'check-in', ?3, ?4, 'accepted', {NOW}, {NOW})"
                ),
                params![t, round, player, from],
            )
            .map_err(|e| self.err(e))?;
        Ok(IncomingId(self.tx.last_insert_rowid()))
    }

    /// The players checked in for round `round`, each once.
    pub fn checked_in(&self, t: TournamentId, round: RoundNo) -> Result<Vec<PlayerId>> {
        let mut st = self
            .tx
            .prepare_cached(
                "SELECT DISTINCT player_id FROM incoming
                 WHERE tournament_id = ?1 AND round = ?2 AND kind = 'check-in'
                   AND status = 'accepted' ORDER BY player_id",
            )
            .map_err(|e| self.err(e))?;
        st.query_map(params![t, round], |r| r.get(0))
            .and_then(Iterator::collect)
            .map_err(|e| self.err(e))
    }

    /// Drops the reports of round `round` (deleted, or its pairing changed: a report names a
    /// board and its colours); check-ins and byes asked for stay.
    pub fn forget_reports_of(&self, t: TournamentId, round: RoundNo) -> Result<()> {
        self.tx
            .execute(
                "DELETE FROM incoming WHERE tournament_id = ?1 AND round = ?2
                   AND kind IN ('result', 'score')",
                params![t, round],
            )
            .map(|_| ())
            .map_err(|e| self.err(e))
    }
}
