# The database file: what went wrong with it, naming the file.

store-missing = { $path }: there is no database here; check --db (only creating or importing a tournament starts a new database)
store-not-sqlite = { $path }: not a database (not an Orda or SQLite file); it was left untouched
store-not-orda = { $path }: a SQLite database of another program, not Orda's ({ $why }); it was left untouched
store-application-id = its application id is { $id }
store-foreign-objects = { $n } schema objects without Orda's tables and schema version
store-corrupt = { $path }: the database is damaged; nothing was written. `orda db check` lists the problems; restore the last good backup with `orda db restore` (backups are in { $path }.backups)
store-disk-full = { $path }: disk full; nothing was written: free some space and try again
store-busy = { $path }: the database is busy in another program; nothing was written: close the other Orda window or program using { $path } and try again
store-read-only = { $path }: the database is read-only here; nothing was written
store-cannot-open = { $path }: cannot open the database file (is it a folder, or not readable?)
store-disk = { $path }: reading or writing the database failed (a disk or network error); try again
store-round-taken = { $path }: round { $round } was just paired by another Orda (a window or a command); nothing was written: look at the pairings again
store-failed = { $path }: the database could not do this ({ $what }); nothing was written
store-io = { $path }: { $action }: { $error }
store-io-create-folder = cannot create the folder { $dir }
store-io-read = cannot read the database
store-io-write-backup = cannot write the backup
store-io-backups-folder = cannot create the backups folder
store-io-move-aside = cannot move the damaged database aside
store-io-delete-backup = cannot delete an old backup
store-too-new = { $path }: the database has schema version { $found }, newer than this Orda knows ({ $known }); it was left untouched: open it with a newer Orda
store-migration = { $path }: could not bring the schema up to date ({ $why }); it was left as it was
store-migration-version = its schema version is invalid
store-migration-foreign-keys = after the upgrade some rows refer to rows that do not exist
store-migration-internal = an internal error of the upgrade
store-backup-exists = { $path }: the file exists already; choose another name (nothing was written)
store-unknown-setting = { $path }: tournament { $id } has an unknown { $what } `{ $value }`
setting-system = system
setting-tiebreak-edition = tie-break edition
setting-tiebreak = tie-break

## Federation settings

setting-team-by = team
setting-team-tiebreak = team tie-break
setting-prize-ties = prize sharing
setting-prize-precedence = prize precedence
setting-team-scoring = team scoring
setting-place-points = points for places

## A value Orda cannot read

store-unreadable-value = a value in the file that Orda cannot read

## Restoring and reading a tournament

store-not-restorable = { $path }: not an Orda backup that can be restored: { $why }; nothing was changed
store-restore-not-a-file = it is not a regular file (a device, a pipe or a folder)
store-restore-empty = the file is empty
store-restore-foreign-objects = it holds tables, indexes, triggers or views that Orda did not create (or lacks some it did)
store-inconsistent = { $path }: tournament { $id } is stored inconsistently ({ $what }): the file is damaged or was edited outside Orda; nothing was shown or written. `orda db check` looks for damage; restore the last good backup with `orda db restore` (backups are in { $path }.backups)
store-inconsistent-start-number = no player has starting number { $no }, or two have it
store-inconsistent-round-missing = round { $round } is missing
store-inconsistent-lost-rows = some boards or byes of round { $round } name no player of the tournament
store-inconsistent-player-twice = a player appears twice in round { $round }
