-- Schema version 14 (migrations/0014_adjourned.sql): adjourned games. Board 1 of tournament 1's
-- round 1 was adjourned, and its result entered when two rounds were paired. Read back by
-- tests/it/migrations.rs (`v14`).
UPDATE pairing SET adjourned = 2 WHERE tournament_id = 1 AND round = 1 AND board = 1;
