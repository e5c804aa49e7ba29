-- Orda schema, version 5: a tournament's publication language, the language its exports
-- (HTML and text standings, crosstables, pairings) are written in whatever the arbiter's window
-- speaks. NULL: the language of the window or command that exports.
ALTER TABLE tournament ADD COLUMN publication_lang TEXT CHECK (publication_lang IN ('kk', 'ru', 'en'));
