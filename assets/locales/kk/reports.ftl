# What the arbiter publishes: pairings, standings, crosstables and the rating report (text and
# HTML; CSV keeps its machine column names).

sheet-system = { $system }, { $rounds } тур
sheet-chief-arbiter = Бас төреші: { $name }
sheet-pairings = { $round }-турдың жұптары
sheet-standings = { $round }-турдан кейінгі турнир кестесі
sheet-crosstable = { $round }-турдан кейінгі кросс-кесте
sheet-rating = { $round }-турдан кейінгі рейтинг есебі (K = { $k })
sheet-board-warning = { $board }-үстел: { $warning }
sheet-bye = бос тур (жұпсыз, { $points } ұпай)
sheet-half-bye = бос тур (½ ұпай)
sheet-zero-bye = келмеді (0)
sheet-rests = бұл турда ойыннан бос
sheet-forfeits-note = +/- -/+ -/-: техникалық жеңіс/жеңіліс, ойын ойналмаған; олар ұпайға есептеледі, бірақ біліктілік ұпайына есептелмейді.
sheet-annulled = №{ $no }: ойындардың жартысынан азын ойнап, турнирден шықты; оның нәтижелері турнир кестесінде есептелмейді (кросс-кестеде қалады).
sheet-standings-note = Ұпай: барлық ұпай (техникалық жеңіс/жеңіліс пен бос турлар қоса есептеледі). Біл. ұпайы: тақта басында ойналған ойындардан жинаған ұпай. Ойналған: тақта басында ойналған ойындар саны. Қосымша көрсеткіштер: { $tiebreaks } (ФИДЕ C.07, { $edition } жылғы нұсқа).
sheet-crosstable-note-double = 1 ½ 0: ойындар; + -: техникалық жеңіс/жеңіліс (ойын ойналмаған). Әр ұяшықта екі ойын да тур ретімен берілген.
sheet-crosstable-note-round-robin = 1 ½ 0: ойындар; + -: техникалық жеңіс/жеңіліс (ойын ойналмаған).
sheet-crosstable-note-swiss = Ұяшық: қарсылас, түс (а — ақ, қ — қара), нәтиже; + -: техникалық жеңіс/жеңіліс (ойын ойналмаған); «-» бос тур (жұпсыз), «-½» бос тур (½ ұпай), «-0» келмеді.
sheet-rating-note = Тек рейтингі бар қарсыластармен тақта басында ойналған ойындар ғана есептеледі (B.02 §5.1); E 8.1.2-кестеден 400 ұпай ережесімен алынады; Перф. = Ro + dp(P/Ойындар).

col-board-long = Үстел
col-rank = Орын
col-points = Ұпай
col-qpoints = Біл. ұпайы
col-played = Ойналған
col-games = Ойындар
col-new-rating = Жаңа
col-performance = Перф.

tb-direct-encounter = жеке кездесу
tb-wins = жеңістер саны
tb-games-won = ойнап жеңген ойындар
tb-black-games = қарамен ойналған ойындар
tb-black-wins = қарамен жеңген ойындар
tb-progressive = прогресс
tb-elected-to-play = ойнауға таңдаған турлар
tb-buchholz = Бухгольц
tb-buchholz-cut-1 = Бухгольц (ең төменгісіз)
tb-buchholz-median-1 = медианалық Бухгольц
tb-sonneborn-berger = Зоннеборн–Бергер
tb-sonneborn-berger-cut-1 = Зоннеборн–Бергер (ең төменгісіз)
tb-koya = Койя
tb-average-rating = қарсыластардың орташа рейтингі
tb-performance = турнирлік перформанс
tb-standard = стандартты ұпай (ойынға 1, ½, 0)
tb-buchholz-cut-2 = Бухгольц (екі ең төменгісіз)
tb-buchholz-median-2 = медианалық Бухгольц 2
tb-sonneborn-berger-cut-2 = Зоннеборн–Бергер (екі ең төменгісіз)
tb-koya-limit = Койя, шегі ең көп ұпайдың { $percent } %
tb-koya-limit-plus = Койя, шегі ең көп ұпайдың { $percent } % + { $points }
tb-koya-limit-minus = Койя, шегі ең көп ұпайдың { $percent } % − { $points }
tb-rating = өз рейтингі (жоғарысы алда)
tb-rating-low-first = өз рейтингі (төменгісі алда)
tb-start-number = бастапқы нөмір (кішісі алда)
tb-start-number-high-first = бастапқы нөмір (үлкені алда)

## Pairing lists (words/reports.rs)

col-rating-short = Рейт.

## Federation events

col-overall = Жалпы орын
col-category = Санат
col-place = Орын
col-prize = Жүлде
col-amount = Сомасы
col-received = Алады
col-team = Команда
col-members = Есепке алынған ойыншылар
col-total = Барлығы
col-id = ID
col-section = Турнир
col-system = Жүйе
col-players = Ойыншылар
col-rounds = Турлар
col-missing = Нәтижесі жоқ
col-before = Бұрынғы
col-change = Өзгеріс
col-after = Жаңа
col-tournament = Турнир
sheet-category = { $category }: { $round }-турдан кейінгі кесте
sheet-category-note = Санат: { $conditions }. Орындар мен қосымша көрсеткіштер жалпы кестедегідей (Жалпы орын: жалпы кестедегі орны).
cat-men = ерлер мен ұлдар
cat-women = әйелдер мен қыздар
cat-born-between = { $from } – { $to } аралығында туғандар
cat-born-from = { $from } және одан кейін туғандар
cat-born-to = { $to } және одан бұрын туғандар
cat-rating-between = рейтингі { $min } – { $max }
cat-rating-min = рейтингі { $min } және жоғары
cat-rating-max = рейтингі { $max } және төмен
cat-titles = атағы { $titles }
cat-region = өңірі { $region }
cat-club = клубы { $club }
cat-everyone = барлық ойыншы
sheet-prizes = { $round }-турдан кейінгі жүлделер
prizes-overall = Жалпы есеп
prizes-unawarded = { $list }, { $place }-орын ({ $prize }) ешкімге берілмейді
sheet-prizes-no-round = Жүлделер: әзірге бірде-бір тур аяқталған жоқ
prizes-no-round = Бірде-бір тур аяқталған жоқ: әлі ешкімнің орны жоқ, сондықтан жүлде берілмейді.
prizes-why-no-category = мұндай санат енді жоқ
prizes-why-ranked = бұл тізімде тек { $ranked } ойыншы орын алады
prizes-why-elsewhere = олардың { $n }-і басқа тізімнің құндырақ жүлдесін алады
prizes-why-struck = №{ $nos }: нәтижелері есептелмейді (ойындардың жартысынан азын ойнап шықты), сондықтан орны да, жүлдесі де жоқ
prizes-inversion = { $list }: { $place }-орын { $amount } алады, бұл { $lower }-орыннан ({ $more }) аз; әдетте төменгі орын азырақ алады — жүлде кестесін тексеріңіз
prizes-note-equal = Бір ойыншыға бір жүлде, ең құндысы. Ұпайы тең ойыншылар жүлде ақшасын тең бөледі; жүлденің атауы қосымша көрсеткіштер бойынша беріледі.
prizes-note-tiebreak = Бір ойыншыға бір жүлде, ең құндысы. Ұпайы тең ойыншылар қосымша көрсеткіштер бойынша ажыратылады; ештеңе бөлінбейді.
prizes-note-hort = Бір ойыншыға бір жүлде, ең құндысы. Хорт жүйесі: ұпайы тең ойыншылар өз жүлдесінің жартысын алады, жүлделер ақшасының екінші жартысы тең бөлінеді.
team-by-region = өңірлер
team-by-club = клубтар
team-by-team = командалар
team-tb-next = Келесі
team-tb-best = Үздік орын
team-tb-total = Барлық ұпай
sheet-teams = { $round }-турдан кейінгі командалық есеп ({ $by }, үздік { $best })
sheet-teams-note = Команданың ұпайы: үздік { $best } ойыншысының ұпайларының қосындысы (жеке кестедегі орны бойынша). Тең болса: { $tiebreaks }. Келесі: келесі ойыншының ұпайы; Үздік орын: команданың үздік ойыншысының орны; Барлық ұпай: барлық ойыншыларының ұпайы.
sheet-event-teams = { $by } командалық есебі (әр турнирде үздік { $best })
sheet-event-teams-best = Әр турнир командаға үздік { $best } ойыншысының ұпайын береді; тең болса, ең жақсы турнирі жоғары команда озады, одан кейін келесісі.
sheet-event-teams-places = Әр турнир командаға үздік { $best } ойыншысының орындары үшін ұпай береді ({ $table }: 1-, 2-орын ...); тең болса, бірінші орындары көп команда озады, одан кейін екінші орындары, т.с.с.
sheet-event = Турнирлер
rating-list = Рейтинг тізімі
rating-list-men = Ерлер
rating-list-women = Әйелдер
rating-list-other = Жынысы көрсетілмеген
rating-history = Рейтинг тарихы

## Live results page

web-title = Тікелей нәтижелер
web-tournaments = Турнирлер
web-all = Барлық турнир
web-pairings = Жұптар
web-screen = Зал экраны
web-footer = Нәтиже енгізілгенде бұл бет өздігінен жаңарады.
web-no-round = Әзірге ешбір тур жұптастырылмаған
web-no-round-note = { $players } ойыншы тіркелген.

## Live rounds

web-rounds = { $rounds } турдың { $paired }

## Paper

slips-title = { $round }-турдың нәтиже парақтары
slip-heading = { $round }-тур, { $board }-үстел
slip-white = Ақ
slip-black = Қара
slip-result = Нәтиже
slip-white-sign = Ақпен ойнаушының қолы
slip-black-sign = Қарамен ойнаушының қолы
slip-arbiter-sign = Төреші
slip-score = Ойын жазбасы
sheet-players = Ойыншылар ({ $players })
sheet-checkin = Тіркелу
sheet-checkin-note = Ойыншы залда болса, белгі қойыңыз; ойыншы қол қояды.
col-present = Қатысады
col-signature = Қолы
sheet-report = Турнир туралы есеп
col-what = Көрсеткіш
col-value = Мәні
report-players = Ойыншылар
report-players-value = { $players } ({ $men } ер, { $women } әйел)
report-regions = Өңірлер
report-rounds = Ойналған турлар
report-games = Тақта басында ойналған ойындар
report-outcomes = Ақ жеңді / тең / қара жеңді
report-outcomes-value = { $white } / { $draws } / { $black }
report-forfeits = Техникалық нәтижелер

## Live games

col-round = Тур
col-colour = Түсі
web-game = { $round }-тур, { $board }-үстел: { $white } – { $black }
web-game-ply = { $moves } жүрістің { $move_no }-жүрісінен ({ $side }) кейінгі позиция.
web-game-start = Бастапқы позиция; ойында { $moves } жүріс бар.
web-back = ← Артқа
web-forward = Алға →

## Acceleration (issue 21)

sheet-virtual-points = (+1), (+½): Баку үдетуінің виртуал ұпайлары (ФИДЕ C.04.5.1). Олар тек осы турдың жұптастыруын анықтайды, турнир кестесінде ешқашан есептелмейді.
web-kazan-white = Ақтың қазаны
web-kazan-black = Қараның қазаны
web-game-end-kazan = Ойын { $result } аяқталды: қазанда 82 (қазандар { $white } : { $black }).
web-game-end-atsyrau = Ойын { $result } аяқталды: атсырау, { $stuck } жүре алмады, { $collector } өз қатарындағы { $left } құмалақты алды (қазандар { $white } : { $black }); тақтада олар алынған.
web-not-found = Бет табылмады
web-not-found-note = Бұл мекенжайда ештеңе жоқ: файлдың барлық турнирі «Барлық турнир» бөлімінде.
web-round-link = { $round }-тур
web-search = Табу
web-search-hint = Аты-жөнінің бірнеше әрпі не нөмірі
web-search-none = Аты-жөнінде «{ $text }» бар ойыншы жоқ.
web-search-found = Аты-жөнінде «{ $text }» бар ойыншылар: { $players }.
web-player-standing = { $round }-турдан кейін { $points } ұпай, { $place }-орын
web-player-withdrawn = { $round }-турдан бастап турнирден шықты.
sheet-pairings-by-name = { $round }-турдың жұптары, аты-жөні бойынша
sheet-de-unapplied = Сұр түсті DE есептелмеді: тең ұпайлы ойыншылар бір-бірімен түгел кездеспеген (C.07, 6.3-бап), сондықтан келесі қосымша көрсеткіш шешеді.
withdrawn-mark = { $round }-турдан шықты
sheet-rules-left = Ережелер режимінде емес: { $round } тур жұптастырылғанда шыққан
sheet-adjourned-open = { $n ->
    [one] Кейінге қалдырылған ойынның әлі нәтижесі жоқ ({ $games }): ойын біткенше оның туры бұл кестеге кірмейді.
   *[other] Кейінге қалдырылған { $n } ойынның әлі нәтижесі жоқ ({ $games }): ойындар біткенше олардың турлары бұл кестеге кірмейді.
}
prizes-not-shared = { $amount } (бөлінбейді: теңдерді қосымша көрсеткіштер ажыратады)
sheet-crosstable-by-rank = { $round }-турдан кейінгі кросс-кесте, орындар бойынша
