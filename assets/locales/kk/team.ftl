# Командалық турнирлер (docs/teams.md).
team-not-team = бұл командалық турнир емес
team-needs-boards = командалық турнирге тақта саны керек (1-ден 50-ге дейін): --boards
team-no-team = бұл турнирде «{ $name }» командасы жоқ (тізім: orda team list)
team-taken = «{ $name }» командасы бұл турнирде бар
team-needs-team = командалық турнирдің ойыншысы командаға тіркеледі (--team АТАУЫ)
team-too-few = командалық турнирге кемінде екі команда керек
team-lineup-too-many = { $team }: { $boards } тақтаға { $given } ойыншы
team-lineup-not-in-roster = { $team }: { $no } ойыншы команда тізімінде жоқ
team-lineup-twice = { $team }: { $no } ойыншы екі рет аталды
team-lineup-order = { $team }: { $a } және { $b } тақталар тізім ретімен емес (тізім реті — тақта реті)
team-match-started = { $round }-турдағы { $number }-матчта нәтижелер бар: құрамдар енді өзгермейді
team-no-match = { $round }-турда { $number }-матч жоқ
team-no-board = матчта 1-ден { $boards }-ға дейін тақта бар, { $board } емес
team-empty-seat = { $round }-тур, { $number }-матч, { $board }-тақта: орын бос, нәтиже — келмеу
team-closed = командалар 1-тур жеребесіне дейін қосылады
team-no-pairing = командалар қайта кездеспейтін жеребе жоқ (C.04.6 3.3.3: бас төреші шешеді)
team-col-match = Матч
team-col-team = Команда
team-col-mp = КҰ
team-col-gp = ОҰ
team-col-games = Ойын
team-col-short = Қысқа
team-col-players = Ойыншы
team-rests = демалады
team-pab = бос (матчта тең)
team-colours-note = Бірінші аталған команда тақ тақталарда ақпен ойнайды.
team-standings-note = КҰ: командалық ұпай (жеңіс { $win }, тең { $draw }, жеңіліс { $loss }); ОҰ: ойын ұпайы. Орын { $by } бойынша.
team-sheet-rosters = { $round }-турдан кейінгі командалар мен ойыншылар
team-reserve = қосалқы
team-rosters-note = Әр турда: ұпай/тақта; + және - — келмеу.
team-sheet-board-prizes = { $round }-турдан кейінгі тақта жүлделері
team-board-prizes-note = Тақтада ойналған ойындардың пайызы бойынша, кемінде { $games }; келмеу ойын саналмайды.
team-sheet-teams = Командалар
team-added = { $no }-команда: { $name }
team-lineup-set = { $round }-тур: { $team }: { $players }
team-bad-match-points = командалық ұпай — үш сан, жеңіс,тең,жеңіліс (2,1,0), «{ $value }» емес
team-bad-ranked-by = орын mp немесе gp бойынша анықталады, «{ $value }» емес
team-bad-tiebreak = «{ $code }» командалық қосымша көрсеткіш емес (MPVGP, EDE, EMMSB, EMGSB, EGMSB, EGGSB, BH:MP, BH:GP)
team-bad-player = «{ $value }» бастапқы нөмір емес
team-tournament = Командалық турнир
team-boards = Матчтағы тақта саны
team-add = Команда қосу
team-name = Команда атауы
team-lineup = Құрам
team-lineup-round = Тур
team-lineup-apply = Құрамды белгілеу
team-lineup-hint = Бастапқы нөмірлер 1-тақтадан бастап, 0 — тақта бос
team-rosters = Тізімдер
team-board-prizes = Тақта жүлделері
team-none-yet = Әзірге команда жоқ: оларды осында қосыңыз, содан кейін «Ойыншылар» бетінде команданы таңдап, ойыншыларды тіркеңіз.
team-choose = (команданы таңдаңыз)
team-system = командалық турнир: { $system }, { $boards } тақта
team-pairing-by-lineup = командалық тур құраммен өзгереді (orda lineup немесе «Командалар» беті), тақталарды ауыстырумен емес
team-slip-heading = { $round }-тур, { $number }-матч: { $first } – { $second }
team-slip-signs = { $first } капитаны: ____________    { $second } капитаны: ____________    Төреші: ____________
team-match-points = Командалық ұпай (жеңіс, тең, жеңіліс)
team-ranked-by = Орын бойынша
team-ranked-mp = командалық ұпай
team-ranked-gp = ойын ұпайы
team-tiebreaks = Командалық қосымша көрсеткіштер
team-tiebreaks-tip = FIDE-TEC кодтары ретімен: MPVGP, EDE, EMMSB, EMGSB, EGMSB, EGGSB, BH:MP, BH:GP
team-tb-name = { $code ->
    [MPVGP] екінші есеп (орын командалық ұпай бойынша болса, ойын ұпайы, керісінше де)
    [EDE] кеңейтілген тікелей кездесу
    [EMMSB] қарсыластардың командалық ұпайы × жинаған командалық ұпай
    [EMGSB] қарсыластардың командалық ұпайы × жинаған ойын ұпайы (олимпиадалық Зоннеборн–Бергер)
    [EGMSB] қарсыластардың ойын ұпайы × жинаған командалық ұпай
    [EGGSB] қарсыластардың ойын ұпайы × жинаған ойын ұпайы
    [BH-MP] командалық ұпай бойынша Бухгольц
   *[BH-GP] ойын ұпайы бойынша Бухгольц
}
team-tiebreaks-note = Қосымша көрсеткіштер (ФИДЕ C.07): { $tiebreaks }.
