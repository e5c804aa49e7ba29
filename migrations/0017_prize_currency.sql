-- Orda schema, version 17: the currency a tournament's prizes are paid in (issue 47), which the
-- prize list prints beside every amount; NULL (every older tournament) is the tenge, ₸.
ALTER TABLE tournament ADD COLUMN prize_currency TEXT
    CHECK (prize_currency IS NULL OR length(prize_currency) BETWEEN 1 AND 8);
