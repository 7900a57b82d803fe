"""Tune a game's playout policy by self-play: where dominoes expert's `SHARP_WEIGHTS` come from.

The hard bot's search plays out every iteration with the game's `playout_move`, a rule
of thumb plus noise whose weights are one dataclass (PASS: `PlayWeights` in
game/rules/pass_game/weights.py; Take or Pass: `TakeWeights` in
game/rules/take_or_pass/weights.py; dominoes: `TileWeights` in
game/rules/dominoes/weights.py). Those playouts take microseconds, so whole
matches of the policy against itself take milliseconds, and thousands of them can tell
two sets of weights apart. This runs a greedy coordinate search: each step changes one
weight of the best set so far, plays the changed policy in one seat against the best
set in every other seat (duplicate deals: each seed once with the challenger in every
seat; the game's two usual player counts), and keeps the change if its win shares beat
fair by the margin in total and neither is below fair. Prints each step and the final
weights as JSON.

    python bench/tune_playouts.py dominoes --deals 2500 --rounds 2   # SHARP_WEIGHTS' run
    python bench/tune_playouts.py take-or-pass --deals 300 --rounds 1    # a quick look

Not a test: it takes minutes, and a playout policy that wins more is not always a
search that wins more. The tuned PASS and Take or Pass policies beat the hand-written
ones 1.8-3.3x as policies, yet as the search's playouts they won no more
(docs/benchmarks.md), so only dominoes' expert plays out by its tuned weights.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import logbook  # noqa: E402
from game.registry import get_game  # noqa: E402
from game.rules.dominoes import scoring  # noqa: E402
from game.rules.dominoes.heuristics import DominoesHeuristics  # noqa: E402
from game.rules.pass_game import scores  # noqa: E402
from game.rules.pass_game.heuristics import PassHeuristics  # noqa: E402
from game.rules.take_or_pass import advantage  # noqa: E402
from game.rules.take_or_pass.heuristics import TakeOrPassHeuristics  # noqa: E402


@dataclass(frozen=True)
class Tuning:
    """What tuning one game's policy needs."""

    policy: Callable[[Any], Any]  #: weights -> the game's heuristics playing by them
    start: Any  #: the weights written by hand
    players: tuple[int, int]  #: the player counts every change is judged at
    steps: dict[str, tuple[float, ...]]  #: the values each weight is tried at


GAMES = {
    "pass": Tuning(PassHeuristics, scores.WEIGHTS, (2, 4), {
        "per_card": (1.8, 2.5, 3.5, 4.5),
        "per_rank": (0.15, 0.3, 0.45, 0.6),
        "bomb_in_danger": (2.0, 6.0, 10.0),
        "bomb_kept": (4.0, 9.0, 14.0),
        "breaks_bomb": (3.0, 6.0, 10.0),
        "breaks_set": (0.5, 1.2, 2.5, 4.0),
        "fight": (1.0, 4.0, 8.0),
        "pass_token": (-1.0, 0.0, 0.8, 2.0),
        "pass_in_danger": (3.0, 7.0, 14.0),
        "playout_noise": (0.75, 1.5, 3.0),
        "near_out": (2, 3, 4, 5, 6),
    }),
    "take-or-pass": Tuning(TakeOrPassHeuristics, advantage.WEIGHTS, (3, 5), {
        "margin": (1.0, 2.0, 3.0, 4.5, 6.0),
        "low_chips": (2, 3, 4, 6),
        "low_chips_rate": (0.75, 1.5, 3.0),
        "deny": (0.0, 1.0, 2.0, 4.0),
        "deny_rate": (0.0, 0.2, 0.4),
        "milk_cost": (3.0, 6.0, 9.0),
        "milk_chips": (2, 3, 5),
        "milk_spare": (0.0, 3.0, 6.0),
        "milk_wait": (3.0, 6.0, 12.0),
        "playout_noise": (1.0, 2.0, 3.0),
    }),
    "dominoes": Tuning(DominoesHeuristics, scoring.WEIGHTS, (2, 4), {
        "double_bonus": (0.0, 1.0, 2.5, 4.0, 6.0),
        "follow_bonus": (0.5, 1.0, 1.5, 2.5, 3.5),
        "follow_cap": (2, 3, 4, 6),
        "end_penalty": (0.0, 0.3, 0.6, 1.0, 1.5),
        "draw_if_playable": (-8.0, -4.0, -1.0, 2.0),
        "pass_if_playable": (-10.0, -6.0, -2.0),
        "draw_stuck": (0.0, 1.0, 2.0, 3.0, 5.0),  # (pass_stuck fixed: only the gap counts)
        "draw_weak": (0.0, 2.0, 4.0),
        "pass_low": (1.0, 3.0, 5.0),
        "average_tile": (4.0, 5.0, 6.0, 7.0, 8.0),
        "playout_noise": (0.5, 1.0, 2.0),
    }),
}
"""Each tunable game: the values each weight is tried at include the starting set's."""
MARGIN = 0.06
"""How far above fair (1.0 at each player count) the two counts' ratios must sum."""


def play_match(job: tuple[str, int, int, int, Any, Any]) -> tuple[int, float]:
    """One match of the playout policy, `challenger` weights in seat `seat`: (seed, its
    share of the win)."""
    slug, seed, seat, players, challenger, others = job
    match = get_game(slug).new_match(players, seed)
    rng = random.Random(seed * 31 + seat)
    policy = GAMES[slug].policy
    policies = [policy(challenger if s == seat else others) for s in range(players)]
    while not match.is_over:
        match.advance(policies[match.to_move].playout_move(match, rng))
    winners = match.winners
    return seed, (1 / len(winners) if seat in winners else 0.0)


def ratio(pool: ProcessPoolExecutor, slug: str, challenger: Any, others: Any,
          players: int, deals: int, seed: int) -> float:
    """The challenger's win share over `deals` duplicate deals, as a multiple of fair."""
    jobs = [(slug, seed + d, s, players, challenger, others)
            for d in range(deals) for s in range(players)]
    by_deal: dict[int, list[float]] = {}
    for deal, share in pool.map(play_match, jobs, chunksize=20):
        by_deal.setdefault(deal, []).append(share)
    return statistics.fmean(statistics.fmean(s) for s in by_deal.values()) * players


def tune(pool: ProcessPoolExecutor, slug: str, deals: int, rounds: int, seed: int) -> Any:
    """Greedy coordinate search from the game's hand-written weights (see the module's
    docstring); `deals` at the fewer players, a quarter as many at the more."""
    tuning = GAMES[slug]
    best = tuning.start
    few, many = tuning.players
    for round_ in range(rounds):
        changed = False
        for name, values in tuning.steps.items():
            for value in values:
                if value == getattr(best, name):
                    continue
                candidate = replace(best, **{name: value})
                seed += 10_000  # fresh deals for every comparison
                low = ratio(pool, slug, candidate, best, few, deals, seed)
                high = ratio(pool, slug, candidate, best, many, max(1, deals // 4), seed)
                kept = low + high > 2.0 + MARGIN and min(low, high) > 1.0
                print(json.dumps({"round": round_, name: value, f"{few}p": round(low, 3),
                                  f"{many}p": round(high, 3), "kept": kept}), flush=True)
                if kept:
                    best, changed = candidate, True
        if not changed:
            break
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--deals", type=int, default=1200,
                        help="deals a comparison at the fewer players (a quarter at the more)")
    parser.add_argument("--rounds", type=int, default=3, help="passes over every weight")
    parser.add_argument("--jobs", type=int, default=2, help="processes")
    parser.add_argument("--seed", type=int, default=7000)
    args = parser.parse_args()
    with ProcessPoolExecutor(args.jobs) as pool:
        best = tune(pool, args.game, args.deals, args.rounds, args.seed)
    figures = {"game": args.game, "weights": asdict(best)}
    print(json.dumps(figures))
    logbook.record("tune_playouts", figures, kind=f"tune_playouts {args.game}")


if __name__ == "__main__":
    main()
