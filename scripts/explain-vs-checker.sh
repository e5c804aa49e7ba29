#!/usr/bin/env bash
# Checks `orda explain`'s claims with an independent evaluation: FIDE-TEC's pairing checker
# (TieBreakServer, github.com/OttoMilvang/TieBreakServer, `pairingchecker.py -c -a`, which
# analyses a round's pairing bracket by bracket, QC6-QC21; its test option `-T` puts other
# pairs in place of the round's). For each reference round (a `.r(R+1).trf` of
# tests/data/pairing*, which holds round R as the reference engine paired it), Orda imports
# the file and explains round R; for each alternative Orda names (a player with another, their
# partners together), the checker analyses the round as paid and with the alternative, and
# the first bracket (from the top) and criterion in which its values differ are compared with
# Orda's claim: the same criterion, in the same bracket, the alternative worse; or, for an
# "order" claim, equal in every criterion of that bracket and the ones above.
# Alternatives with the bye, and those that break an absolute criterion (C1-C3: checked by
# definition in tests/it/explain.rs), are not given to the checker (its `-T` takes pairs only).
#
#   TBS=/path/to/TieBreakServer scripts/explain-vs-checker.sh [ROUNDS] [DIR]
#
# Needs python3 with networkx. Prints a line per claim that disagrees and totals; exits 1 if
# any disagrees.
set -euo pipefail
count=${1:-100}
dir=${2:-tests/data/pairing}
orda=${ORDA:-target/release/orda}
tbs=${TBS:?set TBS to a checkout of TieBreakServer}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export ORDA_LANG=en

files=$(ls "$dir"/*.trf | grep -v '\.r[12]\.trf$' | head -n "$count" || true)
python3 - "$orda" "$tbs" "$work" $files <<'PY'
import json, os, re, subprocess, sys

orda, tbs, work, files = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
CRITERIA = ["QC6", "QC7", "QC8", "QC9", "QC10", "QC11", "QC12", "QC13", "QC14", "QC15",
            "QC16", "QC17", "QC18", "QC19", "QC20", "QC21"]

def checker(trf, rnd, exchange):
    args = ["python3", os.path.join(tbs, "pairingchecker.py"), "-i", trf, "-c", "-a",
            "-n", str(rnd), "-m", "dutch"]
    if exchange:
        args += ["-T"] + exchange
    out = subprocess.run(args, capture_output=True, text=True, timeout=120).stdout
    try:
        d = json.loads(out)
        rp = d["pairingResult"]["roundpairing"][0]
    except Exception:
        return None
    # Brackets from the top: (score, {criterion: value}), score in tenths.
    scores = rp.get("level2score", [[]])[0]
    out = []
    for b in rp["analysis"]:
        q = b["quality"]
        if q.get("QC6") is None:
            continue
        lvl = b["scorelevel"]
        score = round(float(scores[lvl]) * 10) if lvl < len(scores) else None
        out.append((score, {c: q.get(c) for c in CRITERIA}))
    return out

def first_difference(a, b):
    for (sa, qa), (sb, qb) in zip(a, b):
        for c in CRITERIA:
            if qa[c] != qb[c]:
                return (sa, int(c[2:]), qa[c], qb[c])
    return None

def worse(x, y):
    # The checker's values: a number, or a list compared from the first.
    return y > x

tally = {"rounds": 0, "claims": 0, "agree": 0, "disagree": 0, "unread": 0, "skipped": 0}
for trf in files:
    m = re.search(r"\.r(\d+)\.trf$", trf)
    rnd = int(m.group(1)) - 1
    db = os.path.join(work, "t.sqlite")
    for ext in ("", "-wal", "-shm"):
        if os.path.exists(db + ext):
            os.remove(db + ext)
    subprocess.run([orda, "--db", db, "import", "trf", trf], capture_output=True)
    r = subprocess.run([orda, "--db", db, "explain", "--round", str(rnd), "--format", "json"],
                       capture_output=True, text=True)
    if r.returncode != 0:
        tally["unread"] += 1
        print("%s: orda: %s" % (os.path.basename(trf), r.stderr.strip()), flush=True)
        continue
    why = json.loads(r.stdout)
    if why.get("by_hand"):
        tally["skipped"] += 1
        continue
    base = checker(trf, rnd, None)
    if base is None:
        tally["unread"] += 1
        print("%s: the checker reads no analysis of round %d" % (os.path.basename(trf), rnd), flush=True)
        continue
    tally["rounds"] += 1
    alts = [a for b in why["boards"] for a in b["alternatives"]]
    for a in alts:
        v = a["verdict"]
        if v["verdict"] == "breaks" or any(q is None for _, q in a["pairs"]):
            tally["skipped"] += 1
            continue
        tally["claims"] += 1
        ex = ["%d-%d" % (p, q) for p, q in a["pairs"]]
        alt = checker(trf, rnd, ex)
        if alt is None:
            tally["unread"] += 1
            print("%s: the checker reads no analysis of round %d with %s" % (os.path.basename(trf), rnd, " ".join(ex)), flush=True)
            continue
        d = first_difference(base, alt)
        if v["verdict"] == "worse":
            ok = d is not None and d[0] == v["bracket"] and d[1] == v["criterion"] and worse(d[2], d[3])
        else:
            # Order: equal in every criterion down to the bracket named.
            ok = d is None or d[0] < v["bracket"]
        if ok:
            tally["agree"] += 1
        else:
            tally["disagree"] += 1
            print("%s round %d: %d not %s: Orda %s, checker %s" % (
                os.path.basename(trf), rnd, a["player"], a["instead"], v, d), flush=True)
print(" ".join("%s=%d" % kv for kv in tally.items()))
sys.exit(1 if tally["disagree"] else 0)
PY
