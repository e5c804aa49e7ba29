# Журнал: `orda log`, `orda undo` және терезедегі «Тарих» бөлімі (docs/journal.md).
journal-kind = { $kind ->
    [create-tournament] Турнир құрылды
    [import-trf] TRF файлы импортталды
    [update-settings] Баптаулар өзгертілді
    [delete-tournament] Турнир жойылды
    [add-player] Ойыншы тіркелді
    [edit-player] Ойыншы деректері өзгертілді
    [import-players] Ойыншылар импортталды
    [order-players] Бастапқы нөмірлер берілді
    [withdraw] Ойыншы турнирден шығарылды
    [reinstate] Ойыншы турнирге қайтарылды
    [delete-player] Ойыншы жойылды
    [request-bye] Бос тур жарияланды
    [cancel-bye] Бос тур кері алынды
    [forbid] Тыйым салынған жұп өзгертілді
    [pair-round] Тур жұптастырылды
    [pair-by-hand] Тур қолмен құрылды
    [enter-results] Нәтижелер енгізілді
    [adjourn] Ойын кейінге қалдырылды
    [correct-for-rating] Тек рейтинг үшін түзетілді
    [save-score] Ойын жазбасы сақталды
    [change-pairing] Жұптар өзгертілді
    [delete-last-round] Соңғы тур жойылды
    [create-section] Іс-шараның турнирі құрылды
    [create-event] Іс-шара құрылды
    [update-event] Іс-шара өзгертілді
    [set-section] Турнир іс-шараға қосылды
    [enter-registered] Тізілімдегі ойыншы тіркелді
    [add-category] Санат қосылды
    [remove-category] Санат жойылды
    [put-prize] Жүлде белгіленді
    [remove-prize] Жүлде жойылды
    [set-award-rules] Марапаттау ережелері өзгертілді
    [apply-ratings] Рейтингтер тізілімге жазылды
    [undo-ratings] Рейтингтер қайтарылды
    [undo] Болдырмау
    [player-codes] Ойыншылардың кодтары жасалды
    [add-assistant] Төреші көмекшісінің коды жасалды
    [revoke-code] Кодтың күші жойылды
    [access-off] Залдан кіру өшірілді
    [report] Нәтиже залдан хабарланды
    [wrong-code] Қате код енгізілді
    [decide-report] Хабарлама бойынша шешім қабылданды
    [set-hall] Зал баптаулары өзгертілді
    [check-in] Ойыншы тіркелді
    [pair-present] Тур келгендермен жұптастырылды
    [ask-bye] Залдан бос тур сұралды
    [decide-bye] Сұралған бос тур бойынша шешім қабылданды
    [unlock-code] Кодтың құлпы ашылды
    [wrong-codes] Бір мекенжайдан қате кодтар: бір минутқа шектелді
    [wrong-codes-hall] Бүкіл залдан қате кодтар: бір минутқа шектелді
    [accept-report] Хабарлама қабылданды
    [reject-report] Хабарлама қабылданбады
    [grant-bye] Сұралған бос тур берілді
    [refuse-bye] Сұралған бос тур берілмеді
    [journal-started] Журнал басталды: дерекқор жаңартылды, бұрынғы өзгерістер журналда жоқ
    [leave-rules-mode] Ережелер режимінен шықты
    [set-arbiter] Журналдағы төреші аты берілді
   *[other] { $kind }
}
journal-face = { $face ->
    [window] терезе
    [cli] командалық жол
    [web] веб
    [upgrade] жаңарту
   *[other] басқа
}
journal-player = №{ $no }
journal-player-round = №{ $no }, { $round }-тур
journal-players = №{ $a } және №{ $b }
journal-round = { $round }-тур
journal-board = { $round }-тур, { $board }-үстел
journal-reported = { $round }-тур, { $board }-үстел: { $result } деп хабарланды
journal-tries = бір минутта { $n }
journal-file = { $file } файлы
journal-prize-overall = жалпы жүлде, { $place }-орын
journal-prize = «{ $category }» жүлдесі, { $place }-орын
journal-category = «{ $name }» санаты
journal-event = { $id } іс-шарасы
journal-named = «{ $name }»
journal-entry = { $id }-жол
journal-result = { $round }-тур, { $board }-үстел: { $before } → { $after }
journal-no-result = жоқ
journal-undone = болдырмау: { $by }-жол
journal-undoes = { $id }-жолды болдырмау
journal-empty = Журналда әзірге жол жоқ.
journal-col-no = №
journal-col-who = Кім
journal-col-face = Қайдан
journal-col-tournament = Турнир
journal-col-what = Не
journal-col-details = Толығырақ
undone = Болдырмау орындалды: { $id }-жол ({ $what })
nothing-to-undo = бұл турнирде болдырмайтын ештеңе жоқ
cannot-undo = соңғы өзгерісті, { $id }-жолды ({ $what }), болдырмау мүмкін емес
undo-blocked = { $id }-жолды ({ $what }) болдырмау мүмкін емес: одан кейін { $by }-жол ({ $later }) сол деректерді өзгертті
undo-stale = { $id }-жолды ({ $what }) болдырмау мүмкін емес: ол өзгерткен деректерді кейін басқа бағдарлама өзгертті
undo-referenced = { $id }-жолды ({ $what }) болдырмау мүмкін емес: ол қосқан дерек қазір пайдаланылуда (ойыншы басқа турнирге тіркелген)
undo-not-seen = ештеңе болдырылмады: соңғы өзгеріс енді { $id }-жол ({ $what }), ол жаңа ғана енгізілді; алдымен оны тарихтан қараңыз
journal-title = Өзгерістер журналы
journal-more-results = және тағы { $n } нәтиже
journal-col-at-local = Қашан (UTC{ $offset })
