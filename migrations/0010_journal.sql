-- Orda schema, version 10: the journal, one line per change (docs/journal.md). Every operation
-- the window, the command line or the web applies is appended here in its own transaction:
-- when, who, from where, the operation as data, and each row it changed (before and after),
-- which is enough to show it and to undo it.
CREATE TABLE journal (
    id            INTEGER PRIMARY KEY,
    at            TEXT    NOT NULL,        -- UTC, YYYY-MM-DDTHH:MM:SSZ
    who           TEXT    NOT NULL,        -- the computer's user (later: a helper's name)
    face          TEXT    NOT NULL CHECK (face IN ('window', 'cli', 'web', 'upgrade', 'other')),
    tournament_id INTEGER,                 -- no reference: the journal outlives a deletion
    kind          TEXT    NOT NULL,        -- the operation: 'enter-results', 'pair-round', ...
    subject       TEXT    NOT NULL DEFAULT '"none"',  -- what it was about, as JSON
    op            TEXT    NOT NULL,        -- the operation as JSON
    undoes        INTEGER REFERENCES journal (id),
    undone_by     INTEGER REFERENCES journal (id)
);
CREATE INDEX journal_by_tournament ON journal (tournament_id, id);
-- Each row an operation inserted, changed or deleted: the table, the row's primary key, and
-- the row before (NULL: inserted) and after (NULL: deleted) as JSON objects.
CREATE TABLE journal_change (
    seq    INTEGER PRIMARY KEY,
    entry  INTEGER NOT NULL REFERENCES journal (id),
    tbl    TEXT    NOT NULL,
    key    TEXT    NOT NULL,
    before TEXT,
    after  TEXT
);
CREATE INDEX journal_change_by_entry ON journal_change (entry, seq);
CREATE INDEX journal_change_by_row ON journal_change (tbl, key, entry);
-- A database upgraded from an earlier version says where its journal starts: what was done
-- before is not in it.
INSERT INTO journal (at, who, face, kind, op)
SELECT strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), '', 'upgrade', 'journal-started', '{}'
WHERE EXISTS (SELECT 1 FROM tournament) OR EXISTS (SELECT 1 FROM player)
   OR EXISTS (SELECT 1 FROM event);
