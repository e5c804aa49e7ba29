# The command line's own sentences (src/cli). The program name and the `orda: ` prefix are
# put before them by the code; flags, command names and result notation stay as they are.

## Reading the user's files (cli/mod.rs)

cli-no-window = терезені ашу мүмкін емес: { $error }
cli-cannot-read = { $path } файлын оқу мүмкін емес: { $error }
cli-read-as = { $path }: { $encoding } кодтауымен оқылды
cli-bad-encoding = --encoding: { $error }
cli-nothing-read = { $path }:{ $error }; ештеңе оқылмады
cli-read-with-replacement = { $path }:{ $error }; бұл байттар U+FFFD таңбасымен ауыстырылып тексерілді
cli-hint-name-encoding = ; файлдың кодтауын --encoding арқылы көрсетіңіз
cli-hint-check-encoding = ; --encoding дұрыс көрсетілді ме?
cli-hint-utf16 = {" "}(--encoding utf-16le не utf-16be көрсетіңіз)

## The CLI's ways of insisting and choosing (cli/event.rs)

cli-hint-or-force = , немесе --force
cli-hint-keep-result = {" "}(--force төрешінің нәтижесін қалдырады)
cli-hint-points-from-results = {" "}(import trf --points-from-results нәтижелерді дұрыс деп алады және ұпайы өзгерген әр жолды көрсетеді)
cli-hint-pair-anyway = ; бәрібір жұптастыру үшін --force қолданыңыз
cli-hint-withdraw = {" "}(orda player withdraw)
cli-hint-create-first = ; турнирді `orda tournament create` арқылы құрыңыз
cli-hint-choose-tournament = {" "}--tournament арқылы
cli-no-data-folder = бұл жүйеде деректер қалтасы жоқ; --db FILE көрсетіңіз

## orda db

cli-db-damaged = { $path }: дерекқор зақымдалған ({ $problems } ақау); сақтық көшірмені `orda db restore` арқылы қалпына келтіріңіз
cli-db-restored = { $path }: дерекқор { $backup } файлынан қалпына келтірілді
cli-db-as-before = дерекқордың бұрынғы күйі: { $path }

## orda tournament, orda player

cli-unknown-tiebreak = --tiebreaks: `{ $code }` — белгісіз код (белгілі кодтар: { $known })
cli-bad-bye-points = --bye-points `{ $value }`: 0, 0.5 не 1 болуы керек
cli-tournament-contents = { $id } нөмірлі «{ $name }» турнирі: { $players } ойыншы, { $rounds } тур, { $results } нәтиже, { $scores } ойын жазбасы
cli-would-delete-tournament = бұл әрекет мынаны жояды: { $what }; турнирді жою үшін команданы --yes қосып қайта орындаңыз
cli-tournament-deleted = жойылды: { $what }
cli-bad-sex = --sex `{ $sex }`: m не w болуы керек
cli-players-entered = { $n } ойыншы тіркелді, бастапқы нөмірлері { $first }-{ $last }
cli-withdrawn = №{ $player } ойыншы { $round }-турдан бастап турнирден шығарылды
cli-forfeit = { $round }-тур, { $board }-үстел: техникалық жеңіліс қойылды
cli-reinstated = №{ $player } ойыншы { $round }-турдан бастап қайта ойнайды
cli-forfeit-cleared = { $round }-тур, { $board }-үстел: техникалық жеңіліс өшірілді, ойын ойналады
cli-would-delete-player = бұл әрекет №{ $player } { $name } ойыншыны жояды; ойыншыны жою үшін команданы --yes қосып қайта орындаңыз
cli-player-deleted = №{ $player } { $name } жойылды; кейінгі бастапқы нөмірлер бірге кеміді
cli-half-bye = №{ $player } ойыншы: { $round }-турда бос тур (½ ұпай)
cli-zero-bye = №{ $player } ойыншы: { $round }-турда бос тур (0 ұпай)
cli-may-meet = №{ $a } және №{ $b } ойыншылар қайта кездесе алады
cli-kept-apart = №{ $a } және №{ $b } ойыншылар бір-бірімен жұптастырылмайды
cli-withdrawn-from = (шықты, { $round }-турдан)

## orda round, orda check, orda result, orda results

cli-pairing-not-changed = жұптар өзгертілмеді
cli-rounds-set = турнирде енді { $rounds } тур бар (осы ойыншылар құрамы үшін толық айналмалы жүйе)
cli-round-paired = { $round }-тур жұптастырылды
cli-warning = ескерту: { $what }
cli-check-same = { $round }-тур: голланд жүйесінің жұптастыруымен бірдей
cli-check-differs = { $round }-тур: айырмашылық бар
cli-check-stored = сақталған: { $pairing }
cli-check-dutch = голланд:   { $pairing }
cli-check-file-rr = файл айналым турнирін сипаттайды (092): оның турлары қайта жұптастырылмайды
cli-check-no-list = кесте: файлда Orda оқитын қосымша көрсеткіштер аталмаған (TRF-2026 212 не 202): салыстырылмайды
cli-check-no-ranks = кесте: файлдағы орын бағаны бос: салыстырылмайды
cli-check-in-progress = кесте: { $round }-тур әлі жүріп жатыр, файлдағы орындар қорытынды емес: салыстырылмайды
cli-check-standings-same = { $round }-турдан кейінгі кесте ({ $tiebreaks }): барлық { $players } орын файлдағыдай
cli-check-standings-differ = { $round }-турдан кейінгі кесте ({ $tiebreaks }): { $players } қатысушының { $count } орны басқа
cli-check-rank = { $player } қатысушы: файлда { $file } орын, Orda-да { $orda } (ұпай { $points }; { $values })
cli-bad-result = нәтиже `{ $result }` мыналардың бірі емес: 1-0 0-1 1/2-1/2 ½-½ = +/- -/+ -/- (немесе adj: кейінге қалдырылған)
cli-result-entered = { $round }-тур, { $board }-үстел: { $result }
cli-result-score = ойын жазбасы: { $verdict }
cli-stale-one = ескерту: { $round }-тур, { $board }-үстел: { $from }-тур бұрынғы { $old } нәтижесімен жұптастырылған және қайта жұптастырылмайды (голланд жүйесі қазір қалай жұптастыратынын orda check көрсетеді)
cli-stale-many = ескерту: { $round }-тур, { $board }-үстел: { $from }-{ $to }-турлар бұрынғы { $old } нәтижесімен жұптастырылған және қайта жұптастырылмайды (голланд жүйесі қазір қалай жұптастыратынын orda check көрсетеді)
cli-score-unreadable = { $file }:{ $line }: { $score } ойын жазбасы файлын оқу мүмкін емес
cli-nothing-entered = ештеңе енгізілмеді

## orda pair-trf, orda generate, orda bench

cli-cannot-write = { $path } файлына жазу мүмкін емес: { $error }
cli-pair-trf-failed = { $file }: { $round }-тур: { $error }
cli-generating-failed = генерациялау: { $error }
cli-generated-seed = тұқым { $seed }: --seed { $seed } --draws { $draws } --forfeits { $forfeits } --double-forfeits { $double } --withdrawals { $withdrawals } --byes { $byes } --zero-byes { $zero } дәл сол турнирді қайта береді
cli-bad-seed = { $text }: тұқым — сан немесе random
cli-generated = { $players } ойыншы, барлығы { $rounds } турдың { $played } туры жұптастырылды, { $path } файлына жазылды
cli-bench-no-baseline = эталондық турнирді генерациялау мүмкін болмады
cli-bench-baseline = эталон: 100 ойыншының 2-туры = { $seconds } с (5 өлшеудің ең жақсысы)
cli-bench-col-players = ойыншы
cli-bench-col-round = тур
cli-bench-col-boards = үстел
cli-bench-col-seconds = секунд
cli-bench-col-ratio = x эталон
cli-bench-col-peak = макс. MiB
cli-bench-col-explain = түсінд./жұпт.
cli-bench-not-generated = { $players } ойыншысы бар турнирді генерациялау мүмкін болмады
cli-bench-generated = { $players } ойыншы x { $rounds } тур { $seconds } с ішінде генерацияланды

## orda perft

cli-bad-position = --position: { $error }
cli-perft = perft { $depth }: { $leaves } жапырақ (барлық тереңдікте { $nodes } түйін), уақыты { $seconds } с: { $rate } M жапырақ/с

## orda validate and orda replay.
cli-game-ok = { $file }: { $game }-ойын{ $who }: дұрыс, { $result } ({ $ending }), { $plies } жарты жүріс, { $tally } { $white }-{ $black }
cli-game-invalid = { $file }:{ $line }:{ $col }: { $game }-ойын{ $who }: { $what }
cli-no-games = { $file }: ойын табылмады
cli-games-summary = Барлығы { $games } ойын: { $valid } дұрыс, { $invalid } дұрыс емес
cli-replay-no-game = { $file } файлында { $games } ойын бар; { $index }-ойын жоқ
cli-replay-stopped = { $line }-жолда тоқтады: { $what }
cli-replay-plays = { $side ->
    [white] Ақ
   *[black] Қара
} { $otau }-отаудан жүреді
cli-replay-moves = { $side ->
    [white] Ақ
   *[black] Қара
} жүреді
cli-replay-captures = , { $n } құмалақ ұтып алады
cli-replay-tuzdyk = , тұздық алады: { $otau }-отау

## --help headings (cli/help.rs; English as clap writes them)

help-usage = Қолданылуы
help-commands = Командалар
help-options = Параметрлер
help-arguments = Аргументтер
help-default = әдепкісі: { $value }

## orda player bye --kind none

cli-bye-cancelled = { $player } нөмірлі ойыншы: { $round }-турда бос тур жоқ (сұрау кері алынды)

## Federation events

cli-event-line = { $name } ({ $sections } турнир)
cli-age-needs-date = жас шегіне есептеу күні керек: --on YYYY-MM-DD беріңіз (немесе турнирдің басталу күнін)
cli-bad-team-tiebreak = белгісіз командалық қосымша көрсеткіш «{ $code }»: next, best немесе total
cli-ratings-undone = тізілімде { $n } рейтинг қалпына келтірілді

## Prize rules

cli-prize-rules = тең ұпай: { $ties }; басымдық: { $precedence }; валюта: { $currency }
cli-prize-shared = бөлінеді
cli-prize-not-shared = бөлінбейді

## Serve

cli-bad-bind = «{ $bind }» IP мекенжайы емес (0.0.0.0, 127.0.0.1, 192.168.1.10)
cli-cannot-serve = { $addr } мекенжайында ашу мүмкін емес: { $error }
cli-serving = Тікелей нәтижелер ашық, ойыншылар мен көмекшілер кодтарына арналған формалармен (orda access). Тоқтату: Ctrl+C.
## QR

cli-bad-qr = «{ $url }» QR код үшін веб-мекенжай емес (http://... не https://...)

## Standard output

cli-stdout-failed = стандартты шығысқа жазу мүмкін емес: { $error }
output-is-database = { $path } — дерекқор (Orda-ның не SQLite-тың): оның үстіне ешқашан ештеңе жазылмайды; басқа файл атауын таңдаңыз
cli-generate-too-many = --players: TRF-16 файлында { $max } ойыншыдан көп болмайды (бастапқы нөмірге төрт баған)
card-bad-site = `{ $site }` веб-мекенжай емес (http://... немесе https://...)
cards-kept = { $n } ойыншының коды бар, оларға карта басылмайды (жаңасын --all немесе --player NO жасайды)
cli-hint-another-half-bye = {" "}(--force бәрібір береді)
cli-paired-with-adjourned = ескерту: { $round }-тур құрылды, { $n ->
    [one] кейінге қалдырылған ойын тең ойын болып саналды
   *[other] кейінге қалдырылған { $n } ойын тең ойын болып саналды
} ({ $games }); ойын басқаша аяқталса, тур қайта құрылмайды
cli-adjourned-no-score = кейінге қалдырылған ойынның әлі жазбасы жоқ: оны қалдырыңыз, ал ойын біткенде нәтижесін --score арқылы енгізіңіз
cli-bad-round-range = `{ $text }` турлар аралығы емес: БІРІНШІ-СОҢҒЫ (3-5) немесе бір турды көрсетіңіз
cli-kept-apart-rounds = { $a } және { $b } ойыншылары { $first }-{ $last } турларда кездестірілмейді
cli-hint-change-earlier = {" "}(--force өзгертеді)
cli-explain-no-board = { $round }-турда { $board }-тақта жоқ
cli-explain-no-player = { $no } қатысушы { $round }-турда жұпта жоқ
