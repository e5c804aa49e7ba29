//! `orda db`: the database file itself. `check` runs SQLite's integrity check, `backup` writes a
//! consistent copy (into the backups folder beside the database, or to `-o FILE`), `restore`
//! puts a backup back after checking it and backing up the current database.
//!
//! Exit codes: 0 done (and `check`: the file is sound); 1 `check` found problems, or the
//! request was refused; 2 could not run (no such database, not Orda's, a file error).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Subcommand;
use orda::store::{Store, StoreError};

use super::shared::{DbArg, db_path, store_failed};

#[derive(Subcommand, Debug)]
pub enum DbCmd {
    /// Run SQLite's integrity check: print `ok`, or every problem found (exit 1).
    Check,
    /// Write a consistent copy of the database: by default into FILE.backups beside it (the
    /// newest 10 are kept), or to -o FILE.
    Backup {
        /// Write the copy here (the file must not exist yet).
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
    },
    /// Replace the database with a backup: the backup is checked first, and the current
    /// database is backed up beside it before it is replaced.
    Restore {
        /// The backup to put back.
        file: PathBuf,
    },
}

pub fn run(db: &DbArg, cmd: DbCmd) -> ExitCode {
    let path = match db_path(db) {
        Ok(p) => p,
        Err(code) => return code,
    };
    match cmd {
        DbCmd::Check => match Store::check_file(&path) {
            Ok(problems) if problems == ["ok"] => {
                outln!("{}: ok", path.display());
                ExitCode::SUCCESS
            }
            Ok(problems) => {
                for p in &problems {
                    outln!("{}: {p}", path.display());
                }
                errln!(
                    "orda: {}",
                    orda::t!(
                        "cli-db-damaged",
                        path = path.display().to_string(),
                        problems = problems.len()
                    )
                );
                ExitCode::from(1)
            }
            Err(e @ StoreError::Corrupt { .. }) => {
                errln!("orda: {}", orda::words::store_error(&e));
                ExitCode::from(1)
            }
            Err(e) => store_failed(e),
        },
        DbCmd::Backup { output } => {
            let store = match Store::open_read(&path) {
                Ok(s) => s,
                Err(e) => return store_failed(e),
            };
            let written = match output {
                Some(o) => store.backup_to(&o).map(|()| Some(o)),
                None => store.backup_beside("manual"),
            };
            match written {
                Ok(Some(p)) => {
                    outln!("{}", p.display());
                    ExitCode::SUCCESS
                }
                Ok(None) => ExitCode::SUCCESS,
                Err(e) => store_failed(e),
            }
        }
        DbCmd::Restore { file } => match Store::restore_file(&path, &file) {
            Ok(saved) => {
                outln!(
                    "{}",
                    orda::t!(
                        "cli-db-restored",
                        path = path.display().to_string(),
                        backup = file.display().to_string()
                    )
                );
                if let Some(s) = saved {
                    outln!(
                        "{}",
                        orda::t!("cli-db-as-before", path = s.display().to_string())
                    );
                }
                ExitCode::SUCCESS
            }
            Err(e) => store_failed(e),
        },
    }
}
