//! Who and when, as the journal says them to a person: the arbiter's name kept with the
//! database (schema 16: the journal's who), and this computer's offset from UTC (its lines'
//! local times).

use rusqlite::OptionalExtension;

use super::Result;
use super::queries::Db;

impl Db<'_> {
    /// The arbiter's name kept with the database (schema 16), if one was set: the journal's who.
    pub fn arbiter(&self) -> Result<Option<String>> {
        self.tx
            .query_row("SELECT name FROM arbiter WHERE id = 1", [], |r| r.get(0))
            .optional()
            .map_err(|e| self.err(e))
    }

    /// Keeps `name` as the arbiter's name (`None`: forgets it).
    pub fn set_arbiter(&self, name: Option<&str>) -> Result<()> {
        let done = match name {
            Some(n) => self.tx.execute(
                "INSERT INTO arbiter (id, name) VALUES (1, ?1)
                 ON CONFLICT (id) DO UPDATE SET name = excluded.name",
                [n],
            ),
            None => self.tx.execute("DELETE FROM arbiter WHERE id = 1", []),
        };
        done.map(|_| ()).map_err(|e| self.err(e))
    }

    /// This computer's offset from UTC now, in minutes (`300`: UTC+05:00), as the operating
    /// system's zone gives it to SQLite (`localtime`): what the journal's local times are.
    pub fn utc_offset_minutes(&self) -> Result<i32> {
        self.tx
            .query_row(
                "SELECT (CAST(strftime('%s', 'now', 'localtime') AS INTEGER)
                         - CAST(strftime('%s', 'now') AS INTEGER)) / 60",
                [],
                |r| r.get(0),
            )
            .map_err(|e| self.err(e))
    }
}
