-- Orda schema, version 1: the player registry and tournaments.
--
-- Migrations are append-only: never edit a released file, add the next one.
-- Points are stored in half-points (1 point = 2) so that every score is an integer.

-- The registry: one row per person, shared by every tournament.
CREATE TABLE player (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    sex         TEXT    CHECK (sex IN ('m', 'w')),
    birth       TEXT,                      -- YYYY-MM-DD
    title       TEXT,                      -- ЗМС, МСМК, МС, КМС, 1 разряд, ...
    rating      INTEGER CHECK (rating >= 0),
    region      TEXT,                      -- region or federation
    club        TEXT,
    external_id TEXT                       -- e.g. a national or FIDE id
);

CREATE TABLE tournament (
    id            INTEGER PRIMARY KEY,
    name          TEXT    NOT NULL,
    venue         TEXT,
    start_date    TEXT,                    -- YYYY-MM-DD
    end_date      TEXT,
    chief_arbiter TEXT,
    game          TEXT    NOT NULL DEFAULT 'togyzkumalak' CHECK (game IN ('togyzkumalak', 'tumicarona')),
    system        TEXT    NOT NULL CHECK (system IN ('rr', 'drr', 'swiss')),
    rounds        INTEGER NOT NULL CHECK (rounds > 0),
    time_control  TEXT,
    bye_points    INTEGER NOT NULL DEFAULT 2 CHECK (bye_points IN (0, 1, 2)),  -- half-points for a pairing-allocated bye
    tiebreaks     TEXT    NOT NULL,        -- ordered FIDE codes, comma-separated: 'DE,WIN,SB'
    tiebreak_rules TEXT   NOT NULL DEFAULT '2026' CHECK (tiebreak_rules IN ('2024', '2026'))  -- FIDE C.07 version
);

-- A player in a tournament. Starting numbers are unique per tournament and may be changed
-- until round 1 is paired. Rating and title are copied here when the player enters, so that a
-- later change in the registry does not rewrite a finished tournament.
CREATE TABLE entry (
    tournament_id  INTEGER NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    player_id      INTEGER NOT NULL REFERENCES player (id),
    start_no       INTEGER NOT NULL CHECK (start_no > 0),
    rating         INTEGER CHECK (rating >= 0),
    title          TEXT,
    withdrawn_from INTEGER CHECK (withdrawn_from > 0),   -- first round the player no longer plays
    PRIMARY KEY (tournament_id, player_id),
    UNIQUE (tournament_id, start_no)
);
CREATE INDEX entry_player ON entry (player_id);

CREATE TABLE round (
    tournament_id INTEGER NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    number        INTEGER NOT NULL CHECK (number > 0),
    PRIMARY KEY (tournament_id, number)
);

-- One board of a round. `result` is NULL until entered: '1-0', '=', '0-1', '+/-', '-/+', '-/-'.
-- `score` is the game score as given; `verdict` the engine's one-line judgement of it;
-- `warning` is set when the arbiter's result stands against the score.
CREATE TABLE pairing (
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    board         INTEGER NOT NULL CHECK (board > 0),
    white         INTEGER NOT NULL,        -- player id
    black         INTEGER NOT NULL,
    result        TEXT    CHECK (result IN ('1-0', '=', '0-1', '+/-', '-/+', '-/-')),
    score         TEXT,
    verdict       TEXT,
    warning       TEXT,
    PRIMARY KEY (tournament_id, round, board),
    FOREIGN KEY (tournament_id, round) REFERENCES round (tournament_id, number) ON DELETE CASCADE,
    FOREIGN KEY (tournament_id, white) REFERENCES entry (tournament_id, player_id),
    FOREIGN KEY (tournament_id, black) REFERENCES entry (tournament_id, player_id),
    CHECK (white <> black)
);
CREATE INDEX pairing_white ON pairing (tournament_id, white);
CREATE INDEX pairing_black ON pairing (tournament_id, black);

-- A player not paired in a round: 'pab' pairing-allocated bye, 'half' requested half-point
-- bye, 'zero' zero-point bye (absent), 'rest' the round-robin dummy's opponent (no points).
-- A requested bye may be entered before its round is paired, so it refers to the tournament,
-- not to the round.
CREATE TABLE bye (
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    player_id     INTEGER NOT NULL,
    kind          TEXT    NOT NULL CHECK (kind IN ('pab', 'half', 'zero', 'rest')),
    PRIMARY KEY (tournament_id, round, player_id),
    FOREIGN KEY (tournament_id) REFERENCES tournament (id) ON DELETE CASCADE,
    FOREIGN KEY (tournament_id, player_id) REFERENCES entry (tournament_id, player_id),
    CHECK (round > 0)
);
CREATE INDEX bye_player ON bye (tournament_id, player_id);
