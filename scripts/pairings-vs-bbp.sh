#!/usr/bin/env bash
# Cross-tests Orda's Dutch pairings with bbpPairings (github.com/BieremaBoyzProgramming/
# bbpPairings, a FIDE-endorsed engine; docs/compliance.md), both ways, as FIDE's checklist asks
# of a program's checker:
#   - bbpPairings generates a tournament (its random tournament generator, `-g`, with the
#     players, rounds, draw, forfeit, withdrawal and half-point-bye rates varied by seed) and
#     Orda checks every round of it (`orda check FILE`);
#   - Orda generates a tournament (`orda generate`: forfeits, double forfeits, half- and
#     zero-point byes, withdrawals, every fourth one accelerated by the Baku method) and
#     bbpPairings checks every round of it (`-c`).
#
#   BBP=/path/to/bbpPairings.exe scripts/pairings-vs-bbp.sh [SEEDS] [FIRST-SEED]
#
# Prints one line per tournament that differs and totals of rounds checked; exits 1 if any
# round differs. Build Orda first (cargo build --release).
set -uo pipefail
seeds=${1:-100}
first=${2:-1}
orda=${ORDA:-target/release/orda}
bbp=${BBP:?set BBP to a bbpPairings executable}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export ORDA_LANG=en
a_files=0 a_rounds=0 a_differ=0 a_skipped=0
b_files=0 b_rounds=0 b_differ=0 b_skipped=0
for seed in $(seq "$first" $((first + seeds - 1))); do
    players=$((8 + seed * 37 % 140)) rounds=$((5 + seed % 7))

    # The reference's tournament, checked by Orda.
    cat >"$work/config.txt" <<CONF
PlayersNumber=$players
RoundsNumber=$rounds
DrawPercentage=$((15 + seed % 30))
ForfeitRate=$((10 + seed % 40))
RetiredRate=$((40 + seed % 200))
HalfPointByeRate=$((15 + seed % 60))
CONF
    if "$bbp" --dutch -g "$work/config.txt" -o "$work/a.trf" -s "$seed" >/dev/null 2>&1; then
        out=$("$orda" check "$work/a.trf" 2>&1)
        same=$(grep -c "as the Dutch system pairs it" <<<"$out")
        differ=$(grep -c "^round [0-9]*: differs" <<<"$out")
        a_files=$((a_files + 1)) a_rounds=$((a_rounds + same + differ)) a_differ=$((a_differ + differ))
        if [ "$differ" != 0 ] || [ "$same" = 0 ]; then
            echo "bbp seed $seed ($players players, $rounds rounds): Orda finds $differ rounds differ, $same agree"
            cp "$work/a.trf" "${KEEP:-/tmp}/bbp-differ-$seed.trf"
        fi
    else
        a_skipped=$((a_skipped + 1))
    fi

    # Orda's tournament, checked by the reference.
    baku=()
    [ $((seed % 4)) = 0 ] && baku=(--baku)
    if "$orda" generate --players "$players" --rounds "$rounds" --seed "$seed" --forfeits 0.05 \
        --double-forfeits 0.2 --byes 0.03 --zero-byes 0.02 --withdrawals 0.01 "${baku[@]}" \
        -o "$work/b.trf" >/dev/null 2>&1; then
        out=$("$bbp" --dutch "$work/b.trf" -c 2>&1)
        checked=$(grep -c ": Round #" <<<"$out")
        differ=$(grep -c "Checker pairings" <<<"$out")
        b_files=$((b_files + 1)) b_rounds=$((b_rounds + checked)) b_differ=$((b_differ + differ))
        if [ "$differ" != 0 ] || [ "$checked" != "$rounds" ]; then
            echo "orda seed $seed ($players players, $rounds rounds${baku:+, Baku}): bbpPairings checked $checked rounds, $differ differ"
            cp "$work/b.trf" "${KEEP:-/tmp}/orda-differ-$seed.trf"
        fi
    else
        b_skipped=$((b_skipped + 1))
    fi
done
echo "bbpPairings' tournaments checked by Orda: $a_files files, $a_rounds rounds, $a_differ differ ($a_skipped not generated)"
echo "Orda's tournaments checked by bbpPairings: $b_files files, $b_rounds rounds, $b_differ differ ($b_skipped not generated)"
[ "$a_differ" = 0 ] && [ "$b_differ" = 0 ]
