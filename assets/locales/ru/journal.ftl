# Журнал: `orda log`, `orda undo` и вкладка «История» (docs/journal.md).
journal-kind = { $kind ->
    [create-tournament] Турнир создан
    [import-trf] Импортирован файл TRF
    [update-settings] Настройки изменены
    [delete-tournament] Турнир удалён
    [add-player] Участник добавлен
    [edit-player] Данные участника изменены
    [import-players] Участники импортированы
    [order-players] Стартовые номера присвоены
    [withdraw] Участник снят с турнира
    [reinstate] Участник возвращён в турнир
    [delete-player] Участник удалён
    [request-bye] Объявлен пропуск тура
    [cancel-bye] Пропуск тура отменён
    [forbid] Запрещённая пара изменена
    [pair-round] Проведена жеребьёвка тура
    [pair-by-hand] Тур составлен вручную
    [enter-results] Внесены результаты
    [adjourn] Партия отложена
    [correct-for-rating] Исправлено только для рейтинга
    [save-score] Сохранена запись партии
    [change-pairing] Жеребьёвка изменена
    [delete-last-round] Последний тур удалён
    [create-section] Создан турнир соревнования
    [create-event] Соревнование создано
    [update-event] Соревнование изменено
    [set-section] Турнир включён в соревнование
    [enter-registered] Добавлен участник из реестра
    [add-category] Категория добавлена
    [remove-category] Категория удалена
    [put-prize] Приз задан
    [remove-prize] Приз удалён
    [set-award-rules] Правила награждения изменены
    [apply-ratings] Рейтинги внесены в реестр
    [undo-ratings] Рейтинги возвращены
    [undo] Отмена
    [player-codes] Коды игроков созданы
    [add-assistant] Код помощника судьи создан
    [revoke-code] Код отозван
    [access-off] Доступ из зала выключен
    [report] Результат сообщён из зала
    [wrong-code] Введён неверный код
    [decide-report] Решение по сообщению принято
    [set-hall] Настройки зала изменены
    [check-in] Игрок зарегистрирован
    [pair-present] Тур составлен из присутствующих
    [ask-bye] Из зала запрошен пропуск тура
    [decide-bye] Решение по запрошенному пропуску принято
    [unlock-code] Код разблокирован
    [wrong-codes] Неверные коды с одного адреса: ограничен на минуту
    [wrong-codes-hall] Неверные коды со всего зала: ограничение на минуту
    [accept-report] Сообщение принято
    [reject-report] Сообщение отклонено
    [grant-bye] Запрошенный пропуск предоставлен
    [refuse-bye] В запрошенном пропуске отказано
    [journal-started] Журнал начат: база данных обновлена, прежних изменений в журнале нет
    [leave-rules-mode] Выход из режима правил
    [set-arbiter] Имя судьи в журнале задано
   *[other] { $kind }
}
journal-face = { $face ->
    [window] окно
    [cli] командная строка
    [web] веб
    [upgrade] обновление
   *[other] другое
}
journal-player = № { $no }
journal-player-round = № { $no }, тур { $round }
journal-players = № { $a } и № { $b }
journal-round = тур { $round }
journal-board = тур { $round }, доска { $board }
journal-reported = тур { $round }, доска { $board }: сообщено { $result }
journal-tries = { $n } за минуту
journal-file = файл { $file }
journal-prize-overall = общий приз, место { $place }
journal-prize = приз «{ $category }», место { $place }
journal-category = категория «{ $name }»
journal-event = соревнование { $id }
journal-named = «{ $name }»
journal-entry = строка { $id }
journal-result = тур { $round }, доска { $board }: { $before } → { $after }
journal-no-result = нет
journal-undone = отменено строкой { $by }
journal-undoes = отменяет строку { $id }
journal-empty = В журнале пока нет строк.
journal-col-no = №
journal-col-who = Кто
journal-col-face = Откуда
journal-col-tournament = Турнир
journal-col-what = Что
journal-col-details = Подробности
undone = Отменено: строка { $id } ({ $what })
nothing-to-undo = в этом турнире нечего отменять
cannot-undo = последнее изменение, строку { $id } ({ $what }), отменить нельзя
undo-blocked = строку { $id } ({ $what }) отменить нельзя: строка { $by } ({ $later }) после неё изменила те же данные
undo-stale = строку { $id } ({ $what }) отменить нельзя: изменённое ею после этого изменила другая программа
undo-referenced = строку { $id } ({ $what }) отменить нельзя: добавленное ею уже используется (участник внесён в другой турнир)
undo-not-seen = ничего не отменено: последнее изменение теперь строка { $id } ({ $what }), внесённая только что; сначала посмотрите её в истории
journal-title = Журнал изменений
journal-more-results = { $n ->
    [one] и ещё { $n } результат
    [few] и ещё { $n } результата
   *[many] и ещё { $n } результатов
}
journal-col-at-local = Когда (UTC{ $offset })
