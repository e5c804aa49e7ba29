//! The journal's SQL (docs/journal.md): the line each write transaction opens, the triggers that
//! record every row it changes, the lines read back, and an entry's changes put back.
//!
//! The triggers are TEMP triggers of Orda's own writing connections, made from the schema
//! itself (`PRAGMA table_info`) the first time a connection writes, so that they always name
//! every column of every table. They write the row's key and its before and after as JSON into
//! `journal_change`, under the line that the transaction opened (`temp.journal_open`). A write
//! without an open line fails on `journal_change.entry NOT NULL`: nothing writes around the
//! journal.

use rusqlite::types::Value;
use rusqlite::{Connection, OptionalExtension, params};

use super::queries::Db;
use super::rules_changed::rules_changed;
use super::{Result, classify};
use crate::tournament::journal::{Actor, Entry, Face, ResultChange, Subject};
use crate::tournament::{Board, EntryId, GameResult, RoundNo, TournamentId};

/// The journal's line of a write transaction: the operation's kind, the operation as JSON, and
/// its tournament when known before it runs (`Db::journal_set_tournament` names one it
/// creates).
#[derive(Clone, Debug)]
pub struct Line<'a> {
    /// `Op::kind`.
    pub kind: &'a str,
    /// What the operation is about (`Op::subject`).
    pub subject: Subject,
    /// The operation as data (JSON).
    pub op: String,
    /// Its tournament.
    pub tournament: Option<TournamentId>,
}

/// The tables that are not journaled: the journal's own.
const OWN: &[&str] = &["journal", "journal_change"];

/// A table's columns and its primary key's columns (in key order).
struct Shape {
    columns: Vec<String>,
    key: Vec<String>,
}

fn shape(conn: &Connection, table: &str) -> rusqlite::Result<Shape> {
    let mut st = conn.prepare("SELECT name, pk FROM pragma_table_info(?1) ORDER BY cid")?;
    let cols: Vec<(String, i64)> = st
        .query_map([table], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<rusqlite::Result<_>>()?;
    let mut key: Vec<(i64, String)> = cols
        .iter()
        .filter(|(_, pk)| *pk > 0)
        .map(|(n, pk)| (*pk, n.clone()))
        .collect();
    key.sort();
    let mut columns: Vec<String> = cols.into_iter().map(|(n, _)| n).collect();
    let mut key: Vec<String> = key.into_iter().map(|(_, n)| n).collect();
    // A table without a declared key is keyed by its rowid, kept with the row.
    if key.is_empty() {
        key.push("rowid".into());
        columns.push("rowid".into());
    }
    Ok(Shape { columns, key })
}

/// The journaled tables of the schema.
fn tables(conn: &Connection) -> rusqlite::Result<Vec<String>> {
    let mut st = conn.prepare(
        "SELECT name FROM main.sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
         ORDER BY name",
    )?;
    let names: Vec<String> = st
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    Ok(names
        .into_iter()
        .filter(|n| !OWN.contains(&n.as_str()))
        .collect())
}

/// `"name"` quoted as an SQL identifier (names come from Orda's own schema).
fn ident(name: &str) -> String {
    format!("\"{}\"", name.replace('"', "\"\""))
}

/// `"a" = ?F, "b" = ?F+1, ...` for `columns`, parameters numbered from `first`, joined by `sep`
/// (`" AND "` for a key, `", "` for a SET list).
fn bound(columns: &[String], first: usize, sep: &str) -> String {
    columns
        .iter()
        .enumerate()
        .map(|(i, c)| format!("{} = ?{}", ident(c), first + i))
        .collect::<Vec<_>>()
        .join(sep)
}

/// `'text'` quoted as an SQL string literal.
fn literal(text: &str) -> String {
    format!("'{}'", text.replace('\'', "''"))
}

/// Makes this connection's triggers (once per connection: `CREATE TEMP TRIGGER IF NOT
/// EXISTS`) and its `temp.journal_open`.
pub(super) fn prepare(conn: &Connection) -> rusqlite::Result<()> {
    // A row that `INSERT OR REPLACE` deletes fires its delete trigger only with recursive
    // triggers on: without them its old values would be lost to the journal.
    conn.pragma_update(None, "recursive_triggers", true)?;
    let mut sql =
        String::from("CREATE TEMP TABLE IF NOT EXISTS journal_open (entry INTEGER NOT NULL);\n");
    for table in tables(conn)? {
        let s = shape(conn, &table)?;
        let key_cols = &s.key;
        let row = |side: &str| {
            let pairs: Vec<String> = s
                .columns
                .iter()
                .map(|c| format!("{}, {side}.{}", literal(c), ident(c)))
                .collect();
            format!("json_object({})", pairs.join(", "))
        };
        let key = |side: &str| {
            let cols: Vec<String> = key_cols
                .iter()
                .map(|c| format!("{side}.{}", ident(c)))
                .collect();
            format!("json_array({})", cols.join(", "))
        };
        let t = ident(&table);
        let name = literal(&table);
        let insert = |when: &str, key: String, before: String, after: String| {
            format!(
                "CREATE TEMP TRIGGER IF NOT EXISTS {} AFTER {when} ON main.{t} BEGIN \
                 INSERT INTO main.journal_change (entry, tbl, key, before, after) VALUES \
                 ((SELECT entry FROM temp.journal_open), {name}, {key}, {before}, {after}); END;\n",
                ident(&format!("journal_{}_{table}", when.to_lowercase())),
            )
        };
        sql += &insert("INSERT", key("new"), "NULL".into(), row("new"));
        sql += &insert("UPDATE", key("new"), row("old"), row("new"));
        sql += &insert("DELETE", key("old"), row("old"), "NULL".into());
    }
    conn.execute_batch(&sql)
}

/// Drops this connection's journal triggers (before its schema changes under them: a restored
/// copy brought up to date).
pub(super) fn forget(conn: &Connection) -> rusqlite::Result<()> {
    let names: Vec<String> = conn
        .prepare("SELECT name FROM temp.sqlite_schema WHERE type = 'trigger'")?
        .query_map([], |r| r.get(0))?
        .collect::<rusqlite::Result<_>>()?;
    for n in names {
        conn.execute_batch(&format!("DROP TRIGGER IF EXISTS temp.{}", ident(&n)))?;
    }
    Ok(())
}

/// Opens the journal's line of the transaction `db` (the first thing it writes).
pub(super) fn open_line(db: &Db<'_>, actor: &Actor, line: &Line<'_>) -> Result<EntryId> {
    let tx = db.tx;
    let sql = |e| classify(db.path, e);
    let subject = serde_json::to_string(&line.subject).unwrap_or_else(|_| "\"none\"".into());
    tx.execute(
        "INSERT INTO journal (at, who, face, tournament_id, kind, subject, op)
         VALUES (strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), ?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            actor.who,
            actor.face.code(),
            line.tournament.map(|t| t.0),
            line.kind,
            subject,
            line.op
        ],
    )
    .map_err(sql)?;
    let id = tx.last_insert_rowid();
    tx.execute("DELETE FROM temp.journal_open", [])
        .map_err(sql)?;
    tx.execute("INSERT INTO temp.journal_open (entry) VALUES (?1)", [id])
        .map_err(sql)?;
    Ok(EntryId(id))
}

/// Closes the open line (before the commit): a later write on this connection without a line
/// of its own fails.
pub(super) fn close_line(db: &Db<'_>) -> Result<()> {
    db.tx
        .execute("DELETE FROM temp.journal_open", [])
        .map_err(|e| classify(db.path, e))?;
    Ok(())
}

/// One row's change as stored: table, key, before and after (JSON objects).
struct Stored {
    tbl: String,
    before: Option<String>,
    after: Option<String>,
}

fn to_value(v: &serde_json::Value) -> Value {
    match v {
        serde_json::Value::Null => Value::Null,
        serde_json::Value::Bool(b) => Value::Integer(i64::from(*b)),
        serde_json::Value::Number(n) => match n.as_i64() {
            Some(i) => Value::Integer(i),
            None => Value::Real(n.as_f64().unwrap_or_default()),
        },
        serde_json::Value::String(s) => Value::Text(s.clone()),
        other => Value::Text(other.to_string()),
    }
}

impl Db<'_> {
    /// The line this transaction opened.
    pub fn journal_line(&self) -> Result<EntryId> {
        self.tx
            .query_row("SELECT entry FROM temp.journal_open", [], |r| r.get(0))
            .map(EntryId)
            .map_err(|e| self.err(e))
    }

    /// Names the tournament of the open line (an operation that created it).
    pub fn journal_set_tournament(&self, t: TournamentId) -> Result<()> {
        let line = self.journal_line()?;
        self.tx
            .execute(
                "UPDATE journal SET tournament_id = ?2 WHERE id = ?1",
                params![line.0, t.0],
            )
            .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// The lines of the journal (of one tournament, or all), oldest first, with the results
    /// each changed. A tournament's are those since it was created (an id a deleted
    /// tournament had is given again to a new one), found through `journal_by_tournament`: the
    /// cost is the tournament's history, not the file's.
    pub fn journal(&self, t: Option<TournamentId>) -> Result<Vec<Entry>> {
        self.journal_of(t, true)
    }

    /// The lines as [`Db::journal`] reads them, without the results each changed (what an undo
    /// needs to find the last change).
    pub fn journal_lines(&self, t: Option<TournamentId>) -> Result<Vec<Entry>> {
        self.journal_of(t, false)
    }

    fn journal_of(&self, t: Option<TournamentId>, results: bool) -> Result<Vec<Entry>> {
        match t {
            None => self.lines("1 = 1", &[], results),
            Some(t) => {
                let since: i64 = self
                    .tx
                    .query_row(
                        "SELECT coalesce(max(id), 0) FROM journal WHERE tournament_id = ?1
                         AND kind IN ('create-tournament', 'import-trf', 'create-section')",
                        [t.0],
                        |r| r.get(0),
                    )
                    .map_err(|e| self.err(e))?;
                self.lines(
                    "j.tournament_id = ?1 AND j.id >= ?2",
                    &[t.0, since],
                    results,
                )
            }
        }
    }

    /// One line, with its results.
    pub fn journal_entry(&self, id: EntryId) -> Result<Option<Entry>> {
        Ok(self.lines("j.id = ?1", &[id.0], true)?.into_iter().next())
    }

    /// The lines `filter` (an SQL condition on `j`, the journal) selects, with their results
    /// when `results`.
    fn lines(&self, filter: &str, args: &[i64], results: bool) -> Result<Vec<Entry>> {
        let sql = |e| self.err(e);
        let mut st = self
            .tx
            .prepare(&format!(
                "SELECT j.id, j.at, j.who, j.face, j.tournament_id, j.kind, j.subject, j.undone_by,
                        j.undoes, datetime(j.at, 'localtime')
                 FROM journal j WHERE {filter} ORDER BY j.id"
            ))
            .map_err(sql)?;
        let mut entries: Vec<Entry> = st
            .query_map(rusqlite::params_from_iter(args.iter()), |r| {
                let subject: String = r.get(6)?;
                Ok(Entry {
                    id: EntryId(r.get(0)?),
                    at: r.get(1)?,
                    local: r.get::<_, Option<String>>(9)?.unwrap_or_default(),
                    who: r.get(2)?,
                    face: Face::from_code(&r.get::<_, String>(3)?),
                    tournament: r.get::<_, Option<i64>>(4)?.map(TournamentId),
                    kind: r.get(5)?,
                    subject: serde_json::from_str(&subject).unwrap_or_default(),
                    results: Vec::new(),
                    rules: Vec::new(),
                    undone_by: r.get::<_, Option<i64>>(7)?.map(EntryId),
                    undoes: r.get::<_, Option<i64>>(8)?.map(EntryId),
                })
            })
            .map_err(sql)?
            .collect::<rusqlite::Result<_>>()
            .map_err(sql)?;
        if !results {
            return Ok(entries);
        }
        // The results changed: updates of a board whose result differs before and after.
        let mut st = self
            .tx
            .prepare(&format!(
                "SELECT c.entry, json_extract(c.after, '$.round'), json_extract(c.after, '$.board'),
                        json_extract(c.before, '$.result'), json_extract(c.after, '$.result')
                 FROM journal j JOIN journal_change c ON c.entry = j.id
                 WHERE {filter} AND c.tbl = 'pairing'
                   AND c.before IS NOT NULL AND c.after IS NOT NULL
                   AND json_extract(c.before, '$.result') IS NOT json_extract(c.after, '$.result')
                 ORDER BY c.seq"
            ))
            .map_err(sql)?;
        let rows = st
            .query_map(rusqlite::params_from_iter(args.iter()), |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    ResultChange {
                        round: RoundNo(r.get(1)?),
                        board: Board(r.get(2)?),
                        before: r
                            .get::<_, Option<String>>(3)?
                            .as_deref()
                            .and_then(GameResult::parse),
                        after: r
                            .get::<_, Option<String>>(4)?
                            .as_deref()
                            .and_then(GameResult::parse),
                    },
                ))
            })
            .map_err(sql)?;
        for row in rows {
            let (entry, change) = row.map_err(sql)?;
            if let Ok(i) = entries.binary_search_by_key(&entry, |e| e.id.0) {
                entries[i].results.push(change);
            }
        }
        // The rules changed: a tournament row whose rounds, tie-breaks, bye or scoring differ.
        let mut st = self
            .tx
            .prepare(&format!(
                "SELECT c.entry, c.before, c.after
                 FROM journal j JOIN journal_change c ON c.entry = j.id
                 WHERE {filter} AND c.tbl = 'tournament'
                   AND c.before IS NOT NULL AND c.after IS NOT NULL
                 ORDER BY c.seq"
            ))
            .map_err(sql)?;
        let rows = st
            .query_map(rusqlite::params_from_iter(args.iter()), |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                ))
            })
            .map_err(sql)?;
        for row in rows {
            let (entry, before, after) = row.map_err(sql)?;
            let changed = rules_changed(&before, &after);
            if let Ok(i) = entries.binary_search_by_key(&entry, |e| e.id.0) {
                entries[i].rules.extend(changed);
            }
        }
        Ok(entries)
    }

    /// A later line, neither undone nor an undo, that changed a row `id` changed too: undoing
    /// `id` would overwrite what it did.
    pub fn journal_overlap(&self, id: EntryId) -> Result<Option<EntryId>> {
        self.tx
            .query_row(
                "SELECT min(later.entry) FROM journal_change mine
                 JOIN journal_change later ON later.tbl = mine.tbl AND later.key = mine.key
                 JOIN journal j ON j.id = later.entry
                 WHERE mine.entry = ?1 AND later.entry > ?1
                   AND j.undone_by IS NULL AND j.undoes IS NULL",
                [id.0],
                |r| r.get::<_, Option<i64>>(0),
            )
            .map(|o| o.map(EntryId))
            .map_err(|e| self.err(e))
    }

    /// Puts back every row line `id` changed, last change first, and marks it undone by the
    /// open line. Each row must read as the line left it (else another program changed it
    /// since: [`Undo::Stale`]), and a row the line added must not be referred to by other rows
    /// ([`Undo::Referenced`]); on either, the caller refuses and the transaction rolls back.
    /// Only the columns the line recorded are put back: a column a later schema added keeps
    /// its value. Foreign keys are checked at the commit.
    pub fn journal_undo(&self, id: EntryId) -> Result<Undo> {
        let sql = |e| self.err(e);
        self.tx
            .pragma_update(None, "defer_foreign_keys", true)
            .map_err(sql)?;
        let rows: Vec<Stored> = {
            let mut st = self
                .tx
                .prepare(
                    "SELECT tbl, before, after FROM journal_change WHERE entry = ?1
                     ORDER BY seq DESC",
                )
                .map_err(sql)?;
            st.query_map([id.0], |r| {
                Ok(Stored {
                    tbl: r.get(0)?,
                    before: r.get(1)?,
                    after: r.get(2)?,
                })
            })
            .map_err(sql)?
            .collect::<rusqlite::Result<_>>()
            .map_err(sql)?
        };
        for row in rows {
            match self.put_back(&row).map_err(sql)? {
                Undo::Done => {}
                no => return Ok(no),
            }
        }
        let line = self.journal_line()?;
        self.tx
            .execute(
                "UPDATE journal SET undone_by = ?2 WHERE id = ?1",
                params![id.0, line.0],
            )
            .map_err(sql)?;
        self.tx
            .execute(
                "UPDATE journal SET undoes = ?1 WHERE id = ?2",
                params![id.0, line.0],
            )
            .map_err(sql)?;
        Ok(Undo::Done)
    }

    /// The row of `table` whose key is `key` (a column → value map), as a JSON object of all
    /// its columns; `None` when there is none.
    fn row_now(&self, s: &Shape, table: &str, key: &[Value]) -> rusqlite::Result<Option<Json>> {
        let pairs: Vec<String> = s
            .columns
            .iter()
            .map(|c| format!("{}, {}", literal(c), ident(c)))
            .collect();
        let text: Option<String> = self
            .tx
            .query_row(
                &format!(
                    "SELECT json_object({}) FROM main.{} WHERE {}",
                    pairs.join(", "),
                    ident(table),
                    bound(&s.key, 1, " AND ")
                ),
                rusqlite::params_from_iter(key.iter()),
                |r| r.get(0),
            )
            .optional()?;
        Ok(text.and_then(|t| parse(Some(&t)).ok().flatten()))
    }

    /// Whether a row of another table refers to the row of `table` with these values (its
    /// columns as JSON).
    fn referred_to(&self, table: &str, row: &Json) -> rusqlite::Result<bool> {
        let parent_key = shape(self.tx, table)?.key;
        for child in tables(self.tx)? {
            let mut st = self.tx.prepare(
                "SELECT id, \"table\", \"from\", \"to\" FROM pragma_foreign_key_list(?1)",
            )?;
            let links: Vec<(i64, String, String, Option<String>)> = st
                .query_map([&child], |r| {
                    Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
                })?
                .collect::<rusqlite::Result<_>>()?;
            let mut by_fk: std::collections::BTreeMap<i64, Vec<(String, Option<String>)>> =
                Default::default();
            for (id, parent, from, to) in links {
                if parent == table {
                    by_fk.entry(id).or_default().push((from, to));
                }
            }
            for cols in by_fk.values() {
                let froms: Vec<String> = cols.iter().map(|(from, _)| from.clone()).collect();
                let vals: Vec<Value> = cols
                    .iter()
                    .enumerate()
                    .map(|(i, (_, to))| {
                        // No column named: the parent's primary key, in order.
                        to.as_ref()
                            .or_else(|| parent_key.get(i))
                            .and_then(|c| row.get(c))
                            .map(to_value)
                            .unwrap_or(Value::Null)
                    })
                    .collect();
                let found: Option<i64> = self
                    .tx
                    .query_row(
                        &format!(
                            "SELECT 1 FROM main.{} WHERE {} LIMIT 1",
                            ident(&child),
                            bound(&froms, 1, " AND ")
                        ),
                        rusqlite::params_from_iter(vals.iter()),
                        |r| r.get(0),
                    )
                    .optional()?;
                if found.is_some() {
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }

    /// One row back as it was before its change, when it still reads as the change left it.
    fn put_back(&self, row: &Stored) -> rusqlite::Result<Undo> {
        let s = shape(self.tx, &row.tbl)?;
        let (Ok(before), Ok(after)) = (parse(row.before.as_deref()), parse(row.after.as_deref()))
        else {
            return Ok(Undo::Stale);
        };
        let t = ident(&row.tbl);
        let key_of = |m: &Json| -> Vec<Value> {
            s.key
                .iter()
                .map(|c| m.get(c).map(to_value).unwrap_or(Value::Null))
                .collect()
        };
        // As the line left it: every column it recorded still has that value.
        let same = |now: &Json, then: &Json| then.iter().all(|(c, v)| now.get(c) == Some(v));
        // The columns the line recorded that the table has now, with their values.
        let recorded = |m: &Json| -> Vec<(String, Value)> {
            s.columns
                .iter()
                .filter_map(|c| m.get(c).map(|v| (c.clone(), to_value(v))))
                .collect()
        };
        let changed = match (before, after) {
            // Inserted: delete it, unless another row refers to it.
            (None, Some(after)) => {
                match self.row_now(&s, &row.tbl, &key_of(&after))? {
                    Some(now) if same(&now, &after) => {}
                    _ => return Ok(Undo::Stale),
                }
                if self.referred_to(&row.tbl, &after)? {
                    return Ok(Undo::Referenced);
                }
                self.tx.execute(
                    &format!("DELETE FROM main.{t} WHERE {}", bound(&s.key, 1, " AND ")),
                    rusqlite::params_from_iter(key_of(&after)),
                )?
            }
            // Deleted: insert it again, if its key is still free.
            (Some(before), None) => {
                if self.row_now(&s, &row.tbl, &key_of(&before))?.is_some() {
                    return Ok(Undo::Stale);
                }
                let (cols, vals): (Vec<String>, Vec<Value>) = recorded(&before).into_iter().unzip();
                let names: Vec<String> = cols.iter().map(|c| ident(c)).collect();
                let marks: Vec<String> = (1..=cols.len()).map(|i| format!("?{i}")).collect();
                self.tx.execute(
                    &format!(
                        "INSERT INTO main.{t} ({}) VALUES ({})",
                        names.join(", "),
                        marks.join(", ")
                    ),
                    rusqlite::params_from_iter(vals),
                )?
            }
            // Changed: the recorded columns back, found by the key the row has now.
            (Some(before), Some(after)) => {
                match self.row_now(&s, &row.tbl, &key_of(&after))? {
                    Some(now) if same(&now, &after) => {}
                    _ => return Ok(Undo::Stale),
                }
                let (cols, mut vals): (Vec<String>, Vec<Value>) =
                    recorded(&before).into_iter().unzip();
                vals.extend(key_of(&after));
                self.tx.execute(
                    &format!(
                        "UPDATE main.{t} SET {} WHERE {}",
                        bound(&cols, 1, ", "),
                        bound(&s.key, cols.len() + 1, " AND ")
                    ),
                    rusqlite::params_from_iter(vals),
                )?
            }
            (None, None) => return Ok(Undo::Stale),
        };
        Ok(if changed == 1 {
            Undo::Done
        } else {
            Undo::Stale
        })
    }
}

/// A row as the journal keeps it: column → value.
type Json = serde_json::Map<String, serde_json::Value>;

/// A stored row (`None`: no row), or `Err` when the text is not a JSON object.
fn parse(text: Option<&str>) -> std::result::Result<Option<Json>, ()> {
    match text {
        None => Ok(None),
        Some(t) => serde_json::from_str::<serde_json::Value>(t)
            .ok()
            .and_then(|v| v.as_object().cloned())
            .map(Some)
            .ok_or(()),
    }
}

/// What an undo found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undo {
    /// Every row is back.
    Done,
    /// A row no longer reads as the line left it: changed since, outside the journal.
    Stale,
    /// A row the line added is referred to by other rows (a registry player entered in another
    /// tournament since).
    Referenced,
}
