-- Schema version 7 (migrations/0007_acceleration.sql): the Swiss paired with the Baku
-- acceleration. Read back by tests/it/migrations.rs (`v7`).
UPDATE tournament SET acceleration = 'baku' WHERE id = 1;
