# The command line's own sentences (src/cli). The program name and the `orda: ` prefix are
# put before them by the code; flags, command names and result notation stay as they are.

## Reading the user's files (cli/mod.rs)

cli-no-window = cannot open the window: { $error }
cli-cannot-read = cannot read { $path }: { $error }
cli-read-as = { $path }: read as { $encoding }
cli-bad-encoding = --encoding: { $error }
cli-nothing-read = { $path }:{ $error }; nothing was read
cli-read-with-replacement = { $path }:{ $error }; checked with those bytes as U+FFFD
cli-hint-name-encoding = ; give the file's encoding with --encoding
cli-hint-check-encoding = ; is --encoding right?
cli-hint-utf16 = {" "}(give --encoding utf-16le or utf-16be)

## The CLI's ways of insisting and choosing (cli/event.rs)

cli-hint-or-force = , or --force
cli-hint-keep-result = {" "}(use --force to keep the arbiter's result)
cli-hint-points-from-results = {" "}(import trf --points-from-results takes the results as the truth and lists every line whose total it changes)
cli-hint-pair-anyway = ; use --force to pair it anyway
cli-hint-withdraw = {" "}(orda player withdraw)
cli-hint-create-first = ; create one with `orda tournament create`
cli-hint-choose-tournament = {" "}with --tournament
cli-no-data-folder = no data folder on this system; give --db FILE

## orda db

cli-db-damaged = { $path }: the database is damaged ({ $problems } problems); restore a backup with `orda db restore`
cli-db-restored = { $path }: restored from { $backup }
cli-db-as-before = the database as it was before: { $path }

## orda tournament, orda player

cli-unknown-tiebreak = --tiebreaks: unknown code `{ $code }` (known: { $known })
cli-bad-bye-points = --bye-points `{ $value }` must be 0, 0.5 or 1
cli-tournament-contents = tournament { $id } "{ $name }": { $players } players, { $rounds } rounds, { $results } results, { $scores } game scores
cli-would-delete-tournament = this would delete { $what }; run again with --yes to delete it
cli-tournament-deleted = deleted { $what }
cli-bad-sex = --sex `{ $sex }` must be m or w
cli-players-entered = { $n } players entered, starting numbers { $first }-{ $last }
cli-withdrawn = player { $player } withdrawn from round { $round }
cli-forfeit = round { $round } board { $board }: forfeit
cli-reinstated = player { $player } plays again from round { $round }
cli-forfeit-cleared = round { $round } board { $board }: forfeit cleared, the game is to be played
cli-would-delete-player = this would delete player { $player } { $name }; run again with --yes to delete the player
cli-player-deleted = player { $player } { $name } deleted; later starting numbers moved up one
cli-half-bye = player { $player }: half-point bye in round { $round }
cli-zero-bye = player { $player }: zero-point bye in round { $round }
cli-may-meet = players { $a } and { $b } may meet again
cli-kept-apart = players { $a } and { $b } will not be paired together
cli-withdrawn-from = (withdrawn from round { $round })

## orda round, orda check, orda result, orda results

cli-pairing-not-changed = the pairing was not changed
cli-rounds-set = the tournament now has { $rounds } rounds (a full round-robin of this field)
cli-round-paired = round { $round } paired
cli-warning = warning: { $what }
cli-check-same = round { $round }: as the Dutch system pairs it
cli-check-differs = round { $round }: differs
cli-check-stored = stored: { $pairing }
cli-check-dutch = Dutch:  { $pairing }
cli-check-file-rr = the file is a round-robin (092): its rounds are not paired again
cli-check-no-list = standings: the file names no tie-breaks Orda reads (TRF-2026 212 or 202): not compared
cli-check-no-ranks = standings: the file's rank column is blank: not compared
cli-check-in-progress = standings: round { $round } is in progress, so the file's ranks are no final standings: not compared
cli-check-standings-same = standings after round { $round } ({ $tiebreaks }): all { $players } ranks as the file gives them
cli-check-standings-differ = standings after round { $round } ({ $tiebreaks }): { $count } of { $players } players ranked otherwise
cli-check-rank = player { $player }: the file ranks { $file }, Orda { $orda } (points { $points }; { $values })
cli-bad-result = result `{ $result }` is not one of 1-0 0-1 1/2-1/2 ½-½ = +/- -/+ -/- (or adj: adjourned)
cli-result-entered = round { $round } board { $board }: { $result }
cli-result-score = score: { $verdict }
cli-stale-one = warning: round { $round } board { $board }: round { $from } was paired with the old result { $old } and is not paired again (orda check shows what the Dutch system would pair now)
cli-stale-many = warning: round { $round } board { $board }: rounds { $from }-{ $to } were paired with the old result { $old } and are not paired again (orda check shows what the Dutch system would pair now)
cli-score-unreadable = { $file }:{ $line }: the score file { $score } cannot be read
cli-nothing-entered = nothing was entered

## orda pair-trf, orda generate, orda bench

cli-cannot-write = cannot write { $path }: { $error }
cli-pair-trf-failed = { $file }: round { $round }: { $error }
cli-generating-failed = generating: { $error }
cli-generated-seed = seed { $seed }: --seed { $seed } --draws { $draws } --forfeits { $forfeits } --double-forfeits { $double } --withdrawals { $withdrawals } --byes { $byes } --zero-byes { $zero } makes the same tournament again
cli-bad-seed = { $text }: the seed is a number, or random
cli-generated = { $players } players, { $played } of { $rounds } rounds paired, written to { $path }
cli-bench-no-baseline = the baseline tournament could not be generated
cli-bench-baseline = baseline: round 2 of 100 players = { $seconds } s (best of 5)
cli-bench-col-players = players
cli-bench-col-round = round
cli-bench-col-boards = boards
cli-bench-col-seconds = seconds
cli-bench-col-ratio = x baseline
cli-bench-col-peak = peak MiB
cli-bench-col-explain = explain/pair
cli-bench-not-generated = the { $players }-player tournament could not be generated
cli-bench-generated = generated { $players } players x { $rounds } rounds in { $seconds } s

## orda perft

cli-bad-position = --position: { $error }
cli-perft = perft { $depth }: { $leaves } leaves ({ $nodes } nodes at all depths) in { $seconds } s: { $rate } M leaves/s

## orda validate and orda replay.
cli-game-ok = { $file }: game { $game }{ $who }: ok, { $result } ({ $ending }), { $plies } plies, { $tally } { $white }-{ $black }
cli-game-invalid = { $file }:{ $line }:{ $col }: game { $game }{ $who }: { $what }
cli-no-games = { $file }: no games found
cli-games-summary = { $games } games: { $valid } valid, { $invalid } invalid
cli-replay-no-game = { $file } holds { $games } games; there is no game { $index }
cli-replay-stopped = stopped at line { $line }: { $what }
cli-replay-plays = { $side ->
    [white] White
   *[black] Black
} plays otau { $otau }
cli-replay-moves = { $side ->
    [white] White
   *[black] Black
} moves
cli-replay-captures = , captures { $n }
cli-replay-tuzdyk = , tuzdyk on otau { $otau }

## --help headings (cli/help.rs; English as clap writes them)

help-usage = Usage
help-commands = Commands
help-options = Options
help-arguments = Arguments
help-default = default: { $value }

## orda player bye --kind none

cli-bye-cancelled = player { $player }: no bye in round { $round } (request taken back)

## Federation events

cli-event-line = { $name } ({ $sections } sections)
cli-age-needs-date = an age limit needs a reference date: give --on YYYY-MM-DD (or a start date to the tournament)
cli-bad-team-tiebreak = unknown team tie-break "{ $code }": next, best or total
cli-ratings-undone = { $n } ratings restored in the registry

## Prize rules

cli-prize-rules = ties: { $ties }; precedence: { $precedence }; currency: { $currency }
cli-prize-shared = shared
cli-prize-not-shared = not shared

## Serve

cli-bad-bind = "{ $bind }" is not an IP address (0.0.0.0, 127.0.0.1, 192.168.1.10)
cli-cannot-serve = cannot serve on { $addr }: { $error }
cli-serving = Serving the live results, with the forms for players' and assistants' codes (orda access). Ctrl+C stops.
## QR

cli-bad-qr = "{ $url }" is not a web address for a QR code (http://... or https://...)

## Standard output

cli-stdout-failed = cannot write to standard output: { $error }
output-is-database = { $path } is a database (Orda's or SQLite's): nothing is ever written over one; choose another file name
cli-generate-too-many = --players: a TRF-16 file holds at most { $max } players (four columns for a starting rank)
card-bad-site = `{ $site }` is not a web address (http://... or https://...)
cards-kept = { $n ->
    [one] { $n } player has a code already and gets no card (--all or --player NO makes new ones)
   *[other] { $n } players have a code already and get no card (--all or --player NO makes new ones)
}
cli-hint-another-half-bye = {" "}(--force gives it anyway)
cli-paired-with-adjourned = warning: round { $round } was paired with { $n ->
    [one] an adjourned game
   *[other] { $n } adjourned games
} counted as a draw ({ $games }); if it ends otherwise, the round is not paired again
cli-adjourned-no-score = an adjourned game has no score to attach yet: adjourn it, then enter its result with --score when it is finished
cli-bad-round-range = `{ $text }` is no round range: give FIRST-LAST (3-5) or one round
cli-kept-apart-rounds = players { $a } and { $b } are kept apart in rounds { $first }-{ $last }
cli-hint-change-earlier = {" "}(--force changes it)
cli-explain-no-board = round { $round } has no board { $board }
cli-explain-no-player = player { $no } is not paired in round { $round }
