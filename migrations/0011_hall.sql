-- Orda schema, version 11: the hall network (docs/access.md). The codes with which assistant
-- arbiters and players change data from a browser on the hall's network, what they sent
-- (waiting for the other player or the chief arbiter), and each tournament's settings for it.
-- Codes are never stored: a random salt and SHA-256(salt bytes ‖ code), both in hex (the
-- journal keeps rows as JSON, which holds no BLOB).
CREATE TABLE hall (
    tournament_id    INTEGER PRIMARY KEY REFERENCES tournament (id) ON DELETE CASCADE,
    reports          INTEGER NOT NULL DEFAULT 0 CHECK (reports IN (0, 1)),  -- players' codes work
    check_in         TEXT    NOT NULL DEFAULT 'off' CHECK (check_in IN ('off', 'first', 'each')),
    accept_confirmed INTEGER NOT NULL DEFAULT 0 CHECK (accept_confirmed IN (0, 1))  -- entered once both agree
);

CREATE TABLE access_code (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER REFERENCES tournament (id) ON DELETE CASCADE,  -- NULL: every tournament
    role          TEXT    NOT NULL CHECK (role IN ('assistant', 'player')),
    player_id     INTEGER,                 -- a player's code: his entry in the tournament
    name          TEXT    NOT NULL DEFAULT '',  -- an assistant's name
    salt          TEXT    NOT NULL CHECK (length(salt) = 32),
    hash          TEXT    NOT NULL CHECK (length(hash) = 64),
    made_at       TEXT    NOT NULL,        -- UTC, YYYY-MM-DDTHH:MM:SSZ
    revoked_at    TEXT,
    wrong_tries   INTEGER NOT NULL DEFAULT 0 CHECK (wrong_tries >= 0),
    locked_at     TEXT,                    -- locked after too many wrong tries
    FOREIGN KEY (tournament_id, player_id) REFERENCES entry (tournament_id, player_id) ON DELETE CASCADE,
    CHECK (role = 'player' OR player_id IS NULL),
    CHECK (role = 'assistant' OR (player_id IS NOT NULL AND tournament_id IS NOT NULL))
);
CREATE INDEX access_code_of_tournament ON access_code (tournament_id, role);
CREATE INDEX access_code_of_player ON access_code (tournament_id, player_id);

-- What the hall sent: one row per board's report (the opponent's answer on the same row), per
-- check-in, per bye asked for, per score. `body` is JSON: {"result":"1-0","answer":"="}, ...
CREATE TABLE incoming (
    id            INTEGER PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round > 0),
    board         INTEGER CHECK (board > 0),           -- NULL: a check-in, a bye asked for
    kind          TEXT    NOT NULL CHECK (kind IN ('check-in', 'result', 'score', 'bye')),
    player_id     INTEGER NOT NULL,                    -- who sent it (or was checked in)
    from_code     INTEGER REFERENCES access_code (id) ON DELETE CASCADE,  -- NULL: the chief arbiter
    body          TEXT    NOT NULL DEFAULT '{}' CHECK (json_valid(body)),
    confirmed_by  INTEGER REFERENCES access_code (id) ON DELETE SET NULL,  -- the opponent's code
    status        TEXT    NOT NULL CHECK (status IN ('waiting', 'confirmed', 'disagreed', 'accepted', 'rejected')),
    at            TEXT    NOT NULL,
    decided_at    TEXT,
    FOREIGN KEY (tournament_id, player_id) REFERENCES entry (tournament_id, player_id) ON DELETE CASCADE
);
CREATE INDEX incoming_of_round ON incoming (tournament_id, round, board);
CREATE INDEX incoming_of_player ON incoming (tournament_id, player_id);
CREATE INDEX incoming_from ON incoming (from_code);
CREATE INDEX incoming_confirmed ON incoming (confirmed_by);
