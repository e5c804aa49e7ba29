# Окно: подписи, подсказки, диалоги, строки состояния.

view-start = Начало
view-settings = Настройки
view-players = Участники
view-rounds = Туры
view-game = Партия
view-standings = Турнирная таблица
menu-file = Файл
menu-export = Экспорт
new-database = Новая база данных…
open-database = Открыть базу данных…
back-up-database = Создать резервную копию
export-standings-csv = Турнирная таблица (CSV)…
export-standings-html = Турнирная таблица (HTML)…
export-crosstable-csv = Кросс-таблица (CSV)…
export-crosstable-html = Кросс-таблица (HTML)…
export-pairings-html = Пары тура (HTML)…
export-wallchart-html = Пары по алфавиту, на стену (HTML)…
export-trf = TRF ФИДЕ…
csv-for-excel = CSV для русского или казахского Excel (; и 7,5)
csv-for-excel-tip = CSV выгружается через точку с запятой и с десятичной запятой, как его открывает по двойному щелчку Excel на русском или казахском; без отметки — запятые и десятичная точка (RFC 4180), как читают скрипты
export-records = Записи партий (наподобие PGN)…
recent = Недавние базы данных
no-recent = Пока нет.
database-path = Файл базы данных
open-path = Открыть или создать
open-path-tip = Открыть этот файл, а если его нет — создать
tournaments = Турниры
no-database = Чтобы начать, откройте или создайте базу данных.
no-tournaments = Турниров пока нет: создайте турнир ниже.
new-tournament = Новый турнир
name = Название
system = Система
rounds = Число туров
create = Создать
venue = Место проведения
start-date = Дата начала (ДД.ММ.ГГГГ)
end-date = Дата окончания (ДД.ММ.ГГГГ)
arbiter = Главный судья
time-control = Контроль времени
bye-points = Пропуск тура (без пары)
tiebreaks = Дополнительные показатели, по порядку
tiebreak-edition = Несыгранные туры (редакция C.07)
game = Игра
save-settings = Сохранить настройки
revert = Сбросить
search = Поиск
search-tip = Фильтр по имени, региону, клубу или званию (Ctrl+F)
col-no = №
col-name = Фамилия, имя
col-title = Звание
col-rating = Рейтинг
col-region = Регион
col-club = Клуб
col-status = Статус
active = играет
add-player = Добавить участника
add-player-tip = Добавить участника (Ctrl+N); после 1-го тура швейцарской системы это позднее вступление
edit-player = Сохранить изменения
new-player = Новый участник
clear-form = Очистить
birth = Дата рождения
sex = Пол
birth-hint = ДД.ММ.ГГГГ или ГГГГ-ММ-ДД
sex-hint = м или ж
withdraw = Снять с турнира с тура
leaving = Выбытие из турнира
reinstate = Вернуть
reinstate-tip = Отменить выбытие: он снова участвует в жеребьёвке, а технические поражения, поставленные ему при выбытии в текущем туре, снимаются
delete-player = Удалить участника…
delete-player-tip = Удалить участника, добавленного по ошибке (только до 1-го тура; позже — снять его с турнира)
import-trf = Импортировать TRF…
import-trf-tip = Импортировать турнир из файла TRF ФИДЕ (Swiss-Manager, Vega, Papi, lichess...)
import = Импортировать
delete-tournament = Удалить…
delete-tournament-title = Удаление турнира
delete-tournament-tip = Удалить этот турнир со всем его содержимым
import-csv = Импортировать CSV…
or-path = или файл
preview = Предпросмотр
no-dialog = Окно выбора файла здесь недоступно: введите путь или перетащите файл в окно программы
import-preview = Предпросмотр импорта
cancel = Отмена
round = Тур
pair-next = Жеребьёвка следующего тура
pair-next-tip = Провести жеребьёвку следующего тура (Ctrl+P)
delete-last = Удалить последний тур…
delete-last-tip = Удалить последний тур вместе с результатами, как будто его жеребьёвки не было
confirm-delete = Удалить
swap-colours = Поменять цвета
swap-colours-tip = Поменять цвета на выбранной доске (до внесения результата)
exchange = Обменять чёрных с доской
exchange-tip = Поменять местами участников, играющих чёрными, на выбранной и на указанной доске
change-pairing = Изменение жеребьёвки:
no-rule-broken = Правила жеребьёвки не нарушены.
apply = Применить
bye-to-white = Пропуск тура белым
bye-to-black = Пропуск тура чёрным
bye-tip = Отдать пропуск тура (без пары) этому участнику выбранной доски; его место займёт участник, у которого был пропуск тура
pair-anyway = Всё равно составить пару
open-game = Запись партии…
open-game-tip = Ввести или воспроизвести партию на выбранной доске (G)
col-board = Доска
col-white = Белые
col-black = Чёрные
col-result = Результат
col-score = Запись партии
not-paired = Жеребьёвка ещё не проводилась.
keys-help = Клавиши: ↑/↓ доска · 1 = 0 результат · + − техн. победа · * обоюдное техн. поражение · ? отложить · Delete стереть · Enter след. доска
no-board = Выберите тур и доску выше и нажмите «Открыть» или выберите доску во вкладке «Туры» (выделите её и нажмите G).
replay-tip = Пошаговый просмотр партии (← и →; Home и End)
score-text = Запись партии (введите, вставьте или сыграйте ходы на доске)
save-score = Сохранить запись партии
save-score-tip = Сохранить запись партии вместе с результатом на доске (Ctrl+S)
undo-move = Отменить последний ход
to-move = очередь хода
side-kazan = { $side ->
    [white] Казан белых
   *[black] Казан чёрных
}: { $n }
side-pieces = { $side ->
    [white] Фишки белых
   *[black] Фишки чёрных
}: { $n }
side-to-move = { $side ->
    [white] Ход белых
   *[black] Ход чёрных
}
white = Белые
black = Чёрные
tuzdyk = туздык
kazan = казан
empty-point = пусто
end-turn = Завершить ход
end-turn-tip = Закончить цепочку здесь (или щёлкнуть по фишке ещё раз); Esc начинает ход заново
approach = Подход (A)
withdrawal = Отход (W)
capture-choice = На этом шаге возможно взятие двумя способами:
game-over = партия окончена
valid = верна
standings = Турнирная таблица
crosstable = Кросс-таблица
after-round = После тура
breakdown = Расшифровка
click-player = Щёлкните по участнику, чтобы увидеть расшифровку каждого дополнительного показателя.
no-db = нет базы данных
saved = сохранено
store-anyway = Всё равно сохранить
store-anyway-tip = Сохранить как введено: решение судьи остаётся в силе, а предупреждение хранится рядом с ним
hint-store-anyway = {" "}(«Всё равно сохранить» оставит результат судьи в силе)
hint-points-from-results = {" "}(«Всё равно сохранить» примет результаты за истину и перечислит все строки, где изменится сумма очков)
hint-or-store-anyway = , или нажмите «Всё равно сохранить»
hint-pair-anyway = ; «Всё равно сохранить» сохранит эти пары как есть
hint-withdraw = {" "}(Участники › Снять с турнира с тура)
no-tournament-open = турнир не открыт
no-database-open = база данных не открыта
settings-stored = настройки изменены
pairing-changed = жеребьёвка изменена
cleared = результат удалён
pab = пропуск тура (без пары)
half-bye = пропуск тура (½ очка)
zero-bye = пропуск тура (0 очков)
rests = свободен от игры
absent = отсутствовал
points = Очки
white-short = б
black-short = ч

## Собрано из значений.
progress-not-started = не начат, { $rounds ->
    [one] { $rounds } тур
    [few] { $rounds } тура
   *[many] { $rounds } туров
}
progress-complete = тур { $paired } из { $rounds }, завершён
progress-missing = тур { $paired } из { $rounds }, { $missing ->
    [one] не внесён { $missing } результат
    [few] не внесены { $missing } результата
   *[many] не внесено { $missing } результатов
}
confirm-delete-round = Удалить тур { $round } и { $results ->
    [one] его { $results } результат
    [few] его { $results } результата
   *[many] его { $results } результатов
}? Всё вернётся к состоянию до жеребьёвки тура { $round }.
board-change = доска { $board }: { $white } – { $black }
bye-change = пропуск тура (без пары): { $player }
import-n = Импортировать { $n ->
    [one] { $n } участника
    [few] { $n } участников
   *[many] { $n } участников
}
board-title = Тур { $round }, доска { $board }: { $white } – { $black }
ply-of = полуход { $ply } из { $of }
with-key = { $tip } ({ $key })
opened = открыт файл { $path }
backed-up = резервная копия записана: { $path }
created = создан турнир { $name }
entered = участник { $name } добавлен под № { $no }
changed = данные участника { $name } изменены
withdrawn = участник № { $no } снят с турнира с тура { $from }; { $forfeits ->
    [one] { $forfeits } техническое поражение
    [few] { $forfeits } технических поражения
   *[many] { $forfeits } технических поражений
}
reinstated = участник № { $no } снова играет с тура { $from }; { $cleared ->
    [one] снято { $cleared } техническое поражение
    [few] сняты { $cleared } технических поражения
   *[many] снято { $cleared } технических поражений
}
player-deleted = участник № { $no } { $name } удалён; следующие стартовые номера уменьшены на единицу
trf-imported = Турнир { $name } импортирован из { $file }
trf-imported-as = Турнир { $name } импортирован из { $file }, кодировка { $encoding }
trf-notes-more = и ещё { $n ->
    [one] { $n } замечание
    [few] { $n } замечания
   *[other] { $n } замечаний
}
tournament-deleted = Турнир { $name } удалён
confirm-delete-player = Удалить участника № { $no } { $name }? Следующие стартовые номера уменьшатся на единицу.
confirm-delete-tournament = Удалить турнир { $name } ({ $progress }) со всеми участниками, турами, результатами и записями партий? Это действие нельзя отменить.
result-stale-one = Тур { $round }, доска { $board }: { $result }. Предупреждение: жеребьёвка тура { $later } проведена со старым результатом { $old } и заново не проводилась
result-stale-many = Тур { $round }, доска { $board }: { $result }. Предупреждение: жеребьёвка туров { $first }–{ $last } проведена со старым результатом { $old } и заново не проводилась
withdrawn-status = выбыл с тура { $from }
read-as = Кодировка: { $how }
imported = { $n ->
    [one] импортирован { $n } участник
    [few] импортированы { $n } участника
   *[many] импортировано { $n } участников
} из { $file }
paired = тур { $round }: жеребьёвка проведена, { $boards ->
    [one] { $boards } доска
    [few] { $boards } доски
   *[many] { $boards } досок
}
result-entered = тур { $round }, доска { $board }: { $result }
round-deleted = тур { $round } удалён
score-file = тур { $round } доска { $board }
score-stored = тур { $round }, доска { $board }: запись партии введена
wrote = записан файл { $path }
bye-line = { $no } { $name }: { $what }
bad-rating = рейтинг «{ $rating }» — не число
bad-sex = пол «{ $sex }» — не «м» и не «ж»
col-round-short = Тур
col-colour-short = Цв.
col-opponent = Соперник
col-result-short = Рез.
col-opponent-points = Очки соп.
language = Язык
language-set = Язык окна: { $lang }
cli-bad-lang = orda: --lang { $lang }: Orda говорит на языках kk (Қазақша), ru (Русский) и en (English)
publication-lang = Язык публикации
publication-lang-window = как в окне
publication-lang-tip = Язык HTML-экспорта и печатных списков этого турнира, независимо от языка окна
cli-bad-publish = --publish { $lang }: турнир публикуется на kk, ru или en

## The names exports get (the extension stays).
file-standings-csv = { $name } - турнирная таблица, тур { $round }.csv
file-standings-html = { $name } - турнирная таблица, тур { $round }.html
file-crosstable-csv = { $name } - кросс-таблица, тур { $round }.csv
file-crosstable-html = { $name } - кросс-таблица, тур { $round }.html
file-pairings-html = { $name } - пары, тур { $round }.html
file-wallchart-html = { $name } - пары по алфавиту, тур { $round }.html
file-trf = { $name }, тур { $round }.trf
file-games = { $name } - записи партий, тур { $round }.pgn

## Settings › tie-breaks (settings.rs)

tiebreak-drag = Перетащите на другое место
tiebreak-up = Выше
tiebreak-down = Ниже
tiebreak-remove = Убрать из списка
tiebreak-none = Нет: при равенстве очков участники делят место
tiebreak-add = Добавить дополнительный показатель…

## Players › order and requests (players.rs, commands.rs)

ordered-by-rating = Стартовые номера присвоены по рейтингу (затем по званию, затем по фамилии)
ordered-by-lot = Стартовые номера определены жребием, ключ жребия { $seed } (тот же ключ даёт тот же порядок)
ordered-by-hand = Стартовые номера присвоены в указанном порядке
half-bye-requested = Участник { $player }: пропуск тура { $round } с ½ очка
zero-bye-requested = Участник { $player }: пропуск тура { $round } с 0 очков
bye-cancelled = Участник { $player } играет в туре { $round } (пропуск отменён)
kept-apart = Участники { $a } и { $b } не будут играть друг с другом
may-meet = Участники { $a } и { $b } снова могут встретиться

## Players › starting order, requests, namesakes (players.rs)

order-label = Стартовые номера:
order-by-rating = По рейтингу
order-by-rating-tip = Сначала высший рейтинг, затем звание, затем фамилия (порядок ФИДЕ для швейцарской системы)
order-by-lot = Жребием
order-by-lot-tip = Определить номера жребием по ключу рядом: тот же ключ даёт тот же порядок
seed = Ключ жребия
order-by-hand = Вручную…
order-by-hand-tip = Введите текущие номера в новом порядке через запятую: 3, 1, 2 …
new-order = Новый порядок
apply-order = Присвоить номера
bad-seed = «{ $seed }» — не ключ жребия: введите целое число
not-a-number = «{ $text }» — не стартовый номер
requests = Просьбы на следующие туры
bye-in-round = Пропуск тура
request-half-bye = ½ очка
request-zero-bye = 0 очков
half-bye-announced = Тур { $round }: просьба о пропуске с ½ очка
zero-bye-announced = Тур { $round }: просьба о пропуске с 0 очков
take-back = Отменить
take-back-bye-tip = Участник всё-таки играет в этом туре
keep-apart-from = Не сводить с
keep-apart = Не сводить
keep-apart-tip = В следующих турах швейцарской системы эти двое не встретятся (партнёры по команде, родственники)
kept-apart-from = Не сводится с { $no } { $name }
allow-meeting = Разрешить
duplicate-name = { $name } уже внесён (№ { $no }). Бывают однофамильцы: всё равно добавить?
duplicate-in-file = { $name } встречается в файле дважды
add-anyway = Всё равно добавить

## Players › CSV namesakes (players.rs)

already-entered = { $name } уже внесён под № { $no } (однофамильцы всё равно импортируются)

## Rounds › round 1 in an order nobody chose (rounds.rs)

order-warning-rating = Стартовые номера не упорядочены по рейтингу. Швейцарская система проводит жеребьёвку 1-го тура по ним (ФИДЕ: рейтинг, затем звание, затем фамилия), поэтому пары сложатся по порядку внесения участников.
order-warning-lot = Стартовые номера всё ещё в порядке внесения. Круговой турнир играется по таблицам Бергера по этим номерам: сначала провести жеребьёвку номеров?
order-then-pair = Упорядочить по рейтингу и провести жеребьёвку
order-first = Сначала упорядочить участников

## Typed work not stored (drafts.rs) and the File menu

draft-settings = настройки турнира (изменены)
draft-player = анкета участника (заполнена)
draft-score = запись партии тура { $round }, доска { $board } (введена)
drafts-not-stored = Введено, но ещё не сохранено:
discard-and-go-on = Отбросить и продолжить
discard-and-quit = Отбросить и выйти
stay = Остаться
reload = Перечитать файл
reload-tip = Показывает, что за это время сохранила другая «Орда» (командная строка, второе окно)
quit = Выход
unsaved-note = Ещё не сохранено

## Game › choosing a board (game.rs)

game-round = Тур
game-board = Доска
open-chosen-game = Открыть

## Standings › breakdown (standings.rs)

breakdown-forfeit-won = { $points } (техническая победа)
breakdown-forfeit-lost = { $points } (техническое поражение)

## Federation events

event-created = Соревнование «{ $name }» создано
section-set = Турнир теперь входит в соревнование
section-unset = Турнир больше не входит в соревнование
category-added = Категория «{ $name }» добавлена
category-removed = Категория «{ $name }» удалена вместе с призами
prizes-stored = Призы изменены
ratings-applied-said = В реестр записано рейтингов: { $n }
ratings-undone-said = В реестре восстановлено рейтингов: { $n }
registry-player-entered = Внесён из реестра под № { $no }

## Federation views

view-prizes = Призы
view-teams = Команды
view-history = История
undo-last = Отменить последнее изменение
no-prizes = Призы ещё не заданы: задайте их выше.
define-prizes = Задать призы
prize-ties = Деньги игроков с равными очками:
prize-ties-equal = делятся поровну
prize-ties-tiebreak = по дополнительным показателям
prize-ties-hort = система Хорта
prize-precedence = Призы равной стоимости:
precedence-overall = сначала общий зачёт
precedence-category = сначала категории
prize-place = { $place }-е место
remove = Удалить
prize-name = Приз (кубок, медаль)
prize-shared = Делить деньги между игроками с равными очками
add-prize = Задать приз
bad-amount = «{ $amount }» — не сумма: только целое число
team-by = Команды:
team-best = Учитывается игроков:
team-ties = При равенстве:
no-teams = Ни у одного игрока нет такой команды: укажите игрокам регион, клуб или команду.
col-sex = Пол
cat-any-sex = любой
category-name = Название категории
category-under = Младше (U14: 14)
category-over = Этого возраста или старше (50+: 50)
category-on = Возраст на дату (ГГГГ-ММ-ДД)
category-rating-min = Рейтинг от
category-rating-max = Рейтинг до
category-titles = Звания (через запятую)
add-category = Добавить категорию
bad-number = «{ $value }» — не целое число
category-needs-date = Для возрастной границы нужна дата отсчёта возраста (или дата начала турнира)
categories = Категории
no-event-chosen = нет
section-of = Входит в соревнование:
all-players = Все игроки
ratings-in-registry = Изменения рейтинга этого турнира внесены в реестр игроков.
undo-ratings = Отменить внесение рейтинга
apply-ratings = Внести рейтинг в реестр
apply-ratings-tip = Записывает новый рейтинг каждого игрока (ΔR = K·(P − E)) в реестр игроков, один раз; новые турниры берут его оттуда
events = Соревнования
no-events = Соревнований нет: соревнование объединяет турниры чемпионата (U17 юноши, U17 девушки ...).
event-no-sections = турниров пока нет
event-name = Название соревнования
create-event = Создать соревнование
from-registry = Зарегистрированы ранее (внести с рейтингом из реестра):
enter-registered = { $name }, { $rating }, { $region }

## Federation exports

export-prizes-html = Список призов (HTML)…
export-teams-html = Командный зачёт (HTML)…
file-prizes-html = { $name } - призы, тур { $round }.html
file-teams-html = { $name } - командный зачёт, тур { $round }.html

## Event export

export-event-html = Всё соревнование (HTML)…
file-event-html = { $name } - соревнование.html
not-in-event = Этот турнир не входит ни в одно соревнование: выберите его в Настройки › Входит в соревнование

## Event rule

event-changed = Соревнование «{ $name }» изменено
event-points = набранные очки
event-places = очки за места
event-places-table = Очки за 1-е, 2-е … место:
event-places-apply = Применить
bad-places = «{ $table }» — не список очков за места (числа через запятую: 25,22,20)

## Publish

publish-heading = Страница результатов онлайн
publish-port = Порт
publish-start = Опубликовать в сети
publish-start-tip = Игроки открывают страницу на телефонах в сети этого компьютера (Wi-Fi зала): пары, таблица и результаты обновляются сами. Только чтение.
publish-running = Опубликовано: игроки открывают один из этих адресов или сканируют код.
publish-stop = Остановить публикацию
publish-stopped = Страница результатов больше не публикуется
publish-no-file = Опубликовать можно только файл базы данных (эта в памяти)
publish-failed = Не удаётся опубликовать на порту { $port }: { $error }
publishing = Опубликовано: { $url }

## Paper exports

export-slips-html = Бланки результатов (HTML)…
export-players-html = Список участников (HTML)…
export-checkin-html = Лист регистрации (HTML)…
export-report-html = Отчёт о турнире (HTML)…
file-slips-html = { $name } - бланки, тур { $round }.html
file-players-html = { $name } - участники.html
file-checkin-html = { $name } - регистрация.html
file-report-html = { $name } - отчёт.html

## Acceleration (issue 21)

acceleration = Ускорение
acceleration-none = Нет
acceleration-baku = Бакинская система
acceleration-baku-tip = ФИДЕ C.04.5.1: в первой половине туров первая половина участников получает виртуальные очки (1 очко, затем ½), чтобы сильнейшие встретились раньше. Таблица их не учитывает.
working = { $what }: выполняется…
busy-working = дождитесь окончания текущей работы
work-failed = текущая работа неожиданно прервалась; из неё ничего не сохранено
busy-closing = текущая работа ещё не закончена: закройте окно, когда она завершится
confirm-earlier-result = Тур { $round } — не последний: пары следующих туров опираются на его результаты. Изменить результат доски { $board } с { $old } на { $new }?
change-result = Изменить результат
keep-result = Оставить { $old }
de-unapplied-tip = Не применён: участники с равными очками встречались не все друг с другом (C.07, ст. 6.3); решает следующий показатель
rules-mode-on = Режим правил: после жеребьёвки 1-го тура число туров, дополнительные показатели, подсчёт очков, очки за пропуск тура и запрещённые пары не меняются.
leave-rules-mode = Выйти из режима правил…
leave-rules-consequences = Это не по правилам. Вне режима правил число туров, дополнительные показатели, подсчёт очков, очки за пропуск тура и запрещённые пары можно менять после 1-го тура, а каждая бумага, страница и файл TRF сообщает, с какого тура турнир вышел из правил. Это навсегда: турнир не вернётся в режим правил, даже если вернуть все настройки.
leave-rules-continue = Продолжить…
leave-rules-stay-question = Остаться в режиме правил?
leave-rules-stay = Да, остаться в режиме правил
leave-rules-for-good = Нет, выйти из режима правил навсегда
rules-mode-left = вышел из режима правил (после жеребьёвки { $round } тур.)
hint-another-half-bye = {" "}(«Всё равно сохранить» даст его)
adjourn = Отложить
adjourn-tip = Выбранная партия откладывается: её результат ещё не известен. Для жеребьёвки следующих туров она считается ничьей, пока результат не внесён (в любое время); таблица его ждёт
adjourned-short = отл.
adjourned-tip = Отложена: результат ещё не известен. Введите его, когда партия закончится
adjourned-done = Тур { $round }, доска { $board }: партия отложена; для жеребьёвки она считается ничьей, пока не внесён результат
pair-with-adjourned = { $n ->
    [one] У отложенной партии ещё нет результата ({ $games }): следующий тур будет составлен, считая её ничьей. Если она закончится иначе, жеребьёвка заново не проводится.
   *[other] У { $n } отложенных партий ещё нет результата ({ $games }): следующий тур будет составлен, считая их ничьими. Если одна закончится иначе, жеребьёвка заново не проводится.
}
pair-adjourned-as-draws = Составить, считая их ничьими
confirm-adjourned-result = Отложенная партия тура { $round } на доске { $board } считалась ничьей при жеребьёвке { $n ->
    [one] тура { $rounds }
   *[other] туров { $rounds }
}, которая заново не проводится. Внести { $new }? Экспортируемый TRF записывает это строкой ### Adjournment
enter-adjourned-result = Внести результат
pair-by-hand = Составить вручную…
pair-by-hand-tip = Составить следующий тур самому (когда программа не находит жеребьёвки или нужно иначе): сеанс, в котором ничего не сохраняется, пока вы его не завершите; в конце тур сравнивается с жеребьёвкой программы
edit-pairing = Изменить жеребьёвку…
edit-pairing-tip = Изменить жеребьёвку последнего тура в сеансе (до результатов): поменять цвета, убрать доски и составить пары заново; ничего не сохраняется, пока вы не завершите
session-heading = Тур { $round } составляется вручную: идёт сеанс
session-note = Ничего не сохраняется, пока вы не завершите. Выберите двух участников, чтобы составить пару (первый играет белыми); предупреждения ниже говорят, что нарушает тур в нынешнем виде.
session-from-engine = Начать с жеребьёвки программы
session-finish = Завершить…
session-finish-not-yet = Сначала каждый участник тура должен быть на доске или получить свободный тур (см. ниже)
session-discard = Отказаться
session-swap = Поменять цвета
session-remove = Убрать
session-bye = Свободный тур по жеребьёвке: { $player }
session-unplaced = Участники без пары (выберите двоих, чтобы составить доску):
session-give-bye = Дать выбранному свободный тур
session-end = Тур { $round } вручную в сравнении с жеребьёвкой программы
session-as-engine = Это та жеребьёвка, которую даёт голландская система.
session-mpa = Это не та жеребьёвка, которую даёт голландская система: экспортируемый TRF записывает это строкой ### MPA.
session-store = Сохранить эту жеребьёвку
session-back = Вернуться к жеребьёвке
paired-by-hand = Тур { $round } составлен вручную
for-rating-only = Только для рейтинга…
for-rating-only-tip = Исправить результат выбранной доски только для рейтинг-отчёта (C.04.2 4.3): жеребьёвка, таблица и кросс-таблица сохраняют внесённый результат
for-rating-only-question = Тур { $round }, доска { $board }: какой результат считается для рейтинг-отчёта? Жеребьёвка и таблица сохраняют { $kept }; экспортируемый TRF пишет другой и записывает это строкой ### Rating correction.
for-rating-take-back = Отменить исправление
kept-apart-from-rounds = Не сводится с { $no } { $name } в турах { $first }-{ $last }
apart-only-rounds = только в турах
apart-only-rounds-tip = Разводить их только в этих турах (запись 260 TRF-2026): например, одноклубников, которые не должны встречаться в первых турах
apart-to-round = по
hint-change-earlier = {" "}(«Всё равно сохранить» изменит)
why-button = Почему?
why-tip = Почему на этой доске такая пара: очки, опускания и цвета участников, правило цвета и пары, которых каждый мог ожидать, с критерием, который их исключил (orda explain)
why-title = Почему такая пара? Тур { $round }, доска { $board }
why-title-bye = Почему свободен он? Тур { $round }
arbiter-name = Ваше имя в журнале
arbiter-name-tip = Кто внёс каждое изменение, как его называют История и orda log: хранится в этой базе данных, для окна и командной строки
arbiter-name-keep = Сохранить
arbiter-name-note = Хранится в этой базе данных (не в турнире); если оставить пустым, журнал называет учётную запись этого компьютера.
arbiter-name-kept = отныне журнал называет { $name }
arbiter-name-forgotten = отныне журнал называет учётную запись этого компьютера
import-teams-made = { $n ->
    [one] Команда, которой ещё нет в турнире, создаётся при импорте:
    [few] { $n } команды, которых ещё нет в турнире, создаются при импорте:
   *[other] { $n } команд, которых ещё нет в турнире, создаются при импорте:
}
import-team-made = { $team }: { $n ->
    [one] { $n } игрок
    [few] { $n } игрока
   *[other] { $n } игроков
}
file-cards-html = { $name } - карточки.html
keys-advance = Следующая доска после каждого результата
keys-advance-tip = Клавиша результата вносит результат и переходит к следующей доске, как в Swiss-Manager (запоминается); если выключено, дальше переходят по Enter или ↓
prize-currency = Валюта
prize-currency-keep = Сохранить
crosstable-by-rank = По местам
crosstable-by-rank-tip = Игроки в порядке турнирной таблицы, каждый обозначен номером своей строки
