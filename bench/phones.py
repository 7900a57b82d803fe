"""Phones benchmark: tap-to-table latency on loopback and TV frame times with phones joined.

A Take or Pass table (4 seats on phones, 1 bot) runs headless at 1920x1080 in this process,
drawn every frame at 60 fps; four phone clients (aiohttp WebSockets on 127.0.0.1, in another
process) answer every turn of theirs with a move. Prints the median and p90 time from a
phone sending its move to the table having played it (this includes waiting for the next
frame, as on the TV), and p50/p99/max of the TV's frame time (update + draw).
Targets (issue 16): tap-to-table median < 50 ms, frame p99 < 8 ms.

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
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["PASSTIME_PHONE_HOST"] = "127.0.0.1"  # loopback only
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import aiohttp  # noqa: E402
import pygame  # noqa: E402

from game.engine import theme  # noqa: E402
from game.engine.context import make_test_context  # noqa: E402
from scenes.frame import flow  # noqa: E402
from scenes.frame.match_setup import PHONE, MatchSetup, default_seat  # noqa: E402

FRAME = 1 / 60
PHONES = 4


async def phone(url: str, sent: dict[int, float], stop: Any) -> None:
    """One phone: on each of its turns, send a move and note when (keyed by move number)."""
    address, token = url.split("#")
    async with aiohttp.ClientSession() as session:
        async with session.ws_connect(address.replace("http", "ws") + "ws") as ws:
            await ws.send_str(token)
            answered = -1
            while not stop.is_set():
                try:
                    message = await ws.receive_str(timeout=0.5)
                except (TimeoutError, TypeError):
                    continue
                state = json.loads(message)
                if state["type"] != "state" or state["view"]["over"]:
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
    sends back when each move was sent (perf_counter is the same clock in every process)."""
    sent: dict[int, float] = {}

    async def all_phones() -> None:
        await asyncio.gather(*(phone(url, sent, stop) for url in urls))
    asyncio.run(all_phones())
    results.put(sent)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(p / 100 * len(ordered)))]


def run_table(seconds: float, phones: int) -> tuple[list[float], list[bool], list[float]]:
    """Frame times, whether a move landed in each frame, and tap-to-table latencies of a
    5-seat table with `phones` seats on phones (the rest normal bots)."""
    surface = pygame.Surface(theme.SCREEN_SIZE)
    ctx = make_test_context(animation_speed="normal", bot_speed="normal")
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
    moved: list[bool] = []  # did a move land in this frame?
    seen = len(scene.match.moves)
    end = time.perf_counter() + seconds
    while time.perf_counter() < end and not scene.match.is_over:
        start = time.perf_counter()
        ctx.stack.update(FRAME)
        ctx.stack.draw(surface, 0.0)
        done = time.perf_counter()
        frames.append((done - start) * 1000)
        for ply in range(seen, len(scene.match.moves)):
            applied[ply] = done
        moved.append(len(scene.match.moves) != seen)
        seen = len(scene.match.moves)
        time.sleep(max(0.0, FRAME - (time.perf_counter() - start)))
    latencies: list[float] = []
    if phones:
        stop.set()
        sent = results.get(timeout=10)
        clients.join(timeout=5)
        latencies = [(applied[ply] - sent[ply]) * 1000 for ply in sent if ply in applied]
    scene.exit()
    return frames, moved, latencies


def frame_line(label: str, ms: list[float], moved: list[bool]) -> str:
    busy = [f for f, m in zip(ms, moved, strict=True) if m]
    return (f"  {label}: {len(ms)} frames, p50 {percentile(ms, 50):.2f} ms, "
            f"p99 {percentile(ms, 99):.2f} ms, max {max(ms):.1f} ms; frames a move landed in: "
            f"p50 {percentile(busy, 50):.2f} ms")


def main() -> int:
    """Run the table without and with phones for --seconds each and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=30.0)
    args = parser.parse_args()
    pygame.init()
    base, base_moved, _ = run_table(args.seconds, 0)
    ms, moved, tap = run_table(args.seconds, PHONES)
    print(f"Take or Pass, 5 seats, 1920x1080 headless at 60 fps, {args.seconds:g} s each")
    print(frame_line("5 bots, no phones ", base, base_moved))
    print(frame_line(f"{PHONES} phones + 1 bot", ms, moved))
    print(f"  tap to table ({len(tap)} phone moves on loopback): median "
          f"{statistics.median(tap):.1f} ms, p90 {percentile(tap, 90):.1f} ms")
    print("  targets: tap-to-table median < 50 ms; frame p99 < 8 ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
