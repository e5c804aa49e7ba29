-- Schema version 3 (migrations/0003_trf.sql): Black on board 1 of round 1 (an imported TRF),
-- and FIDE titles beside the Kazakh ranks. Read back by tests/it/migrations.rs (`v3`).
UPDATE tournament SET first_white = 0 WHERE id = 1;
UPDATE entry SET fide_title = 'WGM' WHERE tournament_id = 1 AND player_id = 1;
UPDATE entry SET fide_title = 'FM' WHERE tournament_id = 1 AND player_id = 2;
UPDATE entry SET fide_title = 'WIM' WHERE tournament_id = 2 AND player_id = 1;
UPDATE entry SET fide_title = 'WCM' WHERE tournament_id = 2 AND player_id = 8;
