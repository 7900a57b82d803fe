"""Screening a Take or Pass expert against hard (or strangers) at equal iterations, by wins
and points.

A change to expert's playouts moves its win share by less than 200 matches can show, so
this also reports the *score margin*: expert's match score less the mean of the others'
(lower is better), which varies far less. Each deal is played once with expert in every
seat, all bots on the same iteration budget (only the playouts differ), the matches in
`--jobs` processes; `--save` keeps each match's result and `--against` a saved run's, so
two versions of expert can be compared on the same deals and bot seeds (the paired
difference per deal, with its 95% half-width). `--opponent ismcts` (or `duct`) fills the
other seats with strangers (bench/stranger_bots.py) instead of hard, on the same budget;
`--without-model` plays expert as it was before it modelled each opponent (every other
seat played out as hard was seen to play). Prints one JSON object:

    python bench/top_screen.py --players 5 --iterations 300 --deals 40 --seed 400 --save a.json
    python bench/top_screen.py --players 5 --deals 40 --seed 400 --against a.json
    python bench/top_screen.py --players 3 --iterations 400 --deals 30 --seed 700 \
        --opponent ismcts --without-model --save old.json
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import logbook  # noqa: E402
from bench.stranger_bots import KINDS, make_stranger  # noqa: E402
from game.ai import SeatPort, make_bot  # noqa: E402
from game.registry import get_game  # noqa: E402
from game.rules.take_or_pass.heuristics import SHARP_HEURISTICS  # noqa: E402


def play(task: tuple[int, int, int, int, str, bool]) -> list:
    """One match of deal `seed` with expert at `seat` and `opponent` bots in the others:
    [seed, expert's win share, margin]."""
    players, iterations, seed, seat, opponent, learns = task
    SHARP_HEURISTICS.learns = learns  # this process plays one version of expert
    match = get_game("take-or-pass").new_match(players, seed, None)
    budget = {"think_time": None, "iterations": iterations}
    bots = [make_bot("expert", seed * 10 + s, **budget) if s == seat else
            make_stranger(opponent, seed * 10 + s, **budget) if opponent in KINDS else
            make_bot(opponent, seed * 10 + s, **budget) for s in range(players)]
    while not match.is_over:
        mover = match.to_move
        match.apply_then_deal(bots[mover].choose(SeatPort(match.clone(), mover)))
    scores = match.scores
    others = statistics.fmean(scores[s] for s in range(players) if s != seat)
    won = 1 / len(match.winners) if seat in match.winners else 0.0
    return [seed, won, scores[seat] - others]


def mean_95(values: list[float]) -> list[float]:
    """The mean and its approximate 95% half-width (normal approximation)."""
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return [round(statistics.fmean(values), 3), round(half, 3)]


def by_deal(results: list[list], players: int) -> tuple[list[float], list[float]]:
    """Per deal: expert's win share as a multiple of fair, and its mean margin."""
    deals: dict[int, list[list]] = {}
    for seed, won, margin in results:
        deals.setdefault(seed, []).append([won, margin])
    return ([statistics.fmean(w for w, _ in g) * players for g in deals.values()],
            [statistics.fmean(m for _, m in g) for g in deals.values()])


def main(argv: list[str] | None = None) -> int:
    """Play the deals, print the figures (and the paired difference with `--against`)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--seed", type=int, default=400)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--opponent", default="hard", choices=("hard", *KINDS),
                        help="the other seats: hard, or strangers")
    parser.add_argument("--without-model", action="store_true",
                        help="expert without its opponent model (hard's way for everyone)")
    parser.add_argument("--save", type=Path, help="write each match's result here")
    parser.add_argument("--against", type=Path, help="a saved run on the same deals")
    args = parser.parse_args(argv)
    earlier = None
    if args.against is not None:
        try:
            earlier = json.loads(args.against.read_text())
        except (OSError, ValueError) as exc:
            parser.error(f"cannot read {args.against}: {exc}")
    tasks = [(args.players, args.iterations, args.seed + d, s, args.opponent,
              not args.without_model) for d in range(args.deals) for s in range(args.players)]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(play, tasks))
    else:
        results = [play(task) for task in tasks]
    ratios, margins = by_deal(results, args.players)
    report = {"settings": {k: str(v) if isinstance(v, Path) else v for k, v in vars(args).items()},
              "matches": len(results), "ratio": mean_95(ratios), "margin": mean_95(margins)}
    if earlier is not None:
        if [r[0] for r in earlier] != [r[0] for r in results]:
            parser.error(f"{args.against} holds other deals")
        before = by_deal(earlier, args.players)
        report["paired"] = {
            "ratio": mean_95([a - b for a, b in zip(ratios, before[0], strict=True)]),
            "margin": mean_95([a - b for a, b in zip(margins, before[1], strict=True)])}
    if args.save is not None:
        args.save.write_text(json.dumps(results))
    print(json.dumps(report, indent=1))
    logbook.record("top_screen", report, argv)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
