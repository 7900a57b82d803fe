"""The Passing Game's speed: random-play moves and matches per second, clones per second.

`figures()` returns a dict (bench/rules.py adds it under "extra"); run as a script
to print it as JSON: `python bench/dominoes_figures.py [--seconds S] [--repeats R]`.
The machine is shared, so each figure is measured `repeats` times and the
best and median runs are reported. Target: >= 100,000 moves/s for 4 players.
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
from game.rules.dominoes.rules import GAME  # noqa: E402

CONFIGS = {"2": (2, {}), "3": (3, {}), "4": (4, {}), "4-teams": (4, {"teams": True})}


def random_play(players: int, options: dict, seconds: float, seed: int) -> tuple[float, float]:
    """(moves/s, matches/s) of the legal_moves + rng.choice + apply loop for `seconds`."""
    rng = random.Random(seed)
    moves = matches = 0
    started = time.perf_counter()
    deadline = started + seconds
    while time.perf_counter() < deadline:
        match = GAME.new_match(players, seed + matches, options)
        while not match.is_over:
            match.apply_then_deal(rng.choice(match.legal_moves()))
            moves += 1
        matches += 1
    elapsed = time.perf_counter() - started
    return moves / elapsed, matches / elapsed


def clones_per_second(seconds: float) -> float:
    """How fast a mid-round 4-player match is cloned (what search bots pay per rollout)."""
    match = GAME.new_match(4, 1)
    rng = random.Random(1)
    for _ in range(8):
        match.apply_then_deal(rng.choice(match.legal_moves()))
    count = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        for _ in range(200):
            match.clone()
        count += 200
    return count / (time.perf_counter() - started)


def figures(seconds: float = 0.4, repeats: int = 3) -> dict:
    """Moves/s and matches/s per configuration (best and median of `repeats`), clones/s."""
    out: dict = {"seconds_each": seconds, "repeats": repeats}
    for name, (players, options) in CONFIGS.items():
        runs = [random_play(players, options, seconds, 1000 * r) for r in range(repeats)]
        moves = [m for m, _ in runs]
        matches = [g for _, g in runs]
        out[name] = {
            "moves_per_second": round(max(moves)),
            "moves_per_second_median": round(statistics.median(moves)),
            "matches_per_second": round(max(matches), 1),
            "matches_per_second_median": round(statistics.median(matches), 1),
        }
    out["clones_per_second_4p"] = round(max(clones_per_second(seconds) for _ in range(repeats)))
    return out


def main() -> None:
    """Print the figures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=0.4, help="time per run")
    parser.add_argument("--repeats", type=int, default=3, help="runs per figure")
    args = parser.parse_args()
    found = figures(args.seconds, args.repeats)
    print(json.dumps(found, indent=2))
    logbook.record("dominoes_figures", found)


if __name__ == "__main__":
    main()
