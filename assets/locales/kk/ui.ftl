# The window: labels, tooltips, dialogs, status lines.

view-start = Бастау
view-settings = Баптаулар
view-players = Ойыншылар
view-rounds = Турлар
view-game = Ойын
view-standings = Турнир кестесі
menu-file = Файл
menu-export = Экспорт
new-database = Жаңа дерекқор…
open-database = Дерекқорды ашу…
back-up-database = Дерекқордың сақтық көшірмесін жасау
export-standings-csv = Турнир кестесі (CSV)…
export-standings-html = Турнир кестесі (HTML)…
export-crosstable-csv = Кросс-кесте (CSV)…
export-crosstable-html = Кросс-кесте (HTML)…
export-pairings-html = Турдың жұптары (HTML)…
export-wallchart-html = Жұптар аты-жөні бойынша, қабырғаға (HTML)…
export-trf = ФИДЕ TRF…
csv-for-excel = Орыс не қазақ тіліндегі Excel үшін CSV (; және 7,5)
csv-for-excel-tip = CSV экспорты нүктелі үтірмен бөлінеді және ондық үтірмен жазылады, орыс не қазақ тіліндегі Excel екі рет басқанда солай ашады; белгісіз болса: үтір мен ондық нүкте (RFC 4180), скрипттер солай оқиды
export-records = Ойын жазбалары (PGN тәрізді)…
recent = Соңғы дерекқорлар
no-recent = Әзірге жоқ.
database-path = Дерекқор файлы
open-path = Ашу не құру
open-path-tip = Осы файлды ашу; файл жоқ болса, ол құрылады
tournaments = Турнирлер
no-database = Бастау үшін дерекқорды ашыңыз немесе құрыңыз.
no-tournaments = Әзірге турнир жоқ: төменде жаңасын құрыңыз.
new-tournament = Жаңа турнир
name = Атауы
system = Жүйе
rounds = Турлар саны
create = Құру
venue = Өтетін орны
start-date = Басталу күні (КК.АА.ЖЖЖЖ)
end-date = Аяқталу күні (КК.АА.ЖЖЖЖ)
arbiter = Бас төреші
time-control = Уақыт бақылауы
bye-points = Бос тур (жұпсыз)
tiebreaks = Қосымша көрсеткіштер, ретімен
tiebreak-edition = Ойналмаған турлар (C.07 нұсқасы)
game = Ойын
save-settings = Баптауларды сақтау
revert = Қайтару
search = Іздеу
search-tip = Аты-жөні, өңір, клуб не атақ бойынша сүзу (Ctrl+F)
col-no = №
col-name = Аты-жөні
col-title = Атағы
col-rating = Рейтинг
col-region = Өңір
col-club = Клуб
col-status = Күйі
active = ойнайды
add-player = Ойыншы қосу
add-player-tip = Ойыншы қосу (Ctrl+N); швейцар жүйесінде 1-турдан кейін бұл — кешігіп қосылу
edit-player = Өзгерістерді сақтау
new-player = Жаңа ойыншы
clear-form = Тазалау
birth = Туған күні
sex = Жынысы
birth-hint = КК.АА.ЖЖЖЖ не ЖЖЖЖ-АА-КК
sex-hint = ер не әйел
withdraw = Турнирден шығару, тур
leaving = Турнирден шығу
reinstate = Қайта қосу
reinstate-tip = Турнирден шығаруды болдырмау: ойыншы қайта жұптастырылады, ал шығуына байланысты ағымдағы турда қойылған техникалық жеңілістер өшіріледі
delete-player = Ойыншыны жою…
delete-player-tip = Қателесіп енгізілген ойыншыны жою (тек 1-турға дейін; кейін турнирден шығарыңыз)
import-trf = TRF импорттау…
import-trf-tip = Турнирді ФИДЕ TRF файлынан импорттау (Swiss-Manager, Vega, Papi, lichess...)
import = Импорттау
delete-tournament = Жою…
delete-tournament-title = Турнирді жою
delete-tournament-tip = Осы турнирді ішіндегі бүкіл деректерімен бірге жою
import-csv = CSV импорттау…
or-path = не файл
preview = Алдын ала қарау
no-dialog = Мұнда файл таңдау терезесі жоқ: файл жолын теріңіз немесе файлды терезеге сүйреп әкеліңіз
import-preview = Импортты алдын ала қарау
cancel = Болдырмау
round = Тур
pair-next = Келесі турды жұптастыру
pair-next-tip = Келесі турды жұптастыру (Ctrl+P)
delete-last = Соңғы турды жою…
delete-last-tip = Соңғы турды нәтижелерімен бірге жою, ол мүлде жұптастырылмағандай
confirm-delete = Жою
swap-colours = Түстерді ауыстыру
swap-colours-tip = Таңдалған үстелдегі түстерді ауыстыру (нәтиже енгізілгенге дейін)
exchange = Қараны алмастыру, үстел
exchange-tip = Таңдалған үстел мен көрсетілген үстелдің қарамен ойнайтын ойыншыларын алмастыру
change-pairing = Жұптарды өзгерту:
no-rule-broken = Жұптастыру ережелерінің ешқайсысы бұзылмаған.
apply = Қолдану
bye-to-white = Бос тур аққа
bye-to-black = Бос тур қараға
bye-tip = Бос турды (жұпсыз) таңдалған үстелдегі осы ойыншыға беру; бос турды алған ойыншы оның орнына отырады
pair-anyway = Бәрібір жұптастыру
open-game = Ойын жазбасы…
open-game-tip = Таңдалған үстелдің ойынын енгізу не қайта қарау (G)
col-board = Үст.
col-white = Ақ
col-black = Қара
col-result = Нәтиже
col-score = Ойын жазбасы
not-paired = Әзірге бірде-бір тур жұптастырылмаған.
keys-help = Пернелер: ↑/↓ үстел · 1 = 0 нәтиже · + − техникалық жеңіс/жеңіліс · * екіжақты техникалық жеңіліс · ? кейінге қалдыру · Delete өшіреді · Enter келесі үстел
no-board = Жоғарыда тур мен үстелді таңдап, «Ашу» батырмасын басыңыз, не Турлар бөлімінде үстелді таңдаңыз (оны белгілеп, G пернесін басыңыз).
replay-tip = Ойынды жүріс бойынша қарау (← және →; Home және End)
score-text = Ойын жазбасы (теріңіз, қойыңыз немесе жүрістерді тақтада жасаңыз)
save-score = Ойын жазбасын үстелге сақтау
save-score-tip = Ойын жазбасын үстелдің нәтижесімен бірге сақтау (Ctrl+S)
undo-move = Соңғы жүрісті қайтару
to-move = жүреді
side-kazan = { $side ->
    [white] Ақтың қазаны
   *[black] Қараның қазаны
}: { $n }
side-pieces = { $side ->
    [white] Ақтың тастары
   *[black] Қараның тастары
}: { $n }
side-to-move = { $side ->
    [white] Ақ жүреді
   *[black] Қара жүреді
}
white = Ақ
black = Қара
tuzdyk = тұздық
kazan = қазан
empty-point = бос
end-turn = Жүрісті аяқтау
end-turn-tip = Ұру тізбегін осы жерде аяқтау (не тасты қайта басу); Esc жүрісті басынан бастайды
approach = Жақындау (A)
withdrawal = Шегіну (W)
capture-choice = Бұл қадамда екі жолмен де ұруға болады:
game-over = ойын аяқталды
valid = дұрыс
standings = Турнир кестесі
crosstable = Кросс-кесте
after-round = Турдан кейін:
breakdown = Толығырақ
click-player = Әр қосымша көрсеткіштің толық есебін көру үшін ойыншыны басыңыз.
no-db = дерекқор жоқ
saved = сақталды
store-anyway = Бәрібір сақтау
store-anyway-tip = Енгізілгендей сақтау: төрешінің шешімі күшінде қалады, ескерту қоса сақталады
hint-store-anyway = {" "}(«Бәрібір сақтау» төрешінің нәтижесін қалдырады)
hint-points-from-results = {" "}(«Бәрібір сақтау» нәтижелерді дұрыс деп алады және ұпайы өзгерген әр жолды көрсетеді)
hint-or-store-anyway = , немесе «Бәрібір сақтау» басыңыз
hint-pair-anyway = ; «Бәрібір сақтау» бәрібір жұптастырады
hint-withdraw = {" "}(Ойыншылар › Турнирден шығару)
no-tournament-open = ашық турнир жоқ
no-database-open = ашық дерекқор жоқ
settings-stored = баптаулар өзгертілді
pairing-changed = жұптар өзгертілді
cleared = өшірілді
pab = бос тур (жұпсыз)
half-bye = бос тур (½ ұпай)
zero-bye = бос тур (0 ұпай)
rests = ойыннан бос
absent = келмеді
points = Ұпай
white-short = а
black-short = қ

## Built from values.
progress-not-started = басталмаған, { $rounds } тур
progress-complete = { $paired }-тур (барлығы { $rounds }), аяқталды
progress-missing = { $paired }-тур (барлығы { $rounds }), { $missing } нәтиже жоқ
confirm-delete-round = { $round }-турды және оның { $results } нәтижесін жоясыз ба? Барлығы { $round }-тур жұптастырылғанға дейінгі күйге қайтады.
board-change = { $board }-үстел: { $white } – { $black }
bye-change = бос тур (жұпсыз): { $player }
import-n = { $n } ойыншыны импорттау
board-title = { $round }-тур, { $board }-үстел: { $white } – { $black }
ply-of = жарты жүріс { $ply }/{ $of }
with-key = { $tip } ({ $key })
opened = ашылды: { $path }
backed-up = сақтық көшірме жазылды: { $path }
created = құрылды: { $name }
entered = { $name } тіркелді, №{ $no }
changed = { $name }: өзгертілді
withdrawn = №{ $no } { $from }-турдан бастап турнирден шығарылды; { $forfeits } үстелге техникалық жеңіліс қойылды
reinstated = №{ $no } { $from }-турдан бастап қайта ойнайды; { $cleared } техникалық жеңіліс өшірілді
player-deleted = №{ $no } { $name } жойылды; кейінгі бастапқы нөмірлер бірге кеміді
trf-imported = { $name } турнирі { $file } файлынан импортталды
trf-imported-as = { $name } турнирі { $file } файлынан импортталды, кодтауы: { $encoding }
trf-notes-more = және тағы { $n } ескертпе
tournament-deleted = { $name } турнирі жойылды
confirm-delete-player = Ойыншыны жоясыз ба: №{ $no } { $name }? Кейінгі бастапқы нөмірлер бірге кемиді.
confirm-delete-tournament = { $name } турнирін ({ $progress }) барлық ойыншыларымен, турларымен, нәтижелерімен және ойын жазбаларымен бірге жоясыз ба? Бұл әрекетті қайтару мүмкін емес.
result-stale-one = { $round }-тур, { $board }-үстел: { $result }. Ескерту: { $later }-тур бұрынғы { $old } нәтижесімен жұптастырылған және қайта жұптастырылмайды
result-stale-many = { $round }-тур, { $board }-үстел: { $result }. Ескерту: { $first }-{ $last }-турлар бұрынғы { $old } нәтижесімен жұптастырылған және қайта жұптастырылмайды
withdrawn-status = шықты ({ $from }-турдан)
read-as = Кодтауы: { $how }
imported = { $file } файлынан { $n } ойыншы импортталды
paired = { $round }-тур жұптастырылды: { $boards } үстел
result-entered = { $round }-тур, { $board }-үстел: { $result }
round-deleted = { $round }-тур жойылды
score-file = { $round }-тур, { $board }-үстел
score-stored = { $round }-тур, { $board }-үстел: ойын жазбасы енгізілді
wrote = жазылды: { $path }
bye-line = { $no } { $name }: { $what }
bad-rating = рейтинг «{ $rating }» сан емес
bad-sex = жынысы «{ $sex }»: ер не әйел болуы керек
col-round-short = Тур
col-colour-short = Түс
col-opponent = Қарсылас
col-result-short = Нәт.
col-opponent-points = Қарс. ұпайы
language = Тіл
language-set = Терезе тілі: { $lang }
cli-bad-lang = orda: --lang { $lang }: Orda kk (Қазақша), ru (Русский) және en (English) тілдерінде сөйлейді
publication-lang = Жариялау тілі
publication-lang-window = терезе тілімен бірдей
publication-lang-tip = Терезе қай тілде болса да, осы турнирдің HTML экспорттары мен басылған тізімдерінің тілі
cli-bad-publish = --publish { $lang }: турнир kk, ru немесе en тілінде жарияланады

## The names exports get (the extension stays).
file-standings-csv = { $name } - турнир кестесі { $round }-тур.csv
file-standings-html = { $name } - турнир кестесі { $round }-тур.html
file-crosstable-csv = { $name } - кросс-кесте { $round }-тур.csv
file-crosstable-html = { $name } - кросс-кесте { $round }-тур.html
file-pairings-html = { $name } - жұптар { $round }-тур.html
file-wallchart-html = { $name } - жұптар аты-жөні бойынша { $round }-тур.html
file-trf = { $name } { $round }-тур.trf
file-games = { $name } - ойын жазбалары { $round }-тур.pgn

## Settings › tie-breaks (settings.rs)

tiebreak-drag = Басқа орынға сүйреңіз
tiebreak-up = Жоғары жылжыту
tiebreak-down = Төмен жылжыту
tiebreak-remove = Тізімнен алып тастау
tiebreak-none = Жоқ: ұпайы тең ойыншылар орынды бөліседі
tiebreak-add = Қосымша көрсеткіш қосу…

## Players › order and requests (players.rs, commands.rs)

ordered-by-rating = Бастапқы нөмірлер рейтинг бойынша берілді (содан кейін атақ, содан кейін аты-жөні)
ordered-by-lot = Бастапқы нөмірлер жеребе бойынша берілді, бастапқы мән { $seed } (сол мән сол ретті береді)
ordered-by-hand = Бастапқы нөмірлер енгізілген ретпен берілді
half-bye-requested = { $player } нөмірлі ойыншы: { $round }-турда бос тур (½ ұпай)
zero-bye-requested = { $player } нөмірлі ойыншы: { $round }-турда бос тур (0 ұпай)
bye-cancelled = { $player } нөмірлі ойыншы { $round }-турда ойнайды (бос тур кері алынды)
kept-apart = { $a } және { $b } нөмірлі ойыншылар бір-бірімен жұптастырылмайды
may-meet = { $a } және { $b } нөмірлі ойыншылар қайта кездесе алады

## Players › starting order, requests, namesakes (players.rs)

order-label = Бастапқы нөмірлер:
order-by-rating = Рейтинг бойынша
order-by-rating-tip = Алдымен рейтингі ең жоғары, содан кейін атақ, содан кейін аты-жөні (швейцар жүйесіндегі ФИДЕ тәртібі)
order-by-lot = Жеребе бойынша
order-by-lot-tip = Нөмірлерді қасындағы бастапқы мәннен жеребе бойынша беру: сол мән сол ретті береді
seed = Бастапқы мән
order-by-hand = Қолмен…
order-by-hand-tip = Қазіргі нөмірлерді жаңа ретімен үтір арқылы жазыңыз: 3, 1, 2 …
new-order = Жаңа рет
apply-order = Осы нөмірлерді беру
bad-seed = «{ $seed }» бастапқы мән емес: бүтін сан жазыңыз
not-a-number = «{ $text }» бастапқы нөмір емес
requests = Алдағы турларға сұраулар
bye-in-round = Бос тур, тур
request-half-bye = ½ ұпай
request-zero-bye = 0 ұпай
half-bye-announced = { $round }-тур: бос тур сұралды (½ ұпай)
zero-bye-announced = { $round }-тур: бос тур сұралды (0 ұпай)
take-back = Кері алу
take-back-bye-tip = Ойыншы бұл турда бәрібір ойнайды
keep-apart-from = Кездестірмеу:
keep-apart = Кездестірмеу
keep-apart-tip = Алдағы швейцар турларында бұл екеуі жұптастырылмайды (командаластар, туыстар)
kept-apart-from = { $no } { $name } ойыншысымен кездестірілмейді
allow-meeting = Рұқсат ету
duplicate-name = { $name } енгізіліп қойған (№ { $no }). Аттастар болады: бәрібір қосу керек пе?
duplicate-in-file = { $name } файлда екі рет бар
add-anyway = Бәрібір қосу

## Players › CSV namesakes (players.rs)

already-entered = { $name } № { $no } болып енгізіліп қойған (аттастар бәрібір импортталады)

## Rounds › round 1 in an order nobody chose (rounds.rs)

order-warning-rating = Бастапқы нөмірлер рейтинг бойынша реттелмеген. Швейцар жүйесі 1-турды солар бойынша жұптастырады (ФИДЕ: рейтинг, содан кейін атақ, содан кейін аты-жөні), сондықтан жұптар енгізу ретіне қарай құралады.
order-warning-lot = Бастапқы нөмірлер әлі енгізу ретінде. Айналмалы жүйе Бергер кестелері бойынша солармен ойналады: алдымен жеребе тартасыз ба?
order-then-pair = Рейтинг бойынша реттеп, жұптастыру
order-first = Алдымен ойыншыларды реттеу

## Typed work not stored (drafts.rs) and the File menu

draft-settings = турнирдің баптаулары (өзгертілген)
draft-player = ойыншы формасы (толтырылған)
draft-score = { $round }-турдағы { $board }-үстелдің ойын жазбасы (енгізілген)
drafts-not-stored = Енгізілген, бірақ әлі сақталмаған:
discard-and-go-on = Тастап, жалғастыру
discard-and-quit = Тастап, шығу
stay = Қалу
reload = Файлды қайта оқу
reload-tip = Басқа Орда (командалық жол, екінші терезе) осы аралықта сақтағанын көрсетеді
quit = Шығу
unsaved-note = Әлі сақталмаған

## Game › choosing a board (game.rs)

game-round = Тур
game-board = Үстел
open-chosen-game = Ашу

## Standings › breakdown (standings.rs)

breakdown-forfeit-won = { $points } (техникалық жеңіс)
breakdown-forfeit-lost = { $points } (техникалық жеңіліс)

## Federation events

event-created = «{ $name }» іс-шарасы құрылды
section-set = Турнир енді іс-шараның бөлігі
section-unset = Турнир енді ешбір іс-шарада емес
category-added = «{ $name }» санаты қосылды
category-removed = «{ $name }» санаты жүлделерімен бірге жойылды
prizes-stored = Жүлделер өзгертілді
ratings-applied-said = Тізілімге { $n } рейтинг жазылды
ratings-undone-said = Тізілімде { $n } рейтинг қалпына келтірілді
registry-player-entered = Тізілімнен № { $no } болып қосылды

## Federation views

view-prizes = Жүлделер
view-teams = Командалар
view-history = Тарих
undo-last = Соңғы өзгерісті болдырмау
no-prizes = Жүлделер әлі белгіленбеген: жоғарыда белгілеңіз.
define-prizes = Жүлделерді белгілеу
prize-ties = Ұпайы тең ойыншылардың ақшасы:
prize-ties-equal = тең бөлінеді
prize-ties-tiebreak = қосымша көрсеткіштер бойынша
prize-ties-hort = Хорт жүйесі
prize-precedence = Құны бірдей жүлделер:
precedence-overall = алдымен жалпы есеп
precedence-category = алдымен санаттар
prize-place = { $place }-орын
remove = Жою
prize-name = Жүлде (кубок, медаль)
prize-shared = Ақшасын ұпайы тең ойыншыларға бөлу
add-prize = Жүлдені белгілеу
bad-amount = «{ $amount }» сома емес: тек бүтін сан
team-by = Командалар:
team-best = Есепке алынатын ойыншылар:
team-ties = Тең болса:
no-teams = Ойыншылардың мұндай командасы жоқ: оларға өңір, клуб не команда беріңіз.
col-sex = Жынысы
cat-any-sex = кез келген
category-name = Санат атауы
category-under = Жасы кіші (U14: 14)
category-over = Жасы не үлкен (50+: 50)
category-on = Жас есептелетін күн (ЖЖЖЖ-АА-КК)
category-rating-min = Рейтингі бастап
category-rating-max = Рейтингі дейін
category-titles = Атақтар (үтір арқылы)
add-category = Санат қосу
bad-number = «{ $value }» бүтін сан емес
category-needs-date = Жас шегіне жас есептелетін күн керек (немесе турнирдің басталу күні)
categories = Санаттар
no-event-chosen = жоқ
section-of = Іс-шараның бөлігі:
all-players = Барлық ойыншы
ratings-in-registry = Бұл турнирдің рейтинг өзгерістері ойыншылар тізілімінде.
undo-ratings = Рейтингтерді қайтару
apply-ratings = Рейтингті тізілімге енгізу
apply-ratings-tip = Әр ойыншының жаңа рейтингін (ΔR = K·(P − E)) ойыншылар тізіліміне бір рет жазады; жаңа турнирлер оны сол жерден алады
events = Іс-шаралар
no-events = Іс-шаралар жоқ: іс-шара чемпионаттың турнирлерін біріктіреді (U17 ұлдар, U17 қыздар ...).
event-no-sections = әзірге турнир жоқ
event-name = Іс-шара атауы
create-event = Іс-шара құру
from-registry = Бұрын тіркелгендер (тізілімдегі рейтингімен қосу):
enter-registered = { $name }, { $rating }, { $region }

## Federation exports

export-prizes-html = Жүлделер тізімі (HTML)…
export-teams-html = Командалық есеп (HTML)…
file-prizes-html = { $name } - жүлделер { $round }-тур.html
file-teams-html = { $name } - командалық есеп { $round }-тур.html

## Event export

export-event-html = Бүкіл іс-шара (HTML)…
file-event-html = { $name } - іс-шара.html
not-in-event = Бұл турнир ешбір іс-шараның бөлігі емес: Баптаулар › Іс-шараның бөлігі арқылы таңдаңыз

## Event rule

event-changed = «{ $name }» іс-шарасы өзгертілді
event-points = жинаған ұпай
event-places = орындарға ұпай
event-places-table = 1-, 2- … орын үшін ұпай:
event-places-apply = Қолдану
bad-places = «{ $table }» орындарға ұпай тізімі емес (үтір арқылы сандар: 25,22,20)

## Publish

publish-heading = Тікелей нәтижелер беті
publish-port = Порт
publish-start = Желіде жариялау
publish-start-tip = Ойыншылар бетті осы компьютердің желісінде (залдың Wi-Fi) телефонмен ашады: жұптар, кесте және нәтижелер өздігінен жаңарады. Тек оқу.
publish-running = Жарияланды: ойыншылар осы мекенжайлардың бірін ашады не кодты сканерлейді.
publish-stop = Жариялауды тоқтату
publish-stopped = Тікелей нәтижелер беті енді жарияланбайды
publish-no-file = Тек дерекқор файлын жариялауға болады (бұл жадта)
publish-failed = { $port } портында жариялау мүмкін емес: { $error }
publishing = Жарияланды: { $url }

## Paper exports

export-slips-html = Нәтиже парақтары (HTML)…
export-players-html = Ойыншылар тізімі (HTML)…
export-checkin-html = Тіркелу парағы (HTML)…
export-report-html = Турнир туралы есеп (HTML)…
file-slips-html = { $name } - нәтиже парақтары { $round }-тур.html
file-players-html = { $name } - ойыншылар.html
file-checkin-html = { $name } - тіркелу.html
file-report-html = { $name } - есеп.html

## Acceleration (issue 21)

acceleration = Үдету
acceleration-none = Жоқ
acceleration-baku = Баку әдісі
acceleration-baku-tip = ФИДЕ C.04.5.1: турлардың бірінші жартысында ойыншылардың бірінші жартысы виртуал ұпай алады (1 ұпай, кейін ½), мықты ойыншылар ертерек кездеседі. Турнир кестесі оларды есептемейді.
working = { $what }: орындалуда…
busy-working = ағымдағы жұмыс аяқталғанша күтіңіз
work-failed = ағымдағы жұмыс күтпеген жерден тоқтады; одан ештеңе сақталмады
busy-closing = ағымдағы жұмыс әлі аяқталмады: ол біткенде терезені жабыңыз
confirm-earlier-result = { $round }-тур соңғы тур емес: одан кейінгі жұптар оның нәтижелеріне сүйенеді. { $board }-үстелдің нәтижесін { $old } орнына { $new } етіп өзгерту керек пе?
change-result = Нәтижені өзгерту
keep-result = { $old } қалсын
de-unapplied-tip = Қолданылмады: тең ұпайлы ойыншылар бір-бірімен түгел кездеспеген (C.07, 6.3-бап); келесі қосымша көрсеткіш шешеді
rules-mode-on = Ережелер режимі: 1-тур жұптастырылғаннан кейін турлар саны, қосымша көрсеткіштер, ұпай есебі, бос турдың ұпайы және тыйым салынған жұптар өзгермейді.
leave-rules-mode = Ережелер режимінен шығу…
leave-rules-consequences = Бұл ережеге сай емес. Ережелер режимінен тыс 1-турдан кейін турлар санын, қосымша көрсеткіштерді, ұпай есебін, бос турдың ұпайын және тыйым салынған жұптарды өзгертуге болады, ал әр қағаз, бет және TRF файлы турнирдің қай турдан бастап ережеден шыққанын айтады. Бұл біржола: барлық баптауды кері қайтарсаңыз да, турнир ережелер режиміне оралмайды.
leave-rules-continue = Жалғастыру…
leave-rules-stay-question = Ережелер режимінде қалу керек пе?
leave-rules-stay = Иә, ережелер режимінде қалу
leave-rules-for-good = Жоқ, ережелер режимінен біржола шығу
rules-mode-left = ережелер режимінен шықты ({ $round } тур жұптастырылған)
hint-another-half-bye = {" "}(«Бәрібір сақтау» оны береді)
adjourn = Кейінге қалдыру
adjourn-tip = Таңдалған ойын кейінге қалдырылады: оның нәтижесі әлі белгісіз. Нәтиже енгізілгенше (кез келген уақытта) келесі турлардың жеребесінде ол тең ойын болып саналады; кесте оны күтеді
adjourned-short = қалд.
adjourned-tip = Кейінге қалдырылған: нәтиже әлі белгісіз. Ойын біткенде енгізіңіз
adjourned-done = { $round }-тур, { $board }-үстел: ойын кейінге қалдырылды; нәтиже енгізілгенше жеребеде тең ойын болып саналады
pair-with-adjourned = { $n ->
    [one] Кейінге қалдырылған ойынның әлі нәтижесі жоқ ({ $games }): келесі тур оны тең ойын деп санап құрылады. Ол басқаша аяқталса, жеребе қайта жасалмайды.
   *[other] Кейінге қалдырылған { $n } ойынның әлі нәтижесі жоқ ({ $games }): келесі тур оларды тең ойын деп санап құрылады. Біреуі басқаша аяқталса, жеребе қайта жасалмайды.
}
pair-adjourned-as-draws = Тең ойын деп санап құру
confirm-adjourned-result = { $round }-турдың { $board }-үстеліндегі кейінге қалдырылған ойын { $rounds } { $n ->
    [one] турдың
   *[other] турлардың
} жеребесінде тең ойын болып саналды, ал жеребе қайта жасалмайды. { $new } енгізілсін бе? Экспортталатын TRF мұны ### Adjournment жолымен жазады
enter-adjourned-result = Нәтижені енгізу
pair-by-hand = Қолмен құру…
pair-by-hand-tip = Келесі турдың жеребесін өзіңіз құрыңыз (бағдарлама жеребе таппағанда немесе басқаша құру керек болғанда): сіз аяқтағанша ештеңе сақталмайтын сеанс; соңында тур бағдарламаның жеребесімен салыстырылады
edit-pairing = Жеребені өзгерту…
edit-pairing-tip = Соңғы турдың жеребесін сеанста өзгерту (нәтижеге дейін): түстерді ауыстыру, үстелдерді алып тастау және жұптарды қайта құру; сіз аяқтағанша ештеңе сақталмайды
session-heading = { $round }-тур қолмен құрылуда: сеанс жүріп жатыр
session-note = Сіз аяқтағанша ештеңе сақталмайды. Жұп құру үшін екі ойыншыны таңдаңыз (біріншісі ақпен ойнайды); төмендегі ескертулер турдың қазіргі түрінде нені бұзатынын айтады.
session-from-engine = Бағдарламаның жеребесінен бастау
session-finish = Аяқтау…
session-finish-not-yet = Алдымен турдың әр ойыншысы үстелде болуы немесе бос тур алуы керек (төменде қараңыз)
session-discard = Бас тарту
session-swap = Түстерді ауыстыру
session-remove = Алып тастау
session-bye = Жеребе бойынша бос тур: { $player }
session-unplaced = Жұбы жоқ ойыншылар (үстел құру үшін екеуін таңдаңыз):
session-give-bye = Таңдалған ойыншыға бос тур беру
session-end = Қолмен құрылған { $round }-тур бағдарламаның жеребесімен салыстырғанда
session-as-engine = Бұл голланд жүйесі құратын жеребе.
session-mpa = Бұл голланд жүйесі құратын жеребе емес: экспортталатын TRF мұны ### MPA жолымен жазады.
session-store = Осы жеребені сақтау
session-back = Жеребеге оралу
paired-by-hand = { $round }-тур қолмен құрылды
for-rating-only = Тек рейтинг үшін…
for-rating-only-tip = Таңдалған үстелдің нәтижесін тек рейтинг есебі үшін түзету (C.04.2 4.3): жеребе, кесте және айқас кесте енгізілген нәтижені сақтайды
for-rating-only-question = { $round }-тур, { $board }-үстел: рейтинг есебінде қай нәтиже саналады? Жеребе мен кесте { $kept } нәтижесін сақтайды; экспортталатын TRF басқасын жазып, мұны ### Rating correction жолымен белгілейді.
for-rating-take-back = Түзетуді қайтару
kept-apart-from-rounds = { $no } { $name } ойыншысымен { $first }-{ $last } турларда кездестірілмейді
apart-only-rounds = тек осы турларда
apart-only-rounds-tip = Оларды тек осы турларда ажырату (TRF-2026 260 жазбасы): мысалы, алғашқы турларда кездеспеуі тиіс бір клубтың ойыншылары
apart-to-round = –
hint-change-earlier = {" "}(«Бәрібір сақтау» өзгертеді)
why-button = Неге?
why-tip = Бұл тақтада неге осы жұп: ойыншылардың ұпайы, ауысулары мен түстері, түс ережесі және әркім күткен жұптар мен оларды жоққа шығарған өлшем (orda explain)
why-title = Неге бұл жұп? { $round }-тур, { $board }-тақта
why-title-bye = Неге ол бос? { $round }-тур
arbiter-name = Журналдағы атыңыз
arbiter-name-tip = Әр өзгерісті кім енгізгені, Тарих пен orda log атайтындай: осы дерекқорда сақталады, терезе үшін де, командалық жол үшін де
arbiter-name-keep = Сақтау
arbiter-name-note = Осы дерекқорда сақталады (турнирде емес); бос қалдырсаңыз, журнал осы компьютердің тіркелгісін атайды.
arbiter-name-kept = енді журнал { $name } деп атайды
arbiter-name-forgotten = енді журнал осы компьютердің тіркелгісін атайды
import-teams-made = Турнирде әлі жоқ { $n } команда импортпен бірге құрылады:
import-team-made = { $team }: { $n } ойыншы
file-cards-html = { $name } - карталар.html
keys-advance = Әр нәтижеден кейін келесі үстел
keys-advance-tip = Нәтиже пернесі нәтижені енгізіп, келесі үстелге өтеді, Swiss-Manager-дегідей (есте сақталады); өшірулі болса, Enter не ↓ арқылы өтесіз
prize-currency = Валюта
prize-currency-keep = Сақтау
crosstable-by-rank = Орындар бойынша
crosstable-by-rank-tip = Ойыншылар турнир кестесінің ретімен, әрқайсысы өз жолының нөмірімен белгіленеді
