-- Schema version 10 (migrations/0010_journal.sql): the journal. A line of results entered with
-- the board it changed. Read back by tests/it/migrations.rs (`v10`).
INSERT INTO journal (id, at, who, face, tournament_id, kind, subject, op)
VALUES (100, '2026-11-27T10:00:00Z', 'Arbiter', 'cli', 1, 'enter-results', '{"board":[1,3]}',
        '{"enter-results":{}}');
INSERT INTO journal_change (entry, tbl, key, before, after)
VALUES (100, 'pairing', '[1,1,3]',
        '{"tournament_id":1,"round":1,"board":3,"result":"1-0"}',
        '{"tournament_id":1,"round":1,"board":3,"result":"="}');
