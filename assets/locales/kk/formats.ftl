# Пайдаланушы берген файлдың ақаулары және файлдың қалай оқылғаны (src/words/formats.rs).
# `$text`, `$row`, `$header`, `$token` — файлдың өз мәтіні, жазылғандай көрсетіледі. Кодтау
# атаулары (UTF-8, windows-1251), TRF кодтары (XXR, 001, 162) және белгілер өзгертілмейді.
# `$hint` — интерфейстің кодтауды көрсету тәсілі (CLI жалаушасы) не ештеңе.

## Ақау қайда

at-line = { $line }: { $why }
at-column = { $line }:{ $col }: `{ $token }`: { $why }
in-file-column = { $file }:{ $line }:{ $col }: `{ $token }`: { $why }
in-file-more = {"  "}{ $file }: тағы { $n } жолда дәл осылай: { $lines }

## Ойыншылар тізімі (CSV)

csv-column-name = аты-жөні
csv-column-title = атағы
csv-column-rating = рейтинг
csv-column-region = өңір
csv-column-club = клуб
csv-column-birth = туған күні
csv-column-sex = жынысы
csv-column-id = идентификатор
csv-ambiguous-separator = `{ $header }` тақырып жолында `{ $a }` және `{ $b }` таңбаларының саны бірдей: бөлгішті анықтау мүмкін емес
csv-header-unreadable = тақырып жолын оқу мүмкін емес: { $error }
csv-no-name-column = `{ $header }` тақырып жолында аты-жөні бағаны жоқ (мыналардың бірі күтіледі: name, ФИО, Аты-жөні, ...)
csv-unclosed-quote = осы жолда ашылған тырнақша осы жолда жабылмаған: `{ $row }`
csv-other-separator = жол `{ $separator }` таңбасымен бөлінген, ал тақырып жолы `{ $header }` таңбасымен бөлінген: `{ $row }`
csv-field-count = жолда өріс саны { $fields }, ал тақырып жолында { $header }: `{ $row }`
csv-control-character = «{ $column }» бағанындағы `{ $text }` мәтінінде U+{ $code } таңбасы бар: басқару таңбалары мен мәтін бағытын өзгертетін таңбалар тазартылмайды, қабылданбайды (файл зақымдалған не әдейі жасалған)
csv-question-mark = «{ $column }» бағанындағы `{ $text }` мәтінінде әріптің орнында `?` тұр
csv-question-mark-advice = Электрондық кесте өз кодтық бетінде жоқ әріптердің орнына `?` жазады (Windows-1251 кодтауында қазақтың ә ғ қ ң ө ұ ү һ әріптері жоқ): тізімді «CSV UTF-8» не «Unicode text» түрінде сақтап, соны импорттаңыз.
csv-bad-birth = `{ $birth }` туған күні: { $why } (КК.АА.ЖЖЖЖ, ЖЖЖЖ-АА-КК түрінде не тек жылын жазыңыз)
csv-bad-rating = рейтинг `{ $rating }` бүтін сан емес
csv-bad-sex = жынысы `{ $sex }` m да, w да емес
csv-empty-name = аты-жөні бос

## Нәтижелер файлдары (orda results) және қолмен жұптастыру (orda round set)

results-not-a-line = `{ $text }`: `ҮСТЕЛ НӘТИЖЕ [ЖАЗБА-ФАЙЛЫ]` күтіледі
results-board-zero = үстел `{ $board }`: үстелдер 1-ден бастап нөмірленеді
results-not-a-board = үстел `{ $board }` үстел нөмірі емес
results-not-a-result = нәтиже `{ $result }` мыналардың бірі емес: 1-0 0-1 1/2-1/2 = +/- -/+ -/-
results-board-twice = { $board }-үстел екі рет аталған (сондай-ақ { $first }-жолда)
results-no-board = файлда бірде-бір үстел аталмаған (әр үстелге бір `ҮСТЕЛ НӘТИЖЕ [ЖАЗБА-ФАЙЛЫ]` жолы күтіледі)
pairing-file-empty = файл бос (алдымен жолдар саны, содан кейін әр үстелге ақ пен қараның бастапқы нөмірлері жазылған бір жол күтіледі)
pairing-file-not-a-count = `{ $text }`: бірінші жолда одан кейінгі жолдардың саны болуы керек
pairing-file-not-two-numbers = `{ $text }`: жолда екі бастапқы нөмір болуы керек (`N 0` — бос тур)
pairing-file-starts-at-zero = `{ $text }`: бастапқы нөмірлер 1-ден басталады (`N 0` N ойыншыға бос тур береді)
pairing-file-himself = `{ $text }`: №{ $player } ойыншы өзімен ойнай алмайды
pairing-file-player-twice = №{ $player } ойыншы екі рет аталған (сондай-ақ { $first }-жолда)
pairing-file-second-bye = екінші бос тур ({ $line }-жол оны №{ $player } ойыншыға береді)
pairing-file-count-differs = бірінші жолда жолдар саны: { $said }, бірақ одан кейін { $listed } жол бар
pairing-file-no-player = жұптар файлында бірде-бір ойыншы аталмаған

## TRF файлдары: жазбалар

trf-not-player-count = ойыншылар саны болуы керек
trf-not-dutch = Orda тек голланд жүйесімен жұптастырады (192 FIDE_DUTCH_2025 не FIDE_DUTCH, Баку үдетуімен _BAKU)
trf-acceleration-points = виртуал ұпайлар 1.0 не 0.5 сияқты жазылуы керек
trf-acceleration-rounds = турлар екі тур нөмірі болуы керек, біріншісі соңғысынан кейін емес (15-17 және 19-21 бағандар)
trf-acceleration-players = ойыншылар екі бастапқы нөмір болуы керек, біріншісі соңғысынан кейін емес (23-26 және 28-31 бағандар)
trf-acceleration-match-points = матч ұпайлары командалық турнирлерге арналған: 5-8 бағандарды бос қалдырыңыз
trf-bad-pending = тур, ақ пен қараның бастапқы нөмірлері болуы керек (0 — бос тур)
trf-not-a-number = сан емес
trf-not-round-count = турлар саны болуы керек
trf-first-colour = бірінші түс W не B болуы керек
trf-forbidden-too-few = тыйым салынған жұпта кемінде екі ойыншы болуы керек
trf-not-a-starting-number = бастапқы нөмір емес
trf-first-round = бірінші тур сан емес
trf-last-round = соңғы тур сан емес
trf-announced-round = тур сан емес
trf-point-value = ұпай 1.0 не 0.5 түрінде жазылады, ең көбі 99.9
trf-point-code = ұпай коды емес (W D L A P X және ұпай)
trf-rank-twice = бастапқы нөмір екі рет қолданылған (алғаш рет { $first }-жолда)
trf-player-count = файлда { $announced } ойыншы жарияланған, бірақ ойыншы жолдарының (001) саны: { $lines }
trf-no-players = ойыншы жолдары (001) жоқ
trf-starting-rank-not-a-number = бастапқы нөмір сан емес
trf-rating-not-a-number = рейтинг сан емес
trf-rank-not-a-number = орын сан емес
trf-starting-rank-missing = бастапқы нөмір жоқ
trf-starting-rank-zero = бастапқы нөмірлер 1-ден басталады
trf-points-not-a-number = ұпай сан емес
trf-points-not-half = ұпай бүтін не жарты болуы керек
trf-opponent = қарсылас бастапқы нөмірмен көрсетілмеген
trf-colour = түс w, b не - болуы керек
trf-result-code = нәтиже коды емес (1 = 0 + - W D L H F U Z)
trf-bye-with-opponent = қарсыласы көрсетілген бос тур коды
trf-opponent-not-in-file = №{ $player } ойыншы { $round }-турда №{ $opponent } қарсыласты атайды, бірақ ол файлда жоқ

## TRF файлдары: жұптастырылатын турнир (orda pair-trf) және жұптар файлдары

trf-rank-out-of-range = бастапқы нөмір 1 мен 9999 аралығындағы сан болады
trf-player-not-in-file = №{ $player } ойыншы файлда жоқ
trf-meets-himself = ойыншы өзімен ойнай алмайды
trf-game-needs-colour = ойналған ойынның түсі болуы керек (w не b)
trf-not-a-game-result = `{ $result }` — қарсыласпен ойналған ойынның нәтижесі емес
trf-needs-opponent = `{ $result }` үшін қарсылас керек
trf-bye-colour = бос турдың түсі болмайды
trf-no-round-count = файлда турнирдегі турлар саны айтылмаған (XXR не 142 жолы жоқ)
trf-all-paired = { $played } тур жұптастырылып қойған; турнирде { $rounds } тур бар
trf-bye-not-in-file = файлда жоқ ойыншыға бос тур берілген
trf-forbidden-not-in-file = тыйым салынған жұпта файлда жоқ ойыншы аталған
trf-says-otherwise = { $round }-тур: №{ $player } ойыншы №{ $opponent } ойыншымен ойнайды, бірақ №{ $opponent } ойыншының жолында басқаша жазылған
trf-points-differ = №{ $player } ойыншының нәтижелер бойынша ұпайы { $counted }, { $written } емес
trf-first-colour-unknown = 1-турдағы бірінші ойыншының түсі белгісіз: `XXC white1` не `XXC black1` қосыңыз
trf-points-not-baku = Баку үдетуіне жеңіліс 0, жеңіс екі тең ойынға тең болатын ұпай жүйесі керек
trf-too-many-accelerations = №{ $player } ойыншының виртуал ұпайлары турнирдің турларынан ({ $rounds }) көп турға берілген
pairs-empty = жұптар файлы бос
pairs-not-board-count = бірінші жолда үстелдер саны болуы керек
pairs-not-a-board = үстел екі бастапқы нөмірмен беріледі
pairs-board-count = бірінші жолда үстелдер саны: { $said }, бірақ { $listed } үстел берілген

## TRF файлдары: импортталатын турнир (orda import trf)

trf-data-point-system = файлдың ұпай жүйесі (162 / BBW BBD BBL BBZ BBF) 1-½-0 емес: Orda тек 1-½-0 жүйесіндегі турнирлерді сақтайды (бос тур (жұпсыз) 0, ½ не 1 ұпай бере алады)
trf-data-pending-round = { $line }-жол: `XXG` { $round }-турды атайды, бірақ файлда 1..{ $rounds } турдың деректері бар: жүріп жатқан тур — { $rounds }-тур не { $next }-тур
trf-data-rounds = { $line }-жол: `XXR { $rounds }` бойынша турнирде { $rounds } тур, бірақ файлда { $played } турдың деректері бар
trf-data-rounds-player = { $line }-жол: `XXR { $rounds }` бойынша турнирде { $rounds } тур, бірақ файлда { $played } турдың деректері бар ({ $his_line }-жолдағы №{ $player } ойыншы)
trf-data-title = { $line }-жол: №{ $player } ойыншы: `{ $title }` атағы ФИДЕ атағы емес (g m f c wg wm wf wc, не GM IM FM CM WGM WIM WFM WCM), қазақстандық атақ не разряд та емес ({ $ranks })
trf-data-points = { $line }-жол: №{ $player } ойыншының нәтижелер бойынша ұпайы { $results }, бірақ ұпай бағанында (81-84) { $column } жазылған
trf-data-pending-not-in-file = { $line }-жол: XXG: №{ $player } ойыншы файлда жоқ
trf-data-pending-has-block = { $line }-жол: XXG: { $round }-тур: №{ $player } ойыншы нәтиже күтіп тұр, бірақ оның { $his_line }-жолында `{ $block }` жазылған
trf-data-pending-twice = { $line }-жол: XXG: { $round }-тур: №{ $player } ойыншы басқа үстелде тұр ({ $other }-жол)
trf-data-pending-himself = { $line }-жол: XXG: ойыншы өзімен ойнай алмайды
trf-data-bye-colour = { $line }-жол: №{ $player } ойыншы, { $round }-тур: бос турдың түсі болмайды: `{ $block }`
trf-data-opponent-not-in-file = { $line }-жол: №{ $player } ойыншы, { $round }-тур: №{ $opponent } қарсылас файлда жоқ
trf-data-himself = { $line }-жол: №{ $player } ойыншы, { $round }-тур: ойыншы өзімен ойнай алмайды
trf-data-disagree = { $round }-тур: №{ $player } ойыншының жолында ({ $line }-жол) `{ $says }`, ал №{ $opponent } ойыншының жолында ({ $their_line }-жол) `{ $they_say }`: { $why }
trf-data-blank = (бос)
trf-data-opponents-differ = қарсыластар сәйкес келмейді
trf-data-no-result = үстелдің нәтижесі екі жолда да болуы керек (нәтиже күтіп тұрған үстел XXG жазбасымен беріледі, docs/trf.md)
trf-data-results-differ = нәтижелер сәйкес келмейді
trf-data-same-colour = екеуінің түсі бірдей
trf-data-colours = ойналған ойынға екі түс те керек
trf-data-pairing-byes = { $round }-тур: бірнеше бос тур (жұпсыз) ({ $players })
trf-data-not-in-file = { $line }-жол: №{ $player } ойыншы файлда жоқ
trf-data-bye-kind = { $line }-жол: `240 { $text }`: жарияланған бос тур H (жарты ұпай), Z (нөл) немесе F (толық ұпай) болады
trf-data-announced-otherwise = { $line }-жол: 240 №{ $player } ойыншыға { $round }-турда бос тур жариялайды, бірақ оның { $his_line }-жолы сол турда басқаны айтады
trf-data-bye-round = { $line }-жол: 240 { $round }-турға бос тур жариялайды, бірақ турнирде 1..{ $rounds } турлар бар
trf-data-forbidden-twice = { $line }-жол: №{ $player } ойыншы екі рет аталған (ойыншыны өзінен ажыратуға болмайды)
trf-note-points = { $line }-жол: №{ $player } ойыншы: ұпай бағанында { $column }, нәтижелер бойынша { $results }: нәтижелер алынды
trf-note-kept = жазылғандай сақталды, экспортта қайта жазылады: { $codes } ({ $lines } жол)
trf-note-too-many = { $line }-жол және одан кейін: жазбалар Orda сақтайтыннан ({ $max }) көп: сақталмады
trf-note-birth = { $line }-жол: №{ $player } ойыншы: `{ $text }` туған күні сақталмады: { $why }
trf-note-date = { $code } `{ $text }` күн ретінде оқылмады ({ $why }): жазылғандай сақталды, күні жазылмады
trf-note-sex = { $line }-жол: №{ $player } ойыншы: `{ $text }` жынысы m, w немесе f емес: сақталмады
trf-note-full-bye = { $line }-жол: 240 F: { $round }-турға жарияланған толық ұпайлы бос тур сақталмады (Orda жарты және нөл ұпайлы бос турларды жариялайды)
trf-note-paired-otherwise = { $count ->
    [one] { $rounds }-тур
   *[other] { $rounds } турлар
} голланд жүйесінен басқаша жұптастырылған (orda check қалай екенін көрсетеді); экспортталған TRF мұны ### Import жолымен жазады
trf-note-left-rules-mode = { $line }-жол: файл бойынша турнир { $round } тур жұптастырылғанда ФИДЕ режимінен шыққан: ол ережелер режимінен тыс, біржола импортталды
trf-note-options = XXC { $options }: оқылмады
date-why-two-digit = жылы екі цифрмен жазылған (19.. ме, 20.. ма?)
date-why-ambiguous = күн мен ай орындарын ажырату мүмкін емес
date-why-unreadable = күн емес

## Мәтін емес байттар және файлдың қалай оқылғаны

decode-unknown = белгісіз кодтау `{ $name }` (мысалы: utf-8, utf-16le, utf-16be, windows-1251, windows-1252)
decode-malformed = { $encoding } кодтауына жатпайтын байттар: `{ $text }`{ $hint }
decode-nul = NUL байттары: бұл мәтіндік файл емес, не байт реті белгісі жоқ UTF-16{ $hint }
decoded = { $encoding } ({ $how })
decoded-named = көрсетілгендей
decoded-bom = байт реті белгісі
decoded-utf8 = дұрыс UTF-8
decoded-guessed = байттар бойынша анықталды

## Голланд жүйесі

pairing-impossible = ережеге сай жұптастыру жоқ: ойыншыларды қайта кездесусіз, тыйым салынған жұпсыз, түске қатаң басымдықты бұзбай және екінші бос турсыз (жұпсыз) жұптастыру мүмкін емес

## Team column

csv-column-team = команда

## Acceleration in a TRF (issue 21)

trf-data-not-baku = { $line }-жол: файлдағы виртуал ұпайлар (XXA / 250) Баку әдісінікі емес: Orda үдетілген турнирді қолмен жазылған ұпайлармен емес, Баку әдісімен (192 FIDE_DUTCH_BAKU) сақтайды; `orda pair-trf` файлды сол күйінде жұптастырады

## Reading a user's file

read-not-a-file = бұл кәдімгі файл емес (қалта, құрылғы не арна): Orda тек файлдарды оқиды
read-too-large = { $mib } МиБ-тан үлкен: мұндай файлдарды Orda оқымайды
trf-data-forbidden-rounds = { $line }-жол: 260 жазбасы { $first }-{ $last } турларды атайды, олар бұл турнирдің турлары емес (1-{ $rounds })
