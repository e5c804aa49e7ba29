#!/usr/bin/env python3
"""The hall server against an attacker on the hall's Wi-Fi (issue 52, docs/web.md "Hostile
clients"): serves a generated 60-player Swiss (3 rounds played, round 4 paired, every player's
code made) with the orda binary given, on 127.0.0.1, and runs one attack while honest clients
from other loopback addresses (127.0.0.x) use the server; prints what the honest clients got.

Usage: scripts/hall-attacks.py ORDA_BINARY ATTACK [--port P] [--seconds S]

Attacks:
  slow-body  520 connections from 127.0.0.9, each a POST of the report form with
             Content-Length 5000 and then one byte every 3 s, reopened when closed; honest
             pages from 127.0.0.2 every 0.1 s: how many are 503 (the probes' share)
  lock-out   15 addresses (127.0.0.10-24), each 10 wrong codes naming round 4 and a board
             of its own (1-15);
             then every player of those boards reports with his right code (each from an
             address of his own, 127.0.1.NO): how many are refused, and what the refusal says
  idle-fill  two addresses (127.0.0.9 and .10) each open idle connections until refused and
             reopen them as they close; honest pages from 127.0.0.2: how many are 503
  nat-round  the whole hall behind one router: every player of round 4 reports his board
             from 127.0.0.1 and his opponent confirms, all within a minute; how many forms
             are recorded
  poll-load  reports while 2,000 connections ask /t/1/version as fast as they can (wrk):
             40 reports idle, then 100 under the load, one after another from 127.0.0.2
             (a GET of the form and its POST each); the POSTs' median and p90, and how many
             were recorded (needs wrk)
Compare two builds by running it with each, in turn, on the same machine.
"""

import argparse
import asyncio
import csv
import io
import os
import re
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.parse


def sh(*args):
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def setup(orda, d):
    db = os.path.join(d, "db.sqlite")
    trf = os.path.join(d, "t.trf")
    sh(orda, "generate", "--players", "60", "--rounds", "7", "--played", "3", "--seed", "7",
       "-o", trf)
    sh(orda, "import", "--db", db, "trf", trf)
    sh(orda, "round", "--db", db, "pair")
    text = sh(orda, "access", "--db", db, "players", "-t", "1", "--format", "csv")
    codes = {}
    for row in list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))[1:]:
        codes[int(row[0])] = row[2]
    boards = {}
    text = sh(orda, "pairings", "--db", db, "-t", "1", "--round", "4", "--format", "csv")
    rows = list(csv.reader(io.StringIO(text.lstrip("\ufeff"))))
    head = rows[0]
    for row in rows[1:]:
        cells = dict(zip(head, row))
        if cells.get("Board", "").isdigit() and cells.get("WhiteNo", "").isdigit() \
                and cells.get("BlackNo", "").isdigit():
            boards[int(cells["Board"])] = (int(cells["WhiteNo"]), int(cells["BlackNo"]))
    return db, codes, boards


async def request(host, port, raw, src="127.0.0.2", timeout=30.0):
    """One request on a new connection from `src`: (status, head, body)."""
    try:
        r, w = await asyncio.wait_for(
            asyncio.open_connection(host, port, local_addr=(src, 0)), timeout)
        w.write(raw)
        await w.drain()
        data = await asyncio.wait_for(r.read(), timeout)
        w.close()
    except (OSError, asyncio.TimeoutError):
        return 0, "", ""
    text = data.decode("utf-8", "replace")
    head, _, body = text.partition("\r\n\r\n")
    m = re.match(r"HTTP/1\.1 (\d+)", head)
    return (int(m.group(1)) if m else 0), head, body


def get(path):
    return f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode()


def post(path, fields):
    body = urllib.parse.urlencode(fields)
    return (f"POST {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
            f"Content-Type: application/x-www-form-urlencoded\r\n"
            f"Content-Length: {len(body)}\r\n\r\n{body}").encode()


def token(page):
    m = re.search(r'name="csrf" value="([^"]+)"', page)
    return m.group(1) if m else ""


async def form(host, port, path, fields, src):
    """GET the form for its token, POST it: (status, body)."""
    _, _, page = await request(host, port, get(path), src)
    status, _, body = await request(host, port, post(path, dict(fields, csrf=token(page))), src)
    return status, body


async def probes(host, port, seconds, src="127.0.0.2", every=0.1):
    got = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        t0 = time.monotonic()
        status, _, _ = await request(host, port, get("/t/1/standings"), src, timeout=25)
        got.append((status, time.monotonic() - t0))
        await asyncio.sleep(every)
    return got


def say_probes(got):
    n = len(got)
    ok = sum(1 for s, _ in got if s == 200)
    busy = sum(1 for s, _ in got if s == 503)
    times = sorted(t for _, t in got)
    med = times[len(times) // 2] * 1000 if times else 0
    print(f"honest pages: {n}, 200: {ok}, 503: {busy} ({100 * busy / max(n, 1):.0f}%), "
          f"other: {n - ok - busy}, median {med:.1f} ms")


async def slow_body(host, port, seconds):
    stop = time.monotonic() + seconds

    async def one():
        while time.monotonic() < stop:
            try:
                r, w = await asyncio.open_connection(host, port, local_addr=("127.0.0.9", 0))
                w.write(b"POST /t/1/report HTTP/1.1\r\nHost: x\r\n"
                        b"Content-Type: application/x-www-form-urlencoded\r\n"
                        b"Content-Length: 5000\r\n\r\n")
                await w.drain()
                while time.monotonic() < stop and not r.at_eof():
                    w.write(b"a")
                    await w.drain()
                    try:
                        await asyncio.wait_for(r.read(1), 3)
                        break  # the server answered (and closes): open again
                    except asyncio.TimeoutError:
                        pass
                w.close()
            except OSError:
                await asyncio.sleep(0.5)

    hogs = [asyncio.create_task(one()) for _ in range(520)]
    await asyncio.sleep(2)
    got = await probes(host, port, seconds - 3)
    for h in hogs:
        h.cancel()
    say_probes(got)


async def idle_fill(host, port, seconds):
    stop = time.monotonic() + seconds
    held = {"127.0.0.9": 0, "127.0.0.10": 0}

    async def hog(src):
        while time.monotonic() < stop:
            try:
                r, w = await asyncio.wait_for(
                    asyncio.open_connection(host, port, local_addr=(src, 0)), 5)
            except (OSError, asyncio.TimeoutError):
                await asyncio.sleep(0.2)
                continue
            held[src] += 1
            try:
                # Idle until the server closes it (or answers it 503 and closes).
                await asyncio.wait_for(r.read(), max(stop - time.monotonic(), 0.1))
            except (OSError, asyncio.TimeoutError):
                pass
            held[src] -= 1
            w.close()

    hogs = [asyncio.create_task(hog(src)) for src in held for _ in range(2050)]
    await asyncio.sleep(4)
    print(f"idle connections held: {held}")
    got = await probes(host, port, seconds - 5)
    print(f"idle connections held: {held}")
    for h in hogs:
        h.cancel()
    say_probes(got)


async def lock_out(host, port, boards, codes):
    t0 = time.monotonic()
    path = "/t/1/report"

    async def guesser(k):
        src = f"127.0.0.{10 + k}"
        for _ in range(10):
            b = k + 1
            await form(host, port, path, {"code": "AAAAA-AAAAA", "round": "4",
                                          "board": str(b), "result": "1-0"}, src)

    await asyncio.gather(*(guesser(k) for k in range(15)))
    print(f"150 wrong codes from 15 addresses in {time.monotonic() - t0:.2f} s")
    refused, said = 0, set()
    tries = 0
    for b in range(1, 16):
        if b not in boards:
            continue
        for no in boards[b]:
            if no not in codes:
                continue
            tries += 1
            status, body = await form(host, port, path, {"code": codes[no], "round": "4",
                                                         "board": str(b), "result": "1-0"},
                                      f"127.0.1.{no}")
            if status != 303:
                refused += 1
                m = re.search(r'role="alert">([^<]*)<', body)
                said.add(f"{status} {m.group(1) if m else ''}")
    print(f"players of boards 1-15 reporting with their right codes: {tries}, "
          f"refused: {refused}")
    for s in sorted(said):
        print(f"  refused with: {s}")


async def nat_round(host, port, boards, codes, orda, db):
    path = "/t/1/report"
    t0 = time.monotonic()
    sent = []
    for b, (w, bl) in sorted(boards.items()):
        for no in (w, bl):
            if no in codes:
                sent.append(form(host, port, path, {"code": codes[no], "round": "4",
                                                    "board": str(b), "result": "1-0"},
                                 "127.0.0.1"))
    got = await asyncio.gather(*sent)
    took = time.monotonic() - t0
    statuses = {}
    for s, _ in got:
        statuses[s] = statuses.get(s, 0) + 1
    print(f"{len(got)} forms from one address in {took:.2f} s: {statuses}")
    text = sh(orda, "reports", "--db", db, "-t", "1", "--format", "csv")
    rows = [r for r in csv.reader(io.StringIO(text.lstrip("\ufeff")))][1:]
    confirmed = sum(1 for r in rows if r and r[-1] in ("confirmed", "accepted"))
    print(f"boards: {len(boards)}, reports recorded: {len(rows)}, confirmed by both: "
          f"{confirmed}")


async def timed_reports(host, port, boards, codes, n):
    path = "/t/1/report"
    times, statuses = [], {}
    order = [(b, no) for b, pair in sorted(boards.items()) for no in pair if no in codes]
    for i in range(n):
        b, no = order[i % len(order)]
        _, _, page = await request(host, port, get(path), "127.0.0.2")
        fields = {"code": codes[no], "round": "4", "board": str(b), "result": "1-0",
                  "csrf": token(page)}
        t0 = time.monotonic()
        status, _, _ = await request(host, port, post(path, fields), "127.0.0.2")
        times.append(time.monotonic() - t0)
        statuses[status] = statuses.get(status, 0) + 1
    times.sort()
    return times[len(times) // 2] * 1000, times[int(len(times) * 0.9)] * 1000, statuses


def poll_load(host, port, boards, codes, orda, db):
    med, p90, st = asyncio.run(timed_reports(host, port, boards, codes, 40))
    print(f"idle: 40 reports {st}, POST median {med:.1f} ms, p90 {p90:.1f} ms")
    wrk = subprocess.Popen(["wrk", "-t2", "-c2000", "-d40s", "--latency",
                            f"http://{host}:{port}/t/1/version"],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    time.sleep(3)
    med2, p90b, st = asyncio.run(timed_reports(host, port, boards, codes, 100))
    print(f"while 2,000 connections poll: 100 reports {st}, POST median {med2:.1f} ms "
          f"({med2 / max(med, 1e-9):.0f}x idle), p90 {p90b:.1f} ms")
    out, _ = wrk.communicate()
    rps = re.search(r"Requests/sec:\s+([\d.]+)", out)
    p99 = re.search(r"99%\s+(\S+)", out)
    bad = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    print(f"the load: {rps.group(1) if rps else '?'} answers/s, p99 {p99.group(1) if p99 else '?'}, "
          f"not 2xx: {bad.group(1) if bad else 0}")
    text = sh(orda, "reports", "--db", db, "-t", "1", "--format", "csv")
    rows = [r for r in csv.reader(io.StringIO(text.lstrip("\ufeff")))][1:]
    print(f"boards reported (recorded): {len(rows)}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("orda")
    ap.add_argument("attack", choices=["slow-body", "lock-out", "idle-fill", "nat-round",
                                       "poll-load"])
    ap.add_argument("--port", type=int, default=8260)
    ap.add_argument("--seconds", type=float, default=30)
    a = ap.parse_args()
    orda = os.path.realpath(a.orda)
    hard = resource.getrlimit(resource.RLIMIT_NOFILE)[1]
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    d = tempfile.mkdtemp()
    server = None
    try:
        db, codes, boards = setup(orda, d)
        server = subprocess.Popen([orda, "serve", "--db", db, "--port", str(a.port),
                                   "--bind", "127.0.0.1", "--lang", "en"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(50):
            try:
                socket.create_connection(("127.0.0.1", a.port), 0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        host = "127.0.0.1"
        if a.attack == "slow-body":
            asyncio.run(slow_body(host, a.port, a.seconds))
        elif a.attack == "idle-fill":
            asyncio.run(idle_fill(host, a.port, a.seconds))
        elif a.attack == "lock-out":
            asyncio.run(lock_out(host, a.port, boards, codes))
        elif a.attack == "nat-round":
            asyncio.run(nat_round(host, a.port, boards, codes, orda, db))
        else:
            poll_load(host, a.port, boards, codes, orda, db)
    finally:
        if server:
            server.kill()
            server.wait()
        shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
