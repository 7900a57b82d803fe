"""ISMCTS speed: search iterations per second per game and player count.

Prints one JSON object. Not a test: the figures depend on the machine. Each
row searches from several mid-deal positions (reached by normal bots) with a
fixed iteration budget and divides by the CPU time of this process (not wall
time: the machine may be shared, and another process's turn is not ours).

    python bench/search_speed.py                    # every game, 300 iterations a search
    python bench/search_speed.py --iterations 100 --positions 3 --games dominoes
    python bench/search_speed.py --level expert     # expert's search (its own playouts)
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import logbook  # noqa: E402
from game.ai import SeatPort, make_bot  # noqa: E402
from game.registry import SLUGS, get_game  # noqa: E402

TABLES = [("pass", 2, None), ("pass", 4, None), ("take-or-pass", 3, None),
          ("take-or-pass", 5, None), ("dominoes", 2, None), ("dominoes", 4, None),
          ("dominoes", 4, {"teams": True})]
"""(game, players, options) rows: each game's fewest and most common player counts."""
SEARCH_LEVELS = ("hard", "expert")


def position(slug: str, players: int, options: dict | None, seed: int):
    """A match a few moves into its first deal, played by normal bots."""
    match = get_game(slug).new_match(players, seed, options)
    bots = [make_bot("normal", seed + s) for s in range(players)]
    for _ in range(2 + seed % 5):
        if match.is_over:
            break
        match.apply_then_deal(bots[match.to_move].choose(SeatPort(match, match.to_move)))
    return match


def iterations_per_second(slug: str, players: int, options: dict | None,
                          positions: int, iterations: int, level: str = "hard") -> float:
    """`level`'s search iterations per CPU second over `positions` positions."""
    spent = 0.0
    done = 0
    for seed in range(positions):
        match = position(slug, players, options, seed)
        bot = make_bot(level, seed, think_time=None, iterations=iterations)
        port = SeatPort(match, match.to_move)
        if len(port.legal_moves()) < 2:
            continue  # a forced move is not searched
        started = time.process_time()
        bot.search(port)
        spent += time.process_time() - started
        done += iterations
    return done / spent if spent else 0.0


def main(argv: list[str] | None = None) -> int:
    """Measure every table row and print the figures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=300, help="iterations per search")
    parser.add_argument("--positions", type=int, default=6, help="positions per row")
    parser.add_argument("--games", default=",".join(SLUGS), help="comma-separated game slugs")
    parser.add_argument("--level", choices=SEARCH_LEVELS, default="hard",
                        help="whose search: expert's plays out by its own heuristics")
    args = parser.parse_args(argv)
    games = set(args.games.split(","))
    rows = []
    for slug, players, options in TABLES:
        if slug in games:
            rate = iterations_per_second(slug, players, options, args.positions, args.iterations,
                                         args.level)
            rows.append({"game": slug, "players": players, "options": options or {},
                         "iterations_per_second": round(rate)})
            print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    print(json.dumps({"settings": vars(args), "speed": rows}, indent=1))
    logbook.record("search_speed", {"speed": rows}, argv, kind=f"search_speed {args.level}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
