-- Schema version 4 (migrations/0004_verdict_data.sql). First what Orda's own conversion
-- (src/store/migrate.rs, `verdicts_to_data`) left when it ran after the migration: the sentences
-- of v1.sql as data, then the sentence columns dropped. A database of version 1 to 3 gets the
-- same from Orda itself, and tests/it/migrations.rs (`v1`) expects the same for both.
UPDATE pairing SET verdict_kind = 'valid', verdict_ply = 2, verdict_token = '1-0'
    WHERE tournament_id = 1 AND round = 1 AND board IN (1, 2);
UPDATE pairing SET warning_kind = 'outcome' WHERE tournament_id = 1 AND round = 1 AND board = 2;
UPDATE pairing SET verdict_kind = 'invalid', verdict_ply = 4, verdict_token = '98(22)',
    warning_kind = 'invalid' WHERE tournament_id = 1 AND round = 1 AND board = 3;
UPDATE pairing SET verdict_kind = 'valid', verdict_ply = 3, warning_kind = 'forfeit-moves'
    WHERE tournament_id = 1 AND round = 2 AND board = 2;
UPDATE pairing SET verdict_kind = 'withdrawal' WHERE tournament_id = 1 AND round = 2 AND board = 3;
ALTER TABLE pairing DROP COLUMN verdict;
ALTER TABLE pairing DROP COLUMN warning;

-- Then a round stored by Orda of version 4: an invalid declared result (no ply) kept with a
-- warning. Read back by tests/it/migrations.rs (`v4`).
INSERT INTO round (tournament_id, number) VALUES (2, 3);
INSERT INTO pairing (tournament_id, round, board, white, black, result, score, verdict_kind,
        verdict_ply, verdict_token, warning_kind) VALUES
    (2, 3, 1, 9, 1, '1-0', '1. b4-c4 0-1', 'invalid', NULL, '0-1', 'invalid');
INSERT INTO bye (tournament_id, round, player_id, kind) VALUES (2, 3, 8, 'rest');
