# Командные турниры (docs/teams.md).
team-not-team = это не командный турнир
team-needs-boards = командному турниру нужно число досок (от 1 до 50): --boards
team-no-team = в этом турнире нет команды «{ $name }» (список: orda team list)
team-taken = команда «{ $name }» уже есть в этом турнире
team-needs-team = игрок командного турнира заявляется в команду (--team НАЗВАНИЕ)
team-too-few = командному турниру нужно не меньше двух команд
team-lineup-too-many = { $team }: { $given } игроков на { $boards } досок
team-lineup-not-in-roster = { $team }: игрока { $no } нет в заявке команды
team-lineup-twice = { $team }: игрок { $no } назван дважды
team-lineup-order = { $team }: доски { $a } и { $b } не в порядке заявки (порядок заявки — порядок досок)
team-match-started = в туре { $round } в матче { $number } есть результаты: составы больше не меняются
team-no-match = в туре { $round } нет матча { $number }
team-no-board = в матче доски с 1 по { $boards }, не { $board }
team-empty-seat = тур { $round }, матч { $number }, доска { $board }: место пусто, результат — неявка
team-closed = команды добавляются до жеребьёвки 1-го тура
team-no-pairing = нет жеребьёвки, при которой команды не встречаются повторно (C.04.6 3.3.3: решает главный судья)
team-col-match = Матч
team-col-team = Команда
team-col-mp = КО
team-col-gp = ИО
team-col-games = Партий
team-col-short = Кратко
team-col-players = Игроков
team-rests = отдыхает
team-pab = свободна (ничья в матче)
team-colours-note = Первая названная команда играет белыми на нечётных досках.
team-standings-note = КО: командные очки ({ $win } за победу, { $draw } за ничью, { $loss } за поражение); ИО: игровые очки. Места по { $by }.
team-sheet-rosters = Команды и игроки после { $round }-го тура
team-reserve = запасной
team-rosters-note = В каждом туре: очки/доска; + и - — неявки.
team-sheet-board-prizes = Призы по доскам после { $round }-го тура
team-board-prizes-note = По проценту партий, сыгранных за доской, не меньше { $games }; неявки партиями не считаются.
team-sheet-teams = Команды
team-added = команда { $no }: { $name }
team-lineup-set = тур { $round }: { $team }: { $players }
team-bad-match-points = командные очки — три числа, победа,ничья,поражение (2,1,0), а не «{ $value }»
team-bad-ranked-by = места определяются по mp или gp, а не «{ $value }»
team-bad-tiebreak = «{ $code }» — не командный дополнительный показатель (MPVGP, EDE, EMMSB, EMGSB, EGMSB, EGGSB, BH:MP, BH:GP)
team-bad-player = «{ $value }» — не стартовый номер
team-tournament = Командный турнир
team-boards = Досок в матче
team-add = Добавить команду
team-name = Название команды
team-lineup = Состав
team-lineup-round = Тур
team-lineup-apply = Задать состав
team-lineup-hint = Стартовые номера с 1-й доски, 0 — доска пуста
team-rosters = Заявки
team-board-prizes = Призы по доскам
team-none-yet = Команд пока нет: добавьте их здесь, затем заявите игроков во вкладке «Игроки», выбрав команду.
team-choose = (выберите команду)
team-system = командный турнир: { $system }, { $boards ->
    [one] { $boards } доска
    [few] { $boards } доски
   *[many] { $boards } досок
}
team-pairing-by-lineup = командный тур меняется составами (orda lineup или вкладка «Команды»), а не перестановкой досок
team-slip-heading = Тур { $round }, матч { $number }: { $first } – { $second }
team-slip-signs = Капитан команды { $first }: ____________    Капитан команды { $second }: ____________    Судья: ____________
team-match-points = Командные очки (победа, ничья, поражение)
team-ranked-by = Места по
team-ranked-mp = командным очкам
team-ranked-gp = игровым очкам
team-tiebreaks = Командные дополнительные показатели
team-tiebreaks-tip = Коды FIDE-TEC по порядку: MPVGP, EDE, EMMSB, EMGSB, EGMSB, EGGSB, BH:MP, BH:GP
team-tb-name = { $code ->
    [MPVGP] второй счёт (игровые очки, если места по командным, и наоборот)
    [EDE] расширенная личная встреча
    [EMMSB] командные очки соперников × набранные командные очки
    [EMGSB] командные очки соперников × набранные игровые очки (олимпийский Зоннеборн–Бергер)
    [EGMSB] игровые очки соперников × набранные командные очки
    [EGGSB] игровые очки соперников × набранные игровые очки
    [BH-MP] Бухгольц по командным очкам
   *[BH-GP] Бухгольц по игровым очкам
}
team-tiebreaks-note = Дополнительные показатели (ФИДЕ C.07): { $tiebreaks }.
