-- Orda schema, version 12: team tournaments (docs/teams.md). A tournament with `boards` set is
-- a team tournament: its rounds are matches between teams, each of `boards` games. The games
-- stay ordinary `pairing` rows (results, scores, verdicts and the journal work as for any
-- game); board `b` of match `m` is stored as board `(m - 1) * boards + b` of its round.
ALTER TABLE tournament ADD COLUMN boards INTEGER CHECK (boards BETWEEN 1 AND 50);  -- NULL: individual
ALTER TABLE tournament ADD COLUMN match_win INTEGER NOT NULL DEFAULT 2 CHECK (match_win >= 0);
ALTER TABLE tournament ADD COLUMN match_draw INTEGER NOT NULL DEFAULT 1 CHECK (match_draw >= 0);
ALTER TABLE tournament ADD COLUMN match_loss INTEGER NOT NULL DEFAULT 0 CHECK (match_loss >= 0);
ALTER TABLE tournament ADD COLUMN ranked_by TEXT NOT NULL DEFAULT 'mp' CHECK (ranked_by IN ('mp', 'gp'));
ALTER TABLE tournament ADD COLUMN match_tiebreaks TEXT NOT NULL DEFAULT '';  -- a team tournament's, FIDE-TEC codes: 'MPVGP,EDE,EMGSB'

-- A team of a team tournament. `no` is its pairing number (TPN, C.04.6 1.1).
CREATE TABLE team (
    tournament_id INTEGER NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    no            INTEGER NOT NULL CHECK (no > 0),
    name          TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    short         TEXT,                    -- a short name or code (TRF-2026 310's nickname)
    region        TEXT,
    PRIMARY KEY (tournament_id, no),
    UNIQUE (tournament_id, name)
);

-- A player's team and his place in its roster (1 = board 1; reserves after the boards).
ALTER TABLE entry ADD COLUMN team_no INTEGER;
ALTER TABLE entry ADD COLUMN roster INTEGER CHECK (roster > 0);
CREATE INDEX entry_team ON entry (tournament_id, team_no);

-- A match of a paired round: `first` is named first and has White on board 1; `second` is
-- NULL for a team not paired (the pairing-allocated bye of a Swiss, the rest of a round-robin).
CREATE TABLE team_match (
    tournament_id INTEGER NOT NULL,
    round         INTEGER NOT NULL,
    match         INTEGER NOT NULL CHECK (match > 0),
    first         INTEGER NOT NULL,
    second        INTEGER,
    PRIMARY KEY (tournament_id, round, match),
    FOREIGN KEY (tournament_id, round) REFERENCES round (tournament_id, number) ON DELETE CASCADE,
    FOREIGN KEY (tournament_id, first) REFERENCES team (tournament_id, no),
    FOREIGN KEY (tournament_id, second) REFERENCES team (tournament_id, no),
    CHECK (first <> second)
);

-- Who plays on which board of a round for a team (set before the round is paired, or made
-- from the roster when it is paired). `player_id` NULL: the board is left empty (forfeited).
CREATE TABLE lineup (
    tournament_id INTEGER NOT NULL REFERENCES tournament (id) ON DELETE CASCADE,
    round         INTEGER NOT NULL CHECK (round > 0),
    team_no       INTEGER NOT NULL,
    board         INTEGER NOT NULL CHECK (board > 0),
    player_id     INTEGER,
    PRIMARY KEY (tournament_id, round, team_no, board),
    FOREIGN KEY (tournament_id, team_no) REFERENCES team (tournament_id, no),
    FOREIGN KEY (tournament_id, player_id) REFERENCES entry (tournament_id, player_id)
);
