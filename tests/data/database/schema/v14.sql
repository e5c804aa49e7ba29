-- Schema version 14 (migrations/0014_adjourned_rating_only.sql): adjourned games and corrections
-- for the rating report only. Board 1 of tournament 1's round 1 was adjourned, and its result
-- entered when two rounds were paired; board 2 of its round 2 counts as 1-0 for rating only.
-- Read back by tests/it/migrations.rs (`v14`).
UPDATE pairing SET adjourned = 2 WHERE tournament_id = 1 AND round = 1 AND board = 1;
UPDATE pairing SET rating_result = '1-0' WHERE tournament_id = 1 AND round = 2 AND board = 2;
