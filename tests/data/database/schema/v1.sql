-- Schema version 1 (migrations/0001_tournaments.sql), as Orda of that version wrote it: the
-- registry, a Swiss and a double round-robin with their entries, rounds, boards and byes, the
-- verdicts and warnings as the English sentences of that time. Read back by
-- tests/it/migrations.rs (`v1`): change both together.
INSERT INTO player (id, name, sex, birth, title, rating, region, club, external_id) VALUES
    (1, 'Әсел Нұрланқызы', 'w', '2001-02-03', 'МС', 2150, 'Алматы', 'Тұлпар', 'KZ-0001'),
    (2, 'Болат Серікұлы', 'm', '1999', 'КМС', 2040, 'Астана', 'Барыс', 'KZ-0002'),
    (3, 'Дина Ержанқызы', 'w', '2010-11-12', '1 разряд', 1905, 'Шымкент', NULL, NULL),
    (4, 'Ерлан Асқарұлы', 'm', NULL, NULL, NULL, NULL, NULL, NULL),
    (5, 'Жанар Бекқызы', 'w', '1972-05-06', 'ЗМС', 1880, 'Алматы', 'Тұлпар', 'KZ-0005'),
    (6, 'Қайрат Омарұлы', 'm', '1968-09-10', NULL, 1750, 'Астана', 'Барыс', NULL),
    (7, 'Мәди Тоқтарұлы', 'm', '2008-01-01', '2 разряд', 1600, 'Шымкент', NULL, 'KZ-0007'),
    (8, 'Nina Sokolova', 'w', '1990-07-07', NULL, 1500, 'Қарағанды', 'Шахтёр', NULL),
    (9, 'Oleg Petrov', 'm', '1985', NULL, NULL, 'Қарағанды', NULL, NULL);

INSERT INTO tournament (id, name, venue, start_date, end_date, chief_arbiter, game, system, rounds,
        time_control, bye_points, tiebreaks, tiebreak_rules) VALUES
    (1, 'Көктем кубогы', 'Алматы', '2025-04-01', '2025-04-05', 'Ғ. Бекұлы', 'togyzkumalak',
        'swiss', 5, '90''+30"', 1, 'DE,WIN,BH-C1', '2024'),
    (2, 'Tumicarona open', NULL, NULL, NULL, NULL, 'tumicarona', 'drr', 6, NULL, 0, 'SB,KS', '2026');

-- Starting numbers are not the player ids; rating and title at entry may differ from the
-- registry's.
INSERT INTO entry (tournament_id, player_id, start_no, rating, title, withdrawn_from) VALUES
    (1, 1, 3, 2138, 'МС', NULL),
    (1, 2, 1, 2040, 'КМС', NULL),
    (1, 3, 2, 1905, '1 разряд', NULL),
    (1, 4, 5, NULL, NULL, NULL),
    (1, 5, 4, 1880, 'ЗМС', NULL),
    (1, 6, 7, 1750, NULL, 2),
    (1, 7, 6, 1600, '2 разряд', NULL),
    (2, 1, 1, 2150, 'МС', NULL),
    (2, 8, 2, 1500, NULL, NULL),
    (2, 9, 3, NULL, '3 разряд', NULL);

INSERT INTO round (tournament_id, number) VALUES (1, 1), (1, 2), (2, 1), (2, 2);

INSERT INTO pairing (tournament_id, round, board, white, black, result, score, verdict, warning) VALUES
    (1, 1, 1, 1, 4, '1-0', '1. 87(10) 87(10) 1-0',
        'valid, 1-0 (Black resigned or lost by the arbiter (time, default)), 2 plies, kazans 10-10',
        NULL),
    (1, 1, 2, 5, 2, '0-1', '1. 87(10) 87(10) 1-0',
        'valid, 1-0 (Black resigned or lost by the arbiter (time, default)), 2 plies, kazans 10-10',
        'the score contradicts the result: the result is 0-1 but the score gives 1-0 (Black resigned or lost by the arbiter (time, default)); the arbiter''s result stands'),
    (1, 1, 3, 3, 6, '1-0', '1. 87(10) 87(10) 2. 22 98(22) 1-0',
        'invalid: /tmp/a:b.pgn:5:14: move 2… 98(22): the last kumalak lands in otau 7',
        'the score contradicts the result: the score is invalid (invalid: /tmp/a:b.pgn:5:14: move 2… 98(22): the last kumalak lands in otau 7); the arbiter''s result stands'),
    (1, 2, 1, 2, 1, '=', NULL, NULL, NULL),
    (1, 2, 2, 4, 3, '-/+', '1. 87(10) 87(10) 2. 22',
        'valid, * (unfinished), 3 plies, kazans 10-12',
        'the score contradicts the result: a forfeited game has no moves, but the score has 3 plies; the arbiter''s result stands'),
    (1, 2, 3, 7, 6, '+/-', NULL, 'forfeit: a player withdrew', NULL),
    (2, 1, 1, 8, 9, '-/-', NULL, NULL, NULL),
    (2, 2, 1, 1, 8, NULL, NULL, NULL, NULL);

-- Round 5 of the Swiss is not paired: its bye was requested ahead.
INSERT INTO bye (tournament_id, round, player_id, kind) VALUES
    (1, 1, 7, 'pab'),
    (1, 2, 5, 'half'),
    (1, 5, 3, 'zero'),
    (2, 1, 1, 'rest'),
    (2, 2, 9, 'rest');
