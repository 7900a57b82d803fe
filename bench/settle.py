"""Settled searches: how much of its iteration budget a bot's move takes.

A searching bot plays its move as soon as the iterations left in its budget could not
change it (`game/ai/ismcts.py`). This plays matches between normal bots and, at every
`--every`th decision with a choice, searches the position twice at the level's budget:
the whole budget (as a hint does) and settled (as the bot plays), and prints, per row,
the share of the budget the settled searches spent and how many chose the same move
(all of them, or the stop is wrong). Prints one JSON object; CPU-bound, minutes at the
real budgets:

    python bench/settle.py                                       # the rows below
    python bench/settle.py --rows take-or-pass:5:expert:8060 --matches 2
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import logbook  # noqa: E402
from game.ai import SeatPort, make_bot  # noqa: E402
from game.registry import get_game  # noqa: E402

ROWS = ("take-or-pass:5:expert:8060", "dominoes:2:expert:19100", "pass:2:expert:3600",
        "pass:4:hard:760")
"""game:players:level:iterations, at the iterations the real budgets buy
(docs/benchmarks.md)."""


def settle_row(slug: str, players: int, level: str, iterations: int, matches: int,
               every: int, seed: int) -> dict:
    """One row's figures over `matches` matches of normal bots from `seed`."""
    decisions = same = spent = 0
    for number in range(matches):
        match = get_game(slug).new_match(players, seed + number, None)
        normal = [make_bot("normal", seed + number + s) for s in range(players)]
        step = 0
        while not match.is_over:
            port = SeatPort(match, match.to_move)
            if len(port.legal_moves()) > 1 and step % every == 0:
                bot = make_bot(level, seed + step, think_time=None, iterations=iterations)
                whole = bot.search(port)
                settled = bot.search(port, settle=True)
                decisions += 1
                same += settled[0].move == whole[0].move
                spent += sum(choice.visits for choice in settled)
            match.apply_then_deal(normal[match.to_move].choose(port))
            step += 1
    return {"game": slug, "players": players, "level": level, "iterations": iterations,
            "decisions": decisions, "same_move": same,
            "budget_spent": round(spent / (decisions * iterations), 3) if decisions else None}


def row_spec(text: str) -> tuple[str, int, str, int]:
    """'game:players:level:iterations' as its parts (argparse reports a bad one)."""
    try:
        slug, players, level, iterations = text.split(":")
        return slug, int(players), level, int(iterations)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not game:players:level:iterations") from None


def main(argv: list[str] | None = None) -> int:
    """Measure each row and print the figures as JSON."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=row_spec, nargs="+", default=[row_spec(r) for r in ROWS],
                        help="game:players:level:iterations rows")
    parser.add_argument("--matches", type=int, default=1, help="matches per row")
    parser.add_argument("--every", type=int, default=6, help="search every Nth decision")
    parser.add_argument("--seed", type=int, default=900, help="first match's seed")
    args = parser.parse_args(argv)
    rows = []
    for slug, players, level, iterations in args.rows:
        rows.append(settle_row(slug, players, level, iterations, args.matches, args.every,
                               args.seed))
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    figures = {"settings": {"matches": args.matches, "every": args.every, "seed": args.seed},
               "settle": rows}
    print(json.dumps(figures, indent=1))
    logbook.record("settle", figures, argv)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
