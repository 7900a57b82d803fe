"""Replay theater speed: how long one step back takes on the longest records we can make.

Stepping back rebuilds the position by replaying the record from its start
(scenes/theater/model.py), so its cost grows with the record. This plays many
seeded random-bot matches of the longest kinds (a 5-player PASS match to 3 crowns,
a 7-player Take or Pass match of 20 games, a 4-player dominoes match), keeps the
longest record of each, and times a step back from its end (the worst case) and a
step forward in the model, and a step back drawn on the real table (key press to
finished frame, dummy video driver). Prints one JSON object. Goal: a step back under 50 ms.

    python bench/theater.py [--matches N] [--repeats N]
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import logbook  # noqa: E402
from game.registry import get_game  # noqa: E402
from scenes.theater.model import Theater  # noqa: E402

LONGEST = (("pass", 5, {"win": "crowns"}), ("take-or-pass", 7, {"games": 20}),
           ("dominoes", 4, {}))


def longest_record(slug: str, players: int, options: dict, matches: int) -> dict:
    """The record with the most moves among `matches` seeded random-play matches."""
    best: dict = {"moves": []}
    for seed in range(matches):
        match = get_game(slug).new_match(players, seed, options)
        rng = random.Random(seed)
        while not match.is_over:
            match.apply_then_deal(rng.choice(match.legal_moves()))
        record = match.record()
        if len(record["moves"]) > len(best["moves"]):
            best = record
    return best


def timings(record: dict, repeats: int) -> dict:
    """Milliseconds to load the record, step back from its end, and step forward."""
    started = time.perf_counter()
    theater = Theater(record)
    load = time.perf_counter() - started
    back, forward = [], []
    for _ in range(repeats):
        theater.seek(theater.length)
        started = time.perf_counter()
        theater.back()
        back.append(time.perf_counter() - started)
        started = time.perf_counter()
        theater.forward()
        forward.append(time.perf_counter() - started)
    return {
        "moves": theater.length,
        "load_ms": round(load * 1000, 1),
        "step_back_ms": {"median": round(statistics.median(back) * 1000, 1),
                         "max": round(max(back) * 1000, 1)},
        "step_forward_ms": round(statistics.median(forward) * 1000, 3),
    }


def drawn_step_back(record: dict, repeats: int) -> float:
    """Median milliseconds for the theater scene to step back from the end and draw the
    rebuilt position on the real table (dummy video driver)."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from game.engine.context import make_test_context
    from game.engine.intents import KEYBOARD, Action, Intent
    from scenes.theater.scene import TheaterScene

    pygame.init()
    surface = pygame.Surface((1920, 1080))
    ctx = make_test_context()
    scene = TheaterScene(ctx, record, playing=False)
    ctx.stack.push(scene)
    spent = []
    for _ in range(repeats):
        scene.seek(scene.theater.length)
        scene.draw(surface, 0)
        started = time.perf_counter()
        scene.handle(Intent(Action.LEFT, KEYBOARD))
        scene.draw(surface, 0)
        spent.append(time.perf_counter() - started)
    return round(statistics.median(spent) * 1000, 1)


def main() -> None:
    """Print the figures for each game's longest record."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=20, help="matches to pick the longest of")
    parser.add_argument("--repeats", type=int, default=20, help="step-backs timed per record")
    args = parser.parse_args()
    figures = {}
    for slug, players, options in LONGEST:
        record = longest_record(slug, players, options, args.matches)
        found = timings(record, args.repeats)
        found["step_back_drawn_ms"] = drawn_step_back(record, args.repeats)
        figures[f"{slug} x{players} {json.dumps(options)}"] = found
    print(json.dumps(figures, indent=2))
    logbook.record("theater", figures)


if __name__ == "__main__":
    main()
