-- Schema version 5 (migrations/0005_publication_lang.sql): the publication languages. Read back
-- by tests/it/migrations.rs (`v5`).
UPDATE tournament SET publication_lang = 'kk' WHERE id = 1;
UPDATE tournament SET publication_lang = 'ru' WHERE id = 2;
