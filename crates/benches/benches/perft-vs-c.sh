#!/usr/bin/env bash
# Times `orda perft DEPTH` against the plain C baseline (baseline/perft.c beside this, gcc -O2) in
# the same run, alternating them, and prints the best time of each and the ratio.
# Usage: crates/benches/benches/perft-vs-c.sh [DEPTH=9] [RUNS=5]
set -euo pipefail
cd "$(dirname "$0")/../../.."
depth=${1:-9}; runs=${2:-5}
cargo build --release --quiet
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
gcc -O2 -o "$tmp/perft-c" crates/benches/benches/baseline/perft.c
best() { sort -n | head -1; }
: > "$tmp/c"; : > "$tmp/orda"
for _ in $(seq "$runs"); do
  s=$(date +%s.%N); c_out=$("$tmp/perft-c" "$depth"); e=$(date +%s.%N); echo "$e - $s" | bc >> "$tmp/c"
  s=$(date +%s.%N); o_out=$(target/release/orda perft "$depth" 2>/dev/null | tail -1); e=$(date +%s.%N); echo "$e - $s" | bc >> "$tmp/orda"
done
[ "$c_out" = "$o_out" ] || { echo "node counts differ: C '$c_out', orda '$o_out'"; exit 1; }
c=$(best < "$tmp/c"); o=$(best < "$tmp/orda")
echo "perft($depth) = ${o_out#* } leaves"
echo "C baseline (gcc -O2): ${c}s   orda: ${o}s   orda/C time ratio: $(echo "scale=3; $o / $c" | bc)"
echo "orda: $(echo "scale=1; ${o_out#* } / $o / 1000000" | bc) M leaves/s"
