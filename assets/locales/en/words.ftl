# Refusals, warnings and verdicts: what the command layer's typed answers say.
# `$hint` is the face's own way to do something (a CLI flag, a window button), or nothing.

in-file-line = { $file }:{ $line }: { $why }
in-file = { $file }: { $why }
on-board = board { $board }: { $why }
in-round = round { $round }: { $why }
no-tournament-in = { $db }: there is no tournament { $id }
no-tournament = there is no tournament { $id }
no-tournament-yet = { $db }: there is no tournament yet{ $hint }
which-tournament = { $db }: { $n } tournaments; say which{ $hint } ({ $list })
no-player = there is no player { $no }
not-entered = { $name } is not entered in this tournament
no-such-round = round { $round }: the tournament has rounds 1..{ $rounds }
round-not-paired = round { $round } is not paired (paired rounds: { $paired })
no-board-of = round { $round } has no board { $board } (boards 1..{ $boards })
board-missing = round { $round } has no board { $board }
no-board-n = there is no board { $board }
no-pairing-bye-to-move = the round has no pairing-allocated bye to move
same-board = board { $board } cannot exchange with itself
check-not-swiss = the checker re-pairs Swiss rounds; a round-robin follows the Berger tables
needs-name = the tournament needs a name
needs-name-event = the event needs a name
needs-name-category = the category needs a name
needs-name-team = the team needs a name
needs-rounds = the tournament needs at least one round
too-few-rounds = the tournament needs at least { $n } round(s)
control-character = the { $field } `{ $text }` holds the control character U+{ $code }; type it without
bad-date = date `{ $date }` is not YYYY-MM-DD
bad-birth-date = birth date `{ $date }` is not a date read exactly (write DD.MM.YYYY, YYYY-MM-DD or a year alone)
empty-name = the name is empty
bad-title = title `{ $title }` is not one of { $titles }
rating-out-of-range = rating `{ $rating }` is out of range (0..4000)
round-robin-closed-player = cannot add { $name }: round 1 of this round-robin is already paired
round-robin-closed = cannot add players: round 1 of this round-robin is already paired
no-players-in-file = no players in the file
renumber-after-round-1 = cannot renumber: round 1 is already paired; starting numbers are fixed
not-an-order = the new order must name every starting number once ({ $n } players: { $numbers })
has-result = player { $player } already has a result in round { $round } (board { $board }, { $result }): withdraw him from round { $next } or later, or clear that result first
has-pairing-bye = player { $player } has the pairing-allocated bye in round { $round }: withdraw him from round { $next } or later, or delete and pair that round again
not-withdrawn = player { $player } has not withdrawn
come-back-later = player { $player } can come back in round { $current } (in progress) or round { $next } at the latest; to miss more rounds, withdraw him from round { $next } now and reinstate him later
delete-after-round-1 = round 1 is paired: player { $player } can no longer be deleted; withdraw him instead{ $hint }
round-robin-byes = a round-robin has no byes; an absent player loses by forfeit (-/+ or +/-)
requested-bye-kind = a requested bye is a half-point or a zero-point bye
round-paired = round { $round } is already paired
forbidden-not-swiss = forbidden pairs are for Swiss tournaments; a round-robin's pairings are fixed by the Berger tables
same-player = a player cannot be paired with himself anyway
incomplete = round { $round } is not complete: board(s) { $boards } have no result
boards-more = { $boards } and { $n } more
too-few-players = a tournament needs at least two players to pair a round
all-rounds-paired = all { $rounds } rounds of this { $system } are paired
not-in-berger = round { $round } is not in the Berger table for { $players } players
no-round-yet = no round is paired yet
changed-meanwhile = the pairing of round { $round } was changed meanwhile, by another Orda on this file: nothing was changed
round-has-results = round { $round } already has results; a pairing can be changed only before any result
plays-withdrawn = player { $player } has withdrawn by round { $round }; enter a forfeit (+/-, -/+, -/-){ $hint }
score-games = { $file }: holds { $games } games; a board takes exactly one
score-needs-result = round { $round }, board { $board }: enter the result first, or finish the game on the board
contradicts = { $why }; the result was not entered{ $hint }

field-name = name
field-venue = venue
field-chief-arbiter = chief arbiter
field-time-control = time control
field-title = title
field-region = region
field-club = club
field-id = id

lock-system = the pairing system cannot change once round 1 is paired
lock-game = the game cannot change once round 1 is paired
lock-round-robin-rounds = a round-robin has the rounds its field needs (set when round 1 is paired)
lock-bye-points = a pairing-allocated bye was already given in round { $round }
lock-rules-mode = fixed in rules mode once round 1 is paired; leaving rules mode, for good, frees it (Settings › Leave rules mode in the window, orda tournament leave-rules on the command line)

overridden = the score contradicts the result: { $why }; the arbiter's result stands
verdict-withdrawal = forfeit: a player withdrew
verdict-valid = valid, { $result }, { $plies } plies
verdict-invalid-at = invalid at ply { $ply }: { $token }
verdict-invalid-result = invalid: the declared result
verdict-invalid-result-token = invalid: the declared result { $token }
score-invalid-because = the score is invalid ({ $why })
score-invalid = the score is invalid
forfeit-with-moves = a forfeited game has no moves, but the score has { $plies } plies
result-but-score-gives = the result is { $result } but the score gives { $gives }
score-gives-another-result = the score gives another result

breach-two-boards = player { $player } is on boards { $first } and { $second }
breach-no-player = board { $board }: there is no player { $player } (players 1..{ $field })
breach-himself = board { $board }: player { $player } cannot play himself
breach-forbidden = board { $board }: { $white } and { $black } are a forbidden pair
breach-rematch = board { $board }: { $white } and { $black } have already played each other
breach-both-against-preference = board { $board }: { $white } and { $black } both get the colour opposite to the one they are due (swapping the colours would suit both)
breach-must-be-white = board { $board }: { $player } must have White (absolute colour preference)
breach-must-be-black = board { $board }: { $player } must have Black (absolute colour preference)
breach-bye-and-board = player { $player } has a board and the bye
breach-bye-no-player = the bye: there is no player { $player } (players 1..{ $field })
breach-second-bye = player { $player } has already had a bye or a win without playing
breach-not-paired = player { $player } is not paired
breach-not-to-play = player { $player } is not to be paired in round { $round } (bye announced or withdrawn)
breach-odd-without-bye = an odd number of players and no bye

system-round-robin = round-robin
system-double-round-robin = double round-robin
system-swiss = Swiss (Dutch system)
game-togyzkumalak = Togyzkumalak
game-tumicarona = Tumicarona

title-zms = HMS
title-msmk = MSIC
title-ms = MS
title-kms = CMS
title-rank-1 = Cat 1
title-rank-2 = Cat 2
title-rank-3 = Cat 3
title-youth-1 = Jun 1
title-youth-2 = Jun 2
title-youth-3 = Jun 3
result-but-score-gives-ending = the result is { $result } but the score gives { $gives } ({ $ending })
judged-invalid = invalid: { $file }:{ $line }:{ $col }: { $what }
stored-score-of-board = the stored score of board { $board }
judged-valid = valid, { $result } ({ $ending }), { $plies } plies, { $tally } { $white }-{ $black }

## Requested byes taken back (app/manage.rs)

no-bye-requested = player { $player } asked for no bye in round { $round }

## A tournament's name taken (app/manage.rs)

name-taken = the database has a tournament named "{ $name }" already (id { $id }): give this one another name

## Federation events

field-team = team
field-category = category
field-prize = prize
no-event = there is no event { $id } in this database
no-category = the tournament has no category "{ $name }"
category-taken = the tournament has a category "{ $name }" already
empty-category = no player can be in category "{ $name }": a lower limit is above the upper one
no-prize-overall = there is no prize for place { $place } of the overall standings
no-prize = there is no prize for place { $place } of category "{ $category }"
empty-prize = a prize needs an amount or a name
bad-team-rule = a team needs at least one counting player, and points for places need a table
not-finished = ratings are applied after the last round: { $completed } of { $rounds } rounds have all their results
ratings-applied = the rating changes of tournament { $id } are in the registry already
ratings-not-applied = the rating changes of tournament { $id } are not in the registry
ratings-applied-later = "{ $later }" was applied after this tournament: take its changes back first
no-registered = there is no player { $id } in the registry
registry-entered = { $name } is in this tournament already (No. { $no })

## Prize place and K

place-zero = places start at 1
bad-k = K = { $k } is not a coefficient Orda uses: 1 to { $max }

## Age limit

bad-age = an age of { $age }? Ages go up to { $max }

## Acceleration (issue 21)

lock-acceleration = the acceleration cannot change once round 1 is paired
acceleration-needs-swiss = only a Swiss tournament can be accelerated
lock-accelerated-rounds = the number of rounds cannot change once round 1 is paired: the accelerated rounds follow from it
io-not-found = no such file or folder
io-permission = not allowed (the file's permissions, or another program holds it)
io-exists = a file of that name exists already
io-disk-full = the disk is full
io-read-only = the disk is read-only
io-is-folder = it is a folder, not a file
io-not-folder = a part of the path is not a folder
io-bad-name = the name is not allowed here
io-busy = the file is in use by another program
io-other = the system refused (error { $code })
sex-man = m
sex-woman = w
rules-mode-left-already = the tournament left rules mode already (with { $round } rounds paired): it never returns to it
correction-too-late = round { $round }'s results are fixed: in rules mode only round { $from } and later may be corrected (the round before the last one played, FIDE C.04.2); a result entered where there was none is taken. Leave rules mode to change it
round-pairing-bye = { $player } bye
pairing-differs-from-engine = round { $round } is now paired otherwise than the Dutch system pairs it ({ $dutch }): the exported TRF records it as ### MPA
tiebreak-no-buchholz-rr = { $code } is not a tie-break for a round-robin: everyone meets everyone, so the opponents' scores add up nearly the same for all (FIDE C.07); take SB or KS
second-half-bye = player { $player } has a half-point bye already (round { $rounds }): another one is given only where the tournament's rules allow it{ $hint }
adjourn-not-last-round = round { $round } board { $board } cannot be adjourned: only a game of the round in progress (round { $last }) is adjourned
adjourn-has-result = round { $round } board { $board } has a result: a finished game is not adjourned (clear the result first if it was entered by mistake)
adjourn-already = round { $round } board { $board } is adjourned already
adjourn-team = a team tournament's games are not adjourned in Orda: enter the result when it is known
adjourned-game = round { $round } board { $board }
adjourned-decided-one = Round { $round } board { $board }: { $result }, the adjourned game's result. Round { $later } was paired with it counted as a draw and is not paired again; the exported TRF records it as ### Adjournment
adjourned-decided-many = Round { $round } board { $board }: { $result }, the adjourned game's result. Rounds { $first }-{ $last } were paired with it counted as a draw and are not paired again; the exported TRF records it as ### Adjournment
by-hand-not-swiss = only a Swiss round is paired by hand: a round-robin's rounds are the Berger tables' (its last round can still be changed)
differs-yours = Not in the engine's pairing: { $pairs }
differs-engine = The engine pairs instead: { $pairs }
differs-no-engine = The Dutch system finds no pairing of this round ({ $why }): it cannot be compared
rating-needs-result = round { $round } board { $board } has no result to correct for rating: enter its result first
rating-corrected = Round { $round } board { $board }: { $result } for the rating report only; the pairings and standings keep { $kept }. The exported TRF records it as ### Rating correction
rating-correction-gone = Round { $round } board { $board }: no correction for rating; { $kept } counts for the rating report again
for-rating = for rating: { $result }
bad-rounds = rounds { $first }-{ $last } are not rounds of this tournament: give a first and a last round between 1 and { $rounds }
changes-earlier-round = { $old } → { $new } changes round { $round }, on which { $n ->
    [one] round { $last } was paired; it is
   *[other] rounds { $first }-{ $last } were paired; they are
} not paired again{ $hint }
too-many-rounds = { $rounds } rounds for { $players } players: a Swiss of { $players } players has at most { $most } rounds without a rematch, so a round will find no legal pairing (change the number of rounds, or pair it by hand)
explain-not-teams = explanations are of Swiss and round-robin rounds; "why not" of Swiss rounds; not of team tournaments
explain-not-alternative = player { $no } and player { $other } are paired with each other in that round, or one of them is not in it
explain-not-alternative-bye = player { $no } has the bye in that round, or is not in it, or no one has it
date = { $year }-{ $month }-{ $day }
bad-currency = a currency is a sign or code of { $most } characters at most (₸, KGS, сом): not “{ $currency }”
