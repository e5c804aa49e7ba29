-- Pairs the arbiter keeps apart in a Swiss (team-mates, family): the Dutch engine treats
-- them like players who have already met. Stored by player id, lower id first.
CREATE TABLE forbidden_pair (
    tournament_id INTEGER NOT NULL,
    a             INTEGER NOT NULL,
    b             INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, a, b),
    FOREIGN KEY (tournament_id) REFERENCES tournament (id) ON DELETE CASCADE,
    FOREIGN KEY (tournament_id, a) REFERENCES entry (tournament_id, player_id),
    FOREIGN KEY (tournament_id, b) REFERENCES entry (tournament_id, player_id),
    CHECK (a < b)
);
