-- Orda schema, version 3: what a TRF file carries beyond version 1.
--
-- `first_white`: 1 when the first player of the initial ranking has White on board 1 of round 1
-- (Orda's own rule), 0 when an imported TRF said `XXC black1` / `152 B`.
-- `entry.fide_title`: the FIDE title of the TRF title column (GM IM FM CM WGM WIM WFM WCM);
-- Kazakh sports ranks stay in `entry.title`.
ALTER TABLE tournament ADD COLUMN first_white INTEGER NOT NULL DEFAULT 1 CHECK (first_white IN (0, 1));
ALTER TABLE entry ADD COLUMN fide_title TEXT CHECK (fide_title IN ('GM', 'IM', 'FM', 'CM', 'WGM', 'WIM', 'WFM', 'WCM'));
