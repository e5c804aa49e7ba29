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
sheet-crosstable-note-swiss = Cell: opponent, colour (w/b), result; + -: forfeits (not played); `-` pairing-allocated bye, `-½` half-point bye, `-0` absent.
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

## Pairing lists (words/reports.rs)

col-rating-short = Rtg
