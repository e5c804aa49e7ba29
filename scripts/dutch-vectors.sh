#!/usr/bin/env bash
# Runs `orda pair-trf` over Dutch reference vectors and compares each output byte for byte with
# the reference engine's `.pairs` file. Prints the differing vectors and a count per directory;
# exit 1 if any differs.
#
#   scripts/dutch-vectors.sh [--orda BIN] [DIR...]
#
# DIR defaults to tests/data/pairing, pairing-2, pairing-3 and pairing-baku; BIN to
# target/release/orda (or $CARGO_TARGET_DIR/release/orda). Build it first:
# `cargo build --release`.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
bin="${CARGO_TARGET_DIR:-$here/target}/release/orda"
if [ "${1:-}" = "--orda" ]; then
    bin=$2
    shift 2
fi
if [ $# -eq 0 ]; then
    set -- "$here/tests/data/pairing" "$here/tests/data/pairing-2" "$here/tests/data/pairing-3" "$here/tests/data/pairing-baku"
fi
if [ ! -x "$bin" ]; then
    echo "no orda binary at $bin (cargo build --release, or --orda BIN)" >&2
    exit 2
fi
status=0
for dir in "$@"; do
    total=0
    fail=0
    for trf in "$dir"/*.trf; do
        total=$((total + 1))
        if ! "$bin" pair-trf "$trf" 2>/dev/null | cmp -s - "${trf%.trf}.pairs"; then
            fail=$((fail + 1))
            echo "differs: $trf"
        fi
    done
    echo "$dir: $((total - fail))/$total identical"
    [ "$fail" -eq 0 ] || status=1
done
exit $status
