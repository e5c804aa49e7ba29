-- Orda schema, version 16: the arbiter's name, set once in the window and kept with the
-- database, that the journal writes as who made each change (issue 47); without it, the
-- computer's account.
CREATE TABLE arbiter (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL CHECK (length(trim(name)) >= 1)
);
