# What the arbiter publishes: pairings, standings, crosstables and the rating report (text and
# HTML; CSV keeps its machine column names).

sheet-system = { $system }, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
sheet-chief-arbiter = Chief arbiter: { $name }
sheet-pairings = Pairings, round { $round }
sheet-standings = Standings after round { $round }
sheet-crosstable = Crosstable after round { $round }
sheet-rating = Rating report after round { $round } (K = { $k })
sheet-board-warning = Board { $board }: { $warning }
sheet-bye = bye ({ $points })
sheet-half-bye = half-point bye (½)
sheet-zero-bye = absent (0)
sheet-rests = rests this round
sheet-forfeits-note = +/- -/+ -/-: forfeits, not played; they count in the score, not for qualification.
sheet-annulled = No { $no }: withdrew having played fewer than half of the games; the results are struck from the standings (they remain in the crosstable).
sheet-standings-note = Pts: score (forfeits and byes included). QPts: points from games played over the board. Played: games played over the board. Tie-breaks: { $tiebreaks } (FIDE C.07, { $edition } edition).
sheet-crosstable-note-double = 1 ½ 0: games; + -: forfeits (not played). Each cell lists both games in round order.
sheet-crosstable-note-round-robin = 1 ½ 0: games; + -: forfeits (not played).
sheet-crosstable-note-swiss = Cell: opponent, colour (w/b), result; + -: forfeits (not played); “-” pairing-allocated bye, “-½” half-point bye, “-0” absent.
sheet-rating-note = Only games played over the board against rated opponents count (B.02 §5.1); E from table 8.1.2 with the 400-point rule; Perf = Ro + dp(P/Games).

col-board-long = Board
col-rank = Rank
col-points = Pts
col-qpoints = QPts
col-played = Played
col-games = Games
col-new-rating = New
col-performance = Perf

tb-direct-encounter = direct encounter
tb-wins = number of wins
tb-games-won = games won over the board
tb-black-games = games played with Black
tb-black-wins = games won with Black
tb-progressive = progressive score
tb-elected-to-play = rounds elected to play
tb-buchholz = Buchholz
tb-buchholz-cut-1 = Buchholz cut 1
tb-buchholz-median-1 = median Buchholz
tb-sonneborn-berger = Sonneborn-Berger
tb-sonneborn-berger-cut-1 = Sonneborn-Berger cut 1
tb-koya = Koya
tb-average-rating = average rating of opponents
tb-performance = performance rating
tb-standard = standard points (1, ½, 0 a game)
tb-buchholz-cut-2 = Buchholz cut 2
tb-buchholz-median-2 = median Buchholz 2
tb-sonneborn-berger-cut-2 = Sonneborn-Berger cut 2
tb-koya-limit = Koya, limit { $percent } % of the maximum
tb-koya-limit-plus = Koya, limit { $percent } % of the maximum plus { $points }
tb-koya-limit-minus = Koya, limit { $percent } % of the maximum minus { $points }
tb-rating = own rating, the higher first
tb-rating-low-first = own rating, the lower first
tb-start-number = starting number, the lower first
tb-start-number-high-first = starting number, the higher first

## Pairing lists (words/reports.rs)

col-rating-short = Rtg

## Federation events

col-overall = Overall
col-category = Category
col-place = Place
col-prize = Prize
col-amount = Amount
col-received = Receives
col-team = Team
col-members = Counting players
col-total = Total
col-id = Id
col-section = Section
col-system = System
col-players = Players
col-rounds = Rounds
col-missing = Results missing
col-before = Before
col-change = Change
col-after = After
col-tournament = Tournament
sheet-category = { $category }: standings after round { $round }
sheet-category-note = Category: { $conditions }. Places and tie-breaks are those of the overall standings (Overall: the overall place).
cat-men = men and boys
cat-women = women and girls
cat-born-between = born { $from } to { $to }
cat-born-from = born { $from } or later
cat-born-to = born { $to } or earlier
cat-rating-between = rating { $min } to { $max }
cat-rating-min = rating { $min } or more
cat-rating-max = rating { $max } or less
cat-titles = title { $titles }
cat-region = region { $region }
cat-club = club { $club }
cat-everyone = every player
sheet-prizes = Prizes after round { $round }
prizes-overall = Overall
prizes-unawarded = Nobody can take { $list }, place { $place } ({ $prize })
sheet-prizes-no-round = Prizes: no round is complete yet
prizes-no-round = No round is complete: nobody has a place yet, so no prize is given out.
prizes-why-no-category = the category no longer exists
prizes-why-ranked = { $ranked ->
    [one] only one player is ranked in this list
   *[other] only { $ranked } players are ranked in this list
}
prizes-why-elsewhere = { $n ->
    [one] one of them takes a more valuable prize of another list
   *[other] { $n } of them take more valuable prizes of other lists
}
prizes-why-struck = No { $nos }: results struck (withdrew having played fewer than half of the games), so no place and no prize
prizes-inversion = { $list }: place { $place } pays { $amount }, less than place { $lower } ({ $more }); a lower place usually pays less: check the prize table
prizes-note-equal = One prize per player, the most valuable. Players tied on points share their prizes' money equally; a prize's name goes by the tie-breaks.
prizes-note-tiebreak = One prize per player, the most valuable. Players tied on points are parted by the tie-breaks; nothing is shared.
prizes-note-hort = One prize per player, the most valuable. Hort system: players tied on points keep half of their own prize, the other half of their prizes' money is shared equally.
team-by-region = regions
team-by-club = clubs
team-by-team = teams
team-tb-next = Next
team-tb-best = Best place
team-tb-total = All points
sheet-teams = Team standings ({ $by }, best { $best }) after round { $round }
sheet-teams-note = A team's score is the sum of its best { $best } players' points (best in the individual standings' order). Ties: { $tiebreaks }. Next: the points of the next player; Best place: the place of the team's best player; All points: all its players' points.
sheet-event-teams = Team standing of { $by } (best { $best } in each section)
sheet-event-teams-best = Each section gives a team the points of its best { $best } players; ties go to the team with the better best section, then the next.
sheet-event-teams-places = Each section gives a team points for its best { $best } players' places ({ $table } for 1st, 2nd ...); ties go to more first places, then second places, and so on.
sheet-event = Sections
rating-list = Rating list
rating-list-men = Men
rating-list-women = Women
rating-list-other = Sex not given
rating-history = Rating history

## Live results page

web-title = Live results
web-tournaments = Tournaments
web-all = All tournaments
web-pairings = Pairings
web-screen = Hall screen
web-footer = This page updates by itself when a result is entered.
web-no-round = No round is paired yet
web-no-round-note = { $players } players are entered.

## Live rounds

web-rounds = { $paired } of { $rounds }

## Paper

slips-title = Result slips, round { $round }
slip-heading = Round { $round }, board { $board }
slip-white = White
slip-black = Black
slip-result = Result
slip-white-sign = White's signature
slip-black-sign = Black's signature
slip-arbiter-sign = Arbiter
slip-score = Game score
sheet-players = Players ({ $players })
sheet-checkin = Check-in
sheet-checkin-note = Tick the box when the player is in the hall; the player signs.
col-present = Present
col-signature = Signature
sheet-report = Tournament report
col-what = Item
col-value = Value
report-players = Players
report-players-value = { $players } ({ $men } men, { $women } women)
report-regions = Regions
report-rounds = Rounds played
report-games = Games played over the board
report-outcomes = White won / drawn / Black won
report-outcomes-value = { $white } / { $draws } / { $black }
report-forfeits = Forfeits

## Live games

col-round = Round
col-colour = Colour
web-game = Round { $round }, board { $board }: { $white } – { $black }
web-game-ply = Position after move { $move_no } ({ $side }) of { $moves }.
web-game-start = The starting position; the game has { $moves } moves.
web-back = ← Back
web-forward = Forward →

## Acceleration (issue 21)

sheet-virtual-points = (+1), (+½): virtual points of the Baku acceleration (FIDE C.04.5.1). They decide this round's pairing only and are never counted in the standings.
web-kazan-white = White's kazan
web-kazan-black = Black's kazan
web-game-end-kazan = The game ended { $result }: a kazan reached 82 (kazans { $white } : { $black }).
web-game-end-atsyrau = The game ended { $result }: atsyrau, { $stuck } had no move and { $collector } took the { $left } kumalaks left on the row (kazans { $white } : { $black }); the board shows them taken.
web-not-found = Page not found
web-not-found-note = Nothing is at this address: every tournament of the file is under “All tournaments”.
web-round-link = Round { $round }
web-search = Find
web-search-hint = A few letters of a name, or a number
web-search-none = No player's name holds “{ $text }”.
web-search-found = { $players ->
    [one] One player's name holds “{ $text }”.
   *[other] { $players } players' names hold “{ $text }”.
}
web-player-standing = { $points } points, place { $place } after round { $round }
web-player-withdrawn = Withdrew from round { $round }.
sheet-pairings-by-name = Pairings, round { $round }, by name
sheet-de-unapplied = DE in grey did not count: the players tied with each other did not all meet (C.07 art. 6.3), so the next tie-break decides.
withdrawn-mark = withdrew, round { $round }
sheet-rules-left = Not in rules mode: left it with { $round } rounds paired
sheet-adjourned-open = { $n ->
    [one] An adjourned game has no result yet ({ $games }): its round is left out of these standings until it ends.
   *[other] { $n } adjourned games have no result yet ({ $games }): their rounds are left out of these standings until they end.
}
prizes-not-shared = { $amount } (not shared: the tie-breaks part the tied)
sheet-crosstable-by-rank = Crosstable after round { $round }, by rank
