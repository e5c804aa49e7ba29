//! Backups through SQLite's online backup API: a consistent copy of the database while it is
//! open (other Orda windows may keep writing), made before each round is paired and on demand,
//! kept beside the database in `<file>.backups/`, the newest [`KEEP_BACKUPS`]; and restoring
//! one (checked first, the current database backed up before it is replaced).

use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::backup::Backup;

use super::{IoAction, Result, Store, StoreError, classify, migrate};

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
    /// Writes a consistent copy of the database to `dest`, which must not exist yet. The copy
    /// is written under a temporary name and renamed when complete, so a half-written backup
    /// never carries the final name.
    pub fn backup_to(&self, dest: &Path) -> Result<()> {
        if dest.exists() {
            return Err(StoreError::BackupExists {
                path: dest.display().to_string(),
            });
        }
        let mut part = dest.as_os_str().to_owned();
        part.push(".part");
        let part = PathBuf::from(part);
        let _ = std::fs::remove_file(&part);
        // The copy carries the database's WAL flag; a backup is one self-contained file
        // (readable on read-only media without -wal/-shm), so it is switched back to a
        // rollback journal.
        let copied = self
            .conn
            .backup(rusqlite::MAIN_DB, &part, None)
            .and_then(|()| {
                rusqlite::Connection::open(&part)?.pragma_update(None, "journal_mode", "DELETE")
            });
        if let Err(e) = copied {
            let _ = std::fs::remove_file(&part);
            return Err(match e.sqlite_error_code() {
                // Failures of the destination name the backup; the others, the database.
                Some(rusqlite::ErrorCode::CannotOpen | rusqlite::ErrorCode::DiskFull) => {
                    classify(&dest.display().to_string(), e)
                }
                _ => classify(&self.path, e),
            });
        }
        std::fs::rename(&part, dest).map_err(|e| {
            let _ = std::fs::remove_file(&part);
            io(dest, IoAction::WriteBackup, e)
        })
    }

    /// A backup in the folder beside the database (`orda.sqlite.backups/orda-<UTC time>-<why>.sqlite`),
    /// keeping the newest [`KEEP_BACKUPS`]. Returns its path; `None` for a database in memory,
    /// which has no backups.
    pub fn backup_beside(&self, why: &str) -> Result<Option<PathBuf>> {
        let Some(file) = &self.file else {
            return Ok(None);
        };
        let dir = backups_dir(file);
        std::fs::create_dir_all(&dir).map_err(|e| io(&dir, IoAction::CreateBackupsFolder, e))?;
        let stem = file
            .file_stem()
            .map_or("orda".into(), |s| s.to_string_lossy().into_owned());
        let base = format!("{stem}-{}-{why}", stamp(std::time::SystemTime::now()));
        let mut dest = dir.join(format!("{base}.sqlite"));
        let mut n = 2;
        while dest.exists() {
            dest = dir.join(format!("{base}-{n}.sqlite"));
            n += 1;
        }
        self.backup_to(&dest)?;
        prune(&dir, &stem)?;
        Ok(Some(dest))
    }

    /// Replaces this database's content with the Orda database `src` (checked as
    /// [`Store::open_read`] checks a file, plus SQLite's full integrity check), after backing
    /// up the current content beside it. Returns that backup.
    pub fn restore_from(&mut self, src: &Path) -> Result<Option<PathBuf>> {
        let source = checked_source(src)?;
        let saved = self.backup_beside("before-restore")?;
        self.copy_from(source)?;
        Ok(saved)
    }

    /// Restores the database at `db` from the backup `src` ([`Store::restore_from`]). A damaged
    /// database, which cannot be opened to be backed up, is moved into the backups folder
    /// whole (`<stem>-<time>-damaged.sqlite`, with its `-wal`) and the backup takes its place.
    /// Returns where the database as it was went.
    pub fn restore_file(db: &Path, src: &Path) -> Result<Option<PathBuf>> {
        match Store::open(db) {
            Ok(mut store) => store.restore_from(src),
            Err(StoreError::Corrupt { .. }) => {
                let source = checked_source(src)?;
                let dir = backups_dir(db);
                std::fs::create_dir_all(&dir)
                    .map_err(|e| io(&dir, IoAction::CreateBackupsFolder, e))?;
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
                        std::fs::rename(&from, &to)
                            .map_err(|e| io(db, IoAction::MoveDamagedAside, e))?;
                    }
                }
                let mut store = Store::open(db)?;
                store.copy_from(source)?;
                Ok(Some(aside))
            }
            Err(e) => Err(e),
        }
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
        migrate(&mut self.conn, &path)
    }
}

/// Opens a backup to restore: an Orda database (not newer) that passes the full integrity check.
fn checked_source(src: &Path) -> Result<Store> {
    let mut source = Store::open_read(src)?;
    if source.integrity_problems()? != ["ok"] {
        return Err(StoreError::Corrupt {
            path: src.display().to_string(),
        });
    }
    Ok(source)
}

/// Every backup of the database named `stem` in `dir`, oldest first.
pub fn list_backups(dir: &Path, stem: &str) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name().is_some_and(|n| {
                let n = n.to_string_lossy();
                n.starts_with(&format!("{stem}-")) && n.ends_with(".sqlite")
            })
        })
        .collect();
    files.sort();
    files
}

/// Deletes all but the newest [`KEEP_BACKUPS`] backups of `stem` in `dir`.
fn prune(dir: &Path, stem: &str) -> Result<()> {
    let files = list_backups(dir, stem);
    let extra = files.len().saturating_sub(KEEP_BACKUPS);
    for old in &files[..extra] {
        std::fs::remove_file(old).map_err(|e| io(old, IoAction::DeleteOldBackup, e))?;
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
