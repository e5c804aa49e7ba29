# What is wrong with a file the user gave, and how a file was read (src/words/formats.rs).
# `$text`, `$row`, `$header`, `$token` are the file's own text, shown as written. Encoding
# names (UTF-8, windows-1251), TRF codes (XXR, 001, 162) and notation stay as they are.
# `$hint` is the face's own way to give an encoding (a CLI flag), or nothing.

## Where a problem is

at-line = { $line }: { $why }
at-column = { $line }:{ $col }: `{ $token }`: { $why }
in-file-column = { $file }:{ $line }:{ $col }: `{ $token }`: { $why }
in-file-more = {"  "}{ $file }: the same on { $n ->
    [one] one more line
   *[other] { $n } more lines
}: { $lines }

## Player lists (CSV)

csv-column-name = name
csv-column-title = title
csv-column-rating = rating
csv-column-region = region
csv-column-club = club
csv-column-birth = birth date
csv-column-sex = sex
csv-column-id = id
csv-ambiguous-separator = the header `{ $header }` has as many `{ $a }` as `{ $b }`: the separator cannot be told
csv-header-unreadable = the header row cannot be read: { $error }
csv-no-name-column = no name column in the header `{ $header }` (expected one of name, ФИО, Аты-жөні, ...)
csv-unclosed-quote = a quote opened on this line is not closed on it: `{ $row }`
csv-other-separator = separated by `{ $separator }` but the header by `{ $header }`: `{ $row }`
csv-field-count = { $fields } fields but the header has { $header }: `{ $row }`
csv-control-character = the { $column } `{ $text }` holds U+{ $code }: control characters and bidi overrides are refused, not cleaned (the file is damaged or crafted)
csv-question-mark = the { $column } `{ $text }` has `?` in place of a letter
csv-question-mark-advice = A spreadsheet writes `?` for letters its code page lacks (Kazakh ә ғ қ ң ө ұ ү һ in Windows-1251): save the list as "CSV UTF-8" or "Unicode text" and import that.
csv-bad-birth = birth date `{ $birth }`: { $why } (write it DD.MM.YYYY, YYYY-MM-DD or a year alone)
csv-bad-rating = rating `{ $rating }` is not a whole number
csv-bad-sex = sex `{ $sex }` is not m or w
csv-empty-name = the name is empty

## Results files (orda results) and manual pairings (orda round set)

results-not-a-line = `{ $text }`: expected BOARD RESULT [SCORE-FILE]
results-board-zero = board `{ $board }`: boards count from 1
results-not-a-board = board `{ $board }` is not a board number
results-not-a-result = result `{ $result }` is not one of 1-0 0-1 1/2-1/2 = +/- -/+ -/-
results-board-twice = board { $board } is named twice (also on line { $first })
results-no-board = the file names no board (expected BOARD RESULT [SCORE-FILE] per line)
pairing-file-empty = the file is empty (expected the number of lines, then `white black` per board)
pairing-file-not-a-count = `{ $text }`: the first line must be the number of lines that follow
pairing-file-not-two-numbers = `{ $text }`: a line must be two starting numbers (`N 0` for the bye)
pairing-file-starts-at-zero = `{ $text }`: starting numbers count from 1 (`N 0` gives player N the bye)
pairing-file-himself = `{ $text }`: player { $player } cannot play himself
pairing-file-player-twice = player { $player } is named twice (also on line { $first })
pairing-file-second-bye = a second bye (line { $line } gives it to player { $player })
pairing-file-count-differs = says { $said } lines follow but { $listed } do
pairing-file-no-player = the pairing names no player

## TRF files: the records

trf-not-player-count = must be the number of players
trf-not-dutch = Orda pairs only by the Dutch system (192 FIDE_DUTCH_2025 or FIDE_DUTCH, with _BAKU for the Baku acceleration)
trf-acceleration-points = virtual points must be written like 1.0 or 0.5
trf-acceleration-rounds = the rounds must be two round numbers, the first not after the last (columns 15-17 and 19-21)
trf-acceleration-players = the players must be two starting ranks, the first not after the last (columns 23-26 and 28-31)
trf-acceleration-match-points = match points are for team tournaments: leave columns 5-8 empty
trf-bad-pending = must be a round, White's and Black's starting ranks (0 for the bye)
trf-not-a-number = not a number
trf-not-round-count = must be the number of rounds
trf-first-colour = the first colour must be W or B
trf-forbidden-too-few = a forbidden pair needs at least two players
trf-not-a-starting-number = not a starting number
trf-first-round = the first round is not a number
trf-last-round = the last round is not a number
trf-announced-round = the round is not a number
trf-point-value = points must be written like 1.0 or 0.5, at most 99.9
trf-point-code = not a point code (W D L A P X with points)
trf-rank-twice = starting rank used twice (first on line { $first })
trf-player-count = the file announces { $announced } players but has { $lines } player (001) lines
trf-no-players = no player (001) lines
trf-starting-rank-not-a-number = the starting rank is not a number
trf-rating-not-a-number = the rating is not a number
trf-rank-not-a-number = the rank is not a number
trf-starting-rank-missing = the starting rank is missing
trf-starting-rank-zero = starting ranks count from 1
trf-points-not-a-number = the points are not a number
trf-points-not-half = the points must be whole or half
trf-opponent = the opponent is not a starting rank
trf-colour = the colour must be w, b or -
trf-result-code = not a result code (1 = 0 + - W D L H F U Z)
trf-bye-with-opponent = a bye code with an opponent
trf-opponent-not-in-file = player { $player } names opponent { $opponent } in round { $round }, who is not in the file

## TRF files: the tournament to pair (orda pair-trf) and pairs files

trf-rank-out-of-range = a starting rank is a number from 1 to 9999
trf-player-not-in-file = player { $player } is not in the file
trf-meets-himself = a player cannot meet himself
trf-game-needs-colour = a played game needs a colour (w or b)
trf-not-a-game-result = `{ $result }` is not a result for a game against an opponent
trf-needs-opponent = `{ $result }` needs an opponent
trf-bye-colour = a bye has no colour
trf-no-round-count = the file does not say how many rounds the tournament has (an XXR or 142 line)
trf-all-paired = { $played } rounds are already paired; the tournament has { $rounds }
trf-bye-not-in-file = a bye for a player who is not in the file
trf-forbidden-not-in-file = a forbidden pair names a player who is not in the file
trf-says-otherwise = round { $round }: player { $player } meets player { $opponent } but player { $opponent }'s line says otherwise
trf-points-differ = player { $player } has { $counted } points by the results, not { $written }
trf-first-colour-unknown = the colour of the first player in round 1 is unknown: add `XXC white1` or `XXC black1`
trf-points-not-baku = the Baku acceleration needs a point system in which a loss is worth 0 and a win two draws
trf-too-many-accelerations = player { $player } has virtual points for more rounds than the tournament has ({ $rounds })
pairs-empty = an empty pairs file
pairs-not-board-count = the first line must be the number of boards
pairs-not-a-board = a board must be two starting numbers
pairs-board-count = says { $said } boards but lists { $listed }

## TRF files: the tournament to import (orda import trf)

trf-data-point-system = the file's point system (162 / BBW BBD BBL BBZ BBF) is not 1-½-0: Orda stores only 1-½-0 tournaments (the pairing-allocated bye may be 0, ½ or 1)
trf-data-pending-round = line { $line }: `XXG` names round { $round }, but the file has data for rounds 1..{ $rounds }: a round in progress is round { $rounds } or { $next }
trf-data-rounds = line { $line }: `XXR { $rounds }` says { $rounds } rounds, but the file has { $played } rounds of data
trf-data-rounds-player = line { $line }: `XXR { $rounds }` says { $rounds } rounds, but the file has { $played } rounds of data (player { $player } on line { $his_line })
trf-data-title = line { $line }: player { $player }: title `{ $title }` is neither a FIDE title (g m f c wg wm wf wc, or GM IM FM CM WGM WIM WFM WCM) nor a Kazakh rank ({ $ranks })
trf-data-points = line { $line }: player { $player } has { $results } points by the results, but the points column (81-84) says { $column }
trf-data-pending-not-in-file = line { $line }: XXG: player { $player } is not in the file
trf-data-pending-has-block = line { $line }: XXG: round { $round }: player { $player } waits for a result, but his line { $his_line } says `{ $block }`
trf-data-pending-twice = line { $line }: XXG: round { $round }: player { $player } is already on a board (line { $other })
trf-data-pending-himself = line { $line }: XXG: a player cannot meet himself
trf-data-bye-colour = line { $line }: player { $player }, round { $round }: a bye has no colour: `{ $block }`
trf-data-opponent-not-in-file = line { $line }: player { $player }, round { $round }: opponent { $opponent } is not in the file
trf-data-himself = line { $line }: player { $player }, round { $round }: a player cannot meet himself
trf-data-disagree = round { $round }: player { $player } (line { $line }) says `{ $says }` but player { $opponent } (line { $their_line }) says `{ $they_say }`: { $why }
trf-data-blank = (blank)
trf-data-opponents-differ = the opponents differ
trf-data-no-result = a board needs a result on both lines (a board still waiting for its result is an XXG record, docs/trf.md)
trf-data-results-differ = the results do not match
trf-data-same-colour = both have the same colour
trf-data-colours = a game played needs both colours
trf-data-pairing-byes = round { $round }: more than one pairing-allocated bye ({ $players })
trf-data-not-in-file = line { $line }: player { $player } is not in the file
trf-data-bye-kind = line { $line }: `240 { $text }`: a bye announced is H (half a point), Z (zero) or F (a full point)
trf-data-announced-otherwise = line { $line }: 240 announces a bye for player { $player } in round { $round }, but his line { $his_line } says otherwise in that round
trf-data-bye-round = line { $line }: 240 announces a bye for round { $round }, but the tournament has rounds 1..{ $rounds }
trf-data-forbidden-twice = line { $line }: player { $player } is named twice (a player cannot be kept apart from himself)
trf-note-points = line { $line }: player { $player }: the points column said { $column }, the results give { $results }: the results are taken
trf-note-kept = kept as written, and written back on export: { $codes } ({ $lines ->
    [one] one line
   *[other] { $lines } lines
})
trf-note-too-many = line { $line } and later: more records than Orda keeps ({ $max }): not kept
trf-note-birth = line { $line }: player { $player }: the birth date `{ $text }` is not stored: { $why }
trf-note-date = { $code } `{ $text }` is not read as a date ({ $why }): kept as written, no date stored
trf-note-sex = line { $line }: player { $player }: sex `{ $text }` is not m, w or f: not stored
trf-note-full-bye = line { $line }: 240 F: a full-point bye announced for round { $round } is not stored (Orda announces half- and zero-point byes)
trf-note-paired-otherwise = { $count ->
    [one] round { $rounds } is
   *[other] rounds { $rounds } are
} paired otherwise than the Dutch system pairs { $count ->
    [one] it
   *[other] them
} (orda check shows how); the exported TRF says so as ### Import
trf-note-left-rules-mode = line { $line }: the file says the tournament left FIDE mode with { $round } rounds paired: it is imported out of rules mode, for good
trf-note-options = XXC { $options }: not read
date-why-two-digit = a two-digit year (19.. or 20..?)
date-why-ambiguous = the day and the month could be either way round
date-why-unreadable = not a date

## Bytes that are not text, and how a file was read

decode-unknown = unknown encoding `{ $name }` (for example utf-8, utf-16le, utf-16be, windows-1251, windows-1252)
decode-malformed = bytes that are not { $encoding } in `{ $text }`{ $hint }
decode-nul = NUL bytes: not a text file, or UTF-16 without a byte-order mark{ $hint }
decoded = { $encoding } ({ $how })
decoded-named = as asked
decoded-bom = byte-order mark
decoded-utf8 = valid UTF-8
decoded-guessed = guessed from the bytes

## The Dutch system

pairing-impossible = no legal pairing exists: the players cannot all be paired without a rematch, a forbidden pair, an absolute colour clash or a second pairing-allocated bye

## Team column

csv-column-team = team

## Acceleration in a TRF (issue 21)

trf-data-not-baku = line { $line }: the file gives virtual points (XXA / 250) that are not the Baku method's: Orda keeps an accelerated tournament as the Baku method (192 FIDE_DUTCH_BAKU), not as points typed by hand; `orda pair-trf` pairs the file as it is

## Reading a user's file

read-not-a-file = not a regular file (a folder, a device or a pipe): Orda reads files only
read-too-large = larger than { $mib } MiB: not a file Orda reads
trf-data-forbidden-rounds = line { $line }: the 260 record names rounds { $first }-{ $last }, which are not rounds of this tournament (1-{ $rounds })
