-- Schema version 13 (migrations/0013_rules_mode.sql): rules mode. Tournament 2 left it after
-- round 1 was paired; tournament 1 is still in it. Read back by tests/it/migrations.rs (`v13`).
UPDATE tournament SET rules_left_after = 1 WHERE id = 2;
