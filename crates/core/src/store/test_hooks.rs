//! What the tests of the database file reach through the environment: a pause before every
//! commit (to kill the process there), a cap on the file's size (a full disk) and a shorter wait
//! for a busy database (so that its test does not wait the whole 5 s). Compiled only
//! into debug builds, the ones `cargo test` runs; a release build (the shipped program) has
//! neither, whatever its environment says.

pub(crate) use hooks::{busy_timeout, cap_pages, pause_before_commit};

/// How long a connection waits for another's transaction: 5 s.
const BUSY: std::time::Duration = std::time::Duration::from_secs(5);

#[cfg(debug_assertions)]
mod hooks {
    /// Crash tests set `ORDA_TEST_PAUSE_BEFORE_COMMIT=<ms>` to hold every write transaction
    /// open, fully written but not committed, so that they can kill the process at that moment.
    pub(crate) fn pause_before_commit() {
        if let Some(ms) = std::env::var("ORDA_TEST_PAUSE_BEFORE_COMMIT")
            .ok()
            .and_then(|v| v.parse::<u64>().ok())
        {
            // Say so on stderr, so that a test knows the transaction is open.
            eprintln!("orda: pausing {ms} ms before commit");
            std::thread::sleep(std::time::Duration::from_millis(ms));
        }
    }

    /// How long to wait for a busy database: `ORDA_TEST_BUSY_MS=<ms>`, else 5 s.
    pub(crate) fn busy_timeout() -> std::time::Duration {
        std::env::var("ORDA_TEST_BUSY_MS")
            .ok()
            .and_then(|v| v.parse::<u64>().ok())
            .map_or(super::BUSY, std::time::Duration::from_millis)
    }

    /// Tests simulate a full disk with `ORDA_TEST_MAX_PAGE_COUNT=<pages>`, capping the file.
    pub(crate) fn cap_pages(conn: &rusqlite::Connection) -> rusqlite::Result<()> {
        if let Some(pages) = std::env::var("ORDA_TEST_MAX_PAGE_COUNT")
            .ok()
            .and_then(|v| v.parse::<i64>().ok())
        {
            conn.pragma_update(None, "max_page_count", pages)?;
        }
        Ok(())
    }
}

/// The release build: no hooks.
#[cfg(not(debug_assertions))]
mod hooks {
    pub(crate) fn pause_before_commit() {}

    pub(crate) fn busy_timeout() -> std::time::Duration {
        super::BUSY
    }

    pub(crate) fn cap_pages(_: &rusqlite::Connection) -> rusqlite::Result<()> {
        Ok(())
    }
}
