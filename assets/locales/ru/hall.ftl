# The hall network: access codes, players' reports, what came in (docs/access.md).
hall-no-access = этот код не действует в этом турнире (неверный, отозван или заблокирован)
hall-reports-off = в этом турнире сообщения игроков о результатах выключены
hall-not-your-board = вы не играете на доске { $board } в туре { $round }
hall-decided = результат тура { $round }, доски { $board } уже внесён: изменить его может только судья
hall-not-reportable = игрок сообщает 1-0, ½-½ или 0-1; неявка — решение судьи
hall-no-report = по туру { $round }, доске { $board } нет открытого сообщения
hall-disagree = игроки тура { $round }, доски { $board } не согласны: укажите результат, который внести
hall-no-code = в этом турнире нет кода { $id }
hall-no-name = у помощника судьи должно быть имя
hall-no-random = система не дала случайных чисел для кода
hall-status = { $status ->
    [waiting] ждёт соперника
    [confirmed] подтверждён обоими
    [disagreed] игроки не согласны
    [accepted] принят
   *[rejected] отклонён
}
hall-codes-made = { $n ->
    [one] код создан для { $n } игрока
   *[other] коды созданы для { $n } игроков
}
hall-assistant-made = создан код помощника судьи { $name }
hall-revoked = код отозван
hall-access-off = доступ из зала выключен: отозвано кодов: { $n }, сообщения игроков выключены
hall-entered = тур { $round }, доска { $board }: результат внесён
hall-reported = тур { $round }, доска { $board }: сообщено, { $status }
hall-accepted = тур { $round }, доска { $board }: { $result } принят
hall-rejected = тур { $round }, доска { $board }: сообщение отклонено
hall-codes-title = Коды игроков
hall-reports-title = Сообщения из зала
hall-access-title = Коды доступа
hall-col-code = Код
hall-col-reported = Сообщено
hall-col-answer = Соперник
hall-col-status = Состояние
hall-col-id = Id
hall-col-role = Роль
hall-col-made = Создан (UTC)
hall-col-revoked = Отозван
hall-col-wrong = Неверных попыток
hall-col-locked = Заблокирован
hall-role = { $role ->
    [assistant] помощник судьи
   *[player] игрок
}
web-report-subtitle = Сообщить результат
web-report-code = Ваш код (на карточке игрока)
web-report-round = Тур
web-report-board = Доска
web-report-result = Результат (сначала белые)
web-report-submit = Отправить
web-report-note-confirm = Соперник подтверждает своим кодом; если вы не согласны, решает судья. До этого ничего не засчитывается.
web-report-note-code = Никому не показывайте свой код: с ним можно сообщать от вашего имени.
web-report-footer = Отправляется по сети зала без шифрования.
web-report-expired = Срок этой формы истёк или она уже отправлена: форма показана снова, отправьте её ещё раз.
web-report-wrong = Этот код здесь не действует. Проверьте его на карточке.
web-report-limited = За последнюю минуту из вашей сети пришло слишком много неверных кодов, поэтому коды из неё сейчас не проверяются (ваш, скорее всего, верен). Попробуйте через { $seconds } с.
web-report-bad = Укажите тур и доску числами и выберите 1-0, ½-½ или 0-1.
view-hall = Зал
hall-accept = Принять
hall-reject = Отклонить
hall-revoke = Отозвать
hall-make-codes = Создать коды игроков
hall-make-codes-tip = Код каждому игроку без кода; с ним игроки сообщают свои результаты
hall-switch-off = Выключить доступ из зала
hall-assistant-name = Помощник судьи
hall-add-assistant = Создать его код
hall-assistant-code = Код { $name } (показывается один раз: его вводят или сканируют QR-код):
hall-publish-first = Опубликуйте страницу результатов (вид «Начало»), чтобы показать QR-код, открывающий форму.
hall-codes-once = Коды игроков, созданные сейчас (показываются один раз):
hall-no-reports = Из зала пока ничего не пришло.
hall-reports-on = Сообщения игроков включены: игрок сообщает результат кодом со своей карточки, соперник подтверждает своим.
hall-reports-off-now = Сообщения игроков выключены.
hall-decide = Внести
card-heading = карточка игрока
card-code = Ваш код
card-site = Форма: { $site } (Wi-Fi зала)
card-how = После партии отсканируйте QR-код (или откройте адрес и введите код) и сообщите результат.
hall-report-state = Тур { $round }, доска { $board }: № { $by } сообщил { $result }, { $status }.
view-hall-count = Зал ({ $n })
hall-accepted-as = принят: { $result }
hall-check-in-closed = регистрация на тур { $round } не открыта
hall-who-checks-in = укажите игрока, которого регистрируете
hall-checked-in = № { $no } зарегистрирован на тур { $round }
hall-checked-in-already = № { $no } уже зарегистрирован на тур { $round }
hall-absent = { $n ->
    [0] отсутствующих нет
    [one] отсутствует, пропуск тура без очка: № { $nos }
   *[other] отсутствуют, каждому пропуск тура без очка: № { $nos }
}
hall-check-in-mode = { $mode ->
    [first] перед 1-м туром
    [each] перед каждым туром
   *[off] выключена
}
hall-check-in-title = Регистрация
hall-check-in-label = Игроки регистрируются
hall-present = Тур { $round }: зарегистрировано { $n } из { $of } (отметьте игрока, чтобы зарегистрировать его)
hall-pair-present = Составить пары из присутствующих…
hall-pair-present-tip = Составить пары следующего тура из зарегистрированных игроков; остальные получают в нём пропуск тура без очка (правило для отсутствующего)
hall-pair-present-confirm = Составить пары из присутствующих
web-check-in-subtitle = Регистрация на тур { $round }
web-check-in-note = Зарегистрируйтесь, когда придёте в зал: судья может составить пары только из зарегистрированных.
web-check-in-submit = Я здесь
web-check-in-number = Номер игрока (только для помощника, регистрирующего игрока)
web-check-in = Регистрация
hall-here = Зарегистрирован на тур { $round }.
hall-present-cli = Тур { $round }: зарегистрировано { $n } (+), остальные нет (-)
hall-not-one-game = в записи должна быть одна партия
web-score-subtitle = Запись партии
web-score-to-move = Ход { $side ->
    [white] белых
   *[black] чёрных
}: нажмите на лунку (номер, под ним кумалаков в ней)
web-score-undo = ← Вернуть последний ход
web-score-moves = Ходы (нажимайте выше или наберите: 1. 76 11 2. 22)
web-score-check = Проверить ходы
web-score-submit = Отправить запись и результат
web-score-note = Каждый ход проверяет тот же движок правил, что и у судьи; запись с результатом принимает судья.
web-score = Ввести запись
hall-with-score = { $result } + запись
hall-settings = сообщения игроков: { $reports ->
    [1] включены
   *[0] выключены
}; регистрация: { $check_in }; результат, подтверждённый обоими: { $accept ->
    [1] вносится сразу
   *[0] ждёт судью
}; почему такая пара, на страницах участников: { $explain ->
    [1] показывается
   *[0] не показывается
}
hall-accept-confirmed = Сразу вносить результат, подтверждённый обоими игроками
hall-no-bye-asked = № { $no } не просил пропуска тура { $round }
hall-byes-title = Запрошенные пропуски туров
hall-col-bye = Пропуск
hall-bye-granted = тур { $round }, № { $no }: { $bye } предоставлен
hall-bye-refused = тур { $round }, № { $no }: в запрошенном пропуске отказано
hall-bye-asked = № { $no } просит пропуск тура { $round }
web-bye-subtitle = Попросить пропуск тура
web-bye-kind = Пропуск
web-bye-submit = Попросить судью
web-bye-note = Для ещё не составленного тура; судья предоставляет его, если позволяют правила турнира.
hall-bye-waiting = Пропуск тура { $round } запрошен: ждёт судью.
hall-grant = Предоставить
hall-refuse = Отказать
hall-bye-status = { $status ->
    [accepted] предоставлен
    [rejected] отказано
   *[waiting] ждёт судью
}
web-desk-subtitle = Ожидающие сообщения (для помощников судьи)
web-desk-as-reported = как сообщено
web-desk-code = Ваш код (помощника судьи)
web-desk-pick = Сообщение
web-desk-result = Результат, который внести
web-desk-note = Принятие вносит результат, как окно судьи, с вашим именем в журнале; при несогласии укажите решённый вами результат.
hall-nobody-present = на тур { $round } никто не зарегистрирован
hall-explain = Страницы участников объясняют, почему у каждого такая пара (orda explain)
hall-wrong-codes = { $hall ->
    [1] { $n } неверных кодов со всего зала за минуту: каждый адрес, приславший неверный код, ограничен на минуту
   *[0] { $n } неверных кодов с одного адреса за минуту: он ограничен на минуту
}
hall-unlocked = код разблокирован: он снова действует, с той же карточкой
hall-not-locked = код не был заблокирован
hall-report-answered = Тур { $round }, доска { $board }: № { $by } сообщил { $result }, № { $other } — { $answer }: { $status }.
hall-unlock = Разблокировать
hall-unlock-tip = Код когда-то заблокирован неверными попытками (до этой версии): разблокированный, он снова действует с той же карточкой
web-report-locked = Этот код заблокирован: когда-то для вашей доски присылали неверные коды. Попросите судью разблокировать его; карточка остаётся прежней.
web-report-revoked = Этот код отозван судьёй (выдана новая карточка или доступ из зала выключен). Обратитесь к судье.
web-report-busy = Слишком много форм с этим кодом за последнюю минуту: попробуйте через { $seconds } с.
web-desk-show = Показать сообщения
web-desk-code-first = Введите свой код (код помощника судьи), чтобы увидеть ожидающие сообщения.
