-- Rules mode (issue 35, docs/compliance.md): a tournament is in it unless the arbiter has left
-- it. `rules_left_after` is NULL while it is in rules mode, else the number of rounds that were
-- paired when he left (0: before round 1). Leaving is for good: once set, it never changes.
ALTER TABLE tournament ADD COLUMN rules_left_after INTEGER
    CHECK (rules_left_after IS NULL OR rules_left_after >= 0);

CREATE TRIGGER tournament_rules_mode_left_for_good
BEFORE UPDATE OF rules_left_after ON tournament
WHEN OLD.rules_left_after IS NOT NULL
    AND (NEW.rules_left_after IS NULL OR NEW.rules_left_after != OLD.rules_left_after)
BEGIN
    SELECT RAISE(ABORT, 'a tournament that left rules mode never returns to it');
END;
