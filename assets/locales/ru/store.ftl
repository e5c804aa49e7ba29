# Файл базы данных: что с ним не так, с именем файла.

store-missing = { $path }: здесь нет базы данных; проверьте --db (новую базу данных создаёт только создание или импорт турнира)
store-not-sqlite = { $path }: это не база данных (не файл Orda и не SQLite); файл не тронут
store-not-orda = { $path }: база данных SQLite другой программы, не Orda ({ $why }); файл не тронут
store-application-id = её идентификатор приложения { $id }
store-foreign-objects = { $n ->
    [one] { $n } объект схемы
    [few] { $n } объекта схемы
   *[many] { $n } объектов схемы
} без таблиц и версии схемы Orda
store-corrupt = { $path }: база данных повреждена; ничего не записано. `orda db check` перечислит повреждения; восстановите последнюю исправную резервную копию командой `orda db restore` (резервные копии лежат в { $path }.backups)
store-disk-full = { $path }: диск заполнен; ничего не записано: освободите место и повторите
store-busy = { $path }: база данных занята другой программой; ничего не записано: закройте другое окно Orda или программу, использующую { $path }, и повторите
store-read-only = { $path }: здесь база данных доступна только для чтения; ничего не записано
store-cannot-open = { $path }: не удаётся открыть файл базы данных (это папка или файл недоступен для чтения?)
store-disk = { $path }: ошибка чтения или записи базы данных (сбой диска или сети); повторите
store-round-taken = { $path }: жеребьёвку тура { $round } только что провела другая копия Orda (окно или команда); ничего не записано: посмотрите пары ещё раз
store-failed = { $path }: база данных не смогла выполнить это ({ $what }); ничего не записано
store-io = { $path }: { $action }: { $error }
store-io-create-folder = не удаётся создать папку { $dir }
store-io-read = не удаётся прочитать базу данных
store-io-write-backup = не удаётся записать резервную копию
store-io-backups-folder = не удаётся создать папку резервных копий
store-io-move-aside = не удаётся отложить повреждённую базу данных
store-io-delete-backup = не удаётся удалить старую резервную копию
store-too-new = { $path }: версия схемы базы данных { $found } новее, чем знает эта Orda ({ $known }); файл не тронут: откройте его более новой Orda
store-migration = { $path }: не удалось обновить схему ({ $why }); база данных оставлена как была
store-migration-version = её версия схемы неверна
store-migration-foreign-keys = после обновления некоторые строки ссылаются на несуществующие строки
store-migration-internal = внутренняя ошибка обновления
store-backup-exists = { $path }: такой файл уже есть; выберите другое имя (ничего не записано)
store-unknown-setting = { $path }: у турнира { $id } неизвестное значение настройки «{ $what }»: `{ $value }`
setting-system = система
setting-tiebreak-edition = редакция дополнительных показателей
setting-tiebreak = дополнительный показатель

## Federation settings

setting-team-by = команда
setting-team-tiebreak = командный дополнительный показатель
setting-prize-ties = дележ призов
setting-prize-precedence = очерёдность призов
setting-team-scoring = способ командного зачёта
setting-place-points = очки за места

## A value Orda cannot read

store-unreadable-value = в файле значение, которое Orda не может прочитать

## Restoring and reading a tournament

store-not-restorable = { $path }: это не резервная копия Orda, которую можно восстановить: { $why }; ничего не изменено
store-restore-not-a-file = это не обычный файл (устройство, канал или папка)
store-restore-empty = файл пуст
store-restore-foreign-objects = в нём есть таблицы, индексы, триггеры или представления, которых Orda не создавала (или нет созданных ею)
store-inconsistent = { $path }: турнир { $id } записан противоречиво ({ $what }): файл повреждён или изменён вне Orda; ничего не показано и не записано. `orda db check` ищет повреждения; восстановите последнюю исправную резервную копию командой `orda db restore` (резервные копии лежат в { $path }.backups)
store-inconsistent-start-number = ни у одного игрока нет стартового номера { $no }, или он у двоих
store-inconsistent-round-missing = нет тура { $round }
store-inconsistent-lost-rows = часть досок или пропусков тура { $round } называет игрока не из этого турнира
store-inconsistent-player-twice = игрок встречается в туре { $round } дважды
