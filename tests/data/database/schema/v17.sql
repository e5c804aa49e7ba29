-- Schema version 17 (migrations/0017_prize_currency.sql): tournament 1's prizes are paid in
-- Kyrgyz som. Read back by tests/it/migrations.rs (`v17`).
UPDATE tournament SET prize_currency = 'сом' WHERE id = 1;
