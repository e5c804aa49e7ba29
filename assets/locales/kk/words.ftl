# Refusals, warnings and verdicts: what the command layer's typed answers say.
# `$hint` is the face's own way to do something (a CLI flag, a window button), or nothing.

in-file-line = { $file }:{ $line }: { $why }
in-file = { $file }: { $why }
on-board = { $board }-үстел: { $why }
in-round = { $round }-тур: { $why }
no-tournament-in = { $db }: { $id } нөмірлі турнир жоқ
no-tournament = { $id } нөмірлі турнир жоқ
no-tournament-yet = { $db }: әзірге турнир жоқ{ $hint }
which-tournament = { $db }: { $n } турнир бар; қайсысы екенін көрсетіңіз{ $hint } ({ $list })
no-player = №{ $no } ойыншы жоқ
not-entered = { $name } бұл турнирге тіркелмеген
no-such-round = { $round }-тур: турнирдің турлары 1..{ $rounds }
round-not-paired = { $round }-тур жұптастырылмаған (жұптастырылған турлар: { $paired })
no-board-of = { $round }-турда { $board }-үстел жоқ (үстелдер: 1..{ $boards })
board-missing = { $round }-турда { $board }-үстел жоқ
no-board-n = { $board }-үстел жоқ
no-pairing-bye-to-move = турда басқа ойыншыға беретін бос тур (жұпсыз) жоқ
same-board = { $board }-үстелді өзімен алмастыруға болмайды
check-not-swiss = тексеру швейцар жүйесінің турларын қайта жұптастырады; айналмалы жүйе Бергер кестелері бойынша жүреді
needs-name = турнирдің атауы болуы керек
needs-name-event = іс-шараның атауы болуы керек
needs-name-category = санаттың атауы болуы керек
needs-name-team = команданың атауы болуы керек
needs-rounds = турнирде кемінде бір тур болуы керек
too-few-rounds = турнирде кемінде { $n } тур болуы керек
control-character = { $field }: `{ $text }` мәтінінде U+{ $code } басқару таңбасы бар; мәтінді бұл таңбасыз теріңіз
bad-date = күн `{ $date }` ЖЖЖЖ-АА-КК пішімінде емес
bad-birth-date = `{ $date }` туған күні дәл оқылмайды (КК.АА.ЖЖЖЖ, ЖЖЖЖ-АА-КК түрінде не тек жылын жазыңыз)
empty-name = аты-жөні бос
bad-title = атақ `{ $title }` мыналардың бірі емес: { $titles }
rating-out-of-range = рейтинг `{ $rating }` рұқсат етілген ауқымнан тыс (0..4000)
round-robin-closed-player = { $name }: қосуға болмайды, бұл айналмалы турнирдің 1-туры жұптастырылып қойған
round-robin-closed = ойыншы қосуға болмайды: бұл айналмалы турнирдің 1-туры жұптастырылып қойған
no-players-in-file = файлда ойыншы жоқ
renumber-after-round-1 = нөмірлерді өзгертуге болмайды: 1-тур жұптастырылып қойған, бастапқы нөмірлер бекітілген
not-an-order = жаңа ретте әр бастапқы нөмір бір рет қана аталуы керек ({ $n } ойыншы: { $numbers })
has-result = №{ $player } ойыншының { $round }-турда нәтижесі бар ({ $board }-үстел, { $result }): оны { $next }-турдан немесе одан кейінгі турдан бастап турнирден шығарыңыз, не алдымен сол нәтижені өшіріңіз
has-pairing-bye = №{ $player } ойыншы { $round }-турда бос тур (жұпсыз) алған: оны { $next }-турдан немесе одан кейінгі турдан бастап турнирден шығарыңыз, не сол турды жойып, қайта жұптастырыңыз
not-withdrawn = №{ $player } ойыншы турнирден шықпаған
come-back-later = №{ $player } ойыншы { $current }-турдан (жүріп жатыр) немесе ең кеші { $next }-турдан бастап қайта ойнай алады; көбірек тур өткізіп жіберу үшін оны қазір { $next }-турдан бастап турнирден шығарып, кейін турнирге қайта қосыңыз
delete-after-round-1 = 1-тур жұптастырылған: №{ $player } ойыншыны енді жоюға болмайды; оның орнына оны турнирден шығарыңыз{ $hint }
round-robin-byes = айналмалы жүйеде бос тур болмайды; келмеген ойыншыға техникалық жеңіліс беріледі (-/+ немесе +/-)
requested-bye-kind = сұралған бос тур не бос тур (½ ұпай), не бос тур (0 ұпай) болады
round-paired = { $round }-тур жұптастырылып қойған
forbidden-not-swiss = тыйым салынған жұптар швейцар жүйесіндегі турнирлерге арналған; айналмалы жүйеде жұптарды Бергер кестелері анықтайды
same-player = ойыншыны өзімен жұптастыруға мүлде болмайды
incomplete = { $round }-тур аяқталмаған: нәтижесі жоқ үстелдер: { $boards }
boards-more = { $boards } және тағы { $n }
too-few-players = турды жұптастыру үшін турнирде кемінде екі ойыншы болуы керек
all-rounds-paired = { $system }: барлық { $rounds } тур жұптастырылған
not-in-berger = { $players } ойыншыға арналған Бергер кестесінде { $round }-тур жоқ
no-round-yet = әзірге бірде-бір тур жұптастырылмаған
changed-meanwhile = { $round }-турдың жұптарын осы аралықта осы файлмен жұмыс істейтін басқа Orda өзгертті: ештеңе өзгертілмеді
round-has-results = { $round }-турда нәтижелер бар; жұптарды тек бірде-бір нәтиже енгізілмей тұрып өзгертуге болады
plays-withdrawn = №{ $player } ойыншы { $round }-турда енді ойнамайды (турнирден шықты); техникалық жеңіліс енгізіңіз (+/-, -/+, -/-){ $hint }
score-games = { $file }: файлда { $games } ойын бар; бір үстелге дәл бір ойын керек
score-needs-result = { $round }-тур, { $board }-үстел: алдымен нәтижені енгізіңіз немесе ойынды тақтада аяқтаңыз
contradicts = { $why }; нәтиже енгізілмеді{ $hint }

field-name = аты
field-venue = өтетін орны
field-chief-arbiter = бас төреші
field-time-control = уақыт бақылауы
field-title = атақ
field-region = өңір
field-club = клуб
field-id = идентификатор

lock-system = 1-тур жұптастырылғаннан кейін жұптастыру жүйесін өзгертуге болмайды
lock-game = 1-тур жұптастырылғаннан кейін ойын түрін өзгертуге болмайды
lock-round-robin-rounds = айналмалы жүйеде турлар саны ойыншылар санымен анықталады (1-тур жұптастырылғанда белгіленеді)
lock-bye-points = { $round }-турда бос тур (жұпсыз) беріліп қойған
lock-rules-mode = ережелер режимінде 1-тур жұптастырылғаннан кейін өзгермейді; ережелер режимінен біржола шыққанда өзгертуге болады (терезеде Баптаулар › Ережелер режимінен шығу, командалық жолда orda tournament leave-rules)

overridden = ойын жазбасы нәтижеге қайшы: { $why }; төрешінің нәтижесі күшінде қалады
verdict-withdrawal = техникалық жеңіліс: ойыншы турнирден шықты
verdict-valid = дұрыс, { $result }, { $plies } жарты жүріс
verdict-invalid-at = дұрыс емес, { $ply }-жарты жүріс: { $token }
verdict-invalid-result = дұрыс емес: жарияланған нәтиже
verdict-invalid-result-token = дұрыс емес: жарияланған нәтиже { $token }
score-invalid-because = ойын жазбасы дұрыс емес ({ $why })
score-invalid = ойын жазбасы дұрыс емес
forfeit-with-moves = техникалық жеңіс/жеңіліс берілген ойында жүріс болмайды, бірақ ойын жазбасында { $plies } жарты жүріс бар
result-but-score-gives = нәтиже { $result }, бірақ ойын жазбасы бойынша { $gives }
score-gives-another-result = ойын жазбасы бойынша нәтиже басқа

breach-two-boards = №{ $player } ойыншы екі үстелде: { $first } және { $second }
breach-no-player = { $board }-үстел: №{ $player } ойыншы жоқ (ойыншылар: 1..{ $field })
breach-himself = { $board }-үстел: №{ $player } ойыншы өзімен ойнай алмайды
breach-forbidden = { $board }-үстел: №{ $white } және №{ $black } — тыйым салынған жұп
breach-rematch = { $board }-үстел: №{ $white } және №{ $black } бір-бірімен ойнап қойған
breach-both-against-preference = { $board }-үстел: №{ $white } мен №{ $black } екеуі де тиесілі түске қарсы түс алады (түстерді ауыстыру екеуіне де лайық)
breach-must-be-white = { $board }-үстел: №{ $player } ақпен ойнауы керек (түске қатаң басымдық)
breach-must-be-black = { $board }-үстел: №{ $player } қарамен ойнауы керек (түске қатаң басымдық)
breach-bye-and-board = №{ $player } ойыншыда әрі үстел, әрі бос тур бар
breach-bye-no-player = бос тур: №{ $player } ойыншы жоқ (ойыншылар: 1..{ $field })
breach-second-bye = №{ $player } ойыншы бос турды немесе ойынсыз жеңісті алып қойған
breach-not-paired = №{ $player } ойыншы жұптастырылмаған
breach-not-to-play = №{ $player } ойыншы { $round }-турда жұптастырылмауы керек (бос тур сұралған немесе турнирден шыққан)
breach-odd-without-bye = ойыншылар саны тақ, бірақ бос тур жоқ

system-round-robin = айналмалы жүйе
system-double-round-robin = екі айналымды жүйе
system-swiss = швейцар жүйесі (голланд жүйесі)
game-togyzkumalak = Тоғызқұмалақ
game-tumicarona = Тумикарона

title-zms = ЕСШ
title-msmk = ХДСШ
title-ms = СШ
title-kms = СШҮ
title-rank-1 = 1р
title-rank-2 = 2р
title-rank-3 = 3р
title-youth-1 = 1жр
title-youth-2 = 2жр
title-youth-3 = 3жр
result-but-score-gives-ending = нәтиже { $result }, бірақ ойын жазбасы бойынша { $gives } ({ $ending })
judged-invalid = дұрыс емес: { $file }:{ $line }:{ $col }: { $what }
stored-score-of-board = { $board }-үстелдің сақталған ойын жазбасы
judged-valid = дұрыс, { $result } ({ $ending }), { $plies } жарты жүріс, { $tally } { $white }-{ $black }

## Requested byes taken back (app/manage.rs)

no-bye-requested = { $player } нөмірлі ойыншы { $round }-турға бос тур сұрамаған

## A tournament's name taken (app/manage.rs)

name-taken = дерекқорда "{ $name }" деген турнир бар (нөмірі { $id }): бұған басқа ат беріңіз

## Federation events

field-team = команда
field-category = санат
field-prize = жүлде
no-event = бұл дерекқорда { $id } нөмірлі іс-шара жоқ
no-category = турнирде «{ $name }» санаты жоқ
category-taken = турнирде «{ $name }» санаты бар
empty-category = «{ $name }» санатына ешкім кіре алмайды: төменгі шегі жоғарғысынан жоғары
no-prize-overall = жалпы кестенің { $place }-орнына жүлде жоқ
no-prize = «{ $category }» санатының { $place }-орнына жүлде жоқ
empty-prize = жүлденің сомасы не атауы болуы керек
bad-team-rule = командада кемінде бір есепке алынатын ойыншы болуы керек, орындарға ұпай үшін кесте керек
not-finished = рейтинг соңғы турдан кейін енгізіледі: { $rounds } турдың { $completed } турының нәтижелері толық
ratings-applied = { $id } нөмірлі турнирдің рейтинг өзгерістері тізілімге енгізіліп қойған
ratings-not-applied = { $id } нөмірлі турнирдің рейтинг өзгерістері тізілімде жоқ
ratings-applied-later = бұл турнирден кейін «{ $later }» енгізілген: алдымен соның өзгерістерін қайтарыңыз
no-registered = тізілімде { $id } нөмірлі ойыншы жоқ
registry-entered = { $name } бұл турнирге қосылған (№ { $no })

## Prize place and K

place-zero = орындар 1-ден басталады
bad-k = K = { $k } жарамсыз: 1-ден { $max }-ге дейін

## Age limit

bad-age = { $age } жас па? Жас { $max }-ге дейін

## Acceleration (issue 21)

lock-acceleration = 1-тур жұптастырылғаннан кейін үдетуді өзгертуге болмайды
acceleration-needs-swiss = тек швейцар жүйесіндегі турнирді үдетуге болады
lock-accelerated-rounds = 1-тур жұптастырылғаннан кейін турлар санын өзгертуге болмайды: үдетілген турлар соған байланысты
io-not-found = мұндай файл не қалта жоқ
io-permission = рұқсат жоқ (файлдың құқықтары, не оны басқа бағдарлама ұстап тұр)
io-exists = мұндай атаулы файл бұрыннан бар
io-disk-full = диск толы
io-read-only = дискіге тек оқуға болады
io-is-folder = бұл файл емес, қалта
io-not-folder = жолдың бір бөлігі қалта емес
io-bad-name = мұнда мұндай атауға болмайды
io-busy = файлды басқа бағдарлама пайдаланып жатыр
io-other = жүйе бас тартты (қате { $code })
sex-man = ер
sex-woman = әйел
rules-mode-left-already = турнир ережелер режимінен бұрын шыққан ({ $round } тур жұптастырылғанда): оған қайта оралмайды
correction-too-late = { $round }-турдың нәтижелері енді өзгермейді: ережелер режимінде тек { $from }-турдан бастап түзетуге болады (соңғы ойналған турдың алдындағы тур, ФИДЕ C.04.2); бұрын болмаған нәтиже енгізіледі. Оны өзгерту үшін ережелер режимінен шығыңыз
round-pairing-bye = { $player } бос тур
pairing-differs-from-engine = { $round }-тур енді голланд жүйесінен басқаша жұптастырылған ({ $dutch }): экспортталған TRF мұны ### MPA жолымен жазады
tiebreak-no-buchholz-rr = { $code } айналым турнирінде қолданылмайды: әркім әркіммен ойнайды, қарсыластардың ұпай қосындысы бәрінде дерлік бірдей (ФИДЕ C.07); SB немесе KS алыңыз
second-half-bye = { $player } қатысушының жарты ұпайлы бос туры бар ({ $rounds }-тур): тағы біреуі турнир ережесі рұқсат етсе ғана беріледі{ $hint }
adjourn-not-last-round = { $round }-турдың { $board }-үстелдегі ойынды кейінге қалдыруға болмайды: тек жүріп жатқан турдың ({ $last }) ойыны қалдырылады
adjourn-has-result = { $round }-турдың { $board }-үстелде нәтиже бар: аяқталған ойын кейінге қалдырылмайды (нәтиже қате енгізілсе, алдымен оны өшіріңіз)
adjourn-already = { $round }-турдың { $board }-үстелдегі ойын кейінге қалдырылған
adjourn-team = Orda-да командалық турнирдің ойындары кейінге қалдырылмайды: нәтиже белгілі болғанда енгізіңіз
adjourned-game = { $round }-тур, { $board }-үстел
adjourned-decided-one = { $round }-тур, { $board }-үстел: { $result }, кейінге қалдырылған ойынның нәтижесі. { $later }-тур оны тең ойын деп санап құрылған және қайта құрылмайды; экспортталатын TRF мұны ### Adjournment жолымен жазады
adjourned-decided-many = { $round }-тур, { $board }-үстел: { $result }, кейінге қалдырылған ойынның нәтижесі. { $first }-{ $last } турлар оны тең ойын деп санап құрылған және қайта құрылмайды; экспортталатын TRF мұны ### Adjournment жолымен жазады
by-hand-not-swiss = қолмен тек швейцар жүйесінің туры құрылады: айналмалы турнирдің турлары Бергер кестелері бойынша (соңғы турды өзгертуге болады)
differs-yours = Бағдарлама жеребесінде жоқ: { $pairs }
differs-engine = Бағдарлама оның орнына құрады: { $pairs }
differs-no-engine = Голланд жүйесі бұл турдың жеребесін таппайды ({ $why }): салыстыратын ештеңе жоқ
rating-needs-result = { $round }-турдың { $board }-үстелінде рейтинг үшін түзететін нәтиже жоқ: алдымен нәтижені енгізіңіз
rating-corrected = { $round }-тур, { $board }-үстел: { $result } тек рейтинг есебі үшін; жеребе мен кесте { $kept } нәтижесін сақтайды. Экспортталатын TRF мұны ### Rating correction жолымен жазады
rating-correction-gone = { $round }-тур, { $board }-үстел: рейтинг үшін түзету жоқ; рейтинг есебінде қайтадан { $kept } саналады
for-rating = рейтинг үшін: { $result }
bad-rounds = { $first }-{ $last } турлар бұл турнирдің турлары емес: 1 мен { $rounds } арасындағы бірінші және соңғы турды көрсетіңіз
changes-earlier-round = { $old } → { $new } { $round }-турды өзгертеді, ол бойынша { $n ->
    [one] { $last }-тур құрылған; ол қайта құрылмайды
   *[other] { $first }-{ $last } турлар құрылған; олар қайта құрылмайды
}{ $hint }
too-many-rounds = { $players } ойыншыға { $rounds } тур: { $players } ойыншылы швейцар жүйесінде қайта кездесусіз ең көбі { $most } тур болады, сондықтан бір тур рұқсат етілген жеребе таппайды (турлар санын өзгертіңіз немесе оны қолмен құрыңыз)
explain-not-teams = түсіндірме швейцар және айналмалы жүйе турларына беріледі, «неге емес» — тек швейцар жүйесіне; командалық турнирлерге емес
explain-not-alternative = { $no } және { $other } қатысушылар бұл турда бір-бірімен ойнайды, не біреуі турда жоқ
explain-not-alternative-bye = { $no } қатысушы бұл турда онсыз да бос, не турда жоқ, не бос ешкім жоқ
date = { $day }.{ $month }.{ $year }
bad-currency = валюта — ең көбі { $most } таңбадан тұратын белгі не код (₸, KGS, сом), «{ $currency }» емес
