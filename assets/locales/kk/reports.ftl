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
sheet-standings-note = Ұпай: барлық ұпай (техникалық жеңіс/жеңіліс пен бос турлар қоса есептеледі). Біл. ұпайы: тақта басында ойналған ойындардан жинаған ұпай. Ойналған: тақта басында ойналған ойындар саны. Қосымша көрсеткіштер: { $tiebreaks } (FIDE C.07, { $edition } жылғы нұсқа).
sheet-crosstable-note-double = 1 ½ 0: ойындар; + -: техникалық жеңіс/жеңіліс (ойын ойналмаған). Әр ұяшықта екі ойын да тур ретімен берілген.
sheet-crosstable-note-round-robin = 1 ½ 0: ойындар; + -: техникалық жеңіс/жеңіліс (ойын ойналмаған).
sheet-crosstable-note-swiss = Ұяшық: қарсылас, түс (w — ақ, b — қара), нәтиже; + -: техникалық жеңіс/жеңіліс (ойын ойналмаған); `-` бос тур (жұпсыз), `-½` бос тур (½ ұпай), `-0` келмеді.
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

## Pairing lists (words/reports.rs)

col-rating-short = Рейт.
