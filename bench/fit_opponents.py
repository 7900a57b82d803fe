"""How the hard bot plays Take or Pass, as the take rule's weights (`TakeWeights`).

Plays hard bots against each other at an iteration budget, notes every choice they make
between take and pass with what the take rule reads (card, pot, chips, cards held), and
fits the weights by maximum likelihood: the rule takes when its advantage plus the
playouts' noise (a triangle, as `noise` draws it) is above 0. A greedy coordinate search
from the hand-written weights, like bench/tune_playouts.py's. `OPPONENT_WEIGHTS`
(game/rules/take_or_pass/weights.py) are rounded from fits to about 8 five-player matches at
1,100 iterations a move (1,092 choices), the noise held at 5 where the fits gave about 10.
Prints one JSON object; minutes at the default budget:

    python bench/fit_opponents.py                       # 40 matches, 5 players, 1,100 iterations
    python bench/fit_opponents.py --matches 4 --iterations 100 --players 4
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import asdict, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench import logbook  # noqa: E402
from game.ai import SeatPort, make_bot  # noqa: E402
from game.registry import get_game  # noqa: E402
from game.rules.take_or_pass.opponents import (  # noqa: E402
    Choice,
    choice_chance,
)
from game.rules.take_or_pass.weights import WEIGHTS, TakeWeights  # noqa: E402

STEPS = {"margin": 0.5, "low_chips": 1, "low_chips_rate": 0.25, "deny": 0.5, "deny_rate": 0.05,
         "milk_cost": 1.0, "milk_chips": 1, "milk_spare": 0.5, "milk_wait": 1.0,
         "playout_noise": 0.25}
"""Each weight's step in the search (the counts move by whole chips)."""


def gather(players: int, iterations: int, matches: int, seed: int) -> list[Choice]:
    """Every take-or-pass choice of hard bots in `matches` matches from `seed`."""
    choices = []
    for number in range(matches):
        match = get_game("take-or-pass").new_match(players, seed + number, None)
        bots = [make_bot("hard", (seed + number) * 10 + s, think_time=None,
                         iterations=iterations) for s in range(players)]
        while not match.is_over:
            seat = match.to_move
            port = SeatPort(match.clone(), seat)
            move = bots[seat].choose(port)
            if len(port.legal_moves()) > 1:
                own = match.held[seat]
                choices.append((match.card, match.pot, match.chips[seat], own,
                                match.taken ^ own, 0 in match.chips, players,
                                str(move) == "take"))
            match.apply_then_deal(move)
    return choices


def log_likelihood(weights: TakeWeights, choices: list[Choice]) -> float:
    """How likely the rule with `weights` makes exactly these choices (log)."""
    return math.fsum(math.log(choice_chance(weights, choice)) for choice in choices)


def fit(choices: list[Choice], start: TakeWeights = WEIGHTS, rounds: int = 6) -> TakeWeights:
    """The weights, from `start`, that make `choices` likeliest (greedy, step by step)."""
    best, score = start, log_likelihood(start, choices)
    for _ in range(rounds):
        improved = False
        for name, step in STEPS.items():
            for sign in (1, -1):
                while True:
                    value = getattr(best, name) + sign * step
                    if value < 0:
                        break
                    trial = replace(best, **{name: value})
                    trial_score = log_likelihood(trial, choices)
                    if trial_score <= score + 1e-9:
                        break
                    best, score, improved = trial, trial_score, True
        if not improved:
            break
    return best


def main(argv: list[str] | None = None) -> int:
    """Gather, fit and print the weights with how well each set explains the choices."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--iterations", type=int, default=1100, help="hard's budget a move")
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--seed", type=int, default=100)
    args = parser.parse_args(argv)
    choices = gather(args.players, args.iterations, args.matches, args.seed)
    fitted = fit(choices)
    figures = {"settings": vars(args), "choices": len(choices),
               "takes": sum(c[-1] for c in choices),
               "log_likelihood": {"hand_written": round(log_likelihood(WEIGHTS, choices), 1),
                                  "fitted": round(log_likelihood(fitted, choices), 1)},
               "fitted": asdict(fitted)}
    print(json.dumps(figures, indent=1))
    logbook.record("fit_opponents", figures, argv)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
