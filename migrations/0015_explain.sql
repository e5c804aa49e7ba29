-- Orda schema, version 15: a player's live page may say why he is paired as he is (issue 36,
-- docs/swiss.md "Why this pairing?"): the arbiter allows it per tournament, off by default.
ALTER TABLE hall ADD COLUMN explain INTEGER NOT NULL DEFAULT 0 CHECK (explain IN (0, 1));
