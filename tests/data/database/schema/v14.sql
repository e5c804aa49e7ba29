-- Schema version 14 (migrations/0014_on_the_record.sql): adjourned games and corrections
-- for the rating report only. Board 1 of tournament 1's round 1 was adjourned, and its result
-- entered when two rounds were paired; board 2 of its round 2 counts as 1-0 for rating only;
-- tournament 2's pair is kept apart in rounds 1-2 only; tournament 1's round 1 is dated.
-- Read back by tests/it/migrations.rs (`v14`).
UPDATE pairing SET adjourned = 2 WHERE tournament_id = 1 AND round = 1 AND board = 1;
UPDATE pairing SET rating_result = '1-0' WHERE tournament_id = 1 AND round = 2 AND board = 2;
UPDATE forbidden_pair SET first_round = 1, last_round = 2 WHERE tournament_id = 2;
UPDATE round SET date = '2026-03-01' WHERE tournament_id = 1 AND number = 1;
