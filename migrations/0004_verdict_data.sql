-- Orda schema, version 4: what is stored about a score is data, not sentences.
--
-- Before, `pairing.verdict` and `pairing.warning` held English (the engine's one-line verdict,
-- "forfeit: a player withdrew", "the score contradicts the result: ..."). Now:
-- `verdict_kind`: 'withdrawal' (a forfeit a withdrawal caused), 'valid', 'invalid';
-- `verdict_ply`: the plies of a valid score, the offending ply of an invalid one (NULL: the
--   declared result);
-- `verdict_token`: the result a valid score gives ('1-0', '0-1', '1/2-1/2'; NULL unfinished),
--   the offending token of an invalid one;
-- `warning_kind`: why the arbiter's result stands against the score: 'invalid',
--   'forfeit-moves', 'outcome' (the details are the verdict's and the board's result).
-- The program converts every old row (store/migrate.rs) and then drops `verdict` and `warning`.
ALTER TABLE pairing ADD COLUMN verdict_kind TEXT CHECK (verdict_kind IN ('withdrawal', 'valid', 'invalid'));
ALTER TABLE pairing ADD COLUMN verdict_ply INTEGER CHECK (verdict_ply >= 0);
ALTER TABLE pairing ADD COLUMN verdict_token TEXT;
ALTER TABLE pairing ADD COLUMN warning_kind TEXT CHECK (warning_kind IN ('invalid', 'forfeit-moves', 'outcome'));
