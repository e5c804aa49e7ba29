-- Orda schema, version 8: what a TRF file from another program holds that a tournament does
-- not, kept so that an import exported again loses nothing (docs/trf.md, "Round trip").
-- `trf_records`: the records Orda does not read (082, 112, 132, a 032 or 092 as written,
-- another program's own records), one per line, written back by the export.
ALTER TABLE tournament ADD COLUMN trf_records TEXT NOT NULL DEFAULT '';
-- A forfeit recorded without colours (`5 - +` on both players' lines): the board has a White
-- and a Black only because a board needs them; the export writes `-` again.
ALTER TABLE pairing ADD COLUMN no_colour INTEGER NOT NULL DEFAULT 0 CHECK (no_colour IN (0, 1));
