# Собственные фразы командной строки (src/cli). Имя программы и префикс `orda: ` ставит перед
# ними код; флаги, имена команд и запись результатов остаются как есть.

## Чтение файлов пользователя (cli/mod.rs)

cli-no-window = не удалось открыть окно: { $error }
cli-cannot-read = не удалось прочитать { $path }: { $error }
cli-read-as = { $path }: прочитан в кодировке { $encoding }
cli-bad-encoding = --encoding: { $error }
cli-nothing-read = { $path }:{ $error }; ничего не прочитано
cli-read-with-replacement = { $path }:{ $error }; при проверке эти байты заменены на U+FFFD
cli-hint-name-encoding = ; укажите кодировку файла с помощью --encoding
cli-hint-check-encoding = ; верно ли указан --encoding?
cli-hint-utf16 = {" "}(укажите --encoding utf-16le или utf-16be)

## Как командная строка настаивает и выбирает (cli/event.rs)

cli-hint-or-force = , или --force
cli-hint-keep-result = {" "}(--force оставит результат судьи в силе)
cli-hint-points-from-results = {" "}(import trf --points-from-results примет результаты за истину и перечислит все строки, где изменится сумма очков)
cli-hint-pair-anyway = ; чтобы всё равно составить пару, используйте --force
cli-hint-withdraw = {" "}(orda player withdraw)
cli-hint-create-first = ; создайте турнир командой `orda tournament create`
cli-hint-choose-tournament = {" "}с помощью --tournament
cli-no-data-folder = в этой системе нет папки для данных; укажите --db FILE

## orda db

cli-db-damaged = { $path }: база данных повреждена ({ $problems ->
    [one] { $problems } проблема
    [few] { $problems } проблемы
   *[many] { $problems } проблем
}); восстановите её из резервной копии командой `orda db restore`
cli-db-restored = { $path }: база данных восстановлена из { $backup }
cli-db-as-before = база данных в прежнем состоянии: { $path }

## orda tournament, orda player

cli-unknown-tiebreak = --tiebreaks: неизвестный код `{ $code }` (известные: { $known })
cli-bad-bye-points = --bye-points `{ $value }`: допустимо 0, 0.5 или 1
cli-tournament-contents = турнир { $id } «{ $name }»: { $players ->
    [one] { $players } участник
    [few] { $players } участника
   *[many] { $players } участников
}, { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[many] { $rounds } туров
}, { $results ->
    [one] { $results } результат
    [few] { $results } результата
   *[many] { $results } результатов
}, { $scores ->
    [one] { $scores } запись партии
    [few] { $scores } записи партий
   *[many] { $scores } записей партий
}
cli-would-delete-tournament = будет удалён { $what }; чтобы удалить его, повторите команду с --yes
cli-tournament-deleted = удалён { $what }
cli-bad-sex = --sex `{ $sex }`: допустимо m или w
cli-players-entered = { $n ->
    [one] добавлен { $n } участник
    [few] добавлены { $n } участника
   *[many] добавлено { $n } участников
}, стартовые номера { $first }–{ $last }
cli-withdrawn = участник № { $player } снят с турнира с тура { $round }
cli-forfeit = тур { $round }, доска { $board }: техническое поражение
cli-reinstated = участник № { $player } снова играет с тура { $round }
cli-forfeit-cleared = тур { $round }, доска { $board }: техническое поражение снято, партия будет сыграна
cli-would-delete-player = будет удалён участник № { $player } { $name }; чтобы удалить участника, повторите команду с --yes
cli-player-deleted = участник № { $player } { $name } удалён; следующие стартовые номера уменьшены на единицу
cli-half-bye = участник № { $player }: пропуск тура (½ очка) в туре { $round }
cli-zero-bye = участник № { $player }: пропуск тура (0 очков) в туре { $round }
cli-may-meet = участники № { $a } и № { $b } могут встретиться снова
cli-kept-apart = участники № { $a } и № { $b } не будут поставлены в пару друг с другом
cli-withdrawn-from = (выбыл с тура { $round })

## orda round, orda check, orda result, orda results

cli-pairing-not-changed = жеребьёвка не изменена
cli-rounds-set = теперь в турнире { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[many] { $rounds } туров
} (полная круговая система для этого состава участников)
cli-round-paired = жеребьёвка тура { $round } проведена
cli-warning = предупреждение: { $what }
cli-check-same = тур { $round }: совпадает с жеребьёвкой по голландской системе
cli-check-differs = тур { $round }: отличается
cli-check-stored = сохранённая: { $pairing }
cli-check-dutch = голландская: { $pairing }
cli-check-file-rr = файл описывает круговой турнир (092): его туры не сводятся заново
cli-check-no-list = таблица: файл не называет дополнительных показателей, которые читает Orda (TRF-2026 212 или 202): не сравнивается
cli-check-no-ranks = таблица: столбец мест в файле пуст: не сравнивается
cli-check-in-progress = таблица: тур { $round } ещё идёт, места в файле — не итоговые: не сравнивается
cli-check-standings-same = таблица после тура { $round } ({ $tiebreaks }): все { $players } мест как в файле
cli-check-standings-differ = таблица после тура { $round } ({ $tiebreaks }): у { $count } из { $players } участников другое место
cli-check-rank = участник { $player }: в файле место { $file }, у Orda { $orda } (очки { $points }; { $values })
cli-bad-result = результат `{ $result }` не входит в список: 1-0 0-1 1/2-1/2 ½-½ = +/- -/+ -/- (или adj: отложена)
cli-result-entered = тур { $round }, доска { $board }: { $result }
cli-result-score = запись партии: { $verdict }
cli-stale-one = предупреждение: тур { $round }, доска { $board }: жеребьёвка тура { $from } проведена со старым результатом { $old } и заново не проводится (orda check покажет, какие пары дала бы голландская система сейчас)
cli-stale-many = предупреждение: тур { $round }, доска { $board }: жеребьёвка туров { $from }–{ $to } проведена со старым результатом { $old } и заново не проводится (orda check покажет, какие пары дала бы голландская система сейчас)
cli-score-unreadable = { $file }:{ $line }: не удалось прочитать файл записи партии { $score }
cli-nothing-entered = ничего не внесено

## orda pair-trf, orda generate, orda bench

cli-cannot-write = не удалось записать { $path }: { $error }
cli-pair-trf-failed = { $file }: тур { $round }: { $error }
cli-generating-failed = генерация: { $error }
cli-generated-seed = зерно { $seed }: --seed { $seed } --draws { $draws } --forfeits { $forfeits } --double-forfeits { $double } --withdrawals { $withdrawals } --byes { $byes } --zero-byes { $zero } даст тот же турнир
cli-bad-seed = { $text }: зерно — число или random
cli-generated = { $players ->
    [one] { $players } участник
    [few] { $players } участника
   *[many] { $players } участников
}, жеребьёвка проведена в { $played } из { $rounds ->
    [one] { $rounds } тура
    [few] { $rounds } туров
   *[many] { $rounds } туров
}, записано в { $path }
cli-bench-no-baseline = не удалось сгенерировать эталонный турнир
cli-bench-baseline = эталон: жеребьёвка 2-го тура для 100 участников = { $seconds } с (лучшее из 5)
cli-bench-col-players = участн.
cli-bench-col-round = тур
cli-bench-col-boards = доски
cli-bench-col-seconds = секунды
cli-bench-col-ratio = x эталон
cli-bench-col-peak = пик MiB
cli-bench-col-explain = объясн./жереб.
cli-bench-not-generated = не удалось сгенерировать турнир для { $players ->
    [one] { $players } участника
    [few] { $players } участников
   *[many] { $players } участников
}
cli-bench-generated = сгенерировано: { $players ->
    [one] { $players } участник
    [few] { $players } участника
   *[many] { $players } участников
} x { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[many] { $rounds } туров
} за { $seconds } с

## orda perft

cli-bad-position = --position: { $error }
cli-perft = perft { $depth }: { $leaves ->
    [one] { $leaves } лист
    [few] { $leaves } листа
   *[many] { $leaves } листьев
} ({ $nodes ->
    [one] { $nodes } узел
    [few] { $nodes } узла
   *[many] { $nodes } узлов
} на всех глубинах) за { $seconds } с: { $rate } млн листьев/с

## orda validate и orda replay.
cli-game-ok = { $file }: партия { $game }{ $who }: верна, { $result } ({ $ending }), { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
}, { $tally } { $white }-{ $black }
cli-game-invalid = { $file }:{ $line }:{ $col }: партия { $game }{ $who }: { $what }
cli-no-games = { $file }: партий не найдено
cli-games-summary = { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[many] { $games } партий
}: верных { $valid }, неверных { $invalid }
cli-replay-no-game = в { $file } { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[many] { $games } партий
}; партии { $index } нет
cli-replay-stopped = остановлено в строке { $line }: { $what }
cli-replay-plays = { $side ->
    [white] Белые ходят
   *[black] Чёрные ходят
} из лунки { $otau }
cli-replay-moves = { $side ->
    [white] Белые ходят
   *[black] Чёрные ходят
}
cli-replay-captures = , берут { $n }
cli-replay-tuzdyk = , туздык в лунке { $otau }

## --help headings (cli/help.rs; English as clap writes them)

help-usage = Использование
help-commands = Команды
help-options = Параметры
help-arguments = Аргументы
help-default = по умолчанию: { $value }

## orda player bye --kind none

cli-bye-cancelled = участник { $player }: без пропуска в туре { $round } (просьба отозвана)

## Federation events

cli-event-line = { $name } (турниров: { $sections })
cli-age-needs-date = для возрастной границы нужна дата отсчёта: укажите --on ГГГГ-ММ-ДД (или дату начала турнира)
cli-bad-team-tiebreak = неизвестный командный показатель «{ $code }»: next, best или total
cli-ratings-undone = в реестре восстановлено рейтингов: { $n }

## Prize rules

cli-prize-rules = равные очки: { $ties }; очерёдность: { $precedence }; валюта: { $currency }
cli-prize-shared = делится
cli-prize-not-shared = не делится

## Serve

cli-bad-bind = «{ $bind }» — не IP-адрес (0.0.0.0, 127.0.0.1, 192.168.1.10)
cli-cannot-serve = не удаётся открыть { $addr }: { $error }
cli-serving = Результаты онлайн открыты, с формами для кодов игроков и помощников (orda access). Остановить: Ctrl+C.
## QR

cli-bad-qr = «{ $url }» — не веб-адрес для QR-кода (http://... или https://...)

## Standard output

cli-stdout-failed = не удаётся писать в стандартный вывод: { $error }
output-is-database = { $path } — это база данных (Orda или SQLite): поверх неё ничего не записывается; выберите другое имя файла
cli-generate-too-many = --players: в файле TRF-16 не больше { $max } игроков (на стартовый номер четыре позиции)
card-bad-site = `{ $site }` — не веб-адрес (http://... или https://...)
cards-kept = { $n ->
    [one] у { $n } игрока уже есть код, карточка не печатается (новые создают --all или --player NO)
    [few] у { $n } игроков уже есть код, карточки не печатаются (новые создают --all или --player NO)
   *[other] у { $n } игроков уже есть код, карточки не печатаются (новые создают --all или --player NO)
}
cli-hint-another-half-bye = {" "}(--force даст его всё равно)
cli-paired-with-adjourned = предупреждение: тур { $round } составлен, { $n ->
    [one] отложенная партия считается ничьей
   *[other] { $n } отложенных партий считаются ничьими
} ({ $games }); если партия закончится иначе, тур заново не составляется
cli-adjourned-no-score = у отложенной партии ещё нет записи: отложите её, а когда она закончится, внесите результат с --score
cli-bad-round-range = `{ $text }` не диапазон туров: укажите ПЕРВЫЙ-ПОСЛЕДНИЙ (3-5) или один тур
cli-kept-apart-rounds = участники { $a } и { $b } не сводятся в турах { $first }-{ $last }
cli-hint-change-earlier = {" "}(--force изменит)
cli-explain-no-board = в туре { $round } нет доски { $board }
cli-explain-no-player = участник { $no } не в паре в туре { $round }
