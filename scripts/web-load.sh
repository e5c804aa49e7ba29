#!/bin/bash
# The live pages under load (docs/web.md, "The figures again"): serves a generated 62-player
# Swiss (4 of 7 rounds played, round 5 paired) with the orda binary given, and measures the
# standings page with wrk at 10, 100, 500 and 2,000 connections, a page over a kept-alive and
# over a fresh connection (curl), and the first page made after a result is entered.
#
# Usage: scripts/web-load.sh ORDA_BINARY [PORT]   (needs wrk and curl)
# Compare two builds by running it for each, in turn, on the same machine.
set -eu
O=$(realpath "$1"); P=${2:-8200}
ulimit -n "$(ulimit -Hn)"
D=$(mktemp -d); trap 'rm -rf "$D"' EXIT
"$O" generate --players 62 --rounds 7 --played 4 --seed 7 -o "$D/t.trf" > /dev/null
"$O" import --db "$D/db.sqlite" trf "$D/t.trf" > /dev/null
"$O" round --db "$D/db.sqlite" pair > /dev/null
"$O" serve --db "$D/db.sqlite" --port "$P" --bind 127.0.0.1 --lang kk > "$D/serve.log" 2>&1 &
S=$!; trap 'kill $S 2>/dev/null; rm -rf "$D"' EXIT
sleep 1.5
URL=http://127.0.0.1:$P/t/1/standings
curl -s -o /dev/null "$URL"
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
for c in 10 100 500 2000; do
  out=$(wrk -t2 -c"$c" -d8s --latency "$URL" 2>&1)
  rps=$(echo "$out" | awk '/Requests\/sec/ {print $2}')
  p50=$(echo "$out" | awk '$1=="50%" {print $2}')
  p99=$(echo "$out" | awk '$1=="99%" {print $2}')
  bad=$(echo "$out" | awk '/Non-2xx/ {print $5}')
  echo "connections=$c pages/s=$rps p50=$p50 p99=$p99 not-2xx=${bad:-0}"
done
args=(); for _ in $(seq 50); do args+=(-o /dev/null "$URL"); done
echo "kept-alive median: $(curl -s -w '%{time_total}\n' "${args[@]}" | median) s"
echo "fresh median: $(for _ in $(seq 50); do curl -s -o /dev/null -w '%{time_total}\n' "$URL"; done | median) s"
for b in $(seq 2 11); do
  "$O" result --db "$D/db.sqlite" --round 5 --board "$b" 1-0 > /dev/null
  curl -s -o /dev/null -w '%{time_total}\n' "$URL"
done | { echo "first page after a result, median: $(median) s"; }
