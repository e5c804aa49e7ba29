-- Schema version 15 (migrations/0015_explain.sql): tournament 1's players' pages say why each
-- is paired as he is. Read back by tests/it/migrations.rs (`v15`).
UPDATE hall SET explain = 1 WHERE tournament_id = 1;
