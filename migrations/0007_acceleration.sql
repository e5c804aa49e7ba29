-- Orda schema, version 7: a Swiss tournament's acceleration. 'baku': the Baku method (FIDE
-- Handbook C.04.5.1, as the reference engine applies it): the first half of the players get
-- virtual points for pairing the first half of the rounds. Virtual points are never stored:
-- they are worked out from the players and rounds whenever a round is paired.
ALTER TABLE tournament ADD COLUMN acceleration TEXT NOT NULL DEFAULT 'none'
    CHECK (acceleration IN ('none', 'baku'));
