-- Orda schema, version 14: adjourned games (issue 35, docs/compliance.md). `adjourned` is NULL
-- for a game never adjourned; 0 while it is adjourned and its result is not known (it counts as
-- a draw for the pairing of later rounds, and keeps its round from being complete); k > 0 once
-- its result was entered with rounds 1..k paired (rounds after its own, up to k, were paired
-- with it counted as a draw: `orda check` pairs them again the same way).
ALTER TABLE pairing ADD COLUMN adjourned INTEGER
    CHECK (adjourned IS NULL OR (adjourned >= 0 AND (adjourned > 0 OR result IS NULL)));
