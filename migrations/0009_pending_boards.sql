-- Orda schema, version 9: the boards still waiting for a result, by tournament and round (a
-- partial index: a finished tournament has none). The list of tournaments counts each one's
-- pending boards of its last round; with this index that costs nothing for the finished
-- tournaments of a federation's file, however many there are.
CREATE INDEX pairing_pending ON pairing (tournament_id, round) WHERE result IS NULL;
