-- Schema version 11 (migrations/0011_hall.sql): the hall network. Tournament 1 takes reports,
-- checks in before each round and enters what both players confirmed; a player's code (the code
-- 7K2QH-9XW4M), an assistant's for every tournament (revoked), a locked one; a report of round 2,
-- board 1 answered otherwise. Read back by tests/it/migrations.rs (`v11`).
INSERT INTO hall (tournament_id, reports, check_in, accept_confirmed) VALUES (1, 1, 'each', 1);
INSERT INTO access_code (id, tournament_id, role, player_id, name, salt, hash, made_at, revoked_at,
                         wrong_tries, locked_at) VALUES
    (1, 1, 'player', 2, '', '000102030405060708090a0b0c0d0e0f', 'e5ba4c84727a25414825d5da9e41952b46a8f6d61d79f7d2602977ff2467af3b', '2026-11-27T10:00:00Z', NULL, 2, NULL),
    (2, NULL, 'assistant', NULL, 'Марат', 'ffffffffffffffffffffffffffffffff', '76d5b5a27205ff7e38cb0fb6bb62c754658f6bd9ca1e0f1c14d0cc7cdcc69510', '2026-11-27T10:01:00Z',
        '2026-11-27T12:00:00Z', 0, NULL),
    (3, 1, 'player', 3, '', '000102030405060708090a0b0c0d0e0f', '76d5b5a27205ff7e38cb0fb6bb62c754658f6bd9ca1e0f1c14d0cc7cdcc69510', '2026-11-27T10:00:00Z', NULL, 10,
        '2026-11-27T11:00:00Z');
INSERT INTO incoming (id, tournament_id, round, board, kind, player_id, from_code, body,
                      confirmed_by, status, at, decided_at) VALUES
    (1, 1, 2, 1, 'result', 2, 1, '{"result":"1-0","answer":"="}', 3, 'disagreed',
        '2026-11-27T10:30:00Z', NULL);
