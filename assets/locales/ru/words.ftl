# Отказы, предупреждения и вердикты: что говорят типизированные ответы командного слоя.
# `$hint` — собственный способ интерфейса что-то сделать (флаг CLI, кнопка окна) или ничего.

in-file-line = { $file }:{ $line }: { $why }
in-file = { $file }: { $why }
on-board = доска { $board }: { $why }
in-round = тур { $round }: { $why }
no-tournament-in = { $db }: нет турнира { $id }
no-tournament = нет турнира { $id }
no-tournament-yet = { $db }: турниров пока нет{ $hint }
which-tournament = { $db }: { $n ->
    [one] { $n } турнир
    [few] { $n } турнира
   *[many] { $n } турниров
}; укажите нужный{ $hint } ({ $list })
no-player = нет участника № { $no }
not-entered = { $name } не участвует в этом турнире
no-such-round = тур { $round }: в турнире туры 1..{ $rounds }
round-not-paired = жеребьёвка тура { $round } не проводилась (туров с проведённой жеребьёвкой: { $paired })
no-board-of = в туре { $round } нет доски { $board } (доски 1..{ $boards })
board-missing = в туре { $round } нет доски { $board }
no-board-n = нет доски { $board }
no-pairing-bye-to-move = в туре нет пропуска тура (без пары), который можно передать
same-board = доску { $board } нельзя поменять с ней самой
check-not-swiss = проверка заново проводит жеребьёвку туров по швейцарской системе; в круговой системе пары задают таблицы Бергера
needs-name = у турнира должно быть название
needs-name-event = у соревнования должно быть название
needs-name-category = у категории должно быть название
needs-name-team = у команды должно быть название
needs-rounds = в турнире должен быть хотя бы один тур
too-few-rounds = в турнире должно быть не меньше { $n ->
    [one] { $n } тура
    [few] { $n } туров
   *[many] { $n } туров
}
control-character = поле «{ $field }» (`{ $text }`) содержит управляющий символ U+{ $code }; введите текст без него
bad-date = дата `{ $date }` не в формате ГГГГ-ММ-ДД
bad-birth-date = дата рождения `{ $date }` не читается однозначно (пишите ДД.ММ.ГГГГ, ГГГГ-ММ-ДД или только год)
empty-name = не указаны фамилия и имя
bad-title = звание `{ $title }` не входит в список: { $titles }
rating-out-of-range = рейтинг `{ $rating }` вне допустимых пределов (0..4000)
round-robin-closed-player = нельзя добавить участника { $name }: жеребьёвка 1-го тура этого турнира по круговой системе уже проведена
round-robin-closed = нельзя добавить участников: жеребьёвка 1-го тура этого турнира по круговой системе уже проведена
no-players-in-file = в файле нет участников
renumber-after-round-1 = нельзя изменить нумерацию: жеребьёвка 1-го тура уже проведена, стартовые номера закреплены
not-an-order = новый порядок должен содержать каждый стартовый номер ровно один раз ({ $n ->
    [one] { $n } участник
    [few] { $n } участника
   *[many] { $n } участников
}: { $numbers })
has-result = у участника № { $player } уже есть результат в туре { $round } (доска { $board }, { $result }): снимите его с турнира с тура { $next } или позже либо сначала удалите этот результат
has-pairing-bye = у участника № { $player } пропуск тура (без пары) в туре { $round }: снимите его с турнира с тура { $next } или позже либо удалите этот тур и проведите его жеребьёвку заново
not-withdrawn = участник № { $player } не выбывал из турнира
come-back-later = участник № { $player } может вернуться в туре { $current } (идёт сейчас) или не позже тура { $next }; чтобы он пропустил больше туров, снимите его с турнира с тура { $next } сейчас и верните в турнир позже
delete-after-round-1 = жеребьёвка 1-го тура проведена: участника № { $player } больше нельзя удалить; вместо этого снимите его с турнира{ $hint }
round-robin-byes = в круговой системе нет пропусков тура; отсутствующему участнику засчитывается техническое поражение (-/+ или +/-)
requested-bye-kind = запросить можно только пропуск тура (½ очка) или пропуск тура (0 очков)
round-paired = жеребьёвка тура { $round } уже проведена
forbidden-not-swiss = запрещённые пары бывают только в швейцарской системе; в круговой системе пары задают таблицы Бергера
same-player = участника в любом случае нельзя поставить в пару с самим собой
incomplete = тур { $round } не завершён; доски без результата: { $boards }
boards-more = { $boards } и ещё { $n }
too-few-players = для жеребьёвки тура нужно не меньше двух участников
all-rounds-paired = жеребьёвка уже проведена во всех { $rounds ->
    [one] { $rounds } туре
    [few] { $rounds } турах
   *[many] { $rounds } турах
} этого турнира ({ $system })
not-in-berger = тура { $round } нет в таблице Бергера для { $players ->
    [one] { $players } участника
    [few] { $players } участников
   *[many] { $players } участников
}
no-round-yet = жеребьёвка ещё не проводилась
changed-meanwhile = жеребьёвку тура { $round } тем временем изменила другая копия Orda, открывшая этот файл: ничего не изменено
round-has-results = в туре { $round } уже есть результаты; жеребьёвку можно изменить только до первого результата
plays-withdrawn = участник № { $player } выбыл из турнира к туру { $round }; внесите техническое поражение (+/-, -/+, -/-){ $hint }
score-games = { $file }: в файле { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[many] { $games } партий
}, а доске нужна ровно одна
score-needs-result = тур { $round }, доска { $board }: сначала внесите результат или доиграйте партию на доске
contradicts = { $why }; результат не внесён{ $hint }

field-name = имя
field-venue = место проведения
field-chief-arbiter = главный судья
field-time-control = контроль времени
field-title = звание
field-region = регион
field-club = клуб
field-id = идентификатор

lock-system = систему жеребьёвки нельзя изменить после жеребьёвки 1-го тура
lock-game = игру нельзя изменить после жеребьёвки 1-го тура
lock-round-robin-rounds = в круговой системе число туров определяется числом участников (задаётся при жеребьёвке 1-го тура)
lock-bye-points = пропуск тура (без пары) уже был дан в туре { $round }
lock-rules-mode = в режиме правил не меняется после жеребьёвки 1-го тура; это снимает только выход из режима правил, навсегда (в окне Настройки › Выйти из режима правил, в командной строке orda tournament leave-rules)

overridden = запись партии противоречит результату: { $why }; результат судьи остаётся в силе
verdict-withdrawal = техническое поражение: участник выбыл из турнира
verdict-valid = верна, { $result }, { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
}
verdict-invalid-at = неверна на полуходе { $ply }: { $token }
verdict-invalid-result = неверна: объявленный результат
verdict-invalid-result-token = неверна: объявленный результат { $token }
score-invalid-because = запись партии неверна ({ $why })
score-invalid = запись партии неверна
forfeit-with-moves = в партии с техническим результатом не бывает ходов, а в записи партии { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
}
result-but-score-gives = результат { $result }, а по записи партии { $gives }
score-gives-another-result = по записи партии результат другой

breach-two-boards = участник № { $player } стоит на досках { $first } и { $second }
breach-no-player = доска { $board }: нет участника № { $player } (участники 1..{ $field })
breach-himself = доска { $board }: участник № { $player } не может играть сам с собой
breach-forbidden = доска { $board }: { $white } и { $black } — запрещённая пара
breach-rematch = доска { $board }: { $white } и { $black } уже играли друг с другом
breach-both-against-preference = доска { $board }: { $white } и { $black } оба получают цвет, противоположный положенному (смена цветов устроила бы обоих)
breach-must-be-white = доска { $board }: участник № { $player } должен играть белыми (абсолютное предпочтение цвета)
breach-must-be-black = доска { $board }: участник № { $player } должен играть чёрными (абсолютное предпочтение цвета)
breach-bye-and-board = у участника № { $player } есть и доска, и пропуск тура
breach-bye-no-player = пропуск тура: нет участника № { $player } (участники 1..{ $field })
breach-second-bye = у участника № { $player } уже был пропуск тура или победа без игры
breach-not-paired = участник № { $player } не включён в пары
breach-not-to-play = участник № { $player } не участвует в жеребьёвке тура { $round } (заявлен пропуск тура или выбыл из турнира)
breach-odd-without-bye = нечётное число участников, а пропуска тура нет

system-round-robin = круговая система
system-double-round-robin = двухкруговая система
system-swiss = швейцарская система (голландская)
game-togyzkumalak = тогызкумалак
game-tumicarona = тумикарона

title-zms = ЗМС
title-msmk = МСМК
title-ms = МС
title-kms = КМС
title-rank-1 = 1р
title-rank-2 = 2р
title-rank-3 = 3р
title-youth-1 = 1юн
title-youth-2 = 2юн
title-youth-3 = 3юн
result-but-score-gives-ending = результат { $result }, но по записи партии { $gives } ({ $ending })
judged-invalid = неверна: { $file }:{ $line }:{ $col }: { $what }
stored-score-of-board = сохранённая запись партии доски { $board }
judged-valid = верна, { $result } ({ $ending }), { $plies ->
    [one] { $plies } полуход
    [few] { $plies } полухода
   *[many] { $plies } полуходов
}, { $tally } { $white }-{ $black }

## Requested byes taken back (app/manage.rs)

no-bye-requested = участник { $player } не просил пропуск тура { $round }

## A tournament's name taken (app/manage.rs)

name-taken = в базе уже есть турнир «{ $name }» (номер { $id }): дайте этому турниру другое название

## Federation events

field-team = команда
field-category = категория
field-prize = приз
no-event = в этой базе нет соревнования { $id }
no-category = в турнире нет категории «{ $name }»
category-taken = в турнире уже есть категория «{ $name }»
empty-category = в категорию «{ $name }» никто не может попасть: нижняя граница выше верхней
no-prize-overall = за { $place }-е место общего зачёта приза нет
no-prize = за { $place }-е место категории «{ $category }» приза нет
empty-prize = у приза должна быть сумма или название
bad-team-rule = в команде должен учитываться хотя бы один игрок, а для очков за места нужна таблица
not-finished = рейтинг вносится после последнего тура: результаты полны в { $completed } турах из { $rounds }
ratings-applied = изменения рейтинга турнира { $id } уже внесены в реестр
ratings-not-applied = изменений рейтинга турнира { $id } в реестре нет
ratings-applied-later = после этого турнира внесён «{ $later }»: сначала отмените его изменения
no-registered = в реестре нет игрока { $id }
registry-entered = { $name } уже в этом турнире (№ { $no })

## Prize place and K

place-zero = места начинаются с 1
bad-k = K = { $k } не подходит: от 1 до { $max }

## Age limit

bad-age = возраст { $age }? Возраст — не больше { $max }

## Acceleration (issue 21)

lock-acceleration = ускорение нельзя изменить после жеребьёвки 1-го тура
acceleration-needs-swiss = ускорение возможно только в турнире по швейцарской системе
lock-accelerated-rounds = число туров нельзя изменить после жеребьёвки 1-го тура: от него зависят ускоренные туры
io-not-found = нет такого файла или папки
io-permission = нет доступа (права файла, или его занимает другая программа)
io-exists = файл с таким именем уже есть
io-disk-full = диск заполнен
io-read-only = диск только для чтения
io-is-folder = это папка, а не файл
io-not-folder = часть пути — не папка
io-bad-name = такое имя здесь недопустимо
io-busy = файл занят другой программой
io-other = система отказала (ошибка { $code })
sex-man = м
sex-woman = ж
rules-mode-left-already = турнир уже вышел из режима правил (после жеребьёвки { $round } тур.): вернуться в него нельзя
correction-too-late = результаты тура { $round } уже не меняются: в режиме правил исправлять можно только с тура { $from } (тур перед последним сыгранным, FIDE C.04.2); результат, которого не было, вносится. Чтобы изменить его, выйдите из режима правил
round-pairing-bye = { $player } пропуск тура
pairing-differs-from-engine = тур { $round } теперь сведён не так, как по голландской системе ({ $dutch }): экспортированный TRF записывает это строкой ### MPA
tiebreak-no-buchholz-rr = { $code } не применяется в круговом турнире: каждый играет с каждым, и сумма очков соперников почти у всех одна (FIDE C.07); возьмите SB или KS
second-half-bye = у участника { $player } уже есть пропуск тура с пол-очком (тур { $rounds }): ещё один даётся, только если это разрешает положение о турнире{ $hint }
adjourn-not-last-round = партию тура { $round } на доске { $board } нельзя отложить: откладывается только партия идущего тура ({ $last })
adjourn-has-result = у партии тура { $round } на доске { $board } есть результат: сыгранная партия не откладывается (если результат внесён по ошибке, сначала удалите его)
adjourn-already = партия тура { $round } на доске { $board } уже отложена
adjourn-team = партии командного турнира в Orda не откладываются: внесите результат, когда он известен
adjourned-game = тур { $round }, доска { $board }
adjourned-decided-one = Тур { $round }, доска { $board }: { $result }, результат отложенной партии. Тур { $later } был составлен, считая её ничьей, и заново не составляется; экспортируемый TRF записывает это строкой ### Adjournment
adjourned-decided-many = Тур { $round }, доска { $board }: { $result }, результат отложенной партии. Туры { $first }-{ $last } были составлены, считая её ничьей, и заново не составляются; экспортируемый TRF записывает это строкой ### Adjournment
by-hand-not-swiss = вручную составляется только тур швейцарской системы: туры кругового турнира идут по таблицам Бергера (последний тур можно изменить)
differs-yours = Нет в жеребьёвке программы: { $pairs }
differs-engine = Программа составляет вместо этого: { $pairs }
differs-no-engine = Голландская система не находит жеребьёвки этого тура ({ $why }): сравнить не с чем
rating-needs-result = у партии тура { $round } на доске { $board } нет результата, который можно исправить для рейтинга: сначала внесите результат
rating-corrected = Тур { $round }, доска { $board }: { $result } только для рейтинг-отчёта; жеребьёвка и таблица сохраняют { $kept }. Экспортируемый TRF записывает это строкой ### Rating correction
rating-correction-gone = Тур { $round }, доска { $board }: исправления для рейтинга нет; для рейтинг-отчёта снова считается { $kept }
for-rating = для рейтинга: { $result }
bad-rounds = туры { $first }-{ $last } не туры этого турнира: укажите первый и последний тур от 1 до { $rounds }
changes-earlier-round = { $old } → { $new } меняет тур { $round }, по которому { $n ->
    [one] составлен тур { $last }; заново он не составляется
   *[other] составлены туры { $first }-{ $last }; заново они не составляются
}{ $hint }
too-many-rounds = { $rounds } туров на { $players } участников: в швейцарке на { $players } участников не больше { $most } туров без повторных встреч, так что какой-то тур не найдёт допустимой жеребьёвки (измените число туров или составьте его вручную)
explain-not-teams = объяснения есть для туров швейцарской и круговой систем, «почему не» — для швейцарской; не для командных турниров
explain-not-alternative = участники { $no } и { $other } в этом туре играют друг с другом, или одного из них нет в туре
explain-not-alternative-bye = участник { $no } в этом туре и так свободен, или его нет в туре, или свободного нет
date = { $day }.{ $month }.{ $year }
bad-currency = валюта — знак или код не длиннее { $most } символов (₸, KGS, сом), а не «{ $currency }»
