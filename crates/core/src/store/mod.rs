//! SQLite storage: the one module that speaks SQL.
//!
//! One file holds the player registry and every tournament. Before anything is written, the
//! file is identified (see [`Store::open`]): a file that is not SQLite, a SQLite database of
//! another program, a damaged one or one written by a newer Orda is refused and left byte for
//! byte as it was. Then the connection is set up (WAL, foreign keys on) and `migrations/*.sql`
//! are applied in order, keyed on `PRAGMA user_version`; Orda's files carry
//! `PRAGMA application_id` [`APPLICATION_ID`]. Reading commands use [`Store::open_read`], which
//! never creates a file and never writes to one. SQLite's own messages stay inside: every
//! failure becomes a [`StoreError`] kind that says what happened in the user's words.
//! Backups (SQLite's online backup API) are in `backup.rs`; docs/database.md has the decisions.
//!
//! Every change happens inside [`Store::transaction`]: one transaction, committed when the closure
//! returns `Ok`, rolled back otherwise (and by SQLite itself if the process dies first).
//!
//! **Architecture Invariant:** callers see typed methods on [`Db`] and domain types from
//! `tournament`; no SQL string leaves this module.

mod arbiter;
mod backup;
mod consistency;
mod error;
mod federation;
mod file;
mod hall;
mod ids;
mod journal;
mod migrate;
mod queries;
mod rounds;
mod rules_changed;
mod teams;
mod test_hooks;

use std::path::{Path, PathBuf};

use rusqlite::{Connection, ErrorCode, OpenFlags, TransactionBehavior};
use rusqlite_migration::{M, Migrations};

use crate::tournament::journal::Actor;

pub use backup::{KEEP_BACKUPS, backups_dir, list_backups};
pub(crate) use error::classify;
pub use error::{
    Inconsistency, IoAction, MigrationFailure, NotOrda, Setting, StoreError, Unrestorable,
};
pub use file::is_database_file;
use file::wal_has_frames;
pub use hall::NewCode;
pub use journal::{Line, Undo};
pub use queries::{Db, ResultRecord, Summary};
pub use rounds::RoundDate;

/// The schema, in order. Append only: a released entry never changes.
const MIGRATIONS: &[(&str, &str)] = &[
    (
        "0001_tournaments.sql",
        include_str!("../../../../migrations/0001_tournaments.sql"),
    ),
    (
        "0002_forbidden_pairs.sql",
        include_str!("../../../../migrations/0002_forbidden_pairs.sql"),
    ),
    (
        "0003_trf.sql",
        include_str!("../../../../migrations/0003_trf.sql"),
    ),
    (
        "0004_verdict_data.sql",
        include_str!("../../../../migrations/0004_verdict_data.sql"),
    ),
    (
        "0005_publication_lang.sql",
        include_str!("../../../../migrations/0005_publication_lang.sql"),
    ),
    (
        "0006_federation.sql",
        include_str!("../../../../migrations/0006_federation.sql"),
    ),
    (
        "0007_acceleration.sql",
        include_str!("../../../../migrations/0007_acceleration.sql"),
    ),
    (
        "0008_trf_dialects.sql",
        include_str!("../../../../migrations/0008_trf_dialects.sql"),
    ),
    (
        "0009_pending_boards.sql",
        include_str!("../../../../migrations/0009_pending_boards.sql"),
    ),
    (
        "0010_journal.sql",
        include_str!("../../../../migrations/0010_journal.sql"),
    ),
    (
        "0011_hall.sql",
        include_str!("../../../../migrations/0011_hall.sql"),
    ),
    (
        "0012_teams.sql",
        include_str!("../../../../migrations/0012_teams.sql"),
    ),
    (
        "0013_rules_mode.sql",
        include_str!("../../../../migrations/0013_rules_mode.sql"),
    ),
    (
        "0014_on_the_record.sql",
        include_str!("../../../../migrations/0014_on_the_record.sql"),
    ),
    (
        "0015_explain.sql",
        include_str!("../../../../migrations/0015_explain.sql"),
    ),
    (
        "0016_arbiter.sql",
        include_str!("../../../../migrations/0016_arbiter.sql"),
    ),
    (
        "0017_prize_currency.sql",
        include_str!("../../../../migrations/0017_prize_currency.sql"),
    ),
];

/// The migration of `MIGRATIONS[i]`, with the conversion of stored data it needs.
fn migration(i: usize, sql: &'static str) -> M<'static> {
    match i {
        3 => M::up_with_hook(sql, migrate::verdicts_to_data),
        _ => M::up(sql),
    }
}

/// The names of the migration files this program knows, in order (a test checks that
/// `migrations/` holds exactly these).
pub fn migration_names() -> Vec<&'static str> {
    MIGRATIONS.iter().map(|(n, _)| *n).collect()
}

/// `PRAGMA application_id` of an Orda database: "ORDA" in ASCII. Set on every file Orda
/// creates or opens for writing; a SQLite file with another id is another program's.
pub const APPLICATION_ID: i64 = 0x4F52_4441;

/// The tables every Orda schema has had since version 1: a file without an application id but
/// with these and a `user_version` is an Orda database from before the id was set.
const ORDA_TABLES: &[&str] = &["player", "tournament", "entry", "round", "pairing", "bye"];

/// The result of a store operation.
pub type Result<T, E = StoreError> = std::result::Result<T, E>;

/// An open database.
pub struct Store {
    conn: Connection,
    path: String,
    /// The database file; `None` in memory (tests), where no backups are made.
    file: Option<PathBuf>,
    /// Who applies the operations written through this store (the journal's who and face).
    actor: Actor,
}

/// Orda's data folder: `~/.local/share/orda` on Linux, `%APPDATA%\Orda` on Windows (as
/// Windows programs name theirs). The default database, the recent list and the window's
/// language and place are kept there.
pub fn data_folder() -> Option<PathBuf> {
    let name = if cfg!(windows) { "Orda" } else { "orda" };
    dirs::data_dir().map(|d| d.join(name))
}

/// The default database file: `orda.sqlite` in [`data_folder`].
pub fn default_path() -> Option<PathBuf> {
    data_folder().map(|d| d.join("orda.sqlite"))
}

/// How a store is opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Access {
    /// Created if missing, migrated, switched to WAL.
    Write,
    /// Never created, never written (`PRAGMA query_only`); an older schema is migrated in a
    /// copy in memory.
    Read,
    /// As `Read`, but a damaged file is opened all the same and nothing is migrated: for the
    /// integrity check.
    Inspect,
    /// A new database in memory.
    Memory,
}

/// How [`Store::open_read`] opens a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ReadVia {
    /// `SQLITE_OPEN_READ_WRITE` and `PRAGMA query_only`: takes part in locking; SQLite removes
    /// its `-wal`/`-shm` files on closing.
    QueryOnly,
    /// `SQLITE_OPEN_READ_ONLY`: a `-wal` file is there (another Orda has the file open).
    ReadOnly,
    /// `SQLITE_OPEN_READ_ONLY` with `immutable=1`: read-only media, no `-wal` file.
    Immutable,
}

/// What [`identify`] found in a file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Found {
    /// A new or empty file (no schema at all): Orda may initialise it.
    Empty,
    /// An Orda database with this `user_version`.
    Orda(i64),
}

/// Reads the header and the schema (nothing else, nothing written) and decides whether the
/// file is Orda's: its application id, or (older Orda files) no id but a `user_version` and
/// Orda's tables. A new, 0-byte or schema-less file is [`Found::Empty`].
fn identify(conn: &Connection, path: &str) -> Result<Found> {
    let sqlite = |e| classify(path, e);
    let app: i64 = conn
        .pragma_query_value(None, "application_id", |r| r.get(0))
        .map_err(sqlite)?;
    let version: i64 = conn
        .pragma_query_value(None, "user_version", |r| r.get(0))
        .map_err(sqlite)?;
    let objects: i64 = conn
        .query_row("SELECT count(*) FROM sqlite_schema", [], |r| r.get(0))
        .map_err(sqlite)?;
    let names: Vec<String> = ORDA_TABLES.iter().map(|t| format!("'{t}'")).collect();
    let tables: i64 = conn
        .query_row(
            &format!(
                "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name IN ({})",
                names.join(", ")
            ),
            [],
            |r| r.get(0),
        )
        .map_err(sqlite)?;
    let not_orda = |why: NotOrda| {
        Err(StoreError::NotOrda {
            path: path.to_string(),
            why,
        })
    };
    if app == APPLICATION_ID {
        return Ok(Found::Orda(version));
    }
    if app != 0 {
        return not_orda(NotOrda::ApplicationId(app));
    }
    if objects == 0 && version == 0 {
        return Ok(Found::Empty);
    }
    if version > 0 && tables == ORDA_TABLES.len() as i64 {
        return Ok(Found::Orda(version));
    }
    not_orda(NotOrda::Objects(objects))
}

/// SQLite's full `PRAGMA integrity_check`: `Corrupt` unless it finds the file sound.
fn full_check(conn: &Connection, path: &str) -> Result<()> {
    let first: String = conn
        .query_row("PRAGMA integrity_check(1)", [], |r| r.get(0))
        .map_err(|e| classify(path, e))?;
    if first == "ok" {
        Ok(())
    } else {
        Err(StoreError::Corrupt {
            path: path.to_string(),
        })
    }
}

/// Applies the migrations this Orda knows and stamps the application id.
fn migrate(conn: &mut Connection, path: &str) -> Result<()> {
    let migrations = Migrations::new(
        MIGRATIONS
            .iter()
            .enumerate()
            .map(|(i, (_, sql))| migration(i, sql))
            .collect(),
    );
    migrations.to_latest(conn).map_err(|e| match e {
        rusqlite_migration::Error::RusqliteError { err, .. } => match classify(path, err) {
            StoreError::Failed { what, .. } => StoreError::Migration {
                path: path.to_string(),
                why: MigrationFailure::Sqlite(what),
            },
            other => other,
        },
        other => StoreError::Migration {
            path: path.to_string(),
            why: match other {
                rusqlite_migration::Error::InvalidUserVersion => MigrationFailure::InvalidVersion,
                rusqlite_migration::Error::ForeignKeyCheck(_) => MigrationFailure::ForeignKeys,
                _ => MigrationFailure::Internal,
            },
        },
    })?;
    let app: i64 = conn
        .pragma_query_value(None, "application_id", |r| r.get(0))
        .map_err(|e| classify(path, e))?;
    if app != APPLICATION_ID {
        conn.pragma_update(None, "application_id", APPLICATION_ID)
            .map_err(|e| classify(path, e))?;
    }
    Ok(())
}

/// True when no write permission bit is set on `p` (checked on the mode bits, so that a file
/// made read-only is treated as read-only media even by root).
fn read_only_bits(p: &Path) -> bool {
    std::fs::metadata(p).is_ok_and(|m| m.permissions().readonly())
}

/// `file:` URI of `path` with `immutable=1`: SQLite reads it without locks and without the
/// `-wal`/`-shm` files (read-only media).
fn immutable_uri(path: &Path) -> String {
    let abs = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let text = abs.to_string_lossy().replace('\\', "/");
    let mut uri = String::from("file:");
    if !text.starts_with('/') {
        uri.push('/');
    }
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"/-._~:".contains(&b) {
            uri.push(b as char);
        } else {
            uri.push_str(&format!("%{b:02X}"));
        }
    }
    uri.push_str("?immutable=1");
    uri
}

impl Store {
    /// Opens (creating if needed, with its folders) the database at `path` for writing and
    /// brings its schema up to date. A file that is not Orda's, is damaged or newer is refused
    /// before anything is written to it.
    pub fn open(path: &Path) -> Result<Store> {
        let name = path.display().to_string();
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| StoreError::Io {
                path: name.clone(),
                action: IoAction::CreateFolder(dir.display().to_string()),
                source,
            })?;
        }
        // A file this user may not write: say so before SQLite opens it read-only (and might
        // leave -wal/-shm files beside it).
        if let Err(e) = std::fs::OpenOptions::new().write(true).open(path)
            && e.kind() == std::io::ErrorKind::PermissionDenied
        {
            return Err(StoreError::ReadOnly { path: name });
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| classify(&name, e))?;
        Store::setup(conn, name, Some(path.to_path_buf()), Access::Write)
    }

    /// [`Store::open`] for a command that needs what is stored (a tournament): a missing file
    /// is [`StoreError::Missing`], not a new empty database.
    pub fn open_existing(path: &Path) -> Result<Store> {
        if !path.exists() {
            return Err(StoreError::Missing {
                path: path.display().to_string(),
            });
        }
        Store::open(path)
    }

    /// Opens an existing database for reading only: a missing file is [`StoreError::Missing`]
    /// (nothing is created), and nothing is written to the file, its header or its folder.
    ///
    /// A writable file in a writable folder is opened read-write with `PRAGMA query_only`, so
    /// that SQLite takes part in the locking and removes the `-wal`/`-shm` files it made when
    /// it closes; a file or folder without write permission (read-only media) is opened with
    /// `SQLITE_OPEN_READ_ONLY`, and with `immutable=1` when there is no `-wal` file (no Orda
    /// has it open, and SQLite could not create one there).
    pub fn open_read(path: &Path) -> Result<Store> {
        Store::open_read_as(path, Access::Read)
    }

    fn open_read_as(path: &Path, access: Access) -> Result<Store> {
        let name = path.display().to_string();
        let meta = std::fs::metadata(path).map_err(|source| match source.kind() {
            std::io::ErrorKind::NotFound => StoreError::Missing { path: name.clone() },
            _ => StoreError::Io {
                path: name.clone(),
                action: IoAction::ReadDatabase,
                source,
            },
        })?;
        if meta.is_dir() {
            return Err(StoreError::CannotOpen { path: name });
        }
        let dir = path
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        // Writable by this user (opening for writing changes nothing) in a folder whose mode
        // allows writing: read-write with query_only. If SQLite still cannot make its -wal and
        // -shm files there, or the file is read-only: read-only media.
        let writable = !meta.permissions().readonly()
            && !read_only_bits(dir)
            && std::fs::OpenOptions::new().write(true).open(path).is_ok();
        if writable {
            match Store::connect_read(path, &name, ReadVia::QueryOnly, access) {
                Err(StoreError::ReadOnly { .. } | StoreError::CannotOpen { .. }) => {}
                other => return other,
            }
        }
        let mut wal = path.as_os_str().to_owned();
        wal.push("-wal");
        let via = if Path::new(&wal).exists() {
            ReadVia::ReadOnly
        } else {
            ReadVia::Immutable
        };
        Store::connect_read(path, &name, via, access)
    }

    fn connect_read(path: &Path, name: &str, via: ReadVia, access: Access) -> Result<Store> {
        let base = OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = match via {
            ReadVia::QueryOnly => {
                Connection::open_with_flags(path, base | OpenFlags::SQLITE_OPEN_READ_WRITE)
            }
            ReadVia::ReadOnly => {
                Connection::open_with_flags(path, base | OpenFlags::SQLITE_OPEN_READ_ONLY)
            }
            ReadVia::Immutable => Connection::open_with_flags(
                immutable_uri(path),
                base | OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_URI,
            ),
        }
        .map_err(|e| classify(name, e))?;
        conn.pragma_update(None, "query_only", true)
            .map_err(|e| classify(name, e))?;
        Store::setup(conn, name.to_string(), Some(path.to_path_buf()), access)
    }

    /// A fresh database in memory (tests).
    pub fn memory() -> Result<Store> {
        let conn = Connection::open_in_memory().map_err(|e| classify(":memory:", e))?;
        Store::setup(conn, ":memory:".into(), None, Access::Memory)
    }

    fn setup(
        mut conn: Connection,
        path: String,
        file: Option<PathBuf>,
        access: Access,
    ) -> Result<Store> {
        let sqlite = |e| classify(&path, e);
        // Wait for another Orda's transaction instead of failing at once (this writes nothing).
        conn.busy_timeout(test_hooks::busy_timeout())
            .map_err(sqlite)?;
        // Identify the file before touching anything: another program's database, a newer
        // one or a damaged one must stay as it is, and a file that is not a database fails
        // here, before WAL would rewrite its header.
        let found = identify(&conn, &path)?;
        let known = MIGRATIONS.len() as i64;
        if access == Access::Inspect {
            return Ok(Store::new(conn, path, file));
        }
        if let Found::Orda(found) = found {
            if found > known {
                return Err(StoreError::TooNew { path, found, known });
            }
            // No whole-file check on every open: its cost grows with every tournament in the
            // file. SQLite reports damage where it reads; a backup (made before every round is
            // paired) is checked in full; so is the file after an unclean shutdown, the one
            // moment a lying disk may have torn it (docs/database.md).
            if file.as_deref().is_some_and(wal_has_frames) {
                full_check(&conn, &path)?;
            }
        }
        if access == Access::Read {
            if found != Found::Orda(known) {
                // An older (or empty) schema is brought up to date in a copy in memory: the
                // file itself is not written.
                let mut copy = Connection::open_in_memory().map_err(sqlite)?;
                {
                    let b = rusqlite::backup::Backup::new(&conn, &mut copy).map_err(sqlite)?;
                    b.run_to_completion(1000, std::time::Duration::ZERO, None)
                        .map_err(sqlite)?;
                }
                migrate(&mut copy, &path)?;
                copy.pragma_update(None, "query_only", true)
                    .map_err(sqlite)?;
                conn = copy;
            }
            conn.pragma_update(None, "foreign_keys", "ON")
                .map_err(sqlite)?;
            return Ok(Store::new(conn, path, file));
        }
        if access == Access::Write {
            conn.pragma_update(None, "journal_mode", "WAL")
                .map_err(sqlite)?;
            // WAL with synchronous=FULL: a transaction reported committed survives a power cut.
            conn.pragma_update(None, "synchronous", "FULL")
                .map_err(sqlite)?;
            test_hooks::cap_pages(&conn).map_err(sqlite)?;
        }
        conn.pragma_update(None, "foreign_keys", "ON")
            .map_err(sqlite)?;
        migrate(&mut conn, &path)?;
        // From here on every write of this connection is journaled, or fails.
        journal::prepare(&conn).map_err(sqlite)?;
        Ok(Store::new(conn, path, file))
    }

    /// The file this store reads.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The database file, `None` for a database in memory.
    pub fn file(&self) -> Option<&Path> {
        self.file.as_deref()
    }

    /// The schema version (`PRAGMA user_version`).
    pub fn schema_version(&self) -> Result<i64> {
        self.conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .map_err(|e| self.err(e))
    }

    /// SQLite's `PRAGMA integrity_check`: `ok` for a sound file.
    pub fn integrity_check(&mut self) -> Result<String> {
        Ok(self.integrity_problems()?.join("\n"))
    }

    /// Every line of SQLite's `PRAGMA integrity_check`: `["ok"]` for a sound file.
    pub fn integrity_problems(&mut self) -> Result<Vec<String>> {
        let mut st = self
            .conn
            .prepare("PRAGMA integrity_check")
            .map_err(|e| classify(&self.path, e))?;
        let rows = st
            .query_map([], |r| r.get::<_, String>(0))
            .map_err(|e| classify(&self.path, e))?;
        let mut problems = Vec::new();
        for row in rows {
            match row {
                Ok(line) => problems.push(line),
                // SQLite may report damage as rows and then stop with SQLITE_CORRUPT.
                Err(e)
                    if !problems.is_empty()
                        && e.sqlite_error_code() == Some(ErrorCode::DatabaseCorrupt) =>
                {
                    problems.push("the check stopped: the file is too damaged to go on".into());
                    break;
                }
                Err(e) => return Err(classify(&self.path, e)),
            }
        }
        Ok(problems)
    }

    /// Runs SQLite's full integrity check on the file at `path` without the checks of opening
    /// (a damaged file must still be examined): every problem, or `["ok"]`. Nothing is written.
    pub fn check_file(path: &Path) -> Result<Vec<String>> {
        Store::open_read_as(path, Access::Inspect)?.integrity_problems()
    }

    fn err(&self, source: rusqlite::Error) -> StoreError {
        classify(&self.path, source)
    }

    fn new(conn: Connection, path: String, file: Option<PathBuf>) -> Store {
        Store {
            conn,
            path,
            file,
            actor: Actor::default(),
        }
    }

    /// Who applies the operations written from now on (the journal's who and face).
    pub fn act_as(&mut self, actor: Actor) {
        self.actor = actor;
    }

    /// Runs `f` in one immediate transaction whose first write is the journal's `line`:
    /// committed if `f` returns `Ok`, rolled back on any `Err`, so a refusal decided after
    /// reading leaves nothing behind, not even the line. Every row `f` changes is recorded under
    /// the line (`journal.rs`); a write outside such a transaction fails.
    pub fn transaction<T, E: From<StoreError>>(
        &mut self,
        line: Line<'_>,
        f: impl FnOnce(&Db<'_>) -> std::result::Result<T, E>,
    ) -> std::result::Result<T, E> {
        let path = self.path.clone();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)
            .map_err(|e| classify(&path, e))?;
        // Dropping `tx` after an `Err` rolls it back.
        let db = Db::new(&tx, &path);
        journal::open_line(&db, &self.actor, &line)?;
        let out = f(&db)?;
        journal::close_line(&db)?;
        test_hooks::pause_before_commit();
        tx.commit().map_err(|e| classify(&path, e))?;
        self.settle();
        Ok(out)
    }

    /// After a commit: moves the WAL's frames into the database and truncates the WAL, so that
    /// an idle database has an empty WAL and a non-empty one on opening means an unclean
    /// shutdown ([`wal_has_frames`]). Without waiting: when another connection is reading, the
    /// WAL stays as it is (the next open then checks the file once). What was committed is
    /// committed either way.
    fn settle(&self) {
        if self.file.is_none() {
            return;
        }
        let _ = self.conn.busy_timeout(std::time::Duration::ZERO);
        let _ = self
            .conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
        let _ = self.conn.busy_timeout(test_hooks::busy_timeout());
    }

    /// Runs `f` over a consistent snapshot (one read transaction).
    pub fn read<T>(&mut self, f: impl FnOnce(&Db<'_>) -> Result<T>) -> Result<T> {
        let path = self.path.clone();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Deferred)
            .map_err(|e| classify(&path, e))?;
        let out = f(&Db::new(&tx, &path));
        // A read transaction has nothing to commit; dropping it ends it.
        drop(tx);
        out
    }
}
