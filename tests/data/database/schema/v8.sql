-- Schema version 8 (migrations/0008_trf_dialects.sql): TRF records kept as written, and a
-- forfeit recorded without colours. Read back by tests/it/migrations.rs (`v8`).
UPDATE tournament SET trf_records = '092 Individual: Swiss-System' || char(10)
    || 'XXS W=1.0 D=0.5' || char(10) || '082 7' WHERE id = 1;
UPDATE pairing SET no_colour = 1 WHERE tournament_id = 1 AND round = 2 AND board = 3;
