"""Team dominoes figures: how a team of two bot levels does against a team of two others.

Prints one JSON object. Not a test: the figures depend on the budget. Examples:

    python bench/teams.py --teams hard+hard:normal+normal,hard+normal:normal+normal \
        --iterations 350 --matches 40 --jobs 2
    python bench/teams.py --teams hard+hard:normal+normal --think-time 0.25

A team is `first+second` (the levels of its two partners); the challenging team sits at
seats 0+2 in even matches and 1+3 in odd ones, and each team's partners swap seats
in turn, so neither team keeps a seat or leader advantage.
For each pairing: matches won (share of matches, with Wilson's 95% interval), rounds won
and the share of all points scored that went to the challenging team. An iteration budget
(the default: 2,680, what hard's 0.25 s buys in team dominoes on the machine of the
README's figures, bench/search_speed.py) gives the same figures on any machine;
`--think-time` plays at a wall-clock budget instead.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bots import wilson  # noqa: E402
from bench.match_play import SEARCHING, level_budget  # noqa: E402
from game.ai import SeatPort, make_bot  # noqa: E402
from game.registry import get_game  # noqa: E402
from game.rules.dominoes.events import RoundScored  # noqa: E402

HARD_ITERATIONS = 2680
"""Hard's default budget here: the iterations its 0.25 s buys in team dominoes (README)."""


def seating(challenger: tuple[str, str], opponent: tuple[str, str], index: int) -> list[str]:
    """The four seats' levels for match `index` (challengers at 0+2 or 1+3, each team's
    partners swapped in turn)."""
    first, second = challenger if index // 2 % 2 == 0 else challenger[::-1]
    o_first, o_second = opponent if index // 4 % 2 == 0 else opponent[::-1]
    at = index % 2  # the challengers' first seat: 0 (seats 0+2) or 1 (seats 1+3)
    levels = [""] * 4
    levels[at], levels[at + 2], levels[1 - at], levels[3 - at] = first, second, o_first, o_second
    return levels


def play_one(job: tuple) -> dict:
    """Play one team match; return the challengers' match win, rounds won and points."""
    levels, side, seed, budget, target = job
    options = {"teams": True} if target is None else {"teams": True, "target": target}
    match = get_game("dominoes").new_match(4, seed, options)
    bots = [make_bot(level, seed * 10 + s, **level_budget(level, budget))
            if level in SEARCHING else make_bot(level, seed * 10 + s)
            for s, level in enumerate(levels)]
    rounds = [0, 0]
    while not match.is_over:
        seat = match.to_move
        for event in match.apply_then_deal(bots[seat].choose(SeatPort(match.clone(), seat))):
            if isinstance(event, RoundScored) and event.winner is not None:
                rounds[event.winner] += 1
    return {"won": side in (w % 2 for w in match.winners), "rounds": rounds[side],
            "rounds_lost": rounds[1 - side], "points": match.totals[side],
            "points_lost": match.totals[1 - side]}


def pairing(challenger: tuple[str, str], opponent: tuple[str, str], matches: int, seed: int,
            budget: dict, target: int | None, pool: ProcessPoolExecutor | None) -> dict:
    """The challenging team's figures over `matches` matches, seats rotated."""
    jobs = [(seating(challenger, opponent, i), i % 2, seed + i, budget, target)
            for i in range(matches)]
    results = list(pool.map(play_one, jobs) if pool else map(play_one, jobs))
    won = sum(r["won"] for r in results)
    # Every match deals its own tiles (seed + i): the matches are independent.
    low, high = wilson(won / matches, matches)
    rounds = sum(r["rounds"] for r in results)
    rounds_lost = sum(r["rounds_lost"] for r in results)
    points = sum(r["points"] for r in results)
    points_lost = sum(r["points_lost"] for r in results)
    return {"team": "+".join(challenger), "against": "+".join(opponent), "matches": matches,
            "won": won, "share": round(won / matches, 3),
            "share_95": [round(low, 3), round(high, 3)],
            "round_share": round(rounds / max(1, rounds + rounds_lost), 3),
            "point_share": round(points / max(1, points + points_lost), 3)}


def main(argv: list[str] | None = None) -> int:
    """Run the pairings named on the command line and print them as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--teams", default="hard+hard:normal+normal,hard+normal:normal+normal",
                        help="pairings team:team, comma separated (a team is level+level)")
    parser.add_argument("--matches", type=int, default=20, help="matches per pairing")
    parser.add_argument("--think-time", type=float, default=None, help="hard's seconds a move")
    parser.add_argument("--iterations", type=int, default=HARD_ITERATIONS,
                        help="hard's search iterations a move (used unless --think-time)")
    parser.add_argument("--target", type=int, default=None, help="points that win (default 61)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first match")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    args = parser.parse_args(argv)
    budget = ({"think_time": args.think_time, "iterations": None} if args.think_time
              else {"think_time": None, "iterations": args.iterations})
    pairs = []
    for text in args.teams.split(","):
        sides = [tuple(side.split("+")) for side in text.split(":")]
        if len(sides) != 2 or any(len(side) != 2 for side in sides):
            parser.error(f"a pairing is level+level:level+level, not {text!r}")
        try:
            for level in {level for side in sides for level in side}:
                make_bot(level, **(level_budget(level, budget) if level in SEARCHING else {}))
        except ValueError as exc:
            parser.error(str(exc))
        pairs.append(sides)
    started = time.perf_counter()
    rows = []
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    try:
        for challenger, opponent in pairs:
            row = pairing(challenger, opponent, args.matches, args.seed, budget, args.target,
                          pool)
            rows.append(row)
            print(json.dumps(row), file=sys.stderr, flush=True)
    finally:
        if pool:
            pool.shutdown()
    print(json.dumps({"settings": {key: getattr(args, key) for key in
                                   ("matches", "think_time", "target", "seed", "jobs")}
                      | {"iterations": budget["iterations"]},
                      "pairings": rows, "seconds": round(time.perf_counter() - started, 1)},
                     indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
