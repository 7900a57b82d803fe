"""Bot figures: strength (win share against the level below) and speed per decision.

Prints one JSON object. Not a test: the numbers depend on the machine and on
the think time. Examples:

    python bench/bots.py --matches 200 --think-time 1.0          # the full figures
    python bench/bots.py --matches 20 --think-time 0.1 --games take-or-pass
    python bench/bots.py --pairs normal-easy --matches 200       # no hard bot: fast

Strength: for each game and player count (2 and 4; 3 and 5 for Take or Pass),
one *challenger* seat plays against opponents of the level below in every
other seat, rotated round the table match by match; its win share (shared
wins split) is compared with the fair share 1/players. Targets: normal at
least 1.5x fair against easy, hard at least 1.3x fair against normal.
Speed: median and max seconds per decision for each level and game; the hard
bot should stay within its think time + 10%.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import SeatPort, make_bot  # noqa: E402
from game.rules import SLUGS, get_game  # noqa: E402

PLAYERS = {"pass": (2, 4), "take-or-pass": (3, 5), "dominoes": (2, 4)}
TARGETS = {"normal": 1.5, "hard": 1.3}


def play_one(job: tuple) -> tuple[list[int], dict[str, list[float]]]:
    """Play one match; return the winners and each level's decision times."""
    slug, players, levels, seed, think_time, options = job
    match = get_game(slug).new_match(players, seed, options)
    bots = [
        make_bot(level, seed * 10 + s, think_time=think_time) if level == "hard"
        else make_bot(level, seed * 10 + s)
        for s, level in enumerate(levels)
    ]
    times: dict[str, list[float]] = {}
    while not match.is_over:
        seat = match.to_move
        port = SeatPort(match.clone(), seat)
        started = time.perf_counter()
        move = bots[seat].choose(port)
        times.setdefault(levels[seat], []).append(time.perf_counter() - started)
        match.apply(move)
    return match.winners, times


def strength(slug: str, players: int, challenger: str, opponent: str, matches: int,
             seed: int, think_time: float, pool: ProcessPoolExecutor | None,
             times: dict[str, list[float]]) -> dict:
    """The challenger's win share over `matches` matches, its seat rotated."""
    jobs = []
    for index in range(matches):
        levels = [opponent] * players
        levels[index % players] = challenger
        jobs.append((slug, players, levels, seed + index, think_time, None))
    results = pool.map(play_one, jobs) if pool else map(play_one, jobs)
    wins = 0.0
    for job, (winners, match_times) in zip(jobs, results, strict=True):
        seat = job[2].index(challenger)
        if seat in winners:
            wins += 1 / len(winners)
        for level, spent in match_times.items():
            times.setdefault(f"{slug}/{level}", []).extend(spent)
    share = wins / matches
    ratio = share * players
    return {
        "game": slug, "players": players, "challenger": challenger, "opponent": opponent,
        "matches": matches, "wins": round(wins, 2), "share": round(share, 3),
        "fair": round(1 / players, 3), "ratio": round(ratio, 2),
        "target": TARGETS.get(challenger), "met": ratio >= TARGETS.get(challenger, 0),
    }


def speed(times: dict[str, list[float]], think_time: float) -> dict:
    """Median and max decision time per game and level (ms)."""
    out = {}
    for key, spent in sorted(times.items()):
        entry = {
            "decisions": len(spent),
            "median_ms": round(statistics.median(spent) * 1000, 2),
            "max_ms": round(max(spent) * 1000, 1),
        }
        if key.endswith("/hard"):
            entry["budget_ms"] = round(think_time * 1000, 1)
            entry["within_budget_plus_10pct"] = max(spent) <= think_time * 1.1
            entry["over_budget_plus_10pct"] = sum(1 for t in spent if t > think_time * 1.1)
        out[key] = entry
    return out


def main(argv: list[str] | None = None) -> int:
    """Run the figures named on the command line and print them as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200, help="matches per pairing")
    parser.add_argument("--games", default=",".join(SLUGS), help="comma-separated game slugs")
    parser.add_argument("--players", default=None,
                        help="comma-separated player counts (default: 2,4; 3,5 for take-or-pass)")
    parser.add_argument("--pairs", default="normal-easy,hard-normal",
                        help="challenger-opponent pairs, comma separated")
    parser.add_argument("--think-time", type=float, default=1.0, help="hard bot budget, seconds")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first match")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (machine is shared)")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    for slug in games:
        get_game(slug)  # a bad slug fails here with the list of games
    pairs = [tuple(p.split("-", 1)) for p in args.pairs.split(",") if p]
    for pair in pairs:
        for level in pair:
            make_bot(level)
    started = time.perf_counter()
    times: dict[str, list[float]] = {}
    rows = []
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    try:
        for slug in games:
            counts = PLAYERS[slug] if args.players is None else tuple(
                int(p) for p in args.players.split(","))
            for players in counts:
                for challenger, opponent in pairs:
                    row = strength(slug, players, challenger, opponent, args.matches,
                                   args.seed, args.think_time, pool, times)
                    rows.append(row)
                    print(json.dumps(row), file=sys.stderr, flush=True)
    finally:
        if pool:
            pool.shutdown()
    print(json.dumps({
        "settings": {"matches": args.matches, "games": games, "pairs": args.pairs,
                     "think_time": args.think_time, "seed": args.seed, "jobs": args.jobs},
        "strength": rows,
        "speed": speed(times, args.think_time),
        "seconds": round(time.perf_counter() - started, 1),
    }, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
