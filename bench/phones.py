"""Phones benchmark: tap-to-table latency on loopback and TV frame times with phones joined.

A Take or Pass table (4 seats on phones, 1 bot) runs headless at 1920x1080 in this process,
drawn every frame at 60 fps as in the app (bots think in the background process; the GIL
switch interval is the app's 1 ms); four phone clients (aiohttp WebSockets on 127.0.0.1, in
another process) answer every turn of theirs with a move. Prints the median and p90 time
from a phone sending its move to the table having played it (this includes waiting for the
next frame, as on the TV) and from that frame to every phone having the new table;
p50/p99/max of the TV's frame time (update + draw), and apart from it the work each frame
does after the picture is presented (Scene.after_present: sending the phones the table).
The frame's CPU time (the main thread's, time.thread_time), its wall time less the time it
waited for a core (Linux's schedstat: what the frame would take on a quiet machine, GIL
waits included) and the phone server thread's CPU time per move are printed too: on a
shared machine they move far less with the load than wall time.
Then the page's weight: everything a phone loads for a game (the page, its scripts and
style, its manifest and icons, and that game's art sheet), as sent without and with gzip.
Targets: tap-to-table median < 50 ms, frame p99 < 8 ms, the page with its art < 300 KB.

    python bench/phones.py [--seconds 30]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any, NamedTuple

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["PASSTIME_PHONE_HOST"] = "127.0.0.1"  # loopback only
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import aiohttp  # noqa: E402
import pygame  # noqa: E402

from bench import logbook  # noqa: E402
from game.engine import theme  # noqa: E402
from game.engine.context import make_test_context  # noqa: E402
from game.net.address import LOOPBACK  # noqa: E402
from game.net.hub import PhoneHub  # noqa: E402
from game.net.server import PAGE_FILES, PhoneServer  # noqa: E402
from game.registry import SLUGS  # noqa: E402
from scenes.app import flow  # noqa: E402
from scenes.frame.match_setup import PHONE, MatchSetup, default_seat  # noqa: E402

FRAME = 1 / 60
PHONES = 4


async def phone(url: str, sent: dict[int, float], received: dict[int, float],
                stop: Any) -> None:
    """One phone: on each of its turns, send a move and note when (keyed by move number);
    note when the table after each move reached it (the latest of all phones is kept)."""
    address, token = url.split("#")
    async with aiohttp.ClientSession() as session:
        # compress=15: permessage-deflate, which phone browsers ask for and the server grants
        async with session.ws_connect(address.replace("http", "ws") + "ws", compress=15) as ws:
            await ws.send_str(token)
            answered = -1
            while not stop.is_set():
                try:
                    message = await ws.receive_str(timeout=0.5)
                except (TimeoutError, TypeError):
                    continue
                state = json.loads(message)
                if state["type"] != "state":
                    continue
                received[state["moves"]] = max(received.get(state["moves"], 0.0),
                                               time.perf_counter())
                if state["view"]["over"]:
                    continue
                view = state["view"]
                if view["to_move"] == state["seat"] and state["moves"] != answered:
                    answered = state["moves"]
                    await asyncio.sleep(0.05)  # a thumb is not instant: let frames pass
                    sent[state["moves"]] = time.perf_counter()
                    await ws.send_str("take" if view["pot"] >= 2 or not view["chips"][
                        state["seat"]] else "pass")


def run_phones(urls: list[str], results: multiprocessing.Queue, stop: Any) -> None:
    """The phones, in their own process as real phones would be (no share of the TV's GIL);
    sends back when each move was sent and when each table arrived (perf_counter is the same
    clock in every process)."""
    sent: dict[int, float] = {}
    received: dict[int, float] = {}

    async def all_phones() -> None:
        await asyncio.gather(*(phone(url, sent, received, stop) for url in urls))
    asyncio.run(all_phones())
    results.put((sent, received))


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


class Run(NamedTuple):
    """One table's figures: per frame wall and CPU ms, wall ms after the present and whether
    a move landed in it; the tap-to-table and table-to-phones latencies (ms); the moves
    played and the phone server thread's CPU ms."""

    frames: list[float]
    quiet: list[float]
    cpu: list[float]
    after: list[float]
    moved: list[bool]
    latencies: list[float]
    to_phones: list[float]
    moves: int
    server_cpu: float


def core_wait() -> float:
    """Seconds the calling thread has spent runnable but waiting for a core, other programs
    having them (Linux's schedstat; always 0 elsewhere). A frame's wall time less this is
    what it would take on a quiet machine: its CPU time plus waits for the GIL."""
    try:
        with open("/proc/thread-self/schedstat", "rb") as stat:
            return int(stat.read().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


def thread_cpu(name: str) -> float:
    """CPU seconds used so far by this process's thread called `name` (0 when none)."""
    for thread in threading.enumerate():
        if thread.name == name and thread.ident is not None:
            return time.clock_gettime(time.pthread_getcpuclockid(thread.ident))
    return 0.0


def run_table(seconds: float, phones: int) -> Run:
    """Frame times, whether a move landed in each frame, and tap-to-table latencies of a
    5-seat table with `phones` seats on phones (the rest normal bots)."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    ctx = make_test_context(animation_speed="normal", bot_speed="normal")
    ctx.bot_process = True  # as in the app (run_app): bots think in the background process
    seats = [default_seat(i) if i < phones else default_seat(i, "normal") for i in range(5)]
    for seat in seats[:phones]:
        seat.device = PHONE
    scene = flow.start_match(ctx, MatchSetup("take-or-pass", seats, {"games": 20}, seed=3))
    if phones:
        ctx.stack.pop()  # the join codes
        results: multiprocessing.Queue = multiprocessing.Queue()
        stop = multiprocessing.Event()
        clients = multiprocessing.Process(target=run_phones, daemon=True, args=(
            [scene.phones.url(s) for s in range(phones)], results, stop))
        clients.start()
        while not all(scene.phones.connected(s) for s in range(phones)):
            time.sleep(0.01)
    applied: dict[int, float] = {}
    frames: list[float] = []
    quiet: list[float] = []
    cpu: list[float] = []
    after: list[float] = []
    moved: list[bool] = []  # did a move land in this frame?
    seen = first = len(scene.match.moves)
    server_start = thread_cpu("phones")
    end = time.perf_counter() + seconds
    while time.perf_counter() < end and not scene.match.is_over:
        start, cpu_start, wait_start = time.perf_counter(), time.thread_time(), core_wait()
        ctx.stack.update(FRAME)
        ctx.stack.draw(surface, 0.0)
        done = time.perf_counter()
        frames.append((done - start) * 1000)
        quiet.append((done - start - (core_wait() - wait_start)) * 1000)
        cpu.append((time.thread_time() - cpu_start) * 1000)
        ctx.stack.after_present()  # where the loop runs it: after presenting the picture
        after.append((time.perf_counter() - done) * 1000)
        for ply in range(seen, len(scene.match.moves)):
            applied[ply] = done
        moved.append(len(scene.match.moves) != seen)
        seen = len(scene.match.moves)
        time.sleep(max(0.0, FRAME - (time.perf_counter() - start)))
    server_cpu = (thread_cpu("phones") - server_start) * 1000
    latencies: list[float] = []
    to_phones: list[float] = []
    if phones:
        stop.set()
        sent, received = results.get(timeout=10)
        clients.join(timeout=5)
        latencies = [(applied[ply] - sent[ply]) * 1000 for ply in sent if ply in applied]
        # The table after move `ply` carries moves == ply + 1.
        to_phones = [(received[ply + 1] - at) * 1000 for ply, at in applied.items()
                     if ply + 1 in received]
    scene.exit()
    ctx.stop_background()
    return Run(frames, quiet, cpu, after, moved, latencies, to_phones,
               len(scene.match.moves) - first, server_cpu)


def summary(run: Run) -> dict:
    """One run's figures for the logbook (ms): frames, phones' latencies, server CPU."""
    out = {"frames": len(run.frames), "moves": run.moves}
    for kind, ms in (("wall", run.frames), ("wall_less_core_waits", run.quiet),
                     ("cpu", run.cpu), ("after_present", run.after)):
        out[kind] = {"p50_ms": round(percentile(ms, 50), 2),
                     "p99_ms": round(percentile(ms, 99), 2), "max_ms": round(max(ms), 1)}
    for kind, ms in (("tap_to_table", run.latencies), ("table_to_phones", run.to_phones)):
        if ms:
            out[kind] = {"median_ms": round(statistics.median(ms), 1),
                         "p90_ms": round(percentile(ms, 90), 1)}
    if run.server_cpu:
        out["server_cpu_ms_per_move"] = round(run.server_cpu / max(1, run.moves), 2)
    return out


def frame_line(label: str, run: Run) -> str:
    """Wall and CPU frame times of one run, and the server thread's CPU per move."""
    lines = []
    for kind, ms in (("wall", run.frames), ("wall less waits for a core", run.quiet),
                     ("CPU ", run.cpu)):
        busy = [f for f, m in zip(ms, run.moved, strict=True) if m]
        lines.append(f"  {label} {kind}: {len(ms)} frames, p50 {percentile(ms, 50):.2f} ms, "
                     f"p99 {percentile(ms, 99):.2f} ms, max {max(ms):.1f} ms; frames a move "
                     f"landed in: p50 {percentile(busy, 50):.2f} ms")
    whole = [f + a for f, a in zip(run.frames, run.after, strict=True)]
    lines.append(f"  {label} after present: p50 {percentile(run.after, 50):.2f} ms, p99 "
                 f"{percentile(run.after, 99):.2f} ms, max {max(run.after):.1f} ms; frame + "
                 f"after: p99 {percentile(whole, 99):.2f} ms")
    if run.server_cpu:
        lines.append(f"  {label} phone server thread: {run.server_cpu / max(1, run.moves):.2f}"
                     f" ms CPU per move ({run.moves} moves)")
    return "\n".join(lines)


async def fetched(url: str, gzip: bool) -> int:
    """Bytes on the wire for one file of the page (the body as sent)."""
    headers = {"Accept-Encoding": "gzip" if gzip else "identity"}
    async with aiohttp.ClientSession(auto_decompress=False) as session:
        async with session.get(url, headers=headers) as answer:
            answer.raise_for_status()
            return len(await answer.read())


def page_weight() -> dict[str, tuple[int, int]]:
    """Per game: (bytes, gzipped bytes) of everything its phone page loads."""
    server = PhoneServer(PhoneHub([]), LOOPBACK, 0)
    port = server.start()
    try:
        base = f"http://{LOOPBACK}:{port}"
        files = [*PAGE_FILES, "/icon.svg"]
        weights = {}
        for slug in SLUGS:
            paths = [*files, f"/art/{slug}.svg"]
            weights[slug] = tuple(sum(asyncio.run(fetched(base + path, gzip)) for path in paths)
                                  for gzip in (False, True))
        return weights
    finally:
        server.stop()


def main() -> int:
    """Run the table without and with phones for --seconds each and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    args = parser.parse_args()
    sys.setswitchinterval(0.001)  # the app's GIL slice (game/engine/app.py build_context)
    pygame.init()
    base = run_table(args.seconds, 0)
    phones = run_table(args.seconds, PHONES)
    tap = phones.latencies
    print(f"Take or Pass, 5 seats, 1920x1080 headless at 60 fps, {args.seconds:g} s each")
    print(frame_line("5 bots, no phones ", base))
    print(frame_line(f"{PHONES} phones + 1 bot", phones))
    print(f"  tap to table ({len(tap)} phone moves on loopback): median "
          f"{statistics.median(tap):.1f} ms, p90 {percentile(tap, 90):.1f} ms")
    back = phones.to_phones
    print(f"  table to phones ({len(back)} moves, from the frame that played it to the last "
          f"phone having it): median {statistics.median(back):.1f} ms, p90 "
          f"{percentile(back, 90):.1f} ms")
    weights = page_weight()
    print("  the page with its art, per game: " + "; ".join(
        f"{slug} {raw / 1024:.0f} KB ({packed / 1024:.0f} KB gzipped)"
        for slug, (raw, packed) in weights.items()))
    print("  targets: tap-to-table median < 50 ms; frame p99 < 8 ms; page < 300 KB")
    logbook.record("phones", {"no_phones": summary(base), f"{PHONES}_phones": summary(phones),
                              "page_kb": {slug: {"raw": round(raw / 1024, 1),
                                                 "gzipped": round(packed / 1024, 1)}
                                          for slug, (raw, packed) in weights.items()}})
    return 0


if __name__ == "__main__":
    sys.exit(main())
