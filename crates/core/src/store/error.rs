//! What can go wrong with the database file, as data ([`StoreError`]: `words::store_error`
//! says each in the user's language), and [`classify`], which turns each SQLite error into one
//! of those kinds.

use rusqlite::ErrorCode;

/// Errors from the store, as data: each names the file and what happened; `words::store_error`
/// (and `Display`, in `words`) says it in the user's language. SQLite's own message is never
/// shown (a [`StoreError::Failed`] keeps it as its source).
#[derive(Debug)]
pub enum StoreError {
    /// A reading command was given a database file that does not exist.
    Missing {
        /// The path given.
        path: String,
    },
    /// The file is not a SQLite database at all.
    NotSqlite {
        /// The file.
        path: String,
    },
    /// A SQLite database, but another program's.
    NotOrda {
        /// The file.
        path: String,
        /// What gave it away.
        why: NotOrda,
    },
    /// SQLite found the file damaged (`SQLITE_CORRUPT`, or the quick check on opening failed).
    Corrupt {
        /// The file.
        path: String,
    },
    /// `SQLITE_FULL`: the disk (or the database's size limit) is full.
    DiskFull {
        /// The file.
        path: String,
    },
    /// `SQLITE_BUSY`/`SQLITE_LOCKED` after waiting: another program holds the database.
    Busy {
        /// The file.
        path: String,
    },
    /// A write to a database opened for reading, or on a read-only file or medium.
    ReadOnly {
        /// The file.
        path: String,
    },
    /// The file cannot be opened (a folder, no permission, a missing folder).
    CannotOpen {
        /// The file.
        path: String,
    },
    /// A disk or network error while reading or writing (`SQLITE_IOERR`).
    Disk {
        /// The file.
        path: String,
    },
    /// Round `round` was stored by another Orda between this one's reading and writing.
    RoundTaken {
        /// The file.
        path: String,
        /// The round.
        round: u32,
    },
    /// Any other failure of SQLite (a bug of Orda's rather than the user's doing).
    Failed {
        /// The file.
        path: String,
        /// A short description: the SQLite result code (empty: a value Orda cannot read).
        what: String,
        /// SQLite's error, for a developer.
        source: rusqlite::Error,
    },
    /// A file operation around the database (a folder for it, a backup) failed.
    Io {
        /// The file or folder.
        path: String,
        /// What was being done.
        action: IoAction,
        /// The system's error.
        source: std::io::Error,
    },
    /// The database was written by a newer version of Orda.
    TooNew {
        /// The database file.
        path: String,
        /// Its `user_version`.
        found: i64,
        /// The last version this program knows.
        known: i64,
    },
    /// A migration failed; the database was left as it was.
    Migration {
        /// The database file.
        path: String,
        /// What went wrong.
        why: MigrationFailure,
    },
    /// A backup was to be written over a file that exists.
    BackupExists {
        /// The file.
        path: String,
    },
    /// A file given to `db restore` that is not a sound Orda database to restore.
    NotRestorable {
        /// The file given.
        path: String,
        /// Why not.
        why: Unrestorable,
    },
    /// A tournament whose stored rows contradict each other (a damaged index, a hand-edited
    /// file): it is not shown, paired or changed.
    Inconsistent {
        /// The database file.
        path: String,
        /// The tournament.
        id: i64,
        /// What does not hold.
        what: Inconsistency,
    },
    /// A stored setting this Orda does not know (a damaged or hand-edited file).
    UnknownSetting {
        /// The database file.
        path: String,
        /// The tournament.
        id: i64,
        /// Which setting.
        what: Setting,
        /// The value stored.
        value: String,
    },
}

/// Why a file cannot be restored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unrestorable {
    /// Not a regular file (a device such as `/dev/null`, a pipe, a folder).
    NotAFile,
    /// An empty file.
    Empty,
    /// Orda's database, but with schema objects (tables, indexes, triggers, views) that Orda
    /// did not create, or without some it did.
    ForeignObjects,
}

/// What does not hold in a stored tournament (see `store::consistency`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Inconsistency {
    /// The players' starting numbers are not 1, 2, 3, ... (this one is missing or repeated).
    StartNumber(u32),
    /// The rounds are not 1, 2, 3, ... (this one is missing).
    RoundMissing(u32),
    /// Some boards or byes of this round name no player of the tournament.
    LostRows(u32),
    /// A player appears twice in this round.
    PlayerTwice(u32),
}

/// What gave away a SQLite database as another program's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotOrda {
    /// Its application id is another program's.
    ApplicationId(i64),
    /// It holds this many schema objects, without Orda's tables and schema version.
    Objects(i64),
}

/// What was being done when a file operation failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IoAction {
    /// Creating the folder (named) the database goes in.
    CreateFolder(String),
    /// Reading the database file.
    ReadDatabase,
    /// Writing a backup.
    WriteBackup,
    /// Creating the backups folder.
    CreateBackupsFolder,
    /// Moving a damaged database aside before a restore.
    MoveDamagedAside,
    /// Deleting an old backup.
    DeleteOldBackup,
}

/// Why bringing the schema up to date failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MigrationFailure {
    /// SQLite refused a step (its result code).
    Sqlite(String),
    /// The stored schema version is invalid.
    InvalidVersion,
    /// After the upgrade some rows refer to rows that do not exist.
    ForeignKeys,
    /// Anything else (a bug of the upgrade).
    Internal,
}

/// A stored tournament setting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Setting {
    /// The pairing system.
    System,
    /// The C.07 edition.
    TiebreakEdition,
    /// A tie-break code.
    Tiebreak,
    /// What makes a team.
    TeamBy,
    /// A team tie-break code.
    TeamTiebreak,
    /// How tied players' prize money goes.
    PrizeTies,
    /// Overall or category prizes first.
    PrizePrecedence,
    /// How an event's sections add up.
    TeamScoring,
    /// An event's points for places.
    PlacePoints,
}

/// The causes a developer may follow (`Display` is the user's sentence, in `words`).
impl std::error::Error for StoreError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StoreError::Failed { source, .. } => Some(source),
            StoreError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

impl StoreError {
    /// True when the command could not run at all (the file, the disk, another program), as
    /// opposed to a refusal of the request itself.
    pub fn is_environment(&self) -> bool {
        !matches!(
            self,
            StoreError::BackupExists { .. } | StoreError::RoundTaken { .. }
        )
    }
}

/// Turns SQLite's error into the kind the user is told about.
pub(crate) fn classify(path: &str, e: rusqlite::Error) -> StoreError {
    let path = path.to_string();
    match e.sqlite_error_code() {
        Some(ErrorCode::NotADatabase) => StoreError::NotSqlite { path },
        Some(ErrorCode::DatabaseCorrupt) => StoreError::Corrupt { path },
        Some(ErrorCode::DiskFull) => StoreError::DiskFull { path },
        Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => StoreError::Busy { path },
        Some(ErrorCode::ReadOnly) => StoreError::ReadOnly { path },
        Some(ErrorCode::CannotOpen) => StoreError::CannotOpen { path },
        Some(ErrorCode::SystemIoFailure) => StoreError::Disk { path },
        _ => {
            let what = match e.sqlite_error() {
                Some(f) => format!("SQLite error {}", f.extended_code),
                // A value Orda cannot read: the words are at the edge (`words::store_error`).
                None => String::new(),
            };
            StoreError::Failed {
                path,
                what,
                source: e,
            }
        }
    }
}
