# Ереже қозғалтқышының қорытындылары: ойын жазбасы неге қате, ойын қалай аяқталды, ойын
# жазбалары файлының синтаксис қателері және ережелер оқи алмайтын тегтер (src/words/rules.rs).
# $side — white не black. Қазақ тілінде саннан кейін көптік жалғау жоқ.

## Қате қай жерде: «17… 36 жүрісі: соңғы құмалақ ...».

located-white = { $number }. { $token } жүрісі: { $why }
located-black = { $number }… { $token } жүрісі: { $why }
located-token = { $token }: { $why }

## Ойын жазбасы мен тақта.

score-move-number =
    { $written } нөмірі жазылған, бірақ бұл { $number }-жүріс ({ $side ->
        [white] ақтың
       *[black] қараның
    } жүрісі)
score-turn-number =
    { $written } нөмірі жазылған, бірақ бұл { $number }-жүріс ({ $side ->
        [white] ақтың
       *[black] қараның
    } жүрісі)
score-after-end = ойын аяқталып қойған ({ $ending }, { $result })
score-landing-own = соңғы құмалақ { $landing }-отауға түседі (өз жағында), { $written }-отауға емес
score-landing-opponent = соңғы құмалақ { $landing }-отауға түседі (қарсыластың жағында), { $written }-отауға емес
score-tuzdyk-missing = жүріс тұздық алады ({ $otau }-отау), бірақ X тұздық белгісі жоқ
score-tuzdyk-wrong = тұздық белгісі қойылған, бірақ жүріс тұздық алмайды
score-capture-nothing = «:» арқылы жазылған (ұтып алу), бірақ жүріс ештеңе ұтып алмайды
score-plain-captures = «-» арқылы жазылған (ұтып алусыз), бірақ жүріс { $captured } құмалақ ұтып алады
score-kazan-note = жүрістен кейін жүріс жасаушының қазанында { $kazan } құмалақ, { $written } емес
score-result-contradicted = нәтиже { $written } деп жазылған, бірақ ойын { $result } болып аяқталды ({ $ending })
score-atsyrau-noted = ойын жазбасында атсырау белгіленген ({ "{" }zero{ "}" }), бірақ ойын басқаша аяқталды ({ $ending })

## Тоғызқұмалақ жүрістері.

notation-not-a-move = бұл жүріс емес: жүріс екі цифрмен жазылады, мысалы 87 немесе 68X
notation-otau-zero = 0-отау жоқ: отаулар 1-ден 9-ға дейін нөмірленеді
notation-trailing = жүрістен кейін артық { $rest }
illegal-no-such-otau = { $otau }-отау жоқ: отаулар 1-ден 9-ға дейін нөмірленеді
illegal-tuzdyk = { $otau }-отау тұздық, одан жүруге болмайды
illegal-empty = { $otau }-отау бос
illegal-game-over = ойын аяқталып қойған

## Позицияны тексеру: {қараның қазаны / қараның 9..1 / ақтың 1..9 / ақтың қазаны}.

check-row-length =
    позицияны тексеруде { $side ->
        [white] ақтың
       *[black] қараның
    } { $count } отауы жазылған, 9 емес
check-entry = позицияны тексеруде { $entry } оқылмайды
check-kazan =
    позицияны тексеру бойынша { $side ->
        [white] ақтың
       *[black] қараның
    } қазанында { $written }, ал шын мәнінде { $actual }
check-otau =
    позицияны тексеру бойынша { $side ->
        [white] ақтың
       *[black] қараның
    } { $otau }-отауында { $written }, ал шын мәнінде { $actual }
check-tuzdyk = тұздық

## Ойын қалай аяқталды.

ending-kazan =
    { $side ->
        [white] ақтың
       *[black] қараның
    } қазаны { $kazan } құмалаққа жетті
ending-atsyrau = атсырау, құмалақтар жиналғаннан кейін { $white }-{ $black }
ending-all-captured =
    { $side ->
        [white] ақтың
       *[black] қараның
    } барлық тастары ұрылды
ending-immobilised =
    { $side ->
        [white] ақ
       *[black] қара
    } жүріссіз қалды
ending-threefold = тең ойын: позиция үш рет қайталанды
ending-quiet = тең ойын: ұрусыз { $turns } жүріс
ending-resignation =
    { $side ->
        [white] ақ
       *[black] қара
    } жеңілісін мойындады немесе төрешінің шешімімен жеңілді (уақыттың бітуі, келмеу)
ending-agreement = келісім бойынша тең ойын
ending-repetition = талап бойынша тең ойын: соңғы позиция үш рет қайталанды
ending-unfinished = аяқталмаған
tally-kazans = қазандар
tally-pieces = тастар

## Тумикарона жүрістері.

turn-not-a-turn = «{ $token }» жүріс емес: жолдың нүктелерін «-» арқылы жазыңыз, мысалы d3-e3A
turn-no-such-point = «{ $point }» тақтаның нүктесі емес (a1 … i5)
turn-bad-suffix = «{ $step }»: қадам A (жақындау), W (шегіну) әрпімен бітеді немесе әріпсіз бітеді (қарапайым жүріс)
turn-step-of = { $steps } қадамның { $step }-қадамы: { $why }
turn-game-over = ойын аяқталып қойған
turn-not-yours =
    { $point } нүктесінде { $side ->
        [white] қараның тасы тұр, ақтың емес
       *[black] ақтың тасы тұр, қараның емес
    }
turn-empty = { $point } нүктесі бос: жүретін тас жоқ
turn-no-step = жүрісте бірде-бір қадам жоқ
turn-opening-single = алғашқы жүріс бір ғана қадам: тас { $point } нүктесінде тоқтайды
turn-not-adjacent = { $from }-{ $to }: { $to } нүктесі { $from } нүктесімен бір сызықта көрші емес
turn-occupied = { $from }-{ $to }: { $to } нүктесі бос емес
turn-same-direction =
    { $from }-{ $to }: тағы да { $direction ->
        [east] шығысқа
        [west] батысқа
        [north] солтүстікке
        [south] оңтүстікке
        [north-east] солтүстік-шығысқа
        [south-west] оңтүстік-батысқа
        [north-west] солтүстік-батысқа
       *[south-east] оңтүстік-шығысқа
    } жүреді; ұру тізбегінің әр қадамы бағытын өзгертуі керек
turn-revisit = { $from }-{ $to }: тас бұл жүрісте { $to } нүктесінде тұрып қойған
turn-chain-plain = { $from }-{ $to }: ұру тізбегі тек ұрумен жалғасады (A немесе W)
turn-must-capture = { $from }-{ $to }: ұруға болатын кезде қарапайым жүріс
turn-must-capture-example = { $from }-{ $to }: ұруға болатын кезде қарапайым жүріс (ұру міндетті, мысалы { $example })
turn-unmarked-capture = { $from }-{ $to }: бұл жүріс ұрады; A (жақындау) немесе W (шегіну) деп жазыңыз
turn-nothing-to-capture =
    { $from }-{ $to }: { $how ->
        [A] жақындап
       *[W] шегініп
    } ұратын тас жоқ ({ $what })
turn-target-edge = тақтаның шеті
turn-target-empty = { $point } нүктесі бос
turn-target-own =
    { $point } нүктесінде { $side ->
        [white] ақтың
       *[black] қараның
    } өз тасы тұр

## Тегтер мен позиция жолдары.

tag-fen = FEN тегі позиция емес: { $why }
tag-draw-rule = DrawRule тегі: { $why }
draw-rule-turns = «{ $text }» жүріс саны емес (1 немесе одан көп)
draw-rule-unknown = «{ $text }» тең ойын ережесі емес: repetition, quiet N немесе agreement деп жазыңыз
fen-shape = `<қара 9..1>/<ақ 1..9> <ақтың қазаны> <қараның қазаны> <w|b>` күтілген, берілгені: { $text }
fen-row-length =
    { $side ->
        [white] ақтың
       *[black] қараның
    } қатарында { $count } отау, 9 емес
fen-token = { $text } оқылмайды
fen-two-tuzdyks =
    { $side ->
        [white] ақтың
       *[black] қараның
    } қатарында бірден көп тұздық бар
fen-wrong-total = отаулар мен қазандарда { $total } құмалақ, 162 емес
fen-bad-tuzdyk =
    { $side ->
        [white] ақтың
       *[black] қараның
    } тұздығы бұл отауда бола алмайды
fen-same-tuzdyk = екі тұздық та { $otau }-отауда: олардың нөмірлері әртүрлі болуы керек
fen-full-tuzdyk = тұздықта құмалақ болмайды
tumi-pos-rows = тақтада «/» арқылы бөлінген 5 қатар болуы керек, табылғаны: { $rows }
tumi-pos-row-length = { $row }-қатарда { $points } нүкте, 9 емес
tumi-pos-bad-char = тақтадағы «{ $char }»: w, b немесе цифр жазыңыз
tumi-pos-side = жүріс кезегі «{ $text }», w немесе b емес
tumi-pos-number = «{ $text }» сан емес
tumi-pos-fields = тақта, жүріс кезегі және қажет болса екі санауыш күтілген

## Ойын жазбаларының файлы және нәтиже.

result-tag = Result тегі 1-0, 0-1, 1/2-1/2 немесе * емес
result-disagrees = жүрістер жазбасы { $movetext } нәтижесімен бітеді, ал Result тегінде { $tag }
syntax-tag-line = тег жолы [Name "value"] түрінде болуы керек
syntax-unclosed-comment = түсініктеме { "}" } белгісімен жабылмаған
syntax-tag-in-movetext = жүрістердің арасында тег бар: тегтер жүрістерден бұрын жазылады
syntax-second-result = екінші нәтиже
