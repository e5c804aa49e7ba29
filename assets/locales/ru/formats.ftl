# Что не так с файлом, который дал пользователь, и как файл был прочитан (src/words/formats.rs).
# `$text`, `$row`, `$header`, `$token` — текст самого файла, показанный как есть. Имена кодировок
# (UTF-8, windows-1251), коды TRF (XXR, 001, 162) и запись остаются как есть.
# `$hint` — собственный способ интерфейса указать кодировку (флаг CLI) или ничего.

## Где проблема

at-line = { $line }: { $why }
at-column = { $line }:{ $col }: `{ $token }`: { $why }
in-file-column = { $file }:{ $line }:{ $col }: `{ $token }`: { $why }
in-file-more = {"  "}{ $file }: то же ещё в { $n ->
    [one] { $n } строке
   *[other] { $n } строках
}: { $lines }

## Списки участников (CSV)

csv-column-name = фамилия, имя
csv-column-title = звание
csv-column-rating = рейтинг
csv-column-region = регион
csv-column-club = клуб
csv-column-birth = дата рождения
csv-column-sex = пол
csv-column-id = идентификатор
csv-ambiguous-separator = в заголовке `{ $header }` столько же `{ $a }`, сколько `{ $b }`: разделитель определить нельзя
csv-header-unreadable = не удаётся прочитать строку заголовка: { $error }
csv-no-name-column = в заголовке `{ $header }` нет столбца с фамилией и именем (ожидается один из: name, ФИО, Аты-жөні, ...)
csv-unclosed-quote = кавычка, открытая в этой строке, в ней не закрыта: `{ $row }`
csv-other-separator = строка разделена символом `{ $separator }`, а заголовок — символом `{ $header }`: `{ $row }`
csv-field-count = { $fields ->
    [one] { $fields } поле
    [few] { $fields } поля
   *[many] { $fields } полей
}, а в заголовке — { $header }: `{ $row }`
csv-control-character = поле «{ $column }» (`{ $text }`) содержит U+{ $code }: управляющие символы и символы смены направления текста не вычищаются, а отклоняются (файл повреждён или подделан)
csv-question-mark = в поле «{ $column }» (`{ $text }`) вместо буквы стоит `?`
csv-question-mark-advice = Электронная таблица пишет `?` вместо букв, которых нет в её кодовой странице (казахские ә ғ қ ң ө ұ ү һ в Windows-1251): сохраните список как «CSV UTF-8» или «Текст в Юникоде» (Unicode text) и импортируйте его.
csv-bad-birth = дата рождения `{ $birth }`: { $why } (пишите ДД.ММ.ГГГГ, ГГГГ-ММ-ДД или только год)
csv-bad-rating = рейтинг `{ $rating }` — не целое число
csv-bad-sex = пол `{ $sex }` — не «м» и не «ж»
csv-empty-name = не указаны фамилия и имя

## Файлы результатов (orda results) и ручная жеребьёвка (orda round set)

results-not-a-line = `{ $text }`: ожидается `ДОСКА РЕЗУЛЬТАТ [ФАЙЛ-ЗАПИСИ]`
results-board-zero = доска `{ $board }`: доски нумеруются с 1
results-not-a-board = доска `{ $board }` — не номер доски
results-not-a-result = результат `{ $result }` не входит в список: 1-0 0-1 1/2-1/2 = +/- -/+ -/-
results-board-twice = доска { $board } названа дважды (также в строке { $first })
results-no-board = в файле не названа ни одна доска (ожидается по строке `ДОСКА РЕЗУЛЬТАТ [ФАЙЛ-ЗАПИСИ]` на доску)
pairing-file-empty = файл пуст (ожидается число строк, затем на каждую доску строка со стартовыми номерами белых и чёрных)
pairing-file-not-a-count = `{ $text }`: первая строка должна содержать число следующих за ней строк
pairing-file-not-two-numbers = `{ $text }`: в строке должны быть два стартовых номера (`N 0` — пропуск тура)
pairing-file-starts-at-zero = `{ $text }`: стартовые номера начинаются с 1 (`N 0` даёт участнику N пропуск тура)
pairing-file-himself = `{ $text }`: участник № { $player } не может играть сам с собой
pairing-file-player-twice = участник № { $player } назван дважды (также в строке { $first })
pairing-file-second-bye = второй пропуск тура (строка { $line } уже даёт его участнику № { $player })
pairing-file-count-differs = в первой строке указано число строк { $said }, а дальше их { $listed }
pairing-file-no-player = в файле пар не назван ни один участник

## Файлы TRF: записи

trf-not-player-count = должно быть число участников
trf-not-dutch = Orda проводит жеребьёвку только по голландской системе (192 FIDE_DUTCH_2025 или FIDE_DUTCH, с _BAKU для бакинского ускорения)
trf-acceleration-points = виртуальные очки записываются как 1.0 или 0.5
trf-acceleration-rounds = туры — два номера тура, первый не позже последнего (колонки 15-17 и 19-21)
trf-acceleration-players = участники — два стартовых номера, первый не больше последнего (колонки 23-26 и 28-31)
trf-acceleration-match-points = командные очки — для командных турниров: оставьте колонки 5-8 пустыми
trf-bad-pending = должны быть тур и стартовые номера белых и чёрных (0 — пропуск тура)
trf-not-a-number = не число
trf-not-round-count = должно быть число туров
trf-first-colour = первый цвет должен быть W или B
trf-forbidden-too-few = в запрещённой паре должно быть не меньше двух участников
trf-not-a-starting-number = не стартовый номер
trf-first-round = первый тур — не число
trf-last-round = последний тур — не число
trf-announced-round = тур — не число
trf-point-value = очки записываются как 1.0 или 0.5, не больше 99.9
trf-point-code = не код очков (W D L A P X с очками)
trf-rank-twice = стартовый номер использован дважды (впервые в строке { $first })
trf-player-count = в файле { $announced ->
    [one] объявлен { $announced } участник
    [few] объявлены { $announced } участника
   *[many] объявлено { $announced } участников
}, а строк участников (001) — { $lines }
trf-no-players = нет строк участников (001)
trf-starting-rank-not-a-number = стартовый номер — не число
trf-rating-not-a-number = рейтинг — не число
trf-rank-not-a-number = место — не число
trf-starting-rank-missing = нет стартового номера
trf-starting-rank-zero = стартовые номера начинаются с 1
trf-points-not-a-number = очки — не число
trf-points-not-half = очки должны быть целыми или с половиной
trf-opponent = соперник указан не стартовым номером
trf-colour = цвет должен быть w, b или -
trf-result-code = не код результата (1 = 0 + - W D L H F U Z)
trf-bye-with-opponent = код пропуска тура при указанном сопернике
trf-opponent-not-in-file = участник № { $player } называет соперником № { $opponent } в туре { $round }, но такого участника в файле нет

## Файлы TRF: турнир для жеребьёвки (orda pair-trf) и файлы пар

trf-rank-out-of-range = стартовый номер — это число от 1 до 9999
trf-player-not-in-file = участника № { $player } нет в файле
trf-meets-himself = участник не может играть сам с собой
trf-game-needs-colour = у сыгранной партии должен быть цвет (w или b)
trf-not-a-game-result = `{ $result }` — не результат партии с соперником
trf-needs-opponent = для `{ $result }` нужен соперник
trf-bye-colour = у пропуска тура нет цвета
trf-no-round-count = в файле не сказано, сколько туров в турнире (нет строки XXR или 142)
trf-all-paired = жеребьёвка уже проведена в { $played ->
    [one] { $played } туре
    [few] { $played } турах
   *[many] { $played } турах
}; в турнире { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[many] { $rounds } туров
}
trf-bye-not-in-file = пропуск тура для участника, которого нет в файле
trf-forbidden-not-in-file = в запрещённой паре назван участник, которого нет в файле
trf-says-otherwise = тур { $round }: участник № { $player } играет с участником № { $opponent }, но в строке участника № { $opponent } указано иное
trf-points-differ = у участника № { $player } по результатам { $counted } очка, а не { $written }
trf-first-colour-unknown = цвет первого участника в 1-м туре неизвестен: добавьте `XXC white1` или `XXC black1`
trf-points-not-baku = для бакинского ускорения нужна система очков, в которой поражение стоит 0, а победа — две ничьи
trf-too-many-accelerations = у участника № { $player } виртуальные очки указаны для большего числа туров, чем в турнире ({ $rounds })
pairs-empty = пустой файл пар
pairs-not-board-count = первая строка должна содержать число досок
pairs-not-a-board = доска — это два стартовых номера
pairs-board-count = в первой строке число досок { $said }, а перечислено { $listed }

## Файлы TRF: импортируемый турнир (orda import trf)

trf-data-point-system = система очков файла (162 / BBW BBD BBL BBZ BBF) — не 1-½-0: Orda хранит только турниры с очками 1-½-0 (пропуск тура (без пары) может давать 0, ½ или 1)
trf-data-pending-round = строка { $line }: `XXG` называет тур { $round }, но в файле есть данные туров 1..{ $rounds }: текущий тур — это тур { $rounds } или { $next }
trf-data-rounds = строка { $line }: `XXR { $rounds }` задаёт { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[many] { $rounds } туров
}, а в файле есть данные { $played ->
    [one] { $played } тура
    [few] { $played } туров
   *[many] { $played } туров
}
trf-data-rounds-player = строка { $line }: `XXR { $rounds }` задаёт { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[many] { $rounds } туров
}, а в файле есть данные { $played ->
    [one] { $played } тура
    [few] { $played } туров
   *[many] { $played } туров
} (участник № { $player } в строке { $his_line })
trf-data-title = строка { $line }: участник № { $player }: звание `{ $title }` — не звание ФИДЕ (g m f c wg wm wf wc или GM IM FM CM WGM WIM WFM WCM) и не казахстанское звание или разряд ({ $ranks })
trf-data-points = строка { $line }: у участника № { $player } по результатам { $results } очка, а в столбце очков (81-84) — { $column }
trf-data-pending-not-in-file = строка { $line }: XXG: участника № { $player } нет в файле
trf-data-pending-has-block = строка { $line }: XXG: тур { $round }: участник № { $player } ждёт результата, но в его строке { $his_line } указано `{ $block }`
trf-data-pending-twice = строка { $line }: XXG: тур { $round }: участник № { $player } уже за доской (строка { $other })
trf-data-pending-himself = строка { $line }: XXG: участник не может играть сам с собой
trf-data-bye-colour = строка { $line }: участник № { $player }, тур { $round }: у пропуска тура нет цвета: `{ $block }`
trf-data-opponent-not-in-file = строка { $line }: участник № { $player }, тур { $round }: соперника № { $opponent } нет в файле
trf-data-himself = строка { $line }: участник № { $player }, тур { $round }: участник не может играть сам с собой
trf-data-disagree = тур { $round }: у участника № { $player } (строка { $line }) указано `{ $says }`, а у участника № { $opponent } (строка { $their_line }) — `{ $they_say }`: { $why }
trf-data-blank = (пусто)
trf-data-opponents-differ = соперники не совпадают
trf-data-no-result = у доски должен быть результат в обеих строках (доска, ожидающая результата, записывается строкой XXG, docs/trf.md)
trf-data-results-differ = результаты не сходятся
trf-data-same-colour = у обоих один и тот же цвет
trf-data-colours = у сыгранной партии должны быть указаны оба цвета
trf-data-pairing-byes = тур { $round }: больше одного пропуска тура (без пары) ({ $players })
trf-data-not-in-file = строка { $line }: участника № { $player } нет в файле
trf-data-bye-kind = строка { $line }: `240 { $text }`: объявленный пропуск тура — H (пол-очка), Z (ноль) или F (очко)
trf-data-announced-otherwise = строка { $line }: 240 объявляет пропуск тура участнику № { $player } в туре { $round }, но его строка { $his_line } говорит об этом туре другое
trf-data-bye-round = строка { $line }: 240 объявляет пропуск тура { $round }, но в турнире туры 1..{ $rounds }
trf-data-forbidden-twice = строка { $line }: участник № { $player } назван дважды (нельзя развести участника с самим собой)
trf-note-points = строка { $line }: участник № { $player }: в столбце очков { $column }, по результатам { $results }: взяты результаты
trf-note-kept = сохранено как написано и записывается обратно при экспорте: { $codes } ({ $lines ->
    [one] { $lines } строка
    [few] { $lines } строки
   *[other] { $lines } строк
})
trf-note-too-many = строка { $line } и далее: записей больше, чем хранит Orda ({ $max }): не сохранены
trf-note-birth = строка { $line }: участник № { $player }: дата рождения `{ $text }` не сохранена: { $why }
trf-note-date = { $code } `{ $text }` не читается как дата ({ $why }): сохранено как написано, дата не записана
trf-note-sex = строка { $line }: участник № { $player }: пол `{ $text }` — не m, w и не f: не сохранён
trf-note-full-bye = строка { $line }: 240 F: объявленный пропуск тура с очком в туре { $round } не сохранён (Orda объявляет пропуски с пол-очком и без очков)
trf-note-paired-otherwise = { $count ->
    [one] тур { $rounds } сведён
   *[other] туры { $rounds } сведены
} не так, как по голландской системе (orda check покажет как); экспортированный TRF запишет это строкой ### Import
trf-note-left-rules-mode = строка { $line }: по файлу турнир вышел из режима FIDE после жеребьёвки { $round } тур.: он импортирован вне режима правил, навсегда
trf-note-options = XXC { $options }: не прочитано
date-why-two-digit = год из двух цифр (19.. или 20..?)
date-why-ambiguous = день и месяц можно прочесть в любом порядке
date-why-unreadable = это не дата

## Байты, которые не являются текстом, и как файл был прочитан

decode-unknown = неизвестная кодировка `{ $name }` (например, utf-8, utf-16le, utf-16be, windows-1251, windows-1252)
decode-malformed = байты не в кодировке { $encoding }: `{ $text }`{ $hint }
decode-nul = байты NUL: это не текстовый файл или UTF-16 без метки порядка байтов{ $hint }
decoded = { $encoding } ({ $how })
decoded-named = как указано
decoded-bom = метка порядка байтов
decoded-utf8 = корректный UTF-8
decoded-guessed = определена по байтам

## Голландская система

pairing-impossible = допустимой жеребьёвки нет: участников нельзя разбить на пары без повторной встречи, запрещённой пары, нарушения абсолютного предпочтения цвета или второго пропуска тура (без пары)

## Team column

csv-column-team = команда

## Acceleration in a TRF (issue 21)

trf-data-not-baku = строка { $line }: виртуальные очки файла (XXA / 250) не совпадают с бакинской системой: Orda хранит ускоренный турнир как бакинскую систему (192 FIDE_DUTCH_BAKU), а не как очки, введённые вручную; `orda pair-trf` проводит жеребьёвку по файлу как есть

## Reading a user's file

read-not-a-file = это не обычный файл (папка, устройство или канал): Orda читает только файлы
read-too-large = больше { $mib } МиБ: такие файлы Orda не читает
trf-data-forbidden-rounds = строка { $line }: запись 260 называет туры { $first }-{ $last }, которых нет в этом турнире (1-{ $rounds })
