# The hall network: access codes, players' reports, what came in (docs/access.md).
hall-no-access = бұл код осы турнирде жарамсыз (қате, күші жойылған немесе бұғатталған)
hall-reports-off = бұл турнирде ойыншылардың нәтиже хабарлауы өшірулі
hall-not-your-board = сіз { $round }-турдың { $board }-үстелінде ойнамайсыз
hall-decided = { $round }-тур, { $board }-үстелдің нәтижесі енгізілген: оны тек төреші өзгертеді
hall-not-reportable = ойыншы 1-0, ½-½ немесе 0-1 нәтижесін хабарлайды; техникалық жеңіліс — төрешінің шешімі
hall-no-report = { $round }-тур, { $board }-үстел бойынша ашық хабарлама жоқ
hall-disagree = { $round }-тур, { $board }-үстелде ойыншылар келіспейді: енгізілетін нәтижені көрсетіңіз
hall-no-code = бұл турнирде { $id } коды жоқ
hall-no-name = төреші көмекшісіне есім керек
hall-no-random = жүйе код жасау үшін кездейсоқ сандар бермеді
hall-status = { $status ->
    [waiting] қарсыласын күтуде
    [confirmed] екеуі де растады
    [disagreed] ойыншылар келіспейді
    [accepted] қабылданды
   *[rejected] қабылданбады
}
hall-codes-made = { $n } ойыншыға код жасалды
hall-assistant-made = { $name } төреші көмекшісіне код жасалды
hall-revoked = кодтың күші жойылды
hall-access-off = залдан кіру өшірілді: { $n } кодтың күші жойылды, ойыншылардың хабарлауы өшірулі
hall-entered = { $round }-тур, { $board }-үстел: нәтиже енгізілді
hall-reported = { $round }-тур, { $board }-үстел: хабарланды, { $status }
hall-accepted = { $round }-тур, { $board }-үстел: { $result } қабылданды
hall-rejected = { $round }-тур, { $board }-үстел: хабарлама қабылданбады
hall-codes-title = Ойыншылардың кодтары
hall-reports-title = Залдан келген хабарламалар
hall-access-title = Кіру кодтары
hall-col-code = Код
hall-col-reported = Хабарланған
hall-col-answer = Қарсыласы
hall-col-status = Күйі
hall-col-id = Id
hall-col-role = Рөлі
hall-col-made = Жасалған (UTC)
hall-col-revoked = Күші жойылған
hall-col-wrong = Қате әрекеттер
hall-col-locked = Бұғатталған
hall-role = { $role ->
    [assistant] төреші көмекшісі
   *[player] ойыншы
}
web-report-subtitle = Нәтижені хабарлау
web-report-code = Сіздің кодыңыз (ойыншы картасында)
web-report-round = Тур
web-report-board = Үстел
web-report-result = Нәтиже (алдымен ақтар)
web-report-submit = Жіберу
web-report-note-confirm = Қарсыласыңыз өз кодымен растайды; келіспесеңіздер, төреші шешеді. Оған дейін ештеңе есептелмейді.
web-report-note-code = Кодыңызды ешкімге көрсетпеңіз: оны білген адам сіздің атыңыздан хабарлай алады.
web-report-footer = Зал желісі арқылы шифрлаусыз жіберіледі.
web-report-expired = Бұл форманың мерзімі өтті немесе ол жіберіліп қойған: форма қайта көрсетілді, тағы бір рет жіберіңіз.
web-report-wrong = Бұл код мұнда жарамсыз. Картаңыздағы кодты тексеріңіз.
web-report-limited = Соңғы бір минутта сіздің желіңізден қате кодтар тым көп келді, сондықтан одан келген кодтар қазір тексерілмейді (сіздің кодыңыз дұрыс болуы әбден мүмкін). { $seconds } секундтан кейін қайталаңыз.
web-report-bad = Тур мен үстелді санмен жазып, 1-0, ½-½ немесе 0-1 таңдаңыз.
view-hall = Зал
hall-accept = Қабылдау
hall-reject = Қабылдамау
hall-revoke = Күшін жою
hall-make-codes = Ойыншыларға код жасау
hall-make-codes-tip = Коды жоқ әр ойыншыға код; бұдан былай ойыншылар нәтижесін сол кодпен хабарлайды
hall-switch-off = Залдан кіруді өшіру
hall-assistant-name = Төреші көмекшісі
hall-add-assistant = Оған код жасау
hall-assistant-code = { $name } коды (бір рет көрсетіледі: оны теріп енгізеді немесе QR кодты сканерлейді):
hall-publish-first = Форманы ашатын QR кодты көрсету үшін тікелей нәтижелер бетін жариялаңыз (Бастау көрінісі).
hall-codes-once = Қазір жасалған ойыншы кодтары (бір рет көрсетіледі):
hall-no-reports = Залдан әзірге ештеңе келген жоқ.
hall-reports-on = Ойыншылардың хабарлауы қосулы: ойыншы нәтижесін картасындағы кодпен хабарлайды, қарсыласы өз кодымен растайды.
hall-reports-off-now = Ойыншылардың хабарлауы өшірулі.
hall-decide = Енгізу
card-heading = ойыншы картасы
card-code = Сіздің кодыңыз
card-site = Форма: { $site } (залдың Wi-Fi желісі)
card-how = Ойыннан кейін QR кодты сканерлеңіз (немесе мекенжайды ашып, кодты теріңіз) де, нәтижені хабарлаңыз.
hall-report-state = { $round }-тур, { $board }-үстел: №{ $by } { $result } деп хабарлады, { $status }.
view-hall-count = Зал ({ $n })
hall-accepted-as = қабылданды: { $result }
hall-check-in-closed = { $round }-турға тіркелу ашық емес
hall-who-checks-in = тіркелетін ойыншыны көрсетіңіз
hall-checked-in = №{ $no } { $round }-турға тіркелді
hall-checked-in-already = №{ $no } { $round }-турға бұрын тіркелген
hall-absent = { $n ->
    [0] келмегендер жоқ
   *[other] келмеді, әрқайсысына ұпайсыз бос тур: №{ $nos }
}
hall-check-in-mode = { $mode ->
    [first] 1-тур алдында
    [each] әр тур алдында
   *[off] өшірулі
}
hall-check-in-title = Тіркелу
hall-check-in-label = Ойыншылар тіркеледі
hall-present = { $round }-тур: { $of } ойыншының { $n }-і тіркелді (тіркеу үшін ойыншыны белгілеңіз)
hall-pair-present = Келгендерді жұптастыру…
hall-pair-present-tip = Келесі турды тіркелген ойыншылармен жұптастыру; қалғандары сол турда ұпайсыз бос тур алады (келмеген ойыншының ережесі)
hall-pair-present-confirm = Келгендерді жұптастыру
web-check-in-subtitle = { $round }-турға тіркелу
web-check-in-note = Залға келгенде тіркеліңіз: төреші тек тіркелген ойыншыларды жұптастыра алады.
web-check-in-submit = Мен осындамын
web-check-in-number = Ойыншының нөмірі (тек ойыншыны тіркейтін көмекші үшін)
web-check-in = Тіркелу
hall-here = { $round }-турға тіркелді.
hall-present-cli = { $round }-тур: { $n } ойыншы тіркелді (+), қалғандары тіркелмеді (-)
hall-not-one-game = жазбада бір ғана ойын болуы керек
web-score-subtitle = Ойын жазбасы
web-score-to-move = { $side ->
    [white] Ақ
   *[black] Қара
} жүреді: отауды басыңыз (нөмірі, астында ішіндегі құмалақ)
web-score-undo = ← Соңғы жүрісті қайтару
web-score-moves = Жүрістер (жоғарыдан басыңыз немесе теріңіз: 1. 76 11 2. 22)
web-score-check = Жүрістерді тексеру
web-score-submit = Жазба мен нәтижені жіберу
web-score-note = Әр жүрісті төрешінікімен бірдей ереже қозғалтқышы тексереді; жазбаны нәтижемен бірге төреші қабылдайды.
web-score = Жазбаны енгізу
hall-with-score = { $result } + жазба
hall-settings = ойыншылардың хабарлауы: { $reports ->
    [1] қосулы
   *[0] өшірулі
}; тіркелу: { $check_in }; екі ойыншы растаған нәтиже: { $accept ->
    [1] бірден енгізіледі
   *[0] төрешіні күтеді
}; жұптың себебі ойыншылардың беттерінде: { $explain ->
    [1] көрсетіледі
   *[0] көрсетілмейді
}
hall-accept-confirmed = Екі ойыншы растаған нәтижені бірден енгізу
hall-no-bye-asked = №{ $no } { $round }-турға бос тур сұрамаған
hall-byes-title = Сұралған бос турлар
hall-col-bye = Бос тур
hall-bye-granted = { $round }-тур, №{ $no }: { $bye } берілді
hall-bye-refused = { $round }-тур, №{ $no }: сұралған бос тур берілмеді
hall-bye-asked = №{ $no } { $round }-турға бос тур сұрады
web-bye-subtitle = Бос тур сұрау
web-bye-kind = Бос тур
web-bye-submit = Төрешіден сұрау
web-bye-note = Әлі жұптастырылмаған турға; турнир ережесі рұқсат етсе, төреші береді.
hall-bye-waiting = { $round }-турға бос тур сұралды: төрешіні күтуде.
hall-grant = Беру
hall-refuse = Бермеу
hall-bye-status = { $status ->
    [accepted] берілді
    [rejected] берілмеді
   *[waiting] төрешіні күтуде
}
web-desk-subtitle = Күтудегі хабарламалар (төреші көмекшілеріне)
web-desk-as-reported = хабарланғандай
web-desk-code = Сіздің кодыңыз (төреші көмекшісінің)
web-desk-pick = Хабарлама
web-desk-result = Енгізілетін нәтиже
web-desk-note = Қабылдау нәтижені төрешінің терезесі сияқты енгізеді, журналда сіздің атыңызбен; келіспеушілікте сіз шешкен нәтижені көрсетіңіз.
hall-nobody-present = { $round }-турға ешкім тіркелмеген
hall-explain = Ойыншылардың беттері әркімнің неге осы жұппен ойнайтынын түсіндіреді (orda explain)
hall-wrong-codes = { $hall ->
    [1] бір минутта бүкіл залдан { $n } қате код: қате код жіберген әр мекенжай бір минутқа шектелді
   *[0] бір минутта бір мекенжайдан { $n } қате код: ол бір минутқа шектелді
}
hall-unlocked = кодтың құлпы ашылды: ол сол картамен қайта жарамды
hall-not-locked = код бұғатталмаған еді
hall-report-answered = { $round }-тур, { $board }-үстел: №{ $by } { $result } деп хабарлады, №{ $other } — { $answer }: { $status }.
hall-unlock = Құлпын ашу
hall-unlock-tip = Бұл кодты бұрын қате әрекеттер бұғаттаған (осы нұсқаға дейін): құлпы ашылса, сол картамен қайта жарамды
web-report-locked = Бұл код бұғатталған: бұрын сіздің үстеліңізге қате кодтар жіберілген. Төрешіден құлпын ашуды сұраңыз; картаңыз өзгермейді.
web-report-revoked = Бұл кодтың күшін төреші жойған (жаңа карта жасалды немесе залдан кіру өшірілді). Төрешіге хабарласыңыз.
web-report-busy = Соңғы бір минутта осы кодпен формалар тым көп: { $seconds } секундтан кейін қайталаңыз.
web-desk-show = Хабарламаларды көрсету
web-desk-code-first = Күтіп тұрған хабарламаларды көру үшін кодыңызды (төреші көмекшісінің кодын) енгізіңіз.
