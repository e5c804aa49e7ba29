-- Schema version 12 (migrations/0012_teams.sql): team tournaments. Tournament 2 (an individual
-- one: no boards) holds a team of two whose roster lists start number 2 before 1, and a line-up
-- for round 9 with its board left empty; its match points are changed but stay unused. Read
-- back by tests/it/migrations.rs (`v12`).
INSERT INTO team (tournament_id, no, name, short, region) VALUES (2, 1, 'Алматы', 'ALM', 'Алматы облысы');
UPDATE entry SET team_no = 1, roster = 1 WHERE tournament_id = 2 AND start_no = 2;
UPDATE entry SET team_no = 1, roster = 2 WHERE tournament_id = 2 AND start_no = 1;
UPDATE tournament SET match_win = 3, match_tiebreaks = 'EDE' WHERE id = 2;
INSERT INTO lineup (tournament_id, round, team_no, board, player_id) VALUES (2, 9, 1, 1, NULL);
