# The window: labels, tooltips, dialogs, status lines.

view-start = Start
view-settings = Settings
view-players = Players
view-rounds = Rounds
view-game = Game
view-standings = Standings
menu-file = File
menu-export = Export
new-database = New database…
open-database = Open database…
back-up-database = Back up the database
export-standings-csv = Standings (CSV)…
export-standings-html = Standings (HTML)…
export-crosstable-csv = Crosstable (CSV)…
export-crosstable-html = Crosstable (HTML)…
export-pairings-html = Pairings of the round (HTML)…
export-wallchart-html = Pairings by name, for the wall (HTML)…
export-trf = FIDE TRF…
csv-for-excel = CSV for a Russian or Kazakh Excel (; and 7,5)
csv-for-excel-tip = CSV exports are separated by semicolons with a decimal comma, as Excel opens them by double-click in Russian or Kazakh; without it: commas and decimal points (RFC 4180), as scripts read them
export-records = Game records (PGN-like)…
recent = Recent databases
no-recent = None yet.
database-path = Database file
open-path = Open or create
open-path-tip = Open this file, creating it if it does not exist
tournaments = Tournaments
no-database = Open or create a database to begin.
no-tournaments = No tournament yet: create one below.
new-tournament = New tournament
name = Name
system = System
rounds = Rounds
create = Create
venue = Venue
start-date = First day (DD.MM.YYYY)
end-date = Last day (DD.MM.YYYY)
arbiter = Chief arbiter
time-control = Time control
bye-points = Pairing-allocated bye
tiebreaks = Tie-breaks, in order
tiebreak-edition = Unplayed rounds (C.07 edition)
game = Game
save-settings = Save settings
revert = Revert
search = Search
search-tip = Filter by name, region, club or title (Ctrl+F)
col-no = No
col-name = Name
col-title = Title
col-rating = Rating
col-region = Region
col-club = Club
col-status = Status
active = plays
add-player = Add player
add-player-tip = Add a player (Ctrl+N); after round 1 of a Swiss this is a late entry
edit-player = Save changes
new-player = New player
clear-form = Clear
birth = Birth
sex = Sex
birth-hint = DD.MM.YYYY or YYYY-MM-DD
sex-hint = m or w
withdraw = Withdraw from round
leaving = Leaving the tournament
reinstate = Reinstate
reinstate-tip = Take back the withdrawal: he is paired again, and forfeits his withdrawal put on the round in progress are cleared
delete-player = Delete player…
delete-player-tip = Delete a player entered by mistake (only before round 1; afterwards withdraw him)
import-trf = Import TRF…
import-trf-tip = Import a tournament from a FIDE TRF file (Swiss-Manager, Vega, Papi, lichess...)
import = Import
delete-tournament = Delete…
delete-tournament-title = Delete the tournament
delete-tournament-tip = Delete this tournament with everything in it
import-csv = Import CSV…
or-path = or file
preview = Preview
no-dialog = No file dialog is available here: type the path, or drop the file on the window
import-preview = Import preview
cancel = Cancel
round = Round
pair-next = Pair next round
pair-next-tip = Pair the next round (Ctrl+P)
delete-last = Delete last round…
delete-last-tip = Delete the last round with its results, as if it was never paired
confirm-delete = Delete
swap-colours = Swap colours
swap-colours-tip = Swap the colours of the selected board (before any result)
exchange = Exchange Black with board
exchange-tip = Exchange the Black players of the selected board and the board given
change-pairing = Change the pairing:
no-rule-broken = No pairing rule is broken.
apply = Apply
bye-to-white = Bye to White
bye-to-black = Bye to Black
bye-tip = Give the pairing-allocated bye to this player of the selected board; the player who had it takes the seat
pair-anyway = Pair it anyway
open-game = Game score…
open-game-tip = Enter or replay the game of the selected board (G)
col-board = Bd
col-white = White
col-black = Black
col-result = Result
col-score = Score
not-paired = No round is paired yet.
keys-help = Keys: ↑/↓ board · 1 = 0 result · + − forfeit · * double forfeit · ? adjourned · Delete clears · Enter next board
no-board = Choose the round and board above and press Open, or a board in Rounds (select it and press G).
replay-tip = Step through the game (← and →; Home and End)
score-text = Score (type, paste, or play the moves on the board)
save-score = Save score to the board
save-score-tip = Store the score with the board's result (Ctrl+S)
undo-move = Take back last move
to-move = to move
side-kazan = { $side ->
    [white] White
   *[black] Black
} kazan: { $n }
side-pieces = { $side ->
    [white] White
   *[black] Black
} pieces: { $n }
side-to-move = { $side ->
    [white] White
   *[black] Black
} to move
white = White
black = Black
tuzdyk = tuzdyk
kazan = kazan
empty-point = empty
end-turn = End turn
end-turn-tip = End the chain here (or click the piece again); Esc starts the turn again
approach = Approach (A)
withdrawal = Withdrawal (W)
capture-choice = This step can capture either way:
game-over = game over
valid = valid
standings = Standings
crosstable = Crosstable
after-round = After round
breakdown = Breakdown
click-player = Click a player for the breakdown of each tie-break.
no-db = no database
saved = saved
store-anyway = Store anyway
store-anyway-tip = Store it as entered: the arbiter's decision stands, with the warning kept beside it
hint-store-anyway = {" "}(“Store anyway” keeps the arbiter's result)
hint-points-from-results = {" "}(“Store anyway” takes the results as the truth and lists every line whose total changes)
hint-or-store-anyway = , or “Store anyway”
hint-pair-anyway = ; “Store anyway” pairs it anyway
hint-withdraw = {" "}(Players › Withdraw)
no-tournament-open = no tournament is open
no-database-open = no database is open
settings-stored = settings changed
pairing-changed = pairing changed
cleared = cleared
pab = pairing-allocated bye
half-bye = half-point bye
zero-bye = zero-point bye
rests = rests
absent = absent
points = Pts
white-short = W
black-short = B

## Built from values.
progress-not-started = not started, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
progress-complete = round { $paired } of { $rounds }, complete
progress-missing = round { $paired } of { $rounds }, { $missing ->
    [one] { $missing } result missing
   *[other] { $missing } results missing
}
confirm-delete-round = Delete round { $round } and its { $results ->
    [one] { $results } result
   *[other] { $results } results
}? Everything returns to how it was before round { $round } was paired.
board-change = board { $board }: { $white } – { $black }
bye-change = pairing-allocated bye: { $player }
import-n = Import { $n ->
    [one] { $n } player
   *[other] { $n } players
}
board-title = Round { $round }, board { $board }: { $white } – { $black }
ply-of = ply { $ply } of { $of }
with-key = { $tip } ({ $key })
opened = opened { $path }
backed-up = backup written: { $path }
created = created { $name }
entered = { $name } entered as No { $no }
changed = { $name } changed
withdrawn = No { $no } withdrawn from round { $from }; { $forfeits ->
    [one] { $forfeits } board forfeited
   *[other] { $forfeits } boards forfeited
}
reinstated = No { $no } plays again from round { $from }; { $cleared ->
    [one] { $cleared } forfeit cleared
   *[other] { $cleared } forfeits cleared
}
player-deleted = No { $no } { $name } deleted; later starting numbers moved up one
trf-imported = Tournament { $name } imported from { $file }
trf-imported-as = Tournament { $name } imported from { $file }, read as { $encoding }
trf-notes-more = and { $n } more notes
tournament-deleted = Tournament { $name } deleted
confirm-delete-player = Delete No { $no } { $name }? Later starting numbers move up one.
confirm-delete-tournament = Delete the tournament { $name } ({ $progress }) with all its players, rounds, results and game scores? This cannot be undone.
result-stale-one = Round { $round } board { $board }: { $result }. Warning: round { $later } was paired with the old result { $old } and is not paired again
result-stale-many = Round { $round } board { $board }: { $result }. Warning: rounds { $first }-{ $last } were paired with the old result { $old } and are not paired again
withdrawn-status = withdrawn from round { $from }
read-as = Read as { $how }
imported = { $n ->
    [one] { $n } player
   *[other] { $n } players
} imported from { $file }
paired = round { $round } paired: { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
}
result-entered = round { $round }, board { $board }: { $result }
round-deleted = round { $round } deleted
score-file = round { $round } board { $board }
score-stored = round { $round }, board { $board }: the game's score entered
wrote = wrote { $path }
bye-line = { $no } { $name }: { $what }
bad-rating = rating “{ $rating }” is not a number
bad-sex = sex “{ $sex }” is not m or w
col-round-short = Rd
col-colour-short = Col
col-opponent = Opponent
col-result-short = Res
col-opponent-points = Opp. pts
language = Language
language-set = The window speaks { $lang } now
cli-bad-lang = orda: --lang { $lang }: Orda speaks kk (Қазақша), ru (Русский) and en (English)
publication-lang = Publication language
publication-lang-window = as the window
publication-lang-tip = The language of this tournament's HTML exports and printed lists, whatever language the window speaks
cli-bad-publish = --publish { $lang }: a tournament is published in kk, ru or en

## The names exports get (the extension stays).
file-standings-csv = { $name } - standings r{ $round }.csv
file-standings-html = { $name } - standings r{ $round }.html
file-crosstable-csv = { $name } - crosstable r{ $round }.csv
file-crosstable-html = { $name } - crosstable r{ $round }.html
file-pairings-html = { $name } - pairings r{ $round }.html
file-wallchart-html = { $name } - pairings by name r{ $round }.html
file-trf = { $name } r{ $round }.trf
file-games = { $name } - games r{ $round }.pgn

## Settings › tie-breaks (settings.rs)

tiebreak-drag = Drag to another place
tiebreak-up = Move up
tiebreak-down = Move down
tiebreak-remove = Take out of the list
tiebreak-none = None: ties stay tied (players share the place)
tiebreak-add = Add a tie-break…

## Players › order and requests (players.rs, commands.rs)

ordered-by-rating = Starting numbers given by rating (then title, then name)
ordered-by-lot = Starting numbers drawn by lot, seed { $seed } (the same seed draws the same order)
ordered-by-hand = Starting numbers given in the order typed
half-bye-requested = Player { $player }: half-point bye in round { $round }
zero-bye-requested = Player { $player }: zero-point bye in round { $round }
bye-cancelled = Player { $player } plays in round { $round } (bye taken back)
kept-apart = Players { $a } and { $b } will not be paired together
may-meet = Players { $a } and { $b } may meet again

## Players › starting order, requests, namesakes (players.rs)

order-label = Starting numbers:
order-by-rating = By rating
order-by-rating-tip = Highest rating first, then title, then name (FIDE's order for a Swiss)
order-by-lot = By lot
order-by-lot-tip = Draw the numbers by lot from the seed beside: the same seed draws the same order
seed = Seed
order-by-hand = By hand…
order-by-hand-tip = Type the current numbers in their new order, separated by commas: 3, 1, 2 …
new-order = New order
apply-order = Give these numbers
bad-seed = “{ $seed }” is not a seed: type a whole number
not-a-number = “{ $text }” is not a starting number
requests = Requests for rounds to come
bye-in-round = Bye in round
request-half-bye = ½ point
request-zero-bye = 0 points
half-bye-announced = Round { $round }: half-point bye asked for
zero-bye-announced = Round { $round }: zero-point bye asked for
take-back = Take back
take-back-bye-tip = The player plays this round after all
keep-apart-from = Keep apart from
keep-apart = Keep apart
keep-apart-tip = The Swiss rounds to come will not pair these two (team-mates, relatives)
kept-apart-from = Kept apart from { $no } { $name }
allow-meeting = Allow
duplicate-name = { $name } is entered already (no. { $no }). Namesakes exist: add anyway?
duplicate-in-file = { $name } is in the file twice
add-anyway = Add anyway

## Players › CSV namesakes (players.rs)

already-entered = { $name } is entered already as no. { $no } (namesakes are imported all the same)

## Rounds › round 1 in an order nobody chose (rounds.rs)

order-warning-rating = The starting numbers are not in rating order. A Swiss pairs round 1 by them (FIDE: rating, then title, then name), so the pairing would follow the order of entry.
order-warning-lot = The starting numbers are still the order of entry. A round-robin plays by Berger tables from them: draw them by lot first?
order-then-pair = Order by rating, then pair
order-first = Order the players first

## Typed work not stored (drafts.rs) and the File menu

draft-settings = the tournament's settings, edited
draft-player = the player form, filled in
draft-score = the game score of round { $round }, board { $board }, typed
drafts-not-stored = Typed and not stored yet:
discard-and-go-on = Discard and go on
discard-and-quit = Discard and quit
stay = Stay
reload = Read the file again
reload-tip = Shows what another Orda (the command line, a second window) stored meanwhile
quit = Quit
unsaved-note = Not saved yet

## Game › choosing a board (game.rs)

game-round = Round
game-board = Board
open-chosen-game = Open

## Standings › breakdown (standings.rs)

breakdown-forfeit-won = { $points } (won by forfeit)
breakdown-forfeit-lost = { $points } (lost by forfeit)

## Federation events

event-created = Event "{ $name }" created
section-set = The tournament is a section of the event now
section-unset = The tournament is in no event now
category-added = Category "{ $name }" added
category-removed = Category "{ $name }" removed with its prizes
prizes-stored = Prizes changed
ratings-applied-said = { $n } ratings written into the registry
ratings-undone-said = { $n } ratings restored in the registry
registry-player-entered = Entered from the registry as No. { $no }

## Federation views

view-prizes = Prizes
view-teams = Teams
view-history = History
undo-last = Undo the last change
no-prizes = No prizes are defined yet: define them above.
define-prizes = Define prizes
prize-ties = Tied players' money:
prize-ties-equal = shared equally
prize-ties-tiebreak = by tie-breaks
prize-ties-hort = Hort system
prize-precedence = Prizes of equal value:
precedence-overall = overall first
precedence-category = categories first
prize-place = place { $place }
remove = Remove
prize-name = Prize (cup, medal)
prize-shared = Share its money among tied players
add-prize = Set prize
bad-amount = "{ $amount }" is not an amount: whole units, digits only
team-by = Teams:
team-best = Counting players:
team-ties = Ties:
no-teams = No player has a team of this kind: give players a region, club or team.
col-sex = Sex
cat-any-sex = any
category-name = Category name
category-under = Under age (U14: 14)
category-over = Age or older (50+: 50)
category-on = Ages on (YYYY-MM-DD)
category-rating-min = Rating from
category-rating-max = Rating up to
category-titles = Titles (comma-separated)
add-category = Add category
bad-number = "{ $value }" is not a whole number
category-needs-date = An age limit needs the date ages are counted on (or the tournament's start date)
categories = Categories
no-event-chosen = none
section-of = Section of event:
all-players = All players
ratings-in-registry = The rating changes of this tournament are in the player registry.
undo-ratings = Take the ratings back out
apply-ratings = Apply ratings to the registry
apply-ratings-tip = Writes each player's new rating (ΔR = K·(P − E)) into the player registry, once; new tournaments take it from there
events = Events
no-events = No events: an event groups the sections of a championship (U17 boys, U17 girls ...).
event-no-sections = no sections yet
event-name = Event name
create-event = Create event
from-registry = Registered before (enter with the registry's rating):
enter-registered = { $name }, { $rating }, { $region }

## Federation exports

export-prizes-html = Prize list (HTML)…
export-teams-html = Team standings (HTML)…
file-prizes-html = { $name } - prizes r{ $round }.html
file-teams-html = { $name } - teams r{ $round }.html

## Event export

export-event-html = Whole event (HTML)…
file-event-html = { $name } - event.html
not-in-event = This tournament is a section of no event: choose one in Settings › Section of event

## Event rule

event-changed = Event "{ $name }" changed
event-points = points scored
event-places = points for places
event-places-table = Points for 1st, 2nd … place:
event-places-apply = Apply
bad-places = "{ $table }" is not a list of points for places (numbers separated by commas: 25,22,20)

## Publish

publish-heading = Live results page
publish-port = Port
publish-start = Publish on the network
publish-start-tip = Players open the page on their phones on this computer's network (Wi-Fi of the hall): pairings, standings and results update by themselves. Read-only.
publish-running = Published: players open one of these addresses, or scan the code.
publish-stop = Stop publishing
publish-stopped = The live results page is no longer published
publish-no-file = Only a database file can be published (this one is in memory)
publish-failed = Cannot publish on port { $port }: { $error }
publishing = Published at { $url }

## Paper exports

export-slips-html = Result slips (HTML)…
export-players-html = Players list (HTML)…
export-checkin-html = Check-in list (HTML)…
export-report-html = Tournament report (HTML)…
file-slips-html = { $name } - slips r{ $round }.html
file-players-html = { $name } - players.html
file-checkin-html = { $name } - check-in.html
file-report-html = { $name } - report.html

## Acceleration (issue 21)

acceleration = Acceleration
acceleration-none = None
acceleration-baku = Baku method
acceleration-baku-tip = FIDE C.04.5.1: the first half of the players get virtual points (1 point, later ½) in the first half of the rounds, so that the top players meet sooner. Standings never count them.
working = { $what }: working…
busy-working = wait until the work in progress is done
work-failed = the work in progress stopped unexpectedly; nothing of it was stored
busy-closing = the work in progress is not done yet: close the window when it is
confirm-earlier-result = Round { $round } is not the last round: the pairings after it rest on its results. Change board { $board } from { $old } to { $new }?
change-result = Change the result
keep-result = Keep { $old }
de-unapplied-tip = Not applied: the tied players did not all meet one another (C.07 art. 6.3); the next tie-break decides
rules-mode-on = Rules mode: once round 1 is paired, the number of rounds, the tie-breaks, the scoring, the bye's points and forbidden pairs are fixed.
leave-rules-mode = Leave rules mode…
leave-rules-consequences = This is not the rules' way. Out of rules mode the number of rounds, the tie-breaks, the scoring, the bye's points and forbidden pairs can change after round 1, and every paper, page and TRF file says from which round the tournament left the rules. It is for good: the tournament never returns to rules mode, even with every setting set back.
leave-rules-continue = Continue…
leave-rules-stay-question = Stay in rules mode?
leave-rules-stay = Yes, stay in rules mode
leave-rules-for-good = No, leave rules mode for good
rules-mode-left = left rules mode, with { $round } rounds paired
hint-another-half-bye = {" "}(“Store anyway” gives it)
adjourn = Adjourn
adjourn-tip = The selected game is adjourned: its result is not known yet. It counts as a draw for the pairing of later rounds until its result is entered (at any time); the standings wait for it
adjourned-short = adj.
adjourned-tip = Adjourned: the result is not known yet. Type it when the game is finished
adjourned-done = Round { $round } board { $board } adjourned: it counts as a draw for pairing until its result is entered
pair-with-adjourned = { $n ->
    [one] An adjourned game has no result yet ({ $games }): the next round will be paired with it counted as a draw. If it ends otherwise, the pairing is not made again.
   *[other] { $n } adjourned games have no result yet ({ $games }): the next round will be paired with them counted as draws. If one ends otherwise, the pairing is not made again.
}
pair-adjourned-as-draws = Pair, counting them as draws
confirm-adjourned-result = The adjourned game of round { $round } board { $board } was counted as a draw for the pairing of { $n ->
    [one] round { $rounds }, which is
   *[other] rounds { $rounds }, which are
} not paired again. Enter { $new }? The exported TRF records it as ### Adjournment
enter-adjourned-result = Enter the result
pair-by-hand = Pair by hand…
pair-by-hand-tip = Make the next round's pairing yourself (when the engine finds no pairing, or you must pair otherwise): a session in which nothing is stored until you finish it; at its end the round is set against the engine's pairing
edit-pairing = Edit pairing…
edit-pairing-tip = Change the last round's pairing in a session (before any result): swap colours, remove boards and pair the players again; nothing is stored until you finish it
session-heading = Round { $round } paired by hand: a session under way
session-note = Nothing is stored until you finish. Pick two players to pair them (the first has White); the warnings below say what the round breaks as it stands.
session-from-engine = Start from the engine's pairing
session-finish = Finish…
session-finish-not-yet = Every player of the round must be on a board or have the bye first (see below)
session-discard = Discard
session-swap = Swap colours
session-remove = Remove
session-bye = Pairing-allocated bye: { $player }
session-unplaced = Players not paired yet (pick two to make a board):
session-give-bye = Give the picked player the bye
session-end = Round { $round } by hand, set against the engine's pairing
session-as-engine = It is the pairing the Dutch system makes.
session-mpa = It is not the pairing the Dutch system makes: the exported TRF records it as ### MPA.
session-store = Store this pairing
session-back = Back to the pairing
paired-by-hand = Round { $round } paired by hand
for-rating-only = For rating only…
for-rating-only-tip = Correct the selected board's result for the rating report only (C.04.2 4.3): the pairings, the standings and the crosstable keep the result entered
for-rating-only-question = Round { $round } board { $board }: which result counts for the rating report? The pairings and standings keep { $kept }; the exported TRF writes the other and records it as ### Rating correction.
for-rating-take-back = Take the correction back
kept-apart-from-rounds = Kept apart from { $no } { $name } in rounds { $first }-{ $last }
apart-only-rounds = only in rounds
apart-only-rounds-tip = Keep them apart in these rounds only (a TRF-2026 260 record): for example team-mates who must not meet in the first rounds
apart-to-round = to
hint-change-earlier = {" "}(“Store anyway” changes it)
why-button = Why?
why-tip = Why this board is paired as it is: the players' scores, floats and colours, the colour rule, and the pairings each would expect instead with the criterion that ruled them out (orda explain)
why-title = Why this pairing? Round { $round }, board { $board }
why-title-bye = Why this bye? Round { $round }
arbiter-name = Your name in the journal
arbiter-name-tip = Who made each change, as History and orda log say it: kept with this database, for the window and the command line
arbiter-name-keep = Keep
arbiter-name-note = Kept with this database (not with the tournament); left empty, the journal names this computer's account.
arbiter-name-kept = the journal names { $name } from now on
arbiter-name-forgotten = the journal names this computer's account from now on
import-teams-made = { $n ->
    [one] One team the tournament does not have yet is made with the import:
   *[other] { $n } teams the tournament does not have yet are made with the import:
}
import-team-made = { $team }: { $n ->
    [one] { $n } player
   *[other] { $n } players
}
file-cards-html = { $name } - cards.html
keys-advance = Next board after each result
keys-advance-tip = A result key enters the result and moves to the next board, as Swiss-Manager does (remembered); off, Enter or ↓ moves on
prize-currency = Currency
prize-currency-keep = Keep
crosstable-by-rank = By rank
crosstable-by-rank-tip = The players in the order of the standings, each referred to by his line
