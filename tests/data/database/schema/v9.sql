-- Schema version 9 (migrations/0009_pending_boards.sql): an index only, no new table or
-- column. Read back by tests/it/migrations.rs (`v9`): the pending counts it serves.
SELECT 1;
