# Team tournaments (docs/teams.md).
team-not-team = this is not a team tournament
team-needs-boards = a team tournament needs its number of boards (1 to 50): --boards
team-no-team = no team “{ $name }” in this tournament (orda team list shows them)
team-taken = a team “{ $name }” is in this tournament already
team-needs-team = a player of a team tournament is entered into a team (--team NAME)
team-too-few = a team tournament needs at least two teams
team-lineup-too-many = { $team }: { $given } players for { $boards } boards
team-lineup-not-in-roster = { $team }: player { $no } is not in its roster
team-lineup-twice = { $team }: player { $no } is named twice
team-lineup-order = { $team }: boards { $a } and { $b } are out of roster order (the roster's order is the board order)
team-match-started = round { $round }, match { $number } has results: its line-ups can no longer change
team-no-match = round { $round } has no match { $number }
team-no-board = a match has boards 1 to { $boards }, not { $board }
team-empty-seat = round { $round }, match { $number }, board { $board } has an empty seat: its result is the forfeit
team-closed = teams are added before round 1 is paired
team-no-pairing = no pairing keeps every team from meeting a team it has met (C.04.6 3.3.3: the chief arbiter decides)
team-col-match = Match
team-col-team = Team
team-col-mp = MP
team-col-gp = GP
team-col-games = Games
team-col-short = Short
team-col-players = Players
team-rests = rests
team-pab = bye (a drawn match)
team-colours-note = The first-named team has White on the odd boards.
team-standings-note = MP: match points ({ $win } for a win, { $draw } for a draw, { $loss } for a loss); GP: game points. Ranked by { $by }.
team-sheet-rosters = Teams and players after round { $round }
team-reserve = reserve
team-rosters-note = Each round: points/board; + and - are forfeits.
team-sheet-board-prizes = Board prizes after round { $round }
team-board-prizes-note = By percentage of games played over the board, at least { $games }; forfeits are not games.
team-sheet-teams = Teams
team-added = team { $no }: { $name }
team-lineup-set = round { $round }: { $team }: { $players }
team-bad-match-points = match points are three numbers, won,drawn,lost (2,1,0), not “{ $value }”
team-bad-ranked-by = the score that ranks is mp or gp, not “{ $value }”
team-bad-tiebreak = “{ $code }” is not a team tie-break (MPVGP, EDE, EMMSB, EMGSB, EGMSB, EGGSB, BH:MP, BH:GP)
team-bad-player = “{ $value }” is not a starting number
team-tournament = Team tournament
team-boards = Boards in a match
team-add = Add team
team-name = Team name
team-lineup = Line-up
team-lineup-round = Round
team-lineup-apply = Set line-up
team-lineup-hint = Starting numbers, board 1 first, 0 for an empty board
team-rosters = Rosters
team-board-prizes = Board prizes
team-none-yet = No teams yet: add them here, then enter their players in Players with the team chosen.
team-choose = (choose a team)
team-system = team tournament: { $system }, { $boards ->
    [one] { $boards } board
   *[other] { $boards } boards
}
team-pairing-by-lineup = a team round is changed by its line-ups (orda lineup, or the Teams view), not by moving boards
team-slip-heading = Round { $round }, match { $number }: { $first } – { $second }
team-slip-signs = Captain of { $first }: ____________    Captain of { $second }: ____________    Arbiter: ____________
team-match-points = Match points (won, drawn, lost)
team-ranked-by = Ranked by
team-ranked-mp = match points
team-ranked-gp = game points
team-tiebreaks = Team tie-breaks
team-tiebreaks-tip = FIDE-TEC codes in order: MPVGP, EDE, EMMSB, EMGSB, EGMSB, EGGSB, BH:MP, BH:GP
team-tb-name = { $code ->
    [MPVGP] the other score (game points when ranked by match points, and the reverse)
    [EDE] extended direct encounter
    [EMMSB] opponents' match points × match points scored
    [EMGSB] opponents' match points × game points scored (Olympiad Sonneborn-Berger)
    [EGMSB] opponents' game points × match points scored
    [EGGSB] opponents' game points × game points scored
    [BH-MP] Buchholz on match points
   *[BH-GP] Buchholz on game points
}
team-tiebreaks-note = Tie-breaks (FIDE C.07): { $tiebreaks }.
