//! What the store knows about files on disk without opening them with SQLite: whether a file
//! is a database (so that no face writes an export over one) and whether a database's WAL
//! holds frames (an unclean shutdown).

use std::path::Path;

/// True when writing to `p` would destroy a database: `db` (the one in use, or its `-wal`,
/// `-shm`, `-journal`), or any file that starts as a SQLite database or WAL does. Every face
/// asks before writing an export, so that no report is ever written over a database.
pub fn is_database_file(p: &Path, db: Option<&Path>) -> bool {
    use std::io::Read;
    let same = |a: &Path, b: &Path| match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
        (Ok(x), Ok(y)) => x == y,
        _ => false,
    };
    if let Some(db) = db {
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let mut companion = db.as_os_str().to_owned();
            companion.push(suffix);
            if same(p, Path::new(&companion)) {
                return true;
            }
        }
    }
    let mut head = [0u8; 16];
    let read = std::fs::File::open(p)
        .and_then(|mut f| f.read(&mut head))
        .unwrap_or(0);
    let wal = matches!(head[..4], [0x37, 0x7f, 0x06, 0x82 | 0x83]);
    (read == 16 && &head == b"SQLite format 3\0") || (read >= 4 && wal)
}

/// True when the database's `-wal` file holds frames: a connection was writing (or a process
/// with the file open died) since the last clean close. Orda checkpoints and truncates the WAL
/// after every commit it makes, so an idle database, even one open in a window, has none.
pub(super) fn wal_has_frames(path: &Path) -> bool {
    let mut wal = path.as_os_str().to_owned();
    wal.push("-wal");
    std::fs::metadata(Path::new(&wal)).is_ok_and(|m| m.len() > 0)
}
