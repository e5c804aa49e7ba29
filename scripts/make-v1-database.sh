#!/usr/bin/env bash
# Writes tests/data/database/orda-v1-played.sqlite: a database of the FIRST schema version
# (migrations/0001_tournaments.sql alone, user_version 1) holding a whole Swiss played by an Orda
# of that era, stored verdicts and warnings in the English sentences it wrote then.
#
# Usage: scripts/make-v1-database.sh OLD_ORDA
#   OLD_ORDA: an orda binary from before schema 4 (stored verdicts as sentences), e.g. one built
#   from commit 9ee438e. tests/it/upgrade.rs plays the same tournament with today's Orda and
#   holds the upgraded file to it; keep the two in step.
set -euo pipefail
orda=$(realpath "$1")
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/tests/data/database/orda-v1-played.sqlite"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
db="$work/now.sqlite"
o() { "$orda" --db "$db" "$@" >/dev/null; }

printf '[White "a"]\n[Black "b"]\n[Result "1-0"]\n\n1. 87(10) 87(10) 1-0\n' >"$work/valid.pgn"
printf '[White "a"]\n[Black "b"]\n[Result "1-0"]\n\n1. 87(10) 87(10) 2. 22 98(22) 1-0\n' >"$work/invalid.pgn"
o tournament create --name "Көктем турнирі" --system swiss --rounds 5
i=0
for name in Әсел Болат Дина Ерлан Жанар Қайрат Мәди; do
  sex=m; if (( i % 2 == 0 )); then sex=w; fi
  o player add --name "$name" --rating $((2000 - 50 * i)) --sex $sex --region Алматы \
    --birth 2001-02-03 --title КМС
  i=$((i + 1))
done
o player bye --player 7 --round 2 --kind half
o round pair
o result --round 1 --board 1 1-0 --score "$work/valid.pgn"
o result --round 1 --board 2 0-1 --score "$work/valid.pgn" --force
o result --round 1 --board 3 1-0 --score "$work/invalid.pgn" --force
o player withdraw --player 6 --from-round 3
o round pair
printf '1 1/2-1/2\n2 +/-\n3 0-1\n' >"$work/r2.txt"
o results --round 2 "$work/r2.txt"
o round pair
printf '1 0-1\n2 1-0\n3 1/2-1/2\n' >"$work/r3.txt"
o results --round 3 "$work/r3.txt"
o round pair
o player withdraw --player 5 --from-round 4

rm -f "$out"
sqlite3 "$out" <"$root/migrations/0001_tournaments.sql"
sqlite3 "$out" <<SQL
ATTACH DATABASE '$db' AS now;
INSERT INTO player SELECT id, name, sex, birth, title, rating, region, club, external_id FROM now.player;
INSERT INTO tournament SELECT id, name, venue, start_date, end_date, chief_arbiter, game, system,
  rounds, time_control, bye_points, tiebreaks, tiebreak_rules FROM now.tournament;
INSERT INTO entry SELECT tournament_id, player_id, start_no, rating, title, withdrawn_from FROM now.entry;
INSERT INTO round SELECT tournament_id, number FROM now.round;
INSERT INTO pairing SELECT tournament_id, round, board, white, black, result, score, verdict, warning
  FROM now.pairing;
INSERT INTO bye SELECT tournament_id, round, player_id, kind FROM now.bye;
DETACH DATABASE now;
PRAGMA user_version = 1;
VACUUM;
SQL
echo "$out"
