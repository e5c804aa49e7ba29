# The rules engine's findings: why a game score is wrong, how a game ended, the syntax errors of
# a game record file and the tags the rules cannot read (src/words/rules.rs).
# $side is white or black; numbers are Fluent numbers.

## Where a problem stands: "move 17… 36: the last kumalak ...".

located-white = move { $number }. { $token }: { $why }
located-black = move { $number }… { $token }: { $why }
located-token = { $token }: { $why }

## The score against the board.

score-move-number =
    numbered { $written }, but it is move { $number } ({ $side ->
        [white] White
       *[black] Black
    } to move)
score-turn-number =
    numbered { $written }, but it is turn { $number } ({ $side ->
        [white] White
       *[black] Black
    } to move)
score-after-end = the game was already over ({ $ending }, { $result })
score-landing-own = the last kumalak lands in otau { $landing } (own side), not { $written }
score-landing-opponent = the last kumalak lands in otau { $landing } (the opponent's side), not { $written }
score-tuzdyk-missing = the move makes otau { $otau } a tuzdyk, but the mark X is missing
score-tuzdyk-wrong = marked as making a tuzdyk, but it makes none
score-capture-nothing = written with ':' (a capture), but it captures nothing
score-plain-captures = written with '-' (no capture), but it captures { $captured }
score-kazan-note = the mover's kazan is { $kazan } after the move, not { $written }
score-result-contradicted = the result is recorded as { $written }, but the game ended { $result } ({ $ending })
score-atsyrau-noted = the score notes atsyrau ({ "{" }zero{ "}" }), but the game ended otherwise ({ $ending })

## Togyzkumalak move tokens and moves.

notation-not-a-move = not a move: a move is two digits, such as 87 or 68X
notation-otau-zero = there is no otau 0: otau are numbered 1 to 9
notation-trailing = unexpected { $rest } after the move
illegal-no-such-otau = there is no otau { $otau }: otau are numbered 1 to 9
illegal-tuzdyk = otau { $otau } is a tuzdyk and cannot be played
illegal-empty = otau { $otau } is empty
illegal-game-over = the game is already over

## Board checks: {Black's kazan / Black's 9..1 / White's 1..9 / White's kazan}.

check-row-length =
    the board check lists { $count } otau for { $side ->
        [white] White
       *[black] Black
    }, not 9
check-entry = cannot read { $entry } in the board check
check-kazan =
    the board check gives { $side ->
        [white] White
       *[black] Black
    }'s kazan { $written }, but it holds { $actual }
check-otau =
    the board check gives { $side ->
        [white] White
       *[black] Black
    }'s otau { $otau } as { $written }, but it is { $actual }
check-tuzdyk = a tuzdyk

## How a game ended.

ending-kazan =
    { $side ->
        [white] White
       *[black] Black
    }'s kazan reached { $kazan }
ending-atsyrau = atsyrau, { $white }-{ $black } after the collection
ending-all-captured =
    all of { $side ->
        [white] White
       *[black] Black
    }'s pieces were captured
ending-immobilised =
    { $side ->
        [white] White
       *[black] Black
    } cannot move (immobilised)
ending-threefold = drawn: the position occurred three times
ending-quiet =
    drawn: { $turns } { $turns ->
        [one] turn
       *[other] turns
    } without a capture
ending-resignation =
    { $side ->
        [white] White
       *[black] Black
    } resigned or lost by the arbiter (time, default)
ending-agreement = drawn by agreement
ending-repetition = drawn by claim: the final position occurred three times
ending-unfinished = unfinished
tally-kazans = kazans
tally-pieces = pieces

## Tumicarona turns.

turn-not-a-turn = '{ $token }' is not a turn: write the points of the path joined by '-', like d3-e3A
turn-no-such-point = '{ $point }' is not a point of the board (a1 to i5)
turn-bad-suffix = '{ $step }': a step ends with A (approach), W (withdrawal) or nothing (a plain move)
turn-step-of = step { $step } of { $steps }: { $why }
turn-game-over = the game is already over
turn-not-yours =
    { $point } holds a piece of { $side ->
        [white] Black's, not White's
       *[black] White's, not Black's
    }
turn-empty = { $point } is empty: there is no piece to move
turn-no-step = the turn has no step
turn-opening-single = the opening turn is a single movement: the piece stops on { $point }
turn-not-adjacent = { $from }-{ $to }: { $to } is not next to { $from } along a line
turn-occupied = { $from }-{ $to }: { $to } is occupied
turn-same-direction =
    { $from }-{ $to }: goes { $direction ->
        [east] east
        [west] west
        [north] north
        [south] south
        [north-east] north-east
        [south-west] south-west
        [north-west] north-west
       *[south-east] south-east
    } again; each step of a chain must change direction
turn-revisit = { $from }-{ $to }: the piece already stood on { $to } this turn
turn-chain-plain = { $from }-{ $to }: a chain goes on only by capturing (A or W)
turn-must-capture = { $from }-{ $to }: a plain move while a capture is possible
turn-must-capture-example = { $from }-{ $to }: a plain move while a capture is possible (capturing is compulsory, e.g. { $example })
turn-unmarked-capture = { $from }-{ $to }: this move captures; write A (approach) or W (withdrawal)
turn-nothing-to-capture =
    { $from }-{ $to }: nothing to capture by { $how ->
        [A] approach
       *[W] withdrawal
    } ({ $what })
turn-target-edge = the edge of the board
turn-target-empty = { $point } is empty
turn-target-own =
    { $point } holds { $side ->
        [white] White
       *[black] Black
    }'s own piece

## Tags and position strings.

tag-fen = the FEN tag is not a position: { $why }
tag-draw-rule = the DrawRule tag: { $why }
draw-rule-turns = '{ $text }' is not a number of turns (1 or more)
draw-rule-unknown = '{ $text }' is not a draw rule: write repetition, quiet N or agreement
fen-shape = expected `<black 9..1>/<white 1..9> <white kazan> <black kazan> <w|b>`, got { $text }
fen-row-length =
    { $side ->
        [white] White
       *[black] Black
    }'s row describes { $count } otau, not 9
fen-token = cannot read { $text }
fen-two-tuzdyks =
    { $side ->
        [white] White
       *[black] Black
    }'s row has more than one tuzdyk
fen-wrong-total = otau and kazans hold { $total } kumalaks, not 162
fen-bad-tuzdyk =
    { $side ->
        [white] White
       *[black] Black
    }'s tuzdyk cannot be on that otau
fen-same-tuzdyk = both tuzdyks are on otau { $otau }: they must have different numbers
fen-full-tuzdyk = a tuzdyk cannot hold kumalaks
tumi-pos-rows = the board needs 5 rows separated by '/', found { $rows }
tumi-pos-row-length = row { $row } has { $points } points, not 9
tumi-pos-bad-char = '{ $char }' in the board: use w, b or a digit
tumi-pos-side = the side to move is '{ $text }', not w or b
tumi-pos-number = '{ $text }' is not a number
tumi-pos-fields = expected the board, the side to move and optionally two counters

## The record file and its result.

result-tag = the Result tag is not 1-0, 0-1, 1/2-1/2 or *
result-disagrees = the movetext ends with { $movetext }, but the Result tag says { $tag }
syntax-tag-line = a tag line must read [Name "value"]
syntax-unclosed-comment = the comment is never closed with { "}" }
syntax-tag-in-movetext = a tag inside the movetext: tags go before the moves
syntax-second-result = a second result
