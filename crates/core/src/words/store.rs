//! What went wrong with the database file, in words.

use crate::store::{
    Inconsistency, IoAction, MigrationFailure, NotOrda, Setting, StoreError, Unrestorable,
};
use crate::t;

/// What went wrong with the database file, naming it.
pub fn store_error(e: &StoreError) -> String {
    match e {
        StoreError::Missing { path } => t!("store-missing", path = path),
        StoreError::NotSqlite { path } => t!("store-not-sqlite", path = path),
        StoreError::NotOrda { path, why } => t!(
            "store-not-orda",
            path = path,
            why = match why {
                NotOrda::ApplicationId(id) => {
                    t!("store-application-id", id = format!("{id:#010x}"))
                }
                NotOrda::Objects(n) => t!("store-foreign-objects", n = *n),
            }
        ),
        StoreError::Corrupt { path } => t!("store-corrupt", path = path),
        StoreError::DiskFull { path } => t!("store-disk-full", path = path),
        StoreError::Busy { path } => t!("store-busy", path = path),
        StoreError::ReadOnly { path } => t!("store-read-only", path = path),
        StoreError::CannotOpen { path } => t!("store-cannot-open", path = path),
        StoreError::Disk { path } => t!("store-disk", path = path),
        StoreError::RoundTaken { path, round } => {
            t!("store-round-taken", path = path, round = *round)
        }
        StoreError::Failed { path, what, .. } if what.is_empty() => t!(
            "store-failed",
            path = path,
            what = t!("store-unreadable-value")
        ),
        StoreError::Failed { path, what, .. } => t!("store-failed", path = path, what = what),
        StoreError::Io {
            path,
            action,
            source,
        } => t!(
            "store-io",
            path = path,
            action = match action {
                IoAction::CreateFolder(dir) => t!("store-io-create-folder", dir = dir),
                IoAction::ReadDatabase => t!("store-io-read"),
                IoAction::WriteBackup => t!("store-io-write-backup"),
                IoAction::CreateBackupsFolder => t!("store-io-backups-folder"),
                IoAction::MoveDamagedAside => t!("store-io-move-aside"),
                IoAction::DeleteOldBackup => t!("store-io-delete-backup"),
            },
            error = super::io_error(source)
        ),
        StoreError::TooNew { path, found, known } => {
            t!("store-too-new", path = path, found = *found, known = *known)
        }
        StoreError::Migration { path, why } => t!(
            "store-migration",
            path = path,
            why = match why {
                MigrationFailure::Sqlite(code) => code.clone(),
                MigrationFailure::InvalidVersion => t!("store-migration-version"),
                MigrationFailure::ForeignKeys => t!("store-migration-foreign-keys"),
                MigrationFailure::Internal => t!("store-migration-internal"),
            }
        ),
        StoreError::BackupExists { path } => t!("store-backup-exists", path = path),
        StoreError::NotRestorable { path, why } => t!(
            "store-not-restorable",
            path = path,
            why = match why {
                Unrestorable::NotAFile => t!("store-restore-not-a-file"),
                Unrestorable::Empty => t!("store-restore-empty"),
                Unrestorable::ForeignObjects => t!("store-restore-foreign-objects"),
            }
        ),
        StoreError::Inconsistent { path, id, what } => t!(
            "store-inconsistent",
            path = path,
            id = *id,
            what = match *what {
                Inconsistency::StartNumber(no) => t!("store-inconsistent-start-number", no = no),
                Inconsistency::RoundMissing(round) => {
                    t!("store-inconsistent-round-missing", round = round)
                }
                Inconsistency::LostRows(round) => t!("store-inconsistent-lost-rows", round = round),
                Inconsistency::PlayerTwice(round) => {
                    t!("store-inconsistent-player-twice", round = round)
                }
            }
        ),
        StoreError::UnknownSetting {
            path,
            id,
            what,
            value,
        } => t!(
            "store-unknown-setting",
            path = path,
            id = *id,
            what = match what {
                Setting::System => t!("setting-system"),
                Setting::TiebreakEdition => t!("setting-tiebreak-edition"),
                Setting::Tiebreak => t!("setting-tiebreak"),
                Setting::TeamBy => t!("setting-team-by"),
                Setting::TeamTiebreak => t!("setting-team-tiebreak"),
                Setting::PrizeTies => t!("setting-prize-ties"),
                Setting::PrizePrecedence => t!("setting-prize-precedence"),
                Setting::TeamScoring => t!("setting-team-scoring"),
                Setting::PlacePoints => t!("setting-place-points"),
            },
            value = value
        ),
    }
}
