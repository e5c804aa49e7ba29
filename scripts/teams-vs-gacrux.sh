#!/usr/bin/env bash
# Cross-checks Orda's team Swiss (FIDE C.04.6) and team tie-breaks with FIDE-TEC's Gacrux /
# TieBreakServer (docs/teams.md): for each seed, a team Swiss of TEAMS teams of BOARDS boards
# over ROUNDS rounds is paired by Orda round by round with random results, exported as
# TRF-2026, and Gacrux checks every round's pairing and computes the tie-breaks, compared
# with Orda's standings.
#
#   GACRUX=/path/to/run.sh scripts/teams-vs-gacrux.sh [SEEDS] [TEAMS] [BOARDS] [ROUNDS]
#
# GACRUX is a wrapper around Gacrux (`run.sh pair FILE` prints `round N: agree|DIFFER`,
# `run.sh tb FILE LIST` prints `TPN,Rank,...` as CSV). Prints one line per tournament and a
# total; exits 1 if any round or value differs.
set -euo pipefail
seeds=${1:-10} teams=${2:-12} boards=${3:-4} rounds=${4:-5}
orda=${ORDA:-target/release/orda}
gacrux=${GACRUX:?set GACRUX to the wrapper of Gacrux}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export ORDA_LANG=en
agree=0 differ=0 cells=0 bad_cells=0
for seed in $(seq 1 "$seeds"); do
    RANDOM=$seed
    db="$work/$seed.orda"
    o() { "$orda" --db "$db" "$@"; }
    o tournament create --name "Seed $seed" --system team-swiss --boards "$boards" \
        --rounds "$rounds" --start 2026-11-01 --tiebreaks MPVGP,EMGSB,EMMSB,EGGSB,EGMSB,BH:MP,BH:GP >/dev/null
    for t in $(seq 1 "$teams"); do
        o team add "Team $t" >/dev/null
        for b in $(seq 1 "$boards"); do o player add --name "P$t.$b" --team "Team $t" >/dev/null; done
    done
    for r in $(seq 1 "$rounds"); do
        o round pair >/dev/null
        o pairings --round "$r" --format csv | tail -n +2 | while IFS=, read -r m b rest; do
            results=(1-0 0-1 =)
            if [ -n "$b" ]; then echo "$(( (m - 1) * boards + b )) ${results[$((RANDOM % 3))]}"; fi
        done >"$work/r$r.txt"
        o results --round "$r" "$work/r$r.txt" >/dev/null
    done
    o export trf -o "$work/$seed.trf"
    if "$gacrux" pair "$work/$seed.trf" >"$work/pair.txt"; then :; fi
    a=$(grep -c ': agree' "$work/pair.txt" || true)
    d=$(grep -c ': DIFFER' "$work/pair.txt" || true)
    agree=$((agree + a)) differ=$((differ + d))
    # Tie-breaks: Gacrux's values beside Orda's, team by team.
    "$gacrux" tb "$work/$seed.trf" "MPTS,GPTS,EMGSB,EMMSB,EGGSB,EGMSB,BH:MP,BH:GP" | tail -n +2 | sort -t, -k1,1n >"$work/g.csv"
    o standings --format csv | tail -n +2 | tr -d '\r' >"$work/o.csv"
    # Orda: Rank,Team,MP,GP,MPVGP,EMGSB,EMMSB,EGGSB,EGMSB,BH:MP,BH:GP ("Team N" names the TPN).
    awk -F, '{ sub(/^Team /, "", $2); print $2 "," $3 "," $4 "," $6 "," $7 "," $8 "," $9 "," $10 "," $11 }' "$work/o.csv" | sort -t, -k1,1n >"$work/o2.csv"
    awk -F, '{ printf "%s", $1; for (i = 3; i <= NF; i++) printf ",%g", $i; print "" }' "$work/g.csv" >"$work/g2.csv"
    awk -F, '{ printf "%s", $1; for (i = 2; i <= NF; i++) printf ",%g", $i; print "" }' "$work/o2.csv" >"$work/o3.csv"
    n=$(awk -F, '{ n += NF - 1 } END { print n }' "$work/o3.csv")
    wrong=$(paste -d'|' "$work/o3.csv" "$work/g2.csv" | awk -F'|' '{ split($1, a, ","); split($2, b, ","); for (i = 2; i in a; i++) if (a[i] != b[i]) w++ } END { print w + 0 }')
    cells=$((cells + n)) bad_cells=$((bad_cells + wrong))
    echo "seed $seed: pairings $a agree, $d differ; tie-break cells $n, $wrong differ"
    if [ "$d" != 0 ] || [ "$wrong" != 0 ]; then
        cp "$work/$seed.trf" "/tmp/teams-vs-gacrux-$seed.trf"
        cat "$work/pair.txt" | grep -A2 DIFFER | head -20 || true
        paste -d'|' "$work/o3.csv" "$work/g2.csv" | head -20
    fi
done
echo "total: rounds $agree agree, $differ differ; tie-break cells $cells, $bad_cells differ"
[ "$differ" = 0 ] && [ "$bad_cells" = 0 ]
