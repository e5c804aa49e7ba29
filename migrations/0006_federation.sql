-- Orda schema, version 6: federation events (docs/prizes.md, docs/teams.md, docs/events.md).
--
-- An event (a championship) groups tournaments, its sections, each paired on its own; its team
-- standing adds the sections up. Categories and prizes belong to a tournament; the rating
-- history belongs to the registry.

CREATE TABLE event (
    id           INTEGER PRIMARY KEY,
    name         TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    venue        TEXT,
    start_date   TEXT,                     -- YYYY-MM-DD
    end_date     TEXT,
    team_by      TEXT    NOT NULL DEFAULT 'region' CHECK (team_by IN ('region', 'club', 'team')),
    team_scoring TEXT    NOT NULL DEFAULT 'best'   CHECK (team_scoring IN ('best', 'places')),
    team_best    INTEGER NOT NULL DEFAULT 3 CHECK (team_best > 0),
    place_points TEXT                      -- 'places': points for 1st, 2nd, ... comma-separated
);

ALTER TABLE tournament ADD COLUMN event_id INTEGER REFERENCES event (id);
-- Team standings of the tournament's own players: who is a team, how many count, the ties.
ALTER TABLE tournament ADD COLUMN team_by TEXT NOT NULL DEFAULT 'region' CHECK (team_by IN ('region', 'club', 'team'));
ALTER TABLE tournament ADD COLUMN team_best INTEGER NOT NULL DEFAULT 3 CHECK (team_best > 0);
ALTER TABLE tournament ADD COLUMN team_tiebreaks TEXT NOT NULL DEFAULT 'next,best';
-- How tied players' prize money goes: 'equal' shared equally, 'tiebreak' by the tie-breaks,
-- 'hort' half each way.
ALTER TABLE tournament ADD COLUMN prize_ties TEXT NOT NULL DEFAULT 'equal' CHECK (prize_ties IN ('equal', 'tiebreak', 'hort'));
-- Among prizes of equal value, which a player takes first: 'overall' or 'category' prizes.
ALTER TABLE tournament ADD COLUMN prize_precedence TEXT NOT NULL DEFAULT 'overall' CHECK (prize_precedence IN ('overall', 'category'));

-- An explicit team (a school, a sports society) beside region and club.
ALTER TABLE player ADD COLUMN team TEXT;

-- A category of a tournament: every condition given must hold (NULL: any).
CREATE TABLE category (
    tournament_id INTEGER NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    name          TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    position      INTEGER NOT NULL,        -- the order of precedence among equal prizes
    sex           TEXT    CHECK (sex IN ('m', 'w')),
    born_from     TEXT,                    -- YYYY-MM-DD, inclusive
    born_to       TEXT,
    rating_min    INTEGER CHECK (rating_min >= 0),
    rating_max    INTEGER CHECK (rating_max >= 0),
    titles        TEXT,                    -- titles as stored, comma-separated
    region        TEXT,
    club          TEXT,
    PRIMARY KEY (tournament_id, name)
);

-- A prize: a place in the overall standings (category '') or in a category.
CREATE TABLE prize (
    tournament_id INTEGER NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    category      TEXT    NOT NULL DEFAULT '',
    place         INTEGER NOT NULL CHECK (place > 0),
    amount        INTEGER NOT NULL DEFAULT 0 CHECK (amount >= 0),   -- money, whole units
    label         TEXT,                                             -- a cup, a medal, a diploma
    shared        INTEGER NOT NULL DEFAULT 1 CHECK (shared IN (0, 1)),
    PRIMARY KEY (tournament_id, category, place)
);

-- Ratings carried across tournaments: one row per player per applied tournament. Kept when the
-- tournament is deleted (its name is here; its id becomes NULL, so that a new tournament given
-- the same id is not taken for it). A player with a history stays in the registry.
CREATE TABLE rating_change (
    id              INTEGER PRIMARY KEY,
    tournament_id   INTEGER REFERENCES tournament (id) ON DELETE SET NULL,
    tournament_name TEXT    NOT NULL,
    player_id       INTEGER NOT NULL REFERENCES player (id),
    applied         INTEGER NOT NULL,      -- 1 for the first tournament applied, 2 ...
    k               INTEGER NOT NULL,
    before          INTEGER,               -- the registry's rating before (NULL: none)
    change          INTEGER NOT NULL,
    after           INTEGER,
    UNIQUE (tournament_id, player_id)
);
CREATE INDEX rating_change_player ON rating_change (player_id);
