"""The bot levels' ladder in every game: `sim --history`-style runs of 4-player matches
among random, easy, normal and hard (seats rotated each match) rated with openskill, as
`python main.py ratings` rates them. Prints each game's ladder, best first, with 95%
intervals, and whether the order is hard > normal > easy > random with hard's and
random's intervals apart; logs the run (bench/logbook.py).

    python bench/ladder.py [--matches 40] [--games take-or-pass,pass,dominoes]

Hard searches the iterations its real budget (0.25 s) buys on the 2-core machine
(docs/benchmarks.md, search speed), so a busy machine does not change its moves.
"""
from __future__ import annotations

import argparse
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import logbook  # noqa: E402
from game.cli import simulate  # noqa: E402
from game.registry import SLUGS, descriptor  # noqa: E402
from game.store import ratings  # noqa: E402
from game.store.history import History  # noqa: E402
from game.store.rating_views import entries  # noqa: E402
from game.store.sim_history import keep_sim_matches  # noqa: E402

LEVELS = ["random", "easy", "normal", "hard"]
#: Hard's iterations a move at 4 players: what 0.25 s buys on the quiet 2-core machine
#: (Take or Pass: 1120 for the search alone, less the sixth its opponent model costs).
HARD_ITERATIONS = {"pass": 760, "take-or-pass": 960, "dominoes": 2660}


def ladder(slug: str, matches: int, seed: int, jobs: int,
           iterations: int | None = None, options: dict | None = None) -> dict:
    """Play and rate one game's matches in a history of their own; its ladder's figures."""
    iterations = iterations or HARD_ITERATIONS[slug]
    with tempfile.TemporaryDirectory(prefix="passtime-ladder-") as folder:
        figures = simulate(slug, 4, LEVELS, matches, seed, options or {}, jobs, rotate=True,
                           keep=True,
                           iterations=iterations)
        keep_sim_matches(figures.pop("kept"), Path(folder))
        history = History(Path(folder))
        try:
            found = entries(history, ratings.stored(history), slug)
        finally:
            history.close()
    rungs = [e.to_json() for e in found]
    order = [e["name"] for e in rungs]
    by_name = {e["name"]: e for e in rungs}
    return {"game": slug, "options": figures["options"], "matches": matches, "seed": seed,
            "hard_iterations": iterations, "seconds": figures["seconds"],
            "wins": dict(zip(LEVELS, figures["wins"], strict=True)),
            "ladder": [{k: e[k] for k in ("name", "rating", "low", "high", "mu", "sigma")}
                       for e in rungs],
            "ordered": order == LEVELS[::-1],
            "hard_above_random": by_name["hard"]["low"] > by_name["random"]["high"]}


def main(argv: list[str] | None = None) -> int:
    """Rate the levels in each game asked for and print the ladders."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=40, help="matches per game")
    parser.add_argument("--games", default=",".join(SLUGS), help="games, comma separated")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first match")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play in")
    parser.add_argument("--options", type=json.loads, default={},
                        help="game options as JSON, for every game asked for")
    parser.add_argument("--iterations", type=int,
                        help="hard's iterations a move in every game (default: its budget's)")
    args = parser.parse_args(argv)
    for slug in args.games.split(","):
        result = ladder(slug, args.matches, args.seed, args.jobs, args.iterations, args.options)
        print(f"{descriptor(slug).name}: {args.matches} matches at 4 players, hard at "
              f"{result['hard_iterations']} iterations, {result['seconds']} s")
        for rank, rung in enumerate(result["ladder"], 1):
            print(f"  {rank}. {rung['name']:<7} {rung['rating']:>5}  "
                  f"[{rung['low']} to {rung['high']}]  wins {result['wins'][rung['name']]}")
        print(f"  hard > normal > easy > random: {'yes' if result['ordered'] else 'no'}; "
              f"hard's and random's intervals apart: "
              f"{'yes' if result['hard_above_random'] else 'no'}", flush=True)
        # Each game is logged as it ends: a long run stopped later keeps what it measured.
        logbook.record("ladder", result, sys.argv[1:] if argv is None else argv,
                       kind=f"ladder {slug}" + (f" {json.dumps(args.options)}"
                                                if args.options else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
