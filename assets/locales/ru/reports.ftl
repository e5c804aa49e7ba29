# Что публикует судья: пары, турнирная таблица, кросс-таблицы и расчёт рейтинга (текст и
# HTML; в CSV остаются машинные названия столбцов).

sheet-system = { $system }, { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[many] { $rounds } туров
}
sheet-chief-arbiter = Главный судья: { $name }
sheet-pairings = Пары { $round }-го тура
sheet-standings = Турнирная таблица после { $round }-го тура
sheet-crosstable = Кросс-таблица после { $round }-го тура
sheet-rating = Расчёт рейтинга после { $round }-го тура (K = { $k })
sheet-board-warning = Доска { $board }: { $warning }
sheet-bye = пропуск тура (без пары, { $points })
sheet-half-bye = пропуск тура (½ очка)
sheet-zero-bye = отсутствовал (0)
sheet-rests = свободен от игры в этом туре
sheet-forfeits-note = +/- -/+ -/-: технические результаты, партии не игрались; они учитываются в очках, но не в квалификационных очках.
sheet-annulled = № { $no }: выбыл из турнира, сыграв меньше половины партий; его результаты не учитываются в турнирной таблице (в кросс-таблице они сохраняются).
sheet-standings-note = Очки: все набранные очки (включая технические результаты и пропуски тура). Кв. очки: очки за партии, сыгранные за доской. Сыграно: число партий, сыгранных за доской. Дополнительные показатели: { $tiebreaks } (ФИДЕ C.07, редакция { $edition } года).
sheet-crosstable-note-double = 1 ½ 0: партии; + -: технические результаты (партии не игрались). В каждой клетке — обе партии в порядке туров.
sheet-crosstable-note-round-robin = 1 ½ 0: партии; + -: технические результаты (партии не игрались).
sheet-crosstable-note-swiss = Клетка: соперник, цвет (б — белые, ч — чёрные), результат; + -: технические результаты (партии не игрались); «-» пропуск тура (без пары), «-½» пропуск тура (½ очка), «-0» отсутствовал.
sheet-rating-note = Учитываются только партии, сыгранные за доской с соперниками, имеющими рейтинг (B.02 §5.1); E — по таблице 8.1.2 с правилом 400 пунктов; Перф. = Ro + dp(P/Партии).

col-board-long = Доска
col-rank = Место
col-points = Очки
col-qpoints = Кв. очки
col-played = Сыграно
col-games = Партии
col-new-rating = Новый
col-performance = Перф.

tb-direct-encounter = личная встреча
tb-wins = количество побед
tb-games-won = выигранные за доской партии
tb-black-games = партии чёрными
tb-black-wins = выигрыши чёрными
tb-progressive = коэффициент прогресса
tb-elected-to-play = туры, выбранные для игры
tb-buchholz = коэффициент Бухгольца
tb-buchholz-cut-1 = усечённый Бухгольц (без худшего)
tb-buchholz-median-1 = медианный Бухгольц
tb-sonneborn-berger = коэффициент Зоннеборна–Бергера
tb-sonneborn-berger-cut-1 = усечённый Зоннеборн–Бергер (без худшего)
tb-koya = система Койя
tb-average-rating = средний рейтинг соперников
tb-performance = турнирный перформанс
tb-standard = очки по стандартной системе (1, ½, 0 за партию)
tb-buchholz-cut-2 = усечённый Бухгольц (без двух худших)
tb-buchholz-median-2 = медианный Бухгольц 2
tb-sonneborn-berger-cut-2 = усечённый Зоннеборн–Бергер (без двух худших)
tb-koya-limit = система Койя, граница { $percent } % от максимума
tb-koya-limit-plus = система Койя, граница { $percent } % от максимума плюс { $points }
tb-koya-limit-minus = система Койя, граница { $percent } % от максимума минус { $points }
tb-rating = собственный рейтинг (больший впереди)
tb-rating-low-first = собственный рейтинг (меньший впереди)
tb-start-number = стартовый номер (меньший впереди)
tb-start-number-high-first = стартовый номер (больший впереди)

## Pairing lists (words/reports.rs)

col-rating-short = Рейт.

## Federation events

col-overall = Общее место
col-category = Категория
col-place = Место
col-prize = Приз
col-amount = Сумма
col-received = Получает
col-team = Команда
col-members = Зачётные игроки
col-total = Итого
col-id = ID
col-section = Турнир
col-system = Система
col-players = Игроков
col-rounds = Туры
col-missing = Нет результата
col-before = Было
col-change = Изменение
col-after = Стало
col-tournament = Турнир
sheet-category = { $category }: таблица после { $round }-го тура
sheet-category-note = Категория: { $conditions }. Места и дополнительные показатели — из общей таблицы (Общее место: место в общей таблице).
cat-men = мужчины и юноши
cat-women = женщины и девушки
cat-born-between = родившиеся с { $from } по { $to }
cat-born-from = родившиеся { $from } и позже
cat-born-to = родившиеся { $to } и раньше
cat-rating-between = рейтинг от { $min } до { $max }
cat-rating-min = рейтинг { $min } и выше
cat-rating-max = рейтинг { $max } и ниже
cat-titles = звание { $titles }
cat-region = регион { $region }
cat-club = клуб { $club }
cat-everyone = все игроки
sheet-prizes = Призы после { $round }-го тура
prizes-overall = Общий зачёт
prizes-unawarded = { $list }, { $place }-е место ({ $prize }): некому вручить
sheet-prizes-no-round = Призы: ни один тур ещё не завершён
prizes-no-round = Ни один тур не завершён: мест ещё нет, призы не распределяются.
prizes-why-no-category = такой категории больше нет
prizes-why-ranked = { $ranked ->
    [one] в этом списке всего { $ranked } игрок
    [few] в этом списке всего { $ranked } игрока
   *[other] в этом списке всего { $ranked } игроков
}
prizes-why-elsewhere = { $n ->
    [one] { $n } из них получает более ценный приз другого списка
   *[other] { $n } из них получают более ценные призы других списков
}
prizes-why-struck = № { $nos }: результаты аннулированы (выбыл, сыграв меньше половины партий), поэтому ни места, ни приза
prizes-inversion = { $list }: { $place }-е место — { $amount }, меньше, чем { $lower }-е ({ $more }); обычно более низкое место получает меньше — проверьте таблицу призов
prizes-note-equal = Один приз на игрока, самый ценный. Игроки с равными очками делят деньги призов поровну; название приза — по дополнительным показателям.
prizes-note-tiebreak = Один приз на игрока, самый ценный. Игроки с равными очками разделяются дополнительными показателями; ничего не делится.
prizes-note-hort = Один приз на игрока, самый ценный. Система Хорта: игроки с равными очками получают половину своего приза, другая половина денег их призов делится поровну.
team-by-region = регионы
team-by-club = клубы
team-by-team = команды
team-tb-next = Следующий
team-tb-best = Лучшее место
team-tb-total = Все очки
sheet-teams = Командный зачёт ({ $by }, { $best } лучших) после { $round }-го тура
sheet-teams-note = Очки команды: сумма очков { $best } лучших игроков (лучших по порядку личной таблицы). При равенстве: { $tiebreaks }. Следующий: очки следующего игрока; Лучшее место: место лучшего игрока команды; Все очки: очки всех её игроков.
sheet-event-teams = Командный зачёт: { $by } ({ $best } лучших в каждом турнире)
sheet-event-teams-best = Каждый турнир даёт команде очки её { $best } лучших игроков; при равенстве выше команда с лучшим турниром, затем со следующим.
sheet-event-teams-places = Каждый турнир даёт команде очки за места её { $best } лучших игроков ({ $table } за 1-е, 2-е ... место); при равенстве выше команда с большим числом первых мест, затем вторых и т. д.
sheet-event = Турниры
rating-list = Рейтинг-лист
rating-list-men = Мужчины
rating-list-women = Женщины
rating-list-other = Пол не указан
rating-history = История рейтинга

## Live results page

web-title = Результаты онлайн
web-tournaments = Турниры
web-all = Все турниры
web-pairings = Пары
web-screen = Экран в зале
web-footer = Страница обновляется сама, когда вносится результат.
web-no-round = Ни один тур ещё не составлен
web-no-round-note = Зарегистрировано игроков: { $players }.

## Live rounds

web-rounds = { $paired } из { $rounds }

## Paper

slips-title = Бланки результатов, { $round }-й тур
slip-heading = Тур { $round }, доска { $board }
slip-white = Белые
slip-black = Чёрные
slip-result = Результат
slip-white-sign = Подпись белых
slip-black-sign = Подпись чёрных
slip-arbiter-sign = Судья
slip-score = Запись партии
sheet-players = Участники ({ $players })
sheet-checkin = Регистрация участников
sheet-checkin-note = Отметьте, когда участник в зале; участник расписывается.
col-present = Присутствует
col-signature = Подпись
sheet-report = Отчёт о турнире
col-what = Показатель
col-value = Значение
report-players = Участники
report-players-value = { $players } (мужчин: { $men }, женщин: { $women })
report-regions = Регионы
report-rounds = Сыграно туров
report-games = Партий сыграно за доской
report-outcomes = Победы белых / ничьи / победы чёрных
report-outcomes-value = { $white } / { $draws } / { $black }
report-forfeits = Технические результаты

## Live games

col-round = Тур
col-colour = Цвет
web-game = Тур { $round }, доска { $board }: { $white } – { $black }
web-game-ply = Позиция после { $move_no }-го хода ({ $side }) из { $moves }.
web-game-start = Начальная позиция; ходов в партии: { $moves }.
web-back = ← Назад
web-forward = Вперёд →

## Acceleration (issue 21)

sheet-virtual-points = (+1), (+½): виртуальные очки бакинского ускорения (ФИДЕ C.04.5.1). Они влияют только на жеребьёвку этого тура и никогда не учитываются в таблице.
web-kazan-white = Казан белых
web-kazan-black = Казан чёрных
web-game-end-kazan = Партия окончена { $result }: в казане 82 (казаны { $white } : { $black }).
web-game-end-atsyrau = Партия окончена { $result }: атсырау, { $stuck } не могли сделать ход, { $collector } забрали { $left } кумалаков со своего ряда (казаны { $white } : { $black }); на доске они уже взяты.
web-not-found = Страница не найдена
web-not-found-note = По этому адресу ничего нет: все турниры файла — в разделе «Все турниры».
web-round-link = Тур { $round }
web-search = Найти
web-search-hint = Несколько букв фамилии или номер
web-search-none = Нет участника, в фамилии которого есть «{ $text }».
web-search-found = Участников, в фамилии которых есть «{ $text }»: { $players }.
web-player-standing = { $points } очк. после { $round }-го тура, место { $place }
web-player-withdrawn = Выбыл с { $round }-го тура.
sheet-pairings-by-name = Пары { $round }-го тура по алфавиту
sheet-de-unapplied = Серые значения DE не учтены: участники с равными очками встречались не все друг с другом (C.07, ст. 6.3), поэтому решает следующий дополнительный показатель.
withdrawn-mark = выбыл с { $round }-го тура
sheet-rules-left = Не в режиме правил: вышел после жеребьёвки { $round } тур.
sheet-adjourned-open = { $n ->
    [one] У отложенной партии ещё нет результата ({ $games }): её тур не входит в эту таблицу, пока партия не закончится.
   *[other] У { $n } отложенных партий ещё нет результата ({ $games }): их туры не входят в эту таблицу, пока партии не закончатся.
}
prizes-not-shared = { $amount } (не делится: равных разделяют дополнительные показатели)
sheet-crosstable-by-rank = Кросс-таблица после { $round }-го тура, по местам
