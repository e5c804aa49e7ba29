-- Schema version 6 (migrations/0006_federation.sql): events, the tournaments' team and prize
-- settings, explicit teams, categories, prizes and the rating history. Read back by
-- tests/it/migrations.rs (`v6`).
INSERT INTO event (id, name, venue, start_date, end_date, team_by, team_scoring, team_best,
        place_points) VALUES
    (1, 'Қазақстан чемпионаты', 'Астана', '2025-04-01', '2025-04-10', 'club', 'places', 2,
        '10,7,5,3'),
    (2, 'Облыс кубогы', NULL, NULL, NULL, 'team', 'best', 4, NULL);

UPDATE tournament SET event_id = 1, team_by = 'team', team_best = 2, team_tiebreaks = 'total,next',
    prize_ties = 'hort', prize_precedence = 'category' WHERE id = 1;
UPDATE tournament SET event_id = 1, team_by = 'club', team_best = 1, team_tiebreaks = 'best',
    prize_ties = 'tiebreak' WHERE id = 2;

UPDATE player SET team = 'Жастар' WHERE id IN (1, 2);
UPDATE player SET team = 'Ардагерлер' WHERE id = 6;

INSERT INTO category (tournament_id, name, position, sex, born_from, born_to, rating_min,
        rating_max, titles, region, club) VALUES
    (1, 'Қыздар U18', 2, 'w', '2007-04-02', NULL, NULL, 2000, '1 разряд,КМС', 'Шымкент', NULL),
    (1, 'Ардагерлер 50+', 1, 'm', NULL, '1975-04-01', 1500, NULL, NULL, NULL, 'Барыс');

INSERT INTO prize (tournament_id, category, place, amount, label, shared) VALUES
    (1, '', 1, 100000, 'Кубок', 1),
    (1, '', 2, 50000, NULL, 0),
    (1, 'Қыздар U18', 1, 0, 'Медаль', 1),
    (1, 'Ардагерлер 50+', 1, 20000, NULL, 1);

-- Player 4's first tournament has been deleted since (no id, its name kept).
INSERT INTO rating_change (id, tournament_id, tournament_name, player_id, applied, k, before,
        change, after) VALUES
    (1, NULL, 'Қысқы турнир', 4, 1, 40, NULL, -15, NULL),
    (2, 1, 'Көктем кубогы', 1, 2, 20, 2138, 12, 2150);
