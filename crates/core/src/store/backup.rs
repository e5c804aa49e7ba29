//! Backups through SQLite's online backup API: a consistent copy of the database while it is
//! open (other Orda windows may keep writing), made before each round is paired and on demand,
//! kept beside the database in `<file>.backups/`, the newest [`KEEP_BACKUPS`]; and restoring
//! one (checked first, the current database backed up before it is replaced).

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::backup::Backup;

use super::{IoAction, Result, Store, StoreError, Unrestorable, classify, full_check, migrate};

/// How many backups are kept in a database's backups folder (older ones are deleted).
pub const KEEP_BACKUPS: usize = 10;

/// The folder beside `db` that holds its backups: `orda.sqlite` → `orda.sqlite.backups`.
pub fn backups_dir(db: &Path) -> PathBuf {
    let mut name = db.as_os_str().to_owned();
    name.push(".backups");
    PathBuf::from(name)
}

/// `YYYY-MM-DDTHH-MM-SS` (UTC) of a time: sortable, and legal in a file name everywhere.
fn stamp(t: std::time::SystemTime) -> String {
    let secs = t
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let days = (secs / 86_400) as i64;
    let rest = secs % 86_400;
    // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}-{:02}-{:02}",
        rest / 3600,
        rest / 60 % 60,
        rest % 60
    )
}

fn io(path: &Path, action: IoAction, source: std::io::Error) -> StoreError {
    StoreError::Io {
        path: path.display().to_string(),
        action,
        source,
    }
}

impl Store {
    /// Writes a consistent copy of the database to `dest`, which must not exist yet, and checks
    /// the copy with SQLite's full integrity check: a damaged database gives no backup (the copy
    /// is page for page the database, so its damage is the database's) and
    /// [`StoreError::Corrupt`]. The copy is written under a name of its own (`<dest>.part`,
    /// created exclusively, so two Orda never share it) and renamed when complete and checked,
    /// so a half-written backup never carries the final name.
    pub fn backup_to(&self, dest: &Path) -> Result<()> {
        let part = match reserve(dest)? {
            Reserved::Part(p) => p,
            Reserved::Taken => {
                return Err(StoreError::BackupExists {
                    path: dest.display().to_string(),
                });
            }
        };
        self.write_backup(&part, dest)
    }

    /// Copies the database into `part` (reserved, empty), checks the copy and renames it to
    /// `dest`; `part` is gone afterwards whatever happened.
    fn write_backup(&self, part: &Path, dest: &Path) -> Result<()> {
        let fail = |e: StoreError| {
            let _ = std::fs::remove_file(part);
            e
        };
        // The copy carries the database's WAL flag; a backup is one self-contained file
        // (readable on read-only media without -wal/-shm), so it is switched back to a
        // rollback journal.
        let copied = self
            .conn
            .backup(rusqlite::MAIN_DB, part, None)
            .and_then(|()| {
                let c = rusqlite::Connection::open(part)?;
                c.pragma_update(None, "journal_mode", "DELETE")?;
                Ok(c)
            });
        let copy = copied.map_err(|e| {
            fail(match e.sqlite_error_code() {
                // Failures of the destination name the backup; the others, the database.
                Some(rusqlite::ErrorCode::CannotOpen | rusqlite::ErrorCode::DiskFull) => {
                    classify(&dest.display().to_string(), e)
                }
                _ => classify(&self.path, e),
            })
        })?;
        // The copy is page for page the database: its damage is the database's.
        full_check(&copy, &self.path).map_err(fail)?;
        drop(copy);
        std::fs::rename(part, dest).map_err(|e| fail(io(dest, IoAction::WriteBackup, e)))
    }

    /// A backup in the folder beside the database (`orda.sqlite.backups/orda-<UTC time>-<why>.sqlite`),
    /// keeping the newest [`KEEP_BACKUPS`]. Returns its path; `None` for a database in memory,
    /// which has no backups.
    pub fn backup_beside(&self, why: &str) -> Result<Option<PathBuf>> {
        self.backup_keeping(why, None)
    }

    /// [`Store::backup_beside`], never deleting `keep` when old backups are pruned.
    fn backup_keeping(&self, why: &str, keep: Option<&Path>) -> Result<Option<PathBuf>> {
        let Some(file) = &self.file else {
            return Ok(None);
        };
        let dir = backups_dir(file);
        std::fs::create_dir_all(&dir).map_err(|e| io(&dir, IoAction::CreateBackupsFolder, e))?;
        remove_stale_parts(&dir);
        let stem = file
            .file_stem()
            .map_or("orda".into(), |s| s.to_string_lossy().into_owned());
        let base = format!("{stem}-{}-{why}", stamp(std::time::SystemTime::now()));
        // The first free name: `<base>.sqlite`, `<base>-2.sqlite`, ...; a name is this
        // backup's once its `.part` is created here exclusively and no backup has the name.
        let mut n = 1;
        let (part, dest) = loop {
            let dest = if n == 1 {
                dir.join(format!("{base}.sqlite"))
            } else {
                dir.join(format!("{base}-{n}.sqlite"))
            };
            if let Reserved::Part(part) = reserve(&dest)? {
                break (part, dest);
            }
            n += 1;
        };
        self.write_backup(&part, &dest)?;
        prune(&dir, &stem, keep.or(Some(&dest)))?;
        Ok(Some(dest))
    }

    /// Restores the database at `db` from the backup `src` after checking it ([`checked_source`]) and backing up the
    /// current content beside it (never deleting `src`, even when it is the oldest backup kept). A damaged
    /// database (it cannot be opened, or its backup fails SQLite's full check) is moved into
    /// the backups folder whole (`<stem>-<time>-damaged.sqlite`, with its `-wal`) and the
    /// backup takes its place. Returns where the database as it was went.
    pub fn restore_file(db: &Path, src: &Path) -> Result<Option<PathBuf>> {
        let source = checked_source(src)?;
        match Store::open(db) {
            Ok(mut store) => match store.backup_keeping("before-restore", Some(src)) {
                Ok(saved) => {
                    store.copy_from(source)?;
                    Ok(saved)
                }
                Err(StoreError::Corrupt { .. }) => {
                    drop(store);
                    Store::replace_damaged(db, source)
                }
                Err(e) => Err(e),
            },
            Err(StoreError::Corrupt { .. }) => Store::replace_damaged(db, source),
            Err(e) => Err(e),
        }
    }

    /// Moves the damaged database `db` aside into its backups folder and puts `source` in its
    /// place; returns where it went.
    fn replace_damaged(db: &Path, source: Store) -> Result<Option<PathBuf>> {
        let dir = backups_dir(db);
        std::fs::create_dir_all(&dir).map_err(|e| io(&dir, IoAction::CreateBackupsFolder, e))?;
        let stem = db
            .file_stem()
            .map_or("orda".into(), |s| s.to_string_lossy().into_owned());
        let aside = dir.join(format!(
            "{stem}-{}-damaged.sqlite",
            stamp(std::time::SystemTime::now())
        ));
        for suffix in ["-wal", "-shm", ""] {
            let mut from = db.as_os_str().to_owned();
            from.push(suffix);
            let mut to = aside.as_os_str().to_owned();
            to.push(suffix);
            if Path::new(&from).exists() {
                std::fs::rename(&from, &to).map_err(|e| io(db, IoAction::MoveDamagedAside, e))?;
            }
        }
        let mut store = Store::open(db)?;
        store.copy_from(source)?;
        Ok(Some(aside))
    }

    /// Copies `source` over this database through the backup API and brings the schema up to
    /// date.
    fn copy_from(&mut self, source: Store) -> Result<()> {
        let path = self.path.clone();
        {
            let b = Backup::new(&source.conn, &mut self.conn).map_err(|e| classify(&path, e))?;
            b.run_to_completion(1000, Duration::ZERO, None)
                .map_err(|e| classify(&path, e))?;
        }
        // The journal's triggers name the columns of the schema they were made from: an older
        // copy is brought up to date without them, then they are made from the new schema.
        super::journal::forget(&self.conn).map_err(|e| classify(&path, e))?;
        migrate(&mut self.conn, &path)?;
        super::journal::prepare(&self.conn).map_err(|e| classify(&path, e))
    }
}

/// Opens a backup to restore, refusing anything but a sound Orda database: a regular file (not
/// a device, a pipe or a folder), not empty, an Orda database of a schema version this Orda
/// knows, holding exactly the tables and indexes Orda creates (no trigger, view or table of
/// anyone else's: restored, they would run inside Orda), and passing SQLite's full integrity
/// check.
fn checked_source(src: &Path) -> Result<Store> {
    let name = src.display().to_string();
    let refuse = |why: Unrestorable| StoreError::NotRestorable {
        path: name.clone(),
        why,
    };
    let meta = std::fs::metadata(src).map_err(|source| match source.kind() {
        std::io::ErrorKind::NotFound => StoreError::Missing { path: name.clone() },
        _ => io(src, IoAction::ReadDatabase, source),
    })?;
    if !meta.is_file() {
        return Err(refuse(Unrestorable::NotAFile));
    }
    if meta.len() == 0 {
        return Err(refuse(Unrestorable::Empty));
    }
    let mut source = Store::open_read(src)?;
    if !source.has_orda_schema()? {
        return Err(refuse(Unrestorable::ForeignObjects));
    }
    if source.integrity_problems()? != ["ok"] {
        return Err(StoreError::Corrupt { path: name });
    }
    Ok(source)
}

/// What [`reserve`] got.
enum Reserved {
    /// The name is this backup's: its `.part` file, created empty.
    Part(PathBuf),
    /// A backup of that name exists, or another Orda is writing it.
    Taken,
}

/// Claims the backup name `dest`: creates `<dest>.part` exclusively (two Orda writing backups
/// in the same second never share it), then makes sure no backup `dest` exists (it may have
/// been renamed into place a moment ago).
fn reserve(dest: &Path) -> Result<Reserved> {
    let mut part = dest.as_os_str().to_owned();
    part.push(".part");
    let part = PathBuf::from(part);
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&part)
    {
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => return Ok(Reserved::Taken),
        Err(e) => return Err(io(dest, IoAction::WriteBackup, e)),
    }
    if dest.exists() {
        let _ = std::fs::remove_file(&part);
        return Ok(Reserved::Taken);
    }
    Ok(Reserved::Part(part))
}

/// How old a `.part` file must be to count as left by a crash (a backup in progress renames
/// its part within seconds, even for a federation's file on a slow disk).
const STALE_PART: Duration = Duration::from_secs(3600);

/// Deletes the `.part` files in `dir` that a crashed Orda left (older than [`STALE_PART`]).
fn remove_stale_parts(dir: &Path) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let now = std::time::SystemTime::now();
    for e in entries.filter_map(std::result::Result::ok) {
        let path = e.path();
        let old = e
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|m| now.duration_since(m).ok())
            .is_some_and(|age| age > STALE_PART);
        if old && path.extension().is_some_and(|x| x == "part") {
            let _ = std::fs::remove_file(&path);
        }
    }
}

/// Every backup of the database named `stem` in `dir`, oldest first: by the UTC time in the
/// name (to the second), then by the file's modification time (a backup is never written after
/// it is renamed into place), then by name.
pub fn list_backups(dir: &Path, stem: &str) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let prefix = format!("{stem}-");
    let mut files: Vec<(String, Option<std::time::SystemTime>, PathBuf)> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter_map(|p| {
            let n = p.file_name()?.to_string_lossy().into_owned();
            let rest = n.strip_prefix(&prefix)?;
            if !n.ends_with(".sqlite") {
                return None;
            }
            let time: String = rest.chars().take(19).collect();
            let modified = std::fs::metadata(&p).and_then(|m| m.modified()).ok();
            Some((time, modified, p))
        })
        .collect();
    files.sort();
    files.into_iter().map(|(_, _, p)| p).collect()
}

/// Deletes the oldest backups of `stem` in `dir` until [`KEEP_BACKUPS`] are left, never
/// `keep` (the backup just written, or the one being restored).
fn prune(dir: &Path, stem: &str, keep: Option<&Path>) -> Result<()> {
    let same = |a: &Path, b: &Path| {
        a == b
            || matches!(
                (std::fs::canonicalize(a), std::fs::canonicalize(b)),
                (Ok(x), Ok(y)) if x == y
            )
    };
    let files = list_backups(dir, stem);
    let mut extra = files.len().saturating_sub(KEEP_BACKUPS);
    for old in &files {
        if extra == 0 {
            break;
        }
        if keep.is_some_and(|k| same(k, old)) {
            continue;
        }
        std::fs::remove_file(old).map_err(|e| io(old, IoAction::DeleteOldBackup, e))?;
        extra -= 1;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamps_are_utc_civil_times() {
        let at = |s: u64| stamp(std::time::UNIX_EPOCH + Duration::from_secs(s));
        assert_eq!(at(0), "1970-01-01T00-00-00");
        // 2026-11-23 16:30:05 UTC, and a leap day.
        assert_eq!(at(1_795_451_405), "2026-11-23T16-30-05");
        assert_eq!(at(951_782_400), "2000-02-29T00-00-00");
    }
}
