# Выводы движка правил: почему запись партии неверна, чем окончилась партия, синтаксические
# ошибки файла записей партий и теги, которые правила не могут прочесть (src/words/rules.rs).
# $side — white или black; числа — числа Fluent (формы one/few/many).

## Где стоит ошибка: «ход 17… 36: последний кумалак ...».

located-white = ход { $number }. { $token }: { $why }
located-black = ход { $number }… { $token }: { $why }
located-token = { $token }: { $why }

## Запись партии против доски.

score-move-number =
    записан номер { $written }, но это ход { $number } (ход { $side ->
        [white] белых
       *[black] чёрных
    })
score-turn-number =
    записан номер { $written }, но это ход { $number } (ход { $side ->
        [white] белых
       *[black] чёрных
    })
score-after-end = партия уже окончена ({ $ending }, { $result })
score-landing-own = последний кумалак попадает в лунку { $landing } (на своей стороне), а не в { $written }
score-landing-opponent = последний кумалак попадает в лунку { $landing } (на стороне соперника), а не в { $written }
score-tuzdyk-missing = ход берёт туздык в лунке { $otau }, но знака туздыка X нет
score-tuzdyk-wrong = стоит знак туздыка, но ход туздык не берёт
score-capture-nothing = записан через «:» (взятие), но ничего не берёт
score-plain-captures =
    записан через «-» (без взятия), но берёт { $captured } { $captured ->
        [one] кумалак
        [few] кумалака
       *[many] кумалаков
    }
score-kazan-note = после хода в казане сделавшего ход { $kazan }, а не { $written }
score-result-contradicted = результат записан как { $written }, но партия окончилась { $result } ({ $ending })
score-atsyrau-noted = в записи отмечен атсырау ({ "{" }zero{ "}" }), но партия окончилась иначе ({ $ending })

## Ходы тогызкумалака.

notation-not-a-move = это не ход: ход записывается двумя цифрами, например 87 или 68X
notation-otau-zero = лунки 0 нет: лунки нумеруются от 1 до 9
notation-trailing = лишнее { $rest } после хода
illegal-no-such-otau = лунки { $otau } нет: лунки нумеруются от 1 до 9
illegal-tuzdyk = лунка { $otau } — туздык, ходить из неё нельзя
illegal-empty = лунка { $otau } пуста
illegal-game-over = партия уже окончена

## Сверка позиции: {казан чёрных / лунки чёрных 9..1 / лунки белых 1..9 / казан белых}.

check-row-length =
    в сверке позиции у { $side ->
        [white] белых
       *[black] чёрных
    } { $count } { $count ->
        [one] лунка
        [few] лунки
       *[many] лунок
    }, а не 9
check-entry = в сверке позиции не читается { $entry }
check-kazan =
    по сверке позиции в казане { $side ->
        [white] белых
       *[black] чёрных
    } { $written }, а в нём { $actual }
check-otau =
    по сверке позиции в лунке { $otau } { $side ->
        [white] белых
       *[black] чёрных
    } { $written }, а на доске { $actual }
check-tuzdyk = туздык

## Чем окончилась партия.

ending-kazan =
    в казане { $side ->
        [white] белых
       *[black] чёрных
    } { $kazan } { $kazan ->
        [one] кумалак
        [few] кумалака
       *[many] кумалаков
    }
ending-atsyrau = атсырау, { $white }-{ $black } после сбора кумалаков
ending-all-captured =
    все фишки { $side ->
        [white] белых
       *[black] чёрных
    } взяты
ending-immobilised =
    { $side ->
        [white] белые
       *[black] чёрные
    } лишены ходов
ending-threefold = ничья: позиция повторилась трижды
ending-quiet =
    ничья: { $turns } { $turns ->
        [one] ход
        [few] хода
       *[many] ходов
    } без взятий
ending-resignation =
    { $side ->
        [white] белые
       *[black] чёрные
    } сдались или проиграли по решению судьи (время, неявка)
ending-agreement = ничья по соглашению
ending-repetition = ничья по заявлению: конечная позиция повторилась трижды
ending-unfinished = не окончена
tally-kazans = казаны
tally-pieces = фишки

## Ходы тумикароны.

turn-not-a-turn = «{ $token }» — не ход: запишите точки пути через «-», например d3-e3A
turn-no-such-point = «{ $point }» — не точка доски (от a1 до i5)
turn-bad-suffix = «{ $step }»: шаг кончается буквой A (подход), W (отход) или ничем (простой ход)
turn-step-of = шаг { $step } из { $steps }: { $why }
turn-game-over = партия уже окончена
turn-not-yours =
    на { $point } фишка { $side ->
        [white] чёрных, а не белых
       *[black] белых, а не чёрных
    }
turn-empty = точка { $point } пуста: ходить нечем
turn-no-step = в ходе нет ни одного шага
turn-opening-single = первый ход — одно перемещение: фишка останавливается на { $point }
turn-not-adjacent = { $from }-{ $to }: точка { $to } не соседняя с { $from } по линии
turn-occupied = { $from }-{ $to }: точка { $to } занята
turn-same-direction =
    { $from }-{ $to }: снова { $direction ->
        [east] на восток
        [west] на запад
        [north] на север
        [south] на юг
        [north-east] на северо-восток
        [south-west] на юго-запад
        [north-west] на северо-запад
       *[south-east] на юго-восток
    }; каждый шаг цепочки взятий должен менять направление
turn-revisit = { $from }-{ $to }: фишка уже стояла на { $to } в этом ходе
turn-chain-plain = { $from }-{ $to }: цепочка взятий продолжается только взятием (A или W)
turn-must-capture = { $from }-{ $to }: простой ход, хотя есть взятие
turn-must-capture-example = { $from }-{ $to }: простой ход, хотя есть взятие (взятие обязательно, например { $example })
turn-unmarked-capture = { $from }-{ $to }: этот ход — взятие; напишите A (подход) или W (отход)
turn-nothing-to-capture =
    { $from }-{ $to }: нечего взять { $how ->
        [A] подходом
       *[W] отходом
    } ({ $what })
turn-target-edge = край доски
turn-target-empty = точка { $point } пуста
turn-target-own =
    на { $point } своя фишка { $side ->
        [white] белых
       *[black] чёрных
    }

## Теги и строки позиции.

tag-fen = тег FEN — не позиция: { $why }
tag-draw-rule = тег DrawRule: { $why }
draw-rule-turns = «{ $text }» — не число ходов (1 или больше)
draw-rule-unknown = «{ $text }» — не правило ничьей: напишите repetition, quiet N или agreement
fen-shape = ожидается `<чёрные 9..1>/<белые 1..9> <казан белых> <казан чёрных> <w|b>`, получено { $text }
fen-row-length =
    в ряду { $side ->
        [white] белых
       *[black] чёрных
    } { $count } { $count ->
        [one] лунка
        [few] лунки
       *[many] лунок
    }, а не 9
fen-token = не читается { $text }
fen-two-tuzdyks =
    в ряду { $side ->
        [white] белых
       *[black] чёрных
    } больше одного туздыка
fen-wrong-total =
    в лунках и казанах { $total } { $total ->
        [one] кумалак
        [few] кумалака
       *[many] кумалаков
    }, а не 162
fen-bad-tuzdyk =
    туздык { $side ->
        [white] белых
       *[black] чёрных
    } не может стоять в этой лунке
fen-same-tuzdyk = оба туздыка в лунке { $otau }: их номера должны различаться
fen-full-tuzdyk = в туздыке не может быть кумалаков
tumi-pos-rows = на доске должно быть 5 рядов через «/», найдено { $rows }
tumi-pos-row-length =
    в ряду { $row } { $points } { $points ->
        [one] точка
        [few] точки
       *[many] точек
    }, а не 9
tumi-pos-bad-char = «{ $char }» на доске: пишите w, b или цифру
tumi-pos-side = очередь хода «{ $text }», а не w или b
tumi-pos-number = «{ $text }» — не число
tumi-pos-fields = ожидаются доска, очередь хода и, если нужно, два счётчика

## Файл записей партий и результат.

result-tag = тег Result — не 1-0, 0-1, 1/2-1/2 и не *
result-disagrees = запись ходов кончается на { $movetext }, а в теге Result указано { $tag }
syntax-tag-line = строка тега должна иметь вид [Name "value"]
syntax-unclosed-comment = комментарий не закрыт знаком { "}" }
syntax-tag-in-movetext = тег среди ходов: теги пишутся до ходов
syntax-second-result = второй результат
