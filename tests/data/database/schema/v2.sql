-- Schema version 2 (migrations/0002_forbidden_pairs.sql): pairs kept apart, by player id, lower
-- id first. Read back by tests/it/migrations.rs (`v2`).
INSERT INTO forbidden_pair (tournament_id, a, b) VALUES (1, 1, 2), (1, 3, 7), (2, 8, 9);
