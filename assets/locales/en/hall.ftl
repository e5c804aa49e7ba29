# The hall network: access codes, players' reports, what came in (docs/access.md).
hall-no-access = this code does not work in this tournament (wrong, revoked or locked)
hall-reports-off = players' reports are off in this tournament
hall-not-your-board = you do not play on board { $board } of round { $round }
hall-decided = the result of round { $round }, board { $board } is entered already: only the arbiter changes it
hall-not-reportable = a player reports 1-0, ½-½ or 0-1; a forfeit is the arbiter's
hall-no-report = there is no open report on round { $round }, board { $board }
hall-disagree = the players disagree on round { $round }, board { $board }: give the result to enter
hall-no-code = there is no code { $id } in this tournament
hall-no-name = an assistant needs a name
hall-no-random = the system gave no random numbers to make a code
hall-status = { $status ->
    [waiting] waiting for the opponent
    [confirmed] confirmed by both
    [disagreed] the players disagree
    [accepted] accepted
   *[rejected] rejected
}
hall-codes-made = { $n ->
    [one] a code made for { $n } player
   *[other] codes made for { $n } players
}
hall-assistant-made = code made for assistant { $name }
hall-revoked = code revoked
hall-access-off = hall access switched off: { $n } codes revoked, players' reports off
hall-entered = round { $round }, board { $board }: result entered
hall-reported = round { $round }, board { $board }: reported, { $status }
hall-accepted = round { $round }, board { $board }: { $result } accepted
hall-rejected = round { $round }, board { $board }: report rejected
hall-codes-title = Players' codes
hall-reports-title = Reports from the hall
hall-access-title = Access codes
hall-col-code = Code
hall-col-reported = Reported
hall-col-answer = Opponent
hall-col-status = Status
hall-col-id = Id
hall-col-role = Role
hall-col-made = Made (UTC)
hall-col-revoked = Revoked
hall-col-wrong = Wrong tries
hall-col-locked = Locked
hall-role = { $role ->
    [assistant] assistant arbiter
   *[player] player
}
web-report-subtitle = Report a result
web-report-code = Your code (on your player card)
web-report-round = Round
web-report-board = Board
web-report-result = Result (White first)
web-report-submit = Send
web-report-note-confirm = Your opponent confirms with his own code; the arbiter decides when you disagree. Nothing counts before that.
web-report-note-code = Keep your code to yourself: whoever has it can report in your name.
web-report-footer = Sent over the hall's network, without encryption.
web-report-expired = This form has expired or was sent already: it is shown again, send it once more.
web-report-wrong = This code does not work here. Check it on your card.
web-report-limited = Too many wrong codes came from your network in the last minute, so no code from it is checked now (yours may well be right). Try again in { $seconds } seconds.
web-report-bad = Give the round and board as numbers and choose 1-0, ½-½ or 0-1.
view-hall = Hall
hall-accept = Accept
hall-reject = Reject
hall-revoke = Revoke
hall-make-codes = Make players' codes
hall-make-codes-tip = A code for every player who has none; from then on players report their results with it
hall-switch-off = Switch hall access off
hall-assistant-name = Assistant arbiter
hall-add-assistant = Make his code
hall-assistant-code = Code of { $name } (shown once: he types it, or scans the QR code):
hall-publish-first = Publish the live results page (Start view) to show the QR code that opens the form.
hall-codes-once = Players' codes made now (shown once):
hall-no-reports = Nothing has come in from the hall yet.
hall-reports-on = Players' reports are on: a player reports his result with the code on his card; his opponent confirms with his own.
hall-reports-off-now = Players' reports are off.
hall-decide = Enter
card-heading = player's card
card-code = Your code
card-site = The form: { $site } (the hall's Wi-Fi)
card-how = After your game, scan the QR code (or open the address and type the code) and report the result.
hall-report-state = Round { $round }, board { $board }: { $result } reported by No { $by }, { $status }.
view-hall-count = Hall ({ $n })
hall-accepted-as = accepted: { $result }
hall-check-in-closed = check-in is not open for round { $round }
hall-who-checks-in = name the player to check in
hall-checked-in = No { $no } checked in for round { $round }
hall-checked-in-already = No { $no } was checked in for round { $round } already
hall-absent = { $n ->
    [0] nobody was absent
    [one] absent, a zero-point bye: No { $nos }
   *[other] absent, a zero-point bye each: No { $nos }
}
hall-check-in-mode = { $mode ->
    [first] before round 1
    [each] before each round
   *[off] off
}
hall-check-in-title = Check-in
hall-check-in-label = Players check in
hall-present = Round { $round }: { $n } of { $of } checked in (tick a player to check him in)
hall-pair-present = Pair those present…
hall-pair-present-tip = Pair the next round with the players checked in; the others get a zero-point bye for it (the rule for an absent player)
hall-pair-present-confirm = Pair those present
web-check-in-subtitle = Check in for round { $round }
web-check-in-note = Check in when you are in the hall: the arbiter may pair only the players who did.
web-check-in-submit = I am here
web-check-in-number = Player's number (only an assistant checking a player in)
web-check-in = Check in
hall-here = Checked in for round { $round }.
hall-present-cli = Round { $round }: { $n } checked in (+), the others not (-)
hall-not-one-game = the score must be one game
web-score-subtitle = The game's score
web-score-to-move = { $side ->
    [white] White
   *[black] Black
} to move: tap the otau (its number, the kumalaks in it below)
web-score-undo = ← Take the last move back
web-score-moves = The moves (tap above, or type them: 1. 76 11 2. 22)
web-score-check = Check the moves
web-score-submit = Send the score and the result
web-score-note = The same rules engine as the arbiter's checks every move; the arbiter accepts the score with the result.
web-score = Enter the score
hall-with-score = { $result } + score
hall-settings = players' reports: { $reports ->
    [1] on
   *[0] off
}; check-in: { $check_in }; a result both players confirmed: { $accept ->
    [1] entered at once
   *[0] waits for the arbiter
}; why each is paired, on the players' pages: { $explain ->
    [1] shown
   *[0] not shown
}
hall-accept-confirmed = Enter at once a result both players confirmed
hall-no-bye-asked = No { $no } asked for no bye in round { $round }
hall-byes-title = Byes asked for
hall-col-bye = Bye
hall-bye-granted = round { $round }, No { $no }: { $bye } granted
hall-bye-refused = round { $round }, No { $no }: the bye asked for is refused
hall-bye-asked = No { $no } asked for a bye in round { $round }
web-bye-subtitle = Ask for a bye
web-bye-kind = The bye
web-bye-submit = Ask the arbiter
web-bye-note = For a round not paired yet; the arbiter grants it or not, as the tournament's rules allow.
hall-bye-waiting = Bye asked for in round { $round }: waiting for the arbiter.
hall-grant = Grant
hall-refuse = Refuse
hall-bye-status = { $status ->
    [accepted] granted
    [rejected] refused
   *[waiting] waiting for the arbiter
}
web-desk-subtitle = Reports waiting (assistant arbiters)
web-desk-as-reported = as reported
web-desk-code = Your code (an assistant arbiter's)
web-desk-pick = The report
web-desk-result = The result to enter
web-desk-note = Accepting enters the result as the arbiter's window does, with your name in the journal; a disagreement needs the result you decided.
hall-nobody-present = nobody is checked in for round { $round }
hall-explain = Players' pages say why each is paired as he is (orda explain)
hall-wrong-codes = { $hall ->
    [1] { $n } wrong codes from the whole hall in a minute: every address that sent one is limited for a minute
   *[0] { $n } wrong codes from one address in a minute: it is limited for a minute
}
hall-unlocked = code unlocked: it works again, with the same card
hall-not-locked = the code was not locked
hall-report-answered = Round { $round }, board { $board }: { $result } reported by No { $by }, { $answer } by No { $other }: { $status }.
hall-unlock = Unlock
hall-unlock-tip = Wrong tries once locked this code (before this version): unlocked, it works again with the same card
web-report-locked = This code is locked: wrong codes were once sent for your board. Ask the arbiter to unlock it; your card stays as it is.
web-report-revoked = This code was ended by the arbiter (a new card was made, or hall access was switched off). Ask the arbiter.
web-report-busy = Too many forms with this code in the last minute: try again in { $seconds } seconds.
web-desk-show = Show the reports
web-desk-code-first = Give your code (an assistant arbiter's) to see the reports waiting.
hall-print-cards = Print cards…
hall-print-cards-tip = The players' cards, each with its code and the QR code that opens the form: the codes shown here, and a new one for every player who has none
cards-none = every player has a code made before, which cannot be shown again: revoke a player's code (Revoke) to print him a card with a new one
