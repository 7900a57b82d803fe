"""Every bot level's per-move cost outside its own thinking, in `sim` and in the app.

For each game (4 players) and level, bots play whole matches and every move is timed in
parts (microseconds a move, median over the moves):
- `think`: inside the bot's `choose` (its decision, reading its legal moves included);
- `sim_outside`: the rest of `sim`'s path for that move (the port, applying the move,
  dealing on, the loop's bookkeeping), which is the overhead this bench watches;
- `rules`: applying the move alone, for scale;
- `worker_outside`: the app's path (scenes/frame/bot_driver.py): cloning the match,
  sending the bot and the clone to the worker process and taking the answer back, less
  the thinking the worker reports.
Searching levels think a fixed number of iterations (--iterations), since the overhead
does not depend on how long they think.

    python bench/bot_overhead.py [--moves 300] [--iterations 30] [--games dominoes,pass]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench import logbook  # noqa: E402
from game.ai import BOT_LEVELS, THINK_TIMES, SeatPort, make_bot  # noqa: E402
from game.ai.bot import Bot  # noqa: E402
from game.engine.worker import Worker  # noqa: E402
from game.registry import SLUGS, get_game  # noqa: E402
from game.rules.base import Match, Move  # noqa: E402

PLAYERS = 4


def timed_think(bot: Bot, match: Match, seat: int) -> tuple[Move, float]:
    """One decision as the worker runs it (scenes/frame/bot_driver.py think), timed there."""
    started = time.perf_counter()
    move = bot.choose(SeatPort(match, seat))
    return move, time.perf_counter() - started


def bots_for(level: str, iterations: int, seed: int) -> list[Bot]:
    """A bot of `level` in every seat; a searching level on an iterations budget."""
    budget = {"iterations": iterations, "think_time": None} if level in THINK_TIMES else {}
    return [make_bot(level, seed * 10 + seat, **budget) for seat in range(PLAYERS)]


def sim_moves(slug: str, level: str, moves: int, iterations: int) -> dict[str, float]:
    """Median microseconds a move: thinking, the rest of sim's path, the rules alone."""
    game = get_game(slug)
    think, outside, rules = [], [], []
    seed = 0
    while len(think) < moves:
        match = game.new_match(PLAYERS, seed)
        bots = bots_for(level, iterations, seed)
        ports = [SeatPort(match, s) for s in range(PLAYERS)]
        seed += 1
        while not match.is_over and len(think) < moves:
            started = time.perf_counter()  # the loop of game/cli.py play_matches, timed
            seat = match.to_move
            chose = time.perf_counter()
            move = bots[seat].choose(ports[seat])
            chosen = time.perf_counter()
            match.apply_then_deal(move)
            ended = time.perf_counter()
            think.append(chosen - chose)
            rules.append(ended - chosen)
            outside.append((ended - started) - (chosen - chose))
    return {"think_us": median_us(think), "sim_outside_us": median_us(outside),
            "rules_us": median_us(rules)}


def worker_moves(worker: Worker, slug: str, level: str, moves: int,
                 iterations: int) -> float:
    """Median microseconds a move of the app's worker path beyond the bot's thinking."""
    game = get_game(slug)
    outside = []
    seed = 0
    while len(outside) < moves:
        match = game.new_match(PLAYERS, seed)
        bots = bots_for(level, iterations, seed)
        seed += 1
        while not match.is_over and len(outside) < moves:
            seat = match.to_move
            started = time.perf_counter()
            job = worker.submit(timed_think, bots[seat], match.clone(), seat)
            move, thought = job.result(timeout=None)
            outside.append(time.perf_counter() - started - thought)
            match.apply_then_deal(move)
    return median_us(outside)


def median_us(seconds: list[float]) -> float:
    """The median of `seconds`, in microseconds, rounded for the log."""
    return round(statistics.median(seconds) * 1e6, 1)


def main() -> int:
    """Time every level in every game asked for; print a table; log it."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=300, help="moves timed per level")
    parser.add_argument("--iterations", type=int, default=30,
                        help="search iterations a move for hard and expert")
    parser.add_argument("--games", default=",".join(SLUGS), help="comma-separated slugs")
    args = parser.parse_args()
    load = os.getloadavg()[0]
    worker = Worker()
    worker.start()
    rows = []
    try:
        for slug in args.games.split(","):
            for level in BOT_LEVELS:
                row = {"game": slug, "level": level,
                       **sim_moves(slug, level, args.moves, args.iterations),
                       "worker_outside_us": worker_moves(worker, slug, level,
                                                         max(args.moves // 5, 20),
                                                         args.iterations)}
                rows.append(row)
                print(f"{slug:13s} {level:7s} think {row['think_us']:>10,.1f} us  "
                      f"sim outside {row['sim_outside_us']:>6.1f} us  rules "
                      f"{row['rules_us']:>6.1f} us  app worker outside "
                      f"{row['worker_outside_us']:>8,.1f} us", flush=True)
    finally:
        worker.close()
    print(f"(medians a move, {PLAYERS} players; load average {load:.2f} at the start)")
    logbook.record("bot_overhead", {"players": PLAYERS, "iterations": args.iterations,
                                    "load_average": round(load, 2), "rows": rows})
    return 0


if __name__ == "__main__":
    sys.exit(main())
