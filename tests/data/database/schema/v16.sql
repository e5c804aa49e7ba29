-- Schema version 16 (migrations/0016_arbiter.sql): the arbiter's name kept with the database,
-- the journal's who. Read back by tests/it/migrations.rs (`v16`).
INSERT INTO arbiter (id, name) VALUES (1, 'Марат Сейітов');
