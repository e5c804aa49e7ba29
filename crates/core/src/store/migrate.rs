//! Conversions of stored data that a schema change needs beyond its SQL file: version 4 turns
//! the English verdicts and warnings of `pairing` into data (see migrations/0004_verdict_data.sql)
//! and then drops the old columns.

use rusqlite::{Connection, Transaction, params};
use rusqlite_migration::Migrations;

use super::{MIGRATIONS, MigrationFailure, Result, StoreError, classify, migration};
use rusqlite_migration::HookResult;

use crate::tournament::verdict::{self, Verdict};

/// Version 4: every `pairing.verdict`/`warning` sentence read as data into the new columns, then
/// the sentence columns dropped. A sentence Orda never wrote converts to nothing (the score it
/// judged is still stored).
pub(super) fn verdicts_to_data(tx: &Transaction<'_>) -> HookResult {
    /// A board (tournament, round, board) with its old verdict and warning sentences.
    type OldRow = (i64, i64, i64, Option<String>, Option<String>);
    let rows: Vec<OldRow> = {
        let mut st = tx.prepare(
            "SELECT tournament_id, round, board, verdict, warning FROM pairing
             WHERE verdict IS NOT NULL OR warning IS NOT NULL",
        )?;
        st.query_map([], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
        })?
        .collect::<rusqlite::Result<_>>()?
    };
    let mut up = tx.prepare(
        "UPDATE pairing SET verdict_kind = ?4, verdict_ply = ?5, verdict_token = ?6, warning_kind = ?7
         WHERE tournament_id = ?1 AND round = ?2 AND board = ?3",
    )?;
    for (t, round, board, v, w) in rows {
        let v: Option<Verdict> = v.as_deref().and_then(verdict::from_old_text);
        let w = w.as_deref().and_then(verdict::warning_from_old_text);
        up.execute(params![
            t,
            round,
            board,
            v.as_ref().map(Verdict::kind),
            v.as_ref().and_then(Verdict::ply),
            v.as_ref().and_then(Verdict::token),
            w.map(verdict::Warning::kind)
        ])?;
    }
    tx.execute_batch(
        "ALTER TABLE pairing DROP COLUMN verdict;
         ALTER TABLE pairing DROP COLUMN warning;",
    )?;
    Ok(())
}

/// The schema objects of a database as (type, name, SQL with its spaces collapsed), sorted;
/// SQLite's own (`sqlite_%`) left out.
fn schema_objects(conn: &Connection) -> rusqlite::Result<Vec<(String, String, String)>> {
    let mut st = conn.prepare(
        "SELECT type, name, coalesce(sql, '') FROM sqlite_schema
         WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name",
    )?;
    let rows = st.query_map([], |r| {
        let sql: String = r.get(2)?;
        Ok((
            r.get(0)?,
            r.get(1)?,
            sql.split_whitespace().collect::<Vec<_>>().join(" "),
        ))
    })?;
    rows.collect()
}

impl super::Store {
    /// True when the database holds exactly the schema objects (tables, indexes, triggers,
    /// views) that Orda's migrations create for its schema version, text for text.
    pub(crate) fn has_orda_schema(&self) -> Result<bool> {
        let version = self.schema_version()?;
        let Ok(version) = usize::try_from(version) else {
            return Ok(false);
        };
        if version == 0 || version > MIGRATIONS.len() {
            return Ok(false);
        }
        let sqlite = |e| classify(&self.path, e);
        let mut model = Connection::open_in_memory().map_err(sqlite)?;
        Migrations::new(
            MIGRATIONS
                .iter()
                .enumerate()
                .map(|(i, (_, sql))| migration(i, sql))
                .collect(),
        )
        .to_version(&mut model, version)
        .map_err(|_| StoreError::Migration {
            path: self.path.clone(),
            why: MigrationFailure::Internal,
        })?;
        Ok(
            schema_objects(&self.conn).map_err(sqlite)?
                == schema_objects(&model).map_err(sqlite)?,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::{APPLICATION_ID, MIGRATIONS, Store};
    use crate::rules::Outcome;
    use crate::tournament::verdict::{Verdict, Warning};
    use crate::tournament::{GameResult, TournamentId};

    /// A database as Orda of schema version `version` left it, with old-style sentences in
    /// `pairing.verdict` and `pairing.warning`.
    fn old_database(path: &std::path::Path, version: usize) {
        let c = rusqlite::Connection::open(path).expect("create");
        for (_, sql) in &MIGRATIONS[..version] {
            c.execute_batch(sql).expect("old schema");
        }
        c.pragma_update(None, "user_version", version as i64)
            .expect("version");
        c.pragma_update(None, "application_id", APPLICATION_ID)
            .expect("id");
        c.execute_batch(
            "INSERT INTO tournament (id, name, system, rounds, tiebreaks) VALUES (1, 'Old', 'swiss', 3, 'BH');
             INSERT INTO player (id, name, rating) VALUES (1, 'A', 2000), (2, 'B', 1900), (3, 'C', 1800), (4, 'D', 1700);
             INSERT INTO entry (tournament_id, player_id, start_no) VALUES (1, 1, 1), (1, 2, 2), (1, 3, 3), (1, 4, 4);
             INSERT INTO round (tournament_id, number) VALUES (1, 1), (1, 2);",
        )
        .expect("data");
        type Row = (
            i64,
            i64,
            i64,
            i64,
            &'static str,
            Option<&'static str>,
            Option<&'static str>,
            Option<&'static str>,
        );
        let rows: [Row; 4] = [
            (
                1,
                1,
                1,
                3,
                "1-0",
                Some("1. 87(10) 87(10) 1-0"),
                Some(
                    "valid, 1-0 (Black resigned or lost by the arbiter (time, default)), 2 plies, kazans 10-10",
                ),
                None,
            ),
            (
                1,
                2,
                2,
                4,
                "0-1",
                Some("1. 87(10) 87(10) 1-0"),
                Some(
                    "valid, 1-0 (Black resigned or lost by the arbiter (time, default)), 2 plies, kazans 10-10",
                ),
                Some(
                    "the score contradicts the result: the result is 0-1 but the score gives 1-0 (Black resigned or lost by the arbiter (time, default)); the arbiter's result stands",
                ),
            ),
            (
                2,
                1,
                1,
                2,
                "1-0",
                Some("x"),
                Some(
                    "invalid: /tmp/a:b.pgn:5:14: move 2… 98(22): the last kumalak lands in otau 7",
                ),
                Some(
                    "the score contradicts the result: the score is invalid (invalid: /tmp/a:b.pgn:5:14: move 2… 98(22): the last kumalak lands in otau 7); the arbiter's result stands",
                ),
            ),
            (
                2,
                2,
                3,
                4,
                "+/-",
                None,
                Some("forfeit: a player withdrew"),
                None,
            ),
        ];
        for (round, board, w, b, res, score, verdict, warning) in rows {
            c.execute(
                "INSERT INTO pairing (tournament_id, round, board, white, black, result, score, verdict, warning)
                 VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                rusqlite::params![round, board, w, b, res, score, verdict, warning],
            )
            .expect("pairing");
        }
    }

    fn upgrade_keeps_the_data(version: usize) {
        let path = std::env::temp_dir().join(format!(
            "orda-migrate-v{version}-{}.sqlite",
            std::process::id()
        ));
        let _ = std::fs::remove_file(&path);
        old_database(&path, version);
        let mut store = Store::open(&path).expect("migrates");
        assert_eq!(
            store.schema_version().expect("version"),
            MIGRATIONS.len() as i64
        );
        let t = store
            .read(|db| db.load(TournamentId(1)))
            .expect("loads")
            .expect("tournament 1");
        drop(store);
        for ext in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{ext}", path.display()));
        }
        assert_eq!(t.settings.name, "Old");
        let names: Vec<&str> = t.entrants.iter().map(|e| e.name.as_str()).collect();
        assert_eq!(names, ["A", "B", "C", "D"]);
        let g = |r: usize, b: usize| &t.rounds[r].games[b];
        assert_eq!(
            g(0, 0).verdict,
            Some(Verdict::Valid {
                result: Some(Outcome::WhiteWins),
                plies: 2
            })
        );
        assert!(g(0, 0).has_score && g(0, 0).warning.is_none());
        assert_eq!(
            (g(0, 1).result, g(0, 1).warning),
            (Some(GameResult::BlackWins), Some(Warning::Outcome))
        );
        assert_eq!(
            g(1, 0).verdict,
            Some(Verdict::Invalid {
                ply: Some(4),
                token: "98(22)".into()
            })
        );
        assert_eq!(g(1, 0).warning, Some(Warning::Invalid));
        assert_eq!(g(1, 1).verdict, Some(Verdict::WithdrawalForfeit));
        assert_eq!(
            crate::words::stored_warning(Warning::Outcome, g(0, 1)),
            "the score contradicts the result: the result is 0-1 but the score gives 1-0; the arbiter's result stands"
        );
    }

    #[test]
    fn a_version_3_database_reads_its_old_sentences_back_as_data() {
        upgrade_keeps_the_data(3);
    }

    #[test]
    fn a_database_of_the_first_schema_version_upgrades_with_its_data_intact() {
        upgrade_keeps_the_data(1);
    }
}
