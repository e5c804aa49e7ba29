-- Orda schema, version 14: adjourned games, corrections for the rating report only, pairs kept
-- apart in some rounds only and the rounds' dates (issue 35, docs/compliance.md, docs/trf.md).
--
-- `adjourned` is NULL for a game never adjourned; 0 while it is adjourned and its result is not
-- known (it counts as a draw for the pairing of later rounds, and keeps its round from being
-- complete); k > 0 once its result was entered with rounds 1..k paired (rounds after its own, up
-- to k, were paired with it counted as a draw: `orda check` pairs them again the same way).
ALTER TABLE pairing ADD COLUMN adjourned INTEGER
    CHECK (adjourned IS NULL OR (adjourned >= 0 AND (adjourned > 0 OR result IS NULL)));

-- A correction for the rating report only (FIDE C.04.2 4.3): `rating_result` is the result the
-- rating report counts where it differs from `result`, which the pairings, the standings and the
-- crosstable keep. NULL: no such correction.
ALTER TABLE pairing ADD COLUMN rating_result TEXT
    CHECK (rating_result IN ('1-0', '=', '0-1', '+/-', '-/+', '-/-'));

-- A pair kept apart in some rounds only (TRF-2026 `260`): `first_round`..`last_round`; both NULL
-- for every round.
ALTER TABLE forbidden_pair ADD COLUMN first_round INTEGER CHECK (first_round >= 1);
ALTER TABLE forbidden_pair ADD COLUMN last_round INTEGER
    CHECK ((first_round IS NULL AND last_round IS NULL)
        OR (first_round IS NOT NULL AND last_round IS NOT NULL AND last_round >= first_round));

-- The day a round was paired (`YYYY-MM-DD`, the computer's local date), or the date an imported
-- file gives it (TRF-2026 `132`); NULL when not known (rounds stored before version 14).
ALTER TABLE round ADD COLUMN date TEXT CHECK (date IS NULL OR date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]');
