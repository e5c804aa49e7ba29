//! SQLite storage: the one module that speaks SQL.
//!
//! One file holds the player registry and every tournament. The connection is set up before
//! migrations (WAL, foreign keys on), then `migrations/*.sql` are applied in order, keyed on
//! `PRAGMA user_version`. A database written by a newer Orda (a `user_version` beyond our last
//! migration) is refused before anything is written to it.
//!
//! Every change happens inside [`Store::write`]: one transaction, committed when the closure
//! returns `Ok`, rolled back otherwise (and by SQLite itself if the process dies first).
//!
//! **Architecture Invariant:** callers see typed methods on [`Db`] and domain types from
//! `tournament`; no SQL string leaves this module.

mod queries;

use std::path::{Path, PathBuf};

use rusqlite::{Connection, OpenFlags, TransactionBehavior};
use rusqlite_migration::{M, Migrations};

pub use queries::{Db, ResultRecord, TournamentRow};

/// The schema, in order. Append only: a released entry never changes.
const MIGRATIONS: &[(&str, &str)] = &[
    (
        "0001_tournaments.sql",
        include_str!("../../migrations/0001_tournaments.sql"),
    ),
    (
        "0002_forbidden_pairs.sql",
        include_str!("../../migrations/0002_forbidden_pairs.sql"),
    ),
    ("0003_trf.sql", include_str!("../../migrations/0003_trf.sql")),
];

/// The names of the migration files this program knows, in order (a test checks that
/// `migrations/` holds exactly these).
pub fn migration_names() -> Vec<&'static str> {
    MIGRATIONS.iter().map(|(n, _)| *n).collect()
}

/// Errors from the store.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The file is not a database, is corrupt, or SQLite failed.
    #[error("{path}: {source}")]
    Sqlite {
        /// The database file.
        path: String,
        /// SQLite's error.
        source: rusqlite::Error,
    },
    /// The database was written by a newer version of Orda.
    #[error(
        "{path}: the database has schema version {found}, newer than this Orda knows ({known}); \
         it was left untouched: open it with a newer Orda"
    )]
    TooNew {
        /// The database file.
        path: String,
        /// Its `user_version`.
        found: i64,
        /// The last version this program knows.
        known: i64,
    },
    /// A migration failed; the database was left as it was.
    #[error("{path}: could not bring the schema up to date: {message}")]
    Migration {
        /// The database file.
        path: String,
        /// What went wrong.
        message: String,
    },
    /// A domain rule refused the change (nothing was written).
    #[error("{0}")]
    Refused(String),
}

/// The result of a store operation.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

/// An open database.
pub struct Store {
    conn: Connection,
    path: String,
}

/// The default database file: `<data dir>/orda/orda.sqlite` (`~/.local/share/orda/orda.sqlite`
/// on Linux).
pub fn default_path() -> Option<PathBuf> {
    dirs::data_dir().map(|d| d.join("orda").join("orda.sqlite"))
}

impl Store {
    /// Opens (creating if needed) the database at `path` and brings its schema up to date.
    pub fn open(path: &Path) -> Result<Store> {
        let name = path.display().to_string();
        let sqlite = |source| StoreError::Sqlite {
            path: name.clone(),
            source,
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| StoreError::Migration {
                path: name.clone(),
                message: format!("cannot create the folder {}: {e}", dir.display()),
            })?;
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(sqlite)?;
        Store::setup(conn, name)
    }

    /// A fresh database in memory (tests).
    pub fn memory() -> Result<Store> {
        let conn = Connection::open_in_memory().map_err(|source| StoreError::Sqlite {
            path: ":memory:".into(),
            source,
        })?;
        Store::setup(conn, ":memory:".into())
    }

    fn setup(mut conn: Connection, path: String) -> Result<Store> {
        let sqlite = |source| StoreError::Sqlite {
            path: path.clone(),
            source,
        };
        // Read the version before touching anything: a newer database must stay as it is, and
        // a file that is not a database fails here, before WAL would rewrite its header.
        let found: i64 = conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .map_err(sqlite)?;
        let known = MIGRATIONS.len() as i64;
        if found > known {
            return Err(StoreError::TooNew { path, found, known });
        }
        conn.busy_timeout(std::time::Duration::from_secs(5))
            .map_err(sqlite)?;
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(sqlite)?;
        if path != ":memory:" {
            conn.pragma_update(None, "journal_mode", "WAL")
                .map_err(sqlite)?;
            // WAL with synchronous=FULL: a transaction reported committed survives a power cut.
            conn.pragma_update(None, "synchronous", "FULL")
                .map_err(sqlite)?;
        }
        let migrations = Migrations::new(MIGRATIONS.iter().map(|(_, sql)| M::up(sql)).collect());
        migrations
            .to_latest(&mut conn)
            .map_err(|e| StoreError::Migration {
                path: path.clone(),
                message: e.to_string(),
            })?;
        Ok(Store { conn, path })
    }

    /// The file this store reads.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The schema version (`PRAGMA user_version`).
    pub fn schema_version(&self) -> Result<i64> {
        self.conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .map_err(|e| self.err(e))
    }

    /// SQLite's `PRAGMA integrity_check`: `ok` for a sound file.
    pub fn integrity_check(&mut self) -> Result<String> {
        self.conn
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .map_err(|e| self.err(e))
    }

    fn err(&self, source: rusqlite::Error) -> StoreError {
        StoreError::Sqlite {
            path: self.path.clone(),
            source,
        }
    }

    /// Runs `f` in one immediate transaction: committed if `f` returns `Ok`, rolled back
    /// otherwise. Everything `f` wrote is stored, or nothing is.
    pub fn write<T>(&mut self, f: impl FnOnce(&Db<'_>) -> Result<T>) -> Result<T> {
        let path = self.path.clone();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|source| StoreError::Sqlite {
                path: path.clone(),
                source,
            })?;
        let out = f(&Db::new(&tx, &path))?;
        pause_before_commit();
        tx.commit()
            .map_err(|source| StoreError::Sqlite { path, source })?;
        Ok(out)
    }

    /// Runs `f` over a consistent snapshot (one read transaction).
    pub fn read<T>(&mut self, f: impl FnOnce(&Db<'_>) -> Result<T>) -> Result<T> {
        let path = self.path.clone();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Deferred)
            .map_err(|source| StoreError::Sqlite {
                path: path.clone(),
                source,
            })?;
        let out = f(&Db::new(&tx, &path));
        // A read transaction has nothing to commit; dropping it ends it.
        drop(tx);
        out
    }
}

/// Crash tests set `ORDA_TEST_PAUSE_BEFORE_COMMIT=<ms>` to hold every write transaction open,
/// fully written but not committed, so that they can kill the process at that moment. Unset in
/// normal use: then this does nothing.
fn pause_before_commit() {
    if let Some(ms) = std::env::var("ORDA_TEST_PAUSE_BEFORE_COMMIT")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
    {
        // Say so on stderr, so that a test knows the transaction is open.
        eprintln!("orda: pausing {ms} ms before commit");
        std::thread::sleep(std::time::Duration::from_millis(ms));
    }
}
