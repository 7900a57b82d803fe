"""Rules speed: random-play moves and matches per second for every game and player count.

Prints one JSON object. Run with `make bench` or `python bench/rules.py [--seconds S]`.
Targets on the 2-core reference machine: Take or Pass 4 players >= 150,000 moves/s;
PASS 4 players >= 5,000; dominoes 4 players >= 100,000. Games with extra figures
(bench/pass_figures.py, bench/dominoes_figures.py) add them under "extra".
"""
from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench import logbook  # noqa: E402
from game.registry import (
    SLUGS,  # noqa: E402
    get_game,  # noqa: E402
)


def random_play(slug: str, players: int, seconds: float) -> dict:
    """Play random matches for about `seconds`; count moves and finished matches."""
    game = get_game(slug)
    rng = random.Random(players)
    moves = matches = 0
    started = time.perf_counter()
    deadline = started + seconds
    seed = 0
    while time.perf_counter() < deadline:
        match = game.new_match(players, seed)
        seed += 1
        while not match.is_over:
            match.apply_then_deal(rng.choice(match.legal_moves()))
            moves += 1
            if moves % 1024 == 0 and time.perf_counter() > deadline:
                break
        else:
            matches += 1
    elapsed = time.perf_counter() - started
    return {"moves_per_second": round(moves / elapsed), "matches_per_second":
            round(matches / elapsed, 2), "moves": moves, "matches": matches}


def main() -> None:
    """Measure every game and print the figures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="time per measurement")
    args = parser.parse_args()
    figures: dict = {"python": sys.version.split()[0], "seconds_each": args.seconds, "games": {}}
    for slug in SLUGS:
        try:
            game = get_game(slug)
        except ImportError as exc:
            figures["games"][slug] = {"missing": str(exc)}
            continue
        figures["games"][slug] = {
            str(n): random_play(slug, n, args.seconds)
            for n in range(game.min_players, game.max_players + 1)
        }
    for name in ("pass_figures", "dominoes_figures"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        figures.setdefault("extra", {})[name] = module.figures()
    print(json.dumps(figures, indent=2))
    logbook.record("rules", figures)


if __name__ == "__main__":
    main()
